/* test-qleak.c: QLEAK on real captures: a leak fires, back-pressure does not, the patch clears it
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

/* Real pipelines through the CLI, our tracer loaded from the build tree, three seconds each:
 *
 * - the tee of spec/leak-hunt.md (an unbounded queue before a slow branch) under `run` fires
 *   QLEAK on exactly that queue with its patch; `patch --apply` gives a string whose `run` fires
 *   none, though that queue still grows (now bounded);
 * - its leaky bounded twin, and a default queue before the slow branch (back-pressure: it grows
 *   until full), fire none;
 * - leak-app (an appsrc fed faster than its consumer) under `wrap` fires QLEAK on its appsrc with
 *   block=true, and none with --block; with --bridge (two pipelines joined by appsink → appsrc,
 *   the interpipe shape) on the bridge's appsrc, with both pipelines' elements in the graph.
 *
 * Assertions are on findings, orderings and trends, never on how long anything took. */

#include "config.h"

#include <string.h>

#include "gp-rules.h"
#include "gp-session-json.h"
#include "gp-test-util.h"

#define TEE_HEAD \
  "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 ! tee name=t " \
  " t. ! queue ! fakesink sync=false "
#define SLOW_BRANCH " ! identity sleep-time=60000 ! fakesink sync=false"
#define LEAK_LAUNCH TEE_HEAD " t. ! queue max-size-buffers=0 max-size-bytes=0 max-size-time=0" SLOW_BRANCH
#define LEAKY_LAUNCH TEE_HEAD " t. ! queue leaky=downstream max-size-buffers=30" SLOW_BRANCH
#define BACKPRESSURE_LAUNCH TEE_HEAD " t. ! queue" SLOW_BRANCH

static GpSession *
load_session (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  gsize len = strlen (text);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&text), len);
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_session_load_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return session;
}

/* The session's findings, recomputed. */
static GPtrArray *
findings_of (GpSession *session)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *findings = gp_rules_run_session (session, &error);

  g_assert_no_error (error);
  return findings;
}

/* The QLEAK findings' ids, sorted, joined by spaces ("" for none). */
static char *
qleak_ids (GPtrArray *findings)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *f = g_ptr_array_index (findings, i);

      if (g_str_equal (f->rule, "QLEAK"))
        g_ptr_array_add (ids, f->id);
    }
  g_ptr_array_sort (ids, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (ids, NULL);
  return g_strjoinv (" ", (char **) ids->pdata);
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

/* The first and the highest non-null level of @element; FALSE when it has fewer than two. */
static gboolean
level_range (GpSession  *session,
             const char *element,
             double     *first,
             double     *high)
{
  GpElementSeries *es = gp_series_lookup_element (gp_session_get_series (session), element);
  guint n = 0;

  for (guint i = 0; es != NULL && i < es->queue_level->len; i++)
    {
      double v = g_array_index (es->queue_level, double, i);

      if (gp_is_null (v))
        continue;
      if (n++ == 0)
        *first = *high = v;
      *high = MAX (*high, v);
    }
  return n >= 2;
}

/* `run` of @launch for three seconds into @dir/@name; the session. */
static GpSession *
capture_run (const char *dir,
             const char *name,
             const char *launch)
{
  g_autofree char *out = g_build_filename (dir, name, NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", "--duration", "3", "--out", out, launch, NULL);

  if (run->status > 1)
    g_printerr ("%s\n", run->err);
  g_assert_cmpint (run->status, <=, 1);
  return load_session (out);
}

/* `wrap` of leak-app with @option (or none) for three seconds. */
static GpSession *
capture_wrap (const char *dir,
              const char *name,
              const char *option,
              const char *option2)
{
  g_autofree char *out = g_build_filename (dir, name, NULL);
  g_autofree char *app = g_test_build_filename (G_TEST_BUILT, "leak-app", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("wrap", "--duration", "3", "--out", out, "--", app,
                                                  option, option2, NULL);

  if (run->status > 1)
    g_printerr ("%s\n", run->err);
  /* 1: the QUEUE finding (no queue before the sink), a verified medium. */
  g_assert_cmpint (run->status, <=, 1);
  return load_session (out);
}

/* The leak-hunt tee: QLEAK on exactly the unbounded queue, and the patched re-run clears it. */
static void
test_tee_leak_and_patch (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *session_path = g_build_filename (dir, "leak.json", NULL);
  g_autoptr(GpSession) leak = capture_run (dir, "leak.json", LEAK_LAUNCH);
  g_autoptr(GPtrArray) findings = findings_of (leak);
  g_autofree char *ids = qleak_ids (findings);
  g_autoptr(GpCliResult) patch = NULL;
  g_autoptr(GpSession) fixed = NULL;
  g_autoptr(GPtrArray) fixed_findings = NULL;
  g_autofree char *fixed_ids = NULL;
  g_autofree char *patched = NULL;
  const GpFinding *f;
  JsonObject *limit;
  double first = 0, high = 0;

  g_assert_true (gp_session_get_target (leak)->capabilities.queue_levels);
  g_assert_cmpstr (ids, ==, "F-QLEAK-queue1");
  f = find (findings, "F-QLEAK-queue1");
  g_assert_cmpint (f->severity, ==, GP_SEVERITY_INFO);
  g_assert_true (f->heuristic);
  g_assert_cmpstr (g_ptr_array_index (f->target_elements, 0), ==, "queue1");
  g_assert_cmpstr (json_object_get_string_member (f->fix_patch, "kind"), ==, "set-property");
  g_assert_cmpstr (json_object_get_string_member (f->fix_patch, "property"), ==, "max-size-buffers");
  g_assert_cmpfloat (json_object_get_double_member (f->evidence, "growth_per_s"), >, 0);
  /* The limits our tracer read from the running queue: all zero. */
  g_assert_cmpstr (json_object_get_string_member (f->evidence, "limit_source"), ==, "measured");
  limit = json_object_get_object_member (f->evidence, "limit");
  g_assert_cmpint (json_object_get_int_member (limit, "max_buffers"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (limit, "max_bytes"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (limit, "max_time_ns"), ==, 0);
  /* The process grows with it. */
  g_assert_cmpfloat (json_object_get_double_member (f->evidence, "rss_slope_bytes_per_s"), >, 0);

  patch = gp_test_run_clivp ("patch", session_path, "--apply", "F-QLEAK-queue1", NULL);
  g_assert_cmpint (patch->status, ==, 0);
  patched = g_strstrip (g_strdup (patch->out));
  g_assert_nonnull (strstr (patched, "queue max-size-buffers=200 max-size-bytes=0 max-size-time=0 !"));

  fixed = capture_run (dir, "fixed.json", patched);
  fixed_findings = findings_of (fixed);
  fixed_ids = qleak_ids (fixed_findings);
  g_assert_cmpstr (fixed_ids, ==, "");
  /* Not for want of data: the queue was measured, and still filled (bounded now). */
  g_assert_true (gp_session_get_target (fixed)->capabilities.queue_levels);
  g_assert_true (level_range (fixed, "queue1", &first, &high));
  g_assert_cmpfloat (high, >, first);
}

/* A leaky bounded twin, and a default queue before the slow branch, which grows until full:
 * back-pressure, no QLEAK. */
static void
test_tee_bounded (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autoptr(GpSession) leaky = capture_run (dir, "leaky.json", LEAKY_LAUNCH);
  g_autoptr(GpSession) pressure = capture_run (dir, "pressure.json", BACKPRESSURE_LAUNCH);
  g_autoptr(GPtrArray) leaky_findings = findings_of (leaky);
  g_autoptr(GPtrArray) pressure_findings = findings_of (pressure);
  g_autofree char *leaky_ids = qleak_ids (leaky_findings);
  g_autofree char *pressure_ids = qleak_ids (pressure_findings);
  double first = 0, high = 0;

  g_assert_cmpstr (leaky_ids, ==, "");
  g_assert_cmpstr (pressure_ids, ==, "");
  g_assert_true (level_range (leaky, "queue1", &first, &high));
  g_assert_true (level_range (pressure, "queue1", &first, &high));
  g_assert_cmpfloat (high, >, first);
  /* The default queue's limits as measured: bounded. */
  g_assert_nonnull (gp_graph_lookup_element (gp_session_get_graph (pressure), "queue1")->queue);
  g_assert_cmpint (gp_graph_lookup_element (gp_session_get_graph (pressure), "queue1")->queue->max_buffers, ==, 200);
}

/* leak-app under wrap: QLEAK on its appsrc with block=true; none with --block. */
static void
test_wrap_appsrc (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autoptr(GpSession) leak = capture_wrap (dir, "app.json", NULL, NULL);
  g_autoptr(GpSession) fixed = capture_wrap (dir, "app-block.json", "--block", NULL);
  g_autoptr(GPtrArray) findings = findings_of (leak);
  g_autoptr(GPtrArray) fixed_findings = findings_of (fixed);
  g_autofree char *ids = qleak_ids (findings);
  g_autofree char *fixed_ids = qleak_ids (fixed_findings);
  const GpFinding *f;
  double first = 0, high = 0;

  g_assert_cmpstr (ids, ==, "F-QLEAK-frames");
  f = find (findings, "F-QLEAK-frames");
  g_assert_cmpstr (json_object_get_string_member (f->fix_patch, "property"), ==, "block");
  g_assert_cmpstr (json_object_get_string_member (f->fix_patch, "value"), ==, "true");
  g_assert_false (json_object_get_boolean_member (f->evidence, "block"));

  g_assert_cmpstr (fixed_ids, ==, "");
  g_assert_true (level_range (fixed, "frames", &first, &high));
  g_assert_true (gp_graph_lookup_element (gp_session_get_graph (fixed), "frames")->queue->block == 1);
}

/* The interpipe shape: the backlog is in the bridge's appsrc, and both pipelines are in the graph. */
static void
test_wrap_bridge (void)
{
  static const char * const elements[] = { "producer", "frames", "bridge-sink", "consumer", "bridge", "slow", "out" };
  g_autofree char *dir = gp_test_tmpdir ();
  g_autoptr(GpSession) leak = capture_wrap (dir, "bridge.json", "--bridge", NULL);
  g_autoptr(GPtrArray) findings = findings_of (leak);
  g_autofree char *ids = qleak_ids (findings);
  const GpFinding *f;

  g_assert_cmpstr (ids, ==, "F-QLEAK-bridge");
  f = find (findings, "F-QLEAK-bridge");
  g_assert_cmpstr (json_object_get_string_member (f->fix_patch, "property"), ==, "block");
  for (guint i = 0; i < G_N_ELEMENTS (elements); i++)
    g_assert_nonnull (gp_graph_lookup_element (gp_session_get_graph (leak), elements[i]));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/integration/qleak/tee-leak-and-patch", test_tee_leak_and_patch);
  g_test_add_func ("/gp/integration/qleak/tee-bounded", test_tee_bounded);
  g_test_add_func ("/gp/integration/qleak/wrap-appsrc", test_wrap_appsrc);
  g_test_add_func ("/gp/integration/qleak/wrap-bridge", test_wrap_bridge);

  return g_test_run ();
}
