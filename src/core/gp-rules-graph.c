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

#include "config.h"

#include "gp-rules-private.h"

static gboolean
is_hardware_memory (const GpRuleContext *ctx,
                    const GpLink        *link)
{
  return gp_rule_entry_array_contains (ctx->entry, "hardware_memory", gp_memory_to_string (link->memory));
}

/* The element on the far side of the nearest hardware-memory link, walking
 * depth-first upstream (or downstream) from @element over any links. */
static const char *
reach_hardware (const GpRuleContext *ctx,
                const char          *element,
                gboolean             upstream,
                guint                depth,
                GHashTable          *seen)
{
  const GpAnalysis *a = ctx->analysis;

  if (depth > (guint) gp_rule_entry_get_number (ctx->entry, "max_depth"))
    return NULL;
  if (!g_hash_table_add (seen, (gpointer) element))
    return NULL;

  for (guint i = 0; i < a->links->len; i++)
    {
      const GpLink *link = ((const GpLinkStat *) g_ptr_array_index (a->links, i))->link;
      const char *near = upstream ? link->sink_element : link->src_element;
      const char *far = upstream ? link->src_element : link->sink_element;
      const char *found;

      if (far == NULL || g_strcmp0 (near, element) != 0)
        continue;
      if (is_hardware_memory (ctx, link))
        return far;
      found = reach_hardware (ctx, far, upstream, depth + 1, seen);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
reach_hardware_from (const GpRuleContext *ctx,
                     const char          *element,
                     gboolean             upstream)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (element == NULL)
    return NULL;
  return reach_hardware (ctx, element, upstream, 0, seen);
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

      up = reach_hardware_from (ctx, link->src_element, TRUE);
      down = reach_hardware_from (ctx, link->sink_element, FALSE);
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
      gboolean back_to_back = FALSE;
      JsonArray *downstream;

      if (stat->element->is_bin || !is_converter (ctx, stat))
        continue;

      downstream = json_array_new ();
      names = g_string_new (NULL);
      for (guint l = 0; l < a->links->len; l++)
        {
          const GpLink *link = ((const GpLinkStat *) g_ptr_array_index (a->links, l))->link;
          const GpElementStat *next;

          if (g_strcmp0 (link->src_element, stat->element->id) != 0)
            continue;
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
