; Definition 9.3.4 (W5), Algorithm 9.3.7 step 3, with tab indentation: the column counts a
; tab as one, the echoed source line expands it to the next 8-column stop.
; RULE: W5
; EXPECT: w5-icmp-operand-tab.ll:9:23: error: '%b' defined with type 'i8' but expected 'i32'
; EXPECT:         %c = icmp eq i32 %x,    %b
; EXPECT:                                 ^
define i1 @f(i32 %x, i8 %b) {
entry:
	%c = icmp eq i32 %x,	%b
	ret i1 %c
}
