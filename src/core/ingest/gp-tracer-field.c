/* gp-tracer-field.c: the fields of a tracer record: `key=(type)value, …`, read on demand
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

/* Split from gp-tracer-log.c: the body of a record (`key=(type)value, key=(type)"quoted", …`) is
 * kept as a slice and walked field by field only when the aggregator asks, each key, type and value
 * a slice into the line; integer and boolean coercions follow reference.md §3, and a value is
 * unescaped and made valid UTF-8 (U+FFFD for bad bytes) only when copied out. The character classes
 * and the quote scan are shared with the line parser through gp-tracer-log-private.h. */

#include "config.h"

#include <string.h>

#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"

/* Fields: `key=(type)value, key=(type)"quoted \"value\"", …` */

void
gp_tracer_field_iter_init (GpTracerFieldIter *iter,
                           GpSlice            body)
{
  g_return_if_fail (iter != NULL);

  iter->pos = body.ptr;
  iter->end = body.ptr + body.len;
}

gboolean
gp_tracer_field_iter_next (GpTracerFieldIter *iter,
                           GpTracerField     *field)
{
  return _gp_tracer_field_scan (&iter->pos, iter->end, field);
}

gboolean
gp_tracer_body_find_field (GpSlice        body,
                           const char    *key,
                           GpTracerField *field)
{
  GpTracerFieldIter iter;
  gsize key_len;

  g_return_val_if_fail (key != NULL, FALSE);
  g_return_val_if_fail (field != NULL, FALSE);

  key_len = strlen (key);
  gp_tracer_field_iter_init (&iter, body);
  while (gp_tracer_field_iter_next (&iter, field))
    if (gp_slice_equal (field->key, key, key_len))
      return TRUE;
  return FALSE;
}

gboolean
gp_tracer_field_is_int_type (const GpTracerField *field)
{
  g_return_val_if_fail (field != NULL, FALSE);

  return _gp_tracer_is_int_type (field->type);
}

/* Like Python's int(): surrounding whitespace, an optional sign, digits. */
static gboolean
parse_int_text (GpSlice   text,
                gboolean *negative,
                guint64  *magnitude)
{
  const char *p = text.ptr;
  const char *end = text.ptr + text.len;
  guint64 v = 0;

  while (p < end && is_space (*p))
    p++;
  while (end > p && is_space (end[-1]))
    end--;

  *negative = FALSE;
  if (p < end && (*p == '+' || *p == '-'))
    *negative = *p++ == '-';
  if (p >= end)
    return FALSE;
  for (; p < end; p++)
    {
      guint d;

      if (!is_digit (*p))
        return FALSE;
      d = (guint) (*p - '0');
      if (v > G_MAXUINT64 / 10 || (v == G_MAXUINT64 / 10 && d > G_MAXUINT64 % 10))
        return FALSE;
      v = v * 10 + d;
    }
  *magnitude = v;
  return TRUE;
}

gboolean
gp_tracer_field_get_uint64 (const GpTracerField *field,
                            guint64             *value)
{
  gboolean negative;
  guint64 v;

  g_return_val_if_fail (field != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  if (field->escaped || !gp_tracer_field_is_int_type (field))
    return FALSE;
  if (_gp_tracer_parse_digits (field->value, value))
    return TRUE;
  if (!parse_int_text (field->value, &negative, &v))
    return FALSE;
  if (negative && v != 0)
    return FALSE;
  *value = v;
  return TRUE;
}

gboolean
gp_tracer_field_get_int64 (const GpTracerField *field,
                           gint64              *value)
{
  gboolean negative;
  guint64 v;

  g_return_val_if_fail (field != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  if (field->escaped || !gp_tracer_field_is_int_type (field))
    return FALSE;
  if (!parse_int_text (field->value, &negative, &v))
    return FALSE;
  if (negative)
    {
      if (v > (guint64) G_MAXINT64 + 1)
        return FALSE;
      *value = (gint64) (0 - v);
    }
  else
    {
      if (v > G_MAXINT64)
        return FALSE;
      *value = (gint64) v;
    }
  return TRUE;
}

gboolean
gp_tracer_field_get_boolean (const GpTracerField *field)
{
  GpSlice v;

  g_return_val_if_fail (field != NULL, FALSE);

  v = field->value;
  return gp_slice_equal_literal (v, "1") ||
         gp_slice_equal_literal (v, "true") ||
         gp_slice_equal_literal (v, "TRUE");
}

gsize
gp_tracer_unescape (const char *src,
                    gsize       len,
                    char       *dest)
{
  const char *end = src + len;
  char *d = dest;

  while (src < end)
    {
      const char *bs = memchr (src, '\\', end - src);
      gsize n = (bs ? bs : end) - src;

      memmove (d, src, n);
      d += n;
      src += n;
      if (bs == NULL)
        break;
      if (bs + 1 < end)
        {
          *d++ = bs[1];
          src = bs + 2;
        }
      else
        {
          *d++ = '\\';
          src = end;
        }
    }
  return d - dest;
}

char *
gp_tracer_dup_unescaped (GpSlice slice)
{
  g_autofree char *tmp = NULL;
  gsize n;

  if (memchr (slice.ptr, '\\', slice.len) == NULL)
    return g_utf8_make_valid (slice.ptr, slice.len);

  tmp = g_malloc (slice.len + 1);
  n = gp_tracer_unescape (slice.ptr, slice.len, tmp);
  return g_utf8_make_valid (tmp, n);
}

char *
gp_tracer_field_dup_string (const GpTracerField *field)
{
  g_return_val_if_fail (field != NULL, NULL);

  if (!field->escaped)
    return g_utf8_make_valid (field->value.ptr, field->value.len);
  return gp_tracer_dup_unescaped (field->value);
}
