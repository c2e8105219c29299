/* gp-error-banner.h: GpErrorBanner, an error or warning above a session that stays shown
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

#define GP_TYPE_ERROR_BANNER (gp_error_banner_get_type ())

G_DECLARE_FINAL_TYPE (GpErrorBanner, gp_error_banner, GP, ERROR_BANNER, GtkWidget)

/* What libadwaita 1.2 lacks (AdwBanner came in 1.3): a strip that slides
 * in above the content while :revealed, styled as an error or, with
 * :warning, a warning; :title in bold, :message wrapped (never cut), a
 * Details toggle (:show-detail) for :detail, the raw message, selectable
 * (hidden when NULL), and a close button that unreveals it. */
GtkWidget  *gp_error_banner_new              (void);
/* Sets the four texts and reveals the banner, details closed. */
void        gp_error_banner_show             (GpErrorBanner *self,
                                              const char    *title,
                                              const char    *message,
                                              const char    *detail,
                                              gboolean       warning);
/* Unreveals it (the close button). */
void        gp_error_banner_dismiss          (GpErrorBanner *self);
gboolean    gp_error_banner_get_revealed     (GpErrorBanner *self);
gboolean    gp_error_banner_get_warning      (GpErrorBanner *self);
const char *gp_error_banner_get_title        (GpErrorBanner *self);
const char *gp_error_banner_get_message      (GpErrorBanner *self);
const char *gp_error_banner_get_detail       (GpErrorBanner *self);
gboolean    gp_error_banner_get_show_detail  (GpErrorBanner *self);
void        gp_error_banner_set_show_detail  (GpErrorBanner *self,
                                              gboolean       show_detail);

G_END_DECLS
