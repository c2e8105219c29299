/* test-aggregator-latency.c: a latency-only log's elements, and the element_latency capability
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gp-test-records.h"
#include "gp-test-util.h"

typedef GpTestRecords Fixture;
#define record(f, wall_ns, ...) gp_test_records_feed ((f)->agg, (wall_ns), __VA_ARGS__)
#define MS GP_TEST_MS

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
pipeline_latency (Fixture    *f,
                  guint64     ts,
                  const char *src,
                  const char *sink)
{
  record (f, ts, "latency, src-element-id=(string)0x1, src-element=(string)%s, src=(string)src, "
          "sink-element-id=(string)0x2, sink-element=(string)%s, sink=(string)sink, "
          "time=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT ";",
          src, sink, 30 * MS, ts);
}

static void
assert_elements (GpSession          *session,
                 const char * const *ids,
                 const char * const *factories)
{
  GpGraph *graph = gp_session_get_graph (session);
  guint n = g_strv_length ((GStrv) ids);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    g_test_message ("element %u: %s (%s)", i, gp_graph_element (graph, i)->id,
                    gp_graph_element (graph, i)->factory);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, n);
  for (guint i = 0; i < n; i++)
    {
      GpElement *el = gp_graph_element (graph, i);

      g_assert_cmpstr (el->id, ==, ids[i]);
      g_assert_cmpstr (el->factory, ==, factories[i]);
      g_assert_false (el->is_bin);
      g_assert_cmpuint (gp_str_map_size (el->pads), ==, 0);
    }
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 0);
}

/* Sources first, then the others as the records first named them, then sinks; a name that is
 * no <factory>N leaves the factory unknown. */
static void
test_latency_only (Fixture       *f,
                   gconstpointer  data)
{
  static const char * const ids[] = {
    "cam_src", "nvv4l2h264enc0", "my-conv", "queue12", "fakesink0", NULL
  };
  static const char * const factories[] = { "", "nvv4l2h264enc", "", "queue", "fakesink", NULL };

  for (guint i = 0; i < 8; i++)
    {
      guint64 t = i * 100 * MS;

      element_latency (f, t + 1 * MS, "nvv4l2h264enc0", 20 * MS);
      element_latency (f, t + 2 * MS, "my-conv", 2 * MS);
      element_latency (f, t + 3 * MS, "queue12", 1 * MS);
      pipeline_latency (f, t + 4 * MS, "cam_src", "fakesink0");
    }
  gp_aggregator_finish (f->agg);

  assert_elements (f->session, ids, factories);
  g_assert_true (gp_session_get_target (f->session)->capabilities.element_latency);
  g_assert_nonnull (gp_series_lookup_element (gp_session_get_series (f->session), "nvv4l2h264enc0"));
}

/* An element both source and sink goes first, once; one known only from a reported latency
 * (even "none") counts too. */
static void
test_ends_and_reported (Fixture       *f,
                        gconstpointer  data)
{
  static const char * const ids[] = { "appsrc0", "tee0", "identity3", "appsink0", NULL };
  static const char * const factories[] = { "appsrc", "tee", "identity", "appsink", NULL };

  pipeline_latency (f, 1 * MS, "appsrc0", "appsink0");
  pipeline_latency (f, 2 * MS, "appsrc0", "appsrc0");
  record (f, 3 * MS, "element-reported-latency, element-id=(string)0x3, element=(string)tee0, "
          "live=(boolean)0, min=(guint64)18446744073709551615, max=(guint64)0, ts=(guint64)3000000;");
  element_latency (f, 4 * MS, "identity3", 5 * MS);
  gp_aggregator_finish (f->agg);

  assert_elements (f->session, ids, factories);
}

/* With new-element records the topology is theirs: latency records add nothing. */
static void
test_stats_topology_wins (Fixture       *f,
                          gconstpointer  data)
{
  static const char * const ids[] = { "videotestsrc0", NULL };
  static const char * const factories[] = { "videotestsrc", NULL };

  record (f, 0, "new-element, thread-id=(guint64)1, ts=(guint64)0, ix=(uint)0, "
          "parent-ix=(uint)4294967295, name=(string)videotestsrc0, type=(string)GstVideoTestSrc, "
          "is-bin=(boolean)0;");
  element_latency (f, 1 * MS, "bin0/inner0", 5 * MS);
  pipeline_latency (f, 2 * MS, "videotestsrc0", "fakesink0");
  gp_aggregator_finish (f->agg);

  assert_elements (f->session, ids, factories);
  g_assert_true (gp_session_get_target (f->session)->capabilities.element_latency);
}

/* Pipeline latency alone: its ends, but no element latency measured. */
static void
test_pipeline_only (Fixture       *f,
                    gconstpointer  data)
{
  static const char * const ids[] = { "v4l2src0", "xvimagesink0", NULL };
  static const char * const factories[] = { "v4l2src", "xvimagesink", NULL };

  pipeline_latency (f, 1 * MS, "v4l2src0", "xvimagesink0");
  gp_aggregator_finish (f->agg);

  assert_elements (f->session, ids, factories);
  g_assert_false (gp_session_get_target (f->session)->capabilities.element_latency);
}

/* Live: a window's end adds the elements it named (a capture's live view shows them), one
 * named later comes after them, and finishing adds nothing twice. */
static void
test_live (Fixture       *f,
           gconstpointer  data)
{
  static const char * const ids[] = { "cam_src", "queue3", "fakesink0", "late-conv", NULL };
  static const char * const factories[] = { "", "queue", "fakesink", "", NULL };
  GpGraph *graph = gp_session_get_graph (f->session);

  element_latency (f, 1 * MS, "queue3", 1 * MS);
  pipeline_latency (f, 2 * MS, "cam_src", "fakesink0");
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 0);

  /* a record of the next window ends the first */
  element_latency (f, 300 * MS, "queue3", 1 * MS);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 3);
  g_assert_cmpstr (gp_graph_element (graph, 0)->id, ==, "cam_src");
  g_assert_cmpstr (gp_graph_element (graph, 1)->id, ==, "queue3");
  g_assert_cmpstr (gp_graph_element (graph, 2)->id, ==, "fakesink0");

  element_latency (f, 600 * MS, "late-conv", 3 * MS);
  element_latency (f, 900 * MS, "queue3", 1 * MS);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 4);
  gp_aggregator_finish (f->agg);

  assert_elements (f->session, ids, factories);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, gp_test_records_set_up, func, gp_test_records_tear_down)
  ADD ("/gp/unit/aggregator-latency/latency-only", test_latency_only);
  ADD ("/gp/unit/aggregator-latency/live", test_live);
  ADD ("/gp/unit/aggregator-latency/ends-and-reported", test_ends_and_reported);
  ADD ("/gp/unit/aggregator-latency/stats-topology-wins", test_stats_topology_wins);
  ADD ("/gp/unit/aggregator-latency/pipeline-only", test_pipeline_only);
#undef ADD

  return g_test_run ();
}
