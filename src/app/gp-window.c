/* gp-window.c: GpWindow, one window, one document: its loads, its pages, the views it composes
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

/* The window composes; its parts are widgets of their own (ui/gp-window.ui): a GpStartPage, the
 * loading page bound to the GpDocumentLoader, a GpErrorPage, then a session's GpErrorBanner,
 * GpSessionHeader, the findings and inspector panes and the Pipeline, Timeline, System and Launch
 * views, all bound to :document and :view-state. A load shows the document as soon as its graph can
 * be drawn and keeps what needs the rest (findings, patches, compare, Re-run) disabled until
 * GpDocument:complete; a load that fails says so on the error page, or in the banner over the
 * session that stays. The actions are in gp-window-actions.c, captures in gp-window-capture.c,
 * comparisons in gp-window-compare.c, errors in gp-window-errors.c, exports in
 * gp-window-export.c. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-app-settings.h"
#include "gp-capture-bar.h"
#include "gp-chart-page.h"
#include "gp-findings-pane.h"
#include "gp-inspector.h"
#include "gp-session-header.h"
#include "gp-window-private.h"

G_DEFINE_FINAL_TYPE (GpWindow, gp_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_VIEW_STATE,
  PROP_BUSY,
  PROP_LOADER,
  PROP_CAPTURE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  GFile      *file;
  GPtrArray  *dots;       /* of GFile, or NULL */
  GFile      *tegrastats;
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
  g_clear_pointer (&load->dots, g_ptr_array_unref);
  g_clear_object (&load->tegrastats);
  g_clear_object (&load->previous);
  g_free (load->finding_id);
  g_free (load->element_id);
  g_free (load);
}

void
_gp_window_add_toast (GpWindow   *self,
                      const char *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

static void
update_title (GpWindow *self)
{
  gtk_window_set_title (GTK_WINDOW (self),
                        self->document != NULL ? gp_document_get_title (self->document)
                                               : _("GStreamer Profile Inspector"));
}

/* Template closures (the bindings of ui/gp-window.ui). */

static gboolean
is_set (GpWindow *self,
        GObject  *object)
{
  return object != NULL;
}

/* The flaps always folded: a small window (gp_window_size_allocate()). */
static gboolean
is_narrow (GpWindow          *self,
           AdwFlapFoldPolicy  policy)
{
  return policy == ADW_FLAP_FOLD_POLICY_ALWAYS;
}

static char *
file_basename (GpWindow *self,
               GFile    *file)
{
  return file != NULL ? g_file_get_basename (file) : NULL;
}

static void
set_document (GpWindow   *self,
              GpDocument *document)
{
  if (!g_set_object (&self->document, document))
    return;

  gp_view_state_reset (self->view_state);
  update_title (self);
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

  update_title (self);
  _gp_window_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
_gp_window_show_idle_page (GpWindow *self)
{
  if (self->document != NULL)
    gtk_stack_set_visible_child_name (self->main_stack, "session");
  else
    {
      gp_start_page_reload (self->start_page);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADER]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  _gp_window_update_actions (self);

  if (document == NULL)
    {
      /* What was shown before stays (the banner says it), else the error
       * page does. */
      if (load->shown)
        set_document (self, load->previous);
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _gp_window_show_idle_page (self);
      else
        _gp_window_show_open_error (self, load->file, load->dots, load->tegrastats, error);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  _gp_window_clear_error (self);
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
      g_autoptr(GPtrArray) focus = gp_document_lookup_focus (document, load->finding_id);

      /* A finding's id, or a group's (group:<its first finding's id>). */
      if (focus != NULL)
        {
          gp_view_state_set_focused_finding (self->view_state, load->finding_id);
          adw_flap_set_reveal_flap (self->findings_flap, TRUE);
        }
      else
        {
          /* Translators: %s is a finding id like F-ZC-videoconvert0 */
          g_autofree char *message = g_strdup_printf (_("This session has no finding %s."),
                                                      load->finding_id);

          _gp_window_show_warning (self, _("Finding Not Found"), message, NULL);
        }
    }

  if (load->file != NULL && GP_IS_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))))
    gp_application_add_recent (GP_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))), load->file);

  gtk_stack_set_visible_child_name (self->main_stack, "session");
  g_task_return_boolean (task, TRUE);
}

static void
on_document_complete_cb (GpWindow   *self,
                         GParamSpec *pspec,
                         GpDocument *document)
{
  g_assert (GP_IS_WINDOW (self));

  if (self->document != document)
    return;
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
  _gp_window_clear_error (self);
  set_document (self, document);

  if (load->element_id != NULL &&
      gp_graph_lookup_element (gp_session_get_graph (gp_document_get_session (document)),
                               load->element_id) != NULL)
    {
      gp_view_state_set_selected_element (self->view_state, load->element_id);
      adw_flap_set_reveal_flap (self->inspector_flap, TRUE);
    }

  gtk_stack_set_visible_child_name (self->main_stack, "session");
}

void
gp_window_load_async (GpWindow            *self,
                      GFile               *file,
                      GPtrArray           *dots,
                      GFile               *tegrastats,
                      const char          *finding_id,
                      const char          *element_id,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GtkApplication *app;
  Load *load;

  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (!tegrastats || G_IS_FILE (tegrastats));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gp_window_load_async);
  load = g_new0 (Load, 1);
  load->file = g_object_ref (file);
  if (dots != NULL && dots->len > 0)
    load->dots = g_ptr_array_ref (dots);
  g_set_object (&load->tegrastats, tegrastats);
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
  if ((dots == NULL || dots->len == 0) && tegrastats == NULL && GP_IS_APPLICATION (app))
    self->loader = gp_application_take_prefetched (GP_APPLICATION (app), file);
  if (self->loader == NULL)
    self->loader = gp_document_loader_new (file);
  for (guint i = 0; dots != NULL && i < dots->len; i++)
    gp_document_loader_add_dot (self->loader, g_ptr_array_index (dots, i));
  if (tegrastats != NULL)
    gp_document_loader_set_tegrastats (self->loader, tegrastats);

  g_signal_connect_object (self->loader, "notify::document",
                           G_CALLBACK (on_loader_document_cb), task, 0);

  /* The loading page and the session header follow the loader. */
  gtk_stack_set_visible_child_name (self->main_stack, "loading");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADER]);
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

  gp_window_load_async (self, file, NULL, NULL, NULL, NULL, self->cancellable, NULL, NULL);
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

/* Shown or hidden beside the views: remembered. */
static void
on_findings_revealed_cb (GpWindow *self)
{
  gboolean revealed = adw_flap_get_reveal_flap (self->findings_flap);

  if (!adw_flap_get_folded (self->findings_flap) &&
      g_settings_get_boolean (self->settings, "show-findings") != revealed)
    g_settings_set_boolean (self->settings, "show-findings", revealed);
}

/* The flap is locked (it never hides or shows itself): folding hides the pane, unfolding shows it
 * as the setting says. */
static void
on_findings_folded_cb (GpWindow *self)
{
  gboolean folded = adw_flap_get_folded (self->findings_flap);

  adw_flap_set_reveal_flap (self->findings_flap,
                            !folded && g_settings_get_boolean (self->settings, "show-findings"));
}

/* Below this width (1024×640 and the like) the side panes lie over the views instead of beside
 * them (their flaps folded: hidden until asked for), and the session strip is one line (bound to
 * the fold policy, set here before anything below is allocated). Above it the flaps fold only
 * when the view would not fit (AdwFlap's own rule). */
#define NARROW_WIDTH 1200

static void
gp_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  GpWindow *self = GP_WINDOW (widget);
  AdwFlapFoldPolicy policy = width < NARROW_WIDTH ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_AUTO;

  /* A change is laid out again in this frame (GdkFrameClock repeats its layout phase). */
  if (adw_flap_get_fold_policy (self->findings_flap) != policy)
    {
      adw_flap_set_fold_policy (self->findings_flap, policy);
      adw_flap_set_fold_policy (self->inspector_flap, policy);
    }

  GTK_WIDGET_CLASS (gp_window_parent_class)->size_allocate (widget, width, height, baseline);
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
  _gp_window_dispose_errors (self);
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

    case PROP_LOADER:
      g_value_set_object (value, self->loader);
      break;

    case PROP_CAPTURE:
      g_value_set_object (value, gp_window_get_capture (self));
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

  widget_class->size_allocate = gp_window_size_allocate;
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

  /* The load in progress, or NULL. */
  properties[PROP_LOADER] =
    g_param_spec_object ("loader", NULL, NULL,
                         GP_TYPE_DOCUMENT_LOADER,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* The live capture shown, or NULL. */
  properties[PROP_CAPTURE] =
    g_param_spec_object ("capture", NULL, NULL,
                         GP_TYPE_CAPTURE,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GpWindow, view_state);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, error_banner);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, findings_flap);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, inspector_flap);
  gtk_widget_class_bind_template_child (widget_class, GpWindow, view_stack);
  gtk_widget_class_bind_template_callback (widget_class, is_narrow);
  gtk_widget_class_bind_template_callback (widget_class, is_set);
  gtk_widget_class_bind_template_callback (widget_class, file_basename);

  _gp_window_class_init_actions (widget_class);
  _gp_window_class_init_capture (widget_class);
  _gp_window_class_init_compare (widget_class);
  _gp_window_class_init_errors (widget_class);
  _gp_window_class_init_export (widget_class);
  _gp_window_class_init_rerun (widget_class);
  _gp_window_class_init_try (widget_class);

  g_type_ensure (GP_TYPE_CAPTURE_BAR);
  g_type_ensure (GP_TYPE_CHART_PAGE);
  g_type_ensure (GP_TYPE_ERROR_BANNER);
  g_type_ensure (GP_TYPE_ERROR_PAGE);
  g_type_ensure (GP_TYPE_FINDINGS_PANE);
  g_type_ensure (GP_TYPE_INSPECTOR);
  g_type_ensure (GP_TYPE_LAUNCH_PANE);
  g_type_ensure (GP_TYPE_PIPELINE_PAGE);
  g_type_ensure (GP_TYPE_SESSION_HEADER);
  g_type_ensure (GP_TYPE_START_PAGE);
  g_type_ensure (GP_TYPE_VIEW_STATE);
}

static void
gp_window_init (GpWindow *self)
{
  self->cancellable = g_cancellable_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = gp_app_settings_new ();
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  /* The findings pane's setting is the user's choice while it lies beside the views; folded, it
   * is hidden until asked for, and that is no choice of theirs (on_findings_folded_cb()). */
  adw_flap_set_locked (self->findings_flap, TRUE);
  adw_flap_set_reveal_flap (self->findings_flap, g_settings_get_boolean (self->settings, "show-findings"));
  g_signal_connect_object (self->findings_flap, "notify::reveal-flap",
                           G_CALLBACK (on_findings_revealed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->findings_flap, "notify::folded",
                           G_CALLBACK (on_findings_folded_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->view_state, "notify::focused-finding",
                           G_CALLBACK (on_focused_finding_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view_state, "notify::selected-element",
                           G_CALLBACK (on_selected_element_changed_cb), self, G_CONNECT_SWAPPED);

  _gp_window_init_actions (self);
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

GpDocumentLoader *
gp_window_get_loader (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);

  return self->loader;
}

GpCapture *
gp_window_get_capture (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);

  return self->live_capture != NULL ? gp_live_capture_get_capture (self->live_capture) : NULL;
}

void
_gp_window_notify_capture (GpWindow *self)
{
  g_assert (GP_IS_WINDOW (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAPTURE]);
}

const char *
gp_window_get_last_error (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);

  return self->last_error;
}

const char *
gp_window_get_page_name (GpWindow *self)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->main_stack);
}

GpPipelinePage *
_gp_window_get_pipeline_page (GpWindow *self)
{
  return self->view_stack != NULL
         ? GP_PIPELINE_PAGE (adw_view_stack_get_child_by_name (self->view_stack, "pipeline")) : NULL;
}

GpLaunchPane *
_gp_window_get_launch_pane (GpWindow *self)
{
  return self->view_stack != NULL
         ? GP_LAUNCH_PANE (adw_view_stack_get_child_by_name (self->view_stack, "launch")) : NULL;
}

GtkWidget *
gp_window_get_view (GpWindow   *self,
                    const char *name)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return adw_view_stack_get_child_by_name (self->view_stack, name);
}
