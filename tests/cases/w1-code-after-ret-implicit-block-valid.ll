; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1 (a decoy): code after a terminator starts
; an implicit unnamed block. Here that block ends in its own `ret`, so every block ends in
; exactly one terminator: the module is valid (the block is merely unreachable).
; RULE: valid
define i32 @f(i32 %x) {
entry:
  ret i32 %x
  %z = add i32 %x, 2
  ret i32 %z
}
