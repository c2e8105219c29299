/* gp-layout-snapshot.c: GpLayoutSnapshot, what a layout of a document reads, copied for another thread
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

/* A layout reads the session's graph and, for the room it keeps for values, what the target can
 * measure (gp_layout_overlay_new_reserved()). A live capture's session grows on the main thread
 * (elements and links from dot dumps, the target's capabilities) while the app lays its graph out
 * in rows on another: the snapshot copies both on the owner's thread, so the layout thread reads
 * only what no one else touches. A graph is small (hundreds of elements): a copy is cheap beside
 * the layout it feeds. */

#include "config.h"

#include "gp-document-private.h"
#include "gp-layout-overlay.h"
#include "gp-layout-snapshot.h"

struct _GpLayoutSnapshot
{
  GpGraph         *graph;
  GpLayoutOverlay *overlay;
};

GpLayoutSnapshot *
gp_layout_snapshot_new (GpDocument *document)
{
  GpLayoutSnapshot *self;
  GpSession *session;

  g_return_val_if_fail (GP_IS_DOCUMENT (document), NULL);

  session = gp_document_get_session (document);
  self = g_new0 (GpLayoutSnapshot, 1);
  self->graph = gp_graph_copy (gp_session_get_graph (session));
  self->overlay = gp_layout_overlay_new_reserved (session);

  return self;
}

void
gp_layout_snapshot_free (GpLayoutSnapshot *self)
{
  if (self == NULL)
    return;

  gp_graph_free (self->graph);
  gp_layout_overlay_free (self->overlay);
  g_free (self);
}

guint
gp_layout_snapshot_get_n_elements (const GpLayoutSnapshot *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return gp_graph_n_elements (self->graph);
}

guint
gp_layout_snapshot_get_n_links (const GpLayoutSnapshot *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return gp_graph_n_links (self->graph);
}

GpXdotGraph *
gp_layout_snapshot_lay_out (GpLayoutSnapshot      *self,
                            const GpLayoutOptions *options,
                            GpLayoutDirection     *direction,
                            GError               **error)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _gp_document_lay_out_graph (self->graph, self->overlay, options, direction, error);
}
