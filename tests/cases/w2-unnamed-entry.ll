; Definition 9.3.4 (W2), Algorithm 9.3.7 step 5: an unnamed entry block (it is %0, since
; the function has no numbered arguments) with a back edge from %1. LLVM prints the block
; as `label %0`.
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %0
define void @f(i1 %c) {
  br label %1
1:
  br i1 %c, label %0, label %2
2:
  ret void
}
