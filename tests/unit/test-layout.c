/* test-layout.c
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
#include <string.h>

#include <graphviz/cgraph.h>
#include <json-glib/json-glib.h>

#include "gp-analysis.h"
#include "gp-element-palette.h"
#include "gp-layout.h"
#include "gp-session-json.h"
#include "gp-test-builder.h"
#include "gp-test-util.h"
#include "gp-xdot.h"

typedef struct
{
  guint      nodes;
  guint      edges;
  guint      clusters;
  GString   *text;
  GPtrArray *strokes;   /* of char*: edge path strokes */
  guint      dashed_edge_paths;
  gboolean   in_edge;
} SvgCounts;

static void
svg_start (GMarkupParseContext *context,
           const char          *element,
           const char         **names,
           const char         **values,
           gpointer             user_data,
           GError             **error)
{
  SvgCounts *counts = user_data;
  const char *klass = NULL;
  const char *stroke = NULL;
  gboolean dashed = FALSE;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (strcmp (names[i], "class") == 0)
        klass = values[i];
      else if (strcmp (names[i], "stroke") == 0)
        stroke = values[i];
      else if (strcmp (names[i], "stroke-dasharray") == 0)
        dashed = TRUE;
    }

  if (strcmp (element, "g") == 0 && klass != NULL)
    {
      counts->nodes += strcmp (klass, "node") == 0;
      counts->edges += strcmp (klass, "edge") == 0;
      counts->clusters += strcmp (klass, "cluster") == 0;
      counts->in_edge = strcmp (klass, "edge") == 0;
    }
  if (strcmp (element, "path") == 0 && counts->in_edge && stroke != NULL)
    {
      g_ptr_array_add (counts->strokes, g_ascii_strdown (stroke, -1));
      counts->dashed_edge_paths += dashed;
    }
}

static void
svg_text (GMarkupParseContext *context,
          const char          *text,
          gsize                len,
          gpointer             user_data,
          GError             **error)
{
  SvgCounts *counts = user_data;

  g_string_append_len (counts->text, text, len);
  g_string_append_c (counts->text, '\n');
}

static void
parse_svg (const char *svg,
           SvgCounts  *counts)
{
  static const GMarkupParser parser = { svg_start, NULL, svg_text, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;

  memset (counts, 0, sizeof *counts);
  counts->text = g_string_new (NULL);
  counts->strokes = g_ptr_array_new_with_free_func (g_free);
  context = g_markup_parse_context_new (&parser, 0, counts, NULL);
  g_markup_parse_context_parse (context, svg, -1, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);
}

static void
clear_counts (SvgCounts *counts)
{
  g_string_free (counts->text, TRUE);
  g_ptr_array_unref (counts->strokes);
}

static gboolean
has_stroke (SvgCounts  *counts,
            const char *color)
{
  return g_ptr_array_find_with_equal_func (counts->strokes, color, g_str_equal, NULL);
}

static void
test_edge_width (void)
{
  g_assert_cmpfloat (gp_layout_edge_width (NAN), ==, 1.6);
  g_assert_cmpfloat (gp_layout_edge_width (0.0), ==, 1.6);
  g_assert_cmpfloat_with_epsilon (gp_layout_edge_width (1e6), 1.6 + 0.62 * log10 (1e6 + 1), 1e-9);
  g_assert_cmpfloat (gp_layout_edge_width (1e30), ==, 8.0);
  g_assert_cmpstr (gp_layout_memory_color (GP_MEMORY_NVMM), ==, "#76B900");
  g_assert_cmpstr (gp_layout_memory_color (GP_MEMORY_DMABUF), ==, "#8f6af2");
  g_assert_cmpstr (gp_layout_memory_color (GP_MEMORY_SYSMEM), ==, "#8b93a1");
}

static void
test_memory_colours (void)
{
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  SvgCounts counts;

  gp_test_graph_add_element (graph, "cam0", "nvarguscamerasrc", NULL);
  gp_test_graph_add_element (graph, "conv0", "nvvidconv", NULL);
  gp_test_graph_add_element (graph, "enc0", "x264enc", NULL);
  gp_test_graph_add_element (graph, "sink0", "fakesink", NULL);
  gp_test_graph_add_element (graph, "dma0", "v4l2convert", NULL);
  gp_test_graph_add_link (graph, "cam0", "conv0", "video/x-raw(memory:NVMM), format=(string)NV12");
  gp_test_graph_add_link (graph, "conv0", "enc0", "video/x-raw, format=(string)I420");
  gp_test_graph_add_link (graph, "enc0", "sink0", "");
  gp_test_graph_add_link (graph, "conv0", "dma0", "video/x-raw(memory:DMABuf), format=(string)NV12");

  layout = gp_layout_new (graph, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gp_layout_n_nodes (layout), ==, 5);
  g_assert_cmpuint (gp_layout_n_edges (layout), ==, 4);
  svg = gp_layout_render_svg (layout, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (svg, "<svg"));

  parse_svg (svg, &counts);
  g_assert_cmpuint (counts.nodes, ==, 5);
  g_assert_cmpuint (counts.edges, ==, 4);
  g_assert_true (has_stroke (&counts, "#76b900"));
  g_assert_true (has_stroke (&counts, "#8f6af2"));
  g_assert_true (has_stroke (&counts, "#8b93a1"));
  /* only the unknown link (no caps) is dashed */
  g_assert_cmpuint (counts.dashed_edge_paths, ==, 1);
  g_assert_nonnull (strstr (counts.text->str, "nvarguscamerasrc"));
  g_assert_nonnull (strstr (counts.text->str, "cam0"));
  clear_counts (&counts);
}

static void
test_hostile_names (void)
{
  static const char * const ids[] = {
    "a\"b", "back\\", "</script><script>alert(1)</script>", "x&amp;y<b>", "-->", "new\nline",
    "tab\there", "}; digraph evil {", "<TABLE>", "\\N\\G\\L", "é€😀", "]", "",
  };
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *xdot = NULL;
  Agraph_t *reread;
  SvgCounts counts;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GpElement *element = gp_test_graph_add_element (graph, ids[i], ids[(i + 3) % G_N_ELEMENTS (ids)], NULL);

      gp_str_map_set (element->props, "location", ids[i], TRUE);
      if (i > 0)
        gp_test_graph_add_link (graph, ids[i - 1], ids[i], ids[(i + 5) % G_N_ELEMENTS (ids)]);
    }

  layout = gp_layout_new (graph, NULL, &error);
  g_assert_no_error (error);
  svg = gp_layout_render_svg (layout, &error);
  g_assert_no_error (error);
  xdot = gp_layout_render_xdot (layout, &error);
  g_assert_no_error (error);

  parse_svg (svg, &counts);
  g_assert_cmpuint (counts.nodes, ==, G_N_ELEMENTS (ids));
  g_assert_cmpuint (counts.edges, ==, G_N_ELEMENTS (ids) - 1);
  /* The markup in names is text, never elements. */
  g_assert_null (strstr (svg, "<script"));
  g_assert_null (strstr (svg, "<b>"));
  g_assert_nonnull (strstr (counts.text->str, "</script><script>alert(1)</script>"));
  g_assert_nonnull (strstr (counts.text->str, "é€😀"));
  g_assert_nonnull (strstr (xdot, "_draw_"));
  /* The xdot text reads back as the same graph: names never broke out of their strings. */
  reread = agmemread (xdot);
  g_assert_nonnull (reread);
  g_assert_cmpint (agnnodes (reread), ==, G_N_ELEMENTS (ids));
  g_assert_cmpint (agnedges (reread), ==, G_N_ELEMENTS (ids) - 1);
  g_assert_cmpstr (agnameof (reread), ==, "gst_profile");
  agclose (reread);
  clear_counts (&counts);
}

static void
test_bins (void)
{
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  SvgCounts counts;

  gp_graph_set_pipeline (graph, "pipeline0");
  gp_test_graph_add_bin (graph, "pipeline0", "pipeline", NULL);
  gp_test_graph_add_bin (graph, "outer", "bin", "pipeline0");
  gp_test_graph_add_bin (graph, "inner", "bin", "outer");
  gp_test_graph_add_bin (graph, "loopA", "bin", "loopB");
  gp_test_graph_add_bin (graph, "loopB", "bin", "loopA");
  gp_test_graph_add_element (graph, "src0", "videotestsrc", "pipeline0");
  gp_test_graph_add_element (graph, "q0", "queue", "outer");
  gp_test_graph_add_element (graph, "conv0", "videoconvert", "inner");
  gp_test_graph_add_element (graph, "id0", "identity", "loopA");
  gp_test_graph_add_element (graph, "id1", "identity", "loopB");
  gp_test_graph_add_element (graph, "sink0", "fakesink", "nosuchbin");
  gp_test_graph_add_link (graph, "src0", "q0", "video/x-raw");
  gp_test_graph_add_link (graph, "q0", "conv0", "video/x-raw");
  gp_test_graph_add_link (graph, "conv0", "id0", "video/x-raw");
  gp_test_graph_add_link (graph, "id0", "id1", "video/x-raw");
  gp_test_graph_add_link (graph, "id1", "sink0", "video/x-raw");
  /* a link to a bin and one to an element the graph does not know */
  gp_test_graph_add_link (graph, "sink0", "outer", "video/x-raw");
  gp_test_graph_add_link (graph, "ghost0", "src0", "video/x-raw");

  layout = gp_layout_new (graph, NULL, &error);
  g_assert_no_error (error);
  svg = gp_layout_render_svg (layout, &error);
  g_assert_no_error (error);

  parse_svg (svg, &counts);
  /* 6 elements + 2 placeholders (the bin "outer", the unknown "ghost0") */
  g_assert_cmpuint (counts.nodes, ==, 8);
  g_assert_cmpuint (gp_layout_n_nodes (layout), ==, 8);
  g_assert_cmpuint (counts.edges, ==, 7);
  /* outer, inner (nested), loopA, loopB (the cycle is broken), nosuchbin */
  g_assert_cmpuint (counts.clusters, ==, 5);
  g_assert_nonnull (strstr (gp_layout_get_dot (layout), "subgraph cluster_"));
  clear_counts (&counts);
}

static void
test_overlay (void)
{
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpLayoutOverlay) overlay = gp_layout_overlay_new ();
  g_autoptr(GpFinding) finding = gp_finding_new ("F-ZC-conv0", "ZC");
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  GpLayoutElementValues hot = { 6.0, NAN, NAN, 80.0, FALSE };
  GpLayoutElementValues cold = { 2.0, NAN, NAN, NAN, FALSE };
  GpLayoutLinkValues busy = { 30.0, 3.0e6, FALSE };
  GpLayoutLinkValues stalled = { 30.0, 10.0, TRUE };
  const GpLayoutElementValues *got;
  GpLayoutMark mark;
  SvgCounts counts;
  double w;
  double h;

  gp_test_graph_add_element (graph, "src0", "videotestsrc", NULL);
  gp_test_graph_add_element (graph, "conv0", "videoconvert", NULL);
  gp_test_graph_add_element (graph, "sink0", "fakesink", NULL);
  gp_test_graph_add_link (graph, "src0", "conv0", "video/x-raw, format=(string)I420");
  gp_test_graph_add_link (graph, "conv0", "sink0", "video/x-raw, format=(string)NV12");

  gp_layout_overlay_set_element (overlay, "conv0", &hot);
  gp_layout_overlay_set_element (overlay, "sink0", &cold);
  gp_layout_overlay_set_link (overlay, "src0:src->conv0:sink", &busy);
  gp_layout_overlay_set_link (overlay, "conv0:src->sink0:sink", &stalled);
  gp_layout_overlay_update_heat (overlay);

  got = gp_layout_overlay_get_element (overlay, "conv0");
  g_assert_cmpfloat_with_epsilon (got->share, 0.75, 1e-9);
  g_assert_cmpfloat_with_epsilon (got->heat, 1.0, 1e-9);
  got = gp_layout_overlay_get_element (overlay, "sink0");
  g_assert_cmpfloat_with_epsilon (got->share, 0.25, 1e-9);

  finding->severity = GP_SEVERITY_HIGH;
  g_ptr_array_add (finding->target_elements, g_strdup ("conv0"));
  g_ptr_array_add (finding->target_links, g_strdup ("src0:src->conv0:sink"));
  gp_layout_overlay_mark_finding (overlay, finding, TRUE);
  mark = gp_layout_overlay_get_element_mark (overlay, "conv0");
  g_assert_true (mark.marked && mark.primary);
  g_assert_cmpint (mark.severity, ==, GP_SEVERITY_HIGH);
  g_assert_false (gp_layout_overlay_get_element_mark (overlay, "src0").marked);

  layout = gp_layout_new (graph, overlay, &error);
  g_assert_no_error (error);
  gp_layout_get_size (layout, &w, &h);
  g_assert_cmpfloat (w, >, 100.0);
  g_assert_cmpfloat (h, >, 10.0);
  svg = gp_layout_render_svg (layout, &error);
  g_assert_no_error (error);

  parse_svg (svg, &counts);
  g_assert_nonnull (strstr (counts.text->str, "p95 6.0 ms"));
  g_assert_nonnull (strstr (counts.text->str, "p95 2.0 ms"));
  g_assert_nonnull (strstr (counts.text->str, "stalled"));
  /* the marked link is drawn with the high colour around it, the stalled one red */
  g_assert_true (has_stroke (&counts, "#e5484d"));
  /* busy link: 1.6 + 0.62·log10(1 + 3e6) = 5.62 */
  g_assert_nonnull (strstr (gp_layout_get_dot (layout), "penwidth=5.62"));
  clear_counts (&counts);
}

/* The time cursor's overlay: one window's values from the series, heat
 * among that window's elements, no whole-run flags. */
static void
test_overlay_window (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-healthy.json");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpLayoutOverlay) overlay = NULL;
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  gsize length = 0;
  GpSeries *series;
  GpGraph *graph;
  guint window;
  guint n_elements = 0, n_links = 0;
  double hottest = 0;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  bytes = g_bytes_new_take (text, length);
  session = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  series = gp_session_get_series (session);
  graph = gp_session_get_graph (session);
  g_assert_cmpuint (gp_series_get_n_windows (series), >, 4);
  window = gp_series_get_n_windows (series) / 2;

  overlay = gp_layout_overlay_new_for_window (session, window);
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      GpElementSeries *es = gp_series_lookup_element (series, element->id);
      const GpLayoutElementValues *got = gp_layout_overlay_get_element (overlay, element->id);
      double want;

      if (es == NULL || element->is_bin)
        continue;
      g_assert_nonnull (got);
      want = gp_column_get (es->proc_ms_p95, window);
      if (isnan (want))
        {
          g_assert_true (isnan (got->proc_ms_p95));
          g_assert_true (isnan (got->heat));
          continue;
        }
      g_assert_cmpfloat (got->proc_ms_p95, ==, want);
      g_assert_false (got->idle);
      hottest = MAX (hottest, want);
      n_elements++;
    }
  g_assert_cmpuint (n_elements, >, 0);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpLayoutElementValues *got = gp_layout_overlay_get_element (overlay,
                                                                        gp_graph_element (graph, i)->id);

      if (got != NULL && !isnan (got->proc_ms_p95))
        g_assert_cmpfloat_with_epsilon (got->heat, got->proc_ms_p95 / hottest, 1e-9);
    }

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);
      GpLinkSeries *ls = gp_series_lookup_link (series, link->id);
      const GpLayoutLinkValues *got = gp_layout_overlay_get_link (overlay, link->id);
      double want;

      if (ls == NULL)
        continue;
      want = gp_column_get (ls->fps, window);
      g_assert_true ((isnan (want) && isnan (got->fps)) || got->fps == want);
      n_links++;
    }
  g_assert_cmpuint (n_links, >, 0);
  /* Whole-run marks are not a window's. */
  g_assert_false (gp_layout_overlay_get_element_mark (overlay, gp_graph_element (graph, 0)->id).marked);
}

/* The whole-run rule of gp-analysis.c, written out again. */
static gboolean
reference_interior (GArray *stalled)
{
  guint run = 0;

  if (stalled->len <= 4)
    return FALSE;
  for (guint i = 0; i < stalled->len - 2; i++)
    {
      run = g_array_index (stalled, guint8, i) ? run + 1 : 0;
      if (run >= 2)
        return TRUE;
    }
  return FALSE;
}

static GArray *
stalled_from_bits (guint n,
                   guint bits)
{
  GArray *stalled = g_array_sized_new (FALSE, TRUE, sizeof (guint8), n);

  for (guint i = 0; i < n; i++)
    {
      guint8 v = (bits >> i) & 1;

      g_array_append_val (stalled, v);
    }
  return stalled;
}

/* One window at a time, the same criterion as the whole run's: some window
 * is stalled exactly when the run has an interior stall, and every window
 * of that stall is. */
static void
test_stalled_at (void)
{
  static const struct { const char *bits; const char *want; } cases[] = {
    { "0110000", "0110000" },
    { "0100000", "0000000" },   /* one window is no stall */
    { "0001111", "0001111" },   /* into the tail, started before it */
    { "0000011", "0000000" },   /* teardown */
    { "0000111", "0000000" },   /* one window before the tail */
    { "1101011", "1100000" },
    { "1111",    "0000" },      /* too short a run to judge */
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      guint n = strlen (cases[c].bits);
      g_autoptr(GArray) stalled = g_array_new (FALSE, TRUE, sizeof (guint8));

      for (guint i = 0; i < n; i++)
        {
          guint8 v = cases[c].bits[i] == '1';

          g_array_append_val (stalled, v);
        }
      for (guint i = 0; i < n; i++)
        g_assert_cmpint (gp_analysis_stalled_at (stalled, i), ==, cases[c].want[i] == '1');
      g_assert_false (gp_analysis_stalled_at (stalled, n));
    }

  for (guint n = 0; n <= 10; n++)
    for (guint bits = 0; bits < (1u << n); bits++)
      {
        g_autoptr(GArray) stalled = stalled_from_bits (n, bits);
        gboolean any = FALSE;

        for (guint i = 0; i < n; i++)
          {
            gboolean at = gp_analysis_stalled_at (stalled, i);

            g_assert_true (!at || g_array_index (stalled, guint8, i));
            any |= at;
          }
        g_assert_cmpint (any, ==, reference_interior (stalled));
      }
}

/* A copy of the healthy Orin session whose h264parse0 → fakesink0 link
 * carries nothing in windows @first..@last. */
static GpSession *
load_with_stall (guint first,
                 guint last)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-healthy.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *link;
  JsonArray *stalled, *fps;
  GpSession *session;
  char *text;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  link = json_object_get_object_member (json_object_get_object_member (
           json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "series"),
           "links"), "h264parse0:src->fakesink0:sink");
  stalled = json_object_get_array_member (link, "stalled");
  fps = json_object_get_array_member (link, "fps");
  for (guint i = first; i <= last; i++)
    {
      json_node_set_boolean (json_array_get_element (stalled, i), TRUE);
      json_node_set_double (json_array_get_element (fps, i), 0.0);
    }
  text = json_to_string (json_parser_get_root (parser), FALSE);
  g_assert_nonnull (text);
  bytes = g_bytes_new_take (text, strlen (text));
  session = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);

  return session;
}

/* The cursor's overlay marks a link stalled in the windows of its interior
 * stall only; the whole-run overlay marks it stalled. */
static void
test_overlay_window_stall (void)
{
  const char *id = "h264parse0:src->fakesink0:sink";
  g_autoptr(GpSession) session = load_with_stall (20, 29);
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);
  g_autoptr(GpLayoutOverlay) run = gp_layout_overlay_new_for_analysis (analysis, NULL);
  GpLinkSeries *ls = gp_series_lookup_link (gp_session_get_series (session), id);

  g_assert_nonnull (ls);
  g_assert_true (gp_layout_overlay_get_link (run, id)->stalled);
  for (guint w = 0; w < gp_series_get_n_windows (gp_session_get_series (session)); w++)
    {
      g_autoptr(GpLayoutOverlay) at = gp_layout_overlay_new_for_window (session, w);
      gboolean want = w >= 20 && w <= 29;

      g_assert_cmpint (gp_layout_overlay_get_link (at, id)->stalled, ==, want);
      g_assert_false (gp_layout_overlay_get_link (at, "capsfilter0:src->nvvconv0:sink")->stalled);
    }
}

static guint
count_texts (const GpXdotItem *item,
             const char       *text)
{
  guint n = 0;

  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);

      n += op->shape == GP_XDOT_SHAPE_TEXT && g_strcmp0 (op->text, text) == 0;
    }
  return n;
}

/* The app's one layout: a p95 label and heat bar per element, an fps line
 * and a "stalled" line per link, placeholders the app paints over; no
 * values in the tooltips. */
static void
test_overlay_reserved (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpLayoutOverlay) overlay = NULL;
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GpXdotGraph) xdot_graph = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xdot = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GpGraph *graph;
  gsize length;
  guint n_nodes = 0;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  bytes = g_bytes_new_take (g_steal_pointer (&text), length);
  session = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  graph = gp_session_get_graph (session);

  overlay = gp_layout_overlay_new_reserved (session);
  g_assert_true (gp_layout_overlay_get_placeholders (overlay));
  layout = gp_layout_new (graph, overlay, &error);
  g_assert_no_error (error);
  xdot = gp_layout_render_xdot (layout, &error);
  g_assert_no_error (error);
  xdot_graph = gp_xdot_graph_parse (xdot, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      const GpXdotItem *item = gp_xdot_graph_lookup (xdot_graph, GP_XDOT_ITEM_NODE, element->id);

      if (element->is_bin)
        continue;
      g_assert_nonnull (item);
      g_assert_cmpuint (count_texts (item, "p95 88.8 ms"), ==, 1);
      g_assert_null (strstr (item->tooltip, "p95"));
      n_nodes++;
    }
  g_assert_cmpuint (n_nodes, >, 3);

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_lookup (xdot_graph, GP_XDOT_ITEM_EDGE, gp_graph_link (graph, i)->id);

      g_assert_nonnull (item);
      g_assert_cmpuint (count_texts (item, "888 fps"), ==, 1);
      g_assert_cmpuint (count_texts (item, "stalled"), ==, 1);
      g_assert_null (strstr (item->tooltip, "fps"));
    }

  /* A cursor window's overlay holds values, not placeholders. */
  g_clear_pointer (&overlay, gp_layout_overlay_free);
  overlay = gp_layout_overlay_new_for_window (session, 0);
  g_assert_false (gp_layout_overlay_get_placeholders (overlay));
}

/* The whole-run overlay labels a link with its column's nearest-rank
 * median: the value gp_percentile() gives, also over many equal values
 * and nulls. */
static void
assert_link_medians (GpSession *session)
{
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);
  g_autoptr(GpLayoutOverlay) overlay = gp_layout_overlay_new_for_analysis (analysis, NULL);
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GPtrArray) keys = gp_series_link_keys (series);

  g_assert_cmpuint (keys->len, >, 0);
  for (guint i = 0; i < keys->len; i++)
    {
      GpLinkSeries *ls = gp_series_lookup_link (series, keys->pdata[i]);
      const GpLayoutLinkValues *values = gp_layout_overlay_get_link (overlay, keys->pdata[i]);
      GArray *columns[] = { ls->fps, ls->bytes_s };
      double got[] = { values->fps, values->bytes_s };

      for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
        {
          g_autofree GpNumber *numbers = g_new0 (GpNumber, MAX (columns[c]->len, 1));
          GpNumber want;

          for (guint w = 0; w < columns[c]->len; w++)
            numbers[w].value = g_array_index (columns[c], double, w);
          want = gp_percentile (numbers, columns[c]->len, 0.5);
          if (isnan (want.value))
            g_assert_true (isnan (got[c]));
          else
            g_assert_cmpfloat (got[c], ==, want.value);
        }
    }
}

static void
test_overlay_medians (void)
{
  const char *fixtures[] = { "orin-nx-jp6-healthy.json", "software-healthy.json",
                             "jetson-zc-break.json" };

  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      g_autofree char *path = gp_test_fixture (fixtures[f]);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GpSession) session = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) keys = NULL;
      char *text = NULL;
      gsize length = 0;
      GpSeries *series;

      g_assert_true (g_file_get_contents (path, &text, &length, &error));
      bytes = g_bytes_new_take (text, length);
      session = gp_session_load_from_bytes (bytes, &error);
      g_assert_no_error (error);
      assert_link_medians (session);

      /* The same links over few distinct values, nulls, an even count. */
      series = gp_session_get_series (session);
      gp_series_append_window (series, gp_series_get_n_windows (series) * 0.25);
      keys = gp_series_link_keys (series);
      for (guint i = 0; i < keys->len; i++)
        {
          GArray *fps = gp_series_lookup_link (series, keys->pdata[i])->fps;

          for (guint w = 0; w < fps->len; w++)
            g_array_index (fps, double, w) = (w + i) % 7 == 0 ? NAN : (double) ((w * 5 + i) % 3) * 15.0;
        }
      assert_link_medians (session);
    }
}

/* One colour per element: dealt in the graph's order (bins skipped), so
 * that neighbours differ; an element the graph lacks gets one all the same;
 * the graph draws each element's before its name. */
static void
test_element_palette (void)
{
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpElementPalette) palette = NULL;
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xdot = NULL;
  g_autofree char *fill = NULL;
  const char *names[] = { "src0", "conv0", "enc0", "sink0" };

  gp_test_graph_add_element (graph, "src0", "videotestsrc", NULL);
  gp_graph_ensure_element (graph, "bin0", NULL)->is_bin = TRUE;
  gp_test_graph_add_element (graph, "conv0", "videoconvert", NULL);
  gp_test_graph_add_element (graph, "enc0", "x264enc", NULL);
  gp_test_graph_add_element (graph, "sink0", "fakesink", NULL);
  gp_test_graph_add_link (graph, "src0", "conv0", "video/x-raw");
  gp_test_graph_add_link (graph, "conv0", "enc0", "video/x-raw");
  gp_test_graph_add_link (graph, "enc0", "sink0", "video/x-h264");

  palette = gp_element_palette_new (graph);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_cmpstr (gp_element_palette_get (palette, names[i]), ==, gp_element_palette_nth (i));
      if (i > 0)
        g_assert_cmpstr (gp_element_palette_get (palette, names[i]), !=,
                         gp_element_palette_get (palette, names[i - 1]));
    }
  g_assert_true (g_str_has_prefix (gp_element_palette_get (palette, "not-in-graph"), "#"));
  g_assert_cmpstr (gp_element_palette_get (palette, "not-in-graph"), ==,
                   gp_element_palette_get (palette, "not-in-graph"));
  g_assert_cmpstr (gp_element_palette_nth (GP_ELEMENT_PALETTE_N + 1), ==, gp_element_palette_nth (1));

  layout = gp_layout_new (graph, NULL, &error);
  g_assert_no_error (error);
  xdot = gp_layout_render_xdot (layout, &error);
  g_assert_no_error (error);
  /* The dot is a text op of the element's colour: "c 7 -#rrggbb … T … ●". */
  fill = g_strdup_printf ("-%s ", gp_element_palette_get (palette, "enc0"));
  g_assert_nonnull (strstr (xdot, fill));
  g_assert_nonnull (strstr (xdot, "\xe2\x97\x8f"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/layout/edge-width", test_edge_width);
  g_test_add_func ("/gp/unit/layout/memory-colours", test_memory_colours);
  g_test_add_func ("/gp/unit/layout/element-palette", test_element_palette);
  g_test_add_func ("/gp/unit/layout/hostile-names", test_hostile_names);
  g_test_add_func ("/gp/unit/layout/bins", test_bins);
  g_test_add_func ("/gp/unit/layout/overlay", test_overlay);
  g_test_add_func ("/gp/unit/layout/overlay-window", test_overlay_window);
  g_test_add_func ("/gp/unit/layout/stalled-at", test_stalled_at);
  g_test_add_func ("/gp/unit/layout/overlay-reserved", test_overlay_reserved);
  g_test_add_func ("/gp/unit/layout/overlay-window-stall", test_overlay_window_stall);
  g_test_add_func ("/gp/unit/layout/overlay-medians", test_overlay_medians);

  return g_test_run ();
}
