; Algorithm 9.3.7 step 2 at module level: a call to a global that is never declared.
; RULE: names
; EXPECT: names-undefined-function.ll:8:17: error: use of undefined value '@nowhere'
; EXPECT:   %r = call i32 @nowhere(i32 %x)
; EXPECT:                 ^
define i32 @f(i32 %x) {
entry:
  %r = call i32 @nowhere(i32 %x)
  ret i32 %r
}
