/* gp-series-pyramid.c: min/max decimation levels of one series column (GpSeriesPyramid)
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

/* What lets a chart draw a 10^6-window series at its pixel width: the min and max of any index
 * range answered from a few buckets (fanout GP_SERIES_PYRAMID_FANOUT = 8) instead of every value.
 * Built once over a referenced double column, a copy, or a link's 0/1 stalled flags; the levels are
 * floats (display only, half the size of doubles). Immutable once built, so any thread may read it.
 * Used by the app's lanes (gp-chart-lanes.c); the core only provides it. */

#include "config.h"

#include <math.h>

#include "gp-series-pyramid.h"

#define FANOUT GP_SERIES_PYRAMID_FANOUT

/* The levels are floats: they only serve drawing, and half the size of
 * doubles. A float rounds monotonically, so the min (max) of rounded values
 * is the rounded min (max): a range's answer is exact to float. */
typedef struct
{
  float *min;   /* NAN: the bucket holds nulls only */
  float *max;
  gsize  n;
} Level;

struct _GpSeriesPyramid
{
  const double *values;    /* or NULL, with @flags */
  const guint8 *flags;     /* non-zero = 1.0, zero = null */
  gsize         n_values;
  double       *owned;     /* the copy behind @values, or NULL */
  GArray       *array;     /* the array behind @values or @flags, or NULL */
  GArray       *levels;    /* of Level, coarser and coarser */
};

typedef struct
{
  double   min;
  double   max;
  gboolean any;
} Extent;

static inline void
extent_add (Extent *extent,
            double  min,
            double  max)
{
  if (isnan (min))
    return;

  if (!extent->any)
    {
      extent->min = min;
      extent->max = max;
      extent->any = TRUE;
      return;
    }

  if (min < extent->min)
    extent->min = min;
  if (max > extent->max)
    extent->max = max;
}

/* The min/max of entries [@lo, @hi) of level @k (0: the values). */
static void
scan (const GpSeriesPyramid *self,
      guint                  k,
      gsize                  lo,
      gsize                  hi,
      Extent                *extent)
{
  if (k == 0 && self->values != NULL)
    {
      for (gsize i = lo; i < hi; i++)
        extent_add (extent, self->values[i], self->values[i]);
    }
  else if (k == 0)
    {
      for (gsize i = lo; i < hi; i++)
        if (self->flags[i] != 0)
          extent_add (extent, 1.0, 1.0);
    }
  else
    {
      const Level *level = &g_array_index (self->levels, Level, k - 1);

      for (gsize i = lo; i < hi; i++)
        extent_add (extent, level->min[i], level->max[i]);
    }
}

static void
build_levels (GpSeriesPyramid *self)
{
  gsize n = self->n_values;
  guint k = 0;

  self->levels = g_array_new (FALSE, FALSE, sizeof (Level));

  /* Levels stop once FANOUT entries cover the series: scanning them is as
   * cheap as one more level. */
  while (n > FANOUT)
    {
      Level level;

      level.n = (n + FANOUT - 1) / FANOUT;
      level.min = g_new (float, level.n);
      level.max = g_new (float, level.n);

      for (gsize j = 0; j < level.n; j++)
        {
          Extent extent = { NAN, NAN, FALSE };

          scan (self, k, j * FANOUT, MIN ((j + 1) * FANOUT, n), &extent);
          level.min[j] = extent.any ? (float) extent.min : NAN;
          level.max[j] = extent.any ? (float) extent.max : NAN;
        }

      g_array_append_val (self->levels, level);
      n = level.n;
      k++;
    }
}

GpSeriesPyramid *
gp_series_pyramid_new (const double *values,
                       gsize         n_values)
{
  GpSeriesPyramid *self;

  g_return_val_if_fail (values != NULL || n_values == 0, NULL);

  self = g_new0 (GpSeriesPyramid, 1);
  self->owned = n_values > 0 ? g_memdup2 (values, n_values * sizeof (double)) : NULL;
  self->values = self->owned;
  self->n_values = n_values;
  build_levels (self);

  return self;
}

GpSeriesPyramid *
gp_series_pyramid_new_for_array (GArray *values)
{
  GpSeriesPyramid *self;

  g_return_val_if_fail (values != NULL, NULL);
  g_return_val_if_fail (g_array_get_element_size (values) == sizeof (double), NULL);

  self = g_new0 (GpSeriesPyramid, 1);
  self->array = g_array_ref (values);
  self->values = (const double *) (gpointer) values->data;
  self->n_values = values->len;
  build_levels (self);

  return self;
}

GpSeriesPyramid *
gp_series_pyramid_new_for_flags (GArray *flags)
{
  GpSeriesPyramid *self;

  g_return_val_if_fail (flags != NULL, NULL);
  g_return_val_if_fail (g_array_get_element_size (flags) == sizeof (guint8), NULL);

  self = g_new0 (GpSeriesPyramid, 1);
  self->array = g_array_ref (flags);
  self->flags = (const guint8 *) flags->data;
  self->n_values = flags->len;
  build_levels (self);

  return self;
}

void
gp_series_pyramid_free (GpSeriesPyramid *self)
{
  if (self == NULL)
    return;

  for (guint k = 0; k < self->levels->len; k++)
    {
      Level *level = &g_array_index (self->levels, Level, k);

      g_free (level->min);
      g_free (level->max);
    }
  g_array_unref (self->levels);
  g_clear_pointer (&self->array, g_array_unref);
  g_free (self->owned);
  g_free (self);
}

gsize
gp_series_pyramid_get_n_values (const GpSeriesPyramid *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_values;
}

guint
gp_series_pyramid_get_n_levels (const GpSeriesPyramid *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->levels->len;
}

gsize
gp_series_pyramid_get_level_bytes (const GpSeriesPyramid *self)
{
  gsize bytes = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint k = 0; k < self->levels->len; k++)
    bytes += 2 * sizeof (float) * g_array_index (self->levels, Level, k).n;

  return bytes;
}

gboolean
gp_series_pyramid_get_range (const GpSeriesPyramid *self,
                             gsize                  start,
                             gsize                  end,
                             double                *min,
                             double                *max)
{
  Extent extent = { NAN, NAN, FALSE };
  gsize lo, hi;
  guint k = 0;

  g_return_val_if_fail (self != NULL, FALSE);

  lo = start;
  hi = MIN (end, self->n_values);

  /* Climb while whole buckets of the next level fit in the range: the
   * ragged ends are read at this level, the middle one level up. */
  while (lo < hi)
    {
      gsize next_lo = (lo + FANOUT - 1) / FANOUT * FANOUT;
      gsize next_hi = hi / FANOUT * FANOUT;

      if (k == self->levels->len || next_lo >= next_hi)
        {
          scan (self, k, lo, hi, &extent);
          break;
        }

      scan (self, k, lo, next_lo, &extent);
      scan (self, k, next_hi, hi, &extent);
      lo = next_lo / FANOUT;
      hi = next_hi / FANOUT;
      k++;
    }

  /* The ragged ends were read as doubles: rounded like the levels. */
  if (min != NULL)
    *min = extent.any ? (float) extent.min : NAN;
  if (max != NULL)
    *max = extent.any ? (float) extent.max : NAN;

  return extent.any;
}
