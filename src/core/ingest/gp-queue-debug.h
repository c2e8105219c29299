/* gp-queue-debug.h: the levels in appsrc and queue_dataflow debug lines
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

#include "gp-tracer-log.h"

G_BEGIN_DECLS

/* What one `GST_DEBUG=appsrc:5,queue_dataflow:6` line says about the level of
 * its element (spec/leak-hunt.md). Slices point into the message. */
typedef struct
{
  GpSlice  element;       /* the object name between < and > */
  gboolean has_buffers;
  guint64  buffers;       /* held now */
  gboolean has_bytes;
  guint64  bytes;
  gboolean has_max_buffers;
  guint64  max_buffers;   /* a queue's max-size-buffers (0: none) */
  gboolean has_max_bytes;
  guint64  max_bytes;     /* a queue's max-size-bytes, appsrc's max-bytes ("queue filled") */
} GpQueueDebug;

/* Reads the message of a GP_TRACER_LINE_QUEUE_DEBUG line (its body):
 * appsrc's `Currently queued: B bytes, N buffers, T` and `queue filled (X >= Y)`,
 * queue_dataflow's `… N of 0-M buffers, B of 0-L bytes, …`. FALSE for any
 * other message (most of them) or a malformed one. */
gboolean  gp_queue_debug_parse (GpSlice       message,
                                GpQueueDebug *out);

G_END_DECLS
