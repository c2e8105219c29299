/* gp-dot.h: GStreamer dot dumps → elements, pads, links with caps (GpDotGraph)
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

G_BEGIN_DECLS

/* A parsed GStreamer GST_DEBUG_DUMP_DOT_DIR dump (reference.md §7):
 * elements (GType, name, parent bin, non-default props), pads, and links
 * with their caps text. Tolerates 1.26's `node_` prefix. */
typedef struct _GpDotGraph GpDotGraph;

GpDotGraph  *gp_dot_parse           (const char   *text,
                                     gssize        len,
                                     GError      **error);
void         gp_dot_graph_free      (GpDotGraph   *dot);

const char  *gp_dot_graph_get_pipeline (const GpDotGraph *dot);
guint        gp_dot_graph_n_elements   (const GpDotGraph *dot);
guint        gp_dot_graph_n_links      (const GpDotGraph *dot);
guint        gp_dot_graph_n_pads       (const GpDotGraph *dot);

/* Merges the dump into @graph: adds elements (GType, factory, vendor for
 * @platform, bin, is_bin, first-seen props, pads) and links with caps
 * (empty/ANY caps never overwrite known caps). Sets the pipeline name when
 * the graph has none. */
void         gp_dot_graph_merge     (const GpDotGraph *dot,
                                     GpGraph          *graph,
                                     const char       *platform);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpDotGraph, gp_dot_graph_free)

G_END_DECLS
