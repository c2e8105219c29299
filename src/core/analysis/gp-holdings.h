/* gp-holdings.h: where the buffers are at a moment (GpHoldings and its rows)
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

#include <json-glib/json-glib.h>

#include "gp-analysis-enums.h"
#include "gp-session.h"

G_BEGIN_DECLS

/* Where a figure of buffers held comes from, weakest first. */
typedef enum
{
  GP_HOLDINGS_SOURCE_NONE,          /* nothing measured */
  GP_HOLDINGS_SOURCE_QUEUE_LEVELS,  /* queue_level: buffers only, no bytes, no age */
  GP_HOLDINGS_SOURCE_ESTIMATED,     /* held_*: the stats tracer's pushes in minus out */
  GP_HOLDINGS_SOURCE_EXACT,         /* held_*: our tracer's buffer whereabouts */
} GpHoldingsSource;

/* One element holding buffers in the chosen window. The strings are the
 * session's. */
typedef struct
{
  const char       *element;
  const char       *factory;     /* NULL when the graph does not know it */
  const char       *pipeline;    /* its top-level pipeline; NULL when unknown (in no bin
                                  * while the graph has several pipelines) */
  GpHoldingsSource  source;
  double            buffers;
  double            bytes;       /* NAN when not measured (queue levels) */
  double            oldest_ms;   /* age of the oldest buffer held; NAN when not measured */
} GpHolding;

typedef struct _GpHoldings GpHoldings;

struct _GpHoldings
{
  GpSession        *session;              /* a reference */
  guint             window;
  double            at_s;                 /* the window's start (series t) */
  double            end_s;                /* and its end */
  /* The best of the rows' sources; with no rows, the best the session has. */
  GpHoldingsSource  source;
  /* Elements holding anything (bins left out): most bytes first, unknown
   * bytes after known ones, then most buffers, then by name. */
  GArray           *rows;                 /* of GpHolding */
  /* Elements with a sample in the window, holding or not: 0 means nothing
   * was measured then (no rows does not mean nothing held). */
  guint             n_sampled;
  /* The process then: the last sample at or before the window (NAN when
   * none), the RSS's Theil–Sen slope over the later half of the capture up to the window's end
   * (bytes/s; NAN with fewer than two samples), and the seconds until the
   * process has used up MemAvailable at that slope (NAN when it is not
   * growing or either is unknown). */
  double            rss_bytes;
  double            rss_slope_bytes_s;
  double            mem_available_bytes;
  double            time_to_oom_s;
};

const char       *gp_holdings_source_to_string (GpHoldingsSource  source);

/* The best source @session has anywhere: EXACT/ESTIMATED when an element has
 * held_* samples (target.capabilities.whereabouts says which), QUEUE_LEVELS
 * when only queue_level samples, NONE when neither. */
GpHoldingsSource  gp_holdings_session_source   (GpSession        *session);

/* The window whose span [t, t + window) holds @t_s (the capture's end, t +
 * window of the last one, belongs to the last); FALSE when @t_s is outside
 * the capture or the session has no windows. */
gboolean          gp_holdings_window_at        (GpSession        *session,
                                                double            t_s,
                                                guint            *window);
/* When the pipeline left PLAYING for good: the first state change out of
 * PLAYING after the last one into it, in s (the series' time); NAN when the
 * session records none (a log without bus messages, a capture cut short). */
double            gp_holdings_stopped_at       (GpSession        *session);
/* The end of the capture as far as holdings go: the last window with any
 * holdings sample that ends by gp_holdings_stopped_at() (the teardown
 * flushes the queues: a sample after it says nothing is held), else the last
 * window with a sample at all. FALSE when there is none. */
gboolean          gp_holdings_last_window      (GpSession        *session,
                                                guint            *window);

/* What each element holds in @window (< the number of windows), and the
 * process memory then. Keeps a reference to @session. */
GpHoldings       *gp_holdings_new              (GpSession        *session,
                                                guint             window);
void              gp_holdings_free             (GpHoldings       *self);

/* {at_s, end_s, source, sampled, rss_bytes, rss_slope_bytes_s, mem_available_bytes,
 * time_to_oom_s, elements: [{element, factory, pipeline, buffers, bytes,
 * oldest_ms, source}]}: buffers and bytes as integers, null where not
 * measured. */
JsonNode         *gp_holdings_to_json          (const GpHoldings *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpHoldings, gp_holdings_free)

G_END_DECLS
