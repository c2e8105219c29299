/* gp-session-private.h
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

#include "gp-session.h"

G_BEGIN_DECLS

/* The document gp_session_get_document() returns (a ref is taken); set by
 * the JSON loader. */
void _gp_session_set_document (GpSession  *self,
                               JsonObject *document);

/* Replaces the series (takes ownership); used by the JSON loader. */
void _gp_session_set_series (GpSession *self,
                             GpSeries  *series);

/* The text of the `series` value as loaded, kept for saving when the
 * document (gp_session_get_document()) holds null in its place: the
 * numbers are read into the GpSeries without a JSON tree. */
void      _gp_session_set_series_text  (GpSession *self,
                                        GBytes    *text);
gboolean  _gp_session_has_series_text  (GpSession *self);
GBytes   *_gp_session_dup_series_text  (GpSession *self);
/* No text kept (gp_series_load_drop_text()): the document's `series` is
 * then written from the columns. */
void      _gp_session_forget_series_text (GpSession *self);
gboolean  _gp_session_series_from_columns (GpSession *self);

/* The text of the `events` value as loaded, kept for saving when the
 * document holds null in its place (the events themselves are read into
 * the session's compact store without a JSON tree); NULL when none. */
void      _gp_session_set_events_text  (GpSession *self,
                                        GBytes    *text);
GBytes   *_gp_session_dup_events_text  (GpSession *self);
/* The same for `threads` (the latest readings, read from the text). */
void      _gp_session_set_threads_text (GpSession *self,
                                        GBytes    *text);
GBytes   *_gp_session_dup_threads_text (GpSession *self);
/* Forgets the thread added last (a reader's check for a duplicate key). */
void      _gp_session_drop_last_thread (GpSession *self);
/* The threads and events texts copied out of the loaded document's
 * bytes, so that these can go. */
void      _gp_session_copy_texts       (GpSession *self);

/* gp_session_to_json() with at most @max_events events (the first). */
JsonNode  *_gp_session_to_json_capped (GpSession  *self,
                                       guint       max_events);

/* Puts @series in (taken) and returns the one it replaces. */
GpSeries  *_gp_session_replace_series (GpSession  *self,
                                       GpSeries   *series);
/* Takes the series out (an empty one is left in its place). */
GpSeries  *_gp_session_steal_series   (GpSession  *self);

G_END_DECLS
