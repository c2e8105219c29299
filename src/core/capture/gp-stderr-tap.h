/* gp-stderr-tap.h: GpStderrTap, a child's stderr passed through, gst-launch-1.0's report kept
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

G_BEGIN_DECLS

typedef struct _GpStderrTap GpStderrTap;

/* Reads @fd (a pipe's read end, taken: closed by the free) from the
 * thread-default main context, writes what it reads to @forward_fd (-1: to
 * nowhere) and keeps the first report of gp_launch_report_from_line(). */
GpStderrTap *gp_stderr_tap_new         (int          fd,
                                        int          forward_fd);
/* Reads what is left without waiting (the child has exited) and stops. */
void         gp_stderr_tap_drain       (GpStderrTap *self);
/* The first report, or NULL. */
const char  *gp_stderr_tap_get_report  (GpStderrTap *self);
void         gp_stderr_tap_free        (GpStderrTap *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpStderrTap, gp_stderr_tap_free)

G_END_DECLS
