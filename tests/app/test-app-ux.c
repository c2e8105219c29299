/* test-app-ux.c: the bundled examples' subtitles, one number read one way,
 * labels and pad rows of the inspector
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
#include <string.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-graph-view.h"
#include "gp-loader.h"

static GpApplication *app;

/* The first label under @root reading @text, or NULL. */
static GtkLabel *
find_label (GtkWidget  *root,
            const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  gp_app_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)), text) == 0)
      return g_ptr_array_index (labels, i);

  return NULL;
}

/* The action row under @root titled @title (and whose subtitle starts with
 * @subtitle, unless NULL). */
static AdwActionRow *
find_row (GtkWidget  *root,
          const char *title,
          const char *subtitle)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  gp_app_test_collect_widgets (root, ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      AdwActionRow *row = g_ptr_array_index (rows, i);
      const char *sub = adw_action_row_get_subtitle (row);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0 &&
          (subtitle == NULL || (sub != NULL && g_str_has_prefix (sub, subtitle))))
        return row;
    }

  return NULL;
}

/* The text of the last label among @row's suffixes. */
static const char *
row_value (AdwActionRow *row)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (row), GTK_TYPE_LABEL, labels);
  g_assert_cmpuint (labels->len, >, 0);
  return gtk_label_get_label (g_ptr_array_index (labels, labels->len - 1));
}

static GpWindow *
open_complete (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), name, NULL);
  GpWindow *window = gp_app_test_open_window (app, path);

  gp_app_test_wait_complete (window);
  return window;
}

/* What the window leads with: the first diagnostic, else OK, else HOT. */
static const GpFinding *
lead_finding (GPtrArray *findings)
{
  const char *order[] = { NULL, "OK", "HOT" };

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = 0; i < findings->len; i++)
      {
        const GpFinding *finding = g_ptr_array_index (findings, i);
        gboolean other = g_strcmp0 (finding->rule, "OK") != 0 && g_strcmp0 (finding->rule, "HOT") != 0;

        if (order[k] == NULL ? other : g_strcmp0 (finding->rule, order[k]) == 0)
          return finding;
      }

  return NULL;
}

/* Each bundled example says where it ran, its pipeline and what is found
 * there, as the window shows it once opened. */
/* The rows of the start page's Examples group. */
static void
example_rows (GpWindow  *window,
              GPtrArray *found)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_start_page (window)), ADW_TYPE_PREFERENCES_GROUP, groups);
  for (guint i = 0; i < groups->len; i++)
    if (g_strcmp0 (adw_preferences_group_get_title (g_ptr_array_index (groups, i)), "Examples") == 0)
      gp_app_test_collect_widgets (g_ptr_array_index (groups, i), ADW_TYPE_ACTION_ROW, found);
  g_assert_cmpuint (found->len, ==, gp_start_page_get_n_examples (gp_app_test_start_page (window)));
}

static void
test_example_subtitles (void)
{
  GpWindow *start = gp_app_test_new_window (app);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autofree char *dir = gp_application_dup_examples_dir ();
  g_autofree char *shot = NULL;

  example_rows (start, rows);
  g_assert_cmpuint (rows->len, >=, 2);

  /* Described from a worker thread: wait for every row. */
  for (guint i = 0; i < rows->len; i++)
    for (guint t = 0; t < 1000 && g_strcmp0 (adw_action_row_get_subtitle (g_ptr_array_index (rows, i)),
                                             "Example session") == 0; t++)
      gp_app_test_wait (20);
  shot = gp_app_test_screenshot (GTK_WIDGET (start), "start-examples");

  for (guint i = 0; i < rows->len; i++)
    {
      AdwActionRow *row = g_ptr_array_index (rows, i);
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      g_autofree char *name = g_strconcat (title, ".json", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_auto(GStrv) lines = g_strsplit (adw_action_row_get_subtitle (row), "\n", -1);
      GpWindow *window = gp_app_test_new_window (app);
      g_autoptr(GError) error = NULL;
      GpSession *session;
      const GpTarget *target;
      GpGraph *graph;
      const GpFinding *lead;

      g_test_message ("%s: %s", title, adw_action_row_get_subtitle (row));
      g_assert_true (gp_app_test_load (window, path, NULL, NULL, &error));
      g_assert_no_error (error);
      gp_app_test_wait_complete (window);
      session = gp_document_get_session (gp_window_get_document (window));
      target = gp_session_get_target (session);
      graph = gp_session_get_graph (session);
      lead = lead_finding (gp_document_get_findings (gp_window_get_document (window)));

      g_assert_cmpuint (g_strv_length (lines), ==, 3);
      /* Where: the board, or the GStreamer of a computer with none named. */
      if (target->board != NULL && *target->board != '\0')
        g_assert_cmpstr (lines[0], ==, target->board);
      else
        g_assert_nonnull (strstr (lines[0], target->gstreamer));
      /* The pipeline from its source to its sink. */
      g_assert_true (g_str_has_prefix (lines[1], gp_graph_lookup_element (graph, "videotestsrc0")->factory));
      g_assert_true (g_str_has_suffix (lines[1], gp_graph_lookup_element (graph, "fakesink0")->factory));
      g_assert_null (strstr (lines[1], "capsfilter"));
      /* What the window leads with. */
      g_assert_nonnull (lead);
      g_assert_true (g_str_has_suffix (lines[2], lead->title));
      if (lead->severity == GP_SEVERITY_HIGH)
        g_assert_true (g_str_has_prefix (lines[2], "High: "));

      gp_app_test_close_window (GTK_WINDOW (window));
    }

  /* A second window gets them at once. */
  {
    GpWindow *again = gp_app_test_new_window (app);
    g_autoptr(GPtrArray) more = g_ptr_array_new ();

    example_rows (again, more);
    g_assert_cmpuint (more->len, ==, rows->len);
    for (guint i = 0; i < more->len; i++)
      g_assert_cmpstr (adw_action_row_get_subtitle (g_ptr_array_index (more, i)), ==,
                       adw_action_row_get_subtitle (g_ptr_array_index (rows, i)));
    gp_app_test_close_window (GTK_WINDOW (again));
  }

  gp_app_test_close_window (GTK_WINDOW (start));
}

/* An element's CPU reads the same in the inspector's measurements, its
 * Over Time row and the graph's tooltip. */
static void
test_same_numbers (void)
{
  GpWindow *window = open_complete ("orin-nx-jp6-zc-break.json");
  GpGraphView *view = gp_app_test_graph_view (window);
  const GpElementStat *stat;
  g_autofree char *expected = NULL;
  g_autofree char *peak = NULL;
  g_autofree char *in_tooltip = NULL;
  g_autofree char *tooltip = NULL;
  graphene_rect_t area;

  stat = gp_analysis_lookup_element (gp_document_get_analysis (gp_window_get_document (window)),
                                     "capsfilter3");
  g_assert_nonnull (stat);
  g_assert_false (gp_number_is_none (stat->cpu_pct));
  expected = g_strdup_printf ("%.1f %%", stat->cpu_pct.value);
  g_assert_cmpstr (expected, ==, "79.6 %");

  gp_view_state_set_selected_element (gp_window_get_view_state (window), "capsfilter3");
  gp_app_test_wait (200);
  g_assert_cmpstr (row_value (find_row (GTK_WIDGET (gp_app_test_inspector (window)), "CPU, peak window", NULL)), ==,
                   expected);
  /* The Over Time row shows the run's peak, the same window's value. */
  peak = g_strconcat ("≤ ", expected, NULL);
  g_assert_cmpstr (row_value (find_row (GTK_WIDGET (gp_app_test_inspector (window)), "CPU", NULL)), ==, peak);

  g_assert_true (gp_graph_view_get_element_area (view, "capsfilter3", &area));
  tooltip = gp_graph_view_dup_tooltip_at (view, area.origin.x + area.size.width / 2,
                                          area.origin.y + area.size.height / 2);
  g_assert_nonnull (tooltip);
  in_tooltip = g_strconcat ("\ncpu ", expected, NULL);
  g_assert_nonnull (strstr (tooltip, in_tooltip));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The inspector's name and id can be selected with the mouse but are not
 * stops of Tab; a selectable value that Tab reaches is not all selected. */
static void
test_selectable_labels (void)
{
  GpWindow *window = open_complete ("orin-nx-jp6-zc-break.json");
  GtkLabel *id, *factory, *value;
  gboolean select_on_focus = TRUE;
  int start, end;

  gp_view_state_set_selected_element (gp_window_get_view_state (window), "capsfilter3");
  gp_app_test_wait (200);

  id = find_label (GTK_WIDGET (gp_app_test_inspector (window)), "capsfilter3");
  factory = find_label (GTK_WIDGET (gp_app_test_inspector (window)), "capsfilter");
  g_assert_nonnull (id);
  g_assert_nonnull (factory);
  for (guint i = 0; i < 2; i++)
    {
      GtkLabel *label = i == 0 ? id : factory;

      g_assert_true (gtk_label_get_selectable (label));
      g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (label)));
    }

  g_object_get (gtk_settings_get_default (), "gtk-label-select-on-focus", &select_on_focus, NULL);
  g_assert_false (select_on_focus);
  value = find_label (GTK_WIDGET (gp_app_test_inspector (window)), "79.6 %");
  g_assert_nonnull (value);
  g_assert_true (gtk_label_get_selectable (value));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (value)));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (value));
  g_assert_false (gtk_label_get_selection_bounds (value, &start, &end));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A linked pad's row goes to the element at the other end; the rows carry
 * no direction chevrons that look like links. */
static void
test_pad_rows (void)
{
  GpWindow *window = open_complete ("orin-nx-jp6-zc-break.json");
  g_autoptr(GPtrArray) images = g_ptr_array_new ();
  AdwActionRow *row;

  gp_view_state_set_selected_element (gp_window_get_view_state (window), "capsfilter3");
  gp_app_test_wait (200);

  row = find_row (GTK_WIDGET (gp_app_test_inspector (window)), "src", "→ nvvconv2:sink");
  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_inspector (window)), GTK_TYPE_IMAGE, images);
  for (guint i = 0; i < images->len; i++)
    g_assert_cmpstr (gtk_image_get_icon_name (g_ptr_array_index (images, i)), !=, "go-previous-symbolic");

  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
  gp_app_test_wait (200);
  g_assert_cmpstr (gp_view_state_get_selected_element (gp_window_get_view_state (window)), ==, "nvvconv2");
  g_assert_cmpstr (gp_inspector_get_element (gp_app_test_inspector (window)), ==, "nvvconv2");

  row = find_row (GTK_WIDGET (gp_app_test_inspector (window)), "sink", "← capsfilter3:src");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
  gp_app_test_wait (200);
  g_assert_cmpstr (gp_view_state_get_selected_element (gp_window_get_view_state (window)), ==, "capsfilter3");

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/ux/example-subtitles", test_example_subtitles);
  g_test_add_func ("/gp/app/ux/same-numbers", test_same_numbers);
  g_test_add_func ("/gp/app/ux/selectable-labels", test_selectable_labels);
  g_test_add_func ("/gp/app/ux/pad-rows", test_pad_rows);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
