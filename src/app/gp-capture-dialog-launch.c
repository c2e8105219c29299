/* gp-capture-dialog-launch.c: the capture dialog's pipeline: checked as you type, remembered, offered
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

/* Part of GpCaptureDialog: the pipeline is a multi-line text (a command pasted from a README keeps
 * its line continuations), read as every reader of a session reads it: split as `run` splits it
 * (gp_launch_split_argv()) and parsed (gp_launch_parse()). That check runs a moment after the last
 * keystroke; its error (the core's one line, which names the column) shows under the text with the
 * word at that column underlined, and Start stays disabled while the string does not parse. The
 * last capture's mode, pipeline, command and target are kept in GSettings (`last-*`) and fill the
 * form when it opens next; the pipeline of the session the window shows is offered beside it. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "gp-capture-dialog-private.h"
#include "gp-launch.h"
#include "gp-window.h"

/* After the last keystroke, before the string is checked. */
#define CHECK_DELAY_MS 300

char *
_gp_capture_dialog_dup_launch (GpCaptureDialog *self)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (self->launch_buffer, &start, &end);
  return gtk_text_buffer_get_text (self->launch_buffer, &start, &end, FALSE);
}

/* The byte offset the core's "column N: …" names, or -1. */
static gssize
error_offset (const char *message)
{
  const char *p;
  char *end = NULL;
  guint64 column;

  if (!g_str_has_prefix (message, "column "))
    return -1;
  p = message + strlen ("column ");
  column = g_ascii_strtoull (p, &end, 10);
  if (end == p || *end != ':' || column == 0 || column > G_MAXINT)
    return -1;
  return (gssize) column - 1;
}

/* Underlines the word at byte @offset of @text (the last character when
 * the string ends there). */
static void
underline_at (GpCaptureDialog *self,
              const char      *text,
              gssize           offset)
{
  gsize length = strlen (text);
  GtkTextIter start, end;
  glong chars;

  if (offset < 0)
    return;
  if ((gsize) offset > length)
    offset = length;
  /* A column inside a multi-byte character counts from its start. */
  while (offset > 0 && (gsize) offset < length && (text[offset] & 0xC0) == 0x80)
    offset--;

  chars = g_utf8_pointer_to_offset (text, text + offset);
  gtk_text_buffer_get_iter_at_offset (self->launch_buffer, &start, (int) chars);
  /* At the end (after a dangling '!') or on a blank: the last character
   * before it that is not blank. */
  while (!gtk_text_iter_is_start (&start) &&
         (gtk_text_iter_is_end (&start) || g_unichar_isspace (gtk_text_iter_get_char (&start))))
    gtk_text_iter_backward_char (&start);
  if (gtk_text_iter_is_end (&start))
    return;
  end = start;
  do
    gtk_text_iter_forward_char (&end);
  while (!gtk_text_iter_is_end (&end) && !g_unichar_isspace (gtk_text_iter_get_char (&end)));

  gtk_text_buffer_apply_tag (self->launch_buffer, self->launch_error_tag, &start, &end);
}

static void
show_launch_error (GpCaptureDialog *self,
                   const char      *message,
                   const char      *text)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (self->launch_buffer, &start, &end);
  gtk_text_buffer_remove_tag (self->launch_buffer, self->launch_error_tag, &start, &end);

  g_free (self->launch_error);
  self->launch_error = NULL;
  if (message != NULL)
    {
      /* One sentence: the core's line, capitalised. */
      self->launch_error = g_strdup_printf ("%c%s", g_ascii_toupper (*message), message + 1);
      underline_at (self, text, error_offset (message));
    }

  gtk_label_set_label (self->launch_error_label, self->launch_error != NULL ? self->launch_error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->launch_error_label), self->launch_error != NULL);
}

/* The check itself: what Start will run must split and parse. */
static void
check_launch (GpCaptureDialog *self)
{
  g_autofree char *text = _gp_capture_dialog_dup_launch (self);
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) parsed = NULL;
  g_auto(GStrv) argv = NULL;

  g_clear_handle_id (&self->launch_check_source, g_source_remove);

  if (*stripped == '\0')
    {
      /* Nothing typed yet is not an error: Start waits for it. */
      self->launch_valid = FALSE;
      show_launch_error (self, NULL, text);
    }
  else if ((argv = gp_launch_split_argv (text, &error)) == NULL ||
           (parsed = gp_launch_parse (text, -1, &error)) == NULL)
    {
      self->launch_valid = FALSE;
      show_launch_error (self, error->message, text);
    }
  else
    {
      self->launch_valid = TRUE;
      show_launch_error (self, NULL, text);
    }

  _gp_capture_dialog_update_target (self);
}

static gboolean
check_launch_cb (gpointer user_data)
{
  GpCaptureDialog *self = user_data;

  self->launch_check_source = 0;
  check_launch (self);
  return G_SOURCE_REMOVE;
}

static void
on_launch_changed_cb (GpCaptureDialog *self)
{
  g_assert (GP_IS_CAPTURE_DIALOG (self));

  if (self->disposed)
    return;

  /* A moment after the last keystroke; Start keeps its state meanwhile. */
  g_clear_handle_id (&self->launch_check_source, g_source_remove);
  self->launch_check_source = g_timeout_add (CHECK_DELAY_MS, check_launch_cb, self);
  _gp_capture_dialog_set_error (self, NULL);
}

gboolean
_gp_capture_dialog_launch_ok (GpCaptureDialog *self)
{
  /* A check still waiting for the typing to stop runs now. */
  if (self->launch_check_source != 0)
    check_launch (self);
  return self->launch_valid;
}

void
_gp_capture_dialog_set_launch_text (GpCaptureDialog *self,
                                    const char      *text)
{
  gtk_text_buffer_set_text (self->launch_buffer, text != NULL ? text : "", -1);
  check_launch (self);
}

/* The shown session's launch string, or NULL. */
static const char *
session_launch (GpCaptureDialog *self)
{
  GpDocument *document;
  GpSessionInfo *info;

  if (self->window == NULL || (document = gp_window_get_document (self->window)) == NULL)
    return NULL;
  info = gp_session_get_info (gp_document_get_session (document));
  if (info->launch == NULL || *info->launch == '\0')
    return NULL;
  return info->launch;
}

void
_gp_capture_dialog_offer_session_launch (GpCaptureDialog *self)
{
  /* In the pipeline mode only. */
  const char *launch = gtk_widget_get_visible (GTK_WIDGET (self->launch_row)) ? session_launch (self) : NULL;

  adw_action_row_set_subtitle (self->session_launch_row, launch != NULL ? launch : "");
  gtk_widget_set_visible (GTK_WIDGET (self->session_launch_row), launch != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "capture-dialog.use-session-launch", launch != NULL);
}

static void
use_session_launch_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *param)
{
  GpCaptureDialog *self = GP_CAPTURE_DIALOG (widget);
  const char *launch = session_launch (self);

  if (launch == NULL)
    return;
  gp_capture_dialog_set_launch (self, launch);
  gtk_widget_grab_focus (GTK_WIDGET (self->launch_view));
}

void
_gp_capture_dialog_remember (GpCaptureDialog *self,
                             const char      *mode,
                             const char      *launch,
                             const char      *command)
{
  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "last-mode", mode);
  if (launch != NULL)
    g_settings_set_string (self->settings, "last-pipeline", launch);
  if (command != NULL)
    g_settings_set_string (self->settings, "last-command", command);
  g_settings_set_string (self->settings, "last-target", _gp_capture_dialog_is_remote (self) ? "ssh" : "local");
  g_settings_apply (self->settings);
}

/* GTK 4.8's GtkTextView disposed with the dialog can leave a source of its own behind (a
 * "Source ID ... was not found" first, from a source it had already dropped), which then reads the
 * view's NULL buffer: a crash a moment after the dialog goes (the retry dialog closed at once: 1 to
 * 2 of 6 test-app-capture runs six at a time; hiding the cursor, taking the focus away or holding
 * the blink off did not change that). The dialog lets the view go a second later instead: its
 * sources run on a view that still has its buffer, and it is disposed once it is idle. */
static gboolean
release_launch_view_cb (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

void
_gp_capture_dialog_init_launch (GpCaptureDialog *self)
{
  g_autofree char *mode = g_settings_get_string (self->settings, "last-mode");
  g_autofree char *launch = g_settings_get_string (self->settings, "last-pipeline");
  g_autofree char *command = g_settings_get_string (self->settings, "last-command");
  g_autofree char *target = g_settings_get_string (self->settings, "last-target");

  self->launch_error_tag = gtk_text_buffer_create_tag (self->launch_buffer, "gp-launch-error",
                                                       "underline", PANGO_UNDERLINE_ERROR,
                                                       NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->command_row), command);
  _gp_capture_dialog_set_launch_text (self, launch);
  if (g_str_equal (mode, "wrap"))
    gp_capture_dialog_set_command (self, command);
  else
    /* Where the typing goes first. */
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->launch_view));

  /* The board of the last capture: the first saved one (most recent
   * first); Check still connects. */
  if (g_str_equal (target, "ssh") && self->known != NULL && self->known->len > 0 &&
      _gp_capture_dialog_known_board_saved (self, 0))
    gp_capture_dialog_choose_known_board (self, 0);
}

void
_gp_capture_dialog_dispose_launch (GpCaptureDialog *self)
{
  g_clear_handle_id (&self->launch_check_source, g_source_remove);
  if (self->launch_view != NULL && !self->launch_view_held)
    {
      self->launch_view_held = TRUE;
      g_timeout_add_seconds_full (G_PRIORITY_LOW, 1, release_launch_view_cb,
                                  g_object_ref (self->launch_view), NULL);
    }
}

void
_gp_capture_dialog_finalize_launch (GpCaptureDialog *self)
{
  g_clear_pointer (&self->launch_error, g_free);
}

void
_gp_capture_dialog_class_init_launch (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_launch_changed_cb);
  gtk_widget_class_install_action (widget_class, "capture-dialog.use-session-launch", NULL,
                                   use_session_launch_action);
}

/* --- public ------------------------------------------------------------------------- */

const char *
gp_capture_dialog_get_launch_error (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), NULL);

  return self->launch_error;
}

char *
gp_capture_dialog_dup_launch (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), NULL);

  return _gp_capture_dialog_dup_launch (self);
}

const char *
gp_capture_dialog_get_offered_launch (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->session_launch_row)) ? session_launch (self) : NULL;
}
