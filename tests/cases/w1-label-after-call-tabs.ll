; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: a `call` does not end a block (only an
; `invoke` does, Definition 9.3.1). The body is indented with tabs: a tab is one column.
; RULE: W1
; EXPECT: w1-label-after-call-tabs.ll:14:4: error: expected instruction opcode
; EXPECT:           done:
; EXPECT:           ^
declare void @g(i32)

define void @f(i32 %x) {
entry:
	call void @g(i32 %x)
	%y = add i32 %x, 1
	call void @g(i32 %y)
	  done:
	ret void
}
