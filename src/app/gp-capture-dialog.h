/* gp-capture-dialog.h: GpCaptureDialog, a capture on this computer or on a board over SSH
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

#include "gp-window.h"

G_BEGIN_DECLS

/* Asks where (this computer, or a board over SSH: a Host of ~/.ssh/config,
 * a saved board or a typed destination, with optional ssh options), what
 * to capture (a gst-launch-1.0 pipeline or a command to wrap), for how long,
 * with which options and where to save it; shows what the target can
 * capture (the preflight; for a board after Check, which connects and may
 * ask for a password or a host key in dialogs of its own), and starts the
 * capture in @window (or in a new window when @window already shows a
 * session). Errors stay in the dialog. The pipeline is checked as it is
 * typed; the last capture's mode, pipeline, command and board fill the form
 * when it opens again. */

#define GP_TYPE_CAPTURE_DIALOG (gp_capture_dialog_get_type ())

G_DECLARE_FINAL_TYPE (GpCaptureDialog, gp_capture_dialog, GP, CAPTURE_DIALOG, AdwWindow)

GpCaptureDialog *gp_capture_dialog_new              (GpWindow        *window);

/* TRUE once the preflight is done (Start is enabled then). */
gboolean         gp_capture_dialog_get_ready        (GpCaptureDialog *self);
/* The error shown, or NULL. */
const char      *gp_capture_dialog_get_error        (GpCaptureDialog *self);

/* Fill the form like a user would. */
void             gp_capture_dialog_set_launch       (GpCaptureDialog *self,
                                                     const char      *launch);
/* The pipeline as typed. */
char            *gp_capture_dialog_dup_launch       (GpCaptureDialog *self);
/* What the check of the pipeline says under it (it runs a moment after the
 * last change; gp_capture_dialog_set_launch() checks at once), or NULL when
 * it parses or is empty. Start is disabled meanwhile. */
const char      *gp_capture_dialog_get_launch_error (GpCaptureDialog *self);
/* The launch string of the session the window shows, offered beside the
 * pipeline ("Use this session's pipeline", capture-dialog.use-session-launch),
 * or NULL when there is none or the mode is a command. */
const char      *gp_capture_dialog_get_offered_launch (GpCaptureDialog *self);
void             gp_capture_dialog_set_command      (GpCaptureDialog *self,
                                                     const char      *command);
void             gp_capture_dialog_set_duration     (GpCaptureDialog *self,
                                                     double           seconds);
void             gp_capture_dialog_set_label        (GpCaptureDialog *self,
                                                     const char      *label);
void             gp_capture_dialog_set_output       (GpCaptureDialog *self,
                                                     const char      *path);
const char      *gp_capture_dialog_get_output       (GpCaptureDialog *self);

/* Chooses a board over SSH (@options as typed, e.g. "Port=2222"), or this
 * computer when @destination is NULL. Check (capture-dialog.check)
 * connects. */
void             gp_capture_dialog_set_ssh          (GpCaptureDialog *self,
                                                     const char      *destination,
                                                     const char      *options);
const char      *gp_capture_dialog_get_destination  (GpCaptureDialog *self);
/* TRUE when a board over SSH is chosen (the last capture's board is, when
 * the dialog opens after one). */
gboolean         gp_capture_dialog_get_remote       (GpCaptureDialog *self);
/* The known boards' destinations (saved ones, then the Hosts of
 * ~/.ssh/config), in list order; choosing one fills the fields. */
GStrv            gp_capture_dialog_dup_known_boards (GpCaptureDialog *self);
void             gp_capture_dialog_choose_known_board (GpCaptureDialog *self,
                                                       guint            index);

G_END_DECLS
