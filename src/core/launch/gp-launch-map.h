/* gp-launch-map.h: runtime element names → the launch tokens that made them
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

#include <glib.h>

#include "gp-graph.h"
#include "gp-launch.h"

G_BEGIN_DECLS

/* Maps each element of a session's graph (runtime names: `capsfilter3`,
 * `nvvconv2`, `queue0`, names from `name=`) to the element of the parsed
 * launch string that created it, structurally:
 * - an element given `name=` maps by that name;
 * - the other elements are grouped by the name prefix GStreamer derives
 *   from their type (`nvvidconv` → `nvvconv`), and within a group the
 *   runtime numbers follow creation order: the same names map directly, the
 *   same count with other numbers (another process numbered elements
 *   before) maps in order;
 * - every link of the graph between two mapped elements must be a link of
 *   the launch string, and the other way round; where not, both ends are
 *   refused.
 * What cannot be mapped without guessing is refused with a reason. */

typedef struct _GpLaunchMap GpLaunchMap;

GpLaunchMap            *gp_launch_map_new          (const GpLaunch     *launch,
                                                    const GpGraph      *graph);
void                    gp_launch_map_free         (GpLaunchMap        *map);

/* The launch element that made the graph element @runtime_name, or NULL
 * with the reason in @reason (owned by the map; NULL when mapped). */
const GpLaunchElement  *gp_launch_map_lookup       (const GpLaunchMap  *map,
                                                    const char         *runtime_name,
                                                    const char        **reason);
/* The graph element name a launch element became, or NULL. */
const char             *gp_launch_map_runtime_name (const GpLaunchMap      *map,
                                                    const GpLaunchElement  *element);
guint                   gp_launch_map_get_n_mapped (const GpLaunchMap  *map);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpLaunchMap, gp_launch_map_free)

G_END_DECLS
