/* test-rules.c: the rule catalogue, the whole-run analysis, every rule, the
 * gate and the verdict, on hand-built sessions and on every fixture.
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

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gp-analysis.h"
#include "gp-error.h"
#include "gp-json-writer.h"
#include "gp-loader.h"
#include "gp-pymath.h"
#include "gp-rule-catalog.h"
#include "gp-rules.h"
#include "gp-session-json.h"
#include "gp-test-builder.h"
#include "gp-test-util.h"
#include "gp-verdict.h"

#define SCOPE "https://proventusnova.com/contact/?utm_source=lead-magnet&utm_medium=tool&utm_campaign=gst-profile"

static const char * const fixtures[] = {
  "jetson-hw-loopback",
  "jetson-zc-break",
  "orin-nx-jp6-healthy",
  "orin-nx-jp6-no-queue",
  "orin-nx-jp6-sw",
  "orin-nx-jp6-zc-break",
  "software-healthy",
};

/* ----------------------------------------------------------------------- */
/* Helpers                                                                   */

static const GpRuleCatalog *
catalog (void)
{
  g_autoptr(GError) error = NULL;
  const GpRuleCatalog *cat = gp_rule_catalog_get_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (cat);
  return cat;
}

static GPtrArray *
run_rules (GpSession *session)
{
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);

  return gp_rules_run (analysis, catalog ());
}

/* The rules on the session @b describes (tests/lib/gp-test-builder.c). */
static GPtrArray *
builder_run (GpTestBuilder *b)
{
  g_autoptr(GpSession) session = gp_test_builder_to_session (b);

  return run_rules (session);
}

static const GpFinding *
find (GPtrArray  *findings,
      const char *id)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *f = g_ptr_array_index (findings, i);

      if (g_str_equal (f->id, id))
        return f;
    }
  return NULL;
}

static guint
count_rule (GPtrArray  *findings,
            const char *rule)
{
  guint n = 0;

  for (guint i = 0; i < findings->len; i++)
    n += g_str_equal (((const GpFinding *) g_ptr_array_index (findings, i))->rule, rule);
  return n;
}

/* A member of a finding's JSON form, serialized as the session writer does. */
static char *
member_json (JsonObject *object,
             const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  g_assert_nonnull (node);
  return gp_json_to_string (node);
}

static char *
finding_member (const GpFinding *f,
                const char      *name)
{
  g_autoptr(JsonNode) node = gp_finding_to_json (f);

  return member_json (json_node_get_object (node), name);
}

static char *
evidence_json (const GpFinding *f)
{
  return finding_member (f, "evidence");
}

/* ----------------------------------------------------------------------- */
/* The catalogue                                                             */

static void
test_catalog_builtin (void)
{
  static const char * const order[] = {
    "HOT", "OK", "ZC", "SW", "QUEUE", "SYNC", "CAPS", "STALL", "VIC", "ENC", "CPU", "HW", "QLEAK",
  };
  const GpRuleCatalog *cat = catalog ();
  const GpRuleEntry *entry;

  g_assert_cmpstr (gp_rule_catalog_get_scope (cat), ==, SCOPE);
  g_assert_cmpuint (gp_rule_catalog_get_n_rules (cat), ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    g_assert_cmpstr (gp_rule_catalog_get_rule (cat, i)->id, ==, order[i]);

  entry = gp_rule_catalog_lookup_rule (cat, "ZC");
  g_assert_cmpint (entry->severity, ==, GP_SEVERITY_HIGH);
  g_assert_cmpuint (entry->verified_on->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (entry->verified_on, 0), ==, "orin-nx-jp6-r36.4");
  g_assert_cmpstr (entry->ref, ==, SCOPE);
  g_assert_cmpuint (gp_rule_catalog_lookup_rule (cat, "SYNC")->verified_on->len, ==, 0);
  g_assert_cmpuint (gp_rule_catalog_lookup_rule (cat, "STALL")->verified_on->len, ==, 0);
  g_assert_true (g_str_has_prefix (gp_rule_catalog_lookup_rule (cat, "VIC")->ref,
                                   "https://proventusnova.com/blog/nvvidconv-performance"));
  g_assert_true (g_str_has_prefix (gp_rule_catalog_lookup_rule (cat, "ENC")->ref,
                                   "https://proventusnova.com/blog/reduce-gstreamer-pipeline-latency"));
  g_assert_true (g_strv_contains ((const char * const *) gp_rule_catalog_lookup_rule (cat, "VIC")->needs,
                                  "tegrastats"));
  g_assert_true (g_strv_contains ((const char * const *) gp_rule_catalog_lookup_rule (cat, "QLEAK")->needs,
                                  "queue_levels"));
  g_assert_true (gp_rule_catalog_lookup_rule (cat, "HOT")->measurement);
  g_assert_true (gp_rule_catalog_lookup_rule (cat, "OK")->withdrawn_by_diagnostics);
  g_assert_false (gp_rule_catalog_lookup_rule (cat, "CPU")->measurement);
  g_assert_cmpfloat (gp_rule_entry_get_number (gp_rule_catalog_lookup_rule (cat, "CPU"), "cpu_pct_min"), ==, 90);

  g_assert_cmpstr (gp_rule_catalog_resolve_factory (cat, "nvvconv"), ==, "nvvidconv");
  g_assert_cmpstr (gp_rule_catalog_resolve_factory (cat, "videoconvert"), ==, "videoconvert");
  g_assert_cmpstr (gp_rule_catalog_hardware_swap (cat, "jetson", "videoconvert"), ==, "nvvidconv");
  g_assert_cmpstr (gp_rule_catalog_hardware_swap (cat, "jetson", "avdec_h265"), ==, "nvv4l2decoder");
  g_assert_cmpstr (gp_rule_catalog_hardware_swap (cat, "mediatek", "x264enc"), ==, "v4l2h264enc");
  g_assert_null (gp_rule_catalog_hardware_swap (cat, "mediatek", "videoscale"));
  g_assert_null (gp_rule_catalog_hardware_swap (cat, "generic", "videoconvert"));
  g_assert_null (gp_rule_catalog_hardware_swap (cat, "amiga", "videoconvert"));
}

static char *
read_source_rules (const char *name)
{
  g_autofree char *path = g_build_filename (GP_SOURCE_RULES_DIR, name, NULL);

  return gp_test_read_file (path);
}

/* The source catalogue with @find replaced by @replace (once). */
static char *
patched_catalog (const char *find_text,
                 const char *replace)
{
  g_autofree char *text = read_source_rules ("catalog.json");
  char *at = strstr (text, find_text);

  g_assert_nonnull (at);
  *at = '\0';
  return g_strconcat (text, replace, at + strlen (find_text), NULL);
}

static void
assert_malformed (const char *catalog_json,
                  const char *platforms_json,
                  const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpRuleCatalog) cat = gp_rule_catalog_new_from_data (catalog_json, platforms_json, "test", &error);

  g_assert_null (cat);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  if (strstr (error->message, expected) == NULL)
    g_error ("'%s' does not mention '%s'", error->message, expected);
  g_assert_true (g_str_has_prefix (error->message, "rule catalogue test: "));
}

static void
test_catalog_malformed (void)
{
  g_autofree char *platforms = read_source_rules ("platforms.json");
  static const struct {
    const char *find;
    const char *replace;
    const char *expected;
  } cases[] = {
    { "\"scope\": \"", "\"scope\": 3, \"x\": \"", "\"scope\" must be" },
    { "\"id\": \"CPU\"", "\"id\": \"FOO\"", "rule FOO has no implementation" },
    { "\"id\": \"SW\"", "\"id\": \"OK\"", "rule OK appears twice" },
    { "\"severity\": \"high\"", "\"severity\": \"urgent\"", "severity must be" },
    { "\"needs\": [\"tegrastats\"]", "\"needs\": [\"gpu\"]", "unknown capability 'gpu'" },
    { "\"cpu_pct_min\": 90", "\"cpu_pct_min\": \"90\"", "params.cpu_pct_min must be a number" },
    { "\"cpu_pct_min\": 90", "\"cpu_min\": 90", "params.cpu_pct_min is missing" },
    { "\"key\": \"gr3d_pct\"", "\"key\": \"gpu_pct\"", "must name a system column" },
    { "\"title_source\":", "\"title_src\":", "text 'title_source' is missing" },
    { "({vic}%)", "({vic_pct}%)", "unknown placeholder {vic_pct}" },
    { "\"verified_on\": [\"orin-nx-jp6-r36.4\"]", "\"verified_on\": \"orin\"", "verified_on must be" },
    { "\"nvvconv\": \"nvvidconv\"", "\"nvvconv\": 1", "factory_aliases.nvvconv must be a string" },
  };
  g_autofree char *good = read_source_rules ("catalog.json");
  g_autoptr(GpRuleCatalog) cat = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = patched_catalog (cases[i].find, cases[i].replace);

      assert_malformed (text, platforms, cases[i].expected);
    }

  assert_malformed ("{\"scope\": ", platforms, "catalog.json is not valid JSON");
  assert_malformed ("[]", platforms, "catalog.json must hold a JSON object");
  assert_malformed ("{\"scope\": \"x\", \"rules\": []}", platforms, "\"rules\" must be a non-empty list");
  assert_malformed (good, "{\"platforms\": {\"jetson\": {\"hardware_swaps\": {\"a\": 1}}}}",
                    "platforms.jetson.hardware_swaps.a must be a string");
  assert_malformed (good, "{}", "needs a \"platforms\" object");

  /* The shipped files parse, and a catalogue may drop rules. */
  cat = gp_rule_catalog_new_from_data (good, platforms, "test", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gp_rule_catalog_get_n_rules (cat), ==, 13);
}

static void
test_catalog_dir (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *catalog_path = g_build_filename (dir, "catalog.json", NULL);
  g_autofree char *platforms_path = g_build_filename (dir, "platforms.json", NULL);
  g_autofree char *platforms = read_source_rules ("platforms.json");
  g_autofree char *text = patched_catalog ("\"cpu_pct_min\": 90", "\"cpu_pct_min\": 50");
  g_autoptr(GpRuleCatalog) cat = NULL;
  g_autoptr(GError) error = NULL;

  cat = gp_rule_catalog_new_from_dir (dir, &error);
  g_assert_error (error, GP_ERROR, GP_ERROR_NOT_FOUND);
  g_assert_null (cat);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (catalog_path, text, -1, NULL));
  g_assert_true (g_file_set_contents (platforms_path, platforms, -1, NULL));
  cat = gp_rule_catalog_new_from_dir (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (gp_rule_entry_get_number (gp_rule_catalog_lookup_rule (cat, "CPU"), "cpu_pct_min"), ==, 50);
}

static void
test_catalog_template (void)
{
  g_autofree char *a = gp_rule_template_expand ("{element} takes {share}% {x} {} {Up} {", "element", "enc0",
                                                "share", "33", NULL);
  g_autofree char *b = gp_rule_template_expand ("{element}{element}", "element", "q", NULL);

  g_assert_cmpstr (a, ==, "enc0 takes 33% {x} {} {Up} {");
  g_assert_cmpstr (b, ==, "qq");
}

/* ----------------------------------------------------------------------- */
/* Whole-run analysis                                                        */

static void
test_analysis_percentile (void)
{
  GpNumber values[31];
  GpNumber mixed[] = { { 9, FALSE }, { 2, TRUE }, { 9, TRUE }, { NAN, FALSE }, { 1, TRUE } };
  GpNumber p;

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[G_N_ELEMENTS (values) - 1 - i] = (GpNumber) { i, TRUE };

  /* round(0.95 · 30) = round(28.5) = 28 (half to even). */
  p = gp_percentile (values, 31, 0.95);
  g_assert_cmpfloat (p.value, ==, 28);
  g_assert_true (p.is_int);
  /* 0.95 · 10 is 9.5 in doubles, and round(9.5) = 10: the top of 20…30. */
  g_assert_cmpfloat (gp_percentile (values, 11, 0.95).value, ==, 30);
  /* round(0.5 · 1) = round(0.5) = 0; round(0.5 · 3) = round(1.5) = 2. */
  g_assert_cmpfloat (gp_percentile (values, 2, 0.5).value, ==, 29);
  g_assert_cmpfloat (gp_percentile (values, 4, 0.5).value, ==, 29);
  /* Nulls are skipped; equal values keep their order: [1, 2, 9.0, 9]. */
  p = gp_percentile (mixed, G_N_ELEMENTS (mixed), 0.95);
  g_assert_cmpfloat (p.value, ==, 9);
  g_assert_true (p.is_int);
  p = gp_percentile (mixed, G_N_ELEMENTS (mixed), 0.5);
  g_assert_cmpfloat (p.value, ==, 9);
  g_assert_false (p.is_int);
  g_assert_true (gp_number_is_none (gp_percentile (mixed + 3, 1, 0.95)));
  g_assert_true (gp_number_is_none (gp_percentile (NULL, 0, 0.95)));
}

typedef struct
{
  GpNumber number;
  guint    position;
} RankedNumber;

static int
compare_ranked_number (gconstpointer a,
                       gconstpointer b)
{
  const RankedNumber *ra = a, *rb = b;

  if (ra->number.value != rb->number.value)
    return ra->number.value < rb->number.value ? -1 : 1;
  return (ra->position > rb->position) - (ra->position < rb->position);
}

/* Against a stable sort: few distinct values (ints and floats, 0 and -0),
 * nulls, every percentile the rules use, and the extremes. */
static void
test_analysis_percentile_sorted (void)
{
  const double ps[] = { 0.0, 0.05, 0.5, 0.9, 0.95, 0.99, 1.0 };
  GRand *rand = g_rand_new_with_seed (11);

  for (guint round = 0; round < 300; round++)
    {
      guint n = g_rand_int_range (rand, 1, 400);
      g_autofree GpNumber *values = g_new (GpNumber, n);
      g_autofree RankedNumber *ranked = g_new (RankedNumber, n);
      guint m = 0;

      for (guint i = 0; i < n; i++)
        {
          int pick = g_rand_int_range (rand, 0, 6);

          values[i].is_int = g_rand_boolean (rand);
          values[i].value = pick == 0 ? NAN : pick == 1 ? (g_rand_boolean (rand) ? -0.0 : 0.0)
                          : (double) g_rand_int_range (rand, 0, round % 7 + 2);
          if (!gp_number_is_none (values[i]))
            ranked[m++] = (RankedNumber) { values[i], i };
        }
      qsort (ranked, m, sizeof (RankedNumber), compare_ranked_number);

      for (guint j = 0; j < G_N_ELEMENTS (ps); j++)
        {
          GpNumber got = gp_percentile (values, n, ps[j]);
          GpNumber want;

          if (m == 0)
            {
              g_assert_true (gp_number_is_none (got));
              continue;
            }
          want = ranked[gp_nearest_rank_index (m, ps[j])].number;
          g_assert_cmpfloat (got.value, ==, want.value);
          g_assert_cmpint (!!signbit (got.value), ==, !!signbit (want.value));
          g_assert_cmpint (got.is_int, ==, want.is_int);
        }
    }

  g_rand_free (rand);
}

static void
test_analysis_rounding (void)
{
  g_autofree char *a = gp_format_fixed (0.125, 2);
  g_autofree char *b = gp_format_fixed (2.5, 0);
  g_autofree char *c = gp_format_fixed (27.777, 1);
  g_autoptr(JsonNode) i = gp_number_to_json ((GpNumber) { 4, TRUE });
  g_autoptr(JsonNode) d = gp_number_to_json ((GpNumber) { 4, FALSE });
  g_autoptr(JsonNode) n = gp_number_to_json (GP_NUMBER_NONE);
  g_autofree char *si = gp_json_to_string (i);
  g_autofree char *sd = gp_json_to_string (d);
  g_autofree char *sn = gp_json_to_string (n);

  g_assert_cmpstr (a, ==, "0.12");
  g_assert_cmpstr (b, ==, "2");
  g_assert_cmpstr (c, ==, "27.8");
  g_assert_cmpfloat (gp_number_round ((GpNumber) { 2.675, FALSE }, 2).value, ==, 2.67);
  g_assert_cmpfloat (gp_number_round ((GpNumber) { 7.3652, FALSE }, 3).value, ==, 7.365);
  g_assert_true (gp_number_round ((GpNumber) { 9, TRUE }, 3).is_int);
  g_assert_cmpstr (si, ==, "4");
  g_assert_cmpstr (sd, ==, "4.0");
  g_assert_cmpstr (sn, ==, "null");
}

static void
test_analysis_aggregates (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (6, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpAnalysis) a = NULL;
  const GpElementStat *conv;
  const GpElementStat *sink;
  const GpLinkStat *ls;

  gp_test_builder_add_element (b, "pipeline0", "pipeline", NULL);
  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "conv0", "videoconvert", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_link (b, "src0", "conv0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "conv0", "sink0", "sysmem", "video/x-raw");
  gp_test_builder_add_element_series (b, "conv0", "[1.5, null, 3, 2, 2.5, 1]", "[10, 41, null, 41.0, 3, 2]");
  gp_test_builder_add_link_series (b, "src0", "conv0", "[28, 32, 28, 32, 28, 32]",
                                   "[false, true, true, false, false, false]");
  gp_test_builder_add_link_series (b, "conv0", "sink0", "[56, 60, 0, 0, 0, 0]",
                                   "[false, false, false, false, true, true]");
  gp_test_builder_set_latency (b, "[5, 7, 6, null, 8, 9]");
  gp_test_builder_add_system (b, "cpu_pct", "[1, 2, 3, 2, 1, 0]");
  gp_test_builder_add_system (b, "vic_pct", "[null, null, null, null, null, null]");
  session = gp_test_builder_to_session (b);
  a = gp_analysis_new (session);

  g_assert_cmpuint (a->elements->len, ==, 4);
  conv = gp_analysis_lookup_element (a, "conv0");
  /* p95 of [1.5, 3, 2, 2.5, 1]: sorted [1, 1.5, 2, 2.5, 3], index round(3.8) = 4. */
  g_assert_cmpfloat (conv->proc_ms_p95.value, ==, 3);
  g_assert_true (conv->proc_ms_p95.is_int);
  /* max() keeps the first of equal values: 41, not 41.0. */
  g_assert_cmpfloat (conv->cpu_pct.value, ==, 41);
  g_assert_true (conv->cpu_pct.is_int);
  sink = gp_analysis_lookup_element (a, "sink0");
  g_assert_true (gp_number_is_none (sink->proc_ms_p95));
  g_assert_true (gp_number_is_none (sink->cpu_pct));

  ls = gp_analysis_link_between (a, "src0", "conv0");
  g_assert_cmpfloat (ls->fps.value, ==, 32);
  g_assert_true (ls->ever_stalled);
  g_assert_true (ls->stall_interior);
  ls = gp_analysis_link_between (a, "conv0", "sink0");
  g_assert_true (ls->ever_stalled);
  g_assert_false (ls->stall_interior);
  g_assert_null (gp_analysis_link_between (a, "sink0", "conv0"));

  /* From the source's link (32 fps), not the faster one downstream. */
  g_assert_cmpfloat (a->frame_period_ms.value, ==, 1000.0 / 32);
  g_assert_false (a->frame_period_ms.is_int);
  /* p95 of [5, 7, 6, 8, 9] → index 4. */
  g_assert_cmpfloat (a->latency_ms_p95.value, ==, 9);
  g_assert_cmpfloat (a->system_peak[GP_SYSTEM_CPU].value, ==, 3);
  g_assert_true (gp_number_is_none (a->system_peak[GP_SYSTEM_VIC]));
  g_assert_true (gp_number_is_none (a->system_peak[GP_SYSTEM_EMC]));

  g_assert_cmpuint (a->hot->len, ==, 1);
  g_assert_cmpfloat (g_array_index (a->hot, GpHotEntry, 0).share_pct, ==, 100);
}

static void
test_analysis_frame_period_fallback (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (3, "generic");
  g_autoptr(GpTestBuilder) none = gp_test_builder_new (3, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSession) empty = NULL;
  g_autoptr(GpAnalysis) a = NULL;
  g_autoptr(GpAnalysis) e = NULL;
  g_autofree char *header = NULL;
  g_autofree char *empty_header = NULL;

  /* The source's link has no series: the fastest link anywhere. */
  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "q0", "queue", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_link (b, "src0", "q0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "q0", "sink0", "sysmem", "video/x-raw");
  gp_test_builder_add_link_series (b, "q0", "sink0", "[20, 25, 0]", NULL);
  session = gp_test_builder_to_session (b);
  a = gp_analysis_new (session);
  g_assert_cmpfloat (a->frame_period_ms.value, ==, 40);
  g_assert_true (gp_number_is_none (a->latency_ms_p95));
  header = gp_verdict_header (a);
  g_assert_cmpstr (header, ==, "frame period 40.0 ms");

  gp_test_builder_add_element (none, "src0", "videotestsrc", NULL);
  empty = gp_test_builder_to_session (none);
  e = gp_analysis_new (empty);
  g_assert_true (gp_number_is_none (e->frame_period_ms));
  empty_header = gp_verdict_header (e);
  g_assert_cmpstr (empty_header, ==, "no per-element timing on this capture");
}

static void
test_analysis_stall_short (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (4, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpAnalysis) a = NULL;

  /* ≤ 4 windows: never interior. */
  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_link (b, "src0", "sink0", "sysmem", "video/x-raw");
  gp_test_builder_add_link_series (b, "src0", "sink0", "[30, 0, 0, 30]", "[false, true, true, false]");
  session = gp_test_builder_to_session (b);
  a = gp_analysis_new (session);
  g_assert_false (((const GpLinkStat *) g_ptr_array_index (a->links, 0))->stall_interior);
}

/* ----------------------------------------------------------------------- */
/* The rules, one by one                                                     */

static void
test_rules_gate_and_ok (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (3, "generic");
  g_autoptr(GpTestBuilder) c = gp_test_builder_new (3, "generic");
  g_autoptr(GPtrArray) healthy = NULL;
  g_autoptr(GPtrArray) converted = NULL;
  g_autofree char *ok_evidence = NULL;
  const GpFinding *f;

  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "q0", "queue", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_link (b, "src0", "q0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "q0", "sink0", "sysmem", "video/x-raw");
  gp_test_builder_add_element_series (b, "q0", "[1, 2, 3]", NULL);
  gp_test_builder_add_link_series (b, "src0", "q0", "[28, 32, 28]", NULL);
  gp_test_builder_set_latency (b, "[10, 12.345, 11]");
  healthy = builder_run (b);

  g_assert_cmpuint (healthy->len, ==, 2);
  f = g_ptr_array_index (healthy, 0);
  g_assert_cmpstr (f->id, ==, "F-HOT");
  g_assert_false (f->heuristic);
  g_assert_cmpuint (f->rank, ==, 1);
  f = g_ptr_array_index (healthy, 1);
  g_assert_cmpstr (f->id, ==, "F-OK");
  g_assert_cmpint (f->severity, ==, GP_SEVERITY_INFO);
  g_assert_false (f->heuristic);
  g_assert_cmpuint (f->verified_on->len, ==, 0);
  g_assert_cmpuint (f->rank, ==, 2);
  ok_evidence = evidence_json (f);
  g_assert_cmpstr (ok_evidence, ==, "{\"latency_ms_p95\": 12.35, \"frame_period_ms\": 31.25}");
  g_assert_cmpstr (f->title, !=, "");
  g_assert_cmpstr (f->ref, ==, SCOPE);

  /* Any diagnostic, even an info heuristic one (CAPS), withdraws OK. */
  gp_test_builder_add_element (c, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (c, "conv0", "videoconvert", NULL);
  gp_test_builder_add_element (c, "conv1", "videoscale", NULL);
  gp_test_builder_add_element (c, "q0", "queue2", NULL);
  gp_test_builder_add_link (c, "src0", "conv0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (c, "conv0", "conv1", "sysmem", "video/x-raw");
  gp_test_builder_add_link (c, "conv1", "q0", "sysmem", "video/x-raw");
  gp_test_builder_add_link_series (c, "src0", "conv0", "[30, 30, 30]", NULL);
  gp_test_builder_set_latency (c, "[1, 1, 1]");
  converted = builder_run (c);
  g_assert_cmpuint (converted->len, ==, 1);
  f = g_ptr_array_index (converted, 0);
  g_assert_cmpstr (f->id, ==, "F-CAPS-conv0");
  g_assert_cmpint (f->severity, ==, GP_SEVERITY_INFO);
  g_assert_true (f->heuristic);
}

static void
test_rules_gate_direct (void)
{
  const GpRuleCatalog *cat = catalog ();
  g_autoptr(GpFinding) zc = gp_finding_new ("F-ZC-a", "ZC");
  g_autoptr(GpFinding) sync = gp_finding_new ("F-SYNC-a", "SYNC");
  g_autoptr(GpFinding) cpu = gp_finding_new ("F-CPU-a", "CPU");
  g_autoptr(GpFinding) hot = gp_finding_new ("F-HOT", "HOT");

  zc->severity = GP_SEVERITY_HIGH;
  gp_rules_gate (zc, gp_rule_catalog_lookup_rule (cat, "ZC"));
  g_assert_cmpint (zc->severity, ==, GP_SEVERITY_HIGH);
  g_assert_false (zc->heuristic);
  g_assert_cmpuint (zc->verified_on->len, ==, 1);

  sync->severity = GP_SEVERITY_MEDIUM;
  gp_rules_gate (sync, gp_rule_catalog_lookup_rule (cat, "SYNC"));
  g_assert_cmpint (sync->severity, ==, GP_SEVERITY_INFO);
  g_assert_true (sync->heuristic);
  g_assert_cmpuint (sync->verified_on->len, ==, 0);

  gp_rules_gate (cpu, gp_rule_catalog_lookup_rule (cat, "CPU"));
  g_assert_true (cpu->heuristic);
  gp_rules_gate (hot, gp_rule_catalog_lookup_rule (cat, "HOT"));
  g_assert_false (hot->heuristic);
}

static void
test_rules_sort_stable (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (3, "jetson");
  g_autoptr(GPtrArray) findings = NULL;
  static const char * const expected[] = {
    "F-SW-conv0", "F-SW-conv1", "F-QUEUE", "F-HOT", "F-CPU-conv0", "F-CPU-conv1",
  };

  /* Two SW mediums keep element order; HOT's share puts it before the
   * other infos; the two CPUs keep element order. */
  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "conv0", "videoconvert", NULL);
  gp_test_builder_add_element (b, "conv1", "x264enc", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_link (b, "src0", "conv0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "conv0", "conv1", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "conv1", "sink0", "sysmem", "video/x-h264");
  gp_test_builder_add_element_series (b, "conv0", "[1, 1, 1]", "[95, 95, 95]");
  gp_test_builder_add_element_series (b, "conv1", "[3, 3, 3]", "[99.5, 99, 90]");
  findings = builder_run (b);

  g_assert_cmpuint (findings->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *f = g_ptr_array_index (findings, i);

      g_assert_cmpstr (f->id, ==, expected[i]);
      g_assert_cmpuint (f->rank, ==, i + 1);
    }
  g_assert_cmpfloat (((const GpFinding *) g_ptr_array_index (findings, 3))->share_of_latency_pct, ==, 75);
  g_assert_true (gp_findings_have_high_or_medium (findings));
}

static void
test_rules_nvvconv_alias (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (3, "jetson");
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *caps = NULL;
  g_autofree char *vic = NULL;
  g_autofree char *targets = NULL;
  g_autofree char *platforms = read_source_rules ("platforms.json");
  g_autofree char *no_alias = patched_catalog ("\"nvvconv\": \"nvvidconv\"", "\"foo\": \"bar\"");
  g_autoptr(GpRuleCatalog) plain = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpAnalysis) analysis = NULL;
  g_autoptr(GPtrArray) unaliased = NULL;
  g_autoptr(GError) error = NULL;

  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "videoconvert0", "videoconvert", NULL);
  gp_test_builder_add_element (b, "nvvconv0", "nvvconv", NULL);
  gp_test_builder_add_element (b, "q0", "queue", NULL);
  gp_test_builder_add_link (b, "src0", "videoconvert0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "videoconvert0", "nvvconv0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "nvvconv0", "q0", "nvmm", "video/x-raw");
  gp_test_builder_add_system (b, "vic_pct", "[70, 80, 75]");
  session = gp_test_builder_to_session (b);
  findings = run_rules (session);

  g_assert_nonnull (find (findings, "F-CAPS-videoconvert0"));
  caps = evidence_json (find (findings, "F-CAPS-videoconvert0"));
  g_assert_cmpstr (caps, ==, "{\"element\": \"videoconvert0\", \"downstream\": [\"nvvconv0\"]}");
  g_assert_nonnull (find (findings, "F-VIC"));
  vic = evidence_json (find (findings, "F-VIC"));
  g_assert_cmpstr (vic, ==, "{\"vic_pct\": 80, \"nvvidconv_count\": 1}");
  targets = finding_member (find (findings, "F-VIC"), "targets");
  g_assert_cmpstr (targets, ==, "{\"elements\": [\"nvvconv0\"], \"links\": []}");
  g_assert_cmpstr (find (findings, "F-VIC")->title, ==, "VIC engine saturated (80%) with 1 converter(s)");
  /* nvvconv is hardware already: SW only names videoconvert0. */
  g_assert_cmpuint (count_rule (findings, "SW"), ==, 1);
  g_assert_nonnull (find (findings, "F-SW-videoconvert0"));

  /* Without the alias (the reference's behaviour) neither fires. */
  plain = gp_rule_catalog_new_from_data (no_alias, platforms, "test", &error);
  g_assert_no_error (error);
  analysis = gp_analysis_new (session);
  unaliased = gp_rules_run (analysis, plain);
  g_assert_null (find (unaliased, "F-CAPS-videoconvert0"));
  g_assert_null (find (unaliased, "F-VIC"));
}

static void
test_rules_queue (void)
{
  g_autoptr(GpTestBuilder) with_queue2 = gp_test_builder_new (2, "generic");
  g_autoptr(GpTestBuilder) no_queue = gp_test_builder_new (2, "generic");
  g_autoptr(GpTestBuilder) no_heavy = gp_test_builder_new (2, "generic");
  g_autoptr(GPtrArray) a = NULL;
  g_autoptr(GPtrArray) b = NULL;
  g_autoptr(GPtrArray) c = NULL;
  g_autofree char *evidence = NULL;
  g_autofree char *patch = NULL;
  const GpFinding *f;

  gp_test_builder_add_element (with_queue2, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (with_queue2, "q0", "queue2", NULL);
  gp_test_builder_add_element (with_queue2, "sink0", "fakesink", NULL);
  a = builder_run (with_queue2);
  g_assert_cmpuint (count_rule (a, "QUEUE"), ==, 0);

  gp_test_builder_add_element (no_queue, "pipeline0", "pipeline", NULL);
  gp_test_builder_add_element (no_queue, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (no_queue, "pay0", "rtph264pay", NULL);
  gp_test_builder_add_element (no_queue, "enc0", "x264enc", NULL);
  gp_test_builder_add_element (no_queue, "sink0", "udpsink", NULL);
  b = builder_run (no_queue);
  f = find (b, "F-QUEUE");
  g_assert_nonnull (f);
  g_assert_cmpint (f->severity, ==, GP_SEVERITY_MEDIUM);
  g_assert_false (f->heuristic);
  g_assert_cmpstr (g_ptr_array_index (f->verified_on, 0), ==, "orin-nx-jp6-r36.4");
  evidence = evidence_json (f);
  g_assert_cmpstr (evidence, ==, "{\"heavy_element\": \"pay0\", \"queues_present\": 0}");
  patch = finding_member (f, "fix_patch");
  g_assert_cmpstr (patch, ==, "{\"kind\": \"insert-element\", \"before\": \"pay0\", \"element\": \"queue\"}");
  g_assert_nonnull (strstr (f->fix_text, "pay0"));

  gp_test_builder_add_element (no_heavy, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (no_heavy, "conv0", "videoconvert", NULL);
  c = builder_run (no_heavy);
  g_assert_cmpuint (count_rule (c, "QUEUE"), ==, 0);
}

static void
test_rules_sync (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *evidence = NULL;
  g_autofree char *patch = NULL;

  gp_test_builder_add_element (b, "q0", "queue", NULL);
  gp_test_builder_add_element (b, "a", "fakesink", "{'sync': 'TRUE'}");
  gp_test_builder_add_element (b, "b", "xvimagesink", "{'sync': '1'}");
  gp_test_builder_add_element (b, "c", "appsink", "{'sync': ''}");
  gp_test_builder_add_element (b, "d", "fakesink", "{'sync': 'false'}");
  gp_test_builder_add_element (b, "e", "fakesink", NULL);
  gp_test_builder_add_element (b, "f", "identity", "{'sync': 'true'}");
  findings = builder_run (b);

  g_assert_cmpuint (count_rule (findings, "SYNC"), ==, 3);
  g_assert_nonnull (find (findings, "F-SYNC-a"));
  g_assert_nonnull (find (findings, "F-SYNC-b"));
  g_assert_nonnull (find (findings, "F-SYNC-c"));
  g_assert_cmpint (find (findings, "F-SYNC-a")->severity, ==, GP_SEVERITY_INFO);
  g_assert_true (find (findings, "F-SYNC-a")->heuristic);
  evidence = evidence_json (find (findings, "F-SYNC-a"));
  g_assert_cmpstr (evidence, ==, "{\"sync\": \"TRUE\"}");
  patch = finding_member (find (findings, "F-SYNC-b"), "fix_patch");
  g_assert_cmpstr (patch, ==,
                   "{\"kind\": \"set-property\", \"element\": \"b\", \"property\": \"sync\", \"value\": \"false\"}");
}

static void
test_rules_enc (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *both = NULL;
  g_autofree char *sps = NULL;
  g_autofree char *ref = NULL;

  gp_test_builder_add_element (b, "q0", "queue", NULL);
  gp_test_builder_add_element (b, "e0", "x264enc", "{'bframes': '0', 'insert-sps-pps': 'true'}");
  gp_test_builder_add_element (b, "e1", "nvv4l2h264enc", "{'BFrames': '2', 'insert-sps-pps': 'FALSE'}");
  gp_test_builder_add_element (b, "e2", "nvv4l2h265enc", "{'insert-sps-pps': '0'}");
  gp_test_builder_add_element (b, "e3", "x265enc", "{'bframes': ''}");
  gp_test_builder_add_element (b, "d0", "decodebin", "{'bframes': '3'}");
  findings = builder_run (b);

  g_assert_cmpuint (count_rule (findings, "ENC"), ==, 2);
  both = evidence_json (find (findings, "F-ENC-e1"));
  g_assert_cmpstr (both, ==, "{\"bframes\": \"2\", \"insert-sps-pps\": \"false\"}");
  sps = evidence_json (find (findings, "F-ENC-e2"));
  g_assert_cmpstr (sps, ==, "{\"insert-sps-pps\": \"0\"}");
  ref = finding_member (find (findings, "F-ENC-e1"), "fix_patch");
  g_assert_cmpstr (ref, ==, "null");
  g_assert_true (g_str_has_prefix (find (findings, "F-ENC-e1")->ref, "https://proventusnova.com/blog/"));
}

static void
test_rules_stall (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (8, "generic");
  g_autoptr(GPtrArray) findings = NULL;
  const GpFinding *source;
  const GpFinding *middle;
  g_autofree char *source_title = NULL;
  g_autofree char *targets = NULL;
  g_autofree char *evidence = NULL;

  gp_test_builder_add_element (b, "src0", "v4l2src", NULL);
  gp_test_builder_add_element (b, "q0", "queue", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_element (b, "src1", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "sink1", "fakesink", NULL);
  gp_test_builder_add_link (b, "src0", "q0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "q0", "sink0", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "src1", "sink1", "sysmem", "video/x-raw");
  gp_test_builder_add_link_series (b, "src0", "q0", "[30, 30, 0, 0, 0, 30, 30, 30]",
                                   "[false, false, true, true, true, false, false, false]");
  gp_test_builder_add_link_series (b, "q0", "sink0", "[30, 30, 30, 0, 0, 30, 30, 30]",
                                   "[false, false, false, true, true, false, false, false]");
  /* Only at the tail: teardown, not a stall. */
  gp_test_builder_add_link_series (b, "src1", "sink1", "[30, 30, 30, 30, 30, 30, 0, 0]",
                                   "[false, false, false, false, false, false, true, true]");
  findings = builder_run (b);

  g_assert_cmpuint (count_rule (findings, "STALL"), ==, 2);
  source = find (findings, "F-STALL-src0:src->q0:sink");
  middle = find (findings, "F-STALL-q0:src->sink0:sink");
  g_assert_nonnull (source);
  g_assert_nonnull (middle);
  g_assert_cmpint (source->severity, ==, GP_SEVERITY_INFO);
  g_assert_true (source->heuristic);
  source_title = gp_rule_template_expand (gp_rule_entry_get_text (gp_rule_catalog_lookup_rule (catalog (), "STALL"),
                                                                  "title_source"),
                                          "element", "src0", NULL);
  g_assert_cmpstr (source->title, !=, middle->title);
  g_assert_cmpstr (source->title, ==, source_title);
  targets = finding_member (middle, "targets");
  g_assert_cmpstr (targets, ==, "{\"elements\": [\"q0\"], \"links\": [\"q0:src->sink0:sink\"]}");
  evidence = evidence_json (middle);
  g_assert_cmpstr (evidence, ==, "{\"link\": \"q0:src->sink0:sink\"}");
}

static void
test_rules_thresholds (void)
{
  g_autoptr(GpTestBuilder) at = gp_test_builder_new (2, "jetson");
  g_autoptr(GpTestBuilder) below = gp_test_builder_new (2, "jetson");
  g_autoptr(GPtrArray) hit = NULL;
  g_autoptr(GPtrArray) miss = NULL;
  g_autofree char *nvenc = NULL;
  g_autofree char *cpu = NULL;

  gp_test_builder_add_element (at, "q0", "queue", NULL);
  gp_test_builder_add_element (at, "enc0", "nvv4l2h264enc", NULL);
  gp_test_builder_add_element_series (at, "enc0", NULL, "[90, 12]");
  gp_test_builder_add_system (at, "nvenc_pct", "[95, 10]");
  gp_test_builder_add_system (at, "gr3d_pct", "[99.5, 10]");
  gp_test_builder_add_system (at, "emc_pct", "[94.9, null]");
  hit = builder_run (at);
  g_assert_nonnull (find (hit, "F-HW-nvenc_pct"));
  g_assert_nonnull (find (hit, "F-HW-gr3d_pct"));
  g_assert_null (find (hit, "F-HW-emc_pct"));
  nvenc = evidence_json (find (hit, "F-HW-nvenc_pct"));
  g_assert_cmpstr (nvenc, ==, "{\"nvenc_pct\": 95}");
  g_assert_cmpstr (find (hit, "F-HW-gr3d_pct")->title, ==, "GPU (GR3D) saturated (100%)");
  cpu = evidence_json (find (hit, "F-CPU-enc0"));
  g_assert_cmpstr (cpu, ==, "{\"cpu_pct\": 90}");
  g_assert_cmpstr (find (hit, "F-CPU-enc0")->title, ==, "enc0 is CPU-bound (90% of a core)");
  /* HW is ranked after CPU: catalogue order among equal infos. */
  g_assert_cmpuint (find (hit, "F-CPU-enc0")->rank, <, find (hit, "F-HW-nvenc_pct")->rank);

  /* Without tegrastats, HW does not run; below 90 no CPU. */
  gp_test_builder_set_tegrastats (below, FALSE);
  gp_test_builder_add_element (below, "q0", "queue", NULL);
  gp_test_builder_add_element (below, "enc0", "nvv4l2h264enc", NULL);
  gp_test_builder_add_element_series (below, "enc0", NULL, "[89.9, 12]");
  gp_test_builder_add_system (below, "nvenc_pct", "[100, 100]");
  gp_test_builder_add_system (below, "vic_pct", "[100, 100]");
  miss = builder_run (below);
  g_assert_cmpuint (miss->len, ==, 0);
}

static void
test_rules_zc (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "jetson");
  g_autoptr(GPtrArray) findings = NULL;
  const GpFinding *f;
  g_autofree char *evidence = NULL;
  g_autofree char *patch = NULL;

  /* nvmm → conv0 →sys→ conv1 →sys→ nvconv0 → dmabuf: one island, keyed on
   * its first link; the encoded sysmem link and the island without hardware
   * on one side do not count. */
  gp_test_builder_add_element (b, "cam0", "nvarguscamerasrc", NULL);
  gp_test_builder_add_element (b, "conv0", "videoconvert", NULL);
  gp_test_builder_add_element (b, "conv1", "videoflip", NULL);
  gp_test_builder_add_element (b, "nvconv0", "nvvidconv", NULL);
  gp_test_builder_add_element (b, "enc0", "nvv4l2h264enc", NULL);
  gp_test_builder_add_element (b, "parse0", "h264parse", NULL);
  gp_test_builder_add_element (b, "dec0", "nvv4l2decoder", NULL);
  gp_test_builder_add_element (b, "q0", "queue", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_link (b, "cam0", "conv0", "nvmm", "video/x-raw");
  gp_test_builder_add_link (b, "conv0", "conv1", "sysmem", "video/x-raw");
  gp_test_builder_add_link (b, "conv1", "nvconv0", "sysmem", "");
  gp_test_builder_add_link (b, "nvconv0", "enc0", "dmabuf", "video/x-raw");
  gp_test_builder_add_link (b, "enc0", "parse0", "sysmem", "video/x-h264");
  gp_test_builder_add_link (b, "parse0", "dec0", "sysmem", "video/x-h264");
  gp_test_builder_add_link (b, "dec0", "q0", "nvmm", "video/x-raw");
  gp_test_builder_add_link (b, "q0", "sink0", "sysmem", "video/x-raw");
  gp_test_builder_add_element_series (b, "conv1", NULL, "[50, 61.5]");
  findings = builder_run (b);

  g_assert_cmpuint (count_rule (findings, "ZC"), ==, 1);
  f = find (findings, "F-ZC-conv0");
  g_assert_nonnull (f);
  g_assert_cmpint (f->severity, ==, GP_SEVERITY_HIGH);
  g_assert_cmpuint (f->rank, ==, 1);
  evidence = evidence_json (f);
  g_assert_cmpstr (evidence, ==,
                   "{\"sysmem_link\": \"conv0:src->conv1:sink\", \"hw_upstream\": \"cam0\", "
                   "\"hw_downstream\": \"enc0\", \"offender_cpu_pct\": 61.5}");
  patch = finding_member (f, "fix_patch");
  g_assert_cmpstr (patch, ==,
                   "{\"kind\": \"set-caps\", \"link\": \"conv0:src->conv1:sink\", \"to\": \"video/x-raw(memory:NVMM)\"}");
  g_assert_cmpstr (g_ptr_array_index (f->target_elements, 0), ==, "conv0");
  g_assert_cmpstr (g_ptr_array_index (f->target_elements, 1), ==, "conv1");
  g_assert_cmpstr (g_ptr_array_index (f->target_links, 0), ==, "conv0:src->conv1:sink");
}

static void
test_rules_sw_platforms (void)
{
  g_autoptr(GpTestBuilder) generic = gp_test_builder_new (2, "generic");
  g_autoptr(GpTestBuilder) mediatek = gp_test_builder_new (2, "mediatek");
  g_autoptr(GPtrArray) g = NULL;
  g_autoptr(GPtrArray) m = NULL;
  g_autofree char *evidence = NULL;

  gp_test_builder_add_element (generic, "q0", "queue", NULL);
  gp_test_builder_add_element (generic, "enc0", "x264enc", NULL);
  g = builder_run (generic);
  g_assert_cmpuint (count_rule (g, "SW"), ==, 0);

  gp_test_builder_add_element (mediatek, "q0", "queue", NULL);
  gp_test_builder_add_element (mediatek, "enc0", "x264enc", NULL);
  gp_test_builder_add_element (mediatek, "scale0", "videoscale", NULL);
  gp_test_builder_add_element_series (mediatek, "enc0", "[2.5, 3.25]", NULL);
  m = builder_run (mediatek);
  g_assert_cmpuint (count_rule (m, "SW"), ==, 1);
  evidence = evidence_json (find (m, "F-SW-enc0"));
  g_assert_cmpstr (evidence, ==,
                   "{\"factory\": \"x264enc\", \"hardware_equivalent\": \"v4l2h264enc\", \"cpu_pct\": null, "
                   "\"proc_ms_p95\": 3.25}");
}

static void
test_verdict_text_layout (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpAnalysis) a = NULL;
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *json_text = NULL;

  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_set_latency (b, "[4.25, 4.35]");
  session = gp_test_builder_to_session (b);
  a = gp_analysis_new (session);
  text = gp_verdict_render_text (a, findings, catalog ());
  g_assert_cmpstr (text, ==, "\ngst-profile verdict\n  pipeline latency p95 4.3 ms\n  no findings.");

  json = gp_verdict_to_json (a, findings, catalog ());
  json_text = gp_json_to_string (json);
  g_assert_cmpstr (json_text, ==,
                   "{\"header\": \"pipeline latency p95 4.3 ms\", \"scope\": \"" SCOPE "\", "
                   "\"latency_ms_p95\": 4.35, \"frame_period_ms\": null, \"hot\": [], \"findings\": [], "
                   "\"has_high_or_medium\": false}");
}

/* ----------------------------------------------------------------------- */
/* Every fixture against its golden files (tests/golden/README.md)           */

static const char * const compared_members[] = {
  "id", "rule", "severity", "rank", "targets", "evidence", "fix_patch", "ref", "heuristic", "verified_on",
  "share_of_latency_pct",
};

static GpSession *
load_fixture (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = gp_test_fixture (file);
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (path, NULL, NULL, &error);

  g_assert_no_error (error);
  return session;
}

static char *
golden_text (const char *name,
             const char *suffix)
{
  g_autofree char *file = g_strconcat (name, suffix, NULL);
  g_autofree char *path = gp_test_golden (file);

  return gp_test_read_file (path);
}

static void
test_fixture (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GpSession) session = load_fixture (name);
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);
  g_autoptr(GPtrArray) findings = gp_rules_run (analysis, catalog ());
  g_autofree char *golden = golden_text (name, ".findings.json");
  g_autofree char *golden_verdict = golden_text (name, ".verdict.txt");
  g_autofree char *golden_dict = golden_text (name, ".verdict.json");
  g_autofree char *golden_exit = golden_text (name, ".exit");
  g_autofree char *text = NULL;
  g_autofree char *text_nl = NULL;
  g_autofree char *dict = NULL;
  g_autofree char *dict_nl = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonNode) verdict = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *expected;

  json_parser_load_from_data (parser, golden, -1, &error);
  g_assert_no_error (error);
  expected = json_node_get_array (json_parser_get_root (parser));

  g_assert_cmpuint (findings->len, ==, json_array_get_length (expected));
  for (guint i = 0; i < findings->len; i++)
    {
      g_autoptr(JsonNode) node = gp_finding_to_json (g_ptr_array_index (findings, i));
      JsonObject *got = json_node_get_object (node);
      JsonObject *want = json_array_get_object_element (expected, i);

      for (guint m = 0; m < G_N_ELEMENTS (compared_members); m++)
        {
          g_autofree char *g = member_json (got, compared_members[m]);
          g_autofree char *w = member_json (want, compared_members[m]);

          if (g_strcmp0 (g, w) != 0)
            g_error ("%s finding %u (%s) %s: got %s, want %s", name, i,
                     json_object_get_string_member (want, "id"), compared_members[m], g, w);
        }
    }

  /* The verdict (texts included) and its dict. */
  text = gp_verdict_render_text (analysis, findings, catalog ());
  text_nl = g_strconcat (text, "\n", NULL);
  g_assert_cmpstr (text_nl, ==, golden_verdict);
  verdict = gp_verdict_to_json (analysis, findings, catalog ());
  dict = gp_json_to_string (verdict);
  dict_nl = g_strconcat (dict, "\n", NULL);
  g_assert_cmpstr (dict_nl, ==, golden_dict);
  g_assert_cmpint (gp_findings_have_high_or_medium (findings), ==, atoi (golden_exit));
}

static void
test_fixture_zc_break_header (void)
{
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-zc-break");
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);
  g_autofree char *header = gp_verdict_header (analysis);

  g_assert_cmpstr (header, ==,
                   "pipeline latency p95 26.7 ms (frame period 27.8 ms)  \u00b7  where the time goes: "
                   "nvv4l2h264enc0 33% \u00b7 nvvconv1 22% \u00b7 videoconvert0 17%");
}

static void
test_fixture_stored_findings_recomputed (void)
{
  /* The stored SW/QUEUE of this capture predate the gate (info); the
   * recomputed ones are medium. */
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-sw");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) findings = gp_rules_run_session (session, &error);
  GPtrArray *stored = gp_session_get_findings (session);

  g_assert_no_error (error);
  g_assert_cmpuint (stored->len, ==, 3);
  g_assert_cmpint (((GpFinding *) g_ptr_array_index (stored, 1))->severity, ==, GP_SEVERITY_INFO);
  g_assert_cmpstr (((GpFinding *) g_ptr_array_index (findings, 0))->id, ==, "F-SW-videoconvert0");
  g_assert_cmpint (((GpFinding *) g_ptr_array_index (findings, 0))->severity, ==, GP_SEVERITY_MEDIUM);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/rules/catalog/builtin", test_catalog_builtin);
  g_test_add_func ("/gp/unit/rules/catalog/malformed", test_catalog_malformed);
  g_test_add_func ("/gp/unit/rules/catalog/dir", test_catalog_dir);
  g_test_add_func ("/gp/unit/rules/catalog/template", test_catalog_template);
  g_test_add_func ("/gp/unit/rules/analysis/percentile", test_analysis_percentile);
  g_test_add_func ("/gp/unit/rules/analysis/percentile-sorted", test_analysis_percentile_sorted);
  g_test_add_func ("/gp/unit/rules/analysis/rounding", test_analysis_rounding);
  g_test_add_func ("/gp/unit/rules/analysis/aggregates", test_analysis_aggregates);
  g_test_add_func ("/gp/unit/rules/analysis/frame-period-fallback", test_analysis_frame_period_fallback);
  g_test_add_func ("/gp/unit/rules/analysis/stall-short", test_analysis_stall_short);
  g_test_add_func ("/gp/unit/rules/gate-and-ok", test_rules_gate_and_ok);
  g_test_add_func ("/gp/unit/rules/gate-direct", test_rules_gate_direct);
  g_test_add_func ("/gp/unit/rules/sort-stable", test_rules_sort_stable);
  g_test_add_func ("/gp/unit/rules/nvvconv-alias", test_rules_nvvconv_alias);
  g_test_add_func ("/gp/unit/rules/queue", test_rules_queue);
  g_test_add_func ("/gp/unit/rules/sync", test_rules_sync);
  g_test_add_func ("/gp/unit/rules/enc", test_rules_enc);
  g_test_add_func ("/gp/unit/rules/stall", test_rules_stall);
  g_test_add_func ("/gp/unit/rules/thresholds", test_rules_thresholds);
  g_test_add_func ("/gp/unit/rules/zc", test_rules_zc);
  g_test_add_func ("/gp/unit/rules/sw-platforms", test_rules_sw_platforms);
  g_test_add_func ("/gp/unit/rules/verdict/layout", test_verdict_text_layout);
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gp/unit/rules/fixture/%s", fixtures[i]);

      g_test_add_data_func (path, fixtures[i], test_fixture);
    }
  g_test_add_func ("/gp/unit/rules/fixture/zc-break-header", test_fixture_zc_break_header);
  g_test_add_func ("/gp/unit/rules/fixture/stored-findings-recomputed", test_fixture_stored_findings_recomputed);

  return g_test_run ();
}
