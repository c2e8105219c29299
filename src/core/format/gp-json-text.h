/* gp-json-text.h
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

#include <glib.h>

G_BEGIN_DECLS

/* JSON handled as text, without building a tree: a value written out again
 * in gp-json-writer's form (gp-json-scan.h finds one in a document). */

#define GP_JSON_TEXT_MAX_DEPTH 256

/* Appends the one JSON value in @data (whitespace around it allowed) as
 * gp_json_append() would write what json-glib reads from it: ", " and ": "
 * separators, ASCII escapes, floats in their shortest form, `-0` as `0`.
 * Text already in that form is copied. FALSE (and @out unchanged) when
 * @data is not strict JSON (RFC 8259), has an integer outside the 64-bit
 * range or a duplicate key: json-glib reads those its own way. */
gboolean          gp_json_text_append_canonical  (GString    *out,
                                                  const char *data,
                                                  gsize       len);

G_END_DECLS
