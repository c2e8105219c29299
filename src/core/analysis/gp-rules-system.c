/* gp-rules-system.c: rules over system load (VIC, HW)
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

/* The rules that read the system series rather than the graph: VIC (the VIC engine
 * near saturation while nvvidconv elements use it), HW (a hardware unit: encoder, GPU, memory
 * controller, at its limit). QLEAK, over backlogs, is in gp-rules-qleak.c. */

#include "config.h"

#include "gp-rules-private.h"

/* VIC: the VIC engine near saturation while nvvidconv elements use it. */
void
_gp_rule_vic (const GpRuleContext *ctx,
              GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  GpNumber vic = a->system_peak[GP_SYSTEM_VIC];
  const char *converter = gp_rule_entry_get_string (ctx->entry, "converter_factory");
  g_autoptr(GPtrArray) users = g_ptr_array_new ();
  g_autoptr(GpFinding) finding = NULL;
  g_autofree char *vic_text = NULL;
  g_autofree char *count_text = NULL;

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);

      if (!stat->element->is_bin && g_strcmp0 (_gp_rule_factory (ctx, stat), converter) == 0)
        g_ptr_array_add (users, stat->element->id);
    }

  if (gp_number_is_none (vic) ||
      vic.value < gp_rule_entry_get_number (ctx->entry, "vic_pct_min") ||
      users->len < gp_rule_entry_get_number (ctx->entry, "min_converters"))
    return;

  finding = _gp_rule_finding_new (ctx, "F-VIC");
  vic_text = gp_format_fixed (vic.value, 0);
  count_text = g_strdup_printf ("%u", users->len);
  _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                              "vic", vic_text,
                              "count", count_text,
                              NULL);
  for (guint i = 0; i < users->len; i++)
    _gp_rule_finding_add_target (finding, g_ptr_array_index (users, i), NULL);
  json_object_set_member (finding->evidence, "vic_pct", gp_number_to_json (vic));
  json_object_set_int_member (finding->evidence, "nvvidconv_count", users->len);
  g_ptr_array_add (findings, g_steal_pointer (&finding));
}

/* HW: a hardware unit (encoder, GPU, memory controller) at its limit. */
void
_gp_rule_hw (const GpRuleContext *ctx,
             GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  JsonArray *units = gp_rule_entry_get_array (ctx->entry, "units");
  double threshold = gp_rule_entry_get_number (ctx->entry, "min_pct");

  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);
      const char *key_name = json_object_get_string_member (unit, "key");
      const char *name = json_object_get_string_member (unit, "name");
      g_autoptr(GpFinding) finding = NULL;
      g_autofree char *id = NULL;
      g_autofree char *value_text = NULL;
      GpSystemKey key;
      GpNumber value;

      if (!gp_system_key_from_string (key_name, &key))
        continue;
      value = a->system_peak[key];
      if (gp_number_is_none (value) || value.value < threshold)
        continue;

      id = g_strconcat ("F-HW-", key_name, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      value_text = gp_format_fixed (value.value, 0);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "unit", name,
                                  "value", value_text,
                                  "key", key_name,
                                  NULL);
      json_object_set_member (finding->evidence, key_name, gp_number_to_json (value));
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}
