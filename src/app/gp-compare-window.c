/* gp-compare-window.c: GpCompareWindow, a before/after comparison in a window of its own
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

/* Opened by Re-run when its capture is saved and by `win.compare-with` (gp-window-compare.c):
 * "Before and After" with the two sessions' ids as its subtitle and a GpCompareView, transient for
 * the session's window and destroyed with it; Escape closes it. A window of its own so that the
 * session window keeps its views. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-compare-window.h"

struct _GpCompareWindow
{
  AdwWindow       parent_instance;

  AdwWindowTitle *window_title;
  GpCompareView  *view;
};

G_DEFINE_FINAL_TYPE (GpCompareWindow, gp_compare_window, ADW_TYPE_WINDOW)

static void
gp_compare_window_dispose (GObject *object)
{
  GpCompareWindow *self = (GpCompareWindow *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_COMPARE_WINDOW);

  G_OBJECT_CLASS (gp_compare_window_parent_class)->dispose (object);
}

static void
gp_compare_window_class_init (GpCompareWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_compare_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-compare-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GpCompareWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GpCompareWindow, view);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  g_type_ensure (GP_TYPE_COMPARE_VIEW);
}

static void
gp_compare_window_init (GpCompareWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gp_compare_window_new (GtkWindow *parent,
                       GpCompare *compare)
{
  GpCompareWindow *self;
  g_autofree char *subtitle = NULL;
  const char *before_id;
  const char *after_id;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (compare != NULL, NULL);

  self = g_object_new (GP_TYPE_COMPARE_WINDOW,
                       "transient-for", parent,
                       NULL);

  before_id = gp_session_get_info (compare->before)->id;
  after_id = gp_session_get_info (compare->after)->id;
  /* Translators: "<before id> → <after id>" */
  subtitle = g_strdup_printf (_("%s → %s"), before_id ? before_id : "", after_id ? after_id : "");
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gp_compare_view_set_compare (self->view, compare);

  return GTK_WIDGET (self);
}

GpCompareView *
gp_compare_window_get_view (GpCompareWindow *self)
{
  g_return_val_if_fail (GP_IS_COMPARE_WINDOW (self), NULL);

  return self->view;
}
