/* gp-layout-snapshot.h: what a layout of a document reads, copied for another thread
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

#include "gp-document.h"

G_BEGIN_DECLS

typedef struct _GpLayoutSnapshot GpLayoutSnapshot;

/* Taken on the thread that owns @document's session (a live capture's grows on it). */
GpLayoutSnapshot *gp_layout_snapshot_new     (GpDocument            *document);
void              gp_layout_snapshot_free    (GpLayoutSnapshot      *self);
/* How many elements and links the snapshot holds. */
guint             gp_layout_snapshot_get_n_elements (const GpLayoutSnapshot *self);
guint             gp_layout_snapshot_get_n_links    (const GpLayoutSnapshot *self);
/* The graph laid out again as @options say (direction, collapsed bins; NULL: left to right, as
 * gp_document_get_layout()), with the same room for every value: a new graph and, in @direction
 * (may be NULL), what it is (never AUTO), or NULL and @error. Any thread, one at a time in
 * graphviz, while the session grows. */
GpXdotGraph      *gp_layout_snapshot_lay_out (GpLayoutSnapshot      *self,
                                              const GpLayoutOptions *options,
                                              GpLayoutDirection     *direction,
                                              GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpLayoutSnapshot, gp_layout_snapshot_free)

G_END_DECLS
