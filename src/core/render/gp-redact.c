/* gp-redact.c: redaction of endpoints and secrets before a session is shared
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

/* reference.md §4: what `gst-profile report` puts in the page, unless --no-redact, goes through
 * these rules: credentials in URLs, sensitive `key=value` pairs (a shell-like word as the value),
 * long token-like runs, repeated until the text is stable since one replacement can complete
 * another pattern. gp_redact_session_json() applies them to a deep copy of a `gst-profile/1` tree:
 * the launch string, the command, notes, element props, event texts and the findings' texts. Every
 * scan is linear (no strstr() in a loop: a sanitizer's strstr makes it quadratic). */

#include "config.h"

#include <string.h>

#include "gp-redact.h"

#define TOKEN_MIN_LEN 24
#define MAX_ROUNDS    8

static const char * const sensitive_keys[] = {
  "location",
  "uri",
  "url",
  "address",
  "host",
  "auth-token",
  "user-id",
  "user-pw",
  "passwd",
  "password",
  "proxy",
  "extra-headers",
};

static inline gboolean
is_key_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

static inline gboolean
is_token_char (char c)
{
  return g_ascii_isalnum (c) || c == '+' || c == '/' || c == '_' || c == '-';
}

static inline gboolean
is_scheme_char (char c)
{
  return g_ascii_isalnum (c) || c == '+' || c == '.' || c == '-';
}

static inline gboolean
ends_authority (char c)
{
  return c == '\0' || g_ascii_isspace (c) || c == '/' || c == '?' || c == '#'
         || c == '"' || c == '\'' || c == '<' || c == '>';
}

/* Compares @len bytes of @s with the lower-case @key, ignoring case and
 * treating '_' as '-'. */
static gboolean
key_equal (const char *s,
           gsize       len,
           const char *key)
{
  g_assert (s != NULL);
  g_assert (key != NULL);

  if (strlen (key) != len)
    return FALSE;

  for (gsize i = 0; i < len; i++)
    {
      char c = g_ascii_tolower (s[i]);

      if (c == '_')
        c = '-';
      if (c != key[i])
        return FALSE;
    }

  return TRUE;
}

gboolean
gp_redact_is_sensitive_key (const char *key)
{
  g_return_val_if_fail (key != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (sensitive_keys); i++)
    if (key_equal (key, strlen (key), sensitive_keys[i]))
      return TRUE;

  return FALSE;
}

/* The next "://" at or after @p, or NULL. (Not strstr(): a sanitizer's
 * strstr measures the whole haystack on each call, which makes a text with
 * many separators quadratic.) */
static const char *
find_scheme_separator (const char *p)
{
  for (; *p != '\0'; p++)
    if (p[0] == ':' && p[1] == '/' && p[2] == '/')
      return p;

  return NULL;
}

/* Rule 1: `scheme://user:pass@host` → `scheme://[redacted]@host`. */
static char *
redact_url_credentials (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;
  const char *sep;

  while ((sep = find_scheme_separator (p)) != NULL)
    {
      const char *scheme = sep;
      const char *auth = sep + 3;
      const char *end = auth;
      const char *at = NULL;

      while (scheme > p && is_scheme_char (scheme[-1]))
        scheme--;
      /* A scheme starts with a letter: skip leading digits/punctuation. */
      while (scheme < sep && !g_ascii_isalpha (*scheme))
        scheme++;

      while (!ends_authority (*end))
        {
          if (*end == '@')
            at = end;
          end++;
        }

      if (scheme < sep && at != NULL && memchr (auth, ':', at - auth) != NULL)
        {
          g_string_append_len (out, p, auth - p);
          g_string_append (out, GP_REDACTED);
          p = at;
        }
      else
        {
          g_string_append_len (out, p, auth - p);
          p = auth;
        }
    }

  g_string_append (out, p);

  return g_string_free (out, FALSE);
}

/* Length of a `key=` value starting at @v: one shell-like word, i.e. up to
 * the first whitespace outside double or single quotes (so a quoted value
 * with spaces, `(string)"a b"` or `"a"b` are whole), without a trailing ','
 * or ';' (structure separators). */
static gsize
value_length (const char *v)
{
  const char *p = v;

  while (*p != '\0' && !g_ascii_isspace (*p))
    {
      char quote = *p;

      if (quote != '"' && quote != '\'')
        {
          p++;
          continue;
        }

      for (p++; *p != '\0' && *p != quote; p++)
        if (quote == '"' && *p == '\\' && p[1] != '\0')
          p++;
      if (*p == quote)
        p++;
    }

  while (p > v && (p[-1] == ',' || p[-1] == ';'))
    p--;

  return p - v;
}

/* Rule 2: sensitive `key=value` → `key=[redacted]`. */
static char *
redact_sensitive_pairs (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  while (*p != '\0')
    {
      const char *eq;
      const char *key;

      if (*p != '=')
        {
          g_string_append_c (out, *p++);
          continue;
        }

      /* The key is the run of key characters ('-' included) before '='; try
       * every suffix that starts at a word boundary, longest first. */
      eq = p;
      key = eq;
      while (key > text && (is_key_char (key[-1]) || key[-1] == '-'))
        key--;

      for (; key < eq; key++)
        {
          gboolean boundary = key == text || !is_key_char (key[-1]);
          gboolean matched = FALSE;

          if (!boundary || !is_key_char (*key))
            continue;

          for (guint k = 0; k < G_N_ELEMENTS (sensitive_keys); k++)
            if (key_equal (key, eq - key, sensitive_keys[k]))
              matched = TRUE;

          if (matched)
            break;
        }

      g_string_append_c (out, '=');
      p = eq + 1;

      if (key < eq)
        {
          gsize len = value_length (p);

          if (len > 0)
            {
              g_string_append (out, GP_REDACTED);
              p += len;
            }
        }
    }

  return g_string_free (out, FALSE);
}

/* Rule 3: long token-looking runs. */
static char *
redact_tokens (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  while (*p != '\0')
    {
      const char *run = p;
      gboolean digit = FALSE;
      gboolean alpha = FALSE;

      if (!is_token_char (*p))
        {
          g_string_append_c (out, *p++);
          continue;
        }

      while (is_token_char (*p))
        {
          digit |= g_ascii_isdigit (*p);
          alpha |= g_ascii_isalpha (*p);
          p++;
        }

      if (p - run >= TOKEN_MIN_LEN && digit && alpha)
        g_string_append (out, GP_REDACTED);
      else
        g_string_append_len (out, run, p - run);
    }

  return g_string_free (out, FALSE);
}

static char *
redact_once (const char *text)
{
  g_autofree char *step1 = redact_url_credentials (text);
  g_autofree char *step2 = redact_sensitive_pairs (step1);

  return redact_tokens (step2);
}

char *
gp_redact_text (const char *text)
{
  char *result;

  g_return_val_if_fail (text != NULL, NULL);

  /* A replacement can complete a pattern (a token between ':' and '@' hid a
   * credential), so the rules run again until nothing changes. Each round
   * that changes something removes text, so this ends; the cap is a guard. */
  result = redact_once (text);
  for (guint round = 0; round < MAX_ROUNDS; round++)
    {
      g_autofree char *again = redact_once (result);

      if (strcmp (again, result) == 0)
        break;
      g_free (result);
      result = g_steal_pointer (&again);
    }

  return result;
}

char *
gp_redact_property (const char *key,
                    const char *value)
{
  g_return_val_if_fail (key != NULL, NULL);
  g_return_val_if_fail (value != NULL, NULL);

  if (gp_redact_is_sensitive_key (key))
    return g_strdup (GP_REDACTED);

  return gp_redact_text (value);
}

static void
redact_member (JsonObject *object,
               const char *member)
{
  JsonNode *node;
  g_autofree char *redacted = NULL;

  g_assert (object != NULL);

  node = json_object_get_member (object, member);
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return;

  redacted = gp_redact_text (json_node_get_string (node));
  json_object_set_string_member (object, member, redacted);
}

static void
redact_string_array (JsonObject *object,
                     const char *member)
{
  JsonNode *node;
  JsonArray *array;

  g_assert (object != NULL);

  node = json_object_get_member (object, member);
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      g_autofree char *redacted = NULL;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
        continue;

      redacted = gp_redact_text (json_node_get_string (item));
      json_node_set_string (item, redacted);
    }
}

static JsonObject *
get_object_member (JsonObject *object,
                   const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonArray *
get_array_member (JsonObject *object,
                  const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static void
redact_props (JsonObject *props)
{
  g_autoptr(GList) members = NULL;

  g_assert (props != NULL);

  members = json_object_get_members (props);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      JsonNode *node = json_object_get_member (props, key);
      g_autofree char *redacted = NULL;

      if (gp_redact_is_sensitive_key (key))
        {
          json_node_set_string (node, GP_REDACTED);
          continue;
        }

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        continue;

      redacted = gp_redact_text (json_node_get_string (node));
      json_node_set_string (node, redacted);
    }
}

static void
foreach_object_in_array (JsonArray *array,
                         void     (*func) (JsonObject *object))
{
  if (array == NULL)
    return;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_OBJECT (item))
        func (json_node_get_object (item));
    }
}

static void
redact_element (JsonObject *element)
{
  JsonObject *props = get_object_member (element, "props");

  if (props != NULL)
    redact_props (props);
}

static void
redact_event (JsonObject *event)
{
  redact_member (event, "text");
}

void
gp_redact_finding_json (JsonObject *finding)
{
  g_return_if_fail (finding != NULL);

  redact_member (finding, "title");
  redact_member (finding, "why");
  redact_member (finding, "fix_text");
}

JsonNode *
gp_redact_deep_copy (JsonNode *node)
{
  JsonNode *copy;

  g_return_val_if_fail (node != NULL, NULL);

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        JsonObject *new_object = json_object_new ();
        g_autoptr(GList) members = json_object_get_members (object);

        for (const GList *l = members; l != NULL; l = l->next)
          json_object_set_member (new_object, l->data,
                                  gp_redact_deep_copy (json_object_get_member (object, l->data)));
        copy = json_node_new (JSON_NODE_OBJECT);
        json_node_take_object (copy, new_object);
        return copy;
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        JsonArray *new_array = json_array_sized_new (json_array_get_length (array));

        for (guint i = 0; i < json_array_get_length (array); i++)
          json_array_add_element (new_array, gp_redact_deep_copy (json_array_get_element (array, i)));
        copy = json_node_new (JSON_NODE_ARRAY);
        json_node_take_array (copy, new_array);
        return copy;
      }

    case JSON_NODE_VALUE:
      {
        GType type = json_node_get_value_type (node);

        copy = json_node_new (JSON_NODE_VALUE);
        if (type == G_TYPE_STRING)
          json_node_set_string (copy, json_node_get_string (node));
        else if (type == G_TYPE_INT64)
          json_node_set_int (copy, json_node_get_int (node));
        else if (type == G_TYPE_DOUBLE)
          json_node_set_double (copy, json_node_get_double (node));
        else if (type == G_TYPE_BOOLEAN)
          json_node_set_boolean (copy, json_node_get_boolean (node));
        else
          {
            json_node_unref (copy);
            copy = json_node_new (JSON_NODE_NULL);
          }
        return copy;
      }

    case JSON_NODE_NULL:
    default:
      return json_node_new (JSON_NODE_NULL);
    }
}

JsonNode *
gp_redact_session_json (JsonNode *root)
{
  JsonNode *copy;
  JsonObject *doc;
  JsonObject *session;
  JsonObject *graph;

  g_return_val_if_fail (root != NULL, NULL);

  copy = gp_redact_deep_copy (root);
  if (!JSON_NODE_HOLDS_OBJECT (copy))
    return copy;

  doc = json_node_get_object (copy);

  session = get_object_member (doc, "session");
  if (session != NULL)
    {
      redact_member (session, "launch");
      redact_string_array (session, "command");
      redact_string_array (session, "notes");
    }

  graph = get_object_member (doc, "graph");
  foreach_object_in_array (get_array_member (graph, "elements"), redact_element);
  foreach_object_in_array (get_array_member (doc, "events"), redact_event);
  foreach_object_in_array (get_array_member (doc, "findings"), gp_redact_finding_json);

  return copy;
}
