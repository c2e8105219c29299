/* gp-rules-private.h: what the rule implementations share
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

#include "gp-rules.h"

G_BEGIN_DECLS

typedef struct
{
  const GpAnalysis    *analysis;
  const GpRuleCatalog *catalog;
  const GpRuleEntry   *entry;
} GpRuleContext;

/* Appends the rule's findings (coded severity, before the gate). */
typedef void (*GpRuleFunc) (const GpRuleContext *ctx,
                            GPtrArray           *findings);

/* A parameter a rule reads from its catalogue entry, and its JSON type. */
typedef enum
{
  GP_RULE_PARAM_NUMBER,
  GP_RULE_PARAM_STRING,
  GP_RULE_PARAM_STRINGS,  /* array of strings */
  GP_RULE_PARAM_UNITS,    /* array of {key: <system key>, name: <text>} */
  GP_RULE_PARAM_OBJECT,   /* an object (a table the rule reads itself) */
} GpRuleParamKind;

typedef struct
{
  const char      *name;
  GpRuleParamKind  kind;
} GpRuleParam;

/* A rule implementation: the catalogue entry of the same id must provide the
 * texts and params listed here, and its texts may use only these
 * placeholders. */
typedef struct
{
  const char         *id;
  GpRuleFunc          func;
  const char * const *texts;
  const char * const *placeholders;
  const GpRuleParam  *params;        /* terminated by { NULL } */
} GpRuleImpl;

const GpRuleImpl  *_gp_rules_builtin_lookup   (const char           *id);

/* A finding of the context's rule with its id, coded severity and ref. */
GpFinding         *_gp_rule_finding_new       (const GpRuleContext  *ctx,
                                               const char           *id);
/* Sets title/why/fix_text from the named templates, filled from the
 * NULL-terminated placeholder/value pairs. */
void               _gp_rule_finding_set_texts (const GpRuleContext  *ctx,
                                               GpFinding            *finding,
                                               const char           *title_name,
                                               const char           *why_name,
                                               const char           *fix_name,
                                               ...) G_GNUC_NULL_TERMINATED;
void               _gp_rule_finding_add_target (GpFinding           *finding,
                                                const char          *element,
                                                const char          *link);
/* A fix patch {kind: @kind}; the caller adds the other members. */
JsonObject        *_gp_rule_patch_new         (const char           *kind);
/* The element's factory with the catalogue's aliases applied. */
const char        *_gp_rule_factory           (const GpRuleContext  *ctx,
                                               const GpElementStat  *stat);

/* The rules: gp-rules-builtin.c (HOT OK SW QUEUE SYNC ENC CPU),
 * gp-rules-graph.c (ZC CAPS STALL), gp-rules-system.c (VIC HW), gp-rules-qleak.c (QLEAK). */
void  _gp_rule_hot     (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_ok      (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_zc      (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_sw      (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_queue   (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_sync    (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_caps    (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_stall   (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_vic     (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_enc     (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_cpu     (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_hw      (const GpRuleContext *ctx,
                        GPtrArray           *findings);
void  _gp_rule_qleak   (const GpRuleContext *ctx,
                        GPtrArray           *findings);

G_END_DECLS
