/* gp-finding-row.c: GpFindingRow, one finding card
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

/* The card a GpFindingsPane's GtkListView shows for a GpFindingItem (its row template,
 * ui/gp-findings-pane-row.ui, binds GpFindingRow:item to GtkListItem:item). The collapsed card is
 * only its header (a GpFindingHeader: severity badge, title, and rule, rank, share and the
 * heuristic tag as its subtitle, bound to the item), made when the card first shows its text and
 * given the next item when the list view recycles the card; its details (GpFindingDetails: why,
 * trend, fix, patch, evidence) are made when the card is first opened, and dropped when the list
 * view recycles the card for another finding. Whether it is open is the item's `expanded` (bound both ways to the card's), so a card
 * made again for an open finding opens at once; whether it shows its title and subtitle yet is
 * the item's `populated` (the pane holds back the text of the cards past the first screenful in
 * the frame that shows them: a placeholder of a card's height).
 *
 * A click on the header toggles it; Enter on the focused card is the list view's `activate`,
 * which the pane turns into the same. A double click inside the details (selecting a word) is
 * claimed here so that the list view does not take it for an activation. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-finding-details.h"
#include "gp-finding-header.h"
#include "gp-finding-item.h"
#include "gp-finding-row.h"

struct _GpFindingRow
{
  GtkBox          parent_instance;

  GpFindingItem  *item;
  GBindingGroup  *item_bindings;
  gboolean        expanded;
  gboolean        populated;

  /* A GpFindingHeader, made when the card first shows its text. */
  GtkWidget      *header;
  GtkRevealer    *revealer;
  /* Made when the card of this item is first opened, then shown while it
   * is open. */
  GtkWidget      *details;
};

G_DEFINE_FINAL_TYPE (GpFindingRow, gp_finding_row, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_EXPANDED,
  PROP_ITEM,
  PROP_POPULATED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const severity_classes[] = { "info", "medium", "high" };

char *
gp_finding_format_value (JsonNode *node)
{
  g_autoptr(GString) out = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("—");

  if (JSON_NODE_HOLDS_VALUE (node))
    {
      GType type = json_node_get_value_type (node);

      if (type == G_TYPE_STRING)
        return g_strdup (json_node_get_string (node));
      if (type == G_TYPE_BOOLEAN)
        return g_strdup (json_node_get_boolean (node) ? _("yes") : _("no"));
      if (type == G_TYPE_INT64)
        return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
      return g_strdup_printf ("%g", json_node_get_double (node));
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);
      gboolean nested = n > 0 && JSON_NODE_HOLDS_ARRAY (json_array_get_element (array, 0));

      out = g_string_new (NULL);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *item = gp_finding_format_value (json_array_get_element (array, i));

          if (i > 0)
            g_string_append (out, nested ? "\n" : ", ");
          g_string_append (out, item);
        }
      if (n == 0)
        g_string_append (out, "—");
      return g_string_free (g_steal_pointer (&out), FALSE);
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      out = g_string_new (NULL);
      for (const GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *item = gp_finding_format_value (json_object_get_member (object, l->data));

          if (out->len > 0)
            g_string_append (out, " · ");
          g_string_append_printf (out, "%s: %s", (const char *) l->data, item);
        }
      return g_string_free (g_steal_pointer (&out), FALSE);
    }

  return g_strdup ("—");
}

/* "High", "Medium", "Info": the badge's text, also where a finding is named
 * elsewhere (inspector, comparison). */
const char *
gp_finding_row_severity_text (GpSeverity severity)
{
  switch (severity)
    {
    case GP_SEVERITY_HIGH:
      return C_("severity", "High");
    case GP_SEVERITY_MEDIUM:
      return C_("severity", "Medium");
    case GP_SEVERITY_INFO:
    default:
      return C_("severity", "Info");
    }
}

/* The item's state shown: its details exist only once its card is opened,
 * and for GTK only while it is open (a closed card's are neither made nor
 * measured). */
static void
update_expanded (GpFindingRow *self)
{
  gboolean expanded = self->expanded && self->item != NULL;

  /* A group's card opens into its members' cards (the pane's tree list
   * model), not into details. */
  if (expanded && self->details == NULL && !gp_finding_item_is_group (self->item))
    {
      self->details = gp_finding_details_new (gp_document_get_session (gp_finding_item_get_document (self->item)),
                                              gp_finding_item_get_finding (self->item));
      gtk_revealer_set_child (self->revealer, self->details);
    }
  if (self->details != NULL)
    gtk_widget_set_visible (self->details, expanded);
  gtk_revealer_set_reveal_child (self->revealer, expanded);
  if (expanded)
    gtk_widget_set_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_CHECKED, FALSE);
  else
    gtk_widget_unset_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_CHECKED);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}

static void on_header_pressed_cb  (GpFindingRow    *self,
                                   int              n_press,
                                   double           x,
                                   double           y,
                                   GtkGestureClick *gesture);
static void on_header_released_cb (GpFindingRow    *self,
                                   int              n_press,
                                   double           x,
                                   double           y,
                                   GtkGestureClick *gesture);
static void on_header_stopped_cb  (GpFindingRow    *self);

/* The header, made for the first item the card shows the text of; a click
 * on it toggles the card. */
static void
ensure_header (GpFindingRow *self)
{
  GtkGesture *click;

  if (self->header != NULL)
    return;

  self->header = gp_finding_header_new (self->item);
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (on_header_pressed_cb), self);
  g_signal_connect_swapped (click, "released", G_CALLBACK (on_header_released_cb), self);
  g_signal_connect_swapped (click, "stopped", G_CALLBACK (on_header_stopped_cb), self);
  gtk_widget_add_controller (self->header, GTK_EVENT_CONTROLLER (click));
  gtk_box_prepend (GTK_BOX (self), self->header);
}

/* A card not populated (yet) is its ground and severity stripe, as high as
 * a card of a two-line title: it has no header made, styled, measured or
 * drawn (until it shows its text). */
static void
update_populated (GpFindingRow *self)
{
  if (self->populated && self->item != NULL)
    ensure_header (self);
  if (self->header != NULL)
    gtk_widget_set_visible (self->header, self->populated);
  if (self->populated)
    gtk_widget_remove_css_class (GTK_WIDGET (self), "placeholder");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), "placeholder");
}

/* A press on the header: the second of a double click is claimed (the
 * list view would take it for an activation); the release toggles. */
static void
on_header_pressed_cb (GpFindingRow    *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  if (n_press > 1)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_set_state_flags (self->header, GTK_STATE_FLAG_ACTIVE, FALSE);
}

static void
on_header_released_cb (GpFindingRow    *self,
                       int              n_press,
                       double           x,
                       double           y,
                       GtkGestureClick *gesture)
{
  gtk_widget_unset_state_flags (self->header, GTK_STATE_FLAG_ACTIVE);
  if (self->item != NULL && gtk_widget_contains (self->header, x, y))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gp_finding_row_set_expanded (self, !self->expanded);
    }
}

static void
on_header_stopped_cb (GpFindingRow *self)
{
  gtk_widget_unset_state_flags (self->header, GTK_STATE_FLAG_ACTIVE);
}

/* A double click in the details selects a word, nothing more. */
static void
on_details_pressed_cb (GpFindingRow    *self,
                       int              n_press,
                       double           x,
                       double           y,
                       GtkGestureClick *gesture)
{
  if (n_press > 1)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
gp_finding_row_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GpFindingRow *self = GP_FINDING_ROW (object);

  switch (prop_id)
    {
    case PROP_EXPANDED:
      g_value_set_boolean (value, self->expanded);
      break;

    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;

    case PROP_POPULATED:
      g_value_set_boolean (value, self->populated);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_row_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GpFindingRow *self = GP_FINDING_ROW (object);

  switch (prop_id)
    {
    case PROP_EXPANDED:
      gp_finding_row_set_expanded (self, g_value_get_boolean (value));
      break;

    case PROP_ITEM:
      gp_finding_row_set_item (self, g_value_get_object (value));
      break;

    case PROP_POPULATED:
      gp_finding_row_set_populated (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_row_dispose (GObject *object)
{
  GpFindingRow *self = (GpFindingRow *)object;

  if (self->item_bindings != NULL)
    g_binding_group_set_source (self->item_bindings, NULL);
  if (self->header != NULL)
    gtk_box_remove (GTK_BOX (self), g_steal_pointer (&self->header));
  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_FINDING_ROW);
  self->details = NULL;
  g_clear_object (&self->item_bindings);
  g_clear_object (&self->item);

  G_OBJECT_CLASS (gp_finding_row_parent_class)->dispose (object);
}

static void
gp_finding_row_class_init (GpFindingRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_finding_row_dispose;
  object_class->get_property = gp_finding_row_get_property;
  object_class->set_property = gp_finding_row_set_property;

  properties[PROP_EXPANDED] =
    g_param_spec_boolean ("expanded", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL,
                         GP_TYPE_FINDING_ITEM,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Whether the card shows its title and subtitle (its owner may hold
   * them back while the card is away from the view). */
  properties[PROP_POPULATED] =
    g_param_spec_boolean ("populated", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-finding-row.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, revealer);

  gtk_widget_class_set_css_name (widget_class, "findingrow");

}

static void
gp_finding_row_init (GpFindingRow *self)
{
  GtkGesture *click;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->populated = TRUE;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (on_details_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->revealer), GTK_EVENT_CONTROLLER (click));

  /* The item's `expanded` is the card's, both ways. */
  self->item_bindings = g_binding_group_new ();
  g_binding_group_bind (self->item_bindings, "expanded", self, "expanded",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_binding_group_bind (self->item_bindings, "populated", self, "populated",
                        G_BINDING_SYNC_CREATE);

  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
}

GtkWidget *
gp_finding_row_new (GpFindingItem *item)
{
  g_return_val_if_fail (item == NULL || GP_IS_FINDING_ITEM (item), NULL);

  return g_object_new (GP_TYPE_FINDING_ROW, "item", item, NULL);
}

GpFindingItem *
gp_finding_row_get_item (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return self->item;
}

/* Another finding (the list view recycles the card): the details of the
 * last one go, the severity shows, and the card opens if the new item is
 * open (the binding group's sync). */
void
gp_finding_row_set_item (GpFindingRow  *self,
                         GpFindingItem *item)
{
  GtkRevealerTransitionType transition;

  g_return_if_fail (GP_IS_FINDING_ROW (self));
  g_return_if_fail (item == NULL || GP_IS_FINDING_ITEM (item));

  if (self->item == item)
    return;

  g_set_object (&self->item, item);
  if (self->details != NULL)
    {
      gtk_revealer_set_child (self->revealer, NULL);
      self->details = NULL;
    }

  for (guint i = 0; i < G_N_ELEMENTS (severity_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self), severity_classes[i]);
  if (item != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self),
                              severity_classes[CLAMP (gp_finding_item_get_severity (item), 0, 2)]);
  if (item != NULL && gp_finding_item_is_group (item))
    gtk_widget_add_css_class (GTK_WIDGET (self), "group");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "group");
  if (self->header != NULL)
    gp_finding_header_set_item (GP_FINDING_HEADER (self->header), item);
  /* Its name whether or not its labels are shown. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  item != NULL ? gp_finding_item_get_title (item) : NULL,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  item != NULL ? gp_finding_item_get_subtitle (item) : NULL,
                                  -1);

  /* Shown as it is, not opened or closed before the eyes. */
  transition = gtk_revealer_get_transition_type (self->revealer);
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_NONE);
  g_binding_group_set_source (self->item_bindings, item);
  if (item == NULL)
    self->expanded = FALSE;
  update_populated (self);
  update_expanded (self);
  gtk_revealer_set_transition_type (self->revealer, transition);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ITEM]);
}

gboolean
gp_finding_row_get_expanded (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), FALSE);

  return self->expanded;
}

void
gp_finding_row_set_expanded (GpFindingRow *self,
                             gboolean      expanded)
{
  g_return_if_fail (GP_IS_FINDING_ROW (self));

  expanded = !!expanded;
  if (self->expanded == expanded)
    return;

  self->expanded = expanded;
  update_expanded (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPANDED]);
}

gboolean
gp_finding_row_get_populated (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), FALSE);

  return self->populated;
}

void
gp_finding_row_set_populated (GpFindingRow *self,
                              gboolean      populated)
{
  g_return_if_fail (GP_IS_FINDING_ROW (self));

  populated = !!populated;
  if (self->populated == populated)
    return;

  self->populated = populated;
  update_populated (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POPULATED]);
}

GtkWidget *
gp_finding_row_get_details (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return self->details;
}

const GpFinding *
gp_finding_row_get_finding (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return self->item != NULL ? gp_finding_item_get_finding (self->item) : NULL;
}

const char *
gp_finding_row_get_id (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return self->item != NULL ? gp_finding_item_get_id (self->item) : NULL;
}
