/* test-compare-captures.c: `gst-profile compare` on real captures: one pipeline twice reads about
 * the same, a slowdown reads worse
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-test-util.h"

/* Real captures. Each figure is asserted on a pipeline whose own noise for
 * it is small against the threshold, so that a loaded machine does not turn
 * the same pipeline into a change:
 * - latency and processing times: a tiny frame, as fast as it goes, 20,000
 *   buffers: a few thousand buffers a window, so a window's p95 does not
 *   move when the scheduler stalls a few of them, and every figure is far
 *   below the 0.1 ms floor's reach of a real change;
 * - the frame period: a live 10 fps source, whose fastest window holds 3
 *   frames in every run (4 would take a stall of 100 ms and a catch-up).
 *   Not the fast one: its fastest window is this machine's speed at that
 *   moment, which another process on the machine does change. */
#define FAST_LAUNCH "videotestsrc num-buffers=20000 ! video/x-raw,width=16,height=16 ! identity ! fakesink"
#define PACED_LAUNCH "videotestsrc is-live=true ! video/x-raw,width=16,height=16,framerate=10/1 ! fakesink"

static char *
capture (const char *dir,
         const char *name,
         const char *launch,
         const char *duration)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GpCliResult) res = NULL;

  if (duration != NULL)
    res = gp_test_run_clivp ("run", launch, "--duration", duration, "--out", path, NULL);
  else
    res = gp_test_run_clivp ("run", launch, "--out", path, NULL);
  if (res->status != 0 && res->status != 1)
    g_error ("run %s: status %d\n%s\n%s", launch, res->status, res->out, res->err);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  return g_steal_pointer (&path);
}

static JsonObject *
compare_json (const char *before_path,
              const char *after_path)
{
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("compare", before_path, after_path, "--format", "json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (res->status, ==, 0);
  json_parser_load_from_data (parser, res->out, -1, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* A measured figure: its trend, and a threshold at least its noise. */
static const char *
figure_trend (JsonObject *value,
              const char *what)
{
  double threshold = json_object_get_double_member (value, "threshold");

  if (json_object_get_null_member (value, "before") || json_object_get_null_member (value, "after"))
    g_error ("%s: not measured", what);
  g_assert_cmpfloat (json_object_get_double_member (value, "noise_before"), >=, 0);
  g_assert_cmpfloat (json_object_get_double_member (value, "noise_after"), >=, 0);
  g_assert_cmpfloat (threshold, >=, json_object_get_double_member (value, "noise_before") +
                                    json_object_get_double_member (value, "noise_after") - 0.002);
  g_assert_cmpfloat (threshold, >=, 0.1);
  return json_object_get_string_member (value, "trend");
}

static void
assert_trend (JsonObject *value,
              const char *what,
              const char *expected)
{
  const char *trend = figure_trend (value, what);

  if (g_strcmp0 (trend, expected) != 0)
    g_error ("%s: %s, not %s (before %g, after %g, threshold %g)", what, trend, expected,
             json_object_get_double_member (value, "before"), json_object_get_double_member (value, "after"),
             json_object_get_double_member (value, "threshold"));
}

/* A real capture against itself: every figure about the same, each with a threshold of its own
 * from the capture's own window-to-window noise (above the floors). Two captures of one pipeline
 * reading about the same is a measurement, not a test: on a loaded machine a second run can really
 * be slower (the figures are in the benchmarks and the closing notes); test-compare's within-noise
 * case moves a real capture's windows by a known amount instead. */
static void
test_same_capture (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *first = capture (dir, "first.json", FAST_LAUNCH, NULL);
  g_autofree char *paced_first = capture (dir, "paced-first.json", PACED_LAUNCH, "2s");
  g_autofree char *second = g_build_filename (dir, "second.json", NULL);
  g_autofree char *paced_second = g_build_filename (dir, "paced-second.json", NULL);
  g_autofree char *bytes = gp_test_read_file (first);
  g_autofree char *paced_bytes = gp_test_read_file (paced_first);
  g_autoptr(JsonObject) fast = NULL;
  g_autoptr(JsonObject) paced = NULL;
  g_autoptr(GpCliResult) text = NULL;
  JsonArray *elements;
  g_auto(GStrv) lines = NULL;
  guint measured = 0;
  guint n_lines = 0;

  g_assert_true (g_file_set_contents (second, bytes, -1, NULL));
  g_assert_true (g_file_set_contents (paced_second, paced_bytes, -1, NULL));
  fast = compare_json (first, second);
  paced = compare_json (paced_first, paced_second);
  text = gp_test_run_clivp ("compare", first, second, NULL);
  elements = json_object_get_array_member (fast, "elements");

  assert_trend (json_object_get_object_member (fast, "latency_ms_p95"), "latency", "about the same");
  g_assert_cmpfloat (json_object_get_double_member (json_object_get_object_member (fast, "latency_ms_p95"),
                                                    "threshold"), >=, 0.1);
  for (guint i = 0; i < json_array_get_length (elements); i++)
    {
      JsonObject *row = json_array_get_object_element (elements, i);
      JsonObject *value = json_object_get_object_member (row, "proc_ms_p95");

      g_assert_cmpstr (json_object_get_string_member (row, "presence"), ==, "both");
      if (json_object_get_null_member (value, "before"))
        continue;
      assert_trend (value, json_object_get_string_member (row, "element"), "about the same");
      measured++;
    }
  /* capsfilter0 and identity0 */
  g_assert_cmpuint (measured, ==, 2);
  figure_trend (json_object_get_object_member (fast, "frame_period_ms"), "fast frame period");

  assert_trend (json_object_get_object_member (paced, "frame_period_ms"), "paced frame period", "about the same");

  g_assert_cmpint (text->status, ==, 0);
  lines = g_strsplit (text->out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "  pipeline latency p95 ") || g_str_has_prefix (lines[i], "    identity0 ") ||
        g_str_has_prefix (lines[i], "    capsfilter0 "))
      {
        g_assert_nonnull (strstr (lines[i], "   about the same   \u00b1"));
        n_lines++;
      }
  g_assert_cmpuint (n_lines, ==, 3);
}

/* identity sleeping 30 ms a buffer: identity0 and the pipeline's latency
 * read worse, the other element about the same. */
static void
test_real_slowdown (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before = capture (dir, "before.json", FAST_LAUNCH, NULL);
  g_autofree char *after = capture (dir, "after.json",
                                    "videotestsrc num-buffers=80 ! video/x-raw,width=16,height=16 ! "
                                    "identity sleep-time=30000 ! fakesink", NULL);
  g_autoptr(JsonObject) root = compare_json (before, after);
  g_autoptr(GpCliResult) text = gp_test_run_clivp ("compare", before, after, NULL);
  JsonArray *elements = json_object_get_array_member (root, "elements");
  JsonObject *identity = NULL;
  JsonObject *latency = json_object_get_object_member (root, "latency_ms_p95");

  assert_trend (latency, "latency", "worse");
  g_assert_cmpfloat (json_object_get_double_member (latency, "delta"), >, 25.0);
  for (guint i = 0; i < json_array_get_length (elements); i++)
    {
      JsonObject *row = json_array_get_object_element (elements, i);

      if (g_strcmp0 (json_object_get_string_member (row, "element"), "identity0") == 0)
        identity = json_object_get_object_member (row, "proc_ms_p95");
    }
  g_assert_nonnull (identity);
  assert_trend (identity, "identity0", "worse");
  /* the largest change first */
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (elements, 0), "element"), ==,
                   "identity0");

  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (strstr (text->out, "\n  pipeline latency p95 "), "   worse   "));
  g_assert_nonnull (strstr (strstr (text->out, "\n    identity0 "), "   worse   "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/cli/compare-captures/same-capture", test_same_capture);
  g_test_add_func ("/gp/cli/compare-captures/real-slowdown", test_real_slowdown);

  return g_test_run ();
}
