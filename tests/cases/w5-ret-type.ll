; Definition 9.3.4 (W5: "ret returns the function's type"), Algorithm 9.3.7 step 4.
; RULE: W5
; EXPECT: w5-ret-type.ll:8:7: error: value doesn't match function result type 'i32'
; EXPECT:   ret i64 %x
; EXPECT:       ^
define i32 @f(i64 %x) {
entry:
  ret i64 %x
}
