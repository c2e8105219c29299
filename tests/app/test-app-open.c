/* test-app-open.c: `gst-profile … --open` starting the real desktop app
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

#include <glib.h>

#include "gp-test-util.h"

static char *
fixture (const char *name)
{
  return g_build_filename (g_getenv ("GP_FIXTURES_DIR"), name, NULL);
}

/* Runs the CLI with the built app as $GP_INSPECTOR, told to print which
 * file it shows and to quit after its first frame. The app writes to our
 * stderr pipe, so this returns once the app has quit too. */
static int
run_with_app (const char * const *args,
              char              **out,
              char              **err)
{
  g_autofree char *env_inspector = g_strconcat ("GP_INSPECTOR=", g_getenv ("GP_INSPECTOR_EXE"), NULL);
  const char *env[] = { env_inspector, "GP_PROFILE_STARTUP=1", "GP_PROFILE_EXIT=1", NULL };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (char *) g_getenv ("GP_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  return gp_test_spawn ((const char * const *) argv->pdata, env, out, err);
}

static void
assert_opened (const char *err,
               const char *path)
{
  g_autofree char *opening = g_strdup_printf ("gst-profile: opening %s in the desktop app\n", path);
  g_autofree char *shown = g_strdup_printf ("\ngp-profile: document=%s\n", path);

  if (strstr (err, opening) == NULL || strstr (err, shown) == NULL ||
      strstr (err, "\ngp-profile: first-frame-ms=") == NULL)
    g_error ("the app did not show %s:\n%s", path, err);
}

/* analyze --open: the verdict and the exit code as without it, and the app
 * shows that very file. */
static void
test_analyze_open (void)
{
  g_autofree char *path = fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GpCliResult) plain = gp_test_run_clivp ("analyze", path, NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  status = run_with_app ((const char *[]) { "analyze", path, "--open", NULL }, &out, &err);
  g_assert_cmpint (status, ==, plain->status);
  g_assert_cmpint (status, ==, 1);
  /* The app's own output never reaches stdout. */
  g_assert_cmpstr (out, ==, plain->out);
  assert_opened (err, path);
}

/* run --open: the session just written is what the app shows. */
static void
test_run_open (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *session = g_build_filename (dir, "captured.json", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  status = run_with_app ((const char *[]) { "run", "videotestsrc num-buffers=20 ! video/x-raw,width=64,height=48 "
                                            "! videoconvert ! fakesink", "--out", session, "--open", NULL },
                         &out, &err);
  g_assert_cmpint (status, <=, 1);
  g_assert_true (g_file_test (session, G_FILE_TEST_IS_REGULAR));
  assert_opened (err, session);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/app-open/analyze", test_analyze_open);
  g_test_add_func ("/app-open/run", test_run_open);

  return g_test_run ();
}
