; Algorithm 9.3.7 runs per function; llvm-facts Order 3: the verifier goes through functions in module order; every error
; is reported (--all), the first one decides the rule: W4 in @first, then W2 in @second.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %a ]
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %entry
define i32 @first(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 1, %a ]
  ret i32 %p
}

define void @second() {
entry:
  br label %entry
}
