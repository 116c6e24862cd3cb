; Section 7: a switch reaching the join along two edges; the phi has an entry per edge.
define i32 @dup_edges(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 1, label %join
    i32 2, label %join
  ]
other:
  %y = mul i32 %x, 3
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ %y, %other ]
  ret i32 %r
}
