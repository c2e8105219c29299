/* test-app-errors.c: a file or a capture that fails is said in the window (error page, banner), not in Recent
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

#include "gp-app-test-util.h"
#include "gp-capture-dialog.h"
#include "gp-loader.h"
#include "gp-test-util.h"

static GpApplication *app;
static char *tmpdir;

static char *
write_tmp (const char *name,
           const char *data,
           gssize      len)
{
  char *path = g_build_filename (tmpdir, name, NULL);

  g_assert_true (g_file_set_contents (path, data, len, NULL));
  return path;
}

static char *
uri_of (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return g_file_get_uri (file);
}

/* What GTK's file chooser does with a file it chose: into Recent, after a
 * query of its type (asynchronously). */
static void
choose_like_the_file_chooser (const char *path)
{
  g_autofree char *uri = uri_of (path);

  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

static void
on_after_paint_cb (GdkFrameClock *clock,
                   gboolean      *painted)
{
  *painted = TRUE;
}

/* Until @widget's window has been laid out and painted twice since now:
 * what changed before is allocated (however slow the machine). */
static void
wait_painted (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_assert_nonnull (clock);
  for (guint i = 0; i < 2; i++)
    {
      gboolean painted = FALSE;
      gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), &painted);

      gtk_widget_queue_draw (widget);
      g_assert_true (gp_app_test_wait_for (&painted, 10000));
      g_signal_handler_disconnect (clock, id);
    }
}

/* Opens @path the way a Recent row does (`win.open-uri`) and waits until
 * the load is over. */
static void
open_uri (GpWindow   *window,
          const char *path)
{
  g_autofree char *uri = uri_of (path);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-uri", "s", uri));
  for (guint i = 0; i < 1500 && (gp_window_get_busy (window) ||
                                 g_strcmp0 (gp_window_get_page_name (window), "loading") == 0); i++)
    gp_app_test_wait (20);
  g_assert_false (gp_window_get_busy (window));
  /* The stack's crossfade and the banner's slide are off (no animations). */
  wait_painted (GTK_WIDGET (window));
}

/* The message the CLI prints for @path (the same loaders). */
static char *
cli_message (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);

  g_assert_null (session);
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

/* A sentence for a person: one line, no parser location, no folder. */
static void
assert_clean_sentence (const char *sentence)
{
  g_assert_nonnull (sentence);
  g_test_message ("sentence: %s", sentence);
  g_assert_null (strchr (sentence, '\n'));
  g_assert_null (strstr (sentence, "<data>"));
  g_assert_null (strstr (sentence, "Parse error"));
  g_assert_null (strstr (sentence, tmpdir));
  g_assert_true (g_str_has_suffix (sentence, "."));
}

/* Nothing under @root is cut: no label ellipsized, none given less room
 * than its text needs at the width it has. */
static void
assert_nothing_cut (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  guint checked = 0;

  gp_app_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      /* Measures count the margins, allocations do not. */
      int width = gtk_widget_get_width (label) + gtk_widget_get_margin_start (label) +
                  gtk_widget_get_margin_end (label);
      int height = gtk_widget_get_height (label) + gtk_widget_get_margin_top (label) +
                   gtk_widget_get_margin_bottom (label);
      int min_height = 0;
      int min_width = 0;

      if (!gtk_widget_is_drawable (label) || *gtk_label_get_label (GTK_LABEL (label)) == '\0')
        continue;
      g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
      if (min_width > width || min_height > height)
        g_error ("label '%s' is cut: %d x %d for %d x %d", gtk_label_get_label (GTK_LABEL (label)),
                 width, height, min_width, min_height);
      checked++;
    }
  g_assert_cmpuint (checked, >, 0);
}

/* A truncated session, binary junk, an empty file, one that is not there
 * and a folder: each gets the error page, its sentence clean, the CLI's
 * message behind Details; none is left in Recent, though the file chooser
 * put it there. */
static void
test_error_page (void)
{
  g_autofree char *good = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *text = gp_test_read_file (good);
  g_autofree char *witness = gp_test_fixture ("software-healthy.json");
  g_autofree char *witness_uri = uri_of (witness);
  g_autofree char *truncated = write_tmp ("truncated.json", text, 3001);
  g_autofree char *junk = write_tmp ("junk.json", "\x89PNG\r\n\x1a\n\0\0\0binary junk", 20);
  g_autofree char *empty = write_tmp ("empty.json", "", 0);
  g_autofree char *missing = g_build_filename (tmpdir, "gone.json", NULL);
  g_autofree char *folder = g_build_filename (tmpdir, "folder.json", NULL);
  const struct { const char *path; const char *name; const char *sentence; } cases[] = {
    { truncated, "truncated.json", "The file is cut short: it ends in the middle of the session." },
    { junk, "junk.json", "The file is neither a gst-profile session nor a GStreamer tracer log." },
    { empty, "empty.json", "The file is empty." },
    { missing, "gone.json", "The file does not exist: it may have been moved, renamed or deleted." },
    { folder, "folder.json", "This is a folder, not a session or a tracer log." },
  };
  GpWindow *window = gp_app_test_new_window (app);
  GpErrorPage *page = gp_app_test_error_page (window);

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *uri = uri_of (cases[i].path);
      g_autofree char *raw = cli_message (cases[i].path);
      g_autofree char *title = g_strdup_printf ("Could Not Open “%s”", cases[i].name);

      /* Chosen in the file chooser (with a file that does open). */
      choose_like_the_file_chooser (cases[i].path);
      choose_like_the_file_chooser (witness);
      open_uri (window, cases[i].path);

      g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
      g_assert_null (gp_window_get_document (window));
      g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (page)));
      g_assert_cmpstr (gp_error_page_get_title (page), ==, title);
      assert_clean_sentence (gp_error_page_get_message (page));
      g_assert_cmpstr (gp_error_page_get_message (page), ==, cases[i].sentence);
      g_test_message ("detail: %s", gp_error_page_get_detail (page));
      g_assert_cmpstr (gp_error_page_get_detail (page), ==, raw);
      g_assert_cmpstr (gp_window_get_last_error (window), ==, raw);
      g_assert_cmpstr (gp_error_page_get_retry_label (page), ==, "_Try Again");

      /* The file chooser's late add has come and gone: it is not in
       * Recent, the other file is. */
      g_assert_true (gp_app_test_wait_recent (witness_uri, 5000));
      gp_app_test_wait (600);
      g_assert_false (gp_app_test_recent_lists (uri));
    }

  /* Details: the raw message, selectable, nothing cut. */
  g_assert_false (gp_error_page_get_show_detail (page));
  gp_error_page_set_show_detail (page, TRUE);
  wait_painted (GTK_WIDGET (page));
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    gboolean found = FALSE;

    gp_app_test_collect_widgets (GTK_WIDGET (page), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      {
        GtkLabel *label = g_ptr_array_index (labels, i);

        if (g_strcmp0 (gtk_label_get_label (label), gp_error_page_get_detail (page)) == 0)
          {
            found = TRUE;
            g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (label)));
            g_assert_true (gtk_label_get_selectable (label));
          }
      }
    g_assert_true (found);
  }
  assert_nothing_cut (GTK_WIDGET (page));

  /* Back: the start page, without the file in its Recent list. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.dismiss-error", NULL));
  wait_painted (GTK_WIDGET (window));
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "start");

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A file that did open once and is broken now leaves Recent too; fixed, it
 * opens with Try Again and is back in Recent. */
static void
test_retry (void)
{
  g_autofree char *good = gp_test_fixture ("software-healthy.json");
  g_autofree char *text = gp_test_read_file (good);
  g_autofree char *path = write_tmp ("flaky.json", text, -1);
  g_autofree char *uri = uri_of (path);
  GpWindow *window = gp_app_test_new_window (app);

  open_uri (window, path);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
  g_assert_true (gp_app_test_wait_recent (uri, 5000));
  gp_app_test_close_window (GTK_WINDOW (window));

  g_assert_true (g_file_set_contents (path, text, strlen (text) / 3, NULL));
  window = gp_app_test_new_window (app);
  open_uri (window, path);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
  for (guint i = 0; i < 250 && gp_app_test_recent_lists (uri); i++)
    gp_app_test_wait (20);
  g_assert_false (gp_app_test_recent_lists (uri));

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry", NULL));
  for (guint i = 0; i < 1500 && g_strcmp0 (gp_window_get_page_name (window), "session") != 0; i++)
    gp_app_test_wait (20);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
  g_assert_nonnull (gp_window_get_document (window));
  g_assert_false (gp_error_banner_get_revealed (gp_app_test_error_banner (window)));
  g_assert_true (gp_app_test_wait_recent (uri, 5000));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* With a session shown, a second file that fails: the session stays, the
 * banner says why; Details, close; a good file then clears it. */
static void
test_banner (void)
{
  g_autofree char *good = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *other = gp_test_fixture ("software-healthy.json");
  g_autofree char *text = gp_test_read_file (good);
  g_autofree char *bad = write_tmp ("second.json", text, strlen (text) / 2);
  g_autofree char *raw = cli_message (bad);
  g_autofree char *bad_uri = uri_of (bad);
  GpWindow *window = gp_app_test_new_window (app);
  GpErrorBanner *banner = gp_app_test_error_banner (window);
  GpDocument *shown;

  open_uri (window, good);
  shown = gp_window_get_document (window);
  g_assert_nonnull (shown);
  g_assert_false (gp_error_banner_get_revealed (banner));

  choose_like_the_file_chooser (bad);
  open_uri (window, bad);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
  g_assert_true (gp_window_get_document (window) == shown);
  g_assert_true (gp_error_banner_get_revealed (banner));
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (banner)));
  g_assert_false (gp_error_banner_get_warning (banner));
  g_assert_cmpstr (gp_error_banner_get_title (banner), ==, "Could Not Open “second.json”");
  assert_clean_sentence (gp_error_banner_get_message (banner));
  g_assert_cmpstr (gp_error_banner_get_message (banner), ==,
                   "The file is cut short: it ends in the middle of the session.");
  g_assert_cmpstr (gp_error_banner_get_detail (banner), ==, raw);

  gp_error_banner_set_show_detail (banner, TRUE);
  wait_painted (GTK_WIDGET (banner));
  assert_nothing_cut (GTK_WIDGET (banner));
  /* The views are still there, with the session. */
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (gp_app_test_graph_view (window))));

  gp_app_test_wait (600);
  g_assert_false (gp_app_test_recent_lists (bad_uri));

  /* The close button. */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    GtkButton *close = NULL;

    gp_app_test_collect_widgets (GTK_WIDGET (banner), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_button_get_icon_name (g_ptr_array_index (buttons, i)), "window-close-symbolic") == 0)
        close = g_ptr_array_index (buttons, i);
    g_assert_nonnull (close);
    g_signal_emit_by_name (close, "clicked");
    g_assert_false (gp_error_banner_get_revealed (banner));
  }

  /* Again, then a file that opens: the banner goes with the old session. */
  open_uri (window, bad);
  g_assert_true (gp_error_banner_get_revealed (banner));
  open_uri (window, other);
  g_assert_true (gp_window_get_document (window) != shown);
  g_assert_false (gp_error_banner_get_revealed (banner));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A pipeline that reaches PLAYING and then fails (identity error-after):
 * what was captured stays on screen, saved; the failure is in the banner
 * with gst-launch-1.0's words behind Details. */
static void
test_capture_failed (void)
{
  static const char *launch = "videotestsrc is-live=true num-buffers=300 ! video/x-raw,width=320,height=240,"
                              "framerate=30/1 ! identity error-after=45 ! fakesink";
  g_autofree char *out = g_build_filename (tmpdir, "failed.json", NULL);
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  GpErrorBanner *banner = gp_app_test_error_banner (window);
  gpointer weak = dialog;
  GpDocument *document;

  gp_capture_dialog_set_launch (dialog, launch);
  gp_capture_dialog_set_output (dialog, out);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  gp_app_test_wait_gone (&weak, 2000);
  for (guint i = 0; i < 3000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (gp_window_get_capture (window));
  wait_painted (GTK_WIDGET (window));

  /* Nothing captured is lost. */
  document = gp_window_get_document (window);
  g_assert_nonnull (document);
  g_assert_cmpstr (g_file_peek_path (gp_document_get_file (document)), ==, out);
  g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (gp_document_get_session (document))), >, 0);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");

  g_assert_true (gp_error_banner_get_revealed (banner));
  g_assert_cmpstr (gp_error_banner_get_title (banner), ==, "The Captured Program Failed");
  g_test_message ("%s / %s", gp_error_banner_get_message (banner), gp_error_banner_get_detail (banner));
  assert_clean_sentence (gp_error_banner_get_message (banner));
  g_assert_nonnull (strstr (gp_error_banner_get_message (banner), "exit status 1"));
  g_assert_nonnull (gp_error_banner_get_detail (banner));
  g_assert_nonnull (strstr (gp_error_banner_get_detail (banner), "identity"));
  gp_error_banner_set_show_detail (banner, TRUE);
  wait_painted (GTK_WIDGET (window));
  assert_nothing_cut (GTK_WIDGET (banner));
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "errors-capture-failed"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A capture that cannot start its pipeline: the error page, in the
 * window the capture was started from. */
static void
test_capture_never_ran (void)
{
  g_autofree char *out = g_build_filename (tmpdir, "never.json", NULL);
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  GpErrorPage *page = gp_app_test_error_page (window);
  gpointer weak = dialog;

  gp_capture_dialog_set_launch (dialog, "videotestsrc ! gpnosuchelement ! fakesink");
  gp_capture_dialog_set_output (dialog, out);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  gp_app_test_wait_gone (&weak, 2000);
  for (guint i = 0; i < 3000 && gp_window_get_capture (window) != NULL; i++)
    gp_app_test_wait (10);
  wait_painted (GTK_WIDGET (window));

  g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (page)));
  g_assert_cmpstr (gp_error_page_get_title (page), ==, "Capture Failed");
  assert_clean_sentence (gp_error_page_get_message (page));
  g_assert_nonnull (strstr (gp_error_page_get_message (page), "gpnosuchelement"));
  g_assert_cmpstr (gp_error_page_get_retry_label (page), ==, "_Capture Again…");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  gp_error_page_set_show_detail (page, TRUE);
  wait_painted (GTK_WIDGET (page));
  assert_nothing_cut (GTK_WIDGET (page));
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "errors-capture-never-ran"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The page and the banner at the sizes of small laptops, light and dark,
 * nothing cut (tests/artifacts/errors-*.png). */
static void
test_sizes_and_styles (void)
{
  g_autofree char *good = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *text = gp_test_read_file (good);
  g_autofree char *bad = write_tmp ("half-written-capture-of-the-board.json", text, strlen (text) / 2);
  const int sizes[][2] = { { 1366, 768 }, { 1024, 640 } };
  const char *styles[] = { "light", "dark" };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    {
      g_action_group_activate_action (G_ACTION_GROUP (app), "style-variant", g_variant_new_string (styles[s]));
      g_assert_true (adw_style_manager_get_dark (style) == (s == 1));

      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          GpWindow *window = gp_app_test_new_sized (app, sizes[z][0], sizes[z][1]);
          g_autofree char *page_name = g_strdup_printf ("errors-page-%dx%d-%s", sizes[z][0], sizes[z][1], styles[s]);
          g_autofree char *banner_name = g_strdup_printf ("errors-banner-%dx%d-%s", sizes[z][0], sizes[z][1],
                                                          styles[s]);
          g_autofree char *shot = NULL;

          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[z][0]);
          open_uri (window, bad);
          gp_error_page_set_show_detail (gp_app_test_error_page (window), TRUE);
          wait_painted (GTK_WIDGET (window));
          g_free (gp_app_test_screenshot (GTK_WIDGET (window), page_name));
          assert_nothing_cut (GTK_WIDGET (gp_app_test_error_page (window)));

          open_uri (window, good);
          open_uri (window, bad);
          gp_error_banner_set_show_detail (gp_app_test_error_banner (window), TRUE);
          wait_painted (GTK_WIDGET (window));
          shot = gp_app_test_screenshot (GTK_WIDGET (window), banner_name);
          g_test_message ("%s", shot);
          assert_nothing_cut (GTK_WIDGET (gp_app_test_error_banner (window)));

          gp_app_test_close_window (GTK_WINDOW (window));
        }
    }

  g_action_group_activate_action (G_ACTION_GROUP (app), "style-variant", g_variant_new_string ("default"));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);
  tmpdir = gp_test_tmpdir ();

  g_test_add_func ("/gp/app/errors/error-page", test_error_page);
  g_test_add_func ("/gp/app/errors/retry", test_retry);
  g_test_add_func ("/gp/app/errors/banner", test_banner);
  g_test_add_func ("/gp/app/errors/capture-failed", test_capture_failed);
  g_test_add_func ("/gp/app/errors/capture-never-ran", test_capture_never_ran);
  g_test_add_func ("/gp/app/errors/sizes-and-styles", test_sizes_and_styles);

  status = g_test_run ();

  gp_test_rm_rf (tmpdir);
  g_free (tmpdir);
  g_clear_object (&app);
  return status;
}
