/* test-tracer-log-shapes.c: tracer lines as logs arrive: behind prefixes, from logcat, headless
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One record (and a caps event, a format declaration, a queue debug line) in each shape users hand
 * over, written from the tools' own formats: docker compose's service column, journalctl's
 * short and short-precise prefixes, grep -n, Android's logcat (gstreamer_android.c writes
 * `TIME 0xTHREAD file:line:function[:<object>] message` under the tag `GStreamer+CATEGORY`; a
 * record has no object, so `:0: kind, …`) in threadtime, brief and raw form, and grep output with
 * the header cut, whose time is the record's `ts`. And lines that only look like them. */

#include "config.h"

#include <string.h>

#include "gp-test-util.h"
#include "gp-tracer-field.h"
#include "gp-tracer-log.h"

#define PLAIN "0:00:04.955170000 4242 0x7d1c2b4e30 TRACE             GST_TRACER :0:: "
#define RECORD "element-latency, element-id=(string)0x7d1c3a10, element=(string)nvv4l2h264enc0, " \
  "src=(string)src, time=(guint64)8123456, ts=(guint64)4955001000;"
#define ANDROID "0:00:04.955170000 0x7d1c2b4e30 :0: "

static GpTracerLineType
parse (GpTracerLog  *log,
       const char   *line,
       GpTracerLine *out)
{
  return gp_tracer_log_parse_line (log, line, strlen (line), out);
}

static void
assert_slice (GpSlice     slice,
              const char *expected)
{
  g_autofree char *text = g_strndup (slice.ptr != NULL ? slice.ptr : "", slice.len);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_record (GpTracerLog *log,
               const char  *line_text,
               guint64      wall_ns,
               const char  *thread)
{
  GpTracerLine line;
  GpTracerField field;
  guint64 v = 0;

  g_test_message ("line: %s", line_text);
  g_assert_cmpint (parse (log, line_text, &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_cmpint (line.kind, ==, GP_RECORD_ELEMENT_LATENCY);
  assert_slice (line.kind_name, "element-latency");
  assert_slice (line.category, "GST_TRACER");
  g_assert_cmpuint (line.wall_ns, ==, wall_ns);
  assert_slice (line.thread, thread);
  g_assert_true (gp_tracer_body_find_field (line.body, "time", &field));
  g_assert_true (gp_tracer_field_get_uint64 (&field, &v));
  g_assert_cmpuint (v, ==, 8123456);
  g_assert_true (gp_tracer_body_find_field (line.body, "element", &field));
  assert_slice (field.value, "nvv4l2h264enc0");
}

static void
test_prefixes (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  static const char *const prefixes[] = {
    "camera-1  | ",
    "\033[36mcamera-1  |\033[0m ",
    "deepstream-app_1  | ",
    "2026-03-05T10:11:12.123456789Z ",
    "camera-1  | 2026-03-05T10:11:12.123456789Z ",
    "Mar 05 10:11:12 jetson gst-launch-1.0[4242]: ",
    "Mar 05 10:11:12.123456 jetson deepstream-app[4242]: ",
    "2026-03-05T10:11:12+0100 jetson app[1]: ",
    "trace.log:1234:",
    "logs/run-3.log-",
    "[pod/cam-7f9c-1] ",
    "pod-1:",
  };

  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    {
      g_autofree char *line = g_strconcat (prefixes[i], PLAIN RECORD, NULL);
      g_autofree char *crlf = g_strconcat (line, "\r", NULL);

      assert_record (log, line, 4955170000, "0x7d1c2b4e30");
      assert_record (log, crlf, 4955170000, "0x7d1c2b4e30");
    }
}

static void
test_logcat (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  static const char *const tags[] = {
    "03-05 10:11:12.345  4242  4260 V GStreamer+GST_TRACER: ",
    "03-05 10:11:12.345  4242  4260 I GStreamer+GST_TRACER: ",
    "V/GStreamer+GST_TRACER( 4242): ",
    "I/GStreamer+GST_TRACER: ",
    "03-05 10:11:12.345 V/GStreamer+GST_TRACER( 4242): ",
    "",  /* adb logcat -v raw: the message alone */
  };
  GpTracerLine line;

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      g_autofree char *text = g_strconcat (tags[i], ANDROID RECORD, NULL);

      assert_record (log, text, 4955170000, "0x7d1c2b4e30");
    }

  /* the format declaration, under its tag */
  g_assert_cmpint (parse (log, "03-05 10:11:12.345  4242  4242 V GStreamer+GST_TRACER: 0:00:00.019 "
                          "0x7d1c2b4e30 gsttracerrecord.c:109:gst_tracer_record_build_format: "
                          "buffer.class, thread-id=(structure)\"scope\\;\";", &line),
                   ==, GP_TRACER_LINE_FORMAT_DECL);
  /* other GST_TRACER chatter */
  g_assert_cmpint (parse (log, "03-05 10:11:12.345  4242  4242 D GStreamer+GST_TRACER: 0:00:00.019 "
                          "0x7d1c2b4e30 gsttracer.c:159:gst_tracer_register:<registry0> update existing "
                          "feature 0x7d1c (latency)", &line), ==, GP_TRACER_LINE_IGNORED);

  /* a caps event, with its object */
  g_assert_cmpint (parse (log, "03-05 10:11:12.345  4242  4260 D GStreamer+GST_EVENT: 0:00:00.024470075 "
                          "0x7d1c2b4e30 gstpad.c:5860:gst_pad_send_event_unchecked:<nvvconv0:sink> have "
                          "event type caps event: 0x7d1c, time 99:99:99.999999999, seq-num 35, GstEventCaps, "
                          "caps=(GstCaps)\"video/x-raw\\(memory:NVMM\\)\\,\\ format\\=\\(string\\)NV12\";",
                          &line), ==, GP_TRACER_LINE_CAPS_EVENT);
  assert_slice (line.pad, "nvvconv0:sink");
  g_assert_cmpuint (line.wall_ns, ==, 24470075);

  /* a queue_dataflow line: its message, as in a plain log */
  g_assert_cmpint (parse (log, "03-05 10:11:12.345  4242  4260 V GStreamer+queue_dataflow: 0:00:00.016473641 "
                          "0x7d1c2b4e30 gstqueue.c:1294:gst_queue_chain_buffer_or_list:<queue0> "
                          "received buffer 0x7d1c of size 614400", &line), ==, GP_TRACER_LINE_QUEUE_DEBUG);
  assert_slice (line.category, "queue_dataflow");
  g_assert_true (g_str_has_prefix (line.body.ptr, "gstqueue.c:1294:gst_queue_chain_buffer_or_list:<queue0> "));

  /* other categories are not ours */
  g_assert_cmpint (parse (log, "03-05 10:11:12.345  4242  4260 W GStreamer+basesink: 0:00:01.2 0x7d1c2b4e30 "
                          "gstbasesink.c:3143:gst_base_sink_is_too_late:<sink> A lot of buffers are being "
                          "dropped.", &line), ==, GP_TRACER_LINE_IGNORED);
}

static void
test_headless (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  GpTracerLine line;

  /* the record's own ts is its time */
  assert_record (log, "GST_TRACER :0:: " RECORD, 4955001000, "");
  assert_record (log, "TRACE             GST_TRACER :0:: " RECORD "\r", 4955001000, "");
  assert_record (log, "  GST_TRACER :0:: " RECORD, 4955001000, "");

  /* a record without ts (new-pad) takes the last line's time */
  g_assert_cmpint (parse (log, PLAIN "event, ts=(guint64)7000;", &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_cmpuint (line.wall_ns, ==, 4955170000);
  g_assert_cmpint (parse (log, "GST_TRACER :0:: new-pad, thread-id=(guint64)1, ix=(uint)0, parent-ix=(uint)0, "
                          "name=(string)src, type=(string)GstPad, is-ghostpad=(boolean)0, "
                          "pad-direction=(GstPadDirection)1;", &line), ==, GP_TRACER_LINE_RECORD);
  g_assert_cmpint (line.kind, ==, GP_RECORD_NEW_PAD);
  g_assert_cmpuint (line.wall_ns, ==, 4955170000);
  /* … and a ts inside another field's name is not its ts */
  g_assert_cmpint (parse (log, "GST_TRACER :0:: buffer, buffer-pts=(guint64)5, ts=(guint64)9000;", &line),
                   ==, GP_TRACER_LINE_RECORD);
  g_assert_cmpuint (line.wall_ns, ==, 9000);
  g_assert_cmpint (parse (log, "GST_TRACER :0:: buffer, buffer-pts=(guint64)5;", &line),
                   ==, GP_TRACER_LINE_RECORD);
  g_assert_cmpuint (line.wall_ns, ==, 9000);
}

static void
test_lookalikes (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  g_autofree char *far = NULL;
  g_autofree char *near = NULL;
  g_autofree char *spaces = g_strnfill (1000, ' ');
  g_autofree char *filler = g_strnfill (1100, 'x');
  GpTracerLine line;
  static const char *const unparsed[] = {
    "Execution ended after 0:00:03.012345678",
    "Mar 05 10:11:12 jetson systemd[1]: Started camera.service.",
    "Mar 05 10:11:12.123456 jetson kernel: nvgpu: 17000000.gpu 10:11:12.5 0x1",
    "03-05 10:11:12.345  4242  4260 I MyApp: frame 0:00:01.000000000 done",
    "camera-1  | Setting pipeline to PLAYING ...",
    "camera-1  | 0:00:01.0 0x1",
    "GST_TRACER :0:: Buffer, ts=(guint64)1;",
    "GST_TRACER :0:: buffer, ts=(guint64)1",
    "GST_TRACER :0::",
    "GST_TRACERS=latency gst-launch-1.0 ... :0:: buffer, ts=(guint64)1;",
    "TRACE GST_TRACE :0:: buffer, ts=(guint64)1;",
    "V/GStreamer+GST_TRACER( 4242): 0:00:01.0 0x7d :1: buffer, ts=(guint64)1;",
    "V/GStreamer+GST_TRACER( 4242): 0:00:01.0 7d :0: buffer, ts=(guint64)1;",
  };

  for (guint i = 0; i < G_N_ELEMENTS (unparsed); i++)
    {
      g_test_message ("line: %s", unparsed[i]);
      g_assert_cmpint (parse (log, unparsed[i], &line), !=, GP_TRACER_LINE_RECORD);
    }

  /* a head must start within the first 1024 bytes */
  near = g_strconcat ("x", spaces, PLAIN RECORD, NULL);
  assert_record (log, near, 4955170000, "0x7d1c2b4e30");
  far = g_strconcat (filler, " ", PLAIN RECORD, NULL);
  g_assert_cmpint (parse (log, far, &line), ==, GP_TRACER_LINE_UNPARSED);
}

/* Many timestamps and colons before the head: bounded work, and the head still found. */
static void
test_many_colons (void)
{
  g_autoptr(GpTracerLog) log = gp_tracer_log_new ();
  g_autoptr(GString) line = g_string_new (NULL);
  GpTracerLine out;

  for (guint i = 0; i < 20; i++)
    g_string_append (line, "1:00:00.5 x ");
  g_string_append (line, PLAIN RECORD);
  assert_record (log, line->str, 4955170000, "0x7d1c2b4e30");

  g_string_truncate (line, 0);
  for (guint i = 0; i < 100000; i++)
    g_string_append (line, "1:00:00.5 ");
  g_string_append (line, PLAIN RECORD);
  g_assert_cmpint (gp_tracer_log_parse_line (log, line->str, line->len, &out), ==, GP_TRACER_LINE_UNPARSED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/tracer-log-shapes/prefixes", test_prefixes);
  g_test_add_func ("/gp/unit/tracer-log-shapes/logcat", test_logcat);
  g_test_add_func ("/gp/unit/tracer-log-shapes/headless", test_headless);
  g_test_add_func ("/gp/unit/tracer-log-shapes/lookalikes", test_lookalikes);
  g_test_add_func ("/gp/unit/tracer-log-shapes/many-colons", test_many_colons);

  return g_test_run ();
}
