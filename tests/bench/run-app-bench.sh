#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# App benchmark (not a test): under Xvfb, the time from process start to the
# first painted frame of the session view, the work per frame (p50/p95)
# while zooming the pipeline graph (60 and 200 elements; 200 with the
# element search active too) and, over a
# 10^6-window Timeline, while moving the time cursor, zooming the time axis
# and scrolling it zoomed in; peak RSS, and the layout of a 200-element
# pipeline.
#
#   tests/bench/run-app-bench.sh BUILD_DIR
#
# GP_BENCH_PARTS picks parts (default "first-frame graph timeline layout
# analyze"). The first-frame part also prints the time to the document
# being complete (series, analysis, findings in), the main thread's CPU from
# that completion to the first frame that shows it (the findings pane's
# cards among it: the 200-element session's two, its 66 SW findings one
# group's; median and range, ours and the base's) and the peak RSS by then;
# the analyze part times `gst-profile analyze` of the one-hour session, and
# against GP_BENCH_BASE (the build dir of an earlier version) gives the
# ratio; with GP_BENCH_BASE every part runs the base's app right after
# ours, $GP_BENCH_RUNS pairs (its lines marked "(base)").
# Sessions are generated (tests/bench/gen-session.py) into $GP_BENCH_DIR
# (default BUILD_DIR/bench-data) and kept for the next run. Goals: first
# frame < 500 ms for the one-hour 60-element session, frames < 16 ms,
# memory < 200 MB. The figures are printed whether met or not.

set -eu

build=${1:?usage: run-app-bench.sh BUILD_DIR}
build=$(cd "$build" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
app=$build/src/app/gst-profile-inspector
layout=$build/tests/bench/gp-layout-bench
gen="python3 $src/tests/bench/gen-session.py $src/tests/fixtures/orin-nx-jp6-healthy.json"
data=${GP_BENCH_DIR:-$build/bench-data}
runs=${GP_BENCH_RUNS:-3}
parts=${GP_BENCH_PARTS:-first-frame graph timeline layout analyze}

for tool in "$app" "$layout"; do
  [ -x "$tool" ] || { echo "run-app-bench: $tool missing; build with -Dbenchmarks=true" >&2; exit 2; }
done
command -v xvfb-run > /dev/null || { echo "run-app-bench: xvfb-run missing" >&2; exit 2; }

mkdir -p "$data"
[ -s "$data/hour-60.json" ] || $gen "$data/hour-60.json" --elements 60 --windows 14400
[ -s "$data/graph-200.json" ] || $gen "$data/graph-200.json" --elements 200 --windows 40
[ -s "$data/series-1e6.json" ] || $gen "$data/series-1e6.json" --elements 3 --windows 1000000 --cores 0

largest=$(ls -S "$src"/tests/fixtures/*.json | head -n 1)

# The start-up stages (main, gl-off, gtk-started, window-created, prefetched,
# presented: wall ms since the process started and the thread's CPU ms) with
# GP_BENCH_STAGES=1.
if [ "${GP_BENCH_STAGES:-0}" = 1 ]; then stages_filter='^$'; else stages_filter='gp-profile: stage'; fi

# A desktop session has a D-Bus session bus (without one, GIO tries to
# start one with dbus-launch on each start): the app runs on its own bus
# when dbus-run-session is there.
session_bus=
command -v dbus-run-session > /dev/null && session_bus="dbus-run-session --"

# run_app FILE [BENCH]: the app's own gp-profile lines on stderr; the app of
# $app_build (default: BUILD_DIR).
run_app () {
  app_dir=${app_build:-$build}
  $session_bus env GP_PROFILE_STARTUP=1 GP_PROFILE_EXIT=1 GP_PROFILE_BENCH="${2:-}" \
      GSETTINGS_SCHEMA_DIR="$app_dir/data" GSETTINGS_BACKEND=memory \
      GDK_BACKEND=x11 GSK_RENDERER="${GSK_RENDERER:-cairo}" GTK_A11Y=none NO_AT_BRIDGE=1 \
      XDG_DATA_HOME="$data/xdg" XDG_CONFIG_HOME="$data/xdg" \
      timeout 300 xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24 -nolisten tcp" \
      "$app_dir/src/app/gst-profile-inspector" "$1" 2>&1 | grep '^gp-profile:' | grep -v "${stages_filter}" | grep -v '^dbus-daemon' || echo "gp-profile: (no figures: the app did not reach its first frame)"
}

# run_bench FILE BENCH: the frame figures of one run of ours and, with
# GP_BENCH_BASE, of the base right after it ($runs pairs, interleaved).
run_bench () {
  if [ -z "${GP_BENCH_BASE:-}" ]; then
    run_app "$1" "$2"
    return
  fi
  j=0
  while [ $j -lt "$runs" ]; do
    run_app "$1" "$2"
    app_build=$GP_BENCH_BASE run_app "$1" "$2" | sed 's/^gp-profile:/gp-profile (base):/'
    j=$((j + 1))
  done
}

part () {
  case " $parts " in *" $1 "*) return 0 ;; *) return 1 ;; esac
}

median () {
  sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# "min–max" of the numbers on stdin.
range () {
  sort -n | awk 'NR == 1 { min = $1 } { max = $1 } END { if (NR == 0) print "nan"; else printf "%s–%s", min, max }'
}

if part first-frame; then
  echo "== time to first frame (process start → first painted frame of the session view), to complete, peak RSS; $runs runs"
  for file in "$largest" "$data/hour-60.json" "$data/graph-200.json"; do
    echo "-- $(basename "$file") ($(du -h "$file" | cut -f1))"
    : > "$data/ff-now" ; : > "$data/ff-cpu" ; : > "$data/ff-base" ; : > "$data/cf-now" ; : > "$data/cf-base"
    i=0
    while [ $i -lt "$runs" ]; do
      run_app "$file" | tee "$data/run-out"
      sed -n 's/^gp-profile: first-frame-ms=\([0-9.]*\).*/\1/p' "$data/run-out" >> "$data/ff-now"
      sed -n 's/^gp-profile: first-frame-ms=.*main thread CPU \([0-9.]*\).*/\1/p' "$data/run-out" >> "$data/ff-cpu"
      sed -n 's/^gp-profile: complete-frame main-thread-cpu-ms=\([0-9.]*\).*/\1/p' "$data/run-out" >> "$data/cf-now"
      # Against an earlier version (GP_BENCH_BASE): interleaved, so that both
      # see the same machine.
      if [ -n "${GP_BENCH_BASE:-}" ]; then
        app_build=$GP_BENCH_BASE run_app "$file" | sed 's/^gp-profile:/gp-profile (base):/' | tee "$data/run-out"
        sed -n 's/^gp-profile (base): first-frame-ms=\([0-9.]*\).*/\1/p' "$data/run-out" >> "$data/ff-base"
        sed -n 's/^gp-profile (base): complete-frame main-thread-cpu-ms=\([0-9.]*\).*/\1/p' "$data/run-out" >> "$data/cf-base"
      fi
      i=$((i + 1))
    done
    now=$(median < "$data/ff-now")
    echo "-- median first frame: $now ms (main thread CPU by then: median $(median < "$data/ff-cpu") ms)"
    echo "-- completion to its first frame, main thread CPU: median $(median < "$data/cf-now") ms, $(range < "$data/cf-now") ms"
    if [ -n "${GP_BENCH_BASE:-}" ]; then
      base=$(median < "$data/ff-base")
      echo "$now $base" | awk '{ printf "-- median first frame of the base: %s ms; base/now %.2f×\n", $2, $2 / $1 }'
      echo "-- completion to its first frame of the base, main thread CPU: median $(median < "$data/cf-base") ms, $(range < "$data/cf-base") ms"
    fi
  done
fi

if part graph; then
  echo "== frame work while zooming the graph (zoom in ×20 / out ×20 …)"
  echo "-- 60 elements: $(basename "$data/hour-60.json")"
  run_bench "$data/hour-60.json" zoom
  echo "-- 200 elements: $(basename "$data/graph-200.json")"
  run_bench "$data/graph-200.json" zoom
  # The element search framing every queue (a third of the graph) while
  # zooming; an earlier build without the search has no such figures.
  echo "-- 200 elements, a search active ('queue': a third of them framed)"
  run_app "$data/graph-200.json" find
fi

if part timeline; then
  echo "== frame work on a 10^6-window Timeline: $(basename "$data/series-1e6.json") ($(du -h "$data/series-1e6.json" | cut -f1))"
  echo "-- moving the time cursor"
  run_bench "$data/series-1e6.json" scrub
  echo "-- zooming the time axis (×1.25 a frame, in ×30 / out ×30)"
  run_bench "$data/series-1e6.json" tzoom
  echo "-- scrolling zoomed in (1/50 of the run in view, 2 % a frame)"
  run_bench "$data/series-1e6.json" pan
fi

if part layout; then
  echo "== layout of a 200-element pipeline (graphviz dot + xdot render)"
  "$layout" "$data/graph-200.json" 5
fi

# analyze_time CLI: "wall-s user-s sys-s peak-rss-kb" of `CLI analyze` on the one-hour session.
analyze_time () {
  /usr/bin/time -f "%e %U %S %M" "$1" analyze "$data/hour-60.json" 2>&1 > /dev/null | tail -n 1
}

if part analyze; then
  echo "== gst-profile analyze of $(basename "$data/hour-60.json") ($(du -h "$data/hour-60.json" | cut -f1)), $runs runs: wall-s user-s sys-s peak-rss-kb"
  if [ ! -x /usr/bin/time ]; then
    echo "-- (skipped: /usr/bin/time missing)"
  else
    for cli in "$build/src/cli/gst-profile" ${GP_BENCH_BASE:+"$GP_BENCH_BASE/src/cli/gst-profile"}; do
      echo "-- $cli"
      i=0
      while [ $i -lt "$runs" ]; do
        analyze_time "$cli"
        i=$((i + 1))
      done
    done
    if [ -n "${GP_BENCH_BASE:-}" ]; then
      now=$(analyze_time "$build/src/cli/gst-profile")
      before=$(analyze_time "$GP_BENCH_BASE/src/cli/gst-profile")
      echo "$now $before" | awk '{ printf "-- ratio before/now: wall %.1f×, CPU (user+sys) %.1f×, peak RSS %.1f×\n", $5 / $1, ($6 + $7) / ($2 + $3), $8 / $4 }'
    fi
  fi
fi
