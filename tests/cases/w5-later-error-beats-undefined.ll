; Llvm-facts Order 2: `use of undefined value` is checked only at the function's `}`, so
; a later parser error in the same function (a W5 type error, Algorithm 9.3.7 step 3) is
; reported instead of the undefined %nope.
; RULE: W5
; EXPECT: w5-later-error-beats-undefined.ll:11:20: error: '%w' defined with type 'i64' but expected 'i32'
; EXPECT:   %b = add i32 %a, %w
; EXPECT:                    ^
define i32 @f(i32 %x, i64 %w) {
entry:
  %a = add i32 %x, %nope
  %b = add i32 %a, %w
  ret i32 %b
}
