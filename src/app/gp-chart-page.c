/* gp-chart-page.c: GpChartPage, the Timeline or System view: its lane chart, or why it is empty
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

/* GpChartPage is the window's Timeline or System view (:kind): a filter entry over a GpLaneChart
 * in a scroller, or a status page saying why there is nothing to chart (no measurement window;
 * none yet while capturing). The entry's text is the view state's lane-filter (both ways), so the
 * Timeline and System of a window filter alike.
 *
 * What is shown (chart or status page, and the status page's text) is bound in ui/gp-chart-page.ui
 * to the closures below; C sets what depends on the kind. The view follows the selected element:
 * its first lane (its processing time, else a link to or from it) is scrolled into view when the
 * page is shown or the selection changes while it is (the graph's Show in Timeline selects and
 * switches here); lanes laid out later are waited for. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-chart-page.h"

struct _GpChartPage
{
  GpView         parent_instance;

  char          *kind;
  gboolean       capturing;

  GtkStack      *stack;
  GtkScrolledWindow *scroller;
  GtkEditable   *filter_entry;
  GpLaneChart   *chart;
  AdwStatusPage *empty_page;

  gboolean       reveal_pending;
  guint          reveal_tick;
};

G_DEFINE_FINAL_TYPE (GpChartPage, gp_chart_page, GP_TYPE_VIEW)

enum {
  PROP_0,
  PROP_KIND,
  PROP_CAPTURING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Until a document is complete its series may still be being read. */
static char *
visible_page (GpChartPage *self,
              GpDocument  *document,
              gboolean     complete)
{
  GpSeries *series;

  if (document == NULL || !complete)
    return g_strdup ("chart");

  series = gp_session_get_series (gp_document_get_session (document));
  return g_strdup (series == NULL || gp_series_get_n_windows (series) == 0 ? "empty" : "chart");
}

static char *
empty_title (GpChartPage *self,
             gboolean     capturing)
{
  return g_strdup (capturing ? _("Waiting for the First Window") : _("No Measurements"));
}

static char *
empty_description (GpChartPage *self,
                   gboolean     capturing)
{
  if (capturing)
    return g_strdup (_("The charts start once the pipeline has run for one measurement window."));

  return g_strdup (_("This session holds no measurement windows: the capture ended "
                     "before its first one, or the tracers recorded nothing."));
}

static void
set_kind (GpChartPage *self,
          const char  *kind)
{
  gboolean system = g_strcmp0 (kind, "system") == 0;

  g_free (self->kind);
  self->kind = g_strdup (system ? "system" : "timeline");
  gp_lane_chart_set_kind (self->chart, self->kind);
  adw_status_page_set_icon_name (self->empty_page, system ? "gp-system-symbolic" : "gp-timeline-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  system ? _("System: CPU, memory and hardware engines")
                                         : _("Timeline: latency, processing time and frame rates"),
                                  -1);
}

/* The first lane of @element_id: its own, else a link's from or to it. */
static int
find_lane (GpChartPage *self,
           const char  *element_id)
{
  g_autofree char *from = g_strdup_printf ("%s → ", element_id);
  g_autofree char *to = g_strdup_printf (" → %s", element_id);
  int link = -1;

  for (guint i = 0; i < gp_lane_chart_get_n_lanes (self->chart); i++)
    {
      const char *title = gp_lane_chart_get_lane_title (self->chart, i, NULL);

      if (g_strcmp0 (title, element_id) == 0)
        return (int) i;
      if (link < 0 && title != NULL && (g_str_has_prefix (title, from) || g_str_has_suffix (title, to)))
        link = (int) i;
    }

  return link;
}

/* TRUE once the selection's lane is in view (or it has none); FALSE while
 * the lanes are still to be laid out. */
static gboolean
reveal_selection (GpChartPage *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *selected = view_state != NULL ? gp_view_state_get_selected_element (view_state) : NULL;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  const GpLane *lane;
  double value, page;
  int i;

  if (selected == NULL)
    return TRUE;
  if ((i = find_lane (self, selected)) < 0)
    return gp_lane_chart_get_n_lanes (self->chart) > 0;

  lane = gp_lane_chart_get_lane (self->chart, i);
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (page <= 1 || gtk_adjustment_get_upper (adjustment) < lane->top + 1)
    return FALSE;

  /* In view with a lane of room under it, else near the top. */
  if (lane->top < value || lane->top + 96 > value + page)
    gtk_adjustment_set_value (adjustment, lane->top - 48);

  return TRUE;
}

static gboolean
reveal_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  GpChartPage *self = GP_CHART_PAGE (widget);

  self->reveal_tick = 0;
  if (self->reveal_pending && reveal_selection (self))
    self->reveal_pending = FALSE;

  return G_SOURCE_REMOVE;
}

/* At the next frame, before its layout: the scroller's range may change
 * while it is allocated (the "changed" below), and a value set then would
 * be drawn with the lanes of the old one. */
static void
update_reveal (GpChartPage *self)
{
  if (self->reveal_pending && self->reveal_tick == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick_cb, NULL, NULL);
}

static void
on_selected_element_changed_cb (GpChartPage *self)
{
  g_assert (GP_IS_CHART_PAGE (self));

  self->reveal_pending = TRUE;
  update_reveal (self);
}

static void
gp_chart_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (gp_chart_page_parent_class)->map (widget);

  update_reveal (GP_CHART_PAGE (widget));
}

static void
gp_chart_page_unmap (GtkWidget *widget)
{
  GpChartPage *self = GP_CHART_PAGE (widget);

  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (widget, self->reveal_tick);
  self->reveal_tick = 0;

  GTK_WIDGET_CLASS (gp_chart_page_parent_class)->unmap (widget);
}

static void
on_filter_changed_cb (GpChartPage *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_assert (GP_IS_CHART_PAGE (self));

  if (view_state != NULL)
    gp_view_state_set_lane_filter (view_state, gtk_editable_get_text (self->filter_entry));
}

/* The view state's filter in the entry, when it changed elsewhere (the
 * other chart page, a new document). */
static void
on_lane_filter_cb (GpChartPage *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *filter = view_state != NULL ? gp_view_state_get_lane_filter (view_state) : NULL;

  g_assert (GP_IS_CHART_PAGE (self));

  if (g_strcmp0 (gtk_editable_get_text (self->filter_entry), filter != NULL ? filter : "") != 0)
    gtk_editable_set_text (self->filter_entry, filter != NULL ? filter : "");
}

static void
gp_chart_page_view_state_set (GpView      *view,
                              GpViewState *previous)
{
  on_lane_filter_cb (GP_CHART_PAGE (view));
}

static void
gp_chart_page_dispose (GObject *object)
{
  GpChartPage *self = (GpChartPage *)object;
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_CHART_PAGE);
  /* The template's root child has no id: unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (gp_chart_page_parent_class)->dispose (object);
}

static void
gp_chart_page_finalize (GObject *object)
{
  GpChartPage *self = (GpChartPage *)object;

  g_clear_pointer (&self->kind, g_free);

  G_OBJECT_CLASS (gp_chart_page_parent_class)->finalize (object);
}

static void
gp_chart_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GpChartPage *self = GP_CHART_PAGE (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;

    case PROP_CAPTURING:
      g_value_set_boolean (value, self->capturing);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_chart_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GpChartPage *self = GP_CHART_PAGE (object);

  switch (prop_id)
    {
    case PROP_KIND:
      set_kind (self, g_value_get_string (value));
      break;

    case PROP_CAPTURING:
      if (self->capturing != g_value_get_boolean (value))
        {
          self->capturing = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_chart_page_class_init (GpChartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_chart_page_dispose;
  object_class->finalize = gp_chart_page_finalize;
  object_class->get_property = gp_chart_page_get_property;
  object_class->set_property = gp_chart_page_set_property;

  widget_class->map = gp_chart_page_map;
  widget_class->unmap = gp_chart_page_unmap;
  view_class->view_state_set = gp_chart_page_view_state_set;

  properties[PROP_KIND] =
    g_param_spec_string ("kind", NULL, NULL,
                         "timeline",
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CAPTURING] =
    g_param_spec_boolean ("capturing", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-chart-page.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_child (widget_class, GpChartPage, stack);
  gtk_widget_class_bind_template_child (widget_class, GpChartPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, GpChartPage, filter_entry);
  gtk_widget_class_bind_template_child (widget_class, GpChartPage, chart);
  gtk_widget_class_bind_template_child (widget_class, GpChartPage, empty_page);
  gtk_widget_class_bind_template_callback (widget_class, visible_page);
  gtk_widget_class_bind_template_callback (widget_class, empty_title);
  gtk_widget_class_bind_template_callback (widget_class, empty_description);
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed_cb);

  g_type_ensure (GP_TYPE_LANE_CHART);
}

static void
gp_chart_page_init (GpChartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::selected-element",
                                  G_CALLBACK (on_selected_element_changed_cb), self);
  /* The lanes laid out (a document completes, a long series' lanes come
   * from a worker): the scroller's range changes. */
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (update_reveal), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::lane-filter", G_CALLBACK (on_lane_filter_cb), self);
}

GpLaneChart *
gp_chart_page_get_chart (GpChartPage *self)
{
  g_return_val_if_fail (GP_IS_CHART_PAGE (self), NULL);

  return self->chart;
}

gboolean
gp_chart_page_get_empty (GpChartPage *self)
{
  g_return_val_if_fail (GP_IS_CHART_PAGE (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0;
}

GtkEditable *
gp_chart_page_get_filter_entry (GpChartPage *self)
{
  g_return_val_if_fail (GP_IS_CHART_PAGE (self), NULL);

  return self->filter_entry;
}
