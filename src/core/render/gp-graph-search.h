/* gp-graph-search.h: finding elements of a laid-out graph by a typed query
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

#pragma once

#include <glib.h>

#include "gp-graph.h"
#include "gp-xdot.h"

G_BEGIN_DECLS

/* Whether @query (already case-folded by g_utf8_casefold(), not empty)
 * is a substring of the element's id, instance name or factory, case
 * folded. */
gboolean    gp_graph_search_matches (const GpElement   *element,
                                     const char        *folded_query);

/* The ids (borrowed from @graph) of the elements @query names: a
 * case-insensitive substring of the id, the instance name or the factory;
 * the query's leading and trailing spaces ignored, an empty one names none.
 * Bins are no nodes and never match. With @layout, only elements drawn in
 * it, in reading order along its ranks (left to right, then top to bottom:
 * by the node's centre); without, in the graph's order. Never NULL. */
GPtrArray  *gp_graph_search         (const GpGraph     *graph,
                                     const GpXdotGraph *layout,
                                     const char        *query);
/* The same for a layout laid out @rows_first (top to bottom, in rows):
 * reading order is then row by row (nodes whose centres are within a
 * node's height of the row's first), each left to right. */
GPtrArray  *gp_graph_search_full    (const GpGraph     *graph,
                                     const GpXdotGraph *layout,
                                     gboolean           rows_first,
                                     const char        *query);

G_END_DECLS
