/* gp-pipeline-page.c: GpPipelinePage, the Pipeline view
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

/* A GpView: the GpGraphView in a scroller, the memory-domain legend (the graph starts below it) and the zoom controls over it,
 * or a status page when there is no graph; the graph menu's layout choice (GSettings
 * `graph-direction`, bound to the view's :direction); and the chip saying the overlays show one window ("at
 * 12.25 s"), not the whole run. The chip waits while another view is shown (scrubbing the
 * Timeline), since a new label would lay the window out again on every frame. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-app-settings.h"
#include "gp-graph-overview.h"
#include "gp-pipeline-page.h"
#include "gp-time-format.h"

struct _GpPipelinePage
{
  GpView          parent_instance;

  GSettings      *settings;

  GtkStack       *stack;
  GtkSearchBar   *search_bar;
  GtkSearchEntry *search_entry;
  GtkLabel       *match_label;
  GpGraphView    *graph_view;
  GpGraphOverview *overview;
  AdwStatusPage  *error_page;
  GtkWidget      *cursor_chip;
  GtkLabel       *cursor_label;
  GtkLabel       *cursor_caption;
  GtkWidget      *legend;
  gboolean        chip_stale;
};

G_DEFINE_FINAL_TYPE (GpPipelinePage, gp_pipeline_page, GP_TYPE_VIEW)

static char *
format_zoom (gpointer instance,
             double   zoom)
{
  return g_strdup_printf ("%.0f%%", zoom * 100.0);
}

/* The search bar's "3 of 12". */
static char *
format_matches (gpointer    instance,
                const char *text,
                guint       n_matches,
                guint       position)
{
  if (text == NULL || *text == '\0')
    return g_strdup ("");
  if (n_matches == 0)
    return g_strdup (_("No matches"));
  if (position == 0)
    /* Translators: how many elements the graph's search found */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u match", "%u matches", n_matches), n_matches);

  /* Translators: the selected match among the graph search's, "3 of 12" */
  return g_strdup_printf (_("%u of %u"), position, n_matches);
}

static void
update_actions (GpPipelinePage *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *selected = view_state != NULL ? gp_view_state_get_selected_element (view_state) : NULL;
  const GpXdotGraph *layout = document != NULL ? gp_graph_view_get_layout (self->graph_view) : NULL;
  gboolean has_matches = gp_graph_view_get_n_matches (self->graph_view) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pipeline.find", layout != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pipeline.find-next", has_matches);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pipeline.find-previous", has_matches);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pipeline.zoom-selection",
                                 layout != NULL && selected != NULL &&
                                 gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, selected) != NULL);
}

static void
on_search_changed_cb (GpPipelinePage *self,
                      GtkSearchEntry *entry)
{
  g_assert (GP_IS_PIPELINE_PAGE (self));

  gp_graph_view_set_search_text (self->graph_view, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_search_next_cb (GpPipelinePage *self)
{
  g_assert (GP_IS_PIPELINE_PAGE (self));

  gp_graph_view_find_next (self->graph_view);
}

static void
on_search_previous_cb (GpPipelinePage *self)
{
  g_assert (GP_IS_PIPELINE_PAGE (self));

  gp_graph_view_find_previous (self->graph_view);
}

static void
on_stop_search_cb (GpPipelinePage *self)
{
  g_assert (GP_IS_PIPELINE_PAGE (self));

  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
}

/* Closed (Escape, the close button): the query and its outlines go, the
 * graph has the keyboard again. */
static void
on_search_mode_cb (GpPipelinePage *self)
{
  g_assert (GP_IS_PIPELINE_PAGE (self));

  if (gtk_search_bar_get_search_mode (self->search_bar))
    return;

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gp_graph_view_set_search_text (self->graph_view, NULL);
  if (gtk_widget_get_mapped (GTK_WIDGET (self->graph_view)))
    gtk_widget_grab_focus (GTK_WIDGET (self->graph_view));
}

/* Shift+Enter in the entry: the previous match. */
static gboolean
on_search_key_pressed_cb (GpPipelinePage        *self,
                          guint                  keyval,
                          guint                  keycode,
                          GdkModifierType        state,
                          GtkEventControllerKey *controller)
{
  g_assert (GP_IS_PIPELINE_PAGE (self));

  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter) &&
      (state & GDK_SHIFT_MASK) != 0)
    {
      gp_graph_view_find_previous (self->graph_view);
      return GDK_EVENT_STOP;
    }

  return GDK_EVENT_PROPAGATE;
}

static void
find_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpPipelinePage *self = GP_PIPELINE_PAGE (widget);

  if (g_str_equal (action_name, "pipeline.find"))
    gp_pipeline_page_start_search (self);
  else if (g_str_equal (action_name, "pipeline.find-next"))
    gp_graph_view_find_next (self->graph_view);
  else
    gp_graph_view_find_previous (self->graph_view);
}

static void
update_page (GpPipelinePage *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const char *error;

  if (document == NULL || gp_document_get_layout (document) != NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "graph");
      return;
    }

  error = gp_document_get_layout_error (document);
  adw_status_page_set_description (self->error_page, error != NULL ? error : "");
  gtk_stack_set_visible_child_name (self->stack, "error");
}

/* The chip that says the overlays show one window, not the whole run. */
static void
update_cursor_chip (GpPipelinePage *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  GpSeries *series = NULL;
  g_autofree char *label = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *at = NULL;
  int cursor;

  /* While another view is shown (the Timeline, scrubbing), the chip waits:
   * a new label would lay the whole window out again on every frame. */
  self->chip_stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->chip_stale)
    return;

  cursor = view_state != NULL ? gp_view_state_get_cursor_window (view_state) : -1;
  if (document != NULL)
    series = gp_session_get_series (gp_document_get_session (document));

  if (cursor < 0 || series == NULL || (guint) cursor >= gp_series_get_n_windows (series))
    {
      gtk_widget_set_visible (self->cursor_chip, FALSE);
      return;
    }

  at = gp_time_format_window (series, cursor);
  /* Translators: the graph's time cursor chip, %s is a time ("7.625 s") */
  label = g_strdup_printf (_("at %s"), at);
  /* Translators: under the cursor chip, %u is milliseconds */
  caption = g_strdup_printf (_("values of one %u ms window"), gp_series_get_window_ms (series));
  gtk_label_set_label (self->cursor_label, label);
  gtk_label_set_label (self->cursor_caption, caption);
  gtk_widget_set_visible (self->cursor_chip, TRUE);
}

static void
whole_run_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  GpPipelinePage *self = GP_PIPELINE_PAGE (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  if (view_state != NULL)
    gp_view_state_set_cursor_window (view_state, -1);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpPipelinePage *self = GP_PIPELINE_PAGE (widget);

  if (g_str_equal (action_name, "pipeline.zoom-in"))
    gp_graph_view_zoom_in (self->graph_view);
  else if (g_str_equal (action_name, "pipeline.zoom-out"))
    gp_graph_view_zoom_out (self->graph_view);
  else if (g_str_equal (action_name, "pipeline.zoom-fit"))
    gp_graph_view_zoom_fit (self->graph_view);
  else if (g_str_equal (action_name, "pipeline.zoom-selection"))
    gp_graph_view_zoom_to_selection (self->graph_view);
  else
    gp_graph_view_zoom_reset (self->graph_view);
}

static void
gp_pipeline_page_map (GtkWidget *widget)
{
  GpPipelinePage *self = GP_PIPELINE_PAGE (widget);

  GTK_WIDGET_CLASS (gp_pipeline_page_parent_class)->map (widget);

  if (self->chip_stale)
    update_cursor_chip (self);
}

static void
gp_pipeline_page_document_set (GpView     *view,
                               GpDocument *previous)
{
  GpPipelinePage *self = GP_PIPELINE_PAGE (view);

  update_page (self);
  update_cursor_chip (self);
  update_actions (self);
}

static void
gp_pipeline_page_view_state_set (GpView      *view,
                                 GpViewState *previous)
{
  update_cursor_chip (GP_PIPELINE_PAGE (view));
  update_actions (GP_PIPELINE_PAGE (view));
}

static void
gp_pipeline_page_dispose (GObject *object)
{
  GpPipelinePage *self = (GpPipelinePage *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_PIPELINE_PAGE);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (gp_pipeline_page_parent_class)->dispose (object);
}

static void
gp_pipeline_page_class_init (GpPipelinePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_pipeline_page_dispose;

  widget_class->map = gp_pipeline_page_map;

  view_class->document_set = gp_pipeline_page_document_set;
  view_class->view_state_set = gp_pipeline_page_view_state_set;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-pipeline-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, stack);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, search_bar);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, match_label);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, graph_view);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, overview);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, error_page);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, cursor_chip);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, cursor_label);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, cursor_caption);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, legend);
  gtk_widget_class_bind_template_callback (widget_class, format_zoom);
  gtk_widget_class_bind_template_callback (widget_class, format_matches);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_next_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_previous_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_mode_cb);

  gtk_widget_class_install_action (widget_class, "pipeline.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.zoom-selection", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.whole-run", NULL, whole_run_action);
  gtk_widget_class_install_action (widget_class, "pipeline.find", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "pipeline.find-next", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "pipeline.find-previous", NULL, find_action);

  /* Ctrl+G and Ctrl+Shift+G while there are matches (else Ctrl+G goes on
   * to the window's win.focus-graph); the entry has its own. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "pipeline.find", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "pipeline.find-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_G, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "pipeline.find-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_period, GDK_CONTROL_MASK,
                                       "pipeline.zoom-selection", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pipelinepage");

  g_type_ensure (GP_TYPE_GRAPH_OVERVIEW);
  g_type_ensure (GP_TYPE_GRAPH_VIEW);
  g_type_ensure (GP_TYPE_VIEW_STATE);
}

static void
gp_pipeline_page_init (GpPipelinePage *self)
{
  g_autoptr(GSimpleActionGroup) settings_actions = g_simple_action_group_new ();
  g_autoptr(GAction) overview_action = NULL;
  g_autoptr(GAction) direction_action = NULL;
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The graph starts below the legend, which is over its top left. */
  gp_graph_view_set_top_overlay (self->graph_view, self->legend);

  /* Typing over the graph starts a search. */
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));
  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (on_search_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search_entry), controller);

  self->settings = gp_app_settings_new ();
  g_settings_bind (self->settings, "graph-overview", self->overview, "enabled", G_SETTINGS_BIND_GET);
  overview_action = g_settings_create_action (self->settings, "graph-overview");
  g_action_map_add_action (G_ACTION_MAP (settings_actions), overview_action);
  /* The graph's layout (Auto, Left to Right, Top to Bottom, In Rows), kept. */
  g_settings_bind (self->settings, "graph-direction", self->graph_view, "direction", G_SETTINGS_BIND_DEFAULT);
  direction_action = g_settings_create_action (self->settings, "graph-direction");
  g_action_map_add_action (G_ACTION_MAP (settings_actions), direction_action);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "settings", G_ACTION_GROUP (settings_actions));

  g_signal_connect_object (self->graph_view, "notify::n-matches",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::selected-element", G_CALLBACK (update_actions), self);

  g_signal_group_connect_swapped (gp_view_get_document_signals (GP_VIEW (self)),
                                  "notify::complete", G_CALLBACK (update_cursor_chip), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::cursor-window", G_CALLBACK (update_cursor_chip), self);
}

GpGraphView *
gp_pipeline_page_get_graph_view (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  return self->graph_view;
}

void
gp_pipeline_page_start_search (GpPipelinePage *self)
{
  g_return_if_fail (GP_IS_PIPELINE_PAGE (self));

  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}

gboolean
gp_pipeline_page_get_search_mode (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), FALSE);

  return gtk_search_bar_get_search_mode (self->search_bar);
}

GtkEditable *
gp_pipeline_page_get_search_entry (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  return GTK_EDITABLE (self->search_entry);
}

const char *
gp_pipeline_page_get_match_text (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  return gtk_label_get_label (self->match_label);
}

GpGraphOverview *
gp_pipeline_page_get_overview (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  return self->overview;
}

const char *
gp_pipeline_page_get_cursor_text (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  if (self->chip_stale || !gtk_widget_get_visible (self->cursor_chip))
    return NULL;

  return gtk_label_get_label (self->cursor_label);
}
