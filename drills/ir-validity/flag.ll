; Section 7: asm goto becomes callbr, a terminator with an indirect successor.
define i32 @flag(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x)
          to label %one [label %zero]
one:
  br label %out
zero:
  br label %out
out:
  %r = phi i32 [ 1, %one ], [ 0, %zero ]
  ret i32 %r
}
