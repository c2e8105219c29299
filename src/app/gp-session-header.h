/* gp-session-header.h: GpSessionHeader, the strip over a session: title, target, command, verdict
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

#include "gp-document.h"

G_BEGIN_DECLS

#define GP_TYPE_SESSION_HEADER (gp_session_header_get_type ())

G_DECLARE_FINAL_TYPE (GpSessionHeader, gp_session_header, GP, SESSION_HEADER, GtkWidget)

/* The document's title, target and command, its verdict with an icon of
 * the top finding's severity, and the top finding: all bound to
 * GpDocument's properties in ui/gp-session-header.ui. Until the document
 * is complete the verdict line says :message (the loader's progress). */
GpDocument *gp_session_header_get_document (GpSessionHeader *self);
void        gp_session_header_set_document (GpSessionHeader *self,
                                            GpDocument      *document);
const char *gp_session_header_get_message  (GpSessionHeader *self);
void        gp_session_header_set_message  (GpSessionHeader *self,
                                            const char      *message);
/* One line (title, verdict) for a small window. */
gboolean    gp_session_header_get_compact  (GpSessionHeader *self);
void        gp_session_header_set_compact  (GpSessionHeader *self,
                                            gboolean         compact);

G_END_DECLS
