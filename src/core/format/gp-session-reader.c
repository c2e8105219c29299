/* gp-session-reader.c: the accessors of the gst-profile/1 loader (GpSessionReader)
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

#include <math.h>

#include "gp-error.h"
#include "gp-session-reader-private.h"

/* The accessors of the `gst-profile/1` loader (gp-session-json*.c): each
 * checks a member's type and, when it is wrong, says so in one line that
 * names the key path ("'graph.elements[2].factory' is a number, not a
 * string"). The first message is kept; a reader stops at the first FALSE. */

gboolean
_gp_session_reader_fail (GpSessionReader *r,
                         const char      *format,
                         ...)
{
  va_list args;

  if (r->error != NULL && *r->error == NULL)
    {
      va_start (args, format);
      *r->error = g_error_new_valist (GP_ERROR, GP_ERROR_INVALID, format, args);
      va_end (args);
    }
  return FALSE;
}

const char *
_gp_session_reader_type_name (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return "an object";
  if (JSON_NODE_HOLDS_ARRAY (node))
    return "an array";
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return "a string";
    case G_TYPE_BOOLEAN:
      return "a boolean";
    case G_TYPE_INT64:
    case G_TYPE_DOUBLE:
      return "a number";
    default:
      return "a value";
    }
}

gboolean
_gp_session_reader_is_number (JsonNode *node)
{
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  return type == G_TYPE_INT64 || type == G_TYPE_DOUBLE;
}

gboolean
_gp_session_reader_is_string (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_STRING;
}

gboolean
_gp_session_reader_is_bool (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN;
}

gboolean
_gp_session_reader_finite (GpSessionReader *r,
                           JsonNode        *item,
                           double          *out,
                           const char      *path_format,
                           ...)
{
  g_autofree char *path = NULL;
  va_list args;

  if (_gp_session_reader_is_number (item) && isfinite (json_node_get_double (item)))
    {
      *out = json_node_get_double (item);
      return TRUE;
    }

  va_start (args, path_format);
  path = g_strdup_vprintf (path_format, args);
  va_end (args);
  /* 1e999 reads as infinity, which no JSON can hold: a save could not be
   * read back (the series reader says the same). */
  if (_gp_session_reader_is_number (item))
    return _gp_session_reader_fail (r, "'%s' is a number outside the double range", path);
  return _gp_session_reader_fail (r, "'%s' is %s, not a number", path, _gp_session_reader_type_name (item));
}

static gboolean
is_object (JsonNode *node)
{
  return JSON_NODE_HOLDS_OBJECT (node);
}

static gboolean
is_array (JsonNode *node)
{
  return JSON_NODE_HOLDS_ARRAY (node);
}

/* A required member that @is_kind accepts (@kind in the message). */
static JsonNode *
need_member (GpSessionReader *r,
             JsonObject      *parent,
             const char      *key,
             const char      *path,
             gboolean       (*is_kind) (JsonNode *node),
             const char      *kind)
{
  JsonNode *node = json_object_get_member (parent, key);

  if (node == NULL)
    return _gp_session_reader_fail (r, "missing key '%s'", path), NULL;
  if (!is_kind (node))
    return _gp_session_reader_fail (r, "'%s' is %s, not %s", path, _gp_session_reader_type_name (node), kind), NULL;
  return node;
}

JsonObject *
_gp_session_reader_need_object (GpSessionReader *r,
                                JsonObject      *parent,
                                const char      *key,
                                const char      *path)
{
  JsonNode *node = need_member (r, parent, key, path, is_object, "an object");

  return node != NULL ? json_node_get_object (node) : NULL;
}

JsonArray *
_gp_session_reader_need_array (GpSessionReader *r,
                               JsonObject      *parent,
                               const char      *key,
                               const char      *path)
{
  JsonNode *node = need_member (r, parent, key, path, is_array, "an array");

  return node != NULL ? json_node_get_array (node) : NULL;
}

/* An optional member that @is_kind accepts (@kind in the message): *@out
 * NULL when absent or null. */
static gboolean
opt_member (GpSessionReader  *r,
            JsonObject       *parent,
            const char       *key,
            const char       *path,
            gboolean        (*is_kind) (JsonNode *node),
            const char       *kind,
            JsonNode        **out)
{
  JsonNode *node = json_object_get_member (parent, key);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!is_kind (node))
    return _gp_session_reader_fail (r, "'%s' is %s, not %s", path, _gp_session_reader_type_name (node), kind);
  *out = node;
  return TRUE;
}

gboolean
_gp_session_reader_opt_object (GpSessionReader  *r,
                               JsonObject       *parent,
                               const char       *key,
                               const char       *path,
                               JsonObject      **out)
{
  JsonNode *node;

  if (!opt_member (r, parent, key, path, is_object, "an object", &node))
    return FALSE;
  *out = node != NULL ? json_node_get_object (node) : NULL;
  return TRUE;
}

gboolean
_gp_session_reader_opt_array (GpSessionReader  *r,
                              JsonObject       *parent,
                              const char       *key,
                              const char       *path,
                              JsonArray       **out)
{
  JsonNode *node;

  if (!opt_member (r, parent, key, path, is_array, "an array", &node))
    return FALSE;
  *out = node != NULL ? json_node_get_array (node) : NULL;
  return TRUE;
}

JsonObject *
_gp_session_reader_item_object (GpSessionReader *r,
                                JsonNode        *item,
                                const char      *path)
{
  if (!is_object (item))
    return _gp_session_reader_fail (r, "'%s' is %s, not an object", path, _gp_session_reader_type_name (item)), NULL;
  return json_node_get_object (item);
}

gboolean
_gp_session_reader_opt_string (GpSessionReader  *r,
                               JsonObject       *parent,
                               const char       *key,
                               const char       *path,
                               gboolean          nullable,
                               const char       *fallback,
                               char            **out)
{
  JsonNode *node = json_object_get_member (parent, key);

  if (node == NULL || (nullable && JSON_NODE_HOLDS_NULL (node)))
    {
      /* @fallback may be *out itself: copy before freeing. */
      char *copy = g_strdup (fallback);

      g_free (*out);
      *out = copy;
      return TRUE;
    }
  if (!_gp_session_reader_is_string (node))
    return _gp_session_reader_fail (r, "'%s' is %s, not a string", path, _gp_session_reader_type_name (node));
  g_free (*out);
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

gboolean
_gp_session_reader_opt_number (GpSessionReader *r,
                               JsonObject      *parent,
                               const char      *key,
                               const char      *path,
                               double          *out)
{
  JsonNode *node;

  if (!opt_member (r, parent, key, path, _gp_session_reader_is_number, "a number", &node))
    return FALSE;
  if (node != NULL)
    *out = json_node_get_double (node);
  return TRUE;
}

gboolean
_gp_session_reader_opt_bool (GpSessionReader *r,
                             JsonObject      *parent,
                             const char      *key,
                             const char      *path,
                             gboolean        *out)
{
  JsonNode *node;

  if (!opt_member (r, parent, key, path, _gp_session_reader_is_bool, "a boolean", &node))
    return FALSE;
  if (node != NULL)
    *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
_gp_session_reader_opt_string_array (GpSessionReader *r,
                                     JsonObject      *parent,
                                     const char      *key,
                                     const char      *path,
                                     GPtrArray       *into)
{
  JsonArray *array;

  if (!_gp_session_reader_opt_array (r, parent, key, path, &array))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (!_gp_session_reader_is_string (item))
        return _gp_session_reader_fail (r, "'%s[%u]' is %s, not a string", path, i,
                                        _gp_session_reader_type_name (item));
      g_ptr_array_add (into, g_strdup (json_node_get_string (item)));
    }
  return TRUE;
}
