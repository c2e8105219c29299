/* gp-finding-extent.h: what a finding's title names on the graph (ZC's whole stretch, CAPS's two
 * conversions), for the views that outline it
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

#include "gp-finding.h"
#include "gp-graph.h"

G_BEGIN_DECLS

/* A finding's targets are where it points (ZC: the first system-memory link of the stretch and
 * its two ends, as the reference has it); its extent is what its title talks about. ZC: every
 * element and link on the paths from its evidence's hw_upstream to hw_downstream (device memory
 * → system memory → device memory). CAPS: the converter and the elements its evidence lists
 * downstream, with the links between. Any other rule: its targets.
 *
 * Appends to @elements and @links (of const char *, owned by @finding or @graph) the ids of the
 * extent that are not targets, in graph order; the targets themselves are not repeated. Ids the
 * graph does not have are left out. Linear in the graph. */
void  gp_finding_collect_extent  (const GpFinding *finding,
                                   const GpGraph   *graph,
                                   GPtrArray       *elements,
                                   GPtrArray       *links);

G_END_DECLS
