/* gp-capture-bar.h: GpCaptureBar, the status of a capture in progress, with Stop
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

#include <gtk/gtk.h>

#include "gp-capture.h"

G_BEGIN_DECLS

#define GP_TYPE_CAPTURE_BAR (gp_capture_bar_get_type ())

G_DECLARE_FINAL_TYPE (GpCaptureBar, gp_capture_bar, GP, CAPTURE_BAR, GtkBox)

/* Shows the capture's state, elapsed time, windows, lines per second and
 * dropped lines, refreshed a few times a second, and a Stop button
 * (`capture.stop`). */
GpCapture  *gp_capture_bar_get_capture  (GpCaptureBar *self);
void        gp_capture_bar_set_capture  (GpCaptureBar *self,
                                         GpCapture    *capture);
/* What the bar says, for tests. */
const char *gp_capture_bar_get_status   (GpCaptureBar *self);

G_END_DECLS
