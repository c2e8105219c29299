/* test-compare.c: before/after comparison (core), `gst-profile compare` and
 * `run --parent`, and a real capture → patch → re-run → compare
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gp-compare.h"
#include "gp-loader.h"
#include "gp-session-json.h"
#include "gp-test-util.h"

#define BEFORE_FIXTURE "jetson-zc-break.json"
#define NOISE_FIXTURE "software-healthy.json"
#define LOG_HEAD "0:00:00.021251050 20549 0x55688b8198c0 TRACE             GST_TRACER :0:: "

/* Test data: jetson-zc-break.json, as if a patch had been applied and the
 * pipeline re-run. */

static JsonObject *
member_path (JsonObject *object,
             ...)
{
  va_list ap;
  const char *key;

  va_start (ap, object);
  while ((key = va_arg (ap, const char *)) != NULL)
    {
      g_assert_true (json_object_has_member (object, key));
      object = json_object_get_object_member (object, key);
    }
  va_end (ap);
  return object;
}

static JsonArray *
constant_column (double value,
                 guint  n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    {
      if (isnan (value))
        json_array_add_null_element (array);
      else if (value == floor (value))
        json_array_add_int_element (array, (gint64) value);
      else
        json_array_add_double_element (array, value);
    }
  return array;
}

/* A deep copy (json_node_copy() shares the object). */
static JsonObject *
copy_object (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) copy = NULL;
  g_autofree char *text = NULL;

  json_node_set_object (node, object);
  text = json_to_string (node, FALSE);
  copy = json_from_string (text, NULL);
  g_assert_nonnull (copy);
  return json_object_ref (json_node_get_object (copy));
}

/* The patch: videoconvert0 faster (p95 9 → 5 ms) and no longer CPU-bound
 * (CPU cleared), a queue0 inserted before the encoder (QUEUE cleared),
 * pipeline latency p95 20 → 16 ms; session.parent_session = @parent. */
static char *
write_after (const char *dir,
             const char *name,
             const char *parent)
{
  g_autofree char *source = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) queue = NULL;
  g_autoptr(JsonObject) queue_series = NULL;
  g_autoptr(JsonObject) in_link = NULL;
  g_autoptr(JsonObject) out_link = NULL;
  JsonObject *root;
  JsonObject *session;
  JsonObject *elements_series;
  JsonObject *videoconvert;
  JsonArray *elements;
  JsonArray *links;
  g_autoptr(JsonArray) new_links = json_array_new ();

  json_parser_load_from_file (parser, source, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));

  session = member_path (root, "session", NULL);
  json_object_set_string_member (session, "id", "synth-zc-patched");
  if (parent != NULL)
    json_object_set_string_member (session, "parent_session", parent);

  json_object_set_array_member (member_path (root, "series", "pipeline", NULL), "latency_ms_p95",
                                constant_column (16, 5));
  elements_series = member_path (root, "series", "elements", NULL);
  videoconvert = json_object_get_object_member (elements_series, "videoconvert0");
  json_object_set_array_member (videoconvert, "proc_ms_p95", constant_column (5, 5));
  json_object_set_array_member (videoconvert, "cpu_pct", constant_column (40, 5));

  queue_series = json_object_new ();
  json_object_set_array_member (queue_series, "proc_ms_p50", constant_column (0.04, 5));
  json_object_set_array_member (queue_series, "proc_ms_p95", constant_column (0.05, 5));
  json_object_set_array_member (queue_series, "cpu_pct", constant_column (NAN, 5));
  json_object_set_array_member (queue_series, "queue_level", constant_column (NAN, 5));
  json_object_set_array_member (queue_series, "buffers", constant_column (8, 5));
  json_object_set_object_member (elements_series, "queue0", json_object_ref (queue_series));

  elements = json_object_get_array_member (member_path (root, "graph", NULL), "elements");
  queue = copy_object (json_array_get_object_element (elements, 2));
  json_object_set_string_member (queue, "id", "queue0");
  json_object_set_string_member (queue, "factory", "queue");
  json_object_set_string_member (queue, "gtype", "GstQueue");
  json_object_set_string_member (queue, "vendor", "generic");
  json_array_add_object_element (elements, json_object_ref (queue));

  /* nvvidconv0 → nvv4l2h264enc0 becomes nvvidconv0 → queue0 → nvv4l2h264enc0 */
  links = json_object_get_array_member (member_path (root, "graph", NULL), "links");
  for (guint i = 0; i < json_array_get_length (links); i++)
    {
      JsonObject *link = json_array_get_object_element (links, i);

      if (g_strcmp0 (json_object_get_string_member (link, "id"), "nvvidconv0:src->nvv4l2h264enc0:sink") != 0)
        {
          json_array_add_object_element (new_links, json_object_ref (link));
          continue;
        }
      in_link = copy_object (link);
      json_object_set_string_member (in_link, "id", "nvvidconv0:src->queue0:sink");
      json_object_set_string_member (in_link, "sink", "queue0:sink");
      out_link = copy_object (link);
      json_object_set_string_member (out_link, "id", "queue0:src->nvv4l2h264enc0:sink");
      json_object_set_string_member (out_link, "src", "queue0:src");
      json_array_add_object_element (new_links, json_object_ref (in_link));
      json_array_add_object_element (new_links, json_object_ref (out_link));
    }
  g_assert_nonnull (in_link);
  json_object_set_array_member (member_path (root, "graph", NULL), "links", json_array_ref (new_links));

  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_to_file (generator, path, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

static GpSession *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (path, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

static GpCompare *
compare_paths (const char *before_path,
               const char *after_path)
{
  g_autoptr(GpSession) before = load (before_path);
  g_autoptr(GpSession) after = load (after_path);
  g_autoptr(GError) error = NULL;
  GpCompare *compare = gp_compare_new (before, after, &error);

  g_assert_no_error (error);
  g_assert_nonnull (compare);
  return compare;
}

static const GpFinding *
row_finding (const GpCompareFinding *row)
{
  return row->after != NULL ? row->after : row->before;
}

/* core */

static void
test_patched (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *after_path = write_after (dir, "after.json", "synth-zc");
  g_autoptr(GpCompare) compare = compare_paths (before_path, after_path);
  static const char * const kept[] = {
    "F-ZC-videoconvert0", "F-SW-videoconvert0", "F-HOT", "F-SYNC-udpsink0", "F-CAPS-videoconvert0",
    "F-VIC", "F-ENC-nvv4l2h264enc0",
  };
  static const char * const order[] = {
    "videoconvert0", "queue0", "nvarguscamerasrc0", "nvvidconv0", "nvv4l2h264enc0", "udpsink0",
  };
  const GpCompareElement *row;
  const GpCompareFinding *finding;

  g_assert_cmpint (compare->parent, ==, GP_COMPARE_PARENT_MATCHES);

  /* pipeline latency p95: 20 → 16 ms */
  g_assert_cmpfloat (compare->latency_ms_p95.before.value, ==, 20.0);
  g_assert_cmpfloat (compare->latency_ms_p95.after.value, ==, 16.0);
  g_assert_cmpfloat (compare->latency_ms_p95.delta, ==, -4.0);
  g_assert_cmpfloat (compare->latency_ms_p95.ratio, ==, 0.8);
  g_assert_cmpint (compare->latency_ms_p95.trend, ==, GP_COMPARE_TREND_BETTER);
  /* constant columns: no noise, the threshold is 5 % of 20 ms */
  g_assert_cmpfloat (compare->latency_ms_p95.noise_before, ==, 0);
  g_assert_cmpfloat (compare->latency_ms_p95.noise_after, ==, 0);
  g_assert_cmpfloat_with_epsilon (compare->latency_ms_p95.threshold, 1.0, 1e-12);

  /* frame period: 30 fps on the camera's link on both sides */
  g_assert_cmpfloat (compare->frame_period_ms.before.value, ==, 1000.0 / 30.0);
  g_assert_cmpfloat (compare->frame_period_ms.after.value, ==, 1000.0 / 30.0);
  g_assert_cmpfloat (compare->frame_period_ms.delta, ==, 0.0);
  g_assert_cmpfloat (compare->frame_period_ms.ratio, ==, 1.0);
  g_assert_cmpint (compare->frame_period_ms.trend, ==, GP_COMPARE_TREND_SAME);

  /* per-element p95, by size of change */
  g_assert_cmpuint (compare->elements->len, ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    g_assert_cmpstr (g_array_index (compare->elements, GpCompareElement, i).element, ==, order[i]);

  row = gp_compare_lookup_element (compare, "videoconvert0");
  g_assert_cmpint (row->presence, ==, GP_COMPARE_PRESENCE_BOTH);
  g_assert_cmpstr (row->factory_before, ==, "videoconvert");
  g_assert_cmpstr (row->factory_after, ==, "videoconvert");
  g_assert_cmpfloat (row->proc_ms_p95.before.value, ==, 9.0);
  g_assert_cmpfloat (row->proc_ms_p95.after.value, ==, 5.0);
  g_assert_cmpfloat (row->proc_ms_p95.delta, ==, -4.0);
  g_assert_cmpfloat (row->proc_ms_p95.ratio, ==, 5.0 / 9.0);
  g_assert_cmpint (row->proc_ms_p95.trend, ==, GP_COMPARE_TREND_BETTER);

  row = gp_compare_lookup_element (compare, "queue0");
  g_assert_cmpint (row->presence, ==, GP_COMPARE_PRESENCE_AFTER_ONLY);
  g_assert_null (row->factory_before);
  g_assert_cmpstr (row->factory_after, ==, "queue");
  g_assert_true (gp_number_is_none (row->proc_ms_p95.before));
  g_assert_cmpfloat (row->proc_ms_p95.after.value, ==, 0.05);
  g_assert_true (isnan (row->proc_ms_p95.delta));
  g_assert_true (isnan (row->proc_ms_p95.ratio));
  g_assert_cmpint (row->proc_ms_p95.trend, ==, GP_COMPARE_TREND_UNKNOWN);
  g_assert_true (isnan (row->proc_ms_p95.noise_before));
  g_assert_cmpfloat (row->proc_ms_p95.noise_after, ==, 0);
  g_assert_true (isnan (row->proc_ms_p95.threshold));

  row = gp_compare_lookup_element (compare, "nvv4l2h264enc0");
  g_assert_cmpfloat (row->proc_ms_p95.delta, ==, 0.0);
  g_assert_cmpint (row->proc_ms_p95.trend, ==, GP_COMPARE_TREND_SAME);

  /* udpsink0 has no series on either side: not available, no number made up */
  row = gp_compare_lookup_element (compare, "udpsink0");
  g_assert_cmpint (row->presence, ==, GP_COMPARE_PRESENCE_BOTH);
  g_assert_true (gp_number_is_none (row->proc_ms_p95.before));
  g_assert_true (gp_number_is_none (row->proc_ms_p95.after));
  g_assert_true (isnan (row->proc_ms_p95.delta));
  g_assert_cmpint (row->proc_ms_p95.trend, ==, GP_COMPARE_TREND_UNKNOWN);

  /* findings: recomputed (the fixture stores none), QUEUE and CPU cleared */
  g_assert_cmpuint (compare->findings_before->len, ==, 9);
  g_assert_cmpuint (compare->findings_after->len, ==, 7);
  g_assert_cmpuint (gp_compare_count_findings (compare, GP_COMPARE_FINDING_CLEARED), ==, 2);
  g_assert_cmpuint (gp_compare_count_findings (compare, GP_COMPARE_FINDING_NEW), ==, 0);
  g_assert_cmpuint (gp_compare_count_findings (compare, GP_COMPARE_FINDING_KEPT), ==, G_N_ELEMENTS (kept));

  finding = &g_array_index (compare->findings, GpCompareFinding, 0);
  g_assert_cmpint (finding->state, ==, GP_COMPARE_FINDING_CLEARED);
  g_assert_cmpstr (finding->before->id, ==, "F-QUEUE");
  g_assert_cmpint (finding->before->severity, ==, GP_SEVERITY_MEDIUM);
  g_assert_null (finding->after);
  finding = &g_array_index (compare->findings, GpCompareFinding, 1);
  g_assert_cmpint (finding->state, ==, GP_COMPARE_FINDING_CLEARED);
  g_assert_cmpstr (finding->before->id, ==, "F-CPU-videoconvert0");

  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      finding = &g_array_index (compare->findings, GpCompareFinding, 2 + i);
      g_assert_cmpint (finding->state, ==, GP_COMPARE_FINDING_KEPT);
      g_assert_cmpstr (finding->after->id, ==, kept[i]);
      g_assert_cmpstr (finding->before->id, ==, kept[i]);
      g_assert_cmpstr (finding->before->rule, ==, finding->after->rule);
    }
  g_assert_nonnull (gp_compare_lookup_finding (compare, GP_COMPARE_FINDING_CLEARED, "F-QUEUE"));
  g_assert_null (gp_compare_lookup_finding (compare, GP_COMPARE_FINDING_KEPT, "F-QUEUE"));
}

/* The other way round: what was cleared is new; no parent recorded. */
static void
test_reversed (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *after_path = write_after (dir, "after.json", "synth-zc");
  g_autoptr(GpCompare) compare = compare_paths (after_path, before_path);
  const GpCompareElement *row;
  const GpCompareFinding *finding;

  g_assert_cmpint (compare->parent, ==, GP_COMPARE_PARENT_NONE);
  g_assert_cmpfloat (compare->latency_ms_p95.delta, ==, 4.0);
  g_assert_cmpfloat (compare->latency_ms_p95.ratio, ==, 1.25);
  g_assert_cmpint (compare->latency_ms_p95.trend, ==, GP_COMPARE_TREND_WORSE);

  row = gp_compare_lookup_element (compare, "queue0");
  g_assert_cmpint (row->presence, ==, GP_COMPARE_PRESENCE_BEFORE_ONLY);
  g_assert_cmpstr (row->factory_before, ==, "queue");
  g_assert_null (row->factory_after);
  g_assert_cmpuint (gp_compare_count_findings (compare, GP_COMPARE_FINDING_CLEARED), ==, 0);
  g_assert_cmpuint (gp_compare_count_findings (compare, GP_COMPARE_FINDING_NEW), ==, 2);

  finding = gp_compare_lookup_finding (compare, GP_COMPARE_FINDING_NEW, "F-QUEUE");
  g_assert_nonnull (finding);
  g_assert_null (finding->before);
  g_assert_cmpstr (row_finding (finding)->rule, ==, "QUEUE");
}

/* A parent that is another session is said, not refused; a session
 * compared with itself changes nothing. */
static void
test_parent_other_and_same (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *after_path = write_after (dir, "other.json", "20260101T000000");
  g_autoptr(GpCompare) other = compare_paths (before_path, after_path);
  g_autoptr(GpCompare) same = compare_paths (before_path, before_path);

  g_assert_cmpint (other->parent, ==, GP_COMPARE_PARENT_OTHER);
  g_assert_cmpuint (gp_compare_count_findings (other, GP_COMPARE_FINDING_CLEARED), ==, 2);

  g_assert_cmpint (same->parent, ==, GP_COMPARE_PARENT_NONE);
  g_assert_cmpuint (gp_compare_count_findings (same, GP_COMPARE_FINDING_CLEARED), ==, 0);
  g_assert_cmpuint (gp_compare_count_findings (same, GP_COMPARE_FINDING_NEW), ==, 0);
  g_assert_cmpuint (gp_compare_count_findings (same, GP_COMPARE_FINDING_KEPT), ==, 9);
  for (guint i = 0; i < same->elements->len; i++)
    {
      const GpCompareElement *row = &g_array_index (same->elements, GpCompareElement, i);

      g_assert_cmpint (row->presence, ==, GP_COMPARE_PRESENCE_BOTH);
      g_assert_true (row->proc_ms_p95.trend == GP_COMPARE_TREND_SAME ||
                     row->proc_ms_p95.trend == GP_COMPARE_TREND_UNKNOWN);
    }
}

/* software-healthy.json (a real capture, 9 windows) with its pipeline
 * latency per window changed: the slowest window @raise ms slower, every
 * window @shift ms slower. */
static char *
write_latency (const char *dir,
               const char *name,
               double      raise,
               double      shift)
{
  g_autofree char *source = gp_test_fixture (NOISE_FIXTURE);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) changed = json_array_new ();
  JsonObject *root;
  JsonObject *pipeline;
  JsonArray *latency;
  guint slowest = 0;

  json_parser_load_from_file (parser, source, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (member_path (root, "session", NULL), "id", name);

  pipeline = member_path (root, "series", "pipeline", NULL);
  latency = json_object_get_array_member (pipeline, "latency_ms_p95");
  for (guint i = 0; i < json_array_get_length (latency); i++)
    if (json_array_get_double_element (latency, i) > json_array_get_double_element (latency, slowest))
      slowest = i;
  for (guint i = 0; i < json_array_get_length (latency); i++)
    json_array_add_double_element (changed, json_array_get_double_element (latency, i) + shift +
                                            (i == slowest ? raise : 0));
  json_object_set_array_member (pipeline, "latency_ms_p95", json_array_ref (changed));

  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_to_file (generator, path, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

/* The noise of a p95 figure: the spread and the rank error of its column. */
static double
column_noise (GpSession *session)
{
  GArray *column = gp_series_get_pipeline (gp_session_get_series (session))->latency_ms_p95;

  g_assert_cmpuint (column->len, >, 0);
  return gp_compare_window_spread (&g_array_index (column, double, 0), column->len) +
         gp_compare_rank_error (&g_array_index (column, double, 0), column->len, 0.95);
}

/* The slowest window 0.4 ms slower: the p95 (here that window) is 13 %
 * higher, beyond 5 % and 0.1 ms, but this run's p95 is one window of nine
 * and moves more than that from run to run: about the same (before the
 * noise was counted, this read "worse"). Every window 2 ms slower: worse. */
static void
test_within_noise (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = gp_test_fixture (NOISE_FIXTURE);
  g_autofree char *raised_path = write_latency (dir, "raised.json", 0.4, 0);
  g_autofree char *shifted_path = write_latency (dir, "shifted.json", 0, 2.0);
  g_autoptr(GpCompare) raised = compare_paths (before_path, raised_path);
  g_autoptr(GpCompare) shifted = compare_paths (before_path, shifted_path);
  g_autoptr(GpCompare) same = compare_paths (before_path, before_path);
  g_autoptr(GpCliResult) text = gp_test_run_clivp ("compare", before_path, raised_path, NULL);
  g_autoptr(GpCliResult) json = gp_test_run_clivp ("compare", before_path, shifted_path, "--format", "json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  const GpCompareValue *value = &raised->latency_ms_p95;
  double noise = column_noise (raised->before);
  JsonObject *latency;

  g_assert_cmpfloat (value->delta, >, 0.05 * value->before.value);
  g_assert_cmpfloat (value->delta, >, 0.1);
  g_assert_cmpfloat_with_epsilon (value->delta, 0.4, 1e-9);
  g_assert_cmpint (value->trend, ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpfloat_with_epsilon (value->noise_before, noise, 1e-12);
  g_assert_cmpfloat_with_epsilon (value->noise_after, column_noise (raised->after), 1e-12);
  g_assert_cmpfloat_with_epsilon (value->threshold, value->noise_before + value->noise_after, 1e-12);
  g_assert_cmpfloat (value->threshold, >, 0.4);

  /* a shift moves neither the spread nor the rank error */
  value = &shifted->latency_ms_p95;
  g_assert_cmpfloat_with_epsilon (value->delta, 2.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (value->noise_after, noise, 1e-9);
  g_assert_cmpfloat (value->threshold, <, 2.0);
  g_assert_cmpint (value->trend, ==, GP_COMPARE_TREND_WORSE);

  /* a run against itself: about the same, every figure measured */
  g_assert_cmpint (same->latency_ms_p95.trend, ==, GP_COMPARE_TREND_SAME);
  g_assert_cmpint (same->frame_period_ms.trend, ==, GP_COMPARE_TREND_SAME);
  for (guint i = 0; i < same->elements->len; i++)
    {
      const GpCompareElement *row = &g_array_index (same->elements, GpCompareElement, i);

      g_assert_true (row->proc_ms_p95.trend == GP_COMPARE_TREND_SAME ||
                     gp_number_is_none (row->proc_ms_p95.before));
    }

  g_assert_cmpint (text->status, ==, 0);
  line = g_strdup_printf ("\n  pipeline latency p95    3.2 ms    3.6 ms   +0.4 ms (+12.7%%)   about the same   "
                          "\u00b1%.1f ms\n", raised->latency_ms_p95.threshold);
  if (strstr (text->out, line) == NULL)
    g_error ("no '%s' in:\n%s", line, text->out);

  g_assert_cmpint (json->status, ==, 0);
  json_parser_load_from_data (parser, json->out, -1, &error);
  g_assert_no_error (error);
  latency = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "latency_ms_p95");
  g_assert_cmpstr (json_object_get_string_member (latency, "trend"), ==, "worse");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (latency, "noise_before"), noise, 0.0005);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (latency, "threshold"),
                                  shifted->latency_ms_p95.threshold, 0.0005);
}

/* A session without timing: every figure is not available. */
static void
test_not_available (void)
{
  g_autoptr(GpSession) empty = gp_session_new ();
  g_autofree char *before_path = gp_test_fixture (BEFORE_FIXTURE);
  g_autoptr(GpSession) before = load (before_path);
  g_autoptr(GpCompare) compare = gp_compare_new (before, empty, NULL);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *latency;

  g_assert_nonnull (compare);
  g_assert_false (gp_number_is_none (compare->latency_ms_p95.before));
  g_assert_true (gp_number_is_none (compare->latency_ms_p95.after));
  g_assert_true (isnan (compare->latency_ms_p95.delta));
  g_assert_true (isnan (compare->latency_ms_p95.ratio));
  g_assert_cmpint (compare->latency_ms_p95.trend, ==, GP_COMPARE_TREND_UNKNOWN);
  g_assert_true (isnan (compare->frame_period_ms.delta));
  for (guint i = 0; i < compare->elements->len; i++)
    g_assert_cmpint (g_array_index (compare->elements, GpCompareElement, i).presence, ==,
                     GP_COMPARE_PRESENCE_BEFORE_ONLY);

  node = gp_compare_to_json (compare);
  latency = json_object_get_object_member (json_node_get_object (node), "latency_ms_p95");
  g_assert_cmpint (json_object_get_int_member (latency, "before"), ==, 20);
  g_assert_true (json_object_get_null_member (latency, "after"));
  g_assert_true (json_object_get_null_member (latency, "delta"));
  g_assert_true (json_object_get_null_member (latency, "ratio"));
  g_assert_cmpstr (json_object_get_string_member (latency, "trend"), ==, "not available");
}

/* CLI */

static void
test_cli_text (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *after_path = write_after (dir, "after.json", "synth-zc");
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("compare", before_path, after_path, NULL);
  g_auto(GStrv) lines = NULL;
  const char *expected_head =
    "\ngst-profile compare\n"
    "  before  synth-zc\n"
    "  after   synth-zc-patched\n"
    "  after is a re-run of before (parent_session synth-zc)\n"
    "\n"
    "                          before     after             change                    threshold\n"
    "  pipeline latency p95   20.0 ms   16.0 ms   -4.0 ms (-20.0%)   better           \u00b11.0 ms\n"
    "  frame period           33.3 ms   33.3 ms      0.0 ms (0.0%)   about the same   \u00b11.7 ms\n"
    "\n"
    "  per-element processing time p95 (ms), largest change first\n"
    "    element                    before           after            change                    threshold\n"
    "    videoconvert0               9.000           5.000   -4.000 (-44.4%)   better           \u00b10.450\n"
    "    queue0                     absent           0.050             added\n"
    "    nvarguscamerasrc0           1.200           1.200      0.000 (0.0%)   about the same   \u00b10.100\n"
    "    nvvidconv0                  2.000           2.000      0.000 (0.0%)   about the same   \u00b10.100\n"
    "    nvv4l2h264enc0              3.000           3.000      0.000 (0.0%)   about the same   \u00b10.150\n"
    "    udpsink0            not available   not available     not available\n"
    "\n"
    "  findings cleared (2)\n"
    "    [medium]  QUEUE  F-QUEUE               No queue ahead";

  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpstr (res->err, ==, "");
  if (!g_str_has_prefix (res->out, expected_head))
    g_error ("unexpected compare output:\n%s", res->out);
  g_assert_nonnull (strstr (res->out, "\n    [info  ]  CPU    F-CPU-videoconvert0   videoconvert0 is CPU-bound"));
  g_assert_nonnull (strstr (res->out, "\n  findings new (0)\n    none\n"));
  g_assert_nonnull (strstr (res->out, "\n  findings kept (7)\n    [high  ]  ZC     F-ZC-videoconvert0    "));

  /* every table row of a section has its columns at the same place */
  lines = g_strsplit (res->out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "    ["))
      g_assert_cmpint (strstr (lines[i], "F-") - lines[i], ==, 21);
}

static void
test_cli_json (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *after_path = write_after (dir, "after.json", "synth-zc");
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("compare", before_path, after_path, "--format", "json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  static const char * const keys[] = {
    "before", "after", "parent", "latency_ms_p95", "frame_period_ms", "elements", "findings",
  };
  static const char * const value_keys[] = {
    "before", "after", "delta", "ratio", "trend", "noise_before", "noise_after", "threshold",
  };
  JsonObject *root;
  JsonObject *value;
  JsonObject *element;
  JsonObject *findings;
  JsonArray *cleared;
  g_autoptr(GList) members = NULL;
  guint i = 0;

  g_assert_cmpint (res->status, ==, 0);
  json_parser_load_from_data (parser, res->out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));

  members = json_object_get_members (root);
  g_assert_cmpuint (g_list_length (members), ==, G_N_ELEMENTS (keys));
  for (const GList *l = members; l != NULL; l = l->next)
    g_assert_cmpstr (l->data, ==, keys[i++]);

  g_assert_cmpstr (json_object_get_string_member (root, "parent"), ==, "matches");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "before"), "id"), ==,
                   "synth-zc");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "after"),
                                                  "parent_session"), ==, "synth-zc");

  value = json_object_get_object_member (root, "latency_ms_p95");
  g_clear_pointer (&members, g_list_free);
  members = json_object_get_members (value);
  i = 0;
  g_assert_cmpuint (g_list_length (members), ==, G_N_ELEMENTS (value_keys));
  for (const GList *l = members; l != NULL; l = l->next)
    g_assert_cmpstr (l->data, ==, value_keys[i++]);
  g_assert_cmpint (json_object_get_int_member (value, "before"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (value, "after"), ==, 16);
  g_assert_cmpfloat (json_object_get_double_member (value, "delta"), ==, -4.0);
  g_assert_cmpfloat (json_object_get_double_member (value, "ratio"), ==, 0.8);
  g_assert_cmpstr (json_object_get_string_member (value, "trend"), ==, "better");
  g_assert_cmpfloat (json_object_get_double_member (value, "noise_before"), ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (value, "threshold"), ==, 1.0);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "frame_period_ms"), "trend"),
                   ==, "about the same");

  element = json_array_get_object_element (json_object_get_array_member (root, "elements"), 0);
  g_assert_cmpstr (json_object_get_string_member (element, "element"), ==, "videoconvert0");
  g_assert_cmpstr (json_object_get_string_member (element, "presence"), ==, "both");
  value = json_object_get_object_member (element, "proc_ms_p95");
  g_assert_cmpfloat (json_object_get_double_member (value, "ratio"), ==, 0.5556);
  element = json_array_get_object_element (json_object_get_array_member (root, "elements"), 1);
  g_assert_cmpstr (json_object_get_string_member (element, "presence"), ==, "after-only");
  g_assert_true (json_object_get_null_member (element, "factory_before"));
  g_assert_true (json_object_get_null_member (json_object_get_object_member (element, "proc_ms_p95"), "delta"));

  findings = json_object_get_object_member (root, "findings");
  cleared = json_object_get_array_member (findings, "cleared");
  g_assert_cmpuint (json_array_get_length (cleared), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cleared, 0), "id"), ==, "F-QUEUE");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cleared, 0), "severity_before"),
                   ==, "medium");
  g_assert_true (json_object_get_null_member (json_array_get_object_element (cleared, 0), "severity_after"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (findings, "new")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (findings, "kept")), ==, 7);
}

static void
test_cli_parent_other (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *after_path = write_after (dir, "after.json", "20260101T000000");
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("compare", before_path, after_path, NULL);

  /* Said on stderr and in the table, not refused. */
  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpuint (gp_test_count_lines (res->err, "gst-profile: warning: "), ==, 1);
  g_assert_nonnull (strstr (res->err, "re-run of session 20260101T000000, not of "));
  g_assert_nonnull (strstr (res->out, "\n  warning: after is a re-run of 20260101T000000, not of before (synth-zc)\n"));
}

static void
test_cli_bad_input (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *good = gp_test_fixture (BEFORE_FIXTURE);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *junk = g_build_filename (dir, "junk.json", NULL);
  g_autofree char *foreign = g_build_filename (dir, "foreign.json", NULL);
  const struct {
    const char *args[6];
    const char *message;
  } cases[] = {
    { { "compare", NULL }, "give two sessions" },
    { { "compare", good, NULL }, "give two sessions" },
    { { "compare", good, good, good, NULL }, "too many arguments" },
    { { "compare", good, good, "--format", "xml", NULL }, "--format must be text or json" },
    { { "compare", "--bogus", good, good, NULL }, "--bogus" },
    { { "compare", missing, good, NULL }, "not found" },
    { { "compare", good, missing, NULL }, "not found" },
    { { "compare", good, junk, NULL }, "junk.json" },
    { { "compare", foreign, good, NULL }, "foreign.json" },
    { { "compare", good, dir, NULL }, "is a directory" },
  };

  g_assert_true (g_file_set_contents (junk, "{\"schema\": \"gst-profile/1\", \"session\": [tru", -1, NULL));
  g_assert_true (g_file_set_contents (foreign, "{\"schema\": \"other/2\"}", -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GpCliResult) res = gp_test_run_cli (cases[i].args);

      if (res->status != 3 || gp_test_count_lines (res->err, "gst-profile: ") != 1 ||
          strchr (res->err, '\n') != res->err + strlen (res->err) - 1 ||
          strstr (res->err, cases[i].message) == NULL || *res->out != '\0')
        g_error ("case %u: status %d, stdout '%s', stderr '%s'", i, res->status, res->out, res->err);
    }
}

/* `run --parent` refuses what is not a session, before running anything. */
static void
test_cli_run_parent_bad (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *log = g_build_filename (dir, "trace.log", NULL);
  g_autofree char *out = g_build_filename (dir, "out.json", NULL);
  const char *parents[] = { missing, log };
  const char *messages[] = { "--parent: ", "is not a session with an id" };

  g_assert_true (g_file_set_contents (log, LOG_HEAD "element-latency, element-id=(string)0x55688b82feb0, "
                                      "element=(string)videoconvert0, src=(string)src, time=(guint64)427447, "
                                      "ts=(guint64)21110748;\n", -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (parents); i++)
    {
      g_autoptr(GpCliResult) res = gp_test_run_clivp ("run", "--parent", parents[i], "--out", out,
                                                      "videotestsrc num-buffers=1 ! fakesink", NULL);

      g_assert_cmpint (res->status, ==, 3);
      g_assert_cmpuint (gp_test_count_lines (res->err, "gst-profile: --parent: "), ==, 1);
      g_assert_nonnull (strstr (res->err, messages[i]));
      g_assert_null (strstr (res->err, "capturing"));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
}

/* The real thing: a queue-less pipeline captured, its QUEUE patch applied by
 * `patch`, the patched pipeline re-run with --parent, then compared. */
static void
test_rerun_end_to_end (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *before_path = g_build_filename (dir, "before.json", NULL);
  g_autofree char *after_path = g_build_filename (dir, "after.json", NULL);
  const char *launch = "videotestsrc is-live=true num-buffers=45 ! "
                       "video/x-raw,width=320,height=240,framerate=30/1 ! videoconvert ! fakesink";
  g_autoptr(GpCliResult) first = NULL;
  g_autoptr(GpCliResult) patch = NULL;
  g_autoptr(GpCliResult) second = NULL;
  g_autoptr(GpCliResult) text = NULL;
  g_autoptr(GpCliResult) json = NULL;
  g_autoptr(GpSession) before = NULL;
  g_autoptr(GpSession) after = NULL;
  g_autoptr(GpCompare) compare = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *patched = NULL;
  const GpCompareElement *queue;
  JsonObject *root;
  JsonArray *cleared;
  gboolean queue_cleared = FALSE;

  first = gp_test_run_clivp ("run", launch, "--out", before_path, "--label", "before", NULL);
  g_assert_cmpint (first->status, ==, 1);
  g_assert_nonnull (strstr (first->out, "] QUEUE "));

  patch = gp_test_run_clivp ("patch", before_path, "--apply", "F-QUEUE", "--print", NULL);
  g_assert_cmpint (patch->status, ==, 0);
  patched = g_strstrip (g_strdup (patch->out));
  g_assert_nonnull (strstr (patched, "! queue ! fakesink"));

  second = gp_test_run_clivp ("run", patched, "--parent", before_path, "--out", after_path,
                              "--label", "after", NULL);
  if (second->status != 0)
    g_error ("re-run: status %d\n%s\n%s", second->status, second->out, second->err);
  g_assert_null (strstr (second->out, "] QUEUE "));

  before = load (before_path);
  after = load (after_path);
  g_assert_cmpstr (gp_session_get_info (after)->launch, ==, patched);
  g_assert_cmpstr (gp_session_get_info (after)->parent_session, ==, gp_session_get_info (before)->id);
  g_assert_null (gp_session_get_info (before)->parent_session);

  compare = gp_compare_new (before, after, &error);
  g_assert_no_error (error);
  g_assert_cmpint (compare->parent, ==, GP_COMPARE_PARENT_MATCHES);
  g_assert_nonnull (gp_compare_lookup_finding (compare, GP_COMPARE_FINDING_CLEARED, "F-QUEUE"));
  queue = gp_compare_lookup_element (compare, "queue0");
  g_assert_nonnull (queue);
  g_assert_cmpint (queue->presence, ==, GP_COMPARE_PRESENCE_AFTER_ONLY);
  g_assert_cmpint (gp_compare_lookup_element (compare, "videoconvert0")->presence, ==, GP_COMPARE_PRESENCE_BOTH);
  g_assert_false (gp_number_is_none (compare->latency_ms_p95.before));
  g_assert_false (gp_number_is_none (compare->latency_ms_p95.after));
  g_assert_false (isnan (compare->latency_ms_p95.delta));
  /* a 30 fps live source on both sides: a frame period on each (its value is the machine's: a
   * loaded one, under ASan, drops frames and then delivers a burst, 22.7 ms once, so it is not
   * bounded here; test-rules checks the period's arithmetic on recorded sessions) */
  for (guint side = 0; side < 2; side++)
    {
      GpNumber period = side == 0 ? compare->frame_period_ms.before : compare->frame_period_ms.after;

      g_assert_false (gp_number_is_none (period));
      g_assert_true (isfinite (period.value));
      g_assert_cmpfloat (period.value, >, 0.0);
    }

  text = gp_test_run_clivp ("compare", before_path, after_path, NULL);
  g_assert_cmpint (text->status, ==, 0);
  g_assert_cmpstr (text->err, ==, "");
  g_assert_nonnull (strstr (text->out, "\n  after is a re-run of before (parent_session "));
  g_assert_nonnull (strstr (text->out, "\n    queue0 "));
  g_assert_nonnull (strstr (text->out, "\n  findings cleared ("));
  g_assert_nonnull (strstr (strstr (text->out, "findings cleared"), "F-QUEUE"));
  g_assert_true (strstr (strstr (text->out, "findings cleared"), "F-QUEUE") <
                 strstr (text->out, "findings new"));

  json = gp_test_run_clivp ("compare", before_path, after_path, "--format", "json", NULL);
  g_assert_cmpint (json->status, ==, 0);
  json_parser_load_from_data (parser, json->out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "parent"), ==, "matches");
  cleared = json_object_get_array_member (json_object_get_object_member (root, "findings"), "cleared");
  for (guint i = 0; i < json_array_get_length (cleared); i++)
    queue_cleared |= g_strcmp0 (json_object_get_string_member (json_array_get_object_element (cleared, i), "rule"),
                                "QUEUE") == 0;
  g_assert_true (queue_cleared);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/cli/compare/patched", test_patched);
  g_test_add_func ("/gp/cli/compare/reversed", test_reversed);
  g_test_add_func ("/gp/cli/compare/parent-other-and-same", test_parent_other_and_same);
  g_test_add_func ("/gp/cli/compare/within-noise", test_within_noise);
  g_test_add_func ("/gp/cli/compare/not-available", test_not_available);
  g_test_add_func ("/gp/cli/compare/cli-text", test_cli_text);
  g_test_add_func ("/gp/cli/compare/cli-json", test_cli_json);
  g_test_add_func ("/gp/cli/compare/cli-parent-other", test_cli_parent_other);
  g_test_add_func ("/gp/cli/compare/cli-bad-input", test_cli_bad_input);
  g_test_add_func ("/gp/cli/compare/cli-run-parent-bad", test_cli_run_parent_bad);
  g_test_add_func ("/gp/cli/compare/rerun-end-to-end", test_rerun_end_to_end);

  return g_test_run ();
}
