/* gp-window-actions.c: win.* actions, the file chooser and drag-and-drop
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

/* Part of GpWindow: the `win.*` and `session.*` actions with their accelerators, one function that
 * sets every action's enabled state (a document not complete yet disables findings, patches,
 * compare and Re-run), the file chooser (sessions, logs, dot dumps and tegrastats logs) and
 * drag-and-drop: the files are sniffed off the main thread (gp_load_sniff_path(): names say little,
 * a tegrastats log is often `*.log` too), dot dumps and a tegrastats log go with the log they came
 * with, other files each open on its own, the first here, the rest in new windows. The shortcuts window is built the first time it is asked for (`win.show-help-overlay`),
 * not with every window. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-chart-page.h"
#include "gp-error-text.h"
#include "gp-error.h"
#include "gp-loader.h"
#include "gp-window-private.h"

/* gp_window_open_files_async(): the files sniffed in a worker, then sorted
 * on the main thread. */
typedef struct
{
  GPtrArray *files;   /* of GFile */
  GArray    *kinds;   /* of GpLoadKind, the worker's */
} OpenFiles;

static void
open_files_free (gpointer data)
{
  OpenFiles *open = data;

  g_ptr_array_unref (open->files);
  g_clear_pointer (&open->kinds, g_array_unref);
  g_free (open);
}

static void
sniff_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  OpenFiles *open = task_data;
  GArray *kinds = g_array_sized_new (FALSE, FALSE, sizeof (GpLoadKind), open->files->len);

  for (guint i = 0; i < open->files->len; i++)
    {
      g_autofree char *path = g_file_get_path (g_ptr_array_index (open->files, i));
      /* Not a local file: the load says so. */
      GpLoadKind kind = path != NULL ? gp_load_sniff_path (path, cancellable) : GP_LOAD_KIND_TRACER_LOG;

      g_array_append_val (kinds, kind);
    }
  g_task_return_pointer (task, kinds, (GDestroyNotify) g_array_unref);
}

static void
open_files_loaded_cb (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (gp_window_load_finish (GP_WINDOW (object), result, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
open_files_fail (GpWindow   *self,
                 GTask      *task,
                 const char *message)
{
  g_autofree char *sentence = gp_error_text_clean (message, NULL);

  _gp_window_show_error (self, _("Could Not Open the Files"), sentence, NULL);
  g_task_return_new_error (task, GP_ERROR, GP_ERROR_INVALID, "%s", message);
}

/* Dot dumps and a tegrastats log go with the session or tracer log they
 * came with; every other session or log opens on its own, the first in
 * this window, the rest in new windows. */
static void
sniffed_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  GpWindow *self = GP_WINDOW (object);
  g_autoptr(GTask) task = user_data;
  OpenFiles *open = g_task_get_task_data (task);
  g_autoptr(GPtrArray) dots = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) tegrastats = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func (g_object_unref);
  GError *error = NULL;
  GtkApplication *app;

  open->kinds = g_task_propagate_pointer (G_TASK (result), &error);
  if (open->kinds == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  for (guint i = 0; i < open->files->len; i++)
    {
      GFile *file = g_ptr_array_index (open->files, i);

      switch (g_array_index (open->kinds, GpLoadKind, i))
        {
        case GP_LOAD_KIND_DOT:
          g_ptr_array_add (dots, g_object_ref (file));
          break;
        case GP_LOAD_KIND_TEGRASTATS:
          g_ptr_array_add (tegrastats, g_object_ref (file));
          break;
        case GP_LOAD_KIND_SESSION:
        case GP_LOAD_KIND_TRACER_LOG:
        default:
          g_ptr_array_add (others, g_object_ref (file));
          break;
        }
    }

  if (others->len == 0)
    {
      if (tegrastats->len > 0)
        open_files_fail (self, task, _("A tegrastats log has no pipeline: open it together with the "
                                       "tracer log it was recorded beside"));
      else if (dots->len > 0)
        open_files_fail (self, task, _("A dot dump has no measurements: open it together with "
                                       "the tracer log it belongs to"));
      else
        g_task_return_boolean (task, TRUE);
      return;
    }
  if (tegrastats->len > 1)
    {
      open_files_fail (self, task, _("Several tegrastats logs: open one at a time with its tracer log"));
      return;
    }

  gp_window_load_async (self, g_ptr_array_index (others, 0), dots,
                        tegrastats->len > 0 ? g_ptr_array_index (tegrastats, 0) : NULL,
                        NULL, NULL, g_task_get_cancellable (task),
                        open_files_loaded_cb, g_object_ref (task));

  /* The others each in a window of their own. */
  app = gtk_window_get_application (GTK_WINDOW (self));
  for (guint i = 1; GP_IS_APPLICATION (app) && i < others->len; i++)
    {
      GpWindow *window = gp_window_new (GP_APPLICATION (app));

      gp_window_open (window, g_ptr_array_index (others, i));
      gtk_window_present (GTK_WINDOW (window));
    }
}

void
gp_window_open_files_async (GpWindow            *self,
                            GFile              **files,
                            guint                n_files,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) sniff = NULL;
  OpenFiles *open;

  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (files != NULL || n_files == 0);
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gp_window_open_files_async);
  open = g_new0 (OpenFiles, 1);
  open->files = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_files; i++)
    g_ptr_array_add (open->files, g_object_ref (files[i]));
  g_task_set_task_data (task, open, open_files_free);

  sniff = g_task_new (self, cancellable, sniffed_cb, g_steal_pointer (&task));
  g_task_set_task_data (sniff, open, NULL);
  g_task_run_in_thread (sniff, sniff_worker);
}

gboolean
gp_window_open_files_finish (GpWindow      *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
_gp_window_open_files (GpWindow  *self,
                       GFile    **files,
                       guint      n_files)
{
  g_return_if_fail (GP_IS_WINDOW (self));

  gp_window_open_files_async (self, files, n_files, self->cancellable, NULL, NULL);
}

static void
on_chooser_response_cb (GpWindow             *self,
                        int                   response,
                        GtkFileChooserNative *chooser)
{
  g_autoptr(GListModel) files = NULL;
  g_autoptr(GPtrArray) array = NULL;

  g_assert (GP_IS_WINDOW (self));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));
      array = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        g_ptr_array_add (array, g_list_model_get_item (files, i));
      _gp_window_open_files (self, (GFile **) array->pdata, array->len);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
}

void
_gp_window_choose_files (GpWindow   *self,
                         const char *title,
                         const char *accept_label,
                         gboolean    dots,
                         GCallback   response_cb)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) sessions = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                         accept_label, _("_Cancel"));
  /* Dot dumps and a tegrastats log go with their log: several files at once. */
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser), dots);

  gtk_file_filter_set_name (sessions, dots ? _("Sessions, tracer logs, dot dumps and tegrastats logs")
                                           : _("Sessions and tracer logs"));
  gtk_file_filter_add_mime_type (sessions, "application/x-gst-profile-session");
  gtk_file_filter_add_suffix (sessions, "json");
  gtk_file_filter_add_suffix (sessions, "log");
  gtk_file_filter_add_suffix (sessions, "gz");
  if (dots)
    {
      gtk_file_filter_add_suffix (sessions, "dot");
      gtk_file_filter_add_suffix (sessions, "txt");
    }
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), sessions);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);

  g_signal_connect_object (chooser, "response", response_cb, self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _gp_window_choose_files (GP_WINDOW (widget), _("Open Session"), _("_Open"), TRUE,
                           G_CALLBACK (on_chooser_response_cb));
}

static void
open_uri_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  gp_window_open (self, file);
}

static void
cancel_load_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  if (self->load_cancellable != NULL)
    g_cancellable_cancel (self->load_cancellable);
}

static void
show_finding_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  gp_view_state_set_focused_finding (self->view_state, g_variant_get_string (param, NULL));
  adw_view_stack_set_visible_child_name (self->view_stack, "pipeline");
  if (adw_flap_get_folded (self->findings_flap))
    adw_flap_set_reveal_flap (self->findings_flap, FALSE);
}

static void
toggle_pane_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);
  AdwFlap *flap = g_str_equal (action_name, "win.toggle-findings") ? self->findings_flap
                                                                    : self->inspector_flap;

  adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

static void
view_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  adw_view_stack_set_visible_child_name (self->view_stack, g_variant_get_string (param, NULL));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);
  GpGraphView *graph = gp_pipeline_page_get_graph_view (_gp_window_get_pipeline_page (self));
  GtkWidget *view = adw_view_stack_get_visible_child (self->view_stack);

  /* In the Timeline and System views, the shared time axis zooms. */
  if (GP_IS_CHART_PAGE (view))
    {
      GpLaneChart *chart = gp_chart_page_get_chart (GP_CHART_PAGE (view));

      if (g_str_equal (action_name, "win.zoom-in"))
        gp_lane_chart_zoom_in (chart);
      else if (g_str_equal (action_name, "win.zoom-out"))
        gp_lane_chart_zoom_out (chart);
      else
        gp_lane_chart_zoom_reset (chart);
      return;
    }

  adw_view_stack_set_visible_child_name (self->view_stack, "pipeline");

  if (g_str_equal (action_name, "win.zoom-in"))
    gp_graph_view_zoom_in (graph);
  else if (g_str_equal (action_name, "win.zoom-out"))
    gp_graph_view_zoom_out (graph);
  else if (g_str_equal (action_name, "win.zoom-fit"))
    gp_graph_view_zoom_fit (graph);
  else
    gp_graph_view_zoom_reset (graph);
}

static void
focus_graph_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  adw_view_stack_set_visible_child_name (self->view_stack, "pipeline");
  gtk_widget_grab_focus (GTK_WIDGET (gp_pipeline_page_get_graph_view (_gp_window_get_pipeline_page (self))));
}

/* Escape where nothing else takes it (the graph's own clears the same): no finding outlined,
 * no element selected. */
static void
clear_focus_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  gp_view_state_set_focused_finding (self->view_state, NULL);
  gp_view_state_set_selected_element (self->view_state, NULL);
}

/* Ctrl+F anywhere in a session: the Pipeline view's element search. */
static void
find_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  adw_view_stack_set_visible_child_name (self->view_stack, "pipeline");
  gp_pipeline_page_start_search (_gp_window_get_pipeline_page (self));
}

static void
apply_patch_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);
  const char *finding_id = g_variant_get_string (param, NULL);

  /* The result shows in the Launch view; a refusal shows on its row there. */
  adw_view_stack_set_visible_child_name (self->view_stack, "launch");
  if (g_str_equal (action_name, "session.apply-patch"))
    gp_launch_pane_apply_finding (_gp_window_get_launch_pane (self), finding_id, NULL);
  else
    gp_launch_pane_unapply_finding (_gp_window_get_launch_pane (self), finding_id);
}

static void
launch_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  if (g_str_equal (action_name, "session.copy-launch"))
    {
      gp_launch_pane_copy (_gp_window_get_launch_pane (self));
      _gp_window_add_toast (self, _("Launch string copied"));
    }
  else
    gp_launch_pane_save_script (_gp_window_get_launch_pane (self));
}

static void
on_launch_pane_has_launch_cb (GpWindow *self)
{
  g_assert (GP_IS_WINDOW (self));

  _gp_window_update_actions (self);
}

/* Whether a finding of @document comes with a fix patch (Try Fixes has something to try). */
static gboolean
has_fix_patch (GpDocument *document)
{
  GPtrArray *findings = gp_document_get_findings (document);

  for (guint i = 0; i < findings->len; i++)
    if (((const GpFinding *) g_ptr_array_index (findings, i))->fix_patch != NULL)
      return TRUE;
  return FALSE;
}

void
_gp_window_update_actions (GpWindow *self)
{
  gboolean has_document = self->document != NULL;
  /* Findings, patches, comparisons need the analysis: not while loading. */
  gboolean complete = has_document && gp_document_get_complete (self->document);
  gboolean has_launch;
  static const char *launch_actions[] = {
    "session.apply-patch", "session.unapply-patch", "session.copy-launch", "session.save-script",
    "session.rerun",
  };
  static const char *session_actions[] = {
    "win.toggle-findings", "win.toggle-inspector", "win.view",
    "win.zoom-in", "win.zoom-out", "win.zoom-fit", "win.zoom-reset", "win.focus-graph", "win.find",
  };
  static const char *complete_actions[] = {
    "win.show-finding", "win.compare-with",
  };

  for (guint i = 0; i < G_N_ELEMENTS (session_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), session_actions[i], has_document);
  for (guint i = 0; i < G_N_ELEMENTS (complete_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), complete_actions[i], complete);
  /* A capture's session still grows: exported once it is saved. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export",
                                 complete && gp_window_get_capture (self) == NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-load", self->loader != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.retry",
                                 self->retry.file != NULL || self->retry.capture);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "capture.stop",
                                 gp_window_get_capture (self) != NULL &&
                                 gp_capture_get_state (gp_window_get_capture (self)) == GP_CAPTURE_STATE_RUNNING);

  has_launch = complete && gp_launch_pane_get_has_launch (_gp_window_get_launch_pane (self));
  for (guint i = 0; i < G_N_ELEMENTS (launch_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), launch_actions[i], has_launch);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.try-fixes",
                                 has_launch && has_fix_patch (self->document));
}

static gboolean
on_drop_cb (GpWindow      *self,
            const GValue  *value,
            double         x,
            double         y,
            GtkDropTarget *target)
{
  g_autoptr(GPtrArray) array = g_ptr_array_new ();
  GSList *files;

  g_assert (GP_IS_WINDOW (self));

  gtk_widget_remove_css_class (GTK_WIDGET (self->toast_overlay), "dropping");

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  files = g_value_get_boxed (value);
  for (const GSList *l = files; l != NULL; l = l->next)
    g_ptr_array_add (array, l->data);

  if (array->len == 0)
    return FALSE;

  _gp_window_open_files (self, (GFile **) array->pdata, array->len);
  return TRUE;
}

static GdkDragAction
on_drop_enter_cb (GpWindow      *self,
                  double         x,
                  double         y,
                  GtkDropTarget *target)
{
  g_assert (GP_IS_WINDOW (self));

  gtk_widget_add_css_class (GTK_WIDGET (self->toast_overlay), "dropping");
  return GDK_ACTION_COPY;
}

static void
on_drop_leave_cb (GpWindow      *self,
                  GtkDropTarget *target)
{
  g_assert (GP_IS_WINDOW (self));

  gtk_widget_remove_css_class (GTK_WIDGET (self->toast_overlay), "dropping");
}

/* The shortcuts window, built the first time it is asked for (not with
 * every window, as GtkApplication does with gtk/help-overlay.ui). */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);

  if (self->help_overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/gstprofile/Inspector/gp-help-overlay.ui");

      self->help_overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      g_object_add_weak_pointer (G_OBJECT (self->help_overlay), (gpointer *) &self->help_overlay);
      gtk_window_set_transient_for (self->help_overlay, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (self->help_overlay, TRUE);
      gtk_window_set_hide_on_close (self->help_overlay, TRUE);
    }
  gtk_window_present (self->help_overlay);
}

void
_gp_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.open-uri", "s", open_uri_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-load", NULL, cancel_load_action);
  gtk_widget_class_install_action (widget_class, "win.show-finding", "s", show_finding_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-findings", NULL, toggle_pane_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-inspector", NULL, toggle_pane_action);
  gtk_widget_class_install_action (widget_class, "win.view", "s", view_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.focus-graph", NULL, focus_graph_action);
  gtk_widget_class_install_action (widget_class, "win.find", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "win.clear-focus", NULL, clear_focus_action);
  gtk_widget_class_install_action (widget_class, "session.apply-patch", "s", apply_patch_action);
  gtk_widget_class_install_action (widget_class, "session.unapply-patch", "s", apply_patch_action);
  gtk_widget_class_install_action (widget_class, "session.copy-launch", NULL, launch_action);
  gtk_widget_class_install_action (widget_class, "session.save-script", NULL, launch_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-findings", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "win.toggle-inspector", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "win.view", "s", "pipeline");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "win.view", "s", "timeline");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK, "win.view", "s", "system");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_CONTROL_MASK, "win.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.focus-graph", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.find", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.clear-focus", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_ALT_MASK, "win.view", "s", "launch");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_C, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "session.copy-launch", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_S, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "session.save-script", NULL);
}

void
_gp_window_init_actions (GpWindow *self)
{
  GtkDropTarget *target;

  target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_object (target, "drop", G_CALLBACK (on_drop_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (target, "enter", G_CALLBACK (on_drop_enter_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (target, "leave", G_CALLBACK (on_drop_leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  g_signal_connect_object (_gp_window_get_launch_pane (self), "notify::has-launch",
                           G_CALLBACK (on_launch_pane_has_launch_cb), self, G_CONNECT_SWAPPED);
}
