/* test-app-charts.c: charts that read: the cursor's time, chips apart, a robust scale, groups, the filter, colours, events
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

#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "gp-app-test-util.h"
#include "gp-element-palette.h"
#include "gp-lane-chart.h"
#include "gp-test-util.h"
#include "gp-time-format.h"

#define HEALTHY "orin-nx-jp6-healthy.json"
/* Its steady encoder, given a start-up spike below. */
#define SPIKED "nvv4l2h264enc0"
#define SPIKE_MS 900.0

static GpApplication *app;

static void
show_view (GpWindow   *window,
           const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", name);
  gp_app_test_wait (200);
}

/* The healthy capture with a start-up spike in the encoder's first two
 * windows, its first event naming its element, and an error from nvvconv0
 * at 6 s (its element named only in GStreamer's debug text). */
static char *
write_spiked_session (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), HEALTHY, NULL);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *elements;
  JsonArray *p95, *events;
  JsonObject *error_event;
  char *out;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  elements = json_object_get_object_member (json_object_get_object_member (root, "series"), "elements");
  p95 = json_object_get_array_member (json_object_get_object_member (elements, SPIKED), "proc_ms_p95");
  {
    /* Its first two windows 900 ms, the rest as they were. */
    g_autoptr(JsonArray) spiked = json_array_new ();

    json_array_add_double_element (spiked, SPIKE_MS);
    json_array_add_double_element (spiked, SPIKE_MS);
    for (guint i = 2; i < json_array_get_length (p95); i++)
      json_array_add_element (spiked, json_node_copy (json_array_get_element (p95, i)));
    json_object_set_array_member (json_object_get_object_member (elements, SPIKED), "proc_ms_p95",
                                  json_array_ref (spiked));
  }

  events = json_object_get_array_member (root, "events");
  json_object_set_string_member (json_array_get_object_element (events, 0), "element", "videotestsrc0");
  error_event = json_object_new ();
  json_object_set_double_member (error_event, "t", 6.0);
  json_object_set_string_member (error_event, "kind", "error");
  json_object_set_string_member (error_event, "text",
                                 "GstMessageError, gerror=(GError)NULL, debug=(string)\"gstbasetransform.c\\(2137\\):"
                                 "\\ default_generate_output\\ \\(\\):\\ /GstPipeline:pipeline0/Gstnvvconv:nvvconv0:"
                                 "\\012could\\ not\\ map\\ the\\ buffer\";");
  json_array_add_object_element (events, error_event);

  out = g_build_filename (dir, "spiked.json", NULL);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, out, &error));
  g_assert_no_error (error);

  return out;
}

/* Placed at a time through the chart's action, the cursor's chip says the
 * time at its line's x, the middle of the window holding that time; zoomed
 * in (the line moves), it still does. */
static void
test_cursor_chip (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, HEALTHY);
  GpLaneChart *timeline = gp_app_test_chart (window, "timeline");
  GpSeries *series = gp_session_get_series (gp_document_get_session (gp_window_get_document (window)));
  g_autofree char *want = NULL;
  g_autofree char *shot = NULL;
  const char *chip;
  double x = -1;

  show_view (window, "timeline");
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.cursor-at", "d", 3.3);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, 13);
  gp_app_test_wait (100);

  chip = gp_lane_chart_get_cursor_text (timeline, &x);
  g_assert_nonnull (chip);
  /* 3.25–3.50 s: at 3.375 s, which is where its line is. */
  g_assert_cmpstr (chip, ==, "3.375 s");
  want = gp_time_format (gp_lane_chart_time_at (timeline, x), gp_series_get_time_resolution (series), FALSE);
  g_assert_cmpstr (chip, ==, want);
  g_clear_pointer (&want, g_free);
  want = gp_time_format_window (series, 13);
  g_assert_cmpstr (chip, ==, want);

  /* ×8 around the cursor: the line moves, the chip follows it. */
  gp_lane_chart_zoom (timeline, 8.0, -1);
  gp_app_test_wait (100);
  chip = gp_lane_chart_get_cursor_text (timeline, &x);
  g_assert_nonnull (chip);
  g_clear_pointer (&want, g_free);
  want = gp_time_format (gp_lane_chart_time_at (timeline, x), gp_series_get_time_resolution (series), FALSE);
  g_assert_cmpstr (chip, ==, want);
  g_assert_cmpfloat (fabs (gp_lane_chart_time_at (timeline, x) - 3.375), <, 1e-6);

  /* Keys move it a window: the next window's middle. */
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.move-cursor", "i", 1);
  gp_app_test_wait (100);
  g_assert_cmpstr (gp_lane_chart_get_cursor_text (timeline, &x), ==, "3.625 s");
  g_assert_cmpfloat (fabs (gp_lane_chart_time_at (timeline, x) - 3.625), <, 1e-6);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "charts-cursor-zoomed");

  /* Out of the run: no cursor, no chip. */
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.cursor-at", "d", 1e6);
  gp_app_test_wait (100);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, -1);
  g_assert_null (gp_lane_chart_get_cursor_text (timeline, NULL));

  gp_app_test_close_window (GTK_WINDOW (window));
}

static guint
count_kind (GArray             *boxes,
            GpLaneChartBoxKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < boxes->len; i++)
    n += g_array_index (boxes, GpLaneChartBox, i).kind == kind;
  return n;
}

static void
assert_apart (GArray *boxes)
{
  for (guint i = 0; i < boxes->len; i++)
    for (guint j = i + 1; j < boxes->len; j++)
      {
        const GpLaneChartBox *a = &g_array_index (boxes, GpLaneChartBox, i);
        const GpLaneChartBox *b = &g_array_index (boxes, GpLaneChartBox, j);

        if (graphene_rect_intersection (&a->rect, &b->rect, NULL))
          g_error ("header boxes %u (kind %d, x %.1f w %.1f) and %u (kind %d, x %.1f w %.1f) overlap",
                   i, a->kind, a->rect.origin.x, a->rect.size.width,
                   j, b->kind, b->rect.origin.x, b->rect.size.width);
      }
}

/* The cursor's chip and the pointer's, wanted on top of each other and of
 * tick labels, are drawn apart and no tick label is under either, at the
 * middle of the plot and at its right end. */
static void
test_chips_apart (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, HEALTHY);
  GpLaneChart *timeline = gp_app_test_chart (window, "timeline");
  double width, x = -1;
  g_autofree char *shot = NULL;
  GArray *boxes;
  guint n_ticks;

  show_view (window, "timeline");
  width = gtk_widget_get_width (GTK_WIDGET (timeline));

  /* Nothing but ticks first: how many there are. */
  gp_app_test_wait (100);
  boxes = gp_lane_chart_get_header_boxes (timeline);
  n_ticks = count_kind (boxes, GP_LANE_CHART_BOX_TICK);
  g_assert_cmpuint (n_ticks, >, 4);
  g_assert_cmpuint (boxes->len, ==, n_ticks);
  assert_apart (boxes);

  /* On a tick (4 s), the pointer a few pixels right of it. */
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.cursor-at", "d", 4.0);
  gp_app_test_wait (50);
  g_assert_nonnull (gp_lane_chart_get_cursor_text (timeline, &x));
  gp_lane_chart_hover (timeline, x + 20);
  gp_app_test_wait (100);
  boxes = gp_lane_chart_get_header_boxes (timeline);
  g_assert_cmpuint (count_kind (boxes, GP_LANE_CHART_BOX_CURSOR), ==, 1);
  g_assert_cmpuint (count_kind (boxes, GP_LANE_CHART_BOX_POINTER), ==, 1);
  g_assert_cmpuint (count_kind (boxes, GP_LANE_CHART_BOX_TICK), <, n_ticks);
  assert_apart (boxes);
  shot = gp_app_test_screenshot (GTK_WIDGET (timeline), "charts-chips-apart");

  /* At the right end, the pointer a few windows before it: its chip goes
   * to the left. */
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.move-cursor", "i", G_MAXINT);
  gp_lane_chart_hover (timeline, width - 16 - 40);
  gp_app_test_wait (100);
  boxes = gp_lane_chart_get_header_boxes (timeline);
  g_assert_cmpuint (count_kind (boxes, GP_LANE_CHART_BOX_CURSOR), ==, 1);
  g_assert_cmpuint (count_kind (boxes, GP_LANE_CHART_BOX_POINTER), ==, 1);
  assert_apart (boxes);
  for (guint i = 0; i < boxes->len; i++)
    g_assert_cmpfloat (graphene_rect_get_x (&g_array_index (boxes, GpLaneChartBox, i).rect) +
                       graphene_rect_get_width (&g_array_index (boxes, GpLaneChartBox, i).rect), <=, width);

  /* The pointer away: its chip is gone. */
  gp_lane_chart_hover (timeline, -1);
  gp_app_test_wait (100);
  g_assert_cmpuint (count_kind (gp_lane_chart_get_header_boxes (timeline), GP_LANE_CHART_BOX_POINTER), ==, 0);

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A start-up spike 50 times the steady state: the encoder's lane is scaled
 * to its steady state (not flattened under the spike), says it clips and
 * the peak, and draws the clip mark; zoomed past the spike, nothing clips. */
static void
test_robust_scale (void)
{
  g_autofree char *path = write_spiked_session ();
  GpWindow *window = gp_app_test_open_complete (app, path);
  GpLaneChart *timeline = gp_app_test_chart (window, "timeline");
  GpSeries *series = gp_session_get_series (gp_document_get_session (gp_window_get_document (window)));
  GpElementSeries *encoder = gp_series_lookup_element (series, SPIKED);
  g_autofree char *shot = NULL;
  double steady_max = 0;
  const GpLane *lane;
  int i;

  show_view (window, "timeline");
  for (guint w = 2; w < encoder->proc_ms_p95->len; w++)
    if (!isnan (g_array_index (encoder->proc_ms_p95, double, w)))
      steady_max = MAX (steady_max, g_array_index (encoder->proc_ms_p95, double, w));
  g_assert_cmpfloat (steady_max, >, 1);
  g_assert_cmpfloat (steady_max, <, SPIKE_MS / 10);

  i = gp_app_test_find_lane (timeline, SPIKED, NULL);
  g_assert_cmpint (i, >=, 0);
  gp_app_test_wait (100);
  lane = gp_lane_chart_get_lane (timeline, i);
  g_assert_true (lane->clipped);
  g_assert_cmpfloat (lane->peak, ==, SPIKE_MS);
  g_assert_cmpfloat (lane->max, >=, steady_max);
  g_assert_cmpfloat (lane->max, <=, 1.2 * steady_max);
  g_assert_cmpuint (lane->n_clip_marks, >=, 1);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "charts-spike-clipped");

  /* From 2 s on, the spike is out of view: the whole range shows. */
  gp_view_state_set_visible_range (gp_window_get_view_state (window), 2.0, 10.0);
  gp_app_test_wait (100);
  lane = gp_lane_chart_get_lane (timeline, i);
  g_assert_false (lane->clipped);
  g_assert_cmpuint (lane->n_clip_marks, ==, 0);
  g_assert_cmpfloat (lane->max, >=, lane->peak);

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Collapsing a group (its heading's action) hides its lanes and keeps its
 * heading; in the view state, for this window's charts; expanded, they are
 * back. The lane filter keeps the lanes whose name holds it, in both charts;
 * a group with none left loses its heading. */
static void
test_groups_and_filter (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, HEALTHY);
  GpLaneChart *timeline = gp_app_test_chart (window, "timeline");
  GpLaneChart *system = gp_app_test_chart (window, "system");
  GpViewState *view_state = gp_window_get_view_state (window);
  GtkEditable *entry;
  g_autofree char *shot = NULL;
  guint n_elements = 0, n_groups, height_before;
  gboolean collapsed = TRUE;

  show_view (window, "timeline");
  n_groups = gp_lane_chart_get_n_groups (timeline);
  g_assert_cmpuint (n_groups, >=, 3);
  g_assert_cmpstr (gp_lane_chart_get_group (timeline, 0, NULL, &collapsed), ==, "Pipeline");
  g_assert_false (collapsed);
  for (guint i = 0; i < gp_lane_chart_get_n_lanes (timeline); i++)
    {
      g_assert_true (gp_lane_chart_get_lane_shown (timeline, i));
      g_assert_nonnull (gp_lane_chart_get_lane (timeline, i)->group);
      n_elements += g_strcmp0 (gp_lane_chart_get_lane (timeline, i)->group, "Elements") == 0;
    }
  g_assert_cmpuint (n_elements, >, 3);
  height_before = gtk_widget_get_height (GTK_WIDGET (timeline));

  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.toggle-group", "s", "Elements");
  gp_app_test_wait (150);
  g_assert_true (gp_view_state_is_group_collapsed (view_state, "Elements"));
  for (guint i = 0; i < gp_lane_chart_get_n_lanes (timeline); i++)
    g_assert_cmpint (gp_lane_chart_get_lane_shown (timeline, i), ==,
                     g_strcmp0 (gp_lane_chart_get_lane (timeline, i)->group, "Elements") != 0);
  g_assert_cmpuint (gp_lane_chart_get_n_shown (timeline), ==, gp_lane_chart_get_n_lanes (timeline) - n_elements);
  g_assert_cmpuint (gp_lane_chart_get_n_groups (timeline), ==, n_groups);
  g_assert_cmpstr (gp_lane_chart_get_group (timeline, 1, NULL, &collapsed), ==, "Elements");
  g_assert_true (collapsed);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (timeline)), <, (int) height_before - 100);
  /* The lane under a collapsed heading takes no pointer. */
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "charts-elements-collapsed");
  g_clear_pointer (&shot, g_free);

  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.toggle-group", "s", "Elements");
  gp_app_test_wait (150);
  g_assert_false (gp_view_state_is_group_collapsed (view_state, "Elements"));
  g_assert_cmpuint (gp_lane_chart_get_n_shown (timeline), ==, gp_lane_chart_get_n_lanes (timeline));

  /* The filter, typed into the Timeline's entry (any case). */
  entry = gp_chart_page_get_filter_entry (GP_CHART_PAGE (gp_window_get_view (window, "timeline")));
  gtk_editable_set_text (entry, "NVV");
  for (guint k = 0; k < 100 && g_strcmp0 (gp_view_state_get_lane_filter (view_state), "NVV") != 0; k++)
    gp_app_test_wait (20);
  g_assert_cmpstr (gp_view_state_get_lane_filter (view_state), ==, "NVV");
  gp_app_test_wait (100);
  g_assert_cmpuint (gp_lane_chart_get_n_shown (timeline), >, 0);
  for (guint i = 0; i < gp_lane_chart_get_n_lanes (timeline); i++)
    {
      g_autofree char *folded = g_utf8_casefold (gp_lane_chart_get_lane (timeline, i)->title, -1);

      g_assert_cmpint (gp_lane_chart_get_lane_shown (timeline, i), ==, strstr (folded, "nvv") != NULL);
    }
  /* The Pipeline group has no nvv lane: no heading. */
  for (guint i = 0; i < gp_lane_chart_get_n_groups (timeline); i++)
    g_assert_cmpstr (gp_lane_chart_get_group (timeline, i, NULL, NULL), !=, "Pipeline");
  /* System filters alike: only the NVENC/NVDEC engines hold it… not "nvv": none. */
  g_assert_cmpuint (gp_lane_chart_get_n_shown (system), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (gp_chart_page_get_filter_entry (GP_CHART_PAGE (
                     gp_window_get_view (window, "system")))), ==, "NVV");
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "charts-filter-nvv");

  gtk_editable_set_text (entry, "");
  for (guint k = 0; k < 100 && gp_view_state_get_lane_filter (view_state) != NULL; k++)
    gp_app_test_wait (20);
  gp_app_test_wait (50);
  g_assert_cmpuint (gp_lane_chart_get_n_shown (timeline), ==, gp_lane_chart_get_n_lanes (timeline));
  g_assert_cmpuint (gp_lane_chart_get_n_shown (system), ==, gp_lane_chart_get_n_lanes (system));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Pixels of @color (to a unit of rounding) that @widget draws inside
 * @area. */
static guint
count_color (GtkWidget             *widget,
             const graphene_rect_t *area,
             const char            *color)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GdkRGBA rgba;
  guint n = 0;

  g_assert_true (gdk_rgba_parse (&rgba, color));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);

  for (int y = MAX (0, (int) area->origin.y); y < MIN (height, (int) (area->origin.y + area->size.height)); y++)
    for (int x = MAX (0, (int) area->origin.x); x < MIN (width, (int) (area->origin.x + area->size.width)); x++)
      {
        /* Cairo's ARGB32 in memory order: B, G, R, A. */
        const guchar *p = pixels + ((gsize) y * width + x) * 4;

        if (p[3] == 255 && abs (p[2] - (int) lround (rgba.red * 255)) <= 1 &&
            abs (p[1] - (int) lround (rgba.green * 255)) <= 1 && abs (p[0] - (int) lround (rgba.blue * 255)) <= 1)
          n++;
      }

  return n;
}

/* An element has one colour, its own: its lanes in the Timeline and the
 * dot before its name in the graph; a neighbour's differs. */
static void
test_element_colour (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, HEALTHY);
  GpSession *session = gp_document_get_session (gp_window_get_document (window));
  g_autoptr(GpElementPalette) palette = gp_element_palette_new (gp_session_get_graph (session));
  const char *color = gp_element_palette_get (palette, "nvv4l2h264enc0");
  const char *other = gp_element_palette_get (palette, "nvvconv0");
  GpGraphView *graph = gp_app_test_graph_view (window);
  GpLaneChart *timeline;
  graphene_rect_t area;
  const GpLane *lane;
  int i;

  g_assert_cmpstr (color, !=, other);

  /* The graph: the dot before its name. */
  show_view (window, "pipeline");
  g_assert_true (gp_graph_view_get_element_area (graph, "nvv4l2h264enc0", &area));
  g_assert_cmpuint (count_color (GTK_WIDGET (graph), &area, color), >, 0);
  g_assert_true (gp_graph_view_get_element_area (graph, "nvvconv0", &area));
  g_assert_cmpuint (count_color (GTK_WIDGET (graph), &area, color), ==, 0);
  g_assert_cmpuint (count_color (GTK_WIDGET (graph), &area, other), >, 0);

  /* The Timeline: its processing lane, drawn in it. */
  show_view (window, "timeline");
  timeline = gp_app_test_chart (window, "timeline");
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.cursor-at", "d", 5.0);
  gp_app_test_wait (100);
  i = gp_app_test_find_lane (timeline, "nvv4l2h264enc0", NULL);
  g_assert_cmpint (i, >=, 0);
  lane = gp_lane_chart_get_lane (timeline, i);
  g_assert_cmpstr (lane->color, ==, color);
  g_assert_cmpstr (lane->element, ==, "nvv4l2h264enc0");
  area = GRAPHENE_RECT_INIT (210, lane->top, gtk_widget_get_width (GTK_WIDGET (timeline)) - 210, 52);
  g_assert_cmpuint (count_color (GTK_WIDGET (timeline), &area, color), >, 10);
  g_assert_cmpstr (gp_lane_chart_get_lane (timeline, gp_app_test_find_lane (timeline, "nvvconv0", NULL))->color,
                   ==, other);

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The events' markers say which element did what: the state change at
 * 0.039 s names videotestsrc0 and NULL → READY, the error at 6 s names
 * nvvconv0 (from GStreamer's debug text) and what it said. */
static void
test_event_markers (void)
{
  g_autofree char *path = write_spiked_session ();
  GpWindow *window = gp_app_test_open_complete (app, path);
  GpLaneChart *timeline = gp_app_test_chart (window, "timeline");
  g_autofree char *start = NULL;
  g_autofree char *error = NULL;
  double start_s, end_s, plot;

  show_view (window, "timeline");
  gp_lane_chart_get_visible_range (timeline, &start_s, &end_s);
  plot = gtk_widget_get_width (GTK_WIDGET (timeline)) - 210 - 16;

  start = gp_lane_chart_dup_events_text (timeline, 210 + 1);
  g_assert_nonnull (start);
  g_assert_true (g_str_has_prefix (start, "0.039 s  videotestsrc0: NULL → READY\n"));
  g_assert_nonnull (strstr (start, "NULL → READY"));
  g_assert_nonnull (strstr (start, "more events"));

  error = gp_lane_chart_dup_events_text (timeline, 210 + plot * (6.0 - start_s) / (end_s - start_s));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "6.000 s  nvvconv0: error: could not map the buffer"));

  /* Far from any event: nothing. */
  g_assert_null (gp_lane_chart_dup_events_text (timeline, 210 + plot * (9.0 - start_s) / (end_s - start_s)));

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/charts/cursor-chip", test_cursor_chip);
  g_test_add_func ("/gp/app/charts/chips-apart", test_chips_apart);
  g_test_add_func ("/gp/app/charts/robust-scale", test_robust_scale);
  g_test_add_func ("/gp/app/charts/groups-and-filter", test_groups_and_filter);
  g_test_add_func ("/gp/app/charts/element-colour", test_element_colour);
  g_test_add_func ("/gp/app/charts/event-markers", test_event_markers);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
