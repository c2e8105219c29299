/* gp-window-compare.c: before/after comparisons, win.compare-with
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

/* Part of GpWindow: `win.compare-with` (the current session is before, the chosen file after,
 * loaded in a thread) and gp_window_show_comparison(), which Re-run also uses: a GpCompare of the
 * two sessions in a GpCompareWindow, or the error in this window. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-compare-window.h"
#include "gp-error-text.h"
#include "gp-loader.h"
#include "gp-window-private.h"

GtkWindow *
gp_window_show_comparison (GpWindow  *self,
                           GpSession *before,
                           GpSession *after)
{
  g_autoptr(GpCompare) compare = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window;

  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);
  g_return_val_if_fail (GP_IS_SESSION (before), NULL);
  g_return_val_if_fail (GP_IS_SESSION (after), NULL);

  compare = gp_compare_new (before, after, &error);
  if (compare == NULL)
    {
      g_autofree char *sentence = gp_error_text_clean (error->message, NULL);

      _gp_window_show_error (self, _("Could Not Compare"), sentence, error->message);
      return NULL;
    }

  window = gp_compare_window_new (GTK_WINDOW (self), compare);
  gtk_window_present (GTK_WINDOW (window));

  return GTK_WINDOW (window);
}

/* win.compare-with: the current session is before, the chosen file after. */

static void
load_after_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  g_autofree char *path = g_file_get_path (task_data);
  g_autoptr(GError) error = NULL;
  GpSession *session;

  if (path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("Only local files can be compared"));
      return;
    }

  session = gp_load_path (path, NULL, cancellable, &error);
  if (session == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, session, g_object_unref);
}

static void
load_after_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  GpWindow *self = GP_WINDOW (object);
  g_autoptr(GpSession) after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert (GP_IS_WINDOW (self));

  after = g_task_propagate_pointer (G_TASK (result), &error);
  if (after == NULL)
    {
      GFile *file = g_task_get_task_data (G_TASK (result));
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *title = NULL;
      g_autofree char *sentence = NULL;
      g_autofree char *detail = NULL;
      GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* Chosen in the file chooser, which put it in Recent. */
      if (GP_IS_APPLICATION (app))
        gp_application_forget_recent (GP_APPLICATION (app), file);
      /* Translators: %s is a file name */
      title = g_strdup_printf (_("Could Not Compare With “%s”"), name);
      sentence = gp_error_text_sentence (error, path, NULL);
      detail = gp_error_text_detail (error);
      _gp_window_show_error (self, title, sentence, detail);
      return;
    }
  if (self->document == NULL)
    return;

  gp_window_show_comparison (self, gp_document_get_session (self->document), after);
}

void
gp_window_compare_with_file (GpWindow *self,
                             GFile    *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, self->cancellable, load_after_cb, NULL);
  g_task_set_source_tag (task, gp_window_compare_with_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_after_thread);
}

static void
on_compare_chooser_response_cb (GpWindow             *self,
                                int                   response,
                                GtkFileChooserNative *chooser)
{
  g_assert (GP_IS_WINDOW (self));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        gp_window_compare_with_file (self, file);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
}

static void
compare_with_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  if (self->document == NULL)
    return;

  _gp_window_choose_files (self, _("Compare With Session"), _("_Compare"), FALSE,
                           G_CALLBACK (on_compare_chooser_response_cb));
}

void
_gp_window_class_init_compare (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.compare-with", NULL, compare_with_action);
}
