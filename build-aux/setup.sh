#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# One entry point for a fresh Debian 12 / Ubuntu 24.04 machine:
#   build-aux/setup.sh run    install what is missing, build, open the bundled example session in the
#                             desktop app (or print its verdict with the CLI when there is no display)
#   build-aux/setup.sh test   install what is missing, build, run the whole test suite
#                             (unit, golden, CLI, real gst-launch captures, ASan+UBSan, fuzzers)
#   build-aux/setup.sh bench  install, build, run the tracer-log ingest and SSH capture benchmarks
set -euo pipefail

mode=${1:-run}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

packages=(
  meson ninja-build pkg-config gcc clang libclang-rt-14-dev python3 gzip
  libglib2.0-dev libjson-glib-dev libgraphviz-dev graphviz
  libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev gstreamer1.0-tools gstreamer1.0-plugins-base
  gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-plugins-ugly
  gstreamer1.0-libav gstreamer1.0-alsa gstreamer1.0-gl gstreamer1.0-x
  libxml2-utils gettext time
  libgtk-4-dev libadwaita-1-dev xvfb xauth imagemagick desktop-file-utils appstream
  libglib2.0-bin shared-mime-info adwaita-icon-theme
  openssh-server openssh-client
)

install_packages () {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
}

# The app's SSH tests log in to the loopback sshd with a password, answered
# through the app's askpass dialog: a dedicated unprivileged user (no sudo,
# a real shell for sshd) with a fixed test password. Root only; idempotent.
GP_SSH_TEST_USER=gpsshpw
GP_SSH_TEST_PASSWORD=gp-askpass-test
ensure_ssh_test_user () {
  [ "$(id -u)" -eq 0 ] || return 0
  if ! id "$GP_SSH_TEST_USER" >/dev/null 2>&1; then
    useradd --create-home --shell /bin/sh --comment "gst-profile SSH password test" "$GP_SSH_TEST_USER"
  fi
  echo "$GP_SSH_TEST_USER:$GP_SSH_TEST_PASSWORD" | chpasswd
}

# Warnings are errors in the test builds (gcc and clang): GP_WERROR=0 turns
# that off, e.g. for a newer compiler with new warnings.
werror=-Dwerror=true
[ "${GP_WERROR:-1}" = 0 ] && werror=-Dwerror=false

build () {
  local dir=$1; shift
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@"
  elif [ $# -gt 0 ]; then
    meson configure "$dir" "$@" >/dev/null
  fi
  ninja -C "$dir"
}

# Counts TAP test cases (ok / not ok lines) of a meson run from its testlog.json.
count_cases () {
  python3 - "$1" <<'PY'
import json, re, sys
passed = failed = 0
with open(sys.argv[1]) as f:
    for line in f:
        t = json.loads(line)
        out = t.get("stdout") or ""
        oks = len(re.findall(r"^ok \d+", out, re.M))
        noks = len(re.findall(r"^not ok \d+", out, re.M))
        if oks + noks == 0:
            # not a TAP test, or it died before printing a plan
            if t["result"] in ("OK", "EXPECTEDFAIL"):
                oks = 1
            else:
                noks = 1
        elif t["result"] not in ("OK", "EXPECTEDFAIL") and noks == 0:
            noks = 1  # crashed or timed out after some passing cases
        passed += oks
        failed += noks
print(passed, failed)
PY
}

# The fuzz build (clang, libFuzzer; the fuzz targets and the core only).
build_fuzzers () {
  CC=clang build _build-fuzz -Dfuzzers=true -Db_lundef=false -Dbenchmarks=false $werror
}

# The fuzz targets of tests/fuzz/meson.build; each must have a seed corpus.
fuzz_targets () {
  sed -n "s/^ *'\(fuzz-[a-z0-9-]*\)',\$/\1/p" tests/fuzz/meson.build
}

# run_fuzzer NAME SECONDS RUNS CORPUS: one libFuzzer run over CORPUS and the
# seeds (RUNS -1: no limit), its log in _build-fuzz/NAME.log. Fails on a crash,
# a leak, a timeout or a missing seed corpus. Malloc stacks are unwound the
# fast way: the slow unwinder made the heavier targets 15–50 times slower.
run_fuzzer () {
  local name=$1 seconds=$2 runs=$3 corpus=$4
  local seeds="tests/fuzz/corpus/${name#fuzz-}"
  if [ ! -d "$seeds" ] || [ -z "$(ls -A "$seeds")" ]; then
    echo "$name: no seed corpus in $seeds" >"_build-fuzz/$name.log"
    return 1
  fi
  G_SLICE=always-malloc ASAN_OPTIONS=abort_on_error=0 \
  LSAN_OPTIONS=suppressions=$top/tests/lsan.supp:print_suppressions=0 \
    "_build-fuzz/tests/fuzz/$name" -max_total_time="$seconds" -runs="$runs" -timeout=10 \
      -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
      -artifact_prefix="_build-fuzz/$name-" "$corpus" "$seeds" >"_build-fuzz/$name.log" 2>&1
}

# "N execs, N/s, cov N" from a run's log.
fuzz_summary () {
  local log="_build-fuzz/$1.log"
  local runs rate cov
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
  echo "${runs:-?} execs, ${rate:-?}/s, ${cov:-cov: ?}"
}

install_packages

case "$mode" in
  run)
    build _build
    example=data/examples/orin-nx-jp6-zc-break.json
    if [ -x _build/src/app/gst-profile-inspector ] && [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
      # The desktop app on the bundled example, from the build tree.
      GSETTINGS_SCHEMA_DIR="$top/_build/data" exec _build/src/app/gst-profile-inspector "$example"
    fi
    echo "(no display: printing the verdict with the CLI instead of opening the app)" >&2
    ./_build/src/cli/gst-profile analyze "$example" || [ $? -eq 1 ]
    ;;
  bench)
    build _build
    tests/bench/run-ingest-bench.sh _build
    tests/bench/run-ssh-bench.sh _build
    ;;
  test)
    total_pass=0
    total_fail=0
    add () { total_pass=$((total_pass + $1)); total_fail=$((total_fail + $2)); }

    echo "== build (gcc, warnings are errors) and test (debugoptimized)"
    build _build $werror
    meson test -C _build --print-errorlogs --num-processes 2 || true
    read -r p f < <(count_cases _build/meson-logs/testlog.json)
    echo "-- main suite: $p passed, $f failed"
    add "$p" "$f"

    echo "== build (clang, warnings are errors) and test under AddressSanitizer + UndefinedBehaviorSanitizer"
    CC=clang build _build-asan -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug -Dbenchmarks=false $werror
    export G_SLICE=always-malloc UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    # Core and CLI with leak checking (third-party leaks suppressed in tests/lsan.supp;
    # the tests that need full malloc stacks for that say so in tests/meson.build) …
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS=suppressions=$top/tests/lsan.supp:print_suppressions=0 \
      meson test -C _build-asan --suite core --print-errorlogs --num-processes 2 --timeout-multiplier 4 || true
    read -r p f < <(count_cases _build-asan/meson-logs/testlog.json)
    echo "-- sanitizer suite (core): $p passed, $f failed"
    add "$p" "$f"
    # … and the app without it (GTK, fontconfig and Mesa keep caches for the process' life).
    if grep -q "suite: 'app'" tests/app/meson.build 2>/dev/null; then
      ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
        meson test -C _build-asan --suite app --print-errorlogs --num-processes 1 --timeout-multiplier 4 || true
      read -r p f < <(count_cases _build-asan/meson-logs/testlog.json)
      echo "-- sanitizer suite (app): $p passed, $f failed"
      add "$p" "$f"
    fi

    echo "== fuzz targets (libFuzzer, ${GP_FUZZ_SECONDS:-20} s each)"
    build_fuzzers
    for name in $(fuzz_targets); do
      corpus=$(mktemp -d)
      if run_fuzzer "$name" "${GP_FUZZ_SECONDS:-20}" -1 "$corpus"; then
        echo "ok - $name ($(fuzz_summary "$name"))"
        add 1 0
      else
        echo "not ok - $name (see _build-fuzz/$name.log)"
        tail -n 30 "_build-fuzz/$name.log"
        add 0 1
      fi
      rm -rf "$corpus"
    done

    echo "$total_pass passed, $total_fail failed"
    [ "$total_fail" -eq 0 ]
    ;;
  fuzz)
    # Long runs: every target (or the ones named) for MINUTES (default 30) or a
    # million executions, whichever comes first, GP_FUZZ_JOBS (default: the
    # number of cores) at once. The corpus
    # grows in _build-fuzz/corpus/NAME from one run to the next.
    minutes=${2:-30}
    case "$minutes" in ''|*[!0-9]*|0) echo "usage: $0 fuzz [MINUTES ≥ 1] [fuzz-NAME…]" >&2; exit 3 ;; esac
    shift $(( $# < 2 ? $# : 2 ))
    build_fuzzers
    export -f run_fuzzer fuzz_summary
    export top
    { if [ $# -gt 0 ]; then printf '%s\n' "$@"; else fuzz_targets; fi; } |
      xargs -P "${GP_FUZZ_JOBS:-$(nproc)}" -I{} bash -c \
      'mkdir -p "_build-fuzz/corpus/$1" && run_fuzzer "$1" "$2" 1000000 "_build-fuzz/corpus/$1"; echo "$1: exit $? ($(fuzz_summary "$1"))"' \
      _ {} $((minutes * 60)) | tee _build-fuzz/summary.txt
    ! grep -qv ": exit 0 " _build-fuzz/summary.txt
    ;;
  *)
    echo "usage: $0 run|test|bench|fuzz [MINUTES]" >&2
    exit 3
    ;;
esac
