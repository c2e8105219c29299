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

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"

/* The kernel cuts thread names to 15 bytes. */
#define COMM_MAX 15

const char *
gp_thread_comm_to_element (const GpGraph *graph,
                           const char    *comm)
{
  const char *colon;
  const char *best = NULL;
  gsize best_len = 0;
  gsize comm_len;
  gsize head_len;
  guint n;

  g_return_val_if_fail (graph != NULL, NULL);
  g_return_val_if_fail (comm != NULL, NULL);

  /* GStreamer names streaming threads after their pad ("videotestsrc0:src"). */
  comm_len = strlen (comm);
  colon = strchr (comm, ':');
  head_len = colon ? (gsize) (colon - comm) : comm_len;
  if (head_len == 0)
    return NULL;

  n = gp_graph_n_elements (graph);
  for (guint i = 0; i < n; i++)
    {
      const char *id = gp_graph_element (graph, i)->id;
      gsize id_len = strlen (id);
      gboolean match;

      match = (id_len == head_len && memcmp (id, comm, head_len) == 0) ||
              (comm_len >= COMM_MAX && id_len >= head_len && memcmp (id, comm, head_len) == 0) ||
              (comm_len > id_len && memcmp (comm, id, id_len) == 0 && comm[id_len] == ':');
      if (match && (best == NULL || id_len > best_len))
        {
          best = id;
          best_len = id_len;
        }
    }
  return best;
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

/* Adds @owner's share to its element and to every element downstream of it,
 * up to (not including) the next element that owns a thread: the elements
 * one streaming thread runs through. */
static void
spread_segment (GpGraph    *graph,
                GHashTable *owners,
                GHashTable *attributed,
                GPtrArray  *order,
                const Owner *owner)
{
  g_autoptr(GHashTable) visited = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  add_pct (attributed, order, owner->element, owner->pct);
  g_hash_table_add (visited, (gpointer) owner->element);
  g_ptr_array_add (stack, (gpointer) owner->element);

  while (stack->len > 0)
    {
      const char *from = g_ptr_array_steal_index (stack, stack->len - 1);
      g_autoptr(GPtrArray) links = gp_graph_links_from (graph, from);

      for (guint i = 0; i < links->len; i++)
        {
          GpLink *link = g_ptr_array_index (links, i);
          GpElement *sink = gp_graph_lookup_element (graph, link->sink_element);
          const char *id = sink ? sink->id : NULL;

          if (id == NULL || g_hash_table_contains (visited, id))
            continue;
          g_hash_table_add (visited, (gpointer) id);
          if (g_hash_table_contains (owners, id))
            continue;
          add_pct (attributed, order, id, owner->pct);
          g_ptr_array_add (stack, (gpointer) id);
        }
    }
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
      owner.element = gp_thread_comm_to_element (self->graph, comm);
      if (owner.element == NULL)
        continue;
      owner.pct = threads[i].pct;
      g_array_append_val (owner_list, owner);
      g_hash_table_add (owners, (gpointer) owner.element);
    }

  attributed = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  order = g_ptr_array_new ();
  for (guint i = 0; i < owner_list->len; i++)
    spread_segment (self->graph, owners, attributed, order,
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
