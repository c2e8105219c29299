/* gp-aggregator-queue.c: our gpqueuelevels tracer's queue-level records → queue_level, queue_bytes
 * and the graph elements' measured queue settings
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

/* The tracer (src/tracer/gp-queue-levels-tracer.c) logs, once per 250 ms, one record per
 * queue-like element: its current level (buffers, bytes, time; -1 where the element has no such
 * property, as multiqueue and appsink) and its limits and settings (max-buffers, max-bytes,
 * max-time, block, leaky, drop). The latest level of a window goes to `queue_level` and
 * `queue_bytes` (gp-aggregator-window.c writes them); the settings go to the graph element
 * (GpQueueSettings, `graph.elements[].queue`) once the graph has it, from new-element or from a dot
 * dump merged later, so that QLEAK knows the real limits even where the launch string left them
 * default. The first record sets `target.capabilities.queue_levels`. */

#include "config.h"

#include "gp-aggregator-private.h"

/* Gives each graph element our tracer measured its queue settings, once the
 * graph has it (new-element, or a dot dump merged later). */
static void
apply_element_settings (GpAggregator *self,
                        ElementState *state)
{
  GpElement *element = gp_graph_lookup_element (self->graph, state->name);

  if (element != NULL)
    gp_element_set_queue_settings (element, &state->settings);
}

void
_gp_aggregator_apply_queue_settings (GpAggregator *self)
{
  for (guint i = 0; i < self->element_list->len; i++)
    {
      ElementState *state = g_ptr_array_index (self->element_list, i);

      if (state->has_settings)
        apply_element_settings (self, state);
    }
}

/* A setting of the record: -1 when absent or unreadable (no such property). */
static gint64
setting_field (guint                mask,
               guint                i,
               const GpTracerField *fields)
{
  gint64 value;

  if (!HAS (mask, i) || !gp_tracer_field_get_int64 (&fields[i], &value) || value < 0)
    return -1;
  return value;
}

/* Our tracer's `queue-level` record: the buffers a queue-like element holds
 * (-1 when it has no level property, as multiqueue and appsink), and its
 * limits and settings, which go to the graph element (GpQueueSettings). */
gboolean
_gp_aggregator_on_queue_level (GpAggregator       *self,
                               const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("element"), FIELD ("buffers"), FIELD ("max-buffers"), FIELD ("max-bytes"),
    FIELD ("max-time"), FIELD ("block"), FIELD ("leaky"), FIELD ("drop"), FIELD ("bytes"),
    FIELD ("element-id"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  guint64 ts;
  gint64 buffers;
  gint64 bytes = -1;
  ElementState *state;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!HAS (mask, 1) || !HAS (mask, 2) || !gp_tracer_field_get_int64 (&f[2], &buffers))
    return FALSE;

  gp_session_get_target (self->session)->capabilities.queue_levels = TRUE;
  state = _gp_aggregator_element_state_for_record (self, &f[1], HAS (mask, 10) ? &f[10] : NULL);
  state->has_settings = TRUE;
  state->settings.max_buffers = setting_field (mask, 3, f);
  state->settings.max_bytes = setting_field (mask, 4, f);
  state->settings.max_time_ns = setting_field (mask, 5, f);
  state->settings.block = (int) MIN (setting_field (mask, 6, f), 1);
  state->settings.leaky = (int) MIN (setting_field (mask, 7, f), G_MAXINT);
  state->settings.drop = (int) MIN (setting_field (mask, 8, f), 1);
  apply_element_settings (self, state);
  if (buffers < 0)
    return TRUE;
  state->has_level = TRUE;
  state->level = (double) buffers;
  if (!HAS (mask, 9) || !gp_tracer_field_get_int64 (&f[9], &bytes))
    bytes = -1;
  state->level_bytes = bytes >= 0 ? (double) bytes : GP_NULL;
  return TRUE;
}
