/* gp-tracer-log-private.h: what the tracer-log parse's files share: character classes, quotes, heads
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

#include <string.h>

#include "gp-tracer-field.h"
#include "gp-tracer-log.h"
#include "gp-tracer-simd.h"

G_BEGIN_DECLS

/* Character classes, one table lookup per byte on the hot path. */
enum
{
  C_SPACE = 1 << 0,     /* \s */
  C_DIGIT = 1 << 1,
  C_UPPER = 1 << 2,
  C_HEX = 1 << 3,
  C_KIND = 1 << 4,      /* record kinds: [a-z0-9-] */
  C_KEY_STOP = 1 << 5,  /* '=' ',' ';' */
  C_VAL_STOP = 1 << 6,  /* ',' ';' */
  C_SEP = 1 << 7,       /* between fields: ',' ';' and \s */
  C_CATEGORY = 1 << 8,  /* a category in capitals: [A-Z_] */
  C_CLOSE = 1 << 9,     /* ')', the end of a field's type */
};

static const guint16 gp_tracer_ctype[256] = {
  [' '] = C_SPACE | C_SEP,
  ['\t'] = C_SPACE | C_SEP,
  ['\n'] = C_SPACE | C_SEP,
  ['\v'] = C_SPACE | C_SEP,
  ['\f'] = C_SPACE | C_SEP,
  ['\r'] = C_SPACE | C_SEP,
  ['0' ... '9'] = C_DIGIT | C_HEX | C_KIND,
  ['A' ... 'F'] = C_UPPER | C_HEX | C_CATEGORY,
  ['G' ... 'Z'] = C_UPPER | C_CATEGORY,
  ['_'] = C_CATEGORY,
  [')'] = C_CLOSE,
  ['a' ... 'f'] = C_HEX | C_KIND,
  ['g' ... 'z'] = C_KIND,
  ['-'] = C_KIND,
  ['='] = C_KEY_STOP,
  [','] = C_KEY_STOP | C_VAL_STOP | C_SEP,
  [';'] = C_KEY_STOP | C_VAL_STOP | C_SEP,
};

#define GP_TRACER_IS(c, cls) ((gp_tracer_ctype[(guchar) (c)] & (cls)) != 0)

static inline gboolean
is_space (char c)
{
  return GP_TRACER_IS (c, C_SPACE);
}

static inline gboolean
is_digit (char c)
{
  return GP_TRACER_IS (c, C_DIGIT);
}

static inline gboolean
is_upper (char c)
{
  return GP_TRACER_IS (c, C_UPPER);
}

static inline gboolean
is_hex (char c)
{
  return GP_TRACER_IS (c, C_HEX);
}

/* The closing quote of a quoted value that starts at @p (after its opening
 * quote), backslash escapes skipped (*@escaped set when there is one). */
static inline const char *
_gp_tracer_find_closing_quote (const char *p,
                               const char *end,
                               gboolean   *escaped)
{
  while (p < end)
    {
      if (*p == '\\')
        {
          *escaped = TRUE;
          p += 2;
          continue;
        }
      if (*p == '"')
        return p;
      p++;
    }
  return NULL;
}

/* The first byte in [p, end) of class @cls, 8 bytes at a time while 8 are left: a byte equal to
 * @c is found by the zero-byte test on word ^ c (its lowest hit is exact, a borrow only makes
 * hits above it); the classes here are one to three bytes each. */
#define GP_SWAR_ONES G_GUINT64_CONSTANT (0x0101010101010101)
#define GP_SWAR_HIGHS G_GUINT64_CONSTANT (0x8080808080808080)

static inline guint64
_gp_swar_eq (guint64 word,
             guchar  c)
{
  guint64 t = word ^ (GP_SWAR_ONES * c);

  return (t - GP_SWAR_ONES) & ~t & GP_SWAR_HIGHS;
}

static inline const char *
_gp_tracer_scan_to (const char *p,
                    const char *end,
                    guchar      c1,
                    guchar      c2,
                    guchar      c3,
                    guint       cls)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  while (end - p >= 8)
    {
      guint64 word;
      guint64 hits;

      memcpy (&word, p, 8);
      hits = _gp_swar_eq (word, c1) | _gp_swar_eq (word, c2) | _gp_swar_eq (word, c3);
      if (hits != 0)
        return p + (__builtin_ctzll (hits) >> 3);
      p += 8;
    }
#endif
  while (p < end && !GP_TRACER_IS (*p, cls))
    p++;
  return p;
}

/* The next field of a record's body from *@pos (gp_tracer_field_iter_next()), inline for the
 * aggregator's one pass over a record (_gp_aggregator_collect_fields()). */
static inline gboolean
_gp_tracer_field_scan (const char    **pos,
                       const char     *end,
                       GpTracerField  *field)
{
  const char *p = *pos;
  const char *start;

  while (p < end && GP_TRACER_IS (*p, C_SEP))
    p++;
  if (p >= end)
    goto done;

  /* key */
  start = p;
  p = _gp_tracer_scan_to (p, end, '=', ',', ';', C_KEY_STOP);
  if (p >= end || *p != '=' || p == start)
    goto done;
  field->key.ptr = start;
  field->key.len = p - start;
  p++;

  /* (type) */
  if (p >= end || *p != '(')
    goto done;
  start = ++p;
  p = _gp_tracer_scan_to (p, end, ')', ')', ')', C_CLOSE);
  if (p >= end)
    goto done;
  field->type.ptr = start;
  field->type.len = p - start;
  p++;

  /* value */
  field->quoted = FALSE;
  field->escaped = FALSE;
  field->int_type = FALSE;
  field->has_uint = FALSE;
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
          *pos = close + 1;
          return TRUE;
        }
      /* An unterminated quote reads as raw text. */
    }
  start = p;
  p = _gp_tracer_scan_to (p, end, ',', ';', ';', C_VAL_STOP);
  field->value.ptr = start;
  field->value.len = p - start;
  *pos = p;
  return TRUE;

done:
  *pos = end;
  return FALSE;
}

/* 2, 4 and 8 bytes from anywhere; of a string literal, a constant. */
static inline guint16
_gp_load16 (const char *p)
{
  guint16 v;

  memcpy (&v, p, sizeof v);
  return v;
}

static inline guint32
_gp_load32 (const char *p)
{
  guint32 v;

  memcpy (&v, p, sizeof v);
  return v;
}

static inline guint64
_gp_load64 (const char *p)
{
  guint64 v;

  memcpy (&v, p, sizeof v);
  return v;
}

/* gp_tracer_field_is_int_type() and gp_tracer_field_get_uint64(), inline for the same: each
 * type name compared in a word or two (overlapping when its length is no power of two). */
G_ALWAYS_INLINE static inline gboolean
_gp_tracer_is_int_type (GpSlice t)
{
  const char *p = t.ptr;

  switch (t.len)
    {
    case 3:
      return _gp_load16 (p) == _gp_load16 ("in") && p[2] == 't';
    case 4:
      return _gp_load32 (p) == _gp_load32 ("uint") || _gp_load32 (p) == _gp_load32 ("gint");
    case 5:
      return _gp_load32 (p) == _gp_load32 ("guin") && p[4] == 't';
    case 6:
      return _gp_load32 (p) == _gp_load32 ("gint") && _gp_load16 (p + 4) == _gp_load16 ("64");
    case 7:
      return _gp_load32 (p) == _gp_load32 ("guin") && _gp_load32 (p + 3) == _gp_load32 ("nt64");
    case 14:
      return _gp_load64 (p) == _gp_load64 ("GstBuffe") && _gp_load64 (p + 6) == _gp_load64 ("ferFlags");
    case 15:
      return _gp_load64 (p) == _gp_load64 ("GstPadDi") && _gp_load64 (p + 7) == _gp_load64 ("irection");
    default:
      return FALSE;
    }
}

/* Up to 19 plain digits cannot overflow: the common case, without checks. */
G_ALWAYS_INLINE static inline gboolean
_gp_tracer_parse_digits (GpSlice  text,
                         guint64 *value)
{
  guint64 v = 0;
  gsize i = 0;

  if (text.len == 0 || text.len > 19)
    return FALSE;
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  if (text.len > 8 && text.len <= 16)
    {
      /* the first len - 8 digits: their word shifted up, '0's shifted in before them */
      gsize k = text.len - 8;
      guint64 w, hi, lo;

      memcpy (&w, text.ptr, 8);
      if (k < 8)
        w = _gp_swar_pad_digits (w, (guint) k);
      if (!_gp_swar_digits_word (w, &hi) || !_gp_swar_eight_digits (text.ptr + k, &lo))
        return FALSE;
      *value = hi * 100000000 + lo;
      return TRUE;
    }
#endif
  if (text.len >= 8)
    {
      if (!_gp_swar_eight_digits (text.ptr, &v))
        return FALSE;
      i = 8;
    }
  for (; i < text.len; i++)
    {
      guint d = (guchar) text.ptr[i] - '0';

      if (d > 9)
        return FALSE;
      v = v * 10 + d;
    }
  *value = v;
  return TRUE;
}

G_ALWAYS_INLINE static inline gboolean
_gp_tracer_field_uint64 (const GpTracerField *field,
                         guint64             *value)
{
  if (field->has_uint)
    {
      *value = field->uint;
      return TRUE;
    }
  if (!field->escaped && (field->int_type || _gp_tracer_is_int_type (field->type)) &&
      _gp_tracer_parse_digits (field->value, value))
    return TRUE;
  return gp_tracer_field_get_uint64 (field, value);
}

/* Head: <H:MM:SS.fraction> <pid> <0xthread> <LEVEL> <CATEGORY> <rest> */

static inline gboolean
skip_spaces1 (const char **pp,
              const char  *end)
{
  const char *p = *pp;

  if (p >= end || !is_space (*p))
    return FALSE;
  /* GStreamer pads the category to 20 columns: skip spaces 8 at a time. */
  while (end - p >= 8)
    {
      guint64 word;

      memcpy (&word, p, 8);
      if (word != G_GUINT64_CONSTANT (0x2020202020202020))
        break;
      p += 8;
    }
  while (p < end && is_space (*p))
    p++;
  *pp = p;
  return TRUE;
}

static inline gboolean
read_uint (const char **pp,
           const char  *end,
           guint64     *value)
{
  const char *p = *pp;
  guint64 v = 0;

  if (p >= end || !is_digit (*p))
    return FALSE;
  while (p < end && is_digit (*p))
    v = v * 10 + (guint64) (*p++ - '0');
  *value = v;
  *pp = p;
  return TRUE;
}

/* GStreamer's own H:MM:SS.NNNNNNNNN (GST_TIME_FORMAT, an hour of one digit): no loops. */
G_ALWAYS_INLINE static inline gboolean
parse_timestamp_fixed (const char **pp,
                       const char  *end,
                       guint64     *wall_ns)
{
  const guchar *p = (const guchar *) *pp;
  guint64 frac;

  if (end - *pp < 17 || (end - *pp > 17 && is_digit (p[17])) || !is_digit (p[16]))
    return FALSE;
#ifdef GP_TRACER_SSE2
  {
    /* the first 16 bytes at once: a digit everywhere but the ':', ':' and '.' */
    const __m128i seps = _mm_setr_epi8 (0, -1, 0, 0, -1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m128i want = _mm_setr_epi8 (0, ':', 0, 0, ':', 0, 0, '.', 0, 0, 0, 0, 0, 0, 0, 0);
    __m128i v = _gp_simd_load (*pp);
    __m128i d = _mm_sub_epi8 (v, _mm_set1_epi8 ('0'));
    __m128i digit = _mm_cmpeq_epi8 (_mm_min_epu8 (d, _mm_set1_epi8 (9)), d);
    __m128i ok = _mm_or_si128 (_mm_andnot_si128 (seps, digit), _mm_and_si128 (seps, _mm_cmpeq_epi8 (v, want)));
    guint64 w;

    if (_mm_movemask_epi8 (ok) != 0xffff)
      return FALSE;
    memcpy (&w, *pp + 8, 8);
    frac = _gp_swar_digits_value (w);
  }
#else
  if (p[1] != ':' || p[4] != ':' || p[7] != '.' ||
      !(gp_tracer_ctype[p[0]] & gp_tracer_ctype[p[2]] & gp_tracer_ctype[p[3]] & gp_tracer_ctype[p[5]] &
        gp_tracer_ctype[p[6]] & C_DIGIT) ||
      !_gp_swar_eight_digits (*pp + 8, &frac))
    return FALSE;
#endif
  frac = frac * 10 + (guint64) (p[16] - '0');
  *wall_ns = (((guint64) (p[0] - '0') * 60 + (guint64) ((p[2] - '0') * 10 + (p[3] - '0'))) * 60 +
              (guint64) ((p[5] - '0') * 10 + (p[6] - '0'))) * G_GUINT64_CONSTANT (1000000000) + frac;
  *pp += 17;
  return TRUE;
}

static inline gboolean
parse_timestamp (const char **pp,
                 const char  *end,
                 guint64     *wall_ns)
{
  const char *p = *pp;
  guint64 h, m, s, frac = 0;
  guint n = 0;

  if (parse_timestamp_fixed (pp, end, wall_ns))
    return TRUE;

  if (!read_uint (&p, end, &h) || p >= end || *p++ != ':')
    return FALSE;
  if (!read_uint (&p, end, &m) || p >= end || *p++ != ':')
    return FALSE;
  if (!read_uint (&p, end, &s) || p >= end || *p++ != '.')
    return FALSE;
  if (p >= end || !is_digit (*p))
    return FALSE;

  /* The fraction is right-padded or cut to 9 digits. */
  for (; p < end && is_digit (*p); p++, n++)
    if (n < 9)
      frac = frac * 10 + (guint64) (*p - '0');
  for (; n < 9; n++)
    frac *= 10;

  *wall_ns = ((h * 60 + m) * 60 + s) * G_GUINT64_CONSTANT (1000000000) + frac;
  *pp = p;
  return TRUE;
}

#define GP_TRACER_BUILD_FORMAT "gst_tracer_record_build_format"

/* gp_tracer_log_feed() in three parts, so that a caller with its own line function has it
 * inlined into the loop (the aggregator): the end of a line the chunks before began (the
 * bytes of @data it took are returned), the whole lines, then the start of the next one. */
gsize             _gp_tracer_log_feed_begin    (GpTracerLog      *self,
                                                const char       *data,
                                                gsize             len,
                                                GpTracerLineFunc  func,
                                                gpointer          user_data);
void              _gp_tracer_log_feed_end      (GpTracerLog      *self,
                                                const char       *rest,
                                                gsize             len);

G_ALWAYS_INLINE static inline void
_gp_tracer_log_feed_lines (GpTracerLog      *self,
                           const char       *data,
                           gsize             len,
                           GpTracerLineFunc  func,
                           gpointer          user_data)
{
  const char *end = data + len;
  const char *p;

  if (len == 0)
    return;
  p = data + _gp_tracer_log_feed_begin (self, data, len, func, user_data);
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));

      if (nl == NULL)
        {
          _gp_tracer_log_feed_end (self, p, (gsize) (end - p));
          break;
        }
      if ((gsize) (nl - p) > GP_TRACER_LOG_MAX_LINE)
        func (NULL, 0, user_data);
      else
        func (p, (gsize) (nl - p), user_data);
      p = nl + 1;
    }
}

/* The tokenizer's state (gp-tracer-log.c), here so that the commonest line is parsed inline in
 * the aggregator's line loop (_gp_tracer_log_parse()). */
#define HEAD_CACHE_MAX 128
#define HEAD_CACHE_N 8
#define KIND_CACHE_N 64   /* a power of two */
#define KIND_CACHE_MAX 31
#define KIND_MEMO_N 64    /* a power of two */
#define KIND_MEMO_SPACES 8
#define LINE_MEMO_N 128   /* a power of two */
#define LINE_MEMO_MAX 112
G_STATIC_ASSERT (KIND_CACHE_N <= GP_TRACER_KIND_HINTS);

/* Where a head's thread, level and category are, from its start. */
typedef struct
{
  guint8  thread_at, thread_len, level_at, level_len, category_at, category_len;
} HeadSpans;

typedef struct
{
  char      bytes[HEAD_CACHE_MAX];
  guint8    len;   /* 0: none */
  HeadSpans spans;
} HeadCache;

typedef struct
{
  char          bytes[KIND_CACHE_MAX + 1];  /* the kind and its ',' */
  guint8        len;                        /* of the kind; 0: none */
  GpRecordKind  kind;
} KindCache;

/* A kind as a line spells it, its ',' and the spaces after it: a line whose bytes after its head
 * are these, then no space, has that kind and its body right after them. */
typedef struct
{
  char          bytes[KIND_CACHE_MAX + 1 + KIND_MEMO_SPACES];
  guint8        len;       /* of bytes; 0: none */
  guint8        kind_len;
  guint8        slot;      /* in the kind cache, the line's kind_hint */
  GpRecordKind  kind;
} KindMemo;

/* A head and a kind memo the fast path took one after the other, as one run: a line whose bytes
 * after its time are these, then no space, has both, so it parses as that head and that kind. */
typedef struct
{
  char          bytes[LINE_MEMO_MAX];
  guint8        len;       /* of bytes; 0: none */
  guint8        kind_at;   /* the head's length */
  guint8        kind_len;
  guint8        slot;      /* in the kind cache, the line's kind_hint */
  HeadSpans     spans;
  GpRecordKind  kind;
} LineMemo;

struct _GpTracerLog
{
  GByteArray *pending;    /* the start of a line that spans chunks */
  gboolean    dropping;   /* the pending line grew past GP_TRACER_LOG_MAX_LINE */
  GByteArray *scratch;    /* a line with its colour codes removed */
  guint64     last_wall;  /* the last line's time, for a record with neither head nor ts */
  /* The heads of the last plain records (one per thread of the last few), after their time
   * up to their kind, and where thread, level and category are in them: a line whose bytes
   * there are one of these, then a kind's first byte, parses the same, so it is compared
   * instead of being parsed again. Each is looked for first in a slot its thread's bytes pick. */
  HeadCache   heads[HEAD_CACHE_N];
  guint       next_head;  /* the one to replace when a head's own slot is taken */
  /* Kinds seen, by a hash of their length and three of their bytes: a kind that is one of
   * these (its ',' included) needs neither its scan nor its lookup. */
  KindCache   kinds[KIND_CACHE_N];
  /* The kinds the fast path took, by a hash of the 16 bytes from their first one: one compare
   * with no scan for the ',' (a line with fewer bytes there goes the kind cache's way). */
  KindMemo    memos[KIND_MEMO_N];
  /* The `H:MM:SS.` of the last fixed-form time the fast path read, as a word, and its value: a
   * line with the same 8 bytes there has only its fraction read (and its digits checked).
   * 0: none (those bytes hold ':' and '.', never eight NULs). */
  guint64     time_word;
  guint64     time_secs_ns;
  /* Heads and kinds taken together, by a hash of the thread's bytes and of the 8 bytes where the
   * last one's kind began (lines of a log have heads of one length, most often: a line whose
   * head is longer or shorter looks in another slot, and finds what it finds by its bytes). */
  LineMemo    lines[LINE_MEMO_N];
  gsize       line_kind_at;
};

/* parse_timestamp_fixed(), for the fast path: the lines of a second share their first 8 bytes,
 * checked and read once; the rest of the time is checked as parse_timestamp_fixed() does. */
G_ALWAYS_INLINE static inline gboolean
parse_time_fast (GpTracerLog  *self,
                 const char  **pp,
                 const char   *end,
                 guint64      *wall_ns)
{
  const char *p = *pp;
  guint64 word, frac;

  if (end - p < 17 || (end - p > 17 && is_digit (p[17])) || !is_digit (p[16]))
    return FALSE;
  memcpy (&word, p, 8);
  if (word == self->time_word)
    {
      if (!_gp_swar_eight_digits (p + 8, &frac))
        return FALSE;
      *wall_ns = self->time_secs_ns + frac * 10 + (guint64) (p[16] - '0');
      *pp = p + 17;
      return TRUE;
    }
  if (!parse_timestamp_fixed (pp, end, wall_ns))
    return FALSE;
  self->time_word = word;
  self->time_secs_ns = *wall_ns - *wall_ns % G_GUINT64_CONSTANT (1000000000);
  return TRUE;
}

/* The line memo slot of a line whose head starts at @head, its kind at @kind_at after it (24
 * bytes from @head on and 8 from its kind at least): the thread's bytes, as head_slot(), and the
 * kind's first 8. */
static inline guint
line_memo_slot (const char *head,
                gsize       kind_at)
{
  guint64 a, b, k;

  memcpy (&a, head + 8, 8);
  memcpy (&b, head + 16, 8);
  memcpy (&k, head + kind_at, 8);
  return (guint) ((((a ^ (b * 3)) + k) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> 57);
}

/* What the fast path read, into @out: a head at @at with @spans, its kind at @kind (the kind
 * cache's @slot), its body from @body to before the ';' that ends the line at @end. */
G_ALWAYS_INLINE static inline void
fill_fast (GpTracerLine    *out,
           const char      *at,
           const HeadSpans *spans,
           const char      *kind,
           gsize            kind_len,
           GpRecordKind     record,
           guint            slot,
           const char      *body,
           const char      *end)
{
  out->thread = (GpSlice) { at + spans->thread_at, spans->thread_len };
  out->level = (GpSlice) { at + spans->level_at, spans->level_len };
  out->category = (GpSlice) { at + spans->category_at, spans->category_len };
  out->kind = record;
  out->kind_name = (GpSlice) { kind, kind_len };
  out->kind_hint = slot + 1;
  out->body = (GpSlice) { body, (gsize) ((end - 1) - body) };
  out->pad = (GpSlice) { NULL, 0 };
  out->caps = (GpSlice) { NULL, 0 };
}

/* The start of the fast paths: a line that ends with ';' (spaces after it aside) and starts with
 * GStreamer's own time, read into @out; *@pp then after the time, *@endp at the end trimmed. */
G_ALWAYS_INLINE static inline gboolean
_gp_tracer_log_parse_fast_time (GpTracerLog   *self,
                                const char    *line,
                                gsize          len,
                                const char   **pp,
                                const char   **endp,
                                GpTracerLine  *out)
{
  const char *p = line;
  const char *end = line + len;

  while (end > p && is_space (end[-1]))
    end--;
  if (p == end || end[-1] != ';' || !parse_time_fast (self, &p, end, &out->wall_ns))
    return FALSE;
  *pp = p;
  *endp = end;
  return TRUE;
}

/* The commonest line, inline: a record whose head and kind, after its time, are the line memo's
 * (gp-tracer-log.c). FALSE (@out half written): any other line, for parse_fast() there. */
G_ALWAYS_INLINE static inline gboolean
_gp_tracer_log_parse_memo (GpTracerLog  *self,
                           const char   *line,
                           gsize         len,
                           GpTracerLine *out)
{
  const char *p;
  const char *end;
  const LineMemo *memo;

  if (!_gp_tracer_log_parse_fast_time (self, line, len, &p, &end, out))
    return FALSE;
  if ((gsize) (end - p) < MAX (self->line_kind_at + 8, 24))
    return FALSE;
  memo = &self->lines[line_memo_slot (p, self->line_kind_at)];
  if (memo->len == 0 || (gsize) (end - p) <= memo->len || !_gp_simd_equal (p, memo->bytes, memo->len) ||
      is_space (p[memo->len]))
    return FALSE;
  fill_fast (out, p, &memo->spans, p + memo->kind_at, memo->kind_len, memo->kind, memo->slot, p + memo->len, end);
  return TRUE;
}

/* gp_tracer_log_parse_line() without its checks of the caller's arguments (the aggregator's
 * line loop: @self and @out are its own, @line NULL only with @len 0). */
GpTracerLineType  _gp_tracer_log_parse_slow    (GpTracerLog  *self,
                                                const char   *line,
                                                gsize         len,
                                                GpTracerLine *out);

G_ALWAYS_INLINE static inline GpTracerLineType
_gp_tracer_log_parse (GpTracerLog  *self,
                      const char   *line,
                      gsize         len,
                      GpTracerLine *out)
{
  if (len > 0 && _gp_tracer_log_parse_memo (self, line, len, out))
    {
      self->last_wall = out->wall_ns;
      return GP_TRACER_LINE_RECORD;
    }
  return _gp_tracer_log_parse_slow (self, line, len, out);
}

/* gp-tracer-log.c: the parts of a line after its head. */
GpTracerLineType  _gp_tracer_parse_record      (const char   *p,
                                                const char   *end,
                                                GpTracerLine *out);
GpTracerLineType  _gp_tracer_parse_caps_event  (const char   *p,
                                                const char   *end,
                                                GpTracerLine *out);
/* A line with GStreamer's head at its start; @self (NULL: none) remembers its head. */
GpTracerLineType  _gp_tracer_log_parse_plain   (GpTracerLog  *self,
                                                const char   *line,
                                                gsize         len,
                                                GpTracerLine *out);

/* gp-tracer-log-prefix.c: a line whose head is behind a prefix, or that has none (its time
 * then its ts, else @last_wall). */
GpTracerLineType  _gp_tracer_log_parse_prefixed (guint64       last_wall,
                                                 const char   *line,
                                                 gsize         len,
                                                 GpTracerLine *out);
/* @line without its ANSI escape sequences, into @scratch. */
void              _gp_tracer_strip_colour      (GByteArray   *scratch,
                                                const char   *line,
                                                gsize         len);

G_END_DECLS
