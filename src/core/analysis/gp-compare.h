/* gp-compare.h: GpCompare, before/after of two sessions through their analyses and findings
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
 * no number is ever made up for it.
 *
 * A difference counts as better or worse only when it is larger than
 * max(5 % of before, the unit's floor) and than the two runs' own noise
 * added up (gp_compare_classify()); otherwise the figure is "about the
 * same". A run's noise for a figure is read from its own per-window series
 * (gp_compare_window_spread(), gp_compare_rank_error()). */

#define GP_TYPE_COMPARE (gp_compare_get_type ())

typedef enum
{
  GP_COMPARE_TREND_UNKNOWN,     /* a side is not available */
  GP_COMPARE_TREND_SAME,        /* about the same: within the threshold */
  GP_COMPARE_TREND_BETTER,      /* lower (higher for fps) beyond it */
  GP_COMPARE_TREND_WORSE,       /* higher (lower for fps) beyond it */
} GpCompareTrend;

/* What a figure is measured in: its absolute floor (a smaller change is
 * never one) and which way is better. */
typedef enum
{
  GP_COMPARE_UNIT_MS,           /* floor 0.1 ms, lower is better */
  GP_COMPARE_UNIT_FPS,          /* floor 0.5 fps, higher is better */
  GP_COMPARE_UNIT_PERCENT,      /* floor 1 percentage point, lower is better */
  GP_COMPARE_UNIT_BYTES,        /* floor 64 KiB, lower is better */
} GpCompareUnit;

/* How after's session.parent_session relates to before's session.id. */
typedef enum
{
  GP_COMPARE_PARENT_MATCHES,    /* after is a re-run of before */
  GP_COMPARE_PARENT_NONE,       /* after records no parent */
  GP_COMPARE_PARENT_OTHER,      /* after is a re-run of another session */
  GP_COMPARE_PARENT_SIBLING,    /* both are re-runs of one session (variants of `try`) */
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
 * when before is 0). noise_before and noise_after are each run's own noise
 * for the figure (0 when its series has fewer than 2 windows, NAN when the
 * side is not available); threshold is the |delta| the change had to
 * exceed (gp_compare_threshold()), NAN when a side is not available. */
typedef struct
{
  GpNumber        before;
  GpNumber        after;
  double          delta;
  double          ratio;
  GpCompareTrend  trend;
  double          noise_before;
  double          noise_after;
  double          threshold;
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

/* The |after − before| a change must exceed to count: the largest of 5 %
 * of |@before|, @unit's floor and @noise_before + @noise_after (a NAN noise
 * counts as 0). */
double           gp_compare_threshold         (double            before,
                                               double            noise_before,
                                               double            noise_after,
                                               GpCompareUnit     unit);
/* Better, worse or about the same (beyond gp_compare_threshold() or not);
 * UNKNOWN when @before or @after is not available. */
GpCompareTrend   gp_compare_classify          (GpNumber          before,
                                               GpNumber          after,
                                               double            noise_before,
                                               double            noise_after,
                                               GpCompareUnit     unit);

/* What a whole-run figure is of its per-window values. */
typedef enum
{
  GP_COMPARE_FIGURE_P95,        /* their nearest-rank p95 (latency, processing time) */
  GP_COMPARE_FIGURE_MINIMUM,    /* their smallest (the frame period: the fastest window) */
} GpCompareFigure;

/* A run's noise for @figure of the per-window @values (NAN ones skipped,
 * in time order): for a p95, the windows' spread plus the figure's rank
 * error; for the minimum, its rank error alone (a window holds a whole
 * number of frames, 7 or 8 in 250 ms at 30 fps, and that granularity is no
 * noise of the fastest window). The first window with a value is the
 * preroll (negotiation, allocation, the first frame through every element):
 * when it is above a p95 it is left out, as every run has one and the
 * figure does not rest on it; a p95 figure resting on it keeps it. */
double           gp_compare_series_noise      (const double     *values,
                                               guint             n_values,
                                               GpCompareFigure   figure);

/* The two parts of that noise, from the per-window values of a series (NAN
 * ones skipped, @values in time order):
 *
 * gp_compare_window_spread(): how much one window differs from the next,
 * 1.4826 × the median absolute deviation (the standard deviation of a
 * normal spread, unmoved by a few outlying windows).
 *
 * gp_compare_rank_error(): the standard error of the whole-run figure taken
 * as the nearest-rank @quantile of the windows (gp_percentile(); 0 is the
 * fastest window, 0.95 the p95): the exact bootstrap standard deviation of
 * that order statistic, widened by √((1 + ρ)/(1 − ρ)) for ρ, the windows'
 * lag-1 autocorrelation (clamped to [0, 0.9]), as windows that follow one
 * another are not independent (a load burst or a filling queue spans
 * several). A p95 of a few windows is one or two of its slowest: this is
 * what tells a tail that varies from run to run.
 *
 * Both are 0 with fewer than 2 values. */
double           gp_compare_window_spread     (const double     *values,
                                               guint             n_values);
double           gp_compare_rank_error        (const double     *values,
                                               guint             n_values,
                                               double            quantile);

const char      *gp_compare_trend_to_string          (GpCompareTrend         trend);
const char      *gp_compare_parent_to_string         (GpCompareParent        parent);
const char      *gp_compare_presence_to_string       (GpComparePresence      presence);
const char      *gp_compare_finding_state_to_string  (GpCompareFindingState  state);

/* {before, after, parent, latency_ms_p95, frame_period_ms, elements,
 * findings: {cleared, new, kept}}; each figure {before, after, delta,
 * ratio, trend, noise_before, noise_after, threshold}: values as analyzed,
 * delta, noises and threshold rounded to 3 decimals, ratio to 4, null
 * where not available. */
JsonNode        *gp_compare_to_json           (const GpCompare  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpCompare, gp_compare_unref)

G_END_DECLS
