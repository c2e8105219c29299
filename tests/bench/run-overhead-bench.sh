#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Tracer overhead benchmark: the time of unthrottled pipelines
# (`videotestsrc ! videoconvert ! fakesink`, and the same with a queue before
# the sink) run bare by gst-launch-1.0 and under `gst-profile run`:
#
#   stock      `--tracers` with the stock default (latency with the element and
#              reported flags, and stats; our plugin not loaded): what a board
#              without our plugin gets, a text line per buffer
#   ours       the default where our plugin is: gpstats (in-process
#              aggregation, a record per element and link a window),
#              gpqueuelevels, gpwhereabouts
#   gpstats    gpstats alone (--tracers): ours without the leak-hunt tracers,
#              so the gpstats-vs-ours line is gpqueuelevels + gpwhereabouts
#   lite       `run --lite` (gpstats without link flow, plus our other two)
#
# and, for reference, gst-launch-1.0 with the stock tracers writing their log to
# a file (what GStreamer's tracers cost without gst-profile reading).
#
# A second table runs gst-launch-1.0 alone with each tracer set, its log to a
# file, and compares the CPU seconds of the process (user + system) with the
# bare run's: the tracers' cost inside the pipeline's process, which a busy
# machine disturbs less than wall time. Its gpstats and gpwhereabouts lines
# split our plugin's cost between its tracers.
#
#   tests/bench/run-overhead-bench.sh BUILD_DIR [BUFFERS] [RUNS]
#
# The variants run in turn, RUNS times (default 5), so that a change in the
# machine's load hits them alike. Each line's ratio is the median over the runs
# of (its time / the bare time of the same run): 1.00x is no overhead, the fps
# ratio bare / capture. Bare runs are timed around gst-launch-1.0; captured runs
# use the session's duration_s (from spawning the child to its exit), so the
# preflight and the verdict are not counted. CPU seconds (user + system) are
# those of gst-launch-1.0, or of gst-profile and everything it ran.
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

# inproc NAME TRACERS: gst-launch-1.0 alone under TRACERS (our folder on
# GST_PLUGIN_PATH), its log to a file; appends "wall cpu" to $work/NAME
inproc () {
  # shellcheck disable=SC2086
  GST_PLUGIN_PATH=$plugin_dir GST_TRACERS="$2" GST_DEBUG=GST_TRACER:7 \
    GST_DEBUG_NO_COLOR=1 GST_DEBUG_FILE="$work/trace.log" \
    /usr/bin/time -o "$work/time" -f "%e %U %S" gst-launch-1.0 -q $pipeline
  tail -n 1 "$work/time" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }' >> "$work/$1"
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

# report LABEL FILE: the median time, fps, CPU, and the median ratio to the bare run of each turn
report () {
  label=$1
  file=$2
  seconds=$(cut -d' ' -f1 "$file" | median)
  cpu=$(cut -d' ' -f2 "$file" | median)
  fps=$(echo "$buffers $seconds" | awk '{ printf "%.1f", $1 / $2 }')
  seconds=$(echo "$seconds" | awk '{ printf "%.3f", $1 }')
  ratio=$(paste -d' ' "$file" "$work/bare" | awk '{ print $1 / $3 }' | median | awk '{ printf "%.2fx", $1 }')
  printf "  %-34s %9s fps  %8s s  %6s CPU s  %6s bare\n" "$label" "$fps" "$seconds" "$cpu" "$ratio"
}

# One pipeline, every variant in turn, RUNS times; then its table.
bench () {
  pipeline=$1
  rm -f "$work/bare" "$work/traced" "$work/stock" "$work/ours" "$work/gpstats" "$work/lite"
  echo "overhead benchmark: $pipeline"
  echo "  $runs runs each, in turn, median ratio to the same turn's bare run; $(nproc) cores," \
       "load $(cut -d' ' -f1-3 /proc/loadavg); GStreamer $(gst-launch-1.0 --version | sed -n 's/^GStreamer //p')"

  i=0
  while [ $i -lt "$runs" ]; do
    bare
    traced
    captured stock --tracers "$stock"
    captured ours
    # --tracers is verbatim: our folder on GST_PLUGIN_PATH so that gpstats loads
    GST_PLUGIN_PATH=$plugin_dir captured gpstats --tracers gpstats
    captured lite --lite
    i=$((i + 1))
  done

  report "bare gst-launch-1.0" "$work/bare"
  report "stock tracers, log to file" "$work/traced"
  report "run, stock tracers (no plugin)" "$work/stock"
  report "run, ours (default)" "$work/ours"
  report "run, gpstats alone" "$work/gpstats"
  report "run --lite (ours)" "$work/lite"
  # overhead gone: (stock − ours) / (stock − bare), from the median ratios
  stock_r=$(paste -d' ' "$work/stock" "$work/bare" | awk '{ print $1 / $3 }' | median)
  ours_r=$(paste -d' ' "$work/ours" "$work/bare" | awk '{ print $1 / $3 }' | median)
  gpstats_r=$(paste -d' ' "$work/gpstats" "$work/bare" | awk '{ print $1 / $3 }' | median)
  echo "$stock_r $ours_r $gpstats_r" | awk '{ printf "  overhead gone vs stock: %.0f %% (ours), %.0f %% (gpstats alone); gpqueuelevels + gpwhereabouts add %.2fx\n", ($1 > 1 ? ($1 - $2) / ($1 - 1) * 100 : 0), ($1 > 1 ? ($1 - $3) / ($1 - 1) * 100 : 0), $2 / $3 }'
}

# cpu_report LABEL FILE: the median ratio of CPU seconds to the same turn's bare run
cpu_report () {
  ratio=$(paste -d' ' "$2" "$work/bare" | awk '{ print $2 / $4 }' | median | awk '{ printf "%.2fx", $1 }')
  printf "  %-34s %6s bare CPU\n" "$1" "$ratio"
}

# The tracers inside the process alone: CPU seconds, in turn, RUNS times.
bench_cpu () {
  pipeline=$1
  rm -f "$work/bare" "$work/p_stock" "$work/p_gpstats" "$work/p_ours" "$work/p_where"
  echo "in-process CPU: $pipeline"
  i=0
  while [ $i -lt "$runs" ]; do
    bare
    inproc p_stock "$stock"
    inproc p_gpstats gpstats
    inproc p_ours "gpstats;gpqueuelevels;gpwhereabouts"
    inproc p_where gpwhereabouts
    i=$((i + 1))
  done
  cpu_report "stock latency + stats" "$work/p_stock"
  cpu_report "gpstats" "$work/p_gpstats"
  cpu_report "gpstats + gpqueuelevels + gpwhereabouts" "$work/p_ours"
  cpu_report "gpwhereabouts alone" "$work/p_where"
}

bench "videotestsrc num-buffers=$buffers ! videoconvert ! fakesink"
bench "videotestsrc num-buffers=$buffers ! videoconvert ! queue ! fakesink"
bench_cpu "videotestsrc num-buffers=$buffers ! videoconvert ! fakesink"
bench_cpu "videotestsrc num-buffers=$buffers ! videoconvert ! queue ! fakesink"
