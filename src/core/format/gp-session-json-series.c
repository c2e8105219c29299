/* gp-session-json-series.c: a session's `series` read from json-glib's tree
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

/* The columns as the series reader (gp-series-reader.c) reads them from the text: arrays of
 * numbers, nulls or booleans, cut or padded to the windows of `t`; which samples were written as
 * integers recorded. */

#include "config.h"

#include "gp-series-private.h"
#include "gp-session-json-private.h"

/* Fills @column (already n long, all null) from an optional JSON array of
 * numbers/nulls. Longer arrays are cut, shorter ones padded with null. */
static gboolean
read_double_column (GpSessionReader *r,
                    JsonObject      *object,
                    const char      *key,
                    const char      *path,
                    GArray          *column)
{
  JsonNode *node = json_object_get_member (object, key);
  JsonArray *array;
  guint n;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return _gp_session_reader_fail (r, "'%s.%s' is %s, not an array", path, key,
                                    _gp_session_reader_type_name (node));
  array = json_node_get_array (node);
  n = MIN (json_array_get_length (array), column->len);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_NULL (item))
        continue;
      if (_gp_session_reader_is_bool (item))
        g_array_index (column, double, i) = json_node_get_boolean (item) ? 1.0 : 0.0;
      else if (!_gp_session_reader_finite (r, item, &g_array_index (column, double, i), "%s.%s[%u]", path, key, i))
        return FALSE;
      else if (r->mask_series != NULL && json_node_get_value_type (item) == G_TYPE_INT64)
        _gp_int_mask_set (_gp_series_ensure_int_mask (r->mask_series, column), i);
    }
  return TRUE;
}

static gboolean
read_int_column (GpSessionReader *r,
                 JsonObject      *object,
                 const char      *key,
                 const char      *path,
                 GArray          *column,
                 gboolean         as_bool)
{
  g_autoptr(GArray) tmp = g_array_new (FALSE, FALSE, sizeof (double));
  GpSessionReader plain = { r->error, NULL };

  for (guint i = 0; i < column->len; i++)
    {
      double v = GP_NULL;
      g_array_append_val (tmp, v);
    }
  if (!read_double_column (&plain, object, key, path, tmp))
    return FALSE;
  for (guint i = 0; i < column->len; i++)
    {
      double v = g_array_index (tmp, double, i);
      if (as_bool)
        g_array_index (column, guint8, i) = !gp_is_null (v) && v != 0.0;
      else
        g_array_index (column, GpCount, i) = _gp_series_count_from_double (v);
    }
  return TRUE;
}

typedef gboolean (*ReadColumnsFunc) (GpSessionReader     *r,
                                     JsonObject *object,
                                     const char *key,
                                     const char *path,
                                     GpSeries   *series);

static gboolean
read_element_columns (GpSessionReader *r,
                      JsonObject      *eo,
                      const char      *key,
                      const char      *path,
                      GpSeries        *series)
{
  GpElementSeries *es = gp_series_ensure_element (series, key);

  return read_double_column (r, eo, "proc_ms_p50", path, es->proc_ms_p50) &&
         read_double_column (r, eo, "proc_ms_p95", path, es->proc_ms_p95) &&
         read_double_column (r, eo, "cpu_pct", path, es->cpu_pct) &&
         read_double_column (r, eo, "queue_level", path, es->queue_level) &&
         read_double_column (r, eo, "held_buffers", path, es->held_buffers) &&
         read_double_column (r, eo, "held_bytes", path, es->held_bytes) &&
         read_double_column (r, eo, "queue_bytes", path, es->queue_bytes) &&
         read_double_column (r, eo, "oldest_held_ms", path, es->oldest_held_ms) &&
         read_int_column (r, eo, "buffers", path, es->buffers, FALSE);
}

static gboolean
read_link_columns (GpSessionReader *r,
                   JsonObject      *lo,
                   const char      *key,
                   const char      *path,
                   GpSeries        *series)
{
  GpLinkSeries *ls = gp_series_ensure_link (series, key);

  return read_double_column (r, lo, "fps", path, ls->fps) &&
         read_double_column (r, lo, "bytes_s", path, ls->bytes_s) &&
         read_int_column (r, lo, "stalled", path, ls->stalled, TRUE);
}

/* `series.<member>`: an optional object of objects, one per element or link. */
static gboolean
read_keyed_columns (GpSessionReader *r,
                    JsonObject      *object,
                    const char      *member,
                    GpSeries        *series,
                    ReadColumnsFunc  read_one)
{
  g_autofree char *member_path = g_strconcat ("series.", member, NULL);
  JsonObject *keyed;
  g_autoptr(GList) keys = NULL;

  if (!_gp_session_reader_opt_object (r, object, member, member_path, &keyed))
    return FALSE;
  if (keyed == NULL)
    return TRUE;
  keys = json_object_get_members (keyed);
  for (const GList *l = keys; l != NULL; l = l->next)
    {
      g_autofree char *path = g_strconcat (member_path, ".", (const char *) l->data, NULL);
      JsonObject *item;

      if (!(item = _gp_session_reader_item_object (r, json_object_get_member (keyed, l->data), path)) ||
          !read_one (r, item, l->data, path, series))
        return FALSE;
    }
  return TRUE;
}

gboolean
_gp_session_json_read_series (GpSessionReader  *r,
                              JsonObject       *object,
                              GpSeries        **out)
{
  g_autoptr(GpSeries) series = NULL;
  JsonArray *t;
  double window_ms = 250;
  JsonObject *po;
  JsonObject *so;

  if (!_gp_session_reader_opt_number (r, object, "window_ms", "series.window_ms", &window_ms))
    return FALSE;
  if (!(window_ms >= 1 && window_ms <= 3600000))
    return _gp_session_reader_fail (r, "'series.window_ms' is out of range");
  if (!(t = _gp_session_reader_need_array (r, object, "t", "series.t")))
    return FALSE;

  series = gp_series_new ((guint) window_ms);
  r->mask_series = series;
  for (guint i = 0; i < json_array_get_length (t); i++)
    {
      double v;

      if (!_gp_session_reader_finite (r, json_array_get_element (t, i), &v, "series.t[%u]", i))
        return FALSE;
      gp_series_append_window (series, v);
    }

  if (!read_keyed_columns (r, object, "elements", series, read_element_columns) ||
      !read_keyed_columns (r, object, "links", series, read_link_columns))
    return FALSE;

  if (!_gp_session_reader_opt_object (r, object, "pipeline", "series.pipeline", &po))
    return FALSE;
  if (po != NULL)
    {
      GpPipelineSeries *ps = gp_series_get_pipeline (series);

      if (!read_double_column (r, po, "latency_ms_p50", "series.pipeline", ps->latency_ms_p50) ||
          !read_double_column (r, po, "latency_ms_p95", "series.pipeline", ps->latency_ms_p95) ||
          !read_double_column (r, po, "reported_latency_ms", "series.pipeline", ps->reported_latency_ms))
        return FALSE;
    }

  if (!_gp_session_reader_opt_object (r, object, "system", "series.system", &so))
    return FALSE;
  if (so != NULL)
    {
      GpSystemSeries *ss = gp_series_get_system (series);
      JsonArray *rows;

      if (!read_double_column (r, so, "cpu_pct", "series.system", ss->cpu_pct) ||
          !read_double_column (r, so, "gr3d_pct", "series.system", ss->gr3d_pct) ||
          !read_double_column (r, so, "vic_pct", "series.system", ss->vic_pct) ||
          !read_double_column (r, so, "nvenc_pct", "series.system", ss->nvenc_pct) ||
          !read_double_column (r, so, "nvdec_pct", "series.system", ss->nvdec_pct) ||
          !read_double_column (r, so, "emc_pct", "series.system", ss->emc_pct) ||
          !read_double_column (r, so, "rss_bytes", "series.system", ss->rss_bytes) ||
          !read_double_column (r, so, "mem_available_bytes", "series.system", ss->mem_available_bytes))
        return FALSE;

      if (!_gp_session_reader_opt_array (r, so, "cpu_pct_per_core", "series.system.cpu_pct_per_core", &rows))
        return FALSE;
      if (rows != NULL)
        {
          for (guint i = 0; i < MIN (json_array_get_length (rows), ss->cpu_pct_per_core->len); i++)
            {
              JsonNode *row = json_array_get_element (rows, i);
              GArray *column = g_ptr_array_index (ss->cpu_pct_per_core, i);
              JsonArray *values;

              if (JSON_NODE_HOLDS_NULL (row))
                continue;
              if (!JSON_NODE_HOLDS_ARRAY (row))
                return _gp_session_reader_fail (r, "'series.system.cpu_pct_per_core[%u]' is %s, not an array", i,
                                                _gp_session_reader_type_name (row));
              values = json_node_get_array (row);
              for (guint j = 0; j < json_array_get_length (values); j++)
                {
                  JsonNode *item = json_array_get_element (values, j);
                  double v = GP_NULL;

                  if (!JSON_NODE_HOLDS_NULL (item) &&
                      !_gp_session_reader_finite (r, item, &v, "series.system.cpu_pct_per_core[%u][%u]", i, j))
                    return FALSE;
                  g_array_append_val (column, v);
                }
            }
        }
    }

  r->mask_series = NULL;
  *out = g_steal_pointer (&series);
  return TRUE;
}
