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
#include "gp-loader.h"
#include "gp-test-util.h"

#define BIN(n) "bin.(", "name=uri-source-" n, "videotestsrc", "num-buffers=60", "!", "tee", "name=tee", "!", \
               "queue", "name=src-queue", "!", "fakesink", "name=fake-sink", ")"

static const char * const pipeline[] = { BIN ("1"), BIN ("2"), NULL };

static char *dir;
static char *log_path;
static char *dot_path;

static void
capture (void)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *env_file = NULL;
  g_autofree char *env_dot = NULL;
  g_autofree char *dotdir = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;

  if (log_path != NULL)
    return;
  dir = gp_test_tmpdir ();
  log_path = g_build_filename (dir, "trace.log", NULL);
  dotdir = g_build_filename (dir, "dot", NULL);
  g_assert_cmpint (g_mkdir (dotdir, 0700), ==, 0);
  env_file = g_strconcat ("GST_DEBUG_FILE=", log_path, NULL);
  env_dot = g_strconcat ("GST_DEBUG_DUMP_DOT_DIR=", dotdir, NULL);
  {
    const char *env[] = { "GST_TRACERS=latency(flags=pipeline+element);stats", "GST_DEBUG=GST_TRACER:7",
                          "GST_DEBUG_NO_COLOR=1", env_file, env_dot, NULL };

    g_ptr_array_add (argv, (char *) "gst-launch-1.0");
    g_ptr_array_add (argv, (char *) "-q");
    for (guint i = 0; pipeline[i] != NULL; i++)
      g_ptr_array_add (argv, (char *) pipeline[i]);
    g_ptr_array_add (argv, NULL);
    g_assert_cmpint (gp_test_spawn ((const char * const *) argv->pdata, env, NULL, &err), ==, 0);
  }
  d = g_dir_open (dotdir, 0, NULL);
  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".PAUSED_PLAYING.dot"))
      dot_path = g_build_filename (dotdir, name, NULL);
  g_assert_nonnull (dot_path);
}

static GpSession *
load (gboolean with_dot)
{
  const char *dots[] = { dot_path, NULL };
  g_autoptr(GError) error = NULL;
  GpSession *session;

  capture ();
  session = gp_load_path (log_path, with_dot ? dots : NULL, NULL, &error);
  g_assert_no_error (error);
  return session;
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
  text = gp_test_read_file (dot_path);
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
  /* the session file keeps the instance name beside the qualified id */
  {
    g_autofree char *text = gp_test_read_file (out);

    g_assert_nonnull (strstr (text, "\"name\": \"src-queue\""));
  }
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
  g_test_add_func ("/gp/integration/same-names/run", test_run);
  ret = g_test_run ();
  if (dir != NULL)
    gp_test_rm_rf (dir);
  return ret;
}
