/* test-cli-tegrastats.c: the real `gst-profile analyze LOG --tegrastats FILE` (and report, export)
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

/* A real gst-launch-1.0 tracer log captured here, and a tegrastats log in the JP5+ form (stamped
 * `MM-DD-YYYY HH:MM:SS`, four lines a second, JetPack 7's NVENC0/NVENC1 instances): a tracer log
 * has no wall clock, so the lines are aligned by start, at the interval their stamps give. */

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "gp-test-capture.h"
#include "gp-test-util.h"

static char *log_path;
static char *tegra_path;

static void
capture_log (const char *dir)
{
  static const char * const words[] = {
    "videotestsrc", "is-live=true", "num-buffers=45", "!", "video/x-raw,width=160,height=120,framerate=30/1",
    "!", "videoconvert", "!", "queue", "!", "fakesink", NULL
  };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  log_path = gp_test_capture_log (dir, words, NULL);

  /* line i: GR3D 30+i, VIC 50+i, NVENC1 40+i (NVENC0 off), EMC i */
  for (guint i = 0; i < 10; i++)
    g_string_append_printf (text,
                            "11-29-2026 12:00:%02u RAM %u/7620MB (lfb 4x2MB) SWAP 0/3810MB (cached 0MB) "
                            "CPU [%u%%@1984,%u%%@1984,off,5%%@729] EMC_FREQ %u%%@2133 GR3D_FREQ %u%%@[624] "
                            "NVENC0 off NVENC1 %u%%@1075 NVDEC0 off VIC %u%%@115 APE 174 "
                            "VDD_IN 6975mW/6975mW VDD_CPU_GPU_CV 1477mW/1477mW\n",
                            i / 4, 2400 + i, 10 + i, 20 + i, i, 30 + i, 40 + i, 50 + i);
  tegra_path = g_build_filename (dir, "tegrastats.txt", NULL);
  g_file_set_contents (tegra_path, text->str, -1, &error);
  g_assert_no_error (error);
}

static JsonObject *
load_json (const char *path,
           JsonParser *parser)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_analyze (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "merged.json", NULL);
  g_autoptr(GpCliResult) r = gp_test_run_clivp ("analyze", log_path, "--tegrastats", tegra_path,
                                                "--out", out, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonObject *system;
  JsonObject *caps;
  JsonArray *t;
  JsonArray *notes;
  const char *note;
  guint n;

  g_assert_cmpint (r->status, ==, 0);
  root = load_json (out, parser);
  system = json_object_get_object_member (json_object_get_object_member (root, "series"), "system");
  t = json_object_get_array_member (json_object_get_object_member (root, "series"), "t");
  n = json_array_get_length (t);
  g_assert_cmpuint (n, >=, 4);

  /* 250 ms lines on 250 ms windows: window w is line w, while there are lines */
  for (guint w = 0; w < MIN (n, 10); w++)
    {
      g_assert_cmpfloat (json_array_get_double_element (json_object_get_array_member (system, "gr3d_pct"), w), ==, 30 + w);
      g_assert_cmpfloat (json_array_get_double_element (json_object_get_array_member (system, "vic_pct"), w), ==, 50 + w);
      g_assert_cmpfloat (json_array_get_double_element (json_object_get_array_member (system, "nvenc_pct"), w), ==, 40 + w);
      g_assert_cmpfloat (json_array_get_double_element (json_object_get_array_member (system, "nvdec_pct"), w), ==, 0);
      g_assert_cmpfloat (json_array_get_double_element (json_object_get_array_member (system, "emc_pct"), w), ==, w);
    }
  {
    JsonArray *row = json_array_get_array_element (json_object_get_array_member (system, "cpu_pct_per_core"), 1);

    g_assert_cmpuint (json_array_get_length (row), ==, 4);
    g_assert_cmpfloat (json_array_get_double_element (row, 0), ==, 11);
    g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (row, 2)));
  }
  /* past the last line: not measured */
  if (n > 10)
    g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (json_object_get_array_member (system, "gr3d_pct"), 10)));

  caps = json_object_get_object_member (json_object_get_object_member (root, "target"), "capabilities");
  g_assert_true (json_object_get_boolean_member (caps, "tegrastats"));
  notes = json_object_get_array_member (json_object_get_object_member (root, "session"), "notes");
  note = json_array_get_string_element (notes, json_array_get_length (notes) - 1);
  g_assert_nonnull (strstr (note, "tegrastats: 10 lines of tegrastats.txt, every 250 ms from its timestamps, "
                                  "aligned by start: a tracer log's times run from gst_init"));
}

/* Without --tegrastats the same log has no engine columns. */
static void
test_without (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "plain.json", NULL);
  g_autoptr(GpCliResult) r = gp_test_run_clivp ("analyze", log_path, "--out", out, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonObject *system;

  g_assert_cmpint (r->status, ==, 0);
  root = load_json (out, parser);
  system = json_object_get_object_member (json_object_get_object_member (root, "series"), "system");
  g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (json_object_get_array_member (system, "gr3d_pct"), 0)));
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (
    json_object_get_object_member (root, "target"), "capabilities"), "tegrastats"));
}

/* report and export read it too. */
static void
test_report_export (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *html = g_build_filename (dir, "r.html", NULL);
  g_autofree char *csv = g_build_filename (dir, "s.csv", NULL);
  g_autoptr(GpCliResult) report = gp_test_run_clivp ("report", log_path, "--tegrastats", tegra_path,
                                                     "-o", html, NULL);
  g_autoptr(GpCliResult) export = gp_test_run_clivp ("export", log_path, "--tegrastats", tegra_path,
                                                     "--series", "csv", "-o", csv, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) header = NULL;
  g_auto(GStrv) row = NULL;
  int col = -1;

  g_assert_cmpint (report->status, ==, 0);
  g_assert_true (g_file_test (html, G_FILE_TEST_EXISTS));
  g_assert_cmpint (export->status, ==, 0);
  text = gp_test_read_file (csv);
  lines = g_strsplit (text, "\n", -1);
  header = g_strsplit (lines[0], ",", -1);
  for (int i = 0; header[i] != NULL; i++)
    if (strstr (header[i], "gr3d") != NULL)
      col = i;
  g_assert_cmpint (col, >=, 0);
  row = g_strsplit (lines[2], ",", -1);
  g_assert_cmpstr (row[col], ==, "31.0");
}

/* A file that is no tegrastats log, a missing one, an interval without a
 * file: one line, exit 3. */
static void
test_bad (void)
{
  g_autoptr(GpCliResult) not_tegra = gp_test_run_clivp ("analyze", log_path, "--tegrastats", log_path, NULL);
  g_autoptr(GpCliResult) missing = gp_test_run_clivp ("analyze", log_path, "--tegrastats", "/nonexistent/t", NULL);
  g_autoptr(GpCliResult) lone = gp_test_run_clivp ("analyze", log_path, "--tegrastats-interval", "500", NULL);
  g_autoptr(GpCliResult) range = gp_test_run_clivp ("analyze", log_path, "--tegrastats", tegra_path,
                                                    "--tegrastats-interval", "-5", NULL);

  g_assert_cmpint (not_tegra->status, ==, 3);
  g_assert_nonnull (strstr (not_tegra->err, "is not a tegrastats log (no tegrastats line in"));
  g_assert_true (strchr (not_tegra->err, '\n') == not_tegra->err + strlen (not_tegra->err) - 1);
  g_assert_cmpstr (not_tegra->out, ==, "");
  g_assert_cmpint (missing->status, ==, 3);
  g_assert_cmpstr (missing->err, ==, "gst-profile: /nonexistent/t not found\n");
  g_assert_cmpint (lone->status, ==, 3);
  g_assert_cmpstr (lone->err, ==, "gst-profile: --tegrastats-interval needs --tegrastats FILE\n");
  g_assert_cmpint (range->status, ==, 3);
  g_assert_nonnull (strstr (range->err, "--tegrastats-interval must be 1 to 3600000 ms"));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = gp_test_tmpdir ();
  capture_log (dir);

  g_test_add_func ("/gp/cli/cli-tegrastats/analyze", test_analyze);
  g_test_add_func ("/gp/cli/cli-tegrastats/without", test_without);
  g_test_add_func ("/gp/cli/cli-tegrastats/report-export", test_report_export);
  g_test_add_func ("/gp/cli/cli-tegrastats/bad", test_bad);

  status = g_test_run ();
  g_free (log_path);
  g_free (tegra_path);
  return status;
}
