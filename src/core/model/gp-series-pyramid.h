/* gp-series-pyramid.h: min/max decimation levels of one series column (GpSeriesPyramid)
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

/* Min/max decimation levels of one series column, built once, so that a
 * chart can ask for the min and max of any index range (one pixel column
 * of a 10^6-window series) without visiting every value: level k holds the
 * min and max of buckets of GP_SERIES_PYRAMID_FANOUT^k values, and a range
 * is answered from the coarsest buckets that fit inside it plus at most
 * FANOUT - 1 finer ones at each end. Null values (NAN) are skipped; a
 * bucket of nulls only is null. The levels are floats (a seventh of the
 * values' size in all), and so are the answers: the min and max rounded to
 * float, exactly. Immutable once built: any thread may read. */
typedef struct _GpSeriesPyramid GpSeriesPyramid;

#define GP_SERIES_PYRAMID_FANOUT 8

/* Copies @n_values doubles (NAN = null). */
GpSeriesPyramid *gp_series_pyramid_new            (const double          *values,
                                                   gsize                  n_values);
/* The same for a GArray of double, which is referenced, not copied: keep it
 * unchanged while the pyramid lives. */
GpSeriesPyramid *gp_series_pyramid_new_for_array  (GArray                *values);
/* For a GArray of guint8 flags (referenced, not copied): non-zero reads
 * as 1.0, zero as null (a link's stalled windows). */
GpSeriesPyramid *gp_series_pyramid_new_for_flags  (GArray                *flags);
void             gp_series_pyramid_free           (GpSeriesPyramid       *self);

gsize            gp_series_pyramid_get_n_values   (const GpSeriesPyramid *self);
/* Levels above the values themselves (0 for a short series). */
guint            gp_series_pyramid_get_n_levels   (const GpSeriesPyramid *self);
/* Bytes held by the levels (not the values). */
gsize            gp_series_pyramid_get_level_bytes (const GpSeriesPyramid *self);
/* Min and max of the non-null values with index in [@start, @end) (clamped
 * to the series), rounded to float; FALSE, with both set to NAN, when
 * there is none. */
gboolean         gp_series_pyramid_get_range      (const GpSeriesPyramid *self,
                                                   gsize                  start,
                                                   gsize                  end,
                                                   double                *min,
                                                   double                *max);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpSeriesPyramid, gp_series_pyramid_free)

G_END_DECLS
