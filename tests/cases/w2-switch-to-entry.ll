; Definition 9.3.4 (W2), Algorithm 9.3.7 step 5: a switch case targets the entry block
; (Definition 9.3.1: the switch's successors include every case label).
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %entry
define void @f(i32 %x) {
entry:
  br label %sw
sw:
  switch i32 %x, label %out [
    i32 0, label %entry
    i32 1, label %out
  ]
out:
  ret void
}
