/* test-queue-levels.c: our gpqueuelevels tracer in a real `run`: the leak-hunt tee
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

/* The pipeline of spec/leak-hunt.md: a tee whose unbounded branch feeds an element slower than
 * the source, beside a bounded queue. `run` loads our plugin from the build tree, so the session
 * has queue levels: the unbounded queue's grows, the bounded one's stays within its limit; `wrap`
 * of our own program (wrap-app) gives its appsrc levels. */

#include "config.h"

#include <string.h>

#include "gp-session-json.h"
#include "gp-test-util.h"

#define LEAK_LAUNCH \
  "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 ! tee name=t " \
  " t. ! queue name=bounded max-size-buffers=5 ! fakesink sync=false " \
  " t. ! queue name=unbounded max-size-buffers=0 max-size-bytes=0 max-size-time=0 ! " \
  "identity sleep-time=60000 ! fakesink sync=false"

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

/* The non-null values of @column. */
static GArray *
non_null (const GArray *column)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < column->len; i++)
    {
      double v = g_array_index (column, double, i);

      if (!gp_is_null (v))
        g_array_append_val (values, v);
    }
  return values;
}

static void
test_leak_tee (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "leak.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", "--duration", "3", "--out", out,
                                                  LEAK_LAUNCH, NULL);
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GArray) unbounded = NULL;
  g_autoptr(GArray) bounded = NULL;
  GpSeries *series;
  GpElementSeries *es;

  g_assert_cmpint (run->status, ==, 0);
  session = load_session (out);
  g_assert_true (gp_session_get_target (session)->capabilities.queue_levels);
  series = gp_session_get_series (session);

  /* The unbounded queue piles up: its highest level, after the first, is above the first (the
   * last one may come after the stop drained it). */
  es = gp_series_lookup_element (series, "unbounded");
  g_assert_nonnull (es);
  unbounded = non_null (es->queue_level);
  g_assert_cmpuint (unbounded->len, >=, 2);
  {
    double peak = 0;

    for (guint i = 1; i < unbounded->len; i++)
      peak = MAX (peak, g_array_index (unbounded, double, i));
    g_assert_cmpfloat (peak, >, g_array_index (unbounded, double, 0));
  }

  /* The bounded one has levels too, never over its max-size-buffers. */
  es = gp_series_lookup_element (series, "bounded");
  g_assert_nonnull (es);
  bounded = non_null (es->queue_level);
  g_assert_cmpuint (bounded->len, >=, 2);
  for (guint i = 0; i < bounded->len; i++)
    g_assert_cmpfloat (g_array_index (bounded, double, i), <=, 5.0);

  /* Elements that are not queue-like have no level. */
  es = gp_series_lookup_element (series, "t");
  if (es != NULL)
    {
      g_autoptr(GArray) tee = non_null (es->queue_level);
      g_assert_cmpuint (tee->len, ==, 0);
    }
}

/* `wrap` loads it too: the appsrc of our own program (wrap-app) has levels. */
static void
test_wrap_appsrc (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "wrap.json", NULL);
  g_autofree char *app = g_test_build_filename (G_TEST_BUILT, "wrap-app", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("wrap", "--duration", "2", "--out", out, "--", app, NULL);
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GArray) levels = NULL;
  GpElementSeries *es;

  g_assert_cmpint (run->status, ==, 0);
  session = load_session (out);
  g_assert_true (gp_session_get_target (session)->capabilities.queue_levels);
  es = gp_series_lookup_element (gp_session_get_series (session), "frames");
  g_assert_nonnull (es);
  levels = non_null (es->queue_level);
  g_assert_cmpuint (levels->len, >=, 2);
}

/* --tracers is verbatim: our tracer is not added; the queue levels are then
 * estimated from the stats tracer's pushes (gp-aggregator-backlog.c). */
static void
test_verbatim_tracers (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "stock.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", "--duration", "2", "--tracers", "latency;stats",
                                                  "--out", out, LEAK_LAUNCH, NULL);
  g_autoptr(GpSession) session = NULL;

  g_assert_cmpint (run->status, ==, 0);
  session = load_session (out);
  g_assert_true (gp_session_get_target (session)->capabilities.queue_levels);
  g_assert_cmpint (gp_session_get_target (session)->capabilities.whereabouts, ==, GP_WHEREABOUTS_ESTIMATED);
  g_assert_nonnull (gp_series_lookup_element (gp_session_get_series (session), "unbounded"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/integration/queue-levels/leak-tee", test_leak_tee);
  g_test_add_func ("/gp/integration/queue-levels/wrap-appsrc", test_wrap_appsrc);
  g_test_add_func ("/gp/integration/queue-levels/verbatim-tracers", test_verbatim_tracers);

  return g_test_run ();
}
