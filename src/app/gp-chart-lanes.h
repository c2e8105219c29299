/* gp-chart-lanes.h: the lanes of the Timeline and System charts (GpLane)
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

#include "gp-document.h"
#include "gp-series-pyramid.h"

G_BEGIN_DECLS

/* The lanes of the Timeline and System charts, built once from a document:
 * one series per lane on the session's shared time axis. A document read
 * from a file no longer changes: its lanes reference the session's columns
 * (no copy); a live capture's (no file) keeps appending to them: its lanes
 * copy them. Either way a lane's arrays do not change while it lives. */

typedef enum
{
  GP_LANE_LINE,
  GP_LANE_BAND,     /* low..values filled, values stroked */
} GpLaneStyle;

typedef struct
{
  char        *title;        /* what is measured where: "videoconvert0" */
  char        *what;         /* which measure: "processing p95" */
  const char  *unit;         /* "ms", "fps", "%", "MB" */
  GpLaneStyle  style;
  GArray      *values;       /* double per window, NAN = not measured */
  GArray      *low;          /* GP_LANE_BAND: the lower edge, else NULL */
  GArray      *stalled;      /* guint8 per window, or NULL */
  double       max;          /* top of the scale: the whole run's peak when built, then the
                              * chart's for its visible range (gp-chart-scale.h) */
  gboolean     fixed_scale;  /* 0..max whatever the data (percentages) */
  gboolean     available;    /* FALSE: no value at all, "not available" */
  char         color[8];     /* "#rrggbb": an element's own (gp-element-palette.h) */
  char        *element;      /* the element the lane shows, or NULL */
  char        *group;        /* "Elements", "Memory", "Links"…: the heading it is under */
  char        *chip;         /* a short figure beside the title ("+7.1 MB/s"), or NULL */
  double       top;          /* widget y of the lane, set by the chart (a heading above a group) */
  /* Set by the chart: */
  gboolean     hidden;       /* its group collapsed or the lane filtered out: not placed */
  double       peak;         /* the largest value in the visible range, NAN for none */
  gboolean     clipped;      /* values above max in the visible range, marked */
  guint        n_clip_marks; /* clip marks the last paint drew */
  double       scale_start;  /* the range max, peak and clipped are for */
  double       scale_end;
  /* Min/max levels of values, low and stalled (0/1), so that drawing one
   * pixel column never visits every window (gp_chart_lanes_build_pyramids). */
  GpSeriesPyramid *pyramid;
  GpSeriesPyramid *low_pyramid;
  GpSeriesPyramid *stalled_pyramid;
} GpLane;

void        gp_lane_free              (GpLane     *lane);

/* Lanes in groups, each under its heading: Pipeline (the latency band),
 * Elements (processing p95, hottest first), Backlog (what each queue-like
 * element holds, heaviest first), Links (frame rate by id, stalls marked).
 * An element's lanes have its colour. Of GpLane*. */
GPtrArray  *gp_chart_lanes_timeline   (GpDocument *document);
/* The CPU group (per core and in total), the Memory group (process RSS
 * with its slope and time to OOM, MemAvailable) when measured, the
 * Engines group (the Jetson engines). */
GPtrArray  *gp_chart_lanes_system     (GpDocument *document);
/* The lanes' pyramids. The lanes' arrays do not change, so this may run in
 * any thread once they are built. */
void        gp_chart_lanes_build_pyramids (GPtrArray *lanes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpLane, gp_lane_free)

G_END_DECLS
