; Definition 9.3.4 (W1), Algorithm 9.3.7 steps 1-2: code after `br` opens an implicit
; block, which takes the next number (%0 here). The `%0 = ...` in it then breaks the
; numbering rule of step 2: the implicit block already is %0.
; RULE: names
; EXPECT: w1-code-after-ret-numbered.ll:11:3: error: instruction expected to be numbered '%1' or greater
; EXPECT:   %0 = add i32 %x, 1
; EXPECT:   ^
define i32 @f(i32 %x) {
entry:
  br label %exit
  %0 = add i32 %x, 1
  br label %exit
exit:
  ret i32 %x
}
