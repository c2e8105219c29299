/* gp-series-reader-private.h: the series reader with progress, for the two-step load
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

#include "gp-series-reader.h"

G_BEGIN_DECLS

/* Told, about every MiB, that the text before @consumed is read (it may be
 * read again only for members written before `t`). */
typedef void (*GpSeriesReadProgress) (gsize    consumed,
                                      gpointer user_data);

GpSeries  *_gp_series_read_json_full  (const char            *data,
                                       gsize                  len,
                                       GpSeriesReadProgress   progress,
                                       gpointer               user_data,
                                       GError               **error);

G_END_DECLS
