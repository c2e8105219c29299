/* test-app-polish.c: what a user sees at a glance — icons that exist, empty
 * views that say why, aligned finding cards, the selection kept in view
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
#include "gp-finding-row.h"
#include "gp-graph-view.h"
#include "gp-sparkline.h"

static GpApplication *app;

static char *
fixture (const char *name)
{
  return g_build_filename (g_getenv ("GP_FIXTURES_DIR"), name, NULL);
}

/* The document may be shown before its series are read: wait for them. */
static void
wait_complete (GpWindow *window)
{
  GpDocument *document = gp_window_get_document (window);

  for (guint i = 0; i < 3000 && !gp_document_get_complete (document); i++)
    gp_app_test_wait (20);
  g_assert_true (gp_document_get_complete (document));
  gp_app_test_wait (100);
}

static GpWindow *
open_fixture (const char *path)
{
  GpWindow *window = gp_app_test_open_window (app, path);

  wait_complete (window);
  return window;
}

/* Every view switcher icon is one the icon theme has (no "image missing"
 * placeholder in the header bar). */
static void
test_view_icons (void)
{
  g_autofree char *path = fixture ("software-healthy.json");
  GpWindow *window = open_fixture (path);
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));
  g_autoptr(GListModel) pages = G_LIST_MODEL (adw_view_stack_get_pages (gp_app_test_view_stack (window)));
  guint n = g_list_model_get_n_items (pages);

  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (pages, i);
      const char *icon = adw_view_stack_page_get_icon_name (page);

      g_assert_nonnull (icon);
      if (!gtk_icon_theme_has_icon (theme, icon))
        g_error ("view %s: no icon %s", adw_view_stack_page_get_name (page), icon);
    }

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Writes @src with its series emptied (no window at all) to a temp file. */
static char *
write_without_series (const char *src)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gp-polish-XXXXXX", &error);
  char *out;
  JsonObject *root, *series;

  g_assert_no_error (error);
  json_parser_load_from_file (parser, src, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  series = json_object_new ();
  json_object_set_int_member (series, "window_ms", 250);
  json_object_set_array_member (series, "t", json_array_new ());
  json_object_set_object_member (series, "elements", json_object_new ());
  json_object_set_object_member (series, "links", json_object_new ());
  json_object_set_object_member (series, "pipeline", json_object_new ());
  json_object_set_object_member (series, "system", json_object_new ());
  json_object_set_object_member (root, "series", series);
  json_object_set_array_member (root, "events", json_array_new ());

  out = g_build_filename (dir, "no-series.json", NULL);
  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_to_file (generator, out, &error);
  g_assert_no_error (error);

  return out;
}

static AdwStatusPage *
empty_page (GpWindow   *window,
            const char *view)
{
  return ADW_STATUS_PAGE (gp_app_test_find_widget (gp_window_get_view (window, view), ADW_TYPE_STATUS_PAGE));
}

static const char *
empty_title (GpWindow   *window,
             const char *view)
{
  return adw_status_page_get_title (empty_page (window, view));
}

/* A session without a measurement window: the Timeline and System views
 * say so; one with windows shows its charts. */
static void
test_empty_views (void)
{
  g_autofree char *healthy = fixture ("software-healthy.json");
  g_autofree char *empty = write_without_series (healthy);
  g_autofree char *dir = g_path_get_dirname (empty);
  GpWindow *window;

  window = open_fixture (empty);
  g_assert_true (gp_chart_page_get_empty (GP_CHART_PAGE (gp_window_get_view (window, "timeline"))));
  g_assert_true (gp_chart_page_get_empty (GP_CHART_PAGE (gp_window_get_view (window, "system"))));
  g_assert_cmpstr (empty_title (window, "timeline"), ==, "No Measurements");
  g_assert_cmpstr (empty_title (window, "system"), ==, "No Measurements");
  g_assert_nonnull (adw_status_page_get_description (empty_page (window, "system")));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "timeline");
  gp_app_test_wait (100);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "polish-empty-timeline"));
  gp_app_test_close_window (GTK_WINDOW (window));

  window = open_fixture (healthy);
  g_assert_false (gp_chart_page_get_empty (GP_CHART_PAGE (gp_window_get_view (window, "timeline"))));
  g_assert_false (gp_chart_page_get_empty (GP_CHART_PAGE (gp_window_get_view (window, "system"))));
  gp_app_test_close_window (GTK_WINDOW (window));

  g_assert_cmpint (g_unlink (empty), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Finding cards: the severity badges share one width so that the titles
 * line up (in the cards in view: the list view allocates no others), and
 * "heuristic" is said in the subtitle, not squeezed beside the title. */
static void
test_finding_cards (void)
{
  g_autofree char *path = fixture ("jetson-zc-break.json");
  GpWindow *window = open_fixture (path);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  int badge_width = -1;
  guint heuristic = 0;
  guint in_view = 0;

  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_findings_pane (window)), GP_TYPE_FINDING_ROW, rows);
  g_assert_cmpuint (rows->len, >, 3);
  for (guint i = 0; i < rows->len; i++)
    {
      GpFindingRow *row = g_ptr_array_index (rows, i);
      const GpFinding *finding = gp_finding_row_get_finding (row);
      const char *subtitle = NULL;
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      GtkWidget *badge = NULL;

      gp_app_test_collect_widgets (GTK_WIDGET (row), GTK_TYPE_LABEL, labels);
      for (guint k = 0; k < labels->len; k++)
        {
          GtkWidget *label = g_ptr_array_index (labels, k);

          if (gtk_widget_has_css_class (label, "severity-badge"))
            badge = label;
          else if (gtk_widget_has_css_class (label, "subtitle"))
            subtitle = gtk_label_get_label (GTK_LABEL (label));
        }
      g_assert_nonnull (badge);
      g_assert_nonnull (subtitle);
      if (gtk_widget_get_mapped (GTK_WIDGET (row)))
        {
          if (badge_width < 0)
            badge_width = gtk_widget_get_width (badge);
          g_assert_cmpint (badge_width, >, 0);
          g_assert_cmpint (gtk_widget_get_width (badge), ==, badge_width);
          in_view++;
        }

      g_assert_true (g_str_has_prefix (subtitle, finding->rule));
      g_assert_cmpint (strstr (subtitle, "heuristic") != NULL, ==, finding->heuristic);
      heuristic += finding->heuristic;
    }
  g_assert_cmpuint (heuristic, >, 0);
  g_assert_cmpuint (in_view, >, 3);

  /* A collapsed card's details are not in the layout (nothing of them is
   * measured; they are made when the card is first opened); opened, they
   * are. */
  {
    GpFindingRow *row = g_ptr_array_index (rows, 0);
    const GpFinding *finding = gp_finding_row_get_finding (row);
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    GtkWidget *why = NULL;

    gp_finding_row_set_expanded (row, TRUE);
    gp_app_test_wait (100);
    gp_app_test_collect_widgets (GTK_WIDGET (row), GTK_TYPE_LABEL, labels);
    for (guint k = 0; k < labels->len && why == NULL; k++)
      if (g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, k)), finding->why) == 0)
        why = g_ptr_array_index (labels, k);
    g_assert_nonnull (why);
    gp_finding_row_set_expanded (row, FALSE);
    gp_app_test_wait (100);
    g_assert_false (gtk_widget_is_visible (why));
    gp_finding_row_set_expanded (row, TRUE);
    gp_app_test_wait (400);
    g_assert_true (gtk_widget_is_visible (why));
    g_assert_cmpint (gtk_widget_get_height (why), >, 0);
  }

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Selecting an element near the right edge opens the inspector beside the
 * graph: the element stays in view, and the inspector names its findings'
 * severities as the cards do. */
static void
test_selection_in_view (void)
{
  g_autofree char *path = fixture ("orin-nx-jp6-zc-break.json");
  GpWindow *window = open_fixture (path);
  GpGraphView *view = gp_app_test_graph_view (window);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  const char *rightmost = NULL;
  double right = -1;
  gboolean found = FALSE;
  GpGraph *graph = gp_session_get_graph (gp_document_get_session (gp_window_get_document (window)));

  adw_flap_set_reveal_flap (gp_app_test_flap (window, GTK_PACK_END), FALSE);
  gp_app_test_wait (300);
  /* The visible element nearest the right edge. */
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      graphene_rect_t area;

      if (!gp_graph_view_get_element_area (view, element->id, &area) || !gp_app_test_element_in_view (view, element->id))
        continue;
      if (area.origin.x + area.size.width > right)
        {
          right = area.origin.x + area.size.width;
          rightmost = element->id;
        }
    }
  g_assert_nonnull (rightmost);

  gp_view_state_set_selected_element (gp_window_get_view_state (window), rightmost);
  gp_app_test_wait (600);
  g_assert_true (adw_flap_get_reveal_flap (gp_app_test_flap (window, GTK_PACK_END)));
  g_assert_true (gp_app_test_element_in_view (view, rightmost));

  /* capsfilter3 is a target of the high ZC finding. */
  gp_view_state_set_selected_element (gp_window_get_view_state (window), "capsfilter3");
  gp_app_test_wait (200);
  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_inspector (window)), ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *subtitle = adw_action_row_get_subtitle (g_ptr_array_index (rows, i));

      if (g_strcmp0 (subtitle, "ZC · High") == 0)
        found = TRUE;
    }
  g_assert_true (found);

  /* Its series over the run, as sparklines that follow the time cursor. */
  g_ptr_array_set_size (rows, 0);
  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_inspector (window)), GP_TYPE_SPARKLINE, rows);
  g_assert_cmpuint (rows->len, >=, 3);
  g_assert_cmpint (gp_sparkline_get_cursor (g_ptr_array_index (rows, 0)), ==, -1);
  g_assert_false (isnan (gp_sparkline_get_max (g_ptr_array_index (rows, 0))));
  gp_view_state_set_cursor_window (gp_window_get_view_state (window), 5);
  for (guint i = 0; i < rows->len; i++)
    g_assert_cmpint (gp_sparkline_get_cursor (g_ptr_array_index (rows, i)), ==, 5);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "polish-inspector-sparklines"));

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/polish/view-icons", test_view_icons);
  g_test_add_func ("/gp/app/polish/empty-views", test_empty_views);
  g_test_add_func ("/gp/app/polish/finding-cards", test_finding_cards);
  g_test_add_func ("/gp/app/polish/selection-in-view", test_selection_in_view);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
