/* gp-lane-chart-groups.c: the lanes under group headings that collapse, and the lane filter
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

/* Part of GpLaneChart: where each lane goes. The lanes come in groups (gp-chart-lanes.c: Pipeline,
 * Elements, Backlog, Links; CPU, Memory, Engines), each under a heading row; a collapsed group
 * (the view state's collapsed-groups, toggled by a click on its heading or chart.toggle-group)
 * keeps its heading only, and the view state's lane-filter keeps the lanes whose title holds it
 * (any case), a group with none left losing its heading too. Both are the view state's, so the
 * Timeline and System of a window agree and a new document starts with every lane. The heading
 * rows are painted here too, into the lanes' image (-layer.c). */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gp-lane-chart-private.h"

static gboolean
matches (const GpLane *lane,
         const char   *folded_filter)
{
  g_autofree char *title = NULL;

  if (folded_filter == NULL)
    return TRUE;
  title = g_utf8_casefold (lane->title, -1);

  return strstr (title, folded_filter) != NULL;
}

void
_gp_lane_chart_place_lanes (GpLaneChart *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *filter = view_state != NULL ? gp_view_state_get_lane_filter (view_state) : NULL;
  g_autofree char *folded = filter != NULL && *filter != '\0' ? g_utf8_casefold (filter, -1) : NULL;
  double y = GP_LANE_CHART_AXIS_HEIGHT;
  guint n = self->lanes != NULL ? self->lanes->len : 0;

  g_array_set_size (self->headings, 0);
  self->n_shown = 0;

  for (guint i = 0; i < n;)
    {
      GpLane *first = g_ptr_array_index (self->lanes, i);
      GpLaneHeading heading = { first->group, 0, i, 0, 0, FALSE, NULL, NULL };
      guint end;

      /* The group: the lanes from i on with the same heading (none: one
       * lane alone, no heading). */
      for (end = i; end < n; end++)
        {
          GpLane *lane = g_ptr_array_index (self->lanes, end);

          if (end > i && (first->group == NULL || g_strcmp0 (lane->group, first->group) != 0))
            break;
          heading.n_lanes++;
          if (matches (lane, folded))
            heading.n_matching++;
        }
      heading.collapsed = first->group != NULL && view_state != NULL &&
                          gp_view_state_is_group_collapsed (view_state, first->group);

      if (first->group != NULL && heading.n_matching > 0)
        {
          heading.top = y;
          y += GP_LANE_CHART_HEADING_HEIGHT;
          g_array_append_val (self->headings, heading);
        }

      for (guint k = i; k < end; k++)
        {
          GpLane *lane = g_ptr_array_index (self->lanes, k);

          lane->hidden = heading.collapsed || !matches (lane, folded);
          lane->top = y;
          if (lane->hidden)
            continue;
          y += GP_LANE_CHART_LANE_HEIGHT;
          self->n_shown++;
        }
      i = end;
    }

  self->lanes_bottom = y;
}

const GpLaneHeading *
_gp_lane_chart_heading_at_y (GpLaneChart *self,
                             double       y)
{
  for (guint i = 0; i < self->headings->len; i++)
    {
      const GpLaneHeading *heading = &g_array_index (self->headings, GpLaneHeading, i);

      if (y >= heading->top && y < heading->top + GP_LANE_CHART_HEADING_HEIGHT)
        return heading;
    }

  return NULL;
}

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
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

/* A group's heading row: a chevron (down: expanded, right: collapsed), its
 * name and how many lanes it has (of them, how many the filter keeps), on
 * a tint, a rule above. */
/* The heading's name and count, laid out once a placement (every repaint
 * of a zoom would otherwise make them again). */
static void
ensure_layouts (GpLaneChart   *self,
                GpLaneHeading *heading)
{
  g_autofree char *count_text = NULL;

  if (heading->name != NULL)
    return;

  heading->name = _gp_lane_chart_small_layout (self, heading->group, TRUE);
  if (heading->n_matching < heading->n_lanes)
    /* Translators: a lane group's heading: lanes the filter keeps, of all */
    count_text = g_strdup_printf (_("%u of %u"), heading->n_matching, heading->n_lanes);
  else if (heading->collapsed)
    count_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lane, collapsed", "%u lanes, collapsed",
                                               heading->n_lanes), heading->n_lanes);
  else
    count_text = g_strdup_printf ("%u", heading->n_lanes);
  heading->count = _gp_lane_chart_small_layout (self, count_text, FALSE);
}

static void
draw_heading (GpLaneChart              *self,
              cairo_t                  *cr,
              const GpLaneChartPalette *palette,
              GpLaneHeading            *heading)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double top = heading->top;
  double cx = 17, cy = top + GP_LANE_CHART_HEADING_HEIGHT / 2;
  int text_width, text_height;

  ensure_layouts (self, heading);

  gdk_cairo_set_source_rgba (cr, &palette->background);
  cairo_rectangle (cr, 0, top, width, GP_LANE_CHART_HEADING_HEIGHT);
  cairo_fill (cr);
  set_color (cr, &palette->fg, 0.07);
  cairo_rectangle (cr, 0, top, width, GP_LANE_CHART_HEADING_HEIGHT);
  cairo_fill (cr);
  set_color (cr, &palette->fg, 0.18);
  cairo_rectangle (cr, 0, top, width, 1);
  cairo_fill (cr);

  if (heading->collapsed)
    {
      cairo_move_to (cr, cx - 2.5, cy - 4.5);
      cairo_line_to (cr, cx + 3, cy);
      cairo_line_to (cr, cx - 2.5, cy + 4.5);
    }
  else
    {
      cairo_move_to (cr, cx - 4.5, cy - 2.5);
      cairo_line_to (cr, cx, cy + 3);
      cairo_line_to (cr, cx + 4.5, cy - 2.5);
    }
  cairo_close_path (cr);
  set_color (cr, &palette->fg, 0.75);
  cairo_fill (cr);

  pango_layout_get_pixel_size (heading->name, &text_width, &text_height);
  show_text (cr, heading->name, 28, top + (GP_LANE_CHART_HEADING_HEIGHT - text_height) / 2, &palette->fg);
  show_text (cr, heading->count, 28 + text_width + 8, top + (GP_LANE_CHART_HEADING_HEIGHT - text_height) / 2,
             &palette->dim);
}

void
_gp_lane_chart_draw_headings (GpLaneChart              *self,
                              cairo_t                  *cr,
                              const GpLaneChartPalette *palette,
                              double                    top,
                              double                    bottom)
{
  for (guint i = 0; i < self->headings->len; i++)
    {
      GpLaneHeading *heading = &g_array_index (self->headings, GpLaneHeading, i);

      if (heading->top + GP_LANE_CHART_HEADING_HEIGHT >= top && heading->top <= bottom)
        draw_heading (self, cr, palette, heading);
    }
}

/* With the lane filter leaving no lane: says so under the header. */
void
_gp_lane_chart_draw_no_match (GpLaneChart              *self,
                              cairo_t                  *cr,
                              const GpLaneChartPalette *palette)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *filter = view_state != NULL ? gp_view_state_get_lane_filter (view_state) : NULL;
  g_autofree char *text = NULL;
  g_autoptr(PangoLayout) layout = NULL;

  if (filter == NULL)
    return;
  /* Translators: the time charts with a lane filter that no lane's title holds */
  text = g_strdup_printf (_("No lane’s name holds “%s”"), filter);
  layout = _gp_lane_chart_small_layout (self, text, FALSE);
  show_text (cr, layout, 12, GP_LANE_CHART_AXIS_HEIGHT + 12, &palette->dim);
}

gboolean
gp_lane_chart_get_lane_shown (GpLaneChart *self,
                              guint        i)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), FALSE);
  g_return_val_if_fail (self->lanes != NULL && i < self->lanes->len, FALSE);

  return !((const GpLane *) g_ptr_array_index (self->lanes, i))->hidden;
}

guint
gp_lane_chart_get_n_shown (GpLaneChart *self)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), 0);

  return self->n_shown;
}

guint
gp_lane_chart_get_n_groups (GpLaneChart *self)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), 0);

  return self->headings->len;
}

const char *
gp_lane_chart_get_group (GpLaneChart *self,
                         guint        i,
                         guint       *n_lanes,
                         gboolean    *collapsed)
{
  const GpLaneHeading *heading;

  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);
  g_return_val_if_fail (i < self->headings->len, NULL);

  heading = &g_array_index (self->headings, GpLaneHeading, i);
  if (n_lanes != NULL)
    *n_lanes = heading->n_lanes;
  if (collapsed != NULL)
    *collapsed = heading->collapsed;

  return heading->group;
}

void
gp_lane_chart_toggle_group (GpLaneChart *self,
                            const char  *group)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_return_if_fail (GP_IS_LANE_CHART (self));
  g_return_if_fail (group != NULL);

  if (view_state != NULL)
    gp_view_state_toggle_group (view_state, group);
}
