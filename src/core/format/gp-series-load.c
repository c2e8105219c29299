/* gp-series-load.c: a session's series read after the rest (GpSeriesLoad)
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

#include <sys/mman.h>
#include <unistd.h>

#include "gp-series-load-private.h"
#include "gp-series-reader-private.h"
#include "gp-session-json-private.h"
#include "gp-session-private.h"

/* The second step of gp_session_load_deferred() (gp-session-load.c): the
 * text of the `series` value read into the columns by gp-series-reader.c
 * (any thread), then handed to the session (its own thread). Text the
 * reader refuses goes to json-glib as a whole, whose session then gives
 * the series, the document and the message. */

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

void
gp_series_load_drop_text (GpSeriesLoad *load)
{
  g_return_if_fail (load != NULL);

  load->drop_text = TRUE;
}

GpSeriesLoad *
_gp_series_load_new (GBytes   *document,
                     GBytes   *text,
                     gboolean  file_backed)
{
  GpSeriesLoad *load = g_new0 (GpSeriesLoad, 1);

  load->bytes = document;
  load->text = text;
  load->file_backed = file_backed;
  return load;
}

GpSession *
_gp_series_load_steal_fallback (GpSeriesLoad *load)
{
  g_return_val_if_fail (load != NULL, NULL);

  return g_steal_pointer (&load->fallback);
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

void
_gp_series_load_release_progress (gsize    consumed,
                                  gpointer user_data)
{
  const char *text = user_data;

  release_pages (text, text + consumed);
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
  load->series = _gp_series_read_json_full (data, len, load->file_backed ? _gp_series_load_release_progress : NULL,
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
      _gp_session_copy_texts (session);
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
