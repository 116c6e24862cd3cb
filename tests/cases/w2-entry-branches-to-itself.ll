; Definition 9.3.4 (W2): the entry block b0 has no predecessors (and therefore no phis).
; Algorithm 9.3.7 step 5: preds(entry) = {entry} is not empty. Proposition 9.3.11.
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %entry
define void @f() {
entry:
  br label %entry
}
