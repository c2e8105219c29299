/* test-app-capture.c: a live capture on this computer, driven through the app
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

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-capture-dialog.h"
#include "gp-graph-view.h"
#include "gp-loader.h"
#include "gp-transport.h"

#define LIVE_PIPELINE "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 " \
                      "! videoconvert ! queue ! fakesink"

static GpApplication *app;
static char *tmp_dir;

/* The capture dialog of @window, ready; its default output is under the
 * user's data dir, named by session id. */
static GpCaptureDialog *
open_dialog (GpWindow *window)
{
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);

  g_assert_true (g_str_has_prefix (gp_capture_dialog_get_output (dialog), g_get_user_data_dir ()));
  g_assert_true (g_str_has_suffix (gp_capture_dialog_get_output (dialog), ".json"));

  return dialog;
}

/* Starts @launch from the dialog in @window; returns the capture. */
static GpCapture *
start_capture (GpWindow   *window,
               const char *launch,
               double      duration,
               const char *label,
               const char *out)
{
  GpCaptureDialog *dialog = open_dialog (window);
  gpointer weak = dialog;

  gp_capture_dialog_set_launch (dialog, launch);
  gp_capture_dialog_set_duration (dialog, duration);
  gp_capture_dialog_set_label (dialog, label);
  gp_capture_dialog_set_output (dialog, out);

  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  /* Started: the dialog goes, the window captures. */
  gp_app_test_wait_gone (&weak, 2000);
  g_assert_nonnull (gp_window_get_capture (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gp_app_test_capture_bar (window))));
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");

  return g_object_ref (gp_window_get_capture (window));
}

static void
assert_child_gone (GPid pid)
{
  g_assert_cmpint (pid, >, 0);
  /* Neither the child nor anything left in its process group. */
  g_assert_cmpint (kill (pid, 0), ==, -1);
  g_assert_cmpint (errno, ==, ESRCH);
  g_assert_cmpint (kill (-pid, 0), ==, -1);
  g_assert_cmpint (errno, ==, ESRCH);
}

static guint
n_windows_of (GpSession *session)
{
  return gp_series_get_n_windows (gp_session_get_series (session));
}

static void
assert_linked (GpGraph    *graph,
               const char *src,
               const char *sink)
{
  g_autoptr(GPtrArray) links = gp_graph_links_from (graph, src);
  gboolean found = FALSE;

  for (guint i = 0; i < links->len; i++)
    found |= g_strcmp0 (((GpLink *) g_ptr_array_index (links, i))->sink_element, sink) == 0;
  if (!found)
    g_test_message ("no link %s -> %s", src, sink);
  g_assert_true (found);
}

static void
assert_saved_session (const char *out,
                      guint       min_windows)
{
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GError) error = NULL;
  GpElementSeries *queue;
  gboolean have_level = FALSE;
  GpGraph *graph;

  g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
  session = gp_load_path (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);

  g_assert_cmpstr (gp_session_get_info (session)->mode, ==, "run");
  g_assert_cmpstr (gp_session_get_info (session)->launch, ==, LIVE_PIPELINE);
  g_assert_cmpuint (n_windows_of (session), >=, min_windows);

  graph = gp_session_get_graph (session);
  assert_linked (graph, "videotestsrc0", "capsfilter0");
  assert_linked (graph, "capsfilter0", "videoconvert0");
  assert_linked (graph, "videoconvert0", "queue0");
  assert_linked (graph, "queue0", "fakesink0");

  /* The app's capture loads our tracer plugin too (from the build tree):
   * the queue's level is in the session. */
  g_assert_true (gp_session_get_target (session)->capabilities.queue_levels);
  queue = gp_series_lookup_element (gp_session_get_series (session), "queue0");
  g_assert_nonnull (queue);
  for (guint i = 0; i < queue->queue_level->len && !have_level; i++)
    have_level = !isnan (g_array_index (queue->queue_level, double, i));
  g_assert_true (have_level);
}

/* Waits 10 ms; TRUE when @window then shows another document than *@document (put there). */
static gboolean
wait_live_refresh (GpWindow    *window,
                   GpDocument **document)
{
  gp_app_test_wait (10);
  if (gp_window_get_document (window) == *document)
    return FALSE;
  *document = gp_window_get_document (window);
  return TRUE;
}

/* What a running capture shows, watched until the views have followed the growing session at
 * least twice (or a minute has passed): the first document at once, live refreshes with windows
 * in them while it runs, no more often than the refresh throttle (400 ms) allows, the bar's status
 * moving on. Returns the number of refreshes seen. */
static guint
watch_live (GpWindow  *window,
            GpCapture *capture,
            gboolean   until_refreshed)
{
  g_autofree char *first_status = g_strdup (gp_capture_bar_get_status (gp_app_test_capture_bar (window)));
  g_autofree char *shot = NULL;
  GpDocument *document = gp_window_get_document (window);
  gboolean status_changed = FALSE;
  gboolean grew_while_running = FALSE;
  guint n_documents = 0;
  gint64 start = g_get_monotonic_time ();
  double watched_s;

  g_assert_nonnull (document);
  for (guint i = 0; i < 6000 && gp_window_get_capture (window) != NULL; i++)
    {
      gboolean refreshed = wait_live_refresh (window, &document);

      if (gp_window_get_capture (window) == NULL)
        break;
      if (refreshed)
        {
          n_documents++;
          if (n_windows_of (gp_document_get_session (document)) > 0 &&
              gp_capture_get_state (capture) == GP_CAPTURE_STATE_RUNNING)
            grew_while_running = TRUE;
        }
      if (g_strcmp0 (first_status, gp_capture_bar_get_status (gp_app_test_capture_bar (window))) != 0)
        status_changed = TRUE;
      if (shot == NULL && gp_capture_get_n_windows (capture) >= 4 &&
          gp_document_get_layout (gp_window_get_document (window)) != NULL)
        {
          gp_app_test_wait (100);
          g_test_message ("while capturing: %s", gp_capture_bar_get_status (gp_app_test_capture_bar (window)));
          shot = gp_app_test_screenshot (GTK_WIDGET (window), "capture-running");
        }
      if (until_refreshed && shot != NULL && grew_while_running && status_changed && n_documents >= 2)
        break;
    }
  watched_s = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  g_test_message ("%u live refreshes in %.1f s", n_documents, watched_s);
  if (!until_refreshed)
    return n_documents;
  g_assert_nonnull (shot);
  g_assert_true (grew_while_running);
  g_assert_true (status_changed);
  g_assert_cmpuint (n_documents, >=, 2);
  /* Throttled: never more than one a REFRESH_MS (400 ms), whatever the speed of the machine. */
  g_assert_cmpfloat (n_documents, <=, watched_s / 0.4 + 2);
  return n_documents;
}

/* Started with a duration: the views follow it while it runs (as far as this machine's speed
 * lets them in 3 s: the stop case below checks the refreshes themselves), and it finishes by
 * itself when the time is up. */
static void
test_capture_duration (void)
{
  g_autofree char *out = g_build_filename (tmp_dir, "duration", "live.json", NULL);
  g_autofree char *uri = NULL;
  g_autofree char *shot = NULL;
  g_autoptr(GpCapture) capture = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GpDocument *document;
  GPid pid;

  capture = start_capture (window, LIVE_PIPELINE, 3.0, "live test", out);
  pid = gp_transport_get_pid (gp_capture_get_transport (capture));
  g_assert_nonnull (gp_window_get_document (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "timeline"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "pipeline"));
  watch_live (window, capture, FALSE);

  /* Finished by the duration: saved, reopened from its file, child gone. */
  g_assert_null (gp_window_get_capture (window));
  g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_FINISHED);
  g_assert_cmpfloat (gp_capture_get_elapsed (capture), <, 10.0);
  assert_child_gone (pid);
  assert_saved_session (out, 6);

  document = gp_window_get_document (window);
  g_assert_nonnull (gp_document_get_file (document));
  g_assert_cmpstr (g_file_peek_path (gp_document_get_file (document)), ==, out);
  g_assert_cmpstr (gp_document_get_title (document), ==, "live test");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "live test");
  g_assert_cmpuint (n_windows_of (gp_document_get_session (document)), >=, 6);
  g_assert_nonnull (gp_document_get_layout (document));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gp_app_test_capture_bar (window))));
  g_assert_cmpstr (gp_app_test_verdict (window), ==,
                   gp_document_get_verdict_header (document));
  g_assert_true (gp_view_get_document (GP_VIEW (gp_app_test_graph_view (window))) ==
                 document);

  uri = g_filename_to_uri (out, NULL, NULL);
  g_assert_true (gp_app_test_wait_recent (uri, 5000));

  gp_app_test_wait (300);
  g_clear_pointer (&shot, g_free);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "capture-finished");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A live capture of a long chain in a small window: its graph is folded into rows while it runs
 * (laid out from a snapshot in a thread while the session grows), and the refreshes of the
 * growing session keep the rows in view (a refresh with the same graph lays nothing out again and
 * never shows the left-to-right layout in between). Fails when a refresh drops the rows. */
static void
test_capture_live_rows (void)
{
  g_autofree char *out = g_build_filename (tmp_dir, "live-rows.json", NULL);
  g_autoptr(GString) launch = g_string_new ("videotestsrc is-live=true ! video/x-raw,width=160,height=120,framerate=30/1");
  g_autoptr(GpCapture) capture = NULL;
  g_autofree char *shot = NULL;
  GpWindow *window = gp_app_test_new_sized (app, 1024, 640);
  GpGraphView *view = gp_app_test_graph_view (window);
  GpDocument *document = NULL;
  const GpXdotGraph *rows_layout = NULL;
  guint n_documents = 0, n_refreshed_in_rows = 0, n_relaid = 0;

  for (guint i = 0; i < 20; i++)
    g_string_append (launch, " ! identity");
  g_string_append (launch, " ! fakesink");
  capture = start_capture (window, launch->str, 0, "", out);

  for (guint i = 0; i < 6000 && gp_window_get_capture (window) != NULL && n_refreshed_in_rows < 3; i++)
    {
      gboolean refreshed = wait_live_refresh (window, &document);

      if (gp_window_get_capture (window) == NULL)
        break;
      if (refreshed)
        {
          n_documents++;
          if (rows_layout != NULL)
            {
              /* A refresh of the same graph: the same rows, not laid out again. */
              g_assert_cmpint (gp_graph_view_get_layout_direction (view), ==, GP_LAYOUT_DIRECTION_ROWS);
              if (gp_graph_view_get_layout (view) != rows_layout)
                n_relaid++;
              n_refreshed_in_rows++;
            }
        }
      if (rows_layout == NULL && gp_graph_view_get_layout_direction (view) == GP_LAYOUT_DIRECTION_ROWS)
        {
          g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_RUNNING);
          rows_layout = gp_graph_view_get_layout (view);
          g_assert_cmpuint (gp_graph_n_elements (gp_session_get_graph (gp_document_get_session (document))), >=, 22);
        }
      /* Once in rows, rows until the capture ends. */
      if (rows_layout != NULL)
        g_assert_cmpint (gp_graph_view_get_layout_direction (view), ==, GP_LAYOUT_DIRECTION_ROWS);
    }
  g_test_message ("%u live documents, %u refreshed in rows, %u laid out again", n_documents,
                  n_refreshed_in_rows, n_relaid);
  g_assert_nonnull (rows_layout);
  g_assert_cmpuint (n_refreshed_in_rows, >=, 3);
  g_assert_cmpuint (n_relaid, ==, 0);
  g_assert_nonnull (gp_window_get_capture (window));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "capture-live-rows");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gp_app_test_capture_bar (window)), "capture.stop", NULL));
  for (guint i = 0; i < 2000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
record_notice (GpCapture  *capture,
               const char *message,
               GPtrArray  *notices)
{
  g_ptr_array_add (notices, g_strdup (message));
}

static void
test_capture_stop (void)
{
  g_autofree char *out = g_build_filename (tmp_dir, "stop.json", NULL);
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GPtrArray) notices = g_ptr_array_new_with_free_func (g_free);
  GpWindow *window = gp_app_test_new_window (app);
  GPid pid;

  capture = start_capture (window, LIVE_PIPELINE, 0, "", out);
  pid = gp_transport_get_pid (gp_capture_get_transport (capture));

  /* Until stopped: the views follow it, refresh after refresh. */
  watch_live (window, capture, TRUE);
  for (guint i = 0; i < 3000 && gp_capture_get_n_windows (capture) < 6; i++)
    gp_app_test_wait (10);
  g_assert_cmpuint (gp_capture_get_n_windows (capture), >=, 6);
  g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_RUNNING);

  /* The Stop button's action. */
  g_signal_connect (capture, "notice", G_CALLBACK (record_notice), notices);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gp_app_test_capture_bar (window)), "capture.stop", NULL));
  for (guint i = 0; i < 2000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (window));

  /* SIGINT was enough: no escalation to SIGTERM (the transport says so when it escalates). */
  for (guint i = 0; i < notices->len; i++)
    g_assert_null (strstr (g_ptr_array_index (notices, i), "ignored SIGINT"));
  g_assert_false (gp_capture_get_child_self_exited (capture));
  assert_child_gone (pid);
  assert_saved_session (out, 6);
  g_assert_cmpstr (g_file_peek_path (gp_document_get_file (gp_window_get_document (window))), ==, out);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gp_app_test_capture_bar (window))));

  /* The capture can outlive this function (a pending save or the transport's last stderr lines
   * still hold it) and say more: not into @notices, which goes with this frame. */
  g_signal_handlers_disconnect_by_data (capture, notices);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closing the window (@data "close") or Ctrl+Q (app.quit, "quit") while
 * capturing: the capture is stopped and saved before the window (and, on
 * quit, the application) goes. */
static void
test_end_while_capturing (gconstpointer data)
{
  gboolean quit = g_str_equal (data, "quit");
  g_autofree char *out = g_build_filename (tmp_dir, quit ? "quit.json" : "closed.json", NULL);
  g_autoptr(GpCapture) capture = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  gpointer weak = window;
  GPid pid;

  capture = start_capture (window, LIVE_PIPELINE, 0, "", out);
  pid = gp_transport_get_pid (gp_capture_get_transport (capture));
  for (guint i = 0; i < 3000 && gp_capture_get_n_windows (capture) < 6; i++)
    gp_app_test_wait (10);

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  if (quit)
    g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  else
    gtk_window_close (GTK_WINDOW (window));
  gp_app_test_wait_gone (&weak, 10000);

  g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_FINISHED);
  assert_child_gone (pid);
  assert_saved_session (out, 6);
}

static void
test_invalid_input (void)
{
  static const char *launches[] = {
    "videotestsrc ! ! fakesink",
    "videotestsrc pattern=\"ball ! fakesink",
    "",
  };
  g_autofree char *out = g_build_filename (tmp_dir, "never.json", NULL);
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = open_dialog (window);
  gpointer weak = dialog;

  gp_capture_dialog_set_output (dialog, out);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);

  for (guint i = 0; i < G_N_ELEMENTS (launches); i++)
    {
      gp_capture_dialog_set_launch (dialog, launches[i]);
      /* Start cannot be pressed: the string does not parse (its error is
       * under it), or there is none yet (no error). */
      g_assert_false (gp_app_test_can_start (dialog));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
      gp_app_test_wait (50);

      /* Nothing started. */
      g_assert_nonnull (weak);
      g_assert_null (gp_window_get_capture (window));
      if (*launches[i] != '\0')
        {
          g_assert_nonnull (gp_capture_dialog_get_launch_error (dialog));
          g_test_message ("%s → %s", launches[i], gp_capture_dialog_get_launch_error (dialog));
          g_assert_true (g_str_has_prefix (gp_capture_dialog_get_launch_error (dialog), "Column "));
        }
      else
        g_assert_null (gp_capture_dialog_get_launch_error (dialog));
      if (i == 0)
        {
          g_autofree char *shot = NULL;

          gp_app_test_wait (200);
          shot = gp_app_test_screenshot (GTK_WIDGET (dialog), "capture-dialog-error");
        }
    }

  /* A command that is not there. */
  gp_capture_dialog_set_command (dialog, "gp-no-such-program --flag");
  g_assert_true (gp_app_test_can_start (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  g_assert_nonnull (weak);
  g_assert_true (strstr (gp_capture_dialog_get_error (dialog), "gp-no-such-program") != NULL);

  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "start");

  gtk_window_close (GTK_WINDOW (dialog));
  gp_app_test_wait_gone (&weak, 2000);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An output the session cannot go to is refused before the capture
 * starts; one that fails only at the end (its folder removed meanwhile)
 * sends the session to the sessions folder, said in the window, and the
 * window shows it from there. */
static void
test_output_refused_and_fallback (void)
{
  g_autofree char *vanish = g_build_filename (tmp_dir, "vanish", NULL);
  g_autofree char *out = g_build_filename (vanish, "late.json", NULL);
  g_autofree char *sessions = g_build_filename (g_get_user_data_dir (), "gst-profile", "sessions", NULL);
  g_autofree char *saved = g_build_filename (sessions, "late.json", NULL);
  g_autoptr(GpCapture) capture = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = open_dialog (window);
  gpointer weak = dialog;
  GpDocument *document;

  /* A directory: refused in the dialog, nothing runs. */
  g_assert_cmpint (g_mkdir_with_parents (tmp_dir, 0755), ==, 0);
  gp_capture_dialog_set_launch (dialog, LIVE_PIPELINE);
  gp_capture_dialog_set_output (dialog, tmp_dir);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  g_assert_nonnull (weak);
  g_assert_nonnull (gp_capture_dialog_get_error (dialog));
  g_assert_nonnull (strstr (gp_capture_dialog_get_error (dialog), "it is a directory"));
  g_assert_null (gp_window_get_capture (window));
  gtk_window_close (GTK_WINDOW (dialog));
  gp_app_test_wait_gone (&weak, 2000);

  /* The folder goes while the capture runs. */
  capture = start_capture (window, LIVE_PIPELINE, 0, "", out);
  for (guint i = 0; i < 3000 && gp_capture_get_n_windows (capture) < 4; i++)
    gp_app_test_wait (10);
  g_assert_cmpint (g_rmdir (vanish), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gp_app_test_capture_bar (window)), "capture.stop", NULL));
  for (guint i = 0; i < 2000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (window));

  assert_saved_session (saved, 4);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  document = gp_window_get_document (window);
  g_assert_cmpstr (g_file_peek_path (gp_document_get_file (document)), ==, saved);
  g_assert_nonnull (gp_window_get_last_error (window));
  g_test_message ("%s", gp_window_get_last_error (window));
  g_assert_nonnull (strstr (gp_window_get_last_error (window), out));
  g_assert_nonnull (strstr (gp_window_get_last_error (window), saved));
  g_assert_true (g_str_has_suffix (gp_window_get_last_error (window), " instead"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A pipeline gst-launch-1.0 cannot build: no session, no document, the
 * window says gst-launch-1.0's message on its error page. */
static void
test_capture_never_ran (void)
{
  g_autofree char *out = g_build_filename (tmp_dir, "never-ran.json", NULL);
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = open_dialog (window);
  gpointer weak = dialog;
  GpErrorPage *page;

  gp_capture_dialog_set_launch (dialog, "videotestsrc ! nosuchelement ! fakesink");
  gp_capture_dialog_set_output (dialog, out);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  gp_app_test_wait_gone (&weak, 2000);
  for (guint i = 0; i < 3000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (window));

  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_assert_null (gp_window_get_document (window));
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
  page = gp_app_test_error_page (window);
  g_assert_cmpstr (gp_error_page_get_title (page), ==, "Capture Failed");
  g_assert_cmpstr (gp_error_page_get_message (page), ==,
                   "Nothing was saved: the pipeline never reached PLAYING (no element \"nosuchelement\").");
  g_assert_nonnull (strstr (gp_error_page_get_detail (page), "gst-launch-1.0: no element \"nosuchelement\""));
  g_assert_cmpstr (gp_window_get_last_error (window), ==, gp_error_page_get_detail (page));

  /* Capture Again… opens the dialog with the pipeline that failed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry", NULL));
  dialog = GP_CAPTURE_DIALOG (gp_app_test_find_toplevel (GP_TYPE_CAPTURE_DIALOG, 2000));
  g_assert_nonnull (dialog);
  {
    g_autofree char *launch = gp_capture_dialog_dup_launch (dialog);

    g_assert_cmpstr (launch, ==, "videotestsrc ! nosuchelement ! fakesink");
  }
  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  gtk_window_close (GTK_WINDOW (dialog));
  gp_app_test_wait_gone (&weak, 2000);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("gp-app-capture-XXXXXX", NULL);
  int status;

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  tmp_dir = g_build_filename (home, "out", NULL);

  g_test_init (&argc, &argv, NULL);
  g_set_application_name ("GStreamer Profile Inspector");

  app = gp_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/gp/app/capture/invalid-input", test_invalid_input);
  g_test_add_func ("/gp/app/capture/duration", test_capture_duration);
  g_test_add_func ("/gp/app/capture/stop", test_capture_stop);
  g_test_add_func ("/gp/app/capture/live-rows", test_capture_live_rows);
  g_test_add_func ("/gp/app/capture/never-ran", test_capture_never_ran);
  g_test_add_data_func ("/gp/app/capture/close-while-capturing", "close", test_end_while_capturing);
  g_test_add_data_func ("/gp/app/capture/quit-while-capturing", "quit", test_end_while_capturing);
  g_test_add_func ("/gp/app/capture/output-refused-and-fallback", test_output_refused_and_fallback);

  status = g_test_run ();

  g_clear_object (&app);
  g_free (tmp_dir);
  return status;
}
