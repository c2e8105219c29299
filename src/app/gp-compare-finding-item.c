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
 * state), each bound to its boxed list (gtk_list_box_bind_model); an item is the index of a finding
 * in the GpCompare, which it keeps alive. */

#include "config.h"

#include "gp-compare-finding-item.h"

struct _GpCompareFindingItem
{
  GObject    parent_instance;

  GpCompare *compare;
  guint      index;
};

G_DEFINE_FINAL_TYPE (GpCompareFindingItem, gp_compare_finding_item, G_TYPE_OBJECT)

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
