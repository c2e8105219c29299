/* gp-malloc-tune.h
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

/* glibc's heap thresholds as the app's phases want them (no-ops without
 * glibc, or when the user set them: MALLOC_*_THRESHOLD_, GLIBC_TUNABLES).
 * While a session loads, blocks of 1 MB and more are mapped, so that the
 * load's and the analysis' passing arrays go back to the system when
 * freed (a 10^6-window session: 200 → 185 MB); once it is shown, blocks
 * under 8 MB come from the heap again, so that what a frame allocates and
 * frees (GTK's surfaces of a zoomed graph) is reused, not mapped and
 * faulted in anew for every frame (3× the CPU per frame). Nothing is
 * tuned before gp_malloc_tune_init() (the app's main()): the loader's calls
 * leave any other process, the CLI's, the tests', with glibc's defaults. */
void  gp_malloc_tune_init     (void);
void  gp_malloc_tune_loading  (void);
void  gp_malloc_tune_settled  (void);

G_END_DECLS
