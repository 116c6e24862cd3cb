; Algorithm 9.3.7 step 2: `%a` is first an instruction's name; the label `a:` then cannot
; create a block with that name.
; RULE: names
; EXPECT: names-value-named-like-label.ll:11:1: error: unable to create block named 'a'
; EXPECT: a:
; EXPECT: ^
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  br label %b
a:
  ret i32 %a
b:
  ret i32 0
}
