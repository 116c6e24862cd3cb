; Lesson 9.3, section 7, "switch, unreachable, and the lookup table": @classify after
; mem2reg. The switch has four successors (Definition 9.3.1) and the join's phi one entry
; per incoming edge (W4).
; RULE: valid
define dso_local i32 @classify(i32 noundef %0) #0 {
  switch i32 %0, label %5 [
    i32 0, label %2
    i32 1, label %3
    i32 7, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  unreachable

6:                                                ; preds = %4, %3, %2
  %.0 = phi i32 [ 10, %2 ], [ 20, %3 ], [ 30, %4 ]
  ret i32 %.0
}

attributes #0 = { noinline nounwind uwtable }
