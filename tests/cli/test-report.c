/* test-report.c
 *
 * Copyright 2026 The gst-profile authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gp-analysis.h"
#include "gp-json-writer.h"
#include "gp-loader.h"
#include "gp-rules.h"
#include "gp-test-util.h"
#include "gp-verdict.h"

#define PLANTED_SECRET "s3cr3tPw"
#define PLANTED_URL    "rtsp://user:" PLANTED_SECRET "@cam.example/stream"
#define PLANTED_TOKEN  "Zq9x2LmN4pR7tV1wY3bC5dF8gH0jK6sA"   /* 32 characters */
#define HOSTILE_ID     "</script><script>alert(1)</script><!--"

/* What a report's markup holds, as read by GMarkup: the page must be
 * well-formed XML (a stricter test than an HTML parser's). */
typedef struct
{
  GString   *text;           /* all character data, unescaped */
  GString   *script;         /* the <script> content */
  guint      n_scripts;
  guint      graph_svgs;
  guint      nodes;
  guint      edges;
  GPtrArray *hrefs;          /* <a href> values */
  GPtrArray *loads;          /* other attributes that name a web URL */
  int        graph_depth;    /* > 0 inside <div class="graph"> */
  int        depth;
  gboolean   in_script;
} Page;

static void
page_start (GMarkupParseContext *context,
            const char          *element,
            const char         **names,
            const char         **values,
            gpointer             user_data,
            GError             **error)
{
  Page *page = user_data;
  const char *klass = NULL;

  page->depth++;
  for (guint i = 0; names[i] != NULL; i++)
    {
      gboolean web = strstr (values[i], "http:") != NULL || strstr (values[i], "https:") != NULL
                     || strstr (values[i], "//") == values[i];

      if (strcmp (names[i], "class") == 0)
        klass = values[i];
      if (strcmp (element, "a") == 0 && strcmp (names[i], "href") == 0)
        g_ptr_array_add (page->hrefs, g_strdup (values[i]));
      else if (web && !g_str_has_prefix (names[i], "xmlns"))
        g_ptr_array_add (page->loads, g_strdup_printf ("<%s %s=%s>", element, names[i], values[i]));
    }

  if (strcmp (element, "script") == 0)
    {
      page->n_scripts++;
      page->in_script = TRUE;
    }
  if (strcmp (element, "div") == 0 && g_strcmp0 (klass, "graph") == 0)
    page->graph_depth = page->depth;
  if (page->graph_depth > 0)
    {
      page->graph_svgs += strcmp (element, "svg") == 0;
      if (strcmp (element, "g") == 0 && klass != NULL)
        {
          page->nodes += strcmp (klass, "node") == 0;
          page->edges += strcmp (klass, "edge") == 0;
        }
    }
  /* Nothing that fetches: no external elements at all. */
  if (strcmp (element, "link") == 0 || strcmp (element, "img") == 0 || strcmp (element, "iframe") == 0
      || strcmp (element, "object") == 0 || strcmp (element, "embed") == 0
      || strcmp (element, "image") == 0 || strcmp (element, "use") == 0)
    g_ptr_array_add (page->loads, g_strdup_printf ("<%s>", element));
}

static void
page_end (GMarkupParseContext *context,
          const char          *element,
          gpointer             user_data,
          GError             **error)
{
  Page *page = user_data;

  if (page->graph_depth == page->depth)
    page->graph_depth = 0;
  page->depth--;
  page->in_script = FALSE;
}

static void
page_text (GMarkupParseContext *context,
           const char          *text,
           gsize                len,
           gpointer             user_data,
           GError             **error)
{
  Page *page = user_data;

  g_string_append_len (page->in_script ? page->script : page->text, text, len);
  g_string_append_c (page->text, '\n');
}

static void
page_clear (Page *page)
{
  g_string_free (page->text, TRUE);
  g_string_free (page->script, TRUE);
  g_ptr_array_unref (page->hrefs);
  g_ptr_array_unref (page->loads);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Page, page_clear)

static void
page_parse (Page       *page,
            const char *html)
{
  static const GMarkupParser parser = { page_start, page_end, page_text, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;

  memset (page, 0, sizeof *page);
  page->text = g_string_new (NULL);
  page->script = g_string_new (NULL);
  page->hrefs = g_ptr_array_new_with_free_func (g_free);
  page->loads = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>\n<html"));
  context = g_markup_parse_context_new (&parser, 0, page, NULL);
  g_markup_parse_context_parse (context, html, -1, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);
  g_assert_cmpint (page->depth, ==, 0);
}

/* Writes the report of @input; returns the HTML. */
static char *
run_report (const char *input,
            gboolean    redact)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "report.html", NULL);
  g_autoptr(GpCliResult) res = NULL;
  g_autofree char *expected = NULL;

  if (redact)
    res = gp_test_run_clivp ("report", input, "-o", out, NULL);
  else
    res = gp_test_run_clivp ("report", input, "--no-redact", "-o", out, NULL);

  g_assert_cmpint (res->status, ==, 0);
  expected = g_strdup_printf ("gst-profile: report written to %s%s\n", out,
                              redact ? " (redacted; --no-redact to keep endpoints)" : "");
  g_assert_cmpstr (res->err, ==, expected);

  return gp_test_read_file (out);
}

static GPtrArray *
list_fixtures (void)
{
  g_autofree char *dir = gp_test_fixture ("");
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_assert_cmpuint (names->len, >=, 7);

  return names;
}

/* The nodes the graph must have: non-bin elements plus link ends that are
 * bins or unknown. */
static guint
expected_nodes (GpGraph *graph)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    if (!gp_graph_element (graph, i)->is_bin)
      g_hash_table_add (ids, gp_graph_element (graph, i)->id);
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      g_hash_table_add (ids, gp_graph_link (graph, i)->src_element);
      g_hash_table_add (ids, gp_graph_link (graph, i)->sink_element);
    }

  return g_hash_table_size (ids);
}

static void
check_report (const char *path,
              const char *html)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);
  g_autoptr(GpAnalysis) analysis = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *header = NULL;
  const GpRuleCatalog *catalog = gp_rule_catalog_get_default (&error);
  g_auto(Page) page;

  g_assert_no_error (error);
  analysis = gp_analysis_new (session);
  findings = gp_rules_run (analysis, catalog);
  header = gp_verdict_header (analysis);

  page_parse (&page, html);

  g_assert_nonnull (strstr (page.text->str, header));
  g_assert_nonnull (strstr (page.text->str, "gst-profile verdict"));
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      g_assert_nonnull (strstr (page.text->str, finding->rule));
      g_assert_nonnull (strstr (page.text->str, finding->title));
      if (*finding->ref != '\0')
        g_assert_true (g_ptr_array_find_with_equal_func (page.hrefs, finding->ref, g_str_equal, NULL));
    }

  /* One graph SVG: a node per non-bin element, an edge per link. */
  g_assert_cmpuint (page.graph_svgs, ==, 1);
  g_assert_cmpuint (page.nodes, ==, expected_nodes (gp_session_get_graph (session)));
  g_assert_cmpuint (page.edges, ==, gp_graph_n_links (gp_session_get_graph (session)));

  /* Plots, legend and the embedded data. */
  g_assert_nonnull (strstr (html, "<svg class=\"plot\""));
  g_assert_nonnull (strstr (page.text->str, "NVMM (hardware memory)"));
  g_assert_nonnull (strstr (html, "prefers-color-scheme:dark"));
  g_assert_cmpuint (page.n_scripts, ==, 1);
  g_assert_true (g_str_has_prefix (page.script->str, "window.__SESSION__={"));
  g_assert_nonnull (strstr (page.script->str, ";window.__VERDICT__={"));
  g_assert_null (strchr (page.script->str, '<'));

  /* Links only to the findings' references and the scoping page; nothing loads. */
  for (guint i = 0; i < page.hrefs->len; i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (page.hrefs, i), "https://"));
  for (guint i = 0; i < page.loads->len; i++)
    g_test_message ("load: %s", (char *) g_ptr_array_index (page.loads, i));
  g_assert_cmpuint (page.loads->len, ==, 0);
  g_assert_null (strstr (html, "url("));
  g_assert_null (strstr (html, "@import"));
  g_assert_nonnull (strstr (html, "Content-Security-Policy\" content=\"default-src 'none'"));
}

static void
test_fixtures (void)
{
  g_autoptr(GPtrArray) names = list_fixtures ();

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = gp_test_fixture (g_ptr_array_index (names, i));
      g_autofree char *html = run_report (path, TRUE);

      g_test_message ("fixture %s", (char *) g_ptr_array_index (names, i));
      check_report (path, html);
    }
}

static void
test_system_lanes (void)
{
  g_autofree char *orin = gp_test_fixture ("orin-nx-jp6-healthy.json");
  g_autofree char *generic = gp_test_fixture ("software-healthy.json");
  g_autofree char *orin_html = run_report (orin, TRUE);
  g_autofree char *generic_html = run_report (generic, TRUE);

  /* R36: VIC, NVENC, NVDEC and EMC are null in every window. */
  g_assert_nonnull (strstr (orin_html, ">VIC</text>"));
  g_assert_nonnull (strstr (orin_html, "not available on this board: see `gst-profile check`"));
  g_assert_nonnull (strstr (orin_html, ">GR3D (gpu)</text>"));
  g_assert_nonnull (strstr (orin_html, ">cpu core 0</text>"));
  /* Off Jetson, the tegrastats lanes are hidden unless they have data. */
  g_assert_null (strstr (generic_html, ">VIC</text>"));
  g_assert_nonnull (strstr (generic_html, ">cpu total</text>"));
}

/* A copy of a fixture with planted secrets and a hostile element name. */
static char *
write_planted_session (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "planted.json", NULL);
  g_autofree char *text = NULL;
  JsonObject *doc;
  JsonObject *session;
  JsonObject *graph;
  JsonObject *element;
  JsonObject *link;
  JsonArray *notes;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  doc = json_node_get_object (json_parser_get_root (parser));
  session = json_object_get_object_member (doc, "session");
  graph = json_object_get_object_member (doc, "graph");

  json_object_set_string_member (session, "launch",
                                 "rtspsrc location=" PLANTED_URL " ! decodebin ! fakesink token="
                                 PLANTED_TOKEN);
  json_object_set_string_member (session, "label", "<b>planted</b> & \"quoted\"");
  notes = json_object_get_array_member (session, "notes");
  json_array_add_string_element (notes, "pulled from " PLANTED_URL " with key " PLANTED_TOKEN);

  element = json_array_get_object_element (json_object_get_array_member (graph, "elements"), 0);
  json_object_set_string_member (json_object_get_object_member (element, "props"), "location", PLANTED_URL);
  json_object_set_string_member (json_object_get_object_member (element, "props"), "note", PLANTED_TOKEN);

  /* A hostile element, linked after the first element. */
  element = json_object_new ();
  json_object_set_string_member (element, "id", HOSTILE_ID);
  json_object_set_string_member (element, "factory", "<img src=x>");
  json_object_set_string_member (element, "gtype", "GstEvil");
  json_object_set_string_member (element, "vendor", "generic");
  json_object_set_string_member (element, "klass", "");
  json_object_set_object_member (element, "props", json_object_new ());
  json_object_set_null_member (element, "bin");
  json_object_set_boolean_member (element, "is_bin", FALSE);
  json_object_set_object_member (element, "pads", json_object_new ());
  json_array_add_object_element (json_object_get_array_member (graph, "elements"), element);
  link = json_object_new ();
  json_object_set_string_member (link, "id", "videotestsrc0:src->" HOSTILE_ID ":sink");
  json_object_set_string_member (link, "src", "videotestsrc0:src");
  json_object_set_string_member (link, "sink", HOSTILE_ID ":sink");
  json_object_set_string_member (link, "caps", "</style><b>caps</b>");
  json_object_set_string_member (link, "memory", "unknown");
  json_object_set_null_member (link, "format");
  json_object_set_string_member (link, "media", "");
  json_array_add_object_element (json_object_get_array_member (graph, "links"), link);

  text = gp_json_to_string (json_parser_get_root (parser));
  g_file_set_contents (out, text, -1, &error);
  g_assert_no_error (error);

  return g_steal_pointer (&out);
}

static void
test_redaction (void)
{
  g_autofree char *path = write_planted_session ();
  g_autofree char *redacted = run_report (path, TRUE);
  g_autofree char *kept = run_report (path, FALSE);
  g_auto(Page) page;

  /* Gone everywhere: the launch, the notes, the props, the embedded JSON. */
  g_assert_null (strstr (redacted, PLANTED_SECRET));
  g_assert_null (strstr (redacted, PLANTED_TOKEN));
  g_assert_nonnull (strstr (redacted, "rtspsrc location=[redacted] ! decodebin ! fakesink token=[redacted]"));
  g_assert_nonnull (strstr (redacted, "endpoints, credentials and tokens are redacted"));

  /* Kept with --no-redact, both on the page and in the data. */
  page_parse (&page, kept);
  g_assert_nonnull (strstr (page.text->str, "rtspsrc location=" PLANTED_URL));
  g_assert_nonnull (strstr (page.text->str, PLANTED_TOKEN));
  g_assert_nonnull (strstr (page.script->str, "\"location\": \"" PLANTED_URL "\""));
  g_assert_nonnull (strstr (page.script->str, "\"note\": \"" PLANTED_TOKEN "\""));
}

static void
test_hostile_markup (void)
{
  g_autofree char *path = write_planted_session ();
  g_autofree char *html = run_report (path, TRUE);
  g_auto(Page) page;

  page_parse (&page, html);

  /* Exactly one script element; the name only ever appears as text. */
  g_assert_cmpuint (page.n_scripts, ==, 1);
  g_assert_null (strchr (page.script->str, '<'));
  g_assert_nonnull (strstr (page.script->str, "\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"));
  g_assert_nonnull (strstr (page.text->str, "alert(1)"));
  g_assert_null (strstr (html, "<script>alert"));
  g_assert_null (strstr (html, "<img"));
  g_assert_null (strstr (html, "<b>"));
  g_assert_nonnull (strstr (page.text->str, "<b>planted</b> & \"quoted\""));
  /* 14 elements + the hostile one */
  g_assert_cmpuint (page.nodes, ==, 14);
  g_assert_cmpuint (page.edges, ==, 13);
}

static void
test_errors (void)
{
  g_autofree char *fixture = gp_test_fixture ("software-healthy.json");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "nope.json", NULL);
  g_autofree char *unwritable = g_build_filename (dir, "no-such-dir", "r.html", NULL);
  g_autofree char *garbage = g_build_filename (dir, "garbage.json", NULL);
  const char * const *cases[] = {
    (const char *[]) { "report", fixture, NULL },
    (const char *[]) { "report", "-o", "x.html", NULL },
    (const char *[]) { "report", missing, "-o", "x.html", NULL },
    (const char *[]) { "report", garbage, "-o", "x.html", NULL },
    (const char *[]) { "report", fixture, "-o", unwritable, NULL },
    (const char *[]) { "report", fixture, "-o", dir, NULL },
    (const char *[]) { "report", fixture, fixture, "-o", "x.html", NULL },
    (const char *[]) { "report", fixture, "--bogus", NULL },
  };

  g_assert_true (g_file_set_contents (garbage, "{\"schema\": 42", -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GpCliResult) res = gp_test_run_cli (cases[i]);

      g_test_message ("case %u: %s", i, res->err);
      g_assert_cmpint (res->status, ==, 3);
      g_assert_true (g_str_has_prefix (res->err, "gst-profile: "));
      g_assert_cmpstr (strchr (res->err, '\n'), ==, "\n");
      g_assert_cmpstr (res->out, ==, "");
    }

  g_assert_false (g_file_test (unwritable, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test ("x.html", G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/cli/report/fixtures", test_fixtures);
  g_test_add_func ("/gp/cli/report/system-lanes", test_system_lanes);
  g_test_add_func ("/gp/cli/report/redaction", test_redaction);
  g_test_add_func ("/gp/cli/report/hostile-markup", test_hostile_markup);
  g_test_add_func ("/gp/cli/report/errors", test_errors);

  return g_test_run ();
}
