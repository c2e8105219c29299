/* gp-stats-hist-private.h: GpStatsHist, a lock-free log-linear histogram of nanoseconds
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

#include <gst/gst.h>

G_BEGIN_DECLS

/* gpstats keeps a window's per-buffer times (processing time, pipeline latency) as counts in
 * buckets instead of a list: an add is one relaxed atomic increment, no allocation, no lock, and a
 * window's record carries the non-empty buckets (`bucket:count/…`, src/tracer/README.md). The
 * buckets are log-linear, 32 per power of two: a value v < 32 ns is bucket v; otherwise with
 * e = floor(log2 v), bucket 32·(e − 4) + the five bits of v below its top bit. A bucket is 1/32
 * of its octave wide (±1.6 % around its middle, which ingest takes as the value). No library in
 * Debian does this inside a GStreamer process without allocating (HdrHistogram_c is not packaged). */
#define GP_STATS_HIST_BUCKETS 1920

typedef struct
{
  guint32 counts[GP_STATS_HIST_BUCKETS];
  guint64 n;  /* adds since the last drain (a fast "anything?" test) */
} GpStatsHist;

static inline guint
_gp_stats_hist_bucket (guint64 v)
{
  guint e;

  if (v < 32)
    return (guint) v;
  e = 63 - (guint) __builtin_clzll (v);
  return 32 * (e - 4) + (guint) ((v >> (e - 5)) & 31);
}

static inline void
_gp_stats_hist_add (GpStatsHist *hist,
                    guint64      v)
{
  __atomic_fetch_add (&hist->counts[_gp_stats_hist_bucket (v)], 1, __ATOMIC_RELAXED);
  __atomic_fetch_add (&hist->n, 1, __ATOMIC_RELAXED);
}

/* Appends `b:c/b:c…` for the buckets counted since the last drain and zeroes them (the timer's
 * thread; adds racing with it land in this window or the next, none is lost). FALSE if empty. */
gboolean  _gp_stats_hist_drain  (GpStatsHist *hist,
                                 GString     *out);

G_END_DECLS
