/* gp-graph-view-draw.c: painting the xdot ops with GtkSnapshot
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

/* Part of GpGraphView: its snapshot. Plain boxes become GSK colour nodes, other shapes cairo paths;
 * text ops are Pango layouts cached per view, or zoomed out a bar each (greeked) or nothing, by
 * the size they are shown at. The snapshot carries only a translation and every
 * node is scaled here, because GTK 4.8 misplaces cairo nodes under a translate + scale transform.
 * Colours follow the style (light or dark), the focused finding's targets glow, what else its
 * title names (ZC's stretch) is outlined more lightly, and the rest dims. */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "gp-graph-view-private.h"
#include "gp-layout.h"

#define DIM_OPACITY 0.28
/* Text shown smaller than this many pixels is an illegible smear: it is not
 * drawn (a 200-element graph zoomed out draws its frames and links only). */
#define MIN_TEXT_PX 3.0
/* Up to this size it is greeked: a bar where its words are, which is all such text shows (and a
 * colour node instead of a glyph run: zoomed out, a 200-element graph has 1200 texts). */
#define GREEK_TEXT_PX 5.0
/* The element search's matches: a yellow glow behind the node and a
 * yellow frame (GNOME's search highlight), apart from the findings'
 * red, amber and blue. */
#define MATCH_GLOW      "rgba(246,211,45,0.55)"
#define MATCH_OUTLINE   "#f5c211"

typedef struct
{
  GdkRGBA  fg;
  GdkRGBA  accent;
  gboolean dark;
} Palette;

static void
get_palette (GpGraphView *self,
             Palette     *palette)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, &palette->fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &palette->accent))
    gdk_rgba_parse (&palette->accent, "#3584e4");
  palette->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static GdkRGBA
map_color (const GpXdotColor *color,
           const Palette     *palette,
           gboolean           is_text)
{
  GdkRGBA rgba = { color->red, color->green, color->blue, color->alpha };

  /* graphviz's default black is "the text colour" of the theme. */
  if (color->red == 0 && color->green == 0 && color->blue == 0)
    {
      rgba = palette->fg;
      rgba.alpha *= color->alpha;
      return rgba;
    }

  if (palette->dark)
    {
      if (!is_text && color->red == 1 && color->green == 1 && color->blue == 1)
        rgba.alpha = 0;
      else if (is_text)
        {
          /* Lift mid-grey label colours towards the dark theme's text. */
          rgba.red = rgba.red * 0.6f + palette->fg.red * 0.4f;
          rgba.green = rgba.green * 0.6f + palette->fg.green * 0.4f;
          rgba.blue = rgba.blue * 0.6f + palette->fg.blue * 0.4f;
        }
    }

  return rgba;
}

static void
cairo_set_rgba (cairo_t       *cr,
                const GdkRGBA *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}

static void
path_op (cairo_t        *cr,
         const GpXdotOp *op)
{
  const double *p = op->points;

  switch (op->shape)
    {
    case GP_XDOT_SHAPE_ELLIPSE:
      cairo_save (cr);
      cairo_translate (cr, p[0], p[1]);
      cairo_scale (cr, MAX (p[2], 0.01), MAX (p[3], 0.01));
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      break;

    case GP_XDOT_SHAPE_POLYGON:
    case GP_XDOT_SHAPE_POLYLINE:
      cairo_move_to (cr, p[0], p[1]);
      for (guint i = 1; i < op->n_points; i++)
        cairo_line_to (cr, p[2 * i], p[2 * i + 1]);
      if (op->shape == GP_XDOT_SHAPE_POLYGON)
        cairo_close_path (cr);
      break;

    case GP_XDOT_SHAPE_BEZIER:
      cairo_move_to (cr, p[0], p[1]);
      for (guint i = 1; i + 2 < op->n_points; i += 3)
        cairo_curve_to (cr, p[2 * i], p[2 * i + 1], p[2 * i + 2], p[2 * i + 3],
                        p[2 * i + 4], p[2 * i + 5]);
      if (op->filled)
        cairo_close_path (cr);
      break;

    case GP_XDOT_SHAPE_TEXT:
    default:
      break;
    }
}

static void
set_line (cairo_t        *cr,
          const GpXdotOp *op)
{
  double width = MAX (op->line_width, 0.5);

  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  switch (op->line)
    {
    case GP_XDOT_LINE_DASHED:
      {
        double dashes[] = { 5.0, 4.0 };

        cairo_set_dash (cr, dashes, 2, 0);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      }
      break;

    case GP_XDOT_LINE_DOTTED:
      {
        double dashes[] = { 0.1, MAX (2.5, width * 2.0) };

        cairo_set_dash (cr, dashes, 2, 0);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      }
      break;

    case GP_XDOT_LINE_SOLID:
    case GP_XDOT_LINE_INVISIBLE:
    default:
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      break;
    }
}

/* An axis-aligned filled box without outline: a GSK colour node. */
static gboolean
is_plain_rect (const GpXdotOp  *op,
               graphene_rect_t *rect)
{
  const double *p = op->points;
  double x0, y0, x1, y1;

  if (op->shape != GP_XDOT_SHAPE_POLYGON || !op->filled || op->n_points != 4 ||
      (op->pen.alpha > 0.01 && op->line != GP_XDOT_LINE_INVISIBLE))
    return FALSE;

  x0 = MIN (MIN (p[0], p[2]), MIN (p[4], p[6]));
  x1 = MAX (MAX (p[0], p[2]), MAX (p[4], p[6]));
  y0 = MIN (MIN (p[1], p[3]), MIN (p[5], p[7]));
  y1 = MAX (MAX (p[1], p[3]), MAX (p[5], p[7]));

  for (guint i = 0; i < 4; i++)
    {
      if ((p[2 * i] != x0 && p[2 * i] != x1) || (p[2 * i + 1] != y0 && p[2 * i + 1] != y1))
        return FALSE;
    }

  graphene_rect_init (rect, x0, y0, x1 - x0, y1 - y0);
  return TRUE;
}

static graphene_rect_t
item_rect (const GpXdotItem *item,
           double            inflate)
{
  graphene_rect_t rect;

  graphene_rect_init (&rect, item->bounds.x - inflate, item->bounds.y - inflate,
                      item->bounds.width + 2 * inflate, item->bounds.height + 2 * inflate);
  return rect;
}

static graphene_rect_t
scale_rect (graphene_rect_t rect,
            double          scale)
{
  graphene_rect_t scaled;

  graphene_rect_init (&scaled, rect.origin.x * scale, rect.origin.y * scale,
                      rect.size.width * scale, rect.size.height * scale);
  return scaled;
}

static gboolean
same_rgb (const GpXdotColor *a,
          const GpXdotColor *b)
{
  return fabsf (a->red - b->red) < 0.01f && fabsf (a->green - b->green) < 0.01f &&
         fabsf (a->blue - b->blue) < 0.01f;
}

/* @op restyled into @copy for the shown values (the layout has every link
 * stalled, placeholders): the base colour swapped, the spline's line. */
static const GpXdotOp *
restyle_edge_op (const GpXdotOp         *op,
                 const GpGraphEdgeStyle *style,
                 GpXdotOp               *copy)
{
  gboolean pen = same_rgb (&op->pen, &style->laid_out);
  gboolean fill = op->filled && same_rgb (&op->fill, &style->laid_out);
  gboolean line = op->shape == GP_XDOT_SHAPE_BEZIER && op->line != GP_XDOT_LINE_INVISIBLE;

  if (!pen && !fill && !line)
    return op;

  /* Every stroke of the spline (a marked link has three) takes the line. */
  *copy = *op;
  if (line)
    copy->line = style->line;
  if (pen)
    copy->pen = (GpXdotColor) { style->color.red, style->color.green, style->color.blue, op->pen.alpha };
  if (fill)
    copy->fill = (GpXdotColor) { style->color.red, style->color.green, style->color.blue, op->fill.alpha };

  return copy;
}

/* The snapshot carries only a translation: GTK 4.8 misplaces cairo nodes
 * appended under a translate + scale transform, so every node is scaled
 * here (cairo by cairo_scale, the others by their rectangles). */
static void
draw_shapes (GpGraphView      *self,
             GtkSnapshot      *snapshot,
             const GpXdotItem *item,
             const Palette    *palette,
             double            scale)
{
  graphene_rect_t bounds;
  const GpXdotOp *spline = gp_xdot_item_get_spline (item);
  double cursor_width = _gp_graph_view_cursor_line_width (self, item);
  GpGraphEdgeStyle style;
  gboolean restyle = _gp_graph_view_edge_style (self, item, &style);
  GpGraphNodeStyle node_style;
  gboolean restyle_node = _gp_graph_view_node_style (self, item, &node_style);
  gboolean framed = FALSE;
  cairo_t *cr = NULL;

  /* At the cursor a link may be drawn wider than laid out. */
  bounds = scale_rect (item_rect (item, 2.0 + MAX (cursor_width, 0) / 2), scale);

  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);
      GpXdotOp cursor_op, styled_op;
      graphene_rect_t rect;

      if (op->shape == GP_XDOT_SHAPE_TEXT || is_plain_rect (op, &rect))
        continue;

      if (op == spline && cursor_width > 0)
        {
          cursor_op = *op;
          cursor_op.line_width = cursor_width;
          op = &cursor_op;
        }
      if (restyle)
        op = restyle_edge_op (op, &style, &styled_op);
      /* The node's frame (its first shape): idle and finding marks. */
      if (restyle_node && !framed)
        {
          styled_op = *op;
          if (node_style.idle)
            {
              styled_op.fill.alpha = 0;
              styled_op.line = GP_XDOT_LINE_DOTTED;
            }
          if (node_style.mark.marked)
            {
              styled_op.pen = node_style.mark_color;
              styled_op.line_width = 2.6;
              styled_op.line = node_style.mark.primary ? GP_XDOT_LINE_SOLID : GP_XDOT_LINE_DASHED;
            }
          op = &styled_op;
        }
      framed = TRUE;

      if (cr == NULL)
        {
          cr = gtk_snapshot_append_cairo (snapshot, &bounds);
          cairo_scale (cr, scale, scale);
        }

      path_op (cr, op);
      if (op->filled)
        {
          GdkRGBA fill = map_color (&op->fill, palette, FALSE);

          cairo_set_rgba (cr, &fill);
          cairo_fill_preserve (cr);
        }
      if (op->line != GP_XDOT_LINE_INVISIBLE && op->pen.alpha > 0.0f)
        {
          GdkRGBA pen = map_color (&op->pen, palette, FALSE);

          set_line (cr, op);
          cairo_set_rgba (cr, &pen);
          cairo_stroke (cr);
        }
      cairo_new_path (cr);
    }

  g_clear_pointer (&cr, cairo_destroy);

  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);
      graphene_rect_t rect;

      if (op->shape != GP_XDOT_SHAPE_TEXT && is_plain_rect (op, &rect))
        {
          GpXdotColor cursor_color;
          GdkRGBA fill;

          /* The heat bar shows the cursor window's share. */
          if (_gp_graph_view_cursor_rect (self, item, op, &rect, &cursor_color))
            fill = map_color (&cursor_color, palette, FALSE);
          else
            fill = map_color (&op->fill, palette, FALSE);

          if (rect.size.width <= 0)
            continue;
          rect = scale_rect (rect, scale);
          gtk_snapshot_append_color (snapshot, &fill, &rect);
        }
    }
}

static PangoContext *
get_pango_context (GpGraphView *self)
{
  if (self->pango_context == NULL)
    {
      cairo_font_options_t *options = cairo_font_options_create ();

      /* Layout units are graph points, scaled afterwards: no hinting. */
      self->pango_context = gtk_widget_create_pango_context (GTK_WIDGET (self));
      cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
      cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
      pango_cairo_context_set_font_options (self->pango_context, options);
      pango_context_set_round_glyph_positions (self->pango_context, FALSE);
      cairo_font_options_destroy (options);
    }

  return self->pango_context;
}

void
_gp_graph_view_clear_text_cache (GpGraphView *self)
{
  g_hash_table_remove_all (self->text_layouts);
  g_hash_table_remove_all (self->cursor_layouts);
  for (guint i = 0; i < G_N_ELEMENTS (self->badge_layouts); i++)
    g_clear_object (&self->badge_layouts[i]);
  g_clear_pointer (&self->pad_badges, g_array_unref);
  _gp_graph_view_clear_holdings (self);
  g_clear_object (&self->pango_context);
}

PangoLayout *
_gp_graph_view_make_layout (GpGraphView *self,
                            const char  *text,
                            const char  *family,
                            double       size,
                            gboolean     bold,
                            gboolean     italic)
{
  PangoLayout *layout = pango_layout_new (get_pango_context (self));
  PangoFontDescription *desc = pango_font_description_from_string (family);

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  if (italic)
    pango_font_description_set_style (desc, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (desc);

  return layout;
}

static PangoLayout *
get_text_layout (GpGraphView    *self,
                 const GpXdotOp *op)
{
  PangoLayout *layout = g_hash_table_lookup (self->text_layouts, op);

  if (layout == NULL)
    {
      layout = _gp_graph_view_make_layout (self, op->text, op->font_family, op->font_size,
                                           (op->font_flags & GP_XDOT_FONT_BOLD) != 0,
                                           (op->font_flags & GP_XDOT_FONT_ITALIC) != 0);
      g_hash_table_insert (self->text_layouts, (gpointer) op, layout);
    }

  return layout;
}

static void
draw_layout_at (GtkSnapshot   *snapshot,
                PangoLayout   *layout,
                double         x,
                double         baseline_y,
                GpXdotAlign    align,
                const GdkRGBA *color,
                double         scale,
                gboolean       greek)
{
  int width, height;
  double baseline = pango_layout_get_baseline (layout) / (double) PANGO_SCALE;

  pango_layout_get_size (layout, &width, &height);
  if (align == GP_XDOT_ALIGN_CENTER)
    x -= width / (2.0 * PANGO_SCALE);
  else if (align == GP_XDOT_ALIGN_RIGHT)
    x -= width / (double) PANGO_SCALE;

  if (greek)
    {
      /* the band of the lower-case letters, as light as a smear of them */
      GdkRGBA smear = { color->red, color->green, color->blue, color->alpha * 0.45f };

      gtk_snapshot_append_color (snapshot, &smear,
                                 &GRAPHENE_RECT_INIT (x * scale, (baseline_y - 0.6 * baseline) * scale,
                                                      width / (double) PANGO_SCALE * scale,
                                                      0.45 * baseline * scale));
      return;
    }

  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, scale, scale);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, baseline_y - baseline));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
draw_texts (GpGraphView      *self,
            GtkSnapshot      *snapshot,
            const GpXdotItem *item,
            const Palette    *palette,
            double            scale)
{
  GpGraphEdgeStyle style;
  gboolean restyle = _gp_graph_view_edge_style (self, item, &style);

  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);
      PangoLayout *cursor_text;
      GpXdotColor cursor_color;
      GdkRGBA color;
      double x;
      gboolean greek;

      if (op->shape != GP_XDOT_SHAPE_TEXT || op->text == NULL || *op->text == '\0' ||
          op->font_size * scale < MIN_TEXT_PX)
        continue;
      greek = op->font_size * scale < GREEK_TEXT_PX;

      /* The layout's "stalled" line shows only when the shown values say so. */
      if (restyle && _gp_graph_view_is_stalled_text (op))
        {
          if (!style.stalled)
            continue;
          color = map_color (&style.color, palette, TRUE);
          draw_layout_at (snapshot, get_text_layout (self, op), op->points[0], op->points[1],
                          op->align, &color, scale, greek);
          continue;
        }

      /* p95 and fps labels show the whole run's or the cursor window's values. */
      if ((cursor_text = _gp_graph_view_cursor_text (self, item, op, &x, &cursor_color)) != NULL)
        {
          color = map_color (&cursor_color, palette, TRUE);
          draw_layout_at (snapshot, cursor_text, x, op->points[1], GP_XDOT_ALIGN_CENTER, &color, scale, greek);
          continue;
        }

      color = map_color (&op->pen, palette, TRUE);
      draw_layout_at (snapshot, get_text_layout (self, op), op->points[0], op->points[1],
                      op->align, &color, scale, greek);
    }
}

static void
draw_edge_glow (GtkSnapshot      *snapshot,
                const GpXdotItem *item,
                const GdkRGBA    *color,
                double            extra,
                double            scale)
{
  const GpXdotOp *spline = gp_xdot_item_get_spline (item);
  graphene_rect_t bounds = scale_rect (item_rect (item, extra + 2), scale);
  cairo_t *cr;

  if (spline == NULL)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_scale (cr, scale, scale);
  path_op (cr, spline);
  cairo_set_line_width (cr, spline->line_width + extra);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_rgba (cr, color);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
draw_outline (GtkSnapshot      *snapshot,
              const GpXdotItem *item,
              double            gap,
              double            width,
              const GdkRGBA    *color,
              double            scale)
{
  graphene_rect_t rect = scale_rect (item_rect (item, gap + width / scale), scale);
  GskRoundedRect outline;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&outline, &rect, (6.0 + gap) * scale + width);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

/* A ring of @spread points around the node (an outset shadow without
 * blur: nothing painted over the node itself, cheap for the cairo renderer). */
static void
draw_glow (GtkSnapshot      *snapshot,
           const GpXdotItem *item,
           double            spread,
           const GdkRGBA    *color,
           double            scale)
{
  graphene_rect_t rect = scale_rect (item_rect (item, 0), scale);
  GskRoundedRect outline;

  gsk_rounded_rect_init_from_rect (&outline, &rect, 6.0 * scale);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, color, 0, 0, spread * scale, 0);
}

static void
severity_color (GpSeverity  severity,
                GdkRGBA    *color)
{
  switch (severity)
    {
    case GP_SEVERITY_HIGH:
      gdk_rgba_parse (color, GP_LAYOUT_COLOR_HIGH);
      break;

    case GP_SEVERITY_MEDIUM:
      gdk_rgba_parse (color, GP_LAYOUT_COLOR_MEDIUM);
      break;

    case GP_SEVERITY_INFO:
    default:
      gdk_rgba_parse (color, GP_LAYOUT_COLOR_INFO);
      break;
    }
}

void
_gp_graph_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const GpXdotGraph *layout;
  const char *selected;
  graphene_rect_t visible;
  Palette palette;
  GdkRGBA highlight, glow, related, related_glow, hover_glow, hover_outline, match_glow, match_outline;
  double scale, ox, oy;

  /* The first view's layout still being made: nothing yet (not a graph that is about to move). */
  if (document == NULL || (layout = _gp_graph_view_get_layout (self)) == NULL ||
      _gp_graph_view_first_view_waits (self))
    return;

  get_palette (self, &palette);
  severity_color (self->highlight_severity, &highlight);
  glow = highlight;
  glow.alpha = 0.35f;
  /* The rest of what the finding names: the same colour, lighter (the legend's "related"). */
  related = highlight;
  related.alpha = 0.6f;
  related_glow = highlight;
  related_glow.alpha = 0.18f;
  hover_glow = palette.fg;
  hover_glow.alpha = 0.12f;
  hover_outline = palette.accent;
  hover_outline.alpha = 0.55f;
  gdk_rgba_parse (&match_glow, MATCH_GLOW);
  gdk_rgba_parse (&match_outline, MATCH_OUTLINE);
  selected = gp_view_state_get_selected_element (view_state);

  scale = _gp_graph_view_scale (self);
  _gp_graph_view_origin (self, &ox, &oy);
  graphene_rect_init (&visible,
                      -ox / scale - GP_GRAPH_VIEW_PAD, -oy / scale - GP_GRAPH_VIEW_PAD,
                      gtk_widget_get_width (widget) / scale,
                      gtk_widget_get_height (widget) / scale);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (ox + GP_GRAPH_VIEW_PAD * scale,
                                                          oy + GP_GRAPH_VIEW_PAD * scale));

  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
      graphene_rect_t rect = item_rect (item, 16.0);
      gboolean dimmed, match;
      GpGraphViewMark mark;
      GpXdotColor edge_mark;
      double gap = 3.0;

      if (!graphene_rect_intersection (&rect, &visible, NULL))
        continue;

      dimmed = _gp_graph_view_is_dimmed (self, item);
      mark = _gp_graph_view_get_mark (self, item);
      match = _gp_graph_view_is_match (self, item);

      if (match)
        draw_glow (snapshot, item, 7.0, &match_glow, scale);

      if (item->kind == GP_XDOT_ITEM_EDGE && mark == _GP_GRAPH_VIEW_TARGET)
        draw_edge_glow (snapshot, item, &glow, 8.0, scale);
      else if (item->kind == GP_XDOT_ITEM_EDGE && mark == _GP_GRAPH_VIEW_RELATED)
        draw_edge_glow (snapshot, item, &related_glow, 5.0, scale);
      else if (_gp_graph_view_edge_mark (self, item, &edge_mark))
        {
          GdkRGBA rgba = { edge_mark.red, edge_mark.green, edge_mark.blue, 0.4f };

          draw_edge_glow (snapshot, item, &rgba, 4.0, scale);
        }
      if (item->kind == GP_XDOT_ITEM_EDGE && item == self->hover)
        draw_edge_glow (snapshot, item, &hover_glow, 6.0, scale);

      if (dimmed)
        gtk_snapshot_push_opacity (snapshot, DIM_OPACITY);

      draw_shapes (self, snapshot, item, &palette, scale);
      draw_texts (self, snapshot, item, &palette, scale);

      if (dimmed)
        gtk_snapshot_pop (snapshot);

      if (item->kind != GP_XDOT_ITEM_NODE)
        continue;

      /* Frames from the inside out: the finding's, the match's, the
       * selection's. */
      if (mark == _GP_GRAPH_VIEW_TARGET)
        {
          draw_outline (snapshot, item, gap, 2.5, &highlight, scale);
          gap += 4.5;
        }
      else if (mark == _GP_GRAPH_VIEW_RELATED)
        {
          draw_outline (snapshot, item, gap, 1.5, &related, scale);
          gap += 3.5;
        }
      if (match)
        {
          draw_outline (snapshot, item, gap, 2.5, &match_outline, scale);
          gap += 4.5;
        }
      if (g_strcmp0 (selected, item->id) == 0)
        draw_outline (snapshot, item, gap, 2.0, &palette.accent, scale);
      else if (item == self->hover)
        draw_outline (snapshot, item, 3.0, 1.5, &hover_outline, scale);
    }

  _gp_graph_view_draw_pad_badges (self, snapshot, &visible, &palette.fg, scale);
  _gp_graph_view_draw_holdings (self, snapshot, &visible, scale);

  gtk_snapshot_restore (snapshot);
}
