/* gp-preflight.h: GpPreflight, what this machine or a board can capture (`gst-profile check`)
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

#pragma once

#include <glib.h>

#include "gp-session.h"

G_BEGIN_DECLS

/* The preflight of reference.md §8: platform, L4T, GStreamer version,
 * tracers, tegrastats. */
typedef struct
{
  char      *root;             /* where etc/nv_tegra_release and the device-tree model are read */
  char      *gst_launch;       /* path, or NULL when not found */
  char      *gstreamer;        /* "1.22.0", or "" when unknown */
  char      *platform;         /* jetson | mediatek | generic */
  char      *board;            /* device-tree model, or "" */
  char      *l4t;              /* "36.4.3", or "" */
  GPtrArray *tracers;          /* of char*, as listed by gst-inspect-1.0 coretracers */
  gboolean   element_latency;  /* GStreamer >= 1.18 */
  gboolean   stats;            /* the stats tracer is there (or nothing could be listed) */
  char      *tegrastats;       /* path, or NULL when not on PATH */
  GPtrArray *problems;         /* of char*, one line each */
} GpPreflight;

/* Probes this machine. @root is "/" when NULL. Never fails: what cannot be
 * found is reported as missing. */
GpPreflight *gp_preflight_run          (const char         *root);
void         gp_preflight_free         (GpPreflight        *preflight);
/* Builds the preflight from what a probe found elsewhere (a board over SSH):
 * the path of gst-launch-1.0 (NULL when missing), the outputs of
 * `gst-launch-1.0 --version` and `gst-inspect-1.0 coretracers`, the
 * contents of etc/nv_tegra_release and of the device-tree model, the path
 * of tegrastats; NULL for what is missing. */
GpPreflight *gp_preflight_new_from_probe (const char     *root,
                                          const char     *gst_launch,
                                          const char     *version_output,
                                          const char     *inspect_output,
                                          const char     *nv_tegra_release,
                                          const char     *model,
                                          const char     *tegrastats);

/* Copies the target fields (gstreamer, platform, board, l4t, sources,
 * capabilities) into @target. */
void         gp_preflight_fill_target  (const GpPreflight  *preflight,
                                        GpTarget           *target);

/* The `gst-profile check` block, each line ending in '\n'. */
char        *gp_preflight_format       (const GpPreflight  *preflight);

/* Checks every tracer named in a GST_TRACERS value ("a(params);b") exists:
 * a core tracer, or any tracer factory gst-inspect-1.0 knows. */
gboolean     gp_preflight_check_tracers (const GpPreflight *preflight,
                                         const char        *gst_tracers,
                                         GError           **error);

/* The parsers, for tests. */
char        *gp_preflight_parse_l4t       (const char      *nv_tegra_release);
char        *gp_preflight_parse_gst_version (const char    *version_output);
GPtrArray   *gp_preflight_parse_tracers   (const char      *inspect_output);
const char  *gp_preflight_platform_for    (gboolean         have_nv_tegra_release,
                                           const char      *model);
/* The tracer names of a GST_TRACERS value, without parameters. */
GStrv        gp_preflight_split_tracers   (const char      *gst_tracers);
/* "1.18.0" >= 1.18? */
gboolean     gp_preflight_version_at_least (const char     *version,
                                            guint           major,
                                            guint           minor);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpPreflight, gp_preflight_free)

G_END_DECLS
