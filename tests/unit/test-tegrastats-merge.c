/* test-tegrastats-merge.c: a tegrastats log file merged into a session's windows
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

#include <math.h>
#include <string.h>

#include "gp-error.h"
#include "gp-tegrastats-merge.h"
#include "gp-test-util.h"

/* A session of @n 250 ms windows; a capture ("run", started at @started)
 * when @started is not NULL, else a log's. */
static GpSession *
session_of (guint       n,
            const char *started)
{
  GpSession *session = gp_session_new ();
  GpSessionInfo *info = gp_session_get_info (session);

  for (guint i = 0; i < n; i++)
    gp_series_append_window (gp_session_get_series (session), i * 0.25);
  info->duration_s = n * 0.25;
  if (started != NULL)
    {
      g_free (info->mode);
      info->mode = g_strdup ("run");
      g_free (info->started);
      info->started = g_strdup (started);
    }
  return session;
}

static char *
write_file (const char *name,
            const char *text)
{
  g_autofree char *dir = gp_test_tmpdir ();
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static double
column (GpSession  *session,
        const char *key,
        guint       i)
{
  GpSystemSeries *system = gp_series_get_system (gp_session_get_series (session));
  GArray *col = g_str_equal (key, "gr3d") ? system->gr3d_pct :
                g_str_equal (key, "vic") ? system->vic_pct :
                g_str_equal (key, "nvenc") ? system->nvenc_pct :
                g_str_equal (key, "nvdec") ? system->nvdec_pct :
                g_str_equal (key, "emc") ? system->emc_pct :
                g_str_equal (key, "cpu") ? system->cpu_pct : system->mem_available_bytes;

  return gp_column_get (col, i);
}

static const char *
last_note (GpSession *session)
{
  GPtrArray *notes = gp_session_get_info (session)->notes;

  g_assert_cmpuint (notes->len, >, 0);
  return g_ptr_array_index (notes, notes->len - 1);
}

/* JP4 lines have no stamps: tegrastats' default 1000 ms apart from t = 0,
 * or --tegrastats-interval apart; windows after the last line stay null. */
static void
test_by_start_no_stamps (void)
{
  g_autofree char *path = write_file ("jp4.txt",
    "RAM 1446/3957MB (lfb 458x4MB) CPU [17%@1428,11%@1428,off,12%@1428] EMC_FREQ 2%@1600 GR3D_FREQ 10%@76\n"
    "RAM 1462/3957MB (lfb 457x4MB) CPU [43%@1036,44%@1036,off,34%@1036] EMC_FREQ 6%@1600 GR3D_FREQ 51%@307 NVDEC 192\r\n");
  g_autoptr(GpSession) session = session_of (12, NULL);
  g_autoptr(GpSession) fast = session_of (12, NULL);
  g_autoptr(GError) error = NULL;
  GpSystemSeries *system;
  GArray *row;

  g_assert_true (gp_tegrastats_merge_file (session, path, 0, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpfloat (column (session, "gr3d", i), ==, 10.0);
  for (guint i = 4; i < 8; i++)
    g_assert_cmpfloat (column (session, "gr3d", i), ==, 51.0);
  for (guint i = 8; i < 12; i++)
    g_assert_true (isnan (column (session, "gr3d", i)));
  g_assert_true (isnan (column (session, "nvdec", 5)));  /* a clock alone */
  g_assert_true (isnan (column (session, "vic", 0)));    /* not in the line */
  g_assert_cmpfloat (column (session, "emc", 6), ==, 6.0);
  /* the mean of the cores that are on */
  g_assert_cmpfloat (column (session, "cpu", 0), ==, 13.3);
  g_assert_cmpfloat (column (session, "mem", 0), ==, (3957.0 - 1446.0) * 1024 * 1024);

  system = gp_series_get_system (gp_session_get_series (session));
  row = gp_system_series_core_row (system, 4);
  g_assert_cmpuint (row->len, ==, 4);
  g_assert_cmpfloat (g_array_index (row, double, 0), ==, 43.0);
  g_assert_true (isnan (g_array_index (row, double, 2)));

  g_assert_true (gp_session_get_target (session)->capabilities.tegrastats);
  g_assert_cmpuint (gp_session_get_target (session)->sources_present->len, ==, 1);
  g_assert_nonnull (strstr (last_note (session), "every 1000 ms (tegrastats' default"));
  g_assert_nonnull (strstr (last_note (session), "aligned by start: its lines have no timestamps"));
  g_assert_nonnull (strstr (last_note (session), "8 windows filled"));

  /* recorded with --interval 500 */
  g_assert_true (gp_tegrastats_merge_file (fast, path, 500, NULL, &error));
  g_assert_cmpfloat (column (fast, "gr3d", 1), ==, 10.0);
  g_assert_cmpfloat (column (fast, "gr3d", 2), ==, 51.0);
  g_assert_cmpfloat (column (fast, "gr3d", 3), ==, 51.0);
  g_assert_true (isnan (column (fast, "gr3d", 4)));
  g_assert_nonnull (strstr (last_note (fast), "every 500 ms as given"));
}

/* JP5+ stamps on a capture: matched to its start (read as UTC), the
 * interval inferred from the stamps (4 lines a second: 250 ms); the lines
 * before the capture fall before window 0. */
static void
test_stamps_match_capture (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autoptr(GpSession) session = session_of (8, "2026-11-29T12:00:02Z");
  g_autoptr(GError) error = NULL;

  /* 12:00:00.5 … 12:00:04.75, one line every 250 ms, GR3D = its index */
  for (guint i = 0; i < 18; i++)
    {
      guint s = (i + 2) / 4;

      g_string_append_printf (text, "11-29-2026 12:00:%02u RAM 2831/7620MB (lfb 4x2MB) CPU [5%%@1420,off] "
                              "GR3D_FREQ %u%%@[624] NVENC0 off NVENC1 %u%%@1075 VIC off\n", s, i, 2 * i);
    }
  path = write_file ("jp6.txt", text->str);

  g_assert_true (gp_tegrastats_merge_file (session, path, 0, NULL, &error));
  g_assert_no_error (error);
  /* 12:00:02.00 is line 6 */
  for (guint w = 0; w < 8; w++)
    {
      g_assert_cmpfloat (column (session, "gr3d", w), ==, 6.0 + w);
      g_assert_cmpfloat (column (session, "nvenc", w), ==, 2 * (6.0 + w));
      g_assert_cmpfloat (column (session, "vic", w), ==, 0.0);
    }
  g_assert_nonnull (strstr (last_note (session), "every 250 ms from its timestamps"));
  g_assert_nonnull (strstr (last_note (session), "by its timestamps (read as UTC) to the capture's start"));
}

/* Stamps an hour off a capture, or on a tracer log: by start, and said. */
static void
test_stamps_unmatched (void)
{
  g_autofree char *path = write_file ("off.txt",
    "11-29-2026 09:00:00 GR3D_FREQ 1%@[624]\n"
    "11-29-2026 09:00:01 GR3D_FREQ 2%@[624]\n"
    "11-29-2026 09:00:02 GR3D_FREQ 3%@[624]\n");
  g_autoptr(GpSession) capture = session_of (8, "2026-11-29T12:00:02Z");
  g_autoptr(GpSession) log = session_of (8, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (gp_tegrastats_merge_file (capture, path, 0, NULL, &error));
  g_assert_cmpfloat (column (capture, "gr3d", 0), ==, 1.0);
  g_assert_cmpfloat (column (capture, "gr3d", 4), ==, 2.0);
  g_assert_nonnull (strstr (last_note (capture), "by start: its timestamps do not overlap the capture "
                                                 "(started 2026-11-29T12:00:02Z)"));
  g_assert_nonnull (strstr (last_note (capture), "every 1000 ms from its timestamps"));

  g_assert_true (gp_tegrastats_merge_file (log, path, 0, NULL, &error));
  g_assert_cmpfloat (column (log, "gr3d", 7), ==, 2.0);
  g_assert_nonnull (strstr (last_note (log), "by start: a tracer log's times run from gst_init"));
}

/* What the session measured itself stays: /proc's cores and total; the
 * engine loads are the file's. */
static void
test_keeps_session_values (void)
{
  g_autofree char *path = write_file ("keep.txt", "CPU [50%@1420,70%@1420] GR3D 9% VIC 4%\n");
  g_autoptr(GpSession) session = session_of (2, NULL);
  GpSeries *series = gp_session_get_series (session);
  GpSystemSeries *system = gp_series_get_system (series);
  g_autoptr(GError) error = NULL;
  double one = 1.0;
  GArray *row;

  g_array_append_val ((GArray *) g_ptr_array_index (system->cpu_pct_per_core, 0), one);
  g_array_index (system->cpu_pct, double, 0) = 1.0;
  g_array_index (system->gr3d_pct, double, 0) = 99.0;

  g_assert_true (gp_tegrastats_merge_file (session, path, 0, NULL, &error));
  row = gp_system_series_core_row (system, 0);
  g_assert_cmpuint (row->len, ==, 1);
  g_assert_cmpfloat (column (session, "cpu", 0), ==, 1.0);
  g_assert_cmpfloat (column (session, "gr3d", 0), ==, 9.0);
  /* window 1 had none */
  g_assert_cmpuint (gp_system_series_core_row (system, 1)->len, ==, 2);
  g_assert_cmpfloat (column (session, "cpu", 1), ==, 60.0);
}

static void
test_bad_files (void)
{
  g_autoptr(GString) huge = g_string_new (NULL);
  g_autofree char *garbage = write_file ("garbage.txt", "hello\nworld\n");
  g_autofree char *empty = write_file ("empty.txt", "");
  g_autofree char *overlong = NULL;
  g_autofree char *tracer = write_file ("trace.log",
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: latency, src-element-id=(string)0x1;\n");
  g_autoptr(GpSession) session = session_of (4, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (gp_tegrastats_merge_file (session, garbage, 0, NULL, &error));
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "is not a tegrastats log (no tegrastats line in 2 lines)"));
  g_clear_error (&error);

  g_assert_false (gp_tegrastats_merge_file (session, empty, 0, NULL, &error));
  g_assert_nonnull (strstr (error->message, "is empty"));
  g_clear_error (&error);

  g_assert_false (gp_tegrastats_merge_file (session, tracer, 0, NULL, &error));
  g_clear_error (&error);

  g_assert_false (gp_tegrastats_merge_file (session, "/nonexistent/t.txt", 0, NULL, &error));
  g_assert_error (error, GP_ERROR, GP_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* a 1 MB line is skipped, the line after it still read */
  g_string_append (huge, "GR3D_FREQ 5% ");
  for (guint i = 0; i < 100000; i++)
    g_string_append (huge, "VIC 1% ");
  g_string_append (huge, "\nGR3D_FREQ 7%\n");
  overlong = write_file ("long.txt", huge->str);
  g_assert_true (gp_tegrastats_merge_file (session, overlong, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (column (session, "gr3d", 0), ==, 7.0);
  g_assert_true (isnan (column (session, "vic", 0)));

  {
    g_autoptr(GpSession) untouched = session_of (1, NULL);

    g_assert_false (gp_session_get_target (untouched)->capabilities.tegrastats);
  }
}

int
main (int   argc,
      char *argv[])
{
  /* the local-time reading of the stamps: this machine's zone, fixed */
  g_setenv ("TZ", "UTC", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/tegrastats-merge/by-start-no-stamps", test_by_start_no_stamps);
  g_test_add_func ("/gp/unit/tegrastats-merge/stamps-match-capture", test_stamps_match_capture);
  g_test_add_func ("/gp/unit/tegrastats-merge/stamps-unmatched", test_stamps_unmatched);
  g_test_add_func ("/gp/unit/tegrastats-merge/keeps-session-values", test_keeps_session_values);
  g_test_add_func ("/gp/unit/tegrastats-merge/bad-files", test_bad_files);

  return g_test_run ();
}
