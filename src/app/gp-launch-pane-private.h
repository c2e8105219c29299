/* gp-launch-pane-private.h
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

#include "gp-launch-pane.h"

G_BEGIN_DECLS

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
