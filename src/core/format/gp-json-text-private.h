/* gp-json-text-private.h
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

#include "gp-json-text.h"

G_BEGIN_DECLS

/* Strict RFC 8259 tokens for the readers of raw JSON text. Each returns the
 * position after the token, or NULL when the text there is not one. */

typedef struct
{
  double   value;         /* as json-glib reads it (an integer converted) */
  gint64   int_value;     /* when is_int */
  gboolean is_int;        /* no fraction and no exponent: json-glib's int64 */
  gboolean int_overflow;  /* is_int but outside the 64-bit range */
} GpJsonTextNumber;

static inline const char *
_gp_json_text_skip_ws (const char *p,
                       const char *end)
{
  while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
    p++;
  return p;
}

const char  *_gp_json_text_scan_number  (const char       *p,
                                         const char       *end,
                                         GpJsonTextNumber *number);
/* @p at the opening quote. @decoded (may be NULL) receives the text; a
 * string holding U+0000 or a lone surrogate is refused. */
const char  *_gp_json_text_scan_string  (const char   *p,
                                         const char   *end,
                                         GString      *decoded);
/* One value, validated (duplicate keys refused), nested at most
 * GP_JSON_TEXT_MAX_DEPTH - @depth deep; leading whitespace skipped. */
const char  *_gp_json_text_skip_value   (const char   *p,
                                         const char   *end,
                                         guint         depth);
/* "a string", "an array", … for the value starting at @p (JSON's first
 * characters); NULL when nothing valid starts there. */
const char  *_gp_json_text_type_name    (const char   *p,
                                         const char   *end);

G_END_DECLS
