/* test-aggregator-backlog.c: backlogs estimated from hand-written stats `buffer` records
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

/* gp-aggregator-backlog.c: pushes into a queue minus pushes out of it, per window, into
 * queue_level and held_*; nothing for elements that are not queue-like, nor for appsrc/appsink
 * (whose other side is the application); a leaky queue known from a dot dump is clamped at its
 * limit; our tracer's exact levels and exact whereabouts win over the estimate. */

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-dot.h"
#include "gp-test-records.h"
#include "gp-test-util.h"

#define MS GP_TEST_MS
#define SEC GP_TEST_SEC

typedef GpTestRecords Fixture;
#define fixture_set_up    gp_test_records_set_up
#define fixture_tear_down gp_test_records_tear_down
/* Feeds one GST_TRACER record; the log timestamp is @wall_ns. */
#define record(f, wall_ns, ...) gp_test_records_feed ((f)->agg, (wall_ns), __VA_ARGS__)

static void
new_element (Fixture    *f,
             guint       ix,
             const char *name,
             const char *type)
{
  record (f, 0, "new-element, thread-id=(guint64)1, ts=(guint64)0, ix=(uint)%u, "
          "parent-ix=(uint)4294967295, name=(string)%s, type=(string)%s, is-bin=(boolean)0;",
          ix, name, type);
}

static void
new_pad (Fixture    *f,
         guint       ix,
         guint       parent_ix,
         const char *name,
         gboolean    src)
{
  record (f, 0, "new-pad, thread-id=(guint64)1, ix=(uint)%u, parent-ix=(uint)%u, name=(string)%s, "
          "type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)%d;",
          ix, parent_ix, name, src ? 1 : 2);
}

static void
buffer (Fixture *f,
        guint64  ts,
        guint    pad_ix,
        guint    peer_ix,
        guint    size)
{
  record (f, ts, "buffer, thread-id=(guint64)1, ts=(guint64)%" G_GUINT64_FORMAT ", pad-ix=(uint)%u, "
          "element-ix=(uint)0, peer-pad-ix=(uint)%u, peer-element-ix=(uint)1, buffer-size=(uint)%u, "
          "have-buffer-pts=(boolean)1, buffer-pts=(guint64)0, have-buffer-dts=(boolean)0, "
          "buffer-dts=(guint64)18446744073709551615, have-buffer-duration=(boolean)1, "
          "buffer-duration=(guint64)33333333, buffer-flags=(GstBufferFlags)0;",
          ts, pad_ix, peer_ix, size);
}

/* src0 → @type q0 → sink0; pads 0 (src0:src), 1 (q0:sink), 2 (q0:src), 3 (sink0:sink). */
static void
linear (Fixture    *f,
        const char *type)
{
  new_element (f, 0, "src0", "GstVideoTestSrc");
  new_element (f, 1, "q0", type);
  new_element (f, 2, "sink0", "GstFakeSink");
  new_pad (f, 0, 0, "src", TRUE);
  new_pad (f, 1, 1, "sink", FALSE);
  new_pad (f, 2, 1, "src", TRUE);
  new_pad (f, 3, 2, "sink", FALSE);
}

#define PUSH_IN(f, ts, size) buffer ((f), (ts), 0, 1, (size))
#define PUSH_OUT(f, ts, size) buffer ((f), (ts), 2, 3, (size))

static double
col (const GpElementSeries *es,
     GArray                *column,
     guint                  i)
{
  g_assert_nonnull (es);
  g_assert_nonnull (column);
  g_assert_cmpuint (i, <, column->len);
  return g_array_index (column, double, i);
}

static GpElementSeries *
element_series (Fixture    *f,
                const char *name)
{
  return gp_series_lookup_element (gp_session_get_series (f->session), name);
}

/* In minus out, per window: buffers, bytes and the age of the oldest held. */
static void
test_fifo (Fixture       *f,
           gconstpointer  data)
{
  GpElementSeries *es;
  GpCapabilities *caps = &gp_session_get_target (f->session)->capabilities;

  linear (f, "GstQueue");
  /* window 0: 3 in (100 bytes each, at 0, 10, 20 ms), 1 out */
  PUSH_IN (f, 0, 100);
  PUSH_IN (f, 10 * MS, 100);
  PUSH_IN (f, 20 * MS, 100);
  PUSH_OUT (f, 30 * MS, 100);
  /* window 1: 2 in (50 bytes), nothing out; the oldest is the one in at 10 ms */
  PUSH_IN (f, 300 * MS, 50);
  PUSH_IN (f, 400 * MS, 50);
  /* window 2: all 4 out */
  for (guint i = 0; i < 4; i++)
    PUSH_OUT (f, (600 + i) * MS, i < 2 ? 100 : 50);
  /* window 3: an out with nothing held does not go below zero */
  PUSH_OUT (f, 800 * MS, 10);
  gp_aggregator_finish (f->agg);

  g_assert_true (caps->queue_levels);
  g_assert_cmpint (caps->whereabouts, ==, GP_WHEREABOUTS_ESTIMATED);
  es = element_series (f, "q0");
  g_assert_cmpfloat (col (es, es->queue_level, 0), ==, 2);
  g_assert_cmpfloat (col (es, es->held_buffers, 0), ==, 2);
  g_assert_cmpfloat (col (es, es->held_bytes, 0), ==, 200);
  /* the window's last push was at 30 ms: the oldest (in at 10 ms) is 20 ms old */
  g_assert_cmpfloat (col (es, es->oldest_held_ms, 0), ==, 20);
  g_assert_cmpfloat (col (es, es->queue_level, 1), ==, 4);
  g_assert_cmpfloat (col (es, es->held_bytes, 1), ==, 300);
  g_assert_cmpfloat (col (es, es->oldest_held_ms, 1), ==, 390);
  g_assert_cmpfloat (col (es, es->queue_level, 2), ==, 0);
  g_assert_cmpfloat (col (es, es->held_bytes, 2), ==, 0);
  g_assert_cmpfloat (col (es, es->oldest_held_ms, 2), ==, 0);
  g_assert_cmpfloat (col (es, es->queue_level, 3), ==, 0);

  /* neither the source nor the sink is queue-like */
  es = element_series (f, "src0");
  g_assert_true (es == NULL || gp_is_null (col (es, es->queue_level, 0)));
  g_assert_true (es == NULL || gp_is_null (col (es, es->held_buffers, 0)));
  es = element_series (f, "sink0");
  g_assert_true (es == NULL || gp_is_null (col (es, es->held_buffers, 0)));
}

/* A consumer slower than its producer: 30 in and 1 out a second, the level climbs. */
static void
test_growing (Fixture       *f,
              gconstpointer  data)
{
  GpElementSeries *es;
  guint n;

  linear (f, "GstQueue2");
  for (guint i = 0; i < 90; i++)
    {
      PUSH_IN (f, i * 33 * MS, 1000);
      if (i % 30 == 29)
        PUSH_OUT (f, i * 33 * MS + MS, 1000);
    }
  gp_aggregator_finish (f->agg);

  es = element_series (f, "q0");
  n = es->queue_level->len;
  g_assert_cmpuint (n, >=, 10);
  for (guint i = 1; i < n; i++)
    g_assert_cmpfloat (col (es, es->queue_level, i), >=, col (es, es->queue_level, i - 1) - 1);
  g_assert_cmpfloat (col (es, es->queue_level, n - 1), ==, 87);
  g_assert_cmpfloat (col (es, es->held_bytes, n - 1), ==, 87000);
  /* the oldest still held went in at 3 × 33 ms; the last push (out) at 89 × 33 + 1 ms */
  g_assert_cmpfloat (col (es, es->oldest_held_ms, n - 1), ==, (89 - 3) * 33 + 1);
}

/* appsrc is fed by the application and appsink drained by it: one side of
 * each is invisible to stats, so neither gets an estimate. */
static void
test_app_elements (Fixture       *f,
                   gconstpointer  data)
{
  GpCapabilities *caps = &gp_session_get_target (f->session)->capabilities;
  GpElementSeries *es;

  new_element (f, 0, "appsrc0", "GstAppSrc");
  new_element (f, 1, "appsink0", "GstAppSink");
  new_pad (f, 0, 0, "src", TRUE);
  new_pad (f, 1, 1, "sink", FALSE);
  for (guint i = 0; i < 20; i++)
    buffer (f, i * 50 * MS, 0, 1, 100);
  gp_aggregator_finish (f->agg);

  g_assert_false (caps->queue_levels);
  g_assert_cmpint (caps->whereabouts, ==, GP_WHEREABOUTS_NONE);
  es = element_series (f, "appsink0");
  g_assert_true (es == NULL || gp_is_null (col (es, es->queue_level, 0)));
}

static void
add_dot (Fixture    *f,
         const char *props)
{
  g_autofree char *text = g_strdup_printf ("digraph pipeline {\n"
                                           "  subgraph cluster_q0_0x1 {\n"
                                           "    label=\"GstQueue\\nq0\\n[>]\\n%s\";\n"
                                           "  }\n"
                                           "}\n", props);
  g_autoptr(GError) error = NULL;
  g_autoptr(GpDotGraph) dot = gp_dot_parse (text, -1, &error);

  g_assert_no_error (error);
  gp_aggregator_add_dot (f->agg, dot);
}

/* A leaky queue drops what it never pushes out: known from the dot dump, the
 * estimate is clamped at its limit; unknown, it grows (documented). */
static void
test_leaky (Fixture       *f,
            gconstpointer  data)
{
  const char *props = data;
  GpElementSeries *es;
  guint n;

  linear (f, "GstQueue");
  if (props != NULL)
    add_dot (f, props);
  /* 100 in, 10 out */
  for (guint i = 0; i < 100; i++)
    {
      PUSH_IN (f, i * 10 * MS, 10);
      if (i % 10 == 9)
        PUSH_OUT (f, i * 10 * MS + MS, 10);
    }
  gp_aggregator_finish (f->agg);

  es = element_series (f, "q0");
  n = es->queue_level->len;
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      if (props == NULL || strstr (props, "leaky") == NULL)
        continue;
      g_assert_cmpfloat (col (es, es->queue_level, i), <=, 5);
      g_assert_cmpfloat (col (es, es->held_bytes, i), <=, 50);
    }
  if (props != NULL && strstr (props, "leaky=downstream") != NULL)
    {
      /* downstream drops the oldest: what is held is recent */
      g_assert_cmpfloat (col (es, es->queue_level, n - 1), ==, 4);
      g_assert_cmpfloat (col (es, es->oldest_held_ms, n - 1), <=, 40);
    }
  if (props != NULL && strstr (props, "leaky=upstream") != NULL)
    g_assert_cmpfloat (col (es, es->queue_level, n - 1), ==, 4);
  if (props == NULL || strstr (props, "leaky") == NULL)
    g_assert_cmpfloat (col (es, es->queue_level, n - 1), ==, 90);
}

/* A leaky queue learnt from a dot dump after it filled: clamped from then on. */
static void
test_leaky_late (Fixture       *f,
                 gconstpointer  data)
{
  GpElementSeries *es;

  linear (f, "GstQueue");
  for (guint i = 0; i < 20; i++)
    PUSH_IN (f, i * 10 * MS, 10);
  PUSH_IN (f, 300 * MS, 10);
  add_dot (f, "max-size-buffers=5\\nleaky=downstream");
  PUSH_IN (f, 600 * MS, 10);
  gp_aggregator_finish (f->agg);

  es = element_series (f, "q0");
  g_assert_cmpfloat (col (es, es->queue_level, 0), ==, 20);
  g_assert_cmpfloat (col (es, es->queue_level, 1), ==, 5);
  g_assert_cmpfloat (col (es, es->queue_level, 2), ==, 5);
  g_assert_cmpfloat (col (es, es->held_bytes, 2), ==, 50);
}

/* A multiqueue: pushes into any sink pad, out of any src pad. */
static void
test_multiqueue (Fixture       *f,
                 gconstpointer  data)
{
  GpElementSeries *es;

  new_element (f, 0, "a", "GstFakeSrc");
  new_element (f, 1, "mq", "GstMultiQueue");
  new_element (f, 2, "s0", "GstFakeSink");
  new_element (f, 3, "s1", "GstFakeSink");
  new_element (f, 4, "b", "GstFakeSrc");
  new_pad (f, 0, 0, "src", TRUE);
  new_pad (f, 1, 1, "sink_0", FALSE);
  new_pad (f, 2, 1, "src_0", TRUE);
  new_pad (f, 3, 2, "sink", FALSE);
  new_pad (f, 4, 4, "src", TRUE);
  new_pad (f, 5, 1, "sink_1", FALSE);
  new_pad (f, 6, 1, "src_1", TRUE);
  new_pad (f, 7, 3, "sink", FALSE);
  buffer (f, 0, 0, 1, 10);
  buffer (f, MS, 4, 5, 20);
  buffer (f, 2 * MS, 4, 5, 20);
  buffer (f, 3 * MS, 2, 3, 10);
  buffer (f, 300 * MS, 6, 7, 20);
  gp_aggregator_finish (f->agg);

  es = element_series (f, "mq");
  g_assert_cmpfloat (col (es, es->queue_level, 0), ==, 2);
  g_assert_cmpfloat (col (es, es->held_bytes, 0), ==, 40);
  g_assert_cmpfloat (col (es, es->queue_level, 1), ==, 1);
  g_assert_cmpfloat (col (es, es->held_bytes, 1), ==, 20);
}

/* Pads stats logged before they had a parent (a demuxer's in decodebin, a bin's
 * ghost pad): no link, yet the queue at the other end counts the push. */
static void
test_parentless_pads (Fixture       *f,
                      gconstpointer  data)
{
  GpElementSeries *es;

  new_element (f, 0, "demux", "GstMatroskaDemux");
  new_element (f, 1, "mq", "GstMultiQueue");
  new_pad (f, 0, 4294967295u, "video_0", TRUE);
  new_pad (f, 1, 1, "sink_0", FALSE);
  new_pad (f, 2, 1, "src_0", TRUE);
  new_pad (f, 3, 4294967295u, "src_0", FALSE);
  buffer (f, 0, 0, 1, 10);
  buffer (f, MS, 0, 1, 10);
  buffer (f, 2 * MS, 0, 1, 10);
  buffer (f, 3 * MS, 2, 3, 10);
  /* a pad index nobody announced */
  buffer (f, 4 * MS, 2, 99, 10);
  gp_aggregator_finish (f->agg);

  es = element_series (f, "mq");
  g_assert_cmpfloat (col (es, es->queue_level, 0), ==, 1);
  g_assert_cmpfloat (col (es, es->held_bytes, 0), ==, 10);
  g_assert_cmpuint (gp_graph_n_links (gp_session_get_graph (f->session)), ==, 0);
}

/* Our tracer's exact level wins: the windows estimated before its first record are cleared. */
static void
test_exact_levels_win (Fixture       *f,
                       gconstpointer  data)
{
  GpElementSeries *es;

  linear (f, "GstQueue");
  PUSH_IN (f, 0, 10);
  PUSH_IN (f, 300 * MS, 10);
  record (f, 0, "queue-level, ts=(guint64)%" G_GUINT64_FORMAT ", element=(string)q0, element-id=(guint64)1, "
          "buffers=(gint64)7, bytes=(gint64)70, time=(gint64)0, max-buffers=(gint64)200, max-bytes=(gint64)0, "
          "max-time=(gint64)0, block=(int)-1, leaky=(int)0, drop=(int)-1;", 600 * MS);
  PUSH_IN (f, 800 * MS, 10);
  gp_aggregator_finish (f->agg);

  es = element_series (f, "q0");
  g_assert_true (gp_is_null (col (es, es->queue_level, 0)));
  g_assert_true (gp_is_null (col (es, es->queue_level, 1)));
  g_assert_cmpfloat (col (es, es->queue_level, 2), ==, 7);
  g_assert_true (gp_is_null (col (es, es->queue_level, 3)));
  /* the held_* estimate stays (nothing exact for those) */
  g_assert_cmpfloat (col (es, es->held_buffers, 3), ==, 3);
}

/* Exact whereabouts (our plugin's hooks) win over the held_* estimate. */
static void
test_exact_whereabouts_win (Fixture       *f,
                            gconstpointer  data)
{
  GpCapabilities *caps = &gp_session_get_target (f->session)->capabilities;
  GpElementSeries *es;

  linear (f, "GstQueue");
  PUSH_IN (f, 0, 10);
  PUSH_IN (f, 300 * MS, 10);
  caps->whereabouts = GP_WHEREABOUTS_EXACT;
  PUSH_IN (f, 600 * MS, 10);
  gp_aggregator_finish (f->agg);

  g_assert_cmpint (caps->whereabouts, ==, GP_WHEREABOUTS_EXACT);
  es = element_series (f, "q0");
  for (guint i = 0; i < es->held_buffers->len; i++)
    {
      g_assert_true (gp_is_null (col (es, es->held_buffers, i)));
      g_assert_true (gp_is_null (col (es, es->held_bytes, i)));
      g_assert_true (gp_is_null (col (es, es->oldest_held_ms, i)));
    }
  /* queue_level stays estimated */
  g_assert_cmpfloat (col (es, es->queue_level, 2), ==, 3);
}

/* Many buffers through a healthy queue: nothing invented, the level ends at 0. */
static void
test_healthy (Fixture       *f,
              gconstpointer  data)
{
  GpElementSeries *es;
  guint n;

  linear (f, "GstQueue");
  for (guint i = 0; i < 20000; i++)
    {
      PUSH_IN (f, i * MS, 614400);
      PUSH_OUT (f, i * MS + MS / 2, 614400);
    }
  gp_aggregator_finish (f->agg);

  es = element_series (f, "q0");
  n = es->queue_level->len;
  g_assert_cmpuint (n, ==, 80);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpfloat (col (es, es->queue_level, i), ==, 0);
      g_assert_cmpfloat (col (es, es->held_bytes, i), ==, 0);
    }
}

/* After the capture's stop, an EOS drain is teardown: no backlog past the stop's window. */
static void
test_stop (Fixture       *f,
           gconstpointer  data)
{
  GpElementSeries *es;

  linear (f, "GstQueue");
  for (guint i = 0; i < 10; i++)
    PUSH_IN (f, i * 50 * MS, 10);
  gp_aggregator_mark_stop (f->agg);
  /* the drain */
  for (guint i = 0; i < 10; i++)
    PUSH_OUT (f, 500 * MS + i * 50 * MS, 10);
  gp_aggregator_finish (f->agg);

  es = element_series (f, "q0");
  g_assert_cmpuint (es->queue_level->len, ==, 4);
  g_assert_cmpfloat (col (es, es->queue_level, 0), ==, 5);
  g_assert_cmpfloat (col (es, es->queue_level, 1), ==, 10);
  g_assert_true (gp_is_null (col (es, es->queue_level, 2)));
  g_assert_true (gp_is_null (col (es, es->held_bytes, 3)));
}

#define ADD(path, func, data) \
  g_test_add (path, Fixture, data, fixture_set_up, func, fixture_tear_down)

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/gp/unit/aggregator-backlog/fifo", test_fifo, NULL);
  ADD ("/gp/unit/aggregator-backlog/growing", test_growing, NULL);
  ADD ("/gp/unit/aggregator-backlog/app-elements", test_app_elements, NULL);
  ADD ("/gp/unit/aggregator-backlog/leaky-unknown", test_leaky, NULL);
  ADD ("/gp/unit/aggregator-backlog/not-leaky", test_leaky, "max-size-buffers=5");
  ADD ("/gp/unit/aggregator-backlog/leaky-downstream", test_leaky, "max-size-buffers=5\\nleaky=downstream");
  ADD ("/gp/unit/aggregator-backlog/leaky-upstream", test_leaky, "max-size-buffers=5\\nleaky=upstream");
  ADD ("/gp/unit/aggregator-backlog/leaky-bytes", test_leaky, "max-size-bytes=50\\nleaky=downstream");
  ADD ("/gp/unit/aggregator-backlog/leaky-late", test_leaky_late, NULL);
  ADD ("/gp/unit/aggregator-backlog/multiqueue", test_multiqueue, NULL);
  ADD ("/gp/unit/aggregator-backlog/parentless-pads", test_parentless_pads, NULL);
  ADD ("/gp/unit/aggregator-backlog/exact-levels-win", test_exact_levels_win, NULL);
  ADD ("/gp/unit/aggregator-backlog/exact-whereabouts-win", test_exact_whereabouts_win, NULL);
  ADD ("/gp/unit/aggregator-backlog/healthy", test_healthy, NULL);
  ADD ("/gp/unit/aggregator-backlog/stop", test_stop, NULL);

  return g_test_run ();
}
