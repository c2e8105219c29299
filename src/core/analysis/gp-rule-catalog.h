/* gp-rule-catalog.h: GpRuleCatalog, the rules/ data: rules, params, texts, factory aliases, swaps
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

#include "gp-finding.h"

G_BEGIN_DECLS

/* The rule catalogue (rules/catalog.json + rules/platforms.json): the rules
 * in evaluation order with their coded severity, capability needs, params
 * (thresholds and tables), text templates, reference URL and the hardware
 * they were verified on; the factory aliases, the per-platform swap tables
 * and the scoping URL. It is compiled in as a GResource under
 * /io/github/gstprofile/rules/; GP_RULES_DIR=<dir> reads the two files from
 * a directory instead (development). */

#define GP_RULES_RESOURCE_PATH "/io/github/gstprofile/rules"

typedef struct _GpRuleCatalog GpRuleCatalog;

typedef struct
{
  char        *id;            /* "ZC" */
  GpSeverity   severity;      /* coded, before the gate */
  gboolean     measurement;   /* HOT/OK: never heuristic */
  gboolean     withdrawn_by_diagnostics; /* OK: dropped when a diagnostic fires */
  GStrv        needs;         /* capability names */
  GPtrArray   *verified_on;   /* of char*; non-empty = bench-verified */
  char        *ref;           /* the scoping URL unless the entry names one */
  JsonObject  *params;
  GHashTable  *texts;         /* "title", "why", "fix", variants → template */
} GpRuleEntry;

/* The catalogue in use: GP_RULES_DIR when set, else the built-in resource.
 * Loaded once; NULL with @error when it is malformed. */
const GpRuleCatalog *gp_rule_catalog_get_default     (GError              **error);

GpRuleCatalog       *gp_rule_catalog_new_from_resource (GError            **error);
GpRuleCatalog       *gp_rule_catalog_new_from_dir    (const char           *dir,
                                                      GError              **error);
/* @platforms_json may be NULL (no swap tables). @origin names the source in
 * error messages. */
GpRuleCatalog       *gp_rule_catalog_new_from_data   (const char           *catalog_json,
                                                      const char           *platforms_json,
                                                      const char           *origin,
                                                      GError              **error);
void                 gp_rule_catalog_free            (GpRuleCatalog        *catalog);

const char          *gp_rule_catalog_get_scope       (const GpRuleCatalog  *catalog);
guint                gp_rule_catalog_get_n_rules     (const GpRuleCatalog  *catalog);
const GpRuleEntry   *gp_rule_catalog_get_rule        (const GpRuleCatalog  *catalog,
                                                      guint                 i);
const GpRuleEntry   *gp_rule_catalog_lookup_rule     (const GpRuleCatalog  *catalog,
                                                      const char           *id);
/* The canonical factory for @factory (nvvconv → nvvidconv), or @factory. */
const char          *gp_rule_catalog_resolve_factory (const GpRuleCatalog  *catalog,
                                                      const char           *factory);
/* The hardware factory doing the same job as software @factory on
 * @platform, or NULL. */
const char          *gp_rule_catalog_hardware_swap   (const GpRuleCatalog  *catalog,
                                                      const char           *platform,
                                                      const char           *factory);

/* Params, checked when the catalogue is loaded (see gp-rules-private.h). */
double               gp_rule_entry_get_number        (const GpRuleEntry    *entry,
                                                      const char           *name);
const char          *gp_rule_entry_get_string        (const GpRuleEntry    *entry,
                                                      const char           *name);
/* A list of strings; the array belongs to the entry. */
JsonArray           *gp_rule_entry_get_array         (const GpRuleEntry    *entry,
                                                      const char           *name);
JsonObject          *gp_rule_entry_get_object        (const GpRuleEntry    *entry,
                                                      const char           *name);
gboolean             gp_rule_entry_array_contains    (const GpRuleEntry    *entry,
                                                      const char           *name,
                                                      const char           *value);
const char          *gp_rule_entry_get_text          (const GpRuleEntry    *entry,
                                                      const char           *name);

/* Fills {name} placeholders of @template from NULL-terminated name/value
 * pairs. Unknown placeholders are left as they are (the loader rejects them). */
char                *gp_rule_template_expand         (const char           *template_,
                                                      ...) G_GNUC_NULL_TERMINATED;
char                *gp_rule_template_expandv        (const char           *template_,
                                                      const char * const   *pairs);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpRuleCatalog, gp_rule_catalog_free)

G_END_DECLS
