/* gp-finding.h
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
#include <json-glib/json-glib.h>

#include "gp-model-enums.h"

G_BEGIN_DECLS

typedef enum
{
  GP_SEVERITY_INFO,
  GP_SEVERITY_MEDIUM,
  GP_SEVERITY_HIGH,
} GpSeverity;

/* One rule hit. Serialized with the reference's key order:
 * id, rule, severity, title, rank, targets, evidence, why, fix_text,
 * fix_patch, ref, heuristic, verified_on, share_of_latency_pct. */
typedef struct
{
  char       *id;
  char       *rule;
  GpSeverity  severity;
  char       *title;
  guint       rank;                   /* 1-based; 0 before ranking */
  GPtrArray  *target_elements;        /* of char* */
  GPtrArray  *target_links;           /* of char* */
  JsonObject *evidence;               /* never NULL */
  char       *why;
  char       *fix_text;
  JsonObject *fix_patch;              /* NULL when the rule has none */
  char       *ref;
  gboolean    heuristic;
  GPtrArray  *verified_on;            /* of char* */
  double      share_of_latency_pct;   /* NAN when null */
} GpFinding;

GpFinding   *gp_finding_new            (const char      *id,
                                        const char      *rule);
void         gp_finding_free           (GpFinding       *finding);
GpFinding   *gp_finding_copy           (const GpFinding *finding);

const char  *gp_severity_to_string     (GpSeverity       severity);
gboolean     gp_severity_from_string   (const char      *str,
                                        GpSeverity      *severity);

JsonNode    *gp_finding_to_json        (const GpFinding *finding);
/* Reads a stored finding; NULL with @error when it is malformed. */
GpFinding   *gp_finding_from_json      (JsonObject      *object,
                                        GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpFinding, gp_finding_free)

G_END_DECLS
