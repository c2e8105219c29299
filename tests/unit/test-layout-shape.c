/* test-layout-shape.c: the layout's directions, rows and collapsed bins
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

/* Real graphviz layouts of built graphs, read back as xdot: a 60-element chain folded into rows
 * has about the viewport's aspect, no wider than it, every element and link still there and in
 * reading order; auto is left to right when that fits; top to bottom is taller than wide; a
 * collapsed bin is one node with its links. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-graph-search.h"
#include "gp-layout.h"
#include "gp-render-enums.h"
#include "gp-test-builder.h"
#include "gp-xdot.h"

static GpGraph *
chain_new (guint n)
{
  GpGraph *graph = gp_graph_new ();
  static const char * const factories[] = { "queue", "videoconvert", "capsfilter", "identity" };

  gp_graph_set_pipeline (graph, "pipeline0");
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("e%u", i);
      const char *factory = i == 0 ? "videotestsrc" : i == n - 1 ? "fakesink"
                                                    : factories[i % G_N_ELEMENTS (factories)];

      gp_test_graph_add_element (graph, id, factory, "pipeline0");
      if (i > 0)
        {
          g_autofree char *prev = g_strdup_printf ("e%u", i - 1);

          gp_test_graph_add_link (graph, prev, id, "video/x-raw, format=(string)NV12");
        }
    }

  return graph;
}

static GpXdotGraph *
lay_out (GpGraph               *graph,
         const GpLayoutOptions *options,
         GpLayoutDirection      expected,
         GpLayout             **out_layout)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLayout) layout = gp_layout_new_with_options (graph, NULL, options, &error);
  g_autofree char *xdot = NULL;
  GpXdotGraph *xgraph;

  g_assert_no_error (error);
  g_assert_nonnull (layout);
  g_assert_cmpint (gp_layout_get_direction (layout), ==, expected);
  xdot = gp_layout_render_xdot (layout, &error);
  g_assert_no_error (error);
  xgraph = gp_xdot_graph_parse (xdot, &error);
  g_assert_no_error (error);
  if (out_layout != NULL)
    *out_layout = g_steal_pointer (&layout);

  return xgraph;
}

static guint
count_items (const GpXdotGraph *xgraph,
             GpXdotItemKind     kind)
{
  guint n = 0;

  for (guint i = 0; i < gp_xdot_graph_get_n_items (xgraph); i++)
    n += gp_xdot_graph_get_item (xgraph, i)->kind == kind;

  return n;
}

/* Every element a node, every link an edge between the nodes of its ends. */
static void
assert_all_there (GpGraph           *graph,
                  const GpXdotGraph *xgraph)
{
  g_assert_cmpuint (count_items (xgraph, GP_XDOT_ITEM_NODE), ==, gp_graph_n_elements (graph));
  g_assert_cmpuint (count_items (xgraph, GP_XDOT_ITEM_EDGE), ==, gp_graph_n_links (graph));
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    g_assert_nonnull (gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_NODE, gp_graph_element (graph, i)->id));
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);
      const GpXdotItem *edge = gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_EDGE, link->id);

      g_assert_nonnull (edge);
      g_assert_cmpstr (edge->tail, ==, link->src_element);
      g_assert_cmpstr (edge->head, ==, link->sink_element);
      g_assert_nonnull (gp_xdot_item_get_spline (edge));
    }
}

static void
node_center (const GpXdotGraph *xgraph,
             const char        *id,
             double            *x,
             double            *y)
{
  const GpXdotItem *node = gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_NODE, id);

  g_assert_nonnull (node);
  *x = node->bounds.x + node->bounds.width / 2;
  *y = node->bounds.y + node->bounds.height / 2;
}

static void
test_rows_aspect (void)
{
  g_autoptr(GpGraph) graph = chain_new (60);
  /* A wide viewport: the rows' box aims at its aspect, not its width. */
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_ROWS, 2400, 1500, NULL };
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GpXdotGraph) xgraph = lay_out (graph, &options, GP_LAYOUT_DIRECTION_ROWS, &layout);
  double aspect = gp_xdot_graph_get_width (xgraph) / gp_xdot_graph_get_height (xgraph);
  double target = options.viewport_width / options.viewport_height;
  guint rows_seen = 1;

  g_test_message ("60 in rows: %u rows, %.0f × %.0f pt, aspect %.2f (target %.2f)",
                  gp_layout_get_n_rows (layout), gp_xdot_graph_get_width (xgraph),
                  gp_xdot_graph_get_height (xgraph), aspect, target);
  g_assert_cmpuint (gp_layout_get_n_rows (layout), >=, 3);
  g_assert_cmpfloat (aspect, <, target * 2.0);
  g_assert_cmpfloat (aspect, >, target / 2.0);
  g_assert_cmpfloat (gp_xdot_graph_get_width (xgraph), <=, options.viewport_width);
  assert_all_there (graph, xgraph);

  /* Reading order: the next element is to the right on the same row, or
   * at the left of the row below. */
  for (guint i = 1; i < 60; i++)
    {
      g_autofree char *a = g_strdup_printf ("e%u", i - 1);
      g_autofree char *b = g_strdup_printf ("e%u", i);
      double ax, ay, bx, by;

      node_center (xgraph, a, &ax, &ay);
      node_center (xgraph, b, &bx, &by);
      if (fabs (by - ay) < 40)
        g_assert_cmpfloat (bx, >, ax);
      else
        {
          g_assert_cmpfloat (by, >, ay);
          g_assert_cmpfloat (bx, <, ax);
          rows_seen++;
        }
    }
  g_assert_cmpuint (rows_seen, ==, gp_layout_get_n_rows (layout));
}

/* The search's reading order in rows: row by row, left to right: the chain's. */
static void
test_rows_search (void)
{
  g_autoptr(GpGraph) graph = chain_new (60);
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_ROWS, 1200, 800, NULL };
  g_autoptr(GpXdotGraph) xgraph = lay_out (graph, &options, GP_LAYOUT_DIRECTION_ROWS, NULL);
  g_autoptr(GPtrArray) in_rows = gp_graph_search_full (graph, xgraph, TRUE, "identity");
  g_autoptr(GPtrArray) by_rank = gp_graph_search_full (graph, xgraph, FALSE, "identity");
  guint last = 0;

  g_assert_cmpuint (in_rows->len, ==, 14);
  for (guint i = 0; i < in_rows->len; i++)
    {
      guint n = (guint) g_ascii_strtoull ((const char *) g_ptr_array_index (in_rows, i) + 1, NULL, 10);

      g_assert_cmpuint (n, >, last);
      last = n;
    }
  /* Column by column it is not. */
  g_assert_cmpstr (g_ptr_array_index (by_rank, 1), !=, g_ptr_array_index (in_rows, 1));
}

/* A viewport narrower than the aspect would want: the rows fit its width. */
static void
test_rows_width (void)
{
  g_autoptr(GpGraph) graph = chain_new (60);
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_ROWS, 700, 200, NULL };
  g_autoptr(GpXdotGraph) xgraph = lay_out (graph, &options, GP_LAYOUT_DIRECTION_ROWS, NULL);

  g_assert_cmpfloat (gp_xdot_graph_get_width (xgraph), <=, options.viewport_width);
  assert_all_there (graph, xgraph);
}

static void
test_auto (void)
{
  g_autoptr(GpGraph) small = chain_new (5);
  g_autoptr(GpGraph) large = chain_new (60);
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_AUTO, 1300, 700, NULL };
  GpLayoutOptions unknown = { GP_LAYOUT_DIRECTION_AUTO, 0, 0, NULL };
  g_autoptr(GpXdotGraph) fits = lay_out (small, &options, GP_LAYOUT_DIRECTION_LEFT_RIGHT, NULL);
  g_autoptr(GpXdotGraph) folded = lay_out (large, &options, GP_LAYOUT_DIRECTION_ROWS, NULL);
  g_autoptr(GpXdotGraph) no_room = lay_out (large, &unknown, GP_LAYOUT_DIRECTION_LEFT_RIGHT, NULL);

  g_assert_cmpfloat (gp_xdot_graph_get_width (fits), <=, options.viewport_width);
  g_assert_cmpfloat (gp_xdot_graph_get_width (folded), <=, options.viewport_width);
  g_assert_cmpfloat (gp_xdot_graph_get_width (no_room), >, 5 * options.viewport_width);
  assert_all_there (large, folded);
}

static void
test_top_bottom (void)
{
  g_autoptr(GpGraph) graph = chain_new (12);
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_TOP_BOTTOM, 1300, 700, NULL };
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GpXdotGraph) xgraph = lay_out (graph, &options, GP_LAYOUT_DIRECTION_TOP_BOTTOM, &layout);
  double x0, y0, x1, y1;

  g_assert_cmpfloat (gp_xdot_graph_get_height (xgraph), >, 3 * gp_xdot_graph_get_width (xgraph));
  g_assert_cmpuint (gp_layout_get_n_rows (layout), ==, 1);
  node_center (xgraph, "e0", &x0, &y0);
  node_center (xgraph, "e11", &x1, &y1);
  g_assert_cmpfloat (y1, >, y0);
  assert_all_there (graph, xgraph);
  g_assert_nonnull (strstr (gp_layout_get_dot (layout), "rankdir=TB"));
}

/* A tee's two branches folded: every element and link still there. */
static void
test_rows_branches (void)
{
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_ROWS, 900, 600, NULL };
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GpXdotGraph) xgraph = NULL;

  gp_graph_set_pipeline (graph, "pipeline0");
  gp_test_graph_add_element (graph, "src", "videotestsrc", "pipeline0");
  gp_test_graph_add_element (graph, "tee", "tee", "pipeline0");
  gp_test_graph_add_link (graph, "src", "tee", "video/x-raw");
  for (guint branch = 0; branch < 2; branch++)
    for (guint i = 0; i < 20; i++)
      {
        g_autofree char *id = g_strdup_printf ("b%u_%u", branch, i);
        g_autofree char *prev = i == 0 ? g_strdup ("tee") : g_strdup_printf ("b%u_%u", branch, i - 1);

        gp_test_graph_add_element (graph, id, i == 19 ? "fakesink" : "queue", "pipeline0");
        gp_test_graph_add_link (graph, prev, id, "video/x-raw");
      }

  xgraph = lay_out (graph, &options, GP_LAYOUT_DIRECTION_ROWS, &layout);
  g_assert_cmpuint (gp_layout_get_n_rows (layout), >=, 2);
  g_assert_cmpfloat (gp_xdot_graph_get_width (xgraph), <=, options.viewport_width);
  assert_all_there (graph, xgraph);
}

/* Bins: decoder (3 elements, one in a nested bin) between a source and a sink. */
static GpGraph *
bins_new (void)
{
  GpGraph *graph = gp_graph_new ();

  gp_graph_set_pipeline (graph, "pipeline0");
  gp_test_graph_add_bin (graph, "pipeline0", "pipeline", NULL);
  gp_test_graph_add_bin (graph, "decoder", "decodebin", "pipeline0");
  gp_test_graph_add_bin (graph, "inner", "bin", "decoder");
  gp_test_graph_add_bin (graph, "loopA", "bin", "loopB");
  gp_test_graph_add_bin (graph, "loopB", "bin", "loopA");
  gp_test_graph_add_element (graph, "src", "filesrc", "pipeline0");
  gp_test_graph_add_element (graph, "parse", "h264parse", "decoder");
  gp_test_graph_add_element (graph, "dec", "avdec_h264", "inner");
  gp_test_graph_add_element (graph, "conv", "videoconvert", "decoder");
  gp_test_graph_add_element (graph, "looped", "identity", "loopA");
  gp_test_graph_add_element (graph, "sink", "fakesink", "pipeline0");
  gp_test_graph_add_link (graph, "src", "parse", "video/x-h264");
  gp_test_graph_add_link (graph, "parse", "dec", "video/x-h264");
  gp_test_graph_add_link (graph, "dec", "conv", "video/x-raw");
  gp_test_graph_add_link (graph, "conv", "looped", "video/x-raw");
  gp_test_graph_add_link (graph, "looped", "sink", "video/x-raw");

  return graph;
}

static void
test_collapsed_bin (void)
{
  g_autoptr(GpGraph) graph = bins_new ();
  const char * const collapsed[] = { "decoder", "loopA", "pipeline0", NULL };
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_LEFT_RIGHT, 0, 0, collapsed };
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GpXdotGraph) xgraph = lay_out (graph, &options, GP_LAYOUT_DIRECTION_LEFT_RIGHT, &layout);
  const GpXdotItem *bin;
  const GpXdotItem *in;
  const GpXdotItem *out;
  g_autofree char *in_id = NULL;
  g_autofree char *out_id = NULL;

  /* The children of a collapsed bin (nested ones too) show as the bin; the
   * pipeline is never collapsed; a bin that is its own ancestor ends. */
  g_assert_cmpstr (gp_layout_shown_element (graph, collapsed, "parse"), ==, "decoder");
  g_assert_cmpstr (gp_layout_shown_element (graph, collapsed, "dec"), ==, "decoder");
  g_assert_cmpstr (gp_layout_shown_element (graph, collapsed, "decoder"), ==, "decoder");
  g_assert_cmpstr (gp_layout_shown_element (graph, collapsed, "src"), ==, "src");
  g_assert_cmpstr (gp_layout_shown_element (graph, collapsed, "looped"), ==, "loopA");
  g_assert_cmpstr (gp_layout_shown_element (graph, NULL, "dec"), ==, "dec");

  /* src, decoder, loopA, sink */
  g_assert_cmpuint (count_items (xgraph, GP_XDOT_ITEM_NODE), ==, 4);
  g_assert_cmpuint (gp_layout_n_nodes (layout), ==, 4);
  g_assert_null (gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_NODE, "parse"));
  g_assert_null (gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_NODE, "dec"));
  g_assert_null (gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_CLUSTER, "decoder"));
  g_assert_null (gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_CLUSTER, "inner"));
  bin = gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_NODE, "decoder");
  g_assert_nonnull (bin);
  g_assert_nonnull (strstr (bin->tooltip, "collapsed bin"));
  g_assert_nonnull (strstr (gp_layout_get_dot (layout), "bin, 3 elements"));

  /* The links into and out of the bin end at its node; the ones inside it are gone. */
  g_assert_cmpuint (count_items (xgraph, GP_XDOT_ITEM_EDGE), ==, 3);
  g_assert_cmpuint (gp_layout_n_edges (layout), ==, 3);
  in_id = g_strdup (gp_graph_link (graph, 0)->id);
  out_id = g_strdup (gp_graph_link (graph, 3)->id);
  in = gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_EDGE, in_id);
  out = gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_EDGE, out_id);
  g_assert_nonnull (in);
  g_assert_nonnull (out);
  g_assert_cmpstr (in->tail, ==, "src");
  g_assert_cmpstr (in->head, ==, "decoder");
  g_assert_cmpstr (out->tail, ==, "decoder");
  g_assert_cmpstr (out->head, ==, "loopA");
  g_assert_null (gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_EDGE, gp_graph_link (graph, 1)->id));
}

/* Not collapsed, the bins are clusters as before; collapsing the inner bin
 * keeps the outer one's cluster around its node. */
static void
test_collapsed_inner (void)
{
  g_autoptr(GpGraph) graph = bins_new ();
  const char * const collapsed[] = { "inner", NULL };
  GpLayoutOptions options = { GP_LAYOUT_DIRECTION_LEFT_RIGHT, 0, 0, collapsed };
  g_autoptr(GpXdotGraph) open = lay_out (graph, NULL, GP_LAYOUT_DIRECTION_LEFT_RIGHT, NULL);
  g_autoptr(GpXdotGraph) xgraph = lay_out (graph, &options, GP_LAYOUT_DIRECTION_LEFT_RIGHT, NULL);
  const GpXdotItem *decoder;
  const GpXdotItem *inner;

  g_assert_cmpuint (count_items (open, GP_XDOT_ITEM_NODE), ==, 6);
  g_assert_nonnull (gp_xdot_graph_lookup (open, GP_XDOT_ITEM_CLUSTER, "inner"));
  g_assert_cmpuint (count_items (xgraph, GP_XDOT_ITEM_NODE), ==, 6);
  g_assert_null (gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_NODE, "dec"));
  inner = gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_NODE, "inner");
  decoder = gp_xdot_graph_lookup (xgraph, GP_XDOT_ITEM_CLUSTER, "decoder");
  g_assert_nonnull (inner);
  g_assert_nonnull (decoder);
  g_assert_cmpfloat (inner->bounds.x, >=, decoder->bounds.x);
  g_assert_cmpfloat (inner->bounds.x + inner->bounds.width, <=, decoder->bounds.x + decoder->bounds.width);
  g_assert_cmpuint (count_items (xgraph, GP_XDOT_ITEM_EDGE), ==, 5);
}

static void
test_enum (void)
{
  GEnumClass *klass = g_type_class_ref (GP_TYPE_LAYOUT_DIRECTION);

  g_assert_nonnull (g_enum_get_value (klass, GP_LAYOUT_DIRECTION_ROWS));
  g_assert_cmpstr (g_enum_get_value (klass, GP_LAYOUT_DIRECTION_TOP_BOTTOM)->value_nick, ==, "top-bottom");
  g_type_class_unref (klass);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/layout-shape/rows-aspect", test_rows_aspect);
  g_test_add_func ("/gp/unit/layout-shape/rows-width", test_rows_width);
  g_test_add_func ("/gp/unit/layout-shape/rows-search", test_rows_search);
  g_test_add_func ("/gp/unit/layout-shape/rows-branches", test_rows_branches);
  g_test_add_func ("/gp/unit/layout-shape/auto", test_auto);
  g_test_add_func ("/gp/unit/layout-shape/top-bottom", test_top_bottom);
  g_test_add_func ("/gp/unit/layout-shape/collapsed-bin", test_collapsed_bin);
  g_test_add_func ("/gp/unit/layout-shape/collapsed-inner", test_collapsed_inner);
  g_test_add_func ("/gp/unit/layout-shape/enum", test_enum);

  return g_test_run ();
}
