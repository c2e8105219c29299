/* gp-pipeline-page.h: GpPipelinePage, the Pipeline view
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

#include "gp-graph-overview.h"
#include "gp-graph-view.h"
#include "gp-view.h"

G_BEGIN_DECLS

/* The Pipeline view: the graph in a scroller, the memory legend and the
 * zoom controls over it, or why there is no graph. */

#define GP_TYPE_PIPELINE_PAGE (gp_pipeline_page_get_type ())

G_DECLARE_FINAL_TYPE (GpPipelinePage, gp_pipeline_page, GP, PIPELINE_PAGE, GpView)

GpGraphView  *gp_pipeline_page_get_graph_view (GpPipelinePage *self);
GpGraphOverview *gp_pipeline_page_get_overview (GpPipelinePage *self);
/* Opens the search bar over the graph and gives its entry the keyboard
 * (`pipeline.find`, Ctrl+F; typing over the graph does too). Enter or
 * Ctrl+G: the next match, Shift+Enter or Ctrl+Shift+G: the previous;
 * Escape closes it and ends the search. */
void          gp_pipeline_page_start_search   (GpPipelinePage *self);
gboolean      gp_pipeline_page_get_search_mode (GpPipelinePage *self);
GtkEditable  *gp_pipeline_page_get_search_entry (GpPipelinePage *self);
/* What the search bar says of the matches: "3 of 12", "No matches", "". */
const char   *gp_pipeline_page_get_match_text (GpPipelinePage *self);
/* The time cursor chip's text ("at 12.25 s"), or NULL when the graph shows
 * whole-run values. The chip follows the cursor while the page is shown
 * (and catches up when it is shown again); hidden, this is NULL. */
const char   *gp_pipeline_page_get_cursor_text (GpPipelinePage *self);

G_END_DECLS
