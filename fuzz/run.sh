#!/usr/bin/env bash
# fuzz/run.sh [SECONDS] [LIBFUZZER_FLAG...]: seeds the corpus with the project's own .ll
# files, then fuzzes the checker for SECONDS (default 300) in one process.
# Extra arguments go to libFuzzer as they are (e.g. -fork=1 -ignore_crashes=1 to keep going
# after a crash). FUZZ_SANITIZER=none builds without AddressSanitizer (faster, and the
# checker has no unsafe code of its own).
set -euo pipefail

secs="${1:-300}"
shift || true
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
corpus="$here/corpus/check"

# Seeds: the checker's test cases, the drill's modules, and clang's output for the C
# fixtures. Prefixed by origin, since the same name occurs in more than one place.
mkdir -p "$corpus"
seed() {
    local prefix="$1" dir="$2" f
    for f in "$root/$dir"/*.ll; do
        [ -e "$f" ] || continue
        [ -e "$corpus/$prefix-$(basename "$f")" ] || cp "$f" "$corpus/$prefix-$(basename "$f")"
    done
}
seed case tests/cases
seed drill drills/ir-validity
seed clang tests/fixtures/c

cd "$root"
# cargo-fuzz passes -Zsanitizer and friends to rustc; RUSTC_BOOTSTRAP lets the stable
# toolchain accept them.
RUSTC_BOOTSTRAP=1 exec cargo fuzz run --sanitizer "${FUZZ_SANITIZER:-address}" check -- \
    -max_total_time="$secs" \
    -max_len=65536 \
    -dict="$here/llvm.dict" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -print_final_stats=1 \
    "$@"
