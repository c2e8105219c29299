/* gp-aggregator-backlog.c: backlogs estimated from the stock stats tracer's pushes
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

/* With stock GStreamer only (a board over SSH where nothing of ours is installed, a log a user
 * captured), the backlog of a queue is estimated from the stats tracer's `buffer` records (one per
 * push, spec/leak-hunt.md): buffers pushed into the element minus those pushed out of it are the
 * buffers it holds, bytes likewise, and as a queue is a FIFO the oldest one held is the oldest push
 * in not yet matched by a push out. Each window that fills `queue_level` (buffers),
 * `held_buffers`, `held_bytes` and `oldest_held_ms` of the element, sets
 * `capabilities.queue_levels` and `capabilities.whereabouts = estimated`.
 *
 * Exact data wins: an element for which our gpqueuelevels tracer reported a level gets no
 * estimated queue_level (the windows estimated before its first record are cleared), and once
 * whereabouts are exact (our plugin's hooks) no held_* column is estimated any more (likewise).
 *
 * What the estimate covers, and what it cannot:
 * - `queue`, `queue2`, `multiqueue` (by factory). Other elements get nothing: a tee pushes one
 *   buffer twice, a decoder turns one into many, so in − out means nothing there.
 * - `appsrc` and what derives from it (`interpipesrc`): the application feeds it through
 *   push-buffer, not a pad push, so its pushes in are invisible to stats; `appsink`: the
 *   application pulls from it, so its pushes out are. Neither is estimated (they would grow
 *   forever); their backlog needs our plugin or the appsrc debug lines.
 * - A leaky queue drops buffers it never pushes out. When its `leaky` property is known (from a
 *   dot dump of the capture), the estimate simulates the drops at its limits (`max-size-buffers`,
 *   `-bytes`, `-time`, the factory's defaults where not set; the time level is approximated by the
 *   span of push-in times held, right for live sources): downstream drops the oldest, upstream the
 *   incoming. Without any dot dump, a leaky queue is over-estimated (up to what passed).
 * - A push whose other pad stats never placed (a pad logged before it had a parent, as a demuxer's
 *   in decodebin) still counts for the element whose pad is known: a multiqueue fed by such a
 *   demuxer, a queue pushing into a bin's ghost pad.
 * - Buffers a flush discards (seeks) are not seen; pushes out with nothing held are ignored, so
 *   the estimate never goes below zero.
 *
 * - A stop asked for by the capture (gp_aggregator_mark_stop()) ends the estimate: what follows is
 *   teardown, not steady state (over SSH, `gst-launch-1.0 -e` drains every queue on EOS, which would
 *   end a leak's backlog at zero); the windows after the one holding the stop get no backlog.
 *
 * - A capture that asks for `GST_DEBUG=appsrc:5,queue_dataflow:6` (`run --queue-debug`) gets the
 *   levels GStreamer itself logs (gp-queue-debug.c). appsrc logs its level on every push and pop:
 *   exact, it fills the appsrc's queue_level like our tracer's records (held_* stay empty for it).
 *   A queue logs its counters only when it waits or wakes (empty, or full: a growing unbounded
 *   queue never does), so they correct the estimate down to what the queue really holds (a drop,
 *   a flush) instead of replacing it. Lines with bytes only (`queue filled`, older appsrc) give no
 *   level.
 *
 * Memory stays bounded by what is held, not by what passed: the FIFO keeps one chunk per 250 ms
 * of pushes in still held (first and last push-in time, count, bytes); the age of the oldest held
 * buffer inside a partly drained chunk is interpolated between its first and last push-in. */

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-queue-debug.h"

#define WINDOW_NS ((guint64) GP_AGGREGATOR_WINDOW_MS * G_GUINT64_CONSTANT (1000000))

/* GstQueue's defaults, used for a leaky queue whose limits the dot dump does not list. */
#define QUEUE_DEFAULT_BUFFERS 200
#define QUEUE_DEFAULT_BYTES   (10 * 1024 * 1024)
#define QUEUE_DEFAULT_TIME    G_GUINT64_CONSTANT (1000000000)

typedef enum
{
  LEAK_NONE,
  LEAK_UPSTREAM,    /* drops the incoming buffer when full */
  LEAK_DOWNSTREAM,  /* drops the oldest held */
} Leak;

/* A run of pushes in within one window. */
typedef struct
{
  guint64 first_ts;
  guint64 last_ts;
  guint64 count;     /* pushed in */
  guint64 popped;    /* of those, pushed out or dropped */
  guint64 bytes;     /* pushed in */
} Chunk;

struct _BacklogQueue
{
  char         *name;
  ElementState *element;     /* the aggregator's, for our tracer's exact levels */
  gboolean      exact;       /* our tracer reported a level: no estimated queue_level */
  gboolean      ever;        /* a push in or out was seen */
  GArray       *chunks;      /* Chunk, FIFO from index head */
  guint         head;
  guint64       held;
  guint64       held_bytes;
  Leak          leak;        /* refreshed every window from the graph */
  guint64       max_buffers; /* 0: no limit */
  guint64       max_bytes;
  guint64       max_time;
};

struct _GpAggregatorBacklog
{
  GHashTable *queues;        /* name → BacklogQueue (owns) */
  GPtrArray  *list;          /* BacklogQueue, creation order */
  guint64     last_ts;       /* the latest push seen */
  gboolean    wrote_held;    /* held_* estimated in some window */
  gboolean    stopped;       /* the capture asked the child to stop … */
  guint64     stop_ts;       /* … when the latest push was this one */
};

static void
backlog_queue_free (BacklogQueue *q)
{
  g_free (q->name);
  g_array_unref (q->chunks);
  g_free (q);
}

GpAggregatorBacklog *
_gp_aggregator_backlog_new (void)
{
  GpAggregatorBacklog *backlog = g_new0 (GpAggregatorBacklog, 1);

  backlog->queues = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                           (GDestroyNotify) backlog_queue_free);
  backlog->list = g_ptr_array_new ();
  return backlog;
}

void
_gp_aggregator_backlog_free (GpAggregatorBacklog *backlog)
{
  if (backlog == NULL)
    return;
  g_ptr_array_unref (backlog->list);
  g_hash_table_unref (backlog->queues);
  g_free (backlog);
}

/* Whether @factory's backlog can be told from pushes in and out. */
static gboolean
is_estimable (const char *factory)
{
  return factory != NULL &&
         (strcmp (factory, "queue") == 0 || strcmp (factory, "queue2") == 0 ||
          strcmp (factory, "multiqueue") == 0);
}

static BacklogQueue *
ensure_queue (GpAggregator *self,
              const char   *name)
{
  GpAggregatorBacklog *backlog = self->backlog;
  GpElement *element = gp_graph_lookup_element (self->graph, name);
  BacklogQueue *q;

  if (element == NULL || element->is_bin || !is_estimable (element->factory))
    return NULL;

  q = g_hash_table_lookup (backlog->queues, name);
  if (q != NULL)
    return q;

  q = g_new0 (BacklogQueue, 1);
  q->name = g_strdup (name);
  q->element = _gp_aggregator_ensure_element_state (self, name, strlen (name));
  q->chunks = g_array_new (FALSE, FALSE, sizeof (Chunk));
  g_hash_table_insert (backlog->queues, q->name, q);
  g_ptr_array_add (backlog->list, q);
  return q;
}

static inline Chunk *
front (BacklogQueue *q)
{
  return &g_array_index (q->chunks, Chunk, q->head);
}

static guint64
oldest_ts (BacklogQueue *q)
{
  const Chunk *c = front (q);

  if (c->count <= 1 || c->popped == 0)
    return c->first_ts;
  return c->first_ts + (guint64) ((double) (c->last_ts - c->first_ts) * (double) c->popped /
                                  (double) (c->count - 1));
}

/* Takes the oldest held buffer off the FIFO; @size is its size when known
 * (a push out), else the average of its chunk (a leaky drop). */
static void
pop_front (BacklogQueue *q,
           gboolean      size_known,
           guint64       size)
{
  Chunk *c = front (q);

  if (!size_known)
    size = c->bytes / c->count;
  c->popped++;
  q->held--;
  q->held_bytes = q->held_bytes > size ? q->held_bytes - size : 0;
  if (q->held == 0)
    q->held_bytes = 0;

  if (c->popped < c->count)
    return;
  q->head++;
  if (q->head == q->chunks->len)
    {
      g_array_set_size (q->chunks, 0);
      q->head = 0;
    }
  else if (q->head >= 64 && q->head * 2 >= q->chunks->len)
    {
      g_array_remove_range (q->chunks, 0, q->head);
      q->head = 0;
    }
}

static gboolean
is_full (BacklogQueue *q,
         guint64       now)
{
  if (q->held == 0)
    return FALSE;
  return (q->max_buffers > 0 && q->held >= q->max_buffers) ||
         (q->max_bytes > 0 && q->held_bytes >= q->max_bytes) ||
         (q->max_time > 0 && now > oldest_ts (q) && now - oldest_ts (q) >= q->max_time);
}

static void
push_in (BacklogQueue *q,
         guint64       ts,
         guint64       size)
{
  Chunk *back;

  if (q->leak != LEAK_NONE && is_full (q, ts))
    {
      if (q->leak == LEAK_UPSTREAM)
        return;
      while (is_full (q, ts))
        pop_front (q, FALSE, 0);
    }

  /* A push a little in the past (another thread's, into a multiqueue) joins
   * the chunk too: one chunk a window however the threads interleave. */
  back = q->chunks->len > q->head ? &g_array_index (q->chunks, Chunk, q->chunks->len - 1) : NULL;
  if (back == NULL || ts + WINDOW_NS <= back->first_ts || ts >= back->first_ts + WINDOW_NS)
    {
      Chunk chunk = { ts, ts, 0, 0, 0 };

      g_array_append_val (q->chunks, chunk);
      back = &g_array_index (q->chunks, Chunk, q->chunks->len - 1);
    }
  if (back->popped == 0)
    back->first_ts = MIN (back->first_ts, ts);
  back->last_ts = MAX (back->last_ts, ts);
  back->count++;
  back->bytes += size;
  q->held++;
  q->held_bytes += size;
}

void
_gp_aggregator_backlog_on_push (GpAggregator *self,
                                LinkState    *link,
                                guint64       ts,
                                guint64       size)
{
  if (!link->backlog_resolved)
    {
      link->backlog_resolved = TRUE;
      link->backlog_into = ensure_queue (self, link->link->sink_element);
      link->backlog_out_of = ensure_queue (self, link->link->src_element);
    }
  if (link->backlog_into == NULL && link->backlog_out_of == NULL)
    return;

  self->backlog->last_ts = MAX (self->backlog->last_ts, ts);
  if (link->backlog_out_of != NULL)
    {
      BacklogQueue *q = link->backlog_out_of;

      q->ever = TRUE;
      if (q->held > 0)
        pop_front (q, TRUE, size);
    }
  if (link->backlog_into != NULL)
    {
      link->backlog_into->ever = TRUE;
      push_in (link->backlog_into, ts, size);
    }
}

void
_gp_aggregator_backlog_on_debug (GpAggregator       *self,
                                 const GpTracerLine *line)
{
  GpQueueDebug debug;
  ElementState *state;

  g_autofree char *name = NULL;
  BacklogQueue *q;

  _gp_aggregator_advance (self, line->wall_ns);
  if (!gp_queue_debug_parse (line->body, &debug) || !debug.has_buffers)
    return;

  /* A queue logs its counters only when it waits or wakes (empty or full), so
   * they correct the estimate (down to what it really holds: drops, flushes)
   * rather than replace it. */
  name = g_utf8_make_valid (debug.element.ptr, debug.element.len);
  q = ensure_queue (self, name);
  if (q != NULL)
    {
      while (q->held > debug.buffers)
        pop_front (q, FALSE, 0);
      if (debug.has_bytes && q->held_bytes > debug.bytes)
        q->held_bytes = debug.bytes;
      return;
    }

  /* appsrc logs its level on every push and pop: exact, like our tracer's
   * queue-level records. */
  gp_session_get_target (self->session)->capabilities.queue_levels = TRUE;
  state = _gp_aggregator_ensure_element_state (self, debug.element.ptr, debug.element.len);
  state->has_level = TRUE;
  state->level = (double) debug.buffers;
}

void
_gp_aggregator_backlog_on_pad_push (GpAggregator *self,
                                    const char   *owner,
                                    gboolean      into,
                                    guint64       ts,
                                    guint64       size)
{
  BacklogQueue *q = ensure_queue (self, owner);

  if (q == NULL)
    return;
  self->backlog->last_ts = MAX (self->backlog->last_ts, ts);
  q->ever = TRUE;
  if (into)
    push_in (q, ts, size);
  else if (q->held > 0)
    pop_front (q, TRUE, size);
}

static guint64
prop_uint (const GpElement *element,
           const char      *name,
           guint64          fallback)
{
  const char *value = gp_str_map_lookup (element->props, name);
  char *end = NULL;
  guint64 v;

  if (value == NULL)
    return fallback;
  v = g_ascii_strtoull (value, &end, 10);
  return end != value ? v : fallback;
}

/* The leaky setting and limits as the graph knows them now (dot dumps merge
 * into it as the capture goes). */
static void
refresh_config (GpAggregator *self,
                BacklogQueue *q)
{
  GpElement *element = gp_graph_lookup_element (self->graph, q->name);
  const char *leaky;

  q->leak = LEAK_NONE;
  if (element == NULL || strcmp (element->factory, "queue") != 0)
    return;
  leaky = gp_str_map_lookup (element->props, "leaky");
  if (leaky == NULL)
    return;
  if (strstr (leaky, "upstream") != NULL || strstr (leaky, "UPSTREAM") != NULL || strcmp (leaky, "1") == 0)
    q->leak = LEAK_UPSTREAM;
  else if (strstr (leaky, "downstream") != NULL || strstr (leaky, "DOWNSTREAM") != NULL ||
           strcmp (leaky, "2") == 0)
    q->leak = LEAK_DOWNSTREAM;
  q->max_buffers = prop_uint (element, "max-size-buffers", QUEUE_DEFAULT_BUFFERS);
  q->max_bytes = prop_uint (element, "max-size-bytes", QUEUE_DEFAULT_BYTES);
  q->max_time = prop_uint (element, "max-size-time", QUEUE_DEFAULT_TIME);
}

static void
clear_before (GArray *column,
              guint   idx)
{
  for (guint i = 0; i < idx && i < column->len; i++)
    g_array_index (column, double, i) = GP_NULL;
}

void
gp_aggregator_mark_stop (GpAggregator *self)
{
  g_return_if_fail (self != NULL);

  if (self->backlog->stopped)
    return;
  self->backlog->stopped = TRUE;
  self->backlog->stop_ts = self->backlog->last_ts;
}

void
_gp_aggregator_backlog_flush (GpAggregator *self,
                              guint         idx,
                              guint64       win_end)
{
  GpAggregatorBacklog *backlog = self->backlog;
  GpCapabilities *caps = &gp_session_get_target (self->session)->capabilities;
  gboolean held_exact = caps->whereabouts == GP_WHEREABOUTS_EXACT;
  guint64 now = MIN (win_end, backlog->last_ts);

  if (backlog->stopped && win_end > backlog->stop_ts + WINDOW_NS)
    return;

  for (guint i = 0; i < backlog->list->len; i++)
    {
      BacklogQueue *q = g_ptr_array_index (backlog->list, i);
      GpElementSeries *es;

      if (!q->exact && q->element->has_level)
        {
          q->exact = TRUE;
          es = gp_series_lookup_element (self->series, q->name);
          if (es != NULL)
            clear_before (es->queue_level, idx);
        }
      if (held_exact && backlog->wrote_held)
        {
          es = gp_series_lookup_element (self->series, q->name);
          if (es != NULL)
            {
              clear_before (es->held_buffers, idx);
              clear_before (es->held_bytes, idx);
              clear_before (es->oldest_held_ms, idx);
            }
        }

      refresh_config (self, q);
      /* A leaky queue learnt late: down to its limits at once. */
      if (q->leak != LEAK_NONE)
        while (q->held > 0 && ((q->max_buffers > 0 && q->held > q->max_buffers) ||
                               (q->max_bytes > 0 && q->held_bytes > q->max_bytes)))
          pop_front (q, FALSE, 0);

      if (!q->ever || (q->exact && held_exact))
        continue;

      es = gp_series_ensure_element (self->series, q->name);
      if (!q->exact)
        {
          g_array_index (es->queue_level, double, idx) = (double) q->held;
          caps->queue_levels = TRUE;
        }
      if (!held_exact)
        {
          double age = 0;

          if (q->held > 0 && now > oldest_ts (q))
            age = gp_py_round ((double) (now - oldest_ts (q)) / 1e6, 3);
          g_array_index (es->held_buffers, double, idx) = (double) q->held;
          g_array_index (es->held_bytes, double, idx) = (double) q->held_bytes;
          g_array_index (es->oldest_held_ms, double, idx) = age;
          caps->whereabouts = GP_WHEREABOUTS_ESTIMATED;
        }
    }
  if (held_exact)
    backlog->wrote_held = FALSE;
  else if (caps->whereabouts == GP_WHEREABOUTS_ESTIMATED)
    backlog->wrote_held = TRUE;
}

/* An element renamed to its copy (gp-aggregator-copies.c): its estimate follows. */
void
_gp_aggregator_backlog_rename (GpAggregator *self,
                               const char   *old_id,
                               const char   *new_id)
{
  GpAggregatorBacklog *backlog = self->backlog;
  BacklogQueue *q = g_hash_table_lookup (backlog->queues, old_id);

  if (q == NULL || g_hash_table_contains (backlog->queues, new_id))
    return;
  g_hash_table_steal (backlog->queues, old_id);
  g_free (q->name);
  q->name = g_strdup (new_id);
  g_hash_table_insert (backlog->queues, q->name, q);
}
