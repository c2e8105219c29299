/* gp-try-dialog.c: GpTryDialog, Try Fixes: the original and its fixes run side by side
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

/* The plan shown before Start is gp-try-dialog-plan.c's, Open Comparison gp-try-dialog-compare.c's.
 * Start saves the window's session in a new folder of the user cache (what the window shows, a
 * tegrastats log merged in included, is what the CLI reads), then runs GpTryProcess on it. Actions:
 * `try.start`, `try.cancel`, `try.open-comparison` (a variant's name); one function sets what every
 * widget shows from the process's state. Closing while it runs stops it and waits: the window goes
 * when the CLI has. `session.try-fixes` on GpWindow opens it. */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gp-session-json.h"
#include "gp-try-dialog-private.h"
#include "gp-try-run-item.h"
#include "gp-try-variant-item.h"
#include "gp-window-private.h"

#define DIALOG_KEY "gp-try-dialog"


G_DEFINE_FINAL_TYPE (GpTryDialog, gp_try_dialog, ADW_TYPE_WINDOW)

static GpTryProcessState
state_of (GpTryDialog *self)
{
  return self->process != NULL ? gp_try_process_get_state (self->process) : GP_TRY_PROCESS_READY;
}

static gboolean
is_running (GpTryDialog *self)
{
  GpTryProcessState state = state_of (self);

  return state == GP_TRY_PROCESS_RUNNING || state == GP_TRY_PROCESS_STOPPING;
}

/* ssh's and the CLI's words for a login the board refused. */
static gboolean
is_auth_failure (const char *text)
{
  return text != NULL && (strstr (text, "authentication failed") != NULL ||
                          strstr (text, "Permission denied") != NULL);
}

static gboolean
has_auth_failure (GpTryDialog *self)
{
  GListModel *runs;

  if (self->plan == NULL || gp_try_plan_get_destination (self->plan) == NULL)
    return FALSE;
  if (is_auth_failure (self->error))
    return TRUE;
  if (self->process == NULL)
    return FALSE;
  runs = gp_try_process_get_runs (self->process);
  for (guint i = 0; i < g_list_model_get_n_items (runs); i++)
    {
      g_autoptr(GpTryRunItem) run = g_list_model_get_item (runs, i);

      if (gp_try_run_item_get_failed (run) && is_auth_failure (gp_try_run_item_get_summary (run)))
        return TRUE;
    }
  return FALSE;
}

static guint
count_failed (GpTryDialog *self)
{
  GListModel *runs = gp_try_process_get_runs (self->process);
  guint failed = 0;

  for (guint i = 0; i < g_list_model_get_n_items (runs); i++)
    {
      g_autoptr(GpTryRunItem) run = g_list_model_get_item (runs, i);

      failed += gp_try_run_item_get_failed (run);
    }
  return failed;
}

static char *
describe_status (GpTryDialog *self)
{
  guint done = self->process != NULL ? gp_try_process_get_n_done (self->process) : 0;
  guint total = self->process != NULL ? gp_try_process_get_n_total (self->process) : 0;
  guint failed = self->process != NULL ? count_failed (self) : 0;

  switch (state_of (self))
    {
    case GP_TRY_PROCESS_RUNNING:
      if (gp_try_process_get_current (self->process) != NULL)
        /* Translators: the run in progress ("QUEUE #2"), then where ("this computer") */
        return g_strdup_printf (_("Running %s on %s…"), gp_try_process_get_current (self->process), self->where);
      return g_strdup (_("Finishing…"));

    case GP_TRY_PROCESS_STOPPING:
      return g_strdup (_("Stopping: the run in progress ends cleanly and is kept; no other starts."));

    case GP_TRY_PROCESS_DONE:
      if (gp_try_process_get_stopped (self->process))
        /* Translators: runs done, runs planned, then a folder */
        return g_strdup_printf (_("Stopped: %u of %u runs done. The sessions are in %s."), done, total,
                                self->out_dir);
      if (failed > 0 && failed == done)
        /* Translators: runs done, then a folder */
        return g_strdup_printf (ngettext ("Done: %u run, and it failed. The sessions are in %s.",
                                          "Done: %u runs, and every one failed. The sessions are in %s.", done),
                                done, self->out_dir);
      if (failed > 0)
        /* Translators: runs done, runs that failed, then a folder */
        return g_strdup_printf (ngettext ("Done: %u run, %u failed. The sessions are in %s.",
                                          "Done: %u runs, %u failed. The sessions are in %s.", done),
                                done, failed, self->out_dir);
      if (gp_try_dialog_get_runs (self) < 2)
        /* Translators: runs done, then a folder */
        return g_strdup_printf (ngettext ("Done: %u run. The sessions are in %s. One run each has no spread: "
                                          "no row is marked better or worse.",
                                          "Done: %u runs. The sessions are in %s. One run each has no spread: "
                                          "no row is marked better or worse.", done),
                                done, self->out_dir);
      /* Translators: runs done, then a folder */
      return g_strdup_printf (ngettext ("Done: %u run. The sessions are in %s.",
                                        "Done: %u runs. The sessions are in %s.", done),
                              done, self->out_dir);

    case GP_TRY_PROCESS_FAILED:
    case GP_TRY_PROCESS_READY:
    default:
      return g_strdup (self->error != NULL ? self->error : "");
    }
}

/* Everything the dialog shows that follows the run. */
void
_gp_try_dialog_update (GpTryDialog *self)
{
  GpTryProcessState state = state_of (self);
  gboolean running = is_running (self);
  gboolean ready = state == GP_TRY_PROCESS_READY && self->process == NULL;
  g_autofree char *progress = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "try.start",
                                 ready && self->plan != NULL && self->cli != NULL && self->error == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "try.cancel", state == GP_TRY_PROCESS_RUNNING);
  gtk_widget_set_visible (self->start_button, ready);
  gtk_widget_set_visible (self->stop_button, running);
  gtk_widget_set_visible (GTK_WIDGET (self->close_button), !running);
  gtk_button_set_label (self->close_button, ready ? _("_Cancel") : _("_Close"));

  gtk_label_set_label (self->plan_error_label, self->error != NULL ? self->error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->plan_error_label), ready && self->error != NULL);

  g_free (self->status);
  self->status = describe_status (self);
  if (state == GP_TRY_PROCESS_FAILED || (self->error != NULL && !ready))
    {
      g_autofree char *text = state == GP_TRY_PROCESS_FAILED || g_strcmp0 (self->status, self->error) == 0
        ? g_strdup (self->error) : g_strdup_printf ("%s\n%s", self->status, self->error);

      gtk_label_set_label (self->status_label, text);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
    }
  else
    {
      gtk_label_set_label (self->status_label, self->status);
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
    }
  gtk_widget_set_visible (self->auth_label, has_auth_failure (self));

  if (self->process != NULL)
    {
      /* Translators: runs ended, then runs planned */
      progress = g_strdup_printf (_("%u of %u runs"), gp_try_process_get_n_done (self->process),
                                  gp_try_process_get_n_total (self->process));
      gtk_progress_bar_set_fraction (self->progress_bar, gp_try_process_get_fraction (self->process));
      gtk_progress_bar_set_text (self->progress_bar, progress);
      gtk_widget_set_visible (self->results_box,
                              state == GP_TRY_PROCESS_DONE &&
                              g_list_model_get_n_items (gp_try_process_get_variants (self->process)) > 0);
    }

  if (self->close_when_done && !running && self->process != NULL)
    gtk_window_destroy (GTK_WINDOW (self));
}

void
_gp_try_dialog_set_error (GpTryDialog *self,
                          const char  *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  _gp_try_dialog_update (self);
}

/* --- Start ----------------------------------------------------------------------------- */

static char *
slug (const char *text)
{
  char *out = g_strdup (text != NULL && *text != '\0' ? text : "session");

  for (char *p = out; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      *p = '-';
  return out;
}

/* A new folder of its own under the user cache. */
static char *
make_out_dir (GpTryDialog  *self,
              GError      **error)
{
  g_autofree char *base = g_build_filename (g_get_user_cache_dir (), "gst-profile", NULL);
  g_autofree char *id = slug (gp_session_get_info (self->session)->id);
  g_autofree char *name = g_strdup_printf ("try-%s-XXXXXX", id);
  g_autofree char *path = g_build_filename (base, name, NULL);
  int saved_errno;

  if (g_mkdir_with_parents (base, 0700) == 0 && g_mkdtemp_full (path, 0700) != NULL)
    return g_steal_pointer (&path);
  saved_errno = errno;
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: a folder, then why it could not be made */
               _("No folder for the sessions could be made in %s: %s."), base, g_strerror (saved_errno));
  return NULL;
}

static void
on_process_changed_cb (GpTryDialog *self)
{
  GpTryProcessState state;

  g_assert (GP_IS_TRY_DIALOG (self));

  state = state_of (self);
  if (state == GP_TRY_PROCESS_FAILED)
    {
      g_free (self->error);
      self->error = g_strdup (gp_try_process_get_error (self->process));
    }
  _gp_try_dialog_update (self);
  /* The button that is there now has the focus (the one that had it may have gone), unless the
   * dialog went with the end of the run. */
  if (state != self->shown_state && !self->close_when_done)
    {
      self->shown_state = state;
      if (state == GP_TRY_PROCESS_RUNNING)
        gtk_widget_grab_focus (self->stop_button);
      else if (state == GP_TRY_PROCESS_DONE || state == GP_TRY_PROCESS_FAILED)
        gtk_widget_grab_focus (GTK_WIDGET (self->close_button));
    }
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  GpTryDialog *self = GP_TRY_DIALOG (widget);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) variants = NULL;
  g_autofree char *session_path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkNoSelection) runs = NULL;
  g_autoptr(GtkNoSelection) results = NULL;

  if (self->process != NULL || self->plan == NULL || self->cli == NULL || self->error != NULL)
    return;

  self->out_dir = make_out_dir (self, &error);
  if (self->out_dir == NULL)
    {
      _gp_try_dialog_set_error (self, error->message);
      return;
    }
  /* What the window shows is what the CLI reads. */
  session_path = g_build_filename (self->out_dir, GP_TRY_DIALOG_SESSION_FILE, NULL);
  if (!gp_session_save (self->session, session_path, &error))
    {
      /* Translators: %s says why */
      g_autofree char *message = g_strdup_printf (_("The session could not be saved for the runs: %s."),
                                                  error->message);

      _gp_try_dialog_set_error (self, message);
      return;
    }

  for (guint i = 0; i < gp_try_plan_get_n_variants (self->plan); i++)
    g_strv_builder_add (names, gp_try_plan_get_variant (self->plan, i)->name);
  variants = g_strv_builder_end (names);
  self->process = gp_try_process_new (self->cli, session_path, (const char * const *) variants,
                                      gp_try_dialog_get_runs (self), gp_try_dialog_get_duration (self),
                                      self->out_dir, (const char * const *) self->ssh_options);
  g_signal_connect_object (self->process, "notify", G_CALLBACK (on_process_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gp_try_process_get_runs (self->process), "items-changed",
                           G_CALLBACK (on_process_changed_cb), self, G_CONNECT_SWAPPED);

  runs = gtk_no_selection_new (g_object_ref (gp_try_process_get_runs (self->process)));
  gtk_list_view_set_model (self->runs_view, GTK_SELECTION_MODEL (runs));
  results = gtk_no_selection_new (g_object_ref (gp_try_process_get_variants (self->process)));
  gtk_column_view_set_model (self->results_view, GTK_SELECTION_MODEL (results));
  gtk_stack_set_visible_child_name (self->stack, "run");

  if (!gp_try_process_start (self->process, &error))
    {
      /* Translators: %s says why */
      g_autofree char *message = g_strdup_printf (_("gst-profile try could not start: %s."), error->message);

      _gp_try_dialog_set_error (self, message);
      return;
    }
  _gp_try_dialog_update (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GpTryDialog *self = GP_TRY_DIALOG (widget);

  if (self->process != NULL)
    gp_try_process_cancel (self->process);
}

/* --- GObject --------------------------------------------------------------------------- */

static gboolean
gp_try_dialog_close_request (GtkWindow *window)
{
  GpTryDialog *self = GP_TRY_DIALOG (window);

  /* The run in progress ends cleanly first; the window goes once the CLI has. */
  if (is_running (self))
    {
      self->close_when_done = TRUE;
      gp_try_process_cancel (self->process);
      _gp_try_dialog_update (self);
      return TRUE;
    }
  return GTK_WINDOW_CLASS (gp_try_dialog_parent_class)->close_request (window);
}

static void
gp_try_dialog_dispose (GObject *object)
{
  GpTryDialog *self = (GpTryDialog *)object;

  /* Gone with its parent while running: the process stops the CLI and waits for it by itself. */
  if (self->process != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->process, self);
      g_signal_handlers_disconnect_by_data (gp_try_process_get_runs (self->process), self);
      gp_try_process_cancel (self->process);
    }
  g_cancellable_cancel (self->cancellable);
  if (self->window != NULL && g_object_get_data (G_OBJECT (self->window), DIALOG_KEY) == self)
    g_object_set_data (G_OBJECT (self->window), DIALOG_KEY, NULL);
  g_clear_weak_pointer (&self->window);
  g_clear_weak_pointer (&self->comparison);

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_TRY_DIALOG);

  g_clear_object (&self->process);
  g_clear_object (&self->session);
  g_clear_object (&self->planned);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (gp_try_dialog_parent_class)->dispose (object);
}

static void
gp_try_dialog_finalize (GObject *object)
{
  GpTryDialog *self = (GpTryDialog *)object;

  g_clear_pointer (&self->plan, gp_try_plan_free);
  g_strfreev (self->ssh_options);
  g_free (self->cli);
  g_free (self->where);
  g_free (self->error);
  g_free (self->status);
  g_free (self->out_dir);

  G_OBJECT_CLASS (gp_try_dialog_parent_class)->finalize (object);
}

static void
gp_try_dialog_class_init (GpTryDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = gp_try_dialog_dispose;
  object_class->finalize = gp_try_dialog_finalize;
  window_class->close_request = gp_try_dialog_close_request;

  g_type_ensure (GP_TYPE_TRY_RUN_ITEM);
  g_type_ensure (GP_TYPE_TRY_VARIANT_ITEM);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-try-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, close_button);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, stop_button);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, plan_error_label);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, where_row);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, where_icon);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, runs_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, duration_adjustment);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, runs_group);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, variants_group);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, variants_list);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, not_tried_label);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, auth_label);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, results_box);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, results_view);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, compare_column);
  gtk_widget_class_bind_template_child (widget_class, GpTryDialog, runs_view);

  gtk_widget_class_install_action (widget_class, "try.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "try.cancel", NULL, cancel_action);
  _gp_try_dialog_class_init_compare (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gp_try_dialog_init (GpTryDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->planned = g_list_store_new (GP_TYPE_TRY_VARIANT_ITEM);
  self->cancellable = g_cancellable_new ();

  _gp_try_dialog_init_compare (self);
}

GpTryDialog *
gp_try_dialog_new (GpWindow *window)
{
  GpTryDialog *self;
  GpDocument *document;

  g_return_val_if_fail (GP_IS_WINDOW (window), NULL);

  document = gp_window_get_document (window);
  g_return_val_if_fail (document != NULL, NULL);

  self = g_object_new (GP_TYPE_TRY_DIALOG,
                       "transient-for", window,
                       "application", gtk_window_get_application (GTK_WINDOW (window)),
                       NULL);
  g_set_weak_pointer (&self->window, window);
  self->session = g_object_ref (gp_document_get_session (document));
  adw_window_title_set_subtitle (self->window_title, gp_document_get_title (document));
  _gp_try_dialog_make_plan (self, document);
  g_object_set_data (G_OBJECT (window), DIALOG_KEY, self);
  _gp_try_dialog_update (self);
  if (gtk_widget_get_sensitive (self->start_button))
    gtk_window_set_focus (GTK_WINDOW (self), self->start_button);

  return self;
}

GpTryDialog *
gp_try_dialog_get_for_window (GpWindow *window)
{
  g_return_val_if_fail (GP_IS_WINDOW (window), NULL);

  return g_object_get_data (G_OBJECT (window), DIALOG_KEY);
}

const GpTryPlan *
gp_try_dialog_get_plan (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return self->plan;
}

GListModel *
gp_try_dialog_get_planned (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return G_LIST_MODEL (self->planned);
}

const char *
gp_try_dialog_get_where (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->where_row));
}

guint
gp_try_dialog_get_runs (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), 0);

  return (guint) gtk_adjustment_get_value (self->runs_adjustment);
}

void
gp_try_dialog_set_runs (GpTryDialog *self,
                        guint        runs)
{
  g_return_if_fail (GP_IS_TRY_DIALOG (self));

  gtk_adjustment_set_value (self->runs_adjustment, runs);
}

double
gp_try_dialog_get_duration (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), 0.0);

  return gtk_adjustment_get_value (self->duration_adjustment);
}

void
gp_try_dialog_set_duration (GpTryDialog *self,
                            double       seconds)
{
  g_return_if_fail (GP_IS_TRY_DIALOG (self));

  gtk_adjustment_set_value (self->duration_adjustment, seconds);
}

GpTryProcess *
gp_try_dialog_get_process (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return self->process;
}

const char *
gp_try_dialog_get_out_dir (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return self->out_dir;
}

const char *
gp_try_dialog_get_error (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return self->error;
}

const char *
gp_try_dialog_get_status (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return gtk_label_get_label (self->status_label);
}

gboolean
gp_try_dialog_get_auth_hint (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), FALSE);

  return gtk_widget_get_visible (self->auth_label);
}

GtkWindow *
gp_try_dialog_get_comparison (GpTryDialog *self)
{
  g_return_val_if_fail (GP_IS_TRY_DIALOG (self), NULL);

  return self->comparison;
}

/* --- session.try-fixes ----------------------------------------------------------------- */

static void
try_fixes_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  GpWindow *window = GP_WINDOW (widget);

  if (gp_window_get_document (window) == NULL)
    return;
  gtk_window_present (GTK_WINDOW (gp_try_dialog_new (window)));
}

void
_gp_window_class_init_try (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "session.try-fixes", NULL, try_fixes_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_T, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "session.try-fixes", NULL);
}
