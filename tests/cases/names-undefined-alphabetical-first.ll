; Algorithm 9.3.7 step 2, llvm-facts Order 2: among several undefined names the
; alphabetically first is reported (%apple, although %zebra is used first), and names
; before numbers.
; RULE: names
; EXPECT: names-undefined-alphabetical-first.ll:12:20: error: use of undefined value '%apple'
; EXPECT:   %c = add i32 %b, %apple
; EXPECT:                    ^
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, %zebra
  %b = add i32 %a, %5
  %c = add i32 %b, %apple
  ret i32 %c
}
