; Lesson 9.3, section 7: @classify at -O1, the switch turned into a lookup table
; (@switch.table.classify, holes filled with poison).
; Definition 9.3.4: no terminator but ret, nothing to break.
; RULE: valid
@switch.table.classify = private unnamed_addr constant [8 x i8] [i8 10, i8 20, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 30], align 4

define dso_local range(i32 10, 31) i32 @classify(i32 noundef %0) local_unnamed_addr {
  %2 = zext nneg i32 %0 to i64
  %3 = getelementptr inbounds nuw i8, ptr @switch.table.classify, i64 %2
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  ret i32 %5
}
