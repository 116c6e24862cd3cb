; Definition 9.3.4 (W3), Algorithm 9.3.7 step 6, with tab-indented code: a loop header
; whose second phi comes after a call.
; RULE: W3
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %acc = phi i32 [ 0, %entry ], [ %i, %loop ]
; EXPECT: label %loop
declare void @tick()

define i32 @f(i32 %n) {
entry:
	br label %loop
loop:
	%i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
	call void @tick()
	%acc = phi i32 [ 0, %entry ], [ %i, %loop ]
	%i.next = add i32 %i, 1
	%c = icmp slt i32 %i.next, %n
	br i1 %c, label %loop, label %exit
exit:
	ret i32 %acc
}
