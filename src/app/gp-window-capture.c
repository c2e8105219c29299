/* gp-window-capture.c: a live capture in the window, win.capture and capture.stop
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

#include <errno.h>

#include <glib/gi18n.h>

#include "gp-capture-dialog.h"
#include "gp-rules.h"
#include "gp-session-json.h"
#include "gp-session-output.h"
#include "gp-window-private.h"

/* The views follow the growing session at most this often. */
#define REFRESH_MS 400

static void
refresh_document (GpWindow *self)
{
  g_autoptr(GpDocument) document = NULL;

  g_assert (GP_IS_WINDOW (self));
  g_assert (self->capture != NULL);

  document = gp_document_loader_build_sync (NULL, gp_capture_get_session (self->capture));
  _gp_window_replace_document (self, document);
}

static gboolean
refresh_cb (gpointer user_data)
{
  GpWindow *self = user_data;

  self->capture_refresh_source = 0;
  if (self->capture != NULL)
    refresh_document (self);

  return G_SOURCE_REMOVE;
}

static void
on_session_changed_cb (GpWindow *self)
{
  g_assert (GP_IS_WINDOW (self));

  if (self->capture_refresh_source == 0)
    self->capture_refresh_source = g_timeout_add (REFRESH_MS, refresh_cb, self);
}

static void
on_notice_cb (GpWindow   *self,
              const char *message)
{
  g_assert (GP_IS_WINDOW (self));

  _gp_window_add_toast (self, message);
}

static void
disconnect_capture (GpWindow *self)
{
  g_clear_handle_id (&self->capture_refresh_source, g_source_remove);
  if (self->capture != NULL)
    g_signal_handlers_disconnect_by_data (self->capture, self);
}

/* Stores the findings, saves atomically (elsewhere when the chosen path
 * fails by now: the sessions folder or the temp dir, said in the window),
 * reopens the session as a document of its file. */
static void
on_finished_cb (GpWindow *self)
{
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) save_error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *out = NULL;
  g_autofree char *written = NULL;
  GpSession *session;
  int exit_code = 0;

  g_assert (GP_IS_WINDOW (self));
  g_assert (self->capture != NULL);

  disconnect_capture (self);
  capture = g_steal_pointer (&self->capture);
  out = g_steal_pointer (&self->capture_out);
  session = gp_capture_get_session (capture);

  findings = gp_rules_run_session (session, &error);
  if (findings != NULL)
    gp_session_take_findings (session, g_steal_pointer (&findings));
  else
    {
      g_warning ("Saving the session without findings: %s", error->message);
      g_clear_error (&error);
    }

  written = gp_session_save_with_fallback (session, out, &save_error, &error);
  if (written != NULL)
    file = g_file_new_for_path (written);
  if (written != NULL && save_error != NULL)
    {
      /* Translators: the first %s is an error message, the second a path */
      g_autofree char *message = g_strdup_printf (_("%s; the session was saved to %s instead"),
                                                  save_error->message, written);

      _gp_window_show_error (self, message);
    }
  else if (written == NULL)
    {
      /* Translators: %s is an error message */
      g_autofree char *message = g_strdup_printf (_("The session could not be saved: %s"),
                                                  error->message);

      _gp_window_show_error (self, message);
    }

  document = gp_document_loader_build_sync (file, session);
  _gp_window_replace_document (self, document);

  /* The capture bar goes, the empty charts no longer wait. */
  _gp_window_notify_capture (self);
  _gp_window_update_actions (self);

  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: %s is a file name */
      g_autofree char *message = g_strdup_printf (_("Session saved as %s"), name);

      gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
      /* A fallback's message stays the one shown. */
      if (save_error == NULL)
        _gp_window_add_toast (self, message);
    }

  if (gp_capture_get_child_self_exited (capture) &&
      gp_capture_get_exit_code (capture, &exit_code) && exit_code != 0)
    {
      /* Translators: %d is the exit status of the captured program */
      g_autofree char *message = g_strdup_printf (_("The captured program failed by itself "
                                                    "(exit status %d); see the session's events"),
                                                  exit_code);

      _gp_window_show_error (self, message);
    }

  if (self->close_after_capture)
    gtk_window_destroy (GTK_WINDOW (self));
}

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
  if (self->document != NULL || self->loader != NULL || self->capture != NULL)
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

  window->capture = g_object_ref (capture);
  window->capture_out = g_strdup (out_path);
  g_signal_connect_object (capture, "window-added",
                           G_CALLBACK (on_session_changed_cb), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "graph-changed",
                           G_CALLBACK (on_session_changed_cb), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "event-added",
                           G_CALLBACK (on_session_changed_cb), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "notify::state",
                           G_CALLBACK (_gp_window_update_actions), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "notice",
                           G_CALLBACK (on_notice_cb), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "finished",
                           G_CALLBACK (on_finished_cb), window, G_CONNECT_SWAPPED);

  /* The capture bar shows it (bound to GpWindow:capture). */
  _gp_window_notify_capture (window);
  gp_start_page_set_error (window->start_page, NULL);
  refresh_document (window);
  gtk_stack_set_visible_child_name (window->main_stack, "session");
  _gp_window_update_actions (window);

  gtk_window_present (GTK_WINDOW (window));

  /* A child that could not even start may already be gone. */
  if (gp_capture_get_state (capture) == GP_CAPTURE_STATE_FINISHED && window->capture == capture)
    on_finished_cb (window);

  return window;
}

gboolean
_gp_window_close_capture (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), FALSE);

  if (self->capture == NULL)
    return FALSE;

  /* What was captured is saved first; the window closes when it is. */
  self->close_after_capture = TRUE;
  gp_capture_stop (self->capture);
  return TRUE;
}

void
_gp_window_dispose_capture (GpWindow *self)
{
  disconnect_capture (self);
  /* Disposing the transport ends a child that is still there. */
  g_clear_object (&self->capture);
  g_clear_pointer (&self->capture_out, g_free);
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

  if (self->capture != NULL)
    gp_capture_stop (self->capture);
}

void
_gp_window_class_init_capture (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.capture", NULL, capture_action);
  gtk_widget_class_install_action (widget_class, "capture.stop", NULL, stop_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.capture", NULL);
}
