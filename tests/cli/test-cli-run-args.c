/* test-cli-run-args.c: `run` with a launch string that begins with a gst-launch-1.0 option
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

/* `run "-e videotestsrc ! fakesink"` (one argument) and `run -e videotestsrc ! fakesink` (the
 * words a shell splits) reach the launch model intact: real gst-launch-1.0 captures, the
 * session's launch string, its elements and findings, and what `parse` reads in it; run's own
 * options before or after the pipeline, `--` ending them, and one line, exit 3, for an option
 * that is neither run's nor gst-launch-1.0's. */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "gp-test-capture.h"
#include "gp-test-util.h"

#define LAUNCH "-e videotestsrc num-buffers=30 ! fakesink"

static JsonNode *
read_session (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);

  g_assert_nonnull (text);
  return gp_test_parse_json (text);
}

static const char *
session_string (JsonNode   *root,
                const char *member)
{
  JsonObject *session = json_object_get_object_member (json_node_get_object (root), "session");

  return json_object_get_string_member (session, member);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The session's elements that are not bins, their ids sorted and joined by '/'. */
static char *
session_elements (JsonNode *root)
{
  JsonObject *graph = json_object_get_object_member (json_node_get_object (root), "graph");
  JsonArray *elements = json_object_get_array_member (graph, "elements");
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < json_array_get_length (elements); i++)
    {
      JsonObject *element = json_array_get_object_element (elements, i);

      if (!json_object_get_boolean_member (element, "is_bin"))
        g_ptr_array_add (ids, (char *) json_object_get_string_member (element, "id"));
    }
  g_ptr_array_sort (ids, compare_ids);
  g_ptr_array_add (ids, NULL);
  return g_strjoinv ("/", (char **) ids->pdata);
}

/* The session's findings, "RULE:target…" joined by ' '. */
static char *
session_findings (JsonNode *root)
{
  JsonArray *findings = json_object_get_array_member (json_node_get_object (root), "findings");
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (findings); i++)
    {
      JsonObject *finding = json_array_get_object_element (findings, i);
      JsonObject *targets = json_object_get_object_member (finding, "targets");
      JsonArray *elements = json_object_get_array_member (targets, "elements");

      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, json_object_get_string_member (finding, "rule"));
      for (guint k = 0; k < json_array_get_length (elements); k++)
        g_string_append_printf (out, ":%s", json_array_get_string_element (elements, k));
    }
  return g_strdup (out->str);
}

static void
assert_one_line (const char *err)
{
  const char *newline = strchr (err, '\n');

  g_assert_true (g_str_has_prefix (err, "gst-profile: "));
  g_assert_nonnull (newline);
  g_assert_cmpstr (newline, ==, "\n");
}

/* A capture of @args (NULL-terminated, after `run`) into @out that ran:
 * exit 1 for videotestsrc ! fakesink's QUEUE (a medium finding), not 2 (the
 * child failed) nor 3 (refused). */
static JsonNode *
run_ok (const char         *out,
        const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GpCliResult) res = NULL;

  g_ptr_array_add (argv, (char *) "run");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  res = gp_test_run_cli ((const char * const *) argv->pdata);
  if (res->status != 1)
    g_error ("run: status %d, stderr:\n%s", res->status, res->err);
  g_assert_nonnull (strstr (res->out, "QUEUE"));
  return read_session (out);
}

/* The session of `run LAUNCH`: the string stored as given, what ran is
 * videotestsrc0 → fakesink0, and `parse` keeps -e as an option. */
static void
assert_launch_session (JsonNode *root)
{
  g_autofree char *elements = session_elements (root);
  g_autofree char *findings = session_findings (root);
  g_autoptr(GpCliResult) parse = NULL;
  g_autoptr(JsonNode) parsed = NULL;
  JsonObject *object;
  JsonArray *array;

  g_assert_cmpstr (session_string (root, "launch"), ==, LAUNCH);
  g_assert_cmpstr (session_string (root, "mode"), ==, "run");
  g_assert_cmpstr (elements, ==, "fakesink0/videotestsrc0");
  g_assert_cmpstr (findings, ==, "QUEUE:fakesink0");

  parse = gp_test_run_clivp ("parse", "--format", "json", session_string (root, "launch"), NULL);
  g_assert_cmpint (parse->status, ==, 0);
  parsed = gp_test_parse_json (parse->out);
  object = json_node_get_object (parsed);
  array = json_object_get_array_member (object, "options");
  g_assert_cmpuint (json_array_get_length (array), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (array, 0), ==, "-e");
  array = json_object_get_array_member (object, "elements");
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 0), "name"), ==, "videotestsrc0");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 1), "name"), ==, "fakesink0");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "links")), ==, 1);
}

static void
test_one_argument (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "one.json", NULL);
  const char *args[] = { LAUNCH, "--out", out, NULL };
  g_autoptr(JsonNode) root = run_ok (out, args);

  assert_launch_session (root);
}

/* As a shell splits `run --label split -e videotestsrc num-buffers=30 ! fakesink --out X`:
 * run's options before and after the words, -e among them. */
static void
test_split_words (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "split.json", NULL);
  const char *args[] = { "--label", "split", "-e", "videotestsrc", "num-buffers=30", "!", "fakesink",
                         "--out", out, NULL };
  g_autoptr(JsonNode) root = run_ok (out, args);

  assert_launch_session (root);
  g_assert_cmpstr (session_string (root, "label"), ==, "split");
}

/* `--` ends run's options: what follows is the pipeline, -e first. */
static void
test_double_dash (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "dash.json", NULL);
  const char *args[] = { "--out", out, "--", "-e", "videotestsrc", "num-buffers=30", "!", "fakesink", NULL };
  g_autoptr(JsonNode) root = run_ok (out, args);
  g_autoptr(GpCliResult) ours = NULL;

  assert_launch_session (root);

  /* after `--`, run's --label is the pipeline's, which gst-launch-1.0 would refuse */
  g_assert_true (g_remove (out) == 0);
  ours = gp_test_run_clivp ("run", "--out", out, "--", "--label", "x", "videotestsrc", "!", "fakesink", NULL);
  g_assert_cmpint (ours->status, ==, 3);
  assert_one_line (ours->err);
  g_assert_nonnull (strstr (ours->err, "column 1: --label is not a gst-launch-1.0 option"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* Words a shell split out of quotes come back quoted, so that the string
 * splits into the same words; a lone pipeline word after an option is the
 * user's launch text, kept as written. */
static void
test_quoted_words (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *caps_out = g_build_filename (dir, "caps.json", NULL);
  g_autofree char *lone_out = g_build_filename (dir, "lone.json", NULL);
  const char *caps[] = { "videotestsrc", "num-buffers=30", "!", "video/x-raw, width=64, height=48", "!",
                         "fakesink", "--out", caps_out, NULL };
  const char *lone[] = { "--out", lone_out, "-e", "videotestsrc num-buffers=30 ! fakesink", NULL };
  g_autoptr(JsonNode) caps_root = run_ok (caps_out, caps);
  g_autoptr(JsonNode) lone_root = run_ok (lone_out, lone);
  g_autofree char *elements = session_elements (caps_root);

  g_assert_cmpstr (session_string (caps_root, "launch"), ==,
                   "videotestsrc num-buffers=30 ! 'video/x-raw, width=64, height=48' ! fakesink");
  g_assert_cmpstr (elements, ==, "capsfilter0/fakesink0/videotestsrc0");

  assert_launch_session (lone_root);
}

/* An option that is neither run's nor gst-launch-1.0's: one line, exit 3,
 * nothing started or written, wherever it stands. */
static void
test_unknown_option (void)
{
  static const struct
  {
    const char *args[6];
    const char *says;
  } cases[] = {
    { { "--durtion", "2s", "videotestsrc ! fakesink", NULL },
      "run: unknown option --durtion: neither an option of run (see --help) nor one of gst-launch-1.0" },
    { { "-e", "videotestsrc", "!", "fakesink", "-z", NULL },
      "run: unknown option -z: neither an option of run" },
    { { "--nope videotestsrc ! fakesink", NULL },
      "cannot parse pipeline: column 1: --nope is not a gst-launch-1.0 option (it would refuse to start)" },
    { { "videotestsrc ! fakesink -z", NULL },
      "cannot parse pipeline: column 25: -z is not a gst-launch-1.0 option" },
    { { "videotestsrc ! fakesink --gst-debug", NULL },
      "cannot parse pipeline: column 25: the gst-launch-1.0 option --gst-debug needs a value" },
  };
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "unknown.json", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autoptr(GpCliResult) res = NULL;

      g_ptr_array_add (argv, (char *) "run");
      g_ptr_array_add (argv, (char *) "--out");
      g_ptr_array_add (argv, out);
      for (guint k = 0; cases[i].args[k] != NULL; k++)
        g_ptr_array_add (argv, (char *) cases[i].args[k]);
      g_ptr_array_add (argv, NULL);
      res = gp_test_run_cli ((const char * const *) argv->pdata);

      if (res->status != 3 || strstr (res->err, cases[i].says) == NULL)
        g_error ("case %u: status %d, stderr:\n%s", i, res->status, res->err);
      assert_one_line (res->err);
      g_assert_null (strstr (res->err, "capturing"));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
}

/* run's own options keep working around a pipeline: --help after it, a
 * missing value, no pipeline at all. */
static void
test_own_options (void)
{
  g_autoptr(GpCliResult) help = gp_test_run_clivp ("run", LAUNCH, "--help", NULL);
  g_autoptr(GpCliResult) missing = gp_test_run_clivp ("run", LAUNCH, "--out", NULL);
  g_autoptr(GpCliResult) none = gp_test_run_clivp ("run", "--lite", NULL);

  g_assert_cmpint (help->status, ==, 0);
  g_assert_nonnull (strstr (help->out, "gst-profile run [OPTION…]"));
  g_assert_nonnull (strstr (help->out, "--duration"));

  g_assert_cmpint (missing->status, ==, 3);
  assert_one_line (missing->err);
  g_assert_nonnull (strstr (missing->err, "--out"));

  g_assert_cmpint (none->status, ==, 3);
  assert_one_line (none->err);
  g_assert_nonnull (strstr (none->err, "run: give the pipeline"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/cli/run-args/one-argument", test_one_argument);
  g_test_add_func ("/gp/cli/run-args/split-words", test_split_words);
  g_test_add_func ("/gp/cli/run-args/double-dash", test_double_dash);
  g_test_add_func ("/gp/cli/run-args/quoted-words", test_quoted_words);
  g_test_add_func ("/gp/cli/run-args/unknown-option", test_unknown_option);
  g_test_add_func ("/gp/cli/run-args/own-options", test_own_options);
  return g_test_run ();
}
