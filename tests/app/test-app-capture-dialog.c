/* test-app-capture-dialog.c: the capture dialog remembers, offers the session's pipeline, checks as you type
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
#include "gp-test-util.h"

#define SHORT_PIPELINE "videotestsrc num-buffers=40 ! video/x-raw,width=160,height=120 ! videoconvert ! fakesink"

static GpApplication *app;
static char *tmp_dir;

static GtkTextBuffer *
launch_buffer (GpCaptureDialog *dialog)
{
  GtkWidget *view = gp_app_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_TEXT_VIEW);

  g_assert_nonnull (view);
  return gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
}

/* Waits (up to 2 s) until the check after typing has run: the error is
 * set (@want_error) or not. */
static void
wait_checked (GpCaptureDialog *dialog,
              gboolean         want_error)
{
  for (guint i = 0; i < 200; i++)
    {
      if ((gp_capture_dialog_get_launch_error (dialog) != NULL) == want_error)
        return;
      gp_app_test_wait (10);
    }
  g_assert_cmpint ((gp_capture_dialog_get_launch_error (dialog) != NULL), ==, want_error);
}

/* Waits (up to 2 s) until Start can be pressed (@want) or not. */
static void
wait_can_start (GpCaptureDialog *dialog,
                gboolean         want)
{
  for (guint i = 0; i < 200 && gp_app_test_can_start (dialog) != want; i++)
    gp_app_test_wait (10);
  g_assert_cmpint (gp_app_test_can_start (dialog), ==, want);
}

static void
close_dialog (GpCaptureDialog *dialog)
{
  gpointer weak = dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  gtk_window_close (GTK_WINDOW (dialog));
  gp_app_test_wait_gone (&weak, 2000);
}

/* Starts the dialog's capture and waits until it is saved and shown in
 * @expected (the window it should run in). */
static void
start_and_finish (GpCaptureDialog *dialog,
                  GpWindow        *expected)
{
  gpointer weak = dialog;
  GpCapture *capture;

  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gp_app_test_can_start (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  gp_app_test_wait_gone (&weak, 2000);

  capture = gp_window_get_capture (expected);
  g_assert_nonnull (capture);
  for (guint i = 0; i < 3000 && gp_window_get_capture (expected) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (expected));
  g_assert_nonnull (gp_window_get_document (expected));
}

/* The toplevel GpWindows of the app. */
static guint
n_windows (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();
  guint n = 0;

  for (const GList *l = windows; l != NULL; l = l->next)
    n += GP_IS_WINDOW (l->data);
  return n;
}

/* Started from an empty window, the capture runs in it; the next dialog
 * opens with its pipeline (a dialog of another window too), Start ready. */
static void
test_remembers (void)
{
  g_autofree char *out = g_build_filename (tmp_dir, "remembered.json", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.gstprofile.Inspector");
  GpWindow *window = gp_app_test_new_window (app);
  guint before = n_windows ();
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  g_autofree char *first = gp_capture_dialog_dup_launch (dialog);
  g_autofree char *again = NULL;
  g_autofree char *remembered = NULL;
  GpWindow *other;

  /* Nothing captured yet: nothing to start, and no error for it. */
  g_assert_cmpstr (first, ==, "");
  g_assert_false (gp_app_test_can_start (dialog));
  g_assert_null (gp_capture_dialog_get_launch_error (dialog));

  gp_capture_dialog_set_launch (dialog, SHORT_PIPELINE);
  gp_capture_dialog_set_output (dialog, out);
  start_and_finish (dialog, window);
  /* In this window: no other one opened. */
  g_assert_cmpuint (n_windows (), ==, before);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");

  remembered = g_settings_get_string (settings, "last-pipeline");
  g_assert_cmpstr (remembered, ==, SHORT_PIPELINE);

  dialog = gp_app_test_open_capture_dialog (window);
  again = gp_capture_dialog_dup_launch (dialog);
  g_assert_cmpstr (again, ==, SHORT_PIPELINE);
  g_assert_true (gp_app_test_can_start (dialog));
  g_assert_null (gp_capture_dialog_get_launch_error (dialog));
  close_dialog (dialog);

  /* Another window's dialog too. */
  other = gp_app_test_new_window (app);
  dialog = gp_app_test_open_capture_dialog (other);
  g_free (again);
  again = gp_capture_dialog_dup_launch (dialog);
  g_assert_cmpstr (again, ==, SHORT_PIPELINE);
  close_dialog (dialog);
  gtk_window_destroy (GTK_WINDOW (other));

  /* From a window that shows a session: a new window, this one keeps it. */
  dialog = gp_app_test_open_capture_dialog (window);
  g_free (out);
  out = g_build_filename (tmp_dir, "second.json", NULL);
  gp_capture_dialog_set_output (dialog, out);
  {
    gpointer weak = dialog;
    GpDocument *shown = gp_window_get_document (window);
    GpWindow *capturing = NULL;
    g_autoptr(GList) windows = NULL;

    g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
    gp_app_test_wait_gone (&weak, 2000);
    g_assert_cmpuint (n_windows (), ==, before + 1);
    g_assert_true (gp_window_get_document (window) == shown);
    windows = gtk_window_list_toplevels ();
    for (const GList *l = windows; l != NULL; l = l->next)
      if (GP_IS_WINDOW (l->data) && l->data != (gpointer) window)
        capturing = l->data;
    g_assert_nonnull (capturing);
    for (guint i = 0; i < 3000 && gp_window_get_capture (capturing) != NULL; i++)
      gp_app_test_wait (10);
    g_assert_null (gp_window_get_capture (capturing));
    gtk_window_destroy (GTK_WINDOW (capturing));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A command wrapped last time: the dialog opens in that mode with it. */
static void
test_remembers_command (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.gstprofile.Inspector");
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog;
  GtkEditable *command = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  g_settings_set_string (settings, "last-mode", "wrap");
  g_settings_set_string (settings, "last-command", "./my-player --file clip.mp4");
  dialog = gp_app_test_open_capture_dialog (window);

  gp_app_test_collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_str_equal (gtk_editable_get_text (g_ptr_array_index (rows, i)), "./my-player --file clip.mp4"))
      command = g_ptr_array_index (rows, i);
  g_assert_nonnull (command);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (command)));
  /* The pipeline is hidden in that mode, and so is the session's. */
  g_assert_false (gtk_widget_is_visible (gp_app_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_TEXT_VIEW)));
  g_assert_null (gp_capture_dialog_get_offered_launch (dialog));

  close_dialog (dialog);
  g_settings_reset (settings, "last-mode");
  g_settings_reset (settings, "last-command");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window showing a session: its launch string is offered, and taking it
 * fills the pipeline, ready to start. An empty window offers nothing. */
static void
test_session_launch (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  GpWindow *empty = gp_app_test_new_window (app);
  GpWindow *window;
  GpCaptureDialog *dialog;
  const char *launch;
  g_autofree char *taken = NULL;
  GtkWidget *use;

  dialog = gp_app_test_open_capture_dialog (empty);
  g_assert_null (gp_capture_dialog_get_offered_launch (dialog));
  close_dialog (dialog);
  gtk_window_destroy (GTK_WINDOW (empty));

  window = gp_app_test_open_window (app, path);
  launch = gp_session_get_info (gp_document_get_session (gp_window_get_document (window)))->launch;
  g_assert_nonnull (launch);
  dialog = gp_app_test_open_capture_dialog (window);
  gp_capture_dialog_set_launch (dialog, "videotestsrc ! fakesink");
  g_assert_cmpstr (gp_capture_dialog_get_offered_launch (dialog), ==, launch);
  use = gp_app_test_find_action_button (GTK_WIDGET (dialog), "capture-dialog.use-session-launch");
  g_assert_nonnull (use);
  g_assert_true (gtk_widget_is_drawable (use));
  g_assert_true (gtk_widget_is_sensitive (use));
  gp_app_test_wait (200);
  g_free (gp_app_test_screenshot (GTK_WIDGET (dialog), "capture-dialog-session-launch"));

  /* What the button does. */
  g_signal_emit_by_name (use, "clicked");
  taken = gp_capture_dialog_dup_launch (dialog);
  g_assert_cmpstr (taken, ==, launch);
  g_assert_null (gp_capture_dialog_get_launch_error (dialog));
  g_assert_true (gp_app_test_can_start (dialog));

  close_dialog (dialog);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Typed text is checked a moment later: a bad string shows the parser's
 * error under it with the word underlined, and Start cannot be pressed
 * (activating it anyway starts nothing); a good one, multi-line as pasted
 * from a README, enables it. */
static void
test_checked_as_you_type (void)
{
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  GtkTextBuffer *buffer = launch_buffer (dialog);
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "gp-launch-error");
  const char *bad = "videotestsrc ! ! fakesink";
  GtkTextIter at;
  const char *error;
  gpointer weak = dialog;

  g_assert_nonnull (tag);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  /* Typing goes there first. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) ==
                 gp_app_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_TEXT_VIEW));

  gtk_text_buffer_set_text (buffer, "videotestsrc ! fakesink", -1);
  wait_can_start (dialog, TRUE);
  g_assert_null (gp_capture_dialog_get_launch_error (dialog));

  gtk_text_buffer_set_text (buffer, bad, -1);
  /* Not while typing: a moment later. */
  g_assert_null (gp_capture_dialog_get_launch_error (dialog));
  wait_checked (dialog, TRUE);
  error = gp_capture_dialog_get_launch_error (dialog);
  g_test_message ("%s → %s", bad, error);
  g_assert_true (g_str_has_prefix (error, "Column 16: "));
  g_assert_null (strchr (error, '\n'));
  g_assert_false (gp_app_test_can_start (dialog));
  /* The second '!' is underlined, the first not. */
  gtk_text_buffer_get_iter_at_offset (buffer, &at, 15);
  g_assert_true (gtk_text_iter_has_tag (&at, tag));
  gtk_text_buffer_get_iter_at_offset (buffer, &at, 13);
  g_assert_false (gtk_text_iter_has_tag (&at, tag));
  gp_app_test_wait (200);
  g_free (gp_app_test_screenshot (GTK_WIDGET (dialog), "capture-dialog-typed-error"));

  /* Typed and started at once: checked first, nothing starts. */
  gtk_text_buffer_set_text (buffer, "videotestsrc ! ( fakesink", -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  gp_app_test_wait (50);
  g_assert_nonnull (weak);
  g_assert_null (gp_window_get_capture (window));
  g_assert_nonnull (gp_capture_dialog_get_launch_error (dialog));

  /* A command pasted whole, over two lines. */
  gtk_text_buffer_set_text (buffer, "gst-launch-1.0 -e videotestsrc num-buffers=10 \\\n  ! videoconvert ! fakesink", -1);
  wait_checked (dialog, FALSE);
  g_assert_true (gp_app_test_can_start (dialog));
  gtk_text_buffer_get_start_iter (buffer, &at);
  g_assert_false (gtk_text_iter_forward_to_tag_toggle (&at, tag));
  gp_app_test_wait (200);
  g_free (gp_app_test_screenshot (GTK_WIDGET (dialog), "capture-dialog-typed-good"));

  /* Emptied: nothing to start, nothing wrong. */
  gtk_text_buffer_set_text (buffer, "  \n", -1);
  wait_can_start (dialog, FALSE);
  g_assert_null (gp_capture_dialog_get_launch_error (dialog));

  close_dialog (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);
  tmp_dir = g_build_filename (g_get_user_data_dir (), "out", NULL);
  g_mkdir_with_parents (tmp_dir, 0700);

  g_test_add_func ("/gp/app/capture-dialog/checked-as-you-type", test_checked_as_you_type);
  g_test_add_func ("/gp/app/capture-dialog/session-launch", test_session_launch);
  g_test_add_func ("/gp/app/capture-dialog/remembers-command", test_remembers_command);
  g_test_add_func ("/gp/app/capture-dialog/remembers", test_remembers);

  status = g_test_run ();

  g_clear_object (&app);
  g_free (tmp_dir);
  return status;
}
