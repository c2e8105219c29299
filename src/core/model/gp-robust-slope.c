/* gp-robust-slope.c: the Theil–Sen slope of a series column, robust to spikes
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

/* A trend that one spike cannot make: the median of the slopes between every pair of samples
 * (Theil–Sen), which ignores up to ~29% of wild points. It is what tells a backlog or a process
 * that keeps growing from one that jumped once: the QLEAK rule reads it over a queue's level, and
 * `gst-profile buffers` over the process RSS up to a moment (its recent half: a process whose
 * memory grew and then levelled off is not growing any more). The samples are thinned evenly to
 * GP_ROBUST_SLOPE_MAX_POINTS first, so the cost is bounded whatever the capture's length. Here in
 * the model so that every layer above (analysis, the app's lanes) shares one definition. */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "gp-robust-slope.h"

/* 4 s of 250 ms windows. */
#define RECENT_MIN_POINTS 16

typedef struct
{
  double t;
  double v;
} Sample;

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return (da > db) - (da < db);
}

/* The Theil–Sen slope of the non-null samples from the @from-th one on. */
static double
slope_from (const GArray *t,
            const GArray *values,
            guint         end,
            gboolean      recent)
{
  g_autoptr(GArray) samples = NULL;
  g_autoptr(GArray) slopes = NULL;
  Sample points[GP_ROBUST_SLOPE_MAX_POINTS];
  guint n_points;

  end = MIN (end, MIN (t->len, values->len));
  samples = g_array_sized_new (FALSE, FALSE, sizeof (Sample), end);
  for (guint i = 0; i < end; i++)
    {
      Sample s = { g_array_index (t, double, i), g_array_index (values, double, i) };

      if (!isnan (s.t) && !isnan (s.v))
        g_array_append_val (samples, s);
    }
  if (samples->len < 2)
    return NAN;
  /* The later half, but never fewer than RECENT_MIN_POINTS (a short capture's memory grows in
   * steps: a few windows say little): what the trend is now. */
  if (recent && samples->len / 2 >= RECENT_MIN_POINTS)
    g_array_remove_range (samples, 0, samples->len / 2);
  else if (recent && samples->len > RECENT_MIN_POINTS)
    g_array_remove_range (samples, 0, samples->len - RECENT_MIN_POINTS);

  /* Evenly spread over the samples, the first and the last always in. */
  n_points = MIN (samples->len, GP_ROBUST_SLOPE_MAX_POINTS);
  for (guint k = 0; k < n_points; k++)
    {
      guint idx = (guint) ((guint64) k * (samples->len - 1) / (n_points - 1));

      points[k] = g_array_index (samples, Sample, idx);
    }

  slopes = g_array_sized_new (FALSE, FALSE, sizeof (double), n_points * (n_points - 1) / 2);
  for (guint i = 0; i < n_points; i++)
    for (guint j = i + 1; j < n_points; j++)
      {
        double slope;

        if (points[j].t == points[i].t)
          continue;
        slope = (points[j].v - points[i].v) / (points[j].t - points[i].t);
        g_array_append_val (slopes, slope);
      }
  if (slopes->len == 0)
    return NAN;

  qsort (slopes->data, slopes->len, sizeof (double), compare_doubles);
  if (slopes->len % 2 == 1)
    return g_array_index (slopes, double, slopes->len / 2);
  return (g_array_index (slopes, double, slopes->len / 2 - 1) +
          g_array_index (slopes, double, slopes->len / 2)) / 2;
}

double
gp_robust_slope (const GArray *t,
                 const GArray *values,
                 guint         end)
{
  g_return_val_if_fail (t != NULL, NAN);
  g_return_val_if_fail (values != NULL, NAN);
  return slope_from (t, values, end, FALSE);
}

double
gp_robust_slope_recent (const GArray *t,
                        const GArray *values,
                        guint         end)
{
  g_return_val_if_fail (t != NULL, NAN);
  g_return_val_if_fail (values != NULL, NAN);
  return slope_from (t, values, end, TRUE);
}
