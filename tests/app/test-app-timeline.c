/* test-app-timeline.c: zoom and the time cursor across the views, pad badges
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

#include <adwaita.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-chart-lanes.h"
#include "gp-loader.h"
#include "gp-graph-view.h"
#include "gp-lane-chart.h"
#include "gp-time-format.h"

static GpApplication *app;

static void
show_view (GpWindow   *window,
           const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", name);
  gp_app_test_wait (150);
}

static void
assert_same_range (GpLaneChart *a,
                   GpLaneChart *b)
{
  double a0, a1, b0, b1;

  gp_lane_chart_get_visible_range (a, &a0, &a1);
  gp_lane_chart_get_visible_range (b, &b0, &b1);
  g_assert_cmpfloat (a0, ==, b0);
  g_assert_cmpfloat (a1, ==, b1);
}

/* Zoom changes the one visible range every lane of both charts shows; pan
 * and keys move it; the read-outs give each lane's value at the cursor. */
static void
test_zoom_shared (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, "orin-nx-jp6-healthy.json");
  GpLaneChart *timeline = gp_app_test_chart (window, "timeline");
  GpLaneChart *system = gp_app_test_chart (window, "system");
  GpSeries *series = gp_session_get_series (gp_document_get_session (gp_window_get_document (window)));
  GpElementSeries *encoder = gp_series_lookup_element (series, "nvv4l2h264enc0");
  double duration, start, end, start2, end2, vs, ve;
  g_autofree char *readout = NULL;
  g_autofree char *want = NULL;
  g_autofree char *shot = NULL;
  int lane, cursor;
  guint n = gp_series_get_n_windows (series);

  show_view (window, "timeline");
  gp_lane_chart_get_visible_range (timeline, &start, &duration);
  g_assert_cmpfloat (start, ==, 0);
  g_assert_cmpfloat_with_epsilon (duration, gp_series_get_t (series, n - 1) + 0.25, 1e-9);
  g_assert_false (gp_view_state_get_visible_range (gp_window_get_view_state (window), NULL, NULL));

  /* Ctrl+wheel's path: zoom ×4 around a point of the plot. */
  gp_lane_chart_zoom (timeline, 4.0, 210 + (gtk_widget_get_width (GTK_WIDGET (timeline)) - 226) / 4.0);
  gp_lane_chart_get_visible_range (timeline, &start, &end);
  g_assert_cmpfloat_with_epsilon (end - start, duration / 4, 1e-6);
  g_assert_true (gp_view_state_get_visible_range (gp_window_get_view_state (window), &vs, &ve));
  g_assert_cmpfloat (vs, ==, start);
  g_assert_cmpfloat (ve, ==, end);
  assert_same_range (timeline, system);
  /* The pointer's time stays put: it was a quarter in, at duration / 4. */
  g_assert_cmpfloat_with_epsilon (start + (end - start) / 4, duration / 4, 1e-6);

  /* Keys: + zooms in around the middle, Shift+Right pans a tenth. */
  gtk_widget_grab_focus (GTK_WIDGET (timeline));
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.zoom-in", NULL);
  gp_lane_chart_get_visible_range (system, &start2, &end2);
  g_assert_cmpfloat_with_epsilon (end2 - start2, (end - start) / 1.5, 1e-6);
  g_assert_cmpfloat_with_epsilon ((start2 + end2) / 2, (start + end) / 2, 1e-6);
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.pan", "d", 0.1);
  gp_lane_chart_get_visible_range (timeline, &start, &end);
  g_assert_cmpfloat_with_epsilon (start, start2 + 0.1 * (end2 - start2), 1e-6);
  assert_same_range (timeline, system);

  /* The cursor: keys move it window by window, read-outs follow. */
  gp_view_state_set_cursor_window (gp_window_get_view_state (window), gp_lane_chart_window_at (timeline, 210 + 40));
  cursor = gp_view_state_get_cursor_window (gp_window_get_view_state (window));
  g_assert_cmpint (cursor, >=, 0);
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.move-cursor", "i", 1);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, cursor + 1);
  cursor++;

  lane = gp_app_test_find_lane (timeline, "nvv4l2h264enc0", NULL);
  g_assert_cmpint (lane, >, 0);
  readout = gp_lane_chart_dup_readout (timeline, lane);
  want = g_strdup_printf ("%.2f ms", g_array_index (encoder->proc_ms_p95, double, cursor));
  g_assert_cmpstr (readout, ==, want);
  g_clear_pointer (&readout, g_free);
  /* A lane with nothing in this window says so. */
  lane = gp_app_test_find_lane (system, "VIC", NULL);
  g_assert_cmpint (lane, >=, 0);
  readout = gp_lane_chart_dup_readout (system, lane);
  g_assert_cmpstr (readout, ==, "—");

  gp_app_test_wait (100);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "timeline-zoomed-cursor");
  g_clear_pointer (&shot, g_free);

  /* The System view shows the same span and cursor. */
  show_view (window, "system");
  assert_same_range (timeline, system);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "system-zoomed-cursor");
  g_clear_pointer (&shot, g_free);

  /* End moves the cursor to the last window and the view follows it. */
  gtk_widget_activate_action (GTK_WIDGET (system), "chart.move-cursor", "i", G_MAXINT);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, (int) n - 1);
  gp_lane_chart_get_visible_range (system, &start, &end);
  g_assert_cmpfloat (end, >=, gp_series_get_t (series, n - 1) + 0.125);

  /* Ctrl+0 in these views (win.zoom-fit) and 0 both give the whole run back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL);
  g_assert_false (gp_view_state_get_visible_range (gp_window_get_view_state (window), NULL, NULL));
  g_assert_cmpstr (gp_app_test_visible_view (window), ==, "system");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  g_assert_true (gp_view_state_get_visible_range (gp_window_get_view_state (window), NULL, NULL));
  gtk_widget_activate_action (GTK_WIDGET (system), "chart.zoom-reset", NULL);
  gp_lane_chart_get_visible_range (timeline, &start, &end);
  g_assert_cmpfloat (start, ==, 0);
  g_assert_cmpfloat_with_epsilon (end, duration, 1e-9);

  /* Zooming in as far as it goes stops at a few windows. */
  for (guint i = 0; i < 40; i++)
    gp_lane_chart_zoom_in (timeline);
  gp_lane_chart_get_visible_range (timeline, &start, &end);
  g_assert_cmpfloat_with_epsilon (end - start, 4 * 0.25, 1e-9);
  gtk_widget_activate_action (GTK_WIDGET (timeline), "chart.clear-cursor", NULL);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, -1);

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The time cursor drives the graph: one window's p95 (as in the series)
 * in the labels, a chip saying so, and back to whole-run values. */
static void
test_cursor_overlay (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, "orin-nx-jp6-healthy.json");
  GpDocument *document = gp_window_get_document (window);
  GpSeries *series = gp_session_get_series (gp_document_get_session (document));
  GpGraphView *view = gp_app_test_graph_view (window);
  GpElementSeries *encoder = gp_series_lookup_element (series, "nvv4l2h264enc0");
  GpLinkSeries *link = NULL;
  g_autoptr(GPtrArray) link_keys = gp_series_link_keys (series);
  g_autofree char *run_label = NULL;
  g_autofree char *label = NULL;
  g_autofree char *want = NULL;
  g_autofree char *chip = NULL;
  g_autofree char *shot = NULL;
  double run_p95, value;
  guint window_index = 0;

  show_view (window, "pipeline");
  run_p95 = gp_graph_view_get_element_p95 (view, "nvv4l2h264enc0");
  g_assert_false (isnan (run_p95));
  run_label = gp_graph_view_dup_element_label (view, "nvv4l2h264enc0");
  g_assert_nonnull (run_label);
  g_assert_null (gp_pipeline_page_get_cursor_text (gp_app_test_pipeline_page (window)));

  /* A window whose p95 label is not the whole run's. */
  for (guint i = 1; i < encoder->proc_ms_p95->len && window_index == 0; i++)
    {
      g_autofree char *text = NULL;

      value = g_array_index (encoder->proc_ms_p95, double, i);
      text = g_strdup_printf ("p95 %.1f ms", value);
      if (!isnan (value) && g_strcmp0 (text, run_label) != 0)
        window_index = i;
    }
  g_assert_cmpuint (window_index, >, 0);
  value = g_array_index (encoder->proc_ms_p95, double, window_index);

  gp_view_state_set_cursor_window (gp_window_get_view_state (window), window_index);
  g_assert_cmpfloat (gp_graph_view_get_element_p95 (view, "nvv4l2h264enc0"), ==, value);
  label = gp_graph_view_dup_element_label (view, "nvv4l2h264enc0");
  want = g_strdup_printf ("p95 %.1f ms", value);
  g_assert_cmpstr (label, ==, want);
  g_assert_cmpstr (label, !=, run_label);
  for (guint i = 0; i < link_keys->len && link == NULL; i++)
    {
      link = gp_series_lookup_link (series, link_keys->pdata[i]);
      g_assert_cmpfloat (gp_graph_view_get_link_fps (view, link_keys->pdata[i]), ==,
                         g_array_index (link->fps, double, window_index));
    }

  /* The window at its middle, as the charts show it: 1.00–1.25 s is 1.125 s. */
  chip = g_strdup_printf ("at %.3f s", gp_series_get_t (series, window_index) + 0.125);
  g_assert_cmpstr (gp_pipeline_page_get_cursor_text (gp_app_test_pipeline_page (window)), ==, chip);
  gp_app_test_wait (100);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-cursor-healthy");

  /* "Whole Run" clears the cursor: whole-run values again. */
  gtk_widget_activate_action (GTK_WIDGET (gp_app_test_pipeline_page (window)), "pipeline.whole-run", NULL);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, -1);
  g_assert_null (gp_pipeline_page_get_cursor_text (gp_app_test_pipeline_page (window)));
  g_assert_cmpfloat (gp_graph_view_get_element_p95 (view, "nvv4l2h264enc0"), ==, run_p95);
  g_clear_pointer (&label, g_free);
  label = gp_graph_view_dup_element_label (view, "nvv4l2h264enc0");
  g_assert_cmpstr (label, ==, run_label);

  gp_app_test_close_window (GTK_WINDOW (window));
}

static gboolean
find_badge (GpGraphView     *view,
            const char      *element_id,
            const char      *pad_name,
            GpGraphPadBadge *badge)
{
  for (guint i = 0; i < gp_graph_view_get_n_pad_badges (view); i++)
    {
      g_assert_true (gp_graph_view_get_pad_badge (view, i, badge));
      if (g_strcmp0 (badge->element_id, element_id) == 0 && g_strcmp0 (badge->pad_name, pad_name) == 0)
        return TRUE;
    }

  return FALSE;
}

static void
assert_badge (GpGraphView *view,
              const char  *element_id,
              const char  *pad_name,
              GpMemory     memory,
              const char  *label)
{
  GpGraphPadBadge badge;
  g_autofree char *tooltip = NULL;
  g_autofree char *pad = g_strdup_printf ("%s:%s", element_id, pad_name);
  double x, y;

  g_assert_true (find_badge (view, element_id, pad_name, &badge));
  g_assert_cmpint (badge.memory, ==, memory);
  g_assert_cmpstr (gp_graph_view_memory_label (badge.memory), ==, label);

  /* Hit-testable: its tooltip names the pad (and is not the link's). */
  x = badge.area.origin.x + badge.area.size.width / 2;
  y = badge.area.origin.y + badge.area.size.height / 2;
  g_assert_cmpfloat (badge.area.size.width, >, 4);
  tooltip = gp_graph_view_dup_tooltip_at (view, x, y);
  g_assert_nonnull (tooltip);
  g_assert_true (g_str_has_prefix (tooltip, "Pad "));
  g_assert_nonnull (strstr (tooltip, pad));
}

/* A badge at each end of each link, with its pad's memory domain: the
 * zero-copy break of jetson-zc-break.json shows as NVMM into videoconvert0
 * and SYS out of it. */
static void
test_pad_badges (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, "jetson-zc-break.json");
  GpGraphView *view = gp_app_test_graph_view (window);
  GpGraph *graph = gp_session_get_graph (gp_document_get_session (gp_window_get_document (window)));
  AdwStyleManager *style = adw_style_manager_get_default ();
  GpGraphPadBadge badge;
  g_autofree char *shot = NULL;
  g_autofree char *tooltip = NULL;

  show_view (window, "pipeline");
  g_assert_cmpuint (gp_graph_view_get_n_pad_badges (view), ==, 2 * gp_graph_n_links (graph));
  assert_badge (view, "nvarguscamerasrc0", "src", GP_MEMORY_NVMM, "NVMM");
  assert_badge (view, "videoconvert0", "sink", GP_MEMORY_NVMM, "NVMM");
  assert_badge (view, "videoconvert0", "src", GP_MEMORY_SYSMEM, "SYS");
  assert_badge (view, "nvv4l2h264enc0", "sink", GP_MEMORY_NVMM, "NVMM");
  g_assert_false (find_badge (view, "udpsink0", "src", &badge));

  /* The caps (none recorded here) are in the tooltip. */
  g_assert_true (find_badge (view, "nvvidconv0", "src", &badge));
  tooltip = gp_graph_view_dup_tooltip_at (view, badge.area.origin.x + 2, badge.area.origin.y + 2);
  g_assert_nonnull (strstr (tooltip, "caps not recorded"));

  gp_app_test_wait (100);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-pad-badges");
  g_clear_pointer (&shot, g_free);

  /* Dark mode, with the cursor on the graph. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "style-variant", g_variant_new_string ("dark"));
  g_assert_true (adw_style_manager_get_dark (style));
  gp_view_state_set_cursor_window (gp_window_get_view_state (window), 2);
  gp_app_test_wait (250);
  g_assert_nonnull (gp_pipeline_page_get_cursor_text (gp_app_test_pipeline_page (window)));
  g_assert_cmpuint (gp_graph_view_get_n_pad_badges (view), ==, 2 * gp_graph_n_links (graph));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-pad-badges-dark");
  g_clear_pointer (&shot, g_free);

  show_view (window, "timeline");
  gp_lane_chart_zoom (gp_app_test_chart (window, "timeline"), 2.0, -1);
  gp_app_test_wait (100);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "timeline-dark-cursor");

  g_action_group_activate_action (G_ACTION_GROUP (app), "style-variant", g_variant_new_string ("default"));
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Every array of @n0 values under @node (the series' columns) repeated up
 * to @n values; `t` counts on by 0.25 s. */
static void
extend_arrays (JsonNode   *node,
               const char *name,
               guint       n0,
               guint       n)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *member;
      JsonNode *child;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &member, &child))
        extend_arrays (child, member, n0, n);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node) && json_array_get_length (json_node_get_array (node)) == n0)
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = n0; i < n; i++)
        {
          if (g_strcmp0 (name, "t") == 0)
            json_array_add_double_element (array, i * 0.25);
          else
            json_array_add_element (array, json_node_copy (json_array_get_element (array, i % n0)));
        }
    }
}

/* A session of more windows than the charts build at once: its lanes and
 * pyramids come from a worker thread, and zoom, cursor and read-outs work
 * the same. */
static void
test_long_series (void)
{
  g_autofree char *fixture = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-healthy.json", NULL);
  g_autofree char *dir = g_dir_make_tmp ("gp-long-series-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *readout = NULL;
  g_autofree char *want = NULL;
  g_autofree char *shot = NULL;
  JsonNode *series_node;
  GpWindow *window;
  GpSeries *series;
  GpElementSeries *encoder;
  double start, end, start2, end2;
  const guint n = 70000;
  guint n0;
  int lane;

  /* The fixture's series, each column repeated up to n windows. */
  g_assert_true (json_parser_load_from_file (parser, fixture, &error));
  g_assert_no_error (error);
  series_node = json_object_get_member (json_node_get_object (json_parser_get_root (parser)), "series");
  n0 = json_array_get_length (json_object_get_array_member (json_node_get_object (series_node), "t"));
  g_assert_cmpuint (n0, >, 4);
  extend_arrays (series_node, "series", n0, n);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, path, &error));
  g_assert_no_error (error);

  window = gp_app_test_open_complete (app, path);
  show_view (window, "timeline");
  for (guint i = 0; i < 1500 && gp_lane_chart_get_n_lanes (gp_app_test_chart (window, "timeline")) == 0; i++)
    gp_app_test_wait (20);
  g_assert_cmpuint (gp_lane_chart_get_n_lanes (gp_app_test_chart (window, "timeline")), >, 2);
  for (guint i = 0; i < 1500 && gp_lane_chart_get_n_lanes (gp_app_test_chart (window, "system")) == 0; i++)
    gp_app_test_wait (20);
  g_assert_cmpuint (gp_lane_chart_get_n_lanes (gp_app_test_chart (window, "system")), >, 0);

  series = gp_session_get_series (gp_document_get_session (gp_window_get_document (window)));
  g_assert_cmpuint (gp_series_get_n_windows (series), ==, n);
  gp_lane_chart_get_visible_range (gp_app_test_chart (window, "timeline"), &start, &end);
  g_assert_cmpfloat_with_epsilon (end, n * 0.25, 1e-6);

  /* Zoom ×100 around the middle, then the cursor near the end. */
  gp_lane_chart_zoom (gp_app_test_chart (window, "timeline"), 100, -1);
  gp_lane_chart_get_visible_range (gp_app_test_chart (window, "timeline"), &start, &end);
  g_assert_cmpfloat_with_epsilon (end - start, n * 0.25 / 100, 1e-6);
  gp_lane_chart_get_visible_range (gp_app_test_chart (window, "system"), &start2, &end2);
  g_assert_cmpfloat (start, ==, start2);
  g_assert_cmpfloat (end, ==, end2);

  gp_view_state_set_cursor_window (gp_window_get_view_state (window), n - 1000);
  gp_lane_chart_move_cursor (gp_app_test_chart (window, "timeline"), 1);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, (int) n - 999);
  gp_lane_chart_get_visible_range (gp_app_test_chart (window, "timeline"), &start, &end);
  g_assert_cmpfloat (start, <=, (n - 999) * 0.25);
  g_assert_cmpfloat (end, >=, (n - 999) * 0.25);

  encoder = gp_series_lookup_element (series, "nvv4l2h264enc0");
  lane = gp_app_test_find_lane (gp_app_test_chart (window, "timeline"), "nvv4l2h264enc0", NULL);
  g_assert_cmpint (lane, >, 0);
  readout = gp_lane_chart_dup_readout (gp_app_test_chart (window, "timeline"), lane);
  want = g_strdup_printf ("%.2f ms", g_array_index (encoder->proc_ms_p95, double, n - 999));
  g_assert_cmpstr (readout, ==, want);

  gp_lane_chart_zoom_reset (gp_app_test_chart (window, "timeline"));
  gp_app_test_wait (100);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "timeline-long-series");

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The lanes of a document read from a file are the session's own columns
 * (no copy); a live capture's (no file) are copies, as the session grows
 * meanwhile. Same values either way, pyramids alike, the stalled windows'
 * pyramid read from the flags. */
static void
test_lanes_share_columns (void)
{
  const char *id = "h264parse0:src->fakesink0:sink";
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-healthy.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);
  g_autoptr(GpDocument) loaded = NULL;
  g_autoptr(GpDocument) live = NULL;
  g_autoptr(GPtrArray) shared = NULL;
  g_autoptr(GPtrArray) copied = NULL;
  GpSeries *series;
  GpLinkSeries *link;
  guint checked = 0;

  g_assert_no_error (error);
  series = gp_session_get_series (session);
  link = gp_series_lookup_link (series, id);
  g_assert_nonnull (link);
  /* A stall to draw: windows 20..29. */
  for (guint i = 20; i <= 29; i++)
    g_array_index (link->stalled, guint8, i) = 1;

  loaded = gp_document_new_for_session (file, session, GP_DOCUMENT_LOAD_DEFAULT, &error);
  g_assert_no_error (error);
  live = gp_document_new_for_session (NULL, session, GP_DOCUMENT_LOAD_DEFAULT, &error);
  g_assert_no_error (error);
  shared = gp_chart_lanes_timeline (loaded);
  copied = gp_chart_lanes_timeline (live);
  gp_chart_lanes_build_pyramids (shared);
  gp_chart_lanes_build_pyramids (copied);
  g_assert_cmpuint (shared->len, ==, copied->len);
  g_assert_cmpuint (shared->len, >, 2);

  for (guint i = 0; i < shared->len; i++)
    {
      GpLane *a = g_ptr_array_index (shared, i);
      GpLane *b = g_ptr_array_index (copied, i);
      double min_a, max_a, min_b, max_b;

      g_assert_cmpstr (a->title, ==, b->title);
      g_assert_true (a->values != b->values);
      g_assert_cmpmem (a->values->data, a->values->len * sizeof (double),
                       b->values->data, b->values->len * sizeof (double));
      g_assert_cmpint (gp_series_pyramid_get_range (a->pyramid, 0, G_MAXSIZE, &min_a, &max_a), ==,
                       gp_series_pyramid_get_range (b->pyramid, 0, G_MAXSIZE, &min_b, &max_b));
      g_assert_cmpfloat (min_a, ==, min_b);
      g_assert_cmpfloat (max_a, ==, max_b);
      if (a->stalled != NULL)
        g_assert_true (b->stalled != a->stalled);
      if (g_strcmp0 (a->title, "h264parse0 → fakesink0") == 0)
        {
          g_assert_true (a->values == link->fps);
          g_assert_true (a->stalled == link->stalled);
          g_assert_nonnull (a->stalled_pyramid);
          g_assert_nonnull (b->stalled_pyramid);
          g_assert_false (gp_series_pyramid_get_range (a->stalled_pyramid, 0, 20, NULL, NULL));
          g_assert_true (gp_series_pyramid_get_range (a->stalled_pyramid, 25, 26, &min_a, &max_a));
          g_assert_cmpfloat (min_a, ==, 1.0);
          g_assert_false (gp_series_pyramid_get_range (b->stalled_pyramid, 30, G_MAXSIZE, NULL, NULL));
          checked++;
        }
      if (i == 0)
        {
          g_assert_true (a->values == gp_series_get_pipeline (series)->latency_ms_p95);
          g_assert_true (a->low == gp_series_get_pipeline (series)->latency_ms_p50);
          g_assert_true (b->low != a->low);
          checked++;
        }
    }
  g_assert_cmpuint (checked, ==, 2);

  /* System lanes: the session's columns too. */
  g_clear_pointer (&shared, g_ptr_array_unref);
  shared = gp_chart_lanes_system (loaded);
  checked = 0;
  for (guint i = 0; i < shared->len; i++)
    {
      GpLane *a = g_ptr_array_index (shared, i);

      if (a->values == gp_series_get_system (series)->cpu_pct)
        checked++;
    }
  g_assert_cmpuint (checked, ==, 1);
}

/* A copy of the healthy Orin session whose h264parse0 → fakesink0 link
 * carries nothing in windows 20..29: the graph marks it stalled at a cursor
 * in that stall, not before it, and over the whole run. */
static void
test_cursor_stall (void)
{
  const char *id = "h264parse0:src->fakesink0:sink";
  g_autofree char *fixture = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-healthy.json", NULL);
  g_autofree char *dir = g_dir_make_tmp ("gp-stall-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "stall.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *shot = NULL;
  JsonObject *link;
  GpWindow *window;
  GpGraphView *view;

  g_assert_true (json_parser_load_from_file (parser, fixture, &error));
  g_assert_no_error (error);
  link = json_object_get_object_member (json_object_get_object_member (
           json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "series"),
           "links"), id);
  for (guint i = 20; i <= 29; i++)
    {
      json_node_set_boolean (json_array_get_element (json_object_get_array_member (link, "stalled"), i), TRUE);
      json_node_set_double (json_array_get_element (json_object_get_array_member (link, "fps"), i), 0.0);
    }
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, path, &error));
  g_assert_no_error (error);

  window = gp_app_test_open_complete (app, path);
  view = gp_app_test_graph_view (window);
  show_view (window, "pipeline");
  gp_graph_view_zoom_fit (view);

  /* The whole run has an interior stall. */
  g_assert_true (gp_graph_view_get_link_stalled (view, id));
  g_assert_false (gp_graph_view_get_link_stalled (view, "capsfilter0:src->nvvconv0:sink"));

  /* Before it, the link flows. */
  gp_view_state_set_cursor_window (gp_window_get_view_state (window), 5);
  g_assert_false (gp_graph_view_get_link_stalled (view, id));
  g_assert_cmpfloat (gp_graph_view_get_link_fps (view, id), >, 0);
  gp_app_test_wait (150);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-cursor-before-stall");
  g_clear_pointer (&shot, g_free);

  /* In it, stalled; the other links are not. */
  gp_view_state_set_cursor_window (gp_window_get_view_state (window), 25);
  g_assert_true (gp_graph_view_get_link_stalled (view, id));
  g_assert_cmpfloat (gp_graph_view_get_link_fps (view, id), ==, 0);
  g_assert_false (gp_graph_view_get_link_stalled (view, "capsfilter0:src->nvvconv0:sink"));
  gp_app_test_wait (150);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-cursor-in-stall");
  g_clear_pointer (&shot, g_free);

  /* Keys move the shared cursor: past the stall, flowing again. */
  gp_view_state_set_cursor_window (gp_window_get_view_state (window), 29);
  g_assert_true (gp_graph_view_get_link_stalled (view, id));
  gtk_widget_activate_action (GTK_WIDGET (gp_app_test_chart (window, "timeline")), "chart.move-cursor", "i", 1);
  g_assert_cmpint (gp_view_state_get_cursor_window (gp_window_get_view_state (window)), ==, 30);
  g_assert_false (gp_graph_view_get_link_stalled (view, id));

  gtk_widget_activate_action (GTK_WIDGET (gp_app_test_pipeline_page (window)), "pipeline.whole-run", NULL);
  g_assert_true (gp_graph_view_get_link_stalled (view, id));

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The widget's pinch gesture: no touch under Xvfb, so its signals are
 * emitted as GTK would. */
static GtkGesture *
find_zoom_gesture (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GtkGesture *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && found == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_ZOOM (controller))
        found = GTK_GESTURE (controller);   /* the widget keeps it */
    }
  g_assert_nonnull (found);
  return found;
}

static void
pinch (GtkGesture *gesture,
       double      scale)
{
  g_signal_emit_by_name (gesture, "begin", NULL);
  g_signal_emit_by_name (gesture, "scale-changed", scale / 2);
  g_signal_emit_by_name (gesture, "scale-changed", scale);
  g_signal_emit_by_name (gesture, "end", NULL);
}

/* Pinching zooms the charts' shared range around the gesture's centre
 * (the plot's middle here) and the graph around the widget point under
 * it; the scale counts from the gesture's start. */
static void
test_pinch (void)
{
  GpWindow *window = gp_app_test_open_fixture (app, "orin-nx-jp6-healthy.json");
  GpGraphView *view = gp_app_test_graph_view (window);
  GtkGesture *gesture;
  g_autofree char *shot = NULL;
  graphene_rect_t before, after;
  double s0, e0, s1, e1, zoom, cx, cy;

  show_view (window, "timeline");
  gesture = find_zoom_gesture (GTK_WIDGET (gp_app_test_chart (window, "timeline")));
  gp_lane_chart_get_visible_range (gp_app_test_chart (window, "timeline"), &s0, &e0);
  pinch (gesture, 4.0);
  gp_lane_chart_get_visible_range (gp_app_test_chart (window, "timeline"), &s1, &e1);
  g_assert_cmpfloat_with_epsilon (e1 - s1, (e0 - s0) / 4, 1e-9);
  g_assert_cmpfloat_with_epsilon ((s1 + e1) / 2, (s0 + e0) / 2, 1e-9);
  assert_same_range (gp_app_test_chart (window, "timeline"), gp_app_test_chart (window, "system"));
  gp_app_test_wait (150);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "timeline-pinched");
  g_clear_pointer (&shot, g_free);

  /* A pinch back out, on the System chart, to the whole run. */
  show_view (window, "system");
  g_signal_emit_by_name (find_zoom_gesture (GTK_WIDGET (gp_app_test_chart (window, "system"))), "begin", NULL);
  g_signal_emit_by_name (find_zoom_gesture (GTK_WIDGET (gp_app_test_chart (window, "system"))), "scale-changed", 0.25);
  gp_lane_chart_get_visible_range (gp_app_test_chart (window, "system"), &s1, &e1);
  g_assert_cmpfloat_with_epsilon (s1, s0, 1e-9);
  g_assert_cmpfloat_with_epsilon (e1, e0, 1e-9);
  assert_same_range (gp_app_test_chart (window, "timeline"), gp_app_test_chart (window, "system"));
  g_signal_emit_by_name (find_zoom_gesture (GTK_WIDGET (gp_app_test_chart (window, "system"))), "end", NULL);

  /* The graph: ×1.5 around the centre of the room under the legend. */
  show_view (window, "pipeline");
  gp_graph_view_zoom_fit (view);
  gp_app_test_wait (100);
  zoom = gp_view_state_get_zoom (gp_window_get_view_state (window));
  cx = gtk_widget_get_width (GTK_WIDGET (view)) / 2.0;
  g_assert_cmpint (gp_graph_view_get_top_inset (view), >, 0);
  cy = (gtk_widget_get_height (GTK_WIDGET (view)) + gp_graph_view_get_top_inset (view)) / 2.0;
  g_assert_true (gp_graph_view_get_element_area (view, "queue0", &before));
  pinch (find_zoom_gesture (GTK_WIDGET (view)), 1.5);
  gp_app_test_wait (100);
  g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (gp_window_get_view_state (window)), zoom * 1.5, 1e-9);
  g_assert_true (gp_graph_view_get_element_area (view, "queue0", &after));
  g_assert_cmpfloat_with_epsilon (after.size.width, before.size.width * 1.5, 0.5);
  g_assert_cmpfloat_with_epsilon (after.origin.x + after.size.width / 2,
                                  cx + (before.origin.x + before.size.width / 2 - cx) * 1.5, 1.5);
  g_assert_cmpfloat_with_epsilon (after.origin.y + after.size.height / 2,
                                  cy + (before.origin.y + before.size.height / 2 - cy) * 1.5, 1.5);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-pinched");

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Times as the charts show them: seconds for a short run, a clock from
 * the start for a long one (hours past 24 kept), ticks round in either. */
static void
test_time_format (void)
{
  struct { double t, resolution; gboolean clock; const char *text; } cases[] = {
    { 12.25, 0.01, FALSE, "12.25 s" },
    { 12.25, 1, FALSE, "12 s" },
    { 5, 0.5, FALSE, "5.0 s" },
    { 0, 20000, FALSE, "0 s" },
    { 45387.75, 0.01, TRUE, "12:36:27.75" },
    { 45387.75, 1, TRUE, "12:36:28" },
    { 59.999, 0.01, TRUE, "0:01:00.00" },
    { 59.4, 1, TRUE, "0:00:59" },
    { 250000, 0.1, TRUE, "69:26:40.0" },
    { 3600, 60, TRUE, "1:00:00" },
    /* A session may say anything: ticks far apart still read apart, and
     * the text stays bounded. */
    { 1e12, 1, TRUE, "277777777:46:40" },
    { 2e12, 1, TRUE, "555555555:33:20" },
    { -1e308, 1, TRUE, "−277777777777:46:40" },
    { 1e308, 0.01, FALSE, "1000000000000000.00 s" },
    { NAN, 1, TRUE, "0:00:00" },
  };
  struct { double span, ticks; gboolean clock; double step; } steps[] = {
    { 12, 8, FALSE, 2 },
    { 250000, 7.5, FALSE, 20000 },
    { 250000, 7.5, TRUE, 43200 },
    { 3600, 6, TRUE, 600 },
    { 100, 6, TRUE, 15 },
    { 5, 10, TRUE, 0.5 },
    { 86400 * 40, 4, TRUE, 86400 * 10 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = gp_time_format (cases[i].t, cases[i].resolution, cases[i].clock);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_cmpfloat_with_epsilon (gp_time_nice_step (steps[i].span, steps[i].ticks, steps[i].clock),
                                    steps[i].step, 1e-9);
  g_assert_false (gp_time_uses_clock (599.75));
  g_assert_true (gp_time_uses_clock (GP_TIME_CLOCK_FROM));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/timeline/zoom-shared", test_zoom_shared);
  g_test_add_func ("/gp/app/timeline/cursor-overlay", test_cursor_overlay);
  g_test_add_func ("/gp/app/timeline/pad-badges", test_pad_badges);
  g_test_add_func ("/gp/app/timeline/long-series", test_long_series);
  g_test_add_func ("/gp/app/timeline/cursor-stall", test_cursor_stall);
  g_test_add_func ("/gp/app/timeline/lanes-share-columns", test_lanes_share_columns);
  g_test_add_func ("/gp/app/timeline/pinch", test_pinch);
  g_test_add_func ("/gp/app/timeline/time-format", test_time_format);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
