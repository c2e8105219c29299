/* gp-tracer-timer-private.h: GpTracerTimer, what our tracers share: a window thread and the ts base
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

/* Every tracer of ours logs once per window (GP_TRACER_WINDOW_MS, the aggregator's 250 ms) from a
 * thread of its own, never the application's main loop, with `ts` on the stock tracers' clock. */
#define GP_TRACER_WINDOW_MS 250

/* Called on the timer's thread, no lock held, with the window's ts (ns since gst_init). */
typedef void (*GpTracerTickFunc) (GstClockTime ts,
                                  gpointer     user_data);

typedef struct
{
  GMutex            lock;
  GCond             cond;
  GThread          *thread;
  gboolean          stopping;
  gint              have_base;  /* atomic */
  GstClockTimeDiff  base;       /* gst_util_get_timestamp () - the hooks' ts */
  GstClockTime      first_ts;   /* the first hook's ts: the log's first record, the windows' t0 */
  GpTracerTickFunc  func;
  gpointer          user_data;
} GpTracerTimer;

void          _gp_tracer_timer_start       (GpTracerTimer    *timer,
                                            const char       *thread_name,
                                            GpTracerTickFunc  func,
                                            gpointer          user_data);
/* Joins the thread: no tick runs once this returns. */
void          _gp_tracer_timer_stop        (GpTracerTimer    *timer);

void          _gp_tracer_timer_set_base    (GpTracerTimer    *timer,
                                            GstClockTime      ts);

/* Learns the ts base from a hook's @ts (the first call wins; later ones cost an atomic read). */
static inline void
_gp_tracer_timer_learn_base (GpTracerTimer *timer,
                             GstClockTime   ts)
{
  if (G_UNLIKELY (!g_atomic_int_get (&timer->have_base)))
    _gp_tracer_timer_set_base (timer, ts);
}

G_END_DECLS
