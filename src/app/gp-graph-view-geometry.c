/* gp-graph-view-geometry.c: coordinates, scrolling, zoom, hit testing
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

/* Part of GpGraphView: graph points ↔ widget pixels (the graph centred when smaller than the
 * widget), the scroll adjustments, zoom around a point and to the selection, hit testing through
 * core/render's item distances, and the first view of a document: the whole pipeline when it fits
 * at a readable zoom (GP_GRAPH_VIEW_READABLE_ZOOM, at most 100%), else that zoom on the top
 * finding's targets (chosen again when the findings come in after the graph, unless the user moved
 * the view since), else from the sources; what --element or --finding named is brought into view
 * instead. */

#include "config.h"

#include <math.h>

#include "gp-graph-view-private.h"

#define FIT_ZOOM_MAX 1.5
#define EDGE_HIT_PX 6.0
/* Zoom to selection: the node with about its size again on each side,
 * never below readable nor above this. */
#define SELECTION_ZOOM_MAX 2.0

double
_gp_graph_view_scale (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  return gp_view_state_get_zoom (view_state) * GP_GRAPH_VIEW_PX_PER_PT;
}

static void
content_size (GpGraphView *self,
              double      *width,
              double      *height)
{
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  double scale = _gp_graph_view_scale (self);

  *width = layout != NULL ? (gp_xdot_graph_get_width (layout) + 2 * GP_GRAPH_VIEW_PAD) * scale : 0;
  *height = layout != NULL ? (gp_xdot_graph_get_height (layout) + 2 * GP_GRAPH_VIEW_PAD) * scale +
                             self->top_inset
                           : 0;
}

int
_gp_graph_view_room_height (GpGraphView *self)
{
  return MAX (gtk_widget_get_height (GTK_WIDGET (self)) - self->top_inset, 1);
}

double
_gp_graph_view_middle_y (GpGraphView *self)
{
  return self->top_inset + _gp_graph_view_room_height (self) / 2.0;
}

/* Widget coordinates of the graph's content origin (the top-left corner of
 * the padded bounding box): centred below the top inset when smaller than
 * the widget; scrolled, the inset is the content's first pixels (the graph
 * starts below the legend and may pass under it). */
void
_gp_graph_view_origin (GpGraphView *self,
                       double      *ox,
                       double      *oy)
{
  double cw, ch;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  content_size (self, &cw, &ch);
  *ox = cw < width ? (width - cw) / 2.0 : -gtk_adjustment_get_value (self->hadjustment);
  *oy = self->top_inset + (ch < height ? (height - ch) / 2.0 : -gtk_adjustment_get_value (self->vadjustment));
}

void
_gp_graph_view_rect_to_widget (GpGraphView           *self,
                               const graphene_rect_t *layout,
                               graphene_rect_t       *widget)
{
  double scale = _gp_graph_view_scale (self);
  double ox, oy;

  _gp_graph_view_origin (self, &ox, &oy);
  graphene_rect_init (widget,
                      (layout->origin.x + GP_GRAPH_VIEW_PAD) * scale + ox,
                      (layout->origin.y + GP_GRAPH_VIEW_PAD) * scale + oy,
                      layout->size.width * scale,
                      layout->size.height * scale);
}

static void
widget_to_content (GpGraphView *self,
                   double       wx,
                   double       wy,
                   double      *cx,
                   double      *cy)
{
  double scale = _gp_graph_view_scale (self);
  double ox, oy;

  _gp_graph_view_origin (self, &ox, &oy);
  *cx = (wx - ox) / scale - GP_GRAPH_VIEW_PAD;
  *cy = (wy - oy) / scale - GP_GRAPH_VIEW_PAD;
}

void
_gp_graph_view_configure_adjustments (GpGraphView *self,
                                      double       hvalue,
                                      double       vvalue)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double cw, ch;

  content_size (self, &cw, &ch);
  cw = MAX (cw, width);
  ch = MAX (ch, height);
  hvalue = CLAMP (hvalue, 0, cw - width);
  vvalue = CLAMP (vvalue, 0, ch - height);

  gtk_adjustment_configure (self->hadjustment, hvalue, 0, cw, width * 0.1, width * 0.9, width);
  gtk_adjustment_configure (self->vadjustment, vvalue, 0, ch, height * 0.1, height * 0.9, height);
}

/* Scroll values that put content point (@cx, @cy) at widget point (@wx, @wy). */
static void
scroll_to_anchor (GpGraphView *self,
                  double       cx,
                  double       cy,
                  double       wx,
                  double       wy)
{
  double scale = _gp_graph_view_scale (self);

  _gp_graph_view_configure_adjustments (self,
                                        (cx + GP_GRAPH_VIEW_PAD) * scale - wx,
                                        (cy + GP_GRAPH_VIEW_PAD) * scale + self->top_inset - wy);
}

static GpXdotRect
union_rect (GpXdotRect a,
            GpXdotRect b,
            gboolean   a_empty)
{
  GpXdotRect r;

  if (a_empty)
    return b;

  r.x = MIN (a.x, b.x);
  r.y = MIN (a.y, b.y);
  r.width = MAX (a.x + a.width, b.x + b.width) - r.x;
  r.height = MAX (a.y + a.height, b.y + b.height) - r.y;

  return r;
}

/* Zooms out if needed so that @rect fits, then centres it when it is not
 * already fully visible. */
static void
reveal_rect (GpGraphView *self,
             GpXdotRect   rect,
             gboolean     always_center)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int room = _gp_graph_view_room_height (self);
  double margin = 32.0;
  double scale, ox, oy, x0, y0, x1, y1;

  /* Not allocated yet, or the first view of a new document still to be
   * made: the reveal follows it (size_allocate). */
  if (width <= 1 || height <= 1 || self->fit_pending)
    {
      self->reveal_pending = TRUE;
      return;
    }
  /* What was asked for is the view now, not a first view chosen for it. */
  self->first_view_auto = FALSE;

  scale = _gp_graph_view_scale (self);
  if (rect.width * scale > width - 2 * margin || rect.height * scale > room - 2 * margin)
    {
      double fit = MIN ((width - 2 * margin) / MAX (rect.width, 1.0),
                        (room - 2 * margin) / MAX (rect.height, 1.0)) / GP_GRAPH_VIEW_PX_PER_PT;

      self->has_anchor = FALSE;
      fit = MIN (gp_view_state_get_zoom (view_state), fit);
      gp_view_state_set_zoom (view_state, fit);
      scale = _gp_graph_view_scale (self);
      always_center = TRUE;
    }

  _gp_graph_view_origin (self, &ox, &oy);
  x0 = (rect.x + GP_GRAPH_VIEW_PAD) * scale + ox;
  y0 = (rect.y + GP_GRAPH_VIEW_PAD) * scale + oy;
  x1 = x0 + rect.width * scale;
  y1 = y0 + rect.height * scale;

  if (always_center || x0 < margin || y0 < self->top_inset + margin || x1 > width - margin ||
      y1 > height - margin)
    scroll_to_anchor (self, rect.x + rect.width / 2, rect.y + rect.height / 2,
                      width / 2.0, _gp_graph_view_middle_y (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_gp_graph_view_reveal_highlight (GpGraphView *self)
{
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  GpXdotRect rect = { 0 };
  gboolean empty = TRUE;

  self->reveal_pending = FALSE;

  if (layout == NULL)
    return;

  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);

      if (_gp_graph_view_is_highlighted (self, item))
        {
          rect = union_rect (rect, item->bounds, empty);
          empty = FALSE;
        }
    }

  if (!empty)
    reveal_rect (self, rect, TRUE);
}

void
_gp_graph_view_reveal_element (GpGraphView *self,
                               const char  *element_id)
{
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  const GpXdotItem *item;

  if (layout == NULL || element_id == NULL)
    return;

  item = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, element_id);
  if (item != NULL)
    reveal_rect (self, item->bounds, FALSE);
}

/* What asked to be shown before the view could (a focused finding, else
 * the selected element, e.g. `--finding`, `--element`): shown now. */
void
_gp_graph_view_reveal_pending (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  self->reveal_pending = FALSE;

  if (g_hash_table_size (self->highlighted_elements) > 0 ||
      g_hash_table_size (self->highlighted_links) > 0)
    _gp_graph_view_reveal_highlight (self);
  else if (view_state != NULL)
    _gp_graph_view_reveal_element (self, gp_view_state_get_selected_element (view_state));
}

static double
fit_zoom (GpGraphView *self)
{
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = _gp_graph_view_room_height (self);
  double w, h;

  if (layout == NULL || width <= 1 || height <= 1)
    return 1.0;

  w = gp_xdot_graph_get_width (layout) + 2 * GP_GRAPH_VIEW_PAD;
  h = gp_xdot_graph_get_height (layout) + 2 * GP_GRAPH_VIEW_PAD;

  return MIN (width / w, height / h) / GP_GRAPH_VIEW_PX_PER_PT;
}

/* Content y of the middle of the sources: the column of nodes at the
 * graph's left (graphviz lays a pipeline out left to right, one rank per
 * column, a rank's nodes sharing their centre x). */
static gboolean
sources_middle (const GpXdotGraph *layout,
                double            *cy)
{
  double left = G_MAXDOUBLE, top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE;
  guint n = gp_xdot_graph_get_n_items (layout);

  for (guint i = 0; i < n; i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);

      if (item->kind == GP_XDOT_ITEM_NODE)
        left = MIN (left, item->bounds.x + item->bounds.width / 2);
    }
  if (left == G_MAXDOUBLE)
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);

      if (item->kind == GP_XDOT_ITEM_NODE && item->bounds.x + item->bounds.width / 2 <= left + 1.0)
        {
          top = MIN (top, item->bounds.y);
          bottom = MAX (bottom, item->bounds.y + item->bounds.height);
        }
    }
  *cy = (top + bottom) / 2;

  return TRUE;
}

/* The bounds of the top finding's target elements (of its links when it
 * names no element drawn); FALSE without one (a document not complete has
 * no findings yet). */
static gboolean
top_finding_targets (GpGraphView *self,
                     GpXdotRect  *rect)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  const GpFinding *finding;
  gboolean empty = TRUE;

  if (document == NULL || layout == NULL || !gp_document_get_complete (document) ||
      (finding = gp_document_get_top_finding (document)) == NULL)
    return FALSE;

  for (guint pass = 0; pass < 2 && empty; pass++)
    {
      GPtrArray *ids = pass == 0 ? finding->target_elements : finding->target_links;
      GpXdotItemKind kind = pass == 0 ? GP_XDOT_ITEM_NODE : GP_XDOT_ITEM_EDGE;

      for (guint i = 0; i < ids->len; i++)
        {
          const char *id = g_ptr_array_index (ids, i);
          const GpXdotItem *item = gp_xdot_graph_lookup (layout, kind,
                                                         pass == 0 ? _gp_graph_view_shown_id (self, id) : id);

          if (item == NULL)
            continue;
          *rect = union_rect (*rect, item->bounds, empty);
          empty = FALSE;
        }
    }

  return !empty;
}

/* The first view of a document: the whole pipeline when it fits at a
 * readable zoom (never above 100%), else the readable floor on the top
 * finding's targets or, without one, with the sources at the left edge,
 * the rest a scroll away. */
void
_gp_graph_view_apply_initial_zoom (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  double zoom = MIN (fit_zoom (self), 1.0);
  GpXdotRect targets = { 0 };
  double cy;

  self->fit_pending = FALSE;
  self->has_anchor = FALSE;
  self->first_view_auto = !gp_document_get_complete (gp_view_get_document (GP_VIEW (self)));

  if (zoom >= GP_GRAPH_VIEW_READABLE_ZOOM || layout == NULL)
    {
      gp_view_state_set_zoom (view_state, zoom);
      _gp_graph_view_configure_adjustments (self, 0, 0);
      return;
    }

  gp_view_state_set_zoom (view_state, GP_GRAPH_VIEW_READABLE_ZOOM);
  if (top_finding_targets (self, &targets))
    {
      scroll_to_anchor (self, targets.x + targets.width / 2, targets.y + targets.height / 2,
                        gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                        _gp_graph_view_middle_y (self));
      return;
    }
  if (!sources_middle (layout, &cy))
    cy = gp_xdot_graph_get_height (layout) / 2;
  /* Content x −PAD (the padded box's left edge) at the widget's left. */
  scroll_to_anchor (self, -GP_GRAPH_VIEW_PAD, cy, 0, _gp_graph_view_middle_y (self));
}

void
_gp_graph_view_user_moved (GpGraphView *self)
{
  self->first_view_auto = FALSE;
}

void
_gp_graph_view_zoom_at (GpGraphView *self,
                        double       zoom,
                        double       wx,
                        double       wy)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  _gp_graph_view_user_moved (self);
  widget_to_content (self, wx, wy, &self->anchor_cx, &self->anchor_cy);
  self->anchor_wx = wx;
  self->anchor_wy = wy;
  self->has_anchor = TRUE;
  gp_view_state_set_zoom (view_state, zoom);
  self->has_anchor = FALSE;
}

static void
zoom_centered (GpGraphView *self,
               double       zoom)
{
  _gp_graph_view_zoom_at (self, zoom,
                          gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                          _gp_graph_view_middle_y (self));
}

void
gp_graph_view_zoom_in (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  zoom_centered (self, gp_view_state_get_zoom (view_state) * GP_GRAPH_VIEW_ZOOM_STEP);
}

void
gp_graph_view_zoom_out (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  zoom_centered (self, gp_view_state_get_zoom (view_state) / GP_GRAPH_VIEW_ZOOM_STEP);
}

void
gp_graph_view_zoom_reset (GpGraphView *self)
{
  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  zoom_centered (self, 1.0);
}

void
gp_graph_view_zoom_fit (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  _gp_graph_view_user_moved (self);
  self->has_anchor = FALSE;
  gp_view_state_set_zoom (view_state, MIN (fit_zoom (self), FIT_ZOOM_MAX));
  _gp_graph_view_configure_adjustments (self, 0, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* @zoom with content point (@cx, @cy) at the widget's centre. */
static void
zoom_on_content (GpGraphView *self,
                 double       zoom,
                 double       cx,
                 double       cy)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  double wx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double wy = _gp_graph_view_middle_y (self);

  _gp_graph_view_user_moved (self);
  self->anchor_cx = cx;
  self->anchor_cy = cy;
  self->anchor_wx = wx;
  self->anchor_wy = wy;
  self->has_anchor = TRUE;
  gp_view_state_set_zoom (view_state, zoom);
  self->has_anchor = FALSE;
  /* The same zoom notifies nothing: scrolled here all the same. */
  scroll_to_anchor (self, cx, cy, wx, wy);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gp_graph_view_zoom_to_selection (GpGraphView *self)
{
  GpViewState *view_state;
  const GpXdotGraph *layout;
  const GpXdotItem *item;
  const char *selected;
  int width, height;
  double zoom;

  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  view_state = gp_view_get_view_state (GP_VIEW (self));
  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = _gp_graph_view_room_height (self);
  if ((layout = _gp_graph_view_get_layout (self)) == NULL ||
      (selected = gp_view_state_get_selected_element (view_state)) == NULL ||
      (item = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, selected)) == NULL ||
      width <= 1 || height <= 1)
    return;

  zoom = MIN (width / (3 * MAX (item->bounds.width, 1.0)),
              height / (3 * MAX (item->bounds.height, 1.0))) / GP_GRAPH_VIEW_PX_PER_PT;
  zoom = CLAMP (zoom, GP_GRAPH_VIEW_READABLE_ZOOM, SELECTION_ZOOM_MAX);
  zoom_on_content (self, zoom, item->bounds.x + item->bounds.width / 2,
                   item->bounds.y + item->bounds.height / 2);
}

gboolean
gp_graph_view_get_visible_area (GpGraphView     *self,
                                graphene_rect_t *area)
{
  double scale, ox, oy;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), FALSE);
  g_return_val_if_fail (area != NULL, FALSE);

  if (_gp_graph_view_get_layout (self) == NULL)
    return FALSE;

  scale = _gp_graph_view_scale (self);
  _gp_graph_view_origin (self, &ox, &oy);
  graphene_rect_init (area,
                      -ox / scale - GP_GRAPH_VIEW_PAD, -oy / scale - GP_GRAPH_VIEW_PAD,
                      gtk_widget_get_width (GTK_WIDGET (self)) / scale,
                      gtk_widget_get_height (GTK_WIDGET (self)) / scale);
  return TRUE;
}

void
gp_graph_view_center_on (GpGraphView *self,
                         double       x,
                         double       y)
{
  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  if (_gp_graph_view_get_layout (self) == NULL)
    return;

  _gp_graph_view_user_moved (self);
  scroll_to_anchor (self, x, y,
                    gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                    _gp_graph_view_middle_y (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_gp_graph_view_zoom_changed (GpGraphView *self)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  if (self->has_anchor)
    scroll_to_anchor (self, self->anchor_cx, self->anchor_cy, self->anchor_wx, self->anchor_wy);
  else
    _gp_graph_view_configure_adjustments (self,
                                          gtk_adjustment_get_value (self->hadjustment),
                                          gtk_adjustment_get_value (self->vadjustment));

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
gp_graph_view_element_at (GpGraphView *self,
                          double       x,
                          double       y)
{
  const GpXdotGraph *layout;
  double cx, cy;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  if ((layout = _gp_graph_view_get_layout (self)) == NULL)
    return NULL;

  widget_to_content (self, x, y, &cx, &cy);
  for (guint i = gp_xdot_graph_get_n_items (layout); i > 0; i--)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i - 1);

      if (item->kind == GP_XDOT_ITEM_NODE && gp_xdot_item_distance (item, cx, cy) <= 0.0)
        return item->id;
    }

  return NULL;
}

/* The innermost bin's frame at widget (@x, @y): clusters come outer first. */
const GpXdotItem *
_gp_graph_view_cluster_at (GpGraphView *self,
                           double       x,
                           double       y)
{
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  const GpXdotItem *inner = NULL;
  double cx, cy;

  if (layout == NULL)
    return NULL;

  widget_to_content (self, x, y, &cx, &cy);
  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);

      if (item->kind == GP_XDOT_ITEM_CLUSTER && gp_xdot_item_distance (item, cx, cy) <= 0.0)
        inner = item;
    }

  return inner;
}

const GpXdotItem *
_gp_graph_view_item_at (GpGraphView *self,
                        double       x,
                        double       y)
{
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  const GpXdotItem *best = NULL;
  double best_distance = G_MAXDOUBLE;
  double scale, cx, cy;

  if (layout == NULL)
    return NULL;

  scale = _gp_graph_view_scale (self);
  widget_to_content (self, x, y, &cx, &cy);

  for (guint i = gp_xdot_graph_get_n_items (layout); i > 0; i--)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i - 1);

      if (item->kind == GP_XDOT_ITEM_NODE && gp_xdot_item_distance (item, cx, cy) <= 0.0)
        return item;
    }

  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
      double distance;

      if (item->kind != GP_XDOT_ITEM_EDGE)
        continue;

      distance = gp_xdot_item_distance (item, cx, cy);
      if (distance * scale <= EDGE_HIT_PX && distance < best_distance)
        {
          best = item;
          best_distance = distance;
        }
    }

  return best;
}

gboolean
gp_graph_view_get_element_area (GpGraphView     *self,
                                const char      *element_id,
                                graphene_rect_t *area)
{
  const GpXdotGraph *layout;
  const GpXdotItem *item;
  double scale, ox, oy;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), FALSE);
  g_return_val_if_fail (element_id != NULL, FALSE);
  g_return_val_if_fail (area != NULL, FALSE);

  if ((layout = _gp_graph_view_get_layout (self)) == NULL ||
      (item = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, element_id)) == NULL)
    return FALSE;

  scale = _gp_graph_view_scale (self);
  _gp_graph_view_origin (self, &ox, &oy);
  graphene_rect_init (area,
                      (item->bounds.x + GP_GRAPH_VIEW_PAD) * scale + ox,
                      (item->bounds.y + GP_GRAPH_VIEW_PAD) * scale + oy,
                      item->bounds.width * scale,
                      item->bounds.height * scale);

  return TRUE;
}
