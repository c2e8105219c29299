#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Ingestion benchmark: gst-profile's loader against `wc -l` (the floor: reading
# the file and finding its newlines) and gst-stats-1.0 on the same realistic
# ~300 MB tracer log in the same run, the same log gzip-compressed against
# `gzip -dc` alone, plus a memory check (a log with 3× the lines over the same
# capture length must not need more memory).
#
#   tests/bench/run-ingest-bench.sh BUILD_DIR [MB]
#   meson compile -C BUILD_DIR bench-ingest
#
# Logs are written to $GP_BENCH_DIR (default BUILD_DIR/bench-data) and kept
# for the next run. Exit status 1 when the memory check fails.
# GP_BENCH_BASE=OTHER_BUILD also runs an earlier build's loader on the same
# log, interleaved with ours (ours, base, ours, base …), and prints the ratio
# of the medians: a change that should not move ingest shows it did not.

set -eu

build=${1:?usage: run-ingest-bench.sh BUILD_DIR [MB]}
mb=${2:-300}
build=$(cd "$build" && pwd)
gen=$build/tests/bench/gp-gen-tracer-log
bench=$build/tests/bench/gp-ingest-bench
cli=$build/src/cli/gst-profile
data=${GP_BENCH_DIR:-$build/bench-data}
fps=30
runs=${GP_BENCH_RUNS:-3}

for tool in "$gen" "$bench"; do
  [ -x "$tool" ] || { echo "run-ingest-bench: $tool missing; build with -Dbenchmarks=true" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "run-ingest-bench: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }

mkdir -p "$data"
log=$data/trace-${mb}mb.log
log3=$data/trace-${mb}mb-x3lines.log

# 1×: a 30 fps capture long enough for ~MB megabytes; 3×: the same capture
# length at 90 fps, so three times the lines in the same number of windows.
if [ ! -s "$log" ]; then
  "$gen" "$log" --mb "$mb" --fps $fps > "$data/gen.txt"
fi
seconds=$(sed -n 's/.* frames, \([0-9.]*\) s$/\1/p' "$data/gen.txt")
if [ ! -s "$log3" ]; then
  "$gen" "$log3" --seconds "$seconds" --fps $((fps * 3)) > /dev/null
fi

size=$(stat -c %s "$log")
size3=$(stat -c %s "$log3")

warm () {
  cat "$1" > /dev/null
}

# Prints "wall_s cpu_s max_rss_kb" of a command (stdout discarded). CPU time
# (user + system) is what the throughput is computed from: it stays honest
# when other jobs share the machine; wall time is printed alongside. The CPU
# time is the kernel's count in microseconds (gp-rusage) when it was built:
# GNU time's 10 ms steps are a fifth of `wc -l`'s time on the 300 MB log.
rusage=$build/tests/bench/gp-rusage
measure () {
  if [ -x "$rusage" ]; then
    t0=$(date +%s%N)
    "$rusage" "$@" > "$data/time.txt" 2> "$data/stderr.txt" || true
    t1=$(date +%s%N)
    tail -n 1 "$data/time.txt" | awk -v ns=$((t1 - t0)) '{ printf "%.3f %.4f %s\n", ns / 1e9, $1 / 1e6, $2 }'
  else
    /usr/bin/time -f '%e %U %S %M' -o "$data/time.txt" "$@" > /dev/null 2> "$data/stderr.txt" || true
    tail -n 1 "$data/time.txt" | awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }'
  fi
}

best_of () {
  best=""
  i=0
  while [ $i -lt "$runs" ]; do
    r=$(measure "$@")
    if [ -z "$best" ] || [ "$(echo "$r $best" | awk '{ print ($2 < $5) }')" = 1 ]; then
      best=$r
    fi
    i=$((i + 1))
  done
  echo "$best"
}

mbps () {
  awk -v s="$1" -v t="$2" 'BEGIN { printf "%.1f", (t > 0 ? s / 1e6 / t : 0) }'
}

field () {
  echo "$1" | awk -v n="$2" '{ print $n }'
}

report () {
  printf '%-34s %6.3f s CPU (%6.3f s wall)  %7s MB/s  peak RSS %6s KB\n' "$1" "$(field "$2" 2)" \
    "$(field "$2" 1)" "$(mbps "$3" "$(field "$2" 2)")" "$(field "$2" 3)"
}

echo "log:       $log ($(mbps "$size" 1) MB, $seconds s of capture)"
echo "log (3×):  $log3 ($(mbps "$size3" 1) MB, same length, 3× the lines)"

warm "$log"
ours=$(best_of "$bench" "$log")
report "gst-profile loader (best of $runs)" "$ours" "$size"

# The floor: `wc -l` reads the file and counts its newlines. Our throughput as a fraction of
# its is measured in pairs (wc, ours, wc, ours …; GP_BENCH_PAIRS, default 9): this VM's speed
# moves by half from one second to the next, the ratio within a pair much less. Printed: the
# median of the pairs' ratios, their range, and the best run of each.
#
# How the kernel holds the file's pages moves both, ours more (we map the file, wc copies it):
# - "read from disk": the log's pages dropped (dd iflag=nocache count=0) and read once, as a log
#   opened after it left the cache is. On a kernel with large folios (ext4 from Linux 6.16) the
#   page cache then holds it in folios of up to 2 MiB, mapped a folio a fault.
# - "written 4 KiB at a time": a copy written the way GStreamer writes its log (stdio's 4 KiB
#   buffer), cached in 4 KiB pages, mapped a few pages a fault: a log loaded right after its
#   pipeline wrote it.
pairs_n=${GP_BENCH_PAIRS:-9}
compare_wc () {
  label=$1
  file=$2
  ratios=""
  wc_best=""
  ours_best=""
  i=0
  while [ $i -lt "$pairs_n" ]; do
    w=$(measure wc -l "$file")
    o=$(measure "$bench" "$file")
    ratios="$ratios$(awk -v w="$(field "$w" 2)" -v o="$(field "$o" 2)" 'BEGIN { printf "%.1f", (o > 0 ? 100 * w / o : 0) }')
"
    if [ -z "$wc_best" ] || [ "$(echo "$w $wc_best" | awk '{ print ($2 < $5) }')" = 1 ]; then wc_best=$w; fi
    if [ -z "$ours_best" ] || [ "$(echo "$o $ours_best" | awk '{ print ($2 < $5) }')" = 1 ]; then ours_best=$o; fi
    i=$((i + 1))
  done
  report "wc -l, $label (best of $pairs_n)" "$wc_best" "$size"
  report "gst-profile loader, $label" "$ours_best" "$size"
  printf '%s' "$ratios" | sort -n | awk -v label="$label" -v n="$pairs_n" \
    -v best="$(awk -v w="$(field "$wc_best" 2)" -v o="$(field "$ours_best" 2)" 'BEGIN { printf "%.0f", (o > 0 ? 100 * w / o : 0) }')" \
    '{ r[NR] = $1 } END { printf "vs wc -l:  %s: %.0f %% of wc -l'"'"'s throughput (CPU time), the median of %d pairs (%.0f to %.0f %%); best runs %s %%\n", label, r[int((NR + 1) / 2)], n, r[1], r[NR], best }'
}

dd if="$log" iflag=nocache count=0 status=none 2> /dev/null || true
warm "$log"
compare_wc "read from disk" "$log"

copy4k=$data/trace-${mb}mb-4k.log
dd if="$log" of="$copy4k" bs=4k status=none
compare_wc "written 4 KiB at a time" "$copy4k"
rm -f "$copy4k"

# gzip: the log inflated on a thread of its own while it is parsed, against
# inflating alone through the same stream (--read-only): a wall-time ratio
# near 1.00 means the parse is hidden behind the decompression.
gz=$data/trace-${mb}mb.log.gz
if [ ! -s "$gz" ]; then
  gzip -1 -c "$log" > "$gz.tmp" && mv "$gz.tmp" "$gz"
fi
warm "$gz"
inflate_r=$(best_of "$bench" --read-only "$gz")
ours_gz=$(best_of "$bench" "$gz")
report "inflating alone (best of $runs)" "$inflate_r" "$size"
report "gst-profile loader, gzip" "$ours_gz" "$size"
echo "gzip:      ingest takes $(awk -v o="$(field "$ours_gz" 1)" -v g="$(field "$inflate_r" 1)" 'BEGIN { printf "%.2f", (g > 0 ? o / g : 0) }')× the wall time of inflating alone, $(awk -v o="$(field "$ours_gz" 2)" -v g="$(field "$inflate_r" 2)" 'BEGIN { printf "%.2f", (g > 0 ? o / g : 0) }')× its CPU time"

if [ -x "$cli" ]; then
  status=0
  "$cli" analyze "$log" > /dev/null 2>&1 || status=$?
  if [ $status -le 1 ]; then
    cli_r=$(best_of "$cli" analyze "$log")
    report "gst-profile analyze (best of $runs)" "$cli_r" "$size"
  fi
fi

if command -v gst-stats-1.0 > /dev/null; then
  warm "$log"
  stats=$(measure gst-stats-1.0 "$log")
  report "gst-stats-1.0" "$stats" "$size"
  echo "ratio:     $(awk -v a="$(field "$stats" 2)" -v b="$(field "$ours" 2)" 'BEGIN { printf "%.1f", a / b }')× gst-stats-1.0 (CPU time), $(awk -v a="$(field "$stats" 1)" -v b="$(field "$ours" 1)" 'BEGIN { printf "%.1f", a / b }')× (wall)"
else
  echo "gst-stats-1.0 not found (apt-get install gstreamer1.0-tools); no ratio"
fi

if [ -n "${GP_BENCH_BASE:-}" ]; then
  base_bench=$GP_BENCH_BASE/tests/bench/gp-ingest-bench
  [ -x "$base_bench" ] || { echo "run-ingest-bench: $base_bench missing" >&2; exit 2; }
  warm "$log"
  # in pairs, as against wc -l: the median of the pairs' ratios
  pairs=""
  i=0
  while [ $i -lt "$pairs_n" ]; do
    a=$(measure "$bench" "$log")
    b=$(measure "$base_bench" "$log")
    pairs="$pairs$(field "$a" 2) $(field "$b" 2)
"
    i=$((i + 1))
  done
  printf '%s' "$pairs" | awk '{ print ($2 > 0 ? $1 / $2 : 0), $1, $2 }' | sort -n | \
    awk -v n="$pairs_n" -v base="$GP_BENCH_BASE" '{ r[NR] = $1 } END {
      printf "vs base:   loader CPU: %.3f× the base'"'"'s, the median of %d interleaved pairs (%.3f to %.3f) (%s)\n",
             r[int((NR + 1) / 2)], n, r[1], r[NR], base }'
fi

warm "$log3"
ours3=$(best_of "$bench" "$log3")
report "gst-profile loader, 3× lines" "$ours3" "$size3"
rss1=$(field "$ours" 3)
rss3=$(field "$ours3" 3)
if awk -v a="$rss1" -v b="$rss3" 'BEGIN { exit !(b <= a * 1.10 + 2048) }'; then
  echo "memory:    PASS: peak RSS $rss1 KB (1×) vs $rss3 KB (3× the lines)"
else
  echo "memory:    FAIL: peak RSS grew with the number of lines: $rss1 KB (1×) vs $rss3 KB (3×)"
  exit 1
fi
