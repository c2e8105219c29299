/* gp-graph-view-input.c: pointer and tooltips
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

/* Part of GpGraphView: pointer and tooltips. A click selects the element under it (on a link, the
 * element it leads to; elsewhere, nothing), a drag pans, the wheel scrolls (a plain wheel over a
 * graph with nothing to scroll up or down scrolls sideways), Ctrl+wheel or a pinch zooms around the
 * pointer, and the tooltip describes the item under the pointer. */

#include "config.h"

#include <math.h>

#include "gp-graph-view-private.h"

static void
set_hover (GpGraphView      *self,
           const GpXdotItem *item)
{
  if (self->hover == item)
    return;

  self->hover = item;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   item != NULL && item->kind == GP_XDOT_ITEM_NODE ? "pointer"
                                                                                   : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
gp_graph_view_get_hovered (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  return self->hover != NULL ? self->hover->id : NULL;
}

static void
on_motion_cb (GpGraphView              *self,
              double                    x,
              double                    y,
              GtkEventControllerMotion *controller)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  self->pointer_x = x;
  self->pointer_y = y;
  set_hover (self, _gp_graph_view_item_at (self, x, y));
}

static void
on_leave_cb (GpGraphView              *self,
             GtkEventControllerMotion *controller)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  set_hover (self, NULL);
}

/* A wheel over a graph with nothing to scroll up or down (a pipeline is
 * wide and flat) scrolls it sideways, as the scrolled window would with
 * Shift held; a step is the scrolled window's own. */
static gboolean
scroll_sideways (GpGraphView              *self,
                 double                    dy,
                 GtkEventControllerScroll *controller)
{
  GtkAdjustment *h = self->hadjustment;
  GtkAdjustment *v = self->vadjustment;
  double page = gtk_adjustment_get_page_size (h);
  double step;

  if (dy == 0 ||
      gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v) > 0.5 ||
      gtk_adjustment_get_upper (h) - page <= 0.5)
    return FALSE;

  step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE
           ? 1.0 : pow (page, 2.0 / 3.0);
  _gp_graph_view_user_moved (self);
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) + dy * step);

  return TRUE;
}

static gboolean
on_scroll_cb (GpGraphView              *self,
              double                    dx,
              double                    dy,
              GtkEventControllerScroll *controller)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  GdkModifierType state;
  double zoom;

  g_assert (GP_IS_GRAPH_VIEW (self));

  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  if ((state & GDK_CONTROL_MASK) == 0)
    return scroll_sideways (self, dy, controller);
  if (dy == 0)
    return FALSE;

  zoom = gp_view_state_get_zoom (view_state) * pow (GP_GRAPH_VIEW_ZOOM_STEP, -dy);
  _gp_graph_view_zoom_at (self, zoom, self->pointer_x, self->pointer_y);

  return TRUE;
}

/* A touchpad or touchscreen pinch zooms around the fingers' centre (the
 * widget's when the gesture does not tell); the scale is the gesture's
 * whole, from its start. */
static void
on_pinch_begin_cb (GpGraphView      *self,
                   GdkEventSequence *sequence,
                   GtkGesture       *gesture)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_assert (GP_IS_GRAPH_VIEW (self));

  self->pinch_zoom = gp_view_state_get_zoom (view_state);
  if (!gtk_gesture_is_active (gesture) ||
      !gtk_gesture_get_bounding_box_center (gesture, &self->pinch_x, &self->pinch_y))
    {
      self->pinch_x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      self->pinch_y = _gp_graph_view_middle_y (self);
    }
}

static void
on_pinch_scale_changed_cb (GpGraphView    *self,
                           double          scale,
                           GtkGestureZoom *gesture)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  if (self->pinch_zoom <= 0 || !(scale > 0))
    return;

  _gp_graph_view_zoom_at (self, self->pinch_zoom * scale, self->pinch_x, self->pinch_y);
}

static void
on_click_released_cb (GpGraphView     *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const GpXdotItem *item;

  g_assert (GP_IS_GRAPH_VIEW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self));

  if (self->dragged)
    return;

  item = _gp_graph_view_item_at (self, x, y);
  /* A double click on a collapsed bin expands it, on a bin's frame collapses it. */
  if (n_press == 2 && item != NULL && item->kind == GP_XDOT_ITEM_NODE &&
      gp_graph_view_get_bin_collapsed (self, item->id))
    {
      gp_graph_view_set_bin_collapsed (self, item->id, FALSE);
      return;
    }
  if (n_press == 2 && item == NULL && (item = _gp_graph_view_cluster_at (self, x, y)) != NULL)
    {
      gp_graph_view_set_bin_collapsed (self, item->id, TRUE);
      return;
    }
  if (item != NULL && item->kind == GP_XDOT_ITEM_NODE)
    gp_view_state_set_selected_element (view_state, item->id);
  else if (item != NULL && item->kind == GP_XDOT_ITEM_EDGE)
    gp_view_state_set_selected_element (view_state, item->head);
  else
    gp_view_state_set_selected_element (view_state, NULL);
}

static void
on_drag_begin_cb (GpGraphView    *self,
                  double          x,
                  double          y,
                  GtkGestureDrag *gesture)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  self->dragged = FALSE;
  self->drag_h = gtk_adjustment_get_value (self->hadjustment);
  self->drag_v = gtk_adjustment_get_value (self->vadjustment);
}

static void
on_drag_update_cb (GpGraphView    *self,
                   double          dx,
                   double          dy,
                   GtkGestureDrag *gesture)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  if (!self->dragged && hypot (dx, dy) < 4.0)
    return;

  if (!self->dragged)
    {
      self->dragged = TRUE;
      _gp_graph_view_user_moved (self);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
    }

  gtk_adjustment_set_value (self->hadjustment, self->drag_h - dx);
  gtk_adjustment_set_value (self->vadjustment, self->drag_v - dy);
}

static void
on_drag_end_cb (GpGraphView    *self,
                double          dx,
                double          dy,
                GtkGestureDrag *gesture)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  if (self->dragged)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
}

static gboolean
on_query_tooltip_cb (GpGraphView *self,
                     int          x,
                     int          y,
                     gboolean     keyboard,
                     GtkTooltip  *tooltip)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const GpXdotItem *item;
  g_autofree char *text = NULL;

  g_assert (GP_IS_GRAPH_VIEW (self));

  if (keyboard)
    {
      const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
      const char *selected = gp_view_state_get_selected_element (view_state);

      item = layout != NULL && selected != NULL
           ? gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, selected) : NULL;
      if (item != NULL && item->tooltip != NULL)
        text = g_strdup (item->tooltip);
    }
  else
    text = gp_graph_view_dup_tooltip_at (self, x, y);

  if (text == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
_gp_graph_view_init_input (GpGraphView *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), NULL);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (on_motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (on_scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (gesture, "released", G_CALLBACK (on_click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect_swapped (gesture, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect_swapped (gesture, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect_swapped (gesture, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (gesture, "begin", G_CALLBACK (on_pinch_begin_cb), self);
  g_signal_connect_swapped (gesture, "scale-changed", G_CALLBACK (on_pinch_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));
}
