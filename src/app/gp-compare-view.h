/* gp-compare-view.h: GpCompareView, before/after of two sessions
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

#include <adwaita.h>

#include "gp-compare.h"

G_BEGIN_DECLS

/* Before/after of two sessions (a GpCompare): both sessions, the latency
 * and frame period deltas, per-element p95 by size of change, and the
 * findings cleared, new and kept. Better and worse are said in words and
 * icons, not only in colour. */

#define GP_TYPE_COMPARE_VIEW (gp_compare_view_get_type ())

G_DECLARE_FINAL_TYPE (GpCompareView, gp_compare_view, GP, COMPARE_VIEW, AdwBin)

GtkWidget  *gp_compare_view_new                (void);
GpCompare  *gp_compare_view_get_compare        (GpCompareView *self);
void        gp_compare_view_set_compare        (GpCompareView *self,
                                                GpCompare     *compare);

/* What the view shows, for tests and accessibility checks. */
guint       gp_compare_view_get_n_element_rows (GpCompareView *self);
/* The element id shown on table row @i (0-based, header excluded). */
const char *gp_compare_view_get_element_at     (GpCompareView *self,
                                                guint          i);

/* The list view of the findings in @state (its model: GpCompareFindingItems). */
GtkListView *gp_compare_view_get_findings_list (GpCompareView         *self,
                                                GpCompareFindingState  state);

G_END_DECLS
