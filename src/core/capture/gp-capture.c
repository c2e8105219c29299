/* gp-capture.c: GpCapture, the capture engine: a session that grows window by window
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

/* GpCapture is what `run`, `wrap`, the app's capture dialog and Re-run drive: it feeds a
 * GpTransport's log chunks, dot dumps and /proc and tegrastats samples into the session through a
 * GpAggregator (core/ingest), so that the session grows window by window while the child runs, and
 * tells observers what changed (::window-added, ::graph-changed, ::event-added) for the app's live
 * view. A line over GP_CAPTURE_MAX_LINE (1 MiB) is dropped and counted, never buffered; a dot dump
 * that does not parse is counted as dropped. The duration counts from the child's start (over SSH,
 * when the board reports its PID). At the end the transport's fault becomes a note of the session
 * and the duration is the wall clock's, and whether the pipeline reached PLAYING is decided
 * (session.reached_playing; gp_capture_get_never_ran(): one that ended by itself before is not a
 * session). Also the child environment of reference.md §2 (GST_TRACERS,
 * GST_DEBUG for a mode). */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-aggregator.h"
#include "gp-capture.h"
#include "gp-dot.h"

struct _GpCapture
{
  GObject         parent_instance;

  GpSession      *session;
  GpTransport    *transport;
  GpAggregator   *aggregator;

  GByteArray     *partial;          /* the line being read */
  gboolean        skipping;         /* the rest of an over-long line */
  guint64         lines_read;
  guint64         lines_dropped;
  guint64         dots_read;
  guint64         dots_dropped;

  guint64         duration_ms;
  guint           duration_source;
  gboolean        duration_pending; /* waits for the child's PID (a remote start) */
  gint64          start_us;
  gint64          end_us;
  GpCaptureState  state;
  gboolean        stop_requested;
  gboolean        has_exit_code;
  int             exit_code;
  gboolean        saw_playing_dot;  /* gst-launch-1.0's *PAUSED_PLAYING dump */
  gboolean        never_ran;        /* ended by itself before PLAYING */

  GPtrArray      *faults;           /* of char*: the transport's, for the notes */

  GpTegraSample  *tegra;            /* the latest tegrastats sample */
  double          rss_bytes;        /* the latest RSS, NAN when unknown */
  double          mem_available_bytes; /* the latest MemAvailable, NAN when unknown */
  double          last_filled_t;    /* system columns are filled up to this window */

  guint           n_windows;
  guint           n_events;
  guint64         graph_signature;
};

enum {
  PROP_0,
  PROP_SESSION,
  PROP_TRANSPORT,
  PROP_STATE,
  PROP_N_WINDOWS,
  PROP_LINES_READ,
  PROP_LINES_DROPPED,
  PROP_DOTS_DROPPED,
  N_PROPS
};

enum {
  WINDOW_ADDED,
  GRAPH_CHANGED,
  EVENT_ADDED,
  NOTICE,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GpCapture, gp_capture, G_TYPE_OBJECT)

static double
round3 (double value)
{
  return round (value * 1000.0) / 1000.0;
}

static void
set_state (GpCapture      *self,
           GpCaptureState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* What changed in the session */

static guint64
graph_signature (GpGraph *graph)
{
  guint64 signature = ((guint64) gp_graph_n_elements (graph) << 32) ^ gp_graph_n_links (graph);

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);

      signature = signature * 31 + (link->caps != NULL ? g_str_hash (link->caps) : 0);
    }
  return signature;
}

/* The aggregator closes windows; the tegrastats loads and the RSS are ours
 * to fill, with the latest sample, like its CPU columns. */
static void
fill_system_columns (GpCapture *self)
{
  GpSeries *series = gp_session_get_series (self->session);
  GpSystemSeries *system = gp_series_get_system (series);
  guint n = gp_series_get_n_windows (series);
  guint first = n;

  while (first > 0 && gp_series_get_t (series, first - 1) > self->last_filled_t)
    first--;

  for (guint i = first; i < n; i++)
    {
      if (self->tegra != NULL)
        {
          const struct {
            GArray *column;
            double  value;
          } loads[] = {
            { system->gr3d_pct,  self->tegra->gr3d_pct },
            { system->vic_pct,   self->tegra->vic_pct },
            { system->nvenc_pct, self->tegra->nvenc_pct },
            { system->nvdec_pct, self->tegra->nvdec_pct },
            { system->emc_pct,   self->tegra->emc_pct },
          };

          for (guint k = 0; k < G_N_ELEMENTS (loads); k++)
            if (i < loads[k].column->len && gp_is_null (g_array_index (loads[k].column, double, i)))
              g_array_index (loads[k].column, double, i) = loads[k].value;
        }
      if (i < system->rss_bytes->len)
        g_array_index (system->rss_bytes, double, i) = self->rss_bytes;
      if (i < system->mem_available_bytes->len)
        g_array_index (system->mem_available_bytes, double, i) = self->mem_available_bytes;
    }

  if (n > 0)
    self->last_filled_t = gp_series_get_t (series, n - 1);
}

static void
emit_changes (GpCapture *self)
{
  GpSeries *series = gp_session_get_series (self->session);
  guint n_windows = gp_series_get_n_windows (series);
  guint n_events = gp_session_get_n_events (self->session);
  guint64 signature = graph_signature (gp_session_get_graph (self->session));

  fill_system_columns (self);

  if (signature != self->graph_signature)
    {
      self->graph_signature = signature;
      g_signal_emit (self, signals[GRAPH_CHANGED], 0);
    }

  for (; self->n_events < n_events; self->n_events++)
    g_signal_emit (self, signals[EVENT_ADDED], 0, self->n_events);

  if (n_windows != self->n_windows)
    {
      /* A window count that shrank was trimmed at the front (hours in). */
      guint first = n_windows > self->n_windows ? self->n_windows : n_windows;

      self->n_windows = n_windows;
      for (guint i = first; i < n_windows; i++)
        g_signal_emit (self, signals[WINDOW_ADDED], 0, i);

      g_object_freeze_notify (G_OBJECT (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_WINDOWS]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES_READ]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES_DROPPED]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOTS_DROPPED]);
      g_object_thaw_notify (G_OBJECT (self));
    }
}

/* The log */

static void
deliver_line (GpCapture  *self,
              const char *line,
              gsize       len)
{
  if (len > 0 && line[len - 1] == '\r')
    len--;
  self->lines_read++;
  gp_aggregator_feed_line (self->aggregator, line, len);
}

static void
feed (GpCapture  *self,
      const char *data,
      gsize       len)
{
  while (len > 0)
    {
      const char *nl = memchr (data, '\n', len);
      gsize seg = nl != NULL ? (gsize) (nl - data) : len;

      if (self->skipping)
        ;
      else if (self->partial->len + seg > GP_CAPTURE_MAX_LINE)
        {
          /* Too long to be a tracer record: dropped, up to its end. */
          self->lines_dropped++;
          self->skipping = TRUE;
          g_byte_array_set_size (self->partial, 0);
        }
      else if (nl != NULL && self->partial->len == 0)
        deliver_line (self, data, seg);
      else
        g_byte_array_append (self->partial, (const guint8 *) data, seg);

      if (nl == NULL)
        break;

      if (self->skipping)
        self->skipping = FALSE;
      else if (self->partial->len > 0)
        {
          deliver_line (self, (const char *) self->partial->data, self->partial->len);
          g_byte_array_set_size (self->partial, 0);
        }

      data += seg + 1;
      len -= seg + 1;
    }
}

static gboolean duration_cb (gpointer user_data);

/* The duration counts from the child's start: over SSH that is when the
 * board reports its PID, after the connection is made. */
static void
maybe_start_duration (GpCapture *self)
{
  if (!self->duration_pending || gp_transport_get_pid (self->transport) <= 0)
    return;
  self->duration_pending = FALSE;
  self->duration_source = g_timeout_add ((guint) MIN (self->duration_ms, G_MAXUINT), duration_cb, self);
}

static void
log_data_cb (GpTransport *transport,
             GBytes      *chunk,
             GpCapture   *self)
{
  gsize len = 0;
  const char *data = g_bytes_get_data (chunk, &len);

  if (self->state == GP_CAPTURE_STATE_FINISHED || data == NULL)
    return;
  maybe_start_duration (self);
  feed (self, data, len);
  emit_changes (self);
}

static void
dot_cb (GpTransport *transport,
        const char  *name,
        GBytes      *contents,
        GpCapture   *self)
{
  g_autoptr(GpDotGraph) dot = NULL;
  const char *data;
  gsize len = 0;

  if (self->state == GP_CAPTURE_STATE_FINISHED)
    return;

  /* gst-launch-1.0 dumps the graph as its pipeline reaches PLAYING, read or
   * not. */
  if (name != NULL && strstr (name, "PAUSED_PLAYING") != NULL)
    self->saw_playing_dot = TRUE;

  if (contents == NULL)
    {
      self->dots_dropped++;
      return;
    }

  data = g_bytes_get_data (contents, &len);
  dot = gp_dot_parse (data != NULL ? data : "", (gssize) len, NULL);
  if (dot == NULL)
    {
      self->dots_dropped++;
      return;
    }

  self->dots_read++;
  gp_aggregator_add_dot (self->aggregator, dot);
  emit_changes (self);
}

/* Samples */

static void
proc_sample_cb (GpTransport  *transport,
                gpointer      data,
                GpCapture    *self)
{
  const GpProcSample *sample = data;
  g_autofree GpThreadCpu *threads = NULL;
  const double *cores;
  guint n_cores;

  if (self->state == GP_CAPTURE_STATE_FINISHED || sample == NULL)
    return;
  maybe_start_duration (self);

  /* A process on its way out has no RSS any more: keep the last one. */
  if (!gp_is_null (sample->rss_bytes))
    self->rss_bytes = sample->rss_bytes;
  if (!gp_is_null (sample->mem_available_bytes))
    self->mem_available_bytes = sample->mem_available_bytes;

  /* tegrastats' per-core list only stands in for a missing /proc one */
  cores = (const double *) (gpointer) sample->per_core_pct->data;
  n_cores = sample->per_core_pct->len;
  if (n_cores == 0 && self->tegra != NULL && self->tegra->cpu_pct_per_core != NULL)
    {
      cores = (const double *) (gpointer) self->tegra->cpu_pct_per_core->data;
      n_cores = self->tegra->cpu_pct_per_core->len;
    }

  threads = g_new0 (GpThreadCpu, MAX (sample->thread_keys->len, 1));
  for (guint i = 0; i < sample->thread_keys->len; i++)
    {
      threads[i].key = g_ptr_array_index (sample->thread_keys, i);
      threads[i].pct = g_array_index (sample->thread_pct, double, i);
    }

  gp_aggregator_ingest_cpu (self->aggregator, cores, n_cores, sample->total_pct,
                            threads, sample->thread_keys->len);
}

static void
tegra_sample_cb (GpTransport  *transport,
                 gpointer      data,
                 GpCapture    *self)
{
  const GpTegraSample *sample = data;

  if (self->state == GP_CAPTURE_STATE_FINISHED || sample == NULL)
    return;
  g_clear_pointer (&self->tegra, gp_tegra_sample_free);
  self->tegra = gp_tegra_sample_copy (sample);
}

static void
notice_cb (GpTransport *transport,
           const char  *message,
           GpCapture   *self)
{
  g_signal_emit (self, signals[NOTICE], 0, message);
}

static void
fault_cb (GpTransport *transport,
          const char  *message,
          GpCapture   *self)
{
  if (self->state == GP_CAPTURE_STATE_FINISHED)
    return;
  g_ptr_array_add (self->faults, g_strdup (message));
  g_signal_emit (self, signals[NOTICE], 0, message);
}

/* The end */

/* Did the pipeline reach PLAYING? Known when the child is gst-launch-1.0
 * (it dumps the graph then), when the stats tracer's messages show state
 * changes, or when the child reported a failure in gst-launch-1.0's words;
 * unknown (taken as yes) otherwise: a --lite `wrap` of an application. */
static gboolean
never_played (GpCapture *self)
{
  GpSessionInfo *info = gp_session_get_info (self->session);
  gboolean known = g_strcmp0 (info->mode, "run") == 0 || gp_transport_get_report (self->transport) != NULL;

  if (self->saw_playing_dot)
    return FALSE;
  for (guint i = 0; i < gp_session_get_n_events (self->session); i++)
    {
      const GpEvent *event = gp_session_get_event (self->session, i);

      if (g_strcmp0 (event->kind, "state-changed") != 0)
        continue;
      known = TRUE;
      if (event->text != NULL && strstr (event->text, "new-state=(GstState)playing") != NULL)
        return FALSE;
    }
  return known;
}

static void
exited_cb (GpTransport *transport,
           GpCapture   *self)
{
  GpSessionInfo *info = gp_session_get_info (self->session);
  GpSeries *series = gp_session_get_series (self->session);
  g_autofree char *exit_text = NULL;
  guint n;

  if (self->state == GP_CAPTURE_STATE_FINISHED)
    return;

  g_clear_handle_id (&self->duration_source, g_source_remove);
  self->end_us = g_get_monotonic_time ();

  /* A final partial line is delivered too. */
  if (!self->skipping && self->partial->len > 0)
    deliver_line (self, (const char *) self->partial->data, self->partial->len);
  g_byte_array_set_size (self->partial, 0);

  gp_aggregator_finish (self->aggregator);
  emit_changes (self);

  self->has_exit_code = gp_transport_get_exit_code (self->transport, &self->exit_code);

  /* A pipeline that never reached PLAYING has no findings; one that ended
   * so by itself (it could not be built, an element refused to start) ran
   * nothing at all: not a session. One we stopped while it prerolled is. */
  info->never_played = never_played (self);
  self->never_ran = info->never_played && !self->stop_requested;
  if (info->never_played && !self->never_ran && self->faults->len == 0)
    {
      const char *fault = "the pipeline never reached PLAYING (stuck prerolling?); "
                          "nothing flowed while it was captured";

      g_ptr_array_add (self->faults, g_strdup (fault));
      g_signal_emit (self, signals[NOTICE], 0, fault);
    }

  /* Wall clock for captures (the aggregator set last t + 0.25). */
  info->duration_s = round3 ((double) (self->end_us - self->start_us) / G_USEC_PER_SEC);

  n = gp_series_get_n_windows (series);
  if (self->has_exit_code)
    exit_text = g_strdup_printf ("exit code %d", self->exit_code);
  else
    exit_text = g_strdup ("exit code None");
  gp_session_add_event (self->session, n > 0 ? gp_series_get_t (series, n - 1) : 0.0,
                        "child-exit", exit_text);
  g_ptr_array_add (info->notes,
                   g_strdup_printf ("lines read %" G_GUINT64_FORMAT ", dropped %" G_GUINT64_FORMAT
                                    ", dot files dropped %" G_GUINT64_FORMAT,
                                    self->lines_read, self->lines_dropped, self->dots_dropped));
  /* What went wrong, after the reference's note. */
  for (guint i = 0; i < self->faults->len; i++)
    g_ptr_array_add (info->notes, g_strdup (g_ptr_array_index (self->faults, i)));
  emit_changes (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES_READ]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES_DROPPED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOTS_DROPPED]);
  set_state (self, GP_CAPTURE_STATE_FINISHED);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[FINISHED], 0);
}

static gboolean
duration_cb (gpointer user_data)
{
  GpCapture *self = user_data;

  self->duration_source = 0;
  gp_capture_stop (self);
  return G_SOURCE_REMOVE;
}

/* GObject */

static void
gp_capture_dispose (GObject *object)
{
  GpCapture *self = (GpCapture *)object;

  g_clear_handle_id (&self->duration_source, g_source_remove);
  if (self->transport != NULL)
    g_signal_handlers_disconnect_by_data (self->transport, self);
  g_clear_object (&self->transport);
  g_clear_pointer (&self->aggregator, gp_aggregator_free);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (gp_capture_parent_class)->dispose (object);
}

static void
gp_capture_finalize (GObject *object)
{
  GpCapture *self = (GpCapture *)object;

  g_byte_array_unref (self->partial);
  g_ptr_array_unref (self->faults);
  g_clear_pointer (&self->tegra, gp_tegra_sample_free);

  G_OBJECT_CLASS (gp_capture_parent_class)->finalize (object);
}

static void
gp_capture_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GpCapture *self = GP_CAPTURE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    case PROP_TRANSPORT:
      g_value_set_object (value, self->transport);
      break;

    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;

    case PROP_N_WINDOWS:
      g_value_set_uint (value, self->n_windows);
      break;

    case PROP_LINES_READ:
      g_value_set_uint64 (value, self->lines_read);
      break;

    case PROP_LINES_DROPPED:
      g_value_set_uint64 (value, self->lines_dropped);
      break;

    case PROP_DOTS_DROPPED:
      g_value_set_uint64 (value, self->dots_dropped);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_capture_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  GpCapture *self = GP_CAPTURE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;

    case PROP_TRANSPORT:
      self->transport = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_capture_constructed (GObject *object)
{
  GpCapture *self = (GpCapture *)object;

  G_OBJECT_CLASS (gp_capture_parent_class)->constructed (object);

  g_assert (GP_IS_SESSION (self->session));
  g_assert (GP_IS_TRANSPORT (self->transport));

  self->aggregator = gp_aggregator_new (self->session);
  self->n_windows = gp_series_get_n_windows (gp_session_get_series (self->session));
  self->n_events = gp_session_get_n_events (self->session);
  self->graph_signature = graph_signature (gp_session_get_graph (self->session));

  g_signal_connect (self->transport, "log-data", G_CALLBACK (log_data_cb), self);
  g_signal_connect (self->transport, "dot", G_CALLBACK (dot_cb), self);
  g_signal_connect (self->transport, "proc-sample", G_CALLBACK (proc_sample_cb), self);
  g_signal_connect (self->transport, "tegra-sample", G_CALLBACK (tegra_sample_cb), self);
  g_signal_connect (self->transport, "notice", G_CALLBACK (notice_cb), self);
  g_signal_connect (self->transport, "fault", G_CALLBACK (fault_cb), self);
  g_signal_connect (self->transport, "exited", G_CALLBACK (exited_cb), self);
}

static void
gp_capture_class_init (GpCaptureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = gp_capture_constructed;
  object_class->dispose = gp_capture_dispose;
  object_class->finalize = gp_capture_finalize;
  object_class->get_property = gp_capture_get_property;
  object_class->set_property = gp_capture_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         GP_TYPE_SESSION,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  properties[PROP_TRANSPORT] =
    g_param_spec_object ("transport", NULL, NULL,
                         GP_TYPE_TRANSPORT,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL,
                       GP_TYPE_CAPTURE_STATE, GP_CAPTURE_STATE_IDLE,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_N_WINDOWS] =
    g_param_spec_uint ("n-windows", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_LINES_READ] =
    g_param_spec_uint64 ("lines-read", NULL, NULL,
                         0, G_MAXUINT64, 0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_LINES_DROPPED] =
    g_param_spec_uint64 ("lines-dropped", NULL, NULL,
                         0, G_MAXUINT64, 0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_DOTS_DROPPED] =
    g_param_spec_uint64 ("dots-dropped", NULL, NULL,
                         0, G_MAXUINT64, 0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[WINDOW_ADDED] =
    g_signal_new ("window-added",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  signals[GRAPH_CHANGED] =
    g_signal_new ("graph-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  signals[EVENT_ADDED] =
    g_signal_new ("event-added",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  signals[NOTICE] =
    g_signal_new ("notice",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
gp_capture_init (GpCapture *self)
{
  self->partial = g_byte_array_new ();
  self->faults = g_ptr_array_new_with_free_func (g_free);
  self->rss_bytes = NAN;
  self->mem_available_bytes = NAN;
  self->last_filled_t = -INFINITY;
  self->state = GP_CAPTURE_STATE_IDLE;
}

GpCapture *
gp_capture_new (GpSession   *session,
                GpTransport *transport)
{
  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (GP_IS_TRANSPORT (transport), NULL);

  return g_object_new (GP_TYPE_CAPTURE,
                       "session", session,
                       "transport", transport,
                       NULL);
}

GpSession *
gp_capture_get_session (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), NULL);
  return self->session;
}

GpTransport *
gp_capture_get_transport (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), NULL);
  return self->transport;
}

void
gp_capture_set_duration_ms (GpCapture *self,
                            guint64    duration_ms)
{
  g_return_if_fail (GP_IS_CAPTURE (self));
  g_return_if_fail (self->state == GP_CAPTURE_STATE_IDLE);

  self->duration_ms = duration_ms;
}

gboolean
gp_capture_start (GpCapture  *self,
                  GError    **error)
{
  GpSessionInfo *info;
  g_autoptr(GDateTime) now = NULL;

  g_return_val_if_fail (GP_IS_CAPTURE (self), FALSE);
  g_return_val_if_fail (self->state == GP_CAPTURE_STATE_IDLE, FALSE);

  info = gp_session_get_info (self->session);
  now = g_date_time_new_now_utc ();
  g_free (info->started);
  info->started = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");

  self->start_us = g_get_monotonic_time ();
  if (!gp_transport_start (self->transport, error))
    return FALSE;

  if (self->duration_ms > 0)
    {
      self->duration_pending = TRUE;
      maybe_start_duration (self);
    }

  set_state (self, GP_CAPTURE_STATE_RUNNING);
  return TRUE;
}

void
gp_capture_stop (GpCapture *self)
{
  g_return_if_fail (GP_IS_CAPTURE (self));

  if (self->state != GP_CAPTURE_STATE_RUNNING)
    return;

  self->stop_requested = TRUE;
  gp_aggregator_mark_stop (self->aggregator);
  self->duration_pending = FALSE;
  g_clear_handle_id (&self->duration_source, g_source_remove);
  set_state (self, GP_CAPTURE_STATE_STOPPING);
  gp_transport_stop (self->transport);
}

GpCaptureState
gp_capture_get_state (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), GP_CAPTURE_STATE_IDLE);
  return self->state;
}

guint
gp_capture_get_n_windows (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), 0);
  return self->n_windows;
}

guint64
gp_capture_get_lines_read (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), 0);
  return self->lines_read;
}

guint64
gp_capture_get_lines_dropped (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), 0);
  return self->lines_dropped;
}

guint64
gp_capture_get_dots_read (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), 0);
  return self->dots_read;
}

guint64
gp_capture_get_dots_dropped (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), 0);
  return self->dots_dropped;
}

double
gp_capture_get_elapsed (GpCapture *self)
{
  gint64 end;

  g_return_val_if_fail (GP_IS_CAPTURE (self), 0.0);

  if (self->start_us == 0)
    return 0.0;
  end = self->end_us != 0 ? self->end_us : g_get_monotonic_time ();
  return (double) (end - self->start_us) / G_USEC_PER_SEC;
}

gboolean
gp_capture_get_exit_code (GpCapture *self,
                          int       *exit_code)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), FALSE);

  if (!self->has_exit_code)
    return FALSE;
  if (exit_code != NULL)
    *exit_code = self->exit_code;
  return TRUE;
}

const char *
gp_capture_get_fault (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), NULL);
  return self->faults->len > 0 ? g_ptr_array_index (self->faults, 0) : NULL;
}

gboolean
gp_capture_get_never_ran (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), FALSE);
  return self->state == GP_CAPTURE_STATE_FINISHED && self->never_ran;
}

const char *
gp_capture_get_report (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), NULL);
  return gp_transport_get_report (self->transport);
}

gboolean
gp_capture_get_child_self_exited (GpCapture *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE (self), FALSE);
  return self->state == GP_CAPTURE_STATE_FINISHED && !self->stop_requested;
}
