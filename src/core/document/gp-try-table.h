/* gp-try-table.h: the runs of `gst-profile try` summed up, variant by variant
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
#include <json-glib/json-glib.h>

#include "gp-document.h"

G_BEGIN_DECLS

/* Variants (the original, each fix alone, all together) and their runs: per run the pipeline's
 * latency p95, its frame rate, the process CPU and the findings; per variant the median and range
 * of each, and which findings it clears or brings compared with the original. A difference counts
 * only when the two ranges do not overlap: with a few runs each, noise does not pass for effect; a
 * variant (or the original) that ran once has no range, and nothing is judged against it. */

typedef struct _GpTryTable GpTryTable;

typedef enum
{
  GP_TRY_SAME,      /* the ranges overlap */
  GP_TRY_BETTER,
  GP_TRY_WORSE,
  GP_TRY_UNKNOWN,   /* not measured in one of them */
  GP_TRY_NO_SPREAD, /* measured, but one of them ran once: no spread to tell noise from effect */
} GpTryDelta;

typedef struct
{
  double median;
  double min;
  double max;
  guint  n;          /* runs that measured it */
} GpTryRange;

typedef struct
{
  char       *name;          /* "original", "QUEUE", "SW videoconvert0", "all" */
  GStrv       applied;       /* finding ids */
  GPtrArray  *sessions;      /* of char *: the session files, in run order */
  GPtrArray  *findings;      /* per run: GStrv of finding ids */
  GArray     *latency;       /* per run: double (NAN unknown) */
  GArray     *fps;
  GArray     *cpu;
} GpTryVariant;

GpTryTable          *gp_try_table_new            (void);
void                 gp_try_table_free           (GpTryTable        *self);

/* The first variant added is the original, the one the others are measured against. */
guint                gp_try_table_add_variant    (GpTryTable        *self,
                                                  const char        *name,
                                                  const char * const *applied);
/* A run of variant @index: its session file and the document made of it. */
void                 gp_try_table_add_run        (GpTryTable        *self,
                                                  guint              index,
                                                  const char        *path,
                                                  GpDocument        *document);

guint                gp_try_table_get_n_variants (const GpTryTable  *self);
const GpTryVariant  *gp_try_table_get_variant    (const GpTryTable  *self,
                                                  guint              index);
GpTryRange           gp_try_variant_latency      (const GpTryVariant *variant);
GpTryRange           gp_try_variant_fps          (const GpTryVariant *variant);
GpTryRange           gp_try_variant_cpu          (const GpTryVariant *variant);
/* Against the original: latency lower is better, fps higher is better. */
GpTryDelta           gp_try_table_latency_delta  (const GpTryTable  *self,
                                                  guint              index);
GpTryDelta           gp_try_table_fps_delta      (const GpTryTable  *self,
                                                  guint              index);
/* The finding ids most of the original's runs have and most of this variant's runs do not
 * (cleared), or the other way round (new). */
GStrv                gp_try_table_cleared        (const GpTryTable  *self,
                                                  guint              index);
GStrv                gp_try_table_new_findings   (const GpTryTable  *self,
                                                  guint              index);
/* Every variant, best first: more measures better than the original (and fewer worse), then the
 * lower latency median, then the order they were added in; a variant that never ran is last. */
GArray              *gp_try_table_rank           (const GpTryTable  *self);

/* {"variants": [{"name", "applied", "runs", "latency_ms_p95_median", "latency_ms_p95_min",
 *   "latency_ms_p95_max", "latency", "fps_median", "fps", "cpu_pct_median", "findings_cleared",
 *   "findings_new", "sessions"}]}, best first; "latency"/"fps": "better" | "worse" | "about the same" |
 * "unknown" against the original. */
JsonNode            *gp_try_table_to_json        (const GpTryTable  *self);
/* One aligned row per variant, best first. */
char                *gp_try_table_to_text        (const GpTryTable  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpTryTable, gp_try_table_free)

G_END_DECLS
