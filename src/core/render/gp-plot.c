/* gp-plot.c: the SVG drawing primitives of the report's plots (GpPlotAxis)
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

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-report-private.h"
#include "gp-time-axis.h"

/* Event markers drawn in a plot at most. */
#define MAX_EVENTS 400

typedef struct
{
  double x;
  double lo;
  double hi;
} Bucket;

double
_gp_plot_axis_x (const GpPlotAxis *axis,
                 double            t)
{
  double x = axis->x0 + (t - axis->t0) / (axis->t1 - axis->t0) * axis->width;

  /* A time off the axis (a session's times need not be monotonic) sits on
   * its edge. */
  if (isnan (x))
    return axis->x0;
  return CLAMP (x, axis->x0, axis->x0 + axis->width);
}

gboolean
_gp_plot_axis_init (GpPlotAxis *axis,
                    GpSeries   *series)
{
  guint n = gp_series_get_n_windows (series);
  double window_s = gp_series_get_window_ms (series) / 1000.0;

  if (n == 0)
    return FALSE;

  axis->x0 = GUTTER;
  axis->width = PLOT_WIDTH - GUTTER - RIGHT_MARGIN;
  /* Absurd times (1e12 s, -1e308) are clamped: the axis stays printable. */
  axis->t0 = gp_time_axis_clamp (gp_series_get_t (series, 0));
  if (isnan (axis->t0))
    axis->t0 = 0.0;
  axis->window_s = window_s > 0.0 && window_s < GP_TIME_AXIS_LIMIT_S ? window_s : 0.25;
  axis->t1 = gp_time_axis_clamp (gp_series_get_t (series, n - 1)) + axis->window_s;
  if (!(axis->t1 > axis->t0) || !isfinite (axis->t1 - axis->t0))
    axis->t1 = axis->t0 + 1.0;
  axis->n_cols = (guint) axis->width;

  return TRUE;
}

/* Samples of @column (double, index-aligned with t) as per-column min/max
 * buckets; a bucket with no sample is NAN. */
static GArray *
bucketize (const GpPlotAxis *axis,
           GpSeries         *series,
           GArray           *column)
{
  guint n = gp_series_get_n_windows (series);
  GArray *buckets = g_array_new (FALSE, FALSE, sizeof (Bucket));
  gboolean decimate = n > 2 * axis->n_cols;

  for (guint i = 0; i < n; i++)
    {
      double v = gp_column_get (column, i);
      /* A window's value sits in the middle of its window. */
      double x = _gp_plot_axis_x (axis, gp_series_get_t (series, i) + axis->window_s / 2.0);
      Bucket *last = buckets->len > 0 ? &g_array_index (buckets, Bucket, buckets->len - 1) : NULL;

      if (decimate)
        x = floor (x);

      if (decimate && last != NULL && last->x == x)
        {
          if (!isnan (v))
            {
              last->lo = isnan (last->lo) ? v : MIN (last->lo, v);
              last->hi = isnan (last->hi) ? v : MAX (last->hi, v);
            }
          continue;
        }

      g_array_append_val (buckets, ((Bucket) { x, v, v }));
    }

  return buckets;
}

double
_gp_plot_column_max (GpSeries *series,
                     GArray   *column)
{
  double max = NAN;

  for (guint i = 0; i < gp_series_get_n_windows (series); i++)
    {
      double v = gp_column_get (column, i);

      if (!isnan (v) && (isnan (max) || v > max))
        max = v;
    }

  return max;
}

double
_gp_plot_column_mean (GpSeries *series,
                      GArray   *column)
{
  double sum = 0.0;
  guint count = 0;

  for (guint i = 0; i < gp_series_get_n_windows (series); i++)
    {
      double v = gp_column_get (column, i);

      if (!isnan (v))
        {
          sum += v;
          count++;
        }
    }

  return count > 0 ? sum / count : NAN;
}

static void
append_point (GString *out,
              char     cmd,
              double   x,
              double   y)
{
  g_string_append_printf (out, "%c", cmd);
  _gp_report_append_number (out, "%.1f", x);
  g_string_append_c (out, ' ');
  _gp_report_append_number (out, "%.1f", y);
}

static double
value_y (double v,
         double vmax,
         double y,
         double h)
{
  double f = vmax > 0.0 ? CLAMP (v / vmax, 0.0, 1.0) : 0.0;

  return y + h - 2.0 - f * (h - 6.0);
}

/* A line (and the area under it, when @area) broken at nulls. */
void
_gp_plot_append_line (GString          *out,
                      const GpPlotAxis *axis,
                      GpSeries         *series,
                      GArray           *column,
                      double            vmax,
                      double            y,
                      double            h,
                      const char       *klass,
                      const char       *color,
                      gboolean          area)
{
  g_autoptr(GArray) buckets = bucketize (axis, series, column);
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(GString) fill = g_string_new (NULL);
  double base = y + h - 2.0;
  guint seg_start = 0;
  gboolean in_seg = FALSE;

  for (guint i = 0; i <= buckets->len; i++)
    {
      const Bucket *b = i < buckets->len ? &g_array_index (buckets, Bucket, i) : NULL;
      gboolean valid = b != NULL && !isnan (b->hi);

      if (valid)
        {
          append_point (line, in_seg ? 'L' : 'M', b->x, value_y (b->hi, vmax, y, h));
          if (b->lo != b->hi)
            append_point (line, 'L', b->x, value_y (b->lo, vmax, y, h));
          if (area)
            {
              if (!in_seg)
                append_point (fill, 'M', b->x, base);
              append_point (fill, 'L', b->x, value_y (b->hi, vmax, y, h));
            }
          if (!in_seg)
            seg_start = i;
          in_seg = TRUE;
          continue;
        }

      if (in_seg)
        {
          const Bucket *first = &g_array_index (buckets, Bucket, seg_start);
          const Bucket *last = &g_array_index (buckets, Bucket, i - 1);

          /* A lone sample still shows as a short tick. */
          if (i - 1 == seg_start)
            {
              append_point (line, 'M', first->x - 2.0, value_y (first->hi, vmax, y, h));
              append_point (line, 'L', first->x + 2.0, value_y (first->hi, vmax, y, h));
            }
          if (area)
            {
              append_point (fill, 'L', last->x, base);
              g_string_append (fill, "Z");
            }
        }
      in_seg = FALSE;
    }

  if (area && fill->len > 0)
    g_string_append_printf (out, "<path class=\"area %s\" fill=\"%s\" d=\"%s\"/>\n",
                            klass, color, fill->str);
  if (line->len > 0)
    g_string_append_printf (out, "<path class=\"line %s\" stroke=\"%s\" d=\"%s\"/>\n",
                            klass, color, line->str);
}

/* The p50–p95 band, one polygon per run of windows holding both. */
void
_gp_plot_append_band (GString          *out,
                      const GpPlotAxis *axis,
                      GpSeries         *series,
                      GArray           *p50,
                      GArray           *p95,
                      double            vmax,
                      double            y,
                      double            h)
{
  g_autoptr(GArray) lo = bucketize (axis, series, p50);
  g_autoptr(GArray) hi = bucketize (axis, series, p95);
  g_autoptr(GString) d = g_string_new (NULL);
  guint start = 0;

  g_assert (lo->len == hi->len);

  for (guint i = 0; i <= lo->len; i++)
    {
      gboolean valid = i < lo->len
                       && !isnan (g_array_index (lo, Bucket, i).lo)
                       && !isnan (g_array_index (hi, Bucket, i).hi);

      if (valid)
        continue;

      if (i > start)
        {
          for (guint k = start; k < i; k++)
            append_point (d, k == start ? 'M' : 'L', g_array_index (hi, Bucket, k).x,
                          value_y (g_array_index (hi, Bucket, k).hi, vmax, y, h));
          for (guint k = i; k > start; k--)
            append_point (d, 'L', g_array_index (lo, Bucket, k - 1).x,
                          value_y (g_array_index (lo, Bucket, k - 1).lo, vmax, y, h));
          g_string_append (d, "Z");
        }
      start = i + 1;
    }

  if (d->len > 0)
    g_string_append_printf (out, "<path class=\"band\" d=\"%s\"/>\n", d->str);
}

void
_gp_plot_append_lane_frame (GString    *out,
                            double      y,
                            double      h,
                            const char *label,
                            const char *detail)
{
  g_string_append (out, "<rect class=\"lane\" x=\"0\" y=\"");
  _gp_report_append_number (out, "%.1f", y);
  g_string_append_printf (out, "\" width=\"%g\" height=\"", PLOT_WIDTH);
  _gp_report_append_number (out, "%.1f", h);
  g_string_append (out, "\"/>\n<text class=\"lane-label\" x=\"8\" y=\"");
  _gp_report_append_number (out, "%.1f", y + 13.0);
  g_string_append (out, "\">");
  _gp_report_append_escaped (out, label);
  g_string_append (out, "</text>\n");

  if (detail != NULL)
    {
      g_string_append (out, "<text class=\"lane-detail\" x=\"8\" y=\"");
      _gp_report_append_number (out, "%.1f", y + MIN (h - 4.0, 26.0));
      g_string_append (out, "\">");
      _gp_report_append_escaped (out, detail);
      g_string_append (out, "</text>\n");
    }
}

void
_gp_plot_append_lane_message (GString    *out,
                              double      y,
                              double      h,
                              const char *message)
{
  g_string_append_printf (out, "<text class=\"lane-empty\" x=\"%g\" y=\"", GUTTER + 8.0);
  _gp_report_append_number (out, "%.1f", y + h / 2.0 + 4.0);
  g_string_append (out, "\">");
  _gp_report_append_escaped (out, message);
  g_string_append (out, "</text>\n");
}

char *
_gp_plot_format_max (double      max,
                     const char *unit)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isnan (max))
    return g_strdup ("no samples");

  g_ascii_formatd (buf, sizeof buf, max >= 100.0 ? "%.0f" : "%.1f", max);

  return g_strdup_printf ("≤%s %s", buf, unit);
}

void
_gp_plot_append_time_axis (GString          *out,
                           const GpPlotAxis *axis,
                           double            y)
{
  static const double steps[] = { 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900,
                                  1800, 3600 };
  double span = axis->t1 - axis->t0;
  /* Hours up to two days, then a round step for about 10 ticks. */
  double step = span <= 48 * 3600.0 ? 3600.0 : gp_time_axis_nice_step (span, 10);
  double first_k;
  guint n_ticks;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (span / steps[i] <= 10.0)
      {
        step = steps[i];
        break;
      }

  g_string_append_printf (out, "<line class=\"axis\" x1=\"%g\" x2=\"%g\" y1=\"", axis->x0,
                          axis->x0 + axis->width);
  _gp_report_append_number (out, "%.1f", y);
  g_string_append (out, "\" y2=\"");
  _gp_report_append_number (out, "%.1f", y);
  g_string_append (out, "\"/>\n");

  n_ticks = gp_time_axis_ticks (axis->t0, axis->t1, step, &first_k);
  for (guint i = 0; i < n_ticks; i++)
    {
      double t = (first_k + i) * step;
      double x = _gp_plot_axis_x (axis, t);
      /* The last label ends at the axis end instead of running off the plot. */
      gboolean at_end = x > axis->x0 + axis->width - 16.0;

      g_string_append_printf (out, "<text class=\"tick%s\" x=\"", at_end ? " end" : "");
      _gp_report_append_number (out, "%.1f", x);
      g_string_append (out, "\" y=\"");
      _gp_report_append_number (out, "%.1f", y + 16.0);
      g_string_append (out, "\">");
      _gp_report_append_number (out, step < 1.0 ? "%.2f" : "%.0f", t);
      g_string_append (out, " s</text>\n");
    }
}

static const char *
event_class (const char *kind)
{
  static const char * const known[] = { "error", "eos", "mark", "child-exit", "state-changed" };

  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    if (g_strcmp0 (kind, known[i]) == 0)
      return known[i];
  return "other";
}

void
_gp_plot_append_events (GString          *out,
                        const GpPlotAxis *axis,
                        JsonArray        *events,
                        double            y0,
                        double            y1)
{
  guint n = events != NULL ? json_array_get_length (events) : 0;
  guint drawn = 0;

  for (guint i = 0; i < n && drawn < MAX_EVENTS; i++)
    {
      JsonNode *node = json_array_get_element (events, i);
      JsonObject *event;
      double t;
      double x;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      event = json_node_get_object (node);
      t = _gp_report_get_number (event, "t");
      if (isnan (t) || t < axis->t0 || t > axis->t1)
        continue;

      x = _gp_plot_axis_x (axis, t);
      g_string_append_printf (out, "<line class=\"event ev-%s\" x1=\"",
                              event_class (_gp_report_get_string (event, "kind")));
      _gp_report_append_number (out, "%.1f", x);
      g_string_append (out, "\" x2=\"");
      _gp_report_append_number (out, "%.1f", x);
      g_string_append (out, "\" y1=\"");
      _gp_report_append_number (out, "%.1f", y0);
      g_string_append (out, "\" y2=\"");
      _gp_report_append_number (out, "%.1f", y1);
      g_string_append (out, "\"><title>");
      _gp_report_append_number (out, "%.3f", t);
      g_string_append (out, " s · ");
      _gp_report_append_escaped (out, _gp_report_get_string (event, "kind"));
      g_string_append (out, ": ");
      _gp_report_append_escaped (out, _gp_report_get_string (event, "text"));
      g_string_append (out, "</title></line>\n");
      drawn++;
    }

  /* Said, not dropped silently. */
  if (n > drawn)
    {
      guint more = 0;

      for (guint i = 0; i < n; i++)
        {
          JsonNode *node = json_array_get_element (events, i);
          double t = JSON_NODE_HOLDS_OBJECT (node) ? _gp_report_get_number (json_node_get_object (node), "t") : NAN;

          if (!isnan (t) && t >= axis->t0 && t <= axis->t1)
            more++;
        }
      more -= MIN (more, drawn);
      if (more > 0)
        {
          g_string_append_printf (out, "<text class=\"tick end\" x=\"%g\" y=\"", axis->x0 + axis->width);
          _gp_report_append_number (out, "%.1f", y0 + 10.0);
          g_string_append_printf (out, "\">%u events marked, … and %u more</text>\n", drawn, more);
        }
    }
}

void
_gp_plot_append_svg_open (GString    *out,
                          const char *label,
                          double      height)
{
  g_string_append_printf (out, "<svg class=\"plot\" viewBox=\"0 0 %g ", PLOT_WIDTH);
  _gp_report_append_number (out, "%.0f", ceil (height));
  g_string_append (out, "\" role=\"img\" aria-label=\"");
  _gp_report_append_escaped (out, label);
  g_string_append (out, "\">\n");
}

void
_gp_plot_append_empty (GString    *out,
                       const char *label)
{
  _gp_plot_append_svg_open (out, label, 40.0);
  _gp_plot_append_lane_message (out, 0.0, 40.0, "no series yet — waiting for the first window");
  g_string_append (out, "</svg>\n");
}

void
_gp_plot_append_stalls (GString          *out,
                        const GpPlotAxis *axis,
                        GpSeries         *series,
                        GArray           *stalled,
                        double            y,
                        double            h)
{
  double window_s = axis->window_s;

  for (guint i = 0; stalled != NULL && i < stalled->len; i++)
    {
      double x0;
      double x1;

      if (!g_array_index (stalled, guint8, i))
        continue;

      x0 = _gp_plot_axis_x (axis, gp_series_get_t (series, i));
      x1 = _gp_plot_axis_x (axis, gp_series_get_t (series, i) + window_s);
      g_string_append (out, "<rect class=\"stall\" x=\"");
      _gp_report_append_number (out, "%.1f", x0);
      g_string_append (out, "\" y=\"");
      _gp_report_append_number (out, "%.1f", y);
      g_string_append (out, "\" width=\"");
      _gp_report_append_number (out, "%.1f", MAX (x1 - x0, 1.0));
      g_string_append (out, "\" height=\"");
      _gp_report_append_number (out, "%.1f", h);
      g_string_append (out, "\"><title>stalled</title></rect>\n");
    }
}
