/* gp-finding-item.h: GpFindingItem, one finding of a document as a list item
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

#include "gp-document.h"

G_BEGIN_DECLS

/* One finding of a document as an item of the findings pane's list model:
 * the finding (borrowed from the document, which it keeps alive), what its
 * card's header shows (`title`, `subtitle`, `severity-label`, `severity`:
 * read-only properties the row template binds) and what the view adds to
 * it: whether its card is open (`expanded`, kept here so that it outlives
 * a recycled card) and shows its title and subtitle yet (`populated`).
 * A group's item (two or more findings of one rule and severity) has the
 * same header over its members' items and no finding of its own; its
 * `expanded` is whether its members are shown. */

#define GP_TYPE_FINDING_ITEM (gp_finding_item_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingItem, gp_finding_item, GP, FINDING_ITEM, GObject)

GpFindingItem   *gp_finding_item_new          (GpDocument      *document,
                                               const GpFinding *finding);
/* A group of @members (GpFindingItems, two or more, in rank order), named
 * @group_id (gp-finding-group.h). */
GpFindingItem   *gp_finding_item_new_group    (GpDocument      *document,
                                               const char      *group_id,
                                               GPtrArray       *members);
gboolean         gp_finding_item_is_group     (GpFindingItem   *self);
/* A group's members (GpFindingItems), or NULL for a finding. */
GListModel      *gp_finding_item_get_members  (GpFindingItem   *self);
gboolean         gp_finding_item_has_member   (GpFindingItem   *self,
                                               const char      *finding_id);
/* The finding, or NULL for a group. */
const GpFinding *gp_finding_item_get_finding  (GpFindingItem   *self);
GpSeverity       gp_finding_item_get_severity (GpFindingItem   *self);
const char      *gp_finding_item_get_title    (GpFindingItem   *self);
GpDocument      *gp_finding_item_get_document (GpFindingItem   *self);
/* The finding's id, or the group's ("group:F-SW-videoconvert0"). */
const char      *gp_finding_item_get_id       (GpFindingItem   *self);
const char      *gp_finding_item_get_subtitle (GpFindingItem   *self);
gboolean         gp_finding_item_get_expanded (GpFindingItem   *self);
void             gp_finding_item_set_expanded (GpFindingItem   *self,
                                               gboolean         expanded);
gboolean         gp_finding_item_get_populated (GpFindingItem  *self);
void             gp_finding_item_set_populated (GpFindingItem  *self,
                                                gboolean        populated);

G_END_DECLS
