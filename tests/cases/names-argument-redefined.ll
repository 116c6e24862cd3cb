; Algorithm 9.3.7 step 2: an argument is a definition too (Definition 9.3.3: "a parameter
; counts as defined before the first instruction of b0").
; RULE: names
; EXPECT: names-argument-redefined.ll:9:3: error: multiple definition of local value named 'x'
; EXPECT:   %x = add i32 1, 2
; EXPECT:   ^
define i32 @f(i32 %x) {
entry:
  %x = add i32 1, 2
  ret i32 %x
}
