; Algorithm 9.3.7 step 2: a name defined in two different blocks is still defined twice
; (a name is per function, not per block).
; RULE: names
; EXPECT: names-multiple-definition-across-blocks.ll:14:3: error: multiple definition of local value named 'v'
; EXPECT:   %v = add i32 3, 4
; EXPECT:   ^
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %v = add i32 1, 2
  ret i32 %v
b:
  %v = add i32 3, 4
  ret i32 %v
}
