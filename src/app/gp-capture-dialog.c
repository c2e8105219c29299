/* gp-capture-dialog.c: GpCaptureDialog, New Capture: where, what, how long, where to save
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

/* The dialog behind `win.capture`: this computer or a board over SSH (gp-capture-dialog-ssh.c), a
 * gst-launch-1.0 pipeline (split as a shell would, never by a shell, and checked with the core's
 * launch parser as you type, gp-capture-dialog-launch.c) or a command to wrap, the duration, the
 * lite and tracer options, the output file (checked with gp_session_output_check() before anything
 * starts; default in the app's sessions folder). The target's preflight and a pipeline that parses
 * decide whether Start is enabled; Start builds the GpCapture and hands it to the window
 * (gp-window-capture.c: this window when it is empty, else a new one), and the form is remembered
 * for the next time. Errors stay in the dialog. */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "gp-app-settings.h"
#include "gp-capture-dialog-private.h"
#include "gp-capture.h"
#include "gp-error.h"
#include "gp-launch.h"
#include "gp-preflight.h"
#include "gp-session-output.h"
#include "gp-transport-local.h"
#include "gp-window-private.h"

enum {
  MODE_RUN,
  MODE_WRAP,
};

G_DEFINE_FINAL_TYPE (GpCaptureDialog, gp_capture_dialog, ADW_TYPE_WINDOW)

void
_gp_capture_dialog_set_error (GpCaptureDialog *self,
                              const char      *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_label (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static guint
get_mode (GpCaptureDialog *self)
{
  return adw_combo_row_get_selected (self->mode_row) == MODE_WRAP ? MODE_WRAP : MODE_RUN;
}

static void
on_mode_changed_cb (GpCaptureDialog *self)
{
  gboolean wrap;

  g_assert (GP_IS_CAPTURE_DIALOG (self));

  wrap = get_mode (self) == MODE_WRAP;
  gtk_widget_set_visible (GTK_WIDGET (self->launch_row), !wrap);
  gtk_widget_set_visible (GTK_WIDGET (self->command_row), wrap);
  _gp_capture_dialog_set_error (self, NULL);

  /* While the template is built, the rest is not there yet. */
  if (!self->initialized)
    return;
  _gp_capture_dialog_offer_session_launch (self);
  _gp_capture_dialog_update_target (self);
}

static GpPreflight *
current_preflight (GpCaptureDialog *self)
{
  if (_gp_capture_dialog_is_remote (self))
    return _gp_capture_dialog_remote_preflight (self);
  return self->local_preflight;
}

static void
show_preflight (GpCaptureDialog *self,
                GpPreflight     *preflight,
                AdwActionRow    *target_row)
{
  g_autoptr(GString) platform = g_string_new (NULL);
  g_autofree char *tracers = NULL;
  g_autofree char *summary = NULL;

  g_assert (preflight != NULL);

  gtk_widget_set_visible (GTK_WIDGET (self->checking_row), FALSE);

  adw_action_row_set_subtitle (self->gstreamer_row,
                               *preflight->gstreamer != '\0' ? preflight->gstreamer : _("Unknown"));
  adw_action_row_set_subtitle (self->launch_tool_row,
                               preflight->gst_launch != NULL ? preflight->gst_launch : _("Not found"));

  if (preflight->tracers->len > 0)
    {
      g_ptr_array_add (preflight->tracers, NULL);
      tracers = g_strjoinv (", ", (char **) preflight->tracers->pdata);
      g_ptr_array_remove_index (preflight->tracers, preflight->tracers->len - 1);
    }
  adw_action_row_set_subtitle (self->tracers_row, tracers != NULL ? tracers : _("None listed"));

  g_string_append (platform, preflight->platform);
  if (*preflight->board != '\0')
    g_string_append_printf (platform, " · %s", preflight->board);
  if (*preflight->l4t != '\0')
    g_string_append_printf (platform, " · L4T %s", preflight->l4t);
  g_string_append (platform, preflight->tegrastats != NULL ? " · tegrastats"
                                                           : _(" · no tegrastats"));
  adw_action_row_set_subtitle (self->platform_row, platform->str);

  /* Translators: "GStreamer 1.22.0 · generic · 12 tracers" */
  summary = g_strdup_printf (_("GStreamer %s · %s · %u tracers"),
                             *preflight->gstreamer != '\0' ? preflight->gstreamer : _("unknown"),
                             platform->str, preflight->tracers->len);
  adw_action_row_set_subtitle (target_row, summary);

  gtk_widget_set_visible (GTK_WIDGET (self->gstreamer_row), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->launch_tool_row), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->tracers_row), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->platform_row), TRUE);

  if (preflight->problems->len > 0)
    {
      g_autoptr(GString) problems = g_string_new (NULL);

      for (guint i = 0; i < preflight->problems->len; i++)
        g_string_append_printf (problems, "%s%s", i > 0 ? "\n" : "",
                                (const char *) g_ptr_array_index (preflight->problems, i));
      gtk_label_set_label (self->problems_label, problems->str);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problems_label), preflight->problems->len > 0);
}

void
_gp_capture_dialog_update_target (GpCaptureDialog *self)
{
  gboolean remote;
  GpPreflight *preflight;

  /* Nothing to read or show before the template is there or once it is gone. */
  if (self->disposed || !self->initialized)
    return;
  remote = _gp_capture_dialog_is_remote (self);
  preflight = current_preflight (self);

  adw_preferences_group_set_title (self->preflight_group, remote ? _("The Board") : _("This Computer"));
  if (preflight != NULL)
    show_preflight (self, preflight, remote ? self->ssh_row : self->local_row);
  else
    {
      const char *title;
      g_autofree char *connecting = NULL;

      if (!remote)
        title = _("Checking what this computer can capture…");
      else if (self->checking)
        {
          /* Translators: %s is an SSH destination */
          connecting = g_strdup_printf (_("Connecting to %s…"),
                                        gtk_editable_get_text (GTK_EDITABLE (self->destination_row)));
          title = connecting;
        }
      else
        title = _("Press Check to connect and see what the board can capture");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->checking_row), title);
      gtk_widget_set_visible (GTK_WIDGET (self->checking_spinner), !remote || self->checking);
      gtk_widget_set_visible (GTK_WIDGET (self->checking_row), TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->gstreamer_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->launch_tool_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->tracers_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->platform_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->problems_label), FALSE);
    }

  /* A pipeline that does not parse would not start either. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "capture-dialog.start",
                                 preflight != NULL && (get_mode (self) == MODE_WRAP || self->launch_valid));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "capture-dialog.check", remote && !self->checking);
}

static void
preflight_worker (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  g_task_return_pointer (task, gp_preflight_run (NULL), (GDestroyNotify) gp_preflight_free);
}

static void
preflight_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  GpCaptureDialog *self = GP_CAPTURE_DIALOG (object);

  g_assert (GP_IS_CAPTURE_DIALOG (self));

  self->local_preflight = g_task_propagate_pointer (G_TASK (result), NULL);
  g_assert (self->local_preflight != NULL);

  /* A dialog closed before this machine's preflight came back (a capture started at once) has
   * no widgets left to update. */
  if (self->disposed)
    return;
  _gp_capture_dialog_update_target (self);
}

/* The child's argv for the form, or NULL with @error. On a board: the
 * launch tokens only (gst-launch-1.0 -q -e is the board's), or the command
 * as it is. */
static GStrv
build_argv (GpCaptureDialog  *self,
            GpPreflight      *preflight,
            gboolean          remote,
            const char       *launch,
            const char       *command,
            GError          **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) tokens = NULL;
  g_autoptr(GError) local_error = NULL;

  if (launch != NULL)
    {
      g_autoptr(GpLaunch) parsed = NULL;

      if (*launch == '\0')
        {
          g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                               _("Enter a pipeline, e.g. videotestsrc ! videoconvert ! fakesink"));
          return NULL;
        }
      if (preflight->gst_launch == NULL)
        {
          g_set_error_literal (error, GP_ERROR, GP_ERROR_NOT_FOUND,
                               remote ? _("gst-launch-1.0 was not found on the board: install the "
                                          "GStreamer tools there, or wrap your own program instead")
                                      : _("gst-launch-1.0 was not found on this computer: install the "
                                          "GStreamer tools, or wrap your own program instead"));
          return NULL;
        }
      /* The child gets the string split like a shell would, never a shell,
       * as every reader of the session splits it (gp_launch_parse()). */
      if ((tokens = gp_launch_split_argv (launch, &local_error)) == NULL)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       _("Cannot parse the pipeline: %s"), local_error->message);
          return NULL;
        }
      parsed = gp_launch_parse (launch, -1, &local_error);
      if (parsed == NULL)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       _("Cannot parse the pipeline: %s"), local_error->message);
          return NULL;
        }
      if (!remote)
        {
          g_strv_builder_add (builder, preflight->gst_launch);
          g_strv_builder_add (builder, "-q");
        }
      g_strv_builder_addv (builder, (const char **) tokens);
    }
  else
    {
      g_autofree char *program = NULL;

      if (*command == '\0')
        {
          g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                               _("Enter the command to run, e.g. ./my-player --file clip.mp4"));
          return NULL;
        }
      if (!g_shell_parse_argv (command, NULL, &tokens, &local_error))
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       _("Cannot parse the command: %s"), local_error->message);
          return NULL;
        }
      /* A board's PATH is the board's to know. */
      program = remote ? g_strdup (tokens[0]) : g_find_program_in_path (tokens[0]);
      if (program == NULL)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_NOT_FOUND,
                       _("%s: no such program"), tokens[0]);
          return NULL;
        }
      g_strv_builder_addv (builder, (const char **) tokens);
    }

  return g_strv_builder_end (builder);
}

static GpCapture *
build_capture (GpCaptureDialog  *self,
               char            **out_path,
               GError          **error)
{
  g_autoptr(GpTransport) transport = NULL;
  GpPreflight *preflight = current_preflight (self);
  gboolean remote = _gp_capture_dialog_is_remote (self);
  g_autofree char *tracers = NULL;
  g_autofree char *out = NULL;
  g_autofree char *launch = NULL;
  g_autofree char *command = NULL;
  g_auto(GStrv) child_argv = NULL;
  GpCapture *capture;
  GpSessionInfo *info;
  const char *mode;
  double duration;

  if (get_mode (self) == MODE_WRAP)
    {
      mode = "wrap";
      command = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->command_row))));
    }
  else
    {
      mode = "run";
      launch = g_strstrip (_gp_capture_dialog_dup_launch (self));
    }

  g_assert (preflight != NULL);

  child_argv = build_argv (self, preflight, remote, launch, command, error);
  if (child_argv == NULL)
    return NULL;

  out = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->output_row))));
  if (*out == '\0')
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, _("Choose where to save the session"));
      return NULL;
    }
  if (!g_path_is_absolute (out))
    {
      g_autofree char *relative = g_steal_pointer (&out);

      out = g_build_filename (g_get_home_dir (), relative, NULL);
    }

  info = gp_session_get_info (self->session);
  g_free (info->mode);
  info->mode = g_strdup (mode);
  g_clear_pointer (&info->launch, g_free);
  g_clear_pointer (&info->command, g_strfreev);
  if (launch != NULL)
    info->launch = g_strdup (launch);
  else
    info->command = g_strdupv (child_argv);
  g_free (info->label);
  info->label = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->label_row)));
  g_strstrip (info->label);

  tracers = gp_capture_tracers_for (NULL, gtk_switch_get_active (self->lite_switch),
                                    preflight->element_latency);
  if (remote)
    {
      transport = _gp_capture_dialog_ssh_transport (self, mode, (const char * const *) child_argv,
                                                    tracers, error);
      if (transport == NULL)
        return NULL;
    }
  else
    {
      GpTransportLocal *local = gp_transport_local_new ((const char * const *) child_argv);

      /* The stock tracers, and ours (queue levels) when its plugin is found. */
      gp_transport_local_set_tracers (local, tracers);
      gp_transport_local_setenv (local, "GST_DEBUG", gp_capture_debug_for (mode));
      gp_transport_local_set_tegrastats (local, preflight->tegrastats);
      /* The app has no terminal for gst-launch-1.0's position line. */
      gp_transport_local_set_silence_stdout (local, TRUE);
      gp_preflight_fill_target (preflight, gp_session_get_target (self->session));
      transport = GP_TRANSPORT (local);
    }

  capture = gp_capture_new (self->session, GP_TRANSPORT (transport));
  duration = gtk_spin_button_get_value (self->duration_spin);
  gp_capture_set_duration_ms (capture, (guint64) llround (MAX (duration, 0.0) * 1000.0));

  *out_path = g_steal_pointer (&out);
  return capture;
}

/* What the next dialog opens with. */
static void
remember (GpCaptureDialog *self)
{
  g_autofree char *launch = g_strstrip (_gp_capture_dialog_dup_launch (self));
  g_autofree char *command = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->command_row))));
  gboolean wrap = get_mode (self) == MODE_WRAP;

  _gp_capture_dialog_remember (self, wrap ? "wrap" : "run", wrap ? NULL : launch, wrap ? command : NULL);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GpCaptureDialog *self = GP_CAPTURE_DIALOG (widget);
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  if (current_preflight (self) == NULL)
    return;
  /* Typed a moment ago: checked now; its error is under it. */
  if (get_mode (self) == MODE_RUN && !_gp_capture_dialog_launch_ok (self))
    return;

  if (self->window == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }

  capture = build_capture (self, &out, &error);
  if (capture == NULL)
    {
      _gp_capture_dialog_set_error (self, error->message);
      return;
    }
  if (_gp_window_start_capture (self->window, capture, out, &error) == NULL)
    {
      _gp_capture_dialog_set_error (self, error->message);
      /* A board's connection went with the capture: Check again. */
      _gp_capture_dialog_update_target (self);
      return;
    }

  if (_gp_capture_dialog_is_remote (self))
    _gp_capture_dialog_save_target (self);
  remember (self);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
gp_capture_dialog_dispose (GObject *object)
{
  GpCaptureDialog *self = (GpCaptureDialog *)object;

  self->disposed = TRUE;
  _gp_capture_dialog_dispose_launch (self);
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  _gp_capture_dialog_dispose_ssh (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_CAPTURE_DIALOG);

  G_OBJECT_CLASS (gp_capture_dialog_parent_class)->dispose (object);
}

static void
gp_capture_dialog_finalize (GObject *object)
{
  GpCaptureDialog *self = (GpCaptureDialog *)object;

  g_clear_pointer (&self->local_preflight, gp_preflight_free);
  g_clear_pointer (&self->error, g_free);
  _gp_capture_dialog_finalize_launch (self);

  G_OBJECT_CLASS (gp_capture_dialog_parent_class)->finalize (object);
}

static void
gp_capture_dialog_class_init (GpCaptureDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_capture_dialog_dispose;
  object_class->finalize = gp_capture_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-capture-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, local_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, local_check);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, ssh_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, ssh_check);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, hosts_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, destination_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, options_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, preflight_group);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, checking_spinner);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, mode_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, launch_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, launch_view);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, launch_buffer);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, launch_error_label);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, session_launch_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, command_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, duration_spin);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, lite_switch);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, label_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, output_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, checking_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, gstreamer_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, launch_tool_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, tracers_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, platform_row);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureDialog, problems_label);
  gtk_widget_class_bind_template_callback (widget_class, on_mode_changed_cb);

  gtk_widget_class_install_action (widget_class, "capture-dialog.start", NULL, start_action);
  _gp_capture_dialog_class_init_ssh (widget_class);
  _gp_capture_dialog_class_init_launch (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "capture-dialog.start", NULL);
}

static void
gp_capture_dialog_init (GpCaptureDialog *self)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *dir = NULL;
  GpSessionInfo *info;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->session = gp_session_new ();
  info = gp_session_get_info (self->session);
  name = g_strdup_printf ("gst-profile-%s.json", info->id);
  dir = gp_session_output_sessions_dir ();
  path = g_build_filename (dir, name, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->output_row), path);

  self->settings = gp_app_settings_new ();
  _gp_capture_dialog_init_ssh (self);
  self->initialized = TRUE;
  /* The last capture's mode, pipeline or command, and board. */
  _gp_capture_dialog_init_launch (self);
  on_mode_changed_cb (self);

  task = g_task_new (self, NULL, preflight_cb, NULL);
  g_task_set_source_tag (task, gp_capture_dialog_init);
  g_task_run_in_thread (task, preflight_worker);
}

GpCaptureDialog *
gp_capture_dialog_new (GpWindow *window)
{
  GpCaptureDialog *self;

  g_return_val_if_fail (GP_IS_WINDOW (window), NULL);

  self = g_object_new (GP_TYPE_CAPTURE_DIALOG,
                       "transient-for", window,
                       "modal", TRUE,
                       "application", gtk_window_get_application (GTK_WINDOW (window)),
                       NULL);
  g_set_weak_pointer (&self->window, window);
  _gp_capture_dialog_offer_session_launch (self);

  return self;
}

gboolean
gp_capture_dialog_get_ready (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), FALSE);

  return current_preflight (self) != NULL;
}

const char *
gp_capture_dialog_get_error (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), NULL);

  return self->error;
}

void
gp_capture_dialog_set_launch (GpCaptureDialog *self,
                              const char      *launch)
{
  g_return_if_fail (GP_IS_CAPTURE_DIALOG (self));

  adw_combo_row_set_selected (self->mode_row, MODE_RUN);
  _gp_capture_dialog_set_launch_text (self, launch);
}

void
gp_capture_dialog_set_command (GpCaptureDialog *self,
                               const char      *command)
{
  g_return_if_fail (GP_IS_CAPTURE_DIALOG (self));

  adw_combo_row_set_selected (self->mode_row, MODE_WRAP);
  gtk_editable_set_text (GTK_EDITABLE (self->command_row), command != NULL ? command : "");
}

void
gp_capture_dialog_set_duration (GpCaptureDialog *self,
                                double           seconds)
{
  g_return_if_fail (GP_IS_CAPTURE_DIALOG (self));

  gtk_spin_button_set_value (self->duration_spin, seconds);
}

void
gp_capture_dialog_set_label (GpCaptureDialog *self,
                             const char      *label)
{
  g_return_if_fail (GP_IS_CAPTURE_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->label_row), label != NULL ? label : "");
}

void
gp_capture_dialog_set_output (GpCaptureDialog *self,
                              const char      *path)
{
  g_return_if_fail (GP_IS_CAPTURE_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->output_row), path != NULL ? path : "");
}

const char *
gp_capture_dialog_get_output (GpCaptureDialog *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_DIALOG (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->output_row));
}
