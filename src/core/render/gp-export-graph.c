/* gp-export-graph.c: the pipeline graph as SVG, PNG or DOT
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

/* Part of `gst-profile export --graph`: the graph laid out by gp-layout.c with the whole-run
 * overlay the report and the app draw (findings outlined), rendered by graphviz as SVG, laid-out
 * DOT or PNG (graphviz's cairo plugin; a white background, since a picture is seen on its own). */

#include "config.h"

#include <string.h>

#include "gp-export.h"
#include "gp-layout.h"

static const char * const format_names[] = {
  [GP_EXPORT_GRAPH_SVG] = "svg",
  [GP_EXPORT_GRAPH_PNG] = "png",
  [GP_EXPORT_GRAPH_DOT] = "dot",
};

gboolean
gp_export_graph_format_parse (const char          *name,
                              GpExportGraphFormat *format)
{
  g_return_val_if_fail (format != NULL, FALSE);

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (format_names); i++)
    if (strcmp (name, format_names[i]) == 0)
      {
        *format = (GpExportGraphFormat) i;
        return TRUE;
      }

  return FALSE;
}

const char *
gp_export_graph_format_name (GpExportGraphFormat format)
{
  g_return_val_if_fail ((guint) format < G_N_ELEMENTS (format_names), NULL);

  return format_names[format];
}

GBytes *
gp_export_graph (GpSession           *session,
                 const GpAnalysis    *analysis,
                 GpExportGraphFormat  format,
                 GError             **error)
{
  g_autoptr(GpLayoutOverlay) overlay = NULL;
  g_autoptr(GpLayout) layout = NULL;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail ((guint) format < G_N_ELEMENTS (format_names), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The report's and the app's whole-run overlay, findings outlined. */
  overlay = gp_layout_overlay_new_for_analysis (analysis, gp_session_get_findings (session));
  layout = gp_layout_new (gp_session_get_graph (session), overlay, error);
  if (layout == NULL)
    return NULL;

  /* A picture on its own is seen on any background: give it the light one
   * its colours were chosen against. */
  if (format == GP_EXPORT_GRAPH_PNG)
    gp_layout_set_background (layout, "#ffffff");

  return gp_layout_render_bytes (layout, format_names[format], error);
}
