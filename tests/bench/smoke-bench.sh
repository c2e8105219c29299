#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Suite `bench`: every benchmark program and generator run once on a tiny
# input, to show that it still runs and that what the run-*-bench.sh scripts
# read from it is still there (TAP). Nothing is timed and no figure is
# checked: the benchmarks themselves are tests/bench/run-*-bench.sh.
#
#   tests/bench/smoke-bench.sh BUILD_ROOT SOURCE_ROOT
#
# Not run here: gp-ssh-bench's benchmark proper (a loopback sshd and five
# 10-second phases; only its emitter, what it runs on the "board", is) and
# the other run-*-bench.sh scripts themselves (their inputs are 300 MB logs
# and hour-long sessions; only their syntax is checked). run-load-bench.sh
# runs, on sessions of 40 and 100 windows.

set -u

build=${1:?usage: smoke-bench.sh BUILD_ROOT SOURCE_ROOT}
src=${2:?usage: smoke-bench.sh BUILD_ROOT SOURCE_ROOT}
bench=$build/tests/bench
cli=$build/src/cli/gst-profile
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
# check DESCRIPTION COMMAND…: one TAP case, its output in $tmp/out.
check () {
  what=$1
  shift
  n=$((n + 1))
  if "$@" >"$tmp/out" 2>&1; then
    echo "ok $n - $what"
  else
    echo "not ok $n - $what (exit $?)"
    sed 's/^/# /' "$tmp/out"
    failed=$((failed + 1))
  fi
}

# The lines the scripts parse (run-ingest-bench.sh: "N frames, S s").
gen_log () {
  "$bench/gp-gen-tracer-log" "$tmp/trace.log" --mb 0.2 &&
    [ -s "$tmp/trace.log" ] && grep -q ' frames, [0-9.]* s$' "$tmp/out"
}
ingest () {
  "$bench/gp-ingest-bench" "$@" "$tmp/trace.log" && [ -s "$tmp/out" ]
}
gen_session () {
  python3 "$src/tests/bench/gen-session.py" "$src/tests/fixtures/orin-nx-jp6-healthy.json" \
    "$tmp/session.json" --elements 12 --windows 40 --cores 2 &&
    python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$tmp/session.json"
}
layout () {
  "$bench/gp-layout-bench" "$tmp/session.json" 1
}
# gen-hostile.py KIND [N] OUT, then `gst-profile analyze` on OUT, as
# run-bounded-bench.sh does; analyze exits 0 or 1 (the verdict) on what it
# could read, 3 on what it could not.
analyze () {
  "$cli" analyze "$@" >/dev/null
  [ $? -le 1 ]
}
gen_hostile () {
  python3 "$src/tests/bench/gen-hostile.py" "$@" || return 1
  shift $(($# - 1))
  analyze "$1"
}
# A dot dump is analyzed with a one-line log, as there.
gen_hostile_dot () {
  python3 "$src/tests/bench/gen-hostile.py" dot 40 "$tmp/pipeline.dot" || return 1
  printf '0:00:00.000000000 1 0x1 TRACE GST_TRACER :0:: latency, src-element-id=(string)0x1;\n' \
    >"$tmp/one.log"
  analyze "$tmp/one.log" --dot "$tmp/pipeline.dot"
}
# run-load-bench.sh itself on a 40-window and a 100-window session, this
# build against itself: every line it prints a ratio on is there.
load_bench () {
  GP_BENCH_DIR="$tmp/load" GP_BENCH_RUNS=1 GP_BENCH_WINDOWS="40 100" \
    sh "$src/tests/bench/run-load-bench.sh" "$build" "$build" &&
    [ "$(grep -c '^   ratio base/ours: CPU [0-9.]*×, peak RSS [0-9.]*×$' "$tmp/out")" -eq 3 ]
}
emit () {
  "$bench/gp-ssh-bench" --emit "$tmp/trace.log" 1000 0.2 2>"$tmp/emitted" &&
    grep -q '^GP-MARK ' "$tmp/emitted"
}
syntax () {
  for script in "$src"/tests/bench/run-*-bench.sh; do
    sh -n "$script" || return 1
  done
}

echo "1..13"
check "gp-gen-tracer-log writes a 0.2 MB log" gen_log
check "gp-ingest-bench reads it" ingest
check "gp-ingest-bench --direct reads it" ingest --direct
check "gen-session.py writes a 12-element session" gen_session
check "gp-layout-bench lays it out" layout
check "gen-hostile.py elements, analyzed" gen_hostile elements 40 "$tmp/elements.json"
check "gen-hostile.py dot, analyzed" gen_hostile_dot
check "gen-hostile.py threads, analyzed" gen_hostile threads 40 "$tmp/threads.json"
check "gen-hostile.py events, analyzed" gen_hostile events 40 "$tmp/events.json"
check "gen-hostile.py axis, analyzed" gen_hostile axis "$tmp/axis.json"
check "run-load-bench.sh measures analyze, against a base" load_bench
check "gp-ssh-bench --emit writes its marks" emit
check "run-*-bench.sh parse (sh -n)" syntax
[ "$failed" -eq 0 ]
