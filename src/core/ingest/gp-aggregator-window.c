/* gp-aggregator-window.c: the 250 ms windows
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

/* Windows start at t0 + k·250 ms (t0: the first record's ts) and close as record timestamps pass
 * them (reference.md §3). Closing one turns the open window's counters into one row of every series
 * column.
 *
 * A window's row: per-element processing-time p50/p95 (nearest rank, as the reference computes
 * them; over weighted samples when gpstats' histograms came, gp-aggregator-flow.c) and the latest attributed CPU, per-link fps, bytes/s and stalls, the pipeline's latency,
 * the system's readings. A silence flushes at most GP_AGGREGATOR_MAX_FLUSH (400) windows, then the
 * axis jumps (a gap is counted); only the newest GP_AGGREGATOR_MAX_ROWS (4 h of windows, like the
 * reference's deque) are kept, dropped from the front in batches. */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-series-private.h"

#define WINDOW_NS ((guint64) GP_AGGREGATOR_WINDOW_MS * G_GUINT64_CONSTANT (1000000))
/* Rows beyond GP_AGGREGATOR_MAX_ROWS are dropped in batches of this size. */
#define TRIM_SLACK 4096

static int
compare_double (const void *a,
                const void *b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return (da > db) - (da < db);
}

/* Links: one LinkState per graph link, in graph order. */

void
_gp_aggregator_sync_links (GpAggregator *self)
{
  guint n = gp_graph_n_links (self->graph);

  while (self->links->len < n)
    {
      LinkState *state = g_new0 (LinkState, 1);

      state->link = gp_graph_link (self->graph, self->links->len);
      g_ptr_array_add (self->links, state);
      g_hash_table_insert (self->link_states, state->link, state);
    }
}

void
_gp_aggregator_link_state_free (LinkState *state)
{
  g_free (state->series_id);
  g_free (state);
}

/* An element's series without looking its name up each window: looked up again only when the
 * series renamed, merged or removed one since (the state's name changes with a rename only). */
static GpElementSeries *
element_series (GpAggregator *self,
                ElementState *state)
{
  guint generation = _gp_series_get_generation (self->series);

  if (state->series == NULL || state->series_generation != generation)
    {
      state->series = gp_series_ensure_element (self->series, state->name);
      state->series_generation = generation;
    }
  return state->series;
}

/* The same for a link, whose id a dump may also change (gp_graph_rename_element()). */
static GpLinkSeries *
link_series (GpAggregator *self,
             LinkState    *state)
{
  guint generation = _gp_series_get_generation (self->series);

  if (state->series == NULL || state->series_generation != generation ||
      strcmp (state->series_id, state->link->id) != 0)
    {
      state->series = gp_series_ensure_link (self->series, state->link->id);
      state->series_generation = generation;
      g_free (state->series_id);
      state->series_id = g_strdup (state->link->id);
    }
  return state->series;
}

static void
sort_doubles (double *v,
              guint   n)
{
  /* A window usually holds a handful of samples per element. */
  if (n > 32)
    {
      qsort (v, n, sizeof (double), compare_double);
      return;
    }
  for (guint i = 1; i < n; i++)
    {
      double x = v[i];
      guint j = i;

      while (j > 0 && v[j - 1] > x)
        {
          v[j] = v[j - 1];
          j--;
        }
      v[j] = x;
    }
}

static void
add_percentiles (GArray *samples,
                 GArray *p50,
                 GArray *p95,
                 guint   idx)
{
  double *v = (double *) (gpointer) samples->data;

  sort_doubles (v, samples->len);
  g_array_index (p50, double, idx) = v[gp_nearest_rank_index (samples->len, 0.5)];
  g_array_index (p95, double, idx) = v[gp_nearest_rank_index (samples->len, 0.95)];
}

static void
drop_front (GArray *column,
            guint   n)
{
  g_array_remove_range (column, 0, MIN (n, column->len));
}

/* Keeps the newest GP_AGGREGATOR_MAX_ROWS rows, like the reference's deque. */
void
_gp_aggregator_trim_rows (GpAggregator *self,
                          guint         slack)
{
  guint n_windows = gp_series_get_n_windows (self->series);
  g_autoptr(GPtrArray) element_keys = NULL;
  g_autoptr(GPtrArray) link_keys = NULL;
  GpPipelineSeries *pipeline;
  GpSystemSeries *system;
  guint n;

  if (n_windows <= GP_AGGREGATOR_MAX_ROWS + slack)
    return;
  n = n_windows - GP_AGGREGATOR_MAX_ROWS;

  drop_front (gp_series_get_t_array (self->series), n);

  element_keys = gp_series_element_keys (self->series);
  for (guint i = 0; i < element_keys->len; i++)
    {
      GpElementSeries *es = gp_series_lookup_element (self->series, element_keys->pdata[i]);

      drop_front (es->proc_ms_p50, n);
      drop_front (es->proc_ms_p95, n);
      drop_front (es->cpu_pct, n);
      drop_front (es->queue_level, n);
      drop_front (es->held_buffers, n);
      drop_front (es->held_bytes, n);
      drop_front (es->queue_bytes, n);
      drop_front (es->oldest_held_ms, n);
      drop_front (es->buffers, n);
    }

  link_keys = gp_series_link_keys (self->series);
  for (guint i = 0; i < link_keys->len; i++)
    {
      GpLinkSeries *ls = gp_series_lookup_link (self->series, link_keys->pdata[i]);

      drop_front (ls->fps, n);
      drop_front (ls->bytes_s, n);
      drop_front (ls->stalled, n);
    }

  pipeline = gp_series_get_pipeline (self->series);
  drop_front (pipeline->latency_ms_p50, n);
  drop_front (pipeline->latency_ms_p95, n);
  drop_front (pipeline->reported_latency_ms, n);

  system = gp_series_get_system (self->series);
  g_ptr_array_remove_range (system->cpu_pct_per_core, 0, MIN (n, system->cpu_pct_per_core->len));
  drop_front (system->cpu_pct, n);
  drop_front (system->gr3d_pct, n);
  drop_front (system->vic_pct, n);
  drop_front (system->nvenc_pct, n);
  drop_front (system->nvdec_pct, n);
  drop_front (system->emc_pct, n);
  drop_front (system->rss_bytes, n);
  drop_front (system->mem_available_bytes, n);
}

void
_gp_aggregator_flush_window (GpAggregator *self)
{
  double t = gp_py_round ((double) (self->win_start - self->t0) / 1e9, 3);
  guint idx = gp_series_append_window (self->series, t);
  GpPipelineSeries *pipeline = gp_series_get_pipeline (self->series);
  GpSystemSeries *system = gp_series_get_system (self->series);
  double reported = GP_NULL;
  guint active = 0;

  /* Estimated backlogs, before the row takes our tracer's exact levels. */
  _gp_aggregator_backlog_flush (self, idx, self->win_start + WINDOW_NS);

  /* Elements: proc-time percentiles and the latest attributed CPU. */
  for (guint i = 0; i < self->touched->len; i++)
    {
      ElementState *state = g_ptr_array_index (self->touched, i);
      GpElementSeries *es = element_series (self, state);

      if (state->weighted->len > 0)
        g_array_index (es->buffers, GpCount, idx) = _gp_series_count_from_uint64 (
          _gp_aggregator_weighted_percentiles (state->samples, state->weighted, state->weight,
                                               es->proc_ms_p50, es->proc_ms_p95, idx));
      else
        {
          add_percentiles (state->samples, es->proc_ms_p50, es->proc_ms_p95, idx);
          g_array_index (es->buffers, GpCount, idx) = _gp_series_count_from_uint64 (state->samples->len);
          g_array_set_size (state->samples, 0);
        }
      state->weight = 0;
      state->touched = FALSE;
    }
  g_ptr_array_set_size (self->touched, 0);

  for (guint i = 0; i < self->element_list->len; i++)
    {
      ElementState *state = g_ptr_array_index (self->element_list, i);

      if (state->has_cpu)
        {
          GpElementSeries *es = element_series (self, state);
          g_array_index (es->cpu_pct, double, idx) = state->cpu_pct;
        }
      if (state->has_level)
        {
          GpElementSeries *es = element_series (self, state);
          g_array_index (es->queue_level, double, idx) = state->level;
          g_array_index (es->queue_bytes, double, idx) = state->level_bytes;
          state->has_level = FALSE;
        }
      if (state->has_reported && (gp_is_null (reported) || state->reported_ms > reported))
        reported = state->reported_ms;
    }
  _gp_aggregator_flush_held (self, idx);
  _gp_aggregator_latency_add_elements (self);

  /* Links: fps, bytes/s and the stall rule. */
  _gp_aggregator_sync_links (self);
  for (guint i = 0; i < self->links->len; i++)
    if (((LinkState *) g_ptr_array_index (self->links, i))->buffers > 0)
      active++;

  for (guint i = 0; i < self->links->len; i++)
    {
      LinkState *state = g_ptr_array_index (self->links, i);
      GpLinkSeries *ls = link_series (self, state);
      double secs = GP_AGGREGATOR_WINDOW_MS / 1000.0;

      g_array_index (ls->fps, double, idx) =
        gp_py_round ((double) state->buffers / secs, 3);
      g_array_index (ls->bytes_s, double, idx) =
        gp_py_round ((double) state->bytes / secs, 1);
      /* Stalled: nothing this window, something before, and some other link
       * moved (so a whole-pipeline lull at teardown is no stall). */
      g_array_index (ls->stalled, guint8, idx) =
        state->buffers == 0 && state->ever && active > 0;
      if (state->buffers > 0)
        state->ever = TRUE;
      state->buffers = 0;
      state->bytes = 0;
    }

  /* Pipeline latency. */
  if (self->latency_weighted->len > 0)
    _gp_aggregator_weighted_percentiles (self->latency, self->latency_weighted, self->latency_weight,
                                         pipeline->latency_ms_p50, pipeline->latency_ms_p95, idx);
  else if (self->latency->len > 0)
    {
      add_percentiles (self->latency, pipeline->latency_ms_p50, pipeline->latency_ms_p95, idx);
      g_array_set_size (self->latency, 0);
    }
  self->latency_weight = 0;
  g_array_index (pipeline->reported_latency_ms, double, idx) = reported;

  /* System: the latest CPU sample. */
  if (self->have_cpu)
    {
      GArray *cores = g_ptr_array_index (system->cpu_pct_per_core, idx);

      g_array_set_size (cores, 0);
      g_array_append_vals (cores, self->per_core->data, self->per_core->len);
      g_array_index (system->cpu_pct, double, idx) = self->total_pct;
    }

  _gp_aggregator_trim_rows (self, TRIM_SLACK);
}

void
_gp_aggregator_advance_slow (GpAggregator *self,
                             guint64       ts)
{
  guint n = 0;

  if (!self->have_t0)
    {
      self->have_t0 = TRUE;
      self->t0 = ts;
      self->win_start = ts;
      return;
    }

  while (ts >= self->win_start && ts - self->win_start >= WINDOW_NS)
    {
      _gp_aggregator_flush_window (self);
      self->win_start += WINDOW_NS;
      if (++n >= GP_AGGREGATOR_MAX_FLUSH && ts - self->win_start >= WINDOW_NS)
        {
          /* A long silence: jump to the window holding ts. */
          self->win_start += ((ts - self->win_start) / WINDOW_NS) * WINDOW_NS;
          self->n_gaps++;
          break;
        }
    }
}
