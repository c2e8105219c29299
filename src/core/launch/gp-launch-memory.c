/* gp-launch-memory.c: rules/memory.json, which memory each factory's pads take and give
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

/* The core has no GStreamer registry (the check runs where the pipeline will not: a laptop
 * checking a Jetson string), so the launch check learns the factories' pads from data: built in as
 * a GResource, GP_RULES_DIR/memory.json winning when it exists. A table that does not load is
 * empty: every factory is then unknown and constrains nothing, so the check predicts nothing
 * rather than something false. Read once per process. */

#include "config.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "gp-launch-check-private.h"
#include "gp-rule-catalog.h"

GResource *gp_rules_get_resource (void);

typedef struct
{
  GHashTable *factories;     /* factory → GpFactoryMemory */
  GHashTable *passthrough;   /* set */
  GHashTable *converters;    /* set */
} MemoryTable;

guint8
_gp_launch_memory_domain_from_name (const char *name)
{
  static const struct { const char *name; guint8 bit; } domains[] = {
    { "sysmem", GP_DOMAIN_SYSMEM },
    { "nvmm", GP_DOMAIN_NVMM },
    { "dmabuf", GP_DOMAIN_DMABUF },
    { "encoded", GP_DOMAIN_ENCODED },
  };

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (domains); i++)
    if (g_str_equal (name, domains[i].name))
      return domains[i].bit;
  return 0;
}

static void
read_pad (JsonObject  *entry,
          const char  *member,
          GpPadMemory *pad)
{
  JsonNode *node = json_object_get_member (entry, member);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      guint8 bit;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
        continue;
      bit = _gp_launch_memory_domain_from_name (json_node_get_string (item));
      if (bit == 0 || (pad->mask & bit) != 0 || pad->n_order == G_N_ELEMENTS (pad->order))
        continue;
      pad->mask |= bit;
      pad->order[pad->n_order++] = bit;
    }
}

static void
read_set (GHashTable *set,
          JsonObject *root,
          const char *member)
{
  JsonNode *node = json_object_get_member (root, member);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING)
        g_hash_table_add (set, g_strdup (json_node_get_string (item)));
    }
}

static void
read_table (MemoryTable *table,
            const char  *json,
            gsize        length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonNode *node;

  if (!json_parser_load_from_data (parser, json, length, NULL) ||
      !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return;
  root = json_node_get_object (json_parser_get_root (parser));
  read_set (table->passthrough, root, "passthrough");
  read_set (table->converters, root, "converters");


  node = json_object_get_member (root, "factories");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *factories = json_node_get_object (node);
      g_autoptr(GList) names = json_object_get_members (factories);

      for (GList *l = names; l != NULL; l = l->next)
        {
          JsonNode *entry = json_object_get_member (factories, l->data);
          GpFactoryMemory *memory;

          if (!JSON_NODE_HOLDS_OBJECT (entry))
            continue;
          memory = g_new0 (GpFactoryMemory, 1);
          read_pad (json_node_get_object (entry), "sink", &memory->sink);
          read_pad (json_node_get_object (entry), "src", &memory->src);
          g_hash_table_replace (table->factories, g_strdup (l->data), memory);
        }
    }
}

GBytes *
_gp_launch_rules_data (const char *name)
{
  const char *dir = g_getenv ("GP_RULES_DIR");
  g_autofree char *resource = g_build_path ("/", GP_RULES_RESOURCE_PATH, name, NULL);

  if (dir != NULL && *dir != '\0')
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      gsize length = 0;

      if (g_file_get_contents (path, &contents, &length, NULL))
        return g_bytes_new_take (g_steal_pointer (&contents), length);
    }
  return g_resource_lookup_data (gp_rules_get_resource (), resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

static MemoryTable *
memory_table_get (void)
{
  static gsize initialized;
  static MemoryTable *table;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GBytes) bytes = _gp_launch_rules_data ("memory.json");

      table = g_new0 (MemoryTable, 1);
      table->factories = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      table->passthrough = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      table->converters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      if (bytes != NULL)
        read_table (table, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      g_once_init_leave (&initialized, 1);
    }
  return table;
}

const GpFactoryMemory *
_gp_launch_memory_lookup (const char *factory)
{
  return factory != NULL ? g_hash_table_lookup (memory_table_get ()->factories, factory) : NULL;
}

gboolean
_gp_launch_memory_passthrough (const char *factory)
{
  return factory != NULL && g_hash_table_contains (memory_table_get ()->passthrough, factory);
}

gboolean
_gp_launch_memory_converter (const char *factory)
{
  return factory != NULL && g_hash_table_contains (memory_table_get ()->converters, factory);
}
