/* test-app-ssh.c: boards over SSH in the app (askpass, host keys, ~/.ssh/config, Re-run)
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
#include "gp-application.h"
#include "gp-app-ssh.h"
#include "gp-askpass-dialog.h"
#include "gp-capture-dialog-private.h"
#include "gp-loader.h"
#include "gp-rerun.h"
#include "gp-sshd-harness.h"
#include "gp-test-util.h"

/* No queue: F-QUEUE comes with an insert-element patch for Re-run to try. */
#define PIPELINE "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 " \
                 "! videoconvert ! fakesink"

static GpApplication *app;
static GpSshd *sshd;
static char *home;
static char *key_session;   /* captured over SSH with the test key, for Re-run */

/* --- helpers ---------------------------------------------------------------------- */

/* Waits (up to @timeout_ms) while @rerun checks or runs. */
static void
wait_rerun (GpRerun *rerun,
            guint    timeout_ms)
{
  for (guint i = 0; i < timeout_ms / 10 && (gp_rerun_get_state (rerun) == GP_RERUN_CHECKING ||
                                            gp_rerun_get_state (rerun) == GP_RERUN_RUNNING); i++)
    gp_app_test_wait (10);
}

/* @window, and the comparison and capture windows @rerun opened. */
static void
destroy_rerun_windows (GpRerun  *rerun,
                       GpWindow *window)
{
  if (gp_rerun_get_comparison (rerun) != NULL)
    gtk_window_destroy (gp_rerun_get_comparison (rerun));
  if (gp_rerun_get_capture_window (rerun) != NULL && gp_rerun_get_capture_window (rerun) != window)
    gtk_window_destroy (GTK_WINDOW (gp_rerun_get_capture_window (rerun)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The askpass dialog on screen, waiting up to @timeout_ms. */
static AdwMessageDialog *
wait_askpass (guint timeout_ms)
{
  for (guint i = 0; i < timeout_ms / 10; i++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint k = 0; k < g_list_model_get_n_items (toplevels); k++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (toplevels, k);

          if (ADW_IS_MESSAGE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)) &&
              gp_askpass_dialog_get_request (ADW_MESSAGE_DIALOG (item)) != NULL &&
              !gp_askpass_request_get_done (gp_askpass_dialog_get_request (ADW_MESSAGE_DIALOG (item))))
            return ADW_MESSAGE_DIALOG (item);
        }
      gp_app_test_wait (10);
    }
  return NULL;
}

static void
wait_dialog_settled (GpCaptureDialog *dialog,
                     guint            timeout_ms)
{
  for (guint i = 0; i < timeout_ms / 10; i++)
    {
      if (gp_capture_dialog_get_ready (dialog) || gp_capture_dialog_get_error (dialog) != NULL)
        return;
      gp_app_test_wait (10);
    }
}

static char *
options_for (const char *known_hosts,
             gboolean    with_key)
{
  g_auto(GStrv) options = gp_sshd_options (sshd, known_hosts, with_key);

  return g_strjoinv (" ", options);
}

static char *
host_fingerprint (void)
{
  g_autofree char *pub = gp_sshd_path (sshd, "host_key.pub");
  const char *argv[] = { "ssh-keygen", "-l", "-E", "sha256", "-f", pub, NULL };
  g_autofree char *out = NULL;
  g_auto(GStrv) fields = NULL;

  g_assert_cmpint (gp_test_spawn (argv, NULL, &out, NULL), ==, 0);
  fields = g_strsplit (out, " ", -1);
  return g_strdup (fields[1]);
}

/* Starts the checked dialog's capture for @seconds and waits for it to be saved. */
static GpSession *
capture_and_wait (GpWindow        *window,
                  GpCaptureDialog *dialog,
                  const char      *out,
                  double           seconds)
{
  gpointer weak = dialog;
  g_autoptr(GError) error = NULL;
  GpSession *session;

  gp_capture_dialog_set_launch (dialog, PIPELINE);
  gp_capture_dialog_set_duration (dialog, seconds);
  gp_capture_dialog_set_output (dialog, out);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  for (guint i = 0; i < 200 && weak != NULL; i++)
    gp_app_test_wait (10);
  if (weak != NULL)
    g_test_message ("dialog error: %s", gp_capture_dialog_get_error (dialog));
  g_assert_null (weak);
  g_assert_nonnull (gp_window_get_capture (window));

  /* The live view, as for local captures. */
  for (guint i = 0; i < 3000 && gp_window_get_capture (window) != NULL && gp_capture_get_n_windows (gp_window_get_capture (window)) < 3; i++)
    gp_app_test_wait (10);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gp_app_test_capture_bar (window))));
  g_assert_nonnull (gp_window_get_document (window));

  for (guint i = 0; i < 3000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (window));

  session = gp_load_path (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >=, 4);
  return session;
}

/* --- tests ------------------------------------------------------------------------ */

static void
test_config_hosts (void)
{
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  g_auto(GStrv) boards = gp_capture_dialog_dup_known_boards (dialog);
  g_autofree char *joined = g_strjoinv (",", boards);
  g_autofree char *shot = NULL;

  /* The Hosts of $HOME/.ssh/config, patterns left out. */
  g_assert_cmpstr (joined, ==, "loopback-board,lab-orin,lab-xavier");

  gp_capture_dialog_choose_known_board (dialog, 1);
  g_assert_cmpstr (gp_capture_dialog_get_destination (dialog), ==, "lab-orin");
  /* A board is not ready before its Check. */
  g_assert_false (gp_capture_dialog_get_ready (dialog));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (dialog)) &&
                  gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL) &&
                  gp_window_get_capture (window) != NULL);
  gp_app_test_wait (200);
  shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "capture-dialog-ssh-hosts");

  /* Back to this computer: its preflight again. */
  gp_capture_dialog_set_ssh (dialog, NULL, NULL);
  g_assert_true (gp_capture_dialog_get_ready (dialog));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
after_response_cb (AdwMessageDialog  *dialog,
                   const char        *response,
                   char             **left)
{
  *left = g_strdup (gtk_editable_get_text (gp_askpass_dialog_get_entry (dialog)));
}

/* Logins are key-only (tests/gp-sshd-harness.c): the secret the app asks
 * for is the passphrase of a throw-away key, never an account's password. */
static char *
passphrase_options (void)
{
  g_auto(GStrv) options = gp_sshd_passphrase_options (sshd, NULL);

  return g_strjoinv (" ", options);
}

static void
assert_passphrase_prompt (AdwMessageDialog *ask)
{
  GpAskpassRequest *request = gp_askpass_dialog_get_request (ask);
  g_autofree char *key = gp_sshd_path (sshd, "passphrase_key");
  g_autofree char *expected = g_strdup_printf ("Enter passphrase for key '%s'", key);

  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_SECRET);
  g_assert_true (g_str_has_prefix (gp_askpass_request_get_prompt (request), expected));
  g_assert_cmpstr (adw_message_dialog_get_heading (ask), ==, "Key Passphrase");
  g_assert_true (GTK_IS_PASSWORD_ENTRY (gp_askpass_dialog_get_entry (ask)));
}

static void
test_passphrase_login (void)
{
  g_autofree char *options = passphrase_options ();
  g_autofree char *destination = gp_sshd_destination ();
  g_autofree char *out = g_build_filename (home, "out", "passphrase.json", NULL);
  g_autofree char *shot = NULL;
  g_autoptr(GpSession) session = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog;
  AdwMessageDialog *ask;
  GtkEditable *entry;
  GpTarget *target;
  g_autofree char *left_in_entry = NULL;

  dialog = gp_app_test_open_capture_dialog (window);
  gp_capture_dialog_set_ssh (dialog, destination, options);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.check", NULL));

  /* ssh asks for the key's passphrase in our dialog; the test types it. */
  ask = wait_askpass (20000);
  g_assert_nonnull (ask);
  assert_passphrase_prompt (ask);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (ask)) == GTK_WINDOW (dialog));
  entry = gp_askpass_dialog_get_entry (ask);
  gtk_editable_set_text (entry, GP_SSHD_PASSPHRASE);
  gp_app_test_wait (200);
  shot = gp_app_test_screenshot (GTK_WIDGET (ask), "askpass-passphrase");
  /* What the entry holds once the dialog has answered (it then goes). */
  g_signal_connect (ask, "response", G_CALLBACK (after_response_cb), &left_in_entry);
  adw_message_dialog_response (ask, "connect");
  g_assert_cmpstr (left_in_entry, ==, "");

  /* The board's preflight, then Start. */
  wait_dialog_settled (dialog, 30000);
  g_assert_null (gp_capture_dialog_get_error (dialog));
  g_assert_true (gp_capture_dialog_get_ready (dialog));
  /* What the board can capture, shown (scrolled into view for the shot). */
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (dialog->gstreamer_row), "1."));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (dialog->platform_row), "generic"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog->tracers_row)));
  {
    GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (dialog->preflight_group), GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

    gp_app_test_wait (100);
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  }
  gp_app_test_wait (200);
  g_clear_pointer (&shot, g_free);
  shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "capture-dialog-ssh-preflight");

  session = capture_and_wait (window, dialog, out, 2.0);
  target = gp_session_get_target (session);
  g_assert_cmpstr (target->ssh_destination, ==, destination);
  g_assert_nonnull (target->ssh_options);
  g_assert_true (g_str_has_prefix (target->ssh_options[0], "Port="));
  g_assert_cmpstr (gp_session_get_info (session)->launch, ==, PIPELINE);
  g_assert_true (gp_graph_lookup_element (gp_session_get_graph (session), "videoconvert0") != NULL);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Answers each passphrase prompt with the next of @answers ("<cancel>"
 * cancels) until the dialog settles; returns how many were asked. */
static guint
answer_prompts (GpCaptureDialog    *dialog,
                const char * const *answers)
{
  AdwMessageDialog *ask;
  guint asked = 0;

  while ((ask = wait_askpass (10000)) != NULL)
    {
      const char *answer = answers[asked] != NULL ? answers[asked] : "not-the-passphrase";

      assert_passphrase_prompt (ask);
      if (g_str_equal (answer, "<cancel>"))
        adw_message_dialog_response (ask, "cancel");
      else
        {
          gtk_editable_set_text (gp_askpass_dialog_get_entry (ask), answer);
          adw_message_dialog_response (ask, "connect");
        }
      asked++;
      wait_dialog_settled (dialog, 200);
      if (gp_capture_dialog_get_error (dialog) != NULL || gp_capture_dialog_get_ready (dialog))
        break;
    }
  wait_dialog_settled (dialog, 20000);
  return asked;
}

/* Also: the saved boards, and the last one chosen when the dialog opens. */
static void
test_wrong_passphrase (void)
{
  g_autofree char *options = passphrase_options ();
  g_autofree char *destination = gp_sshd_destination ();
  const char *answers[] = { "wrong-1", "wrong-2", "wrong-3", NULL };
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog;
  g_auto(GStrv) boards = NULL;

  dialog = gp_app_test_open_capture_dialog (window);

  /* The dialog opens on the board of the capture before, with its
   * options; Start waits for Check. */
  g_assert_true (gp_capture_dialog_get_remote (dialog));
  g_assert_cmpstr (gp_capture_dialog_get_destination (dialog), ==, destination);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (dialog->options_row)), ==, options);
  g_assert_false (gp_capture_dialog_get_ready (dialog));

  /* That board is saved, first in the list; choosing it brings its options
   * back. */
  boards = gp_capture_dialog_dup_known_boards (dialog);
  g_assert_cmpstr (boards[0], ==, destination);
  g_assert_cmpstr (boards[1], ==, "loopback-board");
  gp_capture_dialog_choose_known_board (dialog, 0);
  g_assert_cmpstr (gp_capture_dialog_get_destination (dialog), ==, destination);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (dialog->options_row)), ==, options);

  /* ssh's three tries, then the message. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.check", NULL));
  g_assert_cmpuint (answer_prompts (dialog, answers), ==, 3);
  g_assert_false (gp_capture_dialog_get_ready (dialog));
  g_test_message ("%s", gp_capture_dialog_get_error (dialog));
  g_assert_nonnull (strstr (gp_capture_dialog_get_error (dialog), "did not accept the password or passphrase"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window's capture dialog aimed at the board with the passphrase key,
 * Check pressed and @answers given to the prompts; asserts how many were
 * asked. */
static GpCaptureDialog *
check_with_answers (GpWindow    *window,
                    const char **answers,
                    guint        n_asked)
{
  g_autofree char *options = passphrase_options ();
  g_autofree char *destination = gp_sshd_destination ();
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);

  gp_capture_dialog_set_ssh (dialog, destination, options);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.check", NULL));
  g_assert_cmpuint (answer_prompts (dialog, answers), ==, n_asked);

  return dialog;
}

/* A typo, then the passphrase: in. */
static void
test_wrong_then_right_passphrase (void)
{
  const char *answers[] = { "wrong-1", GP_SSHD_PASSPHRASE, NULL };
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = check_with_answers (window, answers, 2);

  g_assert_null (gp_capture_dialog_get_error (dialog));
  g_assert_true (gp_capture_dialog_get_ready (dialog));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Cancel: asked once, not again; nothing to start. */
static void
test_passphrase_cancelled (void)
{
  const char *answers[] = { "<cancel>", GP_SSHD_PASSPHRASE, NULL };
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = check_with_answers (window, answers, 1);

  g_assert_false (gp_capture_dialog_get_ready (dialog));
  g_assert_nonnull (gp_capture_dialog_get_error (dialog));
  g_test_message ("%s", gp_capture_dialog_get_error (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  gp_app_test_wait (50);
  g_assert_null (gp_window_get_capture (window));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_host_key (gconstpointer data)
{
  gboolean accept = GPOINTER_TO_INT (data);
  g_autofree char *known = g_build_filename (home, ".ssh", accept ? "known_hosts" : "rejected_known_hosts", NULL);
  g_autofree char *options = options_for (known, TRUE);
  g_autofree char *fingerprint = host_fingerprint ();
  g_autofree char *contents = NULL;
  g_autofree char *shot = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  AdwMessageDialog *ask;
  GpAskpassRequest *request;

  g_assert_true (g_file_set_contents (known, "", 0, NULL));
  gp_capture_dialog_set_ssh (dialog, "root@127.0.0.1", options);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.check", NULL));

  ask = wait_askpass (20000);
  g_assert_nonnull (ask);
  request = gp_askpass_dialog_get_request (ask);
  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_HOST_KEY);
  /* The fingerprint ssh gave, which is the server's. */
  g_assert_cmpstr (gp_askpass_request_get_fingerprint (request), ==, fingerprint);
  g_assert_null (gp_askpass_dialog_get_entry (ask));
  gp_app_test_wait (200);
  if (accept)
    shot = gp_app_test_screenshot (GTK_WIDGET (ask), "askpass-host-key");
  adw_message_dialog_response (ask, accept ? "accept" : "reject");

  wait_dialog_settled (dialog, 30000);
  if (accept)
    {
      g_autofree char *out = g_build_filename (home, "out", "key.json", NULL);
      g_autoptr(GpSession) session = NULL;

      g_assert_null (gp_capture_dialog_get_error (dialog));
      g_assert_true (gp_capture_dialog_get_ready (dialog));
      /* ssh itself added the key to the known_hosts in the test's HOME. */
      g_assert_true (gp_sshd_known (sshd, known));

      /* A capture with that key, for the Re-run test. */
      session = capture_and_wait (window, dialog, out, 2.0);
      g_assert_cmpstr (gp_session_get_target (session)->ssh_destination, ==, "root@127.0.0.1");
      key_session = g_strdup (out);
    }
  else
    {
      /* Refused, with a message; known_hosts untouched, nothing to start. */
      g_assert_false (gp_capture_dialog_get_ready (dialog));
      g_assert_nonnull (gp_capture_dialog_get_error (dialog));
      g_assert_nonnull (strstr (gp_capture_dialog_get_error (dialog), "host key"));
      g_assert_nonnull (strstr (gp_capture_dialog_get_error (dialog), "not accepted"));
      contents = gp_test_read_file (known);
      g_assert_cmpstr (contents, ==, "");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
      gp_app_test_wait (50);
      g_assert_null (gp_window_get_capture (window));
      gp_app_test_wait (200);
      shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "capture-dialog-ssh-rejected");
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A pipeline the board cannot build, captured over SSH (the host key
 * accepted by host-key-accepted): nothing saved, the window's error page
 * says why in gst-launch-1.0's words from the board. */
static void
test_capture_never_ran (void)
{
  g_autofree char *known = g_build_filename (home, ".ssh", "known_hosts", NULL);
  g_autofree char *options = options_for (known, TRUE);
  g_autofree char *out = g_build_filename (home, "out", "never.json", NULL);
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  GpErrorPage *page = gp_app_test_error_page (window);
  gpointer weak = dialog;

  gp_capture_dialog_set_ssh (dialog, "root@127.0.0.1", options);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.check", NULL));
  wait_dialog_settled (dialog, 30000);
  g_assert_null (gp_capture_dialog_get_error (dialog));
  g_assert_true (gp_capture_dialog_get_ready (dialog));

  gp_capture_dialog_set_launch (dialog, "videotestsrc ! gpnosuchelement ! fakesink");
  gp_capture_dialog_set_duration (dialog, 2.0);
  gp_capture_dialog_set_output (dialog, out);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  for (guint i = 0; i < 200 && weak != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (weak);
  for (guint i = 0; i < 3000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (window));

  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_assert_null (gp_window_get_document (window));
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
  g_assert_cmpstr (gp_error_page_get_title (page), ==, "Capture Failed");
  g_test_message ("%s / %s", gp_error_page_get_message (page), gp_error_page_get_detail (page));
  g_assert_null (strchr (gp_error_page_get_message (page), '\n'));
  g_assert_nonnull (strstr (gp_error_page_get_message (page), "gpnosuchelement"));
  g_assert_nonnull (gp_error_page_get_detail (page));

  gtk_window_destroy (GTK_WINDOW (window));
}

static GpWindow *
open_session (const char *path)
{
  GpWindow *window = gp_app_test_new_window (app);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gp_window_open (window, file);
  for (guint i = 0; i < 2000 && (gp_window_get_document (window) == NULL || gp_window_get_busy (window)); i++)
    gp_app_test_wait (10);
  g_assert_nonnull (gp_window_get_document (window));
  return window;
}

static void
test_rerun (void)
{
  g_autofree char *shot = NULL;
  g_autoptr(GpSession) after = NULL;
  g_autoptr(GError) error = NULL;
  const GpFinding *queue = NULL;
  GpWindow *window;
  GpRerun *rerun;
  AdwMessageDialog *confirm;
  GpSession *before;
  GPtrArray *findings;

  g_assert_nonnull (key_session);
  window = open_session (key_session);
  before = gp_document_get_session (gp_window_get_document (window));

  /* Switch the queue patch on, as a user would in the Launch view. */
  findings = gp_document_get_findings (gp_window_get_document (window));
  for (guint i = 0; i < findings->len; i++)
    if (g_str_equal (((GpFinding *) g_ptr_array_index (findings, i))->rule, "QUEUE"))
      queue = g_ptr_array_index (findings, i);
  g_assert_nonnull (queue);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.apply-patch", "s", queue->id));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.rerun", NULL));
  rerun = gp_rerun_get_for_window (window);
  g_assert_nonnull (rerun);
  g_assert_cmpint (gp_rerun_get_state (rerun), ==, GP_RERUN_CONFIRM);

  /* The confirmation shows the destination and the exact argv. */
  confirm = gp_rerun_get_confirm_dialog (rerun);
  g_assert_nonnull (confirm);
  g_assert_cmpstr (gp_rerun_get_destination (rerun), ==, "root@127.0.0.1");
  g_assert_cmpstr (gp_rerun_get_command_text (rerun), ==,
                   "gst-launch-1.0 -q -e videotestsrc is-live=true ! "
                   "video/x-raw,width=320,height=240,framerate=30/1 ! videoconvert ! queue ! fakesink");
  g_assert_cmpstr (gp_rerun_get_argv (rerun)[3], ==, "videotestsrc");
  for (guint i = 0; i < 100 && !gtk_widget_get_mapped (GTK_WIDGET (confirm)); i++)
    gp_app_test_wait (10);
  gp_app_test_wait (300);
  shot = gp_app_test_screenshot (GTK_WIDGET (confirm), "rerun-confirm");
  adw_message_dialog_response (confirm, "run");

  wait_rerun (rerun, 60000);
  if (gp_rerun_get_error (rerun) != NULL)
    g_test_message ("re-run: %s", gp_rerun_get_error (rerun));
  g_assert_cmpint (gp_rerun_get_state (rerun), ==, GP_RERUN_DONE);

  /* The re-run ran the patched string on the board and names its parent. */
  after = gp_load_path (gp_rerun_get_output (rerun), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_session_get_info (after)->parent_session, ==, gp_session_get_info (before)->id);
  g_assert_cmpstr (gp_session_get_target (after)->ssh_destination, ==, "root@127.0.0.1");
  g_assert_nonnull (strstr (gp_session_get_info (after)->launch, "! queue ! fakesink"));
  g_assert_nonnull (gp_graph_lookup_element (gp_session_get_graph (after), "queue0"));
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (after)), >=, 4);

  /* … and the before/after comparison opened. */
  g_assert_nonnull (gp_rerun_get_comparison (rerun));
  for (guint i = 0; i < 100 && !gtk_widget_get_mapped (GTK_WIDGET (gp_rerun_get_comparison (rerun))); i++)
    gp_app_test_wait (10);
  gp_app_test_wait (300);
  g_clear_pointer (&shot, g_free);
  shot = gp_app_test_screenshot (GTK_WIDGET (gp_rerun_get_comparison (rerun)), "rerun-comparison");

  gtk_window_destroy (gp_rerun_get_comparison (rerun));
  if (gp_rerun_get_capture_window (rerun) != NULL)
    gtk_window_destroy (GTK_WINDOW (gp_rerun_get_capture_window (rerun)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The options field takes what the CLI's --ssh-option takes: nothing that
 * ssh would read as a command to run here, whatever its spelling, and no
 * destination that is an option. Refused at once, before ssh starts. */
static void
test_typed_refused (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *marker = g_build_filename (dir, "PWNED", NULL);
  g_autofree char *good = options_for (NULL, TRUE);
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  const char *forms[] = { "ProxyCommand=touch\\ %s", "'\"ProxyCommand\"=touch %s'",
                          "'\rProxyCommand=touch %s'", "'Proxy\"Command\"=touch %s'",
                          "LocalCommand=touch\\ %s", "KnownHostsCommand=/usr/bin/touch\\ %s", NULL };

  for (guint i = 0; forms[i] != NULL; i++)
    {
      g_autofree char *typed = NULL;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      typed = g_strdup_printf (forms[i], marker);
#pragma GCC diagnostic pop
      gp_capture_dialog_set_ssh (dialog, "root@127.0.0.1", typed);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.check", NULL));
      g_test_message ("%s → %s", typed, gp_capture_dialog_get_error (dialog));
      g_assert_nonnull (gp_capture_dialog_get_error (dialog));
      g_assert_false (gp_capture_dialog_get_ready (dialog));
    }
  gp_capture_dialog_set_ssh (dialog, "-oProxyCommand=touch", good);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.check", NULL));
  g_assert_nonnull (gp_capture_dialog_get_error (dialog));
  gp_app_test_wait (200);
  g_assert_false (g_file_test (marker, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A launch string from a file is data: hostile words reach the board as
 * words, and session-supplied ssh options may not run commands here. */
static void
test_rerun_hostile (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *launch = g_strdup_printf ("videotestsrc num-buffers=30 ! fakesink name=\"$(touch %s/a)\" "
                                             "qos=\"`touch %s/b`\"", dir, dir);
  g_autofree char *known = g_build_filename (home, ".ssh", "known_hosts", NULL);
  g_auto(GStrv) options = gp_sshd_options (sshd, known, TRUE);
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpPatch) patch = NULL;
  g_autoptr(GpRerun) rerun = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = g_build_filename (dir, "a", NULL);
  g_autofree char *b = g_build_filename (dir, "b", NULL);
  GpSessionInfo *info = gp_session_get_info (session);
  GpTarget *target = gp_session_get_target (session);
  GpWindow *window = gp_app_test_new_window (app);
  AdwMessageDialog *confirm;
  GStrvBuilder *builder;
  const char *hostile_options[] = { "ProxyCommand=sh -c 'touch /tmp/gp-never'",
                                    "\"ProxyCommand\"=touch /tmp/gp-never",
                                    "\rProxyCommand=touch /tmp/gp-never",
                                    "\nProxyCommand=touch /tmp/gp-never",
                                    "StrictHostKeyChecking=no", NULL };

  g_free (info->mode);
  info->mode = g_strdup ("run");
  info->launch = g_strdup (launch);
  info->duration_s = 1.0;
  target->ssh_destination = g_strdup ("root@127.0.0.1");

  /* Options from the file that ssh reads as ProxyCommand (quoted, after a
   * CR or LF) or that turn the host key check off: not passed to ssh, and
   * listed in the confirmation before anything runs. */
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) options);
  g_strv_builder_addv (builder, hostile_options);
  target->ssh_options = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  patch = gp_patch_new_for_session (session, &error);
  g_assert_no_error (error);
  rerun = gp_rerun_new (window, session, patch, &error);
  g_assert_no_error (error);
  for (guint i = 0; hostile_options[i] != NULL; i++)
    g_assert_true (g_strv_contains (gp_rerun_get_dropped_options (rerun), hostile_options[i]));
  for (guint i = 0; gp_rerun_get_ssh_options (rerun)[i] != NULL; i++)
    {
      const char *kept = gp_rerun_get_ssh_options (rerun)[i];

      g_assert_null (strstr (kept, "Command"));
      g_assert_null (strstr (kept, "StrictHostKeyChecking"));
    }
  gp_rerun_present (rerun);
  confirm = gp_rerun_get_confirm_dialog (rerun);
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    gboolean listed = FALSE;

    gp_app_test_collect_widgets (GTK_WIDGET (confirm), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      {
        const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

        g_assert_null (strstr (text, "\r"));
        if (strstr (text, "\\rProxyCommand=touch /tmp/gp-never") != NULL &&
            strstr (text, "StrictHostKeyChecking=no") != NULL)
          listed = TRUE;
      }
    g_assert_true (listed);
  }
  for (guint i = 0; i < 100 && !gtk_widget_get_mapped (GTK_WIDGET (confirm)); i++)
    gp_app_test_wait (10);
  gp_app_test_wait (300);
  g_free (gp_app_test_screenshot (GTK_WIDGET (confirm), "rerun-confirm-dropped"));
  adw_message_dialog_response (confirm, "cancel");
  g_assert_cmpint (gp_rerun_get_state (rerun), ==, GP_RERUN_CANCELLED);
  g_clear_object (&rerun);
  g_assert_false (g_file_test ("/tmp/gp-never", G_FILE_TEST_EXISTS));

  g_strfreev (target->ssh_options);
  target->ssh_options = g_strdupv (options);
  rerun = gp_rerun_new (window, session, patch, &error);
  g_assert_no_error (error);
  g_test_message ("%s", gp_rerun_get_command_text (rerun));
  /* Passed as the string's shell words (as `run` splits it: quotes
   * removed, nothing expanded), shown quoted for a shell. */
  {
    g_autofree char *qos = g_strdup_printf ("qos=`touch %s/b`", dir);
    g_autofree char *shown = g_strdup_printf ("'name=$(touch %s/a)'", dir);

    g_assert_true (g_strv_contains (gp_rerun_get_argv (rerun), qos));
    g_assert_nonnull (strstr (gp_rerun_get_command_text (rerun), shown));
  }

  /* Cancelled: nothing runs. */
  gp_rerun_present (rerun);
  confirm = gp_rerun_get_confirm_dialog (rerun);
  adw_message_dialog_response (confirm, "cancel");
  g_assert_cmpint (gp_rerun_get_state (rerun), ==, GP_RERUN_CANCELLED);
  g_assert_null (gp_rerun_get_session (rerun));

  /* Run: the words reach gst-launch-1.0 on the board untouched. */
  g_clear_object (&rerun);
  rerun = gp_rerun_new (window, session, patch, &error);
  g_assert_no_error (error);
  gp_rerun_present (rerun);
  confirm = gp_rerun_get_confirm_dialog (rerun);
  adw_message_dialog_response (confirm, "run");
  wait_rerun (rerun, 30000);
  g_test_message ("state %d, %s", gp_rerun_get_state (rerun), gp_rerun_get_error (rerun));
  g_assert_cmpint (gp_rerun_get_state (rerun), ==, GP_RERUN_DONE);
  g_assert_false (g_file_test (a, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (b, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test ("/tmp/gp-never", G_FILE_TEST_EXISTS));

  destroy_rerun_windows (rerun, window);
}

/* A session without target.ssh re-runs on this computer: the confirmation
 * names the gst-launch-1.0 that will run, by its path. */
static void
test_rerun_local (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpSession) after = NULL;
  g_autoptr(GpPatch) patch = NULL;
  g_autoptr(GpRerun) rerun = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *gst_launch = g_find_program_in_path ("gst-launch-1.0");
  g_autofree char *expected = NULL;
  GpSessionInfo *info = gp_session_get_info (session);
  GpWindow *window = gp_app_test_new_window (app);

  g_free (info->mode);
  info->mode = g_strdup ("run");
  info->launch = g_strdup ("videotestsrc num-buffers=40 ! videoconvert ! fakesink");
  info->duration_s = 1.0;
  patch = gp_patch_new_for_session (session, &error);
  g_assert_no_error (error);
  rerun = gp_rerun_new (window, session, patch, &error);
  g_assert_no_error (error);

  g_assert_null (gp_rerun_get_destination (rerun));
  expected = g_strdup_printf ("%s -q videotestsrc num-buffers=40 ! videoconvert ! fakesink", gst_launch);
  g_assert_cmpstr (gp_rerun_get_command_text (rerun), ==, expected);

  gp_rerun_present (rerun);
  adw_message_dialog_response (gp_rerun_get_confirm_dialog (rerun), "run");
  wait_rerun (rerun, 30000);
  g_assert_cmpint (gp_rerun_get_state (rerun), ==, GP_RERUN_DONE);

  after = gp_load_path (gp_rerun_get_output (rerun), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_session_get_info (after)->parent_session, ==, info->id);
  g_assert_null (gp_session_get_target (after)->ssh_destination);
  g_assert_nonnull (gp_graph_lookup_element (gp_session_get_graph (after), "videoconvert0"));

  destroy_rerun_windows (rerun, window);
}

static void
test_missing_factory (void)
{
  g_autofree char *known = g_build_filename (home, ".ssh", "known_hosts", NULL);
  g_auto(GStrv) options = gp_sshd_options (sshd, known, TRUE);
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpPatch) patch = NULL;
  g_autoptr(GpRerun) rerun = NULL;
  g_autoptr(GError) error = NULL;
  GpSessionInfo *info = gp_session_get_info (session);
  GpTarget *target = gp_session_get_target (session);
  GpWindow *window = gp_app_test_new_window (app);
  AdwMessageDialog *confirm;

  g_free (info->mode);
  info->mode = g_strdup ("run");
  info->launch = g_strdup ("videotestsrc num-buffers=10 ! nvvidconv ! gpnosuchsink");
  info->duration_s = 1.0;
  target->ssh_destination = g_strdup ("root@127.0.0.1");
  target->ssh_options = g_strdupv (options);

  patch = gp_patch_new_for_session (session, &error);
  g_assert_no_error (error);
  rerun = gp_rerun_new (window, session, patch, &error);
  g_assert_no_error (error);
  gp_rerun_present (rerun);
  confirm = gp_rerun_get_confirm_dialog (rerun);
  adw_message_dialog_response (confirm, "run");
  for (guint i = 0; i < 3000 && gp_rerun_get_state (rerun) == GP_RERUN_CHECKING; i++)
    gp_app_test_wait (10);

  /* Not run; the message names what is missing there. */
  g_assert_cmpint (gp_rerun_get_state (rerun), ==, GP_RERUN_FAILED);
  g_test_message ("%s", gp_rerun_get_error (rerun));
  g_assert_nonnull (strstr (gp_rerun_get_error (rerun), "nvvidconv, gpnosuchsink"));
  g_assert_nonnull (strstr (gp_rerun_get_error (rerun), "root@127.0.0.1"));
  g_assert_null (gp_rerun_get_session (rerun));
  g_assert_null (gp_window_get_capture (window));
  /* And in the window (no session shown there: its error page). */
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
  g_assert_cmpstr (gp_error_page_get_title (gp_app_test_error_page (window)), ==, "Re-run Failed");
  g_assert_nonnull (strstr (gp_error_page_get_message (gp_app_test_error_page (window)), "gpnosuchsink"));
  g_assert_cmpstr (gp_error_page_get_detail (gp_app_test_error_page (window)), ==, gp_rerun_get_error (rerun));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *ssh_dir = NULL;
  g_autofree char *config = NULL;
  int status;

  /* $HOME first: GLib reads it once. */
  home = g_dir_make_tmp ("gp-app-ssh-XXXXXX", NULL);
  g_setenv ("HOME", home, TRUE);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", home, TRUE);
  g_setenv ("XDG_CACHE_HOME", home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  ssh_dir = g_build_filename (home, ".ssh", NULL);
  g_assert_cmpint (g_mkdir_with_parents (ssh_dir, 0700), ==, 0);
  config = g_build_filename (ssh_dir, "config", NULL);
  g_assert_true (g_file_set_contents (config,
                                      "Host *\n  ServerAliveInterval 30\n"
                                      "Host loopback-board\n  HostName 127.0.0.1\n"
                                      "Host lab-orin lab-xavier *.lab\n  User nvidia\n", -1, NULL));

  g_test_init (&argc, &argv, NULL);
  g_set_application_name ("GStreamer Profile Inspector");
  sshd = gp_sshd_start ();

  app = gp_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/gp/app/ssh/config-hosts", test_config_hosts);
  g_test_add_func ("/gp/app/ssh/passphrase-login", test_passphrase_login);
  g_test_add_func ("/gp/app/ssh/wrong-passphrase", test_wrong_passphrase);
  g_test_add_func ("/gp/app/ssh/wrong-then-right-passphrase", test_wrong_then_right_passphrase);
  g_test_add_func ("/gp/app/ssh/passphrase-cancelled", test_passphrase_cancelled);
  g_test_add_data_func ("/gp/app/ssh/host-key-rejected", GINT_TO_POINTER (FALSE), test_host_key);
  g_test_add_data_func ("/gp/app/ssh/host-key-accepted", GINT_TO_POINTER (TRUE), test_host_key);
  g_test_add_func ("/gp/app/ssh/capture-never-ran", test_capture_never_ran);
  g_test_add_func ("/gp/app/ssh/rerun", test_rerun);
  g_test_add_func ("/gp/app/ssh/typed-options-refused", test_typed_refused);
  g_test_add_func ("/gp/app/ssh/rerun-hostile", test_rerun_hostile);
  g_test_add_func ("/gp/app/ssh/rerun-missing-factory", test_missing_factory);
  g_test_add_func ("/gp/app/ssh/rerun-local", test_rerun_local);

  status = g_test_run ();

  g_clear_object (&app);
  gp_sshd_stop (sshd);
  gp_test_rm_rf (home);
  g_free (home);
  g_free (key_session);
  return status;
}
