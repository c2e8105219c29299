/* gp-json-scan.c
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

#include "gp-json-scan.h"
#include "gp-json-text-private.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* A string whose content is not checked; *escaped says whether it had a
 * backslash. */
static const char *
skip_string_loose (const char *p,
                   const char *end,
                   gboolean   *escaped)
{
  for (p++; p < end; p++)
    {
      if (*p == '"')
        return p + 1;
      if (*p == '\\')
        {
          *escaped = TRUE;
          p++;
        }
    }
  return NULL;
}

static gboolean
is_loose_special (char c)
{
  switch (c)
    {
    case '"': case '\'': case '/': case '[': case ']': case '{': case '}':
      return TRUE;
    default:
      return FALSE;
    }
}

/* The first byte from @p that the loose scan looks at: a long `series` is
 * mostly digits, skipped 16 at a time. With 0x20 or'ed in, [ ] become { }
 * and only a few control bytes come along (looked at, then passed). */
static const char *
next_loose_special (const char *p,
                    const char *end)
{
#ifdef __SSE2__
  const __m128i case_bit = _mm_set1_epi8 (0x20);
  const __m128i quote = _mm_set1_epi8 ('"');
  const __m128i apostrophe = _mm_set1_epi8 ('\'');
  const __m128i slash = _mm_set1_epi8 ('/');
  const __m128i open = _mm_set1_epi8 ('{');
  const __m128i close = _mm_set1_epi8 ('}');

  while (end - p >= 16)
    {
      __m128i v = _mm_or_si128 (_mm_loadu_si128 ((const __m128i *) (const void *) p), case_bit);
      __m128i hit = _mm_or_si128 (_mm_or_si128 (_mm_cmpeq_epi8 (v, quote), _mm_cmpeq_epi8 (v, apostrophe)),
                                  _mm_or_si128 (_mm_cmpeq_epi8 (v, slash),
                                                _mm_or_si128 (_mm_cmpeq_epi8 (v, open),
                                                              _mm_cmpeq_epi8 (v, close))));
      int mask = _mm_movemask_epi8 (hit);

      if (mask != 0)
        return p + __builtin_ctz ((unsigned int) mask);
      p += 16;
    }
#endif
  while (p < end && !is_loose_special (*p))
    p++;
  return p;
}

/* Told about every 4 MiB scanned (gp_json_scan_member_full()). */
#define SCAN_PROGRESS_STEP (4 * 1024 * 1024)

typedef struct
{
  const char         *data;
  GpJsonScanProgress  progress;
  gpointer            user_data;
  const char         *reported;
} Scan;

/* Balanced brackets outside strings. Comments and single quotes (json-glib
 * reads both) would hide the structure: give up on them. */
static const char *
skip_value_loose (const char *p,
                  const char *end,
                  guint       depth,
                  Scan       *scan)
{
  guint level = 0;
  gboolean escaped = FALSE;

  if (p >= end)
    return NULL;
  if (*p == '"')
    return skip_string_loose (p, end, &escaped);
  if (*p != '[' && *p != '{')
    {
      while (p < end && *p != ',' && *p != '}' && *p != ']' && *p != ' ' &&
             *p != '\n' && *p != '\r' && *p != '\t' && *p != '"' && *p != '/' &&
             *p != '\'' && *p != '[' && *p != '{')
        p++;
      return p;
    }

  while (p < end)
    {
      switch (*p)
        {
        case '[':
        case '{':
          if (depth + ++level > GP_JSON_TEXT_MAX_DEPTH)
            return NULL;
          p++;
          break;
        case ']':
        case '}':
          p++;
          if (--level == 0)
            return p;
          break;
        case '"':
          if (!(p = skip_string_loose (p, end, &escaped)))
            return NULL;
          break;
        case '/':
        case '\'':
          return NULL;
        default:
          /* At most a step at a time, for the progress. */
          p = next_loose_special (p + 1, end - p > SCAN_PROGRESS_STEP ? p + SCAN_PROGRESS_STEP : end);
          if (scan->progress != NULL && p - scan->reported >= SCAN_PROGRESS_STEP)
            {
              scan->reported = p;
              scan->progress (p - scan->data, scan->user_data);
            }
          break;
        }
    }
  return NULL;
}

GpJsonScanResult
gp_json_scan_member (const char *data,
                     gsize       len,
                     const char *key,
                     gsize      *value_start,
                     gsize      *value_end)
{
  return gp_json_scan_member_full (data, len, key, value_start, value_end, NULL, NULL);
}

GpJsonScanResult
gp_json_scan_member_full (const char         *data,
                          gsize               len,
                          const char         *key,
                          gsize              *value_start,
                          gsize              *value_end,
                          GpJsonScanProgress  progress,
                          gpointer            user_data)
{
  const char *end = data + len;
  const char *p;
  gsize key_len;
  gboolean found = FALSE;
  Scan scan = { data, progress, user_data, data };

  g_return_val_if_fail (data != NULL || len == 0, GP_JSON_SCAN_UNSURE);
  g_return_val_if_fail (key != NULL, GP_JSON_SCAN_UNSURE);
  g_return_val_if_fail (value_start != NULL && value_end != NULL, GP_JSON_SCAN_UNSURE);

  key_len = strlen (key);
  p = _gp_json_text_skip_ws (data, end);
  if (p >= end || *p != '{')
    return GP_JSON_SCAN_UNSURE;
  p = _gp_json_text_skip_ws (p + 1, end);
  if (p < end && *p == '}')
    return _gp_json_text_skip_ws (p + 1, end) == end ? GP_JSON_SCAN_ABSENT : GP_JSON_SCAN_UNSURE;

  for (;;)
    {
      const char *name = p;
      const char *after;
      gboolean escaped = FALSE;
      gboolean match;

      if (p >= end || *p != '"' || !(p = skip_string_loose (p, end, &escaped)))
        return GP_JSON_SCAN_UNSURE;
      /* An escaped key may spell @key in another way. */
      if (escaped)
        return GP_JSON_SCAN_UNSURE;
      match = (gsize) (p - name) == key_len + 2 && memcmp (name + 1, key, key_len) == 0;

      p = _gp_json_text_skip_ws (p, end);
      if (p >= end || *p != ':')
        return GP_JSON_SCAN_UNSURE;
      p = _gp_json_text_skip_ws (p + 1, end);
      if (!(after = skip_value_loose (p, end, 1, &scan)) || after == p)
        return GP_JSON_SCAN_UNSURE;
      if (match)
        {
          if (found)
            return GP_JSON_SCAN_UNSURE;
          found = TRUE;
          *value_start = p - data;
          *value_end = after - data;
        }

      p = _gp_json_text_skip_ws (after, end);
      if (p < end && *p == ',')
        {
          p = _gp_json_text_skip_ws (p + 1, end);
          continue;
        }
      if (p < end && *p == '}')
        break;
      return GP_JSON_SCAN_UNSURE;
    }

  if (_gp_json_text_skip_ws (p + 1, end) != end)
    return GP_JSON_SCAN_UNSURE;
  return found ? GP_JSON_SCAN_FOUND : GP_JSON_SCAN_ABSENT;
}
