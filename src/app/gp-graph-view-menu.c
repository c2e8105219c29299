/* gp-graph-view-menu.c: the node context menu
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

/* Part of GpGraphView: the menu of an element's node, a GtkPopoverMenu made from a GMenuModel
 * built for the element each time it opens (right click, Shift+F10 or the Menu key on the
 * selection, a long press on a touchscreen). Its items are actions with the element id as target:
 * `graph.copy-name` (the GStreamer instance name to the clipboard), `graph.show-in-timeline` (the
 * element selected in the view state, then `win.view` 'timeline': the Timeline brings the
 * selection's lanes into view), `graph.zoom-selection`, `graph.collapse-bin` for an element in a
 * bin (its innermost) and `graph.expand-bin` for a collapsed bin's node, and one
 * `win.show-finding` per finding whose targets touch the element (the element itself, or a link
 * to or from it; for a collapsed bin, anything inside it), in rank order. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gp-graph-view-private.h"

/* A finding's title in a menu: long ones cut at a word. */
#define MENU_TITLE_MAX_CHARS 60

static const GpElement *
lookup_element (GpGraphView *self,
                const char  *element_id)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));

  if (document == NULL || element_id == NULL)
    return NULL;

  return gp_graph_lookup_element (gp_session_get_graph (gp_document_get_session (document)),
                                  element_id);
}

/* Whether a finding's targets are @element_id's node (the ids shown by
 * @collapsed's nodes: a collapsed bin's are its elements'). */
static gboolean
touches (const GpFinding    *finding,
         const GpGraph      *graph,
         const char * const *collapsed,
         const char         *element_id)
{
  for (guint i = 0; i < finding->target_elements->len; i++)
    if (g_strcmp0 (gp_layout_shown_element (graph, collapsed, g_ptr_array_index (finding->target_elements, i)),
                   element_id) == 0)
      return TRUE;

  for (guint i = 0; i < finding->target_links->len; i++)
    {
      const GpLink *link = gp_graph_lookup_link (graph, g_ptr_array_index (finding->target_links, i));

      if (link != NULL && (g_strcmp0 (gp_layout_shown_element (graph, collapsed, link->src_element), element_id) == 0 ||
                           g_strcmp0 (gp_layout_shown_element (graph, collapsed, link->sink_element), element_id) == 0))
        return TRUE;
    }

  return FALSE;
}

static void
append_bin_item (GMenu      *section,
                 const char *label,
                 const char *action,
                 const char *bin)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target (item, action, "s", bin);
  g_menu_append_item (section, item);
}

static char *
finding_label (const GpFinding *finding)
{
  g_autofree char *title = g_strdup (finding->title != NULL ? finding->title : finding->id);

  if (g_utf8_strlen (title, -1) > MENU_TITLE_MAX_CHARS)
    {
      char *end = g_utf8_offset_to_pointer (title, MENU_TITLE_MAX_CHARS);
      char *space;

      *end = '\0';
      if ((space = strrchr (title, ' ')) != NULL && space > title + MENU_TITLE_MAX_CHARS / 2)
        *space = '\0';
      /* Translators: a finding's title cut short in the graph's menu */
      return g_strdup_printf (_("%s: %s…"), finding->rule, title);
    }

  /* Translators: a finding in the graph's menu: its rule and title */
  return g_strdup_printf (_("%s: %s"), finding->rule, title);
}

GMenuModel *
gp_graph_view_dup_element_menu (GpGraphView *self,
                                const char  *element_id)
{
  GpDocument *document;
  const GpElement *element;
  g_autoptr(GMenu) menu = NULL;
  g_autoptr(GMenu) section = NULL;
  g_autoptr(GMenu) findings = NULL;
  g_autoptr(GMenuItem) item = NULL;
  GPtrArray *all;
  GpGraph *graph;

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);
  g_return_val_if_fail (element_id != NULL, NULL);

  if ((element = lookup_element (self, element_id)) == NULL ||
      (element->is_bin && !gp_graph_view_get_bin_collapsed (self, element_id)))
    return NULL;

  document = gp_view_get_document (GP_VIEW (self));
  graph = gp_session_get_graph (gp_document_get_session (document));
  menu = g_menu_new ();

  section = g_menu_new ();
  item = g_menu_item_new (_("_Copy Name"), NULL);
  g_menu_item_set_action_and_target (item, "graph.copy-name", "s", element_id);
  g_menu_append_item (section, item);
  g_clear_object (&item);
  item = g_menu_item_new (_("Show in _Timeline"), NULL);
  g_menu_item_set_action_and_target (item, "graph.show-in-timeline", "s", element_id);
  g_menu_append_item (section, item);
  g_clear_object (&item);
  item = g_menu_item_new (_("_Zoom to Selection"), "graph.zoom-selection");
  g_menu_item_set_attribute (item, "accel", "s", "<Control>period");
  g_menu_append_item (section, item);
  g_clear_object (&item);
  if (element->is_bin)
    append_bin_item (section, _("_Expand Bin"), "graph.expand-bin", element_id);
  else if (element->bin != NULL && *element->bin != '\0' &&
           g_strcmp0 (element->bin, gp_graph_get_pipeline (graph)) != 0 &&
           gp_graph_lookup_element (graph, element->bin) != NULL)
    {
      g_autofree char *label = NULL;

      /* Translators: the node menu's item, %s is the element's bin */
      label = g_strdup_printf (_("Co_llapse Bin “%s”"), element->bin);
      append_bin_item (section, label, "graph.collapse-bin", element->bin);
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));

  findings = g_menu_new ();
  all = gp_document_get_findings (document);
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (all, i);
      g_autofree char *label = NULL;

      if (!touches (finding, graph, _gp_graph_view_get_collapsed (self), element_id))
        continue;

      label = finding_label (finding);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "win.show-finding", "s", finding->id);
      g_menu_append_item (findings, item);
      g_clear_object (&item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (findings)) == 0)
    {
      item = g_menu_item_new (gp_document_get_complete (document) ? _("No Findings Touch It")
                                                                    : _("Findings Still Coming"),
                              "graph.no-findings");
      g_menu_append_item (findings, item);
      g_clear_object (&item);
    }
  /* Translators: the heading of the findings in an element's menu */
  g_menu_append_section (menu, _("Findings Touching It"), G_MENU_MODEL (findings));

  return G_MENU_MODEL (g_steal_pointer (&menu));
}

GtkPopover *
gp_graph_view_get_context_menu (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  if (self->context_menu == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->context_menu)))
    return NULL;

  return self->context_menu;
}

void
_gp_graph_view_popup_menu (GpGraphView *self,
                           const char  *element_id,
                           double       x,
                           double       y)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  g_autoptr(GMenuModel) model = NULL;
  graphene_rect_t area;
  GdkRectangle rect;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (element_id == NULL || (model = gp_graph_view_dup_element_menu (self, element_id)) == NULL)
    return;

  /* The menu is about the selection (Zoom to Selection, the inspector);
   * selecting may scroll the node into view: the point moves with it. */
  if (x >= 0 && gp_graph_view_get_element_area (self, element_id, &area))
    {
      graphene_rect_t after;

      gp_view_state_set_selected_element (view_state, element_id);
      if (gp_graph_view_get_element_area (self, element_id, &after))
        {
          x += after.origin.x - area.origin.x;
          y += after.origin.y - area.origin.y;
        }
    }
  else
    gp_view_state_set_selected_element (view_state, element_id);

  if (x < 0)
    {
      if (!gp_graph_view_get_element_area (self, element_id, &area))
        return;
      /* At the node's visible part, its middle when all of it is. */
      x = CLAMP (area.origin.x + area.size.width / 2, 0, width);
      y = CLAMP (area.origin.y + area.size.height, 0, height);
    }
  rect = (GdkRectangle) { (int) x, (int) y, 1, 1 };

  if (self->context_menu == NULL)
    {
      self->context_menu = GTK_POPOVER (gtk_popover_menu_new_from_model (model));
      gtk_widget_set_parent (GTK_WIDGET (self->context_menu), GTK_WIDGET (self));
      gtk_popover_set_has_arrow (self->context_menu, FALSE);
      gtk_widget_set_halign (GTK_WIDGET (self->context_menu), GTK_ALIGN_START);
    }
  else
    gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (self->context_menu), model);

  gtk_popover_set_pointing_to (self->context_menu, &rect);
  gtk_popover_popup (self->context_menu);
}

static void
copy_name_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);
  const GpElement *element = lookup_element (self, g_variant_get_string (param, NULL));

  if (element != NULL)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), gp_element_get_name (element));
}

static void
show_in_timeline_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *element_id = g_variant_get_string (param, NULL);

  if (lookup_element (self, element_id) == NULL)
    return;

  gp_view_state_set_selected_element (view_state, element_id);
  gtk_widget_activate_action (widget, "win.view", "s", "timeline");
}

/* Shift+F10, Menu: the selection's menu, at its node. */
static void
context_menu_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  _gp_graph_view_popup_menu (self, gp_view_state_get_selected_element (view_state), -1, -1);
}

static void
bin_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  gp_graph_view_set_bin_collapsed (GP_GRAPH_VIEW (widget), g_variant_get_string (param, NULL),
                                   g_str_equal (action_name, "graph.collapse-bin"));
}

static void
no_findings_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
}

static void
on_secondary_pressed_cb (GpGraphView     *self,
                         int              n_press,
                         double           x,
                         double           y,
                         GtkGestureClick *gesture)
{
  const char *element_id;

  g_assert (GP_IS_GRAPH_VIEW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if ((element_id = gp_graph_view_element_at (self, x, y)) == NULL)
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  _gp_graph_view_popup_menu (self, element_id, x, y);
}

static void
on_long_pressed_cb (GpGraphView         *self,
                    double               x,
                    double               y,
                    GtkGestureLongPress *gesture)
{
  const char *element_id;

  g_assert (GP_IS_GRAPH_VIEW (self));

  if ((element_id = gp_graph_view_element_at (self, x, y)) != NULL)
    _gp_graph_view_popup_menu (self, element_id, x, y);
}

void
_gp_graph_view_class_init_menu (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "graph.copy-name", "s", copy_name_action);
  gtk_widget_class_install_action (widget_class, "graph.show-in-timeline", "s", show_in_timeline_action);
  gtk_widget_class_install_action (widget_class, "graph.context-menu", NULL, context_menu_action);
  gtk_widget_class_install_action (widget_class, "graph.no-findings", NULL, no_findings_action);
  gtk_widget_class_install_action (widget_class, "graph.collapse-bin", "s", bin_action);
  gtk_widget_class_install_action (widget_class, "graph.expand-bin", "s", bin_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "graph.context-menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "graph.context-menu", NULL);
}

void
_gp_graph_view_init_menu (GpGraphView *self)
{
  GtkGesture *gesture;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "graph.no-findings", FALSE);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect_swapped (gesture, "pressed", G_CALLBACK (on_secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (gesture), TRUE);
  g_signal_connect_swapped (gesture, "pressed", G_CALLBACK (on_long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));
}

void
_gp_graph_view_dispose_menu (GpGraphView *self)
{
  if (self->context_menu != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->context_menu));
      self->context_menu = NULL;
    }
}
