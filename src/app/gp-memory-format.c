/* gp-memory-format.c: bytes, rates, durations and holdings as the app writes them
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

/* The words of the leak hunt in the app, one place for the graph's holding badges
 * (gp-graph-view-holdings.c), the Memory and Backlog lanes (gp-chart-lanes-memory.c) and the QLEAK
 * card's trend (gp-finding-trend.c): decimal byte units with two or three digits, growth rates
 * with their sign, durations in the unit that reads best, "≈" on figures estimated from the stock
 * tracers. The figures are the core's (core/analysis/gp-holdings.c, gp_robust_slope()). */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-memory-format.h"

/* The factories the QLEAK rule's catalogue entry calls queue-like
 * (rules/catalog.json `queue_like`, matched as prefixes: queue2 too). */
static const char * const queue_like[] = {
  "queue", "multiqueue", "appsrc", "appsink", "interpipesrc",
};

gboolean
gp_memory_is_queue_like (const char *factory)
{
  if (factory == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (queue_like); i++)
    if (g_str_has_prefix (factory, queue_like[i]))
      return TRUE;

  return FALSE;
}

gulong
gp_memory_plural_count (double n)
{
  if (!(n > 0))
    return 0;
  return n >= 1e9 ? 1000000000UL : (gulong) n;
}

char *
gp_memory_format_bytes (double bytes)
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
gp_memory_format_rate (double bytes_per_s)
{
  g_autofree char *amount = NULL;

  if (gp_is_null (bytes_per_s))
    return g_strdup ("—");

  amount = gp_memory_format_bytes (fabs (bytes_per_s));
  /* Translators: a memory growth rate, e.g. "+7.1 MB/s" */
  return g_strdup_printf (_("%s%s/s"), bytes_per_s < 0 ? "−" : "+", amount);
}

char *
gp_memory_format_duration (double seconds)
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
gp_memory_format_holding (const GpHolding *holding)
{
  g_autofree char *amount = NULL;

  g_return_val_if_fail (holding != NULL, NULL);

  if (!gp_is_null (holding->bytes))
    amount = gp_memory_format_bytes (holding->bytes);
  else
    amount = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%.0f buffer", "%.0f buffers",
                                           gp_memory_plural_count (holding->buffers)),
                              holding->buffers);

  /* Translators: "≈" marks a figure estimated from the stock tracers */
  return holding->source == GP_HOLDINGS_SOURCE_ESTIMATED ? g_strdup_printf (_("≈ %s"), amount) : g_steal_pointer (&amount);
}
