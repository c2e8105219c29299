/* test-session-json.c
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gp-error.h"
#include "gp-session-json.h"
#include "gp-test-util.h"

static const char * const fixtures[] = {
  "jetson-hw-loopback.json",
  "jetson-zc-break.json",
  "orin-nx-jp6-healthy.json",
  "orin-nx-jp6-no-queue.json",
  "orin-nx-jp6-sw.json",
  "orin-nx-jp6-zc-break.json",
  "software-healthy.json",
};

static GpSession *
load_text (const char  *text,
           GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return gp_session_load_from_bytes (bytes, error);
}

static GpSession *
load_fixture (const char *name,
              char      **contents)
{
  g_autofree char *path = gp_test_fixture (name);
  g_autoptr(GError) error = NULL;
  char *text = gp_test_read_file (path);
  GpSession *session = load_text (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  if (contents)
    *contents = text;
  else
    g_free (text);
  return session;
}

static void
test_load_fixtures (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autoptr(GpSession) session = load_fixture (fixtures[i], NULL);
      GpGraph *graph = gp_session_get_graph (session);

      g_assert_cmpuint (gp_graph_n_elements (graph), >, 0);
      g_assert_cmpuint (gp_graph_n_links (graph), >, 0);
      g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >, 0);
    }
}

static void
test_zc_break_model (void)
{
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-zc-break.json", NULL);
  GpGraph *graph = gp_session_get_graph (session);
  GpSeries *series = gp_session_get_series (session);
  GpSessionInfo *info = gp_session_get_info (session);
  GpTarget *target = gp_session_get_target (session);
  GpElement *enc;
  GpLink *link;
  GpElementSeries *es;
  GpLinkSeries *ls;

  g_assert_cmpstr (info->id, ==, "20260819T165720");
  g_assert_cmpfloat_with_epsilon (info->duration_s, 12.318, 1e-9);
  g_assert_cmpstr (info->mode, ==, "run");
  g_assert_true (g_str_has_prefix (info->launch, "videotestsrc is-live=true ! "));
  g_assert_true (info->has_parse);
  g_assert_cmpuint (info->parse.lines, ==, 22305);
  g_assert_cmpstr (target->platform, ==, "jetson");
  g_assert_cmpstr (target->l4t, ==, "36.4.3");
  g_assert_true (target->capabilities.tegrastats);
  g_assert_false (target->capabilities.queue_levels);

  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline0");
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 14);
  enc = gp_graph_lookup_element (graph, "nvv4l2h264enc0");
  g_assert_nonnull (enc);
  g_assert_cmpstr (gp_str_map_lookup (enc->props, "peak-bitrate"), ==, "4000000");
  g_assert_cmpstr (gp_str_map_lookup (enc->pads, "sink"), ==, "sink");
  g_assert_true (gp_graph_lookup_element (graph, "pipeline0")->is_bin);

  link = gp_graph_lookup_link (graph, "capsfilter3:src->nvvconv2:sink");
  g_assert_nonnull (link);
  g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
  g_assert_cmpstr (link->src_element, ==, "capsfilter3");
  g_assert_cmpstr (link->sink_pad, ==, "sink");
  g_assert_cmpstr (link->format, ==, "NV12");

  g_assert_cmpuint (gp_series_get_n_windows (series), ==, 49);
  es = gp_series_lookup_element (series, "nvvconv0");
  g_assert_nonnull (es);
  g_assert_true (gp_is_null (gp_column_get (es->proc_ms_p95, 0)));
  g_assert_cmpfloat (gp_column_get (es->proc_ms_p95, 1), ==, 143.933411);
  g_assert_cmpint (g_array_index (es->buffers, GpCount, 1), ==, 10);
  ls = gp_series_lookup_link (series, "capsfilter0:src->nvvconv0:sink");
  g_assert_cmpfloat (gp_column_get (ls->fps, 1), ==, 36.0);
  g_assert_cmpint (g_array_index (ls->stalled, guint8, 1), ==, 0);
  g_assert_cmpuint (gp_session_get_n_events (session), ==, 163);
  g_assert_cmpstr (gp_session_get_event (session, 0)->kind, ==, "state-changed");
}

/* The reference writes json.dumps(d): our writer must give the same bytes
 * back for a compact recording when nothing changed. */
static void
test_byte_identical_roundtrip (void)
{
  static const char * const compact[] = {
    "orin-nx-jp6-healthy.json", "orin-nx-jp6-no-queue.json", "orin-nx-jp6-sw.json",
    "orin-nx-jp6-zc-break.json", "software-healthy.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (compact); i++)
    {
      g_autofree char *original = NULL;
      g_autoptr(GpSession) session = load_fixture (compact[i], &original);
      g_autofree char *text = gp_session_to_string (session);

      g_assert_cmpstr (text, ==, g_strchomp (original));
    }
}

static void
test_unknown_keys_preserved (void)
{
  g_autofree char *text = NULL;
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "s.json", NULL);
  g_autofree char *saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSession) again = NULL;
  const char *doc =
    "{\"schema\": \"gst-profile/1\", \"x_top\": {\"keep\": [1, 2]},"
    " \"session\": {\"id\": \"s1\", \"x_note\": \"hello\"},"
    " \"target\": {\"platform\": \"generic\"},"
    " \"graph\": {\"elements\": [{\"id\": \"a\", \"x_el\": true}], \"links\": []},"
    " \"series\": {\"window_ms\": 250, \"t\": [0.0], \"x_series\": 7}}";

  session = load_text (doc, &error);
  g_assert_no_error (error);
  gp_session_save (session, out, &error);
  g_assert_no_error (error);
  saved = gp_test_read_file (out);
  g_assert_nonnull (strstr (saved, "\"x_top\": {\"keep\": [1, 2]}"));
  g_assert_nonnull (strstr (saved, "\"x_note\": \"hello\""));
  g_assert_nonnull (strstr (saved, "\"x_el\": true"));
  g_assert_nonnull (strstr (saved, "\"x_series\": 7"));
  g_assert_nonnull (strstr (saved, "\"findings\": []"));

  again = load_text (saved, &error);
  g_assert_no_error (error);
  text = gp_session_to_string (again);
  g_assert_cmpstr (text, ==, saved);
}

static void
test_model_roundtrip (void)
{
  /* A session built in memory (as from a log) saves and loads back. */
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpSession) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GpGraph *graph = gp_session_get_graph (session);
  GpSeries *series = gp_session_get_series (session);
  GpElement *e;
  GpElementSeries *es;
  GpLinkSeries *ls;
  GpLink *link;

  e = gp_graph_ensure_element (graph, "videotestsrc0", NULL);
  g_free (e->factory);
  e->factory = g_strdup ("videotestsrc");
  gp_str_map_set (e->props, "is-live", "TRUE", TRUE);
  gp_str_map_set (e->pads, "src", "src", TRUE);
  gp_graph_ensure_element (graph, "fakesink0", NULL);
  link = gp_graph_ensure_link (graph, "videotestsrc0", "src", "fakesink0", "sink", NULL);
  g_free (link->caps);
  link->caps = g_strdup ("video/x-raw format: I420");
  link->memory = GP_MEMORY_SYSMEM;
  link->format = g_strdup ("I420");
  gp_series_append_window (series, 0.0);
  es = gp_series_ensure_element (series, "videotestsrc0");
  gp_series_append_window (series, 0.25);
  g_array_index (es->proc_ms_p95, double, 1) = 1.5;
  g_array_index (es->buffers, GpCount, 1) = 8;
  ls = gp_series_ensure_link (series, link->id);
  g_array_index (ls->fps, double, 1) = 32.0;
  g_array_index (ls->stalled, guint8, 0) = 1;
  gp_session_set_thread (session, "12:videotestsrc0:s", 4.0);
  gp_session_add_event (session, 0.013, "state-changed", "GstMessageStateChanged");

  text = gp_session_to_string (session);
  g_assert_true (g_str_has_prefix (text, "{\"schema\": \"gst-profile/1\", \"session\": {"));
  g_assert_nonnull (strstr (text, "\"proc_ms_p95\": [null, 1.5]"));
  g_assert_nonnull (strstr (text, "\"buffers\": [0, 8]"));
  g_assert_nonnull (strstr (text, "\"fps\": [null, 32.0], \"bytes_s\": [null, null], \"stalled\": [true, false]"));
  g_assert_nonnull (strstr (text, "\"threads\": {\"12:videotestsrc0:s\": 4.0}"));
  g_assert_null (strstr (text, "rss_bytes"));
  /* Ours beyond the reference schema: absent until measured. */
  g_assert_null (strstr (text, "held_buffers"));
  g_assert_null (strstr (text, "mem_available_bytes"));
  g_assert_null (strstr (text, "whereabouts"));

  bytes = g_bytes_new (text, strlen (text));
  again = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  text2 = gp_session_to_string (again);
  g_assert_cmpstr (text2, ==, text);
}

/* The whereabouts columns and MemAvailable: written when measured, read back. */
static void
test_held_columns (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  GpSeries *series = gp_session_get_series (session);
  GpElementSeries *es;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GpSession) again = NULL;
  g_autoptr(GError) error = NULL;
  GpElementSeries *back;

  gp_graph_ensure_element (gp_session_get_graph (session), "queue1", NULL);
  gp_series_append_window (series, 0.0);
  gp_series_append_window (series, 0.25);
  es = gp_series_ensure_element (series, "queue1");
  g_array_index (es->held_buffers, double, 1) = 12;
  g_array_index (es->held_bytes, double, 1) = 1382400;
  g_array_index (es->oldest_held_ms, double, 1) = 400.5;
  g_array_index (gp_series_get_system (series)->mem_available_bytes, double, 0) = 8e9;

  gp_session_get_target (session)->capabilities.whereabouts = GP_WHEREABOUTS_EXACT;

  text = gp_session_to_string (session);
  g_assert_nonnull (strstr (text, "\"tegrastats\": false, \"whereabouts\": \"exact\"}"));
  g_assert_nonnull (strstr (text, "\"held_buffers\": [null, 12.0]"));
  g_assert_nonnull (strstr (text, "\"held_bytes\": [null, 1382400.0]"));
  g_assert_nonnull (strstr (text, "\"oldest_held_ms\": [null, 400.5]"));
  g_assert_nonnull (strstr (text, "\"mem_available_bytes\": [8000000000.0, null]"));

  bytes = g_bytes_new (text, strlen (text));
  again = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  back = gp_series_lookup_element (gp_session_get_series (again), "queue1");
  g_assert_nonnull (back);
  g_assert_cmpfloat (g_array_index (back->held_bytes, double, 1), ==, 1382400);
  g_assert_true (gp_is_null (g_array_index (back->held_bytes, double, 0)));
  g_assert_cmpint (gp_session_get_target (again)->capabilities.whereabouts, ==, GP_WHEREABOUTS_EXACT);
  text2 = gp_session_to_string (again);
  g_assert_cmpstr (text2, ==, text);
}

static void
check_invalid (const char *doc,
               const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = load_text (doc, &error);

  g_assert_null (session);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  if (strstr (error->message, message_part) == NULL)
    g_error ("expected '%s' in '%s'", message_part, error->message);
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_invalid (void)
{
  check_invalid ("", "empty");
  check_invalid ("[1, 2]", "the top level is an array, not an object with \"schema\"");
  check_invalid ("\xef\xbb\xbfnull", "the top level is null");
  check_invalid (" \"x\"", "the top level is a string");
  check_invalid ("3", "the top level is a number");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {", "invalid JSON");
  /* Cut short (inside a string, after a value, on a later line): said so;
   * an open bracket whose error is further up is another fault. */
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {", "invalid JSON, truncated: <data>:1:");
  check_invalid ("{\"schema\": \"gst-prof", "invalid JSON, truncated: ");
  check_invalid ("{\n  \"schema\": \"gst-profile/1\",\n  \"t\": [0.0, 1.5", "invalid JSON, truncated: <data>:3:");
  check_invalid ("{\"schema\": \"gst-profile/1\",, \"t\": [0]}", "invalid JSON: <data>:1:");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"t\": [0, 1}, \"x\": 1, \"y\": 2, \"z\": 3, "
                 "\"padding\": \"a long enough tail after the fault to be beyond the last characters\"}",
                 "invalid JSON: <data>:1:");
  check_invalid ("{\"foo\": 1}", "no 'schema'");
  check_invalid ("{\"schema\": \"other/2\"}", "schema is 'other/2'");
  check_invalid ("{\"schema\": \"gst-profile/1\"}", "missing key 'session'");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, \"graph\": {\"elements\": []}}",
                 "missing key 'graph.links'");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, \"graph\": {\"elements\": {}, \"links\": []}}",
                 "'graph.elements' is an object, not an array");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {\"duration_s\": \"x\"}, \"target\": {}}",
                 "'session.duration_s' is a string, not a number");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, "
                 "\"graph\": {\"elements\": [{\"id\": 3}], \"links\": []}}",
                 "'graph.elements[0].id'");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, "
                 "\"graph\": {\"elements\": [], \"links\": []}, \"series\": {\"t\": [0, \"a\"]}}",
                 "'series.t[1]' is a string");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, "
                 "\"graph\": {\"elements\": [], \"links\": []}, \"series\": {\"t\": [0], "
                 "\"elements\": {\"a\": {\"cpu_pct\": [\"x\"]}}}}",
                 "'series.elements.a.cpu_pct[0]'");
  check_invalid ("{\"schema\": \"gst-profile/1\", \"label\": \"\xff\xfe\"}", "UTF-8");
}

static void
test_deep_nesting (void)
{
  GString *s = g_string_new ("{\"schema\": \"gst-profile/1\", \"x\": ");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (s, '[');
  check_invalid (s->str, "nested too deeply");
  g_string_free (s, TRUE);
}

/* A UTF-8 BOM before the document: the same session, through the quick
 * path (byte scan, series reader) and through json-glib's whole tree
 * (which a comment sends it to). */
static void
test_bom (void)
{
  g_autofree char *text = NULL;
  g_autoptr(GpSession) plain = load_fixture ("orin-nx-jp6-zc-break.json", &text);
  g_autofree char *bom = g_strconcat ("\xef\xbb\xbf", text, NULL);
  g_autofree char *tree = NULL;
  g_autofree char *want = gp_session_to_string (plain);
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) quick = load_text (bom, &error);
  g_autoptr(GpSession) whole = NULL;
  g_autofree char *got_quick = NULL;
  g_autofree char *got_whole = NULL;

  g_assert_no_error (error);
  got_quick = gp_session_to_string (quick);
  g_assert_cmpstr (got_quick, ==, want);

  /* A comment in the series: the reader refuses it, json-glib does not. */
  {
    g_autoptr(GString) s = g_string_new ("\xef\xbb\xbf");

    g_string_append (s, text);
    g_assert_cmpuint (g_string_replace (s, "\"series\": {", "\"series\": { /* json-glib only */", 1), ==, 1);
    tree = g_string_free (g_steal_pointer (&s), FALSE);
  }
  whole = load_text (tree, &error);
  g_assert_no_error (error);
  got_whole = gp_session_to_string (whole);
  g_assert_cmpstr (got_whole, ==, want);

  /* Only a leading one: a BOM anywhere else is not whitespace. */
  check_invalid (" \xef\xbb\xbf{}", "the top level is not a JSON object");
}

static void
test_save_atomic (void)
{
  g_autoptr(GpSession) session = load_fixture ("jetson-zc-break.json", NULL);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "out.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "missing-dir", "out.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  guint n = 0;

  g_assert_true (gp_session_save (session, out, &error));
  g_assert_no_error (error);
  g_assert_true (gp_session_save (session, out, &error));
  /* No temp file left behind. */
  d = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (d) != NULL)
    n++;
  g_assert_cmpuint (n, ==, 1);

  g_assert_false (gp_session_save (session, bad, &error));
  g_assert_error (error, GP_ERROR, GP_ERROR_UNREADABLE);
}

/* A renamed element (its id qualified by its bin): links, series and children follow, and the
 * instance name is saved beside the id and read back. */
static void
test_rename_element (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpSession) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GpGraph *graph = gp_session_get_graph (session);
  GpSeries *series = gp_session_get_series (session);
  g_autofree char *text = NULL;
  GpElement *el;

  gp_graph_ensure_element (graph, "b", NULL)->is_bin = TRUE;
  el = gp_graph_ensure_element (graph, "q", NULL);
  el->bin = g_strdup ("b");
  gp_graph_ensure_element (graph, "src", NULL);
  gp_graph_ensure_element (graph, "sink", NULL);
  gp_graph_ensure_link (graph, "src", "src", "q", "sink", NULL);
  gp_graph_ensure_link (graph, "q", "src", "sink", "sink", NULL);
  gp_series_append_window (series, 0.0);
  gp_series_ensure_element (series, "q");
  gp_series_ensure_link (series, "q:src->sink:sink");

  g_assert_true (gp_session_rename_element (session, "q", "b/q"));
  g_assert_false (gp_session_rename_element (session, "q", "x"));
  g_assert_false (gp_session_rename_element (session, "src", "sink"));
  el = gp_graph_lookup_element (graph, "b/q");
  g_assert_nonnull (el);
  g_assert_null (gp_graph_lookup_element (graph, "q"));
  g_assert_cmpstr (gp_element_get_name (el), ==, "q");
  g_assert_nonnull (gp_graph_lookup_link (graph, "src:src->b/q:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "b/q:src->sink:sink"));
  g_assert_null (gp_graph_lookup_link (graph, "q:src->sink:sink"));
  g_assert_cmpuint (gp_graph_n_links_from (graph, "b/q"), ==, 1);
  g_assert_cmpuint (gp_graph_n_links_to (graph, "b/q"), ==, 1);
  g_assert_cmpuint (gp_graph_n_links_from (graph, "src"), ==, 1);
  g_assert_cmpuint (gp_graph_n_links_from (graph, "q"), ==, 0);
  g_assert_nonnull (gp_series_lookup_element (series, "b/q"));
  g_assert_null (gp_series_lookup_element (series, "q"));
  g_assert_nonnull (gp_series_lookup_link (series, "b/q:src->sink:sink"));

  /* a bin renamed: its children follow */
  g_assert_true (gp_session_rename_element (session, "b", "top/b"));
  g_assert_cmpstr (gp_graph_lookup_element (graph, "b/q")->bin, ==, "top/b");

  text = gp_session_to_string (session);
  g_assert_nonnull (strstr (text, "\"id\": \"b/q\", \"name\": \"q\""));
  g_assert_null (strstr (text, "\"name\": \"src\""));
  bytes = g_bytes_new (text, strlen (text));
  back = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_element_get_name (gp_graph_lookup_element (gp_session_get_graph (back), "b/q")), ==, "q");
  g_assert_null (gp_graph_lookup_element (gp_session_get_graph (back), "src")->name);
}

/* An event's element (ours, beyond the reference): written when known, read
 * back by the quick load and by json-glib (a document the quick scan does
 * not split), renamed with its element. */
static void
test_event_element (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpSession) back = NULL;
  g_autoptr(GpSession) slow = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) slow_bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *slow_text = NULL;
  const GpEvent *event;

  gp_graph_ensure_element (gp_session_get_graph (session), "q", NULL);
  gp_series_append_window (gp_session_get_series (session), 0.0);
  gp_session_add_element_event (session, 0.04, "state-changed", "q",
                                "GstMessageStateChanged, old-state=(GstState)null, new-state=(GstState)ready;");
  gp_session_add_event (session, 1.5, "child-exit", "exit code 0");
  gp_session_add_element_event (session, 0.05, "eos", "", "GstMessageEOS;");

  text = gp_session_to_string (session);
  g_assert_nonnull (strstr (text, "\"kind\": \"state-changed\", \"text\": \"GstMessageStateChanged, "
                                  "old-state=(GstState)null, new-state=(GstState)ready;\", \"element\": \"q\"}"));
  g_assert_nonnull (strstr (text, "\"text\": \"exit code 0\"}"));
  g_assert_null (strstr (text, "\"element\": \"\""));

  bytes = g_bytes_new (text, strlen (text));
  back = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gp_session_get_n_events (back), ==, 3);
  g_assert_cmpstr (gp_session_get_event (back, 0)->element, ==, "q");
  g_assert_null (gp_session_get_event (back, 1)->element);
  g_assert_null (gp_session_get_event (back, 2)->element);

  /* A duplicate key makes the quick scan hand the document to json-glib. */
  slow_text = g_strconcat ("{\"schema\": \"x\", ", text + 1, NULL);
  slow_bytes = g_bytes_new (slow_text, strlen (slow_text));
  slow = gp_session_load_from_bytes (slow_bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_session_get_event (slow, 0)->element, ==, "q");
  g_assert_null (gp_session_get_event (slow, 1)->element);

  g_assert_true (gp_session_rename_element (back, "q", "bin0/q"));
  event = gp_session_get_event (back, 0);
  g_assert_cmpstr (event->element, ==, "bin0/q");
  g_assert_cmpstr (event->kind, ==, "state-changed");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/unit/session-json/load-fixtures", test_load_fixtures);
  g_test_add_func ("/gp/unit/session-json/rename-element", test_rename_element);
  g_test_add_func ("/gp/unit/session-json/zc-break-model", test_zc_break_model);
  g_test_add_func ("/gp/unit/session-json/byte-identical-roundtrip", test_byte_identical_roundtrip);
  g_test_add_func ("/gp/unit/session-json/unknown-keys-preserved", test_unknown_keys_preserved);
  g_test_add_func ("/gp/unit/session-json/model-roundtrip", test_model_roundtrip);
  g_test_add_func ("/gp/unit/session-json/held-columns", test_held_columns);
  g_test_add_func ("/gp/unit/session-json/event-element", test_event_element);
  g_test_add_func ("/gp/unit/session-json/invalid", test_invalid);
  g_test_add_func ("/gp/unit/session-json/deep-nesting", test_deep_nesting);
  g_test_add_func ("/gp/unit/session-json/bom", test_bom);
  g_test_add_func ("/gp/unit/session-json/save-atomic", test_save_atomic);
  return g_test_run ();
}
