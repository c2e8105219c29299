/* test-rules-qleak.c: QLEAK on hand-built sessions, a branch a case
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

/* Each case builds a session (GpTestBuilder) and runs the whole rule engine on it: the
 * capability gate, a leak from back-pressure per family (queue, appsrc, appsink), the settings'
 * three sources (what our tracer measured, the props, the factory's defaults), the trend tests
 * (one spike, a start-up fill, a drain at the end, too few samples), the evidence with the process
 * memory and its time-to-OOM, and the patch of each family. */

#include "config.h"

#include <string.h>

#include "gp-analysis.h"
#include "gp-json-writer.h"
#include "gp-rule-catalog.h"
#include "gp-rules.h"
#include "gp-session-json.h"
#include "gp-test-builder.h"

#define N_WINDOWS 12

/* 40 buffers a second, steadily, over 12 windows of 250 ms. */
#define LINEAR "[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]"
/* The same with noise and a dip: still a leak. */
#define NOISY "[2, 9, 25, 28, 41, 38, 66, 70, 75, 95, 99, 112]"
#define UNBOUNDED_QUEUE "{'max-size-buffers': '0', 'max-size-bytes': '0', 'max-size-time': '0'}"

static GPtrArray *
builder_run (GpTestBuilder *b)
{
  g_autoptr(GpSession) session = gp_test_builder_to_session (b);
  g_autoptr(GpAnalysis) analysis = gp_analysis_new (session);
  g_autoptr(GError) error = NULL;
  const GpRuleCatalog *catalog = gp_rule_catalog_get_default (&error);

  g_assert_no_error (error);
  return gp_rules_run (analysis, catalog);
}

static GpTestBuilder *
builder_new (void)
{
  GpTestBuilder *b = gp_test_builder_new (N_WINDOWS, "generic");

  gp_test_builder_set_queue_levels (b, TRUE);
  return b;
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
count_qleak (GPtrArray *findings)
{
  guint n = 0;

  for (guint i = 0; i < findings->len; i++)
    n += g_str_equal (((const GpFinding *) g_ptr_array_index (findings, i))->rule, "QLEAK");
  return n;
}

static char *
member_json (const GpFinding *f,
             const char      *name)
{
  g_autoptr(JsonNode) node = gp_finding_to_json (f);
  JsonNode *member = json_object_get_member (json_node_get_object (node), name);

  g_assert_nonnull (member);
  return gp_json_to_string (member);
}

/* The number of QLEAK findings of a one-element session. */
static guint
qleak_count_for (const char *factory,
                 const char *props,
                 const char *levels)
{
  g_autoptr(GpTestBuilder) b = builder_new ();
  g_autoptr(GPtrArray) findings = NULL;

  gp_test_builder_add_element (b, "el0", factory, props);
  gp_test_builder_add_queue_levels (b, "el0", levels);
  findings = builder_run (b);
  return count_qleak (findings);
}

/* Without the queue_levels capability the rule does not run. */
static void
test_needs_capability (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (N_WINDOWS, "generic");
  g_autoptr(GPtrArray) findings = NULL;

  gp_test_builder_add_element (b, "q0", "queue", UNBOUNDED_QUEUE);
  gp_test_builder_add_queue_levels (b, "q0", LINEAR);
  findings = builder_run (b);
  g_assert_cmpuint (count_qleak (findings), ==, 0);
}

/* The leak-hunt tee: an unbounded queue that grows, with the process memory growing too. Info and
 * heuristic, its patch a finite limit, the evidence complete, the time-to-OOM in the title. */
static void
test_unbounded_queue (void)
{
  g_autoptr(GpTestBuilder) b = builder_new ();
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *evidence = NULL;
  g_autofree char *patch = NULL;
  const GpFinding *f;

  gp_test_builder_add_element (b, "queue1", "queue", UNBOUNDED_QUEUE);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  gp_test_builder_add_element_columns (b, "queue1",
                                       "{'queue_level': " LINEAR ", "
                                       "'held_bytes': [0, 1, 2, 3, 4, 5, 6, 7, 8, 1536000, 1536000, 0]}");
  /* 4 MB/s of RSS against 2.4 GB available: ten minutes. */
  gp_test_builder_add_system (b, "rss_bytes",
                              "[100000000, 101000000, 102000000, 103000000, 104000000, 105000000,"
                              " 106000000, 107000000, 108000000, 109000000, 110000000, 111000000]");
  gp_test_builder_add_system (b, "mem_available_bytes",
                              "[2500000000, null, null, null, null, null, null, null, null, null, null,"
                              " 2400000000]");
  findings = builder_run (b);

  g_assert_cmpuint (count_qleak (findings), ==, 1);
  f = find (findings, "F-QLEAK-queue1");
  g_assert_nonnull (f);
  g_assert_cmpint (f->severity, ==, GP_SEVERITY_INFO);
  g_assert_true (f->heuristic);
  g_assert_cmpuint (f->target_elements->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f->target_elements, 0), ==, "queue1");
  g_assert_cmpstr (f->title, ==,
                   "queue1 keeps piling up buffers (40.0 more per second, 110 held at the end), "
                   "memory runs out in ~10 min at this rate");
  g_assert_nonnull (strstr (f->why, "every max-size-* is 0"));
  g_assert_nonnull (strstr (f->why, "grows by 4.0 MB/s"));
  g_assert_nonnull (strstr (f->fix_text, "max-size-buffers=200"));

  patch = member_json (f, "fix_patch");
  g_assert_cmpstr (patch, ==,
                   "{\"kind\": \"set-property\", \"element\": \"queue1\", \"property\": \"max-size-buffers\", "
                   "\"value\": \"200\"}");
  evidence = member_json (f, "evidence");
  g_assert_cmpstr (evidence, ==,
                   "{\"growth_per_s\": 40.0, \"level_end\": 110.0, \"level_end_bytes\": 1536000.0, "
                   "\"limit\": {\"max_buffers\": 0, \"max_bytes\": 0, \"max_time_ns\": 0}, "
                   "\"limit_source\": \"props\", \"block\": null, \"leaky\": \"none\", "
                   "\"rss_slope_bytes_per_s\": 4000000.0, \"mem_available_bytes\": 2400000000.0, "
                   "\"time_to_oom_s\": 600.0}");
}

/* No memory series: the memory evidence is null and the title says nothing of it. */
static void
test_no_memory (void)
{
  g_autoptr(GpTestBuilder) b = builder_new ();
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *evidence = NULL;
  const GpFinding *f;

  gp_test_builder_add_element (b, "q0", "queue", UNBOUNDED_QUEUE);
  gp_test_builder_add_queue_levels (b, "q0", NOISY);
  /* A shrinking process: no time-to-OOM. */
  gp_test_builder_add_system (b, "rss_bytes", "[9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 4, 4]");
  findings = builder_run (b);

  f = find (findings, "F-QLEAK-q0");
  g_assert_nonnull (f);
  g_assert_null (strstr (f->title, "memory"));
  g_assert_null (strstr (f->why, "MB/s"));
  evidence = member_json (f, "evidence");
  g_assert_nonnull (strstr (evidence, "\"level_end_bytes\": null"));
  g_assert_nonnull (strstr (evidence, "\"mem_available_bytes\": null, \"time_to_oom_s\": null"));
  g_assert_null (strstr (evidence, "\"rss_slope_bytes_per_s\": null"));
}

/* A queue with any finite limit is bounded: full is back-pressure, not a leak. The factory's
 * defaults count (a default queue holds 1 s, 10 MB, 200 buffers). */
static void
test_bounded_queues (void)
{
  g_assert_cmpuint (qleak_count_for ("queue", NULL, LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("queue", "{'max-size-buffers': '0'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("queue", "{'max-size-buffers': '0', 'max-size-bytes': '0'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("queue", "{'leaky': 'downstream', 'max-size-buffers': '30'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("queue2", "{'max-size-buffers': '0', 'max-size-bytes': '0'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("multiqueue", NULL, LINEAR), ==, 0);
  /* The same zeros everywhere: unbounded. */
  g_assert_cmpuint (qleak_count_for ("queue", UNBOUNDED_QUEUE, LINEAR), ==, 1);
  g_assert_cmpuint (qleak_count_for ("queue2", UNBOUNDED_QUEUE, LINEAR), ==, 1);
  /* Not a queue-like element: never. */
  g_assert_cmpuint (qleak_count_for ("identity", UNBOUNDED_QUEUE, LINEAR), ==, 0);
}

/* What our tracer measured wins over the props, either way. */
static void
test_measured_settings (void)
{
  g_autoptr(GpTestBuilder) b = builder_new ();
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *evidence = NULL;

  /* Launch string says unbounded, the running element was bounded. */
  gp_test_builder_add_queue_element (b, "q0", "queue", UNBOUNDED_QUEUE,
                                     "{'max_buffers': 200, 'max_bytes': 0, 'max_time_ns': 0, 'block': null,"
                                     " 'leaky': 'none', 'drop': null}");
  /* No props (a default-looking queue), but measured unbounded. */
  gp_test_builder_add_queue_element (b, "q1", "queue", NULL,
                                     "{'max_buffers': 0, 'max_bytes': 0, 'max_time_ns': 0, 'block': null,"
                                     " 'leaky': 'downstream', 'drop': null}");
  gp_test_builder_add_queue_levels (b, "q0", LINEAR);
  gp_test_builder_add_queue_levels (b, "q1", LINEAR);
  findings = builder_run (b);

  g_assert_cmpuint (count_qleak (findings), ==, 1);
  g_assert_nonnull (find (findings, "F-QLEAK-q1"));
  evidence = member_json (find (findings, "F-QLEAK-q1"), "evidence");
  g_assert_nonnull (strstr (evidence, "\"limit_source\": \"measured\", \"block\": null, \"leaky\": \"downstream\""));
}

/* An appsrc is bounded only by block=true or a leaky-type; its max-bytes is a watermark, a leak
 * once passed. Its patch is block=true; interpipesrc is one too. */
static void
test_appsrc (void)
{
  g_autoptr(GpTestBuilder) b = builder_new ();
  g_autoptr(GpTestBuilder) under = builder_new ();
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(GPtrArray) under_findings = NULL;
  g_autofree char *patch = NULL;
  g_autofree char *evidence = NULL;
  const GpFinding *f;

  g_assert_cmpuint (qleak_count_for ("appsrc", NULL, LINEAR), ==, 1);
  g_assert_cmpuint (qleak_count_for ("appsrc", "{'block': 'false'}", LINEAR), ==, 1);
  g_assert_cmpuint (qleak_count_for ("appsrc", "{'block': 'true'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("appsrc", "{'block': 'TRUE'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("appsrc", "{'leaky-type': 'downstream'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("appsrc", "{'leaky-type': 'upstream'}", LINEAR), ==, 0);
  g_assert_cmpuint (qleak_count_for ("appsrc", "{'leaky-type': 'none'}", LINEAR), ==, 1);

  gp_test_builder_add_queue_element (b, "interpipesrc1", "interpipesrc", NULL,
                                     "{'max_buffers': 0, 'max_bytes': 200000, 'max_time_ns': 0, 'block': false,"
                                     " 'leaky': 'none', 'drop': null}");
  gp_test_builder_add_element_columns (b, "interpipesrc1",
                                       "{'queue_level': " NOISY ", 'held_bytes': "
                                       "[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8601600]}");
  findings = builder_run (b);
  f = find (findings, "F-QLEAK-interpipesrc1");
  g_assert_nonnull (f);
  patch = member_json (f, "fix_patch");
  g_assert_cmpstr (patch, ==,
                   "{\"kind\": \"set-property\", \"element\": \"interpipesrc1\", \"property\": \"block\", "
                   "\"value\": \"true\"}");
  evidence = member_json (f, "evidence");
  g_assert_nonnull (strstr (evidence, "\"level_end_bytes\": 8601600.0, "
                                      "\"limit\": {\"max_buffers\": 0, \"max_bytes\": 200000, \"max_time_ns\": 0}"));
  g_assert_nonnull (strstr (evidence, "\"block\": false, \"leaky\": \"none\""));
  g_assert_nonnull (strstr (f->why, "max-bytes only signals enough-data"));
  g_assert_nonnull (strstr (f->fix_text, "block=true"));

  /* Growing, but still under its watermark in bytes: not yet. */
  gp_test_builder_add_element (under, "app0", "appsrc", NULL);
  gp_test_builder_add_element_columns (under, "app0",
                                       "{'queue_level': " LINEAR ", 'held_bytes': "
                                       "[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 150000]}");
  under_findings = builder_run (under);
  g_assert_cmpuint (count_qleak (under_findings), ==, 0);
}

/* An appsink is bounded by max-buffers > 0; without a level property its backlog is the
 * buffers our whereabouts saw it hold. Its patch is a finite max-buffers. */
static void
test_appsink (void)
{
  g_autoptr(GpTestBuilder) b = builder_new ();
  g_autoptr(GpTestBuilder) bounded = builder_new ();
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(GPtrArray) bounded_findings = NULL;
  g_autofree char *patch = NULL;

  gp_test_builder_add_element (b, "sink0", "appsink", NULL);
  gp_test_builder_add_element_columns (b, "sink0", "{'held_buffers': " LINEAR "}");
  findings = builder_run (b);
  g_assert_cmpuint (count_qleak (findings), ==, 1);
  patch = member_json (find (findings, "F-QLEAK-sink0"), "fix_patch");
  g_assert_cmpstr (patch, ==,
                   "{\"kind\": \"set-property\", \"element\": \"sink0\", \"property\": \"max-buffers\", "
                   "\"value\": \"200\"}");
  g_assert_nonnull (strstr (find (findings, "F-QLEAK-sink0")->why, "max-buffers=0"));

  gp_test_builder_add_element (bounded, "sink0", "appsink", "{'max-buffers': '5', 'drop': 'true'}");
  gp_test_builder_add_element_columns (bounded, "sink0", "{'held_buffers': " LINEAR "}");
  bounded_findings = builder_run (bounded);
  g_assert_cmpuint (count_qleak (bounded_findings), ==, 0);
}

/* A robust trend that lasts: one spike, a start-up fill that stays flat, a backlog that drains in
 * the second half, a flat or falling one, too few samples, a rise of a buffer or two: none. */
static void
test_trends (void)
{
  static const char * const no_leak[] = {
    "[0, 0, 0, 0, 0, 500, 0, 0, 0, 0, 0, 0]",           /* one spike */
    "[0, 50, 100, 100, 100, 100, 100, 100, 100, 100, 100, 101]", /* start-up fill */
    "[0, 20, 40, 60, 80, 100, 120, 100, 80, 60, 40, 20]", /* drains in the second half */
    "[0, 40, 80, 120, 160, 200, 200, 201, 200, 201, 201, 202]", /* stopped growing */
    "[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]",             /* flat */
    "[110, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0]", /* falling */
    "[0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2]",             /* two buffers in three seconds */
    "[0, 10, 20, 30, 40, 50, 60]",                       /* too few samples (7 < 8) */
    "[null, null, null, null, null, null, null, null, null, null, null, null]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (no_leak); i++)
    {
      g_test_message ("levels %s", no_leak[i]);
      g_assert_cmpuint (qleak_count_for ("queue", UNBOUNDED_QUEUE, no_leak[i]), ==, 0);
    }
  /* The same shapes grown: a leak (nulls before the element existed are skipped). */
  g_assert_cmpuint (qleak_count_for ("queue", UNBOUNDED_QUEUE, NOISY), ==, 1);
  g_assert_cmpuint (qleak_count_for ("queue", UNBOUNDED_QUEUE,
                                     "[null, null, 0, 8, 16, 24, 32, 40, 48, 56, 64, 72]"), ==, 1);
  g_assert_cmpuint (qleak_count_for ("queue", UNBOUNDED_QUEUE,
                                     "[0, 0, 0, 0, 0, 500, 6, 12, 18, 24, 30, 36]"), ==, 1);
  /* Flushed at teardown: one last zero is no cure. */
  g_assert_cmpuint (qleak_count_for ("queue", UNBOUNDED_QUEUE,
                                     "[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 0]"), ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/rules-qleak/needs-capability", test_needs_capability);
  g_test_add_func ("/gp/unit/rules-qleak/unbounded-queue", test_unbounded_queue);
  g_test_add_func ("/gp/unit/rules-qleak/no-memory", test_no_memory);
  g_test_add_func ("/gp/unit/rules-qleak/bounded-queues", test_bounded_queues);
  g_test_add_func ("/gp/unit/rules-qleak/measured-settings", test_measured_settings);
  g_test_add_func ("/gp/unit/rules-qleak/appsrc", test_appsrc);
  g_test_add_func ("/gp/unit/rules-qleak/appsink", test_appsink);
  g_test_add_func ("/gp/unit/rules-qleak/trends", test_trends);

  return g_test_run ();
}
