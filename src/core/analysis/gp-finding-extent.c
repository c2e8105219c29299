/* gp-finding-extent.c: what a finding's title names on the graph, beyond its targets
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

/* ZC's stretch is walked on the recorded graph: the elements reachable downstream from
 * hw_upstream and upstream from hw_downstream (two breadth-first walks) are the ones on a path
 * between them, and a link is on the stretch when both its ends are. The launch check
 * (core/launch/gp-launch-check.c) finds such stretches too, but in a launch string it predicts
 * memory for; a recording has the memory measured on its links and ZC has named the ends
 * already, so only the paths between them are left to find. No library walks a GpGraph. */

#include "config.h"

#include "gp-finding-extent.h"
#include "gp-graph-private.h"

static gboolean
is_target (const GPtrArray *targets,
           const char      *id)
{
  for (guint i = 0; i < targets->len; i++)
    if (g_str_equal (g_ptr_array_index (targets, i), id))
      return TRUE;

  return FALSE;
}

/* The elements reachable from @start following links downstream (or upstream), @start too. */
static GHashTable *
reach (const GpGraph *graph,
       const char    *start,
       gboolean       downstream)
{
  GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();

  g_hash_table_add (seen, (gpointer) start);
  g_ptr_array_add (queue, (gpointer) start);
  for (guint q = 0; q < queue->len; q++)
    {
      const char *here = g_ptr_array_index (queue, q);
      const GPtrArray *links = downstream ? _gp_graph_peek_links_from (graph, here)
                                          : _gp_graph_peek_links_to (graph, here);

      for (guint i = 0; links != NULL && i < links->len; i++)
        {
          const GpLink *link = g_ptr_array_index (links, i);
          const char *next = downstream ? link->sink_element : link->src_element;

          if (next != NULL && g_hash_table_add (seen, (gpointer) next))
            g_ptr_array_add (queue, (gpointer) next);
        }
    }

  return seen;
}

/* Every element and link on a path @from → @to, in graph order. */
static void
collect_between (const GpFinding *finding,
                 const GpGraph   *graph,
                 const char      *from,
                 const char      *to,
                 GPtrArray       *elements,
                 GPtrArray       *links)
{
  const GpElement *first = from != NULL ? gp_graph_lookup_element (graph, from) : NULL;
  const GpElement *last = to != NULL ? gp_graph_lookup_element (graph, to) : NULL;
  g_autoptr(GHashTable) down = NULL;
  g_autoptr(GHashTable) up = NULL;

  if (first == NULL || last == NULL)
    return;

  down = reach (graph, first->id, TRUE);
  up = reach (graph, last->id, FALSE);
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);

      if (g_hash_table_contains (down, element->id) && g_hash_table_contains (up, element->id) &&
          !is_target (finding->target_elements, element->id))
        g_ptr_array_add (elements, element->id);
    }
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);

      if (link->src_element != NULL && link->sink_element != NULL &&
          g_hash_table_contains (down, link->src_element) &&
          g_hash_table_contains (up, link->sink_element) &&
          !is_target (finding->target_links, link->id))
        g_ptr_array_add (links, link->id);
    }
}

/* A converter and what it feeds: the links from it to the elements named. */
static void
collect_fed (const GpFinding *finding,
             const GpGraph   *graph,
             const char      *element_id,
             JsonArray       *downstream,
             GPtrArray       *elements,
             GPtrArray       *links)
{
  const GPtrArray *from = element_id != NULL ? _gp_graph_peek_links_from (graph, element_id) : NULL;

  for (guint i = 0; from != NULL && i < from->len; i++)
    {
      const GpLink *link = g_ptr_array_index (from, i);
      gboolean named = FALSE;

      for (guint k = 0; downstream != NULL && k < json_array_get_length (downstream); k++)
        named |= g_strcmp0 (json_array_get_string_element (downstream, k), link->sink_element) == 0;
      if (!named || link->sink_element == NULL)
        continue;
      if (!is_target (finding->target_elements, link->sink_element))
        g_ptr_array_add (elements, link->sink_element);
      if (!is_target (finding->target_links, link->id))
        g_ptr_array_add (links, link->id);
    }
}

static const char *
evidence_string (const GpFinding *finding,
                 const char      *name)
{
  JsonNode *node = json_object_get_member (finding->evidence, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
}

void
gp_finding_collect_extent (const GpFinding *finding,
                            const GpGraph   *graph,
                            GPtrArray       *elements,
                            GPtrArray       *links)
{
  g_return_if_fail (finding != NULL);
  g_return_if_fail (graph != NULL);
  g_return_if_fail (elements != NULL && links != NULL);

  if (g_strcmp0 (finding->rule, "ZC") == 0)
    collect_between (finding, graph, evidence_string (finding, "hw_upstream"),
                     evidence_string (finding, "hw_downstream"), elements, links);
  else if (g_strcmp0 (finding->rule, "CAPS") == 0)
    {
      JsonNode *node = json_object_get_member (finding->evidence, "downstream");

      collect_fed (finding, graph, evidence_string (finding, "element"),
                   node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL,
                   elements, links);
    }
}
