/* gp-graph-private.h: what the session loader needs of a GpGraph
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

#include "gp-graph.h"

G_BEGIN_DECLS

/* Adds a link with an explicit id (as stored in a session file), or returns
 * the existing one. */
GpLink *_gp_graph_add_link_from_ids (GpGraph    *graph,
                                     const char *id,
                                     const char *src,
                                     const char *sink);

/* The links from (resp. to) @element_id in link order, the graph's own
 * array (do not modify), or NULL when there are none. */
const GPtrArray *_gp_graph_peek_links_from (const GpGraph *graph,
                                            const char    *element_id);
const GPtrArray *_gp_graph_peek_links_to   (const GpGraph *graph,
                                            const char    *element_id);

G_END_DECLS
