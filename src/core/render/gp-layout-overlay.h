/* gp-layout-overlay.h: GpLayoutOverlay, the measured values painted over the pipeline graph
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

#include "gp-analysis.h"
#include "gp-finding.h"

G_BEGIN_DECLS

/* The measured values painted over the pipeline graph: per element the proc
 * p95 and its heat, per link fps, bytes/s and stall, and the findings whose
 * targets are outlined. Either whole-run values (the report) or one window's
 * (the app's time cursor). Unset values are NAN / FALSE. */
typedef struct _GpLayoutOverlay GpLayoutOverlay;

typedef struct
{
  double   proc_ms_p95;  /* NAN when unknown */
  double   share;        /* 0..1 of the summed proc p95; NAN when unknown */
  double   heat;         /* 0..1, normalised to the hottest element; NAN when unknown */
  double   cpu_pct;      /* NAN when unknown */
  gboolean idle;         /* no link of it ever carried buffers */
} GpLayoutElementValues;

typedef struct
{
  double   fps;          /* NAN when unknown */
  double   bytes_s;      /* NAN when unknown */
  gboolean stalled;
} GpLayoutLinkValues;

typedef struct
{
  gboolean   marked;
  GpSeverity severity;   /* the highest among the findings marking it */
  gboolean   primary;    /* targeted by the primary finding: solid outline */
} GpLayoutMark;

GpLayoutOverlay              *gp_layout_overlay_new              (void);
void                          gp_layout_overlay_free             (GpLayoutOverlay *self);

/* Whole-run values of @analysis (element proc p95 and max cpu; link median
 * fps and bytes/s, stalled = an interior stall; idle = no link with buffers) and the marks of @findings (of
 * GpFinding, ranked; may be NULL): high and medium always, plus the primary
 * finding, the first that is not HOT/OK. */
GpLayoutOverlay              *gp_layout_overlay_new_for_analysis (const GpAnalysis *analysis,
                                                                  GPtrArray       *findings);

/* The values of window @window of @session's series (the app's time
 * cursor): per element its proc p95 and cpu, per link its fps, bytes/s and
 * whether the window is part of an interior stall (gp_analysis_stalled_at();
 * NAN / FALSE where it was not measured), share and
 * heat among that window's elements. Idle flags and finding marks are not
 * set: they describe the whole run. Elements and links without series are
 * left out. */
GpLayoutOverlay              *gp_layout_overlay_new_for_window   (GpSession        *session,
                                                                  guint            window);

/* Placeholders with the geometry of the values to come (the app lays the
 * graph out once, before the series are read, and paints the values over
 * it): every element has a p95 label and a heat bar, every link an fps
 * line and a "stalled" one (drawn red and dashed); none idle or marked.
 * Tooltips leave the values out. */
GpLayoutOverlay              *gp_layout_overlay_new_reserved     (GpSession        *session);
/* TRUE for gp_layout_overlay_new_reserved()'s. */
gboolean                      gp_layout_overlay_get_placeholders (const GpLayoutOverlay *self);

/* Heat bars and p95 labels need per-element latency. */
gboolean                      gp_layout_overlay_get_show_heat    (const GpLayoutOverlay *self);
void                          gp_layout_overlay_set_show_heat    (GpLayoutOverlay *self,
                                                                  gboolean         show_heat);

void                          gp_layout_overlay_set_element      (GpLayoutOverlay *self,
                                                                  const char      *element_id,
                                                                  const GpLayoutElementValues *values);
void                          gp_layout_overlay_set_link         (GpLayoutOverlay *self,
                                                                  const char      *link_id,
                                                                  const GpLayoutLinkValues *values);
/* Marks the finding's target elements and links. */
void                          gp_layout_overlay_mark_finding     (GpLayoutOverlay *self,
                                                                  const GpFinding *finding,
                                                                  gboolean         primary);
/* Recomputes share and heat from the proc_ms_p95 values set so far. */
void                          gp_layout_overlay_update_heat      (GpLayoutOverlay *self);

/* NULL when nothing was set for that id. */
const GpLayoutElementValues  *gp_layout_overlay_get_element      (const GpLayoutOverlay *self,
                                                                  const char      *element_id);
const GpLayoutLinkValues     *gp_layout_overlay_get_link         (const GpLayoutOverlay *self,
                                                                  const char      *link_id);
/* `marked` is FALSE for ids no finding touches. */
GpLayoutMark                  gp_layout_overlay_get_element_mark (const GpLayoutOverlay *self,
                                                                  const char      *element_id);
GpLayoutMark                  gp_layout_overlay_get_link_mark    (const GpLayoutOverlay *self,
                                                                  const char      *link_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpLayoutOverlay, gp_layout_overlay_free)

G_END_DECLS
