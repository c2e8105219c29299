/* gp-finding-row.h: GpFindingRow, one finding card
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

#include "gp-finding-item.h"

G_BEGIN_DECLS

/* One finding card, the row a GpFindingsPane's list view makes from its
 * row template and binds to a GpFindingItem (`item`; the list view may
 * rebind it to another): severity, title, and rule, rank, share and the
 * heuristic tag as its subtitle; opened (a click on its header, Enter on
 * the focused row: the item's `expanded`, which the card shows and sets),
 * why / fix / patch / evidence / reference, made on first opening. */

#define GP_TYPE_FINDING_ROW (gp_finding_row_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingRow, gp_finding_row, GP, FINDING_ROW, GtkBox)

GtkWidget        *gp_finding_row_new          (GpFindingItem *item);
GpFindingItem    *gp_finding_row_get_item     (GpFindingRow  *self);
void              gp_finding_row_set_item     (GpFindingRow  *self,
                                               GpFindingItem *item);
gboolean          gp_finding_row_get_expanded (GpFindingRow  *self);
void              gp_finding_row_set_expanded (GpFindingRow  *self,
                                               gboolean       expanded);
/* Whether the card shows its title and subtitle (by default); one away
 * from the view may hold them back, so that they are not laid out. */
gboolean          gp_finding_row_get_populated (GpFindingRow *self);
void              gp_finding_row_set_populated (GpFindingRow *self,
                                                gboolean      populated);
/* The details (a GpFindingDetails) once made for this item, or NULL. */
GtkWidget        *gp_finding_row_get_details  (GpFindingRow  *self);
const GpFinding  *gp_finding_row_get_finding  (GpFindingRow  *self);
const char       *gp_finding_row_get_id       (GpFindingRow  *self);
const char       *gp_finding_row_severity_text (GpSeverity   severity);

/* "ranking: a 4.1 ms 33% · b 2.0 ms 22%"-like text for one evidence value. */
char             *gp_finding_format_value     (JsonNode      *node);

G_END_DECLS
