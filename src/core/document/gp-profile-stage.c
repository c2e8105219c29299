/* gp-profile-stage.c
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


#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gp-profile-stage.h"

double
gp_profile_process_age_ms (void)
{
  g_autofree char *stat = NULL;
  struct timespec now;
  unsigned long long start_ticks = 0;
  const char *p;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL))
    return -1;
  /* Field 22 (starttime, in clock ticks since boot), after the ")" of comm. */
  p = strrchr (stat, ')');
  for (guint field = 2; p != NULL && field < 22; field++)
    p = strchr (p + 1, ' ');
  if (p == NULL || sscanf (p + 1, "%llu", &start_ticks) != 1)
    return -1;
  clock_gettime (CLOCK_BOOTTIME, &now);

  return (now.tv_sec + now.tv_nsec / 1e9) * 1000.0 -
         start_ticks * 1000.0 / sysconf (_SC_CLK_TCK);
}

void
gp_profile_stage (const char *stage)
{
  static int enabled = -1;
  struct timespec cpu;

  g_return_if_fail (stage != NULL);

  if (enabled < 0)
    enabled = g_strcmp0 (g_getenv ("GP_PROFILE_STARTUP"), "1") == 0;
  if (!enabled)
    return;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &cpu);
  fprintf (stderr, "gp-profile: stage %-15s at-ms=%.1f thread-cpu-ms=%.1f\n",
           stage, gp_profile_process_age_ms (), cpu.tv_sec * 1000.0 + cpu.tv_nsec / 1e6);
}
