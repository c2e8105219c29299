/* gp-lane-chart.h
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

#include "gp-document.h"
#include "gp-view-state.h"

G_BEGIN_DECLS

/* Stacked lanes on one time axis (the Timeline and System views): each lane
 * auto-scaled or 0–100 %, decimated to one min/max per pixel column, stalls
 * in red, events as dashed markers, the view state's time cursor, a hover
 * read-out. A click sets the cursor; a click in the gutter clears it. */

#define GP_TYPE_LANE_CHART (gp_lane_chart_get_type ())

G_DECLARE_FINAL_TYPE (GpLaneChart, gp_lane_chart, GP, LANE_CHART, GtkWidget)

GpDocument   *gp_lane_chart_get_document   (GpLaneChart *self);
void          gp_lane_chart_set_document   (GpLaneChart *self,
                                            GpDocument  *document);
GpViewState  *gp_lane_chart_get_view_state (GpLaneChart *self);
void          gp_lane_chart_set_view_state (GpLaneChart *self,
                                            GpViewState *view_state);
/* "timeline" or "system". */
const char   *gp_lane_chart_get_kind       (GpLaneChart *self);
void          gp_lane_chart_set_kind       (GpLaneChart *self,
                                            const char  *kind);
guint         gp_lane_chart_get_n_lanes    (GpLaneChart *self);
/* The title of lane @i and whether it has any value. */
const char   *gp_lane_chart_get_lane_title (GpLaneChart *self,
                                            guint        i,
                                            gboolean    *available);
/* The window index at widget x, or -1 outside the plot. */
int           gp_lane_chart_window_at      (GpLaneChart *self,
                                            double       x);

G_END_DECLS
