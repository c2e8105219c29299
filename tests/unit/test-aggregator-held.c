/* test-aggregator-held.c: our gpwhereabouts tracer's held-buffers records in the aggregator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Hand-written held-buffers lines (the shape src/tracer/gp-whereabouts-tracer.c logs) through the
 * aggregator: the last record of a window wins, a window without one carries the latest values,
 * a 0 record gives 0 from then on, an element without records stays null, the capability says
 * exact, malformed records count as errors and change nothing. */

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-session-json.h"
#include "gp-test-records.h"
#include "gp-test-util.h"

#define MS G_GUINT64_CONSTANT (1000000)

static const char held_fmt[] =
  "held-buffers, ts=(guint64)%" G_GUINT64_FORMAT ", element=(string)%s, element-id=(guint64)1, "
  "buffers=(guint64)%u, bytes=(guint64)%" G_GUINT64_FORMAT ", oldest-ns=(guint64)%" G_GUINT64_FORMAT ";";

/* One record on a debug line at 0:00:01 (the record's own ts is what counts). */
#define feed(agg, body) gp_test_records_feed ((agg), GP_TEST_SEC, "%s", (body))

static void
held (GpAggregator *agg,
      guint64       ts,
      const char   *element,
      guint         buffers,
      guint64       bytes,
      guint64       oldest_ns)
{
  g_autofree char *body = g_strdup_printf (held_fmt, ts, element, buffers, bytes, oldest_ns);

  feed (agg, body);
}

static double
at (GArray *column,
    guint   idx)
{
  g_assert_cmpuint (idx, <, column->len);
  return g_array_index (column, double, idx);
}

static void
test_windows (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (session);
  GpSeries *series = gp_session_get_series (session);
  GpElementSeries *q, *sink;

  g_assert_cmpint (gp_session_get_target (session)->capabilities.whereabouts, ==, GP_WHEREABOUTS_NONE);

  /* window 0: two records for queue1, the last wins */
  held (agg, 0, "queue1", 2, 230400, 10 * MS);
  held (agg, 100 * MS, "queue1", 3, 345600, 110 * MS);
  held (agg, 100 * MS, "fakesink0", 1, 115200, 1 * MS);
  /* window 1: nothing for either (a tick fell between windows): carried */
  feed (agg, "event, thread-id=(guint64)1, ts=(guint64)300000000, pad-ix=(uint)0, element-ix=(uint)0, "
        "name=(string)caps;");
  /* window 2: queue1 grew; fakesink0 dropped to 0 */
  held (agg, 600 * MS, "queue1", 7, 806400, 610 * MS);
  held (agg, 600 * MS, "fakesink0", 0, 0, 0);
  /* window 3: queue1 again; fakesink0 silent after its 0 record: 0 */
  held (agg, 800 * MS, "queue1", 9, 1036800, 810 * MS);
  gp_aggregator_finish (agg);

  g_assert_cmpint (gp_session_get_target (session)->capabilities.whereabouts, ==, GP_WHEREABOUTS_EXACT);
  g_assert_cmpuint (gp_aggregator_get_parse_stats (agg)->errors, ==, 0);
  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 4);

  q = gp_series_lookup_element (series, "queue1");
  g_assert_nonnull (q);
  g_assert_cmpfloat (at (q->held_buffers, 0), ==, 3.0);
  g_assert_cmpfloat (at (q->held_bytes, 0), ==, 345600.0);
  g_assert_cmpfloat (at (q->oldest_held_ms, 0), ==, 110.0);
  g_assert_cmpfloat (at (q->held_buffers, 1), ==, 3.0);
  g_assert_cmpfloat (at (q->oldest_held_ms, 1), ==, 110.0);
  g_assert_cmpfloat (at (q->held_buffers, 2), ==, 7.0);
  g_assert_cmpfloat (at (q->held_buffers, 3), ==, 9.0);
  g_assert_cmpfloat (at (q->held_bytes, 3), ==, 1036800.0);
  g_assert_cmpfloat (at (q->oldest_held_ms, 3), ==, 810.0);
  /* queue_level is gpqueuelevels', not ours */
  g_assert_true (gp_is_null (at (q->queue_level, 3)));

  sink = gp_series_lookup_element (series, "fakesink0");
  g_assert_nonnull (sink);
  g_assert_cmpfloat (at (sink->held_buffers, 1), ==, 1.0);
  g_assert_cmpfloat (at (sink->held_buffers, 2), ==, 0.0);
  g_assert_cmpfloat (at (sink->held_bytes, 2), ==, 0.0);
  g_assert_cmpfloat (at (sink->held_buffers, 3), ==, 0.0);
  g_assert_cmpfloat (at (sink->oldest_held_ms, 3), ==, 0.0);

  gp_aggregator_free (agg);
}

/* An element first seen in window 2 is null before it; a name with an escape is unescaped. */
static void
test_late_and_escaped (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (session);
  GpSeries *series = gp_session_get_series (session);
  GpElementSeries *es;

  held (agg, 0, "queue0", 1, 100, 0);
  feed (agg, "held-buffers, ts=(guint64)600000000, element=(string)\"my\\ queue\", element-id=(guint64)2, "
        "buffers=(guint64)4, bytes=(guint64)400, oldest-ns=(guint64)1500000;");
  gp_aggregator_finish (agg);

  es = gp_series_lookup_element (series, "my queue");
  g_assert_nonnull (es);
  g_assert_true (gp_is_null (at (es->held_buffers, 0)));
  g_assert_true (gp_is_null (at (es->held_bytes, 1)));
  g_assert_cmpfloat (at (es->held_buffers, 2), ==, 4.0);
  g_assert_cmpfloat (at (es->oldest_held_ms, 2), ==, 1.5);
  gp_aggregator_free (agg);
}

/* No element or no buffers: an error, nothing written, no capability; a missing bytes or
 * oldest-ns is null while buffers counts. */
static void
test_malformed (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (session);
  GpSeries *series = gp_session_get_series (session);
  GpElementSeries *es;

  feed (agg, "held-buffers, ts=(guint64)0, element-id=(guint64)1, buffers=(guint64)3;");
  feed (agg, "held-buffers, ts=(guint64)0, element=(string)q, buffers=(string)many;");
  feed (agg, "held-buffers, ts=(guint64)nope, element=(string)q, buffers=(guint64)3;");
  g_assert_cmpuint (gp_aggregator_get_parse_stats (agg)->errors, ==, 3);
  g_assert_cmpint (gp_session_get_target (session)->capabilities.whereabouts, ==, GP_WHEREABOUTS_NONE);

  feed (agg, "held-buffers, ts=(guint64)10, element=(string)q, buffers=(guint64)3;");
  gp_aggregator_finish (agg);
  g_assert_cmpuint (gp_aggregator_get_parse_stats (agg)->errors, ==, 3);

  es = gp_series_lookup_element (series, "q");
  g_assert_nonnull (es);
  g_assert_cmpfloat (at (es->held_buffers, 0), ==, 3.0);
  g_assert_true (gp_is_null (at (es->held_bytes, 0)));
  g_assert_true (gp_is_null (at (es->oldest_held_ms, 0)));
  gp_aggregator_free (agg);
}

/* What the session says: the capability and the columns, written only when measured. */
static void
test_session_json (void)
{
  g_autoptr(GpSession) with = gp_session_new ();
  g_autoptr(GpSession) without = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (with);
  GpAggregator *plain = gp_aggregator_new (without);
  g_autofree char *json = NULL;
  g_autofree char *plain_json = NULL;

  held (agg, 0, "queue1", 2, 230400, 10 * MS);
  gp_aggregator_finish (agg);
  json = gp_session_to_string (with);
  g_assert_nonnull (strstr (json, "\"whereabouts\""));
  g_assert_nonnull (strstr (json, "\"held_bytes\""));

  feed (plain, "event, thread-id=(guint64)1, ts=(guint64)0, pad-ix=(uint)0, element-ix=(uint)0, "
        "name=(string)caps;");
  gp_aggregator_finish (plain);
  plain_json = gp_session_to_string (without);
  g_assert_null (strstr (plain_json, "whereabouts"));
  g_assert_null (strstr (plain_json, "held_"));

  gp_aggregator_free (agg);
  gp_aggregator_free (plain);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/aggregator-held/windows", test_windows);
  g_test_add_func ("/gp/unit/aggregator-held/late-and-escaped", test_late_and_escaped);
  g_test_add_func ("/gp/unit/aggregator-held/malformed", test_malformed);
  g_test_add_func ("/gp/unit/aggregator-held/session-json", test_session_json);

  return g_test_run ();
}
