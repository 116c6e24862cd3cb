//! Fuzz target `check`: any bytes through the whole checker (parser, then verifier), and
//! every finding rendered as `course check` prints it. Bad input must give findings, never
//! a panic, a stack overflow, a hang or runaway memory.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let report = course::verify::check_source("fuzz.ll", data);
    for finding in &report.findings {
        // What the user sees: the message, the source line and the caret, or the values.
        std::hint::black_box(finding.render(&report.file));
    }
});
