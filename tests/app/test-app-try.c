/* test-app-try.c: Try Fixes from the Launch view, on real pipelines through the real CLI
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

/* A queue-less x264 pipeline recorded here with `gst-profile run` (QUEUE fires, nothing else has a
 * patch): the Launch view's Try Fixes… is on; the dialog shows the three variants (the original,
 * QUEUE, all together: QUEUE's string again) and their commands before anything runs; one run each
 * ends with the progress at 3/3, the table's QUEUE row clearing F-QUEUE and no row marked better or
 * worse (one run has no spread); its Open Comparison opens the original's first run against QUEUE's. Stop in the
 * middle, and closing the dialog in the middle, end the run in progress cleanly and leave no
 * gst-launch-1.0 behind. A Jetson recording's runs fail here for want of nvvidconv: each says why,
 * and its rows cannot be compared. A session recorded over SSH (the loopback sshd) is tried on its
 * board with the options saved for it in New Capture; a board that refuses the key says that
 * key-based login is needed. A healthy session has nothing to try; a CLI that is not there or fails
 * is said in one sentence. Nothing here asserts a time or a speed-up. */

#include "config.h"

#include <string.h>

#include "gp-app-settings.h"
#include "gp-app-test-util.h"
#include "gp-compare-window.h"
#include "gp-loader.h"
#include "gp-session-json.h"
#include "gp-ssh-board.h"
#include "gp-test-util.h"
#include "gp-try-dialog.h"
#include "gp-try-run-item.h"
#include "gp-try-variant-item.h"

#define MARKER "trymark"
#define LAUNCH \
  "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 ! " \
  "x264enc speed-preset=ultrafast tune=zerolatency ! fakesink name=" MARKER

static GpApplication *app;
static GpSshBoard *board;
static char *dir;
static char *recorded;

/* The session every case tries, recorded once. */
static const char *
recording (void)
{
  if (recorded == NULL)
    {
      g_autofree char *path = g_build_filename (dir, "recorded.json", NULL);
      g_autoptr(GpCliResult) res = gp_test_run_clivp ("run", "--duration", "2", "--out", path, LAUNCH, NULL);

      g_assert_cmpint (res->status, <=, 1);
      recorded = g_steal_pointer (&path);
    }
  return recorded;
}

/* The Launch view's Try Fixes… button. */
static GtkWidget *
try_button (GpWindow *window)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_launch_pane (window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "session.try-fixes") == 0)
      return g_ptr_array_index (buttons, i);
  g_assert_not_reached ();
}

static GpTryDialog *
open_dialog (GpWindow *window)
{
  GpTryDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.try-fixes", NULL));
  dialog = gp_try_dialog_get_for_window (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  gp_app_test_wait (100);
  return dialog;
}

static void
wait_state (GpTryProcess      *process,
            GpTryProcessState  state,
            guint              timeout_ms)
{
  for (guint waited = 0; waited < timeout_ms && gp_try_process_get_state (process) != state; waited += 50)
    gp_app_test_wait (50);
  g_test_message ("%s", gp_try_process_get_log (process));
  g_assert_cmpint (gp_try_process_get_state (process), ==, state);
}

static void
wait_marker (void)
{
  for (guint i = 0; i < 300 && !gp_test_has_launch (MARKER); i++)
    gp_app_test_wait (50);
  g_assert_true (gp_test_has_launch (MARKER));
}

static void
assert_nothing_left (void)
{
  for (guint i = 0; i < 100 && gp_test_has_launch (MARKER); i++)
    gp_app_test_wait (50);
  g_assert_false (gp_test_has_launch (MARKER));
}

/* @name's row of @model (which keeps it), or NULL. */
static GpTryVariantItem *
find_variant (GListModel *model,
              const char *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      GpTryVariantItem *item = g_list_model_get_item (model, i);

      g_object_unref (item);
      if (g_str_equal (gp_try_variant_item_get_name (item), name))
        return item;
    }
  return NULL;
}

static guint
total_runs (GListModel *variants)
{
  guint total = 0;

  for (guint i = 0; i < g_list_model_get_n_items (variants); i++)
    {
      g_autoptr(GpTryVariantItem) item = g_list_model_get_item (variants, i);

      total += gp_try_variant_item_get_runs (item);
    }
  return total;
}

static void
close_dialog (GpTryDialog *dialog)
{
  gp_app_test_close_window (GTK_WINDOW (dialog));
}

/* Off without a fix to try; on with one. */
static void
test_enabled (void)
{
  g_autofree char *healthy = gp_test_fixture ("software-healthy.json");
  GpWindow *window = gp_app_test_open_window (app, healthy);

  gp_app_test_wait_complete (window);
  g_assert_false (gtk_widget_get_sensitive (try_button (window)));
  gp_app_test_close_window (GTK_WINDOW (window));

  window = gp_app_test_open_window (app, recording ());
  gp_app_test_wait_complete (window);
  g_assert_true (gtk_widget_get_sensitive (try_button (window)));
  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
test_run (void)
{
  GpWindow *window = gp_app_test_open_window (app, recording ());
  GpTryDialog *dialog;
  GListModel *planned;
  GListModel *runs;
  GListModel *variants;
  GpTryProcess *process;
  GpTryVariantItem *queue;
  GpTryVariantItem *original;
  GtkWindow *comparison;
  GpCompare *compare;
  g_autoptr(GpTryVariantItem) first = NULL;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autofree char *shot = NULL;
  guint open_buttons = 0;

  gp_app_test_wait_complete (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "launch");
  dialog = open_dialog (window);

  /* Before anything runs: where, the variants and their exact commands. */
  g_assert_null (gp_try_dialog_get_error (dialog));
  g_assert_null (gp_try_dialog_get_process (dialog));
  g_assert_cmpstr (gp_try_dialog_get_where (dialog), ==, "This computer");
  g_assert_cmpuint (gp_try_dialog_get_runs (dialog), ==, 3);
  g_assert_cmpfloat (gp_try_dialog_get_duration (dialog), <=, 30.0);
  planned = gp_try_dialog_get_planned (dialog);
  g_assert_cmpuint (g_list_model_get_n_items (planned), ==, 3);
  first = g_list_model_get_item (planned, 1);
  g_assert_cmpstr (gp_try_variant_item_get_name (first), ==, "QUEUE");
  g_assert_nonnull (strstr (gp_try_variant_item_get_command (first), "'!' 'queue' '!' 'x264enc'"));
  g_assert_true (g_str_has_prefix (gp_try_variant_item_get_command (first), "gst-launch-1.0 -e "));
  shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "try-before");
  g_clear_pointer (&shot, g_free);

  gp_try_dialog_set_runs (dialog, 1);
  gp_try_dialog_set_duration (dialog, 2.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL));
  process = gp_try_dialog_get_process (dialog);
  g_assert_nonnull (process);
  g_assert_cmpuint (gp_try_process_get_n_total (process), ==, 3);
  g_assert_true (g_file_test (gp_try_dialog_get_out_dir (dialog), G_FILE_TEST_IS_DIR));
  g_assert_true (g_str_has_prefix (gp_try_dialog_get_out_dir (dialog), g_get_user_cache_dir ()));

  /* The progress, a run at a time. */
  for (guint i = 0; i < 1200 && gp_try_process_get_n_done (process) < 1; i++)
    gp_app_test_wait (50);
  g_assert_cmpuint (gp_try_process_get_n_done (process), >=, 1);
  if (gp_try_process_get_state (process) == GP_TRY_PROCESS_RUNNING)
    shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "try-running");
  g_clear_pointer (&shot, g_free);

  wait_state (process, GP_TRY_PROCESS_DONE, 120000);
  g_assert_false (gp_try_process_get_stopped (process));
  g_assert_cmpuint (gp_try_process_get_n_done (process), ==, 3);
  g_assert_cmpfloat (gp_try_process_get_fraction (process), ==, 1.0);
  runs = gp_try_process_get_runs (process);
  g_assert_cmpuint (g_list_model_get_n_items (runs), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GpTryRunItem) run = g_list_model_get_item (runs, i);

      g_assert_false (gp_try_run_item_get_failed (run));
      g_assert_cmpstr (gp_try_run_item_get_variant (run), ==, i == 0 ? "original" : i == 1 ? "QUEUE" : "all");
      g_assert_true (g_str_has_prefix (gp_try_run_item_get_summary (run), "latency p95 "));
      g_assert_true (g_file_test (gp_try_run_item_get_session (run), G_FILE_TEST_IS_REGULAR));
    }

  /* The table: the three rows, QUEUE clears QUEUE, the original nothing; one run each, so no
   * mark says better or worse. */
  variants = gp_try_process_get_variants (process);
  g_assert_cmpuint (g_list_model_get_n_items (variants), ==, 3);
  queue = find_variant (variants, "QUEUE");
  original = find_variant (variants, "original");
  g_assert_nonnull (queue);
  g_assert_nonnull (original);
  g_assert_cmpuint (gp_try_variant_item_get_runs (queue), ==, 1);
  g_assert_true (g_strv_contains (gp_try_variant_item_get_cleared (queue), "F-QUEUE"));
  g_assert_cmpuint (g_strv_length ((char **) gp_try_variant_item_get_cleared (original)), ==, 0);
  g_assert_cmpstr (gp_try_variant_item_get_latency_mark (original), ==, "");
  g_assert_cmpstr (gp_try_variant_item_get_latency_text (queue), !=, "—");
  g_assert_cmpstr (gp_try_variant_item_get_latency_mark (queue), ==, "");
  g_assert_true (g_str_has_prefix (gp_try_dialog_get_status (dialog), "Done: 3 runs."));
  g_assert_nonnull (strstr (gp_try_dialog_get_status (dialog), "no row is marked better or worse"));
  gp_app_test_wait (200);
  shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "try-table");

  /* A row's Open Comparison: the original's first run before, QUEUE's after. */
  gp_app_test_collect_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "try.open-comparison") == 0)
      {
        g_assert_true (gtk_widget_get_sensitive (g_ptr_array_index (buttons, i)));
        open_buttons++;
      }
  g_assert_cmpuint (open_buttons, ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.open-comparison", "s", "QUEUE"));
  for (guint i = 0; i < 200 && gp_try_dialog_get_comparison (dialog) == NULL; i++)
    gp_app_test_wait (50);
  comparison = gp_try_dialog_get_comparison (dialog);
  g_assert_true (GP_IS_COMPARE_WINDOW (comparison));
  compare = gp_compare_view_get_compare (gp_compare_window_get_view (GP_COMPARE_WINDOW (comparison)));
  g_assert_cmpstr (gp_session_get_info (compare->before)->label, ==, "try original #1");
  g_assert_cmpstr (gp_session_get_info (compare->after)->label, ==, "try QUEUE #1");
  /* Two runs of one session's variants: siblings, not "a re-run of another session". */
  g_assert_cmpint (compare->parent, ==, GP_COMPARE_PARENT_SIBLING);
  g_assert_nonnull (strstr (gp_session_get_info (compare->after)->launch, "! queue !"));
  g_assert_null (strstr (gp_session_get_info (compare->before)->launch, "! queue !"));
  gp_app_test_close_window (comparison);

  close_dialog (dialog);
  assert_nothing_left ();
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Stop in the middle: the run in progress ends and is kept, no other starts. */
static void
test_cancel (void)
{
  GpWindow *window = gp_app_test_open_window (app, recording ());
  GpTryDialog *dialog;
  GpTryProcess *process;

  gp_app_test_wait_complete (window);
  dialog = open_dialog (window);
  gp_try_dialog_set_runs (dialog, 3);
  gp_try_dialog_set_duration (dialog, 20.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL));
  process = gp_try_dialog_get_process (dialog);
  wait_marker ();
  gp_app_test_wait (1500);
  g_assert_cmpuint (gp_try_process_get_n_done (process), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.cancel", NULL));
  g_assert_cmpint (gp_try_process_get_state (process), ==, GP_TRY_PROCESS_STOPPING);

  wait_state (process, GP_TRY_PROCESS_DONE, 60000);
  g_assert_true (gp_try_process_get_stopped (process));
  /* At most the run that was in progress. */
  g_assert_cmpuint (gp_try_process_get_n_done (process), <=, 1);
  g_assert_cmpuint (total_runs (gp_try_process_get_variants (process)), <=, 1);
  g_assert_cmpuint (g_list_model_get_n_items (gp_try_process_get_runs (process)), <=, 1);
  g_assert_true (g_str_has_prefix (gp_try_dialog_get_status (dialog), "Stopped: "));
  assert_nothing_left ();

  close_dialog (dialog);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Closing the dialog while it runs stops the run and waits for the CLI before it goes. */
static void
test_close_running (void)
{
  GpWindow *window = gp_app_test_open_window (app, recording ());
  GpTryDialog *dialog;
  g_autoptr(GpTryProcess) process = NULL;
  gpointer weak;

  gp_app_test_wait_complete (window);
  dialog = open_dialog (window);
  gp_try_dialog_set_duration (dialog, 20.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL));
  process = g_object_ref (gp_try_dialog_get_process (dialog));
  wait_marker ();
  gp_app_test_wait (1500);

  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  gtk_window_close (GTK_WINDOW (dialog));
  /* Still there: the run in progress is ending. */
  g_assert_nonnull (weak);
  g_assert_cmpint (gp_try_process_get_state (process), ==, GP_TRY_PROCESS_STOPPING);
  gp_app_test_wait_gone (&weak, 60000);
  g_assert_cmpint (gp_try_process_get_state (process), ==, GP_TRY_PROCESS_DONE);
  assert_nothing_left ();
  g_assert_null (gp_try_dialog_get_for_window (window));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A Jetson recording on this computer: five variants; every run fails for want of nvvidconv and
 * says so; the rows have nothing to compare. */
static void
test_runs_fail (void)
{
  g_autofree char *zc = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  GpWindow *window = gp_app_test_open_window (app, zc);
  GpTryDialog *dialog;
  GpTryProcess *process;
  GListModel *runs;
  GListModel *variants;

  gp_app_test_wait_complete (window);
  dialog = open_dialog (window);
  g_assert_cmpuint (g_list_model_get_n_items (gp_try_dialog_get_planned (dialog)), ==, 5);
  gp_try_dialog_set_runs (dialog, 1);
  gp_try_dialog_set_duration (dialog, 1.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL));
  process = gp_try_dialog_get_process (dialog);
  wait_state (process, GP_TRY_PROCESS_DONE, 120000);

  runs = gp_try_process_get_runs (process);
  g_assert_cmpuint (g_list_model_get_n_items (runs), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(GpTryRunItem) run = g_list_model_get_item (runs, i);

      g_assert_true (gp_try_run_item_get_failed (run));
      g_assert_true (g_str_has_prefix (gp_try_run_item_get_summary (run), "failed: "));
      g_assert_null (gp_try_run_item_get_session (run));
    }
  variants = gp_try_process_get_variants (process);
  g_assert_cmpuint (g_list_model_get_n_items (variants), ==, 5);
  g_assert_cmpuint (total_runs (variants), ==, 0);
  /* Nothing to compare: the action does nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.open-comparison", "s", "all"));
  gp_app_test_wait (200);
  g_assert_null (gp_try_dialog_get_comparison (dialog));
  g_assert_false (gp_try_dialog_get_auth_hint (dialog));

  close_dialog (dialog);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The CLI not there, or failing: one sentence in the dialog, nothing else happens. */
static void
test_cli_errors (void)
{
  g_autofree char *cli = g_strdup (g_getenv ("GP_CLI"));
  g_autofree char *missing = g_build_filename (dir, "no-such-gst-profile", NULL);
  g_autofree char *false_path = g_find_program_in_path ("false");
  GpWindow *window = gp_app_test_open_window (app, recording ());
  GpTryDialog *dialog;
  GpTryProcess *process;
  const char *error;

  gp_app_test_wait_complete (window);

  g_setenv ("GP_CLI", missing, TRUE);
  dialog = open_dialog (window);
  error = gp_try_dialog_get_error (dialog);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "no-such-gst-profile is not an executable file."));
  g_assert_null (strchr (error, '\n'));
  /* Start is off. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL);
  g_assert_null (gp_try_dialog_get_process (dialog));
  close_dialog (dialog);

  /* A program that fails at once and says nothing. */
  g_assert_nonnull (false_path);
  g_setenv ("GP_CLI", false_path, TRUE);
  dialog = open_dialog (window);
  g_assert_null (gp_try_dialog_get_error (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL));
  process = gp_try_dialog_get_process (dialog);
  wait_state (process, GP_TRY_PROCESS_FAILED, 30000);
  error = gp_try_dialog_get_error (dialog);
  g_assert_cmpstr (error, ==, "gst-profile try ended with status 1 and said nothing.");
  g_assert_cmpstr (gp_try_dialog_get_status (dialog), ==, error);
  close_dialog (dialog);

  g_setenv ("GP_CLI", cli, TRUE);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The options New Capture saved for the loopback board: those of @login. */
static void
save_board_options (GpSshLogin login)
{
  g_autoptr(GSettings) settings = gp_app_settings_new ();
  g_auto(GStrv) options = gp_ssh_board_options (board, login, NULL);
  g_autofree char *joined = g_strjoinv (" ", options);
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  g_variant_builder_add (&builder, "(ss)", GP_SSH_BOARD_DEST, joined);
  g_settings_set_value (settings, "ssh-targets", g_variant_builder_end (&builder));
}

/* A session of LAUNCH recorded on the board; with @keep_key FALSE its options lose the key it was
 * recorded with (a session made elsewhere). */
static char *
record_on_board (const char *name,
                 gboolean    keep_key)
{
  char *path = g_build_filename (dir, name, NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "--duration", "2", "--out", path, LAUNCH, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);

  g_test_message ("%s", res->err);
  g_assert_cmpint (res->status, <=, 1);
  /* The file as text: a loaded session saves what it read. */
  if (!keep_key)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(GError) error = NULL;
      JsonObject *ssh;
      JsonArray *options;

      json_parser_load_from_file (parser, path, &error);
      g_assert_no_error (error);
      ssh = json_object_get_object_member (json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                                                          "target"),
                                           "ssh");
      options = json_object_get_array_member (ssh, "options");
      for (guint i = json_array_get_length (options); i > 0; i--)
        if (g_str_has_prefix (json_array_get_string_element (options, i - 1), "IdentityFile="))
          json_array_remove_element (options, i - 1);
      json_generator_set_root (generator, json_parser_get_root (parser));
      g_assert_true (json_generator_to_file (generator, path, &error));
      g_assert_no_error (error);
    }
  return path;
}

/* On the board over SSH, with the options saved for it first. */
static void
test_ssh (void)
{
  g_autofree char *path = NULL;
  GpWindow *window;
  GpTryDialog *dialog;
  GpTryProcess *process;
  GListModel *runs;

  board = board != NULL ? board : gp_ssh_board_start ();
  path = record_on_board ("board.json", TRUE);
  save_board_options (GP_SSH_LOGIN_PLAIN);
  window = gp_app_test_open_window (app, path);
  gp_app_test_wait_complete (window);
  dialog = open_dialog (window);
  g_assert_null (gp_try_dialog_get_error (dialog));
  g_assert_cmpstr (gp_try_dialog_get_where (dialog), ==, "The board " GP_SSH_BOARD_DEST ", over SSH");
  g_assert_cmpstr (gp_try_plan_get_destination (gp_try_dialog_get_plan (dialog)), ==, GP_SSH_BOARD_DEST);

  gp_try_dialog_set_runs (dialog, 1);
  gp_try_dialog_set_duration (dialog, 1.5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL));
  process = gp_try_dialog_get_process (dialog);
  wait_state (process, GP_TRY_PROCESS_DONE, 120000);
  runs = gp_try_process_get_runs (process);
  g_assert_cmpuint (g_list_model_get_n_items (runs), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GpTryRunItem) run = g_list_model_get_item (runs, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSession) session = NULL;

      g_assert_false (gp_try_run_item_get_failed (run));
      session = gp_load_path (gp_try_run_item_get_session (run), NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (gp_session_get_target (session)->ssh_destination, ==, GP_SSH_BOARD_DEST);
    }
  g_assert_true (g_strv_contains (gp_try_variant_item_get_cleared (find_variant (gp_try_process_get_variants (process),
                                                                                  "QUEUE")),
                                  "F-QUEUE"));
  g_assert_false (gp_try_dialog_get_auth_hint (dialog));
  gp_ssh_board_assert_nothing_left (board, MARKER);

  close_dialog (dialog);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A key the board does not know: every run fails with the CLI's line, and the dialog says that
 * key-based login is needed. */
static void
test_ssh_auth (void)
{
  g_autofree char *path = NULL;
  g_autofree char *shot = NULL;
  GpWindow *window;
  GpTryDialog *dialog;
  GpTryProcess *process;
  GListModel *runs;

  board = board != NULL ? board : gp_ssh_board_start ();
  path = record_on_board ("board-elsewhere.json", FALSE);
  save_board_options (GP_SSH_LOGIN_STRANGER);
  window = gp_app_test_open_window (app, path);
  gp_app_test_wait_complete (window);
  dialog = open_dialog (window);
  gp_try_dialog_set_runs (dialog, 1);
  gp_try_dialog_set_duration (dialog, 1.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "try.start", NULL));
  process = gp_try_dialog_get_process (dialog);
  wait_state (process, GP_TRY_PROCESS_DONE, 120000);

  runs = gp_try_process_get_runs (process);
  g_assert_cmpuint (g_list_model_get_n_items (runs), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GpTryRunItem) run = g_list_model_get_item (runs, i);

      g_assert_true (gp_try_run_item_get_failed (run));
      g_assert_nonnull (strstr (gp_try_run_item_get_summary (run), "authentication failed"));
    }
  g_assert_true (gp_try_dialog_get_auth_hint (dialog));
  shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "try-ssh-auth");

  close_dialog (dialog);
  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The sessions' folders go under a cache of the test's own. */
  dir = g_dir_make_tmp ("gp-app-try-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_setenv ("XDG_CACHE_HOME", dir, TRUE);
  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/try/enabled", test_enabled);
  g_test_add_func ("/gp/app/try/run", test_run);
  g_test_add_func ("/gp/app/try/cancel", test_cancel);
  g_test_add_func ("/gp/app/try/close-running", test_close_running);
  g_test_add_func ("/gp/app/try/runs-fail", test_runs_fail);
  g_test_add_func ("/gp/app/try/cli-errors", test_cli_errors);
  g_test_add_func ("/gp/app/try/ssh", test_ssh);
  g_test_add_func ("/gp/app/try/ssh-auth", test_ssh_auth);

  status = g_test_run ();

  if (board != NULL)
    gp_ssh_board_stop (board);
  g_clear_object (&app);
  gp_test_rm_rf (dir);
  g_free (dir);
  g_free (recorded);
  return status;
}
