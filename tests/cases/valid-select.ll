; Definition 9.3.8 (select) and Proposition 9.3.10: the running example's diamond after
; simplifycfg, with %spec.select instead of the phi.
; RULE: valid
define i64 @sum_pos(ptr %a, i64 %n) {
entry:
  br label %for.cond
for.cond:
  %s.0 = phi i64 [ 0, %entry ], [ %spec.select, %for.body ]
  %i.0 = phi i64 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i64 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %i.0
  %0 = load i64, ptr %arrayidx, align 8
  %cmp1 = icmp sgt i64 %0, 0
  %add = add nsw i64 %s.0, %0
  %spec.select = select i1 %cmp1, i64 %add, i64 %s.0
  %inc = add nsw i64 %i.0, 1
  br label %for.cond
for.end:
  ret i64 %s.0
}
