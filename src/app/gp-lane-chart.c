/* gp-lane-chart.c: GpLaneChart, stacked lanes on one time axis (Timeline, System)
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

/* A GpView of :kind "timeline" or "system". Its lanes (gp-chart-lanes.c) are rebuilt with each
 * document and when it completes (a live capture's at every refresh), their pyramids in a worker
 * thread past GP_LANE_CHART_THREAD_WINDOWS windows; the visible range, the time cursor, the
 * collapsed groups and the lane filter are the view state's, so every chart of a window shows the
 * same span. Painting is split: the lanes, axis and events go into an image once per range and
 * size (-layer.c), the cursor, read-outs, chips and tick labels over it each frame (-draw.c);
 * zoom, pan and cursor input are in -zoom.c, the groups in -groups.c, the events' markers and
 * tooltip in -events.c. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "gp-lane-chart-private.h"
#include "gp-time-format.h"

#define MAX_DESCRIBED_LANES 6

G_DEFINE_FINAL_TYPE (GpLaneChart, gp_lane_chart, GP_TYPE_VIEW)

enum {
  PROP_0,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

double
_gp_lane_chart_plot_width (GpLaneChart *self)
{
  return MAX (gtk_widget_get_width (GTK_WIDGET (self)) - GP_LANE_CHART_GUTTER -
              GP_LANE_CHART_RIGHT_PAD, 1.0);
}

void
_gp_lane_chart_get_range (GpLaneChart *self,
                          double      *start,
                          double      *end)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  double s = 0, e = 0, min_span;

  *start = 0;
  *end = self->duration;

  if (view_state == NULL || self->duration <= 0 ||
      !gp_view_state_get_visible_range (view_state, &s, &e))
    return;

  min_span = MIN (self->duration, GP_LANE_CHART_MIN_WINDOWS * self->window_s);
  e = MIN (e, self->duration);
  s = MAX (0.0, MIN (s, e - min_span));
  if (e - s < min_span)
    e = s + min_span;

  *start = s;
  *end = e;
}

double
_gp_lane_chart_x_for_time (GpLaneChart *self,
                           double       start,
                           double       end,
                           double       t)
{
  double span = end - start;

  return GP_LANE_CHART_GUTTER + (span > 0 ? (t - start) / span : 0) * _gp_lane_chart_plot_width (self);
}

double
_gp_lane_chart_time_at (GpLaneChart *self,
                        double       x)
{
  double start, end;

  _gp_lane_chart_get_range (self, &start, &end);

  return start + (x - GP_LANE_CHART_GUTTER) / _gp_lane_chart_plot_width (self) * (end - start);
}

double
gp_lane_chart_time_at (GpLaneChart *self,
                       double       x)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), 0);

  return _gp_lane_chart_time_at (self, x);
}

guint
_gp_lane_chart_lower_bound (GpLaneChart *self,
                            double       t)
{
  guint lo = 0, hi = self->t != NULL ? self->t->len : 0;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (self->t, double, mid) < t)
        lo = mid + 1;
      else
        hi = mid;
    }

  return lo;
}

int
_gp_lane_chart_window_at_time (GpLaneChart *self,
                               double       t)
{
  guint n = self->t != NULL ? self->t->len : 0;
  guint i;

  if (n == 0 || t < 0 || t > self->duration)
    return -1;

  /* The last window starting at or before t. */
  i = _gp_lane_chart_lower_bound (self, t);
  if (i < n && g_array_index (self->t, double, i) <= t)
    return i;

  return i > 0 ? (int) i - 1 : 0;
}

int
gp_lane_chart_window_at (GpLaneChart *self,
                         double       x)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), -1);

  if (self->t == NULL || self->t->len == 0 || x < GP_LANE_CHART_GUTTER ||
      x > GP_LANE_CHART_GUTTER + _gp_lane_chart_plot_width (self))
    return -1;

  return _gp_lane_chart_window_at_time (self, _gp_lane_chart_time_at (self, x));
}

void
_gp_lane_chart_visible_rows (GpLaneChart *self,
                             double      *top,
                             double      *bottom)
{
  *top = 0;
  *bottom = gtk_widget_get_height (GTK_WIDGET (self));

  /* The chart is the child of its scrolled window's viewport, which
   * scrolls it by the adjustment's value. */
  if (self->vadjustment != NULL)
    {
      *top = CLAMP (gtk_adjustment_get_value (self->vadjustment), 0, *bottom);
      *bottom = MIN (*bottom, *top + gtk_adjustment_get_page_size (self->vadjustment));
    }
}

void
_gp_lane_chart_invalidate (GpLaneChart *self)
{
  g_clear_pointer (&self->lanes_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
_gp_lane_chart_readout_window (GpLaneChart *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  int window;

  if (self->hover_x >= 0 && (window = gp_lane_chart_window_at (self, self->hover_x)) >= 0)
    return window;

  window = view_state != NULL ? gp_view_state_get_cursor_window (view_state) : -1;

  return self->t != NULL && window >= 0 && (guint) window < self->t->len ? window : -1;
}

void
_gp_lane_chart_update_accessible (GpLaneChart *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *duration = NULL;
  gboolean clock;
  double start, end;
  int cursor;
  guint described = 0;

  _gp_lane_chart_get_range (self, &start, &end);
  clock = gp_time_uses_clock (self->duration);
  duration = gp_time_format (self->duration, clock ? 1 : 0.1, clock);
  if (start <= 0 && end >= self->duration)
    /* Translators: the chart's accessible description, %s is the run's duration */
    g_string_append_printf (text, _("Whole run, %s."), duration);
  else
    {
      g_autofree char *from = gp_time_format (start, 0.01, clock);
      g_autofree char *to = gp_time_format (end, 0.01, clock);

      /* Translators: the chart's accessible description: times from, to, of */
      g_string_append_printf (text, _("Showing %s to %s of %s."), from, to, duration);
    }

  cursor = view_state != NULL ? gp_view_state_get_cursor_window (view_state) : -1;
  if (self->lanes != NULL && self->t != NULL && cursor >= 0 && (guint) cursor < self->t->len)
    {
      g_autofree char *at = gp_time_format (g_array_index (self->t, double, cursor) + self->window_s / 2,
                                            self->time_resolution, clock);

      g_string_append_c (text, ' ');
      /* Translators: followed by "lane: value" pairs; %s is a time */
      g_string_append_printf (text, _("Cursor at %s:"), at);
      for (guint i = 0; i < self->lanes->len && described < MAX_DESCRIBED_LANES; i++)
        {
          const GpLane *lane = g_ptr_array_index (self->lanes, i);
          g_autofree char *value = NULL;

          if (!lane->available || lane->hidden)
            continue;
          value = _gp_lane_chart_format_value (lane, cursor);
          g_string_append_printf (text, "%s %s %s", described > 0 ? ";" : "", lane->title, value);
          described++;
        }
      g_string_append_c (text, '.');
    }

  g_string_append_c (text, ' ');
  g_string_append (text, _("Left and Right move the cursor one window, Shift+Left and Shift+Right "
                           "pan, plus and minus zoom, 0 shows the whole run, Escape clears "
                           "the cursor."));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
build_pyramids_thread (GTask        *task,
                       gpointer      source_object,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  GPtrArray *lanes = task_data;

  /* The lanes own their columns: nothing else touches them meanwhile. */
  gp_chart_lanes_build_pyramids (lanes);
  g_task_return_pointer (task, g_ptr_array_ref (lanes), (GDestroyNotify) g_ptr_array_unref);
}

/* Builds the min/max pyramids of @lanes in a worker thread. */
static void
build_pyramids_async (GpLaneChart         *self,
                      GPtrArray           *lanes,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, build_pyramids_async);
  g_task_set_task_data (task, g_ptr_array_ref (lanes), (GDestroyNotify) g_ptr_array_unref);
  g_task_run_in_thread (task, build_pyramids_thread);
}

static GPtrArray *
build_pyramids_finish (GpLaneChart   *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_assert (g_task_is_valid (result, self));

  return g_task_propagate_pointer (G_TASK (result), error);
}

int
_gp_lane_chart_lane_at_y (GpLaneChart *self,
                          double       y)
{
  for (guint i = 0; self->lanes != NULL && i < self->lanes->len; i++)
    {
      const GpLane *lane = g_ptr_array_index (self->lanes, i);

      if (!lane->hidden && y >= lane->top && y < lane->top + GP_LANE_CHART_LANE_HEIGHT)
        return (int) i;
    }

  return -1;
}

static void
set_lanes (GpLaneChart *self,
           GPtrArray   *lanes)
{
  g_clear_pointer (&self->lanes, g_ptr_array_unref);
  self->lanes = lanes;
  _gp_lane_chart_place_lanes (self);

  _gp_lane_chart_update_accessible (self);
  g_clear_pointer (&self->lanes_node, gsk_render_node_unref);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
build_pyramids_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GpLaneChart *self = GP_LANE_CHART (object);
  GPtrArray *lanes = build_pyramids_finish (self, result, NULL);

  /* NULL: cancelled (another document, another kind, or disposed). */
  if (lanes != NULL)
    set_lanes (self, lanes);

#ifdef __GLIBC__
  /* The last step of opening a long series: the load's and the analysis'
   * passing arrays (tens of MB at 10^6 windows) leave free pages inside
   * glibc's heaps, which it keeps unless asked. */
  malloc_trim (0);
#endif
}

static void
rebuild (GpLaneChart *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  g_autoptr(GPtrArray) lanes = NULL;
  GpSeries *series = NULL;
  guint n = 0;

  g_cancellable_cancel (self->build_cancellable);
  g_clear_object (&self->build_cancellable);

  self->t = NULL;
  self->duration = 0;
  self->window_s = 0.25;
  self->time_resolution = 0.001;

  if (document != NULL)
    series = gp_session_get_series (gp_document_get_session (document));

  if (series != NULL)
    {
      n = gp_series_get_n_windows (series);
      self->t = gp_series_get_t_array (series);
      self->window_s = MAX (gp_series_get_window_ms (series), 1) / 1000.0;
      self->duration = n > 0 ? gp_series_get_t (series, n - 1) + self->window_s : 0;
      self->time_resolution = gp_series_get_time_resolution (series);
    }

  if (series == NULL)
    {
      set_lanes (self, NULL);
      return;
    }

  lanes = g_strcmp0 (self->kind, "system") == 0 ? gp_chart_lanes_system (document)
                                                : gp_chart_lanes_timeline (document);

  /* Long series get their pyramids from a worker thread (a hundred
   * milliseconds and more at 10^6 windows), drawn once they are there;
   * short ones at once. */
  if (n > GP_LANE_CHART_THREAD_WINDOWS)
    {
      set_lanes (self, NULL);
      self->build_cancellable = g_cancellable_new ();
      build_pyramids_async (self, lanes, self->build_cancellable, build_pyramids_cb, NULL);
    }
  else
    {
      gp_chart_lanes_build_pyramids (lanes);
      set_lanes (self, g_steal_pointer (&lanes));
    }
}

static void
gp_lane_chart_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GpLaneChart *self = GP_LANE_CHART (widget);
  double bottom = self->lanes != NULL ? self->lanes_bottom : GP_LANE_CHART_AXIS_HEIGHT;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = GP_LANE_CHART_GUTTER + 120;
      *natural = GP_LANE_CHART_GUTTER + 600;
    }
  else
    *minimum = *natural = (int) ceil (bottom) + 8;
}

static void
gp_lane_chart_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GpLaneChart *self = GP_LANE_CHART (widget);

  if (self->lanes_node != NULL && self->node_width != width)
    g_clear_pointer (&self->lanes_node, gsk_render_node_unref);
}

static void
gp_lane_chart_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GpLaneChart *self = GP_LANE_CHART (widget);

  GTK_WIDGET_CLASS (gp_lane_chart_parent_class)->css_changed (widget, change);

  /* The headings' texts are laid out in the old font. */
  _gp_lane_chart_place_lanes (self);
  _gp_lane_chart_invalidate (self);
}

static void
on_vadjustment_changed_cb (GpLaneChart *self)
{
  double top, bottom;

  g_assert (GP_IS_LANE_CHART (self));

  _gp_lane_chart_visible_rows (self, &top, &bottom);
  if (self->lanes_node != NULL && (top != self->node_top || bottom != self->node_bottom))
    _gp_lane_chart_invalidate (self);
}

static void
set_vadjustment (GpLaneChart   *self,
                 GtkAdjustment *adjustment)
{
  if (self->vadjustment == adjustment)
    return;

  if (self->vadjustment != NULL)
    g_signal_handlers_disconnect_by_func (self->vadjustment, on_vadjustment_changed_cb, self);
  g_set_object (&self->vadjustment, adjustment);
  if (adjustment != NULL)
    {
      g_signal_connect_swapped (adjustment, "value-changed",
                                G_CALLBACK (on_vadjustment_changed_cb), self);
      g_signal_connect_swapped (adjustment, "changed",
                                G_CALLBACK (on_vadjustment_changed_cb), self);
    }
  _gp_lane_chart_invalidate (self);
}

static void
gp_lane_chart_root (GtkWidget *widget)
{
  GpLaneChart *self = GP_LANE_CHART (widget);
  GtkWidget *scroller;

  GTK_WIDGET_CLASS (gp_lane_chart_parent_class)->root (widget);

  /* Focusing the chart (a click, Tab) must not scroll its lanes. */
  if (GTK_IS_VIEWPORT (gtk_widget_get_parent (widget)))
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (gtk_widget_get_parent (widget)), FALSE);

  scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  set_vadjustment (self, scroller != NULL
                         ? gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller))
                         : NULL);
}

static void
gp_lane_chart_unroot (GtkWidget *widget)
{
  set_vadjustment (GP_LANE_CHART (widget), NULL);

  GTK_WIDGET_CLASS (gp_lane_chart_parent_class)->unroot (widget);
}

static gboolean
on_query_tooltip_cb (GpLaneChart *self,
                     int          x,
                     int          y,
                     gboolean     keyboard,
                     GtkTooltip  *tooltip)
{
  g_autofree char *text = NULL;

  g_assert (GP_IS_LANE_CHART (self));

  /* In the gutter: the lane's name and scale, whole; over the plot the
   * values are in the read-outs, the tooltip names nearby events. */
  if (x < GP_LANE_CHART_GUTTER)
    text = _gp_lane_chart_dup_gutter_tooltip (self, y);
  else
    text = gp_lane_chart_dup_events_text (self, x);

  if (text == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_cursor_changed_cb (GpLaneChart *self)
{
  g_assert (GP_IS_LANE_CHART (self));

  _gp_lane_chart_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_range_changed_cb (GpLaneChart *self)
{
  g_assert (GP_IS_LANE_CHART (self));

  _gp_lane_chart_update_accessible (self);
  _gp_lane_chart_invalidate (self);
}

/* A group collapsed or expanded, the filter changed: the lanes move. */
static void
on_groups_changed_cb (GpLaneChart *self)
{
  g_assert (GP_IS_LANE_CHART (self));

  _gp_lane_chart_place_lanes (self);
  _gp_lane_chart_update_accessible (self);
  g_clear_pointer (&self->lanes_node, gsk_render_node_unref);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
gp_lane_chart_document_set (GpView     *view,
                            GpDocument *previous)
{
  rebuild (GP_LANE_CHART (view));
}

static void
gp_lane_chart_view_state_set (GpView      *view,
                              GpViewState *previous)
{
  on_groups_changed_cb (GP_LANE_CHART (view));
  on_range_changed_cb (GP_LANE_CHART (view));
}

static void
gp_lane_chart_dispose (GObject *object)
{
  GpLaneChart *self = (GpLaneChart *)object;

  set_vadjustment (self, NULL);
  g_cancellable_cancel (self->build_cancellable);
  g_clear_object (&self->build_cancellable);
  g_clear_pointer (&self->lanes_node, gsk_render_node_unref);
  self->t = NULL;

  G_OBJECT_CLASS (gp_lane_chart_parent_class)->dispose (object);
}

static void
gp_lane_chart_finalize (GObject *object)
{
  GpLaneChart *self = (GpLaneChart *)object;

  g_clear_pointer (&self->lanes, g_ptr_array_unref);
  g_clear_pointer (&self->headings, g_array_unref);
  g_clear_pointer (&self->ticks, g_array_unref);
  g_clear_pointer (&self->header_boxes, g_array_unref);
  g_clear_pointer (&self->cursor_text, g_free);
  g_clear_pointer (&self->kind, g_free);

  G_OBJECT_CLASS (gp_lane_chart_parent_class)->finalize (object);
}

static void
gp_lane_chart_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GpLaneChart *self = GP_LANE_CHART (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_lane_chart_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GpLaneChart *self = GP_LANE_CHART (object);

  switch (prop_id)
    {
    case PROP_KIND:
      gp_lane_chart_set_kind (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_lane_chart_class_init (GpLaneChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_lane_chart_dispose;
  object_class->finalize = gp_lane_chart_finalize;
  object_class->get_property = gp_lane_chart_get_property;
  object_class->set_property = gp_lane_chart_set_property;

  widget_class->snapshot = _gp_lane_chart_snapshot;
  widget_class->measure = gp_lane_chart_measure;
  widget_class->size_allocate = gp_lane_chart_size_allocate;
  widget_class->css_changed = gp_lane_chart_css_changed;
  widget_class->root = gp_lane_chart_root;
  widget_class->unroot = gp_lane_chart_unroot;

  view_class->document_set = gp_lane_chart_document_set;
  view_class->view_state_set = gp_lane_chart_view_state_set;

  properties[PROP_KIND] =
    g_param_spec_string ("kind", NULL, NULL,
                         "timeline",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  _gp_lane_chart_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "lanechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
clear_heading (gpointer data)
{
  GpLaneHeading *heading = data;

  g_clear_object (&heading->name);
  g_clear_object (&heading->count);
}

static void
gp_lane_chart_init (GpLaneChart *self)
{
  self->kind = g_strdup ("timeline");
  self->hover_x = -1;
  self->window_s = 0.25;
  self->time_resolution = 0.001;
  self->headings = g_array_new (FALSE, TRUE, sizeof (GpLaneHeading));
  g_array_set_clear_func (self->headings, clear_heading);
  self->ticks = g_array_new (FALSE, TRUE, sizeof (GpLaneTick));
  self->header_boxes = g_array_new (FALSE, TRUE, sizeof (GpLaneChartBox));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), NULL);

  _gp_lane_chart_init_input (self);

  /* A document shown before its series are read says so when they are. */
  g_signal_group_connect_swapped (gp_view_get_document_signals (GP_VIEW (self)),
                                  "notify::complete", G_CALLBACK (rebuild), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::cursor-window", G_CALLBACK (on_cursor_changed_cb), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::visible-start", G_CALLBACK (on_range_changed_cb), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::visible-end", G_CALLBACK (on_range_changed_cb), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::collapsed-groups", G_CALLBACK (on_groups_changed_cb), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::lane-filter", G_CALLBACK (on_groups_changed_cb), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Time series chart"),
                                  -1);
  _gp_lane_chart_update_accessible (self);
}

const char *
gp_lane_chart_get_kind (GpLaneChart *self)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);

  return self->kind;
}

void
gp_lane_chart_set_kind (GpLaneChart *self,
                        const char  *kind)
{
  g_return_if_fail (GP_IS_LANE_CHART (self));
  g_return_if_fail (kind != NULL);

  if (g_strcmp0 (self->kind, kind) == 0)
    return;

  g_free (self->kind);
  self->kind = g_strdup (kind);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

guint
gp_lane_chart_get_n_lanes (GpLaneChart *self)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), 0);

  return self->lanes != NULL ? self->lanes->len : 0;
}

const char *
gp_lane_chart_get_lane_title (GpLaneChart *self,
                              guint        i,
                              gboolean    *available)
{
  const GpLane *lane;

  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);
  g_return_val_if_fail (self->lanes != NULL && i < self->lanes->len, NULL);

  lane = g_ptr_array_index (self->lanes, i);
  if (available != NULL)
    *available = lane->available;

  return lane->title;
}

const GpLane *
gp_lane_chart_get_lane (GpLaneChart *self,
                        guint        i)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);
  g_return_val_if_fail (self->lanes != NULL && i < self->lanes->len, NULL);

  return g_ptr_array_index (self->lanes, i);
}

void
gp_lane_chart_get_visible_range (GpLaneChart *self,
                                 double      *start,
                                 double      *end)
{
  double s, e;

  g_return_if_fail (GP_IS_LANE_CHART (self));

  _gp_lane_chart_get_range (self, &s, &e);
  if (start != NULL)
    *start = s;
  if (end != NULL)
    *end = e;
}

char *
gp_lane_chart_dup_readout (GpLaneChart *self,
                           guint        i)
{
  int window;

  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);
  g_return_val_if_fail (self->lanes != NULL && i < self->lanes->len, NULL);

  window = _gp_lane_chart_readout_window (self);
  if (window < 0)
    return NULL;

  return _gp_lane_chart_format_value (g_ptr_array_index (self->lanes, i), window);
}

const char *
gp_lane_chart_get_cursor_text (GpLaneChart *self,
                               double      *x)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);

  if (x != NULL)
    *x = self->cursor_x;

  return self->cursor_text;
}

GArray *
gp_lane_chart_get_header_boxes (GpLaneChart *self)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);

  return self->header_boxes;
}
