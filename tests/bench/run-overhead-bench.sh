#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Tracer overhead benchmark: the frames per second of an unthrottled pipeline
# run bare by gst-launch-1.0, under `gst-profile run` (the default tracer
# set: latency with the element and reported flags, and stats) and under
# `gst-profile run --lite` (latency only), in one run.
#
#   tests/bench/run-overhead-bench.sh BUILD_DIR [BUFFERS] [RUNS]
#
# For reference, gst-launch-1.0 also runs with the default tracer set writing
# its log to a file: what the tracers cost without gst-profile reading.
# The four are run in turn, RUNS times (default 5), so that a change in the
# machine's load hits them alike; each figure is the median. Bare runs are
# timed around gst-launch-1.0; captured runs use the session's duration_s
# (from spawning the child to its exit), so the preflight and the verdict are
# not counted. CPU seconds (user + system) are those of gst-launch-1.0, or of
# gst-profile and everything it ran (the child, the preflight probes).
# Not a test: it only reports.

set -eu

build=${1:?usage: run-overhead-bench.sh BUILD_DIR [BUFFERS] [RUNS]}
buffers=${2:-3000}
runs=${3:-5}
build=$(cd "$build" && pwd)
cli=$build/src/cli/gst-profile
pipeline="videotestsrc num-buffers=$buffers ! videoconvert ! fakesink"

[ -x "$cli" ] || { echo "run-overhead-bench: $cli missing; build first" >&2; exit 2; }
command -v gst-launch-1.0 >/dev/null || { echo "run-overhead-bench: gst-launch-1.0 missing" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "run-overhead-bench: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median () {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# bare: appends "wall cpu" to $work/bare
bare () {
  # shellcheck disable=SC2086
  /usr/bin/time -o "$work/time" -f "%e %U %S" gst-launch-1.0 -q $pipeline
  tail -n 1 "$work/time" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }' >> "$work/bare"
}

# traced: gst-launch-1.0 with the default tracer set, its log to a file:
# what the tracers cost without us
traced () {
  # shellcheck disable=SC2086
  GST_TRACERS="latency(flags=pipeline+element+reported);stats" GST_DEBUG=GST_TRACER:7 \
    GST_DEBUG_NO_COLOR=1 GST_DEBUG_FILE="$work/trace.log" \
    /usr/bin/time -o "$work/time" -f "%e %U %S" gst-launch-1.0 -q $pipeline
  tail -n 1 "$work/time" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }' >> "$work/traced"
}

# captured NAME [FLAGS]: appends "duration_s cpu" to $work/NAME
captured () {
  name=$1
  shift
  out=$work/session.json
  /usr/bin/time -o "$work/time" -f "%e %U %S" "$cli" run "$pipeline" --out "$out" "$@" \
    >/dev/null 2>"$work/stderr" || true
  # (a session is one line without a final newline)
  wall=$(tr ',' '\n' < "$out" | sed -n 's/.*"duration_s": *\([0-9.]*\).*/\1/p')
  cpu=$(tail -n 1 "$work/time" | awk '{ printf "%.2f", $2 + $3 }')
  echo "$wall $cpu" >> "$work/$name"
}

report () {
  label=$1
  file=$2
  base=$3
  seconds=$(cut -d' ' -f1 "$file" | median)
  cpu=$(cut -d' ' -f2 "$file" | median)
  fps=$(echo "$buffers $seconds" | awk '{ printf "%.1f", $1 / $2 }')
  seconds=$(echo "$seconds" | awk '{ printf "%.3f", $1 }')
  delta=""
  if [ -n "$base" ]; then
    delta=$(echo "$base $seconds" | awk '{ printf "%+.1f %% fps", ($1 / $2 - 1) * 100 }')
  fi
  printf "  %-26s %9s fps  %8s s  %6s CPU s  %s\n" "$label" "$fps" "$seconds" "$cpu" "$delta"
}

echo "overhead benchmark: $pipeline"
echo "  $runs runs each, in turn, median; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg);" \
     "GStreamer $(gst-launch-1.0 --version | sed -n 's/^GStreamer //p')"

i=0
while [ $i -lt "$runs" ]; do
  bare
  traced
  captured full
  captured lite --lite
  i=$((i + 1))
done

bare_s=$(cut -d' ' -f1 "$work/bare" | median)
report "bare gst-launch-1.0" "$work/bare" ""
report "tracers only, log to file" "$work/traced" "$bare_s"
report "gst-profile run" "$work/full" "$bare_s"
report "gst-profile run --lite" "$work/lite" "$bare_s"
