/* gp-capture-dialog-ssh.c: the capture dialog's board over SSH: known boards, Check, transport
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

/* Part of GpCaptureDialog: the board. The destination comes from the Host aliases of ~/.ssh/config,
 * the boards saved in GSettings (`ssh-targets`, with the options typed for each) or the entry, and
 * is checked as core/capture does (gp_ssh_check_destination(), gp_ssh_parse_options() under the
 * user's policy). Check connects through a GpAppSsh (its prompts in dialogs) and runs the remote
 * preflight in a worker; the result holds only for the destination and options it was made for. The
 * transport of a started capture then owns the connection, and the board is remembered. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-capture-dialog-private.h"
#include "gp-capture.h"
#include "gp-error.h"
#include "gp-ssh-config.h"
#include "gp-transport-ssh.h"

#define MAX_SAVED 10

typedef struct
{
  char     *destination;
  char     *options;      /* as typed, "" for none */
  gboolean  saved;        /* else from ~/.ssh/config */
} KnownBoard;

typedef struct
{
  GpAppSsh  *app;
  char      *key;
  guint      serial;
} Check;

static void
known_board_free (gpointer data)
{
  KnownBoard *board = data;

  g_free (board->destination);
  g_free (board->options);
  g_free (board);
}

static void
check_free (gpointer data)
{
  Check *check = data;

  g_clear_pointer (&check->app, gp_app_ssh_free);
  g_free (check->key);
  g_free (check);
}

static char *
get_destination (GpCaptureDialog *self)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->destination_row))));
}

static char *
get_options_text (GpCaptureDialog *self)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->options_row))));
}

/* What a Check is valid for. */
static char *
current_key (GpCaptureDialog *self)
{
  g_autofree char *destination = get_destination (self);
  g_autofree char *options = get_options_text (self);

  return g_strconcat (destination, "\n", options, NULL);
}

gboolean
_gp_capture_dialog_is_remote (GpCaptureDialog *self)
{
  return gtk_check_button_get_active (self->ssh_check);
}

GpPreflight *
_gp_capture_dialog_remote_preflight (GpCaptureDialog *self)
{
  g_autofree char *key = NULL;

  if (self->remote_preflight == NULL || self->remote == NULL)
    return NULL;
  key = current_key (self);
  return g_strcmp0 (key, self->remote_key) == 0 ? self->remote_preflight : NULL;
}

static void
forget_remote (GpCaptureDialog *self)
{
  self->check_serial++;
  g_clear_pointer (&self->remote, gp_app_ssh_free);
  g_clear_pointer (&self->remote_preflight, gp_preflight_free);
  g_clear_pointer (&self->remote_key, g_free);
}

static void
on_target_toggled_cb (GpCaptureDialog *self)
{
  gboolean remote;

  g_assert (GP_IS_CAPTURE_DIALOG (self));

  if (self->disposed)
    return;
  remote = _gp_capture_dialog_is_remote (self);
  gtk_widget_set_visible (GTK_WIDGET (self->hosts_row), remote && self->known->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->destination_row), remote);
  gtk_widget_set_visible (GTK_WIDGET (self->options_row), remote);
  _gp_capture_dialog_set_error (self, NULL);
  _gp_capture_dialog_update_target (self);
  if (remote)
    gtk_widget_grab_focus (GTK_WIDGET (self->destination_row));
}

static void
on_remote_changed_cb (GpCaptureDialog *self)
{
  g_assert (GP_IS_CAPTURE_DIALOG (self));

  if (self->disposed)
    return;
  /* An edit ends what Check found (and a Check under way counts for nothing). */
  forget_remote (self);
  self->checking = FALSE;
  if (!self->filling && adw_combo_row_get_selected (self->hosts_row) != 0)
    adw_combo_row_set_selected (self->hosts_row, 0);
  _gp_capture_dialog_update_target (self);
}

static void
on_host_selected_cb (GpCaptureDialog *self)
{
  guint selected;
  KnownBoard *board;

  g_assert (GP_IS_CAPTURE_DIALOG (self));

  selected = adw_combo_row_get_selected (self->hosts_row);
  if (self->disposed || self->filling || selected == 0 || selected == GTK_INVALID_LIST_POSITION ||
      selected > self->known->len)
    return;

  board = g_ptr_array_index (self->known, selected - 1);
  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->destination_row), board->destination);
  gtk_editable_set_text (GTK_EDITABLE (self->options_row), board->options);
  self->filling = FALSE;
  _gp_capture_dialog_set_error (self, NULL);
}

static void
check_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Check *check = task_data;
  GError *error = NULL;
  GpPreflight *preflight = gp_ssh_preflight (check->app->ssh, NULL, &error);

  if (preflight == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, preflight, (GDestroyNotify) gp_preflight_free);
}

static void
check_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  GpCaptureDialog *self = GP_CAPTURE_DIALOG (object);
  Check *check = g_task_get_task_data (G_TASK (result));
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;

  preflight = g_task_propagate_pointer (G_TASK (result), &error);
  if (self->disposed || check->serial != self->check_serial)
    return;

  self->checking = FALSE;
  if (preflight == NULL)
    {
      g_autofree char *message = gp_app_ssh_describe_error (check->app, error);

      _gp_capture_dialog_set_error (self, message);
    }
  else
    {
      self->remote = g_steal_pointer (&check->app);
      self->remote_preflight = g_steal_pointer (&preflight);
      self->remote_key = g_strdup (check->key);
    }
  _gp_capture_dialog_update_target (self);
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GpCaptureDialog *self = GP_CAPTURE_DIALOG (widget);
  g_autofree char *destination = get_destination (self);
  g_autofree char *options_text = get_options_text (self);
  g_auto(GStrv) options = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  Check *check;

  if (self->checking || !_gp_capture_dialog_is_remote (self))
    return;

  if (!gp_ssh_check_destination (destination, &error) ||
      (options = gp_ssh_parse_options (options_text, &error)) == NULL)
    {
      _gp_capture_dialog_set_error (self, error->message);
      return;
    }

  forget_remote (self);
  check = g_new0 (Check, 1);
  check->app = gp_app_ssh_new (GTK_WINDOW (self), destination, (const char * const *) options, &error);
  if (check->app == NULL)
    {
      check_free (check);
      _gp_capture_dialog_set_error (self, error->message);
      return;
    }
  check->key = current_key (self);
  check->serial = self->check_serial;

  _gp_capture_dialog_set_error (self, NULL);
  self->checking = TRUE;
  _gp_capture_dialog_update_target (self);

  /* ssh may ask (password, host key): its askpass is answered here, in the
   * main loop, while the probe waits in its thread. */
  task = g_task_new (self, NULL, check_cb, NULL);
  g_task_set_source_tag (task, check_action);
  g_task_set_task_data (task, check, check_free);
  g_task_run_in_thread (task, check_worker);
}

static void
on_destination_activated_cb (GpCaptureDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "capture-dialog.check", NULL);
}

/* --- known boards --------------------------------------------------------------- */

static void
add_known (GpCaptureDialog *self,
           GtkStringList   *model,
           const char      *destination,
           const char      *options,
           gboolean         saved)
{
  KnownBoard *board;
  g_autofree char *label = NULL;

  for (guint i = 0; i < self->known->len; i++)
    {
      KnownBoard *other = g_ptr_array_index (self->known, i);

      if (g_str_equal (other->destination, destination) && g_str_equal (other->options, options))
        return;
    }

  board = g_new0 (KnownBoard, 1);
  board->destination = g_strdup (destination);
  board->options = g_strdup (options);
  board->saved = saved;
  g_ptr_array_add (self->known, board);

  if (saved)
    /* Translators: a saved SSH target: destination, options */
    label = *options != '\0' ? g_strdup_printf (_("%s  %s  (saved)"), destination, options)
                             : g_strdup_printf (_("%s  (saved)"), destination);
  else
    /* Translators: a Host of the user's ssh config */
    label = g_strdup_printf (_("%s  (~/.ssh/config)"), destination);
  gtk_string_list_append (model, label);
}

void
_gp_capture_dialog_init_ssh (GpCaptureDialog *self)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *config = gp_ssh_config_default_path ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) hosts = NULL;
  g_autoptr(GVariant) saved = NULL;
  GVariantIter iter;
  const char *destination;
  const char *options;

  self->known = g_ptr_array_new_with_free_func (known_board_free);
  gtk_string_list_append (model, _("Other: type it below"));

  saved = g_settings_get_value (self->settings, "ssh-targets");
  g_variant_iter_init (&iter, saved);
  while (g_variant_iter_next (&iter, "(&s&s)", &destination, &options))
    if (gp_ssh_check_destination (destination, NULL))
      add_known (self, model, destination, options, TRUE);

  hosts = gp_ssh_config_list_hosts (config, &error);
  if (hosts == NULL)
    g_message ("Not listing SSH hosts: %s", error->message);
  for (guint i = 0; hosts != NULL && hosts[i] != NULL; i++)
    if (gp_ssh_check_destination (hosts[i], NULL))
      add_known (self, model, hosts[i], "", FALSE);

  self->filling = TRUE;
  adw_combo_row_set_model (self->hosts_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->hosts_row, 0);
  self->filling = FALSE;
  on_target_toggled_cb (self);
}

void
_gp_capture_dialog_dispose_ssh (GpCaptureDialog *self)
{
  g_clear_pointer (&self->remote, gp_app_ssh_free);
  g_clear_pointer (&self->remote_preflight, gp_preflight_free);
  g_clear_pointer (&self->remote_key, g_free);
  g_clear_pointer (&self->known, g_ptr_array_unref);
}

gboolean
_gp_capture_dialog_known_board_saved (GpCaptureDialog *self,
                                      guint            index)
{
  return self->known != NULL && index < self->known->len &&
         ((KnownBoard *) g_ptr_array_index (self->known, index))->saved;
}

void
_gp_capture_dialog_save_target (GpCaptureDialog *self)
{
  g_autofree char *destination = get_destination (self);
  g_autofree char *options = get_options_text (self);
  g_autoptr(GVariant) saved = g_settings_get_value (self->settings, "ssh-targets");
  GVariantBuilder builder;
  GVariantIter iter;
  const char *d;
  const char *o;
  guint n = 1;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  g_variant_builder_add (&builder, "(ss)", destination, options);
  g_variant_iter_init (&iter, saved);
  while (n < MAX_SAVED && g_variant_iter_next (&iter, "(&s&s)", &d, &o))
    if (!(g_str_equal (d, destination) && g_str_equal (o, options)))
      {
        g_variant_builder_add (&builder, "(ss)", d, o);
        n++;
      }
  g_settings_set_value (self->settings, "ssh-targets", g_variant_builder_end (&builder));
}

GpTransport *
_gp_capture_dialog_ssh_transport (GpCaptureDialog    *self,
                                  const char         *mode,
                                  const char * const *argv,
                                  const char         *tracers,
                                  GError            **error)
{
  GpPreflight *preflight = _gp_capture_dialog_remote_preflight (self);
  GpTarget *target = gp_session_get_target (self->session);
  GpTransportSsh *transport;
  GpSsh *ssh;

  if (preflight == NULL)
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, _("Check the board first"));
      return NULL;
    }

  ssh = self->remote->ssh;
  if (g_str_equal (mode, "wrap"))
    transport = gp_transport_ssh_new_command (ssh, argv);
  else
    transport = gp_transport_ssh_new (ssh, argv);
  gp_transport_ssh_set_tracer_env (transport, tracers, gp_capture_debug_for (mode));
  gp_transport_ssh_set_tegrastats (transport, preflight->tegrastats);

  gp_preflight_fill_target (preflight, target);
  g_free (target->ssh_destination);
  target->ssh_destination = g_strdup (gp_ssh_get_destination (ssh));
  g_strfreev (target->ssh_options);
  target->ssh_options = g_strdupv ((char **) gp_ssh_get_options (ssh));

  /* The connection lives as long as the transport that uses it. */
  g_object_set_data_full (G_OBJECT (transport), "gp-app-ssh", g_steal_pointer (&self->remote),
                          (GDestroyNotify) gp_app_ssh_free);
  return GP_TRANSPORT (transport);
}

void
_gp_capture_dialog_class_init_ssh (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_target_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_remote_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_host_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_destination_activated_cb);
  gtk_widget_class_install_action (widget_class, "capture-dialog.check", NULL, check_action);
}

/* --- public ------------------------------------------------------------------------- */

void
gp_capture_dialog_set_ssh (GpCaptureDialog *self,
                           const char      *destination,
                           const char      *options)
{
  g_return_if_fail (GP_IS_CAPTURE_DIALOG (self));

  if (destination == NULL)
    {
      gtk_check_button_set_active (self->local_check, TRUE);
      return;
    }
  gtk_check_button_set_active (self->ssh_check, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->destination_row), destination);
  gtk_editable_set_text (GTK_EDITABLE (self->options_row), options != NULL ? options : "");
}

const char *
gp_capture_dialog_get_destination (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->destination_row));
}

gboolean
gp_capture_dialog_get_remote (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), FALSE);

  return _gp_capture_dialog_is_remote (self);
}

GStrv
gp_capture_dialog_dup_known_boards (GpCaptureDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), NULL);

  for (guint i = 0; i < self->known->len; i++)
    g_strv_builder_add (builder, ((KnownBoard *) g_ptr_array_index (self->known, i))->destination);
  return g_strv_builder_end (builder);
}

void
gp_capture_dialog_choose_known_board (GpCaptureDialog *self,
                                      guint            index)
{
  g_return_if_fail (GP_IS_CAPTURE_DIALOG (self));
  g_return_if_fail (index < self->known->len);

  gtk_check_button_set_active (self->ssh_check, TRUE);
  adw_combo_row_set_selected (self->hosts_row, index + 1);
}
