/* gp-series-reader.c: the `series` value read from its text straight into the columns
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

/* The `series` value of a session is nearly all of the file: millions of numbers in a few dozen
 * arrays. They go from the text into the columns in one pass; json-glib would first build a node
 * per number. The common sample (a plain decimal of up to 15 digits) has a path of its own, and a
 * column is written once: taken from the shared one uninitialised, nothing filled in where the
 * text has none. The checks and messages are those of gp-session-json-series.c; members are read in
 * the order of the text (the writer's order: window_ms and t first).
 *
 * Stricter than json-glib (RFC 8259 only; integers outside the 64-bit range and duplicate keys
 * refused): the caller then falls back on json-glib's tree, so nothing it reads is lost. Which
 * samples were spelled as integers is recorded (gp-series-private.h's masks) so that a save writes
 * them as integers again; progress is told every MiB for the app's loader. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-error.h"
#include "gp-json-text-private.h"
#include "gp-series-private.h"
#include "gp-series-reader-private.h"

typedef enum
{
  COLUMN_DOUBLE,   /* double, NAN for null; booleans as 1/0; int-ness recorded */
  COLUMN_COUNT,    /* GpCount, 0 for null (`buffers`) */
  COLUMN_FLAG,     /* guint8, 0 for null or 0 (`stalled`) */
} ColumnKind;

typedef struct
{
  const char  *data;
  const char  *p;
  const char  *end;
  GError     **error;
  GpSeries    *series;      /* once `t` is read */
  guint        n;           /* windows */
  double       window_ms;
  gboolean     has_window_ms;
  gsize        deferred[4]; /* offsets + 1 of elements/links/pipeline/system met before `t` */
  GpSeriesReadProgress progress;
  gpointer     progress_data;
  gsize        reported;    /* the furthest offset told to progress */
} Reader;

#define PROGRESS_STEP (1024 * 1024)

static void
report (Reader *r)
{
  gsize at = (gsize) (r->p - r->data);

  if (r->progress != NULL && at >= r->reported + PROGRESS_STEP)
    {
      r->reported = at;
      r->progress (at, r->progress_data);
    }
}

typedef gboolean (*MemberFunc) (Reader     *r,
                                const char *key,
                                const char *path,
                                gpointer    data);

static gboolean G_GNUC_PRINTF (2, 3)
fail (Reader     *r,
      const char *format,
      ...)
{
  va_list args;

  if (r->error != NULL && *r->error == NULL)
    {
      va_start (args, format);
      *r->error = g_error_new_valist (GP_ERROR, GP_ERROR_INVALID, format, args);
      va_end (args);
    }
  return FALSE;
}

static gboolean
fail_syntax (Reader     *r,
             const char *path)
{
  if (r->p >= r->end)
    return fail (r, "invalid JSON in '%s': the text ends early", path);
  return fail (r, "invalid JSON in '%s' at byte %" G_GSIZE_FORMAT, path, (gsize) (r->p - r->data));
}

static void
skip_ws (Reader *r)
{
  r->p = _gp_json_text_skip_ws (r->p, r->end);
}

static gboolean
at_null (Reader *r)
{
  if (r->end - r->p >= 4 && memcmp (r->p, "null", 4) == 0)
    {
      r->p += 4;
      return TRUE;
    }
  return FALSE;
}

/* "'<path>' is a string, not <what>", or a syntax error when no value starts
 * there. */
static gboolean
fail_type (Reader     *r,
           const char *path,
           const char *what)
{
  const char *type = _gp_json_text_type_name (r->p, r->end);

  if (type == NULL)
    return fail_syntax (r, path);
  return fail (r, "'%s' is %s, not %s", path, type, what);
}

static gboolean
skip_value (Reader     *r,
            const char *path)
{
  const char *after = _gp_json_text_skip_value (r->p, r->end, 4);

  if (after == NULL)
    return fail_syntax (r, path);
  r->p = after;
  return TRUE;
}

/* Calls @func for each member of the object at r->p, which must consume
 * the value. */
static gboolean
read_members (Reader     *r,
              const char *path,
              MemberFunc  func,
              gpointer    data)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) key = g_string_new (NULL);

  g_assert (r->p < r->end && *r->p == '{');

  r->p++;
  skip_ws (r);
  if (r->p < r->end && *r->p == '}')
    {
      r->p++;
      return TRUE;
    }

  for (;;)
    {
      const char *after;

      if (r->p >= r->end || *r->p != '"')
        return fail_syntax (r, path);
      g_string_truncate (key, 0);
      if (!(after = _gp_json_text_scan_string (r->p, r->end, key)))
        return fail_syntax (r, path);
      if (!g_hash_table_add (seen, g_strdup (key->str)))
        return fail (r, "duplicate key '%s.%s'", path, key->str);
      r->p = _gp_json_text_skip_ws (after, r->end);
      if (r->p >= r->end || *r->p != ':')
        return fail_syntax (r, path);
      r->p++;
      skip_ws (r);
      if (!func (r, key->str, path, data))
        return FALSE;
      skip_ws (r);
      if (r->p < r->end && *r->p == ',')
        {
          r->p++;
          skip_ws (r);
          continue;
        }
      if (r->p < r->end && *r->p == '}')
        {
          r->p++;
          return TRUE;
        }
      return fail_syntax (r, path);
    }
}

/* The next array item separator; TRUE with *done at the closing bracket. */
static gboolean
next_item (Reader     *r,
           const char *path,
           gboolean   *done)
{
  skip_ws (r);
  if (r->p < r->end && *r->p == ',')
    {
      r->p++;
      skip_ws (r);
      *done = FALSE;
      return TRUE;
    }
  if (r->p < r->end && *r->p == ']')
    {
      r->p++;
      *done = TRUE;
      return TRUE;
    }
  return fail_syntax (r, path);
}

/* A number, or with @allow_bool true/false as 1/0, at r->p; *value stays
 * as it is for null. FALSE with an error naming `path[i]` otherwise. */
static gboolean
read_sample (Reader       *r,
             const char   *path,
             guint         i,
             gboolean      allow_null,
             gboolean      allow_bool,
             double       *value,
             gboolean     *is_int)
{
  const char *p = r->p;
  GpJsonTextNumber number;

  *is_int = FALSE;
  if (p < r->end && (*p == '-' || (*p >= '0' && *p <= '9')))
    {
      const char *after = _gp_json_text_scan_number (p, r->end, &number);

      if (after == NULL)
        return fail_syntax (r, path);
      if (number.is_int && number.int_overflow)
        return fail (r, "'%s[%u]' is an integer outside the 64-bit range", path, i);
      /* 1e999 reads as infinity, which no JSON can hold: a save could not be
       * read back (the tree load says the same). */
      if (!isfinite (number.value))
        return fail (r, "'%s[%u]' is a number outside the double range", path, i);
      r->p = after;
      *value = number.value;
      *is_int = number.is_int;
      return TRUE;
    }
  if (allow_null && at_null (r))
    return TRUE;
  if (allow_bool && r->end - p >= 4 && memcmp (p, "true", 4) == 0)
    {
      r->p += 4;
      *value = 1.0;
      return TRUE;
    }
  if (allow_bool && r->end - p >= 5 && memcmp (p, "false", 5) == 0)
    {
      r->p += 5;
      *value = 0.0;
      return TRUE;
    }

  {
    g_autofree char *item = g_strdup_printf ("%s[%u]", path, i);

    return fail_type (r, item, "a number");
  }
}

/* The common sample, `-?D+(.D+)?` with at most 15 digits and no leading
 * zero before more digits, read without the general scanner: the value is
 * the one _gp_json_text_scan_number() gives (an exact mantissa divided once
 * by an exact power of ten), always finite. NULL for anything else, which
 * read_sample() then reads (or names). */
static const double pow10_fast[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
};

static inline const char *
scan_plain_number (const char *p,
                   const char *end,
                   double     *value,
                   gboolean   *is_int)
{
  const char *start;
  gboolean negative = FALSE;
  guint64 mantissa = 0;
  int n_digits;
  int n_fraction = 0;

  if (p < end && *p == '-')
    {
      negative = TRUE;
      p++;
    }
  start = p;
  while (p < end && (guint) (*p - '0') < 10)
    mantissa = mantissa * 10 + (guint64) (*p++ - '0');
  n_digits = (int) (p - start);
  if (n_digits == 0 || (*start == '0' && n_digits > 1))
    return NULL;
  if (p < end && *p == '.')
    {
      const char *fraction = ++p;

      while (p < end && (guint) (*p - '0') < 10)
        mantissa = mantissa * 10 + (guint64) (*p++ - '0');
      n_fraction = (int) (p - fraction);
      if (n_fraction == 0)
        return NULL;
      n_digits += n_fraction;
    }
  if (n_digits > 15 || (p < end && (*p == 'e' || *p == 'E')))
    return NULL;

  if (n_fraction == 0)
    {
      /* -0 is the integer 0, as json-glib reads it. */
      *value = negative ? (double) (0 - (gint64) mantissa) : (double) mantissa;
      *is_int = TRUE;
    }
  else
    {
      double v = (double) mantissa / pow10_fast[n_fraction];

      *value = negative ? -v : v;
      *is_int = FALSE;
    }
  return p;
}

/* Samples [from, to) of @column: nothing (NAN; 0 for counts and flags). */
static void
fill_nothing (GArray     *column,
              ColumnKind  kind,
              guint       from,
              guint       to)
{
  if (kind == COLUMN_DOUBLE)
    for (guint i = from; i < to; i++)
      ((double *) (gpointer) column->data)[i] = GP_NULL;
  else if (to > from)
    memset (column->data + (gsize) from * g_array_get_element_size (column), 0,
            (gsize) (to - from) * g_array_get_element_size (column));
}

/* `<path>.<key>`: an optional array filling *@field (n long, defaults in
 * place) up to n; longer arrays are cut (their tail only validated). A
 * shared column of nothing is replaced by one of its own at the first
 * value that is something. */
static gboolean
read_column (Reader      *r,
             const char  *path,
             const char  *key,
             GArray     **field,
             ColumnKind   kind)
{
  g_autofree char *full = g_strconcat (path, ".", key, NULL);
  GArray *mask = NULL;
  gboolean done = FALSE;
  gboolean shared;
  gboolean took = FALSE;   /* the column became ours here */
  guint count = 0;
  guint n = r->n;

  g_assert ((*field)->len == n);

  if (at_null (r))
    return TRUE;
  if (r->p >= r->end || *r->p != '[')
    return fail_type (r, full, "an array");
  r->p++;
  skip_ws (r);
  if (r->p < r->end && *r->p == ']')
    {
      r->p++;
      return TRUE;
    }

  shared = _gp_series_column_is_shared (r->series, *field);
  for (guint i = 0; !done; i++)
    {
      if (i < n)
        {
          double v = GP_NULL;
          gboolean is_int = FALSE;
          const char *after = scan_plain_number (r->p, r->end, &v, &is_int);

          if (after != NULL)
            r->p = after;
          else if (!at_null (r) && !read_sample (r, full, i, TRUE, TRUE, &v, &is_int))
            return FALSE;
          if (G_UNLIKELY (shared))
            {
              /* Nothing so far: the column becomes the reader's at the
               * first something, [0, i) nothing in it. */
              if (gp_is_null (v) || (kind != COLUMN_DOUBLE && v == 0.0))
                goto next;
              fill_nothing (_gp_series_own_column_unset (r->series, field), kind, 0, i);
              shared = FALSE;
              took = TRUE;
            }
          if (kind == COLUMN_DOUBLE)
            {
              ((double *) (gpointer) (*field)->data)[i] = v;
              if (is_int)
                {
                  if (mask == NULL)
                    mask = _gp_series_ensure_int_mask (r->series, *field);
                  _gp_int_mask_set (mask, i);
                }
            }
          else if (kind == COLUMN_COUNT)
            ((GpCount *) (gpointer) (*field)->data)[i] = _gp_series_count_from_double (v);
          else
            ((guint8 *) (*field)->data)[i] = !gp_is_null (v) && v != 0.0;
        }
      else if (!skip_value (r, full))
        return FALSE;
    next:
      count = MIN (i + 1, n);
      /* The usual separator, then the general one. */
      if (r->p < r->end && *r->p == ',' && r->p + 1 < r->end && r->p[1] != ' ' && r->p[1] != '\n' &&
          r->p[1] != '\r' && r->p[1] != '\t')
        r->p++;
      else if (!next_item (r, full, &done))
        return FALSE;
    }
  /* A shorter array: nothing in the rest. */
  if (took)
    fill_nothing (*field, kind, count, n);
  report (r);
  return TRUE;
}

static gboolean
read_t (Reader *r)
{
  g_autoptr(GArray) t = g_array_new (FALSE, FALSE, sizeof (double));
  gboolean done = FALSE;

  if (r->p >= r->end || *r->p != '[')
    return fail_type (r, "series.t", "an array");
  r->p++;
  skip_ws (r);
  if (r->p < r->end && *r->p == ']')
    {
      r->p++;
      done = TRUE;
    }
  for (guint i = 0; !done; i++)
    {
      double v = GP_NULL;
      gboolean is_int;

      if (!read_sample (r, "series.t", i, FALSE, FALSE, &v, &is_int))
        return FALSE;
      g_array_append_val (t, v);
      if (!next_item (r, "series.t", &done))
        return FALSE;
    }

  r->n = t->len;
  r->series = _gp_series_new_for_t (250, g_steal_pointer (&t));
  return TRUE;
}

static gboolean
element_member (Reader     *r,
                const char *key,
                const char *path,
                gpointer    data)
{
  GpElementSeries *es = data;

  if (g_str_equal (key, "proc_ms_p50"))
    return read_column (r, path, key, &es->proc_ms_p50, COLUMN_DOUBLE);
  if (g_str_equal (key, "proc_ms_p95"))
    return read_column (r, path, key, &es->proc_ms_p95, COLUMN_DOUBLE);
  if (g_str_equal (key, "cpu_pct"))
    return read_column (r, path, key, &es->cpu_pct, COLUMN_DOUBLE);
  if (g_str_equal (key, "queue_level"))
    return read_column (r, path, key, &es->queue_level, COLUMN_DOUBLE);
  if (g_str_equal (key, "buffers"))
    return read_column (r, path, key, &es->buffers, COLUMN_COUNT);
  if (g_str_equal (key, "held_buffers"))
    return read_column (r, path, key, &es->held_buffers, COLUMN_DOUBLE);
  if (g_str_equal (key, "queue_bytes"))
    return read_column (r, path, key, &es->queue_bytes, COLUMN_DOUBLE);
  if (g_str_equal (key, "held_bytes"))
    return read_column (r, path, key, &es->held_bytes, COLUMN_DOUBLE);
  if (g_str_equal (key, "oldest_held_ms"))
    return read_column (r, path, key, &es->oldest_held_ms, COLUMN_DOUBLE);
  return skip_value (r, path);
}

static gboolean
link_member (Reader     *r,
             const char *key,
             const char *path,
             gpointer    data)
{
  GpLinkSeries *ls = data;

  if (g_str_equal (key, "fps"))
    return read_column (r, path, key, &ls->fps, COLUMN_DOUBLE);
  if (g_str_equal (key, "bytes_s"))
    return read_column (r, path, key, &ls->bytes_s, COLUMN_DOUBLE);
  if (g_str_equal (key, "stalled"))
    return read_column (r, path, key, &ls->stalled, COLUMN_FLAG);
  return skip_value (r, path);
}

/* One entry of `series.elements` / `series.links`. */
static gboolean
keyed_entry (Reader     *r,
             const char *key,
             const char *path,
             gpointer    data)
{
  g_autofree char *entry = g_strconcat (path, ".", key, NULL);
  gboolean elements = GPOINTER_TO_INT (data);

  if (r->p >= r->end || *r->p != '{')
    return fail_type (r, entry, "an object");
  /* Columns start shared (most of a sparse series is nothing). */
  if (elements)
    return read_members (r, entry, element_member, _gp_series_add_element_shared (r->series, key));
  return read_members (r, entry, link_member, _gp_series_add_link_shared (r->series, key));
}

/* A core row's path in messages while it is read: `[@]` stands for the
 * window's index, put in only when a message is made (name_row()); a
 * printf for each of 10^6 windows was a sixth of such a session's load. */
#define CORE_ROW_PATH "series.system.cpu_pct_per_core[@]"

static gboolean
name_row (Reader *r,
          guint   row)
{
  if (r->error != NULL && *r->error != NULL)
    {
      const char *message = (*r->error)->message;
      const char *at = strstr (message, "[@]");

      if (at != NULL)
        {
          char *named = g_strdup_printf ("%.*s[%u]%s", (int) (at - message), message, row, at + 3);

          g_free ((*r->error)->message);
          (*r->error)->message = named;
        }
    }
  return FALSE;
}

static gboolean
read_cores (Reader       *r,
            GpSystemSeries *ss)
{
  const char *path = "series.system.cpu_pct_per_core";
  gboolean done = FALSE;

  if (at_null (r))
    return TRUE;
  if (r->p >= r->end || *r->p != '[')
    return fail_type (r, path, "an array");
  r->p++;
  skip_ws (r);
  if (r->p < r->end && *r->p == ']')
    {
      r->p++;
      return TRUE;
    }

  for (guint i = 0; !done; i++)
    {
      if (i >= r->n)
        {
          if (!skip_value (r, path))
            return FALSE;
        }
      else if (!at_null (r))
        {
          GArray *column = NULL;
          gboolean row_done = FALSE;

          if (r->p >= r->end || *r->p != '[')
            {
              fail_type (r, CORE_ROW_PATH, "an array");
              return name_row (r, i);
            }
          r->p++;
          skip_ws (r);
          if (r->p < r->end && *r->p == ']')
            {
              r->p++;
              row_done = TRUE;
            }
          for (guint j = 0; !row_done; j++)
            {
              double v = GP_NULL;
              gboolean is_int;

              if (!read_sample (r, CORE_ROW_PATH, j, TRUE, FALSE, &v, &is_int))
                return name_row (r, i);
              if (column == NULL)
                column = _gp_series_own_core_row (r->series, i);
              g_array_append_val (column, v);
              if (!next_item (r, CORE_ROW_PATH, &row_done))
                return name_row (r, i);
            }
        }
      if (!next_item (r, path, &done))
        return FALSE;
    }
  return TRUE;
}

static gboolean
pipeline_member (Reader     *r,
                 const char *key,
                 const char *path,
                 gpointer    data)
{
  GpPipelineSeries *ps = gp_series_get_pipeline (r->series);

  if (g_str_equal (key, "latency_ms_p50"))
    return read_column (r, path, key, &ps->latency_ms_p50, COLUMN_DOUBLE);
  if (g_str_equal (key, "latency_ms_p95"))
    return read_column (r, path, key, &ps->latency_ms_p95, COLUMN_DOUBLE);
  if (g_str_equal (key, "reported_latency_ms"))
    return read_column (r, path, key, &ps->reported_latency_ms, COLUMN_DOUBLE);
  return skip_value (r, path);
}

static gboolean
system_member (Reader     *r,
               const char *key,
               const char *path,
               gpointer    data)
{
  GpSystemSeries *ss = gp_series_get_system (r->series);
  struct { const char *name; GArray **column; } columns[] = {
    { "cpu_pct", &ss->cpu_pct }, { "gr3d_pct", &ss->gr3d_pct }, { "vic_pct", &ss->vic_pct },
    { "nvenc_pct", &ss->nvenc_pct }, { "nvdec_pct", &ss->nvdec_pct }, { "emc_pct", &ss->emc_pct },
    { "rss_bytes", &ss->rss_bytes }, { "mem_available_bytes", &ss->mem_available_bytes },
  };

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    if (g_str_equal (key, columns[i].name))
      return read_column (r, path, key, columns[i].column, COLUMN_DOUBLE);
  if (g_str_equal (key, "cpu_pct_per_core"))
    return read_cores (r, ss);
  return skip_value (r, path);
}

static const char * const grouped[] = { "elements", "links", "pipeline", "system" };

/* series.elements / links / pipeline / system, once `t` is known. */
static gboolean
read_group (Reader *r,
            guint   group)
{
  g_autofree char *path = g_strconcat ("series.", grouped[group], NULL);

  if (at_null (r))
    return TRUE;
  if (r->p >= r->end || *r->p != '{')
    return fail_type (r, path, "an object");
  switch (group)
    {
    case 0:
    case 1:
      return read_members (r, path, keyed_entry, GINT_TO_POINTER (group == 0));
    case 2:
      return read_members (r, path, pipeline_member, NULL);
    default:
      return read_members (r, path, system_member, NULL);
    }
}

static gboolean
series_member (Reader     *r,
               const char *key,
               const char *path,
               gpointer    data)
{
  if (g_str_equal (key, "window_ms"))
    {
      GpJsonTextNumber number;
      const char *after;

      if (at_null (r))
        return TRUE;
      if (r->p >= r->end || (*r->p != '-' && (*r->p < '0' || *r->p > '9')))
        return fail_type (r, "series.window_ms", "a number");
      if (!(after = _gp_json_text_scan_number (r->p, r->end, &number)))
        return fail_syntax (r, "series.window_ms");
      if (number.is_int && number.int_overflow)
        return fail (r, "'series.window_ms' is an integer outside the 64-bit range");
      r->p = after;
      if (!(number.value >= 1 && number.value <= 3600000))
        return fail (r, "'series.window_ms' is out of range");
      r->window_ms = number.value;
      r->has_window_ms = TRUE;
      return TRUE;
    }
  if (g_str_equal (key, "t"))
    return read_t (r);

  for (guint group = 0; group < G_N_ELEMENTS (grouped); group++)
    {
      if (!g_str_equal (key, grouped[group]))
        continue;
      if (r->series != NULL)
        return read_group (r, group);
      /* Before `t`: the column length is not known yet. */
      r->deferred[group] = (gsize) (r->p - r->data) + 1;
      return skip_value (r, path);
    }
  return skip_value (r, path);
}

GpSeries *
gp_series_read_json (const char  *data,
                     gsize        len,
                     GError     **error)
{
  return _gp_series_read_json_full (data, len, NULL, NULL, error);
}

GpSeries *
_gp_series_read_json_full (const char            *data,
                           gsize                  len,
                           GpSeriesReadProgress   progress,
                           gpointer               user_data,
                           GError               **error)
{
  g_autoptr(GError) local_error = NULL;
  Reader r = { 0 };

  g_return_val_if_fail (data != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  r.progress = progress;
  r.progress_data = user_data;
  r.data = data;
  r.p = data;
  r.end = data + len;
  r.error = &local_error;

  skip_ws (&r);
  if (r.p >= r.end || *r.p != '{')
    {
      fail_type (&r, "series", "an object");
      goto failed;
    }
  if (!read_members (&r, "series", series_member, NULL))
    goto failed;
  skip_ws (&r);
  if (r.p != r.end)
    {
      fail_syntax (&r, "series");
      goto failed;
    }
  if (r.series == NULL)
    {
      fail (&r, "missing key 'series.t'");
      goto failed;
    }

  for (guint group = 0; group < G_N_ELEMENTS (grouped); group++)
    {
      if (r.deferred[group] == 0)
        continue;
      r.p = data + r.deferred[group] - 1;
      if (!read_group (&r, group))
        goto failed;
    }

  if (r.has_window_ms)
    _gp_series_set_window_ms (r.series, (guint) r.window_ms);
  _gp_series_drop_unused_shared (r.series);
  return g_steal_pointer (&r.series);

failed:
  g_clear_pointer (&r.series, gp_series_free);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}
