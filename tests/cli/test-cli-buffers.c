/* test-cli-buffers.c: the real `gst-profile buffers`: where the buffers are at a moment
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

/* Sessions built with GpTestBuilder (held_* exact or estimated, queue levels only, several
 * pipelines, RSS and MemAvailable) and a kept recording, through the CLI: rows by bytes, --at in
 * the middle against the end, the text and the JSON (parsed with json-glib), the wording of each
 * source, bad --at values and sessions without holdings (one line, exit 3). */

#include "config.h"

#include <math.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "gp-test-builder.h"
#include "gp-test-util.h"

#define MB 1000000

static char *
write_session (GpTestBuilder *builder)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *doc = gp_test_builder_to_document (builder);
  char *path = g_build_filename (dir, "session.json", NULL);

  g_assert_true (g_file_set_contents (path, doc, -1, NULL));
  return path;
}

/* Two pipelines bridged appsink → appsrc: a source pipeline with a queue,
 * a consumer pipeline whose appsrc piles up. Four windows. */
static GpTestBuilder *
two_pipelines (const char *whereabouts)
{
  GpTestBuilder *b = gp_test_builder_new (4, "generic");

  gp_test_builder_set_whereabouts (b, whereabouts);
  gp_test_builder_add_element (b, "producer", "pipeline", NULL);
  gp_test_builder_add_element (b, "consumer", "pipeline", NULL);
  gp_test_builder_add_element_in (b, "src", "videotestsrc", NULL, "producer");
  gp_test_builder_add_element_in (b, "q1", "queue", NULL, "producer");
  gp_test_builder_add_element_in (b, "bridge", "appsink", NULL, "producer");
  gp_test_builder_add_element_in (b, "feed", "appsrc", NULL, "consumer");
  gp_test_builder_add_element_in (b, "sink", "fakesink", NULL, "consumer");
  /* feed holds the most bytes at the end but was small at first; q1 holds
   * more buffers (smaller ones); bridge holds nothing; src is not measured. */
  gp_test_builder_add_held (b, "feed", "[2, 10, 40, 80]", "[1000, 2000000, 9000000, 30000000]",
                            "[10, 300, 800, 1500]");
  gp_test_builder_add_held (b, "q1", "[5, 90, 120, 150]", "[500, 3000000, 4000000, 5000000]",
                            "[5, 40, 60, 70.5]");
  gp_test_builder_add_held (b, "bridge", "[0, 0, 0, 0]", "[0, 0, 0, 0]", "[null, null, null, null]");
  gp_test_builder_add_system (b, "rss_bytes", "[100000000, 101000000, 102000000, 103000000]");
  gp_test_builder_add_system (b, "mem_available_bytes", "[400000000, 399000000, 398000000, 397000000]");
  return b;
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("not JSON (%s):\n%s", error->message, text);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

/* The rows' element names in order, joined with spaces. */
static char *
row_names (JsonObject *root)
{
  JsonArray *elements = json_object_get_array_member (root, "elements");
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (elements); i++)
    {
      JsonObject *row = json_array_get_object_element (elements, i);

      g_string_append_printf (names, "%s%s", i ? " " : "", json_object_get_string_member (row, "element"));
    }
  return g_string_free (names, FALSE);
}

static JsonObject *
row_of (JsonObject *root,
        guint       i)
{
  return json_array_get_object_element (json_object_get_array_member (root, "elements"), i);
}

/* One line on stderr, nothing on stdout, exit 3. */
static void
assert_one_line_error (const GpCliResult *r,
                       const char        *needle)
{
  g_assert_cmpint (r->status, ==, 3);
  g_assert_cmpstr (r->out, ==, "");
  g_assert_true (g_str_has_prefix (r->err, "gst-profile: "));
  g_assert_cmpuint (gp_test_count_lines (r->err, "gst-profile: "), ==, 1);
  g_assert_true (strchr (r->err, '\n') == r->err + strlen (r->err) - 1);
  if (strstr (r->err, needle) == NULL)
    g_error ("expected '%s' in: %s", needle, r->err);
}

static void
test_order_by_bytes (void)
{
  g_autoptr(GpTestBuilder) b = two_pipelines ("exact");
  g_autofree char *path = write_session (b);
  g_autoptr(GpCliResult) json = gp_test_run_clivp ("buffers", path, "--format", "json", NULL);
  g_autoptr(GpCliResult) text = gp_test_run_clivp ("buffers", path, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *names = NULL;
  JsonObject *root;
  JsonObject *feed;
  const char *feed_line;
  const char *q1_line;

  g_assert_cmpint (json->status, ==, 0);
  root = parse_object (parser, json->out);
  names = row_names (root);
  /* Most bytes first (not most buffers); bridge holds nothing; src has no sample. */
  g_assert_cmpstr (names, ==, "feed q1");
  g_assert_cmpfloat (json_object_get_double_member (root, "at_s"), ==, 0.75);
  g_assert_cmpstr (json_object_get_string_member (root, "source"), ==, "exact");
  g_assert_cmpint (json_object_get_int_member (root, "rss_bytes"), ==, 103000000);

  feed = row_of (root, 0);
  g_assert_cmpstr (json_object_get_string_member (feed, "factory"), ==, "appsrc");
  g_assert_cmpstr (json_object_get_string_member (feed, "pipeline"), ==, "consumer");
  g_assert_cmpint (json_object_get_int_member (feed, "buffers"), ==, 80);
  g_assert_cmpint (json_object_get_int_member (feed, "bytes"), ==, 30000000);
  g_assert_cmpfloat (json_object_get_double_member (feed, "oldest_ms"), ==, 1500);
  g_assert_cmpstr (json_object_get_string_member (row_of (root, 1), "pipeline"), ==, "producer");
  g_assert_cmpfloat (json_object_get_double_member (row_of (root, 1), "oldest_ms"), ==, 70.5);

  /* The text: the same order, bytes human-readable, each pipeline named. */
  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (text->out, "buffers at 0.875 s (window 0.75–1.00 s, the last with samples)"));
  g_assert_nonnull (strstr (text->out, "exact: our tracer's buffer whereabouts"));
  feed_line = strstr (text->out, "\n  feed ");
  q1_line = strstr (text->out, "\n  q1 ");
  g_assert_nonnull (feed_line);
  g_assert_nonnull (q1_line);
  g_assert_true (feed_line < q1_line);
  g_assert_nonnull (strstr (feed_line, "appsrc"));
  g_assert_nonnull (strstr (feed_line, "consumer"));
  g_assert_nonnull (strstr (feed_line, "30.0 MB"));
  g_assert_nonnull (strstr (feed_line, "1.5 s"));
  g_assert_nonnull (strstr (q1_line, "producer"));
  g_assert_nonnull (strstr (q1_line, "5.0 MB"));
  g_assert_nonnull (strstr (q1_line, "70 ms"));
  g_assert_null (strstr (text->out, "bridge"));
}

static void
test_at_middle_and_end (void)
{
  g_autoptr(GpTestBuilder) b = two_pipelines ("exact");
  g_autofree char *path = write_session (b);
  const char * const forms[] = { "0.3", "0.3s", "300ms", "0.25", "0.49S" };
  g_autoptr(GpCliResult) end = gp_test_run_clivp ("buffers", path, "--at", "1", "--format", "json", NULL);
  g_autoptr(GpCliResult) text = gp_test_run_clivp ("buffers", path, "--at", "300ms", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *names = NULL;
  JsonObject *root;

  /* Window 1 (0.25–0.50 s) in every form of the same time: q1 holds more
   * bytes than feed then. */
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr(GpCliResult) r = gp_test_run_clivp ("buffers", path, "--at", forms[i], "--format", "json", NULL);
      g_autoptr(JsonParser) p = json_parser_new ();
      JsonObject *o;
      g_autofree char *order = NULL;

      g_assert_cmpint (r->status, ==, 0);
      o = parse_object (p, r->out);
      g_assert_cmpfloat (json_object_get_double_member (o, "at_s"), ==, 0.25);
      g_assert_cmpfloat (json_object_get_double_member (o, "end_s"), ==, 0.5);
      order = row_names (o);
      g_assert_cmpstr (order, ==, "q1 feed");
      g_assert_cmpint (json_object_get_int_member (row_of (o, 0), "bytes"), ==, 3000000);
      g_assert_cmpint (json_object_get_int_member (row_of (o, 1), "buffers"), ==, 10);
      g_assert_cmpint (json_object_get_int_member (o, "rss_bytes"), ==, 101000000);
    }

  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (text->out, "buffers at 0.375 s (window 0.25–0.50 s, which holds --at 300ms)"));

  /* The capture's end (1 s, the end of the last window) is the last window. */
  g_assert_cmpint (end->status, ==, 0);
  root = parse_object (parser, end->out);
  g_assert_cmpfloat (json_object_get_double_member (root, "at_s"), ==, 0.75);
  names = row_names (root);
  g_assert_cmpstr (names, ==, "feed q1");
}

static void
test_memory (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (8, "generic");
  g_autofree char *path = NULL;
  g_autoptr(GpCliResult) end = NULL;
  g_autoptr(GpCliResult) early = NULL;
  g_autoptr(GpCliResult) text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) early_parser = json_parser_new ();
  JsonObject *root;

  gp_test_builder_set_queue_levels (b, TRUE);
  gp_test_builder_add_element (b, "q", "queue", NULL);
  gp_test_builder_add_queue_levels (b, "q", "[0, 1, 2, 3, 4, 5, 6, 7]");
  /* 100 MB growing 1 MB a window (4 MB/s) from window 2, flat before, one
   * spike that the robust slope ignores; 300 MB available at the end. */
  gp_test_builder_add_system (b, "rss_bytes",
                              "[100000000, 100000000, 100000000, 101000000, 102000000, 900000000, "
                              "104000000, 105000000]");
  gp_test_builder_add_system (b, "mem_available_bytes",
                              "[305000000, null, null, null, null, null, null, 300000000]");
  path = write_session (b);

  end = gp_test_run_clivp ("buffers", path, "--format", "json", NULL);
  g_assert_cmpint (end->status, ==, 0);
  root = parse_object (parser, end->out);
  g_assert_cmpint (json_object_get_int_member (root, "rss_bytes"), ==, 105000000);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (root, "rss_slope_bytes_s"), 4000000, 1);
  g_assert_cmpint (json_object_get_int_member (root, "mem_available_bytes"), ==, 300000000);
  /* 300 MB at 4 MB/s. */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (root, "time_to_oom_s"), 75, 0.1);

  text = gp_test_run_clivp ("buffers", path, NULL);
  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (text->out, "process memory: 105.0 MB RSS, growing 4.0 MB/s"));
  g_assert_nonnull (strstr (text->out, "MemAvailable 300.0 MB, out of memory in ~75 s at that rate"));

  /* Up to window 1 the RSS is flat: no growth, no time-to-OOM; MemAvailable
   * is the last one known by then. */
  early = gp_test_run_clivp ("buffers", path, "--at", "0.3", "--format", "json", NULL);
  g_assert_cmpint (early->status, ==, 0);
  root = parse_object (early_parser, early->out);
  g_assert_cmpfloat (json_object_get_double_member (root, "rss_slope_bytes_s"), ==, 0);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (root, "time_to_oom_s")));
  g_assert_cmpint (json_object_get_int_member (root, "mem_available_bytes"), ==, 305000000);
}

static void
test_sources (void)
{
  g_autoptr(GpTestBuilder) estimated = two_pipelines ("estimated");
  g_autoptr(GpTestBuilder) levels = gp_test_builder_new (4, "generic");
  g_autoptr(GpTestBuilder) mixed = gp_test_builder_new (4, "generic");
  g_autofree char *estimated_path = write_session (estimated);
  g_autofree char *levels_path = NULL;
  g_autofree char *mixed_path = NULL;
  g_autoptr(GpCliResult) est_text = gp_test_run_clivp ("buffers", estimated_path, NULL);
  g_autoptr(GpCliResult) lv_text = NULL;
  g_autoptr(GpCliResult) lv_json = NULL;
  g_autoptr(GpCliResult) mx_text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *names = NULL;
  JsonObject *root;
  JsonObject *row;
  const char *line;

  g_assert_cmpint (est_text->status, ==, 0);
  g_assert_nonnull (strstr (est_text->out, "estimated from the stats tracer's pushes"));
  g_assert_null (strstr (est_text->out, "exact"));

  /* Queue levels only: buffers, bytes and ages "—" (null in JSON); the most
   * buffers first; no RSS: "not measured". */
  gp_test_builder_set_queue_levels (levels, TRUE);
  gp_test_builder_add_element (levels, "small", "queue", NULL);
  gp_test_builder_add_element (levels, "big", "queue2", NULL);
  gp_test_builder_add_queue_levels (levels, "small", "[1, 2, 3, 4]");
  gp_test_builder_add_queue_levels (levels, "big", "[1, 20, 30, 40]");
  levels_path = write_session (levels);
  lv_text = gp_test_run_clivp ("buffers", levels_path, NULL);
  lv_json = gp_test_run_clivp ("buffers", levels_path, "--format", "json", NULL);
  g_assert_cmpint (lv_text->status, ==, 0);
  g_assert_nonnull (strstr (lv_text->out, "queue levels only: buffers in queue-like elements; bytes and ages not measured"));
  line = strstr (lv_text->out, "\n  big ");
  g_assert_nonnull (line);
  g_assert_true (line < strstr (lv_text->out, "\n  small "));
  g_assert_nonnull (strstr (line, " 40 "));
  g_assert_nonnull (strstr (line, "—  —\n"));
  /* Recorded without bins: the graph's pipeline. */
  g_assert_nonnull (strstr (line, "pipeline0"));
  g_assert_nonnull (strstr (lv_text->out, "process memory: not measured\n"));
  g_assert_cmpint (lv_json->status, ==, 0);
  root = parse_object (parser, lv_json->out);
  names = row_names (root);
  g_assert_cmpstr (names, ==, "big small");
  g_assert_cmpstr (json_object_get_string_member (root, "source"), ==, "queue_levels");
  row = row_of (root, 0);
  g_assert_cmpint (json_object_get_int_member (row, "buffers"), ==, 40);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (row, "bytes")));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (row, "oldest_ms")));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (root, "rss_bytes")));

  /* Exact for one element, queue levels for another: a "from" column. */
  gp_test_builder_set_queue_levels (mixed, TRUE);
  gp_test_builder_set_whereabouts (mixed, "exact");
  gp_test_builder_add_element (mixed, "q", "queue", NULL);
  gp_test_builder_add_element (mixed, "a", "appsink", NULL);
  gp_test_builder_add_held (mixed, "q", "[1, 2, 3, 4]", "[10, 20, 30, 4000]", "[1, 2, 3, 4]");
  gp_test_builder_add_queue_levels (mixed, "a", "[1, 2, 3, 9]");
  mixed_path = write_session (mixed);
  mx_text = gp_test_run_clivp ("buffers", mixed_path, NULL);
  g_assert_cmpint (mx_text->status, ==, 0);
  g_assert_nonnull (strstr (mx_text->out, "  from\n"));
  g_assert_nonnull (strstr (mx_text->out, "4.0 kB"));
  line = strstr (mx_text->out, "\n  a ");
  g_assert_nonnull (line);
  g_assert_nonnull (strstr (line, "queue_levels"));
}

static void
test_nothing_held (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (4, "generic");
  g_autofree char *path = NULL;
  g_autoptr(GpCliResult) text = NULL;
  g_autoptr(GpCliResult) json = NULL;
  g_autoptr(GpCliResult) gap = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  gp_test_builder_set_queue_levels (b, TRUE);
  gp_test_builder_add_element (b, "q", "queue", NULL);
  gp_test_builder_add_queue_levels (b, "q", "[3, null, 0, 0]");
  path = write_session (b);

  /* Measured and empty: said so, exit 0. */
  text = gp_test_run_clivp ("buffers", path, NULL);
  g_assert_cmpint (text->status, ==, 0);
  g_assert_true (g_str_has_prefix (text->out, "nothing held at 0.875 s"));
  json = gp_test_run_clivp ("buffers", path, "--format", "json", NULL);
  root = parse_object (parser, json->out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "elements")), ==, 0);
  g_assert_cmpint (json_object_get_int_member (root, "sampled"), ==, 1);

  /* A window without samples is not "nothing held". */
  gap = gp_test_run_clivp ("buffers", path, "--at", "0.3", NULL);
  g_assert_cmpint (gap->status, ==, 0);
  g_assert_true (g_str_has_prefix (gap->out, "nothing measured at 0.375 s"));
}

/* The teardown flushes the queues: by default the end is the last window
 * before the pipeline left PLAYING (the last time), not the flushed one. */
static void
test_end_before_teardown (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (4, "generic");
  g_autofree char *path = NULL;
  g_autoptr(GpCliResult) text = NULL;
  g_autoptr(GpCliResult) at_end = NULL;

  gp_test_builder_set_queue_levels (b, TRUE);
  gp_test_builder_add_element (b, "q", "queue", NULL);
  gp_test_builder_add_queue_levels (b, "q", "[1, 2, 3, 0]");
  gp_test_builder_add_event (b, 0.01, "state-changed",
                             "GstMessageStateChanged, old-state=(GstState)paused, new-state=(GstState)playing;");
  gp_test_builder_add_event (b, 0.3, "state-changed",
                             "GstMessageStateChanged, old-state=(GstState)playing, new-state=(GstState)paused;");
  gp_test_builder_add_event (b, 0.4, "state-changed",
                             "GstMessageStateChanged, old-state=(GstState)paused, new-state=(GstState)playing;");
  gp_test_builder_add_event (b, 0.8, "state-changed",
                             "GstMessageStateChanged, old-state=(GstState)playing, new-state=(GstState)paused;");
  path = write_session (b);

  text = gp_test_run_clivp ("buffers", path, NULL);
  g_assert_cmpint (text->status, ==, 0);
  g_assert_true (g_str_has_prefix (text->out, "buffers at 0.625 s (window 0.50–0.75 s, the last with samples "
                                               "before the pipeline stopped at 0.80 s)"));
  g_assert_nonnull (strstr (text->out, "\n  q "));

  /* Asked for, the flushed window is what it is. */
  at_end = gp_test_run_clivp ("buffers", path, "--at", "0.9", NULL);
  g_assert_cmpint (at_end->status, ==, 0);
  g_assert_true (g_str_has_prefix (at_end->out, "nothing held at 0.875 s"));
}

static void
test_bad_at (void)
{
  g_autoptr(GpTestBuilder) b = two_pipelines ("exact");
  g_autofree char *path = write_session (b);
  const char * const not_times[] = { "abc", "--at=-1", "--at=", "1h", "ms", "nan" };
  const char * const outside[] = { "1.01", "5s", "1m" };

  for (guint i = 0; i < G_N_ELEMENTS (not_times); i++)
    {
      g_autoptr(GpCliResult) r = NULL;

      if (g_str_has_prefix (not_times[i], "--at="))
        r = gp_test_run_clivp ("buffers", path, not_times[i], NULL);
      else
        r = gp_test_run_clivp ("buffers", path, "--at", not_times[i], NULL);
      assert_one_line_error (r, "buffers: --at must be a time like 12.5, 12.5s, 500ms or 1m");
    }
  for (guint i = 0; i < G_N_ELEMENTS (outside); i++)
    {
      g_autoptr(GpCliResult) r = gp_test_run_clivp ("buffers", path, "--at", outside[i], NULL);
      g_autofree char *expected = g_strdup_printf ("buffers: --at %s is outside the capture (0.00–1.00 s)", outside[i]);

      assert_one_line_error (r, expected);
    }

  {
    g_autoptr(GpCliResult) format = gp_test_run_clivp ("buffers", path, "--format", "xml", NULL);
    g_autoptr(GpCliResult) none = gp_test_run_clivp ("buffers", NULL);
    g_autoptr(GpCliResult) two = gp_test_run_clivp ("buffers", path, path, NULL);
    g_autoptr(GpCliResult) missing = gp_test_run_clivp ("buffers", "/nonexistent/session.json", NULL);

    assert_one_line_error (format, "buffers: --format must be text or json, not 'xml'");
    assert_one_line_error (none, "buffers: give the SESSION");
    assert_one_line_error (two, "too many arguments");
    assert_one_line_error (missing, "/nonexistent/session.json");
  }
}

static void
test_without_holdings (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (4, "generic");
  g_autofree char *path = NULL;
  g_autofree char *fixture = gp_test_fixture ("software-healthy.json");
  g_autoptr(GpCliResult) built = NULL;
  g_autoptr(GpCliResult) kept = NULL;
  g_autoptr(GpCliResult) kept_json = NULL;

  /* Series of another kind only, no queue levels, no held_*. */
  gp_test_builder_add_element (b, "q", "queue", NULL);
  gp_test_builder_add_element_series (b, "q", "[1, 2, 3, 4]", NULL);
  path = write_session (b);
  built = gp_test_run_clivp ("buffers", path, NULL);
  assert_one_line_error (built, "has no buffer holdings: it was captured without queue levels or buffer whereabouts");
  g_assert_nonnull (strstr (built->err, "gst-profile run or wrap"));

  /* A recording we keep (the reference's, queue_levels false): the same, in
   * either format. */
  kept = gp_test_run_clivp ("buffers", fixture, NULL);
  assert_one_line_error (kept, "software-healthy.json has no buffer holdings");
  kept_json = gp_test_run_clivp ("buffers", fixture, "--format", "json", "--at", "1", NULL);
  assert_one_line_error (kept_json, "has no buffer holdings");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/cli/buffers/order-by-bytes", test_order_by_bytes);
  g_test_add_func ("/gp/cli/buffers/at-middle-and-end", test_at_middle_and_end);
  g_test_add_func ("/gp/cli/buffers/memory", test_memory);
  g_test_add_func ("/gp/cli/buffers/sources", test_sources);
  g_test_add_func ("/gp/cli/buffers/nothing-held", test_nothing_held);
  g_test_add_func ("/gp/cli/buffers/end-before-teardown", test_end_before_teardown);
  g_test_add_func ("/gp/cli/buffers/bad-at", test_bad_at);
  g_test_add_func ("/gp/cli/buffers/without-holdings", test_without_holdings);
  return g_test_run ();
}
