; Algorithm 9.3.7 step 2, llvm-facts Order 2: the undefined numbered value %3 is used
; first, but named values are reported before numbered ones.
; RULE: names
; EXPECT: names-undefined-named-before-numbered.ll:10:20: error: use of undefined value '%q'
; EXPECT:   %b = add i32 %a, %q
; EXPECT:                    ^
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, %3
  %b = add i32 %a, %q
  ret i32 %b
}
