/* gp-image-node.c: a cairo image painted once, kept as a render node that every renderer draws fast
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

/* The Timeline's lanes and the graph overview are painted with cairo into an image and kept
 * between frames. As a GdkMemoryTexture in a texture node, GTK 4.8's cairo renderer copies the
 * whole texture into a new cairo surface at every frame, through floats, pixel by pixel
 * (gdk_memory_convert has no same-format shortcut in 4.8), whether the frame's damage touches
 * it or not: 14 ms a frame for a 1300×700 image on the machine this was measured on. A cairo node
 * whose recording paints the image is replayed from the image itself, clipped to the damage
 * (0.8 ms whole, 0.05 ms for a 40-pixel strip); the GL renderer renders it once and keeps the
 * result for the node's life, as it does a texture. */

#include "config.h"

#include "gp-image-node.h"

/**
 * gp_image_node_new:
 * @surface: a cairo image surface, its device scale set for the widget's scale factor
 * @bounds: where it is drawn, in the widget's coordinates
 *
 * A render node that draws @surface at @bounds. The node keeps its own
 * reference: @surface must not be drawn into afterwards.
 *
 * Returns: (transfer full): the node
 */
GskRenderNode *
gp_image_node_new (cairo_surface_t       *surface,
                   const graphene_rect_t *bounds)
{
  GskRenderNode *node;
  cairo_t *cr;

  g_return_val_if_fail (surface != NULL, NULL);
  g_return_val_if_fail (bounds != NULL, NULL);

  node = gsk_cairo_node_new (bounds);
  cr = gsk_cairo_node_get_draw_context (node);
  cairo_set_source_surface (cr, surface, bounds->origin.x, bounds->origin.y);
  cairo_paint (cr);
  cairo_destroy (cr);

  return node;
}
