/* gp-finding-details.h: GpFindingDetails, an opened finding card's details
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

G_BEGIN_DECLS

/* An opened finding card's details: why, the trend of a growing backlog
 * (QLEAK, read from @session), fix, patch (and its Apply Patch button),
 * evidence, how verified, Show in Pipeline and the reference. */

#define GP_TYPE_FINDING_DETAILS (gp_finding_details_get_type ())

G_DECLARE_FINAL_TYPE (GpFindingDetails, gp_finding_details, GP, FINDING_DETAILS, GtkBox)

/* @session: the finding's, or NULL (no trend then). */
GtkWidget *gp_finding_details_new (GpSession       *session,
                                   const GpFinding *finding);

G_END_DECLS
