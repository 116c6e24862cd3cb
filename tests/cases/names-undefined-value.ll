; Algorithm 9.3.7 step 2: "if used but never defined -> undefined value". The check is
; made when the function's `}` is reached; the caret is at the use.
; RULE: names
; EXPECT: names-undefined-value.ll:9:20: error: use of undefined value '%y'
; EXPECT:   %a = add i32 %x, %y
; EXPECT:                    ^
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, %y
  ret i32 %a
}
