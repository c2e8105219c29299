/* gp-graph-view-badges.c: a memory-domain badge at each linked pad, and tooltips
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

/* Part of GpGraphView: a badge at each end of a link, where it leaves its source pad and before the
 * arrow head at its sink, naming the pad's memory domain (NVMM, DMABUF, SYS or ?), so that where
 * buffers leave device memory reads off the graph without colour alone; placed along the spline
 * clear of the widest the link is ever drawn. Also the tooltips of pads, elements and links: caps
 * (at most TOOLTIP_CAPS_CHARS), the whole run's values, or the time cursor's window's. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-graph-view-private.h"
#include "gp-time-format.h"
#include "gp-layout.h"

/* Badges sit just under the link, one at the source pad's end and one at
 * the sink pad's (before the arrow head), in graph points. */
#define BADGE_HEIGHT 8.0
#define BADGE_FONT_SIZE 5.5
#define BADGE_PAD_X 2.0
#define BADGE_GAP 1.5
#define SPLINE_SAMPLES 48
#define TOOLTIP_CAPS_CHARS 400

const char *
gp_graph_view_memory_label (GpMemory memory)
{
  switch (memory)
    {
    case GP_MEMORY_NVMM:
      return "NVMM";
    case GP_MEMORY_DMABUF:
      return "DMABUF";
    case GP_MEMORY_SYSMEM:
      return "SYS";
    case GP_MEMORY_UNKNOWN:
    default:
      return "?";
    }
}

static const char *
memory_description (GpMemory memory)
{
  switch (memory)
    {
    case GP_MEMORY_NVMM:
      return _("NVIDIA device memory (NVMM)");
    case GP_MEMORY_DMABUF:
      return _("dmabuf, shared without a copy");
    case GP_MEMORY_SYSMEM:
      return _("system memory");
    case GP_MEMORY_UNKNOWN:
    default:
      return _("unknown memory: no caps recorded");
    }
}

static PangoLayout *
badge_layout (GpGraphView *self,
              GpMemory     memory)
{
  guint slot = MIN ((guint) memory, G_N_ELEMENTS (self->badge_layouts) - 1);

  if (self->badge_layouts[slot] == NULL)
    self->badge_layouts[slot] = _gp_graph_view_make_layout (self, gp_graph_view_memory_label (memory),
                                                            "Sans", BADGE_FONT_SIZE, TRUE, FALSE);

  return self->badge_layouts[slot];
}

static double
badge_width (GpGraphView *self,
             GpMemory     memory)
{
  int width;

  pango_layout_get_size (badge_layout (self, memory), &width, NULL);

  return MAX (width / (double) PANGO_SCALE + 2 * BADGE_PAD_X, BADGE_HEIGHT);
}

/* The point at arc length @length along @spline, from its end when
 * @from_end (flattened into a polyline). */
static void
point_at_length (const GpXdotOp *spline,
                 double          length,
                 gboolean        from_end,
                 double         *x,
                 double         *y)
{
  double px, py, walked = 0;

  gp_xdot_bezier_point (spline, from_end ? 1.0 : 0.0, &px, &py);
  *x = px;
  *y = py;

  for (guint i = 1; i <= SPLINE_SAMPLES; i++)
    {
      double t = (double) i / SPLINE_SAMPLES;
      double qx, qy, step;

      gp_xdot_bezier_point (spline, from_end ? 1.0 - t : t, &qx, &qy);
      step = hypot (qx - px, qy - py);
      if (walked + step >= length && step > 0)
        {
          double f = (length - walked) / step;

          *x = px + f * (qx - px);
          *y = py + f * (qy - py);
          return;
        }
      walked += step;
      px = qx;
      py = qy;
      *x = px;
      *y = py;
    }
}

static double
spline_length (const GpXdotOp *spline)
{
  double px, py, length = 0;

  gp_xdot_bezier_point (spline, 0.0, &px, &py);
  for (guint i = 1; i <= SPLINE_SAMPLES; i++)
    {
      double qx, qy;

      gp_xdot_bezier_point (spline, (double) i / SPLINE_SAMPLES, &qx, &qy);
      length += hypot (qx - px, qy - py);
      px = qx;
      py = qy;
    }

  return length;
}

/* The tip of an edge's arrow head (the vertex of its head polygon farthest
 * from the spline's end), or FALSE when it has none. */
static gboolean
arrow_tip (const GpXdotItem *item,
           const GpXdotOp   *spline,
           double           *x,
           double           *y)
{
  double ex, ey, best = -1;

  gp_xdot_bezier_point (spline, 1.0, &ex, &ey);
  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);

      if (op == spline || op->shape != GP_XDOT_SHAPE_POLYGON || op->n_points != 3)
        continue;
      for (guint k = 0; k < 3; k++)
        {
          double d = hypot (op->points[2 * k] - ex, op->points[2 * k + 1] - ey);

          if (d > best)
            {
              best = d;
              *x = op->points[2 * k];
              *y = op->points[2 * k + 1];
            }
        }
    }

  return best > 0;
}

/* The widest the link is drawn: at its laid-out width, or at any window's
 * (the time cursor), so that badges stay clear of it. */
static double
max_line_width (GpGraphView    *self,
                const GpLink   *link,
                const GpXdotOp *spline)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpSeries *series = gp_session_get_series (gp_document_get_session (document));
  GpLinkSeries *ls = series != NULL ? gp_series_lookup_link (series, link->id) : NULL;
  double top = -1;

  for (guint i = 0; ls != NULL && ls->bytes_s != NULL && i < ls->bytes_s->len; i++)
    {
      double value = g_array_index (ls->bytes_s, double, i);

      if (!isnan (value))
        top = MAX (top, value);
    }

  return MAX (spline->line_width, top >= 0 ? gp_layout_edge_width (top) : 0);
}

static void
add_badge (GpGraphView      *self,
           const GpXdotItem *item,
           const GpLink     *link,
           gboolean          is_src,
           double            cx,
           double            top,
           double            width)
{
  GpPadBadgeGeometry badge = { item, link, is_src, link->memory };

  graphene_rect_init (&badge.rect, cx - width / 2, top, width, BADGE_HEIGHT);
  g_array_append_val (self->pad_badges, badge);
}

const GArray *
_gp_graph_view_get_pad_badges (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpXdotGraph *layout;
  GpGraph *graph;

  if (self->pad_badges != NULL)
    return self->pad_badges;

  self->pad_badges = g_array_new (FALSE, FALSE, sizeof (GpPadBadgeGeometry));
  if ((layout = _gp_graph_view_get_layout (self)) == NULL)
    return self->pad_badges;
  graph = gp_session_get_graph (gp_document_get_session (document));

  for (guint i = 0; graph != NULL && i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
      const GpXdotOp *spline;
      const GpLink *link;
      double src_width, sink_width, length, sx, sy, ex, ey, tx, ty, below, arrow;

      if (item->kind != GP_XDOT_ITEM_EDGE || (spline = gp_xdot_item_get_spline (item)) == NULL ||
          (link = gp_graph_lookup_link (graph, item->id)) == NULL)
        continue;

      src_width = badge_width (self, link->memory);
      sink_width = src_width;
      length = spline_length (spline);
      below = max_line_width (self, link, spline) / 2 + BADGE_GAP;

      point_at_length (spline, src_width / 2 + BADGE_GAP, FALSE, &sx, &sy);

      /* Under the link, the sink's badge may reach under the arrow head. */
      gp_xdot_bezier_point (spline, 1.0, &ex, &ey);
      tx = ex;
      ty = ey;
      arrow = arrow_tip (item, spline, &tx, &ty) ? hypot (tx - ex, ty - ey) : 0;
      if (arrow > 0)
        {
          length += arrow;
          if (sink_width / 2 + BADGE_GAP <= arrow)
            {
              double f = (sink_width / 2 + BADGE_GAP) / arrow;

              ex = tx + f * (ex - tx);
              ey = ty + f * (ey - ty);
            }
          else
            point_at_length (spline, sink_width / 2 + BADGE_GAP - arrow, TRUE, &ex, &ey);
        }
      else
        point_at_length (spline, sink_width / 2 + BADGE_GAP, TRUE, &ex, &ey);

      /* A link too short for both side by side gets them on two rows. */
      add_badge (self, item, link, TRUE, sx, sy + below +
                 (src_width + sink_width + 3 * BADGE_GAP > length ? BADGE_HEIGHT + BADGE_GAP : 0),
                 src_width);
      add_badge (self, item, link, FALSE, ex, ey + below, sink_width);
    }

  return self->pad_badges;
}

static void
draw_badge (GpGraphView              *self,
            GtkSnapshot              *snapshot,
            const GpPadBadgeGeometry *badge,
            const GdkRGBA            *fg,
            double                    scale)
{
  PangoLayout *layout = badge_layout (self, badge->memory);
  graphene_rect_t rect;
  GskRoundedRect pill;
  GdkRGBA fill, text;
  int text_width, text_height;

  graphene_rect_init (&rect, badge->rect.origin.x * scale, badge->rect.origin.y * scale,
                      badge->rect.size.width * scale, badge->rect.size.height * scale);
  gsk_rounded_rect_init_from_rect (&pill, &rect, rect.size.height / 2);

  /* The label carries the domain; the colour repeats it. Dark text on the
   * light NVMM green, white on the darker purple and grey. */
  gdk_rgba_parse (&fill, gp_layout_memory_color (badge->memory));
  switch (badge->memory)
    {
    case GP_MEMORY_NVMM:
      gdk_rgba_parse (&text, "#102000");
      break;

    case GP_MEMORY_SYSMEM:
      fill.red *= 0.8f;
      fill.green *= 0.8f;
      fill.blue *= 0.8f;
      text = (GdkRGBA) { 1, 1, 1, 1 };
      break;

    case GP_MEMORY_UNKNOWN:
      fill.alpha = 0;
      text = *fg;
      break;

    case GP_MEMORY_DMABUF:
    default:
      text = (GdkRGBA) { 1, 1, 1, 1 };
      break;
    }

  if (fill.alpha > 0)
    {
      gtk_snapshot_push_rounded_clip (snapshot, &pill);
      gtk_snapshot_append_color (snapshot, &fill, &rect);
      gtk_snapshot_pop (snapshot);
    }
  else
    {
      GdkRGBA border = *fg;
      float widths[4] = { 1, 1, 1, 1 };
      GdkRGBA colors[4];

      border.alpha *= 0.6f;
      for (guint i = 0; i < 4; i++)
        colors[i] = border;
      gtk_snapshot_append_border (snapshot, &pill, widths, colors);
    }

  /* A pill a few pixels tall: its colour says it, its text would be a smear. */
  if (rect.size.height < 5.0)
    return;

  pango_layout_get_size (layout, &text_width, &text_height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, scale, scale);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (badge->rect.origin.x +
                                                (badge->rect.size.width - text_width / (double) PANGO_SCALE) / 2,
                                                badge->rect.origin.y +
                                                (badge->rect.size.height - text_height / (double) PANGO_SCALE) / 2));
  gtk_snapshot_append_layout (snapshot, layout, &text);
  gtk_snapshot_restore (snapshot);
}

void
_gp_graph_view_draw_pad_badges (GpGraphView           *self,
                                GtkSnapshot           *snapshot,
                                const graphene_rect_t *visible,
                                const GdkRGBA         *fg,
                                double                 scale)
{
  const GArray *badges = _gp_graph_view_get_pad_badges (self);

  for (guint i = 0; i < badges->len; i++)
    {
      const GpPadBadgeGeometry *badge = &g_array_index (badges, GpPadBadgeGeometry, i);
      gboolean dimmed;

      if (!graphene_rect_intersection (&badge->rect, visible, NULL))
        continue;

      dimmed = _gp_graph_view_is_dimmed (self, badge->item);
      if (dimmed)
        gtk_snapshot_push_opacity (snapshot, 0.28);
      draw_badge (self, snapshot, badge, fg, scale);
      if (dimmed)
        gtk_snapshot_pop (snapshot);
    }
}

static void
widget_to_content (GpGraphView *self,
                   double       x,
                   double       y,
                   double      *cx,
                   double      *cy)
{
  double scale = _gp_graph_view_scale (self);
  double ox, oy;

  _gp_graph_view_origin (self, &ox, &oy);
  *cx = (x - ox) / scale - GP_GRAPH_VIEW_PAD;
  *cy = (y - oy) / scale - GP_GRAPH_VIEW_PAD;
}

const GpPadBadgeGeometry *
_gp_graph_view_pad_badge_at (GpGraphView *self,
                             double       x,
                             double       y)
{
  const GArray *badges = _gp_graph_view_get_pad_badges (self);
  double cx, cy;

  widget_to_content (self, x, y, &cx, &cy);
  for (guint i = badges->len; i > 0; i--)
    {
      const GpPadBadgeGeometry *badge = &g_array_index (badges, GpPadBadgeGeometry, i - 1);
      graphene_rect_t hit = badge->rect;

      graphene_rect_inset (&hit, -0.5, -0.5);
      if (graphene_rect_contains_point (&hit, &GRAPHENE_POINT_INIT (cx, cy)))
        return badge;
    }

  return NULL;
}

char *
_gp_graph_view_pad_badge_tooltip (const GpPadBadgeGeometry *badge)
{
  const GpLink *link = badge->link;
  g_autofree char *caps = NULL;

  if (link->caps != NULL && *link->caps != '\0')
    {
      g_autoptr(GString) text = g_string_new (NULL);

      /* Dot-dump caps keep their label indentation: one space is enough. */
      for (const char *p = link->caps; *p != '\0' && text->len < TOOLTIP_CAPS_CHARS; p++)
        if (!(g_ascii_isspace (*p) && text->len > 0 && text->str[text->len - 1] == ' '))
          g_string_append_c (text, g_ascii_isspace (*p) ? ' ' : *p);
      caps = g_string_free (g_steal_pointer (&text), FALSE);
    }
  else
    caps = g_strdup (_("caps not recorded"));

  /* Translators: a pad badge's tooltip: the pad, its memory, its caps */
  return g_strdup_printf (_("Pad %s\n%s\n%s"), badge->is_src ? link->src : link->sink,
                          memory_description (badge->memory), caps);
}

guint
gp_graph_view_get_n_pad_badges (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), 0);

  return _gp_graph_view_get_pad_badges (self)->len;
}

gboolean
gp_graph_view_get_pad_badge (GpGraphView     *self,
                             guint            i,
                             GpGraphPadBadge *badge)
{
  const GArray *badges;
  const GpPadBadgeGeometry *geometry;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), FALSE);
  g_return_val_if_fail (badge != NULL, FALSE);

  badges = _gp_graph_view_get_pad_badges (self);
  if (i >= badges->len)
    return FALSE;

  geometry = &g_array_index (badges, GpPadBadgeGeometry, i);

  badge->element_id = geometry->is_src ? geometry->link->src_element : geometry->link->sink_element;
  badge->pad_name = geometry->is_src ? geometry->link->src_pad : geometry->link->sink_pad;
  badge->memory = geometry->memory;
  badge->caps = geometry->link->caps != NULL ? geometry->link->caps : "";
  _gp_graph_view_rect_to_widget (self, &geometry->rect, &badge->area);

  return TRUE;
}

char *
gp_graph_view_dup_tooltip_at (GpGraphView *self,
                              double       x,
                              double       y)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpPadBadgeGeometry *badge;
  const GpXdotItem *item;
  const GpLayoutOverlay *overlay;
  char *holding;
  GString *text;
  GpSeries *series;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  if (_gp_graph_view_get_layout (self) == NULL)
    return NULL;

  if ((badge = _gp_graph_view_pad_badge_at (self, x, y)) != NULL)
    return _gp_graph_view_pad_badge_tooltip (badge);
  if ((holding = _gp_graph_view_holding_tooltip_at (self, x, y)) != NULL)
    return holding;

  if ((item = _gp_graph_view_item_at (self, x, y)) == NULL || item->tooltip == NULL)
    return NULL;

  text = g_string_new (item->tooltip);

  /* The laid-out tooltip has no values (the layout is made before they are
   * read): the whole run's, or the cursor's. */
  if ((overlay = _gp_graph_view_get_cursor_overlay (self)) == NULL &&
      (overlay = _gp_graph_view_get_run_overlay (self)) != NULL)
    {
      if (item->kind == GP_XDOT_ITEM_NODE)
        {
          const GpLayoutElementValues *values = gp_layout_overlay_get_element (overlay, item->id);

          if (values != NULL && !isnan (values->proc_ms_p95))
            g_string_append_printf (text, "\nproc p95 %s ms",
                                    g_ascii_formatd (buf, sizeof buf, "%.2f", values->proc_ms_p95));
          /* As the inspector writes it: "cpu 79.6 %". */
          if (values != NULL && !isnan (values->cpu_pct))
            g_string_append_printf (text, "\ncpu %s %%",
                                    g_ascii_formatd (buf, sizeof buf, "%.1f", values->cpu_pct));
        }
      else if (item->kind == GP_XDOT_ITEM_EDGE)
        {
          const GpLayoutLinkValues *values = gp_layout_overlay_get_link (overlay, item->id);

          if (values != NULL && !isnan (values->fps))
            g_string_append_printf (text, "\n%s fps%s", g_ascii_formatd (buf, sizeof buf, "%.1f", values->fps),
                                    values->stalled ? " · stalled" : "");
        }
    }
  else if (overlay != NULL)
    {
      g_autofree char *at = NULL;

      series = gp_session_get_series (gp_document_get_session (document));
      g_string_append_c (text, '\n');
      at = gp_time_format_window (series, self->cursor_overlay_window);
      /* Translators: the start of a tooltip line with one window's values; %s is a time */
      g_string_append_printf (text, _("at %s:"), at);
      if (item->kind == GP_XDOT_ITEM_NODE)
        {
          const GpLayoutElementValues *values = gp_layout_overlay_get_element (overlay, item->id);

          if (values != NULL && !isnan (values->proc_ms_p95))
            g_string_append_printf (text, " proc p95 %s ms",
                                    g_ascii_formatd (buf, sizeof buf, "%.2f", values->proc_ms_p95));
          else
            g_string_append (text, " proc p95 —");
        }
      else if (item->kind == GP_XDOT_ITEM_EDGE)
        {
          const GpLayoutLinkValues *values = gp_layout_overlay_get_link (overlay, item->id);

          if (values != NULL && !isnan (values->fps))
            g_string_append_printf (text, " %s fps", g_ascii_formatd (buf, sizeof buf, "%.1f", values->fps));
          else
            g_string_append (text, " — fps");
          if (values != NULL && values->stalled)
            g_string_append (text, " · stalled");
        }
    }

  return g_string_free (text, FALSE);
}
