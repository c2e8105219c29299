/* gp-aggregator-cpu.c: CPU samples → per-element CPU
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

/* A /proc or tegrastats sample gives CPU per thread ("tid:comm"); the rules want it per element. A
 * streaming thread's comm (cut by the kernel to 15 bytes) names the element that started it: the
 * longest element id that matches (gp_thread_comm_to_element()), found in O(log n) by GpCommIndex
 * (the ids sorted, a sparse table over the runs of a prefix) instead of a scan per thread, rebuilt
 * only when the graph has grown. The thread's CPU is then spread over its segment of the pipeline,
 * its element and those downstream up to the next thread's owner, walked once per owning element.
 * The latest sample's attribution replaces the one before and fills every window closed after
 * it. */

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-graph-private.h"

/* The kernel cuts thread names to 15 bytes. */
#define COMM_MAX 15

typedef struct
{
  const char *id;
  gsize       len;
  guint       pos;    /* in the graph */
} Entry;

/* The graph's element ids sorted, for the prefix rule: the ids starting
 * with a head are one run of them, and a sparse table gives the best of
 * any run (longest, then first in the graph) in two look-ups. */
struct _GpCommIndex
{
  guint       n_elements;   /* the graph's when built */
  GArray     *entries;      /* of Entry, by id */
  GHashTable *positions;    /* id → graph position + 1 */
  GPtrArray  *levels;       /* of guint[]: level l, best entry of [i, i + 2^l) */
};

static gboolean
entry_better (const Entry *a,
              const Entry *b)
{
  return a->len > b->len || (a->len == b->len && a->pos < b->pos);
}

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (((const Entry *) a)->id, ((const Entry *) b)->id);
}

void
_gp_comm_index_free (GpCommIndex *index)
{
  if (index == NULL)
    return;
  g_array_unref (index->entries);
  g_hash_table_unref (index->positions);
  g_ptr_array_unref (index->levels);
  g_free (index);
}

GpCommIndex *
_gp_comm_index_new (const GpGraph *graph)
{
  GpCommIndex *index = g_new0 (GpCommIndex, 1);
  guint n = gp_graph_n_elements (graph);
  guint *level;

  index->n_elements = n;
  index->entries = g_array_sized_new (FALSE, FALSE, sizeof (Entry), n);
  index->positions = g_hash_table_new (g_str_hash, g_str_equal);
  index->levels = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    {
      const char *id = gp_graph_element (graph, i)->id;
      Entry entry = { id, strlen (id), i };

      g_array_append_val (index->entries, entry);
      g_hash_table_insert (index->positions, (gpointer) id, GUINT_TO_POINTER (i + 1));
    }
  g_array_sort (index->entries, compare_entries);

  level = g_new (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    level[i] = i;
  g_ptr_array_add (index->levels, level);
  for (guint width = 2; width <= n; width *= 2)
    {
      const guint *below = g_ptr_array_index (index->levels, index->levels->len - 1);
      guint *next = g_new (guint, n - width + 1);

      for (guint i = 0; i + width <= n; i++)
        {
          guint a = below[i];
          guint b = below[i + width / 2];

          next[i] = entry_better (&g_array_index (index->entries, Entry, b),
                                  &g_array_index (index->entries, Entry, a)) ? b : a;
        }
      g_ptr_array_add (index->levels, next);
    }
  return index;
}

/* The best entry among the ids starting with @head (@head_len bytes). */
static const Entry *
best_with_prefix (const GpCommIndex *index,
                  const char        *head,
                  gsize              head_len)
{
  guint n = index->entries->len;
  guint lo = 0;
  guint hi = n;
  guint start;
  guint level = 0;
  const guint *table;
  guint a;
  guint b;

  /* The first id not before @head's run, then the first after it. */
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (strncmp (g_array_index (index->entries, Entry, mid).id, head, head_len) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  start = lo;
  hi = n;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (strncmp (g_array_index (index->entries, Entry, mid).id, head, head_len) <= 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  if (lo == start)
    return NULL;

  while ((2u << level) <= lo - start)
    level++;
  table = g_ptr_array_index (index->levels, level);
  a = table[start];
  b = table[lo - (1u << level)];
  return entry_better (&g_array_index (index->entries, Entry, b),
                       &g_array_index (index->entries, Entry, a))
         ? &g_array_index (index->entries, Entry, b) : &g_array_index (index->entries, Entry, a);
}

/* The element named @id, if any, against the best so far. */
static void
consider (const GpCommIndex *index,
          const char        *id,
          Entry             *best)
{
  gpointer key;
  gpointer value;
  Entry entry;

  if (!g_hash_table_lookup_extended (index->positions, id, &key, &value))
    return;
  entry.id = key;
  entry.len = strlen (key);
  entry.pos = GPOINTER_TO_UINT (value) - 1;
  if (best->id == NULL || entry_better (&entry, best))
    *best = entry;
}

const char *
_gp_comm_index_lookup (const GpCommIndex *index,
                       const char        *comm)
{
  const char *colon;
  gsize comm_len;
  gsize head_len;
  Entry best = { NULL, 0, 0 };
  char buf[64];
  char *heap = NULL;
  char *copy;

  g_return_val_if_fail (index != NULL, NULL);
  g_return_val_if_fail (comm != NULL, NULL);

  /* GStreamer names streaming threads after their pad ("videotestsrc0:src"). */
  comm_len = strlen (comm);
  colon = strchr (comm, ':');
  head_len = colon ? (gsize) (colon - comm) : comm_len;
  if (head_len == 0)
    return NULL;

  /* Its prefixes cut out in one copy (a kernel comm fits the stack). */
  copy = comm_len < sizeof buf ? memcpy (buf, comm, comm_len + 1) : (heap = g_strdup (comm));

  /* The id is the head; or, the comm being cut at COMM_MAX, starts with
   * it; or the comm starts with "id:". */
  copy[head_len] = '\0';
  consider (index, copy, &best);
  if (comm_len >= COMM_MAX)
    {
      const Entry *entry = best_with_prefix (index, copy, head_len);

      if (entry != NULL && (best.id == NULL || entry_better (entry, &best)))
        best = *entry;
    }
  copy[head_len] = comm[head_len];
  for (const char *c = strchr (comm + 1, ':'); c != NULL; c = strchr (c + 1, ':'))
    {
      copy[c - comm] = '\0';
      consider (index, copy, &best);
      copy[c - comm] = ':';
    }
  /* Not g_autofree: nothing to free for nearly every comm. */
  if (heap != NULL)
    g_free (heap);
  return best.id;
}

gboolean
_gp_comm_index_is_current (const GpCommIndex *index,
                           const GpGraph     *graph)
{
  return index != NULL && index->n_elements == gp_graph_n_elements (graph);
}

const char *
gp_thread_comm_to_element (const GpGraph *graph,
                           const char    *comm)
{
  GpCommIndex *index;
  const char *element;

  g_return_val_if_fail (graph != NULL, NULL);
  g_return_val_if_fail (comm != NULL, NULL);

  index = _gp_comm_index_new (graph);
  element = _gp_comm_index_lookup (index, comm);
  _gp_comm_index_free (index);
  return element;
}

typedef struct
{
  const char *element;
  double      pct;
} Owner;

static void
add_pct (GHashTable *attributed,
         GPtrArray  *order,
         const char *element,
         double      pct)
{
  double *sum = g_hash_table_lookup (attributed, element);

  if (sum == NULL)
    {
      sum = g_new0 (double, 1);
      g_hash_table_insert (attributed, (gpointer) element, sum);
      g_ptr_array_add (order, (gpointer) element);
    }
  *sum += pct;
}

/* @owner's element and every element downstream of it, up to (not
 * including) the next element that owns a thread: the elements one
 * streaming thread runs through, in walk order. */
static GPtrArray *
walk_segment (GpGraph    *graph,
              GHashTable *owners,
              const char *owner)
{
  g_autoptr(GHashTable) visited = NULL;
  g_autoptr(GPtrArray) stack = NULL;
  GPtrArray *segment = g_ptr_array_new ();

  g_ptr_array_add (segment, (gpointer) owner);
  /* A thread of an element with nothing downstream (most of them). */
  if (_gp_graph_peek_links_from (graph, owner) == NULL)
    return segment;

  visited = g_hash_table_new (g_str_hash, g_str_equal);
  stack = g_ptr_array_new ();
  g_hash_table_add (visited, (gpointer) owner);
  g_ptr_array_add (stack, (gpointer) owner);

  while (stack->len > 0)
    {
      const char *from = g_ptr_array_steal_index (stack, stack->len - 1);
      const GPtrArray *links = _gp_graph_peek_links_from (graph, from);

      for (guint i = 0; links != NULL && i < links->len; i++)
        {
          GpLink *link = g_ptr_array_index (links, i);
          GpElement *sink = gp_graph_lookup_element (graph, link->sink_element);
          const char *id = sink ? sink->id : NULL;

          if (id == NULL || g_hash_table_contains (visited, id))
            continue;
          g_hash_table_add (visited, (gpointer) id);
          if (g_hash_table_contains (owners, id))
            continue;
          g_ptr_array_add (segment, (gpointer) id);
          g_ptr_array_add (stack, (gpointer) id);
        }
    }
  return segment;
}

/* Adds @owner's share to every element of its segment, walked once per
 * owning element however many threads it has. */
static void
spread_segment (GpGraph     *graph,
                GHashTable  *owners,
                GHashTable  *segments,
                GHashTable  *attributed,
                GPtrArray   *order,
                const Owner *owner)
{
  GPtrArray *segment = g_hash_table_lookup (segments, owner->element);

  if (segment == NULL)
    {
      segment = walk_segment (graph, owners, owner->element);
      g_hash_table_insert (segments, (gpointer) owner->element, segment);
    }
  for (guint i = 0; i < segment->len; i++)
    add_pct (attributed, order, g_ptr_array_index (segment, i), owner->pct);
}

void
gp_aggregator_ingest_cpu (GpAggregator      *self,
                          const double      *per_core_pct,
                          guint              n_cores,
                          double             total_pct,
                          const GpThreadCpu *threads,
                          guint              n_threads)
{
  g_autoptr(GArray) owner_list = NULL;
  g_autoptr(GHashTable) owners = NULL;
  g_autoptr(GHashTable) attributed = NULL;
  g_autoptr(GHashTable) segments = NULL;
  g_autoptr(GPtrArray) order = NULL;

  g_return_if_fail (self != NULL);
  g_return_if_fail (per_core_pct != NULL || n_cores == 0);
  g_return_if_fail (threads != NULL || n_threads == 0);

  self->have_cpu = TRUE;
  g_array_set_size (self->per_core, 0);
  g_array_append_vals (self->per_core, per_core_pct, n_cores);
  self->total_pct = total_pct;

  owner_list = g_array_new (FALSE, FALSE, sizeof (Owner));
  owners = g_hash_table_new (g_str_hash, g_str_equal);
  if (!_gp_comm_index_is_current (self->comm_index, self->graph))
    {
      g_clear_pointer (&self->comm_index, _gp_comm_index_free);
      self->comm_index = _gp_comm_index_new (self->graph);
    }
  for (guint i = 0; i < n_threads; i++)
    {
      const char *key = threads[i].key;
      const char *comm;
      Owner owner;

      if (key == NULL)
        continue;
      gp_session_set_thread (self->session, key, threads[i].pct);

      /* "tid:comm"; the comm may hold ':' itself. */
      comm = strchr (key, ':');
      comm = comm ? comm + 1 : key;
      owner.element = _gp_comm_index_lookup (self->comm_index, comm);
      if (owner.element == NULL)
        continue;
      owner.pct = threads[i].pct;
      g_array_append_val (owner_list, owner);
      g_hash_table_add (owners, (gpointer) owner.element);
    }

  attributed = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  order = g_ptr_array_new ();
  segments = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < owner_list->len; i++)
    spread_segment (self->graph, owners, segments, attributed, order,
                    &g_array_index (owner_list, Owner, i));

  /* The latest attribution replaces the previous one. */
  for (guint i = 0; i < self->element_list->len; i++)
    ((ElementState *) g_ptr_array_index (self->element_list, i))->has_cpu = FALSE;

  for (guint i = 0; i < order->len; i++)
    {
      const char *id = g_ptr_array_index (order, i);
      double *sum = g_hash_table_lookup (attributed, id);
      ElementState *state = _gp_aggregator_ensure_element_state (self, id, strlen (id));

      state->cpu_pct = gp_py_round (*sum, 1);
      state->has_cpu = TRUE;
    }
}
