# SPDX-License-Identifier: GPL-3.0-or-later
# gp-remote-probe.sh: what a board has (gp-ssh.c), one @@GP section each. Argument: the root
# the Jetson files are read from (/ on a board).
r=${1%/}
if p=$(command -v gst-launch-1.0); then
  echo '@@GP gst_launch'; echo "$p"
  echo '@@GP version'; gst-launch-1.0 --version 2>/dev/null
fi
if command -v gst-inspect-1.0 >/dev/null; then
  echo '@@GP tracers'; gst-inspect-1.0 coretracers 2>/dev/null
fi
if [ -r "$r/etc/nv_tegra_release" ]; then
  echo '@@GP nv_tegra_release'; cat "$r/etc/nv_tegra_release"; echo
fi
for m in "$r/proc/device-tree/model" "$r/sys/firmware/devicetree/base/model"; do
  if [ -r "$m" ]; then echo '@@GP model'; tr '\000' ' ' < "$m"; echo; break; fi
done
if p=$(command -v tegrastats); then echo '@@GP tegrastats'; echo "$p"; fi
echo '@@GP end'
