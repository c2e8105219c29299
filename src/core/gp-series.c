/* gp-series.c
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

#include "config.h"

#include <string.h>

#include "gp-series.h"

struct _GpSeries
{
  guint             window_ms;
  GArray           *t;
  GHashTable       *elements;   /* char* → GpElementSeries* */
  GHashTable       *links;      /* char* → GpLinkSeries* */
  GpPipelineSeries  pipeline;
  GpSystemSeries    system;
};

static GArray *
double_column (guint n)
{
  GArray *column = g_array_sized_new (FALSE, FALSE, sizeof (double), MAX (n, 16));

  for (guint i = 0; i < n; i++)
    {
      double v = GP_NULL;
      g_array_append_val (column, v);
    }
  return column;
}

static GArray *
zero_column (guint n,
             guint element_size)
{
  GArray *column = g_array_sized_new (FALSE, TRUE, element_size, MAX (n, 16));

  g_array_set_size (column, n);
  return column;
}

static void
push_null (GArray *column)
{
  double v = GP_NULL;

  g_array_append_val (column, v);
}

static void
element_series_free (GpElementSeries *es)
{
  g_array_unref (es->proc_ms_p50);
  g_array_unref (es->proc_ms_p95);
  g_array_unref (es->cpu_pct);
  g_array_unref (es->queue_level);
  g_array_unref (es->buffers);
  g_free (es);
}

static void
link_series_free (GpLinkSeries *ls)
{
  g_array_unref (ls->fps);
  g_array_unref (ls->bytes_s);
  g_array_unref (ls->stalled);
  g_free (ls);
}

GpSeries *
gp_series_new (guint window_ms)
{
  GpSeries *series = g_new0 (GpSeries, 1);

  series->window_ms = window_ms;
  series->t = double_column (0);
  series->elements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) element_series_free);
  series->links = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) link_series_free);
  series->pipeline.latency_ms_p50 = double_column (0);
  series->pipeline.latency_ms_p95 = double_column (0);
  series->pipeline.reported_latency_ms = double_column (0);
  series->system.cpu_pct_per_core = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  series->system.cpu_pct = double_column (0);
  series->system.gr3d_pct = double_column (0);
  series->system.vic_pct = double_column (0);
  series->system.nvenc_pct = double_column (0);
  series->system.nvdec_pct = double_column (0);
  series->system.emc_pct = double_column (0);
  series->system.rss_bytes = double_column (0);
  return series;
}

void
gp_series_free (GpSeries *series)
{
  if (series == NULL)
    return;
  g_array_unref (series->t);
  g_hash_table_unref (series->elements);
  g_hash_table_unref (series->links);
  g_array_unref (series->pipeline.latency_ms_p50);
  g_array_unref (series->pipeline.latency_ms_p95);
  g_array_unref (series->pipeline.reported_latency_ms);
  g_ptr_array_unref (series->system.cpu_pct_per_core);
  g_array_unref (series->system.cpu_pct);
  g_array_unref (series->system.gr3d_pct);
  g_array_unref (series->system.vic_pct);
  g_array_unref (series->system.nvenc_pct);
  g_array_unref (series->system.nvdec_pct);
  g_array_unref (series->system.emc_pct);
  g_array_unref (series->system.rss_bytes);
  g_free (series);
}

guint
gp_series_get_window_ms (const GpSeries *series)
{
  g_return_val_if_fail (series != NULL, 0);
  return series->window_ms;
}

guint
gp_series_get_n_windows (const GpSeries *series)
{
  g_return_val_if_fail (series != NULL, 0);
  return series->t->len;
}

double
gp_series_get_t (const GpSeries *series,
                 guint           i)
{
  g_return_val_if_fail (series != NULL, GP_NULL);
  return gp_column_get (series->t, i);
}

GArray *
gp_series_get_t_array (const GpSeries *series)
{
  g_return_val_if_fail (series != NULL, NULL);
  return series->t;
}

guint
gp_series_append_window (GpSeries *series,
                         double    t)
{
  GHashTableIter iter;
  gpointer value;
  guint8 zero8 = 0;
  gint64 zero64 = 0;

  g_return_val_if_fail (series != NULL, 0);

  g_array_append_val (series->t, t);

  g_hash_table_iter_init (&iter, series->elements);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GpElementSeries *es = value;
      push_null (es->proc_ms_p50);
      push_null (es->proc_ms_p95);
      push_null (es->cpu_pct);
      push_null (es->queue_level);
      g_array_append_val (es->buffers, zero64);
    }

  g_hash_table_iter_init (&iter, series->links);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GpLinkSeries *ls = value;
      push_null (ls->fps);
      push_null (ls->bytes_s);
      g_array_append_val (ls->stalled, zero8);
    }

  push_null (series->pipeline.latency_ms_p50);
  push_null (series->pipeline.latency_ms_p95);
  push_null (series->pipeline.reported_latency_ms);
  g_ptr_array_add (series->system.cpu_pct_per_core, double_column (0));
  push_null (series->system.cpu_pct);
  push_null (series->system.gr3d_pct);
  push_null (series->system.vic_pct);
  push_null (series->system.nvenc_pct);
  push_null (series->system.nvdec_pct);
  push_null (series->system.emc_pct);
  push_null (series->system.rss_bytes);

  return series->t->len - 1;
}

GpElementSeries *
gp_series_lookup_element (const GpSeries *series,
                          const char     *element_id)
{
  g_return_val_if_fail (series != NULL, NULL);
  if (element_id == NULL)
    return NULL;
  return g_hash_table_lookup (series->elements, element_id);
}

GpElementSeries *
gp_series_ensure_element (GpSeries   *series,
                          const char *element_id)
{
  GpElementSeries *es;
  guint n;

  g_return_val_if_fail (series != NULL && element_id != NULL, NULL);

  es = g_hash_table_lookup (series->elements, element_id);
  if (es != NULL)
    return es;

  n = series->t->len;
  es = g_new0 (GpElementSeries, 1);
  es->proc_ms_p50 = double_column (n);
  es->proc_ms_p95 = double_column (n);
  es->cpu_pct = double_column (n);
  es->queue_level = double_column (n);
  es->buffers = zero_column (n, sizeof (gint64));
  g_hash_table_insert (series->elements, g_strdup (element_id), es);
  return es;
}

GpLinkSeries *
gp_series_lookup_link (const GpSeries *series,
                       const char     *link_id)
{
  g_return_val_if_fail (series != NULL, NULL);
  if (link_id == NULL)
    return NULL;
  return g_hash_table_lookup (series->links, link_id);
}

GpLinkSeries *
gp_series_ensure_link (GpSeries   *series,
                       const char *link_id)
{
  GpLinkSeries *ls;
  guint n;

  g_return_val_if_fail (series != NULL && link_id != NULL, NULL);

  ls = g_hash_table_lookup (series->links, link_id);
  if (ls != NULL)
    return ls;

  n = series->t->len;
  ls = g_new0 (GpLinkSeries, 1);
  ls->fps = double_column (n);
  ls->bytes_s = double_column (n);
  ls->stalled = zero_column (n, sizeof (guint8));
  g_hash_table_insert (series->links, g_strdup (link_id), ls);
  return ls;
}

static int
compare_str (gconstpointer a,
             gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static GPtrArray *
sorted_keys (GHashTable *table)
{
  GPtrArray *keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);
  g_ptr_array_sort (keys, compare_str);
  return keys;
}

GPtrArray *
gp_series_element_keys (const GpSeries *series)
{
  g_return_val_if_fail (series != NULL, NULL);
  return sorted_keys (series->elements);
}

GPtrArray *
gp_series_link_keys (const GpSeries *series)
{
  g_return_val_if_fail (series != NULL, NULL);
  return sorted_keys (series->links);
}

GpPipelineSeries *
gp_series_get_pipeline (GpSeries *series)
{
  g_return_val_if_fail (series != NULL, NULL);
  return &series->pipeline;
}

GpSystemSeries *
gp_series_get_system (GpSeries *series)
{
  g_return_val_if_fail (series != NULL, NULL);
  return &series->system;
}
