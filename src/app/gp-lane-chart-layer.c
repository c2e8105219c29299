/* gp-lane-chart-layer.c: the lanes, their scale, the axis, headings and events, painted into one image
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

/* Everything that moves only with the visible range, the size, the scroll or the style is painted
 * here, straight into an image with cairo (no recorded nodes to replay), for the visible rows only;
 * the widget keeps the image and draws the cursor and read-outs over it each frame. The group
 * headings come from -groups.c, the event markers from -events.c.
 *
 * The lanes come from their min/max pyramids (core/model/gp-series-pyramid.c): a pixel column over
 * 10^6 windows costs a few steps. Each lane is scaled for the range to its steady state
 * (gp-chart-scale.c: a sample of its windows, the peak from the pyramid), values above the scale
 * marked at the top of the lane and the peak beside its title. Ticks are bounded by
 * core/model/gp-time-axis.c and read as gp-time-format.c writes them; their places are kept for the
 * frames, which cover those a chip would touch. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-chart-scale.h"
#include "gp-image-node.h"
#include "gp-lane-chart-private.h"
#include "gp-layout.h"
#include "gp-time-axis.h"
#include "gp-time-format.h"

#define GUTTER GP_LANE_CHART_GUTTER
#define AXIS_HEIGHT GP_LANE_CHART_AXIS_HEIGHT
#define LANE_HEIGHT GP_LANE_CHART_LANE_HEIGHT
#define LANE_PAD GP_LANE_CHART_LANE_PAD
#define HEADING_HEIGHT GP_LANE_CHART_HEADING_HEIGHT
/* Clip marks closer than this (px) merge into one. */
#define CLIP_MARK_APART 10.0

typedef struct
{
  double   x;
  double   lo;       /* the band's lower edge (GP_LANE_BAND), else vlo */
  double   vlo;      /* the values' min and max */
  double   hi;
  gboolean valid;    /* some window here has a value */
} Column;

/* The visible range and what it maps to, fixed for one paint. */
typedef struct
{
  GpLaneChart           *self;
  const GpLaneChartPalette *palette;
  double                 start;
  double                 end;
  double                 width;   /* of the plot, in pixels */
  double                 top;     /* the part of the chart on screen */
  double                 bottom;
  int                    scale;   /* device pixels per pixel */
  guint                 *edges;   /* per pixel column px, its windows are
                                   * edges[px] to edges[px + 1]; NULL until
                                   * needed */
} Frame;

static double
x_for (const Frame *frame,
       double       t)
{
  return _gp_lane_chart_x_for_time (frame->self, frame->start, frame->end, t);
}

static double
window_t (GpLaneChart *self,
          guint        i)
{
  return g_array_index (self->t, double, i);
}

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* The windows whose middle falls in each pixel column, found once a paint
 * for every lane. */
static const guint *
column_edges (Frame *frame)
{
  GpLaneChart *self = frame->self;
  guint n_columns = (guint) frame->width;

  if (frame->edges == NULL)
    {
      frame->edges = g_new (guint, n_columns + 1);
      for (guint px = 0; px <= n_columns; px++)
        frame->edges[px] = _gp_lane_chart_lower_bound (self, frame->start + (frame->end - frame->start) * px /
                                                             frame->width - self->window_s / 2);
    }

  return frame->edges;
}

/* The lane's columns over the visible range: one per window where windows
 * are two pixels apart or more (plus one beyond each edge, so the line
 * leaves the plot), else one per pixel column with the min and max of its
 * windows,
 * read from the lane's pyramids in a few steps however many windows that
 * is. *@dense tells which. */
static GArray *
columns_for (Frame        *frame,
             const GpLane *lane,
             gboolean     *dense)
{
  GpLaneChart *self = frame->self;
  double half = self->window_s / 2;
  guint n = MIN (lane->values->len, self->t->len);
  guint first = _gp_lane_chart_lower_bound (self, frame->start - half);
  guint last = MIN (_gp_lane_chart_lower_bound (self, frame->end + half) + 1, n);
  GArray *columns = g_array_new (FALSE, TRUE, sizeof (Column));
  const guint *edges;

  first = first > 0 ? first - 1 : 0;
  *dense = last - MIN (first, last) > (guint) frame->width / 2;
  if (first >= last)
    return columns;

  if (!*dense)
    {
      for (guint i = first; i < last; i++)
        {
          Column column = { 0 };
          double value = g_array_index (lane->values, double, i);
          double low = lane->low != NULL ? gp_column_get (lane->low, i) : value;

          column.x = x_for (frame, window_t (self, i) + half);
          column.valid = !gp_is_null (value);
          column.hi = value;
          column.vlo = value;
          column.lo = gp_is_null (low) ? value : low;
          g_array_append_val (columns, column);
        }
      return columns;
    }

  edges = column_edges (frame);
  for (guint px = 0; px < (guint) frame->width; px++)
    {
      guint i0 = edges[px];
      guint i1 = MIN (edges[px + 1], n);
      Column column = { GUTTER + px + 0.5, NAN, NAN, NAN, FALSE };
      double low_min = NAN;

      /* A column no window centre falls in continues the line. */
      if (i0 >= i1)
        continue;

      column.valid = gp_series_pyramid_get_range (lane->pyramid, i0, i1, &column.vlo, &column.hi);
      column.lo = column.vlo;
      if (column.valid && lane->low_pyramid != NULL &&
          gp_series_pyramid_get_range (lane->low_pyramid, i0, i1, &low_min, NULL))
        column.lo = MIN (column.lo, low_min);
      g_array_append_val (columns, column);
    }

  return columns;
}

void
_gp_lane_chart_update_scale (GpLaneChart *self,
                             GpLane      *lane,
                             double       start,
                             double       end)
{
  double half = self->window_s / 2;
  guint n = self->t != NULL ? MIN (lane->values->len, self->t->len) : 0;
  double peak = NAN;
  GpChartScale scale;
  guint first, last;

  if (lane->scale_start == start && lane->scale_end == end)
    return;
  lane->scale_start = start;
  lane->scale_end = end;

  /* The windows whose middle is in view (one at least). */
  first = MIN (_gp_lane_chart_lower_bound (self, start - half), n);
  last = MIN (_gp_lane_chart_lower_bound (self, end - half), n);
  if (last <= first)
    last = MIN (first + 1, n);
  if (first >= last)
    return;

  if (lane->pyramid != NULL)
    gp_series_pyramid_get_range (lane->pyramid, first, last, NULL, &peak);
  gp_chart_scale_compute ((const double *) (gpointer) lane->values->data, first, last, peak, &scale);
  lane->peak = scale.peak;
  if (lane->fixed_scale)
    lane->clipped = !isnan (scale.peak) && scale.peak > lane->max;
  else
    {
      lane->max = scale.top;
      lane->clipped = scale.clipped;
    }
}

double
_gp_lane_chart_y_for_value (const GpLane *lane,
                            double        top,
                            double        value)
{
  double height = LANE_HEIGHT - 2 * LANE_PAD;
  double v = CLAMP (value / (lane->max > 0 ? lane->max : 1), 0.0, 1.0);

  return top + LANE_PAD + (1.0 - v) * height;
}

/* Runs of stalled windows (or pixel columns), a red mark along the bottom
 * of the lane. */
static void
draw_stalls (cairo_t      *cr,
             Frame        *frame,
             const GpLane *lane,
             double        top)
{
  GpLaneChart *self = frame->self;
  guint n = MIN (lane->stalled->len, self->t->len);
  guint first = _gp_lane_chart_lower_bound (self, frame->start - self->window_s);
  guint last = MIN (_gp_lane_chart_lower_bound (self, frame->end) + 1, n);
  GdkRGBA red;

  gdk_rgba_parse (&red, GP_LAYOUT_COLOR_HIGH);

  if (last - MIN (first, last) <= (guint) frame->width / 2)
    {
      for (guint i = first; i < last; i++)
        {
          double a, b;

          if (!g_array_index (lane->stalled, guint8, i))
            continue;
          a = MAX (x_for (frame, window_t (self, i)), GUTTER);
          b = MIN (x_for (frame, window_t (self, i) + self->window_s), GUTTER + frame->width);
          cairo_rectangle (cr, a, top + LANE_HEIGHT - 4, MAX (b - a, 1), 3);
        }
    }
  else
    {
      const guint *edges = column_edges (frame);

      for (guint px = 0; px < (guint) frame->width; px++)
        {
          guint i0 = edges[px];
          guint i1 = MIN (edges[px + 1], n);

          if (i0 < i1 && gp_series_pyramid_get_range (lane->stalled_pyramid, i0, i1, NULL, NULL))
            cairo_rectangle (cr, GUTTER + px, top + LANE_HEIGHT - 4, 1, 3);
        }
    }

  gdk_cairo_set_source_rgba (cr, &red);
  cairo_fill (cr);
}

/* Where values rise above the scale's top (a start-up spike the steady state
 * is scaled without): a small triangle pointing up at the top of the lane,
 * one for each run of clipped columns (marks closer than CLIP_MARK_APART
 * merge), and a bar along the run. Counted in lane->n_clip_marks. */
static void
draw_clip_marks (cairo_t      *cr,
                 Frame        *frame,
                 GArray       *columns,
                 GpLane       *lane,
                 double        top)
{
  double last_mark = -INFINITY;
  double run_start = NAN, run_end = NAN;
  GdkRGBA color;

  gdk_rgba_parse (&color, lane->color);

  for (guint i = 0; i <= columns->len; i++)
    {
      const Column *c = i < columns->len ? &g_array_index (columns, Column, i) : NULL;
      gboolean over = c != NULL && c->valid && c->hi > lane->max;

      if (over && isnan (run_start))
        run_start = c->x;
      if (over)
        run_end = c->x;
      if (over || isnan (run_start))
        continue;

      /* A run ended: its bar, and a mark unless one is close. */
      cairo_rectangle (cr, run_start - 0.5, top + 1, MAX (run_end - run_start + 1, 1), 2);
      if (run_start - last_mark >= CLIP_MARK_APART)
        {
          double x = CLAMP (run_start, GUTTER + 4, GUTTER + frame->width - 4);

          cairo_move_to (cr, x - 4, top + LANE_PAD + 1);
          cairo_line_to (cr, x + 4, top + LANE_PAD + 1);
          cairo_line_to (cr, x, top + 1);
          cairo_close_path (cr);
          last_mark = run_start;
          lane->n_clip_marks++;
        }
      run_start = run_end = NAN;
    }

  set_color (cr, &color, 1.0);
  cairo_fill (cr);
}

/* The band between windows: a closed shape over each run of valid
 * columns, the upper edge forwards, the lower edge back. */
static void
path_envelope (cairo_t      *cr,
               GArray       *columns,
               const GpLane *lane,
               double        top)
{
  for (guint i = 0; i < columns->len;)
    {
      guint start = i, end;

      while (start < columns->len && !g_array_index (columns, Column, start).valid)
        start++;
      for (end = start; end < columns->len && g_array_index (columns, Column, end).valid; end++)
        ;
      if (start >= columns->len)
        break;

      cairo_new_sub_path (cr);
      for (guint k = start; k < end; k++)
        {
          const Column *c = &g_array_index (columns, Column, k);

          cairo_line_to (cr, c->x, _gp_lane_chart_y_for_value (lane, top, c->hi));
        }
      for (guint k = end; k > start; k--)
        {
          const Column *c = &g_array_index (columns, Column, k - 1);

          cairo_line_to (cr, c->x, _gp_lane_chart_y_for_value (lane, top, c->lo));
        }
      cairo_close_path (cr);
      i = end;
    }
}

static void
draw_series (cairo_t      *cr,
             Frame        *frame,
             GpLane       *lane,
             double        top)
{
  gboolean dense = FALSE;
  g_autoptr(GArray) columns = columns_for (frame, lane, &dense);
  gboolean pen_down = FALSE;
  GdkRGBA color;

  gdk_rgba_parse (&color, lane->color);

  cairo_save (cr);
  cairo_rectangle (cr, GUTTER, top, frame->width, LANE_HEIGHT);
  cairo_clip (cr);

  if (lane->style == GP_LANE_BAND && dense)
    {
      for (guint i = 0; i < columns->len; i++)
        {
          const Column *c = &g_array_index (columns, Column, i);
          double y_hi, y_lo;

          if (!c->valid)
            continue;
          y_hi = round (_gp_lane_chart_y_for_value (lane, top, c->hi) * frame->scale) / frame->scale;
          y_lo = round (_gp_lane_chart_y_for_value (lane, top, c->lo) * frame->scale) / frame->scale;
          cairo_rectangle (cr, c->x - 0.5, y_hi, 1, y_lo - y_hi);
        }
      set_color (cr, &color, 0.25);
      cairo_fill (cr);
    }
  else if (lane->style == GP_LANE_BAND)
    {
      path_envelope (cr, columns, lane, top);
      set_color (cr, &color, 0.25);
      cairo_fill (cr);
    }

  /* Dense: each pixel column's min–max extent as a 1 px wide box, reaching
   * to the previous column's so the trace stays connected, at least 1.5 px
   * thick. Boxes on whole device pixels fill fast (no polygon to
   * scan-convert, no antialiasing). */
  if (dense)
    {
      const Column *previous = NULL;

      for (guint i = 0; i < columns->len; i++)
        {
          const Column *c = &g_array_index (columns, Column, i);
          double y_hi, y_lo;

          if (!c->valid)
            {
              previous = NULL;
              continue;
            }
          y_hi = _gp_lane_chart_y_for_value (lane, top, c->hi);
          y_lo = _gp_lane_chart_y_for_value (lane, top, c->vlo);
          if (previous != NULL)
            {
              y_hi = MIN (y_hi, _gp_lane_chart_y_for_value (lane, top, previous->vlo));
              y_lo = MAX (y_lo, _gp_lane_chart_y_for_value (lane, top, previous->hi));
            }
          y_hi = floor ((y_hi - 0.75) * frame->scale) / frame->scale;
          y_lo = ceil ((y_lo + 0.75) * frame->scale) / frame->scale;
          cairo_rectangle (cr, c->x - 0.5, y_hi, 1, y_lo - y_hi);
          previous = c;
        }
      gdk_cairo_set_source_rgba (cr, &color);
      cairo_fill (cr);
    }
  else
    {
      for (guint i = 0; i < columns->len; i++)
        {
          const Column *c = &g_array_index (columns, Column, i);

          if (!c->valid)
            {
              pen_down = FALSE;
              continue;
            }
          if (pen_down)
            cairo_line_to (cr, c->x, _gp_lane_chart_y_for_value (lane, top, c->hi));
          else
            cairo_move_to (cr, c->x, _gp_lane_chart_y_for_value (lane, top, c->hi));
          pen_down = TRUE;
        }
      cairo_set_line_width (cr, 1.5);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      gdk_cairo_set_source_rgba (cr, &color);
      cairo_stroke (cr);
    }

  if (lane->clipped)
    draw_clip_marks (cr, frame, columns, lane, top);

  cairo_restore (cr);

  if (lane->stalled != NULL && lane->stalled_pyramid != NULL)
    draw_stalls (cr, frame, lane, top);
}

static void
show_text (cairo_t       *cr,
           PangoLayout   *layout,
           double         x,
           double         y,
           const GdkRGBA *color)
{
  cairo_move_to (cr, x, y);
  gdk_cairo_set_source_rgba (cr, color);
  pango_cairo_show_layout (cr, layout);
}

/* The tick step: round in the run's time format, and far enough apart for
 * the widest label. */
static double
tick_step (const Frame *frame)
{
  GpLaneChart *self = frame->self;
  gboolean clock = gp_time_uses_clock (self->duration);
  double span = frame->end - frame->start;
  double step = gp_time_nice_step (span, frame->width / 90.0, clock);
  g_autofree char *widest = gp_time_format (MAX (fabs (frame->start), fabs (frame->end)), step, clock);
  g_autoptr(PangoLayout) layout = _gp_lane_chart_small_layout (self, widest, FALSE);
  int label_width;

  pango_layout_get_pixel_size (layout, &label_width, NULL);
  if (label_width + 24 > frame->width * step / MAX (span, 1e-9))
    step = gp_time_nice_step (span, frame->width / (label_width + 24.0) / 1.5, clock);
  return step;
}

static void
draw_grid (cairo_t     *cr,
           const Frame *frame,
           double       bottom,
           double       step)
{
  double first_k;
  guint n_ticks = gp_time_axis_ticks (frame->start, frame->end, step, &first_k);

  for (guint i = 0; i < n_ticks; i++)
    cairo_rectangle (cr, floor (x_for (frame, (first_k + i) * step)), AXIS_HEIGHT - 4, 1, bottom - AXIS_HEIGHT + 4);

  set_color (cr, &frame->palette->fg, 0.12);
  cairo_fill (cr);
}

/* The header row, kept at the top of the visible part of the chart: what
 * range is shown (text, and a bar over the whole run), the tick labels. */
static void
draw_header (cairo_t     *cr,
             const Frame *frame,
             double       y,
             double       step)
{
  GpLaneChart *self = frame->self;
  const GpLaneChartPalette *palette = frame->palette;
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  gboolean clock = gp_time_uses_clock (self->duration);
  gboolean whole = frame->start <= 0 && frame->end >= self->duration;
  g_autofree char *range_text = NULL;
  g_autoptr(PangoLayout) range_layout = NULL;
  double first_k;
  guint n_ticks;

  gdk_cairo_set_source_rgba (cr, &palette->background);
  cairo_rectangle (cr, 0, y, width, AXIS_HEIGHT - 4);
  cairo_fill (cr);
  set_color (cr, &palette->fg, 0.15);
  cairo_rectangle (cr, 0, y + AXIS_HEIGHT - 5, width, 1);
  cairo_fill (cr);

  if (whole)
    {
      g_autofree char *duration = gp_time_format (self->duration, clock ? 1 : 0.1, clock);

      /* Translators: the time charts' range indicator, %s is the run's duration */
      range_text = g_strdup_printf (_("Whole run · %s"), duration);
    }
  else
    {
      double span = frame->end - frame->start;
      double resolution = span < 10 ? 0.01 : span < 100 ? 0.1 : 1;
      g_autofree char *from = gp_time_format (frame->start, resolution, clock);
      g_autofree char *to = gp_time_format (frame->end, resolution, clock);

      /* Translators: the time charts' range indicator: from, to (times),
       * zoom factor */
      range_text = g_strdup_printf (_("%s – %s · ×%.1f"), from, to, self->duration / MAX (span, 1e-9));
    }
  range_layout = _gp_lane_chart_small_layout (self, range_text, FALSE);
  show_text (cr, range_layout, GP_LANE_CHART_BAR_X, y + 3, &palette->dim);

  /* The bar: the whole run, and the visible part of it. */
  set_color (cr, &palette->fg, 0.15);
  cairo_rectangle (cr, GP_LANE_CHART_BAR_X, y + 21, GP_LANE_CHART_BAR_WIDTH, 4);
  cairo_fill (cr);
  if (self->duration > 0)
    {
      double a = GP_LANE_CHART_BAR_X + GP_LANE_CHART_BAR_WIDTH * frame->start / self->duration;
      double b = GP_LANE_CHART_BAR_X + GP_LANE_CHART_BAR_WIDTH * frame->end / self->duration;

      set_color (cr, &palette->fg, 0.45);
      cairo_rectangle (cr, a, y + 20, MAX (b - a, 2), 6);
      cairo_fill (cr);
    }

  /* Where each tick label is, for the frames: one a chip would touch is
   * covered then (gp-lane-chart-draw.c). */
  g_array_set_size (self->ticks, 0);
  n_ticks = gp_time_axis_ticks (frame->start, frame->end, step, &first_k);
  for (guint i = 0; i < n_ticks; i++)
    {
      double t = (first_k + i) * step;
      g_autofree char *label = gp_time_format (t, step, clock);
      g_autoptr(PangoLayout) layout = _gp_lane_chart_small_layout (self, label, FALSE);
      GpLaneTick tick = { 0, 0, 0 };

      pango_layout_get_pixel_size (layout, &tick.width, &tick.height);
      tick.x = CLAMP (x_for (frame, t) - tick.width / 2.0, GUTTER, GUTTER + frame->width - tick.width);
      show_text (cr, layout, tick.x, y + 8, &palette->dim);
      g_array_append_val (self->ticks, tick);
    }
}

/* A lane's chip ("+7.1 MB/s"), right-aligned on its title row; returns its
 * width (0 for none). */
static double
draw_chip (cairo_t      *cr,
           const Frame  *frame,
           const GpLane *lane)
{
  g_autoptr(PangoLayout) layout = NULL;
  GdkRGBA color;
  int text_width, text_height;
  double x, y, w, h;

  if (lane->chip == NULL)
    return 0;

  layout = _gp_lane_chart_small_layout (frame->self, lane->chip, TRUE);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  w = text_width + 12;
  h = text_height + 2;
  x = GUTTER - 12 - w;
  y = lane->top + 7;

  gdk_rgba_parse (&color, lane->color);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + h / 2, y + h / 2, h / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + w - h / 2, y + h / 2, h / 2, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  set_color (cr, &color, 0.22);
  cairo_fill_preserve (cr);
  set_color (cr, &color, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  show_text (cr, layout, x + 6, y + 1, &frame->palette->fg);

  return w;
}

/* The peak a lane's scale clips, "▲ 480", in its colour, right-aligned on
 * its title row (on its scale row when a chip is there); returns its width. */
static double
draw_peak (cairo_t      *cr,
           const Frame  *frame,
           const GpLane *lane)
{
  g_autofree char *text = g_strdup_printf ("▲ %.3g", lane->peak);
  g_autoptr(PangoLayout) layout = _gp_lane_chart_small_layout (frame->self, text, TRUE);
  GdkRGBA color;
  int width;

  gdk_rgba_parse (&color, lane->color);
  pango_layout_get_pixel_size (layout, &width, NULL);
  show_text (cr, layout, GUTTER - 12 - width, lane->top + (lane->chip != NULL ? 27 : 8), &color);

  return width;
}

static void
draw_lanes (cairo_t *cr,
            Frame   *frame)
{
  GpLaneChart *self = frame->self;
  const GpLaneChartPalette *palette = frame->palette;
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double bottom = self->lanes_bottom;
  double step = tick_step (frame);
  guint shown = 0;

  /* Every other lane shown on a tint. */
  for (guint i = 0; i < self->lanes->len; i++)
    {
      const GpLane *lane = g_ptr_array_index (self->lanes, i);

      if (!lane->hidden && shown++ % 2 == 0)
        cairo_rectangle (cr, 0, lane->top, width, LANE_HEIGHT);
    }
  set_color (cr, &palette->fg, 0.035);
  cairo_fill (cr);

  draw_grid (cr, frame, bottom, step);

  _gp_lane_chart_draw_headings (self, cr, palette, frame->top, frame->bottom);

  for (guint i = 0; i < self->lanes->len; i++)
    {
      GpLane *lane = g_ptr_array_index (self->lanes, i);
      double top = lane->top;
      g_autoptr(PangoLayout) title = NULL;
      g_autoptr(PangoLayout) scale = NULL;
      g_autofree char *scale_text = NULL;
      double chip_width, peak_width;

      lane->n_clip_marks = 0;

      /* Lanes collapsed, filtered out or scrolled out of sight are not
       * drawn at all. */
      if (lane->hidden || top + LANE_HEIGHT < frame->top || top > frame->bottom)
        continue;

      if (lane->available)
        _gp_lane_chart_update_scale (self, lane, frame->start, frame->end);
      peak_width = lane->available && lane->clipped ? draw_peak (cr, frame, lane) : 0;

      chip_width = lane->chip != NULL ? draw_chip (cr, frame, lane) : peak_width;
      title = _gp_lane_chart_small_layout (self, lane->title, TRUE);
      pango_layout_set_width (title, (GUTTER - 24 - (chip_width > 0 ? chip_width + 6 : 0)) * PANGO_SCALE);
      pango_layout_set_ellipsize (title, PANGO_ELLIPSIZE_MIDDLE);
      show_text (cr, title, 12, top + 8, &palette->fg);
      if (lane->chip == NULL)
        peak_width = 0;

      if (lane->available)
        /* Translators: a lane's measure and the top of its scale,
         * e.g. "processing p95 · ≤ 12.3 ms" */
        scale_text = g_strdup_printf (_("%s · ≤ %.3g %s"), lane->what, lane->max, lane->unit);
      else
        scale_text = g_strdup (_("not available on this board"));
      scale = _gp_lane_chart_small_layout (self, scale_text, FALSE);
      pango_layout_set_width (scale, (GUTTER - 24 - (peak_width > 0 ? peak_width + 6 : 0)) * PANGO_SCALE);
      pango_layout_set_ellipsize (scale, PANGO_ELLIPSIZE_END);
      show_text (cr, scale, 12, top + 27, &palette->dim);

      if (lane->available)
        draw_series (cr, frame, lane, top);
    }

  if (self->n_shown == 0)
    _gp_lane_chart_draw_no_match (self, cr, palette);
  _gp_lane_chart_draw_events (self, cr, &palette->fg, frame->start, frame->end, bottom);
  draw_header (cr, frame, MAX (frame->top, 0), step);
}

GskRenderNode *
_gp_lane_chart_paint_layer (GpLaneChart              *self,
                            const GpLaneChartPalette *palette,
                            double                    start,
                            double                    end,
                            double                    top,
                            double                    bottom)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  Frame frame = { self, palette, start, end, _gp_lane_chart_plot_width (self), top, bottom, scale, NULL };
  GskRenderNode *node;
  cairo_surface_t *surface;
  cairo_t *cr;
  int surface_width = (int) ceil (width * scale);
  int surface_height = (int) ceil ((bottom - top) * scale);

  if (surface_width <= 0 || surface_height <= 0)
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, surface_width, surface_height);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_translate (cr, 0, -top);
  draw_lanes (cr, &frame);
  cairo_destroy (cr);
  g_free (frame.edges);

  /* Not a texture: GTK 4.8's cairo renderer would convert it at every frame (gp-image-node.c). */
  node = gp_image_node_new (surface, &GRAPHENE_RECT_INIT (0, top, width, bottom - top));
  cairo_surface_destroy (surface);

  return node;
}
