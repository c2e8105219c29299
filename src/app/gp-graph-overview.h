/* gp-graph-overview.h: GpGraphOverview, the whole pipeline graph in small with the part in view
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

#include <gtk/gtk.h>

#include "gp-graph-view.h"
#include "gp-view.h"

G_BEGIN_DECLS

/* The overview (minimap) of a GpGraphView: every node of the layout as a
 * small box (the search's matches yellow, the targets of high and medium
 * findings in their severity's colour, the selection in the accent colour)
 * and the rectangle the graph view shows; a click or a drag there moves
 * the view. Shown only when :enabled and the graph does not fit its view. */

#define GP_TYPE_GRAPH_OVERVIEW (gp_graph_overview_get_type ())

G_DECLARE_FINAL_TYPE (GpGraphOverview, gp_graph_overview, GP, GRAPH_OVERVIEW, GpView)

GtkWidget    *gp_graph_overview_new            (void);

GpGraphView  *gp_graph_overview_get_graph_view (GpGraphOverview *self);
void          gp_graph_overview_set_graph_view (GpGraphOverview *self,
                                                GpGraphView     *graph_view);
gboolean      gp_graph_overview_get_enabled    (GpGraphOverview *self);
void          gp_graph_overview_set_enabled    (GpGraphOverview *self,
                                                gboolean         enabled);
/* Where the graph view's visible part is drawn, in the overview's
 * coordinates; FALSE when there is nothing drawn. */
gboolean      gp_graph_overview_get_view_rect  (GpGraphOverview *self,
                                                graphene_rect_t *rect);
/* The overview's point (@x, @y) in layout points; FALSE when there is
 * nothing drawn. */
gboolean      gp_graph_overview_to_layout      (GpGraphOverview *self,
                                                double           x,
                                                double           y,
                                                double          *layout_x,
                                                double          *layout_y);

G_END_DECLS
