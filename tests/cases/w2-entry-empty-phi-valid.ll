; Definition 9.3.4 (W2, W4), a decoy: `%p = phi i32` with no entries sits in an entry block
; with no predecessors. Zero entries for zero incoming edges satisfies step 7 of
; Algorithm 9.3.7, and the entry block has no predecessors (step 5).
; RULE: valid
define i32 @f() {
entry:
  %p = phi i32
  ret i32 %p
}
