/* gp-window-private.h
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

#include "gp-capture.h"
#include "gp-capture-bar.h"
#include "gp-compare-view.h"
#include "gp-document-loader.h"
#include "gp-findings-pane.h"
#include "gp-inspector.h"
#include "gp-lane-chart.h"
#include "gp-launch-pane.h"
#include "gp-pipeline-page.h"
#include "gp-window.h"

G_BEGIN_DECLS

struct _GpWindow
{
  AdwApplicationWindow  parent_instance;

  GpDocument           *document;
  GpDocumentLoader     *loader;
  GCancellable         *cancellable;       /* the window's; cancelled on close */
  GCancellable         *load_cancellable;  /* the load in progress */
  GSettings            *settings;
  char                 *last_error;
  GtkWindow            *help_overlay;      /* built when first shown; weak */

  /* A live capture (gp-window-capture.c) */
  GpCapture            *capture;
  char                 *capture_out;
  guint                 capture_refresh_source;
  gboolean              close_after_capture;
  GpCaptureBar         *capture_bar;           /* template child */

  /* Template widgets */
  GpViewState          *view_state;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  AdwStatusPage        *start_page;
  GtkLabel             *start_error_label;
  AdwPreferencesGroup  *examples_group;
  AdwPreferencesGroup  *recent_group;
  GtkListBox           *examples_list;
  GtkListBox           *recent_list;
  AdwStatusPage        *loading_page;
  GtkProgressBar       *progress_bar;
  AdwWindowTitle       *loading_title;
  GtkLabel             *title_label;
  GtkLabel             *target_label;
  GtkLabel             *command_label;
  GtkLabel             *verdict_label;
  GtkLabel             *top_finding_label;
  GtkImage             *verdict_icon;
  GtkWidget            *session_strip;
  AdwFlap              *findings_flap;
  AdwFlap              *inspector_flap;
  AdwViewStack         *view_stack;
  GpFindingsPane       *findings_pane;
  GpInspector          *inspector;
  GpPipelinePage       *pipeline_page;
  GpLaneChart          *timeline_chart;
  GpLaneChart          *system_chart;
  GtkStack             *timeline_stack;        /* gp-window-views.c */
  AdwStatusPage        *timeline_empty_page;
  GtkStack             *system_stack;
  AdwStatusPage        *system_empty_page;
  GpLaunchPane         *launch_pane;
};

void  _gp_window_class_init_actions (GtkWidgetClass *widget_class);
void  _gp_window_init_actions       (GpWindow       *self);
void  _gp_window_update_actions     (GpWindow       *self);
void  _gp_window_open_files         (GpWindow       *self,
                                     GFile         **files,
                                     guint           n_files);
void  _gp_window_show_error         (GpWindow       *self,
                                     const char     *message);
void  _gp_window_populate_start     (GpWindow       *self);
/* gp-window-profile.c: GP_PROFILE_STARTUP timings (benchmark only). */
void  _gp_window_profile_session_shown (GpWindow   *self);
/* Shows @document without resetting the view state (a live refresh). */
void  _gp_window_replace_document   (GpWindow       *self,
                                     GpDocument     *document);

void      _gp_window_class_init_capture (GtkWidgetClass *widget_class);
/* Starts @capture in @self, or in a new window when @self already shows a
 * session; the session is saved to @out_path when it ends. Returns the
 * window, or NULL with @error. */
GpWindow *_gp_window_start_capture      (GpWindow       *self,
                                         GpCapture      *capture,
                                         const char     *out_path,
                                         GError        **error);
/* TRUE when a capture is running: it is stopped, saved, then the window
 * closes. */
gboolean  _gp_window_close_capture      (GpWindow       *self);
void      _gp_window_dispose_capture    (GpWindow       *self);

/* gp-rerun.c: session.rerun. */
void           _gp_window_class_init_rerun   (GtkWidgetClass *widget_class);

void           _gp_window_class_init_views   (GtkWidgetClass *widget_class);
void           _gp_window_update_views       (GpWindow       *self);

/* gp-window-compare.c: win.compare-with. */
void           _gp_window_class_init_compare (GtkWidgetClass *widget_class);
/* Compares the current session (before) with @file (after), loaded in a
 * thread; the comparison opens in its own window. */
void           _gp_window_compare_with_file  (GpWindow       *self,
                                              GFile          *file);
/* The comparison view of a window opened by gp_window_show_comparison(),
 * or NULL for any other window. */
GpCompareView *_gp_window_find_comparison    (GtkWindow      *window);

G_END_DECLS
