/* test-cli-export.c: the real `gst-profile export` and `--open`
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

#include <glib/gstdio.h>
#include <graphviz/cgraph.h>
#include <json-glib/json-glib.h>

#include "gp-error.h"
#include "gp-layout.h"
#include "gp-loader.h"
#include "gp-test-util.h"

static const char * const fixtures[] = {
  "jetson-hw-loopback",
  "jetson-zc-break",
  "orin-nx-jp6-healthy",
  "orin-nx-jp6-no-queue",
  "orin-nx-jp6-sw",
  "orin-nx-jp6-zc-break",
  "software-healthy",
};

static char *
fixture_path (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);

  return gp_test_fixture (file);
}

static GpSession *
load (const char         *path,
      const char * const *dots)
{
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (path, dots, NULL, &error);

  g_assert_no_error (error);
  return session;
}

/* Runs `export PATH ARGS… -o OUT` and returns OUT's bytes. */
static GBytes *
export_one (const char         *path,
            const char * const *dots,
            const char         *kind,
            const char         *format,
            const char         *suffix)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, suffix, NULL);
  g_autofree char *expected_err = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GpCliResult) r = NULL;
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize size = 0;

  g_ptr_array_add (args, (char *) "export");
  g_ptr_array_add (args, (char *) path);
  for (guint i = 0; dots != NULL && dots[i] != NULL; i++)
    {
      g_ptr_array_add (args, (char *) "--dot");
      g_ptr_array_add (args, (char *) dots[i]);
    }
  g_ptr_array_add (args, (char *) kind);
  g_ptr_array_add (args, (char *) format);
  g_ptr_array_add (args, (char *) "-o");
  g_ptr_array_add (args, out);
  g_ptr_array_add (args, NULL);
  r = gp_test_run_cli ((const char * const *) args->pdata);

  expected_err = g_strdup_printf ("gst-profile: %s written to %s\n", kind + 2, out);
  g_assert_cmpstr (r->err, ==, expected_err);
  g_assert_cmpstr (r->out, ==, "");
  g_assert_cmpint (r->status, ==, 0);

  g_file_get_contents (out, &data, &size, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (data, size);
}

/* --- svg ------------------------------------------------------------------ */

static void
collect_text (GMarkupParseContext *context,
              const char          *text,
              gsize                len,
              gpointer             user_data,
              GError             **error)
{
  g_string_append_len (user_data, text, len);
  g_string_append_c (user_data, '\n');
}

static void
assert_svg (GpSession *session,
            GBytes    *bytes)
{
  GMarkupParser parser = { NULL, NULL, collect_text, NULL, NULL };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GpGraph *graph = gp_session_get_graph (session);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  guint named = 0;

  g_assert_true (g_str_has_prefix (data, "<?xml"));
  g_assert_nonnull (g_strstr_len (data, size, "<svg"));

  /* Well-formed XML (GMarkup is strict about nesting, entities, quoting). */
  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, text, NULL);
  g_markup_parse_context_parse (context, data, size, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);

  /* Each element's name is drawn. */
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      g_autofree char *line = NULL;

      if (element->is_bin)
        continue;
      line = g_strconcat ("\n", element->id, "\n", NULL);
      if (strstr (text->str, line) == NULL)
        g_error ("element %s not named in the svg", element->id);
      named++;
    }
  g_assert_cmpuint (named, >, 0);
}

/* --- png ------------------------------------------------------------------ */

static guint32
read_be32 (const guint8 *p)
{
  return ((guint32) p[0] << 24) | ((guint32) p[1] << 16) | ((guint32) p[2] << 8) | p[3];
}

static void
assert_png (GBytes *bytes)
{
  static const guint8 magic[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  guint32 width, height;

  g_assert_cmpuint (size, >, 33);
  g_assert_cmpmem (data, 8, magic, 8);
  /* The first chunk is IHDR: width, height. */
  g_assert_cmpmem (data + 12, 4, "IHDR", 4);
  width = read_be32 (data + 16);
  height = read_be32 (data + 20);
  g_assert_cmpuint (width, >=, 40);
  g_assert_cmpuint (height, >=, 30);
  g_assert_cmpuint (width, <=, 20000);
  g_assert_cmpuint (height, <=, 20000);
  /* A drawn picture, not a stub. */
  g_assert_cmpuint (size, >, 1000);
}

/* --- dot ------------------------------------------------------------------ */

static void
assert_dot (GpSession *session,
            GBytes    *bytes)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GpGraph *graph = gp_session_get_graph (session);
  Agraph_t *g;
  guint expected = 0;

  g = agmemread (text);
  g_assert_nonnull (g);

  for (Agnode_t *n = agfstnode (g); n != NULL; n = agnxtnode (g, n))
    {
      char *gp_id = agget (n, (char *) "gp_id");
      char *pos = agget (n, (char *) "pos");

      g_assert_nonnull (gp_id);
      /* Laid out: every node has its position. */
      g_assert_true (pos != NULL && *pos != '\0');
      g_hash_table_add (ids, g_uri_unescape_string (gp_id, NULL));
    }

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);

      if (element->is_bin)
        continue;
      expected++;
      if (!g_hash_table_contains (ids, element->id))
        g_error ("element %s has no node in the dot", element->id);
    }
  g_assert_cmpint (agnnodes (g), ==, expected);
  g_assert_cmpint (agnedges (g), ==, gp_graph_n_links (graph));
  agclose (g);
}

/* --- csv ------------------------------------------------------------------ */

/* RFC 4180 rows (CRLF), each a GPtrArray of fields. */
static GPtrArray *
parse_csv (const char *text)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *row = NULL;
  GString *field = g_string_new (NULL);
  const char *p = text;

  while (*p != '\0')
    {
      if (row == NULL)
        row = g_ptr_array_new_with_free_func (g_free);

      if (*p == '"')
        {
          for (p++; ; p++)
            {
              g_assert_true (*p != '\0');
              if (*p == '"' && p[1] == '"')
                {
                  g_string_append_c (field, '"');
                  p++;
                }
              else if (*p == '"')
                {
                  p++;
                  break;
                }
              else
                g_string_append_c (field, *p);
            }
        }
      else
        while (*p != '\0' && *p != ',' && *p != '\r' && *p != '\n')
          g_string_append_c (field, *p++);

      g_ptr_array_add (row, g_strdup (field->str));
      g_string_truncate (field, 0);

      if (*p == ',')
        p++;
      else
        {
          /* Rows end with CRLF exactly. */
          g_assert_cmpint (p[0], ==, '\r');
          g_assert_cmpint (p[1], ==, '\n');
          p += 2;
          g_ptr_array_add (rows, row);
          row = NULL;
        }
    }
  g_assert_null (row);
  g_string_free (field, TRUE);
  return rows;
}

static void
assert_csv (GpSession *session,
            GBytes    *bytes)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(GPtrArray) rows = parse_csv (text);
  GpSeries *series = gp_session_get_series (session);
  guint n = gp_series_get_n_windows (series);
  g_autoptr(GPtrArray) elements = gp_series_element_keys (series);
  g_autoptr(GPtrArray) links = gp_series_link_keys (series);
  GPtrArray *header;
  guint n_columns;

  g_assert_cmpuint (rows->len, ==, n + 1);
  header = g_ptr_array_index (rows, 0);
  n_columns = header->len;
  g_assert_cmpstr (g_ptr_array_index (header, 0), ==, "time_s");
  g_assert_cmpstr (g_ptr_array_index (header, 1), ==, "pipeline/latency_p50_ms");
  /* 3 pipeline, ≥ 6 system, 5 per element, 3 per link. */
  g_assert_cmpuint (n_columns, >=, 1 + 3 + 6 + 5 * elements->len + 3 * links->len);

  for (guint i = 0; i < elements->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("element/%s/proc_p95_ms",
                                               (char *) g_ptr_array_index (elements, i));
      gboolean found = FALSE;

      for (guint c = 0; c < n_columns && !found; c++)
        found = g_str_equal (g_ptr_array_index (header, c), name);
      g_assert_true (found);
    }

  for (guint r = 1; r < rows->len; r++)
    {
      GPtrArray *row = g_ptr_array_index (rows, r);
      const char *t = g_ptr_array_index (row, 0);
      char *end = NULL;

      g_assert_cmpuint (row->len, ==, n_columns);
      g_assert_cmpfloat_with_epsilon (g_ascii_strtod (t, &end), gp_series_get_t (series, r - 1), 1e-9);
      g_assert_true (*end == '\0');
      /* Every non-empty field is a number. */
      for (guint c = 1; c < n_columns; c++)
        {
          const char *v = g_ptr_array_index (row, c);

          if (*v == '\0')
            continue;
          g_ascii_strtod (v, &end);
          if (*end != '\0')
            g_error ("row %u column %s: '%s' is not a number", r, (char *) g_ptr_array_index (header, c), v);
        }
    }
}

/* --- trace ---------------------------------------------------------------- */

static void
assert_trace (GpSession *session,
              GBytes    *bytes)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GHashTable) last_ts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *events;
  guint n_counters = 0, n_instants = 0, n_process_names = 0, n_thread_names = 0, n_slices = 0;

  json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  root = json_node_get_object (json_parser_get_root (parser));
  events = json_object_get_array_member (root, "traceEvents");
  g_assert_nonnull (events);
  g_assert_cmpstr (json_object_get_string_member (root, "displayTimeUnit"), ==, "ms");

  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonObject *e = json_array_get_object_element (events, i);
      const char *ph = json_object_get_string_member (e, "ph");
      const char *name = json_object_get_string_member (e, "name");

      g_assert_nonnull (ph);
      g_assert_nonnull (name);
      g_assert_true (json_object_has_member (e, "pid"));

      if (g_str_equal (ph, "C"))
        {
          g_autofree char *key = g_strdup_printf ("%" G_GINT64_FORMAT "/%s",
                                                  json_object_get_int_member (e, "pid"), name);
          gint64 ts = json_object_get_int_member (e, "ts");
          gint64 *last = g_hash_table_lookup (last_ts, key);
          JsonObject *args = json_object_get_object_member (e, "args");
          g_autoptr(GList) members = json_object_get_members (args);
          JsonNode *value;

          /* One number per sample. */
          g_assert_cmpuint (json_object_get_size (args), ==, 1);
          value = json_object_get_member (args, members->data);
          g_assert_true (JSON_NODE_HOLDS_VALUE (value));
          g_assert_true (json_node_get_value_type (value) == G_TYPE_DOUBLE ||
                         json_node_get_value_type (value) == G_TYPE_INT64);

          if (last != NULL)
            g_assert_cmpint (ts, >, *last);
          else
            {
              last = g_new (gint64, 1);
              g_hash_table_insert (last_ts, g_steal_pointer (&key), last);
            }
          *last = ts;
          n_counters++;
        }
      else if (g_str_equal (ph, "i"))
        {
          const char *scope = json_object_get_string_member (e, "s");

          g_assert_true (g_str_equal (scope, "g") || g_str_equal (scope, "t"));
          g_assert_cmpint (json_object_get_int_member (e, "ts"), >=, 0);
          n_instants++;
        }
      else if (g_str_equal (ph, "M"))
        {
          JsonObject *args = json_object_get_object_member (e, "args");

          if (g_str_equal (name, "process_name"))
            {
              g_assert_nonnull (json_object_get_string_member (args, "name"));
              n_process_names++;
            }
          else if (g_str_equal (name, "thread_name"))
            n_thread_names++;
        }
      else if (g_str_equal (ph, "X"))
        {
          g_assert_cmpint (json_object_get_int_member (e, "dur"), >=, 0);
          n_slices++;
        }
      else
        g_error ("unexpected phase '%s'", ph);
    }

  g_assert_cmpuint (n_counters, >, 0);
  /* Several counter tracks (the series' columns with samples). */
  g_assert_cmpuint (g_hash_table_size (last_ts), >=, 3);
  g_assert_cmpuint (n_instants, ==, gp_session_get_n_events (session));
  g_assert_cmpuint (n_process_names, >=, 4);
  g_assert_cmpuint (n_thread_names, ==, 2);
  g_assert_cmpuint (n_slices, ==, 1);
  g_assert_true (g_hash_table_contains (last_ts, "1/latency p95") ||
                 gp_series_get_n_windows (gp_session_get_series (session)) == 0);
}

static void
test_fixture (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = fixture_path (name);
  g_autoptr(GpSession) session = load (path, NULL);
  g_autoptr(GBytes) svg = export_one (path, NULL, "--graph", "svg", "g.svg");
  g_autoptr(GBytes) png = export_one (path, NULL, "--graph", "png", "g.png");
  g_autoptr(GBytes) dot = export_one (path, NULL, "--graph", "dot", "g.dot");
  g_autoptr(GBytes) csv = export_one (path, NULL, "--series", "csv", "s.csv");
  g_autoptr(GBytes) trace = export_one (path, NULL, "--trace", "perfetto", "t.json");

  assert_svg (session, svg);
  assert_png (png);
  assert_dot (session, dot);
  assert_csv (session, csv);
  assert_trace (session, trace);
}

/* The graph as the report and the app draw it: the fixture's zero-copy
 * break is outlined in the high colour, NVMM links are green. */
static void
test_graph_styling (void)
{
  g_autofree char *path = fixture_path ("orin-nx-jp6-zc-break");
  g_autoptr(GBytes) svg = export_one (path, NULL, "--graph", "svg", "g.svg");
  const char *text = g_bytes_get_data (svg, NULL);

  g_assert_nonnull (strstr (text, "stroke=\"#76b900\""));
  g_assert_nonnull (strstr (text, "stroke=\"#e5484d\""));
  g_assert_nonnull (strstr (text, "p95 "));
}

/* A real gst-launch-1.0 tracer log and its dot dump. */
static void
test_log_with_dot (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *log = g_build_filename (dir, "trace.log", NULL);
  g_autofree char *dotdir = g_build_filename (dir, "dot", NULL);
  g_autofree char *env_file = g_strconcat ("GST_DEBUG_FILE=", log, NULL);
  g_autofree char *env_dot = g_strconcat ("GST_DEBUG_DUMP_DOT_DIR=", dotdir, NULL);
  g_autofree char *dot = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GBytes) svg = NULL;
  g_autoptr(GBytes) csv = NULL;
  g_autoptr(GBytes) trace = NULL;
  const char *env[] = {
    "GST_TRACERS=latency(flags=pipeline+element+reported);stats", "GST_DEBUG=GST_TRACER:7",
    "GST_DEBUG_NO_COLOR=1", env_file, env_dot, NULL
  };
  const char *argv[] = {
    "gst-launch-1.0", "-q", "videotestsrc", "is-live=true", "num-buffers=20", "!",
    "video/x-raw,width=160,height=120,framerate=30/1", "!", "videoconvert", "!", "queue", "!",
    "fakesink", NULL
  };
  const char *dots[2] = { NULL, NULL };
  const char *name;

  g_assert_cmpint (g_mkdir (dotdir, 0700), ==, 0);
  if (gp_test_spawn (argv, env, NULL, &err) != 0)
    g_error ("gst-launch-1.0 failed: %s", err);

  listing = g_dir_open (dotdir, 0, NULL);
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".PAUSED_PLAYING.dot"))
      dot = g_build_filename (dotdir, name, NULL);
  g_assert_nonnull (dot);
  dots[0] = dot;

  session = load (log, dots);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >, 0);
  svg = export_one (log, dots, "--graph", "svg", "g.svg");
  csv = export_one (log, dots, "--series", "csv", "s.csv");
  trace = export_one (log, dots, "--trace", "perfetto", "t.json");
  assert_svg (session, svg);
  assert_csv (session, csv);
  assert_trace (session, trace);
  g_assert_nonnull (strstr (g_bytes_get_data (svg, NULL), "videoconvert0"));
}

/* Several kinds at once: into --out-dir, named after the input. */
static void
test_out_dir (void)
{
  g_autofree char *path = fixture_path ("software-healthy");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out_dir = g_build_filename (dir, "new", "exports", NULL);
  g_autofree char *svg = g_build_filename (out_dir, "software-healthy.graph.svg", NULL);
  g_autofree char *csv = g_build_filename (out_dir, "software-healthy.series.csv", NULL);
  g_autofree char *trace = g_build_filename (out_dir, "software-healthy.trace.json", NULL);
  g_autofree char *expected = g_strdup_printf ("gst-profile: graph written to %s\n"
                                               "gst-profile: series written to %s\n"
                                               "gst-profile: trace written to %s\n", svg, csv, trace);
  g_autoptr(GpCliResult) r = gp_test_run_clivp ("export", path, "--graph", "svg", "--series", "csv",
                                                "--trace", "perfetto", "--out-dir", out_dir, NULL);
  g_autoptr(GpCliResult) stdout_csv = NULL;
  g_autofree char *csv_text = NULL;

  g_assert_cmpstr (r->err, ==, expected);
  g_assert_cmpint (r->status, ==, 0);
  g_assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (trace, G_FILE_TEST_IS_REGULAR));

  /* `-o -`: the same bytes on stdout, nothing on stderr. */
  csv_text = gp_test_read_file (csv);
  stdout_csv = gp_test_run_clivp ("export", path, "--series", "csv", "-o", "-", NULL);
  g_assert_cmpstr (stdout_csv->out, ==, csv_text);
  g_assert_cmpstr (stdout_csv->err, ==, "");
  g_assert_cmpint (stdout_csv->status, ==, 0);
}

/* Names with a comma and a quote are quoted (RFC 4180); integers spelled as
 * integers in the session stay integers; nulls are empty. */
static void
test_csv_quoting (void)
{
  g_autofree char *source = fixture_path ("jetson-hw-loopback");
  g_autofree char *text = gp_test_read_file (source);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "odd.json", NULL);
  g_auto(GStrv) parts = g_strsplit (text, "nvv4l2decoder0", -1);
  g_autofree char *odd = g_strjoinv ("nvv4l2,\\\"decoder0", parts);
  g_autoptr(GpCliResult) r = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GPtrArray *header;
  gboolean found = FALSE;

  g_assert_true (g_file_set_contents (path, odd, -1, NULL));
  r = gp_test_run_clivp ("export", path, "--series", "csv", "-o", "-", NULL);
  g_assert_cmpint (r->status, ==, 0);
  g_assert_nonnull (strstr (r->out, ",\"element/nvv4l2,\"\"decoder0/proc_p50_ms\","));

  rows = parse_csv (r->out);
  header = g_ptr_array_index (rows, 0);
  for (guint c = 0; c < header->len; c++)
    found |= g_str_equal (g_ptr_array_index (header, c), "element/nvv4l2,\"decoder0/proc_p95_ms");
  g_assert_true (found);
  for (guint i = 1; i < rows->len; i++)
    g_assert_cmpuint (((GPtrArray *) g_ptr_array_index (rows, i))->len, ==, header->len);
}

/* Newline-terminated lines. */
static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = strchr (text, '\n'); p != NULL; p = strchr (p + 1, '\n'))
    n++;
  return n + (*text != '\0' && !g_str_has_suffix (text, "\n"));
}

static void
assert_usage_error (const char * const *args,
                    const char         *expected_part)
{
  g_autoptr(GpCliResult) r = gp_test_run_cli (args);

  g_assert_cmpint (r->status, ==, 3);
  g_assert_true (g_str_has_prefix (r->err, "gst-profile: "));
  g_assert_cmpuint (count_lines (r->err), ==, 1);
  if (strstr (r->err, expected_part) == NULL)
    g_error ("'%s' does not say '%s'", r->err, expected_part);
  g_assert_cmpstr (r->out, ==, "");
}

static void
test_bad_flags (void)
{
  g_autofree char *path = fixture_path ("software-healthy");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *garbage = g_build_filename (dir, "garbage.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *same = g_build_filename (dir, "same.json", NULL);
  g_autofree char *text = gp_test_read_file (path);
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (garbage, "{\"schema\": \"gst-profile/1\", \"session\": 4", -1, NULL));
  g_assert_true (g_file_set_contents (same, text, -1, NULL));

  assert_usage_error ((const char *[]) { "export", path, NULL }, "say what to export");
  assert_usage_error ((const char *[]) { "export", "--graph", "svg", NULL }, "give the PATH");
  assert_usage_error ((const char *[]) { "export", path, path, "--graph", "svg", NULL }, "too many");
  assert_usage_error ((const char *[]) { "export", path, "--graph", "jpeg", NULL }, "svg, png or dot");
  assert_usage_error ((const char *[]) { "export", path, "--series", "json", NULL }, "csv");
  assert_usage_error ((const char *[]) { "export", path, "--trace", "ctf", NULL }, "perfetto");
  assert_usage_error ((const char *[]) { "export", path, "--graph", "svg", "--series", "csv", "-o", "x", NULL },
                      "--out-dir");
  assert_usage_error ((const char *[]) { "export", path, "--graph", "svg", "-o", "x", "--out-dir", dir, NULL },
                      "not both");
  assert_usage_error ((const char *[]) { "export", path, "--graph", "svg", "-o", "", NULL }, "-o");
  assert_usage_error ((const char *[]) { "export", path, "--graph", "svg", "--bogus", NULL }, "bogus");
  assert_usage_error ((const char *[]) { "export", path, "--graph", NULL }, "graph");
  assert_usage_error ((const char *[]) { "export", missing, "--graph", "svg", NULL }, "missing.json");
  assert_usage_error ((const char *[]) { "export", garbage, "--series", "csv", NULL }, "garbage.json");
  assert_usage_error ((const char *[]) { "export", dir, "--series", "csv", NULL }, dir);
  /* Never over the input. */
  assert_usage_error ((const char *[]) { "export", same, "--series", "csv", "-o", same, NULL }, "is the input");
  after = gp_test_read_file (same);
  g_assert_cmpstr (after, ==, text);
}

/* A format graphviz has no plugin for: one clear error, not a crash. */
static void
test_unsupported_format (void)
{
  g_autofree char *path = fixture_path ("software-healthy");
  g_autoptr(GpSession) session = load (path, NULL);
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  layout = gp_layout_new (gp_session_get_graph (session), NULL, &error);
  g_assert_no_error (error);
  bytes = gp_layout_render_bytes (layout, "no-such-format", &error);
  g_assert_null (bytes);
  g_assert_error (error, GP_ERROR, GP_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "no-such-format"));
  g_assert_null (strchr (error->message, '\n'));

  /* The same layout still renders what graphviz has. */
  bytes = gp_layout_render_bytes (layout, "svg", NULL);
  g_assert_nonnull (bytes);
  g_assert_true (g_str_has_prefix (g_bytes_get_data (bytes, NULL), "<?xml"));
}

/* `--open` without the app: one line, the exit code and the verdict as
 * without it. */
static void
test_open_absent (void)
{
  g_autofree char *path = fixture_path ("orin-nx-jp6-zc-break");
  g_autofree char *golden_path = gp_test_golden ("orin-nx-jp6-zc-break.verdict.txt");
  g_autofree char *golden = gp_test_read_file (golden_path);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *absent = g_build_filename (dir, "no-such-inspector", NULL);
  g_autofree char *env_inspector = g_strconcat ("GP_INSPECTOR=", absent, NULL);
  const char *env[] = { env_inspector, NULL };
  const char *argv[] = { g_getenv ("GP_CLI"), "analyze", path, "--open", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  status = gp_test_spawn (argv, env, &out, &err);
  g_assert_cmpint (status, ==, 1);
  g_assert_cmpstr (out, ==, golden);
  g_assert_true (g_str_has_prefix (err, "gst-profile: --open: the desktop app is not installed"));
  g_assert_nonnull (strstr (err, absent));
  g_assert_cmpuint (count_lines (err), ==, 1);
}

/* `run --open` without the app: the session is written, its path named. */
static void
test_run_open_absent (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *session = g_build_filename (dir, "s.json", NULL);
  const char *env[] = { "GP_INSPECTOR=/nonexistent/gst-profile-inspector", NULL };
  const char *argv[] = {
    g_getenv ("GP_CLI"), "run", "videotestsrc num-buffers=15 ! video/x-raw,width=64,height=48 ! fakesink",
    "--out", session, "--open", NULL
  };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = NULL;
  int status;

  status = gp_test_spawn (argv, env, &out, &err);
  g_assert_cmpint (status, <=, 1);
  g_assert_true (g_file_test (session, G_FILE_TEST_IS_REGULAR));
  expected = g_strdup_printf ("gst-profile: --open: the desktop app is not installed "
                              "(GP_INSPECTOR=/nonexistent/gst-profile-inspector is not a program); "
                              "%s was not opened\n", session);
  g_assert_true (g_str_has_suffix (err, expected));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *name = g_strdup_printf ("/gp/cli/cli-export/fixture/%s", fixtures[i]);

      g_test_add_data_func (name, fixtures[i], test_fixture);
    }
  g_test_add_func ("/gp/cli/cli-export/graph-styling", test_graph_styling);
  g_test_add_func ("/gp/cli/cli-export/log-with-dot", test_log_with_dot);
  g_test_add_func ("/gp/cli/cli-export/out-dir", test_out_dir);
  g_test_add_func ("/gp/cli/cli-export/csv-quoting", test_csv_quoting);
  g_test_add_func ("/gp/cli/cli-export/bad-flags", test_bad_flags);
  g_test_add_func ("/gp/cli/cli-export/unsupported-format", test_unsupported_format);
  g_test_add_func ("/gp/cli/cli-export/open/absent", test_open_absent);
  g_test_add_func ("/gp/cli/cli-export/open/run-absent", test_run_open_absent);

  return g_test_run ();
}
