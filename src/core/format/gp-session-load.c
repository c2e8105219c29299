/* gp-session-load.c: the quick load: json-glib on the document minus its large members
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

/* A long session is nearly all `series` numbers, and json-glib allocates a node for each. So the
 * document is split: a byte scan finds the `series` value, json-glib reads the rest with `null` in
 * its place (small), and gp-series-reader.c reads the numbers into the columns. The series text is
 * kept for saving (gp-session-json-write.c).
 *
 * Whatever the quick path does not accept — an error anywhere, or JSON that only json-glib reads
 * (comments, huge integers, duplicate keys) — goes through _gp_session_load_tree(), json-glib on
 * the whole text: the results and messages stay the reference ones.
 *
 * The `events` value gets the same treatment: read from its text into the session's compact store
 * (24 bytes an event, json-glib would take about a kilobyte), its text kept for saving; `threads`
 * too.
 *
 * gp_session_load_from_bytes() is here: the two steps of gp_session_load_deferred() (for the app,
 * which shows the graph before the numbers) run in a row. */

#include "config.h"

#include <string.h>

#include "gp-json-scan.h"
#include "gp-json-text-private.h"
#include "gp-session-json.h"
#include "gp-session-json-private.h"
#include "gp-series-load-private.h"
#include "gp-session-load.h"
#include "gp-session-private.h"

static const char *
skip_null (const char *p,
           const char *end)
{
  return end - p >= 4 && memcmp (p, "null", 4) == 0 ? p + 4 : NULL;
}

/* One string or null member value into @out (*@set when a string). */
static const char *
read_nullable_string (const char *p,
                      const char *end,
                      GString    *out,
                      gboolean   *set)
{
  if (p < end && *p == 'n')
    return skip_null (p, end);
  if (p >= end || *p != '"')
    return NULL;
  g_string_truncate (out, 0);
  *set = TRUE;
  return _gp_json_text_scan_string (p, end, out);
}

/* The `events` array from its text into @session, read as read_events() of
 * gp-session-json.c reads json-glib's tree: `t` a number or null, `kind`,
 * `text` and `element` strings or null ("note", "" and none then), other
 * members ignored.
 * FALSE for anything else (json-glib then reads the whole document and
 * says what is wrong). */
static gboolean
read_events_text (GpSession  *session,
                  const char *data,
                  gsize       len)
{
  const char *p = data;
  const char *end = data + len;
  g_autoptr(GString) key = g_string_new (NULL);
  g_autoptr(GString) kind = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) element = g_string_new (NULL);

  /* Strict JSON, no duplicate keys, one value: then the walk below needs
   * no other checks than the types. */
  p = _gp_json_text_skip_value (p, end, 1);
  if (p == NULL || _gp_json_text_skip_ws (p, end) != end)
    return FALSE;

  p = _gp_json_text_skip_ws (data, end);
  if (*p != '[')
    return FALSE;
  p = _gp_json_text_skip_ws (p + 1, end);
  if (*p == ']')
    return TRUE;

  for (;;)
    {
      double t = 0;
      gboolean has_kind = FALSE;
      gboolean has_text = FALSE;
      gboolean has_element = FALSE;

      if (*p != '{')
        return FALSE;
      p = _gp_json_text_skip_ws (p + 1, end);
      while (*p != '}')
        {
          g_string_truncate (key, 0);
          p = _gp_json_text_scan_string (p, end, key);
          p = _gp_json_text_skip_ws (p, end);
          p = _gp_json_text_skip_ws (p + 1, end);    /* the ':' */

          if (g_str_equal (key->str, "t") && *p != 'n')
            {
              GpJsonTextNumber number;

              p = _gp_json_text_scan_number (p, end, &number);
              if (p == NULL || number.int_overflow)
                return FALSE;
              t = number.value;
            }
          else if (g_str_equal (key->str, "t"))
            p = skip_null (p, end);
          else if (g_str_equal (key->str, "kind"))
            p = read_nullable_string (p, end, kind, &has_kind);
          else if (g_str_equal (key->str, "text"))
            p = read_nullable_string (p, end, text, &has_text);
          else if (g_str_equal (key->str, "element"))
            p = read_nullable_string (p, end, element, &has_element);
          else
            p = _gp_json_text_skip_value (p, end, 3);
          if (p == NULL)
            return FALSE;
          p = _gp_json_text_skip_ws (p, end);
          if (*p == ',')
            p = _gp_json_text_skip_ws (p + 1, end);
        }

      gp_session_add_element_event (session, t, has_kind ? kind->str : "note",
                                    has_element ? element->str : NULL, has_text ? text->str : "");
      p = _gp_json_text_skip_ws (p + 1, end);
      if (*p == ']')
        return TRUE;
      if (*p != ',')
        return FALSE;
      p = _gp_json_text_skip_ws (p + 1, end);
    }
}

/* The `threads` object from its text into @session, as read_threads() of
 * gp-session-json.c reads json-glib's tree: numbers (null skipped), each
 * key once. FALSE for anything else. Every token is checked on the way:
 * a large object needs no hash table of its own keys. */
static gboolean
read_threads_text (GpSession  *session,
                   const char *data,
                   gsize       len)
{
  const char *p = _gp_json_text_skip_ws (data, data + len);
  const char *end = data + len;
  g_autoptr(GString) key = g_string_new (NULL);
  g_autoptr(GHashTable) nulls = NULL;   /* keys skipped, made when one is */

  if (p >= end || *p != '{')
    return FALSE;
  p = _gp_json_text_skip_ws (p + 1, end);
  if (p < end && *p == '}')
    return _gp_json_text_skip_ws (p + 1, end) == end;

  for (;;)
    {
      GpJsonTextNumber number;
      guint before = gp_session_get_n_threads (session);

      g_string_truncate (key, 0);
      if (p >= end || *p != '"' || !(p = _gp_json_text_scan_string (p, end, key)))
        return FALSE;
      p = _gp_json_text_skip_ws (p, end);
      if (p >= end || *p != ':')
        return FALSE;
      p = _gp_json_text_skip_ws (p + 1, end);
      if (p < end && *p == 'n')
        {
          /* Skipped, but a key seen twice is json-glib's to read. */
          if (!(p = skip_null (p, end)))
            return FALSE;
          gp_session_set_thread (session, key->str, 0);
          if (gp_session_get_n_threads (session) == before)
            return FALSE;
          _gp_session_drop_last_thread (session);
          if (nulls == NULL)
            nulls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          if (!g_hash_table_add (nulls, g_strdup (key->str)))
            return FALSE;
        }
      else
        {
          if (!(p = _gp_json_text_scan_number (p, end, &number)) || number.int_overflow ||
              (nulls != NULL && g_hash_table_contains (nulls, key->str)))
            return FALSE;
          gp_session_set_thread (session, key->str, number.value);
          if (gp_session_get_n_threads (session) == before)
            return FALSE;
        }
      p = _gp_json_text_skip_ws (p, end);
      if (p < end && *p == '}')
        return _gp_json_text_skip_ws (p + 1, end) == end;
      if (p >= end || *p != ',')
        return FALSE;
      p = _gp_json_text_skip_ws (p + 1, end);
    }
}

typedef struct
{
  gsize start;   /* in the document */
  gsize end;
} Cut;

/* A position in the text with `null` for each of @cuts (sorted) → the
 * same position in the document. */
static gsize
to_document (GArray *cuts,
             gsize   pos)
{
  gsize shift = 0;

  for (guint i = 0; i < cuts->len; i++)
    {
      const Cut *cut = &g_array_index (cuts, Cut, i);

      if (pos + shift < cut->start + 4)
        break;
      shift += cut->end - cut->start - 4;
    }
  return pos + shift;
}

/* Takes the top-level member @key out of @rest (`null` in its place) when
 * its value starts with @open and is longer than that; returns its text, a
 * slice of @bytes, or NULL. */
static GBytes *
cut_member (GBytes     *bytes,
            char       *rest,
            gsize      *rest_len,
            GArray     *cuts,
            const char *key,
            char        open)
{
  gsize start;
  gsize end;
  gsize at;
  Cut cut;
  guint i;

  if (gp_json_scan_member (rest, *rest_len, key, &start, &end) != GP_JSON_SCAN_FOUND ||
      end - start <= 4 || rest[start] != open)
    return NULL;

  at = to_document (cuts, start);
  cut = (Cut) { at, at + (end - start) };
  for (i = 0; i < cuts->len && g_array_index (cuts, Cut, i).start < at; i++)
    ;
  g_array_insert_val (cuts, i, cut);

  memcpy (rest + start, "null", 4);
  memmove (rest + start + 4, rest + end, *rest_len - end + 1);
  *rest_len -= end - start - 4;
  return g_bytes_new_from_bytes (bytes, at, end - start);
}

/* Everything but the series, from the text with `null` in its place, and
 * the threads and events read from their texts (kept in the session,
 * slices of @bytes); NULL on any trouble (the caller then asks json-glib
 * for the whole). */
static GpSession *
load_rest (GBytes     *bytes,
           const char *data,
           gsize       len,
           gsize       start,
           gsize       end)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GBytes) threads_text = NULL;
  g_autoptr(GBytes) events_text = NULL;
  g_autoptr(GArray) cuts = g_array_new (FALSE, FALSE, sizeof (Cut));
  gsize rest_len = start + 4 + (len - end);
  g_autofree char *rest = g_malloc (rest_len + 1);
  Cut series = { start, end };
  JsonNode *root;

  memcpy (rest, data, start);
  memcpy (rest + start, "null", 4);
  memcpy (rest + start + 4, data + end, len - end);
  rest[rest_len] = '\0';
  g_array_append_val (cuts, series);

  /* The threads and events out too (a value shorter than `null` is left
   * to json-glib). */
  threads_text = cut_member (bytes, rest, &rest_len, cuts, "threads", '{');
  events_text = cut_member (bytes, rest, &rest_len, cuts, "events", '[');

  if (!g_utf8_validate (rest, rest_len, NULL) ||
      !json_parser_load_from_data (parser, rest, rest_len, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  session = _gp_session_read_root (json_node_get_object (root), FALSE, NULL);
  if (session == NULL)
    return NULL;

  if (threads_text != NULL)
    {
      gsize n;
      const char *text = g_bytes_get_data (threads_text, &n);

      if (!g_utf8_validate (text, n, NULL) || !read_threads_text (session, text, n))
        return NULL;
      _gp_session_set_threads_text (session, threads_text);
    }
  if (events_text != NULL)
    {
      gsize n;
      const char *text = g_bytes_get_data (events_text, &n);

      if (!g_utf8_validate (text, n, NULL) || !read_events_text (session, text, n))
        return NULL;
      _gp_session_set_events_text (session, events_text);
    }
  return g_steal_pointer (&session);
}

GpSession *
gp_session_load_deferred (GBytes        *bytes,
                          GpSeriesLoad **pending,
                          GError       **error)
{
  return gp_session_load_deferred_full (bytes, FALSE, pending, error);
}

GpSession *
gp_session_load_deferred_full (GBytes        *bytes,
                               gboolean       file_backed,
                               GpSeriesLoad **pending,
                               GError       **error)
{
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GBytes) text = NULL;
  g_autoptr(GBytes) document = NULL;
  const char *data;
  gsize len;
  gsize start;
  gsize end;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (pending != NULL, NULL);

  *pending = NULL;
  /* Past a BOM: the offsets of the scan, the rest and the series reader
   * are all in the text after it. */
  document = _gp_session_skip_bom (bytes);
  data = g_bytes_get_data (document, &len);
  /* NUL bytes and invalid UTF-8 need no pass of their own: the rest is
   * validated below, the series by the reader, and either sends the text to
   * json-glib, which says what is wrong. */
  if (len == 0 ||
      gp_json_scan_member_full (data, len, "series", &start, &end,
                                file_backed ? _gp_series_load_release_progress : NULL, (gpointer) data) != GP_JSON_SCAN_FOUND ||
      (session = load_rest (document, data, len, start, end)) == NULL)
    return _gp_session_load_tree (document, error);

  text = g_bytes_new_from_bytes (document, start, end - start);
  _gp_session_set_series_text (session, text);

  *pending = _gp_series_load_new (g_steal_pointer (&document), g_steal_pointer (&text), file_backed);
  return g_steal_pointer (&session);
}

GpSession *
gp_session_load_from_bytes (GBytes  *bytes,
                            GError **error)
{
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autoptr(GpSession) session = NULL;
  GpSession *fallback;

  g_return_val_if_fail (bytes != NULL, NULL);

  session = gp_session_load_deferred (bytes, &pending, error);
  if (session == NULL || pending == NULL)
    return g_steal_pointer (&session);
  if (!gp_series_load_run (pending, error))
    return NULL;
  /* Refused by the reader: json-glib's session is the whole answer. */
  if ((fallback = _gp_series_load_steal_fallback (pending)) != NULL)
    return fallback;
  gp_series_load_apply (pending, session);
  return g_steal_pointer (&session);
}
