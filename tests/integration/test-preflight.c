/* test-preflight.c: `gst-profile check` and the preflight behind run/wrap
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

#include "gp-error.h"
#include "gp-preflight.h"
#include "gp-session.h"
#include "gp-test-util.h"

static gboolean
has_string (GPtrArray  *strings,
            const char *value)
{
  for (guint i = 0; i < strings->len; i++)
    if (g_strcmp0 (g_ptr_array_index (strings, i), value) == 0)
      return TRUE;
  return FALSE;
}

static char *
board_root (const char *board)
{
  g_autofree char *rel = g_build_filename ("jetson-root", board, NULL);

  return gp_test_fixture (rel);
}

static void
test_orin_jp6 (void)
{
  g_autofree char *root = board_root ("orin-nx-jp6");
  g_autoptr(GpPreflight) preflight = gp_preflight_run (root);

  g_assert_cmpstr (preflight->platform, ==, "jetson");
  g_assert_cmpstr (preflight->board, ==, "NVIDIA Jetson Orin NX Engineering Reference Developer Kit");
  g_assert_cmpstr (preflight->l4t, ==, "36.4.3");
  g_assert_cmpstr (preflight->root, ==, root);
}

static void
test_xavier_jp5 (void)
{
  g_autofree char *root = board_root ("xavier-nx-jp5");
  g_autoptr(GpPreflight) preflight = gp_preflight_run (root);
  g_autoptr(GpSession) session = gp_session_new ();
  GpTarget *target = gp_session_get_target (session);
  g_autofree char *text = NULL;

  g_assert_cmpstr (preflight->platform, ==, "jetson");
  g_assert_cmpstr (preflight->board, ==, "NVIDIA Jetson Xavier NX Developer Kit");
  g_assert_cmpstr (preflight->l4t, ==, "35.4.1");

  gp_preflight_fill_target (preflight, target);
  g_assert_cmpstr (target->platform, ==, "jetson");
  g_assert_cmpstr (target->board, ==, "NVIDIA Jetson Xavier NX Developer Kit");
  g_assert_cmpstr (target->l4t, ==, "35.4.1");
  g_assert_cmpstr (target->gstreamer, ==, preflight->gstreamer);

  text = gp_preflight_format (preflight);
  g_assert_true (strstr (text, "\n  platform          jetson  NVIDIA Jetson Xavier NX Developer Kit  L4T 35.4.1\n") != NULL);
}

static void
test_generic_roots (void)
{
  g_autofree char *empty = gp_test_tmpdir ();
  g_autofree char *mtk = gp_test_tmpdir ();
  g_autofree char *blank_release = gp_test_tmpdir ();
  g_autofree char *model_dir = g_build_filename (mtk, "sys/firmware/devicetree/base", NULL);
  g_autofree char *model = g_build_filename (model_dir, "model", NULL);
  g_autofree char *etc = g_build_filename (blank_release, "etc", NULL);
  g_autofree char *release = g_build_filename (etc, "nv_tegra_release", NULL);
  g_autoptr(GpPreflight) none = NULL;
  g_autoptr(GpPreflight) mediatek = NULL;
  g_autoptr(GpPreflight) blank = NULL;
  g_autofree char *text = NULL;

  none = gp_preflight_run (empty);
  g_assert_cmpstr (none->platform, ==, "generic");
  g_assert_cmpstr (none->board, ==, "");
  g_assert_cmpstr (none->l4t, ==, "");
  text = gp_preflight_format (none);
  /* trailing blanks of the platform row are stripped */
  g_assert_true (strstr (text, "\n  platform          generic\n") != NULL);

  /* the second model path, NUL-terminated like a device tree */
  g_assert_cmpint (g_mkdir_with_parents (model_dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (model, "MediaTek Genio 1200 EVK\0", 24, NULL));
  mediatek = gp_preflight_run (mtk);
  g_assert_cmpstr (mediatek->platform, ==, "mediatek");
  g_assert_cmpstr (mediatek->board, ==, "MediaTek Genio 1200 EVK");

  /* an empty release file does not make a Jetson */
  g_assert_cmpint (g_mkdir_with_parents (etc, 0755), ==, 0);
  g_assert_true (g_file_set_contents (release, "\n", -1, NULL));
  blank = gp_preflight_run (blank_release);
  g_assert_cmpstr (blank->platform, ==, "generic");
}

static void
test_parsers (void)
{
  g_autoptr(GPtrArray) fallback = NULL;
  g_autoptr(GPtrArray) none = NULL;
  g_auto(GStrv) names = NULL;
  char *s;

  s = gp_preflight_parse_l4t ("# R35 (release), REVISION: 4.1, GCID: 33958178, BOARD: t186ref\n");
  g_assert_cmpstr (s, ==, "35.4.1");
  g_free (s);
  s = gp_preflight_parse_l4t ("# R32 (release), REVISION: 7.4\n");
  g_assert_cmpstr (s, ==, "32.7.4");
  g_free (s);
  g_assert_null (gp_preflight_parse_l4t ("nothing here"));
  g_assert_null (gp_preflight_parse_l4t (NULL));

  s = gp_preflight_parse_gst_version ("gst-launch-1.0 version 1.20.3\nGStreamer 1.20.3\nhttps://launchpad.net\n");
  g_assert_cmpstr (s, ==, "1.20.3");
  g_free (s);
  g_assert_null (gp_preflight_parse_gst_version ("GStreamer one point twenty"));

  g_assert_true (gp_preflight_version_at_least ("1.18.0", 1, 18));
  g_assert_true (gp_preflight_version_at_least ("1.22.0", 1, 18));
  g_assert_true (gp_preflight_version_at_least ("2.0.0", 1, 18));
  g_assert_false (gp_preflight_version_at_least ("1.16.3", 1, 18));
  g_assert_false (gp_preflight_version_at_least ("", 1, 18));

  fallback = gp_preflight_parse_tracers ("Plugin Details:\n  Name   coretracers\n\n  latency:\n  stats:\n\n  2 features:\n");
  g_assert_cmpuint (fallback->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (fallback, 0), ==, "latency");
  g_assert_cmpstr (g_ptr_array_index (fallback, 1), ==, "stats");
  none = gp_preflight_parse_tracers ("No such element or plugin 'coretracers'\n");
  g_assert_cmpuint (none->len, ==, 0);

  names = gp_preflight_split_tracers ("latency(flags=pipeline+element+reported); stats;;leaks(filters=GstBuffer)");
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (names[0], ==, "latency");
  g_assert_cmpstr (names[1], ==, "stats");
  g_assert_cmpstr (names[2], ==, "leaks");

  g_assert_cmpstr (gp_preflight_platform_for (TRUE, ""), ==, "jetson");
  g_assert_cmpstr (gp_preflight_platform_for (FALSE, "Jetson AGX Orin"), ==, "jetson");
  g_assert_cmpstr (gp_preflight_platform_for (FALSE, "MT8395"), ==, "mediatek");
  g_assert_cmpstr (gp_preflight_platform_for (FALSE, "Raspberry Pi 5"), ==, "generic");
}

/* This machine: GStreamer 1.22 with the core tracers, no tegrastats. */
static void
test_this_machine (void)
{
  g_autoptr(GpPreflight) preflight = gp_preflight_run (NULL);
  g_autoptr(GpSession) session = gp_session_new ();
  GpTarget *target = gp_session_get_target (session);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_nonnull (preflight->gst_launch);
  g_assert_true (g_str_has_prefix (preflight->gstreamer, "1."));
  g_assert_true (preflight->element_latency);
  g_assert_true (preflight->stats);
  g_assert_true (has_string (preflight->tracers, "latency"));
  g_assert_true (has_string (preflight->tracers, "stats"));
  g_assert_true (has_string (preflight->tracers, "leaks"));
  g_assert_null (preflight->tegrastats);
  g_assert_cmpuint (preflight->problems->len, ==, 0);

  gp_preflight_fill_target (preflight, target);
  g_assert_cmpuint (target->sources_present->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (target->sources_present, 0), ==, "tracer-log");
  g_assert_cmpstr (g_ptr_array_index (target->sources_present, 1), ==, "dot");
  g_assert_cmpstr (g_ptr_array_index (target->sources_present, 2), ==, "procstat");
  g_assert_cmpuint (target->sources_missing->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (target->sources_missing, 0), ==, "tegrastats");
  g_assert_true (target->capabilities.element_latency);
  g_assert_true (target->capabilities.stats);
  g_assert_false (target->capabilities.tegrastats);
  g_assert_false (target->capabilities.queue_levels);

  text = gp_preflight_format (preflight);
  g_assert_true (g_str_has_prefix (text, "gst-profile check\n  gst-profile       " PACKAGE_VERSION "\n"));
  g_assert_true (strstr (text, "\n  tracers           factories, latency, leaks, log, rusage, stats\n") != NULL);
  g_assert_true (strstr (text, "\n  element latency   yes\n") != NULL);
  g_assert_true (strstr (text, "\n  stats (topology)  yes\n") != NULL);
  g_assert_true (strstr (text, "\n  tegrastats        no\n") != NULL);
  g_assert_true (strstr (text, "\n  sources           present: tracer-log, dot, procstat   missing: tegrastats\n") != NULL);
  g_assert_true (strstr (text, "  ! ") == NULL);

  /* pitfall 7: GStreamer ignores an unknown tracer name without a word */
  g_assert_true (gp_preflight_check_tracers (preflight, "latency(flags=element);stats", &error));
  g_assert_no_error (error);
  g_assert_true (gp_preflight_check_tracers (preflight, "leaks", &error));
  g_assert_false (gp_preflight_check_tracers (preflight, "latency;queue-levels", &error));
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_true (strstr (error->message, "'queue-levels'") != NULL);
  g_clear_error (&error);
  g_assert_false (gp_preflight_check_tracers (preflight, "-a", &error));
  g_clear_error (&error);
  g_assert_false (gp_preflight_check_tracers (preflight, "lat ency", &error));
  g_clear_error (&error);
  /* an element is no tracer */
  g_assert_false (gp_preflight_check_tracers (preflight, "fakesink", &error));
  g_clear_error (&error);
}

static void
test_cli_check (void)
{
  g_autofree char *root = board_root ("orin-nx-jp6");
  g_autoptr(GpCliResult) plain = gp_test_run_clivp ("check", NULL);
  g_autoptr(GpCliResult) jetson = gp_test_run_clivp ("check", "--root", root, NULL);
  g_autoptr(GpCliResult) bad = gp_test_run_clivp ("check", "--bogus", NULL);
  g_autoptr(GpCliResult) extra = gp_test_run_clivp ("check", "something", NULL);
  g_autoptr(GpCliResult) help = gp_test_run_clivp ("check", "--help", NULL);
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (plain->status, ==, 0);
  lines = g_strsplit (plain->out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 10);
  g_assert_cmpstr (lines[0], ==, "gst-profile check");
  g_assert_true (g_str_has_prefix (lines[2], "  gstreamer         1."));
  g_assert_true (strstr (lines[2], "   (gst-launch-1.0: /") != NULL);
  g_assert_cmpstr (lines[3], ==, "  platform          generic");
  g_assert_cmpstr (lines[9], ==, "");

  g_assert_cmpint (jetson->status, ==, 0);
  g_assert_true (strstr (jetson->out, "\n  platform          jetson  NVIDIA Jetson Orin NX Engineering Reference "
                                      "Developer Kit  L4T 36.4.3\n") != NULL);

  g_assert_cmpint (bad->status, ==, 3);
  g_assert_true (g_str_has_prefix (bad->err, "gst-profile: "));
  g_assert_cmpint (extra->status, ==, 3);
  g_assert_cmpint (help->status, ==, 0);
  g_assert_true (strstr (help->out, "--root") != NULL);
}

/* Without gst-launch-1.0 on PATH: said plainly, and still exit 0. */
static void
test_cli_check_no_gstreamer (void)
{
  const char *cli = g_getenv ("GP_CLI");
  const char *argv[] = { cli, "check", NULL };
  const char *env[] = { "PATH=/nonexistent", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  status = gp_test_spawn (argv, env, &out, &err);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (strstr (out, "\n  gstreamer         not found   (gst-launch-1.0: missing)\n") != NULL);
  g_assert_true (strstr (out, "\n  tracers           unknown\n") != NULL);
  g_assert_true (strstr (out, "\n  element latency   no\n") != NULL);
  g_assert_true (strstr (out, "\n  stats (topology)  yes\n") != NULL);
  g_assert_true (strstr (out, "\n  sources           present: dot, procstat   missing: tegrastats, element-latency\n") != NULL);
  g_assert_true (strstr (out, "\n  ! gst-launch-1.0 not found (needed for `run`; `wrap`/`analyze` still work "
                              "if the app links GStreamer)\n") != NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/integration/preflight/orin-jp6", test_orin_jp6);
  g_test_add_func ("/gp/integration/preflight/xavier-jp5", test_xavier_jp5);
  g_test_add_func ("/gp/integration/preflight/generic-roots", test_generic_roots);
  g_test_add_func ("/gp/integration/preflight/parsers", test_parsers);
  g_test_add_func ("/gp/integration/preflight/this-machine", test_this_machine);
  g_test_add_func ("/gp/integration/preflight/cli-check", test_cli_check);
  g_test_add_func ("/gp/integration/preflight/cli-check-no-gstreamer", test_cli_check_no_gstreamer);

  return g_test_run ();
}
