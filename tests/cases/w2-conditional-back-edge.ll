; Definition 9.3.4 (W2), Algorithm 9.3.7 step 5: a conditional branch in a later block
; jumps back to the entry block.
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %entry
define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
  br label %test
test:
  %c = icmp sgt i32 %y, 10
  br i1 %c, label %done, label %entry
done:
  ret i32 %y
}
