/* gp-caps.c: caps text → media, format and memory domain (GpCaps)
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

/* The caps of a link as the model keeps them, parsed from the text a tracer log, a dot dump or a
 * session file holds: the core links no GStreamer, so this is not gst_caps_from_string(). Only the
 * first structure counts: its media, its fields (the `format` above all, lists and ranges kept as
 * text) and its memory feature, which gp_link_set_caps() stores on the link and the rules read
 * (NVMM, then dmabuf; no feature is system memory, any other `memory:` one unknown). */

#include "config.h"

#include <string.h>

#include "gp-caps.h"

/* Caps text comes in three shapes, and only the first structure matters:
 *
 *  - serialized: `video/x-raw(memory:NVMM), format=(string)NV12, width=(int)1920; …`
 *  - pretty (dot edge labels): `video/x-raw\l              format: NV12\l…`,
 *    one field per `\l` (or newline) separated line;
 *  - flattened pretty (links[].caps in a session): the pretty form with every
 *    `\l` turned into a space, `video/x-raw   format: NV12   width: 1920`. */

static void
gp_caps_field_free (gpointer data)
{
  GpCapsField *field = data;

  g_free (field->name);
  g_free (field->value);
  g_free (field);
}

static GpCaps *
gp_caps_new (const char *media)
{
  GpCaps *caps = g_new0 (GpCaps, 1);

  caps->media = g_strdup (media);
  caps->fields = g_ptr_array_new_with_free_func (gp_caps_field_free);

  return caps;
}

static void
gp_caps_add_field (GpCaps     *caps,
                   const char *name,
                   gsize       name_len,
                   char       *value)
{
  GpCapsField *field = g_new0 (GpCapsField, 1);

  field->name = g_strndup (name, name_len);
  field->value = value;
  g_ptr_array_add (caps->fields, field);
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_' || c == '.' || c == '+';
}

/* A field name: a letter, then letters, digits and `-_.+`. */
static gboolean
is_field_name (const char *s,
               gsize       len)
{
  if (len == 0 || !g_ascii_isalpha (s[0]))
    return FALSE;

  for (gsize i = 1; i < len; i++)
    if (!is_name_char (s[i]))
      return FALSE;

  return TRUE;
}

static char *
strndup_stripped (const char *s,
                  gsize       len)
{
  while (len > 0 && g_ascii_isspace (*s))
    {
      s++;
      len--;
    }
  while (len > 0 && g_ascii_isspace (s[len - 1]))
    len--;

  return g_strndup (s, len);
}

/* Parses `media(features)` at *p and advances past it. */
static GpCaps *
parse_media (const char **p)
{
  const char *s = *p;
  const char *start;
  GpCaps *caps;

  while (g_ascii_isspace (*s))
    s++;

  start = s;
  while (*s != '\0' && *s != '(' && *s != ',' && *s != ';' && !g_ascii_isspace (*s))
    s++;

  caps = gp_caps_new (NULL);
  caps->media = g_strndup (start, s - start);

  if (*s == '(')
    {
      const char *fstart = ++s;
      int depth = 1;

      while (*s != '\0')
        {
          if (*s == '(')
            depth++;
          else if (*s == ')' && --depth == 0)
            break;
          s++;
        }

      caps->features = strndup_stripped (fstart, s - fstart);
      if (*s == ')')
        s++;

      if (caps->features[0] == '\0')
        g_clear_pointer (&caps->features, g_free);
    }

  *p = s;

  return caps;
}

/* Length of the next top-level segment of a serialized structure: up to a
 * `,` or `;` outside quotes and brackets. */
static gsize
segment_length (const char *s)
{
  const char *p = s;
  gboolean in_quote = FALSE;
  int depth = 0;

  while (*p != '\0')
    {
      char c = *p;

      if (c == '\\')
        {
          p++;
          if (*p == '\0')
            break;
        }
      else if (in_quote)
        {
          if (c == '"')
            in_quote = FALSE;
        }
      else if (c == '"')
        in_quote = TRUE;
      else if (c == '{' || c == '[' || c == '<' || c == '(')
        depth++;
      else if (c == '}' || c == ']' || c == '>' || c == ')')
        depth = MAX (depth - 1, 0);
      else if (depth == 0 && (c == ',' || c == ';'))
        break;

      p++;
    }

  return p - s;
}

/* A serialized value: drops a leading `(type)` tag, strips and un-escapes a
 * quoted string, keeps lists, ranges and arrays as text. */
static char *
parse_serialized_value (const char *s,
                        gsize       len)
{
  const char *end = s + len;
  GString *out;

  while (s < end && g_ascii_isspace (*s))
    s++;

  if (s < end && *s == '(')
    {
      const char *q = s + 1;

      while (q < end && is_name_char (*q))
        q++;
      if (q < end && *q == ')' && q > s + 1 && g_ascii_isalpha (s[1]))
        {
          s = q + 1;
          while (s < end && g_ascii_isspace (*s))
            s++;
        }
    }

  if (s >= end || *s != '"')
    return strndup_stripped (s, end - s);

  out = g_string_new (NULL);
  for (s++; s < end && *s != '"'; s++)
    {
      if (*s == '\\' && s + 1 < end)
        s++;
      g_string_append_c (out, *s);
    }

  return g_string_free (out, FALSE);
}

static void
parse_serialized_fields (GpCaps     *caps,
                         const char *p)
{
  while (*p != '\0')
    {
      const char *eq;
      gsize len;

      while (*p == ',' || g_ascii_isspace (*p))
        p++;
      if (*p == '\0' || *p == ';')
        break;

      len = segment_length (p);
      eq = memchr (p, '=', len);
      if (eq != NULL)
        {
          const char *name = p;
          gsize name_len = eq - p;

          while (name_len > 0 && g_ascii_isspace (name[name_len - 1]))
            name_len--;
          if (name_len > 0)
            gp_caps_add_field (caps, name, name_len,
                               parse_serialized_value (eq + 1, p + len - (eq + 1)));
        }

      p += len;
    }
}

static gboolean
looks_like_media (const char *token)
{
  const char *slash = strchr (token, '/');

  if (slash == NULL || slash == token || !g_ascii_isalpha (token[0]))
    return FALSE;

  for (const char *p = token; p < slash; p++)
    if (!is_name_char (*p))
      return FALSE;

  return is_name_char (slash[1]);
}

/* The flattened pretty form: `key:` tokens start fields, the tokens up to
 * the next key are the value (joined by single spaces). */
static void
parse_flattened_fields (GpCaps     *caps,
                        const char *p)
{
  g_auto(GStrv) tokens = g_strsplit_set (p, " \t\r\n", -1);
  GString *value = NULL;
  const char *name = NULL;
  gsize name_len = 0;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      const char *tok = tokens[i];
      gsize len = strlen (tok);

      if (len == 0)
        continue;

      if (tok[len - 1] == ':' && is_field_name (tok, len - 1))
        {
          if (name != NULL)
            gp_caps_add_field (caps, name, name_len, g_string_free (value, FALSE));
          name = tok;
          name_len = len - 1;
          value = g_string_new (NULL);
          continue;
        }

      if (name == NULL)
        continue;

      if (value->len > 0 && looks_like_media (tok))
        break;   /* a second structure */

      if (value->len > 0)
        g_string_append_c (value, ' ');
      g_string_append (value, tok);
    }

  if (name != NULL)
    gp_caps_add_field (caps, name, name_len, g_string_free (value, FALSE));
}

/* Pretty values keep gst_value_serialize()'s quotes, escaped for dot. */
static char *
unquote_pretty_value (const char *s)
{
  gsize len = strlen (s);

  if (len >= 4 && g_str_has_prefix (s, "\\\"") && g_str_has_suffix (s, "\\\""))
    return g_strndup (s + 2, len - 4);
  if (len >= 2 && s[0] == '"' && s[len - 1] == '"')
    return g_strndup (s + 1, len - 2);

  return g_strdup (s);
}

static GpCaps *
parse_pretty (const char *text)
{
  g_auto(GStrv) lines = NULL;
  GString *buf = g_string_new (NULL);
  GpCaps *caps = NULL;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (p[0] == '\\' && p[1] == 'l')
        {
          g_string_append_c (buf, '\n');
          p++;
        }
      else if (*p == '\r')
        g_string_append_c (buf, '\n');
      else
        g_string_append_c (buf, *p);
    }
  lines = g_strsplit (buf->str, "\n", -1);
  g_string_free (buf, TRUE);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      const char *p = line;
      const char *name;
      g_autofree char *value = NULL;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        continue;

      if (caps == NULL)
        {
          caps = parse_media (&p);
          while (g_ascii_isspace (*p))
            p++;
          if (*p == ',')
            parse_serialized_fields (caps, p);
          continue;
        }

      name = p;
      while (is_name_char (*p))
        p++;
      if (*p != ':' || !is_field_name (name, p - name))
        {
          if (!g_ascii_isspace (line[0]))
            break;   /* the next structure starts */
          continue;
        }

      value = g_strstrip (g_strdup (p + 1));
      gp_caps_add_field (caps, name, p - name, unquote_pretty_value (value));
    }

  return caps;
}

static gboolean
is_special_media (const char *s)
{
  return g_strcmp0 (s, "ANY") == 0 ||
         g_strcmp0 (s, "EMPTY") == 0 ||
         g_strcmp0 (s, "NULL") == 0;
}

/**
 * gp_caps_parse:
 * @text: (nullable): caps text in serialized, pretty or flattened form
 *
 * Returns: (transfer full): the first structure of @text. NULL or blank text
 * gives media "EMPTY"; `ANY`, `EMPTY` and `NULL` give that media.
 */
GpCaps *
gp_caps_parse (const char *text)
{
  g_autofree char *trimmed = NULL;
  const char *p;
  GpCaps *caps;

  trimmed = g_strstrip (g_strdup (text != NULL ? text : ""));
  if (trimmed[0] == '\0')
    return gp_caps_new ("EMPTY");
  if (is_special_media (trimmed))
    return gp_caps_new (trimmed);

  if (strstr (trimmed, "\\l") != NULL || strpbrk (trimmed, "\r\n") != NULL)
    {
      caps = parse_pretty (trimmed);
      if (caps == NULL)
        caps = gp_caps_new ("EMPTY");
      return caps;
    }

  p = trimmed;
  caps = parse_media (&p);
  while (g_ascii_isspace (*p))
    p++;

  if (*p == ',')
    parse_serialized_fields (caps, p);
  else if (*p != ';' && *p != '\0')
    parse_flattened_fields (caps, p);

  return caps;
}

void
gp_caps_free (GpCaps *caps)
{
  if (caps == NULL)
    return;

  g_free (caps->media);
  g_free (caps->features);
  g_ptr_array_unref (caps->fields);
  g_free (caps);
}

const char *
gp_caps_get_field (const GpCaps *caps,
                   const char   *name)
{
  g_return_val_if_fail (caps != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < caps->fields->len; i++)
    {
      const GpCapsField *field = g_ptr_array_index (caps->fields, i);

      if (strcmp (field->name, name) == 0)
        return field->value;
    }

  return NULL;
}

const char *
gp_caps_get_format (const GpCaps *caps)
{
  g_return_val_if_fail (caps != NULL, NULL);

  return gp_caps_get_field (caps, "format");
}

gboolean
gp_caps_is_any_or_empty (const GpCaps *caps)
{
  g_return_val_if_fail (caps != NULL, TRUE);

  return caps->media == NULL || caps->media[0] == '\0' || is_special_media (caps->media);
}

/* reference.md §7: nvmm, then dmabuf; any other `memory:` feature but
 * SystemMemory is unknown; no memory feature is system memory. */
GpMemory
gp_caps_get_memory (const GpCaps *caps)
{
  g_auto(GStrv) features = NULL;
  gboolean other_memory = FALSE;

  g_return_val_if_fail (caps != NULL, GP_MEMORY_UNKNOWN);

  if (gp_caps_is_any_or_empty (caps))
    return GP_MEMORY_UNKNOWN;
  if (caps->features == NULL)
    return GP_MEMORY_SYSMEM;

  features = g_strsplit (caps->features, ",", -1);
  for (guint i = 0; features[i] != NULL; i++)
    {
      g_autofree char *feature = g_ascii_strdown (g_strstrip (features[i]), -1);

      if (strstr (feature, "memory:nvmm") != NULL)
        return GP_MEMORY_NVMM;
    }
  for (guint i = 0; features[i] != NULL; i++)
    {
      g_autofree char *feature = g_ascii_strdown (features[i], -1);

      if (strstr (feature, "memory:dmabuf") != NULL)
        return GP_MEMORY_DMABUF;
      if (g_str_has_prefix (feature, "memory:") &&
          strcmp (feature, "memory:systemmemory") != 0)
        other_memory = TRUE;
    }

  return other_memory ? GP_MEMORY_UNKNOWN : GP_MEMORY_SYSMEM;
}

GpMemory
gp_caps_text_memory (const char *text)
{
  g_autoptr(GpCaps) caps = NULL;

  if (text == NULL)
    return GP_MEMORY_UNKNOWN;

  caps = gp_caps_parse (text);

  return gp_caps_get_memory (caps);
}

char *
gp_caps_flatten_dot_label (const char *label)
{
  GString *out;

  if (label == NULL)
    return g_strdup ("");

  out = g_string_sized_new (strlen (label));
  for (const char *p = label; *p != '\0'; p++)
    {
      if (p[0] == '\\' && p[1] == 'l')
        {
          g_string_append_c (out, ' ');
          p++;
        }
      else if (*p == '\n' || *p == '\r')
        g_string_append_c (out, ' ');
      else
        g_string_append_c (out, *p);
    }

  return g_strstrip (g_string_free (out, FALSE));
}

const char *
gp_memory_to_string (GpMemory memory)
{
  switch (memory)
    {
    case GP_MEMORY_SYSMEM:
      return "sysmem";
    case GP_MEMORY_NVMM:
      return "nvmm";
    case GP_MEMORY_DMABUF:
      return "dmabuf";
    case GP_MEMORY_UNKNOWN:
    default:
      return "unknown";
    }
}

gboolean
gp_memory_from_string (const char *str,
                       GpMemory   *memory)
{
  static const struct {
    const char *name;
    GpMemory    memory;
  } names[] = {
    { "unknown", GP_MEMORY_UNKNOWN },
    { "sysmem", GP_MEMORY_SYSMEM },
    { "nvmm", GP_MEMORY_NVMM },
    { "dmabuf", GP_MEMORY_DMABUF },
  };

  g_return_val_if_fail (memory != NULL, FALSE);

  if (str == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      if (strcmp (str, names[i].name) == 0)
        {
          *memory = names[i].memory;
          return TRUE;
        }
    }

  return FALSE;
}
