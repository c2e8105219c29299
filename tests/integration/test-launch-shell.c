/* test-launch-shell.c: launch strings quoted for the shell, from `run` to a patched re-run
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

#include "gp-test-capture.h"
#include "gp-test-util.h"

/* What Jetson READMEs write: caps in single quotes, a gst-launch-1.0 option
 * inside the string, a backslash-escaped space in caps. */
#define QUOTED "videotestsrc num-buffers=30 ! 'video/x-raw, width=320, height=240' ! " \
               "videoconvert ! video/x-raw,\\ format=I420 ! fakesink sync=true -e"
#define PATCHED "videotestsrc num-buffers=30 ! 'video/x-raw, width=320, height=240' ! " \
                "videoconvert ! video/x-raw,\\ format=I420 ! queue ! fakesink sync=true -e"

static char *
session_launch (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  g_autoptr(JsonNode) root = gp_test_parse_json (text);
  JsonObject *session = json_object_get_object_member (json_node_get_object (root), "session");

  return g_strdup (json_object_get_string_member (session, "launch"));
}

static JsonObject *
element_named (JsonNode   *parsed,
               const char *name)
{
  JsonArray *elements = json_object_get_array_member (json_node_get_object (parsed), "elements");

  for (guint i = 0; i < json_array_get_length (elements); i++)
    {
      JsonObject *element = json_array_get_object_element (elements, i);

      if (g_strcmp0 (json_object_get_string_member (element, "name"), name) == 0)
        return element;
    }
  g_error ("no element %s", name);
  return NULL;
}

/* run → the session keeps the string verbatim → parse and patch read it →
 * the patched string keeps the quotes and runs again. */
static void
test_run_parse_patch_rerun (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *first = g_build_filename (dir, "first.json", NULL);
  g_autofree char *second = g_build_filename (dir, "second.json", NULL);
  g_autofree char *launch = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GpCliResult) run = NULL;
  g_autoptr(GpCliResult) parse = NULL;
  g_autoptr(GpCliResult) patch = NULL;
  g_autoptr(GpCliResult) rerun = NULL;
  g_autoptr(JsonNode) parsed = NULL;
  JsonObject *caps;
  JsonArray *options;

  run = gp_test_run_clivp ("run", QUOTED, "--out", first, NULL);
  g_assert_cmpint (run->status, <=, 1);   /* 1: findings */
  launch = session_launch (first);
  g_assert_cmpstr (launch, ==, QUOTED);

  parse = gp_test_run_clivp ("parse", "--format", "json", launch, NULL);
  g_assert_cmpint (parse->status, ==, 0);
  parsed = gp_test_parse_json (parse->out);
  caps = json_object_get_object_member (element_named (parsed, "capsfilter0"), "properties");
  g_assert_cmpstr (json_object_get_string_member (caps, "caps"), ==, "video/x-raw, width=320, height=240");
  caps = json_object_get_object_member (element_named (parsed, "capsfilter1"), "properties");
  g_assert_cmpstr (json_object_get_string_member (caps, "caps"), ==, "video/x-raw, format=I420");
  g_assert_cmpstr (json_object_get_string_member (element_named (parsed, "fakesink0"), "factory"), ==, "fakesink");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (parsed), "links")), ==, 4);
  options = json_object_get_array_member (json_node_get_object (parsed), "options");
  g_assert_cmpuint (json_array_get_length (options), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (options, 0), ==, "-e");

  /* the QUEUE patch: a queue before the sink, every quote kept */
  patch = gp_test_run_clivp ("patch", first, "--all", NULL);
  g_assert_cmpint (patch->status, ==, 0);
  g_assert_cmpstr (patch->out, ==, PATCHED "\n");

  rerun = gp_test_run_clivp ("run", PATCHED, "--out", second, NULL);
  g_assert_cmpint (rerun->status, <=, 1);
  again = session_launch (second);
  g_assert_cmpstr (again, ==, PATCHED);
  {
    g_autofree char *text = gp_test_read_file (second);

    g_assert_nonnull (strstr (text, "\"queue0\""));
  }
}

static void
assert_one_line (const char *err)
{
  const char *newline = strchr (err, '\n');

  g_assert_true (g_str_has_prefix (err, "gst-profile: "));
  g_assert_nonnull (newline);
  g_assert_cmpstr (newline, ==, "\n");
}

/* Bad quoting is one line and exit 3, for run and parse alike. */
static void
test_bad_quoting (void)
{
  static const char * const bad[] = {
    "videotestsrc ! 'video/x-raw, width=320 ! fakesink",
    "videotestsrc ! \"video/x-raw ! fakesink",
    "videotestsrc ! fakesink \\",
    "videotestsrc ! fakesink -z",
  };
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "bad.json", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GpCliResult) parse = gp_test_run_clivp ("parse", bad[i], NULL);

      g_assert_cmpint (parse->status, ==, 3);
      assert_one_line (parse->err);
      g_assert_nonnull (strstr (parse->err, "column "));
      if (i < 3)
        {
          g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", bad[i], "--out", out, NULL);

          g_assert_cmpint (run->status, ==, 3);
          assert_one_line (run->err);
          g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
        }
    }
}

/* The whole command pasted from a README, program word and line continuations included: run
 * keeps it verbatim, runs the pipeline, and its patch keeps the pasted text around the edit. */
static void
test_pasted_command (void)
{
  static const char pasted[] =
    "gst-launch-1.0 -e videotestsrc num-buffers=30 ! \\\n"
    "  'video/x-raw, width=320, height=240' ! \\\n"
    "  videoconvert ! fakesink";
  static const char patched[] =
    "gst-launch-1.0 -e videotestsrc num-buffers=30 ! \\\n"
    "  'video/x-raw, width=320, height=240' ! \\\n"
    "  videoconvert ! queue ! fakesink";
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "s.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", pasted, "--out", out, NULL);
  g_autoptr(GpCliResult) patch = NULL;
  g_autofree char *launch = NULL;
  g_autofree char *text = NULL;

  if (run->status > 1)
    g_printerr ("%s\n%s\n", run->out, run->err);
  g_assert_cmpint (run->status, ==, 1);   /* the QUEUE finding */
  launch = session_launch (out);
  g_assert_cmpstr (launch, ==, pasted);
  text = gp_test_read_file (out);
  g_assert_nonnull (strstr (text, "\"videotestsrc0\""));
  g_assert_nonnull (strstr (text, "\"fakesink0\""));
  g_assert_null (strstr (text, "\"id\": \"gst-launch"));

  patch = gp_test_run_clivp ("patch", out, "--all", NULL);
  g_assert_cmpint (patch->status, ==, 0);
  g_assert_true (g_str_has_prefix (patch->out, patched));
  g_assert_cmpstr (patch->out + strlen (patched), ==, "\n");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/integration/launch-shell/run-parse-patch-rerun", test_run_parse_patch_rerun);
  g_test_add_func ("/gp/integration/launch-shell/bad-quoting", test_bad_quoting);
  g_test_add_func ("/gp/integration/launch-shell/pasted-command", test_pasted_command);
  return g_test_run ();
}
