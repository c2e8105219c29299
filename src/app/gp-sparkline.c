/* gp-sparkline.c: GpSparkline, one series column over the run in a few pixels
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

/* The inspector's Over Time rows: a GtkWidget that keeps the peak of N_BUCKETS (160) buckets of the
 * column, copied when it is made (more than its width, whatever the run's length), and marks the
 * time cursor's window. Drawn with GtkSnapshot; no reference to the session is kept. */

#include "config.h"

#include <math.h>

#include "gp-sparkline.h"

/* Peaks kept: more than the widget is wide, whatever the run's length. */
#define N_BUCKETS 160
#define WIDTH 64
#define HEIGHT 24

struct _GpSparkline
{
  GtkWidget  parent_instance;

  double     peaks[N_BUCKETS];   /* NAN: nothing measured in the bucket */
  guint      n_buckets;
  guint      n_windows;
  double     max;
  int        cursor;
};

G_DEFINE_FINAL_TYPE (GpSparkline, gp_sparkline, GTK_TYPE_WIDGET)

static void
gp_sparkline_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GpSparkline *self = GP_SPARKLINE (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GtkStyleContext *style = gtk_widget_get_style_context (widget);
  GdkRGBA color;
  cairo_t *cr;
  gboolean drawing = FALSE;

  if (self->n_buckets == 0 || isnan (self->max) || width < 2 || height < 2)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (style, &color);
  G_GNUC_END_IGNORE_DEPRECATIONS

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The baseline, faint. */
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, 0.2);
  cairo_rectangle (cr, 0, height - 1, width, 1);
  cairo_fill (cr);

  gdk_cairo_set_source_rgba (cr, &color);
  cairo_set_line_width (cr, 1.25);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < self->n_buckets; i++)
    {
      double x = self->n_buckets > 1 ? i * (width - 1) / (self->n_buckets - 1) + 0.5 : width / 2;
      double y;

      if (isnan (self->peaks[i]))
        {
          drawing = FALSE;
          continue;
        }
      y = height - 1.5 - (self->max > 0 ? self->peaks[i] / self->max : 0) * (height - 3);
      if (drawing)
        cairo_line_to (cr, x, y);
      else
        cairo_move_to (cr, x, y);
      drawing = TRUE;
    }
  cairo_stroke (cr);

  if (self->cursor >= 0 && (guint) self->cursor < self->n_windows)
    {
      double x = self->n_windows > 1 ? (self->cursor + 0.5) * width / self->n_windows : width / 2;

      cairo_set_source_rgba (cr, color.red, color.green, color.blue, 0.6);
      cairo_rectangle (cr, floor (x), 0, 1, height);
      cairo_fill (cr);
    }

  cairo_destroy (cr);
}

static void
gp_sparkline_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? WIDTH : HEIGHT;
}

static void
gp_sparkline_class_init (GpSparklineClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = gp_sparkline_snapshot;
  widget_class->measure = gp_sparkline_measure;

  gtk_widget_class_set_css_name (widget_class, "sparkline");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gp_sparkline_init (GpSparkline *self)
{
  self->cursor = -1;
  self->max = NAN;
}

GtkWidget *
gp_sparkline_new (GArray *column,
                  guint   n_windows)
{
  GpSparkline *self;

  g_return_val_if_fail (column == NULL || g_array_get_element_size (column) == sizeof (double), NULL);

  self = g_object_new (GP_TYPE_SPARKLINE, NULL);
  n_windows = column != NULL ? MIN (n_windows, column->len) : 0;
  self->n_windows = n_windows;
  self->n_buckets = MIN (n_windows, N_BUCKETS);

  for (guint b = 0; b < self->n_buckets; b++)
    {
      guint first = (guint) ((guint64) b * n_windows / self->n_buckets);
      guint last = (guint) ((guint64) (b + 1) * n_windows / self->n_buckets);
      double peak = NAN;

      for (guint i = first; i < last; i++)
        {
          double v = g_array_index (column, double, i);

          if (!isnan (v) && (isnan (peak) || v > peak))
            peak = v;
        }
      self->peaks[b] = peak;
      if (!isnan (peak) && (isnan (self->max) || peak > self->max))
        self->max = peak;
    }

  return GTK_WIDGET (self);
}

double
gp_sparkline_get_max (GpSparkline *self)
{
  g_return_val_if_fail (GP_IS_SPARKLINE (self), NAN);

  return self->max;
}

void
gp_sparkline_set_cursor (GpSparkline *self,
                         int          window)
{
  g_return_if_fail (GP_IS_SPARKLINE (self));

  window = window >= 0 && (guint) window < self->n_windows ? window : -1;
  if (self->cursor == window)
    return;
  self->cursor = window;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
gp_sparkline_get_cursor (GpSparkline *self)
{
  g_return_val_if_fail (GP_IS_SPARKLINE (self), -1);

  return self->cursor;
}
