/* gp-aggregator-ghosts.c: buffers through a bin's ghost pads, on the link between the real pads
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

/* A buffer that leaves a bin (a DeepStream source bin into the muxer) is pushed twice: from the
 * real pad into the internal proxy pad of the bin's ghost pad, then from the ghost pad into the
 * next element. The stats tracer logs both pushes, so the records make two hop links to and from
 * the bin ("src-queue:src->bin0:proxypad0", "bin0:ghost0->mux:sink_0"), while a dump draws the
 * one link that matters, between the real pads ("src-queue:src->mux:sink_0", gp-dot-links.c), with
 * no buffers on it. Once the session's last window is written, and when a dump was merged, each
 * hop out of a real pad gives its series to the dump's link from that pad, the hop into a real pad
 * goes (its buffers are the same ones), and so do hops between two ghost or proxy pads. A hop
 * whose real pad has no such link in the dump stays: it is then all there is. Which pads are ghost
 * or proxy pads the `new-pad` records say (is-ghostpad, type). */

#include "config.h"

#include <string.h>

#include "gp-aggregator-private.h"

/* The dump's one link at @pad ("owner:name") on the @from side, to or from a real pad. */
static GpLink *
dump_link_at (GpAggregator *self,
              GHashTable   *ghost_pads,
              const GpLink *hop,
              gboolean      from)
{
  g_autoptr(GPtrArray) links = from ? gp_graph_links_from (self->graph, hop->src_element)
                                    : gp_graph_links_to (self->graph, hop->sink_element);
  GpLink *found = NULL;

  for (guint i = 0; i < links->len; i++)
    {
      GpLink *link = g_ptr_array_index (links, i);

      if (g_hash_table_contains (self->record_links, link))
        continue;
      if (from ? strcmp (link->src_pad, hop->src_pad) != 0 : strcmp (link->sink_pad, hop->sink_pad) != 0)
        continue;
      if (g_hash_table_contains (ghost_pads, from ? link->sink : link->src))
        continue;
      if (found != NULL)
        return NULL;
      found = link;
    }
  return found;
}

/* A dump link's series that no record wrote to (every window 0 buffers), or none. */
static gboolean
carried_nothing (const GpLinkSeries *ls)
{
  if (ls == NULL)
    return TRUE;
  for (guint i = 0; i < ls->fps->len; i++)
    {
      double v = g_array_index (ls->fps, double, i);

      if (!gp_is_null (v) && v != 0)
        return FALSE;
    }
  return TRUE;
}

void
_gp_aggregator_fold_ghost_hops (GpAggregator *self)
{
  g_autoptr(GHashTable) ghost_pads = NULL;
  g_autoptr(GPtrArray) hops = g_ptr_array_new_with_free_func (g_free);
  GpSeries *series = self->series;

  if (self->n_dots == 0 || g_hash_table_size (self->record_links) == 0)
    return;
  ghost_pads = _gp_aggregator_ghost_pads (self);
  if (g_hash_table_size (ghost_pads) == 0)
    return;

  for (guint i = 0; i < gp_graph_n_links (self->graph); i++)
    {
      GpLink *hop = gp_graph_link (self->graph, i);
      gboolean src_ghost, sink_ghost;
      GpLink *dump;

      if (!g_hash_table_contains (self->record_links, hop))
        continue;
      src_ghost = g_hash_table_contains (ghost_pads, hop->src);
      sink_ghost = g_hash_table_contains (ghost_pads, hop->sink);
      if (!src_ghost && !sink_ghost)
        continue;
      if (!src_ghost)
        {
          /* out of a real pad: its buffers are the dump link's */
          if ((dump = dump_link_at (self, ghost_pads, hop, TRUE)) == NULL)
            continue;
          if (carried_nothing (gp_series_lookup_link (series, dump->id)))
            {
              gp_series_remove_link (series, dump->id);
              gp_series_rename_link (series, hop->id, dump->id);
            }
        }
      else if (!sink_ghost && dump_link_at (self, ghost_pads, hop, FALSE) == NULL)
        continue;
      g_ptr_array_add (hops, g_strdup (hop->id));
    }

  for (guint i = 0; i < hops->len; i++)
    {
      const char *id = g_ptr_array_index (hops, i);
      GpLink *link = gp_graph_lookup_link (self->graph, id);

      g_hash_table_remove (self->record_links, link);
      g_hash_table_remove (self->link_states, link);
      gp_series_remove_link (series, id);
      gp_graph_remove_link (self->graph, id);
    }
}
