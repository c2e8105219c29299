/* gp-graph-search.c: finding elements of a laid-out graph by a typed query
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

/* The app's element search (Ctrl+F over the graph) as a pure function, so that what matches and in
 * which order is tested without a window: a query is a case-folded substring of an element's id,
 * its instance name or its factory, and the matches come in the order a reader meets them in the
 * drawing (graphviz lays ranks out left to right: by the node's centre x, then y), which is the
 * order Next and Previous walk. */

#include "config.h"

#include <string.h>

#include "gp-graph-search.h"

typedef struct
{
  const char *id;
  double      x;
  double      y;
  guint       index;   /* the graph's order, the last tie-break */
} Match;

static gboolean
folded_contains (const char *text,
                 const char *folded_query)
{
  g_autofree char *folded = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;

  folded = g_utf8_casefold (text, -1);
  return strstr (folded, folded_query) != NULL;
}

gboolean
gp_graph_search_matches (const GpElement *element,
                         const char      *folded_query)
{
  g_return_val_if_fail (element != NULL, FALSE);
  g_return_val_if_fail (folded_query != NULL, FALSE);

  if (element->is_bin || *folded_query == '\0')
    return FALSE;

  return folded_contains (element->id, folded_query) ||
         folded_contains (element->name, folded_query) ||
         folded_contains (element->factory, folded_query);
}

/* Centres this close in y are on one row (graphviz's rows wave a little). */
#define ROW_TOLERANCE 30.0

static int
compare_y (gconstpointer a,
           gconstpointer b)
{
  const Match *ma = a;
  const Match *mb = b;

  return (ma->y > mb->y) - (ma->y < mb->y);
}

/* Row by row, each left to right: the rows numbered in y order, then
 * sorted as ranks are (a row is a "rank" along y). */
static void
sort_rows_first (GArray *matches)
{
  double row_y = -G_MAXDOUBLE;
  double row = -1;

  g_array_sort (matches, compare_y);
  for (guint i = 0; i < matches->len; i++)
    {
      Match *match = &g_array_index (matches, Match, i);
      double x = match->x;

      if (match->y - row_y > ROW_TOLERANCE)
        {
          row_y = match->y;
          row++;
        }
      match->x = row;
      match->y = x;
    }
}

static int
compare_matches (gconstpointer a,
                 gconstpointer b)
{
  const Match *ma = a;
  const Match *mb = b;

  /* A rank's nodes share their centre x; graphviz's coordinates are
   * whole or half points, so a point apart is another rank. */
  if (ma->x < mb->x - 0.5)
    return -1;
  if (ma->x > mb->x + 0.5)
    return 1;
  if (ma->y < mb->y - 0.5)
    return -1;
  if (ma->y > mb->y + 0.5)
    return 1;

  return ma->index < mb->index ? -1 : ma->index > mb->index;
}

GPtrArray *
gp_graph_search (const GpGraph     *graph,
                 const GpXdotGraph *layout,
                 const char        *query)
{
  return gp_graph_search_full (graph, layout, FALSE, query);
}

GPtrArray *
gp_graph_search_full (const GpGraph     *graph,
                      const GpXdotGraph *layout,
                      gboolean           rows_first,
                      const char        *query)
{
  g_autoptr(GArray) matches = g_array_new (FALSE, FALSE, sizeof (Match));
  g_autofree char *stripped = NULL;
  g_autofree char *folded = NULL;
  GPtrArray *ids;

  g_return_val_if_fail (graph != NULL, NULL);

  ids = g_ptr_array_new ();
  if (query == NULL)
    return ids;

  stripped = g_strstrip (g_utf8_make_valid (query, -1));
  if (*stripped == '\0')
    return ids;
  folded = g_utf8_casefold (stripped, -1);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      Match match = { element->id, 0, 0, i };

      if (!gp_graph_search_matches (element, folded))
        continue;

      if (layout != NULL)
        {
          const GpXdotItem *item = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, element->id);

          if (item == NULL)
            continue;
          match.x = item->bounds.x + item->bounds.width / 2;
          match.y = item->bounds.y + item->bounds.height / 2;
        }
      g_array_append_val (matches, match);
    }

  if (layout != NULL && rows_first)
    sort_rows_first (matches);
  if (layout != NULL)
    g_array_sort (matches, compare_matches);

  for (guint i = 0; i < matches->len; i++)
    g_ptr_array_add (ids, (gpointer) g_array_index (matches, Match, i).id);

  return ids;
}
