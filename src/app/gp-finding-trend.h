/* gp-finding-trend.h: GpFindingTrend, a growing backlog's trend in a finding card
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

#include <gtk/gtk.h>

#include "gp-finding.h"
#include "gp-session.h"
#include "gp-sparkline.h"

G_BEGIN_DECLS

/* The trend part of a QLEAK card: a sparkline of the target element's
 * backlog over the run (held bytes, else buffers held, else its queue
 * level), what it held at the end, and a caption from the evidence keys
 * that exist (growth, limit, process memory slope, time to OOM). */

#define GP_TYPE_FINDING_TREND (gp_finding_trend_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingTrend, gp_finding_trend, GP, FINDING_TREND, GtkBox)

/* NULL when @finding has no backlog to show (not a QLEAK, or its element
 * recorded none). */
GtkWidget   *gp_finding_trend_new           (GpSession       *session,
                                             const GpFinding *finding);
GpSparkline *gp_finding_trend_get_sparkline (GpFindingTrend  *self);
/* "105 buffers (12 MB) at the end". */
const char  *gp_finding_trend_get_end_text  (GpFindingTrend  *self);
/* "+13.7 buffers/s · no limit · process +8.5 MB/s · OOM in ≈ 47 min". */
const char  *gp_finding_trend_get_caption   (GpFindingTrend  *self);

G_END_DECLS
