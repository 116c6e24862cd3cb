; Definition 9.3.4 (W2, W7): an EH pad in the entry block - no invoke can unwind to a block
; without predecessors.
; RULE: W7
; EXPECT: EH pad cannot be in entry block.
; EXPECT:   %lp = landingpad { ptr, i32 }
; EXPECT:           cleanup
declare i32 @__gxx_personality_v0(...)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %lp = landingpad { ptr, i32 }
          cleanup
  ret i32 1
}
