/* test-never-ran.c: a pipeline that never ran is not a session (real gst-launch-1.0)
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

/* `run` and `wrap` of pipelines gst-launch-1.0 cannot build or start: gst-launch-1.0's own
 * report in our one line, exit 2, no session file. Beside them the two that are sessions: an
 * error after PLAYING (kept, findings computed) and a pipeline stopped while prerolling (kept,
 * session.reached_playing false, no findings). And gp_launch_report_from_line() on the shapes
 * gst-launch-1.0 writes. */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "gp-launch-report.h"
#include "gp-test-util.h"

static char *dir;

static char *
out_path (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static JsonObject *
load_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* `run` of @launch: exit 2, our line with @report, and no file. */
static void
assert_never_ran (const char *mode,
                  const char *launch,
                  const char *report)
{
  g_autofree char *out = out_path ("never.json");
  g_autofree char *line = g_strdup_printf ("gst-profile: the pipeline never reached PLAYING: %s (no session written)\n",
                                           report);
  g_autoptr(GpCliResult) res = NULL;

  if (g_strcmp0 (mode, "run") == 0)
    res = gp_test_run_clivp ("run", "--out", out, launch, NULL);
  else
    {
      g_auto(GStrv) tokens = NULL;
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) args = NULL;

      g_assert_true (g_shell_parse_argv (launch, NULL, &tokens, NULL));
      g_strv_builder_add_many (builder, "wrap", "--out", out, "--", "gst-launch-1.0", NULL);
      g_strv_builder_addv (builder, (const char **) tokens);
      args = g_strv_builder_end (builder);
      res = gp_test_run_cli ((const char * const *) args);
    }

  if (strstr (res->err, line) == NULL)
    g_printerr ("stderr: %s\n", res->err);
  g_assert_cmpint (res->status, ==, 2);
  g_assert_nonnull (strstr (res->err, line));
  g_assert_null (strstr (res->err, "session written to"));
  g_assert_null (strstr (res->out, "QUEUE"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

static void
test_missing_element (void)
{
  assert_never_ran ("run", "videotestsrc ! nosuchelement ! fakesink", "no element \"nosuchelement\"");
}

static void
test_caps_do_not_negotiate (void)
{
  assert_never_ran ("run", "videotestsrc ! video/x-raw,format=NOPE ! fakesink",
                    "could not link videotestsrc0 to fakesink0, videotestsrc0 can't handle caps "
                    "video/x-raw, format=(string)NOPE");
}

static void
test_bad_property_value (void)
{
  assert_never_ran ("run", "videotestsrc pattern=notapattern ! fakesink",
                    "could not set property \"pattern\" in element \"videotestsrc\" to \"notapattern\"");
}

/* Built, but an element refuses to start: gst-launch-1.0's first error. */
static void
test_element_will_not_start (void)
{
  assert_never_ran ("run", "filesrc location=/nonexistent/in.mp4 ! fakesink",
                    "ERROR: from element /GstPipeline:pipeline0/GstFileSrc:filesrc0: Resource not found.");
}

/* `wrap` of a program that fails before PLAYING: told by its words (the
 * parse error), or by the stats tracer's state changes (the start). */
static void
test_wrap_never_played (void)
{
  assert_never_ran ("wrap", "videotestsrc ! nosuchelement ! fakesink", "no element \"nosuchelement\"");
  assert_never_ran ("wrap", "filesrc location=/nonexistent/in.mp4 ! fakesink",
                    "ERROR: from element /GstPipeline:pipeline0/GstFileSrc:filesrc0: Resource not found.");
}

/* An error after PLAYING: a session (exit 2 all the same), its findings
 * computed: PLAYING was reached, which the dot dump and the state changes
 * say. */
static void
test_error_after_playing (void)
{
  g_autofree char *out = out_path ("after.json");
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("run", "--out", out,
                                                  "videotestsrc is-live=true num-buffers=60 ! "
                                                  "identity error-after=20 ! x264enc ! fakesink", NULL);
  g_autoptr(JsonObject) root = NULL;
  JsonObject *session;
  JsonArray *findings;
  gboolean queue = FALSE;

  g_assert_cmpint (res->status, ==, 2);
  g_assert_nonnull (strstr (res->err, "Failed after iterations as requested"));
  g_assert_nonnull (strstr (res->err, "gst-profile: session written to "));
  g_assert_null (strstr (res->err, "never reached PLAYING"));

  root = load_json (out);
  session = json_object_get_object_member (root, "session");
  g_assert_false (json_object_has_member (session, "reached_playing"));
  findings = json_object_get_array_member (root, "findings");
  for (guint i = 0; i < json_array_get_length (findings); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (findings, i), "rule"),
                   "QUEUE") == 0)
      queue = TRUE;
  g_assert_true (queue);
}

/* Stopped while prerolling (appsrc never produces): kept, with the
 * reason, marked, no findings; and it stays so when loaded again. */
static void
test_stopped_prerolling (void)
{
  g_autofree char *out = out_path ("preroll.json");
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("run", "--duration", "1s", "--out", out,
                                                  "appsrc ! x264enc ! fakesink", NULL);
  g_autoptr(GpCliResult) again = NULL;
  g_autoptr(JsonObject) root = NULL;
  JsonObject *session;
  JsonArray *notes;

  g_assert_cmpint (res->status, ==, 2);
  g_assert_nonnull (strstr (res->err, "gst-profile: the pipeline never reached PLAYING (stuck prerolling?)"));
  g_assert_nonnull (strstr (res->out, "no findings"));

  root = load_json (out);
  session = json_object_get_object_member (root, "session");
  g_assert_true (json_object_has_member (session, "reached_playing"));
  g_assert_false (json_object_get_boolean_member (session, "reached_playing"));
  notes = json_object_get_array_member (session, "notes");
  g_assert_cmpuint (json_array_get_length (notes), ==, 2);
  g_assert_true (g_str_has_prefix (json_array_get_string_element (notes, 1), "the pipeline never reached PLAYING"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "findings")), ==, 0);

  again = gp_test_run_clivp ("analyze", out, NULL);
  g_assert_cmpint (again->status, ==, 0);
  g_assert_null (strstr (again->out, "QUEUE"));
}

static void
test_report_lines (void)
{
  static const struct {
    const char *line;
    const char *report;
  } cases[] = {
    { "WARNING: erroneous pipeline: no element \"x\"", "no element \"x\"" },
    { "WARNING: erroneous pipeline: no element \"x\"\r", "no element \"x\"" },
    { "ERROR: pipeline could not be constructed: no element \"x\".", "no element \"x\"" },
    { "ERROR: from element /GstPipeline:pipeline0/GstFileSrc:filesrc0: Resource not found.",
      "ERROR: from element /GstPipeline:pipeline0/GstFileSrc:filesrc0: Resource not found." },
    { "ERROR: pipeline doesn't want to preroll.", NULL },
    { "WARNING: erroneous pipeline: ", NULL },
    { "0:00:00.01 123 0x1 TRACE GST_TRACER :0:: latency, src=(string)a", NULL },
    { "", NULL },
  };
  g_autofree char *long_line = g_strnfill (5000, 'x');
  g_autofree char *long_report = g_strconcat ("WARNING: erroneous pipeline: ", long_line, NULL);
  g_autofree char *cut = gp_launch_report_from_line (long_report, -1);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *report = gp_launch_report_from_line (cases[i].line, -1);

      g_assert_cmpstr (report, ==, cases[i].report);
    }
  g_assert_cmpuint (strlen (cut), ==, GP_LAUNCH_REPORT_MAX);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  dir = gp_test_tmpdir ();

  g_test_add_func ("/gp/integration/never-ran/report-lines", test_report_lines);
  g_test_add_func ("/gp/integration/never-ran/missing-element", test_missing_element);
  g_test_add_func ("/gp/integration/never-ran/caps-do-not-negotiate", test_caps_do_not_negotiate);
  g_test_add_func ("/gp/integration/never-ran/bad-property-value", test_bad_property_value);
  g_test_add_func ("/gp/integration/never-ran/element-will-not-start", test_element_will_not_start);
  g_test_add_func ("/gp/integration/never-ran/wrap-never-played", test_wrap_never_played);
  g_test_add_func ("/gp/integration/never-ran/error-after-playing", test_error_after_playing);
  g_test_add_func ("/gp/integration/never-ran/stopped-prerolling", test_stopped_prerolling);
  return g_test_run ();
}
