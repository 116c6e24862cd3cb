; Two triangles in a row: each join merges the value from the arm and the one from before.
define i32 @clamp(i32 %x, i32 %lo, i32 %hi) {
entry:
  %below = icmp slt i32 %x, %lo
  br i1 %below, label %raise, label %mid
raise:
  br label %mid
mid:
  %y = phi i32 [ %lo, %raise ], [ %x, %entry ]
  %above = icmp sgt i32 %y, %hi
  br i1 %above, label %lower, label %out
lower:
  br label %out
out:
  %z = phi i32 [ %hi, %lower ], [ %y, %mid ]
  ret i32 %z
}
