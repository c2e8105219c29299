/* gp-finding-header.c: GpFindingHeader, a finding card's header
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

/* What a GpFindingRow shows of its finding while closed, made when the card first shows its text
 * (GpFindingItem:populated): the labels of ui/gp-finding-header.ui bind the item's title, subtitle
 * and severity label; the badge's severity class is set here, with the item. A card the findings
 * pane holds back (away from the view, in the frame that shows the findings) has none: GTK 4.8's
 * list view makes a card for every finding, and this is most of what one costs to make, style and
 * measure. */

#include "config.h"

#include "gp-finding-header.h"

struct _GpFindingHeader
{
  GtkGrid         parent_instance;

  GpFindingItem  *item;

  GtkLabel       *severity_label;
};

G_DEFINE_FINAL_TYPE (GpFindingHeader, gp_finding_header, GTK_TYPE_GRID)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const severity_classes[] = { "info", "medium", "high" };

static void
gp_finding_header_dispose (GObject *object)
{
  GpFindingHeader *self = (GpFindingHeader *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_FINDING_HEADER);
  g_clear_object (&self->item);

  G_OBJECT_CLASS (gp_finding_header_parent_class)->dispose (object);
}

static void
gp_finding_header_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  GpFindingHeader *self = GP_FINDING_HEADER (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_header_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  GpFindingHeader *self = GP_FINDING_HEADER (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      gp_finding_header_set_item (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_header_class_init (GpFindingHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_finding_header_dispose;
  object_class->get_property = gp_finding_header_get_property;
  object_class->set_property = gp_finding_header_set_property;

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL,
                         GP_TYPE_FINDING_ITEM,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-finding-header.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingHeader, severity_label);
}

static void
gp_finding_header_init (GpFindingHeader *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gp_finding_header_new (GpFindingItem *item)
{
  g_return_val_if_fail (item == NULL || GP_IS_FINDING_ITEM (item), NULL);

  return g_object_new (GP_TYPE_FINDING_HEADER, "item", item, NULL);
}

GpFindingItem *
gp_finding_header_get_item (GpFindingHeader *self)
{
  g_return_val_if_fail (GP_IS_FINDING_HEADER (self), NULL);

  return self->item;
}

void
gp_finding_header_set_item (GpFindingHeader *self,
                            GpFindingItem   *item)
{
  g_return_if_fail (GP_IS_FINDING_HEADER (self));
  g_return_if_fail (item == NULL || GP_IS_FINDING_ITEM (item));

  if (!g_set_object (&self->item, item))
    return;

  for (guint i = 0; i < G_N_ELEMENTS (severity_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->severity_label), severity_classes[i]);
  if (item != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->severity_label),
                              severity_classes[CLAMP (gp_finding_item_get_severity (item), 0, 2)]);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ITEM]);
}
