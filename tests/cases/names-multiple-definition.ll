; Algorithm 9.3.7 step 2: "for each name: if defined twice -> multiple definition"
; (SSA: every name has one definition, Definition 9.1.6).
; RULE: names
; EXPECT: names-multiple-definition.ll:10:3: error: multiple definition of local value named 'a'
; EXPECT:   %a = add i32 %a, 1
; EXPECT:   ^
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  %a = add i32 %a, 1
  ret i32 %a
}
