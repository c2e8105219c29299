/* gp-document.h
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

#include <gio/gio.h>

#include "gp-analysis.h"
#include "gp-finding.h"
#include "gp-session.h"
#include "gp-xdot.h"

G_BEGIN_DECLS

/* An opened session and what is computed from it once: the whole-run
 * analysis, the findings of the current rules, the verdict header and the
 * laid-out pipeline graph. The loader hands it over in two steps: first
 * with the session's graph laid out (no series yet, no analysis, no
 * findings, an empty verdict header: `complete` is FALSE), then once
 * the rest is computed it sets `complete` (notified, once; the layout may
 * be replaced by one with the measured values). Immutable after that. */

#define GP_TYPE_DOCUMENT (gp_document_get_type ())

G_DECLARE_FINAL_TYPE (GpDocument, gp_document, GP, DOCUMENT, GObject)

GFile              *gp_document_get_file            (GpDocument  *self);
GpSession          *gp_document_get_session         (GpDocument  *self);
/* NULL until complete. */
const GpAnalysis   *gp_document_get_analysis        (GpDocument  *self);
gboolean            gp_document_get_complete        (GpDocument  *self);
/* Ranked GpFindings of the current rules (or the stored ones when the rule
 * catalogue could not be loaded; see gp_document_get_findings_recomputed());
 * empty until complete. */
GPtrArray          *gp_document_get_findings        (GpDocument  *self);
gboolean            gp_document_get_findings_recomputed (GpDocument *self);
const GpFinding    *gp_document_lookup_finding      (GpDocument  *self,
                                                     const char  *finding_id);
/* Findings whose targets include @element_id, in rank order. */
GPtrArray          *gp_document_findings_for_element (GpDocument *self,
                                                      const char *element_id);
const char         *gp_document_get_verdict_header  (GpDocument  *self);
/* NULL when the graph could not be laid out (see get_layout_error). */
const GpXdotGraph  *gp_document_get_layout          (GpDocument  *self);
const char         *gp_document_get_layout_error    (GpDocument  *self);

/* The label, else the session id, else the file name. */
const char         *gp_document_get_title           (GpDocument  *self);
/* "Jetson · Orin NX · L4T 36.4.3 · GStreamer 1.20.3" and the like. */
const char         *gp_document_get_target_text     (GpDocument  *self);
/* The launch string, the wrapped command, or "". */
const char         *gp_document_get_command_text    (GpDocument  *self);

/* The first finding that is neither HOT nor OK (findings are ranked), or
 * NULL; none until complete. */
const GpFinding    *gp_document_get_top_finding     (GpDocument  *self);
/* "Top finding: ZC · <title>" of it, or NULL. */
char               *gp_document_dup_top_finding_text (GpDocument *self);
/* NULL until complete; then "ok" without a top finding, else its severity
 * ("high", "medium", "info"). */
const char         *gp_document_get_verdict_level   (GpDocument  *self);

/* For GpDocumentLoader only: builds the document from a loaded session
 * (complete at once), or in two steps. */
GpDocument         *_gp_document_new_partial        (GFile             *file,
                                                     GpSession         *session,
                                                     GpXdotGraph       *layout,
                                                     char              *layout_error);
/* Takes everything; without a @layout the first one stays. */
void                _gp_document_complete           (GpDocument        *self,
                                                     GpAnalysis        *analysis,
                                                     GPtrArray         *findings,
                                                     gboolean           recomputed,
                                                     char              *verdict_header,
                                                     GpXdotGraph       *layout,
                                                     char              *layout_error);
GpDocument         *_gp_document_new                (GFile             *file,
                                                     GpSession         *session,
                                                     GpAnalysis        *analysis,
                                                     GPtrArray         *findings,
                                                     gboolean           recomputed,
                                                     char              *verdict_header,
                                                     GpXdotGraph       *layout,
                                                     char              *layout_error);

G_END_DECLS
