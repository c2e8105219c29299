/* gp-finding-group.c: GpFindingGroup, the findings of one rule and one severity
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

/* The findings pane lists one card for each group of two or more findings (expandable into its
 * members' cards) instead of one for each: the 200-element session's 66 SW findings say the same
 * thing of 66 converters. Pure data over the document's ranked findings, so it lives below the
 * app: one pass with a table keyed by rule and severity, the groups in the order their first
 * members come. A group is named after its first member, which the ranking fixes for a document,
 * so a group's id can be given on the command line (`--finding group:F-SW-videoconvert0`). */

#include "config.h"

#include <string.h>

#include "gp-finding-group.h"

void
gp_finding_group_free (GpFindingGroup *group)
{
  if (group == NULL)
    return;

  g_free (group->id);
  g_ptr_array_unref (group->members);
  g_free (group);
}

/* "1:SW": the severity's number ends at the first colon. */
static char *
group_key (const GpFinding *finding)
{
  return g_strdup_printf ("%d:%s", (int) finding->severity, finding->rule != NULL ? finding->rule : "");
}

static gboolean
same_group (const GpFinding *a,
            const GpFinding *b)
{
  return a->severity == b->severity && g_strcmp0 (a->rule, b->rule) == 0;
}

GPtrArray *
gp_finding_group_collect (const GPtrArray *findings)
{
  g_autoptr(GHashTable) by_key = NULL;
  GPtrArray *groups;

  g_return_val_if_fail (findings != NULL, NULL);

  groups = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_group_free);
  by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);
      g_autofree char *key = group_key (finding);
      GpFindingGroup *group = g_hash_table_lookup (by_key, key);

      if (group == NULL)
        {
          group = g_new0 (GpFindingGroup, 1);
          group->id = g_strconcat (GP_FINDING_GROUP_PREFIX, finding->id, NULL);
          group->rule = finding->rule;
          group->severity = finding->severity;
          group->members = g_ptr_array_new ();
          g_ptr_array_add (groups, group);
          g_hash_table_insert (by_key, g_steal_pointer (&key), group);
        }
      g_ptr_array_add (group->members, (gpointer) finding);
    }
  return groups;
}

gboolean
gp_finding_group_is_id (const char *focus)
{
  return focus != NULL && g_str_has_prefix (focus, GP_FINDING_GROUP_PREFIX);
}

GPtrArray *
gp_finding_group_lookup (const GPtrArray *findings,
                          const char      *focus)
{
  gboolean group_id = gp_finding_group_is_id (focus);
  const char *first_id;
  const GpFinding *first = NULL;
  guint at = 0;
  GPtrArray *found;

  g_return_val_if_fail (findings != NULL, NULL);

  if (focus == NULL)
    return NULL;

  first_id = group_id ? focus + strlen (GP_FINDING_GROUP_PREFIX) : focus;
  for (; first == NULL && at < findings->len; at++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, at);

      if (g_strcmp0 (finding->id, first_id) == 0)
        first = finding;
    }
  if (first == NULL)
    return NULL;

  found = g_ptr_array_new ();
  g_ptr_array_add (found, (gpointer) first);
  if (!group_id)
    return found;

  /* A group is named by its first member: none of its rule and severity
   * ranks before it. */
  for (guint i = 0; i + 1 < at; i++)
    if (same_group (g_ptr_array_index (findings, i), first))
      {
        g_ptr_array_unref (found);
        return NULL;
      }
  for (guint i = at; i < findings->len; i++)
    if (same_group (g_ptr_array_index (findings, i), first))
      g_ptr_array_add (found, g_ptr_array_index (findings, i));
  /* One finding is no group. */
  if (found->len < 2)
    g_clear_pointer (&found, g_ptr_array_unref);
  return found;
}
