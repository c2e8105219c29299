/* gp-series.h: a session's columnar 250 ms windows (GpSeries and its column sets)
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

#pragma once

#include <glib.h>
#include <math.h>

G_BEGIN_DECLS

/* Columnar 250 ms windows. Every column is index-aligned with `t`.
 * A null sample is NAN (gp_is_null()); `buffers` holds 0 instead of null and
 * `stalled` is 0/1. In a series read from a file, the columns that hold
 * nothing (and empty cpu_pct_per_core rows) may be one shared array: read
 * them freely, but grow the series only with gp_series_append_window(). */

#define GP_NULL NAN
#define gp_is_null(v) (isnan (v))

/* A window's count (`buffers`). 32 bits hold 8.6 × 10⁹ buffers a second over a 250 ms window;
 * a larger count, read or measured, saturates at GP_COUNT_MAX. Half of 64 bits matters: a
 * one-hour session holds one a window for every element (a sixth of what `analyze` keeps). */
typedef gint32 GpCount;
#define GP_COUNT_MAX G_MAXINT32

typedef struct
{
  GArray *proc_ms_p50;   /* double */
  GArray *proc_ms_p95;   /* double */
  GArray *cpu_pct;       /* double */
  GArray *queue_level;   /* double: buffers a queue-like element holds (the reference's key) */
  GArray *buffers;       /* GpCount */
  /* Ours, beyond the reference schema (written only when measured): where the buffers are.
   * Exact from our gpwhereabouts tracer, estimated from the stats tracer's pushes otherwise. */
  GArray *held_buffers;   /* double */
  GArray *held_bytes;     /* double */
  GArray *oldest_held_ms; /* double: age of the oldest buffer held, ms */
  GArray *queue_bytes;    /* double: bytes a queue-like element holds (our gpqueuelevels) */
} GpElementSeries;

typedef struct
{
  GArray *fps;           /* double */
  GArray *bytes_s;       /* double */
  GArray *stalled;       /* guint8 */
} GpLinkSeries;

typedef struct
{
  GArray *latency_ms_p50;
  GArray *latency_ms_p95;
  GArray *reported_latency_ms;
} GpPipelineSeries;

typedef struct
{
  GPtrArray *cpu_pct_per_core;  /* of GArray<double>, one per window (may be empty); none at
                                 * all in a series read from a file where no window has one:
                                 * read it through gp_system_series_core_row() */
  GArray    *cpu_pct;
  GArray    *gr3d_pct;
  GArray    *vic_pct;
  GArray    *nvenc_pct;
  GArray    *nvdec_pct;
  GArray    *emc_pct;
  GArray    *rss_bytes;         /* ours; not in the reference schema; NAN when unknown */
  GArray    *mem_available_bytes; /* ours: MemAvailable of the machine; NAN when unknown */
} GpSystemSeries;

typedef struct _GpSeries GpSeries;

GpSeries          *gp_series_new                (guint          window_ms);
void               gp_series_free               (GpSeries      *series);

guint              gp_series_get_window_ms      (const GpSeries *series);
guint              gp_series_get_n_windows      (const GpSeries *series);
double             gp_series_get_t              (const GpSeries *series,
                                                 guint          i);
/* The t column as a GArray of double. */
GArray            *gp_series_get_t_array        (const GpSeries *series);

/* One convention for a window's time, in every front end: window @i holds
 * [t, t + window) and is shown at its middle, t + window / 2 (the window
 * 7.50–7.75 s is "at 7.625 s"), where the charts draw its value and their
 * cursor; a time belongs to the window that holds it. */
double             gp_series_get_window_time    (const GpSeries *series,
                                                 guint          i);
/* The resolution (s) that shows every window time exactly, to the
 * millisecond at most and 0.01 s at least: 0.001 for 250 ms windows. */
double             gp_series_get_time_resolution (const GpSeries *series);
/* The window that holds @t_s (the last starting at or before it, the end of
 * the last window included); FALSE outside the run or without windows. */
gboolean           gp_series_window_at          (const GpSeries *series,
                                                 double          t_s,
                                                 guint          *window);

/* Appends a window starting at @t; every existing column grows by one null
 * (0 for buffers/stalled) so that the caller only fills what it measured. */
guint              gp_series_append_window      (GpSeries      *series,
                                                 double         t);

/* Column sets by key; _ensure_ creates one back-filled with nulls. */
GpElementSeries   *gp_series_lookup_element     (const GpSeries *series,
                                                 const char    *element_id);
GpElementSeries   *gp_series_ensure_element     (GpSeries      *series,
                                                 const char    *element_id);
GpLinkSeries      *gp_series_lookup_link        (const GpSeries *series,
                                                 const char    *link_id);
GpLinkSeries      *gp_series_ensure_link        (GpSeries      *series,
                                                 const char    *link_id);
/* Sorted keys (the serialized order). Free the array with g_ptr_array_unref;
 * the strings belong to the series. */
/* Moves a series to a new key (an element or link renamed); FALSE when @old_id has none or
 * @new_id has one. */
gboolean           gp_series_rename_element     (GpSeries      *series,
                                                 const char    *old_id,
                                                 const char    *new_id);
gboolean           gp_series_remove_link        (GpSeries      *series,
                                                 const char    *id);
gboolean           gp_series_rename_link        (GpSeries      *series,
                                                 const char    *old_id,
                                                 const char    *new_id);
GPtrArray         *gp_series_element_keys       (const GpSeries *series);
GPtrArray         *gp_series_link_keys          (const GpSeries *series);

GpPipelineSeries  *gp_series_get_pipeline       (GpSeries      *series);
GpSystemSeries    *gp_series_get_system         (GpSeries      *series);

static inline double
gp_column_get (GArray *column,
               guint   i)
{
  return (column != NULL && i < column->len) ? g_array_index (column, double, i) : GP_NULL;
}

/* Window @i's per-core readings, or NULL for none. */
static inline GArray *
gp_system_series_core_row (const GpSystemSeries *system,
                           guint                 i)
{
  return (system->cpu_pct_per_core != NULL && i < system->cpu_pct_per_core->len)
         ? (GArray *) g_ptr_array_index (system->cpu_pct_per_core, i) : NULL;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpSeries, gp_series_free)

G_END_DECLS
