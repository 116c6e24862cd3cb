; Llvm-facts Order 1: the parser reads the whole module first, so a parser error anywhere
; (here in the second function: Algorithm 9.3.7 step 2) wins over the first function's
; verifier error (step 9): the verifier never runs.
; RULE: names
; EXPECT: order-parser-error-wins.ll:17:20: error: use of undefined value '%undefined'
; EXPECT:   %y = add i32 %x, %undefined
; EXPECT:                    ^
define i32 @first(i32 %x) {
entry:
  %a = add i32 %b, 1
  %b = add i32 %x, 1
  ret i32 %a
}

define i32 @second(i32 %x) {
entry:
  %y = add i32 %x, %undefined
  ret i32 %y
}
