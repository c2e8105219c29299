/* gp-chart-page.h: GpChartPage, the Timeline or System view: its lane chart, or why it is empty
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

#include "gp-lane-chart.h"
#include "gp-view.h"

G_BEGIN_DECLS

#define GP_TYPE_CHART_PAGE (gp_chart_page_get_type ())

G_DECLARE_FINAL_TYPE (GpChartPage, gp_chart_page, GP, CHART_PAGE, GpView)

/* A GpLaneChart of :kind ("timeline" or "system") over the view's
 * :document and :view-state, in a scrolled window; a complete session
 * without a single measurement window shows a status page instead, saying
 * why (:capturing: none yet). */
GpLaneChart *gp_chart_page_get_chart      (GpChartPage *self);
/* TRUE while the status page is shown. */
gboolean     gp_chart_page_get_empty      (GpChartPage *self);
/* The lane filter's entry (its text is the view state's lane-filter). */
GtkEditable *gp_chart_page_get_filter_entry (GpChartPage *self);

G_END_DECLS
