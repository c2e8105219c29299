/* gp-graph-view.c: GpGraphView, the pipeline graph drawn from graphviz's xdot ops
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

/* A GpView that paints the document's laid-out graph (core/render/gp-xdot.c) itself with
 * GtkSnapshot rather than showing an SVG, so it can hit-test, zoom smoothly and paint values over
 * one layout. This file holds the widget (properties, scrolling adjustments, the focused finding's
 * outlines and the dimming of the rest, the accessible description); the painting is
 * gp-graph-view-draw.c, the overlays -overlay.c, the pad badges and tooltips -badges.c, pointer
 * input -input.c, keys -nav.c, coordinates and hit testing -geometry.c (gp-graph-view-private.h).
 * The zoom is the view state's. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-finding-extent.h"
#include "gp-graph-view-private.h"
#include "gp-render-enums.h"
#include "gp-time-format.h"


G_DEFINE_FINAL_TYPE_WITH_CODE (GpGraphView, gp_graph_view, GP_TYPE_VIEW,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

/* The view's own properties are _GP_GRAPH_VIEW_PROP_* (gp-graph-view-private.h);
 * GtkScrollable's follow them. */
enum {
  PROP_HADJUSTMENT = _GP_GRAPH_VIEW_N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[_GP_GRAPH_VIEW_N_PROPS];

enum {
  LAYOUT_CHANGED,
  N_SIGNALS
};

static guint view_signals[N_SIGNALS];

void
_gp_graph_view_notify (GpGraphView *self,
                       guint        prop_id)
{
  g_assert (prop_id > 0 && prop_id < _GP_GRAPH_VIEW_N_PROPS);

  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

gboolean
_gp_graph_view_is_highlighted (GpGraphView      *self,
                               const GpXdotItem *item)
{
  if (item->kind == GP_XDOT_ITEM_NODE)
    return g_hash_table_contains (self->highlighted_elements, item->id);
  if (item->kind == GP_XDOT_ITEM_EDGE)
    return g_hash_table_contains (self->highlighted_links, item->id);

  return FALSE;
}

GpGraphViewMark
_gp_graph_view_get_mark (GpGraphView      *self,
                         const GpXdotItem *item)
{
  GHashTable *table = item->kind == GP_XDOT_ITEM_NODE ? self->highlighted_elements :
                      item->kind == GP_XDOT_ITEM_EDGE ? self->highlighted_links : NULL;

  return table != NULL ? (GpGraphViewMark) GPOINTER_TO_INT (g_hash_table_lookup (table, item->id))
                       : _GP_GRAPH_VIEW_UNMARKED;
}

gboolean
_gp_graph_view_is_dimmed (GpGraphView      *self,
                          const GpXdotItem *item)
{
  if (g_hash_table_size (self->highlighted_elements) == 0 &&
      g_hash_table_size (self->highlighted_links) == 0)
    return FALSE;

  if (item->kind != GP_XDOT_ITEM_NODE && item->kind != GP_XDOT_ITEM_EDGE)
    return FALSE;

  return !_gp_graph_view_is_highlighted (self, item);
}

static void
update_accessible_description (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *selected = gp_view_state_get_selected_element (view_state);
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  g_autofree char *description = NULL;
  g_autofree char *heaviest = NULL;
  guint n_nodes = 0, n_edges = 0;

  for (guint i = 0; layout != NULL && i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);

      n_nodes += item->kind == GP_XDOT_ITEM_NODE;
      n_edges += item->kind == GP_XDOT_ITEM_EDGE;
    }

  if (selected != NULL)
    /* Translators: the pipeline graph's accessible description */
    description = g_strdup_printf (_("%u elements, %u links. Selected: %s. "
                                     "Arrow keys move between elements."),
                                   n_nodes, n_edges, selected);
  else
    description = g_strdup_printf (_("%u elements, %u links. Arrow keys move between elements."),
                                   n_nodes, n_edges);

  if (_gp_graph_view_get_cursor_overlay (self) != NULL)
    {
      GpSeries *series = gp_session_get_series (gp_document_get_session (document));
      char *with_cursor;

      g_autofree char *at = gp_time_format_window (series, self->cursor_overlay_window);

      /* Translators: appended to the graph's description, %s is a time */
      with_cursor = g_strdup_printf (_("%s Values of the window at %s."), description, at);
      g_free (description);
      description = with_cursor;
    }

  if ((heaviest = _gp_graph_view_dup_heaviest_holding (self)) != NULL)
    {
      /* Translators: appended to the graph's description: "1.2 GB in queue1" */
      char *with_holding = g_strdup_printf (_("%s Most held: %s."), description, heaviest);

      g_free (description);
      description = with_holding;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* @ids marked in @table; elements inside a collapsed bin mark the bin's node (@self, NULL for
 * links), and a target stays a target when a related one maps onto the same node. */
static void
add_highlighted (GpGraphView     *self,
                 GHashTable      *table,
                 const GPtrArray *ids,
                 GpGraphViewMark  mark)
{
  for (guint i = 0; i < ids->len; i++)
    {
      char *id = g_ptr_array_index (ids, i);
      gpointer key = self != NULL ? (gpointer) _gp_graph_view_shown_id (self, id) : id;

      if (mark == _GP_GRAPH_VIEW_TARGET || !g_hash_table_contains (table, key))
        g_hash_table_insert (table, key, GINT_TO_POINTER (mark));
    }
}

/* The focus's findings outlined: a finding's targets, or every member's of a focused group
 * (gp_document_lookup_focus()); a target of one stays a target when another only names it. */
static void
update_highlight (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(GPtrArray) elements = NULL;
  g_autoptr(GPtrArray) links = NULL;
  GpGraph *graph;

  g_hash_table_remove_all (self->highlighted_elements);
  g_hash_table_remove_all (self->highlighted_links);

  if (document != NULL)
    findings = gp_document_lookup_focus (document, gp_view_state_get_focused_finding (view_state));
  if (findings == NULL)
    return;

  graph = gp_session_get_graph (gp_document_get_session (document));
  elements = g_ptr_array_new ();
  links = g_ptr_array_new ();
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      /* What the title names beyond the targets (ZC's stretch, CAPS's second conversion) is
       * outlined too, more lightly (_GP_GRAPH_VIEW_RELATED). */
      gp_finding_collect_extent (finding, graph, elements, links);
      add_highlighted (self, self->highlighted_elements, finding->target_elements, _GP_GRAPH_VIEW_TARGET);
      add_highlighted (NULL, self->highlighted_links, finding->target_links, _GP_GRAPH_VIEW_TARGET);
    }
  add_highlighted (self, self->highlighted_elements, elements, _GP_GRAPH_VIEW_RELATED);
  add_highlighted (NULL, self->highlighted_links, links, _GP_GRAPH_VIEW_RELATED);
  self->highlight_severity = ((const GpFinding *) g_ptr_array_index (findings, 0))->severity;
}

static void
on_focused_finding_changed_cb (GpGraphView *self)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  update_highlight (self);
  _gp_graph_view_reveal_highlight (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_selected_element_changed_cb (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  g_assert (GP_IS_GRAPH_VIEW (self));

  update_accessible_description (self);
  _gp_graph_view_update_match_position (self);
  _gp_graph_view_reveal_element (self, gp_view_state_get_selected_element (view_state));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_cursor_window_changed_cb (GpGraphView *self)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
rebuild_link_memory (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpGraph *graph;

  g_hash_table_remove_all (self->link_memory);
  if (document == NULL)
    return;

  graph = gp_session_get_graph (gp_document_get_session (document));
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      g_hash_table_insert (self->link_memory, link->id, GINT_TO_POINTER (link->memory + 1));
    }
}

static GStrv
sorted_keys (GHashTable *table)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree const char **keys = (const char **) g_hash_table_get_keys_as_array (table, NULL);
  GStrv result;

  for (guint i = 0; keys[i] != NULL; i++)
    g_strv_builder_add (builder, keys[i]);

  result = g_strv_builder_end (builder);

  return result;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

GStrv
gp_graph_view_get_highlighted_elements (GpGraphView *self)
{
  GStrv keys;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  keys = sorted_keys (self->highlighted_elements);
  qsort (keys, g_strv_length (keys), sizeof (char *), compare_strings);
  return keys;
}

GStrv
gp_graph_view_get_highlighted_links (GpGraphView *self)
{
  GStrv keys;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  keys = sorted_keys (self->highlighted_links);
  qsort (keys, g_strv_length (keys), sizeof (char *), compare_strings);
  return keys;
}

static void
on_adjustment_value_changed_cb (GpGraphView *self)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (GpGraphView    *self,
                GtkAdjustment **slot,
                GtkAdjustment  *adjustment)
{
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);

  if (*slot == adjustment)
    return;

  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_func (*slot, on_adjustment_value_changed_cb, self);
      g_object_unref (*slot);
    }

  *slot = g_object_ref_sink (adjustment);
  g_signal_connect_object (adjustment, "value-changed",
                           G_CALLBACK (on_adjustment_value_changed_cb), self, G_CONNECT_SWAPPED);
}

void
gp_graph_view_set_top_overlay (GpGraphView *self,
                               GtkWidget   *overlay)
{
  g_return_if_fail (GP_IS_GRAPH_VIEW (self));
  g_return_if_fail (overlay == NULL || GTK_IS_WIDGET (overlay));

  if (g_set_weak_pointer (&self->top_overlay, overlay))
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}

int
gp_graph_view_get_top_inset (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), 0);

  return self->top_inset;
}

/* The overlay's margin and height, and a gap as wide as its margin. */
static int
top_overlay_inset (GpGraphView *self)
{
  int natural = 0;

  if (self->top_overlay == NULL || !gtk_widget_get_visible (self->top_overlay))
    return 0;
  gtk_widget_measure (self->top_overlay, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
  return natural + 2 * gtk_widget_get_margin_top (self->top_overlay);
}

static void
gp_graph_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  /* Narrower than before: the inspector opening beside the graph. */
  gboolean narrower = width < gtk_adjustment_get_page_size (self->hadjustment);

  self->top_inset = top_overlay_inset (self);
  if (width > 1 && height > 1)
    _gp_graph_view_update_shape (self);

  if (self->fit_pending && _gp_graph_view_get_layout (self) != NULL && width > 1 && height > 1 &&
      !_gp_graph_view_first_view_waits (self))
    _gp_graph_view_apply_initial_zoom (self);
  else
    _gp_graph_view_configure_adjustments (self,
                                          gtk_adjustment_get_value (self->hadjustment),
                                          gtk_adjustment_get_value (self->vadjustment));

  if (self->context_menu != NULL)
    gtk_popover_present (self->context_menu);

  if (self->reveal_pending && width > 1 && height > 1)
    _gp_graph_view_reveal_pending (self);
  /* The selected element stays in view when the pane that shows it takes
   * room from the graph. */
  else if (narrower && width > 1 && height > 1 && view_state != NULL)
    _gp_graph_view_reveal_element (self, gp_view_state_get_selected_element (view_state));
}

static void
gp_graph_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 120;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 360;
}

static void
gp_graph_view_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);

  GTK_WIDGET_CLASS (gp_graph_view_parent_class)->css_changed (widget, change);

  _gp_graph_view_clear_text_cache (self);
  gtk_widget_queue_draw (widget);
}

static gboolean
document_complete (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));

  return document != NULL && gp_document_get_complete (document);
}

void
_gp_graph_view_layout_changed (GpGraphView *self)
{
  self->hover = NULL;
  _gp_graph_view_clear_text_cache (self);
  _gp_graph_view_clear_overlays (self);
  update_highlight (self);
  _gp_graph_view_update_search (self);
  update_accessible_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
on_document_completed_cb (GpGraphView *self)
{
  g_assert (GP_IS_GRAPH_VIEW (self));

  rebuild_link_memory (self);
  _gp_graph_view_layout_changed (self);
  /* The findings came in after a first view chosen without them: the top
   * finding's targets are what it shows now, unless the user moved. */
  if (self->first_view_auto && document_complete (self))
    self->fit_pending = TRUE;
  /* Complete: the direction asked for may need a layout of its own. */
  _gp_graph_view_update_shape (self);
}

static void
gp_graph_view_document_set (GpView     *view,
                            GpDocument *previous)
{
  GpGraphView *self = GP_GRAPH_VIEW (view);
  GpDocument *document = gp_view_get_document (view);

  /* A live capture refreshes the document of the same session: keep the
   * user's zoom and scroll then, and the layout made for its graph (its key
   * says whether it still is: gp-graph-view-shape.c). A layout made for
   * another session is not this one's. */
  if (previous == NULL || document == NULL ||
      gp_document_get_session (previous) != gp_document_get_session (document))
    {
      self->fit_pending = TRUE;
      _gp_graph_view_reset_shape (self);
    }

  on_document_completed_cb (self);
  self->reveal_pending = g_hash_table_size (self->highlighted_elements) > 0;
}

/* NULL gives the view a private state of its own. */
static void
gp_graph_view_view_state_set (GpView      *view,
                              GpViewState *previous)
{
  GpGraphView *self = GP_GRAPH_VIEW (view);
  g_autoptr(GpViewState) own = NULL;

  if (gp_view_get_view_state (view) == NULL)
    {
      own = gp_view_state_new ();
      gp_view_set_view_state (view, own);
      return;
    }

  update_highlight (self);
  _gp_graph_view_update_match_position (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
gp_graph_view_dispose (GObject *object)
{
  GpGraphView *self = (GpGraphView *)object;

  self->hover = NULL;
  /* A layout still being made is for nothing now (its task holds the view until it ends). */
  g_cancellable_cancel (self->shape_cancellable);
  g_clear_weak_pointer (&self->top_overlay);
  _gp_graph_view_dispose_menu (self);
  _gp_graph_view_clear_overlays (self);
  _gp_graph_view_clear_text_cache (self);

  G_OBJECT_CLASS (gp_graph_view_parent_class)->dispose (object);
}

static void
gp_graph_view_finalize (GObject *object)
{
  GpGraphView *self = (GpGraphView *)object;

  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);
  g_clear_pointer (&self->highlighted_elements, g_hash_table_unref);
  g_clear_pointer (&self->highlighted_links, g_hash_table_unref);
  g_clear_pointer (&self->link_memory, g_hash_table_unref);
  g_clear_pointer (&self->text_layouts, g_hash_table_unref);
  g_clear_pointer (&self->cursor_layouts, g_hash_table_unref);
  g_clear_pointer (&self->pad_badges, g_array_unref);
  g_clear_pointer (&self->holdings, g_array_unref);
  g_clear_object (&self->pango_context);
  _gp_graph_view_finalize_search (self);
  _gp_graph_view_finalize_shape (self);

  G_OBJECT_CLASS (gp_graph_view_parent_class)->finalize (object);
}

static void
gp_graph_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GpGraphView *self = GP_GRAPH_VIEW (object);

  switch (prop_id)
    {
    case _GP_GRAPH_VIEW_PROP_SEARCH_TEXT:
      g_value_set_string (value, self->search_text);
      break;

    case _GP_GRAPH_VIEW_PROP_N_MATCHES:
      g_value_set_uint (value, gp_graph_view_get_n_matches (self));
      break;

    case _GP_GRAPH_VIEW_PROP_MATCH_POSITION:
      g_value_set_uint (value, self->match_position);
      break;

    case _GP_GRAPH_VIEW_PROP_DIRECTION:
      g_value_set_enum (value, self->direction);
      break;

    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;

    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;

    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;

    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_graph_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GpGraphView *self = GP_GRAPH_VIEW (object);

  switch (prop_id)
    {
    case _GP_GRAPH_VIEW_PROP_SEARCH_TEXT:
      gp_graph_view_set_search_text (self, g_value_get_string (value));
      break;

    case _GP_GRAPH_VIEW_PROP_DIRECTION:
      gp_graph_view_set_direction (self, g_value_get_enum (value));
      break;

    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value));
      break;

    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value));
      break;

    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;

    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);

  if (g_str_equal (action_name, "graph.zoom-in"))
    gp_graph_view_zoom_in (self);
  else if (g_str_equal (action_name, "graph.zoom-out"))
    gp_graph_view_zoom_out (self);
  else if (g_str_equal (action_name, "graph.zoom-fit"))
    gp_graph_view_zoom_fit (self);
  else if (g_str_equal (action_name, "graph.zoom-selection"))
    gp_graph_view_zoom_to_selection (self);
  else
    gp_graph_view_zoom_reset (self);
}

static void
gp_graph_view_class_init (GpGraphViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_graph_view_dispose;
  object_class->finalize = gp_graph_view_finalize;
  object_class->get_property = gp_graph_view_get_property;
  object_class->set_property = gp_graph_view_set_property;

  widget_class->snapshot = _gp_graph_view_snapshot;
  widget_class->size_allocate = gp_graph_view_size_allocate;
  widget_class->measure = gp_graph_view_measure;
  widget_class->css_changed = gp_graph_view_css_changed;

  view_class->document_set = gp_graph_view_document_set;
  view_class->view_state_set = gp_graph_view_view_state_set;

  /* The element search's query (NULL: none), how many elements it names,
   * and the selection's 1-based place among them (0: none of them). */
  properties[_GP_GRAPH_VIEW_PROP_SEARCH_TEXT] =
    g_param_spec_string ("search-text", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[_GP_GRAPH_VIEW_PROP_N_MATCHES] =
    g_param_spec_uint ("n-matches", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[_GP_GRAPH_VIEW_PROP_MATCH_POSITION] =
    g_param_spec_uint ("match-position", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /* How the graph is laid out (gp-graph-view-shape.c). */
  properties[_GP_GRAPH_VIEW_PROP_DIRECTION] =
    g_param_spec_enum ("direction", NULL, NULL,
                       GP_TYPE_LAYOUT_DIRECTION, GP_LAYOUT_DIRECTION_AUTO,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, _GP_GRAPH_VIEW_N_PROPS, properties);

  /* Another layout is in view (a direction, a collapsed bin). */
  view_signals[LAYOUT_CHANGED] =
    g_signal_new ("layout-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_install_action (widget_class, "graph.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "graph.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "graph.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "graph.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "graph.zoom-selection", NULL, zoom_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "graph.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "graph.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "graph.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "graph.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "graph.zoom-out", NULL);
  /* Letters are the search's (typing starts it): no plain letter here. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, 0, "graph.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_period, GDK_CONTROL_MASK,
                                       "graph.zoom-selection", NULL);

  /* Keyboard navigation between elements: Left/Right follow links up and
   * downstream, Up/Down pick the nearest element above/below. */
  gtk_widget_class_install_action (widget_class, "graph.move", "s", _gp_graph_view_move_action);
  gtk_widget_class_install_action (widget_class, "graph.unselect", NULL, _gp_graph_view_unselect_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "graph.move", "s", "left");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "graph.move", "s", "left");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "graph.move", "s", "right");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "graph.move", "s", "right");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "graph.move", "s", "up");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, 0, "graph.move", "s", "up");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "graph.move", "s", "down");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, 0, "graph.move", "s", "down");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "graph.move", "s", "first");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "graph.move", "s", "last");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "graph.unselect", NULL);

  _gp_graph_view_class_init_menu (widget_class);

  gtk_widget_class_set_css_name (widget_class, "graphview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
gp_graph_view_init (GpGraphView *self)
{
  g_autoptr(GpViewState) own = NULL;
  GSignalGroup *signals;

  self->highlighted_elements = g_hash_table_new (g_str_hash, g_str_equal);
  self->highlighted_links = g_hash_table_new (g_str_hash, g_str_equal);
  self->link_memory = g_hash_table_new (g_str_hash, g_str_equal);
  self->text_layouts = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->cursor_layouts = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->cursor_overlay_window = -1;
  self->holdings_window = -2;
  set_adjustment (self, &self->hadjustment, NULL);
  set_adjustment (self, &self->vadjustment, NULL);
  signals = gp_view_get_document_signals (GP_VIEW (self));
  /* A document shown before its series and analysis are read redraws
   * when they are. */
  g_signal_group_connect_swapped (signals, "notify::complete",
                                  G_CALLBACK (on_document_completed_cb), self);
  signals = gp_view_get_view_state_signals (GP_VIEW (self));
  g_signal_group_connect_swapped (signals, "notify::zoom",
                                  G_CALLBACK (_gp_graph_view_zoom_changed), self);
  g_signal_group_connect_swapped (signals, "notify::focused-finding",
                                  G_CALLBACK (on_focused_finding_changed_cb), self);
  g_signal_group_connect_swapped (signals, "notify::selected-element",
                                  G_CALLBACK (on_selected_element_changed_cb), self);
  g_signal_group_connect_swapped (signals, "notify::cursor-window",
                                  G_CALLBACK (on_cursor_window_changed_cb), self);
  own = gp_view_state_new ();
  gp_view_set_view_state (GP_VIEW (self), own);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pipeline graph"),
                                  -1);

  _gp_graph_view_init_shape (self);
  _gp_graph_view_init_search (self);
  _gp_graph_view_init_input (self);
  _gp_graph_view_init_menu (self);
}

GtkWidget *
gp_graph_view_new (void)
{
  return g_object_new (GP_TYPE_GRAPH_VIEW, NULL);
}

