/* gp-chart-lanes-private.h: the lane builders across gp-chart-lanes*.c
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

#include "gp-chart-lanes.h"
#include "gp-element-palette.h"

G_BEGIN_DECLS

/* gp-chart-lanes.c */
/* The session's @column itself when @shared and unscaled, else a copy of
 * its first @n values times @factor. */
GArray   *_gp_lane_column             (GArray     *column,
                                       guint       n,
                                       double      factor,
                                       gboolean    shared);
gboolean  _gp_lane_column_has_values  (GArray     *column);
/* Takes @values. */
GpLane   *_gp_lane_new                (const char *title,
                                       const char *what,
                                       const char *unit,
                                       GArray     *values,
                                       const char *color);
/* Availability and the top of the scale from the values. */
void      _gp_lane_finish             (GpLane     *lane);

/* gp-chart-lanes-memory.c */
/* The Memory group: process RSS (slope chip, time to OOM), MemAvailable;
 * nothing when the RSS was not measured. */
void      _gp_chart_lanes_add_memory  (GPtrArray  *lanes,
                                       GpSession  *session,
                                       guint       n,
                                       gboolean    shared);
/* The Backlog group: one lane per queue-like element that recorded what it
 * holds (held bytes, else held buffers, else its queue level), in the
 * element's colour from @palette. */
void      _gp_chart_lanes_add_backlog (GPtrArray        *lanes,
                                       GpSession        *session,
                                       GpElementPalette *palette,
                                       guint             n,
                                       gboolean          shared);

G_END_DECLS
