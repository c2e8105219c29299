/* gp-rules-graph.c: rules over the topology (ZC, CAPS, STALL)
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

/* ZC finds a raw-video system-memory island between two hardware-memory links (every frame leaves
 * device memory and comes back), one finding per island. Its reachability (the nearest
 * hardware-memory link upstream and downstream of every element, at most max_depth links away) is
 * computed once per graph, breadth-first from the elements next to such links, so each link is
 * looked at a bounded number of times however many candidates ask. CAPS: a converter feeding
 * another directly. STALL: a link that stopped carrying buffers mid-capture, not at the tail. */

#include "config.h"

#include "gp-graph-private.h"
#include "gp-rules-private.h"

static gboolean
is_hardware_memory (const GpRuleContext *ctx,
                    const GpLink        *link)
{
  return gp_rule_entry_array_contains (ctx->entry, "hardware_memory", gp_memory_to_string (link->memory));
}

typedef struct
{
  const char *far;    /* the far end of the nearest hardware-memory link */
  guint       depth;  /* links walked before it */
} Reach;

/* The links a walk upstream (or downstream) takes from @element, in link
 * order (NULL: none). */
static const GPtrArray *
walk_links (const GpRuleContext *ctx,
            const char          *element,
            gboolean             upstream)
{
  return upstream ? _gp_graph_peek_links_to (ctx->analysis->graph, element)
                  : _gp_graph_peek_links_from (ctx->analysis->graph, element);
}

static Reach *
reach_new (GHashTable *reach,
           const char *element,
           const char *far,
           guint       depth,
           GPtrArray  *queue)
{
  Reach *r = g_new (Reach, 1);

  r->far = far;
  r->depth = depth;
  g_hash_table_insert (reach, (gpointer) element, r);
  g_ptr_array_add (queue, (gpointer) element);
  return r;
}

/* For every element, the element on the far side of the nearest
 * hardware-memory link walking upstream (or downstream) over any links,
 * at most max_depth links away (ties: the first link in link order).
 * Once per graph, breadth-first from the elements next to such a link:
 * each link is looked at a bounded number of times, however many
 * candidate links ask. */
static GHashTable *
reach_hardware_all (const GpRuleContext *ctx,
                    gboolean             upstream)
{
  const GpAnalysis *a = ctx->analysis;
  double max_depth = gp_rule_entry_get_number (ctx->entry, "max_depth");
  GHashTable *reach = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();

  if (!(max_depth >= 0))
    return reach;

  /* Depth 0: an element with a hardware link of its own. */
  for (guint i = 0; i < a->links->len; i++)
    {
      const GpLink *link = ((const GpLinkStat *) g_ptr_array_index (a->links, i))->link;
      const char *near = upstream ? link->sink_element : link->src_element;
      const char *far = upstream ? link->src_element : link->sink_element;

      if (far != NULL && near != NULL && !g_hash_table_contains (reach, near) &&
          is_hardware_memory (ctx, link))
        reach_new (reach, near, far, 0, queue);
    }

  /* Depth d + 1: an element with a plain link to one at depth d, the
   * queue holding the elements in depth order. */
  for (guint q = 0; q < queue->len; q++)
    {
      const char *element = g_ptr_array_index (queue, q);
      const Reach *here = g_hash_table_lookup (reach, element);
      const GPtrArray *back;

      if (here->depth + 1 > max_depth)
        continue;

      /* The elements whose walk reaches @element in one link. */
      back = walk_links (ctx, element, !upstream);
      for (guint i = 0; back != NULL && i < back->len; i++)
        {
          const GpLink *link = g_ptr_array_index (back, i);
          const char *near = upstream ? link->sink_element : link->src_element;
          const GPtrArray *links;

          if (near == NULL || g_hash_table_contains (reach, near))
            continue;

          /* Its first link (in link order) to an element at depth d. */
          links = walk_links (ctx, near, upstream);
          for (guint k = 0; links != NULL && k < links->len; k++)
            {
              const GpLink *out = g_ptr_array_index (links, k);
              const char *far = upstream ? out->src_element : out->sink_element;
              const Reach *next = far != NULL ? g_hash_table_lookup (reach, far) : NULL;

              if (next != NULL && next->depth == here->depth && !is_hardware_memory (ctx, out))
                {
                  reach_new (reach, near, next->far, here->depth + 1, queue);
                  break;
                }
            }
        }
    }

  return reach;
}

static const char *
reach_lookup (GHashTable *reach,
              const char *element)
{
  const Reach *r = element != NULL ? g_hash_table_lookup (reach, element) : NULL;

  return r != NULL ? r->far : NULL;
}

/* ZC: a raw-video system-memory island between two hardware-memory links:
 * every frame leaves device memory and comes back. One finding per island,
 * keyed on its first link in link order. */
void
_gp_rule_zc (const GpRuleContext *ctx,
             GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  const char *island = gp_rule_entry_get_string (ctx->entry, "island_memory");
  g_autoptr(GHashTable) islands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) reach_up = reach_hardware_all (ctx, TRUE);
  g_autoptr(GHashTable) reach_down = reach_hardware_all (ctx, FALSE);

  for (guint i = 0; i < a->links->len; i++)
    {
      const GpLink *link = ((const GpLinkStat *) g_ptr_array_index (a->links, i))->link;
      const char *media = link->media != NULL ? link->media : "";
      const GpElementStat *offender;
      const char *up;
      const char *down;
      g_autofree char *key = NULL;
      g_autofree char *id = NULL;
      g_autoptr(GpFinding) finding = NULL;
      JsonObject *patch;

      if (g_strcmp0 (gp_memory_to_string (link->memory), island) != 0 ||
          !gp_rule_entry_array_contains (ctx->entry, "raw_media", media))
        continue;

      up = reach_lookup (reach_up, link->src_element);
      down = reach_lookup (reach_down, link->sink_element);
      if (up == NULL || down == NULL)
        continue;

      key = g_strconcat (up, "\n", down, NULL);
      if (!g_hash_table_add (islands, g_steal_pointer (&key)))
        continue;

      offender = gp_analysis_lookup_element (a, link->sink_element);
      if (offender == NULL)
        offender = gp_analysis_lookup_element (a, link->src_element);

      id = g_strconcat ("F-ZC-", link->src_element, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "upstream", up,
                                  "downstream", down,
                                  "src", link->src_element,
                                  "sink", link->sink_element,
                                  "link", link->id,
                                  NULL);
      _gp_rule_finding_add_target (finding, link->src_element, link->id);
      _gp_rule_finding_add_target (finding, link->sink_element, NULL);
      json_object_set_string_member (finding->evidence, "sysmem_link", link->id);
      json_object_set_string_member (finding->evidence, "hw_upstream", up);
      json_object_set_string_member (finding->evidence, "hw_downstream", down);
      json_object_set_member (finding->evidence, "offender_cpu_pct",
                              gp_number_to_json (offender != NULL ? offender->cpu_pct : GP_NUMBER_NONE));

      patch = _gp_rule_patch_new ("set-caps");
      json_object_set_string_member (patch, "link", link->id);
      json_object_set_string_member (patch, "to", gp_rule_entry_get_string (ctx->entry, "patch_caps"));
      finding->fix_patch = patch;
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}

static gboolean
is_converter (const GpRuleContext *ctx,
              const GpElementStat *stat)
{
  return gp_rule_entry_array_contains (ctx->entry, "converters", _gp_rule_factory (ctx, stat));
}

/* CAPS: a converter feeding another converter directly. */
void
_gp_rule_caps (const GpRuleContext *ctx,
               GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      g_autoptr(GpFinding) finding = NULL;
      g_autoptr(GString) names = NULL;
      g_autofree char *id = NULL;
      const GPtrArray *from;
      gboolean back_to_back = FALSE;
      JsonArray *downstream;

      if (stat->element->is_bin || !is_converter (ctx, stat))
        continue;

      downstream = json_array_new ();
      names = g_string_new (NULL);
      from = _gp_graph_peek_links_from (a->graph, stat->element->id);
      for (guint l = 0; from != NULL && l < from->len; l++)
        {
          const GpLink *link = g_ptr_array_index (from, l);
          const GpElementStat *next;

          json_array_add_string_element (downstream, link->sink_element);
          g_string_append_printf (names, "%s%s", names->len ? ", " : "", link->sink_element);
          next = gp_analysis_lookup_element (a, link->sink_element);
          if (next != NULL && is_converter (ctx, next))
            back_to_back = TRUE;
        }
      if (!back_to_back)
        {
          json_array_unref (downstream);
          continue;
        }

      id = g_strconcat ("F-CAPS-", stat->element->id, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "element", stat->element->id,
                                  "downstream", names->str,
                                  NULL);
      _gp_rule_finding_add_target (finding, stat->element->id, NULL);
      json_object_set_string_member (finding->evidence, "element", stat->element->id);
      json_object_set_array_member (finding->evidence, "downstream", downstream);
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}

/* STALL: a link that stopped carrying buffers mid-capture (not at the tail). */
void
_gp_rule_stall (const GpRuleContext *ctx,
                GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;

  for (guint i = 0; i < a->links->len; i++)
    {
      const GpLinkStat *ls = g_ptr_array_index (a->links, i);
      const char *src = ls->link->src_element;
      g_autoptr(GpFinding) finding = NULL;
      g_autofree char *id = NULL;
      gboolean is_source;

      if (!ls->stall_interior)
        continue;

      is_source = gp_analysis_lookup_element (a, src) != NULL && !gp_analysis_has_upstream (a, src);

      id = g_strconcat ("F-STALL-", ls->link->id, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      _gp_rule_finding_set_texts (ctx, finding,
                                  is_source ? "title_source" : "title",
                                  "why",
                                  is_source ? "fix_source" : "fix",
                                  "element", src,
                                  "link", ls->link->id,
                                  NULL);
      _gp_rule_finding_add_target (finding, src, ls->link->id);
      json_object_set_string_member (finding->evidence, "link", ls->link->id);
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}
