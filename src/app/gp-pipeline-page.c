/* gp-pipeline-page.c
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

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-pipeline-page.h"

struct _GpPipelinePage
{
  GtkWidget       parent_instance;

  GpDocument     *document;
  GpViewState    *view_state;

  GtkStack       *stack;
  GpGraphView    *graph_view;
  AdwStatusPage  *error_page;
  GtkWidget      *cursor_chip;
  GtkLabel       *cursor_label;
  GtkLabel       *cursor_caption;
  gboolean        chip_stale;
};

G_DEFINE_FINAL_TYPE (GpPipelinePage, gp_pipeline_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_VIEW_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
format_zoom (gpointer instance,
             double   zoom)
{
  return g_strdup_printf ("%.0f%%", zoom * 100.0);
}

static void
update_page (GpPipelinePage *self)
{
  const char *error;

  if (self->document == NULL || gp_document_get_layout (self->document) != NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "graph");
      return;
    }

  error = gp_document_get_layout_error (self->document);
  adw_status_page_set_description (self->error_page, error != NULL ? error : "");
  gtk_stack_set_visible_child_name (self->stack, "error");
}

/* The chip that says the overlays show one window, not the whole run. */
static void
update_cursor_chip (GpPipelinePage *self)
{
  GpSeries *series = NULL;
  g_autofree char *label = NULL;
  g_autofree char *caption = NULL;
  int cursor;

  /* While another view is shown (the Timeline, scrubbing), the chip waits:
   * a new label would lay the whole window out again on every frame. */
  self->chip_stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->chip_stale)
    return;

  cursor = self->view_state != NULL ? gp_view_state_get_cursor_window (self->view_state) : -1;
  if (self->document != NULL)
    series = gp_session_get_series (gp_document_get_session (self->document));

  if (cursor < 0 || series == NULL || (guint) cursor >= gp_series_get_n_windows (series))
    {
      gtk_widget_set_visible (self->cursor_chip, FALSE);
      return;
    }

  /* Translators: the graph's time cursor chip, %.2f is seconds */
  label = g_strdup_printf (_("at %.2f s"), gp_series_get_t (series, cursor));
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

  if (self->view_state != NULL)
    gp_view_state_set_cursor_window (self->view_state, -1);
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
gp_pipeline_page_dispose (GObject *object)
{
  GpPipelinePage *self = (GpPipelinePage *)object;

  if (self->view_state != NULL)
    g_signal_handlers_disconnect_by_data (self->view_state, self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_PIPELINE_PAGE);
  g_clear_object (&self->document);
  g_clear_object (&self->view_state);

  G_OBJECT_CLASS (gp_pipeline_page_parent_class)->dispose (object);
}

static void
gp_pipeline_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GpPipelinePage *self = GP_PIPELINE_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_VIEW_STATE:
      g_value_set_object (value, self->view_state);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_pipeline_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  GpPipelinePage *self = GP_PIPELINE_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      gp_pipeline_page_set_document (self, g_value_get_object (value));
      break;

    case PROP_VIEW_STATE:
      gp_pipeline_page_set_view_state (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_pipeline_page_class_init (GpPipelinePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_pipeline_page_dispose;
  object_class->get_property = gp_pipeline_page_get_property;
  object_class->set_property = gp_pipeline_page_set_property;

  widget_class->map = gp_pipeline_page_map;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         GP_TYPE_DOCUMENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VIEW_STATE] =
    g_param_spec_object ("view-state", NULL, NULL,
                         GP_TYPE_VIEW_STATE,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-pipeline-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, stack);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, graph_view);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, error_page);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, cursor_chip);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, cursor_label);
  gtk_widget_class_bind_template_child (widget_class, GpPipelinePage, cursor_caption);
  gtk_widget_class_bind_template_callback (widget_class, format_zoom);

  gtk_widget_class_install_action (widget_class, "pipeline.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "pipeline.whole-run", NULL, whole_run_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pipelinepage");

  g_type_ensure (GP_TYPE_GRAPH_VIEW);
  g_type_ensure (GP_TYPE_VIEW_STATE);
}

static void
gp_pipeline_page_init (GpPipelinePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GpDocument *
gp_pipeline_page_get_document (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  return self->document;
}

void
gp_pipeline_page_set_document (GpPipelinePage *self,
                               GpDocument     *document)
{
  g_return_if_fail (GP_IS_PIPELINE_PAGE (self));
  g_return_if_fail (!document || GP_IS_DOCUMENT (document));

  if (self->document == document)
    return;

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "notify::complete", G_CALLBACK (update_cursor_chip), self);

  update_page (self);
  update_cursor_chip (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

GpViewState *
gp_pipeline_page_get_view_state (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  return self->view_state;
}

void
gp_pipeline_page_set_view_state (GpPipelinePage *self,
                                 GpViewState    *view_state)
{
  g_return_if_fail (GP_IS_PIPELINE_PAGE (self));
  g_return_if_fail (!view_state || GP_IS_VIEW_STATE (view_state));

  if (self->view_state == view_state)
    return;

  if (self->view_state != NULL)
    g_signal_handlers_disconnect_by_data (self->view_state, self);
  g_set_object (&self->view_state, view_state);
  if (view_state != NULL)
    g_signal_connect_swapped (view_state, "notify::cursor-window",
                              G_CALLBACK (update_cursor_chip), self);

  update_cursor_chip (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_STATE]);
}

GpGraphView *
gp_pipeline_page_get_graph_view (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  return self->graph_view;
}

const char *
gp_pipeline_page_get_cursor_text (GpPipelinePage *self)
{
  g_return_val_if_fail (GP_IS_PIPELINE_PAGE (self), NULL);

  if (self->chip_stale || !gtk_widget_get_visible (self->cursor_chip))
    return NULL;

  return gtk_label_get_label (self->cursor_label);
}
