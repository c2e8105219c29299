/* gp-holdings.c: what each element holds, and the process memory's trend, as the app shows them
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

/* The leak hunt's figures shared by the graph's holding badges (gp-graph-view-holdings.c), the
 * Memory and backlog lanes (gp-chart-lanes-memory.c) and the QLEAK card's trend
 * (gp-finding-trend.c), so that the three say the same thing: an element's holding is its
 * held_bytes (the tracer's whereabouts, exact or estimated), else held_buffers, else the queue
 * level of a queue-like element; the process memory's slope is Theil–Sen over the RSS column (one
 * spike does not make a leak), and the time to OOM is MemAvailable at the end over that slope. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>

#include "gp-holdings.h"

#define SLOPE_MAX_POINTS 256
#define SLOPE_MIN_POINTS 4

/* The factories the QLEAK rule's catalogue entry calls queue-like
 * (rules/catalog.json `queue_like`, matched as prefixes: queue2 too). */
static const char * const queue_like[] = {
  "queue", "multiqueue", "appsrc", "appsink", "interpipesrc",
};

gboolean
gp_holdings_is_queue_like (const char *factory)
{
  if (factory == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (queue_like); i++)
    if (g_str_has_prefix (factory, queue_like[i]))
      return TRUE;

  return FALSE;
}

gboolean
gp_holdings_at (GpSession  *session,
                const char *element_id,
                int         window,
                GpHolding  *holding)
{
  GpSeries *series;
  GpElementSeries *element;
  guint n, first;

  g_return_val_if_fail (GP_IS_SESSION (session), FALSE);
  g_return_val_if_fail (element_id != NULL, FALSE);
  g_return_val_if_fail (holding != NULL, FALSE);

  series = gp_session_get_series (session);
  n = series != NULL ? gp_series_get_n_windows (series) : 0;
  if (n == 0 || (element = gp_series_lookup_element (series, element_id)) == NULL)
    return FALSE;
  if (window < 0 || (guint) window >= n)
    window = (int) n - 1;

  first = (guint) window >= GP_HOLDINGS_LOOKBACK ? (guint) window - GP_HOLDINGS_LOOKBACK : 0;
  for (guint w = (guint) window + 1; w > first; w--)
    {
      double bytes = gp_column_get (element->held_bytes, w - 1);
      double buffers = gp_column_get (element->held_buffers, w - 1);
      double level = gp_column_get (element->queue_level, w - 1);

      if (gp_is_null (bytes) && gp_is_null (buffers) && gp_is_null (level))
        continue;

      holding->window = w - 1;
      holding->bytes = bytes;
      holding->buffers = !gp_is_null (buffers) ? buffers : level;
      holding->oldest_ms = gp_column_get (element->oldest_held_ms, w - 1);
      holding->estimated = (!gp_is_null (bytes) || !gp_is_null (buffers)) &&
                           gp_session_get_target (session)->capabilities.whereabouts ==
                           GP_WHEREABOUTS_ESTIMATED;

      /* Holding nothing is not worth a badge. */
      return (!gp_is_null (holding->bytes) && holding->bytes > 0) ||
             (gp_is_null (holding->bytes) && !gp_is_null (holding->buffers) && holding->buffers > 0);
    }

  return FALSE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return (da > db) - (da < db);
}

double
gp_holdings_slope (GArray *t,
                   GArray *values)
{
  g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ys = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) slopes = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) kept_x = NULL;
  g_autoptr(GArray) kept_y = NULL;
  guint n, m;

  g_return_val_if_fail (t != NULL, NAN);

  for (guint i = 0; values != NULL && i < values->len && i < t->len; i++)
    {
      double y = g_array_index (values, double, i);

      if (gp_is_null (y))
        continue;
      g_array_append_val (xs, g_array_index (t, double, i));
      g_array_append_val (ys, y);
    }

  n = xs->len;
  if (n < SLOPE_MIN_POINTS)
    return NAN;

  /* Evenly spread samples: a long capture costs what a short one does. */
  m = MIN (n, SLOPE_MAX_POINTS);
  kept_x = g_array_sized_new (FALSE, FALSE, sizeof (double), m);
  kept_y = g_array_sized_new (FALSE, FALSE, sizeof (double), m);
  for (guint k = 0; k < m; k++)
    {
      guint idx = (guint) ((guint64) k * (n - 1) / (m - 1));

      g_array_append_val (kept_x, g_array_index (xs, double, idx));
      g_array_append_val (kept_y, g_array_index (ys, double, idx));
    }

  for (guint i = 0; i < m; i++)
    for (guint j = i + 1; j < m; j++)
      {
        double dx = g_array_index (kept_x, double, j) - g_array_index (kept_x, double, i);
        double slope;

        if (dx <= 0)
          continue;
        slope = (g_array_index (kept_y, double, j) - g_array_index (kept_y, double, i)) / dx;
        g_array_append_val (slopes, slope);
      }

  if (slopes->len == 0)
    return NAN;

  qsort (slopes->data, slopes->len, sizeof (double), compare_doubles);
  if (slopes->len % 2 == 1)
    return g_array_index (slopes, double, slopes->len / 2);
  return (g_array_index (slopes, double, slopes->len / 2 - 1) +
          g_array_index (slopes, double, slopes->len / 2)) / 2;
}

static double
last_value (GArray *column)
{
  for (guint i = column != NULL ? column->len : 0; i > 0; i--)
    if (!gp_is_null (g_array_index (column, double, i - 1)))
      return g_array_index (column, double, i - 1);

  return NAN;
}

void
gp_holdings_memory_trend (GpSession     *session,
                          GpMemoryTrend *trend)
{
  GpSeries *series;
  GpSystemSeries *system;

  g_return_if_fail (GP_IS_SESSION (session));
  g_return_if_fail (trend != NULL);

  series = gp_session_get_series (session);
  system = gp_series_get_system (series);

  trend->rss_end_bytes = last_value (system->rss_bytes);
  trend->mem_available_bytes = last_value (system->mem_available_bytes);
  trend->rss_slope_bytes_per_s = gp_is_null (trend->rss_end_bytes)
                                 ? NAN
                                 : gp_holdings_slope (gp_series_get_t_array (series), system->rss_bytes);
  trend->time_to_oom_s = NAN;
  if (!gp_is_null (trend->mem_available_bytes) && !gp_is_null (trend->rss_slope_bytes_per_s) &&
      trend->rss_slope_bytes_per_s > 0)
    trend->time_to_oom_s = trend->mem_available_bytes / trend->rss_slope_bytes_per_s;
}

char *
gp_holdings_format_bytes (double bytes)
{
  const char *units[] = { N_("B"), N_("kB"), N_("MB"), N_("GB"), N_("TB") };
  double value = fabs (bytes);
  guint unit = 0;

  if (gp_is_null (bytes))
    return g_strdup ("—");

  while (value >= 999.5 && unit + 1 < G_N_ELEMENTS (units))
    {
      value /= 1000.0;
      unit++;
    }

  /* Two or three digits: 340 kB, 12 MB, 1.2 GB. */
  return g_strdup_printf ("%s%.*f %s", bytes < 0 ? "−" : "", unit > 0 && value < 9.95 ? 1 : 0, value,
                          _(units[unit]));
}

char *
gp_holdings_format_rate (double bytes_per_s)
{
  g_autofree char *amount = NULL;

  if (gp_is_null (bytes_per_s))
    return g_strdup ("—");

  amount = gp_holdings_format_bytes (fabs (bytes_per_s));
  /* Translators: a memory growth rate, e.g. "+7.1 MB/s" */
  return g_strdup_printf (_("%s%s/s"), bytes_per_s < 0 ? "−" : "+", amount);
}

char *
gp_holdings_format_duration (double seconds)
{
  if (gp_is_null (seconds) || seconds < 0)
    return g_strdup ("—");
  if (seconds < 90)
    /* Translators: a duration in seconds */
    return g_strdup_printf (_("%.0f s"), seconds);
  if (seconds < 90 * 60)
    /* Translators: a duration in minutes */
    return g_strdup_printf (_("%.0f min"), seconds / 60);
  if (seconds < 36 * 3600)
    /* Translators: a duration in hours */
    return g_strdup_printf (_("%.1f h"), seconds / 3600);
  /* Translators: a duration in days */
  return g_strdup_printf (_("%.0f d"), seconds / 86400);
}

char *
gp_holdings_format_short (const GpHolding *holding)
{
  g_autofree char *amount = NULL;

  g_return_val_if_fail (holding != NULL, NULL);

  if (!gp_is_null (holding->bytes))
    amount = gp_holdings_format_bytes (holding->bytes);
  else
    amount = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%.0f buffer", "%.0f buffers",
                                           (gulong) MIN (holding->buffers, G_MAXULONG)),
                              holding->buffers);

  /* Translators: "≈" marks a figure estimated from the stock tracers */
  return holding->estimated ? g_strdup_printf (_("≈ %s"), amount) : g_steal_pointer (&amount);
}
