/* gp-capture.h: GpCapture, the capture engine: a session that grows window by window
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

#include <glib-object.h>

#include "gp-capture-enums.h"
#include "gp-session.h"
#include "gp-transport.h"

G_BEGIN_DECLS

typedef enum
{
  GP_CAPTURE_STATE_IDLE,
  GP_CAPTURE_STATE_RUNNING,
  GP_CAPTURE_STATE_STOPPING,   /* a stop was asked for; the child is ending */
  GP_CAPTURE_STATE_FINISHED,   /* the session is complete */
} GpCaptureState;

/* A line longer than this is dropped (and counted), never buffered. */
#define GP_CAPTURE_MAX_LINE (1024 * 1024)

#define GP_TYPE_CAPTURE (gp_capture_get_type ())

G_DECLARE_FINAL_TYPE (GpCapture, gp_capture, GP, CAPTURE, GObject)

/* Feeds what @transport reports into @session, driven by the thread-default
 * main context. Set the session's mode, launch/command, label and target
 * before the start.
 *
 * Signals, for observers of the growing session:
 *   ::window-added (guint index)   a 250 ms window was closed
 *   ::graph-changed ()             elements, links or caps changed
 *   ::event-added (guint index)    a session event (state change, error, eos…)
 *   ::notice (const char *text)    something to tell the user (a transport's
 *                                  notice or fault; faults also become notes)
 *   ::finished ()                  the session is complete (state FINISHED)
 * Properties: state, n-windows, lines-read, lines-dropped, dots-dropped
 * (the counters are notified with each new window). */
GpCapture      *gp_capture_new                  (GpSession     *session,
                                                 GpTransport   *transport);

GpSession      *gp_capture_get_session          (GpCapture     *self);
GpTransport    *gp_capture_get_transport        (GpCapture     *self);

/* Stop by itself after @duration_ms (0: run until the child ends or
 * gp_capture_stop()). Before the start. */
void            gp_capture_set_duration_ms      (GpCapture     *self,
                                                 guint64        duration_ms);

gboolean        gp_capture_start                (GpCapture     *self,
                                                 GError       **error);
/* Asks the child to end cleanly; ::finished follows. */
void            gp_capture_stop                 (GpCapture     *self);

GpCaptureState  gp_capture_get_state            (GpCapture     *self);
guint           gp_capture_get_n_windows        (GpCapture     *self);
guint64         gp_capture_get_lines_read       (GpCapture     *self);
guint64         gp_capture_get_lines_dropped    (GpCapture     *self);
guint64         gp_capture_get_dots_read        (GpCapture     *self);
guint64         gp_capture_get_dots_dropped     (GpCapture     *self);
/* Wall-clock seconds since the start (frozen at the end). */
double          gp_capture_get_elapsed          (GpCapture     *self);
/* After ::finished: the child's exit code (minus the signal that ended it);
 * FALSE when unknown. */
gboolean        gp_capture_get_exit_code        (GpCapture     *self,
                                                 int           *exit_code);
/* The first fault the transport reported (the link dropped, the child
 * crashed…; also a note of the session), or NULL. */
const char     *gp_capture_get_fault            (GpCapture     *self);
/* After ::finished: the child ended by itself before its pipeline reached
 * PLAYING (it could not be built, an element would not start): nothing
 * ran, so there is no session to keep. A pipeline stopped while it
 * prerolled is kept, marked (session never_played) so that it gets no
 * findings. */
gboolean        gp_capture_get_never_ran        (GpCapture     *self);
/* gst-launch-1.0's own report of the failure (`no element "x"`), or NULL. */
const char     *gp_capture_get_report           (GpCapture     *self);
/* After ::finished: the child ended by itself, not by a stop or the
 * duration. */
gboolean        gp_capture_get_child_self_exited (GpCapture    *self);

/* The child environment of reference.md §2: the GST_TRACERS value for the
 * options (an explicit @tracers wins, then @lite, then what the GStreamer
 * version allows) and the GST_DEBUG value for a mode ("run" or "wrap"). */
char           *gp_capture_tracers_for          (const char    *tracers,
                                                 gboolean       lite,
                                                 gboolean       element_latency);
const char     *gp_capture_debug_for            (const char    *mode);
/* What a local capture with our tracer plugin runs instead of the stock default @stock (one of
 * gp_capture_tracers_for()'s without @tracers): gpstats, in-process (its `lite` parameter when
 * @stock has no stats tracer, as `--lite`), then gpqueuelevels and gpwhereabouts. */
char           *gp_capture_in_process_tracers_for (const char  *stock);
/* Added to GST_DEBUG when a capture asks for queue debug lines (`--queue-debug`):
 * GStreamer's own appsrc and queue levels, exact without our tracer plugin. */
#define GP_CAPTURE_QUEUE_DEBUG "appsrc:5,queue_dataflow:6"

G_END_DECLS
