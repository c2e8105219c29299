/* gp-session-json-private.h: the parts of the `gst-profile/1` loader
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

#include "gp-session-json.h"
#include "gp-session-reader-private.h"

G_BEGIN_DECLS

/* The whole document through json-glib (the reference behaviour and its
 * messages), and the reading of a parsed document; without @with_series
 * the `series` member is left alone. */
GpSession *_gp_session_load_tree        (GBytes          *bytes,
                                         GError         **error);
GpSession *_gp_session_read_root        (JsonObject      *root,
                                         gboolean         with_series,
                                         GError         **error);
/* @bytes without a leading UTF-8 byte order mark (a new reference; the
 * same bytes when there is none). */
GBytes    *_gp_session_skip_bom         (GBytes          *bytes);

/* The members of the document (gp-session-json-graph.c, -series.c). */
gboolean   _gp_session_json_read_graph  (GpSessionReader *r,
                                         JsonObject      *object,
                                         GpGraph         *graph);
gboolean   _gp_session_json_read_series (GpSessionReader *r,
                                         JsonObject      *object,
                                         GpSeries       **out);

G_END_DECLS
