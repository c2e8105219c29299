# SPDX-License-Identifier: GPL-3.0-or-later
# gp-remote-run.sh: one capture on a board (gp-transport-ssh.c): the log alone on stdout; /proc and
# tegrastats readings and dot dumps framed on stderr (@@GP); INT/TERM/KILL read from stdin.
# Arguments: MODE (run|wrap) GST_TRACERS GST_DEBUG TEGRASTATS-PATH, then the command.
m=$1 t=$2 g=$3 ts=$4; shift 4
[ "$m" = run ] && set -- gst-launch-1.0 -q -e --no-fault "$@"
if ! command -v "$1" >/dev/null 2>&1; then echo 'GP_ERROR=not-found'; exit 127; fi
d=$(mktemp -d "${TMPDIR:-/tmp}/gst-profile.XXXXXX") || { echo 'GP_ERROR=cannot create a temporary directory on the board'; exit 125; }
echo "GP_DIR=$d"
exec 3<&0 </dev/null
z=0.25; sleep 0.01 2>/dev/null || z=1
S=; command -v setsid >/dev/null 2>&1 && S=setsid
k() { read -r p < "$d/pid" 2>/dev/null && { kill -s "$1" -- "-$p" || kill -s "$1" "$p"; } 2>/dev/null; }
(
  while read -r c <&3; do
    case $c in INT|TERM|KILL)
      if ! [ -e "$d/q" ]; then
        : > "$d/q"; set -- "$d"/*PAUSED_PLAYING.dot*
        [ -e "$d/P" ] || [ -e "$1" ] || : > "$d/early"
      fi
      k "$c";;
    esac
  done
  i=0; while [ $i -lt 50 ] && ! [ -s "$d/pid" ]; do sleep 0.1 2>/dev/null || sleep 1; i=$((i+1)); done
  k INT; i=0
  while [ $i -lt 30 ] && k 0; do sleep 0.1 2>/dev/null || sleep 1; i=$((i+1)); done
  k KILL
) >/dev/null 2>&1 &
c=$!
(
  trap '' PIPE
  LC_ALL=C; export LC_ALL
  while ! [ -s "$d/pid" ]; do sleep 0.05 2>/dev/null || sleep 1; done
  read -r p < "$d/pid"
  case $p in ''|*[!0-9]*) exit 0;; esac
  tp=
  if [ -n "$ts" ]; then "$ts" --interval 250 >>"$d/tg" 2>/dev/null & tp=$!; fi
  D() {
    for f in "$d"/*.dot.1 ${1:+"$d"/*.dot}; do
      [ -f "$f" ] || continue
      n=${f##*/}
      printf '@@GP dot %d %s\n' "$(wc -c < "$f")" "${n%.1}" && cat "$f" || return 1
      case $n in *PAUSED_PLAYING*) : > "$d/P";; esac
      rm -f "$f"
    done
    for f in "$d"/*.dot; do [ -f "$f" ] && mv -f "$f" "$f.1"; done
    return 0
  }
  o=0
  while kill -0 "$p" 2>/dev/null; do
    echo "@@GP S $p" || { o=1; break; }
    grep -H -e '^cpu[0-9]' -e '^VmRSS:' -e '^MemAvailable:' -e '^[0-9]' -e 'RAM [0-9]' /proc/uptime /proc/stat /proc/meminfo "/proc/$p/status" "/proc/$p/stat" "/proc/$p/task"/*/stat ${tp:+"$d/tg"} 2>/dev/null
    [ -n "$tp" ] && : > "$d/tg"
    # shellcheck disable=SC2015 # either write failing means the link is gone
    echo '@@GP E' && D || { o=1; break; }
    sleep $z
  done
  [ -n "$tp" ] && kill "$tp" 2>/dev/null
  if [ $o = 1 ]; then k INT; sleep 3; k KILL; else D 1; fi
) 1>&2 3<&- &
w=$!
GST_TRACERS=$t GST_DEBUG=$g GST_DEBUG_NO_COLOR=1 GST_DEBUG_DUMP_DOT_DIR=$d
export GST_TRACERS GST_DEBUG GST_DEBUG_NO_COLOR GST_DEBUG_DUMP_DOT_DIR
unset GST_DEBUG_FILE GST_DEBUG_COLOR_MODE
# shellcheck disable=SC2016 # the inner shell expands $$, $0 and $@
$S sh -c 'echo $$ > "$0/pid"; echo "REMOTE_PID=$$"; exec "$@" 2>&1 >/dev/null' "$d" "$@" 3<&-
s=$?
[ -s "$d/pid" ] || echo none > "$d/pid"
wait $w
kill $c 2>/dev/null
e=; [ -e "$d/early" ] && e=' early'
rm -rf "$d"
echo "@@GP exit $s$e" >&2
