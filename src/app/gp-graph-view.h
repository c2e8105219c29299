/* gp-graph-view.h: GpGraphView, the pipeline graph drawn from graphviz's xdot ops
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

#include <gtk/gtk.h>

#include "gp-layout.h"
#include "gp-view.h"

G_BEGIN_DECLS

/* The pipeline as graphviz laid it out, painted from the xdot drawing ops
 * with GtkSnapshot: links in their memory-domain colour with a badge at
 * each pad, the focused finding's targets outlined (the rest dimmed), the
 * selected element, hover, and on each element that holds buffers a badge
 * saying how much (the heavier, the more it stands out). With a time
 * cursor in the view state, heat, `p95 ms` labels, link widths, fps, stalls
 * and holdings are that window's. Scrollable (put
 * it in a GtkScrolledWindow); zoom follows the view state's `zoom` (1.0 =
 * one graphviz point per 1/72 inch at 96 dpi). */

#define GP_TYPE_GRAPH_VIEW (gp_graph_view_get_type ())

G_DECLARE_FINAL_TYPE (GpGraphView, gp_graph_view, GP, GRAPH_VIEW, GpView)

GtkWidget    *gp_graph_view_new                     (void);

void          gp_graph_view_zoom_in                 (GpGraphView *self);
void          gp_graph_view_zoom_out                (GpGraphView *self);
void          gp_graph_view_zoom_fit                (GpGraphView *self);
void          gp_graph_view_zoom_reset              (GpGraphView *self);
/* Zooms (readable at least, at most 200%) and scrolls so that the selected
 * element is at the middle with about its size again around it; nothing
 * without a selection. `graph.zoom-selection`, Ctrl+. */
void          gp_graph_view_zoom_to_selection       (GpGraphView *self);
/* The part of the graph in view, in layout points (the coordinates of the
 * layout's items); FALSE before there is a layout. */
gboolean      gp_graph_view_get_visible_area        (GpGraphView     *self,
                                                     graphene_rect_t *area);
/* Scrolls so that layout point (@x, @y) is at the middle of the view (as
 * near as the graph's edges let it). */
void          gp_graph_view_center_on               (GpGraphView *self,
                                                     double       x,
                                                     double       y);

/* Element search: the elements @text names (gp_graph_search(): part of
 * the id, name or factory, any case) are outlined in the match style and
 * the first of them is selected unless the selection is one; NULL or ""
 * ends the search. :search-text, :n-matches and :match-position (the
 * selected element's, 1-based in reading order; 0 when it is none of
 * them) are properties. */
void          gp_graph_view_set_search_text         (GpGraphView *self,
                                                     const char  *text);
const char   *gp_graph_view_get_search_text         (GpGraphView *self);
guint         gp_graph_view_get_n_matches           (GpGraphView *self);
guint         gp_graph_view_get_match_position      (GpGraphView *self);
/* The matches' ids in reading order. */
GStrv         gp_graph_view_get_matches             (GpGraphView *self);
/* Selects the next (previous) match, wrapping around, and scrolls it
 * into view. */
void          gp_graph_view_find_next               (GpGraphView *self);
void          gp_graph_view_find_previous           (GpGraphView *self);

/* The node menu (right click, Shift+F10, the Menu key, a long press):
 * Copy Name, Show in Timeline, Zoom to Selection and the findings that
 * touch the element; the actions take the element id as their target.
 * The model of @element_id's menu (NULL when the graph has no such
 * element), and the popover while it is shown, else NULL. */
GMenuModel   *gp_graph_view_dup_element_menu        (GpGraphView *self,
                                                     const char  *element_id);
GtkPopover   *gp_graph_view_get_context_menu        (GpGraphView *self);

/* The ids outlined for the focused finding (a focused group's: every
 * member's), sorted; empty when none. */
GStrv         gp_graph_view_get_highlighted_elements (GpGraphView *self);
GStrv         gp_graph_view_get_highlighted_links    (GpGraphView *self);
/* The element or link id under the pointer, or NULL. */
const char   *gp_graph_view_get_hovered             (GpGraphView *self);
/* The element at widget coordinates, or NULL. */
const char   *gp_graph_view_element_at              (GpGraphView *self,
                                                     double       x,
                                                     double       y);
/* Where an element is drawn, in widget coordinates; FALSE if it is not in
 * the graph. */
gboolean      gp_graph_view_get_element_area        (GpGraphView     *self,
                                                     const char      *element_id,
                                                     graphene_rect_t *area);

/* A widget drawn over the view's top edge (the memory legend, in the same
 * GtkOverlay): the graph starts below it, and fitting, centring and the
 * layout's shape use the room under it. Held weakly; measured each allocation. */
void          gp_graph_view_set_top_overlay         (GpGraphView       *self,
                                                     GtkWidget         *overlay);
/* The pixels the top overlay takes (0 without one): the room for the graph
 * is the rest of the view's height, its middle the view's centre. */
int           gp_graph_view_get_top_inset           (GpGraphView       *self);

/* How the graph is laid out (:direction, default AUTO: left to right when
 * that fits the view at the readable zoom, else in rows for the view's
 * aspect); another layout than the document's is made in a thread, and
 * ::layout-changed is emitted when it is in view. The layout in view, what
 * it is (never AUTO), and whether one is being made. */
void          gp_graph_view_set_direction           (GpGraphView       *self,
                                                     GpLayoutDirection  direction);
GpLayoutDirection gp_graph_view_get_direction       (GpGraphView       *self);
const GpXdotGraph *gp_graph_view_get_layout         (GpGraphView       *self);
GpLayoutDirection gp_graph_view_get_layout_direction (GpGraphView      *self);
gboolean      gp_graph_view_get_laying_out          (GpGraphView       *self);
/* A bin drawn as one node (its elements hidden, their links drawn to it;
 * a finding's targets inside it outline it); the node menu's Collapse Bin /
 * Expand Bin, a double click on a bin's frame or node. */
void          gp_graph_view_set_bin_collapsed       (GpGraphView       *self,
                                                     const char        *bin,
                                                     gboolean           collapsed);
gboolean      gp_graph_view_get_bin_collapsed       (GpGraphView       *self,
                                                     const char        *bin);

/* The short name drawn on a pad's memory badge: NVMM, DMABUF, SYS or ?. */
const char   *gp_graph_view_memory_label            (GpMemory         memory);

/* The values the overlays show: the cursor window's when the view state
 * has a cursor, else the whole run's; NAN when unknown. */
double        gp_graph_view_get_element_p95         (GpGraphView     *self,
                                                     const char      *element_id);
double        gp_graph_view_get_link_fps            (GpGraphView     *self,
                                                     const char      *link_id);
/* Whether the link is drawn stalled: in the cursor window's interior stall
 * (gp_analysis_stalled_at()) when there is a cursor, else over the run. */
gboolean      gp_graph_view_get_link_stalled        (GpGraphView     *self,
                                                     const char      *link_id);
/* The element's "p95 … ms" label as drawn, or NULL when it has none. */
char         *gp_graph_view_dup_element_label       (GpGraphView     *self,
                                                     const char      *element_id);

/* A badge at one end of a link naming its pad's memory domain. */
typedef struct
{
  const char      *element_id;
  const char      *pad_name;
  GpMemory         memory;
  const char      *caps;       /* "" when unknown */
  graphene_rect_t  area;       /* widget coordinates */
} GpGraphPadBadge;

guint         gp_graph_view_get_n_pad_badges        (GpGraphView     *self);
gboolean      gp_graph_view_get_pad_badge           (GpGraphView     *self,
                                                     guint            i,
                                                     GpGraphPadBadge *badge);
/* A badge on an element's node saying what it holds at the time cursor's
 * window, else at the end of the run ("≈ 1.2 GB"): bytes when known, else
 * buffers; @weight (0..1, against the run's heaviest holding) sets how much
 * it stands out. */
typedef struct
{
  const char      *element_id;
  const char      *text;       /* as drawn */
  double           weight;
  double           font_size;  /* graph points */
  double           bytes;      /* NAN when unknown */
  double           buffers;    /* NAN when unknown */
  double           oldest_ms;  /* NAN when unknown */
  gboolean         estimated;  /* from the stock tracers: "≈" */
  guint            window;     /* the window the figures are from */
  graphene_rect_t  area;       /* widget coordinates */
} GpGraphHoldingBadge;

guint         gp_graph_view_get_n_holding_badges    (GpGraphView         *self);
gboolean      gp_graph_view_get_holding_badge       (GpGraphView         *self,
                                                     guint                i,
                                                     GpGraphHoldingBadge *badge);
/* The tooltip shown at widget coordinates (a pad badge, else an element or
 * a link), or NULL. */
char         *gp_graph_view_dup_tooltip_at          (GpGraphView     *self,
                                                     double           x,
                                                     double           y);

G_END_DECLS
