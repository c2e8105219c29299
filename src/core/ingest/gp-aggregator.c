/* gp-aggregator.c: GpAggregator: tracer records, dot dumps and CPU samples → the session
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

/* GpAggregator turns what a capture or a log file yields into the session's graph, 250 ms series
 * and events (reference.md §2 attribution, §3 windowing). Its memory grows with windows, elements
 * and links, never with lines: only the open window's samples are kept. The capture engine
 * (core/capture/gp-capture.c) and the loader (gp-loader.c, for a log file) feed it; the windows are
 * in gp-aggregator-window.c, the CPU attribution in gp-aggregator-cpu.c, the backlogs estimated from
 * stock tracers (and appsrc/queue_dataflow debug lines) in gp-aggregator-backlog.c, our tracers'
 * queue levels in gp-aggregator-queue.c, buffer whereabouts in gp-aggregator-held.c, gpstats'
 * in-process processing time, latency and link flow in gp-aggregator-flow.c, the
 * latency tracer's records and the elements of a latency-only log in gp-aggregator-latency.c,
 * same-named copies in gp-aggregator-copies.c, pushes through ghost pads in gp-aggregator-ghosts.c.
 *
 * Tracer records → topology, per-window samples and events. Lines are cut by GpTracerLog; records
 * of kinds nobody uses only move the clock (their `ts` is read and the rest skipped). Consumed
 * kinds collect the few fields they need in one pass over the body.
 * An element's state is keyed by the raw (unescaped) name bytes of the records, a pad by its index
 * (`new-pad`). Events are the bus's state changes, errors and EOS, their text cut at
 * EVENT_TEXT_MAX (200) characters. */

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-factory.h"
#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"

#define EVENT_TEXT_MAX 200

/* A pad from `new-pad`, by index. */
typedef struct _PadInfo
{
  guint64    owner_ix;    /* the element's stats index */
  char      *owner;       /* element id */
  char      *name;
  char      *full;        /* "owner:name" */
  gboolean   is_src;
  gboolean   ghostish;    /* a ghost pad or a ghost pad's internal proxy pad */
  guint64    cache_peer;  /* peer index of the last buffer … */
  LinkState *cache_link;  /* … and the link it resolved to */
} PadInfo;

static void
pad_info_free (PadInfo *pad)
{
  g_free (pad->owner);
  g_free (pad->name);
  g_free (pad->full);
  g_free (pad);
}

static void
element_state_free (ElementState *state)
{
  g_free (state->key_data);
  g_free (state->name);
  g_array_unref (state->samples);
  g_array_unref (state->weighted);
  g_free (state);
}

static guint
slice_hash (gconstpointer key)
{
  const GpSlice *slice = key;
  guint32 h = 2166136261u;

  for (gsize i = 0; i < slice->len; i++)
    h = (h ^ (guchar) slice->ptr[i]) * 16777619u;
  return h;
}

static gboolean
slice_equal (gconstpointer a,
             gconstpointer b)
{
  const GpSlice *sa = a;
  const GpSlice *sb = b;

  return sa->len == sb->len && memcmp (sa->ptr, sb->ptr, sa->len) == 0;
}

static guint
uint64_hash (gconstpointer key)
{
  guint64 v = *(const guint64 *) key;

  return (guint) (v ^ (v >> 32));
}

static gboolean
uint64_equal (gconstpointer a,
              gconstpointer b)
{
  return *(const guint64 *) a == *(const guint64 *) b;
}

/* Values keyed by a guint64 that lives in the value itself. */
typedef struct
{
  guint64  ix;
  gpointer value;
} IndexEntry;

static void
index_entry_free_name (IndexEntry *entry)
{
  g_free (entry->value);
  g_free (entry);
}

static void
index_entry_free_pad (IndexEntry *entry)
{
  pad_info_free (entry->value);
  g_free (entry);
}

static gpointer
index_lookup (GHashTable *table,
              guint64     ix)
{
  IndexEntry *entry = g_hash_table_lookup (table, &ix);

  return entry ? entry->value : NULL;
}

static void
index_replace (GHashTable *table,
               guint64     ix,
               gpointer    value)
{
  IndexEntry *entry = g_new0 (IndexEntry, 1);

  entry->ix = ix;
  entry->value = value;
  g_hash_table_replace (table, &entry->ix, entry);
}

/* The pad of stats index @ix: a `buffer` record names two, and stats numbers pads from 0, so
 * the small indexes (all of them but in huge pipelines) are an array's. */
static inline PadInfo *
pad_lookup (GpAggregator *self,
            guint64       ix)
{
  if (ix < PAD_DIRECT_N)
    return self->pad_direct[ix];
  return index_lookup (self->pads, ix);
}

GpAggregator *
gp_aggregator_new (GpSession *session)
{
  GpAggregator *self;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  self = g_new0 (GpAggregator, 1);
  self->session = g_object_ref (session);
  self->graph = gp_session_get_graph (session);
  self->series = gp_session_get_series (session);
  self->log = gp_tracer_log_new ();
  self->element_names = g_hash_table_new_full (uint64_hash, uint64_equal, NULL,
                                               (GDestroyNotify) index_entry_free_name);
  self->pads = g_hash_table_new_full (uint64_hash, uint64_equal, NULL,
                                      (GDestroyNotify) index_entry_free_pad);
  self->elements = g_hash_table_new (slice_hash, slice_equal);
  self->element_list = g_ptr_array_new_with_free_func ((GDestroyNotify) element_state_free);
  self->touched = g_ptr_array_new ();
  self->links = g_ptr_array_new_with_free_func ((GDestroyNotify) _gp_aggregator_link_state_free);
  self->link_states = g_hash_table_new (NULL, NULL);
  self->sink_caps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->latency = g_array_new (FALSE, FALSE, sizeof (double));
  self->latency_weighted = g_array_new (FALSE, FALSE, sizeof (GpWeightedSample));
  self->per_core = g_array_new (FALSE, FALSE, sizeof (double));
  self->total_pct = GP_NULL;
  self->backlog = _gp_aggregator_backlog_new ();
  self->copies = _gp_aggregator_copies_new ();
  self->record_links = g_hash_table_new (NULL, NULL);
  self->shapes = _gp_field_shapes_new ();
  return self;
}

void
gp_aggregator_free (GpAggregator *self)
{
  if (self == NULL)
    return;
  gp_tracer_log_free (self->log);
  g_hash_table_unref (self->element_names);
  g_hash_table_unref (self->pads);
  g_hash_table_unref (self->elements);
  g_ptr_array_unref (self->element_list);
  g_ptr_array_unref (self->touched);
  g_hash_table_unref (self->link_states);
  g_ptr_array_unref (self->links);
  g_hash_table_unref (self->sink_caps);
  g_array_unref (self->latency);
  g_array_unref (self->latency_weighted);
  g_array_unref (self->per_core);
  g_clear_pointer (&self->comm_index, _gp_comm_index_free);
  _gp_aggregator_backlog_free (self->backlog);
  _gp_aggregator_copies_free (self->copies);
  g_hash_table_unref (self->record_links);
  _gp_field_shapes_free (self->shapes);
  g_object_unref (self->session);
  g_free (self);
}

const GpParseStats *
gp_aggregator_get_parse_stats (GpAggregator *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return &self->stats;
}

guint
_gp_aggregator_get_n_gaps (GpAggregator *self)
{
  return self->n_gaps;
}

/* Per-element state, keyed by the raw (unescaped) name bytes. */

ElementState *
_gp_aggregator_ensure_element_state (GpAggregator *self,
                                     const char   *name,
                                     gsize         len)
{
  GpSlice key = { name, len };
  guint slot = _gp_aggregator_element_slot (name, len);
  ElementState *state = self->element_cache[slot];

  /* The few elements records name over and over: a compare before the hash table. */
  if (state != NULL && state->key.len == len && _gp_simd_equal (state->key_data, name, len))
    return state;
  state = g_hash_table_lookup (self->elements, &key);
  if (state != NULL)
    {
      self->element_cache[slot] = state;
      return state;
    }

  state = g_new0 (ElementState, 1);
  state->key_data = g_malloc (len + 1);
  memcpy (state->key_data, name, len);
  state->key_data[len] = '\0';
  state->key.ptr = state->key_data;
  state->key.len = len;
  state->name = g_utf8_make_valid (name, len);
  state->samples = g_array_new (FALSE, FALSE, sizeof (double));
  state->weighted = g_array_new (FALSE, FALSE, sizeof (GpWeightedSample));
  g_ptr_array_add (self->element_list, state);
  g_hash_table_insert (self->elements, &state->key, state);
  self->element_cache[slot] = state;
  return state;
}

ElementState *
_gp_aggregator_element_state_for_field (GpAggregator        *self,
                                        const GpTracerField *field)
{
  ElementState *state;
  char *tmp;
  gsize n;

  if (!field->escaped)
    return _gp_aggregator_ensure_element_state (self, field->value.ptr, field->value.len);

  tmp = g_malloc (field->value.len + 1);
  n = gp_tracer_unescape (field->value.ptr, field->value.len, tmp);
  state = _gp_aggregator_ensure_element_state (self, tmp, n);
  g_free (tmp);
  return state;
}

ElementState *
_gp_aggregator_element_state_for_record_slow (GpAggregator        *self,
                                              const GpTracerField *name,
                                              const GpTracerField *address)
{
  if (address != NULL && _gp_aggregator_copies_repeated (self))
    {
      g_autofree char *text = gp_tracer_field_dup_string (address);
      const char *id = _gp_aggregator_copy_for_address (self, text);

      if (id != NULL)
        return _gp_aggregator_ensure_element_state (self, id, strlen (id));
    }
  return _gp_aggregator_element_state_for_field (self, name);
}

static void
apply_sink_caps (GpAggregator *self,
                 GpLink       *link)
{
  const char *caps = g_hash_table_lookup (self->sink_caps, link->sink);

  if (caps != NULL)
    gp_link_set_caps (link, caps);
}

static LinkState *
resolve_link (GpAggregator *self,
              PadInfo      *pad,
              PadInfo      *peer)
{
  g_autofree char *id = NULL;
  PadInfo *src = pad;
  PadInfo *sink = peer;
  GpLink *link;

  /* A record from a sink pad came from the receiving side. */
  if (!pad->is_src)
    {
      src = peer;
      sink = pad;
    }

  id = g_strconcat (src->full, "->", sink->full, NULL);
  link = gp_graph_lookup_link (self->graph, id);
  if (link == NULL)
    {
      g_free (id);
      id = g_strconcat (sink->full, "->", src->full, NULL);
      link = gp_graph_lookup_link (self->graph, id);
    }
  if (link == NULL)
    {
      gboolean created = FALSE;

      link = gp_graph_ensure_link (self->graph, src->owner, src->name,
                                   sink->owner, sink->name, &created);
      if (created)
        {
          apply_sink_caps (self, link);
          g_hash_table_add (self->record_links, link);
        }
    }

  _gp_aggregator_sync_links (self);
  return g_hash_table_lookup (self->link_states, link);
}

static double
event_t (GpAggregator *self,
         guint64       ts)
{
  double d = ts >= self->t0 ? (double) (ts - self->t0) : -(double) (self->t0 - ts);

  return gp_py_round (d / 1e9, 3);
}

/* @n pushes of @size bytes in all from stats pad @pad_ix to @peer_ix at @ts (a `buffer` record: 1;
 * gpstats' `link-flow`: a window's, with no backlog estimate: our plugin's levels are exact). */
static void
count_pushes (GpAggregator *self,
              guint64       ts,
              guint64       pad_ix,
              guint64       peer_ix,
              guint64       n,
              guint64       size,
              gboolean      estimate)
{
  PadInfo *pad = pad_lookup (self, pad_ix);
  LinkState *state;

  if (pad == NULL)
    {
      /* A pad logged before it had a parent (a demuxer's in decodebin): no
       * link, but the element at the other end still counts the buffer. */
      PadInfo *peer = pad_lookup (self, peer_ix);

      if (peer != NULL && estimate)
        _gp_aggregator_backlog_on_pad_push (self, peer->owner, !peer->is_src, ts, size);
      return;
    }

  if (pad->cache_link != NULL && pad->cache_peer == peer_ix)
    state = pad->cache_link;
  else
    {
      PadInfo *peer = pad_lookup (self, peer_ix);

      if (peer == NULL)
        {
          if (estimate)
            _gp_aggregator_backlog_on_pad_push (self, pad->owner, !pad->is_src, ts, size);
          return;
        }
      state = resolve_link (self, pad, peer);
      pad->cache_peer = peer_ix;
      pad->cache_link = state;
    }

  state->buffers += n;
  state->bytes += size;
  if (estimate)
    _gp_aggregator_backlog_on_push (self, state, ts, size);
}

void
_gp_aggregator_count_flow (GpAggregator *self,
                           guint64       pad_ix,
                           guint64       peer_ix,
                           guint64       buffers,
                           guint64       bytes)
{
  if (buffers > 0)
    count_pushes (self, 0, pad_ix, peer_ix, buffers, bytes, FALSE);
}

static gboolean
on_buffer (GpAggregator       *self,
           const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("pad-ix"), FIELD ("peer-pad-ix"), FIELD ("buffer-size"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  guint64 ts, pad_ix, peer_ix, size;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!_gp_aggregator_get_uint (mask, 1, f, &pad_ix) || !_gp_aggregator_get_uint (mask, 2, f, &peer_ix) ||
      !_gp_aggregator_get_uint (mask, 3, f, &size))
    return FALSE;
  count_pushes (self, ts, pad_ix, peer_ix, 1, size, TRUE);
  return TRUE;
}

static gboolean
on_message (GpAggregator       *self,
            const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("name"), FIELD ("structure"), FIELD ("element-ix"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  g_autofree char *kind = NULL;
  g_autofree char *text = NULL;
  const char *element = NULL;
  guint64 ts, ix;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!HAS (mask, 1))
    return FALSE;

  kind = gp_tracer_field_dup_string (&f[1]);
  if (strcmp (kind, "state-changed") != 0 && strcmp (kind, "error") != 0 &&
      strcmp (kind, "eos") != 0)
    return TRUE;
  if (!HAS (mask, 2))
    return FALSE;

  text = gp_tracer_field_dup_string (&f[2]);
  if (g_utf8_strlen (text, -1) > EVENT_TEXT_MAX)
    {
      char *cut = g_utf8_substring (text, 0, EVENT_TEXT_MAX);

      g_free (text);
      text = cut;
    }
  /* The element that posted it, as named when it was created (renamed with
   * it later, gp_session_rename_element()). */
  if (_gp_aggregator_get_uint (mask, 3, f, &ix))
    element = index_lookup (self->element_names, ix);
  gp_session_add_element_event (self->session, event_t (self, ts), kind, element, text);
  return TRUE;
}

static gboolean
on_new_element (GpAggregator       *self,
                const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("ix"), FIELD ("name"), FIELD ("type"), FIELD ("is-bin"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  g_autofree char *type = NULL;
  g_autofree char *instance = NULL;
  g_autofree char *id = NULL;
  GpElement *element;
  gboolean is_bin;
  guint64 ts, ix;
  char *name;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!_gp_aggregator_get_uint (mask, 1, f, &ix) || !HAS (mask, 2))
    return FALSE;

  name = gp_tracer_field_dup_string (&f[2]);
  type = HAS (mask, 3) ? gp_tracer_field_dup_string (&f[3]) : g_strdup ("");
  is_bin = HAS (mask, 4) && gp_tracer_field_get_boolean (&f[4]);
  id = _gp_aggregator_id_for_index (self, name, ix);
  if (strcmp (id, name) != 0)
    {
      instance = name;
      name = g_steal_pointer (&id);
    }

  element = gp_graph_ensure_element (self->graph, name, NULL);
  if (instance != NULL && element->name == NULL)
    element->name = g_strdup (instance);
  if (element->gtype[0] == '\0' && type[0] != '\0')
    {
      GpTarget *target = gp_session_get_target (self->session);

      g_free (element->gtype);
      element->gtype = g_strdup (type);
      g_free (element->factory);
      element->factory = gp_factory_from_gtype (type);
      g_free (element->vendor);
      element->vendor = g_strdup (gp_factory_vendor (element->factory, target->platform));
    }
  if (is_bin)
    element->is_bin = TRUE;

  if (!self->have_pipeline && is_bin && strstr (type, "Pipeline") != NULL)
    {
      self->have_pipeline = TRUE;
      gp_graph_set_pipeline (self->graph, name);
    }

  index_replace (self->element_names, ix, name);
  return TRUE;
}

static gboolean
on_new_pad (GpAggregator       *self,
            const GpTracerLine *line)
{
  static const FieldName names[] = {
    FIELD ("ts"), FIELD ("ix"), FIELD ("parent-ix"), FIELD ("name"), FIELD ("pad-direction"),
    FIELD ("is-ghostpad"), FIELD ("type"),
  };
  GpTracerField f[G_N_ELEMENTS (names)];
  guint mask = _gp_aggregator_collect_fields (self, line, names, G_N_ELEMENTS (names), f);
  guint64 ts, ix, parent_ix, direction = 0;
  const char *owner;
  GpElement *element;
  PadInfo *pad;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);

  if (!_gp_aggregator_get_uint (mask, 1, f, &ix) || !_gp_aggregator_get_uint (mask, 2, f, &parent_ix) || !HAS (mask, 3))
    return FALSE;
  if (HAS (mask, 4))
    gp_tracer_field_get_uint64 (&f[4], &direction);

  owner = index_lookup (self->element_names, parent_ix);
  if (owner == NULL)
    return TRUE;

  pad = g_new0 (PadInfo, 1);
  pad->owner_ix = parent_ix;
  pad->owner = g_strdup (owner);
  pad->name = gp_tracer_field_dup_string (&f[3]);
  pad->full = g_strconcat (pad->owner, ":", pad->name, NULL);
  pad->is_src = direction == 1;
  pad->ghostish = HAS (mask, 5) && gp_tracer_field_get_boolean (&f[5]);
  if (!pad->ghostish && HAS (mask, 6))
    {
      g_autofree char *type = gp_tracer_field_dup_string (&f[6]);

      pad->ghostish = strstr (type, "ProxyPad") != NULL || strstr (type, "GhostPad") != NULL;
    }

  if (pad_lookup (self, ix) != NULL)
    {
      /* A reused index: forget every cached peer resolution. */
      GHashTableIter iter;
      gpointer value;

      g_hash_table_iter_init (&iter, self->pads);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        ((PadInfo *) ((IndexEntry *) value)->value)->cache_link = NULL;
    }
  index_replace (self->pads, ix, pad);
  if (ix < PAD_DIRECT_N)
    self->pad_direct[ix] = pad;

  element = gp_graph_lookup_element (self->graph, owner);
  if (element != NULL)
    gp_str_map_set (element->pads, pad->name, pad->is_src ? "src" : "sink", FALSE);
  return TRUE;
}

GHashTable *
_gp_aggregator_ghost_pads (GpAggregator *self)
{
  GHashTable *set = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->pads);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      PadInfo *pad = ((IndexEntry *) value)->value;

      if (pad->ghostish)
        g_hash_table_add (set, pad->full);
    }
  return set;
}

void
_gp_aggregator_move_indexes (GpAggregator *self,
                             const char   *old_id,
                             const char   *new_id)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->element_names);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      IndexEntry *entry = value;

      if (strcmp (entry->value, old_id) == 0)
        {
          g_free (entry->value);
          entry->value = g_strdup (new_id);
        }
    }
  g_hash_table_iter_init (&iter, self->pads);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      PadInfo *pad = ((IndexEntry *) value)->value;

      pad->cache_link = NULL;
      if (strcmp (pad->owner, old_id) != 0)
        continue;
      g_free (pad->owner);
      pad->owner = g_strdup (new_id);
      g_free (pad->full);
      pad->full = g_strconcat (pad->owner, ":", pad->name, NULL);
    }
}

G_ALWAYS_INLINE static inline gboolean
on_other (GpAggregator       *self,
          const GpTracerLine *line)
{
  static const FieldName names[] = { FIELD ("ts") };
  GpTracerField f[1];
  guint mask = _gp_aggregator_collect_fields (self, line, names, 1, f);
  guint64 ts;

  if (!_gp_aggregator_record_ts (mask, 0, f, line, &ts))
    return FALSE;
  _gp_aggregator_advance (self, ts);
  return TRUE;
}

G_ALWAYS_INLINE static inline void
on_record (GpAggregator       *self,
           const GpTracerLine *line)
{
  gboolean ok = FALSE;

  self->stats.records++;

  switch (line->kind)
    {
    case GP_RECORD_OTHER:
      ok = on_other (self, line);
      break;
    case GP_RECORD_BUFFER:
      ok = on_buffer (self, line);
      break;
    case GP_RECORD_ELEMENT_LATENCY:
      ok = _gp_aggregator_on_element_latency (self, line);
      break;
    case GP_RECORD_LATENCY:
      ok = _gp_aggregator_on_latency (self, line);
      break;
    case GP_RECORD_ELEMENT_REPORTED_LATENCY:
      ok = _gp_aggregator_on_reported_latency (self, line);
      break;
    case GP_RECORD_MESSAGE:
      ok = on_message (self, line);
      break;
    case GP_RECORD_NEW_ELEMENT:
      ok = on_new_element (self, line);
      break;
    case GP_RECORD_NEW_PAD:
      ok = on_new_pad (self, line);
      break;
    case GP_RECORD_QUEUE_LEVEL:
      ok = _gp_aggregator_on_queue_level (self, line);
      break;
    case GP_RECORD_HELD_BUFFERS:
      ok = _gp_aggregator_on_held_buffers (self, line);
      break;
    case GP_RECORD_PROC_TIME:
      ok = _gp_aggregator_on_proc_time (self, line);
      break;
    case GP_RECORD_LINK_FLOW:
      ok = _gp_aggregator_on_link_flow (self, line);
      break;
    case GP_RECORD_PIPELINE_LATENCY:
      ok = _gp_aggregator_on_pipeline_latency (self, line);
      break;
    default:
      g_assert_not_reached ();
    }

  if (!ok)
    self->stats.errors++;
}

static void
on_caps_event (GpAggregator       *self,
               const GpTracerLine *line)
{
  g_autofree char *pad = g_utf8_make_valid (line->pad.ptr, line->pad.len);
  char *caps = gp_tracer_dup_unescaped (line->caps);
  guint n = gp_graph_n_links (self->graph);

  self->stats.caps_events++;

  /* Remembered for the link feeding this pad, now or when it appears. */
  g_hash_table_replace (self->sink_caps, g_strdup (pad), caps);
  for (guint i = 0; i < n; i++)
    {
      GpLink *link = gp_graph_link (self->graph, i);

      if (strcmp (link->sink, pad) == 0)
        gp_link_set_caps (link, caps);
    }
}

G_ALWAYS_INLINE static inline void
handle_line (const char *data,
             gsize       len,
             gpointer    user_data)
{
  GpAggregator *self = user_data;
  GpTracerLine line;

  self->stats.lines++;

  if (data == NULL)
    {
      self->stats.unparsed++;
      return;
    }
  /* A UTF-8 BOM before the first line, as some editors save a log. */
  if (self->stats.lines == 1 && len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      len -= 3;
    }

  switch (_gp_tracer_log_parse (self->log, data, len, &line))
    {
    case GP_TRACER_LINE_RECORD:
      on_record (self, &line);
      break;
    case GP_TRACER_LINE_UNPARSED:
      self->stats.unparsed++;
      break;
    case GP_TRACER_LINE_FORMAT_DECL:
      self->stats.format_decls++;
      break;
    case GP_TRACER_LINE_CAPS_EVENT:
      on_caps_event (self, &line);
      break;
    case GP_TRACER_LINE_QUEUE_DEBUG:
      _gp_aggregator_backlog_on_debug (self, &line);
      break;
    case GP_TRACER_LINE_IGNORED:
    default:
      break;
    }
}

void
gp_aggregator_feed (GpAggregator *self,
                    const char   *data,
                    gsize         len)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->finished);
  g_return_if_fail (data != NULL || len == 0);

  _gp_tracer_log_feed_lines (self->log, data, len, handle_line, self);
}

void
gp_aggregator_feed_line (GpAggregator *self,
                         const char   *line,
                         gsize         len)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->finished);
  g_return_if_fail (line != NULL || len == 0);

  handle_line (line ? line : "", len, self);
}

static void
add_dot (GpAggregator     *self,
         const GpDotGraph *dot,
         gboolean          last)
{
  g_autoptr(GHashTable) deferred = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GpTarget *target;
  guint before;

  target = gp_session_get_target (self->session);
  gp_aggregator_add_dot_hints (self, dot);
  _gp_aggregator_copies_rename (self, dot, last, deferred);
  before = gp_graph_n_links (self->graph);
  _gp_dot_graph_merge_except (dot, self->graph, target->platform, deferred);
  self->n_dots++;
  _gp_aggregator_apply_queue_settings (self);
  for (guint i = before; i < gp_graph_n_links (self->graph); i++)
    apply_sink_caps (self, gp_graph_link (self->graph, i));
  _gp_aggregator_sync_links (self);
}

void
gp_aggregator_add_dot (GpAggregator     *self,
                       const GpDotGraph *dot)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (dot != NULL);
  add_dot (self, dot, FALSE);
}

void
gp_aggregator_add_last_dot (GpAggregator     *self,
                            const GpDotGraph *dot)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (dot != NULL);
  add_dot (self, dot, TRUE);
}

void
gp_aggregator_finish (GpAggregator *self)
{
  GpSessionInfo *info;
  guint n;

  g_return_if_fail (self != NULL);

  if (self->finished)
    return;
  self->finished = TRUE;

  gp_tracer_log_end (self->log, handle_line, self);
  _gp_aggregator_apply_queue_settings (self);
  if (self->have_t0)
    _gp_aggregator_flush_window (self);
  _gp_aggregator_trim_rows (self, 0);
  _gp_aggregator_fold_ghost_hops (self);
  _gp_aggregator_latency_finish (self);

  info = gp_session_get_info (self->session);
  n = gp_series_get_n_windows (self->series);
  info->duration_s = n > 0
    ? gp_py_round (gp_series_get_t (self->series, n - 1) + GP_AGGREGATOR_WINDOW_MS / 1000.0, 3)
    : 0.0;
  info->parse = self->stats;
  info->has_parse = TRUE;
}
