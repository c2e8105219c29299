/* test-bounded.c: bounded work on large and absurd inputs
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

/* Inputs are generated here (in a temp dir), never committed. Nothing is
 * timed: that these finish within the test timeout under ASan is the
 * check; tests/bench/run-bounded-bench.sh prints the figures. Memory is
 * checked as the growth of the peak RSS (getrusage), which is no clock. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "gp-aggregator-private.h"
#include "gp-analysis.h"
#include "gp-dot.h"
#include "gp-loader.h"
#include "gp-report-private.h"
#include "gp-report.h"
#include "gp-rule-catalog.h"
#include "gp-rules.h"
#include "gp-session-json.h"
#include "gp-test-builder.h"
#include "gp-test-util.h"
#include "gp-time-axis.h"
#include "gp-verdict.h"

#define N_ELEMENTS 10000
#define N_THREADS  200000
#define N_EVENTS   500000

/* Peak RSS allowed to grow by this much to load, analyze and report
 * N_EVENTS events (at ~1 KB an event it was over 500 MB). Sanitizers keep
 * freed memory in quarantine and pad every block. */
#if defined(__SANITIZE_ADDRESS__)
# define EVENTS_MAX_GROWTH_MB 400
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define EVENTS_MAX_GROWTH_MB 400
# endif
#endif
#ifndef EVENTS_MAX_GROWTH_MB
# define EVENTS_MAX_GROWTH_MB 200
#endif

static long
peak_rss_kb (void)
{
  struct rusage usage;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  return usage.ru_maxrss;
}

static FILE *
open_tmp (const char  *name,
          char       **path)
{
  g_autofree char *dir = gp_test_tmpdir ();
  FILE *f;

  *path = g_build_filename (dir, name, NULL);
  f = fopen (*path, "w");
  g_assert_nonnull (f);
  return f;
}

/* A session's head up to and with the series (@n_windows windows at @t, or
 * 0.25 s apart), with an empty graph. */
static void
write_head (FILE         *f,
            const double *t,
            guint         n_windows)
{
  fputs ("{\"schema\": \"gst-profile/1\", \"session\": {\"id\": \"bounded\", "
         "\"started\": \"2026-01-01T00:00:00Z\", \"duration_s\": 1.0, \"mode\": \"analyze\", "
         "\"launch\": null, \"command\": null, \"label\": \"\", \"parent_session\": null, "
         "\"notes\": []}, \"target\": {\"gstreamer\": \"\", \"platform\": \"jetson\", "
         "\"board\": \"\", \"l4t\": \"\", \"python\": \"\", \"sources_present\": [\"tracer-log\"], "
         "\"sources_missing\": [], \"capabilities\": {\"element_latency\": true, \"stats\": true, "
         "\"queue_levels\": false, \"tegrastats\": false}}, \"graph\": "
         "{\"pipeline\": \"pipeline0\", \"elements\": [], \"links\": []}", f);

  fputs (", \"series\": {\"window_ms\": 250, \"t\": [", f);
  for (guint i = 0; i < n_windows; i++)
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      fprintf (f, "%s%s", i ? ", " : "", g_ascii_dtostr (buf, sizeof buf, t != NULL ? t[i] : i * 0.25));
    }
  fputs ("], \"elements\": {}, \"links\": {}, \"pipeline\": {\"latency_ms_p50\": [", f);
  for (guint i = 0; i < n_windows; i++)
    fprintf (f, "%s10.0", i ? ", " : "");
  fputs ("], \"latency_ms_p95\": [", f);
  for (guint i = 0; i < n_windows; i++)
    fprintf (f, "%s12.0", i ? ", " : "");
  fputs ("]}, \"system\": {\"cpu_pct\": [", f);
  for (guint i = 0; i < n_windows; i++)
    fprintf (f, "%s10.0", i ? ", " : "");
  fputs ("]}}", f);
}

static GpSession *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (path, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

/* Rules, verdict and the HTML report of @session, as `gst-profile report`. */
static char *
report (GpSession  *session,
        GPtrArray **findings_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);
  const GpRuleCatalog *catalog = gp_rule_catalog_get_default (&error);
  g_autoptr(JsonNode) verdict = NULL;
  char *html;

  g_assert_no_error (error);
  gp_session_take_findings (session, gp_rules_run (analysis, catalog));
  verdict = gp_verdict_to_json (analysis, gp_session_get_findings (session), catalog);
  html = gp_report_render (session, analysis, verdict, TRUE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (html);
  if (findings_out != NULL)
    *findings_out = g_ptr_array_ref (gp_session_get_findings (session));
  return html;
}

static guint
count (const char *haystack,
       const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (haystack, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* ----------------------------------------------------------------------- */

static void
test_ticks (void)
{
  static const double bad[][3] = {
    { NAN, 10, 1 }, { 0, NAN, 1 }, { 0, 10, NAN }, { -INFINITY, 0, 1 }, { 0, INFINITY, 1 },
    { 0, 10, 0 }, { 0, 10, -1 }, { 10, 0, 1 }, { 0, 10, INFINITY },
  };
  double first_k;

  /* The ordinary case: 0, 1, … 10 s. */
  g_assert_cmpuint (gp_time_axis_ticks (0, 10, 1, &first_k), ==, 11);
  g_assert_cmpfloat (first_k, ==, 0);
  g_assert_cmpuint (gp_time_axis_ticks (0.3, 2.9, 0.5, &first_k), ==, 5);
  g_assert_cmpfloat (first_k * 0.5, ==, 0.5);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_cmpuint (gp_time_axis_ticks (bad[i][0], bad[i][1], bad[i][2], &first_k), ==, 0);

  /* Spans no step can cover in a loop: capped, not spun. */
  g_assert_cmpuint (gp_time_axis_ticks (-1e308, 1e308, 1e-3, &first_k), <=, GP_TIME_AXIS_MAX_TICKS);
  g_assert_cmpuint (gp_time_axis_ticks (-1e9, 1e9, 1e-3, &first_k), ==, GP_TIME_AXIS_MAX_TICKS);
  g_assert_cmpuint (gp_time_axis_ticks (0, 1e12, 0.1, &first_k), ==, GP_TIME_AXIS_MAX_TICKS);
  /* Where k · step + step == k · step. */
  g_assert_cmpuint (gp_time_axis_ticks (1e300, 1e300 + 1e290, 1, &first_k), <=, GP_TIME_AXIS_MAX_TICKS);

  /* A round step for any span, never a loop's worth of ticks. */
  for (double span = 1e-6; span < 1e300; span *= 7.3)
    {
      double step = gp_time_axis_nice_step (span, 10);

      g_assert_true (step > 0 && isfinite (step));
      g_assert_cmpfloat (span / step, <=, 10.0 + 1e-9);
    }
  g_assert_cmpfloat (gp_time_axis_nice_step (NAN, 10), ==, 1);
  g_assert_cmpfloat (gp_time_axis_nice_step (INFINITY, 10), ==, 1);
  g_assert_cmpfloat (gp_time_axis_nice_step (-5, 10), ==, 1);

  g_assert_cmpfloat (gp_time_axis_clamp (-1e308), ==, -GP_TIME_AXIS_LIMIT_S);
  g_assert_cmpfloat (gp_time_axis_clamp (1e12), ==, GP_TIME_AXIS_LIMIT_S);
  g_assert_cmpfloat (gp_time_axis_clamp (12.5), ==, 12.5);
  g_assert_true (isnan (gp_time_axis_clamp (NAN)));
}

static void
check_axis_report (const double *t,
                   guint         n)
{
  g_autofree char *path = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autofree char *html = NULL;
  FILE *f = open_tmp ("axis.json", &path);
  const char *p;
  guint ticks;

  write_head (f, t, n);
  fputs (", \"threads\": {}, \"findings\": [], \"events\": [{\"t\": 1e12, \"kind\": \"mark\", \"text\": \"far\"}]}", f);
  g_assert_cmpint (fclose (f), ==, 0);

  session = load (path);
  html = report (session, NULL);

  /* A page's worth, with a handful of short tick labels per plot. */
  g_assert_cmpuint (strlen (html), <, 1024 * 1024);
  ticks = count (html, "<text class=\"tick");
  g_assert_cmpuint (ticks, >, 0);
  g_assert_cmpuint (ticks, <=, 2 * 2 * 12);
  for (p = strstr (html, "<text class=\"tick"); p != NULL; p = strstr (p + 1, "<text class=\"tick"))
    {
      const char *label = strchr (p, '>') + 1;

      g_assert_cmpint (strchr (label, '<') - label, <, 40);
    }
  g_assert_null (strstr (html, "=\"nan"));
  g_assert_null (strstr (html, "=\"-nan"));
  g_assert_null (strstr (html, "=\"inf"));
  g_assert_null (strstr (html, "=\"-inf"));
}

static void
test_absurd_axis (void)
{
  static const double first_last[] = { -1e308, 0.25, 0.5, 1e12 };
  static const double inside[] = { 0.0, 1e12, -1e308, 0.75 };
  static const double gap[] = { 0.0, 0.25, 0.5, 86400.0 * 365 * 20, 86400.0 * 365 * 20 + 0.25 };
  static const double backwards[] = { 5e11, 1.0, -3e11, -1e308 };

  check_axis_report (first_last, G_N_ELEMENTS (first_last));
  check_axis_report (inside, G_N_ELEMENTS (inside));
  check_axis_report (gap, G_N_ELEMENTS (gap));
  check_axis_report (backwards, G_N_ELEMENTS (backwards));
}

/* ----------------------------------------------------------------------- */

/* The memory of link k (from element k to k + 1) of the chain: NVMM every
 * ISLAND links, else system memory; @islands FALSE: NVMM only at both ends
 * (one island far longer than the walk's depth). */
#define ISLAND 20

static gboolean islands_pattern;

static const char *
chain_memory (guint k)
{
  if (k == 0 || k == N_ELEMENTS - 2)
    return "nvmm";
  return islands_pattern && k % ISLAND == 0 ? "nvmm" : "sysmem";
}

/* Element k of the chain; every 100th is a tee whose second branch is a
 * sink over a system-memory link. */
static gboolean
chain_is_tee (guint k)
{
  return k > 0 && k % 100 == 0 && k < N_ELEMENTS - 1;
}

/* The chain as a session graph, through the graph's own API (what the
 * loaders call; tests/lib/gp-test-builder.c): N_ELEMENTS plain elements, so
 * that only ZC has findings to make, and the tees' side sinks. */
static GpSession *
chain_session (void)
{
  GpSession *session = gp_session_new ();
  GpGraph *graph = gp_session_get_graph (session);
  char a[32];
  char b[32];

  g_free (gp_session_get_target (session)->platform);
  gp_session_get_target (session)->platform = g_strdup ("jetson");
  for (guint k = 0; k < N_ELEMENTS; k++)
    {
      g_snprintf (a, sizeof a, "e%u", k);
      gp_test_graph_add_element (graph, a, chain_is_tee (k) ? "tee" : "identity", NULL);
      if (chain_is_tee (k))
        {
          g_snprintf (b, sizeof b, "side%u", k);
          gp_test_graph_add_element (graph, b, "fakesink", NULL);
        }
    }
  for (guint k = 0; k + 1 < N_ELEMENTS; k++)
    {
      const char *caps = g_str_equal (chain_memory (k), "nvmm") ? "video/x-raw(memory:NVMM)" : "video/x-raw";

      g_snprintf (a, sizeof a, "e%u", k);
      g_snprintf (b, sizeof b, "e%u", k + 1);
      gp_test_graph_add_link (graph, a, b, caps);
      if (chain_is_tee (k))
        {
          g_snprintf (b, sizeof b, "side%u", k);
          gp_test_graph_add_pad_link (graph, a, "src_1", b, "video/x-raw");
        }
    }
  return session;
}

static guint
count_rule (GPtrArray  *findings,
            const char *rule)
{
  guint n = 0;

  for (guint i = 0; i < findings->len; i++)
    n += g_str_equal (((GpFinding *) g_ptr_array_index (findings, i))->rule, rule);
  return n;
}

/* The runs of system-memory links of the chain that start after an NVMM
 * link (an NVMM link always follows: the last one is). */
static guint
count_islands (void)
{
  guint n = 0;

  for (guint k = 1; k + 1 < N_ELEMENTS; k++)
    n += g_str_equal (chain_memory (k), "sysmem") && g_str_equal (chain_memory (k - 1), "nvmm");
  return n;
}

static GPtrArray *
run_rules (GpSession *session)
{
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);
  g_autoptr(GError) error = NULL;
  const GpRuleCatalog *catalog = gp_rule_catalog_get_default (&error);

  g_assert_no_error (error);
  return gp_rules_run (analysis, catalog);
}

static void
test_elements (void)
{
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GPtrArray) islands = NULL;
  g_autoptr(GPtrArray) one_island = NULL;
  GpGraph *graph;
  guint expected;
  char last[32];

  islands_pattern = TRUE;
  session = chain_session ();
  graph = gp_session_get_graph (session);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, N_ELEMENTS + (N_ELEMENTS - 2) / 100);

  /* An island per run of system-memory links between NVMM ones, keyed on
   * its first link. */
  islands = run_rules (session);
  expected = count_islands ();
  g_assert_cmpuint (expected, ==, (N_ELEMENTS - 2 + ISLAND - 1) / ISLAND);
  g_assert_cmpuint (count_rule (islands, "ZC"), ==, expected);
  for (guint i = 0; i < islands->len; i++)
    {
      GpFinding *finding = g_ptr_array_index (islands, i);

      if (g_str_equal (finding->rule, "ZC"))
        {
          /* "F-ZC-e<k>", k the first link of a run */
          guint k = (guint) g_ascii_strtoull (finding->id + strlen ("F-ZC-e"), NULL, 10);

          g_assert_cmpuint (k % ISLAND, ==, 1);
        }
    }

  /* System memory all along but at both ends, further than max_depth (32)
   * from the middle: no island found, after the longest walks. */
  g_snprintf (last, sizeof last, "e%u", N_ELEMENTS - 1);
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      if (!g_str_equal (link->src_element, "e0") && !g_str_equal (link->sink_element, last))
        link->memory = GP_MEMORY_SYSMEM;
    }
  one_island = run_rules (session);
  g_assert_cmpuint (count_rule (one_island, "ZC"), ==, 0);
}

/* A graph too large to lay out in a report: said, not drawn (graphviz
 * takes about a minute at 10,000 elements). */
static void
test_report_large_graph (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autofree char *html = NULL;
  char id[32];

  for (guint k = 0; k <= GP_REPORT_MAX_GRAPH_ELEMENTS; k++)
    {
      g_snprintf (id, sizeof id, "e%u", k);
      gp_graph_ensure_element (gp_session_get_graph (session), id, NULL);
    }
  html = report (session, NULL);
  g_assert_nonnull (strstr (html, "graph not available: 2001 elements, more than the 2000 a report draws"));
}

/* A chain (islands) of 10,000 elements as a GStreamer dot dump (the size
 * whose ZC walk did not end in 120 s), merged into a graph. */
#define DOT_ELEMENTS N_ELEMENTS

static const char *
dot_memory (guint k)
{
  return k == 0 || k == DOT_ELEMENTS - 2 || k % ISLAND == 0 ? "nvmm" : "sysmem";
}

static void
test_dot_elements (void)
{
  g_autoptr(GString) dot = g_string_new ("digraph pipeline {\n  rankdir=LR;\n"
                                         "  label=\"<GstPipeline>\\npipeline0\\n[>]\";\n");
  g_autoptr(GpDotGraph) parsed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpAnalysis) analysis = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  const GpRuleCatalog *catalog = gp_rule_catalog_get_default (&error);
  guint expected = 0;

  g_assert_no_error (error);
  islands_pattern = TRUE;
  for (guint k = 0; k < DOT_ELEMENTS; k++)
    g_string_append_printf (dot,
                            "  subgraph cluster_e%u_0x%x {\n    label=\"GstIdentity\\ne%u\\n[>]\";\n"
                            "    subgraph cluster_e%u_0x%x_sink {\n      label=\"\";\n"
                            "      e%u_0x%x_sink_0x1 [color=black, fillcolor=\"#aaaaff\", label=\"sink\\n[>][bfb]\"];\n    }\n"
                            "    subgraph cluster_e%u_0x%x_src {\n      label=\"\";\n"
                            "      e%u_0x%x_src_0x2 [color=black, fillcolor=\"#ffaaaa\", label=\"src\\n[>][bfb]\"];\n    }\n  }\n",
                            k, 0x10000 + k, k, k, 0x10000 + k, k, 0x10000 + k, k, 0x10000 + k, k, 0x10000 + k);
  for (guint k = 0; k + 1 < DOT_ELEMENTS; k++)
    g_string_append_printf (dot, "  e%u_0x%x_src_0x2 -> e%u_0x%x_sink_0x1 [label=\"video/x-raw%s\\l  format: NV12\\l\"]\n",
                            k, 0x10000 + k, k + 1, 0x10000 + k + 1,
                            g_str_equal (dot_memory (k), "nvmm") ? "(memory:NVMM)" : "");
  g_string_append (dot, "}\n");

  parsed = gp_dot_parse (dot->str, dot->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gp_dot_graph_n_elements (parsed), ==, DOT_ELEMENTS);
  g_assert_cmpuint (gp_dot_graph_n_links (parsed), ==, DOT_ELEMENTS - 1);

  g_free (gp_session_get_target (session)->platform);
  gp_session_get_target (session)->platform = g_strdup ("jetson");
  gp_dot_graph_merge (parsed, gp_session_get_graph (session), "jetson");
  analysis = gp_analysis_new (session);
  findings = gp_rules_run (analysis, catalog);

  for (guint k = 1; k + 1 < DOT_ELEMENTS; k++)
    expected += g_str_equal (dot_memory (k), "sysmem") && g_str_equal (dot_memory (k - 1), "nvmm");
  g_assert_cmpuint (expected, ==, (DOT_ELEMENTS - 2 + ISLAND - 1) / ISLAND);
  g_assert_cmpuint (count_rule (findings, "ZC"), ==, expected);
}

/* One element with many properties (label lines) and pads: each key is
 * looked up once, not against all the others. */
#define N_PROPS 10000

static void
test_dot_props (void)
{
  g_autoptr(GString) dot = g_string_new ("digraph pipeline {\n  subgraph cluster_e0_0x1 {\n"
                                         "    label=\"GstTee\\ne0\\n[>]");
  g_autoptr(GpDotGraph) parsed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpElement *element;

  for (guint i = 0; i < N_PROPS; i++)
    g_string_append_printf (dot, "\\np%u=%u", i % (N_PROPS / 2), i);
  g_string_append (dot, "\";\n");
  for (guint i = 0; i < N_PROPS; i++)
    g_string_append_printf (dot, "    subgraph cluster_e0_0x1_src {\n      label=\"\";\n"
                            "      e0_0x1_src_%u_0x%x [color=black, fillcolor=\"#ffaaaa\", label=\"src_%u\\n[>][bfb]\"];\n    }\n",
                            i, 0x100 + i, i);
  g_string_append (dot, "  }\n}\n");

  parsed = gp_dot_parse (dot->str, dot->len, &error);
  g_assert_no_error (error);
  gp_dot_graph_merge (parsed, graph, "generic");
  element = gp_graph_lookup_element (graph, "e0");
  g_assert_nonnull (element);
  /* Each key twice in the label: the first value kept. */
  g_assert_cmpuint (gp_str_map_size (element->props), ==, N_PROPS / 2);
  g_assert_cmpstr (gp_str_map_lookup (element->props, "p7"), ==, "7");
  g_assert_cmpuint (gp_str_map_size (element->pads), ==, N_PROPS);
}

/* ----------------------------------------------------------------------- */

static void
test_threads (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autofree char *text = NULL;
  char key[64];
  FILE *f = open_tmp ("threads.json", &path);

  write_head (f, NULL, 4);
  fputs (", \"threads\": {", f);
  for (guint i = 0; i < N_THREADS; i++)
    fprintf (f, "%s\"%u:worker%u\": %u.5", i ? ", " : "", 1000 + i, i, i % 100);
  fputs ("}, \"findings\": [], \"events\": []}", f);
  g_assert_cmpint (fclose (f), ==, 0);

  session = load (path);
  g_assert_cmpuint (gp_session_get_n_threads (session), ==, N_THREADS);
  g_assert_cmpstr (gp_session_get_thread_key (session, N_THREADS - 1), ==, "200999:worker199999");
  g_assert_cmpfloat (gp_session_get_thread_value (session, N_THREADS - 1), ==, 99.5);

  /* A reading for every thread again (the aggregator's path): replaced in
   * place, in the same order. */
  for (guint i = 0; i < N_THREADS; i++)
    {
      g_snprintf (key, sizeof key, "%u:worker%u", 1000 + i, i);
      gp_session_set_thread (session, key, 1.0);
    }
  gp_session_set_thread (session, "7:new", 2.0);
  g_assert_cmpuint (gp_session_get_n_threads (session), ==, N_THREADS + 1);
  g_assert_cmpstr (gp_session_get_thread_key (session, 0), ==, "1000:worker0");
  g_assert_cmpfloat (gp_session_get_thread_value (session, 0), ==, 1.0);
  g_assert_cmpstr (gp_session_get_thread_key (session, N_THREADS), ==, "7:new");

  /* A loaded document is saved as it was read. */
  gp_session_take_findings (session, gp_rules_run_session (session, NULL));
  text = gp_session_to_string (session);
  g_assert_nonnull (strstr (text, "\"1000:worker0\": 0.5, \"1001:worker1\": 1.5, "));
  g_assert_nonnull (strstr (text, "\"200999:worker199999\": 99.5}"));
}

/* gp_thread_comm_to_element() as it was, one pass over the elements:
 * the reference for the indexed look-up. */
static const char *
comm_to_element_linear (const GpGraph *graph,
                        const char    *comm)
{
  const char *colon = strchr (comm, ':');
  gsize comm_len = strlen (comm);
  gsize head_len = colon ? (gsize) (colon - comm) : comm_len;
  const char *best = NULL;
  gsize best_len = 0;

  if (head_len == 0)
    return NULL;
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const char *id = gp_graph_element (graph, i)->id;
      gsize id_len = strlen (id);

      if (((id_len == head_len && memcmp (id, comm, head_len) == 0) ||
           (comm_len >= 15 && id_len >= head_len && memcmp (id, comm, head_len) == 0) ||
           (comm_len > id_len && memcmp (comm, id, id_len) == 0 && comm[id_len] == ':')) &&
          (best == NULL || id_len > best_len))
        {
          best = id;
          best_len = id_len;
        }
    }
  return best;
}

static void
test_thread_elements (void)
{
  static const char * const stems[] = { "queue", "capsfilter", "capsfilter1234", "a:b", "a", "nvv4l2h264enc" };
  g_autoptr(GpSession) session = gp_session_new ();
  GpGraph *graph = gp_session_get_graph (session);
  g_autoptr(GPtrArray) comms = g_ptr_array_new_with_free_func (g_free);
  g_autofree GpThreadCpu *threads = g_new0 (GpThreadCpu, N_THREADS);
  g_autoptr(GString) keys = g_string_sized_new (N_THREADS * 32);
  GpAggregator *aggregator;
  GpCommIndex *index;
  double per_core[1] = { 50 };
  GRand *rand = g_rand_new_with_seed (12);

  /* Ids sharing prefixes, some holding ':'; comms cut at 15 bytes or not,
   * with pads, and nothing at all. */
  for (guint i = 0; i < N_ELEMENTS; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s%u", stems[i % G_N_ELEMENTS (stems)], i / 3);

      gp_graph_ensure_element (graph, id, NULL);
    }
  for (guint i = 0; i < 20000; i++)
    {
      const char *id = gp_graph_element (graph, g_rand_int_range (rand, 0, N_ELEMENTS))->id;
      g_autofree char *comm = NULL;

      switch (i % 5)
        {
        case 0: comm = g_strdup_printf ("%s:src", id); break;
        case 1: comm = g_strndup (id, 15); break;
        case 2: comm = g_strndup (id, g_rand_int_range (rand, 1, strlen (id) + 1)); break;
        case 3: comm = g_strdup_printf ("%.15s", id); comm[MIN (strlen (comm), 14)] = ':'; break;
        default: comm = g_strdup_printf ("%s%s", i % 2 ? "pool-" : "", id); break;
        }
      g_ptr_array_add (comms, g_steal_pointer (&comm));
    }
  g_ptr_array_add (comms, g_strdup ("gmain"));
  g_ptr_array_add (comms, g_strdup (":src"));
  g_ptr_array_add (comms, g_strdup ("capsfilter12345"));
  index = _gp_comm_index_new (graph);
  for (guint i = 0; i < comms->len; i++)
    {
      const char *comm = g_ptr_array_index (comms, i);

      if (i % 20 == 0 || i >= 20000)
        g_assert_cmpstr (_gp_comm_index_lookup (index, comm), ==, comm_to_element_linear (graph, comm));
    }
  _gp_comm_index_free (index);
  g_assert_cmpstr (gp_thread_comm_to_element (graph, "capsfilter12345"), ==,
                   comm_to_element_linear (graph, "capsfilter12345"));

  /* 200,000 threads through the aggregator, twice (the second time with
   * its index built). */
  for (guint i = 0; i < N_THREADS; i++)
    {
      const char *comm = g_ptr_array_index (comms, i % comms->len);
      gsize at = keys->len;

      /* One buffer, never moved: sized for all the keys. */
      g_string_append_printf (keys, "%u:%.20s", 100 + i, comm);
      g_string_append_c (keys, '\0');
      g_assert_cmpuint (keys->len, <, N_THREADS * 32);
      threads[i].key = keys->str + at;
      threads[i].pct = 0.5;
    }
  aggregator = gp_aggregator_new (session);
  for (guint round = 0; round < 2; round++)
    gp_aggregator_ingest_cpu (aggregator, per_core, 1, 50, threads, N_THREADS);
  gp_aggregator_free (aggregator);
  g_assert_cmpuint (gp_session_get_n_threads (session), ==, N_THREADS);
  g_rand_free (rand);
}

/* ----------------------------------------------------------------------- */

static const char * const event_kinds[] = { "state-changed", "mark", "error", "eos" };

static void
write_event (FILE  *f,
             guint  i)
{
  static const char * const quarters[] = { ".0", ".25", ".5", ".75" };

  /* In the writer's own form: the events are saved as they were read. */
  fprintf (f, "%s{\"t\": %u%s, \"kind\": \"%s\", \"text\": ", i ? ", " : "", i / 4, quarters[i % 4],
           event_kinds[i % 4]);
  if (i % 4 == 0)
    fputs ("\"GstMessageStateChanged, old-state=(GstState)GST_STATE_PAUSED, "
           "new-state=(GstState)GST_STATE_PLAYING, pending-state=(GstState)GST_STATE_VOID_PENDING;\"}", f);
  else
    fprintf (f, "\"event %u\"}", i);
}

static void
test_events (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpAnalysis) analysis = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *html = NULL;
  g_autofree char *text = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *events_text = NULL;
  const GpEvent *last;
  long before;
  long growth_mb;
  FILE *f = open_tmp ("events.json", &path);

  write_head (f, NULL, 4);
  fputs (", \"threads\": {}, \"findings\": [], \"events\": [", f);
  for (guint i = 0; i < N_EVENTS; i++)
    write_event (f, i);
  fputs ("]}", f);
  g_assert_cmpint (fclose (f), ==, 0);

  before = peak_rss_kb ();
  session = load (path);
  analysis = gp_analysis_new (session);
  html = report (session, &findings);
  growth_mb = (peak_rss_kb () - before) / 1024;
  g_test_message ("%u events: load, analyze and report grew the peak RSS by %ld MB",
                  N_EVENTS, growth_mb);
  g_assert_cmpint (growth_mb, <, EVENTS_MAX_GROWTH_MB);

  /* t, kind, text and the posting element: 32 bytes, the strings shared. */
  g_assert_cmpuint (sizeof (GpEvent), <=, 32);
  g_assert_cmpuint (gp_session_get_n_events (session), ==, N_EVENTS);
  last = gp_session_get_event (session, N_EVENTS - 1);
  g_assert_cmpfloat (last->t, ==, (N_EVENTS - 1) / 4.0);
  g_assert_cmpstr (last->kind, ==, event_kinds[(N_EVENTS - 1) % 4]);
  /* Each distinct string once. */
  g_assert_true (gp_session_get_event (session, 0)->text == gp_session_get_event (session, 4)->text);

  /* The report says what it left out. */
  g_assert_nonnull (strstr (html, "500000 events: the first 10000 are in this page"));
  g_assert_cmpuint (strlen (html), <, 16 * 1024 * 1024);

  /* Saved as read: the events text comes back byte for byte. */
  text = gp_test_read_file (path);
  events_text = g_strndup (strstr (text, "\"events\": ["), strlen (strstr (text, "\"events\": [")) - 1);
  saved = gp_session_to_string (session);
  g_assert_nonnull (strstr (saved, events_text));
  g_assert_true (g_str_has_suffix (saved, "]}"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* First: the peak RSS it measures is the process's. */
  g_test_add_func ("/gp/unit/bounded/events", test_events);
  g_test_add_func ("/gp/unit/bounded/ticks", test_ticks);
  g_test_add_func ("/gp/unit/bounded/absurd-axis", test_absurd_axis);
  g_test_add_func ("/gp/unit/bounded/elements", test_elements);
  g_test_add_func ("/gp/unit/bounded/report-large-graph", test_report_large_graph);
  g_test_add_func ("/gp/unit/bounded/dot-elements", test_dot_elements);
  g_test_add_func ("/gp/unit/bounded/dot-props", test_dot_props);
  g_test_add_func ("/gp/unit/bounded/threads", test_threads);
  g_test_add_func ("/gp/unit/bounded/thread-elements", test_thread_elements);

  return g_test_run ();
}
