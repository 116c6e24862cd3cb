#!/usr/bin/env bash
# Times one ir-validity drill as a whole process (generate, check, render, print) per
# difficulty, with the release binary. Target: a median under 20 ms.
# Uses hyperfine when installed (apt-get install -y hyperfine), else a loop over `date +%s%N`.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=${CARGO_TARGET_DIR:-target}/release/course
runs=${RUNS:-50}

median_ms() { # runs the command $runs times, prints the median in ms
    local times=()
    for i in $(seq 1 "$runs"); do
        local t0 t1
        t0=$(date +%s%N)
        "$@" >/dev/null
        t1=$(date +%s%N)
        times+=($(( (t1 - t0) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.2f\n", a[int((NR+1)/2)]/1000}'
}

status=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for d in easy medium hard; do
    cmd=("$bin" drill ir-validity --seed 11 --difficulty "$d" --solution)
    if command -v hyperfine >/dev/null 2>&1; then
        hyperfine --warmup 5 --runs "$runs" --shell=none --export-json "$tmp/$d.json" \
            "${cmd[*]}" >/dev/null
        med=$(python3 -c "import json,sys; print('%.2f' % (json.load(open('$tmp/$d.json'))['results'][0]['median']*1000))")
    else
        med=$(median_ms "${cmd[@]}")
    fi
    verdict=$(awk -v m="$med" 'BEGIN { print (m < 20) ? "ok" : "SLOW" }')
    [ "$verdict" = ok ] || status=1
    echo "drill ir-validity --difficulty $d --solution: median ${med} ms ($verdict, target < 20 ms)"
done
exit $status
