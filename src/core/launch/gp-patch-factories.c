/* gp-patch-factories.c: which properties a swapped-in factory takes
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

/* The core has no GStreamer registry, so replace-element learns what the new factory takes from
 * rules/factories.json (built in as a GResource; GP_RULES_DIR/factories.json wins when it exists).
 * A table that does not load is treated as empty: every property is then dropped and reported,
 * which is the safe side. */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "gp-launch-check-private.h"
#include "gp-patch-private.h"
#include "gp-rule-catalog.h"

typedef struct
{
  GHashTable *common;      /* canonical key set */
  GHashTable *factories;   /* factory → (canonical key set) */
  GHashTable *differs;     /* "to\nfrom\nkey" → reason */
} FactoryTable;

static void
add_keys (GHashTable *set,
          JsonArray  *array)
{
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        g_hash_table_add (set, _gp_patch_canonical_key (json_node_get_string (node)));
    }
}

static JsonArray *
get_array (JsonObject *object,
           const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static JsonObject *
get_object (JsonObject *object,
            const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static void
load_differs (FactoryTable *table,
              const char   *to,
              JsonObject   *differs)
{
  g_autoptr(GList) froms = json_object_get_members (differs);

  for (GList *l = froms; l != NULL; l = l->next)
    {
      JsonObject *keys = get_object (differs, l->data);
      g_autoptr(GList) names = NULL;

      if (keys == NULL)
        continue;
      names = json_object_get_members (keys);
      for (GList *k = names; k != NULL; k = k->next)
        {
          g_autofree char *canonical = _gp_patch_canonical_key (k->data);
          const char *reason = json_object_get_string_member_with_default (keys, k->data, "");

          g_hash_table_insert (table->differs,
                               g_strdup_printf ("%s\n%s\n%s", to, (char *) l->data, canonical),
                               g_strdup (reason));
        }
    }
}

static void
load_table (FactoryTable *table,
            const char   *json,
            gsize         length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonObject *factories;
  g_autoptr(GList) names = NULL;

  if (!json_parser_load_from_data (parser, json, length, NULL) ||
      !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return;
  root = json_node_get_object (json_parser_get_root (parser));
  add_keys (table->common, get_array (root, "common"));

  factories = get_object (root, "factories");
  if (factories == NULL)
    return;
  names = json_object_get_members (factories);
  for (GList *l = names; l != NULL; l = l->next)
    {
      JsonObject *entry = get_object (factories, l->data);
      GHashTable *keys;
      JsonObject *differs;

      if (entry == NULL)
        continue;
      keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      add_keys (keys, get_array (entry, "properties"));
      g_hash_table_replace (table->factories, g_strdup (l->data), keys);
      differs = get_object (entry, "differs_from");
      if (differs != NULL)
        load_differs (table, l->data, differs);
    }
}

static FactoryTable *
factory_table_get (void)
{
  static gsize initialized;
  static FactoryTable *table;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GBytes) bytes = _gp_launch_rules_data ("factories.json");

      table = g_new0 (FactoryTable, 1);
      table->common = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      table->factories = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                (GDestroyNotify) g_hash_table_unref);
      table->differs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      if (bytes != NULL)
        load_table (table, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      g_once_init_leave (&initialized, 1);
    }
  return table;
}

GpPatchPropVerdict
_gp_patch_factory_check (const char  *from_factory,
                         const char  *to_factory,
                         const char  *key,
                         const char **reason)
{
  FactoryTable *table = factory_table_get ();
  g_autofree char *canonical = _gp_patch_canonical_key (key);
  g_autofree char *differs_key = NULL;
  GHashTable *keys;
  const char *why;

  *reason = NULL;
  if (g_hash_table_contains (table->common, canonical))
    return GP_PATCH_PROP_ACCEPTED;
  keys = g_hash_table_lookup (table->factories, to_factory);
  if (keys == NULL)
    return GP_PATCH_PROP_UNKNOWN_FACTORY;
  if (!g_hash_table_contains (keys, canonical))
    return GP_PATCH_PROP_NOT_ACCEPTED;

  differs_key = g_strdup_printf ("%s\n%s\n%s", to_factory, from_factory, canonical);
  why = g_hash_table_lookup (table->differs, differs_key);
  if (why != NULL)
    {
      *reason = why;
      return GP_PATCH_PROP_DIFFERENT;
    }
  return GP_PATCH_PROP_ACCEPTED;
}
