/* test-launch-map.c: runtime element names → launch tokens
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

#include "config.h"

#include <string.h>

#include "gp-graph.h"
#include "gp-launch-map.h"
#include "gp-launch.h"
#include "gp-loader.h"
#include "gp-session.h"
#include "gp-test-builder.h"
#include "gp-test-util.h"

static GpLaunch *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  GpLaunch *launch = gp_launch_parse (text, -1, &error);

  g_assert_no_error (error);
  return launch;
}

static char *
token_text (const GpLaunch        *launch,
            const GpLaunchElement *element)
{
  return g_strndup (gp_launch_get_parsed_text (launch) + element->span.start,
                    element->span.end - element->span.start);
}

/* The n-th occurrence (from 0) of @needle in @haystack, as an offset. */
static guint
nth_offset (const char *haystack,
            const char *needle,
            guint       n)
{
  const char *p = haystack;

  for (;;)
    {
      p = strstr (p, needle);
      g_assert_nonnull (p);
      if (n-- == 0)
        return p - haystack;
      p++;
    }
}

/* The recorded sessions: every element but the pipeline maps, to the token
 * that made it. */
static void
test_fixtures (void)
{
  static const char * const names[] = {
    "orin-nx-jp6-healthy.json", "orin-nx-jp6-no-queue.json", "orin-nx-jp6-sw.json",
    "orin-nx-jp6-zc-break.json", "software-healthy.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = gp_test_fixture (names[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);
      g_autoptr(GpLaunch) launch = NULL;
      g_autoptr(GpLaunchMap) map = NULL;
      GpGraph *graph;
      const char *reason = NULL;

      g_assert_no_error (error);
      launch = parse_ok (gp_session_get_info (session)->launch);
      graph = gp_session_get_graph (session);
      map = gp_launch_map_new (launch, graph);

      g_assert_cmpuint (gp_launch_map_get_n_mapped (map), ==, gp_graph_n_elements (graph) - 1);
      g_assert_cmpuint (gp_launch_map_get_n_mapped (map), ==, gp_launch_get_n_elements (launch));
      for (guint k = 0; k < gp_graph_n_elements (graph); k++)
        {
          GpElement *ge = gp_graph_element (graph, k);
          const GpLaunchElement *le = gp_launch_map_lookup (map, ge->id, &reason);

          if (strcmp (ge->id, "pipeline0") == 0)
            {
              g_assert_null (le);
              g_assert_nonnull (strstr (reason, "pipeline"));
              continue;
            }
          g_assert_nonnull (le);
          g_assert_null (reason);
          g_assert_cmpstr (le->name, ==, ge->id);
          g_assert_cmpstr (gp_launch_map_runtime_name (map, le), ==, ge->id);
        }
    }
}

/* The acceptance recording: capsfilter3 is the fourth caps token,
 * nvvconv2 the third `nvvidconv`. */
static void
test_zc_break (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);
  g_autoptr(GpLaunch) launch = NULL;
  g_autoptr(GpLaunchMap) map = NULL;
  const GpLaunchElement *caps;
  const GpLaunchElement *conv;
  g_autofree char *caps_text = NULL;
  const char *text;

  g_assert_no_error (error);
  launch = parse_ok (gp_session_get_info (session)->launch);
  text = gp_launch_get_text (launch);
  map = gp_launch_map_new (launch, gp_session_get_graph (session));

  caps = gp_launch_map_lookup (map, "capsfilter3", NULL);
  g_assert_nonnull (caps);
  g_assert_cmpint (caps->kind, ==, GP_LAUNCH_ELEMENT_CAPS);
  caps_text = token_text (launch, caps);
  g_assert_cmpstr (caps_text, ==, "video/x-raw,format=NV12");
  g_assert_cmpuint (caps->span.start, ==, nth_offset (text, "video/x-raw,format=NV12 !", 0));

  conv = gp_launch_map_lookup (map, "nvvconv2", NULL);
  g_assert_nonnull (conv);
  g_assert_cmpstr (conv->factory, ==, "nvvidconv");
  g_assert_cmpuint (conv->factory_span.start, ==, nth_offset (text, "nvvidconv", 2));
}

/* Numbers from another process (an app that made elements before): the
 * same count maps in order. */
static void
test_offset_numbers (void)
{
  g_autoptr(GpLaunch) launch = parse_ok ("videotestsrc ! video/x-raw,width=640 ! queue ! "
                                         "video/x-raw,format=I420 ! x264enc ! fakesink");
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpLaunchMap) map = NULL;
  const GpLaunchElement *le;

  gp_graph_set_pipeline (graph, "pipeline3");
  gp_test_graph_add_element (graph, "pipeline3", "pipeline", NULL);
  gp_test_graph_add_element (graph, "videotestsrc2", "videotestsrc", "pipeline3");
  gp_test_graph_add_element (graph, "capsfilter7", "capsfilter", "pipeline3");
  gp_test_graph_add_element (graph, "queue4", "queue", "pipeline3");
  gp_test_graph_add_element (graph, "capsfilter12", "capsfilter", "pipeline3");
  gp_test_graph_add_element (graph, "x264enc0", "x264enc", "pipeline3");
  gp_test_graph_add_element (graph, "fakesink1", "fakesink", "pipeline3");
  gp_test_graph_add_link (graph, "videotestsrc2", "capsfilter7", NULL);
  gp_test_graph_add_link (graph, "capsfilter7", "queue4", NULL);
  gp_test_graph_add_link (graph, "queue4", "capsfilter12", NULL);
  gp_test_graph_add_link (graph, "capsfilter12", "x264enc0", NULL);
  gp_test_graph_add_link (graph, "x264enc0", "fakesink1", NULL);

  map = gp_launch_map_new (launch, graph);
  g_assert_cmpuint (gp_launch_map_get_n_mapped (map), ==, 6);
  le = gp_launch_map_lookup (map, "capsfilter12", NULL);
  g_assert_cmpstr (le->caps, ==, "video/x-raw,format=I420");
  le = gp_launch_map_lookup (map, "capsfilter7", NULL);
  g_assert_cmpstr (le->caps, ==, "video/x-raw,width=640");
  g_assert_cmpstr (gp_launch_map_lookup (map, "queue4", NULL)->name, ==, "queue0");
}

/* What would be a guess is refused, with a reason. */
static void
test_refusals (void)
{
  g_autoptr(GpLaunch) launch = parse_ok ("filesrc location=a.mp4 ! decodebin ! queue ! tee name=t "
                                         "t. ! queue ! fakesink t. ! fakesink");
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpLaunchMap) map = NULL;
  const char *reason = NULL;

  gp_graph_set_pipeline (graph, "pipeline0");
  gp_test_graph_add_element (graph, "pipeline0", "pipeline", NULL);
  gp_test_graph_add_element (graph, "filesrc0", "filesrc", "pipeline0");
  gp_test_graph_add_element (graph, "decodebin0", "decodebin", "pipeline0");
  gp_test_graph_add_element (graph, "typefind", "typefindelement", "decodebin0");
  gp_test_graph_add_element (graph, "avdec_h264-0", "avdec_h264", "decodebin0");
  gp_test_graph_add_element (graph, "queue0", "queue", "pipeline0");
  gp_test_graph_add_element (graph, "queue1", "queue", "pipeline0");
  gp_test_graph_add_element (graph, "queue2", "queue", "pipeline0");
  gp_test_graph_add_element (graph, "t", "identity", "pipeline0");
  gp_test_graph_add_element (graph, "fakesink0", "fakesink", "pipeline0");
  gp_test_graph_add_element (graph, "fakesink1", "fakesink", "pipeline0");
  gp_test_graph_add_element (graph, "mystery", "identity", "pipeline0");
  gp_test_graph_add_link (graph, "filesrc0", "decodebin0", NULL);
  gp_test_graph_add_link (graph, "avdec_h264-0", "queue0", NULL);
  gp_test_graph_add_link (graph, "fakesink0", "fakesink1", NULL);

  map = gp_launch_map_new (launch, graph);

  g_assert_null (gp_launch_map_lookup (map, "pipeline0", &reason));
  g_assert_nonnull (strstr (reason, "pipeline"));
  g_assert_null (gp_launch_map_lookup (map, "avdec_h264-0", &reason));
  g_assert_cmpstr (reason, ==, "decodebin0 makes it at run time; the launch string does not name it");
  g_assert_null (gp_launch_map_lookup (map, "typefind", &reason));
  g_assert_nonnull (strstr (reason, "decodebin0 makes it"));
  /* 2 queues in the string, 3 in the session */
  g_assert_null (gp_launch_map_lookup (map, "queue1", &reason));
  g_assert_cmpstr (reason, ==, "the launch string makes 2 elements named queueN, the session has 3");
  /* `name=t` is a tee in the string */
  g_assert_null (gp_launch_map_lookup (map, "t", &reason));
  g_assert_cmpstr (reason, ==, "'t' is tee in the launch string but identity in the session");
  g_assert_null (gp_launch_map_lookup (map, "mystery", &reason));
  g_assert_cmpstr (reason, ==, "no element of the launch string is named 'mystery'");
  /* links that contradict the string */
  g_assert_null (gp_launch_map_lookup (map, "fakesink1", &reason));
  g_assert_cmpstr (reason, ==, "the session links fakesink0 to fakesink1 but the launch string links "
                               "fakesink0 to something else");
  g_assert_null (gp_launch_map_lookup (map, "nosuch", &reason));
  g_assert_nonnull (reason);
  /* the rest maps */
  g_assert_nonnull (gp_launch_map_lookup (map, "filesrc0", &reason));
  g_assert_null (reason);
  g_assert_nonnull (gp_launch_map_lookup (map, "decodebin0", NULL));
}

/* The session GStreamer would record for @launch, every unnamed element's
 * number raised by @shift (as if another pipeline had been built first). */
static GpGraph *
graph_from_launch (const GpLaunch *launch,
                   guint           shift)
{
  GpGraph *graph = gp_graph_new ();
  g_autoptr(GHashTable) runtime = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);

  gp_graph_set_pipeline (graph, "pipeline0");
  gp_test_graph_add_element (graph, "pipeline0", "pipeline", NULL);
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);
      g_autofree char *prefix = gp_launch_name_prefix (le->factory);
      char *name;

      if (le->named || shift == 0)
        name = g_strdup (le->name);
      else
        name = g_strdup_printf ("%s%u", prefix, (guint) g_ascii_strtoull (le->name + strlen (prefix), NULL, 10) + shift);
      g_hash_table_insert (runtime, (gpointer) le, name);
    }
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);
      g_autofree char *factory = gp_launch_name_prefix (le->factory);

      /* the factory a session derives from the GType */
      if (g_str_has_suffix (factory, "-"))
        factory[strlen (factory) - 1] = '\0';
      gp_test_graph_add_element (graph, g_hash_table_lookup (runtime, le), factory,
                                 le->parent ? g_hash_table_lookup (runtime, le->parent) : "pipeline0");
    }
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      gp_test_graph_add_link (graph, g_hash_table_lookup (runtime, link->src),
                              g_hash_table_lookup (runtime, link->sink), NULL);
    }
  return graph;
}

/* Every string of the corpus maps onto its own session completely, with
 * GStreamer's numbers and with numbers from elsewhere. */
static void
test_corpus (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "launch-corpus.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_strings = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GpLaunch) launch = NULL;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      launch = parse_ok (lines[i]);
      for (guint shift = 0; shift <= 3; shift += 3)
        {
          g_autoptr(GpGraph) graph = graph_from_launch (launch, shift);
          g_autoptr(GpLaunchMap) map = gp_launch_map_new (launch, graph);

          if (gp_graph_n_elements (graph) != gp_launch_get_n_elements (launch) + 1)
            continue;  /* a shifted number met a `name=`: not a session GStreamer makes */
          for (guint k = 0; k < gp_graph_n_elements (graph); k++)
            {
              GpElement *ge = gp_graph_element (graph, k);
              const char *reason = NULL;
              const GpLaunchElement *le = gp_launch_map_lookup (map, ge->id, &reason);

              if (strcmp (ge->id, "pipeline0") == 0)
                continue;
              if (le == NULL)
                g_error ("line %u, shift %u: %s not mapped: %s", i + 1, shift, ge->id, reason);
              g_assert_cmpuint (le->index, ==, k - 1);
            }
          g_assert_cmpuint (gp_launch_map_get_n_mapped (map), ==, gp_launch_get_n_elements (launch));
        }
      n_strings++;
    }
  g_assert_cmpuint (n_strings, >=, 60);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/launch-map/fixtures", test_fixtures);
  g_test_add_func ("/gp/unit/launch-map/zc-break", test_zc_break);
  g_test_add_func ("/gp/unit/launch-map/offset-numbers", test_offset_numbers);
  g_test_add_func ("/gp/unit/launch-map/refusals", test_refusals);
  g_test_add_func ("/gp/unit/launch-map/corpus", test_corpus);

  return g_test_run ();
}
