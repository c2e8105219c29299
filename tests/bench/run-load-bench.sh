#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Session load benchmark (not a test): the CPU time (user + system) and the
# peak RSS of `gst-profile analyze` on three inputs: the one-hour
# 60-element session (~30 MB), the 10^6-window session (~150 MB) and the
# largest recorded fixture (tens of KB: what start-up costs). With a base
# build, each run of ours is followed by one of the base's on the same
# input (interleaved: both see the same machine), and the medians are
# printed with their ratio, base / ours.
#
#   tests/bench/run-load-bench.sh BUILD_DIR [BASE_BUILD_DIR]
#
# GP_BENCH_RUNS pairs a large input (default 5), 4× as many for the small
# one. The sessions are generated (tests/bench/gen-session.py) into
# $GP_BENCH_DIR (default BUILD_DIR/bench-data, shared with
# run-app-bench.sh) and kept; GP_BENCH_WINDOWS="HOUR MILLION" makes them
# smaller (the smoke run: "40 100"). Figures are the kernel's rusage of
# each run (gp-rusage: CPU in microseconds), not a clock in this script.

set -eu

build=${1:?usage: run-load-bench.sh BUILD_DIR [BASE_BUILD_DIR]}
base=${2:-}
build=$(cd "$build" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
data=${GP_BENCH_DIR:-$build/bench-data}
runs=${GP_BENCH_RUNS:-5}
set -- ${GP_BENCH_WINDOWS:-14400 1000000}
hour_windows=$1
million_windows=$2
gen="python3 $src/tests/bench/gen-session.py $src/tests/fixtures/orin-nx-jp6-healthy.json"

cli=$build/src/cli/gst-profile
rusage=$build/tests/bench/gp-rusage
for tool in "$cli" "$rusage"; do
  [ -x "$tool" ] || { echo "run-load-bench: $tool missing; build with -Dbenchmarks=true" >&2; exit 2; }
done
if [ -n "$base" ]; then
  base=$(cd "$base" && pwd)
  [ -x "$base/src/cli/gst-profile" ] || { echo "run-load-bench: $base/src/cli/gst-profile missing" >&2; exit 2; }
fi

mkdir -p "$data"
if [ "$hour_windows" = 14400 ]; then hour=$data/hour-60.json; else hour=$data/hour-60-$hour_windows.json; fi
if [ "$million_windows" = 1000000 ]; then million=$data/series-1e6.json; else million=$data/series-$million_windows.json; fi
[ -s "$hour" ] || $gen "$hour" --elements 60 --windows "$hour_windows"
[ -s "$million" ] || $gen "$million" --elements 3 --windows "$million_windows" --cores 0
small=$(ls -S "$src"/tests/fixtures/*.json | head -n 1)

# measure N FILE CLI [BASE_CLI]: N runs of `CLI analyze FILE` (each followed
# by one of BASE_CLI's), each measured by gp-rusage; per build the median
# CPU ms and peak RSS, and the ratios. analyze exits 0 or 1 (its verdict);
# anything else is a failure.
measure () {
  python3 - "$rusage" "$@" <<'EOF'
import os, statistics, subprocess, sys

rusage, n, path, clis = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
cpu = {c: [] for c in clis}
rss = {c: [] for c in clis}
for _ in range(n):
    for c in clis:
        us, kb, code = map(int, subprocess.run([rusage, c, 'analyze', path], check=True,
                                               capture_output=True, text=True).stdout.split())
        if code not in (0, 1):
            sys.exit('run-load-bench: %s analyze %s exited %d' % (c, path, code))
        cpu[c].append(us / 1000)
        rss[c].append(kb / 1024)
size = os.path.getsize(path) / (1024 * 1024)
med = {c: (statistics.median(cpu[c]), statistics.median(rss[c])) for c in clis}
for c, label in zip(clis, ['ours', 'base']):
    print('   %-4s CPU %8.1f ms (%.1f–%.1f)  peak RSS %7.1f MB = %.2f× the file' %
          (label, med[c][0], min(cpu[c]), max(cpu[c]), med[c][1], med[c][1] / size))
if len(clis) == 2:
    (c0, r0), (c1, r1) = med[clis[0]], med[clis[1]]
    print('   ratio base/ours: CPU %.2f×, peak RSS %.2f×' % (c1 / c0, r1 / r0))
EOF
}

echo "== gst-profile analyze: CPU (user + system, median of the runs, min–max) and peak RSS${base:+, ours and the base interleaved}"
for input in "$hour" "$million" "$small"; do
  n=$runs
  [ "$input" = "$small" ] && n=$((runs * 4))
  echo "-- $(basename "$input") ($(du -h "$input" | cut -f1)), $n runs"
  measure "$n" "$input" "$cli" ${base:+"$base/src/cli/gst-profile"}
done
