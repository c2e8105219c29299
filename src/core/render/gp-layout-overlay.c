/* gp-layout-overlay.c: GpLayoutOverlay, the measured values painted over the pipeline graph
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

/* What the graph shows besides its structure, kept apart from the layout so that the app can lay
 * out once and paint other values over it: whole-run values for the report, the export and the app
 * (gp_layout_overlay_new_for_analysis(): proc p95, median fps and bytes/s, interior stalls, idle,
 * the findings' marks), one window's for the app's time cursor
 * (gp_layout_overlay_new_for_window()), or placeholders wide enough for any value
 * (gp_layout_overlay_new_reserved()), so the one layout made before the series are read has room
 * for them. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-layout-overlay.h"
#include "gp-pymath.h"

struct _GpLayoutOverlay
{
  GHashTable *elements;       /* id → GpLayoutElementValues */
  GHashTable *links;          /* id → GpLayoutLinkValues */
  GHashTable *element_marks;  /* id → GpLayoutMark */
  GHashTable *link_marks;     /* id → GpLayoutMark */
  gboolean    show_heat;
  gboolean    placeholders;
};

GpLayoutOverlay *
gp_layout_overlay_new (void)
{
  GpLayoutOverlay *self = g_new0 (GpLayoutOverlay, 1);

  self->elements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->links = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->element_marks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->link_marks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->show_heat = TRUE;

  return self;
}

void
gp_layout_overlay_free (GpLayoutOverlay *self)
{
  if (self == NULL)
    return;

  g_hash_table_unref (self->elements);
  g_hash_table_unref (self->links);
  g_hash_table_unref (self->element_marks);
  g_hash_table_unref (self->link_marks);
  g_free (self);
}

gboolean
gp_layout_overlay_get_show_heat (const GpLayoutOverlay *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->show_heat;
}

void
gp_layout_overlay_set_show_heat (GpLayoutOverlay *self,
                                 gboolean         show_heat)
{
  g_return_if_fail (self != NULL);

  self->show_heat = !!show_heat;
}

gboolean
gp_layout_overlay_get_placeholders (const GpLayoutOverlay *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->placeholders;
}

void
gp_layout_overlay_set_element (GpLayoutOverlay             *self,
                               const char                  *element_id,
                               const GpLayoutElementValues *values)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (element_id != NULL);
  g_return_if_fail (values != NULL);

  g_hash_table_replace (self->elements, g_strdup (element_id), g_memdup2 (values, sizeof *values));
}

void
gp_layout_overlay_set_link (GpLayoutOverlay          *self,
                            const char               *link_id,
                            const GpLayoutLinkValues *values)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (link_id != NULL);
  g_return_if_fail (values != NULL);

  g_hash_table_replace (self->links, g_strdup (link_id), g_memdup2 (values, sizeof *values));
}

const GpLayoutElementValues *
gp_layout_overlay_get_element (const GpLayoutOverlay *self,
                               const char            *element_id)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (element_id != NULL, NULL);

  return g_hash_table_lookup (self->elements, element_id);
}

const GpLayoutLinkValues *
gp_layout_overlay_get_link (const GpLayoutOverlay *self,
                            const char            *link_id)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (link_id != NULL, NULL);

  return g_hash_table_lookup (self->links, link_id);
}

static void
add_mark (GHashTable *marks,
          const char *id,
          GpSeverity  severity,
          gboolean    primary)
{
  GpLayoutMark *mark = g_hash_table_lookup (marks, id);

  if (mark == NULL)
    {
      mark = g_new0 (GpLayoutMark, 1);
      mark->severity = severity;
      g_hash_table_insert (marks, g_strdup (id), mark);
    }

  mark->marked = TRUE;
  mark->severity = MAX (mark->severity, severity);
  mark->primary |= !!primary;
}

void
gp_layout_overlay_mark_finding (GpLayoutOverlay *self,
                                const GpFinding *finding,
                                gboolean         primary)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (finding != NULL);

  for (guint i = 0; finding->target_elements != NULL && i < finding->target_elements->len; i++)
    add_mark (self->element_marks, g_ptr_array_index (finding->target_elements, i),
              finding->severity, primary);
  for (guint i = 0; finding->target_links != NULL && i < finding->target_links->len; i++)
    add_mark (self->link_marks, g_ptr_array_index (finding->target_links, i),
              finding->severity, primary);
}

static GpLayoutMark
lookup_mark (GHashTable *marks,
             const char *id)
{
  const GpLayoutMark *mark = g_hash_table_lookup (marks, id);
  GpLayoutMark none = { FALSE, GP_SEVERITY_INFO, FALSE };

  return mark != NULL ? *mark : none;
}

GpLayoutMark
gp_layout_overlay_get_element_mark (const GpLayoutOverlay *self,
                                    const char            *element_id)
{
  GpLayoutMark none = { FALSE, GP_SEVERITY_INFO, FALSE };

  g_return_val_if_fail (self != NULL, none);
  g_return_val_if_fail (element_id != NULL, none);

  return lookup_mark (self->element_marks, element_id);
}

GpLayoutMark
gp_layout_overlay_get_link_mark (const GpLayoutOverlay *self,
                                 const char            *link_id)
{
  GpLayoutMark none = { FALSE, GP_SEVERITY_INFO, FALSE };

  g_return_val_if_fail (self != NULL, none);
  g_return_val_if_fail (link_id != NULL, none);

  return lookup_mark (self->link_marks, link_id);
}

void
gp_layout_overlay_update_heat (GpLayoutOverlay *self)
{
  GHashTableIter iter;
  GpLayoutElementValues *values;
  double sum = 0.0;
  double max = 0.0;

  g_return_if_fail (self != NULL);

  g_hash_table_iter_init (&iter, self->elements);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &values))
    if (!isnan (values->proc_ms_p95) && values->proc_ms_p95 > 0.0)
      {
        sum += values->proc_ms_p95;
        max = MAX (max, values->proc_ms_p95);
      }

  g_hash_table_iter_init (&iter, self->elements);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &values))
    {
      if (isnan (values->proc_ms_p95) || sum <= 0.0)
        {
          values->share = NAN;
          values->heat = NAN;
          continue;
        }
      values->share = MAX (values->proc_ms_p95, 0.0) / sum;
      values->heat = MAX (values->proc_ms_p95, 0.0) / max;
    }
}

static double
number_value (GpNumber number)
{
  return number.value;
}

/* The typical (nearest-rank median) non-null value of a column, or NAN:
 * gp_percentile()'s value, selected in a copy of the doubles alone (a
 * 10^6-window column would need 24 bytes a window to rank). */
static double
column_median (GArray *column)
{
  g_autofree double *values = NULL;
  gsize n = 0;

  if (column == NULL || column->len == 0)
    return NAN;

  values = g_new (double, column->len);
  for (guint i = 0; i < column->len; i++)
    {
      double v = g_array_index (column, double, i);

      if (!isnan (v))
        values[n++] = v;
    }
  if (n == 0)
    return NAN;

  return gp_select_kth (values, n, gp_nearest_rank_index ((guint) n, 0.5));
}

GpLayoutOverlay *
gp_layout_overlay_new_for_analysis (const GpAnalysis *analysis,
                                    GPtrArray        *findings)
{
  GpLayoutOverlay *self;
  g_autoptr(GHashTable) busy = NULL;
  GpSeries *series;
  gboolean primary_done = FALSE;

  g_return_val_if_fail (analysis != NULL, NULL);

  self = gp_layout_overlay_new ();
  busy = g_hash_table_new (g_str_hash, g_str_equal);
  series = analysis->session != NULL ? gp_session_get_series (analysis->session) : NULL;

  self->show_heat = analysis->target == NULL || analysis->target->capabilities.element_latency;

  for (guint i = 0; i < analysis->links->len; i++)
    {
      const GpLinkStat *stat = g_ptr_array_index (analysis->links, i);
      GpLinkSeries *ls = series != NULL ? gp_series_lookup_link (series, stat->link->id) : NULL;
      GpLayoutLinkValues values;

      /* Labels and widths show the typical window; "busy" is any window. */
      values.fps = ls != NULL ? column_median (ls->fps) : NAN;
      values.bytes_s = ls != NULL ? column_median (ls->bytes_s) : NAN;
      values.stalled = stat->stall_interior;
      gp_layout_overlay_set_link (self, stat->link->id, &values);

      if (!isnan (number_value (stat->fps)) && number_value (stat->fps) > 0.0)
        {
          g_hash_table_add (busy, stat->link->src_element);
          g_hash_table_add (busy, stat->link->sink_element);
        }
    }

  for (guint i = 0; i < analysis->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (analysis->elements, i);
      GpLayoutElementValues values = { NAN, NAN, NAN, NAN, FALSE };

      if (stat->element->is_bin)
        continue;

      values.proc_ms_p95 = number_value (stat->proc_ms_p95);
      values.cpu_pct = number_value (stat->cpu_pct);
      /* Idle only means something when some link carried buffers. */
      values.idle = g_hash_table_size (busy) > 0
                    && !g_hash_table_contains (busy, stat->element->id);
      gp_layout_overlay_set_element (self, stat->element->id, &values);
    }

  gp_layout_overlay_update_heat (self);

  for (guint i = 0; findings != NULL && i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);
      gboolean diagnostic = g_strcmp0 (finding->rule, "HOT") != 0
                            && g_strcmp0 (finding->rule, "OK") != 0;
      gboolean primary = diagnostic && !primary_done;

      if (primary)
        primary_done = TRUE;

      if (primary || finding->severity != GP_SEVERITY_INFO)
        gp_layout_overlay_mark_finding (self, finding, primary);
    }

  return self;
}

GpLayoutOverlay *
gp_layout_overlay_new_for_window (GpSession *session,
                                  guint      window)
{
  GpLayoutOverlay *self;
  GpSeries *series;
  GpGraph *graph;
  const GpTarget *target;

  g_return_val_if_fail (session != NULL, NULL);

  self = gp_layout_overlay_new ();
  series = gp_session_get_series (session);
  graph = gp_session_get_graph (session);
  target = gp_session_get_target (session);
  self->show_heat = target == NULL || target->capabilities.element_latency;

  for (guint i = 0; graph != NULL && series != NULL && i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      GpElementSeries *es = gp_series_lookup_element (series, element->id);
      GpLayoutElementValues values = { NAN, NAN, NAN, NAN, FALSE };

      if (element->is_bin || es == NULL)
        continue;

      values.proc_ms_p95 = gp_column_get (es->proc_ms_p95, window);
      values.cpu_pct = gp_column_get (es->cpu_pct, window);
      gp_layout_overlay_set_element (self, element->id, &values);
    }

  for (guint i = 0; graph != NULL && series != NULL && i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);
      GpLinkSeries *ls = gp_series_lookup_link (series, link->id);
      GpLayoutLinkValues values = { NAN, NAN, FALSE };

      if (ls == NULL)
        continue;

      values.fps = gp_column_get (ls->fps, window);
      values.bytes_s = gp_column_get (ls->bytes_s, window);
      /* The whole run's criterion, at this window. */
      values.stalled = ls->stalled != NULL && gp_analysis_stalled_at (ls->stalled, window);
      gp_layout_overlay_set_link (self, link->id, &values);
    }

  gp_layout_overlay_update_heat (self);

  return self;
}

/* Wide enough for the values they stand for ("p95 88.8 ms", "888 fps"). */
#define PLACEHOLDER_P95 88.8
#define PLACEHOLDER_FPS 888.0

GpLayoutOverlay *
gp_layout_overlay_new_reserved (GpSession *session)
{
  GpLayoutOverlay *self;
  GpGraph *graph;
  const GpTarget *target;

  g_return_val_if_fail (session != NULL, NULL);

  self = gp_layout_overlay_new ();
  self->placeholders = TRUE;
  graph = gp_session_get_graph (session);
  target = gp_session_get_target (session);
  self->show_heat = target == NULL || target->capabilities.element_latency;

  for (guint i = 0; graph != NULL && i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      GpLayoutElementValues values = { PLACEHOLDER_P95, 0.5, NAN, NAN, FALSE };

      if (!element->is_bin)
        gp_layout_overlay_set_element (self, element->id, &values);
    }

  for (guint i = 0; graph != NULL && i < gp_graph_n_links (graph); i++)
    {
      /* "stalled" has a line of its own under the fps. */
      GpLayoutLinkValues values = { PLACEHOLDER_FPS, NAN, TRUE };

      gp_layout_overlay_set_link (self, gp_graph_link (graph, i)->id, &values);
    }

  return self;
}
