/* gp-layout.h: GpLayout, the pipeline graph laid out by graphviz (libgvc)
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

#pragma once

#include <glib.h>

#include "gp-graph.h"
#include "gp-layout-overlay.h"

G_BEGIN_DECLS

/* The pipeline graph laid out by graphviz `dot` (libgvc), left to right:
 * one node per non-bin element (bins are clusters), one edge per link,
 * coloured by memory domain (NVMM #76B900, dmabuf #8f6af2, sysmem #8b93a1,
 * unknown dashed), width 1.6 + 0.62·log10(1 + bytes/s) capped at 8, labels
 * with factory, instance id and `p95 x.x ms`, heat bars, and the findings'
 * targets outlined.
 *
 * One GVC_t serves the whole process (libgvc leaks per context) and every
 * graphviz call is serialised by a lock, so a layout may be made and rendered
 * from any thread. Lay out again only when the topology or the overlay
 * changes; never per frame. */
typedef struct _GpLayout GpLayout;

/* Colours shared with the report's legend and the app. */
#define GP_LAYOUT_COLOR_NVMM    "#76B900"
#define GP_LAYOUT_COLOR_DMABUF  "#8f6af2"
#define GP_LAYOUT_COLOR_SYSMEM  "#8b93a1"
#define GP_LAYOUT_COLOR_UNKNOWN "#8b93a1"
#define GP_LAYOUT_COLOR_HIGH    "#e5484d"
#define GP_LAYOUT_COLOR_MEDIUM  "#f5a524"
#define GP_LAYOUT_COLOR_INFO    "#3e8ed0"

/* How the graph is laid out. ROWS folds a long pipeline into rows read
 * left to right, one under the other (graphviz places everything: we only
 * say after which rank of the left-to-right layout a row ends, as
 * `constraint=false` wrap links and same-rank row anchors); AUTO is
 * LEFT_RIGHT when that fits the viewport's width, else ROWS. */
typedef enum
{
  GP_LAYOUT_DIRECTION_AUTO,
  GP_LAYOUT_DIRECTION_LEFT_RIGHT,
  GP_LAYOUT_DIRECTION_TOP_BOTTOM,
  GP_LAYOUT_DIRECTION_ROWS,
} GpLayoutDirection;

typedef struct
{
  GpLayoutDirection   direction;
  /* The room the graph has, in layout points (the app: its widget's pixels
   * at the readable zoom); ROWS aims at this aspect, no wider than this
   * width. 0: unknown (AUTO is then LEFT_RIGHT; ROWS aims at 16:9). */
  double              viewport_width;
  double              viewport_height;
  /* Bins drawn as one node each (their elements hidden, their links drawn
   * to the bin's node); NULL-terminated, or NULL. Not kept. */
  const char * const *collapsed_bins;
} GpLayoutOptions;

/* @overlay may be NULL (structure only). Neither argument is kept. */
GpLayout    *gp_layout_new            (const GpGraph         *graph,
                                       const GpLayoutOverlay *overlay,
                                       GError               **error);
/* @options NULL: gp_layout_new()'s (left to right, no bin collapsed). */
GpLayout    *gp_layout_new_with_options (const GpGraph         *graph,
                                         const GpLayoutOverlay *overlay,
                                         const GpLayoutOptions *options,
                                         GError               **error);
/* What the layout is: never AUTO; ROWS only with two rows or more. */
GpLayoutDirection gp_layout_get_direction (GpLayout          *self);
/* How many rows ROWS made (1 for the others). */
guint        gp_layout_get_n_rows     (GpLayout              *self);
/* The id of the node that shows @element_id: the outermost of its bins in
 * @collapsed_bins (NULL-terminated, may be NULL), else @element_id. */
const char  *gp_layout_shown_element  (const GpGraph         *graph,
                                       const char * const    *collapsed_bins,
                                       const char            *element_id);
void         gp_layout_free           (GpLayout              *self);

/* The DOT text handed to graphviz. */
const char  *gp_layout_get_dot        (GpLayout              *self);
/* Bounding box in points (72 per inch). */
void         gp_layout_get_size       (GpLayout              *self,
                                       double                *width,
                                       double                *height);
guint        gp_layout_n_nodes        (GpLayout              *self);
guint        gp_layout_n_edges        (GpLayout              *self);

/* The `<svg …>…</svg>` document, without the XML prolog and doctype. */
char        *gp_layout_render_svg     (GpLayout              *self,
                                       GError               **error);
/* The laid-out graph as xdot text: every node, edge and cluster carries its
 * `_draw_`/`_ldraw_` (and edge `_hdraw_`) drawing ops, ready for libxdot.
 * Node names are `n<i>`, each with a `gp_id` attribute holding the element
 * id; edges have `gp_id` = link id; clusters `gp_id` = bin name. */
char        *gp_layout_render_xdot    (GpLayout              *self,
                                       GError               **error);
/* The laid-out graph in any graphviz output @format ("svg" with its XML
 * prolog, "dot" with positions, "png" through the cairo plugin, …) as bytes;
 * a format graphviz lacks is a GP_ERROR_UNSUPPORTED naming it. */
GBytes      *gp_layout_render_bytes   (GpLayout              *self,
                                       const char            *format,
                                       GError               **error);
/* The background of later renderings ("#ffffff"; the layout's own is
 * transparent, for the app's and the report's themes). */
void         gp_layout_set_background (GpLayout              *self,
                                       const char            *color);

/* Width of a link's stroke for @bytes_s (NAN → the minimum). */
double       gp_layout_edge_width     (double                 bytes_s);
const char  *gp_layout_memory_color   (GpMemory               memory);
/* Cold blue → amber → red for @heat in 0..1 (NAN → cold), written as
 * "#rrggbb" into @color, which is returned. */
const char  *gp_layout_heat_color     (double                 heat,
                                       char                   color[8]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpLayout, gp_layout_free)

G_END_DECLS
