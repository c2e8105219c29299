#!/bin/sh
# check-devenv.sh: `meson devenv` sets up what a build-tree run needs
#
# Copyright 2026 The gst-profile authors
#
# This program is free software: you can redistribute it and/or modify
# it under the terms of the GNU General Public License as published by
# the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# usage: check-devenv.sh MESON BUILD_DIR HAVE_APP. Prints TAP: the environment `meson devenv -C
# BUILD_DIR` gives has the app's compiled schema (GSETTINGS_SCHEMA_DIR, with the app), our tracer
# plugin's folder first on GST_PLUGIN_PATH, and the build's programs on PATH.

set -u

meson=$1
build=$2
have_app=$3

n=0
failed=0
check () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    failed=1
  fi
}

# What a shell in `meson devenv` sees, one variable a line; the user's own values do not count.
env=$(env -u GSETTINGS_SCHEMA_DIR -u GST_PLUGIN_PATH "$meson" devenv -C "$build" env 2>&1)
status=$?
echo "1..5"
check $status "meson devenv -C $build env runs"

value () {
  printf '%s\n' "$env" | sed -n "s/^$1=//p"
}

schema_dir=$(value GSETTINGS_SCHEMA_DIR)
if [ "$have_app" = true ]; then
  case ":$schema_dir:" in
    *":$build/data:"*) [ -f "$build/data/gschemas.compiled" ]; check $? "GSETTINGS_SCHEMA_DIR has $build/data and its gschemas.compiled" ;;
    *) check 1 "GSETTINGS_SCHEMA_DIR has $build/data (it is '$schema_dir')" ;;
  esac
else
  check 0 "no app: no schema to find"
fi

plugin_path=$(value GST_PLUGIN_PATH)
case "$plugin_path" in
  "$build/src/tracer"|"$build/src/tracer:"*) check 0 "GST_PLUGIN_PATH starts with $build/src/tracer" ;;
  *) check 1 "GST_PLUGIN_PATH starts with $build/src/tracer (it is '$plugin_path')" ;;
esac

# Our tracers load from there, in a GStreamer program run in it.
"$meson" devenv -C "$build" gst-inspect-1.0 gpqueuelevels 2>/dev/null | grep -q 'gpprofile'
check $? "gst-inspect-1.0 finds the gpqueuelevels tracer of the build tree"

path=$(value PATH)
case ":$path:" in
  *":$build/src/cli:"*) check 0 "PATH has $build/src/cli" ;;
  *) check 1 "PATH has $build/src/cli (it is '$path')" ;;
esac

exit $failed
