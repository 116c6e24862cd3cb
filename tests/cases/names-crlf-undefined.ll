; Algorithm 9.3.7 step 2: an undefined value in a file with CRLF line endings and tab
; indentation; the line and the column must not count the carriage returns.
; RULE: names
; EXPECT: names-crlf-undefined.ll:10:19: error: use of undefined value '%w'
; EXPECT:         %z = mul i32 %y,        %w
; EXPECT:                                 ^
define i32 @f(i32 %x) {
entry:
	%y = add i32 %x, 1
	%z = mul i32 %y,	%w
	ret i32 %z
}
