/* gp-finding-group.h: GpFindingGroup, the findings of one rule and one severity
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

#include "gp-finding.h"

G_BEGIN_DECLS

/* One rule on many elements (SW on each of 66 converters) is one group:
 * the ranked findings of one rule and one severity, named after the first
 * (best-ranked) of them, "group:F-SW-videoconvert0". The groups come in the
 * order of their first members, so the rules' ranking is kept. A focus (the
 * app's focused finding, its --finding) is a finding's id or a group's. */

#define GP_FINDING_GROUP_PREFIX "group:"

typedef struct
{
  char       *id;        /* GP_FINDING_GROUP_PREFIX and the first member's id */
  const char *rule;      /* the members' */
  GpSeverity  severity;
  GPtrArray  *members;   /* of const GpFinding *, borrowed, in rank order */
} GpFindingGroup;

void        gp_finding_group_free   (GpFindingGroup  *group);

/* The groups of @findings (GpFinding *, ranked), one a rule and severity,
 * those of one member included, in the order of their first members: a new
 * array of GpFindingGroup, which borrow the findings. Linear in their
 * number. */
GPtrArray  *gp_finding_group_collect   (const GPtrArray *findings);

/* The findings @focus names in @findings: the finding of that id, or, for
 * a group's id (GP_FINDING_GROUP_PREFIX and the id of the first of two or
 * more findings of one rule and severity), its members in rank order. A
 * new array that borrows them, or NULL when @focus names none. */
GPtrArray  *gp_finding_group_lookup (const GPtrArray *findings,
                                      const char      *focus);

/* Whether @focus is a group's id (well formed; it may name none). */
gboolean    gp_finding_group_is_id (const char *focus);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpFindingGroup, gp_finding_group_free)

G_END_DECLS
