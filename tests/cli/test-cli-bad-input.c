/* test-cli-bad-input.c: every kind of bad input gets one line and exit 3
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <sys/stat.h>
#include <glib/gstdio.h>
#include <unistd.h>

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

/* Runs `gst-profile CMD PATH [extra…]` and checks the contract: exit 3,
 * nothing on stdout, exactly one line on stderr that starts with
 * "gst-profile: " and contains @expect. */
static void
check_one_line_exit3 (const char * const *args,
                      const char         *expect)
{
  g_autoptr(GpCliResult) res = gp_test_run_cli (args);
  g_autofree char *joined = g_strjoinv (" ", (char **) args);

  if (res->status != 3 || !g_str_has_prefix (res->err, "gst-profile: ") ||
      gp_test_count_lines (res->err, "") != 2 /* the line + the empty rest after '\n' */ ||
      !g_str_has_suffix (res->err, "\n") || res->out[0] != '\0' ||
      (expect != NULL && strstr (res->err, expect) == NULL))
    g_error ("gst-profile %s: status %d, stdout '%s', stderr '%s' (expected '%s')",
             joined, res->status, res->out, res->err, expect ? expect : "");
}

static void
check_path (const char *path,
            const char *expect)
{
  g_autofree char *html = g_build_filename (tmpdir, "out.html", NULL);
  const char *analyze[] = { "analyze", path, NULL };
  const char *report[] = { "report", path, "-o", html, NULL };
  const char *compare[] = { "compare", path, path, NULL };
  const char *buffers[] = { "buffers", path, "--format", "json", NULL };

  check_one_line_exit3 (analyze, expect);
  check_one_line_exit3 (report, expect);
  check_one_line_exit3 (compare, expect);
  check_one_line_exit3 (buffers, expect);
  g_assert_false (g_file_test (html, G_FILE_TEST_EXISTS));
}

static void
test_empty (void)
{
  g_autofree char *path = write_tmp ("empty.json", "", 0);
  g_autofree char *blank = write_tmp ("blank.log", "\n\n   \n", -1);

  check_path (path, "empty");
  check_path (blank, "not a GStreamer tracer log");
}

static void
test_binary_junk (void)
{
  guint8 junk[65536];
  g_autofree char *path = NULL;
  GRand *rand = g_rand_new_with_seed (42);

  for (guint i = 0; i < sizeof junk; i++)
    junk[i] = (guint8) g_rand_int_range (rand, 0, 256);
  g_rand_free (rand);
  path = write_tmp ("junk.bin", (const char *) junk, sizeof junk);
  check_path (path, "junk.bin");
}

static void
test_truncated_json (void)
{
  g_autofree char *src = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *contents = gp_test_read_file (src);
  g_autofree char *path = write_tmp ("truncated.json", contents, strlen (contents) / 2);

  check_path (path, "not a usable session (invalid JSON");
}

static void
test_other_schema (void)
{
  g_autofree char *a = write_tmp ("other.json", "{\"schema\": \"gst-shark/2\", \"data\": []}", -1);
  g_autofree char *b = write_tmp ("noschema.json", "{\"traceEvents\": []}", -1);
  g_autofree char *c = write_tmp ("array.json", "  [1, 2, 3]", -1);

  check_path (a, "schema is 'gst-shark/2'");
  check_path (b, "no 'schema' key");
  /* Not an object: said so, not taken for a log. */
  check_path (c, "array.json is a JSON array, not a gst-profile session (expected an object with \"schema\")");
}

/* Top-level JSON values that are not an object are named, not called a
 * log that is not one. */
static void
test_top_level_values (void)
{
  static const struct
  {
    const char *name;
    const char *text;
    const char *expect;
  } cases[] = {
    { "empty-array.json", "[]", "empty-array.json is a JSON array, not a gst-profile session" },
    { "null.json", "null\n", "null.json is JSON null, not a gst-profile session" },
    { "string.json", "\"x\"", "string.json is a JSON string, not a gst-profile session" },
    { "number.json", " 3 ", "number.json is a JSON number, not a gst-profile session" },
    { "bool.json", "true", "bool.json is a JSON boolean, not a gst-profile session" },
    { "bom-array.json", "\xef\xbb\xbf[{\"schema\": \"gst-profile/1\"}]", "bom-array.json is a JSON array" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_tmp (cases[i].name, cases[i].text, -1);

      check_path (path, cases[i].expect);
      check_path (path, "(expected an object with \"schema\")");
    }

  /* Not JSON after all, and a log line that starts like a number: still
   * "not a tracer log". */
  {
    g_autofree char *a = write_tmp ("not-json.json", "[1, 2", -1);
    g_autofree char *b = write_tmp ("digits.log", "3 apples\n", -1);

    check_path (a, "not a GStreamer tracer log");
    check_path (b, "not a GStreamer tracer log");
  }
}

static void
test_missing_keys (void)
{
  g_autofree char *a = write_tmp ("nograph.json",
                                  "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}}", -1);
  g_autofree char *b = write_tmp ("noseries.json",
                                  "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {},"
                                  " \"graph\": {\"elements\": [], \"links\": []}}", -1);

  check_path (a, "missing key 'graph'");
  check_path (b, "missing key 'series'");
}

static void
test_wrong_types (void)
{
  g_autofree char *a = write_tmp ("types1.json",
                                  "{\"schema\": \"gst-profile/1\", \"session\": [], \"target\": {}}", -1);
  g_autofree char *b = write_tmp ("types2.json",
                                  "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {},"
                                  " \"graph\": {\"elements\": [{\"id\": \"a\", \"props\": []}], \"links\": []},"
                                  " \"series\": {\"t\": []}}", -1);
  g_autofree char *c = write_tmp ("types3.json",
                                  "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {},"
                                  " \"graph\": {\"elements\": [], \"links\": []},"
                                  " \"series\": {\"t\": [0.0], \"links\": {\"a->b\": {\"fps\": \"fast\"}}}}", -1);
  g_autofree char *d = write_tmp ("types4.json",
                                  "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {\"capabilities\": 1}}", -1);

  check_path (a, "'session' is an array, not an object");
  check_path (b, "'graph.elements[0].props' is an array");
  check_path (c, "'series.links.a->b.fps' is a string");
  check_path (d, "'target.capabilities' is a number");
}

static void
test_non_utf8 (void)
{
  g_autofree char *a = write_tmp ("latin1.json", "{\"schema\": \"gst-profile/1\", \"label\": \"caf\xe9\"}", -1);
  g_autofree char *b = write_tmp ("latin1.log", "caf\xe9 \xff\xfe not a log line\n\xc3\x28\n", -1);

  check_path (a, "not valid UTF-8");
  check_path (b, "not a GStreamer tracer log");
}

static void
test_unreadable (void)
{
  g_autofree char *path = NULL;

  if (geteuid () == 0)
    {
      /* Permissions do not stop root; /proc/self/mem exists and fails to read. */
      path = g_strdup ("/proc/self/mem");
    }
  else
    {
      path = write_tmp ("locked.json", "{}", -1);
      g_assert_cmpint (g_chmod (path, 0), ==, 0);
    }
  check_path (path, "cannot read");
}

static void
test_directory_and_missing (void)
{
  g_autofree char *missing = g_build_filename (tmpdir, "does-not-exist.json", NULL);

  check_path (tmpdir, "is a directory");
  check_path (missing, "not found");
}

/* A FIFO nobody writes to and a device that never ends are refused at
 * once by every command that reads a file: no open() that waits, no read
 * that goes on forever. */
static void
test_not_regular (void)
{
  g_autofree char *fifo = g_build_filename (tmpdir, "no-writer.fifo", NULL);
  g_autofree char *good = gp_test_fixture ("software-healthy.json");
  g_autofree char *log = write_tmp ("one.log",
    "0:00:00.009768198 20549 0x55688b727400 TRACE             GST_TRACER :0:: new-element, "
    "thread-id=(guint64)93907504493568, ts=(guint64)9754683, ix=(uint)0, parent-ix=(uint)4294967295, "
    "name=(string)videotestsrc0, type=(string)GstVideoTestSrc, is-bin=(boolean)0;\n", -1);
  const char *paths[] = { fifo, "/dev/zero" };
  const char *kinds[] = { "is a FIFO (named pipe), not a regular file", "is a character device, not a regular file" };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *expect = g_strdup_printf ("%s %s", paths[i], kinds[i]);
      const char *export[] = { "export", paths[i], "--series", "csv", "-o", "-", NULL };
      const char *patch[] = { "patch", paths[i], "--all", "--print", NULL };
      const char *compare_b[] = { "compare", good, paths[i], NULL };
      const char *dot[] = { "analyze", log, "--dot", paths[i], NULL };
      const char *parent[] = { "wrap", "--parent", paths[i], "--", "true", NULL };

      check_path (paths[i], expect);
      check_one_line_exit3 (export, expect);
      check_one_line_exit3 (patch, expect);
      check_one_line_exit3 (compare_b, expect);
      check_one_line_exit3 (dot, expect);
      check_one_line_exit3 (parent, expect);
    }
}

static void
test_truncated_gzip (void)
{
  g_autofree char *src = gp_test_fixture ("software-healthy.json");
  g_autofree char *gz = g_build_filename (tmpdir, "s.json.gz", NULL);
  g_autofree char *cut = NULL;
  g_autofree char *data = NULL;
  const char *argv[] = { "sh", "-c", NULL, NULL };
  g_autofree char *cmd = g_strdup_printf ("gzip -c '%s' > '%s'", src, gz);
  gsize len;

  argv[2] = cmd;
  g_assert_cmpint (gp_test_spawn (argv, NULL, NULL, NULL), ==, 0);
  g_file_get_contents (gz, &data, &len, NULL);
  cut = write_tmp ("cut.json.gz", data, len / 2);
  check_path (cut, "cut.json.gz");
}

static void
test_bad_dot (void)
{
  g_autofree char *log = write_tmp ("ok.log",
    "0:00:00.009768198 20549 0x55688b727400 TRACE             GST_TRACER :0:: new-element, "
    "thread-id=(guint64)93907504493568, ts=(guint64)9754683, ix=(uint)0, parent-ix=(uint)4294967295, "
    "name=(string)videotestsrc0, type=(string)GstVideoTestSrc, is-bin=(boolean)0;\n", -1);
  g_autofree char *dot = write_tmp ("junk.dot", "this is not graphviz at all", -1);
  g_autofree char *missing = g_build_filename (tmpdir, "nope.dot", NULL);
  const char *a[] = { "analyze", log, "--dot", dot, NULL };
  const char *b[] = { "analyze", log, "--dot", missing, NULL };

  check_one_line_exit3 (a, "not a GStreamer dot dump");
  check_one_line_exit3 (b, "not found");
}

/* @path's bytes behind a UTF-8 BOM, in a new file named @name. */
static char *
write_with_bom (const char *name,
                const char *path)
{
  g_autofree char *contents = gp_test_read_file (path);
  g_autofree char *bom = g_strconcat ("\xef\xbb\xbf", contents, NULL);

  return write_tmp (name, bom, -1);
}

/* Runs `gst-profile analyze --format json PATH` and returns its stdout;
 * exit 0 or 1 and nothing on stderr. */
static char *
analyze_json (const char *path)
{
  const char *args[] = { "analyze", "--format", "json", path, NULL };
  g_autoptr(GpCliResult) res = gp_test_run_cli (args);

  if ((res->status != 0 && res->status != 1) || res->err[0] != '\0')
    g_error ("analyze %s: status %d, stderr '%s'", path, res->status, res->err);
  return g_strdup (res->out);
}

/* A BOM before a session or a tracer log changes nothing. */
static void
test_bom (void)
{
  static const char * const sessions[] = { "orin-nx-jp6-zc-break.json", "software-healthy.json" };
  g_autofree char *log = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "tracer-log", "tee.log", NULL);
  g_autofree char *bom_log = write_with_bom ("bom-tee.log", log);
  g_autoptr(GpSession) plain = NULL;
  g_autoptr(GpSession) marked = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (sessions); i++)
    {
      g_autofree char *path = gp_test_fixture (sessions[i]);
      g_autofree char *name = g_strconcat ("bom-", sessions[i], NULL);
      g_autofree char *bom = write_with_bom (name, path);
      g_autofree char *want = analyze_json (path);
      g_autofree char *got = analyze_json (bom);

      g_assert_cmpstr (got, ==, want);
      /* The zc-break session's findings, not an empty verdict. */
      if (i == 0)
        g_assert_nonnull (strstr (got, "\"findings\": [{"));
    }

  /* The log's first line (a new-element record) is read too. */
  a = analyze_json (log);
  b = analyze_json (bom_log);
  g_assert_cmpstr (b, ==, a);
  plain = gp_load_path (log, NULL, NULL, &error);
  g_assert_no_error (error);
  marked = gp_load_path (bom_log, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gp_session_get_info (marked)->parse.records, ==, gp_session_get_info (plain)->parse.records);
  g_assert_cmpuint (gp_session_get_info (marked)->parse.unparsed, ==, gp_session_get_info (plain)->parse.unparsed);
  g_assert_cmpuint (gp_graph_n_elements (gp_session_get_graph (marked)), ==,
                    gp_graph_n_elements (gp_session_get_graph (plain)));
}

static void
test_usage_errors (void)
{
  const char *a[] = { "analyze", NULL };
  const char *b[] = { "analyze", "--format", "xml", "x.json", NULL };
  const char *c[] = { "no-such-command", NULL };
  const char *d[] = { "report", "x.json", NULL };
  const char *e[] = { "analyze", "--bogus-flag", "x.json", NULL };

  check_one_line_exit3 (a, NULL);
  check_one_line_exit3 (b, "xml");
  check_one_line_exit3 (c, "no-such-command");
  check_one_line_exit3 (d, "-o");
  check_one_line_exit3 (e, "bogus");
}

static void
test_gigabyte_of_garbage (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "garbage.log", NULL);
  g_autoptr(GString) block = g_string_new (NULL);
  FILE *f;
  guint line = 0;

  while (block->len < 1024 * 1024)
    g_string_append_printf (block, "garbage line %u: 0:00:01.0 not a tracer record, \x01\x02 {[(\"\n", line++);
  f = fopen (path, "wb");
  g_assert_nonnull (f);
  for (guint i = 0; i < 1024; i++)
    g_assert_cmpuint (fwrite (block->str, 1, block->len, f), ==, block->len);
  fclose (f);

  {
    const char *args[] = { "analyze", path, NULL };
    check_one_line_exit3 (args, "not a GStreamer tracer log");
  }
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  tmpdir = gp_test_tmpdir ();

  g_test_add_func ("/gp/cli/cli-bad-input/empty", test_empty);
  g_test_add_func ("/gp/cli/cli-bad-input/binary-junk", test_binary_junk);
  g_test_add_func ("/gp/cli/cli-bad-input/truncated-json", test_truncated_json);
  g_test_add_func ("/gp/cli/cli-bad-input/other-schema", test_other_schema);
  g_test_add_func ("/gp/cli/cli-bad-input/missing-keys", test_missing_keys);
  g_test_add_func ("/gp/cli/cli-bad-input/wrong-types", test_wrong_types);
  g_test_add_func ("/gp/cli/cli-bad-input/non-utf8", test_non_utf8);
  g_test_add_func ("/gp/cli/cli-bad-input/unreadable", test_unreadable);
  g_test_add_func ("/gp/cli/cli-bad-input/directory-and-missing", test_directory_and_missing);
  g_test_add_func ("/gp/cli/cli-bad-input/truncated-gzip", test_truncated_gzip);
  g_test_add_func ("/gp/cli/cli-bad-input/not-regular", test_not_regular);
  g_test_add_func ("/gp/cli/cli-bad-input/top-level-values", test_top_level_values);
  g_test_add_func ("/gp/cli/cli-bad-input/bom", test_bom);
  g_test_add_func ("/gp/cli/cli-bad-input/bad-dot", test_bad_dot);
  g_test_add_func ("/gp/cli/cli-bad-input/usage-errors", test_usage_errors);
  g_test_add_func ("/gp/cli/cli-bad-input/gigabyte-of-garbage", test_gigabyte_of_garbage);

  ret = g_test_run ();
  g_free (tmpdir);
  return ret;
}
