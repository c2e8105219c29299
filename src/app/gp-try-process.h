/* gp-try-process.h: GpTryProcess, `gst-profile try` run for the app, its progress and its table
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

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  GP_TRY_PROCESS_READY,     /* nothing started */
  GP_TRY_PROCESS_RUNNING,
  GP_TRY_PROCESS_STOPPING,  /* cancelled: the run in progress ends, the table follows */
  GP_TRY_PROCESS_DONE,      /* the table is in; "stopped" says whether it was cancelled */
  GP_TRY_PROCESS_FAILED,    /* see gp_try_process_get_error() */
} GpTryProcessState;

#define GP_TYPE_TRY_PROCESS_STATE (gp_try_process_state_get_type ())
GType gp_try_process_state_get_type (void) G_GNUC_CONST;

#define GP_TYPE_TRY_PROCESS (gp_try_process_get_type ())

G_DECLARE_FINAL_TYPE (GpTryProcess, gp_try_process, GP, TRY_PROCESS, GObject)

/* `CLI try SESSION --format json --runs RUNS --duration D --out-dir OUT_DIR [--ssh-option O]…`, a
 * quoted argv, no shell. @variants are the plan's names in its order (for the run in progress). */
GpTryProcess      *gp_try_process_new          (const char          *cli,
                                                const char          *session,
                                                const char * const  *variants,
                                                guint                runs,
                                                double               duration_s,
                                                const char          *out_dir,
                                                const char * const  *ssh_options);
/* Starts it: its stderr's `[n/m] NAME #r: …` lines become items of the runs model as they come,
 * its stdout's JSON the variants model when it ends. The process holds the default application
 * while the child runs, so that closing the last window waits for the child. FALSE with @error
 * when it cannot start. */
gboolean           gp_try_process_start        (GpTryProcess        *self,
                                                GError             **error);
/* SIGINT: the run in progress ends cleanly, no other starts, the table of what ran follows. */
void               gp_try_process_cancel       (GpTryProcess        *self);

GpTryProcessState  gp_try_process_get_state    (GpTryProcess        *self);
/* Runs ended (ok or failed) and runs planned. */
guint              gp_try_process_get_n_done   (GpTryProcess        *self);
guint              gp_try_process_get_n_total  (GpTryProcess        *self);
double             gp_try_process_get_fraction (GpTryProcess        *self);
/* "QUEUE #1" while it runs, else NULL. */
const char        *gp_try_process_get_current  (GpTryProcess        *self);
gboolean           gp_try_process_get_stopped  (GpTryProcess        *self);
/* FAILED: one sentence. */
const char        *gp_try_process_get_error    (GpTryProcess        *self);
/* Of GpTryRunItem, in the order they ended. */
GListModel        *gp_try_process_get_runs     (GpTryProcess        *self);
/* Of GpTryVariantItem, best first (empty until DONE). */
GListModel        *gp_try_process_get_variants (GpTryProcess        *self);
/* What the child said on stderr, every line. */
const char        *gp_try_process_get_log      (GpTryProcess        *self);

/* The gst-profile CLI the app runs: $GP_CLI when set, else the installed one, else the build
 * tree's; NULL with @error when there is none. */
char              *gp_try_process_find_cli     (GError             **error);

G_END_DECLS
