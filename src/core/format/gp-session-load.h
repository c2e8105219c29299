/* gp-session-load.h: a session in two steps, the graph before the numbers
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

#include "gp-series-load.h"
#include "gp-session.h"

G_BEGIN_DECLS

/* A session in two steps, for a caller that shows the graph before the
 * numbers (the app): gp_session_load_deferred() reads everything but the
 * `series` member (a small fraction of a long session); then the
 * GpSeriesLoad it hands out (gp-series-load.h) reads the series.
 * gp_session_load_from_bytes() is the three in a row. The results and the
 * messages are those of the one-step load. */

/* *@pending is NULL when the series was read at once (a document that the
 * quick scan cannot split is read by json-glib as a whole). */
GpSession  *gp_session_load_deferred  (GBytes         *bytes,
                                       GpSeriesLoad  **pending,
                                       GError        **error);
/* The same for @bytes that map a file: the scan for the series gives back
 * the pages it has read (as gp_series_load_set_file_backed() then does for
 * run), so that a large file is never resident as a whole. */
GpSession  *gp_session_load_deferred_full (GBytes        *bytes,
                                           gboolean       file_backed,
                                           GpSeriesLoad **pending,
                                           GError       **error);

G_END_DECLS
