/* gp-graph-overview.c: GpGraphOverview, the whole pipeline graph in small with the part in view
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

/* A GpView over the Pipeline view's graph (the minimap): its size follows the layout's aspect,
 * bounded; the boxes are the layout's node rectangles (no graphviz call, no text), painted once into
 * an image kept until the document, the size, the matches, the selection or the style change, so
 * that a frame of a zoom adds one image and the view's rectangle. The graph view's adjustments say what
 * is in view and whether the overview is needed at all; a click or drag centres the graph view on
 * the point (gp_graph_view_center_on()). */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-graph-overview.h"
#include "gp-image-node.h"
#include "gp-layout.h"

#define PAD          6.0
#define WIDTH_MAX    220.0
#define HEIGHT_MAX   120.0
#define SIZE_MIN     28.0
/* A node's box is never thinner than this, in pixels, to stay visible;
 * a marked one (a match, a finding's target, the selection) is at least
 * MARK_MIN wide and MARK_HEIGHT tall, so that a long flat pipeline reads
 * as a strip of ticks. */
#define BOX_MIN      1.5
#define BOX_HEIGHT   5.0
#define MARK_MIN     3.0
#define MARK_HEIGHT  10.0

struct _GpGraphOverview
{
  GpView          parent_instance;

  GpGraphView    *graph_view;
  GSignalGroup   *graph_signals;
  GSignalGroup   *hadjustment_signals;
  GSignalGroup   *vadjustment_signals;
  GHashTable     *marks;          /* element id → GpSeverity + 1: high and medium findings' targets */
  GskRenderNode  *boxes;          /* the nodes, cached for the size below */
  int             boxes_width;
  int             boxes_height;
  double          drag_x;
  double          drag_y;
  gboolean        enabled;
};

G_DEFINE_FINAL_TYPE (GpGraphOverview, gp_graph_overview, GP_TYPE_VIEW)

enum {
  PROP_0,
  PROP_GRAPH_VIEW,
  PROP_ENABLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The graph view's layout (its direction, its collapsed bins), else the document's. */
static const GpXdotGraph *
get_layout (GpGraphOverview *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));

  if (self->graph_view != NULL)
    return gp_graph_view_get_layout (self->graph_view);

  return document != NULL ? gp_document_get_layout (document) : NULL;
}

/* The layout's scale and the offset of its origin in the overview. */
static gboolean
get_transform (GpGraphOverview *self,
               double          *scale,
               double          *ox,
               double          *oy)
{
  const GpXdotGraph *layout = get_layout (self);
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD;
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * PAD;
  double gw, gh;

  if (layout == NULL || width <= 1 || height <= 1)
    return FALSE;

  gw = MAX (gp_xdot_graph_get_width (layout), 1.0);
  gh = MAX (gp_xdot_graph_get_height (layout), 1.0);
  *scale = MIN (width / gw, height / gh);
  *ox = PAD + (width - gw * *scale) / 2;
  *oy = PAD + (height - gh * *scale) / 2;

  return TRUE;
}

gboolean
gp_graph_overview_to_layout (GpGraphOverview *self,
                             double           x,
                             double           y,
                             double          *layout_x,
                             double          *layout_y)
{
  double scale, ox, oy;

  g_return_val_if_fail (GP_IS_GRAPH_OVERVIEW (self), FALSE);

  if (!get_transform (self, &scale, &ox, &oy))
    return FALSE;

  *layout_x = (x - ox) / scale;
  *layout_y = (y - oy) / scale;

  return TRUE;
}

gboolean
gp_graph_overview_get_view_rect (GpGraphOverview *self,
                                 graphene_rect_t *rect)
{
  graphene_rect_t area, bounds;
  double scale, ox, oy;

  g_return_val_if_fail (GP_IS_GRAPH_OVERVIEW (self), FALSE);
  g_return_val_if_fail (rect != NULL, FALSE);

  if (self->graph_view == NULL || !get_transform (self, &scale, &ox, &oy) ||
      !gp_graph_view_get_visible_area (self->graph_view, &area))
    return FALSE;

  graphene_rect_init (rect, ox + area.origin.x * scale, oy + area.origin.y * scale,
                      area.size.width * scale, area.size.height * scale);
  /* As tall as the ticks of a flat graph at least. */
  if (rect->size.height < MARK_HEIGHT + 4)
    {
      rect->origin.y -= (MARK_HEIGHT + 4 - rect->size.height) / 2;
      rect->size.height = MARK_HEIGHT + 4;
    }
  /* Never past the overview's own edges. */
  graphene_rect_init (&bounds, 1, 1, gtk_widget_get_width (GTK_WIDGET (self)) - 2,
                      gtk_widget_get_height (GTK_WIDGET (self)) - 2);
  return graphene_rect_intersection (rect, &bounds, rect);
}

/* Needed when the graph does not fit its view. */
static void
update_visible (GpGraphOverview *self)
{
  GtkAdjustment *h = self->graph_view != NULL ? gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->graph_view)) : NULL;
  GtkAdjustment *v = self->graph_view != NULL ? gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->graph_view)) : NULL;
  gboolean needed = FALSE;

  if (self->enabled && h != NULL && v != NULL && get_layout (self) != NULL)
    needed = gtk_adjustment_get_upper (h) > gtk_adjustment_get_page_size (h) + 1 ||
             gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v) + 1;

  gtk_widget_set_visible (GTK_WIDGET (self), needed);
}

static void
invalidate (GpGraphOverview *self)
{
  g_clear_pointer (&self->boxes, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
rebuild_marks (GpGraphOverview *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GPtrArray *findings = document != NULL ? gp_document_get_findings (document) : NULL;

  g_hash_table_remove_all (self->marks);
  for (guint i = 0; findings != NULL && i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (finding->severity == GP_SEVERITY_INFO)
        continue;
      for (guint k = 0; k < finding->target_elements->len; k++)
        {
          const char *id = g_ptr_array_index (finding->target_elements, k);
          int before = GPOINTER_TO_INT (g_hash_table_lookup (self->marks, id)) - 1;

          /* The gravest finding's colour. */
          if (before < (int) finding->severity)
            g_hash_table_insert (self->marks, (gpointer) id, GINT_TO_POINTER (finding->severity + 1));
        }
    }
}

static void
on_document_changed_cb (GpGraphOverview *self)
{
  g_assert (GP_IS_GRAPH_OVERVIEW (self));

  rebuild_marks (self);
  invalidate (self);
  update_visible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
gp_graph_overview_document_set (GpView     *view,
                                GpDocument *previous)
{
  on_document_changed_cb (GP_GRAPH_OVERVIEW (view));
}

static void
gp_graph_overview_view_state_set (GpView      *view,
                                  GpViewState *previous)
{
  invalidate (GP_GRAPH_OVERVIEW (view));
}

static void
build_boxes (GpGraphOverview *self,
             double           scale,
             double           ox,
             double           oy)
{
  const GpXdotGraph *layout = get_layout (self);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *selected = view_state != NULL ? gp_view_state_get_selected_element (view_state) : NULL;
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  int factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GHashTable) matches = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) match_ids = NULL;
  GdkRGBA fg, node, cluster, accent, match, high, medium;

  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    gdk_rgba_parse (&accent, "#3584e4");
  node = fg;
  node.alpha *= 0.45f;
  cluster = fg;
  cluster.alpha *= 0.07f;
  gdk_rgba_parse (&match, "#f5c211");
  gdk_rgba_parse (&high, GP_LAYOUT_COLOR_HIGH);
  gdk_rgba_parse (&medium, GP_LAYOUT_COLOR_MEDIUM);

  g_clear_pointer (&self->boxes, gsk_render_node_unref);
  self->boxes_width = width;
  self->boxes_height = height;
  if (width <= 0 || height <= 0)
    return;

  /* Painted once into an image: a frame then draws one image, not a node
   * per element. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * factor, height * factor);
  cairo_surface_set_device_scale (surface, factor, factor);
  cr = cairo_create (surface);

  if (self->graph_view != NULL)
    match_ids = gp_graph_view_get_matches (self->graph_view);
  for (guint i = 0; match_ids != NULL && match_ids[i] != NULL; i++)
    g_hash_table_add (matches, match_ids[i]);

  /* Clusters, plain nodes, the findings' targets, the matches, the
   * selection: each over the ones before. While a search has matches, the
   * findings' marks step back (they would hide the matches of a long
   * pipeline whose every other element has a finding). */
  for (guint pass = 0; pass < 5; pass++)
    for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
      {
        const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
        gboolean is_node = item->kind == GP_XDOT_ITEM_NODE;
        gboolean is_match = is_node && g_hash_table_contains (matches, item->id);
        int mark = is_node && g_hash_table_size (matches) == 0
                 ? GPOINTER_TO_INT (g_hash_table_lookup (self->marks, item->id)) : 0;
        gboolean is_selected = is_node && g_strcmp0 (selected, item->id) == 0;
        guint item_pass;
        const GdkRGBA *color;
        double w, h;

        if (item->kind == GP_XDOT_ITEM_CLUSTER)
          item_pass = 0, color = &cluster;
        else if (!is_node)
          continue;
        else if (is_selected)
          item_pass = 4, color = &accent;
        else if (is_match)
          item_pass = 3, color = &match;
        else if (mark > 0)
          item_pass = 2, color = mark == GP_SEVERITY_HIGH + 1 ? &high : &medium;
        else
          item_pass = 1, color = &node;
        if (item_pass != pass)
          continue;

        w = MAX (item->bounds.width * scale, BOX_MIN);
        h = MAX (item->bounds.height * scale, is_node ? BOX_HEIGHT : BOX_MIN);
        /* A marked node stands out at any scale. */
        if (pass >= 2)
          {
            w = MAX (w, MARK_MIN);
            h = MAX (h, MARK_HEIGHT);
          }
        cairo_rectangle (cr,
                         ox + (item->bounds.x + item->bounds.width / 2) * scale - w / 2,
                         oy + (item->bounds.y + item->bounds.height / 2) * scale - h / 2,
                         w, h);
        gdk_cairo_set_source_rgba (cr, color);
        cairo_fill (cr);
      }

  cairo_destroy (cr);
  /* Not a texture: GTK 4.8's cairo renderer would convert it at every frame (gp-image-node.c). */
  self->boxes = gp_image_node_new (surface, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_surface_destroy (surface);
}

static void
gp_graph_overview_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  GpGraphOverview *self = GP_GRAPH_OVERVIEW (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  graphene_rect_t rect;
  GskRoundedRect frame;
  GdkRGBA accent, fill;
  float widths[4] = { 1.5, 1.5, 1.5, 1.5 };
  double scale, ox, oy;

  if (!get_transform (self, &scale, &ox, &oy))
    return;

  if (self->boxes == NULL || self->boxes_width != gtk_widget_get_width (widget) ||
      self->boxes_height != gtk_widget_get_height (widget))
    build_boxes (self, scale, ox, oy);
  if (self->boxes != NULL)
    gtk_snapshot_append_node (snapshot, self->boxes);

  if (!gp_graph_overview_get_view_rect (self, &rect))
    return;

  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    gdk_rgba_parse (&accent, "#3584e4");
  fill = accent;
  fill.alpha = 0.14f;
  gtk_snapshot_append_color (snapshot, &fill, &rect);
  gsk_rounded_rect_init_from_rect (&frame, &rect, 2);
  gtk_snapshot_append_border (snapshot, &frame, widths,
                              (GdkRGBA[4]) { accent, accent, accent, accent });
}

static void
gp_graph_overview_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  const GpXdotGraph *layout = get_layout (GP_GRAPH_OVERVIEW (widget));
  double width = WIDTH_MAX, height = SIZE_MIN;

  if (layout != NULL)
    {
      double ratio = MAX (gp_xdot_graph_get_height (layout), 1.0) / MAX (gp_xdot_graph_get_width (layout), 1.0);

      height = (WIDTH_MAX - 2 * PAD) * ratio + 2 * PAD;
      if (height > HEIGHT_MAX)
        {
          height = HEIGHT_MAX;
          width = MAX ((HEIGHT_MAX - 2 * PAD) / ratio + 2 * PAD, SIZE_MIN);
        }
      height = MAX (height, SIZE_MIN);
    }

  *minimum = *natural = (int) ceil (orientation == GTK_ORIENTATION_HORIZONTAL ? width : height);
}

static void
move_view (GpGraphOverview *self,
           double           x,
           double           y)
{
  double lx, ly;

  if (self->graph_view != NULL && gp_graph_overview_to_layout (self, x, y, &lx, &ly))
    gp_graph_view_center_on (self->graph_view, lx, ly);
}

static void
on_drag_begin_cb (GpGraphOverview *self,
                  double           x,
                  double           y,
                  GtkGestureDrag  *gesture)
{
  g_assert (GP_IS_GRAPH_OVERVIEW (self));

  self->drag_x = x;
  self->drag_y = y;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  move_view (self, x, y);
}

static void
on_drag_update_cb (GpGraphOverview *self,
                   double           dx,
                   double           dy,
                   GtkGestureDrag  *gesture)
{
  g_assert (GP_IS_GRAPH_OVERVIEW (self));

  move_view (self, self->drag_x + dx, self->drag_y + dy);
}

static void
on_drag_end_cb (GpGraphOverview *self,
                double           dx,
                double           dy,
                GtkGestureDrag  *gesture)
{
  g_assert (GP_IS_GRAPH_OVERVIEW (self));

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
}

static void
on_adjustment_changed_cb (GpGraphOverview *self)
{
  g_assert (GP_IS_GRAPH_OVERVIEW (self));

  update_visible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_adjustments_set_cb (GpGraphOverview *self)
{
  g_assert (GP_IS_GRAPH_OVERVIEW (self));

  g_signal_group_set_target (self->hadjustment_signals,
                             self->graph_view != NULL ? gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->graph_view)) : NULL);
  g_signal_group_set_target (self->vadjustment_signals,
                             self->graph_view != NULL ? gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->graph_view)) : NULL);
  update_visible (self);
}

static void
gp_graph_overview_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (gp_graph_overview_parent_class)->css_changed (widget, change);

  invalidate (GP_GRAPH_OVERVIEW (widget));
}

GpGraphView *
gp_graph_overview_get_graph_view (GpGraphOverview *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_OVERVIEW (self), NULL);

  return self->graph_view;
}

void
gp_graph_overview_set_graph_view (GpGraphOverview *self,
                                  GpGraphView     *graph_view)
{
  g_return_if_fail (GP_IS_GRAPH_OVERVIEW (self));
  g_return_if_fail (!graph_view || GP_IS_GRAPH_VIEW (graph_view));

  if (!g_set_object (&self->graph_view, graph_view))
    return;

  g_signal_group_set_target (self->graph_signals, graph_view);
  on_adjustments_set_cb (self);
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRAPH_VIEW]);
}

gboolean
gp_graph_overview_get_enabled (GpGraphOverview *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_OVERVIEW (self), FALSE);

  return self->enabled;
}

void
gp_graph_overview_set_enabled (GpGraphOverview *self,
                               gboolean         enabled)
{
  g_return_if_fail (GP_IS_GRAPH_OVERVIEW (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;

  self->enabled = enabled;
  update_visible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

static void
gp_graph_overview_dispose (GObject *object)
{
  GpGraphOverview *self = (GpGraphOverview *)object;

  if (self->graph_signals != NULL)
    g_signal_group_set_target (self->graph_signals, NULL);
  if (self->hadjustment_signals != NULL)
    g_signal_group_set_target (self->hadjustment_signals, NULL);
  if (self->vadjustment_signals != NULL)
    g_signal_group_set_target (self->vadjustment_signals, NULL);
  g_clear_object (&self->graph_view);
  g_clear_pointer (&self->boxes, gsk_render_node_unref);

  G_OBJECT_CLASS (gp_graph_overview_parent_class)->dispose (object);
}

static void
gp_graph_overview_finalize (GObject *object)
{
  GpGraphOverview *self = (GpGraphOverview *)object;

  g_clear_object (&self->graph_signals);
  g_clear_object (&self->hadjustment_signals);
  g_clear_object (&self->vadjustment_signals);
  g_clear_pointer (&self->marks, g_hash_table_unref);

  G_OBJECT_CLASS (gp_graph_overview_parent_class)->finalize (object);
}

static void
gp_graph_overview_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  GpGraphOverview *self = GP_GRAPH_OVERVIEW (object);

  switch (prop_id)
    {
    case PROP_GRAPH_VIEW:
      g_value_set_object (value, self->graph_view);
      break;

    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_graph_overview_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  GpGraphOverview *self = GP_GRAPH_OVERVIEW (object);

  switch (prop_id)
    {
    case PROP_GRAPH_VIEW:
      gp_graph_overview_set_graph_view (self, g_value_get_object (value));
      break;

    case PROP_ENABLED:
      gp_graph_overview_set_enabled (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_graph_overview_class_init (GpGraphOverviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_graph_overview_dispose;
  object_class->finalize = gp_graph_overview_finalize;
  object_class->get_property = gp_graph_overview_get_property;
  object_class->set_property = gp_graph_overview_set_property;

  widget_class->snapshot = gp_graph_overview_snapshot;
  widget_class->measure = gp_graph_overview_measure;
  widget_class->css_changed = gp_graph_overview_css_changed;

  view_class->document_set = gp_graph_overview_document_set;
  view_class->view_state_set = gp_graph_overview_view_state_set;

  properties[PROP_GRAPH_VIEW] =
    g_param_spec_object ("graph-view", NULL, NULL,
                         GP_TYPE_GRAPH_VIEW,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "graphoverview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gp_graph_overview_init (GpGraphOverview *self)
{
  GtkGesture *gesture;
  GSignalGroup *signals;

  self->enabled = TRUE;
  self->marks = g_hash_table_new (g_str_hash, g_str_equal);

  self->graph_signals = g_signal_group_new (GP_TYPE_GRAPH_VIEW);
  g_signal_group_connect_swapped (self->graph_signals, "notify::hadjustment",
                                  G_CALLBACK (on_adjustments_set_cb), self);
  g_signal_group_connect_swapped (self->graph_signals, "notify::vadjustment",
                                  G_CALLBACK (on_adjustments_set_cb), self);
  g_signal_group_connect_swapped (self->graph_signals, "notify::search-text",
                                  G_CALLBACK (invalidate), self);
  g_signal_group_connect_swapped (self->graph_signals, "notify::n-matches",
                                  G_CALLBACK (invalidate), self);
  g_signal_group_connect_swapped (self->graph_signals, "layout-changed",
                                  G_CALLBACK (on_document_changed_cb), self);

  self->hadjustment_signals = g_signal_group_new (GTK_TYPE_ADJUSTMENT);
  self->vadjustment_signals = g_signal_group_new (GTK_TYPE_ADJUSTMENT);
  for (guint i = 0; i < 2; i++)
    {
      signals = i == 0 ? self->hadjustment_signals : self->vadjustment_signals;
      g_signal_group_connect_swapped (signals, "changed", G_CALLBACK (on_adjustment_changed_cb), self);
      g_signal_group_connect_swapped (signals, "value-changed",
                                      G_CALLBACK (gtk_widget_queue_draw), self);
    }

  signals = gp_view_get_document_signals (GP_VIEW (self));
  g_signal_group_connect_swapped (signals, "notify::complete", G_CALLBACK (on_document_changed_cb), self);
  signals = gp_view_get_view_state_signals (GP_VIEW (self));
  g_signal_group_connect_swapped (signals, "notify::selected-element", G_CALLBACK (invalidate), self);

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (gesture, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect_swapped (gesture, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect_swapped (gesture, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Overview: click or drag to move the view"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Graph overview"),
                                  -1);
}

GtkWidget *
gp_graph_overview_new (void)
{
  return g_object_new (GP_TYPE_GRAPH_OVERVIEW, NULL);
}
