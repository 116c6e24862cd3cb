; Definition 9.3.4 (W2), Algorithm 9.3.7 step 5: the verifier goes through the functions
; in module order; only the second one has a branch back to its entry block.
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %start
define i32 @first(i32 %x) {
entry:
  ret i32 %x
}

define i32 @second(i32 %x) {
start:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %start, label %end
end:
  ret i32 %x
}
