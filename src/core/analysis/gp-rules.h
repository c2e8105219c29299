/* gp-rules.h: the rule engine: findings of a session from the catalogue
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
#include "gp-finding.h"
#include "gp-rule-catalog.h"

G_BEGIN_DECLS

/* Runs every catalogue rule whose capability needs the target meets, in
 * catalogue order, then gates severities (only bench-verified rules keep
 * high/medium), drops OK when any diagnostic fired, sorts stably by
 * severity then share of latency, and ranks. Returns a GPtrArray of
 * GpFinding (free func set). */
GPtrArray  *gp_rules_run              (const GpAnalysis     *analysis,
                                       const GpRuleCatalog  *catalog);

/* gp_rules_run() on a session with the default catalogue; NULL with @error
 * when the catalogue is malformed. */
GPtrArray  *gp_rules_run_session      (GpSession            *session,
                                       GError              **error);

/* TRUE when the target's capabilities satisfy @entry's needs. */
gboolean    gp_rules_is_applicable    (const GpRuleEntry    *entry,
                                       const GpTarget       *target);

/* Gates one finding in place: (severity, heuristic, verified_on). */
void        gp_rules_gate             (GpFinding            *finding,
                                       const GpRuleEntry    *entry);

gboolean    gp_findings_have_high_or_medium (GPtrArray      *findings);

G_END_DECLS
