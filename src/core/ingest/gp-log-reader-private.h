/* gp-log-reader-private.h: a log file's bytes to a parser: mapped windows, or a reader thread
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

G_BEGIN_DECLS

/* Called with the file's bytes in order, a chunk at a time (a line may span chunks). The bytes
 * are valid only during the call. */
typedef void (*GpLogChunkFunc) (const char *data,
                                gsize       len,
                                gpointer    user_data);

/* A plain regular file (@fd, not consumed) mapped a window at a time (GP_LOG_READER_WINDOW
 * bytes), each window handed to @func and unmapped behind it, until the end of the file (a file
 * that grew while it was read is read on). A file truncated under its mapping fails with "PATH
 * was truncated while it was read" instead of SIGBUS. */
#define GP_LOG_READER_WINDOW ((gsize) 4 * 1024 * 1024)

gboolean  _gp_log_read_mapped   (int              fd,
                                 const char      *path,
                                 GpLogChunkFunc   func,
                                 gpointer         user_data,
                                 GCancellable    *cancellable,
                                 GError         **error);

/* @stream read (and, for gzip, inflated) on a thread of its own, GP_LOG_READER_CHUNK bytes at a
 * time, into GP_LOG_READER_CHUNKS buffers that go round between it and @func (called on the
 * caller's thread): reading overlaps parsing and memory stays bounded. */
#define GP_LOG_READER_CHUNK ((gsize) 1024 * 1024)
#define GP_LOG_READER_CHUNKS 4

gboolean  _gp_log_read_threaded (GInputStream    *stream,
                                 const char      *path,
                                 GpLogChunkFunc   func,
                                 gpointer         user_data,
                                 GCancellable    *cancellable,
                                 GError         **error);

G_END_DECLS
