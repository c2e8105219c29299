/* gp-tegrastats.h: Jetson tegrastats lines and the tegrastats process
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

#include <gio/gio.h>

G_BEGIN_DECLS

/* One parsed tegrastats line (reference.md §2, "tegrastats"), of any
 * JetPack from 4 to 7. NAN is None: the unit is absent, or on with an
 * unknown load (a frequency alone: `NVENC 716`, `NVENC0_FREQ @1556`,
 * `GR3D_FREQ @[314,314]`). A unit `off`, or clocked at 0 MHz, is 0 %.
 * Engines with several instances (NVENC0/NVENC1, NVDEC, NVJPG0/NVJPG1) keep
 * the busiest instance's load. */
typedef struct
{
  GArray  *cpu_pct_per_core;  /* double, NAN for an "off" core; NULL without a CPU [...] */
  double   gr3d_pct;
  double   vic_pct;
  double   nvenc_pct;
  double   nvdec_pct;
  double   emc_pct;
  double   nvjpg_pct;
  double   ram_used_mb;       /* `RAM used/totalMB`; NAN without it */
  double   ram_total_mb;
  /* JP5 and later begin a line with `MM-DD-YYYY HH:MM:SS` (the board's
   * local time): seconds since 1970 of those fields read as UTC. */
  gboolean has_stamp;
  gint64   stamp_s;
} GpTegraSample;

GpTegraSample *gp_tegra_sample_new    (void);
GpTegraSample *gp_tegra_sample_copy   (const GpTegraSample *sample);
void           gp_tegra_sample_free   (GpTegraSample       *sample);
/* TRUE when the sample holds nothing (a garbage line): no load, no CPU
 * list, no RAM. */
gboolean       gp_tegra_sample_is_empty (const GpTegraSample *sample);

/* Parses one line, tolerantly: unknown tokens are skipped, a garbage line
 * gives an empty sample. Never fails. */
GpTegraSample *gp_tegrastats_parse_line (const char          *line);

#define GP_TYPE_TEGRASTATS (gp_tegrastats_get_type ())

G_DECLARE_FINAL_TYPE (GpTegrastats, gp_tegrastats, GP, TEGRASTATS, GObject)

/* Runs `@path --interval @interval_ms` and keeps the latest parsed line. */
GpTegrastats        *gp_tegrastats_new        (const char     *path,
                                               guint           interval_ms);
gboolean             gp_tegrastats_start      (GpTegrastats   *self,
                                               GError        **error);
/* SIGTERM, then SIGKILL after 2 s; returns when it has exited. */
void                 gp_tegrastats_stop       (GpTegrastats   *self);
/* The latest non-empty sample, or NULL before the first one. */
const GpTegraSample *gp_tegrastats_get_latest (GpTegrastats   *self);
guint64              gp_tegrastats_get_n_lines (GpTegrastats  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpTegraSample, gp_tegra_sample_free)

G_END_DECLS
