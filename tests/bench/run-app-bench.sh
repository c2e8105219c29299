#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# App benchmark (not a test): under Xvfb, the time from process start to the
# first painted frame of the session view, the work per frame while zooming
# the pipeline graph and while moving the time cursor over a 10^6-window
# Timeline, peak RSS, and the layout of a 200-element pipeline.
#
#   tests/bench/run-app-bench.sh BUILD_DIR
#
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

for tool in "$app" "$layout"; do
  [ -x "$tool" ] || { echo "run-app-bench: $tool missing; build with -Dbenchmarks=true" >&2; exit 2; }
done
command -v xvfb-run > /dev/null || { echo "run-app-bench: xvfb-run missing" >&2; exit 2; }

mkdir -p "$data"
[ -s "$data/hour-60.json" ] || $gen "$data/hour-60.json" --elements 60 --windows 14400
[ -s "$data/graph-200.json" ] || $gen "$data/graph-200.json" --elements 200 --windows 40
[ -s "$data/series-1e6.json" ] || $gen "$data/series-1e6.json" --elements 3 --windows 1000000 --cores 0

largest=$(ls -S "$src"/tests/fixtures/*.json | head -n 1)

# run_app FILE [BENCH]: the app's own gp-profile lines on stderr.
run_app () {
  env GP_PROFILE_STARTUP=1 GP_PROFILE_EXIT=1 GP_PROFILE_BENCH="${2:-}" \
      GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory \
      GDK_BACKEND=x11 GSK_RENDERER="${GSK_RENDERER:-cairo}" GTK_A11Y=none NO_AT_BRIDGE=1 \
      XDG_DATA_HOME="$data/xdg" XDG_CONFIG_HOME="$data/xdg" \
      timeout 300 xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24 -nolisten tcp" \
      "$app" "$1" 2>&1 | grep '^gp-profile:' || echo "gp-profile: (no figures: the app did not reach its first frame)"
}

echo "== time to first frame (process start → first painted frame of the session view), $runs runs"
for file in "$largest" "$data/hour-60.json"; do
  echo "-- $(basename "$file") ($(du -h "$file" | cut -f1))"
  i=0
  while [ $i -lt "$runs" ]; do
    run_app "$file"
    i=$((i + 1))
  done
done

echo "== frame work while zooming the graph (60-element session, zoom in ×20 / out ×20 …)"
run_app "$data/hour-60.json" zoom
echo "== frame work while moving the time cursor over a 10^6-window Timeline"
echo "-- $(basename "$data/series-1e6.json") ($(du -h "$data/series-1e6.json" | cut -f1))"
run_app "$data/series-1e6.json" scrub

echo "== layout of a 200-element pipeline (graphviz dot + xdot render)"
"$layout" "$data/graph-200.json" 5
