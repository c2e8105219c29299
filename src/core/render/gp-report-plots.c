/* gp-report-plots.c: the report's timeline and system plots, as inline SVG
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

/* The report's timeline (pipeline latency p50–p95, per-element processing time, per-link fps with
 * stalls) and system (total and per-core CPU, the Jetson engines GR3D, VIC, NVENC, NVDEC, EMC)
 * plots, drawn with gp-plot.c's primitives over the session's series, the (possibly redacted)
 * events as markers; "not available on this board" for what was not measured. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-layout.h"
#include "gp-report-private.h"
typedef struct
{
  const char *key;
  double      mean;
} Ranked;

static int
compare_ranked (gconstpointer a,
                gconstpointer b)
{
  const Ranked *x = a;
  const Ranked *y = b;

  if (x->mean != y->mean)
    return x->mean < y->mean ? 1 : -1;
  return strcmp (x->key, y->key);
}

void
_gp_report_append_timeline (GString   *out,
                            GpSession *session,
                            JsonArray *events)
{
  GpSeries *series = gp_session_get_series (session);
  GpGraph *graph = gp_session_get_graph (session);
  GpPipelineSeries *pipeline = gp_series_get_pipeline (series);
  g_autoptr(GPtrArray) element_keys = gp_series_element_keys (series);
  g_autoptr(GPtrArray) link_keys = gp_series_link_keys (series);
  g_autoptr(GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Ranked));
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *latency_max = NULL;
  double top_mean = NAN;
  double vmax;
  double y = TOP_MARGIN;
  GpPlotAxis axis;

  if (!_gp_plot_axis_init (&axis, series))
    {
      _gp_plot_append_empty (out, "timeline");
      return;
    }

  /* Pipeline latency: the p50–p95 band and the p95 line. */
  vmax = _gp_plot_column_max (series, pipeline->latency_ms_p95);
  if (isnan (vmax))
    vmax = _gp_plot_column_max (series, pipeline->latency_ms_p50);
  latency_max = _gp_plot_format_max (vmax, "ms");
  _gp_plot_append_lane_frame (body, y, 96.0, "pipeline latency p50–p95", latency_max);
  if (isnan (vmax))
    _gp_plot_append_lane_message (body, y, 96.0, "no pipeline latency samples (latency tracer)");
  else
    {
      _gp_plot_append_band (body, &axis, series, pipeline->latency_ms_p50, pipeline->latency_ms_p95,
                   vmax, y, 96.0);
      _gp_plot_append_line (body, &axis, series, pipeline->latency_ms_p95, vmax, y, 96.0, "latency",
                   GP_LAYOUT_COLOR_INFO, FALSE);
    }
  y += 96.0 + LANE_GAP;

  /* Element proc p95, hottest (by mean) first. */
  for (guint i = 0; i < element_keys->len; i++)
    {
      const char *key = g_ptr_array_index (element_keys, i);
      GpElementSeries *es = gp_series_lookup_element (series, key);
      Ranked r = { key, _gp_plot_column_mean (series, es->proc_ms_p95) };

      if (!isnan (r.mean))
        g_array_append_val (ranked, r);
    }
  g_array_sort (ranked, compare_ranked);
  if (ranked->len > 0)
    top_mean = g_array_index (ranked, Ranked, 0).mean;

  for (guint i = 0; i < ranked->len; i++)
    {
      const Ranked *r = &g_array_index (ranked, Ranked, i);
      GpElementSeries *es = gp_series_lookup_element (series, r->key);
      double max = _gp_plot_column_max (series, es->proc_ms_p95);
      g_autofree char *detail = _gp_plot_format_max (max, "ms");
      g_autofree char *label = g_strdup_printf ("%s proc p95", r->key);
      char color[8];

      gp_layout_heat_color (top_mean > 0.0 ? r->mean / top_mean : 0.0, color);
      _gp_plot_append_lane_frame (body, y, 34.0, label, detail);
      _gp_plot_append_line (body, &axis, series, es->proc_ms_p95, max, y, 34.0, "proc", color, TRUE);
      y += 34.0 + LANE_GAP;
    }

  /* Link fps, sorted by id. */
  for (guint i = 0; i < link_keys->len; i++)
    {
      const char *key = g_ptr_array_index (link_keys, i);
      GpLinkSeries *ls = gp_series_lookup_link (series, key);
      GpLink *link = gp_graph_lookup_link (graph, key);
      double max = _gp_plot_column_max (series, ls->fps);
      g_autofree char *detail = _gp_plot_format_max (max, "fps");
      g_autofree char *label = NULL;

      if (isnan (max))
        continue;

      label = link != NULL && link->src_element != NULL && link->sink_element != NULL
              ? g_strdup_printf ("%s → %s", link->src_element, link->sink_element)
              : g_strdup (key);
      _gp_plot_append_lane_frame (body, y, 30.0, label, detail);
      _gp_plot_append_stalls (body, &axis, series, ls->stalled, y, 30.0);
      _gp_plot_append_line (body, &axis, series, ls->fps, max, y, 30.0, "fps",
                   gp_layout_memory_color (link != NULL ? link->memory : GP_MEMORY_UNKNOWN), TRUE);
      y += 30.0 + LANE_GAP;
    }

  _gp_plot_append_events (body, &axis, events, TOP_MARGIN, y - LANE_GAP);
  _gp_plot_append_time_axis (body, &axis, y);

  _gp_plot_append_svg_open (out, "timeline: pipeline latency, element processing time, link fps",
                   y + AXIS_HEIGHT);
  g_string_append_len (out, body->str, body->len);
  g_string_append (out, "</svg>\n");
}

static gboolean
column_has_data (GpSeries *series,
                 GArray   *column)
{
  return !isnan (_gp_plot_column_max (series, column));
}

static void
append_percent_lane (GString          *out,
                     const GpPlotAxis *axis,
                     GpSeries         *series,
                     GArray           *column,
                     const char       *label,
                     double           *y)
{
  double max = _gp_plot_column_max (series, column);

  if (isnan (max))
    {
      _gp_plot_append_lane_frame (out, *y, 30.0, label, NULL);
      _gp_plot_append_lane_message (out, *y, 30.0, NOT_AVAILABLE);
    }
  else
    {
      g_autofree char *detail = NULL;
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      detail = g_strdup_printf ("peak %s%%", g_ascii_formatd (buf, sizeof buf, "%.0f", max));
      _gp_plot_append_lane_frame (out, *y, 30.0, label, detail);
      _gp_plot_append_line (out, axis, series, column, 100.0, *y, 30.0, "sys", GP_LAYOUT_COLOR_INFO, TRUE);
    }

  *y += 30.0 + LANE_GAP;
}

void
_gp_report_append_system (GString   *out,
                          GpSession *session,
                          JsonArray *events)
{
  static const struct { gsize offset; const char *label; } engines[] = {
    { G_STRUCT_OFFSET (GpSystemSeries, gr3d_pct), "GR3D (gpu)" },
    { G_STRUCT_OFFSET (GpSystemSeries, vic_pct), "VIC" },
    { G_STRUCT_OFFSET (GpSystemSeries, nvenc_pct), "NVENC" },
    { G_STRUCT_OFFSET (GpSystemSeries, nvdec_pct), "NVDEC" },
    { G_STRUCT_OFFSET (GpSystemSeries, emc_pct), "EMC (memory)" },
  };
  GpSeries *series = gp_session_get_series (session);
  GpSystemSeries *system = gp_series_get_system (series);
  GpTarget *target = gp_session_get_target (session);
  gboolean jetson = target != NULL && g_strcmp0 (target->platform, "jetson") == 0;
  g_autoptr(GString) body = g_string_new (NULL);
  guint n = gp_series_get_n_windows (series);
  guint n_cores = 0;
  double y = TOP_MARGIN;
  GpPlotAxis axis;

  if (!_gp_plot_axis_init (&axis, series))
    {
      _gp_plot_append_empty (out, "system");
      return;
    }

  for (guint i = 0; system->cpu_pct_per_core != NULL && i < system->cpu_pct_per_core->len; i++)
    {
      GArray *cores = g_ptr_array_index (system->cpu_pct_per_core, i);

      if (cores != NULL)
        n_cores = MAX (n_cores, cores->len);
    }
  n_cores = MIN (n_cores, 256);

  for (guint c = 0; c < n_cores; c++)
    {
      g_autoptr(GArray) column = g_array_sized_new (FALSE, FALSE, sizeof (double), n);
      g_autofree char *label = g_strdup_printf ("cpu core %u", c);

      for (guint i = 0; i < n; i++)
        {
          GArray *cores = i < system->cpu_pct_per_core->len
                          ? g_ptr_array_index (system->cpu_pct_per_core, i) : NULL;
          double v = gp_column_get (cores, c);

          g_array_append_val (column, v);
        }
      append_percent_lane (body, &axis, series, column, label, &y);
    }

  append_percent_lane (body, &axis, series, system->cpu_pct, "cpu total", &y);

  for (guint k = 0; k < G_N_ELEMENTS (engines); k++)
    {
      GArray *column = G_STRUCT_MEMBER (GArray *, system, engines[k].offset);

      /* The tegrastats lanes belong to Jetson boards, or wherever they have data. */
      if (jetson || column_has_data (series, column))
        append_percent_lane (body, &axis, series, column, engines[k].label, &y);
    }

  if (column_has_data (series, system->rss_bytes))
    {
      double max = _gp_plot_column_max (series, system->rss_bytes);
      g_autofree char *detail = _gp_plot_format_max (max / 1e6, "MB");

      _gp_plot_append_lane_frame (body, y, 30.0, "process RSS", detail);
      _gp_plot_append_line (body, &axis, series, system->rss_bytes, max, y, 30.0, "sys",
                   GP_LAYOUT_COLOR_DMABUF, TRUE);
      y += 30.0 + LANE_GAP;
    }

  _gp_plot_append_events (body, &axis, events, TOP_MARGIN, y - LANE_GAP);
  _gp_plot_append_time_axis (body, &axis, y);

  _gp_plot_append_svg_open (out, "system: cpu per core and total, Jetson engines", y + AXIS_HEIGHT);
  g_string_append_len (out, body->str, body->len);
  g_string_append (out, "</svg>\n");
}
