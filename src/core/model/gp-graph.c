/* gp-graph.c: a pipeline graph: elements, pads, links, each element's links in and out
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

/* The graph part of a session, a plain struct owned by its GpSession: elements (factory, vendor,
 * klass, props and pads as ordered GpStrMaps, the queue settings our tracer measured), links between pads with their caps, and an index of
 * each element's links in and out by hash, so that the rules' walks over a graph are linear and
 * never scan the link list per element. Built by the ingest layer (tracer log, dot dumps) and the
 * session loader (core/format, which adds links with their stored ids). */

#include "config.h"

#include <string.h>

#include "gp-graph-private.h"

struct _GpGraph
{
  char       *pipeline;
  GPtrArray  *elements;
  GHashTable *element_index;
  GPtrArray  *links;
  GHashTable *link_index;
  GHashTable *links_from;   /* src element → GPtrArray of GpLink*, link order */
  GHashTable *links_to;     /* sink element → GPtrArray of GpLink*, link order */
};

static void
gp_element_free (GpElement *element)
{
  g_free (element->id);
  g_free (element->name);
  g_free (element->factory);
  g_free (element->gtype);
  g_free (element->vendor);
  g_free (element->klass);
  gp_str_map_free (element->props);
  g_free (element->bin);
  gp_str_map_free (element->pads);
  g_free (element->queue);
  g_free (element);
}

static void
gp_link_free (GpLink *link)
{
  g_free (link->id);
  g_free (link->src);
  g_free (link->sink);
  g_free (link->src_element);
  g_free (link->src_pad);
  g_free (link->sink_element);
  g_free (link->sink_pad);
  g_free (link->caps);
  g_free (link->format);
  g_free (link->media);
  g_free (link);
}

GpGraph *
gp_graph_new (void)
{
  GpGraph *graph = g_new0 (GpGraph, 1);

  graph->elements = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_element_free);
  graph->element_index = g_hash_table_new (g_str_hash, g_str_equal);
  graph->links = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_link_free);
  graph->link_index = g_hash_table_new (g_str_hash, g_str_equal);
  graph->links_from = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_ptr_array_unref);
  graph->links_to = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) g_ptr_array_unref);
  return graph;
}

void
gp_graph_free (GpGraph *graph)
{
  if (graph == NULL)
    return;
  g_hash_table_unref (graph->element_index);
  g_hash_table_unref (graph->link_index);
  g_hash_table_unref (graph->links_from);
  g_hash_table_unref (graph->links_to);
  g_ptr_array_unref (graph->elements);
  g_ptr_array_unref (graph->links);
  g_free (graph->pipeline);
  g_free (graph);
}

static GpStrMap *
copy_str_map (const GpStrMap *map)
{
  GpStrMap *copy = gp_str_map_new ();

  for (guint i = 0; map != NULL && i < gp_str_map_size (map); i++)
    gp_str_map_set (copy, gp_str_map_key (map, i), gp_str_map_value (map, i), TRUE);
  return copy;
}

static void
replace_string (char       **field,
                const char  *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

GpGraph *
gp_graph_copy (const GpGraph *graph)
{
  GpGraph *copy;

  g_return_val_if_fail (graph != NULL, NULL);

  copy = gp_graph_new ();
  copy->pipeline = g_strdup (graph->pipeline);
  for (guint i = 0; i < graph->elements->len; i++)
    {
      const GpElement *from = g_ptr_array_index (graph->elements, i);
      GpElement *to = gp_graph_ensure_element (copy, from->id, NULL);

      to->name = g_strdup (from->name);
      replace_string (&to->factory, from->factory);
      replace_string (&to->gtype, from->gtype);
      replace_string (&to->vendor, from->vendor);
      replace_string (&to->klass, from->klass);
      gp_str_map_free (to->props);
      to->props = copy_str_map (from->props);
      to->bin = g_strdup (from->bin);
      to->is_bin = from->is_bin;
      gp_str_map_free (to->pads);
      to->pads = copy_str_map (from->pads);
      to->queue = from->queue != NULL ? g_memdup2 (from->queue, sizeof *from->queue) : NULL;
    }
  for (guint i = 0; i < graph->links->len; i++)
    {
      const GpLink *from = g_ptr_array_index (graph->links, i);
      GpLink *to = _gp_graph_add_link_from_ids (copy, from->id, from->src, from->sink);

      replace_string (&to->caps, from->caps);
      to->memory = from->memory;
      to->format = g_strdup (from->format);
      replace_string (&to->media, from->media);
    }
  return copy;
}

const char *
gp_graph_get_pipeline (const GpGraph *graph)
{
  g_return_val_if_fail (graph != NULL, NULL);
  return graph->pipeline;
}

void
gp_graph_set_pipeline (GpGraph    *graph,
                       const char *name)
{
  g_return_if_fail (graph != NULL);
  g_free (graph->pipeline);
  graph->pipeline = g_strdup (name);
}

guint
gp_graph_n_elements (const GpGraph *graph)
{
  g_return_val_if_fail (graph != NULL, 0);
  return graph->elements->len;
}

GpElement *
gp_graph_element (const GpGraph *graph,
                  guint          i)
{
  g_return_val_if_fail (graph != NULL && i < graph->elements->len, NULL);
  return g_ptr_array_index (graph->elements, i);
}

GpElement *
gp_graph_lookup_element (const GpGraph *graph,
                         const char    *id)
{
  g_return_val_if_fail (graph != NULL, NULL);
  if (id == NULL)
    return NULL;
  return g_hash_table_lookup (graph->element_index, id);
}

GpElement *
gp_graph_ensure_element (GpGraph    *graph,
                         const char *id,
                         gboolean   *created)
{
  GpElement *element;

  g_return_val_if_fail (graph != NULL && id != NULL, NULL);

  element = g_hash_table_lookup (graph->element_index, id);
  if (created != NULL)
    *created = element == NULL;
  if (element != NULL)
    return element;

  element = g_new0 (GpElement, 1);
  element->id = g_strdup (id);
  element->factory = g_strdup ("");
  element->gtype = g_strdup ("");
  element->vendor = g_strdup ("generic");
  element->klass = g_strdup ("");
  element->props = gp_str_map_new ();
  element->pads = gp_str_map_new ();
  g_ptr_array_add (graph->elements, element);
  g_hash_table_insert (graph->element_index, element->id, element);
  return element;
}

guint
gp_graph_n_links (const GpGraph *graph)
{
  g_return_val_if_fail (graph != NULL, 0);
  return graph->links->len;
}

GpLink *
gp_graph_link (const GpGraph *graph,
               guint          i)
{
  g_return_val_if_fail (graph != NULL && i < graph->links->len, NULL);
  return g_ptr_array_index (graph->links, i);
}

GpLink *
gp_graph_lookup_link (const GpGraph *graph,
                      const char    *id)
{
  g_return_val_if_fail (graph != NULL, NULL);
  if (id == NULL)
    return NULL;
  return g_hash_table_lookup (graph->link_index, id);
}

static void
split_pad_ref (const char  *ref,
               char       **element,
               char       **pad)
{
  /* Element names may contain ':' only in pathological cases; the pad is
   * after the last one. */
  const char *colon = strrchr (ref, ':');

  if (colon == NULL)
    {
      *element = g_strdup (ref);
      *pad = g_strdup ("");
    }
  else
    {
      *element = g_strndup (ref, colon - ref);
      *pad = g_strdup (colon + 1);
    }
}

static void
index_link (GHashTable *adjacency,
            const char *element,
            GpLink     *link)
{
  GPtrArray *links = g_hash_table_lookup (adjacency, element);

  if (links == NULL)
    {
      links = g_ptr_array_new ();
      g_hash_table_insert (adjacency, g_strdup (element), links);
    }
  g_ptr_array_add (links, link);
}

GpLink *
_gp_graph_add_link_from_ids (GpGraph    *graph,
                             const char *id,
                             const char *src,
                             const char *sink)
{
  GpLink *link = g_hash_table_lookup (graph->link_index, id);

  if (link != NULL)
    return link;

  link = g_new0 (GpLink, 1);
  link->id = g_strdup (id);
  link->src = g_strdup (src);
  link->sink = g_strdup (sink);
  split_pad_ref (src, &link->src_element, &link->src_pad);
  split_pad_ref (sink, &link->sink_element, &link->sink_pad);
  link->caps = g_strdup ("");
  link->memory = GP_MEMORY_UNKNOWN;
  link->format = NULL;
  link->media = g_strdup ("");
  g_ptr_array_add (graph->links, link);
  g_hash_table_insert (graph->link_index, link->id, link);
  index_link (graph->links_from, link->src_element, link);
  index_link (graph->links_to, link->sink_element, link);
  return link;
}

GpLink *
gp_graph_ensure_link (GpGraph    *graph,
                      const char *src_element,
                      const char *src_pad,
                      const char *sink_element,
                      const char *sink_pad,
                      gboolean   *created)
{
  g_autofree char *src = NULL;
  g_autofree char *sink = NULL;
  g_autofree char *id = NULL;
  guint before;
  GpLink *link;

  g_return_val_if_fail (graph != NULL, NULL);
  g_return_val_if_fail (src_element != NULL && src_pad != NULL, NULL);
  g_return_val_if_fail (sink_element != NULL && sink_pad != NULL, NULL);

  src = g_strconcat (src_element, ":", src_pad, NULL);
  sink = g_strconcat (sink_element, ":", sink_pad, NULL);
  id = g_strconcat (src, "->", sink, NULL);

  before = graph->links->len;
  link = _gp_graph_add_link_from_ids (graph, id, src, sink);
  if (created != NULL)
    *created = graph->links->len != before;
  return link;
}

const char *
gp_element_get_name (const GpElement *element)
{
  g_return_val_if_fail (element != NULL, NULL);
  return element->name != NULL ? element->name : element->id;
}

static char *
rename_ref (const char *element,
            const char *pad,
            const char *old_id,
            const char *new_id)
{
  return g_strconcat (strcmp (element, old_id) == 0 ? new_id : element, ":", pad, NULL);
}

gboolean
gp_graph_rename_element (GpGraph    *graph,
                         const char *old_id,
                         const char *new_id,
                         GPtrArray  *renamed_links)
{
  GpElement *element;

  g_return_val_if_fail (graph != NULL, FALSE);
  g_return_val_if_fail (old_id != NULL && new_id != NULL, FALSE);

  element = g_hash_table_lookup (graph->element_index, old_id);
  if (element == NULL || g_hash_table_contains (graph->element_index, new_id))
    return FALSE;

  if (element->name == NULL)
    element->name = g_strdup (element->id);
  g_hash_table_remove (graph->element_index, old_id);
  g_free (element->id);
  element->id = g_strdup (new_id);
  g_hash_table_insert (graph->element_index, element->id, element);
  if (g_strcmp0 (element->name, element->id) == 0)
    g_clear_pointer (&element->name, g_free);

  for (guint i = 0; element->is_bin && i < graph->elements->len; i++)
    {
      GpElement *child = g_ptr_array_index (graph->elements, i);

      if (g_strcmp0 (child->bin, old_id) == 0)
        {
          g_free (child->bin);
          child->bin = g_strdup (new_id);
        }
    }
  if (g_strcmp0 (graph->pipeline, old_id) == 0)
    gp_graph_set_pipeline (graph, new_id);

  /* Its links: new ids and ends, re-indexed; the adjacency arrays move to the new key (the
   * other ends' arrays hold the same links). Work in the element's links only. */
  {
    GPtrArray *from = NULL;
    GPtrArray *to = NULL;
    g_autoptr(GPtrArray) touched = g_ptr_array_new ();
    gpointer stolen = NULL;

    if (g_hash_table_steal_extended (graph->links_from, old_id, &stolen, (gpointer *) &from))
      g_free (stolen);
    if (g_hash_table_steal_extended (graph->links_to, old_id, &stolen, (gpointer *) &to))
      g_free (stolen);
    for (guint i = 0; from != NULL && i < from->len; i++)
      g_ptr_array_add (touched, g_ptr_array_index (from, i));
    for (guint i = 0; to != NULL && i < to->len; i++)
      if (!g_ptr_array_find (touched, g_ptr_array_index (to, i), NULL))
        g_ptr_array_add (touched, g_ptr_array_index (to, i));

    for (guint i = 0; i < touched->len; i++)
      {
        GpLink *link = g_ptr_array_index (touched, i);
        char *src = rename_ref (link->src_element, link->src_pad, old_id, new_id);
        char *sink = rename_ref (link->sink_element, link->sink_pad, old_id, new_id);
        char *id = g_strconcat (src, "->", sink, NULL);

        g_hash_table_remove (graph->link_index, link->id);
        if (renamed_links != NULL)
          {
            g_ptr_array_add (renamed_links, g_strdup (link->id));
            g_ptr_array_add (renamed_links, g_strdup (id));
          }
        g_free (link->id);
        link->id = id;
        g_free (link->src);
        link->src = src;
        g_free (link->sink);
        link->sink = sink;
        g_free (link->src_element);
        g_free (link->sink_element);
        g_free (link->src_pad);
        g_free (link->sink_pad);
        split_pad_ref (link->src, &link->src_element, &link->src_pad);
        split_pad_ref (link->sink, &link->sink_element, &link->sink_pad);
        g_hash_table_insert (graph->link_index, link->id, link);
      }
    if (from != NULL)
      g_hash_table_insert (graph->links_from, g_strdup (new_id), from);
    if (to != NULL)
      g_hash_table_insert (graph->links_to, g_strdup (new_id), to);
  }
  return TRUE;
}

static void
unindex_link (GHashTable *adjacency,
              const char *element,
              GpLink     *link)
{
  GPtrArray *links = g_hash_table_lookup (adjacency, element);

  if (links != NULL)
    {
      g_ptr_array_remove (links, link);
      if (links->len == 0)
        g_hash_table_remove (adjacency, element);
    }
}

gboolean
gp_graph_remove_link (GpGraph    *graph,
                      const char *id)
{
  GpLink *link;

  g_return_val_if_fail (graph != NULL && id != NULL, FALSE);

  link = g_hash_table_lookup (graph->link_index, id);
  if (link == NULL)
    return FALSE;
  g_hash_table_remove (graph->link_index, id);
  unindex_link (graph->links_from, link->src_element, link);
  unindex_link (graph->links_to, link->sink_element, link);
  g_ptr_array_remove (graph->links, link);   /* frees it */
  return TRUE;
}

void
gp_element_set_queue_settings (GpElement             *element,
                               const GpQueueSettings *settings)
{
  g_return_if_fail (element != NULL);
  g_return_if_fail (settings != NULL);

  if (element->queue == NULL)
    element->queue = g_new0 (GpQueueSettings, 1);
  *element->queue = *settings;
}

void
gp_link_set_caps (GpLink     *link,
                  const char *caps_text)
{
  g_autoptr(GpCaps) caps = NULL;
  const char *format;

  g_return_if_fail (link != NULL);

  if (caps_text == NULL)
    caps_text = "";

  caps = gp_caps_parse (caps_text);
  if (caps == NULL || gp_caps_is_any_or_empty (caps))
    {
      /* Empty, ANY, EMPTY or NULL caps never overwrite what we know, e.g.
       * from a dump taken during teardown or before negotiation. */
      if (link->caps[0] != '\0' || caps_text[0] == '\0')
        return;
    }

  g_free (link->caps);
  link->caps = g_strdup (caps_text);
  link->memory = caps ? gp_caps_get_memory (caps) : GP_MEMORY_UNKNOWN;
  format = caps ? gp_caps_get_format (caps) : NULL;
  g_free (link->format);
  link->format = g_strdup (format);
  g_free (link->media);
  link->media = g_strdup (caps && caps->media ? caps->media : "");
}

static GPtrArray *
copy_adjacent (GHashTable *adjacency,
               const char *element_id)
{
  GPtrArray *links = element_id != NULL ? g_hash_table_lookup (adjacency, element_id) : NULL;

  if (links == NULL)
    return g_ptr_array_new ();
  return g_ptr_array_copy (links, NULL, NULL);
}

GPtrArray *
gp_graph_links_from (const GpGraph *graph,
                     const char    *element_id)
{
  g_return_val_if_fail (graph != NULL, g_ptr_array_new ());
  return copy_adjacent (graph->links_from, element_id);
}

GPtrArray *
gp_graph_links_to (const GpGraph *graph,
                   const char    *element_id)
{
  g_return_val_if_fail (graph != NULL, g_ptr_array_new ());
  return copy_adjacent (graph->links_to, element_id);
}

const GPtrArray *
_gp_graph_peek_links_from (const GpGraph *graph,
                           const char    *element_id)
{
  g_return_val_if_fail (graph != NULL, NULL);
  return element_id != NULL ? g_hash_table_lookup (graph->links_from, element_id) : NULL;
}

const GPtrArray *
_gp_graph_peek_links_to (const GpGraph *graph,
                         const char    *element_id)
{
  g_return_val_if_fail (graph != NULL, NULL);
  return element_id != NULL ? g_hash_table_lookup (graph->links_to, element_id) : NULL;
}

guint
gp_graph_n_links_from (const GpGraph *graph,
                       const char    *element_id)
{
  GPtrArray *links;

  g_return_val_if_fail (graph != NULL, 0);
  links = element_id != NULL ? g_hash_table_lookup (graph->links_from, element_id) : NULL;
  return links != NULL ? links->len : 0;
}

guint
gp_graph_n_links_to (const GpGraph *graph,
                     const char    *element_id)
{
  GPtrArray *links;

  g_return_val_if_fail (graph != NULL, 0);
  links = element_id != NULL ? g_hash_table_lookup (graph->links_to, element_id) : NULL;
  return links != NULL ? links->len : 0;
}
