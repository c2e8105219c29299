/* gp-compare.h
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

#include "gp-analysis-enums.h"
#include "gp-analysis.h"
#include "gp-finding.h"

G_BEGIN_DECLS

/* Before/after: two sessions compared through their analyses and their
 * findings, recomputed with the current rules as `analyze` does. Lower is
 * better for every figure compared (latency, frame period, processing
 * time). A value a session did not measure stays "not available" (NAN);
 * no number is ever made up for it. */

#define GP_TYPE_COMPARE (gp_compare_get_type ())

typedef enum
{
  GP_COMPARE_TREND_UNKNOWN,     /* a side is not available */
  GP_COMPARE_TREND_SAME,        /* equal at the displayed precision */
  GP_COMPARE_TREND_BETTER,      /* lower */
  GP_COMPARE_TREND_WORSE,       /* higher */
} GpCompareTrend;

/* How after's session.parent_session relates to before's session.id. */
typedef enum
{
  GP_COMPARE_PARENT_MATCHES,    /* after is a re-run of before */
  GP_COMPARE_PARENT_NONE,       /* after records no parent */
  GP_COMPARE_PARENT_OTHER,      /* after is a re-run of another session */
} GpCompareParent;

typedef enum
{
  GP_COMPARE_PRESENCE_BOTH,
  GP_COMPARE_PRESENCE_BEFORE_ONLY,  /* removed by the patch */
  GP_COMPARE_PRESENCE_AFTER_ONLY,   /* added by the patch */
} GpComparePresence;

typedef enum
{
  GP_COMPARE_FINDING_CLEARED,   /* in before, not in after */
  GP_COMPARE_FINDING_NEW,       /* in after, not in before */
  GP_COMPARE_FINDING_KEPT,      /* in both (same id and rule) */
} GpCompareFindingState;

/* One figure on both sides. delta = after − before and ratio = after /
 * before, both unrounded; NAN when a side is not available (ratio also
 * when before is 0). */
typedef struct
{
  GpNumber        before;
  GpNumber        after;
  double          delta;
  double          ratio;
  GpCompareTrend  trend;
} GpCompareValue;

typedef struct
{
  const char        *element;         /* the id, matched on both sides */
  const char        *factory_before;  /* NULL when only in after */
  const char        *factory_after;   /* NULL when only in before */
  GpComparePresence  presence;
  GpCompareValue     proc_ms_p95;
} GpCompareElement;

typedef struct
{
  GpCompareFindingState  state;
  const GpFinding       *before;      /* NULL when new */
  const GpFinding       *after;       /* NULL when cleared */
} GpCompareFinding;

typedef struct _GpCompare GpCompare;

struct _GpCompare
{
  GpSession         *before;           /* references */
  GpSession         *after;
  GpAnalysis        *analysis_before;
  GpAnalysis        *analysis_after;
  GPtrArray         *findings_before;  /* recomputed, ranked GpFinding */
  GPtrArray         *findings_after;
  GpCompareParent    parent;
  GpCompareValue     latency_ms_p95;
  GpCompareValue     frame_period_ms;
  /* Non-bin elements of either graph, by decreasing size of change: |delta|
   * when both sides are measured, the measured side's value when the element
   * is on one side only, unmeasured ones last; ties keep before's graph
   * order, then after's. */
  GArray            *elements;         /* of GpCompareElement */
  /* Cleared (before's rank order), new (after's), kept (after's). */
  GArray            *findings;         /* of GpCompareFinding */
};

GType            gp_compare_get_type          (void) G_GNUC_CONST;

/* Compares @before with @after; NULL with @error when the rule catalogue
 * cannot be loaded. Keeps a reference to both sessions. */
GpCompare       *gp_compare_new               (GpSession        *before,
                                               GpSession        *after,
                                               GError          **error);
GpCompare       *gp_compare_ref               (GpCompare        *self);
void             gp_compare_unref             (GpCompare        *self);

guint            gp_compare_count_findings    (const GpCompare  *self,
                                               GpCompareFindingState state);
const GpCompareElement *gp_compare_lookup_element (const GpCompare *self,
                                                   const char      *element_id);
/* The finding in @state with @id, or NULL. */
const GpCompareFinding *gp_compare_lookup_finding (const GpCompare *self,
                                                   GpCompareFindingState state,
                                                   const char      *finding_id);

const char      *gp_compare_trend_to_string          (GpCompareTrend         trend);
const char      *gp_compare_parent_to_string         (GpCompareParent        parent);
const char      *gp_compare_presence_to_string       (GpComparePresence      presence);
const char      *gp_compare_finding_state_to_string  (GpCompareFindingState  state);

/* {before, after, parent, latency_ms_p95, frame_period_ms, elements,
 * findings: {cleared, new, kept}}; values as analyzed, delta rounded to 3
 * decimals, ratio to 4, null where not available. */
JsonNode        *gp_compare_to_json           (const GpCompare  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpCompare, gp_compare_unref)

G_END_DECLS
