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

/* JSON handled as text, without building a tree: finding one member of a
 * large document and writing a value out again in gp-json-writer's form. */

typedef enum
{
  GP_JSON_MEMBER_FOUND,
  GP_JSON_MEMBER_ABSENT,
  /* Not something this scanner can vouch for (not an object, a duplicate or
   * escaped key, comments or quotes JSON does not have, nesting deeper than
   * GP_JSON_MAX_DEPTH, trailing text): let a real parser decide. */
  GP_JSON_MEMBER_UNSURE,
} GpJsonMemberScan;

#define GP_JSON_MAX_DEPTH 256

/* The byte range [*value_start, *value_end) of the value of the top-level
 * member @key of the object in @data. Strings, escapes and nesting are
 * respected; values are not validated. */
GpJsonMemberScan  gp_json_find_member       (const char *data,
                                             gsize       len,
                                             const char *key,
                                             gsize      *value_start,
                                             gsize      *value_end);

/* Appends the one JSON value in @data (whitespace around it allowed) as
 * gp_json_append() would write what json-glib reads from it: ", " and ": "
 * separators, ASCII escapes, floats in their shortest form, `-0` as `0`.
 * Text already in that form is copied. FALSE (and @out unchanged) when
 * @data is not strict JSON (RFC 8259), has an integer outside the 64-bit
 * range or a duplicate key: json-glib reads those its own way. */
gboolean          gp_json_append_canonical  (GString    *out,
                                             const char *data,
                                             gsize       len);

G_END_DECLS
