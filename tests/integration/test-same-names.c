/* test-same-names.c: elements of one name in different bins, from a real gst-launch-1.0 run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Two bins each holding a `tee`, a `src-queue` and a `fake-sink`, as multi-source DeepStream
 * apps name their source bins' children: the dump keeps both copies apart with ids qualified by
 * their bin, the stats records' links land on the right copy, the latency records (which carry
 * the element's address) too; a log without its dump keeps the copies apart as "tee", "tee#2";
 * `gst-profile run` of the same string gives the same graph. */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-dot.h"
#include "gp-launch-map.h"
#include "gp-loader.h"
#include "gp-pymath.h"
#include "gp-test-capture.h"
#include "gp-test-util.h"

#define BIN(n) "bin.(", "name=uri-source-" n, "videotestsrc", "num-buffers=60", "!", "tee", "name=tee", "!", \
               "queue", "name=src-queue", "!", "fakesink", "name=fake-sink", ")"

static const char * const pipeline[] = { BIN ("1"), BIN ("2"), NULL };

/* Four source bins whose children all bear the same names (the source too), joined by ghost
 * pads to one compositor: only the compositor's pads (sink_0…3), reached through the bins' proxy
 * pads, tell the copies apart. Each source sends 10·k buffers, so every copy's links must carry
 * exactly its own source's count. */
#define MUX_BIN(n, k) "bin.(", "name=uri-source-" n, "videotestsrc", "name=src", "num-buffers=" k, "!", \
                      "tee", "name=tee", "!", "queue", "name=src-queue", "!", "mux.sink_N", ")"

static const char * const mux_pipeline[] = {
  "compositor", "name=mux", "!", "fakesink", "name=out",
  MUX_BIN ("1", "10"), MUX_BIN ("2", "20"), MUX_BIN ("3", "30"), MUX_BIN ("4", "40"), NULL
};

typedef struct
{
  char *dir;
  char *log;
  char *dot;
} Capture;

static Capture plain;
static Capture mux;

static void
capture_into (Capture            *c,
              const char * const *words)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  guint sink = 0;

  if (c->log != NULL)
    return;
  c->dir = gp_test_tmpdir ();
  for (guint i = 0; words[i] != NULL; i++)
    g_ptr_array_add (argv, strcmp (words[i], "mux.sink_N") == 0 ? g_strdup_printf ("mux.sink_%u", sink++)
                                                               : g_strdup (words[i]));
  g_ptr_array_add (argv, NULL);
  c->log = gp_test_capture_log (c->dir, (const char * const *) argv->pdata, &c->dot);
}

static void
capture (void)
{
  capture_into (&plain, pipeline);
}

static GpSession *
load_capture (Capture  *c,
              gboolean  with_dot)
{
  const char *dots[] = { c->dot, NULL };
  g_autoptr(GError) error = NULL;
  GpSession *session;

  session = gp_load_path (c->log, with_dot ? dots : NULL, NULL, &error);
  g_assert_no_error (error);
  return session;
}

static GpSession *
load (gboolean with_dot)
{
  capture ();
  return load_capture (&plain, with_dot);
}

static void
assert_link (GpGraph    *graph,
             const char *id)
{
  if (gp_graph_lookup_link (graph, id) == NULL)
    g_error ("no link %s", id);
}

/* Each copy's chain, and no link across the bins. */
static void
assert_copies (GpGraph *graph)
{
  static const char * const bins[] = { "uri-source-1", "uri-source-2" };

  for (guint b = 0; b < 2; b++)
    {
      static const char * const names[] = { "tee", "src-queue", "fake-sink" };
      g_autofree char *src = g_strdup_printf ("videotestsrc%u:src->%s/tee:sink", b, bins[b]);
      g_autofree char *l1 = g_strdup_printf ("%s/tee:src_0->%s/src-queue:sink", bins[b], bins[b]);
      g_autofree char *l2 = g_strdup_printf ("%s/src-queue:src->%s/fake-sink:sink", bins[b], bins[b]);

      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *id = g_strdup_printf ("%s/%s", bins[b], names[i]);
          GpElement *el = gp_graph_lookup_element (graph, id);

          g_assert_nonnull (el);
          g_assert_cmpstr (gp_element_get_name (el), ==, names[i]);
          g_assert_cmpstr (el->bin, ==, bins[b]);
        }
      assert_link (graph, src);
      assert_link (graph, l1);
      assert_link (graph, l2);
    }
  g_assert_null (gp_graph_lookup_element (graph, "tee"));
  g_assert_null (gp_graph_lookup_element (graph, "tee#2"));
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 6);
}

static void
test_dump (void)
{
  g_autofree char *text = NULL;
  g_autoptr(GpDotGraph) dot = NULL;
  g_autoptr(GError) error = NULL;
  GpGraph *graph = gp_graph_new ();

  capture ();
  text = gp_test_read_file (plain.dot);
  dot = gp_dot_parse (text, -1, &error);
  g_assert_no_error (error);
  gp_dot_graph_merge (dot, graph, "generic");
  assert_copies (graph);
  /* unique names stay bare */
  g_assert_nonnull (gp_graph_lookup_element (graph, "videotestsrc0"));
  g_assert_null (gp_graph_lookup_element (graph, "videotestsrc0")->name);
  gp_graph_free (graph);
}

static void
test_log_and_dump (void)
{
  g_autoptr(GpSession) session = load (TRUE);
  GpGraph *graph = gp_session_get_graph (session);
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GPtrArray) keys = gp_series_element_keys (series);

  assert_copies (graph);
  /* each copy's links carried its own buffers */
  g_assert_nonnull (gp_series_lookup_link (series, "uri-source-1/tee:src_0->uri-source-1/src-queue:sink"));
  g_assert_nonnull (gp_series_lookup_link (series, "uri-source-2/tee:src_0->uri-source-2/src-queue:sink"));
  /* element latency by address: both copies measured, nothing left under a bare name */
  g_assert_nonnull (gp_series_lookup_element (series, "uri-source-1/src-queue"));
  g_assert_nonnull (gp_series_lookup_element (series, "uri-source-2/src-queue"));
  for (guint i = 0; i < keys->len; i++)
    g_assert_nonnull (gp_graph_lookup_element (graph, g_ptr_array_index (keys, i)));
}

static void
test_log_alone (void)
{
  g_autoptr(GpSession) session = load (FALSE);
  GpGraph *graph = gp_session_get_graph (session);
  GpElement *second = gp_graph_lookup_element (graph, "tee#2");

  /* no dump: the copies stay apart, each with its own links */
  g_assert_nonnull (gp_graph_lookup_element (graph, "tee"));
  g_assert_nonnull (second);
  g_assert_cmpstr (gp_element_get_name (second), ==, "tee");
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 6);
  g_assert_nonnull (gp_graph_lookup_link (graph, "videotestsrc0:src->tee:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "videotestsrc1:src->tee#2:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "tee#2:src_0->src-queue#2:sink"));
}

/* Buffers a link carried over the whole session. */
static double
link_buffers (GpSeries   *series,
              const char *id)
{
  GpLinkSeries *ls = gp_series_lookup_link (series, id);
  double sum = 0;

  if (ls == NULL)
    g_error ("no series for link %s", id);
  for (guint i = 0; i < ls->fps->len; i++)
    if (!gp_is_null (g_array_index (ls->fps, double, i)))
      sum += g_array_index (ls->fps, double, i) * gp_series_get_window_ms (series) / 1000.0;
  return sum;
}

static void
test_symmetric (void)
{
  g_autoptr(GpSession) session = NULL;
  GpGraph *graph;
  GpSeries *series;

  capture_into (&mux, mux_pipeline);
  session = load_capture (&mux, TRUE);
  graph = gp_session_get_graph (session);
  series = gp_session_get_series (session);

  for (guint k = 1; k <= 4; k++)
    {
      g_autofree char *src = g_strdup_printf ("uri-source-%u/src:src->uri-source-%u/tee:sink", k, k);
      g_autofree char *tee = g_strdup_printf ("uri-source-%u/tee:src_0->uri-source-%u/src-queue:sink", k, k);
      g_autofree char *out = g_strdup_printf ("uri-source-%u/src-queue:src->mux:sink_%u", k, k - 1);
      g_autofree char *queue = g_strdup_printf ("uri-source-%u/src-queue", k);

      assert_link (graph, out);
      g_assert_cmpfloat_with_epsilon (link_buffers (series, src), 10.0 * k, 0.01);
      g_assert_cmpfloat_with_epsilon (link_buffers (series, tee), 10.0 * k, 0.01);
      {
        g_autofree char *bin = g_strdup_printf ("uri-source-%u", k);

        g_assert_cmpstr (gp_graph_lookup_element (graph, queue)->bin, ==, bin);
      }
    }
  g_assert_null (gp_graph_lookup_element (graph, "src"));
  g_assert_null (gp_graph_lookup_element (graph, "src#2"));
}

static void
test_run (void)
{
  g_autofree char *tmp = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (tmp, "s.json", NULL);
  g_autofree char *launch = g_strjoinv (" ", (char **) pipeline);
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("run", launch, "--out", out, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = NULL;

  if (res->status != 0)
    g_printerr ("%s\n%s\n", res->out, res->err);
  g_assert_cmpint (res->status, ==, 0);
  session = gp_load_path (out, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_copies (gp_session_get_graph (session));
  /* each copy maps back onto its own `name=` token of the launch string */
  {
    GpSessionInfo *info = gp_session_get_info (session);
    g_autoptr(GpLaunch) parsed = gp_launch_parse (info->launch, -1, &error);
    g_autoptr(GpLaunchMap) map = NULL;

    g_assert_no_error (error);
    map = gp_launch_map_new (parsed, gp_session_get_graph (session));
    for (guint k = 1; k <= 2; k++)
      {
        g_autofree char *id = g_strdup_printf ("uri-source-%u/src-queue", k);
        g_autofree char *bin = g_strdup_printf ("uri-source-%u", k);
        const char *reason = NULL;
        const GpLaunchElement *le = gp_launch_map_lookup (map, id, &reason);

        if (le == NULL)
          g_error ("%s not mapped: %s", id, reason);
        g_assert_cmpstr (le->name, ==, "src-queue");
        g_assert_nonnull (le->parent);
        g_assert_cmpstr (le->parent->name, ==, bin);
      }
  }
  /* the session file keeps the instance name beside the qualified id */
  {
    g_autofree char *text = gp_test_read_file (out);

    g_assert_nonnull (strstr (text, "\"name\": \"src-queue\""));
  }
  gp_test_rm_rf (tmp);
}

/* Findings name the copy, and the fix patch lands in the copy's own bin of the string. */
static void
test_patch (void)
{
  static const char launch[] =
    "bin.( name=cam-1 videotestsrc is-live=true num-buffers=45 ! videoconvert name=conv ! fakesink name=sink ) "
    "bin.( name=cam-2 videotestsrc is-live=true num-buffers=45 ! videoconvert name=conv ! fakesink name=sink )";
  static const char patched[] =
    "bin.( name=cam-1 videotestsrc is-live=true num-buffers=45 ! videoconvert name=conv ! queue ! fakesink name=sink ) "
    "bin.( name=cam-2 videotestsrc is-live=true num-buffers=45 ! videoconvert name=conv ! fakesink name=sink )";
  g_autofree char *tmp = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (tmp, "s.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", launch, "--out", out, NULL);
  g_autoptr(GpCliResult) json = NULL;
  g_autoptr(GpCliResult) patch = NULL;

  g_assert_cmpint (run->status, ==, 1);   /* the medium QUEUE finding */
  json = gp_test_run_clivp ("analyze", out, "--format", "json", NULL);
  g_assert_nonnull (strstr (json->out, "\"before\": \"cam-1/sink\""));
  patch = gp_test_run_clivp ("patch", out, "--all", NULL);
  if (patch->status != 0)
    g_printerr ("%s\n%s\n", patch->out, patch->err);
  g_assert_cmpint (patch->status, ==, 0);
  g_assert_cmpstr (g_strstrip (patch->out), ==, patched);
  gp_test_rm_rf (tmp);
}

/* Our tracers' records carry the element's address: each copy's queue level and settings are
 * its own (one bin's queue unbounded behind a slow element, the other's at the defaults). */
static void
test_our_tracers (void)
{
  static const char launch[] =
    "bin.( name=uri-source-1 videotestsrc is-live=true num-buffers=60 ! tee name=tee ! queue name=src-queue ! "
    "fakesink name=fake-sink ) "
    "bin.( name=uri-source-2 videotestsrc is-live=true num-buffers=60 ! tee name=tee ! queue name=src-queue "
    "max-size-buffers=0 max-size-bytes=0 max-size-time=0 ! identity sleep-time=100000 ! fakesink name=fake-sink )";
  g_autofree char *tmp = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (tmp, "s.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", launch, "--out", out, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = NULL;
  GpGraph *graph;
  GpSeries *series;
  GpElement *bounded;
  GpElement *unbounded;
  double max1 = 0, max2 = 0;

  if (run->status > 1)
    g_printerr ("%s\n%s\n", run->out, run->err);
  g_assert_cmpint (run->status, <=, 1);
  session = gp_load_path (out, NULL, NULL, &error);
  g_assert_no_error (error);
  graph = gp_session_get_graph (session);
  series = gp_session_get_series (session);
  g_assert_true (gp_session_get_target (session)->capabilities.queue_levels);

  bounded = gp_graph_lookup_element (graph, "uri-source-1/src-queue");
  unbounded = gp_graph_lookup_element (graph, "uri-source-2/src-queue");
  g_assert_nonnull (bounded);
  g_assert_nonnull (unbounded);
  g_assert_nonnull (bounded->queue);
  g_assert_nonnull (unbounded->queue);
  g_assert_cmpint (bounded->queue->max_buffers, ==, 200);
  g_assert_cmpint (unbounded->queue->max_buffers, ==, 0);
  g_assert_cmpint (unbounded->queue->max_bytes, ==, 0);

  for (guint k = 1; k <= 2; k++)
    {
      g_autofree char *id = g_strdup_printf ("uri-source-%u/src-queue", k);
      GpElementSeries *es = gp_series_lookup_element (series, id);

      g_assert_nonnull (es);
      for (guint i = 0; i < es->queue_level->len; i++)
        {
          double v = g_array_index (es->queue_level, double, i);

          if (!gp_is_null (v))
            *(k == 1 ? &max1 : &max2) = MAX (k == 1 ? max1 : max2, v);
        }
    }
  /* 30 frames a second in, 10 out of the slow bin's queue for about 2 s */
  g_assert_cmpfloat (max2, >=, 10);
  g_assert_cmpfloat (max1, <, max2 / 2);
  gp_test_rm_rf (tmp);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/integration/same-names/dump", test_dump);
  g_test_add_func ("/gp/integration/same-names/log-and-dump", test_log_and_dump);
  g_test_add_func ("/gp/integration/same-names/log-alone", test_log_alone);
  g_test_add_func ("/gp/integration/same-names/symmetric", test_symmetric);
  g_test_add_func ("/gp/integration/same-names/run", test_run);
  g_test_add_func ("/gp/integration/same-names/patch", test_patch);
  g_test_add_func ("/gp/integration/same-names/our-tracers", test_our_tracers);
  ret = g_test_run ();
  if (plain.dir != NULL)
    gp_test_rm_rf (plain.dir);
  if (mux.dir != NULL)
    gp_test_rm_rf (mux.dir);
  return ret;
}
