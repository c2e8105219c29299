/* gp-tracer-simd.h: 16 bytes at a time for the tracer-log parse: byte runs compared, value ends found
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

#include <glib.h>

/* GP_TRACER_SCALAR (a test build) leaves the SSE2 paths out: the plain loops every machine without
 * SSE2 runs (aarch64 among them) are then tested on this one. */
#if defined (__SSE2__) && !defined (GP_TRACER_SCALAR)
# define GP_TRACER_SSE2 1
# include <emmintrin.h>
#endif

G_BEGIN_DECLS

/* The hot loops of the tracer-log parse (gp-tracer-log.c, gp-aggregator-fields.c) compare a line's
 * bytes with remembered ones (a head, a kind, a field's `key=(type)`) and look for the end of an
 * unquoted value (',' or ';'). Both are done 16 bytes at a time with SSE2, the x86-64 baseline;
 * other machines get the plain loops. Numbers (a line's time, a record's ts) are read eight
 * digits at a time in a 64-bit word (little-endian machines; others a digit at a time). Every load stays inside the [p, end) range it is given:
 * a short tail is read with overlapping loads, or byte by byte, never past the end, so a line
 * at the end of a mapping is read no further than its last byte. */

#ifdef GP_TRACER_SSE2
/* 16 bytes from anywhere (an unaligned load). */
static inline __m128i
_gp_simd_load (const char *p)
{
  __m128i v;

  memcpy (&v, p, sizeof v);
  return v;
}
#endif

/* Whether the @len bytes at @a and @b are the same. */
G_ALWAYS_INLINE static inline gboolean
_gp_simd_equal (const char *a,
                const char *b,
                gsize       len)
{
#ifdef GP_TRACER_SSE2
  if (len >= 16 && len <= 32)
    {
      /* the first 16 and the last 16 (overlapping): no loop */
      __m128i diff = _mm_or_si128 (_mm_xor_si128 (_gp_simd_load (a), _gp_simd_load (b)),
                                   _mm_xor_si128 (_gp_simd_load (a + len - 16), _gp_simd_load (b + len - 16)));

      return _mm_movemask_epi8 (_mm_cmpeq_epi8 (diff, _mm_setzero_si128 ())) == 0xffff;
    }
  if (len > 32 && len <= 64)
    {
      /* a line's head, most often: the first 32 and the last 32, no loop */
      __m128i diff = _mm_or_si128 (_mm_or_si128 (_mm_xor_si128 (_gp_simd_load (a), _gp_simd_load (b)),
                                                 _mm_xor_si128 (_gp_simd_load (a + 16), _gp_simd_load (b + 16))),
                                   _mm_or_si128 (_mm_xor_si128 (_gp_simd_load (a + len - 32), _gp_simd_load (b + len - 32)),
                                                 _mm_xor_si128 (_gp_simd_load (a + len - 16), _gp_simd_load (b + len - 16))));

      return _mm_movemask_epi8 (_mm_cmpeq_epi8 (diff, _mm_setzero_si128 ())) == 0xffff;
    }
  if (len > 64)
    {
      gsize i = 0;
      __m128i diff = _mm_setzero_si128 ();

      for (; i + 16 <= len; i += 16)
        diff = _mm_or_si128 (diff, _mm_xor_si128 (_gp_simd_load (a + i),
                                                  _gp_simd_load (b + i)));
      if (i < len)
        diff = _mm_or_si128 (diff, _mm_xor_si128 (_gp_simd_load (a + len - 16),
                                                  _gp_simd_load (b + len - 16)));
      return _mm_movemask_epi8 (_mm_cmpeq_epi8 (diff, _mm_setzero_si128 ())) == 0xffff;
    }
#endif
  if (len >= 8)
    {
      guint64 x, y, u, v;

      /* 8 to 15 bytes: two overlapping words. */
      memcpy (&x, a, 8);
      memcpy (&y, b, 8);
      memcpy (&u, a + len - 8, 8);
      memcpy (&v, b + len - 8, 8);
      if (len <= 16)
        return ((x ^ y) | (u ^ v)) == 0;
      return x == y && u == v && memcmp (a + 8, b + 8, len - 16) == 0;
    }
  if (len >= 4)
    {
      guint32 x, y, u, v;

      memcpy (&x, a, 4);
      memcpy (&y, b, 4);
      memcpy (&u, a + len - 4, 4);
      memcpy (&v, b + len - 4, 4);
      return ((x ^ y) | (u ^ v)) == 0;
    }
  for (gsize i = 0; i < len; i++)
    if (a[i] != b[i])
      return FALSE;
  return TRUE;
}

/* The first ',' or ';' in [p, end), or end. */
G_ALWAYS_INLINE static inline const char *
_gp_simd_find_value_end (const char *p,
                         const char *end)
{
#ifdef GP_TRACER_SSE2
  const __m128i comma = _mm_set1_epi8 (',');
  const __m128i semicolon = _mm_set1_epi8 (';');

  while (end - p >= 16)
    {
      __m128i chunk = _gp_simd_load (p);
      int hits = _mm_movemask_epi8 (_mm_or_si128 (_mm_cmpeq_epi8 (chunk, comma),
                                                  _mm_cmpeq_epi8 (chunk, semicolon)));

      if (hits != 0)
        return p + __builtin_ctz ((unsigned) hits);
      p += 16;
    }
#endif
  while (p < end && *p != ',' && *p != ';')
    p++;
  return p;
}

#if G_BYTE_ORDER == G_LITTLE_ENDIAN
/* The value of the 8 ASCII digits in @v, the first (the most significant) in its lowest byte,
 * known to be digits. */
G_ALWAYS_INLINE static inline guint64
_gp_swar_digits_value (guint64 v)
{
  v -= G_GUINT64_CONSTANT (0x3030303030303030);
  v = v * 10 + (v >> 8);  /* pairs of digits in every other byte */
  return (((v & G_GUINT64_CONSTANT (0x000000ff000000ff)) * G_GUINT64_CONSTANT (0x000f424000000064)) +
          (((v >> 16) & G_GUINT64_CONSTANT (0x000000ff000000ff)) * G_GUINT64_CONSTANT (0x0000271000000001))) >> 32;
}

/* The 8 ASCII digits in @v, the first (the most significant) in its lowest byte, into *@value;
 * FALSE when one of them is no digit. */
G_ALWAYS_INLINE static inline gboolean
_gp_swar_digits_word (guint64  v,
                      guint64 *value)
{
  /* each byte 0x30..0x39: its high nibble 3, and adding 6 leaves it 3 */
  if (((v & G_GUINT64_CONSTANT (0xf0f0f0f0f0f0f0f0)) |
       (((v + G_GUINT64_CONSTANT (0x0606060606060606)) & G_GUINT64_CONSTANT (0xf0f0f0f0f0f0f0f0)) >> 4)) !=
      G_GUINT64_CONSTANT (0x3333333333333333))
    return FALSE;
  *value = _gp_swar_digits_value (v);
  return TRUE;
}

/* The bytes of @v that are no ASCII digit: non-zero there, zero in the digits' bytes (each byte
 * on its own, no carry between them). */
G_ALWAYS_INLINE static inline guint64
_gp_swar_nondigits (guint64 v)
{
  return ((v & G_GUINT64_CONSTANT (0xf0f0f0f0f0f0f0f0)) ^ G_GUINT64_CONSTANT (0x3030303030303030)) |
         (((v & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) + G_GUINT64_CONSTANT (0x0606060606060606)) &
          G_GUINT64_CONSTANT (0xf0f0f0f0f0f0f0f0));
}

/* The @n (1 to 7) lowest bytes of @v moved up, '0's before them: n digits as the same number in 8. */
G_ALWAYS_INLINE static inline guint64
_gp_swar_pad_digits (guint64 v,
                     guint   n)
{
  return (v << ((8 - n) * 8)) | (G_GUINT64_CONSTANT (0x3030303030303030) >> (n * 8));
}

/* How many of @v's bytes, from its lowest, are digits (0 to 8), and their value. */
G_ALWAYS_INLINE static inline guint
_gp_swar_leading_digits (guint64  v,
                         guint64 *value)
{
  guint64 nd = _gp_swar_nondigits (v);
  guint n = nd != 0 ? (guint) __builtin_ctzll (nd) / 8 : 8;

  if (n > 0 && n < 8)
    v = _gp_swar_pad_digits (v, n);
  *value = n > 0 ? _gp_swar_digits_value (v) : 0;
  return n;
}
#endif

/* The 8 ASCII digits at @p (the first the most significant) into *@value; FALSE when one of
 * them is no digit. */
G_ALWAYS_INLINE static inline gboolean
_gp_swar_eight_digits (const char *p,
                       guint64    *value)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  guint64 v;

  memcpy (&v, p, 8);
  return _gp_swar_digits_word (v, value);
#else
  guint64 v = 0;

  for (guint i = 0; i < 8; i++)
    {
      guint d = (guchar) p[i] - '0';

      if (d > 9)
        return FALSE;
      v = v * 10 + d;
    }
  *value = v;
  return TRUE;
#endif
}

G_END_DECLS
