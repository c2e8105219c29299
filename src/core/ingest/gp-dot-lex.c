/* gp-dot-lex.c: the tokens of a GStreamer dot dump: logical lines, ids, quoted strings, attribute lists, labels
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

#include "gp-dot-private.h"

/* A statement spans at most this many physical lines (the legend node
 * takes 6); past it, a quote or `[` that never closes is junk. */
#define MAX_JOINED_LINES 32

/* Splits the text into logical lines: a newline inside a quoted string or
 * an open `[…]` attribute list does not end the statement, unless the
 * statement runs away, in which case it ends at its first newline and the
 * reading starts again from there. */
GPtrArray *
_gp_dot_lex_lines (const char *text)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  const char *start = text;
  const char *first_nl = NULL;
  const char *p = text;
  gboolean in_quote = FALSE;
  int brackets = 0;
  guint joined = 0;

  for (;;)
    {
      gboolean open = in_quote || brackets > 0;

      if (open && ((*p == '\n' && ++joined > MAX_JOINED_LINES) ||
                   (*p == '\0' && first_nl != NULL)))
        {
          g_ptr_array_add (lines, g_strndup (start, first_nl - start));
          p = start = first_nl + 1;
          first_nl = NULL;
          in_quote = FALSE;
          brackets = 0;
          joined = 0;
          continue;
        }

      if (*p == '\0' || (*p == '\n' && !open))
        {
          g_ptr_array_add (lines, g_strndup (start, p - start));
          if (*p == '\0')
            break;
          start = ++p;
          first_nl = NULL;
          joined = 0;
          continue;
        }

      if (*p == '\n' && first_nl == NULL)
        first_nl = p;

      if (in_quote)
        {
          if (*p == '\\' && p[1] != '\0' && p[1] != '\n')
            p++;
          else if (*p == '"')
            in_quote = FALSE;
        }
      else if (*p == '"')
        in_quote = TRUE;
      else if (*p == '[')
        brackets++;
      else if (*p == ']' && brackets > 0)
        brackets--;

      p++;
    }

  return lines;
}

const char *
_gp_dot_lex_skip_space (const char *p)
{
  while (g_ascii_isspace (*p))
    p++;
  return p;
}

gboolean
_gp_dot_lex_is_id_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '.' || (guchar) c >= 0x80;
}

/* Reads a quoted string at *p (which points at the opening quote) and
 * returns its raw content: escapes are kept as written. */
char *
_gp_dot_lex_quoted (const char **p)
{
  const char *s = *p + 1;
  const char *start = s;

  g_assert (**p == '"');

  while (*s != '\0' && *s != '"')
    {
      if (*s == '\\' && s[1] != '\0')
        s++;
      s++;
    }

  *p = *s == '"' ? s + 1 : s;

  return g_strndup (start, s - start);
}

/* A node id: a quoted string or a run of id characters. NULL when none. */
char *
_gp_dot_lex_id (const char **p)
{
  const char *s = _gp_dot_lex_skip_space (*p);
  const char *start = s;

  if (*s == '"')
    {
      char *id;

      *p = s;
      id = _gp_dot_lex_quoted (p);
      if (id[0] == '\0')
        g_clear_pointer (&id, g_free);
      return id;
    }

  while (_gp_dot_lex_is_id_char (*s))
    s++;
  *p = s;

  if (s == start)
    return NULL;

  return g_strndup (start, s - start);
}

/* Parses `[k=v, k="v", …]` at p (pointing at `[`) into raw key → value. */
GHashTable *
_gp_dot_lex_attrs (const char *p)
{
  GHashTable *attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_assert (*p == '[');
  p++;

  for (;;)
    {
      const char *kstart;
      char *key;
      char *value = NULL;

      while (g_ascii_isspace (*p) || *p == ',' || *p == ';')
        p++;
      if (*p == '\0' || *p == ']')
        break;

      kstart = p;
      while (*p != '\0' && *p != '=' && *p != ',' && *p != ']' && *p != ';' &&
             !g_ascii_isspace (*p))
        p++;
      if (p == kstart)
        {
          p++;   /* a stray character: skip it */
          continue;
        }
      key = g_strndup (kstart, p - kstart);

      p = _gp_dot_lex_skip_space (p);
      if (*p == '=')
        {
          p = _gp_dot_lex_skip_space (p + 1);
          if (*p == '"')
            value = _gp_dot_lex_quoted (&p);
          else
            {
              const char *vstart = p;

              while (*p != '\0' && *p != ',' && *p != ']' && *p != ';' &&
                     !g_ascii_isspace (*p))
                p++;
              value = g_strndup (vstart, p - vstart);
            }
        }

      if (!g_hash_table_contains (attrs, key))
        g_hash_table_insert (attrs, key, value != NULL ? value : g_strdup (""));
      else
        {
          g_free (key);
          g_free (value);
        }
    }

  return attrs;
}

/* Splits a raw label on the two-character `\n` sequence (and on real
 * newlines, which a dump of a value holding one may contain). */
GStrv
_gp_dot_lex_split_label (const char *label)
{
  GPtrArray *parts = g_ptr_array_new ();
  const char *start = label;

  for (const char *p = label; ; p++)
    {
      if (*p == '\0')
        {
          g_ptr_array_add (parts, g_strndup (start, p - start));
          break;
        }
      if (p[0] == '\\' && p[1] == 'n')
        {
          g_ptr_array_add (parts, g_strndup (start, p - start));
          p++;
          start = p + 1;
        }
      else if (*p == '\n')
        {
          g_ptr_array_add (parts, g_strndup (start, p - start));
          start = p + 1;
        }
      else if (p[0] == '\\' && p[1] != '\0')
        p++;
    }

  g_ptr_array_add (parts, NULL);

  return (GStrv) g_ptr_array_free (parts, FALSE);
}

char *
_gp_dot_lex_strip_brackets (const char *s,
                            char        open,
                            char        close)
{
  gsize len;

  s = _gp_dot_lex_skip_space (s);
  if (*s == open)
    s++;
  len = strlen (s);
  while (len > 0 && g_ascii_isspace (s[len - 1]))
    len--;
  if (len > 0 && s[len - 1] == close)
    len--;

  return g_strstrip (g_strndup (s, len));
}
