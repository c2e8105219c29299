/* test-cli-analyze.c: the real `gst-profile analyze` on every fixture
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

#include <json-glib/json-glib.h>

#include "gp-json-writer.h"
#include "gp-test-util.h"

typedef struct
{
  const char *name;
  int         exit_code;
} Fixture;

/* The reference's gate keeps ZC/SW/QUEUE at high/medium (verified rules),
 * so jetson-zc-break exits 1 as well (tests/golden/README.md). */
static const Fixture fixtures[] = {
  { "jetson-hw-loopback", 1 },
  { "jetson-zc-break", 1 },
  { "orin-nx-jp6-healthy", 0 },
  { "orin-nx-jp6-no-queue", 1 },
  { "orin-nx-jp6-sw", 1 },
  { "orin-nx-jp6-zc-break", 1 },
  { "software-healthy", 0 },
};

static char *
golden (const char *name,
        const char *suffix)
{
  g_autofree char *file = g_strconcat (name, suffix, NULL);
  g_autofree char *path = gp_test_golden (file);

  return gp_test_read_file (path);
}

static char *
fixture_path (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);

  return gp_test_fixture (file);
}

/* A JSON text re-serialized by our writer, for comparisons that keep ints
 * and floats apart (4 vs 4.0). */
static char *
canonical_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return gp_json_to_string (json_parser_get_root (parser));
}

static void
test_verdict_text (gconstpointer data)
{
  const Fixture *fx = data;
  g_autofree char *path = fixture_path (fx->name);
  g_autofree char *expected = golden (fx->name, ".verdict.txt");
  g_autoptr(GpCliResult) r = gp_test_run_clivp ("analyze", path, NULL);

  g_assert_cmpstr (r->out, ==, expected);
  g_assert_cmpstr (r->err, ==, "");
  g_assert_cmpint (r->status, ==, fx->exit_code);
}

static void
test_verdict_json (gconstpointer data)
{
  const Fixture *fx = data;
  g_autofree char *path = fixture_path (fx->name);
  g_autofree char *expected = golden (fx->name, ".verdict.json");
  g_autoptr(GpCliResult) r = gp_test_run_clivp ("analyze", path, "--format", "json", NULL);
  g_autofree char *got = NULL;
  g_autofree char *want = NULL;

  /* Byte for byte: Python's json.dumps layout. */
  g_assert_cmpstr (r->out, ==, expected);
  got = canonical_json (r->out);
  want = canonical_json (expected);
  g_assert_cmpstr (got, ==, want);
  g_assert_cmpint (r->status, ==, fx->exit_code);
}

static void
test_out_session (gconstpointer data)
{
  const Fixture *fx = data;
  g_autofree char *path = fixture_path (fx->name);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "session.json", NULL);
  g_autofree char *expected_findings = golden (fx->name, ".findings.json");
  g_autofree char *expected_verdict = golden (fx->name, ".verdict.txt");
  g_autofree char *expected_err = g_strdup_printf ("gst-profile: session written to %s\n", out);
  g_autoptr(GpCliResult) r = gp_test_run_clivp ("analyze", path, "--out", out, NULL);
  g_autoptr(GpCliResult) again = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *got = NULL;
  g_autofree char *want = NULL;
  JsonObject *root;

  g_assert_cmpint (r->status, ==, fx->exit_code);
  g_assert_cmpstr (r->out, ==, expected_verdict);
  g_assert_cmpstr (r->err, ==, expected_err);

  saved = gp_test_read_file (out);
  json_parser_load_from_data (parser, saved, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "schema"), ==, "gst-profile/1");
  got = gp_json_to_string (json_object_get_member (root, "findings"));
  want = canonical_json (expected_findings);
  g_assert_cmpstr (got, ==, want);

  /* The written session analyzes to the same verdict. */
  again = gp_test_run_clivp ("analyze", out, NULL);
  g_assert_cmpstr (again->out, ==, expected_verdict);
  g_assert_cmpint (again->status, ==, fx->exit_code);
}

static void
test_serve_is_accepted (void)
{
  g_autofree char *path = fixture_path ("orin-nx-jp6-healthy");
  g_autofree char *expected = golden ("orin-nx-jp6-healthy", ".verdict.txt");
  g_autoptr(GpCliResult) r = gp_test_run_clivp ("analyze", path, "--serve", "--port", "0", "--host", "127.0.0.1",
                                                NULL);

  g_assert_cmpint (r->status, ==, 0);
  g_assert_cmpstr (r->out, ==, expected);
  g_assert_cmpuint (gp_test_count_lines (r->err, "gst-profile: "), ==, 1);
  g_assert_nonnull (strstr (r->err, "desktop app"));
}

static void
test_gzip_session (void)
{
  g_autofree char *path = fixture_path ("orin-nx-jp6-zc-break");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *gz = g_build_filename (dir, "zc.json.gz", NULL);
  g_autofree char *expected = golden ("orin-nx-jp6-zc-break", ".verdict.txt");
  g_autofree char *contents = gp_test_read_file (path);
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, -1);
  g_autoptr(GFile) file = g_file_new_for_path (gz);
  g_autoptr(GFileOutputStream) raw = NULL;
  g_autoptr(GOutputStream) stream = NULL;
  g_autoptr(GpCliResult) r = NULL;
  g_autoptr(GError) error = NULL;

  raw = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, &error);
  g_assert_no_error (error);
  stream = g_converter_output_stream_new (G_OUTPUT_STREAM (raw), G_CONVERTER (compressor));
  g_output_stream_write_all (stream, contents, strlen (contents), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_close (stream, NULL, &error);
  g_assert_no_error (error);

  r = gp_test_run_clivp ("analyze", gz, NULL);
  g_assert_cmpint (r->status, ==, 1);
  g_assert_cmpstr (r->out, ==, expected);
}

static void
assert_usage_error (GpCliResult *r,
                    const char  *needle)
{
  g_assert_cmpint (r->status, ==, 3);
  g_assert_cmpstr (r->out, ==, "");
  g_assert_true (g_str_has_prefix (r->err, "gst-profile: "));
  g_assert_cmpuint (gp_test_count_lines (r->err, "gst-profile: "), ==, 1);
  if (strstr (r->err, needle) == NULL)
    g_error ("stderr '%s' does not mention '%s'", r->err, needle);
}

static void
test_errors (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "nope.json", NULL);
  g_autofree char *not_session = g_build_filename (dir, "other.json", NULL);
  g_autofree char *bad_out = g_build_filename (dir, "no-such-dir", "s.json", NULL);
  g_autofree char *path = fixture_path ("software-healthy");
  g_autoptr(GpCliResult) a = NULL;
  g_autoptr(GpCliResult) b = NULL;
  g_autoptr(GpCliResult) c = NULL;
  g_autoptr(GpCliResult) d = NULL;
  g_autoptr(GpCliResult) e = NULL;
  g_autoptr(GpCliResult) f = NULL;

  a = gp_test_run_clivp ("analyze", missing, NULL);
  assert_usage_error (a, "nope.json");

  g_assert_true (g_file_set_contents (not_session, "{\"hello\": 1}", -1, NULL));
  b = gp_test_run_clivp ("analyze", not_session, NULL);
  assert_usage_error (b, "other.json");

  c = gp_test_run_clivp ("analyze", NULL);
  assert_usage_error (c, "PATH");

  d = gp_test_run_clivp ("analyze", path, "--format", "yaml", NULL);
  assert_usage_error (d, "--format");

  e = gp_test_run_clivp ("analyze", path, "--bogus", NULL);
  assert_usage_error (e, "bogus");

  /* The session could not be written: an error, not a verdict. */
  f = gp_test_run_clivp ("analyze", path, "--out", bad_out, NULL);
  assert_usage_error (f, "no-such-dir");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *text = g_strdup_printf ("/gp/cli/cli-analyze/text/%s", fixtures[i].name);
      g_autofree char *json = g_strdup_printf ("/gp/cli/cli-analyze/json/%s", fixtures[i].name);
      g_autofree char *out = g_strdup_printf ("/gp/cli/cli-analyze/out/%s", fixtures[i].name);

      g_test_add_data_func (text, &fixtures[i], test_verdict_text);
      g_test_add_data_func (json, &fixtures[i], test_verdict_json);
      g_test_add_data_func (out, &fixtures[i], test_out_session);
    }
  g_test_add_func ("/gp/cli/cli-analyze/serve-accepted", test_serve_is_accepted);
  g_test_add_func ("/gp/cli/cli-analyze/gzip", test_gzip_session);
  g_test_add_func ("/gp/cli/cli-analyze/errors", test_errors);

  return g_test_run ();
}
