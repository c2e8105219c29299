/* gp-tegrastats-merge.c: a tegrastats log the user recorded, merged into a session's system series
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

/* `analyze LOG --tegrastats FILE`: users on a Jetson record `tegrastats --logfile FILE` beside their
 * own tracer log, and the engine loads belong on the same 250 ms windows. The file is read a
 * chunk at a time (lines over 64 KiB are skipped, gzip is fine), each line through
 * gp_tegrastats_parse_line(); a file without one tegrastats line is refused in one line.
 *
 * The time of a line: JP5 and later stamp each line `MM-DD-YYYY HH:MM:SS` (whole seconds), so the
 * interval is inferred from the lines between the first and the last change of second (the
 * lines of one second spread over it at that interval); without stamps the lines are
 * --tegrastats-interval (else tegrastats' default 1000 ms) apart. Where that time sits on the
 * session's axis: only a capture (`run`, `wrap`) has a wall-clock start (`session.started`, UTC;
 * its t = 0 is the first record, within a second of it); a GStreamer log's times run from
 * gst_init, not from any clock on the wall. Stamped lines are matched to a capture's start when
 * they overlap it, read as UTC or as this machine's local time (tegrastats writes the board's
 * local time and says not which zone); otherwise the first line is t = 0, and session.notes says
 * which it was and why. A window takes the latest line before its end, while that line is
 * less than an interval old: windows before the first line or after the last stay null.
 *
 * The engine loads are written where the line knows them (NAN stays unknown); the per-core CPU,
 * the total (the mean of the cores that are on) and the free RAM (tegrastats' total − used) only
 * where the session has none, as tegrastats stands in for /proc in a capture. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-error.h"
#include "gp-loader.h"
#include "gp-series-private.h"
#include "gp-tegrastats-merge.h"
#include "gp-tegrastats.h"

#define CHUNK_SIZE (64 * 1024)
#define MAX_LINE (64 * 1024)

typedef struct
{
  GPtrArray *samples;   /* GpTegraSample* */
  GString   *line;
  gboolean   overlong;
  guint64    n_lines;
} Reader;

static void
reader_end_line (Reader *reader)
{
  reader->n_lines++;
  if (!reader->overlong)
    {
      GpTegraSample *sample = gp_tegrastats_parse_line (reader->line->str);

      if (gp_tegra_sample_is_empty (sample))
        gp_tegra_sample_free (sample);
      else
        g_ptr_array_add (reader->samples, sample);
    }
  g_string_truncate (reader->line, 0);
  reader->overlong = FALSE;
}

static void
reader_feed (Reader     *reader,
             const char *data,
             gsize       len)
{
  const char *end = data + len;

  while (data < end)
    {
      const char *nl = memchr (data, '\n', end - data);
      const char *stop = nl != NULL ? nl : end;
      gsize n = stop - data;

      if (!reader->overlong)
        {
          if (reader->line->len + n > MAX_LINE)
            {
              reader->overlong = TRUE;
              g_string_truncate (reader->line, 0);
            }
          else
            g_string_append_len (reader->line, data, n);
        }
      if (nl == NULL)
        break;
      reader_end_line (reader);
      data = nl + 1;
    }
}

static GPtrArray *
read_samples (const char    *path,
              guint64       *n_lines,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GPtrArray) samples = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_tegra_sample_free);
  g_autoptr(GString) line = g_string_new (NULL);
  g_autofree char *buf = g_malloc (CHUNK_SIZE);
  Reader reader = { samples, line, FALSE, 0 };

  if ((stream = gp_open_maybe_gzip (path, cancellable, error)) == NULL)
    return NULL;

  for (;;)
    {
      g_autoptr(GError) local_error = NULL;
      gssize n = g_input_stream_read (stream, buf, CHUNK_SIZE, cancellable, &local_error);

      if (n < 0)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, local_error->message);
          return NULL;
        }
      if (n == 0)
        break;
      reader_feed (&reader, buf, (gsize) n);
    }
  if (line->len > 0 || reader.overlong)
    reader_end_line (&reader);

  *n_lines = reader.n_lines;
  return g_steal_pointer (&samples);
}

/* TRUE when every line has a stamp and they never go back. */
static gboolean
all_stamped (GPtrArray *samples)
{
  for (guint i = 0; i < samples->len; i++)
    {
      const GpTegraSample *s = g_ptr_array_index (samples, i);

      if (!s->has_stamp)
        return FALSE;
      if (i > 0 && s->stamp_s < ((const GpTegraSample *) g_ptr_array_index (samples, i - 1))->stamp_s)
        return FALSE;
    }
  return TRUE;
}

/* Seconds between lines from whole-second stamps: between the first and
 * the last change of second; 0 when the stamps cannot say. */
static double
infer_interval (GPtrArray *samples)
{
  gint64 first_stamp = 0;
  gint64 last_stamp = 0;
  guint first = 0;
  guint last = 0;

  for (guint i = 1; i < samples->len; i++)
    {
      gint64 prev = ((const GpTegraSample *) g_ptr_array_index (samples, i - 1))->stamp_s;
      gint64 cur = ((const GpTegraSample *) g_ptr_array_index (samples, i))->stamp_s;

      if (cur == prev)
        continue;
      if (first == 0)
        {
          first = i;
          first_stamp = cur;
        }
      last = i;
      last_stamp = cur;
    }
  if (first != 0 && last > first)
    return (double) (last_stamp - first_stamp) / (last - first);
  return 0.0;
}

/* Each line's time in s: its stamp (the lines of one second spread over
 * it, the first second's ending with it), or its index × the interval. */
static double *
line_times (GPtrArray *samples,
            gboolean   stamped,
            double     interval_s)
{
  double *times = g_new (double, samples->len);
  guint i = 0;

  if (!stamped)
    {
      for (i = 0; i < samples->len; i++)
        times[i] = i * interval_s;
      return times;
    }

  while (i < samples->len)
    {
      gint64 stamp = ((const GpTegraSample *) g_ptr_array_index (samples, i))->stamp_s;
      guint j = i;

      while (j < samples->len && ((const GpTegraSample *) g_ptr_array_index (samples, j))->stamp_s == stamp)
        j++;
      for (guint k = i; k < j; k++)
        {
          double within = i == 0 && j < samples->len
                          ? 1.0 - (j - k) * MIN (interval_s, 1.0)
                          : (k - i) * MIN (interval_s, 1.0);

          times[k] = (double) stamp + CLAMP (within, 0.0, 0.999);
        }
      i = j;
    }
  return times;
}

/* The wall-clock second of a capture's t = 0, or FALSE: a log's times run
 * from gst_init (its `started` is when it was read). */
static gboolean
session_wall_start (GpSession *session,
                    gint64    *start_s)
{
  GpSessionInfo *info = gp_session_get_info (session);
  g_autoptr(GDateTime) started = NULL;

  if (info->started == NULL ||
      (g_strcmp0 (info->mode, "run") != 0 && g_strcmp0 (info->mode, "wrap") != 0))
    return FALSE;
  if ((started = g_date_time_new_from_iso8601 (info->started, NULL)) == NULL)
    return FALSE;
  *start_s = g_date_time_to_unix (started);
  return TRUE;
}

/* How far the lines [@first, @last] (UTC s) overlap the session. */
static double
overlap (double first,
         double last,
         double start,
         double duration)
{
  return MIN (last, start + duration) - MAX (first, start);
}

static void
fill_window (GpSeries            *series,
             guint                w,
             const GpTegraSample *sample)
{
  GpSystemSeries *system = gp_series_get_system (series);
  struct {
    GArray **column;
    double   value;
  } loads[] = {
    { &system->gr3d_pct,  sample->gr3d_pct },
    { &system->vic_pct,   sample->vic_pct },
    { &system->nvenc_pct, sample->nvenc_pct },
    { &system->nvdec_pct, sample->nvdec_pct },
    { &system->emc_pct,   sample->emc_pct },
  };
  GArray *row = gp_system_series_core_row (system, w);

  for (guint k = 0; k < G_N_ELEMENTS (loads); k++)
    if (!isnan (loads[k].value))
      g_array_index (_gp_series_own_column (series, loads[k].column), double, w) = loads[k].value;

  if (sample->cpu_pct_per_core != NULL && (row == NULL || row->len == 0))
    {
      GArray *cores = sample->cpu_pct_per_core;
      double sum = 0.0;
      guint on = 0;

      row = _gp_series_own_core_row (series, w);
      g_array_append_vals (row, cores->data, cores->len);
      for (guint c = 0; c < cores->len; c++)
        if (!isnan (g_array_index (cores, double, c)))
          {
            sum += g_array_index (cores, double, c);
            on++;
          }
      if (on > 0 && gp_is_null (gp_column_get (system->cpu_pct, w)))
        g_array_index (_gp_series_own_column (series, &system->cpu_pct), double, w) =
          round (sum / on * 10.0) / 10.0;
    }

  if (!isnan (sample->ram_total_mb) && gp_is_null (gp_column_get (system->mem_available_bytes, w)))
    g_array_index (_gp_series_own_column (series, &system->mem_available_bytes), double, w) =
      (sample->ram_total_mb - sample->ram_used_mb) * 1024.0 * 1024.0;
}

/* Each window takes the latest line before its end that is less than an
 * interval old at its start. The number of windows filled. */
static guint
fill_windows (GpSession    *session,
              GPtrArray    *samples,
              const double *times,
              double        offset_s,
              double        interval_s)
{
  GpSeries *series = gp_session_get_series (session);
  guint n = gp_series_get_n_windows (series);
  double window_s = gp_series_get_window_ms (series) / 1000.0;
  double cover = MAX (interval_s, window_s);
  guint filled = 0;
  guint j = 0;

  for (guint w = 0; w < n; w++)
    {
      double end = gp_series_get_t (series, w) + window_s;

      /* [start, end): a line at the end belongs to the next window */
      while (j + 1 < samples->len && times[j + 1] - offset_s < end - 1e-9)
        j++;
      if (times[j] - offset_s >= end - 1e-9 || times[j] - offset_s + cover <= end - window_s + 1e-9)
        continue;
      fill_window (series, w, g_ptr_array_index (samples, j));
      filled++;
    }
  return filled;
}

static void
mark_source (GpSession *session)
{
  GpTarget *target = gp_session_get_target (session);
  gboolean present = FALSE;

  target->capabilities.tegrastats = TRUE;
  for (guint i = 0; i < target->sources_present->len; i++)
    if (g_str_equal (g_ptr_array_index (target->sources_present, i), "tegrastats"))
      present = TRUE;
  if (!present)
    g_ptr_array_add (target->sources_present, g_strdup ("tegrastats"));
  for (guint i = target->sources_missing->len; i > 0; i--)
    if (g_str_equal (g_ptr_array_index (target->sources_missing, i - 1), "tegrastats"))
      g_ptr_array_remove_index (target->sources_missing, i - 1);
}

gboolean
gp_tegrastats_merge_file (GpSession     *session,
                          const char    *path,
                          guint          interval_ms,
                          GCancellable  *cancellable,
                          GError       **error)
{
  g_autoptr(GPtrArray) samples = NULL;
  g_autofree double *times = NULL;
  g_autofree char *name = NULL;
  g_autofree char *interval_how = NULL;
  g_autofree char *align_how = NULL;
  gboolean stamped;
  double interval_s = 0.0;
  double offset_s;
  guint64 n_lines = 0;
  gint64 start_s;
  guint filled;

  g_return_val_if_fail (GP_IS_SESSION (session), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if ((samples = read_samples (path, &n_lines, cancellable, error)) == NULL)
    return FALSE;
  if (samples->len == 0)
    {
      if (n_lines == 0)
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is empty", path);
      else
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "%s is not a tegrastats log (no tegrastats line in %" G_GUINT64_FORMAT " lines)",
                     path, n_lines);
      return FALSE;
    }

  stamped = all_stamped (samples);
  if (interval_ms > 0)
    {
      interval_s = interval_ms / 1000.0;
      interval_how = g_strdup_printf ("every %u ms as given", interval_ms);
    }
  else if (stamped && (interval_s = infer_interval (samples)) > 0.0)
    interval_how = g_strdup_printf ("every %.0f ms from its timestamps", interval_s * 1000.0);
  else
    {
      interval_s = GP_TEGRASTATS_DEFAULT_INTERVAL_MS / 1000.0;
      interval_how = g_strdup_printf ("every %u ms (tegrastats' default; --tegrastats-interval if it "
                                      "was recorded with another)", GP_TEGRASTATS_DEFAULT_INTERVAL_MS);
    }
  times = line_times (samples, stamped, interval_s);

  /* By start unless the stamps match a capture's wall-clock start. */
  offset_s = times[0];
  if (!stamped)
    align_how = g_strdup ("by start: its lines have no timestamps");
  else if (!session_wall_start (session, &start_s))
    align_how = g_strdup ("by start: a tracer log's times run from gst_init, not wall-clock time");
  else
    {
      g_autoptr(GTimeZone) local = g_time_zone_new_local ();
      double duration = MAX (gp_session_get_info (session)->duration_s, 0.25);
      double last = times[samples->len - 1];
      gint interval = g_time_zone_find_interval (local, G_TIME_TYPE_UNIVERSAL, (gint64) times[0]);
      double local_offset = interval >= 0 ? g_time_zone_get_offset (local, interval) : 0.0;
      double as_utc = overlap (times[0], last + interval_s, (double) start_s, duration);
      double as_local = overlap (times[0] - local_offset, last - local_offset + interval_s,
                                 (double) start_s, duration);

      if (as_utc > 0.0 && as_utc >= as_local)
        {
          offset_s = (double) start_s;
          align_how = g_strdup ("by its timestamps (read as UTC) to the capture's start");
        }
      else if (as_local > 0.0)
        {
          offset_s = (double) start_s + local_offset;
          align_how = g_strdup ("by its timestamps (read as this machine's local time) to the capture's start");
        }
      else
        align_how = g_strdup_printf ("by start: its timestamps do not overlap the capture (started %s)",
                                     gp_session_get_info (session)->started);
    }

  filled = fill_windows (session, samples, times, offset_s, interval_s);
  name = g_path_get_basename (path);
  g_ptr_array_add (gp_session_get_info (session)->notes,
                   g_strdup_printf ("tegrastats: %u lines of %s, %s, aligned %s; %u windows filled",
                                    samples->len, name, interval_how, align_how, filled));
  if (filled > 0)
    mark_source (session);
  return TRUE;
}
