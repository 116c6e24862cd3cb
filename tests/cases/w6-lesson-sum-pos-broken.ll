; Lesson 9.3, section 1 and the last row of the dominance table in section 3: replacing the
; phi by `%s.1 = add i64 %add, 0` makes a non-phi use of %add in if.end, and if.then does
; not strictly dominate if.end (the path for.body -> if.end skips it). Algorithm 9.3.7
; step 9, Definition 9.3.4 (W6): "Instruction does not dominate all uses!".
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %add = add nsw i64 %s.0, %1
; EXPECT:   %s.1 = add i64 %add, 0
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
  %s.1 = add i64 %add, 0
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %inc = add nsw i64 %i.0, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret i64 %s.0
}

attributes #0 = { noinline nounwind uwtable }
