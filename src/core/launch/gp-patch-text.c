/* gp-patch-text.c: spelling values, caps and keys the way gst-launch-1.0 reads them
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

/* What a patch writes must read back as the value it means: _gp_patch_quote_value() spells, as one
 * shell word (bare, else in single quotes, else in double quotes), the value itself, then its
 * backslash-escaped and its double-quoted GStreamer spellings, and keeps the first that
 * gp_launch_parse() reads back as that exact value (none: refused). Also the caps head
 * (`media/type(features)`), GLib's canonical property key ('_' → '-'), space skipping around
 * tokens, and user text shortened to one line of 60 characters for messages. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-patch-private.h"

/* A short, one-line rendering of user text for messages. */
char *
_gp_patch_shown (const char *raw)
{
  g_autofree char *text = g_utf8_make_valid (raw, -1);
  GString *out = g_string_new (NULL);
  glong n = 0;

  for (const char *p = text; *p != '\0' && n < 60; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else
        g_string_append_unichar (out, c);
    }
  if (g_utf8_strlen (text, -1) > 60)
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

guint
_gp_patch_skip_spaces (const GpLaunch *launch,
                       guint           pos)
{
  while (pos < launch->length && g_ascii_isspace (launch->text[pos]))
    pos++;
  return pos;
}

guint
_gp_patch_back_spaces (const GpLaunch *launch,
                       guint           pos)
{
  while (pos > 0 && g_ascii_isspace (launch->text[pos - 1]))
    pos--;
  return pos;
}

char *
_gp_patch_canonical_key (const char *key)
{
  return g_strdelimit (g_strdup (key), "_", '-');
}

guint
_gp_patch_caps_head_length (const char *caps)
{
  const char *p = caps;
  const char *mark;

  mark = p;
  while (g_ascii_isalnum (*p) || *p == '-')
    p++;
  if (p == mark || *p != '/')
    return 0;
  mark = ++p;
  while (g_ascii_isalnum (*p) || *p == '-' || *p == '+' || *p == '.' || *p == '_')
    p++;
  if (p == mark)
    return 0;
  if (*p == '(')
    {
      const char *close = strchr (p, ')');

      if (close == NULL || memchr (p, ',', close - p) != NULL)
        return 0;
      p = close + 1;
    }
  if (*p != '\0' && *p != ',' && !g_ascii_isspace (*p))
    return 0;
  return p - caps;
}

/* Characters a bare value may hold as they are. */
static gboolean
is_plain (guchar c)
{
  return g_ascii_isalnum (c) || c >= 0x80 || strchr ("_-.:/+,=@%()", c) != NULL;
}

static gboolean
value_reads_back (const char *text,
                  const char *value)
{
  g_autofree char *probe = g_strdup_printf ("x k=%s", text);
  g_autoptr(GpLaunch) fragment = gp_launch_parse (probe, -1, NULL);
  const GpLaunchElement *element;
  const GpLaunchProp *prop;

  if (fragment == NULL || gp_launch_get_n_elements (fragment) != 1)
    return FALSE;
  element = gp_launch_get_element (fragment, 0);
  if (element->props->len != 1)
    return FALSE;
  prop = g_ptr_array_index (element->props, 0);
  return strcmp (prop->key, "k") == 0 && strcmp (prop->value, value) == 0;
}

/* One shell word that g_shell_parse_argv() reads as @word: bare when it
 * can be, else single-quoted, else double-quoted. */
static char *
shell_spell (const char *word)
{
  gboolean plain = word[0] != '\0' && word[0] != '#';
  GString *out;

  for (const char *p = word; *p != '\0' && plain; p++)
    plain = is_plain (*p);
  if (plain)
    return g_strdup (word);
  if (strchr (word, '\'') == NULL)
    return g_strconcat ("'", word, "'", NULL);
  out = g_string_new ("\"");
  for (const char *p = word; *p != '\0'; p++)
    {
      if (strchr ("\"\\`$", *p) != NULL)
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
  return g_string_free (out, FALSE);
}

/* The argument gst_parse_launchv() turns into @text: its `\ ` outside
 * double quotes are spaces it escapes again. */
static char *
launchv_unescape (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean in_quotes = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\\' && p[1] == ' ' && !in_quotes)
        continue;
      if (*p == '"' && (!in_quotes || out->len == 0 || out->str[out->len - 1] != '\\'))
        in_quotes = !in_quotes;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char *
_gp_patch_quote_value (const char  *value,
                       GError     **error)
{
  g_autofree char *escaped = NULL;
  g_autofree char *quoted = NULL;
  GString *text;

  if (!g_utf8_validate (value, -1, NULL))
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, "the value is not valid UTF-8");
      return NULL;
    }

  /* GStreamer's spellings: backslashes escape outside double quotes (not a
   * newline, though); inside double quotes, GStreamer drops the outer
   * quotes and then unescapes what they held. */
  text = g_string_new (NULL);
  for (const char *p = value; *p != '\0'; p++)
    {
      if (!is_plain (*p))
        g_string_append_c (text, '\\');
      g_string_append_c (text, *p);
    }
  escaped = g_string_free (text, FALSE);
  text = g_string_new ("\"");
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (text, '\\');
      g_string_append_c (text, *p);
    }
  g_string_append_c (text, '"');
  quoted = g_string_free (text, FALSE);

  /* The value itself as one shell word, then each of GStreamer's
   * spellings as the shell word gst-launch-1.0 gets it from; the first
   * that reads back as the value. */
  {
    g_autofree char *from_escaped = launchv_unescape (escaped);
    g_autofree char *from_quoted = launchv_unescape (quoted);
    const char *words[] = { value, from_escaped, from_quoted };

    for (guint i = 0; i < G_N_ELEMENTS (words); i++)
      {
        g_autofree char *spelled = NULL;

        if (words[i][0] == '\0' || (i == 1 && strchr (value, '\n') != NULL))
          continue;
        spelled = shell_spell (words[i]);
        if (value_reads_back (spelled, value))
          return g_steal_pointer (&spelled);
      }
  }

  {
    g_autofree char *show = _gp_patch_shown (value);

    g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                 "the value '%s' cannot be written in a launch string", show);
  }
  return NULL;
}
