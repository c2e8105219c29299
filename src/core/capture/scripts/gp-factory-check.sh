# SPDX-License-Identifier: GPL-3.0-or-later
# gp-factory-check.sh: which of the factories given as arguments gst-inspect-1.0 does not know
# (gp-factory-check.c, here or on a board).
command -v gst-inspect-1.0 >/dev/null 2>&1 || { echo '@@GP no-inspect'; exit 0; }
for f; do gst-inspect-1.0 "$f" >/dev/null 2>&1 || echo "@@GP missing $f"; done
echo '@@GP end'
