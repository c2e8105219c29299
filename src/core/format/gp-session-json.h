/* gp-session-json.h: `gst-profile/1` documents: load, serialize, atomic save
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

#include "gp-session.h"

G_BEGIN_DECLS

/* `gst-profile/1` documents. Loading validates the keys the model needs
 * (GP_ERROR_INVALID, one line, otherwise); saving writes the reference's
 * compact form (", "/": " separators, ASCII escapes, shortest float repr)
 * through a temp file and a rename. */

GpSession  *gp_session_load_from_bytes   (GBytes        *bytes,
                                          GError       **error);
JsonNode   *gp_session_to_json           (GpSession     *session);
char       *gp_session_to_string         (GpSession     *session);
gboolean    gp_session_save              (GpSession     *session,
                                          const char    *path,
                                          GError       **error);

G_END_DECLS
