/* test-app-graph-find.c: finding things in a long graph: search, zoom to selection, the node
 * menu, the overview
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

/* 60-element sessions built with GpTestBuilder (gp_app_test_write_chain()), opened in a real
 * window under Xvfb; everything is driven through the actions the shortcuts and menus activate,
 * the signals the search entry emits for Enter and Escape and the gestures' own signals, and
 * checked through public getters and the pixels the graph paints. */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "gp-app-settings.h"
#include "gp-app-test-util.h"
#include "gp-graph-view-private.h"

static GpApplication *app;

/* A window beside the findings, as a session opens by default. */
static GpWindow *
new_window (int width,
            int height)
{
  GpWindow *window = gp_app_test_new_sized (app, width, height);

  adw_flap_set_reveal_flap (gp_app_test_flap (window, GTK_PACK_START), TRUE);
  return window;
}

static GpGraph *
graph_of (GpWindow *window)
{
  return gp_session_get_graph (gp_document_get_session (gp_window_get_document (window)));
}

/* What @widget paints, as 8-bit BGRA (cairo's ARGB32 on little endian). */
typedef struct
{
  guchar *data;
  int     width;
  int     height;
  gsize   stride;
} Pixels;

static void
pixels_clear (Pixels *pixels)
{
  g_clear_pointer (&pixels->data, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Pixels, pixels_clear)

static void
render (GtkWidget *widget,
        Pixels    *pixels)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;

  gp_app_test_wait (100);
  pixels->width = gtk_widget_get_width (widget);
  pixels->height = gtk_widget_get_height (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, pixels->width, pixels->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, pixels->width, pixels->height));
  pixels->stride = 4 * (gsize) gdk_texture_get_width (texture);
  pixels->data = g_malloc (pixels->stride * gdk_texture_get_height (texture));
  gdk_texture_download (texture, pixels->data, pixels->stride);
}

/* The search's match style: yellow. */
static gboolean
is_yellow (const Pixels *pixels,
           int           x,
           int           y)
{
  const guchar *p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, pixels->width);
  g_assert_cmpint (y, <, pixels->height);
  p = pixels->data + y * pixels->stride + 4 * x;

  return p[2] > 200 && p[1] > 150 && p[0] < 140;
}

/* How many pixels of the column just left of @area's node are yellow. */
static guint
yellow_left_of (const Pixels    *pixels,
                graphene_rect_t  area)
{
  guint n = 0;

  for (int y = (int) area.origin.y + 8; y < (int) (area.origin.y + area.size.height) - 8; y++)
    n += is_yellow (pixels, (int) area.origin.x - 4, y);

  return n;
}

/* Types @text into the search entry and waits for the search to take it
 * (the entry says so after a short delay); how many it found. */
static guint
search_for (GtkEditable *entry,
            GpGraphView *view,
            const char  *text)
{
  gtk_editable_set_text (entry, text);
  for (guint i = 0; i < 200 && g_strcmp0 (gp_graph_view_get_search_text (view), text) != 0; i++)
    gp_app_test_wait (20);
  g_assert_cmpstr (gp_graph_view_get_search_text (view), ==, text);
  gp_app_test_wait (50);

  return gp_graph_view_get_n_matches (view);
}

/* Ctrl+F (win.find) opens the search bar; a query names every identity of
 * the chain (by its factory, any case), all framed in yellow, the first
 * selected and in view, "1 of 29"; Enter and Shift+Enter walk them
 * (wrapping to the far end, scrolled into view); a query nothing has says
 * so; Escape closes the bar, ends the search, and the frames go. */
static void
test_search (void)
{
  GpWindow *window = new_window (1366, 768);
  g_autofree char *chain = gp_app_test_write_chain (60, "generic", 0);
  GpPipelinePage *page;
  GpGraphView *view;
  GpViewState *view_state;
  GtkEditable *entry;
  GtkWidget *focus;
  g_auto(GStrv) matches = NULL;
  g_auto(Pixels) before = { 0 };
  g_auto(Pixels) after = { 0 };
  g_autofree char *shot = NULL;
  guint n_identities = 0;
  GpGraph *graph;

  gp_app_test_load_path (window, chain, NULL, NULL);
  page = gp_app_test_pipeline_page (window);
  view = gp_app_test_graph_view (window);
  view_state = gp_window_get_view_state (window);
  entry = gp_pipeline_page_get_search_entry (page);
  graph = graph_of (window);
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    n_identities += g_strcmp0 (gp_graph_element (graph, i)->factory, "identity") == 0;
  g_assert_cmpuint (n_identities, ==, 29);

  /* From the Timeline: the Pipeline view comes back with the bar open. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "timeline");
  g_assert_false (gp_pipeline_page_get_search_mode (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find", NULL));
  gp_app_test_wait (100);
  g_assert_cmpstr (gp_app_test_visible_view (window), ==, "pipeline");
  g_assert_true (gp_pipeline_page_get_search_mode (page));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus != NULL && (focus == GTK_WIDGET (entry) || gtk_widget_is_ancestor (focus, GTK_WIDGET (entry))));

  g_assert_cmpuint (search_for (entry, view, "IDENT"), ==, n_identities);
  matches = gp_graph_view_get_matches (view);
  g_assert_cmpuint (g_strv_length (matches), ==, n_identities);
  for (guint i = 0; matches[i] != NULL; i++)
    {
      g_assert_cmpstr (gp_graph_lookup_element (graph, matches[i])->factory, ==, "identity");
      /* Left to right along the chain. */
      if (i > 0)
        g_assert_cmpfloat (gp_app_test_element_area (view, matches[i - 1]).origin.x, <, gp_app_test_element_area (view, matches[i]).origin.x);
    }
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, matches[0]);
  g_assert_cmpuint (gp_graph_view_get_match_position (view), ==, 1);
  g_assert_cmpstr (gp_pipeline_page_get_match_text (page), ==, "1 of 29");
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, matches[0])));

  /* Framed: the match has yellow at its left edge, the queue before it
   * (in view too) none. */
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, "q1")));
  render (GTK_WIDGET (view), &before);
  g_assert_cmpuint (yellow_left_of (&before, gp_app_test_element_area (view, matches[0])), >, 10);
  g_assert_cmpuint (yellow_left_of (&before, gp_app_test_element_area (view, "q1")), ==, 0);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-find-search");

  /* Enter: the next one; Shift+Enter twice: back past the first to the
   * last, at the far end of the chain, brought into view. */
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (gp_graph_view_get_match_position (view), ==, 2);
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, matches[1]);
  g_assert_cmpstr (gp_pipeline_page_get_match_text (page), ==, "2 of 29");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "pipeline.find-previous", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "pipeline.find-previous", NULL));
  gp_app_test_wait (100);
  g_assert_cmpuint (gp_graph_view_get_match_position (view), ==, n_identities);
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, matches[n_identities - 1]);
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, matches[n_identities - 1])));
  g_assert_false (gp_app_test_area_in_view (view, gp_app_test_element_area (view, matches[0])));
  /* Ctrl+G's action: around to the first again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "pipeline.find-next", NULL));
  gp_app_test_wait (100);
  g_assert_cmpuint (gp_graph_view_get_match_position (view), ==, 1);
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, matches[0])));

  /* A query nothing has. */
  g_assert_cmpuint (search_for (entry, view, "nvv4l2"), ==, 0);
  g_assert_cmpstr (gp_pipeline_page_get_match_text (page), ==, "No matches");
  /* identity10, 12, 14, 16, 18 */
  g_assert_cmpuint (search_for (entry, view, "identity1"), ==, 5);
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, "identity10");

  /* Escape: the bar closes, the search ends, the frames go; the last
   * match stays selected. */
  g_signal_emit_by_name (entry, "stop-search");
  gp_app_test_wait (100);
  g_assert_false (gp_pipeline_page_get_search_mode (page));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
  g_assert_null (gp_graph_view_get_search_text (view));
  g_assert_cmpuint (gp_graph_view_get_n_matches (view), ==, 0);
  g_assert_cmpstr (gp_pipeline_page_get_match_text (page), ==, "");
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, "identity10");
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, "identity10")));
  render (GTK_WIDGET (view), &after);
  g_assert_cmpuint (yellow_left_of (&after, gp_app_test_element_area (view, "identity10")), ==, 0);

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (chain), ==, 0);
}

static double
center_x (graphene_rect_t area)
{
  return area.origin.x + area.size.width / 2;
}

/* Zoom to Selection (Ctrl+., the graph menu): the selected element, out
 * of view at a zoom too small to read, ends up in the middle of the view at
 * a readable zoom; without a selection it is disabled and changes nothing. */
static void
test_zoom_to_selection (void)
{
  GpWindow *window = new_window (1024, 640);
  g_autofree char *chain = gp_app_test_write_chain (60, "generic", 0);
  GpPipelinePage *page;
  GpGraphView *view;
  GpViewState *view_state;
  graphene_rect_t area;
  double zoom;

  gp_app_test_load_path (window, chain, NULL, NULL);
  page = gp_app_test_pipeline_page (window);
  view = gp_app_test_graph_view (window);
  view_state = gp_window_get_view_state (window);

  /* Nothing selected: the action does nothing. */
  gp_view_state_set_selected_element (view_state, NULL);
  zoom = gp_view_state_get_zoom (view_state);
  gtk_widget_activate_action (GTK_WIDGET (page), "pipeline.zoom-selection", NULL);
  g_assert_cmpfloat (gp_view_state_get_zoom (view_state), ==, zoom);

  gp_view_state_set_selected_element (view_state, "identity40");
  gp_app_test_wait (100);
  gp_graph_view_zoom_reset (view);
  gp_graph_view_center_on (view, 0, 0);
  gp_app_test_wait (100);
  g_assert_false (gp_app_test_area_in_view (view, gp_app_test_element_area (view, "identity40")));
  gp_graph_view_zoom_out (view);
  gp_graph_view_zoom_out (view);
  gp_graph_view_zoom_out (view);
  gp_graph_view_center_on (view, 0, 0);
  gp_app_test_wait (100);
  g_assert_cmpfloat (gp_view_state_get_zoom (view_state), <, GP_GRAPH_VIEW_READABLE_ZOOM);
  g_assert_false (gp_app_test_area_in_view (view, gp_app_test_element_area (view, "identity40")));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "pipeline.zoom-selection", NULL));
  gp_app_test_wait (100);
  zoom = gp_view_state_get_zoom (view_state);
  area = gp_app_test_element_area (view, "identity40");
  g_test_message ("zoom %.3f, identity40 at %.0f,%.0f %.0f×%.0f in %d×%d", zoom, area.origin.x, area.origin.y,
                  area.size.width, area.size.height,
                  gtk_widget_get_width (GTK_WIDGET (view)), gtk_widget_get_height (GTK_WIDGET (view)));
  g_assert_cmpfloat (zoom, >=, GP_GRAPH_VIEW_READABLE_ZOOM);
  g_assert_cmpfloat (zoom, <=, 2.0);
  g_assert_true (gp_app_test_area_in_view (view, area));
  g_assert_cmpfloat (fabs (center_x (area) - gtk_widget_get_width (GTK_WIDGET (view)) / 2.0), <, 2.0);
  /* About a third of the view wide, or as large as 200% makes it. */
  g_assert_cmpfloat (area.size.width, >, gtk_widget_get_width (GTK_WIDGET (view)) / 4.0);

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (chain), ==, 0);
}

static GtkGesture *
gesture_of (GtkWidget *widget,
            GType      type,
            guint      button)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          (!GTK_IS_GESTURE_SINGLE (controller) ||
           gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button))
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

/* The action and target of item @i of section @section of @model. */
static void
menu_item (GMenuModel  *model,
           int          section,
           int          i,
           char       **action,
           char       **target)
{
  g_autoptr(GMenuModel) items = g_menu_model_get_item_link (model, section, G_MENU_LINK_SECTION);
  g_autoptr(GVariant) value = NULL;

  g_assert_nonnull (items);
  g_assert_cmpint (i, <, g_menu_model_get_n_items (items));
  g_assert_true (g_menu_model_get_item_attribute (items, i, G_MENU_ATTRIBUTE_ACTION, "s", action));
  value = g_menu_model_get_item_attribute_value (items, i, G_MENU_ATTRIBUTE_TARGET, NULL);
  *target = value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING)
          ? g_variant_dup_string (value, NULL) : NULL;
}

static void
clipboard_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **text = user_data;
  g_autoptr(GError) error = NULL;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);
  g_assert_no_error (error);
  if (*text == NULL)
    *text = g_strdup ("");
}

/* Activates what item @i of section @section of the open menu says, as a
 * click on it does (the popover's actions are its parents'). */
static void
activate_item (GpGraphView *view,
               int          section,
               int          i)
{
  GtkPopover *popover = gp_graph_view_get_context_menu (view);
  g_autofree char *action = NULL;
  g_autofree char *target = NULL;

  g_assert_nonnull (popover);
  menu_item (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)), section, i, &action, &target);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (popover), action,
                                                     target != NULL ? g_variant_new_string (target) : NULL));
  gtk_popover_popdown (popover);
  gp_app_test_wait (100);
}

/* The node menu: a right click on a node opens it at the pointer, about
 * that element (now selected); Copy Name puts the element's name on the
 * clipboard; Show in Timeline shows the Timeline with the element's lane
 * in view; the findings that touch the element are listed in rank order
 * and each shows its finding; Shift+F10's action opens it for the
 * selection, at its node. */
static void
test_context_menu (void)
{
  GpWindow *window = new_window (1366, 768);
  g_autofree char *chain = gp_app_test_write_chain (60, "jetson", 40);
  GpGraphView *view;
  GpViewState *view_state;
  GtkPopover *popover;
  GMenuModel *model;
  g_autoptr(GMenuModel) findings = NULL;
  GpLaneChart *chart;
  GtkAdjustment *vadjustment;
  const GpLane *lane;
  graphene_rect_t area;
  GdkRectangle pointing;
  gboolean claimed = FALSE;
  g_autofree char *copied = NULL;
  g_autofree char *action = NULL;
  g_autofree char *target = NULL;
  g_autofree char *shot = NULL;
  int lane_index;

  gp_app_test_load_path (window, chain, NULL, NULL);
  view = gp_app_test_graph_view (window);
  view_state = gp_window_get_view_state (window);
  area = gp_app_test_element_area (view, "conv0");
  g_assert_true (gp_app_test_area_in_view (view, area));

  /* A right click on conv0. */
  g_assert_null (gp_graph_view_get_context_menu (view));
  g_signal_emit_by_name (gesture_of (GTK_WIDGET (view), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_SECONDARY),
                         "pressed", 1, center_x (area), area.origin.y + 10, &claimed);
  gp_app_test_wait (100);
  popover = gp_graph_view_get_context_menu (view);
  g_assert_nonnull (popover);
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, "conv0");
  g_assert_true (gtk_popover_get_pointing_to (popover, &pointing));
  g_assert_cmpint (pointing.x, ==, (int) center_x (area));
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover));
  g_assert_cmpint (g_menu_model_get_n_items (model), ==, 2);
  menu_item (model, 0, 0, &action, &target);
  g_assert_cmpstr (action, ==, "graph.copy-name");
  g_assert_cmpstr (target, ==, "conv0");
  g_clear_pointer (&action, g_free);
  g_clear_pointer (&target, g_free);
  menu_item (model, 0, 1, &action, &target);
  g_assert_cmpstr (action, ==, "graph.show-in-timeline");
  g_assert_cmpstr (target, ==, "conv0");
  g_clear_pointer (&action, g_free);
  g_clear_pointer (&target, g_free);

  /* The findings touching conv0: the zero-copy break, the software
   * converter, its caps, in rank order; not the break's neighbours'. */
  findings = g_menu_model_get_item_link (model, 1, G_MENU_LINK_SECTION);
  g_assert_cmpint (g_menu_model_get_n_items (findings), ==, 3);
  for (int i = 0, last_rank = 0; i < 3; i++)
    {
      static const char * const expected[] = { "F-ZC-conv0", "F-SW-conv0", "F-CAPS-conv0" };
      const GpFinding *finding;

      menu_item (model, 1, i, &action, &target);
      g_assert_cmpstr (action, ==, "win.show-finding");
      g_assert_cmpstr (target, ==, expected[i]);
      finding = gp_document_lookup_finding (gp_window_get_document (window), target);
      g_assert_nonnull (finding);
      g_assert_cmpint ((int) finding->rank, >, last_rank);
      last_rank = (int) finding->rank;
      g_clear_pointer (&action, g_free);
      g_clear_pointer (&target, g_free);
    }
  /* Shown (a popover is laid out in the frame after it pops up). */
  for (guint i = 0; i < 500 && (!gtk_widget_get_mapped (GTK_WIDGET (popover)) ||
                                gtk_widget_get_width (GTK_WIDGET (popover)) <= 1); i++)
    gp_app_test_wait (10);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  shot = gp_app_test_screenshot (GTK_WIDGET (popover), "graph-find-context-menu");

  /* Copy Name. */
  activate_item (view, 0, 0);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (view)), NULL, clipboard_cb, &copied);
  for (guint i = 0; i < 200 && copied == NULL; i++)
    gp_app_test_wait (10);
  g_assert_cmpstr (copied, ==, "conv0");

  /* The first finding. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "graph.context-menu", NULL));
  gp_app_test_wait (100);
  activate_item (view, 1, 0);
  g_assert_cmpstr (gp_view_state_get_focused_finding (view_state), ==, "F-ZC-conv0");
  g_assert_cmpstr (gp_app_test_visible_view (window), ==, "pipeline");
  g_assert_nonnull (gp_findings_pane_get_card (gp_app_test_findings_pane (window), "F-ZC-conv0"));

  /* Shift+F10 on another selection: its menu at its node; Show in
   * Timeline: the Timeline, the element's lane in view, far down the
   * lanes. */
  gp_view_state_set_selected_element (view_state, "q52");
  gp_app_test_wait (100);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "graph.context-menu", NULL));
  gp_app_test_wait (100);
  popover = gp_graph_view_get_context_menu (view);
  g_assert_nonnull (popover);
  area = gp_app_test_element_area (view, "q52");
  g_assert_true (gtk_popover_get_pointing_to (popover, &pointing));
  g_assert_cmpint (pointing.x, >=, (int) area.origin.x);
  g_assert_cmpint (pointing.x, <=, (int) (area.origin.x + area.size.width));
  activate_item (view, 0, 1);
  gp_app_test_wait (300);
  g_assert_cmpstr (gp_app_test_visible_view (window), ==, "timeline");
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, "q52");
  chart = gp_app_test_chart (window, "timeline");
  lane_index = gp_app_test_find_lane (chart, "q52", NULL);
  g_assert_cmpint (lane_index, >=, 0);
  lane = gp_lane_chart_get_lane (chart, lane_index);
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (chart), GTK_TYPE_SCROLLED_WINDOW)));
  g_test_message ("lane %d at %.0f, scrolled to %.0f of %.0f (page %.0f)", lane_index, lane->top,
                  gtk_adjustment_get_value (vadjustment), gtk_adjustment_get_upper (vadjustment),
                  gtk_adjustment_get_page_size (vadjustment));
  g_assert_cmpfloat (lane->top, >, gtk_adjustment_get_page_size (vadjustment));
  g_assert_cmpfloat (lane->top, >=, gtk_adjustment_get_value (vadjustment));
  g_assert_cmpfloat (lane->top + 40, <=, gtk_adjustment_get_value (vadjustment) + gtk_adjustment_get_page_size (vadjustment));
  g_clear_pointer (&shot, g_free);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-find-show-in-timeline");

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (chain), ==, 0);
}

/* The overview: shown while the graph does not fit, its rectangle where
 * the view is; a click at its far end shows the end of the chain, a drag
 * back moves the view with it; gone when the whole graph fits, and when
 * turned off (GSettings graph-overview, the graph menu). */
static void
test_overview (void)
{
  GpWindow *window = new_window (1366, 768);
  g_autofree char *chain = gp_app_test_write_chain (60, "generic", 0);
  GpPipelinePage *page;
  GpGraphView *view;
  GpGraphOverview *overview;
  GtkGesture *drag;
  g_autofree char *fixture = NULL;
  graphene_rect_t rect, visible;
  double lx, ly;
  int width, height;

  gp_app_test_load_path (window, chain, NULL, NULL);
  page = gp_app_test_pipeline_page (window);
  view = gp_app_test_graph_view (window);
  overview = gp_pipeline_page_get_overview (page);
  gp_view_state_set_selected_element (gp_window_get_view_state (window), NULL);
  gp_app_test_wait (100);

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overview)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (overview)));
  width = gtk_widget_get_width (GTK_WIDGET (overview));
  height = gtk_widget_get_height (GTK_WIDGET (overview));
  g_assert_true (gp_graph_overview_get_view_rect (overview, &rect));
  g_test_message ("overview %d×%d, view at %.1f,%.1f %.1f×%.1f", width, height,
                  rect.origin.x, rect.origin.y, rect.size.width, rect.size.height);
  /* The sources are in view: the rectangle at the left, a small part. */
  g_assert_cmpfloat (rect.origin.x, <, width / 4.0);
  g_assert_cmpfloat (rect.size.width, <, width / 4.0);

  /* A click at the far end. */
  drag = gesture_of (GTK_WIDGET (overview), GTK_TYPE_GESTURE_DRAG, GDK_BUTTON_PRIMARY);
  g_signal_emit_by_name (drag, "drag-begin", width - 8.0, height / 2.0);
  gp_app_test_wait (100);
  g_assert_true (gp_app_test_area_in_view (view, gp_app_test_element_area (view, "fakesink0")));
  g_assert_true (gp_graph_overview_get_view_rect (overview, &rect));
  g_assert_cmpfloat (rect.origin.x + rect.size.width, >, width * 0.9);

  /* Dragged back to the middle: the view's middle is the point under the
   * pointer. */
  g_signal_emit_by_name (drag, "drag-update", -(width - 8.0) / 2.0, 0.0);
  g_signal_emit_by_name (drag, "drag-end", -(width - 8.0) / 2.0, 0.0);
  gp_app_test_wait (100);
  g_assert_true (gp_graph_overview_to_layout (overview, (width - 8.0) / 2.0, height / 2.0, &lx, &ly));
  g_assert_true (gp_graph_view_get_visible_area (view, &visible));
  g_assert_cmpfloat (fabs (visible.origin.x + visible.size.width / 2 - lx), <, 20.0);

  /* Turned off in the graph menu, and on again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "settings.graph-overview", NULL));
  gp_app_test_wait (100);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overview)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "settings.graph-overview", NULL));
  gp_app_test_wait (100);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overview)));

  /* A pipeline the view shows whole (a five-element one, fitted: at 75 % its nodes, each with its
   * element's colour dot, run a few pixels past a 1280-pixel window): no overview. */
  fixture = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "jetson-hw-loopback.json", NULL);
  gp_app_test_load_path (window, fixture, NULL, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "pipeline.zoom-fit", NULL));
  gp_app_test_wait (100);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overview)));

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (chain), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);
  /* The search's geometry (frames at the left of nodes, left-to-right order) is tested on the
   * left-to-right layout; the order in rows is the unit test's (test-graph-search.c). */
  {
    g_autoptr(GSettings) settings = gp_app_settings_new ();

    g_settings_set_enum (settings, "graph-direction", GP_LAYOUT_DIRECTION_LEFT_RIGHT);
  }

  g_test_add_func ("/gp/app/graph-find/search", test_search);
  g_test_add_func ("/gp/app/graph-find/zoom-to-selection", test_zoom_to_selection);
  g_test_add_func ("/gp/app/graph-find/context-menu", test_context_menu);
  g_test_add_func ("/gp/app/graph-find/overview", test_overview);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
