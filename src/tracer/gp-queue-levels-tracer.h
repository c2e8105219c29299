/* gp-queue-levels-tracer.h: GpQueueLevelsTracer, the `gpqueuelevels` tracer
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

#define GP_TYPE_QUEUE_LEVELS_TRACER (gp_queue_levels_tracer_get_type ())

G_DECLARE_FINAL_TYPE (GpQueueLevelsTracer, gp_queue_levels_tracer, GP, QUEUE_LEVELS_TRACER, GstTracer)

G_END_DECLS
