; Definition 9.3.1 (indirectbr) and 9.3.3: %v is defined in %a and used in %b; both are
; targets of the same indirectbr, so %a does not dominate %b. Step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %v = add i32 1, 2
; EXPECT:   %w = add i32 %v, 1
define i32 @f(ptr %addr) {
entry:
  indirectbr ptr %addr, [label %a, label %b]
a:
  %v = add i32 1, 2
  br label %b
b:
  %w = add i32 %v, 1
  ret i32 %w
}
