; Definition 9.3.3 is strengthened for invoke only: unlike an invoke's result, LLVM 22
; lets a callbr's result be used in its indirect target too (asm goto with outputs), so
; this verifies (Algorithm 9.3.7 step 9 finds nothing).
; RULE: valid
define i32 @f(i32 %x) {
entry:
  %v = callbr i32 asm "mov $1, $0; jmp ${2:l}", "=r,r,!i"(i32 %x)
          to label %fall [label %target]
fall:
  ret i32 %v
target:
  %w = add i32 %v, 1
  ret i32 %w
}
