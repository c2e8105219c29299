/* gp-analysis.c: GpAnalysis, a session's whole-run aggregates
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

/* What the rules, the verdict and the comparison read instead of the raw series (reference.md §3):
 * per-element processing time and CPU, per-link fps, bytes/s and stalls, the pipeline's latency p95
 * and frame period, the system's peaks, "where the time goes". Numbers are GpNumbers, which keep
 * whether the file spelled them as integers (the reference's evidence writes 4, not 4.0), and
 * percentiles are nearest rank as the reference takes them. A stall is interior when it lasts at
 * least STALL_MIN_RUN windows and ends before the last STALL_TAIL (teardown is no stall);
 * gp_analysis_stalled_at() applies that to one window for the app's graph overlay. Built once,
 * read-only, borrowing the session's graph and target. */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "gp-analysis.h"
#include "gp-pymath.h"
#include "gp-series-private.h"

/* A stall counts as "interior" when it lasts at least STALL_MIN_RUN windows
 * and ends before the last STALL_TAIL windows (teardown is not a stall). */
#define STALL_TAIL    2
#define STALL_MIN_RUN 2

static const char * const system_keys[GP_SYSTEM_N_KEYS] = {
  "cpu_pct", "gr3d_pct", "vic_pct", "nvenc_pct", "nvdec_pct", "emc_pct",
};

const char *
gp_system_key_to_string (GpSystemKey key)
{
  g_return_val_if_fail (key < GP_SYSTEM_N_KEYS, NULL);

  return system_keys[key];
}

gboolean
gp_system_key_from_string (const char  *str,
                           GpSystemKey *key)
{
  g_return_val_if_fail (key != NULL, FALSE);

  for (guint i = 0; str != NULL && i < GP_SYSTEM_N_KEYS; i++)
    {
      if (g_str_equal (str, system_keys[i]))
        {
          *key = i;
          return TRUE;
        }
    }
  return FALSE;
}

char *
gp_format_fixed (double value,
                 int    decimals)
{
  char format[16];
  char buf[G_ASCII_DTOSTR_BUF_SIZE + 320];

  g_return_val_if_fail (decimals >= 0 && decimals <= 17, NULL);

  if (isnan (value))
    return g_strdup ("nan");
  if (isinf (value))
    return g_strdup (value > 0 ? "inf" : "-inf");

  /* glibc rounds the exact binary value, ties to even: as Python does. */
  g_snprintf (format, sizeof format, "%%.%df", decimals);
  return g_strdup (g_ascii_formatd (buf, sizeof buf, format, value));
}

GpNumber
gp_number_round (GpNumber n,
                 int      ndigits)
{
  if (gp_number_is_none (n) || n.is_int || isinf (n.value))
    return n;

  return (GpNumber) { gp_py_round (n.value, ndigits), FALSE };
}

JsonNode *
gp_number_to_json (GpNumber n)
{
  JsonNode *node = json_node_alloc ();

  if (gp_number_is_none (n))
    return json_node_init_null (node);
  if (n.is_int && fabs (n.value) < 9.2e18)
    return json_node_init_int (node, (gint64) n.value);
  return json_node_init_double (node, n.value);
}

GpNumber
gp_percentile (const GpNumber *values,
               guint           n_values,
               double          p)
{
  g_autofree double *numbers = NULL;
  guint n = 0, k, below = 0, seen = 0;
  double value;

  g_return_val_if_fail (values != NULL || n_values == 0, GP_NUMBER_NONE);

  /* The value at rank k is selected among the doubles alone (a sort of
   * the numbers would take three times the memory of a long column). */
  numbers = g_new (double, MAX (n_values, 1));
  for (guint i = 0; i < n_values; i++)
    if (!gp_number_is_none (values[i]))
      numbers[n++] = values[i].value;
  if (n == 0)
    return GP_NUMBER_NONE;

  k = gp_nearest_rank_index (n, p);
  value = gp_select_kth (numbers, n, k);

  /* Python's sort is stable: of the numbers equal to that value (4 and
   * 4.0, 0.0 and -0.0), rank k holds the (k − below)-th in input order. */
  for (guint i = 0; i < n_values; i++)
    if (!gp_number_is_none (values[i]) && values[i].value < value)
      below++;
  for (guint i = 0; i < n_values; i++)
    if (!gp_number_is_none (values[i]) && values[i].value == value && seen++ == k - below)
      return values[i];

  g_assert_not_reached ();
  return GP_NUMBER_NONE;
}

/* ----------------------------------------------------------------------- */
/* Reading columns: the values, and which were JSON integers in the file.    */

/* The column as numbers (nulls included), n_windows long. */
static GpNumber *
read_column (GpAnalysis *self,
             GArray     *column,
             guint      *n_out)
{
  GpSeries *series = gp_session_get_series (self->session);
  guint n = column != NULL ? column->len : 0;
  GpNumber *values = g_new (GpNumber, MAX (n, 1));
  GArray *mask = _gp_series_get_int_mask (series, column);

  for (guint i = 0; i < n; i++)
    {
      double v = g_array_index (column, double, i);

      values[i].value = v;
      values[i].is_int = !isnan (v) && _gp_int_mask_get (mask, i);
    }
  *n_out = n;
  return values;
}

static GpNumber
column_p95 (GpAnalysis *self,
            GArray     *column)
{
  guint n;
  g_autofree GpNumber *values = read_column (self, column, &n);

  return gp_percentile (values, n, 0.95);
}

static GpNumber
column_max (GpAnalysis *self,
            GArray     *column)
{
  guint n;
  g_autofree GpNumber *values = read_column (self, column, &n);
  GpNumber best = GP_NUMBER_NONE;

  /* max() keeps the first of equal values. */
  for (guint i = 0; i < n; i++)
    if (!gp_number_is_none (values[i]) && (gp_number_is_none (best) || values[i].value > best.value))
      best = values[i];
  return best;
}

static GpNumber
column_last (GpAnalysis *self,
             GArray     *column)
{
  guint n;
  g_autofree GpNumber *values = read_column (self, column, &n);

  for (guint i = n; i > 0; i--)
    if (!gp_number_is_none (values[i - 1]))
      return values[i - 1];
  return GP_NUMBER_NONE;
}

static GpNumber
column_mean (GArray *column)
{
  double sum = 0;
  guint n = 0;

  for (guint i = 0; column != NULL && i < column->len; i++)
    {
      double v = g_array_index (column, double, i);

      if (!isnan (v))
        {
          sum += v;
          n++;
        }
    }
  return n > 0 ? (GpNumber) { sum / n, FALSE } : GP_NUMBER_NONE;
}

static gboolean
stalled_interior (GArray *stalled)
{
  guint run = 0;

  if (stalled == NULL || stalled->len <= STALL_TAIL + STALL_MIN_RUN)
    return FALSE;

  for (guint i = 0; i < stalled->len - STALL_TAIL; i++)
    {
      run = g_array_index (stalled, guint8, i) ? run + 1 : 0;
      if (run >= STALL_MIN_RUN)
        return TRUE;
    }
  return FALSE;
}

gboolean
gp_analysis_stalled_at (GArray *stalled,
                        guint   window)
{
  guint first, end, counted;

  g_return_val_if_fail (stalled != NULL, FALSE);

  if (stalled->len <= STALL_TAIL + STALL_MIN_RUN || window >= stalled->len ||
      !g_array_index (stalled, guint8, window))
    return FALSE;

  /* The run of stalled windows around @window … */
  for (first = window; first > 0 && g_array_index (stalled, guint8, first - 1); first--)
    ;
  for (end = window + 1; end < stalled->len && g_array_index (stalled, guint8, end); end++)
    ;

  /* … is interior when enough of it comes before the tail. */
  end = MIN (end, stalled->len - STALL_TAIL);
  counted = end > first ? end - first : 0;

  return counted >= STALL_MIN_RUN;
}

/* ----------------------------------------------------------------------- */

static void
build_elements (GpAnalysis *self,
                GpSeries   *series)
{
  guint n = gp_graph_n_elements (self->graph);

  for (guint i = 0; i < n; i++)
    {
      const GpElement *element = gp_graph_element (self->graph, i);
      GpElementSeries *columns;
      GpElementStat *stat;

      if (element->id == NULL || g_hash_table_contains (self->element_index, element->id))
        continue;

      columns = gp_series_lookup_element (series, element->id);
      stat = g_new0 (GpElementStat, 1);
      stat->element = element;
      stat->proc_ms_p95 = GP_NUMBER_NONE;
      stat->proc_ms_typ = GP_NUMBER_NONE;
      stat->cpu_pct = GP_NUMBER_NONE;

      if (columns != NULL)
        {
          stat->proc_ms_p95 = column_p95 (self, columns->proc_ms_p95);
          stat->proc_ms_typ = column_mean (columns->proc_ms_p50);
          stat->cpu_pct = column_max (self, columns->cpu_pct);
          for (guint w = 0; columns->buffers != NULL && w < columns->buffers->len; w++)
            stat->buffers += g_array_index (columns->buffers, GpCount, w);
        }

      g_ptr_array_add (self->elements, stat);
      g_hash_table_insert (self->element_index, element->id, stat);
    }
}

static void
build_links (GpAnalysis *self,
             GpSeries   *series)
{
  guint n = gp_graph_n_links (self->graph);

  for (guint i = 0; i < n; i++)
    {
      const GpLink *link = gp_graph_link (self->graph, i);
      GpLinkSeries *columns = gp_series_lookup_link (series, link->id);
      GpLinkStat *stat = g_new0 (GpLinkStat, 1);

      stat->link = link;
      stat->fps = GP_NUMBER_NONE;
      stat->bytes_s = GP_NUMBER_NONE;

      if (columns != NULL)
        {
          stat->fps = column_max (self, columns->fps);
          stat->bytes_s = column_max (self, columns->bytes_s);
          for (guint w = 0; columns->stalled != NULL && w < columns->stalled->len; w++)
            stat->ever_stalled |= g_array_index (columns->stalled, guint8, w) != 0;
          stat->stall_interior = stalled_interior (columns->stalled);
        }

      g_ptr_array_add (self->links, stat);
      g_hash_table_insert (self->link_index, (gpointer) link, stat);
    }
}

static gboolean
number_is_truthy (GpNumber n)
{
  return !gp_number_is_none (n) && n.value != 0;
}

static void
build_frame_period (GpAnalysis *self)
{
  const GpLink *best_link = NULL;
  double best = NAN;

  /* The fastest link out of a source: a non-bin element with no incoming
   * link (it has an outgoing one, this link). */
  for (guint i = 0; i < self->links->len; i++)
    {
      const GpLinkStat *ls = g_ptr_array_index (self->links, i);
      const GpElementStat *src = gp_analysis_lookup_element (self, ls->link->src_element);

      if (src == NULL || src->element->is_bin || gp_analysis_has_upstream (self, src->element->id))
        continue;
      if (number_is_truthy (ls->fps) && (isnan (best) || ls->fps.value > best))
        {
          best = ls->fps.value;
          best_link = ls->link;
        }
    }

  /* Otherwise the fastest link anywhere. */
  if (isnan (best))
    {
      for (guint i = 0; i < self->links->len; i++)
        {
          const GpLinkStat *ls = g_ptr_array_index (self->links, i);

          if (number_is_truthy (ls->fps) && (isnan (best) || ls->fps.value > best))
            {
              best = ls->fps.value;
              best_link = ls->link;
            }
        }
    }

  self->frame_period_ms = isnan (best) ? GP_NUMBER_NONE : (GpNumber) { 1000.0 / best, FALSE };
  self->frame_period_link = best_link;
}

static int
compare_hot (gconstpointer a,
             gconstpointer b)
{
  const GpHotEntry *ha = a;
  const GpHotEntry *hb = b;

  if (ha->proc_ms_p95.value > hb->proc_ms_p95.value)
    return -1;
  if (ha->proc_ms_p95.value < hb->proc_ms_p95.value)
    return 1;
  return 0;
}

static void
build_hot (GpAnalysis *self)
{
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (GpHotEntry));
  double total = 0;

  for (guint i = 0; i < self->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (self->elements, i);
      GpHotEntry entry;

      if (stat->element->is_bin || !number_is_truthy (stat->proc_ms_p95))
        continue;
      entry.element = stat->element->id;
      entry.proc_ms_p95 = stat->proc_ms_p95;
      entry.share_pct = 0;
      g_array_append_val (rows, entry);
      total += stat->proc_ms_p95.value;
    }
  if (total == 0)
    total = 1.0;

  for (guint i = 0; i < rows->len; i++)
    {
      GpHotEntry *entry = &g_array_index (rows, GpHotEntry, i);

      entry->share_pct = 100.0 * entry->proc_ms_p95.value / total;
    }

  /* By value, descending; g_array_sort() is stable: ties keep graph order. */
  g_array_sort (rows, compare_hot);
  g_array_append_vals (self->hot, rows->data, rows->len);
}

GpAnalysis *
gp_analysis_new (GpSession *session)
{
  GpAnalysis *self;
  GpSeries *series;
  GpPipelineSeries *pipeline;
  GpSystemSeries *system;
  GArray *system_columns[GP_SYSTEM_N_KEYS];

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  self = g_new0 (GpAnalysis, 1);
  self->session = g_object_ref (session);
  self->graph = gp_session_get_graph (session);
  self->target = gp_session_get_target (session);
  self->platform = (self->target != NULL && self->target->platform != NULL && *self->target->platform)
                   ? self->target->platform : "generic";
  self->elements = g_ptr_array_new_with_free_func (g_free);
  self->element_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->links = g_ptr_array_new_with_free_func (g_free);
  self->link_index = g_hash_table_new (NULL, NULL);
  self->hot = g_array_new (FALSE, FALSE, sizeof (GpHotEntry));

  series = gp_session_get_series (session);

  build_elements (self, series);
  build_links (self, series);
  build_frame_period (self);
  build_hot (self);

  pipeline = gp_series_get_pipeline (series);
  self->latency_ms_p95 = column_p95 (self, pipeline->latency_ms_p95);
  self->reported_latency_ms = column_last (self, pipeline->reported_latency_ms);

  system = gp_series_get_system (series);
  system_columns[GP_SYSTEM_CPU] = system->cpu_pct;
  system_columns[GP_SYSTEM_GR3D] = system->gr3d_pct;
  system_columns[GP_SYSTEM_VIC] = system->vic_pct;
  system_columns[GP_SYSTEM_NVENC] = system->nvenc_pct;
  system_columns[GP_SYSTEM_NVDEC] = system->nvdec_pct;
  system_columns[GP_SYSTEM_EMC] = system->emc_pct;
  for (guint k = 0; k < GP_SYSTEM_N_KEYS; k++)
    self->system_peak[k] = column_max (self, system_columns[k]);

  return self;
}

void
gp_analysis_free (GpAnalysis *self)
{
  if (self == NULL)
    return;

  g_clear_pointer (&self->elements, g_ptr_array_unref);
  g_clear_pointer (&self->element_index, g_hash_table_unref);
  g_clear_pointer (&self->link_index, g_hash_table_unref);
  g_clear_pointer (&self->links, g_ptr_array_unref);
  g_clear_pointer (&self->hot, g_array_unref);
  g_clear_object (&self->session);
  g_free (self);
}

const GpElementStat *
gp_analysis_lookup_element (const GpAnalysis *self,
                            const char       *element_id)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (element_id == NULL)
    return NULL;
  return g_hash_table_lookup (self->element_index, element_id);
}

const GpLinkStat *
gp_analysis_link_stat (const GpAnalysis *self,
                       const GpLink     *link)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (link == NULL)
    return NULL;
  return g_hash_table_lookup (self->link_index, link);
}

const GpLinkStat *
gp_analysis_link_between (const GpAnalysis *self,
                          const char       *a,
                          const char       *b)
{
  g_autoptr(GPtrArray) from = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  from = gp_graph_links_from (self->graph, a);
  for (guint i = 0; i < from->len; i++)
    {
      const GpLink *link = g_ptr_array_index (from, i);

      if (g_strcmp0 (link->sink_element, b) == 0)
        return gp_analysis_link_stat (self, link);
    }
  return NULL;
}

gboolean
gp_analysis_has_upstream (const GpAnalysis *self,
                          const char       *element_id)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return gp_graph_n_links_to (self->graph, element_id) > 0;
}

gboolean
gp_analysis_has_downstream (const GpAnalysis *self,
                            const char       *element_id)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return gp_graph_n_links_from (self->graph, element_id) > 0;
}
