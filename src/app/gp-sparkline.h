/* gp-sparkline.h: GpSparkline, one series column over the run in a few pixels
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

/* A small line of one series column over the whole run (the inspector's
 * "over time" rows), its peak per pixel column, with the time cursor's
 * window marked. The values are copied, decimated, when it is made. */

#define GP_TYPE_SPARKLINE (gp_sparkline_get_type ())

G_DECLARE_FINAL_TYPE (GpSparkline, gp_sparkline, GP, SPARKLINE, GtkWidget)

/* @column: doubles, NAN = not measured; its first @n_windows are drawn. */
GtkWidget *gp_sparkline_new          (GArray      *column,
                                      guint        n_windows);
/* The highest value drawn, NAN when there is none. */
double     gp_sparkline_get_max      (GpSparkline *self);
/* The window to mark, -1 for none. */
void       gp_sparkline_set_cursor   (GpSparkline *self,
                                      int          window);
int        gp_sparkline_get_cursor   (GpSparkline *self);

G_END_DECLS
