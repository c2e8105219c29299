/* gp-chart-scale.h: the top of a lane's scale, robust to a spike (the steady state, clipped values marked)
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

G_BEGIN_DECLS

/* A lane scaled to its largest value flattens into a line when a start-up
 * spike is ten times its steady state. The top of the scale is the steady
 * state's largest value instead: the largest not more than
 * GP_CHART_SCALE_SPIKE_RATIO times the values' p90, with 10 % headroom;
 * values above the top are clipped (the chart marks them, the lane's label
 * and tooltip give the peak). Without such a spike nothing is clipped: the
 * top is the peak's, with the same headroom. The p90, not a higher
 * quantile: a 12 s capture has 49 windows, and its first second's spike is
 * four of them. */

#define GP_CHART_SCALE_SPIKE_RATIO 3.0
#define GP_CHART_SCALE_QUANTILE    0.9
/* Ranges longer than this are sampled for the quantile (runs of values
 * spread over the range). */
#define GP_CHART_SCALE_SAMPLES     1024

typedef struct
{
  double   top;      /* of the scale, > 0 */
  double   peak;     /* the largest value, NAN when there is none */
  gboolean clipped;  /* some value is above top */
} GpChartScale;

/* The scale of @values[@first, @last) (doubles, NAN = not measured). @peak:
 * their largest value when the caller knows it (a pyramid's), else NAN. */
void    gp_chart_scale_compute (const double *values,
                                guint         first,
                                guint         last,
                                double        peak,
                                GpChartScale *scale);

G_END_DECLS
