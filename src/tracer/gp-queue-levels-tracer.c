/* gp-queue-levels-tracer.c: GpQueueLevelsTracer: the levels of queue-like elements, every 250 ms
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

/* The `gpqueuelevels` tracer learns the queue-like elements (queue, queue2, multiqueue, appsrc and
 * its subclasses, appsink) from the `element-new` hook and holds each by a GWeakRef, so an element
 * that goes away is simply dropped. A thread of its own (GpTracerTimer, never the application's
 * main loop) wakes every GP_TRACER_WINDOW_MS and logs one `queue-level` record per live element:
 *
 *   queue-level, ts=(guint64)…, element=(string)queue1, element-id=(guint64)…,
 *     buffers=(gint64)…, bytes=(gint64)…, time=(gint64)…, max-buffers=(gint64)…,
 *     max-bytes=(gint64)…, max-time=(gint64)…, block=(gint)…, leaky=(gint)…, drop=(gint)…;
 *
 * A property the element does not have is -1 (multiqueue and appsink have no current level).
 * `ts` is on the stock tracers' clock (gp-tracer-timer.c). */

#include "config.h"

#include "gp-queue-levels-tracer.h"
#include "gp-tracer-timer-private.h"
#include "gp-tracer-util-private.h"

struct _GpQueueLevelsTracer
{
  GstTracer      parent_instance;

  GpTracerTimer  timer;
  GMutex         lock;
  GPtrArray     *elements;     /* GWeakRef*, the queue-like elements seen */
};

G_DEFINE_FINAL_TYPE (GpQueueLevelsTracer, gp_queue_levels_tracer, GST_TYPE_TRACER)

static GstTracerRecord *tr_queue_level;

static const char * const queue_like_types[] = {
  "GstQueue", "GstQueue2", "GstMultiQueue", "GstAppSrc", "GstAppSink",
};

static gboolean
is_queue_like (GstElement *element)
{
  GType type = G_OBJECT_TYPE (element);

  for (guint i = 0; i < G_N_ELEMENTS (queue_like_types); i++)
    {
      GType t = g_type_from_name (queue_like_types[i]);

      if (t != 0 && g_type_is_a (type, t))
        return TRUE;
    }
  return FALSE;
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

static void
on_element_new (GObject    *object,
                GstClockTime ts,
                GstElement *element)
{
  GpQueueLevelsTracer *self = GP_QUEUE_LEVELS_TRACER (object);
  GWeakRef *ref;

  _gp_tracer_timer_learn_base (&self->timer, ts);
  if (!is_queue_like (element))
    return;

  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, element);
  g_mutex_lock (&self->lock);
  g_ptr_array_add (self->elements, ref);
  g_mutex_unlock (&self->lock);
}

/* The first of @names that @object has, as an integer; -1 when none. */
static gint64
read_property (GObject           *object,
               const char * const *names)
{
  GObjectClass *klass = G_OBJECT_GET_CLASS (object);

  for (guint i = 0; names[i] != NULL; i++)
    {
      GParamSpec *pspec = g_object_class_find_property (klass, names[i]);
      g_auto(GValue) value = G_VALUE_INIT;
      GType type;

      if (pspec == NULL || !(pspec->flags & G_PARAM_READABLE))
        continue;
      type = G_PARAM_SPEC_VALUE_TYPE (pspec);
      g_value_init (&value, type);
      g_object_get_property (object, names[i], &value);
      if (type == G_TYPE_UINT)
        return g_value_get_uint (&value);
      if (type == G_TYPE_INT)
        return g_value_get_int (&value);
      if (type == G_TYPE_UINT64)
        return (gint64) MIN (g_value_get_uint64 (&value), (guint64) G_MAXINT64);
      if (type == G_TYPE_INT64)
        return g_value_get_int64 (&value);
      if (type == G_TYPE_BOOLEAN)
        return g_value_get_boolean (&value) ? 1 : 0;
      if (G_TYPE_IS_ENUM (type))
        return g_value_get_enum (&value);
    }
  return -1;
}

#define NAMES(...) ((const char * const []) { __VA_ARGS__, NULL })

static void
log_element (GstElement   *element,
             GstClockTime  ts)
{
  GObject *object = G_OBJECT (element);
  g_autofree char *name = gst_object_get_name (GST_OBJECT (element));

  gst_tracer_record_log (tr_queue_level, (guint64) ts, name,
                         (guint64) GPOINTER_TO_SIZE (element),
                         read_property (object, NAMES ("current-level-buffers")),
                         read_property (object, NAMES ("current-level-bytes")),
                         read_property (object, NAMES ("current-level-time")),
                         read_property (object, NAMES ("max-size-buffers", "max-buffers")),
                         read_property (object, NAMES ("max-size-bytes", "max-bytes")),
                         read_property (object, NAMES ("max-size-time", "max-time")),
                         (gint) read_property (object, NAMES ("block")),
                         (gint) read_property (object, NAMES ("leaky", "leaky-type")),
                         (gint) read_property (object, NAMES ("drop")));
}

/* Takes a strong ref on every live element (dropping the gone ones). */
static GPtrArray *
snapshot (GpQueueLevelsTracer *self)
{
  GPtrArray *live = g_ptr_array_new_with_free_func (gst_object_unref);

  for (guint i = 0; i < self->elements->len;)
    {
      GstElement *element = g_weak_ref_get (g_ptr_array_index (self->elements, i));

      if (element == NULL)
        {
          g_ptr_array_remove_index_fast (self->elements, i);
          continue;
        }
      g_ptr_array_add (live, element);
      i++;
    }
  return live;
}

static void
on_tick (GstClockTime ts,
         gpointer     user_data)
{
  GpQueueLevelsTracer *self = user_data;
  g_autoptr(GPtrArray) live = NULL;

  g_mutex_lock (&self->lock);
  live = snapshot (self);
  g_mutex_unlock (&self->lock);

  for (guint i = 0; i < live->len; i++)
    log_element (g_ptr_array_index (live, i), ts);
}

static void
gp_queue_levels_tracer_finalize (GObject *object)
{
  GpQueueLevelsTracer *self = GP_QUEUE_LEVELS_TRACER (object);

  _gp_tracer_timer_stop (&self->timer);
  g_ptr_array_unref (self->elements);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (gp_queue_levels_tracer_parent_class)->finalize (object);
}

static void
gp_queue_levels_tracer_class_init (GpQueueLevelsTracerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gp_queue_levels_tracer_finalize;

  tr_queue_level = gst_tracer_record_new ("queue-level.class",
      "ts", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_UINT64, "the stock tracers' timestamp"),
      "element", GST_TYPE_STRUCTURE,
      gst_structure_new ("scope",
                         "type", G_TYPE_GTYPE, G_TYPE_STRING,
                         "related-to", GST_TYPE_TRACER_VALUE_SCOPE, GST_TRACER_VALUE_SCOPE_ELEMENT,
                         NULL),
      "element-id", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_UINT64, "the element's address"),
      "buffers", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT64, "buffers held, -1 unknown"),
      "bytes", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT64, "bytes held, -1 unknown"),
      "time", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT64, "ns held, -1 unknown"),
      "max-buffers", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT64, "buffer limit, 0 none, -1 unknown"),
      "max-bytes", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT64, "byte limit, 0 none, -1 unknown"),
      "max-time", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT64, "time limit (ns), 0 none, -1 unknown"),
      "block", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT, "the block property, -1 none"),
      "leaky", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT, "leaky or leaky-type, -1 none"),
      "drop", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_INT, "the drop property, -1 none"),
      NULL);
  GST_OBJECT_FLAG_SET (tr_queue_level, GST_OBJECT_FLAG_MAY_BE_LEAKED);
}

static void
gp_queue_levels_tracer_init (GpQueueLevelsTracer *self)
{
  g_mutex_init (&self->lock);
  self->elements = g_ptr_array_new_with_free_func ((GDestroyNotify) weak_ref_free);

  gst_tracing_register_hook (GST_TRACER (self), "element-new", G_CALLBACK (on_element_new));
  _gp_tracer_timer_start (&self->timer, "gp-queue-levels", on_tick, self);
}
