/* gp-series-load.h: a session's series read after the rest (GpSeriesLoad)
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

/* The second step of gp_session_load_deferred(): gp_series_load_run()
 * reads the series (on any thread: it touches only the text) and
 * gp_series_load_apply() hands it to the session (on the thread that owns
 * the session, which is unchanged until then). */

typedef struct _GpSeriesLoad GpSeriesLoad;

gboolean    gp_series_load_run        (GpSeriesLoad   *load,
                                       GError        **error);
void        gp_series_load_apply      (GpSeriesLoad   *load,
                                       GpSession      *session);
void        gp_series_load_free       (GpSeriesLoad   *load);
/* Apply keeps the series it replaced in the session (someone showing the
 * session may still point into it) until the load is freed, or gives it
 * to whoever takes it here (free it with gp_series_free()). */
GpSeries   *gp_series_load_take_replaced (GpSeriesLoad *load);
/* @file_backed: the bytes map a file, whose pages run gives back
 * as they go (they come back from the file if needed). */
void        gp_series_load_set_file_backed (GpSeriesLoad *load,
                                            gboolean      file_backed);
/* Before apply, for a viewer that never saves what it opened: the session
 * keeps no copy of the series text (by default it does, so that a save
 * writes the series as it was read). Saved anyway, the session writes its
 * series from the columns: the same numbers, and keys inside `series` that
 * this version does not know are not kept. */
void        gp_series_load_drop_text  (GpSeriesLoad   *load);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpSeriesLoad, gp_series_load_free)

G_END_DECLS
