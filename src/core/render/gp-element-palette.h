/* gp-element-palette.h: GpElementPalette, one colour per element for the graph and the charts
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

#include "gp-graph.h"

G_BEGIN_DECLS

/* One colour per element of a session, the same wherever the element is
 * drawn: the dot before its name in the graph (the app's and the report's)
 * and its lanes in the Timeline (processing time, backlog). The colours are
 * GP_ELEMENT_PALETTE_N hues, dealt in the graph's element order (bins
 * skipped), so that elements next to each other differ; an element the
 * graph lacks gets one by a hash of its id. Mid tones, read on a light and
 * a dark background alike; no red, which marks errors and stalls. */

#define GP_ELEMENT_PALETTE_N 10

typedef struct _GpElementPalette GpElementPalette;

GpElementPalette *gp_element_palette_new   (const GpGraph          *graph);
void              gp_element_palette_free  (GpElementPalette       *self);
/* "#rrggbb", static. */
const char       *gp_element_palette_get   (const GpElementPalette *self,
                                            const char             *element_id);
/* Colour @i of the palette (modulo its size), "#rrggbb", static. */
const char       *gp_element_palette_nth   (guint                   i);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpElementPalette, gp_element_palette_free)

G_END_DECLS
