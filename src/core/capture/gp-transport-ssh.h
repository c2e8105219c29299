/* gp-transport-ssh.h: GpTransportSsh, a capture of a pipeline or an application on a board over SSH
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

#include "gp-ssh.h"
#include "gp-transport.h"

G_BEGIN_DECLS

#define GP_TYPE_TRANSPORT_SSH (gp_transport_ssh_get_type ())

G_DECLARE_FINAL_TYPE (GpTransportSsh, gp_transport_ssh, GP, TRANSPORT_SSH, GObject)

/* Runs `gst-launch-1.0 -q -e --no-fault @launch_argv…` on the board behind @ssh (which
 * must outlive the transport), in a remote temporary directory removed at
 * the end, with GST_DEBUG_NO_COLOR=1, GST_DEBUG_DUMP_DOT_DIR there and the
 * tracer log streamed back. Each token reaches the board single-quoted. */
GpTransportSsh *gp_transport_ssh_new    (GpSsh              *ssh,
                                         const char * const *launch_argv);
/* The same for an application (`wrap`): @argv runs as it is, found on the
 * board's PATH; its stdout is dropped, its stderr is the log stream. */
GpTransportSsh *gp_transport_ssh_new_command (GpSsh              *ssh,
                                              const char * const *argv);
/* GST_TRACERS and GST_DEBUG for the child. Before the start only. */
void            gp_transport_ssh_set_tracer_env (GpTransportSsh *self,
                                                 const char     *gst_tracers,
                                                 const char     *gst_debug);
/* The board's tegrastats (a path there, from the preflight), run with
 * `--interval 250` while the child runs; NULL for none. Before the start. */
void            gp_transport_ssh_set_tegrastats (GpTransportSsh *self,
                                                 const char     *remote_path);
/* The board's temporary directory for this capture (removed at the end),
 * once the board has said it; NULL before. */
const char     *gp_transport_ssh_get_remote_dir (GpTransportSsh *self);
/* How long the stop waits after SIGINT, then after SIGTERM (default 5000
 * and 3000 ms). */
void            gp_transport_ssh_set_stop_timeouts (GpTransportSsh *self,
                                                    guint           after_sigint_ms,
                                                    guint           after_sigterm_ms);

G_END_DECLS
