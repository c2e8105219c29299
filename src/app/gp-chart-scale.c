/* gp-chart-scale.c: the top of a lane's scale, robust to a spike (the steady state, clipped values marked)
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

/* The lane chart asks for a lane's scale whenever its visible range changes, so this stays cheap
 * at 10^6 windows: at most GP_CHART_SCALE_SAMPLES values are looked at (runs of consecutive ones
 * spread over a longer range), the quantile is a selection (no sort), and the peak comes from the
 * lane's pyramid. A
 * plain function of the values (no GTK, no session), unit-tested in tests/app/test-chart-scale.c. */

#include "config.h"

#include <math.h>

#include "gp-chart-scale.h"

#define HEADROOM 1.1
#define SAMPLE_BLOCKS 32

static void
swap (double *a,
      double *b)
{
  double t = *a;

  *a = *b;
  *b = t;
}

/* The @k-th smallest of @v[0, @n) (Wirth's selection; @v is reordered). */
static double
select_kth (double *v,
            gssize  n,
            gssize  k)
{
  gssize lo = 0, hi = n - 1;

  while (lo < hi)
    {
      double pivot = v[k];
      gssize i = lo, j = hi;

      do
        {
          while (v[i] < pivot)
            i++;
          while (pivot < v[j])
            j--;
          if (i <= j)
            {
              swap (&v[i], &v[j]);
              i++;
              j--;
            }
        }
      while (i <= j);
      if (j < k)
        lo = i;
      if (k < i)
        hi = j;
    }

  return v[k];
}

void
gp_chart_scale_compute (const double *values,
                        guint         first,
                        guint         last,
                        double        peak,
                        GpChartScale *scale)
{
  g_autofree double *sample = NULL;
  guint span, blocks, block, n = 0;
  double sampled_peak = -INFINITY, quantile, steady = -INFINITY, limit;

  g_return_if_fail (scale != NULL);

  scale->top = 1.0;
  scale->peak = NAN;
  scale->clipped = FALSE;
  if (values == NULL || last <= first)
    return;

  /* Every value of a short range; of a long one, SAMPLE_BLOCKS runs of
   * consecutive values spread evenly over it (a stride through 10^6
   * values would miss the cache at every one). */
  span = last - first;
  blocks = span > GP_CHART_SCALE_SAMPLES ? SAMPLE_BLOCKS : 1;
  block = span > GP_CHART_SCALE_SAMPLES ? GP_CHART_SCALE_SAMPLES / SAMPLE_BLOCKS : span;
  sample = g_new (double, (gsize) blocks * block);
  for (guint b = 0; b < blocks; b++)
    {
      guint from = first + (guint) ((guint64) (span - block) * b / MAX (blocks - 1, 1));

      for (guint i = from; i < from + block; i++)
        if (isfinite (values[i]))
          {
            sample[n++] = values[i];
            sampled_peak = MAX (sampled_peak, values[i]);
          }
    }
  if (n == 0)
    return;

  if (!isfinite (peak))
    peak = sampled_peak;
  scale->peak = peak;

  quantile = select_kth (sample, n, (gssize) MIN ((guint) ceil (GP_CHART_SCALE_QUANTILE * n), n) - 1);
  limit = GP_CHART_SCALE_SPIKE_RATIO * quantile;

  /* No spike above the steady state (or none to tell: p90 at or below 0):
   * the whole range shows. */
  if (!(quantile > 0) || peak <= limit)
    {
      scale->top = peak > 0 ? peak * HEADROOM : 1.0;
      return;
    }

  for (guint i = 0; i < n; i++)
    if (sample[i] <= limit)
      steady = MAX (steady, sample[i]);

  scale->top = steady * HEADROOM;
  scale->clipped = peak > scale->top;
}
