/* test-log-shapes.c: real tracer logs as users hand them over (behind prefixes, latency only)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One real gst-launch-1.0 capture (stats, latency and GST_EVENT caps events) rewritten into the
 * shapes logs arrive in: docker compose's service column (coloured), journalctl, grep -n over
 * several files, CRLF, GStreamer's own colour codes, Android's logcat (threadtime and brief, its
 * own head after a `GStreamer+CATEGORY` tag) and grep output with the header cut. Each must give
 * what the plain log gives: the same elements, links, series, events and findings. Then a real
 * GST_DEBUG_COLOR_MODE=on capture, and a real latency-only capture with a slow element. */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-analysis.h"
#include "gp-loader.h"
#include "gp-rules.h"
#include "gp-session-json.h"
#include "gp-test-util.h"
#include "gp-verdict.h"

#define CAPS "video/x-raw,width=320,height=240,framerate=30/1"

static char *tmpdir;
static char *plain_log;

static char *
capture (const char         *name,
         const char         *tracers,
         const char         *debug,
         gboolean            colour,
         const char * const *pipeline)
{
  g_autofree char *log = g_build_filename (tmpdir, name, NULL);
  g_autofree char *env_file = g_strconcat ("GST_DEBUG_FILE=", log, NULL);
  g_autofree char *env_tracers = g_strconcat ("GST_TRACERS=", tracers, NULL);
  g_autofree char *env_debug = g_strconcat ("GST_DEBUG=", debug, NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *err = NULL;
  const char *env[] = {
    env_tracers, env_debug, env_file,
    colour ? "GST_DEBUG_COLOR_MODE=on" : "GST_DEBUG_NO_COLOR=1", NULL
  };
  int status;

  g_ptr_array_add (argv, (char *) "gst-launch-1.0");
  g_ptr_array_add (argv, (char *) "-q");
  for (guint i = 0; pipeline[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) pipeline[i]);
  g_ptr_array_add (argv, NULL);
  status = gp_test_spawn ((const char * const *) argv->pdata, env, NULL, &err);
  if (status != 0)
    g_printerr ("gst-launch-1.0 failed: %s\n", err);
  g_assert_cmpint (status, ==, 0);
  return g_steal_pointer (&log);
}

static const char * const linear_pipeline[] = {
  "videotestsrc", "num-buffers=45", "!", CAPS, "!", "videoconvert", "!", "queue", "!",
  "fakesink", "sync=false", NULL
};

static const char *
get_plain (void)
{
  if (plain_log == NULL)
    plain_log = capture ("plain.log", "latency(flags=pipeline+element+reported);stats",
                         "GST_TRACER:7,GST_EVENT:5", FALSE, linear_pipeline);
  return plain_log;
}

/* A plain GStreamer line cut into its head and the rest after the category. */
typedef struct
{
  char *ts, *pid, *thread, *level, *category, *rest;
} Head;

static gboolean
split_head (const char *line,
            Head       *head)
{
  g_auto(GStrv) w = NULL;
  const char *p = line;
  guint n = 0;

  /* five space-separated words (the category padded), then the rest */
  w = g_new0 (char *, 6);
  while (n < 5)
    {
      const char *start;

      while (*p == ' ')
        p++;
      start = p;
      while (*p != ' ' && *p != '\0')
        p++;
      if (p == start || *p == '\0')
        return FALSE;
      w[n++] = g_strndup (start, p - start);
    }
  if (!g_str_has_prefix (w[2], "0x"))
    return FALSE;
  head->ts = g_strdup (w[0]);
  head->pid = g_strdup (w[1]);
  head->thread = g_strdup (w[2]);
  head->level = g_strdup (w[3]);
  head->category = g_strdup (w[4]);
  head->rest = g_strdup (p + 1);
  return TRUE;
}

static void
head_clear (Head *head)
{
  g_free (head->ts);
  g_free (head->pid);
  g_free (head->thread);
  g_free (head->level);
  g_free (head->category);
  g_free (head->rest);
}

typedef char *(*ShapeFunc) (const char *line,
                            guint       n);

typedef struct
{
  const char *name;
  ShapeFunc   func;
} Shape;

static char *
shape_compose (const char *line,
               guint       n)
{
  return g_strdup_printf ("\033[36mcamera-1  |\033[0m %s\n", line);
}

static char *
shape_journal (const char *line,
               guint       n)
{
  return g_strdup_printf ("Mar 05 10:%02u:%02u.%06u jetson gst-launch-1.0[4242]: %s\n",
                          (n / 60) % 60, n % 60, n, line);
}

static char *
shape_grep_n (const char *line,
              guint       n)
{
  return g_strdup_printf ("logs/run-3.log:%u:%s\n", n + 1, line);
}

static char *
shape_crlf (const char *line,
            guint       n)
{
  return g_strdup_printf ("%s\r\n", line);
}

/* GStreamer's own colour codes (GST_DEBUG_COLOR_MODE=on), behind a coloured compose column. */
static char *
shape_colour (const char *line,
              guint       n)
{
  Head h;
  char *out;

  if (!split_head (line, &h))
    return g_strdup_printf ("%s\n", line);
  out = g_strdup_printf ("\033[33mapp  |\033[0m %s \033[31m%s\033[00m %s \033[37m%-6s\033[00m "
                         "\033[00;34m%20s %s\033[00m\n",
                         h.ts, h.pid, h.thread, h.level, h.category, h.rest);
  head_clear (&h);
  return out;
}

/* gstreamer_android.c: `TIME 0xTHREAD file:line:function[:<object>] message`, tag GStreamer+CAT;
 * a record (no object) reads `:0: kind, …`. */
static char *
android_message (const Head *h)
{
  if (g_str_has_prefix (h->rest, ":0:: "))
    return g_strdup_printf ("%s %s :0: %s", h->ts, h->thread, h->rest + 5);
  return g_strdup_printf ("%s %s %s", h->ts, h->thread, h->rest);
}

static char *
shape_logcat (const char *line,
              guint       n)
{
  g_autofree char *message = NULL;
  Head h;
  char *out;

  if (!split_head (line, &h))
    return g_strdup_printf ("%s\n", line);
  message = android_message (&h);
  out = g_strdup_printf ("03-05 10:11:%02u.%03u  %s  %s V GStreamer+%s: %s\n",
                         (n / 1000) % 60, n % 1000, h.pid, h.pid, h.category, message);
  head_clear (&h);
  return out;
}

static char *
shape_logcat_brief (const char *line,
                    guint       n)
{
  g_autofree char *message = NULL;
  Head h;
  char *out;

  if (!split_head (line, &h))
    return g_strdup_printf ("%s\n", line);
  message = android_message (&h);
  out = g_strdup_printf ("I/GStreamer+%s( %s): %s\n", h.category, h.pid, message);
  head_clear (&h);
  return out;
}

/* `grep -o 'GST_TRACER :0::.*'`: no time, pid or thread; the other lines stay. */
static char *
shape_headless (const char *line,
                guint       n)
{
  const char *hit = strstr (line, "GST_TRACER :0:: ");

  return g_strdup_printf ("%s\n", hit != NULL ? hit : line);
}

static char *
rewrite (const char *log,
         const char *name,
         ShapeFunc   func)
{
  g_autofree char *text = gp_test_read_file (log);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);
  char *path = g_build_filename (tmpdir, name, NULL);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *shaped = NULL;

      if (lines[i][0] == '\0')
        continue;
      shaped = func (lines[i], i);
      g_string_append (out, shaped);
    }
  g_assert_true (g_file_set_contents (path, out->str, out->len, &error));
  g_assert_no_error (error);
  return path;
}

static GpSession *
load (const char *log)
{
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (log, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

/* The session's JSON member @name, as text. */
static char *
member_text (JsonObject *root,
             const char *name)
{
  JsonNode *node = json_object_get_member (root, name);

  g_assert_nonnull (node);
  return json_to_string (node, FALSE);
}

static char *
findings_text (GpSession *session)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) findings = gp_rules_run_session (session, &error);
  GString *out = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < findings->len; i++)
    {
      GpFinding *f = g_ptr_array_index (findings, i);

      g_string_append_printf (out, "%s %s %s|", f->rule, gp_severity_to_string (f->severity), f->title);
    }
  return g_string_free (out, FALSE);
}

static void
assert_same_as_plain (const char *shaped_log)
{
  static const char * const members[] = { "graph", "series", "events", "threads" };
  g_autoptr(GpSession) plain = load (get_plain ());
  g_autoptr(GpSession) shaped = load (shaped_log);
  g_autofree char *plain_json = gp_session_to_string (plain);
  g_autofree char *shaped_json = gp_session_to_string (shaped);
  g_autoptr(JsonNode) a = json_from_string (plain_json, NULL);
  g_autoptr(JsonNode) b = json_from_string (shaped_json, NULL);
  g_autofree char *fa = findings_text (plain);
  g_autofree char *fb = findings_text (shaped);
  const GpParseStats *pa = &gp_session_get_info (plain)->parse;
  const GpParseStats *pb = &gp_session_get_info (shaped)->parse;
  GpGraph *graph = gp_session_get_graph (shaped);

  /* the capture itself: the linear pipeline, its links, caps from the caps events */
  g_assert_nonnull (gp_graph_lookup_element (graph, "videoconvert0"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "videoconvert0:src->queue0:sink"));
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 4);
  g_assert_cmpuint (pa->caps_events, >, 0);
  g_assert_nonnull (gp_series_lookup_element (gp_session_get_series (shaped), "videoconvert0"));

  g_assert_cmpuint (pb->records, ==, pa->records);
  g_assert_cmpuint (pb->caps_events, ==, pa->caps_events);
  g_assert_cmpuint (pb->errors, ==, pa->errors);
  g_assert_cmpuint (pb->unparsed, ==, pa->unparsed);
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      g_autofree char *ma = member_text (json_node_get_object (a), members[i]);
      g_autofree char *mb = member_text (json_node_get_object (b), members[i]);

      g_assert_cmpstr (mb, ==, ma);
    }
  g_assert_cmpstr (fb, ==, fa);
  g_assert_cmpstr (fa, !=, "");
}

static void
test_shape (gconstpointer data)
{
  const Shape *shape = data;
  g_autofree char *log = rewrite (get_plain (), shape->name, shape->func);

  assert_same_as_plain (log);
}

static const Shape shapes[] = {
  { "compose", shape_compose },
  { "journalctl", shape_journal },
  { "grep-n", shape_grep_n },
  { "crlf", shape_crlf },
  { "colour", shape_colour },
  { "logcat", shape_logcat },
  { "logcat-brief", shape_logcat_brief },
  { "headless", shape_headless },
};

/* A real GST_DEBUG_COLOR_MODE=on capture: the same topology as a plain one. */
static void
test_real_colour (void)
{
  g_autofree char *log = capture ("colour.log", "latency(flags=pipeline+element);stats",
                                  "GST_TRACER:7", TRUE, linear_pipeline);
  g_autofree char *text = gp_test_read_file (log);
  g_autoptr(GpSession) plain = load (get_plain ());
  g_autoptr(GpSession) session = load (log);
  GpGraph *a = gp_session_get_graph (plain);
  GpGraph *b = gp_session_get_graph (session);

  g_assert_nonnull (strstr (text, "\033["));
  g_assert_cmpuint (gp_graph_n_elements (b), ==, gp_graph_n_elements (a));
  g_assert_cmpuint (gp_graph_n_links (b), ==, gp_graph_n_links (a));
  for (guint i = 0; i < gp_graph_n_links (a); i++)
    g_assert_nonnull (gp_graph_lookup_link (b, gp_graph_link (a, i)->id));
  g_assert_cmpuint (gp_session_get_info (session)->parse.unparsed, ==, 0);
}

/* GST_TRACERS="latency(flags=pipeline+element)" alone, identity made slow. */
static void
test_latency_only (void)
{
  static const char * const pipeline[] = {
    "videotestsrc", "num-buffers=30", "!", CAPS, "!", "videoconvert", "!",
    "identity", "sleep-time=15000", "!", "queue", "!", "fakesink", "sync=false", NULL
  };
  static const char * const ids[] = {
    "videotestsrc0", "capsfilter0", "videoconvert0", "identity0", "queue0", "fakesink0",
  };
  g_autofree char *log = capture ("latency.log", "latency(flags=pipeline+element)", "GST_TRACER:7",
                                  FALSE, pipeline);
  g_autofree char *text = gp_test_read_file (log);
  g_autoptr(GpSession) session = load (log);
  g_autoptr(GpAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *header = NULL;
  GpGraph *graph = gp_session_get_graph (session);
  GpTarget *target = gp_session_get_target (session);
  GpFinding *hot = NULL;

  g_assert_null (strstr (text, "new-element"));
  g_assert_nonnull (strstr (text, "element-latency, "));

  g_assert_true (target->capabilities.element_latency);
  g_assert_false (target->capabilities.stats);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, G_N_ELEMENTS (ids));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GpElement *el = gp_graph_lookup_element (graph, ids[i]);
      g_autofree char *factory = g_strndup (ids[i], strlen (ids[i]) - 1);

      g_assert_nonnull (el);
      g_assert_cmpstr (el->factory, ==, factory);
      g_assert_false (el->is_bin);
    }
  /* the source first, the sink last */
  g_assert_cmpstr (gp_graph_element (graph, 0)->id, ==, "videotestsrc0");
  g_assert_cmpstr (gp_graph_element (graph, G_N_ELEMENTS (ids) - 1)->id, ==, "fakesink0");
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 0);

  findings = gp_rules_run_session (session, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < findings->len; i++)
    if (g_str_equal (((GpFinding *) g_ptr_array_index (findings, i))->rule, "HOT"))
      hot = g_ptr_array_index (findings, i);
  g_assert_nonnull (hot);
  g_assert_nonnull (strstr (hot->title, "identity0"));

  analysis = gp_analysis_new (session);
  header = gp_verdict_header (analysis);
  g_test_message ("header: %s", header);
  g_assert_nonnull (strstr (header, "where the time goes: identity0 "));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = gp_test_tmpdir ();

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gp/integration/log-shapes/%s", shapes[i].name);

      g_test_add_data_func (path, &shapes[i], test_shape);
    }
  g_test_add_func ("/gp/integration/log-shapes/real-colour", test_real_colour);
  g_test_add_func ("/gp/integration/log-shapes/latency-only", test_latency_only);

  status = g_test_run ();
  gp_test_rm_rf (tmpdir);
  g_free (tmpdir);
  g_free (plain_log);
  return status;
}
