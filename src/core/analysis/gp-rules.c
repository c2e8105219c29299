/* gp-rules.c: the rule engine: needs, gate, OK drop, sort, rank
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

/* gp_rules_run() runs every catalogue rule whose capability needs the target meets, in catalogue
 * order; gates severities (a high or medium finding of a rule not verified on bench hardware
 * becomes info, and heuristic); drops OK ("nothing to fix") as soon as any diagnostic fired, even
 * at info; sorts stably by severity then share of latency (ties keep the catalogue order); ranks.
 * Also the helpers every rule uses to make a finding from its entry (gp-rules-private.h). The rules
 * themselves are in gp-rules-builtin.c, gp-rules-graph.c, gp-rules-system.c and gp-rules-qleak.c.
 * A session whose pipeline never reached PLAYING (session.reached_playing false) gets none. */

#include "config.h"

#include <math.h>
#include <stdarg.h>

#include "gp-rules-private.h"

GpFinding *
_gp_rule_finding_new (const GpRuleContext *ctx,
                      const char          *id)
{
  GpFinding *finding;

  g_assert (ctx != NULL);
  g_assert (id != NULL);

  finding = gp_finding_new (id, ctx->entry->id);
  finding->severity = ctx->entry->severity;
  g_free (finding->ref);
  finding->ref = g_strdup (ctx->entry->ref);
  return finding;
}

void
_gp_rule_finding_set_texts (const GpRuleContext *ctx,
                            GpFinding           *finding,
                            const char          *title_name,
                            const char          *why_name,
                            const char          *fix_name,
                            ...)
{
  g_autoptr(GPtrArray) pairs = g_ptr_array_new ();
  const char *arg;
  va_list args;

  g_assert (ctx != NULL);
  g_assert (finding != NULL);

  va_start (args, fix_name);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (pairs, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (pairs, NULL);

  g_free (finding->title);
  finding->title = gp_rule_template_expandv (gp_rule_entry_get_text (ctx->entry, title_name),
                                             (const char * const *) pairs->pdata);
  g_free (finding->why);
  finding->why = gp_rule_template_expandv (gp_rule_entry_get_text (ctx->entry, why_name),
                                           (const char * const *) pairs->pdata);
  g_free (finding->fix_text);
  finding->fix_text = gp_rule_template_expandv (gp_rule_entry_get_text (ctx->entry, fix_name),
                                                (const char * const *) pairs->pdata);
}

void
_gp_rule_finding_add_target (GpFinding  *finding,
                             const char *element,
                             const char *link)
{
  g_assert (finding != NULL);

  if (element != NULL)
    g_ptr_array_add (finding->target_elements, g_strdup (element));
  if (link != NULL)
    g_ptr_array_add (finding->target_links, g_strdup (link));
}

JsonObject *
_gp_rule_patch_new (const char *kind)
{
  JsonObject *patch = json_object_new ();

  json_object_set_string_member (patch, "kind", kind);
  return patch;
}

const char *
_gp_rule_factory (const GpRuleContext *ctx,
                  const GpElementStat *stat)
{
  g_assert (ctx != NULL);
  g_assert (stat != NULL);

  return gp_rule_catalog_resolve_factory (ctx->catalog, stat->element->factory);
}

gboolean
gp_rules_is_applicable (const GpRuleEntry *entry,
                        const GpTarget    *target)
{
  g_return_val_if_fail (entry != NULL, FALSE);

  for (guint i = 0; entry->needs != NULL && entry->needs[i] != NULL; i++)
    {
      const char *need = entry->needs[i];
      gboolean have;

      if (target == NULL)
        return FALSE;
      if (g_str_equal (need, "element_latency"))
        have = target->capabilities.element_latency;
      else if (g_str_equal (need, "stats"))
        have = target->capabilities.stats;
      else if (g_str_equal (need, "queue_levels"))
        have = target->capabilities.queue_levels;
      else if (g_str_equal (need, "tegrastats"))
        have = target->capabilities.tegrastats;
      else
        have = FALSE;

      if (!have)
        return FALSE;
    }
  return TRUE;
}

void
gp_rules_gate (GpFinding         *finding,
               const GpRuleEntry *entry)
{
  g_return_if_fail (finding != NULL);
  g_return_if_fail (entry != NULL);

  g_ptr_array_set_size (finding->verified_on, 0);

  if (finding->severity == GP_SEVERITY_INFO)
    {
      finding->heuristic = !entry->measurement;
      return;
    }

  if (entry->verified_on->len > 0)
    {
      finding->heuristic = FALSE;
      for (guint i = 0; i < entry->verified_on->len; i++)
        g_ptr_array_add (finding->verified_on, g_strdup (g_ptr_array_index (entry->verified_on, i)));
      return;
    }

  finding->severity = GP_SEVERITY_INFO;
  finding->heuristic = TRUE;
}

static int
severity_weight (GpSeverity severity)
{
  switch (severity)
    {
    case GP_SEVERITY_HIGH:
      return 3;
    case GP_SEVERITY_MEDIUM:
      return 2;
    case GP_SEVERITY_INFO:
    default:
      return 1;
    }
}

static double
share_or_zero (const GpFinding *finding)
{
  return isnan (finding->share_of_latency_pct) ? 0 : finding->share_of_latency_pct;
}

/* TRUE when @a sorts strictly before @b. */
static gboolean
sorts_before (const GpFinding *a,
              const GpFinding *b)
{
  int wa = severity_weight (a->severity);
  int wb = severity_weight (b->severity);

  if (wa != wb)
    return wa > wb;
  return share_or_zero (a) > share_or_zero (b);
}

static int
compare_findings (gconstpointer a,
                  gconstpointer b)
{
  const GpFinding *fa = *(const GpFinding * const *) a;
  const GpFinding *fb = *(const GpFinding * const *) b;

  if (sorts_before (fa, fb))
    return -1;
  return sorts_before (fb, fa) ? 1 : 0;
}

static gboolean
is_measurement_rule (const GpRuleCatalog *catalog,
                     const char          *rule)
{
  const GpRuleEntry *entry = gp_rule_catalog_lookup_rule (catalog, rule);

  return entry != NULL && entry->measurement;
}

static gboolean
is_withdrawn_by_diagnostics (const GpRuleCatalog *catalog,
                             const char          *rule)
{
  const GpRuleEntry *entry = gp_rule_catalog_lookup_rule (catalog, rule);

  return entry != NULL && entry->withdrawn_by_diagnostics;
}

GPtrArray *
gp_rules_run (const GpAnalysis    *analysis,
              const GpRuleCatalog *catalog)
{
  g_autoptr(GPtrArray) fired = NULL;
  GPtrArray *findings;
  GpFinding **items;
  gsize n_items = 0;
  gboolean diagnostic = FALSE;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (catalog != NULL, NULL);

  fired = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);

  /* A pipeline that never reached PLAYING ran nothing to judge: what the
   * rules would see (elements without links, no timing) is an artefact. */
  if (analysis->session != NULL && gp_session_get_info (analysis->session)->never_played)
    return g_steal_pointer (&fired);

  for (guint i = 0; i < gp_rule_catalog_get_n_rules (catalog); i++)
    {
      const GpRuleEntry *entry = gp_rule_catalog_get_rule (catalog, i);
      const GpRuleImpl *impl = _gp_rules_builtin_lookup (entry->id);
      GpRuleContext ctx = { analysis, catalog, entry };
      guint first = fired->len;

      g_assert (impl != NULL);

      if (!gp_rules_is_applicable (entry, analysis->target))
        continue;

      impl->func (&ctx, fired);
      for (guint j = first; j < fired->len; j++)
        gp_rules_gate (g_ptr_array_index (fired, j), entry);
    }

  /* OK says "nothing to fix": it goes as soon as any diagnostic (a rule
   * that is not a measurement) fired, even at info. */
  for (guint i = 0; i < fired->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (fired, i);

      if (!is_measurement_rule (catalog, finding->rule))
        diagnostic = TRUE;
    }

  findings = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);
  items = (GpFinding **) g_ptr_array_steal (fired, &n_items);
  for (gsize i = 0; i < n_items; i++)
    {
      GpFinding *finding = items[i];

      if (diagnostic && is_withdrawn_by_diagnostics (catalog, finding->rule))
        {
          gp_finding_free (finding);
          continue;
        }
      g_ptr_array_add (findings, finding);
    }
  g_free (items);
  /* g_ptr_array_sort() is stable: ties keep the catalogue order. */
  g_ptr_array_sort (findings, compare_findings);

  for (guint i = 0; i < findings->len; i++)
    ((GpFinding *) g_ptr_array_index (findings, i))->rank = i + 1;

  return findings;
}

GPtrArray *
gp_rules_run_session (GpSession  *session,
                      GError    **error)
{
  const GpRuleCatalog *catalog;
  g_autoptr(GpAnalysis) analysis = NULL;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  catalog = gp_rule_catalog_get_default (error);
  if (catalog == NULL)
    return NULL;

  analysis = gp_analysis_new (session);
  return gp_rules_run (analysis, catalog);
}

gboolean
gp_findings_have_high_or_medium (GPtrArray *findings)
{
  g_return_val_if_fail (findings != NULL, FALSE);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (finding->severity == GP_SEVERITY_HIGH || finding->severity == GP_SEVERITY_MEDIUM)
        return TRUE;
    }
  return FALSE;
}
