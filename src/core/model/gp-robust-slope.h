/* gp-robust-slope.h: the Theil–Sen slope of a series column, robust to spikes
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

/* At most this many samples, spread evenly over the non-null ones, enter
 * the pairwise estimate, so that a long capture costs no more than a short
 * one (256 samples: 32 640 pairs). */
#define GP_ROBUST_SLOPE_MAX_POINTS 256

/* The Theil–Sen slope of (@t[i], @values[i]) for i < @end: the median of
 * the pairwise slopes, in @values' unit per @t's unit. Windows where either
 * is null (NAN) are left out; pairs at the same time too. Both arrays hold
 * double and are index-aligned (a series' t and one of its columns); @end
 * is clamped to the shorter. NAN when fewer than two samples remain. */
double  gp_robust_slope  (const GArray *t,
                          const GArray *values,
                          guint         end);

/* The same over the later half of those samples, but never fewer than the
 * last 16 (4 s of windows; all of them when there are fewer): the trend
 * now, for a memory that grew and levelled off (a bounded queue filling
 * up) reads as flat, not as growing. */
double  gp_robust_slope_recent (const GArray *t,
                                const GArray *values,
                                guint         end);

G_END_DECLS
