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
  const char *p = iter->pos;
  const char *end = iter->end;
  const char *start;

  while (p < end && GP_TRACER_IS (*p, C_SEP))
    p++;
  if (p >= end)
    goto done;

  /* key */
  start = p;
  while (p < end && !GP_TRACER_IS (*p, C_KEY_STOP))
    p++;
  if (p >= end || *p != '=' || p == start)
    goto done;
  field->key.ptr = start;
  field->key.len = p - start;
  p++;

  /* (type) */
  if (p >= end || *p != '(')
    goto done;
  start = ++p;
  while (p < end && *p != ')')
    p++;
  if (p >= end)
    goto done;
  field->type.ptr = start;
  field->type.len = p - start;
  p++;

  /* value */
  field->quoted = FALSE;
  field->escaped = FALSE;
  if (p < end && *p == '"')
    {
      gboolean escaped = FALSE;
      const char *close = _gp_tracer_find_closing_quote (p + 1, end, &escaped);

      if (close != NULL)
        {
          field->value.ptr = p + 1;
          field->value.len = close - (p + 1);
          field->quoted = TRUE;
          field->escaped = escaped;
          iter->pos = close + 1;
          return TRUE;
        }
      /* An unterminated quote reads as raw text. */
    }
  start = p;
  while (p < end && !GP_TRACER_IS (*p, C_VAL_STOP))
    p++;
  field->value.ptr = start;
  field->value.len = p - start;
  iter->pos = p;
  return TRUE;

done:
  iter->pos = end;
  return FALSE;
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
  GpSlice t;

  g_return_val_if_fail (field != NULL, FALSE);

  t = field->type;
  switch (t.len)
    {
    case 3:
      return gp_bytes_equal (t.ptr, "int", 3);
    case 4:
      return gp_bytes_equal (t.ptr, "uint", 4) || gp_bytes_equal (t.ptr, "gint", 4);
    case 5:
      return gp_bytes_equal (t.ptr, "guint", 5);
    case 6:
      return gp_bytes_equal (t.ptr, "gint64", 6);
    case 7:
      return gp_bytes_equal (t.ptr, "guint64", 7);
    case 14:
      return gp_bytes_equal (t.ptr, "GstBufferFlags", 14);
    case 15:
      return gp_bytes_equal (t.ptr, "GstPadDirection", 15);
    default:
      return FALSE;
    }
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

/* Up to 19 plain digits cannot overflow: the common case, without checks. */
static inline gboolean
parse_digits_fast (GpSlice  text,
                   guint64 *value)
{
  guint64 v = 0;

  if (text.len == 0 || text.len > 19)
    return FALSE;
  for (gsize i = 0; i < text.len; i++)
    {
      guint d = (guchar) text.ptr[i] - '0';

      if (d > 9)
        return FALSE;
      v = v * 10 + d;
    }
  *value = v;
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
  if (parse_digits_fast (field->value, value))
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
