/* test-stock-backlog.c: the leak hunt with stock GStreamer only, locally and over SSH
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

/* Without our tracer plugin, backlogs are estimated from the stats tracer's pushes
 * (src/core/ingest/gp-aggregator-backlog.c). Real pipelines: the leak-hunt tee of
 * spec/leak-hunt.md run locally with `--tracers "latency;stats"` and captured over SSH (the
 * loopback sshd; nothing of ours on the "board"), whose unbounded queue grows and fires QLEAK
 * while the bounded one does not; a leaky twin stays at its limit and fires none; a healthy
 * pipeline's queues stay near empty; `--queue-debug` gives our own program's appsrc (wrap-app) its
 * exact level from appsrc's debug lines, here and on the board. */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include "gp-session-json.h"
#include "gp-ssh-board.h"

#define TEE_HEAD \
  "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 ! tee name=t " \
  " t. ! queue name=bounded max-size-buffers=5 ! fakesink sync=false "
#define LEAK_LAUNCH TEE_HEAD \
  " t. ! queue name=unbounded max-size-buffers=0 max-size-bytes=0 max-size-time=0 ! " \
  "identity sleep-time=60000 ! fakesink sync=false"
#define LEAKY_LAUNCH TEE_HEAD \
  " t. ! queue name=leaky leaky=downstream max-size-buffers=10 ! " \
  "identity sleep-time=60000 ! fakesink sync=false"
#define HEALTHY_LAUNCH \
  "videotestsrc is-live=true num-buffers=60 ! video/x-raw,width=320,height=240,framerate=30/1 ! " \
  "queue name=q1 ! videoconvert ! queue name=q2 ! fakesink"

#define STOCK_TRACERS "latency;stats"

static GpSshBoard *board;
static char *dir;

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

/* The non-null values of @column (NULL: none). */
static GArray *
non_null (const GArray *column)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; column != NULL && i < column->len; i++)
    {
      double v = g_array_index (column, double, i);

      if (!gp_is_null (v))
        g_array_append_val (values, v);
    }
  return values;
}

static double
last (const GArray *values)
{
  g_assert_cmpuint (values->len, >, 0);
  return g_array_index (values, double, values->len - 1);
}

static double
max_of (const GArray *values)
{
  double m = 0;

  for (guint i = 0; i < values->len; i++)
    m = MAX (m, g_array_index (values, double, i));
  return m;
}

/* The ids of the session's QLEAK findings, joined with spaces. */
static char *
qleak_ids (GpSession *session)
{
  GPtrArray *findings = gp_session_get_findings (session);
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (g_str_has_prefix (finding->id, "F-QLEAK-"))
        g_string_append_printf (ids, "%s%s", ids->len > 0 ? " " : "", finding->id);
    }
  return g_string_free (ids, FALSE);
}

/* Not queue-like: no estimate. */
static void
assert_no_backlog (GpSeries   *series,
                   const char *name)
{
  GpElementSeries *es = gp_series_lookup_element (series, name);
  g_autoptr(GArray) level = NULL;
  g_autoptr(GArray) held = NULL;

  if (es == NULL)
    return;
  level = non_null (es->queue_level);
  held = non_null (es->held_buffers);
  g_assert_cmpuint (level->len, ==, 0);
  g_assert_cmpuint (held->len, ==, 0);
}

/* The leak-hunt tee, however captured: an estimated backlog that grows on the
 * unbounded queue only, its bytes and ages, QLEAK on exactly that queue. */
static void
assert_leak_tee (const char *path)
{
  g_autoptr(GpSession) session = load_session (path);
  GpTarget *target = gp_session_get_target (session);
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GArray) level = NULL;
  g_autoptr(GArray) bytes = NULL;
  g_autoptr(GArray) age = NULL;
  g_autoptr(GArray) bounded = NULL;
  g_autoptr(GArray) rss = NULL;
  g_autoptr(GArray) available = NULL;
  g_autofree char *ids = NULL;
  GpElementSeries *es;

  g_assert_true (target->capabilities.queue_levels);
  g_assert_cmpint (target->capabilities.whereabouts, ==, GP_WHEREABOUTS_ESTIMATED);

  /* 30 in, ~16 out a second: it piles up, and what it holds weighs a frame each */
  es = gp_series_lookup_element (series, "unbounded");
  g_assert_nonnull (es);
  level = non_null (es->queue_level);
  g_assert_cmpuint (level->len, >=, 8);
  g_assert_cmpfloat (last (level), >=, 10);
  g_assert_cmpfloat (last (level), >, g_array_index (level, double, level->len / 4));
  bytes = non_null (es->held_bytes);
  g_assert_cmpfloat (last (bytes), >=, last (level) * 320 * 240);
  age = non_null (es->oldest_held_ms);
  g_assert_cmpfloat (last (age), >, 250);

  /* the bounded one never holds more than its limit (and the one blocked) */
  es = gp_series_lookup_element (series, "bounded");
  g_assert_nonnull (es);
  bounded = non_null (es->queue_level);
  g_assert_cmpuint (bounded->len, >=, 8);
  g_assert_cmpfloat (max_of (bounded), <=, 6);

  assert_no_backlog (series, "t");
  assert_no_backlog (series, "identity0");
  assert_no_backlog (series, "videotestsrc0");

  /* the process grows, and the machine's memory is there for a time-to-OOM */
  rss = non_null (gp_series_get_system (series)->rss_bytes);
  available = non_null (gp_series_get_system (series)->mem_available_bytes);
  g_assert_cmpuint (rss->len, >=, 4);
  g_assert_cmpuint (available->len, >=, 4);
  /* its peak, not its last sample: that one may come while it tears down (the queue freed) */
  g_assert_cmpfloat (max_of (rss), >, g_array_index (rss, double, 0));

  ids = qleak_ids (session);
  g_assert_cmpstr (ids, ==, "F-QLEAK-unbounded");
}

/* A local run with only stock tracers (no plugin): the estimate. */
static void
test_local_leak (void)
{
  g_autofree char *out = g_build_filename (dir, "local-leak.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", "--duration", "3", "--tracers", STOCK_TRACERS,
                                                  "--out", out, LEAK_LAUNCH, NULL);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (strstr (run->out, "QLEAK unbounded"));
  assert_leak_tee (out);
}

/* The leaky twin: its estimate stays at its limit (the dot dump says it is
 * leaky), no QLEAK. */
static void
test_local_leaky_twin (void)
{
  g_autofree char *out = g_build_filename (dir, "local-leaky.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", "--duration", "3", "--tracers", STOCK_TRACERS,
                                                  "--out", out, LEAKY_LAUNCH, NULL);
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GArray) level = NULL;
  g_autofree char *ids = NULL;
  GpElementSeries *es;

  g_assert_cmpint (run->status, ==, 0);
  session = load_session (out);
  es = gp_series_lookup_element (gp_session_get_series (session), "leaky");
  g_assert_nonnull (es);
  level = non_null (es->queue_level);
  g_assert_cmpuint (level->len, >=, 8);
  g_assert_cmpfloat (max_of (level), <=, 10);
  /* it does fill: the slow branch is there */
  g_assert_cmpfloat (max_of (level), >=, 5);
  ids = qleak_ids (session);
  g_assert_cmpstr (ids, ==, "");
}

/* A healthy pipeline: the estimate invents no backlog (its queues end empty). */
static void
test_local_healthy (void)
{
  g_autofree char *out = g_build_filename (dir, "local-healthy.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", "--tracers", STOCK_TRACERS, "--out", out,
                                                  HEALTHY_LAUNCH, NULL);
  g_autoptr(GpSession) session = NULL;
  GpSeries *series;

  g_assert_cmpint (run->status, ==, 0);
  session = load_session (out);
  series = gp_session_get_series (session);
  for (guint i = 0; i < 2; i++)
    {
      GpElementSeries *es = gp_series_lookup_element (series, i == 0 ? "q1" : "q2");
      g_autoptr(GArray) level = NULL;

      g_assert_nonnull (es);
      level = non_null (es->queue_level);
      g_assert_cmpuint (level->len, >=, 4);
      g_assert_cmpfloat (max_of (level), <=, 3);
      g_assert_cmpfloat (last (level), <=, 1);
    }
  assert_no_backlog (series, "videoconvert0");
  g_assert_null (strstr (run->out, "QLEAK"));
}

/* decodebin's multiqueue, fed by a demuxer pad that stats logs without a parent:
 * estimated all the same, within its limits, empty at the end. */
static void
test_local_decodebin (void)
{
  g_autofree char *movie = g_build_filename (dir, "movie.mkv", NULL);
  g_autofree char *location = g_strconcat ("location=", movie, NULL);
  const char *encode[] = { "gst-launch-1.0", "-q", "videotestsrc", "num-buffers=90", "!",
                           "video/x-raw,width=160,height=120,framerate=30/1", "!", "jpegenc", "!",
                           "matroskamux", "!", "filesink", location, NULL };
  g_autofree char *launch = g_strdup_printf ("filesrc location=%s ! decodebin ! videoconvert ! fakesink sync=true",
                                             movie);
  g_autofree char *out = g_build_filename (dir, "local-decodebin.json", NULL);
  g_autoptr(GpCliResult) run = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GArray) level = NULL;
  GpElementSeries *es;

  g_assert_cmpint (gp_test_spawn (encode, NULL, NULL, NULL), ==, 0);
  run = gp_test_run_clivp ("run", "--tracers", STOCK_TRACERS, "--out", out, launch, NULL);
  /* 1: QUEUE says the sink shares decodebin's thread; that is all */
  g_assert_cmpint (run->status, <=, 1);
  session = load_session (out);
  es = gp_series_lookup_element (gp_session_get_series (session), "multiqueue0");
  g_assert_nonnull (es);
  level = non_null (es->queue_level);
  g_assert_cmpuint (level->len, >=, 8);
  /* it does hold frames while the sink paces the playback … */
  g_assert_cmpfloat (max_of (level), >=, 1);
  /* … never more than decodebin lets it (max-size-buffers 5, and the one blocked), give or take the
   * one record of another thread that lands after the window it belongs to: the estimate counts
   * the demuxer's pushes in and the multiqueue's pushes out, logged by two threads (seen: 7 once on
   * a loaded machine) */
  g_assert_cmpfloat (max_of (level), <=, 7);
  g_assert_cmpfloat (last (level), ==, 0);
  g_assert_null (strstr (run->out, "QLEAK"));
}

/* Over SSH, where nothing of ours is installed: the same estimate from the
 * board's stats records, and nothing left behind. */
static void
test_ssh_leak (void)
{
  g_autofree char *out = g_build_filename (dir, "ssh-leak.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "--duration", "3", LEAK_LAUNCH, "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);

  g_assert_cmpint (res->status, ==, 0);
  g_assert_nonnull (strstr (res->out, "QLEAK unbounded"));
  assert_leak_tee (out);
  gp_ssh_board_assert_nothing_left (board, "sleep-time=60000");
}

/* --queue-debug: appsrc logs its level (GST_DEBUG appsrc:5), an exact queue_level for the appsrc
 * of our own program (wrap-app) with stock tracers only; nothing of it is unparsed. */
static void
assert_appsrc_levels (const char *path)
{
  g_autoptr(GpSession) session = load_session (path);
  GpElementSeries *es = gp_series_lookup_element (gp_session_get_series (session), "frames");
  g_autoptr(GArray) level = NULL;

  g_assert_true (gp_session_get_target (session)->capabilities.queue_levels);
  g_assert_cmpuint (gp_session_get_info (session)->parse.unparsed, ==, 0);
  g_assert_nonnull (es);
  level = non_null (es->queue_level);
  g_assert_cmpuint (level->len, >=, 4);
  /* fed from need-data: never more than a frame or two ahead */
  g_assert_cmpfloat (max_of (level), <=, 2);
}

static void
test_local_queue_debug (void)
{
  g_autofree char *out = g_build_filename (dir, "local-qdebug.json", NULL);
  g_autofree char *app = g_test_build_filename (G_TEST_BUILT, "wrap-app", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("wrap", "--duration", "2", "--tracers", STOCK_TRACERS,
                                                  "--queue-debug", "--out", out, "--", app, "--frames", "0", NULL);
  g_autofree char *plain_out = g_build_filename (dir, "local-plain.json", NULL);
  g_autoptr(GpCliResult) plain = gp_test_run_clivp ("wrap", "--duration", "1", "--tracers", STOCK_TRACERS,
                                                    "--out", plain_out, "--", app, "--frames", "0", NULL);
  g_autoptr(GpSession) session = NULL;
  GpElementSeries *es;

  g_assert_cmpint (run->status, ==, 0);
  assert_appsrc_levels (out);

  /* without it, the appsrc's backlog is not estimated (its pushes in are the application's) */
  g_assert_cmpint (plain->status, ==, 0);
  session = load_session (plain_out);
  es = gp_series_lookup_element (gp_session_get_series (session), "frames");
  if (es != NULL)
    {
      g_autoptr(GArray) level = non_null (es->queue_level);
      g_assert_cmpuint (level->len, ==, 0);
    }
}

/* The same over SSH: --queue-debug reaches the board's GST_DEBUG. */
static void
test_ssh_queue_debug (void)
{
  g_autofree char *app = g_test_build_filename (G_TEST_BUILT, "wrap-app", NULL);
  g_autofree char *marked = g_build_filename (dir, "gpstock-wrap-app", NULL);
  g_autofree char *out = g_build_filename (dir, "ssh-qdebug.json", NULL);
  const char *args[] = { "wrap", "--ssh", GP_SSH_BOARD_DEST, "--duration", "2", "--queue-debug", "--out", out,
                         "--", marked, "--frames", "0", NULL };
  g_autoptr(GpCliResult) res = NULL;

  g_assert_cmpint (symlink (app, marked), ==, 0);
  res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_assert_cmpint (res->status, ==, 0);
  assert_appsrc_levels (out);
  gp_ssh_board_assert_nothing_left (board, "gpstock-wrap-app");
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = gp_ssh_board_start ();
  dir = gp_test_tmpdir ();

  g_test_add_func ("/gp/integration/stock-backlog/local-leak", test_local_leak);
  g_test_add_func ("/gp/integration/stock-backlog/local-leaky-twin", test_local_leaky_twin);
  g_test_add_func ("/gp/integration/stock-backlog/local-healthy", test_local_healthy);
  g_test_add_func ("/gp/integration/stock-backlog/local-decodebin", test_local_decodebin);
  g_test_add_func ("/gp/integration/stock-backlog/ssh-leak", test_ssh_leak);
  g_test_add_func ("/gp/integration/stock-backlog/local-queue-debug", test_local_queue_debug);
  g_test_add_func ("/gp/integration/stock-backlog/ssh-queue-debug", test_ssh_queue_debug);
  status = g_test_run ();

  g_clear_pointer (&board, gp_ssh_board_stop);
  g_free (dir);
  return status;
}
