/* gp-capture-env.c: the tracer and debug settings a capture gives its child (reference.md §2)
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

/* The GST_TRACERS and GST_DEBUG values of a capture, as the reference sets them: the CLI's run and
 * wrap, the app's capture dialog and Re-run, locally and over SSH, all ask here, so that they agree.
 * Where our tracer plugin is found (a local capture: gp_transport_local_set_tracers()), the stock
 * default gives way to its in-process equivalent, gp_capture_in_process_tracers_for(): `gpstats`
 * measures what `latency` and `stats` log per buffer and writes it once a window (src/tracer).
 * A board over SSH has none of ours and keeps the stock tracers; `--tracers` is verbatim. */

#include "config.h"

#include <string.h>

#include "gp-capture.h"

char *
gp_capture_tracers_for (const char *tracers,
                        gboolean    lite,
                        gboolean    element_latency)
{
  if (tracers != NULL)
    return g_strdup (tracers);
  if (lite)
    return g_strdup ("latency(flags=pipeline+element+reported)");
  if (element_latency)
    return g_strdup ("latency(flags=pipeline+element+reported);stats");
  return g_strdup ("latency;stats");
}

const char *
gp_capture_debug_for (const char *mode)
{
  if (g_strcmp0 (mode, "wrap") == 0)
    return "GST_TRACER:7,GST_EVENT:5";
  return "GST_TRACER:7";
}

char *
gp_capture_in_process_tracers_for (const char *stock)
{
  g_auto(GStrv) parts = NULL;
  gboolean stats = FALSE;

  g_return_val_if_fail (stock != NULL, NULL);

  parts = g_strsplit (stock, ";", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    stats |= strcmp (parts[i], "stats") == 0;
  return g_strdup (stats ? "gpstats;gpqueuelevels;gpwhereabouts"
                         : "gpstats(lite=true);gpqueuelevels;gpwhereabouts");
}
