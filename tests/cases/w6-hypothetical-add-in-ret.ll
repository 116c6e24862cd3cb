; Lesson 9.3, section 3, dominance table, "hypothetical %add in ret": if.then sdom
; for.end? no. Algorithm 9.3.7 step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %add = add nsw i64 %s.0, %0
; EXPECT:   ret i64 %add
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
  %0 = load i64, ptr %arrayidx, align 8
  %cmp1 = icmp sgt i64 %0, 0
  br i1 %cmp1, label %if.then, label %if.end
if.then:
  %add = add nsw i64 %s.0, %0
  br label %if.end
if.end:
  %s.1 = phi i64 [ %add, %if.then ], [ %s.0, %for.body ]
  br label %for.inc
for.inc:
  %inc = add nsw i64 %i.0, 1
  br label %for.cond
for.end:
  ret i64 %add
}
