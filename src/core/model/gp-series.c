/* gp-series.c: a session's columnar 250 ms windows (GpSeries)
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

/* Every column (per element, per link, the pipeline, the system) is index-aligned with `t`; a null
 * sample is NAN. A series read from a file is often sparse: its columns of nothing share one array
 * each (dropped when no key uses it any more, _gp_series_drop_unused_shared()) and it has no
 * per-core rows until a window has a reading (gp_system_series_core_row()); a writer takes a column
 * of its own first, and gp_series_append_window() does that for every column. Int-ness masks record
 * which samples a file spelled as integers, which the reference's evidence keeps. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-series-private.h"

struct _GpSeries
{
  guint             window_ms;
  GArray           *t;
  GHashTable       *elements;   /* char* → GpElementSeries* */
  GHashTable       *links;      /* char* → GpLinkSeries* */
  GpPipelineSeries  pipeline;
  GpSystemSeries    system;
  GHashTable       *int_masks;  /* GArray* column → GArray<guint8> bits; NULL until one is set */
  /* Columns of nothing, shared by the element/link columns that hold
   * nothing (see _gp_series_add_element_shared()); n windows long. */
  GArray           *shared_null;    /* double, NAN */
  GArray           *shared_zero64;  /* GpCount, 0 */
  GArray           *shared_zero8;   /* guint8, 0 */
  GArray           *shared_no_cores; /* an empty cpu_pct_per_core row */
  guint             generation;     /* _gp_series_get_generation() */
};

static GArray *
double_column (guint n)
{
  GArray *column = g_array_sized_new (FALSE, FALSE, sizeof (double), MAX (n, 16));
  double *values;

  g_array_set_size (column, n);
  values = (double *) (gpointer) column->data;
  for (guint i = 0; i < n; i++)
    values[i] = GP_NULL;
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

/* One more window in a column: set_size and a store are fewer instructions than an append. */
static inline void
push_null (GArray *column)
{
  guint n = column->len;

  g_array_set_size (column, n + 1);
  g_array_index (column, double, n) = GP_NULL;
}

/* The same for a column of counts or flags, @size bytes a sample. */
static inline void
push_zero (GArray *column,
           gsize   size)
{
  guint n = column->len;

  g_array_set_size (column, n + 1);
  memset (column->data + (gsize) n * size, 0, size);
}

static void
element_series_free (GpElementSeries *es)
{
  g_array_unref (es->proc_ms_p50);
  g_array_unref (es->proc_ms_p95);
  g_array_unref (es->cpu_pct);
  g_array_unref (es->queue_level);
  g_array_unref (es->buffers);
  g_array_unref (es->held_buffers);
  g_array_unref (es->held_bytes);
  g_array_unref (es->oldest_held_ms);
  g_array_unref (es->queue_bytes);
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
  series->system.mem_available_bytes = double_column (0);
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
  g_array_unref (series->system.mem_available_bytes);
  g_clear_pointer (&series->int_masks, g_hash_table_unref);
  g_clear_pointer (&series->shared_null, g_array_unref);
  g_clear_pointer (&series->shared_zero64, g_array_unref);
  g_clear_pointer (&series->shared_zero8, g_array_unref);
  g_clear_pointer (&series->shared_no_cores, g_array_unref);
  g_free (series);
}

static gboolean
is_shared (const GpSeries *series,
           GArray         *column)
{
  return column != NULL &&
         (column == series->shared_null || column == series->shared_zero64 ||
          column == series->shared_zero8 || column == series->shared_no_cores);
}

/* A column of its own in place of a shared one. */
static inline GArray *
own_column (GpSeries  *series,
            GArray   **column)
{
  /* a series that grows (the aggregator's) has none after its first window */
  if (G_UNLIKELY (series->shared_null != NULL || series->shared_zero64 != NULL || series->shared_zero8 != NULL ||
                  series->shared_no_cores != NULL) &&
      is_shared (series, *column))
    {
      GArray *copy = g_array_copy (*column);

      g_array_unref (*column);
      *column = copy;
    }
  return *column;
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

double
gp_series_get_window_time (const GpSeries *series,
                           guint           i)
{
  g_return_val_if_fail (series != NULL, GP_NULL);
  g_return_val_if_fail (i < series->t->len, GP_NULL);

  return g_array_index (series->t, double, i) + series->window_ms / 2000.0;
}

double
gp_series_get_time_resolution (const GpSeries *series)
{
  guint half_us;

  g_return_val_if_fail (series != NULL, 0.01);

  /* The middle of a window of w ms is a multiple of w / 2 ms past its
   * start: 125 ms needs a third decimal, 500 ms does not. */
  half_us = series->window_ms * 500;
  if (half_us % 10000 == 0)
    return 0.01;
  return 0.001;
}

gboolean
gp_series_window_at (const GpSeries *series,
                     double          t_s,
                     guint          *window)
{
  guint n, lo, hi;

  g_return_val_if_fail (series != NULL, FALSE);
  g_return_val_if_fail (window != NULL, FALSE);

  n = series->t->len;
  if (n == 0 || isnan (t_s) || t_s < g_array_index (series->t, double, 0) ||
      t_s > g_array_index (series->t, double, n - 1) + series->window_ms / 1000.0)
    return FALSE;

  /* The last window starting at or before @t_s (t ascends). */
  lo = 0;
  hi = n - 1;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;

      if (g_array_index (series->t, double, mid) <= t_s)
        lo = mid;
      else
        hi = mid - 1;
    }
  *window = lo;
  return TRUE;
}

guint
gp_series_append_window (GpSeries *series,
                         double    t)
{
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (series != NULL, 0);

  /* A read series without core rows gets them (empty) before growing. */
  while (series->system.cpu_pct_per_core->len < series->t->len)
    g_ptr_array_add (series->system.cpu_pct_per_core, g_array_new (FALSE, FALSE, sizeof (double)));
  g_array_append_val (series->t, t);

  /* Growing: every column gets its own (shared ones are n long). */
  g_hash_table_iter_init (&iter, series->elements);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GpElementSeries *es = value;
      push_null (own_column (series, &es->proc_ms_p50));
      push_null (own_column (series, &es->proc_ms_p95));
      push_null (own_column (series, &es->cpu_pct));
      push_null (own_column (series, &es->queue_level));
      push_zero (own_column (series, &es->buffers), sizeof (GpCount));
      push_null (own_column (series, &es->held_buffers));
      push_null (own_column (series, &es->held_bytes));
      push_null (own_column (series, &es->oldest_held_ms));
      push_null (own_column (series, &es->queue_bytes));
    }

  g_hash_table_iter_init (&iter, series->links);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GpLinkSeries *ls = value;
      push_null (own_column (series, &ls->fps));
      push_null (own_column (series, &ls->bytes_s));
      push_zero (own_column (series, &ls->stalled), sizeof (guint8));
    }

  push_null (own_column (series, &series->pipeline.latency_ms_p50));
  push_null (own_column (series, &series->pipeline.latency_ms_p95));
  push_null (own_column (series, &series->pipeline.reported_latency_ms));
  /* Most rows hold a few cores: no reserve. */
  g_ptr_array_add (series->system.cpu_pct_per_core, g_array_new (FALSE, FALSE, sizeof (double)));
  push_null (own_column (series, &series->system.cpu_pct));
  push_null (own_column (series, &series->system.gr3d_pct));
  push_null (own_column (series, &series->system.vic_pct));
  push_null (own_column (series, &series->system.nvenc_pct));
  push_null (own_column (series, &series->system.nvdec_pct));
  push_null (own_column (series, &series->system.emc_pct));
  push_null (own_column (series, &series->system.rss_bytes));
  push_null (own_column (series, &series->system.mem_available_bytes));
  /* No column uses them any more (empty core rows stay shared). */
  g_clear_pointer (&series->shared_null, g_array_unref);
  g_clear_pointer (&series->shared_zero64, g_array_unref);
  g_clear_pointer (&series->shared_zero8, g_array_unref);

  return series->t->len - 1;
}

guint
_gp_series_get_generation (const GpSeries *series)
{
  return series->generation;
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
  es->buffers = zero_column (n, sizeof (GpCount));
  es->held_buffers = double_column (n);
  es->held_bytes = double_column (n);
  es->oldest_held_ms = double_column (n);
  es->queue_bytes = double_column (n);
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

static gboolean
rename_key (GHashTable *table,
            const char *old_key,
            const char *new_key)
{
  gpointer key;
  gpointer value;

  if (g_hash_table_contains (table, new_key) ||
      !g_hash_table_steal_extended (table, old_key, &key, &value))
    return FALSE;
  g_free (key);
  g_hash_table_insert (table, g_strdup (new_key), value);
  return TRUE;
}

/* Values of @from where @into has none (NULL; 0 for counts). */
static void
merge_column (GpSeries *series,
              GArray  **into,
              GArray   *from,
              gboolean  counts)
{
  GArray *out;

  if (from == NULL || *into == NULL || from->len != (*into)->len)
    return;
  out = own_column (series, into);
  for (guint i = 0; i < out->len; i++)
    {
      if (counts)
        {
          if (g_array_index (out, GpCount, i) == 0)
            g_array_index (out, GpCount, i) = g_array_index (from, GpCount, i);
        }
      else if (gp_is_null (g_array_index (out, double, i)))
        g_array_index (out, double, i) = g_array_index (from, double, i);
    }
}

gboolean
gp_series_rename_element (GpSeries   *series,
                          const char *old_id,
                          const char *new_id)
{
  GpElementSeries *from;
  GpElementSeries *into;

  g_return_val_if_fail (series != NULL && old_id != NULL && new_id != NULL, FALSE);

  series->generation++;
  from = g_hash_table_lookup (series->elements, old_id);
  into = g_hash_table_lookup (series->elements, new_id);
  if (from == NULL || into == NULL)
    return rename_key (series->elements, old_id, new_id);

  /* Both measured (an element's latency by its address, its pushes by its index): one series. */
  merge_column (series, &into->proc_ms_p50, from->proc_ms_p50, FALSE);
  merge_column (series, &into->proc_ms_p95, from->proc_ms_p95, FALSE);
  merge_column (series, &into->cpu_pct, from->cpu_pct, FALSE);
  merge_column (series, &into->queue_level, from->queue_level, FALSE);
  merge_column (series, &into->buffers, from->buffers, TRUE);
  merge_column (series, &into->held_buffers, from->held_buffers, FALSE);
  merge_column (series, &into->held_bytes, from->held_bytes, FALSE);
  merge_column (series, &into->oldest_held_ms, from->oldest_held_ms, FALSE);
  merge_column (series, &into->queue_bytes, from->queue_bytes, FALSE);
  g_hash_table_remove (series->elements, old_id);
  return TRUE;
}

gboolean
gp_series_remove_link (GpSeries   *series,
                       const char *id)
{
  g_return_val_if_fail (series != NULL && id != NULL, FALSE);
  series->generation++;
  return g_hash_table_remove (series->links, id);
}

gboolean
gp_series_rename_link (GpSeries   *series,
                       const char *old_id,
                       const char *new_id)
{
  g_return_val_if_fail (series != NULL && old_id != NULL && new_id != NULL, FALSE);
  series->generation++;
  return rename_key (series->links, old_id, new_id);
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

void
_gp_series_set_window_ms (GpSeries *series,
                          guint     window_ms)
{
  g_return_if_fail (series != NULL);
  series->window_ms = window_ms;
}

GArray *
_gp_series_ensure_int_mask (GpSeries *series,
                            GArray   *column)
{
  GArray *mask;

  g_return_val_if_fail (series != NULL, NULL);
  g_return_val_if_fail (column != NULL, NULL);

  if (series->int_masks == NULL)
    series->int_masks = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                               (GDestroyNotify) g_array_unref);
  mask = g_hash_table_lookup (series->int_masks, column);
  if (mask == NULL)
    {
      mask = g_array_sized_new (FALSE, TRUE, sizeof (guint8), (column->len + 7) / 8);
      g_array_set_size (mask, (column->len + 7) / 8);
      g_hash_table_insert (series->int_masks, column, mask);
    }
  return mask;
}

GArray *
_gp_series_get_int_mask (const GpSeries *series,
                         GArray         *column)
{
  g_return_val_if_fail (series != NULL, NULL);

  if (series->int_masks == NULL || column == NULL)
    return NULL;
  return g_hash_table_lookup (series->int_masks, column);
}

gboolean
_gp_series_sample_is_int (const GpSeries *series,
                          GArray         *column,
                          guint           i)
{
  return _gp_int_mask_get (_gp_series_get_int_mask (series, column), i);
}

GpElementSeries *
_gp_series_add_element_shared (GpSeries   *series,
                               const char *element_id)
{
  GpElementSeries *es;
  guint n;

  g_return_val_if_fail (series != NULL && element_id != NULL, NULL);
  g_return_val_if_fail (gp_series_lookup_element (series, element_id) == NULL, NULL);

  n = series->t->len;
  if (series->shared_null == NULL)
    series->shared_null = double_column (n);
  if (series->shared_zero64 == NULL)
    series->shared_zero64 = zero_column (n, sizeof (GpCount));

  es = g_new0 (GpElementSeries, 1);
  es->proc_ms_p50 = g_array_ref (series->shared_null);
  es->proc_ms_p95 = g_array_ref (series->shared_null);
  es->cpu_pct = g_array_ref (series->shared_null);
  es->queue_level = g_array_ref (series->shared_null);
  es->buffers = g_array_ref (series->shared_zero64);
  es->held_buffers = g_array_ref (series->shared_null);
  es->held_bytes = g_array_ref (series->shared_null);
  es->oldest_held_ms = g_array_ref (series->shared_null);
  es->queue_bytes = g_array_ref (series->shared_null);
  g_hash_table_insert (series->elements, g_strdup (element_id), es);
  return es;
}

GpLinkSeries *
_gp_series_add_link_shared (GpSeries   *series,
                            const char *link_id)
{
  GpLinkSeries *ls;
  guint n;

  g_return_val_if_fail (series != NULL && link_id != NULL, NULL);
  g_return_val_if_fail (gp_series_lookup_link (series, link_id) == NULL, NULL);

  n = series->t->len;
  if (series->shared_null == NULL)
    series->shared_null = double_column (n);
  if (series->shared_zero8 == NULL)
    series->shared_zero8 = zero_column (n, sizeof (guint8));

  ls = g_new0 (GpLinkSeries, 1);
  ls->fps = g_array_ref (series->shared_null);
  ls->bytes_s = g_array_ref (series->shared_null);
  ls->stalled = g_array_ref (series->shared_zero8);
  g_hash_table_insert (series->links, g_strdup (link_id), ls);
  return ls;
}

gboolean
_gp_series_column_is_shared (const GpSeries *series,
                             GArray         *column)
{
  g_return_val_if_fail (series != NULL, FALSE);
  return is_shared (series, column);
}

GArray *
_gp_series_own_column (GpSeries  *series,
                       GArray   **column)
{
  g_return_val_if_fail (series != NULL, NULL);
  g_return_val_if_fail (column != NULL && *column != NULL, NULL);
  return own_column (series, column);
}

GArray *
_gp_series_own_column_unset (GpSeries  *series,
                             GArray   **column)
{
  GArray *own;

  g_return_val_if_fail (series != NULL, NULL);
  g_return_val_if_fail (column != NULL && *column != NULL, NULL);

  if (!is_shared (series, *column))
    return *column;
  own = g_array_sized_new (FALSE, FALSE, g_array_get_element_size (*column), (*column)->len);
  g_array_set_size (own, (*column)->len);
  g_array_unref (*column);
  *column = own;
  return own;
}

GpSeries *
_gp_series_new_for_t (guint   window_ms,
                      GArray *t)
{
  GpSeries *series;
  GArray *null;
  guint n;

  g_return_val_if_fail (t != NULL, NULL);

  series = gp_series_new (window_ms);
  n = t->len;
  g_array_unref (series->t);
  series->t = t;

  /* Everything starts shared: nothing measured yet. */
  series->shared_null = null = double_column (n);
  series->shared_no_cores = g_array_new (FALSE, FALSE, sizeof (double));
#define SHARE(field) (g_array_unref (field), field = g_array_ref (null))
  SHARE (series->pipeline.latency_ms_p50);
  SHARE (series->pipeline.latency_ms_p95);
  SHARE (series->pipeline.reported_latency_ms);
  SHARE (series->system.cpu_pct);
  SHARE (series->system.gr3d_pct);
  SHARE (series->system.vic_pct);
  SHARE (series->system.nvenc_pct);
  SHARE (series->system.nvdec_pct);
  SHARE (series->system.emc_pct);
  SHARE (series->system.rss_bytes);
  SHARE (series->system.mem_available_bytes);
#undef SHARE
  /* No core rows until one holds something (_gp_series_own_core_row()):
   * most sessions have none, and 10^6 pointers to an empty row are 8 MB. */
  return series;
}

GArray *
_gp_series_own_core_row (GpSeries *series,
                         guint     i)
{
  GPtrArray *rows;

  g_return_val_if_fail (series != NULL, NULL);

  rows = series->system.cpu_pct_per_core;
  g_return_val_if_fail (i < series->t->len, NULL);
  while (rows->len < series->t->len)
    g_ptr_array_add (rows, g_array_ref (series->shared_no_cores));
  if (g_ptr_array_index (rows, i) == series->shared_no_cores)
    {
      g_array_unref (g_ptr_array_index (rows, i));
      g_ptr_array_index (rows, i) = g_array_new (FALSE, FALSE, sizeof (double));
    }
  return g_ptr_array_index (rows, i);
}

static gboolean
uses_column (const GpSeries *series,
             GArray         *column)
{
  GHashTableIter iter;
  gpointer value;
  const GpPipelineSeries *pipeline = &series->pipeline;
  const GpSystemSeries *system = &series->system;

  g_hash_table_iter_init (&iter, series->elements);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const GpElementSeries *es = value;

      if (es->proc_ms_p50 == column || es->proc_ms_p95 == column || es->cpu_pct == column ||
          es->queue_level == column || es->buffers == column || es->held_buffers == column ||
          es->held_bytes == column || es->oldest_held_ms == column || es->queue_bytes == column)
        return TRUE;
    }

  g_hash_table_iter_init (&iter, series->links);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const GpLinkSeries *ls = value;

      if (ls->fps == column || ls->bytes_s == column || ls->stalled == column)
        return TRUE;
    }

  return pipeline->latency_ms_p50 == column || pipeline->latency_ms_p95 == column ||
         pipeline->reported_latency_ms == column || system->cpu_pct == column ||
         system->gr3d_pct == column || system->vic_pct == column ||
         system->nvenc_pct == column || system->nvdec_pct == column ||
         system->emc_pct == column || system->rss_bytes == column ||
         system->mem_available_bytes == column;
}

void
_gp_series_drop_unused_shared (GpSeries *series)
{
  GArray **shared[] = { &series->shared_null, &series->shared_zero64, &series->shared_zero8 };

  g_return_if_fail (series != NULL);

  /* An n-window column each: 8 MB at 10^6 windows. (Empty core rows are
   * rows, not columns: shared_no_cores stays.) */
  for (guint i = 0; i < G_N_ELEMENTS (shared); i++)
    if (*shared[i] != NULL && !uses_column (series, *shared[i]))
      g_clear_pointer (shared[i], g_array_unref);
}
