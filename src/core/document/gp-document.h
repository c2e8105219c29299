/* gp-document.h: GpDocument, an opened session and what is computed from it, and its constructors
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
#include "gp-document-enums.h"
#include "gp-finding.h"
#include "gp-rule-catalog.h"
#include "gp-session.h"
#include "gp-layout.h"
#include "gp-xdot.h"

G_BEGIN_DECLS

/* An opened session and what is computed from it once: the whole-run
 * analysis, the findings of the current rules, the verdict header and,
 * when something asks for it, the laid-out pipeline graph. One constructor
 * for every front end: gp_document_load() reads a file and computes the
 * rest (`gst-profile analyze`, `report`, `patch`, `export`, `compare`, the
 * start page's examples; gp_document_load_full() with a tegrastats log
 * merged, `--tegrastats` and the app's open dialog), gp_document_new_for_session() takes a session
 * already in memory (a capture). GpDocumentLoader makes one in two steps
 * for the app: first with the session's graph laid out (no series yet, no
 * analysis, no findings, an empty verdict header: `complete` is FALSE),
 * then once the rest is computed it sets `complete` (notified, once).
 * Immutable after that. */

#define GP_TYPE_DOCUMENT (gp_document_get_type ())

G_DECLARE_FINAL_TYPE (GpDocument, gp_document, GP, DOCUMENT, GObject)

/* What the constructors compute beyond the session, and what they do with
 * it; the layout is never made before gp_document_get_layout(). */
typedef enum
{
  GP_DOCUMENT_LOAD_DEFAULT         = 0,
  /* The session alone: no analysis, no findings, no verdict (an export of
   * the series, a comparison, which runs the rules itself). */
  GP_DOCUMENT_LOAD_SESSION_ONLY    = 1 << 0,
  /* The recomputed findings replace the session's stored ones, so that a
   * save, a report or an export of the session writes them (the CLI). */
  GP_DOCUMENT_LOAD_STORE_FINDINGS  = 1 << 1,
  /* When the rule catalogue cannot be loaded, the session's stored
   * findings (gp_document_get_findings_recomputed() is FALSE) instead of
   * an error: the app shows a session anyway, the CLI stops. */
  GP_DOCUMENT_LOAD_STORED_FALLBACK = 1 << 2,
} GpDocumentLoadFlags;

/* Reads @path (a session JSON or a tracer log, @dots merged into a log;
 * gp_load_path()), then computes the analysis, the findings and the
 * verdict header. NULL with gp_load_path()'s error, or the rule
 * catalogue's. Any thread. */
GpDocument         *gp_document_load                (const char          *path,
                                                     const char * const  *dots,
                                                     GpDocumentLoadFlags  flags,
                                                     GCancellable        *cancellable,
                                                     GError             **error);
/* gp_document_load() with a tegrastats log recorded beside @path
 * (`tegrastats --logfile`, NULL for none) merged into its series before
 * the analysis (gp_tegrastats_merge_file(): @tegrastats_interval_ms 0 is
 * from its timestamps, else tegrastats' default). NULL with the loader's
 * error or the merge's (a file that is not a tegrastats log). Any thread. */
GpDocument         *gp_document_load_full           (const char          *path,
                                                     const char * const  *dots,
                                                     const char          *tegrastats,
                                                     guint                tegrastats_interval_ms,
                                                     GpDocumentLoadFlags  flags,
                                                     GCancellable        *cancellable,
                                                     GError             **error);
/* The same for a session in memory (a capture's, which keeps growing:
 * the document holds what it has now; @file NULL while it is not saved). */
GpDocument         *gp_document_new_for_session     (GFile               *file,
                                                     GpSession           *session,
                                                     GpDocumentLoadFlags  flags,
                                                     GError             **error);

GFile              *gp_document_get_file            (GpDocument  *self);
GpSession          *gp_document_get_session         (GpDocument  *self);
/* NULL until complete (and in a GP_DOCUMENT_LOAD_SESSION_ONLY document). */
const GpAnalysis   *gp_document_get_analysis        (GpDocument  *self);
gboolean            gp_document_get_complete        (GpDocument  *self);
/* Ranked GpFindings of the current rules (or the stored ones when the rule
 * catalogue could not be loaded; see gp_document_get_findings_recomputed());
 * empty until complete. */
GPtrArray          *gp_document_get_findings        (GpDocument  *self);
gboolean            gp_document_get_findings_recomputed (GpDocument *self);
/* The catalogue the findings were computed with; NULL when they were not. */
const GpRuleCatalog *gp_document_get_catalog        (GpDocument  *self);
const GpFinding    *gp_document_lookup_finding      (GpDocument  *self,
                                                     const char  *finding_id);
/* The findings a focus names (a finding's id, or a group's:
 * gp-finding-group.h), in rank order: a new array borrowing them, or NULL
 * when it names none. */
GPtrArray          *gp_document_lookup_focus        (GpDocument  *self,
                                                     const char  *focus_id);
/* Findings whose targets include @element_id, in rank order. */
GPtrArray          *gp_document_findings_for_element (GpDocument *self,
                                                      const char *element_id);
const char         *gp_document_get_verdict_header  (GpDocument  *self);
/* The graph laid out by graphviz, made on the first call (one thread at a
 * time in graphviz); NULL when there is nothing to lay out or it could not
 * be (see get_layout_error). */
const GpXdotGraph  *gp_document_get_layout          (GpDocument  *self);
const char         *gp_document_get_layout_error    (GpDocument  *self);
/* The graph laid out again as other options say, on another thread: GpLayoutSnapshot
 * (gp-layout-snapshot.h). */

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

G_END_DECLS
