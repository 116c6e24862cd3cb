; Llvm-facts "Surprises": a module with the "Debug Info Version" flag is verified inside
; the parser: the messages print, then `LLVM ERROR: Broken module found, compilation
; aborted!` (no `input module is broken!`). Definition 9.3.4 (W2), Algorithm 9.3.7 step 5.
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %entry
define void @f() {
entry:
  br label %entry
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
