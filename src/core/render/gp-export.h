/* gp-export.h
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
#include "gp-render-enums.h"
#include "gp-session.h"

G_BEGIN_DECLS

/* `gst-profile export`: a session written in formats other tools read. */

typedef enum
{
  GP_EXPORT_GRAPH_SVG,
  GP_EXPORT_GRAPH_PNG,
  GP_EXPORT_GRAPH_DOT,
} GpExportGraphFormat;

/* "svg", "png", "dot" → @format; FALSE for anything else. */
gboolean     gp_export_graph_format_parse (const char          *name,
                                           GpExportGraphFormat *format);
/* The file name extension (and graphviz output format) of @format. */
const char  *gp_export_graph_format_name  (GpExportGraphFormat  format);

/* The pipeline graph styled as the app and the report draw it (memory
 * domain colours and dashes, link width by bytes/s, heat bars and p95
 * labels, bins as clusters, stalled links, the targets of the session's
 * findings outlined): whole-run values of @analysis, the findings as set on
 * @session (recompute them first). SVG is a standalone document with its XML
 * prolog; DOT is graphviz's laid-out graph (positions included); PNG comes
 * from graphviz's cairo plugin (GP_ERROR_UNSUPPORTED without it). */
GBytes      *gp_export_graph              (GpSession           *session,
                                           const GpAnalysis    *analysis,
                                           GpExportGraphFormat  format,
                                           GError             **error);

/* The series as CSV (RFC 4180: CRLF, names quoted when needed): a header,
 * then one row per window. Columns: `time_s` (window start), `pipeline/…`,
 * `system/…` (total CPU, `system/core<N>/cpu_pct` up to the widest
 * per-core row, the SoC engines, `system/rss_bytes` when measured),
 * `element/<id>/…` and `link/<id>/…` in the series' sorted key order; each
 * name ends with its unit (`_ms`, `_pct`, `_buffers`, `fps`, `bytes_s`).
 * Nulls are empty fields; numbers are written as the JSON writer writes them
 * (integers spelled as integers in the loaded file stay integers). */
char        *gp_export_series_csv         (GpSession           *session);

/* A Chrome trace event JSON document (`{"traceEvents": […], …}`, for
 * ui.perfetto.dev and chrome://tracing), timestamps in µs from the first
 * window: process/thread names and sort order (`"ph": "M"`), the session
 * as one complete event, counters (`"ph": "C"`) for each series column
 * that holds a sample (pipeline latency; per element processing time, CPU,
 * queue level, buffers; per link fps, bytes/s, stalls; system CPU, cores,
 * engines; the latest per-thread CPU at the last window), null samples
 * left out, and one instant event (`"ph": "i"`) per session event. */
char        *gp_export_trace              (GpSession           *session);

G_END_DECLS
