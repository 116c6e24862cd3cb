; Definition 9.3.4 (W5), a decoy from llvm-facts: call argument types are taken from the
; call site, not checked against the declaration, so this module verifies.
; RULE: valid
declare i32 @g(i32)

define i32 @f(i64 %x) {
entry:
  %r = call i32 @g(i64 %x)
  ret i32 %r
}
