/* gp-time-format.c: times as the time charts show them: seconds, or a clock for a long run
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

/* The time charts and the graph's cursor chip and tooltips show times as seconds ("12.25 s") for a
 * run shorter than GP_TIME_CLOCK_FROM (10 min), and as a clock from the start ("1:05:30", hours
 * past 24 kept) for a longer one, with tick steps that are round in either (1, 2, 5 × 10^k s; whole
 * seconds, minutes, hours). Any time a session holds prints, bounded at FORMAT_LIMIT_S; not clamped
 * to the report's axis limit, so that ticks far out still read apart. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-time-format.h"

gboolean
gp_time_uses_clock (double duration)
{
  return duration >= GP_TIME_CLOCK_FROM;
}

static int
decimals_for (double resolution)
{
  if (!(resolution > 0))
    return 0;
  return CLAMP ((int) ceil (-log10 (resolution) - 1e-9), 0, 3);
}

/* A bound for the text (19 characters at most) far past any capture. */
#define FORMAT_LIMIT_S 1e15

char *
gp_time_format (double   t,
                double   resolution,
                gboolean clock)
{
  int decimals = decimals_for (resolution);
  double scale = pow (10, decimals);
  double rounded;
  gint64 whole;
  const char *sign = "";

  /* A session may hold any time: printable, and the clock's integer part
   * defined. Not clamped to the report's axis limit: the chart spans the
   * times as they are, and its ticks must read apart (1e12 s is
   * 277777777:46:40). */
  t = isnan (t) ? 0 : CLAMP (t, -FORMAT_LIMIT_S, FORMAT_LIMIT_S);
  if (!clock)
    /* Translators: a time in seconds; %.*f is the number */
    return g_strdup_printf (_("%.*f s"), decimals, t);

  if (t < 0)
    {
      sign = "−";
      t = -t;
    }
  /* Rounded once, so that 59.999 shows as 1:00, not 0:60. */
  rounded = round (t * scale) / scale;
  whole = (gint64) floor (rounded);
  if (decimals == 0)
    return g_strdup_printf ("%s%" G_GINT64_FORMAT ":%02d:%02d", sign, whole / 3600,
                            (int) (whole / 60 % 60), (int) (whole % 60));
  return g_strdup_printf ("%s%" G_GINT64_FORMAT ":%02d:%0*.*f", sign, whole / 3600,
                          (int) (whole / 60 % 60), decimals + 3, decimals,
                          fmod (rounded, 60.0));
}

char *
gp_time_format_for_series (const GpSeries *series,
                           double          t,
                           double          resolution)
{
  guint n = gp_series_get_n_windows (series);
  double duration = n > 0 ? gp_series_get_t (series, n - 1) + gp_series_get_window_ms (series) / 1000.0 : 0;

  return gp_time_format (t, resolution, gp_time_uses_clock (duration));
}

char *
gp_time_format_window (const GpSeries *series,
                       guint           window)
{
  g_return_val_if_fail (series != NULL, NULL);
  g_return_val_if_fail (window < gp_series_get_n_windows (series), NULL);

  return gp_time_format_for_series (series, gp_series_get_window_time (series, window),
                                    gp_series_get_time_resolution (series));
}

double
gp_time_nice_step (double   span,
                   double   target_ticks,
                   gboolean clock)
{
  static const double clock_steps[] = {
    1, 2, 5, 10, 15, 30,
    60, 120, 300, 600, 900, 1800,
    3600, 7200, 10800, 21600, 43200, 86400,
  };
  double raw = span / MAX (target_ticks, 1);
  double magnitude;
  double norm;

  if (clock && raw >= 1)
    {
      for (guint i = 0; i < G_N_ELEMENTS (clock_steps); i++)
        if (raw <= clock_steps[i] * 1.5)
          return clock_steps[i];
      /* Days: 1, 2, 5 × 10^k of them. */
      return 86400 * gp_time_nice_step (raw / 86400, 1, FALSE);
    }

  magnitude = pow (10, floor (log10 (MAX (raw, 1e-9))));
  norm = raw / magnitude;
  return (norm < 1.5 ? 1 : norm < 3.5 ? 2 : norm < 7.5 ? 5 : 10) * magnitude;
}
