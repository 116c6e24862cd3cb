; The running example of lesson 9.3 after mem2reg: a loop whose body holds a diamond.
define i64 @sum_pos(ptr %a, i64 %n) {
entry:
  br label %for.cond
for.cond:
  %s.0 = phi i64 [ 0, %entry ], [ %s.1, %for.inc ]
  %i.0 = phi i64 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i64 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %i.0
  %x0 = load i64, ptr %arrayidx, align 8
  %cmp1 = icmp sgt i64 %x0, 0
  br i1 %cmp1, label %if.then, label %if.end
if.then:
  %arrayidx2 = getelementptr inbounds i64, ptr %a, i64 %i.0
  %x1 = load i64, ptr %arrayidx2, align 8
  %add = add nsw i64 %s.0, %x1
  br label %if.end
if.end:
  %s.1 = phi i64 [ %add, %if.then ], [ %s.0, %for.body ]
  br label %for.inc
for.inc:
  %inc = add nsw i64 %i.0, 1
  br label %for.cond
for.end:
  ret i64 %s.0
}
