; Definition 9.3.1 (`resume` continues unwinding) and 9.3.4 (W7): resume needs a
; personality.
; RULE: W7
; EXPECT: ResumeInst needs to be in a function with a personality.
; EXPECT:   resume { ptr, i32 } %e
define void @f({ ptr, i32 } %e) {
entry:
  resume { ptr, i32 } %e
}
