/* test-graph-search.c: the graph's element search (gp_graph_search())
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

#include "gp-graph-search.h"
#include "gp-layout.h"
#include "gp-test-builder.h"
#include "gp-xdot.h"

/* videotestsrc0 → Q0 → convert → tee0 ⇉ (queue1 → fakesink0, queue2 → fakesink1),
 * and a bin "cam-1" holding a "queue" of its own (id cam-1/queue) → sink. */
static GpGraph *
build_graph (void)
{
  GpGraph *graph = gp_graph_new ();
  GpElement *element;

  gp_graph_set_pipeline (graph, "pipeline0");
  /* Declared out of drawing order: the results follow the layout. */
  gp_test_graph_add_element (graph, "fakesink1", "fakesink", NULL);
  gp_test_graph_add_element (graph, "queue2", "queue", NULL);
  gp_test_graph_add_element (graph, "videotestsrc0", "videotestsrc", NULL);
  gp_test_graph_add_element (graph, "Q0", "queue", NULL);
  gp_test_graph_add_element (graph, "convert", "videoconvert", NULL);
  gp_test_graph_add_element (graph, "tee0", "tee", NULL);
  gp_test_graph_add_element (graph, "queue1", "queue", NULL);
  gp_test_graph_add_element (graph, "fakesink0", "fakesink", NULL);
  gp_test_graph_add_bin (graph, "cam-1", "bin", NULL);
  element = gp_test_graph_add_element (graph, "cam-1/queue", "queue", "cam-1");
  element->name = g_strdup ("queue");
  gp_test_graph_add_element (graph, "camsink", "fakesink", NULL);

  gp_test_graph_add_link (graph, "videotestsrc0", "Q0", NULL);
  gp_test_graph_add_link (graph, "Q0", "convert", NULL);
  gp_test_graph_add_link (graph, "convert", "tee0", NULL);
  gp_test_graph_add_pad_link (graph, "tee0", "src_0", "queue1", NULL);
  gp_test_graph_add_pad_link (graph, "tee0", "src_1", "queue2", NULL);
  gp_test_graph_add_link (graph, "queue1", "fakesink0", NULL);
  gp_test_graph_add_link (graph, "queue2", "fakesink1", NULL);
  gp_test_graph_add_link (graph, "cam-1/queue", "camsink", NULL);

  return graph;
}

static GpXdotGraph *
lay_out (const GpGraph *graph)
{
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xdot = NULL;
  GpXdotGraph *xdot_graph;

  layout = gp_layout_new (graph, NULL, &error);
  g_assert_no_error (error);
  xdot = gp_layout_render_xdot (layout, &error);
  g_assert_no_error (error);
  xdot_graph = gp_xdot_graph_parse (xdot, &error);
  g_assert_no_error (error);

  return xdot_graph;
}

static char *
joined (GPtrArray *ids)
{
  g_ptr_array_add (ids, NULL);
  return g_strjoinv (",", (char **) ids->pdata);
}

static char *
search (const GpGraph     *graph,
        const GpXdotGraph *layout,
        const char        *query)
{
  g_autoptr(GPtrArray) ids = gp_graph_search (graph, layout, query);

  return joined (ids);
}

static const GpXdotItem *
node (const GpXdotGraph *layout,
      const char        *id)
{
  const GpXdotItem *item = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, id);

  g_assert_nonnull (item);
  return item;
}

/* Case-insensitive substrings of the id, the instance name or the
 * factory; in the layout's reading order, whatever the graph's. */
static void
test_matches_in_layout_order (void)
{
  g_autoptr(GpGraph) graph = build_graph ();
  g_autoptr(GpXdotGraph) layout = lay_out (graph);
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GPtrArray) sinks = NULL;
  g_autofree char *convert = NULL;
  g_autofree char *by_name = NULL;
  const char *upper, *lower;

  /* By factory (Q0 is a queue but its id does not say so) and by id:
   * left to right along the chain; the tee's two branches share a rank,
   * the upper first. */
  ids = gp_graph_search (graph, layout, "QUEUE");
  g_assert_cmpuint (ids->len, ==, 4);
  for (guint i = 1; i < ids->len; i++)
    {
      const GpXdotItem *a = node (layout, g_ptr_array_index (ids, i - 1));
      const GpXdotItem *b = node (layout, g_ptr_array_index (ids, i));

      g_assert_cmpfloat (a->bounds.x + a->bounds.width / 2, <=, b->bounds.x + b->bounds.width / 2 + 0.5);
    }
  g_assert_cmpstr (g_ptr_array_index (ids, 0), ==, node (layout, "Q0")->bounds.x <
                                                    node (layout, "cam-1/queue")->bounds.x
                                                    ? "Q0" : "cam-1/queue");
  upper = node (layout, "queue1")->bounds.y < node (layout, "queue2")->bounds.y ? "queue1" : "queue2";
  lower = g_str_equal (upper, "queue1") ? "queue2" : "queue1";
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), upper))
      {
        g_assert_cmpuint (i + 1, <, ids->len);
        g_assert_cmpstr (g_ptr_array_index (ids, i + 1), ==, lower);
      }

  /* Factory "fakesink": three sinks; "Sink" in any case. */
  sinks = gp_graph_search (graph, layout, "Sink");
  g_assert_cmpuint (sinks->len, ==, 3);

  /* Part of a factory; spaces around the query do not count. */
  convert = search (graph, layout, "  vidEOconv ");
  g_assert_cmpstr (convert, ==, "convert");

  /* The instance name inside a bin: "queue" of cam-1 is found by its id's
   * bin part too. */
  by_name = search (graph, layout, "cam-1");
  g_assert_cmpstr (by_name, ==, "cam-1/queue");
}

/* The bin is a cluster, not a node: it never matches itself. An empty or
 * blank query, or one nothing has, matches nothing. */
static void
test_nothing (void)
{
  g_autoptr(GpGraph) graph = build_graph ();
  g_autoptr(GpXdotGraph) layout = lay_out (graph);
  g_autofree char *bin = NULL;
  g_autofree char *empty = NULL;
  g_autofree char *blank = NULL;
  g_autofree char *none = NULL;
  g_autofree char *null = NULL;

  bin = search (graph, layout, "bin");
  g_assert_cmpstr (bin, ==, "");
  empty = search (graph, layout, "");
  g_assert_cmpstr (empty, ==, "");
  blank = search (graph, layout, "   ");
  g_assert_cmpstr (blank, ==, "");
  none = search (graph, layout, "nvv4l2");
  g_assert_cmpstr (none, ==, "");
  null = search (graph, layout, NULL);
  g_assert_cmpstr (null, ==, "");
}

/* Without a layout: the graph's order; the matching itself is the same. */
static void
test_without_layout (void)
{
  g_autoptr(GpGraph) graph = build_graph ();
  g_autofree char *queues = search (graph, NULL, "queue");
  GpElement *element = gp_graph_lookup_element (graph, "cam-1/queue");
  g_autofree char *folded = g_utf8_casefold ("QUEUE", -1);

  g_assert_cmpstr (queues, ==, "queue2,Q0,queue1,cam-1/queue");
  g_assert_true (gp_graph_search_matches (element, folded));
  g_assert_false (gp_graph_search_matches (gp_graph_lookup_element (graph, "cam-1"), "cam"));
  g_assert_false (gp_graph_search_matches (element, ""));
}

/* A query that is not UTF-8 is read as what it can be; it finds nothing
 * here and does not crash. Non-ASCII ids fold too. */
static void
test_unicode (void)
{
  g_autoptr(GpGraph) graph = build_graph ();
  g_autoptr(GpXdotGraph) layout = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *accent = NULL;

  gp_test_graph_add_element (graph, "Caméra0", "v4l2src", NULL);
  gp_test_graph_add_link (graph, "Caméra0", "camsink", NULL);
  layout = lay_out (graph);

  bad = search (graph, layout, "\xff\xfequeue");
  g_assert_cmpstr (bad, ==, "");
  accent = search (graph, layout, "CAMÉRA");
  g_assert_cmpstr (accent, ==, "Caméra0");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/graph-search/layout-order", test_matches_in_layout_order);
  g_test_add_func ("/gp/unit/graph-search/nothing", test_nothing);
  g_test_add_func ("/gp/unit/graph-search/without-layout", test_without_layout);
  g_test_add_func ("/gp/unit/graph-search/unicode", test_unicode);

  return g_test_run ();
}
