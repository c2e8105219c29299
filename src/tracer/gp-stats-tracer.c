/* gp-stats-tracer.c: GpStatsTracer: processing time, latency and link flow, aggregated in-process
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

/* The `gpstats` tracer measures what the stock `latency(flags=pipeline+element+reported)` and
 * `stats` tracers give the aggregator, and writes it once per window (GpTracerTimer) instead of a
 * text line (and, for latency, two custom events) per buffer:
 *
 * - processing time (the latency tracer's `element-latency`): for an element B, the time from the
 *   push of a buffer into B to B's next push out. The stock tracer sends a probe event ahead of each
 *   buffer and reads it back when B pushes; here a thread-local stack of the chain calls in progress
 *   gives the entry time when B pushes from inside its chain (most elements), and a small FIFO per
 *   element whose src pad runs a task (queue, queue2, multiqueue, aggregators) when it pushes from
 *   its own thread: the entry is found by the buffer pointer (a queue pushes out what came in), else
 *   the newest entry stands for it (what the stock probe, the last event through, would say).
 *   Sources and sinks get none, as with the stock tracer.
 * - pipeline latency (`latency`): from a source's push to the push into a sink. The source's push
 *   time travels with the buffer the same way (stack frames, FIFO entries).
 * - link flow (stats' `buffer`): buffers and bytes per pushing pad and its peer, ghost pads
 *   included (as stats logs them), pulls too.
 * - reported latency (`element-reported-latency`): the stock latency tracer's LATENCY-query logic,
 *   verbatim in effect; queries are rare, so it allocates.
 * - topology and bus messages (stats' `new-element`, `new-pad`, `message`): the same records.
 *
 * Hot path: a buffer push costs a qdata lookup on the pad, a few relaxed atomic adds (counters and
 * a histogram bucket, gp-stats-hist-private.h) and, for an element with a task, one uncontended
 * mutex; no allocation, no formatting. Records are written each tick, at the pipeline's EOS (an
 * application need not call gst_deinit()) and when the tracer goes. Parameters
 * (`gpstats(lite=true)`, for `--lite`): no link flow, topology or messages, as the stock latency
 * tracer alone has none. Pad and element states
 * live until the tracer goes (they are few); a pad or element freed meanwhile leaves its slot. */

#include "config.h"

#include <string.h>

#include "gp-stats-hist-private.h"
#include "gp-stats-records-private.h"
#include "gp-stats-tracer.h"
#include "gp-tracer-timer-private.h"
#include "gp-tracer-util-private.h"

#define FIFO_SIZE 1024
#define MAX_FRAMES 64

typedef struct _ElementState ElementState;

typedef struct
{
  gpointer      buffer;       /* identity only */
  guint64       entry;
  guint64       origin;       /* GST_CLOCK_TIME_NONE: no source push known */
  ElementState *source;
} FifoEntry;

struct _ElementState
{
  gpointer     element;       /* identity only, for `element-id` */
  char        *name;
  guint        ix;            /* stats' index */
  gboolean     is_source;
  gboolean     is_sink;
  gint         has_task;      /* -1 unknown, else whether a src pad runs a task */
  GpStatsHist  proc;
  GMutex       fifo_lock;     /* FIFO entries of an element with a task */
  FifoEntry    fifo[FIFO_SIZE];
  guint        fifo_head;
  guint        fifo_len;
};

typedef struct
{
  gpointer      pad;          /* identity only */
  guint         ix;
  ElementState *element;      /* get_real_pad_parent()'s, may be NULL */
  gboolean      forwards;     /* a ghost or proxy pad */
  guint64       buffers;      /* atomic, this window */
  guint64       bytes;
  gpointer      peer;         /* the peer of the last push, and its state */
  gpointer      peer_state;
  ElementState *sink;         /* the peer's element when it is a sink … */
  ElementState *source;       /* … and the source of the last latency sample */
  GpStatsHist  *latency;      /* allocated once, for a pad pushing into a sink */
} PadState;

typedef struct
{
  ElementState *element;
  guint64       entry;
  guint64       origin;
  ElementState *source;
} Frame;

typedef struct
{
  guint  n_chains;
  Frame  chains[MAX_FRAMES];
  guint  n_pushes;
  Frame  pushes[MAX_FRAMES];   /* element: the pushing one; origin travels downstream */
} ThreadStack;

struct _GpStatsTracer
{
  GstTracer      parent_instance;

  gboolean       lite;
  GpTracerTimer  timer;
  GMutex         lock;         /* creation of states; the lists */
  GPtrArray     *elements;     /* ElementState (owns) */
  GPtrArray     *pads;         /* PadState (owns) */
  guint          n_elements;
  guint          n_pads;
  GstClockTime   last_tick;    /* the timer's last tick (its thread only) */
  GstClockTime   last_stamp;   /* the last records' stamp, a tick's or the flush's */
};

G_DEFINE_FINAL_TYPE (GpStatsTracer, gp_stats_tracer, GST_TYPE_TRACER)

static GQuark state_quark;
static GPrivate stack_key = G_PRIVATE_INIT (g_free);
static void query_stack_free (gpointer data);
static GPrivate query_stack_key = G_PRIVATE_INIT (query_stack_free);

static void
query_stack_free (gpointer data)
{
  g_queue_free_full (data, g_free);
}

static ThreadStack *
thread_stack (void)
{
  return _gp_tracer_thread_state (&stack_key, sizeof (ThreadStack));
}

/* stats' get_real_pad_parent(): a proxy pad's element is its ghost pad's parent. */
static GstElement *
real_parent (GstPad *pad)
{
  GstObject *parent;

  if (pad == NULL)
    return NULL;
  parent = GST_OBJECT_PARENT (pad);
  if (parent != NULL && GST_IS_GHOST_PAD (parent))
    parent = GST_OBJECT_PARENT (parent);
  return parent != NULL && GST_IS_ELEMENT (parent) ? GST_ELEMENT_CAST (parent) : NULL;
}

static ElementState *ensure_element (GpStatsTracer *self,
                                     GstElement    *element,
                                     GstClockTime   ts);

static ElementState *
ensure_element_locked (GpStatsTracer *self,
                       GstElement    *element,
                       GstClockTime   ts)
{
  ElementState *state = g_object_get_qdata (G_OBJECT (element), state_quark);
  GstElement *parent;
  guint parent_ix = G_MAXUINT;

  if (state != NULL)
    return state;

  state = g_new0 (ElementState, 1);
  state->element = element;
  state->name = g_strdup (GST_OBJECT_NAME (element));
  state->ix = self->n_elements++;
  state->is_source = GST_OBJECT_FLAG_IS_SET (element, GST_ELEMENT_FLAG_SOURCE);
  state->is_sink = GST_OBJECT_FLAG_IS_SET (element, GST_ELEMENT_FLAG_SINK);
  state->has_task = -1;
  g_mutex_init (&state->fifo_lock);
  g_ptr_array_add (self->elements, state);
  g_object_set_qdata (G_OBJECT (element), state_quark, state);

  parent = GST_ELEMENT_PARENT (element);
  if (parent != NULL)
    parent_ix = ensure_element_locked (self, parent, GST_CLOCK_TIME_NONE)->ix;
  if (!self->lite)
    gst_tracer_record_log (_gp_tr_new_element, (guint64) (guintptr) g_thread_self (), (guint64) ts,
                           state->ix, parent_ix, GST_OBJECT_NAME (element),
                           G_OBJECT_TYPE_NAME (element), GST_IS_BIN (element));
  return state;
}

static ElementState *
ensure_element (GpStatsTracer *self,
                GstElement    *element,
                GstClockTime   ts)
{
  ElementState *state;

  if (element == NULL)
    return NULL;
  state = g_object_get_qdata (G_OBJECT (element), state_quark);
  if (G_LIKELY (state != NULL))
    return state;
  g_mutex_lock (&self->lock);
  state = ensure_element_locked (self, element, ts);
  g_mutex_unlock (&self->lock);
  return state;
}

static PadState *
ensure_pad (GpStatsTracer *self,
            GstPad        *pad)
{
  PadState *state = g_object_get_qdata (G_OBJECT (pad), state_quark);
  GstElement *parent;

  if (G_LIKELY (state != NULL))
    return state;

  parent = real_parent (pad);
  g_mutex_lock (&self->lock);
  state = g_object_get_qdata (G_OBJECT (pad), state_quark);
  if (state == NULL)
    {
      state = g_new0 (PadState, 1);
      state->pad = pad;
      state->ix = self->n_pads++;
      state->forwards = GST_IS_PROXY_PAD (pad);
      state->element = parent != NULL ? ensure_element_locked (self, parent, GST_CLOCK_TIME_NONE) : NULL;
      g_ptr_array_add (self->pads, state);
      g_object_set_qdata (G_OBJECT (pad), state_quark, state);
      if (!self->lite)
        gst_tracer_record_log (_gp_tr_new_pad, (guint64) (guintptr) g_thread_self (), state->ix,
                               state->element != NULL ? state->element->ix : G_MAXUINT,
                               GST_OBJECT_NAME (pad), G_OBJECT_TYPE_NAME (pad),
                               GST_IS_GHOST_PAD (pad), GST_PAD_DIRECTION (pad));
    }
  g_mutex_unlock (&self->lock);
  return state;
}

/* Whether one of @element's src pads runs a task: its pushes come from a thread of its own. */
static gboolean
has_task (GstElement *element)
{
  gboolean task = FALSE;

  GST_OBJECT_LOCK (element);
  for (GList *l = element->srcpads; l != NULL && !task; l = l->next)
    task = GST_PAD_TASK (l->data) != NULL;
  GST_OBJECT_UNLOCK (element);
  return task;
}

static void
fifo_push (ElementState *state,
           gpointer      buffer,
           const Frame  *frame)
{
  FifoEntry *entry;

  g_mutex_lock (&state->fifo_lock);
  if (state->fifo_len == FIFO_SIZE)
    {
      /* full (an element that drops what it takes): forget the oldest */
      state->fifo_head = (state->fifo_head + 1) % FIFO_SIZE;
      state->fifo_len--;
    }
  entry = &state->fifo[(state->fifo_head + state->fifo_len) % FIFO_SIZE];
  entry->buffer = buffer;
  entry->entry = frame->entry;
  entry->origin = frame->origin;
  entry->source = frame->source;
  state->fifo_len++;
  g_mutex_unlock (&state->fifo_lock);
}

/* The entry of @buffer, dropping the older ones (dropped by the element); else the newest. */
static gboolean
fifo_pop (ElementState *state,
          gpointer      buffer,
          Frame        *out)
{
  gboolean found = FALSE;

  g_mutex_lock (&state->fifo_lock);
  for (guint i = 0; i < state->fifo_len; i++)
    {
      FifoEntry *entry = &state->fifo[(state->fifo_head + i) % FIFO_SIZE];

      if (entry->buffer != buffer)
        continue;
      out->entry = entry->entry;
      out->origin = entry->origin;
      out->source = entry->source;
      state->fifo_head = (state->fifo_head + i + 1) % FIFO_SIZE;
      state->fifo_len -= i + 1;
      found = TRUE;
      break;
    }
  if (!found && state->fifo_len > 0)
    {
      FifoEntry *entry = &state->fifo[(state->fifo_head + state->fifo_len - 1) % FIFO_SIZE];

      out->entry = entry->entry;
      out->origin = entry->origin;
      out->source = entry->source;
      state->fifo_len = 0;
      found = TRUE;
    }
  g_mutex_unlock (&state->fifo_lock);
  return found;
}

/* Chain: a buffer (or a list, by its first buffer) enters @pad's element. */
static void
chain_in (GpStatsTracer *self,
          GstClockTime   ts,
          GstPad        *pad,
          gpointer       buffer)
{
  ThreadStack *stack = thread_stack ();
  PadState *ps = ensure_pad (self, pad);
  Frame *frame;

  if (stack->n_chains++ >= MAX_FRAMES)
    return;
  frame = &stack->chains[stack->n_chains - 1];
  frame->element = ps->forwards ? NULL : ps->element;
  frame->entry = ts;
  frame->origin = GST_CLOCK_TIME_NONE;
  frame->source = NULL;
  if (stack->n_pushes > 0 && stack->n_pushes <= MAX_FRAMES)
    {
      frame->origin = stack->pushes[stack->n_pushes - 1].origin;
      frame->source = stack->pushes[stack->n_pushes - 1].source;
    }
  if (frame->element == NULL)
    return;
  if (G_UNLIKELY (frame->element->has_task < 0))
    frame->element->has_task = has_task (GST_ELEMENT_CAST (frame->element->element));
  if (frame->element->has_task && !frame->element->is_sink)
    fifo_push (frame->element, buffer, frame);
}

static void
on_chain_pre (GObject      *object,
              GstClockTime  ts,
              GstPad       *pad,
              GstBuffer    *buffer)
{
  chain_in (GP_STATS_TRACER (object), ts, pad, buffer);
}

static void
on_chain_list_pre (GObject       *object,
                   GstClockTime   ts,
                   GstPad        *pad,
                   GstBufferList *list)
{
  chain_in (GP_STATS_TRACER (object), ts, pad,
            gst_buffer_list_length (list) > 0 ? gst_buffer_list_get (list, 0) : NULL);
}

static void
on_chain_post (GObject       *object,
               GstClockTime   ts,
               GstPad        *pad,
               GstFlowReturn  res)
{
  ThreadStack *stack = thread_stack ();

  if (stack->n_chains > 0)
    stack->n_chains--;
}

/* Where @ps's peer goes, and whether it is a sink (cached per peer). */
static void
resolve_peer (GpStatsTracer *self,
              PadState      *ps,
              GstPad        *pad)
{
  GstPad *peer = GST_PAD_PEER (pad);
  GstElement *peer_parent;

  if (G_LIKELY (peer == ps->peer))
    return;
  ps->peer = peer;
  ps->peer_state = peer != NULL ? ensure_pad (self, peer) : NULL;
  peer_parent = real_parent (peer);
  ps->sink = NULL;
  if (peer_parent != NULL && !ps->forwards &&
      GST_OBJECT_FLAG_IS_SET (peer_parent, GST_ELEMENT_FLAG_SINK))
    {
      ps->sink = ensure_element (self, peer_parent, GST_CLOCK_TIME_NONE);
      if (ps->latency == NULL)
        ps->latency = g_new0 (GpStatsHist, 1);
    }
}

/* Push: @n buffers of @bytes leave @pad; @buffer is the first. */
static void
push_out (GpStatsTracer *self,
          GstClockTime   ts,
          GstPad        *pad,
          gpointer       buffer,
          guint64        n,
          guint64        bytes)
{
  ThreadStack *stack = thread_stack ();
  PadState *ps = ensure_pad (self, pad);
  ElementState *element = ps->element;
  Frame *push;
  Frame found = { NULL, GST_CLOCK_TIME_NONE, GST_CLOCK_TIME_NONE, NULL };
  gboolean have = FALSE;

  _gp_tracer_timer_learn_base (&self->timer, ts);
  __atomic_fetch_add (&ps->buffers, n, __ATOMIC_RELAXED);
  __atomic_fetch_add (&ps->bytes, bytes, __ATOMIC_RELAXED);
  resolve_peer (self, ps, pad);

  if (stack->n_pushes++ >= MAX_FRAMES)
    return;
  push = &stack->pushes[stack->n_pushes - 1];
  push->element = element;
  push->entry = ts;

  if (ps->forwards || element == NULL)
    {
      /* a ghost pad's push carries the origin of the push it forwards */
      push->origin = stack->n_pushes > 1 ? push[-1].origin : GST_CLOCK_TIME_NONE;
      push->source = stack->n_pushes > 1 ? push[-1].source : NULL;
      return;
    }
  if (element->is_source && !GST_IS_BIN (element->element))
    {
      push->origin = ts;
      push->source = element;
    }
  else
    {
      for (guint i = MIN (stack->n_chains, MAX_FRAMES); i > 0 && !have; i--)
        if (stack->chains[i - 1].element == element)
          {
            found = stack->chains[i - 1];
            have = TRUE;
          }
      if (!have && element->has_task > 0)
        have = fifo_pop (element, buffer, &found);
      if (have && !element->is_sink)
        _gp_stats_hist_add (&element->proc, ts - MIN (found.entry, ts));
      push->origin = found.origin;
      push->source = found.source;
    }
  /* as the stock tracer: not a source's own push into a sink */
  if (ps->sink != NULL && !element->is_source && GST_CLOCK_TIME_IS_VALID (push->origin))
    {
      _gp_stats_hist_add (ps->latency, ts - MIN (push->origin, ts));
      ps->source = push->source;
    }
}

static void
on_push_pre (GObject      *object,
             GstClockTime  ts,
             GstPad       *pad,
             GstBuffer    *buffer)
{
  push_out (GP_STATS_TRACER (object), ts, pad, buffer, 1, gst_buffer_get_size (buffer));
}

static void
on_push_list_pre (GObject       *object,
                  GstClockTime   ts,
                  GstPad        *pad,
                  GstBufferList *list)
{
  guint n = gst_buffer_list_length (list);

  push_out (GP_STATS_TRACER (object), ts, pad, n > 0 ? gst_buffer_list_get (list, 0) : NULL, n,
            gst_buffer_list_calculate_size (list));
}

static void
on_push_post (GObject       *object,
              GstClockTime   ts,
              GstPad        *pad,
              GstFlowReturn  res)
{
  ThreadStack *stack = thread_stack ();

  if (stack->n_pushes > 0)
    stack->n_pushes--;
}

/* A pull: the buffer crosses from the peer (src) to @pad; only the flow is counted. */
static void
on_pull_range_post (GObject      *object,
                    GstClockTime  ts,
                    GstPad       *pad,
                    GstBuffer    *buffer)
{
  GpStatsTracer *self = GP_STATS_TRACER (object);
  PadState *ps;

  if (buffer == NULL)
    return;
  ps = ensure_pad (self, pad);
  resolve_peer (self, ps, pad);
  __atomic_fetch_add (&ps->buffers, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add (&ps->bytes, gst_buffer_get_size (buffer), __ATOMIC_RELAXED);
}

static void flush (GpStatsTracer *self);

static void
on_element_new (GObject      *object,
                GstClockTime  ts,
                GstElement   *element)
{
  GpStatsTracer *self = GP_STATS_TRACER (object);

  _gp_tracer_timer_learn_base (&self->timer, ts);
  ensure_element (self, element, ts);
}

static void
on_post_message_pre (GObject      *object,
                     GstClockTime  ts,
                     GstElement   *element,
                     GstMessage   *message)
{
  GpStatsTracer *self = GP_STATS_TRACER (object);
  ElementState *state;
  const GstStructure *s = gst_message_get_structure (message);
  GstStructure *dummy;

  /* The pipeline's EOS: everything has reached its sinks; an application need not call
   * gst_deinit() (finalize's last records), so the window so far is written now. */
  if (GST_MESSAGE_TYPE (message) == GST_MESSAGE_EOS && GST_OBJECT_PARENT (element) == NULL)
    flush (self);
  if (self->lite)
    return;
  state = ensure_element (self, element, ts);
  dummy = s != NULL ? NULL : gst_structure_new_empty ("dummy");

  gst_tracer_record_log (_gp_tr_message, (guint64) (guintptr) g_thread_self (), (guint64) ts,
                         state->ix, GST_MESSAGE_TYPE_NAME (message), s != NULL ? s : dummy);
  g_clear_pointer (&dummy, gst_structure_free);
}

/* The stock latency tracer's reported latency (do_query_post, 1.22): per thread, a stack of the
 * answers of the queries nested in this one; an element's own latency is its answer minus the
 * largest of its upstream peers'. */
typedef struct
{
  gpointer peer;   /* identity only */
  guint64  min;
  guint64  max;
} QueryValue;

static void
on_query_post (GObject      *object,
               GstClockTime  ts,
               GstPad       *pad,
               GstQuery     *query,
               gboolean      res)
{
  GQueue *stack;
  QueryValue *value;
  GstElement *element, *peer_element;
  guint64 min = 0, max = 0, min_prev = 0, max_prev = 0;
  gboolean live;
  char id[32];

  if (GST_QUERY_TYPE (query) != GST_QUERY_LATENCY)
    return;
  stack = g_private_get (&query_stack_key);
  if (stack == NULL)
    {
      stack = g_queue_new ();
      g_private_set (&query_stack_key, stack);
    }
  element = real_parent (pad);
  peer_element = real_parent (GST_PAD_PEER (pad));
  if (element == NULL || peer_element == NULL)
    {
      g_queue_clear_full (stack, g_free);
      return;
    }
  gst_query_parse_latency (query, &live, &min, &max);
  value = g_queue_pop_tail (stack);
  while (value != NULL && value->peer == element)
    {
      min_prev = MAX (value->min, min_prev);
      max_prev = MAX (value->max, max_prev);
      g_free (value);
      value = g_queue_pop_tail (stack);
    }
  g_free (value);
  value = g_new0 (QueryValue, 1);
  value->peer = peer_element;
  value->min = min;
  value->max = max;
  g_queue_push_tail (stack, value);

  g_snprintf (id, sizeof id, "%p", (gpointer) element);
  gst_tracer_record_log (_gp_tr_reported_latency, id, GST_OBJECT_NAME (element), live,
                         (guint64) GST_CLOCK_DIFF (min_prev, min),
                         (guint64) GST_CLOCK_DIFF (max_prev, max), (guint64) ts);
}

/* A late tick: the timer ticks mid-window (gp-tracer-timer.c), but one starved of CPU for more
 * than half a window stamps its records into a later window than meant, and the window it skipped
 * has none: it would read as a stall, and the next as a doubled rate. So the link counts of the
 * span since the last records are shared out in proportion to time, at the middle of each window
 * the span crossed without a tick, the rest at @ts; the returned stamps end with @ts. Up to
 * MAX_CATCH_UP windows: a longer silence is more likely a stopped process (SIGSTOP, a debugger),
 * in which nothing flowed, and it stays a gap. */
#define MAX_CATCH_UP 4

static guint
span_stamps (GpStatsTracer *self,
             GstClockTime   last,
             GstClockTime   ts,
             GstClockTime  *stamps)
{
  const GstClockTime w = GP_TRACER_WINDOW_MS * GST_MSECOND;
  GstClockTime t0 = self->timer.first_ts;
  guint64 from, to;
  guint n = 0;

  if (GST_CLOCK_TIME_IS_VALID (last) && last >= t0 && ts > last)
    {
      from = (last - t0) / w;
      to = (ts - t0) / w;
      if (to > from + 1 && to - from - 1 <= MAX_CATCH_UP)
        for (guint64 k = from + 1; k < to; k++)
          {
            GstClockTime mid = t0 + k * w + w / 2;

            if (mid > last && mid < ts)
              stamps[n++] = mid;
          }
    }
  stamps[n++] = ts;
  return n;
}

/* A link's counts since the last records, taken at the tick, and what is left to log of them. */
typedef struct
{
  PadState *ps;
  guint64   buffers, bytes;
  guint64   buffers_left, bytes_left;
} Flow;

/* @flows at @stamps (span_stamps()): each stamp's share of the span since @last, the rounding in
 * the last; in the order of the stamps. */
static void
log_link_flows (GArray             *flows,
                GstClockTime        last,
                const GstClockTime *stamps,
                guint               n)
{
  for (guint i = 0; i < n; i++)
    {
      double share = i + 1 < n ? (double) (stamps[i] - (i == 0 ? last : stamps[i - 1])) /
                                 (double) (stamps[n - 1] - last) : 1.0;

      for (guint j = 0; j < flows->len; j++)
        {
          Flow *flow = &g_array_index (flows, Flow, j);
          PadState *ps = flow->ps, *peer = ps->peer_state;
          guint64 nb = flow->buffers_left, nbytes = flow->bytes_left;

          if (i + 1 < n)
            {
              nb = MIN ((guint64) ((double) flow->buffers * share + 0.5), nb);
              nbytes = MIN ((guint64) ((double) flow->bytes * share + 0.5), nbytes);
            }
          flow->buffers_left -= nb;
          flow->bytes_left -= nbytes;
          if (nb == 0)
            continue;
          gst_tracer_record_log (_gp_tr_link_flow, (guint64) stamps[i], ps->ix,
                                 ps->element != NULL ? ps->element->ix : G_MAXUINT,
                                 peer != NULL ? peer->ix : G_MAXUINT,
                                 peer != NULL && peer->element != NULL ? peer->element->ix : G_MAXUINT,
                                 nb, nbytes);
        }
    }
}

static void
on_tick (GstClockTime  ts,
         gpointer      user_data)
{
  GpStatsTracer *self = user_data;
  g_autoptr(GString) hist = g_string_new (NULL);
  g_autoptr(GArray) flows = NULL;
  GstClockTime stamps[MAX_CATCH_UP + 1];
  GstClockTime last;
  guint n_elements, n_pads, n_stamps;

  /* the timer's thread, or the flush at the end: whichever comes, one span each */
  last = __atomic_exchange_n (&self->last_stamp, ts, __ATOMIC_RELAXED);
  n_stamps = span_stamps (self, last, ts, stamps);

  g_mutex_lock (&self->lock);
  n_elements = self->elements->len;
  n_pads = self->pads->len;
  g_mutex_unlock (&self->lock);

  /* The links' counts first, all at one instant: logging is the slow part, and a count read
   * after a slow write would hold buffers of the next window. */
  flows = g_array_sized_new (FALSE, FALSE, sizeof (Flow), n_pads);
  for (guint i = 0; i < n_pads && !self->lite; i++)
    {
      Flow flow = { 0 };

      g_mutex_lock (&self->lock);
      flow.ps = g_ptr_array_index (self->pads, i);
      g_mutex_unlock (&self->lock);
      if (__atomic_load_n (&flow.ps->buffers, __ATOMIC_RELAXED) == 0)
        continue;
      flow.buffers = flow.buffers_left = __atomic_exchange_n (&flow.ps->buffers, 0, __ATOMIC_RELAXED);
      flow.bytes = flow.bytes_left = __atomic_exchange_n (&flow.ps->bytes, 0, __ATOMIC_RELAXED);
      g_array_append_val (flows, flow);
    }
  /* before the records stamped @ts: the catch-up stamps are earlier, in windows to fill first */
  log_link_flows (flows, last, stamps, n_stamps);

  /* The arrays only grow and their states stay; entries below n are stable, but pdata may move. */
  for (guint i = 0; i < n_elements; i++)
    {
      ElementState *state;
      guint64 n;

      g_mutex_lock (&self->lock);
      state = g_ptr_array_index (self->elements, i);
      g_mutex_unlock (&self->lock);
      n = __atomic_load_n (&state->proc.n, __ATOMIC_RELAXED);
      g_string_truncate (hist, 0);
      if (n > 0 && _gp_stats_hist_drain (&state->proc, hist))
        gst_tracer_record_log (_gp_tr_proc_time, (guint64) ts, state->name,
                               (guint64) GPOINTER_TO_SIZE (state->element), n, hist->str);
    }
  for (guint i = 0; i < n_pads; i++)
    {
      PadState *ps;
      ElementState *source, *sink;

      g_mutex_lock (&self->lock);
      ps = g_ptr_array_index (self->pads, i);
      g_mutex_unlock (&self->lock);
      /* read once: a streaming thread may change them */
      source = ps->source;
      sink = ps->sink;

      g_string_truncate (hist, 0);
      if (ps->latency != NULL && _gp_stats_hist_drain (ps->latency, hist) && source != NULL && sink != NULL)
        gst_tracer_record_log (_gp_tr_pipeline_latency, (guint64) ts, source->name,
                               (guint64) GPOINTER_TO_SIZE (source->element), sink->name,
                               (guint64) GPOINTER_TO_SIZE (sink->element), hist->str);
    }
}

/* What the window so far holds, written now (the pipeline's EOS, the tracer's end). Its stamp is
 * at least the next window's start: the timer ticks mid-window (gp-tracer-timer.c), so the window
 * of the last tick keeps exactly one tick's worth, as every window before it. */
static void
flush (GpStatsTracer *self)
{
  GstClockTime now, last;

  if (!g_atomic_int_get (&self->timer.have_base))
    return;
  now = (GstClockTime) GST_CLOCK_DIFF (self->timer.base, gst_util_get_timestamp ());
  last = __atomic_load_n (&self->last_tick, __ATOMIC_RELAXED);
  if (GST_CLOCK_TIME_IS_VALID (last))
    now = MAX (now, last + GP_TRACER_WINDOW_MS * GST_MSECOND / 2);
  on_tick (now, self);
}

static void
timer_tick (GstClockTime ts,
            gpointer     user_data)
{
  GpStatsTracer *self = user_data;

  __atomic_store_n (&self->last_tick, ts, __ATOMIC_RELAXED);
  on_tick (ts, self);
}

static void
element_state_free (ElementState *state)
{
  g_mutex_clear (&state->fifo_lock);
  g_free (state->name);
  g_free (state);
}

static void
pad_state_free (PadState *state)
{
  g_free (state->latency);
  g_free (state);
}

static void
gp_stats_tracer_constructed (GObject *object)
{
  GpStatsTracer *self = GP_STATS_TRACER (object);
  g_autofree char *params = NULL;

  G_OBJECT_CLASS (gp_stats_tracer_parent_class)->constructed (object);
  g_object_get (self, "params", &params, NULL);
  self->lite = params != NULL && strstr (params, "lite=true") != NULL;
}

static void
gp_stats_tracer_finalize (GObject *object)
{
  GpStatsTracer *self = GP_STATS_TRACER (object);

  _gp_tracer_timer_stop (&self->timer);
  /* A last record for what the final, partial window held. */
  flush (self);
  g_ptr_array_unref (self->pads);
  g_ptr_array_unref (self->elements);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (gp_stats_tracer_parent_class)->finalize (object);
}

static void
gp_stats_tracer_class_init (GpStatsTracerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = gp_stats_tracer_constructed;
  object_class->finalize = gp_stats_tracer_finalize;
  state_quark = g_quark_from_static_string ("gp-stats-state");
  _gp_stats_records_init ();
}

static void
gp_stats_tracer_init (GpStatsTracer *self)
{
  GstTracer *tracer = GST_TRACER (self);

  g_mutex_init (&self->lock);
  self->last_tick = GST_CLOCK_TIME_NONE;
  self->last_stamp = GST_CLOCK_TIME_NONE;
  self->elements = g_ptr_array_new_with_free_func ((GDestroyNotify) element_state_free);
  self->pads = g_ptr_array_new_with_free_func ((GDestroyNotify) pad_state_free);

  gst_tracing_register_hook (tracer, "pad-chain-pre", G_CALLBACK (on_chain_pre));
  gst_tracing_register_hook (tracer, "pad-chain-list-pre", G_CALLBACK (on_chain_list_pre));
  gst_tracing_register_hook (tracer, "pad-chain-post", G_CALLBACK (on_chain_post));
  gst_tracing_register_hook (tracer, "pad-chain-list-post", G_CALLBACK (on_chain_post));
  gst_tracing_register_hook (tracer, "pad-push-pre", G_CALLBACK (on_push_pre));
  gst_tracing_register_hook (tracer, "pad-push-list-pre", G_CALLBACK (on_push_list_pre));
  gst_tracing_register_hook (tracer, "pad-push-post", G_CALLBACK (on_push_post));
  gst_tracing_register_hook (tracer, "pad-push-list-post", G_CALLBACK (on_push_post));
  gst_tracing_register_hook (tracer, "pad-pull-range-post", G_CALLBACK (on_pull_range_post));
  gst_tracing_register_hook (tracer, "pad-query-post", G_CALLBACK (on_query_post));
  gst_tracing_register_hook (tracer, "element-new", G_CALLBACK (on_element_new));
  gst_tracing_register_hook (tracer, "element-post-message-pre", G_CALLBACK (on_post_message_pre));
  _gp_tracer_timer_start (&self->timer, "gp-stats", timer_tick, self);
}
