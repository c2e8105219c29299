/* gp-tracer-field.h: the fields of a tracer record: `key=(type)value, …`, read on demand
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

#include "gp-tracer-log.h"

G_BEGIN_DECLS

/* A record's body (GpTracerLine.body) walked field by field, each a
 * (key, type, value) of slices into the line; values are coerced and
 * unescaped only when asked for. */

typedef struct
{
  GpSlice  key;
  GpSlice  type;
  GpSlice  value;     /* raw text, or the text between the quotes (still escaped) */
  guint    quoted : 1;
  guint    escaped : 1;  /* quoted and holding at least one backslash */
  guint    int_type : 1; /* type known to be an integer one (the aggregator's field walk); 0: not known */
  guint    has_uint : 1; /* value is plain digits, read already into uint (the aggregator's field walk) */
  guint64  uint;
} GpTracerField;

typedef struct
{
  const char *pos;
  const char *end;
} GpTracerFieldIter;

void              gp_tracer_field_iter_init  (GpTracerFieldIter  *iter,
                                              GpSlice             body);
gboolean          gp_tracer_field_iter_next  (GpTracerFieldIter  *iter,
                                              GpTracerField      *field);
/* Scans @body for the field named @key. */
gboolean          gp_tracer_body_find_field  (GpSlice             body,
                                              const char         *key,
                                              GpTracerField      *field);

/* Coercion (reference.md §3): the integer types parse as integers (FALSE
 * when the type is not an integer type or the text does not parse). */
gboolean          gp_tracer_field_is_int_type (const GpTracerField *field);
gboolean          gp_tracer_field_get_uint64 (const GpTracerField *field,
                                              guint64             *value);
gboolean          gp_tracer_field_get_int64  (const GpTracerField *field,
                                              gint64              *value);
/* `boolean` is true for 1, true and TRUE. */
gboolean          gp_tracer_field_get_boolean (const GpTracerField *field);
/* The value unescaped (each backslash-char pair becomes the char) and made
 * valid UTF-8 (invalid bytes become U+FFFD). */
char             *gp_tracer_field_dup_string (const GpTracerField *field);

/* Unescapes @len bytes of @src into @dest (room for @len bytes); returns the
 * new length. */
gsize             gp_tracer_unescape         (const char         *src,
                                              gsize               len,
                                              char               *dest);
/* Unescaped copy of a quoted or raw slice, made valid UTF-8. */
char             *gp_tracer_dup_unescaped    (GpSlice             slice);

G_END_DECLS
