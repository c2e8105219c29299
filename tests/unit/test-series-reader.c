/* test-series-reader.c
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

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "gp-error.h"
#include "gp-json-scan.h"
#include "gp-json-text.h"
#include "gp-json-writer.h"
#include "gp-loader.h"
#include "gp-series-private.h"
#include "gp-series-reader.h"
#include "gp-session-json.h"
#include "gp-session-json-private.h"
#include "gp-session-load.h"
#include "gp-session-private.h"
#include "gp-test-util.h"

/* The quick path (gp-series-reader.c, gp-session-load.c) against the
 * reference one: json-glib reading the whole document
 * (_gp_session_load_tree()). Same series bit for bit, same int-ness, same
 * saved text, same messages. */

#define DOC_HEAD "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, " \
                 "\"graph\": {\"elements\": [], \"links\": []}, \"series\": "

static char *
doc_with_series (const char *series)
{
  return g_strconcat (DOC_HEAD, series, ", \"threads\": {}, \"events\": []}", NULL);
}

static GBytes *
bytes_of (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

static void
assert_column_equal (GpSeries *a,
                     GArray   *ca,
                     GpSeries *b,
                     GArray   *cb,
                     gsize     element_size,
                     gboolean  check_ints)
{
  g_assert_nonnull (ca);
  g_assert_nonnull (cb);
  g_assert_cmpuint (ca->len, ==, cb->len);
  g_assert_cmpmem (ca->data, ca->len * element_size, cb->data, cb->len * element_size);
  for (guint i = 0; check_ints && i < ca->len; i++)
    g_assert_cmpint (_gp_series_sample_is_int (a, ca, i), ==, _gp_series_sample_is_int (b, cb, i));
}

#define COLUMN(field, size) assert_column_equal (a, ea->field, b, eb->field, size, size == sizeof (double))

static void
assert_series_equal (GpSeries *a,
                     GpSeries *b)
{
  g_autoptr(GPtrArray) ka = gp_series_element_keys (a);
  g_autoptr(GPtrArray) kb = gp_series_element_keys (b);
  g_autoptr(GPtrArray) la = gp_series_link_keys (a);
  g_autoptr(GPtrArray) lb = gp_series_link_keys (b);
  GpPipelineSeries *pa = gp_series_get_pipeline (a);
  GpPipelineSeries *pb = gp_series_get_pipeline (b);
  GpSystemSeries *sa = gp_series_get_system (a);
  GpSystemSeries *sb = gp_series_get_system (b);

  g_assert_cmpuint (gp_series_get_window_ms (a), ==, gp_series_get_window_ms (b));
  assert_column_equal (a, gp_series_get_t_array (a), b, gp_series_get_t_array (b), sizeof (double), FALSE);

  g_assert_cmpuint (ka->len, ==, kb->len);
  for (guint i = 0; i < ka->len; i++)
    {
      GpElementSeries *ea = gp_series_lookup_element (a, g_ptr_array_index (ka, i));
      GpElementSeries *eb = gp_series_lookup_element (b, g_ptr_array_index (ka, i));

      g_assert_cmpstr (g_ptr_array_index (ka, i), ==, g_ptr_array_index (kb, i));
      g_assert_nonnull (eb);
      COLUMN (proc_ms_p50, sizeof (double));
      COLUMN (proc_ms_p95, sizeof (double));
      COLUMN (cpu_pct, sizeof (double));
      COLUMN (queue_level, sizeof (double));
      COLUMN (buffers, sizeof (GpCount));
      COLUMN (held_buffers, sizeof (double));
      COLUMN (held_bytes, sizeof (double));
      COLUMN (queue_bytes, sizeof (double));
      COLUMN (oldest_held_ms, sizeof (double));
    }

  g_assert_cmpuint (la->len, ==, lb->len);
  for (guint i = 0; i < la->len; i++)
    {
      GpLinkSeries *ea = gp_series_lookup_link (a, g_ptr_array_index (la, i));
      GpLinkSeries *eb = gp_series_lookup_link (b, g_ptr_array_index (la, i));

      g_assert_cmpstr (g_ptr_array_index (la, i), ==, g_ptr_array_index (lb, i));
      g_assert_nonnull (eb);
      COLUMN (fps, sizeof (double));
      COLUMN (bytes_s, sizeof (double));
      COLUMN (stalled, sizeof (guint8));
    }

  assert_column_equal (a, pa->latency_ms_p50, b, pb->latency_ms_p50, sizeof (double), TRUE);
  assert_column_equal (a, pa->latency_ms_p95, b, pb->latency_ms_p95, sizeof (double), TRUE);
  assert_column_equal (a, pa->reported_latency_ms, b, pb->reported_latency_ms, sizeof (double), TRUE);
  assert_column_equal (a, sa->cpu_pct, b, sb->cpu_pct, sizeof (double), TRUE);
  assert_column_equal (a, sa->gr3d_pct, b, sb->gr3d_pct, sizeof (double), TRUE);
  assert_column_equal (a, sa->vic_pct, b, sb->vic_pct, sizeof (double), TRUE);
  assert_column_equal (a, sa->nvenc_pct, b, sb->nvenc_pct, sizeof (double), TRUE);
  assert_column_equal (a, sa->nvdec_pct, b, sb->nvdec_pct, sizeof (double), TRUE);
  assert_column_equal (a, sa->emc_pct, b, sb->emc_pct, sizeof (double), TRUE);
  assert_column_equal (a, sa->rss_bytes, b, sb->rss_bytes, sizeof (double), TRUE);
  assert_column_equal (a, sa->mem_available_bytes, b, sb->mem_available_bytes, sizeof (double), TRUE);
  /* A window without a row reads as one of no cores. */
  for (guint i = 0; i < gp_series_get_n_windows (a); i++)
    {
      GArray *ra = gp_system_series_core_row (sa, i);
      GArray *rb = gp_system_series_core_row (sb, i);

      if (ra == NULL || rb == NULL)
        g_assert_true ((ra == NULL || ra->len == 0) && (rb == NULL || rb->len == 0));
      else
        assert_column_equal (a, ra, b, rb, sizeof (double), FALSE);
    }
}

/* @session, its series text dropped, saves the document @reference_text
 * holds: the same JSON (numbers compared as numbers), its series written
 * from the columns. */
static void
assert_saves_as (GpSession  *session,
                 const char *reference_text)
{
  g_autofree char *saved = gp_session_to_string (session);
  g_autoptr(JsonParser) a = json_parser_new ();
  g_autoptr(JsonParser) b = json_parser_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GpSession) reloaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (_gp_session_has_series_text (session));
  g_assert_true (json_parser_load_from_data (a, saved, -1, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (b, reference_text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (json_node_equal (json_parser_get_root (a), json_parser_get_root (b)));

  bytes = bytes_of (saved);
  reloaded = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  assert_series_equal (gp_session_get_series (reloaded), gp_session_get_series (session));
}

#undef COLUMN

/* The quick load and json-glib's agree on @text: both refuse it with the
 * same message, or both read the same session and save the same bytes. */
static void
check_bytes_same_as_tree (GBytes *bytes)
{
  g_autoptr(GError) quick_error = NULL;
  g_autoptr(GError) tree_error = NULL;
  g_autoptr(GpSession) quick = gp_session_load_from_bytes (bytes, &quick_error);
  g_autoptr(GpSession) tree = _gp_session_load_tree (bytes, &tree_error);

  if (tree == NULL)
    {
      g_assert_null (quick);
      g_assert_error (quick_error, GP_ERROR, GP_ERROR_INVALID);
      g_assert_cmpstr (quick_error->message, ==, tree_error->message);
      g_assert_null (strchr (quick_error->message, '\n'));
      return;
    }

  g_assert_no_error (quick_error);
  g_assert_nonnull (quick);
  assert_series_equal (gp_session_get_series (quick), gp_session_get_series (tree));
  {
    g_autofree char *a = gp_session_to_string (quick);
    g_autofree char *b = gp_session_to_string (tree);

    g_assert_cmpstr (a, ==, b);
  }
}

static void
check_same_as_tree (const char *text)
{
  g_autoptr(GBytes) bytes = bytes_of (text);

  check_bytes_same_as_tree (bytes);
}

static GpSeries *
read_series (const char  *text,
             GError     **error)
{
  return gp_series_read_json (text, strlen (text), error);
}

/* A count past GpCount's range saturates, in both readers alike, and is
 * saved as read (a window of 2^31 buffers is no recording's). */
static void
test_count_range (void)
{
  const char *series_text =
    "{\"window_ms\": 250, \"t\": [0, 0.25, 0.5, 0.75, 1.0],"
    " \"elements\": {\"a\": {\"buffers\": [3000000000, -3000000000, 2147483647, 1e300, 12]}}}";
  g_autofree char *text = doc_with_series (series_text);
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSeries) series = read_series (series_text, &error);
  GpElementSeries *es;

  g_assert_no_error (error);
  es = gp_series_lookup_element (series, "a");
  g_assert_nonnull (es);
  g_assert_cmpuint (g_array_get_element_size (es->buffers), ==, sizeof (GpCount));
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 0), ==, GP_COUNT_MAX);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 1), ==, G_MININT32);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 2), ==, 2147483647);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 3), ==, GP_COUNT_MAX);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 4), ==, 12);
  check_same_as_tree (text);
}

static void
test_fixtures (void)
{
  const char *dir = g_getenv ("GP_FIXTURES_DIR");
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_test_message ("%s", name);
      check_same_as_tree (text);
      n++;
    }
  g_assert_cmpuint (n, >=, 7);
}

static void
test_values (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSeries) series = NULL;
  GpElementSeries *es;
  GpLinkSeries *ls;
  const char *text =
    "{\"window_ms\": 500, \"t\": [0, 0.5, 1.0, 1.5],"
    " \"elements\": {\"a\": {\"proc_ms_p50\": [null, 1.5, null, 4],"
    "                     \"proc_ms_p95\": [1e2, 1.5E-3, -2.5e+10, 0.1],"
    "                     \"cpu_pct\": [-0, -0.0, true, false],"
    "                     \"queue_level\": [9223372036854775807, 12345678901234567890e-3, 1, 2, 3, 4],"
    "                     \"buffers\": [7, 7.9, null, true],"
    "                     \"x_unknown\": {\"keep\": [\"me\"]}}},"
    " \"links\": {\"a:src->b:sink\": {\"fps\": [30], \"stalled\": [true, 0, 2, null]}}}";

  series = read_series (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (series);
  g_assert_cmpuint (gp_series_get_window_ms (series), ==, 500);
  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 4);

  es = gp_series_lookup_element (series, "a");
  g_assert_nonnull (es);
  /* nulls stay NAN; an integer is a number and is marked as one */
  g_assert_true (gp_is_null (gp_column_get (es->proc_ms_p50, 0)));
  g_assert_cmpfloat (gp_column_get (es->proc_ms_p50, 1), ==, 1.5);
  g_assert_true (gp_is_null (gp_column_get (es->proc_ms_p50, 2)));
  g_assert_cmpfloat (gp_column_get (es->proc_ms_p50, 3), ==, 4.0);
  g_assert_false (_gp_series_sample_is_int (series, es->proc_ms_p50, 1));
  g_assert_true (_gp_series_sample_is_int (series, es->proc_ms_p50, 3));
  /* exponents, read as strtod does */
  g_assert_cmpfloat (gp_column_get (es->proc_ms_p95, 0), ==, 100.0);
  g_assert_cmpfloat (gp_column_get (es->proc_ms_p95, 1), ==, g_ascii_strtod ("1.5E-3", NULL));
  g_assert_cmpfloat (gp_column_get (es->proc_ms_p95, 2), ==, -2.5e10);
  g_assert_cmpfloat (gp_column_get (es->proc_ms_p95, 3), ==, 0.1);
  /* -0 is the integer 0 (as json-glib reads it), -0.0 the negative zero;
   * booleans count as 1/0 in a double column */
  g_assert_cmpfloat (gp_column_get (es->cpu_pct, 0), ==, 0.0);
  g_assert_false (signbit (gp_column_get (es->cpu_pct, 0)));
  g_assert_true (_gp_series_sample_is_int (series, es->cpu_pct, 0));
  g_assert_true (signbit (gp_column_get (es->cpu_pct, 1)));
  g_assert_false (_gp_series_sample_is_int (series, es->cpu_pct, 1));
  g_assert_cmpfloat (gp_column_get (es->cpu_pct, 2), ==, 1.0);
  g_assert_false (_gp_series_sample_is_int (series, es->cpu_pct, 2));
  g_assert_cmpfloat (gp_column_get (es->cpu_pct, 3), ==, 0.0);
  /* the largest 64-bit integer; a long mantissa; longer arrays are cut */
  g_assert_cmpfloat (gp_column_get (es->queue_level, 0), ==, 9223372036854775807.0);
  g_assert_cmpfloat (gp_column_get (es->queue_level, 1), ==, g_ascii_strtod ("12345678901234567890e-3", NULL));
  g_assert_cmpuint (es->queue_level->len, ==, 4);
  /* buffers: truncated like int(), null as 0 */
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 0), ==, 7);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 1), ==, 7);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 2), ==, 0);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 3), ==, 1);

  ls = gp_series_lookup_link (series, "a:src->b:sink");
  g_assert_nonnull (ls);
  /* shorter arrays are padded with null */
  g_assert_cmpfloat (gp_column_get (ls->fps, 0), ==, 30.0);
  g_assert_true (gp_is_null (gp_column_get (ls->fps, 3)));
  g_assert_cmpint (g_array_index (ls->stalled, guint8, 0), ==, 1);
  g_assert_cmpint (g_array_index (ls->stalled, guint8, 1), ==, 0);
  g_assert_cmpint (g_array_index (ls->stalled, guint8, 2), ==, 1);
  g_assert_cmpint (g_array_index (ls->stalled, guint8, 3), ==, 0);

  {
    g_autofree char *doc = doc_with_series (text);

    check_same_as_tree (doc);
  }
}

static void
test_per_core (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSeries) series = NULL;
  g_autofree char *doc = NULL;
  GpSystemSeries *ss;
  GArray *row;
  const char *text =
    "{\"t\": [0, 0.25, 0.5], \"system\": {\"cpu_pct_per_core\": [[1, 2.5, null], null, [], [\"beyond t\"]],"
    " \"cpu_pct\": [10, 20, 30], \"emc_pct\": null}}";

  series = read_series (text, &error);
  g_assert_no_error (error);
  ss = gp_series_get_system (series);
  g_assert_cmpuint (ss->cpu_pct_per_core->len, ==, 3);
  row = g_ptr_array_index (ss->cpu_pct_per_core, 0);
  g_assert_cmpuint (row->len, ==, 3);
  g_assert_cmpfloat (g_array_index (row, double, 1), ==, 2.5);
  g_assert_true (gp_is_null (g_array_index (row, double, 2)));
  g_assert_cmpuint (((GArray *) g_ptr_array_index (ss->cpu_pct_per_core, 1))->len, ==, 0);
  g_assert_cmpuint (((GArray *) g_ptr_array_index (ss->cpu_pct_per_core, 2))->len, ==, 0);
  g_assert_true (_gp_series_sample_is_int (series, ss->cpu_pct, 2));

  doc = doc_with_series (text);
  check_same_as_tree (doc);

  /* Rows appear with the first reading, however late. */
  {
    const char *late = "{\"t\": [0, 0.25, 0.5], \"system\": {\"cpu_pct_per_core\": [[], null, [7]]}}";
    g_autoptr(GpSeries) late_series = read_series (late, &error);
    g_autofree char *late_doc = doc_with_series (late);

    g_assert_no_error (error);
    ss = gp_series_get_system (late_series);
    g_assert_cmpuint (ss->cpu_pct_per_core->len, ==, 3);
    g_assert_cmpuint (gp_system_series_core_row (ss, 0)->len, ==, 0);
    g_assert_cmpuint (gp_system_series_core_row (ss, 1)->len, ==, 0);
    g_assert_cmpfloat (g_array_index (gp_system_series_core_row (ss, 2), double, 0), ==, 7.0);
    check_same_as_tree (late_doc);
  }
}

typedef struct
{
  const char *series;
  const char *message;   /* part of the reader's own message */
} BadCase;

static void
test_errors (void)
{
  static const BadCase cases[] = {
    { "[]", "'series' is an array, not an object" },
    { "null", "'series' is null, not an object" },
    { "{\"window_ms\": 250}", "missing key 'series.t'" },
    { "{\"t\": 5}", "'series.t' is a number, not an array" },
    { "{\"t\": [0, \"a\"]}", "'series.t[1]' is a string, not a number" },
    { "{\"t\": [0, null]}", "'series.t[1]' is null, not a number" },
    { "{\"t\": [0, true]}", "'series.t[1]' is a boolean, not a number" },
    { "{\"window_ms\": 0, \"t\": []}", "'series.window_ms' is out of range" },
    { "{\"window_ms\": \"x\", \"t\": []}", "'series.window_ms' is a string, not a number" },
    { "{\"t\": [0], \"elements\": []}", "'series.elements' is an array, not an object" },
    { "{\"t\": [0], \"elements\": {\"a\": 3}}", "'series.elements.a' is a number, not an object" },
    { "{\"t\": [0], \"elements\": {\"a\": {\"cpu_pct\": [\"x\"]}}}", "'series.elements.a.cpu_pct[0]' is a string, not a number" },
    { "{\"t\": [0], \"elements\": {\"x\": {\"cpu_pct\": {}}}}", "'series.elements.x.cpu_pct' is an object, not an array" },
    { "{\"t\": [0.0], \"links\": {\"a->b\": {\"fps\": \"fast\"}}}", "'series.links.a->b.fps' is a string, not an array" },
    { "{\"t\": [0], \"pipeline\": {\"latency_ms_p95\": [[1]]}}", "'series.pipeline.latency_ms_p95[0]' is an array, not a number" },
    { "{\"t\": [0], \"system\": {\"cpu_pct_per_core\": [[true]]}}", "'series.system.cpu_pct_per_core[0][0]' is a boolean, not a number" },
    { "{\"t\": [0], \"system\": {\"cpu_pct_per_core\": [3]}}", "'series.system.cpu_pct_per_core[0]' is a number, not an array" },
    { "{\"t\": [0, 250, 500], \"system\": {\"cpu_pct_per_core\": [[1], null, [2, 3, \"x\"]]}}",
      "'series.system.cpu_pct_per_core[2][2]' is a string, not a number" },
    { "{\"t\": [0, 250], \"system\": {\"cpu_pct_per_core\": [[1], {}]}}",
      "'series.system.cpu_pct_per_core[1]' is an object, not an array" },
    { "{\"t\": [0, 250], \"system\": {\"cpu_pct_per_core\": [[1], [2 3]]}}",
      "invalid JSON in 'series.system.cpu_pct_per_core[1]' at byte" },
    /* bad tokens: JSON only (json-glib reads some of them its own way) */
    { "{\"t\": [0, tru]}", "invalid JSON in 'series.t[1]'" },
    { "{\"t\": [01]}", "invalid JSON in 'series.t'" },
    { "{\"t\": [1.]}", "invalid JSON in 'series.t'" },
    { "{\"t\": [.5]}", "invalid JSON in 'series.t[0]'" },
    { "{\"t\": [+1]}", "invalid JSON in 'series.t[0]'" },
    { "{\"t\": [1e]}", "invalid JSON in 'series.t'" },
    { "{\"t\": [0x10]}", "invalid JSON in 'series.t'" },
    { "{\"t\": [NaN]}", "invalid JSON in 'series.t[0]'" },
    { "{\"t\": [1 /* c */]}", "invalid JSON in 'series.t'" },
    { "{\"t\": [1,]}", "invalid JSON in 'series.t[1]'" },
    { "{\"t\": ['a']}", "invalid JSON in 'series.t[0]'" },
    { "{'t': [1]}", "invalid JSON in 'series'" },
    { "{\"t\": [1]} x", "invalid JSON in 'series' at byte 11" },
    { "{\"t\": [0], \"x\": \"a\tb\"}", "invalid JSON in 'series'" },
    { "{\"t\": [0], \"x\": \"\\ud800\"}", "invalid JSON in 'series'" },
    { "{\"t\": [0], \"x\": \"\\u0000\"}", "invalid JSON in 'series'" },
    { "{\"t\": [0], \"x\": \"\xff\"}", "invalid JSON in 'series'" },
    /* integers beyond 64 bits: json-glib wraps them, the reader refuses */
    { "{\"t\": [9223372036854775808]}", "'series.t[0]' is an integer outside the 64-bit range" },
    { "{\"t\": [0], \"elements\": {\"a\": {\"buffers\": [-9223372036854775809]}}}", "outside the 64-bit range" },
    { "{\"t\": [0], \"x\": [123456789012345678901234567890]}", "invalid JSON in 'series'" },
    /* numbers beyond the double range read as infinity, which a save could
     * not write back as JSON: refused by both (found by fuzz-series) */
    { "{\"t\": [0, 1E-0, -9e6138]}", "'series.t[2]' is a number outside the double range" },
    { "{\"t\": [0], \"elements\": {\"a\": {\"cpu_pct\": [1e999]}}}",
      "'series.elements.a.cpu_pct[0]' is a number outside the double range" },
    { "{\"t\": [0], \"pipeline\": {\"latency_ms_p95\": [-1e400]}}",
      "'series.pipeline.latency_ms_p95[0]' is a number outside the double range" },
    { "{\"t\": [0], \"system\": {\"cpu_pct_per_core\": [[1, 2e308]]}}",
      "'series.system.cpu_pct_per_core[0][1]' is a number outside the double range" },
    /* duplicate keys: json-glib keeps the last, the reader refuses */
    { "{\"t\": [0], \"t\": [1]}", "duplicate key 'series.t'" },
    { "{\"t\": [0], \"elements\": {\"a\": {}, \"a\": {}}}", "duplicate key 'series.elements.a'" },
    { "{\"t\": [0], \"elements\": {\"a\": {\"cpu_pct\": [1], \"cpu_pct\": [2]}}}", "duplicate key 'series.elements.a.cpu_pct'" },
    { "{\"t\": [0], \"x\": {\"k\": 1, \"k\": 2}}", "invalid JSON in 'series'" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSeries) series = read_series (cases[i].series, &error);
      g_autofree char *doc = doc_with_series (cases[i].series);

      g_autofree char *shown = g_strescape (cases[i].series, NULL);

      g_test_message ("%s", shown);
      g_assert_null (series);
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("expected '%s' in '%s'", cases[i].message, error->message);
      g_assert_null (strchr (error->message, '\n'));

      /* The session loader gives json-glib's answer: the same error (or
       * the same session, for what only json-glib reads). */
      check_same_as_tree (doc);
    }
}

static void
test_huge_and_duplicate_via_loader (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = doc_with_series ("{\"t\": [0, 1], \"t\": [0, 0.25],"
                                          " \"elements\": {\"a\": {\"cpu_pct\": [9223372036854775808, 1]}}}");
  g_autoptr(GBytes) bytes = bytes_of (doc);
  g_autoptr(GpSession) session = gp_session_load_from_bytes (bytes, &error);
  GpElementSeries *es;

  /* The last `t` wins, and the huge integer has json-glib's value. */
  g_assert_no_error (error);
  g_assert_cmpfloat (gp_series_get_t (gp_session_get_series (session), 1), ==, 0.25);
  es = gp_series_lookup_element (gp_session_get_series (session), "a");
  g_assert_cmpfloat (gp_column_get (es->cpu_pct, 0), ==, (double) G_MININT64);
  check_same_as_tree (doc);
}

static void
test_truncated (void)
{
  const char *text =
    "{\"window_ms\": 250, \"t\": [0.0, 0.25], \"elements\": {\"a\\\"b\": {\"cpu_pct\": [1.5e1, null],"
    " \"buffers\": [1, 2]}}, \"links\": {\"x\": {\"stalled\": [true, false]}},"
    " \"system\": {\"cpu_pct_per_core\": [[1, 2], [3]]}}";
  gsize len = strlen (text);

  for (gsize cut = 0; cut < len; cut++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSeries) series = gp_series_read_json (text, cut, &error);
      g_autofree char *doc = NULL;
      g_autofree char *part = g_strndup (text, cut);

      g_assert_null (series);
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
      g_assert_null (strchr (error->message, '\n'));

      doc = doc_with_series (part);
      check_same_as_tree (doc);
    }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GpSeries) series = gp_series_read_json (text, len, &error);

    g_assert_no_error (error);
    g_assert_nonnull (gp_series_lookup_element (series, "a\"b"));
  }
}

/* A number with an exponent that ends where the buffer ends (a mapped file
 * has no NUL after it): read within the token (found by fuzz-series). */
/* The reader's own path for the common sample (up to 15 digits, no
 * exponent) against the general one and strtod: numbers of 1 to 18
 * digits, either side of that limit, with and without a fraction, leading
 * zeros in it, signs. Every value is strtod's, every integer marked. */
static void
test_plain_numbers (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSeries) series = NULL;
  g_autoptr(GString) t = g_string_new ("[");
  g_autoptr(GString) values = g_string_new ("[");
  g_autoptr(GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);
  g_autofree char *text = NULL;
  GpElementSeries *es;
  guint n = 4000;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) token = g_string_new (g_rand_boolean (rand) ? "-" : "");
      guint n_int = g_rand_int_range (rand, 1, 10);
      guint n_frac = g_rand_int_range (rand, 0, 10);

      if (g_rand_int_range (rand, 0, 4) == 0)
        g_string_append_c (token, '0');
      else
        for (guint j = 0; j < n_int; j++)
          g_string_append_c (token, (char) ('0' + g_rand_int_range (rand, j == 0 ? 1 : 0, 10)));
      if (n_frac > 0 && (i % 3) != 0)
        {
          g_string_append_c (token, '.');
          for (guint j = 0; j < n_frac; j++)
            g_string_append_c (token, (char) ('0' + g_rand_int_range (rand, 0, 10)));
        }
      g_string_append_printf (t, "%s%u", i ? ", " : "", i);
      g_string_append_printf (values, "%s%s", i == 0 ? "" : (i % 2) ? "," : ", ", token->str);
      g_ptr_array_add (tokens, g_string_free (g_steal_pointer (&token), FALSE));
    }
  g_string_append_c (t, ']');
  g_string_append_c (values, ']');
  text = g_strdup_printf ("{\"t\": %s, \"elements\": {\"a\": {\"proc_ms_p50\": %s}}}", t->str, values->str);

  series = read_series (text, &error);
  g_assert_no_error (error);
  es = gp_series_lookup_element (series, "a");
  for (guint i = 0; i < n; i++)
    {
      const char *token = g_ptr_array_index (tokens, i);
      double v = gp_column_get (es->proc_ms_p50, i);
      gboolean is_int = strchr (token, '.') == NULL;
      /* -0 is the integer 0 */
      double expected = is_int ? (double) g_ascii_strtoll (token, NULL, 10) : g_ascii_strtod (token, NULL);

      if (memcmp (&v, &expected, sizeof v) != 0 || _gp_series_sample_is_int (series, es->proc_ms_p50, i) != is_int)
        g_error ("'%s' read as %.17g (int %d)", token, v, _gp_series_sample_is_int (series, es->proc_ms_p50, i));
    }

  {
    g_autofree char *doc = doc_with_series (text);

    check_same_as_tree (doc);
  }
}

static void
test_exponent_at_buffer_end (void)
{
  static const struct { const char *text; const char *canonical; } cases[] = {
    { "12e-34", "1.2e-33" },
    { "1.5e+20", "1.5e+20" },
    { "1e-05", "1e-05" },
    { "-2.5e-300", "-2.5e-300" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize len = strlen (cases[i].text);
      g_autofree char *exact = g_memdup2 (cases[i].text, len);
      g_autoptr(GString) out = g_string_new (NULL);

      g_assert_true (gp_json_text_append_canonical (out, exact, len));
      g_assert_cmpstr (out->str, ==, cases[i].canonical);
    }
}

/* NUL bytes are found by the reader (in the series) or the UTF-8 check of
 * the rest: json-glib's message either way. */
static void
test_nul_bytes (void)
{
  static const char good[] = DOC_HEAD "{\"t\": [0, 0.25]}, \"threads\": {}, \"events\": []}";
  gsize len = sizeof good - 1;
  const char *series = strstr (good, "[0, 0.25]");

  g_assert_nonnull (series);
  for (gsize at = 0; at < len; at += (at < (gsize) (series - good) ? 7 : 1))
    {
      g_autofree char *copy = g_memdup2 (good, len);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSession) session = NULL;

      copy[at] = '\0';
      bytes = g_bytes_new (copy, len);
      session = gp_session_load_from_bytes (bytes, &error);
      g_assert_null (session);
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, "binary data (NUL bytes), not JSON");
      check_bytes_same_as_tree (bytes);
    }
}

static void
test_member_order (void)
{
  /* Columns before `t`, window_ms last, unknown members anywhere. */
  const char *text =
    "{\"elements\": {\"a\": {\"cpu_pct\": [1, 2, 3]}}, \"x\": [{\"y\": null}], \"links\": {},"
    " \"t\": [0, 0.25], \"system\": {\"cpu_pct\": [5]}, \"window_ms\": 100}";
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSeries) series = read_series (text, &error);
  g_autofree char *doc = doc_with_series (text);
  GpElementSeries *es;

  g_assert_no_error (error);
  g_assert_cmpuint (gp_series_get_window_ms (series), ==, 100);
  es = gp_series_lookup_element (series, "a");
  g_assert_cmpuint (es->cpu_pct->len, ==, 2);
  g_assert_cmpfloat (gp_column_get (es->cpu_pct, 1), ==, 2.0);
  check_same_as_tree (doc);
}

/* Columns holding nothing share one array; one with something has its own;
 * growing the series gives each its own. */
static void
test_shared_columns (void)
{
  const char *text =
    "{\"t\": [0, 0.25, 0.5], \"elements\": {\"a\": {\"proc_ms_p95\": [null, 2, null], \"cpu_pct\": [null, null, null],"
    " \"buffers\": [0, 0, 0]}, \"b\": {\"queue_level\": [null, null, null], \"buffers\": [0, 3, 0]}},"
    " \"links\": {\"l\": {\"fps\": [null, null, null], \"stalled\": [false, false, false]}}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSeries) series = read_series (text, &error);
  GpElementSeries *a;
  GpElementSeries *b;
  GpLinkSeries *l;

  g_assert_no_error (error);
  a = gp_series_lookup_element (series, "a");
  b = gp_series_lookup_element (series, "b");
  l = gp_series_lookup_link (series, "l");

  g_assert_true (a->cpu_pct == a->proc_ms_p50);
  g_assert_true (a->cpu_pct == b->cpu_pct);
  g_assert_true (a->cpu_pct == b->queue_level);
  g_assert_true (a->cpu_pct == l->fps);
  g_assert_true (_gp_series_column_is_shared (series, a->cpu_pct));
  g_assert_false (_gp_series_column_is_shared (series, a->proc_ms_p95));
  g_assert_true (a->buffers == gp_series_lookup_element (series, "a")->buffers);
  g_assert_true (_gp_series_column_is_shared (series, a->buffers));
  g_assert_false (_gp_series_column_is_shared (series, b->buffers));
  g_assert_true (_gp_series_column_is_shared (series, l->stalled));
  g_assert_cmpuint (a->cpu_pct->len, ==, 3);
  g_assert_true (gp_is_null (gp_column_get (a->cpu_pct, 2)));
  g_assert_cmpint (g_array_index (a->buffers, GpCount, 1), ==, 0);
  g_assert_cmpint (g_array_index (b->buffers, GpCount, 1), ==, 3);

  /* Pipeline and system columns not in the text are shared as well, and
   * with no core readings there are no core rows at all. */
  g_assert_true (gp_series_get_pipeline (series)->latency_ms_p95 == a->cpu_pct);
  g_assert_true (gp_series_get_system (series)->emc_pct == a->cpu_pct);
  g_assert_cmpuint (gp_series_get_system (series)->cpu_pct_per_core->len, ==, 0);
  g_assert_null (gp_system_series_core_row (gp_series_get_system (series), 1));

  gp_series_append_window (series, 0.75);
  g_assert_false (_gp_series_column_is_shared (series, gp_series_get_system (series)->emc_pct));
  g_assert_cmpuint (gp_series_get_system (series)->emc_pct->len, ==, 4);
  g_assert_cmpuint (gp_series_get_system (series)->cpu_pct_per_core->len, ==, 4);
  g_assert_false (_gp_series_column_is_shared (series, a->cpu_pct));
  g_assert_true (a->cpu_pct != b->cpu_pct);
  g_assert_cmpuint (a->cpu_pct->len, ==, 4);
  g_assert_cmpuint (b->cpu_pct->len, ==, 4);
  g_assert_cmpuint (l->stalled->len, ==, 4);
  g_assert_cmpfloat (gp_column_get (a->proc_ms_p95, 1), ==, 2.0);
  g_assert_true (gp_is_null (gp_column_get (a->proc_ms_p95, 3)));
  g_array_index (a->cpu_pct, double, 3) = 7.0;
  g_assert_true (gp_is_null (gp_column_get (b->cpu_pct, 3)));

  /* A key added after is a column of its own. */
  g_assert_false (_gp_series_column_is_shared (series, gp_series_ensure_element (series, "c")->cpu_pct));
}

/* Shared columns no key uses are let go of after the read; a key added
 * then shares a new one of the same length. */
static void
test_shared_columns_dropped (void)
{
  const char *text =
    "{\"t\": [0, 0.25, 0.5], \"elements\": {\"a\": {\"buffers\": [1, 2, 3]}, \"b\": {\"buffers\": [0, 3, 0]}},"
    " \"links\": {\"l\": {\"fps\": [1, 2, 3], \"stalled\": [false, true, false]}}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSeries) series = read_series (text, &error);
  GpElementSeries *a, *c;
  GpLinkSeries *m;

  g_assert_no_error (error);
  a = gp_series_lookup_element (series, "a");
  g_assert_false (_gp_series_column_is_shared (series, a->buffers));
  g_assert_true (_gp_series_column_is_shared (series, a->cpu_pct));

  c = _gp_series_add_element_shared (series, "c");
  m = _gp_series_add_link_shared (series, "m");
  g_assert_true (_gp_series_column_is_shared (series, c->buffers));
  g_assert_true (_gp_series_column_is_shared (series, m->stalled));
  g_assert_true (c->cpu_pct == a->cpu_pct);
  g_assert_cmpuint (c->buffers->len, ==, 3);
  g_assert_cmpuint (m->stalled->len, ==, 3);
  g_assert_cmpint (g_array_index (c->buffers, GpCount, 2), ==, 0);
  g_assert_cmpint (g_array_index (m->stalled, guint8, 1), ==, 0);

  gp_series_append_window (series, 0.75);
  g_assert_cmpuint (c->buffers->len, ==, 4);
  g_assert_false (_gp_series_column_is_shared (series, c->buffers));
  g_assert_cmpint (g_array_index (gp_series_lookup_link (series, "l")->stalled, guint8, 1), ==, 1);
}

static void
test_deferred (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *text = NULL;
  g_autofree char *reference = NULL;
  g_autofree char *early = NULL;
  g_autofree char *late = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GpSession) whole = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  bytes = bytes_of (text);
  whole = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  reference = gp_session_to_string (whole);

  session = gp_session_load_deferred (bytes, &pending, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  /* The graph is there, the series not yet; saving already works. */
  g_assert_cmpuint (gp_graph_n_elements (gp_session_get_graph (session)), >, 0);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), ==, 0);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (gp_session_get_document (session), "series")));
  early = gp_session_to_string (session);
  g_assert_cmpstr (early, ==, reference);

  g_assert_true (gp_series_load_run (pending, &error));
  g_assert_no_error (error);
  gp_series_load_apply (pending, session);
  assert_series_equal (gp_session_get_series (session), gp_session_get_series (whole));
  late = gp_session_to_string (session);
  g_assert_cmpstr (late, ==, reference);

  /* A viewer's load: no text kept, the series saved from the columns. */
  {
    g_autoptr(GpSession) viewed = NULL;
    g_autoptr(GpSeriesLoad) viewed_pending = NULL;

    viewed = gp_session_load_deferred (bytes, &viewed_pending, &error);
    g_assert_no_error (error);
    g_assert_true (gp_series_load_run (viewed_pending, &error));
    gp_series_load_drop_text (viewed_pending);
    gp_series_load_apply (viewed_pending, viewed);
    assert_series_equal (gp_session_get_series (viewed), gp_session_get_series (whole));
    assert_saves_as (viewed, reference);
  }
}

/* A session document json-glib reads but the reader refuses, loaded in two
 * steps: the second takes json-glib's document. */
static void
test_deferred_fallback (void)
{
  g_autofree char *doc = doc_with_series ("{\"t\": [0, 0.25], \"elements\": {\"a\": {\"cpu_pct\": [1, 2], "
                                          "\"cpu_pct\": [3, 4]}}}");
  g_autoptr(GBytes) bytes = bytes_of (doc);
  g_autoptr(GpSession) tree = _gp_session_load_tree (bytes, NULL);
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  session = gp_session_load_deferred (bytes, &pending, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  g_assert_true (gp_series_load_run (pending, &error));
  /* json-glib's document holds the series: nothing to drop. */
  gp_series_load_drop_text (pending);
  gp_series_load_apply (pending, session);
  assert_series_equal (gp_session_get_series (session), gp_session_get_series (tree));
  g_assert_cmpfloat (gp_column_get (gp_series_lookup_element (gp_session_get_series (session), "a")->cpu_pct, 0), ==, 3.0);
  a = gp_session_to_string (session);
  b = gp_session_to_string (tree);
  g_assert_cmpstr (a, ==, b);
}

static void
test_gzip (void)
{
  g_autofree char *path = gp_test_fixture ("jetson-zc-break.json");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *gz = g_build_filename (dir, "s.json.gz", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) plain = NULL;
  g_autoptr(GpSession) packed = NULL;
  g_autoptr(GpSession) deferred = NULL;
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  gp_test_write_gzip (gz, text, len);

  plain = gp_load_path (path, NULL, NULL, &error);
  g_assert_no_error (error);
  packed = gp_load_path (gz, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_series_equal (gp_session_get_series (packed), gp_session_get_series (plain));
  a = gp_session_to_string (plain);
  b = gp_session_to_string (packed);
  g_assert_cmpstr (a, ==, b);

  /* The two-step load of the app, from the .gz and from the plain file
   * (a mapping). */
  deferred = gp_load_path_deferred (gz, NULL, &pending, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  g_assert_true (gp_load_path_series (pending, gz, &error));
  gp_series_load_apply (pending, deferred);
  assert_series_equal (gp_session_get_series (deferred), gp_session_get_series (plain));
  c = gp_session_to_string (deferred);
  g_assert_cmpstr (c, ==, a);

  g_clear_object (&deferred);
  g_clear_pointer (&pending, gp_series_load_free);
  g_clear_pointer (&c, g_free);
  deferred = gp_load_path_deferred (path, NULL, &pending, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (gp_load_path_series (pending, path, &error));
  gp_series_load_drop_text (pending);
  gp_series_load_apply (pending, deferred);
  assert_series_equal (gp_session_get_series (deferred), gp_session_get_series (plain));
  assert_saves_as (deferred, a);
}

/* A session file behind a UTF-8 BOM: plain, gzip'd and mapped by the
 * app's two-step load, the same session as without (the byte scan's and
 * the reader's offsets are past the BOM). */
static void
test_bom (void)
{
  g_autofree char *path = gp_test_fixture ("jetson-zc-break.json");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *bom = g_build_filename (dir, "bom.json", NULL);
  g_autofree char *gz = g_build_filename (dir, "bom.json.gz", NULL);
  g_autofree char *text = NULL;
  g_autofree char *marked = NULL;
  g_autoptr(GpSession) plain = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSession) packed = NULL;
  g_autoptr(GpSession) deferred = NULL;
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *cmd = NULL;
  const char *argv[] = { "sh", "-c", NULL, NULL };
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  marked = g_strconcat ("\xef\xbb\xbf", text, NULL);
  g_assert_true (g_file_set_contents (bom, marked, -1, NULL));
  cmd = g_strdup_printf ("gzip -c '%s' > '%s'", bom, gz);
  argv[2] = cmd;
  g_assert_cmpint (gp_test_spawn (argv, NULL, NULL, NULL), ==, 0);

  plain = gp_load_path (path, NULL, NULL, &error);
  g_assert_no_error (error);
  a = gp_session_to_string (plain);

  session = gp_load_path (bom, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_series_equal (gp_session_get_series (session), gp_session_get_series (plain));
  b = gp_session_to_string (session);
  g_assert_cmpstr (b, ==, a);

  packed = gp_load_path (gz, NULL, NULL, &error);
  g_assert_no_error (error);
  c = gp_session_to_string (packed);
  g_assert_cmpstr (c, ==, a);

  deferred = gp_load_path_deferred (bom, NULL, &pending, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  g_assert_true (gp_load_path_series (pending, bom, &error));
  g_assert_no_error (error);
  gp_series_load_drop_text (pending);
  gp_series_load_apply (pending, deferred);
  assert_series_equal (gp_session_get_series (deferred), gp_session_get_series (plain));
  assert_saves_as (deferred, a);
}

static void
test_deferred_error_names_path (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *doc = doc_with_series ("{\"t\": [0, \"a\"]}");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) whole_error = NULL;
  g_autoptr(GpSession) whole = NULL;

  g_assert_true (g_file_set_contents (path, doc, -1, NULL));
  session = gp_load_path_deferred (path, NULL, &pending, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  g_assert_false (gp_load_path_series (pending, path, &error));
  whole = gp_load_path (path, NULL, NULL, &whole_error);
  g_assert_null (whole);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, whole_error->message);
  g_assert_nonnull (strstr (error->message, "'series.t[1]' is a string"));
}

/* ------------------------------------------------------------------ */

/* @text written by gp_json_text_append_canonical() and by gp_json_append() of
 * json-glib's tree: the same bytes. */
static void
check_canonical (const char *text,
                 const char *expected)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GString) quick = g_string_new ("<");
  g_autoptr(GString) tree = g_string_new ("<");

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  gp_json_append (tree, json_parser_get_root (parser));
  g_assert_true (gp_json_text_append_canonical (quick, text, strlen (text)));
  g_assert_cmpstr (quick->str, ==, tree->str);
  if (expected != NULL)
    g_assert_cmpstr (quick->str + 1, ==, expected);
}

static void
test_canonical (void)
{
  g_autoptr(GString) out = g_string_new ("kept");

  check_canonical ("[1e2, 1.50, -0, -0.0, 0.0, 0.1, 1e16, 1E-5, 0.0001, 123456789012345678, 1.0]",
                   "[100.0, 1.5, 0, -0.0, 0.0, 0.1, 1e+16, 1e-05, 0.0001, 123456789012345678, 1.0]");
  check_canonical ("{ \"a\" :[ 1 ,2 ] ,\n\t\"b\":{}, \"c\": [], \"d\": {\"e\": null, \"f\": true, \"g\": false}}",
                   "{\"a\": [1, 2], \"b\": {}, \"c\": [], \"d\": {\"e\": null, \"f\": true, \"g\": false}}");
  check_canonical ("[\"\\u00e9\\/\\n\", \"\xc3\xa9\", \"\\ud83d\\ude00\", \"\\u007f\", \"plain\"]", NULL);
  check_canonical ("[0.30000000000000004, 2.2250738585072014e-308, 5e-324, 1.7976931348623157e308, "
                   "9007199254740993, 1e22, 1e23, 123456.789e3, 0.000001234, 1e-7, 12345678901234567e-20]", NULL);
  check_canonical ("[1e400, -1e400, 1e-400]", "[null, null, 0.0]");
  check_canonical ("[1.5e+16, 1e+100, 1.25e-300]", "[1.5e+16, 1e+100, 1.25e-300]");

  /* Not strict JSON, a 65-bit integer, a duplicate key: left to json-glib. */
  g_assert_false (gp_json_text_append_canonical (out, "[1,]", 4));
  g_assert_false (gp_json_text_append_canonical (out, "[18446744073709551616]", 22));
  g_assert_false (gp_json_text_append_canonical (out, "{\"a\": 1, \"a\": 2}", 16));
  g_assert_false (gp_json_text_append_canonical (out, "[1] [2]", 7));
  g_assert_cmpstr (out->str, ==, "kept");
}

static void
test_find_member (void)
{
  static const struct { const char *text; GpJsonScanResult result; const char *value; } cases[] = {
    { "{\"series\": {\"t\": []}}", GP_JSON_SCAN_FOUND, "{\"t\": []}" },
    { " {\"a\": \"{\\\"series\\\": [\", \"b\": [{\"series\": 1}], \"series\" : [1, \"]\"] } ",
      GP_JSON_SCAN_FOUND, "[1, \"]\"]" },
    { "{\"series\":7}", GP_JSON_SCAN_FOUND, "7" },
    { "{\"seriesx\": 1}", GP_JSON_SCAN_ABSENT, NULL },
    { "{}", GP_JSON_SCAN_ABSENT, NULL },
    { "{\"series\": 1, \"series\": 2}", GP_JSON_SCAN_UNSURE, NULL },
    { "{\"ser\\u0069es\": 1}", GP_JSON_SCAN_UNSURE, NULL },
    { "{\"a\": [1 /* \" */], \"series\": 1}", GP_JSON_SCAN_UNSURE, NULL },
    { "{\"a\": ['\"'], \"series\": 1}", GP_JSON_SCAN_UNSURE, NULL },
    { "[1]", GP_JSON_SCAN_UNSURE, NULL },
    { "{\"series\": [1}", GP_JSON_SCAN_UNSURE, NULL },
    { "{\"series\": 1} {", GP_JSON_SCAN_UNSURE, NULL },
    { "{\"series\": 1", GP_JSON_SCAN_UNSURE, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize start = 0, end = 0;
      GpJsonScanResult result = gp_json_scan_member (cases[i].text, strlen (cases[i].text), "series",
                                                     &start, &end);

      g_autofree char *shown = g_strescape (cases[i].text, NULL);

      g_test_message ("%s", shown);
      g_assert_cmpint (result, ==, cases[i].result);
      if (cases[i].value != NULL)
        {
          g_autofree char *value = g_strndup (cases[i].text + start, end - start);

          g_assert_cmpstr (value, ==, cases[i].value);
        }
    }

  /* Deeper than json-glib is allowed to go. */
  {
    GString *deep = g_string_new ("{\"a\": ");

    for (guint i = 0; i < 300; i++)
      g_string_append_c (deep, '[');
    for (guint i = 0; i < 300; i++)
      g_string_append_c (deep, ']');
    g_string_append (deep, ", \"series\": 1}");
    g_assert_cmpint (gp_json_scan_member (deep->str, deep->len, "series", &(gsize) { 0 }, &(gsize) { 0 }),
                     ==, GP_JSON_SCAN_UNSURE);
    check_same_as_tree (deep->str);
    g_string_free (deep, TRUE);
  }
}

static void
count_progress (gsize    consumed,
                gpointer user_data)
{
  GArray *offsets = user_data;

  g_array_append_val (offsets, consumed);
}

/* The scan tells how far it is, in order, about every 4 MiB, and finds the
 * same range as without being told. */
static void
test_find_member_progress (void)
{
  g_autoptr(GString) text = g_string_new ("{\"schema\": \"gst-profile/1\", \"series\": {\"t\": [");
  g_autoptr(GArray) offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize start, end, start2, end2;

  for (guint i = 0; text->len < 20 * 1024 * 1024; i++)
    g_string_append_printf (text, "%s%u.25", i > 0 ? ", " : "", i);
  g_string_append (text, "]}, \"findings\": []}");

  g_assert_cmpint (gp_json_scan_member (text->str, text->len, "series", &start, &end), ==,
                   GP_JSON_SCAN_FOUND);
  g_assert_cmpint (gp_json_scan_member_full (text->str, text->len, "series", &start2, &end2,
                                             count_progress, offsets), ==, GP_JSON_SCAN_FOUND);
  g_assert_cmpuint (start2, ==, start);
  g_assert_cmpuint (end2, ==, end);
  g_assert_cmpuint (offsets->len, >=, 4);
  g_assert_cmpuint (offsets->len, <=, 5);
  for (guint i = 0; i < offsets->len; i++)
    {
      gsize at = g_array_index (offsets, gsize, i);

      g_assert_cmpuint (at, >=, (i + 1) * (gsize) 4 * 1024 * 1024);
      g_assert_cmpuint (at, <=, end);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/series-reader/fixtures-as-json-glib", test_fixtures);
  g_test_add_func ("/gp/unit/series-reader/values", test_values);
  g_test_add_func ("/gp/unit/series-reader/plain-numbers", test_plain_numbers);
  g_test_add_func ("/gp/unit/series-reader/count-range", test_count_range);
  g_test_add_func ("/gp/unit/series-reader/exponent-at-buffer-end", test_exponent_at_buffer_end);
  g_test_add_func ("/gp/unit/series-reader/per-core", test_per_core);
  g_test_add_func ("/gp/unit/series-reader/errors", test_errors);
  g_test_add_func ("/gp/unit/series-reader/huge-and-duplicate", test_huge_and_duplicate_via_loader);
  g_test_add_func ("/gp/unit/series-reader/truncated", test_truncated);
  g_test_add_func ("/gp/unit/series-reader/member-order", test_member_order);
  g_test_add_func ("/gp/unit/series-reader/nul-bytes", test_nul_bytes);
  g_test_add_func ("/gp/unit/series-reader/shared-columns", test_shared_columns);
  g_test_add_func ("/gp/unit/series-reader/shared-columns-dropped", test_shared_columns_dropped);
  g_test_add_func ("/gp/unit/series-reader/deferred", test_deferred);
  g_test_add_func ("/gp/unit/series-reader/deferred-fallback", test_deferred_fallback);
  g_test_add_func ("/gp/unit/series-reader/deferred-error", test_deferred_error_names_path);
  g_test_add_func ("/gp/unit/series-reader/gzip", test_gzip);
  g_test_add_func ("/gp/unit/series-reader/bom", test_bom);
  g_test_add_func ("/gp/unit/series-reader/json-text/canonical", test_canonical);
  g_test_add_func ("/gp/unit/series-reader/json-text/find-member", test_find_member);
  g_test_add_func ("/gp/unit/series-reader/json-text/find-member-progress", test_find_member_progress);

  return g_test_run ();
}
