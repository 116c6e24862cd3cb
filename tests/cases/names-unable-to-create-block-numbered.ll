; Algorithm 9.3.7 steps 1-2 (W1's implicit block meets the name rules): the second `br`
; opens an implicit unnamed block, which takes the next number, %1; but %1 is already
; forward-referenced as an i32 value, so the parser cannot create the block. Found by
; the differential test (term-duplicate).
; RULE: names
; EXPECT: names-unable-to-create-block-numbered.ll:13:3: error: unable to create block numbered '1'
; EXPECT:   br label %next
; EXPECT:   ^
define i32 @f(i32 %x) {
entry:
  %0 = add i32 %x, %1
  br label %next
  br label %next
next:
  %1 = add i32 %x, 2
  ret i32 %0
}
