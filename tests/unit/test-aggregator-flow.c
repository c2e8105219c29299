/* test-aggregator-flow.c: our gpstats tracer's window records in the aggregator
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

/* Hand-written proc-time, pipeline-latency and link-flow lines (the shapes
 * src/tracer/gp-stats-tracer.c logs) through the aggregator: a histogram's buckets are weighted
 * samples (nearest-rank percentiles over the expanded multiset, pooled with stock samples of the
 * same window), a link-flow record counts as many pushes, and a malformed histogram is one parse
 * error with nothing kept. Bucket values: 190 is [992, 1008) ns, middle 999.5 ns; 200 is
 * [1280, 1312) ns, middle 1295.5 ns. */

#include "config.h"

#include "gp-aggregator-private.h"
#include "gp-test-records.h"

#define MS GP_TEST_MS
#define B190 0.0009995
#define B200 0.0012955

#define feed(agg, ...) gp_test_records_feed ((agg), GP_TEST_SEC, __VA_ARGS__)

static void
proc (GpAggregator *agg,
      guint64       ts,
      const char   *hist)
{
  feed (agg, "proc-time, ts=(guint64)%" G_GUINT64_FORMAT ", element=(string)conv, "
        "element-id=(guint64)1, buffers=(guint64)1, time=(string)%s;", ts, hist);
}

static double
at (GArray *column,
    guint   idx)
{
  g_assert_cmpuint (idx, <, column->len);
  return g_array_index (column, double, idx);
}

static void
test_weighted (GpTestRecords *f,
               gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);
  GpElementSeries *es;
  GpPipelineSeries *pipeline;

  g_assert_cmpint (gp_session_get_target (f->session)->capabilities.timing, ==, GP_TIMING_PER_BUFFER);
  /* window 0: 3 + 1 weighted samples and one stock sample of 5 ms, pooled */
  proc (f->agg, 0, "190:3");
  proc (f->agg, 100 * MS, "200:1");
  feed (f->agg, "element-latency, element-id=(string)0x1, element=(string)conv, src=(string)src, "
        "time=(guint64)5000000, ts=(guint64)%" G_GUINT64_FORMAT ";", 120 * MS);
  feed (f->agg, "pipeline-latency, ts=(guint64)%" G_GUINT64_FORMAT ", src-element=(string)src, "
        "src-element-id=(guint64)2, sink-element=(string)sink, sink-element-id=(guint64)3, "
        "time=(string)190:1/200:19;", 130 * MS);
  /* window 1: weighted only */
  proc (f->agg, 300 * MS, "200:2/190:1");
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_aggregator_get_parse_stats (f->agg)->errors, ==, 0);
  g_assert_cmpint (gp_session_get_target (f->session)->capabilities.timing, ==, GP_TIMING_IN_PROCESS);
  g_assert_true (gp_session_get_target (f->session)->capabilities.element_latency);
  es = gp_series_lookup_element (series, "conv");
  g_assert_nonnull (es);
  /* [B190 ×3, B200, 5 ms]: p50 index round(0.5·4) = 2, p95 round(0.95·4) = 4 */
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 0), ==, 5);
  g_assert_cmpfloat_with_epsilon (at (es->proc_ms_p50, 0), B190, 1e-9);
  g_assert_cmpfloat_with_epsilon (at (es->proc_ms_p95, 0), 5.0, 1e-9);
  /* [B190, B200 ×2]: index 1 and round(1.9) = 2 */
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 1), ==, 3);
  g_assert_cmpfloat_with_epsilon (at (es->proc_ms_p50, 1), B200, 1e-9);
  g_assert_cmpfloat_with_epsilon (at (es->proc_ms_p95, 1), B200, 1e-9);

  pipeline = gp_series_get_pipeline (series);
  /* [B190, B200 ×19]: index round(9.5) = 10 (half to even) and round(18.05) = 18 */
  g_assert_cmpfloat_with_epsilon (at (pipeline->latency_ms_p50, 0), B200, 1e-9);
  g_assert_cmpfloat_with_epsilon (at (pipeline->latency_ms_p95, 0), B200, 1e-9);
  g_assert_true (gp_is_null (at (pipeline->latency_ms_p50, 1)));
}

static void
test_link_flow (GpTestRecords *f,
                gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);
  GpLinkSeries *ls;

  /* (new-pad has no ts: its line's, 0:00:01, so everything here is after 1 s) */
  feed (f->agg, "new-element, thread-id=(guint64)1, ts=(guint64)1000000000, ix=(uint)0, parent-ix=(uint)4294967295, "
        "name=(string)src, type=(string)GstVideoTestSrc, is-bin=(boolean)0;");
  feed (f->agg, "new-element, thread-id=(guint64)1, ts=(guint64)1000000000, ix=(uint)1, parent-ix=(uint)4294967295, "
        "name=(string)sink, type=(string)GstFakeSink, is-bin=(boolean)0;");
  feed (f->agg, "new-pad, thread-id=(guint64)1, ix=(uint)0, parent-ix=(uint)0, name=(string)src, "
        "type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)1;");
  feed (f->agg, "new-pad, thread-id=(guint64)1, ix=(uint)1, parent-ix=(uint)1, name=(string)sink, "
        "type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)2;");
  feed (f->agg, "link-flow, ts=(guint64)%" G_GUINT64_FORMAT ", pad-ix=(uint)0, element-ix=(uint)0, "
        "peer-pad-ix=(uint)1, peer-element-ix=(uint)1, buffers=(guint64)30, bytes=(guint64)3000;", GP_TEST_SEC + 100 * MS);
  /* window 1: nothing moved; window 2: again */
  feed (f->agg, "link-flow, ts=(guint64)%" G_GUINT64_FORMAT ", pad-ix=(uint)0, element-ix=(uint)0, "
        "peer-pad-ix=(uint)1, peer-element-ix=(uint)1, buffers=(guint64)15, bytes=(guint64)1500;", GP_TEST_SEC + 600 * MS);
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_aggregator_get_parse_stats (f->agg)->errors, ==, 0);
  ls = gp_series_lookup_link (series, "src:src->sink:sink");
  g_assert_nonnull (ls);
  g_assert_cmpuint (ls->fps->len, ==, 3);
  g_assert_cmpfloat (at (ls->fps, 0), ==, 120.0);
  g_assert_cmpfloat (at (ls->bytes_s, 0), ==, 12000.0);
  g_assert_cmpfloat (at (ls->fps, 1), ==, 0.0);
  g_assert_cmpfloat (at (ls->fps, 2), ==, 60.0);
}

/* Malformed histograms: one parse error each, nothing kept, never a huge allocation. */
static void
test_bad (GpTestRecords *f,
          gconstpointer  data)
{
  static const char * const bad[] = {
    "1920:1", "5:0", "5:4294967295", "abc", "", "5:1/", "5:1/x", "/5:1", "5", "5:2:3", "-1:4",
  };
  GpElementSeries *es;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    proc (f->agg, i * MS, bad[i]);
  /* two halves of a window's limit: the second is refused */
  proc (f->agg, 20 * MS, "100:1000000000");
  proc (f->agg, 21 * MS, "100:1000000000");
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_aggregator_get_parse_stats (f->agg)->errors, ==, G_N_ELEMENTS (bad) + 1);
  es = gp_series_lookup_element (gp_session_get_series (f->session), "conv");
  g_assert_nonnull (es);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 0), ==, 1000000000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/gp/unit/aggregator-flow/" path, GpTestRecords, NULL, \
              gp_test_records_set_up, func, gp_test_records_tear_down)
  ADD ("weighted", test_weighted);
  ADD ("link-flow", test_link_flow);
  ADD ("bad", test_bad);
  return g_test_run ();
}
