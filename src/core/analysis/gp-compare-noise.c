/* gp-compare-noise.c: when a before/after difference is a change, and a run's own noise
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

/* The same pipeline captured twice never gives the same figures: a p95 over a few seconds of
 * windows is one or two of its slowest windows, and which windows a load burst or a filling queue
 * hits changes from run to run. So a difference counts as better or worse only beyond a threshold:
 * 5 % of the before value, an absolute floor per unit (0.1 ms, 0.5 fps, 1 point, 64 KiB) and the two
 * runs' own noise added up, each read from the run's per-window series: the windows' robust spread
 * (1.4826 × MAD) and the standard error of the whole-run figure as the order statistic it is (the
 * exact bootstrap standard deviation of that rank, widened for windows that follow one another),
 * the preroll window left out when the figure does not rest on it (a real capture's first window
 * can be ten times its others, and in every run). gp-compare.c takes these for each figure; the
 * CLI and the app only show what it decided. */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "gp-compare.h"
#include "gp-pymath.h"

#define RELATIVE_FLOOR   0.05
#define MAD_TO_SIGMA     1.4826
#define MAX_RHO          0.9
/* Order statistics farther than this many standard deviations from the
 * rank carry no weight a double can hold. */
#define RANK_REACH       12.0

double
gp_compare_threshold (double        before,
                      double        noise_before,
                      double        noise_after,
                      GpCompareUnit unit)
{
  double floor_abs;
  double noise = 0;

  switch (unit)
    {
    case GP_COMPARE_UNIT_FPS:
      floor_abs = 0.5;
      break;
    case GP_COMPARE_UNIT_PERCENT:
      floor_abs = 1.0;
      break;
    case GP_COMPARE_UNIT_BYTES:
      floor_abs = 64.0 * 1024.0;
      break;
    case GP_COMPARE_UNIT_MS:
    default:
      floor_abs = 0.1;
      break;
    }

  if (!isnan (noise_before))
    noise += fabs (noise_before);
  if (!isnan (noise_after))
    noise += fabs (noise_after);

  return MAX (MAX (RELATIVE_FLOOR * fabs (before), floor_abs), noise);
}

GpCompareTrend
gp_compare_classify (GpNumber      before,
                     GpNumber      after,
                     double        noise_before,
                     double        noise_after,
                     GpCompareUnit unit)
{
  double delta;
  gboolean lower;

  if (gp_number_is_none (before) || gp_number_is_none (after))
    return GP_COMPARE_TREND_UNKNOWN;

  delta = after.value - before.value;
  if (!(fabs (delta) > gp_compare_threshold (before.value, noise_before, noise_after, unit)))
    return GP_COMPARE_TREND_SAME;

  lower = delta < 0;
  if (unit == GP_COMPARE_UNIT_FPS)
    lower = !lower;
  return lower ? GP_COMPARE_TREND_BETTER : GP_COMPARE_TREND_WORSE;
}

/* The values that are not NAN, in their order; their count in @n_out. */
static double *
measured (const double *values,
          guint         n_values,
          guint        *n_out)
{
  double *out = g_new (double, MAX (n_values, 1));
  guint n = 0;

  for (guint i = 0; i < n_values; i++)
    if (!isnan (values[i]))
      out[n++] = values[i];
  *n_out = n;
  return out;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median_of (double *values,
           guint   n)
{
  double upper = gp_select_kth (values, n, n / 2);

  if (n % 2 == 1)
    return upper;
  return (gp_select_kth (values, n, n / 2 - 1) + upper) / 2.0;
}

double
gp_compare_window_spread (const double *values,
                          guint         n_values)
{
  g_autofree double *v = NULL;
  double median;
  guint n;

  g_return_val_if_fail (values != NULL || n_values == 0, 0);

  v = measured (values, n_values, &n);
  if (n < 2)
    return 0;

  median = median_of (v, n);
  for (guint i = 0; i < n; i++)
    v[i] = fabs (v[i] - median);
  return MAD_TO_SIGMA * median_of (v, n);
}

/* The continued fraction of the incomplete beta function (Lentz). */
static double
beta_fraction (double a,
               double b,
               double x)
{
  const double tiny = 1e-300;
  double c = 1.0;
  double d = 1.0 - (a + b) * x / (a + 1.0);
  double h;

  if (fabs (d) < tiny)
    d = tiny;
  d = 1.0 / d;
  h = d;

  for (int m = 1; m <= 10000; m++)
    {
      double m2 = 2.0 * m;
      double aa = m * (b - m) * x / ((a - 1.0 + m2) * (a + m2));
      double delta;

      d = 1.0 + aa * d;
      d = fabs (d) < tiny ? tiny : d;
      c = 1.0 + aa / c;
      c = fabs (c) < tiny ? tiny : c;
      d = 1.0 / d;
      h *= d * c;

      aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1.0 + m2));
      d = 1.0 + aa * d;
      d = fabs (d) < tiny ? tiny : d;
      c = 1.0 + aa / c;
      c = fabs (c) < tiny ? tiny : c;
      d = 1.0 / d;
      delta = d * c;
      h *= delta;
      if (fabs (delta - 1.0) < 1e-15)
        break;
    }
  return h;
}

/* The regularized incomplete beta function I_x(a, b): here the chance that
 * at least a of a + b − 1 draws fall at or below quantile x. */
static double
incomplete_beta (double a,
                 double b,
                 double x)
{
  double front;

  if (x <= 0)
    return 0;
  if (x >= 1)
    return 1;

  front = exp (lgamma (a + b) - lgamma (a) - lgamma (b) + a * log (x) + b * log1p (-x));
  if (x < (a + 1.0) / (a + b + 2.0))
    return front * beta_fraction (a, b, x) / a;
  return 1.0 - front * beta_fraction (b, a, 1.0 - x) / b;
}

/* The lag-1 autocorrelation of @v, clamped to [0, MAX_RHO]. */
static double
lag1_autocorrelation (const double *v,
                      guint         n)
{
  double mean = 0, num = 0, den = 0;

  if (n < 3)
    return 0;

  for (guint i = 0; i < n; i++)
    mean += v[i];
  mean /= n;
  for (guint i = 0; i < n; i++)
    {
      den += (v[i] - mean) * (v[i] - mean);
      if (i + 1 < n)
        num += (v[i] - mean) * (v[i + 1] - mean);
    }
  if (den <= 0)
    return 0;
  return CLAMP (num / den, 0.0, MAX_RHO);
}

double
gp_compare_rank_error (const double *values,
                       guint         n_values,
                       double        quantile)
{
  g_autofree double *v = NULL;
  double a, b, sd_rank, rho, mean = 0, var = 0, total = 0, below;
  guint n, k, first, last;

  g_return_val_if_fail (values != NULL || n_values == 0, 0);

  v = measured (values, n_values, &n);
  if (n < 2)
    return 0;
  rho = lag1_autocorrelation (v, n);
  qsort (v, n, sizeof (double), compare_doubles);

  /* A resample of the n windows has its k-th smallest at or below the i-th
   * value when at least k of its n draws are: I_{i/n}(k, n − k + 1). */
  k = gp_nearest_rank_index (n, CLAMP (quantile, 0.0, 1.0)) + 1;
  a = k;
  b = n - k + 1;
  sd_rank = sqrt (a * b / n) + 1.0;
  first = (guint) MAX (0.0, floor (k - 1 - RANK_REACH * sd_rank));
  last = (guint) MIN ((double) n, ceil (k + RANK_REACH * sd_rank));

  /* Two passes over the weights: the mean, then the spread about it. */
  for (int pass = 0; pass < 2; pass++)
    {
      below = incomplete_beta (a, b, (double) first / n);
      for (guint i = first; i < last; i++)
        {
          double upto = incomplete_beta (a, b, (double) (i + 1) / n);
          double w = MAX (upto - below, 0.0);

          below = upto;
          if (pass == 0)
            {
              mean += w * v[i];
              total += w;
            }
          else
            var += w * (v[i] - mean) * (v[i] - mean);
        }
      if (pass == 0 && total > 0)
        mean /= total;
    }
  if (total <= 0)
    return 0;

  return sqrt (var / total) * sqrt ((1.0 + rho) / (1.0 - rho));
}

double
gp_compare_series_noise (const double    *values,
                         guint            n_values,
                         GpCompareFigure  figure)
{
  g_autofree double *v = NULL;
  const double *from;
  guint n;

  g_return_val_if_fail (values != NULL || n_values == 0, 0);

  v = measured (values, n_values, &n);
  if (figure == GP_COMPARE_FIGURE_MINIMUM)
    return gp_compare_rank_error (v, n, 0.0);

  from = v;
  if (n >= 3)
    {
      g_autofree double *sorted = g_memdup2 (v, n * sizeof (double));
      double p95 = gp_select_kth (sorted, n, gp_nearest_rank_index (n, 0.95));

      if (v[0] > p95)
        {
          from = v + 1;
          n--;
        }
    }

  return gp_compare_window_spread (from, n) + gp_compare_rank_error (from, n, 0.95);
}
