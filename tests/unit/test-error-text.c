/* test-error-text.c: the sentence and the detail a window shows for a file that does not open,
 * on the messages of real loads of bad files
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gp-document-loader.h"
#include "gp-error-text.h"
#include "gp-error.h"
#include "gp-loader.h"
#include "gp-test-util.h"

static char *tmpdir;

static char *
write_tmp (const char *name,
           const char *data,
           gssize      len)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (tmpdir, name, NULL);

  g_file_set_contents (path, data, len, &error);
  g_assert_no_error (error);
  return path;
}

typedef struct
{
  gboolean  done;
  GError   *error;
} Loaded;

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Loaded *loaded = user_data;
  g_autoptr(GpDocument) document = NULL;

  document = gp_document_loader_load_finish (GP_DOCUMENT_LOADER (object), result, &loaded->error);
  loaded->done = TRUE;
}

/* @path through the app's loader (its reads are deferred: the series after
 * the graph), which must fail. */
static GError *
app_load_error (const char *path,
                const char *tegrastats)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GpDocumentLoader) loader = gp_document_loader_new (file);
  Loaded loaded = { FALSE, NULL };

  if (tegrastats != NULL)
    {
      g_autoptr(GFile) log = g_file_new_for_path (tegrastats);

      gp_document_loader_set_tegrastats (loader, log);
    }
  gp_document_loader_load_async (loader, NULL, loaded_cb, &loaded);
  while (!loaded.done)
    g_main_context_iteration (NULL, TRUE);

  if (loaded.error == NULL)
    g_error ("%s opened", path);
  return loaded.error;
}

/* What every sentence is: one line, the whole reason, no parser location,
 * no path (the title names the file), a capital, a full stop. */
static void
assert_clean (const char *sentence,
              const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_test_message ("%s → %s", path, sentence);
  g_assert_null (strchr (sentence, '\n'));
  g_assert_null (strstr (sentence, "<data>"));
  g_assert_null (strstr (sentence, "Parse error"));
  g_assert_null (strstr (sentence, "scanner:"));
  g_assert_null (strstr (sentence, " at byte "));
  if (strlen (dir) > 1)
    g_assert_null (strstr (sentence, dir));
  /* A capital, or a quoted name first. */
  g_assert_true (g_unichar_isupper (g_utf8_get_char (sentence)) || g_str_has_prefix (sentence, "“"));
  g_assert_true (g_str_has_suffix (sentence, "."));
  g_assert_false (g_str_has_suffix (sentence, ".."));
}

/* Loads @path both ways (the CLI's gp_load_path() and the app's loader):
 * each fails, its sentence is @expect and clean, its detail the message. */
static void
check (const char *path,
       const char *expect)
{
  g_autoptr(GError) cli = NULL;
  g_autoptr(GError) app = NULL;
  g_autoptr(GpSession) session = NULL;

  session = gp_load_path (path, NULL, NULL, &cli);
  g_assert_null (session);
  g_assert_nonnull (cli);
  app = app_load_error (path, NULL);

  for (guint i = 0; i < 2; i++)
    {
      GError *error = i == 0 ? cli : app;
      g_autofree char *sentence = gp_error_text_sentence (error, path, NULL);
      g_autofree char *detail = gp_error_text_detail (error);

      assert_clean (sentence, path);
      if (g_strcmp0 (sentence, expect) != 0)
        g_error ("%s: '%s' for '%s', expected '%s'", path, sentence, error->message, expect);
      g_assert_cmpstr (detail, ==, error->message);
    }
}

static void
test_empty_and_junk (void)
{
  g_autofree char *empty = write_tmp ("empty.json", "", 0);
  g_autofree char *blank = write_tmp ("blank.log", "\n\n   \n", -1);
  g_autofree char *png = write_tmp ("junk.json", "\x89PNG\r\n\x1a\n\0\0\0binary junk", 20);
  g_autofree char *nul = write_tmp ("nul.json", "{\"schema\": \"gst-profile/1\"\0}", 28);
  g_autofree char *text = write_tmp ("notes.log", "hello world\nthese are notes\n", -1);
  guint8 junk[4096];
  g_autofree char *random = NULL;
  GRand *rand = g_rand_new_with_seed (42);

  for (guint i = 0; i < sizeof junk; i++)
    junk[i] = (guint8) g_rand_int_range (rand, 0, 256);
  g_rand_free (rand);
  random = write_tmp ("junk.bin", (const char *) junk, sizeof junk);

  check (empty, "The file is empty.");
  check (blank, "The file is neither a gst-profile session nor a GStreamer tracer log.");
  check (png, "The file is neither a gst-profile session nor a GStreamer tracer log.");
  check (nul, "The file holds binary data, not a session or a tracer log.");
  check (text, "The file is neither a gst-profile session nor a GStreamer tracer log.");
  check (random, "The file is neither a gst-profile session nor a GStreamer tracer log.");
}

/* Cut at several places (inside a string, after a comma, inside a number,
 * on a later line): "cut short", never json-glib's token talk. */
static void
test_truncated_json (void)
{
  static const char * const fixtures[] = { "orin-nx-jp6-zc-break.json", "software-healthy.json" };
  static const double cuts[] = { 0.004, 0.1, 0.37, 0.5, 0.9 };

  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      g_autofree char *src = gp_test_fixture (fixtures[f]);
      g_autofree char *contents = gp_test_read_file (src);
      gsize len = strlen (contents);

      for (guint c = 0; c < G_N_ELEMENTS (cuts); c++)
        {
          g_autofree char *name = g_strdup_printf ("cut-%u-%u.json", f, c);
          g_autofree char *path = write_tmp (name, contents, (gssize) (len * cuts[c]));

          check (path, "The file is cut short: it ends in the middle of the session.");
        }
    }
}

static void
test_invalid_json (void)
{
  g_autofree char *syntax = write_tmp ("syntax.json", "{\"schema\": \"gst-profile/1\",, \"x\": 1}", -1);
  g_autofree char *extra = write_tmp ("extra.json", "{\"schema\": \"gst-profile/1\"}}", -1);
  g_autofree char *latin1 = write_tmp ("latin1.json", "{\"schema\": \"gst-profile/1\", \"label\": \"caf\xe9\"}", -1);
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autofree char *deep_path = NULL;

  for (guint i = 0; i < 1000; i++)
    g_string_append (deep, "{\"a\":");
  deep_path = write_tmp ("deep.json", deep->str, -1);

  check (syntax, "The file is damaged: it is not valid JSON.");
  check (extra, "The file is damaged: it is not valid JSON.");
  check (latin1, "The file is not UTF-8 text, so it is not a session.");
  check (deep_path, "The file’s JSON is nested too deeply to be a session.");
}

static void
test_not_a_session (void)
{
  g_autofree char *foreign = write_tmp ("foreign.json", "{\"hello\": [1, 2, 3]}", -1);
  g_autofree char *shark = write_tmp ("shark.json", "{\"schema\": \"gst-shark/2\", \"data\": []}", -1);
  g_autofree char *array = write_tmp ("array.json", "  [1, 2, 3]", -1);
  g_autofree char *null = write_tmp ("null.json", "null\n", -1);

  check (foreign, "The file is JSON, but not a gst-profile session: it has no “schema”.");
  check (shark, "The file is a “gst-shark/2” document, not a gst-profile session.");
  check (array, "The file is a JSON array, not a gst-profile session.");
  check (null, "The file is JSON null, not a gst-profile session.");
}

/* A session with a key missing or of the wrong type: the loader's reason,
 * after "damaged". */
static void
test_damaged_session (void)
{
  g_autofree char *nograph = write_tmp ("nograph.json",
                                        "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}}", -1);
  g_autofree char *types = write_tmp ("types.json",
                                      "{\"schema\": \"gst-profile/1\", \"session\": [], \"target\": {}}", -1);
  g_autofree char *good = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *text = gp_test_read_file (good);
  g_autofree char *series = NULL;
  g_autofree char *bad_series = NULL;
  char *at;

  check (nograph, "The session is damaged: missing key 'graph'.");
  check (types, "The session is damaged: 'session' is an array, not an object.");

  /* The series read after the graph (the app's deferred read). */
  at = strstr (text, "\"series\": {");
  g_assert_nonnull (at);
  series = g_strdup_printf ("%.*s\"series\": {\"t\": [0, \"a\"]}}", (int) (at - text), text);
  bad_series = write_tmp ("bad-series.json", series, -1);
  check (bad_series, "The session is damaged: 'series.t[1]' is a string, not a number.");
}

static void
test_gzip (void)
{
  g_autofree char *src = gp_test_fixture ("software-healthy.json");
  g_autofree char *gz = g_build_filename (tmpdir, "s.json.gz", NULL);
  g_autofree char *cmd = g_strdup_printf ("gzip -c '%s' > '%s'", src, gz);
  const char *argv[] = { "sh", "-c", cmd, NULL };
  g_autofree char *data = NULL;
  g_autofree char *cut = NULL;
  g_autofree char *corrupt = NULL;
  gsize len;

  g_assert_cmpint (gp_test_spawn (argv, NULL, NULL, NULL), ==, 0);
  g_assert_true (g_file_get_contents (gz, &data, &len, NULL));
  cut = write_tmp ("cut.json.gz", data, len / 2);
  memset (data + 20, 'x', 64);
  corrupt = write_tmp ("corrupt.json.gz", data, len);

  check (cut, "The compressed file is cut short: it ends in the middle of its data.");
  check (corrupt, "The file is damaged: its compressed data cannot be read.");
}

static void
test_not_regular_and_missing (void)
{
  g_autofree char *fifo = g_build_filename (tmpdir, "no-writer.fifo", NULL);
  g_autofree char *dir = g_build_filename (tmpdir, "folder.json", NULL);
  g_autofree char *missing = g_build_filename (tmpdir, "does-not-exist.json", NULL);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);

  check (dir, "This is a folder, not a session or a tracer log.");
  check (missing, "The file does not exist: it may have been moved, renamed or deleted.");
  check (fifo, "This is a FIFO (named pipe), not a regular file.");
  check ("/dev/zero", "This is a character device, not a regular file.");
  /* Root reads anything: /proc/self/mem opens and fails to read. */
  if (geteuid () == 0)
    check ("/proc/self/mem", "The file cannot be read: Input/output error.");
}

/* A file this user may not read. Permissions do not stop root: the load
 * runs in a child (this test again) that drops to nobody first; the file
 * is in a folder named after the parent's pid. */
static char *
locked_dir (pid_t parent)
{
  g_autofree char *name = g_strdup_printf ("gp-error-text-locked-%d", (int) parent);

  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

static void
test_permission (void)
{
  g_autofree char *dir = locked_dir (g_test_subprocess () ? getppid () : getpid ());
  g_autofree char *path = g_build_filename (dir, "locked.json", NULL);
  g_autofree char *good = NULL;
  g_autofree char *text = NULL;

  if (g_test_subprocess ())
    {
      if (geteuid () == 0)
        {
          g_assert_cmpint (setgid (65534), ==, 0);
          g_assert_cmpint (setuid (65534), ==, 0);
        }
      check (path, "You do not have permission to read this file.");
      return;
    }

  good = gp_test_fixture ("software-healthy.json");
  text = gp_test_read_file (good);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0), ==, 0);

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  gp_test_rm_rf (dir);
  g_test_trap_assert_passed ();
}

/* A tegrastats log that is not one: the title names the session, the
 * sentence the log by its name, without its folder. */
static void
test_other_file (void)
{
  g_autofree char *good = gp_test_fixture ("software-healthy.json");
  g_autofree char *log = write_tmp ("board.log", "not tegrastats\nat all\n", -1);
  g_autoptr(GError) error = app_load_error (good, log);
  const char *others[] = { log, NULL };
  g_autofree char *sentence = gp_error_text_sentence (error, good, others);

  assert_clean (sentence, log);
  assert_clean (sentence, good);
  g_assert_nonnull (strstr (error->message, log));
  g_assert_nonnull (strstr (sentence, "“board.log”"));
  g_assert_nonnull (strstr (sentence, "is not a tegrastats log"));
}

/* Messages not known here: one clean line, the title's file said as "the
 * file", a GP_ERROR_NOT_FOUND about a program not taken for the file. */
static void
test_clean (void)
{
  g_autoptr(GError) program = g_error_new_literal (GP_ERROR, GP_ERROR_NOT_FOUND,
                                                   "gst-launch-1.0 was not found on this computer");
  g_autoptr(GError) lines = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                                 "ssh: connect to host board port 22: Connection refused\n\n");
  g_autofree char *a = gp_error_text_sentence (program, "/tmp/x.json", NULL);
  g_autofree char *b = gp_error_text_sentence (lines, NULL, NULL);
  g_autofree char *c = gp_error_text_clean ("/home/me/s.json: invalid JSON: <data>:1:3002: Parse error: x", "/home/me/s.json");
  g_autofree char *d = gp_error_text_clean ("  \n ", NULL);
  g_autofree char *e = gp_error_text_detail (lines);

  g_assert_cmpstr (a, ==, "Gst-launch-1.0 was not found on this computer.");
  g_assert_cmpstr (b, ==, "Ssh: connect to host board port 22: Connection refused.");
  g_assert_cmpstr (c, ==, "The file: invalid JSON: x.");
  g_assert_cmpstr (d, ==, "Something went wrong, and it did not say what.");
  g_assert_cmpstr (e, ==, "ssh: connect to host board port 22: Connection refused");
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  tmpdir = gp_test_tmpdir ();

  g_test_add_func ("/gp/unit/error-text/empty-and-junk", test_empty_and_junk);
  g_test_add_func ("/gp/unit/error-text/truncated-json", test_truncated_json);
  g_test_add_func ("/gp/unit/error-text/invalid-json", test_invalid_json);
  g_test_add_func ("/gp/unit/error-text/not-a-session", test_not_a_session);
  g_test_add_func ("/gp/unit/error-text/damaged-session", test_damaged_session);
  g_test_add_func ("/gp/unit/error-text/gzip", test_gzip);
  g_test_add_func ("/gp/unit/error-text/not-regular-and-missing", test_not_regular_and_missing);
  g_test_add_func ("/gp/unit/error-text/permission", test_permission);
  g_test_add_func ("/gp/unit/error-text/other-file", test_other_file);
  g_test_add_func ("/gp/unit/error-text/clean", test_clean);

  ret = g_test_run ();
  gp_test_rm_rf (tmpdir);
  g_free (tmpdir);
  return ret;
}
