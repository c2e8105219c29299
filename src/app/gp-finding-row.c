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

/* The row a GpFindingsPane makes for a GpFindingItem: a light expander whose header (a grid:
 * severity badge, title, rule, rank, share and the heuristic tag) lays its wrapping labels out
 * height-for-width only, and whose details (GpFindingDetails) are made when it is first opened. A
 * click on the header, Enter or Space toggles the item's `expanded`; a click inside the details
 * (selecting text, a button) does not. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-finding-details.h"
#include "gp-finding-item.h"
#include "gp-finding-row.h"

struct _GpFindingRow
{
  GtkListBoxRow   parent_instance;

  GpFindingItem  *item;
  gulong          expanded_handler;

  GtkWidget      *header;
  GtkLabel       *title_label;
  GtkLabel       *subtitle_label;
  GtkRevealer    *revealer;
  GtkLabel       *severity_label;
  /* Made when the card is first opened, then shown while it is open. */
  GtkWidget      *details;
};

G_DEFINE_FINAL_TYPE (GpFindingRow, gp_finding_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  PROP_0,
  PROP_EXPANDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

static void
fill (GpFindingRow *self)
{
  const GpFinding *finding = gp_finding_item_get_finding (self->item);
  g_autoptr(GString) subtitle = g_string_new (finding->rule);
  const char *severity_class[] = { "info", "medium", "high" };

  gtk_label_set_label (self->title_label, finding->title);

  if (finding->rank > 0)
    /* Translators: the rank of a finding, e.g. "ZC · #1" */
    g_string_append_printf (subtitle, " · #%u", finding->rank);
  if (!isnan (finding->share_of_latency_pct))
    /* Translators: share of the per-element processing time */
    g_string_append_printf (subtitle, _(" · %.0f%% of processing time"),
                            finding->share_of_latency_pct);
  /* In the subtitle, not beside the title: the pane is narrow. */
  if (finding->heuristic)
    /* Translators: a finding of a rule not yet verified on hardware */
    g_string_append (subtitle, _(" · heuristic"));
  gtk_label_set_label (self->subtitle_label, subtitle->str);

  gtk_label_set_label (self->severity_label, gp_finding_row_severity_text (finding->severity));
  gtk_widget_add_css_class (GTK_WIDGET (self->severity_label),
                            severity_class[CLAMP (finding->severity, 0, 2)]);
  gtk_widget_add_css_class (GTK_WIDGET (self), severity_class[CLAMP (finding->severity, 0, 2)]);
}

/* The item's state shown: the details exist only once the card is opened,
 * and for GTK only while it is open (a closed card's are neither made nor
 * measured). */
static void
update_expanded (GpFindingRow *self)
{
  gboolean expanded = gp_finding_item_get_expanded (self->item);

  if (expanded && self->details == NULL)
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

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPANDED]);
}

/* Enter or Space on the focused card (GtkListBoxRow::activate). */
static void
gp_finding_row_activate (GtkListBoxRow *row)
{
  GpFindingRow *self = GP_FINDING_ROW (row);

  gp_finding_row_set_expanded (self, !gp_finding_row_get_expanded (self));
}

/* A click on the header; one in the details (text selection, buttons)
 * leaves the card open. */
static void
on_header_pressed_cb (GpFindingRow    *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
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
  if (gtk_widget_contains (self->header, x, y))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_grab_focus (GTK_WIDGET (self));
      gp_finding_row_set_expanded (self, !gp_finding_row_get_expanded (self));
    }
}

static void
on_header_stopped_cb (GpFindingRow *self)
{
  gtk_widget_unset_state_flags (self->header, GTK_STATE_FLAG_ACTIVE);
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
      g_value_set_boolean (value, gp_finding_row_get_expanded (self));
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

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_row_dispose (GObject *object)
{
  GpFindingRow *self = (GpFindingRow *)object;

  g_clear_signal_handler (&self->expanded_handler, self->item);
  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_FINDING_ROW);
  self->details = NULL;

  G_OBJECT_CLASS (gp_finding_row_parent_class)->dispose (object);
}

static void
gp_finding_row_finalize (GObject *object)
{
  GpFindingRow *self = (GpFindingRow *)object;

  g_clear_object (&self->item);

  G_OBJECT_CLASS (gp_finding_row_parent_class)->finalize (object);
}

static void
gp_finding_row_class_init (GpFindingRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_finding_row_dispose;
  object_class->finalize = gp_finding_row_finalize;
  object_class->get_property = gp_finding_row_get_property;
  object_class->set_property = gp_finding_row_set_property;

  GTK_LIST_BOX_ROW_CLASS (klass)->activate = gp_finding_row_activate;

  properties[PROP_EXPANDED] =
    g_param_spec_boolean ("expanded", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-finding-row.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, header);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, revealer);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, severity_label);
}

static void
gp_finding_row_init (GpFindingRow *self)
{
  GtkGesture *click;

  gtk_widget_init_template (GTK_WIDGET (self));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (on_header_pressed_cb), self);
  g_signal_connect_swapped (click, "released", G_CALLBACK (on_header_released_cb), self);
  g_signal_connect_swapped (click, "stopped", G_CALLBACK (on_header_stopped_cb), self);
  gtk_widget_add_controller (self->header, GTK_EVENT_CONTROLLER (click));

  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->title_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->subtitle_label, NULL,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
}

GtkWidget *
gp_finding_row_new (GpFindingItem *item)
{
  GpFindingRow *self;

  g_return_val_if_fail (GP_IS_FINDING_ITEM (item), NULL);

  self = g_object_new (GP_TYPE_FINDING_ROW, NULL);
  self->item = g_object_ref (item);
  fill (self);
  self->expanded_handler = g_signal_connect_swapped (item, "notify::expanded",
                                                     G_CALLBACK (update_expanded), self);
  if (gp_finding_item_get_expanded (item))
    update_expanded (self);

  return GTK_WIDGET (self);
}

gboolean
gp_finding_row_get_expanded (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), FALSE);

  return gp_finding_item_get_expanded (self->item);
}

void
gp_finding_row_set_expanded (GpFindingRow *self,
                             gboolean      expanded)
{
  g_return_if_fail (GP_IS_FINDING_ROW (self));

  gp_finding_item_set_expanded (self->item, expanded);
}

GpFindingItem *
gp_finding_row_get_item (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return self->item;
}

const GpFinding *
gp_finding_row_get_finding (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return gp_finding_item_get_finding (self->item);
}

const char *
gp_finding_row_get_id (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return gp_finding_item_get_id (self->item);
}
