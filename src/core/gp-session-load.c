/* gp-session-load.c
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
#include <sys/mman.h>
#include <unistd.h>

#include "gp-json-scan.h"
#include "gp-series-reader-private.h"
#include "gp-session-json.h"
#include "gp-session-load.h"
#include "gp-session-private.h"

/* A long session is nearly all `series` numbers, and json-glib allocates a
 * node for each. So the document is split: a byte scan finds the `series`
 * value, json-glib reads the rest with `null` in its place (small), and
 * gp-series-reader.c reads the numbers into the columns. The series text
 * is kept for saving (gp-session-json-write.c).
 *
 * Whatever the quick path does not accept — an error anywhere, or JSON
 * that only json-glib reads (comments, huge integers, duplicate keys) —
 * goes through _gp_session_load_tree(), json-glib on the whole text: the
 * results and messages stay the reference ones. */

struct _GpSeriesLoad
{
  GBytes    *bytes;      /* the whole document */
  GBytes    *text;       /* its `series` value */
  GpSeries  *series;     /* read by gp_series_load_run() */
  GpSession *fallback;   /* or, when the reader refused the text, json-glib's session */
  GpSeries  *replaced;   /* the session's series before apply */
  gboolean   file_backed;
  gboolean   fell_back;  /* the series is json-glib's: no text to keep */
  gboolean   drop_text;  /* the session keeps no copy of the text */
};

void
gp_series_load_free (GpSeriesLoad *load)
{
  if (load == NULL)
    return;
  g_clear_pointer (&load->bytes, g_bytes_unref);
  g_clear_pointer (&load->text, g_bytes_unref);
  g_clear_pointer (&load->series, gp_series_free);
  g_clear_object (&load->fallback);
  g_clear_pointer (&load->replaced, gp_series_free);
  g_free (load);
}

void
gp_series_load_set_file_backed (GpSeriesLoad *load,
                                gboolean      file_backed)
{
  g_return_if_fail (load != NULL);

  load->file_backed = file_backed;
}

/* Gives back the pages of [from, to) of a file mapping: they come back
 * from the file if read again. */
static void
release_pages (const char *from,
               const char *to)
{
  gsize page = (gsize) sysconf (_SC_PAGESIZE);
  guintptr start = ((guintptr) from + page - 1) / page * page;
  guintptr end = (guintptr) to / page * page;

  if (end > start)
    madvise ((void *) start, end - start, MADV_DONTNEED);
}

static void
release_progress (gsize    consumed,
                  gpointer user_data)
{
  const char *text = user_data;

  release_pages (text, text + consumed);
}

void
gp_series_load_drop_text (GpSeriesLoad *load)
{
  g_return_if_fail (load != NULL);

  load->drop_text = TRUE;
}

/* Everything but the series, from the text with `null` in its place;
 * NULL on any trouble (the caller then asks json-glib for the whole). */
static GpSession *
load_rest (const char *data,
           gsize       len,
           gsize       start,
           gsize       end)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  gsize rest_len = start + 4 + (len - end);
  g_autofree char *rest = g_malloc (rest_len + 1);
  JsonNode *root;

  memcpy (rest, data, start);
  memcpy (rest + start, "null", 4);
  memcpy (rest + start + 4, data + end, len - end);
  rest[rest_len] = '\0';

  if (!g_utf8_validate (rest, rest_len, NULL) ||
      !json_parser_load_from_data (parser, rest, rest_len, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return _gp_session_read_root (json_node_get_object (root), FALSE, NULL);
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
  GpSeriesLoad *load;
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
      gp_json_find_member_full (data, len, "series", &start, &end,
                                file_backed ? release_progress : NULL, (gpointer) data) != GP_JSON_MEMBER_FOUND ||
      (session = load_rest (data, len, start, end)) == NULL)
    return _gp_session_load_tree (document, error);

  text = g_bytes_new_from_bytes (document, start, end - start);
  _gp_session_set_series_text (session, text);

  load = g_new0 (GpSeriesLoad, 1);
  load->bytes = g_steal_pointer (&document);
  load->text = g_steal_pointer (&text);
  load->file_backed = file_backed;
  *pending = load;
  return g_steal_pointer (&session);
}

gboolean
gp_series_load_run (GpSeriesLoad  *load,
                    GError       **error)
{
  const char *data;
  gsize len;

  g_return_val_if_fail (load != NULL, FALSE);
  g_return_val_if_fail (load->series == NULL && load->fallback == NULL, FALSE);

  data = g_bytes_get_data (load->text, &len);
  load->series = _gp_series_read_json_full (data, len, load->file_backed ? release_progress : NULL,
                                            (gpointer) data, NULL);
  if (load->series != NULL)
    {
      if (load->file_backed)
        release_pages (data, data + len);
      return TRUE;
    }

  load->fell_back = TRUE;
  load->fallback = _gp_session_load_tree (load->bytes, error);
  return load->fallback != NULL;
}

void
gp_series_load_apply (GpSeriesLoad *load,
                      GpSession    *session)
{
  g_return_if_fail (load != NULL);
  g_return_if_fail (GP_IS_SESSION (session));

  if (load->drop_text && load->series != NULL)
    {
      /* The text (a file mapping, or the whole document) goes: saved, the
       * series is written from its columns. */
      _gp_session_forget_series_text (session);
      g_clear_pointer (&load->text, g_bytes_unref);
      g_clear_pointer (&load->bytes, g_bytes_unref);
    }
  /* The series replaced is kept: whoever showed the session may still
   * point into it. */
  if (load->series != NULL)
    {
      g_clear_pointer (&load->replaced, gp_series_free);
      load->replaced = _gp_session_replace_series (session, g_steal_pointer (&load->series));
      return;
    }
  if (load->fallback == NULL)
    return;

  /* json-glib's reading of the same text: its series, and its document
   * (which holds the series) for saving. */
  g_clear_pointer (&load->replaced, gp_series_free);
  load->replaced = _gp_session_replace_series (session, _gp_session_steal_series (load->fallback));
  _gp_session_set_document (session, gp_session_get_document (load->fallback));
  _gp_session_set_series_text (session, NULL);
  g_clear_object (&load->fallback);
}

GpSeries *
gp_series_load_take_replaced (GpSeriesLoad *load)
{
  g_return_val_if_fail (load != NULL, NULL);

  return g_steal_pointer (&load->replaced);
}

GpSession *
gp_session_load_from_bytes (GBytes  *bytes,
                            GError **error)
{
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autoptr(GpSession) session = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);

  session = gp_session_load_deferred (bytes, &pending, error);
  if (session == NULL || pending == NULL)
    return g_steal_pointer (&session);
  if (!gp_series_load_run (pending, error))
    return NULL;
  /* Refused by the reader: json-glib's session is the whole answer. */
  if (pending->fallback != NULL)
    return g_steal_pointer (&pending->fallback);
  gp_series_load_apply (pending, session);
  return g_steal_pointer (&session);
}
