/* gp-aggregator-held.c: our gpwhereabouts tracer's held-buffers records → the held_* series
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

/* The tracer (src/tracer/gp-whereabouts-tracer.c) logs, once per 250 ms, one record per element
 * holding buffers, and one 0 record when an element stops holding any:
 *
 *   held-buffers, ts=(guint64)…, element=(string)queue1, element-id=(guint64)…,
 *     buffers=(guint64)…, bytes=(guint64)…, oldest-ns=(guint64)…;
 *
 * Per element, the last record of a window wins, into `held_buffers`, `held_bytes` and
 * `oldest_held_ms`. A window with no record for an element that had one carries the latest values
 * forward: the tracer's last word stands until it says otherwise (its ticks and our windows are
 * not in phase, so a window can fall between two ticks; a gap must not read as a drop to 0).
 * After a 0 record that is 0 in every later window, never null; an element that never had a
 * record stays null. The first record sets `target.capabilities.whereabouts` to exact (our
 * records win over the stock estimate of the same columns). A record without `element` or
 * `buffers` counts as a parse error; a missing `bytes` or `oldest-ns` is null. */

#include "config.h"

#include "gp-aggregator-private.h"
#include "gp-tracer-field.h"

gboolean
_gp_aggregator_on_held_buffers (GpAggregator       *self,
                                const GpTracerLine *line)
{
  GpTracerFieldIter iter;
  GpTracerField field;
  GpTracerField element = { 0 };
  GpTracerField address = { 0 };
  gboolean have_element = FALSE, have_address = FALSE;
  gboolean have_ts = FALSE, have_buffers = FALSE, have_bytes = FALSE, have_oldest = FALSE;
  guint64 ts = line->wall_ns, buffers = 0, bytes = 0, oldest_ns = 0;
  ElementState *state;

  gp_tracer_field_iter_init (&iter, line->body);
  while (gp_tracer_field_iter_next (&iter, &field))
    {
      if (!have_ts && gp_slice_equal_literal (field.key, "ts"))
        {
          if (!gp_tracer_field_get_uint64 (&field, &ts))
            return FALSE;
          have_ts = TRUE;
        }
      else if (!have_element && gp_slice_equal_literal (field.key, "element"))
        {
          element = field;
          have_element = TRUE;
        }
      else if (!have_address && gp_slice_equal_literal (field.key, "element-id"))
        {
          address = field;
          have_address = TRUE;
        }
      else if (!have_buffers && gp_slice_equal_literal (field.key, "buffers"))
        have_buffers = gp_tracer_field_get_uint64 (&field, &buffers);
      else if (!have_bytes && gp_slice_equal_literal (field.key, "bytes"))
        have_bytes = gp_tracer_field_get_uint64 (&field, &bytes);
      else if (!have_oldest && gp_slice_equal_literal (field.key, "oldest-ns"))
        have_oldest = gp_tracer_field_get_uint64 (&field, &oldest_ns);
    }
  _gp_aggregator_advance (self, ts);

  if (!have_element || !have_buffers)
    return FALSE;

  gp_session_get_target (self->session)->capabilities.whereabouts = GP_WHEREABOUTS_EXACT;
  state = _gp_aggregator_element_state_for_record (self, &element, have_address ? &address : NULL);
  state->has_held = TRUE;
  state->held_buffers = (double) buffers;
  state->held_bytes = have_bytes ? (double) bytes : GP_NULL;
  state->oldest_held_ms = have_oldest ? gp_py_round ((double) oldest_ns / 1e6, 3) : GP_NULL;
  return TRUE;
}

void
_gp_aggregator_flush_held (GpAggregator *self,
                           guint         idx)
{
  for (guint i = 0; i < self->element_list->len; i++)
    {
      ElementState *state = g_ptr_array_index (self->element_list, i);
      GpElementSeries *es;

      if (!state->has_held)
        continue;
      es = gp_series_ensure_element (self->series, state->name);
      g_array_index (es->held_buffers, double, idx) = state->held_buffers;
      g_array_index (es->held_bytes, double, idx) = state->held_bytes;
      g_array_index (es->oldest_held_ms, double, idx) = state->oldest_held_ms;
    }
}
