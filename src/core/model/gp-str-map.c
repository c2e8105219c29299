/* gp-str-map.c: an ordered string → string map
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

#include <string.h>

#include "gp-str-map.h"

/* Keys in insertion order (the JSON order of element props and pads, kept
 * on load and save), found by a scan while few, by a hash index past
 * STR_MAP_INDEX_FROM. */

/* Maps longer than this get a hash index (a tee with thousands of pads). */
#define STR_MAP_INDEX_FROM 16

struct _GpStrMap
{
  GPtrArray  *keys;
  GPtrArray  *values;
  GHashTable *index;     /* key → position + 1, or NULL while small */
};

GpStrMap *
gp_str_map_new (void)
{
  GpStrMap *map = g_new0 (GpStrMap, 1);

  map->keys = g_ptr_array_new_with_free_func (g_free);
  map->values = g_ptr_array_new_with_free_func (g_free);
  return map;
}

void
gp_str_map_free (GpStrMap *map)
{
  if (map == NULL)
    return;
  g_clear_pointer (&map->index, g_hash_table_unref);
  g_ptr_array_unref (map->keys);
  g_ptr_array_unref (map->values);
  g_free (map);
}

guint
gp_str_map_size (const GpStrMap *map)
{
  g_return_val_if_fail (map != NULL, 0);
  return map->keys->len;
}

const char *
gp_str_map_key (const GpStrMap *map,
                guint           i)
{
  g_return_val_if_fail (map != NULL && i < map->keys->len, NULL);
  return g_ptr_array_index (map->keys, i);
}

const char *
gp_str_map_value (const GpStrMap *map,
                  guint           i)
{
  g_return_val_if_fail (map != NULL && i < map->values->len, NULL);
  return g_ptr_array_index (map->values, i);
}

static int
str_map_find (const GpStrMap *map,
              const char     *key)
{
  if (map->index != NULL)
    return GPOINTER_TO_INT (g_hash_table_lookup (map->index, key)) - 1;

  for (guint i = 0; i < map->keys->len; i++)
    if (strcmp (g_ptr_array_index (map->keys, i), key) == 0)
      return (int) i;
  return -1;
}

const char *
gp_str_map_lookup (const GpStrMap *map,
                   const char     *key)
{
  int i;

  g_return_val_if_fail (map != NULL && key != NULL, NULL);
  i = str_map_find (map, key);
  return i < 0 ? NULL : g_ptr_array_index (map->values, i);
}

gboolean
gp_str_map_contains (const GpStrMap *map,
                     const char     *key)
{
  g_return_val_if_fail (map != NULL && key != NULL, FALSE);
  return str_map_find (map, key) >= 0;
}

void
gp_str_map_set (GpStrMap   *map,
                const char *key,
                const char *value,
                gboolean    replace)
{
  int i;

  g_return_if_fail (map != NULL && key != NULL);

  i = str_map_find (map, key);
  if (i < 0)
    {
      g_ptr_array_add (map->keys, g_strdup (key));
      g_ptr_array_add (map->values, g_strdup (value ? value : ""));
      if (map->index == NULL && map->keys->len > STR_MAP_INDEX_FROM)
        {
          map->index = g_hash_table_new (g_str_hash, g_str_equal);
          for (guint k = 0; k < map->keys->len; k++)
            g_hash_table_insert (map->index, map->keys->pdata[k], GINT_TO_POINTER (k + 1));
        }
      else if (map->index != NULL)
        g_hash_table_insert (map->index, map->keys->pdata[map->keys->len - 1],
                             GINT_TO_POINTER (map->keys->len));
    }
  else if (replace)
    {
      g_free (map->values->pdata[i]);
      map->values->pdata[i] = g_strdup (value ? value : "");
    }
}
