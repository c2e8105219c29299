/* test-app-load.c: a session shown in two steps (graph first, then the rest)
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

#include <string.h>
#include <sys/stat.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-error.h"
#include "gp-graph-view.h"
#include "gp-json-scan.h"
#include "gp-loader.h"
#include "gp-test-util.h"

static GpApplication *app;
static GThread *main_thread;

#define N_WINDOWS 20000

/* What the window showed, each time its document changed. */
typedef struct
{
  GPtrArray *documents;        /* GpDocument (or NULL), in order */
  guint      n_incomplete;     /* shown while not complete */
  guint      n_with_layout;    /* of those, with the graph laid out */
  guint      n_empty_findings; /* of those, with no findings yet */
  guint      n_complete_notes; /* notify::complete of the shown document */
  GPtrArray *probes;           /* GtkButton bound to each action below */
  GtkWidget *probe_popover;    /* holds them, inside the window */
  guint      n_probes_off;     /* of those, insensitive while not complete */
  gboolean   views_on;         /* win.view usable while not complete */
  GHashTable *first_bounds;    /* node/edge id → GpXdotRect, at first frame */
  char       *first_label;     /* nvvconv0's p95 label then */
} Seen;

/* The actions that need the complete document (findings, patches, the
 * analysis), with a target when they take one. */
static const struct { const char *name; const char *target; } complete_actions[] = {
  { "win.compare-with", NULL },
  { "win.show-finding", "ZC" },
  { "session.apply-patch", "ZC" },
  { "session.copy-launch", NULL },
  { "session.save-script", NULL },
  { "session.rerun", NULL },
};

/* A button per action, in a popover (never shown) of the window's session
 * header: its sensitivity is the action's enabled state there. */
static void
add_probes (GpWindow *window,
            Seen     *seen)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  seen->probe_popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (seen->probe_popover), box);
  gtk_widget_set_parent (seen->probe_popover, GTK_WIDGET (gp_app_test_session_header (window)));
  seen->probes = g_ptr_array_new ();
  for (guint i = 0; i < G_N_ELEMENTS (complete_actions); i++)
    {
      GtkWidget *probe = gtk_button_new_with_label (complete_actions[i].name);

      if (complete_actions[i].target != NULL)
        gtk_actionable_set_action_target (GTK_ACTIONABLE (probe), "s", complete_actions[i].target);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), complete_actions[i].name);
      gtk_box_append (GTK_BOX (box), probe);
      g_ptr_array_add (seen->probes, probe);
    }
  g_assert_false (gtk_widget_get_sensitive (g_ptr_array_index (seen->probes, 0)));
}

static void
remove_probes (GpWindow *window,
               Seen     *seen)
{
  g_clear_pointer (&seen->probe_popover, gtk_widget_unparent);
  g_clear_pointer (&seen->probes, g_ptr_array_unref);
}

static void
unref_maybe (gpointer object)
{
  if (object != NULL)
    g_object_unref (object);
}

/* Everything the loader tells arrives on the main thread (GTK's). */
static void
on_loader_notify_cb (GObject    *loader,
                     GParamSpec *pspec,
                     guint      *n_notes)
{
  g_assert_true (g_thread_self () == main_thread);
  (*n_notes)++;
}

static void
on_complete_cb (GpDocument *document,
                GParamSpec *pspec,
                Seen       *seen)
{
  g_assert_true (g_thread_self () == main_thread);
  g_assert_true (gp_document_get_complete (document));
  seen->n_complete_notes++;
}

static void
on_document_cb (GpWindow   *window,
                GParamSpec *pspec,
                Seen       *seen)
{
  GpDocument *document = gp_window_get_document (window);

  g_assert_true (g_thread_self () == main_thread);
  g_ptr_array_add (seen->documents, document != NULL ? g_object_ref (document) : NULL);
  if (document == NULL || gp_document_get_complete (document))
    return;

  seen->n_incomplete++;
  if (gp_document_get_layout (document) != NULL)
    seen->n_with_layout++;
  if (gp_document_get_findings (document)->len == 0 && gp_document_get_analysis (document) == NULL)
    seen->n_empty_findings++;
  /* The graph view draws it already; the other views cope without the
   * series and the analysis (criticals are fatal here). */
  g_assert_true (gp_view_get_document (GP_VIEW (gp_app_test_graph_view (window))) ==
                 document);
  g_signal_connect (document, "notify::complete", G_CALLBACK (on_complete_cb), seen);

  /* What needs the analysis waits for it; the views do not. */
  for (guint i = 0; seen->probes != NULL && i < seen->probes->len; i++)
    seen->n_probes_off += !gtk_widget_get_sensitive (g_ptr_array_index (seen->probes, i));
  seen->views_on = gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "pipeline");

  /* Where graphviz put everything in the first frame. */
  if (gp_document_get_layout (document) != NULL && seen->first_bounds == NULL)
    {
      const GpXdotGraph *layout = gp_document_get_layout (document);

      seen->first_bounds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
        {
          const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);

          if (item->kind == GP_XDOT_ITEM_NODE || item->kind == GP_XDOT_ITEM_EDGE)
            g_hash_table_insert (seen->first_bounds, g_strdup (item->id),
                                 g_memdup2 (&item->bounds, sizeof item->bounds));
        }
      seen->first_label = gp_graph_view_dup_element_label (gp_app_test_graph_view (window),
                                                           "nvvconv0");
    }
}

static gboolean
load_path (GpWindow    *window,
           const char  *path,
           const char  *element_id,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GpDocumentLoader) loader = NULL;
  GpAppTestLoad load = { 0 };
  guint n_notes = 0;

  gp_window_load_async (window, file, NULL, NULL, NULL, element_id, NULL, gp_app_test_load_cb, &load);
  loader = g_object_ref (gp_window_get_loader (window));
  g_signal_connect (loader, "notify", G_CALLBACK (on_loader_notify_cb), &n_notes);
  g_assert_true (gp_app_test_wait_for (&load.done, 120000));
  g_signal_handlers_disconnect_by_data (loader, &n_notes);
  g_assert_cmpuint (n_notes, >, 0);
  g_assert_false (gp_window_get_busy (window));
  if (load.error != NULL)
    g_propagate_error (error, load.error);
  return load.ok;
}

/* A fixture with its series replaced by @series (NULL: a long generated
 * one, N_WINDOWS windows for each of its elements and links). */
static char *
write_session (const char *fixture,
               const char *series,
               const char *name)
{
  g_autofree char *path = gp_test_fixture (fixture);
  g_autofree char *text = NULL;
  g_autofree char *dir = gp_test_tmpdir ();
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GString) out = NULL;
  char *out_path = g_build_filename (dir, name, NULL);
  gsize len, start, end;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  g_assert_cmpint (gp_json_scan_member (text, len, "series", &start, &end), ==, GP_JSON_SCAN_FOUND);
  session = gp_load_path (path, NULL, NULL, NULL);
  g_assert_nonnull (session);

  out = g_string_new_len (text, start);
  if (series != NULL)
    g_string_append (out, series);
  else
    {
      GpGraph *graph = gp_session_get_graph (session);

      g_string_append (out, "{\"window_ms\": 250, \"t\": [");
      for (guint i = 0; i < N_WINDOWS; i++)
        g_string_append_printf (out, "%s%g", i ? ", " : "", i * 0.25);
      g_string_append (out, "], \"elements\": {");
      for (guint e = 0; e < gp_graph_n_elements (graph); e++)
        {
          g_string_append_printf (out, "%s\"%s\": {\"proc_ms_p95\": [", e ? ", " : "",
                                  gp_graph_element (graph, e)->id);
          for (guint i = 0; i < N_WINDOWS; i++)
            g_string_append_printf (out, "%s%.3f", i ? ", " : "", 1.0 + e + (i % 17) / 10.0);
          g_string_append (out, "], \"buffers\": [");
          for (guint i = 0; i < N_WINDOWS; i++)
            g_string_append_printf (out, "%s%u", i ? ", " : "", 8 + i % 2);
          g_string_append (out, "]}");
        }
      g_string_append (out, "}, \"links\": {");
      for (guint l = 0; l < gp_graph_n_links (graph); l++)
        {
          g_string_append_printf (out, "%s\"%s\": {\"fps\": [", l ? ", " : "", gp_graph_link (graph, l)->id);
          for (guint i = 0; i < N_WINDOWS; i++)
            g_string_append_printf (out, "%s%s", i ? ", " : "", i % 2 ? "28.0" : "32.0");
          g_string_append (out, "]}");
        }
      g_string_append (out, "}}");
    }
  g_string_append_len (out, text + end, len - end);
  g_assert_true (g_file_set_contents (out_path, out->str, out->len, NULL));
  return out_path;
}

static void
seen_clear (Seen *seen)
{
  g_clear_pointer (&seen->documents, g_ptr_array_unref);
  g_clear_pointer (&seen->first_bounds, g_hash_table_unref);
  g_clear_pointer (&seen->first_label, g_free);
}

static void
test_two_steps (void)
{
  g_autofree char *path = write_session ("orin-nx-jp6-zc-break.json", NULL, "long.json");
  g_autoptr(GError) error = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  Seen seen = { g_ptr_array_new_with_free_func (unref_maybe) };
  GpDocument *document;
  GpSeries *series;
  gulong id;

  add_probes (window, &seen);
  id = g_signal_connect (window, "notify::document", G_CALLBACK (on_document_cb), &seen);
  g_assert_true (load_path (window, path, "nvvconv0", &error));
  g_assert_no_error (error);
  g_signal_handler_disconnect (window, id);

  /* Shown once, before it was complete, with its graph laid out and no
   * findings yet; completed once. */
  g_assert_cmpuint (seen.documents->len, ==, 1);
  g_assert_cmpuint (seen.n_incomplete, ==, 1);
  g_assert_cmpuint (seen.n_with_layout, ==, 1);
  g_assert_cmpuint (seen.n_empty_findings, ==, 1);
  g_assert_cmpuint (seen.n_complete_notes, ==, 1);

  /* Compare, patches, copy, script, re-run: off while loading, on once
   * complete (the session has a launch string). */
  g_assert_cmpuint (seen.n_probes_off, ==, G_N_ELEMENTS (complete_actions));
  g_assert_true (seen.views_on);
  for (guint i = 0; i < seen.probes->len; i++)
    {
      if (!gtk_widget_get_sensitive (g_ptr_array_index (seen.probes, i)))
        g_error ("%s is still disabled", complete_actions[i].name);
    }
  remove_probes (window, &seen);

  /* Laid out once: every node and link where it was in the first frame;
   * the labels filled in. */
  {
    const GpXdotGraph *layout = gp_document_get_layout (gp_window_get_document (window));
    g_autofree char *label = NULL;
    guint n_items = 0;

    g_assert_nonnull (seen.first_bounds);
    for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
      {
        const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
        const GpXdotRect *first;

        if (item->kind != GP_XDOT_ITEM_NODE && item->kind != GP_XDOT_ITEM_EDGE)
          continue;
        first = g_hash_table_lookup (seen.first_bounds, item->id);
        g_assert_nonnull (first);
        g_assert_cmpfloat (first->x, ==, item->bounds.x);
        g_assert_cmpfloat (first->y, ==, item->bounds.y);
        g_assert_cmpfloat (first->width, ==, item->bounds.width);
        g_assert_cmpfloat (first->height, ==, item->bounds.height);
        n_items++;
      }
    g_assert_cmpuint (n_items, ==, g_hash_table_size (seen.first_bounds));
    g_assert_cmpuint (n_items, >, 4);

    g_assert_cmpstr (seen.first_label, ==, "p95 —");
    label = gp_graph_view_dup_element_label (gp_app_test_graph_view (window),
                                             "nvvconv0");
    g_assert_true (g_str_has_prefix (label, "p95 "));
    g_assert_true (g_str_has_suffix (label, " ms"));
    g_assert_cmpstr (label, !=, "p95 —");
  }

  document = gp_window_get_document (window);
  g_assert_true (document == g_ptr_array_index (seen.documents, 0));
  g_assert_true (gp_document_get_complete (document));
  g_assert_nonnull (gp_document_get_analysis (document));
  series = gp_session_get_series (gp_document_get_session (document));
  g_assert_cmpuint (gp_series_get_n_windows (series), ==, N_WINDOWS);

  /* The views caught up: findings, verdict, the element asked for. */
  g_assert_cmpuint (gp_document_get_findings (document)->len, >, 0);
  g_assert_cmpuint (gp_findings_pane_get_n_cards (gp_app_test_findings_pane (window)), ==,
                    gp_document_get_findings (document)->len);
  g_assert_cmpstr (gp_app_test_verdict (window), ==, gp_document_get_verdict_header (document));
  g_assert_cmpstr (gp_app_test_verdict (window), !=, "");
  g_assert_cmpstr (gp_view_state_get_selected_element (gp_window_get_view_state (window)), ==, "nvvconv0");
  g_assert_nonnull (gp_document_get_layout (document));

  gp_app_test_wait (200);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "load-two-steps"));
  seen_clear (&seen);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A graph that reads but a series that does not: shown, then taken back
 * for the document that was there before, with the reader's message. */
static void
test_series_error_after_graph (void)
{
  g_autofree char *good = gp_test_fixture ("software-healthy.json");
  g_autofree char *bad = write_session ("orin-nx-jp6-zc-break.json", "{\"t\": [0, \"a\"]}", "bad-series.json");
  g_autoptr(GError) error = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  Seen seen = { g_ptr_array_new_with_free_func (unref_maybe) };
  GpDocument *before;
  gulong id;

  g_assert_true (load_path (window, good, NULL, NULL));
  before = gp_window_get_document (window);

  id = g_signal_connect (window, "notify::document", G_CALLBACK (on_document_cb), &seen);
  g_assert_false (load_path (window, bad, NULL, &error));
  g_signal_handler_disconnect (window, id);

  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "bad-series.json"));
  g_assert_nonnull (strstr (error->message, "'series.t[1]' is a string, not a number"));
  g_assert_null (strchr (error->message, '\n'));

  g_assert_cmpuint (seen.documents->len, ==, 2);
  g_assert_cmpuint (seen.n_incomplete, ==, 1);
  g_assert_cmpuint (seen.n_complete_notes, ==, 0);
  g_assert_true (g_ptr_array_index (seen.documents, 1) == before);
  g_assert_true (gp_window_get_document (window) == before);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
  /* Said in the banner over it. */
  g_assert_true (gp_error_banner_get_revealed (gp_app_test_error_banner (window)));
  g_assert_cmpstr (gp_error_banner_get_detail (gp_app_test_error_banner (window)), ==, error->message);
  g_assert_cmpstr (gp_error_banner_get_message (gp_app_test_error_banner (window)), ==,
                   "The session is damaged: 'series.t[1]' is a string, not a number.");

  /* With nothing open before, the error page. */
  gp_app_test_close_window (GTK_WINDOW (window));
  window = gp_app_test_new_window (app);
  g_clear_error (&error);
  g_assert_false (load_path (window, bad, NULL, &error));
  g_assert_null (gp_window_get_document (window));
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
  g_assert_cmpstr (gp_error_page_get_detail (gp_app_test_error_page (window)), ==, error->message);
  g_assert_cmpstr (gp_error_page_get_title (gp_app_test_error_page (window)), ==,
                   "Could Not Open “bad-series.json”");

  seen_clear (&seen);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A FIFO without a writer and /dev/zero are refused at once, the top-level
 * JSON value that is not a session is named, with the CLI's words in the
 * error page's details; a session behind a BOM opens. */
static void
test_refused_inputs (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *fifo = g_build_filename (dir, "no-writer.fifo", NULL);
  g_autofree char *array = g_build_filename (dir, "array.json", NULL);
  g_autofree char *good = gp_test_fixture ("software-healthy.json");
  g_autofree char *text = gp_test_read_file (good);
  g_autofree char *bom_text = g_strconcat ("\xef\xbb\xbf", text, NULL);
  g_autofree char *bom = g_build_filename (dir, "bom.json", NULL);
  const struct { const char *path; const char *expect; } cases[] = {
    { fifo, "no-writer.fifo is a FIFO (named pipe), not a regular file" },
    { "/dev/zero", "/dev/zero is a character device, not a regular file" },
    { array, "array.json is a JSON array, not a gst-profile session (expected an object with \"schema\")" },
  };
  GpWindow *window;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_true (g_file_set_contents (array, "[]", -1, NULL));
  g_assert_true (g_file_set_contents (bom, bom_text, -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      window = gp_app_test_new_window (app);
      g_assert_false (load_path (window, cases[i].path, NULL, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("expected '%s' in '%s'", cases[i].expect, error->message);
      g_assert_null (gp_window_get_document (window));
      g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
      g_assert_cmpstr (gp_error_page_get_detail (gp_app_test_error_page (window)), ==, error->message);
      gp_app_test_close_window (GTK_WINDOW (window));
    }

  window = gp_app_test_new_window (app);
  g_assert_true (load_path (window, bom, NULL, NULL));
  g_assert_nonnull (gp_window_get_document (window));
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);
  main_thread = g_thread_self ();

  g_test_add_func ("/gp/app/load/two-steps", test_two_steps);
  g_test_add_func ("/gp/app/load/series-error-after-graph", test_series_error_after_graph);
  g_test_add_func ("/gp/app/load/refused-inputs", test_refused_inputs);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
