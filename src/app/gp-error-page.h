/* gp-error-page.h: GpErrorPage, what a window shows when a file or a capture failed and no session is shown
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

#define GP_TYPE_ERROR_PAGE (gp_error_page_get_type ())

G_DECLARE_FINAL_TYPE (GpErrorPage, gp_error_page, GP, ERROR_PAGE, GtkWidget)

/* A status page: an icon, :title ("Could Not Open “x.json”"), :message (one
 * sentence, wrapped, never cut), the buttons Open Another File… (`win.open`),
 * :retry-label (`win.retry`; hidden when NULL) and Back
 * (`win.dismiss-error`), and a Details expander (:show-detail) with
 * :detail, the raw message, selectable (hidden when NULL). */
GtkWidget  *gp_error_page_new              (void);
const char *gp_error_page_get_title        (GpErrorPage *self);
void        gp_error_page_set_title        (GpErrorPage *self,
                                            const char  *title);
const char *gp_error_page_get_message      (GpErrorPage *self);
void        gp_error_page_set_message      (GpErrorPage *self,
                                            const char  *message);
const char *gp_error_page_get_detail       (GpErrorPage *self);
void        gp_error_page_set_detail       (GpErrorPage *self,
                                            const char  *detail);
const char *gp_error_page_get_retry_label  (GpErrorPage *self);
void        gp_error_page_set_retry_label  (GpErrorPage *self,
                                            const char  *retry_label);
gboolean    gp_error_page_get_show_detail  (GpErrorPage *self);
void        gp_error_page_set_show_detail  (GpErrorPage *self,
                                            gboolean     show_detail);

G_END_DECLS
