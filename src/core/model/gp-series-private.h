/* gp-series-private.h: what the session loaders need of a GpSeries: int masks, shared columns
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

#include "gp-series.h"

G_BEGIN_DECLS

/* Which samples of a double column were spelled as JSON integers in the
 * loaded file (`4`, not `4.0`): the reference keeps that distinction in its
 * evidence. One bit per window, bit i of byte i / 8; set by the session
 * loaders only, for the columns they read. */
GArray   *_gp_series_ensure_int_mask   (GpSeries       *series,
                                        GArray         *column);
gboolean  _gp_series_sample_is_int    (const GpSeries *series,
                                        GArray         *column,
                                        guint           i);
/* The mask of @column (NULL: no sample of it was an integer), for a
 * reader of every sample: _gp_int_mask_get() then needs no lookup each. */
GArray   *_gp_series_get_int_mask     (const GpSeries *series,
                                        GArray         *column);

/* Changes whenever an element's or a link's series may have moved to another key or gone (a
 * rename, a merge, a removal): one kept from before is then looked up again. Adding one moves
 * none. */
guint     _gp_series_get_generation   (const GpSeries *series);

void      _gp_series_set_window_ms     (GpSeries       *series,
                                        guint           window_ms);

/* A loaded session's series is often sparse (no CPU per element, no queue
 * level but for queues, links without bytes/s): its columns that hold
 * nothing (NAN; 0 for buffers and stalled) can be one shared array, until
 * something is written. These add a key whose columns are all shared; a
 * writer first takes a column of its own with _gp_series_own_column()
 * (gp_series_append_window() does that itself). */
GpElementSeries *_gp_series_add_element_shared (GpSeries       *series,
                                                const char     *element_id);
GpLinkSeries    *_gp_series_add_link_shared    (GpSeries       *series,
                                                const char     *link_id);
gboolean         _gp_series_column_is_shared   (const GpSeries *series,
                                                GArray         *column);
GArray          *_gp_series_own_column         (GpSeries       *series,
                                                GArray        **column);
/* The same without the copy: the samples of the new column are undefined
 * until its writer (a reader that writes every one) sets them. */
GArray          *_gp_series_own_column_unset   (GpSeries       *series,
                                                GArray        **column);
/* A series of the windows @t (taken), every column shared and empty (the
 * readers own what they fill); and row @i of cpu_pct_per_core, owned. */
GpSeries        *_gp_series_new_for_t          (guint           window_ms,
                                                GArray         *t);
GArray          *_gp_series_own_core_row       (GpSeries       *series,
                                                guint           i);
/* Lets go of the shared columns no column uses any more (a reader took
 * columns of its own for all the keys it filled). */
void             _gp_series_drop_unused_shared (GpSeries       *series);

static inline void
_gp_int_mask_set (GArray *mask,
                  guint   i)
{
  if (i / 8 < mask->len)
    g_array_index (mask, guint8, i / 8) |= (guint8) (1u << (i % 8));
}

static inline gboolean
_gp_int_mask_get (GArray *mask,
                  guint   i)
{
  return mask != NULL && i / 8 < mask->len && ((g_array_index (mask, guint8, i / 8) >> (i % 8)) & 1);
}

/* `buffers` from a JSON number: truncated toward zero like Python's int(),
 * saturated instead of undefined outside GpCount's range. */
static inline GpCount
_gp_series_count_from_double (double v)
{
  if (isnan (v))
    return 0;
  if (v >= (double) GP_COUNT_MAX)
    return GP_COUNT_MAX;
  if (v <= (double) G_MININT32)
    return G_MININT32;
  return (GpCount) v;
}

/* A measured count, saturated the same way. */
static inline GpCount
_gp_series_count_from_uint64 (guint64 v)
{
  return v >= (guint64) GP_COUNT_MAX ? GP_COUNT_MAX : (GpCount) v;
}

G_END_DECLS
