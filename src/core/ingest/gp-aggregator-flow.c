/* gp-aggregator-flow.c: our gpstats tracer's window records → the series the stock ones feed
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

/* gpstats (src/tracer/gp-stats-tracer.c) measures in the pipeline's process what the stock
 * `latency` and `stats` tracers log per buffer, and writes one record per element and per link a
 * window (src/tracer/README.md has the formats):
 *
 * - `proc-time` (element, element-id, time): the element's processing-time histogram → the same
 *   samples an `element-latency` record gives: `proc_ms_p50`/`_p95`, `buffers`,
 *   `capabilities.element_latency`;
 * - `pipeline-latency` (src-element, sink-element, time) → the `latency` samples: `latency_ms_*`;
 * - `link-flow` (pad-ix, peer-pad-ix, buffers, bytes) → what as many `buffer` records would count
 *   on the link: fps, bytes/s, stalls (new-pad indexes as stats'; gpstats logs those too).
 *
 * A histogram is `bucket:count/…` (log-linear, 32 buckets an octave, gp-stats-hist-private.h);
 * each bucket stands for its middle value, `count` times: a weighted sample, so a window's
 * percentiles are the nearest-rank ones over the expanded multiset without expanding it (linear in
 * the record, whatever the counts say), within ±1.6 % of the exact time. A window's samples from
 * both kinds of record (a log with both tracers) are pooled. The first record sets
 * `target.capabilities.timing = in-process`. A bucket out of range, a count of 0 or a malformed
 * list is a parse error and the record is dropped. */

#include "config.h"

#include <stdlib.h>

#include "gp-aggregator-private.h"

#define HIST_BUCKETS 1920
/* Weights of one window beyond this are not believed (a hostile log): a parse error. */
#define MAX_WEIGHT (G_MAXUINT32 / 4)

static double
bucket_ms (guint b)
{
  guint e, m;
  guint64 lower, width;

  if (b < 32)
    return (double) b / 1e6;
  e = b / 32 + 4;
  m = b % 32;
  lower = (guint64) (32 + m) << (e - 5);
  width = G_GUINT64_CONSTANT (1) << (e - 5);
  return ((double) lower + (double) (width - 1) / 2.0) / 1e6;
}

/* Appends the histogram in @field to @out; FALSE (and nothing appended) when malformed. */
static gboolean
parse_hist (const GpTracerField *field,
            GArray              *out,
            guint64             *total)
{
  g_autofree char *text = gp_tracer_field_dup_string (field);
  guint before = out->len;
  guint64 sum = 0;
  const char *p = text;

  while (*p != '\0')
    {
      GpWeightedSample sample;
      char *end;
      guint64 b, c;

      if (*p < '0' || *p > '9')
        goto bad;
      b = g_ascii_strtoull (p, &end, 10);
      if (*end != ':' || b >= HIST_BUCKETS)
        goto bad;
      p = end + 1;
      if (*p < '0' || *p > '9')
        goto bad;
      c = g_ascii_strtoull (p, &end, 10);
      if (c == 0 || c > MAX_WEIGHT || (*end != '/' && *end != '\0') || (*end == '/' && end[1] == '\0'))
        goto bad;
      sum += c;
      if (*total + sum > MAX_WEIGHT)
        goto bad;
      sample.ms = bucket_ms ((guint) b);
      sample.weight = (guint) c;
      g_array_append_val (out, sample);
      p = *end == '/' ? end + 1 : end;
    }
  if (out->len == before)
    return FALSE;
  *total += sum;
  return TRUE;

bad:
  g_array_set_size (out, before);
  return FALSE;
}

static void
mark_in_process (GpAggregator *self)
{
  gp_session_get_target (self->session)->capabilities.timing = GP_TIMING_IN_PROCESS;
}

gboolean
_gp_aggregator_on_proc_time (GpAggregator       *self,
                             const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("element"), FIELD ("time"), FIELD ("element-id"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  ElementState *state;
  guint64 ts;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);
  if (!HAS (mask, 1) || !HAS (mask, 2))
    return FALSE;

  state = _gp_aggregator_element_state_for_record (self, &f[1], HAS (mask, 3) ? &f[3] : NULL);
  if (!parse_hist (&f[2], state->weighted, &state->weight))
    return FALSE;
  state->ever_latency = TRUE;
  self->have_element_latency = TRUE;
  mark_in_process (self);
  if (!state->touched)
    {
      state->touched = TRUE;
      g_ptr_array_add (self->touched, state);
    }
  return TRUE;
}

gboolean
_gp_aggregator_on_pipeline_latency (GpAggregator       *self,
                                    const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("time"), FIELD ("src-element"), FIELD ("sink-element"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  guint64 ts;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);
  if (!HAS (mask, 1) || !parse_hist (&f[1], self->latency_weighted, &self->latency_weight))
    return FALSE;
  if (g_hash_table_size (self->element_names) == 0)
    _gp_aggregator_latency_on_ends (self, HAS (mask, 2) ? &f[2] : NULL, HAS (mask, 3) ? &f[3] : NULL);
  mark_in_process (self);
  return TRUE;
}

gboolean
_gp_aggregator_on_link_flow (GpAggregator       *self,
                             const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("pad-ix"), FIELD ("peer-pad-ix"), FIELD ("buffers"), FIELD ("bytes"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  guint64 ts, pad_ix, peer_ix, buffers, bytes;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);
  if (!_gp_aggregator_get_uint (mask, 1, f, &pad_ix) || !_gp_aggregator_get_uint (mask, 2, f, &peer_ix) ||
      !_gp_aggregator_get_uint (mask, 3, f, &buffers) || !_gp_aggregator_get_uint (mask, 4, f, &bytes))
    return FALSE;
  mark_in_process (self);
  _gp_aggregator_count_flow (self, pad_ix, peer_ix, buffers, bytes);
  return TRUE;
}

static int
compare_weighted (const void *a,
                  const void *b)
{
  double da = ((const GpWeightedSample *) a)->ms;
  double db = ((const GpWeightedSample *) b)->ms;

  return (da > db) - (da < db);
}

/* The value at nearest-rank index @r of the expanded, sorted multiset. */
static double
value_at (const GpWeightedSample *v,
          guint                   n,
          guint64                 r)
{
  guint64 seen = 0;

  for (guint i = 0; i < n; i++)
    {
      seen += v[i].weight;
      if (r < seen)
        return v[i].ms;
    }
  return v[n - 1].ms;
}

guint64
_gp_aggregator_weighted_percentiles (GArray  *samples,
                                     GArray  *weighted,
                                     guint64  weight,
                                     GArray  *p50,
                                     GArray  *p95,
                                     guint    idx)
{
  guint64 total = samples->len + weight;
  GpWeightedSample *v;

  for (guint i = 0; i < samples->len; i++)
    {
      GpWeightedSample s = { g_array_index (samples, double, i), 1 };

      g_array_append_val (weighted, s);
    }
  v = (GpWeightedSample *) (gpointer) weighted->data;
  qsort (v, weighted->len, sizeof *v, compare_weighted);
  g_array_index (p50, double, idx) = value_at (v, weighted->len, gp_nearest_rank_index ((guint) total, 0.5));
  g_array_index (p95, double, idx) = value_at (v, weighted->len, gp_nearest_rank_index ((guint) total, 0.95));
  g_array_set_size (weighted, 0);
  g_array_set_size (samples, 0);
  return total;
}
