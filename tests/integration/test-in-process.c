/* test-in-process.c: our gpstats tracer's session against the stock tracers', on real pipelines
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

/* A local `run` loads our plugin and measures in-process (gpstats, src/tracer); `--tracers` with the
 * old default runs the stock `latency` + `stats` tracers on the same pipeline. Both sessions must
 * hold the same series (elements with processing time, links with flow), the same findings (ids)
 * and the same values within noise; `--lite` keeps its meaning on both paths; a board over SSH
 * (the loopback sshd; nothing of ours there) stays on the stock tracers.
 *
 * The tolerance, and why: the stock tracers' own per-buffer work (a formatted log line per push,
 * two probe events per buffer) lands inside the processing time they measure, 0.03–0.15 ms per
 * element on this machine; ours costs a few µs. So an element's steady-state median p95 may differ
 * by that much plus 35 % (two runs of a 2-core machine shared with other builds); pipeline latency,
 * here dominated by the queue's residency before a synchronised sink (≈ 5 frames), by 15 % + 2 ms;
 * fps is set by the clock and differs by at most 10 %. Buffer counts are exact but for the frames
 * a run's edges cut (±3). */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gp-session-json.h"
#include "gp-ssh-board.h"

/* 4 s at 60 fps; a real conversion (I420 → RGBA, 640×480) so that processing time is not noise. */
#define LAUNCH \
  "videotestsrc num-buffers=240 ! video/x-raw,format=I420,width=640,height=480,framerate=60/1 ! " \
  "videoconvert ! video/x-raw,format=RGBA ! queue ! fakesink sync=true"
#define STOCK "latency(flags=pipeline+element+reported);stats"
#define STOCK_LITE "latency(flags=pipeline+element+reported)"

static GpSshBoard *board;

static GpSession *
capture (const char *name,
         const char *option,
         const char *value)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, name, NULL);
  g_autoptr(GpCliResult) run = NULL;

  if (option != NULL && value != NULL)
    run = gp_test_run_clivp ("run", option, value, "--out", out, LAUNCH, NULL);
  else if (option != NULL)
    run = gp_test_run_clivp ("run", option, "--out", out, LAUNCH, NULL);
  else
    run = gp_test_run_clivp ("run", "--out", out, LAUNCH, NULL);
  g_assert_cmpint (run->status, <=, 1);
  return gp_test_load_session (out);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static int
compare_double (const void *a,
                const void *b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return (da > db) - (da < db);
}

/* The median of @column's non-null values, leaving out the first two windows (start-up: caps,
 * pools, the first layout) and the last (cut by the end). NAN when none. */
static double
steady_median (const GArray *column)
{
  g_autoptr(GArray) v = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 2; column != NULL && i + 1 < column->len; i++)
    {
      double x = g_array_index (column, double, i);

      if (!gp_is_null (x))
        g_array_append_val (v, x);
    }
  if (v->len == 0)
    return NAN;
  qsort (v->data, v->len, sizeof (double), compare_double);
  return g_array_index (v, double, v->len / 2);
}

static gint64
total (const GArray *buffers)
{
  gint64 sum = 0;

  for (guint i = 0; i < buffers->len; i++)
    sum += g_array_index (buffers, GpCount, i);
  return sum;
}

/* The element ids with processing-time samples, sorted, one string. */
static char *
timed_elements (GpSession *session)
{
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GPtrArray) keys = gp_series_element_keys (series);
  g_autoptr(GString) out = g_string_new (NULL);

  g_ptr_array_sort (keys, compare_strings);
  for (guint i = 0; i < keys->len; i++)
    if (total (gp_series_lookup_element (series, keys->pdata[i])->buffers) > 0)
      g_string_append_printf (out, "%s ", (const char *) keys->pdata[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The link ids that carried buffers, sorted, one string. */
static char *
moving_links (GpSession *session)
{
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GPtrArray) keys = gp_series_link_keys (series);
  g_autoptr(GString) out = g_string_new (NULL);

  g_ptr_array_sort (keys, compare_strings);
  for (guint i = 0; i < keys->len; i++)
    {
      GArray *fps = gp_series_lookup_link (series, keys->pdata[i])->fps;
      gboolean moved = FALSE;

      for (guint w = 0; w < fps->len; w++)
        moved |= g_array_index (fps, double, w) > 0;
      if (moved)
        g_string_append_printf (out, "%s ", (const char *) keys->pdata[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
finding_ids (GpSession *session)
{
  GPtrArray *findings = gp_session_get_findings (session);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < findings->len; i++)
    g_ptr_array_add (ids, ((GpFinding *) findings->pdata[i])->id);
  g_ptr_array_sort (ids, compare_strings);
  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (out, "%s ", (const char *) ids->pdata[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
assert_near (double      ours,
             double      stock,
             double      rel,
             double      abs_ms,
             const char *what)
{
  g_test_message ("%s: ours %.4f, stock %.4f", what, ours, stock);
  g_assert_false (isnan (ours));
  g_assert_false (isnan (stock));
  if (fabs (ours - stock) > rel * MAX (ours, stock) + abs_ms)
    g_error ("%s: ours %.4f vs stock %.4f, beyond %.0f %% + %.2f", what, ours, stock, rel * 100, abs_ms);
}

static void
test_same_session (void)
{
  g_autoptr(GpSession) ours = capture ("ours.json", NULL, NULL);
  g_autoptr(GpSession) stock = capture ("stock.json", "--tracers", STOCK);
  g_autofree char *ours_elements = timed_elements (ours);
  g_autofree char *stock_elements = timed_elements (stock);
  g_autofree char *ours_links = moving_links (ours);
  g_autofree char *stock_links = moving_links (stock);
  g_autofree char *ours_findings = finding_ids (ours);
  g_autofree char *stock_findings = finding_ids (stock);
  GpSeries *os = gp_session_get_series (ours);
  GpSeries *ss = gp_session_get_series (stock);
  GpElementSeries *oe, *se;

  /* Where the data came from, honestly. */
  g_assert_cmpint (gp_session_get_target (ours)->capabilities.timing, ==, GP_TIMING_IN_PROCESS);
  g_assert_cmpint (gp_session_get_target (stock)->capabilities.timing, ==, GP_TIMING_PER_BUFFER);
  g_assert_true (gp_session_get_target (ours)->capabilities.element_latency);

  g_assert_cmpstr (ours_elements, ==, stock_elements);
  g_assert_nonnull (strstr (ours_elements, "videoconvert0 "));
  g_assert_cmpstr (ours_links, ==, stock_links);
  g_assert_nonnull (strstr (ours_links, "queue0:src->fakesink0:sink"));
  g_assert_cmpstr (ours_findings, ==, stock_findings);
  /* The bus's events come through too (gpstats logs stats' message records). */
  g_assert_cmpuint (gp_session_get_n_events (ours), >, 0);

  oe = gp_series_lookup_element (os, "videoconvert0");
  se = gp_series_lookup_element (ss, "videoconvert0");
  assert_near (steady_median (oe->proc_ms_p95), steady_median (se->proc_ms_p95), 0.35, 0.15,
               "videoconvert0 proc p95 ms");
  g_assert_cmpint (ABS (total (oe->buffers) - total (se->buffers)), <=, 3);
  g_assert_cmpint (total (oe->buffers), >=, 237);

  oe = gp_series_lookup_element (os, "queue0");
  se = gp_series_lookup_element (ss, "queue0");
  assert_near (steady_median (oe->proc_ms_p50), steady_median (se->proc_ms_p50), 0.15, 2.0,
               "queue0 proc p50 ms");

  assert_near (steady_median (gp_series_get_pipeline (os)->latency_ms_p95),
               steady_median (gp_series_get_pipeline (ss)->latency_ms_p95), 0.15, 2.0,
               "pipeline latency p95 ms");
  assert_near (steady_median (gp_series_lookup_link (os, "queue0:src->fakesink0:sink")->fps),
               steady_median (gp_series_lookup_link (ss, "queue0:src->fakesink0:sink")->fps), 0.10, 0,
               "queue0 → fakesink0 fps");
}

/* --lite: processing time and latency, no flow, on both paths. */
static void
test_lite (void)
{
  g_autoptr(GpSession) ours = capture ("ours-lite.json", "--lite", NULL);
  g_autoptr(GpSession) stock = capture ("stock-lite.json", "--tracers", STOCK_LITE);
  g_autofree char *ours_elements = timed_elements (ours);
  g_autofree char *stock_elements = timed_elements (stock);
  g_autofree char *ours_links = moving_links (ours);
  g_autofree char *stock_links = moving_links (stock);

  g_assert_cmpint (gp_session_get_target (ours)->capabilities.timing, ==, GP_TIMING_IN_PROCESS);
  g_assert_cmpstr (ours_elements, ==, stock_elements);
  g_assert_nonnull (strstr (ours_elements, "videoconvert0 "));
  g_assert_cmpstr (ours_links, ==, "");
  g_assert_cmpstr (stock_links, ==, "");
  g_assert_cmpuint (gp_session_get_n_events (ours), ==, gp_session_get_n_events (stock));
  assert_near (steady_median (gp_series_get_pipeline (gp_session_get_series (ours))->latency_ms_p95),
               steady_median (gp_series_get_pipeline (gp_session_get_series (stock))->latency_ms_p95),
               0.15, 2.0, "lite pipeline latency p95 ms");
}

/* A board has none of ours: the stock tracers, per buffer. */
static void
test_board_stock (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "board.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "--out", out,
                         LAUNCH " name=gpagg-board", NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(GpSession) session = NULL;
  g_autofree char *elements = NULL;

  g_assert_cmpint (res->status, <=, 1);
  session = gp_test_load_session (out);
  g_assert_cmpint (gp_session_get_target (session)->capabilities.timing, ==, GP_TIMING_PER_BUFFER);
  elements = timed_elements (session);
  g_assert_nonnull (strstr (elements, "videoconvert0 "));
  g_assert_cmpuint (gp_session_get_info (session)->parse.records, >, 240);
  gp_ssh_board_assert_nothing_left (board, "gpagg-board");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = gp_ssh_board_start ();

  g_test_add_func ("/gp/integration/in-process/same-session", test_same_session);
  g_test_add_func ("/gp/integration/in-process/lite", test_lite);
  g_test_add_func ("/gp/integration/in-process/board-stock", test_board_stock);
  status = g_test_run ();

  g_clear_pointer (&board, gp_ssh_board_stop);
  return status;
}
