; Definition 9.3.1 (`switch iN %v`) and 9.3.4 (W5), Algorithm 9.3.7 step 3: the switch
; value must be an integer.
; RULE: W5
; EXPECT: w5-switch-condition-type.ll:9:10: error: switch condition must have integer type
; EXPECT:   switch float %v, label %d [ i32 0, label %d ]
; EXPECT:          ^
define i32 @f(float %v) {
entry:
  switch float %v, label %d [ i32 0, label %d ]
d:
  ret i32 0
}
