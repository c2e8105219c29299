/* gp-graph-view-holdings.c: what each element holds, as a badge on its node
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

/* Part of GpGraphView: the leak hunt on the graph. At the time cursor's window (or the end of the
 * run when there is none) each element that holds buffers gets a badge astride its node's top
 * right corner saying how much: bytes when known, else buffers, "≈" when the whereabouts were
 * estimated from the stock tracers. The rows are the core's GpHoldings for that window, the ones
 * `gst-profile buffers` prints. The heavier the holding against the run's
 * heaviest, the larger and warmer the badge (grey to orange to red) and the stronger the halo
 * round its node: a scale, so that 1.2 GB in one queue stands out from 40 kB in another. Built
 * once per shown window, drawn over everything else. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-graph-view-private.h"
#include "gp-holdings.h"
#include "gp-memory-format.h"
#include "gp-time-format.h"

/* Graph points: the lightest holding's badge font, and how much the
 * heaviest's grows. */
#define HOLDING_FONT_MIN 7.0
#define HOLDING_FONT_GROWTH 4.0
#define HOLDING_PAD_X 3.0
/* Halos round nodes whose holding weighs at least this. */
#define HOLDING_HALO_MIN 0.15

typedef struct
{
  const GpXdotItem *item;
  char             *text;
  GpHolding         holding;    /* the core's row (strings the session's) */
  guint             window;
  double            weight;     /* 0..1 */
  double            font_size;
  graphene_rect_t   rect;       /* graph points */
  GdkRGBA           color;
  PangoLayout      *layout;
} HoldingGeometry;

static void
holding_geometry_clear (gpointer data)
{
  HoldingGeometry *geometry = data;

  g_clear_pointer (&geometry->text, g_free);
  g_clear_object (&geometry->layout);
}

/* The run's heaviest holding, bytes and buffers apart. */
static void
run_peaks (GpSession *session,
           double    *bytes,
           double    *buffers)
{
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GPtrArray) keys = gp_series_element_keys (series);

  *bytes = 0;
  *buffers = 0;
  for (guint i = 0; i < keys->len; i++)
    {
      GpElementSeries *element = gp_series_lookup_element (series, keys->pdata[i]);

      for (guint w = 0; w < gp_series_get_n_windows (series); w++)
        {
          double b = gp_column_get (element->held_bytes, w);
          double n = gp_column_get (element->held_buffers, w);

          if (gp_is_null (n))
            n = gp_column_get (element->queue_level, w);
          if (!gp_is_null (b))
            *bytes = MAX (*bytes, b);
          if (!gp_is_null (n))
            *buffers = MAX (*buffers, n);
        }
    }
}

/* Grey (light) through orange to red (heaviest). */
static void
weight_color (double   weight,
              GdkRGBA *color)
{
  const GdkRGBA grey = { 0.47f, 0.46f, 0.48f, 1 };     /* #77767b */
  const GdkRGBA orange = { 0.90f, 0.38f, 0.0f, 1 };    /* #e66100 */
  const GdkRGBA red = { 0.75f, 0.11f, 0.16f, 1 };      /* #c01c28 */
  const GdkRGBA *a = weight < 0.5 ? &grey : &orange;
  const GdkRGBA *b = weight < 0.5 ? &orange : &red;
  float f = (float) (weight < 0.5 ? weight * 2 : (weight - 0.5) * 2);

  color->red = a->red + f * (b->red - a->red);
  color->green = a->green + f * (b->green - a->green);
  color->blue = a->blue + f * (b->blue - a->blue);
  color->alpha = 1;
}

static int
shown_window (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  return view_state != NULL ? gp_view_state_get_cursor_window (view_state) : -1;
}

static const GArray *
get_holdings (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  int cursor = shown_window (self);
  g_autoptr(GpHoldings) holdings = NULL;
  g_autoptr(GHashTable) rows = NULL;
  GpSession *session;
  GpSeries *series;
  double peak_bytes, peak_buffers;
  guint window;

  if (self->holdings != NULL && self->holdings_window == cursor)
    return self->holdings;

  g_clear_pointer (&self->holdings, g_array_unref);
  self->holdings = g_array_new (FALSE, TRUE, sizeof (HoldingGeometry));
  g_array_set_clear_func (self->holdings, holding_geometry_clear);
  self->holdings_window = cursor;
  if (document == NULL || layout == NULL || (session = gp_document_get_session (document)) == NULL)
    return self->holdings;

  /* The cursor's window, else the last with anything held. */
  series = gp_session_get_series (session);
  if (cursor >= 0 && (guint) cursor < gp_series_get_n_windows (series))
    window = (guint) cursor;
  else if (!gp_holdings_last_window (session, &window))
    return self->holdings;

  holdings = gp_holdings_new (session, window);
  rows = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < holdings->rows->len; i++)
    {
      GpHolding *row = &g_array_index (holdings->rows, GpHolding, i);

      g_hash_table_insert (rows, (gpointer) row->element, row);
    }

  run_peaks (session, &peak_bytes, &peak_buffers);
  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
      HoldingGeometry geometry = { item, NULL };
      const GpHolding *row;
      double amount, peak, right, top, width, height;
      int text_width, text_height;

      if (item->kind != GP_XDOT_ITEM_NODE || item->id == NULL ||
          (row = g_hash_table_lookup (rows, item->id)) == NULL)
        continue;

      geometry.holding = *row;
      geometry.window = window;
      amount = !gp_is_null (row->bytes) ? row->bytes : row->buffers;
      peak = !gp_is_null (row->bytes) ? peak_bytes : peak_buffers;
      geometry.weight = peak > 0 ? CLAMP (sqrt (amount / peak), 0, 1) : 0;
      geometry.font_size = HOLDING_FONT_MIN + HOLDING_FONT_GROWTH * geometry.weight;
      geometry.text = gp_memory_format_holding (row);
      geometry.layout = _gp_graph_view_make_layout (self, geometry.text, "Sans", geometry.font_size,
                                                    TRUE, FALSE);
      weight_color (geometry.weight, &geometry.color);

      /* Astride the node's top right corner, over its frame. */
      pango_layout_get_size (geometry.layout, &text_width, &text_height);
      width = text_width / (double) PANGO_SCALE + 2 * HOLDING_PAD_X;
      height = text_height / (double) PANGO_SCALE + 1;
      right = item->bounds.x + item->bounds.width + 4;
      top = item->bounds.y - height / 2;
      graphene_rect_init (&geometry.rect, right - width, top, width, height);
      g_array_append_val (self->holdings, geometry);
    }

  return self->holdings;
}

void
_gp_graph_view_clear_holdings (GpGraphView *self)
{
  g_clear_pointer (&self->holdings, g_array_unref);
  self->holdings_window = -2;
}

static void
draw_halo (GtkSnapshot           *snapshot,
           const HoldingGeometry *geometry,
           double                 scale)
{
  const GpXdotRect *b = &geometry->item->bounds;
  double width = 1 + 2.5 * geometry->weight;
  double gap = 2.0;
  graphene_rect_t rect;
  GskRoundedRect outline;
  GdkRGBA color = geometry->color;
  float widths[4];
  GdkRGBA colors[4];

  color.alpha = (float) (0.3 + 0.5 * geometry->weight);
  for (guint i = 0; i < 4; i++)
    {
      widths[i] = (float) (width * scale);
      colors[i] = color;
    }
  graphene_rect_init (&rect, (b->x - gap - width) * scale, (b->y - gap - width) * scale,
                      (b->width + 2 * (gap + width)) * scale, (b->height + 2 * (gap + width)) * scale);
  gsk_rounded_rect_init_from_rect (&outline, &rect, (6.0 + gap + width) * scale);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
draw_badge (GtkSnapshot           *snapshot,
            const HoldingGeometry *geometry,
            double                 scale)
{
  const GdkRGBA white = { 1, 1, 1, 1 };
  graphene_rect_t rect;
  GskRoundedRect pill;
  int text_width, text_height;

  graphene_rect_init (&rect, geometry->rect.origin.x * scale, geometry->rect.origin.y * scale,
                      geometry->rect.size.width * scale, geometry->rect.size.height * scale);
  gsk_rounded_rect_init_from_rect (&pill, &rect, rect.size.height / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &geometry->color, &rect);
  gtk_snapshot_pop (snapshot);

  pango_layout_get_size (geometry->layout, &text_width, &text_height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, scale, scale);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (geometry->rect.origin.x +
                                                (geometry->rect.size.width - text_width / (double) PANGO_SCALE) / 2,
                                                geometry->rect.origin.y +
                                                (geometry->rect.size.height - text_height / (double) PANGO_SCALE) / 2));
  gtk_snapshot_append_layout (snapshot, geometry->layout, &white);
  gtk_snapshot_restore (snapshot);
}

void
_gp_graph_view_draw_holdings (GpGraphView           *self,
                              GtkSnapshot           *snapshot,
                              const graphene_rect_t *visible,
                              double                 scale)
{
  const GArray *holdings = get_holdings (self);

  /* Halos first, so that no halo crosses another node's badge; the
   * lightest badges first, the heaviest on top. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < holdings->len; i++)
      {
        const HoldingGeometry *geometry = &g_array_index (holdings, HoldingGeometry, i);
        gboolean dimmed;

        if (!graphene_rect_intersection (&geometry->rect, visible, NULL) && pass == 1)
          continue;
        if (pass == 0 && geometry->weight < HOLDING_HALO_MIN)
          continue;

        dimmed = _gp_graph_view_is_dimmed (self, geometry->item);
        if (dimmed)
          gtk_snapshot_push_opacity (snapshot, 0.35);
        if (pass == 0)
          draw_halo (snapshot, geometry, scale);
        else
          draw_badge (snapshot, geometry, scale);
        if (dimmed)
          gtk_snapshot_pop (snapshot);
      }
}

static const HoldingGeometry *
holding_at (GpGraphView *self,
            double       x,
            double       y)
{
  const GArray *holdings = get_holdings (self);
  double scale = _gp_graph_view_scale (self);
  double ox, oy, cx, cy;

  _gp_graph_view_origin (self, &ox, &oy);
  cx = (x - ox) / scale - GP_GRAPH_VIEW_PAD;
  cy = (y - oy) / scale - GP_GRAPH_VIEW_PAD;
  for (guint i = holdings->len; i > 0; i--)
    {
      const HoldingGeometry *geometry = &g_array_index (holdings, HoldingGeometry, i - 1);

      if (graphene_rect_contains_point (&geometry->rect, &GRAPHENE_POINT_INIT (cx, cy)))
        return geometry;
    }

  return NULL;
}

/* "queue1 holds ≈ 1.2 GB (8400 buffers), the oldest for 11.2 s · at 7.25 s". */
static char *
holding_description (GpGraphView           *self,
                     const HoldingGeometry *geometry)
{
  GpSeries *series = gp_session_get_series (gp_document_get_session (gp_view_get_document (GP_VIEW (self))));
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *at = gp_time_format_window (series, geometry->window);

  /* Translators: an element and what it holds, e.g. "queue1 holds 1.2 GB" */
  g_string_append_printf (text, _("%s holds %s"), geometry->item->id, geometry->text);
  if (!gp_is_null (geometry->holding.bytes) && !gp_is_null (geometry->holding.buffers))
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " (%.0f buffer)", " (%.0f buffers)",
                                               gp_memory_plural_count (geometry->holding.buffers)),
                            geometry->holding.buffers);
  if (!gp_is_null (geometry->holding.oldest_ms))
    {
      g_autofree char *age = gp_time_format (geometry->holding.oldest_ms / 1000.0, 0.1, FALSE);

      /* Translators: the age of the oldest buffer an element holds */
      g_string_append_printf (text, _(", the oldest for %s"), age);
    }
  /* Translators: when, e.g. " · at 7.25 s" */
  g_string_append_printf (text, _(" · at %s"), at);
  if (geometry->holding.source == GP_HOLDINGS_SOURCE_ESTIMATED)
    g_string_append (text, _("\nEstimated from the stock tracers’ pushes in and out"));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
_gp_graph_view_holding_tooltip_at (GpGraphView *self,
                                   double       x,
                                   double       y)
{
  const HoldingGeometry *geometry = holding_at (self, x, y);

  return geometry != NULL ? holding_description (self, geometry) : NULL;
}

char *
_gp_graph_view_dup_heaviest_holding (GpGraphView *self)
{
  const GArray *holdings = get_holdings (self);
  const HoldingGeometry *heaviest = NULL;

  for (guint i = 0; i < holdings->len; i++)
    {
      const HoldingGeometry *geometry = &g_array_index (holdings, HoldingGeometry, i);

      if (heaviest == NULL || geometry->weight > heaviest->weight)
        heaviest = geometry;
    }

  /* Translators: what the graph's heaviest holding is, "1.2 GB in queue1" */
  return heaviest != NULL ? g_strdup_printf (_("%s in %s"), heaviest->text, heaviest->item->id) : NULL;
}

guint
gp_graph_view_get_n_holding_badges (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), 0);

  return get_holdings (self)->len;
}

gboolean
gp_graph_view_get_holding_badge (GpGraphView         *self,
                                 guint                i,
                                 GpGraphHoldingBadge *badge)
{
  const GArray *holdings;
  const HoldingGeometry *geometry;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), FALSE);
  g_return_val_if_fail (badge != NULL, FALSE);

  holdings = get_holdings (self);
  if (i >= holdings->len)
    return FALSE;

  geometry = &g_array_index (holdings, HoldingGeometry, i);

  badge->element_id = geometry->item->id;
  badge->text = geometry->text;
  badge->weight = geometry->weight;
  badge->font_size = geometry->font_size;
  badge->bytes = geometry->holding.bytes;
  badge->buffers = geometry->holding.buffers;
  badge->oldest_ms = geometry->holding.oldest_ms;
  badge->estimated = geometry->holding.source == GP_HOLDINGS_SOURCE_ESTIMATED;
  badge->window = geometry->window;
  _gp_graph_view_rect_to_widget (self, &geometry->rect, &badge->area);

  return TRUE;
}
