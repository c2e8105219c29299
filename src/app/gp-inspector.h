/* gp-inspector.h: GpInspector, the selected element in detail
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

#include <gtk/gtk.h>

#include "gp-view.h"

G_BEGIN_DECLS

/* The selected element: factory, vendor, bin, measurements, non-default
 * properties, pads with caps and memory, and the findings touching it. */

#define GP_TYPE_INSPECTOR (gp_inspector_get_type ())

G_DECLARE_FINAL_TYPE (GpInspector, gp_inspector, GP, INSPECTOR, GpView)

/* The element shown, or NULL. */
const char   *gp_inspector_get_element    (GpInspector *self);

G_END_DECLS
