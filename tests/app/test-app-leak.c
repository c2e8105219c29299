/* test-app-leak.c: the leak hunt in the app: holding badges, Memory and Backlog lanes, the QLEAK card
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

/* A session shaped like the leak-hunt tee (spec/leak-hunt.md): a bounded queue, an unbounded one
 * in front of a slow identity, and the process growing; built with GpTestBuilder, the held_*
 * columns and the whereabouts added as the tracers write them, saved and opened as a file. */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "gp-app-test-util.h"
#include "gp-finding-row.h"
#include "gp-finding-trend.h"
#include "gp-test-builder.h"

#define N_WINDOWS 12
#define FRAME_BYTES 100000.0

static GpApplication *app;

typedef struct
{
  const char *whereabouts;  /* "exact", "estimated" or NULL */
  gboolean    rss;          /* rss_bytes and mem_available_bytes measured */
} Shape;

static JsonNode *
column (double (*value) (guint i))
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < N_WINDOWS; i++)
    {
      double v = value (i);

      if (isnan (v))
        json_array_add_null_element (array);
      else
        json_array_add_double_element (array, v);
    }

  return json_node_init_array (json_node_alloc (), array);
}

/* 10 more buffers a window in the unbounded queue: 40 a second. */
static double unbounded_level (guint i) { return i == 0 ? NAN : 10.0 * i; }
static double unbounded_bytes (guint i) { return i == 0 ? NAN : 10.0 * i * FRAME_BYTES; }
static double unbounded_oldest (guint i) { return i == 0 ? NAN : 250.0 * i; }
static double identity_buffers (guint i) { return 1; }
static double identity_bytes (guint i) { return FRAME_BYTES; }
static double bounded_level (guint i) { return (double) (i % 4); }
static double bounded_bytes (guint i) { return (i % 4) * FRAME_BYTES; }
/* 5 MB a window: 20 MB/s, 2 GB available. */
static double rss (guint i) { return 50e6 + 5e6 * i; }
static double available (guint i) { return 2e9 - 5e6 * i; }

static void
set_column (JsonObject  *elements,
            const char  *id,
            const char  *key,
            double     (*value) (guint i))
{
  json_object_set_member (json_object_get_object_member (elements, id), key, column (value));
}

/* The leak-hunt tee as a session file; returns its path (removed at the end). */
static char *
write_session (const Shape *shape)
{
  g_autoptr(GpTestBuilder) builder = gp_test_builder_new (N_WINDOWS, "generic");
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *elements, *system;
  g_autofree char *path = NULL;
  int fd;

  gp_test_builder_set_queue_levels (builder, TRUE);
  gp_test_builder_add_element (builder, "videotestsrc0", "videotestsrc", NULL);
  gp_test_builder_add_element (builder, "t", "tee", NULL);
  gp_test_builder_add_element (builder, "bounded", "queue", "{'max-size-buffers': '5'}");
  gp_test_builder_add_element (builder, "unbounded", "queue",
                               "{'max-size-buffers': '0', 'max-size-bytes': '0', 'max-size-time': '0'}");
  gp_test_builder_add_element (builder, "identity0", "identity", "{'sleep-time': '60000'}");
  gp_test_builder_add_element (builder, "fakesink0", "fakesink", NULL);
  gp_test_builder_add_element (builder, "fakesink1", "fakesink", NULL);
  gp_test_builder_add_link (builder, "videotestsrc0", "t", "sysmem", "video/x-raw");
  gp_test_builder_add_link (builder, "t", "bounded", "sysmem", "video/x-raw");
  gp_test_builder_add_link (builder, "t", "unbounded", "sysmem", "video/x-raw");
  gp_test_builder_add_link (builder, "bounded", "fakesink0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (builder, "unbounded", "identity0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (builder, "identity0", "fakesink1", "sysmem", "video/x-raw");
  gp_test_builder_add_link_series (builder, "identity0", "fakesink1", "[30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30]", NULL);
  gp_test_builder_add_queue_levels (builder, "bounded", "[0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]");
  gp_test_builder_add_queue_levels (builder, "unbounded",
                                    "[null, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]");
  gp_test_builder_add_element_series (builder, "identity0",
                                      "[60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60]", NULL);
  gp_test_builder_add_element_series (builder, "fakesink0", NULL, "[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]");
  text = gp_test_builder_to_document (builder);

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  elements = json_object_get_object_member (json_object_get_object_member (root, "series"), "elements");
  system = json_object_get_object_member (json_object_get_object_member (root, "series"), "system");

  if (shape->whereabouts != NULL)
    {
      json_object_set_string_member (json_object_get_object_member (json_object_get_object_member (root, "target"),
                                                                    "capabilities"),
                                     "whereabouts", shape->whereabouts);
      set_column (elements, "unbounded", "held_buffers", unbounded_level);
      set_column (elements, "unbounded", "held_bytes", unbounded_bytes);
      set_column (elements, "unbounded", "oldest_held_ms", unbounded_oldest);
      set_column (elements, "identity0", "held_buffers", identity_buffers);
      set_column (elements, "identity0", "held_bytes", identity_bytes);
      set_column (elements, "bounded", "held_buffers", bounded_level);
      set_column (elements, "bounded", "held_bytes", bounded_bytes);
    }
  if (shape->rss)
    {
      json_object_set_member (system, "rss_bytes", column (rss));
      json_object_set_member (system, "mem_available_bytes", column (available));
    }

  fd = g_file_open_tmp ("gp-leak-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  close (fd);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, path, &error));
  g_assert_no_error (error);

  return g_steal_pointer (&path);
}

static GpWindow *
open_shape (const Shape  *shape,
            char        **path)
{
  GpWindow *window;

  *path = write_session (shape);
  window = gp_app_test_open_window (app, *path);
  gp_app_test_wait_complete (window);
  gp_app_test_wait (100);

  return window;
}

static void
close_shape (GpWindow *window,
             char     *path)
{
  gp_app_test_close_window (GTK_WINDOW (window));
  g_unlink (path);
  g_free (path);
}

/* The badge on @element_id, FALSE when it has none. */
static gboolean
find_badge (GpGraphView         *graph,
            const char          *element_id,
            GpGraphHoldingBadge *badge)
{
  for (guint i = 0; i < gp_graph_view_get_n_holding_badges (graph); i++)
    if (gp_graph_view_get_holding_badge (graph, i, badge) && g_strcmp0 (badge->element_id, element_id) == 0)
      return TRUE;

  return FALSE;
}

/* At the end: the bytes each element holds, the unbounded queue heaviest
 * and standing out most; nothing on elements that hold nothing. At the
 * cursor: that window's. */
static void
test_badges (void)
{
  Shape shape = { "exact", TRUE };
  g_autofree char *shot = NULL;
  char *path;
  GpWindow *window = open_shape (&shape, &path);
  GpGraphView *graph = gp_app_test_graph_view (window);
  GpViewState *view_state = gp_window_get_view_state (window);
  GpGraphHoldingBadge unbounded, identity, bounded, other;
  g_autofree char *tooltip = NULL;

  g_assert_cmpint (gp_view_state_get_cursor_window (view_state), <, 0);
  g_assert_true (find_badge (graph, "unbounded", &unbounded));
  g_assert_cmpstr (unbounded.text, ==, "11 MB");
  g_assert_cmpuint (unbounded.window, ==, N_WINDOWS - 1);
  g_assert_cmpfloat (unbounded.buffers, ==, 110);
  g_assert_false (unbounded.estimated);
  g_assert_true (find_badge (graph, "identity0", &identity));
  g_assert_cmpstr (identity.text, ==, "100 kB");
  g_assert_true (find_badge (graph, "bounded", &bounded));
  g_assert_cmpstr (bounded.text, ==, "300 kB");
  /* A scale: the heaviest the most, and more than the lighter ones. */
  g_assert_cmpfloat (unbounded.weight, ==, 1.0);
  g_assert_cmpfloat (bounded.weight, >, identity.weight);
  g_assert_cmpfloat (identity.weight, >, 0);
  g_assert_cmpfloat (unbounded.font_size, >, bounded.font_size);
  g_assert_cmpfloat (bounded.font_size, >, identity.font_size);
  g_assert_false (find_badge (graph, "fakesink0", &other));
  g_assert_false (find_badge (graph, "videotestsrc0", &other));
  g_assert_cmpuint (gp_graph_view_get_n_holding_badges (graph), ==, 3);

  /* Drawn where it says, and its tooltip names the element. */
  g_assert_cmpfloat (unbounded.area.size.width, >, 0);
  tooltip = gp_graph_view_dup_tooltip_at (graph, unbounded.area.origin.x + unbounded.area.size.width / 2,
                                          unbounded.area.origin.y + unbounded.area.size.height / 2);
  g_assert_nonnull (tooltip);
  g_assert_true (g_str_has_prefix (tooltip, "unbounded holds 11 MB (110 buffers), the oldest for "));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "leak-badges-end");

  /* Window 2: 20 buffers of 100 kB in the queue; the bounded one holds 2. */
  gp_view_state_set_cursor_window (view_state, 2);
  gp_app_test_wait (50);
  g_assert_true (find_badge (graph, "unbounded", &unbounded));
  g_assert_cmpstr (unbounded.text, ==, "2.0 MB");
  g_assert_cmpuint (unbounded.window, ==, 2);
  g_assert_true (find_badge (graph, "bounded", &bounded));
  g_assert_cmpstr (bounded.text, ==, "200 kB");
  /* Window 4: the bounded queue is empty, no badge. */
  gp_view_state_set_cursor_window (view_state, 4);
  gp_app_test_wait (50);
  g_assert_false (find_badge (graph, "bounded", &bounded));
  g_assert_true (find_badge (graph, "unbounded", &unbounded));
  g_assert_cmpstr (unbounded.text, ==, "4.0 MB");

  close_shape (window, path);
}

/* Estimated whereabouts say so; with none at all, the queue levels (exact,
 * from our tracer) give buffers. */
static void
test_badges_estimated (void)
{
  Shape estimated = { "estimated", FALSE };
  Shape levels = { NULL, FALSE };
  GpGraphHoldingBadge badge;
  char *path;
  GpWindow *window = open_shape (&estimated, &path);

  g_assert_true (find_badge (gp_app_test_graph_view (window), "unbounded", &badge));
  g_assert_cmpstr (badge.text, ==, "≈ 11 MB");
  g_assert_true (badge.estimated);
  close_shape (window, path);

  window = open_shape (&levels, &path);
  g_assert_true (find_badge (gp_app_test_graph_view (window), "unbounded", &badge));
  g_assert_cmpstr (badge.text, ==, "110 buffers");
  g_assert_false (badge.estimated);
  g_assert_false (find_badge (gp_app_test_graph_view (window), "identity0", &badge));
  close_shape (window, path);
}

static int
find_grouped_lane (GpLaneChart *chart,
                   const char  *group,
                   const char  *title)
{
  for (guint i = 0; i < gp_lane_chart_get_n_lanes (chart); i++)
    {
      const GpLane *lane = gp_lane_chart_get_lane (chart, i);

      if (g_strcmp0 (lane->group, group) == 0 && g_strcmp0 (lane->title, title) == 0)
        return (int) i;
    }

  return -1;
}

static guint
count_group (GpLaneChart *chart,
             const char  *group)
{
  guint n = 0;

  for (guint i = 0; i < gp_lane_chart_get_n_lanes (chart); i++)
    n += g_strcmp0 (gp_lane_chart_get_lane (chart, i)->group, group) == 0;

  return n;
}

/* System: the Memory group when the RSS was measured (its slope and time
 * to OOM), none otherwise (the CPU's and the engines' groups then). */
static void
test_memory_lanes (void)
{
  Shape measured = { "exact", TRUE };
  Shape unmeasured = { "exact", FALSE };
  g_autofree char *shot = NULL;
  char *path;
  GpWindow *window = open_shape (&measured, &path);
  GpLaneChart *system = gp_app_test_chart (window, "system");
  const GpLane *rss_lane, *available_lane;
  int rss_i, available_i;

  rss_i = find_grouped_lane (system, "Memory", "process RSS");
  available_i = find_grouped_lane (system, "Memory", "memory available");
  g_assert_cmpint (rss_i, >=, 0);
  g_assert_cmpint (available_i, ==, rss_i + 1);
  g_assert_cmpuint (count_group (system, "Memory"), ==, 2);
  rss_lane = gp_lane_chart_get_lane (system, rss_i);
  available_lane = gp_lane_chart_get_lane (system, available_i);
  g_assert_true (rss_lane->available);
  g_assert_cmpstr (rss_lane->unit, ==, "MB");
  /* 5 MB a window is 20 MB/s; 1.945 GB left at the end: 97 s, about 2 min. */
  g_assert_cmpstr (rss_lane->chip, ==, "+20 MB/s");
  g_assert_cmpstr (rss_lane->what, ==, "OOM in ≈ 2 min");
  g_assert_cmpfloat_with_epsilon (g_array_index (rss_lane->values, double, 2), 60.0, 1e-9);
  g_assert_cmpstr (available_lane->unit, ==, "MB");
  g_assert_null (available_lane->chip);
  /* A heading above the group: the step into it is more than one lane. */
  g_assert_cmpfloat (rss_lane->top - gp_lane_chart_get_lane (system, rss_i - 1)->top, >,
                     available_lane->top - rss_lane->top);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "system");
  gp_app_test_wait (150);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "leak-memory-lanes");
  close_shape (window, path);

  window = open_shape (&unmeasured, &path);
  system = gp_app_test_chart (window, "system");
  g_assert_cmpuint (gp_lane_chart_get_n_lanes (system), >, 0);
  g_assert_cmpuint (count_group (system, "Memory"), ==, 0);
  /* Without it, the CPU and the engines' groups only. */
  g_assert_cmpuint (count_group (system, "CPU") + count_group (system, "Engines"), ==,
                    gp_lane_chart_get_n_lanes (system));
  g_assert_cmpuint (count_group (system, "CPU"), >, 0);
  g_assert_cmpint (gp_app_test_find_lane (system, "process RSS", NULL), ==, -1);
  g_assert_cmpint (gp_app_test_find_lane (system, "memory available", NULL), ==, -1);
  close_shape (window, path);
}

/* Timeline: a Backlog lane per queue-like element, heaviest first, in bytes
 * when known; not for the identity, which holds a buffer but is no queue. */
static void
test_backlog_lanes (void)
{
  Shape shape = { "exact", TRUE };
  Shape levels = { NULL, FALSE };
  char *path;
  GpWindow *window = open_shape (&shape, &path);
  GpLaneChart *timeline = gp_app_test_chart (window, "timeline");
  const GpLane *unbounded, *bounded;
  int unbounded_i, bounded_i;

  unbounded_i = find_grouped_lane (timeline, "Backlog", "unbounded");
  bounded_i = find_grouped_lane (timeline, "Backlog", "bounded");
  g_assert_cmpint (unbounded_i, >=, 0);
  g_assert_cmpint (bounded_i, ==, unbounded_i + 1);
  g_assert_cmpuint (count_group (timeline, "Backlog"), ==, 2);
  g_assert_cmpint (find_grouped_lane (timeline, "Backlog", "identity0"), ==, -1);
  g_assert_cmpint (find_grouped_lane (timeline, "Backlog", "fakesink0"), ==, -1);
  /* The link lanes after the group have a heading of their own, not the Backlog one. */
  {
    const GpLane *last = gp_lane_chart_get_lane (timeline, gp_lane_chart_get_n_lanes (timeline) - 1);

    g_assert_nonnull (strstr (last->title, " → "));
    g_assert_cmpstr (last->group, ==, "Links");
  }
  unbounded = gp_lane_chart_get_lane (timeline, unbounded_i);
  bounded = gp_lane_chart_get_lane (timeline, bounded_i);
  g_assert_cmpstr (unbounded->unit, ==, "MB");
  g_assert_cmpstr (unbounded->what, ==, "held bytes");
  g_assert_cmpfloat_with_epsilon (g_array_index (unbounded->values, double, N_WINDOWS - 1), 11.0, 1e-9);
  /* 1 MB a window: it keeps growing; the bounded one does not. */
  g_assert_cmpstr (unbounded->chip, ==, "+4.0 MB/s");
  g_assert_null (bounded->chip);
  close_shape (window, path);

  /* Without whereabouts, the queue levels in buffers. */
  window = open_shape (&levels, &path);
  timeline = gp_app_test_chart (window, "timeline");
  unbounded_i = find_grouped_lane (timeline, "Backlog", "unbounded");
  g_assert_cmpint (unbounded_i, >=, 0);
  unbounded = gp_lane_chart_get_lane (timeline, unbounded_i);
  g_assert_cmpstr (unbounded->what, ==, "queue level");
  g_assert_cmpstr (unbounded->unit, ==, "buffers");
  g_assert_cmpstr (unbounded->chip, ==, "+40 buf/s");
  g_assert_cmpuint (count_group (timeline, "Backlog"), ==, 2);
  close_shape (window, path);
}

/* The QLEAK card: its backlog's sparkline, what it held at the end, the
 * growth and limit from its evidence, and its patch. */
static void
test_qleak_card (void)
{
  Shape shape = { "exact", TRUE };
  g_autofree char *shot = NULL;
  char *path;
  GpWindow *window = open_shape (&shape, &path);
  GpFindingsPane *pane = gp_app_test_findings_pane (window);
  GtkWidget *card = gp_findings_pane_get_card (pane, "F-QLEAK-unbounded");
  GtkWidget *trend;
  const char *caption;

  g_assert_nonnull (card);
  g_assert_null (gp_findings_pane_get_card (pane, "F-QLEAK-bounded"));
  gp_finding_row_set_expanded (GP_FINDING_ROW (card), TRUE);
  gp_app_test_wait (150);

  trend = gp_app_test_find_widget (card, GP_TYPE_FINDING_TREND);
  g_assert_nonnull (trend);
  g_assert_true (gtk_widget_get_mapped (trend));
  /* The sparkline is the held bytes over the run. */
  g_assert_cmpfloat (gp_sparkline_get_max (gp_finding_trend_get_sparkline (GP_FINDING_TREND (trend))), ==,
                     110 * FRAME_BYTES);
  g_assert_cmpstr (gp_finding_trend_get_end_text (GP_FINDING_TREND (trend)), ==,
                   "110 buffers (11 MB) at the end");
  caption = gp_finding_trend_get_caption (GP_FINDING_TREND (trend));
  g_assert_nonnull (strstr (caption, "buffers/s"));
  g_assert_nonnull (strstr (caption, "no limit"));
  /* Its patch, like every card's. */
  g_assert_nonnull (gp_finding_row_get_finding (GP_FINDING_ROW (card))->fix_patch);
  g_assert_cmpstr (json_object_get_string_member (gp_finding_row_get_finding (GP_FINDING_ROW (card))->fix_patch,
                                                  "value"), ==, "200");
  g_assert_cmpstr (json_object_get_string_member (gp_finding_row_get_finding (GP_FINDING_ROW (card))->fix_patch,
                                                  "property"), ==, "max-size-buffers");
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "leak-qleak-card");

  close_shape (window, path);
}

int
main (int    argc,
      char **argv)
{
  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/leak/badges", test_badges);
  g_test_add_func ("/gp/app/leak/badges-estimated", test_badges_estimated);
  g_test_add_func ("/gp/app/leak/memory-lanes", test_memory_lanes);
  g_test_add_func ("/gp/app/leak/backlog-lanes", test_backlog_lanes);
  g_test_add_func ("/gp/app/leak/qleak-card", test_qleak_card);

  return g_test_run ();
}
