/* gp-plot-private.h: the SVG primitives of the report's plots (GpPlotAxis)
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

#include <json-glib/json-glib.h>

#include "gp-series.h"

G_BEGIN_DECLS

/* Plot geometry (SVG user units). */
#define PLOT_WIDTH     960.0
#define GUTTER         180.0
#define RIGHT_MARGIN   14.0
#define TOP_MARGIN     8.0
#define AXIS_HEIGHT    26.0
#define LANE_GAP       6.0

typedef struct
{
  double x0;
  double width;
  double t0;
  double t1;
  double window_s;
  guint  n_cols;   /* pixel columns: more samples than this are decimated */
} GpPlotAxis;

/* FALSE when the series has no window. */
gboolean     _gp_plot_axis_init          (GpPlotAxis       *axis,
                                          GpSeries         *series);
double       _gp_plot_axis_x             (const GpPlotAxis *axis,
                                          double            t);
/* Max / mean of the non-null values of a column, or NAN. */
double       _gp_plot_column_max         (GpSeries         *series,
                                          GArray           *column);
double       _gp_plot_column_mean        (GpSeries         *series,
                                          GArray           *column);
/* "≤4.5 ms" ("no samples" for NAN). */
char        *_gp_plot_format_max         (double            max,
                                          const char       *unit);
void         _gp_plot_append_svg_open    (GString          *out,
                                          const char       *label,
                                          double            height);
/* A whole plot that says there is no window yet. */
void         _gp_plot_append_empty       (GString          *out,
                                          const char       *label);
/* The lane background, its label and an optional second line. */
void         _gp_plot_append_lane_frame  (GString          *out,
                                          double            y,
                                          double            h,
                                          const char       *label,
                                          const char       *detail);
void         _gp_plot_append_lane_message (GString        *out,
                                           double          y,
                                           double          h,
                                           const char     *message);
/* A line of @column scaled to 0..@vmax in the lane (@area fills under it),
 * broken at nulls and decimated to min/max per pixel column. */
void         _gp_plot_append_line        (GString          *out,
                                          const GpPlotAxis *axis,
                                          GpSeries         *series,
                                          GArray           *column,
                                          double            vmax,
                                          double            y,
                                          double            h,
                                          const char       *klass,
                                          const char       *color,
                                          gboolean          area);
/* The band between two columns (p50–p95). */
void         _gp_plot_append_band        (GString          *out,
                                          const GpPlotAxis *axis,
                                          GpSeries         *series,
                                          GArray           *p50,
                                          GArray           *p95,
                                          double            vmax,
                                          double            y,
                                          double            h);
/* Red marks on the windows a link stalled in. */
void         _gp_plot_append_stalls      (GString          *out,
                                          const GpPlotAxis *axis,
                                          GpSeries         *series,
                                          GArray           *stalled,
                                          double            y,
                                          double            h);
/* Dashed vertical markers for @events (session JSON objects) in y0..y1. */
void         _gp_plot_append_events      (GString          *out,
                                          const GpPlotAxis *axis,
                                          JsonArray        *events,
                                          double            y0,
                                          double            y1);
void         _gp_plot_append_time_axis   (GString          *out,
                                          const GpPlotAxis *axis,
                                          double            y);

G_END_DECLS
