/* test-holdings.c: gp_robust_slope() and GpHoldings (core/model, core/analysis)
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

/* The robust slope against a straight line, nulls, spikes, a flat line, too few samples and a long
 * series (thinned); GpHoldings' top-level pipeline through nested bins, a bin loop, and elements
 * without a bin; window lookup at the edges of the capture. */

#include "config.h"

#include <math.h>

#include "gp-holdings.h"
#include "gp-robust-slope.h"
#include "gp-test-builder.h"

static GArray *
doubles (guint         n,
         const double *values)
{
  GArray *a = g_array_sized_new (FALSE, FALSE, sizeof (double), n);

  g_array_append_vals (a, values, n);
  return a;
}

static void
test_slope (void)
{
  const double t[] = { 0, 1, 2, 3, 4, 5, 6 };
  const double line[] = { 1, 3, 5, 7, 9, 11, 13 };
  const double spiky[] = { 1, 3, 500, 7, NAN, 11, 13 };
  const double flat[] = { 4, 4, 4, 4, 4, 4, 4 };
  const double one[] = { NAN, NAN, 2, NAN, NAN, NAN, NAN };
  g_autoptr(GArray) ta = doubles (7, t);
  g_autoptr(GArray) la = doubles (7, line);
  g_autoptr(GArray) sa = doubles (7, spiky);
  g_autoptr(GArray) fa = doubles (7, flat);
  g_autoptr(GArray) oa = doubles (7, one);
  g_autoptr(GArray) long_t = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) long_v = g_array_new (FALSE, FALSE, sizeof (double));

  g_assert_cmpfloat (gp_robust_slope (ta, la, 7), ==, 2);
  /* One spike and a null do not move it. */
  g_assert_cmpfloat (gp_robust_slope (ta, sa, 7), ==, 2);
  g_assert_cmpfloat (gp_robust_slope (ta, fa, 7), ==, 0);
  /* Up to an end; fewer than two samples: NAN. */
  g_assert_cmpfloat (gp_robust_slope (ta, la, 2), ==, 2);
  g_assert_true (isnan (gp_robust_slope (ta, la, 1)));
  g_assert_true (isnan (gp_robust_slope (ta, oa, 7)));
  /* @end past the arrays is clamped. */
  g_assert_cmpfloat (gp_robust_slope (ta, la, 1000), ==, 2);

  /* The recent trend: a memory that grew and levelled off is flat now, though
   * the whole run's slope is positive; a line is the same line; a short run
   * (up to 16 samples) is read whole. */
  {
    g_autoptr(GArray) t40 = g_array_new (FALSE, FALSE, sizeof (double));
    g_autoptr(GArray) plateau = g_array_new (FALSE, FALSE, sizeof (double));
    g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (double));

    /* 40 windows: growing for 12, flat for 28 */
    for (guint i = 0; i < 40; i++)
      {
        double ti = i * 0.25;
        double vi = MIN (i, 12) * 10.0;
        double si = (i / 4) * 40.0;   /* a short capture growing in steps */

        g_array_append_val (t40, ti);
        g_array_append_val (plateau, vi);
        if (i < 12)
          g_array_append_val (steps, si);
      }
    g_assert_cmpfloat (gp_robust_slope (t40, plateau, 40), >, 0);
    g_assert_cmpfloat (gp_robust_slope_recent (t40, plateau, 40), ==, 0);
    g_assert_cmpfloat (gp_robust_slope_recent (ta, la, 7), ==, 2);
    /* 12 samples: all of them, so the steps still read as growth */
    g_assert_cmpfloat (gp_robust_slope_recent (t40, steps, 12), >, 0);
    g_assert_true (isnan (gp_robust_slope_recent (ta, oa, 7)));
  }

  /* 100 000 windows: thinned to the maximum, still the line's slope. */
  for (guint i = 0; i < 100000; i++)
    {
      double ti = i * 0.25;
      double vi = 3 * ti + (i % 97 == 0 ? 1e9 : 0);

      g_array_append_val (long_t, ti);
      g_array_append_val (long_v, vi);
    }
  g_assert_cmpfloat_with_epsilon (gp_robust_slope (long_t, long_v, long_t->len), 3, 1e-9);
}

static void
test_pipelines (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpHoldings) h = NULL;
  guint window = 99;

  gp_test_builder_set_whereabouts (b, "estimated");
  gp_test_builder_add_element (b, "outer", "pipeline", NULL);
  gp_test_builder_add_element_in (b, "inner", "bin", NULL, "outer");
  gp_test_builder_add_element_in (b, "deep", "queue", NULL, "inner");
  gp_test_builder_add_element_in (b, "loop-a", "bin", NULL, "loop-b");
  gp_test_builder_add_element_in (b, "loop-b", "bin", NULL, "loop-a");
  gp_test_builder_add_element_in (b, "looped", "queue", NULL, "loop-a");
  gp_test_builder_add_element (b, "top", "appsink", NULL);
  gp_test_builder_add_held (b, "deep", "[1, 3]", "[10, 30]", NULL);
  gp_test_builder_add_held (b, "looped", "[1, 2]", "[10, 20]", NULL);
  gp_test_builder_add_held (b, "top", "[1, 1]", "[10, 10]", NULL);
  gp_test_builder_add_held (b, "ghost", "[1, 1]", "[5, 5]", NULL);
  session = gp_test_builder_to_session (b);

  g_assert_cmpint (gp_holdings_session_source (session), ==, GP_HOLDINGS_SOURCE_ESTIMATED);
  g_assert_true (gp_holdings_last_window (session, &window));
  g_assert_cmpuint (window, ==, 1);
  h = gp_holdings_new (session, window);
  g_assert_cmpuint (h->rows->len, ==, 4);
  /* By bytes: deep (through two bins), looped (a loop ends somewhere, no
   * hang), top (the graph's pipeline), ghost (not in the graph). */
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 0).element, ==, "deep");
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 0).pipeline, ==, "outer");
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 0).factory, ==, "queue");
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 1).element, ==, "looped");
  g_assert_nonnull (g_array_index (h->rows, GpHolding, 1).pipeline);
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 2).pipeline, ==, "pipeline0");
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 3).element, ==, "ghost");
  g_assert_null (g_array_index (h->rows, GpHolding, 3).factory);
  g_assert_true (isnan (g_array_index (h->rows, GpHolding, 3).oldest_ms));
  g_assert_true (isnan (h->rss_bytes));
  g_assert_true (isnan (h->time_to_oom_s));
}

/* Several top-level pipelines and elements in no bin: which one is not
 * known (a session of a wrap from before the dot-dump merge attributed the
 * other pipelines' elements). */
static void
test_pipeline_unknown (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (1, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpHoldings) h = NULL;

  gp_test_builder_set_whereabouts (b, "exact");
  gp_test_builder_add_element (b, "pipeline0", "pipeline", NULL);
  gp_test_builder_add_element (b, "pipeline1", "pipeline", NULL);
  gp_test_builder_add_element (b, "qa", "queue", NULL);
  gp_test_builder_add_element (b, "qb", "queue", NULL);
  gp_test_builder_add_held (b, "qa", "[2]", "[20]", NULL);
  gp_test_builder_add_held (b, "qb", "[1]", "[10]", NULL);
  session = gp_test_builder_to_session (b);

  h = gp_holdings_new (session, 0);
  g_assert_cmpuint (h->rows->len, ==, 2);
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 0).element, ==, "qa");
  g_assert_null (g_array_index (h->rows, GpHolding, 0).pipeline);
  g_assert_null (g_array_index (h->rows, GpHolding, 1).pipeline);
}

/* A wrap of a program with two pipelines, as the dot-dump merge records it:
 * the other pipeline's elements are in that one, so those in no bin are in
 * the graph's own. */
static void
test_pipelines_attributed (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (1, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpHoldings) h = NULL;

  gp_test_builder_set_whereabouts (b, "exact");
  gp_test_builder_add_element (b, "pipeline0", "pipeline", NULL);
  gp_test_builder_add_element (b, "pipeline1", "pipeline", NULL);
  gp_test_builder_add_element (b, "qa", "queue", NULL);
  gp_test_builder_add_element_in (b, "qb", "queue", NULL, "pipeline1");
  gp_test_builder_add_held (b, "qa", "[2]", "[20]", NULL);
  gp_test_builder_add_held (b, "qb", "[1]", "[10]", NULL);
  session = gp_test_builder_to_session (b);
  gp_graph_set_pipeline (gp_session_get_graph (session), "pipeline0");

  h = gp_holdings_new (session, 0);
  g_assert_cmpuint (h->rows->len, ==, 2);
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 0).element, ==, "qa");
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 0).pipeline, ==, "pipeline0");
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 1).pipeline, ==, "pipeline1");
}

static void
test_window_at (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (4, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpTestBuilder) empty = gp_test_builder_new (0, "generic");
  g_autoptr(GpSession) none = NULL;
  GpSeries *second;
  guint w = 99;

  gp_test_builder_set_queue_levels (b, TRUE);
  gp_test_builder_add_queue_levels (b, "q", "[1, 2, 3, 4]");
  session = gp_test_builder_to_session (b);
  g_assert_true (gp_holdings_window_at (session, 0, &w));
  g_assert_cmpuint (w, ==, 0);
  g_assert_true (gp_holdings_window_at (session, 0.2499, &w));
  g_assert_cmpuint (w, ==, 0);
  g_assert_true (gp_holdings_window_at (session, 0.25, &w));
  g_assert_cmpuint (w, ==, 1);
  g_assert_true (gp_holdings_window_at (session, 1.0, &w));
  g_assert_cmpuint (w, ==, 3);
  g_assert_false (gp_holdings_window_at (session, 1.001, &w));
  g_assert_false (gp_holdings_window_at (session, -0.1, &w));
  g_assert_false (gp_holdings_window_at (session, NAN, &w));
  g_assert_true (isnan (gp_holdings_stopped_at (session)));

  /* A window is shown at its middle, to the digits that show it exactly;
   * the time a window is shown at belongs to it. */
  g_assert_cmpfloat (gp_series_get_window_time (gp_session_get_series (session), 1), ==, 0.375);
  g_assert_cmpfloat (gp_series_get_time_resolution (gp_session_get_series (session)), ==, 0.001);
  g_assert_true (gp_series_window_at (gp_session_get_series (session), 0.375, &w));
  g_assert_cmpuint (w, ==, 1);
  second = gp_series_new (1000);
  gp_series_append_window (second, 0.0);
  g_assert_cmpfloat (gp_series_get_window_time (second, 0), ==, 0.5);
  g_assert_cmpfloat (gp_series_get_time_resolution (second), ==, 0.01);
  gp_series_free (second);

  none = gp_test_builder_to_session (empty);
  g_assert_false (gp_holdings_window_at (none, 0, &w));
  g_assert_false (gp_series_window_at (gp_session_get_series (none), 0, &w));
  g_assert_false (gp_holdings_last_window (none, &w));
  g_assert_cmpint (gp_holdings_session_source (none), ==, GP_HOLDINGS_SOURCE_NONE);
}

/* The enum's GType, and the JSON names of its values. */
/* An appsrc that our whereabouts cannot see into (the application pushes into it): its queue
 * level and current-level-bytes give its row, ranked by those bytes among the exact ones. */
static void
test_queue_bytes (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (1, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpHoldings) h = NULL;
  const GpHolding *first;

  gp_test_builder_set_whereabouts (b, "exact");
  gp_test_builder_set_queue_levels (b, TRUE);
  gp_test_builder_add_element (b, "bridge", "appsrc", NULL);
  gp_test_builder_add_element (b, "slow", "identity", NULL);
  gp_test_builder_add_element_columns (b, "bridge", "{'queue_level': [124], 'queue_bytes': [28569600]}");
  gp_test_builder_add_held (b, "slow", "[1]", "[230400]", "[16]");
  session = gp_test_builder_to_session (b);

  h = gp_holdings_new (session, 0);
  g_assert_cmpuint (h->rows->len, ==, 2);
  first = &g_array_index (h->rows, GpHolding, 0);
  g_assert_cmpstr (first->element, ==, "bridge");
  g_assert_cmpint (first->source, ==, GP_HOLDINGS_SOURCE_QUEUE_LEVELS);
  g_assert_cmpfloat (first->buffers, ==, 124);
  g_assert_cmpfloat (first->bytes, ==, 28569600);
  g_assert_true (isnan (first->oldest_ms));
  g_assert_cmpstr (g_array_index (h->rows, GpHolding, 1).element, ==, "slow");
}

static void
test_source_names (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (GP_TYPE_HOLDINGS_SOURCE);

  g_assert_cmpint (g_enum_get_value_by_nick (klass, "queue-levels")->value, ==, GP_HOLDINGS_SOURCE_QUEUE_LEVELS);
  g_assert_cmpstr (gp_holdings_source_to_string (GP_HOLDINGS_SOURCE_QUEUE_LEVELS), ==, "queue_levels");
  g_assert_cmpstr (gp_holdings_source_to_string (GP_HOLDINGS_SOURCE_EXACT), ==, "exact");
  g_assert_cmpstr (gp_holdings_source_to_string (GP_HOLDINGS_SOURCE_ESTIMATED), ==, "estimated");
  g_assert_cmpstr (gp_holdings_source_to_string (GP_HOLDINGS_SOURCE_NONE), ==, "none");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/unit/holdings/robust-slope", test_slope);
  g_test_add_func ("/gp/unit/holdings/pipelines", test_pipelines);
  g_test_add_func ("/gp/unit/holdings/pipeline-unknown", test_pipeline_unknown);
  g_test_add_func ("/gp/unit/holdings/pipelines-attributed", test_pipelines_attributed);
  g_test_add_func ("/gp/unit/holdings/window-at", test_window_at);
  g_test_add_func ("/gp/unit/holdings/queue-bytes", test_queue_bytes);
  g_test_add_func ("/gp/unit/holdings/source-names", test_source_names);
  return g_test_run ();
}
