; A definition numbered past 2^32 is not an error by itself (Algorithm 9.3.7 step 2): LLVM keeps
; 32 bits of it, and the lexer's complaint is dropped when the parse succeeds.
; RULE: valid
define void @f() {
entry:
  %4294967296 = add i32 1, 2
  ret void
}
