/* gp-series-load-private.h: what gp-session-load.c needs of a GpSeriesLoad
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

#include "gp-series-load.h"

G_BEGIN_DECLS

/* A load of @text (the `series` value, a slice of @document); both taken. */
GpSeriesLoad *_gp_series_load_new              (GBytes       *document,
                                                GBytes       *text,
                                                gboolean      file_backed);
/* json-glib's session, when run fell back on it (else NULL). */
GpSession    *_gp_series_load_steal_fallback   (GpSeriesLoad *load);
/* A scan's progress over a file mapping (@user_data: its start): the
 * pages before @consumed are given back. */
void          _gp_series_load_release_progress (gsize         consumed,
                                                gpointer      user_data);

G_END_DECLS
