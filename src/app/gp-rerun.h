/* gp-rerun.h: GpRerun: the patched launch string run on the session's target, then before/after
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

#include "gp-patch.h"
#include "gp-window.h"

G_BEGIN_DECLS

typedef enum
{
  GP_RERUN_CONFIRM,    /* the exact command is shown; nothing ran */
  GP_RERUN_CHECKING,   /* confirmed: the target's preflight and factories */
  GP_RERUN_RUNNING,    /* the capture runs in a window of its own */
  GP_RERUN_DONE,       /* saved; the comparison is open */
  GP_RERUN_CANCELLED,
  GP_RERUN_FAILED,     /* see gp_rerun_get_error() */
} GpRerunState;

#define GP_TYPE_RERUN (gp_rerun_get_type ())

G_DECLARE_FINAL_TYPE (GpRerun, gp_rerun, GP, RERUN, GObject)

/* A re-run of @session (shown in @window) with @patch's launch string on the
 * session's target (its target.ssh, else this computer), with the original's
 * duration and lite setting, recorded with parent_session = its id. NULL
 * with @error when it cannot be (no launch string, a bad destination). On
 * a board, ssh gets the options the user saved for that destination in New
 * Capture (settings "ssh-targets", checked as typed ones), then those of
 * the session that the allow-list keeps (gp-ssh-option.h,
 * GP_SSH_OPTION_POLICY_SESSION), in their canonical form; the confirmation
 * lists the session's others. */
GpRerun          *gp_rerun_new                 (GpWindow       *window,
                                                GpSession      *session,
                                                const GpPatch  *patch,
                                                GError        **error);
/* Asks first: a dialog with the destination and the exact command. Run
 * checks the target's gst-launch-1.0 and every factory, then captures;
 * when the capture is saved a comparison with the original opens. */
void              gp_rerun_present             (GpRerun        *self);

GpRerunState      gp_rerun_get_state           (GpRerun        *self);
/* The argv as it will run (on the board: after `ssh … DEST`). */
const char * const *gp_rerun_get_argv          (GpRerun        *self);
/* That argv as one shell-quoted line, as the dialog shows it. */
const char       *gp_rerun_get_command_text    (GpRerun        *self);
/* NULL for this computer. */
const char       *gp_rerun_get_destination     (GpRerun        *self);
/* On a board: the ssh options passed (canonical), and those of the session
 * that are not (as written); NULL for this computer. */
const char * const *gp_rerun_get_ssh_options   (GpRerun        *self);
const char * const *gp_rerun_get_dropped_options (GpRerun      *self);
AdwMessageDialog *gp_rerun_get_confirm_dialog  (GpRerun        *self);
const char       *gp_rerun_get_error           (GpRerun        *self);
/* RUNNING and after: the re-run's session and the window capturing it. */
GpSession        *gp_rerun_get_session         (GpRerun        *self);
GpWindow         *gp_rerun_get_capture_window  (GpRerun        *self);
const char       *gp_rerun_get_output          (GpRerun        *self);
/* DONE: the comparison window (NULL if it could not open). */
GtkWindow        *gp_rerun_get_comparison      (GpRerun        *self);

/* The re-run started last from @window (NULL when none). */
GpRerun          *gp_rerun_get_for_window      (GpWindow       *window);

/* @argv as one line, each word shell-quoted when it needs it. */
char             *gp_rerun_format_argv         (const char * const *argv);

G_END_DECLS
