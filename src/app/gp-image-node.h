/* gp-image-node.h: a cairo image as a render node (see gp-image-node.c for why)
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

G_BEGIN_DECLS

GskRenderNode *gp_image_node_new (cairo_surface_t       *surface,
                                  const graphene_rect_t *bounds);

G_END_DECLS
