/* gp-start-page.h: GpStartPage, what a window shows with no session: open, capture, recent, examples
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

#define GP_TYPE_START_PAGE (gp_start_page_get_type ())

G_DECLARE_FINAL_TYPE (GpStartPage, gp_start_page, GP, START_PAGE, GtkWidget)

/* Open and Capture buttons (`win.open`, `win.capture`), this app's
 * recent sessions and the bundled examples as rows that activate
 * `win.open-uri` with the file's URI. The recent list follows
 * GtkRecentManager while the page is on screen. (A file that did not open
 * has the window's error page, GpErrorPage.) */
void        gp_start_page_reload        (GpStartPage *self);
guint       gp_start_page_get_n_examples (GpStartPage *self);
guint       gp_start_page_get_n_recent  (GpStartPage *self);

G_END_DECLS
