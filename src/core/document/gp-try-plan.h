/* gp-try-plan.h: what `gst-profile try` will run, before anything runs
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

#include "gp-document.h"

G_BEGIN_DECLS

/* The variants of a session (its launch string as it is, each fix that applies alone, all of them
 * together, combined as `patch` combines them) with the exact command each runs, and where they run:
 * this computer, or the session's board over SSH with the given ssh options first (checked as `run`
 * checks them) and the session's own that pass Re-run's allow-list. `gst-profile try` prints it and
 * runs it; the app's Try Fixes shows it before its Start. */

typedef struct _GpTryPlan GpTryPlan;

typedef struct
{
  char  *name;      /* "original", "QUEUE" (a finding id without its "F-"), "all" */
  char  *launch;    /* the launch string it runs */
  GStrv  applied;   /* the finding ids patched in */
  char  *command;   /* "gst-launch-1.0 -e 'word' …": every word shell-quoted, as try prints it */
  char  *same_as;   /* "all" when one fix applies: that fix's name (the same string, run as its own
                     * variant: the two rows differ by run-to-run noise only); else NULL */
} GpTryPlanVariant;

/* The plan of @document's session: the fixes of @apply (finding ids; NULL: every finding with a
 * patch), @ssh_options (canonical or as typed; NULL: none) before the session's own. NULL with
 * @error (GP_ERROR_INVALID, one line) when the session has no launch string, an @apply id is not a
 * finding with a patch, no fix applies, an option is refused, or the session's board is not a
 * destination ssh would take. */
GpTryPlan              *gp_try_plan_new              (GpDocument          *document,
                                                      const char * const  *apply,
                                                      const char * const  *ssh_options,
                                                      GError             **error);
void                    gp_try_plan_free             (GpTryPlan           *self);

guint                   gp_try_plan_get_n_variants   (const GpTryPlan     *self);
/* The first is the original. */
const GpTryPlanVariant *gp_try_plan_get_variant      (const GpTryPlan     *self,
                                                      guint                index);
/* "F-SW: why" for each fix that does not apply alone, "all together: why" when they do not
 * combine; empty when every one applies. */
const char * const     *gp_try_plan_get_not_tried    (const GpTryPlan     *self);
/* The session's board, NULL for this computer. */
const char             *gp_try_plan_get_destination  (const GpTryPlan     *self);
/* "this computer" or "DEST over SSH". */
const char             *gp_try_plan_get_where        (const GpTryPlan     *self);
/* What each `gst-profile run` gets before its `--`: "--ssh DEST", then "--ssh-option OPT" for the
 * given options and the session's kept ones; empty for this computer. */
const char * const     *gp_try_plan_get_run_arguments (const GpTryPlan    *self);
/* The session's ssh options that are not passed (off the allow-list), as written. */
const char * const     *gp_try_plan_get_refused_options (const GpTryPlan  *self);
/* Each run's length when none is asked for: the session's, at most 30 s (10 s when unknown). */
double                  gp_try_plan_get_default_duration (const GpTryPlan *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpTryPlan, gp_try_plan_free)

G_END_DECLS
