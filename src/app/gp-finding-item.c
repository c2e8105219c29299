/* gp-finding-item.c: GpFindingItem, one finding of a document as a list item
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

/* The findings pane's list model holds these: the finding, borrowed from the document (which the
 * item keeps alive), and what the view adds to it, `expanded`, whether its card is open, which the
 * card binds to and the pane uses to focus the finding. */

#include "config.h"

#include "gp-finding-item.h"

struct _GpFindingItem
{
  GObject          parent_instance;

  GpDocument      *document;
  const GpFinding *finding;    /* the document's */
  gboolean         expanded;
};

G_DEFINE_FINAL_TYPE (GpFindingItem, gp_finding_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_EXPANDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gp_finding_item_dispose (GObject *object)
{
  GpFindingItem *self = (GpFindingItem *)object;

  g_clear_object (&self->document);
  self->finding = NULL;

  G_OBJECT_CLASS (gp_finding_item_parent_class)->dispose (object);
}

static void
gp_finding_item_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GpFindingItem *self = GP_FINDING_ITEM (object);

  switch (prop_id)
    {
    case PROP_EXPANDED:
      g_value_set_boolean (value, self->expanded);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_item_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GpFindingItem *self = GP_FINDING_ITEM (object);

  switch (prop_id)
    {
    case PROP_EXPANDED:
      gp_finding_item_set_expanded (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_item_class_init (GpFindingItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_finding_item_dispose;
  object_class->get_property = gp_finding_item_get_property;
  object_class->set_property = gp_finding_item_set_property;

  properties[PROP_EXPANDED] =
    g_param_spec_boolean ("expanded", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_finding_item_init (GpFindingItem *self)
{
}

GpFindingItem *
gp_finding_item_new (GpDocument      *document,
                     const GpFinding *finding)
{
  GpFindingItem *self;

  g_return_val_if_fail (GP_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (finding != NULL, NULL);

  self = g_object_new (GP_TYPE_FINDING_ITEM, NULL);
  self->document = g_object_ref (document);
  self->finding = finding;

  return self;
}

const GpFinding *
gp_finding_item_get_finding (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->finding;
}

GpDocument *
gp_finding_item_get_document (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->document;
}

const char *
gp_finding_item_get_id (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->finding->id;
}

gboolean
gp_finding_item_get_expanded (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), FALSE);

  return self->expanded;
}

void
gp_finding_item_set_expanded (GpFindingItem *self,
                              gboolean       expanded)
{
  g_return_if_fail (GP_IS_FINDING_ITEM (self));

  expanded = !!expanded;
  if (self->expanded == expanded)
    return;

  self->expanded = expanded;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPANDED]);
}
