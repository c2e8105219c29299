/* gp-document-private.h: the steps GpDocument's constructors and GpDocumentLoader share
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

#include "gp-document.h"
#include "gp-series-load.h"

G_BEGIN_DECLS

/* A document is made in three steps, which gp_document_load() and
 * gp_document_new_for_session() run one after the other and the loader
 * spreads over its worker and the main thread:
 *   1. _gp_document_new_partial(): the session (read by the caller), the
 *      title and target texts; the layout the caller made, or none yet
 *      (then made when asked);
 *   2. _gp_document_results_compute(): analysis, rules, verdict header,
 *      reading the session only (any thread);
 *   3. _gp_document_complete(): the results handed over, `complete`. */

typedef struct
{
  GpAnalysis          *analysis;
  GPtrArray           *findings;        /* of GpFinding */
  const GpRuleCatalog *catalog;         /* NULL: the stored findings (or none) */
  char                *verdict_header;
  GError              *rules_error;     /* why the stored ones (GP_DOCUMENT_LOAD_STORED_FALLBACK) */
} GpDocumentResults;

/* Step 1's reading, the same for every front end: @path with @dots merged
 * (gp_load_path()), then @tegrastats when not NULL. With @pending, a
 * session JSON's series are left there (gp_load_path_deferred()), unless a
 * tegrastats log is merged into them. Any thread. */
GpSession    *_gp_document_read_session       (const char          *path,
                                               const char * const  *dots,
                                               const char          *tegrastats,
                                               guint                tegrastats_interval_ms,
                                               GpSeriesLoad       **pending,
                                               GCancellable        *cancellable,
                                               GError             **error);
GpDocument   *_gp_document_new_partial        (GFile               *file,
                                               GpSession           *session);
/* Step 1 with the layout made beforehand (takes both; both may be NULL):
 * the document does not lay the graph out again. */
void          _gp_document_take_layout        (GpDocument          *self,
                                               GpXdotGraph         *layout,
                                               char                *layout_error);
gboolean      _gp_document_results_compute    (GpDocumentResults   *results,
                                               GpSession           *session,
                                               GpDocumentLoadFlags  flags,
                                               GError             **error);
void          _gp_document_results_clear      (GpDocumentResults   *results);
/* Takes the contents of @results (cleared); with
 * GP_DOCUMENT_LOAD_STORE_FINDINGS the findings go to the session too. */
void          _gp_document_complete           (GpDocument          *self,
                                               GpDocumentLoadFlags  flags,
                                               GpDocumentResults   *results);
/* Whether gp_document_get_layout() has made (or been given) the layout. */
gboolean      _gp_document_has_laid_out       (GpDocument          *self);

/* The graph laid out once with room for every value, under the process's
 * graphviz lock (cgraph and libgvc are not reentrant); NULL without
 * elements (no error) or on an error. Any thread. */
GpXdotGraph  *_gp_document_lay_out            (GpSession             *session,
                                               const GpLayoutOptions *options,
                                               GpLayoutDirection     *direction,
                                               GError               **error);
/* The same for a graph and the room for values already made (GpLayoutSnapshot's). */
GpXdotGraph  *_gp_document_lay_out_graph      (const GpGraph         *graph,
                                               const GpLayoutOverlay *overlay,
                                               const GpLayoutOptions *options,
                                               GpLayoutDirection     *direction,
                                               GError               **error);

G_END_DECLS
