/* test-queue-settings.c: the limits our tracer measured, from its records to the session file and back
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

/* The `queue-level` record's settings (max-buffers, max-bytes, max-time, block, leaky, drop)
 * reach the graph element (GpQueueSettings) whether the element is known before the record
 * (new-element) or only after it (a dot dump merged later); an element without any stays without
 * (no `queue` key written); graph.elements[].queue survives a write and a read, and a wrong value
 * in it is one line naming its path. */

#include "config.h"

#include <string.h>

#include "gp-aggregator.h"
#include "gp-error.h"
#include "gp-session-json.h"

#define QUEUE_LEVEL "0:00:00.%09u 4242 0x55688b8198c0 TRACE GST_TRACER :0:: queue-level, ts=(guint64)%u, " \
  "element=(string)%s, element-id=(guint64)1, buffers=(gint64)%d, bytes=(gint64)0, time=(gint64)0, " \
  "max-buffers=(gint64)%d, max-bytes=(gint64)%d, max-time=(gint64)0, block=(int)%d, leaky=(int)%d, drop=(int)-1;"

static void
feed (GpAggregator *agg,
      guint         ts,
      const char   *element,
      int           buffers,
      int           max_buffers,
      int           max_bytes,
      int           block,
      int           leaky)
{
  g_autofree char *line = g_strdup_printf (QUEUE_LEVEL, ts, ts, element, buffers, max_buffers, max_bytes,
                                           block, leaky);

  gp_aggregator_feed_line (agg, line, strlen (line));
}

static void
new_element (GpAggregator *agg,
             guint         ix,
             const char   *name,
             const char   *type)
{
  g_autofree char *line = g_strdup_printf ("0:00:00.000000001 4242 0x55688b8198c0 TRACE GST_TRACER :0:: "
                                           "new-element, thread-id=(guint64)1, ts=(guint64)1, ix=(uint)%u, "
                                           "parent-ix=(uint)4294967295, name=(string)%s, type=(string)%s, "
                                           "is-bin=(boolean)0;", ix, name, type);

  gp_aggregator_feed_line (agg, line, strlen (line));
}

static GpSession *
reload (GpSession *session)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gp_session_to_string (session);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  GpSession *copy;

  copy = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  return copy;
}

static void
test_records_to_file (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpSession) copy = NULL;
  GpAggregator *agg = gp_aggregator_new (session);
  g_autoptr(GpDotGraph) dot = NULL;
  g_autoptr(GError) error = NULL;
  static const char dot_text[] =
    "digraph pipeline {\n"
    "  subgraph cluster_late_0x1 {\n"
    "    label=\"GstAppSrc\\nlate\\n[>]\";\n"
    "    subgraph cluster_late_0x1_src {\n"
    "      late_0x1_src_0x2 [fillcolor=\"#ffaaaa\", label=\"src\\n[>]\"];\n"
    "    }\n"
    "  }\n"
    "}\n";
  GpGraph *graph;
  const GpQueueSettings *q;

  new_element (agg, 0, "queue1", "GstQueue");
  new_element (agg, 1, "sink0", "GstFakeSink");
  feed (agg, 1000, "queue1", 3, 200, 10485760, -1, 0);
  /* The latest settings win. */
  feed (agg, 2000, "queue1", 4, 0, 0, -1, 2);
  /* Not in the graph yet: kept until a dot dump brings it. */
  feed (agg, 3000, "late", 1, 0, 200000, 0, 0);
  graph = gp_session_get_graph (session);
  g_assert_null (gp_graph_lookup_element (graph, "late"));
  dot = gp_dot_parse (dot_text, -1, &error);
  g_assert_no_error (error);
  gp_aggregator_add_dot (agg, dot);
  gp_aggregator_finish (agg);
  gp_aggregator_free (agg);

  q = gp_graph_lookup_element (graph, "queue1")->queue;
  g_assert_nonnull (q);
  g_assert_cmpint (q->max_buffers, ==, 0);
  g_assert_cmpint (q->max_bytes, ==, 0);
  g_assert_cmpint (q->max_time_ns, ==, 0);
  g_assert_cmpint (q->block, ==, -1);
  g_assert_cmpint (q->leaky, ==, 2);
  g_assert_cmpint (q->drop, ==, -1);
  g_assert_nonnull (gp_graph_lookup_element (graph, "late"));
  g_assert_nonnull (gp_graph_lookup_element (graph, "late")->queue);
  g_assert_cmpint (gp_graph_lookup_element (graph, "late")->queue->max_bytes, ==, 200000);
  g_assert_null (gp_graph_lookup_element (graph, "sink0")->queue);

  copy = reload (session);
  graph = gp_session_get_graph (copy);
  q = gp_graph_lookup_element (graph, "queue1")->queue;
  g_assert_nonnull (q);
  g_assert_cmpint (q->max_buffers, ==, 0);
  g_assert_cmpint (q->block, ==, -1);
  g_assert_cmpint (q->leaky, ==, 2);
  g_assert_cmpint (q->drop, ==, -1);
  q = gp_graph_lookup_element (graph, "late")->queue;
  g_assert_cmpint (q->max_bytes, ==, 200000);
  g_assert_cmpint (q->block, ==, 0);
  g_assert_cmpint (q->leaky, ==, 0);
  g_assert_null (gp_graph_lookup_element (graph, "sink0")->queue);
}

/* The file form, and no `queue` key where nothing was measured. */
static void
test_written_form (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpGraph *graph = gp_session_get_graph (session);
  GpQueueSettings q = { 30, 0, 1000000000, 1, 1, -1 };
  g_autofree char *text = NULL;
  const char *first;

  gp_graph_ensure_element (graph, "plain", NULL);
  gp_element_set_queue_settings (gp_graph_ensure_element (graph, "app0", NULL), &q);
  text = gp_session_to_string (session);
  first = strstr (text, "\"queue\": {");
  g_assert_nonnull (first);
  g_assert_true (g_str_has_prefix (first, "\"queue\": {\"max_buffers\": 30, \"max_bytes\": 0, "
                                          "\"max_time_ns\": 1000000000, \"block\": true, "
                                          "\"leaky\": \"upstream\", \"drop\": null}"));
  /* Only app0 has one: after "app0", never after "plain". */
  g_assert_null (strstr (first + 1, "\"queue\": {"));
  g_assert_true (strstr (text, "\"app0\"") < first);
}

static void
test_bad_values (void)
{
  static const struct
  {
    const char *queue;
    const char *message;
  } cases[] = {
    { "\"x\"", "'graph.elements[0].queue' is a string, not an object" },
    { "{\"max_buffers\": \"9\"}", "'graph.elements[0].queue.max_buffers' is a string, not a number" },
    { "{\"max_bytes\": -5}", "'graph.elements[0].queue.max_bytes' is not a limit (a count, 0 for none)" },
    { "{\"max_time_ns\": 1e300}", "'graph.elements[0].queue.max_time_ns' is not a limit (a count, 0 for none)" },
    { "{\"block\": 1}", "'graph.elements[0].queue.block' is a number, not a boolean" },
    { "{\"leaky\": \"sideways\"}", "'graph.elements[0].queue.leaky' is 'sideways', not none, upstream or downstream" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *doc = g_strdup_printf ("{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, "
                                              "\"graph\": {\"elements\": [{\"id\": \"q\", \"queue\": %s}], "
                                              "\"links\": []}, \"series\": {\"t\": [0.0]}}", cases[i].queue);
      g_autoptr(GBytes) bytes = g_bytes_new (doc, strlen (doc));
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSession) session = gp_session_load_from_bytes (bytes, &error);

      g_assert_null (session);
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, cases[i].message));
      g_assert_null (strchr (error->message, '\n'));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/queue-settings/records-to-file", test_records_to_file);
  g_test_add_func ("/gp/unit/queue-settings/written-form", test_written_form);
  g_test_add_func ("/gp/unit/queue-settings/bad-values", test_bad_values);

  return g_test_run ();
}
