/* gp-transport-ssh-private.h: GpTransportSsh across its files: the protocol, the state
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

#pragma once

#include "gp-transport-ssh.h"

G_BEGIN_DECLS

/* One session on the board, one remote shell (scripts/gp-remote-run.sh),
 * three channels:
 *
 *   stdin   our commands for the pipeline (INT, TERM, KILL), one a line;
 *           its end (we or the link went away) stops the pipeline
 *   stdout  two header lines (GP_DIR=, REMOTE_PID=), then the tracer log
 *           exactly as the child writes it
 *   stderr  frames: every 250 ms a /proc reading "@@GP S PID" … "@@GP E"
 *           (grep -H lines "PATH:TEXT" of the files procstat reads, and the
 *           latest tegrastats line), the dot dumps "@@GP dot SIZE NAME" +
 *           SIZE bytes once each has settled, and last "@@GP exit STATUS"
 *           (+ " early" when stopped before a PAUSED_PLAYING dump existed);
 *           anything else is ssh's own words
 *
 * The log has a channel to itself, so no sampler write can ever land inside
 * a log line, however the child's threads write; one process (the sampler)
 * writes every frame, and the shell its exit frame once the sampler is gone,
 * so frames never interleave either.
 *
 * $1 run|wrap, $2 GST_TRACERS, $3 GST_DEBUG, $4 tegrastats or "", then the
 * launch tokens (run) or the command (wrap). gst-launch-1.0 runs with
 * --no-fault: a crash ends it (and is reported) instead of leaving it
 * spinning, waiting for a debugger nobody will attach. The child runs in its
 * own session (setsid, when the board has it) so that signals reach its
 * whole process group. A controller reads our commands; when stdin ends it stops
 * the child (SIGINT, then SIGKILL 3 s later). The sampler stops with the
 * child, stops tegrastats, and stops the child itself when its frames can
 * no longer be written (the link is gone). The remote temp dir is removed by
 * the shell once the child has ended. */

struct _GpTransportSsh
{
  GObject         parent_instance;

  GpSsh          *ssh;
  GStrv           argv;
  char           *gst_tracers;
  char           *gst_debug;
  char           *tegrastats;
  guint           after_sigint_ms;
  guint           after_sigterm_ms;

  GSubprocess    *process;
  int             control_fd;       /* our end of the board's stdin */
  GCancellable   *cancellable;
  GString        *head;             /* stdout before the header is complete */
  GString        *line;             /* the stderr line being read */
  GString        *err;              /* ssh's own words, capped */

  GHashTable     *texts;            /* the /proc reading being read, path → text */
  GPid            sample_pid;
  char           *tegra_line;
  GpProcStat     *procstat;
  GpTegraSample  *tegra;            /* the latest tegrastats sample */

  char           *dot_name;         /* the dot dump being read */
  GByteArray     *dot;
  gsize           dot_left;

  char           *remote_dir;
  char           *remote_error;
  char           *log_error;        /* the child's first report (gp-launch-report.h) */
  GString        *log_line;         /* a stdout line that may be one, being read */
  GPid            pid;
  guint           escalate_source;
  int             last_signal;      /* the last we sent, 0 for none */
  int             remote_status;
  int             exit_code;

  guint           command_mode : 1;
  guint           started : 1;
  guint           header_done : 1;
  guint           stdout_done : 1;
  guint           stderr_done : 1;
  guint           process_done : 1;
  guint           stopping : 1;
  guint           stop_pending : 1;
  guint           gave_up : 1;
  guint           skipping_line : 1;
  guint           got_status : 1;
  guint           log_mid_line : 1;     /* the last chunk ended inside a line */
  guint           log_candidate : 1;    /* that line may be a report */
  guint           stopped_early : 1;    /* stopped before PLAYING (no such dot dump yet) */
  guint           has_exit_code : 1;
  guint           exited : 1;
};

/* gp-transport-ssh.c */
void  _gp_transport_ssh_close_control (GpTransportSsh *self);
/* SIGINT now, escalating to TERM and KILL should the child not end. */
void  _gp_transport_ssh_start_stop    (GpTransportSsh *self);

/* gp-transport-ssh-log.c: a chunk of stdout. */
void  _gp_transport_ssh_feed_stdout   (GpTransportSsh *self,
                                       GBytes         *bytes);

/* gp-transport-ssh-frames.c: a chunk of stderr, and what is left of it
 * once it ended (a last line without its newline, a dump cut short). */
void  _gp_transport_ssh_feed_stderr   (GpTransportSsh *self,
                                       const guint8   *data,
                                       gsize           len);
void  _gp_transport_ssh_flush_stderr  (GpTransportSsh *self);

/* gp-transport-ssh-exit.c: once stdout, stderr and ssh are all done, the
 * exit code and the fault, then "exited". */
void  _gp_transport_ssh_maybe_finish  (GpTransportSsh *self);

G_END_DECLS
