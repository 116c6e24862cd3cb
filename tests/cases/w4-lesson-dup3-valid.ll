; Section 7 of lesson 9.3, dup3.ll: "dup3.ll verifies": two entries for the two edges from
; %entry, with the same value (Definition 9.3.4, W4).
; RULE: valid
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 1, label %join
                               i32 2, label %join ]
other:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 20, %other ]
  ret i32 %r
}
