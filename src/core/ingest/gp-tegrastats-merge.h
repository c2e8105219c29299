/* gp-tegrastats-merge.h: a tegrastats log the user recorded, merged into a session's system series
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

#include <gio/gio.h>

#include "gp-session.h"

G_BEGIN_DECLS

/* tegrastats' own default `--interval`. */
#define GP_TEGRASTATS_DEFAULT_INTERVAL_MS 1000

/* Merges the tegrastats log at @path (`tegrastats --logfile FILE`, one line
 * per interval, gzip allowed) into @session's series.system: the GPU, VIC,
 * NVENC, NVDEC and EMC loads of each 250 ms window, the per-core and total
 * CPU and the free RAM where the session has none. Lines are aligned by
 * their timestamps when they have them and the session has a wall-clock
 * start (a capture's `started`), else by start; the line interval is
 * @interval_ms when not 0, else inferred from the timestamps, else
 * tegrastats' default. Sets capabilities.tegrastats and the source, and
 * says how it aligned in session.notes. FALSE with a GP_ERROR naming @path
 * when it holds no tegrastats line. */
gboolean gp_tegrastats_merge_file (GpSession     *session,
                                   const char    *path,
                                   guint          interval_ms,
                                   GCancellable  *cancellable,
                                   GError       **error);

G_END_DECLS
