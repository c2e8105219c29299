/* test-series-pyramid.c
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

#include "config.h"

#include <math.h>

#include "gp-series-pyramid.h"
#include "gp-test-util.h"

static gboolean
brute_range (const double *values,
             gsize         n,
             gsize         start,
             gsize         end,
             double       *min,
             double       *max)
{
  gboolean any = FALSE;

  *min = *max = NAN;
  for (gsize i = start; i < MIN (end, n); i++)
    {
      if (isnan (values[i]))
        continue;
      if (!any || values[i] < *min)
        *min = values[i];
      if (!any || values[i] > *max)
        *max = values[i];
      any = TRUE;
    }

  return any;
}

static void
assert_range (const GpSeriesPyramid *pyramid,
              const double          *values,
              gsize                  n,
              gsize                  start,
              gsize                  end)
{
  double min, max, want_min, want_max;
  gboolean any = gp_series_pyramid_get_range (pyramid, start, end, &min, &max);
  gboolean want = brute_range (values, n, start, end, &want_min, &want_max);

  /* The pyramid answers in float, rounded exactly. */
  if (want)
    {
      want_min = (float) want_min;
      want_max = (float) want_max;
    }

  if (any != want || (want && (min != want_min || max != want_max)))
    g_error ("range [%" G_GSIZE_FORMAT ", %" G_GSIZE_FORMAT ") of %" G_GSIZE_FORMAT
             ": got %d %g..%g, want %d %g..%g", start, end, n, any, min, max, want, want_min,
             want_max);
  if (!any)
    {
      g_assert_true (isnan (min));
      g_assert_true (isnan (max));
    }
}

/* Every range of small series, whatever their length against the fanout. */
static void
test_exhaustive (void)
{
  const gsize lengths[] = { 0, 1, 7, 8, 9, 63, 64, 65, 200, 513 };
  GRand *rand = g_rand_new_with_seed (7);

  for (guint l = 0; l < G_N_ELEMENTS (lengths); l++)
    {
      gsize n = lengths[l];
      g_autofree double *values = g_new (double, MAX (n, 1));
      g_autoptr(GpSeriesPyramid) pyramid = NULL;

      for (gsize i = 0; i < n; i++)
        values[i] = g_rand_int_range (rand, 0, 10) == 0 ? NAN : g_rand_double_range (rand, -50, 50);
      pyramid = gp_series_pyramid_new (values, n);
      g_assert_cmpuint (gp_series_pyramid_get_n_values (pyramid), ==, n);

      for (gsize start = 0; start <= n; start++)
        for (gsize end = start; end <= n + 2; end++)
          assert_range (pyramid, values, n, start, end);
    }

  g_rand_free (rand);
}

/* A long series with long null gaps: random ranges, and the levels stay
 * small next to the values. */
static void
test_large (void)
{
  const gsize n = 1000000;
  g_autoptr(GArray) values = g_array_sized_new (FALSE, FALSE, sizeof (double), n);
  g_autoptr(GpSeriesPyramid) pyramid = NULL;
  GRand *rand = g_rand_new_with_seed (42);

  for (gsize i = 0; i < n; i++)
    {
      /* Nulls in whole blocks (a board that stopped reporting) and alone. */
      double value = (i / 5000) % 7 == 3 || g_rand_int_range (rand, 0, 50) == 0
                   ? NAN : 20.0 + 10.0 * sin (i / 900.0) + g_rand_double (rand);

      g_array_append_val (values, value);
    }

  pyramid = gp_series_pyramid_new_for_array (values);
  g_assert_cmpuint (gp_series_pyramid_get_n_values (pyramid), ==, n);
  /* 8^6 < 10^6 ≤ 8^7: levels of 125000, 15625, … 31, 4 buckets. */
  g_assert_cmpuint (gp_series_pyramid_get_n_levels (pyramid), ==, 6);
  g_assert_cmpuint (gp_series_pyramid_get_level_bytes (pyramid), <, n * sizeof (double) / 3);

  for (guint k = 0; k < 2000; k++)
    {
      gsize a = g_rand_int_range (rand, 0, n + 1);
      gsize b = g_rand_int_range (rand, 0, n + 1);

      assert_range (pyramid, (const double *) (gpointer) values->data, n, MIN (a, b), MAX (a, b));
    }

  /* The whole series, a block of nulls only, and one pixel column's worth. */
  assert_range (pyramid, (const double *) (gpointer) values->data, n, 0, n);
  assert_range (pyramid, (const double *) (gpointer) values->data, n, 3 * 5000, 4 * 5000);
  g_assert_false (gp_series_pyramid_get_range (pyramid, 3 * 5000 + 17, 4 * 5000 - 3, NULL, NULL));
  assert_range (pyramid, (const double *) (gpointer) values->data, n, 1234, 1234 + n / 1000);

  g_rand_free (rand);
}

/* Values that float cannot hold exactly: the answer is the brute force's
 * min and max rounded to float, not the min and max of something else. */
static void
test_float_rounding (void)
{
  const double values[] = { 0.1, 1e-3, 3.000000001, 16777217.0, -2.5e-40, 1e39, 7.25, 0.3,
                            NAN, 2.000000000000001, 1.0 / 3.0, 5e10, -0.0, 42.0, 1e-300, 9.9 };
  const gsize n = G_N_ELEMENTS (values);
  g_autoptr(GpSeriesPyramid) pyramid = gp_series_pyramid_new (values, n);
  double min, max;

  g_assert_cmpuint (gp_series_pyramid_get_n_levels (pyramid), ==, 1);
  for (gsize start = 0; start <= n; start++)
    for (gsize end = start; end <= n; end++)
      assert_range (pyramid, values, n, start, end);

  g_assert_true (gp_series_pyramid_get_range (pyramid, 0, 4, &min, &max));
  g_assert_cmpfloat (min, ==, (float) 1e-3);
  g_assert_cmpfloat (max, ==, 16777216.0);
  /* Beyond float: infinite, which a chart clamps like any large value. */
  g_assert_true (gp_series_pyramid_get_range (pyramid, 0, n, NULL, &max));
  g_assert_true (isinf (max) && max > 0);
}

/* Flags (a link's stalled windows): set reads as 1, unset as null. */
static void
test_flags (void)
{
  const gsize n = 100000;
  g_autoptr(GArray) flags = g_array_sized_new (FALSE, TRUE, sizeof (guint8), n);
  g_autofree double *values = g_new (double, n);
  g_autoptr(GpSeriesPyramid) pyramid = NULL;
  GRand *rand = g_rand_new_with_seed (3);

  g_array_set_size (flags, n);
  for (gsize i = 0; i < n; i++)
    {
      guint8 flag = (i / 3000) % 5 == 1 && g_rand_int_range (rand, 0, 4) == 0 ? 1 : 0;

      g_array_index (flags, guint8, i) = flag;
      values[i] = flag ? 1.0 : NAN;
    }
  pyramid = gp_series_pyramid_new_for_flags (flags);
  g_assert_cmpuint (gp_series_pyramid_get_n_values (pyramid), ==, n);

  for (guint k = 0; k < 3000; k++)
    {
      gsize a = g_rand_int_range (rand, 0, n + 1);
      gsize b = g_rand_int_range (rand, 0, n + 1);

      assert_range (pyramid, values, n, MIN (a, b), MAX (a, b));
    }
  assert_range (pyramid, values, n, 0, n);
  g_assert_false (gp_series_pyramid_get_range (pyramid, 0, 3000, NULL, NULL));
  g_assert_true (gp_series_pyramid_get_range (pyramid, 2000, 7000, NULL, NULL));

  g_rand_free (rand);
}

static void
test_all_null (void)
{
  double values[100];
  g_autoptr(GpSeriesPyramid) pyramid = NULL;
  double min = 0, max = 0;

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[i] = NAN;
  pyramid = gp_series_pyramid_new (values, G_N_ELEMENTS (values));

  g_assert_false (gp_series_pyramid_get_range (pyramid, 0, 100, &min, &max));
  g_assert_true (isnan (min) && isnan (max));
  /* Out of range and empty ranges are empty, not errors. */
  g_assert_false (gp_series_pyramid_get_range (pyramid, 90, 500, NULL, NULL));
  g_assert_false (gp_series_pyramid_get_range (pyramid, 200, 300, NULL, NULL));
  g_assert_false (gp_series_pyramid_get_range (pyramid, 50, 10, NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/series-pyramid/exhaustive", test_exhaustive);
  g_test_add_func ("/gp/unit/series-pyramid/large", test_large);
  g_test_add_func ("/gp/unit/series-pyramid/float-rounding", test_float_rounding);
  g_test_add_func ("/gp/unit/series-pyramid/flags", test_flags);
  g_test_add_func ("/gp/unit/series-pyramid/all-null", test_all_null);

  return g_test_run ();
}
