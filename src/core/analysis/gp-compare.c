/* gp-compare.c: GpCompare, before/after of two sessions
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

/* `gst-profile compare` and the app's comparison window (after a Re-run) both show this: both
 * sessions analysed and their findings recomputed with the current rules, as `analyze` does; the
 * latency p95 and frame period, each element's p95 matched by id (present before, after or both,
 * the rows ordered by how much they changed), the findings cleared, new and kept, and whether
 * after's parent_session names before; and all of it as JSON for `compare --format json`. A
 * difference within max(5 %, 0.1 ms) or within the two runs' own noise (gp-compare-noise.c, read
 * from each session's per-window series) is SAME, "about the same", not better or worse; what a
 * side did not measure stays NAN, never a made-up number. Refcounted, read-only once made. */

#include "config.h"

#include <math.h>

#include "gp-compare.h"
#include "gp-rules.h"

G_DEFINE_BOXED_TYPE (GpCompare, gp_compare, gp_compare_ref, gp_compare_unref)

static GpCompareValue
compare_value (GpNumber      before,
               GpNumber      after,
               double        noise_before,
               double        noise_after,
               GpCompareUnit unit)
{
  GpCompareValue value = { before, after, NAN, NAN, GP_COMPARE_TREND_UNKNOWN, NAN, NAN, NAN };

  if (!gp_number_is_none (before))
    value.noise_before = noise_before;
  if (!gp_number_is_none (after))
    value.noise_after = noise_after;
  value.trend = gp_compare_classify (before, after, noise_before, noise_after, unit);
  if (value.trend == GP_COMPARE_TREND_UNKNOWN)
    return value;

  value.delta = after.value - before.value;
  if (before.value != 0)
    value.ratio = after.value / before.value;
  value.threshold = gp_compare_threshold (before.value, noise_before, noise_after, unit);
  return value;
}

static double
p95_noise (GArray *column)
{
  if (column == NULL || column->len == 0)
    return 0;
  return gp_compare_series_noise (&g_array_index (column, double, 0), column->len, GP_COMPARE_FIGURE_P95);
}

static double
latency_noise (GpSession *session)
{
  return p95_noise (gp_series_get_pipeline (gp_session_get_series (session))->latency_ms_p95);
}

/* The frame period is 1000 / the fps of @link's fastest window: the noise
 * of the smallest of the link's per-window periods. */
static double
frame_period_noise (GpAnalysis *analysis)
{
  GpLinkSeries *columns;
  g_autofree double *periods = NULL;

  if (analysis->frame_period_link == NULL)
    return 0;
  columns = gp_series_lookup_link (gp_session_get_series (analysis->session), analysis->frame_period_link->id);
  if (columns == NULL || columns->fps == NULL)
    return 0;

  periods = g_new (double, MAX (columns->fps->len, 1));
  for (guint i = 0; i < columns->fps->len; i++)
    {
      double fps = g_array_index (columns->fps, double, i);

      periods[i] = fps > 0 ? 1000.0 / fps : NAN;
    }
  return gp_compare_series_noise (periods, columns->fps->len, GP_COMPARE_FIGURE_MINIMUM);
}

static double
element_noise (GpAnalysis      *analysis,
               const GpElement *element)
{
  GpElementSeries *columns;

  if (element == NULL)
    return 0;
  columns = gp_series_lookup_element (gp_session_get_series (analysis->session), element->id);
  return columns != NULL ? p95_noise (columns->proc_ms_p95) : 0;
}

static GpCompareValue
compare_elements (GpCompare           *self,
                  const GpElementStat *before,
                  const GpElementStat *after)
{
  return compare_value (before != NULL ? before->proc_ms_p95 : GP_NUMBER_NONE,
                        after != NULL ? after->proc_ms_p95 : GP_NUMBER_NONE,
                        before != NULL ? element_noise (self->analysis_before, before->element) : NAN,
                        after != NULL ? element_noise (self->analysis_after, after->element) : NAN,
                        GP_COMPARE_UNIT_MS);
}

/* How much an element's row changed, for the order of the table. */
static double
element_weight (const GpCompareElement *row)
{
  if (!isnan (row->proc_ms_p95.delta))
    return fabs (row->proc_ms_p95.delta);
  if (row->presence == GP_COMPARE_PRESENCE_BEFORE_ONLY && !gp_number_is_none (row->proc_ms_p95.before))
    return fabs (row->proc_ms_p95.before.value);
  if (row->presence == GP_COMPARE_PRESENCE_AFTER_ONLY && !gp_number_is_none (row->proc_ms_p95.after))
    return fabs (row->proc_ms_p95.after.value);
  return -1.0;
}

static void
add_element_rows (GpCompare *self)
{
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (GpCompareElement));

  for (guint i = 0; i < self->analysis_before->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (self->analysis_before->elements, i);
      const GpElementStat *other;
      GpCompareElement row = { 0, };

      if (stat->element->is_bin)
        continue;
      other = gp_analysis_lookup_element (self->analysis_after, stat->element->id);
      if (other != NULL && other->element->is_bin)
        other = NULL;

      row.element = stat->element->id;
      row.factory_before = stat->element->factory;
      row.factory_after = other != NULL ? other->element->factory : NULL;
      row.presence = other != NULL ? GP_COMPARE_PRESENCE_BOTH : GP_COMPARE_PRESENCE_BEFORE_ONLY;
      row.proc_ms_p95 = compare_elements (self, stat, other);
      g_array_append_val (rows, row);
    }

  for (guint i = 0; i < self->analysis_after->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (self->analysis_after->elements, i);
      const GpElementStat *other;
      GpCompareElement row = { 0, };

      if (stat->element->is_bin)
        continue;
      other = gp_analysis_lookup_element (self->analysis_before, stat->element->id);
      if (other != NULL && !other->element->is_bin)
        continue;

      row.element = stat->element->id;
      row.factory_after = stat->element->factory;
      row.presence = GP_COMPARE_PRESENCE_AFTER_ONLY;
      row.proc_ms_p95 = compare_elements (self, NULL, stat);
      g_array_append_val (rows, row);
    }

  /* A stable sort by weight, descending: insertion into the result. */
  for (guint i = 0; i < rows->len; i++)
    {
      const GpCompareElement *row = &g_array_index (rows, GpCompareElement, i);
      double weight = element_weight (row);
      guint at = self->elements->len;

      while (at > 0 && weight > element_weight (&g_array_index (self->elements, GpCompareElement, at - 1)))
        at--;
      g_array_insert_val (self->elements, at, *row);
    }
}

static const GpFinding *
find_match (GPtrArray       *findings,
            const GpFinding *finding)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *other = g_ptr_array_index (findings, i);

      if (g_strcmp0 (other->id, finding->id) == 0 && g_strcmp0 (other->rule, finding->rule) == 0)
        return other;
    }
  return NULL;
}

static void
add_finding_rows (GpCompare *self)
{
  for (guint i = 0; i < self->findings_before->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (self->findings_before, i);
      GpCompareFinding row = { GP_COMPARE_FINDING_CLEARED, finding, NULL };

      if (find_match (self->findings_after, finding) == NULL)
        g_array_append_val (self->findings, row);
    }

  for (guint i = 0; i < self->findings_after->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (self->findings_after, i);
      GpCompareFinding row = { GP_COMPARE_FINDING_NEW, NULL, finding };

      if (find_match (self->findings_before, finding) == NULL)
        g_array_append_val (self->findings, row);
    }

  for (guint i = 0; i < self->findings_after->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (self->findings_after, i);
      const GpFinding *match = find_match (self->findings_before, finding);
      GpCompareFinding row = { GP_COMPARE_FINDING_KEPT, match, finding };

      if (match != NULL)
        g_array_append_val (self->findings, row);
    }
}

GpCompare *
gp_compare_new (GpSession  *before,
                GpSession  *after,
                GError    **error)
{
  g_autoptr(GpCompare) self = NULL;
  const GpRuleCatalog *catalog;
  const char *parent;
  const char *id;

  g_return_val_if_fail (GP_IS_SESSION (before), NULL);
  g_return_val_if_fail (GP_IS_SESSION (after), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  catalog = gp_rule_catalog_get_default (error);
  if (catalog == NULL)
    return NULL;

  self = g_atomic_rc_box_new0 (GpCompare);
  self->before = g_object_ref (before);
  self->after = g_object_ref (after);
  self->elements = g_array_new (FALSE, TRUE, sizeof (GpCompareElement));
  self->findings = g_array_new (FALSE, TRUE, sizeof (GpCompareFinding));

  self->analysis_before = gp_analysis_new (before);
  self->analysis_after = gp_analysis_new (after);
  self->findings_before = gp_rules_run (self->analysis_before, catalog);
  self->findings_after = gp_rules_run (self->analysis_after, catalog);

  parent = gp_session_get_info (after)->parent_session;
  id = gp_session_get_info (before)->id;
  if (parent == NULL || *parent == '\0')
    self->parent = GP_COMPARE_PARENT_NONE;
  else if (g_strcmp0 (parent, id) == 0)
    self->parent = GP_COMPARE_PARENT_MATCHES;
  else if (g_strcmp0 (parent, gp_session_get_info (before)->parent_session) == 0)
    self->parent = GP_COMPARE_PARENT_SIBLING;
  else
    self->parent = GP_COMPARE_PARENT_OTHER;

  self->latency_ms_p95 = compare_value (self->analysis_before->latency_ms_p95,
                                        self->analysis_after->latency_ms_p95,
                                        latency_noise (before),
                                        latency_noise (after),
                                        GP_COMPARE_UNIT_MS);
  self->frame_period_ms = compare_value (self->analysis_before->frame_period_ms,
                                         self->analysis_after->frame_period_ms,
                                         frame_period_noise (self->analysis_before),
                                         frame_period_noise (self->analysis_after),
                                         GP_COMPARE_UNIT_MS);
  add_element_rows (self);
  add_finding_rows (self);

  return g_steal_pointer (&self);
}

GpCompare *
gp_compare_ref (GpCompare *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_atomic_rc_box_acquire (self);
}

static void
gp_compare_clear (gpointer data)
{
  GpCompare *self = data;

  g_clear_pointer (&self->elements, g_array_unref);
  g_clear_pointer (&self->findings, g_array_unref);
  g_clear_pointer (&self->findings_before, g_ptr_array_unref);
  g_clear_pointer (&self->findings_after, g_ptr_array_unref);
  g_clear_pointer (&self->analysis_before, gp_analysis_free);
  g_clear_pointer (&self->analysis_after, gp_analysis_free);
  g_clear_object (&self->before);
  g_clear_object (&self->after);
}

void
gp_compare_unref (GpCompare *self)
{
  g_return_if_fail (self != NULL);

  g_atomic_rc_box_release_full (self, gp_compare_clear);
}

guint
gp_compare_count_findings (const GpCompare       *self,
                           GpCompareFindingState  state)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->findings->len; i++)
    if (g_array_index (self->findings, GpCompareFinding, i).state == state)
      n++;
  return n;
}

const GpCompareElement *
gp_compare_lookup_element (const GpCompare *self,
                           const char      *element_id)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (element_id != NULL, NULL);

  for (guint i = 0; i < self->elements->len; i++)
    {
      const GpCompareElement *row = &g_array_index (self->elements, GpCompareElement, i);

      if (g_strcmp0 (row->element, element_id) == 0)
        return row;
    }
  return NULL;
}

const GpCompareFinding *
gp_compare_lookup_finding (const GpCompare       *self,
                           GpCompareFindingState  state,
                           const char            *finding_id)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (finding_id != NULL, NULL);

  for (guint i = 0; i < self->findings->len; i++)
    {
      const GpCompareFinding *row = &g_array_index (self->findings, GpCompareFinding, i);
      const GpFinding *finding = row->after != NULL ? row->after : row->before;

      if (row->state == state && g_strcmp0 (finding->id, finding_id) == 0)
        return row;
    }
  return NULL;
}

const char *
gp_compare_trend_to_string (GpCompareTrend trend)
{
  switch (trend)
    {
    case GP_COMPARE_TREND_SAME:
      return "about the same";
    case GP_COMPARE_TREND_BETTER:
      return "better";
    case GP_COMPARE_TREND_WORSE:
      return "worse";
    case GP_COMPARE_TREND_UNKNOWN:
    default:
      return "not available";
    }
}

const char *
gp_compare_parent_to_string (GpCompareParent parent)
{
  switch (parent)
    {
    case GP_COMPARE_PARENT_MATCHES:
      return "matches";
    case GP_COMPARE_PARENT_OTHER:
      return "other";
    case GP_COMPARE_PARENT_SIBLING:
      return "sibling";
    case GP_COMPARE_PARENT_NONE:
    default:
      return "none";
    }
}

const char *
gp_compare_presence_to_string (GpComparePresence presence)
{
  switch (presence)
    {
    case GP_COMPARE_PRESENCE_BEFORE_ONLY:
      return "before-only";
    case GP_COMPARE_PRESENCE_AFTER_ONLY:
      return "after-only";
    case GP_COMPARE_PRESENCE_BOTH:
    default:
      return "both";
    }
}

const char *
gp_compare_finding_state_to_string (GpCompareFindingState state)
{
  switch (state)
    {
    case GP_COMPARE_FINDING_CLEARED:
      return "cleared";
    case GP_COMPARE_FINDING_NEW:
      return "new";
    case GP_COMPARE_FINDING_KEPT:
    default:
      return "kept";
    }
}

/* JSON */

static JsonNode *
string_or_null (const char *str)
{
  JsonNode *node = json_node_new (JSON_NODE_NULL);

  if (str != NULL)
    json_node_init_string (node, str);
  return node;
}

static JsonNode *
rounded_or_null (double value,
                 int    decimals)
{
  if (isnan (value))
    return json_node_new (JSON_NODE_NULL);
  return gp_number_to_json (gp_number_round ((GpNumber) { value, FALSE }, decimals));
}

static JsonNode *
session_to_json (GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_member (object, "id", string_or_null (info->id));
  json_object_set_member (object, "label", string_or_null (info->label));
  json_object_set_member (object, "started", string_or_null (info->started));
  json_object_set_member (object, "mode", string_or_null (info->mode));
  json_object_set_member (object, "launch", string_or_null (info->launch));
  json_object_set_member (object, "parent_session", string_or_null (info->parent_session));
  json_node_take_object (node, object);
  return node;
}

static JsonNode *
value_to_json (const GpCompareValue *value)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_member (object, "before", gp_number_to_json (value->before));
  json_object_set_member (object, "after", gp_number_to_json (value->after));
  json_object_set_member (object, "delta", rounded_or_null (value->delta, 3));
  json_object_set_member (object, "ratio", rounded_or_null (value->ratio, 4));
  json_object_set_string_member (object, "trend", gp_compare_trend_to_string (value->trend));
  json_object_set_member (object, "noise_before", rounded_or_null (value->noise_before, 3));
  json_object_set_member (object, "noise_after", rounded_or_null (value->noise_after, 3));
  json_object_set_member (object, "threshold", rounded_or_null (value->threshold, 3));
  json_node_take_object (node, object);
  return node;
}

static JsonNode *
finding_to_json (const GpCompareFinding *row)
{
  const GpFinding *finding = row->after != NULL ? row->after : row->before;
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (object, "id", finding->id);
  json_object_set_string_member (object, "rule", finding->rule);
  json_object_set_member (object, "severity_before",
                          string_or_null (row->before != NULL ? gp_severity_to_string (row->before->severity)
                                                              : NULL));
  json_object_set_member (object, "severity_after",
                          string_or_null (row->after != NULL ? gp_severity_to_string (row->after->severity)
                                                             : NULL));
  json_object_set_string_member (object, "title", finding->title);
  json_node_take_object (node, object);
  return node;
}

JsonNode *
gp_compare_to_json (const GpCompare *self)
{
  JsonObject *object;
  JsonObject *findings;
  JsonArray *elements;
  JsonArray *lists[3];
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);

  object = json_object_new ();
  json_object_set_member (object, "before", session_to_json (self->before));
  json_object_set_member (object, "after", session_to_json (self->after));
  json_object_set_string_member (object, "parent", gp_compare_parent_to_string (self->parent));
  json_object_set_member (object, "latency_ms_p95", value_to_json (&self->latency_ms_p95));
  json_object_set_member (object, "frame_period_ms", value_to_json (&self->frame_period_ms));

  elements = json_array_new ();
  for (guint i = 0; i < self->elements->len; i++)
    {
      const GpCompareElement *row = &g_array_index (self->elements, GpCompareElement, i);
      JsonObject *eo = json_object_new ();

      json_object_set_string_member (eo, "element", row->element);
      json_object_set_string_member (eo, "presence", gp_compare_presence_to_string (row->presence));
      json_object_set_member (eo, "factory_before", string_or_null (row->factory_before));
      json_object_set_member (eo, "factory_after", string_or_null (row->factory_after));
      json_object_set_member (eo, "proc_ms_p95", value_to_json (&row->proc_ms_p95));
      json_array_add_object_element (elements, eo);
    }
  json_object_set_array_member (object, "elements", elements);

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    lists[i] = json_array_new ();
  for (guint i = 0; i < self->findings->len; i++)
    {
      const GpCompareFinding *row = &g_array_index (self->findings, GpCompareFinding, i);

      json_array_add_element (lists[row->state], finding_to_json (row));
    }
  findings = json_object_new ();
  json_object_set_array_member (findings, "cleared", lists[GP_COMPARE_FINDING_CLEARED]);
  json_object_set_array_member (findings, "new", lists[GP_COMPARE_FINDING_NEW]);
  json_object_set_array_member (findings, "kept", lists[GP_COMPARE_FINDING_KEPT]);
  json_object_set_object_member (object, "findings", findings);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);
  return node;
}
