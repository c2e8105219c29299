/* test-app-findings.c: a long list of findings in the findings pane
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

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-finding-row.h"
#include "gp-graph-view.h"
#include "gp-test-util.h"

/* The height under which no card comes (gp-finding-row.ui: an action
 * row's), so that a screenful of the pane holds at most this many + 1. */
#define MIN_CARD_HEIGHT 50

static GpApplication *app;
static char *many_path;   /* a 200-element session: one finding per converter (66 SW) and HOT */
static char *more_path;   /* a 650-element session: more findings (217) than GTK 4.8's list view makes rows for */

/* The cards the pane's list view holds now (its rows' children). */
static GPtrArray *
cards_of (GpWindow *window)
{
  GPtrArray *cards = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (gp_findings_pane_get_list_view (gp_app_test_findings_pane (window))),
                               GP_TYPE_FINDING_ROW, cards);
  return cards;
}

/* The card showing @item now, or NULL. */
static GpFindingRow *
card_of_item (GpWindow      *window,
              GpFindingItem *item)
{
  g_autoptr(GPtrArray) cards = cards_of (window);

  for (guint i = 0; i < cards->len; i++)
    if (gp_finding_row_get_item (g_ptr_array_index (cards, i)) == item)
      return g_ptr_array_index (cards, i);
  return NULL;
}

/* The list view's row that holds @card (round it, its tree expander). */
static GtkWidget *
list_row_of (GtkWidget *card)
{
  GtkWidget *expander = gtk_widget_get_parent (card);

  g_assert_true (GTK_IS_TREE_EXPANDER (expander));
  return gtk_widget_get_parent (expander);
}

static guint
n_populated (GPtrArray *cards)
{
  guint n = 0;

  for (guint i = 0; i < cards->len; i++)
    n += gp_finding_row_get_populated (g_ptr_array_index (cards, i));
  return n;
}

/* The finding ids of `gst-profile analyze --format=json PATH`, in the
 * order the rules rank them. */
static GPtrArray *
cli_finding_ids (const char *path)
{
  const char *argv[] = { g_getenv ("GP_CLI"), "analyze", "--format=json", path, NULL };
  g_autofree char *out = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  JsonArray *findings;
  int status;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  findings = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "findings");
  for (guint i = 0; i < json_array_get_length (findings); i++)
    g_ptr_array_add (ids, g_strdup (json_object_get_string_member (json_array_get_object_element (findings, i),
                                                                   "id")));
  return ids;
}

/* Waits until every card made shows its text. */
static void
wait_populated (GpWindow *window)
{
  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(GPtrArray) cards = cards_of (window);

      if (n_populated (cards) == cards->len)
        return;
      gp_app_test_wait (10);
    }
  g_assert_not_reached ();
}

static GtkAdjustment *
list_adjustment (GpWindow *window)
{
  return gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (gp_findings_pane_get_list_view (gp_app_test_findings_pane (window))));
}

/* Scrolls the list to its top (@to_end FALSE) or end, and lets it settle. */
static void
scroll_list (GpWindow *window,
             gboolean  to_end)
{
  GtkAdjustment *adjustment = list_adjustment (window);

  for (guint i = 0; i < 20; i++)
    {
      double target = to_end ? gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) : 0;

      gtk_adjustment_set_value (adjustment, target);
      gp_app_test_wait (50);
      /* The list view estimates the rows it has not measured: the end moves
       * as they come. */
      if (G_APPROX_VALUE (gtk_adjustment_get_value (adjustment),
                          to_end ? gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) : 0,
                          1.0))
        break;
    }
}

static gboolean
card_in_view (GtkWidget *card)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (card, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_nonnull (scroller);
  /* A row the list view does not show keeps its last bounds. */
  if (!gtk_widget_get_mapped (card) || !gtk_widget_compute_bounds (card, scroller, &bounds) ||
      bounds.size.height <= 0)
    return FALSE;
  return bounds.origin.y >= 0 && bounds.origin.y < gtk_widget_get_height (scroller);
}

static void
wait_in_view (GtkWidget *card)
{
  for (guint i = 0; i < 200 && !card_in_view (card); i++)
    gp_app_test_wait (10);
  g_assert_true (card_in_view (card));
}

/* The graph outlines exactly @finding's targets and what its title names beyond them. */
static void
assert_highlights (GpWindow        *window,
                   const GpFinding *finding)
{
  GpGraphView *view = gp_app_test_graph_view (window);
  g_auto(GStrv) expected_elements = NULL;
  g_auto(GStrv) expected_links = NULL;
  g_auto(GStrv) elements = gp_graph_view_get_highlighted_elements (view);
  g_auto(GStrv) links = gp_graph_view_get_highlighted_links (view);

  gp_app_test_expected_outline (window, finding, &expected_elements, &expected_links);
  g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==, finding->id);
  g_assert_cmpuint (g_strv_length (expected_elements), >, 0);
  g_assert_true (g_strv_equal ((const char * const *) elements, (const char * const *) expected_elements));
  g_assert_true (g_strv_equal ((const char * const *) links, (const char * const *) expected_links));
}

typedef struct
{
  GpWindow *window;
  gboolean  seen;
  guint     n_cards;      /* when the document became complete */
  guint     n_populated;  /* of which showing their text */
  guint     n_listed;     /* in the list view's model */
  gboolean  list_view;
  guint     n_findings;
} Completion;

static void
on_complete_cb (GpDocument *document,
                GParamSpec *pspec,
                Completion *completion)
{
  GtkListView *list_view;
  g_autoptr(GPtrArray) cards = NULL;

  if (!gp_document_get_complete (document) || completion->seen)
    return;

  /* After the pane's own handler (connected first): what it made at once. */
  list_view = gp_findings_pane_get_list_view (gp_app_test_findings_pane (completion->window));
  cards = cards_of (completion->window);
  completion->seen = TRUE;
  completion->list_view = GTK_IS_LIST_VIEW (list_view);
  completion->n_listed = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list_view)));
  completion->n_cards = cards->len;
  completion->n_populated = n_populated (cards);
  completion->n_findings = gp_document_get_findings (document)->len;
}

static void
on_document_cb (GpWindow   *window,
                GParamSpec *pspec,
                Completion *completion)
{
  GpDocument *document = gp_window_get_document (window);

  if (document == NULL)
    return;
  if (gp_document_get_complete (document))
    on_complete_cb (document, NULL, completion);
  else
    g_signal_connect (document, "notify::complete", G_CALLBACK (on_complete_cb), completion);
}

/* Many findings: a GtkListView lists their rows (the SW group's and
 * HOT's) from the frame that shows the document complete; the group
 * expanded, the cards of a screenful of its members show their text at
 * once and the others after; each finding has its card, in the rules'
 * rank order (the CLI's); the last one, focused by the keyboard and
 * activated (Enter), opens, outlines its targets and is in view. */
static void
test_many_findings (void)
{
  Completion completion = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cli_ids = cli_finding_ids (many_path);
  g_autofree char *shot = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GpFindingsPane *pane;
  GListModel *listed;
  GPtrArray *findings;
  GtkWidget *last, *row;
  guint screenful;

  completion.window = window;
  g_signal_connect (window, "notify::document", G_CALLBACK (on_document_cb), &completion);
  g_assert_true (gp_app_test_load (window, many_path, NULL, NULL, &error));
  g_assert_no_error (error);
  g_signal_handlers_disconnect_by_func (window, on_document_cb, &completion);
  gp_app_test_wait_complete (window);
  pane = gp_app_test_findings_pane (window);

  findings = gp_document_get_findings (gp_window_get_document (window));
  g_assert_true (completion.seen);
  g_assert_cmpuint (completion.n_findings, ==, findings->len);
  g_assert_cmpuint (findings->len, >=, 60);
  g_assert_cmpuint (gp_findings_pane_get_n_cards (pane), ==, findings->len);

  /* A list view, whose rows are the model's from the start: the group's
   * and HOT's. */
  g_assert_true (completion.list_view);
  g_assert_cmpuint (completion.n_listed, ==, 2);
  listed = G_LIST_MODEL (gtk_list_view_get_model (gp_findings_pane_get_list_view (pane)));
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (gp_findings_pane_get_items (pane)), ==, findings->len);

  /* The frame that shows the document complete lays out a screenful of
   * titles, whatever the number of cards the list view made. */
  screenful = MAX (gtk_widget_get_height (GTK_WIDGET (pane)), 600) / MIN_CARD_HEIGHT + 1;
  g_test_message ("%u cards made of %u at completion, %u showing their text (a screenful: %u)",
                  completion.n_cards, findings->len, completion.n_populated, screenful);
  g_assert_cmpuint (completion.n_cards, >, 0);
  g_assert_cmpuint (completion.n_populated, >, 0);
  g_assert_cmpuint (completion.n_populated, <=, screenful);
  g_assert_cmpuint (completion.n_populated, <, findings->len);
  wait_populated (window);

  /* The group expanded: its members' rows come, a screenful of them
   * showing their text at once, the rest after. */
  {
    g_autoptr(GpFindingItem) group = g_list_model_get_item (gp_findings_pane_get_rows (pane), 0);
    GListModel *members = gp_finding_item_get_members (group);
    guint n_shown = 0;

    g_assert_nonnull (members);
    g_assert_cmpuint (g_list_model_get_n_items (members), ==, findings->len - 1);
    gp_finding_item_set_expanded (group, TRUE);
    g_assert_cmpuint (g_list_model_get_n_items (listed), ==, findings->len + 1);
    for (guint i = 0; i < g_list_model_get_n_items (members); i++)
      {
        g_autoptr(GpFindingItem) member = g_list_model_get_item (members, i);

        n_shown += gp_finding_item_get_populated (member);
      }
    g_test_message ("%u members of %u showing their text once expanded", n_shown,
                    g_list_model_get_n_items (members));
    g_assert_cmpuint (n_shown, >, 0);
    g_assert_cmpuint (n_shown, <=, screenful);
    g_assert_cmpuint (n_shown, <, g_list_model_get_n_items (members));
    gp_app_test_wait (50);
    wait_populated (window);
  }

  /* Each its card, in the rules' order. */
  g_assert_cmpuint (cli_ids->len, ==, findings->len);
  for (guint i = 0; i < findings->len; i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (gp_findings_pane_get_items (pane), i);
      GtkWidget *card = gp_findings_pane_get_card (pane, g_ptr_array_index (cli_ids, i));
      const GpFinding *finding;

      g_assert_nonnull (card);
      finding = gp_finding_row_get_finding (GP_FINDING_ROW (card));
      g_assert_cmpstr (finding->id, ==, g_ptr_array_index (cli_ids, i));
      g_assert_cmpuint (finding->rank, ==, i + 1);
      g_assert_true (gp_finding_row_get_item (GP_FINDING_ROW (card)) == item);
      g_assert_true (gp_finding_row_get_populated (GP_FINDING_ROW (card)));
    }

  /* The last one, by the keyboard: its row focused (scrolled to), then
   * Enter (the row's activation). */
  scroll_list (window, FALSE);
  last = gp_findings_pane_get_card (pane, g_ptr_array_index (cli_ids, cli_ids->len - 1));
  row = list_row_of (last);
  if (card_in_view (last))
    {
      /* GTK made no card for it far from the view: the pane scrolled to
       * it; come back. */
      scroll_list (window, FALSE);
      last = gp_findings_pane_get_card (pane, g_ptr_array_index (cli_ids, cli_ids->len - 1));
      row = list_row_of (last);
    }
  g_assert_false (card_in_view (last));
  g_assert_true (gtk_widget_grab_focus (row));
  wait_in_view (last);
  g_assert_true (gtk_widget_activate (row));
  gp_app_test_wait (100);
  g_assert_true (gp_finding_row_get_expanded (GP_FINDING_ROW (last)));
  g_assert_nonnull (gp_finding_row_get_details (GP_FINDING_ROW (last)));
  assert_highlights (window, gp_finding_row_get_finding (GP_FINDING_ROW (last)));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "findings-many-last");

  /* Enter again closes it, and the outline goes. */
  g_assert_true (gtk_widget_activate (row));
  g_assert_false (gp_finding_row_get_expanded (GP_FINDING_ROW (last)));
  g_assert_null (gp_view_state_get_focused_finding (gp_window_get_view_state (window)));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The last finding focused from elsewhere (the command line's --finding,
 * the inspector) before its card was made: the card is made, opened,
 * brought into view, and the graph outlines its targets. */
static void
test_focus_last_early (void)
{
  g_autoptr(GPtrArray) cli_ids = cli_finding_ids (many_path);
  const char *last_id = g_ptr_array_index (cli_ids, cli_ids->len - 1);
  const char *before_last_id = g_ptr_array_index (cli_ids, cli_ids->len - 2);
  g_autoptr(GError) error = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GtkWidget *card;
  GPtrArray *findings;

  g_assert_true (gp_app_test_load (window, many_path, last_id, NULL, &error));
  g_assert_no_error (error);
  gp_app_test_wait_complete (window);
  g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==, last_id);

  card = gp_findings_pane_get_card (gp_app_test_findings_pane (window), last_id);
  g_assert_nonnull (card);
  g_assert_true (gp_finding_row_get_expanded (GP_FINDING_ROW (card)));
  wait_in_view (card);
  findings = gp_document_get_findings (gp_window_get_document (window));
  assert_highlights (window, g_ptr_array_index (findings, findings->len - 1));

  /* Focusing another one closes it and opens that one. */
  gp_view_state_set_focused_finding (gp_window_get_view_state (window), before_last_id);
  g_assert_false (gp_finding_row_get_expanded (GP_FINDING_ROW (card)));
  card = gp_findings_pane_get_card (gp_app_test_findings_pane (window), before_last_id);
  g_assert_true (gp_finding_row_get_expanded (GP_FINDING_ROW (card)));
  wait_in_view (card);
  assert_highlights (window, g_ptr_array_index (findings, findings->len - 2));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The label of @card's details whose text is @text, or NULL. */
static GtkWidget *
details_label (GpFindingRow *card,
               const char   *text)
{
  GtkWidget *details = gp_finding_row_get_details (card);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  if (details == NULL)
    return NULL;
  gp_app_test_collect_widgets (details, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)), text) == 0)
      return g_ptr_array_index (labels, i);
  return NULL;
}

/* Waits until @widget is shown and its height stays the same for 100 ms
 * (an opening card scrolled into view has revealed its details). */
static void
wait_settled (GtkWidget *widget)
{
  int height = -1;

  for (guint i = 0; i < 100 && (!gtk_widget_get_mapped (widget) || gtk_widget_get_height (widget) != height); i++)
    {
      height = gtk_widget_get_mapped (widget) ? gtk_widget_get_height (widget) : -1;
      gp_app_test_wait (100);
    }
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_cmpint (gtk_widget_get_height (widget), ==, height);
}

/* More findings than the list view makes rows for: an opened card's
 * details are made when it opens; scrolled out of the list view's reach,
 * its card goes (or serves another finding, closed and without details)
 * while its item stays open; scrolled back, its card (made again or
 * recycled) is open and shows its details. */
static void
test_recycle (void)
{
  g_autoptr(GError) error = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GpFindingsPane *pane;
  g_autoptr(GpFindingItem) first = NULL;   /* the one opened */
  g_autoptr(GpFindingItem) group = NULL;   /* of which it is a member */
  GListModel *list;
  g_autoptr(GPtrArray) cards = NULL;
  const GpFinding *finding;
  GpFindingRow *card;
  GtkWidget *why;

  g_assert_true (gp_app_test_load (window, more_path, NULL, NULL, &error));
  g_assert_no_error (error);
  gp_app_test_wait_complete (window);
  gp_app_test_wait (200);
  pane = gp_app_test_findings_pane (window);
  g_assert_cmpuint (gp_findings_pane_get_n_cards (pane), >, 200);
  /* The SW group expanded: more rows than the list view makes. */
  group = g_list_model_get_item (gp_findings_pane_get_rows (pane), 0);
  g_assert_true (gp_finding_item_is_group (group));
  gp_finding_item_set_expanded (group, TRUE);
  list = G_LIST_MODEL (gtk_list_view_get_model (gp_findings_pane_get_list_view (pane)));
  g_assert_cmpuint (g_list_model_get_n_items (list), >, 200);
  gp_app_test_wait (200);
  /* Not the first: the list view keeps a row for the first few (where its
   * focus and selection start) wherever it scrolls. */
  first = g_list_model_get_item (gp_findings_pane_get_items (pane), 8);
  finding = gp_finding_item_get_finding (first);
  g_assert_nonnull (finding->why);

  /* Opened: its details are made then. */
  card = GP_FINDING_ROW (gp_findings_pane_get_card (pane, finding->id));
  g_assert_nonnull (card);
  g_assert_null (gp_finding_row_get_details (card));
  gp_finding_row_set_expanded (card, TRUE);
  wait_settled (GTK_WIDGET (card));
  g_assert_true (gp_finding_item_get_expanded (first));
  why = details_label (card, finding->why);
  g_assert_nonnull (why);
  g_assert_true (gtk_widget_get_mapped (why));

  /* Scrolled out of reach: its card is gone or shows another finding,
   * closed, with no details of its own; the item stays open. */
  scroll_list (window, TRUE);
  gp_app_test_wait (200);
  cards = cards_of (window);
  g_test_message ("%u cards made for %u findings", cards->len, gp_findings_pane_get_n_cards (pane));
  g_assert_cmpuint (cards->len, <, gp_findings_pane_get_n_cards (pane));
  g_assert_null (card_of_item (window, first));
  for (guint i = 0; i < cards->len; i++)
    {
      GpFindingRow *other = g_ptr_array_index (cards, i);

      /* The group's card (the list view keeps its first rows) is open: its
       * members are shown. */
      if (gp_finding_row_get_item (other) == group)
        {
          g_assert_true (gp_finding_row_get_expanded (other));
          g_assert_null (gp_finding_row_get_details (other));
          continue;
        }
      g_assert_false (gp_finding_row_get_expanded (other));
      g_assert_null (gp_finding_row_get_details (other));
      g_assert_null (details_label (other, finding->why));
    }
  g_assert_true (gp_finding_item_get_expanded (first));
  g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==, finding->id);

  /* Scrolled back (to the top, then to it): open, its details shown. */
  scroll_list (window, FALSE);
  /* Its row: the group's, then the members before it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gp_findings_pane_get_list_view (pane)),
                                             "list.scroll-to-item", "u", 9));
  gp_app_test_wait (300);
  card = card_of_item (window, first);
  g_assert_nonnull (card);
  g_assert_true (gp_finding_row_get_expanded (card));
  why = details_label (card, finding->why);
  g_assert_nonnull (why);
  g_assert_true (gtk_widget_get_mapped (why));
  g_assert_cmpint (gtk_widget_get_height (why), >, 0);
  g_assert_true (card_in_view (GTK_WIDGET (card)));

  /* Closed by a click's way (the card's expanded): the item follows, and
   * its group, still expanded, has the focus back. */
  gp_finding_row_set_expanded (card, FALSE);
  g_assert_false (gp_finding_item_get_expanded (first));
  g_assert_true (gp_finding_item_get_expanded (group));
  g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==,
                   gp_finding_item_get_id (group));

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

  dir = g_dir_make_tmp ("gp-findings-XXXXXX", &error);
  g_assert_no_error (error);
  many_path = g_build_filename (dir, "many.json", NULL);
  more_path = g_build_filename (dir, "more.json", NULL);
  /* Linear pipelines whose converters are each a software-conversion finding on this board. */
  gp_test_generate_session ("orin-nx-jp6-healthy.json", many_path, "--elements", "200", "--windows", "40", NULL);
  gp_test_generate_session ("orin-nx-jp6-healthy.json", more_path, "--elements", "650", "--windows", "8", NULL);

  g_test_add_func ("/gp/app/findings/many", test_many_findings);
  g_test_add_func ("/gp/app/findings/focus-last-early", test_focus_last_early);
  g_test_add_func ("/gp/app/findings/recycle", test_recycle);

  status = g_test_run ();

  g_unlink (many_path);
  g_unlink (more_path);
  g_rmdir (dir);
  g_clear_pointer (&many_path, g_free);
  g_clear_pointer (&more_path, g_free);
  g_clear_object (&app);
  return status;
}
