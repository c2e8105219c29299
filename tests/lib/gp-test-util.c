/* gp-test-util.c: helpers shared by the tests
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "gp-session-json.h"
#include "gp-test-util.h"

static GPtrArray *tmpdirs;

char *
gp_test_fixture (const char *name)
{
  const char *dir = g_getenv ("GP_FIXTURES_DIR");

  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

GpDocument *
gp_test_load_document (const char *name)
{
  g_autofree char *path = gp_test_fixture (name);
  g_autoptr(GError) error = NULL;
  GpDocument *document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);

  g_assert_no_error (error);
  return document;
}

char *
gp_test_golden (const char *name)
{
  const char *dir = g_getenv ("GP_GOLDEN_DIR");

  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

void
gp_test_rm_rf (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR) || g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_unlink (path);
      return;
    }

  g_chmod (path, 0700);
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      gp_test_rm_rf (child);
    }
  g_rmdir (path);
}

static void
remove_tmpdirs (void)
{
  for (guint i = 0; tmpdirs != NULL && i < tmpdirs->len; i++)
    gp_test_rm_rf (g_ptr_array_index (tmpdirs, i));
  g_clear_pointer (&tmpdirs, g_ptr_array_unref);
}

char *
gp_test_tmpdir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("gp-test-XXXXXX", &error);

  g_assert_no_error (error);
  if (tmpdirs == NULL)
    {
      tmpdirs = g_ptr_array_new_with_free_func (g_free);
      atexit (remove_tmpdirs);
    }
  g_ptr_array_add (tmpdirs, g_strdup (dir));
  return dir;
}

int
gp_test_spawn (const char * const *argv,
               const char * const *envp_extra,
               char              **out,
               char              **err)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sout = NULL;
  g_autofree char *serr = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  for (guint i = 0; envp_extra != NULL && envp_extra[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (envp_extra[i], "=", 2);
      g_subprocess_launcher_setenv (launcher, kv[0], kv[1] ? kv[1] : "", TRUE);
    }
  proc = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &sout, &serr, &error);
  g_assert_no_error (error);

  if (out != NULL)
    *out = g_steal_pointer (&sout);
  if (err != NULL)
    *err = g_steal_pointer (&serr);

  if (g_subprocess_get_if_signaled (proc))
    return 128 + g_subprocess_get_term_sig (proc);
  return g_subprocess_get_exit_status (proc);
}

GpCliResult *
gp_test_run_cli (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  GpCliResult *res = g_new0 (GpCliResult, 1);
  const char *cli = g_getenv ("GP_CLI");

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  res->status = gp_test_spawn ((const char * const *) argv->pdata, NULL, &res->out, &res->err);
  return res;
}

GpCliResult *
gp_test_run_clivp (const char *first,
                   ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  const char *arg;

  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  return gp_test_run_cli ((const char * const *) args->pdata);
}

void
gp_cli_result_free (GpCliResult *result)
{
  g_free (result->out);
  g_free (result->err);
  g_free (result);
}

char *
gp_test_read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

void
gp_test_write_gzip (const char *path,
                    const char *data,
                    gsize       len)
{
  g_autoptr(GZlibCompressor) gzip = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, 6);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GOutputStream) raw = NULL;
  g_autoptr(GOutputStream) out = NULL;
  g_autoptr(GError) error = NULL;

  raw = G_OUTPUT_STREAM (g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, &error));
  g_assert_no_error (error);
  out = g_converter_output_stream_new (raw, G_CONVERTER (gzip));
  g_assert_true (g_output_stream_write_all (out, data, len, NULL, NULL, &error));
  g_assert_true (g_output_stream_close (out, NULL, &error));
  g_assert_no_error (error);
}

GpSession *
gp_test_load_session (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  gsize len = strlen (text);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&text), len);
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_session_load_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return session;
}

guint
gp_test_count_lines (const char *haystack,
                     const char *needle_prefix)
{
  g_auto(GStrv) lines = g_strsplit (haystack, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], needle_prefix))
      n++;
  return n;
}

void
gp_test_generate_session (const char *fixture,
                          const char *out,
                          ...)
{
  g_autofree char *python = g_find_program_in_path ("python3");
  g_autofree char *generator = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "..", "bench", "gen-session.py", NULL);
  g_autofree char *base = g_path_is_absolute (fixture) ? g_strdup (fixture) : gp_test_fixture (fixture);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  int wait_status;
  va_list args;

  g_assert_nonnull (python);
  g_ptr_array_add (argv, python);
  g_ptr_array_add (argv, generator);
  g_ptr_array_add (argv, base);
  g_ptr_array_add (argv, (gpointer) out);
  va_start (args, out);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, NULL, NULL, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, &error));
  g_assert_no_error (error);
}

gboolean
gp_test_has_launch (const char *marker)
{
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (proc != NULL && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc", name, "cmdline", NULL);
      g_autofree char *cmdline = NULL;
      gsize length = 0;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (path, &cmdline, &length, NULL))
        continue;
      for (gsize i = 0; i + 1 < length; i++)
        if (cmdline[i] == '\0')
          cmdline[i] = ' ';
      if (strstr (cmdline, "gst-launch-1.0") != NULL && strstr (cmdline, marker) != NULL)
        return TRUE;
    }
  return FALSE;
}
