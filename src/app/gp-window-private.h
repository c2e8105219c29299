/* gp-window-private.h: GpWindow's struct and what its files (-actions, -capture,
 * -compare, -errors, -export, gp-live-capture.c, gp-rerun.c, gp-try-dialog.c) share
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
#include "gp-document-loader.h"
#include "gp-error-banner.h"
#include "gp-error-page.h"
#include "gp-launch-pane.h"
#include "gp-live-capture.h"
#include "gp-pipeline-page.h"
#include "gp-start-page.h"
#include "gp-window.h"

G_BEGIN_DECLS

/* What the error page's Try Again does again: a load (file, dots, tegrastats) or a capture. */
typedef struct
{
  GFile     *file;
  GPtrArray *dots;        /* of GFile */
  GFile     *tegrastats;
  char      *launch;
  gboolean   capture;
} GpWindowRetry;

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

  GpLiveCapture        *live_capture;      /* gp-window-capture.c */

  GpWindowRetry         retry;             /* gp-window-errors.c: what win.retry does again */

  /* Template children */
  GpViewState          *view_state;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  GpStartPage          *start_page;
  GpErrorPage          *error_page;
  GpErrorBanner        *error_banner;
  AdwFlap              *findings_flap;
  AdwFlap              *inspector_flap;
  AdwViewStack         *view_stack;          /* its pages: _gp_window_get_pipeline_page() and the like */
};

void  _gp_window_class_init_actions (GtkWidgetClass *widget_class);
void  _gp_window_init_actions       (GpWindow       *self);
void  _gp_window_update_actions     (GpWindow       *self);
void  _gp_window_open_files         (GpWindow       *self,
                                     GFile         **files,
                                     guint           n_files);
/* A file chooser of sessions and tracer logs (and dot dumps, with @dots)
 * for @self; @response_cb (swapped: @self, response, chooser) destroys it. */
void  _gp_window_choose_files       (GpWindow       *self,
                                     const char     *title,
                                     const char     *accept_label,
                                     gboolean        dots,
                                     GCallback       response_cb);
/* A notice that needs no answer ("Launch string copied"); failures go
 * to _gp_window_show_error(). */
void  _gp_window_add_toast          (GpWindow       *self,
                                     const char     *message);
/* The session page when there is a document, else the start page. */
void  _gp_window_show_idle_page     (GpWindow       *self);
/* The views, reached through the view stack (the window holds no pointer to them). */
GpPipelinePage *_gp_window_get_pipeline_page (GpWindow *self);
GpLaunchPane   *_gp_window_get_launch_pane   (GpWindow *self);
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
/* For GpLiveCapture: the capture is saved and shown, the window lets go
 * of it. */
void      _gp_window_end_capture        (GpWindow       *self);
/* Notifies GpWindow:capture. */
void      _gp_window_notify_capture     (GpWindow       *self);

/* gp-window-errors.c: errors in the window, win.retry, win.dismiss-error. */
void  _gp_window_class_init_errors  (GtkWidgetClass *widget_class);
void  _gp_window_dispose_errors     (GpWindow       *self);
/* A failure: on the error page when no session is shown, else in the
 * banner above the session, which stays. @title says what failed
 * ("Could Not Compare"), @message why in one sentence, @detail the raw
 * message (NULL: none). GpWindow:last-error is @detail, else @message. */
void  _gp_window_show_error         (GpWindow       *self,
                                     const char     *title,
                                     const char     *message,
                                     const char     *detail);
/* The same as a warning: something was done another way. */
void  _gp_window_show_warning       (GpWindow       *self,
                                     const char     *title,
                                     const char     *message,
                                     const char     *detail);
/* @file (with its @dots, of GFile, and @tegrastats; may be NULL) did not
 * open: "Could Not Open “name”", gp-error-text's sentence and detail;
 * win.retry opens it again; it leaves Recent. */
void  _gp_window_show_open_error    (GpWindow       *self,
                                     GFile          *file,
                                     GPtrArray      *dots,
                                     GFile          *tegrastats,
                                     const GError   *error);
/* A capture that did not run: win.retry opens the capture dialog with
 * @launch (may be NULL). */
void  _gp_window_show_capture_error (GpWindow       *self,
                                     const char     *message,
                                     const char     *detail,
                                     const char     *launch);
/* A session opened: the banner goes, nothing to retry. */
void  _gp_window_clear_error        (GpWindow       *self);

/* gp-rerun.c: session.rerun. */
void           _gp_window_class_init_rerun   (GtkWidgetClass *widget_class);

/* gp-window-export.c: win.export. */
void           _gp_window_class_init_export  (GtkWidgetClass *widget_class);

/* gp-window-compare.c: win.compare-with. */
void           _gp_window_class_init_compare (GtkWidgetClass *widget_class);

/* gp-try-dialog.c: session.try-fixes. */
void           _gp_window_class_init_try     (GtkWidgetClass *widget_class);

G_END_DECLS
