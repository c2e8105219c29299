/* gp-app-settings.c: the app's GSettings, with or without an installed schema
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

/* g_settings_new() aborts the process when its schema is not installed, which is what a run from
 * the build tree (or an install in a prefix GLib does not look in) would do. Every GSettings of the
 * app comes from here instead, and the schema is looked for in turn: where GLib looks; installed in
 * our prefix (settings kept, with the default backend); the build tree's compiled schema
 * (data/gschemas.compiled, from meson, found from the program's own path); else the copy compiled
 * into the program as a resource,
 * written to a private temp dir and read from there (GLib reads schemas only from a directory).
 * Without an installed schema the settings live in one in-memory backend that every instance
 * shares, and one line on stderr says so. */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "gp-app-settings.h"

#define EMBEDDED_SCHEMA "/io/github/gstprofile/Inspector/schemas/gschemas.compiled"

typedef struct
{
  GpAppSettingsSource  source;
  GSettingsSchema     *schema;    /* NULL when installed: g_settings_new() */
  GSettingsBackend    *backend;   /* NULL for the default one */
} Found;

static GSettingsSchema *
schema_in (const char *dir)
{
  g_autofree char *compiled = g_build_filename (dir, "gschemas.compiled", NULL);
  g_autoptr(GSettingsSchemaSource) source = NULL;

  if (!g_file_test (compiled, G_FILE_TEST_IS_REGULAR))
    return NULL;
  source = g_settings_schema_source_new_from_directory (dir, g_settings_schema_source_get_default (),
                                                        FALSE, NULL);
  return source != NULL ? g_settings_schema_source_lookup (source, GP_APP_SETTINGS_SCHEMA, FALSE) : NULL;
}

/* A build tree's: the program is <build>/src/app/gst-profile-inspector,
 * meson compiles the schema into <build>/data/. */
static GSettingsSchema *
schema_next_to_program (void)
{
  g_autofree char *program = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *program_dir = NULL;
  g_autofree char *dir = NULL;

  if (program == NULL)
    return NULL;
  program_dir = g_path_get_dirname (program);
  dir = g_build_filename (program_dir, "..", "..", "data", NULL);
  return schema_in (dir);
}

/* The resource's copy, through a file that is gone once read (GLib maps
 * it), in the first of the temp, runtime and cache dirs that takes it. */
static GSettingsSchema *
schema_embedded (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (EMBEDDED_SCHEMA, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  const char *bases[] = { g_get_tmp_dir (), g_get_user_runtime_dir (), g_get_user_cache_dir () };
  GSettingsSchema *schema = NULL;

  for (guint i = 0; bytes != NULL && schema == NULL && i < G_N_ELEMENTS (bases); i++)
    {
      g_autofree char *dir = g_build_filename (bases[i], "gst-profile-inspector-XXXXXX", NULL);
      g_autofree char *file = NULL;

      if (g_mkdtemp (dir) == NULL)
        continue;
      file = g_build_filename (dir, "gschemas.compiled", NULL);
      if (g_file_set_contents (file, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL))
        schema = schema_in (dir);
      g_unlink (file);
      g_rmdir (dir);
    }
  return schema;
}

static gpointer
find_schema (gpointer data)
{
  Found *found = g_new0 (Found, 1);
  GSettingsSchemaSource *installed = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (installed != NULL && (schema = g_settings_schema_source_lookup (installed, GP_APP_SETTINGS_SCHEMA, TRUE)))
    {
      found->source = GP_APP_SETTINGS_INSTALLED;
      return found;
    }

  if ((found->schema = schema_in (GP_INSTALLED_SCHEMAS_DIR)) != NULL)
    {
      found->source = GP_APP_SETTINGS_PREFIX;
      return found;
    }

  found->source = GP_APP_SETTINGS_BUILD_TREE;
  if ((found->schema = schema_next_to_program ()) == NULL)
    {
      found->source = GP_APP_SETTINGS_EMBEDDED;
      found->schema = schema_embedded ();
    }
  if (found->schema == NULL)
    {
      /* The resource is compiled in: only a machine without a writable
       * folder gets here. */
      g_printerr ("gst-profile-inspector: settings schema not installed, and no writable folder to read "
                  "the program's copy from (TMPDIR, XDG_RUNTIME_DIR, XDG_CACHE_HOME)\n");
      exit (1);
    }

  found->backend = g_memory_settings_backend_new ();
  g_printerr ("gst-profile-inspector: settings schema not installed; settings will not be kept\n");
  return found;
}

static const Found *
get_found (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, find_schema, NULL);
}

GSettings *
gp_app_settings_new (void)
{
  const Found *found = get_found ();

  if (found->schema == NULL)
    return g_settings_new (GP_APP_SETTINGS_SCHEMA);
  return g_settings_new_full (found->schema, found->backend, NULL);
}

GpAppSettingsSource
gp_app_settings_get_source (void)
{
  return get_found ()->source;
}
