/* test-aggregator.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
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
             guint64     ts,
             guint       ix,
             const char *name,
             const char *type,
             gboolean    is_bin)
{
  record (f, ts, "new-element, thread-id=(guint64)1, ts=(guint64)%" G_GUINT64_FORMAT ", ix=(uint)%u, "
          "parent-ix=(uint)4294967295, name=(string)%s, type=(string)%s, is-bin=(boolean)%d;",
          ts, ix, name, type, is_bin);
}

static void
new_pad (Fixture    *f,
         guint64     wall_ns,
         guint       ix,
         guint       parent_ix,
         const char *name,
         gboolean    src)
{
  record (f, wall_ns, "new-pad, thread-id=(guint64)1, ix=(uint)%u, parent-ix=(uint)%u, name=(string)%s, "
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

static void
element_latency (Fixture    *f,
                 guint64     ts,
                 const char *element,
                 guint64     time)
{
  record (f, ts, "element-latency, element-id=(string)0x1, element=(string)%s, src=(string)src, "
          "time=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT ";",
          element, time, ts);
}

static void
pipeline_latency (Fixture *f,
                  guint64  ts,
                  guint64  time)
{
  record (f, ts, "latency, src-element-id=(string)0x1, src-element=(string)src0, src=(string)src, "
          "sink-element-id=(string)0x2, sink-element=(string)sink0, sink=(string)sink, "
          "time=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT ";", time, ts);
}

static void
tick (Fixture *f,
      guint64  ts)
{
  record (f, ts, "event, thread-id=(guint64)1, ts=(guint64)%" G_GUINT64_FORMAT ", pad-ix=(uint)0, "
          "element-ix=(uint)0, name=(string)custom-downstream;", ts);
}

/* src0 → q0 → sink0 with a pipeline bin; pads 0 (src0:src), 1 (q0:sink),
 * 2 (q0:src), 3 (sink0:sink). */
static void
linear_topology (Fixture *f,
                 guint64  ts)
{
  new_element (f, ts, 0, "src0", "GstVideoTestSrc", FALSE);
  new_element (f, ts, 1, "q0", "GstQueue", FALSE);
  new_element (f, ts, 2, "sink0", "GstFakeSink", FALSE);
  new_element (f, ts, 3, "pipeline0", "GstPipeline", TRUE);
  new_pad (f, ts, 0, 0, "src", TRUE);
  new_pad (f, ts, 1, 1, "sink", FALSE);
  new_pad (f, ts, 2, 1, "src", TRUE);
  new_pad (f, ts, 3, 2, "sink", FALSE);
}

#define LINK_A "src0:src->q0:sink"
#define LINK_B "q0:src->sink0:sink"

static double
dcol (GArray *column,
      guint   i)
{
  g_assert_nonnull (column);
  g_assert_cmpuint (i, <, column->len);
  return g_array_index (column, double, i);
}

static void
test_topology (Fixture       *f,
               gconstpointer  data)
{
  GpGraph *graph = gp_session_get_graph (f->session);
  GpElement *el;
  GpLink *link;

  linear_topology (f, 0);
  new_element (f, 0, 4, "nvvconv0", "Gstnvvconv", FALSE);
  new_element (f, 0, 5, "pipeline1", "GstPipeline", TRUE);
  buffer (f, 10 * MS, 0, 1, 100);
  /* from the sink pad: the receiving side, so src and sink swap */
  buffer (f, 11 * MS, 3, 2, 100);
  /* unknown pads are ignored */
  buffer (f, 12 * MS, 0, 77, 100);
  buffer (f, 12 * MS, 77, 0, 100);
  gp_aggregator_finish (f->agg);

  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline0");
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 6);
  el = gp_graph_element (graph, 0);
  g_assert_cmpstr (el->id, ==, "src0");
  g_assert_cmpstr (el->factory, ==, "videotestsrc");
  g_assert_cmpstr (el->gtype, ==, "GstVideoTestSrc");
  g_assert_cmpstr (el->vendor, ==, "generic");
  g_assert_false (el->is_bin);
  g_assert_cmpuint (gp_str_map_size (el->pads), ==, 1);
  g_assert_cmpstr (gp_str_map_lookup (el->pads, "src"), ==, "src");

  el = gp_graph_lookup_element (graph, "q0");
  g_assert_cmpuint (gp_str_map_size (el->pads), ==, 2);
  g_assert_cmpstr (gp_str_map_key (el->pads, 0), ==, "sink");
  g_assert_cmpstr (gp_str_map_value (el->pads, 0), ==, "sink");
  g_assert_cmpstr (gp_str_map_value (el->pads, 1), ==, "src");

  el = gp_graph_lookup_element (graph, "pipeline0");
  g_assert_true (el->is_bin);
  g_assert_cmpstr (el->factory, ==, "pipeline");

  el = gp_graph_lookup_element (graph, "nvvconv0");
  g_assert_cmpstr (el->factory, ==, "nvvidconv");  /* GType Gstnvvconv (rules/names.json) */
  g_assert_cmpstr (el->vendor, ==, "nvidia");

  g_assert_cmpuint (gp_graph_n_links (graph), ==, 2);
  link = gp_graph_link (graph, 0);
  g_assert_cmpstr (link->id, ==, LINK_A);
  link = gp_graph_link (graph, 1);
  g_assert_cmpstr (link->id, ==, LINK_B);
  g_assert_cmpstr (link->src_element, ==, "q0");
  g_assert_cmpstr (link->sink_pad, ==, "sink");
  g_assert_cmpuint (gp_aggregator_get_parse_stats (f->agg)->errors, ==, 0);
}

static void
test_windows (Fixture       *f,
              gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);
  GpSessionInfo *info = gp_session_get_info (f->session);
  GpLinkSeries *ls;
  GpElementSeries *es;

  /* t0 is the first record's ts */
  linear_topology (f, 1 * SEC);
  tick (f, 1 * SEC);
  buffer (f, 1 * SEC, 0, 1, 1000);
  buffer (f, 1 * SEC + 249999999, 0, 1, 1000);
  buffer (f, 1 * SEC + 250 * MS, 0, 1, 1000);      /* window 1 */
  element_latency (f, 1 * SEC + 260 * MS, "q0", 2 * MS);
  buffer (f, 1 * SEC + 749 * MS, 0, 1, 500);       /* window 2 */
  buffer (f, 1 * SEC + 750 * MS, 0, 1, 500);       /* window 3, flushed by finish */
  /* a record from the past (another thread) lands in the open window */
  buffer (f, 900 * MS, 0, 1, 500);
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpfloat (gp_series_get_t (series, i), ==, i * 0.25);
  g_assert_cmpfloat (info->duration_s, ==, 1.0);
  g_assert_true (info->has_parse);

  ls = gp_series_lookup_link (series, LINK_A);
  g_assert_nonnull (ls);
  g_assert_cmpfloat (dcol (ls->fps, 0), ==, 8.0);
  g_assert_cmpfloat (dcol (ls->bytes_s, 0), ==, 8000.0);
  g_assert_cmpfloat (dcol (ls->fps, 1), ==, 4.0);
  g_assert_cmpfloat (dcol (ls->fps, 2), ==, 4.0);
  g_assert_cmpfloat (dcol (ls->bytes_s, 2), ==, 2000.0);
  g_assert_cmpfloat (dcol (ls->fps, 3), ==, 8.0);
  g_assert_null (gp_series_lookup_link (series, LINK_B));

  /* only elements with proc samples (or CPU) get series */
  es = gp_series_lookup_element (series, "q0");
  g_assert_nonnull (es);
  g_assert_null (gp_series_lookup_element (series, "src0"));
  g_assert_null (gp_series_lookup_element (series, "pipeline0"));
  g_assert_true (gp_is_null (dcol (es->proc_ms_p50, 0)));
  g_assert_cmpfloat (dcol (es->proc_ms_p50, 1), ==, 2.0);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 0), ==, 0);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 1), ==, 1);
  g_assert_true (gp_is_null (dcol (es->cpu_pct, 1)));
  /* q0 is a queue: its backlog is estimated from the pushes into it (3, none out) */
  g_assert_cmpfloat (dcol (es->queue_level, 1), ==, 3.0);
}

static void
test_percentiles (Fixture       *f,
                  gconstpointer  data)
{
  static const double v[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 };
  GpSeries *series = gp_session_get_series (f->session);
  GpPipelineSeries *pipeline;
  GpElementSeries *es;

  /* index = round(p·(n−1)), half to even as in Python */
  g_assert_cmpfloat (v[gp_nearest_rank_index (1, 0.5)], ==, 1);
  g_assert_cmpfloat (v[gp_nearest_rank_index (2, 0.5)], ==, 1);   /* round(0.5) = 0 */
  g_assert_cmpfloat (v[gp_nearest_rank_index (2, 0.95)], ==, 2);
  g_assert_cmpfloat (v[gp_nearest_rank_index (4, 0.5)], ==, 3);   /* round(1.5) = 2 */
  g_assert_cmpfloat (v[gp_nearest_rank_index (6, 0.5)], ==, 3);   /* round(2.5) = 2 */
  g_assert_cmpfloat (v[gp_nearest_rank_index (8, 0.5)], ==, 5);   /* round(3.5) = 4 */
  g_assert_cmpfloat (v[gp_nearest_rank_index (11, 0.95)], ==, 11); /* round(9.5) = 10 */
  g_assert_cmpfloat (v[gp_nearest_rank_index (20, 0.95)], ==, 19); /* round(18.05) = 18 */
  g_assert_cmpfloat (v[gp_nearest_rank_index (3, 0.95)], ==, 3);

  /* end to end, unsorted input; window 0 holds 8 samples, window 1 holds 2 */
  element_latency (f, 0, "enc0", 8 * MS);
  element_latency (f, 1 * MS, "enc0", 336306);
  element_latency (f, 2 * MS, "enc0", 5 * MS);
  element_latency (f, 3 * MS, "enc0", 1 * MS);
  element_latency (f, 4 * MS, "enc0", 7 * MS);
  element_latency (f, 5 * MS, "enc0", 2 * MS);
  element_latency (f, 6 * MS, "enc0", 6 * MS);
  element_latency (f, 7 * MS, "enc0", 4 * MS);
  pipeline_latency (f, 10 * MS, 20 * MS);
  pipeline_latency (f, 11 * MS, 10 * MS);
  pipeline_latency (f, 12 * MS, 30 * MS);
  element_latency (f, 300 * MS, "enc0", 9 * MS);
  element_latency (f, 301 * MS, "enc0", 3 * MS);
  gp_aggregator_finish (f->agg);

  es = gp_series_lookup_element (series, "enc0");
  /* sorted: 0.336306 1 2 4 5 6 7 8 → p50 idx 4, p95 idx round(6.65) = 7 */
  g_assert_cmpfloat (dcol (es->proc_ms_p50, 0), ==, 5.0);
  g_assert_cmpfloat (dcol (es->proc_ms_p95, 0), ==, 8.0);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 0), ==, 8);
  g_assert_cmpfloat (dcol (es->proc_ms_p50, 1), ==, 3.0);
  g_assert_cmpfloat (dcol (es->proc_ms_p95, 1), ==, 9.0);

  pipeline = gp_series_get_pipeline (series);
  g_assert_cmpfloat (dcol (pipeline->latency_ms_p50, 0), ==, 20.0);
  g_assert_cmpfloat (dcol (pipeline->latency_ms_p95, 0), ==, 30.0);
  g_assert_true (gp_is_null (dcol (pipeline->latency_ms_p50, 1)));
  g_assert_true (gp_is_null (dcol (pipeline->reported_latency_ms, 0)));

  /* ms keep their full precision: 336306 ns → 0.336306 ms */
  g_assert_cmpfloat (dcol (es->proc_ms_p50, 0) - 5.0, ==, 0.0);
}

static void
test_stall (Fixture       *f,
            gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);
  GpLinkSeries *a, *b;
  guint8 *sa, *sb;

  linear_topology (f, 0);
  /* w0: both links move */
  buffer (f, 0, 0, 1, 10);
  buffer (f, 1 * MS, 2, 3, 10);
  /* w1: only A → B stalled */
  buffer (f, 260 * MS, 0, 1, 10);
  /* w2: nothing moves at all (a lull, e.g. teardown) → no stall */
  tick (f, 600 * MS);
  /* w3: only B → A stalled */
  buffer (f, 800 * MS, 2, 3, 10);
  /* w4: only B again */
  buffer (f, 1100 * MS, 2, 3, 10);
  gp_aggregator_finish (f->agg);

  a = gp_series_lookup_link (series, LINK_A);
  b = gp_series_lookup_link (series, LINK_B);
  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 5);
  sa = (guint8 *) a->stalled->data;
  sb = (guint8 *) b->stalled->data;
  g_assert_cmpuint (sa[0], ==, 0);
  g_assert_cmpuint (sb[0], ==, 0);
  g_assert_cmpuint (sa[1], ==, 0);
  g_assert_cmpuint (sb[1], ==, 1);
  g_assert_cmpuint (sa[2], ==, 0);
  g_assert_cmpuint (sb[2], ==, 0);
  g_assert_cmpuint (sa[3], ==, 1);
  g_assert_cmpuint (sb[3], ==, 0);
  g_assert_cmpuint (sa[4], ==, 1);
  g_assert_cmpfloat (dcol (a->fps, 2), ==, 0.0);
  g_assert_cmpfloat (dcol (b->fps, 4), ==, 4.0);
}

static void
test_stall_never_carried (Fixture       *f,
                          gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);
  GpLinkSeries *b;

  linear_topology (f, 0);
  buffer (f, 0, 0, 1, 10);
  buffer (f, 300 * MS, 0, 1, 10);
  /* B appears in w2 with buffers: before that it has no column values */
  buffer (f, 600 * MS, 2, 3, 10);
  buffer (f, 600 * MS, 0, 1, 10);
  gp_aggregator_finish (f->agg);

  b = gp_series_lookup_link (series, LINK_B);
  g_assert_cmpuint (b->fps->len, ==, 3);
  g_assert_true (gp_is_null (dcol (b->fps, 0)));
  g_assert_true (gp_is_null (dcol (b->fps, 1)));
  g_assert_cmpfloat (dcol (b->fps, 2), ==, 4.0);
  g_assert_cmpuint (((guint8 *) b->stalled->data)[1], ==, 0);
}

static void
test_long_gap (Fixture       *f,
               gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);
  GpSessionInfo *info = gp_session_get_info (f->session);
  guint n;

  tick (f, 5 * SEC);
  tick (f, 5 * SEC + 200 * SEC + 100 * MS);
  gp_aggregator_finish (f->agg);

  /* 400 windows flushed, then the axis jumps to the window holding the record */
  n = gp_series_get_n_windows (series);
  g_assert_cmpuint (n, ==, GP_AGGREGATOR_MAX_FLUSH + 1);
  g_assert_cmpfloat (gp_series_get_t (series, 399), ==, 99.75);
  g_assert_cmpfloat (gp_series_get_t (series, 400), ==, 200.0);
  g_assert_cmpfloat (info->duration_s, ==, 200.25);
  g_assert_cmpuint (_gp_aggregator_get_n_gaps (f->agg), ==, 1);
}

static void
test_gap_exactly_400 (Fixture       *f,
                      gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);

  tick (f, 0);
  tick (f, 100 * SEC);
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 401);
  g_assert_cmpfloat (gp_series_get_t (series, 400), ==, 100.0);
  g_assert_cmpuint (_gp_aggregator_get_n_gaps (f->agg), ==, 0);
}

static void
message (Fixture    *f,
         guint64     ts,
         const char *name,
         const char *structure)
{
  record (f, ts, "message, thread-id=(guint64)1, ts=(guint64)%" G_GUINT64_FORMAT ", element-ix=(uint)0, "
          "name=(string)%s, structure=(structure)\"%s\";", ts, name, structure);
}

static void
test_events (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GString) longtext = g_string_new (NULL);
  const GpEvent *ev;

  new_element (f, 1 * SEC, 0, "videotestsrc0", "GstVideoTestSrc", FALSE);
  tick (f, 1 * SEC);
  message (f, 1 * SEC + 12500000, "state-changed",
           "GstMessageStateChanged\\,\\ old-state\\=\\(GstState\\)null\\,\\ new-state\\=\\(GstState\\)ready\\,"
           "\\ pending-state\\=\\(GstState\\)void-pending\\;");
  message (f, 1 * SEC + 13500000, "latency", "GstMessageLatency\\;");
  message (f, 1 * SEC + 13500000, "eos", "GstMessageEOS\\;");
  message (f, 1 * SEC + 1500000, "error", "GstMessageError\\,\\ gerror\\=\\(GError\\)NULL\\;");
  for (guint i = 0; i < 30; i++)
    g_string_append (longtext, "abcdefgh\\,\\ ");
  message (f, 3 * SEC, "state-changed", longtext->str);
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_session_get_n_events (f->session), ==, 4);
  ev = gp_session_get_event (f->session, 0);
  g_assert_cmpstr (ev->kind, ==, "state-changed");
  /* Python's round(0.0125, 3) is 0.013: the binary value is above the tie */
  g_assert_cmpfloat (ev->t, ==, 0.013);
  g_assert_cmpstr (ev->text, ==, "GstMessageStateChanged, old-state=(GstState)null, new-state=(GstState)ready, "
                   "pending-state=(GstState)void-pending;");
  /* The element that posted it, by its element-ix. */
  g_assert_cmpstr (ev->element, ==, "videotestsrc0");
  ev = gp_session_get_event (f->session, 1);
  g_assert_cmpstr (ev->kind, ==, "eos");
  /* … and round(0.0135, 3) is 0.013: below the tie */
  g_assert_cmpfloat (ev->t, ==, 0.013);
  ev = gp_session_get_event (f->session, 2);
  g_assert_cmpstr (ev->kind, ==, "error");
  g_assert_cmpfloat (ev->t, ==, 0.002);
  ev = gp_session_get_event (f->session, 3);
  g_assert_cmpuint (g_utf8_strlen (ev->text, -1), ==, 200);
  g_assert_true (g_str_has_prefix (ev->text, "abcdefgh, abcdefgh, "));
  g_assert_cmpfloat (ev->t, ==, 2.0);
}

static void
reported (Fixture    *f,
          guint64     ts,
          const char *element,
          guint64     min)
{
  record (f, ts, "element-reported-latency, element-id=(string)0x1, element=(string)%s, live=(boolean)0, "
          "min=(guint64)%" G_GUINT64_FORMAT ", max=(guint64)18446744073709551615, ts=(guint64)%" G_GUINT64_FORMAT ";",
          element, min, ts);
}

static void
test_reported_latency (Fixture       *f,
                       gconstpointer  data)
{
  GpPipelineSeries *pipeline = gp_series_get_pipeline (gp_session_get_series (f->session));

  tick (f, 0);
  reported (f, 1 * MS, "src0", 33333333);
  reported (f, 2 * MS, "conv0", 10 * MS);
  reported (f, 3 * MS, "queue0", G_GUINT64_CONSTANT (18446744073676218283));
  tick (f, 300 * MS);
  reported (f, 600 * MS, "src0", 5 * MS);
  gp_aggregator_finish (f->agg);

  g_assert_cmpfloat (dcol (pipeline->reported_latency_ms, 0), ==, 33.333333);
  g_assert_cmpfloat (dcol (pipeline->reported_latency_ms, 1), ==, 33.333333);
  g_assert_cmpfloat (dcol (pipeline->reported_latency_ms, 2), ==, 10.0);
  /* reported latency alone gives no element series */
  g_assert_null (gp_series_lookup_element (gp_session_get_series (f->session), "src0"));
}

static void
caps_event (Fixture    *f,
            const char *pad,
            const char *escaped_caps)
{
  g_autofree char *line = g_strdup_printf (
    "0:00:00.024470075 4242 0x562b2ad9b060 DEBUG              GST_EVENT "
    "gstpad.c:5860:gst_pad_send_event_unchecked:<%s> have event type caps event: 0x562b2ad8e9e0, "
    "time 99:99:99.999999999, seq-num 35, GstEventCaps, caps=(GstCaps)\"%s\";", pad, escaped_caps);

  gp_aggregator_feed_line (f->agg, line, strlen (line));
}

static void
test_caps_events (Fixture       *f,
                  gconstpointer  data)
{
  GpGraph *graph = gp_session_get_graph (f->session);
  GpLink *link;

  linear_topology (f, 0);
  /* before the link exists: remembered */
  caps_event (f, "q0:sink", "video/x-raw\\,\\ format\\=\\(string\\)I420\\,\\ width\\=\\(int\\)320");
  buffer (f, 0, 0, 1, 10);
  link = gp_graph_lookup_link (graph, LINK_A);
  g_assert_cmpstr (link->caps, ==, "video/x-raw, format=(string)I420, width=(int)320");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
  g_assert_cmpstr (link->format, ==, "I420");
  g_assert_cmpstr (link->media, ==, "video/x-raw");

  /* after: applied at once */
  buffer (f, 1, 2, 3, 10);
  caps_event (f, "sink0:sink", "video/x-raw\\(memory:NVMM\\)\\,\\ format\\=\\(string\\)NV12");
  link = gp_graph_lookup_link (graph, LINK_B);
  g_assert_cmpint (link->memory, ==, GP_MEMORY_NVMM);
  g_assert_cmpstr (link->format, ==, "NV12");

  /* ANY never overwrites known caps */
  caps_event (f, "sink0:sink", "ANY");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_NVMM);
  gp_aggregator_finish (f->agg);
  g_assert_cmpuint (gp_session_get_info (f->session)->parse.caps_events, ==, 3);
}

static void
test_parse_stats (Fixture       *f,
                  gconstpointer  data)
{
  static const char text[] =
    "0:00:00.014616361 11783 0x562b2ac7bc00 TRACE             GST_TRACER gsttracerrecord.c:109:gst_tracer_record_build_format: latency.class, a=(structure)\"b\";\n"
    "0:00:00.014627021 11783 0x562b2ac7bc00 DEBUG             GST_TRACER gsttracerrecord.c:123:gst_tracer_record_build_format: new format string: latency, time=(guint64)%lu;\n"
    "0:00:00.014380275 11783 0x562b2ac7bc00 DEBUG             GST_TRACER gsttracer.c:159:gst_tracer_register:<registry0> update existing feature 0x1 (latency)\n"
    "garbage\n"
    "\n"
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: element-latency, element=(string)a, ts=(guint64)1;\n"
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: latency, time=(string)abc, ts=(guint64)1;\n"
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: event, ts=(guint64)1;\n"
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: event, ts=(string)x;\n"
    "0:00:00.1 1 0x1 DEBUG GST_EVENT gstpad.c:1:gst_pad_send_event_unchecked:<a:sink> have event type caps event: 0x1, GstEventCaps, caps=(GstCaps)\"video/x-raw\";\n"
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: event, ts=(guint64)2";
  const GpParseStats *stats;
  GpSessionInfo *info = gp_session_get_info (f->session);

  gp_aggregator_feed (f->agg, text, sizeof text - 1);
  gp_aggregator_finish (f->agg);
  stats = &info->parse;
  g_assert_true (info->has_parse);
  g_assert_cmpuint (stats->lines, ==, 11);
  g_assert_cmpuint (stats->format_decls, ==, 2);
  g_assert_cmpuint (stats->records, ==, 4);
  g_assert_cmpuint (stats->caps_events, ==, 1);
  g_assert_cmpuint (stats->unparsed, ==, 3);
  g_assert_cmpuint (stats->errors, ==, 3);
  g_assert_cmpmem (stats, sizeof *stats, gp_aggregator_get_parse_stats (f->agg), sizeof *stats);
}

static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  GpSessionInfo *info = gp_session_get_info (f->session);

  gp_aggregator_finish (f->agg);
  gp_aggregator_finish (f->agg);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (f->session)), ==, 0);
  g_assert_cmpfloat (info->duration_s, ==, 0.0);
  g_assert_true (info->has_parse);
  g_assert_cmpuint (info->parse.lines, ==, 0);
}

static void
test_ts_fallback (Fixture       *f,
                  gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);

  /* new-pad has no ts: t0 comes from the log timestamp */
  new_element (f, 0, 0, "a", "GstIdentity", FALSE);
  record (f, 2 * SEC, "new-pad, thread-id=(guint64)1, ix=(uint)0, parent-ix=(uint)0, name=(string)src, "
          "type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)1;");
  gp_aggregator_finish (f->agg);
  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 9);
}

static void
test_thread_to_element (Fixture       *f,
                        gconstpointer  data)
{
  GpGraph *graph = gp_session_get_graph (f->session);

  new_element (f, 0, 0, "videotestsrc0", "GstVideoTestSrc", FALSE);
  new_element (f, 0, 1, "videotestsrc", "GstVideoTestSrc", FALSE);
  new_element (f, 0, 2, "nvv4l2h264enc0", "nvv4l2h264enc", FALSE);
  new_element (f, 0, 3, "capsfilter123456", "GstCapsFilter", FALSE);
  new_element (f, 0, 4, "queue0", "GstQueue", FALSE);

  g_assert_cmpstr (gp_thread_comm_to_element (graph, "videotestsrc0:s"), ==, "videotestsrc0");
  g_assert_cmpstr (gp_thread_comm_to_element (graph, "nvv4l2h264enc0:"), ==, "nvv4l2h264enc0");
  g_assert_cmpstr (gp_thread_comm_to_element (graph, "queue0:src"), ==, "queue0");
  g_assert_cmpstr (gp_thread_comm_to_element (graph, "capsfilter12345"), ==, "capsfilter123456");
  g_assert_null (gp_thread_comm_to_element (graph, "capsfilter1234"));
  g_assert_null (gp_thread_comm_to_element (graph, "gmain"));
  g_assert_null (gp_thread_comm_to_element (graph, "pool-gst-launch"));
  g_assert_null (gp_thread_comm_to_element (graph, "V4L2_EncThread"));
  g_assert_null (gp_thread_comm_to_element (graph, ":src"));
}

static void
test_cpu_attribution (Fixture       *f,
                      gconstpointer  data)
{
  static const char *const chain[] = { "src0", "conv0", "queue0", "enc0", "sink0" };
  static const double cores[] = { 40.5, 10.0 };
  static const GpThreadCpu threads[] = {
    { "101:src0:src", 30.0 },
    { "102:queue0:src", 20.0 },
    { "103:gmain", 5.0 },
  };
  static const GpThreadCpu later[] = {
    { "102:queue0:src", 12.5 },
  };
  GpSeries *series = gp_session_get_series (f->session);
  GpSystemSeries *system;
  static const double expected[] = { 30, 30, 20, 20, 20 };

  /* src0 → conv0 → queue0 → enc0 → sink0 */
  for (guint i = 0; i < 5; i++)
    new_element (f, 0, i, chain[i], "GstIdentity", FALSE);
  for (guint i = 0; i < 5; i++)
    {
      if (i > 0)
        new_pad (f, 0, 2 * i, i, "sink", FALSE);
      if (i < 4)
        new_pad (f, 0, 2 * i + 1, i, "src", TRUE);
    }
  for (guint i = 0; i < 4; i++)
    buffer (f, 0, 2 * i + 1, 2 * i + 2, 10);

  gp_aggregator_ingest_cpu (f->agg, cores, 2, 25.3, threads, G_N_ELEMENTS (threads));
  tick (f, 300 * MS);   /* closes window 0 */
  gp_aggregator_ingest_cpu (f->agg, cores, 2, 25.3, later, G_N_ELEMENTS (later));
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 2);
  for (guint i = 0; i < 5; i++)
    {
      GpElementSeries *es = gp_series_lookup_element (series, chain[i]);

      g_assert_nonnull (es);
      g_assert_cmpfloat (dcol (es->cpu_pct, 0), ==, expected[i]);
      g_assert_true (gp_is_null (dcol (es->proc_ms_p95, 0)));
    }
  /* the latest sample replaces the previous attribution */
  g_assert_true (gp_is_null (dcol (gp_series_lookup_element (series, "src0")->cpu_pct, 1)));
  g_assert_cmpfloat (dcol (gp_series_lookup_element (series, "sink0")->cpu_pct, 1), ==, 12.5);

  system = gp_series_get_system (series);
  g_assert_cmpfloat (dcol (system->cpu_pct, 0), ==, 25.3);
  g_assert_cmpuint (((GArray *) g_ptr_array_index (system->cpu_pct_per_core, 0))->len, ==, 2);
  g_assert_cmpfloat (dcol (g_ptr_array_index (system->cpu_pct_per_core, 0), 0), ==, 40.5);
  g_assert_true (gp_is_null (dcol (system->gr3d_pct, 0)));

  g_assert_cmpuint (gp_session_get_n_threads (f->session), ==, 3);
  g_assert_cmpstr (gp_session_get_thread_key (f->session, 0), ==, "101:src0:src");
  g_assert_cmpfloat (gp_session_get_thread_value (f->session, 1), ==, 12.5);
}

static void
test_row_cap (Fixture       *f,
              gconstpointer  data)
{
  GpSeries *series = gp_session_get_series (f->session);
  guint total = GP_AGGREGATOR_MAX_ROWS + 5000;

  for (guint i = 0; i < total; i++)
    element_latency (f, (guint64) i * 250 * MS, "a", 1 * MS);
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_series_get_n_windows (series), ==, GP_AGGREGATOR_MAX_ROWS);
  g_assert_cmpfloat (gp_series_get_t (series, 0), ==, 5000 * 0.25);
  g_assert_cmpuint (gp_series_lookup_element (series, "a")->proc_ms_p50->len, ==, GP_AGGREGATOR_MAX_ROWS);
  g_assert_cmpuint (gp_series_get_system (series)->cpu_pct_per_core->len, ==, GP_AGGREGATOR_MAX_ROWS);
  g_assert_cmpfloat (gp_session_get_info (f->session)->duration_s, ==, (total - 1) * 0.25 + 0.25);
}

static void
test_dot (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *path = gp_test_fixture ("pipeline.PAUSED_PLAYING.dot");
  g_autofree char *text = NULL;
  g_autoptr(GpDotGraph) dot = NULL;
  g_autoptr(GError) error = NULL;
  GpGraph *graph = gp_session_get_graph (f->session);
  GpSeries *series = gp_session_get_series (f->session);
  GpLinkSeries *ls;
  GpLink *link;
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, &error));
  dot = gp_dot_parse (text, len, &error);
  g_assert_no_error (error);

  /* stats first (videotestsrc0 → capsfilter0), then the dump */
  new_element (f, 0, 0, "videotestsrc0", "GstVideoTestSrc", FALSE);
  new_element (f, 0, 1, "capsfilter0", "GstCapsFilter", FALSE);
  new_pad (f, 0, 0, 0, "src", TRUE);
  new_pad (f, 0, 1, 1, "sink", FALSE);
  buffer (f, 0, 0, 1, 10);
  buffer (f, 300 * MS, 0, 1, 10);
  gp_aggregator_add_dot (f->agg, dot);
  gp_aggregator_finish (f->agg);

  g_assert_cmpuint (gp_graph_n_links (graph), ==, 4);
  link = gp_graph_link (graph, 0);
  g_assert_cmpstr (link->id, ==, "videotestsrc0:src->capsfilter0:sink");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
  g_assert_nonnull (link->format);

  /* dot-only links join the series at the window they appear in */
  ls = gp_series_lookup_link (series, gp_graph_link (graph, 3)->id);
  g_assert_nonnull (ls);
  g_assert_true (gp_is_null (dcol (ls->fps, 0)));
  g_assert_cmpfloat (dcol (ls->fps, 1), ==, 0.0);
  g_assert_cmpuint (((guint8 *) ls->stalled->data)[1], ==, 0);
}

/* Whatever the chunking, the result is the same. */
static char *
digest (GpSession *session)
{
  GpGraph *graph = gp_session_get_graph (session);
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GPtrArray) keys = gp_series_link_keys (series);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    g_string_append_printf (s, "%s|", gp_graph_link (graph, i)->id);
  for (guint i = 0; i < keys->len; i++)
    {
      GpLinkSeries *ls = gp_series_lookup_link (series, keys->pdata[i]);
      for (guint j = 0; j < ls->fps->len; j++)
        g_string_append_printf (s, "%g,", g_array_index (ls->fps, double, j));
    }
  g_string_append_printf (s, "n=%u e=%u l=%" G_GUINT64_FORMAT, gp_series_get_n_windows (series),
                          gp_session_get_n_events (session), gp_session_get_info (session)->parse.lines);
  return g_string_free (s, FALSE);
}

static void
test_chunking (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *reference = NULL;
  GRand *rand = g_rand_new_with_seed (42);

  for (guint i = 0; i < 200; i++)
    {
      guint64 ts = (guint64) i * 10 * MS;
      g_string_append_printf (text, "0:00:%02u.%09u 1 0x1 TRACE \033[31mGST_TRACER\033[00m :0:: buffer, ts=(guint64)%" G_GUINT64_FORMAT
                              ", pad-ix=(uint)0, peer-pad-ix=(uint)1, buffer-size=(uint)10;\r\n",
                              (guint) (ts / SEC), (guint) (ts % SEC), ts);
      if (i == 0)
        g_string_append (text,
                         "0:00:00.0 1 0x1 TRACE GST_TRACER :0:: new-element, ts=(guint64)0, ix=(uint)0, name=(string)a, type=(string)GstA, is-bin=(boolean)0;\n"
                         "0:00:00.0 1 0x1 TRACE GST_TRACER :0:: new-element, ts=(guint64)0, ix=(uint)1, name=(string)b, type=(string)GstB, is-bin=(boolean)0;\n"
                         "0:00:00.0 1 0x1 TRACE GST_TRACER :0:: new-pad, ix=(uint)0, parent-ix=(uint)0, name=(string)src, pad-direction=(GstPadDirection)1;\n"
                         "0:00:00.0 1 0x1 TRACE GST_TRACER :0:: new-pad, ix=(uint)1, parent-ix=(uint)1, name=(string)sink, pad-direction=(GstPadDirection)2;\n");
      if (i % 50 == 7)
        g_string_append_printf (text, "0:00:01.0 1 0x1 TRACE GST_TRACER :0:: message, ts=(guint64)%" G_GUINT64_FORMAT
                                ", name=(string)state-changed, structure=(structure)\"x\\,\\ y\\;\";\n", ts);
    }

  for (guint round = 0; round < 40; round++)
    {
      g_autoptr(GpSession) session = gp_session_new ();
      g_autoptr(GpAggregator) agg = gp_aggregator_new (session);
      g_autofree char *d = NULL;
      gsize off = 0;

      while (off < text->len)
        {
          gsize n = round == 0 ? text->len : (gsize) g_rand_int_range (rand, 1, 300);
          n = MIN (n, text->len - off);
          gp_aggregator_feed (agg, text->str + off, n);
          off += n;
        }
      gp_aggregator_finish (agg);
      d = digest (session);
      if (reference == NULL)
        {
          reference = g_steal_pointer (&d);
          g_assert_nonnull (strstr (reference, "a:src->b:sink|"));
          g_assert_nonnull (strstr (reference, "n=8 e=4"));
        }
      else
        g_assert_cmpstr (d, ==, reference);
    }
  g_rand_free (rand);
}

/* Our tracer's queue-level records: the latest level of a window in queue_level, a window
 * without one null, -1 (no level property) no value but still the capability. */
static void
test_queue_level (Fixture       *f,
                  gconstpointer  data)
{
  static const char fmt[] = "queue-level, ts=(guint64)%" G_GUINT64_FORMAT ", element=(string)%s, "
    "element-id=(guint64)1, buffers=(gint64)%d, bytes=(gint64)0, time=(gint64)0, max-buffers=(gint64)0, "
    "max-bytes=(gint64)0, max-time=(gint64)0, block=(int)-1, leaky=(int)0, drop=(int)-1;";
  GpSeries *series = gp_session_get_series (f->session);
  GpElementSeries *es;

  g_assert_false (gp_session_get_target (f->session)->capabilities.queue_levels);
  record (f, 0, fmt, (guint64) 0, "queue1", 3);
  record (f, 0, fmt, 100 * MS, "queue1", 4);
  record (f, 0, fmt, 100 * MS, "mq0", -1);
  /* window 1 has none; window 2 has 9 */
  record (f, 0, fmt, 600 * MS, "queue1", 9);
  record (f, 0, fmt, 800 * MS, "other", 0);
  gp_aggregator_finish (f->agg);

  g_assert_true (gp_session_get_target (f->session)->capabilities.queue_levels);
  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 4);
  es = gp_series_lookup_element (series, "queue1");
  g_assert_nonnull (es);
  g_assert_cmpfloat (g_array_index (es->queue_level, double, 0), ==, 4.0);
  g_assert_true (gp_is_null (g_array_index (es->queue_level, double, 1)));
  g_assert_cmpfloat (g_array_index (es->queue_level, double, 2), ==, 9.0);
  g_assert_true (gp_is_null (g_array_index (es->queue_level, double, 3)));
  g_assert_null (gp_series_lookup_element (series, "mq0"));
}

/* The record's bytes (current-level-bytes) go to queue_bytes; -1 (an element without a byte
 * level) is null there, never 0. */
static void
test_queue_bytes (Fixture       *f,
                  gconstpointer  data)
{
  static const char fmt[] = "queue-level, ts=(guint64)%" G_GUINT64_FORMAT ", element=(string)%s, "
    "element-id=(guint64)1, buffers=(gint64)%d, bytes=(gint64)%d, time=(gint64)-1, max-buffers=(gint64)0, "
    "max-bytes=(gint64)200000, max-time=(gint64)0, block=(int)0, leaky=(int)0, drop=(int)-1;";
  GpSeries *series = gp_session_get_series (f->session);
  GpElementSeries *src;
  GpElementSeries *sink;

  record (f, 0, fmt, (guint64) 0, "bridge", 3, 691200);
  record (f, 0, fmt, (guint64) 0, "sink", 2, -1);
  record (f, 0, fmt, 300 * MS, "bridge", 5, 1152000);
  gp_aggregator_finish (f->agg);

  src = gp_series_lookup_element (series, "bridge");
  sink = gp_series_lookup_element (series, "sink");
  g_assert_nonnull (src);
  g_assert_nonnull (sink);
  g_assert_cmpfloat (g_array_index (src->queue_bytes, double, 0), ==, 691200);
  g_assert_cmpfloat (g_array_index (src->queue_bytes, double, 1), ==, 1152000);
  g_assert_cmpfloat (g_array_index (sink->queue_level, double, 0), ==, 2);
  g_assert_true (gp_is_null (g_array_index (sink->queue_bytes, double, 0)));
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/gp/unit/aggregator/topology", test_topology);
  ADD ("/gp/unit/aggregator/windows", test_windows);
  ADD ("/gp/unit/aggregator/percentiles", test_percentiles);
  ADD ("/gp/unit/aggregator/stall", test_stall);
  ADD ("/gp/unit/aggregator/stall-never-carried", test_stall_never_carried);
  ADD ("/gp/unit/aggregator/long-gap", test_long_gap);
  ADD ("/gp/unit/aggregator/gap-exactly-400", test_gap_exactly_400);
  ADD ("/gp/unit/aggregator/events", test_events);
  ADD ("/gp/unit/aggregator/reported-latency", test_reported_latency);
  ADD ("/gp/unit/aggregator/caps-events", test_caps_events);
  ADD ("/gp/unit/aggregator/parse-stats", test_parse_stats);
  ADD ("/gp/unit/aggregator/empty", test_empty);
  ADD ("/gp/unit/aggregator/ts-fallback", test_ts_fallback);
  ADD ("/gp/unit/aggregator/thread-to-element", test_thread_to_element);
  ADD ("/gp/unit/aggregator/cpu-attribution", test_cpu_attribution);
  ADD ("/gp/unit/aggregator/row-cap", test_row_cap);
  ADD ("/gp/unit/aggregator/dot", test_dot);
  ADD ("/gp/unit/aggregator/queue-level", test_queue_level);
  ADD ("/gp/unit/aggregator/queue-bytes", test_queue_bytes);
  g_test_add_func ("/gp/unit/aggregator/chunking", test_chunking);

  return g_test_run ();
}
