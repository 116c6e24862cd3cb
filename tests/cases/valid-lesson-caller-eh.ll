; Lesson 9.3, section 7, "invoke, landingpad, resume: a call with two successors": the -O1
; output of eh.cpp (@_Z6calleri). The function carries a personality (W7).
; Definition 9.3.1 (invoke, resume) and 9.3.4 (W7) hold.
; RULE: valid
%struct.Guard = type { i8 }

@_ZTIi = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare noundef i32 @_Z5riskyi(i32 noundef)
declare void @_ZN5GuardD1Ev(ptr noundef nonnull align 1 dereferenceable(1))
declare i32 @llvm.eh.typeid.for.p0(ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

define dso_local noundef i32 @_Z6calleri(i32 noundef %x) local_unnamed_addr personality ptr @__gxx_personality_v0 {
entry:
  %g = alloca %struct.Guard, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  %call = invoke noundef i32 @_Z5riskyi(i32 noundef %x)
          to label %cleanup unwind label %lpad

lpad:                                             ; preds = %entry
  %0 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %1 = extractvalue { ptr, i32 } %0, 1
  %2 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi)
  %matches = icmp eq i32 %1, %2
  br i1 %matches, label %catch, label %ehcleanup

catch:                                            ; preds = %lpad
  %3 = extractvalue { ptr, i32 } %0, 0
  %4 = tail call ptr @__cxa_begin_catch(ptr %3)
  %5 = load i32, ptr %4, align 4
  %sub = sub nsw i32 0, %5
  tail call void @__cxa_end_catch()
  br label %cleanup

cleanup:                                          ; preds = %entry, %catch
  %retval.0 = phi i32 [ %sub, %catch ], [ %call, %entry ]
  call void @_ZN5GuardD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  ret i32 %retval.0

ehcleanup:                                        ; preds = %lpad
  call void @_ZN5GuardD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  resume { ptr, i32 } %0
}
