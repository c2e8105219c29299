/* gp-tracer-util-private.h: small helpers our tracers share: record value specs, per-thread state
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

/* A GstTracerRecord field of @type: `value, type=…, description=…, flags=NONE`. */
GstStructure *_gp_tracer_value_spec    (GType       type,
                                        const char *description);

/* The calling thread's block of @size bytes under @key, zeroed at its first use in the thread
 * (@key must be G_PRIVATE_INIT (g_free)). */
gpointer      _gp_tracer_thread_state  (GPrivate   *key,
                                        gsize       size);

G_END_DECLS
