/* gp-name-rules.c: GStreamer's default element names and GType names, from rules/names.json
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

/* The core links no GStreamer, so what the registry would say about names is data:
 * rules/names.json, compiled into the model library as part of the rules GResource (the
 * lowest layer that needs it: ingest maps GTypes to factories, the launch layer factories to
 * runtime names; both read this one table). It replaces two C tables that disagreed: the launch
 * layer's factory → GType exceptions and gp_factory_from_gtype()'s bare "strip Gst,
 * lower-case", which read a Jetson's Gstnvvconv as "nvvconv" and gst-omx's
 * GstOMXH264Enc-omxh264enc as "omxh264enc-omxh264enc", so that tracer names did not map back
 * onto the launch string and patches failed.
 *
 * GStreamer's rule (gst_object_set_name_default()): the GType name, "Gst" stripped,
 * lower-cased, a '-' when that ends in a digit, then a counter per GType. The table adds the
 * GTypes that are not "Gst" + the factory, and families (gst-omx) whose GType is made from the
 * factory by a pattern ("{parent}-{factory}") and whose default names follow another
 * ("{factory}-{factory}{n}"). The file is checked when it loads; the built-in one by
 * tests/unit/test-name-rules.c, its stock entries against the registry by
 * tests/integration/test-launch-oracle.c. */

#include "config.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-error.h"
#include "gp-name-rules.h"

#define NAMES_SCHEMA "gst-profile-names/1"
#define NAMES_RESOURCE "/io/github/gstprofile/rules/names.json"

GResource *gp_rules_get_resource (void);

typedef struct
{
  char       *separator;   /* between {parent} and {factory} in the GType */
  GPtrArray  *name_parts;  /* default_name before {n}: literals, NULL for {factory} */
  GHashTable *factories;   /* the listed factories (set) */
} Family;

struct _GpNameRules
{
  GHashTable *by_gtype;    /* GType → factory */
  GHashTable *by_factory;  /* factory → GType */
  GHashTable *by_prefix;   /* the GType's name stem ("nvvconv") → factory */
  GPtrArray  *families;    /* Family* */
};

static void
family_free (Family *family)
{
  g_free (family->separator);
  g_ptr_array_unref (family->name_parts);
  g_hash_table_unref (family->factories);
  g_free (family);
}

static GpNameRules *
name_rules_new_empty (void)
{
  GpNameRules *self = g_new0 (GpNameRules, 1);

  self->by_gtype = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->by_factory = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->by_prefix = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->families = g_ptr_array_new_with_free_func ((GDestroyNotify) family_free);
  return self;
}

void
gp_name_rules_free (GpNameRules *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->by_gtype);
  g_hash_table_unref (self->by_factory);
  g_hash_table_unref (self->by_prefix);
  g_ptr_array_unref (self->families);
  g_free (self);
}

/* GStreamer's stem of a GType name: "Gst" stripped, lower-cased. */
static char *
gtype_stem (const char *gtype)
{
  if (g_str_has_prefix (gtype, "Gst"))
    gtype += 3;
  return g_ascii_strdown (gtype, -1);
}

/* The '-' GStreamer puts between a stem ending in a digit and the counter. */
static char *
with_counter_dash (char *stem)
{
  gsize len = strlen (stem);
  char *out;

  if (len == 0 || !g_ascii_isdigit (stem[len - 1]))
    return stem;
  out = g_strconcat (stem, "-", NULL);
  g_free (stem);
  return out;
}

/* A factory name as the data may give it: letters, digits, '_', '-' (rtpL16pay has a capital). */
static gboolean
is_factory_name (const char *s)
{
  if (s == NULL || !g_ascii_isalnum (s[0]))
    return FALSE;
  for (const char *c = s; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c) && *c != '_' && *c != '-')
      return FALSE;
  return TRUE;
}

/* What a family's GType form or default name can hold as the factory: lower-case (gst-omx). */
static gboolean
is_lower_factory_name (const char *s)
{
  if (!is_factory_name (s))
    return FALSE;
  for (const char *c = s; *c != '\0'; c++)
    if (g_ascii_isupper (*c))
      return FALSE;
  return TRUE;
}

static gboolean
is_gtype_name (const char *s,
               gsize       len)
{
  if (len == 0 || !g_ascii_isalpha (s[0]))
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (s[i]) && s[i] != '_' && s[i] != '-' && s[i] != '+')
      return FALSE;
  return TRUE;
}

static const char *
member_string (JsonObject *object,
               const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gboolean
fail (GError    **error,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError    **error,
      const char *format,
      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "names.json: %s", what);
  return FALSE;
}

static gboolean
load_gtypes (GpNameRules *self,
             JsonArray   *gtypes,
             GError     **error)
{
  for (guint i = 0; i < json_array_get_length (gtypes); i++)
    {
      JsonNode *node = json_array_get_element (gtypes, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *gtype, *factory, *source;
      g_autofree char *stem = NULL;

      if (entry == NULL)
        return fail (error, "gtypes[%u]: not an object", i);
      gtype = member_string (entry, "gtype");
      factory = member_string (entry, "factory");
      source = member_string (entry, "source");
      if (gtype == NULL || !is_gtype_name (gtype, strlen (gtype)))
        return fail (error, "gtypes[%u]: no GType name (\"gtype\")", i);
      if (!is_factory_name (factory))
        return fail (error, "gtypes[%u]: no factory name (\"factory\": letters, digits, '_', '-')", i);
      if (source == NULL || source[0] == '\0')
        return fail (error, "gtypes[%u]: no source (where %s comes from)", i, gtype);
      if (g_hash_table_contains (self->by_gtype, gtype))
        return fail (error, "gtypes[%u]: GType %s is listed twice", i, gtype);
      if (g_hash_table_contains (self->by_factory, factory))
        return fail (error, "gtypes[%u]: factory %s is listed twice", i, factory);
      stem = gtype_stem (gtype);
      if (g_hash_table_contains (self->by_prefix, stem))
        return fail (error, "gtypes[%u]: %s names its elements %sN, as another entry does",
                     i, gtype, stem);
      g_hash_table_insert (self->by_gtype, g_strdup (gtype), g_strdup (factory));
      g_hash_table_insert (self->by_factory, g_strdup (factory), g_strdup (gtype));
      g_hash_table_insert (self->by_prefix, g_steal_pointer (&stem), g_strdup (factory));
    }
  return TRUE;
}

/* "{factory}-{factory}{n}" → ["" NULL "-" NULL] (NULL for {factory}); FALSE unless the
 * pattern has a {factory}, ends in {n} and has no other placeholder. */
static gboolean
parse_name_pattern (const char *pattern,
                    GPtrArray  *parts)
{
  const char *p = pattern;
  gboolean has_factory = FALSE;

  if (!g_str_has_suffix (pattern, "{n}"))
    return FALSE;
  while (*p != '\0')
    {
      const char *brace = strchr (p, '{');
      g_autofree char *literal = g_strndup (p, brace - p);  /* there is one: it ends in {n} */

      if (strchr (literal, '}') != NULL)
        return FALSE;
      if (literal[0] != '\0')
        g_ptr_array_add (parts, g_steal_pointer (&literal));
      if (g_str_has_prefix (brace, "{factory}"))
        {
          g_ptr_array_add (parts, NULL);
          has_factory = TRUE;
          p = brace + strlen ("{factory}");
        }
      else if (strcmp (brace, "{n}") == 0)
        p = brace + strlen ("{n}");
      else
        return FALSE;
    }
  return has_factory;
}

static char *
expand_name (const Family *family,
             const char   *factory)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < family->name_parts->len; i++)
    {
      const char *part = g_ptr_array_index (family->name_parts, i);

      g_string_append (out, part != NULL ? part : factory);
    }
  return g_string_free (out, FALSE);
}

/* The factory @stem is the default name (without counter) of, by @family's pattern; NULL
 * when it is none. The pattern may repeat {factory}: the length tells the factory's, the
 * expansion checks it. */
static char *
match_name (const Family *family,
            const char   *stem)
{
  gsize literal = 0, before = 0;
  guint n_factory = 0;
  gsize len = strlen (stem);
  gsize factory_len;
  g_autofree char *factory = NULL;
  g_autofree char *expanded = NULL;

  for (guint i = 0; i < family->name_parts->len; i++)
    {
      const char *part = g_ptr_array_index (family->name_parts, i);

      if (part == NULL)
        n_factory++;
      else
        {
          literal += strlen (part);
          if (n_factory == 0)
            before += strlen (part);
        }
    }
  if (len <= literal || (len - literal) % n_factory != 0)
    return NULL;
  factory_len = (len - literal) / n_factory;
  factory = g_strndup (stem + before, factory_len);
  if (!is_lower_factory_name (factory))
    return NULL;
  expanded = expand_name (family, factory);
  if (strcmp (expanded, stem) != 0)
    return NULL;
  return g_steal_pointer (&factory);
}

static gboolean
load_families (GpNameRules *self,
               JsonArray   *families,
               GError     **error)
{
  g_autoptr(GHashTable) listed = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < json_array_get_length (families); i++)
    {
      JsonNode *node = json_array_get_element (families, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name, *gtype, *pattern;
      JsonNode *factories_node;
      JsonArray *factories;
      Family *family;

      if (entry == NULL)
        return fail (error, "families[%u]: not an object", i);
      name = member_string (entry, "name");
      if (name == NULL || name[0] == '\0')
        return fail (error, "families[%u]: no name", i);
      if (member_string (entry, "source") == NULL || member_string (entry, "source")[0] == '\0')
        return fail (error, "families[%u] (%s): no source", i, name);
      gtype = member_string (entry, "gtype");
      if (gtype == NULL || !g_str_has_prefix (gtype, "{parent}") || !g_str_has_suffix (gtype, "{factory}") ||
          strlen (gtype) <= strlen ("{parent}{factory}"))
        return fail (error, "families[%u] (%s): \"gtype\" must read {parent}<separator>{factory}", i, name);

      family = g_new0 (Family, 1);
      family->separator = g_strndup (gtype + strlen ("{parent}"),
                                     strlen (gtype) - strlen ("{parent}{factory}"));
      family->name_parts = g_ptr_array_new_with_free_func (g_free);
      family->factories = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_ptr_array_add (self->families, family);
      if (strpbrk (family->separator, "{}") != NULL)
        return fail (error, "families[%u] (%s): \"gtype\" must read {parent}<separator>{factory}", i, name);

      pattern = member_string (entry, "default_name");
      if (pattern == NULL || !parse_name_pattern (pattern, family->name_parts))
        return fail (error, "families[%u] (%s): \"default_name\" must use {factory} and end in {n}",
                     i, name);

      factories_node = json_object_get_member (entry, "factories");
      if (factories_node == NULL || !JSON_NODE_HOLDS_ARRAY (factories_node))
        return fail (error, "families[%u] (%s): no \"factories\" list", i, name);
      factories = json_node_get_array (factories_node);
      for (guint j = 0; j < json_array_get_length (factories); j++)
        {
          JsonNode *f = json_array_get_element (factories, j);
          const char *factory = JSON_NODE_HOLDS_VALUE (f) && json_node_get_value_type (f) == G_TYPE_STRING
                                ? json_node_get_string (f) : NULL;

          if (!is_lower_factory_name (factory))
            return fail (error, "families[%u] (%s): factories[%u] is no lower-case factory name", i, name, j);
          if (g_hash_table_contains (self->by_factory, factory))
            return fail (error, "families[%u] (%s): %s is in gtypes too", i, name, factory);
          if (g_hash_table_contains (listed, factory))
            return fail (error, "families[%u] (%s): %s is listed twice", i, name, factory);
          g_hash_table_add (listed, (gpointer) factory);
          g_hash_table_add (family->factories, g_strdup (factory));
        }
    }
  return TRUE;
}

GpNameRules *
gp_name_rules_new_from_data (const char  *data,
                             gssize       length,
                             GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GpNameRules) self = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonNode *gtypes, *families;
  const char *schema;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      fail (error, "not JSON: %s", local_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      fail (error, "not a JSON object");
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  schema = member_string (root, "schema");
  if (g_strcmp0 (schema, NAMES_SCHEMA) != 0)
    {
      fail (error, "schema is %s%s%s, not " NAMES_SCHEMA,
            schema != NULL ? "\"" : "", schema != NULL ? schema : "missing", schema != NULL ? "\"" : "");
      return NULL;
    }
  gtypes = json_object_get_member (root, "gtypes");
  families = json_object_get_member (root, "families");
  if (gtypes == NULL || !JSON_NODE_HOLDS_ARRAY (gtypes))
    {
      fail (error, "no \"gtypes\" list");
      return NULL;
    }
  if (families == NULL || !JSON_NODE_HOLDS_ARRAY (families))
    {
      fail (error, "no \"families\" list");
      return NULL;
    }

  self = name_rules_new_empty ();
  if (!load_gtypes (self, json_node_get_array (gtypes), error) ||
      !load_families (self, json_node_get_array (families), error))
    return NULL;
  return g_steal_pointer (&self);
}

GBytes *
gp_name_rules_get_builtin_data (void)
{
  return g_resource_lookup_data (gp_rules_get_resource (), NAMES_RESOURCE,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

const GpNameRules *
gp_name_rules_get_default (void)
{
  static gsize initialized;
  static GpNameRules *rules;

  if (g_once_init_enter (&initialized))
    {
      const char *dir = g_getenv ("GP_RULES_DIR");
      g_autofree char *contents = NULL;
      gsize length = 0;
      GpNameRules *loaded = NULL;

      if (dir != NULL && dir[0] != '\0')
        {
          g_autofree char *path = g_build_filename (dir, "names.json", NULL);

          if (g_file_get_contents (path, &contents, &length, NULL))
            loaded = gp_name_rules_new_from_data (contents, length, NULL);
        }
      if (contents == NULL)
        {
          g_autoptr(GBytes) bytes = gp_name_rules_get_builtin_data ();

          if (bytes != NULL)
            loaded = gp_name_rules_new_from_data (g_bytes_get_data (bytes, NULL),
                                                  g_bytes_get_size (bytes), NULL);
        }
      rules = loaded != NULL ? loaded : name_rules_new_empty ();
      g_once_init_leave (&initialized, 1);
    }
  return rules;
}

guint
gp_name_rules_get_n_gtypes (const GpNameRules *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return g_hash_table_size (self->by_gtype);
}

guint
gp_name_rules_get_n_families (const GpNameRules *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->families->len;
}

char *
gp_name_rules_factory_for_gtype (const GpNameRules *self,
                                 const char        *gtype)
{
  const char *factory;

  g_return_val_if_fail (self != NULL, NULL);

  if (gtype == NULL)
    return g_strdup ("");
  factory = g_hash_table_lookup (self->by_gtype, gtype);
  if (factory != NULL)
    return g_strdup (factory);

  /* A family's form: "GstOMXH264Enc" "-" "omxh264enc"; the first separator ends the parent. */
  for (guint i = 0; i < self->families->len; i++)
    {
      const Family *family = g_ptr_array_index (self->families, i);
      const char *sep = strstr (gtype, family->separator);

      if (sep != NULL && sep > gtype && is_gtype_name (gtype, sep - gtype) &&
          g_ascii_isupper (gtype[0]) && is_lower_factory_name (sep + strlen (family->separator)))
        return g_strdup (sep + strlen (family->separator));
    }
  return gtype_stem (gtype);
}

const char *
gp_name_rules_gtype_for_factory (const GpNameRules *self,
                                 const char        *factory)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (factory != NULL, NULL);

  return g_hash_table_lookup (self->by_factory, factory);
}

char *
gp_name_rules_name_prefix (const GpNameRules *self,
                           const char        *factory)
{
  const char *gtype;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (factory != NULL, NULL);

  gtype = g_hash_table_lookup (self->by_factory, factory);
  if (gtype != NULL)
    return with_counter_dash (gtype_stem (gtype));
  for (guint i = 0; i < self->families->len; i++)
    {
      const Family *family = g_ptr_array_index (self->families, i);

      if (g_hash_table_contains (family->factories, factory))
        return with_counter_dash (expand_name (family, factory));
    }
  return with_counter_dash (g_ascii_strdown (factory, -1));
}

char *
gp_name_rules_factory_for_name (const GpNameRules *self,
                                const char        *name)
{
  g_autofree char *stem = NULL;
  gsize len, digits = 0;
  const char *factory;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  len = strlen (name);
  while (digits < len && g_ascii_isdigit (name[len - 1 - digits]))
    digits++;
  if (digits == 0 || digits > 9 || digits == len)
    return NULL;
  stem = g_strndup (name, len - digits);
  len -= digits;
  /* "queue2-0": the '-' GStreamer put after a stem ending in a digit */
  if (len >= 2 && stem[len - 1] == '-' && g_ascii_isdigit (stem[len - 2]))
    stem[--len] = '\0';

  factory = g_hash_table_lookup (self->by_prefix, stem);
  if (factory != NULL)
    return g_strdup (factory);
  for (guint i = 0; i < self->families->len; i++)
    {
      char *matched = match_name (g_ptr_array_index (self->families, i), stem);

      if (matched != NULL)
        return matched;
    }
  if (!g_ascii_islower (stem[0]))
    return NULL;
  for (const char *c = stem; *c != '\0'; c++)
    if (!g_ascii_islower (*c) && !g_ascii_isdigit (*c) && *c != '_')
      return NULL;
  return g_steal_pointer (&stem);
}
