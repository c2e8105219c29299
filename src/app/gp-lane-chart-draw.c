/* gp-lane-chart-draw.c: the lanes' texture, then the cursor and read-outs over it
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

/* Part of GpLaneChart: its snapshot. The texture of -layer.c as it is, then what changes every
 * frame over it: the time cursor, the pointer's window, each lane's read-out at that window as a
 * rounded label, and the header's cursor time. Times as gp-time-format.c writes them. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-lane-chart-private.h"
#include "gp-time-format.h"

#define GUTTER GP_LANE_CHART_GUTTER
#define AXIS_HEIGHT GP_LANE_CHART_AXIS_HEIGHT
#define LANE_HEIGHT GP_LANE_CHART_LANE_HEIGHT

static double
window_t (GpLaneChart *self,
          guint        i)
{
  return g_array_index (self->t, double, i);
}

static void
append_text (GtkSnapshot   *snapshot,
             PangoLayout   *layout,
             double         x,
             double         y,
             const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

PangoLayout *
_gp_lane_chart_small_layout (GpLaneChart *self,
                             const char  *text,
                             gboolean     bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_scale_new (0.85));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

/* A rounded label: @fill behind, @border around (alpha 0: none). Returns
 * its width. */
static double
append_chip (GtkSnapshot   *snapshot,
             PangoLayout   *layout,
             double         x,
             double         y,
             const GdkRGBA *fill,
             const GdkRGBA *border,
             const GdkRGBA *text)
{
  GskRoundedRect chip;
  graphene_rect_t rect;
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  graphene_rect_init (&rect, x, y, width + 10, height + 2);
  gsk_rounded_rect_init_from_rect (&chip, &rect, (height + 2) / 2.0);

  gtk_snapshot_push_rounded_clip (snapshot, &chip);
  gtk_snapshot_append_color (snapshot, fill, &rect);
  gtk_snapshot_pop (snapshot);
  if (border->alpha > 0)
    {
      float widths[4] = { 1, 1, 1, 1 };
      GdkRGBA colors[4] = { *border, *border, *border, *border };

      gtk_snapshot_append_border (snapshot, &chip, widths, colors);
    }
  append_text (snapshot, layout, x + 5, y + 1, text);

  return width + 10;
}

char *
_gp_lane_chart_format_value (const GpLane *lane,
                             int           window)
{
  double value;

  if (window < 0 || (guint) window >= lane->values->len)
    return NULL;

  value = g_array_index (lane->values, double, window);
  if (gp_is_null (value))
    return g_strdup ("—");

  if (lane->stalled != NULL && (guint) window < lane->stalled->len &&
      g_array_index (lane->stalled, guint8, window))
    /* Translators: a read-out: value, unit, and that the link stalled */
    return g_strdup_printf (_("%.2f %s · stalled"), value, lane->unit);

  return g_strdup_printf ("%.2f %s", value, lane->unit);
}

/* A vertical line at @window's middle, a time chip in the header and, with
 * @values, each visible lane's value beside the line with a dot on its
 * curve. @top_row and @bottom_row: the part of the chart on screen. */
static void
draw_readouts (GpLaneChart              *self,
               GtkSnapshot              *snapshot,
               const GpLaneChartPalette *palette,
               double                    top_row,
               double                    bottom_row,
               int                       window,
               double                    x,
               gboolean                  is_cursor,
               gboolean                  values)
{
  double bottom = self->lanes_bottom;
  double plot_right = GUTTER + _gp_lane_chart_plot_width (self);
  double header_y = MAX (top_row, 0);
  g_autofree char *time_text = NULL;
  g_autoptr(PangoLayout) time_layout = NULL;
  GdkRGBA line = is_cursor ? palette->accent : palette->fg;
  GdkRGBA chip_fill = palette->background, white = { 1, 1, 1, 1 }, none = { 0, 0, 0, 0 };
  int time_width;

  line.alpha = is_cursor ? 1.0f : 0.45f;
  chip_fill.alpha = 0.92f;

  gtk_snapshot_append_color (snapshot, &line,
                             &GRAPHENE_RECT_INIT (x - (is_cursor ? 1 : 0.5), AXIS_HEIGHT - 4,
                                                  is_cursor ? 2 : 1, bottom - AXIS_HEIGHT + 4));

  for (guint i = 0; values && i < self->lanes->len; i++)
    {
      const GpLane *lane = g_ptr_array_index (self->lanes, i);
      double top = lane->top;
      g_autofree char *text = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      double value, chip_x;
      GdkRGBA border;
      int text_width;

      /* Lanes out of sight, or under the header, have none. */
      if (!lane->available || top + LANE_HEIGHT < header_y + AXIS_HEIGHT || top > bottom_row)
        continue;

      value = gp_column_get (lane->values, window);
      gdk_rgba_parse (&border, lane->color);
      if (!gp_is_null (value))
        {
          GskRoundedRect dot;
          double y = _gp_lane_chart_y_for_value (lane, top, value);

          gsk_rounded_rect_init_from_rect (&dot, &GRAPHENE_RECT_INIT (x - 3.5, y - 3.5, 7, 7), 3.5);
          gtk_snapshot_push_rounded_clip (snapshot, &dot);
          gtk_snapshot_append_color (snapshot, &border, &GRAPHENE_RECT_INIT (x - 3.5, y - 3.5, 7, 7));
          gtk_snapshot_pop (snapshot);
        }

      text = _gp_lane_chart_format_value (lane, window);
      layout = _gp_lane_chart_small_layout (self, text, FALSE);
      pango_layout_get_pixel_size (layout, &text_width, NULL);
      chip_x = x + 8 + text_width + 10 <= plot_right ? x + 8 : x - 8 - text_width - 10;
      append_chip (snapshot, layout, chip_x, top + 3, &chip_fill, &border, &palette->fg);
    }

  time_text = gp_time_format (window_t (self, window), 0.01, gp_time_uses_clock (self->duration));
  time_layout = _gp_lane_chart_small_layout (self, time_text, TRUE);
  pango_layout_get_pixel_size (time_layout, &time_width, NULL);
  append_chip (snapshot, time_layout,
               CLAMP (x - (time_width + 10) / 2.0, GUTTER, plot_right - time_width - 10), header_y + 7,
               is_cursor ? &palette->accent : &chip_fill, is_cursor ? &none : &line,
               is_cursor ? &white : &palette->fg);
}

void
_gp_lane_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  GpLaneChart *self = GP_LANE_CHART (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GpLaneChartPalette palette;
  double start, end, top, bottom;
  int cursor, hover;

  if (self->lanes == NULL || self->t == NULL || self->t->len == 0)
    return;

  gtk_style_context_get_color (context, &palette.fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &palette.accent))
    gdk_rgba_parse (&palette.accent, "#3584e4");
  if (!gtk_style_context_lookup_color (context, "window_bg_color", &palette.background))
    gdk_rgba_parse (&palette.background, "#fafafa");
  palette.dim = palette.fg;
  palette.dim.alpha = 0.6f;

  _gp_lane_chart_get_range (self, &start, &end);
  _gp_lane_chart_visible_rows (self, &top, &bottom);

  /* The lanes' texture, painted again only when what it shows moved. */
  if (self->lanes_node == NULL || self->node_start != start || self->node_end != end ||
      self->node_width != gtk_widget_get_width (widget) || self->node_top != top ||
      self->node_bottom != bottom)
    {
      g_clear_pointer (&self->lanes_node, gsk_render_node_unref);
      self->lanes_node = _gp_lane_chart_paint_layer (self, &palette, start, end, top, bottom);
      self->node_start = start;
      self->node_end = end;
      self->node_width = gtk_widget_get_width (widget);
      self->node_top = top;
      self->node_bottom = bottom;
    }
  if (self->lanes_node != NULL)
    gtk_snapshot_append_node (snapshot, self->lanes_node);

  cursor = view_state != NULL ? gp_view_state_get_cursor_window (view_state) : -1;
  hover = self->hover_x >= 0 ? gp_lane_chart_window_at (self, self->hover_x) : -1;

  if (cursor >= 0 && (guint) cursor < self->t->len)
    {
      double t = window_t (self, cursor) + self->window_s / 2;
      double x = _gp_lane_chart_x_for_time (self, start, end, t);
      double c = GP_LANE_CHART_BAR_X + GP_LANE_CHART_BAR_WIDTH * t / self->duration;

      /* On the range bar too, visible or not. */
      gtk_snapshot_append_color (snapshot, &palette.accent,
                                 &GRAPHENE_RECT_INIT (c - 1, MAX (top, 0) + 18, 2, 10));
      if (x >= GUTTER && x <= GUTTER + _gp_lane_chart_plot_width (self))
        draw_readouts (self, snapshot, &palette, top, bottom, cursor, x, TRUE, hover < 0);
    }

  if (hover >= 0)
    draw_readouts (self, snapshot, &palette, top, bottom, hover, self->hover_x, FALSE, TRUE);
}

/* The gutter's texts of the lane at widget y, whole (the title may be
 * ellipsized there): "title\nmeasure · ≤ max unit"; NULL off the lanes or
 * under the header row. */
char *
_gp_lane_chart_dup_gutter_tooltip (GpLaneChart *self,
                                   double       y)
{
  const GpLane *lane;
  double top, bottom;
  int i;

  g_assert (GP_IS_LANE_CHART (self));

  _gp_lane_chart_visible_rows (self, &top, &bottom);
  if (self->lanes == NULL || y < AXIS_HEIGHT || y < MAX (top, 0) + AXIS_HEIGHT)
    return NULL;
  if ((i = _gp_lane_chart_lane_at_y (self, y)) < 0)
    return NULL;

  lane = g_ptr_array_index (self->lanes, i);
  if (!lane->available)
    /* Translators: a lane's title, then why it is empty */
    return g_strdup_printf (_("%s\nnot available on this board: see “gst-profile check”"), lane->title);
  if (lane->chip != NULL)
    /* Translators: a lane's title, its measure, the top of its scale and
     * its growth ("+7.1 MB/s") */
    return g_strdup_printf (_("%s\n%s · ≤ %.3g %s · %s"), lane->title, lane->what, lane->max, lane->unit,
                            lane->chip);
  /* Translators: a lane's title, its measure and the top of its scale */
  return g_strdup_printf (_("%s\n%s · ≤ %.3g %s"), lane->title, lane->what, lane->max, lane->unit);
}
