#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Tracer overhead benchmark: the frames per second of an unthrottled pipeline
# run bare by gst-launch-1.0, under `gst-profile run` (the default tracer
# set: latency with element+reported flags, and stats) and under
# `gst-profile run --lite` (latency only), in one run.
#
#   tests/bench/run-overhead-bench.sh BUILD_DIR [BUFFERS] [RUNS]
#
# Bare runs are timed around gst-launch-1.0; captured runs use the session's
# duration_s (the wall clock from spawning the child to its exit), so that
# the preflight and the verdict are not counted. Each figure is the median
# of RUNS runs (default 5). Not a test: it only reports.

set -eu

build=${1:?usage: run-overhead-bench.sh BUILD_DIR [BUFFERS] [RUNS]}
buffers=${2:-3000}
runs=${3:-5}
build=$(cd "$build" && pwd)
cli=$build/src/cli/gst-profile
pipeline="videotestsrc num-buffers=$buffers ! videoconvert ! fakesink"

[ -x "$cli" ] || { echo "run-overhead-bench: $cli missing; build first" >&2; exit 2; }
command -v gst-launch-1.0 >/dev/null || { echo "run-overhead-bench: gst-launch-1.0 missing" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now () { date +%s.%N; }

median () {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# bare: seconds per run
bare () {
  i=0
  while [ $i -lt "$runs" ]; do
    t0=$(now)
    # shellcheck disable=SC2086
    gst-launch-1.0 -q $pipeline
    t1=$(now)
    echo "$t0 $t1" | awk '{ printf "%.6f\n", $2 - $1 }'
    i=$((i + 1))
  done
}

# captured: the session's duration_s per run; $@ are extra run flags
captured () {
  i=0
  while [ $i -lt "$runs" ]; do
    out=$work/session-$i.json
    "$cli" run "$pipeline" --out "$out" "$@" >/dev/null 2>"$work/stderr" || true
    sed -n 's/.*"duration_s": *\([0-9.]*\).*/\1/p' "$out"
    i=$((i + 1))
  done
}

report () {
  label=$1
  seconds=$2
  base=$3
  fps=$(echo "$buffers $seconds" | awk '{ printf "%.1f", $1 / $2 }')
  if [ -n "$base" ]; then
    delta=$(echo "$base $seconds" | awk '{ printf "%+.1f %%", ($1 / $2 - 1) * 100 }')
  else
    delta=""
  fi
  printf "  %-28s %9s fps   %7s s   %s\n" "$label" "$fps" "$seconds" "$delta"
}

echo "overhead benchmark: $pipeline"
echo "  $runs runs each, median; $(nproc) cores; $(gst-launch-1.0 --version | sed -n 's/^GStreamer //p')"

bare_s=$(bare | median)
full_s=$(captured | median)
lite_s=$(captured --lite | median)

report "bare gst-launch-1.0" "$bare_s" ""
report "gst-profile run" "$full_s" "$bare_s"
report "gst-profile run --lite" "$lite_s" "$bare_s"
