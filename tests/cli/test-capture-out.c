/* test-capture-out.c: no capture is lost to its output path
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
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gp-loader.h"
#include "gp-session-output.h"
#include "gp-test-util.h"

static char *tmpdir;

/* gst-profile with @args in @cwd (NULL: this one), a private TMPDIR and
 * XDG_DATA_HOME unless @env sets them. */
static GpCliResult *
run_cli (const char * const *args,
         const char * const *env,
         const char         *cwd)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_build_filename (tmpdir, "tmp", NULL);
  g_autofree char *xdg = g_build_filename (tmpdir, "xdg", NULL);
  GpCliResult *res = g_new0 (GpCliResult, 1);

  g_ptr_array_add (argv, (char *) g_getenv ("GP_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_assert_cmpint (g_mkdir_with_parents (tmp, 0700), ==, 0);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "TMPDIR", tmp, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", xdg, TRUE);
  for (guint i = 0; env != NULL && env[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (env[i], "=", 2);

      g_subprocess_launcher_setenv (launcher, kv[0], kv[1] ? kv[1] : "", TRUE);
    }
  if (cwd != NULL)
    g_subprocess_launcher_set_cwd (launcher, cwd);

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &res->out, &res->err, &error);
  g_assert_no_error (error);
  res->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process)
                                                      : 128 + g_subprocess_get_term_sig (process);
  if (g_test_verbose ())
    g_printerr ("--- exit %d\n--- stdout\n%s--- stderr\n%s", res->status, res->out, res->err);
  return res;
}

/* Exit 3, one line on stderr with @expect, nothing on stdout, and the
 * command never ran (@marker not made). */
static void
check_refused (const char * const *args,
               const char         *cwd,
               const char         *expect,
               const char         *marker)
{
  g_autoptr(GpCliResult) res = run_cli (args, NULL, cwd);

  if (res->status != 3 || !g_str_has_prefix (res->err, "gst-profile: ") ||
      strchr (res->err, '\n') != res->err + strlen (res->err) - 1 || res->out[0] != '\0' ||
      strstr (res->err, expect) == NULL)
    g_error ("%s: status %d, stdout '%s', stderr '%s' (expected '%s')",
             args[0], res->status, res->out, res->err, expect);
  if (marker != NULL)
    g_assert_false (g_file_test (marker, G_FILE_TEST_EXISTS));
}

/* Every --out that cannot be written is refused before anything starts:
 * run, wrap and run --ssh (the board is not even asked). */
static void
test_refused_before_start (void)
{
  g_autofree char *marker = g_build_filename (tmpdir, "the-command-ran", NULL);
  g_autofree char *touch = g_strdup_printf ("touch '%s'", marker);
  g_autofree char *file = g_build_filename (tmpdir, "a-file", NULL);
  g_autofree char *fifo = g_build_filename (tmpdir, "a-fifo", NULL);
  g_autofree char *missing = g_build_filename (tmpdir, "no-such-folder", "s.json", NULL);
  g_autofree char *under_file = g_build_filename (file, "s.json", NULL);
  g_autofree char *slash = g_strconcat (tmpdir, "/", NULL);
  g_autofree char *missing_parent = g_build_filename (tmpdir, "no-such-folder", NULL);
  const struct { const char *out; const char *expect; } cases[] = {
    { missing, "does not exist" },
    { under_file, "is not a folder" },
    { tmpdir, "it is a directory" },
    { slash, "it is a directory" },
    { fifo, "it is a FIFO (named pipe)" },
    /* Not even root makes a file in /proc. */
    { "/proc/gst-profile-test.json", "cannot create a file in /proc" },
  };

  g_assert_true (g_file_set_contents (file, "x", -1, NULL));
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *expect = g_strdup_printf ("gst-profile: --out: cannot write %s: ", cases[i].out);
      const char *wrap[] = { "wrap", "--out", cases[i].out, "--", "sh", "-c", touch, NULL };
      const char *run[] = { "run", "--out", cases[i].out, "videotestsrc num-buffers=5 ! fakesink", NULL };
      const char *ssh[] = { "run", "--ssh", "gp-test-no-such-board.invalid", "--out", cases[i].out,
                            "videotestsrc num-buffers=5 ! fakesink", NULL };

      check_refused (wrap, NULL, expect, marker);
      check_refused (wrap, NULL, cases[i].expect, marker);
      check_refused (run, NULL, expect, NULL);
      check_refused (ssh, NULL, expect, NULL);
    }
  /* The FIFO is still one: nothing was renamed over it. */
  {
    GStatBuf st;

    g_assert_cmpint (g_stat (fifo, &st), ==, 0);
    g_assert_true (S_ISFIFO (st.st_mode));
  }
  g_assert_false (g_file_test (missing_parent, G_FILE_TEST_EXISTS));

  /* No --out, in a folder where nothing can be made: the default name's
   * folder is checked. */
  {
    const char *wrap[] = { "wrap", "--", "sh", "-c", touch, NULL };

    check_refused (wrap, "/proc", "cannot create a file in .", marker);
    check_refused (wrap, "/proc", "(give --out PATH)", marker);
  }
}

/* `wrap --out DIR/s.json` of a pipeline that removes DIR while it is
 * captured: the save fails at the end. */
static GpCliResult *
capture_into_vanishing_folder (const char         *name,
                               const char * const *env,
                               char              **out)
{
  g_autofree char *dir = g_build_filename (tmpdir, name, NULL);
  g_autofree char *script = g_strdup_printf ("rmdir '%s' && exec gst-launch-1.0 -q "
                                             "videotestsrc num-buffers=30 ! videoconvert ! fakesink", dir);
  const char *args[] = { "wrap", "--out", NULL, "--", "sh", "-c", script, NULL };
  GpCliResult *res;

  *out = g_build_filename (dir, "s.json", NULL);
  args[2] = *out;
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  res = run_cli (args, env, NULL);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
  return res;
}

/* The capture's saved copy: a valid session of this capture, whose verdict
 * gives the capture's exit status. */
static void
check_saved (GpCliResult *res,
             const char  *out,
             const char  *saved)
{
  g_autofree char *line = g_strdup_printf ("gst-profile: cannot write %s: ", out);
  g_autofree char *where = g_strdup_printf ("; the session was saved to %s instead\n", saved);
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpCliResult) again = NULL;
  const char *analyze[] = { "analyze", saved, NULL };
  const char *start;

  /* A capture that went well: its verdict's status, not 3 (nor 2). */
  g_assert_cmpint (res->status, !=, 3);
  g_assert_cmpint (res->status, !=, 2);
  g_assert_nonnull (strstr (res->out, "gst-profile verdict"));
  /* One line says what failed and where the session is. */
  start = strstr (res->err, line);
  g_assert_nonnull (start);
  g_assert_true (strstr (start, where) == strchr (start, '\n') - strlen (where) + 1);
  g_assert_null (strstr (res->err, "session written to"));

  session = gp_load_path (saved, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_session_get_info (session)->mode, ==, "wrap");
  g_assert_nonnull (gp_graph_lookup_element (gp_session_get_graph (session), "videotestsrc0"));
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >, 0);

  again = run_cli (analyze, NULL, NULL);
  g_assert_cmpint (again->status, ==, res->status);
}

/* Saved in the sessions folder the app uses, under --out's name; a second
 * time that name is taken, so under the session's id. */
static void
test_fallback_sessions_folder (void)
{
  g_autofree char *sessions = g_build_filename (tmpdir, "xdg", "gst-profile", "sessions", NULL);
  g_autofree char *first = g_build_filename (sessions, "s.json", NULL);
  g_autofree char *first_text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *out2 = NULL;
  g_autofree char *second_text = NULL;
  g_autoptr(GpCliResult) res = capture_into_vanishing_folder ("vanishing", NULL, &out);
  g_autoptr(GpCliResult) res2 = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autofree char *by_id = NULL;
  g_autofree char *by_id_path = NULL;

  check_saved (res, out, first);
  first_text = gp_test_read_file (first);

  res2 = capture_into_vanishing_folder ("vanishing-again", NULL, &out2);
  session = gp_load_path (first, NULL, NULL, NULL);
  g_assert_nonnull (session);
  /* The first one is untouched. */
  second_text = gp_test_read_file (first);
  g_assert_cmpstr (second_text, ==, first_text);
  {
    const char *saved = strstr (res2->err, "the session was saved to ");
    g_autofree char *path = NULL;

    g_assert_nonnull (saved);
    saved += strlen ("the session was saved to ");
    path = g_strndup (saved, strstr (saved, " instead") - saved);
    g_assert_true (g_str_has_prefix (path, sessions));
    g_assert_cmpstr (path, !=, first);
    by_id = g_path_get_basename (path);
    g_assert_true (g_str_has_prefix (by_id, "gst-profile-"));
    by_id_path = g_strdup (path);
  }
  check_saved (res2, out2, by_id_path);
}

/* No sessions folder to be had (XDG_DATA_HOME is a file): the temp dir. */
static void
test_fallback_tmp (void)
{
  g_autofree char *file = g_build_filename (tmpdir, "xdg-is-a-file", NULL);
  g_autofree char *tmp = g_build_filename (tmpdir, "other-tmp", NULL);
  g_autofree char *xdg = g_strconcat ("XDG_DATA_HOME=", file, NULL);
  g_autofree char *tmp_env = g_strconcat ("TMPDIR=", tmp, NULL);
  g_autofree char *saved = g_build_filename (tmp, "s.json", NULL);
  g_autofree char *out = NULL;
  const char *env[] = { xdg, tmp_env, NULL };
  g_autoptr(GpCliResult) res = NULL;

  g_assert_true (g_file_set_contents (file, "x", -1, NULL));
  g_assert_cmpint (g_mkdir_with_parents (tmp, 0700), ==, 0);
  res = capture_into_vanishing_folder ("vanishing-tmp", env, &out);
  check_saved (res, out, saved);
}

/* The core calls themselves: a good path is written as asked, no second
 * error. */
static void
test_save_with_fallback_api (void)
{
  g_autofree char *fixture = gp_test_fixture ("software-healthy.json");
  g_autofree char *out = g_build_filename (tmpdir, "api.json", NULL);
  g_autoptr(GpSession) session = gp_load_path (fixture, NULL, NULL, NULL);
  g_autoptr(GError) save_error = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_assert_nonnull (session);
  g_assert_true (gp_session_output_check (out, &error));
  g_assert_no_error (error);
  /* The probe file is gone again. */
  dir = g_dir_open (tmpdir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_false (g_str_has_prefix (name, ".gst-profile-check-"));

  written = gp_session_save_with_fallback (session, out, &save_error, &error);
  g_assert_no_error (error);
  g_assert_null (save_error);
  g_assert_cmpstr (written, ==, out);
  g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  tmpdir = gp_test_tmpdir ();

  g_test_add_func ("/gp/cli/capture-out/refused-before-start", test_refused_before_start);
  g_test_add_func ("/gp/cli/capture-out/fallback-sessions-folder", test_fallback_sessions_folder);
  g_test_add_func ("/gp/cli/capture-out/fallback-tmp", test_fallback_tmp);
  g_test_add_func ("/gp/cli/capture-out/save-with-fallback-api", test_save_with_fallback_api);

  ret = g_test_run ();
  g_free (tmpdir);
  return ret;
}
