/* gp-xdot.c: GpXdotGraph, a laid-out graph read back as drawing ops
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

/* The app draws the graph itself (GtkSnapshot, src/app/gp-graph-view*.c) rather than showing
 * graphviz's SVG, so it can hit-test, zoom and paint overlays: this reads graphviz's xdot output
 * back with cgraph into items (the graph's labels, clusters outer first, edges, nodes, in painting
 * order), each with its id, bounds and GpXdotOps. No GTK and no cairo here. cgraph's parser is not
 * reentrant: callers hold the layout lock (gp-layout.c). The ops of one attribute are in
 * gp-xdot-ops.c, an edge's spline in gp-xdot-geometry.c. */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <graphviz/cgraph.h>
#include <graphviz/xdot.h>

#include "gp-error.h"
#include "gp-xdot-private.h"

struct _GpXdotGraph
{
  double     width;
  double     height;
  GPtrArray *items;      /* of GpXdotItem* */
  GHashTable *index;     /* "<kind>:<id>" → GpXdotItem* */
};

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
  item->ops = g_ptr_array_new_with_free_func (_gp_xdot_op_free);

  return item;
}

static void
add_item (GpXdotGraph *self,
          GpXdotItem  *item)
{
  static const char kinds[] = "gcen";

  _gp_xdot_item_compute_bounds (item);
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
          if (!_gp_xdot_add_attribute_ops (sub, "_draw_", origin_x, top, item) ||
              !_gp_xdot_add_attribute_ops (sub, "_ldraw_", origin_x, top, item))
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
  if (!_gp_xdot_add_attribute_ops (graph, "_ldraw_", origin_x, top, item))
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
          const char *style = agget (edge, (char *) "style");
          g_autofree char *name = NULL;

          /* The layout's own invisible links (the rows' anchors) are not the pipeline's. */
          if (style != NULL && strstr (style, "invis") != NULL)
            continue;
          name = g_strdup_printf ("%s->%s", agnameof (agtail (edge)), agnameof (aghead (edge)));
          item = item_new (GP_XDOT_ITEM_EDGE, name);
          item->id = dup_id (edge, name);
          item->tooltip = dup_attribute (edge, "tooltip");
          item->tail = g_strdup (node_id (ids, agtail (edge)));
          item->head = g_strdup (node_id (ids, aghead (edge)));
          if (!_gp_xdot_add_attribute_ops (edge, "_draw_", origin_x, top, item) ||
              !_gp_xdot_add_attribute_ops (edge, "_tdraw_", origin_x, top, item) ||
              !_gp_xdot_add_attribute_ops (edge, "_hdraw_", origin_x, top, item) ||
              !_gp_xdot_add_attribute_ops (edge, "_ldraw_", origin_x, top, item))
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
      if (!_gp_xdot_add_attribute_ops (node, "_draw_", origin_x, top, item) ||
          !_gp_xdot_add_attribute_ops (node, "_ldraw_", origin_x, top, item))
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
