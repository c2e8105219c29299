/* gp-aggregator-fields-private.h: a record's fields by its kind's shape, inline in each handler
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

/* The walk of a record by its kind's remembered shape (gp-aggregator-fields.c says how shapes are
 * learnt and why the walk finds what the read by name would). It is here, inline, so that each
 * record handler walks its record without a call: most records take it, and a call, its checks
 * and its return were a tenth of the walk's cost. Anything the walk does not take goes to
 * _gp_aggregator_collect_fields_slow(). Included by gp-aggregator-private.h only. */

#pragma once

/* (gp-aggregator-private.h includes this at its end, after what it needs: GpAggregator,
 * FieldName; this include is for the header read on its own.) */
#include "gp-aggregator-private.h"
#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"
#include "gp-tracer-simd.h"

G_BEGIN_DECLS

#define SHAPE_FIELDS_MAX 32
#define SHAPE_BYTES_MAX 640  /* the `key=(type)` of all the fields walked */
#define OTHER_SHAPES 8       /* kinds the aggregator only reads the ts of */
#define RUN_WIDE 32          /* a run this long or shorter is compared in one piece */

typedef struct
{
  guint16 at;        /* in bytes */
  guint8  len;       /* of the separators before it and `key=(type)` */
  guint8  key_at;    /* after the separators */
  guint8  key_len;
  gint8   name;      /* the wanted field it is, or -1 */
  gboolean int_type; /* its type is an integer one (_gp_tracer_is_int_type()) */
  guint32 dont_care; /* of the RUN_WIDE bytes of its run in wide: those after it */
} ShapeField;

typedef struct
{
  const FieldName *names;    /* the handler's; NULL: no shape */
  guint            n_names;
  guint8           kind_len; /* an OTHER record's kind */
  char             kind[32];
  guint            n_fields;
  ShapeField       fields[SHAPE_FIELDS_MAX];
  char             bytes[SHAPE_BYTES_MAX];
  /* each field's run again, RUN_WIDE bytes from its start (NULs after it): the line's
   * RUN_WIDE bytes there are compared with these at once, those after the run not counted */
  _Alignas (16) char wide[SHAPE_FIELDS_MAX][RUN_WIDE];
} Shape;

struct _GpFieldShapes
{
  Shape  by_kind[GP_RECORD_PIPELINE_LATENCY + 1];  /* OTHER's slot unused */
  Shape  other[OTHER_SHAPES];
  guint  next_other;
  /* The OTHER shape the last record with this kind_hint used: tried first, without looking its
   * kind up (a shape is only ever a guess, its walk checks every byte it relies on). */
  Shape *by_hint[GP_TRACER_KIND_HINTS];
};

/* A field's value from @p, as _gp_tracer_field_scan() reads it; returns where it ends. */
G_ALWAYS_INLINE static inline const char *
read_value (const char    *p,
            const char    *end,
            GpTracerField *field)
{
  const char *value;

  field->quoted = FALSE;
  field->escaped = FALSE;
  field->has_uint = FALSE;
  if (p < end && *p == '"')
    {
      gboolean escaped = FALSE;
      const char *close = _gp_tracer_find_closing_quote (p + 1, end, &escaped);

      if (close != NULL)
        {
          field->value = (GpSlice) { p + 1, (gsize) (close - (p + 1)) };
          field->quoted = TRUE;
          field->escaped = escaped;
          return close + 1;
        }
      /* An unterminated quote reads as raw text. */
    }
  value = p;
  p = _gp_simd_find_value_end (p, end);
  field->value = (GpSlice) { value, (gsize) (p - value) };
  return p;
}

/* The same, for a field no one wants. */
G_ALWAYS_INLINE static inline const char *
skip_value (const char *p,
            const char *end)
{
  if (p < end && *p == '"')
    {
      gboolean escaped = FALSE;
      const char *close = _gp_tracer_find_closing_quote (p + 1, end, &escaped);

      if (close != NULL)
        return close + 1;
    }
  return _gp_simd_find_value_end (p, end);
}

/* An integer field's value as read_value() would find it, when it is 1 to 15 plain digits: they
 * end where the value does (a ',' or ';' after them, or @end), and their number is read with
 * them, eight at a time, so the handler reads no digit again. NULL: anything else (a quote, a
 * sign, more digits), for read_value(). A value fewer than 8 bytes before @end is loaded from 8
 * bytes before @end, never before @floor (the body's start, before @p). */
G_ALWAYS_INLINE static inline const char *
read_digits (const char    *p,
             const char    *floor,
             const char    *end,
             GpTracerField *field)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  static const guint64 pow10[] = { 1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000 };
  gsize avail = (gsize) (end - p);
  guint64 word, value, low;
  guint n, more;

  if (avail >= 8)
    word = _gp_load64 (p);
  else if (avail > 0 && end - floor >= 8)
    word = _gp_load64 (end - 8) >> ((8 - avail) * 8);  /* the bytes after end: zeros, no digits */
  else
    return NULL;
  n = _gp_swar_leading_digits (word, &value);
  if (n == 0)
    return NULL;
  if (n == 8 && avail > 8 && (guchar) (p[8] - '0') < 10)
    {
      gsize rest = avail - 8;

      word = rest >= 8 ? _gp_load64 (p + 8) : _gp_load64 (end - 8) >> ((8 - rest) * 8);
      more = _gp_swar_leading_digits (word, &low);
      if (more == 8)
        return NULL;  /* 16 digits or more: rare (a ts after 115 days), read_value()'s */
      value = value * pow10[more] + low;
      n += more;
    }
  if ((gsize) n < avail && p[n] != ',' && p[n] != ';')
    return NULL;
  field->value = (GpSlice) { p, n };
  field->quoted = FALSE;
  field->escaped = FALSE;
  field->int_type = TRUE;
  field->has_uint = TRUE;
  field->uint = value;
  return p + n;
#else
  (void) p; (void) floor; (void) end; (void) field;
  return NULL;
#endif
}

/* Whether the line's bytes at @p, @end after it, are field @j's run. */
G_ALWAYS_INLINE static inline gboolean
run_equal (const Shape *shape,
           guint        j,
           const char  *p,
           const char  *end)
{
  const ShapeField *f = &shape->fields[j];

#ifdef GP_TRACER_SSE2
  G_STATIC_ASSERT (RUN_WIDE == 32);
  if (G_LIKELY (end - p >= RUN_WIDE && f->len <= RUN_WIDE))
    {
      /* two loads, no branch on the run's length */
      const char *wide = shape->wide[j];
      guint32 same = (guint32) _mm_movemask_epi8 (_mm_cmpeq_epi8 (_gp_simd_load (p), _gp_simd_load (wide))) |
                     (guint32) _mm_movemask_epi8 (_mm_cmpeq_epi8 (_gp_simd_load (p + 16), _gp_simd_load (wide + 16))) << 16;

      return (same | f->dont_care) == G_MAXUINT32;
    }
#endif
  return (gsize) (end - p) >= f->len && _gp_simd_equal (p, shape->bytes + f->at, f->len);
}

/* The walk by @shape; FALSE at the first field that differs from it. */
G_ALWAYS_INLINE static inline gboolean
collect_by_shape (const Shape   *shape,
                  GpSlice        body,
                  GpTracerField *out)
{
  const char *p = body.ptr;
  const char *end = body.ptr + body.len;

  for (guint j = 0; j < shape->n_fields; j++)
    {
      const ShapeField *f = &shape->fields[j];
      GpTracerField *field;
      const char *key;

      /* The separators are in the run: the read by name skips just those (the key's first
       * byte is none), so a match puts the key where it would find it. */
      if (!run_equal (shape, j, p, end))
        return FALSE;
      key = p + f->key_at;
      p += f->len;
      if (f->name < 0)
        {
          p = skip_value (p, end);
          continue;
        }
      field = &out[f->name];
      field->key = (GpSlice) { key, f->key_len };
      field->type = (GpSlice) { key + f->key_len + 2, (gsize) (p - 1 - (key + f->key_len + 2)) };
      if (f->int_type)
        {
          const char *after = read_digits (p, body.ptr, end, field);

          if (after != NULL)
            {
              p = after;
              continue;
            }
        }
      p = read_value (p, end, field);
      /* the type's bytes are the shape's: so is whether it is an integer one */
      field->int_type = f->int_type;
    }
  return TRUE;
}

/* gp-aggregator-fields.c: the rest of _gp_aggregator_collect_fields(): the shape of an OTHER
 * kind looked up by its name, or the read by name (that learns the shape). @tried is the shape
 * the inline walk already tried and found different (NULL: none). */
guint _gp_aggregator_collect_fields_slow (GpAggregator       *self,
                                          const GpTracerLine *line,
                                          const FieldName    *names,
                                          guint               n_names,
                                          GpTracerField      *out,
                                          const Shape        *tried);

/* Collects the named fields of @line's record in one pass (the first occurrence of each) and
 * stops as soon as all were seen. Returns a bit mask of the ones found. A record of a kind
 * whose shape is known (a named kind's, or the shape the last record with its kind_hint used)
 * is walked by it here. */
G_ALWAYS_INLINE static inline guint
_gp_aggregator_collect_fields (GpAggregator       *self,
                               const GpTracerLine *line,
                               const FieldName    *names,
                               guint               n_names,
                               GpTracerField      *out)
{
  GpFieldShapes *shapes = self->shapes;
  const Shape *shape = NULL;

  G_STATIC_ASSERT (GP_RECORD_OTHER == 0);
  if (line->kind != GP_RECORD_OTHER)
    {
      g_assert ((guint) line->kind < G_N_ELEMENTS (shapes->by_kind));
      shape = &shapes->by_kind[line->kind];
    }
  else if (line->kind_hint > 0 && line->kind_hint <= GP_TRACER_KIND_HINTS)
    shape = shapes->by_hint[line->kind_hint - 1];
  if (shape != NULL && shape->names == names && shape->n_names == n_names &&
      collect_by_shape (shape, line->body, out))
    return (1u << n_names) - 1;
  return _gp_aggregator_collect_fields_slow (self, line, names, n_names, out, shape);
}

G_END_DECLS
