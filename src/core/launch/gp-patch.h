/* gp-patch.h: findings' fix patches applied to a session's launch string
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

#include <glib.h>
#include <json-glib/json-glib.h>

#include "gp-finding.h"
#include "gp-graph.h"
#include "gp-session.h"

G_BEGIN_DECLS

/* A launch string with fix patches applied to it for real.
 *
 * Patches address runtime names (`capsfilter3`, `nvvconv2`, `queue0`); each
 * is mapped to the token of the launch string that made the element
 * (gp-launch-map.h) and refused, with a reason, when that cannot be done
 * without guessing. The kinds (spec rules-and-patches.md):
 *
 *   replace-element {element, with}          the factory token becomes @with;
 *                                            properties @with is not known to
 *                                            take are dropped (and noted)
 *   insert-element  {before, element}        `element !` on the link into @before
 *   set-property    {element, property, value}
 *   set-caps        {link, to}               a caps token upstream of the link
 *                                            takes @to's media type and
 *                                            features; else caps @to are
 *                                            inserted on the link
 *   remove-element  {element}                the token goes, its neighbours
 *                                            are linked
 *
 * Edits are spliced into the original text, so whatever no patch touched
 * keeps the user's spelling. The result depends only on the set of patches
 * applied when they touch different tokens (order does not matter); a patch
 * that conflicts with one applied before it is refused. Applying a patch
 * twice is a no-op. After every patch the result is parsed again and
 * checked, and a patch that would not leave a valid string is refused. */

typedef struct _GpPatch GpPatch;

/* @launch parsed and mapped onto @graph (the session graph the patches'
 * runtime names come from). NULL with @error when @launch does not parse. */
GpPatch      *gp_patch_new                (const char       *launch,
                                           const GpGraph    *graph,
                                           GError          **error);
/* The same for a session's launch string; NULL with "the session has no
 * launch string" for wrap and log sessions. */
GpPatch      *gp_patch_new_for_session    (GpSession        *session,
                                           GError          **error);
void          gp_patch_free               (GpPatch          *self);

/* Applies one fix patch; FALSE with the reason in @error (GP_ERROR_INVALID
 * for a malformed patch, GP_ERROR_UNSUPPORTED when it cannot be applied),
 * leaving the patched string as it was. */
gboolean      gp_patch_apply              (GpPatch          *self,
                                           JsonObject       *fix_patch,
                                           GError          **error);
/* gp_patch_apply() on @finding's fix_patch; a finding without one is an
 * error naming it. */
gboolean      gp_patch_apply_finding      (GpPatch          *self,
                                           const GpFinding  *finding,
                                           GError          **error);
guint         gp_patch_get_n_applied      (const GpPatch    *self);
/* Whether patches that touch one conversion chain combine into its shortest form (TRUE, the
 * default: ZC + SW on a stretch of nvvidconv give one nvvidconv with the chain's last caps, and a
 * note says so) or are applied each exactly as written. Set before the first patch. */
void          gp_patch_set_combine        (GpPatch          *self,
                                           gboolean          combine);

/* What the user should know about the patched string: properties dropped by
 * replace-element, one sentence each. Recomputed after each patch. */
guint         gp_patch_get_n_notes        (const GpPatch    *self);
const char   *gp_patch_get_note           (const GpPatch    *self,
                                           guint             i);

const char   *gp_patch_get_original       (const GpPatch    *self);
/* The patched launch string (the original when nothing was applied). */
char         *gp_patch_print              (const GpPatch    *self);

/* The factories the patched pipeline needs, each once, in creation order
 * (caps filters and plain `( … )` bins left out): what a preflight on the
 * target checks with `gst-inspect-1.0 FACTORY` before a re-run. */
GStrv         gp_patch_get_factories      (const GpPatch    *self);

/* The patched pipeline as gst-launch-1.0 arguments: joined the way
 * gst-launch-1.0 joins its argv they give back the same pipeline (checked;
 * an error when no split can). */
GStrv         gp_patch_to_argv            (const GpPatch    *self,
                                           GError          **error);
/* A POSIX shell script that runs the patched pipeline with
 * `exec gst-launch-1.0 -e -- ARGS`, every argument quoted for the shell.
 * @comment (may be NULL) and the notes become comment lines, made
 * printable first. */
char         *gp_patch_to_script          (const GpPatch    *self,
                                           const char       *comment,
                                           GError          **error);
/* A unified-style diff of the launch string (`-`/`+` lines under
 * `---`/`+++` headers naming @old_label and @new_label) and, when the
 * strings differ, a `~ ` line with the word-level changes as
 * `[-old-]{+new+}`. */
char         *gp_patch_diff               (const GpPatch    *self,
                                           const char       *old_label,
                                           const char       *new_label);

/* One line saying what @fix_patch does ("insert queue before
 * nvv4l2h264enc0"); for messages. */
char         *gp_patch_describe           (JsonObject       *fix_patch);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpPatch, gp_patch_free)

G_END_DECLS
