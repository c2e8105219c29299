/* gp-dot-links.c: a dot dump's edges → links between element pads
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

/* Turns the edges of a dump into links between element pads.
 *
 * Bins: a link that crosses a bin boundary is drawn as a chain through the
 * bin's ghost pad and its internal proxy pad. The reference drops every edge
 * touching such pads; here a chain that leads unambiguously (one way out of
 * every ghost/proxy pad) from a real pad to a real pad becomes the logical
 * link between the two. */

#include "config.h"

#include <string.h>

#include "gp-dot-private.h"

static void
add_link (GpDotGraph *dot,
          GHashTable *seen,
          GpDotPad   *src,
          GpDotPad   *sink,
          const char *caps)
{
  GpDotLink *link;
  char *id;

  id = g_strdup_printf ("%s:%s->%s:%s", src->owner, src->name, sink->owner, sink->name);
  if (g_hash_table_contains (seen, id))
    {
      g_free (id);
      return;
    }
  g_hash_table_add (seen, id);

  link = g_new0 (GpDotLink, 1);
  link->src_element = g_strdup (src->owner);
  link->src_pad = g_strdup (src->name);
  link->sink_element = g_strdup (sink->owner);
  link->sink_pad = g_strdup (sink->name);
  link->caps = g_strdup (caps);
  g_ptr_array_add (dot->links, link);
}

static gboolean
caps_known (const char *caps)
{
  g_autoptr(GpCaps) parsed = gp_caps_parse (caps);

  return !gp_caps_is_any_or_empty (parsed);
}

/* Follows a chain of ghost/proxy pads from @start, adding the edges taken
 * to @taken. Returns the first real pad reached, or NULL when a pad on the
 * way has no or several ways out. */
static GpDotPad *
follow_ghost_chain (GpDotGraph  *dot,
                    GHashTable  *out_edges,
                    GpDotPad    *start,
                    GPtrArray   *taken,
                    const char **caps)
{
  GpDotPad *cur = start;
  guint steps = 0;

  while (cur != NULL && cur->is_ghost)
    {
      GPtrArray *outs = g_hash_table_lookup (out_edges, cur->node_id);
      GpDotEdge *edge;

      if (outs == NULL || outs->len != 1 || ++steps > dot->pads->len)
        return NULL;

      edge = g_ptr_array_index (outs, 0);
      g_ptr_array_add (taken, edge);

      /* Keep the first real caps on the way; ANY beats nothing. */
      if (!caps_known (*caps) &&
          (caps_known (edge->caps) || ((*caps)[0] == '\0' && edge->caps[0] != '\0')))
        *caps = edge->caps;

      cur = g_hash_table_lookup (dot->pads_by_id, edge->to);
    }

  return cur;
}

static gboolean
named_like_ghost (const GpDotPad *pad)
{
  return pad->is_proxy ||
         g_str_has_prefix (pad->name, "ghost") ||
         g_str_has_prefix (pad->name, "proxypad");
}

typedef struct
{
  GpDotPad     *src;
  GpDotPad     *sink;
  const char *caps;
} Resolved;

void
_gp_dot_graph_resolve_edges (GpDotGraph *dot,
                             GPtrArray  *edges)
{
  g_autoptr(GHashTable) out_edges = NULL;
  g_autoptr(GHashTable) consumed = NULL;
  g_autoptr(GHashTable) seen = NULL;
  g_autoptr(GPtrArray) taken = NULL;
  g_autofree Resolved *resolved = NULL;

  out_edges = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                     (GDestroyNotify) g_ptr_array_unref);
  consumed = g_hash_table_new (NULL, NULL);
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  taken = g_ptr_array_new ();
  resolved = g_new0 (Resolved, edges->len + 1);

  for (guint i = 0; i < edges->len; i++)
    {
      GpDotEdge *edge = g_ptr_array_index (edges, i);
      GPtrArray *outs = g_hash_table_lookup (out_edges, edge->from);

      if (outs == NULL)
        {
          outs = g_ptr_array_new ();
          g_hash_table_insert (out_edges, edge->from, outs);
        }
      g_ptr_array_add (outs, edge);
    }

  for (guint i = 0; i < edges->len; i++)
    {
      GpDotEdge *edge = g_ptr_array_index (edges, i);
      GpDotPad *src = g_hash_table_lookup (dot->pads_by_id, edge->from);
      GpDotPad *sink = g_hash_table_lookup (dot->pads_by_id, edge->to);
      GpDotLink *raw;

      if (edge->dashed || src == NULL || sink == NULL)
        continue;
      raw = g_new0 (GpDotLink, 1);
      raw->src_element = g_strdup (src->owner);
      raw->src_pad = g_strdup (src->name);
      raw->sink_element = g_strdup (sink->owner);
      raw->sink_pad = g_strdup (sink->name);
      raw->caps = g_strdup ("");
      g_ptr_array_add (dot->raw_links, raw);
    }

  /* Real pad → real pad edges, and chains from a real pad through ghost and
   * proxy pads to a real pad. */
  for (guint i = 0; i < edges->len; i++)
    {
      GpDotEdge *edge = g_ptr_array_index (edges, i);
      GpDotPad *src = g_hash_table_lookup (dot->pads_by_id, edge->from);
      GpDotPad *sink = g_hash_table_lookup (dot->pads_by_id, edge->to);
      const char *caps = edge->caps;
      GpDotPad *target;

      if (edge->dashed || src == NULL || sink == NULL || src->is_ghost)
        continue;

      if (!sink->is_ghost)
        {
          resolved[i] = (Resolved) { src, sink, caps };
          continue;
        }

      g_ptr_array_set_size (taken, 0);
      target = follow_ghost_chain (dot, out_edges, sink, taken, &caps);
      if (target == NULL)
        continue;

      resolved[i] = (Resolved) { src, target, caps };
      g_hash_table_add (consumed, edge);
      for (guint j = 0; j < taken->len; j++)
        g_hash_table_add (consumed, g_ptr_array_index (taken, j));
    }

  /* In edge order; an edge to or from a ghost pad that no chain explained
   * stays a link to the bin, as in the reference, unless the pad is named
   * ghost… or proxypad…. */
  for (guint i = 0; i < edges->len; i++)
    {
      GpDotEdge *edge = g_ptr_array_index (edges, i);
      GpDotPad *src;
      GpDotPad *sink;

      if (resolved[i].src != NULL)
        {
          add_link (dot, seen, resolved[i].src, resolved[i].sink, resolved[i].caps);
          continue;
        }

      if (edge->dashed || g_hash_table_contains (consumed, edge))
        continue;

      src = g_hash_table_lookup (dot->pads_by_id, edge->from);
      sink = g_hash_table_lookup (dot->pads_by_id, edge->to);
      if (src != NULL && sink != NULL &&
          !named_like_ghost (src) && !named_like_ghost (sink))
        add_link (dot, seen, src, sink, edge->caps);
    }
}
