/* gp-chart-lanes.c: the lanes of the Timeline and System charts (GpLane)
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

/* Built once per document by GpLaneChart, every lane in a group (the chart's headings, which
 * collapse): Pipeline (the latency band), Elements (each element's processing p95, hottest first,
 * in the element's own colour, the graph's), Backlog and Links (each link's fps with its stalls)
 * for the Timeline; CPU (per core and in total), Memory and Engines (the Jetson's) for System (the
 * Memory and Backlog groups in gp-chart-lanes-memory.c). A document read from a file no longer changes,
 * so its lanes reference the session's columns; a live capture keeps appending, so its lanes are
 * copies. Either way a lane's arrays do not change while it lives, which lets its min/max pyramids
 * (core/model/gp-series-pyramid.c) be built in a worker for a long series. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "gp-chart-lanes-private.h"
#include "gp-element-palette.h"
#include "gp-layout.h"

void
gp_lane_free (GpLane *lane)
{
  if (lane == NULL)
    return;

  g_free (lane->title);
  g_free (lane->what);
  g_free (lane->element);
  g_free (lane->group);
  g_free (lane->chip);
  g_clear_pointer (&lane->values, g_array_unref);
  g_clear_pointer (&lane->low, g_array_unref);
  g_clear_pointer (&lane->stalled, g_array_unref);
  g_clear_pointer (&lane->pyramid, gp_series_pyramid_free);
  g_clear_pointer (&lane->low_pyramid, gp_series_pyramid_free);
  g_clear_pointer (&lane->stalled_pyramid, gp_series_pyramid_free);
  g_free (lane);
}

/* The lane's values: the session's own column when it no longer changes
 * (@shared: a document read from a file), else a copy (a live capture
 * appends to the session's columns while the lanes and their pyramids are
 * drawn). Scaled values are always a copy. */
GArray *
_gp_lane_column (GArray   *column,
             guint     n,
             double    factor,
             gboolean  shared)
{
  GArray *copy;

  if (shared && column != NULL && factor == 1.0 && column->len == n)
    return g_array_ref (column);

  copy = g_array_sized_new (FALSE, FALSE, sizeof (double), n);
  if (column != NULL && factor == 1.0)
    {
      double null = GP_NULL;

      g_array_append_vals (copy, column->data, MIN (column->len, n));
      while (copy->len < n)
        g_array_append_val (copy, null);
      return copy;
    }

  for (guint i = 0; i < n; i++)
    {
      double value = gp_column_get (column, i);

      if (!gp_is_null (value))
        value *= factor;
      g_array_append_val (copy, value);
    }

  return copy;
}

/* Whether a column holds any value (a lane not worth a copy otherwise). */
gboolean
_gp_lane_column_has_values (GArray *column)
{
  for (guint i = 0; column != NULL && i < column->len; i++)
    if (!gp_is_null (g_array_index (column, double, i)))
      return TRUE;

  return FALSE;
}

void
_gp_lane_finish (GpLane *lane)
{
  double top = 0;
  gboolean any = FALSE;

  for (guint i = 0; i < lane->values->len; i++)
    {
      double value = g_array_index (lane->values, double, i);

      if (!gp_is_null (value))
        {
          any = TRUE;
          top = MAX (top, value);
        }
    }

  lane->available = any;
  lane->peak = any ? top : NAN;
  if (!lane->fixed_scale)
    lane->max = top > 0 ? top * 1.1 : 1.0;
  /* No range scaled yet. */
  lane->scale_start = lane->scale_end = NAN;
}

static void
build_pyramids (GpLane *lane)
{
  g_clear_pointer (&lane->pyramid, gp_series_pyramid_free);
  g_clear_pointer (&lane->low_pyramid, gp_series_pyramid_free);
  g_clear_pointer (&lane->stalled_pyramid, gp_series_pyramid_free);
  if (!lane->available)
    return;

  lane->pyramid = gp_series_pyramid_new_for_array (lane->values);
  if (lane->low != NULL)
    lane->low_pyramid = gp_series_pyramid_new_for_array (lane->low);
  if (lane->stalled != NULL && memchr (lane->stalled->data, 1, lane->stalled->len) != NULL)
    lane->stalled_pyramid = gp_series_pyramid_new_for_flags (lane->stalled);
}

GpLane *
_gp_lane_new (const char *title,
          const char *what,
          const char *unit,
          GArray     *values,
          const char *color)
{
  GpLane *lane = g_new0 (GpLane, 1);

  lane->title = g_strdup (title);
  lane->what = g_strdup (what);
  lane->unit = unit;
  lane->values = values;
  lane->peak = NAN;
  lane->scale_start = lane->scale_end = NAN;
  g_strlcpy (lane->color, color, sizeof lane->color);

  return lane;
}

static double
mean_of (GArray *column)
{
  double sum = 0;
  guint n = 0;

  for (guint i = 0; column != NULL && i < column->len; i++)
    {
      double value = g_array_index (column, double, i);

      if (!gp_is_null (value))
        {
          sum += value;
          n++;
        }
    }

  return n > 0 ? sum / n : GP_NULL;
}

typedef struct
{
  const char *id;
  double      mean;
} Hot;

static int
compare_hot (gconstpointer a,
             gconstpointer b)
{
  const Hot *ha = a, *hb = b;

  if (ha->mean != hb->mean)
    return ha->mean > hb->mean ? -1 : 1;
  return g_strcmp0 (ha->id, hb->id);
}

GPtrArray *
gp_chart_lanes_timeline (GpDocument *document)
{
  GpSession *session;
  GpSeries *series;
  GpGraph *graph;
  GpPipelineSeries *pipeline;
  g_autoptr(GPtrArray) element_keys = NULL;
  g_autoptr(GPtrArray) link_keys = NULL;
  g_autoptr(GArray) hot = NULL;
  g_autoptr(GpElementPalette) palette = NULL;
  GPtrArray *lanes;
  GpLane *lane;
  gboolean shared;
  guint n;

  g_return_val_if_fail (GP_IS_DOCUMENT (document), NULL);

  session = gp_document_get_session (document);
  series = gp_session_get_series (session);
  graph = gp_session_get_graph (session);
  n = gp_series_get_n_windows (series);
  shared = gp_document_get_file (document) != NULL;
  lanes = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_lane_free);
  palette = gp_element_palette_new (graph);

  pipeline = gp_series_get_pipeline (series);
  lane = _gp_lane_new (_("pipeline latency"), _("p50–p95"), "ms",
                       _gp_lane_column (pipeline->latency_ms_p95, n, 1.0, shared), GP_LAYOUT_COLOR_INFO);
  lane->style = GP_LANE_BAND;
  lane->low = _gp_lane_column (pipeline->latency_ms_p50, n, 1.0, shared);
  /* Translators: a group of lanes in the Timeline */
  lane->group = g_strdup (_("Pipeline"));
  _gp_lane_finish (lane);
  g_ptr_array_add (lanes, lane);

  element_keys = gp_series_element_keys (series);
  hot = g_array_new (FALSE, FALSE, sizeof (Hot));
  for (guint i = 0; i < element_keys->len; i++)
    {
      GpElementSeries *element = gp_series_lookup_element (series, element_keys->pdata[i]);
      Hot entry = { element_keys->pdata[i], mean_of (element->proc_ms_p95) };

      if (!gp_is_null (entry.mean))
        g_array_append_val (hot, entry);
    }
  g_array_sort (hot, compare_hot);

  for (guint i = 0; i < hot->len; i++)
    {
      const Hot *entry = &g_array_index (hot, Hot, i);
      GpElementSeries *element = gp_series_lookup_element (series, entry->id);

      lane = _gp_lane_new (entry->id, _("processing p95"), "ms",
                           _gp_lane_column (element->proc_ms_p95, n, 1.0, shared),
                           gp_element_palette_get (palette, entry->id));
      lane->element = g_strdup (entry->id);
      /* Translators: a group of lanes in the Timeline */
      lane->group = g_strdup (_("Elements"));
      _gp_lane_finish (lane);
      g_ptr_array_add (lanes, lane);
    }

  _gp_chart_lanes_add_backlog (lanes, session, palette, n, shared);

  link_keys = gp_series_link_keys (series);
  for (guint i = 0; i < link_keys->len; i++)
    {
      const char *id = link_keys->pdata[i];
      GpLinkSeries *link_series = gp_series_lookup_link (series, id);
      GpLink *link = gp_graph_lookup_link (graph, id);
      g_autofree char *title = NULL;

      if (link != NULL)
        title = g_strdup_printf ("%s → %s", link->src_element, link->sink_element);
      else
        title = g_strdup (id);

      lane = _gp_lane_new (title, _("frame rate"), "fps", _gp_lane_column (link_series->fps, n, 1.0, shared),
                           gp_layout_memory_color (link != NULL ? link->memory : GP_MEMORY_UNKNOWN));
      if (link_series->stalled != NULL)
        lane->stalled = shared ? g_array_ref (link_series->stalled)
                               : g_array_copy (link_series->stalled);
      /* Translators: a group of lanes in the Timeline */
      lane->group = g_strdup (_("Links"));
      _gp_lane_finish (lane);
      g_ptr_array_add (lanes, lane);
    }

  return lanes;
}

static GpLane *
percent_lane (const char *title,
              const char *what,
              GArray     *values,
              const char *color)
{
  GpLane *lane = _gp_lane_new (title, what, "%", values, color);

  lane->fixed_scale = TRUE;
  lane->max = 100.0;
  _gp_lane_finish (lane);

  return lane;
}

GPtrArray *
gp_chart_lanes_system (GpDocument *document)
{
  GpSession *session;
  GpSeries *series;
  GpSystemSeries *system;
  const GpTarget *target;
  GPtrArray *lanes;
  GpLane *lane;
  gboolean jetson;
  gboolean shared;
  guint n, n_cores = 0;
  const struct {
    const char *title;
    gsize       offset;
  } engines[] = {
    { N_("GR3D (GPU)"), G_STRUCT_OFFSET (GpSystemSeries, gr3d_pct) },
    { N_("VIC"), G_STRUCT_OFFSET (GpSystemSeries, vic_pct) },
    { N_("NVENC"), G_STRUCT_OFFSET (GpSystemSeries, nvenc_pct) },
    { N_("NVDEC"), G_STRUCT_OFFSET (GpSystemSeries, nvdec_pct) },
    { N_("EMC (memory)"), G_STRUCT_OFFSET (GpSystemSeries, emc_pct) },
  };

  g_return_val_if_fail (GP_IS_DOCUMENT (document), NULL);

  session = gp_document_get_session (document);
  series = gp_session_get_series (session);
  target = gp_session_get_target (session);
  system = gp_series_get_system (series);
  n = gp_series_get_n_windows (series);
  shared = gp_document_get_file (document) != NULL;
  jetson = g_strcmp0 (target->platform, "jetson") == 0;
  lanes = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_lane_free);

  for (guint i = 0; system->cpu_pct_per_core != NULL && i < system->cpu_pct_per_core->len; i++)
    {
      GArray *cores = g_ptr_array_index (system->cpu_pct_per_core, i);

      n_cores = MAX (n_cores, cores != NULL ? cores->len : 0);
    }

  for (guint core = 0; core < n_cores; core++)
    {
      GArray *values = g_array_sized_new (FALSE, FALSE, sizeof (double), n);
      /* Translators: a lane title, %u is a CPU core number */
      g_autofree char *title = g_strdup_printf (_("cpu core %u"), core);

      for (guint i = 0; i < n; i++)
        {
          GArray *cores = system->cpu_pct_per_core != NULL && i < system->cpu_pct_per_core->len
                        ? g_ptr_array_index (system->cpu_pct_per_core, i) : NULL;
          double value = cores != NULL && core < cores->len ? g_array_index (cores, double, core)
                                                            : GP_NULL;

          g_array_append_val (values, value);
        }
      lane = percent_lane (title, _("load"), values, "#8b93a1");
      /* Translators: a group of lanes in System: the processor's cores and their total */
      lane->group = g_strdup (_("CPU"));
      g_ptr_array_add (lanes, lane);
    }

  lane = percent_lane (_("cpu total"), _("load, all cores"), _gp_lane_column (system->cpu_pct, n, 1.0, shared),
                       GP_LAYOUT_COLOR_INFO);
  lane->group = g_strdup (_("CPU"));
  g_ptr_array_add (lanes, lane);

  /* Shown only when measured: not copied (scaled) otherwise. */
  _gp_chart_lanes_add_memory (lanes, session, n, shared);

  for (guint k = 0; k < G_N_ELEMENTS (engines); k++)
    {
      GArray *column = G_STRUCT_MEMBER (GArray *, system, engines[k].offset);

      lane = percent_lane (_(engines[k].title), _("load"), _gp_lane_column (column, n, 1.0, shared),
                           GP_LAYOUT_COLOR_NVMM);
      /* Translators: a group of lanes in System: the Jetson's hardware engines */
      lane->group = g_strdup (_("Engines"));
      /* Engine lanes only where tegrastats could measure them. */
      if (jetson || lane->available)
        g_ptr_array_add (lanes, lane);
      else
        gp_lane_free (lane);
    }

  return lanes;
}

void
gp_chart_lanes_build_pyramids (GPtrArray *lanes)
{
  g_return_if_fail (lanes != NULL);

  for (guint i = 0; i < lanes->len; i++)
    build_pyramids (g_ptr_array_index (lanes, i));
}
