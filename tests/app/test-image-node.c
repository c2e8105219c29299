/* test-image-node.c: a cairo image as a render node: a cairo node, drawn where and as it was painted
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

#include "config.h"

#include <string.h>

#include "gp-image-node.h"

/* ARGB32 pixel (x, y) of @surface, in device pixels. */
static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  guint32 pixel;

  cairo_surface_flush (surface);
  memcpy (&pixel, cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface) + x * 4,
          sizeof pixel);
  return pixel;
}

/* An image of @width × @height points at @scale: its left half red, its right half blue. */
static cairo_surface_t *
make_image (int width,
            int height,
            int scale)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_rectangle (cr, 0, 0, width / 2.0, height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 1);
  cairo_rectangle (cr, width / 2.0, 0, width / 2.0, height);
  cairo_fill (cr);
  cairo_destroy (cr);

  return image;
}

/* The node is a cairo node (GTK 4.8's cairo renderer converts a texture
 * node's pixels at every frame) and draws the image at its bounds, at
 * the scale it was painted for; the image may go once the node is made. */
static void
check_scale (int scale)
{
  cairo_surface_t *image = make_image (10, 4, scale);
  GskRenderNode *node = gp_image_node_new (image, &GRAPHENE_RECT_INIT (5, 3, 10, 4));
  cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 20 * scale, 10 * scale);
  graphene_rect_t bounds;
  cairo_t *cr;

  cairo_surface_destroy (image);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CAIRO_NODE);
  gsk_render_node_get_bounds (node, &bounds);
  g_assert_true (graphene_rect_equal (&bounds, &GRAPHENE_RECT_INIT (5, 3, 10, 4)));

  cairo_surface_set_device_scale (target, scale, scale);
  cr = cairo_create (target);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);

  /* Outside the bounds: nothing. */
  g_assert_cmphex (pixel_at (target, 4 * scale, 4 * scale), ==, 0);
  g_assert_cmphex (pixel_at (target, 6 * scale, 2 * scale), ==, 0);
  g_assert_cmphex (pixel_at (target, 16 * scale, 4 * scale), ==, 0);
  g_assert_cmphex (pixel_at (target, 6 * scale, 8 * scale), ==, 0);
  /* Inside: red from x 5 to 10, blue from 10 to 15, every device pixel. */
  g_assert_cmphex (pixel_at (target, 5 * scale, 3 * scale), ==, 0xffff0000);
  g_assert_cmphex (pixel_at (target, 10 * scale - 1, 7 * scale - 1), ==, 0xffff0000);
  g_assert_cmphex (pixel_at (target, 10 * scale, 3 * scale), ==, 0xff0000ff);
  g_assert_cmphex (pixel_at (target, 15 * scale - 1, 7 * scale - 1), ==, 0xff0000ff);

  gsk_render_node_unref (node);
  cairo_surface_destroy (target);
}

static void
test_draws (void)
{
  check_scale (1);
}

static void
test_draws_hidpi (void)
{
  check_scale (2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* GSK registers its node types with the first one asked for (gtk_init does, and needs a display). */
  g_type_ensure (GSK_TYPE_CAIRO_NODE);

  g_test_add_func ("/gp/app/image-node/draws", test_draws);
  g_test_add_func ("/gp/app/image-node/draws-hidpi", test_draws_hidpi);

  return g_test_run ();
}
