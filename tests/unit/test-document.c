/* test-document.c: GpDocument's constructors on real fixtures: the findings
 * gp_rules_run() gives, the CLI's errors, a session in memory, the layout
 * made only when asked, the app's loader on the same steps
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gp-document-loader.h"
#include "gp-document-private.h"
#include "gp-json-writer.h"
#include "gp-layout-snapshot.h"
#include "gp-loader.h"
#include "gp-rules.h"
#include "gp-test-builder.h"
#include "gp-test-util.h"
#include "gp-verdict.h"

#define FIXTURE "orin-nx-jp6-zc-break.json"

/* The findings as their JSON texts, one line each. */
static char *
findings_text (GPtrArray *findings)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < findings->len; i++)
    {
      g_autoptr(JsonNode) node = gp_finding_to_json (g_ptr_array_index (findings, i));
      g_autofree char *text = gp_json_to_string (node);

      g_string_append_printf (out, "%s\n", text);
    }
  return g_string_free (out, FALSE);
}

static GpSession *
load_session (const char *path)
{
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (path, NULL, NULL, &error);

  g_assert_no_error (error);
  return session;
}

/* What a caller computes by hand from @session: the rules' findings as
 * text, and the verdict header. */
static char *
expected_findings (GpSession  *session,
                   char      **header)
{
  g_autoptr(GError) error = NULL;
  const GpRuleCatalog *catalog = gp_rule_catalog_get_default (&error);
  g_autoptr(GpAnalysis) analysis = NULL;
  g_autoptr(GPtrArray) findings = NULL;

  g_assert_no_error (error);
  analysis = gp_analysis_new (session);
  findings = gp_rules_run (analysis, catalog);
  if (header != NULL)
    *header = gp_verdict_header (analysis);
  return findings_text (findings);
}

/* Every fixture: the document's findings are gp_rules_run()'s, its verdict
 * header gp_verdict_header()'s; the session's stored findings stay unless
 * GP_DOCUMENT_LOAD_STORE_FINDINGS, which puts the document's there. */
static void
test_load_findings (void)
{
  static const char * const fixtures[] = {
    "jetson-hw-loopback.json", "jetson-zc-break.json", "orin-nx-jp6-healthy.json",
    "orin-nx-jp6-no-queue.json", "orin-nx-jp6-sw.json", "orin-nx-jp6-zc-break.json",
    "software-healthy.json",
  };
  guint with_findings = 0;

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = gp_test_fixture (fixtures[i]);
      g_autoptr(GpSession) reference = load_session (path);
      g_autofree char *header = NULL;
      g_autofree char *want = expected_findings (reference, &header);
      g_autofree char *stored = findings_text (gp_session_get_findings (reference));
      g_autoptr(GpDocument) document = NULL;
      g_autoptr(GpDocument) storing = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *got = NULL;
      g_autofree char *basename = NULL;

      document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (GP_IS_DOCUMENT (document));
      g_assert_true (gp_document_get_complete (document));
      g_assert_true (gp_document_get_findings_recomputed (document));
      g_assert_true (gp_document_get_catalog (document) == gp_rule_catalog_get_default (NULL));
      g_assert_nonnull (gp_document_get_analysis (document));
      got = findings_text (gp_document_get_findings (document));
      g_assert_cmpstr (got, ==, want);
      g_assert_cmpstr (gp_document_get_verdict_header (document), ==, header);
      basename = g_file_get_basename (gp_document_get_file (document));
      g_assert_cmpstr (basename, ==, fixtures[i]);
      with_findings += gp_document_get_findings (document)->len > 0;

      /* The session as read, its stored findings untouched. */
      g_clear_pointer (&got, g_free);
      got = findings_text (gp_session_get_findings (gp_document_get_session (document)));
      g_assert_cmpstr (got, ==, stored);

      storing = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_STORE_FINDINGS, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (gp_session_get_findings (gp_document_get_session (storing)) ==
                     gp_document_get_findings (storing));
      g_clear_pointer (&got, g_free);
      got = findings_text (gp_session_get_findings (gp_document_get_session (storing)));
      g_assert_cmpstr (got, ==, want);
    }
  g_assert_cmpuint (with_findings, >=, 4);
}

/* A file that cannot be read: gp_load_path()'s error, which the CLI prints
 * as it is (exit 3). */
static void
test_bad_file (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.json", NULL);
  g_autofree char *array = g_build_filename (dir, "array.json", NULL);
  const char *paths[] = { missing, broken, array, dir };

  g_assert_true (g_file_set_contents (broken, "{\"schema\": \"gst-profile/1\", ", -1, NULL));
  g_assert_true (g_file_set_contents (array, "[1, 2]\n", -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) want = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSession) session = gp_load_path (paths[i], NULL, NULL, &want);
      g_autoptr(GpDocument) document = NULL;
      g_autoptr(GpCliResult) cli = NULL;
      g_autofree char *printed = NULL;

      g_assert_null (session);
      g_assert_nonnull (want);
      document = gp_document_load (paths[i], NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
      g_assert_null (document);
      g_assert_error (error, want->domain, want->code);
      g_assert_cmpstr (error->message, ==, want->message);

      cli = gp_test_run_clivp ("analyze", paths[i], NULL);
      printed = g_strdup_printf ("gst-profile: %s\n", error->message);
      g_assert_cmpint (cli->status, ==, 3);
      g_assert_cmpstr (cli->out, ==, "");
      g_assert_cmpstr (cli->err, ==, printed);
    }
}

/* A rule catalogue that cannot be loaded (GP_RULES_DIR of nothing, in a
 * subprocess: the default catalogue is loaded once per process): the
 * constructor fails with its error, the CLI prints that error; with
 * GP_DOCUMENT_LOAD_STORED_FALLBACK the stored findings are shown. */
static void
test_bad_rules (void)
{
  g_autofree char *path = gp_test_fixture (FIXTURE);

  if (g_test_subprocess ())
    {
      g_autofree char *dir = gp_test_tmpdir ();
      g_autoptr(GpSession) reference = load_session (path);
      g_autofree char *stored = findings_text (gp_session_get_findings (reference));
      g_autoptr(GError) error = NULL;
      g_autoptr(GpDocument) document = NULL;
      g_autoptr(GpDocument) fallback = NULL;
      g_autoptr(GpCliResult) cli = NULL;
      g_autofree char *printed = NULL;
      g_autofree char *got = NULL;

      g_setenv ("GP_RULES_DIR", dir, TRUE);
      document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
      g_assert_null (document);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "catalog.json"));

      cli = gp_test_run_clivp ("analyze", path, NULL);
      printed = g_strdup_printf ("gst-profile: %s\n", error->message);
      g_assert_cmpint (cli->status, ==, 3);
      g_assert_cmpstr (cli->err, ==, printed);

      fallback = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_STORED_FALLBACK, NULL, NULL);
      g_assert_nonnull (fallback);
      g_assert_false (gp_document_get_findings_recomputed (fallback));
      g_assert_null (gp_document_get_catalog (fallback));
      g_assert_nonnull (gp_document_get_analysis (fallback));
      got = findings_text (gp_document_get_findings (fallback));
      g_assert_cmpstr (got, ==, stored);
      g_assert_cmpstr (got, !=, "");
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A session in memory (a capture's): the same findings, no file, the
 * session itself (not a copy). */
static void
test_session_in_memory (void)
{
  g_autofree char *path = gp_test_fixture (FIXTURE);
  g_autoptr(GpSession) session = load_session (path);
  g_autofree char *want = expected_findings (session, NULL);
  g_autofree char *stored = findings_text (gp_session_get_findings (session));
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpDocument) storing = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;
  g_autofree char *title = NULL;

  document = gp_document_new_for_session (NULL, session, GP_DOCUMENT_LOAD_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_null (gp_document_get_file (document));
  g_assert_true (gp_document_get_session (document) == session);
  g_assert_true (gp_document_get_complete (document));
  got = findings_text (gp_document_get_findings (document));
  g_assert_cmpstr (got, ==, want);
  g_clear_pointer (&got, g_free);
  got = findings_text (gp_session_get_findings (session));
  g_assert_cmpstr (got, ==, stored);
  title = g_strdup_printf ("Session %s", gp_session_get_info (session)->id);
  if (gp_session_get_info (session)->label == NULL || *gp_session_get_info (session)->label == '\0')
    g_assert_cmpstr (gp_document_get_title (document), ==, title);
  else
    g_assert_cmpstr (gp_document_get_title (document), ==, gp_session_get_info (session)->label);

  /* What a capture saves: the session with the document's findings. */
  storing = gp_document_new_for_session (NULL, session, GP_DOCUMENT_LOAD_STORE_FINDINGS, &error);
  g_assert_no_error (error);
  g_assert_true (gp_session_get_findings (session) == gp_document_get_findings (storing));
  g_clear_pointer (&got, g_free);
  got = findings_text (gp_session_get_findings (session));
  g_assert_cmpstr (got, ==, want);
}

/* The session alone: nothing computed, nothing stored. */
static void
test_session_only (void)
{
  g_autofree char *path = gp_test_fixture (FIXTURE);
  g_autoptr(GpSession) reference = load_session (path);
  g_autofree char *stored = findings_text (gp_session_get_findings (reference));
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;

  document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_SESSION_ONLY | GP_DOCUMENT_LOAD_STORE_FINDINGS,
                               NULL, &error);
  g_assert_no_error (error);
  g_assert_true (gp_document_get_complete (document));
  g_assert_null (gp_document_get_analysis (document));
  g_assert_null (gp_document_get_catalog (document));
  g_assert_false (gp_document_get_findings_recomputed (document));
  g_assert_cmpuint (gp_document_get_findings (document)->len, ==, 0);
  g_assert_cmpstr (gp_document_get_verdict_header (document), ==, "");
  got = findings_text (gp_session_get_findings (gp_document_get_session (document)));
  g_assert_cmpstr (got, ==, stored);
}

/* Dot dumps are merged into a log as gp_load_path() merges them. */
static void
test_load_dots (void)
{
  g_autofree char *log = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "tracer-log", "tee.log", NULL);
  g_autofree char *dot = gp_test_fixture ("dots/tee.PAUSED_PLAYING.dot");
  const char * const dots[] = { dot, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) merged = gp_load_path (log, dots, NULL, &error);
  g_autoptr(GpDocument) plain = NULL;
  g_autoptr(GpDocument) document = NULL;
  GpGraph *graph;
  GpGraph *want;

  g_assert_no_error (error);
  plain = gp_document_load (log, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  document = gp_document_load (log, dots, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);

  graph = gp_session_get_graph (gp_document_get_session (document));
  want = gp_session_get_graph (merged);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, gp_graph_n_elements (want));
  g_assert_cmpuint (gp_graph_n_links (graph), ==, gp_graph_n_links (want));
  /* The dump adds what the log alone does not have. */
  g_assert_cmpuint (gp_graph_n_elements (graph) + gp_graph_n_links (graph), >,
                    gp_graph_n_elements (gp_session_get_graph (gp_document_get_session (plain))) +
                    gp_graph_n_links (gp_session_get_graph (gp_document_get_session (plain))));
}

/* The layout is made on the first gp_document_get_layout(), not before
 * (`analyze` never starts graphviz), and once. */
static void
test_layout_lazy (void)
{
  g_autofree char *path = gp_test_fixture (FIXTURE);
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  const GpXdotGraph *layout;

  document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (_gp_document_has_laid_out (document));
  /* Neither the findings nor the title need it. */
  g_assert_cmpuint (gp_document_get_findings (document)->len, >, 0);
  g_assert_nonnull (gp_document_get_title (document));
  g_assert_false (_gp_document_has_laid_out (document));

  layout = gp_document_get_layout (document);
  g_assert_true (_gp_document_has_laid_out (document));
  g_assert_nonnull (layout);
  g_assert_cmpuint (gp_xdot_graph_get_n_items (layout), >, 0);
  g_assert_null (gp_document_get_layout_error (document));
  g_assert_true (gp_document_get_layout (document) == layout);
}

/* A session without elements (a capture before its pipeline is known) has
 * nothing to lay out, and that is no error. */
static void
test_layout_empty (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  document = gp_document_new_for_session (NULL, session, GP_DOCUMENT_LOAD_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_null (gp_document_get_layout (document));
  g_assert_null (gp_document_get_layout_error (document));
  g_assert_true (_gp_document_has_laid_out (document));
  g_assert_cmpstr (gp_document_get_command_text (document), ==, "");
}

/* A layout snapshot is the graph as it was: the session may grow after it
 * (a live capture), on another thread than the one laying the snapshot out,
 * and the snapshot lays out what it copied, the same as the document's own. */
static void
test_layout_snapshot (void)
{
  g_autofree char *path = gp_test_fixture (FIXTURE);
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpLayoutSnapshot) before = NULL;
  g_autoptr(GpLayoutSnapshot) after = NULL;
  g_autoptr(GpXdotGraph) old_layout = NULL;
  g_autoptr(GpXdotGraph) new_layout = NULL;
  g_autoptr(GError) error = NULL;
  GpLayoutDirection direction = GP_LAYOUT_DIRECTION_AUTO;
  const GpXdotGraph *own;
  GpGraph *graph;
  guint n_elements, n_links;

  document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  graph = gp_session_get_graph (gp_document_get_session (document));
  n_elements = gp_graph_n_elements (graph);
  n_links = gp_graph_n_links (graph);
  g_assert_cmpuint (n_elements, >, 2);

  before = gp_layout_snapshot_new (document);
  g_assert_cmpuint (gp_layout_snapshot_get_n_elements (before), ==, n_elements);
  g_assert_cmpuint (gp_layout_snapshot_get_n_links (before), ==, n_links);

  /* The session grows after the snapshot. */
  gp_test_graph_add_element (graph, "late-identity", "identity", NULL);
  gp_test_graph_add_link (graph, gp_graph_element (graph, n_elements - 1)->id, "late-identity", NULL);
  after = gp_layout_snapshot_new (document);
  g_assert_cmpuint (gp_layout_snapshot_get_n_elements (before), ==, n_elements);
  g_assert_cmpuint (gp_layout_snapshot_get_n_elements (after), ==, n_elements + 1);
  g_assert_cmpuint (gp_layout_snapshot_get_n_links (after), ==, n_links + 1);

  old_layout = gp_layout_snapshot_lay_out (before, NULL, &direction, &error);
  g_assert_no_error (error);
  g_assert_nonnull (old_layout);
  g_assert_cmpint (direction, ==, GP_LAYOUT_DIRECTION_LEFT_RIGHT);
  g_assert_null (gp_xdot_graph_lookup (old_layout, GP_XDOT_ITEM_NODE, "late-identity"));
  new_layout = gp_layout_snapshot_lay_out (after, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (gp_xdot_graph_lookup (new_layout, GP_XDOT_ITEM_NODE, "late-identity"));

  /* The document's own layout, of the grown graph, is the later snapshot's. */
  own = gp_document_get_layout (document);
  g_assert_nonnull (own);
  g_assert_cmpuint (gp_xdot_graph_get_n_items (own), ==, gp_xdot_graph_get_n_items (new_layout));
  g_assert_cmpfloat (gp_xdot_graph_get_width (own), ==, gp_xdot_graph_get_width (new_layout));
  g_assert_cmpfloat (gp_xdot_graph_get_height (own), ==, gp_xdot_graph_get_height (new_layout));
  g_assert_cmpuint (gp_xdot_graph_get_n_items (old_layout), <, gp_xdot_graph_get_n_items (new_layout));
}

/* A copy of a graph has every element and link, in order, with what they hold. */
static void
test_graph_copy (void)
{
  g_autofree char *path = gp_test_fixture (FIXTURE);
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpGraph) copy = NULL;
  g_autoptr(GError) error = NULL;
  GpGraph *graph;

  document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  graph = gp_session_get_graph (gp_document_get_session (document));
  gp_graph_element (graph, 1)->queue = g_new0 (GpQueueSettings, 1);
  gp_graph_element (graph, 1)->queue->max_buffers = 200;
  copy = gp_graph_copy (graph);

  g_assert_cmpstr (gp_graph_get_pipeline (copy), ==, gp_graph_get_pipeline (graph));
  g_assert_cmpuint (gp_graph_n_elements (copy), ==, gp_graph_n_elements (graph));
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *a = gp_graph_element (graph, i);
      const GpElement *b = gp_graph_element (copy, i);

      g_assert_true (a != b);
      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpstr (a->factory, ==, b->factory);
      g_assert_cmpstr (a->vendor, ==, b->vendor);
      g_assert_cmpstr (a->bin, ==, b->bin);
      g_assert_cmpint (a->is_bin, ==, b->is_bin);
      g_assert_cmpuint (gp_str_map_size (a->props), ==, gp_str_map_size (b->props));
      for (guint j = 0; j < gp_str_map_size (a->props); j++)
        g_assert_cmpstr (gp_str_map_value (a->props, j), ==, gp_str_map_lookup (b->props, gp_str_map_key (a->props, j)));
      g_assert_cmpuint (gp_str_map_size (a->pads), ==, gp_str_map_size (b->pads));
      g_assert_true ((a->queue == NULL) == (b->queue == NULL));
      g_assert_true (b == gp_graph_lookup_element (copy, a->id));
    }
  g_assert_cmpint (gp_graph_element (copy, 1)->queue->max_buffers, ==, 200);
  g_assert_cmpuint (gp_graph_n_links (copy), ==, gp_graph_n_links (graph));
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *a = gp_graph_link (graph, i);
      const GpLink *b = gp_graph_link (copy, i);

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpstr (a->src_element, ==, b->src_element);
      g_assert_cmpstr (a->sink_pad, ==, b->sink_pad);
      g_assert_cmpstr (a->caps, ==, b->caps);
      g_assert_cmpint (a->memory, ==, b->memory);
      g_assert_cmpstr (a->format, ==, b->format);
      g_assert_cmpstr (a->media, ==, b->media);
      g_assert_cmpuint (gp_graph_n_links_from (copy, a->src_element), ==, gp_graph_n_links_from (graph, a->src_element));
    }
}

typedef struct
{
  GMainLoop  *loop;
  GpDocument *document;
  GError     *error;
  gboolean    shown_incomplete;
} Loaded;

static void
on_document_cb (GpDocumentLoader *loader,
                GParamSpec       *pspec,
                Loaded           *loaded)
{
  GpDocument *document = gp_document_loader_get_document (loader);

  /* Shown with its graph, before the analysis. */
  if (document != NULL && !gp_document_get_complete (document) &&
      _gp_document_has_laid_out (document) && gp_document_get_analysis (document) == NULL)
    loaded->shown_incomplete = TRUE;
}

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Loaded *loaded = user_data;

  loaded->document = gp_document_loader_load_finish (GP_DOCUMENT_LOADER (object), result, &loaded->error);
  g_main_loop_quit (loaded->loop);
}

/* The app's loader, in its own order (the graph first), ends with the
 * document gp_document_load() makes. */
static void
test_loader (void)
{
  g_autofree char *path = gp_test_fixture (FIXTURE);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GpDocumentLoader) loader = gp_document_loader_new (file);
  g_autoptr(GpDocument) reference = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;
  Loaded loaded = { g_main_loop_new (NULL, FALSE), NULL, NULL, FALSE };

  reference = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  want = findings_text (gp_document_get_findings (reference));

  g_signal_connect (loader, "notify::document", G_CALLBACK (on_document_cb), &loaded);
  gp_document_loader_load_async (loader, NULL, loaded_cb, &loaded);
  g_main_loop_run (loaded.loop);

  g_assert_no_error (loaded.error);
  g_assert_true (loaded.shown_incomplete);
  g_assert_true (gp_document_get_complete (loaded.document));
  g_assert_true (gp_document_get_findings_recomputed (loaded.document));
  got = findings_text (gp_document_get_findings (loaded.document));
  g_assert_cmpstr (got, ==, want);
  g_assert_cmpstr (gp_document_get_verdict_header (loaded.document), ==,
                   gp_document_get_verdict_header (reference));

  g_clear_object (&loaded.document);
  g_main_loop_unref (loaded.loop);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/document/load-findings", test_load_findings);
  g_test_add_func ("/gp/unit/document/bad-file", test_bad_file);
  g_test_add_func ("/gp/unit/document/bad-rules", test_bad_rules);
  g_test_add_func ("/gp/unit/document/session-in-memory", test_session_in_memory);
  g_test_add_func ("/gp/unit/document/session-only", test_session_only);
  g_test_add_func ("/gp/unit/document/load-dots", test_load_dots);
  g_test_add_func ("/gp/unit/document/layout-lazy", test_layout_lazy);
  g_test_add_func ("/gp/unit/document/layout-empty", test_layout_empty);
  g_test_add_func ("/gp/unit/document/layout-snapshot", test_layout_snapshot);
  g_test_add_func ("/gp/unit/document/graph-copy", test_graph_copy);
  g_test_add_func ("/gp/unit/document/loader", test_loader);

  return g_test_run ();
}
