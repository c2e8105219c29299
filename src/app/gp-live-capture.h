/* gp-live-capture.h: GpLiveCapture, a capture in progress shown in its window
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

#include "gp-capture.h"
#include "gp-window.h"

G_BEGIN_DECLS

#define GP_TYPE_LIVE_CAPTURE (gp_live_capture_get_type ())

G_DECLARE_FINAL_TYPE (GpLiveCapture, gp_live_capture, GP, LIVE_CAPTURE, GObject)

/* A running GpCapture as @window shows it (the window owns this): its
 * growing session as the window's document, rebuilt at most every 400 ms,
 * its notices as toasts; when it ends, the findings computed, the session
 * saved to @out_path (or a fallback, said in the window) and shown as a
 * document of that file. */
GpLiveCapture *gp_live_capture_new          (GpWindow      *window,
                                             GpCapture     *capture,
                                             const char    *out_path);
GpCapture     *gp_live_capture_get_capture  (GpLiveCapture *self);
gboolean       gp_live_capture_get_finished (GpLiveCapture *self);
/* Shows the session as it is now. */
void           gp_live_capture_refresh      (GpLiveCapture *self);
/* Stops the capture; it is saved, then, with @close_window, the window
 * closes. */
void           gp_live_capture_stop         (GpLiveCapture *self,
                                             gboolean       close_window);
/* What its ::finished does (for a capture that ended before it was
 * shown): saves and shows the session, then the window lets go of it. */
void           gp_live_capture_finish       (GpLiveCapture *self);

G_END_DECLS
