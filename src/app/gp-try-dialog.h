/* gp-try-dialog.h: GpTryDialog, Try Fixes: the original and its fixes run side by side
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

#include "gp-try-plan.h"
#include "gp-try-process.h"
#include "gp-window.h"

G_BEGIN_DECLS

/* `session.try-fixes` from the Launch view: a modal window over the session's that shows, before
 * anything runs, where the variants run (this computer, or the board over SSH), each variant and
 * its exact command (GpTryPlan, what `gst-profile try` prints), the runs of each (1–20, 3) and their
 * length (the session's, at most 30 s). Start runs `gst-profile try` (GpTryProcess) with the
 * sessions in a new folder of the user cache: a progress bar and a row per run as they end, then the
 * table, best first, each row with Open Comparison (the original's first run before, the row's
 * after). Stop, or closing the window, ends the run in progress cleanly and waits for it. */

#define GP_TYPE_TRY_DIALOG (gp_try_dialog_get_type ())

G_DECLARE_FINAL_TYPE (GpTryDialog, gp_try_dialog, GP, TRY_DIALOG, AdwWindow)

/* For @window's session (its document must be complete). Why it cannot run (no fix applies, the
 * CLI is not installed) is said in the dialog, whose Start is then off. */
GpTryDialog       *gp_try_dialog_new            (GpWindow     *window);
/* The dialog opened last over @window and still open, or NULL. */
GpTryDialog       *gp_try_dialog_get_for_window (GpWindow     *window);

/* NULL when the session cannot be tried (see gp_try_dialog_get_error()). */
const GpTryPlan   *gp_try_dialog_get_plan       (GpTryDialog  *self);
/* Of GpTryVariantItem: the plan's variants with their commands, as listed before Start. */
GListModel        *gp_try_dialog_get_planned    (GpTryDialog  *self);
/* What the Where row says. */
const char        *gp_try_dialog_get_where      (GpTryDialog  *self);
guint              gp_try_dialog_get_runs       (GpTryDialog  *self);
void               gp_try_dialog_set_runs       (GpTryDialog  *self,
                                                 guint         runs);
double             gp_try_dialog_get_duration   (GpTryDialog  *self);
void               gp_try_dialog_set_duration   (GpTryDialog  *self,
                                                 double        seconds);
/* The run after Start (`try.start`), else NULL. */
GpTryProcess      *gp_try_dialog_get_process    (GpTryDialog  *self);
/* The sessions' folder after Start, else NULL. */
const char        *gp_try_dialog_get_out_dir    (GpTryDialog  *self);
/* The sentence shown when something went wrong, else NULL. */
const char        *gp_try_dialog_get_error      (GpTryDialog  *self);
/* What the status line under the progress says. */
const char        *gp_try_dialog_get_status     (GpTryDialog  *self);
/* Whether the note that key-based SSH login is needed shows. */
gboolean           gp_try_dialog_get_auth_hint  (GpTryDialog  *self);
/* The comparison window Open Comparison opened last (`try.open-comparison`), NULL before one
 * opened or once it is closed. */
GtkWindow         *gp_try_dialog_get_comparison (GpTryDialog  *self);

G_END_DECLS
