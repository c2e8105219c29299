/* test-queue-debug.c: appsrc and queue_dataflow debug lines, as GStreamer 1.22 writes them
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

/* gp-queue-debug.c on real lines (and broken ones), their classification by the tracer-log parser,
 * and what the aggregator makes of them: appsrc's level is exact, a queue's counters correct the
 * estimate from the stats tracer. The fuzz seed tests/fuzz/corpus/tracer-log/queue-debug.log is a
 * real log of both (stats records, queue_dataflow:6 and appsrc:5). */

#include "config.h"

#include <string.h>

#include "gp-aggregator.h"
#include "gp-queue-debug.h"
#include "gp-test-util.h"
#include "gp-tracer-log.h"

#define APPSRC_HEAD "0:00:00.087580234 21303 0x55697c46a120 DEBUG                 appsrc "
#define QUEUE_HEAD "0:00:00.016473641 16001 0x55cf5b73b060 LOG           queue_dataflow "

static GpTracerLineType
classify (const char   *text,
          GpTracerLine *line)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();

  return gp_tracer_log_parse_line (log, text, strlen (text), line);
}

static gboolean
parse_line (const char   *text,
            GpQueueDebug *debug)
{
  GpTracerLine line;

  g_assert_cmpint (classify (text, &line), ==, GP_TRACER_LINE_QUEUE_DEBUG);
  return gp_queue_debug_parse (line.body, debug);
}

static void
test_appsrc (void)
{
  GpQueueDebug d;

  g_assert_true (parse_line (APPSRC_HEAD "gstappsrc.c:1558:gst_app_src_update_queued_push:<frames> "
                             "Currently queued: 230400 bytes, 1 buffers, 0:00:00.010000000", &d));
  g_assert_true (gp_slice_equal_literal (d.element, "frames"));
  g_assert_true (d.has_buffers && d.has_bytes);
  g_assert_cmpuint (d.buffers, ==, 1);
  g_assert_cmpuint (d.bytes, ==, 230400);
  g_assert_false (d.has_max_bytes);

  /* an older appsrc: bytes only */
  g_assert_true (parse_line (APPSRC_HEAD "gstappsrc.c:1:gst_app_src_update_queued_push:<src> "
                             "Currently queued: 42 bytes, 0:00:00.010000000", &d));
  g_assert_false (d.has_buffers);
  g_assert_cmpuint (d.bytes, ==, 42);

  /* spec/leak-hunt.md's interpipesrc line */
  g_assert_true (parse_line (APPSRC_HEAD "gstappsrc.c:2663:gst_app_src_push_internal:<interpipesrc1> "
                             "queue filled (1595059200 >= 200000)", &d));
  g_assert_true (gp_slice_equal_literal (d.element, "interpipesrc1"));
  g_assert_false (d.has_buffers);
  g_assert_cmpuint (d.bytes, ==, 1595059200);
  g_assert_cmpuint (d.max_bytes, ==, 200000);

  /* other appsrc messages carry no level */
  g_assert_false (parse_line (APPSRC_HEAD "gstappsrc.c:2686:gst_app_src_push_internal:<frames> "
                              "queueing buffer 0x55b46a0075a0", &d));
  g_assert_false (parse_line (APPSRC_HEAD "gstappsrc.c:1082:gst_app_src_start:<frames> starting", &d));
}

static void
test_queue (void)
{
  GpQueueDebug d;

  g_assert_true (parse_line (QUEUE_HEAD "gstqueue.c:818:gst_queue_locked_enqueue_event:<qq> (qq:sink) "
                             "signal ADD: 3 of 0-200 buffers, 1843200 of 0-10485760 bytes, "
                             "100000000 of 0-1000000000 ns, 3 items", &d));
  g_assert_true (gp_slice_equal_literal (d.element, "qq"));
  g_assert_cmpuint (d.buffers, ==, 3);
  g_assert_cmpuint (d.max_buffers, ==, 200);
  g_assert_cmpuint (d.bytes, ==, 1843200);
  g_assert_cmpuint (d.max_bytes, ==, 10485760);

  g_assert_true (parse_line (QUEUE_HEAD "gstqueue.c:1529:gst_queue_loop:<a:b> (a:b:src) wait for ADD: "
                             "0 of 0-0 buffers, 0 of 0-0 bytes, 0 of 0-0 ns, 0 items", &d));
  g_assert_true (gp_slice_equal_literal (d.element, "a:b"));
  g_assert_cmpuint (d.buffers, ==, 0);
  g_assert_cmpuint (d.max_buffers, ==, 0);

  g_assert_false (parse_line (QUEUE_HEAD "gstqueue.c:1204:gst_queue_chain_buffer_or_list:<qq> received buffer "
                              "0x7f862c01e5a0 of size 614400, time 0:00:01.907707896", &d));
  g_assert_false (parse_line (QUEUE_HEAD "gstqueue.c:918:gst_queue_handle_sink_event:<qq> Received event 'eos'",
                              &d));
}

/* Cut anywhere, or with garbage in place of a number: FALSE, never a read past the end. */
static void
test_malformed (void)
{
  static const char full[] = "gstqueue.c:818:f:<qq> (qq:sink) signal ADD: 3 of 0-200 buffers, 1843200 of "
                             "0-10485760 bytes, 0 of 0-0 ns, 3 items";
  static const char * const broken[] = {
    "", "<", ":<", ":<>", ":<qq", ":<qq>", ":<qq>x", "f:<qq> Currently queued: ",
    "f:<qq> Currently queued: x bytes", "f:<qq> queue filled (1 >= )",
    "f:<qq> (qq:sink) signal ADD: 3 of 0-200 buffers, ",
    "f:<qq> (qq:sink) signal ADD: 99999999999999999999999 of 0-200 buffers, 1 of 0-1 bytes",
  };
  GpQueueDebug d;

  for (gsize n = 0; n + 1 < sizeof full; n++)
    {
      g_autofree char *cut = g_memdup2 (full, n);
      GpSlice slice = { cut, n };

      if (gp_queue_debug_parse (slice, &d))
        g_assert_cmpuint (n, >=, strlen ("gstqueue.c:818:f:<qq> (qq:sink) signal ADD: 3 of 0-200 buffers, "
                                         "1843200 of 0-10485760 bytes"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      GpSlice slice = { broken[i], strlen (broken[i]) };

      g_assert_false (gp_queue_debug_parse (slice, &d));
    }
}

/* Other lower-case categories stay unparsed, as in the reference. */
static void
test_other_categories (void)
{
  GpTracerLine line;

  g_assert_cmpint (classify ("0:00:00.087580234 21303 0x55697c46a120 DEBUG               basesrc "
                             "gstbasesrc.c:1:f:<src> hello", &line), ==, GP_TRACER_LINE_UNPARSED);
  g_assert_cmpint (classify ("0:00:00.087580234 21303 0x55697c46a120 DEBUG             appsrcx "
                             "gstappsrc.c:1:f:<src> Currently queued: 1 bytes, 1 buffers", &line),
                   ==, GP_TRACER_LINE_UNPARSED);
}

/* The real log: the appsrc of wrap-app gets its exact level, the tee's queues
 * their estimates (with the counters' corrections); nothing unparsed. */
static void
test_real_log (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "tracer-log",
                                                 "queue-debug.log", NULL);
  g_autofree char *text = gp_test_read_file (path);
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpAggregator) agg = gp_aggregator_new (session);
  GpSeries *series;
  GpElementSeries *es;
  gboolean seen = FALSE;

  gp_aggregator_feed (agg, text, strlen (text));
  gp_aggregator_finish (agg);
  g_assert_cmpuint (gp_aggregator_get_parse_stats (agg)->unparsed, ==, 0);
  g_assert_cmpuint (gp_aggregator_get_parse_stats (agg)->errors, ==, 0);
  g_assert_true (gp_session_get_target (session)->capabilities.queue_levels);

  series = gp_session_get_series (session);
  es = gp_series_lookup_element (series, "frames");
  g_assert_nonnull (es);
  for (guint i = 0; i < es->queue_level->len; i++)
    {
      double v = g_array_index (es->queue_level, double, i);

      if (!gp_is_null (v))
        {
          g_assert_cmpfloat (v, <=, 1);
          seen = TRUE;
        }
    }
  g_assert_true (seen);

  es = gp_series_lookup_element (series, "bounded");
  g_assert_nonnull (es);
  for (guint i = 0; i < es->queue_level->len; i++)
    g_assert_cmpfloat (g_array_index (es->queue_level, double, i), <=, 3);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/queue-debug/appsrc", test_appsrc);
  g_test_add_func ("/gp/unit/queue-debug/queue", test_queue);
  g_test_add_func ("/gp/unit/queue-debug/malformed", test_malformed);
  g_test_add_func ("/gp/unit/queue-debug/other-categories", test_other_categories);
  g_test_add_func ("/gp/unit/queue-debug/real-log", test_real_log);

  return g_test_run ();
}
