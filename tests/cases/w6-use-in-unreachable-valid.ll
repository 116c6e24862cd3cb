; Definition 9.3.3, third case: "b is unreachable from b0" - uses in unreachable blocks are
; dominated by convention (Definition 9.3.2). %dead uses %t, which does not dominate it.
; RULE: valid
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %t, label %e
t:
  %v = add i32 1, 2
  br label %e
e:
  ret i32 0
dead:
  %w = add i32 %v, 1
  ret i32 %w
}
