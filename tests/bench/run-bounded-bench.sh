#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Bounded work on large and absurd inputs: times and peak memory of
# `gst-profile analyze` and `report` on generated inputs (tests/bench/
# gen-hostile.py). Prints the figures; nothing passes or fails here (the
# checks are tests/unit/test-bounded.c).
#
#   tests/bench/run-bounded-bench.sh BUILD_DIR
#   meson compile -C BUILD_DIR bench-bounded
#
# Inputs go to $GP_BENCH_DIR (default BUILD_DIR/bench-data/bounded) and are
# kept for the next run. GP_BENCH_TIMEOUT (s, default 300) bounds each run.

set -eu

build=${1:?usage: run-bounded-bench.sh BUILD_DIR}
build=$(cd "$build" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
cli=$build/src/cli/gst-profile
data=${GP_BENCH_DIR:-$build/bench-data/bounded}
limit=${GP_BENCH_TIMEOUT:-300}

[ -x "$cli" ] || { echo "run-bounded-bench: $cli missing" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "run-bounded-bench: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
mkdir -p "$data"
cd "$data"

gen () {
  [ -s "$1" ] || python3 "$here/gen-hostile.py" "$2" ${3:+"$3"} "$1" ${4:+"$4"}
}

gen elements-10k.json elements 10000
gen elements-10k-long.json elements 10000 100000000
gen elements-10k.dot dot 10000
gen threads-200k.json threads 200000
gen events-1m.json events 1000000
gen axis.json axis
printf '0:00:00.000000000 1 0x1 TRACE GST_TRACER :0:: latency, src-element-id=(string)0x1;\n' > one.log

run () {
  what=$1
  shift
  # seconds and peak RSS; a run that hits the limit says so
  if out=$(timeout "$limit" /usr/bin/time -f '%e %M' "$cli" "$@" 2>&1 >/dev/null | tail -1); then :; fi
  case $out in
    *[0-9]" "[0-9]*) printf '%-44s %8s s %8d MB\n' "$what" "${out% *}" $(( ${out#* } / 1024 )) ;;
    *) printf '%-44s %s\n' "$what" "did not finish in $limit s" ;;
  esac
}

echo "gst-profile $("$cli" --version 2>/dev/null || echo '?'), $(nproc) cores"
run "analyze 10,000 elements (ZC islands)" analyze elements-10k.json
run "analyze 10,000 elements (one long island)" analyze elements-10k-long.json
run "analyze a 10,000-element dot dump" analyze one.log --dot elements-10k.dot
run "report 10,000 elements (graphviz layout)" report elements-10k.json -o report.html
run "analyze 200,000 threads" analyze threads-200k.json
run "report 200,000 threads" report threads-200k.json -o report.html
run "analyze 1,000,000 events" analyze events-1m.json
run "analyze 1,000,000 events --out" analyze events-1m.json --out saved.json
run "report 1,000,000 events" report events-1m.json -o report.html
run "report series.t 1e12 / -1e308" report axis.json -o report.html
