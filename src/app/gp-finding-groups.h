/* gp-finding-groups.h: GpFindingGroups, the findings pane's rows: findings, and groups of one rule's
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

#include <gio/gio.h>

#include "gp-document.h"
#include "gp-finding-item.h"

G_BEGIN_DECLS

/* A GListModel of GpFindingItems, the top rows of the findings pane: one
 * for each group of two or more findings of one rule and severity (a
 * group's item, its members below it in a tree list model), one for each
 * finding of a rule that has no other, in the order of the groups' first
 * members (the rules' ranking kept). Made once for a complete document. */

#define GP_TYPE_FINDING_GROUPS (gp_finding_groups_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingGroups, gp_finding_groups, GP, FINDING_GROUPS, GObject)

/* Empty for NULL or a document not yet complete. */
GpFindingGroups *gp_finding_groups_new          (GpDocument      *document);
/* Every finding's item (the same as the rows and the groups' members
 * hold), in rank order. */
GListModel      *gp_finding_groups_get_findings (GpFindingGroups *self);
/* The row of @focus_id: the group or finding of that id, or the group
 * that has the finding of that id; -1 when none. */
int              gp_finding_groups_find_row     (GpFindingGroups *self,
                                                 const char      *focus_id);
/* The number of rows that are groups. */
guint            gp_finding_groups_get_n_groups (GpFindingGroups *self);

G_END_DECLS
