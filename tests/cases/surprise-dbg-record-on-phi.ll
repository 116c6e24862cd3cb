; Llvm-facts "Surprises": since LLVM 19 debug info in bodies is printed as records
; (#dbg_value) on their own lines, attached to the next instruction; a phi must not carry
; one (compare Definition 9.3.4, W3: phis come first). Measured: a debug-info finding is
; only a warning: opt-22 prints it, drops the debug info and exits 0, so the module is
; valid and the two lines are expected nonetheless.
; RULE: valid
; EXPECT: PHI Node must not have any attached DbgRecords
; EXPECT:   %p = phi i32 [ 1, %entry ], [ 2, %a ]
; EXPECT: warning: ignoring invalid debug info in surprise-dbg-record-on-phi.ll
define i32 @f(i1 %c) !dbg !5 {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
    #dbg_value(i32 0, !9, !DIExpression(), !10)
  %p = phi i32 [ 1, %entry ], [ 2, %a ]
  ret i32 %p
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: "/src")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "p", scope: !5, file: !1, line: 1, type: !8)
!10 = !DILocation(line: 1, column: 1, scope: !5)
