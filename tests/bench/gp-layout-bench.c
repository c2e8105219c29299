/* gp-layout-bench.c: times the graphviz layout of a session's pipeline
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

#include <stdio.h>
#include <stdlib.h>

#include "gp-layout.h"
#include "gp-loader.h"

/* gp-layout-bench SESSION [RUNS]: lays out SESSION's graph RUNS times (5 by
 * default) the way the app's loader does (gp_layout_new, then the xdot
 * render the graph view draws from) and prints the median and worst time. */

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  GpGraph *graph;
  int runs;

  if (argc < 2)
    {
      fprintf (stderr, "usage: gp-layout-bench SESSION [RUNS]\n");
      return 2;
    }
  runs = argc > 2 ? MAX (atoi (argv[2]), 1) : 5;

  session = gp_load_path (argv[1], NULL, NULL, &error);
  if (session == NULL)
    {
      fprintf (stderr, "gp-layout-bench: %s\n", error->message);
      return 1;
    }
  graph = gp_session_get_graph (session);

  for (int i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GpLayout) layout = gp_layout_new (graph, NULL, &error);
      g_autofree char *xdot = NULL;
      double ms;

      if (layout != NULL)
        xdot = gp_layout_render_xdot (layout, &error);
      if (xdot == NULL)
        {
          fprintf (stderr, "gp-layout-bench: %s\n", error->message);
          return 1;
        }
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (times, ms);
    }

  g_array_sort (times, compare_double);
  printf ("layout elements=%u links=%u runs=%d median-ms=%.1f max-ms=%.1f\n",
          gp_graph_n_elements (graph), gp_graph_n_links (graph), runs,
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, times->len - 1));
  return 0;
}
