/* fuzz-dot.c
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

#include <stddef.h>
#include <stdint.h>

#include "gp-dot.h"
#include "gp-error.h"
#include "gp-graph.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* Dot dumps: parse (either a graph or GP_ERROR_INVALID), then merge twice
 * into a graph, as analyze --dot does with several dumps. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpDotGraph) dot = NULL;
  g_autoptr(GpGraph) graph = NULL;

  dot = gp_dot_parse ((const char *) data, size, &error);
  if (dot == NULL)
    {
      g_assert (g_error_matches (error, GP_ERROR, GP_ERROR_INVALID));
      return 0;
    }

  g_assert (error == NULL);
  (void) gp_dot_graph_get_pipeline (dot);
  (void) gp_dot_graph_n_pads (dot);

  graph = gp_graph_new ();
  gp_dot_graph_merge (dot, graph, "jetson");
  gp_dot_graph_merge (dot, graph, "mediatek");
  g_assert (gp_graph_n_elements (graph) == gp_dot_graph_n_elements (dot));
  g_assert (gp_graph_n_links (graph) == gp_dot_graph_n_links (dot));

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      g_assert (link->caps != NULL);
      g_assert (gp_graph_lookup_element (graph, link->src_element) != NULL);
      g_assert (gp_graph_lookup_element (graph, link->sink_element) != NULL);
    }

  return 0;
}
