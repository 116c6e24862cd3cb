; Section 7 of lesson 9.3, dup.ll: "Phi entries are per edge, not per block". The switch
; reaches %join along two edges (Definition 9.3.1: successors with multiplicity), so the
; phi needs two entries for %entry. Algorithm 9.3.7 step 7.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %r = phi i32 [ 10, %entry ], [ 20, %other ]
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 1, label %join
                               i32 2, label %join ]
other:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 20, %other ]
  ret i32 %r
}
