/* gp-lane-chart-zoom.c: zoom, pan, the cursor, from pointer, touchpad and keys
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

/* Part of GpLaneChart: the visible range and the cursor from input. A click sets the cursor (in the
 * gutter: clears it; on a group's heading: collapses or expands the group); Ctrl+wheel or a pinch zooms around the pointer (a wheel notch less than a key
 * press); a horizontal wheel, Shift+wheel or a drag pans; + - 0 zoom, Left/Right move the cursor a
 * window, Shift+Left/Right and Page Up/Down pan, Home/End, Escape clears. The range is stored in
 * the view state, kept inside the run and never narrower than a few windows. */

#include "config.h"

#include <math.h>

#include "gp-lane-chart-private.h"

/* A wheel notch zooms less than a key press. */
#define WHEEL_ZOOM_STEP 1.25
/* A wheel notch or an arrow key pans a tenth of the visible span. */
#define PAN_STEP 0.1
#define DRAG_THRESHOLD 3.0

static gboolean
is_zoomed (GpLaneChart *self)
{
  double start, end;

  _gp_lane_chart_get_range (self, &start, &end);

  return start > 0 || end < self->duration;
}

/* Stores [@start, @start + span) in the view state, kept inside the run and
 * no narrower than a few windows; the whole run clears the range. */
static void
set_range (GpLaneChart *self,
           double       start,
           double       end)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  double span = end - start;
  double min_span;

  if (view_state == NULL || self->duration <= 0 || !(span > 0))
    return;

  if (span >= self->duration * (1 - 1e-9))
    {
      gp_view_state_set_visible_range (view_state, 0, 0);
      return;
    }

  min_span = MIN (self->duration, GP_LANE_CHART_MIN_WINDOWS * self->window_s);
  span = MAX (span, min_span);
  start = CLAMP (start, 0, self->duration - span);
  gp_view_state_set_visible_range (view_state, start, start + span);
}

static gboolean
cursor_center (GpLaneChart *self,
               double      *t)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  int cursor = view_state != NULL ? gp_view_state_get_cursor_window (view_state) : -1;

  if (self->t == NULL || cursor < 0 || (guint) cursor >= self->t->len)
    return FALSE;

  *t = g_array_index (self->t, double, cursor) + self->window_s / 2;
  return TRUE;
}

/* Zooms the range [@start, @end) by @factor around time @anchor. */
static void
zoom_range (GpLaneChart *self,
            double       start,
            double       end,
            double       factor,
            double       anchor)
{
  double span = end - start;
  double fraction = span > 0 ? (anchor - start) / span : 0.5;
  double new_span = span / MAX (factor, 1e-6);

  set_range (self, anchor - fraction * new_span, anchor - fraction * new_span + new_span);
}

void
gp_lane_chart_zoom (GpLaneChart *self,
                    double       factor,
                    double       x)
{
  double start, end, anchor;

  g_return_if_fail (GP_IS_LANE_CHART (self));
  g_return_if_fail (factor > 0);

  _gp_lane_chart_get_range (self, &start, &end);

  if (x >= 0)
    anchor = CLAMP (_gp_lane_chart_time_at (self, x), start, end);
  else if (!cursor_center (self, &anchor) || anchor < start || anchor > end)
    anchor = (start + end) / 2;

  zoom_range (self, start, end, factor, anchor);
}

void
gp_lane_chart_zoom_in (GpLaneChart *self)
{
  gp_lane_chart_zoom (self, GP_LANE_CHART_ZOOM_STEP, -1);
}

void
gp_lane_chart_zoom_out (GpLaneChart *self)
{
  gp_lane_chart_zoom (self, 1 / GP_LANE_CHART_ZOOM_STEP, -1);
}

void
gp_lane_chart_zoom_reset (GpLaneChart *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_return_if_fail (GP_IS_LANE_CHART (self));

  if (view_state != NULL)
    gp_view_state_set_visible_range (view_state, 0, 0);
}

void
gp_lane_chart_pan (GpLaneChart *self,
                   double       fraction)
{
  double start, end;

  g_return_if_fail (GP_IS_LANE_CHART (self));

  if (!is_zoomed (self))
    return;

  _gp_lane_chart_get_range (self, &start, &end);
  set_range (self, start + fraction * (end - start), end + fraction * (end - start));
}

void
gp_lane_chart_move_cursor (GpLaneChart *self,
                           int          delta)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  double start, end, center, margin;
  gint64 window;
  guint n;

  g_return_if_fail (GP_IS_LANE_CHART (self));

  n = self->t != NULL ? self->t->len : 0;
  if (view_state == NULL || n == 0)
    return;

  _gp_lane_chart_get_range (self, &start, &end);
  window = gp_view_state_get_cursor_window (view_state);
  if (delta == G_MININT || delta == G_MAXINT)
    window = delta == G_MININT ? 0 : (gint64) n - 1;
  else if (window < 0 || window >= n)
    window = _gp_lane_chart_window_at_time (self, (start + end) / 2);
  else
    window += delta;
  window = CLAMP (window, 0, (gint64) n - 1);
  gp_view_state_set_cursor_window (view_state, (int) window);

  /* Keep it in view, a little away from the edge. */
  center = g_array_index (self->t, double, window) + self->window_s / 2;
  margin = MIN ((end - start) / 10, self->window_s * 2);
  if (center < start + margin)
    set_range (self, center - margin, center - margin + (end - start));
  else if (center > end - margin)
    set_range (self, center + margin - (end - start), center + margin);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpLaneChart *self = GP_LANE_CHART (widget);

  if (g_str_equal (action_name, "chart.zoom-in"))
    gp_lane_chart_zoom_in (self);
  else if (g_str_equal (action_name, "chart.zoom-out"))
    gp_lane_chart_zoom_out (self);
  else
    gp_lane_chart_zoom_reset (self);
}

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  gp_lane_chart_pan (GP_LANE_CHART (widget), g_variant_get_double (param));
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  gp_lane_chart_move_cursor (GP_LANE_CHART (widget), g_variant_get_int32 (param));
}

static void
clear_cursor_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  GpLaneChart *self = GP_LANE_CHART (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  if (view_state != NULL)
    gp_view_state_set_cursor_window (view_state, -1);
}

void
gp_lane_chart_set_cursor_time (GpLaneChart *self,
                               double       t)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_return_if_fail (GP_IS_LANE_CHART (self));

  if (view_state != NULL)
    gp_view_state_set_cursor_window (view_state, _gp_lane_chart_window_at_time (self, t));
}

void
gp_lane_chart_hover (GpLaneChart *self,
                     double       x)
{
  g_return_if_fail (GP_IS_LANE_CHART (self));

  x = x < 0 ? -1 : x;
  if (self->hover_x == x)
    return;
  self->hover_x = x;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
cursor_at_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  gp_lane_chart_set_cursor_time (GP_LANE_CHART (widget), g_variant_get_double (param));
}

static void
toggle_group_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  gp_lane_chart_toggle_group (GP_LANE_CHART (widget), g_variant_get_string (param, NULL));
}

static void
on_motion_cb (GpLaneChart              *self,
              double                    x,
              double                    y,
              GtkEventControllerMotion *motion)
{
  g_assert (GP_IS_LANE_CHART (self));

  gp_lane_chart_hover (self, x);
}

static void
on_leave_cb (GpLaneChart              *self,
             GtkEventControllerMotion *motion)
{
  g_assert (GP_IS_LANE_CHART (self));

  gp_lane_chart_hover (self, -1);
}

/* Ctrl+wheel zooms around the pointer; horizontal scrolling and
 * Shift+wheel pan; a plain vertical wheel scrolls the lanes. */
static gboolean
on_scroll_cb (GpLaneChart              *self,
              double                    dx,
              double                    dy,
              GtkEventControllerScroll *controller)
{
  GdkModifierType state;

  g_assert (GP_IS_LANE_CHART (self));

  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if ((state & GDK_CONTROL_MASK) != 0 && dy != 0)
    {
      gp_lane_chart_zoom (self, pow (WHEEL_ZOOM_STEP, -dy),
                          self->hover_x >= GP_LANE_CHART_GUTTER ? self->hover_x : -1);
      return TRUE;
    }

  if ((state & GDK_SHIFT_MASK) != 0 && dx == 0)
    dx = dy;

  if (dx != 0 && is_zoomed (self))
    {
      gp_lane_chart_pan (self, dx * PAN_STEP);
      return TRUE;
    }

  return FALSE;
}

static void
on_click_released_cb (GpLaneChart     *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *click)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const GpLaneHeading *heading;
  double top, bottom;

  g_assert (GP_IS_LANE_CHART (self));

  gtk_widget_grab_focus (GTK_WIDGET (self));

  if (self->dragged || view_state == NULL)
    return;

  /* A heading, but not one scrolled under the header row. */
  _gp_lane_chart_visible_rows (self, &top, &bottom);
  if (y >= MAX (top, 0) + GP_LANE_CHART_AXIS_HEIGHT && (heading = _gp_lane_chart_heading_at_y (self, y)) != NULL)
    {
      gp_view_state_toggle_group (view_state, heading->group);
      return;
    }

  gp_view_state_set_cursor_window (view_state, gp_lane_chart_window_at (self, x));
}

static void
on_drag_begin_cb (GpLaneChart    *self,
                  double          x,
                  double          y,
                  GtkGestureDrag *drag)
{
  g_assert (GP_IS_LANE_CHART (self));

  self->dragged = FALSE;
  _gp_lane_chart_get_range (self, &self->drag_start, &self->drag_end);
}

static void
on_drag_update_cb (GpLaneChart    *self,
                   double          offset_x,
                   double          offset_y,
                   GtkGestureDrag *drag)
{
  double shift;

  g_assert (GP_IS_LANE_CHART (self));

  if (!self->dragged && fabs (offset_x) < DRAG_THRESHOLD)
    return;
  if (!(self->drag_start > 0 || self->drag_end < self->duration))
    return;

  self->dragged = TRUE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  shift = -offset_x / _gp_lane_chart_plot_width (self) * (self->drag_end - self->drag_start);
  set_range (self, self->drag_start + shift, self->drag_end + shift);
}

static void
on_drag_end_cb (GpLaneChart    *self,
                double          offset_x,
                double          offset_y,
                GtkGestureDrag *drag)
{
  g_assert (GP_IS_LANE_CHART (self));

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
}

static void
on_pinch_begin_cb (GpLaneChart      *self,
                   GdkEventSequence *sequence,
                   GtkGesture       *gesture)
{
  double y;

  g_assert (GP_IS_LANE_CHART (self));

  _gp_lane_chart_get_range (self, &self->pinch_start, &self->pinch_end);
  /* No event yet (a gesture driven without one): the plot's middle. */
  if (!gtk_gesture_is_active (gesture) ||
      !gtk_gesture_get_bounding_box_center (gesture, &self->pinch_x, &y))
    self->pinch_x = GP_LANE_CHART_GUTTER + _gp_lane_chart_plot_width (self) / 2;
}

static void
on_pinch_scale_changed_cb (GpLaneChart    *self,
                           double          scale,
                           GtkGestureZoom *gesture)
{
  double span = self->pinch_end - self->pinch_start;
  double fraction;

  g_assert (GP_IS_LANE_CHART (self));

  fraction = CLAMP ((self->pinch_x - GP_LANE_CHART_GUTTER) / _gp_lane_chart_plot_width (self), 0, 1);
  zoom_range (self, self->pinch_start, self->pinch_end, scale, self->pinch_start + fraction * span);
}

void
_gp_lane_chart_init_input (GpLaneChart *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (on_motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (on_scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (gesture, "released", G_CALLBACK (on_click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (gesture, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect_swapped (gesture, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect_swapped (gesture, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (gesture, "begin", G_CALLBACK (on_pinch_begin_cb), self);
  g_signal_connect_swapped (gesture, "scale-changed", G_CALLBACK (on_pinch_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));
}

void
_gp_lane_chart_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "chart.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "chart.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "chart.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "chart.pan", "d", pan_action);
  gtk_widget_class_install_action (widget_class, "chart.move-cursor", "i", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "chart.clear-cursor", NULL, clear_cursor_action);
  gtk_widget_class_install_action (widget_class, "chart.cursor-at", "d", cursor_at_action);
  gtk_widget_class_install_action (widget_class, "chart.toggle-group", "s", toggle_group_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "chart.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "chart.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "chart.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "chart.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "chart.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "chart.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "chart.zoom-reset", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "chart.move-cursor", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "chart.move-cursor", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "chart.move-cursor", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "chart.move-cursor", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "chart.move-cursor", "i", G_MININT);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "chart.move-cursor", "i", G_MAXINT);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "chart.clear-cursor", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_SHIFT_MASK, "chart.pan", "d", -PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, GDK_SHIFT_MASK, "chart.pan", "d", -PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_SHIFT_MASK, "chart.pan", "d", PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, GDK_SHIFT_MASK, "chart.pan", "d", PAN_STEP);
}
