/* gp-report.h: the HTML report of a session: one self-contained page
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

#include "gp-analysis.h"
#include "gp-session.h"

G_BEGIN_DECLS

/* One self-contained HTML page (no external loads, no script needed; light
 * and dark themes): the session's title and target, the verdict header, the
 * ranked findings, the pipeline graph (graphviz SVG with a legend), the
 * timeline and system plots as inline SVG, and
 * `<script>window.__SESSION__=…;window.__VERDICT__=…;</script>` with '<'
 * (and '>', '&') escaped as \u00XX in both JSON blobs.
 *
 * @session carries the findings to report (gp_session_take_findings());
 * @analysis is its analysis; @verdict the verdict dict
 * {header, scope, latency_ms_p95, frame_period_ms, hot, findings,
 * has_high_or_medium}. With @redact, the session JSON is redacted
 * (gp_redact_session_json()) and the verdict's findings are replaced by the
 * redacted ones; @verdict itself is not modified. */
char  *gp_report_render  (GpSession         *session,
                          const GpAnalysis  *analysis,
                          JsonNode          *verdict,
                          gboolean           redact,
                          GError           **error);

G_END_DECLS
