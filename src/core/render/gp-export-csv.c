/* gp-export-csv.c: the series as CSV, one row per window
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

/* Part of `gst-profile export --series csv`: every column of the session's series as RFC 4180 CSV
 * (CRLF line ends, a field quoted when it holds a comma, a quote or a line break), one row per
 * window in the order gp-export.h documents; a null is an empty field and a number is written as
 * the JSON writer writes it, so a value reads the same in the CSV as in the session. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-export.h"
#include "gp-json-writer.h"
#include "gp-series-private.h"

typedef enum
{
  COLUMN_DOUBLE,   /* GArray of double, NAN = null */
  COLUMN_COUNT,    /* GArray of GpCount */
  COLUMN_FLAG,     /* GArray of guint8 */
  COLUMN_CORE,     /* row `core` of each window's cpu_pct_per_core */
} ColumnKind;

typedef struct
{
  char       *name;
  ColumnKind  kind;
  GArray     *column;
  guint       core;
} Column;

static void
column_clear (gpointer data)
{
  Column *c = data;

  g_free (c->name);
}

static void
add_column (GArray     *columns,
            ColumnKind  kind,
            GArray     *column,
            guint       core,
            const char *format,
            ...) G_GNUC_PRINTF (5, 6);

static void
add_column (GArray     *columns,
            ColumnKind  kind,
            GArray     *column,
            guint       core,
            const char *format,
            ...)
{
  Column c = { NULL, kind, column, core };
  va_list args;

  va_start (args, format);
  c.name = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (columns, c);
}

static gboolean
column_has_sample (GArray *column)
{
  for (guint i = 0; column != NULL && i < column->len; i++)
    if (!gp_is_null (g_array_index (column, double, i)))
      return TRUE;
  return FALSE;
}

static guint
max_cores (GpSystemSeries *system)
{
  guint n = 0;

  for (guint i = 0; system->cpu_pct_per_core != NULL && i < system->cpu_pct_per_core->len; i++)
    {
      GArray *row = g_ptr_array_index (system->cpu_pct_per_core, i);

      if (row != NULL)
        n = MAX (n, row->len);
    }
  return n;
}

/* Every column of @series, in the documented order. */
static GArray *
collect_columns (GpSeries *series)
{
  GArray *columns = g_array_new (FALSE, FALSE, sizeof (Column));
  GpPipelineSeries *pipeline = gp_series_get_pipeline (series);
  GpSystemSeries *system = gp_series_get_system (series);
  g_autoptr(GPtrArray) elements = gp_series_element_keys (series);
  g_autoptr(GPtrArray) links = gp_series_link_keys (series);
  guint n_cores = max_cores (system);

  g_array_set_clear_func (columns, column_clear);

  add_column (columns, COLUMN_DOUBLE, gp_series_get_t_array (series), 0, "time_s");

  add_column (columns, COLUMN_DOUBLE, pipeline->latency_ms_p50, 0, "pipeline/latency_p50_ms");
  add_column (columns, COLUMN_DOUBLE, pipeline->latency_ms_p95, 0, "pipeline/latency_p95_ms");
  add_column (columns, COLUMN_DOUBLE, pipeline->reported_latency_ms, 0, "pipeline/reported_latency_ms");

  add_column (columns, COLUMN_DOUBLE, system->cpu_pct, 0, "system/cpu_pct");
  for (guint k = 0; k < n_cores; k++)
    add_column (columns, COLUMN_CORE, NULL, k, "system/core%u/cpu_pct", k);
  add_column (columns, COLUMN_DOUBLE, system->gr3d_pct, 0, "system/gr3d_pct");
  add_column (columns, COLUMN_DOUBLE, system->vic_pct, 0, "system/vic_pct");
  add_column (columns, COLUMN_DOUBLE, system->nvenc_pct, 0, "system/nvenc_pct");
  add_column (columns, COLUMN_DOUBLE, system->nvdec_pct, 0, "system/nvdec_pct");
  add_column (columns, COLUMN_DOUBLE, system->emc_pct, 0, "system/emc_pct");
  /* Ours, not in the reference schema: only when it was measured. */
  if (column_has_sample (system->rss_bytes))
    add_column (columns, COLUMN_DOUBLE, system->rss_bytes, 0, "system/rss_bytes");
  if (column_has_sample (system->mem_available_bytes))
    add_column (columns, COLUMN_DOUBLE, system->mem_available_bytes, 0, "system/mem_available_bytes");

  for (guint i = 0; i < elements->len; i++)
    {
      const char *id = g_ptr_array_index (elements, i);
      GpElementSeries *es = gp_series_lookup_element (series, id);

      add_column (columns, COLUMN_DOUBLE, es->proc_ms_p50, 0, "element/%s/proc_p50_ms", id);
      add_column (columns, COLUMN_DOUBLE, es->proc_ms_p95, 0, "element/%s/proc_p95_ms", id);
      add_column (columns, COLUMN_DOUBLE, es->cpu_pct, 0, "element/%s/cpu_pct", id);
      add_column (columns, COLUMN_DOUBLE, es->queue_level, 0, "element/%s/queue_level_buffers", id);
      add_column (columns, COLUMN_COUNT, es->buffers, 0, "element/%s/buffers", id);
      if (column_has_sample (es->held_buffers))
        add_column (columns, COLUMN_DOUBLE, es->held_buffers, 0, "element/%s/held_buffers", id);
      if (column_has_sample (es->queue_bytes))
        add_column (columns, COLUMN_DOUBLE, es->queue_bytes, 0, "element/%s/queue_level_bytes", id);
      if (column_has_sample (es->held_bytes))
        add_column (columns, COLUMN_DOUBLE, es->held_bytes, 0, "element/%s/held_bytes", id);
      if (column_has_sample (es->oldest_held_ms))
        add_column (columns, COLUMN_DOUBLE, es->oldest_held_ms, 0, "element/%s/oldest_held_ms", id);
    }

  for (guint i = 0; i < links->len; i++)
    {
      const char *id = g_ptr_array_index (links, i);
      GpLinkSeries *ls = gp_series_lookup_link (series, id);

      add_column (columns, COLUMN_DOUBLE, ls->fps, 0, "link/%s/fps", id);
      add_column (columns, COLUMN_DOUBLE, ls->bytes_s, 0, "link/%s/bytes_s", id);
      add_column (columns, COLUMN_FLAG, ls->stalled, 0, "link/%s/stalled", id);
    }

  return columns;
}

/* RFC 4180: a field with a comma, a quote or a line break is quoted, its
 * quotes doubled. */
static void
append_field (GString    *out,
              const char *text)
{
  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (out, text);
      return;
    }

  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
append_double (GString  *out,
               GpSeries *series,
               GArray   *column,
               guint     i)
{
  double v = gp_column_get (column, i);

  if (gp_is_null (v))
    return;
  /* Spelled `4` in the loaded file, not `4.0`: kept that way. */
  if (_gp_series_sample_is_int (series, column, i) && fabs (v) < 9.2e18)
    g_string_append_printf (out, "%" G_GINT64_FORMAT, (gint64) v);
  else
    gp_json_append_double (out, v);
}

static void
append_value (GString      *out,
              GpSeries     *series,
              const Column *c,
              guint         i)
{
  GpSystemSeries *system;
  GArray *row;

  switch (c->kind)
    {
    case COLUMN_DOUBLE:
      append_double (out, series, c->column, i);
      break;

    case COLUMN_COUNT:
      if (c->column != NULL && i < c->column->len)
        g_string_append_printf (out, "%" G_GINT32_FORMAT, g_array_index (c->column, GpCount, i));
      break;

    case COLUMN_FLAG:
      if (c->column != NULL && i < c->column->len)
        g_string_append_c (out, g_array_index (c->column, guint8, i) ? '1' : '0');
      break;

    case COLUMN_CORE:
      system = gp_series_get_system (series);
      row = system->cpu_pct_per_core != NULL && i < system->cpu_pct_per_core->len
            ? g_ptr_array_index (system->cpu_pct_per_core, i) : NULL;
      if (row != NULL && c->core < row->len && !gp_is_null (g_array_index (row, double, c->core)))
        gp_json_append_double (out, g_array_index (row, double, c->core));
      break;

    default:
      g_assert_not_reached ();
    }
}

char *
gp_export_series_csv (GpSession *session)
{
  GpSeries *series;
  g_autoptr(GArray) columns = NULL;
  GString *out;
  guint n;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  series = gp_session_get_series (session);
  columns = collect_columns (series);
  n = gp_series_get_n_windows (series);
  out = g_string_sized_new (64 + (gsize) n * columns->len * 4);

  for (guint c = 0; c < columns->len; c++)
    {
      if (c > 0)
        g_string_append_c (out, ',');
      append_field (out, g_array_index (columns, Column, c).name);
    }
  g_string_append (out, "\r\n");

  for (guint i = 0; i < n; i++)
    {
      for (guint c = 0; c < columns->len; c++)
        {
          if (c > 0)
            g_string_append_c (out, ',');
          append_value (out, series, &g_array_index (columns, Column, c), i);
        }
      g_string_append (out, "\r\n");
    }

  return g_string_free (out, FALSE);
}
