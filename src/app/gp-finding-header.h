/* gp-finding-header.h: GpFindingHeader, a finding card's header
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

/* A finding card's header: the severity badge, the title, the rule, rank,
 * share and heuristic tag as its subtitle, and the expander arrow, all
 * bound to its `item` (a GpFindingItem). */

#define GP_TYPE_FINDING_HEADER (gp_finding_header_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingHeader, gp_finding_header, GP, FINDING_HEADER, GtkGrid)

GtkWidget     *gp_finding_header_new      (GpFindingItem   *item);
GpFindingItem *gp_finding_header_get_item (GpFindingHeader *self);
void           gp_finding_header_set_item (GpFindingHeader *self,
                                           GpFindingItem   *item);

G_END_DECLS
