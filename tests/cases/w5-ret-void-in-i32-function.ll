; Definition 9.3.4 (W5), Algorithm 9.3.7 step 4: `ret void` in a function returning i32.
; RULE: W5
; EXPECT: w5-ret-void-in-i32-function.ll:8:7: error: value doesn't match function result type 'i32'
; EXPECT:   ret void
; EXPECT:       ^
define i32 @f() {
entry:
  ret void
}
