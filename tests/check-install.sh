#!/bin/sh
# check-install.sh: `meson install --destdir` into a temp dir, then the installed layout and the
# installed programs
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
# usage: check-install.sh MESON BUILD_DIR BINDIR LIBEXECDIR DATADIR APP_ID HAVE_APP TRACER_DIR
# (the four dirs absolute, as configured: prefix included). Prints TAP.

set -u

meson=$1
build=$2
bindir=$3
libexecdir=$4
datadir=$5
app_id=$6
have_app=$7
tracer_dir=$8

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gp-install-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
dest=$tmp/root
n=0
failed=0

result () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    failed=$((failed + 1))
  fi
}

check () {
  what=$1
  shift
  "$@" >"$tmp/out" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    sed 's/^/# /' "$tmp/out"
  fi
  result $rc "$what"
}

# A file (f) or an executable (x) under the destdir.
installed () {
  if [ -f "$dest$2" ] && { [ "$1" = f ] || [ -x "$dest$2" ]; }; then
    result 0 "installed: $2"
  else
    echo "# missing: $dest$2"
    result 1 "installed: $2"
  fi
}

check "meson install --destdir" "$meson" install -C "$build" --destdir "$dest" --no-rebuild --quiet
# So that a failing step shows what was installed.
(cd "$dest" && find . -type f | sort | sed 's/^/# /')

installed x "$bindir/gst-profile"
installed x "$libexecdir/gst-profile-askpass"
installed f "$tracer_dir/libgstgpprofile.so"
installed f "$datadir/gst-profile/examples/orin-nx-jp6-zc-break.json"
# The installed plugin loads and has both tracers (GStreamer's own inspector reads it).
GST_REGISTRY="$tmp/registry.bin" gst-inspect-1.0 "$dest$tracer_dir/libgstgpprofile.so" >"$tmp/inspect" 2>&1
grep -q "gpqueuelevels" "$tmp/inspect" && grep -q "gpwhereabouts" "$tmp/inspect"
rc=$?
[ $rc -eq 0 ] || sed 's/^/# /' "$tmp/inspect"
result $rc "installed plugin has the gpqueuelevels and gpwhereabouts tracers"
installed f "$datadir/gst-profile/examples/software-healthy.json"

# The installed CLI alone: its rules are compiled in (no GP_RULES_DIR, no source tree).
unset GP_RULES_DIR
check "gst-profile --help" "$dest$bindir/gst-profile" --help
grep -q "analyze" "$tmp/out"
result $? "gst-profile --help names analyze"
"$dest$bindir/gst-profile" analyze "$dest$datadir/gst-profile/examples/orin-nx-jp6-zc-break.json" >"$tmp/out" 2>&1
rc=$?
[ $rc -eq 1 ] || sed 's/^/# /' "$tmp/out"
result "$([ $rc -eq 1 ]; echo $?)" "installed example analyzed: exit 1 (a high finding)"
grep -q "Zero-copy broken" "$tmp/out"
result $? "installed example analyzed: the ZC finding"
"$dest$bindir/gst-profile" analyze "$dest$datadir/gst-profile/examples/software-healthy.json" >"$tmp/out" 2>&1
rc=$?
[ $rc -eq 0 ] || sed 's/^/# /' "$tmp/out"
result $rc "installed healthy example analyzed: exit 0"

# The helper without the app: refuses, names the socket it lacks.
env -u GP_ASKPASS_SOCKET "$dest$libexecdir/gst-profile-askpass" "password: " >"$tmp/out" 2>&1
rc=$?
result "$([ $rc -eq 1 ] && grep -q GP_ASKPASS_SOCKET "$tmp/out"; echo $?)" "askpass helper alone exits 1"

if [ "$have_app" = true ]; then
  installed x "$bindir/gst-profile-inspector"
  installed f "$datadir/glib-2.0/schemas/$app_id.gschema.xml"
  installed f "$datadir/applications/$app_id.desktop"
  installed f "$datadir/metainfo/$app_id.metainfo.xml"
  installed f "$datadir/icons/hicolor/scalable/apps/$app_id.svg"
  installed f "$datadir/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
  installed f "$datadir/mime/packages/$app_id.xml"

  # The app looks for its helper where it was installed, not in the build tree first.
  grep -a -F -q "$libexecdir/gst-profile-askpass" "$dest$bindir/gst-profile-inspector"
  result $? "the app names the installed askpass helper"
  # The CLI's --open finds the installed app.
  grep -a -F -q "$bindir" "$dest$bindir/gst-profile"
  result $? "the CLI names the installed bindir"

  # The desktop file starts the installed program with the installed icon.
  grep -q "^Exec=gst-profile-inspector" "$dest$datadir/applications/$app_id.desktop"
  result $? "desktop file: Exec=gst-profile-inspector"
  grep -q "^Icon=$app_id\$" "$dest$datadir/applications/$app_id.desktop"
  result $? "desktop file: Icon=$app_id"

  # The installed schema compiles (what the post-install step does outside a destdir).
  if command -v glib-compile-schemas >/dev/null; then
    mkdir -p "$tmp/schemas"
    check "installed schema compiles" \
      glib-compile-schemas --strict --targetdir="$tmp/schemas" "$dest$datadir/glib-2.0/schemas"
    if command -v gsettings >/dev/null; then
      gsettings --schemadir "$tmp/schemas" list-keys "$app_id" >"$tmp/out" 2>&1 && [ -s "$tmp/out" ]
      result $? "installed schema has the app's keys"
    fi
  fi
fi

echo "1..$n"
[ "$failed" -eq 0 ]
