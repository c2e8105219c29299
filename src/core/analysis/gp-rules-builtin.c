/* gp-rules-builtin.c: the rule registry and the per-element rules
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

/* The registry (_gp_rules_builtin_lookup()): for each rule id its function and what its catalogue
 * entry must give it (texts, params with their types, the placeholders its texts may use), which
 * gp-rule-catalog.c checks at load. Then the rules over one element at a time: HOT (where the time
 * goes, a measurement), OK, SW (a software element where the platform has a hardware block), QUEUE,
 * SYNC (only a sink that records its sync property: the default is not guessed), ENC and CPU. */

#include "config.h"

#include <string.h>

#include "gp-rules-private.h"

/* ----------------------------------------------------------------------- */
/* Registry: what each implementation needs from its catalogue entry.       */

static const char * const texts_basic[] = { "title", "why", "fix", NULL };
static const char * const texts_qleak[] = {
  "title", "why", "fix_queue", "fix_appsrc", "fix_appsink", "unbounded_queue", "unbounded_appsrc",
  "unbounded_appsink", "memory", "oom", NULL
};
static const char * const texts_stall[] = { "title", "title_source", "why", "fix", "fix_source", NULL };

static const char * const ph_hot[] = { "element", "share", NULL };
static const char * const ph_ok[] = { "latency", "period", NULL };
static const char * const ph_zc[] = { "upstream", "downstream", "src", "sink", "link", NULL };
static const char * const ph_sw[] = { "element", "factory", "hardware", NULL };
static const char * const ph_element[] = { "element", NULL };
static const char * const ph_sync[] = { "element", "value", NULL };
static const char * const ph_caps[] = { "element", "downstream", NULL };
static const char * const ph_stall[] = { "element", "link", NULL };
static const char * const ph_vic[] = { "vic", "count", NULL };
static const char * const ph_enc[] = { "element", "settings", NULL };
static const char * const ph_cpu[] = { "element", "cpu", NULL };
static const char * const ph_hw[] = { "unit", "value", "key", NULL };
static const char * const ph_qleak[] = {
  "element", "rate", "level", "patch", "oom", "memory", "unbounded", "duration", "rss_rate", NULL
};

static const GpRuleParam params_none[] = { { NULL } };
static const GpRuleParam params_hot[] = {
  { "ranking_size", GP_RULE_PARAM_NUMBER },
  { NULL },
};
static const GpRuleParam params_zc[] = {
  { "island_memory", GP_RULE_PARAM_STRING },
  { "hardware_memory", GP_RULE_PARAM_STRINGS },
  { "raw_media", GP_RULE_PARAM_STRINGS },
  { "max_depth", GP_RULE_PARAM_NUMBER },
  { "patch_caps", GP_RULE_PARAM_STRING },
  { NULL },
};
static const GpRuleParam params_queue[] = {
  { "queue_prefix", GP_RULE_PARAM_STRING },
  { "heavy_substrings", GP_RULE_PARAM_STRINGS },
  { "thread_boundaries", GP_RULE_PARAM_STRINGS },
  { "autoplug_bins", GP_RULE_PARAM_STRINGS },
  { NULL },
};
static const GpRuleParam params_sync[] = {
  { "sink_substring", GP_RULE_PARAM_STRING },
  { "sync_values", GP_RULE_PARAM_STRINGS },
  { NULL },
};
static const GpRuleParam params_caps[] = {
  { "converters", GP_RULE_PARAM_STRINGS },
  { NULL },
};
static const GpRuleParam params_vic[] = {
  { "vic_pct_min", GP_RULE_PARAM_NUMBER },
  { "converter_factory", GP_RULE_PARAM_STRING },
  { "min_converters", GP_RULE_PARAM_NUMBER },
  { NULL },
};
static const GpRuleParam params_enc[] = {
  { "factory_substring", GP_RULE_PARAM_STRING },
  { "bframes_harmless", GP_RULE_PARAM_STRINGS },
  { "insert_sps_pps_off", GP_RULE_PARAM_STRINGS },
  { NULL },
};
static const GpRuleParam params_cpu[] = {
  { "cpu_pct_min", GP_RULE_PARAM_NUMBER },
  { NULL },
};
static const GpRuleParam params_hw[] = {
  { "min_pct", GP_RULE_PARAM_NUMBER },
  { "units", GP_RULE_PARAM_UNITS },
  { NULL },
};
static const GpRuleParam params_qleak[] = {
  { "queue_family", GP_RULE_PARAM_STRINGS },
  { "appsrc_family", GP_RULE_PARAM_STRINGS },
  { "appsink_family", GP_RULE_PARAM_STRINGS },
  { "min_samples", GP_RULE_PARAM_NUMBER },
  { "min_rise_buffers", GP_RULE_PARAM_NUMBER },
  { "late_slope_ratio", GP_RULE_PARAM_NUMBER },
  { "setting_props", GP_RULE_PARAM_OBJECT },
  { "defaults", GP_RULE_PARAM_OBJECT },
  { "patches", GP_RULE_PARAM_OBJECT },
  { NULL },
};

static const GpRuleImpl builtin_rules[] = {
  { "HOT", _gp_rule_hot, texts_basic, ph_hot, params_hot },
  { "OK", _gp_rule_ok, texts_basic, ph_ok, params_none },
  { "ZC", _gp_rule_zc, texts_basic, ph_zc, params_zc },
  { "SW", _gp_rule_sw, texts_basic, ph_sw, params_none },
  { "QUEUE", _gp_rule_queue, texts_basic, ph_element, params_queue },
  { "SYNC", _gp_rule_sync, texts_basic, ph_sync, params_sync },
  { "CAPS", _gp_rule_caps, texts_basic, ph_caps, params_caps },
  { "STALL", _gp_rule_stall, texts_stall, ph_stall, params_none },
  { "VIC", _gp_rule_vic, texts_basic, ph_vic, params_vic },
  { "ENC", _gp_rule_enc, texts_basic, ph_enc, params_enc },
  { "CPU", _gp_rule_cpu, texts_basic, ph_cpu, params_cpu },
  { "HW", _gp_rule_hw, texts_basic, ph_hw, params_hw },
  { "QLEAK", _gp_rule_qleak, texts_qleak, ph_qleak, params_qleak },
};

const GpRuleImpl *
_gp_rules_builtin_lookup (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (builtin_rules); i++)
    if (g_str_equal (builtin_rules[i].id, id))
      return &builtin_rules[i];
  return NULL;
}

/* ----------------------------------------------------------------------- */

static JsonNode *
double_node (double value)
{
  return json_node_init_double (json_node_alloc (), value);
}

static double
round_double (double value,
              int    ndigits)
{
  return gp_number_round ((GpNumber) { value, FALSE }, ndigits).value;
}

/* HOT: where the time goes. A measurement, never a heuristic. */
void
_gp_rule_hot (const GpRuleContext *ctx,
              GPtrArray           *findings)
{
  const GArray *hot = ctx->analysis->hot;
  const GpHotEntry *top;
  g_autoptr(GpFinding) finding = NULL;
  g_autofree char *share = NULL;
  JsonArray *ranking;
  guint n;

  if (hot->len == 0)
    return;

  top = &g_array_index (hot, GpHotEntry, 0);
  n = MIN (hot->len, (guint) MAX (gp_rule_entry_get_number (ctx->entry, "ranking_size"), 0));

  ranking = json_array_new ();
  for (guint i = 0; i < n; i++)
    {
      const GpHotEntry *entry = &g_array_index (hot, GpHotEntry, i);
      JsonArray *row = json_array_new ();

      json_array_add_string_element (row, entry->element);
      json_array_add_element (row, gp_number_to_json (gp_number_round (entry->proc_ms_p95, 3)));
      json_array_add_element (row, double_node (round_double (entry->share_pct, 1)));
      json_array_add_array_element (ranking, row);
    }

  finding = _gp_rule_finding_new (ctx, "F-HOT");
  share = gp_format_fixed (top->share_pct, 0);
  _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                              "element", top->element,
                              "share", share,
                              NULL);
  _gp_rule_finding_add_target (finding, top->element, NULL);
  json_object_set_array_member (finding->evidence, "ranking", ranking);
  finding->share_of_latency_pct = round_double (top->share_pct, 1);
  g_ptr_array_add (findings, g_steal_pointer (&finding));
}

/* OK: the device pipeline keeps within the frame budget. */
void
_gp_rule_ok (const GpRuleContext *ctx,
             GPtrArray           *findings)
{
  GpNumber latency = ctx->analysis->latency_ms_p95;
  GpNumber period = ctx->analysis->frame_period_ms;
  g_autoptr(GpFinding) finding = NULL;
  g_autofree char *latency_text = NULL;
  g_autofree char *period_text = NULL;

  if (gp_number_is_none (latency) || gp_number_is_none (period) || latency.value > period.value)
    return;

  finding = _gp_rule_finding_new (ctx, "F-OK");
  latency_text = gp_format_fixed (latency.value, 1);
  period_text = gp_format_fixed (period.value, 1);
  _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                              "latency", latency_text,
                              "period", period_text,
                              NULL);
  json_object_set_member (finding->evidence, "latency_ms_p95", gp_number_to_json (gp_number_round (latency, 2)));
  json_object_set_member (finding->evidence, "frame_period_ms", gp_number_to_json (gp_number_round (period, 2)));
  g_ptr_array_add (findings, g_steal_pointer (&finding));
}

/* SW: a software element where the platform has a hardware block. */
void
_gp_rule_sw (const GpRuleContext *ctx,
             GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      const char *factory = stat->element->factory != NULL ? stat->element->factory : "";
      const char *hardware;
      g_autoptr(GpFinding) finding = NULL;
      g_autofree char *id = NULL;
      JsonObject *patch;

      if (stat->element->is_bin)
        continue;
      hardware = gp_rule_catalog_hardware_swap (ctx->catalog, a->platform, _gp_rule_factory (ctx, stat));
      if (hardware == NULL)
        continue;

      id = g_strconcat ("F-SW-", stat->element->id, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "element", stat->element->id,
                                  "factory", factory,
                                  "hardware", hardware,
                                  NULL);
      _gp_rule_finding_add_target (finding, stat->element->id, NULL);
      json_object_set_string_member (finding->evidence, "factory", factory);
      json_object_set_string_member (finding->evidence, "hardware_equivalent", hardware);
      json_object_set_member (finding->evidence, "cpu_pct", gp_number_to_json (stat->cpu_pct));
      json_object_set_member (finding->evidence, "proc_ms_p95", gp_number_to_json (stat->proc_ms_p95));

      patch = _gp_rule_patch_new ("replace-element");
      json_object_set_string_member (patch, "element", stat->element->id);
      json_object_set_string_member (patch, "with", hardware);
      finding->fix_patch = patch;
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}

static gboolean
contains_any (const char *haystack,
              JsonArray  *needles)
{
  for (guint i = 0; needles != NULL && i < json_array_get_length (needles); i++)
    if (strstr (haystack, json_array_get_string_element (needles, i)) != NULL)
      return TRUE;
  return FALSE;
}

/* The element the launch string wrote for @element: itself, or the outermost
 * auto-plugging bin (autovideosink, decodebin…) it was created inside. The
 * walk up is bounded by the graph's size (a cycle of bins is bad input). */
static const GpElement *
written_element (const GpRuleContext *ctx,
                 const GpElement     *element)
{
  GpGraph *graph = gp_session_get_graph (ctx->analysis->session);
  const GpElement *written = element;
  const GpElement *up = element;

  for (guint depth = 0; up->bin != NULL && depth < gp_graph_n_elements (graph); depth++)
    {
      up = gp_graph_lookup_element (graph, up->bin);
      if (up == NULL)
        break;
      if (up->factory != NULL && gp_rule_entry_array_contains (ctx->entry, "autoplug_bins", up->factory))
        written = up;
    }
  return written;
}

/* QUEUE: an encoder/sink and no thread boundary anywhere (a queue, or an
 * element that gives its downstream a thread: multiqueue, rtpbin's
 * jitterbuffer), so one thread does it all. The target is what the string
 * wrote: an element made inside an auto-plugging bin stands for the bin. */
void
_gp_rule_queue (const GpRuleContext *ctx,
                GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  const char *prefix = gp_rule_entry_get_string (ctx->entry, "queue_prefix");
  JsonArray *heavy_substrings = gp_rule_entry_get_array (ctx->entry, "heavy_substrings");
  const GpElement *heavy = NULL;
  g_autoptr(GpFinding) finding = NULL;
  JsonObject *patch;

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      const char *factory = stat->element->factory != NULL ? stat->element->factory : "";

      if (gp_rule_entry_array_contains (ctx->entry, "thread_boundaries", factory))
        return;
      if (stat->element->is_bin)
        continue;
      if (g_str_has_prefix (factory, prefix))
        return;
      if (heavy == NULL && contains_any (factory, heavy_substrings))
        heavy = written_element (ctx, stat->element);
    }
  if (heavy == NULL)
    return;

  finding = _gp_rule_finding_new (ctx, "F-QUEUE");
  _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                              "element", heavy->id,
                              NULL);
  _gp_rule_finding_add_target (finding, heavy->id, NULL);
  json_object_set_string_member (finding->evidence, "heavy_element", heavy->id);
  json_object_set_int_member (finding->evidence, "queues_present", 0);

  patch = _gp_rule_patch_new ("insert-element");
  json_object_set_string_member (patch, "before", heavy->id);
  json_object_set_string_member (patch, "element", "queue");
  finding->fix_patch = patch;
  g_ptr_array_add (findings, g_steal_pointer (&finding));
}

/* SYNC: a sink whose recorded sync property is on. A sink that does not
 * record the property is skipped: we do not guess the default. */
void
_gp_rule_sync (const GpRuleContext *ctx,
               GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  const char *sink = gp_rule_entry_get_string (ctx->entry, "sink_substring");

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      const char *factory = stat->element->factory != NULL ? stat->element->factory : "";
      const char *value;
      g_autofree char *lower = NULL;
      g_autofree char *id = NULL;
      g_autoptr(GpFinding) finding = NULL;
      JsonObject *patch;

      if (stat->element->is_bin || strstr (factory, sink) == NULL)
        continue;
      value = stat->element->props != NULL ? gp_str_map_lookup (stat->element->props, "sync") : NULL;
      if (value == NULL)
        continue;
      lower = g_utf8_strdown (value, -1);
      if (!gp_rule_entry_array_contains (ctx->entry, "sync_values", lower))
        continue;

      id = g_strconcat ("F-SYNC-", stat->element->id, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "element", stat->element->id,
                                  "value", value,
                                  NULL);
      _gp_rule_finding_add_target (finding, stat->element->id, NULL);
      json_object_set_string_member (finding->evidence, "sync", value);

      patch = _gp_rule_patch_new ("set-property");
      json_object_set_string_member (patch, "element", stat->element->id);
      json_object_set_string_member (patch, "property", "sync");
      json_object_set_string_member (patch, "value", "false");
      finding->fix_patch = patch;
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}

/* ENC: latency-hostile encoder settings (B-frames, no SPS/PPS per IDR). */
void
_gp_rule_enc (const GpRuleContext *ctx,
              GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  const char *enc = gp_rule_entry_get_string (ctx->entry, "factory_substring");

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      const char *factory = stat->element->factory != NULL ? stat->element->factory : "";
      g_autoptr(GHashTable) props = NULL;
      g_autoptr(GString) settings = NULL;
      g_autoptr(GpFinding) finding = NULL;
      g_autofree char *id = NULL;
      const char *bframes;
      const char *sps_pps;
      JsonObject *bad;

      if (stat->element->is_bin || strstr (factory, enc) == NULL)
        continue;

      /* Keys and values compared lower-cased; a later key wins. */
      props = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      for (guint p = 0; stat->element->props != NULL && p < gp_str_map_size (stat->element->props); p++)
        g_hash_table_insert (props,
                             g_utf8_strdown (gp_str_map_key (stat->element->props, p), -1),
                             g_utf8_strdown (gp_str_map_value (stat->element->props, p), -1));

      bad = json_object_new ();
      settings = g_string_new (NULL);
      bframes = g_hash_table_lookup (props, "bframes");
      if (bframes != NULL && !gp_rule_entry_array_contains (ctx->entry, "bframes_harmless", bframes))
        {
          json_object_set_string_member (bad, "bframes", bframes);
          g_string_append_printf (settings, "bframes=%s", bframes);
        }
      sps_pps = g_hash_table_lookup (props, "insert-sps-pps");
      if (sps_pps != NULL && gp_rule_entry_array_contains (ctx->entry, "insert_sps_pps_off", sps_pps))
        {
          json_object_set_string_member (bad, "insert-sps-pps", sps_pps);
          g_string_append_printf (settings, "%sinsert-sps-pps=%s", settings->len ? ", " : "", sps_pps);
        }
      if (json_object_get_size (bad) == 0)
        {
          json_object_unref (bad);
          continue;
        }

      id = g_strconcat ("F-ENC-", stat->element->id, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "element", stat->element->id,
                                  "settings", settings->str,
                                  NULL);
      _gp_rule_finding_add_target (finding, stat->element->id, NULL);
      json_object_unref (finding->evidence);
      finding->evidence = bad;
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}

/* CPU: an element whose (thread's) CPU reaches a full core. */
void
_gp_rule_cpu (const GpRuleContext *ctx,
              GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  double threshold = gp_rule_entry_get_number (ctx->entry, "cpu_pct_min");

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      g_autoptr(GpFinding) finding = NULL;
      g_autofree char *id = NULL;
      g_autofree char *cpu = NULL;

      if (stat->element->is_bin || gp_number_is_none (stat->cpu_pct) || stat->cpu_pct.value < threshold)
        continue;

      id = g_strconcat ("F-CPU-", stat->element->id, NULL);
      finding = _gp_rule_finding_new (ctx, id);
      cpu = gp_format_fixed (stat->cpu_pct.value, 0);
      _gp_rule_finding_set_texts (ctx, finding, "title", "why", "fix",
                                  "element", stat->element->id,
                                  "cpu", cpu,
                                  NULL);
      _gp_rule_finding_add_target (finding, stat->element->id, NULL);
      json_object_set_member (finding->evidence, "cpu_pct", gp_number_to_json (stat->cpu_pct));
      g_ptr_array_add (findings, g_steal_pointer (&finding));
    }
}
