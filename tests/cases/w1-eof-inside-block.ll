; Definition 9.3.4 (W1): every block ends in a terminator. Algorithm 9.3.7 step 1.
; The file ends inside the entry block: the parser runs out of text while it still
; expects instructions.
; RULE: W1
; EXPECT: w1-eof-inside-block.ll:11:1: error: found end of file when expecting more instructions
; EXPECT:
; EXPECT: ^
define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
