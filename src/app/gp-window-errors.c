/* gp-window-errors.c: errors in the window: the error page, the banner, win.retry and win.dismiss-error
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

/* Part of GpWindow: a failure is said in the window, never in a toast that goes. With no session
 * on screen the window shows its "error" page (GpErrorPage: the title, one clean sentence from
 * gp-error-text.c, the raw message behind Details, Open Another File…, Try Again, Back); with a
 * session it stays and a GpErrorBanner says it above. A file that did not open leaves Recent
 * (GTK's file chooser adds what it chose; gp_application_forget_recent()). `win.retry` opens the
 * file again or the capture dialog with the pipeline that failed; `win.dismiss-error` goes back
 * to the start page. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-capture-dialog.h"
#include "gp-error-text.h"
#include "gp-window-private.h"

static void
clear_retry (GpWindow *self)
{
  g_clear_object (&self->retry.file);
  g_clear_pointer (&self->retry.dots, g_ptr_array_unref);
  g_clear_object (&self->retry.tegrastats);
  g_clear_pointer (&self->retry.launch, g_free);
  self->retry.capture = FALSE;
}

static void
show (GpWindow   *self,
      const char *title,
      const char *message,
      const char *detail,
      gboolean    warning,
      const char *retry_label)
{
  g_free (self->last_error);
  self->last_error = g_strdup (detail != NULL ? detail : message);

  if (self->document != NULL)
    {
      /* The session stays; the banner says it above. */
      gp_error_banner_show (self->error_banner, title, message, detail, warning);
      gtk_stack_set_visible_child_name (self->main_stack, "session");
    }
  else
    {
      gp_error_page_set_title (self->error_page, title);
      gp_error_page_set_message (self->error_page, message);
      gp_error_page_set_detail (self->error_page, detail);
      gp_error_page_set_retry_label (self->error_page, retry_label);
      gp_error_page_set_show_detail (self->error_page, FALSE);
      gtk_stack_set_visible_child_name (self->main_stack, "error");
    }
  _gp_window_update_actions (self);
}

void
_gp_window_show_error (GpWindow   *self,
                       const char *title,
                       const char *message,
                       const char *detail)
{
  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (title != NULL);
  g_return_if_fail (message != NULL);

  clear_retry (self);
  show (self, title, message, detail, FALSE, NULL);
}

void
_gp_window_show_warning (GpWindow   *self,
                         const char *title,
                         const char *message,
                         const char *detail)
{
  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (title != NULL);
  g_return_if_fail (message != NULL);

  clear_retry (self);
  show (self, title, message, detail, TRUE, NULL);
}

void
_gp_window_show_open_error (GpWindow     *self,
                            GFile        *file,
                            GPtrArray    *dots,
                            GFile        *tegrastats,
                            const GError *error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) others = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *detail = NULL;
  GtkApplication *app;

  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (error != NULL);

  path = g_file_get_path (file);
  if (path != NULL)
    name = g_filename_display_basename (path);
  else
    name = g_file_get_parse_name (file);
  for (guint i = 0; dots != NULL && i < dots->len; i++)
    {
      g_autofree char *dot = g_file_get_path (g_ptr_array_index (dots, i));

      if (dot != NULL)
        g_strv_builder_add (builder, dot);
    }
  if (tegrastats != NULL)
    {
      g_autofree char *log = g_file_get_path (tegrastats);

      if (log != NULL)
        g_strv_builder_add (builder, log);
    }
  others = g_strv_builder_end (builder);

  /* Translators: %s is a file name */
  title = g_strdup_printf (_("Could Not Open “%s”"), name);
  sentence = gp_error_text_sentence (error, path, (const char * const *) others);
  detail = gp_error_text_detail (error);

  /* Not a file to offer again. */
  app = gtk_window_get_application (GTK_WINDOW (self));
  if (GP_IS_APPLICATION (app))
    gp_application_forget_recent (GP_APPLICATION (app), file);

  clear_retry (self);
  self->retry.file = g_object_ref (file);
  if (dots != NULL && dots->len > 0)
    self->retry.dots = g_ptr_array_ref (dots);
  g_set_object (&self->retry.tegrastats, tegrastats);
  show (self, title, sentence, detail, FALSE, _("_Try Again"));
}

void
_gp_window_show_capture_error (GpWindow   *self,
                               const char *message,
                               const char *detail,
                               const char *launch)
{
  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  clear_retry (self);
  self->retry.capture = TRUE;
  self->retry.launch = g_strdup (launch);
  show (self, _("Capture Failed"), message, detail, FALSE, _("_Capture Again…"));
}

void
_gp_window_clear_error (GpWindow *self)
{
  g_return_if_fail (GP_IS_WINDOW (self));

  clear_retry (self);
  gp_error_banner_dismiss (self->error_banner);
  _gp_window_update_actions (self);
}

void
_gp_window_dispose_errors (GpWindow *self)
{
  clear_retry (self);
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  if (self->retry.file != NULL)
    {
      g_autoptr(GFile) file = g_object_ref (self->retry.file);
      g_autoptr(GPtrArray) dots = self->retry.dots != NULL ? g_ptr_array_ref (self->retry.dots) : NULL;
      g_autoptr(GFile) tegrastats = self->retry.tegrastats != NULL ? g_object_ref (self->retry.tegrastats) : NULL;

      gp_window_load_async (self, file, dots, tegrastats, NULL, NULL, self->cancellable, NULL, NULL);
    }
  else if (self->retry.capture)
    {
      GpCaptureDialog *dialog = gp_capture_dialog_new (self);

      if (self->retry.launch != NULL)
        gp_capture_dialog_set_launch (dialog, self->retry.launch);
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static void
dismiss_error_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  _gp_window_clear_error (self);
  _gp_window_show_idle_page (self);
}

void
_gp_window_class_init_errors (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "win.dismiss-error", NULL, dismiss_error_action);
}
