/* gp-verdict.h: the verdict: header line, text block, JSON
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

#include "gp-analysis.h"
#include "gp-rule-catalog.h"

G_BEGIN_DECLS

/* The verdict: the header line, the text block printed by the CLI and the
 * dict the app, reports and `analyze --format json` use (reference.md §1). */

/* "pipeline latency p95 26.7 ms (frame period 27.8 ms)  ·  where the time
 * goes: a 33% · b 22% · c 17%", or its fallbacks. */
char      *gp_verdict_header       (const GpAnalysis     *analysis);

/* The text block, without the final newline print() adds. @findings are
 * ranked GpFindings. */
char      *gp_verdict_render_text  (const GpAnalysis     *analysis,
                                    GPtrArray            *findings,
                                    const GpRuleCatalog  *catalog);

/* {header, scope, latency_ms_p95, frame_period_ms, hot (top 8), findings,
 * has_high_or_medium}. */
JsonNode  *gp_verdict_to_json      (const GpAnalysis     *analysis,
                                    GPtrArray            *findings,
                                    const GpRuleCatalog  *catalog);

G_END_DECLS
