; Section 7: invoke, landingpad, resume and the personality (lab E8).
@_ZTIi = external constant ptr
declare i32 @risky(i32)
declare void @guard_release()
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for.p0(ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()

define i32 @caller(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %call = invoke i32 @risky(i32 %x)
          to label %cleanup unwind label %lpad
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %sel = extractvalue { ptr, i32 } %lp, 1
  %tid = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  %matches = icmp eq i32 %sel, %tid
  br i1 %matches, label %catch, label %ehcleanup
catch:
  %exn = extractvalue { ptr, i32 } %lp, 0
  %slot = call ptr @__cxa_begin_catch(ptr %exn)
  %e = load i32, ptr %slot, align 4
  %sub = sub nsw i32 0, %e
  call void @__cxa_end_catch()
  br label %cleanup
cleanup:
  %retval.0 = phi i32 [ %sub, %catch ], [ %call, %entry ]
  call void @guard_release()
  ret i32 %retval.0
ehcleanup:
  call void @guard_release()
  resume { ptr, i32 } %lp
}
