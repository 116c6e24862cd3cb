; Definition 9.3.4 (W4), a decoy: a phi with no entries in a block with no predecessors:
; zero entries for zero incoming edges.
; RULE: valid
define i32 @f(i32 %x) {
entry:
  ret i32 %x
dead:
  %p = phi i32
  ret i32 %p
}
