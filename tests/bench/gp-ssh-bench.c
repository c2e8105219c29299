/* gp-ssh-bench.c: the SSH capture path, timed against a loopback sshd
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

/* gp-ssh-bench LOG       the benchmark (run by tests/bench/run-ssh-bench.sh)
 * gp-ssh-bench --emit LOG LINES_PER_S SECONDS
 *                        the "application" it runs on the board
 *
 * Latency: the emitter, run on the board by the SSH transport as `wrap`
 * would, writes a line "GP-MARK <CLOCK_MONOTONIC ns>" every 10 ms on its
 * stderr (the log stream), between tracer lines of LOG at LINES_PER_S, one
 * write() each like GStreamer's. Once the capture engine has consumed a
 * chunk, each mark in it gives the added latency: now − its time (loopback:
 * one clock). Throughput: LOG through the transport into the capture engine
 * (the tracer log parsed), through the transport alone, and `ssh DEST cat
 * LOG` as the peer; megabytes over the time from the first byte to the
 * end, so the connection set-up is not counted. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gp-capture.h"
#include "gp-sshd-harness.h"
#include "gp-transport-ssh.h"

#define MARK       "GP-MARK "
#define MARK_EVERY (10 * G_TIME_SPAN_MILLISECOND)
#define RUNS       3

static gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The emitter */

static int
emit (const char *log_path,
      double      lines_per_s,
      double      seconds)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_lines;
  guint next_line = 0;
  gint64 start;
  gint64 next_mark;
  guint64 written = 0;

  if (!g_file_get_contents (log_path, &text, NULL, NULL))
    return 2;
  /* the first 100000 lines, over and over */
  lines = g_strsplit (text, "\n", 100001);
  n_lines = g_strv_length (lines) - 1;
  if (n_lines == 0)
    return 2;
  start = next_mark = now_ns ();

  for (;;)
    {
      gint64 now = now_ns ();
      double elapsed = (double) (now - start) / 1e9;
      guint64 due = (guint64) (elapsed * lines_per_s);

      if (elapsed >= seconds)
        break;
      while (written < due)
        {
          g_autofree char *line = g_strconcat (lines[next_line], "\n", NULL);

          if (write (STDERR_FILENO, line, strlen (line)) < 0)
            return 1;
          next_line = (next_line + 1) % n_lines;
          /* the marks keep their pace whatever the backlog */
          if (++written % 64 == 0 && now_ns () >= next_mark)
            break;
        }
      if (now_ns () >= next_mark)
        {
          char mark[64];
          int len = g_snprintf (mark, sizeof mark, MARK "%" G_GINT64_FORMAT "\n", now_ns ());

          if (write (STDERR_FILENO, mark, (size_t) len) < 0)
            return 1;
          next_mark += MARK_EVERY * 1000;
        }
      if (written >= due)
        g_usleep (1000);
    }
  return 0;
}

/* Latency */

typedef struct
{
  GArray   *latencies_ms;   /* double */
  GString  *tail;           /* a mark cut by a chunk boundary */
  guint64   bytes;
  gint64    first_us;
  gint64    last_us;
  gboolean  done;
} Probe;

static void
scan_marks (Probe      *probe,
            const char *data,
            gsize       len)
{
  gint64 now = now_ns ();
  const char *p = data;
  const char *end = data + len;

  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      gsize n = nl != NULL ? (gsize) (nl - p) : (gsize) (end - p);

      g_string_append_len (probe->tail, p, (gssize) n);
      if (nl == NULL)
        break;
      if (g_str_has_prefix (probe->tail->str, MARK))
        {
          double ms = (double) (now - g_ascii_strtoll (probe->tail->str + strlen (MARK), NULL, 10)) / 1e6;

          g_array_append_val (probe->latencies_ms, ms);
        }
      g_string_truncate (probe->tail, 0);
      p = nl + 1;
    }
}

/* After the capture engine's own handler: the chunk is in the session. */
static void
log_data_after_cb (GpTransport *transport,
                   GBytes      *chunk,
                   Probe       *probe)
{
  gsize len;
  const char *data = g_bytes_get_data (chunk, &len);

  if (probe->first_us == 0)
    probe->first_us = g_get_monotonic_time ();
  probe->last_us = g_get_monotonic_time ();
  probe->bytes += len;
  if (probe->latencies_ms != NULL)
    scan_marks (probe, data, len);
}

static void
exited_cb (GpTransport *transport,
           Probe       *probe)
{
  probe->done = TRUE;
}

G_GNUC_NORETURN static void
fault_cb (GpTransport *transport,
          const char  *message,
          gpointer     user_data)
{
  g_printerr ("gp-ssh-bench: %s\n", message);
  exit (1);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *values,
            double  p)
{
  guint index;

  if (values->len == 0)
    return NAN;
  index = (guint) ceil (p / 100.0 * values->len);
  return g_array_index (values, double, MIN (MAX (index, 1), values->len) - 1);
}

/* Runs @argv on the board through the transport (with the capture engine
 * unless @bare) and reports what the probe saw. */
static void
run_transport (GpSsh              *ssh,
               const char * const *argv,
               gboolean            bare,
               Probe              *probe)
{
  g_autoptr(GpTransportSsh) transport = gp_transport_ssh_new_command (ssh, argv);
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;

  gp_transport_ssh_set_tracer_env (transport, "latency;stats", "GST_TRACER:7");
  g_signal_connect (transport, "fault", G_CALLBACK (fault_cb), NULL);
  if (!bare)
    capture = gp_capture_new (session, GP_TRANSPORT (transport));
  g_signal_connect_after (transport, "log-data", G_CALLBACK (log_data_after_cb), probe);
  g_signal_connect_after (transport, "exited", G_CALLBACK (exited_cb), probe);
  if (!gp_transport_start (GP_TRANSPORT (transport), &error))
    g_error ("%s", error->message);
  while (!probe->done)
    g_main_context_iteration (NULL, TRUE);
}

static void
bench_latency (GpSsh      *ssh,
               const char *self,
               const char *log,
               const char *label,
               const char *lines_per_s,
               const char *seconds)
{
  const char *argv[] = { self, "--emit", log, lines_per_s, seconds, NULL };
  Probe probe = { 0, };

  probe.latencies_ms = g_array_new (FALSE, FALSE, sizeof (double));
  probe.tail = g_string_new (NULL);
  run_transport (ssh, argv, FALSE, &probe);
  g_array_sort (probe.latencies_ms, compare_doubles);
  g_print ("latency %-30s %6.1f MB  marks %5u   p50 %6.2f ms   p95 %6.2f ms   max %6.2f ms\n",
           label, (double) probe.bytes / 1e6, probe.latencies_ms->len, percentile (probe.latencies_ms, 50), percentile (probe.latencies_ms, 95),
           percentile (probe.latencies_ms, 100));
  g_array_unref (probe.latencies_ms);
  g_string_free (probe.tail, TRUE);
}

/* The same emitter under a plain `ssh DEST emitter`, read in a loop: what
 * OpenSSH alone adds. */
static void
bench_latency_peer (GpSsh      *ssh,
                    const char *self,
                    const char *log,
                    const char *label,
                    const char *lines_per_s,
                    const char *seconds)
{
  g_autofree char *q_self = g_shell_quote (self);
  g_autofree char *q_log = g_shell_quote (log);
  g_autofree char *command = g_strdup_printf ("%s --emit %s %s %s 2>&1 >/dev/null", q_self, q_log,
                                              lines_per_s, seconds);
  g_auto(GStrv) argv = gp_ssh_build_argv (ssh, command);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *buffer = g_malloc (64 * 1024);
  Probe probe = { 0, };
  gssize n;

  probe.latencies_ms = g_array_new (FALSE, FALSE, sizeof (double));
  probe.tail = g_string_new (NULL);
  process = g_subprocess_newv ((const char * const *) argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  if (process == NULL)
    g_error ("%s", error->message);
  while ((n = g_input_stream_read (g_subprocess_get_stdout_pipe (process), buffer, 64 * 1024, NULL, &error)) > 0)
    {
      probe.bytes += (guint64) n;
      scan_marks (&probe, buffer, (gsize) n);
    }
  g_subprocess_wait (process, NULL, NULL);
  g_array_sort (probe.latencies_ms, compare_doubles);
  g_print ("latency %-30s %6.1f MB  marks %5u   p50 %6.2f ms   p95 %6.2f ms   max %6.2f ms\n",
           label, (double) probe.bytes / 1e6, probe.latencies_ms->len, percentile (probe.latencies_ms, 50),
           percentile (probe.latencies_ms, 95), percentile (probe.latencies_ms, 100));
  g_array_unref (probe.latencies_ms);
  g_string_free (probe.tail, TRUE);
}

static double
mb_per_s (guint64 bytes,
          gint64  first_us,
          gint64  last_us)
{
  return last_us > first_us ? (double) bytes / 1e6 / ((double) (last_us - first_us) / G_USEC_PER_SEC) : NAN;
}

static double
run_peer (GpSsh      *ssh,
          const char *log)
{
  g_autofree char *quoted = g_shell_quote (log);
  g_autofree char *command = g_strconcat ("cat ", quoted, NULL);
  g_auto(GStrv) argv = gp_ssh_build_argv (ssh, command);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *buffer = g_malloc (256 * 1024);
  guint64 bytes = 0;
  gint64 first = 0;
  gssize n;

  process = g_subprocess_newv ((const char * const *) argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  if (process == NULL)
    g_error ("%s", error->message);
  while ((n = g_input_stream_read (g_subprocess_get_stdout_pipe (process), buffer, 256 * 1024, NULL, &error)) > 0)
    {
      if (first == 0)
        first = g_get_monotonic_time ();
      bytes += (guint64) n;
    }
  g_subprocess_wait (process, NULL, NULL);
  return mb_per_s (bytes, first, g_get_monotonic_time ());
}

static void
bench_throughput (GpSsh      *ssh,
                  const char *log)
{
  const char *argv[] = { "sh", "-c", "exec cat \"$0\" >&2", log, NULL };
  double best[3] = { 0, 0, 0 };
  guint64 size = 0;

  for (guint run = 0; run < RUNS; run++)
    {
      for (guint bare = 0; bare < 2; bare++)
        {
          Probe probe = { 0, };

          run_transport (ssh, argv, bare, &probe);
          size = probe.bytes;
          best[bare] = MAX (best[bare], mb_per_s (probe.bytes, probe.first_us, probe.last_us));
        }
      best[2] = MAX (best[2], run_peer (ssh, log));
    }
  g_print ("throughput (%.0f MB log, best of %d)\n", (double) size / 1e6, RUNS);
  g_print ("  transport + capture engine (parsed)   %7.1f MB/s\n", best[0]);
  g_print ("  transport alone                       %7.1f MB/s\n", best[1]);
  g_print ("  peer: ssh DEST cat LOG                %7.1f MB/s\n", best[2]);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GpSsh) ssh = NULL;
  g_autofree char *self = NULL;
  g_auto(GStrv) options = NULL;
  GpSshd *sshd;

  if (argc == 5 && strcmp (argv[1], "--emit") == 0)
    return emit (argv[2], g_ascii_strtod (argv[3], NULL), g_ascii_strtod (argv[4], NULL));
  if (argc != 2)
    {
      g_printerr ("usage: %s TRACER_LOG\n", argv[0]);
      return 2;
    }

  self = g_file_read_link ("/proc/self/exe", NULL);
  sshd = gp_sshd_start ();
  options = gp_sshd_options (sshd, NULL, TRUE);
  ssh = gp_ssh_new ("root@127.0.0.1", (const char * const *) options);

  g_print ("gst-profile SSH capture over a loopback sshd (OpenSSH, 127.0.0.1)\n");
  bench_latency (ssh, self, argv[1], "idle (marks only, 100/s)", "0", "10");
  bench_latency (ssh, self, argv[1], "busy (+20000 tracer lines/s)", "20000", "10");
  bench_latency (ssh, self, argv[1], "heavy (+50000 tracer lines/s)", "50000", "10");
  bench_latency_peer (ssh, self, argv[1], "peer: ssh, busy", "20000", "10");
  bench_latency_peer (ssh, self, argv[1], "peer: ssh, heavy", "50000", "10");
  bench_throughput (ssh, argv[1]);

  g_clear_pointer (&ssh, gp_ssh_free);
  gp_sshd_stop (sshd);
  return 0;
}
