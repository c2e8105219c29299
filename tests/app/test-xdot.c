/* test-xdot.c: reading graphviz xdot output back into drawing ops
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

#include "gp-error.h"
#include "gp-layout.h"
#include "gp-loader.h"
#include "gp-test-util.h"
#include "gp-xdot.h"

/* `dot -Txdot` (graphviz 2.42) of a cluster, an ellipse and a dashed edge. */
static const char small_xdot[] =
  "digraph g {\n"
  "\tgraph [_draw_=\"c 9 -#fffffe00 C 7 -#ffffff P 4 0 0 0 91 200 91 200 0 \",\n"
  "\t\tbb=\"0,0,200,91\",\n"
  "\t\trankdir=LR,\n"
  "\t\txdotversion=1.7\n"
  "\t];\n"
  "\tnode [label=\"\\N\"];\n"
  "\tsubgraph cluster_bin0 {\n"
  "\t\tgraph [_draw_=\"c 7 -#000000 p 4 8 8 8 83 78 83 78 8 \",\n"
  "\t\t\t_ldraw_=\"F 14 11 -Times-Roman c 7 -#000000 T 43 67.8 0 32 4 -bin0 \",\n"
  "\t\t\tbb=\"8,8,78,83\",\n"
  "\t\t\tgp_id=bin0,\n"
  "\t\t\tlabel=bin0,\n"
  "\t\t\tlheight=0.21,\n"
  "\t\t\tlp=\"43,71.5\",\n"
  "\t\t\tlwidth=0.44\n"
  "\t\t];\n"
  "\t\ta\t[_draw_=\"c 7 -#000000 e 43 34 27 18 \",\n"
  "\t\t\t_ldraw_=\"F 14 11 -Times-Roman c 7 -#000000 T 43 30.3 0 9 1 -a \",\n"
  "\t\t\tgp_id=\"src%3A0\",\n"
  "\t\t\theight=0.5,\n"
  "\t\t\tpos=\"43,34\",\n"
  "\t\t\ttooltip=\"first\\nline\",\n"
  "\t\t\twidth=0.75];\n"
  "\t}\n"
  "\tb\t[_draw_=\"c 7 -#000000 C 9 -#76b90040 E 173 34 27 18 \",\n"
  "\t\t_ldraw_=\"F 14 11 -Times-Roman c 7 -#000000 T 173 30.3 0 10 1 -b \",\n"
  "\t\tfillcolor=\"#76b90040\",\n"
  "\t\theight=0.5,\n"
  "\t\tpos=\"173,34\",\n"
  "\t\tshape=ellipse,\n"
  "\t\tstyle=filled,\n"
  "\t\twidth=0.75];\n"
  "\ta -> b\t[_draw_=\"S 6 -dashed c 7 -#8f6af2 B 4 70.21 34 89.11 34 114.85 34 135.72 34 \",\n"
  "\t\t_hdraw_=\"S 5 -solid c 7 -#8f6af2 C 7 -#8f6af2 P 3 135.82 37.5 145.82 34 135.82 30.5 \",\n"
  "\t\t_ldraw_=\"F 14 11 -Times-Roman c 7 -#000000 T 108 37.8 0 40 4 -NV12 \",\n"
  "\t\tcolor=\"#8f6af2\",\n"
  "\t\tgp_id=\"a%3Asrc-%3Eb%3Asink\",\n"
  "\t\tlabel=NV12,\n"
  "\t\tlp=\"108,41.5\",\n"
  "\t\tpos=\"e,145.82,34 70.212,34 89.108,34 114.85,34 135.72,34\",\n"
  "\t\tstyle=dashed];\n"
  "}\n"
  ;

static const GpXdotOp *
find_op (const GpXdotItem *item,
         GpXdotShape       shape)
{
  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);

      if (op->shape == shape)
        return op;
    }

  return NULL;
}

static void
test_small_graph (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpXdotGraph) graph = gp_xdot_graph_parse (small_xdot, &error);
  const GpXdotItem *cluster, *node_a, *node_b, *edge;
  const GpXdotOp *op, *spline;
  double x, y;

  g_assert_no_error (error);
  g_assert_nonnull (graph);
  g_assert_cmpfloat (gp_xdot_graph_get_width (graph), ==, 200);
  g_assert_cmpfloat (gp_xdot_graph_get_height (graph), ==, 91);
  /* root graph, one cluster, one edge, two nodes, in painting order */
  g_assert_cmpuint (gp_xdot_graph_get_n_items (graph), ==, 5);
  g_assert_cmpint (gp_xdot_graph_get_item (graph, 0)->kind, ==, GP_XDOT_ITEM_GRAPH);
  g_assert_cmpint (gp_xdot_graph_get_item (graph, 1)->kind, ==, GP_XDOT_ITEM_CLUSTER);
  g_assert_cmpint (gp_xdot_graph_get_item (graph, 2)->kind, ==, GP_XDOT_ITEM_EDGE);
  g_assert_cmpint (gp_xdot_graph_get_item (graph, 3)->kind, ==, GP_XDOT_ITEM_NODE);
  /* the page background is not an op */
  g_assert_cmpuint (gp_xdot_graph_get_item (graph, 0)->ops->len, ==, 0);

  cluster = gp_xdot_graph_lookup (graph, GP_XDOT_ITEM_CLUSTER, "bin0");
  g_assert_nonnull (cluster);
  g_assert_cmpfloat_with_epsilon (cluster->bounds.x, 8 - 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (cluster->bounds.y, 91 - 83 - 0.5, 1e-9);
  op = find_op (cluster, GP_XDOT_SHAPE_TEXT);
  g_assert_nonnull (op);
  g_assert_cmpstr (op->text, ==, "bin0");
  g_assert_cmpstr (op->font_family, ==, "Times-Roman");
  g_assert_cmpfloat (op->font_size, ==, 14);

  /* gp_id is URI-unescaped; DOT escapes in tooltips become newlines */
  node_a = gp_xdot_graph_lookup (graph, GP_XDOT_ITEM_NODE, "src:0");
  g_assert_nonnull (node_a);
  g_assert_cmpstr (node_a->name, ==, "a");
  g_assert_cmpstr (node_a->tooltip, ==, "first\nline");
  g_assert_null (gp_xdot_graph_lookup (graph, GP_XDOT_ITEM_NODE, "a"));

  node_b = gp_xdot_graph_lookup (graph, GP_XDOT_ITEM_NODE, "b");
  g_assert_nonnull (node_b);
  op = find_op (node_b, GP_XDOT_SHAPE_ELLIPSE);
  g_assert_nonnull (op);
  g_assert_true (op->filled);
  g_assert_cmpfloat (op->points[0], ==, 173);
  g_assert_cmpfloat (op->points[1], ==, 91 - 34);
  g_assert_cmpfloat_with_epsilon (op->fill.green, 0xb9 / 255.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (op->fill.alpha, 0x40 / 255.0, 1e-6);
  g_assert_cmpfloat (gp_xdot_item_distance (node_b, 173, 57), ==, 0);

  edge = gp_xdot_graph_lookup (graph, GP_XDOT_ITEM_EDGE, "a:src->b:sink");
  g_assert_nonnull (edge);
  g_assert_cmpstr (edge->tail, ==, "src:0");
  g_assert_cmpstr (edge->head, ==, "b");
  spline = gp_xdot_item_get_spline (edge);
  g_assert_nonnull (spline);
  g_assert_cmpuint (spline->n_points, ==, 4);
  g_assert_cmpint (spline->line, ==, GP_XDOT_LINE_DASHED);
  g_assert_cmpfloat_with_epsilon (spline->pen.red, 0x8f / 255.0, 1e-6);
  gp_xdot_bezier_point (spline, 0.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 70.21, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 91 - 34, 1e-9);
  gp_xdot_bezier_point (spline, 1.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 135.72, 1e-9);
  /* the arrow head is filled and solid again */
  op = find_op (edge, GP_XDOT_SHAPE_POLYGON);
  g_assert_nonnull (op);
  g_assert_true (op->filled);
  g_assert_cmpint (op->line, ==, GP_XDOT_LINE_SOLID);
  op = find_op (edge, GP_XDOT_SHAPE_TEXT);
  g_assert_cmpstr (op->text, ==, "NV12");
  g_assert_cmpint (op->align, ==, GP_XDOT_ALIGN_CENTER);
  g_assert_cmpfloat_with_epsilon (op->points[1], 91 - 37.8, 1e-9);

  /* hit testing along the spline */
  g_assert_cmpfloat (gp_xdot_item_distance (edge, 100, 57), <, 0.01);
  g_assert_cmpfloat_with_epsilon (gp_xdot_item_distance (edge, 100, 67), 10, 0.01);
}

static void
test_colors (void)
{
  GpXdotColor color;

  g_assert_true (gp_xdot_color_parse ("#76b90040", &color));
  g_assert_cmpfloat_with_epsilon (color.red, 0x76 / 255.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (color.alpha, 0x40 / 255.0, 1e-6);
  g_assert_true (gp_xdot_color_parse ("#FFFFFF", &color));
  g_assert_cmpfloat (color.alpha, ==, 1);
  g_assert_true (gp_xdot_color_parse ("transparent", &color));
  g_assert_cmpfloat (color.alpha, ==, 0);
  g_assert_true (gp_xdot_color_parse ("Black", &color));
  g_assert_cmpfloat (color.red + color.green + color.blue, ==, 0);
  g_assert_false (gp_xdot_color_parse ("#zz0000", &color));
  g_assert_false (gp_xdot_color_parse ("#12345", &color));
  g_assert_false (gp_xdot_color_parse ("chartreuse-ish", &color));
  g_assert_false (gp_xdot_color_parse (NULL, &color));
}

static void
test_bad_input (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpXdotGraph) graph = NULL;

  graph = gp_xdot_graph_parse ("digraph g { a -> b }", &error);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_null (graph);
  g_clear_error (&error);

  graph = gp_xdot_graph_parse ("\x01\x02 not a graph at all {{{", &error);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_null (graph);
  g_clear_error (&error);

  /* the parser is still usable after an error */
  graph = gp_xdot_graph_parse (small_xdot, &error);
  g_assert_no_error (error);
  g_assert_nonnull (graph);
}

/* Every fixture, laid out by gp-layout, reads back with a node per element
 * and an edge per link, all inside the graph's box. */
static void
test_fixture_layouts (void)
{
  const char *names[] = {
    "jetson-hw-loopback.json", "jetson-zc-break.json", "orin-nx-jp6-healthy.json",
    "orin-nx-jp6-no-queue.json", "orin-nx-jp6-sw.json", "orin-nx-jp6-zc-break.json",
    "software-healthy.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = gp_test_fixture (names[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);
      g_autoptr(GpLayout) layout = NULL;
      g_autoptr(GpXdotGraph) graph = NULL;
      g_autofree char *xdot = NULL;
      GpGraph *model;
      double width, height;

      g_assert_no_error (error);
      model = gp_session_get_graph (session);
      layout = gp_layout_new (model, NULL, &error);
      g_assert_no_error (error);
      xdot = gp_layout_render_xdot (layout, &error);
      g_assert_no_error (error);
      graph = gp_xdot_graph_parse (xdot, &error);
      g_assert_no_error (error);

      gp_layout_get_size (layout, &width, &height);
      g_assert_cmpfloat_with_epsilon (gp_xdot_graph_get_width (graph), width, 1e-6);
      g_assert_cmpfloat_with_epsilon (gp_xdot_graph_get_height (graph), height, 1e-6);

      for (guint k = 0; k < gp_graph_n_elements (model); k++)
        {
          const GpElement *element = gp_graph_element (model, k);
          const GpXdotItem *node;

          if (element->is_bin)
            continue;

          node = gp_xdot_graph_lookup (graph, GP_XDOT_ITEM_NODE, element->id);
          g_assert_nonnull (node);
          g_assert_cmpuint (node->ops->len, >, 0);
          g_assert_nonnull (find_op (node, GP_XDOT_SHAPE_TEXT));
          g_assert_cmpfloat (node->bounds.x, >=, -2);
          g_assert_cmpfloat (node->bounds.y, >=, -2);
          g_assert_cmpfloat (node->bounds.x + node->bounds.width, <=, width + 2);
          g_assert_cmpfloat (node->bounds.y + node->bounds.height, <=, height + 2);
        }

      for (guint k = 0; k < gp_graph_n_links (model); k++)
        {
          const GpLink *link = gp_graph_link (model, k);
          const GpXdotItem *edge = gp_xdot_graph_lookup (graph, GP_XDOT_ITEM_EDGE, link->id);

          g_assert_nonnull (edge);
          g_assert_cmpstr (edge->tail, ==, link->src_element);
          g_assert_cmpstr (edge->head, ==, link->sink_element);
          g_assert_nonnull (gp_xdot_item_get_spline (edge));
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/app/xdot/small-graph", test_small_graph);
  g_test_add_func ("/gp/app/xdot/colors", test_colors);
  g_test_add_func ("/gp/app/xdot/bad-input", test_bad_input);
  g_test_add_func ("/gp/app/xdot/fixture-layouts", test_fixture_layouts);

  return g_test_run ();
}
