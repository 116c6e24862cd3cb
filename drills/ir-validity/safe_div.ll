; An invoke whose normal destination is a join: its result enters the phi on the normal edge.
declare i64 @checked_div(i64, i64)
declare i32 @__gxx_personality_v0(...)

define i64 @safe_div(i64 %a, i64 %b) personality ptr @__gxx_personality_v0 {
entry:
  %q = invoke i64 @checked_div(i64 %a, i64 %b)
          to label %join unwind label %lpad
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  br label %join
join:
  %r = phi i64 [ %q, %entry ], [ -1, %lpad ]
  %ok = icmp sge i64 %r, 0
  br i1 %ok, label %done, label %fail
fail:
  ret i64 0
done:
  ret i64 %r
}
