/* test-tegrastats.c: tegrastats lines and the tegrastats process
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
#include <signal.h>

#include <glib/gstdio.h>

#include "gp-tegrastats.h"
#include "gp-test-util.h"

static char **
fixture_lines (const char *board)
{
  g_autofree char *rel = g_build_filename ("jetson-root", board, "tegrastats.txt", NULL);
  g_autofree char *path = gp_test_fixture (rel);
  g_autofree char *text = gp_test_read_file (path);

  g_strchomp (text);
  return g_strsplit (text, "\n", -1);
}

static void
assert_cores (const GpTegraSample *sample,
              const double        *expected,
              guint                n)
{
  g_assert_nonnull (sample->cpu_pct_per_core);
  g_assert_cmpuint (sample->cpu_pct_per_core->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      double v = g_array_index (sample->cpu_pct_per_core, double, i);

      if (isnan (expected[i]))
        g_assert_true (isnan (v));
      else
        g_assert_cmpfloat (v, ==, expected[i]);
    }
}

static void
test_orin_r36 (void)
{
  g_auto(GStrv) lines = fixture_lines ("orin-nx-jp6");
  g_autoptr(GpTegraSample) first = NULL;
  const double cores[] = { 12, 9, 31, 7, 3, 0, 1, 0 };

  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  first = gp_tegrastats_parse_line (lines[0]);
  assert_cores (first, cores, G_N_ELEMENTS (cores));
  g_assert_cmpfloat (first->gr3d_pct, ==, 0.0);
  /* R36 has no load counter for these engines: None, not 0 */
  g_assert_true (isnan (first->vic_pct));
  g_assert_true (isnan (first->nvenc_pct));
  g_assert_true (isnan (first->nvdec_pct));
  g_assert_true (isnan (first->emc_pct));
  g_assert_true (isnan (first->nvjpg_pct));

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line (lines[i]);

      g_assert_false (gp_tegra_sample_is_empty (sample));
      g_assert_cmpuint (sample->cpu_pct_per_core->len, ==, 8);
      g_assert_false (isnan (sample->gr3d_pct));
      g_assert_true (isnan (sample->vic_pct));
    }
  {
    g_autoptr(GpTegraSample) third = gp_tegrastats_parse_line (lines[2]);
    g_assert_cmpfloat (third->gr3d_pct, ==, 2.0);
  }
}

static void
test_xavier_r35 (void)
{
  g_auto(GStrv) lines = fixture_lines ("xavier-nx-jp5");
  g_autoptr(GpTegraSample) first = gp_tegrastats_parse_line (lines[0]);
  g_autoptr(GpTegraSample) last = gp_tegrastats_parse_line (lines[3]);
  const double cores[] = { 12, 8, 0, 3, NAN, NAN };

  /* The reference's worked example. */
  assert_cores (first, cores, G_N_ELEMENTS (cores));
  g_assert_cmpfloat (first->gr3d_pct, ==, 27.0);
  g_assert_cmpfloat (first->vic_pct, ==, 15.0);
  g_assert_cmpfloat (first->emc_pct, ==, 3.0);
  g_assert_true (isnan (first->nvenc_pct));   /* "NVENC 716": on, load unknown */
  g_assert_cmpfloat (first->nvdec_pct, ==, 0.0);
  g_assert_cmpfloat (first->nvjpg_pct, ==, 0.0);

  g_assert_cmpfloat (last->vic_pct, ==, 91.0);
  g_assert_cmpfloat (last->gr3d_pct, ==, 30.0);
  g_assert_cmpfloat (last->emc_pct, ==, 6.0);
}

static void
test_value_forms (void)
{
  g_autoptr(GpTegraSample) agx = NULL;
  g_autoptr(GpTegraSample) mixed = NULL;
  g_autoptr(GpTegraSample) order = NULL;
  const double cores[] = { 5, NAN, NAN, 7 };

  /* dual-GPC AGX Orin, N%@[F,F], names without _FREQ, NVENC1/NVDEC1 */
  agx = gp_tegrastats_parse_line ("RAM 1/2MB CPU [5%@729,off,,7%] GR3D 45%@[305,305] "
                                  "VIC 12%@[115] EMC 0% NVENC1 33%@1075 NVDEC1 off NVJPG 716");
  assert_cores (agx, cores, G_N_ELEMENTS (cores));
  g_assert_cmpfloat (agx->gr3d_pct, ==, 45.0);
  g_assert_cmpfloat (agx->vic_pct, ==, 12.0);
  g_assert_cmpfloat (agx->emc_pct, ==, 0.0);
  g_assert_cmpfloat (agx->nvenc_pct, ==, 33.0);
  g_assert_cmpfloat (agx->nvdec_pct, ==, 0.0);
  g_assert_true (isnan (agx->nvjpg_pct));

  /* a bare frequency never overwrites a load, a load overwrites */
  order = gp_tegrastats_parse_line ("NVENC 40% NVENC1 1075 NVDEC 716 NVDEC1 9%");
  g_assert_cmpfloat (order->nvenc_pct, ==, 40.0);
  g_assert_cmpfloat (order->nvdec_pct, ==, 9.0);
  g_assert_null (order->cpu_pct_per_core);

  /* junk values are skipped, the next unit still parses */
  mixed = gp_tegrastats_parse_line ("VIC_FREQ banana GR3D_FREQ 3%@[1] EMC_FREQ %@5 CPU");
  g_assert_true (isnan (mixed->vic_pct));
  g_assert_cmpfloat (mixed->gr3d_pct, ==, 3.0);
  g_assert_true (isnan (mixed->emc_pct));
  g_assert_null (mixed->cpu_pct_per_core);
}

static void
test_garbage (void)
{
  const char *lines[] = {
    "",
    "   ",
    "tegrastats: command not found",
    "RAM banana/15388MB (lfb 2963x4MB) SWAP 0/7694MB",
    "RAM 20000/15388MB",
    "CPU [unterminated",
    "GR3D_FREQ",
    "\xff\xfe binary \x01 junk",
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line (lines[i]);

      g_assert_true (gp_tegra_sample_is_empty (sample));
    }
  {
    g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line (NULL);
    g_assert_true (gp_tegra_sample_is_empty (sample));
  }
  {
    /* the RAM alone is a reading (and no load) */
    g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line ("RAM 2464/15388MB (lfb 2963x4MB) SWAP 0/7694MB");
    g_assert_false (gp_tegra_sample_is_empty (sample));
    g_assert_cmpfloat (sample->ram_used_mb, ==, 2464.0);
    g_assert_cmpfloat (sample->ram_total_mb, ==, 15388.0);
    g_assert_true (isnan (sample->gr3d_pct));
    g_assert_null (sample->cpu_pct_per_core);
  }
}

static void
test_copy (void)
{
  g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line ("CPU [1%@2,off] VIC 5%");
  g_autoptr(GpTegraSample) copy = gp_tegra_sample_copy (sample);

  g_assert_true (copy->cpu_pct_per_core != sample->cpu_pct_per_core);
  g_assert_cmpuint (copy->cpu_pct_per_core->len, ==, 2);
  g_assert_cmpfloat (copy->vic_pct, ==, 5.0);
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* A stand-in tegrastats on this machine replays a recorded line; the real
 * process code reads it. */
static void
test_process (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *script = g_build_filename (dir, "tegrastats", NULL);
  g_autofree char *args_file = g_build_filename (dir, "args", NULL);
  g_autofree char *fixture = gp_test_fixture ("jetson-root/xavier-nx-jp5/tegrastats.txt");
  g_autofree char *body = NULL;
  g_autofree char *args = NULL;
  g_autoptr(GpTegrastats) tegra = NULL;
  g_autoptr(GError) error = NULL;
  const GpTegraSample *latest;
  gboolean timed_out = FALSE;
  guint timeout;

  body = g_strdup_printf ("#!/bin/sh\necho \"$@\" > '%s'\n"
                          "echo 'garbage first'\n"
                          "while :; do cat '%s'; sleep 0.05; done\n",
                          args_file, fixture);
  g_file_set_contents (script, body, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (script, 0755), ==, 0);

  tegra = gp_tegrastats_new (script, 250);
  g_assert_null (gp_tegrastats_get_latest (tegra));
  g_assert_true (gp_tegrastats_start (tegra, &error));
  g_assert_no_error (error);

  timeout = g_timeout_add_seconds (10, timeout_cb, &timed_out);
  while (!timed_out && gp_tegrastats_get_n_lines (tegra) < 6)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);

  latest = gp_tegrastats_get_latest (tegra);
  g_assert_nonnull (latest);
  g_assert_cmpfloat (latest->gr3d_pct, >=, 27.0);
  g_assert_true (isnan (latest->nvenc_pct));
  g_assert_cmpuint (latest->cpu_pct_per_core->len, ==, 6);

  args = gp_test_read_file (args_file);
  g_assert_cmpstr (args, ==, "--interval 250\n");

  gp_tegrastats_stop (tegra);
  g_clear_object (&tegra);
}

static void
test_missing_binary (void)
{
  g_autoptr(GpTegrastats) tegra = gp_tegrastats_new ("/nonexistent/tegrastats", 250);
  g_autoptr(GError) error = NULL;

  g_assert_false (gp_tegrastats_start (tegra, &error));
  g_assert_nonnull (error);
  g_assert_null (gp_tegrastats_get_latest (tegra));
  gp_tegrastats_stop (tegra);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/tegrastats/orin-r36", test_orin_r36);
  g_test_add_func ("/gp/unit/tegrastats/xavier-r35", test_xavier_r35);
  g_test_add_func ("/gp/unit/tegrastats/value-forms", test_value_forms);
  g_test_add_func ("/gp/unit/tegrastats/garbage", test_garbage);
  g_test_add_func ("/gp/unit/tegrastats/copy", test_copy);
  g_test_add_func ("/gp/unit/tegrastats/process", test_process);
  g_test_add_func ("/gp/unit/tegrastats/missing-binary", test_missing_binary);

  return g_test_run ();
}
