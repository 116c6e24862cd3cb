; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1 (a decoy): two terminators in a row. The
; second `br` starts an implicit unnamed block of its own, so each block still has exactly
; one terminator.
; RULE: valid
define void @f(i1 %c) {
entry:
  br label %a
  br label %b
a:
  ret void
b:
  ret void
}
