/* gp-session-json-graph.c: a session's `graph` read from json-glib's tree
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

/* Part of the `gst-profile/1` load (gp-session-json.c, whose root reader the quick load shares):
 * elements with their props and pads as ordered GpStrMaps (a value another tool wrote as a number
 * or a boolean is kept as its text), links added with their stored ids
 * (_gp_graph_add_link_from_ids()), caps, format, media and memory as stored; an element's `queue`
 * (ours: the limits and settings our tracer measured, null where it has no such property). Every
 * wrong type is a one-line message naming its key path. */

#include "config.h"

#include "gp-graph-private.h"
#include "gp-json-writer.h"
#include "gp-session-json-private.h"

/* Property values are strings in our files; other tools may write scalars. */
static char *
scalar_to_string (JsonNode *node)
{
  if (_gp_session_reader_is_string (node))
    return g_strdup (json_node_get_string (node));
  if (_gp_session_reader_is_bool (node))
    return g_strdup (json_node_get_boolean (node) ? "true" : "false");
  if (_gp_session_reader_is_number (node))
    {
      GString *s = g_string_new (NULL);
      if (json_node_get_value_type (node) == G_TYPE_INT64)
        g_string_append_printf (s, "%" G_GINT64_FORMAT, json_node_get_int (node));
      else
        gp_json_append_double (s, json_node_get_double (node));
      return g_string_free (s, FALSE);
    }
  return NULL;
}

static gboolean
read_str_map (GpSessionReader *r,
              JsonObject      *parent,
              const char      *key,
              const char      *path,
              GpStrMap        *map)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;

  if (!_gp_session_reader_opt_object (r, parent, key, path, &object))
    return FALSE;
  if (object == NULL)
    return TRUE;
  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *value = json_object_get_member (object, l->data);
      g_autofree char *str = scalar_to_string (value);

      if (str == NULL && !JSON_NODE_HOLDS_NULL (value))
        return _gp_session_reader_fail (r, "'%s.%s' is %s, not a string", path, (const char *) l->data,
                                        _gp_session_reader_type_name (value));
      gp_str_map_set (map, l->data, str ? str : "", TRUE);
    }
  return TRUE;
}

/* A limit of graph.elements[].queue: absent or null → -1 (no such property). */
static gboolean
read_setting (GpSessionReader *r,
              JsonObject      *object,
              const char      *key,
              const char      *path,
              gint64          *out)
{
  double value = -1;
  g_autofree char *sub = g_strconcat (path, ".", key, NULL);

  if (!_gp_session_reader_opt_number (r, object, key, sub, &value))
    return FALSE;
  if (!(value >= -1 && value < 9.2e18))
    return _gp_session_reader_fail (r, "'%s' is not a limit (a count, 0 for none)", sub);
  *out = (gint64) value;
  return TRUE;
}

static gboolean
read_flag (GpSessionReader *r,
           JsonObject      *object,
           const char      *key,
           const char      *path,
           int             *out)
{
  g_autofree char *sub = g_strconcat (path, ".", key, NULL);
  JsonNode *node = json_object_get_member (object, key);
  gboolean value = FALSE;

  *out = -1;
  if (!_gp_session_reader_opt_bool (r, object, key, sub, &value))
    return FALSE;
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    *out = value ? 1 : 0;
  return TRUE;
}

/* graph.elements[].queue: ours, the settings our tracer measured. */
static gboolean
read_queue_settings (GpSessionReader *r,
                     JsonObject      *eo,
                     const char      *path,
                     GpElement       *element)
{
  static const char * const leaky_nicks[] = { "none", "upstream", "downstream" };
  g_autofree char *sub = g_strconcat (path, ".queue", NULL);
  g_autofree char *leaky = NULL;
  GpQueueSettings q = { -1, -1, -1, -1, -1, -1 };
  JsonObject *object;

  if (!_gp_session_reader_opt_object (r, eo, "queue", sub, &object))
    return FALSE;
  if (object == NULL)
    return TRUE;
  if (!read_setting (r, object, "max_buffers", sub, &q.max_buffers) ||
      !read_setting (r, object, "max_bytes", sub, &q.max_bytes) ||
      !read_setting (r, object, "max_time_ns", sub, &q.max_time_ns) ||
      !read_flag (r, object, "block", sub, &q.block) ||
      !read_flag (r, object, "drop", sub, &q.drop))
    return FALSE;
  g_free (sub);
  sub = g_strconcat (path, ".queue.leaky", NULL);
  if (!_gp_session_reader_opt_string (r, object, "leaky", sub, TRUE, NULL, &leaky))
    return FALSE;
  for (guint i = 0; leaky != NULL && i < G_N_ELEMENTS (leaky_nicks); i++)
    if (g_str_equal (leaky, leaky_nicks[i]))
      q.leaky = (int) i;
  if (leaky != NULL && q.leaky < 0)
    return _gp_session_reader_fail (r, "'%s' is '%s', not none, upstream or downstream", sub, leaky);
  gp_element_set_queue_settings (element, &q);
  return TRUE;
}

gboolean
_gp_session_json_read_graph (GpSessionReader *r,
                             JsonObject      *object,
                             GpGraph         *graph)
{
  JsonArray *elements;
  JsonArray *links;
  g_autofree char *pipeline = NULL;

  if (!_gp_session_reader_opt_string (r, object, "pipeline", "graph.pipeline", TRUE, NULL, &pipeline))
    return FALSE;
  gp_graph_set_pipeline (graph, pipeline);

  if (!(elements = _gp_session_reader_need_array (r, object, "elements", "graph.elements")) ||
      !(links = _gp_session_reader_need_array (r, object, "links", "graph.links")))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (elements); i++)
    {
      g_autofree char *path = g_strdup_printf ("graph.elements[%u]", i);
      g_autofree char *sub = NULL;
      JsonObject *eo;
      JsonNode *id;
      GpElement *element;

      if (!(eo = _gp_session_reader_item_object (r, json_array_get_element (elements, i), path)))
        return FALSE;
      id = json_object_get_member (eo, "id");
      if (!_gp_session_reader_is_string (id))
        return _gp_session_reader_fail (r, "'%s.id' is %s, not a string", path,
                                        id ? _gp_session_reader_type_name (id) : "missing");
      element = gp_graph_ensure_element (graph, json_node_get_string (id), NULL);

#define SUB(k) (g_free (sub), sub = g_strconcat (path, "." k, NULL))
      if (!_gp_session_reader_opt_string (r, eo, "factory", SUB ("factory"), TRUE, "", &element->factory) ||
          !_gp_session_reader_opt_string (r, eo, "gtype", SUB ("gtype"), TRUE, "", &element->gtype) ||
          !_gp_session_reader_opt_string (r, eo, "vendor", SUB ("vendor"), TRUE, "generic", &element->vendor) ||
          !_gp_session_reader_opt_string (r, eo, "klass", SUB ("klass"), TRUE, "", &element->klass) ||
          !_gp_session_reader_opt_string (r, eo, "name", SUB ("name"), TRUE, NULL, &element->name) ||
          !_gp_session_reader_opt_string (r, eo, "bin", SUB ("bin"), TRUE, NULL, &element->bin) ||
          !_gp_session_reader_opt_bool (r, eo, "is_bin", SUB ("is_bin"), &element->is_bin) ||
          !read_str_map (r, eo, "props", SUB ("props"), element->props) ||
          !read_str_map (r, eo, "pads", SUB ("pads"), element->pads) ||
          !read_queue_settings (r, eo, path, element))
        return FALSE;
#undef SUB
      if (g_strcmp0 (element->name, element->id) == 0)
        g_clear_pointer (&element->name, g_free);
    }

  for (guint i = 0; i < json_array_get_length (links); i++)
    {
      g_autofree char *path = g_strdup_printf ("graph.links[%u]", i);
      g_autofree char *id = NULL;
      g_autofree char *src = NULL;
      g_autofree char *sink = NULL;
      g_autofree char *memory = NULL;
      g_autofree char *sub = NULL;
      JsonObject *lo;
      GpLink *link;

      if (!(lo = _gp_session_reader_item_object (r, json_array_get_element (links, i), path)))
        return FALSE;
#define SUB(k) (g_free (sub), sub = g_strconcat (path, "." k, NULL))
      if (!_gp_session_reader_opt_string (r, lo, "src", SUB ("src"), FALSE, NULL, &src) ||
          !_gp_session_reader_opt_string (r, lo, "sink", SUB ("sink"), FALSE, NULL, &sink) ||
          !_gp_session_reader_opt_string (r, lo, "id", SUB ("id"), FALSE, NULL, &id))
        return FALSE;
      if (src == NULL || sink == NULL)
        return _gp_session_reader_fail (r, "'%s' has no src or sink", path);
      if (id == NULL)
        id = g_strconcat (src, "->", sink, NULL);

      link = _gp_graph_add_link_from_ids (graph, id, src, sink);
      if (!_gp_session_reader_opt_string (r, lo, "caps", SUB ("caps"), TRUE, "", &link->caps) ||
          !_gp_session_reader_opt_string (r, lo, "format", SUB ("format"), TRUE, NULL, &link->format) ||
          !_gp_session_reader_opt_string (r, lo, "media", SUB ("media"), TRUE, "", &link->media) ||
          !_gp_session_reader_opt_string (r, lo, "memory", SUB ("memory"), TRUE, "unknown", &memory))
        return FALSE;
#undef SUB
      if (!gp_memory_from_string (memory, &link->memory))
        link->memory = GP_MEMORY_UNKNOWN;
    }
  return TRUE;
}
