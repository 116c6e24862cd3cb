; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: a function body needs at least one
; block, and so at least one terminator.
; RULE: W1
; EXPECT: w1-empty-body.ll:8:1: error: function body requires at least one basic block
; EXPECT: }
; EXPECT: ^
define void @f() {
}
