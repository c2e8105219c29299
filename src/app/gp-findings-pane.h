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

/* The ranked findings as expandable cards: a tree list model of
 * GpFindingItems (the finding or group and whether its card is open) shown
 * by a GtkListView with a row template; findings of one rule and severity,
 * two or more, are one group's card that expands into theirs. Opening a
 * card focuses its finding (a group's: the group) in the view state (which
 * outlines its targets, a group's members' in the graph); focusing one
 * elsewhere opens its card and brings it into view. */

#define GP_TYPE_FINDINGS_PANE (gp_findings_pane_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingsPane, gp_findings_pane, GP, FINDINGS_PANE, GpView)

/* The number of findings listed (one card each when in view). */
guint         gp_findings_pane_get_n_cards    (GpFindingsPane *self);
/* Of GpFindingItem, in rank order: one a finding, cards made or not. */
GListModel   *gp_findings_pane_get_items      (GpFindingsPane *self);
/* Of GpFindingItem, the top rows: a group's item for each rule with two or
 * more findings of one severity (its members below it when expanded), a
 * finding's for each other (a GpFindingGroups). */
GListModel   *gp_findings_pane_get_rows       (GpFindingsPane *self);
/* The list view that shows them (its rows hold the cards). */
GtkListView  *gp_findings_pane_get_list_view  (GpFindingsPane *self);
/* The card of @id, a finding's or a group's (a member's group expanded,
 * the list view scrolled to it if it had none), or NULL. */
GtkWidget    *gp_findings_pane_get_card       (GpFindingsPane *self,
                                               const char     *id);

G_END_DECLS
