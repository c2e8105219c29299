/* gp-analysis.h: GpAnalysis, a session's whole-run aggregates, and GpNumber
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

#include "gp-analysis-enums.h"
#include "gp-session.h"

G_BEGIN_DECLS

/* A number as the reference tool sees it after json.load(): a Python int
 * when the session document spelled it as an integer, a float otherwise, or
 * None. Evidence keeps that distinction when it is serialized (4 vs 4.0). */
typedef struct
{
  double   value;    /* NAN for None */
  gboolean is_int;
} GpNumber;

#define GP_NUMBER_NONE ((GpNumber) { NAN, FALSE })

static inline gboolean
gp_number_is_none (GpNumber n)
{
  return isnan (n.value);
}

/* Python's round(n, ndigits): ints are unchanged, floats are rounded half
 * to even on their exact binary value. */
GpNumber     gp_number_round          (GpNumber     n,
                                       int          ndigits);
/* A JSON node for the number (null, int or double). */
JsonNode    *gp_number_to_json        (GpNumber     n);
/* Python's f"{value:.Nf}", locale-independent. */
char        *gp_format_fixed          (double       value,
                                       int          decimals);

/* Whole-run aggregates of one element (reference.md §3). */
typedef struct
{
  const GpElement *element;       /* owned by the session's graph */
  GpNumber         proc_ms_p95;   /* p95 of the non-null per-window p95s */
  GpNumber         proc_ms_typ;   /* mean of the per-window p50s (float) */
  GpNumber         cpu_pct;       /* max per-window value */
  gint64           buffers;       /* sum */
} GpElementStat;

/* Whole-run aggregates of one link. */
typedef struct
{
  const GpLink *link;             /* owned by the session's graph */
  GpNumber      fps;              /* max */
  GpNumber      bytes_s;          /* max */
  gboolean      ever_stalled;
  gboolean      stall_interior;   /* ≥ 2 stalled windows in a row, before the last 2 */
} GpLinkStat;

/* One row of "where the time goes". */
typedef struct
{
  const char *element;
  GpNumber    proc_ms_p95;
  double      share_pct;          /* unrounded */
} GpHotEntry;

typedef enum
{
  GP_SYSTEM_CPU,
  GP_SYSTEM_GR3D,
  GP_SYSTEM_VIC,
  GP_SYSTEM_NVENC,
  GP_SYSTEM_NVDEC,
  GP_SYSTEM_EMC,
  GP_SYSTEM_N_KEYS,  /*< skip >*/
} GpSystemKey;

/* The analysis of a session, read by the rules and the verdict. It borrows
 * the session's graph and target: keep the session alive while using it.
 * Read-only once built. */
typedef struct
{
  GpSession       *session;          /* a reference */
  const GpGraph   *graph;
  const GpTarget  *target;
  const char      *platform;         /* "generic" when unknown */
  GPtrArray       *elements;         /* of GpElementStat, graph order, unique ids */
  GHashTable      *element_index;    /* id → GpElementStat* */
  GPtrArray       *links;            /* of GpLinkStat, graph order */
  GHashTable      *link_index;       /* GpLink* → GpLinkStat* */
  GpNumber         latency_ms_p95;
  GpNumber         reported_latency_ms;
  GpNumber         frame_period_ms;  /* float or None */
  const GpLink    *frame_period_link; /* the link it is read from (its fastest window), or NULL */
  GpNumber         system_peak[GP_SYSTEM_N_KEYS];
  GArray          *hot;              /* of GpHotEntry, by proc_ms_p95 descending (stable) */
} GpAnalysis;

GpAnalysis          *gp_analysis_new                 (GpSession         *session);
void                 gp_analysis_free                (GpAnalysis        *analysis);

const GpElementStat *gp_analysis_lookup_element      (const GpAnalysis  *analysis,
                                                      const char        *element_id);
/* The statistics of @link (a link of the session's graph), or NULL. */
const GpLinkStat    *gp_analysis_link_stat           (const GpAnalysis  *analysis,
                                                      const GpLink      *link);
/* The first link from @a to @b, or NULL. */
const GpLinkStat    *gp_analysis_link_between        (const GpAnalysis  *analysis,
                                                      const char        *a,
                                                      const char        *b);
/* TRUE when some link ends at (resp. starts from) @element_id. */
gboolean             gp_analysis_has_upstream        (const GpAnalysis  *analysis,
                                                      const char        *element_id);
gboolean             gp_analysis_has_downstream      (const GpAnalysis  *analysis,
                                                      const char        *element_id);
/* Whether window @window of a link's `stalled` column (guint8 0/1) is part
 * of an interior stall, the whole-run criterion of GpLinkStat.stall_interior
 * applied to one window: a run of stalled windows with at least 2 of them
 * before the last 2 windows. A link's stall_interior is TRUE exactly when
 * some window is. */
gboolean             gp_analysis_stalled_at          (GArray            *stalled,
                                                      guint              window);
/* The system key's name in the series ("vic_pct"), and back. */
const char          *gp_system_key_to_string         (GpSystemKey        key);
gboolean             gp_system_key_from_string       (const char        *str,
                                                      GpSystemKey       *key);

/* Nearest-rank percentile of the non-null values: index round(p·(n−1))
 * (half to even) into the stably sorted values; None when there are none. */
GpNumber             gp_percentile                   (const GpNumber    *values,
                                                      guint              n_values,
                                                      double             p);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpAnalysis, gp_analysis_free)

G_END_DECLS
