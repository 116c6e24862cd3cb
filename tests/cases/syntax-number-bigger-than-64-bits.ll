; Algorithm 9.3.7 step 1 (the grammar): a number past 64 bits, seen by the lexer, is reported
; the branch to %1 is undefined, yet LLVM names the lexer's complaint (step 2).
; RULE: syntax
; EXPECT: syntax-number-bigger-than-64-bits.ll:10:1: error: constant bigger than 64 bits detected
; EXPECT: 300000000000000000001:
; EXPECT: ^
define void @f() {
entry:
  br label %1
300000000000000000001:
  ret void
}
