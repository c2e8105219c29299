/* gp-memory-format.h: bytes, rates, durations and holdings as the app writes them
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

#include "gp-holdings.h"

G_BEGIN_DECLS

/* The leak hunt's figures in words, shared by the graph's holding badges,
 * the Memory and Backlog lanes and the QLEAK card so that they say the
 * same. The figures themselves are the core's (GpHoldings,
 * gp_robust_slope()). */

/* "1.2 GB", "340 kB", "12 B" (decimal units, two or three digits). */
char     *gp_memory_format_bytes    (double           bytes);
/* "+7.1 MB/s", "−120 kB/s". */
char     *gp_memory_format_rate     (double           bytes_per_s);
/* "45 s", "9 min", "3.5 h", "2 d". */
char     *gp_memory_format_duration (double           seconds);
/* A holding badge's short text: bytes when known, else buffers; "≈ " when
 * estimated from the stock tracers: "≈ 1.2 GB", "340 buffers". */
char     *gp_memory_format_holding  (const GpHolding *holding);
/* @n as ngettext()'s count (clamped to 0..10^9). */
gulong    gp_memory_plural_count    (double           n);
/* Whether @factory is queue-like (queue, queue2, multiqueue, appsrc and
 * interpipesrc, appsink), as the QLEAK rule's catalogue entry says. */
gboolean  gp_memory_is_queue_like   (const char      *factory);

G_END_DECLS
