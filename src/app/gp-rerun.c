/* gp-rerun.c: GpRerun: the patched launch string run on the session's target, then before/after
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

/* `session.rerun` from the Launch view: the patched pipeline (gp_patch_to_argv()) captured again
 * where the session ran (its target.ssh, else this computer) with the original's duration (its
 * windows' span) and lite setting, recorded with parent_session = its id. A confirmation shows the
 * destination and the exact argv first, and lists the session's ssh options that are not passed (a
 * session file is not trusted: only the allow-list of GP_SSH_OPTION_POLICY_SESSION passes, after
 * the options the user saved for that board). Run then checks gst-launch-1.0 and every factory on
 * the target (gp-factory-check.c, in a worker), captures through the window
 * (_gp_window_start_capture()), and opens the comparison with the original once the capture is
 * saved. */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "gp-app-ssh.h"
#include "gp-capture.h"
#include "gp-error-text.h"
#include "gp-error.h"
#include "gp-factory-check.h"
#include "gp-preflight.h"
#include "gp-session-output.h"
#include "gp-rerun.h"
#include "gp-ssh-config.h"
#include "gp-ssh-option.h"
#include "gp-transport-local.h"
#include "gp-transport-ssh.h"
#include "gp-window-private.h"

#define RERUN_KEY "gp-rerun"

struct _GpRerun
{
  GObject            parent_instance;

  GpWindow          *window;          /* weak: the original's */
  GpSession         *original;
  char              *launch;          /* the patched string */
  GStrv              tokens;          /* its gst-launch-1.0 arguments */
  GStrv              factories;
  GStrv              argv;            /* as it will run */
  char              *command_text;
  char              *destination;     /* NULL: this computer */
  GStrv              options;         /* the session's that pass, canonical */
  GStrv              dropped;         /* the session's that do not, as written */
  double             duration_s;
  gboolean           lite;

  GpRerunState       state;
  char              *error;
  AdwMessageDialog  *confirm;         /* weak */
  GpAppSsh          *remote;          /* between the check and the capture */
  GpPreflight       *preflight;
  GpSession         *session;         /* the re-run's */
  GpWindow          *capture_window;  /* weak */
  GtkWindow         *comparison;      /* weak */
  char              *out_path;
};

G_DEFINE_FINAL_TYPE (GpRerun, gp_rerun, G_TYPE_OBJECT)

typedef struct
{
  GpAppSsh     *remote;     /* borrowed */
  GStrv         factories;  /* borrowed */
  GpPreflight  *preflight;
  GStrv         missing;
} Check;

static void
check_free (gpointer data)
{
  Check *check = data;

  g_clear_pointer (&check->preflight, gp_preflight_free);
  g_strfreev (check->missing);
  g_free (check);
}

static void
gp_rerun_dispose (GObject *object)
{
  GpRerun *self = (GpRerun *)object;

  g_clear_weak_pointer (&self->window);
  g_clear_weak_pointer (&self->confirm);
  g_clear_weak_pointer (&self->capture_window);
  g_clear_weak_pointer (&self->comparison);
  g_clear_object (&self->original);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (gp_rerun_parent_class)->dispose (object);
}

static void
gp_rerun_finalize (GObject *object)
{
  GpRerun *self = (GpRerun *)object;

  g_free (self->launch);
  g_strfreev (self->tokens);
  g_strfreev (self->factories);
  g_strfreev (self->argv);
  g_free (self->command_text);
  g_free (self->destination);
  g_strfreev (self->options);
  g_strfreev (self->dropped);
  g_free (self->error);
  g_clear_pointer (&self->remote, gp_app_ssh_free);
  g_clear_pointer (&self->preflight, gp_preflight_free);
  g_free (self->out_path);

  G_OBJECT_CLASS (gp_rerun_parent_class)->finalize (object);
}

static void
gp_rerun_class_init (GpRerunClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_rerun_dispose;
  object_class->finalize = gp_rerun_finalize;
}

static void
gp_rerun_init (GpRerun *self)
{
}

static gboolean
needs_quotes (const char *word)
{
  if (*word == '\0')
    return TRUE;
  if (g_str_equal (word, "!"))
    return FALSE;
  for (const char *p = word; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr ("_-+=.,:/@%^", *p) == NULL)
      return TRUE;
  return FALSE;
}

char *
gp_rerun_format_argv (const char * const *argv)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (argv != NULL, NULL);

  for (guint i = 0; argv[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      if (needs_quotes (argv[i]))
        {
          g_autofree char *quoted = g_shell_quote (argv[i]);

          g_string_append (text, quoted);
        }
      else
        g_string_append (text, argv[i]);
    }
  return g_string_free (text, FALSE);
}

/* The original ran with the latency tracer only when it has no per-link
 * series (the stats tracer's). */
static gboolean
was_lite (GpSession *session)
{
  GpSeries *series = gp_session_get_series (session);
  g_autoptr(GPtrArray) links = gp_series_link_keys (series);

  return gp_series_get_n_windows (series) > 0 && links->len == 0;
}

/* How long the original recorded: its windows' span (the wall-clock
 * duration_s also counts connecting and stopping), to 0.1 s. */
static double
recorded_duration (GpSession *session)
{
  GpSeries *series = gp_session_get_series (session);
  guint n = gp_series_get_n_windows (series);
  double seconds = gp_session_get_info (session)->duration_s;

  if (n > 0)
    seconds = (double) n * gp_series_get_window_ms (series) / 1000.0;
  return seconds > 0 ? ceil (seconds * 10.0 - 1e-9) / 10.0 : 0.0;
}

/* The session's options on a board: the user's own saved ones first (ssh
 * keeps the first value of each), then the session's that the allow-list
 * keeps; the session's others, unless the user's say the same, are listed
 * in the confirmation. */
static void
choose_options (GpRerun            *self,
                const char * const *session_options)
{
  g_autoptr(GStrvBuilder) options = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) dropped = g_strv_builder_new ();
  g_auto(GStrv) saved = gp_app_ssh_saved_options (self->destination);
  g_auto(GStrv) refused = NULL;
  g_auto(GStrv) kept = gp_ssh_options_filter (session_options, GP_SSH_OPTION_POLICY_SESSION, &refused);

  g_strv_builder_addv (options, (const char **) saved);
  g_strv_builder_addv (options, (const char **) kept);
  for (guint i = 0; refused[i] != NULL; i++)
    {
      g_autofree char *as_typed = gp_ssh_option_check (refused[i], GP_SSH_OPTION_POLICY_USER, NULL);

      if (as_typed == NULL || !g_strv_contains ((const char * const *) saved, as_typed))
        g_strv_builder_add (dropped, refused[i]);
    }
  self->options = g_strv_builder_end (options);
  self->dropped = g_strv_builder_end (dropped);
}

GpRerun *
gp_rerun_new (GpWindow       *window,
              GpSession      *session,
              const GpPatch  *patch,
              GError        **error)
{
  g_autoptr(GpRerun) self = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GpTarget *target;

  g_return_val_if_fail (GP_IS_WINDOW (window), NULL);
  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (patch != NULL, NULL);

  self = g_object_new (GP_TYPE_RERUN, NULL);
  g_set_weak_pointer (&self->window, window);
  self->original = g_object_ref (session);
  target = gp_session_get_target (session);

  self->launch = gp_patch_print (patch);
  self->tokens = gp_patch_to_argv (patch, error);
  if (self->tokens == NULL)
    return NULL;
  self->factories = gp_patch_get_factories (patch);
  self->duration_s = recorded_duration (session);
  self->lite = was_lite (session);

  if (target->ssh_destination != NULL)
    {
      if (!gp_ssh_check_destination (target->ssh_destination, error))
        return NULL;
      /* A session file brings only how to reach the board: the options
       * of the allow-list, as ssh reads them; the others are shown. */
      self->destination = g_strdup (target->ssh_destination);
      choose_options (self, (const char * const *) target->ssh_options);
      /* What the board runs (gp-transport-ssh.c). */
      g_strv_builder_add_many (builder, "gst-launch-1.0", "-q", "-e", NULL);
    }
  else
    {
      g_autofree char *gst_launch = g_find_program_in_path ("gst-launch-1.0");

      if (gst_launch == NULL)
        {
          g_set_error_literal (error, GP_ERROR, GP_ERROR_NOT_FOUND,
                               _("gst-launch-1.0 was not found on this computer"));
          return NULL;
        }
      g_strv_builder_add_many (builder, gst_launch, "-q", NULL);
    }
  g_strv_builder_addv (builder, (const char **) self->tokens);
  self->argv = g_strv_builder_end (builder);
  self->command_text = gp_rerun_format_argv ((const char * const *) self->argv);
  self->state = GP_RERUN_CONFIRM;

  return g_steal_pointer (&self);
}

static void
fail (GpRerun    *self,
      const char *message)
{
  self->state = GP_RERUN_FAILED;
  g_free (self->error);
  self->error = g_strdup (message);
  g_clear_pointer (&self->remote, gp_app_ssh_free);
  if (self->window != NULL)
    {
      g_autofree char *sentence = gp_error_text_clean (message, NULL);

      _gp_window_show_error (self->window, _("Re-run Failed"), sentence, message);
    }
}

/* --- the capture and the comparison ---------------------------------------- */

static void
on_capture_finished_cb (GpRerun   *self,
                        GpCapture *capture)
{
  GpWindow *where = self->capture_window != NULL ? self->capture_window : self->window;

  /* The window saved the session (its handler ran first). */
  self->state = GP_RERUN_DONE;
  if (where != NULL)
    {
      GtkWindow *comparison = gp_window_show_comparison (where, self->original, self->session);

      g_set_weak_pointer (&self->comparison, comparison);
    }
}

static void
start_capture (GpRerun *self)
{
  g_autoptr(GpTransport) transport = NULL;
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tracers = NULL;
  g_autofree char *name = NULL;
  g_autofree char *dir = NULL;
  GpSessionInfo *info;
  GpSessionInfo *original_info = gp_session_get_info (self->original);
  GpTarget *target;
  GpWindow *window;

  self->session = gp_session_new ();
  info = gp_session_get_info (self->session);
  g_free (info->mode);
  info->mode = g_strdup ("run");
  info->launch = g_strdup (self->launch);
  g_free (info->label);
  info->label = *original_info->label != '\0'
    /* Translators: the label of a re-run session; %s is the original's */
    ? g_strdup_printf (_("%s (re-run)"), original_info->label)
    : g_strdup (_("Re-run"));
  info->parent_session = g_strdup (original_info->id);
  target = gp_session_get_target (self->session);
  gp_preflight_fill_target (self->preflight, target);

  tracers = gp_capture_tracers_for (NULL, self->lite, self->preflight->element_latency);
  if (self->remote != NULL)
    {
      GpTransportSsh *remote = gp_transport_ssh_new (self->remote->ssh, (const char * const *) self->tokens);

      gp_transport_ssh_set_tracer_env (remote, tracers, gp_capture_debug_for ("run"));
      gp_transport_ssh_set_tegrastats (remote, self->preflight->tegrastats);
      target->ssh_destination = g_strdup (self->destination);
      target->ssh_options = g_strdupv (self->options);
      g_object_set_data_full (G_OBJECT (remote), "gp-app-ssh", g_steal_pointer (&self->remote),
                              (GDestroyNotify) gp_app_ssh_free);
      transport = GP_TRANSPORT (remote);
    }
  else
    {
      GpTransportLocal *local = gp_transport_local_new ((const char * const *) self->argv);

      /* The stock tracers, and ours (queue levels) when its plugin is found. */
      gp_transport_local_set_tracers (local, tracers);
      gp_transport_local_setenv (local, "GST_DEBUG", gp_capture_debug_for ("run"));
      gp_transport_local_set_tegrastats (local, self->preflight->tegrastats);
      gp_transport_local_set_silence_stdout (local, TRUE);
      transport = GP_TRANSPORT (local);
    }

  capture = gp_capture_new (self->session, transport);
  gp_capture_set_duration_ms (capture, (guint64) llround (self->duration_s * 1000.0));

  name = g_strdup_printf ("gst-profile-%s.json", info->id);
  dir = gp_session_output_sessions_dir ();
  self->out_path = g_build_filename (dir, name, NULL);

  window = _gp_window_start_capture (self->window, capture, self->out_path, &error);
  if (window == NULL)
    {
      fail (self, error->message);
      return;
    }
  self->state = GP_RERUN_RUNNING;
  g_set_weak_pointer (&self->capture_window, window);
  /* After the window's own handler, which saves the session. */
  g_signal_connect_object (capture, "finished", G_CALLBACK (on_capture_finished_cb), self,
                           G_CONNECT_SWAPPED);
  if (gp_capture_get_state (capture) == GP_CAPTURE_STATE_FINISHED && self->state == GP_RERUN_RUNNING)
    on_capture_finished_cb (self, capture);
}

/* --- the check ------------------------------------------------------------------- */

static void
check_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Check *check = task_data;
  GpSsh *ssh = check->remote != NULL ? check->remote->ssh : NULL;
  GError *error = NULL;

  check->preflight = ssh != NULL ? gp_ssh_preflight (ssh, NULL, &error) : gp_preflight_run (NULL);
  if (check->preflight == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (check->preflight->gst_launch != NULL)
    {
      check->missing = gp_factory_check_missing (ssh, (const char * const *) check->factories, &error);
      if (check->missing == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
    }
  g_task_return_boolean (task, TRUE);
}

static void
check_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  GpRerun *self = GP_RERUN (object);
  Check *check = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  const char *where = self->destination != NULL ? self->destination : _("this computer");

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_autofree char *message = self->remote != NULL ? gp_app_ssh_describe_error (self->remote, error)
                                                      : g_strdup (error->message);

      fail (self, message);
      return;
    }
  if (self->window == NULL)
    {
      fail (self, _("The session's window was closed"));
      return;
    }
  if (check->preflight->gst_launch == NULL)
    {
      /* Translators: %s is "this computer" or an SSH destination */
      g_autofree char *message = g_strdup_printf (_("Not re-run: gst-launch-1.0 was not found on %s"), where);

      fail (self, message);
      return;
    }
  if (check->missing[0] != NULL)
    {
      g_autofree char *names = g_strjoinv (", ", check->missing);
      /* Translators: the target, then the missing element factories */
      g_autofree char *message = g_strdup_printf (_("Not re-run: %s lacks %s (gst-inspect-1.0 does not "
                                                    "know it there). Install the plugin, or switch off "
                                                    "the patch that needs it."),
                                                  where, names);

      fail (self, message);
      return;
    }
  /* What ran must be what was shown. */
  if (self->remote == NULL && g_strcmp0 (check->preflight->gst_launch, self->argv[0]) != 0)
    {
      fail (self, _("gst-launch-1.0 is no longer where the confirmation said: re-run again"));
      return;
    }

  self->preflight = g_steal_pointer (&check->preflight);
  start_capture (self);
}

static void
on_confirm_response_cb (GpRerun          *self,
                        const char       *response,
                        AdwMessageDialog *dialog)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  Check *check;

  if (self->state != GP_RERUN_CONFIRM)
    return;
  if (!g_str_equal (response, "run") || self->window == NULL)
    {
      self->state = GP_RERUN_CANCELLED;
      return;
    }

  self->state = GP_RERUN_CHECKING;
  if (self->destination != NULL)
    {
      self->remote = gp_app_ssh_new (GTK_WINDOW (self->window), self->destination,
                                     (const char * const *) self->options, &error);
      if (self->remote == NULL)
        {
          fail (self, error->message);
          return;
        }
    }

  check = g_new0 (Check, 1);
  check->remote = self->remote;
  check->factories = self->factories;
  task = g_task_new (self, NULL, check_cb, NULL);
  g_task_set_source_tag (task, on_confirm_response_cb);
  g_task_set_task_data (task, check, check_free);
  g_task_run_in_thread (task, check_worker);
}

/* --- the confirmation ------------------------------------------------------------ */

static GtkWidget *
caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
code (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "monospace");
  gtk_widget_add_css_class (label, "card");
  gtk_widget_add_css_class (label, "launch-text");
  return label;
}

/* The dropped options one a line, control characters escaped, long ones
 * and long lists cut. */
static char *
format_dropped (const char * const *dropped)
{
  GString *text = g_string_new (NULL);
  guint n = g_strv_length ((char **) dropped);

  for (guint i = 0; i < n && i < 20; i++)
    {
      g_autofree char *shown = g_strescape (dropped[i], NULL);

      if (i > 0)
        g_string_append_c (text, '\n');
      if (strlen (shown) > 160)
        {
          g_string_append_len (text, shown, 160);
          g_string_append (text, "…");
        }
      else
        g_string_append (text, shown);
    }
  if (n > 20)
    {
      g_string_append_c (text, '\n');
      /* Translators: after a list of 20 ssh options; %u is how many more there are */
      g_string_append_printf (text, ngettext ("and %u more", "and %u more", n - 20), n - 20);
    }
  return g_string_free (text, FALSE);
}

void
gp_rerun_present (GpRerun *self)
{
  g_autofree char *where = NULL;
  g_autofree char *how = NULL;
  GtkWidget *dialog;
  GtkWidget *box;

  g_return_if_fail (GP_IS_RERUN (self));
  g_return_if_fail (self->state == GP_RERUN_CONFIRM);

  if (self->destination != NULL)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) ssh_argv = NULL;
      g_autofree char *ssh_text = NULL;

      g_strv_builder_add_many (builder, "ssh", "-T", NULL);
      for (guint i = 0; self->options[i] != NULL; i++)
        g_strv_builder_add_many (builder, "-o", self->options[i], NULL);
      g_strv_builder_add_many (builder, "--", self->destination, NULL);
      ssh_argv = g_strv_builder_end (builder);
      ssh_text = gp_rerun_format_argv ((const char * const *) ssh_argv);
      /* Translators: %s is an ssh command line */
      where = g_strdup_printf (_("On the board: %s"), ssh_text);
    }
  else
    where = g_strdup (_("On this computer"));

  if (self->duration_s > 0)
    /* Translators: the re-run's options; %.1f is seconds, then "lite" or "full" tracers */
    how = g_strdup_printf (_("For %.1f s, like the original, with the %s tracers. Every element is "
                             "checked there with gst-inspect-1.0 first."),
                           self->duration_s, self->lite ? _("lite (latency only)") : _("full"));
  else
    how = g_strdup_printf (_("Until you stop it, with the %s tracers. Every element is checked there "
                             "with gst-inspect-1.0 first."),
                           self->lite ? _("lite (latency only)") : _("full"));

  dialog = adw_message_dialog_new (GTK_WINDOW (self->window), _("Run This Command?"),
                                   _("The pipeline comes from a session file: it runs exactly as shown "
                                     "below, and only if you say so."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_box_append (GTK_BOX (box), caption (_("Where")));
  gtk_box_append (GTK_BOX (box), code (where));
  if (self->dropped != NULL && self->dropped[0] != NULL)
    {
      g_autofree char *list = format_dropped ((const char * const *) self->dropped);
      GtkWidget *note;

      /* Translators: a caption over the ssh options of a session file that a re-run does not use */
      gtk_box_append (GTK_BOX (box), caption (_("Not Passed to ssh")));
      gtk_box_append (GTK_BOX (box), code (list));
      note = gtk_label_new (_("The session file names these ssh options too. From a file, a re-run passes "
                              "only how to reach and log in to the board (Port, User, IdentityFile, "
                              "IdentitiesOnly, timeouts, login methods, BatchMode, Compression, "
                              "AddressFamily). Anything else belongs in ~/.ssh/config under the Host the "
                              "destination names, or in the options you save for this board in New Capture."));
      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_append (GTK_BOX (box), note);
    }
  gtk_box_append (GTK_BOX (box), caption (_("Command")));
  gtk_box_append (GTK_BOX (box), code (self->command_text));
  gtk_box_append (GTK_BOX (box), gtk_label_new (how));
  gtk_label_set_wrap (GTK_LABEL (gtk_widget_get_last_child (box)), TRUE);
  gtk_label_set_xalign (GTK_LABEL (gtk_widget_get_last_child (box)), 0);
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "dim-label");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "run", _("_Run"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "run", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_default_size (GTK_WINDOW (dialog), 640, -1);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_confirm_response_cb), self,
                           G_CONNECT_SWAPPED);

  g_set_weak_pointer (&self->confirm, ADW_MESSAGE_DIALOG (dialog));
  if (self->window != NULL)
    g_object_set_data_full (G_OBJECT (self->window), RERUN_KEY, g_object_ref (self), g_object_unref);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* --- accessors ------------------------------------------------------------------ */

GpRerunState
gp_rerun_get_state (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), GP_RERUN_FAILED);
  return self->state;
}

const char * const *
gp_rerun_get_argv (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return (const char * const *) self->argv;
}

const char *
gp_rerun_get_command_text (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->command_text;
}

const char * const *
gp_rerun_get_ssh_options (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return (const char * const *) self->options;
}

const char * const *
gp_rerun_get_dropped_options (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return (const char * const *) self->dropped;
}

const char *
gp_rerun_get_destination (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->destination;
}

AdwMessageDialog *
gp_rerun_get_confirm_dialog (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->confirm;
}

const char *
gp_rerun_get_error (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->error;
}

GpSession *
gp_rerun_get_session (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->session;
}

GpWindow *
gp_rerun_get_capture_window (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->capture_window;
}

const char *
gp_rerun_get_output (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->out_path;
}

GtkWindow *
gp_rerun_get_comparison (GpRerun *self)
{
  g_return_val_if_fail (GP_IS_RERUN (self), NULL);
  return self->comparison;
}

GpRerun *
gp_rerun_get_for_window (GpWindow *window)
{
  g_return_val_if_fail (GP_IS_WINDOW (window), NULL);
  return g_object_get_data (G_OBJECT (window), RERUN_KEY);
}

/* --- session.rerun ----------------------------------------------------------------- */

static void
rerun_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);
  const GpPatch *patch = gp_launch_pane_get_patch (_gp_window_get_launch_pane (self));
  g_autoptr(GpRerun) rerun = NULL;
  g_autoptr(GError) error = NULL;

  if (self->document == NULL || patch == NULL)
    return;

  rerun = gp_rerun_new (self, gp_document_get_session (self->document), patch, &error);
  if (rerun == NULL)
    {
      g_autofree char *sentence = gp_error_text_clean (error->message, NULL);

      _gp_window_show_error (self, _("Cannot Re-run"), sentence, error->message);
      return;
    }
  gp_rerun_present (rerun);
}

void
_gp_window_class_init_rerun (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "session.rerun", NULL, rerun_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "session.rerun", NULL);
}
