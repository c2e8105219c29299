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

static void
ptr_free (gpointer data)
{
  g_free (data);
}

GpAggregatorCopies *
_gp_aggregator_copies_new (void)
{
  GpAggregatorCopies *copies = g_new0 (GpAggregatorCopies, 1);

  copies->by_ptr = g_hash_table_new_full (g_int64_hash, g_int64_equal, ptr_free, g_free);
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

static void
add_signatures (GHashTable      *set,
                const GPtrArray *links,
                const char      *id)
{
  for (guint i = 0; i < links->len; i++)
    {
      const GpDotLink *link = g_ptr_array_index (links, i);

      if (strcmp (link->src_element, id) == 0)
        g_hash_table_add (set, signature (TRUE, link->src_pad, link->sink_element, link->sink_pad));
      if (strcmp (link->sink_element, id) == 0)
        g_hash_table_add (set, signature (FALSE, link->sink_pad, link->src_element, link->src_pad));
    }
}

/* The copy's links in the dump, both as element links and as drawn edges (the stats tracer
 * sees a push across a bin as one into, or out of, the bin's proxy pad). */
static GHashTable *
dump_signatures (const GpDotGraph *dot,
                 const char       *id)
{
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  add_signatures (set, dot->links, id);
  add_signatures (set, dot->raw_links, id);
  return set;
}

static guint
record_score (GpAggregator *self,
              const char   *id,
              GHashTable   *copy_signatures)
{
  guint score = 0;

  for (guint i = 0; i < gp_graph_n_links (self->graph); i++)
    {
      const GpLink *link = gp_graph_link (self->graph, i);
      g_autofree char *sig = NULL;

      if (strcmp (link->src_element, id) == 0)
        sig = signature (TRUE, link->src_pad, link->sink_element, link->sink_pad);
      else if (strcmp (link->sink_element, id) == 0)
        sig = signature (FALSE, link->sink_pad, link->src_element, link->src_pad);
      if (sig != NULL && g_hash_table_contains (copy_signatures, sig))
        score++;
    }
  return score;
}

static void
rename_to_copy (GpAggregator *self,
                const char   *old_id,
                const char   *new_id)
{
  gp_session_rename_element (self->session, old_id, new_id);
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

/* The elements the records made of a repeated name ("tee", "tee#2") become the dump's copies
 * ("uri-source-1/tee"…): each the copy whose links in the dump match the links its buffers
 * took, one name after another as their neighbours get their copies' ids, until nothing more
 * is learnt. An element whose buffers matched no copy (none flowed yet: a capture's first
 * dumps) stays as it is, and the dump's copies of its name wait for a later dump
 * (@deferred gets the name). */
void
_gp_aggregator_copies_rename (GpAggregator     *self,
                              const GpDotGraph *dot,
                              gboolean          last,
                              GHashTable       *deferred)
{
  gboolean progress = TRUE;

  while (progress)
    {
      GHashTableIter iter;
      gpointer key;
      gpointer value;

      progress = FALSE;
      g_hash_table_iter_init (&iter, self->copies->by_name);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          const char *name = key;
          GPtrArray *ids = value;
          GArray *seen = g_hash_table_lookup (self->copies->ix_rank, name);
          guint n = seen != NULL ? seen->len : 1;

          for (guint rank = 0; rank < n; rank++)
            {
              g_autofree char *old_id = provisional_id (name, rank);
              const char *best = NULL;
              guint best_score = 0;
              gboolean tie = FALSE;

              if (gp_graph_lookup_element (self->graph, old_id) == NULL)
                continue;
              for (guint c = 0; c < ids->len; c++)
                {
                  const char *copy = g_ptr_array_index (ids, c);
                  g_autoptr(GHashTable) sigs = NULL;
                  guint score;

                  if (gp_graph_lookup_element (self->graph, copy) != NULL)
                    continue;
                  sigs = dump_signatures (dot, copy);
                  score = record_score (self, old_id, sigs);
                  if (score > best_score)
                    {
                      best = copy;
                      best_score = score;
                      tie = FALSE;
                    }
                  else if (score == best_score && score > 0)
                    tie = TRUE;
                }
              if (best != NULL && !tie)
                {
                  rename_to_copy (self, old_id, best);
                  progress = TRUE;
                }
            }
        }
    }

  /* After the whole log (the loader's dumps), what no link told apart takes the remaining
   * copies by rising address, as elements are numbered as made (a rule of thumb). */
  if (last)
    {
      GHashTableIter iter;
      gpointer key;
      gpointer value;

      g_hash_table_iter_init (&iter, self->copies->by_name);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          GPtrArray *ids = value;
          GArray *seen = g_hash_table_lookup (self->copies->ix_rank, key);
          guint n = seen != NULL ? seen->len : 1;
          guint c = 0;

          for (guint rank = 0; rank < n; rank++)
            {
              g_autofree char *old_id = provisional_id (key, rank);

              if (gp_graph_lookup_element (self->graph, old_id) == NULL)
                continue;
              while (c < ids->len && gp_graph_lookup_element (self->graph, g_ptr_array_index (ids, c)) != NULL)
                c++;
              if (c < ids->len)
                rename_to_copy (self, old_id, g_ptr_array_index (ids, c));
            }
        }
    }

  /* What is left: names whose elements no link told apart yet. */
  {
    GHashTableIter iter;
    gpointer key;
    gpointer value;

    g_hash_table_iter_init (&iter, self->copies->by_name);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        GArray *seen = g_hash_table_lookup (self->copies->ix_rank, key);
        guint n = seen != NULL ? seen->len : 0;

        for (guint rank = 0; rank < n; rank++)
          {
            g_autofree char *old_id = provisional_id (key, rank);

            if (gp_graph_lookup_element (self->graph, old_id) != NULL)
              g_hash_table_add (deferred, g_strdup (key));
          }
      }
  }
}
