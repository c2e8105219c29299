/* gp-aggregator-latency.c: the elements of a latency-only log, from its latency records
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

/* A log recorded with GST_TRACERS="latency(flags=pipeline+element)" and no stats tracer has no
 * `new-element` record, so the graph stayed empty and HOT, "where the time goes" and the heat
 * overlay had nothing to rank, though every element's processing-time series was there. The
 * latency records name their elements: `latency` its source and its sink, `element-latency` and
 * `element-reported-latency` the element. When nothing else gave the graph an element by the end
 * (no `new-element` record, no dot dump merged), each window's end adds the ones it named (so a
 * live view shows them as they come) and gp_aggregator_finish() the rest: in each batch sources
 * first, then the others in the order the records first named them, then sinks. A default name gives
 * the factory (gp_factory_from_default_name(): `<factory>N`, `queue2-0`, nvvidconv's `nvvconvN`,
 * gst-omx's `<factory>-<factory>N`, from rules/names.json); any other name leaves it unknown
 * (""). They have no pads and no links: latency records do not say how elements link.
 * An `element-latency` record, whatever else the log holds, sets
 * target.capabilities.element_latency: the per-element series were measured. */

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-factory.h"

/* element-reported-latency `min` at or above this means "none". */
#define REPORTED_NONE (G_GUINT64_CONSTANT (1) << 62)

void
_gp_aggregator_latency_on_ends (GpAggregator        *self,
                                const GpTracerField *src,
                                const GpTracerField *sink)
{
  /* The topology comes from new-element records when there are any. */
  if (g_hash_table_size (self->element_names) > 0)
    return;
  if (src != NULL)
    _gp_aggregator_element_state_for_field (self, src)->latency_end |= GP_LATENCY_END_SOURCE;
  if (sink != NULL)
    _gp_aggregator_element_state_for_field (self, sink)->latency_end |= GP_LATENCY_END_SINK;
}

static gboolean
add_element (GpAggregator *self,
             ElementState *state)
{
  GpTarget *target = gp_session_get_target (self->session);
  g_autofree char *factory = NULL;
  gboolean created = FALSE;
  GpElement *element;

  element = gp_graph_ensure_element (self->graph, state->name, &created);
  if (!created)
    return FALSE;
  factory = gp_factory_from_default_name (state->name);
  if (factory == NULL)
    return TRUE;
  g_free (element->factory);
  element->factory = g_steal_pointer (&factory);
  g_free (element->vendor);
  element->vendor = g_strdup (gp_factory_vendor (element->factory, target->platform));
  return TRUE;
}

void
_gp_aggregator_latency_add_elements (GpAggregator *self)
{
  static const guint passes[] = { GP_LATENCY_END_SOURCE, 0, GP_LATENCY_END_SINK };

  /* Only while the graph holds nothing but what this file added. */
  if (g_hash_table_size (self->element_names) > 0 ||
      gp_graph_n_elements (self->graph) > self->n_latency_elements)
    return;

  for (guint pass = 0; pass < G_N_ELEMENTS (passes); pass++)
    for (guint i = 0; i < self->element_list->len; i++)
      {
        ElementState *state = g_ptr_array_index (self->element_list, i);
        guint end = state->latency_end;

        /* an element that is both ends (a source feeding a sink directly) goes first */
        if (end & GP_LATENCY_END_SOURCE)
          end = GP_LATENCY_END_SOURCE;
        if (end == passes[pass] && (end != 0 || state->ever_latency) && add_element (self, state))
          self->n_latency_elements++;
      }
}

void
_gp_aggregator_latency_finish (GpAggregator *self)
{
  GpTarget *target = gp_session_get_target (self->session);

  if (self->have_element_latency)
    target->capabilities.element_latency = TRUE;
  _gp_aggregator_latency_add_elements (self);
}

/* The latency tracer's records: element and pipeline latency, reported latency. */

gboolean
_gp_aggregator_on_element_latency (GpAggregator       *self,
                                   const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("element"), FIELD ("time"), FIELD ("element-id"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  guint64 ts, time;
  ElementState *state;
  double ms;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!HAS (mask, 1) || !_gp_aggregator_get_uint (mask, 2, f, &time))
    return FALSE;

  state = _gp_aggregator_element_state_for_record (self, &f[1], HAS (mask, 3) ? &f[3] : NULL);
  state->ever_latency = TRUE;
  self->have_element_latency = TRUE;
  ms = (double) time / 1e6;
  g_array_append_val (state->samples, ms);
  if (!state->touched)
    {
      state->touched = TRUE;
      g_ptr_array_add (self->touched, state);
    }
  return TRUE;
}

gboolean
_gp_aggregator_on_latency (GpAggregator       *self,
                           const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("time"), FIELD ("src-element"), FIELD ("sink-element"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  /* the ends only matter while no new-element record came (gp-aggregator-latency.c) */
  guint n = g_hash_table_size (self->element_names) > 0 ? 2 : G_N_ELEMENTS (names);
  guint mask = _gp_aggregator_collect_fields (self, line, names, n, f);
  guint64 ts, time;
  double ms;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!_gp_aggregator_get_uint (mask, 1, f, &time))
    return FALSE;
  if (n > 2)
    _gp_aggregator_latency_on_ends (self, HAS (mask, 2) ? &f[2] : NULL, HAS (mask, 3) ? &f[3] : NULL);
  ms = (double) time / 1e6;
  g_array_append_val (self->latency, ms);
  return TRUE;
}

gboolean
_gp_aggregator_on_reported_latency (GpAggregator       *self,
                                    const GpTracerLine *line)
{
  static const FieldName names[] = { FIELD ("ts"), FIELD ("element"), FIELD ("min"), FIELD ("element-id") };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  guint64 ts, min;
  ElementState *state;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!HAS (mask, 1) || !_gp_aggregator_get_uint (mask, 2, f, &min))
    return FALSE;
  if (min >= REPORTED_NONE)
    {
      _gp_aggregator_element_state_for_record (self, &f[1], HAS (mask, 3) ? &f[3] : NULL)->ever_latency = TRUE;
      return TRUE;
    }

  state = _gp_aggregator_element_state_for_record (self, &f[1], HAS (mask, 3) ? &f[3] : NULL);
  state->ever_latency = TRUE;
  state->reported_ms = (double) min / 1e6;
  state->has_reported = TRUE;
  return TRUE;
}
