/* gp-try-variant-item.h: GpTryVariantItem, one variant of Try Fixes: planned, then measured
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

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A variant as the dialog shows it before Start (its name and exact command, from GpTryPlan), or
 * as a row of the table `gst-profile try --format json` prints when it ends: its runs, latency p95
 * median [min–max] and frame rate with better/worse/≈ against the original, CPU, the findings it
 * clears or brings, and its session files. Immutable. */

#define GP_TYPE_TRY_VARIANT_ITEM (gp_try_variant_item_get_type ())

G_DECLARE_FINAL_TYPE (GpTryVariantItem, gp_try_variant_item, GP, TRY_VARIANT_ITEM, GObject)

/* A planned variant: nothing measured yet. @description says what it changes. */
GpTryVariantItem   *gp_try_variant_item_new           (const char         *name,
                                                       const char         *description,
                                                       const char         *command);
/* A row of try's JSON table ({"name", "runs", "latency_ms_p95_median", …}); NULL with @error when
 * it is not one. */
GpTryVariantItem   *gp_try_variant_item_new_from_json (JsonObject         *object,
                                                       GError            **error);

const char         *gp_try_variant_item_get_name      (GpTryVariantItem   *self);
/* "QUEUE · insert queue before x264enc0", NULL for a row of the table. */
const char         *gp_try_variant_item_get_description (GpTryVariantItem *self);
/* The planned command ("gst-launch-1.0 -e …"), NULL for a row of the table. */
const char         *gp_try_variant_item_get_command   (GpTryVariantItem   *self);
guint               gp_try_variant_item_get_runs      (GpTryVariantItem   *self);
/* "12.3 [11.9–13.0]", "—" when not measured. */
const char         *gp_try_variant_item_get_latency_text (GpTryVariantItem *self);
/* "better", "worse", "≈", or "" for the original and what was not measured. */
const char         *gp_try_variant_item_get_latency_mark (GpTryVariantItem *self);
const char         *gp_try_variant_item_get_fps_text  (GpTryVariantItem   *self);
const char         *gp_try_variant_item_get_fps_mark  (GpTryVariantItem   *self);
const char         *gp_try_variant_item_get_cpu_text  (GpTryVariantItem   *self);
const char * const *gp_try_variant_item_get_cleared   (GpTryVariantItem   *self);
const char * const *gp_try_variant_item_get_findings_new (GpTryVariantItem *self);
/* The session files, in run order (empty when none ran). */
const char * const *gp_try_variant_item_get_sessions  (GpTryVariantItem   *self);

G_END_DECLS
