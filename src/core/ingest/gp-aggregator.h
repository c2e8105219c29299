/* gp-aggregator.h: GpAggregator: tracer records, dot dumps and CPU samples → the session
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

#include "gp-dot.h"
#include "gp-graph.h"
#include "gp-session.h"

G_BEGIN_DECLS

/* Tracer log lines, dot dumps and CPU samples → the session's graph,
 * 250 ms series and events (reference.md §2 attribution, §3 windowing).
 * Memory grows with windows, elements and links, never with lines: only the
 * open window's samples are kept. */
typedef struct _GpAggregator GpAggregator;

#define GP_AGGREGATOR_WINDOW_MS 250
/* A silence flushes at most this many windows before the axis jumps. */
#define GP_AGGREGATOR_MAX_FLUSH 400
/* Rows kept, like the reference's deque (4 h of windows). */
#define GP_AGGREGATOR_MAX_ROWS (4 * 3600 * 4)

/* One thread of a CPU sample: "tid:comm" → % of one core. */
typedef struct
{
  const char *key;
  double      pct;
} GpThreadCpu;

GpAggregator  *gp_aggregator_new        (GpSession          *session);
void           gp_aggregator_free       (GpAggregator       *self);

/* A raw chunk of log; lines may span chunks. */
void           gp_aggregator_feed       (GpAggregator       *self,
                                         const char         *data,
                                         gsize               len);
/* One line, without its '\n'. */
void           gp_aggregator_feed_line  (GpAggregator       *self,
                                         const char         *line,
                                         gsize               len);
/* What a dot dump tells of elements of one name in different bins, before the records that
 * name them (the loader gives a log's dumps first); gp_aggregator_add_dot() learns it too. */
void           gp_aggregator_add_dot_hints (GpAggregator     *self,
                                            const GpDotGraph *dot);
/* Merges a dot dump into the session graph (platform from the target). */
void           gp_aggregator_add_dot    (GpAggregator       *self,
                                         const GpDotGraph   *dot);
/* The same for a dump read after the whole log (the loader): elements of a repeated name that
 * no link told apart take the dump's copies by rising address instead of waiting. */
void           gp_aggregator_add_last_dot (GpAggregator     *self,
                                           const GpDotGraph *dot);
/* A /proc (or tegrastats) CPU sample: per-core %, total %, and per-thread %
 * keyed "tid:comm". Threads are mapped to elements and their CPU is spread
 * over each thread's segment of the pipeline; the latest sample fills every
 * window closed after it. */
void           gp_aggregator_ingest_cpu (GpAggregator       *self,
                                         const double       *per_core_pct,
                                         guint               n_cores,
                                         double              total_pct,
                                         const GpThreadCpu  *threads,
                                         guint               n_threads);
/* The capture asked the child to stop: what the pipeline does from now on (an
 * EOS drain) is teardown, and the estimated backlogs end here. */
void           gp_aggregator_mark_stop  (GpAggregator       *self);
/* Delivers the trailing partial line, closes the open window, sets
 * duration_s (last t + 0.25) and the parse stats (has_parse). */
void           gp_aggregator_finish     (GpAggregator       *self);

const GpParseStats *gp_aggregator_get_parse_stats (GpAggregator *self);

/* The element a streaming thread belongs to, from its (15-char truncated)
 * comm: the longest element id that matches, or NULL. */
const char    *gp_thread_comm_to_element (const GpGraph     *graph,
                                          const char        *comm);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpAggregator, gp_aggregator_free)

G_END_DECLS
