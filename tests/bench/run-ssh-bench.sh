#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# SSH capture benchmark: the added latency between a line written on the
# board and its arrival in the local session (p50/p95, idle and busy), and
# the log stream's throughput through the transport against `ssh DEST cat`
# over the same connection. The board is a loopback sshd started by the
# benchmark (throw-away keys, free port), as in the tests.
#
#   tests/bench/run-ssh-bench.sh BUILD_DIR [MB]
#   meson compile -C BUILD_DIR bench-ssh
#
# The tracer log (from gp-gen-tracer-log) is kept in $GP_BENCH_DIR (default
# BUILD_DIR/bench-data) for the next run.

set -eu

build=${1:?usage: run-ssh-bench.sh BUILD_DIR [MB]}
mb=${2:-100}
build=$(cd "$build" && pwd)
gen=$build/tests/bench/gp-gen-tracer-log
bench=$build/tests/bench/gp-ssh-bench
data=${GP_BENCH_DIR:-$build/bench-data}

for tool in "$gen" "$bench"; do
  [ -x "$tool" ] || { echo "run-ssh-bench: $tool missing; build with -Dbenchmarks=true" >&2; exit 2; }
done
[ -x /usr/sbin/sshd ] || { echo "run-ssh-bench: /usr/sbin/sshd missing (apt-get install openssh-server)" >&2; exit 2; }

mkdir -p "$data"
log=$data/trace-${mb}mb.log
if [ ! -s "$log" ]; then
  "$gen" "$log" --mb "$mb" --fps 30 > /dev/null
fi
cat "$log" > /dev/null

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
exec "$bench" "$log"
