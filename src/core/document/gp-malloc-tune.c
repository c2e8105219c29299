/* gp-malloc-tune.c
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

#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "gp-malloc-tune.h"

static gboolean own_mmap_threshold;

static gboolean
user_set (const char *variable,
          const char *tunable)
{
  const char *tunables = g_getenv ("GLIBC_TUNABLES");

  return g_getenv (variable) != NULL || (tunables != NULL && strstr (tunables, tunable) != NULL);
}

static void
set_mmap_threshold (int bytes)
{
#ifdef __GLIBC__
  if (own_mmap_threshold)
    mallopt (M_MMAP_THRESHOLD, bytes);
#endif
}

void
gp_malloc_tune_init (void)
{
#ifdef __GLIBC__
  own_mmap_threshold = !user_set ("MALLOC_MMAP_THRESHOLD_", "mmap_threshold");
  /* A fixed mmap threshold also fixes the trim threshold, at 128 KB: the
   * top of the heap would be given back and taken again for every frame
   * of a Timeline zoom. */
  if (own_mmap_threshold && !user_set ("MALLOC_TRIM_THRESHOLD_", "trim_threshold"))
    mallopt (M_TRIM_THRESHOLD, 4 * 1024 * 1024);
#endif
  gp_malloc_tune_loading ();
}

void
gp_malloc_tune_loading (void)
{
  set_mmap_threshold (1024 * 1024);
}

void
gp_malloc_tune_settled (void)
{
  set_mmap_threshold (8 * 1024 * 1024);
}
