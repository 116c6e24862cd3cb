; The lexer reads %N with 64-bit arithmetic and keeps 32 bits: a reference past 2^32 is
; "invalid value number (too large)" (Algorithm 9.3.7 step 2, the names).
; RULE: names
; EXPECT: names-number-too-large.ll:9:12: error: invalid value number (too large)
; EXPECT:   br label %4294967296
; EXPECT:            ^
define void @f() {
entry:
  br label %4294967296
}
