/* gp-document-loader.h: GpDocumentLoader, the app's async load of a GpDocument with progress
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

#include <gio/gio.h>

#include "gp-document.h"

G_BEGIN_DECLS

/* Opens a session JSON or a tracer log (plus dot dumps) off the main
 * thread for the app: load, lay out the graph, analyse, run the rules:
 * the steps of gp_document_load() in another order, with the graph first.
 * `fraction` and `message` follow the work for a progress display.
 * `document` is set (notified) as soon as the graph can be drawn, with the
 * document not yet complete; the load finishes when it is
 * (GpDocument:complete). A session that cannot be analysed with the current
 * rules is shown with its stored findings (GP_DOCUMENT_LOAD_STORED_FALLBACK);
 * otherwise the session carries the recomputed ones, as the CLI's does
 * (GP_DOCUMENT_LOAD_STORE_FINDINGS: an export or a report from the app is
 * the CLI's). */

#define GP_TYPE_DOCUMENT_LOADER (gp_document_loader_get_type ())

G_DECLARE_FINAL_TYPE (GpDocumentLoader, gp_document_loader, GP, DOCUMENT_LOADER, GObject)

GpDocumentLoader  *gp_document_loader_new           (GFile               *file);
GFile             *gp_document_loader_get_file      (GpDocumentLoader    *self);
/* Dot dumps merged into a tracer log (ignored for a session JSON). */
void               gp_document_loader_add_dot       (GpDocumentLoader    *self,
                                                     GFile               *dot);
/* A tegrastats log recorded beside a tracer log (or a session), merged
 * into its series before the analysis (gp_document_load_full()); NULL for
 * none. Before the load starts. */
void               gp_document_loader_set_tegrastats (GpDocumentLoader  *self,
                                                      GFile             *tegrastats);
GFile             *gp_document_loader_get_tegrastats (GpDocumentLoader  *self);
double             gp_document_loader_get_fraction  (GpDocumentLoader    *self);
const char        *gp_document_loader_get_message   (GpDocumentLoader    *self);
/* The document once its graph is laid out, before it is complete. */
GpDocument        *gp_document_loader_get_document  (GpDocumentLoader    *self);
/* Starts reading the file now, before the load (which then takes what was
 * read): the application calls it while GTK starts up. */
void               gp_document_loader_prefetch      (GpDocumentLoader    *self);
void               gp_document_loader_load_async    (GpDocumentLoader    *self,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
GpDocument        *gp_document_loader_load_finish   (GpDocumentLoader    *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);

G_END_DECLS
