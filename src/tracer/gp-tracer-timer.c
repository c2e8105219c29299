/* gp-tracer-timer.c: GpTracerTimer: the window thread and the ts base our tracers share
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

/* The stock tracers stamp records with GST_TRACER_TS, ns since gst_init, whose origin is private
 * to GStreamer; a hook receives it as `ts`. The timer learns the offset from
 * gst_util_get_timestamp() at the first hook and stamps its ticks on the same clock, so our
 * records fall into the same 250 ms windows as the stock ones. A tick before any hook has no base
 * and is skipped (nothing has been seen to report). Once the base is known the ticks fall in the
 * middle of the aggregator's windows: the windows start at the log's first record (t0), which is
 * the first hook's (our tracers log nothing earlier), so the ticks are at t0 + k·250 ms + 125 ms
 * and a tick that runs late by less than half a window still stamps its records into the window
 * meant (two in one window would read as a doubled rate and a stall). When the thread falls behind
 * (a suspended process) it does not catch up. */

#include "config.h"

#include "gp-tracer-timer-private.h"

void
_gp_tracer_timer_set_base (GpTracerTimer *timer,
                           GstClockTime   ts)
{
  g_mutex_lock (&timer->lock);
  if (!timer->have_base)
    {
      timer->base = GST_CLOCK_DIFF (ts, gst_util_get_timestamp ());
      timer->first_ts = ts;
      g_atomic_int_set (&timer->have_base, TRUE);
    }
  g_mutex_unlock (&timer->lock);
}

#define WINDOW_NS ((GstClockTime) GP_TRACER_WINDOW_MS * GST_MSECOND)

/* The monotonic time (µs) of the next tick after @last: mid-window once the base is known (the
 * lock held). gst_util_get_timestamp() is the monotonic clock in ns. */
static gint64
next_wakeup (GpTracerTimer *timer,
             gint64         last)
{
  GstClockTime now_ts, next_ts;

  if (!timer->have_base)
    return last + GP_TRACER_WINDOW_MS * G_TIME_SPAN_MILLISECOND;
  now_ts = (GstClockTime) GST_CLOCK_DIFF (timer->base, gst_util_get_timestamp ());
  next_ts = timer->first_ts + WINDOW_NS / 2;
  if (now_ts >= next_ts)
    next_ts += ((now_ts - next_ts) / WINDOW_NS + 1) * WINDOW_NS;
  return (gint64) ((next_ts + (GstClockTime) timer->base) / 1000);
}

static gpointer
timer_thread (gpointer data)
{
  GpTracerTimer *timer = data;
  gint64 next = g_get_monotonic_time ();

  g_mutex_lock (&timer->lock);
  while (!timer->stopping)
    {
      gboolean have_base;
      GstClockTimeDiff base;

      next = next_wakeup (timer, next);
      while (!timer->stopping && g_cond_wait_until (&timer->cond, &timer->lock, next))
        ;
      if (timer->stopping)
        break;
      if (next < g_get_monotonic_time ())
        next = g_get_monotonic_time ();

      have_base = timer->have_base;
      base = timer->base;
      g_mutex_unlock (&timer->lock);
      if (have_base)
        timer->func ((GstClockTime) GST_CLOCK_DIFF (base, gst_util_get_timestamp ()),
                     timer->user_data);
      g_mutex_lock (&timer->lock);
    }
  g_mutex_unlock (&timer->lock);
  return NULL;
}

void
_gp_tracer_timer_start (GpTracerTimer    *timer,
                        const char       *thread_name,
                        GpTracerTickFunc  func,
                        gpointer          user_data)
{
  g_assert (func != NULL);

  g_mutex_init (&timer->lock);
  g_cond_init (&timer->cond);
  timer->stopping = FALSE;
  timer->have_base = FALSE;
  timer->func = func;
  timer->user_data = user_data;
  timer->thread = g_thread_new (thread_name, timer_thread, timer);
}

void
_gp_tracer_timer_stop (GpTracerTimer *timer)
{
  g_mutex_lock (&timer->lock);
  timer->stopping = TRUE;
  g_cond_signal (&timer->cond);
  g_mutex_unlock (&timer->lock);
  g_clear_pointer (&timer->thread, g_thread_join);

  g_mutex_clear (&timer->lock);
  g_cond_clear (&timer->cond);
}
