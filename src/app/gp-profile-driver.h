/* gp-profile-driver.h: GpProfileDriver, GP_PROFILE_STARTUP timings and GP_PROFILE_BENCH interactions
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

G_BEGIN_DECLS

#define GP_TYPE_PROFILE_DRIVER (gp_profile_driver_get_type ())

G_DECLARE_FINAL_TYPE (GpProfileDriver, gp_profile_driver, GP, PROFILE_DRIVER, GObject)

/* With GP_PROFILE_STARTUP=1, a driver that times the first GpWindow of
 * @app to show a document (and drives GP_PROFILE_BENCH), printing the
 * `gp-profile:` lines of tests/bench/run-app-bench.sh on stderr; NULL
 * otherwise. Keep it while the application runs. */
GpProfileDriver *gp_profile_driver_new_from_env (GtkApplication *app);

G_END_DECLS
