/* gp-try-dialog-private.h: GpTryDialog across its files
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

#include "gp-try-dialog.h"

G_BEGIN_DECLS

/* The copy of the window's session the runs are made from, in the sessions' folder. */
#define GP_TRY_DIALOG_SESSION_FILE "session.json"

struct _GpTryDialog
{
  AdwWindow            parent_instance;

  GpWindow            *window;          /* weak */
  GpSession           *session;
  GpTryPlan           *plan;
  GListStore          *planned;         /* of GpTryVariantItem */
  GStrv                ssh_options;     /* passed as --ssh-option */
  char                *cli;
  char                *where;
  char                *error;
  char                *status;
  char                *out_dir;
  GpTryProcess        *process;
  GtkWindow           *comparison;      /* weak */
  GCancellable        *cancellable;     /* comparisons loading */
  gboolean             close_when_done;
  GpTryProcessState    shown_state;     /* the focus follows it */

  /* Template children */
  AdwWindowTitle      *window_title;
  GtkButton           *close_button;
  GtkWidget           *stop_button;
  GtkWidget           *start_button;
  GtkStack            *stack;
  GtkLabel            *plan_error_label;
  AdwActionRow        *where_row;
  GtkImage            *where_icon;
  GtkAdjustment       *runs_adjustment;
  GtkAdjustment       *duration_adjustment;
  AdwPreferencesGroup *runs_group;
  AdwPreferencesGroup *variants_group;
  GtkListBox          *variants_list;
  GtkLabel            *not_tried_label;
  GtkProgressBar      *progress_bar;
  GtkLabel            *status_label;
  GtkWidget           *auth_label;
  GtkWidget           *results_box;
  GtkColumnView       *results_view;
  GtkColumnViewColumn *compare_column;
  GtkListView         *runs_view;
};

/* gp-try-dialog.c: what every widget shows, from the process's state. */
void  _gp_try_dialog_update             (GpTryDialog    *self);
/* @message as the dialog's error (in the plan before Start, under the progress after). */
void  _gp_try_dialog_set_error          (GpTryDialog    *self,
                                         const char     *message);

/* gp-try-dialog-plan.c: the plan of @document and where it runs, shown before Start; the CLI found. */
void  _gp_try_dialog_make_plan          (GpTryDialog    *self,
                                         GpDocument     *document);

/* gp-try-dialog-compare.c: `try.open-comparison` and the table's Open Comparison column. */
void  _gp_try_dialog_class_init_compare (GtkWidgetClass *widget_class);
void  _gp_try_dialog_init_compare       (GpTryDialog    *self);

G_END_DECLS
