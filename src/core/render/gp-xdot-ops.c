/* gp-xdot-ops.c: one xdot drawing attribute → GpXdotOps, and their bounds
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
#include <stdlib.h>
#include <string.h>

#include <graphviz/cgraph.h>
#include <graphviz/xdot.h>

#include "gp-xdot-private.h"

/* libxdot parses an attribute (`_draw_`, `_ldraw_`, …) into its own ops;
 * these become GpXdotOps in the item's coordinates (y down from the top),
 * with the pen, fill, style and font each op was drawn with. */

/* What the ops of one attribute read and write while they are converted. */
typedef struct
{
  double          origin_x;   /* graphviz llx */
  double          top;        /* graphviz ury */
  GpXdotColor     pen;
  GpXdotColor     fill;
  double          line_width;
  GpXdotLine      line;
  char           *font_family;
  double          font_size;
  GpXdotFontFlags font_flags;
} DrawState;

static const struct
{
  const char *name;
  GpXdotColor color;
} named_colors[] = {
  { "black", { 0, 0, 0, 1 } },
  { "white", { 1, 1, 1, 1 } },
  { "transparent", { 1, 1, 1, 0 } },
  { "none", { 0, 0, 0, 0 } },
  { "red", { 1, 0, 0, 1 } },
  { "green", { 0, 1, 0, 1 } },
  { "blue", { 0, 0, 1, 1 } },
  { "gray", { 0.75f, 0.75f, 0.75f, 1 } },
  { "grey", { 0.75f, 0.75f, 0.75f, 1 } },
  { "lightgray", { 0.827f, 0.827f, 0.827f, 1 } },
  { "lightgrey", { 0.827f, 0.827f, 0.827f, 1 } },
};

static int
hex_value (char c)
{
  return g_ascii_xdigit_value (c);
}

gboolean
gp_xdot_color_parse (const char  *text,
                     GpXdotColor *color)
{
  guint8 channels[4] = { 0, 0, 0, 255 };
  gsize len;

  g_return_val_if_fail (color != NULL, FALSE);

  if (text == NULL)
    return FALSE;

  len = strlen (text);
  if (text[0] == '#' && (len == 7 || len == 9))
    {
      for (gsize i = 0; i < (len - 1) / 2; i++)
        {
          int hi = hex_value (text[1 + 2 * i]);
          int lo = hex_value (text[2 + 2 * i]);

          if (hi < 0 || lo < 0)
            return FALSE;
          channels[i] = (guint8) (hi * 16 + lo);
        }
      color->red = channels[0] / 255.0f;
      color->green = channels[1] / 255.0f;
      color->blue = channels[2] / 255.0f;
      color->alpha = channels[3] / 255.0f;
      return TRUE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (named_colors); i++)
    {
      if (g_ascii_strcasecmp (text, named_colors[i].name) == 0)
        {
          *color = named_colors[i].color;
          return TRUE;
        }
    }

  return FALSE;
}

void
_gp_xdot_op_free (gpointer data)
{
  GpXdotOp *op = data;

  g_free (op->points);
  g_free (op->text);
  g_free (op->font_family);
  g_free (op);
}

static void
rect_union_point (GpXdotRect *rect,
                  gboolean   *empty,
                  double      x,
                  double      y)
{
  if (*empty)
    {
      rect->x = x;
      rect->y = y;
      rect->width = 0;
      rect->height = 0;
      *empty = FALSE;
      return;
    }

  if (x < rect->x)
    {
      rect->width += rect->x - x;
      rect->x = x;
    }
  else if (x > rect->x + rect->width)
    rect->width = x - rect->x;

  if (y < rect->y)
    {
      rect->height += rect->y - y;
      rect->y = y;
    }
  else if (y > rect->y + rect->height)
    rect->height = y - rect->y;
}

static void
op_extend_bounds (const GpXdotOp *op,
                  GpXdotRect     *rect,
                  gboolean       *empty)
{
  double half = op->line_width / 2.0;

  switch (op->shape)
    {
    case GP_XDOT_SHAPE_ELLIPSE:
      rect_union_point (rect, empty, op->points[0] - op->points[2] - half,
                        op->points[1] - op->points[3] - half);
      rect_union_point (rect, empty, op->points[0] + op->points[2] + half,
                        op->points[1] + op->points[3] + half);
      break;

    case GP_XDOT_SHAPE_TEXT:
      {
        double left = op->points[0];

        if (op->align == GP_XDOT_ALIGN_CENTER)
          left -= op->text_width / 2.0;
        else if (op->align == GP_XDOT_ALIGN_RIGHT)
          left -= op->text_width;
        rect_union_point (rect, empty, left, op->points[1] - op->font_size);
        rect_union_point (rect, empty, left + op->text_width, op->points[1] + op->font_size * 0.3);
      }
      break;

    case GP_XDOT_SHAPE_POLYGON:
    case GP_XDOT_SHAPE_POLYLINE:
    case GP_XDOT_SHAPE_BEZIER:
    default:
      for (guint i = 0; i < op->n_points; i++)
        {
          rect_union_point (rect, empty, op->points[2 * i] - half, op->points[2 * i + 1] - half);
          rect_union_point (rect, empty, op->points[2 * i] + half, op->points[2 * i + 1] + half);
        }
      break;
    }
}

static void
apply_style (DrawState  *state,
             const char *style)
{
  double width;

  if (g_str_has_prefix (style, "setlinewidth("))
    {
      width = g_ascii_strtod (style + strlen ("setlinewidth("), NULL);
      if (width >= 0.0 && isfinite (width))
        state->line_width = width;
    }
  else if (g_str_equal (style, "solid"))
    state->line = GP_XDOT_LINE_SOLID;
  else if (g_str_equal (style, "dashed"))
    state->line = GP_XDOT_LINE_DASHED;
  else if (g_str_equal (style, "dotted"))
    state->line = GP_XDOT_LINE_DOTTED;
  else if (g_str_equal (style, "invis") || g_str_equal (style, "invisible"))
    state->line = GP_XDOT_LINE_INVISIBLE;
  else if (g_str_equal (style, "bold"))
    state->line_width = 2.0;
}

static GpXdotOp *
new_shape_op (const DrawState    *state,
              GpXdotShape         shape,
              gboolean            filled,
              const xdot_polyline *polyline)
{
  GpXdotOp *op = g_new0 (GpXdotOp, 1);

  op->shape = shape;
  op->filled = filled;
  op->pen = state->pen;
  op->fill = state->fill;
  op->line_width = state->line_width;
  op->line = state->line;

  if (polyline != NULL && polyline->cnt > 0)
    {
      op->n_points = (guint) polyline->cnt;
      op->points = g_new (double, 2 * op->n_points);
      for (guint i = 0; i < op->n_points; i++)
        {
          op->points[2 * i] = polyline->pts[i].x - state->origin_x;
          op->points[2 * i + 1] = state->top - polyline->pts[i].y;
        }
    }

  return op;
}

static void
convert_ops (xdot       *ops,
             DrawState  *state,
             GpXdotItem *item)
{
  for (int i = 0; i < ops->cnt; i++)
    {
      xdot_op *xop = &ops->ops[i];
      GpXdotOp *op = NULL;

      switch (xop->kind)
        {
        case xd_filled_ellipse:
        case xd_unfilled_ellipse:
          op = new_shape_op (state, GP_XDOT_SHAPE_ELLIPSE, xop->kind == xd_filled_ellipse, NULL);
          op->n_points = 2;
          op->points = g_new (double, 4);
          op->points[0] = xop->u.ellipse.x - state->origin_x;
          op->points[1] = state->top - xop->u.ellipse.y;
          op->points[2] = xop->u.ellipse.w;
          op->points[3] = xop->u.ellipse.h;
          break;

        case xd_filled_polygon:
        case xd_unfilled_polygon:
          op = new_shape_op (state, GP_XDOT_SHAPE_POLYGON, xop->kind == xd_filled_polygon,
                             &xop->u.polygon);
          break;

        case xd_filled_bezier:
        case xd_unfilled_bezier:
          op = new_shape_op (state, GP_XDOT_SHAPE_BEZIER, xop->kind == xd_filled_bezier,
                             &xop->u.bezier);
          break;

        case xd_polyline:
          op = new_shape_op (state, GP_XDOT_SHAPE_POLYLINE, FALSE, &xop->u.polyline);
          break;

        case xd_text:
          op = new_shape_op (state, GP_XDOT_SHAPE_TEXT, FALSE, NULL);
          op->n_points = 1;
          op->points = g_new (double, 2);
          op->points[0] = xop->u.text.x - state->origin_x;
          op->points[1] = state->top - xop->u.text.y;
          op->text = g_strdup (xop->u.text.text != NULL ? xop->u.text.text : "");
          op->font_family = g_strdup (state->font_family != NULL ? state->font_family : "Sans");
          op->font_size = state->font_size;
          op->font_flags = state->font_flags;
          op->text_width = xop->u.text.width;
          op->align = xop->u.text.align == xd_left ? GP_XDOT_ALIGN_LEFT
                    : xop->u.text.align == xd_right ? GP_XDOT_ALIGN_RIGHT
                    : GP_XDOT_ALIGN_CENTER;
          break;

        case xd_fill_color:
          gp_xdot_color_parse (xop->u.color, &state->fill);
          break;

        case xd_pen_color:
          gp_xdot_color_parse (xop->u.color, &state->pen);
          break;

        case xd_grad_fill_color:
        case xd_grad_pen_color:
          {
            const char *first = NULL;
            GpXdotColor *target = xop->kind == xd_grad_fill_color ? &state->fill : &state->pen;

            if (xop->u.grad_color.type == xd_none)
              first = xop->u.grad_color.u.clr;
            else if (xop->u.grad_color.type == xd_linear && xop->u.grad_color.u.ling.n_stops > 0)
              first = xop->u.grad_color.u.ling.stops[0].color;
            else if (xop->u.grad_color.type == xd_radial && xop->u.grad_color.u.ring.n_stops > 0)
              first = xop->u.grad_color.u.ring.stops[0].color;
            gp_xdot_color_parse (first, target);
          }
          break;

        case xd_font:
          g_free (state->font_family);
          state->font_family = g_strdup (xop->u.font.name);
          state->font_size = xop->u.font.size;
          break;

        case xd_fontchar:
          state->font_flags = (GpXdotFontFlags) (xop->u.fontchar & 0x7);
          break;

        case xd_style:
          if (xop->u.style != NULL)
            apply_style (state, xop->u.style);
          break;

        case xd_image:
        default:
          break;
        }

      if (op != NULL)
        g_ptr_array_add (item->ops, op);
    }
}

static void
draw_state_init (DrawState *state,
                 double     origin_x,
                 double     top)
{
  memset (state, 0, sizeof *state);
  state->origin_x = origin_x;
  state->top = top;
  state->pen.alpha = 1.0f;
  state->fill.alpha = 1.0f;
  state->line_width = 1.0;
  state->font_size = 14.0;
}

gboolean
_gp_xdot_add_attribute_ops (void       *object,
                            const char *attribute,
                            double      origin_x,
                            double      top,
                            GpXdotItem *item)
{
  DrawState state;
  char *text;
  xdot *ops;

  text = agget (object, (char *) attribute);
  if (text == NULL || *text == '\0')
    return TRUE;

  ops = parseXDot (text);
  if (ops == NULL)
    return FALSE;

  draw_state_init (&state, origin_x, top);
  convert_ops (ops, &state, item);
  g_free (state.font_family);
  freeXDot (ops);

  return TRUE;
}

void
_gp_xdot_item_compute_bounds (GpXdotItem *item)
{
  gboolean empty = TRUE;

  if (item->bounds.width > 0 || item->bounds.height > 0)
    {
      rect_union_point (&item->bounds, &empty, item->bounds.x, item->bounds.y);
      rect_union_point (&item->bounds, &empty, item->bounds.x + item->bounds.width,
                        item->bounds.y + item->bounds.height);
    }

  for (guint i = 0; i < item->ops->len; i++)
    op_extend_bounds (g_ptr_array_index (item->ops, i), &item->bounds, &empty);
}
