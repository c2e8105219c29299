/* gp-app-test-util.h: helpers for the GUI tests
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

#include <gtk/gtk.h>

#include "gp-application.h"
#include "gp-window.h"

G_BEGIN_DECLS

/* Runs the default main context for @ms milliseconds. */
void        gp_app_test_wait           (guint        ms);
/* Waits (up to @timeout_ms) until the default GtkRecentManager lists @uri.
 * GTK writes recent files asynchronously, and gtk_recent_manager_has_item()
 * is a critical before its first load, so poll the item list instead. */
gboolean    gp_app_test_wait_recent    (const char  *uri,
                                        guint        timeout_ms);
/* Runs the default main context until *@flag is TRUE or @timeout_ms passed;
 * returns *@flag. */
gboolean    gp_app_test_wait_for       (gboolean    *flag,
                                        guint        timeout_ms);
/* Renders @widget as it is on screen into $GP_ARTIFACTS_DIR/@name.png
 * (tests/artifacts by default) and returns the path. */
char       *gp_app_test_screenshot     (GtkWidget   *widget,
                                        const char  *name);
/* The *.json fixtures in $GP_FIXTURES_DIR, sorted, as absolute paths. */
GPtrArray  *gp_app_test_fixture_paths  (void);
/* A new session window of @app, 1280×800, shown, with @path loaded (asserted). */
GpWindow   *gp_app_test_open_window    (GpApplication *app,
                                        const char    *path);
/* Closes @window and asserts it is finalized. */
void        gp_app_test_close_window   (GtkWindow     *window);

G_END_DECLS
