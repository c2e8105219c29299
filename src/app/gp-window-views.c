/* gp-window-views.c
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

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-window-private.h"

/* The Timeline and System views of a session without a single measurement
 * window say why they are empty instead of showing a blank axis. */

static void
set_empty (GtkStack      *stack,
           AdwStatusPage *page,
           gboolean       empty,
           const char    *title,
           const char    *description)
{
  if (empty)
    {
      adw_status_page_set_title (page, title);
      adw_status_page_set_description (page, description);
    }
  gtk_stack_set_visible_child_name (stack, empty ? "empty" : "chart");
}

void
_gp_window_update_views (GpWindow *self)
{
  GpSeries *series = NULL;
  const char *title;
  const char *description;
  gboolean empty;

  g_return_if_fail (GP_IS_WINDOW (self));

  if (self->document != NULL)
    series = gp_session_get_series (gp_document_get_session (self->document));

  /* Until a document is complete its series may still be being read. */
  empty = self->document != NULL && gp_document_get_complete (self->document) &&
          (series == NULL || gp_series_get_n_windows (series) == 0);

  if (self->capture != NULL)
    {
      title = _("Waiting for the First Window");
      description = _("The charts start once the pipeline has run for one measurement window.");
    }
  else
    {
      title = _("No Measurements");
      description = _("This session holds no measurement windows: the capture ended "
                      "before its first one, or the tracers recorded nothing.");
    }

  set_empty (self->timeline_stack, self->timeline_empty_page, empty, title, description);
  set_empty (self->system_stack, self->system_empty_page, empty, title, description);
}

void
_gp_window_class_init_views (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, GpWindow, timeline_stack);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, timeline_empty_page);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, system_stack);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, system_empty_page);
}
