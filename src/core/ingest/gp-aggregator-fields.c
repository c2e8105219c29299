/* gp-aggregator-fields.c: the few fields a tracer record's handler needs, in one pass, by the record's shape
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

/* Every record handler of the aggregator (gp-aggregator*.c) names the fields it needs; they are
 * collected in one pass over the body, which stops once all were seen. A record without `ts`
 * takes its line's log time (stats' new-pad has none).
 *
 * Records of one kind come from one format string, so their fields are in the same order with
 * the same types: the first record of a kind is read by name, and its shape kept (GpFieldShapes):
 * each field's separators and `key=(type)` up to the last one wanted, and which wanted one it
 * is. The next record of that kind is walked by that shape: each field's separators and
 * `key=(type)` are confirmed by one compare with the remembered bytes, and only its value's end
 * is looked for. The first field
 * that differs (another order, a field missing or added, another type) sends the record to the
 * read by name, which learns its shape instead. Either way the fields found are those the read
 * by name finds: the walk takes a field only where the read by name, seeing the same keys in
 * the same order before it, would have. A shape is kept only when every wanted field was in
 * it, so a record whose fields all match stops where the read by name would.
 *
 * The shapes' types and the walk by a shape are in gp-aggregator-fields-private.h, inline in each
 * handler; this file learns shapes, finds an OTHER kind's by its name and reads by name. */

#include "config.h"

#include "gp-aggregator-private.h"
#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"
#include "gp-tracer-simd.h"

GpFieldShapes *
_gp_field_shapes_new (void)
{
  return g_new0 (GpFieldShapes, 1);
}

void
_gp_field_shapes_free (GpFieldShapes *shapes)
{
  g_free (shapes);
}

/* The read by name, the shape learnt on the way when @shape is not NULL. */
static guint
collect_by_name (GpSlice          body,
                 const FieldName *names,
                 guint            n_names,
                 GpTracerField   *out,
                 Shape           *shape)
{
  const char *pos = body.ptr;
  const char *end = body.ptr + body.len;
  GpTracerField field;
  guint all = (1u << n_names) - 1;
  guint found = 0;
  guint n_fields = 0;
  gsize n_bytes = 0;
  gboolean fits = TRUE;

  /* The inline field walk of the tokenizer (gp-tracer-log-private.h). */
  for (const char *from = pos; found != all && _gp_tracer_field_scan (&pos, end, &field); from = pos)
    {
      gint8 name = -1;

      for (guint i = 0; i < n_names; i++)
        {
          if (!(found & (1u << i)) && gp_slice_equal (field.key, names[i].name, names[i].len))
            {
              out[i] = field;
              found |= 1u << i;
              name = (gint8) i;
              break;
            }
        }
      if (shape != NULL && fits)
        {
          /* separators, key, '=', '(', type, ')': one run of the line's bytes */
          gsize key_at = (gsize) (field.key.ptr - from);
          gsize len = key_at + field.key.len + 3 + field.type.len;

          if (n_fields == SHAPE_FIELDS_MAX || len > G_MAXUINT8 || n_bytes + len > SHAPE_BYTES_MAX)
            fits = FALSE;
          else
            {
              ShapeField *f = &shape->fields[n_fields++];

              f->at = (guint16) n_bytes;
              f->len = (guint8) len;
              f->key_at = (guint8) key_at;
              f->key_len = (guint8) field.key.len;
              f->name = name;
              f->int_type = _gp_tracer_is_int_type (field.type);
              f->dont_care = len >= RUN_WIDE ? 0 : ~((1u << len) - 1);
              memcpy (shape->bytes + n_bytes, from, len);
              memset (shape->wide[n_fields - 1], 0, RUN_WIDE);
              memcpy (shape->wide[n_fields - 1], from, MIN (len, RUN_WIDE));
              n_bytes += len;
            }
        }
    }
  if (shape != NULL)
    {
      shape->n_fields = n_fields;
      shape->names = fits && found == all ? names : NULL;
      shape->n_names = n_names;
    }
  return found;
}

/* The shape slot of records of @line's kind read by @names. */
G_ALWAYS_INLINE static inline Shape *
shape_for (GpFieldShapes      *shapes,
           const GpTracerLine *line,
           const FieldName    *names,
           guint               n_names,
           gboolean           *known)
{
  Shape *shape;
  guint slot;

  if (line->kind != GP_RECORD_OTHER)
    {
      g_assert ((guint) line->kind < G_N_ELEMENTS (shapes->by_kind));
      shape = &shapes->by_kind[line->kind];
      *known = shape->names == names && shape->n_names == n_names;
      return shape;
    }

  if (line->kind_name.len == 0 || line->kind_name.len > sizeof shape->kind)
    {
      *known = FALSE;
      return NULL;
    }
  /* the kind's own slot first, then the others */
  slot = ((guint) line->kind_name.len * 5u + (guchar) line->kind_name.ptr[0] +
          (guchar) line->kind_name.ptr[line->kind_name.len - 1] * 3u) % OTHER_SHAPES;
  for (guint i = 0; i < OTHER_SHAPES; i++)
    {
      shape = &shapes->other[(slot + i) % OTHER_SHAPES];
      if (shape->kind_len == line->kind_name.len &&
          _gp_simd_equal (shape->kind, line->kind_name.ptr, line->kind_name.len))
        {
          *known = shape->names == names && shape->n_names == n_names;
          return shape;
        }
    }
  shape = &shapes->other[slot];
  if (shape->kind_len > 0)
    {
      shape = &shapes->other[shapes->next_other];
      shapes->next_other = (shapes->next_other + 1) % OTHER_SHAPES;
    }
  memcpy (shape->kind, line->kind_name.ptr, line->kind_name.len);
  shape->kind_len = (guint8) line->kind_name.len;
  *known = FALSE;
  return shape;
}

guint
_gp_aggregator_collect_fields_slow (GpAggregator       *self,
                                    const GpTracerLine *line,
                                    const FieldName    *names,
                                    guint               n_names,
                                    GpTracerField      *out,
                                    const Shape        *tried)
{
  GpFieldShapes *shapes = self->shapes;
  gboolean known;
  Shape *shape;

  g_assert (n_names > 0 && n_names < 32);

  shape = shape_for (shapes, line, names, n_names, &known);
  /* An OTHER kind's record takes the shape its kind_hint used last time first (inline). */
  if (line->kind == GP_RECORD_OTHER && line->kind_hint > 0 && line->kind_hint <= GP_TRACER_KIND_HINTS)
    shapes->by_hint[line->kind_hint - 1] = shape;
  /* the shape the inline walk found different is not walked again */
  if (known && shape != tried && collect_by_shape (shape, line->body, out))
    return (1u << n_names) - 1;
  return collect_by_name (line->body, names, n_names, out, shape);
}
