/* gp-xdot-private.h: what gp-xdot.c and gp-xdot-ops.c share
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

#include "gp-xdot.h"

G_BEGIN_DECLS

/* gp-xdot-ops.c: the ops of the graphviz @object's (a graph, node or edge)
 * @attribute appended to @item, origin (@origin_x, @top) of the graph's
 * bounding box; FALSE when libxdot cannot read it. */
gboolean  _gp_xdot_add_attribute_ops   (void       *object,
                                        const char *attribute,
                                        double      origin_x,
                                        double      top,
                                        GpXdotItem *item);
/* The item's bounds grown to hold its ops. */
void      _gp_xdot_item_compute_bounds (GpXdotItem *item);
void      _gp_xdot_op_free             (gpointer    data);

G_END_DECLS
