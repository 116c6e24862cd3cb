; Definition 9.3.4 (W5): operand and result types agree with the instruction. Algorithm
; 9.3.7 step 3: "if its type != the type of its definition": %w is i64, used as i32.
; RULE: W5
; EXPECT: w5-defined-with-type.ll:9:20: error: '%w' defined with type 'i64' but expected 'i32'
; EXPECT:   %y = add i32 %x, %w
; EXPECT:                    ^
define i32 @f(i32 %x, i64 %w) {
entry:
  %y = add i32 %x, %w
  ret i32 %y
}
