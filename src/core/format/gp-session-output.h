/* gp-session-output.h: where a capture's session goes: checked before, saved with a fallback after
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

/* Where a capture's session is written, so that no capture is lost to its
 * output path. */

/* Whether a session can be saved at @path, checked before a capture
 * starts: its folder exists and a file can be made there (one is created
 * and removed again, as the atomic save's temp file will be), and @path is
 * not a directory nor anything else but a regular file. One-line
 * GP_ERROR_UNREADABLE errors naming @path. */
gboolean    gp_session_output_check         (const char  *path,
                                             GError     **error);

/* The folder the app saves its captures in:
 * $XDG_DATA_HOME/gst-profile/sessions. */
char       *gp_session_output_sessions_dir  (void);

/* Saves @session at @path (gp_session_save()). When that fails — the disk
 * is full, the folder went away — it is saved under @path's name (or
 * gst-profile-<session id>.json when that name is taken) in the sessions
 * folder, else in the temp dir. Returns the path written, or NULL (and
 * @error) when nothing could be. *@save_error says why @path was not
 * written; it stays NULL when @path was. */
char       *gp_session_save_with_fallback   (GpSession   *session,
                                             const char  *path,
                                             GError     **save_error,
                                             GError     **error);

G_END_DECLS
