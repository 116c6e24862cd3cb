; Lesson 9.3, section 7, "indirectbr and callbr from computed goto": indirectbr lists every
; block it may reach (Definition 9.3.1); the targets' addresses are blockaddress constants.
; RULE: valid
@interp.table = internal unnamed_addr constant [2 x ptr] [ptr blockaddress(@interp, %op_inc), ptr blockaddress(@interp, %op_halt)], align 16

define i32 @interp(ptr %pc0) {
entry:
  %op0 = load i8, ptr %pc0, align 1
  %idx0 = zext i8 %op0 to i64
  %slot0 = getelementptr inbounds [2 x ptr], ptr @interp.table, i64 0, i64 %idx0
  %t0 = load ptr, ptr %slot0, align 8
  indirectbr ptr %t0, [label %op_inc, label %op_halt]
op_inc:
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %op_inc ]
  %pc = phi ptr [ %pc0, %entry ], [ %pc.next, %op_inc ]
  %acc.next = add nsw i32 %acc, 1
  %pc.next = getelementptr inbounds i8, ptr %pc, i64 1
  %op = load i8, ptr %pc.next, align 1
  %idx = zext i8 %op to i64
  %slot = getelementptr inbounds [2 x ptr], ptr @interp.table, i64 0, i64 %idx
  %t = load ptr, ptr %slot, align 8
  indirectbr ptr %t, [label %op_inc, label %op_halt]
op_halt:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %op_inc ]
  ret i32 %r
}
