/* gp-transport-local.h: GpTransportLocal, a capture of a child process on this computer
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

#include "gp-transport.h"

G_BEGIN_DECLS

#define GP_TYPE_TRANSPORT_LOCAL (gp_transport_local_get_type ())

G_DECLARE_FINAL_TYPE (GpTransportLocal, gp_transport_local, GP, TRANSPORT_LOCAL, GObject)

/* The child runs in its own process group with the tool's environment plus
 * the overrides set here, and GST_DEBUG_FILE (a FIFO), GST_DEBUG_NO_COLOR=1 and
 * GST_DEBUG_DUMP_DOT_DIR pointing into a private temporary directory that is
 * removed when the child has exited. */
GpTransportLocal *gp_transport_local_new               (const char * const *argv);

/* Sets (or, with a NULL @value, removes) a variable of the child's
 * environment. Before the start only. */
void              gp_transport_local_setenv            (GpTransportLocal   *self,
                                                        const char         *name,
                                                        const char         *value);
/* Sets GST_TRACERS to the stock default @tracers or, when our tracer plugin (libgstgpprofile.so) is
 * found in the build tree or the install folder, to its in-process equivalent (gpstats,
 * gpqueuelevels, gpwhereabouts: gp_capture_in_process_tracers_for()) and puts
 * that folder first in GST_PLUGIN_PATH (GST_REGISTRY_UPDATE unset, so that the registry sees
 * it). Returns whether the plugin was found. Before the start only. */
gboolean          gp_transport_local_set_tracers       (GpTransportLocal   *self,
                                                        const char         *tracers);
/* Runs `@path --interval 250` alongside the child; NULL for none. */
void              gp_transport_local_set_tegrastats    (GpTransportLocal   *self,
                                                        const char         *path);
/* Sends the child's stdout to /dev/null (default: inherited). */
void              gp_transport_local_set_silence_stdout (GpTransportLocal  *self,
                                                         gboolean           silence);
/* How long the stop waits after SIGINT, then after SIGTERM, before the next
 * signal (default 5000 and 3000 ms). */
void              gp_transport_local_set_stop_timeouts (GpTransportLocal   *self,
                                                        guint               after_sigint_ms,
                                                        guint               after_sigterm_ms);
/* The private directory (trace.fifo, dot/), or NULL outside a capture. */
const char       *gp_transport_local_get_workdir       (GpTransportLocal   *self);

G_END_DECLS
