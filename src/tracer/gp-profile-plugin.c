/* gp-profile-plugin.c: the `gpprofile` GStreamer plugin: registers gpqueuelevels, gpstats and gpwhereabouts
 *
 * Copyright 2026 The gst-profile authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* libgstgpprofile.so is loaded by the profiled process (GST_PLUGIN_PATH set by `run` and `wrap`)
 * and enabled by naming its tracers in GST_TRACERS; its records travel in the same GST_TRACER log
 * stream as the stock tracers'. */

#include "config.h"

/* GST_PLUGIN_DEFINE names the package through PACKAGE. */
#define PACKAGE "gst-profile"

#include <gst/gst.h>

#include "gp-queue-levels-tracer.h"
#include "gp-stats-tracer.h"
#include "gp-whereabouts-tracer.h"

static gboolean
plugin_init (GstPlugin *plugin)
{
  return gst_tracer_register (plugin, "gpqueuelevels", GP_TYPE_QUEUE_LEVELS_TRACER) &&
         gst_tracer_register (plugin, "gpstats", GP_TYPE_STATS_TRACER) &&
         gst_tracer_register (plugin, "gpwhereabouts", GP_TYPE_WHEREABOUTS_TRACER);
}

GST_PLUGIN_DEFINE (GST_VERSION_MAJOR, GST_VERSION_MINOR,
                   gpprofile,
                   "gst-profile tracers: queue levels, in-process processing time, latency and flow, buffer whereabouts",
                   plugin_init, PACKAGE_VERSION, "GPL", "gst-profile",
                   "https://github.com/gstprofile/gst-profile")
