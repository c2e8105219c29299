/* gp-lane-chart-draw.c: the lanes' image, then the cursor and read-outs over it
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

/* Part of GpLaneChart: its snapshot. The image of -layer.c as it is, then what changes every
 * frame over it: the time cursor's line, the pointer's (both at their window's middle), each lane's
 * read-out at that window as a rounded label, and the header row: the cursor's and the pointer's
 * time chips, laid out not to touch (gp-chart-chips.c), and the tick labels no chip covers. A
 * window's time is its middle (gp_series_get_window_time()), as gp-time-format.c writes it. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-chart-chips.h"
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
 * its height. */
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

  return height + 2;
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

/* The time shown for @window: its middle, to the digits that show it
 * exactly. */
static char *
window_time_text (GpLaneChart *self,
                  int          window)
{
  return gp_time_format (window_t (self, window) + self->window_s / 2, self->time_resolution,
                         gp_time_uses_clock (self->duration));
}

/* A vertical line at @x (@window's middle) and, with @values, each visible
 * lane's value beside it with a dot on its curve. @top_row and
 * @bottom_row: the part of the chart on screen. */
static void
draw_line (GpLaneChart              *self,
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
  GdkRGBA line = is_cursor ? palette->accent : palette->fg;
  GdkRGBA chip_fill = palette->background;

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

      /* Lanes hidden, out of sight, or under the header, have none. */
      if (!lane->available || lane->hidden || top + LANE_HEIGHT < header_y + AXIS_HEIGHT ||
          top > bottom_row)
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
}

static void
add_box (GpLaneChart        *self,
         GpLaneChartBoxKind  kind,
         double              x,
         double              y,
         double              width,
         double              height)
{
  GpLaneChartBox box = { kind, GRAPHENE_RECT_INIT (x, y, width, height) };

  g_array_append_val (self->header_boxes, box);
}

/* The header row over the image: the cursor's time chip where its line
 * is, the pointer's beside it when they would touch, and the tick labels
 * that no chip covers (gp-chart-chips.c). */
static void
draw_header_row (GpLaneChart              *self,
                 GtkSnapshot              *snapshot,
                 const GpLaneChartPalette *palette,
                 double                    top_row,
                 int                       cursor,
                 double                    cursor_x,
                 int                       hover,
                 double                    hover_x)
{
  double header_y = MAX (top_row, 0);
  double plot_right = GUTTER + _gp_lane_chart_plot_width (self);
  GpChartChip chips[2];
  PangoLayout *layouts[2] = { NULL, NULL };
  GpLaneChartBoxKind kinds[2];
  gboolean is_cursor[2];
  GdkRGBA chip_fill = palette->background, line = palette->fg, white = { 1, 1, 1, 1 }, none = { 0, 0, 0, 0 };
  GdkRGBA accent_bg;
  guint n = 0;

  /* The accent's background shade carries white text in either theme. */
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)), "accent_bg_color",
                                       &accent_bg))
    accent_bg = palette->accent;

  chip_fill.alpha = 0.92f;
  line.alpha = 0.45f;
  g_array_set_size (self->header_boxes, 0);
  g_clear_pointer (&self->cursor_text, g_free);

  if (cursor >= 0)
    {
      int width;

      self->cursor_text = window_time_text (self, cursor);
      self->cursor_x = cursor_x;
      layouts[n] = _gp_lane_chart_small_layout (self, self->cursor_text, TRUE);
      pango_layout_get_pixel_size (layouts[n], &width, NULL);
      chips[n] = (GpChartChip) { cursor_x, width + 10, 0, FALSE };
      kinds[n] = GP_LANE_CHART_BOX_CURSOR;
      is_cursor[n++] = TRUE;
    }
  if (hover >= 0)
    {
      g_autofree char *text = window_time_text (self, hover);
      int width;

      layouts[n] = _gp_lane_chart_small_layout (self, text, TRUE);
      pango_layout_get_pixel_size (layouts[n], &width, NULL);
      chips[n] = (GpChartChip) { hover_x, width + 10, 0, FALSE };
      kinds[n] = GP_LANE_CHART_BOX_POINTER;
      is_cursor[n++] = FALSE;
    }
  gp_chart_chips_layout (chips, n, GUTTER, plot_right, GP_LANE_CHART_CHIP_GAP);

  /* The tick labels are in the image: one a chip would touch is covered
   * with the header's background (cheaper than drawing the others each
   * frame). */
  for (guint i = 0; i < self->ticks->len; i++)
    {
      const GpLaneTick *tick = &g_array_index (self->ticks, GpLaneTick, i);

      if (gp_chart_chips_clear_of (chips, n, tick->x, tick->width, GP_LANE_CHART_CHIP_GAP))
        add_box (self, GP_LANE_CHART_BOX_TICK, tick->x, header_y + 8, tick->width, tick->height);
      else
        gtk_snapshot_append_color (snapshot, &palette->background,
                                   &GRAPHENE_RECT_INIT (tick->x - 1, header_y + 8, tick->width + 2, tick->height));
    }

  for (guint i = 0; i < n; i++)
    {
      double height;

      if (chips[i].shown)
        {
          height = append_chip (snapshot, layouts[i], chips[i].x, header_y + 7,
                                is_cursor[i] ? &accent_bg : &chip_fill, is_cursor[i] ? &none : &line,
                                is_cursor[i] ? &white : &palette->fg);
          add_box (self, kinds[i], chips[i].x, header_y + 7, chips[i].width, height);
        }
      g_object_unref (layouts[i]);
    }
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
  double plot_right = GUTTER + _gp_lane_chart_plot_width (self);
  double cursor_x = -1, hover_x = -1;
  int cursor, hover;

  if (self->lanes == NULL || self->t == NULL || self->t->len == 0)
    {
      g_clear_pointer (&self->cursor_text, g_free);
      g_array_set_size (self->header_boxes, 0);
      return;
    }

  gtk_style_context_get_color (context, &palette.fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &palette.accent))
    gdk_rgba_parse (&palette.accent, "#3584e4");
  if (!gtk_style_context_lookup_color (context, "window_bg_color", &palette.background))
    gdk_rgba_parse (&palette.background, "#fafafa");
  palette.dim = palette.fg;
  palette.dim.alpha = 0.6f;

  _gp_lane_chart_get_range (self, &start, &end);
  _gp_lane_chart_visible_rows (self, &top, &bottom);

  /* The lanes' image, painted again only when what it shows moved. */
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
  if (cursor >= (int) self->t->len)
    cursor = -1;
  hover = self->hover_x >= 0 ? gp_lane_chart_window_at (self, self->hover_x) : -1;

  if (cursor >= 0)
    {
      double t = window_t (self, cursor) + self->window_s / 2;
      double c = GP_LANE_CHART_BAR_X + GP_LANE_CHART_BAR_WIDTH * t / self->duration;

      /* On the range bar too, visible or not. */
      gtk_snapshot_append_color (snapshot, &palette.accent,
                                 &GRAPHENE_RECT_INIT (c - 1, MAX (top, 0) + 18, 2, 10));
      cursor_x = _gp_lane_chart_x_for_time (self, start, end, t);
      if (cursor_x < GUTTER || cursor_x > plot_right)
        cursor = -1;
    }
  /* The pointer's line at its window's middle, as the cursor's; none over
   * the cursor's own window. */
  if (hover >= 0 && hover != cursor)
    hover_x = CLAMP (_gp_lane_chart_x_for_time (self, start, end, window_t (self, hover) + self->window_s / 2),
                     GUTTER, plot_right);
  else
    hover = -1;

  if (cursor >= 0)
    draw_line (self, snapshot, &palette, top, bottom, cursor, cursor_x, TRUE, hover < 0);
  if (hover >= 0)
    draw_line (self, snapshot, &palette, top, bottom, hover, hover_x, FALSE, TRUE);
  draw_header_row (self, snapshot, &palette, top, cursor, cursor_x, hover, hover_x);
}

/* The gutter's texts of the lane at widget y, whole (the title may be
 * ellipsized there): "title\nmeasure · ≤ max unit", its chip, and when the
 * scale clips the visible range, the peak it clips; on a heading, what a
 * click does. NULL off the lanes or under the header row. */
char *
_gp_lane_chart_dup_gutter_tooltip (GpLaneChart *self,
                                   double       y)
{
  const GpLaneHeading *heading;
  g_autoptr(GString) text = NULL;
  GpLane *lane;
  double top, bottom;
  int i;

  g_assert (GP_IS_LANE_CHART (self));

  _gp_lane_chart_visible_rows (self, &top, &bottom);
  if (self->lanes == NULL || y < AXIS_HEIGHT || y < MAX (top, 0) + AXIS_HEIGHT)
    return NULL;

  if ((heading = _gp_lane_chart_heading_at_y (self, y)) != NULL)
    return g_strdup_printf (heading->collapsed
                            /* Translators: a lane group's heading's tooltip, %s its name */
                            ? _("%s: click to show its lanes")
                            /* Translators: a lane group's heading's tooltip, %s its name */
                            : _("%s: click to collapse its lanes"),
                            heading->group);

  if ((i = _gp_lane_chart_lane_at_y (self, y)) < 0)
    return NULL;

  lane = g_ptr_array_index (self->lanes, i);
  if (!lane->available)
    /* Translators: a lane's title, then why it is empty */
    return g_strdup_printf (_("%s\nnot available on this board: see “gst-profile check”"), lane->title);

  _gp_lane_chart_get_range (self, &top, &bottom);
  _gp_lane_chart_update_scale (self, lane, top, bottom);
  text = g_string_new (lane->title);
  /* Translators: a lane's measure and the top of its scale */
  g_string_append_printf (text, _("\n%s · ≤ %.3g %s"), lane->what, lane->max, lane->unit);
  if (lane->chip != NULL)
    g_string_append_printf (text, " · %s", lane->chip);
  if (lane->clipped)
    /* Translators: a lane's tooltip when its scale clips a spike; the peak and its unit */
    g_string_append_printf (text, _("\nScaled to the steady state: values up to %.3g %s are clipped (▲)"),
                            lane->peak, lane->unit);

  return g_string_free (g_steal_pointer (&text), FALSE);
}
