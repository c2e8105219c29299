/* gp-chart-chips.c: labels on one row that never overlap (the time charts' chips and tick labels)
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

/* The header row of the lane chart holds the tick labels, the cursor's time chip and, while the
 * pointer is over the plot, the pointer's: the cursor's keeps its place, the pointer's moves aside
 * (to the nearest side of what it would cover that fits), and a tick label under a chip is not
 * drawn. A plain function of widths and positions (no GTK), unit-tested in
 * tests/app/test-chart-scale.c. */

#include "config.h"

#include <math.h>

#include "gp-chart-chips.h"

static gboolean
overlaps (const GpChartChip *placed,
          guint              n,
          double             x,
          double             width,
          double             gap,
          guint             *hit)
{
  for (guint i = 0; i < n; i++)
    {
      const GpChartChip *c = &placed[i];

      if (c->shown && x < c->x + c->width + gap && c->x < x + width + gap)
        {
          if (hit != NULL)
            *hit = i;
          return TRUE;
        }
    }

  return FALSE;
}

gboolean
gp_chart_chips_clear_of (const GpChartChip *chips,
                         guint              n,
                         double             x,
                         double             width,
                         double             gap)
{
  return !overlaps (chips, n, x, width, gap, NULL);
}

/* The nearest place to @want for chip @k among the ones beside an earlier
 * chip (and @want itself), inside [@left, @right]; FALSE when none is free. */
static gboolean
nearest_free (const GpChartChip *chips,
              guint              k,
              double             want,
              double             left,
              double             right,
              double             gap,
              double            *x)
{
  double width = chips[k].width;
  double best = NAN;

  if (!overlaps (chips, k, want, width, gap, NULL))
    {
      *x = want;
      return TRUE;
    }

  for (guint i = 0; i < k; i++)
    {
      double candidates[2];

      if (!chips[i].shown)
        continue;
      candidates[0] = chips[i].x - gap - width;
      candidates[1] = chips[i].x + chips[i].width + gap;
      for (guint c = 0; c < 2; c++)
        {
          double at = candidates[c];

          if (at < left - 1e-9 || at + width > right + 1e-9 || overlaps (chips, k, at, width, gap * 0.999, NULL))
            continue;
          if (isnan (best) || fabs (at - want) < fabs (best - want))
            best = at;
        }
    }

  if (isnan (best))
    return FALSE;
  *x = best;
  return TRUE;
}

void
gp_chart_chips_layout (GpChartChip *chips,
                       guint        n,
                       double       left,
                       double       right,
                       double       gap)
{
  g_return_if_fail (chips != NULL || n == 0);

  for (guint k = 0; k < n; k++)
    {
      GpChartChip *chip = &chips[k];
      double want = CLAMP (chip->center - chip->width / 2, left, MAX (left, right - chip->width));

      chip->shown = chip->width <= right - left &&
                    nearest_free (chips, k, want, left, right, gap, &chip->x);
      if (!chip->shown)
        chip->x = want;
    }
}
