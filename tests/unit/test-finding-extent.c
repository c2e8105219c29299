/* test-finding-extent.c: gp_finding_collect_extent() (core/analysis): what a finding names
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

/* ZC's stretch on a graph with a tee (the branch that does not come back is not on it), a
 * stretch whose ends the graph lacks, CAPS's fed converter, and a rule with no extent; a long
 * chain to show the walk is linear (it finishes; no timing asserted). */

#include "config.h"

#include "gp-finding-extent.h"

/* src → a → tee → b → c → sink, tee → side (not coming back). */
static GpGraph *
tee_graph (void)
{
  GpGraph *graph = gp_graph_new ();
  const char *chain[][2] = { { "src", "a" }, { "a", "tee" }, { "tee", "b" }, { "b", "c" },
                             { "c", "sink" }, { "tee", "side" } };

  for (guint i = 0; i < G_N_ELEMENTS (chain); i++)
    {
      gp_graph_ensure_element (graph, chain[i][0], NULL);
      gp_graph_ensure_element (graph, chain[i][1], NULL);
      gp_graph_ensure_link (graph, chain[i][0], i == 5 ? "src_1" : "src", chain[i][1], "sink", NULL);
    }
  return graph;
}

static char *
joined (GPtrArray *ids)
{
  g_ptr_array_add (ids, NULL);
  return g_strjoinv (" ", (char **) ids->pdata);
}

static void
test_zc (void)
{
  g_autoptr(GpGraph) graph = tee_graph ();
  g_autoptr(GpFinding) finding = gp_finding_new ("F-ZC-tee", "ZC");
  g_autoptr(GPtrArray) elements = g_ptr_array_new ();
  g_autoptr(GPtrArray) links = g_ptr_array_new ();
  g_autofree char *e = NULL;
  g_autofree char *l = NULL;

  g_ptr_array_add (finding->target_elements, g_strdup ("tee"));
  g_ptr_array_add (finding->target_links, g_strdup ("tee:src->b:sink"));
  json_object_set_string_member (finding->evidence, "hw_upstream", "a");
  json_object_set_string_member (finding->evidence, "hw_downstream", "c");

  gp_finding_collect_extent (finding, graph, elements, links);
  e = joined (elements);
  l = joined (links);
  /* The targets are not repeated; side and the ends' outer links are not on it. */
  g_assert_cmpstr (e, ==, "a b c");
  g_assert_cmpstr (l, ==, "a:src->tee:sink b:src->c:sink");
}

static void
test_zc_missing_ends (void)
{
  g_autoptr(GpGraph) graph = tee_graph ();
  g_autoptr(GpFinding) finding = gp_finding_new ("F-ZC-x", "ZC");
  g_autoptr(GPtrArray) elements = g_ptr_array_new ();
  g_autoptr(GPtrArray) links = g_ptr_array_new ();

  json_object_set_string_member (finding->evidence, "hw_upstream", "nowhere");
  json_object_set_string_member (finding->evidence, "hw_downstream", "c");
  gp_finding_collect_extent (finding, graph, elements, links);
  g_assert_cmpuint (elements->len, ==, 0);
  /* Not a string: nothing either. */
  json_object_set_int_member (finding->evidence, "hw_upstream", 3);
  gp_finding_collect_extent (finding, graph, elements, links);
  g_assert_cmpuint (elements->len + links->len, ==, 0);
}

static void
test_caps_and_others (void)
{
  g_autoptr(GpGraph) graph = tee_graph ();
  g_autoptr(GpFinding) caps = gp_finding_new ("F-CAPS-b", "CAPS");
  g_autoptr(GpFinding) hot = gp_finding_new ("F-HOT", "HOT");
  g_autoptr(GPtrArray) elements = g_ptr_array_new ();
  g_autoptr(GPtrArray) links = g_ptr_array_new ();
  JsonArray *downstream = json_array_new ();
  g_autofree char *e = NULL;
  g_autofree char *l = NULL;

  g_ptr_array_add (caps->target_elements, g_strdup ("b"));
  json_object_set_string_member (caps->evidence, "element", "b");
  json_array_add_string_element (downstream, "c");
  json_object_set_array_member (caps->evidence, "downstream", downstream);
  gp_finding_collect_extent (caps, graph, elements, links);
  e = joined (elements);
  l = joined (links);
  g_assert_cmpstr (e, ==, "c");
  g_assert_cmpstr (l, ==, "b:src->c:sink");

  g_ptr_array_set_size (elements, 0);
  g_ptr_array_set_size (links, 0);
  g_ptr_array_add (hot->target_elements, g_strdup ("b"));
  gp_finding_collect_extent (hot, graph, elements, links);
  g_assert_cmpuint (elements->len + links->len, ==, 0);
}

/* 20 000 elements in a row, the stretch from the first to the last: all of it. */
static void
test_long_chain (void)
{
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpFinding) finding = gp_finding_new ("F-ZC-e0", "ZC");
  g_autoptr(GPtrArray) elements = g_ptr_array_new ();
  g_autoptr(GPtrArray) links = g_ptr_array_new ();
  const guint n = 20000;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("e%u", i);
      g_autofree char *prev = g_strdup_printf ("e%u", i - 1);

      gp_graph_ensure_element (graph, id, NULL);
      if (i > 0)
        gp_graph_ensure_link (graph, prev, "src", id, "sink", NULL);
    }
  json_object_set_string_member (finding->evidence, "hw_upstream", "e0");
  json_object_set_string_member (finding->evidence, "hw_downstream", "e19999");
  gp_finding_collect_extent (finding, graph, elements, links);
  g_assert_cmpuint (elements->len, ==, n);
  g_assert_cmpuint (links->len, ==, n - 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/finding-extent/zc", test_zc);
  g_test_add_func ("/gp/unit/finding-extent/zc-missing-ends", test_zc_missing_ends);
  g_test_add_func ("/gp/unit/finding-extent/caps-and-others", test_caps_and_others);
  g_test_add_func ("/gp/unit/finding-extent/long-chain", test_long_chain);

  return g_test_run ();
}
