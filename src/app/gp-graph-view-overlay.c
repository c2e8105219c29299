/* gp-graph-view-overlay.c: heat, p95 labels, link widths and fps at the time cursor
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

/* Part of GpGraphView: what the overlays show and how (heat, p95 labels, link widths and fps,
 * stalls from gp_analysis_stalled_at(), idle and finding marks).
 *
 * The layout was made once, before any value was read, with placeholders
 * (gp_layout_overlay_new_reserved(): "p95 x.x ms" under each element, a heat bar of two cells 3
 * points high, "N fps" and "stalled" under each link's format). Those ops are drawn with the whole
 * run's values, or the time cursor's window's; nothing is laid out again. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-graph-view-private.h"
#include "gp-layout.h"

#define HEAT_BAR_MAX_HEIGHT 4.5

static gboolean
is_p95_text (const GpXdotOp *op)
{
  return op->shape == GP_XDOT_SHAPE_TEXT && op->text != NULL &&
         g_str_has_prefix (op->text, "p95 ") && g_str_has_suffix (op->text, " ms");
}

static gboolean
is_fps_text (const GpXdotOp *op)
{
  return op->shape == GP_XDOT_SHAPE_TEXT && op->text != NULL && g_str_has_suffix (op->text, " fps");
}

static gboolean
bar_rect (const GpXdotOp  *op,
          graphene_rect_t *rect)
{
  const double *p = op->points;
  double x0, y0, x1, y1;

  if (op->shape != GP_XDOT_SHAPE_POLYGON || !op->filled || op->n_points != 4)
    return FALSE;

  x0 = MIN (MIN (p[0], p[2]), MIN (p[4], p[6]));
  x1 = MAX (MAX (p[0], p[2]), MAX (p[4], p[6]));
  y0 = MIN (MIN (p[1], p[3]), MIN (p[5], p[7]));
  y1 = MAX (MAX (p[1], p[3]), MAX (p[5], p[7]));
  if (y1 - y0 > HEAT_BAR_MAX_HEIGHT)
    return FALSE;

  graphene_rect_init (rect, x0, y0, x1 - x0, y1 - y0);
  return TRUE;
}

void
_gp_graph_view_clear_overlays (GpGraphView *self)
{
  g_clear_pointer (&self->cursor_overlay, gp_layout_overlay_free);
  g_clear_pointer (&self->run_overlay, gp_layout_overlay_free);
  g_hash_table_remove_all (self->cursor_layouts);
  self->cursor_overlay_window = -1;
  _gp_graph_view_clear_holdings (self);
}

const GpLayoutOverlay *
_gp_graph_view_get_cursor_overlay (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  GpSession *session;
  GpSeries *series;
  int cursor;

  if (document == NULL || view_state == NULL)
    return NULL;

  cursor = gp_view_state_get_cursor_window (view_state);
  session = gp_document_get_session (document);
  series = session != NULL ? gp_session_get_series (session) : NULL;
  if (cursor < 0 || series == NULL || (guint) cursor >= gp_series_get_n_windows (series))
    return NULL;

  if (self->cursor_overlay == NULL || self->cursor_overlay_window != cursor)
    {
      g_clear_pointer (&self->cursor_overlay, gp_layout_overlay_free);
      g_hash_table_remove_all (self->cursor_layouts);
      self->cursor_overlay = gp_layout_overlay_new_for_window (session, cursor);
      self->cursor_overlay_window = cursor;
    }

  return self->cursor_overlay;
}

/* The whole run's values and finding marks; empty (no values yet) while
 * the document loads. */
const GpLayoutOverlay *
_gp_graph_view_get_run_overlay (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpAnalysis *analysis;

  if (self->run_overlay == NULL && document != NULL)
    {
      analysis = gp_document_get_analysis (document);
      self->run_overlay = analysis != NULL
                          ? gp_layout_overlay_new_for_analysis (analysis,
                                                                gp_document_get_findings (document))
                          : gp_layout_overlay_new ();
    }

  return self->run_overlay;
}

static const GpLayoutOverlay *
shown_overlay (GpGraphView *self)
{
  const GpLayoutOverlay *overlay = _gp_graph_view_get_cursor_overlay (self);

  return overlay != NULL ? overlay : _gp_graph_view_get_run_overlay (self);
}

/* Idle (whole run), as the layout would have drawn it. */
static gboolean
is_idle (GpGraphView *self,
         const char  *element_id)
{
  const GpLayoutOverlay *run = _gp_graph_view_get_run_overlay (self);
  const GpLayoutElementValues *values = run != NULL ? gp_layout_overlay_get_element (run, element_id) : NULL;

  return values != NULL && values->idle;
}

static char *
p95_text (const GpLayoutElementValues *values,
          gboolean                     idle)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if ((values == NULL || isnan (values->proc_ms_p95)) && idle)
    return g_strdup ("idle");
  if (values == NULL || isnan (values->proc_ms_p95))
    return g_strdup ("p95 —");

  return g_strdup_printf ("p95 %s ms", g_ascii_formatd (buf, sizeof buf, "%.1f", values->proc_ms_p95));
}

static char *
fps_text (const GpLayoutLinkValues *values)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (values == NULL || isnan (values->fps))
    return g_strdup ("— fps");

  return g_strdup_printf ("%s fps", g_ascii_formatd (buf, sizeof buf, "%.0f", values->fps));
}

static void
heat_color (double       heat,
            GpXdotColor *color)
{
  char text[8];

  if (!gp_xdot_color_parse (gp_layout_heat_color (heat, text), color))
    *color = (GpXdotColor) { 0.5f, 0.5f, 0.5f, 1.0f };
}

PangoLayout *
_gp_graph_view_cursor_text (GpGraphView      *self,
                            const GpXdotItem *item,
                            const GpXdotOp   *op,
                            double           *x,
                            GpXdotColor      *color)
{
  const GpLayoutOverlay *overlay = shown_overlay (self);
  g_autofree char *text = NULL;
  PangoLayout *layout;

  if (overlay == NULL)
    return NULL;

  *color = op->pen;
  if (item->kind == GP_XDOT_ITEM_NODE && is_p95_text (op))
    {
      const GpLayoutElementValues *values = gp_layout_overlay_get_element (overlay, item->id);

      text = p95_text (values, is_idle (self, item->id));
      if (values != NULL && !isnan (values->heat))
        heat_color (values->heat, color);
    }
  else if (item->kind == GP_XDOT_ITEM_EDGE && is_fps_text (op))
    text = fps_text (gp_layout_overlay_get_link (overlay, item->id));
  else
    return NULL;

  layout = g_hash_table_lookup (self->cursor_layouts, op);
  if (layout == NULL || g_strcmp0 (pango_layout_get_text (layout), text) != 0)
    {
      layout = _gp_graph_view_make_layout (self, text, op->font_family, op->font_size,
                                           (op->font_flags & GP_XDOT_FONT_BOLD) != 0,
                                           (op->font_flags & GP_XDOT_FONT_ITALIC) != 0);
      g_hash_table_insert (self->cursor_layouts, (gpointer) op, layout);
    }

  /* Centred where the whole-run text was, whatever its new width. */
  switch (op->align)
    {
    case GP_XDOT_ALIGN_LEFT:
      *x = op->points[0] + op->text_width / 2;
      break;

    case GP_XDOT_ALIGN_RIGHT:
      *x = op->points[0] - op->text_width / 2;
      break;

    case GP_XDOT_ALIGN_CENTER:
    default:
      *x = op->points[0];
      break;
    }

  return layout;
}

gboolean
_gp_graph_view_cursor_rect (GpGraphView      *self,
                            const GpXdotItem *item,
                            const GpXdotOp   *op,
                            graphene_rect_t  *rect,
                            GpXdotColor      *color)
{
  const GpLayoutOverlay *overlay;
  const GpLayoutElementValues *values;
  const GpXdotOp *first = NULL, *second = NULL;
  graphene_rect_t a = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  graphene_rect_t b = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  graphene_rect_t r;
  double total, hot;

  if (item->kind != GP_XDOT_ITEM_NODE || (overlay = shown_overlay (self)) == NULL)
    return FALSE;

  /* The heat bar: the node's first two low boxes, hot part then the rest. */
  for (guint i = 0; i < item->ops->len && second == NULL; i++)
    {
      const GpXdotOp *candidate = g_ptr_array_index (item->ops, i);

      if (!bar_rect (candidate, &r))
        continue;
      if (first == NULL)
        {
          first = candidate;
          a = r;
        }
      else
        {
          second = candidate;
          b = r;
        }
    }

  if (second == NULL || (op != first && op != second))
    return FALSE;

  values = gp_layout_overlay_get_element (overlay, item->id);
  total = b.origin.x + b.size.width - a.origin.x;
  hot = values == NULL || isnan (values->share) ? 0 : CLAMP (values->share, 0.01, 0.99) * total;

  if (op == first)
    {
      graphene_rect_init (rect, a.origin.x, a.origin.y, hot, a.size.height);
      heat_color (values != NULL ? values->heat : NAN, color);
    }
  else
    {
      graphene_rect_init (rect, a.origin.x + hot, b.origin.y, total - hot, b.size.height);
      *color = op->fill;
    }

  return TRUE;
}

gboolean
_gp_graph_view_is_stalled_text (const GpXdotOp *op)
{
  return op->shape == GP_XDOT_SHAPE_TEXT && g_strcmp0 (op->text, "stalled") == 0;
}

static gboolean
laid_out_stalled (const GpXdotItem *item)
{
  for (guint i = 0; i < item->ops->len; i++)
    if (_gp_graph_view_is_stalled_text (g_ptr_array_index (item->ops, i)))
      return TRUE;

  return FALSE;
}

static void
parse_color (const char  *text,
             GpXdotColor *color)
{
  if (!gp_xdot_color_parse (text, color))
    *color = (GpXdotColor) { 0.5f, 0.5f, 0.5f, 1.0f };
}

/* The stall marking of the shown values: the whole run's interior stall,
 * or at the cursor the windows of one (gp_analysis_stalled_at()): red and
 * dashed then, else the memory domain's colour. */
gboolean
_gp_graph_view_edge_style (GpGraphView      *self,
                           const GpXdotItem *item,
                           GpGraphEdgeStyle *style)
{
  const GpLayoutOverlay *overlay;
  const GpLayoutLinkValues *values;
  gpointer memory_plus_one;
  GpMemory memory;
  GpXdotColor base;

  if (item->kind != GP_XDOT_ITEM_EDGE || (overlay = shown_overlay (self)) == NULL)
    return FALSE;

  values = gp_layout_overlay_get_link (overlay, item->id);
  memory_plus_one = g_hash_table_lookup (self->link_memory, item->id);
  memory = memory_plus_one != NULL ? (GpMemory) (GPOINTER_TO_INT (memory_plus_one) - 1) : GP_MEMORY_UNKNOWN;
  parse_color (gp_layout_memory_color (memory), &base);

  style->stalled = values != NULL && values->stalled;
  if (laid_out_stalled (item))
    parse_color (GP_LAYOUT_COLOR_HIGH, &style->laid_out);
  else
    style->laid_out = base;

  if (style->stalled)
    {
      parse_color (GP_LAYOUT_COLOR_HIGH, &style->color);
      style->line = GP_XDOT_LINE_DASHED;
    }
  else
    {
      style->color = base;
      style->line = memory == GP_MEMORY_UNKNOWN ? GP_XDOT_LINE_DASHED : GP_XDOT_LINE_SOLID;
    }

  return TRUE;
}

gboolean
_gp_graph_view_node_style (GpGraphView      *self,
                           const GpXdotItem *item,
                           GpGraphNodeStyle *style)
{
  const GpLayoutOverlay *run;

  if (item->kind != GP_XDOT_ITEM_NODE || (run = _gp_graph_view_get_run_overlay (self)) == NULL)
    return FALSE;

  style->idle = is_idle (self, item->id);
  style->mark = gp_layout_overlay_get_element_mark (run, item->id);
  if (style->mark.marked)
    parse_color (style->mark.severity == GP_SEVERITY_HIGH ? GP_LAYOUT_COLOR_HIGH :
                 style->mark.severity == GP_SEVERITY_MEDIUM ? GP_LAYOUT_COLOR_MEDIUM :
                 GP_LAYOUT_COLOR_INFO, &style->mark_color);

  return style->idle || style->mark.marked;
}

gboolean
_gp_graph_view_edge_mark (GpGraphView      *self,
                          const GpXdotItem *item,
                          GpXdotColor      *color)
{
  const GpLayoutOverlay *run;
  GpLayoutMark mark;

  if (item->kind != GP_XDOT_ITEM_EDGE || (run = _gp_graph_view_get_run_overlay (self)) == NULL)
    return FALSE;

  mark = gp_layout_overlay_get_link_mark (run, item->id);
  if (!mark.marked)
    return FALSE;

  parse_color (mark.severity == GP_SEVERITY_HIGH ? GP_LAYOUT_COLOR_HIGH :
               mark.severity == GP_SEVERITY_MEDIUM ? GP_LAYOUT_COLOR_MEDIUM :
               GP_LAYOUT_COLOR_INFO, color);
  return TRUE;
}

gboolean
gp_graph_view_get_link_stalled (GpGraphView *self,
                                const char  *link_id)
{
  const GpLayoutOverlay *overlay;
  const GpLayoutLinkValues *values;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), FALSE);
  g_return_val_if_fail (link_id != NULL, FALSE);

  if ((overlay = shown_overlay (self)) == NULL ||
      (values = gp_layout_overlay_get_link (overlay, link_id)) == NULL)
    return FALSE;

  return values->stalled;
}

double
_gp_graph_view_cursor_line_width (GpGraphView      *self,
                                  const GpXdotItem *item)
{
  const GpLayoutOverlay *overlay;
  const GpLayoutLinkValues *values;

  if (item->kind != GP_XDOT_ITEM_EDGE || (overlay = shown_overlay (self)) == NULL ||
      (values = gp_layout_overlay_get_link (overlay, item->id)) == NULL)
    return -1;

  return gp_layout_edge_width (values->bytes_s);
}

double
gp_graph_view_get_element_p95 (GpGraphView *self,
                               const char  *element_id)
{
  const GpLayoutOverlay *overlay;
  const GpLayoutElementValues *values;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NAN);
  g_return_val_if_fail (element_id != NULL, NAN);

  if ((overlay = shown_overlay (self)) == NULL ||
      (values = gp_layout_overlay_get_element (overlay, element_id)) == NULL)
    return NAN;

  return values->proc_ms_p95;
}

double
gp_graph_view_get_link_fps (GpGraphView *self,
                            const char  *link_id)
{
  const GpLayoutOverlay *overlay;
  const GpLayoutLinkValues *values;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NAN);
  g_return_val_if_fail (link_id != NULL, NAN);

  if ((overlay = shown_overlay (self)) == NULL ||
      (values = gp_layout_overlay_get_link (overlay, link_id)) == NULL)
    return NAN;

  return values->fps;
}

char *
gp_graph_view_dup_element_label (GpGraphView *self,
                                 const char  *element_id)
{
  const GpXdotGraph *layout;
  const GpXdotItem *item;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);
  g_return_val_if_fail (element_id != NULL, NULL);

  if ((layout = _gp_graph_view_get_layout (self)) == NULL ||
      (item = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, element_id)) == NULL)
    return NULL;

  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);
      PangoLayout *text;
      GpXdotColor color;
      double x;

      if (!is_p95_text (op))
        continue;
      text = _gp_graph_view_cursor_text (self, item, op, &x, &color);

      return g_strdup (text != NULL ? pango_layout_get_text (text) : op->text);
    }

  return NULL;
}
