/* test-compare-noise.c: when a before/after difference is a change (core/analysis/gp-compare-noise.c)
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

/* The threshold's three parts (5 % of before, the unit's floor, both runs' noise) and which one
 * wins; better and worse beyond it, about the same within it, fps the other way round; the windows'
 * spread (MAD) and the rank error against cases worked out by hand (a bootstrap of two or three
 * windows), NaNs skipped, the widening for windows that follow one another, a long series
 * against the large-sample standard error of a percentile; a figure's noise with and without the
 * preroll window. */

#include "config.h"

#include <math.h>

#include "gp-compare.h"

static GpNumber
num (double value)
{
  return (GpNumber) { value, FALSE };
}

static void
test_floors (void)
{
  /* 5 % of before when that is larger than the floor */
  g_assert_cmpfloat_with_epsilon (gp_compare_threshold (20.0, 0, 0, GP_COMPARE_UNIT_MS), 1.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (gp_compare_threshold (-20.0, 0, 0, GP_COMPARE_UNIT_MS), 1.0, 1e-12);
  /* the unit's floor below that */
  g_assert_cmpfloat (gp_compare_threshold (1.0, 0, 0, GP_COMPARE_UNIT_MS), ==, 0.1);
  g_assert_cmpfloat (gp_compare_threshold (0.0, 0, 0, GP_COMPARE_UNIT_MS), ==, 0.1);
  g_assert_cmpfloat (gp_compare_threshold (5.0, 0, 0, GP_COMPARE_UNIT_FPS), ==, 0.5);
  g_assert_cmpfloat_with_epsilon (gp_compare_threshold (30.0, 0, 0, GP_COMPARE_UNIT_FPS), 1.5, 1e-12);
  g_assert_cmpfloat (gp_compare_threshold (10.0, 0, 0, GP_COMPARE_UNIT_PERCENT), ==, 1.0);
  g_assert_cmpfloat (gp_compare_threshold (1e5, 0, 0, GP_COMPARE_UNIT_BYTES), ==, 65536.0);
  g_assert_cmpfloat_with_epsilon (gp_compare_threshold (1e8, 0, 0, GP_COMPARE_UNIT_BYTES), 5e6, 1e-6);
  /* the two runs' noise added up when that is larger; a NAN noise counts as none */
  g_assert_cmpfloat_with_epsilon (gp_compare_threshold (20.0, 0.75, 0.5, GP_COMPARE_UNIT_MS), 1.25, 1e-12);
  g_assert_cmpfloat_with_epsilon (gp_compare_threshold (20.0, 0.75, 0.125, GP_COMPARE_UNIT_MS), 1.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (gp_compare_threshold (20.0, NAN, 2.0, GP_COMPARE_UNIT_MS), 2.0, 1e-12);
}

static void
test_classify (void)
{
  /* beyond 5 %: a change; within: about the same (strictly beyond counts) */
  g_assert_cmpint (gp_compare_classify (num (20), num (16), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_BETTER);
  g_assert_cmpint (gp_compare_classify (num (16), num (20), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_WORSE);
  g_assert_cmpint (gp_compare_classify (num (20), num (20.9), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (gp_compare_classify (num (20), num (21), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (gp_compare_classify (num (20), num (21.01), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_WORSE);
  g_assert_cmpint (gp_compare_classify (num (20), num (20), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_SAME);

  /* the 0.1 ms floor: +50 % of a small time is no change, 0.15 ms more is */
  g_assert_cmpint (gp_compare_classify (num (0.05), num (0.075), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (gp_compare_classify (num (0.05), num (0.2), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_WORSE);

  /* noise: −4 ms is beyond 5 % of 20 ms but within 2.5 + 2.5 ms of the runs' own noise */
  g_assert_cmpint (gp_compare_classify (num (20), num (16), 2.5, 2.5, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (gp_compare_classify (num (20), num (16), 2.5, 1.0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_BETTER);
  /* one noisy run is enough to hide a change of that size */
  g_assert_cmpint (gp_compare_classify (num (20), num (26), 0, 6.5, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (gp_compare_classify (num (20), num (26), NAN, 0.5, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_WORSE);

  /* fps: higher is better */
  g_assert_cmpint (gp_compare_classify (num (30), num (25), 0, 0, GP_COMPARE_UNIT_FPS), ==, GP_COMPARE_TREND_WORSE);
  g_assert_cmpint (gp_compare_classify (num (25), num (30), 0, 0, GP_COMPARE_UNIT_FPS), ==, GP_COMPARE_TREND_BETTER);
  g_assert_cmpint (gp_compare_classify (num (30), num (29), 0, 0, GP_COMPARE_UNIT_FPS), ==, GP_COMPARE_TREND_SAME);
  /* percent points and bytes: lower is better, their own floors */
  g_assert_cmpint (gp_compare_classify (num (10), num (10.8), 0, 0, GP_COMPARE_UNIT_PERCENT), ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (gp_compare_classify (num (10), num (11.5), 0, 0, GP_COMPARE_UNIT_PERCENT), ==, GP_COMPARE_TREND_WORSE);
  g_assert_cmpint (gp_compare_classify (num (4096), num (40960), 0, 0, GP_COMPARE_UNIT_BYTES), ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (gp_compare_classify (num (1e6), num (2e5), 0, 0, GP_COMPARE_UNIT_BYTES), ==, GP_COMPARE_TREND_BETTER);

  /* a side not measured */
  g_assert_cmpint (gp_compare_classify (GP_NUMBER_NONE, num (16), 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_UNKNOWN);
  g_assert_cmpint (gp_compare_classify (num (20), GP_NUMBER_NONE, 0, 0, GP_COMPARE_UNIT_MS), ==, GP_COMPARE_TREND_UNKNOWN);

  g_assert_cmpstr (gp_compare_trend_to_string (GP_COMPARE_TREND_SAME), ==, "about the same");
}

static void
test_spread (void)
{
  const double spiky[] = { 1, 2, 3, 4, 100 };
  const double with_nan[] = { NAN, 1, 2, NAN, 3, 4, 100, NAN };
  const double even[] = { 1, 2, 4, 8 };
  const double flat[] = { 7, 7, 7, 7 };
  const double one[] = { 5, NAN };

  /* median 3, deviations 2 1 0 1 97: MAD 1, a spike does not move it */
  g_assert_cmpfloat_with_epsilon (gp_compare_window_spread (spiky, G_N_ELEMENTS (spiky)), 1.4826, 1e-12);
  g_assert_cmpfloat_with_epsilon (gp_compare_window_spread (with_nan, G_N_ELEMENTS (with_nan)), 1.4826, 1e-12);
  /* median 3, deviations 2 1 1 5: MAD 1.5 */
  g_assert_cmpfloat_with_epsilon (gp_compare_window_spread (even, G_N_ELEMENTS (even)), 1.5 * 1.4826, 1e-12);
  g_assert_cmpfloat (gp_compare_window_spread (flat, G_N_ELEMENTS (flat)), ==, 0);
  g_assert_cmpfloat (gp_compare_window_spread (one, G_N_ELEMENTS (one)), ==, 0);
  g_assert_cmpfloat (gp_compare_window_spread (NULL, 0), ==, 0);
}

static void
test_rank_error (void)
{
  const double two[] = { 0, 1 };
  const double three[] = { 0, 0, 1 };
  const double three_nan[] = { NAN, 0, NAN, 0, 1 };
  const double flat[] = { 4, 4, 4, 4, 4, 4 };
  const double stepped[] = { 0, 0, 0, 0, 1, 1, 1, 1 };
  const double alternating[] = { 0, 1, 0, 1, 0, 1, 0, 1 };
  const double one_slow[] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 9 };
  const double two_slow[] = { 1, 1, 1, 1, 9, 1, 1, 1, 1, 1, 1, 9 };
  double e_stepped, e_alternating;

  /* Two windows {0, 1}: a resample's smallest is 1 only when both draws
   * are (1/4), so its standard deviation is √(3/16); the largest likewise. */
  g_assert_cmpfloat_with_epsilon (gp_compare_rank_error (two, 2, 0.0), sqrt (3.0 / 16.0), 1e-9);
  g_assert_cmpfloat_with_epsilon (gp_compare_rank_error (two, 2, 1.0), sqrt (3.0 / 16.0), 1e-9);

  /* Three windows {0, 0, 1}: the p95 is the largest (rank round(0.95·2));
   * a resample's is 0 only when all three draws are (8/27). */
  g_assert_cmpfloat_with_epsilon (gp_compare_rank_error (three, 3, 0.95), sqrt (19.0 / 27.0 * 8.0 / 27.0), 1e-9);
  g_assert_cmpfloat_with_epsilon (gp_compare_rank_error (three_nan, 5, 0.95), sqrt (19.0 / 27.0 * 8.0 / 27.0), 1e-9);
  /* their median (rank 1) is 0 unless two draws of three are 1 (7/27) */
  g_assert_cmpfloat_with_epsilon (gp_compare_rank_error (three, 3, 0.5), sqrt (7.0 / 27.0 * 20.0 / 27.0), 1e-9);

  g_assert_cmpfloat (gp_compare_rank_error (flat, G_N_ELEMENTS (flat), 0.95), ==, 0);
  g_assert_cmpfloat (gp_compare_rank_error (two, 1, 0.95), ==, 0);
  g_assert_cmpfloat (gp_compare_rank_error (NULL, 0, 0.95), ==, 0);

  /* The same values, one after another (lag-1 autocorrelation 0.625) or
   * alternating (negative, counted as 0): the first is wider by
   * √(1.625/0.375). */
  e_stepped = gp_compare_rank_error (stepped, G_N_ELEMENTS (stepped), 0.95);
  e_alternating = gp_compare_rank_error (alternating, G_N_ELEMENTS (alternating), 0.95);
  g_assert_cmpfloat (e_alternating, >, 0);
  g_assert_cmpfloat_with_epsilon (e_stepped / e_alternating, sqrt (1.625 / 0.375), 1e-9);

  /* A p95 of 12 windows is the second slowest: one slow window of twelve
   * makes it uncertain, two make it more so. */
  g_assert_cmpfloat (gp_compare_rank_error (one_slow, 12, 0.95), >, 1.0);
  g_assert_cmpfloat (gp_compare_rank_error (two_slow, 12, 0.95), >,
                     gp_compare_rank_error (one_slow, 12, 0.95));
}

/* 20,000 windows uniform on [0, 1) in a shuffled order: the p95's error is
 * the large-sample √(p(1 − p)/n) / density, here √(0.0475/20000). */
static void
test_rank_error_long (void)
{
  const guint n = 20000;
  g_autofree double *values = g_new (double, n);
  double expected = sqrt (0.95 * 0.05 / n);
  double error;

  for (guint i = 0; i < n; i++)
    values[i] = (double) ((i * 7919u) % n) / n;

  error = gp_compare_rank_error (values, n, 0.95);
  g_assert_cmpfloat (fabs (error - expected) / expected, <, 0.05);
  /* the fastest window: a resample's smallest is within a few 1/n */
  error = gp_compare_rank_error (values, n, 0.0);
  g_assert_cmpfloat (error, >, 0.2 / n);
  g_assert_cmpfloat (error, <, 3.0 / n);
}

/* A figure's noise: the parts added up; the preroll window left out when
 * it is above the p95, kept when the p95 is that window. */
static void
test_series_noise (void)
{
  const double prerolled[] = {
    NAN, 50, 1, 1.2, 1, 1.1, 1, 1.3, 1, 1.2, 1, 1.1, 1, 1.2, 1, 1.1, 1, 1.2, 1, 1.1, 1, 1.0, 1.4,
  };
  const double steady[] = { 1, 1.2, 1, 1.1, 1, 1.3, 1, 1.2, 1, 1.1, 1, 1.2, 1, 1.1, 1, 1.2, 1, 1.1, 1, 1.0, 1.4 };
  const double short_run[] = { 5, 1, 1.5 };
  const guint n = G_N_ELEMENTS (prerolled);
  const guint n_steady = G_N_ELEMENTS (steady);
  double noise;

  noise = gp_compare_series_noise (prerolled, n, GP_COMPARE_FIGURE_P95);
  g_assert_cmpfloat_with_epsilon (noise, gp_compare_window_spread (steady, n_steady) +
                                         gp_compare_rank_error (steady, n_steady, 0.95), 1e-12);
  /* with it, the error of the p95 would be several times larger */
  g_assert_cmpfloat (gp_compare_rank_error (prerolled, n, 0.95), >, 4 * noise);

  /* three windows: the p95 is the largest, the first */
  g_assert_cmpfloat_with_epsilon (gp_compare_series_noise (short_run, 3, GP_COMPARE_FIGURE_P95),
                                  gp_compare_window_spread (short_run, 3) + gp_compare_rank_error (short_run, 3, 0.95),
                                  1e-12);
  g_assert_cmpfloat (gp_compare_series_noise (short_run, 3, GP_COMPARE_FIGURE_P95), >, 1.0);

  /* the smallest: its rank error, no spread, the first window kept */
  g_assert_cmpfloat_with_epsilon (gp_compare_series_noise (prerolled, n, GP_COMPARE_FIGURE_MINIMUM),
                                  gp_compare_rank_error (prerolled, n, 0.0), 1e-12);
  g_assert_cmpfloat (gp_compare_series_noise (prerolled, n, GP_COMPARE_FIGURE_MINIMUM), <,
                     gp_compare_window_spread (prerolled, n));
  g_assert_cmpfloat (gp_compare_series_noise (NULL, 0, GP_COMPARE_FIGURE_P95), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/compare-noise/floors", test_floors);
  g_test_add_func ("/gp/unit/compare-noise/classify", test_classify);
  g_test_add_func ("/gp/unit/compare-noise/spread", test_spread);
  g_test_add_func ("/gp/unit/compare-noise/rank-error", test_rank_error);
  g_test_add_func ("/gp/unit/compare-noise/rank-error-long", test_rank_error_long);
  g_test_add_func ("/gp/unit/compare-noise/series-noise", test_series_noise);

  return g_test_run ();
}
