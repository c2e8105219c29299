/* gp-profile-stage.h
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

/* With GP_PROFILE_STARTUP=1 (tests/bench/run-app-bench.sh), where start-up
 * time goes: each stage prints one line on stderr, the wall time since the
 * process started and the CPU time of the calling thread. Nothing happens
 * without the variable. */
void    gp_profile_stage           (const char *stage);
/* Milliseconds since this process started (its start time in /proc). */
double  gp_profile_process_age_ms  (void);

G_END_DECLS
