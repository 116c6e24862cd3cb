define i64 @mix(i64 %a, i64 %b) {
entry:
  %v1 = xor i64 %b, %v1
  %c2 = icmp sle i64 %v1, %a
  %c4 = icmp sgt i64 %b, 1
  br i1 %c4, label %if3.then, label %if3.end
if3.then:
  %v5 = xor i64 5, %b
  br label %if3.end
if3.end:
  %m3 = phi i64 [ %v1, %if3.then ], [ %a, %entry ]
  ret i64 %a
}
