/* gp-report-findings.c: the report's ranked finding cards
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

/* Each finding of the verdict as a card: severity, rule, title, why, fix, its targets, the evidence
 * (scalars as text, HOT's ranking one row per line, anything else compact JSON) and the fix patch
 * in one line ("force caps … on …"); everything through _gp_report_append_escaped(), since a
 * finding's texts hold user strings. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-json-writer.h"
#include "gp-report-private.h"

static gboolean
is_web_url (const char *url)
{
  return url != NULL
         && (g_str_has_prefix (url, "https://") || g_str_has_prefix (url, "http://"))
         && strpbrk (url, " \t\r\n\"'<>") == NULL;
}

static void
append_link (GString    *out,
             const char *url,
             const char *text)
{
  g_string_append (out, "<a href=\"");
  _gp_report_append_escaped (out, url);
  g_string_append (out, "\" rel=\"noopener noreferrer\">");
  _gp_report_append_escaped (out, text);
  g_string_append (out, "</a>");
}

/* An evidence value: scalars as text, a list of lists (HOT's ranking) one
 * row per line, anything else as compact JSON. */
static void
append_value (GString  *out,
              JsonNode *node)
{
  g_autofree char *json = NULL;

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      _gp_report_append_escaped (out, json_node_get_string (node));
      return;
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      gboolean rows = json_array_get_length (array) > 0;

      for (guint i = 0; i < json_array_get_length (array); i++)
        rows &= JSON_NODE_HOLDS_ARRAY (json_array_get_element (array, i));

      if (rows)
        {
          for (guint i = 0; i < json_array_get_length (array); i++)
            {
              JsonArray *row = json_array_get_array_element (array, i);

              if (i > 0)
                g_string_append (out, "<br/>");
              for (guint k = 0; k < json_array_get_length (row); k++)
                {
                  if (k > 0)
                    g_string_append (out, " · ");
                  append_value (out, json_array_get_element (row, k));
                }
            }
          return;
        }
    }

  json = gp_json_to_string (node);
  _gp_report_append_escaped (out, json);
}

static void
append_evidence (GString    *out,
                 JsonObject *evidence)
{
  g_autoptr(GList) members = NULL;

  if (evidence == NULL || json_object_get_size (evidence) == 0)
    return;

  members = json_object_get_members (evidence);
  g_string_append (out, "<table class=\"evidence\"><tbody>\n");
  for (const GList *l = members; l != NULL; l = l->next)
    {
      g_string_append (out, "<tr><th>");
      _gp_report_append_escaped (out, l->data);
      g_string_append (out, "</th><td class=\"mono\">");
      append_value (out, json_object_get_member (evidence, l->data));
      g_string_append (out, "</td></tr>\n");
    }
  g_string_append (out, "</tbody></table>\n");
}

static const char *
or_unknown (const char *str)
{
  return str != NULL ? str : "?";
}

/* The one-line description of a fix patch. */
static char *
describe_patch (JsonObject *patch)
{
  const char *kind = _gp_report_get_string (patch, "kind");
  const char *element = _gp_report_get_string (patch, "element");
  g_autofree char *json = NULL;
  g_autoptr(JsonNode) node = NULL;

  if (g_strcmp0 (kind, "set-caps") == 0)
    return g_strdup_printf ("force caps %s on %s", or_unknown (_gp_report_get_string (patch, "to")),
                            or_unknown (_gp_report_get_string (patch, "link")));
  if (g_strcmp0 (kind, "replace-element") == 0)
    return g_strdup_printf ("replace %s with %s", or_unknown (element),
                            or_unknown (_gp_report_get_string (patch, "with")));
  if (g_strcmp0 (kind, "insert-element") == 0)
    return g_strdup_printf ("insert %s before %s", or_unknown (element),
                            or_unknown (_gp_report_get_string (patch, "before")));
  if (g_strcmp0 (kind, "set-property") == 0)
    return g_strdup_printf ("set %s %s=%s", or_unknown (element),
                            or_unknown (_gp_report_get_string (patch, "property")),
                            or_unknown (_gp_report_get_string (patch, "value")));
  if (g_strcmp0 (kind, "remove-element") == 0)
    return g_strdup_printf ("remove %s", or_unknown (element));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, patch);
  json = gp_json_to_string (node);

  return g_steal_pointer (&json);
}

static void
append_targets (GString    *out,
                JsonObject *targets)
{
  g_autoptr(GString) list = g_string_new (NULL);
  static const char * const kinds[] = { "elements", "links" };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      JsonArray *array = _gp_report_get_array (targets, kinds[k]);

      for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
        {
          JsonNode *node = json_array_get_element (array, i);

          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
            continue;
          if (list->len > 0)
            g_string_append (list, ", ");
          g_string_append (list, json_node_get_string (node));
        }
    }

  if (list->len == 0)
    return;

  g_string_append (out, "<p><strong>targets</strong> <span class=\"mono\">");
  _gp_report_append_escaped (out, list->str);
  g_string_append (out, "</span></p>\n");
}

static void
append_finding (GString    *out,
                JsonObject *finding,
                gboolean    open,
                GPtrArray  *verified_all)
{
  const char *severity = _gp_report_get_string (finding, "severity");
  const char *rule = _gp_report_get_string (finding, "rule");
  const char *ref = _gp_report_get_string (finding, "ref");
  JsonNode *heuristic = json_object_get_member (finding, "heuristic");
  JsonObject *patch = _gp_report_get_object (finding, "fix_patch");
  JsonArray *verified = _gp_report_get_array (finding, "verified_on");
  double share = _gp_report_get_number (finding, "share_of_latency_pct");
  double rank = _gp_report_get_number (finding, "rank");
  gboolean is_heuristic = heuristic != NULL && JSON_NODE_HOLDS_VALUE (heuristic)
                          && json_node_get_value_type (heuristic) == G_TYPE_BOOLEAN
                          && json_node_get_boolean (heuristic)
                          && g_strcmp0 (rule, "HOT") != 0 && g_strcmp0 (rule, "OK") != 0;
  g_autoptr(GString) verified_text = g_string_new (NULL);

  if (g_strcmp0 (severity, "high") != 0 && g_strcmp0 (severity, "medium") != 0)
    severity = "info";

  g_string_append_printf (out, "<details class=\"finding sev-%s\" id=\"finding-%u\"%s>\n<summary>",
                          severity, (guint) (isnan (rank) ? 0 : CLAMP (rank, 0, G_MAXUINT16)),
                          open ? " open=\"open\"" : "");
  g_string_append_printf (out, "<span class=\"badge\">%s</span> <span class=\"rule\">", severity);
  _gp_report_append_escaped (out, rule);
  g_string_append (out, "</span> <span class=\"ftitle\">");
  _gp_report_append_escaped (out, _gp_report_get_string (finding, "title"));
  g_string_append (out, "</span>");
  if (!isnan (share))
    {
      g_string_append (out, " <span class=\"share\">");
      _gp_report_append_number (out, "%.0f", share);
      g_string_append (out, "% of processing</span>");
    }
  if (is_heuristic)
    g_string_append (out, " <span class=\"tag\">heuristic, not yet bench-verified</span>");
  g_string_append (out, "</summary>\n<div class=\"fbody\">\n");

  append_evidence (out, _gp_report_get_object (finding, "evidence"));

  g_string_append (out, "<p><strong>why</strong> ");
  _gp_report_append_escaped (out, _gp_report_get_string (finding, "why"));
  g_string_append (out, "</p>\n<p><strong>fix</strong> ");
  _gp_report_append_escaped (out, _gp_report_get_string (finding, "fix_text"));
  g_string_append (out, "</p>\n");

  if (patch != NULL)
    {
      g_autofree char *line = describe_patch (patch);

      g_string_append (out, "<p><strong>patch</strong> <code>");
      _gp_report_append_escaped (out, line);
      g_string_append (out, "</code></p>\n");
    }

  append_targets (out, _gp_report_get_object (finding, "targets"));

  for (guint i = 0; verified != NULL && i < json_array_get_length (verified); i++)
    {
      const char *board = json_array_get_string_element (verified, i);

      if (board == NULL)
        continue;
      g_string_append_printf (verified_text, "%s%s", verified_text->len ? ", " : "", board);
      if (!g_ptr_array_find_with_equal_func (verified_all, board, g_str_equal, NULL))
        g_ptr_array_add (verified_all, g_strdup (board));
    }

  g_string_append (out, "<p class=\"muted\">");
  if (is_web_url (ref))
    {
      append_link (out, ref, "reference →");
      g_string_append (out, " · ");
    }
  if (verified_text->len > 0)
    {
      g_string_append (out, "verified on ");
      _gp_report_append_escaped (out, verified_text->str);
    }
  else
    g_string_append (out, "not verified on hardware");
  g_string_append (out, "</p>\n</div>\n</details>\n");
}

void
_gp_report_append_findings (GString    *out,
                            JsonArray  *findings,
                            const char *scope)
{
  g_autoptr(GPtrArray) verified_all = g_ptr_array_new_with_free_func (g_free);
  guint n = findings != NULL ? json_array_get_length (findings) : 0;
  guint n_diagnostic = 0;
  gboolean top_done = FALSE;

  for (guint i = 0; i < n; i++)
    {
      JsonObject *finding = json_array_get_object_element (findings, i);
      const char *rule = finding != NULL ? _gp_report_get_string (finding, "rule") : NULL;

      if (finding != NULL && g_strcmp0 (rule, "HOT") != 0 && g_strcmp0 (rule, "OK") != 0)
        n_diagnostic++;
    }

  g_string_append_printf (out, "<section id=\"findings\">\n<h2>Findings <span class=\"muted\">"
                          "(%u, %u diagnostic)</span></h2>\n", n, n_diagnostic);
  if (n == 0)
    g_string_append (out, "<p class=\"muted\">no findings.</p>\n");

  for (guint i = 0; i < n; i++)
    {
      JsonObject *finding = json_array_get_object_element (findings, i);
      const char *severity;
      const char *rule;
      gboolean top;

      if (finding == NULL)
        continue;
      severity = _gp_report_get_string (finding, "severity");
      rule = _gp_report_get_string (finding, "rule");
      top = !top_done && g_strcmp0 (rule, "HOT") != 0 && g_strcmp0 (rule, "OK") != 0;
      top_done |= top;

      append_finding (out, finding,
                      top || g_strcmp0 (severity, "high") == 0 || g_strcmp0 (severity, "medium") == 0
                      || n_diagnostic == 0,
                      verified_all);
    }

  g_string_append (out, "<p class=\"muted\">");
  if (verified_all->len > 0)
    {
      g_autofree char *boards = NULL;

      g_ptr_array_add (verified_all, NULL);
      boards = g_strjoinv (", ", (char **) verified_all->pdata);
      g_string_append (out, "rules verified on: ");
      _gp_report_append_escaped (out, boards);
    }
  else
    g_string_append (out, "no rules bench-verified on hardware yet; diagnostics above are heuristic");
  if (is_web_url (scope))
    {
      g_string_append (out, " · ");
      append_link (out, scope, "book a scoping call");
    }
  g_string_append (out, "</p>\n</section>\n");
}
