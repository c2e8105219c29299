/* gp-profile-driver.c: GpProfileDriver, env-gated timings for tests/bench/run-app-bench.sh
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

/* GP_PROFILE_STARTUP=1 prints, on stderr, the time from process start to
 * the first painted frame of the session view, then to the document being
 * complete (series, analysis, findings: GpDocument:complete), the main
 * thread's CPU from that completion to the end of the first frame that
 * shows it (complete-frame), and the peak RSS by then.
 * GP_PROFILE_BENCH then drives one interaction (GP_PROFILE_FRAMES frames,
 * 120 by default) and prints the work per frame (before-paint to
 * after-paint):
 *   zoom   the graph's zoom, in ×20 then out ×20, and again;
 *   find   the same with the element search framing every queue;
 *   scrub  the time cursor across the Timeline;
 *   tzoom  the Timeline's time axis, in ×30 (1.25 a step, around a point
 *          that drifts along the run) then out ×30;
 *   pan    the Timeline zoomed to 1/50 of the run, scrolled by 2 % of
 *          the view a frame, back and forth.
 * GP_PROFILE_EXIT=1 quits when done. Nothing here runs without those
 * variables: main.c attaches a driver to the application only with
 * GP_PROFILE_STARTUP=1, and it watches the first window that shows a
 * document through the window's public API.
 *
 * The stages before the first window (main, gl-off, the loader's steps) are
 * core/document/gp-profile-stage.c's; this driver adds the window's frames. */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gp-chart-page.h"
#include "gp-pipeline-page.h"
#include "gp-profile-driver.h"
#include "gp-profile-stage.h"
#include "gp-window.h"

#define N_FRAMES_DEFAULT 120

struct _GpProfileDriver
{
  GObject         parent_instance;

  GtkApplication *app;             /* weak */
  GpWindow       *window;          /* the first that shows a document; weak */
  GdkFrameClock  *clock;
  gulong          before_id;
  gulong          after_id;
  gint64          frame_start;
  gint64          frame_start_cpu;
  GArray         *frame_us;        /* gint64 */
  GArray         *frame_cpu_us;    /* gint64: the main thread's CPU time */
  char           *bench;
  guint           n_frames;
  guint           step;
  gboolean        started;         /* a window showed a document */
  gboolean        first_done;
  gboolean        waiting;         /* for the document's series (complete) */
  gint64          complete_cpu;    /* the main thread's CPU when the document began completing, or -1 */
  gboolean        finish_next;     /* finish after the next painted frame */
};

G_DEFINE_FINAL_TYPE (GpProfileDriver, gp_profile_driver, G_TYPE_OBJECT)

static GpDocument *
document_of (GpProfileDriver *profile)
{
  return gp_window_get_document (profile->window);
}

static GpLaneChart *
timeline_of (GpProfileDriver *profile)
{
  return gp_chart_page_get_chart (GP_CHART_PAGE (gp_window_get_view (profile->window, "timeline")));
}

static long
peak_rss_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmHWM:");
  return line != NULL ? strtol (line + strlen ("VmHWM:"), NULL, 10) : -1;
}

/* The main thread's CPU time: unlike the wall clock, it does not count the
 * time other processes of a busy machine take the CPU. */
static gint64
thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * G_GINT64_CONSTANT (1000000) + now.tv_nsec / 1000;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static void
finish (GpProfileDriver *profile)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (profile->window));

  if (document_of (profile) != NULL)
    g_signal_handlers_disconnect_matched (document_of (profile), G_SIGNAL_MATCH_DATA,
                                          0, 0, NULL, NULL, profile);

  if (profile->frame_us->len > 0)
    {
      gint64 sum = 0;
      GArray *f = profile->frame_us;

      g_array_sort (f, compare_gint64);
      for (guint i = 0; i < f->len; i++)
        sum += g_array_index (f, gint64, i);
      fprintf (stderr, "gp-profile: %s frames=%u mean-ms=%.2f p50-ms=%.2f p95-ms=%.2f max-ms=%.2f\n",
               profile->bench, f->len, sum / 1000.0 / f->len,
               g_array_index (f, gint64, f->len / 2) / 1000.0,
               g_array_index (f, gint64, MIN (f->len - 1, f->len * 95 / 100)) / 1000.0,
               g_array_index (f, gint64, f->len - 1) / 1000.0);

      f = profile->frame_cpu_us;
      g_array_sort (f, compare_gint64);
      fprintf (stderr, "gp-profile: %s main-thread-cpu p50-ms=%.2f p95-ms=%.2f max-ms=%.2f\n",
               profile->bench,
               g_array_index (f, gint64, f->len / 2) / 1000.0,
               g_array_index (f, gint64, MIN (f->len - 1, f->len * 95 / 100)) / 1000.0,
               g_array_index (f, gint64, f->len - 1) / 1000.0);
    }
  fprintf (stderr, "gp-profile: peak-rss-kb=%ld\n", peak_rss_kb ());

  g_signal_handler_disconnect (profile->clock, profile->before_id);
  g_signal_handler_disconnect (profile->clock, profile->after_id);
  g_clear_object (&profile->clock);

  if (g_strcmp0 (g_getenv ("GP_PROFILE_EXIT"), "1") == 0 && app != NULL)
    g_application_quit (G_APPLICATION (app));
}

/* One step of the driven interaction; it queues the next frame. */
static void
drive (GpProfileDriver *profile)
{
  GpWindow *self = profile->window;
  GpViewState *view_state = gp_window_get_view_state (self);
  guint i = profile->step++;

  if (g_str_equal (profile->bench, "zoom") || g_str_equal (profile->bench, "find"))
    {
      GpPipelinePage *page = GP_PIPELINE_PAGE (gp_window_get_view (self, "pipeline"));
      GpGraphView *graph = gp_pipeline_page_get_graph_view (page);

      /* find: the same with a search framing every queue. */
      if (i == 0 && g_str_equal (profile->bench, "find"))
        gp_graph_view_set_search_text (graph, "queue");
      /* In for 20 steps, out for 20, and again. */
      if ((i / 20) % 2 == 0)
        gp_graph_view_zoom_in (graph);
      else
        gp_graph_view_zoom_out (graph);
    }
  else if (g_str_equal (profile->bench, "tzoom"))
    {
      GpLaneChart *chart = timeline_of (profile);
      double x = 210 + (gtk_widget_get_width (GTK_WIDGET (chart)) - 226) * ((i % 97) / 97.0);

      gp_lane_chart_zoom (chart, (i / 30) % 2 == 0 ? 1.25 : 1 / 1.25, x);
    }
  else if (g_str_equal (profile->bench, "pan"))
    {
      GpLaneChart *chart = timeline_of (profile);
      double start, end;

      gp_lane_chart_get_visible_range (chart, &start, &end);
      if (!gp_view_state_get_visible_range (view_state, NULL, NULL))
        gp_view_state_set_visible_range (view_state, end * 0.3, end * 0.3 + end / 50);
      else
        gp_lane_chart_pan (chart, (i / 60) % 2 == 0 ? 0.02 : -0.02);
    }
  else
    {
      GpSeries *series = gp_session_get_series (gp_document_get_session (document_of (profile)));
      guint n = gp_series_get_n_windows (series);

      gp_view_state_set_cursor_window (view_state,
                                       (int) ((guint64) n * (i % profile->n_frames) / profile->n_frames));
    }

  /* The interaction redraws what it changes (not the whole window); a
   * frame is requested in case it changed nothing. */
  gdk_frame_clock_request_phase (profile->clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

static void
start_interaction (GpProfileDriver *profile)
{
  profile->waiting = FALSE;
  if (!g_str_equal (profile->bench, "zoom") && !g_str_equal (profile->bench, "find"))
    gtk_widget_activate_action (GTK_WIDGET (profile->window), "win.view", "s", "timeline");
  drive (profile);
}

static void
on_document_complete_cb (GpDocument      *document,
                         GParamSpec      *pspec,
                         GpProfileDriver *profile)
{
  if (!profile->waiting || !gp_document_get_complete (document))
    return;

  g_signal_handlers_disconnect_by_func (document, on_document_complete_cb, profile);
  if (profile->bench == NULL)
    {
      /* After the frame that shows the complete document. */
      profile->waiting = FALSE;
      profile->finish_next = TRUE;
      gdk_frame_clock_request_phase (profile->clock, GDK_FRAME_CLOCK_PHASE_PAINT);
    }
  else
    start_interaction (profile);
}

/* GpDocument notifies :verdict-header just before :complete, so this runs
 * before the views' own handlers of :complete (findings, verdict…). */
static void
on_completing_cb (GpDocument      *document,
                  GParamSpec      *pspec,
                  GpProfileDriver *profile)
{
  g_signal_handlers_disconnect_by_func (document, on_completing_cb, profile);
  profile->complete_cpu = thread_cpu_us ();
}

static void
print_complete_cb (GpDocument *document)
{
  if (!gp_document_get_complete (document))
    return;
  g_signal_handlers_disconnect_by_func (document, print_complete_cb, NULL);
  fprintf (stderr, "gp-profile: complete-ms=%.1f (since process start)\n", gp_profile_process_age_ms ());
}

static void
on_before_paint_cb (GdkFrameClock   *clock,
                    GpProfileDriver *profile)
{
  profile->frame_start = g_get_monotonic_time ();
  profile->frame_start_cpu = thread_cpu_us ();
}

static void
on_after_paint_cb (GdkFrameClock   *clock,
                   GpProfileDriver *profile)
{
  gint64 now = g_get_monotonic_time ();

  /* The CPU the main thread spent from the document completing to the end
   * of the first frame that shows it complete (views rebuilt, measured,
   * drawn). */
  if (profile->complete_cpu >= 0 && gp_document_get_complete (document_of (profile)))
    {
      fprintf (stderr, "gp-profile: complete-frame main-thread-cpu-ms=%.1f (completion to its first painted frame)\n",
               (thread_cpu_us () - profile->complete_cpu) / 1000.0);
      profile->complete_cpu = -1;
    }
  if (profile->finish_next)
    {
      finish (profile);
      return;
    }

  if (!profile->first_done)
    {
      profile->first_done = TRUE;
      fprintf (stderr, "gp-profile: first-frame-ms=%.1f (since process start; main thread CPU %.1f ms)\n",
               gp_profile_process_age_ms (), thread_cpu_us () / 1000.0);
      /* The interaction needs the series (and the peak RSS counts them):
       * a document shown in two steps is waited for. */
      if (document_of (profile) != NULL && !gp_document_get_complete (document_of (profile)))
        {
          profile->waiting = TRUE;
          g_signal_connect (document_of (profile), "notify::complete",
                            G_CALLBACK (on_document_complete_cb), profile);
          return;
        }
      if (profile->bench == NULL)
        finish (profile);
      else
        start_interaction (profile);
      return;
    }

  if (profile->waiting)
    return;

  /* The graph's layout for its direction is made in a thread: the zoom
   * starts once it is drawn. */
  if ((g_str_equal (profile->bench, "zoom") || g_str_equal (profile->bench, "find")) && profile->step <= 1 &&
      gp_graph_view_get_laying_out (gp_pipeline_page_get_graph_view (
        GP_PIPELINE_PAGE (gp_window_get_view (profile->window, "pipeline")))))
    {
      profile->step = 0;
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      return;
    }

  /* A long series' lanes are built in a thread: the interaction starts
   * once they are drawn. */
  if (!g_str_equal (profile->bench, "zoom") && !g_str_equal (profile->bench, "find") && profile->step <= 1 &&
      gp_lane_chart_get_n_lanes (timeline_of (profile)) == 0)
    {
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      return;
    }

  /* The first frames after switching views are not the interaction's. */
  if (profile->step > 2)
    {
      gint64 frame = now - profile->frame_start;
      gint64 cpu = thread_cpu_us () - profile->frame_start_cpu;

      g_array_append_val (profile->frame_us, frame);
      g_array_append_val (profile->frame_cpu_us, cpu);
    }
  if (profile->frame_us->len >= profile->n_frames)
    {
      finish (profile);
      return;
    }
  drive (profile);
}

static void
start_profile (GpWindow        *window,
               GpProfileDriver *self)
{
  const char *frames = g_getenv ("GP_PROFILE_FRAMES");
  GpDocument *document = gp_window_get_document (window);

  g_signal_handlers_disconnect_by_func (window, start_profile, self);

  /* Which file is shown (`gst-profile … --open` is tested by it). */
  if (gp_document_get_file (document) != NULL)
    {
      g_autofree char *path = g_file_get_path (gp_document_get_file (document));

      fprintf (stderr, "gp-profile: document=%s\n", path != NULL ? path : "");
    }

  self->clock = g_object_ref (gtk_widget_get_frame_clock (GTK_WIDGET (window)));
  self->bench = g_strdup (g_getenv ("GP_PROFILE_BENCH"));
  if (self->bench != NULL && !g_strv_contains ((const char * const[]) { "zoom", "find", "scrub", "tzoom", "pan", NULL },
                                               self->bench))
    g_clear_pointer (&self->bench, g_free);
  self->n_frames = frames != NULL ? MAX (atoi (frames), 1) : N_FRAMES_DEFAULT;
  if (!gp_document_get_complete (document))
    g_signal_connect (document, "notify::verdict-header", G_CALLBACK (on_completing_cb), self);
  self->before_id = g_signal_connect (self->clock, "before-paint",
                                      G_CALLBACK (on_before_paint_cb), self);
  self->after_id = g_signal_connect (self->clock, "after-paint",
                                     G_CALLBACK (on_after_paint_cb), self);
  g_signal_connect (document, "notify::complete", G_CALLBACK (print_complete_cb), NULL);
  print_complete_cb (document);
  gtk_widget_queue_draw (GTK_WIDGET (window));
}

static void on_window_added_cb (GtkApplication  *app,
                                GtkWindow       *window,
                                GpProfileDriver *self);

/* The first document a window shows (drawn, maybe not complete yet). */
static void
on_window_document_cb (GpWindow        *window,
                       GParamSpec      *pspec,
                       GpProfileDriver *self)
{
  if (self->started || gp_window_get_document (window) == NULL)
    return;
  self->started = TRUE;
  g_signal_handlers_disconnect_by_func (self->app, on_window_added_cb, self);
  g_signal_handlers_disconnect_by_func (window, on_window_document_cb, self);

  self->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->window);

  /* A document read while GTK started is shown before its window is
   * presented: the frames are counted once it has a frame clock. */
  if (gtk_widget_get_frame_clock (GTK_WIDGET (window)) == NULL)
    g_signal_connect (window, "realize", G_CALLBACK (start_profile), self);
  else
    start_profile (window, self);
}

static void
on_window_added_cb (GtkApplication  *app,
                    GtkWindow       *window,
                    GpProfileDriver *self)
{
  if (GP_IS_WINDOW (window))
    g_signal_connect_object (window, "notify::document", G_CALLBACK (on_window_document_cb), self, 0);
}

static void
gp_profile_driver_dispose (GObject *object)
{
  GpProfileDriver *self = (GpProfileDriver *)object;

  if (self->clock != NULL)
    {
      g_signal_handler_disconnect (self->clock, self->before_id);
      g_signal_handler_disconnect (self->clock, self->after_id);
      g_clear_object (&self->clock);
    }
  if (self->window != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->window, self);
      g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
      self->window = NULL;
    }
  if (self->app != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->app, self);
      g_object_remove_weak_pointer (G_OBJECT (self->app), (gpointer *) &self->app);
      self->app = NULL;
    }

  G_OBJECT_CLASS (gp_profile_driver_parent_class)->dispose (object);
}

static void
gp_profile_driver_finalize (GObject *object)
{
  GpProfileDriver *self = (GpProfileDriver *)object;

  g_clear_pointer (&self->frame_us, g_array_unref);
  g_clear_pointer (&self->frame_cpu_us, g_array_unref);
  g_clear_pointer (&self->bench, g_free);

  G_OBJECT_CLASS (gp_profile_driver_parent_class)->finalize (object);
}

static void
gp_profile_driver_class_init (GpProfileDriverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_profile_driver_dispose;
  object_class->finalize = gp_profile_driver_finalize;
}

static void
gp_profile_driver_init (GpProfileDriver *self)
{
  self->frame_us = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->frame_cpu_us = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->complete_cpu = -1;
}

GpProfileDriver *
gp_profile_driver_new_from_env (GtkApplication *app)
{
  GpProfileDriver *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  if (g_strcmp0 (g_getenv ("GP_PROFILE_STARTUP"), "1") != 0)
    return NULL;

  self = g_object_new (GP_TYPE_PROFILE_DRIVER, NULL);
  self->app = app;
  g_object_add_weak_pointer (G_OBJECT (app), (gpointer *) &self->app);
  g_signal_connect (app, "window-added", G_CALLBACK (on_window_added_cb), self);

  return self;
}
