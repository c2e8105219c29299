/* gp-try-run-item.h: GpTryRunItem, one run of Try Fixes as the dialog lists it
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

#include <glib-object.h>

G_BEGIN_DECLS

/* A run that ended, as `gst-profile try` reported it on its `[n/m] NAME #r: …` line: the variant,
 * the run number, its latency p95 (or why it failed) and the session it saved. Immutable. */

#define GP_TYPE_TRY_RUN_ITEM (gp_try_run_item_get_type ())

G_DECLARE_FINAL_TYPE (GpTryRunItem, gp_try_run_item, GP, TRY_RUN_ITEM, GObject)

/* @summary: "latency p95 12.3 ms", or when @failed the reason (shown as "failed: …"); @session NULL
 * when none was kept. */
GpTryRunItem *gp_try_run_item_new         (const char   *variant,
                                           guint         run,
                                           gboolean      failed,
                                           const char   *summary,
                                           const char   *session);
/* "original", "QUEUE", "all". */
const char   *gp_try_run_item_get_variant (GpTryRunItem *self);
guint         gp_try_run_item_get_run     (GpTryRunItem *self);
gboolean      gp_try_run_item_get_failed  (GpTryRunItem *self);
const char   *gp_try_run_item_get_summary (GpTryRunItem *self);
const char   *gp_try_run_item_get_session (GpTryRunItem *self);

G_END_DECLS
