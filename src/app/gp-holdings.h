/* gp-holdings.h: what each element holds, and the process memory's trend, as the app shows them
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

#include "gp-session.h"

G_BEGIN_DECLS

/* The leak hunt's figures read off a session for the graph badges, the
 * Memory and backlog lanes and the QLEAK card: the buffers and bytes an
 * element holds at a window (held_bytes, else held_buffers, else the queue
 * level), a robust slope, and the time to OOM against MemAvailable. */

typedef struct
{
  double   bytes;        /* NAN when unknown */
  double   buffers;      /* NAN when unknown */
  double   oldest_ms;    /* NAN when unknown */
  gboolean estimated;    /* held_* estimated from the stock tracers */
  guint    window;       /* the window the figures are from */
} GpHolding;

/* How far back (in windows) a holding is still shown at a window where the
 * element recorded nothing. */
#define GP_HOLDINGS_LOOKBACK 8

/* What @element_id holds at @window (the last window when @window < 0):
 * the window's figures, or the latest within GP_HOLDINGS_LOOKBACK before
 * it. FALSE when it holds nothing known there (or nothing: zero). */
gboolean  gp_holdings_at              (GpSession   *session,
                                       const char  *element_id,
                                       int          window,
                                       GpHolding   *holding);
/* Whether @factory is queue-like (queue, queue2, multiqueue, appsrc and
 * interpipesrc, appsink), as the QLEAK rule's catalogue entry says. */
gboolean  gp_holdings_is_queue_like   (const char  *factory);

/* Theil–Sen slope of @values over @t (units per second), the median of the
 * pairwise slopes over at most 256 evenly spread samples; NAN with fewer
 * than 4 samples. */
double    gp_holdings_slope           (GArray      *t,
                                       GArray      *values);

typedef struct
{
  double rss_end_bytes;           /* NAN when not measured */
  double rss_slope_bytes_per_s;   /* NAN when too few samples */
  double mem_available_bytes;     /* at the end; NAN when not measured */
  double time_to_oom_s;           /* MemAvailable / slope; NAN unless growing */
} GpMemoryTrend;

void      gp_holdings_memory_trend    (GpSession     *session,
                                       GpMemoryTrend *trend);

/* "1.2 GB", "340 kB", "12 B" (decimal units, two or three digits). */
char     *gp_holdings_format_bytes    (double       bytes);
/* "+7.1 MB/s", "−120 kB/s". */
char     *gp_holdings_format_rate     (double       bytes_per_s);
/* "45 s", "9 min", "3.5 h", "2 d". */
char     *gp_holdings_format_duration (double       seconds);
/* A badge's short text: "≈ 1.2 GB" (estimated), "1.2 GB", "340 buffers". */
char     *gp_holdings_format_short    (const GpHolding *holding);

G_END_DECLS
