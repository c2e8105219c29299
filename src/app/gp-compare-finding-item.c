/* gp-compare-finding-item.c: GpCompareFindingItem, one finding of a comparison as a list item
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

/* GpCompareView lists the findings cleared, new and kept as GListModels of these (one model per
 * state), each shown by a GtkListView whose row template (ui/gp-compare-view-row.ui) binds what a
 * row shows to the item's read-only properties: the finding's title, its rule and id, its severity
 * (after's, or before's when cleared) and, when before's differs, "was Medium". An item is the
 * index of a finding in the GpCompare, which it keeps alive. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-compare-finding-item.h"
#include "gp-finding-row.h"
#include "gp-model-enums.h"

struct _GpCompareFindingItem
{
  GObject    parent_instance;

  GpCompare *compare;
  guint      index;
};

G_DEFINE_FINAL_TYPE (GpCompareFindingItem, gp_compare_finding_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEVERITY,
  PROP_SEVERITY_CHANGED,
  PROP_SEVERITY_LABEL,
  PROP_SUBTITLE,
  PROP_TITLE,
  PROP_WAS_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* After's finding, or before's when it was cleared. */
static const GpFinding *
shown_finding (GpCompareFindingItem *self)
{
  const GpCompareFinding *row = gp_compare_finding_item_get_finding (self);

  return row->after != NULL ? row->after : row->before;
}

static gboolean
severity_changed (GpCompareFindingItem *self)
{
  const GpCompareFinding *row = gp_compare_finding_item_get_finding (self);

  return row->before != NULL && row->after != NULL && row->before->severity != row->after->severity;
}

static void
gp_compare_finding_item_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  GpCompareFindingItem *self = GP_COMPARE_FINDING_ITEM (object);
  const GpFinding *finding = shown_finding (self);

  switch (prop_id)
    {
    case PROP_SEVERITY:
      g_value_set_enum (value, finding->severity);
      break;

    case PROP_SEVERITY_CHANGED:
      g_value_set_boolean (value, severity_changed (self));
      break;

    case PROP_SEVERITY_LABEL:
      g_value_set_string (value, gp_finding_row_severity_text (finding->severity));
      break;

    case PROP_SUBTITLE:
      g_value_take_string (value, g_strdup_printf ("%s · %s", finding->rule, finding->id));
      break;

    case PROP_TITLE:
      g_value_set_string (value, finding->title);
      break;

    case PROP_WAS_LABEL:
      if (severity_changed (self))
        /* Translators: a severity change, "was Medium" */
        g_value_take_string (value, g_strdup_printf (_("was %s"),
                                                     gp_finding_row_severity_text (gp_compare_finding_item_get_finding (self)->before->severity)));
      else
        g_value_set_string (value, NULL);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_compare_finding_item_finalize (GObject *object)
{
  GpCompareFindingItem *self = (GpCompareFindingItem *)object;

  g_clear_pointer (&self->compare, gp_compare_unref);

  G_OBJECT_CLASS (gp_compare_finding_item_parent_class)->finalize (object);
}

static void
gp_compare_finding_item_class_init (GpCompareFindingItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gp_compare_finding_item_finalize;
  object_class->get_property = gp_compare_finding_item_get_property;

  properties[PROP_SEVERITY] =
    g_param_spec_enum ("severity", NULL, NULL,
                       GP_TYPE_SEVERITY,
                       GP_SEVERITY_INFO,
                       (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /* Kept, with another severity before. */
  properties[PROP_SEVERITY_CHANGED] =
    g_param_spec_boolean ("severity-changed", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_SEVERITY_LABEL] =
    g_param_spec_string ("severity-label", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /* "ZC · F-ZC-capsfilter3" */
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /* "was Medium" when the severity changed, else NULL. */
  properties[PROP_WAS_LABEL] =
    g_param_spec_string ("was-label", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_compare_finding_item_init (GpCompareFindingItem *self)
{
}

GpCompareFindingItem *
gp_compare_finding_item_new (GpCompare *compare,
                             guint      index)
{
  GpCompareFindingItem *self;

  g_return_val_if_fail (compare != NULL, NULL);
  g_return_val_if_fail (index < compare->findings->len, NULL);

  self = g_object_new (GP_TYPE_COMPARE_FINDING_ITEM, NULL);
  self->compare = gp_compare_ref (compare);
  self->index = index;

  return self;
}

const GpCompareFinding *
gp_compare_finding_item_get_finding (GpCompareFindingItem *self)
{
  g_return_val_if_fail (GP_IS_COMPARE_FINDING_ITEM (self), NULL);

  return &g_array_index (self->compare->findings, GpCompareFinding, self->index);
}
