/* test-log-capture.c: real gst-launch-1.0 tracer logs through the loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-loader.h"
#include "gp-rules.h"
#include "gp-test-util.h"

#define TRACERS "GST_TRACERS=latency(flags=pipeline+element+reported);stats"
#define CAPS "video/x-raw,width=320,height=240,framerate=30/1"

/* One gst-launch-1.0 run: its tracer log and its PAUSED→PLAYING dump. */
typedef struct
{
  char *dir;
  char *log;
  char *dot;
} Capture;

static void
capture_free (Capture *c)
{
  g_free (c->dir);
  g_free (c->log);
  g_free (c->dot);
  g_free (c);
}

static Capture *
capture (const char         *debug,
         const char * const *pipeline)
{
  Capture *c = g_new0 (Capture, 1);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *env_file = NULL;
  g_autofree char *env_dot = NULL;
  g_autofree char *env_debug = g_strconcat ("GST_DEBUG=", debug, NULL);
  g_autofree char *dotdir = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  int status;

  c->dir = gp_test_tmpdir ();
  c->log = g_build_filename (c->dir, "trace.log", NULL);
  dotdir = g_build_filename (c->dir, "dot", NULL);
  g_assert_cmpint (g_mkdir (dotdir, 0700), ==, 0);
  env_file = g_strconcat ("GST_DEBUG_FILE=", c->log, NULL);
  env_dot = g_strconcat ("GST_DEBUG_DUMP_DOT_DIR=", dotdir, NULL);

  {
    const char *env[] = { TRACERS, env_debug, "GST_DEBUG_NO_COLOR=1", env_file, env_dot, NULL };

    g_ptr_array_add (argv, (char *) "gst-launch-1.0");
    g_ptr_array_add (argv, (char *) "-q");
    for (guint i = 0; pipeline[i] != NULL; i++)
      g_ptr_array_add (argv, (char *) pipeline[i]);
    g_ptr_array_add (argv, NULL);
    status = gp_test_spawn ((const char * const *) argv->pdata, env, NULL, &err);
  }
  if (status != 0)
    g_printerr ("gst-launch-1.0 failed: %s\n", err);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_file_test (c->log, G_FILE_TEST_IS_REGULAR));

  dir = g_dir_open (dotdir, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".PAUSED_PLAYING.dot"))
      c->dot = g_build_filename (dotdir, name, NULL);
  g_assert_nonnull (c->dot);
  return c;
}

static Capture *linear_capture;
static Capture *tee_capture;
static Capture *bin_capture;
static Capture *wrap_capture;

static const char * const linear_pipeline[] = {
  "videotestsrc", "is-live=true", "num-buffers=60", "!", CAPS, "!", "videoconvert", "!", "queue", "!",
  "fakesink", NULL
};

static Capture *
get_linear (void)
{
  if (linear_capture == NULL)
    linear_capture = capture ("GST_TRACER:7", linear_pipeline);
  return linear_capture;
}

static GpSession *
load (const char *log,
      const char *dot)
{
  const char *dots[] = { dot, NULL };
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (log, dot ? dots : NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

static void
assert_link_ids (GpGraph            *graph,
                 const char * const *ids)
{
  guint n = g_strv_length ((GStrv) ids);

  for (guint i = 0; i < n; i++)
    {
      if (gp_graph_lookup_link (graph, ids[i]) == NULL)
        {
          for (guint j = 0; j < gp_graph_n_links (graph); j++)
            g_printerr ("have link %s\n", gp_graph_link (graph, j)->id);
          g_error ("missing link %s", ids[i]);
        }
    }
}

/* Interior windows of a 30 fps live source carry 28–32 buffers per second;
 * allow for scheduling jitter on a loaded machine. */
static void
assert_fps_plausible (GpSession  *session,
                      const char *link_id)
{
  GpSeries *series = gp_session_get_series (session);
  GpLinkSeries *ls = gp_series_lookup_link (series, link_id);
  guint n = gp_series_get_n_windows (series);
  double sum = 0;
  guint counted = 0;

  g_assert_nonnull (ls);
  g_assert_cmpuint (ls->fps->len, ==, n);
  for (guint i = 1; i + 1 < n; i++)
    {
      double fps = g_array_index (ls->fps, double, i);

      g_assert_false (gp_is_null (fps));
      g_assert_cmpfloat (fps, >=, 0);
      g_assert_cmpfloat (fps, <=, 120);
      sum += fps;
      counted++;
    }
  g_assert_cmpuint (counted, >, 0);
  g_assert_cmpfloat (sum / counted, >=, 20);
  g_assert_cmpfloat (sum / counted, <=, 40);
}

static guint
count_events (GpSession  *session,
              const char *kind)
{
  guint n = 0;

  for (guint i = 0; i < gp_session_get_n_events (session); i++)
    if (strcmp (gp_session_get_event (session, i)->kind, kind) == 0)
      n++;
  return n;
}

static const char * const linear_links[] = {
  "videotestsrc0:src->capsfilter0:sink",
  "capsfilter0:src->videoconvert0:sink",
  "videoconvert0:src->queue0:sink",
  "queue0:src->fakesink0:sink",
  NULL
};

/* Findings are recomputed from what the log gives: a generic target, so
 * only the graph and timing rules can fire. Every rule here must be one of
 * @allowed, every rule in @required must be there, and nothing may be above
 * info except the rules in @medium. */
static GPtrArray *
assert_findings (GpSession          *session,
                 const char * const *allowed,
                 const char * const *required,
                 const char * const *medium)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *findings = gp_rules_run_session (session, &error);

  g_assert_no_error (error);
  g_assert_nonnull (findings);
  for (guint i = 0; i < findings->len; i++)
    {
      GpFinding *f = g_ptr_array_index (findings, i);

      g_test_message ("finding %u: %s %s %s", f->rank, f->rule, gp_severity_to_string (f->severity), f->title);
      g_assert_cmpuint (f->rank, ==, i + 1);
      if (!g_strv_contains (allowed, f->rule))
        g_error ("unexpected finding %s (%s)", f->id, f->title);
      if (f->severity != GP_SEVERITY_INFO)
        g_assert_true (medium != NULL && g_strv_contains (medium, f->rule));
    }
  for (guint j = 0; required[j] != NULL; j++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < findings->len; i++)
        if (g_str_equal (((GpFinding *) g_ptr_array_index (findings, i))->rule, required[j]))
          found = TRUE;
      if (!found)
        g_error ("finding %s missing", required[j]);
    }
  return findings;
}

/* What the test itself reads in a log, independently of gp-tracer-log.c: a tracer
 * line is `TIME PID 0xTHREAD TRACE GST_TRACER :0:: kind, …;`. A line with that head
 * whose rest is not a record is what the loader must count as unparsed; the rest of
 * a capture's lines are records, format declarations or other categories. A line cut
 * by something outside the test (once on a loaded CI machine) is then expected to be
 * unparsed rather than failing the test, and it is printed. */
typedef struct
{
  guint records;
  guint unparsed;
} LineCensus;

static gboolean
is_record_rest (const char *rest)
{
  const char *p = rest + 4;  /* ":0::" */
  const char *kind;
  gsize n = strlen (rest);

  while (*p == ' ')
    p++;
  kind = p;
  while (g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-')
    p++;
  return p > kind && *p == ',' && n > 0 && rest[n - 1] == ';';
}

static LineCensus
census (const char *log)
{
  g_autofree char *text = gp_test_read_file (log);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  LineCensus c = { 0, 0 };

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *hit = strstr (lines[i], " TRACE ");
      const char *rest;

      if (lines[i][0] == '\0')
        continue;
      if (hit == NULL || (rest = strstr (hit, " GST_TRACER ")) == NULL)
        {
          if (strstr (lines[i], " GST_TRACER ") == NULL || !g_ascii_isdigit (lines[i][0]))
            {
              g_test_message ("line %u is not a debug line: %.200s", i + 1, lines[i]);
              c.unparsed++;
            }
          continue;
        }
      rest += strlen (" GST_TRACER ");
      while (*rest == ' ')
        rest++;
      if (g_str_has_prefix (rest, ":0::") && is_record_rest (rest))
        c.records++;
      else if (strstr (rest, "gst_tracer_record_build_format") == NULL)
        {
          g_test_message ("line %u is cut: %.200s", i + 1, lines[i]);
          c.unparsed++;
        }
    }
  return c;
}

static const char * const hot_ok[] = { "HOT", "OK", NULL };
static const char * const hot_only[] = { "HOT", NULL };

static void
test_linear (void)
{
  Capture *c = get_linear ();
  g_autoptr(GpSession) session = load (c->log, NULL);
  GpGraph *graph = gp_session_get_graph (session);
  GpSeries *series = gp_session_get_series (session);
  GpSessionInfo *info = gp_session_get_info (session);
  GpElement *el;
  guint n;

  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline0");
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 6);
  g_assert_cmpstr (gp_graph_element (graph, 0)->id, ==, "videotestsrc0");
  el = gp_graph_lookup_element (graph, "videoconvert0");
  g_assert_nonnull (el);
  g_assert_cmpstr (el->factory, ==, "videoconvert");
  g_assert_cmpstr (el->gtype, ==, "GstVideoConvert");
  g_assert_cmpstr (gp_str_map_lookup (el->pads, "sink"), ==, "sink");
  g_assert_cmpstr (gp_str_map_lookup (el->pads, "src"), ==, "src");
  el = gp_graph_lookup_element (graph, "pipeline0");
  g_assert_true (el->is_bin);
  g_assert_cmpuint (gp_str_map_size (el->pads), ==, 0);

  g_assert_cmpuint (gp_graph_n_links (graph), ==, 4);
  assert_link_ids (graph, linear_links);
  /* run mode: no caps events, so without a dump the memory is unknown */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (gp_graph_link (graph, i)->memory, ==, GP_MEMORY_UNKNOWN);

  /* 60 frames at 30 fps: about 2 s, 8–9 windows */
  n = gp_series_get_n_windows (series);
  g_assert_cmpuint (n, >=, 7);
  g_assert_cmpuint (n, <=, 14);
  g_assert_cmpfloat (info->duration_s, ==, gp_series_get_t (series, n - 1) + 0.25);
  for (guint i = 0; i < 4; i++)
    assert_fps_plausible (session, linear_links[i]);

  /* element latency for the elements between source and sink */
  g_assert_nonnull (gp_series_lookup_element (series, "videoconvert0"));
  g_assert_nonnull (gp_series_lookup_element (series, "queue0"));
  g_assert_null (gp_series_lookup_element (series, "pipeline0"));

  g_assert_true (info->has_parse);
  {
    LineCensus expected = census (c->log);

    g_assert_cmpuint (expected.unparsed, <=, 1);
    g_assert_cmpuint (info->parse.unparsed, ==, expected.unparsed);
    g_assert_cmpuint (info->parse.records, ==, expected.records);
  }
  g_assert_cmpuint (info->parse.errors, ==, 0);
  g_assert_cmpuint (info->parse.format_decls, >, 0);
  g_assert_cmpuint (info->parse.records, >, 60 * 4);
  g_assert_cmpuint (count_events (session, "state-changed"), >=, 6);
  g_assert_cmpuint (count_events (session, "eos"), >=, 1);
  /* Each message names the element that posted it: every element changed
   * state, the pipeline among them. */
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const char *id = gp_graph_element (graph, i)->id;
      gboolean posted = FALSE;

      for (guint k = 0; k < gp_session_get_n_events (session) && !posted; k++)
        {
          const GpEvent *event = gp_session_get_event (session, k);

          posted = strcmp (event->kind, "state-changed") == 0 && g_strcmp0 (event->element, id) == 0;
        }
      g_assert_true (posted);
    }

  /* a queue is there, the platform is generic: timing only */
  g_ptr_array_unref (assert_findings (session, hot_ok, hot_only, NULL));
}

static void
test_linear_dot (void)
{
  Capture *c = get_linear ();
  g_autoptr(GpSession) session = load (c->log, c->dot);
  GpGraph *graph = gp_session_get_graph (session);
  GpElement *el;

  g_assert_cmpuint (gp_graph_n_links (graph), ==, 4);
  assert_link_ids (graph, linear_links);
  for (guint i = 0; i < 4; i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
      g_assert_cmpstr (link->media, ==, "video/x-raw");
      g_assert_nonnull (link->format);
      g_assert_cmpstr (link->format, ==, gp_graph_link (graph, 0)->format);
      g_assert_nonnull (strstr (link->caps, "320"));
    }

  el = gp_graph_lookup_element (graph, "videotestsrc0");
  g_assert_cmpstr (gp_str_map_lookup (el->props, "num-buffers"), ==, "60");
  g_assert_cmpstr (gp_str_map_lookup (el->props, "is-live"), ==, "TRUE");
  g_assert_cmpstr (gp_graph_element (graph, 0)->id, ==, "videotestsrc0");
}

static void
test_tee (void)
{
  static const char * const pipeline[] = {
    "videotestsrc", "is-live=true", "num-buffers=60", "!", CAPS, "!", "videoconvert", "!",
    "tee", "name=t", "t.", "!", "queue", "!", "fakesink", "t.", "!", "queue", "!", "fakesink", NULL
  };
  static const char * const links[] = {
    "videotestsrc0:src->capsfilter0:sink",
    "capsfilter0:src->videoconvert0:sink",
    "videoconvert0:src->t:sink",
    "t:src_0->queue0:sink",
    "queue0:src->fakesink0:sink",
    "t:src_1->queue1:sink",
    "queue1:src->fakesink1:sink",
    NULL
  };
  g_autoptr(GpSession) plain = NULL;
  g_autoptr(GpSession) session = NULL;
  GpGraph *graph;
  GpElement *tee;

  tee_capture = capture ("GST_TRACER:7", pipeline);

  plain = load (tee_capture->log, NULL);
  graph = gp_session_get_graph (plain);
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 7);
  assert_link_ids (graph, links);
  tee = gp_graph_lookup_element (graph, "t");
  g_assert_cmpstr (tee->factory, ==, "tee");
  g_assert_cmpstr (gp_str_map_lookup (tee->pads, "src_0"), ==, "src");
  g_assert_cmpstr (gp_str_map_lookup (tee->pads, "src_1"), ==, "src");
  g_assert_cmpstr (gp_str_map_lookup (tee->pads, "sink"), ==, "sink");
  /* both branches carry every frame */
  assert_fps_plausible (plain, "t:src_0->queue0:sink");
  assert_fps_plausible (plain, "queue1:src->fakesink1:sink");

  session = load (tee_capture->log, tee_capture->dot);
  g_ptr_array_unref (assert_findings (session, hot_ok, hot_only, NULL));
  graph = gp_session_get_graph (session);
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 7);
  for (guint i = 0; i < 7; i++)
    {
      g_assert_cmpint (gp_graph_link (graph, i)->memory, ==, GP_MEMORY_SYSMEM);
      g_assert_nonnull (gp_graph_link (graph, i)->format);
    }
}

static void
test_bin (void)
{
  static const char * const pipeline[] = {
    "videotestsrc", "is-live=true", "num-buffers=60", "!", CAPS, "!",
    "(", "videoconvert", "!", "queue", ")", "!", "fakesink", NULL
  };
  g_autoptr(GpSession) plain = NULL;
  g_autoptr(GpSession) session = NULL;
  GpGraph *graph;
  GpElement *bin;
  GpLink *link;

  bin_capture = capture ("GST_TRACER:7", pipeline);

  plain = load (bin_capture->log, NULL);
  graph = gp_session_get_graph (plain);
  bin = gp_graph_lookup_element (graph, "bin0");
  g_assert_nonnull (bin);
  g_assert_true (bin->is_bin);
  g_assert_cmpstr (bin->gtype, ==, "GstBin");
  g_assert_false (gp_graph_lookup_element (graph, "videoconvert0")->is_bin);
  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline0");
  /* the links inside the bin and the source's link come from stats */
  g_assert_nonnull (gp_graph_lookup_link (graph, "videoconvert0:src->queue0:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "videotestsrc0:src->capsfilter0:sink"));
  assert_fps_plausible (plain, "videoconvert0:src->queue0:sink");

  session = load (bin_capture->log, bin_capture->dot);
  graph = gp_session_get_graph (session);
  g_assert_cmpstr (gp_graph_lookup_element (graph, "videoconvert0")->bin, ==, "bin0");
  g_assert_cmpstr (gp_graph_lookup_element (graph, "queue0")->bin, ==, "bin0");
  link = gp_graph_lookup_link (graph, "videoconvert0:src->queue0:sink");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
  g_assert_nonnull (link->format);
  /* the queue inside the bin counts */
  g_ptr_array_unref (assert_findings (session, hot_ok, hot_only, NULL));
}

/* Without any queue, QUEUE fires (verified, so medium) on the sink, with
 * its patch; OK is withdrawn. */
static void
test_no_queue (void)
{
  static const char * const pipeline[] = {
    "videotestsrc", "is-live=true", "num-buffers=60", "!", CAPS, "!", "videoconvert", "!",
    "fakesink", NULL
  };
  static const char * const allowed[] = { "HOT", "QUEUE", NULL };
  static const char * const required[] = { "HOT", "QUEUE", NULL };
  static const char * const medium[] = { "QUEUE", NULL };
  Capture *c = capture ("GST_TRACER:7", pipeline);
  g_autoptr(GpSession) session = load (c->log, c->dot);
  g_autoptr(GPtrArray) findings = assert_findings (session, allowed, required, medium);
  GpFinding *queue = g_ptr_array_index (findings, 0);

  g_assert_cmpstr (queue->id, ==, "F-QUEUE");
  g_assert_cmpint (queue->severity, ==, GP_SEVERITY_MEDIUM);
  g_assert_cmpuint (queue->target_elements->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (queue->target_elements, 0), ==, "fakesink0");
  g_assert_nonnull (queue->fix_patch);
  g_assert_cmpstr (json_object_get_string_member (queue->fix_patch, "kind"), ==, "insert-element");
  g_assert_cmpstr (json_object_get_string_member (queue->fix_patch, "before"), ==, "fakesink0");
  g_assert_cmpstr (json_object_get_string_member (queue->fix_patch, "element"), ==, "queue");
  capture_free (c);
}

static void
test_wrap_caps_events (void)
{
  Capture *c;
  g_autoptr(GpSession) session = NULL;
  GpGraph *graph;

  /* wrap mode adds GST_EVENT:5: caps come from the caps events */
  wrap_capture = capture ("GST_TRACER:7,GST_EVENT:5", linear_pipeline);
  c = wrap_capture;
  session = load (c->log, NULL);
  graph = gp_session_get_graph (session);

  g_assert_cmpuint (gp_session_get_info (session)->parse.caps_events, >, 0);
  g_assert_cmpuint (gp_session_get_info (session)->parse.unparsed, <=, 10);
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 4);
  assert_link_ids (graph, linear_links);
  for (guint i = 0; i < 4; i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
      g_assert_nonnull (link->format);
      g_assert_cmpstr (link->media, ==, "video/x-raw");
    }
}

static char *
gzip_file (const char *path)
{
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, -1);
  g_autoptr(GFile) in = g_file_new_for_path (path);
  g_autofree char *gz_path = g_strconcat (path, ".gz", NULL);
  g_autoptr(GFile) out = g_file_new_for_path (gz_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileInputStream) raw_in = g_file_read (in, NULL, &error);
  g_autoptr(GFileOutputStream) raw_out = NULL;
  g_autoptr(GOutputStream) conv = NULL;

  g_assert_no_error (error);
  raw_out = g_file_replace (out, NULL, FALSE, G_FILE_CREATE_NONE, NULL, &error);
  g_assert_no_error (error);
  conv = g_converter_output_stream_new (G_OUTPUT_STREAM (raw_out), G_CONVERTER (compressor));
  g_output_stream_splice (conv, G_INPUT_STREAM (raw_in),
                          G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                          NULL, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&gz_path);
}

static void
test_gzip (void)
{
  Capture *c = get_linear ();
  g_autofree char *gz = gzip_file (c->log);
  g_autoptr(GpSession) plain = load (c->log, NULL);
  g_autoptr(GpSession) packed = load (gz, c->dot);
  GpSessionInfo *a = gp_session_get_info (plain);
  GpSessionInfo *b = gp_session_get_info (packed);
  GpGraph *graph = gp_session_get_graph (packed);

  g_assert_cmpuint (a->parse.lines, ==, b->parse.lines);
  g_assert_cmpuint (a->parse.records, ==, b->parse.records);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (plain)), ==,
                    gp_series_get_n_windows (gp_session_get_series (packed)));
  g_assert_cmpuint (gp_session_get_n_events (plain), ==, gp_session_get_n_events (packed));
  assert_link_ids (graph, linear_links);
  g_assert_cmpint (gp_graph_link (graph, 0)->memory, ==, GP_MEMORY_SYSMEM);
}

static void
test_cli_analyze (void)
{
  Capture *c = get_linear ();
  g_autofree char *out = g_build_filename (c->dir, "session.json", NULL);
  g_autofree char *gz = g_strconcat (c->log, ".gz", NULL);
  g_autoptr(GpCliResult) res = NULL;
  g_autoptr(GpCliResult) plain = NULL;
  g_autoptr(GpCliResult) packed = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *graph, *first;
  JsonArray *links;

  /* analyze LOG --dot DOT: 4 links, videotestsrc0 first, nothing above info */
  res = gp_test_run_clivp ("analyze", c->log, "--dot", c->dot, "--out", out, NULL);
  if (res->status != 0)
    g_printerr ("stdout:\n%s\nstderr:\n%s\n", res->out, res->err);
  g_assert_cmpint (res->status, ==, 0);
  g_assert_nonnull (strstr (res->out, "gst-profile verdict"));

  json_parser_load_from_file (parser, out, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "schema"), ==, "gst-profile/1");
  graph = json_object_get_object_member (root, "graph");
  links = json_object_get_array_member (graph, "links");
  g_assert_cmpuint (json_array_get_length (links), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (links, i), "memory"),
                     ==, "sysmem");
  first = json_array_get_object_element (json_object_get_array_member (graph, "elements"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "id"), ==, "videotestsrc0");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (
                     json_object_get_object_member (root, "session"), "parse"), "unparsed"), ==,
                   census (c->log).unparsed);

  /* the log alone, and gzip-compressed */
  plain = gp_test_run_clivp ("analyze", c->log, NULL);
  g_assert_cmpint (plain->status, ==, 0);
  if (!g_file_test (gz, G_FILE_TEST_EXISTS))
    g_free (gzip_file (c->log));
  packed = gp_test_run_clivp ("analyze", gz, NULL);
  g_assert_cmpint (packed->status, ==, 0);
  g_assert_cmpstr (packed->out, ==, plain->out);
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/integration/log-capture/linear", test_linear);
  g_test_add_func ("/gp/integration/log-capture/linear-dot", test_linear_dot);
  g_test_add_func ("/gp/integration/log-capture/tee", test_tee);
  g_test_add_func ("/gp/integration/log-capture/bin", test_bin);
  g_test_add_func ("/gp/integration/log-capture/no-queue", test_no_queue);
  g_test_add_func ("/gp/integration/log-capture/wrap-caps-events", test_wrap_caps_events);
  g_test_add_func ("/gp/integration/log-capture/gzip", test_gzip);
  g_test_add_func ("/gp/integration/log-capture/cli-analyze", test_cli_analyze);

  ret = g_test_run ();

  g_clear_pointer (&linear_capture, capture_free);
  g_clear_pointer (&tee_capture, capture_free);
  g_clear_pointer (&bin_capture, capture_free);
  g_clear_pointer (&wrap_capture, capture_free);
  return ret;
}
