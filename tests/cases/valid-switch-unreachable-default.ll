; Definition 9.3.1: switch with an unreachable default (section 4: "reaching it is
; undefined behavior"); every case block ends in its own terminator.
; RULE: valid
define i32 @f(i32 %op) {
entry:
  switch i32 %op, label %bad [
    i32 0, label %zero
    i32 1, label %one
  ]
zero:
  ret i32 10
one:
  ret i32 20
bad:
  unreachable
}
