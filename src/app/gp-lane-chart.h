/* gp-lane-chart.h: GpLaneChart, stacked lanes on one time axis (Timeline, System)
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

#include "gp-chart-lanes.h"
#include "gp-view.h"

G_BEGIN_DECLS

/* Stacked lanes on one time axis (the Timeline and System views), in groups
 * under headings that collapse, filtered by the view state's lane filter:
 * each lane scaled to the steady state of its visible windows (a start-up
 * spike is clipped and marked, gp-chart-scale.h) or 0–100 %, decimated to
 * one min/max per pixel column (read from the lanes' min/max pyramids),
 * stalls in red, events as dashed markers named in the tooltip. The visible
 * range and the time cursor are the view state's, so every chart of a
 * window shows the same span and cursor. A window is drawn, and its time
 * shown, at its middle (gp_series_get_window_time()): the cursor's line
 * and the pointer's sit there, their chips in the header give that time and
 * never cover each other or a tick label. Read-outs give each lane's value
 * under the pointer, else at the cursor.
 *
 * Input: a click sets the cursor (in the gutter: clears it; on a heading:
 * collapses or expands its group); Ctrl+scroll or a pinch zooms around the
 * pointer; horizontal scroll, Shift+scroll or a drag pans; keys: + - 0
 * zoom, Left/Right move the cursor window by window, Shift+Left/Right and
 * Page Up/Down pan, Home/End, Escape clears. */

#define GP_TYPE_LANE_CHART (gp_lane_chart_get_type ())

G_DECLARE_FINAL_TYPE (GpLaneChart, gp_lane_chart, GP, LANE_CHART, GpView)

/* "timeline" or "system". */
const char   *gp_lane_chart_get_kind       (GpLaneChart *self);
void          gp_lane_chart_set_kind       (GpLaneChart *self,
                                            const char  *kind);
guint         gp_lane_chart_get_n_lanes    (GpLaneChart *self);
/* The title of lane @i and whether it has any value. */
const char   *gp_lane_chart_get_lane_title (GpLaneChart *self,
                                            guint        i,
                                            gboolean    *available);
/* Lane @i as drawn (its group, chip, measure and place). */
const GpLane *gp_lane_chart_get_lane       (GpLaneChart *self,
                                            guint        i);
/* The window index at widget x, or -1 outside the plot. */
int           gp_lane_chart_window_at      (GpLaneChart *self,
                                            double       x);
/* The time (s) at widget x: where the chart draws a time, inverted. */
double        gp_lane_chart_time_at        (GpLaneChart *self,
                                            double       x);
/* The cursor on the window that holds @t (s); outside the run it is
 * cleared. The action chart.cursor-at (d) does the same. */
void          gp_lane_chart_set_cursor_time (GpLaneChart *self,
                                             double       t);
/* What the pointer's motion does: the pointer at widget x (< 0: it left). */
void          gp_lane_chart_hover          (GpLaneChart *self,
                                            double       x);

/* A box of the header row as last drawn. */
typedef enum
{
  GP_LANE_CHART_BOX_CURSOR,    /* the time cursor's chip */
  GP_LANE_CHART_BOX_POINTER,   /* the pointer's chip */
  GP_LANE_CHART_BOX_TICK,      /* a tick label */
} GpLaneChartBoxKind;

typedef struct
{
  GpLaneChartBoxKind kind;
  graphene_rect_t    rect;     /* widget coordinates */
} GpLaneChartBox;

/* The cursor chip's text as last drawn, and its line's widget x; NULL when
 * the cursor is not drawn (none, or out of the visible range). */
const char   *gp_lane_chart_get_cursor_text (GpLaneChart *self,
                                             double      *x);
/* The header row's chips and tick labels as last drawn, of GpLaneChartBox
 * (owned by the chart). */
GArray       *gp_lane_chart_get_header_boxes (GpLaneChart *self);

/* Whether lane @i is placed: its group expanded and the lane filter
 * keeping it. */
gboolean      gp_lane_chart_get_lane_shown (GpLaneChart *self,
                                            guint        i);
guint         gp_lane_chart_get_n_shown    (GpLaneChart *self);
/* The headings shown, top to bottom: group @i's name, its lanes and
 * whether it is collapsed. */
guint         gp_lane_chart_get_n_groups   (GpLaneChart *self);
const char   *gp_lane_chart_get_group      (GpLaneChart *self,
                                            guint        i,
                                            guint       *n_lanes,
                                            gboolean    *collapsed);
/* Collapses @group's lanes to its heading, or expands them (a click on the
 * heading; the action chart.toggle-group (s)); kept in the view state. */
void          gp_lane_chart_toggle_group   (GpLaneChart *self,
                                            const char  *group);
/* The events near widget x as the tooltip names them, a line each
 * ("0.039 s  videotestsrc0: NULL → READY"); NULL when there are none. */
char         *gp_lane_chart_dup_events_text (GpLaneChart *self,
                                             double       x);

/* The seconds the lanes show: the view state's range, else the whole run. */
void          gp_lane_chart_get_visible_range (GpLaneChart *self,
                                               double      *start,
                                               double      *end);
/* Zooms the shared time axis by @factor (> 1: in), keeping the time under
 * widget x @x in place; @x < 0: the cursor when it is visible, else the
 * middle. Zooming out to the whole run clears the range. */
void          gp_lane_chart_zoom           (GpLaneChart *self,
                                            double       factor,
                                            double       x);
void          gp_lane_chart_zoom_in        (GpLaneChart *self);
void          gp_lane_chart_zoom_out       (GpLaneChart *self);
void          gp_lane_chart_zoom_reset     (GpLaneChart *self);
/* Shifts the visible range by @fraction of its span (< 0: earlier). */
void          gp_lane_chart_pan            (GpLaneChart *self,
                                            double       fraction);
/* Moves the cursor by @delta windows (from the middle of the view when
 * there is none; G_MININT / G_MAXINT: to the first / last window) and pans
 * so that it stays in view. */
void          gp_lane_chart_move_cursor    (GpLaneChart *self,
                                            int          delta);
/* Lane @i's read-out as shown: its value with unit, "—" when not measured,
 * at the window under the pointer, else the cursor's; NULL when neither. */
char         *gp_lane_chart_dup_readout    (GpLaneChart *self,
                                            guint        i);

G_END_DECLS
