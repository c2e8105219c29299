/* gp-finding.c: one rule hit (GpFinding), to and from JSON
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

/* GpFinding is a plain struct: the rules (core/analysis) make them, a session stores them, the
 * report, the CLI and the app show them. gp_finding_to_json() writes the reference's key order (id,
 * rule, severity, title, rank, targets, evidence, why, fix_text, fix_patch, ref, heuristic,
 * verified_on, share_of_latency_pct) so that a saved session matches it byte for byte;
 * gp_finding_from_json() reads a stored one leniently (only id and rule are required, a wrong type
 * reads as the default). */

#include "config.h"

#include <math.h>

#include "gp-error.h"
#include "gp-finding.h"

GpFinding *
gp_finding_new (const char *id,
                const char *rule)
{
  GpFinding *finding = g_new0 (GpFinding, 1);

  finding->id = g_strdup (id);
  finding->rule = g_strdup (rule);
  finding->severity = GP_SEVERITY_INFO;
  finding->title = g_strdup ("");
  finding->target_elements = g_ptr_array_new_with_free_func (g_free);
  finding->target_links = g_ptr_array_new_with_free_func (g_free);
  finding->evidence = json_object_new ();
  finding->why = g_strdup ("");
  finding->fix_text = g_strdup ("");
  finding->ref = g_strdup ("");
  finding->verified_on = g_ptr_array_new_with_free_func (g_free);
  finding->share_of_latency_pct = NAN;
  return finding;
}

void
gp_finding_free (GpFinding *finding)
{
  if (finding == NULL)
    return;
  g_free (finding->id);
  g_free (finding->rule);
  g_free (finding->title);
  g_ptr_array_unref (finding->target_elements);
  g_ptr_array_unref (finding->target_links);
  g_clear_pointer (&finding->evidence, json_object_unref);
  g_free (finding->why);
  g_free (finding->fix_text);
  g_clear_pointer (&finding->fix_patch, json_object_unref);
  g_free (finding->ref);
  g_ptr_array_unref (finding->verified_on);
  g_free (finding);
}

static GPtrArray *
copy_strv_array (GPtrArray *src)
{
  GPtrArray *dst = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < src->len; i++)
    g_ptr_array_add (dst, g_strdup (g_ptr_array_index (src, i)));
  return dst;
}

static JsonObject *
copy_object (JsonObject *object)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) copy = NULL;

  if (object == NULL)
    return NULL;
  node = json_node_init_object (json_node_alloc (), object);
  copy = json_node_copy (node);
  return json_node_dup_object (copy);
}

GpFinding *
gp_finding_copy (const GpFinding *finding)
{
  GpFinding *copy;

  g_return_val_if_fail (finding != NULL, NULL);

  copy = g_new0 (GpFinding, 1);
  copy->id = g_strdup (finding->id);
  copy->rule = g_strdup (finding->rule);
  copy->severity = finding->severity;
  copy->title = g_strdup (finding->title);
  copy->rank = finding->rank;
  copy->target_elements = copy_strv_array (finding->target_elements);
  copy->target_links = copy_strv_array (finding->target_links);
  copy->evidence = copy_object (finding->evidence);
  copy->why = g_strdup (finding->why);
  copy->fix_text = g_strdup (finding->fix_text);
  copy->fix_patch = copy_object (finding->fix_patch);
  copy->ref = g_strdup (finding->ref);
  copy->heuristic = finding->heuristic;
  copy->verified_on = copy_strv_array (finding->verified_on);
  copy->share_of_latency_pct = finding->share_of_latency_pct;
  return copy;
}

const char *
gp_severity_to_string (GpSeverity severity)
{
  switch (severity)
    {
    case GP_SEVERITY_HIGH:
      return "high";
    case GP_SEVERITY_MEDIUM:
      return "medium";
    case GP_SEVERITY_INFO:
    default:
      return "info";
    }
}

gboolean
gp_severity_from_string (const char *str,
                         GpSeverity *severity)
{
  if (g_strcmp0 (str, "high") == 0)
    *severity = GP_SEVERITY_HIGH;
  else if (g_strcmp0 (str, "medium") == 0)
    *severity = GP_SEVERITY_MEDIUM;
  else if (g_strcmp0 (str, "info") == 0)
    *severity = GP_SEVERITY_INFO;
  else
    return FALSE;
  return TRUE;
}

static JsonArray *
strv_to_array (GPtrArray *strv)
{
  JsonArray *array = json_array_sized_new (strv->len);

  for (guint i = 0; i < strv->len; i++)
    json_array_add_string_element (array, g_ptr_array_index (strv, i));
  return array;
}

JsonNode *
gp_finding_to_json (const GpFinding *finding)
{
  JsonObject *object;
  JsonObject *targets;
  JsonNode *node;

  g_return_val_if_fail (finding != NULL, NULL);

  object = json_object_new ();
  json_object_set_string_member (object, "id", finding->id);
  json_object_set_string_member (object, "rule", finding->rule);
  json_object_set_string_member (object, "severity", gp_severity_to_string (finding->severity));
  json_object_set_string_member (object, "title", finding->title);
  json_object_set_int_member (object, "rank", finding->rank);
  targets = json_object_new ();
  json_object_set_array_member (targets, "elements", strv_to_array (finding->target_elements));
  json_object_set_array_member (targets, "links", strv_to_array (finding->target_links));
  json_object_set_object_member (object, "targets", targets);
  json_object_set_object_member (object, "evidence", copy_object (finding->evidence));
  json_object_set_string_member (object, "why", finding->why);
  json_object_set_string_member (object, "fix_text", finding->fix_text);
  if (finding->fix_patch != NULL)
    json_object_set_object_member (object, "fix_patch", copy_object (finding->fix_patch));
  else
    json_object_set_null_member (object, "fix_patch");
  json_object_set_string_member (object, "ref", finding->ref);
  json_object_set_boolean_member (object, "heuristic", finding->heuristic);
  json_object_set_array_member (object, "verified_on", strv_to_array (finding->verified_on));
  if (isnan (finding->share_of_latency_pct))
    json_object_set_null_member (object, "share_of_latency_pct");
  else
    json_object_set_double_member (object, "share_of_latency_pct", finding->share_of_latency_pct);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);
  return node;
}

static const char *
get_string (JsonObject *object,
            const char *key)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static void
read_string_array (JsonObject *object,
                   const char *key,
                   GPtrArray  *into)
{
  JsonNode *node = object ? json_object_get_member (object, key) : NULL;
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      if (JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING)
        g_ptr_array_add (into, g_strdup (json_node_get_string (item)));
    }
}

GpFinding *
gp_finding_from_json (JsonObject  *object,
                      GError     **error)
{
  g_autoptr(GpFinding) finding = NULL;
  const char *id = get_string (object, "id");
  const char *rule = get_string (object, "rule");
  JsonNode *node;

  if (id == NULL || rule == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "a finding has no id or rule");
      return NULL;
    }

  finding = gp_finding_new (id, rule);
  if (!gp_severity_from_string (get_string (object, "severity"), &finding->severity))
    finding->severity = GP_SEVERITY_INFO;
  g_free (finding->title);
  finding->title = g_strdup (get_string (object, "title") ?: "");
  if (json_object_has_member (object, "rank") &&
      json_node_get_value_type (json_object_get_member (object, "rank")) == G_TYPE_INT64)
    finding->rank = (guint) CLAMP (json_object_get_int_member (object, "rank"), 0, G_MAXUINT);
  node = json_object_get_member (object, "targets");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      read_string_array (json_node_get_object (node), "elements", finding->target_elements);
      read_string_array (json_node_get_object (node), "links", finding->target_links);
    }
  node = json_object_get_member (object, "evidence");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      json_object_unref (finding->evidence);
      finding->evidence = copy_object (json_node_get_object (node));
    }
  g_free (finding->why);
  finding->why = g_strdup (get_string (object, "why") ?: "");
  g_free (finding->fix_text);
  finding->fix_text = g_strdup (get_string (object, "fix_text") ?: "");
  node = json_object_get_member (object, "fix_patch");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    finding->fix_patch = copy_object (json_node_get_object (node));
  g_free (finding->ref);
  finding->ref = g_strdup (get_string (object, "ref") ?: "");
  node = json_object_get_member (object, "heuristic");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    finding->heuristic = json_node_get_boolean (node);
  read_string_array (object, "verified_on", finding->verified_on);
  node = json_object_get_member (object, "share_of_latency_pct");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
      (json_node_get_value_type (node) == G_TYPE_DOUBLE || json_node_get_value_type (node) == G_TYPE_INT64))
    finding->share_of_latency_pct = json_node_get_double (node);

  return g_steal_pointer (&finding);
}
