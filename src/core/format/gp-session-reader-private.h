/* gp-session-reader-private.h: the accessors of the gst-profile/1 loader (GpSessionReader)
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

#include <json-glib/json-glib.h>

#include "gp-series.h"

G_BEGIN_DECLS

/* The state of one load: where the first message goes, and the series
 * whose integer samples are recorded as such (NULL: none). */
typedef struct
{
  GError  **error;
  GpSeries *mask_series;
} GpSessionReader;

/* Sets the message (GP_ERROR_INVALID) unless one is set; FALSE. */
gboolean     _gp_session_reader_fail             (GpSessionReader  *r,
                                                  const char       *format,
                                                  ...) G_GNUC_PRINTF (2, 3);
/* "a string", "an array", "null", … for a message. */
const char  *_gp_session_reader_type_name        (JsonNode         *node);
gboolean     _gp_session_reader_is_number        (JsonNode         *node);
gboolean     _gp_session_reader_is_string        (JsonNode         *node);
gboolean     _gp_session_reader_is_bool          (JsonNode         *node);
/* @item as a finite number; else FALSE, the message naming the path that
 * @path_format makes (without quotes): "not a number" or "a number outside
 * the double range" (1e999). */
gboolean     _gp_session_reader_finite           (GpSessionReader  *r,
                                                  JsonNode         *item,
                                                  double           *out,
                                                  const char       *path_format,
                                                  ...) G_GNUC_PRINTF (4, 5);

/* Required members: "missing key 'PATH'" or the wrong type. */
JsonObject  *_gp_session_reader_need_object      (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path);
JsonArray   *_gp_session_reader_need_array       (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path);

/* An array's item that must be an object ("'PATH' is a string, not an
 * object"). */
JsonObject  *_gp_session_reader_item_object      (GpSessionReader  *r,
                                                  JsonNode         *item,
                                                  const char       *path);

/* Optional members: absent (or null when @nullable) → @fallback, *@out
 * unchanged for the others; present with the wrong type → FALSE. */
gboolean     _gp_session_reader_opt_string       (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path,
                                                  gboolean          nullable,
                                                  const char       *fallback,
                                                  char            **out);
gboolean     _gp_session_reader_opt_number       (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path,
                                                  double           *out);
gboolean     _gp_session_reader_opt_bool         (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path,
                                                  gboolean         *out);
/* *@out NULL when absent or null. */
gboolean     _gp_session_reader_opt_object       (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path,
                                                  JsonObject      **out);
gboolean     _gp_session_reader_opt_array        (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path,
                                                  JsonArray       **out);
/* Each string of the array appended to @into. */
gboolean     _gp_session_reader_opt_string_array (GpSessionReader  *r,
                                                  JsonObject       *parent,
                                                  const char       *key,
                                                  const char       *path,
                                                  GPtrArray        *into);

G_END_DECLS
