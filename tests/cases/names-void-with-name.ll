; Algorithm 9.3.7 step 2: a name is a definition, and a call returning void defines no
; value.
; RULE: names
; EXPECT: names-void-with-name.ll:11:3: error: instructions returning void cannot have a name
; EXPECT:   %r = call void @g()
; EXPECT:   ^
declare void @g()

define void @f() {
entry:
  %r = call void @g()
  ret void
}
