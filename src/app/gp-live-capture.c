/* gp-live-capture.c: GpLiveCapture, a capture in progress shown in its window
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

/* What a window holds while a GpCapture runs (the window owns it): the growing session shown as the
 * window's document, rebuilt at most every REFRESH_MS (400 ms) rather than on every window, its
 * faults (the link dropped, the child crashed) in the window's error banner over what was captured,
 * its other notices as toasts. When it ends: the findings computed (gp_document_new_for_session()),
 * the session saved to the chosen path or its fallback (said in the banner), then shown as the
 * document of that file; a pipeline that never ran leaves the window's error page. Closing the
 * window stops the capture and saves it first. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-error-text.h"
#include "gp-live-capture.h"
#include "gp-session-output.h"
#include "gp-window-private.h"

/* The views follow the growing session at most this often. */
#define REFRESH_MS 400

struct _GpLiveCapture
{
  GObject    parent_instance;

  GpWindow  *window;          /* unowned: the window owns this */
  GpCapture *capture;
  char      *out_path;
  guint      refresh_source;
  gboolean   close_after;     /* the window closes once it is saved */
  gboolean   finished;
};

G_DEFINE_FINAL_TYPE (GpLiveCapture, gp_live_capture, G_TYPE_OBJECT)

void
gp_live_capture_refresh (GpLiveCapture *self)
{
  g_autoptr(GpDocument) document = NULL;

  g_return_if_fail (GP_IS_LIVE_CAPTURE (self));

  document = gp_document_new_for_session (NULL, gp_capture_get_session (self->capture),
                                          GP_DOCUMENT_LOAD_STORED_FALLBACK, NULL);
  _gp_window_replace_document (self->window, document);
}

static gboolean
refresh_cb (gpointer user_data)
{
  GpLiveCapture *self = user_data;

  self->refresh_source = 0;
  gp_live_capture_refresh (self);

  return G_SOURCE_REMOVE;
}

static void
on_session_changed_cb (GpLiveCapture *self)
{
  g_assert (GP_IS_LIVE_CAPTURE (self));

  if (self->refresh_source == 0)
    self->refresh_source = g_timeout_add (REFRESH_MS, refresh_cb, self);
}

static void
on_state_changed_cb (GpLiveCapture *self)
{
  g_assert (GP_IS_LIVE_CAPTURE (self));

  _gp_window_update_actions (self->window);
}

static void
on_notice_cb (GpLiveCapture *self,
              const char    *message)
{
  g_assert (GP_IS_LIVE_CAPTURE (self));

  /* A fault stays on screen, over the session captured so far. */
  if (g_strcmp0 (message, gp_capture_get_fault (self->capture)) == 0)
    {
      g_autofree char *sentence = gp_error_text_clean (message, NULL);

      _gp_window_show_error (self->window, _("The Capture Ran into a Problem"), sentence, message);
    }
  else
    _gp_window_add_toast (self->window, message);
}

/* Why nothing was saved, in one sentence, and everything that is known
 * about it for the details. */
static void
describe_never_ran (GpCapture  *capture,
                    char      **sentence,
                    char      **detail)
{
  const char *report = gp_capture_get_report (capture);
  const char *fault = gp_capture_get_fault (capture);
  g_autoptr(GString) text = g_string_new (NULL);
  int exit_code = 0;
  gboolean exited = gp_capture_get_exit_code (capture, &exit_code);

  if (report != NULL)
    /* Translators: %s is gst-launch-1.0's message, e.g. no element "x" */
    *sentence = g_strdup_printf (_("Nothing was saved: the pipeline never reached PLAYING (%s)."), report);
  else if (fault != NULL)
    {
      g_autofree char *why = gp_error_text_clean (fault, NULL);

      /* After the colon, lower case (but for a name in capitals). */
      if (g_ascii_isupper (why[0]) && !g_ascii_isupper (why[1]))
        why[0] = g_ascii_tolower (why[0]);
      /* Translators: %s is why, e.g. "connection to board lost." */
      *sentence = g_strdup_printf (_("Nothing was saved: %s"), why);
    }
  else if (exited)
    /* Translators: %d is the exit status of the captured program */
    *sentence = g_strdup_printf (_("Nothing was saved: the pipeline never reached PLAYING (exit status %d)."),
                                 exit_code);
  else
    *sentence = g_strdup (_("Nothing was saved: the pipeline never reached PLAYING."));

  if (report != NULL)
    g_string_append_printf (text, "gst-launch-1.0: %s\n", report);
  if (fault != NULL)
    g_string_append_printf (text, "%s\n", fault);
  if (exited)
    g_string_append_printf (text, "exit status %d\n", exit_code);
  *detail = text->len > 0 ? g_strchomp (g_string_free (g_steal_pointer (&text), FALSE)) : NULL;
}

static void
disconnect_capture (GpLiveCapture *self)
{
  g_clear_handle_id (&self->refresh_source, g_source_remove);
  g_signal_handlers_disconnect_by_data (self->capture, self);
}

/* Stores the findings, saves atomically (elsewhere when the chosen path
 * fails by now: the sessions folder or the temp dir, said in the window),
 * reopens the session as a document of its file, and the window lets go
 * of the capture. */
void
gp_live_capture_finish (GpLiveCapture *self)
{
  g_autoptr(GpLiveCapture) hold = NULL;
  g_autoptr(GpDocument) live = NULL;
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) save_error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *written = NULL;
  GpWindow *window;
  GpCapture *capture;
  GpSession *session;
  int exit_code = 0;

  g_return_if_fail (GP_IS_LIVE_CAPTURE (self));
  g_return_if_fail (!self->finished);

  window = self->window;
  capture = self->capture;
  /* The window lets go of this below. */
  hold = g_object_ref (self);
  self->finished = TRUE;
  disconnect_capture (self);
  session = gp_capture_get_session (capture);

  /* A pipeline that never ran is not a session: nothing is saved or shown,
   * the window says why in gst-launch-1.0's words. */
  if (gp_capture_get_never_ran (capture))
    {
      g_autofree char *sentence = NULL;
      g_autofree char *detail = NULL;

      describe_never_ran (capture, &sentence, &detail);
      _gp_window_replace_document (window, NULL);
      _gp_window_end_capture (window);
      _gp_window_show_capture_error (window, sentence, detail, gp_session_get_info (session)->launch);
      if (self->close_after)
        gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  /* What is saved: the session with the current rules' findings. */
  live = gp_document_new_for_session (NULL, session, GP_DOCUMENT_LOAD_STORE_FINDINGS, &error);
  if (live == NULL)
    {
      g_warning ("Saving the session without findings: %s", error->message);
      g_clear_error (&error);
    }

  written = gp_session_save_with_fallback (session, self->out_path, &save_error, &error);
  if (written != NULL)
    file = g_file_new_for_path (written);
  /* The live document is on screen: these go to the banner over it,
   * which stays when the saved one replaces it. */
  if (written != NULL && save_error != NULL)
    {
      /* Translators: the first %s is an error message, the second a path */
      g_autofree char *message = g_strdup_printf (_("%s; the session was saved to %s instead"),
                                                  save_error->message, written);
      g_autofree char *sentence = gp_error_text_clean (message, NULL);

      _gp_window_show_warning (window, _("Session Saved Elsewhere"), sentence, message);
    }
  else if (written == NULL)
    {
      /* Translators: %s is an error message */
      g_autofree char *message = g_strdup_printf (_("The session could not be saved: %s"),
                                                  error->message);
      g_autofree char *sentence = gp_error_text_clean (message, NULL);

      _gp_window_show_error (window, _("Session Not Saved"), sentence, message);
    }

  document = gp_document_new_for_session (file, session, GP_DOCUMENT_LOAD_STORED_FALLBACK, NULL);
  _gp_window_replace_document (window, document);
  _gp_window_end_capture (window);

  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: %s is a file name */
      g_autofree char *message = g_strdup_printf (_("Session saved as %s"), name);

      gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
      /* A fallback's message stays the one shown. */
      if (save_error == NULL)
        _gp_window_add_toast (window, message);
    }

  if (gp_capture_get_child_self_exited (capture) &&
      gp_capture_get_exit_code (capture, &exit_code) && exit_code != 0)
    {
      /* Translators: %d is the exit status of the captured program */
      g_autofree char *message = g_strdup_printf (_("The captured program failed by itself "
                                                    "(exit status %d); the session holds what ran "
                                                    "until then."),
                                                  exit_code);
      const char *report = gp_capture_get_report (capture);
      const char *fault = gp_capture_get_fault (capture);
      g_autofree char *detail = NULL;

      /* gst-launch-1.0's words, or the transport's, for the details. */
      if (report != NULL || fault != NULL)
        detail = g_strjoin ("\n", report != NULL ? report : fault,
                            report != NULL ? fault : NULL, NULL);
      _gp_window_show_error (window, _("The Captured Program Failed"), message, detail);
    }

  if (self->close_after)
    gtk_window_destroy (GTK_WINDOW (window));
}

static void
gp_live_capture_dispose (GObject *object)
{
  GpLiveCapture *self = (GpLiveCapture *)object;

  if (self->capture != NULL)
    disconnect_capture (self);
  /* Disposing the transport ends a child that is still there. */
  g_clear_object (&self->capture);

  G_OBJECT_CLASS (gp_live_capture_parent_class)->dispose (object);
}

static void
gp_live_capture_finalize (GObject *object)
{
  GpLiveCapture *self = (GpLiveCapture *)object;

  g_clear_pointer (&self->out_path, g_free);

  G_OBJECT_CLASS (gp_live_capture_parent_class)->finalize (object);
}

static void
gp_live_capture_class_init (GpLiveCaptureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_live_capture_dispose;
  object_class->finalize = gp_live_capture_finalize;
}

static void
gp_live_capture_init (GpLiveCapture *self)
{
}

GpLiveCapture *
gp_live_capture_new (GpWindow   *window,
                     GpCapture  *capture,
                     const char *out_path)
{
  GpLiveCapture *self;

  g_return_val_if_fail (GP_IS_WINDOW (window), NULL);
  g_return_val_if_fail (GP_IS_CAPTURE (capture), NULL);
  g_return_val_if_fail (out_path != NULL, NULL);

  self = g_object_new (GP_TYPE_LIVE_CAPTURE, NULL);
  self->window = window;
  self->capture = g_object_ref (capture);
  self->out_path = g_strdup (out_path);

  g_signal_connect_object (capture, "window-added",
                           G_CALLBACK (on_session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "graph-changed",
                           G_CALLBACK (on_session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "event-added",
                           G_CALLBACK (on_session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "notify::state",
                           G_CALLBACK (on_state_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "notice",
                           G_CALLBACK (on_notice_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (capture, "finished",
                           G_CALLBACK (gp_live_capture_finish), self, G_CONNECT_SWAPPED);

  return self;
}

GpCapture *
gp_live_capture_get_capture (GpLiveCapture *self)
{
  g_return_val_if_fail (GP_IS_LIVE_CAPTURE (self), NULL);

  return self->capture;
}

gboolean
gp_live_capture_get_finished (GpLiveCapture *self)
{
  g_return_val_if_fail (GP_IS_LIVE_CAPTURE (self), FALSE);

  return self->finished;
}

void
gp_live_capture_stop (GpLiveCapture *self,
                      gboolean       close_window)
{
  g_return_if_fail (GP_IS_LIVE_CAPTURE (self));

  if (close_window)
    self->close_after = TRUE;
  gp_capture_stop (self->capture);
}
