/* gp-json-text.c
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

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gp-json-text-private.h"
#include "gp-json-writer.h"

/* ------------------------------------------------------------------ */
/* Tokens                                                              */

static const double pow10_exact[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

static gboolean
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

static double
strtod_token (const char *start,
              const char *end)
{
  char buf[64];
  gsize len = (gsize) (end - start);
  g_autofree char *copy = NULL;

  if (len < sizeof buf)
    {
      memcpy (buf, start, len);
      buf[len] = '\0';
      return g_ascii_strtod (buf, NULL);
    }
  copy = g_strndup (start, len);
  return g_ascii_strtod (copy, NULL);
}

const char *
_gp_json_text_scan_number (const char       *p,
                           const char       *end,
                           GpJsonTextNumber *number)
{
  const char *start = p;
  gboolean negative = FALSE;
  gboolean long_mantissa = FALSE;
  guint64 mantissa = 0;
  int n_digits = 0;       /* significant digits held by mantissa */
  int scale = 0;          /* value = mantissa · 10^scale (before the exponent) */
  int exponent = 0;

  number->is_int = TRUE;
  number->int_overflow = FALSE;

  if (p < end && *p == '-')
    {
      negative = TRUE;
      p++;
    }
  if (p >= end || !is_digit (*p))
    return NULL;
  if (*p == '0')
    p++;
  else
    {
      for (; p < end && is_digit (*p); p++)
        {
          if (n_digits < 19)
            {
              mantissa = mantissa * 10 + (guint64) (*p - '0');
              n_digits++;
            }
          else
            {
              long_mantissa = TRUE;
              scale++;
            }
        }
    }

  if (p < end && *p == '.')
    {
      number->is_int = FALSE;
      p++;
      if (p >= end || !is_digit (*p))
        return NULL;
      for (; p < end && is_digit (*p); p++)
        {
          if (n_digits < 19)
            {
              mantissa = mantissa * 10 + (guint64) (*p - '0');
              if (mantissa != 0)
                n_digits++;
              scale--;
            }
          else
            long_mantissa = TRUE;
        }
    }

  if (p < end && (*p == 'e' || *p == 'E'))
    {
      gboolean exp_negative = FALSE;

      number->is_int = FALSE;
      p++;
      if (p < end && (*p == '+' || *p == '-'))
        exp_negative = *p++ == '-';
      if (p >= end || !is_digit (*p))
        return NULL;
      for (; p < end && is_digit (*p); p++)
        if (exponent < 100000)
          exponent = exponent * 10 + (*p - '0');
      if (exp_negative)
        exponent = -exponent;
    }

  if (number->is_int)
    {
      /* Up to 19 digits were read exactly; more never fit. */
      if (long_mantissa ||
          mantissa > (negative ? (guint64) G_MAXINT64 + 1 : (guint64) G_MAXINT64))
        {
          number->int_overflow = TRUE;
          number->int_value = 0;
          number->value = strtod_token (start, p);
          return p;
        }
      number->int_value = negative ? (gint64) (0 - mantissa) : (gint64) mantissa;
      /* -0 is the integer 0, as json-glib reads it. */
      number->value = (double) number->int_value;
      return p;
    }

  /* Clinger's fast path: an exact mantissa times an exact power of ten
   * rounds once, correctly. */
  scale += exponent;
  if (!long_mantissa && mantissa <= (G_GUINT64_CONSTANT (1) << 53) && scale >= -22 && scale <= 22)
    {
      double v = (double) mantissa;

      v = scale >= 0 ? v * pow10_exact[scale] : v / pow10_exact[-scale];
      number->value = negative ? -v : v;
    }
  else
    number->value = strtod_token (start, p);
  number->int_value = 0;
  return p;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static const char *
scan_hex4 (const char *p,
           const char *end,
           gunichar   *out)
{
  gunichar v = 0;

  if (end - p < 4)
    return NULL;
  for (int i = 0; i < 4; i++)
    {
      int h = hex_value (p[i]);

      if (h < 0)
        return NULL;
      v = v * 16 + (gunichar) h;
    }
  *out = v;
  return p + 4;
}

const char *
_gp_json_text_scan_string (const char *p,
                           const char *end,
                           GString    *decoded)
{
  const char *run;

  g_assert (p < end && *p == '"');

  p++;
  run = p;
  while (p < end)
    {
      guchar c = (guchar) *p;

      if (c == '"')
        {
          if (!g_utf8_validate (run, p - run, NULL))
            return NULL;
          if (decoded != NULL)
            g_string_append_len (decoded, run, p - run);
          return p + 1;
        }
      if (c < 0x20)
        return NULL;
      if (c != '\\')
        {
          p++;
          continue;
        }

      if (!g_utf8_validate (run, p - run, NULL))
        return NULL;
      if (decoded != NULL)
        g_string_append_len (decoded, run, p - run);
      p++;
      if (p >= end)
        return NULL;
      switch (*p)
        {
        case '"':  if (decoded) g_string_append_c (decoded, '"'); break;
        case '\\': if (decoded) g_string_append_c (decoded, '\\'); break;
        case '/':  if (decoded) g_string_append_c (decoded, '/'); break;
        case 'b':  if (decoded) g_string_append_c (decoded, '\b'); break;
        case 'f':  if (decoded) g_string_append_c (decoded, '\f'); break;
        case 'n':  if (decoded) g_string_append_c (decoded, '\n'); break;
        case 'r':  if (decoded) g_string_append_c (decoded, '\r'); break;
        case 't':  if (decoded) g_string_append_c (decoded, '\t'); break;
        case 'u':
          {
            gunichar ch;

            if (!(p = scan_hex4 (p + 1, end, &ch)))
              return NULL;
            if (ch >= 0xdc00 && ch <= 0xdfff)
              return NULL;
            if (ch >= 0xd800 && ch <= 0xdbff)
              {
                gunichar low;

                if (end - p < 2 || p[0] != '\\' || p[1] != 'u' ||
                    !(p = scan_hex4 (p + 2, end, &low)) || low < 0xdc00 || low > 0xdfff)
                  return NULL;
                ch = 0x10000 + ((ch - 0xd800) << 10) + (low - 0xdc00);
              }
            /* json-glib would cut the string there. */
            if (ch == 0)
              return NULL;
            if (decoded != NULL)
              g_string_append_unichar (decoded, ch);
            run = p;
            continue;
          }
        default:
          return NULL;
        }
      p++;
      run = p;
    }
  return NULL;
}

static const char *
scan_literal (const char *p,
              const char *end,
              const char *word)
{
  gsize len = strlen (word);

  if ((gsize) (end - p) < len || memcmp (p, word, len) != 0)
    return NULL;
  return p + len;
}

const char *
_gp_json_text_type_name (const char *p,
                         const char *end)
{
  if (p >= end)
    return NULL;
  switch (*p)
    {
    case '{':
      return "an object";
    case '[':
      return "an array";
    case '"':
      return "a string";
    case 't':
      return scan_literal (p, end, "true") ? "a boolean" : NULL;
    case 'f':
      return scan_literal (p, end, "false") ? "a boolean" : NULL;
    case 'n':
      return scan_literal (p, end, "null") ? "null" : NULL;
    default:
      return *p == '-' || is_digit (*p) ? "a number" : NULL;
    }
}

/* ------------------------------------------------------------------ */
/* Canonical form                                                      */

/* Whether the double token [start, end) is already what
 * gp_json_append_double() writes for its value. Decided from the digits
 * alone when that is safe: up to 15 significant digits of a normal double
 * are the shortest round-trip form (DBL_DIG), so only the layout needs
 * checking. Otherwise FALSE, and the caller formats the value. */
static gboolean
double_token_is_canonical (const char *start,
                           const char *end)
{
  const char *p = start;
  const char *int_start;
  const char *int_end;
  const char *frac_start;
  const char *frac_end;
  char digits[32];
  char canon[64];
  int n = 0;
  int n_int;
  int first = -1;
  int last = -1;
  int index = 0;
  int exponent = 0;
  int e10;
  gboolean negative = FALSE;
  gsize len;
  char *c = canon;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  int_start = p;
  while (p < end && is_digit (*p))
    p++;
  int_end = frac_start = frac_end = p;
  if (p < end && *p == '.')
    {
      frac_start = ++p;
      while (p < end && is_digit (*p))
        p++;
      frac_end = p;
    }
  if (p < end)
    {
      /* Only e-XX / e+XX (two or three digits) spell an exponent there. */
      if (*p != 'e' || end - p < 4 || end - p > 5 || (p[1] != '+' && p[1] != '-'))
        return FALSE;
      /* Read within the token: it may end where the buffer ends (no NUL). */
      for (const char *q = p + 2; q < end; q++)
        {
          if (!is_digit (*q))
            return FALSE;
          exponent = exponent * 10 + (*q - '0');
        }
      if (p[1] == '-')
        exponent = -exponent;
    }

  /* The significant digits, and the power of ten of the first. */
  n_int = (int) (int_end - int_start);
  for (const char *q = int_start; q < frac_end; q++)
    {
      if (q == int_end)
        q = frac_start;
      if (q >= frac_end)
        break;
      if (*q != '0')
        {
          if (first < 0)
            first = index;
          last = index;
        }
      index++;
    }
  if (first < 0)
    return (end - start == 3 && memcmp (start, "0.0", 3) == 0) ||
           (end - start == 4 && memcmp (start, "-0.0", 4) == 0);
  if (last - first + 1 > 15)
    return FALSE;
  index = 0;
  for (const char *q = int_start; q < frac_end; q++)
    {
      if (q == int_end)
        q = frac_start;
      if (q >= frac_end)
        break;
      if (index >= first && index <= last)
        digits[n++] = *q;
      index++;
    }
  e10 = n_int - 1 - first + exponent;
  if (e10 < -307 || e10 > 307)
    return FALSE;

  if (negative)
    *c++ = '-';
  if (e10 >= -4 && e10 < 16)
    {
      if (e10 < 0)
        {
          *c++ = '0';
          *c++ = '.';
          for (int i = 0; i < -e10 - 1; i++)
            *c++ = '0';
          memcpy (c, digits, n);
          c += n;
        }
      else if (n <= e10 + 1)
        {
          memcpy (c, digits, n);
          c += n;
          for (int i = n; i < e10 + 1; i++)
            *c++ = '0';
          *c++ = '.';
          *c++ = '0';
        }
      else
        {
          memcpy (c, digits, e10 + 1);
          c += e10 + 1;
          *c++ = '.';
          memcpy (c, digits + e10 + 1, n - e10 - 1);
          c += n - e10 - 1;
        }
    }
  else
    {
      *c++ = digits[0];
      if (n > 1)
        {
          *c++ = '.';
          memcpy (c, digits + 1, n - 1);
          c += n - 1;
        }
      c += g_snprintf (c, canon + sizeof canon - c, "e%c%02d", e10 < 0 ? '-' : '+', ABS (e10));
    }

  len = c - canon;
  return len == (gsize) (end - start) && memcmp (canon, start, len) == 0;
}

/* An object with more keys than this checks them for duplicates with a
 * hash table; smaller ones (nearly all) compare them, without allocating. */
#define SMALL_OBJECT_KEYS 16

typedef struct
{
  GString *out;      /* NULL: only validate */
  GString *scratch;  /* decoded strings */
  GString *keys;     /* the decoded keys of the small objects open, each NUL-ended */
} Walk;

static const char *walk_value (Walk       *w,
                               const char *p,
                               const char *end,
                               guint       depth);

/* With @key, the decoded text is left in w->scratch. */
static const char *
walk_string (Walk       *w,
             const char *p,
             const char *end,
             gboolean    key)
{
  const char *start = p;
  const char *after;
  gboolean plain = TRUE;

  /* Printable ASCII without escapes is written as it is. */
  for (const char *q = p + 1; q < end && *q != '"'; q++)
    {
      if ((guchar) *q < 0x20 || (guchar) *q >= 0x7f || *q == '\\')
        {
          plain = FALSE;
          break;
        }
    }

  g_string_truncate (w->scratch, 0);
  after = _gp_json_text_scan_string (p, end, (key || (!plain && w->out != NULL)) ? w->scratch : NULL);
  if (after == NULL)
    return NULL;
  if (w->out != NULL)
    {
      if (plain)
        g_string_append_len (w->out, start, after - start);
      else
        gp_json_append_string (w->out, w->scratch->str);
    }
  return after;
}

/* Adds the key in w->scratch to those of the object whose keys start at
 * @from in w->keys (or are in *@many); FALSE when it is there already. */
static gboolean
add_key (Walk        *w,
         gsize        from,
         guint       *n_keys,
         GHashTable **many)
{
  const char *key = w->scratch->str;
  gsize len = w->scratch->len;

  if (*many == NULL && *n_keys < SMALL_OBJECT_KEYS)
    {
      /* Decoded keys hold no NUL (U+0000 is refused). */
      for (gsize at = from; at < w->keys->len; at += strlen (w->keys->str + at) + 1)
        if (strcmp (w->keys->str + at, key) == 0)
          return FALSE;
      g_string_append_len (w->keys, key, len + 1);
      (*n_keys)++;
      return TRUE;
    }

  if (*many == NULL)
    {
      *many = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (gsize at = from; at < w->keys->len; at += strlen (w->keys->str + at) + 1)
        g_hash_table_add (*many, g_strdup (w->keys->str + at));
    }
  return g_hash_table_add (*many, g_strdup (key));
}

static const char *
walk_members (Walk       *w,
              const char *p,
              const char *end,
              guint       depth,
              gsize       keys_from)
{
  g_autoptr(GHashTable) many = NULL;
  guint n_keys = 0;
  gboolean first = TRUE;

  p = _gp_json_text_skip_ws (p + 1, end);
  if (w->out != NULL)
    g_string_append_c (w->out, '{');
  if (p < end && *p == '}')
    {
      if (w->out != NULL)
        g_string_append_c (w->out, '}');
      return p + 1;
    }

  for (;;)
    {
      if (p >= end || *p != '"')
        return NULL;
      if (!first && w->out != NULL)
        g_string_append (w->out, ", ");
      first = FALSE;
      if (!(p = walk_string (w, p, end, TRUE)))
        return NULL;
      if (!add_key (w, keys_from, &n_keys, &many))
        return NULL;
      p = _gp_json_text_skip_ws (p, end);
      if (p >= end || *p != ':')
        return NULL;
      if (w->out != NULL)
        g_string_append (w->out, ": ");
      if (!(p = walk_value (w, p + 1, end, depth + 1)))
        return NULL;
      p = _gp_json_text_skip_ws (p, end);
      if (p < end && *p == '}')
        break;
      if (p >= end || *p != ',')
        return NULL;
      p = _gp_json_text_skip_ws (p + 1, end);
    }
  if (w->out != NULL)
    g_string_append_c (w->out, '}');
  return p + 1;
}

static const char *
walk_object (Walk       *w,
             const char *p,
             const char *end,
             guint       depth)
{
  gsize keys_from = w->keys->len;
  const char *after = walk_members (w, p, end, depth, keys_from);

  g_string_truncate (w->keys, keys_from);
  return after;
}

static const char *
walk_array (Walk       *w,
            const char *p,
            const char *end,
            guint       depth)
{
  gboolean first = TRUE;

  p = _gp_json_text_skip_ws (p + 1, end);
  if (w->out != NULL)
    g_string_append_c (w->out, '[');
  if (p < end && *p == ']')
    {
      if (w->out != NULL)
        g_string_append_c (w->out, ']');
      return p + 1;
    }

  for (;;)
    {
      if (!first && w->out != NULL)
        g_string_append (w->out, ", ");
      first = FALSE;
      if (!(p = walk_value (w, p, end, depth + 1)))
        return NULL;
      p = _gp_json_text_skip_ws (p, end);
      if (p < end && *p == ']')
        break;
      if (p >= end || *p != ',')
        return NULL;
      p++;
    }
  if (w->out != NULL)
    g_string_append_c (w->out, ']');
  return p + 1;
}

static const char *
walk_number (Walk       *w,
             const char *p,
             const char *end)
{
  GpJsonTextNumber number;
  const char *after = _gp_json_text_scan_number (p, end, &number);

  if (after == NULL || (number.is_int && number.int_overflow))
    return NULL;
  if (w->out == NULL)
    return after;

  if (number.is_int)
    {
      if (number.int_value == 0 && *p == '-')
        g_string_append_c (w->out, '0');
      else
        g_string_append_len (w->out, p, after - p);
    }
  else if (double_token_is_canonical (p, after))
    g_string_append_len (w->out, p, after - p);
  else
    gp_json_append_double (w->out, number.value);
  return after;
}

static const char *
walk_value (Walk       *w,
            const char *p,
            const char *end,
            guint       depth)
{
  const char *after;

  p = _gp_json_text_skip_ws (p, end);
  if (p >= end || depth >= GP_JSON_TEXT_MAX_DEPTH)
    return NULL;

  switch (*p)
    {
    case '{':
      return walk_object (w, p, end, depth);
    case '[':
      return walk_array (w, p, end, depth);
    case '"':
      return walk_string (w, p, end, FALSE);
    case 't':
      after = scan_literal (p, end, "true");
      break;
    case 'f':
      after = scan_literal (p, end, "false");
      break;
    case 'n':
      after = scan_literal (p, end, "null");
      break;
    default:
      return walk_number (w, p, end);
    }
  if (after != NULL && w->out != NULL)
    g_string_append_len (w->out, p, after - p);
  return after;
}

const char *
_gp_json_text_skip_value (const char *p,
                          const char *end,
                          guint       depth)
{
  g_autoptr(GString) scratch = g_string_new (NULL);
  g_autoptr(GString) keys = g_string_new (NULL);
  Walk w = { NULL, scratch, keys };

  return walk_value (&w, p, end, depth);
}

gboolean
gp_json_text_append_canonical (GString    *out,
                               const char *data,
                               gsize       len)
{
  g_autoptr(GString) scratch = g_string_new (NULL);
  g_autoptr(GString) keys = g_string_new (NULL);
  Walk w = { out, scratch, keys };
  gsize out_len;
  const char *end = data + len;
  const char *p;

  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  out_len = out->len;
  p = walk_value (&w, data, end, 0);
  if (p == NULL || _gp_json_text_skip_ws (p, end) != end)
    {
      g_string_truncate (out, out_len);
      return FALSE;
    }
  return TRUE;
}
