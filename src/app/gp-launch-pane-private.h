/* gp-launch-pane-private.h: GpLaunchPane across its files
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

#include "gp-launch-pane.h"
#include "gp-patch.h"

G_BEGIN_DECLS

struct _GpLaunchPane
{
  GpView          parent_instance;

  GpPatch        *patch;          /* the applied set, in rank order */
  AdwPreferencesGroup *patched_group; /* template child: "Launch String", "Patched …" once a patch is on */
  char           *status;
  char           *error;
  GPtrArray      *rows;           /* of Row */
  GHashTable     *refusals;       /* finding id → why it cannot apply (alone or onto the set on) */
  guint           updating : 1;

  GtkStack       *stack;
  AdwStatusPage  *empty_page;
  GtkListBox     *patch_list;
  GtkWidget      *all_button;
  GtkWidget      *none_button;
  GtkLabel       *original_view;
  GtkLabel       *patched_view;
  GtkWidget      *notes_box;
  GtkLabel       *notes_label;
  GtkLabel       *error_label;
  GtkWidget      *check_box;
  GtkImage       *check_icon;
  GtkLabel       *check_label;
  int             check_level;    /* 0 clean, 1 leaves device memory, 2 cannot negotiate */
};

/* gp-launch-pane.c: @message under the strings and as a toast. */
void  _gp_launch_pane_show_error  (GpLaunchPane *self,
                                   const char   *message);

/* gp-launch-pane-check.c: the static check of @text (core/launch's GpLaunchCheck) under the
 * patched string: clean, where frames still leave device memory, or what cannot negotiate. */
void  _gp_launch_pane_show_check  (GpLaunchPane *self,
                                   const char   *text);

/* gp-launch-pane-diff.c: a word-level diff of @old_text and @new_text as
 * two Pango markups, each run of removed (added) words wrapped in a span
 * of @removed_attrs (@added_attrs). */
void  _gp_launch_pane_diff_markup (const char  *old_text,
                                   const char  *new_text,
                                   const char  *removed_attrs,
                                   const char  *added_attrs,
                                   char       **old_markup,
                                   char       **new_markup);

G_END_DECLS
