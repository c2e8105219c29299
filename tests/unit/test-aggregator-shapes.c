/* test-aggregator-shapes.c: the fast paths of the tracer-log ingest give what a full parse gives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The ingest keeps what it saw to skip work on the lines after: the heads of the last threads,
 * the kinds, each kind's shape (its fields' order and types, gp-aggregator-fields.c) and the
 * elements records name. None of it may change a result:
 * - a log fed whole, line by line, and in pieces of 7, 61 and 509 bytes (lines split anywhere,
 *   heads and shapes cut in the middle) builds the same session;
 * - once a kind's shape is known (the cache warm), a record of that kind with its fields in
 *   another order, one missing, one added, a type changed or a key doubled reads as a record
 *   read cold does: the shape is confirmed field by field, never trusted. */

#include "config.h"

#include <string.h>

#include "gp-aggregator.h"
#include "gp-session-json.h"
#include "gp-test-util.h"

#define MS G_GUINT64_CONSTANT (1000000)

/* "H:MM:SS.NNNNNNNNN PID THREAD TRACE GST_TRACER :0:: " */
static void
append_head (GString    *log,
             guint64     ns,
             const char *thread)
{
  g_string_append_printf (log, "%u:%02u:%02u.%09u 4242 %s TRACE             GST_TRACER :0:: ",
                          (guint) (ns / 3600000000000), (guint) (ns / 60000000000 % 60),
                          (guint) (ns / 1000000000 % 60), (guint) (ns % 1000000000), thread);
}

/* A capture of a three-element pipeline over two threads, as the stats and latency tracers log it,
 * with the lines a real log mixes in: CR LF ends, colour codes, a docker prefix, a format
 * declaration, a record whose fields are in another order, one missing a field. */
static char *
make_log (void)
{
  static const char * const names[] = { "src0", "conv0", "sink0" };
  static const char * const threads[] = { "0x55d0c0a1b2c0", "0x55d0c0a1b320" };
  GString *log = g_string_new (NULL);
  guint64 ns = 1000;

  append_head (log, ns, threads[0]);
  g_string_append (log, "new-element, thread-id=(guint64)1, ts=(guint64)1000, ix=(uint)9, "
                   "parent-ix=(uint)4294967295, name=(string)pipeline0, type=(string)GstPipeline, is-bin=(boolean)1;\n");
  for (guint e = 0; e < 3; e++)
    {
      append_head (log, ns, threads[0]);
      g_string_append_printf (log, "new-element, thread-id=(guint64)1, ts=(guint64)%u, ix=(uint)%u, parent-ix=(uint)9, "
                              "name=(string)%s, type=(string)GstIdentity, is-bin=(boolean)0;\n", 2000 + e, e, names[e]);
      for (guint d = 0; d < 2; d++)
        {
          append_head (log, ns, threads[0]);
          g_string_append_printf (log, "new-pad, thread-id=(guint64)1, ix=(uint)%u, parent-ix=(uint)%u, name=(string)%s, "
                                  "type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)%u;\n",
                                  e * 2 + d, e, d == 0 ? "sink" : "src", d == 0 ? 2 : 1);
        }
    }
  g_string_append (log, "0:00:00.000002000 4242 0x55d0c0a1b2c0 DEBUG             GST_TRACER "
                   "gsttracerrecord.c:123:gst_tracer_record_build_format: new format string: buffer, ts=(guint64)%lu;\n");

  for (guint frame = 0; frame < 120; frame++)
    {
      const char *thread = threads[frame / 7 % 2];

      ns = 10 * MS + frame * 33 * MS;
      for (guint e = 0; e + 1 < 3; e++)
        {
          guint64 ts = ns + e * 1000;

          append_head (log, ts, thread);
          g_string_append_printf (log, "event, thread-id=(guint64)7, ts=(guint64)%" G_GUINT64_FORMAT ", pad-ix=(uint)%u, "
                                  "element-ix=(uint)%u, name=(string)custom-downstream;\n", ts, e * 2 + 1, e);
          append_head (log, ts + 10, thread);
          if (frame % 17 == 5)  /* another order, same fields */
            g_string_append_printf (log, "buffer, buffer-size=(uint)%u, peer-pad-ix=(uint)%u, ts=(guint64)%" G_GUINT64_FORMAT
                                    ", pad-ix=(uint)%u, thread-id=(guint64)7;\n", 1000 + frame, e * 2 + 2, ts + 10, e * 2 + 1);
          else if (frame % 23 == 11)  /* no buffer-size: an error */
            g_string_append_printf (log, "buffer, thread-id=(guint64)7, ts=(guint64)%" G_GUINT64_FORMAT ", pad-ix=(uint)%u, "
                                    "element-ix=(uint)%u, peer-pad-ix=(uint)%u, peer-element-ix=(uint)%u;\n",
                                    ts + 10, e * 2 + 1, e, e * 2 + 2, e + 1);
          else
            g_string_append_printf (log, "buffer, thread-id=(guint64)7, ts=(guint64)%" G_GUINT64_FORMAT ", pad-ix=(uint)%u, "
                                    "element-ix=(uint)%u, peer-pad-ix=(uint)%u, peer-element-ix=(uint)%u, "
                                    "buffer-size=(uint)%u, have-buffer-pts=(boolean)1, buffer-pts=(guint64)%" G_GUINT64_FORMAT
                                    ", buffer-flags=(GstBufferFlags)0;%s\n", ts + 10, e * 2 + 1, e, e * 2 + 2, e + 1,
                                    1000 + frame, ns, frame % 13 == 3 ? "\r" : "");
          append_head (log, ts + 20, thread);
          g_string_append_printf (log, "element-latency, element-id=(string)0x1%u, element=(string)%s, src=(string)src, "
                                  "time=(guint64)%u, ts=(guint64)%" G_GUINT64_FORMAT ";\n",
                                  e, names[e + 1], 100000 * (e + 1) + frame * 1000, ts + 20);
        }
      if (frame % 11 == 4)
        g_string_append_printf (log, "\033[32m0:00:%02u.%09u\033[00m 4242 %s \033[37mTRACE\033[00m GST_TRACER :0:: "
                                "thread-rusage, thread-id=(guint64)7, ts=(guint64)%" G_GUINT64_FORMAT ", "
                                "average-cpuload=(uint)10, current-cpuload=(uint)12, time=(guint64)5;\n",
                                (guint) (ns / 1000000000), (guint) (ns % 1000000000 + 500), thread, ns + 500);
      if (frame % 19 == 7)
        {
          g_string_append (log, "pipeline-1  | ");
          append_head (log, ns + 600, thread);
          g_string_append_printf (log, "latency, src-element-id=(string)0x10, src-element=(string)src0, src=(string)src, "
                                  "sink-element-id=(string)0x12, sink-element=(string)sink0, sink=(string)sink, "
                                  "time=(guint64)%u, ts=(guint64)%" G_GUINT64_FORMAT ";\n", 300000 + frame, ns + 600);
        }
      append_head (log, ns + 700, thread);
      g_string_append_printf (log, "latency, src-element-id=(string)0x10, src-element=(string)src0, src=(string)src, "
                              "sink-element-id=(string)0x12, sink-element=(string)sink0, sink=(string)sink, "
                              "time=(guint64)%u, ts=(guint64)%" G_GUINT64_FORMAT ";\n", 200000 + frame * 10, ns + 700);
    }
  return g_string_free (log, FALSE);
}

/* The session @log builds fed in pieces of @piece bytes (0: whole; 1: line by line), as JSON. */
static char *
ingest (const char *log,
        gsize       piece,
        GpParseStats *stats)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (session);
  gsize len = strlen (log);
  GpSessionInfo *info;
  char *json;

  if (piece == 1)
    {
      for (const char *p = log, *nl; *p != '\0'; p = nl + 1)
        {
          nl = strchr (p, '\n');
          gp_aggregator_feed_line (agg, p, nl - p);
        }
    }
  else
    {
      for (gsize off = 0; off < len; off += piece == 0 ? len : piece)
        gp_aggregator_feed (agg, log + off, MIN (piece == 0 ? len : piece, len - off));
    }
  gp_aggregator_finish (agg);
  *stats = *gp_aggregator_get_parse_stats (agg);
  gp_aggregator_free (agg);
  /* the session's id and start are the clock's: the same for every way of feeding it */
  info = gp_session_get_info (session);
  g_free (info->id);
  info->id = g_strdup ("20260101T000000");
  g_free (info->started);
  info->started = g_strdup ("2026-01-01T00:00:00Z");
  json = gp_session_to_string (session);
  return json;
}

static void
test_pieces (void)
{
  g_autofree char *log = make_log ();
  GpParseStats whole_stats, stats;
  g_autofree char *whole = ingest (log, 0, &whole_stats);
  const gsize pieces[] = { 1, 7, 61, 509 };

  /* a log that exercises the paths: records of every kind, the two errors, windows */
  g_assert_cmpuint (whole_stats.records, >, 800);
  g_assert_cmpuint (whole_stats.errors, ==, 10);  /* frames 11, 34, 57, 80, 103: two buffers each */
  g_assert_cmpuint (whole_stats.unparsed, ==, 0);
  g_assert_cmpuint (whole_stats.format_decls, ==, 1);
  g_assert_nonnull (strstr (whole, "\"conv0\""));

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autofree char *json = ingest (log, pieces[i], &stats);

      g_test_message ("pieces of %" G_GSIZE_FORMAT " bytes", pieces[i]);
      g_assert_cmpuint (stats.lines, ==, whole_stats.lines);
      g_assert_cmpuint (stats.records, ==, whole_stats.records);
      g_assert_cmpuint (stats.errors, ==, whole_stats.errors);
      g_assert_cmpstr (json, ==, whole);
    }
}

/* One element-latency record, its fields as given. */
static void
feed (GpAggregator *agg,
      guint64       ns,
      const char   *thread,
      const char   *fields)
{
  g_autoptr(GString) line = g_string_new (NULL);

  append_head (line, ns, thread);
  g_string_append (line, fields);
  g_string_append_c (line, '\n');
  gp_aggregator_feed (agg, line->str, line->len);
}

#define LATENCY(element, time, ts) \
  "element-latency, element-id=(string)0x1, element=(string)" element ", src=(string)src, " \
  "time=(guint64)" time ", ts=(guint64)" ts ";"

/* Records of one kind that differ from the shape the ones before gave it. */
static const char * const odd_records[] = {
  /* another order: time before element, ts first */
  "element-latency, ts=(guint64)1300000000, time=(guint64)7000000, element-id=(string)0x1, "
  "src=(string)src, element=(string)odd0;",
  /* a field added before the ones read */
  "element-latency, extra=(string)\"a, b; c\", element-id=(string)0x1, element=(string)odd1, src=(string)src, "
  "time=(guint64)8000000, ts=(guint64)1300000000;",
  /* the same keys, one type changed (a string time is no number: an error) */
  "element-latency, element-id=(string)0x1, element=(string)odd2, src=(string)src, "
  "time=(string)9000000, ts=(guint64)1300000000;",
  /* time missing (an error) */
  "element-latency, element-id=(string)0x1, element=(string)odd3, src=(string)src, ts=(guint64)1300000000;",
  /* element given twice: the first one counts */
  "element-latency, element-id=(string)0x1, element=(string)odd4, element=(string)odd5, src=(string)src, "
  "time=(guint64)6000000, ts=(guint64)1300000000;",
  /* the key of the same length in the place of another (elemenx for element): no element */
  "element-latency, element-id=(string)0x1, elemenx=(string)odd6, src=(string)src, "
  "time=(guint64)5000000, ts=(guint64)1300000000;",
  /* a quoted value where the shape had a plain one, holding what separates fields */
  "element-latency, element-id=(string)\"0x1, x=(guint64)1;\", element=(string)odd7, src=(string)src, "
  "time=(guint64)4000000, ts=(guint64)1300000000;",
};

/* The session after @n_warm ordinary records, then @odd, then an ordinary one, as JSON. */
static char *
after_warm_records (guint         n_warm,
                    const char   *odd,
                    GpParseStats *stats)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (session);
  char *json;

  for (guint i = 0; i < n_warm; i++)
    feed (agg, 1000000000 + i * MS, "0x7f00aa", LATENCY ("conv0", "1000000", "1000000000"));
  feed (agg, 1300000000, "0x7f00aa", odd);
  feed (agg, 1400000000, "0x7f00aa", LATENCY ("conv0", "2000000", "1400000000"));
  gp_aggregator_finish (agg);
  *stats = *gp_aggregator_get_parse_stats (agg);
  gp_aggregator_free (agg);
  json = gp_session_to_string (session);
  return json;
}

static void
test_shape_not_trusted (void)
{
  static const struct
  {
    const char *element;   /* NULL: no element of the odd record's */
    guint64     errors;
  } expected[] = {
    { "odd0", 0 }, { "odd1", 0 }, { NULL, 1 }, { NULL, 1 }, { "odd4", 0 }, { NULL, 1 }, { "odd7", 0 },
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (expected) == G_N_ELEMENTS (odd_records));

  for (guint i = 0; i < G_N_ELEMENTS (odd_records); i++)
    {
      GpParseStats cold_stats, warm_stats;
      g_autofree char *cold = after_warm_records (0, odd_records[i], &cold_stats);
      g_autofree char *warm = after_warm_records (5, odd_records[i], &warm_stats);
      g_autoptr(GpSession) session = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      GpElementSeries *es;

      g_test_message ("odd record %u: %s", i, odd_records[i]);
      /* read warm, the odd record gives what it gives read cold */
      g_assert_cmpuint (warm_stats.errors, ==, expected[i].errors);
      g_assert_cmpuint (cold_stats.errors, ==, expected[i].errors);
      g_assert_cmpuint (warm_stats.records, ==, 7);

      bytes = g_bytes_new (warm, strlen (warm));
      session = gp_session_load_from_bytes (bytes, &error);
      g_assert_no_error (error);
      if (expected[i].element != NULL)
        {
          es = gp_series_lookup_element (gp_session_get_series (session), expected[i].element);
          g_assert_nonnull (es);
          /* its time, by name wherever it was: 7, 8, 6, 4 ms */
          g_assert_cmpfloat (g_array_index (es->proc_ms_p50, double, 1), ==,
                             i == 0 ? 7.0 : i == 1 ? 8.0 : i == 4 ? 6.0 : 4.0);
        }
      /* conv0's own windows: its 1 ms records, then 2 ms, whatever came between */
      es = gp_series_lookup_element (gp_session_get_series (session), "conv0");
      g_assert_nonnull (es);
      g_assert_cmpfloat (g_array_index (es->proc_ms_p50, double, 0), ==, 1.0);
      /* … as it names them read cold */
      if (expected[i].element != NULL)
        g_assert_nonnull (strstr (cold, expected[i].element));
      for (guint k = 2; k <= 6; k++)
        {
          g_autofree char *other = g_strdup_printf ("\"odd%u\"", k);

          if (k != 4)
            {
              g_assert_null (strstr (warm, other));
              g_assert_null (strstr (cold, other));
            }
        }
    }
}

/* The last sample of @name's processing time in @json, or GP_NULL (no such element or none). */
static double
last_proc_ms (const char *json,
              const char *name)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = gp_session_load_from_bytes (bytes, &error);
  GpElementSeries *es;
  double last = GP_NULL;

  g_assert_no_error (error);
  es = gp_series_lookup_element (gp_session_get_series (session), name);
  for (guint i = 0; es != NULL && i < es->proc_ms_p50->len; i++)
    if (!gp_is_null (g_array_index (es->proc_ms_p50, double, i)))
      last = g_array_index (es->proc_ms_p50, double, i);
  return last;
}

/* Each field's separators and `key=(type)` are compared with the shape's in one piece of 32
 * bytes (gp-aggregator-fields.c, the bytes after the run not counted): a record that differs
 * from the warm shape in any one byte, in a run, at its last byte, just after it, or near the
 * record's end (fewer than 32 bytes left), reads as it does cold. */
static void
test_shape_every_byte (void)
{
  static const char record[] = LATENCY ("odd9", "3000000", "1300000000");
  static const char subst[] = { 'X', ',', ' ', '=' };
  gsize body = (gsize) (strchr (record, ' ') + 1 - record);

  for (gsize i = body; i + 1 < sizeof record - 1; i++)
    for (guint j = 0; j < G_N_ELEMENTS (subst); j++)
      {
        g_autofree char *odd = g_strdup (record);
        GpParseStats cold_stats, warm_stats;
        g_autofree char *cold = NULL;
        g_autofree char *warm = NULL;
        double a, b;

        if (odd[i] == subst[j])
          continue;
        odd[i] = subst[j];
        g_test_message ("odd record: %s", odd);
        cold = after_warm_records (0, odd, &cold_stats);
        warm = after_warm_records (5, odd, &warm_stats);
        g_assert_cmpuint (warm_stats.errors, ==, cold_stats.errors);
        a = last_proc_ms (warm, "odd9");
        b = last_proc_ms (cold, "odd9");
        g_assert_true (gp_is_null (a) == gp_is_null (b));
        g_assert_true (gp_is_null (a) || a == b);
      }
}

/* @tmpl with its {E} the element, its {T} the time and its {S} the ts. */
static char *
fill (const char *tmpl,
      const char *element,
      const char *time,
      guint64     ts)
{
  GString *s = g_string_new (tmpl);
  g_autofree char *ts_text = g_strdup_printf ("%" G_GUINT64_FORMAT, ts);

  g_string_replace (s, "{E}", element, 0);
  g_string_replace (s, "{T}", time, 0);
  g_string_replace (s, "{S}", ts_text, 0);
  return g_string_free (s, FALSE);
}

/* The session after @n_warm records of @tmpl (conv0's, 1 ms), then @odd, then one more of
 * @tmpl (2 ms), as JSON. */
static char *
after_warm_format (guint         n_warm,
                   const char   *tmpl,
                   const char   *odd,
                   GpParseStats *stats)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (session);
  char *json;

  for (guint i = 0; i < n_warm + 2; i++)
    {
      guint64 ts = i < n_warm ? 1000000000 + i * MS : 1400000000;
      g_autofree char *record = fill (tmpl, "conv0", i == n_warm + 1 ? "2000000" : "1000000", ts);

      if (i == n_warm)
        feed (agg, 1300000000, "0x7f00aa", odd);
      else
        feed (agg, ts, "0x7f00aa", record);
    }
  gp_aggregator_finish (agg);
  *stats = *gp_aggregator_get_parse_stats (agg);
  gp_aggregator_free (agg);
  json = gp_session_to_string (session);
  return json;
}

/* A warm shape reads an integer field's digits where it walks (up to 15, eight at a time, the
 * last ones loaded back from the record's end): every spelling of a number, one in the middle of
 * the record and one at its end, reads as it does cold, and plain digits as their number. */
static void
test_shape_int_values (void)
{
  static const char * const values[] = {
    "0", "7", "12", "123", "1234", "12345", "123456", "1234567", "12345678", "123456789",
    "1234567890", "123456789012345", "1234567890123456", "12345678901234567", "1234567890123456789",
    "12345678901234567890", "99999999999999999999", "0003000000", "0000000000000003000000",
    "3000000x", "30x", "x3", "+3000000", "-3", "3 ", " 3", "", "3000000\"", "\"3000000\"",
    "3.5", "0x10", "3000000;x", "3000000,x",
  };
  /* the time in the middle, then at the record's end */
  static const char * const formats[] = {
    "element-latency, element-id=(string)0x1, element=(string){E}, src=(string)src, time=(guint64){T}, "
    "ts=(guint64){S};",
    "element-latency, element-id=(string)0x1, element=(string){E}, src=(string)src, ts=(guint64){S}, "
    "time=(guint64){T};",
  };

  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_free);

  /* and plain digits of every length from 1 to 21, none of them the same */
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_ptr_array_add (all, g_strdup (values[i]));
  for (guint len = 1; len <= 21; len++)
    g_ptr_array_add (all, g_strndup ("987654321234567890123", len));

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    for (guint v = 0; v < all->len; v++)
      {
        const char *value = g_ptr_array_index (all, v);
        g_autofree char *odd = fill (formats[f], "odd9", value, 1300000000);
        GpParseStats cold_stats, warm_stats;
        g_autofree char *cold = after_warm_format (0, formats[f], odd, &cold_stats);
        g_autofree char *warm = after_warm_format (5, formats[f], odd, &warm_stats);
        const char *end = value;
        double a = last_proc_ms (warm, "odd9");
        double b = last_proc_ms (cold, "odd9");

        g_test_message ("odd record: %s", odd);
        g_assert_cmpuint (warm_stats.errors, ==, cold_stats.errors);
        g_assert_true (gp_is_null (a) == gp_is_null (b));
        g_assert_true (gp_is_null (a) || a == b);
        /* plain digits, 19 at most: their number */
        while (g_ascii_isdigit (*end))
          end++;
        if (*end == '\0' && end > value && end - value <= 19)
          {
            g_assert_cmpuint (warm_stats.errors, ==, 0);
            g_assert_cmpfloat (a, ==, (double) g_ascii_strtoull (value, NULL, 10) / 1e6);
          }
        /* the warm records read by their shape all along: conv0's 1 ms, then 2 ms */
        g_assert_cmpfloat (last_proc_ms (warm, "conv0"), ==, 2.0);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/unit/aggregator-shapes/pieces", test_pieces);
  g_test_add_func ("/gp/unit/aggregator-shapes/shape-not-trusted", test_shape_not_trusted);
  g_test_add_func ("/gp/unit/aggregator-shapes/shape-every-byte", test_shape_every_byte);
  g_test_add_func ("/gp/unit/aggregator-shapes/shape-int-values", test_shape_int_values);
  return g_test_run ();
}
