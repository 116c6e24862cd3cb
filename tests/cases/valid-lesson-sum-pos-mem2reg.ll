; Lesson 9.3, section 3 (worked example): @sum_pos after mem2reg. Algorithm 9.3.7: steps
; 1-9 all "ok"; the dominance table's rows hold (e.g. %s.0 entry of %s.1 for the edge
; for.body -> if.end: for.cond dom for.body).
; RULE: valid
define dso_local i64 @sum_pos(ptr noundef %a, i64 noundef %n) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %s.0 = phi i64 [ 0, %entry ], [ %s.1, %for.inc ]
  %i.0 = phi i64 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i64 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %i.0
  %0 = load i64, ptr %arrayidx, align 8
  %cmp1 = icmp sgt i64 %0, 0
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i64, ptr %a, i64 %i.0
  %1 = load i64, ptr %arrayidx2, align 8
  %add = add nsw i64 %s.0, %1
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %s.1 = phi i64 [ %add, %if.then ], [ %s.0, %for.body ]
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %inc = add nsw i64 %i.0, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret i64 %s.0
}

attributes #0 = { noinline nounwind uwtable }
