/* gp-verdict.c: the verdict: header line, text block, JSON
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

/* What `analyze`, `run` and `wrap` end with (reference.md §1), and the header the app and the
 * report show: "pipeline latency p95 … ms (frame period … ms) · where the time goes: …" with its
 * fallbacks (it names the 3 hottest elements), the text block (every finding with its severity tag,
 * why and fix, an info-level heuristic one marked "not yet bench-verified", then the scoping URL),
 * and the dict of `analyze --format json` (its `hot` the top 8). Byte for byte the reference's
 * output: the goldens in tests/golden/ hold it. */

#include "config.h"

#include "gp-rules.h"
#include "gp-verdict.h"

#define HEADER_HOT_COUNT  3
#define VERDICT_HOT_COUNT 8
#define PART_SEPARATOR    "  \u00b7  "
#define HOT_SEPARATOR     " \u00b7 "
#define HEURISTIC_MARKER  "  (heuristic, not yet bench-verified)"

char *
gp_verdict_header (const GpAnalysis *analysis)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  GpNumber latency;
  GpNumber period;

  g_return_val_if_fail (analysis != NULL, NULL);

  latency = analysis->latency_ms_p95;
  period = analysis->frame_period_ms;

  if (!gp_number_is_none (latency))
    {
      g_autofree char *lat = gp_format_fixed (latency.value, 1);
      GString *part = g_string_new (NULL);

      g_string_append_printf (part, "pipeline latency p95 %s ms", lat);
      if (!gp_number_is_none (period))
        {
          g_autofree char *fp = gp_format_fixed (period.value, 1);

          g_string_append_printf (part, " (frame period %s ms)", fp);
        }
      g_ptr_array_add (parts, g_string_free (part, FALSE));
    }
  else if (!gp_number_is_none (period))
    {
      g_autofree char *fp = gp_format_fixed (period.value, 1);

      g_ptr_array_add (parts, g_strdup_printf ("frame period %s ms", fp));
    }

  if (analysis->hot->len > 0)
    {
      GString *part = g_string_new ("where the time goes: ");

      for (guint i = 0; i < MIN (analysis->hot->len, HEADER_HOT_COUNT); i++)
        {
          const GpHotEntry *entry = &g_array_index (analysis->hot, GpHotEntry, i);
          g_autofree char *share = gp_format_fixed (entry->share_pct, 0);

          g_string_append_printf (part, "%s%s %s%%", i > 0 ? HOT_SEPARATOR : "", entry->element, share);
        }
      g_ptr_array_add (parts, g_string_free (part, FALSE));
    }

  if (parts->len == 0)
    return g_strdup ("no per-element timing on this capture");

  g_ptr_array_add (parts, NULL);
  return g_strjoinv (PART_SEPARATOR, (char **) parts->pdata);
}

static gboolean
is_measurement (const GpRuleCatalog *catalog,
                const char          *rule)
{
  const GpRuleEntry *entry = gp_rule_catalog_lookup_rule (catalog, rule);

  return entry != NULL && entry->measurement;
}

char *
gp_verdict_render_text (const GpAnalysis    *analysis,
                        GPtrArray           *findings,
                        const GpRuleCatalog *catalog)
{
  g_autofree char *header = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (findings != NULL, NULL);
  g_return_val_if_fail (catalog != NULL, NULL);

  header = gp_verdict_header (analysis);
  out = g_string_new (NULL);
  g_string_append_printf (out, "\ngst-profile verdict\n  %s", header);

  if (findings->len == 0)
    {
      g_string_append (out, "\n  no findings.");
      return g_string_free (out, FALSE);
    }

  g_string_append (out, "\n");
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);
      const char *tag;
      gboolean heuristic;

      switch (finding->severity)
        {
        case GP_SEVERITY_HIGH:
          tag = "!!";
          break;
        case GP_SEVERITY_MEDIUM:
          tag = "! ";
          break;
        case GP_SEVERITY_INFO:
        default:
          tag = "  ";
          break;
        }
      heuristic = finding->heuristic && finding->severity == GP_SEVERITY_INFO &&
                  !is_measurement (catalog, finding->rule);

      g_string_append_printf (out, "\n  %s[%-6s] %-5s %s%s",
                              tag, gp_severity_to_string (finding->severity), finding->rule,
                              finding->title, heuristic ? HEURISTIC_MARKER : "");
      g_string_append_printf (out, "\n          why: %s", finding->why);
      g_string_append_printf (out, "\n          fix: %s", finding->fix_text);
    }
  g_string_append_printf (out, "\n\n  scoping: %s", gp_rule_catalog_get_scope (catalog));

  return g_string_free (out, FALSE);
}

JsonNode *
gp_verdict_to_json (const GpAnalysis    *analysis,
                    GPtrArray           *findings,
                    const GpRuleCatalog *catalog)
{
  JsonObject *object;
  JsonNode *node;
  JsonArray *hot;
  JsonArray *list;
  g_autofree char *header = NULL;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (findings != NULL, NULL);
  g_return_val_if_fail (catalog != NULL, NULL);

  header = gp_verdict_header (analysis);
  object = json_object_new ();
  json_object_set_string_member (object, "header", header);
  json_object_set_string_member (object, "scope", gp_rule_catalog_get_scope (catalog));
  json_object_set_member (object, "latency_ms_p95", gp_number_to_json (analysis->latency_ms_p95));
  json_object_set_member (object, "frame_period_ms", gp_number_to_json (analysis->frame_period_ms));

  hot = json_array_new ();
  for (guint i = 0; i < MIN (analysis->hot->len, VERDICT_HOT_COUNT); i++)
    {
      const GpHotEntry *entry = &g_array_index (analysis->hot, GpHotEntry, i);
      JsonObject *row = json_object_new ();

      json_object_set_string_member (row, "element", entry->element);
      json_object_set_member (row, "proc_ms_p95", gp_number_to_json (gp_number_round (entry->proc_ms_p95, 3)));
      json_object_set_double_member (row, "share_pct",
                                     gp_number_round ((GpNumber) { entry->share_pct, FALSE }, 1).value);
      json_array_add_object_element (hot, row);
    }
  json_object_set_array_member (object, "hot", hot);

  list = json_array_new ();
  for (guint i = 0; i < findings->len; i++)
    json_array_add_element (list, gp_finding_to_json (g_ptr_array_index (findings, i)));
  json_object_set_array_member (object, "findings", list);

  json_object_set_boolean_member (object, "has_high_or_medium", gp_findings_have_high_or_medium (findings));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);
  return node;
}
