/* gp-holdings.c: where the buffers are at a moment (GpHoldings and its rows)
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

/* The leak hunt's question, "where are the buffers now?", answered from a session for one 250 ms
 * window: per element the buffers and bytes it holds and the age of the oldest one, from the
 * held_* series when the capture measured them (exact from our tracer's whereabouts, estimated
 * from the stats tracer's pushes: target.capabilities.whereabouts says which), else from the
 * queue_level series (buffers, and bytes where the element reports them in queue_bytes; the age
 * stays unknown, never made up); each row with its
 * factory and top-level pipeline from the graph (a program may run several). Beside it, the process
 * memory then: the RSS, its Theil–Sen slope up to that moment (gp_robust_slope()) and how long
 * MemAvailable lasts at that rate. `gst-profile buffers` prints it; the app's badges can read the
 * same rows. Work is linear in the elements and windows (the slope is bounded). */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gp-holdings.h"
#include "gp-pymath.h"
#include "gp-robust-slope.h"

/* Deeper bin nesting than this is taken for a loop in the graph. */
#define MAX_BIN_DEPTH 64

const char *
gp_holdings_source_to_string (GpHoldingsSource source)
{
  switch (source)
    {
    case GP_HOLDINGS_SOURCE_QUEUE_LEVELS:
      return "queue_levels";
    case GP_HOLDINGS_SOURCE_ESTIMATED:
      return "estimated";
    case GP_HOLDINGS_SOURCE_EXACT:
      return "exact";
    case GP_HOLDINGS_SOURCE_NONE:
    default:
      return "none";
    }
}

static gboolean
has_sample (const GArray *column,
            guint         end)
{
  for (guint i = 0; column != NULL && i < MIN (end, column->len); i++)
    if (!isnan (g_array_index (column, double, i)))
      return TRUE;
  return FALSE;
}

/* held_* samples say EXACT or ESTIMATED by the capability; one that does
 * not say is the weaker. */
static GpHoldingsSource
held_source (GpSession *session)
{
  return gp_session_get_target (session)->capabilities.whereabouts == GP_WHEREABOUTS_EXACT
         ? GP_HOLDINGS_SOURCE_EXACT : GP_HOLDINGS_SOURCE_ESTIMATED;
}

GpHoldingsSource
gp_holdings_session_source (GpSession *session)
{
  GpSeries *series;
  g_autoptr(GPtrArray) keys = NULL;
  GpHoldingsSource best = GP_HOLDINGS_SOURCE_NONE;
  guint n;

  g_return_val_if_fail (GP_IS_SESSION (session), GP_HOLDINGS_SOURCE_NONE);

  series = gp_session_get_series (session);
  n = gp_series_get_n_windows (series);
  keys = gp_series_element_keys (series);
  for (guint i = 0; i < keys->len; i++)
    {
      GpElementSeries *es = gp_series_lookup_element (series, g_ptr_array_index (keys, i));

      if (has_sample (es->held_buffers, n))
        return held_source (session);
      if (has_sample (es->queue_level, n))
        best = GP_HOLDINGS_SOURCE_QUEUE_LEVELS;
    }
  return best;
}

gboolean
gp_holdings_window_at (GpSession *session,
                       double     t_s,
                       guint     *window)
{
  g_return_val_if_fail (GP_IS_SESSION (session), FALSE);
  g_return_val_if_fail (window != NULL, FALSE);

  return gp_series_window_at (gp_session_get_series (session), t_s, window);
}

double
gp_holdings_stopped_at (GpSession *session)
{
  guint n;
  double stopped = NAN;

  g_return_val_if_fail (GP_IS_SESSION (session), NAN);

  /* Events are in time order: the first change out of PLAYING after the
   * last one into it. */
  n = gp_session_get_n_events (session);
  for (guint i = 0; i < n; i++)
    {
      const GpEvent *event = gp_session_get_event (session, i);

      if (g_strcmp0 (event->kind, "state-changed") != 0 || event->text == NULL)
        continue;
      if (strstr (event->text, "new-state=(GstState)playing") != NULL)
        stopped = NAN;
      else if (isnan (stopped) && strstr (event->text, "old-state=(GstState)playing") != NULL)
        stopped = event->t;
    }
  return stopped;
}

/* The last window before @end (exclusive) with a holdings sample. */
static gboolean
last_sampled_before (GpSeries *series,
                     guint     end,
                     guint    *window)
{
  g_autoptr(GPtrArray) keys = gp_series_element_keys (series);
  gboolean found = FALSE;
  guint last = 0;

  for (guint i = 0; i < keys->len; i++)
    {
      GpElementSeries *es = gp_series_lookup_element (series, g_ptr_array_index (keys, i));

      for (guint w = end; w > (found ? last + 1 : 0); w--)
        if (!isnan (gp_column_get (es->held_buffers, w - 1)) ||
            !isnan (gp_column_get (es->queue_level, w - 1)))
          {
            last = w - 1;
            found = TRUE;
            break;
          }
    }
  if (found)
    *window = last;
  return found;
}

gboolean
gp_holdings_last_window (GpSession *session,
                         guint     *window)
{
  GpSeries *series;
  guint n;
  double stopped;

  g_return_val_if_fail (GP_IS_SESSION (session), FALSE);
  g_return_val_if_fail (window != NULL, FALSE);

  series = gp_session_get_series (session);
  n = gp_series_get_n_windows (series);
  stopped = gp_holdings_stopped_at (session);
  if (!isnan (stopped))
    {
      double step = gp_series_get_window_ms (series) / 1000.0;
      guint end = 0;

      /* Windows that end by the time it stopped (t ascends). */
      while (end < n && gp_series_get_t (series, end) + step <= stopped + 1e-9)
        end++;
      if (last_sampled_before (series, end, window))
        return TRUE;
    }
  return last_sampled_before (series, n, window);
}

/* How many top-level pipelines @graph has: bins in no bin, named like
 * GStreamer's pipelines or made by the pipeline factory. */
static guint
count_top_pipelines (const GpGraph *graph)
{
  guint n = 0;

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);

      if (element->is_bin && (element->bin == NULL || *element->bin == '\0') &&
          g_strcmp0 (element->factory, "pipeline") == 0)
        n++;
    }
  return n;
}

/* Whether some element's bin is a top-level pipeline other than the graph's own. */
static gboolean
other_pipelines_attributed (const GpGraph *graph)
{
  const char *own = gp_graph_get_pipeline (graph);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      const GpElement *bin;

      if (element->bin == NULL || g_strcmp0 (element->bin, own) == 0)
        continue;
      bin = gp_graph_lookup_element (graph, element->bin);
      if (bin != NULL && bin->is_bin && (bin->bin == NULL || *bin->bin == '\0') &&
          g_strcmp0 (bin->factory, "pipeline") == 0)
        return TRUE;
    }
  return FALSE;
}

/* The top-level pipeline of @element: the outermost bin above it. An
 * element in no bin (the top of a dot dump, a recording that keeps no bins)
 * is in the graph's pipeline when there is only one, or when the other
 * pipelines' elements are attributed to theirs; otherwise (an older session
 * of a program running several) which one is not known: NULL. */
static const char *
top_pipeline (const GpGraph   *graph,
              const GpElement *element,
              guint            n_top_pipelines,
              gboolean         others_attributed)
{
  const char *top = NULL;
  const char *bin = element != NULL ? element->bin : NULL;

  for (guint depth = 0; bin != NULL && *bin != '\0' && depth < MAX_BIN_DEPTH; depth++)
    {
      const GpElement *up = gp_graph_lookup_element (graph, bin);

      top = bin;
      bin = up != NULL ? up->bin : NULL;
    }
  /* Elements of a program's other pipelines have that pipeline as their bin (the dot-dump
   * merge records it): one in no bin is then in the graph's own pipeline. */
  if (top == NULL && (n_top_pipelines <= 1 || others_attributed))
    top = gp_graph_get_pipeline (graph);
  return top != NULL && *top != '\0' ? top : NULL;
}

/* The last sample of @column at or before @window. */
static double
latest (const GArray *column,
        guint         window)
{
  for (guint w = MIN (window + 1, column != NULL ? column->len : 0); w > 0; w--)
    {
      double v = g_array_index (column, double, w - 1);

      if (!isnan (v))
        return v;
    }
  return NAN;
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const GpHolding *ra = a;
  const GpHolding *rb = b;

  if (isnan (ra->bytes) != isnan (rb->bytes))
    return isnan (ra->bytes) ? 1 : -1;
  if (!isnan (ra->bytes) && ra->bytes != rb->bytes)
    return ra->bytes > rb->bytes ? -1 : 1;
  if (ra->buffers != rb->buffers)
    return ra->buffers > rb->buffers ? -1 : 1;
  return g_strcmp0 (ra->element, rb->element);
}

GpHoldings *
gp_holdings_new (GpSession *session,
                 guint      window)
{
  GpHoldings *self;
  GpSeries *series;
  GpGraph *graph;
  GpSystemSeries *system;
  g_autoptr(GPtrArray) keys = NULL;
  guint n_top_pipelines;
  gboolean others_attributed;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (window < gp_series_get_n_windows (gp_session_get_series (session)), NULL);

  series = gp_session_get_series (session);
  graph = gp_session_get_graph (session);
  system = gp_series_get_system (series);

  self = g_new0 (GpHoldings, 1);
  self->session = g_object_ref (session);
  self->window = window;
  self->at_s = gp_series_get_t (series, window);
  self->end_s = self->at_s + gp_series_get_window_ms (series) / 1000.0;
  self->rows = g_array_new (FALSE, FALSE, sizeof (GpHolding));
  n_top_pipelines = count_top_pipelines (graph);
  others_attributed = other_pipelines_attributed (graph);

  keys = gp_series_element_keys (series);
  for (guint i = 0; i < keys->len; i++)
    {
      const char *id = g_ptr_array_index (keys, i);
      GpElementSeries *es = gp_series_lookup_element (series, id);
      const GpElement *element = gp_graph_lookup_element (graph, id);
      GpHolding row = { id, NULL, NULL, GP_HOLDINGS_SOURCE_NONE, NAN, NAN, NAN };

      if (element != NULL && element->is_bin)
        continue;

      row.buffers = gp_column_get (es->held_buffers, window);
      if (!isnan (row.buffers))
        {
          row.source = held_source (session);
          row.bytes = gp_column_get (es->held_bytes, window);
          row.oldest_ms = gp_column_get (es->oldest_held_ms, window);
        }
      else
        {
          row.buffers = gp_column_get (es->queue_level, window);
          if (isnan (row.buffers))
            continue;
          row.source = GP_HOLDINGS_SOURCE_QUEUE_LEVELS;
          /* current-level-bytes, where the element has one (queue, queue2, appsrc) */
          row.bytes = gp_column_get (es->queue_bytes, window);
        }
      self->n_sampled++;

      if (!(row.buffers > 0) && !(row.bytes > 0))
        continue;
      if (element != NULL && element->factory != NULL && *element->factory != '\0')
        row.factory = element->factory;
      row.pipeline = top_pipeline (graph, element, n_top_pipelines, others_attributed);
      self->source = MAX (self->source, row.source);
      g_array_append_val (self->rows, row);
    }
  g_array_sort (self->rows, compare_rows);
  if (self->rows->len == 0)
    self->source = gp_holdings_session_source (session);

  self->rss_bytes = latest (system->rss_bytes, window);
  self->mem_available_bytes = latest (system->mem_available_bytes, window);
  self->rss_slope_bytes_s = system->rss_bytes != NULL
                            ? gp_robust_slope_recent (gp_series_get_t_array (series), system->rss_bytes, window + 1)
                            : NAN;
  self->time_to_oom_s = self->rss_slope_bytes_s > 0 && !isnan (self->mem_available_bytes)
                        ? self->mem_available_bytes / self->rss_slope_bytes_s : NAN;
  return self;
}

void
gp_holdings_free (GpHoldings *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->session);
  g_array_unref (self->rows);
  g_free (self);
}

static void
set_number (JsonObject *object,
            const char *name,
            double      value,
            int         decimals)
{
  if (isnan (value) || isinf (value))
    json_object_set_null_member (object, name);
  else if (decimals < 0)
    json_object_set_int_member (object, name, llround (value));
  else
    json_object_set_double_member (object, name, gp_py_round (value, decimals));
}

static void
set_string (JsonObject *object,
            const char *name,
            const char *value)
{
  if (value == NULL)
    json_object_set_null_member (object, name);
  else
    json_object_set_string_member (object, name, value);
}

JsonNode *
gp_holdings_to_json (const GpHoldings *self)
{
  JsonNode *node;
  JsonObject *root;
  JsonArray *elements;

  g_return_val_if_fail (self != NULL, NULL);

  root = json_object_new ();
  set_number (root, "at_s", self->at_s, 3);
  set_number (root, "end_s", self->end_s, 3);
  json_object_set_string_member (root, "source", gp_holdings_source_to_string (self->source));
  json_object_set_int_member (root, "sampled", self->n_sampled);
  set_number (root, "rss_bytes", self->rss_bytes, -1);
  set_number (root, "rss_slope_bytes_s", self->rss_slope_bytes_s, 1);
  set_number (root, "mem_available_bytes", self->mem_available_bytes, -1);
  set_number (root, "time_to_oom_s", self->time_to_oom_s, 1);

  elements = json_array_sized_new (self->rows->len);
  for (guint i = 0; i < self->rows->len; i++)
    {
      const GpHolding *row = &g_array_index (self->rows, GpHolding, i);
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "element", row->element);
      set_string (o, "factory", row->factory);
      set_string (o, "pipeline", row->pipeline);
      set_number (o, "buffers", row->buffers, -1);
      set_number (o, "bytes", row->bytes, -1);
      set_number (o, "oldest_ms", row->oldest_ms, 3);
      json_object_set_string_member (o, "source", gp_holdings_source_to_string (row->source));
      json_array_add_object_element (elements, o);
    }
  json_object_set_array_member (root, "elements", elements);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);
  return node;
}
