/* gp-transport.h: GpTransport, where a capture's lines, dot dumps and samples come from
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

#include <gio/gio.h>

#include "gp-procstat.h"
#include "gp-tegrastats.h"

G_BEGIN_DECLS

/* A transport runs the profiled child somewhere (here, or on a board over
 * SSH) and reports, from the thread-default main context:
 *
 *   ::log-data (GBytes *chunk)           raw tracer log bytes; lines may span chunks
 *   ::dot (const char *name, GBytes *)   a dot dump, each file once; contents NULL
 *                                        when it could not be read (dropped)
 *   ::proc-sample (GpProcSample *)       a /proc reading, every 250 ms
 *   ::tegra-sample (GpTegraSample *)     the latest tegrastats line, every 250 ms
 *   ::notice (const char *message)       something to tell the user
 *                                        ("child ignored SIGINT, sending SIGTERM")
 *   ::fault (const char *message)        the capture ends abnormally (the link
 *                                        dropped, the child crashed…): one line
 *                                        for the user, also kept as a session note
 *   ::exited ()                          the child is gone and everything it
 *                                        produced has been reported; emitted once
 *
 * The samples are only valid during the emission. */

#define GP_TYPE_TRANSPORT (gp_transport_get_type ())

G_DECLARE_INTERFACE (GpTransport, gp_transport, GP, TRANSPORT, GObject)

struct _GpTransportInterface
{
  GTypeInterface parent_iface;

  gboolean (*start)         (GpTransport  *self,
                             GError      **error);
  void     (*stop)          (GpTransport  *self);
  GPid     (*get_pid)       (GpTransport  *self);
  gboolean (*get_exit_code) (GpTransport  *self,
                             int          *exit_code);
  const char *(*get_report) (GpTransport  *self);
};

/* Starts the child. On failure the message says what could not be started. */
gboolean  gp_transport_start         (GpTransport   *self,
                                      GError       **error);
/* Asks the child to end (SIGINT, then SIGTERM, then SIGKILL); returns at
 * once, ::exited follows. Does nothing once it has exited. */
void      gp_transport_stop          (GpTransport   *self);
/* The child's process id (on its host), or 0 before the start. */
GPid      gp_transport_get_pid       (GpTransport   *self);
/* After ::exited: the exit status, or minus the signal number that ended it
 * (like Python's returncode). FALSE while it runs. */
gboolean  gp_transport_get_exit_code (GpTransport   *self,
                                      int           *exit_code);
/* gst-launch-1.0's first report of a failure in the child's output
 * (gp-launch-report.h: `no element "x"`), or NULL; for implementations
 * that read it (optional). */
const char *gp_transport_get_report  (GpTransport   *self);

/* For implementations. */
void      gp_transport_emit_log_data    (GpTransport          *self,
                                         GBytes               *chunk);
void      gp_transport_emit_dot         (GpTransport          *self,
                                         const char           *name,
                                         GBytes               *contents);
void      gp_transport_emit_proc_sample (GpTransport          *self,
                                         const GpProcSample   *sample);
void      gp_transport_emit_tegra_sample (GpTransport         *self,
                                          const GpTegraSample *sample);
void      gp_transport_emit_notice      (GpTransport          *self,
                                         const char           *message);
void      gp_transport_emit_fault       (GpTransport          *self,
                                         const char           *message);
void      gp_transport_emit_exited      (GpTransport          *self);

G_END_DECLS
