#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# One entry point for a fresh Debian 12 / Ubuntu 24.04 machine:
#   build-aux/setup.sh run    install what is missing, build, open the bundled example session in the
#                             desktop app (or print its verdict with the CLI when there is no display)
#   build-aux/setup.sh test   install what is missing, build, run the whole test suite
#                             (unit, golden, CLI, real gst-launch captures, ASan+UBSan, fuzzers)
#   build-aux/setup.sh bench  install, build, run the tracer-log ingest and SSH capture benchmarks
#   build-aux/setup.sh fuzz [MINUTES] [fuzz-NAME…]
#                             long libFuzzer runs: each target for MINUTES (30) or 10^6 executions
#   build-aux/setup.sh install [PREFIX]
#                             install what is missing, build in _build-install and `meson install`
#                             the CLI, the app, its askpass helper and data to PREFIX
#                             (default ~/.local; through sudo when PREFIX is not writable)
# `run` and `install` install only the packages that build and run the app and the CLI
# (run_packages); `test` and `bench` add test_packages and openssh-server, whose sshd is never
# started or enabled as a service (install_test_sshd); `fuzz` adds test_packages. No mode creates
# a user or sets a password.
set -euo pipefail

mode=${1:-run}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

# What `run` and `install` install: what the app and the CLI need to build
# (meson's setup asks for every -dev package here, the tests' GStreamer headers
# included; `meson install` runs glib-compile-schemas, gtk-update-icon-cache,
# update-desktop-database and update-mime-database) and to run (gst-launch-1.0
# with the base and good plugins, graphviz, the ssh client for boards).
run_packages=(
  meson ninja-build pkg-config gcc libc6-dev python3 gettext
  libglib2.0-dev libglib2.0-bin libjson-glib-dev libgraphviz-dev graphviz
  libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev
  libgtk-4-dev libadwaita-1-dev
  desktop-file-utils gtk-update-icon-cache shared-mime-info adwaita-icon-theme
  gstreamer1.0-tools gstreamer1.0-plugins-base gstreamer1.0-plugins-good
  openssh-client
)
# … and what only `test` and `bench` add: the fuzz build (clang, its
# sanitizer runtime), the data-file checks (xmllint, appstreamcli, shellcheck), the GUI
# tests under Xvfb and their screenshots, the plugins the tests' pipelines
# name, /usr/bin/time for the benchmarks, and /usr/sbin/sshd for
# the SSH tests (see install_test_sshd: it is never started as a service).
test_packages=(
  clang gzip time libxml2-utils appstream shellcheck
  xvfb xauth imagemagick
  gstreamer1.0-plugins-bad gstreamer1.0-plugins-ugly gstreamer1.0-libav
  gstreamer1.0-alsa gstreamer1.0-gl gstreamer1.0-x
)

as_root () {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

installed () {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

apt_updated=no
apt_install () {
  local missing=()
  for p in "$@"; do
    installed "$p" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$apt_updated" = no ]; then
    as_root apt-get update
    apt_updated=yes
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}

# The SSH tests run /usr/sbin/sshd themselves: on 127.0.0.1, a free port, as
# the user running the tests, with a throw-away config, host key and user keys
# in a temp dir, key logins only (tests/lib/gp-sshd-harness.c); they stop it at
# the end. A system sshd is never wanted, but installing openssh-server on a
# normal Debian/Ubuntu system starts one on port 22 and enables it at boot. So:
#  - while the package installs, a policy-rc.d that refuses every start
#    (exit 101; invoke-rc.d and deb-systemd-invoke both ask it) stands in for
#    any existing one, which is put back afterwards, also on failure;
#  - if the package was not installed before, the units its postinst enabled
#    are disabled again (systemctl --now when systemd runs; else
#    deb-systemd-helper for the systemd links and update-rc.d for the SysV
#    ones), so nothing starts at the next boot, and an upgrade keeps them
#    disabled (its postinst re-enables only units that were enabled).
#  A system sshd that was there before is left exactly as it was.
# (/etc/ssh/sshd_not_to_be_run would also stop it, but would puzzle whoever
# later wants an sshd.) The package itself adds the `sshd` privilege-separation
# account (no login, no password) that sshd needs when the tests run as root;
# this script creates no user and sets no password.
policy_rc_d=/usr/sbin/policy-rc.d
policy_saved=""
restore_policy_rc_d () {
  if [ -n "$policy_saved" ]; then
    as_root cp -p "$policy_saved" "$policy_rc_d"
    as_root rm -f "$policy_saved"
  else
    as_root rm -f "$policy_rc_d"
  fi
}
install_test_sshd () {
  installed openssh-server && return 0
  if [ -e "$policy_rc_d" ]; then
    policy_saved=$(as_root mktemp)
    as_root cp -p "$policy_rc_d" "$policy_saved"
  fi
  trap restore_policy_rc_d EXIT
  printf '#!/bin/sh\n# build-aux/setup.sh: no service starts while openssh-server installs\nexit 101\n' |
    as_root tee "$policy_rc_d" >/dev/null
  as_root chmod 755 "$policy_rc_d"
  apt_install openssh-server
  restore_policy_rc_d
  trap - EXIT
  if [ -d /run/systemd/system ]; then
    as_root systemctl disable --now ssh.service ssh.socket || true
  else
    if command -v deb-systemd-helper >/dev/null; then
      as_root deb-systemd-helper disable ssh.service ssh.socket || true
    fi
    if [ -e /etc/init.d/ssh ] && command -v update-rc.d >/dev/null; then
      as_root update-rc.d ssh disable || true
    fi
  fi
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

# Counts TAP test cases (ok / not ok lines) of a meson run from its testlog.json:
# "PASSED FAILED" on stdout, the same per suite on stderr.
count_cases () {
  python3 - "$1" <<'PY'
import json, re, sys
passed = failed = 0
suites = {}
with open(sys.argv[1]) as f:
    for line in f:
        t = json.loads(line)
        suite = t["name"].split(" / ")[0].split(":")[-1]
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
        p, f = suites.get(suite, (0, 0))
        suites[suite] = (p + oks, f + noks)
for suite, (p, f) in suites.items():
    print("   %s: %d passed, %d failed" % (suite, p, f), file=sys.stderr)
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

# The targets that hand arbitrary text to json-glib (the session loader falls
# back to it for its messages), which leaks its partial tree on some syntax
# errors (suppressed in tests/lsan.supp): LSan matches that suppression only
# on full malloc stacks, so these are unwound the slow way (series: 3100/s
# fast, 480/s slow, but the fast run stopped on json-glib's leak).
fuzz_full_stacks=" fuzz-redact fuzz-series fuzz-session-json "

# run_fuzzer NAME SECONDS RUNS CORPUS: one libFuzzer run over CORPUS and the
# seeds (RUNS -1: no limit), its log in _build-fuzz/NAME.log. Fails on a crash,
# a leak, a timeout or a missing seed corpus. Malloc stacks are unwound the
# fast way but for fuzz_full_stacks: the slow unwinder made the heavier
# targets 15–50 times slower (dot and tracer-log ran under 200/s).
run_fuzzer () {
  local name=$1 seconds=$2 runs=$3 corpus=$4
  local seeds="tests/fuzz/corpus/${name#fuzz-}"
  local unwind=fast_unwind_on_malloc=1
  if [ ! -d "$seeds" ] || [ -z "$(ls -A "$seeds")" ]; then
    echo "$name: no seed corpus in $seeds" >"_build-fuzz/$name.log"
    return 1
  fi
  case "$fuzz_full_stacks" in *" $name "*) unwind=fast_unwind_on_malloc=0 ;; esac
  G_SLICE=always-malloc ASAN_OPTIONS=$unwind \
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

# clang's sanitizer and libFuzzer runtime is packaged per clang version
# (libclang-rt-14-dev on Debian 12, libclang-rt-18-dev on Ubuntu 24.04).
install_clang_runtime () {
  local major
  major=$(clang -dumpversion | cut -d. -f1)
  apt_install "libclang-rt-$major-dev"
}

case "$mode" in
  run|install)
    apt_install "${run_packages[@]}"
    ;;
  test|bench)
    apt_install "${run_packages[@]}" "${test_packages[@]}"
    install_clang_runtime
    install_test_sshd
    ;;
  fuzz)
    apt_install "${run_packages[@]}" "${test_packages[@]}"
    install_clang_runtime
    ;;
esac

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

    # The suites of tests/*/meson.build that run under the sanitizers with leak
    # checks (the app's run without them, the benchmarks are not built there).
    sanitizer_suites=(unit cli integration fuzz checks)

    # Tests at once: most wait on real pipelines, sshd and X servers rather
    # than use a core (the gcc suites took 3 min at 4 on 2 cores, 7 at 2).
    # For the same reason each build after the first compiles while the
    # suites before it run, and the fuzz targets run beside the last suite.
    jobs=${GP_TEST_JOBS:-$(( $(nproc) * 2 ))}
    logs=$(mktemp -d)
    # wait_for PID WHAT LOG: a background step's end; its log and the script's
    # failure when it failed (as the step would have failed in the foreground).
    wait_for () {
      if ! wait "$1"; then
        cat "$3"
        echo "$2 failed" >&2
        exit 1
      fi
      cat "$3"
    }

    echo "== build (gcc, warnings are errors) and test (debugoptimized)"
    build _build $werror
    (CC=clang build _build-asan -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug \
       -Dbenchmarks=false $werror) > "$logs/asan-build.log" 2>&1 &
    asan_build=$!
    meson test -C _build --print-errorlogs --num-processes "$jobs" || true
    read -r p f < <(count_cases _build/meson-logs/testlog.json)
    echo "-- main build, every suite: $p passed, $f failed"
    add "$p" "$f"

    echo "== build (clang, warnings are errors) and test under AddressSanitizer + UndefinedBehaviorSanitizer"
    wait_for $asan_build "the sanitizer build" "$logs/asan-build.log"
    build_fuzzers > "$logs/fuzz-build.log" 2>&1 &
    fuzz_build=$!
    export G_SLICE=always-malloc UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    # Every suite but the app's with leak checking (third-party leaks suppressed in
    # tests/lsan.supp; the tests that need full malloc stacks for that say so
    # ('full_stacks') in their suite's meson.build) …
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS=suppressions=$top/tests/lsan.supp:print_suppressions=0 \
      meson test -C _build-asan --no-rebuild "${sanitizer_suites[@]/#/--suite=}" --print-errorlogs \
        --num-processes "$jobs" --timeout-multiplier 4 || true
    read -r p f < <(count_cases _build-asan/meson-logs/testlog.json)
    echo "-- sanitizer suites (${sanitizer_suites[*]}): $p passed, $f failed"
    add "$p" "$f"

    # The fuzz targets, one at a time (GP_FUZZ_JOBS), beside the app suite;
    # each target's exit status in _build-fuzz/NAME.status, reported in order below.
    wait_for $fuzz_build "the fuzz build" "$logs/fuzz-build.log"
    export -f run_fuzzer
    export top fuzz_full_stacks
    fuzz_targets | xargs -P "${GP_FUZZ_JOBS:-1}" -I{} bash -c \
      'corpus=$(mktemp -d); run_fuzzer "$1" "$2" -1 "$corpus"; echo $? >"_build-fuzz/$1.status"; rm -rf "$corpus"' \
      _ {} "${GP_FUZZ_SECONDS:-20}" &
    fuzz_runs=$!

    # … and the app without it (GTK, fontconfig and Mesa keep caches for the process' life).
    if grep -q "suite: 'app'" tests/app/meson.build 2>/dev/null; then
      ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
        meson test -C _build-asan --no-rebuild --suite app --print-errorlogs --num-processes "$jobs" \
          --timeout-multiplier 4 || true
      read -r p f < <(count_cases _build-asan/meson-logs/testlog.json)
      echo "-- sanitizer suite (app): $p passed, $f failed"
      add "$p" "$f"
    fi

    echo "== fuzz targets (libFuzzer, ${GP_FUZZ_SECONDS:-20} s each, ${GP_FUZZ_JOBS:-1} at once)"
    wait $fuzz_runs || true
    for name in $(fuzz_targets); do
      if [ "$(cat "_build-fuzz/$name.status" 2>/dev/null)" = 0 ]; then
        echo "ok - $name ($(fuzz_summary "$name"))"
        add 1 0
      else
        echo "not ok - $name (see _build-fuzz/$name.log)"
        tail -n 30 "_build-fuzz/$name.log"
        add 0 1
      fi
      rm -f "_build-fuzz/$name.status"
    done
    rm -rf "$logs"

    echo "$total_pass passed, $total_fail failed"
    [ "$total_fail" -eq 0 ]
    ;;
  install)
    prefix=${2:-$HOME/.local}
    case "$prefix" in
      /*) ;;
      *) prefix=$(realpath -m "$prefix") ;;
    esac
    # Its own build dir: the development build (_build) keeps its prefix and options.
    if [ ! -f _build-install/build.ninja ]; then
      meson setup _build-install --prefix="$prefix" -Dbenchmarks=false
    elif [ "$(meson introspect --buildoptions _build-install |
              python3 -c 'import json, sys; print([o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"][0])')" != "$prefix" ]; then
      meson configure _build-install -Dprefix="$prefix"
    fi
    ninja -C _build-install
    probe="$prefix"
    while [ ! -e "$probe" ]; do probe=$(dirname "$probe"); done
    if [ -w "$probe" ]; then
      meson install -C _build-install --no-rebuild
    else
      as_root meson install -C _build-install --no-rebuild
    fi
    echo "Installed to $prefix: $prefix/bin/gst-profile, $prefix/bin/gst-profile-inspector," \
         "the askpass helper in $prefix/libexec, data in $prefix/share." >&2
    case ":$PATH:" in
      *":$prefix/bin:"*) ;;
      *) echo "Note: $prefix/bin is not on PATH." >&2 ;;
    esac
    case "$prefix" in
      "$HOME/.local"|/usr/local|/usr) ;;
      *) echo "Note: the app finds its settings schema there with" \
              "XDG_DATA_DIRS=$prefix/share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}." >&2 ;;
    esac
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
    export top fuzz_full_stacks
    { if [ $# -gt 0 ]; then printf '%s\n' "$@"; else fuzz_targets; fi; } |
      xargs -P "${GP_FUZZ_JOBS:-$(nproc)}" -I{} bash -c \
      'mkdir -p "_build-fuzz/corpus/$1" && run_fuzzer "$1" "$2" 1000000 "_build-fuzz/corpus/$1"; echo "$1: exit $? ($(fuzz_summary "$1"))"' \
      _ {} $((minutes * 60)) | tee _build-fuzz/summary.txt
    ! grep -qv ": exit 0 " _build-fuzz/summary.txt
    ;;
  *)
    echo "usage: $0 run|test|bench|install [PREFIX]|fuzz [MINUTES]" >&2
    exit 3
    ;;
esac
