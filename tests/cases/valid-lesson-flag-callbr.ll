; Lesson 9.3, section 7: "callbr makes inline assembly a terminator with an extra (!i)
; successor" (Definition 9.3.1: callbr ... to label %d [label %i1, ...]).
; RULE: valid
define i32 @flag(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x)
          to label %asm.fallthrough [label %zero]
asm.fallthrough:
  br label %return
zero:
  br label %return
return:
  %r = phi i32 [ 1, %asm.fallthrough ], [ 0, %zero ]
  ret i32 %r
}
