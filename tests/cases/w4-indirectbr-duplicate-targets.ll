; Definition 9.3.1: indirectbr lists every block it may reach; listing %b twice gives two
; edges, so the phi of %b needs two entries for %entry. Algorithm 9.3.7 step 7 (W4).
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %entry ]
define i32 @f(ptr %addr) {
entry:
  indirectbr ptr %addr, [label %a, label %b, label %b]
a:
  ret i32 0
b:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
