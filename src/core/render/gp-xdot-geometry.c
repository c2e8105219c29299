/* gp-xdot-geometry.c: an edge's spline: its points, the distance of a point to it
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

#include <math.h>

#include "gp-xdot.h"

#define BEZIER_STEPS 16

const GpXdotOp *
gp_xdot_item_get_spline (const GpXdotItem *item)
{
  g_return_val_if_fail (item != NULL, NULL);

  for (guint i = 0; i < item->ops->len; i++)
    {
      const GpXdotOp *op = g_ptr_array_index (item->ops, i);

      if (op->shape == GP_XDOT_SHAPE_BEZIER && op->n_points >= 4)
        return op;
    }

  return NULL;
}

static void
cubic (const double *p,
       double        t,
       double       *x,
       double       *y)
{
  double u = 1.0 - t;
  double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;

  *x = a * p[0] + b * p[2] + c * p[4] + d * p[6];
  *y = a * p[1] + b * p[3] + c * p[5] + d * p[7];
}

void
gp_xdot_bezier_point (const GpXdotOp *op,
                      double          t,
                      double         *x,
                      double         *y)
{
  guint n_segments;
  guint segment;
  double local;

  g_return_if_fail (op != NULL);
  g_return_if_fail (x != NULL && y != NULL);

  if (op->n_points < 4)
    {
      *x = op->n_points > 0 ? op->points[0] : 0.0;
      *y = op->n_points > 0 ? op->points[1] : 0.0;
      return;
    }

  n_segments = (op->n_points - 1) / 3;
  t = CLAMP (t, 0.0, 1.0) * n_segments;
  segment = MIN ((guint) t, n_segments - 1);
  local = t - segment;
  cubic (&op->points[6 * segment], local, x, y);
}

static double
segment_distance (double px,
                  double py,
                  double ax,
                  double ay,
                  double bx,
                  double by)
{
  double dx = bx - ax, dy = by - ay;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0.0;

  t = CLAMP (t, 0.0, 1.0);

  return hypot (px - (ax + t * dx), py - (ay + t * dy));
}

double
gp_xdot_item_distance (const GpXdotItem *item,
                       double            x,
                       double            y)
{
  const GpXdotOp *spline;
  double best = G_MAXDOUBLE;
  double dx, dy;

  g_return_val_if_fail (item != NULL, G_MAXDOUBLE);

  if (item->kind == GP_XDOT_ITEM_EDGE && (spline = gp_xdot_item_get_spline (item)) != NULL)
    {
      guint n_segments = (spline->n_points - 1) / 3;
      double px = spline->points[0], py = spline->points[1];

      for (guint s = 0; s < n_segments; s++)
        {
          for (guint k = 1; k <= BEZIER_STEPS; k++)
            {
              double qx, qy;

              cubic (&spline->points[6 * s], (double) k / BEZIER_STEPS, &qx, &qy);
              best = MIN (best, segment_distance (x, y, px, py, qx, qy));
              px = qx;
              py = qy;
            }
        }

      return best;
    }

  dx = MAX (MAX (item->bounds.x - x, 0.0), x - (item->bounds.x + item->bounds.width));
  dy = MAX (MAX (item->bounds.y - y, 0.0), y - (item->bounds.y + item->bounds.height));

  return hypot (dx, dy);
}
