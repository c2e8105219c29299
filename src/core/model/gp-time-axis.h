/* gp-time-axis.h: bounded ticks for time axes: limits, clamp, nice step
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

/* Times further than this from 0 (s, about 31 years) are clamped on an
 * axis: no capture lasts that long, and a session file may say anything. */
#define GP_TIME_AXIS_LIMIT_S 1e9

/* No axis draws more ticks than this, whatever its span and step. */
#define GP_TIME_AXIS_MAX_TICKS 200

/* @t clamped to ±GP_TIME_AXIS_LIMIT_S; NAN stays NAN. */
double   gp_time_axis_clamp      (double  t);

/* The ticks every @step s over [@start, @end] (with 1e-9 s of slack at the
 * end): tick i is at (*first_k + i) · @step. Returns their number, at most
 * GP_TIME_AXIS_MAX_TICKS, and 0 when a value is not finite, @step is not
 * positive or @end is before @start. */
guint    gp_time_axis_ticks      (double  start,
                                  double  end,
                                  double  step,
                                  double *first_k);

/* A round step (1, 2, 5 × 10^k s) for at most about @max_ticks ticks over
 * @span s. */
double   gp_time_axis_nice_step  (double  span,
                                  double  max_ticks);

G_END_DECLS
