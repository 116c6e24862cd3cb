; Definition 9.3.4 (W5), Algorithm 9.3.7 step 3: a phi's incoming value has the phi's
; type; %w is i64 in an i32 phi.
; RULE: W5
; EXPECT: w5-phi-incoming-type.ll:13:33: error: '%w' defined with type 'i64' but expected 'i32'
; EXPECT:   %p = phi i32 [ 0, %entry ], [ %w, %a ]
; EXPECT:                                 ^
define i32 @f(i1 %c, i64 %w) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 0, %entry ], [ %w, %a ]
  ret i32 %p
}
