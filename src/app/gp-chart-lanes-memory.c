/* gp-chart-lanes-memory.c: the Memory lanes of System and the Backlog lanes of the Timeline
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

/* The leak hunt's lanes, each group under its heading: Memory (System) is the process RSS, with
 * its robust slope as a chip beside the title and the time to OOM against MemAvailable as its
 * measure, then MemAvailable itself; Backlog (Timeline) is one lane per queue-like element that
 * recorded what it holds: bytes when known (held_bytes), else buffers (held_buffers, else the
 * queue level), heaviest first, in the element's colour, with its growth rate as a chip when it keeps growing. Estimated
 * whereabouts (stock tracers) say so with "≈". The process figures are the core's GpHoldings at
 * the last window (as `gst-profile buffers` prints them), slopes gp_robust_slope(). */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-chart-lanes-private.h"
#include "gp-holdings.h"
#include "gp-memory-format.h"
#include "gp-robust-slope.h"

#define BYTES_PER_MB 1e6
#define BYTES_PER_GB 1e9
/* A backlog's chip shows a growth that moved it by half its peak, over the
 * run (the robust slope) and from its first quarter to its last (medians):
 * a queue that fills and drains gets none. */
#define BACKLOG_CHIP_SHARE 0.5
#define RSS_CHIP_SHARE 0.02

static double
peak_of (GArray *column)
{
  double top = NAN;

  for (guint i = 0; column != NULL && i < column->len; i++)
    {
      double value = g_array_index (column, double, i);

      if (!gp_is_null (value) && (gp_is_null (top) || value > top))
        top = value;
    }

  return top;
}

/* A memory lane in MB, or GB when it reaches 10 GB (a machine's
 * MemAvailable), with its unit. */
static GArray *
memory_column (GArray      *column,
               guint        n,
               gboolean     shared,
               const char **unit)
{
  gboolean gb = peak_of (column) >= 10 * BYTES_PER_GB;

  *unit = gb ? "GB" : "MB";
  return _gp_lane_column (column, n, 1.0 / (gb ? BYTES_PER_GB : BYTES_PER_MB), shared);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return (da > db) - (da < db);
}

/* The median of the measured values of @column in [@from, @to). */
static double
median_between (GArray *column,
                guint   from,
                guint   to)
{
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = from; column != NULL && i < to && i < column->len; i++)
    if (!gp_is_null (g_array_index (column, double, i)))
      g_array_append_val (values, g_array_index (column, double, i));
  if (values->len == 0)
    return NAN;

  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

/* Whether a backlog keeps growing: see BACKLOG_CHIP_SHARE. */
static gboolean
keeps_growing (GArray *column,
               double  slope,
               double  duration,
               double  peak)
{
  guint n = column->len, quarter = MAX (n / 4, 1);
  double early = median_between (column, 0, quarter);
  double late = median_between (column, n - quarter, n);

  return !gp_is_null (slope) && slope > 0 && slope * duration >= BACKLOG_CHIP_SHARE * peak &&
         !gp_is_null (early) && !gp_is_null (late) && late - early >= BACKLOG_CHIP_SHARE * peak;
}

static double
duration_of (GpSeries *series,
             guint     n)
{
  return n * gp_series_get_window_ms (series) / 1000.0;
}

void
_gp_chart_lanes_add_memory (GPtrArray *lanes,
                            GpSession *session,
                            guint      n,
                            gboolean   shared)
{
  GpSeries *series = gp_session_get_series (session);
  GpSystemSeries *system = gp_series_get_system (series);
  g_autoptr(GpHoldings) holdings = NULL;
  g_autofree char *what = NULL;
  const char *unit;
  GArray *values;
  GpLane *lane;

  if (!_gp_lane_column_has_values (system->rss_bytes))
    return;

  /* The process at the end: its RSS, slope and time to OOM. */
  holdings = gp_holdings_new (session, n - 1);
  if (!gp_is_null (holdings->time_to_oom_s))
    {
      g_autofree char *oom = gp_memory_format_duration (holdings->time_to_oom_s);

      /* Translators: the RSS lane's measure: when memory runs out at this
       * growth, e.g. "OOM in ≈ 9 min" */
      what = g_strdup_printf (_("OOM in ≈ %s"), oom);
    }
  else
    what = g_strdup (_("resident memory"));

  values = memory_column (system->rss_bytes, n, shared, &unit);
  lane = _gp_lane_new (_("process RSS"), what, unit, values, "#8f6af2");
  lane->group = g_strdup (_("Memory"));
  if (!gp_is_null (holdings->rss_slope_bytes_s) && !gp_is_null (holdings->rss_bytes) &&
      fabs (holdings->rss_slope_bytes_s) * duration_of (series, n) >= RSS_CHIP_SHARE * holdings->rss_bytes)
    lane->chip = gp_memory_format_rate (holdings->rss_slope_bytes_s);
  _gp_lane_finish (lane);
  g_ptr_array_add (lanes, lane);

  if (_gp_lane_column_has_values (system->mem_available_bytes))
    {
      values = memory_column (system->mem_available_bytes, n, shared, &unit);
      lane = _gp_lane_new (_("memory available"), _("of the machine"), unit, values, "#26a269");
      lane->group = g_strdup (_("Memory"));
      _gp_lane_finish (lane);
      g_ptr_array_add (lanes, lane);
    }
}

typedef struct
{
  const char *id;
  GArray     *column;      /* the session's */
  gboolean    bytes;
  gboolean    estimated;
  const char *what;
  double      peak;
} Backlog;

static int
compare_backlog (gconstpointer a,
                 gconstpointer b)
{
  const Backlog *ba = a, *bb = b;

  if (ba->bytes != bb->bytes)
    return ba->bytes ? -1 : 1;
  if (ba->peak != bb->peak)
    return ba->peak > bb->peak ? -1 : 1;
  return g_strcmp0 (ba->id, bb->id);
}

static gboolean
pick_column (GpElementSeries *element,
             gboolean         estimated,
             Backlog         *backlog)
{
  if (_gp_lane_column_has_values (element->held_bytes))
    {
      backlog->column = element->held_bytes;
      backlog->bytes = TRUE;
      backlog->estimated = estimated;
      /* Translators: a Backlog lane's measure; "≈ " marks an estimate */
      backlog->what = estimated ? _("≈ held bytes") : _("held bytes");
    }
  else if (_gp_lane_column_has_values (element->held_buffers))
    {
      backlog->column = element->held_buffers;
      backlog->estimated = estimated;
      backlog->what = estimated ? _("≈ buffers held") : _("buffers held");
    }
  else if (_gp_lane_column_has_values (element->queue_level))
    {
      backlog->column = element->queue_level;
      backlog->what = _("queue level");
    }
  else
    return FALSE;

  backlog->peak = peak_of (backlog->column);
  return TRUE;
}

void
_gp_chart_lanes_add_backlog (GPtrArray        *lanes,
                             GpSession        *session,
                             GpElementPalette *palette,
                             guint             n,
                             gboolean          shared)
{
  GpSeries *series = gp_session_get_series (session);
  GpGraph *graph = gp_session_get_graph (session);
  gboolean estimated = gp_session_get_target (session)->capabilities.whereabouts == GP_WHEREABOUTS_ESTIMATED;
  g_autoptr(GPtrArray) keys = gp_series_element_keys (series);
  g_autoptr(GArray) backlogs = g_array_new (FALSE, TRUE, sizeof (Backlog));

  for (guint i = 0; i < keys->len; i++)
    {
      const char *id = keys->pdata[i];
      GpElementSeries *element = gp_series_lookup_element (series, id);
      GpElement *graph_element = graph != NULL ? gp_graph_lookup_element (graph, id) : NULL;
      Backlog backlog = { id, NULL, FALSE, FALSE, NULL, NAN };

      /* Queue-like by factory, or by having a queue level at all (only our
       * tracer's queue-level records fill it). */
      if ((graph_element == NULL || graph_element->is_bin ||
           !gp_memory_is_queue_like (graph_element->factory)) &&
          !_gp_lane_column_has_values (element->queue_level))
        continue;
      if (!pick_column (element, estimated, &backlog))
        continue;

      g_array_append_val (backlogs, backlog);
    }
  g_array_sort (backlogs, compare_backlog);

  for (guint i = 0; i < backlogs->len; i++)
    {
      const Backlog *backlog = &g_array_index (backlogs, Backlog, i);
      double slope = gp_robust_slope (gp_series_get_t_array (series), backlog->column, n);
      GpLane *lane;

      lane = _gp_lane_new (backlog->id, backlog->what, backlog->bytes ? "MB" : _("buffers"),
                           _gp_lane_column (backlog->column, n, backlog->bytes ? 1.0 / BYTES_PER_MB : 1.0,
                                            shared),
                           gp_element_palette_get (palette, backlog->id));
      lane->element = g_strdup (backlog->id);
      lane->group = g_strdup (_("Backlog"));
      if (keeps_growing (backlog->column, slope, duration_of (series, n), backlog->peak))
        {
          if (backlog->bytes)
            lane->chip = gp_memory_format_rate (slope);
          else
            /* Translators: a backlog's growth in buffers per second */
            lane->chip = g_strdup_printf (_("+%.0f buf/s"), slope);
        }
      _gp_lane_finish (lane);
      g_ptr_array_add (lanes, lane);
    }
}
