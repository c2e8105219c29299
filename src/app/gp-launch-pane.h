/* gp-launch-pane.h: GpLaunchPane, the Launch view: the launch string and its patched version
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

#include "gp-patch.h"
#include "gp-view.h"

G_BEGIN_DECLS

/* The Launch view: the session's launch string and the same string with the
 * fix patches the user switched on (the view state's applied-findings,
 * applied in rank order by the core's patch engine), the words that changed
 * highlighted, what was dropped on the way, Copy and Save as Script…; or why
 * there is nothing to patch. */

#define GP_TYPE_LAUNCH_PANE (gp_launch_pane_get_type ())

G_DECLARE_FINAL_TYPE (GpLaunchPane, gp_launch_pane, GP, LAUNCH_PANE, GpView)

/* Whether the document has a launch string the patch engine understood. */
gboolean      gp_launch_pane_get_has_launch (GpLaunchPane  *self);
/* The status shown instead of the strings, or NULL when they are shown. */
const char   *gp_launch_pane_get_status     (GpLaunchPane  *self);
const char   *gp_launch_pane_get_original   (GpLaunchPane  *self);
/* The launch string with the applied patches, or NULL without one. */
char         *gp_launch_pane_dup_patched    (GpLaunchPane  *self);
guint         gp_launch_pane_get_n_notes    (GpLaunchPane  *self);
/* The applied patches (what Re-run runs), or NULL without a launch string. */
const GpPatch *gp_launch_pane_get_patch     (GpLaunchPane  *self);

/* Switches @finding_id's patch on in the view state. FALSE, with the reason
 * in @error and on the finding's row, when the engine refuses it (it then
 * stays off). */
gboolean      gp_launch_pane_apply_finding  (GpLaunchPane  *self,
                                             const char    *finding_id,
                                             GError       **error);
void          gp_launch_pane_unapply_finding (GpLaunchPane *self,
                                              const char   *finding_id);
/* Why @finding_id's patch was refused the last time it was switched on, or
 * NULL. */
const char   *gp_launch_pane_get_refusal    (GpLaunchPane  *self,
                                             const char    *finding_id);
/* The toggle row of @finding_id, or NULL. */
GtkWidget    *gp_launch_pane_get_row        (GpLaunchPane  *self,
                                             const char    *finding_id);

void          gp_launch_pane_copy           (GpLaunchPane  *self);
/* Asks where with a file chooser, then gp_launch_pane_write_script(). */
void          gp_launch_pane_save_script    (GpLaunchPane  *self);
/* Writes the patched pipeline as an executable sh script (what
 * `gst-profile patch … -o FILE` writes); errors are also shown in the pane. */
gboolean      gp_launch_pane_write_script   (GpLaunchPane  *self,
                                             GFile         *file,
                                             GError       **error);
/* The last error shown in the pane (saving), or NULL. */
const char   *gp_launch_pane_get_error      (GpLaunchPane  *self);
/* The check of the string shown as patched: its sentence, and 0 clean, 1 it still leaves device
 * memory, 2 it cannot negotiate. */
const char   *gp_launch_pane_get_check_text  (GpLaunchPane  *self);
int           gp_launch_pane_get_check_level (GpLaunchPane  *self);

G_END_DECLS
