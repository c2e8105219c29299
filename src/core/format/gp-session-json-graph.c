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
          !_gp_session_reader_opt_string (r, eo, "bin", SUB ("bin"), TRUE, NULL, &element->bin) ||
          !_gp_session_reader_opt_bool (r, eo, "is_bin", SUB ("is_bin"), &element->is_bin) ||
          !read_str_map (r, eo, "props", SUB ("props"), element->props) ||
          !read_str_map (r, eo, "pads", SUB ("pads"), element->pads))
        return FALSE;
#undef SUB
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
