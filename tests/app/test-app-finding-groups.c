/* test-app-finding-groups.c: one rule's findings on many elements as one expandable group card
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

/* The 200-element session's 66 SW findings are one group row, not 66; the group expands (its
 * tree expander's action, Enter on its row) into its members' cards in rank order; focusing it
 * outlines every member's targets in the graph, a member's card opened outlines that one's,
 * closed gives the focus back to the group, collapsing the group or Escape clears it; a session
 * with one finding per rule has no group rows; `--finding group:<first member id>` opens with the
 * group focused, and a group named by another member is reported. */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-finding-extent.h"
#include "gp-finding-row.h"
#include "gp-graph-view.h"
#include "gp-test-util.h"

static GpApplication *app;
static char *many_path;   /* a 200-element session: 66 SW findings (one a converter) and HOT */

/* The cards the pane's list view holds now. */
static GPtrArray *
cards_of (GpWindow *window)
{
  GPtrArray *cards = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (gp_findings_pane_get_list_view (gp_app_test_findings_pane (window))),
                               GP_TYPE_FINDING_ROW, cards);
  return cards;
}

static GListModel *
listed (GpWindow *window)
{
  return G_LIST_MODEL (gtk_list_view_get_model (gp_findings_pane_get_list_view (gp_app_test_findings_pane (window))));
}

/* The item of the list view's row at @position (a new reference). */
static GpFindingItem *
listed_item (GpWindow *window,
             guint     position)
{
  g_autoptr(GtkTreeListRow) row = g_list_model_get_item (listed (window), position);

  g_assert_nonnull (row);
  return gtk_tree_list_row_get_item (row);
}

/* The one group row of @window's findings (asserted). */
static GpFindingItem *
the_group (GpWindow *window)
{
  GListModel *rows = gp_findings_pane_get_rows (gp_app_test_findings_pane (window));
  GpFindingItem *group = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GpFindingItem) row = g_list_model_get_item (rows, i);

      if (gp_finding_item_is_group (row))
        {
          g_assert_null (group);
          group = g_object_ref (row);
        }
    }
  g_assert_nonnull (group);
  return group;
}

static const char *
focused (GpWindow *window)
{
  return gp_view_state_get_focused_finding (gp_window_get_view_state (window));
}

/* The graph outlines exactly what @findings (GpFinding *) name: their targets and extents. */
static void
assert_outline (GpWindow  *window,
                GPtrArray *findings)
{
  GpGraphView *view = gp_app_test_graph_view (window);
  g_auto(GStrv) elements = gp_graph_view_get_highlighted_elements (view);
  g_auto(GStrv) links = gp_graph_view_get_highlighted_links (view);
  g_autoptr(GPtrArray) all_elements = g_ptr_array_new ();
  g_autoptr(GPtrArray) all_links = g_ptr_array_new ();
  g_auto(GStrv) expected_elements = NULL;
  g_auto(GStrv) expected_links = NULL;

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      g_ptr_array_extend (all_elements, finding->target_elements, NULL, NULL);
      g_ptr_array_extend (all_links, finding->target_links, NULL, NULL);
      gp_finding_collect_extent (finding,
                                 gp_session_get_graph (gp_document_get_session (gp_window_get_document (window))),
                                 all_elements, all_links);
    }
  expected_elements = gp_app_test_sorted_strv (all_elements);
  expected_links = gp_app_test_sorted_strv (all_links);
  g_test_message ("%u elements outlined, %u expected", g_strv_length (elements), g_strv_length (expected_elements));
  g_assert_cmpuint (g_strv_length (expected_elements), >, 0);
  g_assert_true (g_strv_equal ((const char * const *) elements, (const char * const *) expected_elements));
  g_assert_true (g_strv_equal ((const char * const *) links, (const char * const *) expected_links));
}

/* The members' findings of @group. */
static GPtrArray *
member_findings (GpFindingItem *group)
{
  GListModel *members = gp_finding_item_get_members (group);
  GPtrArray *findings = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (members); i++)
    {
      g_autoptr(GpFindingItem) member = g_list_model_get_item (members, i);

      g_ptr_array_add (findings, (gpointer) gp_finding_item_get_finding (member));
    }
  return findings;
}

static GtkWidget *
list_row_of (GtkWidget *card)
{
  GtkWidget *expander = gtk_widget_get_parent (card);

  g_assert_true (GTK_IS_TREE_EXPANDER (expander));
  return gtk_widget_get_parent (expander);
}

/* Runs the main loop until the list view has made @n cards (asserted),
 * and returns them. */
static GPtrArray *
wait_cards (GpWindow *window,
            guint     n)
{
  GPtrArray *cards = cards_of (window);

  for (guint i = 0; i < 500 && cards->len != n; i++)
    {
      g_ptr_array_unref (cards);
      gp_app_test_wait (10);
      cards = cards_of (window);
    }
  g_assert_cmpuint (cards->len, ==, n);
  return cards;
}

/* Runs the main loop until the list view has @n rows (asserted). */
static void
wait_rows (GpWindow *window,
           guint     n)
{
  for (guint i = 0; i < 500 && g_list_model_get_n_items (listed (window)) != n; i++)
    gp_app_test_wait (10);
  g_assert_cmpuint (g_list_model_get_n_items (listed (window)), ==, n);
}

/* One group row for the 66 SW findings, HOT's after it: two rows, not 67;
 * the group names its rule, count and first rank, and holds the SW findings
 * in rank order; its card is the only group card; no member has a card. */
static void
test_one_group (void)
{
  GpWindow *window = gp_app_test_open_complete (app, many_path);
  GpFindingsPane *pane = gp_app_test_findings_pane (window);
  GPtrArray *findings = gp_document_get_findings (gp_window_get_document (window));
  g_autoptr(GpFindingItem) group = the_group (window);
  g_autoptr(GpFindingItem) hot = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  GListModel *members = gp_finding_item_get_members (group);
  const GpFinding *first = g_ptr_array_index (findings, 0);
  g_autofree char *group_id = g_strconcat ("group:", first->id, NULL);
  guint n_group_cards = 0;

  g_assert_cmpuint (findings->len, ==, 67);
  g_assert_cmpuint (gp_findings_pane_get_n_cards (pane), ==, 67);
  g_assert_cmpuint (g_list_model_get_n_items (gp_findings_pane_get_rows (pane)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (listed (window)), ==, 2);

  /* The group first (its first member is #1), HOT a plain row after it. */
  g_assert_cmpstr (first->rule, ==, "SW");
  g_assert_cmpstr (gp_finding_item_get_id (group), ==, group_id);
  g_assert_null (gp_finding_item_get_finding (group));
  g_assert_cmpstr (gp_finding_item_get_title (group), ==, "software conversion on 66 elements");
  g_assert_true (g_str_has_prefix (gp_finding_item_get_subtitle (group), "SW · 66 findings · from #1"));
  hot = listed_item (window, 1);
  g_assert_false (gp_finding_item_is_group (hot));
  g_assert_cmpstr (gp_finding_item_get_finding (hot)->rule, ==, "HOT");

  g_assert_cmpuint (g_list_model_get_n_items (members), ==, 66);
  for (guint i = 0; i < 66; i++)
    {
      g_autoptr(GpFindingItem) member = g_list_model_get_item (members, i);
      g_autoptr(GpFindingItem) item = g_list_model_get_item (gp_findings_pane_get_items (pane), i);

      /* The same item as the pane's list of findings, in rank order. */
      g_assert_true (member == item);
      g_assert_true (gp_finding_item_get_finding (member) == g_ptr_array_index (findings, i));
      g_assert_cmpstr (gp_finding_item_get_finding (member)->rule, ==, "SW");
    }

  cards = wait_cards (window, 2);
  for (guint i = 0; i < cards->len; i++)
    {
      GpFindingRow *card = g_ptr_array_index (cards, i);
      GpFindingItem *item = gp_finding_row_get_item (card);

      g_assert_nonnull (item);
      g_assert_true (item == group || item == hot);
      g_assert_cmpint (gtk_widget_has_css_class (GTK_WIDGET (card), "group"), ==, item == group);
      n_group_cards += item == group;
    }
  g_assert_cmpuint (n_group_cards, ==, 1);
  g_assert_false (gp_finding_item_get_expanded (group));
  g_assert_null (focused (window));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The group's tree expander expands it (its action: what its keys and
 * arrow do): its members' rows come below it, in rank order, each its
 * card; the group is focused. Enter on its row collapses it (the focus
 * goes) and expands it again. */
static void
test_expand (void)
{
  GpWindow *window = gp_app_test_open_complete (app, many_path);
  GpFindingsPane *pane = gp_app_test_findings_pane (window);
  g_autoptr(GpFindingItem) group = the_group (window);
  GListModel *members = gp_finding_item_get_members (group);
  g_autofree char *shot = NULL;
  GtkWidget *card;
  GtkWidget *row;

  /* Once the list view has made the two rows' cards. */
  g_ptr_array_unref (wait_cards (window, 2));
  card = gp_findings_pane_get_card (pane, gp_finding_item_get_id (group));
  g_assert_nonnull (card);
  g_assert_true (gp_finding_row_get_item (GP_FINDING_ROW (card)) == group);
  row = list_row_of (card);
  g_assert_true (gtk_widget_grab_focus (row));

  g_assert_true (gtk_widget_activate_action (gtk_widget_get_parent (card), "listitem.expand", NULL));
  wait_rows (window, 68);
  g_assert_true (gp_finding_item_get_expanded (group));
  g_assert_true (gp_finding_row_get_expanded (GP_FINDING_ROW (card)));
  g_assert_cmpstr (focused (window), ==, gp_finding_item_get_id (group));
  for (guint i = 0; i < g_list_model_get_n_items (members); i++)
    {
      g_autoptr(GpFindingItem) member = g_list_model_get_item (members, i);
      g_autoptr(GpFindingItem) item = listed_item (window, i + 1);
      GtkWidget *member_card;

      g_assert_true (item == member);
      member_card = gp_findings_pane_get_card (pane, gp_finding_item_get_id (member));
      g_assert_nonnull (member_card);
      g_assert_true (gp_finding_row_get_item (GP_FINDING_ROW (member_card)) == member);
      g_assert_cmpuint (gp_finding_row_get_finding (GP_FINDING_ROW (member_card))->rank, ==, i + 1);
      g_assert_false (gp_finding_row_get_expanded (GP_FINDING_ROW (member_card)));
    }
  gtk_widget_activate_action (GTK_WIDGET (gp_findings_pane_get_list_view (pane)), "list.scroll-to-item", "u", 0);
  gp_app_test_wait (200);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "finding-group-expanded");

  /* Enter on its row: collapsed, the focus gone; again: expanded. */
  card = gp_findings_pane_get_card (pane, gp_finding_item_get_id (group));
  row = list_row_of (card);
  g_assert_true (gtk_widget_activate (row));
  wait_rows (window, 2);
  g_assert_false (gp_finding_item_get_expanded (group));
  g_assert_null (focused (window));
  g_assert_true (gtk_widget_activate (row));
  wait_rows (window, 68);
  g_assert_cmpstr (focused (window), ==, gp_finding_item_get_id (group));

  /* The expander's collapse action, as its - key. */
  g_assert_true (gtk_widget_activate_action (gtk_widget_get_parent (card), "listitem.collapse", NULL));
  wait_rows (window, 2);
  g_assert_null (focused (window));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Focusing the group outlines every member's targets; a member's card
 * opened outlines that one's, closed gives the focus back to the group;
 * Escape clears it (the group stays expanded), collapsing the group does
 * too. */
static void
test_outline (void)
{
  GpWindow *window = gp_app_test_open_complete (app, many_path);
  GpFindingsPane *pane = gp_app_test_findings_pane (window);
  g_autoptr(GpFindingItem) group = the_group (window);
  g_autoptr(GPtrArray) all = member_findings (group);
  g_autoptr(GPtrArray) one = g_ptr_array_new ();
  g_autoptr(GpFindingItem) member = g_list_model_get_item (gp_finding_item_get_members (group), 5);
  g_auto(GStrv) none = NULL;
  GtkWidget *card;

  /* Focused from elsewhere (the window's win.show-finding). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-finding", "s",
                                             gp_finding_item_get_id (group)));
  g_assert_cmpstr (focused (window), ==, gp_finding_item_get_id (group));
  g_assert_true (gp_finding_item_get_expanded (group));
  wait_rows (window, 68);
  g_assert_cmpuint (all->len, ==, 66);
  assert_outline (window, all);
  {
    g_auto(GStrv) elements = gp_graph_view_get_highlighted_elements (gp_app_test_graph_view (window));

    g_assert_cmpuint (g_strv_length (elements), ==, 66);
  }

  /* One member's card opened: its targets alone. */
  card = gp_findings_pane_get_card (pane, gp_finding_item_get_id (member));
  g_assert_nonnull (card);
  gp_finding_row_set_expanded (GP_FINDING_ROW (card), TRUE);
  g_assert_cmpstr (focused (window), ==, gp_finding_item_get_id (member));
  g_ptr_array_add (one, (gpointer) gp_finding_item_get_finding (member));
  assert_outline (window, one);

  /* Closed: the group again. */
  gp_finding_row_set_expanded (GP_FINDING_ROW (card), FALSE);
  g_assert_cmpstr (focused (window), ==, gp_finding_item_get_id (group));
  assert_outline (window, all);

  /* Escape (win.clear-focus): nothing outlined; the group stays expanded. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-focus", NULL));
  g_assert_null (focused (window));
  none = gp_graph_view_get_highlighted_elements (gp_app_test_graph_view (window));
  g_assert_cmpuint (g_strv_length (none), ==, 0);
  g_assert_true (gp_finding_item_get_expanded (group));

  /* Focused again, then collapsed: the focus goes with it. */
  gp_view_state_set_focused_finding (gp_window_get_view_state (window), gp_finding_item_get_id (member));
  g_assert_true (gp_finding_item_get_expanded (group));
  gp_finding_item_set_expanded (group, FALSE);
  wait_rows (window, 2);
  g_assert_null (focused (window));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* One finding a rule: no group rows; each finding its own row and card,
 * none expandable. */
static void
test_no_groups (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "jetson-zc-break.json", NULL);
  GpWindow *window = gp_app_test_open_complete (app, path);
  GpFindingsPane *pane = gp_app_test_findings_pane (window);
  GPtrArray *findings = gp_document_get_findings (gp_window_get_document (window));
  GListModel *rows = gp_findings_pane_get_rows (pane);
  g_autoptr(GPtrArray) cards = NULL;

  g_assert_cmpuint (findings->len, >=, 5);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, findings->len);
  g_assert_cmpuint (g_list_model_get_n_items (listed (window)), ==, findings->len);
  for (guint i = 0; i < findings->len; i++)
    {
      g_autoptr(GpFindingItem) row = g_list_model_get_item (rows, i);
      g_autoptr(GpFindingItem) item = g_list_model_get_item (gp_findings_pane_get_items (pane), i);
      g_autoptr(GtkTreeListRow) list_row = g_list_model_get_item (listed (window), i);

      g_assert_true (row == item);
      g_assert_false (gp_finding_item_is_group (row));
      g_assert_null (gp_finding_item_get_members (row));
      g_assert_true (gp_finding_item_get_finding (row) == g_ptr_array_index (findings, i));
      g_assert_false (gtk_tree_list_row_is_expandable (list_row));
    }
  cards = wait_cards (window, findings->len);
  for (guint i = 0; i < cards->len; i++)
    g_assert_false (gtk_widget_has_css_class (g_ptr_array_index (cards, i), "group"));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* `gst-profile-inspector FILE --finding group:F-…` (GApplication::open and
 * its hint, the command line's way): the group focused, expanded, all its
 * members' targets outlined. A group named by another member is
 * reported, and the session still opens. */
static void
test_command_line (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (many_path);
  g_autoptr(GpFindingItem) group = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;
  GpWindow *window = NULL;
  gboolean loaded = FALSE;

  g_application_open (G_APPLICATION (app), &file, 1, "{'finding': 'group:F-SW-videoconvert0'}");
  for (guint i = 0; i < 3000 && !loaded; i++)
    {
      window = GP_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
      loaded = window != NULL && gp_window_get_document (window) != NULL && !gp_window_get_busy (window);
      if (!loaded)
        gp_app_test_wait (20);
    }
  g_assert_true (loaded);
  gp_app_test_wait_complete (window);
  g_assert_cmpstr (focused (window), ==, "group:F-SW-videoconvert0");
  group = the_group (window);
  g_assert_true (gp_finding_item_get_expanded (group));
  wait_rows (window, 68);
  all = member_findings (group);
  assert_outline (window, all);
  g_assert_true (adw_flap_get_reveal_flap (gp_app_test_flap (window, GTK_PACK_START)));

  /* Not its first member: no such group. */
  g_assert_true (gp_app_test_load (window, many_path, "group:F-SW-videoscale0", NULL, &error));
  g_assert_no_error (error);
  g_assert_null (focused (window));
  g_assert_nonnull (gp_window_get_last_error (window));
  g_assert_nonnull (strstr (gp_window_get_last_error (window), "group:F-SW-videoscale0"));

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  app = gp_app_test_init (&argc, &argv);

  dir = g_dir_make_tmp ("gp-finding-groups-XXXXXX", &error);
  g_assert_no_error (error);
  many_path = g_build_filename (dir, "many.json", NULL);
  gp_test_generate_session ("orin-nx-jp6-healthy.json", many_path, "--elements", "200", "--windows", "40", NULL);

  g_test_add_func ("/gp/app/finding-groups/one-group", test_one_group);
  g_test_add_func ("/gp/app/finding-groups/expand", test_expand);
  g_test_add_func ("/gp/app/finding-groups/outline", test_outline);
  g_test_add_func ("/gp/app/finding-groups/no-groups", test_no_groups);
  g_test_add_func ("/gp/app/finding-groups/command-line", test_command_line);

  status = g_test_run ();

  g_unlink (many_path);
  g_rmdir (dir);
  g_clear_pointer (&many_path, g_free);
  g_clear_object (&app);
  return status;
}
