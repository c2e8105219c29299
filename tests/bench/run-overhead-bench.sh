#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Tracer overhead benchmark: the frames per second of unthrottled pipelines
# (`videotestsrc ! videoconvert ! fakesink`, and the same with a queue before
# the sink) run bare by gst-launch-1.0 and under `gst-profile run` three ways:
# the stock tracers only (`--tracers` with the default set: latency with the
# element and reported flags, and stats; our plugin is not loaded), the stock
# set plus our gpqueuelevels alone, and the default (stock + our plugin's
# gpqueuelevels and gpwhereabouts); and `run --lite` (latency only, plus our
# plugin), in one run. The stock-vs-default ratio is our plugin's own cost; the
# gpqueuelevels-alone line splits it between our two tracers.
#
#   tests/bench/run-overhead-bench.sh BUILD_DIR [BUFFERS] [RUNS]
#
# For reference, gst-launch-1.0 also runs with the default tracer set writing
# its log to a file: what the tracers cost without gst-profile reading.
# The variants are run in turn, RUNS times (default 5), so that a change in the
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
stock="latency(flags=pipeline+element+reported);stats"
plugin_dir=$build/src/tracer

[ -x "$cli" ] || { echo "run-overhead-bench: $cli missing; build first" >&2; exit 2; }
command -v gst-launch-1.0 >/dev/null || { echo "run-overhead-bench: gst-launch-1.0 missing" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "run-overhead-bench: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
[ -f "$plugin_dir/libgstgpprofile.so" ] || { echo "run-overhead-bench: our tracer plugin missing in $plugin_dir" >&2; exit 2; }

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
  GST_TRACERS="$stock" GST_DEBUG=GST_TRACER:7 \
    GST_DEBUG_NO_COLOR=1 GST_DEBUG_FILE="$work/trace.log" \
    /usr/bin/time -o "$work/time" -f "%e %U %S" gst-launch-1.0 -q $pipeline
  tail -n 1 "$work/time" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }' >> "$work/traced"
}

# captured NAME [FLAGS]: appends "duration_s cpu" to $work/NAME
captured () {
  name=$1
  shift
  out=$work/session.json
  rm -f "$out"
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

# One pipeline, every variant in turn, RUNS times; then its table.
bench () {
  pipeline=$1
  rm -f "$work/bare" "$work/traced" "$work/stock" "$work/levels" "$work/full" "$work/lite"
  echo "overhead benchmark: $pipeline"
  echo "  $runs runs each, in turn, median; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg);" \
       "GStreamer $(gst-launch-1.0 --version | sed -n 's/^GStreamer //p')"

  i=0
  while [ $i -lt "$runs" ]; do
    bare
    traced
    captured stock --tracers "$stock"
    # --tracers is verbatim: our folder on GST_PLUGIN_PATH so that gpqueuelevels loads
    GST_PLUGIN_PATH=$plugin_dir captured levels --tracers "$stock;gpqueuelevels"
    captured full
    captured lite --lite
    i=$((i + 1))
  done

  bare_s=$(cut -d' ' -f1 "$work/bare" | median)
  stock_s=$(cut -d' ' -f1 "$work/stock" | median)
  report "bare gst-launch-1.0" "$work/bare" ""
  report "tracers only, log to file" "$work/traced" "$bare_s"
  report "run, stock tracers only" "$work/stock" "$bare_s"
  report "run, stock + gpqueuelevels" "$work/levels" "$bare_s"
  report "run (stock + our plugin)" "$work/full" "$bare_s"
  report "run --lite" "$work/lite" "$bare_s"
  full_s=$(cut -d' ' -f1 "$work/full" | median)
  levels_s=$(cut -d' ' -f1 "$work/levels" | median)
  echo "$stock_s $levels_s $full_s" | awk '{ printf "  our plugin vs stock only: %+.1f %% fps (gpqueuelevels %+.1f %%, gpwhereabouts %+.1f %%)\n", ($1 / $3 - 1) * 100, ($1 / $2 - 1) * 100, ($2 / $3 - 1) * 100 }'
}

bench "videotestsrc num-buffers=$buffers ! videoconvert ! fakesink"
bench "videotestsrc num-buffers=$buffers ! videoconvert ! queue ! fakesink"
