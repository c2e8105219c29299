/* gp-findings-pane.h: GpFindingsPane, the ranked findings as expandable cards
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

#include "gp-view.h"

G_BEGIN_DECLS

/* The ranked findings as expandable cards: a list model of GpFindingItems
 * (the finding and whether its card is open) shown by a GtkListView with a
 * row template. Opening a card focuses its finding in the view state
 * (which outlines its targets in the graph); focusing a finding elsewhere
 * opens its card and brings it into view. */

#define GP_TYPE_FINDINGS_PANE (gp_findings_pane_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingsPane, gp_findings_pane, GP, FINDINGS_PANE, GpView)

/* The number of findings listed (one card each when in view). */
guint         gp_findings_pane_get_n_cards    (GpFindingsPane *self);
/* Of GpFindingItem, in rank order: one a finding, cards made or not. */
GListModel   *gp_findings_pane_get_items      (GpFindingsPane *self);
/* The list view that shows them (its rows hold the cards). */
GtkListView  *gp_findings_pane_get_list_view  (GpFindingsPane *self);
/* The card of @finding_id (the list view scrolled to it if it had none),
 * or NULL. */
GtkWidget    *gp_findings_pane_get_card       (GpFindingsPane *self,
                                               const char     *finding_id);

G_END_DECLS
