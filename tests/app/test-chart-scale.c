/* test-chart-scale.c: the time charts' helpers: the robust scale, chips that never overlap, events in words
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

#include "gp-chart-chips.h"
#include "gp-chart-scale.h"
#include "gp-event-format.h"

#define N 400

/* A steady 10 ± 1 ms with a start-up spike of 500 ms over the first four
 * windows: the scale is the steady state's, the spike clipped. */
static void
test_spike (void)
{
  double values[N];
  double steady_max = 0;
  GpChartScale scale;

  for (guint i = 0; i < N; i++)
    {
      values[i] = 10 + sin (i * 0.7);
      if (i >= 4)
        steady_max = MAX (steady_max, values[i]);
    }
  for (guint i = 0; i < 4; i++)
    values[i] = 500;

  gp_chart_scale_compute (values, 0, N, NAN, &scale);
  g_assert_true (scale.clipped);
  g_assert_cmpfloat (scale.peak, ==, 500);
  g_assert_cmpfloat (scale.top, >=, steady_max);
  g_assert_cmpfloat (scale.top, <=, 1.2 * steady_max);

  /* Without the spike's windows in range, nothing to clip. */
  gp_chart_scale_compute (values, 4, N, NAN, &scale);
  g_assert_false (scale.clipped);
  g_assert_cmpfloat_with_epsilon (scale.top, 1.1 * steady_max, 1e-9);
  g_assert_cmpfloat (scale.peak, ==, steady_max);

  /* A 12 s capture: 49 windows, a one-window spike. */
  gp_chart_scale_compute (values + 3, 0, 49, NAN, &scale);
  g_assert_true (scale.clipped);
  g_assert_cmpfloat (scale.top, <=, 1.2 * steady_max);

  /* The peak given (a pyramid's) is the one reported. */
  gp_chart_scale_compute (values, 0, N, 640, &scale);
  g_assert_cmpfloat (scale.peak, ==, 640);
  g_assert_true (scale.clipped);
}

/* What is not a spike keeps the whole range: a leak that grows, a noisy
 * signal, a mostly idle lane with bursts (its p90 is 0), no values. */
static void
test_no_spike (void)
{
  double values[N];
  double nulls[8];
  GpChartScale scale;

  for (guint i = 0; i < N; i++)
    values[i] = i * 2.5;
  gp_chart_scale_compute (values, 0, N, NAN, &scale);
  g_assert_false (scale.clipped);
  g_assert_cmpfloat_with_epsilon (scale.top, (N - 1) * 2.5 * 1.1, 1e-9);

  for (guint i = 0; i < N; i++)
    values[i] = 20 + (i * 7919 % 13);
  gp_chart_scale_compute (values, 0, N, NAN, &scale);
  g_assert_false (scale.clipped);
  g_assert_cmpfloat_with_epsilon (scale.top, 32 * 1.1, 1e-9);

  for (guint i = 0; i < N; i++)
    values[i] = i % 50 == 0 ? 80 : 0;
  gp_chart_scale_compute (values, 0, N, NAN, &scale);
  g_assert_false (scale.clipped);
  g_assert_cmpfloat_with_epsilon (scale.top, 88, 1e-9);

  for (guint i = 0; i < G_N_ELEMENTS (nulls); i++)
    nulls[i] = NAN;
  gp_chart_scale_compute (nulls, 0, G_N_ELEMENTS (nulls), NAN, &scale);
  g_assert_false (scale.clipped);
  g_assert_cmpfloat (scale.top, ==, 1.0);
  g_assert_true (isnan (scale.peak));
  gp_chart_scale_compute (values, 5, 5, NAN, &scale);
  g_assert_cmpfloat (scale.top, ==, 1.0);
}

/* Past GP_CHART_SCALE_SAMPLES windows the quantile is sampled: a million
 * windows with a spike in the first 8 still scale to the steady state. */
static void
test_sampled (void)
{
  guint n = 1000000;
  g_autofree double *values = g_new (double, n);
  GpChartScale scale;

  for (guint i = 0; i < n; i++)
    values[i] = i < 8 ? 900 : 3 + (i % 5) * 0.1;
  gp_chart_scale_compute (values, 0, n, 900, &scale);
  g_assert_true (scale.clipped);
  g_assert_cmpfloat (scale.top, <=, 3.4 * 1.1 + 1e-9);
  g_assert_cmpfloat (scale.top, >=, 3.3);
}

static gboolean
apart (const GpChartChip *a,
       const GpChartChip *b,
       double             gap)
{
  return a->x + a->width + gap <= b->x + 1e-9 || b->x + b->width + gap <= a->x + 1e-9;
}

/* The first chip keeps its place; the second, wanted on top of it, moves to
 * the nearer side; both stay inside the row; a label under either is not
 * clear, one away is. */
static void
test_chips (void)
{
  GpChartChip chips[2] = {
    { 500, 80, 0, FALSE },
    { 520, 80, 0, FALSE },
  };

  gp_chart_chips_layout (chips, 2, 200, 1000, 6);
  g_assert_true (chips[0].shown);
  g_assert_true (chips[1].shown);
  g_assert_cmpfloat (chips[0].x, ==, 460);
  g_assert_cmpfloat (chips[1].x, ==, 546);
  g_assert_true (apart (&chips[0], &chips[1], 6));
  g_assert_false (gp_chart_chips_clear_of (chips, 2, 470, 30, 6));
  g_assert_false (gp_chart_chips_clear_of (chips, 2, 600, 30, 6));
  g_assert_true (gp_chart_chips_clear_of (chips, 2, 700, 30, 6));

  /* At the right end there is no room on the right: the left then. */
  chips[0] = (GpChartChip) { 990, 80, 0, FALSE };
  chips[1] = (GpChartChip) { 980, 80, 0, FALSE };
  gp_chart_chips_layout (chips, 2, 200, 1000, 6);
  g_assert_cmpfloat (chips[0].x, ==, 920);
  g_assert_true (chips[1].shown);
  g_assert_cmpfloat (chips[1].x, ==, 834);
  g_assert_true (apart (&chips[0], &chips[1], 6));
  g_assert_cmpfloat (chips[1].x, >=, 200);

  /* A row too narrow for both: the second is hidden, never on top. */
  chips[0] = (GpChartChip) { 250, 80, 0, FALSE };
  chips[1] = (GpChartChip) { 250, 80, 0, FALSE };
  gp_chart_chips_layout (chips, 2, 200, 320, 6);
  g_assert_true (chips[0].shown);
  g_assert_false (chips[1].shown);
  /* Hidden chips hide no label. */
  g_assert_false (gp_chart_chips_clear_of (chips, 2, 295, 10, 6));
  g_assert_true (gp_chart_chips_clear_of (chips, 2, 297, 10, 6));
}

static void
test_events (void)
{
  GpEvent state = { 0.039, "state-changed",
                    "GstMessageStateChanged, old-state=(GstState)null, new-state=(GstState)ready, "
                    "pending-state=(GstState)void-pending;", "videotestsrc0" };
  GpEvent unnamed = { 0.04, "state-changed",
                      "GstMessageStateChanged, old-state=(GstState)GST_STATE_PAUSED, "
                      "new-state=(GstState)GST_STATE_PLAYING, pending-state=(GstState)GST_STATE_VOID_PENDING;",
                      NULL };
  GpEvent eos = { 12.0, "eos", "GstMessageEOS;", "pipeline0" };
  GpEvent error = { 3.2, "error",
                    "GstMessageError, gerror=(GError)NULL, debug=(string)\"../libs/gst/base/gstbasesrc.c\\(3132\\):\\ "
                    "gst_base_src_loop\\ \\(\\):\\ /GstPipeline:pipeline0/GstVideoTestSrc:src0:\\012streaming\\ "
                    "stopped\\,\\ reason\\ not-negotiated\\ \\(-4\\)\";", NULL };
  GpEvent bare_error = { 3.2, "error", "GstMessageError, gerror=(GError)NULL;", "conv0" };
  GpEvent exit = { 12.5, "child-exit", "exit code 0", NULL };
  g_autofree char *a = gp_event_format_label (&state);
  g_autofree char *b = gp_event_format_label (&unnamed);
  g_autofree char *c = gp_event_format_label (&eos);
  g_autofree char *d = gp_event_format_label (&error);
  g_autofree char *e = gp_event_format_label (&bare_error);
  g_autofree char *f = gp_event_format_label (&exit);
  g_autofree char *element = gp_event_dup_element (&error);

  g_assert_cmpstr (a, ==, "videotestsrc0: NULL → READY");
  g_assert_cmpstr (b, ==, "PAUSED → PLAYING");
  g_assert_cmpstr (c, ==, "pipeline0: end of stream");
  g_assert_cmpstr (d, ==, "src0: error: streaming stopped, reason not-negotiated (-4)");
  g_assert_cmpstr (element, ==, "src0");
  g_assert_cmpstr (e, ==, "conv0: error");
  g_assert_cmpstr (f, ==, "process: exit code 0");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/app/chart-scale/spike", test_spike);
  g_test_add_func ("/gp/app/chart-scale/no-spike", test_no_spike);
  g_test_add_func ("/gp/app/chart-scale/sampled", test_sampled);
  g_test_add_func ("/gp/app/chart-chips/layout", test_chips);
  g_test_add_func ("/gp/app/event-format/labels", test_events);

  return g_test_run ();
}
