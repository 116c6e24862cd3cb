; Definition 9.3.4 (W5), Algorithm 9.3.7 step 4, on numbered values indented by a tab.
; RULE: W5
; EXPECT: w5-ret-type-numbered-tab.ll:8:6: error: value doesn't match function result type 'i16'
; EXPECT:         ret i32 %0
; EXPECT:             ^
define i16 @f(i32) {
	%2 = trunc i32 %0 to i16
	ret i32 %0
}
