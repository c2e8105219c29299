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

#include "config.h"

#include <glib/gi18n.h>

#include "gp-compare-view.h"
#include "gp-loader.h"
#include "gp-window-private.h"

#define COMPARE_WINDOW_NAME "gp-compare-window"

GtkWindow *
gp_window_show_comparison (GpWindow  *self,
                           GpSession *before,
                           GpSession *after)
{
  g_autoptr(GpCompare) compare = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  GtkEventController *shortcuts;
  GtkWidget *window;
  GtkWidget *box;
  GtkWidget *header;
  GtkWidget *title;
  GtkWidget *view;

  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);
  g_return_val_if_fail (GP_IS_SESSION (before), NULL);
  g_return_val_if_fail (GP_IS_SESSION (after), NULL);

  compare = gp_compare_new (before, after, &error);
  if (compare == NULL)
    {
      _gp_window_show_error (self, error->message);
      return NULL;
    }

  view = gp_compare_view_new ();
  gp_compare_view_set_compare (GP_COMPARE_VIEW (view), compare);
  gtk_widget_set_vexpand (view, TRUE);

  /* Translators: "<before id> → <after id>" */
  subtitle = g_strdup_printf (_("%s → %s"),
                              gp_session_get_info (before)->id ? gp_session_get_info (before)->id : "",
                              gp_session_get_info (after)->id ? gp_session_get_info (after)->id : "");
  title = adw_window_title_new (_("Before and After"), subtitle);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), view);

  window = adw_window_new ();
  gtk_widget_set_name (window, COMPARE_WINDOW_NAME);
  gtk_window_set_title (GTK_WINDOW (window), _("Before and After"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 980, 760);
  adw_window_set_content (ADW_WINDOW (window), box);

  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, shortcuts);

  gtk_window_present (GTK_WINDOW (window));
  return GTK_WINDOW (window);
}

GpCompareView *
_gp_window_find_comparison (GtkWindow *window)
{
  GtkWidget *box;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (window)), COMPARE_WINDOW_NAME) != 0)
    return NULL;
  box = adw_window_get_content (ADW_WINDOW (window));
  return GP_COMPARE_VIEW (gtk_widget_get_last_child (box));
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
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _gp_window_show_error (self, error->message);
      return;
    }
  if (self->document == NULL)
    return;

  gp_window_show_comparison (self, gp_document_get_session (self->document), after);
}

void
_gp_window_compare_with_file (GpWindow *self,
                              GFile    *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, self->cancellable, load_after_cb, NULL);
  g_task_set_source_tag (task, _gp_window_compare_with_file);
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
        _gp_window_compare_with_file (self, file);
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
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) sessions = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  if (self->document == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Compare With Session"),
                                         GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Compare"),
                                         _("_Cancel"));

  gtk_file_filter_set_name (sessions, _("Sessions and tracer logs"));
  gtk_file_filter_add_mime_type (sessions, "application/x-gst-profile-session");
  gtk_file_filter_add_suffix (sessions, "json");
  gtk_file_filter_add_suffix (sessions, "log");
  gtk_file_filter_add_suffix (sessions, "gz");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), sessions);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);

  g_signal_connect_object (chooser, "response", G_CALLBACK (on_compare_chooser_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
_gp_window_class_init_compare (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.compare-with", NULL, compare_with_action);
}
