/* gp-whereabouts-tracer.c: GpWhereaboutsTracer: which element holds each live buffer, every 250 ms
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

/* The `gpwhereabouts` tracer answers leak-hunt.md's wish, "the last known location of each alive
 * buffer": a table buffer → holders (element, since), kept by the data-flow hooks, summarised per
 * element once per window (GpTracerTimer, a thread of its own) as one record per element holding
 * any, and one 0 record for an element that held some the window before:
 *
 *   held-buffers, ts=(guint64)…, element=(string)queue1, element-id=(guint64)…,
 *     buffers=(guint64)…, bytes=(guint64)…, oldest-ns=(guint64)…;
 *
 * `bytes` sums gst_buffer_get_size() at entry; `oldest-ns` is the age of the oldest buffer held.
 *
 * Who holds what:
 * - `pad-chain-pre` / `pad-chain-list-pre`: the sink pad's element now holds the buffer (each of a
 *   list's). A buffer may have several holders: a tee hands the same buffer to every branch, so
 *   each buffer keeps a short list, one holder per element.
 * - `pad-push-pre` / `pad-push-list-pre`: the src pad's element forwards it: it holds it no more.
 * - `mini-object-unreffed`: refcount 0 releases the buffer from every holder. Pooled buffers are
 *   never destroyed (they go back to their pool at 0), so 0 is the release, and
 *   `mini-object-destroyed` only sweeps what is left.
 * - A holder got one ref with the buffer. The refs and unrefs made inside its own chain calls (the
 *   thread's innermost chain is its element: `mini-object-reffed`/`-unreffed`) are counted for
 *   it; once it has dropped more than it took, its ref is gone and it holds the buffer no more: a
 *   sink dropping a tee'd buffer that a sibling branch still holds, a sink replacing its last
 *   sample, an element that copied the buffer to write to it. The buffer's refcount itself cannot
 *   say that: other threads ref and unref the same buffer at the same time (a tee's branches).
 * - `pad-chain-post` closes the chain call.
 * Proxy and ghost pads only forward, and are skipped. A thread-local stack of the chain calls in
 * progress gives the context of an unref and matches each chain-post with its chain-pre.
 *
 * What it cannot see: buffers an application pushes into an appsrc (no pad hook fires until the
 * appsrc pushes them; the appsrc's own level is gpqueuelevels'), and buffers in an element that got
 * them by pull (`pad-pull-range` is not followed).
 *
 * Cost: the hooks return at once for anything but a buffer and for ghost pads; a buffer event is
 * one lock of one mutex and a lookup in one pointer hash table; holders and entries come from free
 * lists, so the steady state allocates nothing. The summary walks the elements, not the buffers:
 * each element keeps its holdings in arrival order (oldest first) with running totals. */

#include "config.h"

#include "gp-tracer-timer-private.h"
#include "gp-tracer-util-private.h"
#include "gp-whereabouts-tracer.h"

typedef struct _Holder      Holder;
typedef struct _BufferEntry BufferEntry;
typedef struct _ElementInfo ElementInfo;

struct _Holder
{
  ElementInfo  *element;
  BufferEntry  *entry;
  Holder       *prev;         /* the element's holdings, oldest first */
  Holder       *next;
  Holder       *next_holder;  /* the buffer's other holders; the free list's link */
  GstClockTime  since;
  gint          net;          /* refs taken minus dropped in its own chain calls */
};

struct _BufferEntry
{
  gpointer      buffer;       /* the key; only read while the entry exists */
  guint64       size;
  Holder       *holders;
  BufferEntry  *next_free;
};

struct _ElementInfo
{
  gpointer  element;          /* identity only: never dereferenced here */
  char     *name;
  guint64   id;
  Holder   *oldest;
  Holder   *newest;
  guint64   n_buffers;
  guint64   bytes;
  gboolean  reported;         /* its last record said it held some */
  gboolean  hands_off;        /* an appsink: the application takes what it gets */
  gboolean  stale;            /* its address was reused: out of by_element */
};

/* The chain calls in progress on one thread, innermost last. */
typedef struct
{
  GstPad      *pad;
  ElementInfo *element;
  gpointer     buffer;        /* the chained buffer (identity only; NULL for a list) */
} Frame;

#define MAX_FRAMES 64

typedef struct
{
  guint depth;
  guint overflow;             /* chain calls deeper than MAX_FRAMES */
  Frame frames[MAX_FRAMES];
} FrameStack;

static GPrivate frame_stack_key = G_PRIVATE_INIT (g_free);

struct _GpWhereaboutsTracer
{
  GstTracer      parent_instance;

  GpTracerTimer  timer;
  GMutex         lock;
  GHashTable    *buffers;     /* GstBuffer* → BufferEntry* */
  GHashTable    *by_element;  /* GstElement* → ElementInfo* */
  GPtrArray     *elements;    /* ElementInfo*, owned */
  gint           n_entries;   /* atomic reads: a fast exit for the mini-object hooks */
  Holder        *free_holders;
  BufferEntry   *free_entries;
};

G_DEFINE_FINAL_TYPE (GpWhereaboutsTracer, gp_whereabouts_tracer, GST_TYPE_TRACER)

static GstTracerRecord *tr_held_buffers;

static FrameStack *
frame_stack (void)
{
  return _gp_tracer_thread_state (&frame_stack_key, sizeof (FrameStack));
}

/* The element a data pad belongs to; NULL for proxy (ghost) pads, which only forward. */
static GstElement *
pad_element (GstPad *pad)
{
  GstObject *parent = GST_OBJECT_PARENT (pad);

  if (parent == NULL || GST_IS_PROXY_PAD (pad) || !GST_IS_ELEMENT (parent))
    return NULL;
  return GST_ELEMENT_CAST (parent);
}

static gboolean
is_app_sink (GstElement *element)
{
  GType app_sink = g_type_from_name ("GstAppSink");

  return app_sink != 0 && g_type_is_a (G_OBJECT_TYPE (element), app_sink);
}

static void
element_info_free (ElementInfo *info)
{
  g_free (info->name);
  g_free (info);
}

/* Called locked; may drop the lock for a moment to copy the name (never take an element's lock,
 * or allocate, while holding ours). */
static ElementInfo *
ensure_element_info (GpWhereaboutsTracer *self,
                     GstElement          *element)
{
  ElementInfo *info = g_hash_table_lookup (self->by_element, element);
  ElementInfo *fresh;

  if (G_LIKELY (info != NULL))
    return info;

  g_mutex_unlock (&self->lock);
  fresh = g_new0 (ElementInfo, 1);
  fresh->element = element;
  fresh->name = g_strdup (GST_OBJECT_NAME (element));
  fresh->id = (guint64) GPOINTER_TO_SIZE (element);
  fresh->hands_off = is_app_sink (element);
  g_mutex_lock (&self->lock);

  info = g_hash_table_lookup (self->by_element, element);
  if (info != NULL)
    {
      element_info_free (fresh);
      return info;
    }
  g_hash_table_insert (self->by_element, element, fresh);
  g_ptr_array_add (self->elements, fresh);
  return fresh;
}

static Holder *
find_holder (BufferEntry *entry,
             ElementInfo *element)
{
  for (Holder *h = entry->holders; h != NULL; h = h->next_holder)
    if (h->element == element)
      return h;
  return NULL;
}

static void
hold (GpWhereaboutsTracer *self,
      GstBuffer           *buffer,
      guint64              size,
      ElementInfo         *element,
      GstClockTime         ts)
{
  BufferEntry *entry = g_hash_table_lookup (self->buffers, buffer);
  Holder *holder;

  if (entry == NULL)
    {
      entry = self->free_entries;
      if (entry != NULL)
        self->free_entries = entry->next_free;
      else
        entry = g_new (BufferEntry, 1);
      entry->buffer = buffer;
      entry->size = size;
      entry->holders = NULL;
      entry->next_free = NULL;
      g_hash_table_insert (self->buffers, buffer, entry);
      g_atomic_int_inc (&self->n_entries);
    }
  else if (find_holder (entry, element) != NULL)
    return;

  holder = self->free_holders;
  if (holder != NULL)
    self->free_holders = holder->next_holder;
  else
    holder = g_new (Holder, 1);
  holder->element = element;
  holder->entry = entry;
  holder->since = ts;
  holder->net = 0;
  holder->next_holder = entry->holders;
  entry->holders = holder;

  holder->next = NULL;
  holder->prev = element->newest;
  if (element->newest != NULL)
    element->newest->next = holder;
  else
    element->oldest = holder;
  element->newest = holder;
  element->n_buffers++;
  element->bytes += entry->size;
}

static void
remove_entry (GpWhereaboutsTracer *self,
              BufferEntry         *entry)
{
  g_hash_table_remove (self->buffers, entry->buffer);
  g_atomic_int_add (&self->n_entries, -1);
  entry->buffer = NULL;
  entry->next_free = self->free_entries;
  self->free_entries = entry;
}

/* Unlinks @holder everywhere; an entry nobody holds any more is dropped (a later chain makes it
 * again), so the table only grows with what is held. */
static void
release (GpWhereaboutsTracer *self,
         Holder              *holder)
{
  ElementInfo *element = holder->element;
  BufferEntry *entry = holder->entry;
  Holder **link = &entry->holders;

  while (*link != holder)
    link = &(*link)->next_holder;
  *link = holder->next_holder;

  if (holder->prev != NULL)
    holder->prev->next = holder->next;
  else
    element->oldest = holder->next;
  if (holder->next != NULL)
    holder->next->prev = holder->prev;
  else
    element->newest = holder->prev;
  element->n_buffers--;
  element->bytes -= entry->size;

  holder->next_holder = self->free_holders;
  self->free_holders = holder;

  if (entry->holders == NULL)
    remove_entry (self, entry);
}

static void
release_all (GpWhereaboutsTracer *self,
             BufferEntry         *entry)
{
  /* The last release drops the entry itself. */
  while (entry->holders != NULL && entry->holders->next_holder != NULL)
    release (self, entry->holders);
  if (entry->holders != NULL)
    release (self, entry->holders);
  else
    remove_entry (self, entry);
}

static void
push_frame (GstPad      *pad,
            ElementInfo *element,
            gpointer     buffer)
{
  FrameStack *stack = frame_stack ();

  if (G_UNLIKELY (stack->depth >= MAX_FRAMES))
    {
      stack->overflow++;
      return;
    }
  stack->frames[stack->depth++] = (Frame) { pad, element, buffer };
}

/* Pops the frame of @pad's chain call into @out; FALSE when it was not recorded. */
static gboolean
pop_frame (GstPad *pad,
           Frame  *out)
{
  FrameStack *stack = frame_stack ();

  if (G_UNLIKELY (stack->overflow > 0))
    {
      stack->overflow--;
      return FALSE;
    }
  if (stack->depth == 0 || stack->frames[stack->depth - 1].pad != pad)
    return FALSE;
  *out = stack->frames[--stack->depth];
  return TRUE;
}

static ElementInfo *
innermost_element (void)
{
  FrameStack *stack = g_private_get (&frame_stack_key);

  if (stack == NULL || stack->depth == 0 || stack->overflow > 0)
    return NULL;
  return stack->frames[stack->depth - 1].element;
}

/* Hooks */

/* @pad's element now holds @buffer, or each buffer of @list. */
static void
chained (GpWhereaboutsTracer *self,
         GstClockTime         ts,
         GstPad              *pad,
         GstBuffer           *buffer,
         GstBufferList       *list)
{
  GstElement *element = pad_element (pad);
  ElementInfo *info;
  guint n;

  if (element == NULL || (buffer == NULL && list == NULL))
    return;
  _gp_tracer_timer_learn_base (&self->timer, ts);
  n = list != NULL ? gst_buffer_list_length (list) : 1;

  g_mutex_lock (&self->lock);
  info = ensure_element_info (self, element);
  for (guint i = 0; i < n; i++)
    {
      GstBuffer *b = list != NULL ? gst_buffer_list_get (list, i) : buffer;

      hold (self, b, gst_buffer_get_size (b), info, ts);
    }
  g_mutex_unlock (&self->lock);

  push_frame (pad, info, buffer);
}

static void
on_chain_pre (GObject      *object,
              GstClockTime  ts,
              GstPad       *pad,
              GstBuffer    *buffer)
{
  chained (GP_WHEREABOUTS_TRACER (object), ts, pad, buffer, NULL);
}

static void
on_chain_list_pre (GObject       *object,
                   GstClockTime   ts,
                   GstPad        *pad,
                   GstBufferList *list)
{
  chained (GP_WHEREABOUTS_TRACER (object), ts, pad, NULL, list);
}

static void
forward (GpWhereaboutsTracer *self,
         ElementInfo         *info,
         GstBuffer           *buffer)
{
  BufferEntry *entry = g_hash_table_lookup (self->buffers, buffer);
  Holder *holder;

  if (entry != NULL && (holder = find_holder (entry, info)) != NULL)
    release (self, holder);
}

/* Also pad-chain-list-post: the chain call is over. An appsink hands what it got to the
 * application (pulled in its new-sample callback, or later from another thread, and maybe pushed
 * into an appsrc, the interpipe shape): no pad hook sees that, and the refs it takes look like
 * the appsink's own, so an appsink holds a buffer only during its chain call. What it queues for
 * an application that does not pull is not seen (GStreamer 1.22's appsink has no level to read). */
static void
on_chain_post (GObject       *object,
               GstClockTime   ts,
               GstPad        *pad,
               GstFlowReturn  res)
{
  GpWhereaboutsTracer *self = GP_WHEREABOUTS_TRACER (object);
  Frame frame;

  if (pad_element (pad) == NULL || !pop_frame (pad, &frame))
    return;
  if (frame.element->hands_off && frame.buffer != NULL && g_atomic_int_get (&self->n_entries) > 0)
    {
      g_mutex_lock (&self->lock);
      forward (self, frame.element, frame.buffer);
      g_mutex_unlock (&self->lock);
    }
}

/* @pad's element forwards @buffer, or each buffer of @list: it holds them no more. */
static void
pushed (GpWhereaboutsTracer *self,
        GstPad              *pad,
        GstBuffer           *buffer,
        GstBufferList       *list)
{
  GstElement *element = pad_element (pad);
  ElementInfo *info;

  if (element == NULL || (buffer == NULL && list == NULL) || g_atomic_int_get (&self->n_entries) == 0)
    return;

  g_mutex_lock (&self->lock);
  info = g_hash_table_lookup (self->by_element, element);
  if (info != NULL && list != NULL)
    {
      guint n = gst_buffer_list_length (list);

      for (guint i = 0; i < n; i++)
        forward (self, info, gst_buffer_list_get (list, i));
    }
  else if (info != NULL)
    {
      forward (self, info, buffer);
    }
  g_mutex_unlock (&self->lock);
}

static void
on_push_pre (GObject      *object,
             GstClockTime  ts,
             GstPad       *pad,
             GstBuffer    *buffer)
{
  pushed (GP_WHEREABOUTS_TRACER (object), pad, buffer, NULL);
}

static void
on_push_list_pre (GObject       *object,
                  GstClockTime   ts,
                  GstPad        *pad,
                  GstBufferList *list)
{
  pushed (GP_WHEREABOUTS_TRACER (object), pad, NULL, list);
}

/* A ref (+1) or unref (-1) of a held buffer inside a holder's own chain call. */
static void
count_ref (GpWhereaboutsTracer *self,
           BufferEntry         *entry,
           gint                 delta)
{
  ElementInfo *context = innermost_element ();
  Holder *holder = context != NULL ? find_holder (entry, context) : NULL;

  if (holder == NULL)
    return;
  holder->net += delta;
  if (holder->net < 0)
    release (self, holder);
}

typedef enum
{
  MINI_REFFED,
  MINI_UNREFFED,
  MINI_DESTROYED,
} MiniEvent;

/* A ref, an unref (to @new_refcount) or the end of a mini object: only held buffers matter. */
static void
mini_object_event (GObject       *object,
                   GstMiniObject *mini,
                   MiniEvent      event,
                   gint           new_refcount)
{
  GpWhereaboutsTracer *self;
  BufferEntry *entry;

  if (!GST_IS_BUFFER (mini))
    return;
  self = GP_WHEREABOUTS_TRACER (object);
  if (g_atomic_int_get (&self->n_entries) == 0)
    return;
  /* Outside every chain call a ref counts for no holder. */
  if (event == MINI_REFFED && innermost_element () == NULL)
    return;

  g_mutex_lock (&self->lock);
  entry = g_hash_table_lookup (self->buffers, mini);
  if (entry != NULL)
    {
      if (event == MINI_DESTROYED || (event == MINI_UNREFFED && new_refcount <= 0))
        release_all (self, entry);
      else
        count_ref (self, entry, event == MINI_REFFED ? +1 : -1);
    }
  g_mutex_unlock (&self->lock);
}

static void
on_reffed (GObject       *object,
           GstClockTime   ts,
           GstMiniObject *mini,
           gint           new_refcount)
{
  mini_object_event (object, mini, MINI_REFFED, new_refcount);
}

static void
on_unreffed (GObject       *object,
             GstClockTime   ts,
             GstMiniObject *mini,
             gint           new_refcount)
{
  mini_object_event (object, mini, MINI_UNREFFED, new_refcount);
}

static void
on_destroyed (GObject       *object,
              GstClockTime   ts,
              GstMiniObject *mini)
{
  mini_object_event (object, mini, MINI_DESTROYED, 0);
}

/* A new element at an address we know: the old one is gone; its info stays until it reports 0. */
static void
on_element_new (GObject      *object,
                GstClockTime  ts,
                GstElement   *element)
{
  GpWhereaboutsTracer *self = GP_WHEREABOUTS_TRACER (object);
  ElementInfo *info;

  _gp_tracer_timer_learn_base (&self->timer, ts);
  g_mutex_lock (&self->lock);
  info = g_hash_table_lookup (self->by_element, element);
  if (info != NULL)
    {
      info->stale = TRUE;
      g_hash_table_remove (self->by_element, element);
    }
  g_mutex_unlock (&self->lock);
}

/* The window's summary */

typedef struct
{
  const char   *name;
  guint64       id;
  guint64       buffers;
  guint64       bytes;
  GstClockTime  oldest_ns;
} Row;

static void
on_tick (GstClockTime ts,
         gpointer     user_data)
{
  GpWhereaboutsTracer *self = user_data;
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (Row));

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->elements->len;)
    {
      ElementInfo *info = g_ptr_array_index (self->elements, i);
      Row row;

      if (info->n_buffers == 0 && !info->reported)
        {
          /* Only this thread frees infos, so the names in rows stay valid after the unlock. */
          if (info->stale)
            {
              g_ptr_array_remove_index_fast (self->elements, i);  /* frees it */
              continue;
            }
          i++;
          continue;
        }
      row.name = info->name;
      row.id = info->id;
      row.buffers = info->n_buffers;
      row.bytes = info->bytes;
      row.oldest_ns = 0;
      if (info->oldest != NULL && ts > info->oldest->since)
        row.oldest_ns = ts - info->oldest->since;
      g_array_append_val (rows, row);
      info->reported = info->n_buffers > 0;
      i++;
    }
  g_mutex_unlock (&self->lock);

  for (guint i = 0; i < rows->len; i++)
    {
      const Row *row = &g_array_index (rows, Row, i);

      gst_tracer_record_log (tr_held_buffers, (guint64) ts, row->name, row->id,
                             row->buffers, row->bytes, (guint64) row->oldest_ns);
    }
}

static void
free_holders (Holder *holder)
{
  while (holder != NULL)
    {
      Holder *next = holder->next_holder;

      g_free (holder);
      holder = next;
    }
}

static void
gp_whereabouts_tracer_finalize (GObject *object)
{
  GpWhereaboutsTracer *self = GP_WHEREABOUTS_TRACER (object);
  GHashTableIter iter;
  gpointer value;

  _gp_tracer_timer_stop (&self->timer);

  g_hash_table_iter_init (&iter, self->buffers);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      BufferEntry *entry = value;

      free_holders (entry->holders);
      g_free (entry);
    }
  g_hash_table_unref (self->buffers);
  g_hash_table_unref (self->by_element);
  g_ptr_array_unref (self->elements);
  free_holders (self->free_holders);
  while (self->free_entries != NULL)
    {
      BufferEntry *next = self->free_entries->next_free;

      g_free (self->free_entries);
      self->free_entries = next;
    }
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (gp_whereabouts_tracer_parent_class)->finalize (object);
}

static GstStructure *
value_spec (const char *description)
{
  return gst_structure_new ("value",
                            "type", G_TYPE_GTYPE, G_TYPE_UINT64,
                            "description", G_TYPE_STRING, description,
                            "flags", GST_TYPE_TRACER_VALUE_FLAGS, GST_TRACER_VALUE_FLAGS_NONE,
                            NULL);
}

static void
gp_whereabouts_tracer_class_init (GpWhereaboutsTracerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gp_whereabouts_tracer_finalize;

  tr_held_buffers = gst_tracer_record_new ("held-buffers.class",
      "ts", GST_TYPE_STRUCTURE, value_spec ("the stock tracers' timestamp"),
      "element", GST_TYPE_STRUCTURE,
      gst_structure_new ("scope",
                         "type", G_TYPE_GTYPE, G_TYPE_STRING,
                         "related-to", GST_TYPE_TRACER_VALUE_SCOPE, GST_TRACER_VALUE_SCOPE_ELEMENT,
                         NULL),
      "element-id", GST_TYPE_STRUCTURE, value_spec ("the element's address"),
      "buffers", GST_TYPE_STRUCTURE, value_spec ("buffers the element holds"),
      "bytes", GST_TYPE_STRUCTURE, value_spec ("their sizes at entry, summed"),
      "oldest-ns", GST_TYPE_STRUCTURE, value_spec ("age of the oldest buffer held, ns"),
      NULL);
  GST_OBJECT_FLAG_SET (tr_held_buffers, GST_OBJECT_FLAG_MAY_BE_LEAKED);
}

static void
gp_whereabouts_tracer_init (GpWhereaboutsTracer *self)
{
  GstTracer *tracer = GST_TRACER (self);

  g_mutex_init (&self->lock);
  self->buffers = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->by_element = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->elements = g_ptr_array_new_with_free_func ((GDestroyNotify) element_info_free);

  gst_tracing_register_hook (tracer, "pad-chain-pre", G_CALLBACK (on_chain_pre));
  gst_tracing_register_hook (tracer, "pad-chain-list-pre", G_CALLBACK (on_chain_list_pre));
  gst_tracing_register_hook (tracer, "pad-chain-post", G_CALLBACK (on_chain_post));
  gst_tracing_register_hook (tracer, "pad-chain-list-post", G_CALLBACK (on_chain_post));
  gst_tracing_register_hook (tracer, "pad-push-pre", G_CALLBACK (on_push_pre));
  gst_tracing_register_hook (tracer, "pad-push-list-pre", G_CALLBACK (on_push_list_pre));
  gst_tracing_register_hook (tracer, "mini-object-reffed", G_CALLBACK (on_reffed));
  gst_tracing_register_hook (tracer, "mini-object-unreffed", G_CALLBACK (on_unreffed));
  gst_tracing_register_hook (tracer, "mini-object-destroyed", G_CALLBACK (on_destroyed));
  gst_tracing_register_hook (tracer, "element-new", G_CALLBACK (on_element_new));
  _gp_tracer_timer_start (&self->timer, "gp-whereabouts", on_tick, self);
}
