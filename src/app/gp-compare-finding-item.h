/* gp-compare-finding-item.h: GpCompareFindingItem, one finding of a comparison as a list item
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

#pragma once

#include <glib-object.h>

#include "gp-compare.h"

G_BEGIN_DECLS

/* One finding of a comparison (cleared, new or kept) as an item of the
 * comparison view's list models; it keeps the comparison alive. What its
 * row shows are read-only properties: `title`, `subtitle` (rule · id),
 * `severity`, `severity-label`, and `severity-changed` with `was-label`
 * ("was Medium") for a kept finding whose severity changed. */

#define GP_TYPE_COMPARE_FINDING_ITEM (gp_compare_finding_item_get_type ())

G_DECLARE_FINAL_TYPE (GpCompareFindingItem, gp_compare_finding_item, GP, COMPARE_FINDING_ITEM, GObject)

/* The @index-th of @compare's findings. */
GpCompareFindingItem   *gp_compare_finding_item_new         (GpCompare            *compare,
                                                             guint                 index);
const GpCompareFinding *gp_compare_finding_item_get_finding (GpCompareFindingItem *self);

G_END_DECLS
