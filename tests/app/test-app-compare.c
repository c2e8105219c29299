/* test-app-compare.c: the before/after comparison view and win.compare-with
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

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-compare-window.h"
#include "gp-loader.h"
#include "gp-test-util.h"

/* Two recordings on the same Orin NX: the zero-copy break, then the
 * pipeline fixed (no conversions through system memory, a queue). */
#define BEFORE "orin-nx-jp6-zc-break.json"
#define AFTER  "orin-nx-jp6-healthy.json"

static GpApplication *app;

static GpWindow *
open_window (const char *path)
{
  return gp_app_test_open_window (app, path);
}

static GpSession *
load_session (const char *path)
{
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (path, NULL, NULL, &error);

  g_assert_no_error (error);
  return session;
}

static gpointer
child (GpCompareView *view,
       const char    *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (view), GP_TYPE_COMPARE_VIEW, name);

  g_assert_nonnull (object);
  return object;
}

static const char *
label_text (GpCompareView *view,
            const char    *name)
{
  return gtk_label_get_label (GTK_LABEL (child (view, name)));
}

/* The findings list of @state: a list view over GpCompareFindingItems. */
static GtkListView *
findings_list (GpCompareView         *view,
               GpCompareFindingState  state)
{
  GtkListView *list = gp_compare_view_get_findings_list (view, state);

  g_assert_true (GTK_IS_LIST_VIEW (list));
  return list;
}

/* The rows of @list, which makes one for each of its items (a few). */
static guint
count_rows (GtkListView *list)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list)));
  guint rows = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_widget_get_first_child (row);

      if (box != NULL && gtk_widget_has_css_class (box, "compare-finding"))
        {
          g_assert_true (gtk_widget_get_mapped (box));
          rows++;
        }
    }
  g_assert_cmpuint (rows, ==, n);
  return n;
}

/* "None" instead of the list of @state exactly when it is empty. */
static void
assert_none (GpCompareView         *view,
             GpCompareFindingState  state,
             const char            *none)
{
  GtkListView *list = findings_list (view, state);
  gboolean empty = count_rows (list) == 0;

  g_assert_cmpint (gtk_widget_get_visible (child (view, none)), ==, empty);
  g_assert_cmpint (gtk_widget_get_mapped (GTK_WIDGET (list)), ==, !empty);
}

/* The label of class @css_class in the list view's row of item @i. */
static const char *
row_label (GtkListView *list,
           guint        i,
           const char  *css_class)
{
  g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (gtk_list_view_get_model (list)), i);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  guint n = 0;

  g_assert_nonnull (item);
  /* The rows are the list view's children, in the model's order. */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (n++ == i)
      gp_app_test_collect_widgets (row, GTK_TYPE_LABEL, labels);
  for (guint k = 0; k < labels->len; k++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, k), css_class))
      return gtk_label_get_label (g_ptr_array_index (labels, k));
  g_assert_not_reached ();
}

static const char *
row_title (GtkListView *list,
           guint        i)
{
  return row_label (list, i, "title");
}

static const char *
row_subtitle (GtkListView *list,
              guint        i)
{
  return row_label (list, i, "subtitle");
}

/* The text of the grid cell at (@column, @row): a label, or the label in a
 * trend box. */
static const char *
cell_text (GpCompareView *view,
           int            column,
           int            row)
{
  GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (child (view, "elements_grid")), column, row);

  g_assert_nonnull (cell);
  if (GTK_IS_BOX (cell))
    cell = gtk_widget_get_last_child (cell);
  return gtk_label_get_label (GTK_LABEL (cell));
}

static void
scroll_to_end (GpCompareView *view)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (adw_bin_get_child (ADW_BIN (view))));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  gp_app_test_wait (200);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
}

static GpCompareView *
show (GpWindow   *window,
      GpSession  *before,
      GpSession  *after,
      GtkWindow **out_window)
{
  GtkWindow *compare_window = gp_window_show_comparison (window, before, after);
  GpCompareView *view;

  g_assert_nonnull (compare_window);
  g_assert_true (gtk_window_get_transient_for (compare_window) == GTK_WINDOW (window));
  g_assert_true (GP_IS_COMPARE_WINDOW (compare_window));
  view = gp_compare_window_get_view (GP_COMPARE_WINDOW (compare_window));
  g_assert_true (GP_IS_COMPARE_VIEW (view));
  for (guint i = 0; i < 500 && gtk_widget_get_width (GTK_WIDGET (view)) <= 1; i++)
    gp_app_test_wait (20);
  gp_app_test_wait (200);

  *out_window = compare_window;
  return view;
}

static void
test_recordings (void)
{
  g_autofree char *before_path = gp_test_fixture (BEFORE);
  g_autofree char *after_path = gp_test_fixture (AFTER);
  g_autoptr(GpSession) before = load_session (before_path);
  g_autoptr(GpSession) after = load_session (after_path);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GpWindow *window = open_window (before_path);
  GtkWindow *compare_window = NULL;
  GpCompareView *view = show (window, before, after, &compare_window);
  GpCompare *compare = gp_compare_view_get_compare (view);
  GtkListView *cleared = findings_list (view, GP_COMPARE_FINDING_CLEARED);
  GtkListView *new_list = findings_list (view, GP_COMPARE_FINDING_NEW);
  GtkListView *kept = findings_list (view, GP_COMPARE_FINDING_KEPT);
  g_autofree char *shot = NULL;
  g_autofree char *dark = NULL;

  /* the model */
  g_assert_nonnull (compare);
  g_assert_true (compare->before == before);
  g_assert_true (compare->after == after);
  g_assert_cmpint (compare->parent, ==, GP_COMPARE_PARENT_NONE);
  /* −1.6 ms of 26.7 is beyond 5 %, but within these runs' own noise */
  g_assert_cmpint (compare->latency_ms_p95.trend, ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (compare->frame_period_ms.trend, ==, GP_COMPARE_TREND_WORSE);

  /* the header */
  g_assert_cmpstr (label_text (view, "before_title"), ==, "20260819T165720");
  g_assert_cmpstr (label_text (view, "after_title"), ==, "20260819T165855");
  g_assert_cmpstr (label_text (view, "before_details"), ==, "2026-08-19 16:57:20 UTC · 12.3 s");
  g_assert_cmpstr (label_text (view, "after_details"), ==, "2026-08-19 16:58:55 UTC · 12.5 s");
  g_assert_cmpstr (label_text (view, "before_command"), ==, gp_session_get_info (before)->launch);
  g_assert_cmpstr (label_text (view, "after_command"), ==, gp_session_get_info (after)->launch);
  g_assert_nonnull (strstr (label_text (view, "parent_label"), "does not record"));

  /* the headline: values, and better/worse in words and icon */
  g_assert_cmpstr (label_text (view, "latency_values"), ==, "26.7 ms \u2192 25.2 ms");
  g_assert_cmpstr (label_text (view, "latency_trend_label"), ==,
                   "About the same: \u22121.6 ms (\u22125.8%), within \u00b19.9 ms");
  g_assert_cmpstr (gtk_image_get_icon_name (child (view, "latency_trend_icon")), ==, "list-remove-symbolic");
  g_assert_true (gtk_widget_has_css_class (child (view, "latency_trend"), "same"));
  g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (child (view, "latency_trend")),
                                   "A change counts beyond \u00b19.9 ms: 5 % of before, 0.1 ms, or both runs' own"));
  g_assert_cmpstr (label_text (view, "period_values"), ==, "27.8 ms \u2192 31.2 ms");
  g_assert_true (g_str_has_prefix (label_text (view, "period_trend_label"), "Worse: +3.5 ms (+12.5%)"));
  g_assert_cmpstr (gtk_image_get_icon_name (child (view, "period_trend_icon")), ==, "dialog-warning-symbolic");
  g_assert_true (gtk_widget_has_css_class (child (view, "period_trend"), "worse"));

  /* the table: every element of either graph, largest change first */
  g_assert_cmpuint (gp_compare_view_get_n_element_rows (view), ==, compare->elements->len);
  g_assert_cmpuint (gp_compare_view_get_n_element_rows (view), ==, 14);
  g_assert_cmpstr (gp_compare_view_get_element_at (view, 0), ==, "nvv4l2h264enc0");
  g_assert_cmpstr (cell_text (view, 0, 1), ==, "nvv4l2h264enc0");
  g_assert_cmpstr (cell_text (view, 1, 1), ==, "9.43 ms");
  g_assert_cmpstr (cell_text (view, 2, 1), ==, "18.13 ms");
  g_assert_cmpstr (cell_text (view, 3, 1), ==, "+8.70 ms (+92.3%)");
  g_assert_cmpstr (cell_text (view, 4, 1), ==, "Worse");
  g_assert_cmpstr (gp_compare_view_get_element_at (view, 1), ==, "nvvconv1");
  g_assert_cmpstr (cell_text (view, 2, 2), ==, "absent");
  g_assert_cmpstr (cell_text (view, 4, 2), ==, "Removed");
  g_assert_cmpstr (gp_compare_view_get_element_at (view, 5), ==, "queue0");
  g_assert_cmpstr (cell_text (view, 1, 6), ==, "absent");
  g_assert_cmpstr (cell_text (view, 2, 6), ==, "0.33 ms");
  g_assert_cmpstr (cell_text (view, 4, 6), ==, "Added");
  /* h264parse0 −0.19 ms (−25 %): beyond 5 % and 0.1 ms, within the runs' own noise */
  g_assert_cmpstr (gp_compare_view_get_element_at (view, 6), ==, "h264parse0");
  g_assert_cmpstr (cell_text (view, 3, 7), ==, "\u22120.19 ms (\u221225.3%)");
  g_assert_cmpstr (cell_text (view, 4, 7), ==, "About the same");
  g_assert_cmpstr (gp_compare_view_get_element_at (view, 13), ==, "fakesink0");
  g_assert_cmpstr (cell_text (view, 1, 14), ==, "not available");
  g_assert_cmpstr (cell_text (view, 3, 14), ==, "—");
  g_assert_cmpstr (cell_text (view, 4, 14), ==, "Not available");

  /* the findings */
  g_assert_cmpstr (adw_preferences_group_get_title (child (view, "cleared_group")), ==, "Findings Cleared (3)");
  g_assert_cmpuint (count_rows (cleared), ==, 3);
  g_assert_cmpstr (row_subtitle (cleared, 0), ==, "ZC · F-ZC-capsfilter3");
  g_assert_cmpstr (row_subtitle (cleared, 1), ==, "SW · F-SW-videoconvert0");
  g_assert_cmpstr (row_subtitle (cleared, 2), ==, "QUEUE · F-QUEUE");
  g_assert_cmpstr (row_title (cleared, 2), ==, gp_compare_lookup_finding (compare, GP_COMPARE_FINDING_CLEARED,
                                                                         "F-QUEUE")->before->title);
  g_assert_cmpstr (adw_preferences_group_get_title (child (view, "new_group")), ==, "New Findings (1)");
  g_assert_cmpuint (count_rows (new_list), ==, 1);
  g_assert_cmpstr (row_subtitle (new_list, 0), ==, "OK · F-OK");
  g_assert_cmpstr (adw_preferences_group_get_title (child (view, "kept_group")), ==, "Findings Kept (1)");
  g_assert_cmpstr (row_subtitle (kept, 0), ==, "HOT · F-HOT");
  assert_none (view, GP_COMPARE_FINDING_CLEARED, "cleared_none");
  assert_none (view, GP_COMPARE_FINDING_NEW, "new_none");
  assert_none (view, GP_COMPARE_FINDING_KEPT, "kept_none");

  shot = gp_app_test_screenshot (GTK_WIDGET (compare_window), "compare-orin-nx");
  /* on a 1024×640 screen: the headline's longer "about the same" wraps, nothing is cut */
  gtk_window_set_default_size (compare_window, 760, 600);
  gp_app_test_wait (300);
  g_clear_pointer (&shot, g_free);
  shot = gp_app_test_screenshot (GTK_WIDGET (compare_window), "compare-orin-nx-narrow");
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (child (view, "latency_trend_label"))));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, 760);
  gtk_window_set_default_size (compare_window, 980, -1);
  gp_app_test_wait (300);
  scroll_to_end (view);
  g_clear_pointer (&shot, g_free);
  shot = gp_app_test_screenshot (GTK_WIDGET (compare_window), "compare-orin-nx-findings");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));
  gp_app_test_wait (250);
  dark = gp_app_test_screenshot (GTK_WIDGET (compare_window), "compare-orin-nx-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* Closing it leaves the session window alone. */
  gp_app_test_close_window (GTK_WINDOW (compare_window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  gp_app_test_close_window (GTK_WINDOW (window));
}

static GtkWindow *
find_compare_window (void)
{
  return gp_app_test_find_toplevel (GP_TYPE_COMPARE_WINDOW, 0);
}

static gboolean
has_action (GtkWidget  *widget,
            const char *name)
{
  const char *action;
  const GVariantType *parameter_type;
  const char *property;
  GType owner;

  for (guint i = 0;
       gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (widget), i, &owner, &action,
                                      &parameter_type, &property);
       i++)
    if (g_strcmp0 (action, name) == 0)
      return TRUE;
  return FALSE;
}

/* A real re-run: a queue-less pipeline captured, the QUEUE patch applied,
 * the patched pipeline captured with --parent; then "Compare With…" in the
 * window of the first. */
static void
test_compare_with_rerun (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = g_build_filename (dir, "before.json", NULL);
  g_autofree char *after_path = g_build_filename (dir, "after.json", NULL);
  g_autofree char *junk_path = g_build_filename (dir, "junk.json", NULL);
  const char *launch = "videotestsrc is-live=true num-buffers=45 ! "
                       "video/x-raw,width=320,height=240,framerate=30/1 ! videoconvert ! fakesink";
  g_autoptr(GpCliResult) first = NULL;
  g_autoptr(GpCliResult) patch = NULL;
  g_autoptr(GpCliResult) second = NULL;
  g_autoptr(GFile) after_file = g_file_new_for_path (after_path);
  g_autoptr(GFile) junk_file = g_file_new_for_path (junk_path);
  g_autofree char *patched = NULL;
  g_autofree char *shot = NULL;
  GtkWindow *compare_window = NULL;
  GpCompareView *view;
  GpCompare *compare;
  GpWindow *window;
  gboolean found_queue = FALSE;

  first = gp_test_run_clivp ("run", launch, "--out", before_path, NULL);
  g_assert_cmpint (first->status, ==, 1);
  patch = gp_test_run_clivp ("patch", before_path, "--apply", "F-QUEUE", "--print", NULL);
  g_assert_cmpint (patch->status, ==, 0);
  patched = g_strstrip (g_strdup (patch->out));
  second = gp_test_run_clivp ("run", patched, "--parent", before_path, "--out", after_path, NULL);
  g_assert_cmpint (second->status, ==, 0);

  window = open_window (before_path);
  /* win.compare-with opens a file chooser (not driven here) whose file
   * goes to gp_window_compare_with_file(). */
  g_assert_true (has_action (GTK_WIDGET (window), "win.compare-with"));

  /* A file that is not a session: an error in the window, no comparison. */
  g_assert_true (g_file_set_contents (junk_path, "{ nope", -1, NULL));
  gp_window_compare_with_file (window, junk_file);
  for (guint i = 0; i < 200 && gp_window_get_last_error (window) == NULL; i++)
    gp_app_test_wait (20);
  g_assert_nonnull (gp_window_get_last_error (window));
  g_assert_nonnull (strstr (gp_window_get_last_error (window), "junk.json"));
  g_assert_null (find_compare_window ());

  gp_window_compare_with_file (window, after_file);
  for (guint i = 0; i < 500 && (compare_window = find_compare_window ()) == NULL; i++)
    gp_app_test_wait (20);
  g_assert_nonnull (compare_window);
  view = gp_compare_window_get_view (GP_COMPARE_WINDOW (compare_window));
  gp_app_test_wait (200);

  compare = gp_compare_view_get_compare (view);
  g_assert_true (compare->before == gp_document_get_session (gp_window_get_document (window)));
  g_assert_cmpint (compare->parent, ==, GP_COMPARE_PARENT_MATCHES);
  g_assert_nonnull (strstr (label_text (view, "parent_label"), "re-run of before"));
  g_assert_cmpstr (gtk_image_get_icon_name (child (view, "parent_icon")), ==, "emblem-ok-symbolic");
  g_assert_cmpstr (row_subtitle (findings_list (view, GP_COMPARE_FINDING_CLEARED), 0), ==, "QUEUE · F-QUEUE");
  assert_none (view, GP_COMPARE_FINDING_CLEARED, "cleared_none");
  assert_none (view, GP_COMPARE_FINDING_NEW, "new_none");
  assert_none (view, GP_COMPARE_FINDING_KEPT, "kept_none");
  for (guint i = 0; i < gp_compare_view_get_n_element_rows (view); i++)
    if (g_strcmp0 (gp_compare_view_get_element_at (view, i), "queue0") == 0)
      {
        g_assert_cmpstr (cell_text (view, 4, (int) i + 1), ==, "Added");
        found_queue = TRUE;
      }
  g_assert_true (found_queue);
  g_assert_false (isnan (compare->latency_ms_p95.delta));
  g_assert_cmpstr (label_text (view, "after_command"), ==, patched);
  shot = gp_app_test_screenshot (GTK_WIDGET (compare_window), "compare-rerun");

  gp_app_test_close_window (GTK_WINDOW (compare_window));
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The row of @list that shows the finding with @subtitle, or NULL. */
static GtkWidget *
row_with_subtitle (GtkListView *list,
                   const char  *subtitle)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();

      gp_app_test_collect_widgets (row, GTK_TYPE_LABEL, labels);
      for (guint k = 0; k < labels->len; k++)
        if (gtk_widget_has_css_class (g_ptr_array_index (labels, k), "subtitle") &&
            g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, k)), subtitle) == 0)
          return row;
    }
  return NULL;
}

/* More cleared findings (216) than GTK 4.8's list view makes rows for:
 * the list scrolls by itself past its height cap, and its last one, once
 * scrolled to, is a row in view (not a blank past the 200th). */
static void
test_many_findings (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = g_build_filename (dir, "many.json", NULL);
  g_autofree char *after_path = gp_test_fixture (AFTER);
  g_autoptr(GpSession) before = NULL;
  g_autoptr(GpSession) after = NULL;
  g_autofree char *last_subtitle = NULL;
  g_autofree char *shot = NULL;
  GtkWindow *compare_window = NULL;
  const GpCompareFinding *last = NULL;
  GtkAdjustment *adjustment;
  GpCompareView *view;
  GtkListView *cleared;
  GtkWidget *row;
  GpWindow *window;

  gp_test_generate_session (after_path, before_path, "--elements", "650", "--windows", "8", NULL);

  before = load_session (before_path);
  after = load_session (after_path);
  window = open_window (after_path);
  view = show (window, before, after, &compare_window);
  cleared = findings_list (view, GP_COMPARE_FINDING_CLEARED);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (cleared))), ==,
                    gp_compare_count_findings (gp_compare_view_get_compare (view), GP_COMPARE_FINDING_CLEARED));
  g_assert_cmpuint (gp_compare_count_findings (gp_compare_view_get_compare (view), GP_COMPARE_FINDING_CLEARED), >, 200);

  /* The last cleared one (before's rank order). */
  for (guint i = 0; i < gp_compare_view_get_compare (view)->findings->len; i++)
    {
      const GpCompareFinding *finding = &g_array_index (gp_compare_view_get_compare (view)->findings, GpCompareFinding, i);

      if (finding->state == GP_COMPARE_FINDING_CLEARED)
        last = finding;
    }
  g_assert_nonnull (last);
  last_subtitle = g_strdup_printf ("%s · %s", last->before->rule, last->before->id);

  /* The page to its end, the list to its own. */
  scroll_to_end (view);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (cleared));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  for (guint i = 0; i < 20; i++)
    {
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
      gp_app_test_wait (50);
    }
  row = row_with_subtitle (cleared, last_subtitle);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (row));
  g_assert_cmpint (gtk_widget_get_height (row), >, 0);
  shot = gp_app_test_screenshot (GTK_WIDGET (compare_window), "compare-many-findings");

  gp_app_test_close_window (compare_window);
  gp_app_test_close_window (GTK_WINDOW (window));
  gp_test_rm_rf (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/compare/recordings", test_recordings);
  g_test_add_func ("/gp/app/compare/compare-with-rerun", test_compare_with_rerun);
  g_test_add_func ("/gp/app/compare/many-findings", test_many_findings);

  status = g_test_run ();

  g_clear_object (&app);
  gp_test_rm_rf (g_getenv ("XDG_DATA_HOME"));
  return status;
}
