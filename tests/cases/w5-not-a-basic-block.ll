; Definition 9.3.1 (`br label %d`: d is a block) and 9.3.4 (W5), Algorithm 9.3.7 step 3:
; %x is an argument, not a label.
; RULE: W5
; EXPECT: w5-not-a-basic-block.ll:9:12: error: '%x' is not a basic block
; EXPECT:   br label %x
; EXPECT:            ^
define i32 @f(i32 %x) {
entry:
  br label %x
}
