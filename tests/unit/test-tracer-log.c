/* test-tracer-log.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gp-test-util.h"
#include "gp-tracer-field.h"
#include "gp-tracer-log.h"
#include "gp-tracer-simd.h"

/* Lines as GStreamer 1.22 writes them (spec/tracer-records.md). */
#define HEAD "0:00:00.021251050 20549 0x55688b8198c0 TRACE             GST_TRACER :0:: "

static const char *const sample_records[] = {
  HEAD "thread-rusage, thread-id=(guint64)93907504493568, ts=(guint64)9726971, average-cpuload=(uint)1000, current-cpuload=(uint)1000, time=(guint64)9728594;",
  HEAD "proc-rusage, process-id=(guint64)20549, ts=(guint64)9726971, average-cpuload=(uint)499, current-cpuload=(uint)499, time=(guint64)9726971;",
  HEAD "new-element, thread-id=(guint64)93907504493568, ts=(guint64)9754683, ix=(uint)0, parent-ix=(uint)4294967295, name=(string)videotestsrc0, type=(string)GstVideoTestSrc, is-bin=(boolean)0;",
  HEAD "new-pad, thread-id=(guint64)93907504493568, ix=(uint)0, parent-ix=(uint)0, name=(string)src, type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)1;",
  HEAD "query, thread-id=(guint64)93907504493568, ts=(guint64)11083924, pad-ix=(uint)0, element-ix=(uint)0, peer-pad-ix=(uint)4294967295, peer-element-ix=(uint)4294967295, name=(string)caps, structure=(structure)\"GstQueryCaps\\,\\ filter\\=\\(GstCaps\\)\\\"NULL\\\"\\,\\ caps\\=\\(GstCaps\\)\\\"NULL\\\"\\;\", have-res=(boolean)0, res=(boolean)0;",
  HEAD "message, thread-id=(guint64)93907504493568, ts=(guint64)11434388, element-ix=(uint)0, name=(string)structure-change, structure=(structure)\"GstMessageStructureChange\\,\\ type\\=\\(GstStructureChangeType\\)link\\,\\ owner\\=\\(GstElement\\)\\\"\\\\\\(GstVideoTestSrc\\\\\\)\\\\\\ videotestsrc0\\\"\\,\\ busy\\=\\(boolean\\)true\\;\";",
  HEAD "element-query, thread-id=(guint64)93907505486016, ts=(guint64)14908474, element-ix=(uint)0, name=(string)uri;",
  HEAD "event, thread-id=(guint64)93907505486016, ts=(guint64)15020674, pad-ix=(uint)0, element-ix=(uint)0, name=(string)stream-start;",
  HEAD "buffer, thread-id=(guint64)93907505486016, ts=(guint64)20683301, pad-ix=(uint)0, element-ix=(uint)0, peer-pad-ix=(uint)1, peer-element-ix=(uint)1, buffer-size=(uint)614400, have-buffer-pts=(boolean)1, buffer-pts=(guint64)0, have-buffer-dts=(boolean)0, buffer-dts=(guint64)18446744073709551615, have-buffer-duration=(boolean)1, buffer-duration=(guint64)33333333, buffer-flags=(GstBufferFlags)64;",
  HEAD "element-latency, element-id=(string)0x55688b82feb0, element=(string)videoconvert0, src=(string)src, time=(guint64)427447, ts=(guint64)21110748;",
  HEAD "latency, src-element-id=(string)0x55688b8254e0, src-element=(string)videotestsrc0, src=(string)src, sink-element-id=(string)0x55688b83b2a0, sink-element=(string)fakesink0, sink=(string)sink, time=(guint64)663925, ts=(guint64)21347226;",
  HEAD "element-reported-latency, element-id=(string)0x55688b8360d0, element=(string)queue0, live=(boolean)0, min=(guint64)18446744073676218283, max=(guint64)0, ts=(guint64)22351149;",
  HEAD "object-alive, type-name=(string)GstPad, address=(gpointer)0x55688b826d50, description=(string)<fakesink0:sink>, ref-count=(uint)1, trace=(string);",
  /* our gpqueuelevels tracer (src/tracer) */
  HEAD "queue-level, ts=(guint64)1518607825, element=(string)queue1, element-id=(guint64)93962493698992, buffers=(gint64)20, bytes=(gint64)12288000, time=(gint64)666666667, max-buffers=(gint64)0, max-bytes=(gint64)0, max-time=(gint64)0, block=(int)-1, leaky=(int)0, drop=(int)-1;",
  /* our gpwhereabouts tracer (src/tracer) */
  HEAD "held-buffers, ts=(guint64)6623183762, element=(string)queue1, element-id=(guint64)94537644393600, buffers=(guint64)10, bytes=(guint64)6144000, oldest-ns=(guint64)2952844134;",
  /* our gpstats tracer (src/tracer), as it logged them */
  HEAD "proc-time, ts=(guint64)426329534, element=(string)videoconvert0, element-id=(guint64)93939977848640, buffers=(guint64)3, time=(string)162:1/164:2;",
  HEAD "link-flow, ts=(guint64)426329534, pad-ix=(uint)0, element-ix=(uint)0, peer-pad-ix=(uint)1, peer-element-ix=(uint)1, buffers=(guint64)246, bytes=(guint64)151142400;",
  HEAD "pipeline-latency, ts=(guint64)426329534, src-element=(string)videotestsrc0, src-element-id=(guint64)93939977218784, sink-element=(string)fakesink0, sink-element-id=(guint64)93939978691728, time=(string)300:2;",
  HEAD "factory-used, thread-id=(guint64)94881923200512, ts=(guint64)10797449, factory-type=(string)element, factory=(string)videotestsrc, plugin=(string)videotestsrc, source-module=(string)gst-plugins-base;",
};

static const struct
{
  const char   *kind;
  GpRecordKind  expected;
} sample_kinds[] = {
  { "thread-rusage", GP_RECORD_OTHER },
  { "proc-rusage", GP_RECORD_OTHER },
  { "new-element", GP_RECORD_NEW_ELEMENT },
  { "new-pad", GP_RECORD_NEW_PAD },
  { "query", GP_RECORD_OTHER },
  { "message", GP_RECORD_MESSAGE },
  { "element-query", GP_RECORD_OTHER },
  { "event", GP_RECORD_OTHER },
  { "buffer", GP_RECORD_BUFFER },
  { "element-latency", GP_RECORD_ELEMENT_LATENCY },
  { "latency", GP_RECORD_LATENCY },
  { "element-reported-latency", GP_RECORD_ELEMENT_REPORTED_LATENCY },
  { "object-alive", GP_RECORD_OTHER },
  { "queue-level", GP_RECORD_QUEUE_LEVEL },
  { "held-buffers", GP_RECORD_HELD_BUFFERS },
  { "proc-time", GP_RECORD_PROC_TIME },
  { "link-flow", GP_RECORD_LINK_FLOW },
  { "pipeline-latency", GP_RECORD_PIPELINE_LATENCY },
  { "factory-used", GP_RECORD_OTHER },
};

static GpTracerLineType
parse (GpTracerLog  *log,
       const char   *line,
       GpTracerLine *out)
{
  return gp_tracer_log_parse_line (log, line, strlen (line), out);
}

static char *
slice_dup (GpSlice slice)
{
  return g_strndup (slice.ptr, slice.len);
}

static void
test_record_kinds (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();

  G_STATIC_ASSERT (G_N_ELEMENTS (sample_records) == G_N_ELEMENTS (sample_kinds));

  for (guint i = 0; i < G_N_ELEMENTS (sample_records); i++)
    {
      GpTracerLine line;
      g_autofree char *kind = NULL;
      g_autofree char *thread = NULL;

      g_assert_cmpint (parse (log, sample_records[i], &line), ==, GP_TRACER_LINE_RECORD);
      kind = slice_dup (line.kind_name);
      thread = slice_dup (line.thread);
      g_assert_cmpstr (kind, ==, sample_kinds[i].kind);
      g_assert_cmpint (line.kind, ==, sample_kinds[i].expected);
      g_assert_cmpstr (thread, ==, "0x55688b8198c0");
      g_assert_cmpuint (line.wall_ns, ==, 21251050);
      /* the body stops before the final ';' */
      g_assert_cmpint (line.body.ptr[line.body.len], ==, ';');
    }
}

static void
test_fields_buffer (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  GpTracerFieldIter iter;
  GpTracerField field;
  GpTracerLine line;
  guint n = 0;
  guint64 v;

  g_assert_cmpint (parse (log, sample_records[8], &line), ==, GP_TRACER_LINE_RECORD);
  gp_tracer_field_iter_init (&iter, line.body);
  while (gp_tracer_field_iter_next (&iter, &field))
    {
      n++;
      if (gp_slice_equal_literal (field.key, "buffer-size"))
        {
          g_assert_true (gp_slice_equal_literal (field.type, "uint"));
          g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
          g_assert_cmpuint (v, ==, 614400);
        }
      else if (gp_slice_equal_literal (field.key, "buffer-dts"))
        {
          g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
          g_assert_cmpuint (v, ==, G_MAXUINT64);
        }
      else if (gp_slice_equal_literal (field.key, "have-buffer-pts"))
        g_assert_true (gp_tracer_field_get_boolean (&field));
      else if (gp_slice_equal_literal (field.key, "have-buffer-dts"))
        g_assert_false (gp_tracer_field_get_boolean (&field));
      else if (gp_slice_equal_literal (field.key, "buffer-flags"))
        {
          g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
          g_assert_cmpuint (v, ==, 64);
        }
    }
  g_assert_cmpuint (n, ==, 14);

  g_assert_true (gp_tracer_body_find_field (line.body, "ts", &field));
  g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
  g_assert_cmpuint (v, ==, 20683301);
  g_assert_false (gp_tracer_body_find_field (line.body, "time", &field));
}

/* Our tracer's record: the fields the aggregator reads, -1 for what an element lacks. */
static void
test_fields_queue_level (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  GpTracerLine line;
  GpTracerField field;
  g_autofree char *name = NULL;
  gint64 v;

  g_assert_cmpint (parse (log, HEAD "queue-level, ts=(guint64)1518607825, element=(string)queue1, element-id=(guint64)93962493698992, buffers=(gint64)20, bytes=(gint64)12288000, time=(gint64)666666667, max-buffers=(gint64)0, max-bytes=(gint64)0, max-time=(gint64)0, block=(int)-1, leaky=(int)0, drop=(int)-1;", &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_cmpint (line.kind, ==, GP_RECORD_QUEUE_LEVEL);

  g_assert_true (gp_tracer_body_find_field (line.body, "element", &field));
  name = slice_dup (field.value);
  g_assert_cmpstr (name, ==, "queue1");
  g_assert_true (gp_tracer_body_find_field (line.body, "buffers", &field));
  g_assert_true (gp_tracer_field_get_int64 (&field, &v));
  g_assert_cmpint (v, ==, 20);
  g_assert_true (gp_tracer_body_find_field (line.body, "bytes", &field));
  g_assert_true (gp_tracer_field_get_int64 (&field, &v));
  g_assert_cmpint (v, ==, 12288000);
  g_assert_true (gp_tracer_body_find_field (line.body, "block", &field));
  g_assert_true (gp_tracer_field_get_int64 (&field, &v));
  g_assert_cmpint (v, ==, -1);
  g_assert_true (gp_tracer_body_find_field (line.body, "drop", &field));
  g_assert_true (gp_tracer_field_get_int64 (&field, &v));
  g_assert_cmpint (v, ==, -1);
}

static void
test_fields_quoted (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  g_autofree char *structure = NULL;
  g_autofree char *name = NULL;
  GpTracerField field;
  GpTracerLine line;
  guint64 v;

  g_assert_cmpint (parse (log, sample_records[5], &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_true (gp_tracer_body_find_field (line.body, "structure", &field));
  g_assert_true (field.quoted);
  g_assert_true (field.escaped);
  structure = gp_tracer_field_dup_string (&field);
  /* one level of escapes goes: `\,` → `,` and `\\\(` → `\(` */
  g_assert_cmpstr (structure, ==,
                   "GstMessageStructureChange, type=(GstStructureChangeType)link, "
                   "owner=(GstElement)\"\\(GstVideoTestSrc\\)\\ videotestsrc0\", busy=(boolean)true;");

  g_assert_true (gp_tracer_body_find_field (line.body, "name", &field));
  g_assert_false (field.quoted);
  name = gp_tracer_field_dup_string (&field);
  g_assert_cmpstr (name, ==, "structure-change");

  /* the query record: the field after the quoted structure is still found */
  g_assert_cmpint (parse (log, sample_records[4], &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_true (gp_tracer_body_find_field (line.body, "res", &field));
  g_assert_false (gp_tracer_field_get_boolean (&field));
  g_assert_true (gp_tracer_body_find_field (line.body, "have-res", &field));
  g_assert_true (gp_tracer_body_find_field (line.body, "peer-pad-ix", &field));
  g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
  g_assert_cmpuint (v, ==, 4294967295u);

  /* an empty raw value */
  g_assert_cmpint (parse (log, sample_records[12], &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_true (gp_tracer_body_find_field (line.body, "trace", &field));
  g_assert_cmpuint (field.value.len, ==, 0);
  g_assert_true (gp_tracer_body_find_field (line.body, "description", &field));
  g_assert_true (gp_slice_equal_literal (field.value, "<fakesink0:sink>"));
}

static void
test_quoting_edge_cases (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  const char *text = HEAD "x, a=(string)\"one, two; three\", b=(string)\"say \\\"hi\\\"\", "
                     "c=(int)-5, d=(string)\"trail\\\\\", e=(int)\"7\", f=(guint64)12abc, "
                     "g=(string)plain;";
  GpTracerLine line;
  GpTracerField field;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *d = NULL;
  gint64 i64;
  guint64 u64;

  g_assert_cmpint (parse (log, text, &line), ==, GP_TRACER_LINE_RECORD);

  g_assert_true (gp_tracer_body_find_field (line.body, "a", &field));
  a = gp_tracer_field_dup_string (&field);
  g_assert_cmpstr (a, ==, "one, two; three");

  g_assert_true (gp_tracer_body_find_field (line.body, "b", &field));
  b = gp_tracer_field_dup_string (&field);
  g_assert_cmpstr (b, ==, "say \"hi\"");

  g_assert_true (gp_tracer_body_find_field (line.body, "c", &field));
  g_assert_true (gp_tracer_field_get_int64 (&field, &i64));
  g_assert_cmpint (i64, ==, -5);
  g_assert_false (gp_tracer_field_get_uint64 (&field, &u64));

  g_assert_true (gp_tracer_body_find_field (line.body, "d", &field));
  d = gp_tracer_field_dup_string (&field);
  g_assert_cmpstr (d, ==, "trail\\");

  /* a quoted integer is unquoted, then coerced */
  g_assert_true (gp_tracer_body_find_field (line.body, "e", &field));
  g_assert_true (gp_tracer_field_get_uint64 (&field, &u64));
  g_assert_cmpuint (u64, ==, 7);

  /* unparseable integers stay strings */
  g_assert_true (gp_tracer_body_find_field (line.body, "f", &field));
  g_assert_false (gp_tracer_field_get_uint64 (&field, &u64));

  /* a string type never coerces */
  g_assert_true (gp_tracer_body_find_field (line.body, "g", &field));
  g_assert_false (gp_tracer_field_is_int_type (&field));
  g_assert_false (gp_tracer_field_get_uint64 (&field, &u64));
}

static void
test_unescape (void)
{
  char out[64];
  gsize n;
  GpSlice s = { "a\\,\\ b\\=\\(c\\)\\\\", 15 };
  g_autofree char *dup = NULL;

  n = gp_tracer_unescape ("x\\,\\ y", 6, out);
  g_assert_cmpmem (out, n, "x, y", 4);
  n = gp_tracer_unescape ("end\\", 4, out);
  g_assert_cmpmem (out, n, "end\\", 4);
  n = gp_tracer_unescape ("", 0, out);
  g_assert_cmpuint (n, ==, 0);

  dup = gp_tracer_dup_unescaped (s);
  g_assert_cmpstr (dup, ==, "a, b=(c)\\");
}

/* Numbers of every length, read eight digits at a time: the same as strtoull, and no number once
 * any byte is no digit (the bytes just below '0' and above '9' included). */
static void
test_numbers (void)
{
  static const char digits[] = "1234567890123456789";
  static const char bad[] = { '/', ':', 'x', ' ', '\0' };

  for (gsize len = 1; len < sizeof digits; len++)
    {
      char text[32];
      GpTracerField field = { { "n", 1 }, { "guint64", 7 }, { text, len }, FALSE, FALSE };
      guint64 v = 0;

      memcpy (text, digits, len);
      text[len] = '\0';
      g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
      g_assert_cmpuint (v, ==, g_ascii_strtoull (text, NULL, 10));
      for (gsize at = 0; at < len; at++)
        for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
          {
            text[at] = bad[b];
            /* a space only at either end is Python's int()'s */
            if (bad[b] != ' ' || (at > 0 && at + 1 < len))
              g_assert_false (gp_tracer_field_get_uint64 (&field, &v));
            text[at] = digits[at];
          }
    }
  {
    /* the integer types, and names of their lengths that are none */
    static const char * const types[] = { "int", "uint", "gint", "guint", "gint64", "guint64", "GstBufferFlags",
                                          "GstPadDirection" };
    static const char * const others[] = { "inx", "sint", "gin", "guinx", "gint32", "guint32", "GstBufferFlagz",
                                           "HstPadDirection", "boolean", "string" };
    char value[] = "42";

    for (guint i = 0; i < G_N_ELEMENTS (types); i++)
      {
        GpTracerField field = { { "n", 1 }, { types[i], strlen (types[i]) }, { value, 2 }, FALSE, FALSE };
        guint64 v = 0;

        g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
        g_assert_cmpuint (v, ==, 42);
      }
    for (guint i = 0; i < G_N_ELEMENTS (others); i++)
      {
        GpTracerField field = { { "n", 1 }, { others[i], strlen (others[i]) }, { value, 2 }, FALSE, FALSE };
        guint64 v = 0;

        g_assert_false (gp_tracer_field_get_uint64 (&field, &v));
      }
  }
  {
    char max[] = "18446744073709551615";
    GpTracerField field = { { "n", 1 }, { "guint64", 7 }, { max, 20 }, FALSE, FALSE };
    guint64 v = 0;

    g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
    g_assert_cmpuint (v, ==, G_MAXUINT64);
    max[19] = '6';
    g_assert_false (gp_tracer_field_get_uint64 (&field, &v));
  }
}

static void
test_wall_ns (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  static const struct
  {
    const char *ts;
    guint64     ns;
  } cases[] = {
    { "0:00:01.5", G_GUINT64_CONSTANT (1500000000) },
    { "0:00:00.000000001", 1 },
    { "1:02:03.123456789123", G_GUINT64_CONSTANT (3723123456789) },
    { "10:00:00.0", G_GUINT64_CONSTANT (36000000000000) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("%s 1 0x1 TRACE GST_TRACER :0:: event, ts=(guint64)1;",
                                               cases[i].ts);
      GpTracerLine line;

      g_assert_cmpint (parse (log, text, &line), ==, GP_TRACER_LINE_RECORD);
      g_assert_cmpuint (line.wall_ns, ==, cases[i].ns);
    }
}

static void
test_format_decls (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  GpTracerLine line;

  g_assert_cmpint (parse (log,
                          "0:00:00.014616361 11783 0x562b2ac7bc00 TRACE             GST_TRACER "
                          "gsttracerrecord.c:109:gst_tracer_record_build_format: latency.class, "
                          "src-element-id=(structure)\"scope\\,\\ type\\=\\(type\\)gchararray\\;\";",
                          &line), ==, GP_TRACER_LINE_FORMAT_DECL);
  g_assert_cmpint (parse (log,
                          "0:00:00.014627021 11783 0x562b2ac7bc00 DEBUG             GST_TRACER "
                          "gsttracerrecord.c:123:gst_tracer_record_build_format: new format string: "
                          "latency, src-element-id=(string)%s, time=(guint64)%lu, ts=(guint64)%lu;",
                          &line), ==, GP_TRACER_LINE_FORMAT_DECL);
  /* registration chatter at other levels is ignored, not unparsed */
  g_assert_cmpint (parse (log,
                          "0:00:00.014380275 11783 0x562b2ac7bc00 DEBUG             GST_TRACER "
                          "gsttracer.c:159:gst_tracer_register:<registry0> update existing feature "
                          "0x562b2abad1c0 (latency)", &line), ==, GP_TRACER_LINE_IGNORED);
  /* a TRACE GST_TRACER line that is no record is unparsed */
  g_assert_cmpint (parse (log,
                          "0:00:00.014380275 11783 0x562b2ac7bc00 TRACE             GST_TRACER "
                          "gsttracer.c:159:something: else", &line), ==, GP_TRACER_LINE_UNPARSED);
}

static void
test_colour (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  GpTracerLine line;
  GpTracerField field;
  guint64 v;
  g_autofree char *thread = NULL;

  g_assert_cmpint (parse (log,
                          "0:00:00.016267290 \033[31m11904\033[00m 0x559b0f288e00 \033[37mTRACE  \033[00m "
                          "\033[00;34m          GST_TRACER :0::\033[00m element-latency, "
                          "element-id=(string)0x1, element=(string)queue0, src=(string)src, "
                          "time=(guint64)236478, ts=(guint64)21347226;", &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_cmpint (line.kind, ==, GP_RECORD_ELEMENT_LATENCY);
  thread = slice_dup (line.thread);
  g_assert_cmpstr (thread, ==, "0x559b0f288e00");
  g_assert_cmpuint (line.wall_ns, ==, 16267290);
  g_assert_true (gp_tracer_body_find_field (line.body, "time", &field));
  g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
  g_assert_cmpuint (v, ==, 236478);

  g_assert_cmpint (parse (log,
                          "0:00:00.013832621 \033[32m11899\033[00m 0x56232b6f1a00 \033[37mDEBUG  \033[00m "
                          "\033[00;34m          GST_TRACER gsttracer.c:159:gst_tracer_register:<registry0>\033[00m "
                          "update existing feature 0x56232b6241c0 (latency)", &line), ==, GP_TRACER_LINE_IGNORED);
  g_assert_cmpint (parse (log,
                          "0:00:00.014159198 \033[32m11899\033[00m 0x56232b6f1a00 \033[37mTRACE  \033[00m "
                          "\033[00;34m          GST_TRACER gsttracerrecord.c:109:gst_tracer_record_build_format:\033[00m "
                          "buffer.class, thread-id=(structure)\"scope\\;\";", &line), ==, GP_TRACER_LINE_FORMAT_DECL);
  /* colour codes alone are no line */
  g_assert_cmpint (parse (log, "\033[00m\033[31m", &line), ==, GP_TRACER_LINE_UNPARSED);
}

static void
test_caps_event (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  GpTracerLine line;
  g_autofree char *pad = NULL;
  g_autofree char *caps = NULL;

  g_assert_cmpint (parse (log,
                          "0:00:00.024470075 11783 0x562b2ad9b060 DEBUG              GST_EVENT "
                          "gstpad.c:5860:gst_pad_send_event_unchecked:<videoconvert0:sink> have event type "
                          "caps event: 0x562b2ad8e9e0, time 99:99:99.999999999, seq-num 35, GstEventCaps, "
                          "caps=(GstCaps)\"video/x-raw\\,\\ format\\=\\(string\\)ABGR64_LE\\,\\ width\\=\\(int\\)320\";",
                          &line), ==, GP_TRACER_LINE_CAPS_EVENT);
  pad = slice_dup (line.pad);
  caps = gp_tracer_dup_unescaped (line.caps);
  g_assert_cmpstr (pad, ==, "videoconvert0:sink");
  g_assert_cmpstr (caps, ==, "video/x-raw, format=(string)ABGR64_LE, width=(int)320");

  /* other events and GST_EVENT chatter are ignored */
  g_assert_cmpint (parse (log,
                          "0:00:00.023275679 11783 0x562b2ad9b060 DEBUG              GST_EVENT "
                          "gstpad.c:5860:gst_pad_send_event_unchecked:<capsfilter0:sink> have event type "
                          "stream-start event: 0x562b2ad8e900, time 99:99:99.999999999, seq-num 31, "
                          "GstEventStreamStart, stream-id=(string)97a2, group-id=(uint)1;",
                          &line), ==, GP_TRACER_LINE_IGNORED);
  g_assert_cmpint (parse (log,
                          "0:00:00.018988611 11783 0x562b2ac7bc00 INFO               GST_EVENT "
                          "gstevent.c:1687:gst_event_new_reconfigure: creating reconfigure event",
                          &line), ==, GP_TRACER_LINE_IGNORED);
  /* an unterminated caps string is no caps event */
  g_assert_cmpint (parse (log,
                          "0:00:00.024470075 11783 0x5 DEBUG GST_EVENT "
                          "gstpad.c:5860:gst_pad_send_event_unchecked:<a:sink> have event type "
                          "caps event: 0x5, GstEventCaps, caps=(GstCaps)\"video/x-raw\\\"",
                          &line), ==, GP_TRACER_LINE_IGNORED);
}

static void
test_garbage (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  static const char binary[] = "0:00:00.1 12\0003 0x1 TRACE GST_TRACER :0:: buffer, ts=(guint64)1;";
  static const char invalid_utf8[] = "\xff\xfe\xfd 0:00:00.1 \xc3\x28";
  GpTracerLine line;
  static const char *const unparsed[] = {
    "",
    "hello world",
    "0:00:00.1",
    "0:00:00. 1 0x1 TRACE GST_TRACER :0:: buffer, ts=(guint64)1;",
    "0:00:00.1 1 1 TRACE GST_TRACER :0:: buffer, ts=(guint64)1;",
    "0:00:00.1 1 0x1 trace GST_TRACER :0:: buffer, ts=(guint64)1;",
    "0:00:00.1 1 0x1 TRACE GST_TRACER",
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: buffer, ts=(guint64)1",
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: Buffer, ts=(guint64)1;",
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: buffer ts=(guint64)1;",
    "0:00:00.1 1 0x1 TRACE GST_TRACER :0::",
  };

  for (guint i = 0; i < G_N_ELEMENTS (unparsed); i++)
    g_assert_cmpint (parse (log, unparsed[i], &line), ==, GP_TRACER_LINE_UNPARSED);

  g_assert_cmpint (gp_tracer_log_parse_line (log, binary, sizeof binary - 1, &line), ==,
                   GP_TRACER_LINE_UNPARSED);
  g_assert_cmpint (gp_tracer_log_parse_line (log, invalid_utf8, sizeof invalid_utf8 - 1, &line), ==,
                   GP_TRACER_LINE_UNPARSED);

  /* other categories, lower-case ones included, are not ours */
  g_assert_cmpint (parse (log, "0:00:00.1 1 0x1 DEBUG GST_PADS gstpad.c:1:x: y", &line), ==,
                   GP_TRACER_LINE_IGNORED);
  /* a trailing space after the category: an empty rest */
  g_assert_cmpint (parse (log, "0:00:00.1 1 0x1 TRACE GST_PADS ", &line), ==,
                   GP_TRACER_LINE_IGNORED);
  /* CRLF line ends */
  g_assert_cmpint (parse (log, "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: event, ts=(guint64)1;\r", &line), ==,
                   GP_TRACER_LINE_RECORD);
  /* an empty body */
  g_assert_cmpint (parse (log, "0:00:00.1 1 0x1 TRACE GST_TRACER :0:: event, ;", &line), ==,
                   GP_TRACER_LINE_RECORD);
  g_assert_cmpuint (line.body.len, ==, 0);
}

static void
test_malformed_fields (void)
{
  static const char *const bodies[] = {
    "=(int)1",
    "a(int)1",
    "a=(int",
    "a=int)1",
    "a=(int)\"unterminated, b=(int)2",
    ",,,;;; ",
    "a=(string)\"\\",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bodies); i++)
    {
      GpTracerFieldIter iter;
      GpTracerField field;
      GpSlice body = { bodies[i], strlen (bodies[i]) };
      guint n = 0;

      gp_tracer_field_iter_init (&iter, body);
      while (gp_tracer_field_iter_next (&iter, &field))
        {
          g_assert_true (field.key.ptr >= body.ptr);
          g_assert_true (field.value.ptr + field.value.len <= body.ptr + body.len);
          g_assert_cmpuint (++n, <, 10);
        }
    }

  /* an unterminated quote reads as raw text up to the next comma */
  {
    GpTracerField field;
    GpSlice body = { "a=(int)\"unterminated, b=(int)2", 30 };
    guint64 v;

    g_assert_true (gp_tracer_body_find_field (body, "a", &field));
    g_assert_false (field.quoted);
    g_assert_true (gp_slice_equal_literal (field.value, "\"unterminated"));
    g_assert_true (gp_tracer_body_find_field (body, "b", &field));
    g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
    g_assert_cmpuint (v, ==, 2);
  }
}

typedef struct
{
  GString *joined;
  guint    n_lines;
  guint    n_dropped;
} Collect;

static void
collect_line (const char *line,
              gsize       len,
              gpointer    user_data)
{
  Collect *c = user_data;

  if (line == NULL)
    {
      c->n_dropped++;
      g_string_append (c->joined, "<dropped>\n");
      return;
    }
  c->n_lines++;
  g_string_append_len (c->joined, line, len);
  g_string_append_c (c->joined, '\n');
}

static void
test_split_chunks (void)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (sample_records); i++)
    {
      g_string_append (text, sample_records[i]);
      g_string_append_c (text, '\n');
    }
  g_string_append (text, "\n\nlast line without newline");

  for (gsize chunk = 1; chunk <= text->len; chunk = chunk < 64 ? chunk + 1 : chunk * 2)
    {
      g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
      Collect c = { g_string_new (NULL), 0, 0 };

      for (gsize off = 0; off < text->len; off += chunk)
        gp_tracer_log_feed (log, text->str + off, MIN (chunk, text->len - off), collect_line, &c);
      gp_tracer_log_end (log, collect_line, &c);
      /* the last line gets its '\n' from the collector */
      g_assert_cmpuint (c.n_lines, ==, G_N_ELEMENTS (sample_records) + 3);
      g_assert_cmpuint (c.n_dropped, ==, 0);
      g_assert_cmpuint (c.joined->len, ==, text->len + 1);
      g_assert_cmpmem (c.joined->str, text->len, text->str, text->len);
      g_string_free (c.joined, TRUE);
    }
}

static void
test_long_lines (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  Collect c = { g_string_new (NULL), 0, 0 };
  gsize big = GP_TRACER_LOG_MAX_LINE + 100;
  g_autofree char *blob = g_malloc (big);
  g_autofree char *ok = g_malloc (100000);

  memset (blob, 'x', big);
  memset (ok, 'y', 100000);

  /* an overlong line in one chunk, then one spread over chunks */
  gp_tracer_log_feed (log, blob, big, collect_line, &c);
  gp_tracer_log_feed (log, "\n", 1, collect_line, &c);
  for (guint i = 0; i < 9; i++)
    gp_tracer_log_feed (log, blob, big / 8, collect_line, &c);
  gp_tracer_log_feed (log, "\nshort\n", 7, collect_line, &c);
  /* a long line that fits is delivered whole */
  gp_tracer_log_feed (log, ok, 100000, collect_line, &c);
  gp_tracer_log_feed (log, "\n", 1, collect_line, &c);
  /* and an overlong line within a single chunk with newlines around it */
  {
    g_autofree char *framed = g_malloc (big + 2);
    framed[0] = '\n';
    memset (framed + 1, 'z', big);
    framed[big + 1] = '\n';
    gp_tracer_log_feed (log, framed, big + 2, collect_line, &c);
  }
  gp_tracer_log_end (log, collect_line, &c);

  g_assert_cmpuint (c.n_dropped, ==, 3);
  /* short, the 100000-byte line, and the empty line before the framed one */
  g_assert_cmpuint (c.n_lines, ==, 3);
  g_assert_true (strstr (c.joined->str, "<dropped>\n<dropped>\nshort\n") == c.joined->str);
  g_string_free (c.joined, TRUE);
}

/* Lines that share their start with the record before them (the parser keeps the heads of
 * the last few records and compares instead of parsing again): each parses as it does in a
 * parser that saw nothing before it. */
static const char * const same_head_lines[] = {
  "0:00:01.000000001 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)1, pad-ix=(uint)0;",
  "0:00:01.000000002 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)2, pad-ix=(uint)1;",
  "0:00:01.000000003 42 0x7f01 TRACE             GST_TRACER :0::  buffer, ts=(guint64)3;",
  "0:00:01.000000004 42 0x7f01 TRACE             GST_TRACER :0:: b",
  "0:00:01.000000005 42 0x7f01 TRACE             GST_TRACER :0:: bu",
  "0:00:01.000000006 42 0x7f01 TRACE             GST_TRACER :0:: b;",
  "0:00:01.000000007 42 0x7f01 TRACE             GST_TRACER :0:: bad kind, ts=(guint64)7;",
  "0:00:01.000000008 42 0x7f01 TRACE             GST_TRACER :0:: ",
  "0:00:01.000000009 42 0x7f01 TRACE             GST_TRACER :0::",
  "0:00:01.000000010 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)10;\r",
  "0:00:01.000000011 42 0x7f0  TRACE             GST_TRACER :0:: buffer, ts=(guint64)11;",
  "0:00:01.000000012 42 0x7f01 DEBUG             GST_TRACER :0:: buffer, ts=(guint64)12;",
  "0:00:01.000000013 42 0x7f02 TRACE             GST_TRACER :0:: event, ts=(guint64)13;",
  "0:00:01.000000014 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)14;",
  "10:00:01.000000015 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)15;",
  "0:00:01.0000000161 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)16;",
  "0:00:01.00000017 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)17;",
  "0:00:01.00000001842 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)18;",
  "0:00:01.0000000x9 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)19;",
  "0:00:01.000000020 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)20",
  "0:00:01.000000021 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)21;   ",
  "0:0:01.000000022 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)22;",
  "0:00:01.000000023 42 0x7f01 TRACE             GST_TRACERS :0:: buffer, ts=(guint64)23;",
  "0:00:01.000000024 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)24;",
  /* a kind spelt as one seen before, then not: other spaces after its ',', a longer kind */
  "0:00:01.000000025 42 0x7f01 TRACE             GST_TRACER :0:: buffer,  ts=(guint64)25, pad-ix=(uint)0;",
  "0:00:01.000000026 42 0x7f01 TRACE             GST_TRACER :0:: buffer,ts=(guint64)26, pad-ix=(uint)0;",
  "0:00:01.000000027 42 0x7f01 TRACE             GST_TRACER :0:: buffer,\tts=(guint64)27, pad-ix=(uint)0;",
  "0:00:01.000000028 42 0x7f01 TRACE             GST_TRACER :0:: buffers, ts=(guint64)28, pad-ix=(uint)0;",
  "0:00:01.000000029 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)29, pad-ix=(uint)0;",
  /* its 16 bytes from the kind on hash as those of the lines above (the kind memo's slot, in
   * gp-tracer-log.c): "buffer, " as remembered, then one more space */
  "0:00:01.000000039 42 0x7f01 TRACE             GST_TRACER :0:: buffer,  x65=(uint)0, ts=(guint64)40;",
  "0:00:01.000000030 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ",
  "0:00:01.000000031 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ;",
  "0:00:01.000000032 42 0x7f01 TRACE             GST_TRACER :0:: buffer,                 ;",
  /* a time wrong in one byte of the 16 read at once */
  "0;00:01.000000033 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)33;",
  "0:00:0a.000000034 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)34;",
  "a:00:01.000000035 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)35;",
  "0:00:01,000000036 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)36;",
  "0:00:01.0000/0037 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)37;",
  "0:00:01.00000003: 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)38;",
  /* the fast path reads the `H:MM:SS.` of a time once: another second, another minute, back,
   * and after one it knows, a fraction wrong, longer, shorter */
  "0:00:02.000000041 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)41;",
  "0:00:02.999999942 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)42;",
  "0:01:02.000000043 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)43;",
  "0:00:02.000000044 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)44;",
  "0:00:02.00000004x 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)45;",
  "0:00:02.0000x0046 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)46;",
  "0:00:02.0000000471 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)47;",
  "0:00:02.00000048 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)48;",
  "0:00:02.000000049",
  "0:00:02.000000050 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)50;",
};

static void
assert_same_slice (GpSlice a,
                   GpSlice b)
{
  g_assert_cmpuint (a.len, ==, b.len);
  g_assert_true (a.len == 0 || memcmp (a.ptr, b.ptr, a.len) == 0);
}

/* @text parses with @warm as with a parser that saw nothing before it. */
static void
assert_parses_fresh (GpTracerLog *warm,
                     const char  *text)
{
  g_autoptr(GpTracerLog) fresh = gp_tracer_log_new ();
  GpTracerLine a, b;
  GpTracerLineType ta, tb;

  g_test_message ("line: %s", text);
  ta = gp_tracer_log_parse_line (warm, text, strlen (text), &a);
  tb = gp_tracer_log_parse_line (fresh, text, strlen (text), &b);
  g_assert_cmpint (ta, ==, tb);
  g_assert_cmpuint (a.wall_ns, ==, b.wall_ns);
  g_assert_cmpint (a.kind, ==, b.kind);
  assert_same_slice (a.thread, b.thread);
  assert_same_slice (a.level, b.level);
  assert_same_slice (a.category, b.category);
  assert_same_slice (a.kind_name, b.kind_name);
  assert_same_slice (a.body, b.body);
}

static void
test_same_heads (void)
{
  g_autoptr(GpTracerLog) warm = gp_tracer_log_new ();

  for (guint i = 0; i < G_N_ELEMENTS (same_head_lines); i++)
    assert_parses_fresh (warm, same_head_lines[i]);
  /* and what they are: the fixed-form time read, the others by the general rule */
  {
    g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
    GpTracerLine line;

    g_assert_cmpint (gp_tracer_log_parse_line (log, same_head_lines[14], strlen (same_head_lines[14]), &line),
                     ==, GP_TRACER_LINE_RECORD);
    g_assert_cmpuint (line.wall_ns, ==, G_GUINT64_CONSTANT (36001000000015));
    g_assert_cmpint (gp_tracer_log_parse_line (log, same_head_lines[15], strlen (same_head_lines[15]), &line),
                     ==, GP_TRACER_LINE_RECORD);
    g_assert_cmpuint (line.wall_ns, ==, G_GUINT64_CONSTANT (1000000016));
    g_assert_cmpint (gp_tracer_log_parse_line (log, same_head_lines[16], strlen (same_head_lines[16]), &line),
                     ==, GP_TRACER_LINE_RECORD);
    g_assert_cmpuint (line.wall_ns, ==, G_GUINT64_CONSTANT (1000000170));
    g_assert_cmpint (gp_tracer_log_parse_line (log, same_head_lines[2], strlen (same_head_lines[2]), &line),
                     ==, GP_TRACER_LINE_RECORD);
    assert_same_slice (line.kind_name, (GpSlice) { "buffer", 6 });
  }
}

/* GStreamer's fixed-form time is checked 16 bytes at a time (gp-tracer-log-private.h): a line
 * with any one byte of it wrong, just below or above the digits or the separator, is no record
 * (a space after 8 digits of fraction would be one, by the general rule: not tried). */
static void
test_fixed_time_bytes (void)
{
  static const char good[] = "0:00:01.000000024 42 0x7f01 TRACE             GST_TRACER :0:: buffer, ts=(guint64)24;";
  static const char digit_bad[] = { '/', ':', 'a', '\xb0', '\x7f' };
  static const char sep_bad[] = { '0', '9', ';', '-', ' ' };

  for (guint i = 0; i < 17; i++)
    {
      gboolean sep = i == 1 || i == 4 || i == 7;
      const char *bad = sep ? sep_bad : digit_bad;

      for (guint j = 0; j < 5; j++)
        {
          g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
          g_autofree char *text = g_strdup (good);
          GpTracerLine line;

          /* warm: the head and the kind known, so the fast path is the one reading it */
          g_assert_cmpint (gp_tracer_log_parse_line (log, good, strlen (good), &line), ==, GP_TRACER_LINE_RECORD);
          g_assert_cmpint (gp_tracer_log_parse_line (log, good, strlen (good), &line), ==, GP_TRACER_LINE_RECORD);
          text[i] = bad[j];
          g_test_message ("line: %s", text);
          g_assert_cmpint (gp_tracer_log_parse_line (log, text, strlen (text), &line), !=, GP_TRACER_LINE_RECORD);
        }
    }
}

/* A line's head and kind, once the fast path took them, are one run compared (the line memo,
 * gp-tracer-log.c): a line that differs from it in any one byte, or in the byte after it, parses
 * as it does in a fresh parser, and so does the line after it (also after another spelling of
 * the kind was read). */
static void
test_line_memo_bytes (void)
{
  static const char good[] = "0:00:01.000000024 42 0x7f01 TRACE             GST_TRACER :0:: event, ts=(guint64)24;";
  static const char other[] = "0:00:01.000000025 42 0x7f01 TRACE             GST_TRACER :0:: event,  ts=(guint64)25;";
  static const char subst[] = { ' ', '\t', 'x', 'E', '0', ',', ';', '=' };
  gsize body = (gsize) (strstr (good, "ts=") - good);

  for (gsize i = 17; i <= body; i++)
    for (guint j = 0; j < G_N_ELEMENTS (subst); j++)
      for (guint k = 0; k < 2; k++)
        {
          g_autoptr(GpTracerLog) warm = gp_tracer_log_new ();
          g_autofree char *text = g_strdup (good);
          GpTracerLine line;

          /* the full parse, then the head's and kind's caches, then the line memo */
          for (guint n = 0; n < 3; n++)
            g_assert_cmpint (gp_tracer_log_parse_line (warm, good, strlen (good), &line), ==, GP_TRACER_LINE_RECORD);
          if (k == 1)
            assert_parses_fresh (warm, other);
          text[i] = subst[j];
          assert_parses_fresh (warm, text);
          assert_parses_fresh (warm, good);
        }
}

/* The byte-run compare of the fast paths against memcmp, every length to 100 (each of its
 * SSE2 cases: under 16, 16 to 32, 33 to 64 with overlapping loads, the loop), a difference at
 * every place: the last byte before the run's end counts, the one after it does not. */
static void
test_simd_equal (void)
{
  char a[112], b[112];

  for (guint i = 0; i < sizeof a; i++)
    a[i] = b[i] = (char) ('A' + (i * 7) % 26);
  for (gsize len = 0; len <= 100; len++)
    {
      g_assert_true (_gp_simd_equal (a, b, len));
      for (gsize at = 0; at <= len && at < sizeof a; at++)
        {
          b[at] ^= 0x20;
          g_assert_cmpint (_gp_simd_equal (a, b, len), ==, memcmp (a, b, len) == 0);
          g_assert_cmpint (_gp_simd_equal (a, b, len), ==, at >= len);
          b[at] ^= 0x20;
        }
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/tracer-log/record-kinds", test_record_kinds);
  g_test_add_func ("/gp/unit/tracer-log/fields-buffer", test_fields_buffer);
  g_test_add_func ("/gp/unit/tracer-log/fields-queue-level", test_fields_queue_level);
  g_test_add_func ("/gp/unit/tracer-log/fields-quoted", test_fields_quoted);
  g_test_add_func ("/gp/unit/tracer-log/quoting-edge-cases", test_quoting_edge_cases);
  g_test_add_func ("/gp/unit/tracer-log/unescape", test_unescape);
  g_test_add_func ("/gp/unit/tracer-log/numbers", test_numbers);
  g_test_add_func ("/gp/unit/tracer-log/wall-ns", test_wall_ns);
  g_test_add_func ("/gp/unit/tracer-log/fixed-time-bytes", test_fixed_time_bytes);
  g_test_add_func ("/gp/unit/tracer-log/simd-equal", test_simd_equal);
  g_test_add_func ("/gp/unit/tracer-log/format-decls", test_format_decls);
  g_test_add_func ("/gp/unit/tracer-log/colour", test_colour);
  g_test_add_func ("/gp/unit/tracer-log/caps-event", test_caps_event);
  g_test_add_func ("/gp/unit/tracer-log/garbage", test_garbage);
  g_test_add_func ("/gp/unit/tracer-log/malformed-fields", test_malformed_fields);
  g_test_add_func ("/gp/unit/tracer-log/split-chunks", test_split_chunks);
  g_test_add_func ("/gp/unit/tracer-log/long-lines", test_long_lines);
  g_test_add_func ("/gp/unit/tracer-log/same-heads", test_same_heads);
  g_test_add_func ("/gp/unit/tracer-log/line-memo-bytes", test_line_memo_bytes);

  return g_test_run ();
}
