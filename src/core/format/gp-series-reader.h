/* gp-series-reader.h: the `series` value read from its text straight into the columns
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

#include "gp-series.h"

G_BEGIN_DECLS

/* The `series` member of a `gst-profile/1` document read from its text
 * (@data: the bytes of its value) straight into the columns, without a
 * JSON tree: the checks and the one-line messages of the session loader
 * ("'series.t[3]' is a string, not a number"). Stricter than json-glib:
 * RFC 8259 only, and integers outside the 64-bit range and duplicate keys
 * are refused (GP_ERROR_INVALID) — the session loader then falls back to
 * json-glib, which reads those its own way. Which samples were written as
 * integers is recorded as the loader does. */
GpSeries  *gp_series_read_json  (const char  *data,
                                 gsize        len,
                                 GError     **error);

G_END_DECLS
