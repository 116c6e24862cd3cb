; Definition 9.3.4 (W5), Algorithm 9.3.7 step 3: `br label %3` makes %3 a block by
; forward reference; the instruction that then defines %3 has the wrong type for it
; (type 'label').
; RULE: W5
; EXPECT: w5-forward-referenced-as-label.ll:10:3: error: instruction forward referenced with type 'label'
; EXPECT:   %3 = add i32 %0, 1
; EXPECT:   ^
define i32 @f(i32 %0) {
  br label %3
  %3 = add i32 %0, 1
  br label %3
3:
  ret i32 %0
}
