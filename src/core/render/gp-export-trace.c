/* gp-export-trace.c: the session as a Chrome / Perfetto trace event JSON
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

/* Part of `gst-profile export --trace perfetto`, for ui.perfetto.dev and chrome://tracing: one
 * trace "process" per family of lanes (pipeline, elements, links, system, threads), a counter
 * sample per window that holds one (nulls left out), the session's events as instants (errors, EOS
 * and the child's exit global), the run as one slice, the session's info in otherData. Written as
 * text with the JSON writer's pieces (gp-json-writer.c), without a json-glib tree. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-export.h"
#include "gp-json-writer.h"

/* One "process" per family of lanes, in this order in the viewers. */
enum
{
  PID_PIPELINE = 1,
  PID_ELEMENTS,
  PID_LINKS,
  PID_SYSTEM,
  PID_THREADS,
};

/* Threads of PID_PIPELINE that carry slices and instants. */
enum
{
  TID_SESSION = 10,
  TID_EVENTS,
};

typedef struct
{
  GString  *out;
  GpSeries *series;
  gboolean  first;
} Writer;

static gint64
to_us (double t)
{
  if (!isfinite (t))
    return 0;
  return (gint64) llround (CLAMP (t, -9.0e12, 9.0e12) * 1e6);
}

/* Starts an event object: `{"name": …, "ph": …, "pid": …` (and `"tid"` when
 * @tid is not 0); the caller adds members and closes it with '}'. */
static void
begin_event (Writer     *w,
             const char *name,
             const char *ph,
             int         pid,
             int         tid)
{
  g_string_append (w->out, w->first ? "\n" : ",\n");
  w->first = FALSE;
  g_string_append (w->out, "{\"name\": ");
  gp_json_append_string (w->out, name);
  g_string_append (w->out, ", \"ph\": ");
  gp_json_append_string (w->out, ph);
  g_string_append_printf (w->out, ", \"pid\": %d", pid);
  if (tid != 0)
    g_string_append_printf (w->out, ", \"tid\": %d", tid);
}

static void
append_metadata (Writer     *w,
                 const char *what,
                 int         pid,
                 int         tid,
                 const char *name,
                 int         sort_index)
{
  begin_event (w, what, "M", pid, tid);
  g_string_append (w->out, ", \"args\": {");
  if (name != NULL)
    {
      g_string_append (w->out, "\"name\": ");
      gp_json_append_string (w->out, name);
    }
  else
    g_string_append_printf (w->out, "\"sort_index\": %d", sort_index);
  g_string_append (w->out, "}}");
}

static void
append_process (Writer     *w,
                int         pid,
                const char *name)
{
  append_metadata (w, "process_name", pid, 0, name, 0);
  append_metadata (w, "process_sort_index", pid, 0, NULL, pid);
}

static void
append_counter_value (Writer     *w,
                      const char *name,
                      int         pid,
                      gint64      ts,
                      const char *key,
                      double      value)
{
  begin_event (w, name, "C", pid, 0);
  g_string_append_printf (w->out, ", \"ts\": %" G_GINT64_FORMAT ", \"args\": {", ts);
  gp_json_append_string (w->out, key);
  g_string_append (w->out, ": ");
  gp_json_append_double (w->out, value);
  g_string_append (w->out, "}}");
}

/* One counter sample per window that holds one (nulls are left out: a
 * counter cannot be null). */
static void
append_counter (Writer     *w,
                int         pid,
                const char *name,
                const char *key,
                GArray     *column)
{
  guint n = gp_series_get_n_windows (w->series);

  for (guint i = 0; column != NULL && i < n && i < column->len; i++)
    {
      double v = g_array_index (column, double, i);

      if (!gp_is_null (v))
        append_counter_value (w, name, pid, to_us (gp_series_get_t (w->series, i)), key, v);
    }
}

static void
append_count_counter (Writer     *w,
                      int         pid,
                      const char *name,
                      const char *key,
                      GArray     *column,
                      gboolean    flag)
{
  guint n = gp_series_get_n_windows (w->series);
  gboolean any = FALSE;

  for (guint i = 0; column != NULL && i < n && i < column->len && !any; i++)
    any = flag ? g_array_index (column, guint8, i) != 0 : g_array_index (column, GpCount, i) != 0;
  if (!any)
    return;

  for (guint i = 0; i < n && i < column->len; i++)
    {
      double v = flag ? (double) g_array_index (column, guint8, i)
                      : (double) g_array_index (column, GpCount, i);

      begin_event (w, name, "C", pid, 0);
      g_string_append_printf (w->out, ", \"ts\": %" G_GINT64_FORMAT ", \"args\": {",
                              to_us (gp_series_get_t (w->series, i)));
      gp_json_append_string (w->out, key);
      g_string_append_printf (w->out, ": %.0f}}", v);
    }
}

static void
append_cores (Writer         *w,
              GpSystemSeries *system)
{
  guint n = gp_series_get_n_windows (w->series);
  guint n_cores = 0;

  for (guint i = 0; system->cpu_pct_per_core != NULL && i < system->cpu_pct_per_core->len; i++)
    {
      GArray *row = g_ptr_array_index (system->cpu_pct_per_core, i);

      n_cores = MAX (n_cores, row != NULL ? row->len : 0);
    }

  for (guint k = 0; k < n_cores; k++)
    {
      g_autofree char *name = g_strdup_printf ("core %u cpu", k);

      for (guint i = 0; i < n && i < system->cpu_pct_per_core->len; i++)
        {
          GArray *row = g_ptr_array_index (system->cpu_pct_per_core, i);

          if (row != NULL && k < row->len && !gp_is_null (g_array_index (row, double, k)))
            append_counter_value (w, name, PID_SYSTEM, to_us (gp_series_get_t (w->series, i)),
                                  "pct", g_array_index (row, double, k));
        }
    }
}

static void
append_pipeline_counters (Writer *w)
{
  GpPipelineSeries *ps = gp_series_get_pipeline (w->series);

  append_counter (w, PID_PIPELINE, "latency p50", "ms", ps->latency_ms_p50);
  append_counter (w, PID_PIPELINE, "latency p95", "ms", ps->latency_ms_p95);
  append_counter (w, PID_PIPELINE, "reported latency", "ms", ps->reported_latency_ms);
}

static void
append_element_counters (Writer *w)
{
  g_autoptr(GPtrArray) keys = gp_series_element_keys (w->series);

  for (guint i = 0; i < keys->len; i++)
    {
      const char *id = g_ptr_array_index (keys, i);
      GpElementSeries *es = gp_series_lookup_element (w->series, id);
      g_autofree char *p50 = g_strconcat (id, " proc p50", NULL);
      g_autofree char *p95 = g_strconcat (id, " proc p95", NULL);
      g_autofree char *cpu = g_strconcat (id, " cpu", NULL);
      g_autofree char *queue = g_strconcat (id, " queue level", NULL);
      g_autofree char *buffers = g_strconcat (id, " buffers", NULL);
      g_autofree char *held = g_strconcat (id, " held", NULL);
      g_autofree char *held_bytes = g_strconcat (id, " held bytes", NULL);
      g_autofree char *queue_bytes = g_strconcat (id, " queue bytes", NULL);
      g_autofree char *oldest = g_strconcat (id, " oldest held", NULL);

      append_counter (w, PID_ELEMENTS, p50, "ms", es->proc_ms_p50);
      append_counter (w, PID_ELEMENTS, p95, "ms", es->proc_ms_p95);
      append_counter (w, PID_ELEMENTS, cpu, "pct", es->cpu_pct);
      append_counter (w, PID_ELEMENTS, queue, "buffers", es->queue_level);
      append_count_counter (w, PID_ELEMENTS, buffers, "per_window", es->buffers, FALSE);
      append_counter (w, PID_ELEMENTS, held, "buffers", es->held_buffers);
      append_counter (w, PID_ELEMENTS, held_bytes, "bytes", es->held_bytes);
      append_counter (w, PID_ELEMENTS, queue_bytes, "bytes", es->queue_bytes);
      append_counter (w, PID_ELEMENTS, oldest, "ms", es->oldest_held_ms);
    }
}

static void
append_link_counters (Writer *w)
{
  g_autoptr(GPtrArray) keys = gp_series_link_keys (w->series);

  for (guint i = 0; i < keys->len; i++)
    {
      const char *id = g_ptr_array_index (keys, i);
      GpLinkSeries *ls = gp_series_lookup_link (w->series, id);
      g_autofree char *fps = g_strconcat (id, " fps", NULL);
      g_autofree char *bytes = g_strconcat (id, " bytes/s", NULL);
      g_autofree char *stalled = g_strconcat (id, " stalled", NULL);

      append_counter (w, PID_LINKS, fps, "fps", ls->fps);
      append_counter (w, PID_LINKS, bytes, "bytes_s", ls->bytes_s);
      append_count_counter (w, PID_LINKS, stalled, "stalled", ls->stalled, TRUE);
    }
}

static void
append_system_counters (Writer *w)
{
  GpSystemSeries *system = gp_series_get_system (w->series);

  append_counter (w, PID_SYSTEM, "cpu", "pct", system->cpu_pct);
  append_cores (w, system);
  append_counter (w, PID_SYSTEM, "gr3d", "pct", system->gr3d_pct);
  append_counter (w, PID_SYSTEM, "vic", "pct", system->vic_pct);
  append_counter (w, PID_SYSTEM, "nvenc", "pct", system->nvenc_pct);
  append_counter (w, PID_SYSTEM, "nvdec", "pct", system->nvdec_pct);
  append_counter (w, PID_SYSTEM, "emc", "pct", system->emc_pct);
  append_counter (w, PID_SYSTEM, "rss", "bytes", system->rss_bytes);
  append_counter (w, PID_SYSTEM, "mem available", "bytes", system->mem_available_bytes);
}

/* The session keeps only each thread's latest CPU: one sample at the last
 * window. */
static void
append_thread_counters (Writer    *w,
                        GpSession *session)
{
  guint n = gp_series_get_n_windows (w->series);
  gint64 ts = n > 0 ? to_us (gp_series_get_t (w->series, n - 1)) : 0;

  for (guint i = 0; i < gp_session_get_n_threads (session); i++)
    {
      double pct = gp_session_get_thread_value (session, i);
      g_autofree char *name = NULL;

      if (gp_is_null (pct))
        continue;
      name = g_strconcat (gp_session_get_thread_key (session, i), " cpu", NULL);
      append_counter_value (w, name, PID_THREADS, ts, "pct", pct);
    }
}

/* Errors, EOS and the child's exit concern the whole run: global instants
 * (a line across every lane); the others stay on the events lane. */
static const char *
event_scope (const char *kind)
{
  static const char * const global[] = { "error", "warning", "eos", "child-exit", NULL };

  return kind != NULL && g_strv_contains (global, kind) ? "g" : "t";
}

static void
append_events (Writer    *w,
               GpSession *session)
{
  for (guint i = 0; i < gp_session_get_n_events (session); i++)
    {
      const GpEvent *event = gp_session_get_event (session, i);

      begin_event (w, event->kind != NULL ? event->kind : "event", "i", PID_PIPELINE, TID_EVENTS);
      g_string_append (w->out, ", \"cat\": \"event\", \"s\": ");
      gp_json_append_string (w->out, event_scope (event->kind));
      g_string_append_printf (w->out, ", \"ts\": %" G_GINT64_FORMAT ", \"args\": {\"text\": ",
                              to_us (event->t));
      gp_json_append_string (w->out, event->text != NULL ? event->text : "");
      g_string_append (w->out, "}}");
    }
}

/* The session as one slice over the run: its label (or id), with what it
 * ran (the launch string or the wrapped command) in its arguments. */
static void
append_session_slice (Writer    *w,
                      GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);
  g_autofree char *name = NULL;
  double duration = info->duration_s;

  if (!isfinite (duration) || duration < 0.0)
    duration = 0.0;
  if (info->label != NULL && *info->label != '\0')
    name = g_strdup (info->label);
  else
    name = g_strconcat ("session ", info->id != NULL ? info->id : "", NULL);

  begin_event (w, name, "X", PID_PIPELINE, TID_SESSION);
  g_string_append_printf (w->out,
                          ", \"cat\": \"session\", \"ts\": 0, \"dur\": %" G_GINT64_FORMAT
                          ", \"args\": {\"id\": ", to_us (duration));
  gp_json_append_string (w->out, info->id != NULL ? info->id : "");
  g_string_append (w->out, ", \"mode\": ");
  gp_json_append_string (w->out, info->mode != NULL ? info->mode : "");
  if (info->launch != NULL)
    {
      g_string_append (w->out, ", \"launch\": ");
      gp_json_append_string (w->out, info->launch);
    }
  if (info->command != NULL)
    {
      g_autofree char *command = g_strjoinv (" ", info->command);

      g_string_append (w->out, ", \"command\": ");
      gp_json_append_string (w->out, command);
    }
  g_string_append (w->out, "}}");
}

static void
append_other_data (GString   *out,
                   GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);
  GpTarget *target = gp_session_get_target (session);

  g_string_append (out, "\"otherData\": {\"schema\": ");
  gp_json_append_string (out, GP_SESSION_SCHEMA);
  g_string_append (out, ", \"session\": ");
  gp_json_append_string (out, info->id != NULL ? info->id : "");
  g_string_append (out, ", \"started\": ");
  gp_json_append_string (out, info->started != NULL ? info->started : "");
  g_string_append (out, ", \"platform\": ");
  gp_json_append_string (out, target->platform != NULL ? target->platform : "");
  g_string_append (out, ", \"gstreamer\": ");
  gp_json_append_string (out, target->gstreamer != NULL ? target->gstreamer : "");
  g_string_append (out, ", \"generator\": ");
  gp_json_append_string (out, "gst-profile " PACKAGE_VERSION);
  g_string_append (out, "}");
}

char *
gp_export_trace (GpSession *session)
{
  GpGraph *graph;
  const char *pipeline;
  g_autofree char *pipeline_name = NULL;
  Writer w = { NULL, NULL, TRUE };

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  graph = gp_session_get_graph (session);
  pipeline = gp_graph_get_pipeline (graph);
  pipeline_name = g_strconcat ("pipeline ", pipeline != NULL && *pipeline ? pipeline : "(unnamed)", NULL);

  w.out = g_string_new ("{\"traceEvents\": [");
  w.series = gp_session_get_series (session);

  append_process (&w, PID_PIPELINE, pipeline_name);
  append_metadata (&w, "thread_name", PID_PIPELINE, TID_SESSION, "session", 0);
  append_metadata (&w, "thread_sort_index", PID_PIPELINE, TID_SESSION, NULL, TID_SESSION);
  append_metadata (&w, "thread_name", PID_PIPELINE, TID_EVENTS, "events", 0);
  append_metadata (&w, "thread_sort_index", PID_PIPELINE, TID_EVENTS, NULL, TID_EVENTS);
  append_process (&w, PID_ELEMENTS, "elements");
  append_process (&w, PID_LINKS, "links");
  append_process (&w, PID_SYSTEM, "system");
  if (gp_session_get_n_threads (session) > 0)
    append_process (&w, PID_THREADS, "threads (latest CPU)");

  append_session_slice (&w, session);
  append_events (&w, session);

  append_pipeline_counters (&w);
  append_element_counters (&w);
  append_link_counters (&w);
  append_system_counters (&w);
  append_thread_counters (&w, session);

  g_string_append (w.out, "\n], \"displayTimeUnit\": \"ms\", ");
  append_other_data (w.out, session);
  g_string_append (w.out, "}\n");

  return g_string_free (w.out, FALSE);
}
