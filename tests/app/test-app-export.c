/* test-app-export.c: the main menu's Export section: the CLI's bytes, written from the app
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

#include <glib/gstdio.h>

#include "gp-app-test-util.h"
#include "gp-error.h"
#include "gp-test-capture.h"
#include "gp-test-util.h"

static GpApplication *app;
static char *tmp_dir;

/* Recorded sessions, and a hand-made one whose series lists its elements
 * out of sorted order (jetson-zc-break.json: see assert_same_report()). */
static const char *fixtures[] = { "orin-nx-jp6-zc-break.json", "software-healthy.json", "jetson-zc-break.json" };

/* What `win.export` takes and the CLI command that writes the same. */
typedef struct
{
  const char *kind;
  const char *args[4];   /* after PATH, before -o */
} Kind;

static const Kind kinds[] = {
  { "svg", { "--graph", "svg", NULL } },
  { "png", { "--graph", "png", NULL } },
  { "html", { NULL } },
  { "csv", { "--series", "csv", NULL } },
  { "perfetto", { "--trace", "perfetto", NULL } },
};

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
} Exported;

static void
exported_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Exported *exported = user_data;

  exported->ok = gp_window_export_finish (GP_WINDOW (object), result, &exported->error);
  exported->done = TRUE;
}

/* gp_window_export_async() to @path, waited for; FALSE with @error. */
static gboolean
export_to (GpWindow    *window,
           const char  *kind,
           const char  *path,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Exported exported = { 0 };

  gp_window_export_async (window, kind, file, NULL, exported_cb, &exported);
  g_assert_true (gp_app_test_wait_for (&exported.done, 60000));
  if (exported.error != NULL)
    g_propagate_error (error, exported.error);
  return exported.ok;
}

/* What the CLI writes for @kind of @input (with @dot merged) into @out. */
static void
cli_export (const Kind *kind,
            const char *input,
            const char *dot,
            const char *out)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GpCliResult) cli = NULL;

  g_ptr_array_add (args, (char *) (kind->args[0] != NULL ? "export" : "report"));
  g_ptr_array_add (args, (char *) input);
  for (guint i = 0; kind->args[i] != NULL; i++)
    g_ptr_array_add (args, (char *) kind->args[i]);
  if (dot != NULL)
    {
      g_ptr_array_add (args, (char *) "--dot");
      g_ptr_array_add (args, (char *) dot);
    }
  g_ptr_array_add (args, (char *) "-o");
  g_ptr_array_add (args, (char *) out);
  g_ptr_array_add (args, NULL);

  cli = gp_test_run_cli ((const char * const *) args->pdata);
  if (cli->status != 0)
    g_test_message ("%s", cli->err);
  g_assert_cmpint (cli->status, ==, 0);
}

/* Fails with the first difference of @got and @want, briefly. */
static void
assert_same_text (const char *got,
                  gsize       got_len,
                  const char *want,
                  gsize       want_len,
                  const char *what)
{
  gsize i = 0;

  while (i < got_len && i < want_len && got[i] == want[i])
    i++;
  if (i == got_len && i == want_len)
    return;
  {
    gsize from = i > 60 ? i - 60 : 0;
    g_autofree char *got_at = g_strndup (got + from, MIN (got_len - from, 120));
    g_autofree char *want_at = g_strndup (want + from, MIN (want_len - from, 120));

    g_error ("%s: %" G_GSIZE_FORMAT " and %" G_GSIZE_FORMAT " bytes, first difference at byte %"
             G_GSIZE_FORMAT ":\napp: %s\ncli: %s", what, got_len, want_len, i, got_at, want_at);
  }
}

static void
assert_same_bytes (const char *got_path,
                   const char *want_path)
{
  g_autofree char *got = NULL;
  g_autofree char *want = NULL;
  gsize got_len, want_len;

  g_assert_true (g_file_get_contents (got_path, &got, &got_len, NULL));
  g_assert_true (g_file_get_contents (want_path, &want, &want_len, NULL));
  g_assert_cmpuint (want_len, >, 100);
  assert_same_text (got, got_len, want, want_len, got_path);
}

/* @html split at its embedded session JSON: the page with that JSON and
 * the CSP hash of its script cut out, and the JSON. */
static JsonNode *
split_report (const char  *html,
              char       **rest)
{
  static const char *open = "<script>window.__SESSION__=";
  static const char *verdict = ";window.__VERDICT__=";
  const char *start = strstr (html, open);
  const char *end = start != NULL ? strstr (start, verdict) : NULL;
  g_autofree char *json = NULL;
  g_autofree char *head = NULL;
  g_autofree char *page = NULL;
  g_autoptr(GRegex) csp = g_regex_new ("script-src 'sha256-[^']*'", 0, 0, NULL);

  g_assert_nonnull (start);
  g_assert_nonnull (end);
  json = g_strndup (start + strlen (open), end - start - strlen (open));
  head = g_strndup (html, start - html);
  page = g_strconcat (head, end, NULL);
  *rest = g_regex_replace_literal (csp, page, -1, 0, "script-src HASH", 0, NULL);
  return gp_test_parse_json (json);
}

/* The report from the app is the CLI's. The app never keeps a session's
 * series text (gp-document-loader.c): its series is written from the
 * columns, elements and links in sorted order, so when the file lists them
 * otherwise (@reordered) only that order differs: the embedded JSON is the
 * same value, the page around it the same bytes. */
static void
assert_same_report (const char *got_path,
                    const char *want_path,
                    gboolean    reordered)
{
  g_autofree char *got = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got_rest = NULL;
  g_autofree char *want_rest = NULL;
  g_autoptr(JsonNode) got_json = NULL;
  g_autoptr(JsonNode) want_json = NULL;

  if (!reordered)
    {
      assert_same_bytes (got_path, want_path);
      return;
    }

  got = gp_test_read_file (got_path);
  want = gp_test_read_file (want_path);
  g_assert_cmpstr (got, !=, want);
  got_json = split_report (got, &got_rest);
  want_json = split_report (want, &want_rest);
  g_assert_true (json_node_equal (got_json, want_json));
  assert_same_text (got_rest, strlen (got_rest), want_rest, strlen (want_rest), got_path);
}

/* Whether @path's series lists its elements or links out of sorted order. */
static gboolean
series_reordered (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  g_autoptr(JsonNode) node = gp_test_parse_json (text);
  JsonObject *series = json_object_get_object_member (json_node_get_object (node), "series");
  static const char *members[] = { "elements", "links" };

  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      g_autoptr(GList) keys = json_object_get_members (json_object_get_object_member (series, members[m]));

      for (const GList *l = keys; l != NULL && l->next != NULL; l = l->next)
        if (strcmp (l->data, l->next->data) > 0)
          return TRUE;
    }
  return FALSE;
}

/* The same bytes but for the session's id and start, which a tracer log's
 * session gets when it is read (from the clock: the CLI's run and the
 * app's differ). */
static void
assert_same_but_clock (const char *got_path,
                       const char *want_path,
                       const char *got_id)
{
  g_autofree char *got = gp_test_read_file (got_path);
  g_autofree char *want = gp_test_read_file (want_path);
  g_autoptr(GRegex) clock = g_regex_new ("\\b[0-9]{8}T[0-9]{6}\\b|\\b[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z\\b",
                                         0, 0, NULL);
  g_autofree char *got_plain = g_regex_replace_literal (clock, got, -1, 0, "CLOCK", 0, NULL);
  g_autofree char *want_plain = g_regex_replace_literal (clock, want, -1, 0, "CLOCK", 0, NULL);

  g_assert_nonnull (strstr (got, got_id));
  assert_same_text (got_plain, strlen (got_plain), want_plain, strlen (want_plain), got_path);
}

/* The labels under @root, one a line. */
static char *
labels_text (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  gp_app_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (text, "%s\n", gtk_label_get_label (g_ptr_array_index (labels, i)));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Waits (up to 2 s) for a label reading @text under @root. */
static gboolean
wait_label (GtkWidget  *root,
            const char *text)
{
  g_autofree char *line = g_strconcat ("\n", text, "\n", NULL);

  for (guint i = 0; i < 200; i++)
    {
      g_autofree char *all = labels_text (root);
      g_autofree char *framed = g_strconcat ("\n", all, NULL);

      if (strstr (framed, line) != NULL)
        return TRUE;
      gp_app_test_wait (10);
    }
  {
    g_autofree char *all = labels_text (root);
    g_test_message ("no label '%s' in:\n%s", text, all);
  }
  return FALSE;
}

/* Each kind of each fixture, from the window, is what the CLI writes for
 * that file (the report has no timestamp: byte-equal too), and a toast
 * says where it went. */
static void
test_same_as_cli (void)
{
  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      g_autofree char *input = gp_test_fixture (fixtures[f]);
      GpWindow *window = gp_app_test_open_window (app, input);

      gboolean reordered = series_reordered (input);

      gp_app_test_wait_complete (window);
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          g_autofree char *name = g_strdup_printf ("%u-%s.app", f, kinds[k].kind);
          g_autofree char *got = g_build_filename (tmp_dir, name, NULL);
          g_autofree char *want = g_strconcat (got, ".cli", NULL);
          g_autofree char *base = g_path_get_basename (got);
          g_autofree char *toast = g_strdup_printf ("Exported to %s", base);
          g_autoptr(GError) error = NULL;

          g_test_message ("%s: %s", fixtures[f], kinds[k].kind);
          g_assert_true (export_to (window, kinds[k].kind, got, &error));
          g_assert_no_error (error);
          cli_export (&kinds[k], input, NULL, want);
          if (g_str_equal (kinds[k].kind, "html"))
            assert_same_report (got, want, reordered);
          else
            assert_same_bytes (got, want);
          g_assert_true (wait_label (GTK_WIDGET (window), toast));
        }
      g_assert_null (gp_window_get_last_error (window));
      gp_app_test_close_window (GTK_WINDOW (window));
    }
}

/* A real gst-launch-1.0 tracer log with its dot dump, opened together in
 * the app: the exports are the CLI's for `export LOG --dot DOT`. */
static void
test_log_with_dot (void)
{
  const char *words[] = { "videotestsrc", "num-buffers=60", "!", "video/x-raw,width=320,height=240",
                          "!", "videoconvert", "!", "queue", "!", "fakesink", "sync=true", NULL };
  g_autofree char *dir = g_build_filename (tmp_dir, "log", NULL);
  g_autofree char *dot = NULL;
  g_autofree char *log = NULL;
  g_autoptr(GFile) log_file = NULL;
  g_autoptr(GPtrArray) dots = g_ptr_array_new_with_free_func (g_object_unref);
  GpAppTestLoad load = { 0 };
  GpWindow *window;

  g_mkdir_with_parents (dir, 0700);
  log = gp_test_capture_log (dir, words, &dot);
  g_assert_nonnull (dot);

  window = gp_app_test_new_window (app);
  log_file = g_file_new_for_path (log);
  g_ptr_array_add (dots, g_file_new_for_path (dot));
  gp_window_load_async (window, log_file, dots, NULL, NULL, NULL, NULL, gp_app_test_load_cb, &load);
  g_assert_true (gp_app_test_wait_for (&load.done, 60000));
  g_assert_no_error (load.error);
  g_assert_true (load.ok);
  gp_app_test_wait_complete (window);

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char *name = g_strdup_printf ("log-%s.app", kinds[k].kind);
      g_autofree char *got = g_build_filename (tmp_dir, name, NULL);
      g_autofree char *want = g_strconcat (got, ".cli", NULL);
      g_autoptr(GError) error = NULL;

      /* `report` takes no --dot. */
      if (kinds[k].args[0] == NULL)
        continue;
      g_test_message ("log: %s", kinds[k].kind);
      g_assert_true (export_to (window, kinds[k].kind, got, &error));
      g_assert_no_error (error);
      cli_export (&kinds[k], log, dot, want);
      /* The trace names the session by its id. */
      if (g_str_equal (kinds[k].kind, "perfetto"))
        assert_same_but_clock (got, want, gp_session_get_info (gp_document_get_session (
                                         gp_window_get_document (window)))->id);
      else
        assert_same_bytes (got, want);
    }

  gp_app_test_close_window (GTK_WINDOW (window));

  /* The session gst-profile writes of that log (its series from the
   * columns): every kind, the report too, the CLI's bytes. */
  {
    g_autofree char *session = g_build_filename (dir, "session.json", NULL);
    g_autoptr(GpCliResult) cli = gp_test_run_clivp ("analyze", log, "--dot", dot, "--out", session, NULL);

    g_assert_cmpint (cli->status, <=, 1);
    g_assert_false (series_reordered (session));
    window = gp_app_test_open_window (app, session);
    gp_app_test_wait_complete (window);
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        g_autofree char *name = g_strdup_printf ("saved-%s.app", kinds[k].kind);
        g_autofree char *got = g_build_filename (tmp_dir, name, NULL);
        g_autofree char *want = g_strconcat (got, ".cli", NULL);
        g_autoptr(GError) error = NULL;

        g_test_message ("saved: %s", kinds[k].kind);
        g_assert_true (export_to (window, kinds[k].kind, got, &error));
        g_assert_no_error (error);
        cli_export (&kinds[k], session, NULL, want);
        assert_same_bytes (got, want);
      }
    gp_app_test_close_window (GTK_WINDOW (window));
  }
}

/* The menu's way: `win.export` opens a save dialog named after the session
 * with the kind's filter; accepting it writes the file. */
static void
test_action_and_chooser (void)
{
  g_autofree char *input = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *want = g_build_filename (tmp_dir, "chooser.csv.cli", NULL);
  g_autofree char *got = g_build_filename (tmp_dir, "chooser.csv", NULL);
  g_autofree char *expected_name = NULL;
  g_autoptr(GFile) folder = g_file_new_for_path (tmp_dir);
  g_autoptr(GFile) current = NULL;
  GpWindow *window = gp_app_test_open_window (app, input);
  GtkFileFilter *filter;
  GtkWindow *dialog;
  gpointer weak;

  gp_app_test_wait_complete (window);
  expected_name = g_strconcat (gp_document_get_title (gp_window_get_document (window)), ".csv", NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export", "s", "csv"));
  /* No portal here: GtkFileChooserNative shows GTK's own dialog. */
  dialog = gp_app_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, 2000);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)), ==, GTK_FILE_CHOOSER_ACTION_SAVE);
  g_assert_cmpstr (gtk_window_get_title (dialog), ==, "Export Series as CSV");
  g_assert_cmpstr (gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog)), ==, expected_name);
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
  g_assert_nonnull (filter);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "CSV Files");
  gp_app_test_wait (300);
  g_free (gp_app_test_screenshot (GTK_WIDGET (dialog), "export-chooser"));

  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), "chooser.csv");
  current = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_assert_nonnull (current);
  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gp_app_test_wait_gone (&weak, 2000);

  g_assert_true (wait_label (GTK_WIDGET (window), "Exported to chooser.csv"));
  cli_export (&kinds[3], input, NULL, want);
  assert_same_bytes (got, want);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "export-toast"));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Nothing to export in an empty window: the action does nothing (it is
 * disabled), and gp_window_export_async() says why. */
static void
test_empty_window (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "empty.csv", NULL);
  g_autoptr(GError) error = NULL;
  GpWindow *window = gp_app_test_new_window (app);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.export", "s", "csv");
  g_assert_null (gp_app_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, 300));

  g_assert_false (export_to (window, "csv", path, &error));
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_nonnull (gp_window_get_last_error (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A destination that cannot be written: the window says so with the path,
 * nothing is left behind; the session file itself is refused, unchanged. */
static void
test_failures (void)
{
  g_autofree char *fixture = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *copy = g_build_filename (tmp_dir, "own.json", NULL);
  g_autofree char *missing = g_build_filename (tmp_dir, "no-such-dir", "graph.svg", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  GpWindow *window;

  before = gp_test_read_file (fixture);
  g_assert_true (g_file_set_contents (copy, before, -1, NULL));
  window = gp_app_test_open_window (app, copy);
  gp_app_test_wait_complete (window);

  g_assert_false (export_to (window, "svg", missing, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "Cannot export the graph"));
  g_assert_nonnull (strstr (error->message, "no-such-dir"));
  g_assert_cmpstr (gp_window_get_last_error (window), ==, error->message);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_assert_false (export_to (window, "csv", copy, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "the session itself"));
  after = gp_test_read_file (copy);
  g_assert_cmpstr (after, ==, before);
  gp_app_test_wait (300);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "export-failure"));

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);
  tmp_dir = g_build_filename (g_get_user_data_dir (), "export", NULL);
  g_mkdir_with_parents (tmp_dir, 0700);

  g_test_add_func ("/gp/app/export/same-as-cli", test_same_as_cli);
  g_test_add_func ("/gp/app/export/log-with-dot", test_log_with_dot);
  g_test_add_func ("/gp/app/export/action-and-chooser", test_action_and_chooser);
  g_test_add_func ("/gp/app/export/empty-window", test_empty_window);
  g_test_add_func ("/gp/app/export/failures", test_failures);

  status = g_test_run ();

  g_clear_object (&app);
  g_free (tmp_dir);
  return status;
}
