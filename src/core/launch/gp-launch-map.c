/* gp-launch-map.c: runtime element names → the launch tokens that made them
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

/* A finding names elements as the session's graph does (`capsfilter3`, `nvvconv2`, `queue0`), and a
 * fix patch must find the token of the launch string that made each one. The rules of the mapping
 * (by `name=`, else by type prefix and creation order, every link checked both ways) are in
 * gp-launch-map.h; this file applies them and refuses, with a reason per element, whatever cannot
 * be mapped without guessing: elements made at run time inside another (decodebin's children),
 * factories that disagree, groups whose counts differ, links on one side only. Built once per
 * GpPatch. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gp-launch-map.h"

struct _GpLaunchMap
{
  GHashTable *to_element;  /* runtime name → GpLaunchElement* */
  GHashTable *to_name;     /* GpLaunchElement* → runtime name (borrowed key) */
  GHashTable *reasons;     /* runtime name → reason */
};

typedef struct
{
  GpElement *element;
  guint      number;
} Numbered;

/* "queue12" → "queue", 12; "queue2-0" → "queue2-", 0. FALSE without a
 * number (or one too long to be a counter). */
static gboolean
split_runtime_name (const char  *id,
                    char       **prefix,
                    guint       *number)
{
  gsize len = strlen (id);
  gsize digits = 0;

  while (digits < len && g_ascii_isdigit (id[len - 1 - digits]))
    digits++;
  if (digits == 0 || digits > 9 || digits == len)
    return FALSE;
  *prefix = g_strndup (id, len - digits);
  *number = (guint) strtoul (id + len - digits, NULL, 10);
  return TRUE;
}

static void
set_mapping (GpLaunchMap           *map,
             const char            *runtime_name,
             const GpLaunchElement *element)
{
  const GpLaunchElement *old = g_hash_table_lookup (map->to_element, runtime_name);
  char *key = g_strdup (runtime_name);

  if (old != NULL)
    g_hash_table_remove (map->to_name, old);
  g_hash_table_replace (map->to_element, key, (gpointer) element);
  g_hash_table_replace (map->to_name, (gpointer) element, key);
  g_hash_table_remove (map->reasons, runtime_name);
}

static void
refuse (GpLaunchMap *map,
        const char  *runtime_name,
        char        *reason)
{
  const GpLaunchElement *element = g_hash_table_lookup (map->to_element, runtime_name);

  if (element != NULL)
    {
      g_hash_table_remove (map->to_name, element);
      g_hash_table_remove (map->to_element, runtime_name);
    }
  if (!g_hash_table_contains (map->reasons, runtime_name))
    g_hash_table_insert (map->reasons, g_strdup (runtime_name), reason);
  else
    g_free (reason);
}

static gboolean
factories_agree (const GpElement       *ge,
                 const GpLaunchElement *le)
{
  g_autofree char *prefix = NULL;
  gsize len;

  if (ge->factory == NULL || ge->factory[0] == '\0' || g_strcmp0 (ge->factory, le->factory) == 0)
    return TRUE;
  /* The graph's factory is derived from the GType: "nvvconv" for nvvidconv. */
  prefix = gp_launch_name_prefix (le->factory);
  len = strlen (prefix);
  if (len > 0 && prefix[len - 1] == '-')
    prefix[len - 1] = '\0';
  return g_ascii_strcasecmp (ge->factory, prefix) == 0;
}

/* An element made inside an element of the string at run time (decodebin's
 * children, autovideosink's sink): not a token of the string. */
static const char *
made_inside (const GpLaunch *launch,
             const GpGraph  *graph,
             const GpElement *ge)
{
  const GpElement *parent;

  if (ge->bin == NULL || g_strcmp0 (ge->bin, gp_graph_get_pipeline (graph)) == 0)
    return NULL;
  parent = gp_graph_lookup_element (graph, ge->bin);
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);

      if (le->kind == GP_LAUNCH_ELEMENT_BIN &&
          (g_strcmp0 (le->name, ge->bin) == 0 ||
           (parent != NULL && g_strcmp0 (parent->factory, le->factory) == 0)))
        return NULL;
    }
  return ge->bin;
}

/* The `name=` token of the string for @ge: by its instance name, and when several bins of the
 * string hold one of that name (the graph then qualifies its id: "uri-source-1/tee"), the one
 * whose bin bears the name of @ge's bin. */
static const GpLaunchElement *
lookup_named (const GpLaunch  *launch,
              const GpGraph   *graph,
              const GpElement *ge)
{
  const char *name = gp_element_get_name (ge);
  const GpElement *bin = ge->bin != NULL ? gp_graph_lookup_element (graph, ge->bin) : NULL;
  const char *bin_name = bin != NULL ? gp_element_get_name (bin) : ge->bin;
  const GpLaunchElement *first = NULL;
  guint n = 0;

  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);

      if (g_strcmp0 (le->name, name) != 0)
        continue;
      if (n++ == 0)
        first = le;
      if (bin_name != NULL && le->parent != NULL && g_strcmp0 (le->parent->name, bin_name) == 0)
        return le;
    }
  return n == 1 ? first : NULL;
}

static int
compare_numbered (gconstpointer a,
                  gconstpointer b)
{
  const Numbered *na = a;
  const Numbered *nb = b;

  return na->number < nb->number ? -1 : (na->number > nb->number ? 1 : 0);
}

static void
map_group (GpLaunchMap *map,
           const char  *prefix,
           GPtrArray   *tokens,
           GArray      *runtime)
{
  gboolean same_names = tokens->len == runtime->len;

  g_array_sort (runtime, compare_numbered);
  for (guint i = 0; same_names && i < tokens->len; i++)
    {
      const GpLaunchElement *le = g_ptr_array_index (tokens, i);

      same_names = strcmp (le->name, g_array_index (runtime, Numbered, i).element->id) == 0;
    }

  if (tokens->len != runtime->len)
    {
      for (guint i = 0; i < runtime->len; i++)
        refuse (map, g_array_index (runtime, Numbered, i).element->id,
                g_strdup_printf ("the launch string makes %u element%s named %sN, the session has %u",
                                 tokens->len, tokens->len == 1 ? "" : "s", prefix, runtime->len));
      return;
    }

  /* Same names, or the same count numbered from elsewhere: counters only
   * grow, so creation order is number order. */
  for (guint i = 0; i < runtime->len; i++)
    set_mapping (map, g_array_index (runtime, Numbered, i).element->id,
                 g_ptr_array_index (tokens, i));
}

static gboolean
launch_has_link (const GpLaunch        *launch,
                 const GpLaunchElement *src,
                 const GpLaunchElement *sink)
{
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      if (link->src == src && link->sink == sink)
        return TRUE;
    }
  return FALSE;
}

static gboolean
graph_has_link (const GpGraph *graph,
                const char    *src,
                const char    *sink)
{
  g_autoptr(GPtrArray) from = gp_graph_links_from (graph, src);

  for (guint i = 0; i < from->len; i++)
    if (g_strcmp0 (((GpLink *) g_ptr_array_index (from, i))->sink_element, sink) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_graph_bin (const GpGraph *graph,
              const char    *id)
{
  const GpElement *element = gp_graph_lookup_element (graph, id);

  return element != NULL && element->is_bin;
}

/* Both directions: a link of one side between mapped elements must be a
 * link of the other. Links touching a `( … )` bin, or an element that is a
 * bin in the session (nvurisrcbin, uridecodebin), are left out: a session
 * may show them on the bin's ghost pads or on the children behind them. */
static void
verify_links (GpLaunchMap    *map,
              const GpLaunch *launch,
              const GpGraph  *graph)
{
  g_autoptr(GPtrArray) bad = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *gl = gp_graph_link (graph, i);
      const GpLaunchElement *src = g_hash_table_lookup (map->to_element, gl->src_element);
      const GpLaunchElement *sink = g_hash_table_lookup (map->to_element, gl->sink_element);

      if (src == NULL || sink == NULL ||
          src->kind == GP_LAUNCH_ELEMENT_BIN || sink->kind == GP_LAUNCH_ELEMENT_BIN)
        continue;
      if (!launch_has_link (launch, src, sink))
        {
          g_ptr_array_add (bad, g_strdup (gl->src_element));
          g_ptr_array_add (bad, g_strdup (gl->sink_element));
          g_ptr_array_add (bad, g_strdup_printf ("the session links %s to %s but the launch string "
                                                 "links %s to something else",
                                                 gl->src_element, gl->sink_element, src->name));
        }
    }

  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);
      const char *src = g_hash_table_lookup (map->to_name, link->src);
      const char *sink = g_hash_table_lookup (map->to_name, link->sink);

      if (src == NULL || sink == NULL ||
          link->src->kind == GP_LAUNCH_ELEMENT_BIN || link->sink->kind == GP_LAUNCH_ELEMENT_BIN ||
          is_graph_bin (graph, src) || is_graph_bin (graph, sink))
        continue;
      if (!graph_has_link (graph, src, sink))
        {
          g_ptr_array_add (bad, g_strdup (src));
          g_ptr_array_add (bad, g_strdup (sink));
          g_ptr_array_add (bad, g_strdup_printf ("the launch string links %s to %s but the session "
                                                 "does not", src, sink));
        }
    }

  for (guint i = 0; i + 2 < bad->len; i += 3)
    {
      const char *reason = g_ptr_array_index (bad, i + 2);

      refuse (map, g_ptr_array_index (bad, i), g_strdup (reason));
      refuse (map, g_ptr_array_index (bad, i + 1), g_strdup (reason));
    }
}

GpLaunchMap *
gp_launch_map_new (const GpLaunch *launch,
                   const GpGraph  *graph)
{
  GpLaunchMap *map;
  g_autoptr(GHashTable) tokens = NULL;   /* prefix → GPtrArray of unnamed elements */
  g_autoptr(GHashTable) runtime = NULL;  /* prefix → GArray of Numbered */
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (launch != NULL, NULL);
  g_return_val_if_fail (graph != NULL, NULL);

  map = g_new0 (GpLaunchMap, 1);
  map->to_element = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  map->to_name = g_hash_table_new (g_direct_hash, g_direct_equal);
  map->reasons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  tokens = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  runtime = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);

  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);
      char *prefix;
      GPtrArray *group;

      if (le->named)
        continue;
      prefix = gp_launch_name_prefix (le->factory);
      group = g_hash_table_lookup (tokens, prefix);
      if (group == NULL)
        {
          group = g_ptr_array_new ();
          g_hash_table_insert (tokens, g_strdup (prefix), group);
        }
      g_ptr_array_add (group, (gpointer) le);
      g_free (prefix);
    }

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      GpElement *ge = gp_graph_element (graph, i);
      const GpLaunchElement *le = lookup_named (launch, graph, ge);
      const char *inside;
      g_autofree char *prefix = NULL;
      Numbered numbered;
      GArray *group;

      if (g_strcmp0 (ge->id, gp_graph_get_pipeline (graph)) == 0)
        {
          refuse (map, ge->id, g_strdup ("the top-level pipeline is not written in the launch string"));
          continue;
        }
      if ((inside = made_inside (launch, graph, ge)) != NULL)
        {
          refuse (map, ge->id, g_strdup_printf ("%s makes it at run time; the launch string does not "
                                                "name it", inside));
          continue;
        }

      /* `name=` elements map by name */
      if (le != NULL && le->named)
        {
          if (factories_agree (ge, le))
            set_mapping (map, ge->id, le);
          else
            refuse (map, ge->id, g_strdup_printf ("'%s' is %s in the launch string but %s in the "
                                                  "session", le->name, le->factory, ge->factory));
          continue;
        }

      if (!split_runtime_name (ge->id, &prefix, &numbered.number))
        {
          refuse (map, ge->id, g_strdup_printf ("no element of the launch string is named '%s'", ge->id));
          continue;
        }
      numbered.element = ge;
      group = g_hash_table_lookup (runtime, prefix);
      if (group == NULL)
        {
          group = g_array_new (FALSE, FALSE, sizeof (Numbered));
          g_hash_table_insert (runtime, g_strdup (prefix), group);
        }
      g_array_append_val (group, numbered);
    }

  g_hash_table_iter_init (&iter, runtime);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GPtrArray *group = g_hash_table_lookup (tokens, key);
      g_autoptr(GPtrArray) empty = g_ptr_array_new ();

      map_group (map, key, group != NULL ? group : empty, value);
    }

  verify_links (map, launch, graph);
  return map;
}

void
gp_launch_map_free (GpLaunchMap *map)
{
  if (map == NULL)
    return;
  g_hash_table_unref (map->to_name);
  g_hash_table_unref (map->to_element);
  g_hash_table_unref (map->reasons);
  g_free (map);
}

const GpLaunchElement *
gp_launch_map_lookup (const GpLaunchMap  *map,
                      const char         *runtime_name,
                      const char        **reason)
{
  const GpLaunchElement *element;

  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (runtime_name != NULL, NULL);

  element = g_hash_table_lookup (map->to_element, runtime_name);
  if (reason != NULL)
    {
      *reason = NULL;
      if (element == NULL)
        {
          *reason = g_hash_table_lookup (map->reasons, runtime_name);
          if (*reason == NULL)
            *reason = "the session has no element by that name";
        }
    }
  return element;
}

const char *
gp_launch_map_runtime_name (const GpLaunchMap     *map,
                            const GpLaunchElement *element)
{
  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (element != NULL, NULL);

  return g_hash_table_lookup (map->to_name, element);
}

guint
gp_launch_map_get_n_mapped (const GpLaunchMap *map)
{
  g_return_val_if_fail (map != NULL, 0);

  return g_hash_table_size (map->to_element);
}
