/* gp-time-format.h: times as the time charts show them: seconds, or a clock for a long run
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

#include "gp-series.h"

G_BEGIN_DECLS

/* Times in a session, as the time charts show them: seconds ("12.25 s")
 * for a run shorter than GP_TIME_CLOCK_FROM seconds, a clock from the
 * start ("1:05:30", hours past 24 kept: "69:26:40") for a longer one,
 * where "40387.75 s" says little. */
#define GP_TIME_CLOCK_FROM 600.0

/* Whether times of a run of @duration seconds read as a clock. */
gboolean  gp_time_uses_clock  (double    duration);
/* @t to @resolution seconds (the digits shown: 0.01 gives two decimals). */
char     *gp_time_format      (double    t,
                               double    resolution,
                               gboolean  clock);
/* @t as the charts of @series' session show it (a clock for a long run). */
char     *gp_time_format_for_series (const GpSeries *series,
                                     double          t,
                                     double          resolution);
/* Window @window's time as every view shows it: its middle, to the digits
 * that show it exactly (gp_series_get_window_time()): "7.625 s". */
char     *gp_time_format_window (const GpSeries *series,
                                 guint           window);
/* A round tick step for about @target_ticks ticks over @span seconds: 1, 2,
 * 5 × 10^k seconds, or with @clock, whole seconds, minutes and hours
 * (1, 2, 5, 10, 15, 30 s or min; 1, 2, 3, 6, 12 h; then days). */
double    gp_time_nice_step   (double    span,
                               double    target_ticks,
                               gboolean  clock);

G_END_DECLS
