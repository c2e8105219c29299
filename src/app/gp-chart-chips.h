/* gp-chart-chips.h: labels on one row that never overlap (the time charts' chips and tick labels)
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

#include <glib.h>

G_BEGIN_DECLS

/* The chips of a row (the time cursor's, the pointer's) laid out in the
 * order given, the first one's place first: each as near its wanted centre
 * as the row allows, inside it, and at least @gap from every chip placed
 * before; a chip with no such place is hidden. Then labels of lower rank
 * (tick labels) are shown only where they keep @gap from every chip. */

typedef struct
{
  double   center;   /* wanted; in */
  double   width;    /* in */
  double   x;        /* left edge; out */
  gboolean shown;    /* out */
} GpChartChip;

void      gp_chart_chips_layout    (GpChartChip *chips,
                                    guint        n,
                                    double       left,
                                    double       right,
                                    double       gap);
/* Whether [@x, @x + @width) keeps @gap from every shown chip of @chips. */
gboolean  gp_chart_chips_clear_of  (const GpChartChip *chips,
                                    guint              n,
                                    double             x,
                                    double             width,
                                    double             gap);

G_END_DECLS
