/* gp-session.c: GpSession, the captured document
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

/* The one document every layer works on: info, target, graph, series, threads (latest CPU by
 * "tid:comm" key, in a hash), events (24-byte GpEvents whose strings are stored once each in a
 * GStringChunk), findings. It also keeps the JSON document it was loaded from, so that keys this
 * version does not know survive a save, and, after the quick load (core/format), the texts of
 * `series`, `events` and `threads` that the document holds null for. A capture appends to a
 * session; after that only its findings are replaced (gp_session_take_findings(): the loader, a
 * GpDocument storing the rules' findings). */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "gp-session-private.h"

struct _GpSession
{
  GObject        parent_instance;

  GpSessionInfo  info;
  GpTarget       target;
  GpGraph       *graph;
  GpSeries      *series;
  GPtrArray     *thread_keys;     /* of char* */
  GArray        *thread_values;   /* of double */
  GHashTable    *thread_index;    /* key (of thread_keys) → position + 1 */
  GArray        *events;          /* of GpEvent */
  GStringChunk  *event_strings;   /* their kinds and texts, each once */
  GPtrArray     *findings;        /* of GpFinding* */
  JsonObject    *document;
  GBytes        *series_text;     /* the loaded `series` value, when `document` holds null for it */
  GBytes        *events_text;     /* the loaded `events` value, when `document` holds null for it */
  GBytes        *threads_text;    /* the loaded `threads` value, likewise */
  gboolean       series_from_columns; /* `document` holds null for it, and no text is kept */
};

G_DEFINE_FINAL_TYPE (GpSession, gp_session, G_TYPE_OBJECT)

static void
gp_session_finalize (GObject *object)
{
  GpSession *self = (GpSession *)object;

  g_free (self->info.id);
  g_free (self->info.started);
  g_free (self->info.mode);
  g_free (self->info.launch);
  g_strfreev (self->info.command);
  g_free (self->info.label);
  g_free (self->info.parent_session);
  g_ptr_array_unref (self->info.notes);

  g_free (self->target.gstreamer);
  g_free (self->target.platform);
  g_free (self->target.board);
  g_free (self->target.l4t);
  g_free (self->target.python);
  g_ptr_array_unref (self->target.sources_present);
  g_ptr_array_unref (self->target.sources_missing);
  g_free (self->target.ssh_destination);
  g_strfreev (self->target.ssh_options);

  g_clear_pointer (&self->graph, gp_graph_free);
  g_clear_pointer (&self->series, gp_series_free);
  g_hash_table_unref (self->thread_index);
  g_ptr_array_unref (self->thread_keys);
  g_array_unref (self->thread_values);
  g_array_unref (self->events);
  g_string_chunk_free (self->event_strings);
  g_ptr_array_unref (self->findings);
  g_clear_pointer (&self->document, json_object_unref);
  g_clear_pointer (&self->series_text, g_bytes_unref);
  g_clear_pointer (&self->events_text, g_bytes_unref);
  g_clear_pointer (&self->threads_text, g_bytes_unref);

  G_OBJECT_CLASS (gp_session_parent_class)->finalize (object);
}

static void
gp_session_class_init (GpSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gp_session_finalize;
}

static void
gp_session_init (GpSession *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) utc = g_date_time_to_utc (now);

  self->info.id = g_date_time_format (now, "%Y%m%dT%H%M%S");
  self->info.started = g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");
  self->info.duration_s = 0.0;
  self->info.mode = g_strdup ("analyze");
  self->info.label = g_strdup ("");
  self->info.notes = g_ptr_array_new_with_free_func (g_free);

  self->target.gstreamer = g_strdup ("");
  self->target.platform = g_strdup ("generic");
  self->target.board = g_strdup ("");
  self->target.l4t = g_strdup ("");
  self->target.python = g_strdup ("");
  self->target.sources_present = g_ptr_array_new_with_free_func (g_free);
  self->target.sources_missing = g_ptr_array_new_with_free_func (g_free);

  self->graph = gp_graph_new ();
  self->series = gp_series_new (250);
  self->thread_keys = g_ptr_array_new_with_free_func (g_free);
  self->thread_values = g_array_new (FALSE, FALSE, sizeof (double));
  self->thread_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->events = g_array_new (FALSE, TRUE, sizeof (GpEvent));
  self->event_strings = g_string_chunk_new (64 * 1024);
  self->findings = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);
}

const char *
gp_whereabouts_to_string (GpWhereabouts whereabouts)
{
  switch (whereabouts)
    {
    case GP_WHEREABOUTS_ESTIMATED:
      return "estimated";
    case GP_WHEREABOUTS_EXACT:
      return "exact";
    case GP_WHEREABOUTS_NONE:
    default:
      return NULL;
    }
}

gboolean
gp_whereabouts_from_string (const char    *text,
                            GpWhereabouts *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (g_strcmp0 (text, "estimated") == 0)
    *out = GP_WHEREABOUTS_ESTIMATED;
  else if (g_strcmp0 (text, "exact") == 0)
    *out = GP_WHEREABOUTS_EXACT;
  else
    return FALSE;
  return TRUE;
}

GpSession *
gp_session_new (void)
{
  return g_object_new (GP_TYPE_SESSION, NULL);
}

GpSessionInfo *
gp_session_get_info (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  return &self->info;
}

GpTarget *
gp_session_get_target (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  return &self->target;
}

GpGraph *
gp_session_get_graph (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  return self->graph;
}

GpSeries *
gp_session_get_series (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  return self->series;
}

void
_gp_session_set_series (GpSession *self,
                        GpSeries  *series)
{
  g_return_if_fail (GP_IS_SESSION (self));
  g_return_if_fail (series != NULL);

  gp_series_free (self->series);
  self->series = series;
}

GpSeries *
_gp_session_replace_series (GpSession *self,
                            GpSeries  *series)
{
  GpSeries *old;

  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  g_return_val_if_fail (series != NULL, NULL);

  old = self->series;
  self->series = series;
  return old;
}

GpSeries *
_gp_session_steal_series (GpSession *self)
{
  GpSeries *series;

  g_return_val_if_fail (GP_IS_SESSION (self), NULL);

  series = self->series;
  self->series = gp_series_new (250);
  return series;
}

guint
gp_session_get_n_threads (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), 0);
  return self->thread_keys->len;
}

const char *
gp_session_get_thread_key (GpSession *self,
                           guint      i)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  g_return_val_if_fail (i < self->thread_keys->len, NULL);
  return g_ptr_array_index (self->thread_keys, i);
}

double
gp_session_get_thread_value (GpSession *self,
                             guint      i)
{
  g_return_val_if_fail (GP_IS_SESSION (self), 0.0);
  g_return_val_if_fail (i < self->thread_values->len, 0.0);
  return g_array_index (self->thread_values, double, i);
}

void
gp_session_set_thread (GpSession  *self,
                       const char *key,
                       double      pct)
{
  guint at;
  char *copy;

  g_return_if_fail (GP_IS_SESSION (self));
  g_return_if_fail (key != NULL);

  at = GPOINTER_TO_UINT (g_hash_table_lookup (self->thread_index, key));
  if (at > 0)
    {
      g_array_index (self->thread_values, double, at - 1) = pct;
      return;
    }
  copy = g_strdup (key);
  g_ptr_array_add (self->thread_keys, copy);
  g_array_append_val (self->thread_values, pct);
  g_hash_table_insert (self->thread_index, copy, GUINT_TO_POINTER (self->thread_keys->len));
}

guint
gp_session_get_n_events (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), 0);
  return self->events->len;
}

const GpEvent *
gp_session_get_event (GpSession *self,
                      guint      i)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  g_return_val_if_fail (i < self->events->len, NULL);
  return &g_array_index (self->events, GpEvent, i);
}

void
gp_session_add_event (GpSession  *self,
                      double      t,
                      const char *kind,
                      const char *text)
{
  gp_session_add_element_event (self, t, kind, NULL, text);
}

void
gp_session_add_element_event (GpSession  *self,
                              double      t,
                              const char *kind,
                              const char *element_id,
                              const char *text)
{
  GpEvent event;

  g_return_if_fail (GP_IS_SESSION (self));
  g_return_if_fail (kind != NULL);

  event.t = t;
  event.kind = g_string_chunk_insert_const (self->event_strings, kind);
  event.text = g_string_chunk_insert_const (self->event_strings, text ? text : "");
  event.element = element_id != NULL && *element_id != '\0'
                ? g_string_chunk_insert_const (self->event_strings, element_id) : NULL;
  g_array_append_val (self->events, event);
}

/* The events @old_id posted name @new_id. The ids are interned in the
 * events' chunk, so a pointer compares them. */
static void
rename_event_element (GpSession  *self,
                      const char *old_id,
                      const char *new_id)
{
  const char *old_interned = NULL;
  const char *new_interned = NULL;

  for (guint i = 0; i < self->events->len; i++)
    {
      GpEvent *event = &g_array_index (self->events, GpEvent, i);

      if (event->element == NULL)
        continue;
      if (old_interned == NULL)
        {
          if (strcmp (event->element, old_id) != 0)
            continue;
          old_interned = event->element;
        }
      if (event->element != old_interned)
        continue;
      if (new_interned == NULL)
        new_interned = g_string_chunk_insert_const (self->event_strings, new_id);
      event->element = new_interned;
    }
}

gboolean
gp_session_rename_element (GpSession  *self,
                           const char *old_id,
                           const char *new_id)
{
  g_autoptr(GPtrArray) links = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (GP_IS_SESSION (self), FALSE);

  if (!gp_graph_rename_element (self->graph, old_id, new_id, links))
    return FALSE;
  gp_series_rename_element (self->series, old_id, new_id);
  for (guint i = 0; i + 1 < links->len; i += 2)
    gp_series_rename_link (self->series, g_ptr_array_index (links, i), g_ptr_array_index (links, i + 1));
  rename_event_element (self, old_id, new_id);
  return TRUE;
}

GPtrArray *
gp_session_get_findings (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  return self->findings;
}

void
gp_session_take_findings (GpSession *self,
                          GPtrArray *findings)
{
  g_return_if_fail (GP_IS_SESSION (self));
  g_return_if_fail (findings != NULL);

  g_ptr_array_unref (self->findings);
  self->findings = findings;
  g_ptr_array_set_free_func (self->findings, (GDestroyNotify) gp_finding_free);
}

JsonObject *
gp_session_get_document (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);
  return self->document;
}

void
_gp_session_set_document (GpSession  *self,
                          JsonObject *document)
{
  g_return_if_fail (GP_IS_SESSION (self));

  if (document != NULL)
    json_object_ref (document);
  g_clear_pointer (&self->document, json_object_unref);
  self->document = document;
}

void
_gp_session_set_series_text (GpSession *self,
                             GBytes    *text)
{
  g_return_if_fail (GP_IS_SESSION (self));

  if (text != NULL)
    g_bytes_ref (text);
  g_clear_pointer (&self->series_text, g_bytes_unref);
  self->series_text = text;
  self->series_from_columns = FALSE;
}

gboolean
_gp_session_has_series_text (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), FALSE);
  return self->series_text != NULL;
}

GBytes *
_gp_session_dup_series_text (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);

  return self->series_text != NULL ? g_bytes_ref (self->series_text) : NULL;
}

void
_gp_session_forget_series_text (GpSession *self)
{
  g_return_if_fail (GP_IS_SESSION (self));

  g_clear_pointer (&self->series_text, g_bytes_unref);
  self->series_from_columns = TRUE;
}

gboolean
_gp_session_series_from_columns (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), FALSE);
  return self->series_from_columns;
}

void
_gp_session_set_events_text (GpSession *self,
                             GBytes    *text)
{
  g_return_if_fail (GP_IS_SESSION (self));

  if (text != NULL)
    g_bytes_ref (text);
  g_clear_pointer (&self->events_text, g_bytes_unref);
  self->events_text = text;
}

GBytes *
_gp_session_dup_events_text (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);

  return self->events_text != NULL ? g_bytes_ref (self->events_text) : NULL;
}

void
_gp_session_set_threads_text (GpSession *self,
                              GBytes    *text)
{
  g_return_if_fail (GP_IS_SESSION (self));

  if (text != NULL)
    g_bytes_ref (text);
  g_clear_pointer (&self->threads_text, g_bytes_unref);
  self->threads_text = text;
}

GBytes *
_gp_session_dup_threads_text (GpSession *self)
{
  g_return_val_if_fail (GP_IS_SESSION (self), NULL);

  return self->threads_text != NULL ? g_bytes_ref (self->threads_text) : NULL;
}

void
_gp_session_drop_last_thread (GpSession *self)
{
  guint last;

  g_return_if_fail (GP_IS_SESSION (self));
  g_return_if_fail (self->thread_keys->len > 0);

  last = self->thread_keys->len - 1;
  g_hash_table_remove (self->thread_index, g_ptr_array_index (self->thread_keys, last));
  g_ptr_array_remove_index (self->thread_keys, last);
  g_array_remove_index (self->thread_values, last);
}

static GBytes *
copy_bytes (GBytes *bytes)
{
  gsize len;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return g_bytes_new (data, len);
}

void
_gp_session_copy_texts (GpSession *self)
{
  g_autoptr(GBytes) events = NULL;
  g_autoptr(GBytes) threads = NULL;

  g_return_if_fail (GP_IS_SESSION (self));

  events = copy_bytes (self->events_text);
  threads = copy_bytes (self->threads_text);
  _gp_session_set_events_text (self, events);
  _gp_session_set_threads_text (self, threads);
}
