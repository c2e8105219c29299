/* test-finding-group.c: gp_finding_group_collect() and _lookup() (core/document): one rule's findings as one group
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

/* Ranked findings of rules interleaved: the groups come in the order of their first members, a
 * rule's findings of another severity are another group, a rule with one finding is a group of
 * one; a group's id names its members only through its first member; a finding's own id names
 * it alone; ids that name nothing give NULL. A long list is grouped in one pass (it finishes; no
 * timing asserted). */

#include "config.h"

#include "gp-finding-group.h"

static void
add (GPtrArray  *findings,
     const char *id,
     const char *rule,
     GpSeverity  severity)
{
  GpFinding *finding = gp_finding_new (id, rule);

  finding->severity = severity;
  finding->rank = findings->len + 1;
  g_ptr_array_add (findings, finding);
}

/* SW ×3 (medium) interleaved with ZC (high), an SW of another severity, HOT once. */
static GPtrArray *
ranked (void)
{
  GPtrArray *findings = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);

  add (findings, "F-ZC-a", "ZC", GP_SEVERITY_HIGH);
  add (findings, "F-SW-a", "SW", GP_SEVERITY_MEDIUM);
  add (findings, "F-ZC-b", "ZC", GP_SEVERITY_HIGH);
  add (findings, "F-SW-b", "SW", GP_SEVERITY_MEDIUM);
  add (findings, "F-SW-info", "SW", GP_SEVERITY_INFO);
  add (findings, "F-SW-c", "SW", GP_SEVERITY_MEDIUM);
  add (findings, "F-HOT", "HOT", GP_SEVERITY_INFO);
  return findings;
}

static char *
member_ids (GPtrArray *members)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < members->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (members, i);

      g_string_append_printf (ids, "%s%s", i > 0 ? " " : "", finding->id);
    }
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

static void
test_groups (void)
{
  g_autoptr(GPtrArray) findings = ranked ();
  g_autoptr(GPtrArray) groups = gp_finding_group_collect (findings);
  const char *expected[][3] = {
    { "group:F-ZC-a", "ZC", "F-ZC-a F-ZC-b" },
    { "group:F-SW-a", "SW", "F-SW-a F-SW-b F-SW-c" },
    { "group:F-SW-info", "SW", "F-SW-info" },
    { "group:F-HOT", "HOT", "F-HOT" },
  };

  g_assert_cmpuint (groups->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < groups->len; i++)
    {
      GpFindingGroup *group = g_ptr_array_index (groups, i);
      g_autofree char *ids = member_ids (group->members);
      const GpFinding *first = g_ptr_array_index (group->members, 0);

      g_assert_cmpstr (group->id, ==, expected[i][0]);
      g_assert_cmpstr (group->rule, ==, expected[i][1]);
      g_assert_cmpstr (ids, ==, expected[i][2]);
      g_assert_cmpint (group->severity, ==, first->severity);
      /* The members are the findings themselves, borrowed. */
      g_assert_true (g_ptr_array_find (findings, first, NULL));
    }

  /* No findings: no groups. */
  {
    g_autoptr(GPtrArray) none = g_ptr_array_new ();
    g_autoptr(GPtrArray) empty = gp_finding_group_collect (none);

    g_assert_cmpuint (empty->len, ==, 0);
  }
}

static void
test_lookup (void)
{
  g_autoptr(GPtrArray) findings = ranked ();
  const char *cases[][2] = {
    /* A group by its first member: the members, in rank order. */
    { "group:F-SW-a", "F-SW-a F-SW-b F-SW-c" },
    { "group:F-ZC-a", "F-ZC-a F-ZC-b" },
    /* A finding's own id: that one, grouped or not. */
    { "F-SW-b", "F-SW-b" },
    { "F-HOT", "F-HOT" },
    /* Not by another member, not a group of one, not an unknown id. */
    { "group:F-SW-b", NULL },
    { "group:F-HOT", NULL },
    { "group:F-SW-info", NULL },
    { "group:", NULL },
    { "group:F-NONE", NULL },
    { "F-NONE", NULL },
    { "", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) found = gp_finding_group_lookup (findings, cases[i][0]);
      g_autofree char *ids = found != NULL ? member_ids (found) : NULL;

      g_test_message ("%s: %s", cases[i][0], ids != NULL ? ids : "(none)");
      g_assert_cmpstr (ids, ==, cases[i][1]);
    }
  g_assert_null (gp_finding_group_lookup (findings, NULL));
  g_assert_true (gp_finding_group_is_id ("group:F-SW-a"));
  g_assert_false (gp_finding_group_is_id ("F-SW-a"));
  g_assert_false (gp_finding_group_is_id (NULL));
}

/* 10^5 findings of 100 rules: grouped in one pass, each group in rank order. */
static void
test_many (void)
{
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GPtrArray) found = NULL;

  for (guint i = 0; i < 100000; i++)
    {
      g_autofree char *id = g_strdup_printf ("F-%u", i);
      g_autofree char *rule = g_strdup_printf ("R%u", i % 100);

      add (findings, id, rule, GP_SEVERITY_MEDIUM);
    }
  groups = gp_finding_group_collect (findings);
  g_assert_cmpuint (groups->len, ==, 100);
  for (guint i = 0; i < groups->len; i++)
    {
      GpFindingGroup *group = g_ptr_array_index (groups, i);

      g_assert_cmpuint (group->members->len, ==, 1000);
      for (guint k = 1; k < group->members->len; k++)
        g_assert_cmpuint (((GpFinding *) g_ptr_array_index (group->members, k - 1))->rank, <,
                          ((GpFinding *) g_ptr_array_index (group->members, k))->rank);
    }
  found = gp_finding_group_lookup (findings, "group:F-7");
  g_assert_nonnull (found);
  g_assert_cmpuint (found->len, ==, 1000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/finding-group/groups", test_groups);
  g_test_add_func ("/gp/unit/finding-group/lookup", test_lookup);
  g_test_add_func ("/gp/unit/finding-group/many", test_many);

  return g_test_run ();
}
