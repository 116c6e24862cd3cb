; Definition 9.3.4 (W5), Algorithm 9.3.7 step 4: `ret i32 0` in a void function.
; RULE: W5
; EXPECT: w5-ret-value-in-void-function.ll:8:7: error: value doesn't match function result type 'void'
; EXPECT:   ret i32 0
; EXPECT:       ^
define void @f() {
entry:
  ret i32 0
}
