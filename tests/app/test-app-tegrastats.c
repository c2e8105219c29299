/* test-app-tegrastats.c: a tracer log and the tegrastats log recorded beside it, opened together
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

/* What the open dialog's multi-selection (and a drop) hands the window: a real gst-launch-1.0
 * tracer log captured here and a tegrastats log in JetPack 7's form, given tegrastats first and
 * named *.log as users name it, so that only sniffing tells them apart. One window opens the
 * log with the tegrastats loads merged: the System view's GR3D (GPU) and EMC lanes carry the
 * values of the lines. A tegrastats log alone, two of them, and a file that is no tegrastats log
 * are a message in the window, and the session shown before stays. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-app-test-util.h"
#include "gp-test-capture.h"
#include "gp-test-util.h"

static GpApplication *app;
static char *tmpdir;
static char *log_path;
static char *tegra_path;

#define N_TEGRA_LINES 24

static void
capture_log (void)
{
  static const char * const words[] = {
    "videotestsrc", "is-live=true", "num-buffers=60", "!", "video/x-raw,width=160,height=120,framerate=30/1",
    "!", "videoconvert", "!", "queue", "!", "fakesink", NULL
  };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  log_path = gp_test_capture_log (tmpdir, words, NULL);

  /* line i: GR3D 30+2i, EMC 5+i, NVENC1 40 (NVENC0 off), four lines a second */
  for (guint i = 0; i < N_TEGRA_LINES; i++)
    g_string_append_printf (text,
                            "11-29-2026 12:00:%02u RAM %u/7620MB (lfb 4x2MB) SWAP 0/3810MB (cached 0MB) "
                            "CPU [%u%%@1984,%u%%@1984,off,5%%@729] EMC_FREQ %u%%@2133 GR3D_FREQ %u%%@[624] "
                            "NVENC0 off NVENC1 40%%@1075 NVDEC0 off VIC 50%%@115 APE 174 "
                            "VDD_IN 6975mW/6975mW VDD_CPU_GPU_CV 1477mW/1477mW\n",
                            i / 4, 2400 + i, 10 + i, 20 + i, 5 + i, 30 + 2 * i);
  tegra_path = g_build_filename (tmpdir, "tegrastats.log", NULL);
  g_file_set_contents (tegra_path, text->str, -1, &error);
  g_assert_no_error (error);
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
} Opened;

static void
opened_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Opened *opened = user_data;

  opened->ok = gp_window_open_files_finish (GP_WINDOW (object), result, &opened->error);
  opened->done = TRUE;
}

static gboolean
open_files (GpWindow           *window,
            const char * const *paths,
            GError            **error)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  Opened opened = { 0 };

  for (guint i = 0; paths[i] != NULL; i++)
    g_ptr_array_add (files, g_file_new_for_path (paths[i]));
  gp_window_open_files_async (window, (GFile **) files->pdata, files->len, NULL, opened_cb, &opened);
  g_assert_true (gp_app_test_wait_for (&opened.done, 120000));
  if (opened.error != NULL)
    g_propagate_error (error, opened.error);
  return opened.ok;
}

/* The lane @title of the System view, available, and its largest value. */
static double
lane_max (GpLaneChart *chart,
          const char  *title)
{
  gboolean available = FALSE;
  int i = gp_app_test_find_lane (chart, title, &available);
  const GpLane *lane;
  double max = -1.0;

  if (i < 0)
    g_error ("no System lane %s", title);
  g_assert_true (available);
  lane = gp_lane_chart_get_lane (chart, (guint) i);
  for (guint k = 0; k < lane->values->len; k++)
    if (!isnan (g_array_index (lane->values, double, k)))
      max = MAX (max, g_array_index (lane->values, double, k));
  return max;
}

static void
test_merged (void)
{
  const char *paths[] = { tegra_path, log_path, NULL };
  GpWindow *window = gp_app_test_new_window (app);
  g_autoptr(GError) error = NULL;
  g_autofree char *shot = NULL;
  GpLaneChart *system;
  GpSession *session;
  double gr3d, emc;

  g_assert_true (open_files (window, paths, &error));
  g_assert_no_error (error);
  gp_app_test_wait_complete (window);

  /* the log is the session; the tegrastats log went into its series */
  session = gp_document_get_session (gp_window_get_document (window));
  g_assert_true (g_str_has_suffix (g_file_peek_path (gp_document_get_file (gp_window_get_document (window))),
                                   "/trace.log"));
  g_assert_true (gp_session_get_target (session)->capabilities.tegrastats);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "system");
  gp_app_test_wait (200);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (gp_app_test_view_stack (window)), ==, "system");
  system = gp_app_test_chart (window, "system");
  gr3d = lane_max (system, "GR3D (GPU)");
  emc = lane_max (system, "EMC (memory)");
  /* aligned by start over a 2 s log: lines of the first seconds, 30+2i and 5+i */
  g_assert_cmpfloat (gr3d, >=, 30.0);
  g_assert_cmpfloat (gr3d, <=, 30.0 + 2 * (N_TEGRA_LINES - 1));
  g_assert_cmpfloat (fmod (gr3d, 2.0), ==, 0.0);
  g_assert_cmpfloat (emc, ==, 5.0 + (gr3d - 30.0) / 2.0);
  g_assert_cmpfloat (lane_max (system, "NVENC"), ==, 40.0);

  shot = gp_app_test_screenshot (GTK_WIDGET (window), "app-tegrastats-system");
  g_test_message ("System view: %s", shot);
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* In-window messages, the session already shown kept. */
static void
test_refused (void)
{
  g_autofree char *second = g_build_filename (tmpdir, "second.txt", NULL);
  g_autofree char *text = gp_test_read_file (tegra_path);
  const char *alone[] = { tegra_path, NULL };
  const char *two[] = { log_path, tegra_path, second, NULL };
  GpWindow *window = gp_app_test_open_window (app, log_path);
  GpDocument *shown = gp_window_get_document (window);
  g_autoptr(GFile) log_file = g_file_new_for_path (log_path);
  g_autoptr(GFile) not_tegra = g_file_new_for_path (log_path);
  GpAppTestLoad load = { 0 };
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (second, text, -1, NULL));

  g_assert_false (open_files (window, alone, &error));
  g_assert_nonnull (strstr (error->message, "A tegrastats log has no pipeline"));
  /* In the banner over the session, as a sentence. */
  g_assert_true (gp_error_banner_get_revealed (gp_app_test_error_banner (window)));
  g_assert_true (g_str_has_prefix (gp_error_banner_get_message (gp_app_test_error_banner (window)),
                                   error->message));
  g_assert_true (g_str_has_prefix (gp_window_get_last_error (window), error->message));
  g_assert_true (gp_window_get_document (window) == shown);
  g_clear_error (&error);

  g_assert_false (open_files (window, two, &error));
  g_assert_nonnull (strstr (error->message, "Several tegrastats logs"));
  g_assert_true (gp_window_get_document (window) == shown);
  g_clear_error (&error);

  /* a tracer log as the tegrastats log: the merge's one line, in the window */
  gp_window_load_async (window, log_file, NULL, not_tegra, NULL, NULL, NULL, gp_app_test_load_cb, &load);
  g_assert_true (gp_app_test_wait_for (&load.done, 120000));
  g_assert_false (load.ok);
  g_assert_nonnull (strstr (load.error->message, "is not a tegrastats log (no tegrastats line in"));
  g_assert_nonnull (strstr (gp_window_get_last_error (window), "is not a tegrastats log"));
  /* The log by its name, not its folder, in the sentence. */
  g_assert_nonnull (strstr (gp_error_banner_get_message (gp_app_test_error_banner (window)),
                            "is not a tegrastats log"));
  g_assert_null (strstr (gp_error_banner_get_message (gp_app_test_error_banner (window)), tmpdir));
  g_assert_true (gp_window_get_document (window) == shown);
  g_clear_error (&load.error);

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);
  tmpdir = gp_test_tmpdir ();
  capture_log ();

  g_test_add_func ("/gp/app/tegrastats/merged", test_merged);
  g_test_add_func ("/gp/app/tegrastats/refused", test_refused);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
