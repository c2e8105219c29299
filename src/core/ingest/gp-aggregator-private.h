/* gp-aggregator-private.h: what the aggregator's files share: its state, the comm index
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

#pragma once

#include "gp-aggregator.h"
#include "gp-dot-private.h"
#include "gp-pymath.h"
#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"

G_BEGIN_DECLS

/* A time that stands for @weight samples (a gpstats histogram bucket, gp-aggregator-flow.c). */
typedef struct
{
  double ms;
  guint  weight;
} GpWeightedSample;

/* What the aggregator knows about one element id. */
typedef struct
{
  char     *key_data;      /* raw name bytes, NUL-terminated */
  GpSlice   key;           /* key_data as a slice */
  char     *name;          /* the id, valid UTF-8 */
  GArray   *samples;       /* element-latency ms in the open window */
  GArray   *weighted;      /* GpWeightedSample from proc-time records, the open window … */
  guint64   weight;        /* … and their weights summed */
  gboolean  touched;       /* has samples in the open window */
  gboolean  has_cpu;
  double    cpu_pct;       /* latest segment-attributed CPU */
  gboolean  has_reported;
  double    reported_ms;   /* latest reported min latency */
  gboolean  has_level;
  double    level;         /* latest queue-level buffers in the open window */
  double    level_bytes;   /* … and bytes; NAN when the element has no byte level */
  gboolean  has_settings;
  GpQueueSettings settings; /* latest queue-level limits, for the graph element */
  gboolean  has_held;      /* a held-buffers record came (gp-aggregator-held.c) … */
  double    held_buffers;  /* … and its latest values, carried to the windows after it */
  double    held_bytes;
  double    oldest_held_ms;
  guint     latency_end;   /* GP_LATENCY_END_*: a `latency` record's source or sink */
  gboolean  ever_latency;  /* an element-latency or element-reported-latency record named it */
  GpElementSeries *series; /* its series as last looked up by name (gp-aggregator-window.c) … */
  guint     series_generation; /* … in this _gp_series_get_generation() */
} ElementState;

enum
{
  GP_LATENCY_END_SOURCE = 1 << 0,
  GP_LATENCY_END_SINK = 1 << 1,
};

/* gp-aggregator-backlog.c: the estimated backlog of one queue-like element. */
typedef struct _BacklogQueue BacklogQueue;

/* Per-link counters of the open window; one per graph link. */
typedef struct
{
  GpLink       *link;           /* borrowed from the graph */
  guint64       buffers;
  guint64       bytes;
  gboolean      ever;           /* carried buffers in an earlier window */
  gboolean      backlog_resolved;
  BacklogQueue *backlog_into;   /* the sink element's estimate, or NULL */
  BacklogQueue *backlog_out_of; /* the src element's estimate, or NULL */
  GpLinkSeries *series;         /* its series as last looked up, by the id … */
  char         *series_id;      /* … the link had then, in … */
  guint         series_generation; /* … this _gp_series_get_generation() */
} LinkState;

#define ELEMENT_CACHE_N 16  /* the top 4 bits of a 32-bit hash (gp-aggregator.c) */
#define PAD_DIRECT_N 256    /* pads with a smaller stats index are also found by it */

/* gp-aggregator-fields.c: the shapes of the records read so far. */
typedef struct _GpFieldShapes GpFieldShapes;

/* gp-aggregator-copies.c: elements of one name in different bins. */
typedef struct _GpAggregatorCopies GpAggregatorCopies;

/* gp-aggregator-backlog.c: backlogs estimated from the stats tracer's pushes. */
typedef struct _GpAggregatorBacklog GpAggregatorBacklog;

/* gp-aggregator-cpu.c: thread comm → element by the rules of
 * gp_thread_comm_to_element(), for a graph of n elements in O(log n). */
typedef struct _GpCommIndex GpCommIndex;

GpCommIndex  *_gp_comm_index_new         (const GpGraph     *graph);
void          _gp_comm_index_free        (GpCommIndex       *index);
const char   *_gp_comm_index_lookup      (const GpCommIndex *index,
                                          const char        *comm);
/* Whether @index still covers every element of @graph (elements are only
 * ever added). */
gboolean      _gp_comm_index_is_current  (const GpCommIndex *index,
                                          const GpGraph     *graph);

struct _GpAggregator
{
  GpSession    *session;
  GpGraph      *graph;          /* the session's */
  GpSeries     *series;         /* the session's */
  GpTracerLog  *log;
  GpParseStats  stats;
  gboolean      finished;

  GHashTable   *element_names;  /* new-element ix → id */
  GHashTable   *pads;           /* new-pad ix → PadInfo */
  struct _PadInfo *pad_direct[PAD_DIRECT_N];  /* the same for the small indexes, without the hash */
  GHashTable   *elements;       /* GpSlice name → ElementState */
  ElementState *element_cache[ELEMENT_CACHE_N];  /* the last looked up, by a hash of the name */
  GPtrArray    *element_list;   /* ElementState, creation order (owns) */
  GPtrArray    *touched;        /* ElementState with samples this window */
  GPtrArray    *links;          /* LinkState, index-aligned with graph links */
  GHashTable   *link_states;    /* GpLink* → LinkState* */
  GHashTable   *sink_caps;      /* "el:pad" → caps seen in a caps event */
  gboolean      have_pipeline;
  gboolean      have_element_latency;

  gboolean      have_t0;
  guint64       t0;
  guint64       win_start;
  GArray       *latency;        /* pipeline latency ms in the open window */
  GArray       *latency_weighted; /* GpWeightedSample from pipeline-latency records … */
  guint64       latency_weight;   /* … and their weights summed */
  guint         n_gaps;

  GpCommIndex  *comm_index;     /* the graph's, rebuilt when it grew; dropped on a rename */
  gboolean      have_cpu;       /* latest system sample */
  GArray       *per_core;
  double        total_pct;

  GpAggregatorBacklog *backlog;
  GpAggregatorCopies  *copies;
  guint         n_latency_elements;  /* graph elements gp-aggregator-latency.c added */
  GHashTable   *record_links;   /* GpLink* the stats records made (not a dump) */
  guint         n_dots;         /* dumps merged */
  GpFieldShapes *shapes;        /* gp-aggregator-fields.c */
};

ElementState *_gp_aggregator_ensure_element_state (GpAggregator *self,
                                                   const char   *name,
                                                   gsize         len);
/* Python's round(x, ndigits) for ndigits 1 or 3. */
guint         _gp_aggregator_get_n_gaps           (GpAggregator *self);

/* gp-aggregator-backlog.c */
GpAggregatorBacklog *_gp_aggregator_backlog_new     (void);
void          _gp_aggregator_backlog_free         (GpAggregatorBacklog *backlog);
/* A stats `buffer` record that @link carried at @ts, @size bytes. */
void          _gp_aggregator_backlog_on_push      (GpAggregator *self,
                                                   LinkState    *link,
                                                   guint64       ts,
                                                   guint64       size);
/* A `buffer` record with no link (one of its pads unknown): @owner's pad
 * took the buffer in (@into) or sent it out. */
void          _gp_aggregator_backlog_on_pad_push  (GpAggregator *self,
                                                   const char   *owner,
                                                   gboolean      into,
                                                   guint64       ts,
                                                   guint64       size);
void          _gp_aggregator_backlog_rename       (GpAggregator *self,
                                                   const char   *old_id,
                                                   const char   *new_id);
/* An appsrc or queue_dataflow debug line: its element's level, exact. */
void          _gp_aggregator_backlog_on_debug     (GpAggregator       *self,
                                                   const GpTracerLine *line);
/* Writes the estimates into row @idx of the series (the window ends at @win_end);
 * before the row's queue levels are taken from our tracer's records. */
void          _gp_aggregator_backlog_flush        (GpAggregator *self,
                                                   guint         idx,
                                                   guint64       win_end);

/* gp-aggregator-copies.c */
GpAggregatorCopies *_gp_aggregator_copies_new    (void);
void          _gp_aggregator_copies_free          (GpAggregatorCopies *copies);
/* Whether a dump showed a name in two bins (else records need no address lookups). */
gboolean      _gp_aggregator_copies_repeated      (GpAggregator *self);
/* The copy at @address ("0x…" or decimal), or NULL when no dump showed one there. */
const char   *_gp_aggregator_copy_for_address     (GpAggregator *self,
                                                   const char   *address);
/* The id stats index @ix of an element named @name gets (owned): its copy when a dump showed
 * the name in several bins, else the name, "name#2" for a second index of it… */
char         *_gp_aggregator_id_for_index         (GpAggregator *self,
                                                   const char   *name,
                                                   guint64       ix);
void          _gp_aggregator_copies_rename        (GpAggregator     *self,
                                                   const GpDotGraph *dot,
                                                   gboolean          last,
                                                   GHashTable       *deferred);
/* gp-aggregator.c: the "owner:pad" of every ghost and proxy pad the stats records named (a set
 * of borrowed strings, valid until the next record). */
GHashTable   *_gp_aggregator_ghost_pads           (GpAggregator *self);
/* gp-aggregator-ghosts.c: once the last window is written. */
void          _gp_aggregator_fold_ghost_hops      (GpAggregator *self);
/* gp-aggregator.c: the stats indexes and pads that named @old_id name @new_id. */
void          _gp_aggregator_move_indexes         (GpAggregator *self,
                                                   const char   *old_id,
                                                   const char   *new_id);
/* The state of the element a record names by @name, or by @address when a dump showed a copy
 * there (@address may be NULL). */
ElementState *_gp_aggregator_element_state_for_record_slow (GpAggregator        *self,
                                                            const GpTracerField *name,
                                                            const GpTracerField *address);

/* The slot of the element cache a name's bytes pick: a hash of its length and three of them. */
G_ALWAYS_INLINE static inline guint
_gp_aggregator_element_slot (const char *name,
                             gsize       len)
{
  guint32 h = len == 0 ? 0 : ((guint32) len * 0x9e3779b1u) ^ ((guint32) (guchar) name[0] << 8) ^
                             (guchar) name[len - 1] ^ ((guint32) (guchar) name[len / 2] << 16);

  G_STATIC_ASSERT (ELEMENT_CACHE_N == 16);  /* the top 4 bits */
  return (guint) ((h * 0x9e3779b1u) >> 28);
}

/* The same, inline for the common record: a plain name the element cache has, no copies of
 * repeated names about. */
G_ALWAYS_INLINE static inline ElementState *
_gp_aggregator_element_state_for_record (GpAggregator        *self,
                                         const GpTracerField *name,
                                         const GpTracerField *address)
{
  if (!name->escaped && (address == NULL || !_gp_aggregator_copies_repeated (self)))
    {
      ElementState *state = self->element_cache[_gp_aggregator_element_slot (name->value.ptr, name->value.len)];

      if (state != NULL && state->key.len == name->value.len &&
          _gp_simd_equal (state->key_data, name->value.ptr, name->value.len))
        return state;
    }
  return _gp_aggregator_element_state_for_record_slow (self, name, address);
}

/* Record fields (gp-aggregator-fields.c) */
typedef struct
{
  const char *name;
  gsize       len;
} FieldName;

#define FIELD(s) { s, sizeof (s) - 1 }
#define HAS(mask, i) (((mask) >> (i)) & 1u)

GpFieldShapes *_gp_field_shapes_new               (void);
void          _gp_field_shapes_free               (GpFieldShapes      *shapes);
/* Field @i of the record as an unsigned number, when it is there. */
G_ALWAYS_INLINE static inline gboolean
_gp_aggregator_get_uint (guint                mask,
                         guint                i,
                         const GpTracerField *fields,
                         guint64             *value)
{
  return HAS (mask, i) && _gp_tracer_field_uint64 (&fields[i], value);
}

/* The record's field @i as its ts, or the line's log time when it has none. */
G_ALWAYS_INLINE static inline gboolean
_gp_aggregator_record_ts (guint                mask,
                          guint                i,
                          const GpTracerField *fields,
                          const GpTracerLine  *line,
                          guint64             *ts)
{
  if (!HAS (mask, i))
    {
      *ts = line->wall_ns;
      return TRUE;
    }
  return _gp_tracer_field_uint64 (&fields[i], ts);
}

/* gp-aggregator-latency.c: the latency tracer's records. */
gboolean      _gp_aggregator_on_element_latency   (GpAggregator       *self,
                                                   const GpTracerLine *line);
gboolean      _gp_aggregator_on_latency           (GpAggregator       *self,
                                                   const GpTracerLine *line);
gboolean      _gp_aggregator_on_reported_latency  (GpAggregator       *self,
                                                   const GpTracerLine *line);
/* The state of the element a record's field names (unescaped). */
ElementState *_gp_aggregator_element_state_for_field (GpAggregator        *self,
                                                      const GpTracerField *field);

/* gp-aggregator-queue.c: our gpqueuelevels tracer's `queue-level` records. */
gboolean      _gp_aggregator_on_queue_level       (GpAggregator       *self,
                                                   const GpTracerLine *line);
/* Gives the graph's elements the queue settings measured so far (after a dot dump). */
void          _gp_aggregator_apply_queue_settings (GpAggregator       *self);

/* gp-aggregator-held.c: our gpwhereabouts tracer's `held-buffers` records. */
gboolean      _gp_aggregator_on_held_buffers      (GpAggregator       *self,
                                                   const GpTracerLine *line);
/* Writes every held element's latest values into row @idx. */
void          _gp_aggregator_flush_held           (GpAggregator       *self,
                                                   guint               idx);

/* gp-aggregator-flow.c: our gpstats tracer's window records. */
gboolean      _gp_aggregator_on_proc_time         (GpAggregator       *self,
                                                   const GpTracerLine *line);
gboolean      _gp_aggregator_on_pipeline_latency  (GpAggregator       *self,
                                                   const GpTracerLine *line);
gboolean      _gp_aggregator_on_link_flow         (GpAggregator       *self,
                                                   const GpTracerLine *line);
/* Row @idx's p50 and p95 of @samples (weight 1 each) and @weighted (@weight in all); empties
 * both; returns how many samples that was. */
guint64       _gp_aggregator_weighted_percentiles (GArray             *samples,
                                                   GArray             *weighted,
                                                   guint64             weight,
                                                   GArray             *p50,
                                                   GArray             *p95,
                                                   guint               idx);
/* gp-aggregator.c: @buffers pushes of @bytes in all from stats pad @pad_ix to @peer_ix. */
void          _gp_aggregator_count_flow           (GpAggregator       *self,
                                                   guint64             pad_ix,
                                                   guint64             peer_ix,
                                                   guint64             buffers,
                                                   guint64             bytes);

/* gp-aggregator-latency.c: a latency-only log's elements */
/* A `latency` record's source and sink (either may be NULL), kept while no new-element came. */
void          _gp_aggregator_latency_on_ends      (GpAggregator        *self,
                                                   const GpTracerField *src,
                                                   const GpTracerField *sink);
/* The capability, and the elements the latency records named when nothing else gave any. */
void          _gp_aggregator_latency_finish       (GpAggregator        *self);
/* The elements the latency records named so far, into a graph that has no others (each window). */
void          _gp_aggregator_latency_add_elements (GpAggregator        *self);

/* gp-aggregator-window.c */
/* Gives every new graph link its LinkState. */
void          _gp_aggregator_sync_links           (GpAggregator *self);
/* Sets t0 on the first call; closes the windows that @ts has passed. */
void          _gp_aggregator_advance_slow         (GpAggregator *self,
                                                   guint64       ts);

/* The same, inline for the common record: one inside the open window (or before it). */
G_ALWAYS_INLINE static inline void
_gp_aggregator_advance (GpAggregator *self,
                        guint64       ts)
{
  if (G_LIKELY (self->have_t0) &&
      (ts < self->win_start || ts - self->win_start < (guint64) GP_AGGREGATOR_WINDOW_MS * 1000000))
    return;
  _gp_aggregator_advance_slow (self, ts);
}
/* gp-aggregator-window.c: a link's counters, made by _gp_aggregator_sync_links(). */
void          _gp_aggregator_link_state_free      (LinkState    *state);
/* Turns the open window into a row of every series column. */
void          _gp_aggregator_flush_window         (GpAggregator *self);
/* Keeps the newest GP_AGGREGATOR_MAX_ROWS rows, once more than @slack over. */
void          _gp_aggregator_trim_rows            (GpAggregator *self,
                                                   guint         slack);

G_END_DECLS

#include "gp-aggregator-fields-private.h"
