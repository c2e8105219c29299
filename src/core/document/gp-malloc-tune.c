/* gp-malloc-tune.c: glibc's heap thresholds for the app's load and display phases
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

/* Why: a 10^6-window session's load and analysis allocate large passing arrays, which glibc keeps
 * in the heap unless they are mapped (200 → 185 MB with a 1 MB mmap threshold while loading); once
 * the session is shown, a frame's surfaces must come from the heap again (8 MB threshold), or each
 * frame maps and faults them in anew (3× the CPU per frame). The trim threshold goes to 4 MB with
 * it, since a fixed mmap threshold would fix it at 128 KB. Nothing is tuned before
 * gp_malloc_tune_init() (the app's main()), nor what the user set (MALLOC_*_THRESHOLD_,
 * GLIBC_TUNABLES), nor without glibc; the loader's calls leave the CLI and the tests alone. */

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
