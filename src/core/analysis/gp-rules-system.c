/* gp-rules-system.c: rules over system load and backlogs (VIC, HW, QLEAK)
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

/* The rules that read the system series and queue levels rather than the graph: VIC (the VIC engine
 * near saturation while nvvidconv elements use it), HW (a hardware unit: encoder, GPU, memory
 * controller, at its limit), QLEAK (a queue-like element whose backlog grows steadily and passes
 * its limit: the Theil–Sen slope, the median of the pairwise slopes, over at most QLEAK_MAX_POINTS
 * samples so that a long capture costs no more than a short one; nothing without the queue_levels
 * capability, like the reference). */

#include "config.h"

#include <stdlib.h>

#include "gp-rules-private.h"

/* At most this many samples enter the pairwise slope estimate. */
#define QLEAK_MAX_POINTS 256

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

/* ----------------------------------------------------------------------- */
/* QLEAK                                                                     */

typedef struct
{
  double t;
  double level;
} Sample;

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return (da > db) - (da < db);
}

/* Theil–Sen: the median of the pairwise slopes, robust to a few spikes. */
static double
robust_slope (const GArray *samples)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_autoptr(GArray) slopes = g_array_new (FALSE, FALSE, sizeof (double));
  guint n = samples->len;
  guint m = MIN (n, QLEAK_MAX_POINTS);

  for (guint k = 0; k < m; k++)
    {
      guint idx = m > 1 ? (guint) ((guint64) k * (n - 1) / (m - 1)) : 0;

      g_array_append_val (points, g_array_index (samples, Sample, idx));
    }

  for (guint i = 0; i < points->len; i++)
    {
      for (guint j = i + 1; j < points->len; j++)
        {
          const Sample *p = &g_array_index (points, Sample, i);
          const Sample *q = &g_array_index (points, Sample, j);
          double slope;

          if (q->t <= p->t)
            continue;
          slope = (q->level - p->level) / (q->t - p->t);
          g_array_append_val (slopes, slope);
        }
    }
  if (slopes->len == 0)
    return 0;

  qsort (slopes->data, slopes->len, sizeof (double), compare_doubles);
  if (slopes->len % 2 == 1)
    return g_array_index (slopes, double, slopes->len / 2);
  return (g_array_index (slopes, double, slopes->len / 2 - 1) +
          g_array_index (slopes, double, slopes->len / 2)) / 2;
}

static gboolean
has_prefix_in (const char *factory,
               JsonArray  *prefixes)
{
  for (guint i = 0; prefixes != NULL && i < json_array_get_length (prefixes); i++)
    if (g_str_has_prefix (factory, json_array_get_string_element (prefixes, i)))
      return TRUE;
  return FALSE;
}

/* The configured backlog limit: -1 when unknown, 0 when unbounded. */
static gint64
configured_limit (const GpRuleContext *ctx,
                  const GpElement     *element)
{
  JsonArray *props = gp_rule_entry_get_array (ctx->entry, "limit_props");

  for (guint i = 0; props != NULL && element->props != NULL && i < json_array_get_length (props); i++)
    {
      const char *value = gp_str_map_lookup (element->props, json_array_get_string_element (props, i));
      char *end = NULL;
      gint64 limit;

      if (value == NULL)
        continue;
      limit = g_ascii_strtoll (value, &end, 10);
      if (end != value && *end == '\0' && limit >= 0)
        return limit;
    }
  return -1;
}

static JsonNode *
prop_node (const GpElement *element,
           const char      *name)
{
  const char *value = element->props != NULL ? gp_str_map_lookup (element->props, name) : NULL;

  if (value == NULL)
    return json_node_init_null (json_node_alloc ());
  return json_node_init_string (json_node_alloc (), value);
}

/* QLEAK: a queue-like element whose backlog grows steadily through the
 * capture and passes its limit (or has none). It reads the queue_level
 * series, which only exists with the queue_levels capability; without those
 * samples it reports nothing, like the reference's placeholder. */
void
_gp_rule_qleak (const GpRuleContext *ctx,
                GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  GpSeries *series = gp_session_get_series (a->session);
  JsonArray *queue_like = gp_rule_entry_get_array (ctx->entry, "queue_like");
  JsonArray *blocking_like = gp_rule_entry_get_array (ctx->entry, "blocking_like");
  guint min_samples = (guint) MAX (gp_rule_entry_get_number (ctx->entry, "min_samples"), 2);

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      const char *factory = _gp_rule_factory (ctx, stat);
      GpElementSeries *columns;
      g_autoptr(GArray) samples = NULL;
      g_autoptr(GpFinding) finding = NULL;
      g_autofree char *id = NULL;
      g_autofree char *rate_text = NULL;
      g_autofree char *level_text = NULL;
      g_autofree char *limit_text = NULL;
      const char *patch_property;
      const char *patch_value;
      g_autofree char *patch_text = NULL;
      double slope;
      double early_max = -G_MAXDOUBLE;
      double last;
      gint64 limit;
      guint quarter;
      JsonObject *patch;

      if (stat->element->is_bin || !has_prefix_in (factory, queue_like))
        continue;
      columns = gp_series_lookup_element (series, stat->element->id);
      if (columns == NULL || columns->queue_level == NULL)
        continue;

      samples = g_array_new (FALSE, FALSE, sizeof (Sample));
      for (guint w = 0; w < columns->queue_level->len && w < gp_series_get_n_windows (series); w++)
        {
          Sample sample = { gp_series_get_t (series, w), g_array_index (columns->queue_level, double, w) };

          if (!gp_is_null (sample.level))
            g_array_append_val (samples, sample);
        }
      if (samples->len < min_samples)
        continue;

      /* A robust upward trend that ends above anything seen early on. */
      slope = robust_slope (samples);
      quarter = MAX (samples->len / 4, 1);
      for (guint s = 0; s < quarter; s++)
        early_max = MAX (early_max, g_array_index (samples, Sample, s).level);
      last = g_array_index (samples, Sample, samples->len - 1).level;
      if (slope <= 0 || last <= early_max)
        continue;

      limit = configured_limit (ctx, stat->element);
      if (limit > 0 && last < limit)
        continue;

      if (has_prefix_in (factory, blocking_like))
        {
          patch_property = "block";
          patch_value = "true";
        }
      else
        {
          patch_property = "leaky";
          patch_value = "downstream";
        }

      id = g_strconcat ("F-QLEAK-", stat->element->id, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      rate_text = gp_format_fixed (slope, 1);
      level_text = gp_format_fixed (last, 0);
      limit_text = limit < 0 ? g_strdup ("unknown") : limit == 0 ? g_strdup ("none")
                                                                 : g_strdup_printf ("%" G_GINT64_FORMAT, limit);
      patch_text = g_strdup_printf ("%s=%s", patch_property, patch_value);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "element", stat->element->id,
                                  "rate", rate_text,
                                  "level", level_text,
                                  "limit", limit_text,
                                  "patch", patch_text,
                                  NULL);
      _gp_rule_finding_add_target (finding, stat->element->id, NULL);
      json_object_set_double_member (finding->evidence, "growth_per_s",
                                     gp_number_round ((GpNumber) { slope, FALSE }, 3).value);
      json_object_set_double_member (finding->evidence, "level_end", last);
      if (limit < 0)
        json_object_set_null_member (finding->evidence, "limit");
      else
        json_object_set_int_member (finding->evidence, "limit", limit);
      json_object_set_member (finding->evidence, "leaky", prop_node (stat->element, "leaky"));
      json_object_set_member (finding->evidence, "block", prop_node (stat->element, "block"));

      patch = _gp_rule_patch_new ("set-property");
      json_object_set_string_member (patch, "element", stat->element->id);
      json_object_set_string_member (patch, "property", patch_property);
      json_object_set_string_member (patch, "value", patch_value);
      finding->fix_patch = patch;
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}
