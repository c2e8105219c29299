/* gp-window.c
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

#include "gp-example-info.h"
#include "gp-lane-chart.h"
#include "gp-window-private.h"

#define MAX_RECENT 6

G_DEFINE_FINAL_TYPE (GpWindow, gp_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_VIEW_STATE,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  GFile      *file;
  char       *finding_id;
  char       *element_id;
  GpDocument *previous;   /* put back if a document shown early fails later */
  gboolean    shown;
} Load;

static void
load_free (gpointer data)
{
  Load *load = data;

  g_clear_object (&load->file);
  g_clear_object (&load->previous);
  g_free (load->finding_id);
  g_free (load->element_id);
  g_free (load);
}

void
_gp_window_show_error (GpWindow   *self,
                       const char *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 8);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);

  g_free (self->last_error);
  self->last_error = g_strdup (message);
  gtk_label_set_label (self->start_error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->start_error_label), TRUE);
}

static GtkWidget *
file_row (GFile      *file,
          const char *title,
          const char *subtitle)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-uri");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", uri);

  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static gboolean
is_openable_name (const char *name)
{
  return g_str_has_suffix (name, ".json") || g_str_has_suffix (name, ".log") ||
         g_str_has_suffix (name, ".gz") || g_str_has_suffix (name, ".txt");
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
populate_examples (GpWindow *self)
{
  g_autofree char *dir = gp_application_dup_examples_dir ();
  g_autoptr(GDir) handle = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  clear_list (self->examples_list);

  if (dir != NULL)
    handle = g_dir_open (dir, 0, NULL);
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      if (g_str_has_suffix (name, ".json"))
        g_ptr_array_add (names, g_strdup (name));
    }
  g_ptr_array_sort (names, compare_paths);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file_name = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (dir, file_name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autofree char *title = g_strndup (file_name, strlen (file_name) - strlen (".json"));
      GtkWidget *row = file_row (file, title, _("Example session"));

      gtk_list_box_append (self->examples_list, row);
      /* What it shows (board, pipeline, top finding), from its data. */
      gp_example_describe_row (ADW_ACTION_ROW (row), path);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->examples_group), names->len > 0);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified (*(GtkRecentInfo **) a);
  GDateTime *tb = gtk_recent_info_get_modified (*(GtkRecentInfo **) b);

  return -g_date_time_compare (ta, tb);
}

static void
populate_recent (GpWindow *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  g_autoptr(GPtrArray) ours = g_ptr_array_new ();
  const char *app_name = g_get_application_name ();
  guint shown = 0;

  clear_list (self->recent_list);

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (app_name != NULL && gtk_recent_info_has_application (info, app_name) &&
          is_openable_name (gtk_recent_info_get_uri (info)))
        g_ptr_array_add (ours, info);
    }
  g_ptr_array_sort (ours, compare_recent);

  for (guint i = 0; i < ours->len && shown < MAX_RECENT; i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (ours, i);
      g_autoptr(GFile) file = g_file_new_for_uri (gtk_recent_info_get_uri (info));
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *where = parent != NULL ? g_file_get_parse_name (parent) : NULL;

      if (!gtk_recent_info_exists (info))
        continue;

      gtk_list_box_append (self->recent_list,
                           file_row (file, gtk_recent_info_get_display_name (info), where));
      shown++;
    }

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), shown > 0);
}

void
_gp_window_populate_start (GpWindow *self)
{
  populate_examples (self);
  populate_recent (self);
}

static const GpFinding *
top_diagnostic (GpDocument *document)
{
  GPtrArray *findings = gp_document_get_findings (document);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (g_strcmp0 (finding->rule, "HOT") != 0 && g_strcmp0 (finding->rule, "OK") != 0)
        return finding;
    }

  return NULL;
}

static void
update_session_strip (GpWindow *self)
{
  const GpFinding *top;
  const char *verdict_class;
  const char *icon;
  const char *command;

  gtk_widget_remove_css_class (self->session_strip, "high");
  gtk_widget_remove_css_class (self->session_strip, "medium");
  gtk_widget_remove_css_class (self->session_strip, "info");
  gtk_widget_remove_css_class (self->session_strip, "ok");
  _gp_window_update_views (self);

  if (self->document == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("GStreamer Profile Inspector"));
      return;
    }

  gtk_window_set_title (GTK_WINDOW (self), gp_document_get_title (self->document));
  gtk_label_set_label (self->title_label, gp_document_get_title (self->document));
  gtk_label_set_label (self->target_label, gp_document_get_target_text (self->document));

  command = gp_document_get_command_text (self->document);
  gtk_label_set_label (self->command_label, command);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->command_label), command);
  gtk_widget_set_visible (GTK_WIDGET (self->command_label), *command != '\0');

  gtk_label_set_label (self->verdict_label, gp_document_get_verdict_header (self->document));

  top = top_diagnostic (self->document);
  if (top != NULL)
    {
      /* Translators: "Top finding: ZC · <title>" */
      g_autofree char *text = g_strdup_printf (_("Top finding: %s · %s"), top->rule, top->title);

      gtk_label_set_label (self->top_finding_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->top_finding_label), top != NULL);

  if (!gp_document_get_complete (self->document))
    {
      /* Still computing: no verdict yet. */
      verdict_class = "info";
      icon = "content-loading-symbolic";
    }
  else if (top == NULL)
    {
      verdict_class = "ok";
      icon = "emblem-ok-symbolic";
    }
  else if (top->severity == GP_SEVERITY_HIGH)
    {
      verdict_class = "high";
      icon = "dialog-error-symbolic";
    }
  else if (top->severity == GP_SEVERITY_MEDIUM)
    {
      verdict_class = "medium";
      icon = "dialog-warning-symbolic";
    }
  else
    {
      verdict_class = "info";
      icon = "dialog-information-symbolic";
    }

  gtk_widget_add_css_class (self->session_strip, verdict_class);
  gtk_image_set_from_icon_name (self->verdict_icon, icon);
}

static void
set_document (GpWindow   *self,
              GpDocument *document)
{
  if (!g_set_object (&self->document, document))
    return;

  gp_view_state_reset (self->view_state);
  update_session_strip (self);
  _gp_window_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
_gp_window_replace_document (GpWindow   *self,
                             GpDocument *document)
{
  g_return_if_fail (GP_IS_WINDOW (self));

  if (!g_set_object (&self->document, document))
    return;

  update_session_strip (self);
  _gp_window_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

static void
show_idle_page (GpWindow *self)
{
  if (self->document != NULL)
    gtk_stack_set_visible_child_name (self->main_stack, "session");
  else
    {
      _gp_window_populate_start (self);
      gtk_stack_set_visible_child_name (self->main_stack, "start");
    }
}

static void
gp_window_load_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GpDocumentLoader *loader = (GpDocumentLoader *)object;
  g_autoptr(GTask) task = user_data;
  GpWindow *self = g_task_get_source_object (task);
  Load *load = g_task_get_task_data (task);
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  g_assert (GP_IS_DOCUMENT_LOADER (loader));
  g_assert (GP_IS_WINDOW (self));

  document = gp_document_loader_load_finish (loader, result, &error);

  /* A newer load replaced this one: it owns the window now. */
  if (self->loader != loader)
    {
      if (error == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "superseded");
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  g_clear_object (&self->loader);
  g_clear_object (&self->load_cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  _gp_window_update_actions (self);

  if (document == NULL)
    {
      if (load->shown)
        set_document (self, load->previous);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _gp_window_show_error (self, error->message);
      show_idle_page (self);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->start_error_label), FALSE);
  set_document (self, document);

  if (!load->shown && load->element_id != NULL &&
      gp_graph_lookup_element (gp_session_get_graph (gp_document_get_session (document)),
                               load->element_id) != NULL)
    {
      gp_view_state_set_selected_element (self->view_state, load->element_id);
      adw_flap_set_reveal_flap (self->inspector_flap, TRUE);
    }
  if (load->finding_id != NULL)
    {
      if (gp_document_lookup_finding (document, load->finding_id) != NULL)
        {
          gp_view_state_set_focused_finding (self->view_state, load->finding_id);
          adw_flap_set_reveal_flap (self->findings_flap, TRUE);
        }
      else
        {
          /* Translators: %s is a finding id like F-ZC-videoconvert0 */
          g_autofree char *message = g_strdup_printf (_("No finding %s in this session"),
                                                      load->finding_id);

          _gp_window_show_error (self, message);
        }
    }

  if (load->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (load->file);

      gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
    }

  gtk_stack_set_visible_child_name (self->main_stack, "session");
  _gp_window_profile_session_shown (self);
  g_task_return_boolean (task, TRUE);
}

static void
on_loader_message_cb (GpWindow         *self,
                      GParamSpec       *pspec,
                      GpDocumentLoader *loader)
{
  g_assert (GP_IS_WINDOW (self));

  adw_status_page_set_description (self->loading_page, gp_document_loader_get_message (loader));
  /* A document shown before it is complete: the strip tells the progress. */
  if (self->document != NULL && self->document == gp_document_loader_get_document (loader) &&
      !gp_document_get_complete (self->document))
    gtk_label_set_label (self->verdict_label, gp_document_loader_get_message (loader));
}

static void
on_document_complete_cb (GpWindow   *self,
                         GParamSpec *pspec,
                         GpDocument *document)
{
  g_assert (GP_IS_WINDOW (self));

  if (self->document != document)
    return;
  update_session_strip (self);
  _gp_window_update_actions (self);
}

/* The graph can be drawn: show the document before its series, analysis
 * and findings are there (they follow with GpDocument:complete). */
static void
on_loader_document_cb (GpDocumentLoader *loader,
                       GParamSpec       *pspec,
                       GTask            *task)
{
  GpWindow *self = g_task_get_source_object (task);
  Load *load = g_task_get_task_data (task);
  GpDocument *document = gp_document_loader_get_document (loader);

  g_assert (GP_IS_WINDOW (self));

  if (self->loader != loader || document == NULL || load->shown)
    return;

  load->shown = TRUE;
  g_set_object (&load->previous, self->document);
  g_signal_connect_object (document, "notify::complete",
                           G_CALLBACK (on_document_complete_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_set_visible (GTK_WIDGET (self->start_error_label), FALSE);
  set_document (self, document);
  if (!gp_document_get_complete (document))
    gtk_label_set_label (self->verdict_label, gp_document_loader_get_message (loader));

  if (load->element_id != NULL &&
      gp_graph_lookup_element (gp_session_get_graph (gp_document_get_session (document)),
                               load->element_id) != NULL)
    {
      gp_view_state_set_selected_element (self->view_state, load->element_id);
      adw_flap_set_reveal_flap (self->inspector_flap, TRUE);
    }

  gtk_stack_set_visible_child_name (self->main_stack, "session");
  _gp_window_profile_session_shown (self);
}

void
gp_window_load_async (GpWindow            *self,
                      GFile               *file,
                      GPtrArray           *dots,
                      const char          *finding_id,
                      const char          *element_id,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *name = NULL;
  GtkApplication *app;
  Load *load;

  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gp_window_load_async);
  load = g_new0 (Load, 1);
  load->file = g_object_ref (file);
  load->finding_id = g_strdup (finding_id);
  load->element_id = g_strdup (element_id);
  g_task_set_task_data (task, load, load_free);

  /* One load at a time: a new one replaces the one in progress. */
  if (self->load_cancellable != NULL)
    g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_object (&self->loader);

  self->load_cancellable = g_cancellable_new ();
  if (cancellable != NULL)
    g_signal_connect_object (cancellable, "cancelled",
                             G_CALLBACK (g_cancellable_cancel), self->load_cancellable,
                             G_CONNECT_SWAPPED);

  /* A file of the command line is being read already. */
  app = gtk_window_get_application (GTK_WINDOW (self));
  if ((dots == NULL || dots->len == 0) && GP_IS_APPLICATION (app))
    self->loader = gp_application_take_prefetched (GP_APPLICATION (app), file);
  if (self->loader == NULL)
    self->loader = gp_document_loader_new (file);
  for (guint i = 0; dots != NULL && i < dots->len; i++)
    gp_document_loader_add_dot (self->loader, g_ptr_array_index (dots, i));

  g_object_bind_property (self->loader, "fraction", self->progress_bar, "fraction",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->loader, "notify::message",
                           G_CALLBACK (on_loader_message_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->loader, "notify::document",
                           G_CALLBACK (on_loader_document_cb), task, 0);

  name = g_file_get_basename (file);
  adw_window_title_set_subtitle (self->loading_title, name);
  adw_status_page_set_description (self->loading_page, "");
  gtk_stack_set_visible_child_name (self->main_stack, "loading");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  _gp_window_update_actions (self);

  gp_document_loader_load_async (self->loader, self->load_cancellable,
                                 gp_window_load_cb, g_steal_pointer (&task));
}

gboolean
gp_window_load_finish (GpWindow      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
gp_window_open (GpWindow *self,
                GFile    *file)
{
  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  gp_window_load_async (self, file, NULL, NULL, NULL, self->cancellable, NULL, NULL);
}

static void
on_recent_changed_cb (GpWindow *self)
{
  g_assert (GP_IS_WINDOW (self));

  if (self->document == NULL)
    populate_recent (self);
}

static void
on_focused_finding_changed_cb (GpWindow *self)
{
  g_assert (GP_IS_WINDOW (self));

  /* The graph shows the highlight: make sure it is the visible view. */
  if (gp_view_state_get_focused_finding (self->view_state) != NULL)
    adw_view_stack_set_visible_child_name (self->view_stack, "pipeline");
}

static void
on_selected_element_changed_cb (GpWindow *self)
{
  g_assert (GP_IS_WINDOW (self));

  if (gp_view_state_get_selected_element (self->view_state) != NULL &&
      !adw_flap_get_folded (self->inspector_flap))
    adw_flap_set_reveal_flap (self->inspector_flap, TRUE);
}

static gboolean
gp_window_close_request (GtkWindow *window)
{
  GpWindow *self = GP_WINDOW (window);

  /* A capture in progress is stopped and saved before the window goes. */
  if (_gp_window_close_capture (self))
    return TRUE;

  /* A closed window is not disposed while a load still holds it: the load
   * ends cancelled and its result goes nowhere. */
  g_cancellable_cancel (self->cancellable);
  if (self->load_cancellable != NULL)
    g_cancellable_cancel (self->load_cancellable);

  return GTK_WINDOW_CLASS (gp_window_parent_class)->close_request (window);
}

static void
gp_window_dispose (GObject *object)
{
  GpWindow *self = (GpWindow *)object;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->load_cancellable != NULL)
    g_cancellable_cancel (self->load_cancellable);
  if (self->help_overlay != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->help_overlay), (gpointer *) &self->help_overlay);
      gtk_window_destroy (g_steal_pointer (&self->help_overlay));
    }

  _gp_window_dispose_capture (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_WINDOW);

  g_clear_object (&self->document);
  g_clear_object (&self->loader);
  g_clear_object (&self->load_cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (gp_window_parent_class)->dispose (object);
}

static void
gp_window_finalize (GObject *object)
{
  GpWindow *self = (GpWindow *)object;

  g_clear_pointer (&self->last_error, g_free);

  G_OBJECT_CLASS (gp_window_parent_class)->finalize (object);
}

static void
gp_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  GpWindow *self = GP_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_VIEW_STATE:
      g_value_set_object (value, self->view_state);
      break;

    case PROP_BUSY:
      g_value_set_boolean (value, gp_window_get_busy (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_window_class_init (GpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = gp_window_dispose;
  object_class->finalize = gp_window_finalize;
  object_class->get_property = gp_window_get_property;

  window_class->close_request = gp_window_close_request;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         GP_TYPE_DOCUMENT,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VIEW_STATE] =
    g_param_spec_object ("view-state", NULL, NULL,
                         GP_TYPE_VIEW_STATE,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GpWindow, view_state);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, start_error_label);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, examples_group);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, recent_group);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, examples_list);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, recent_list);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, loading_page);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, loading_title);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, target_label);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, command_label);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, top_finding_label);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, session_strip);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, findings_flap);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, inspector_flap);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, findings_pane);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, inspector);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, pipeline_page);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, timeline_chart);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, system_chart);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, launch_pane);

  _gp_window_class_init_actions (widget_class);
  _gp_window_class_init_capture (widget_class);
  _gp_window_class_init_compare (widget_class);
  _gp_window_class_init_rerun (widget_class);
  _gp_window_class_init_views (widget_class);

  g_type_ensure (GP_TYPE_FINDINGS_PANE);
  g_type_ensure (GP_TYPE_INSPECTOR);
  g_type_ensure (GP_TYPE_LANE_CHART);
  g_type_ensure (GP_TYPE_LAUNCH_PANE);
  g_type_ensure (GP_TYPE_PIPELINE_PAGE);
  g_type_ensure (GP_TYPE_VIEW_STATE);
}

static void
gp_window_init (GpWindow *self)
{
  self->cancellable = g_cancellable_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  adw_status_page_set_icon_name (self->start_page, APP_ID);

  self->settings = g_settings_new ("io.github.gstprofile.Inspector");
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-findings", self->findings_flap, "reveal-flap",
                   G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (on_recent_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view_state, "notify::focused-finding",
                           G_CALLBACK (on_focused_finding_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view_state, "notify::selected-element",
                           G_CALLBACK (on_selected_element_changed_cb), self, G_CONNECT_SWAPPED);

  _gp_window_init_actions (self);
  _gp_window_populate_start (self);
  update_session_strip (self);
  _gp_window_update_actions (self);
}

GpWindow *
gp_window_new (GpApplication *application)
{
  g_return_val_if_fail (GP_IS_APPLICATION (application), NULL);

  return g_object_new (GP_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

GpDocument *
gp_window_get_document (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);

  return self->document;
}

GpViewState *
gp_window_get_view_state (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);

  return self->view_state;
}

gboolean
gp_window_get_busy (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), FALSE);

  return self->loader != NULL;
}
