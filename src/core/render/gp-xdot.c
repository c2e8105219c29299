/* gp-xdot.c
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

#include "gp-error.h"
#include "gp-xdot.h"

#define BEZIER_STEPS 16

struct _GpXdotGraph
{
  double     width;
  double     height;
  GPtrArray *items;      /* of GpXdotItem* */
  GHashTable *index;     /* "<kind>:<id>" → GpXdotItem* */
};

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

static void
gp_xdot_op_free (gpointer data)
{
  GpXdotOp *op = data;

  g_free (op->points);
  g_free (op->text);
  g_free (op->font_family);
  g_free (op);
}

static void
gp_xdot_item_free (gpointer data)
{
  GpXdotItem *item = data;

  g_free (item->name);
  g_free (item->id);
  g_free (item->tooltip);
  g_free (item->tail);
  g_free (item->head);
  g_ptr_array_unref (item->ops);
  g_free (item);
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

static gboolean
add_attribute_ops (void       *object,
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

/* DOT escString: "\n", "\l", "\r" end lines; other escapes keep the char. */
static char *
dup_attribute (void       *object,
               const char *attribute)
{
  const char *value = agget (object, (char *) attribute);
  GString *out;

  if (value == NULL || *value == '\0')
    return NULL;

  out = g_string_sized_new (strlen (value));
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '\\' && p[1] != '\0')
        {
          p++;
          if (*p == 'n' || *p == 'l' || *p == 'r')
            g_string_append_c (out, '\n');
          else
            g_string_append_c (out, *p);
        }
      else
        g_string_append_c (out, *p);
    }

  /* Lines ended by "\l" leave a trailing newline. */
  while (out->len > 0 && out->str[out->len - 1] == '\n')
    g_string_truncate (out, out->len - 1);

  return g_string_free (out, FALSE);
}

static char *
dup_id (void       *object,
        const char *fallback)
{
  const char *value = agget (object, (char *) "gp_id");
  char *unescaped;

  if (value == NULL || *value == '\0')
    return g_strdup (fallback);

  unescaped = g_uri_unescape_string (value, NULL);

  return unescaped != NULL ? unescaped : g_strdup (value);
}

static GpXdotItem *
item_new (GpXdotItemKind kind,
          const char    *name)
{
  GpXdotItem *item = g_new0 (GpXdotItem, 1);

  item->kind = kind;
  item->name = g_strdup (name);
  item->ops = g_ptr_array_new_with_free_func (gp_xdot_op_free);

  return item;
}

static void
item_compute_bounds (GpXdotItem *item)
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

static void
add_item (GpXdotGraph *self,
          GpXdotItem  *item)
{
  static const char kinds[] = "gcen";

  item_compute_bounds (item);
  g_ptr_array_add (self->items, item);
  g_hash_table_replace (self->index, g_strdup_printf ("%c:%s", kinds[item->kind], item->id), item);
}

static gboolean
parse_bb (const char *text,
          double      bb[4])
{
  return text != NULL &&
         sscanf (text, "%lf,%lf,%lf,%lf", &bb[0], &bb[1], &bb[2], &bb[3]) == 4;
}

static gboolean
add_clusters (GpXdotGraph *self,
              Agraph_t    *graph,
              double       origin_x,
              double       top)
{
  for (Agraph_t *sub = agfstsubg (graph); sub != NULL; sub = agnxtsubg (sub))
    {
      const char *name = agnameof (sub);
      GpXdotItem *item;
      double bb[4];

      if (name != NULL && g_str_has_prefix (name, "cluster"))
        {
          item = item_new (GP_XDOT_ITEM_CLUSTER, name);
          item->id = dup_id (sub, name);
          item->tooltip = dup_attribute (sub, "tooltip");
          if (parse_bb (agget (sub, (char *) "bb"), bb))
            {
              item->bounds.x = bb[0] - origin_x;
              item->bounds.y = top - bb[3];
              item->bounds.width = bb[2] - bb[0];
              item->bounds.height = bb[3] - bb[1];
            }
          if (!add_attribute_ops (sub, "_draw_", origin_x, top, item) ||
              !add_attribute_ops (sub, "_ldraw_", origin_x, top, item))
            {
              gp_xdot_item_free (item);
              return FALSE;
            }
          add_item (self, item);
        }

      if (!add_clusters (self, sub, origin_x, top))
        return FALSE;
    }

  return TRUE;
}

static const char *
node_id (GHashTable *ids,
         Agnode_t   *node)
{
  const char *id = g_hash_table_lookup (ids, node);

  return id != NULL ? id : agnameof (node);
}

static gboolean
populate (GpXdotGraph *self,
          Agraph_t    *graph)
{
  g_autoptr(GHashTable) ids = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  GpXdotItem *item;
  double bb[4];
  double origin_x;
  double top;

  if (!parse_bb (agget (graph, (char *) "bb"), bb))
    return FALSE;

  origin_x = bb[0];
  top = bb[3];
  self->width = bb[2] - bb[0];
  self->height = bb[3] - bb[1];

  /* The root graph's _draw_ is the page background: skipped. */
  item = item_new (GP_XDOT_ITEM_GRAPH, agnameof (graph));
  item->id = g_strdup ("");
  if (!add_attribute_ops (graph, "_ldraw_", origin_x, top, item))
    {
      gp_xdot_item_free (item);
      return FALSE;
    }
  add_item (self, item);

  if (!add_clusters (self, graph, origin_x, top))
    return FALSE;

  for (Agnode_t *node = agfstnode (graph); node != NULL; node = agnxtnode (graph, node))
    g_hash_table_insert (ids, node, dup_id (node, agnameof (node)));

  for (Agnode_t *node = agfstnode (graph); node != NULL; node = agnxtnode (graph, node))
    {
      for (Agedge_t *edge = agfstout (graph, node); edge != NULL; edge = agnxtout (graph, edge))
        {
          g_autofree char *name = g_strdup_printf ("%s->%s", agnameof (agtail (edge)),
                                                   agnameof (aghead (edge)));

          item = item_new (GP_XDOT_ITEM_EDGE, name);
          item->id = dup_id (edge, name);
          item->tooltip = dup_attribute (edge, "tooltip");
          item->tail = g_strdup (node_id (ids, agtail (edge)));
          item->head = g_strdup (node_id (ids, aghead (edge)));
          if (!add_attribute_ops (edge, "_draw_", origin_x, top, item) ||
              !add_attribute_ops (edge, "_tdraw_", origin_x, top, item) ||
              !add_attribute_ops (edge, "_hdraw_", origin_x, top, item) ||
              !add_attribute_ops (edge, "_ldraw_", origin_x, top, item))
            {
              gp_xdot_item_free (item);
              return FALSE;
            }
          add_item (self, item);
        }
    }

  for (Agnode_t *node = agfstnode (graph); node != NULL; node = agnxtnode (graph, node))
    {
      const char *pos = agget (node, (char *) "pos");
      const char *w = agget (node, (char *) "width");
      const char *h = agget (node, (char *) "height");
      double cx, cy;

      item = item_new (GP_XDOT_ITEM_NODE, agnameof (node));
      item->id = g_strdup (node_id (ids, node));
      item->tooltip = dup_attribute (node, "tooltip");
      if (pos != NULL && w != NULL && h != NULL && sscanf (pos, "%lf,%lf", &cx, &cy) == 2)
        {
          item->bounds.width = g_ascii_strtod (w, NULL) * 72.0;
          item->bounds.height = g_ascii_strtod (h, NULL) * 72.0;
          item->bounds.x = cx - origin_x - item->bounds.width / 2.0;
          item->bounds.y = top - cy - item->bounds.height / 2.0;
        }
      if (!add_attribute_ops (node, "_draw_", origin_x, top, item) ||
          !add_attribute_ops (node, "_ldraw_", origin_x, top, item))
        {
          gp_xdot_item_free (item);
          return FALSE;
        }
      add_item (self, item);
    }

  return TRUE;
}

GpXdotGraph *
gp_xdot_graph_parse (const char  *xdot_text,
                     GError     **error)
{
  g_autoptr(GpXdotGraph) self = NULL;
  Agraph_t *graph;
  gboolean ok;

  g_return_val_if_fail (xdot_text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  graph = agmemread (xdot_text);
  if (graph == NULL)
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                           "the laid-out pipeline graph could not be read back");
      return NULL;
    }

  self = g_new0 (GpXdotGraph, 1);
  self->items = g_ptr_array_new_with_free_func (gp_xdot_item_free);
  self->index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  ok = populate (self, graph);
  agclose (graph);

  if (!ok)
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                           "the laid-out pipeline graph has no bounding box or bad drawing ops");
      return NULL;
    }

  return g_steal_pointer (&self);
}

void
gp_xdot_graph_free (GpXdotGraph *self)
{
  if (self == NULL)
    return;

  g_clear_pointer (&self->index, g_hash_table_unref);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_free (self);
}

double
gp_xdot_graph_get_width (const GpXdotGraph *self)
{
  g_return_val_if_fail (self != NULL, 0.0);

  return self->width;
}

double
gp_xdot_graph_get_height (const GpXdotGraph *self)
{
  g_return_val_if_fail (self != NULL, 0.0);

  return self->height;
}

guint
gp_xdot_graph_get_n_items (const GpXdotGraph *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->items->len;
}

const GpXdotItem *
gp_xdot_graph_get_item (const GpXdotGraph *self,
                        guint              i)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (i < self->items->len, NULL);

  return g_ptr_array_index (self->items, i);
}

const GpXdotItem *
gp_xdot_graph_lookup (const GpXdotGraph *self,
                      GpXdotItemKind     kind,
                      const char        *id)
{
  static const char kinds[] = "gcen";
  g_autofree char *key = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  key = g_strdup_printf ("%c:%s", kinds[kind], id);

  return g_hash_table_lookup (self->index, key);
}

const GpXdotOp *
gp_xdot_item_get_spline (const GpXdotItem *item)
{
  g_return_val_if_fail (item != NULL, NULL);

  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);

      if (op->shape == GP_XDOT_SHAPE_BEZIER && op->n_points >= 4)
        return op;
    }

  return NULL;
}

static void
cubic (const double *p,
       double        t,
       double       *x,
       double       *y)
{
  double u = 1.0 - t;
  double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;

  *x = a * p[0] + b * p[2] + c * p[4] + d * p[6];
  *y = a * p[1] + b * p[3] + c * p[5] + d * p[7];
}

void
gp_xdot_bezier_point (const GpXdotOp *op,
                      double          t,
                      double         *x,
                      double         *y)
{
  guint n_segments;
  guint segment;
  double local;

  g_return_if_fail (op != NULL);
  g_return_if_fail (x != NULL && y != NULL);

  if (op->n_points < 4)
    {
      *x = op->n_points > 0 ? op->points[0] : 0.0;
      *y = op->n_points > 0 ? op->points[1] : 0.0;
      return;
    }

  n_segments = (op->n_points - 1) / 3;
  t = CLAMP (t, 0.0, 1.0) * n_segments;
  segment = MIN ((guint) t, n_segments - 1);
  local = t - segment;
  cubic (&op->points[6 * segment], local, x, y);
}

static double
segment_distance (double px,
                  double py,
                  double ax,
                  double ay,
                  double bx,
                  double by)
{
  double dx = bx - ax, dy = by - ay;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0.0;

  t = CLAMP (t, 0.0, 1.0);

  return hypot (px - (ax + t * dx), py - (ay + t * dy));
}

double
gp_xdot_item_distance (const GpXdotItem *item,
                       double            x,
                       double            y)
{
  const GpXdotOp *spline;
  double best = G_MAXDOUBLE;
  double dx, dy;

  g_return_val_if_fail (item != NULL, G_MAXDOUBLE);

  if (item->kind == GP_XDOT_ITEM_EDGE && (spline = gp_xdot_item_get_spline (item)) != NULL)
    {
      guint n_segments = (spline->n_points - 1) / 3;
      double px = spline->points[0], py = spline->points[1];

      for (guint s = 0; s < n_segments; s++)
        {
          for (guint k = 1; k <= BEZIER_STEPS; k++)
            {
              double qx, qy;

              cubic (&spline->points[6 * s], (double) k / BEZIER_STEPS, &qx, &qy);
              best = MIN (best, segment_distance (x, y, px, py, qx, qy));
              px = qx;
              py = qy;
            }
        }

      return best;
    }

  dx = MAX (MAX (item->bounds.x - x, 0.0), x - (item->bounds.x + item->bounds.width));
  dy = MAX (MAX (item->bounds.y - y, 0.0), y - (item->bounds.y + item->bounds.height));

  return hypot (dx, dy);
}
