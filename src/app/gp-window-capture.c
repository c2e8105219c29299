/* gp-window-capture.c: a capture started in a window (GpLiveCapture), win.capture and capture.stop
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

/* Part of GpWindow: `win.capture` opens the capture dialog, and a capture started from it runs in
 * this window through a GpLiveCapture (or in a new window when this one shows a session), its
 * output path checked first; `capture.stop` stops it. Closing a window with a capture running stops
 * it, saves it, then closes. */

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>

#include "gp-capture-dialog.h"
#include "gp-live-capture.h"
#include "gp-session-output.h"
#include "gp-window-private.h"

GpWindow *
_gp_window_start_capture (GpWindow    *self,
                          GpCapture   *capture,
                          const char  *out_path,
                          GError     **error)
{
  g_autofree char *dir = NULL;
  GpWindow *window = self;
  gboolean new_window = FALSE;

  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);
  g_return_val_if_fail (GP_IS_CAPTURE (capture), NULL);
  g_return_val_if_fail (out_path != NULL, NULL);

  dir = g_path_get_dirname (out_path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int errsv = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv),
                   _("Cannot create %s: %s"), dir, g_strerror (errsv));
      return NULL;
    }
  /* Nothing is captured that could not be saved there. */
  if (!gp_session_output_check (out_path, error))
    return NULL;

  /* A window keeps its session: a capture gets a window of its own. */
  if (self->document != NULL || self->loader != NULL || self->live_capture != NULL)
    {
      GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

      window = gp_window_new (GP_APPLICATION (app));
      new_window = TRUE;
    }

  if (!gp_capture_start (capture, error))
    {
      if (new_window)
        gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }

  window->live_capture = gp_live_capture_new (window, capture, out_path);

  /* The capture bar shows it (bound to GpWindow:capture). */
  _gp_window_notify_capture (window);
  _gp_window_clear_error (window);
  gp_live_capture_refresh (window->live_capture);
  gtk_stack_set_visible_child_name (window->main_stack, "session");
  _gp_window_update_actions (window);

  gtk_window_present (GTK_WINDOW (window));

  /* A child that could not even start may already be gone. */
  if (gp_capture_get_state (capture) == GP_CAPTURE_STATE_FINISHED && window->live_capture != NULL &&
      gp_live_capture_get_capture (window->live_capture) == capture &&
      !gp_live_capture_get_finished (window->live_capture))
    gp_live_capture_finish (window->live_capture);

  return window;
}

gboolean
_gp_window_close_capture (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), FALSE);

  if (self->live_capture == NULL)
    return FALSE;

  /* What was captured is saved first; the window closes when it is. */
  gp_live_capture_stop (self->live_capture, TRUE);
  return TRUE;
}

void
_gp_window_end_capture (GpWindow *self)
{
  g_return_if_fail (GP_IS_WINDOW (self));

  g_clear_object (&self->live_capture);
  /* The capture bar goes, the empty charts no longer wait. */
  _gp_window_notify_capture (self);
  _gp_window_update_actions (self);
}

void
_gp_window_dispose_capture (GpWindow *self)
{
  g_clear_object (&self->live_capture);
}

static void
capture_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (gp_capture_dialog_new (self)));
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  if (self->live_capture != NULL)
    gp_live_capture_stop (self->live_capture, FALSE);
}

void
_gp_window_class_init_capture (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.capture", NULL, capture_action);
  gtk_widget_class_install_action (widget_class, "capture.stop", NULL, stop_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.capture", NULL);
}
