; Definition 9.3.1: callbr's successors are <d, i1, ...>; here both go to %return, so its
; phi needs an entry for each of the two edges from %entry. Algorithm 9.3.7 step 7 (W4).
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %r = phi i32 [ 1, %entry ]
define i32 @flag(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x)
          to label %return [label %return]
return:
  %r = phi i32 [ 1, %entry ]
  ret i32 %r
}
