/* gp-app-settings.h: the app's GSettings, with or without an installed schema
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

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define GP_APP_SETTINGS_SCHEMA "io.github.gstprofile.Inspector"

/* How the schema was found (the first call decides for the process). */
typedef enum
{
  GP_APP_SETTINGS_INSTALLED,   /* where GLib looks (XDG_DATA_DIRS, GSETTINGS_SCHEMA_DIR) */
  GP_APP_SETTINGS_PREFIX,      /* installed in our prefix, which GLib does not look in: kept */
  GP_APP_SETTINGS_BUILD_TREE,  /* the build tree's compiled schema: in memory, not kept */
  GP_APP_SETTINGS_EMBEDDED,    /* the copy compiled into the program: in memory, not kept */
} GpAppSettingsSource;

/* A new GSettings of the app's schema. Never aborts: without an installed
 * schema every instance shares one in-memory backend, and the first call
 * says so once on stderr. */
GSettings           *gp_app_settings_new         (void);
GpAppSettingsSource  gp_app_settings_get_source  (void);

G_END_DECLS
