/* test-capture.c: `run` and `wrap` with real gst-launch-1.0 pipelines
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

/* F_GETPIPE_SZ */
#define _GNU_SOURCE

#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gp-capture.h"
#include "gp-session-json.h"
#include "gp-test-util.h"
#include "gp-transport-local.h"

/* The CLI, run with a private TMPDIR so that its temporary directory can be
 * checked (other tests run at the same time). */
typedef struct
{
  char *out;
  char *err;
  int   status;
  int   child_pid;
  char *tmpdir;
} Run;

static void
run_free (Run *run)
{
  g_free (run->out);
  g_free (run->err);
  g_free (run->tmpdir);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Run, run_free)

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs gst-profile with @args; @env are extra NAME=VALUE pairs; with
 * @signal_after_ms > 0, gst-profile itself gets @signum that long after it
 * said it is capturing. */
static Run *
run_cli_full (const char * const *args,
              const char * const *env,
              const char         *cwd,
              guint               signal_after_ms,
              int                 signum)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  Run *run = g_new0 (Run, 1);
  const char *pid;

  run->tmpdir = gp_test_tmpdir ();
  g_ptr_array_add (argv, (char *) g_getenv ("GP_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "TMPDIR", run->tmpdir, TRUE);
  for (guint i = 0; env != NULL && env[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (env[i], "=", 2);
      g_subprocess_launcher_setenv (launcher, kv[0], kv[1] ? kv[1] : "", TRUE);
    }
  if (cwd != NULL)
    g_subprocess_launcher_set_cwd (launcher, cwd);

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);

  if (signal_after_ms > 0)
    {
      g_autoptr(GDataInputStream) err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (process));
      g_autoptr(GString) err_text = g_string_new (NULL);
      g_autoptr(GBytes) out_bytes = NULL;
      gboolean capturing = FALSE;
      char *line;

      /* the signal once the capture runs, then everything to the end */
      while ((line = g_data_input_stream_read_line (err, NULL, NULL, &error)) != NULL)
        {
          g_string_append_printf (err_text, "%s\n", line);
          if (!capturing && strstr (line, "gst-profile: capturing (") != NULL)
            {
              capturing = TRUE;
              g_usleep ((gulong) signal_after_ms * 1000);
              g_subprocess_send_signal (process, signum);
            }
          g_free (line);
        }
      g_assert_no_error (error);
      g_assert_true (capturing);
      out_bytes = g_input_stream_read_bytes (g_subprocess_get_stdout_pipe (process), 1024 * 1024, NULL, &error);
      g_assert_no_error (error);
      g_subprocess_wait (process, NULL, &error);
      g_assert_no_error (error);
      run->out = g_strndup (g_bytes_get_data (out_bytes, NULL), g_bytes_get_size (out_bytes));
      run->err = g_string_free (g_steal_pointer (&err_text), FALSE);
    }
  else
    {
      g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
      g_assert_no_error (error);
    }
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process)
                                                      : 128 + g_subprocess_get_term_sig (process);

  pid = strstr (run->err, "  pid=");
  run->child_pid = pid != NULL ? atoi (pid + strlen ("  pid=")) : 0;

  if (g_test_verbose ())
    g_printerr ("--- exit %d\n--- stdout\n%s--- stderr\n%s", run->status, run->out, run->err);
  return run;
}

static Run *
run_cli (const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  return run_cli_full ((const char * const *) args->pdata, NULL, NULL, 0, 0);
}

/* The live (not zombie) processes of process group @pgrp. */
static guint
count_group (int pgrp)
{
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (proc);
  while ((name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *stat = NULL;
      const char *p;
      char state = 0;
      int group = 0;

      if (!g_ascii_isdigit (name[0]))
        continue;
      path = g_build_filename ("/proc", name, "stat", NULL);
      if (!g_file_get_contents (path, &stat, NULL, NULL) || (p = strrchr (stat, ')')) == NULL)
        continue;
      /* ") S ppid pgrp" */
      if (sscanf (p + 1, " %c %*d %d", &state, &group) == 2 && group == pgrp &&
          state != 'Z' && state != 'X')
        n++;
    }
  return n;
}

/* No process of the child's group is left, the child itself is gone, and
 * the temporary directory is removed. */
static void
assert_nothing_left (const Run *run)
{
  g_autoptr(GDir) tmp = NULL;
  g_autofree char *self = NULL;
  const char *name;
  guint tries = 0;

  g_assert_cmpint (run->child_pid, >, 0);
  self = g_strdup_printf ("/proc/%d", run->child_pid);
  g_assert_false (g_file_test (self, G_FILE_TEST_EXISTS));

  /* a killed grandchild may still be on its way out */
  while (count_group (run->child_pid) > 0 && tries++ < 20)
    g_usleep (100 * 1000);
  g_assert_cmpuint (count_group (run->child_pid), ==, 0);

  tmp = g_dir_open (run->tmpdir, 0, NULL);
  g_assert_nonnull (tmp);
  while ((name = g_dir_read_name (tmp)) != NULL)
    g_assert_false (g_str_has_prefix (name, "gst-profile-"));
}

static GpSession *
load_session (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  gsize len = strlen (text);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&text), len);
  g_autoptr(GError) error = NULL;
  GpSession *session;

  /* a capture is written compactly, without a final newline */
  g_assert_cmpint (((const char *) g_bytes_get_data (bytes, NULL))[g_bytes_get_size (bytes) - 1], ==, '}');
  session = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  return session;
}

static char *
session_path (const char *name)
{
  g_autofree char *dir = gp_test_tmpdir ();

  return g_build_filename (dir, name, NULL);
}

static const GpEvent *
find_event (GpSession  *session,
            const char *kind)
{
  for (guint i = 0; i < gp_session_get_n_events (session); i++)
    if (g_strcmp0 (gp_session_get_event (session, i)->kind, kind) == 0)
      return gp_session_get_event (session, i);
  return NULL;
}

static const GpEvent *
last_event (GpSession *session)
{
  guint n = gp_session_get_n_events (session);

  g_assert_cmpuint (n, >, 0);
  return gp_session_get_event (session, n - 1);
}

static gboolean
has_finding (GpSession  *session,
             const char *rule)
{
  GPtrArray *findings = gp_session_get_findings (session);

  for (guint i = 0; i < findings->len; i++)
    if (g_strcmp0 (((GpFinding *) g_ptr_array_index (findings, i))->rule, rule) == 0)
      return TRUE;
  return FALSE;
}

/* Sum of buffers carried by a link (fps × 0.25 s per window). */
static double
link_buffers (GpSession  *session,
              const char *link_id)
{
  GpLinkSeries *ls = gp_series_lookup_link (gp_session_get_series (session), link_id);
  double sum = 0;

  g_assert_nonnull (ls);
  /* Windows before the link carried its first buffer are null. */
  for (guint i = 0; i < ls->fps->len; i++)
    if (!gp_is_null (g_array_index (ls->fps, double, i)))
      sum += g_array_index (ls->fps, double, i) * 0.25;
  return sum;
}

/* The mean fps of a link over its interior windows (the first and last
 * are partial). */
static double
link_mean_fps (GpSession  *session,
               const char *link_id)
{
  GpLinkSeries *ls = gp_series_lookup_link (gp_session_get_series (session), link_id);
  double sum = 0;
  guint n = 0;

  g_assert_nonnull (ls);
  g_assert_cmpuint (ls->fps->len, >=, 4);
  /* interior windows only (the first and last are partial); a window in
   * which no buffer passed (a loaded machine stalls the child) is null */
  for (guint i = 1; i + 1 < ls->fps->len; i++)
    {
      double fps = g_array_index (ls->fps, double, i);

      if (!isnan (fps))
        {
          sum += fps;
          n++;
        }
    }
  g_assert_cmpuint (n, >=, 2);
  return sum / n;
}

static void
assert_notes (GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);
  guint64 lines = 0;

  g_assert_cmpuint (info->notes->len, ==, 1);
  g_assert_true (sscanf (g_ptr_array_index (info->notes, 0), "lines read %" G_GUINT64_FORMAT ",", &lines) == 1);
  g_assert_cmpuint (lines, >, 10);
  g_assert_true (g_str_has_suffix (g_ptr_array_index (info->notes, 0), ", dropped 0, dot files dropped 0"));
  g_assert_true (info->has_parse);
  g_assert_cmpuint (info->parse.records, >, 0);
  g_assert_cmpuint (info->parse.lines, ==, lines);
}

/* A live 30 fps source, no queue: QUEUE fires (medium, exit 1). */
static void
test_run_live_no_queue (void)
{
  g_autofree char *out = session_path ("live.json");
  const char *launch = "videotestsrc is-live=true num-buffers=45 ! "
                       "video/x-raw,width=320,height=240,framerate=30/1 ! videoconvert ! fakesink";
  g_autoptr(Run) run = run_cli ("run", launch, "--out", out, "--label", "no queue", NULL);
  g_autoptr(GpSession) session = NULL;
  GpSessionInfo *info;
  GpTarget *target;
  GpGraph *graph;
  double fps;

  g_assert_cmpint (run->status, ==, 1);
  g_assert_true (strstr (run->err, "gst-profile: capturing (run)  pid=") != NULL);
  g_assert_null (strstr (run->err, "duration="));
  g_assert_true (strstr (run->err, "gst-profile: session written to ") != NULL);
  g_assert_true (g_str_has_prefix (run->out, "\ngst-profile verdict\n"));
  g_assert_true (strstr (run->out, "] QUEUE ") != NULL);
  assert_nothing_left (run);

  session = load_session (out);
  info = gp_session_get_info (session);
  g_assert_cmpstr (info->mode, ==, "run");
  g_assert_cmpstr (info->launch, ==, launch);
  g_assert_null (info->command);
  g_assert_cmpstr (info->label, ==, "no queue");
  g_assert_cmpfloat (info->duration_s, >, 1.2);
  g_assert_cmpfloat (info->duration_s, <, 10.0);
  assert_notes (session);

  target = gp_session_get_target (session);
  g_assert_true (g_str_has_prefix (target->gstreamer, "1."));
  g_assert_cmpstr (target->platform, ==, "generic");
  g_assert_true (target->capabilities.element_latency);

  graph = gp_session_get_graph (session);
  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline0");
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 3);
  g_assert_nonnull (gp_graph_lookup_link (graph, "videotestsrc0:src->capsfilter0:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "capsfilter0:src->videoconvert0:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "videoconvert0:src->fakesink0:sink"));
  /* caps from the dot dumps */
  g_assert_true (strstr (gp_graph_lookup_link (graph, "videotestsrc0:src->capsfilter0:sink")->caps,
                         "320") != NULL);

  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >=, 5);
  fps = link_mean_fps (session, "videotestsrc0:src->capsfilter0:sink");
  g_assert_cmpfloat (fps, >, 26.0);
  g_assert_cmpfloat (fps, <, 34.0);
  g_assert_cmpfloat (link_buffers (session, "videoconvert0:src->fakesink0:sink"), ==, 45.0);

  g_assert_true (has_finding (session, "QUEUE"));
  g_assert_cmpstr (last_event (session)->kind, ==, "child-exit");
  g_assert_cmpstr (last_event (session)->text, ==, "exit code 0");
  g_assert_nonnull (find_event (session, "eos"));
  g_assert_nonnull (find_event (session, "state-changed"));
}

/* With a queue: no QUEUE, exit 0; CPU is attributed to streaming threads. */
static void
test_run_live_queue (void)
{
  g_autofree char *out = session_path ("queue.json");
  const char *launch = "videotestsrc is-live=true num-buffers=45 ! video/x-raw,width=640,height=480,framerate=30/1"
                       " ! queue ! videoconvert ! video/x-raw,format=I420 ! fakesink";
  g_autoptr(Run) run = run_cli ("run", launch, "--out", out, NULL);
  g_autoptr(GpSession) session = NULL;
  GpSeries *series;
  gboolean src_thread = FALSE;
  gboolean queue_thread = FALSE;
  const char *on_threads[] = { "videotestsrc0", "queue0", "videoconvert0", "fakesink0" };

  g_assert_cmpint (run->status, ==, 0);
  g_assert_null (strstr (run->out, "QUEUE"));
  assert_nothing_left (run);

  session = load_session (out);
  g_assert_false (has_finding (session, "QUEUE"));
  g_assert_nonnull (gp_graph_lookup_link (gp_session_get_graph (session), "queue0:src->videoconvert0:sink"));

  /* Threads are named after their pads: videotestsrc0:src, queue0:src. */
  for (guint i = 0; i < gp_session_get_n_threads (session); i++)
    {
      const char *key = gp_session_get_thread_key (session, i);

      src_thread |= strstr (key, ":videotestsrc0:") != NULL;
      queue_thread |= strstr (key, ":queue0:src") != NULL;
    }
  g_assert_true (src_thread);
  g_assert_true (queue_thread);

  /* Every element on a streaming thread gets a cpu_pct in some window. */
  series = gp_session_get_series (session);
  for (guint k = 0; k < G_N_ELEMENTS (on_threads); k++)
    {
      GpElementSeries *es = gp_series_lookup_element (series, on_threads[k]);
      guint measured = 0;

      g_assert_nonnull (es);
      for (guint i = 0; i < es->cpu_pct->len; i++)
        if (!gp_is_null (g_array_index (es->cpu_pct, double, i)))
          measured++;
      g_assert_cmpuint (measured, >=, 2);
    }

  /* Segment attribution: the elements a streaming thread runs share its
   * figure (src thread: videotestsrc0, capsfilter0; queue0:src thread:
   * queue0 down to fakesink0). */
  {
    GpElementSeries *src = gp_series_lookup_element (series, "videotestsrc0");
    GpElementSeries *caps = gp_series_lookup_element (series, "capsfilter0");
    GpElementSeries *queue = gp_series_lookup_element (series, "queue0");
    GpElementSeries *convert = gp_series_lookup_element (series, "videoconvert0");
    GpElementSeries *sink = gp_series_lookup_element (series, "fakesink0");

    g_assert_nonnull (caps);
    for (guint i = 0; i < src->cpu_pct->len; i++)
      {
        double a = g_array_index (src->cpu_pct, double, i);
        double q = g_array_index (queue->cpu_pct, double, i);

        if (!gp_is_null (a))
          g_assert_cmpfloat (g_array_index (caps->cpu_pct, double, i), ==, a);
        if (!gp_is_null (q))
          {
            g_assert_cmpfloat (g_array_index (convert->cpu_pct, double, i), ==, q);
            g_assert_cmpfloat (g_array_index (sink->cpu_pct, double, i), ==, q);
          }
      }
  }

  /* RSS of the child in every window after the first sample */
  {
    GpSystemSeries *system = gp_series_get_system (series);
    guint n = system->rss_bytes->len;

    g_assert_cmpuint (n, >=, 4);
    g_assert_cmpfloat (g_array_index (system->rss_bytes, double, n - 1), >, 1024.0 * 1024);
    /* and the machine's MemAvailable, for the time-to-OOM estimate */
    g_assert_cmpfloat (g_array_index (system->mem_available_bytes, double, n - 1), >, 1024.0 * 1024);
    g_assert_cmpuint (((GArray *) g_ptr_array_index (system->cpu_pct_per_core, n - 1))->len, ==,
                      (guint) sysconf (_SC_NPROCESSORS_ONLN));
  }
}

/* Not live: 300 buffers as fast as possible, every one of them counted. */
static void
test_run_nonlive (void)
{
  g_autofree char *out = session_path ("nonlive.json");
  g_autoptr(Run) run = run_cli ("run", "videotestsrc num-buffers=300 ! video/x-raw,width=320,height=240 ! "
                                "fakesink sync=false", "--out", out, NULL);
  g_autoptr(GpSession) session = NULL;

  g_assert_cmpint (run->status, ==, 1);   /* QUEUE */
  assert_nothing_left (run);

  session = load_session (out);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >=, 1);
  g_assert_cmpuint (gp_graph_n_links (gp_session_get_graph (session)), ==, 2);
  g_assert_cmpfloat (link_buffers (session, "videotestsrc0:src->capsfilter0:sink"), ==, 300.0);
  g_assert_cmpfloat (link_buffers (session, "capsfilter0:src->fakesink0:sink"), ==, 300.0);
  assert_notes (session);
}

static void
test_run_tee (void)
{
  g_autofree char *out = session_path ("tee.json");
  g_autoptr(Run) run = run_cli ("run", "videotestsrc is-live=true num-buffers=30 ! tee name=t "
                                "t. ! queue ! fakesink t. ! queue ! fakesink", "--out", out, NULL);
  g_autoptr(GpSession) session = NULL;
  GpGraph *graph;

  g_assert_cmpint (run->status, ==, 0);
  assert_nothing_left (run);

  session = load_session (out);
  graph = gp_session_get_graph (session);
  g_assert_nonnull (gp_graph_lookup_element (graph, "t"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "videotestsrc0:src->t:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "t:src_0->queue0:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "t:src_1->queue1:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "queue0:src->fakesink0:sink"));
  g_assert_nonnull (gp_graph_lookup_link (graph, "queue1:src->fakesink1:sink"));
  g_assert_cmpfloat (link_buffers (session, "t:src_0->queue0:sink"), ==, 30.0);
  g_assert_cmpfloat (link_buffers (session, "t:src_1->queue1:sink"), ==, 30.0);
}

/* gst-launch-1.0 refuses the pipeline: the child failed by itself (2), and
 * nothing ran, so nothing is saved (more in test-never-ran.c). */
static void
test_run_unknown_element (void)
{
  g_autofree char *out = session_path ("unknown.json");
  g_autoptr(Run) run = run_cli ("run", "videotestsrc ! nosuchelement ! fakesink", "--out", out, NULL);

  g_assert_cmpint (run->status, ==, 2);
  g_assert_true (strstr (run->err, "no element \"nosuchelement\"") != NULL);
  g_assert_null (strstr (run->err, "gst-profile: session written to "));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  assert_nothing_left (run);
}

/* An error while PLAYING: exit 2, the data until then kept. */
static void
test_run_runtime_error (void)
{
  g_autofree char *out = session_path ("error.json");
  g_autoptr(Run) run = run_cli ("run", "videotestsrc is-live=true num-buffers=90 ! identity error-after=30 ! "
                                "fakesink", "--out", out, NULL);
  g_autoptr(GpSession) session = NULL;
  const GpEvent *error;

  g_assert_cmpint (run->status, ==, 2);
  g_assert_true (strstr (run->err, "Failed after iterations as requested") != NULL);
  assert_nothing_left (run);

  session = load_session (out);
  error = find_event (session, "error");
  g_assert_nonnull (error);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >=, 3);
  g_assert_cmpfloat (link_buffers (session, "videotestsrc0:src->identity0:sink"), >=, 29.0);
  g_assert_cmpstr (last_event (session)->text, ==, "exit code 1");
}

/* A pipeline that never reaches PLAYING: its error said, nothing saved. */
static void
test_run_no_preroll (void)
{
  g_autofree char *out = session_path ("preroll.json");
  g_autoptr(Run) run = run_cli ("run", "filesrc location=/nonexistent/input.mp4 ! fakesink", "--out", out, NULL);

  g_assert_cmpint (run->status, ==, 2);
  g_assert_true (strstr (run->err, "/nonexistent/input.mp4") != NULL);
  g_assert_true (strstr (run->err, "gst-profile: the pipeline never reached PLAYING: ERROR: from element "
                         "/GstPipeline:pipeline0/GstFileSrc:filesrc0: Resource not found.") != NULL);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  assert_nothing_left (run);
}

/* --duration stops an endless pipeline: not a child failure. */
static void
test_run_duration (void)
{
  g_autofree char *out = session_path ("duration.json");
  g_autoptr(Run) run = run_cli ("run", "videotestsrc is-live=true ! fakesink", "--duration", "1500MS",
                                "--out", out, NULL);
  g_autoptr(GpSession) session = NULL;
  GpSessionInfo *info;

  g_assert_cmpint (run->status, ==, 1);   /* QUEUE, and not 2 */
  g_assert_true (strstr (run->err, "  duration=1.5s\n") != NULL);
  assert_nothing_left (run);

  session = load_session (out);
  info = gp_session_get_info (session);
  g_assert_cmpfloat (info->duration_s, >=, 1.5);
  g_assert_cmpfloat (info->duration_s, <, 4.0);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >=, 4);
  /* gst-launch-1.0 ends cleanly on SIGINT */
  g_assert_cmpstr (last_event (session)->text, ==, "exit code 0");
}

/* Ctrl-C on gst-profile ends the capture cleanly. */
static void
test_run_sigint (void)
{
  g_autofree char *out = session_path ("sigint.json");
  const char *args[] = { "run", "videotestsrc is-live=true ! queue ! fakesink", "--out", out, NULL };
  g_autoptr(Run) run = run_cli_full (args, NULL, NULL, 1200, SIGINT);
  g_autoptr(GpSession) session = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (strstr (run->err, "gst-profile: session written to ") != NULL);
  g_assert_true (strstr (run->out, "gst-profile verdict") != NULL);
  assert_nothing_left (run);

  session = load_session (out);
  g_assert_cmpfloat (gp_session_get_info (session)->duration_s, >=, 1.0);
  g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (session)), >=, 3);
}

/* SIGHUP (a closed terminal) ends the capture cleanly too. */
static void
test_run_sighup (void)
{
  g_autofree char *out = session_path ("sighup.json");
  const char *args[] = { "run", "videotestsrc is-live=true ! queue ! fakesink", "--out", out, NULL };
  g_autoptr(Run) run = run_cli_full (args, NULL, NULL, 800, SIGHUP);
  g_autoptr(GpSession) session = NULL;

  g_assert_cmpint (run->status, ==, 0);
  assert_nothing_left (run);
  session = load_session (out);
  g_assert_cmpstr (last_event (session)->kind, ==, "child-exit");
}

/* Killed outright, gst-profile cannot stop the child: the kernel tells it
 * (parent-death signal), so the pipeline does not run on. */
static void
test_run_killed (void)
{
  g_autofree char *out = session_path ("killed.json");
  const char *args[] = { "run", "videotestsrc is-live=true ! queue ! fakesink", "--out", out, NULL };
  g_autoptr(Run) run = run_cli_full (args, NULL, NULL, 800, SIGKILL);
  guint tries = 0;

  g_assert_cmpint (run->status, ==, 128 + SIGKILL);
  g_assert_cmpint (run->child_pid, >, 0);
  while (count_group (run->child_pid) > 0 && tries++ < 50)
    g_usleep (100 * 1000);
  g_assert_cmpuint (count_group (run->child_pid), ==, 0);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* On a terminal, a progress line on stderr (and gst-launch-1.0's own
 * position line, on its stdout, kept out of it); none without one. */
static void
test_run_progress_tty (void)
{
  g_autofree char *out = session_path ("tty.json");
  g_autofree char *command = NULL;
  g_autofree char *script = g_find_program_in_path ("script");
  g_autoptr(Run) run = NULL;
  const char *args[] = { "run", "videotestsrc is-live=true num-buffers=40 ! queue ! fakesink", "--out", out, NULL };

  g_assert_nonnull (script);
  command = g_strdup_printf ("%s run 'videotestsrc is-live=true num-buffers=40 ! queue ! fakesink' --out %s",
                             g_getenv ("GP_CLI"), out);
  {
    const char *argv[] = { script, "-qec", command, "/dev/null", NULL };
    g_autofree char *tty_out = NULL;
    int status = gp_test_spawn (argv, NULL, &tty_out, NULL);

    g_assert_cmpint (status, ==, 0);
    g_assert_true (strstr (tty_out, "\r\033[Kgst-profile: ") != NULL);
    g_assert_true (strstr (tty_out, " windows \u00b7 ") != NULL);
    g_assert_true (strstr (tty_out, " lines/s \u00b7 0 dropped") != NULL);
    /* no position line from gst-launch-1.0 ("0:00:00.5 / 0:00:01.3") */
    g_assert_null (strstr (tty_out, " / 0:00:0"));
  }

  run = run_cli_full (args, NULL, NULL, 0, 0);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_null (strstr (run->err, "\033[K"));
  g_assert_null (strstr (run->err, "lines/s"));
}

/* Without --out: ./gst-profile-<session id>.json in the working directory. */
static void
test_run_default_out (void)
{
  g_autofree char *cwd = gp_test_tmpdir ();
  const char *args[] = { "run", "videotestsrc num-buffers=10 ! queue ! fakesink", NULL };
  g_autoptr(Run) run = run_cli_full (args, NULL, cwd, 0, 0);
  g_autoptr(GDir) dir = g_dir_open (cwd, 0, NULL);
  g_autofree char *written = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GpSession) session = NULL;
  const char *name;

  g_assert_cmpint (run->status, ==, 0);
  name = g_dir_read_name (dir);
  g_assert_nonnull (name);
  g_assert_true (g_str_has_prefix (name, "gst-profile-") && g_str_has_suffix (name, ".json"));
  g_assert_null (g_dir_read_name (dir));

  written = g_build_filename (cwd, name, NULL);
  session = load_session (written);
  expected = g_strdup_printf ("gst-profile: session written to ./gst-profile-%s.json\n",
                              gp_session_get_info (session)->id);
  g_assert_true (strstr (run->err, expected) != NULL);
}

static void
test_run_usage_errors (void)
{
  const char *no_path_args[] = { "run", "videotestsrc ! fakesink", NULL };
  const char *no_path_env[] = { "PATH=/nonexistent", NULL };
  g_autoptr(Run) no_gst = run_cli_full (no_path_args, no_path_env, NULL, 0, 0);
  g_autoptr(Run) quote = run_cli ("run", "videotestsrc name='open ! fakesink", NULL);
  g_autoptr(Run) duration = run_cli ("run", "videotestsrc ! fakesink", "--duration", "soon", NULL);
  g_autoptr(Run) hold = run_cli ("run", "videotestsrc ! fakesink", "--hold", "-3s", NULL);
  g_autoptr(Run) none = run_cli ("run", NULL);
  /* split words are the pipeline's (tests/cli/test-cli-run-args.c); an option neither run's
   * nor gst-launch-1.0's is refused before anything starts */
  g_autoptr(Run) unknown = run_cli ("run", "--durtion", "2s", "videotestsrc ! fakesink", NULL);
  g_autoptr(Run) tracer = run_cli ("run", "videotestsrc ! fakesink", "--tracers", "latency;queue-levels", NULL);
  g_autoptr(Run) help = run_cli ("run", "--help", NULL);
  g_autoptr(Run) wrap_help = run_cli ("wrap", "--help", NULL);
  const char *flags[] = { "--duration", "--out", "--lite", "--tracers", "--label", "--no-ui",
                          "--port", "--host", "--hold", "--serve", "--root" };

  g_assert_cmpint (no_gst->status, ==, 3);
  g_assert_cmpstr (no_gst->err, ==,
                   "gst-profile: gst-launch-1.0 not found; `run` needs it (use `wrap` for your own binary)\n");
  g_assert_cmpint (quote->status, ==, 3);
  g_assert_true (g_str_has_prefix (quote->err, "gst-profile: cannot parse pipeline: "));
  g_assert_cmpint (duration->status, ==, 3);
  g_assert_cmpstr (duration->err, ==, "gst-profile: --duration/--hold must be a number like 30s, 2m, 500ms\n");
  g_assert_cmpint (hold->status, ==, 3);
  g_assert_cmpstr (hold->err, ==, "gst-profile: --duration/--hold must be a number like 30s, 2m, 500ms\n");
  g_assert_cmpint (none->status, ==, 3);
  g_assert_cmpint (unknown->status, ==, 3);
  g_assert_cmpstr (unknown->err, ==, "gst-profile: run: unknown option --durtion: neither an option of run "
                                     "(see --help) nor one of gst-launch-1.0\n");
  g_assert_cmpint (tracer->status, ==, 3);
  g_assert_true (strstr (tracer->err, "'queue-levels'") != NULL);
  g_assert_cmpstr (no_gst->out, ==, "");
  g_assert_cmpstr (tracer->out, ==, "");

  g_assert_cmpint (help->status, ==, 0);
  g_assert_cmpint (wrap_help->status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_assert_true (strstr (help->out, flags[i]) != NULL);
      g_assert_true (strstr (wrap_help->out, flags[i]) != NULL);
    }
}

/* --lite: the latency tracer only (no stats: no links from buffers, no
 * fps), the topology still from the dot dumps. */
static void
test_run_lite (void)
{
  g_autofree char *out = session_path ("lite.json");
  g_autoptr(Run) run = run_cli ("run", "videotestsrc is-live=true num-buffers=30 ! queue ! videoconvert ! fakesink",
                                "--lite", "--out", out, NULL);
  g_autoptr(GpSession) session = NULL;
  GpSeries *series;

  g_assert_cmpint (run->status, ==, 0);
  assert_nothing_left (run);
  session = load_session (out);
  series = gp_session_get_series (session);
  g_assert_nonnull (gp_graph_lookup_link (gp_session_get_graph (session), "queue0:src->videoconvert0:sink"));
  g_assert_cmpuint (gp_series_get_n_windows (series), >=, 2);
  g_assert_nonnull (gp_series_lookup_element (series, "videoconvert0"));
  g_assert_null (find_event (session, "eos"));   /* no message records without stats */
}

static char *
wrap_app (void)
{
  return g_test_build_filename (G_TEST_BUILT, "wrap-app", NULL);
}

static void
test_wrap_app (void)
{
  g_autofree char *app = wrap_app ();
  g_autofree char *out = session_path ("wrap.json");
  g_autoptr(Run) run = run_cli ("wrap", "--out", out, "--", app, "--frames", "45", NULL);
  g_autoptr(GpSession) session = NULL;
  GpSessionInfo *info;
  GpGraph *graph;
  GpLink *link;
  double fps;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (strstr (run->err, "gst-profile: capturing (wrap)  pid=") != NULL);
  assert_nothing_left (run);

  session = load_session (out);
  info = gp_session_get_info (session);
  g_assert_cmpstr (info->mode, ==, "wrap");
  g_assert_null (info->launch);
  g_assert_nonnull (info->command);
  g_assert_cmpuint (g_strv_length (info->command), ==, 3);
  g_assert_cmpstr (info->command[0], ==, app);
  g_assert_cmpstr (info->command[2], ==, "45");

  graph = gp_session_get_graph (session);
  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "app-pipeline");
  link = gp_graph_lookup_link (graph, "frames:src->convert:sink");
  g_assert_nonnull (link);
  /* caps from GST_EVENT caps events (wrap mode) and the app's own dot dump */
  g_assert_cmpstr (link->format, ==, "RGB");
  g_assert_nonnull (gp_graph_lookup_link (graph, "q:src->out:sink"));
  g_assert_nonnull (gp_graph_lookup_element (graph, "frames"));
  g_assert_cmpstr (gp_graph_lookup_element (graph, "frames")->gtype, ==, "GstAppSrc");

  /* the sink syncs on the timestamps (30 fps; a burst would be 45 frames in
   * one window, 180 fps); the queue absorbs the source's burst. The margin
   * is for a loaded machine under ASan (25.7 seen). */
  fps = link_mean_fps (session, "q:src->out:sink");
  g_assert_cmpfloat (fps, >, 20.0);
  g_assert_cmpfloat (fps, <, 40.0);
  g_assert_cmpfloat (link_buffers (session, "q:src->out:sink"), ==, 45.0);
  g_assert_cmpfloat (link_buffers (session, "frames:src->convert:sink"), ==, 45.0);
  assert_notes (session);
  g_assert_false (has_finding (session, "QUEUE"));
}

/* Options after the command belong to it; a leading -- is optional. */
static void
test_wrap_failing_app (void)
{
  g_autofree char *app = wrap_app ();
  g_autofree char *out = session_path ("wrap-fail.json");
  g_autoptr(Run) run = run_cli ("wrap", "--out", out, app, "--frames", "10", "--exit-code", "5", NULL);
  g_autoptr(GpSession) session = NULL;

  g_assert_cmpint (run->status, ==, 2);
  assert_nothing_left (run);
  session = load_session (out);
  g_assert_cmpstr (last_event (session)->text, ==, "exit code 5");
  g_assert_cmpuint (g_strv_length (gp_session_get_info (session)->command), ==, 5);
}

/* SIGTERM on gst-profile: the app gets SIGINT from us and ends cleanly. */
static void
test_wrap_sigterm (void)
{
  g_autofree char *app = wrap_app ();
  g_autofree char *out = session_path ("wrap-sigterm.json");
  const char *args[] = { "wrap", "--out", out, "--", app, "--frames", "0", "--no-queue", NULL };
  /* 3 s: QUEUE needs some windows of data, and under ASan on a loaded
   * machine the app took most of 1 s to start */
  g_autoptr(Run) run = run_cli_full (args, NULL, NULL, 3000, SIGTERM);
  g_autoptr(GpSession) session = NULL;

  /* the app sends EOS on SIGINT and exits 0; no queue: QUEUE, exit 1 */
  g_assert_cmpint (run->status, ==, 1);
  assert_nothing_left (run);
  session = load_session (out);
  g_assert_cmpstr (last_event (session)->text, ==, "exit code 0");
  g_assert_nonnull (find_event (session, "eos"));
  g_assert_true (has_finding (session, "QUEUE"));
}

static void
test_wrap_usage (void)
{
  g_autoptr(Run) empty = run_cli ("wrap", NULL);
  g_autoptr(Run) dash = run_cli ("wrap", "--duration", "2s", "--", NULL);
  g_autoptr(Run) missing = run_cli ("wrap", "--", "/nonexistent/app", "--flag", NULL);

  g_assert_cmpint (empty->status, ==, 3);
  g_assert_cmpstr (empty->err, ==, "gst-profile wrap: give the command after `--`\n");
  g_assert_cmpint (dash->status, ==, 3);
  g_assert_cmpstr (dash->err, ==, "gst-profile wrap: give the command after `--`\n");
  g_assert_cmpint (missing->status, ==, 3);
  g_assert_true (g_str_has_prefix (missing->err, "gst-profile: cannot start /nonexistent/app: "));
  g_assert_cmpstr (missing->out, ==, "");
}

/* A Jetson board simulated here: its release files under --root and a
 * tegrastats on PATH that replays recorded lines. */
static void
test_run_simulated_jetson (void)
{
  g_autofree char *bin = gp_test_tmpdir ();
  g_autofree char *script = g_build_filename (bin, "tegrastats", NULL);
  g_autofree char *pid_file = g_build_filename (bin, "pid", NULL);
  g_autofree char *root = gp_test_fixture ("jetson-root/xavier-nx-jp5");
  g_autofree char *lines = gp_test_fixture ("jetson-root/xavier-nx-jp5/tegrastats.txt");
  g_autofree char *body = NULL;
  g_autofree char *path_env = NULL;
  g_autofree char *out = session_path ("jetson.json");
  g_autofree char *tegra_pid = NULL;
  g_autofree char *proc_path = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(Run) run = NULL;
  GpTarget *target;
  GpSystemSeries *system;
  guint n, gr3d = 0;

  body = g_strdup_printf ("#!/bin/sh\necho $$ > '%s'\nwhile :; do cat '%s'; sleep 0.2; done\n", pid_file, lines);
  g_assert_true (g_file_set_contents (script, body, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0755), ==, 0);
  path_env = g_strdup_printf ("PATH=%s:%s", bin, g_getenv ("PATH"));

  {
    const char *args[] = { "run", "videotestsrc is-live=true num-buffers=45 ! queue ! fakesink",
                           "--root", root, "--out", out, NULL };
    const char *env[] = { path_env, NULL };

    run = run_cli_full (args, env, NULL, 0, 0);
  }
  g_assert_cmpint (run->status, ==, 0);
  assert_nothing_left (run);

  session = load_session (out);
  target = gp_session_get_target (session);
  g_assert_cmpstr (target->platform, ==, "jetson");
  g_assert_cmpstr (target->l4t, ==, "35.4.1");
  g_assert_true (target->capabilities.tegrastats);
  g_assert_cmpuint (target->sources_present->len, ==, 4);
  g_assert_cmpstr (g_ptr_array_index (target->sources_present, 3), ==, "tegrastats");

  system = gp_series_get_system (gp_session_get_series (session));
  n = system->gr3d_pct->len;
  g_assert_cmpuint (n, >=, 4);
  for (guint i = 0; i < n; i++)
    if (!gp_is_null (g_array_index (system->gr3d_pct, double, i)))
      {
        gr3d++;
        g_assert_cmpfloat (g_array_index (system->gr3d_pct, double, i), >=, 27.0);
        g_assert_false (gp_is_null (g_array_index (system->vic_pct, double, i)));
        g_assert_false (gp_is_null (g_array_index (system->emc_pct, double, i)));
        g_assert_cmpfloat (g_array_index (system->nvdec_pct, double, i), ==, 0.0);
        /* NVENC shows a frequency only: on, load unknown */
        g_assert_true (gp_is_null (g_array_index (system->nvenc_pct, double, i)));
      }
  g_assert_cmpuint (gr3d, >=, 2);

  /* tegrastats was stopped too */
  tegra_pid = gp_test_read_file (pid_file);
  g_strstrip (tegra_pid);
  proc_path = g_strdup_printf ("/proc/%s", tegra_pid);
  g_assert_false (g_file_test (proc_path, G_FILE_TEST_EXISTS));
}

/* The engine, observed: windows and graph changes as they come. */

typedef struct
{
  guint     windows;
  guint     graph_changes;
  guint     events;
  guint     finished;
  GPtrArray *notices;
} Observed;

static void
window_added_cb (GpCapture *capture,
                 guint      index,
                 Observed  *seen)
{
  g_assert_cmpuint (index, ==, seen->windows);
  seen->windows++;
}

static void
graph_changed_cb (GpCapture *capture,
                  Observed  *seen)
{
  seen->graph_changes++;
}

static void
event_added_cb (GpCapture *capture,
                guint      index,
                Observed  *seen)
{
  seen->events++;
}

static void
engine_notice_cb (GpCapture  *capture,
                  const char *message,
                  Observed   *seen)
{
  g_ptr_array_add (seen->notices, g_strdup (message));
}

static void
engine_finished_cb (GpCapture *capture,
                    Observed  *seen)
{
  seen->finished++;
}

static GpCapture *
observed_capture (GpSession        *session,
                  GpTransportLocal *transport,
                  Observed         *seen)
{
  GpCapture *capture = gp_capture_new (session, GP_TRANSPORT (transport));

  seen->notices = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (capture, "window-added", G_CALLBACK (window_added_cb), seen);
  g_signal_connect (capture, "graph-changed", G_CALLBACK (graph_changed_cb), seen);
  g_signal_connect (capture, "event-added", G_CALLBACK (event_added_cb), seen);
  g_signal_connect (capture, "notice", G_CALLBACK (engine_notice_cb), seen);
  g_signal_connect (capture, "finished", G_CALLBACK (engine_finished_cb), seen);
  return capture;
}

static void
run_until_finished (GpCapture *capture,
                    Observed  *seen,
                    guint      timeout_s)
{
  gboolean timed_out = FALSE;
  guint timeout = g_timeout_add_seconds (timeout_s, timeout_cb, &timed_out);

  while (!timed_out && seen->finished == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
}

static void
test_engine_observed (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpTransportLocal) transport = NULL;
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *workdir = NULL;
  g_autofree char *gst_launch = g_find_program_in_path ("gst-launch-1.0");
  const char *argv[] = { gst_launch, "-q", "videotestsrc", "is-live=true", "num-buffers=30", "!",
                         "queue", "!", "fakesink", NULL };
  Observed seen = { 0, };
  int exit_code = -1;

  transport = gp_transport_local_new (argv);
  gp_transport_local_setenv (transport, "GST_TRACERS", "latency(flags=pipeline+element+reported);stats");
  gp_transport_local_setenv (transport, "GST_DEBUG", gp_capture_debug_for ("run"));
  capture = observed_capture (session, transport, &seen);
  g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_IDLE);

  g_assert_true (gp_capture_start (capture, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_RUNNING);
  g_assert_cmpint (gp_transport_get_pid (GP_TRANSPORT (transport)), >, 0);
  workdir = g_strdup (gp_transport_local_get_workdir (transport));
  g_assert_true (g_file_test (workdir, G_FILE_TEST_IS_DIR));

  /* The FIFO was enlarged: with the default 64 KiB a busy child would wait
   * on us (it ran at half speed before). */
  {
    g_autofree char *fifo = g_build_filename (workdir, "trace.fifo", NULL);
    int fd = open (fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC);

    g_assert_cmpint (fd, >=, 0);
    g_assert_cmpint (fcntl (fd, F_GETPIPE_SZ), >=, 1024 * 1024);
    close (fd);
  }

  run_until_finished (capture, &seen, 30);

  g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_FINISHED);
  g_assert_cmpuint (seen.finished, ==, 1);
  g_assert_cmpuint (seen.windows, ==, gp_series_get_n_windows (gp_session_get_series (session)));
  g_assert_cmpuint (seen.windows, ==, gp_capture_get_n_windows (capture));
  g_assert_cmpuint (seen.windows, >=, 3);
  g_assert_cmpuint (seen.graph_changes, >=, 2);
  g_assert_cmpuint (seen.events, ==, gp_session_get_n_events (session));
  g_assert_cmpuint (gp_capture_get_dots_read (capture), >=, 2);
  g_assert_cmpuint (gp_capture_get_dots_dropped (capture), ==, 0);
  g_assert_cmpuint (gp_capture_get_lines_read (capture), >, 100);
  g_assert_true (gp_capture_get_child_self_exited (capture));
  g_assert_true (gp_capture_get_exit_code (capture, &exit_code));
  g_assert_cmpint (exit_code, ==, 0);
  g_assert_cmpuint (seen.notices->len, ==, 0);
  /* the private directory is gone */
  g_assert_null (gp_transport_local_get_workdir (transport));
  g_assert_false (g_file_test (workdir, G_FILE_TEST_EXISTS));
  g_ptr_array_unref (seen.notices);
}

/* A child that ignores SIGINT and SIGTERM gets SIGKILL; each step is told. */
static void
test_engine_escalation (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpTransportLocal) transport = NULL;
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "/bin/sh", "-c", "trap '' INT TERM; while :; do sleep 0.05; done", NULL };
  Observed seen = { 0, };
  gboolean started = FALSE;
  int exit_code = 0;
  GPid pid;

  transport = gp_transport_local_new (argv);
  gp_transport_local_set_stop_timeouts (transport, 300, 300);
  capture = observed_capture (session, transport, &seen);
  g_assert_true (gp_capture_start (capture, &error));
  pid = gp_transport_get_pid (GP_TRANSPORT (transport));

  g_timeout_add (300, timeout_cb, &started);
  while (!started)
    g_main_context_iteration (NULL, TRUE);
  gp_capture_stop (capture);
  g_assert_cmpint (gp_capture_get_state (capture), ==, GP_CAPTURE_STATE_STOPPING);
  run_until_finished (capture, &seen, 10);

  g_assert_cmpuint (seen.notices->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (seen.notices, 0), ==, "child ignored SIGINT, sending SIGTERM");
  g_assert_cmpstr (g_ptr_array_index (seen.notices, 1), ==, "child ignored SIGTERM, sending SIGKILL");
  g_assert_true (gp_capture_get_exit_code (capture, &exit_code));
  g_assert_cmpint (exit_code, ==, -SIGKILL);
  g_assert_false (gp_capture_get_child_self_exited (capture));
  g_assert_cmpstr (last_event (session)->text, ==, "exit code -9");

  /* the whole group got it: no `sleep` is left either */
  {
    Run fake = { NULL, NULL, 0, pid, NULL };
    g_autofree char *tmp = gp_test_tmpdir ();

    fake.tmpdir = tmp;
    assert_nothing_left (&fake);
  }
  g_ptr_array_unref (seen.notices);
}

/* Lines come in chunks of any size; an over-long line is dropped and
 * counted, and the lines around it still count. */
static void
test_engine_long_line (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpTransportLocal) transport = NULL;
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  const char *script =
    "f=\"$GST_DEBUG_FILE\"; "
    "printf 'first line\\n' > \"$f\"; "
    "head -c 3000000 /dev/zero | tr '\\000' a >> \"$f\"; "
    "printf '\\nthird line\\nno newline at the end' >> \"$f\"";
  const char *argv[] = { "/bin/sh", "-c", script, NULL };
  Observed seen = { 0, };

  transport = gp_transport_local_new (argv);
  capture = observed_capture (session, transport, &seen);
  g_assert_true (gp_capture_start (capture, &error));
  run_until_finished (capture, &seen, 20);

  g_assert_cmpuint (gp_capture_get_lines_read (capture), ==, 3);
  g_assert_cmpuint (gp_capture_get_lines_dropped (capture), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (gp_session_get_info (session)->notes, 0), ==,
                   "lines read 3, dropped 1, dot files dropped 0");
  g_assert_cmpuint (gp_session_get_info (session)->parse.unparsed, ==, 3);
  g_ptr_array_unref (seen.notices);
}

/* A dot dump that is not a graph is dropped and counted. */
static void
test_engine_bad_dot (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpTransportLocal) transport = NULL;
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  const char *script =
    "d=\"$GST_DEBUG_DUMP_DOT_DIR\"; "
    "printf 'this is } not a graph }' > \"$d/a-bad.dot\"; "
    "printf 'digraph pipeline { label=\"x\"; }\\n' > \"$d/b-good.dot\"; "
    "printf 'unfinished {' > \"$d/c-unfinished.dot\"; "
    "printf 'ignored' > \"$d/notes.txt\"; sleep 1";
  const char *argv[] = { "/bin/sh", "-c", script, NULL };
  Observed seen = { 0, };

  transport = gp_transport_local_new (argv);
  capture = observed_capture (session, transport, &seen);
  g_assert_true (gp_capture_start (capture, &error));
  run_until_finished (capture, &seen, 20);

  g_assert_cmpuint (gp_capture_get_dots_read (capture), ==, 1);
  g_assert_cmpuint (gp_capture_get_dots_dropped (capture), ==, 2);
  g_assert_true (g_str_has_suffix (g_ptr_array_index (gp_session_get_info (session)->notes, 0),
                                   "dot files dropped 2"));
  g_ptr_array_unref (seen.notices);
}

/* Disposing a capture while its child runs leaves nothing behind. */
static void
test_engine_dispose_running (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *workdir = NULL;
  g_autofree char *proc_path = NULL;
  const char *argv[] = { "/bin/sh", "-c", "trap '' INT TERM; sleep 30", NULL };
  GpTransportLocal *transport = gp_transport_local_new (argv);
  GpCapture *capture = gp_capture_new (session, GP_TRANSPORT (transport));
  GPid pid;

  g_assert_true (gp_capture_start (capture, &error));
  pid = gp_transport_get_pid (GP_TRANSPORT (transport));
  workdir = g_strdup (gp_transport_local_get_workdir (transport));
  proc_path = g_strdup_printf ("/proc/%d", (int) pid);
  g_assert_true (g_file_test (proc_path, G_FILE_TEST_EXISTS));

  g_object_unref (capture);
  g_object_unref (transport);
  g_assert_false (g_file_test (proc_path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (workdir, G_FILE_TEST_EXISTS));
}

static void
test_child_environment (void)
{
  g_autofree char *lite = gp_capture_tracers_for (NULL, TRUE, TRUE);
  g_autofree char *full = gp_capture_tracers_for (NULL, FALSE, TRUE);
  g_autofree char *old = gp_capture_tracers_for (NULL, FALSE, FALSE);
  g_autofree char *given = gp_capture_tracers_for ("rusage", TRUE, TRUE);

  g_assert_cmpstr (lite, ==, "latency(flags=pipeline+element+reported)");
  g_assert_cmpstr (full, ==, "latency(flags=pipeline+element+reported);stats");
  g_assert_cmpstr (old, ==, "latency;stats");
  g_assert_cmpstr (given, ==, "rusage");
  g_assert_cmpstr (gp_capture_debug_for ("run"), ==, "GST_TRACER:7");
  g_assert_cmpstr (gp_capture_debug_for ("wrap"), ==, "GST_TRACER:7,GST_EVENT:5");
}

/* What the child sees: our variables, no colour, the FIFO and the dot dir. */
static void
test_engine_environment_seen (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpTransportLocal) transport = NULL;
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *dump = g_build_filename (dir, "env", NULL);
  g_autofree char *script = g_strdup_printf ("env > '%s'; echo \" $(cut -d' ' -f5 /proc/$$/stat)\" >> '%s'; echo \"pid $$\" >> '%s'",
                                             dump, dump, dump);
  const char *argv[] = { "/bin/sh", "-c", script, NULL };
  g_autofree char *env = NULL;
  g_autofree char *pid_line = NULL;
  Observed seen = { 0, };

  transport = gp_transport_local_new (argv);
  gp_transport_local_setenv (transport, "GST_DEBUG_COLOR_MODE", "on");
  gp_transport_local_setenv (transport, "GST_TRACERS", "latency");
  gp_transport_local_setenv (transport, "GST_DEBUG", "GST_TRACER:7");
  capture = observed_capture (session, transport, &seen);
  g_assert_true (gp_capture_start (capture, &error));
  run_until_finished (capture, &seen, 20);

  env = gp_test_read_file (dump);
  g_assert_true (strstr (env, "\nGST_TRACERS=latency\n") != NULL);
  g_assert_true (strstr (env, "\nGST_DEBUG=GST_TRACER:7\n") != NULL);
  g_assert_true (strstr (env, "\nGST_DEBUG_NO_COLOR=1\n") != NULL);
  g_assert_null (strstr (env, "GST_DEBUG_COLOR_MODE"));
  g_assert_true (strstr (env, "/trace.fifo\n") != NULL);
  g_assert_true (strstr (env, "\nGST_DEBUG_DUMP_DOT_DIR=") != NULL);
  /* its own process group: pgid == pid */
  pid_line = g_strdup_printf (" %d\npid %d\n", (int) gp_transport_get_pid (GP_TRANSPORT (transport)),
                              (int) gp_transport_get_pid (GP_TRANSPORT (transport)));
  g_assert_true (g_str_has_suffix (env, pid_line));
  g_ptr_array_unref (seen.notices);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/integration/capture/child-environment", test_child_environment);
  g_test_add_func ("/gp/integration/capture/engine-observed", test_engine_observed);
  g_test_add_func ("/gp/integration/capture/engine-escalation", test_engine_escalation);
  g_test_add_func ("/gp/integration/capture/engine-long-line", test_engine_long_line);
  g_test_add_func ("/gp/integration/capture/engine-bad-dot", test_engine_bad_dot);
  g_test_add_func ("/gp/integration/capture/engine-dispose-running", test_engine_dispose_running);
  g_test_add_func ("/gp/integration/capture/engine-environment", test_engine_environment_seen);
  g_test_add_func ("/gp/integration/capture/run-live-no-queue", test_run_live_no_queue);
  g_test_add_func ("/gp/integration/capture/run-live-queue", test_run_live_queue);
  g_test_add_func ("/gp/integration/capture/run-nonlive", test_run_nonlive);
  g_test_add_func ("/gp/integration/capture/run-tee", test_run_tee);
  g_test_add_func ("/gp/integration/capture/run-unknown-element", test_run_unknown_element);
  g_test_add_func ("/gp/integration/capture/run-runtime-error", test_run_runtime_error);
  g_test_add_func ("/gp/integration/capture/run-no-preroll", test_run_no_preroll);
  g_test_add_func ("/gp/integration/capture/run-duration", test_run_duration);
  g_test_add_func ("/gp/integration/capture/run-sigint", test_run_sigint);
  g_test_add_func ("/gp/integration/capture/run-sighup", test_run_sighup);
  g_test_add_func ("/gp/integration/capture/run-killed", test_run_killed);
  g_test_add_func ("/gp/integration/capture/run-progress-tty", test_run_progress_tty);
  g_test_add_func ("/gp/integration/capture/run-default-out", test_run_default_out);
  g_test_add_func ("/gp/integration/capture/run-usage-errors", test_run_usage_errors);
  g_test_add_func ("/gp/integration/capture/run-lite", test_run_lite);
  g_test_add_func ("/gp/integration/capture/run-simulated-jetson", test_run_simulated_jetson);
  g_test_add_func ("/gp/integration/capture/wrap-app", test_wrap_app);
  g_test_add_func ("/gp/integration/capture/wrap-failing-app", test_wrap_failing_app);
  g_test_add_func ("/gp/integration/capture/wrap-sigterm", test_wrap_sigterm);
  g_test_add_func ("/gp/integration/capture/wrap-usage", test_wrap_usage);

  return g_test_run ();
}
