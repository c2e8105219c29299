/* gp-aggregator-copies.c: elements of one name in different bins, told apart
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

/* Multi-source applications name each source bin's children alike (DeepStream's `uri-source-N`
 * each hold a `tee`, a `src-queue`…). A dot dump tells the copies apart: each element cluster
 * carries the element's address, and gp-dot.c gives a name it finds twice a qualified id
 * ("uri-source-1/tee"). This file takes those ids over into the aggregator:
 *
 *  - records that carry the element's address (the latency tracer's `element-id`, our tracers'
 *    `element-id`) go to the copy at that address, exactly;
 *  - the stats tracer's `new-element` records carry only a name and an index: the k-th index of
 *    a repeated name goes to the copy with the k-th lowest address. Elements are numbered as they
 *    are made and the allocator hands out rising addresses to objects of one size made one after
 *    another, so this matches on the pipelines we have seen; it is a rule of thumb, not a proof.
 *  - a graph element of a repeated name made before the dump (a capture's records come first)
 *    is renamed to its first copy, its series and links with it (gp_session_rename_element()),
 *    and the indexes and pads that named it are moved to their copies.
 *
 * The loader reads a log's dumps before the log (gp_aggregator_add_dot_hints()), so that every
 * record lands on its copy; a capture learns of the copies when its dump arrives. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gp-aggregator-private.h"
#include "gp-dot-private.h"

struct _GpAggregatorCopies
{
  GHashTable *by_ptr;     /* guint64 address → char* id */
  GHashTable *by_name;    /* name → GPtrArray of char* ids, by rising address */
  GHashTable *ix_rank;    /* name → GArray of guint64 stats indexes, first-seen order */
};

GpAggregatorCopies *
_gp_aggregator_copies_new (void)
{
  GpAggregatorCopies *copies = g_new0 (GpAggregatorCopies, 1);

  copies->by_ptr = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  copies->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) g_ptr_array_unref);
  copies->ix_rank = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) g_array_unref);
  return copies;
}

void
_gp_aggregator_copies_free (GpAggregatorCopies *copies)
{
  if (copies == NULL)
    return;
  g_hash_table_unref (copies->by_ptr);
  g_hash_table_unref (copies->by_name);
  g_hash_table_unref (copies->ix_rank);
  g_free (copies);
}

gboolean
_gp_aggregator_copies_repeated (GpAggregator *self)
{
  return g_hash_table_size (self->copies->by_name) > 0;
}

static gboolean
parse_address (const char *text,
               guint64    *out)
{
  char *end = NULL;

  if (text == NULL || text[0] == '\0')
    return FALSE;
  *out = g_ascii_strtoull (text, &end, text[0] == '0' && (text[1] == 'x' || text[1] == 'X') ? 16 : 10);
  return end != text && *end == '\0' && *out != 0;
}

typedef struct
{
  guint64     ptr;
  const char *id;
} Copy;

static int
compare_copies (gconstpointer a,
                gconstpointer b)
{
  const Copy *ca = a;
  const Copy *cb = b;

  return ca->ptr < cb->ptr ? -1 : ca->ptr > cb->ptr;
}

void
gp_aggregator_add_dot_hints (GpAggregator     *self,
                             const GpDotGraph *dot)
{
  GpAggregatorCopies *copies = self->copies;
  g_autoptr(GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                        (GDestroyNotify) g_array_unref);
  GHashTableIter iter;
  gpointer key;
  gpointer value;

  g_return_if_fail (self != NULL && dot != NULL);

  for (guint i = 0; i < dot->elements->len; i++)
    {
      const GpDotElement *el = g_ptr_array_index (dot->elements, i);
      guint64 ptr;
      GArray *group;
      Copy copy;

      if (!parse_address (el->ptr, &ptr))
        continue;
      if (!g_hash_table_contains (copies->by_ptr, &ptr))
        g_hash_table_insert (copies->by_ptr, g_memdup2 (&ptr, sizeof ptr), g_strdup (el->id));
      if (strcmp (el->id, el->name) == 0)
        continue;
      group = g_hash_table_lookup (groups, el->name);
      if (group == NULL)
        {
          group = g_array_new (FALSE, FALSE, sizeof (Copy));
          g_hash_table_insert (groups, el->name, group);
        }
      copy.ptr = ptr;
      copy.id = el->id;
      g_array_append_val (group, copy);
    }

  g_hash_table_iter_init (&iter, groups);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GArray *group = value;
      GPtrArray *ids;

      if (g_hash_table_contains (copies->by_name, key))
        continue;
      g_array_sort (group, compare_copies);
      ids = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < group->len; i++)
        g_ptr_array_add (ids, g_strdup (g_array_index (group, Copy, i).id));
      g_hash_table_insert (copies->by_name, g_strdup (key), ids);
    }
}

const char *
_gp_aggregator_copy_for_address (GpAggregator *self,
                                 const char   *address)
{
  guint64 ptr;

  if (!parse_address (address, &ptr))
    return NULL;
  return g_hash_table_lookup (self->copies->by_ptr, &ptr);
}

static char *
provisional_id (const char *name,
                guint       rank)
{
  return rank == 0 ? g_strdup (name) : g_strdup_printf ("%s#%u", name, rank + 1);
}

/* The rank of stats index @ix among the indexes seen with @name (adding it). */
static guint
ix_rank (GpAggregatorCopies *copies,
         const char         *name,
         guint64             ix)
{
  GArray *seen = g_hash_table_lookup (copies->ix_rank, name);

  if (seen == NULL)
    {
      seen = g_array_new (FALSE, FALSE, sizeof (guint64));
      g_hash_table_insert (copies->ix_rank, g_strdup (name), seen);
    }
  for (guint i = 0; i < seen->len; i++)
    if (g_array_index (seen, guint64, i) == ix)
      return i;
  g_array_append_val (seen, ix);
  return seen->len - 1;
}

/* The id of the element that stats index @ix of @name stands for (owned): the first index of
 * a name keeps it, the k-th gets "name#k". Which copy of a dump each is, is decided when the
 * dump is merged, from the links the records showed (_gp_aggregator_copies_rename()). */
char *
_gp_aggregator_id_for_index (GpAggregator *self,
                             const char   *name,
                             guint64       ix)
{
  return provisional_id (name, ix_rank (self->copies, name, ix));
}

/* A link end as a signature: direction, own pad, the other end's id and pad. Proxy and ghost
 * pads are numbered across the whole process (proxypad7, ghost9), so such a pad is known by its
 * name alone: its bin may bear another name in the records than in the dump (gst-launch-1.0
 * names a bin after it was made). */
static char *
signature (gboolean    out,
           const char *pad,
           const char *other,
           const char *other_pad)
{
  if (g_str_has_prefix (other_pad, "proxypad") || g_str_has_prefix (other_pad, "ghost"))
    other = "*";
  return g_strdup_printf ("%c|%s|%s|%s", out ? 'o' : 'i', pad, other, other_pad);
}

/* The dump's copies by the signatures of their links: signature → GPtrArray of copy ids. Each
 * of the dump's links is read once. */
static void
index_link_ends (GHashTable      *index,
                 GHashTable      *copy_names,
                 const GPtrArray *links)
{
  for (guint i = 0; i < links->len; i++)
    {
      const GpDotLink *link = g_ptr_array_index (links, i);
      const char *ends[2] = { link->src_element, link->sink_element };

      for (guint e = 0; e < 2; e++)
        {
          GPtrArray *copies;
          char *sig;

          if (!g_hash_table_contains (copy_names, ends[e]))
            continue;
          sig = e == 0 ? signature (TRUE, link->src_pad, link->sink_element, link->sink_pad)
                       : signature (FALSE, link->sink_pad, link->src_element, link->src_pad);
          copies = g_hash_table_lookup (index, sig);
          if (copies == NULL)
            {
              copies = g_ptr_array_new ();
              g_hash_table_insert (index, sig, copies);
            }
          else
            g_free (sig);
          if (!g_ptr_array_find (copies, ends[e], NULL))
            g_ptr_array_add (copies, (gpointer) ends[e]);
        }
    }
}

/* The signatures of the links the records gave graph element @id. */
static GPtrArray *
record_signatures (GpAggregator *self,
                   const char   *id)
{
  g_autoptr(GPtrArray) from = gp_graph_links_from (self->graph, id);
  g_autoptr(GPtrArray) to = gp_graph_links_to (self->graph, id);
  GPtrArray *sigs = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < from->len; i++)
    {
      const GpLink *link = g_ptr_array_index (from, i);

      g_ptr_array_add (sigs, signature (TRUE, link->src_pad, link->sink_element, link->sink_pad));
    }
  for (guint i = 0; i < to->len; i++)
    {
      const GpLink *link = g_ptr_array_index (to, i);

      g_ptr_array_add (sigs, signature (FALSE, link->sink_pad, link->src_element, link->src_pad));
    }
  return sigs;
}

/* The ids at the other ends of @id's links. */
static GPtrArray *
record_neighbours (GpAggregator *self,
                   const char   *id)
{
  g_autoptr(GPtrArray) from = gp_graph_links_from (self->graph, id);
  g_autoptr(GPtrArray) to = gp_graph_links_to (self->graph, id);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < from->len; i++)
    g_ptr_array_add (ids, g_strdup (((const GpLink *) g_ptr_array_index (from, i))->sink_element));
  for (guint i = 0; i < to->len; i++)
    g_ptr_array_add (ids, g_strdup (((const GpLink *) g_ptr_array_index (to, i))->src_element));
  return ids;
}

static void
rename_to_copy (GpAggregator *self,
                const char   *old_id,
                const char   *new_id)
{
  gp_session_rename_element (self->session, old_id, new_id);
  /* The comm index points into the graph's ids, and the old one is freed: built again when next
   * needed (a rename keeps the count it checks by). */
  g_clear_pointer (&self->comm_index, _gp_comm_index_free);
  _gp_aggregator_move_indexes (self, old_id, new_id);
  _gp_aggregator_backlog_rename (self, old_id, new_id);
  for (guint i = 0; i < self->element_list->len; i++)
    {
      ElementState *state = g_ptr_array_index (self->element_list, i);

      if (strcmp (state->name, old_id) == 0)
        {
          g_free (state->name);
          state->name = g_strdup (new_id);
        }
    }
}

/* A graph element the records made of a repeated name, waiting for its copy. */
typedef struct
{
  char       *id;     /* "tee", "tee#2" */
  const char *name;   /* borrowed from by_name */
  gboolean    done;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_free (pending->id);
  g_free (pending);
}

/* The elements the records made of a repeated name ("tee", "tee#2") become the dump's copies
 * ("uri-source-1/tee"…): each the one copy of its name whose links in the dump match the most of
 * the links its buffers took (a tie decides nothing). When one is renamed its neighbours are
 * tried again, as their links now name a copy, until nothing more is learnt: linear in the links,
 * through an index of the dump's link ends. An element whose buffers matched no copy (none
 * flowed yet: a capture's first dumps) stays as it is, and the dump's copies of its name wait for
 * a later dump (@deferred gets the name). */
void
_gp_aggregator_copies_rename (GpAggregator     *self,
                              const GpDotGraph *dot,
                              gboolean          last,
                              GHashTable       *deferred)
{
  g_autoptr(GHashTable) copy_names = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                       (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) pending_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) pendings = g_ptr_array_new_with_free_func (pending_free);
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;
  gpointer value;

  g_hash_table_iter_init (&iter, self->copies->by_name);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GPtrArray *ids = value;
      GArray *seen = g_hash_table_lookup (self->copies->ix_rank, key);
      guint n = seen != NULL ? seen->len : 1;

      for (guint c = 0; c < ids->len; c++)
        g_hash_table_add (copy_names, g_ptr_array_index (ids, c));
      for (guint rank = 0; rank < n; rank++)
        {
          char *id = provisional_id (key, rank);
          Pending *pending;

          if (gp_graph_lookup_element (self->graph, id) == NULL)
            {
              g_free (id);
              continue;
            }
          pending = g_new0 (Pending, 1);
          pending->id = id;
          pending->name = key;
          g_ptr_array_add (pendings, pending);
          g_hash_table_insert (pending_by_id, pending->id, pending);
          g_ptr_array_add (queue, pending);
        }
    }
  if (pendings->len == 0)
    return;
  index_link_ends (index, copy_names, dot->links);
  index_link_ends (index, copy_names, dot->raw_links);

  while (queue->len > 0)
    {
      Pending *pending = g_ptr_array_steal_index (queue, queue->len - 1);
      g_autoptr(GPtrArray) sigs = NULL;
      g_autoptr(GHashTable) scores = NULL;
      const char *best = NULL;
      guint best_score = 0;
      gboolean tie = FALSE;

      if (pending->done)
        continue;
      sigs = record_signatures (self, pending->id);
      scores = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < sigs->len; i++)
        {
          GPtrArray *copies = g_hash_table_lookup (index, g_ptr_array_index (sigs, i));

          for (guint c = 0; copies != NULL && c < copies->len; c++)
            {
              const char *copy = g_ptr_array_index (copies, c);
              const char *slash = strrchr (copy, '/');
              guint score;

              /* a copy of this name ("a/b/tee" for "tee"), not taken yet */
              if (slash == NULL || strcmp (slash + 1, pending->name) != 0 ||
                  gp_graph_lookup_element (self->graph, copy) != NULL)
                continue;
              score = GPOINTER_TO_UINT (g_hash_table_lookup (scores, copy)) + 1;
              g_hash_table_insert (scores, (gpointer) copy, GUINT_TO_POINTER (score));
              if (score > best_score)
                {
                  best = copy;
                  best_score = score;
                  tie = FALSE;
                }
              else if (score == best_score && copy != best)
                tie = TRUE;
            }
        }
      if (best == NULL || tie)
        continue;

      {
        g_autofree char *old_id = g_strdup (pending->id);
        g_autoptr(GPtrArray) neighbours = record_neighbours (self, old_id);

        pending->done = TRUE;
        rename_to_copy (self, old_id, best);
        /* its neighbours' links name the copy now: they may tell */
        for (guint i = 0; i < neighbours->len; i++)
          {
            Pending *next = g_hash_table_lookup (pending_by_id, g_ptr_array_index (neighbours, i));

            if (next != NULL && !next->done)
              g_ptr_array_add (queue, next);
          }
      }
    }

  /* After the whole log (the loader's dumps), what no link told apart takes the remaining
   * copies of its name by rising address, as elements are numbered as made (a rule of thumb). */
  for (guint i = 0; i < pendings->len; i++)
    {
      Pending *pending = g_ptr_array_index (pendings, i);
      GPtrArray *ids = g_hash_table_lookup (self->copies->by_name, pending->name);

      if (pending->done)
        continue;
      if (!last)
        {
          /* names whose elements no link told apart yet */
          g_hash_table_add (deferred, g_strdup (pending->name));
          continue;
        }
      for (guint c = 0; c < ids->len; c++)
        if (gp_graph_lookup_element (self->graph, g_ptr_array_index (ids, c)) == NULL)
          {
            pending->done = TRUE;
            rename_to_copy (self, pending->id, g_ptr_array_index (ids, c));
            break;
          }
    }
}
