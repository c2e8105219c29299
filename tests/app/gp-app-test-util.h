/* gp-app-test-util.h: helpers for the GUI tests
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

#include <gtk/gtk.h>

#include "gp-application.h"
#include "gp-capture-bar.h"
#include "gp-capture-dialog.h"
#include "gp-chart-page.h"
#include "gp-error-banner.h"
#include "gp-error-page.h"
#include "gp-findings-pane.h"
#include "gp-graph-view.h"
#include "gp-inspector.h"
#include "gp-lane-chart.h"
#include "gp-launch-pane.h"
#include "gp-pipeline-page.h"
#include "gp-session-header.h"
#include "gp-start-page.h"
#include "gp-window.h"

G_BEGIN_DECLS

/* What a test's main() does first: a private home for recent files and
 * settings (memory GSettings), g_test_init(), the application registered,
 * animations off. */
GpApplication *gp_app_test_init        (int          *argc,
                                        char       ***argv);

/* One gp_window_load_async(): gp_app_test_load_cb() fills it. */
typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
} GpAppTestLoad;

void        gp_app_test_load_cb        (GObject      *object,
                                        GAsyncResult *result,
                                        gpointer      user_data);   /* GpAppTestLoad */

/* Runs the default main context for @ms milliseconds. */
void        gp_app_test_wait           (guint        ms);
/* Waits (up to @timeout_ms) until the default GtkRecentManager lists @uri.
 * GTK writes recent files asynchronously, and gtk_recent_manager_has_item()
 * is a critical before its first load, so poll the item list instead. */
gboolean    gp_app_test_wait_recent    (const char  *uri,
                                        guint        timeout_ms);
/* Whether the default GtkRecentManager lists @uri now. */
gboolean    gp_app_test_recent_lists   (const char  *uri);
/* Runs the default main context until *@flag is TRUE or @timeout_ms passed;
 * returns *@flag. */
gboolean    gp_app_test_wait_for       (gboolean    *flag,
                                        guint        timeout_ms);
/* Renders @widget as it is on screen into $GP_ARTIFACTS_DIR/@name.png
 * (tests/artifacts by default) and returns the path. */
char       *gp_app_test_screenshot     (GtkWidget   *widget,
                                        const char  *name);
/* The *.json fixtures in $GP_FIXTURES_DIR, sorted, as absolute paths. */
GPtrArray  *gp_app_test_fixture_paths  (void);
/* A new window of @app, 1280×800, shown and allocated. */
GpWindow   *gp_app_test_new_window     (GpApplication *app);
/* Loads @path into @window (with the finding and element to focus, may be
 * NULL), busy until it is done; then waits for the graph's first
 * allocation. FALSE and @error when the load failed. */
gboolean    gp_app_test_load           (GpWindow      *window,
                                        const char    *path,
                                        const char    *finding_id,
                                        const char    *element_id,
                                        GError       **error);
/* The index of @chart's lane titled @title (and whether it is available),
 * or -1. */
int         gp_app_test_find_lane      (GpLaneChart   *chart,
                                        const char    *title,
                                        gboolean      *available);
/* Waits (asserted) until @window's document is complete. */
void        gp_app_test_wait_complete  (GpWindow      *window);
/* Until @widget has been painted once more (a frame of its own requested). */
void        gp_app_test_wait_frame     (GtkWidget     *widget);
/* Until the graph view's layout for its direction is in (made in a thread). */
void        gp_app_test_wait_laid_out  (GpWindow      *window);
/* A new session window of @app, 1280×800, shown, with @path loaded (asserted). */
GpWindow   *gp_app_test_open_window    (GpApplication *app,
                                        const char    *path);
/* gp_app_test_open_window(), then until its document is complete. */
GpWindow   *gp_app_test_open_complete  (GpApplication *app,
                                        const char    *path);
/* The same for the fixture @name (in $GP_FIXTURES_DIR). */
GpWindow   *gp_app_test_open_fixture   (GpApplication *app,
                                        const char    *name);
/* A new window of @app at @width × @height, shown, once it is mapped and has its size. */
GpWindow   *gp_app_test_new_sized      (GpApplication *app,
                                        int            width,
                                        int            height);
/* Loads @path into @window (focused on @finding_id or @element_id, either may be NULL), asserted,
 * and waits until the load is complete. */
void        gp_app_test_load_path      (GpWindow      *window,
                                        const char    *path,
                                        const char    *finding_id,
                                        const char    *element_id);
/* A new window of @app at @width × @height, shown, with @path loaded and complete (asserted). */
GpWindow   *gp_app_test_open_sized     (GpApplication *app,
                                        const char    *path,
                                        int            width,
                                        int            height);
/* Where @element is drawn, in @view's coordinates (asserted to be drawn). */
graphene_rect_t gp_app_test_element_area (GpGraphView *view,
                                          const char  *element);
/* Whether the whole of @area is inside @view's allocation, below the legend over its top. */
gboolean    gp_app_test_area_in_view   (GpGraphView     *view,
                                        graphene_rect_t  area);
/* Whether the whole of @element's box is inside @view's allocation, below the legend. */
gboolean    gp_app_test_element_in_view (GpGraphView  *view,
                                         const char   *element);
/* Closes @window and asserts it is finalized. */
void        gp_app_test_close_window   (GtkWindow     *window);

/* Waits (up to @timeout_ms) until *@weak is NULL (a weak pointer to an
 * object that is going), and asserts it is. */
void        gp_app_test_wait_gone      (gpointer      *weak,
                                        guint          timeout_ms);
/* The first toplevel of @type, waited for up to @timeout_ms; NULL when
 * there is none by then. */
GtkWindow  *gp_app_test_find_toplevel  (GType          type,
                                        guint          timeout_ms);
/* Opens the capture dialog the way the user does (Ctrl+R, `win.capture`)
 * and waits (asserted) for its preflight, unless it opened on the last
 * capture's board (that waits for Check); it is transient for @window. */
GpCaptureDialog *gp_app_test_open_capture_dialog (GpWindow *window);

/* The parts of a window, found as a user sees them (public API and the
 * widget tree, no private fields). */
GpPipelinePage *gp_app_test_pipeline_page (GpWindow   *window);
GpGraphView    *gp_app_test_graph_view    (GpWindow   *window);
/* The lane chart of the "timeline" or "system" view. */
GpLaneChart    *gp_app_test_chart         (GpWindow   *window,
                                           const char *view);
GpLaunchPane   *gp_app_test_launch_pane   (GpWindow   *window);
GpFindingsPane *gp_app_test_findings_pane (GpWindow   *window);
GpInspector    *gp_app_test_inspector     (GpWindow   *window);
GpStartPage    *gp_app_test_start_page    (GpWindow   *window);
GpSessionHeader *gp_app_test_session_header (GpWindow *window);
GpCaptureBar   *gp_app_test_capture_bar   (GpWindow   *window);
/* The page shown when a file or a capture failed with no session, and
 * the banner over a session. */
GpErrorPage    *gp_app_test_error_page    (GpWindow   *window);
GpErrorBanner  *gp_app_test_error_banner  (GpWindow   *window);
/* The findings pane's flap (GTK_PACK_START) or the inspector's (END). */
AdwFlap        *gp_app_test_flap          (GpWindow   *window,
                                           GtkPackType position);
/* The session's views and the name of the one shown. */
AdwViewStack   *gp_app_test_view_stack    (GpWindow   *window);
const char     *gp_app_test_visible_view  (GpWindow   *window);
/* What the session header's verdict line says. */
const char     *gp_app_test_verdict       (GpWindow   *window);

/* The first widget of @type under @root (not @root itself), depth
 * first, or NULL. */
GtkWidget  *gp_app_test_find_widget     (GtkWidget  *root,
                                         GType       type);
/* Every widget of @type under @root (not @root itself), depth first, added
 * to @found. */
void        gp_app_test_collect_widgets (GtkWidget  *root,
                                         GType       type,
                                         GPtrArray  *found);
/* The first button under @root whose action is @action_name, or NULL. */
GtkWidget  *gp_app_test_find_action_button (GtkWidget  *root,
                                            const char *action_name);
/* Whether the capture dialog's Start button can be pressed. */
gboolean    gp_app_test_can_start       (GpCaptureDialog *dialog);
/* A session file of a linear pipeline of @n_elements (at least 8), every
 * element with a processing time series, written to a temporary file whose
 * path is returned (the caller removes it). "generic": a videotestsrc,
 * queues and identities, a fakesink, nothing to find. "jetson": a camera,
 * queues on NVMM, and element @break_at a videoconvert ("conv0") between
 * NVMM and an nvvidconv ("nvconv0") over system memory: a zero-copy break,
 * the top finding, far from the sources when @break_at is. */
char       *gp_app_test_write_chain     (guint        n_elements,
                                         const char  *platform,
                                         guint        break_at);

/* @ids (strings) sorted, duplicates collapsed (as targets are highlighted):
 * free with g_strfreev(). */
GStrv       gp_app_test_sorted_strv     (GPtrArray  *ids);
/* What the graph outlines for @finding, sorted: its targets and what its title names beyond them
 * (gp_finding_collect_extent()). */
void        gp_app_test_expected_outline (GpWindow        *window,
                                          const GpFinding *finding,
                                          GStrv           *elements,
                                          GStrv           *links);

G_END_DECLS
