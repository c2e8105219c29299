/* gp-lane-chart.c
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
#include <math.h>

#include "gp-chart-lanes.h"
#include "gp-lane-chart.h"
#include "gp-layout.h"

#define GUTTER 210.0
#define RIGHT_PAD 16.0
#define AXIS_HEIGHT 28.0
#define LANE_HEIGHT 52.0
#define LANE_PAD 6.0
#define MAX_READOUT_LANES 14

struct _GpLaneChart
{
  GtkWidget     parent_instance;

  GpDocument   *document;
  GpViewState  *view_state;
  char         *kind;
  GPtrArray    *lanes;        /* of GpLane */
  GArray       *t;            /* window starts, borrowed from the session */
  double        window_s;
  double        duration;
  double        hover_x;      /* -1 when the pointer is away */
};

G_DEFINE_FINAL_TYPE (GpLaneChart, gp_lane_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_VIEW_STATE,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  double   x;
  double   lo;
  double   hi;
  gboolean valid;
} Column;

static double
plot_width (GpLaneChart *self)
{
  return MAX (gtk_widget_get_width (GTK_WIDGET (self)) - GUTTER - RIGHT_PAD, 1.0);
}

static double
x_for_time (GpLaneChart *self,
            double       t)
{
  return GUTTER + (self->duration > 0 ? t / self->duration : 0) * plot_width (self);
}

int
gp_lane_chart_window_at (GpLaneChart *self,
                         double       x)
{
  double t;
  guint n;

  g_return_val_if_fail (GP_IS_LANE_CHART (self), -1);

  n = self->t != NULL ? self->t->len : 0;
  if (n == 0 || x < GUTTER || x > GUTTER + plot_width (self))
    return -1;

  t = (x - GUTTER) / plot_width (self) * self->duration;
  for (guint i = n; i > 0; i--)
    {
      if (g_array_index (self->t, double, i - 1) <= t)
        return i - 1;
    }

  return 0;
}

static void
rebuild (GpLaneChart *self)
{
  GpSeries *series;
  guint n;

  g_clear_pointer (&self->lanes, g_ptr_array_unref);
  self->t = NULL;
  self->duration = 0;

  if (self->document != NULL)
    {
      series = gp_session_get_series (gp_document_get_session (self->document));
      n = gp_series_get_n_windows (series);
      self->t = gp_series_get_t_array (series);
      self->window_s = gp_series_get_window_ms (series) / 1000.0;
      self->duration = n > 0 ? gp_series_get_t (series, n - 1) + self->window_s : 0;
      self->lanes = g_strcmp0 (self->kind, "system") == 0
                  ? gp_chart_lanes_system (self->document)
                  : gp_chart_lanes_timeline (self->document);
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* One column per window when they fit, else one per pixel with the
 * window values' min and max (never 10^6 points drawn one by one). */
static GArray *
columns_for (GpLaneChart  *self,
             const GpLane *lane)
{
  guint n = lane->values->len;
  double width = plot_width (self);
  GArray *columns = g_array_new (FALSE, TRUE, sizeof (Column));

  if (n <= (guint) width)
    {
      for (guint i = 0; i < n; i++)
        {
          Column column = { 0 };
          double value = g_array_index (lane->values, double, i);
          double low = lane->low != NULL ? gp_column_get (lane->low, i) : value;
          double t = i < self->t->len ? g_array_index (self->t, double, i) : 0;

          column.x = x_for_time (self, t + self->window_s / 2);
          column.valid = !gp_is_null (value);
          column.hi = value;
          column.lo = gp_is_null (low) ? value : low;
          g_array_append_val (columns, column);
        }
      return columns;
    }

  for (guint px = 0; px < (guint) width; px++)
    {
      guint i0 = (guint) ((double) px * n / width);
      guint i1 = MAX (i0 + 1, (guint) ((double) (px + 1) * n / width));
      Column column = { GUTTER + px + 0.5, G_MAXDOUBLE, -G_MAXDOUBLE, FALSE };

      for (guint i = i0; i < MIN (i1, n); i++)
        {
          double value = g_array_index (lane->values, double, i);
          double low = lane->low != NULL ? gp_column_get (lane->low, i) : value;

          if (gp_is_null (value))
            continue;
          column.valid = TRUE;
          column.hi = MAX (column.hi, value);
          column.lo = MIN (column.lo, gp_is_null (low) ? value : low);
        }
      g_array_append_val (columns, column);
    }

  return columns;
}

static double
y_for_value (const GpLane *lane,
             double        top,
             double        value)
{
  double height = LANE_HEIGHT - 2 * LANE_PAD;
  double v = CLAMP (value / (lane->max > 0 ? lane->max : 1), 0.0, 1.0);

  return top + LANE_PAD + (1.0 - v) * height;
}

static void
draw_series (GpLaneChart  *self,
             GtkSnapshot  *snapshot,
             const GpLane *lane,
             double        top)
{
  g_autoptr(GArray) columns = columns_for (self, lane);
  graphene_rect_t bounds;
  GdkRGBA color;
  cairo_t *cr;
  gboolean pen_down = FALSE;

  gdk_rgba_parse (&color, lane->color);
  graphene_rect_init (&bounds, GUTTER - 2, top, plot_width (self) + 4, LANE_HEIGHT);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_set_line_width (cr, 1.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* The band: upper edge forwards, lower edge back, run by run. */
  if (lane->style == GP_LANE_BAND)
    {
      for (guint i = 0; i < columns->len;)
        {
          guint start = i, end;

          while (start < columns->len && !g_array_index (columns, Column, start).valid)
            start++;
          for (end = start; end < columns->len && g_array_index (columns, Column, end).valid; end++)
            ;
          if (start >= columns->len)
            break;

          for (guint k = start; k < end; k++)
            {
              const Column *c = &g_array_index (columns, Column, k);

              cairo_line_to (cr, c->x, y_for_value (lane, top, c->hi));
            }
          for (guint k = end; k > start; k--)
            {
              const Column *c = &g_array_index (columns, Column, k - 1);

              cairo_line_to (cr, c->x, y_for_value (lane, top, c->lo));
            }
          cairo_close_path (cr);
          i = end;
        }
      cairo_set_source_rgba (cr, color.red, color.green, color.blue, 0.25);
      cairo_fill (cr);
    }

  /* The line along the top of each column, with its min–max extent. */
  for (guint i = 0; i < columns->len; i++)
    {
      const Column *c = &g_array_index (columns, Column, i);

      if (!c->valid)
        {
          pen_down = FALSE;
          continue;
        }
      if (pen_down)
        cairo_line_to (cr, c->x, y_for_value (lane, top, c->hi));
      else
        cairo_move_to (cr, c->x, y_for_value (lane, top, c->hi));
      if (lane->style == GP_LANE_LINE && c->lo < c->hi)
        {
          cairo_line_to (cr, c->x, y_for_value (lane, top, c->lo));
          cairo_move_to (cr, c->x, y_for_value (lane, top, c->hi));
        }
      pen_down = TRUE;
    }
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_stroke (cr);
  cairo_destroy (cr);

  /* Stalled windows: a red mark along the bottom of the lane. */
  for (guint i = 0; lane->stalled != NULL && i < lane->stalled->len && i < self->t->len; i++)
    {
      if (g_array_index (lane->stalled, guint8, i))
        {
          double t = g_array_index (self->t, double, i);
          double x0 = x_for_time (self, t);
          double x1 = x_for_time (self, t + self->window_s);
          GdkRGBA red;

          gdk_rgba_parse (&red, GP_LAYOUT_COLOR_HIGH);
          gtk_snapshot_append_color (snapshot, &red,
                                     &GRAPHENE_RECT_INIT (x0, top + LANE_HEIGHT - 4,
                                                          MAX (x1 - x0, 1), 3));
        }
    }
}

static void
append_text (GtkSnapshot   *snapshot,
             PangoLayout   *layout,
             double         x,
             double         y,
             const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static PangoLayout *
small_layout (GpLaneChart *self,
              const char  *text,
              gboolean     bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_scale_new (0.85));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

static double
nice_step (double span,
           double target_ticks)
{
  double raw = span / MAX (target_ticks, 1);
  double magnitude = pow (10, floor (log10 (MAX (raw, 1e-9))));
  double norm = raw / magnitude;

  return (norm < 1.5 ? 1 : norm < 3.5 ? 2 : norm < 7.5 ? 5 : 10) * magnitude;
}

static void
draw_axis (GpLaneChart   *self,
           GtkSnapshot   *snapshot,
           const GdkRGBA *fg,
           double         height)
{
  GdkRGBA grid = *fg, dim = *fg;
  double step = nice_step (self->duration, plot_width (self) / 90.0);

  grid.alpha = 0.12f;
  dim.alpha = 0.6f;

  for (double t = 0; t <= self->duration + 1e-9 && step > 0; t += step)
    {
      double x = x_for_time (self, t);
      g_autofree char *label = g_strdup_printf ("%g s", t);
      g_autoptr(PangoLayout) layout = small_layout (self, label, FALSE);
      int width;

      pango_layout_get_pixel_size (layout, &width, NULL);
      gtk_snapshot_append_color (snapshot, &grid,
                                 &GRAPHENE_RECT_INIT (x, AXIS_HEIGHT - 4, 1, height));
      append_text (snapshot, layout,
                   MIN (x - width / 2.0, x_for_time (self, self->duration) - width), 4, &dim);
    }
}

static void
draw_events (GpLaneChart   *self,
             GtkSnapshot   *snapshot,
             const GdkRGBA *fg,
             double         bottom)
{
  GpSession *session = gp_document_get_session (self->document);
  guint n = gp_session_get_n_events (session);
  graphene_rect_t bounds;
  cairo_t *cr;
  double dashes[] = { 3, 3 };

  if (n == 0)
    return;

  graphene_rect_init (&bounds, GUTTER - 2, AXIS_HEIGHT,
                      plot_width (self) + 4, bottom - AXIS_HEIGHT);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_set_line_width (cr, 1);
  cairo_set_dash (cr, dashes, 2, 0);

  for (guint i = 0; i < n; i++)
    {
      const GpEvent *event = gp_session_get_event (session, i);
      double x = floor (x_for_time (self, event->t)) + 0.5;

      if (g_strcmp0 (event->kind, "error") == 0)
        cairo_set_source_rgba (cr, 0.9, 0.28, 0.3, 0.9);
      else
        cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.3);
      cairo_move_to (cr, x, AXIS_HEIGHT);
      cairo_line_to (cr, x, bottom);
      cairo_stroke (cr);
    }

  cairo_destroy (cr);
}

static void
gp_lane_chart_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  GpLaneChart *self = GP_LANE_CHART (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  double width = gtk_widget_get_width (widget);
  double bottom;
  GdkRGBA fg, dim, stripe, accent;
  int cursor;

  if (self->lanes == NULL || self->t == NULL)
    return;

  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    gdk_rgba_parse (&accent, "#3584e4");
  dim = fg;
  dim.alpha = 0.55f;
  stripe = fg;
  stripe.alpha = 0.035f;
  bottom = AXIS_HEIGHT + self->lanes->len * LANE_HEIGHT;

  draw_axis (self, snapshot, &fg, bottom - AXIS_HEIGHT + 4);

  for (guint i = 0; i < self->lanes->len; i++)
    {
      const GpLane *lane = g_ptr_array_index (self->lanes, i);
      double top = AXIS_HEIGHT + i * LANE_HEIGHT;
      g_autoptr(PangoLayout) title = small_layout (self, lane->title, TRUE);
      g_autoptr(PangoLayout) scale = NULL;
      g_autofree char *scale_text = NULL;

      if (i % 2 == 0)
        gtk_snapshot_append_color (snapshot, &stripe,
                                   &GRAPHENE_RECT_INIT (0, top, width, LANE_HEIGHT));

      pango_layout_set_width (title, (GUTTER - 24) * PANGO_SCALE);
      pango_layout_set_ellipsize (title, PANGO_ELLIPSIZE_MIDDLE);
      append_text (snapshot, title, 12, top + 8, &fg);

      if (lane->available)
        /* Translators: a lane's measure and the top of its scale,
         * e.g. "processing p95 · ≤ 12.3 ms" */
        scale_text = g_strdup_printf (_("%s · ≤ %.3g %s"), lane->what, lane->max, lane->unit);
      else
        scale_text = g_strdup (_("not available on this board"));
      scale = small_layout (self, scale_text, FALSE);
      pango_layout_set_width (scale, (GUTTER - 24) * PANGO_SCALE);
      pango_layout_set_ellipsize (scale, PANGO_ELLIPSIZE_END);
      append_text (snapshot, scale, 12, top + 27, &dim);

      if (lane->available)
        draw_series (self, snapshot, lane, top);
    }

  draw_events (self, snapshot, &fg, bottom);

  cursor = self->view_state != NULL ? gp_view_state_get_cursor_window (self->view_state) : -1;
  if (cursor >= 0 && (guint) cursor < self->t->len)
    {
      double x = x_for_time (self, g_array_index (self->t, double, cursor) + self->window_s / 2);

      gtk_snapshot_append_color (snapshot, &accent, &GRAPHENE_RECT_INIT (x - 1, AXIS_HEIGHT - 4, 2,
                                                                         bottom - AXIS_HEIGHT + 4));
    }

  if (self->hover_x >= GUTTER && self->hover_x <= GUTTER + plot_width (self))
    {
      GdkRGBA hover = fg;

      hover.alpha = 0.35f;
      gtk_snapshot_append_color (snapshot, &hover, &GRAPHENE_RECT_INIT (self->hover_x, AXIS_HEIGHT,
                                                                        1, bottom - AXIS_HEIGHT));
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
  guint n = self->lanes != NULL ? self->lanes->len : 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = GUTTER + 120;
      *natural = GUTTER + 600;
    }
  else
    *minimum = *natural = AXIS_HEIGHT + n * LANE_HEIGHT + 8;
}

static gboolean
on_query_tooltip_cb (GpLaneChart *self,
                     int          x,
                     int          y,
                     gboolean     keyboard,
                     GtkTooltip  *tooltip)
{
  g_autoptr(GString) text = NULL;
  GpSession *session;
  double t;
  int window;

  g_assert (GP_IS_LANE_CHART (self));

  window = gp_lane_chart_window_at (self, x);
  if (window < 0 || self->lanes == NULL)
    return FALSE;

  t = g_array_index (self->t, double, window);
  /* Translators: the hover read-out's first line */
  text = g_string_new (NULL);
  g_string_append_printf (text, _("t = %.2f s"), t);

  for (guint i = 0; i < self->lanes->len && i < MAX_READOUT_LANES; i++)
    {
      const GpLane *lane = g_ptr_array_index (self->lanes, i);
      double value = gp_column_get (lane->values, window);

      if (!lane->available)
        continue;
      if (gp_is_null (value))
        g_string_append_printf (text, "\n%s: —", lane->title);
      else
        g_string_append_printf (text, "\n%s: %.2f %s", lane->title, value, lane->unit);
      if (lane->stalled != NULL && (guint) window < lane->stalled->len &&
          g_array_index (lane->stalled, guint8, window))
        g_string_append (text, _(" (stalled)"));
    }

  session = gp_document_get_session (self->document);
  for (guint i = 0; i < gp_session_get_n_events (session); i++)
    {
      const GpEvent *event = gp_session_get_event (session, i);

      if (event->t >= t - self->window_s && event->t < t + 2 * self->window_s)
        g_string_append_printf (text, "\n%.3f s  %s", event->t, event->kind);
    }

  gtk_tooltip_set_text (tooltip, text->str);
  return TRUE;
}

static void
on_motion_cb (GpLaneChart              *self,
              double                    x,
              double                    y,
              GtkEventControllerMotion *motion)
{
  g_assert (GP_IS_LANE_CHART (self));

  self->hover_x = x;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave_cb (GpLaneChart              *self,
             GtkEventControllerMotion *motion)
{
  g_assert (GP_IS_LANE_CHART (self));

  self->hover_x = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_pressed_cb (GpLaneChart     *self,
               int              n_press,
               double           x,
               double           y,
               GtkGestureClick *click)
{
  g_assert (GP_IS_LANE_CHART (self));

  if (self->view_state != NULL)
    gp_view_state_set_cursor_window (self->view_state, gp_lane_chart_window_at (self, x));
}

static void
gp_lane_chart_dispose (GObject *object)
{
  GpLaneChart *self = (GpLaneChart *)object;

  if (self->view_state != NULL)
    g_signal_handlers_disconnect_by_data (self->view_state, self);
  g_clear_object (&self->view_state);
  g_clear_object (&self->document);
  self->t = NULL;

  G_OBJECT_CLASS (gp_lane_chart_parent_class)->dispose (object);
}

static void
gp_lane_chart_finalize (GObject *object)
{
  GpLaneChart *self = (GpLaneChart *)object;

  g_clear_pointer (&self->lanes, g_ptr_array_unref);
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
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_VIEW_STATE:
      g_value_set_object (value, self->view_state);
      break;

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
    case PROP_DOCUMENT:
      gp_lane_chart_set_document (self, g_value_get_object (value));
      break;

    case PROP_VIEW_STATE:
      gp_lane_chart_set_view_state (self, g_value_get_object (value));
      break;

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

  object_class->dispose = gp_lane_chart_dispose;
  object_class->finalize = gp_lane_chart_finalize;
  object_class->get_property = gp_lane_chart_get_property;
  object_class->set_property = gp_lane_chart_set_property;

  widget_class->snapshot = gp_lane_chart_snapshot;
  widget_class->measure = gp_lane_chart_measure;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         GP_TYPE_DOCUMENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VIEW_STATE] =
    g_param_spec_object ("view-state", NULL, NULL,
                         GP_TYPE_VIEW_STATE,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_KIND] =
    g_param_spec_string ("kind", NULL, NULL,
                         "timeline",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "lanechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gp_lane_chart_init (GpLaneChart *self)
{
  GtkEventController *motion;
  GtkGesture *click;

  self->kind = g_strdup ("timeline");
  self->hover_x = -1;

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), NULL);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (motion, "motion", G_CALLBACK (on_motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (on_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  click = gtk_gesture_click_new ();
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (on_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Time series chart"),
                                  -1);
}

GpDocument *
gp_lane_chart_get_document (GpLaneChart *self)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);

  return self->document;
}

void
gp_lane_chart_set_document (GpLaneChart *self,
                            GpDocument  *document)
{
  g_return_if_fail (GP_IS_LANE_CHART (self));
  g_return_if_fail (!document || GP_IS_DOCUMENT (document));

  if (g_set_object (&self->document, document))
    {
      rebuild (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
}

GpViewState *
gp_lane_chart_get_view_state (GpLaneChart *self)
{
  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);

  return self->view_state;
}

void
gp_lane_chart_set_view_state (GpLaneChart *self,
                              GpViewState *view_state)
{
  g_return_if_fail (GP_IS_LANE_CHART (self));
  g_return_if_fail (!view_state || GP_IS_VIEW_STATE (view_state));

  if (self->view_state == view_state)
    return;

  if (self->view_state != NULL)
    g_signal_handlers_disconnect_by_data (self->view_state, self);
  g_set_object (&self->view_state, view_state);
  if (view_state != NULL)
    g_signal_connect_swapped (view_state, "notify::cursor-window",
                              G_CALLBACK (gtk_widget_queue_draw), self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_STATE]);
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
