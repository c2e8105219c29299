/* gp-tracer-log-private.h: what gp-tracer-log.c and gp-tracer-field.c share: character classes, quotes
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
};

static const guint8 gp_tracer_ctype[256] = {
  [' '] = C_SPACE | C_SEP,
  ['\t'] = C_SPACE | C_SEP,
  ['\n'] = C_SPACE | C_SEP,
  ['\v'] = C_SPACE | C_SEP,
  ['\f'] = C_SPACE | C_SEP,
  ['\r'] = C_SPACE | C_SEP,
  ['0' ... '9'] = C_DIGIT | C_HEX | C_KIND,
  ['A' ... 'F'] = C_UPPER | C_HEX,
  ['G' ... 'Z'] = C_UPPER,
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

G_END_DECLS
