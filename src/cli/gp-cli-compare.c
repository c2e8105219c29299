/* gp-cli-compare.c: `gst-profile compare BEFORE AFTER`
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

/* Two sessions through GpCompare (core/analysis: both analysed, the rules run on both): the
 * sessions and whether AFTER's parent_session names BEFORE, the headline figures with their change
 * ("-4.0 ms (-20.0%)"), whether that is better, worse or about the same (the core decides, from
 * max(5 %, 0.1 ms) and both runs' own noise) and the threshold it was held to ("±1.0 ms"), the
 * per-element table, the findings cleared, new and kept; or the same as JSON (--format json). Text
 * tables are aligned here, not in the core; a figure a side lacks is "not available", never a
 * made-up number. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gp-cli-table.h"
#include "gp-cli-util.h"
#include "gp-compare.h"
#include "gp-json-writer.h"

#define NOT_AVAILABLE "not available"

static char *
format_number (GpNumber    n,
               int         decimals,
               const char *unit)
{
  g_autofree char *text = NULL;

  if (gp_number_is_none (n))
    return g_strdup (NOT_AVAILABLE);
  text = gp_format_fixed (n.value, decimals);
  return g_strconcat (text, unit, NULL);
}

static const char *
sign (double value)
{
  return value < 0 ? "-" : value > 0 ? "+" : "";
}

/* "-4.0 ms (-20.0%)", "+0.050", or "not available". */
static char *
format_change (const GpCompareValue *value,
               int                   decimals,
               const char           *unit)
{
  g_autofree char *delta = NULL;
  GString *out;

  if (isnan (value->delta))
    return g_strdup (NOT_AVAILABLE);

  delta = gp_format_fixed (fabs (value->delta), decimals);
  out = g_string_new (NULL);
  g_string_append_printf (out, "%s%s%s", sign (value->delta), delta, unit);
  if (!isnan (value->ratio))
    {
      double pct = (value->ratio - 1.0) * 100.0;
      g_autofree char *pct_text = gp_format_fixed (fabs (pct), 1);

      g_string_append_printf (out, " (%s%s%%)", sign (pct), pct_text);
    }
  return g_string_free (out, FALSE);
}

/* "±1.0 ms": the |change| the figure had to exceed; "" when not available. */
static char *
format_threshold (const GpCompareValue *value,
                  int                   decimals,
                  const char           *unit)
{
  g_autofree char *text = NULL;

  if (isnan (value->threshold))
    return g_strdup ("");
  text = gp_format_fixed (value->threshold, decimals);
  return g_strconcat ("\u00b1", text, unit, NULL);
}

static const char *
session_name (GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);

  return info->id != NULL ? info->id : NOT_AVAILABLE;
}

static void
print_session (const char *which,
               GpSession  *session)
{
  GpSessionInfo *info = gp_session_get_info (session);

  printf ("  %-6s  %s", which, session_name (session));
  if (info->label != NULL && *info->label != '\0')
    printf ("  \"%s\"", info->label);
  if (info->launch != NULL)
    printf ("\n          %s", info->launch);
  printf ("\n");
}

static void
print_parent (const GpCompare *compare)
{
  const char *parent = gp_session_get_info (compare->after)->parent_session;

  switch (compare->parent)
    {
    case GP_COMPARE_PARENT_MATCHES:
      printf ("  after is a re-run of before (parent_session %s)\n", parent);
      break;
    case GP_COMPARE_PARENT_OTHER:
      printf ("  warning: after is a re-run of %s, not of before (%s)\n", parent,
              session_name (compare->before));
      break;
    case GP_COMPARE_PARENT_SIBLING:
      printf ("  before and after are both re-runs of %s (variants of one pipeline)\n", parent);
      break;
    case GP_COMPARE_PARENT_NONE:
    default:
      printf ("  after records no parent_session\n");
      break;
    }
}

static void
print_headline (const GpCompare *compare)
{
  const struct {
    const char           *name;
    const GpCompareValue *value;
  } rows[] = {
    { "pipeline latency p95", &compare->latency_ms_p95 },
    { "frame period", &compare->frame_period_ms },
  };
  GpCliTable table;

  gp_cli_table_init (&table, "lrrrll", "   ");
  gp_cli_table_add (&table, "", "before", "after", "change", "", "threshold", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *before = format_number (rows[i].value->before, 1, " ms");
      g_autofree char *after = format_number (rows[i].value->after, 1, " ms");
      g_autofree char *change = format_change (rows[i].value, 1, " ms");
      g_autofree char *threshold = format_threshold (rows[i].value, 1, " ms");

      gp_cli_table_add (&table, rows[i].name, before, after, change,
                        isnan (rows[i].value->delta) ? "" : gp_compare_trend_to_string (rows[i].value->trend),
                        threshold, NULL);
    }
  gp_cli_table_print (&table, "  ");
}

static void
print_elements (const GpCompare *compare)
{
  GpCliTable table;

  printf ("\n  per-element processing time p95 (ms), largest change first\n");
  if (compare->elements->len == 0)
    {
      printf ("    no elements\n");
      return;
    }

  gp_cli_table_init (&table, "lrrrll", "   ");
  gp_cli_table_add (&table, "element", "before", "after", "change", "", "threshold", NULL);
  for (guint i = 0; i < compare->elements->len; i++)
    {
      const GpCompareElement *row = &g_array_index (compare->elements, GpCompareElement, i);
      g_autofree char *name = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *change = NULL;
      g_autofree char *threshold = NULL;
      const char *trend = "";

      if (row->presence == GP_COMPARE_PRESENCE_BOTH && g_strcmp0 (row->factory_before, row->factory_after) != 0)
        name = g_strdup_printf ("%s (%s -> %s)", row->element,
                                row->factory_before != NULL ? row->factory_before : "?",
                                row->factory_after != NULL ? row->factory_after : "?");
      else
        name = g_strdup (row->element);

      before = row->presence == GP_COMPARE_PRESENCE_AFTER_ONLY
               ? g_strdup ("absent") : format_number (row->proc_ms_p95.before, 3, "");
      after = row->presence == GP_COMPARE_PRESENCE_BEFORE_ONLY
              ? g_strdup ("absent") : format_number (row->proc_ms_p95.after, 3, "");

      if (row->presence == GP_COMPARE_PRESENCE_BEFORE_ONLY)
        change = g_strdup ("removed");
      else if (row->presence == GP_COMPARE_PRESENCE_AFTER_ONLY)
        change = g_strdup ("added");
      else
        {
          change = format_change (&row->proc_ms_p95, 3, "");
          if (!isnan (row->proc_ms_p95.delta))
            trend = gp_compare_trend_to_string (row->proc_ms_p95.trend);
        }

      threshold = row->presence == GP_COMPARE_PRESENCE_BOTH ? format_threshold (&row->proc_ms_p95, 3, "")
                                                            : g_strdup ("");
      gp_cli_table_add (&table, name, before, after, change, trend, threshold, NULL);
    }
  gp_cli_table_print (&table, "    ");
}

static void
add_findings (GpCliTable            *table,
              const GpCompare       *compare,
              GpCompareFindingState  state,
              const char            *title)
{
  guint n = gp_compare_count_findings (compare, state);
  g_autofree char *heading = g_strdup_printf ("\n  findings %s (%u)", title, n);

  gp_cli_table_add_line (table, heading);
  if (n == 0)
    gp_cli_table_add_line (table, "    none");

  for (guint i = 0; i < compare->findings->len; i++)
    {
      const GpCompareFinding *row = &g_array_index (compare->findings, GpCompareFinding, i);
      const GpFinding *finding = row->after != NULL ? row->after : row->before;
      g_autofree char *severity = NULL;
      g_autofree char *tag = NULL;

      if (row->state != state)
        continue;

      if (row->before != NULL && row->after != NULL && row->before->severity != row->after->severity)
        severity = g_strdup_printf ("%s -> %s", gp_severity_to_string (row->before->severity),
                                    gp_severity_to_string (row->after->severity));
      else
        severity = g_strdup (gp_severity_to_string (finding->severity));

      tag = g_strdup_printf ("[%-6s]", severity);
      gp_cli_table_add (table, tag, finding->rule, finding->id, finding->title, NULL);
    }
}

static void
print_text (const GpCompare *compare)
{
  GpCliTable findings;

  printf ("\ngst-profile compare\n");
  print_session ("before", compare->before);
  print_session ("after", compare->after);
  print_parent (compare);
  printf ("\n");
  print_headline (compare);
  print_elements (compare);
  gp_cli_table_init (&findings, "llll", "  ");
  add_findings (&findings, compare, GP_COMPARE_FINDING_CLEARED, "cleared");
  add_findings (&findings, compare, GP_COMPARE_FINDING_NEW, "new");
  add_findings (&findings, compare, GP_COMPARE_FINDING_KEPT, "kept");
  gp_cli_table_print (&findings, "    ");
}

int
gp_cli_cmd_compare (int    argc,
                    char **argv)
{
  g_autofree char *format = NULL;
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "Output format: text (default) or json", "FORMAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpDocument) before_document = NULL;
  g_autoptr(GpDocument) after_document = NULL;
  g_autoptr(GpCompare) compare = NULL;
  GpSession *before;
  GpSession *after;
  int status;

  context = g_option_context_new ("BEFORE.json AFTER.json");
  g_option_context_set_summary (context,
                                "Compare two sessions, before and after a change (typically a re-run of a\n"
                                "patched pipeline with `run --parent BEFORE.json`): pipeline latency p95,\n"
                                "frame period, per-element processing time p95, and the findings cleared,\n"
                                "new and kept (recomputed with the current rules, as `analyze` does).\n"
                                "Lower is better for every figure. A difference counts as better or\n"
                                "worse only beyond its threshold: max(5%, 0.1 ms) and the two runs'\n"
                                "own window-to-window noise added up; otherwise it is about the same.\n"
                                "Tracer logs are accepted too.\n"
                                "Exit status: 0 compared, 3 usage error or unusable input.");
  status = gp_cli_parse_args (context, entries, &argc, &argv, 2,
                              "compare: give two sessions, BEFORE and AFTER (see --help)");
  if (status >= 0)
    return status;

  if (format != NULL && g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      gp_cli_error ("compare: --format must be text or json, not '%s'", format);
      return GP_EXIT_USAGE;
    }

  /* The comparison runs the rules on both (GpCompare). */
  if ((before_document = gp_cli_load_document (argv[1], NULL, GP_DOCUMENT_LOAD_SESSION_ONLY)) == NULL ||
      (after_document = gp_cli_load_document (argv[2], NULL, GP_DOCUMENT_LOAD_SESSION_ONLY)) == NULL)
    return GP_EXIT_USAGE;
  before = gp_document_get_session (before_document);
  after = gp_document_get_session (after_document);
  if ((compare = gp_compare_new (before, after, &error)) == NULL)
    {
      gp_cli_error ("%s", error->message);
      return GP_EXIT_USAGE;
    }

  if (compare->parent == GP_COMPARE_PARENT_OTHER)
    gp_cli_message ("warning: %s is a re-run of session %s, not of %s (%s)",
                    argv[2], gp_session_get_info (after)->parent_session,
                    argv[1], session_name (before));

  if (g_strcmp0 (format, "json") == 0)
    {
      g_autoptr(JsonNode) node = gp_compare_to_json (compare);
      g_autofree char *text = gp_json_to_string (node);

      printf ("%s\n", text);
    }
  else
    print_text (compare);
  fflush (stdout);

  return GP_EXIT_CLEAN;
}
