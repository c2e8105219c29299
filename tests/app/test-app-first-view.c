/* test-app-first-view.c: what the graph shows when a session opens
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

#include "gp-app-settings.h"
#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-graph-view-private.h"

static GpApplication *app;

static char *
fixture (const char *name)
{
  return g_build_filename (g_getenv ("GP_FIXTURES_DIR"), name, NULL);
}

static GpGraphView *
graph_view_of (GpWindow *window)
{
  return gp_app_test_graph_view (window);
}

static void
load (GpWindow   *window,
      const char *name,
      const char *finding_id,
      const char *element_id)
{
  g_autofree char *path = fixture (name);
  g_autoptr(GError) error = NULL;

  g_assert_true (gp_app_test_load (window, path, finding_id, element_id, &error));
  g_assert_no_error (error);
  gp_app_test_wait (200);
  gp_app_test_wait_laid_out (window);
}

/* The zoom at which the whole laid-out graph fills the view. */
static double
fit_of (GpWindow *window)
{
  GpGraphView *view = graph_view_of (window);
  const GpXdotGraph *layout = gp_document_get_layout (gp_window_get_document (window));
  double w = (gp_xdot_graph_get_width (layout) + 2 * GP_GRAPH_VIEW_PAD) * GP_GRAPH_VIEW_PX_PER_PT;
  double h = (gp_xdot_graph_get_height (layout) + 2 * GP_GRAPH_VIEW_PAD) * GP_GRAPH_VIEW_PX_PER_PT;

  return MIN (gtk_widget_get_width (GTK_WIDGET (view)) / w,
              gtk_widget_get_height (GTK_WIDGET (view)) / h);
}

static GtkEventControllerScroll *
scroll_controller_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        return GTK_EVENT_CONTROLLER_SCROLL (controller);
    }
  g_assert_not_reached ();
}

/* A pipeline too long for the view at a readable zoom, with nothing to
 * find, laid out left to right (the graph menu's choice; auto would fold
 * it into rows, test-app-graph-fit.c), opens at that zoom, sources at the
 * left edge, the rest one scroll away; a plain wheel scrolls it sideways,
 * as it has nothing to scroll up or down. */
static void
test_long_pipeline (void)
{
  static const int sizes[][2] = { { 1024, 640 }, { 1280, 800 } };
  g_autofree char *chain = gp_app_test_write_chain (24, "generic", 0);
  g_autoptr(GSettings) settings = gp_app_settings_new ();

  g_settings_set_enum (settings, "graph-direction", GP_LAYOUT_DIRECTION_LEFT_RIGHT);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      GpWindow *window = gp_app_test_new_sized (app, sizes[s][0], sizes[s][1]);
      GpGraphView *view = graph_view_of (window);
      GtkAdjustment *h, *v;
      graphene_rect_t source, sink;
      gboolean handled = FALSE;
      g_autofree char *name = g_strdup_printf ("first-view-long-%dx%d", sizes[s][0], sizes[s][1]);
      g_autofree char *shot = NULL;

      gp_app_test_load_path (window, chain, NULL, NULL);
      g_assert_null (gp_document_get_top_finding (gp_window_get_document (window)));
      h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
      v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));
      g_test_message ("%dx%d: graph %d x %d, fit %.3f", sizes[s][0], sizes[s][1],
                      gtk_widget_get_width (GTK_WIDGET (view)),
                      gtk_widget_get_height (GTK_WIDGET (view)), fit_of (window));

      g_assert_cmpfloat (fit_of (window), <, GP_GRAPH_VIEW_READABLE_ZOOM);
      g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (gp_window_get_view_state (window)),
                                      GP_GRAPH_VIEW_READABLE_ZOOM, 1e-9);
      /* At the left edge, with more to the right. */
      g_assert_cmpfloat (gtk_adjustment_get_value (h), ==, 0);
      g_assert_cmpfloat (gtk_adjustment_get_upper (h), >, gtk_adjustment_get_page_size (h) * 2);

      /* The source in full near the left edge, the sink past the right one. */
      source = gp_app_test_element_area (view, "videotestsrc0");
      g_assert_true (gp_app_test_area_in_view (view, source));
      g_assert_cmpfloat (source.origin.x, <, 2 * GP_GRAPH_VIEW_PAD * GP_GRAPH_VIEW_PX_PER_PT);
      sink = gp_app_test_element_area (view, "fakesink0");
      g_assert_cmpfloat (sink.origin.x, >=, gtk_widget_get_width (GTK_WIDGET (view)));
      shot = gp_app_test_screenshot (GTK_WIDGET (window), name);

      /* Nothing to scroll up or down: the wheel goes sideways, zoom kept. */
      g_assert_cmpfloat (gtk_adjustment_get_upper (v), <=, gtk_adjustment_get_page_size (v));
      g_signal_emit_by_name (scroll_controller_of (GTK_WIDGET (view)), "scroll", 0.0, 3.0, &handled);
      g_assert_true (handled);
      g_assert_cmpfloat (gtk_adjustment_get_value (h), >, 0);
      g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (gp_window_get_view_state (window)),
                                      GP_GRAPH_VIEW_READABLE_ZOOM, 1e-9);
      g_signal_emit_by_name (scroll_controller_of (GTK_WIDGET (view)), "scroll", 0.0, -30.0, &handled);
      g_assert_cmpfloat (gtk_adjustment_get_value (h), ==, 0);

      gp_app_test_close_window (GTK_WINDOW (window));
    }
  g_settings_reset (settings, "graph-direction");
  g_assert_cmpint (g_remove (chain), ==, 0);
}

/* A 60-element session whose top finding is two thirds along: its first
 * view is the readable zoom on that finding's targets, all of them in view
 * (not the sources, not the whole pipeline at 30 %), at 1366×768 and
 * 1024×640, beside the findings. */
static void
test_top_finding (void)
{
  static const int sizes[][2] = { { 1366, 768 }, { 1024, 640 } };
  g_autofree char *chain = gp_app_test_write_chain (60, "jetson", 40);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      GpWindow *window = gp_app_test_new_sized (app, sizes[s][0], sizes[s][1]);
      GpGraphView *view = graph_view_of (window);
      GpViewState *view_state = gp_window_get_view_state (window);
      const GpFinding *top;
      graphene_rect_t source;
      g_autofree char *name = g_strdup_printf ("first-view-top-finding-%dx%d", sizes[s][0], sizes[s][1]);
      g_autofree char *shot = NULL;

      /* Beside the findings, as a session opens by default. */
      adw_flap_set_reveal_flap (gp_app_test_flap (window, GTK_PACK_START), TRUE);
      gp_app_test_load_path (window, chain, NULL, NULL);
      top = gp_document_get_top_finding (gp_window_get_document (window));
      g_assert_nonnull (top);
      g_assert_cmpstr (top->rule, ==, "ZC");
      g_assert_cmpuint (top->target_elements->len, >, 0);
      g_test_message ("%dx%d: graph %d x %d, fit %.3f, top %s", sizes[s][0], sizes[s][1],
                      gtk_widget_get_width (GTK_WIDGET (view)),
                      gtk_widget_get_height (GTK_WIDGET (view)), fit_of (window), top->id);

      /* The whole graph would be unreadable; the first view is readable:
       * node titles 10 px tall and more. */
      g_assert_cmpfloat (fit_of (window), <, 0.3);
      g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (view_state), GP_GRAPH_VIEW_READABLE_ZOOM, 1e-9);
      g_assert_cmpfloat (10.0 * GP_GRAPH_VIEW_READABLE_ZOOM * GP_GRAPH_VIEW_PX_PER_PT, >=, 9.0);
      for (guint i = 0; i < top->target_elements->len; i++)
        {
          const char *id = g_ptr_array_index (top->target_elements, i);

          g_test_message ("target %s", id);
          g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, id)));
        }
      /* Far from the sources, which are out of view. */
      source = gp_app_test_element_area (view, "nvarguscamerasrc0");
      g_assert_false (gp_app_test_area_in_view (view, source));
      shot = gp_app_test_screenshot (GTK_WIDGET (window), name);

      gp_app_test_close_window (GTK_WINDOW (window));
    }
  g_assert_cmpint (g_remove (chain), ==, 0);
}

/* A pipeline that fits at a readable zoom is shown whole: fitted, never
 * above 100%. */
static void
test_short_pipeline (void)
{
  GpWindow *window = gp_app_test_new_sized (app, 1280, 800);
  GpGraphView *view = graph_view_of (window);
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  GpGraph *graph;
  double fit, zoom;
  int width;
  g_autofree char *shot = NULL;

  /* Without the findings beside it, the graph has room to spare: 100%. */
  adw_flap_set_reveal_flap (gp_app_test_flap (window, GTK_PACK_START), FALSE);
  load (window, "jetson-hw-loopback.json", NULL, NULL);
  fit = fit_of (window);
  g_test_message ("graph %d wide, fit %.3f", gtk_widget_get_width (GTK_WIDGET (view)), fit);
  g_assert_cmpfloat (fit, >, 1.0);
  g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (gp_window_get_view_state (window)), 1.0, 1e-9);
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h));
  graph = gp_session_get_graph (gp_document_get_session (gp_window_get_document (window)));
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, gp_graph_element (graph, i)->id)));

  /* A view 10% narrower than the graph at 100%: fitted, still readable. */
  width = gtk_widget_get_width (GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window),
                               (int) (gtk_widget_get_width (GTK_WIDGET (window)) - width +
                                      width / fit * 0.9),
                               800);
  gp_app_test_wait (300);
  load (window, "jetson-hw-loopback.json", NULL, NULL);
  fit = fit_of (window);
  zoom = gp_view_state_get_zoom (gp_window_get_view_state (window));
  g_test_message ("graph %d wide, fit %.3f, zoom %.3f",
                  gtk_widget_get_width (GTK_WIDGET (view)), fit, zoom);
  g_assert_cmpfloat (fit, >=, GP_GRAPH_VIEW_READABLE_ZOOM);
  g_assert_cmpfloat (fit, <, 1.0);
  g_assert_cmpfloat_with_epsilon (zoom, fit, 1e-9);
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);
  graph = gp_session_get_graph (gp_document_get_session (gp_window_get_document (window)));
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, gp_graph_element (graph, i)->id)));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "first-view-fitted");

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* `--element` and `--finding` win over the first view: what they name is
 * shown, even at the far end of a long pipeline. */
static void
test_focus_wins (void)
{
  GpWindow *window = gp_app_test_new_sized (app, 1024, 640);
  GpGraphView *view = graph_view_of (window);
  g_autofree char *shot = NULL;

  load (window, "orin-nx-jp6-zc-break.json", NULL, "fakesink0");
  g_assert_cmpstr (gp_view_state_get_selected_element (gp_window_get_view_state (window)), ==, "fakesink0");
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, "fakesink0")));
  g_assert_cmpfloat (gp_view_state_get_zoom (gp_window_get_view_state (window)), >=, GP_GRAPH_VIEW_READABLE_ZOOM - 1e-9);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "first-view-element");

  /* The encoder, a target of F-QUEUE, is right of the first view. */
  load (window, "orin-nx-jp6-zc-break.json", "F-QUEUE", NULL);
  g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==, "F-QUEUE");
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, "nvv4l2h264enc0")));

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/first-view/long-pipeline", test_long_pipeline);
  g_test_add_func ("/gp/app/first-view/short-pipeline", test_short_pipeline);
  g_test_add_func ("/gp/app/first-view/top-finding", test_top_finding);
  g_test_add_func ("/gp/app/first-view/focus-wins", test_focus_wins);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
