/* test-load-sniff.c: which file of an open dialog's selection is which, and the merge it leads to
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

/* gp_load_sniff_path() on real inputs: the session fixtures, the dot dumps, the tracer logs of the
 * fuzz corpus (behind logcat, docker compose, journalctl and grep prefixes, colour, CRLF), and
 * tegrastats logs of JetPack 4 to 7 written from real lines (plain, gzip-compressed, a garbage
 * first line, named *.log like a tracer log); then gp_document_load_full() and the app's
 * GpDocumentLoader merging the sniffed tegrastats log into a tracer log's System series, and a
 * file that is no tegrastats log refused in one line. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-document-loader.h"
#include "gp-document.h"
#include "gp-error.h"
#include "gp-loader.h"
#include "gp-test-util.h"

/* Real lines: Nano JP4, Xavier NX JP5 (unstamped), Orin NX JP6 and JetPack 7's form (stamped). */
static const char * const tegra_lines[] = {
  "RAM 1446/3957MB (lfb 458x4MB) IRAM 0/252kB(lfb 252kB) CPU [17%@1428,11%@1428,21%@1428,12%@1428] "
  "EMC_FREQ 2%@1600 GR3D_FREQ 0%@76 APE 25 PLL@20.5C CPU@24.5C PMIC@100C GPU@21C AO@29.5C "
  "thermal@22.25C POM_5V_IN 2830/1483 POM_5V_GPU 41/31 POM_5V_CPU 943/206",
  "RAM 2831/7620MB (lfb 4x2MB) SWAP 0/3810MB (cached 0MB) CPU [12%@1420,8%@1420,0%@1420,3%@1420,off,off] "
  "EMC_FREQ 3%@2133 GR3D_FREQ 27%@[624] VIC_FREQ 15%@115 NVENC 716 NVDEC off NVJPG off APE 174 cpu@45.5C",
  "05-15-2025 18:30:28 RAM 6982/7620MB (lfb 5x1MB) SWAP 2640/16384MB (cached 202MB) "
  "CPU [97%@1984,95%@1984,95%@1984,91%@1984,88%@1984,93%@247] EMC_FREQ 18%@3199 GR3D_FREQ 84%@[713] "
  "NVENC 1%@115 NVDEC 40%@115 NVJPG off NVJPG1 off VIC 31%@115 OFA off NVDLA0 off PVA0_FREQ off APE 174",
  "11-29-2026 12:00:00 RAM 2400/7620MB (lfb 4x2MB) SWAP 0/3810MB (cached 0MB) "
  "CPU [10%@1984,20%@1984,off,5%@729] EMC_FREQ 7%@2133 GR3D_FREQ 30%@[624] "
  "NVENC0 off NVENC1 40%@1075 NVDEC0 off NVJPG0 off NVJPG1 off VIC 50%@115 APE 174",
};

static char *tmpdir;

static char *
write_text (const char *name,
            const char *text)
{
  char *path = g_build_filename (tmpdir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static char *
write_gzip (const char *name,
            const char *text)
{
  char *path = g_build_filename (tmpdir, name, NULL);

  gp_test_write_gzip (path, text, strlen (text));
  return path;
}

/* @n lines of the line @which, JP5+ stamps rewritten four a second. */
static char *
tegra_text (guint which,
            guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      const char *line = tegra_lines[which];

      if (g_ascii_isdigit (line[0]))
        g_string_append_printf (text, "11-29-2026 12:00:%02u%s\n", i / 4, line + strlen ("11-29-2026 12:00:00"));
      else
        g_string_append_printf (text, "%s\n", line);
    }
  return g_string_free (text, FALSE);
}

static char *
srcdir_file (const char *folder,
             const char *name)
{
  return g_test_build_filename (G_TEST_DIST, folder, name, NULL);
}

static void
test_kinds (void)
{
  static const char * const sessions[] = { "software-healthy.json", "jetson-hw-loopback.json",
                                           "orin-nx-jp6-healthy.json" };
  static const char * const dots[] = { "pipeline.PAUSED_PLAYING.dot", "dots/bin.NULL_READY.dot",
                                       "dots/x264.PAUSED_PLAYING.dot" };
  static const char * const logs[] = { "records.log", "logcat-brief.log", "logcat-threadtime.log",
                                       "prefix-compose.log", "prefix-journalctl.log", "prefix-grep-n.log",
                                       "headless.log", "colour.log", "crlf.log", "bom-records.log",
                                       "latency-only.log", "queue-debug.log" };

  for (guint i = 0; i < G_N_ELEMENTS (sessions); i++)
    {
      g_autofree char *path = gp_test_fixture (sessions[i]);

      g_assert_cmpint (gp_load_sniff_path (path, NULL), ==, GP_LOAD_KIND_SESSION);
    }
  for (guint i = 0; i < G_N_ELEMENTS (dots); i++)
    {
      g_autofree char *path = gp_test_fixture (dots[i]);

      g_assert_cmpint (gp_load_sniff_path (path, NULL), ==, GP_LOAD_KIND_DOT);
    }
  for (guint i = 0; i < G_N_ELEMENTS (logs); i++)
    {
      g_autofree char *path = srcdir_file ("fuzz/corpus/tracer-log", logs[i]);

      if (gp_load_sniff_path (path, NULL) != GP_LOAD_KIND_TRACER_LOG)
        g_error ("%s is not sniffed as a tracer log", logs[i]);
    }

  /* every JetPack's lines, named like a tracer log, gzip-compressed too */
  for (guint i = 0; i < G_N_ELEMENTS (tegra_lines); i++)
    {
      g_autofree char *text = tegra_text (i, 12);
      g_autofree char *name = g_strdup_printf ("tegra-%u.log", i);
      g_autofree char *gz_name = g_strdup_printf ("tegra-%u.gz", i);
      g_autofree char *path = write_text (name, text);
      g_autofree char *gz_path = write_gzip (gz_name, text);

      g_assert_cmpint (gp_load_sniff_path (path, NULL), ==, GP_LOAD_KIND_TEGRASTATS);
      g_assert_cmpint (gp_load_sniff_path (gz_path, NULL), ==, GP_LOAD_KIND_TEGRASTATS);
    }

  /* a cut first line (the log copied mid-line), a blank line, CRLF */
  {
    g_autofree char *body = tegra_text (3, 6);
    g_autofree char *text = g_strconcat ("0/3810MB (cached 0MB)\r\n\r\n", body, NULL);
    g_autofree char *path = write_text ("cut.txt", text);

    g_assert_cmpint (gp_load_sniff_path (path, NULL), ==, GP_LOAD_KIND_TEGRASTATS);
  }

  /* a tracer log that quotes a tegrastats line once is still a log */
  {
    g_autofree char *log_path = srcdir_file ("fuzz/corpus/tracer-log", "records.log");
    g_autofree char *log = gp_test_read_file (log_path);
    g_autofree char *text = g_strconcat (tegra_lines[1], "\n", log, NULL);
    g_autofree char *path = write_text ("quoting.log", text);

    g_assert_cmpint (gp_load_sniff_path (path, NULL), ==, GP_LOAD_KIND_TRACER_LOG);
  }

  /* what cannot be read is left to the load, which says why */
  {
    g_autofree char *empty = write_text ("empty.log", "");
    g_autofree char *missing = g_build_filename (tmpdir, "missing.log", NULL);

    g_assert_cmpint (gp_load_sniff_path (empty, NULL), ==, GP_LOAD_KIND_TRACER_LOG);
    g_assert_cmpint (gp_load_sniff_path (missing, NULL), ==, GP_LOAD_KIND_TRACER_LOG);
    g_assert_cmpint (gp_load_sniff_path (tmpdir, NULL), ==, GP_LOAD_KIND_TRACER_LOG);
  }
}

/* The number of windows of @column with a value, and the largest. */
static guint
n_values (GArray *column,
          double *max)
{
  guint n = 0;

  *max = -1.0;
  for (guint i = 0; column != NULL && i < column->len; i++)
    {
      double v = g_array_index (column, double, i);

      if (!isnan (v))
        {
          n++;
          *max = MAX (*max, v);
        }
    }
  return n;
}

static void
assert_merged (GpDocument *document)
{
  GpSession *session = gp_document_get_session (document);
  GpSystemSeries *system = gp_series_get_system (gp_session_get_series (session));
  guint n_windows = gp_series_get_n_windows (gp_session_get_series (session));
  double max;

  g_assert_cmpuint (n_windows, >, 0);
  /* the JP7 line: GR3D 30 %, EMC 7 %, NVENC1 40 %, VIC 50 % */
  g_assert_cmpuint (n_values (system->gr3d_pct, &max), >, 0);
  g_assert_cmpfloat (max, ==, 30.0);
  g_assert_cmpuint (n_values (system->emc_pct, &max), >, 0);
  g_assert_cmpfloat (max, ==, 7.0);
  g_assert_cmpuint (n_values (system->nvenc_pct, &max), >, 0);
  g_assert_cmpfloat (max, ==, 40.0);
  g_assert_true (gp_session_get_target (session)->capabilities.tegrastats);
}

static char *
tracer_log (void)
{
  return srcdir_file ("fuzz/corpus/tracer-log", "records.log");
}

static void
test_document_load_full (void)
{
  g_autofree char *log = tracer_log ();
  g_autofree char *text = tegra_text (3, 40);
  g_autofree char *tegra = write_text ("tegrastats.log", text);
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpDocument) plain = NULL;
  g_autoptr(GpDocument) bad = NULL;
  g_autoptr(GError) error = NULL;
  double max;

  g_assert_cmpint (gp_load_sniff_path (log, NULL), ==, GP_LOAD_KIND_TRACER_LOG);
  g_assert_cmpint (gp_load_sniff_path (tegra, NULL), ==, GP_LOAD_KIND_TEGRASTATS);

  document = gp_document_load_full (log, NULL, tegra, 0, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  assert_merged (document);

  /* without it, no engine loads */
  plain = gp_document_load (log, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_values (gp_series_get_system (gp_session_get_series (gp_document_get_session (plain)))->gr3d_pct,
                              &max), ==, 0);

  /* a tracer log given as the tegrastats log: one line naming it */
  bad = gp_document_load_full (log, NULL, log, 0, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_null (bad);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "is not a tegrastats log (no tegrastats line in"));
  g_assert_null (strchr (error->message, '\n'));
}

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static GpDocument *
load_with_loader (const char  *path,
                  const char  *tegrastats,
                  GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) tegra = g_file_new_for_path (tegrastats);
  g_autoptr(GpDocumentLoader) loader = gp_document_loader_new (file);
  g_autoptr(GAsyncResult) result = NULL;

  gp_document_loader_set_tegrastats (loader, tegra);
  g_assert_true (gp_document_loader_get_tegrastats (loader) == tegra);
  gp_document_loader_load_async (loader, NULL, loaded_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return gp_document_loader_load_finish (loader, result, error);
}

/* The app's loader: the same merge, before the document is shown. */
static void
test_loader (void)
{
  g_autofree char *log = tracer_log ();
  g_autofree char *text = tegra_text (3, 40);
  g_autofree char *tegra = write_gzip ("tegrastats.log.gz", text);
  g_autofree char *session = gp_test_fixture ("software-healthy.json");
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpDocument) from_session = NULL;
  g_autoptr(GpDocument) bad = NULL;
  g_autoptr(GError) error = NULL;

  document = load_with_loader (log, tegra, &error);
  g_assert_no_error (error);
  g_assert_true (gp_document_get_complete (document));
  assert_merged (document);

  /* a session JSON's series are read before the merge */
  from_session = load_with_loader (session, tegra, &error);
  g_assert_no_error (error);
  g_assert_true (gp_document_get_complete (from_session));
  assert_merged (from_session);

  bad = load_with_loader (log, session, &error);
  g_assert_null (bad);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "is not a tegrastats log"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tmpdir = gp_test_tmpdir ();
  g_test_add_func ("/gp/unit/load-sniff/kinds", test_kinds);
  g_test_add_func ("/gp/unit/load-sniff/document-load-full", test_document_load_full);
  g_test_add_func ("/gp/unit/load-sniff/loader", test_loader);
  return g_test_run ();
}
