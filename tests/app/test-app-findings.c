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

/* The height under which no card comes (gp-finding-row.ui: an action
 * row's), so that a screenful of the pane holds at most this many + 1. */
#define MIN_CARD_HEIGHT 50

static GpApplication *app;
static char *many_path;   /* a 200-element session: one finding per converter */

/* The cards the pane holds now, top to bottom. */
static GPtrArray *
cards_of (GpWindow *window)
{
  GPtrArray *cards = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_findings_pane (window)), GP_TYPE_FINDING_ROW, cards);
  return cards;
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

/* Waits until the pane holds a card for every finding. */
static GPtrArray *
wait_all_cards (GpWindow *window,
                guint     n_findings)
{
  for (guint i = 0; i < 1000; i++)
    {
      g_autoptr(GPtrArray) cards = cards_of (window);

      if (cards->len >= n_findings)
        break;
      gp_app_test_wait (10);
    }
  return cards_of (window);
}

static gboolean
card_in_view (GtkWidget *card)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (card, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_nonnull (scroller);
  if (!gtk_widget_compute_bounds (card, scroller, &bounds) || bounds.size.height <= 0)
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

/* The graph outlines exactly @finding's targets. */
static void
assert_highlights (GpWindow        *window,
                   const GpFinding *finding)
{
  GpGraphView *view = gp_app_test_graph_view (window);
  g_auto(GStrv) expected_elements = gp_app_test_sorted_strv (finding->target_elements);
  g_auto(GStrv) expected_links = gp_app_test_sorted_strv (finding->target_links);
  g_auto(GStrv) elements = gp_graph_view_get_highlighted_elements (view);
  g_auto(GStrv) links = gp_graph_view_get_highlighted_links (view);

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
  guint     n_findings;
} Completion;

static void
on_complete_cb (GpDocument *document,
                GParamSpec *pspec,
                Completion *completion)
{
  g_autoptr(GPtrArray) cards = NULL;

  if (!gp_document_get_complete (document) || completion->seen)
    return;

  /* After the pane's own handler (connected first): what it made at once. */
  cards = cards_of (completion->window);
  completion->seen = TRUE;
  completion->n_cards = cards->len;
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

/* Many findings: the document completes with a screenful of cards, the
 * others follow; all of them end up there, in the rules' rank order (the
 * CLI's), and the last one opens, outlines its targets and is in view. */
static void
test_many_findings (void)
{
  Completion completion = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cli_ids = cli_finding_ids (many_path);
  g_autoptr(GPtrArray) cards = NULL;
  g_autofree char *shot = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GPtrArray *findings;
  GpFindingRow *last;
  guint screenful;

  completion.window = window;
  g_signal_connect (window, "notify::document", G_CALLBACK (on_document_cb), &completion);
  g_assert_true (gp_app_test_load (window, many_path, NULL, NULL, &error));
  g_assert_no_error (error);
  g_signal_handlers_disconnect_by_func (window, on_document_cb, &completion);
  gp_app_test_wait_complete (window);

  findings = gp_document_get_findings (gp_window_get_document (window));
  g_assert_true (completion.seen);
  g_assert_cmpuint (completion.n_findings, ==, findings->len);
  g_assert_cmpuint (findings->len, >=, 60);
  g_assert_cmpuint (gp_findings_pane_get_n_cards (gp_app_test_findings_pane (window)), ==, findings->len);

  /* The frame that shows the document complete lays out a screenful. */
  screenful = MAX (gtk_widget_get_height (GTK_WIDGET (gp_app_test_findings_pane (window))), 600) / MIN_CARD_HEIGHT + 1;
  g_test_message ("%u cards of %u at completion (a screenful: %u)",
                  completion.n_cards, findings->len, screenful);
  g_assert_cmpuint (completion.n_cards, >, 0);
  g_assert_cmpuint (completion.n_cards, <=, screenful);
  g_assert_cmpuint (completion.n_cards, <, findings->len);

  /* All of them, in the rules' order. */
  cards = wait_all_cards (window, findings->len);
  g_assert_cmpuint (cards->len, ==, findings->len);
  g_assert_cmpuint (cli_ids->len, ==, findings->len);
  for (guint i = 0; i < cards->len; i++)
    {
      const GpFinding *finding = gp_finding_row_get_finding (g_ptr_array_index (cards, i));

      g_assert_cmpstr (finding->id, ==, g_ptr_array_index (cli_ids, i));
      g_assert_cmpuint (finding->rank, ==, i + 1);
      g_assert_true (gp_findings_pane_get_card (gp_app_test_findings_pane (window), finding->id) ==
                     g_ptr_array_index (cards, i));
    }

  /* The last one, by the keyboard: focused (scrolled to), then Enter. */
  last = g_ptr_array_index (cards, cards->len - 1);
  g_assert_false (card_in_view (GTK_WIDGET (last)));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (last)));
  wait_in_view (GTK_WIDGET (last));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (last)));
  gp_app_test_wait (100);
  g_assert_true (gp_finding_row_get_expanded (last));
  assert_highlights (window, gp_finding_row_get_finding (last));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "findings-many-last");

  /* Enter again closes it, and the outline goes. */
  g_assert_true (gtk_widget_activate (GTK_WIDGET (last)));
  g_assert_false (gp_finding_row_get_expanded (last));
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

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *generator = NULL;
  g_autofree char *fixture = NULL;
  g_autofree char *python = g_find_program_in_path ("python3");
  g_autoptr(GError) error = NULL;
  int status;

  app = gp_app_test_init (&argc, &argv);

  /* The benchmark's session generator: a linear pipeline whose converters
   * are each a software-conversion finding on this board. */
  dir = g_dir_make_tmp ("gp-findings-XXXXXX", &error);
  g_assert_no_error (error);
  many_path = g_build_filename (dir, "many.json", NULL);
  generator = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "..", "bench", "gen-session.py", NULL);
  fixture = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-healthy.json", NULL);
  g_assert_nonnull (python);
  {
    const char *gen_argv[] = { python, generator, fixture, many_path,
                               "--elements", "200", "--windows", "40", NULL };
    int wait_status;

    g_assert_true (g_spawn_sync (NULL, (char **) gen_argv, NULL, G_SPAWN_DEFAULT,
                                 NULL, NULL, NULL, NULL, &wait_status, &error));
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (wait_status, &error));
    g_assert_no_error (error);
  }

  g_test_add_func ("/gp/app/findings/many", test_many_findings);
  g_test_add_func ("/gp/app/findings/focus-last-early", test_focus_last_early);

  status = g_test_run ();

  g_unlink (many_path);
  g_rmdir (dir);
  g_clear_pointer (&many_path, g_free);
  g_clear_object (&app);
  return status;
}
