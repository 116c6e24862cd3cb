; Section 7: computed goto becomes indirectbr over blockaddress constants.
@interp.table = internal unnamed_addr constant [2 x ptr] [ptr blockaddress(@interp, %op_inc), ptr blockaddress(@interp, %op_halt)], align 16

define i32 @interp(ptr %pc) {
entry:
  %op0 = load i8, ptr %pc, align 1
  %idx0 = zext i8 %op0 to i64
  %slot0 = getelementptr inbounds [2 x ptr], ptr @interp.table, i64 0, i64 %idx0
  %target0 = load ptr, ptr %slot0, align 8
  indirectbr ptr %target0, [label %op_inc, label %op_halt]
op_inc:
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %op_inc ]
  %pc.cur = phi ptr [ %pc, %entry ], [ %pc.next, %op_inc ]
  %acc.next = add nsw i32 %acc, 1
  %pc.next = getelementptr inbounds i8, ptr %pc.cur, i64 1
  %op = load i8, ptr %pc.next, align 1
  %idx = zext i8 %op to i64
  %slot = getelementptr inbounds [2 x ptr], ptr @interp.table, i64 0, i64 %idx
  %target = load ptr, ptr %slot, align 8
  indirectbr ptr %target, [label %op_inc, label %op_halt]
op_halt:
  %acc.out = phi i32 [ 0, %entry ], [ %acc.next, %op_inc ]
  ret i32 %acc.out
}
