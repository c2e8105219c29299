/* gp-lane-chart-private.h: GpLaneChart across its files: geometry, the struct, the shared helpers
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

#include "gp-chart-chips.h"
#include "gp-chart-lanes.h"
#include "gp-lane-chart.h"

G_BEGIN_DECLS

#define GP_LANE_CHART_GUTTER 210.0
#define GP_LANE_CHART_RIGHT_PAD 16.0
/* The header row: range indicator, tick labels, cursor time. */
#define GP_LANE_CHART_AXIS_HEIGHT 34.0
#define GP_LANE_CHART_LANE_HEIGHT 52.0
#define GP_LANE_CHART_LANE_PAD 6.0
/* The heading row above a group of lanes ("Elements", "Memory"), which
 * collapses it. */
#define GP_LANE_CHART_HEADING_HEIGHT 24.0
/* Between the chips and tick labels of the header row. */
#define GP_LANE_CHART_CHIP_GAP 6.0
/* One zoom step (keys, buttons, a wheel notch). */
#define GP_LANE_CHART_ZOOM_STEP 1.5
/* The narrowest visible range, in windows. */
#define GP_LANE_CHART_MIN_WINDOWS 4
/* Series longer than this get their lanes built in a worker thread. */
#define GP_LANE_CHART_THREAD_WINDOWS 65536
/* The range bar in the header's gutter. */
#define GP_LANE_CHART_BAR_X 12.0
#define GP_LANE_CHART_BAR_WIDTH (GP_LANE_CHART_GUTTER - 36.0)

typedef struct
{
  GdkRGBA fg;
  GdkRGBA dim;
  GdkRGBA accent;
  GdkRGBA background;
} GpLaneChartPalette;

/* A group's heading row as placed: the lanes of the group are the
 * consecutive ones from @first. */
typedef struct
{
  const char *group;     /* the lanes' */
  double      top;       /* widget y */
  guint       first;
  guint       n_lanes;   /* in the group */
  guint       n_matching;  /* of them, those the filter keeps */
  gboolean    collapsed;
  PangoLayout *name;     /* its texts as drawn, made on the first paint */
  PangoLayout *count;
} GpLaneHeading;

/* A tick label of the header row, painted with the image; a frame
 * covers the ones a chip would touch with the header's background. */
typedef struct
{
  double x;
  int    width;
  int    height;
} GpLaneTick;

struct _GpLaneChart
{
  GpView         parent_instance;
  char          *kind;
  GPtrArray     *lanes;          /* of GpLane, each with its widget y (lane->top) */
  GArray        *headings;       /* of GpLaneHeading, top to bottom */
  guint          n_shown;        /* lanes placed (not collapsed, not filtered out) */
  double         lanes_bottom;   /* widget y under the last lane */
  GArray        *t;              /* window starts, borrowed from the session */
  double         window_s;
  double         duration;
  double         time_resolution;  /* that shows a window's time (its middle) exactly */
  double         hover_x;        /* -1 when the pointer is away */

  /* The lanes as last drawn (axis, series, events), reused while the
   * visible range, size, scroll and style stay the same: moving the cursor
   * or the pointer only draws the cursor and the read-outs again. */
  GskRenderNode *lanes_node;
  GArray        *ticks;          /* of GpLaneTick, of the image's range */
  double         node_start;
  double         node_end;
  double         node_width;
  double         node_top;
  double         node_bottom;

  GtkAdjustment *vadjustment;    /* of the enclosing scrolled window, or NULL */
  GCancellable  *build_cancellable;  /* the lanes being built, or NULL */

  /* Panning by drag, and pinch zoom: the range when the gesture began. */
  double         drag_start;
  double         drag_end;
  double         pinch_start;
  double         pinch_end;
  double         pinch_x;
  guint          dragged : 1;

  /* The header row as last drawn, for the getters: the cursor chip's text
   * and line, and every box shown (chips, tick labels). */
  char          *cursor_text;
  double         cursor_x;
  GArray        *header_boxes;   /* of GpLaneChartBox */
};

/* gp-lane-chart.c */
/* The lane at widget y (its heading excluded, hidden ones skipped), or -1. */
int       _gp_lane_chart_lane_at_y        (GpLaneChart *self,
                                           double       y);
double    _gp_lane_chart_plot_width       (GpLaneChart *self);
/* The visible seconds: the view state's range clamped to the run, else the
 * whole run. */
void      _gp_lane_chart_get_range        (GpLaneChart *self,
                                           double      *start,
                                           double      *end);
double    _gp_lane_chart_x_for_time       (GpLaneChart *self,
                                           double       start,
                                           double       end,
                                           double       t);
double    _gp_lane_chart_time_at          (GpLaneChart *self,
                                           double       x);
/* First window whose start is >= @t (n when none). */
guint     _gp_lane_chart_lower_bound      (GpLaneChart *self,
                                           double       t);
/* The window that holds @t, or -1 outside the run. */
int       _gp_lane_chart_window_at_time   (GpLaneChart *self,
                                           double       t);
/* The vertical span of the chart that is on screen (its scrolled window's
 * viewport), in widget coordinates. */
void      _gp_lane_chart_visible_rows     (GpLaneChart *self,
                                           double      *top,
                                           double      *bottom);
void      _gp_lane_chart_invalidate       (GpLaneChart *self);
/* The window whose values the read-outs show: under the pointer, else the
 * cursor, else -1. */
int       _gp_lane_chart_readout_window   (GpLaneChart *self);
void      _gp_lane_chart_update_accessible (GpLaneChart *self);

/* gp-lane-chart-draw.c */
void      _gp_lane_chart_snapshot         (GtkWidget   *widget,
                                           GtkSnapshot *snapshot);
/* "12.34 ms", "—" for null; NULL when @window is out of range. */
char     *_gp_lane_chart_format_value     (const GpLane *lane,
                                           int           window);
PangoLayout *_gp_lane_chart_small_layout  (GpLaneChart *self,
                                           const char  *text,
                                           gboolean     bold);
char     *_gp_lane_chart_dup_gutter_tooltip (GpLaneChart *self,
                                             double       y);

/* gp-lane-chart-groups.c */
/* Each lane's widget y and the groups' headings, from the view state's
 * collapsed groups and lane filter. */
void      _gp_lane_chart_place_lanes      (GpLaneChart *self);
/* The heading at widget y, or NULL. */
const GpLaneHeading *_gp_lane_chart_heading_at_y (GpLaneChart *self,
                                                  double       y);
/* The headings in rows @top to @bottom, into the lanes' image. */
void      _gp_lane_chart_draw_headings    (GpLaneChart              *self,
                                           cairo_t                  *cr,
                                           const GpLaneChartPalette *palette,
                                           double                    top,
                                           double                    bottom);
/* With the lane filter leaving no lane: says so under the header. */
void      _gp_lane_chart_draw_no_match    (GpLaneChart              *self,
                                           cairo_t                  *cr,
                                           const GpLaneChartPalette *palette);

/* gp-lane-chart-events.c */
/* The events' markers over [@start, @end], down to @bottom. */
void      _gp_lane_chart_draw_events      (GpLaneChart *self,
                                           cairo_t     *cr,
                                           const GdkRGBA *fg,
                                           double       start,
                                           double       end,
                                           double       bottom);

/* gp-lane-chart-layer.c */
double    _gp_lane_chart_y_for_value      (const GpLane *lane,
                                           double        top,
                                           double        value);
/* @lane's scale (max, peak, clipped) for the visible range [@start, @end):
 * its steady state (gp-chart-scale.h), or 0..max when fixed. */
void      _gp_lane_chart_update_scale     (GpLaneChart *self,
                                           GpLane      *lane,
                                           double       start,
                                           double       end);
/* The lanes, grid, events and header over [@start, @end) s, for the rows
 * @top to @bottom, as one image node (gp-image-node.c); NULL when empty. */
GskRenderNode *_gp_lane_chart_paint_layer (GpLaneChart              *self,
                                           const GpLaneChartPalette *palette,
                                           double                    start,
                                           double                    end,
                                           double                    top,
                                           double                    bottom);

/* gp-lane-chart-zoom.c */
void      _gp_lane_chart_init_input       (GpLaneChart *self);
void      _gp_lane_chart_class_init_input (GtkWidgetClass *widget_class);

G_END_DECLS
