/* gp-window.h: GpWindow, one window, one document
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

#include <adwaita.h>

#include "gp-application.h"
#include "gp-capture.h"
#include "gp-document.h"
#include "gp-document-loader.h"
#include "gp-view-state.h"

G_BEGIN_DECLS

/* One window, one document: a GpStartPage until a session is open, the
 * loading page while one is read (bound to :loader), a GpErrorPage when
 * it did not open, then the session: a GpErrorBanner for what fails
 * while it is shown, a GpSessionHeader, the findings and inspector panes
 * and the Pipeline, Timeline, System (GpChartPage) and Launch views, all
 * bound to :document and :view-state in ui/gp-window.ui; a live capture
 * (:capture) shows in its capture bar. The window holds the `win.*`,
 * `session.*` and `capture.*` actions. */

#define GP_TYPE_WINDOW (gp_window_get_type ())

G_DECLARE_FINAL_TYPE (GpWindow, gp_window, GP, WINDOW, AdwApplicationWindow)

GpWindow     *gp_window_new                (GpApplication        *application);
GpDocument   *gp_window_get_document       (GpWindow             *self);
GpViewState  *gp_window_get_view_state     (GpWindow             *self);
gboolean      gp_window_get_busy           (GpWindow             *self);
/* The load in progress (GpWindow:loader), or NULL. */
GpDocumentLoader *gp_window_get_loader     (GpWindow             *self);
/* The live capture shown (GpWindow:capture), or NULL. */
GpCapture    *gp_window_get_capture        (GpWindow             *self);
/* The last error shown in the window (its raw message, else its
 * sentence), or NULL. */
const char   *gp_window_get_last_error     (GpWindow             *self);
/* What the window shows: "start", "loading", "error" (a file or a
 * capture failed with no session shown) or "session". */
const char   *gp_window_get_page_name      (GpWindow             *self);
/* The session's view @name: "pipeline" (a GpPipelinePage), "timeline" and
 * "system" (GpChartPage), "launch" (GpLaunchPane); NULL for another. */
GtkWidget    *gp_window_get_view           (GpWindow             *self,
                                            const char           *name);

/* Opens @file (a session JSON or a tracer log; @dots, GFiles, are merged
 * into a log, and @tegrastats, a tegrastats log recorded beside it, into
 * its series). On success the view focuses @finding_id and/or selects
 * @element_id when given and present. Errors are shown in the window and
 * also returned to @callback. */
void          gp_window_load_async         (GpWindow             *self,
                                            GFile                *file,
                                            GPtrArray            *dots,
                                            GFile                *tegrastats,
                                            const char           *finding_id,
                                            const char           *element_id,
                                            GCancellable         *cancellable,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
gboolean      gp_window_load_finish        (GpWindow             *self,
                                            GAsyncResult         *result,
                                            GError              **error);
/* Opens what a multi-select open dialog, a drop or the command line hands
 * over: each file is sniffed (off the main thread, gp_load_sniff_path())
 * and the dot dumps and a tegrastats log go with the session or tracer log
 * they came with, which opens here; other sessions and logs open in new
 * windows. Finishes when this window's load does; errors (a tegrastats log
 * or a dot dump alone, two tegrastats logs, a load that fails) are shown in
 * the window and returned. */
void          gp_window_open_files_async   (GpWindow             *self,
                                            GFile               **files,
                                            guint                 n_files,
                                            GCancellable         *cancellable,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
gboolean      gp_window_open_files_finish  (GpWindow             *self,
                                            GAsyncResult         *result,
                                            GError              **error);
/* Fire-and-forget gp_window_load_async(). */
void          gp_window_open               (GpWindow             *self,
                                            GFile                *file);
/* Opens a before/after comparison of two sessions (typically the original
 * and its re-run) in a window of its own, transient for @self. Returns that
 * window (owned by GTK), or NULL when it could not be computed (the error
 * is shown in @self). */
GtkWindow    *gp_window_show_comparison    (GpWindow             *self,
                                            GpSession            *before,
                                            GpSession            *after);
/* What `win.compare-with` does with the chosen file: the current session
 * is before, @file (loaded in a thread) after; errors are shown in @self. */
void          gp_window_compare_with_file  (GpWindow             *self,
                                            GFile                *file);

/* What `win.export` does with the chosen file: @kind (the action's target)
 * is "svg" or "png" (the graph), "html" (the report, redacted), "csv" (the
 * series) or "perfetto" (the trace); the bytes are what `gst-profile export`
 * and `report` write for the session, made and written in a worker (a
 * temporary file renamed over @file). Needs a complete document and no
 * capture running. A toast says where it went; errors are shown in @self
 * and returned. */
void          gp_window_export_async       (GpWindow             *self,
                                            const char           *kind,
                                            GFile                *file,
                                            GCancellable         *cancellable,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
gboolean      gp_window_export_finish      (GpWindow             *self,
                                            GAsyncResult         *result,
                                            GError              **error);

G_END_DECLS
