/* gp-time-axis.c: bounded tick loops for the time axes of the report and
 * the app, whatever times a session holds
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

/* The report's plots (core/render/gp-plot.c) and the app's lane charts (gp-lane-chart-layer.c) loop
 * over these ticks: at most GP_TIME_AXIS_MAX_TICKS (200) whatever the times (NaN, ±inf, 1e308, an
 * end before the start), times clamped to ±GP_TIME_AXIS_LIMIT_S (1e9 s, about 31 years), since a
 * session file may say anything. */

#include "config.h"

#include <math.h>

#include "gp-time-axis.h"

double
gp_time_axis_clamp (double t)
{
  if (isnan (t))
    return t;
  return CLAMP (t, -GP_TIME_AXIS_LIMIT_S, GP_TIME_AXIS_LIMIT_S);
}

guint
gp_time_axis_ticks (double  start,
                    double  end,
                    double  step,
                    double *first_k)
{
  double k0;
  double k1;

  g_return_val_if_fail (first_k != NULL, 0);

  *first_k = 0;
  if (!isfinite (start) || !isfinite (end) || !isfinite (step) || !(step > 0) || end < start)
    return 0;

  k0 = ceil (start / step);
  k1 = floor ((end + 1e-9) / step);
  if (!isfinite (k0) || !isfinite (k1) || k1 < k0)
    return 0;

  *first_k = k0;
  /* Compared as doubles: k1 - k0 may be far beyond any integer type. */
  if (k1 - k0 >= GP_TIME_AXIS_MAX_TICKS - 1)
    return GP_TIME_AXIS_MAX_TICKS;
  return (guint) (k1 - k0) + 1;
}

double
gp_time_axis_nice_step (double span,
                        double max_ticks)
{
  double raw;
  double magnitude;
  double norm;

  if (!isfinite (span) || !(span > 0))
    return 1;

  raw = span / MAX (max_ticks, 1);
  magnitude = pow (10, floor (log10 (raw)));
  norm = raw / magnitude;
  if (!isfinite (magnitude) || !(magnitude > 0))
    return 1;
  return (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude;
}
