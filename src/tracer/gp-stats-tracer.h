/* gp-stats-tracer.h: GpStatsTracer, the `gpstats` tracer
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

#include <gst/gst.h>

G_BEGIN_DECLS

#define GP_TYPE_STATS_TRACER (gp_stats_tracer_get_type ())

G_DECLARE_FINAL_TYPE (GpStatsTracer, gp_stats_tracer, GP, STATS_TRACER, GstTracer)

G_END_DECLS
