/* gp-example-info.h: the start page's bundled examples described from their data
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

#include <adwaita.h>

G_BEGIN_DECLS

/* What a bundled example session shows, from its own data, for the start
 * page, one line each: where it ran, its pipeline, what the rules find
 * (the finding the window would put first). Any thread; NULL
 * with @error when the file cannot be read. */
char *gp_example_describe     (const char    *path,
                               GError       **error);

/* Gives @row the description of the example at @path as its subtitle: at
 * once when it was made before in this process, else from a worker thread
 * started when the row is first shown (the row's current subtitle stays
 * until then, and for good when the file cannot be read). */
void  gp_example_describe_row (AdwActionRow  *row,
                               const char    *path);

G_END_DECLS
