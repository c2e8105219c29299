/* gp-compare-window.h: GpCompareWindow, a before/after comparison in a window of its own
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

#include <adwaita.h>

#include "gp-compare.h"
#include "gp-compare-view.h"

G_BEGIN_DECLS

#define GP_TYPE_COMPARE_WINDOW (gp_compare_window_get_type ())

G_DECLARE_FINAL_TYPE (GpCompareWindow, gp_compare_window, GP, COMPARE_WINDOW, AdwWindow)

/* "Before and After", the two sessions' ids as the subtitle, the
 * GpCompareView of @compare; transient for @parent and destroyed with it,
 * Escape closes it. */
GtkWidget     *gp_compare_window_new      (GtkWindow       *parent,
                                           GpCompare       *compare);
GpCompareView *gp_compare_window_get_view (GpCompareWindow *self);

G_END_DECLS
