/* gp-view.h: GpView, the base of the views of one window's document
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

#include "gp-document.h"
#include "gp-view-state.h"

G_BEGIN_DECLS

/* The base of the widgets that show one window's document through its view
 * state (the graph, the charts, the panes): it holds the `document` and
 * `view-state` properties, and a signal group on each, so a view connects
 * its handlers once (in init) and they follow whatever document and view
 * state it is given; a binding group on the view state binds its
 * properties to a view's. The hooks run after a change, before the notify. */

#define GP_TYPE_VIEW (gp_view_get_type ())

G_DECLARE_DERIVABLE_TYPE (GpView, gp_view, GP, VIEW, GtkWidget)

struct _GpViewClass
{
  GtkWidgetClass parent_class;

  /* Another document (@previous: the one before, maybe NULL). */
  void (*document_set)   (GpView      *self,
                          GpDocument  *previous);
  /* Another view state (@previous: the one before, maybe NULL). */
  void (*view_state_set) (GpView      *self,
                          GpViewState *previous);
};

GpDocument    *gp_view_get_document            (GpView      *self);
void           gp_view_set_document            (GpView      *self,
                                                GpDocument  *document);
GpViewState   *gp_view_get_view_state          (GpView      *self);
void           gp_view_set_view_state          (GpView      *self,
                                                GpViewState *view_state);

/* For subclasses: signal groups whose target is the document, the view
 * state; a binding group whose source is the view state. */
GSignalGroup  *gp_view_get_document_signals    (GpView      *self);
GSignalGroup  *gp_view_get_view_state_signals  (GpView      *self);
GBindingGroup *gp_view_get_view_state_bindings (GpView      *self);

G_END_DECLS
