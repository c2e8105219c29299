/* gp-launch-report.h: gst-launch-1.0's own report of why a pipeline did not run
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

/* The longest report kept, in bytes (cut at a character). */
#define GP_LAUNCH_REPORT_MAX 300

/* The message of one line of a child's output when it is gst-launch-1.0's
 * report of a failure, or NULL: `no element "x"` for "WARNING: erroneous
 * pipeline: no element "x"" or "ERROR: pipeline could not be constructed:
 * no element "x".", the whole line for "ERROR: from element …". @len may be
 * -1; a trailing CR is ignored. */
char *gp_launch_report_from_line (const char *line,
                                  gssize      len);

G_END_DECLS
