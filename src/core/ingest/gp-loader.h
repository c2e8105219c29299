/* gp-loader.h: every input file a user names, opened as a session (gp_load_path())
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

#include "gp-session.h"
#include "gp-session-load.h"

G_BEGIN_DECLS

/* Opens what `analyze`/`report` accept: a session JSON (the first 64 bytes,
 * after whitespace, start with '{') or a GST_DEBUG tracer log, either of them
 * gzip-compressed (".gz" suffix or gzip magic). For a log, each dot file in
 * @dots is merged after the log and the pending window is flushed.
 * Errors are GP_ERROR_* with a one-line message naming the path. */
GpSession  *gp_load_path          (const char          *path,
                                   const char * const  *dots,
                                   GCancellable        *cancellable,
                                   GError             **error);

/* The same, but a session JSON's `series` numbers are left in *@pending
 * (NULL when there is nothing left: a log, or a document read at once):
 * gp_load_path_series() reads them (any thread) with gp_load_path()'s
 * messages, gp_series_load_apply() hands them to the session. */
GpSession  *gp_load_path_deferred (const char          *path,
                                   const char * const  *dots,
                                   GpSeriesLoad       **pending,
                                   GCancellable        *cancellable,
                                   GError             **error);
gboolean    gp_load_path_series   (GpSeriesLoad        *load,
                                   const char          *path,
                                   GError             **error);

/* What a file handed to the app (an open dialog's selection, a drop) is,
 * told by its first bytes: the selection's session or tracer log goes with
 * its dot dumps and a tegrastats log beside it. */
typedef enum
{
  GP_LOAD_KIND_TRACER_LOG,  /* anything else: gp_load_path() says if it is none */
  GP_LOAD_KIND_SESSION,     /* starts with '{' */
  GP_LOAD_KIND_DOT,         /* a graphviz digraph (GST_DEBUG_DUMP_DOT_DIR) */
  GP_LOAD_KIND_TEGRASTATS,  /* most of its first lines are tegrastats lines */
} GpLoadKind;

/* Reads the start of @path (gzip allowed) and says which it is; a file
 * that cannot be read is GP_LOAD_KIND_TRACER_LOG, so that opening it says
 * why. Any thread. */
GpLoadKind  gp_load_sniff_path    (const char          *path,
                                   GCancellable        *cancellable);

/* Opens @path for reading, decompressing gzip transparently. */
GInputStream *gp_open_maybe_gzip  (const char          *path,
                                   GCancellable        *cancellable,
                                   GError             **error);

G_END_DECLS
