/* gp-graph-view-private.h: GpGraphView across its files: the struct, zoom limits, helpers
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

#include "gp-graph-view.h"
#include "gp-layout-overlay.h"
#include "gp-layout.h"

G_BEGIN_DECLS

/* Points of margin around the graph. */
#define GP_GRAPH_VIEW_PAD 24.0
/* Pixels per graphviz point at zoom 1 (72 points per inch shown at 96 dpi). */
#define GP_GRAPH_VIEW_PX_PER_PT (96.0 / 72.0)

/* How the focused finding marks an item: one of its targets, or on what its title names
 * beyond them (ZC's stretch: gp_finding_collect_extent()); outlined heavier and lighter. */
typedef enum
{
  _GP_GRAPH_VIEW_UNMARKED,
  _GP_GRAPH_VIEW_TARGET,
  _GP_GRAPH_VIEW_RELATED,
} GpGraphViewMark;

struct _GpGraphView
{
  GpView             parent_instance;
  GtkAdjustment     *hadjustment;
  GtkAdjustment     *vadjustment;

  GHashTable        *highlighted_elements;   /* id (owned by the document) → GpGraphViewMark */
  GHashTable        *highlighted_links;
  GpSeverity         highlight_severity;
  GHashTable        *link_memory;            /* link id → GpMemory + 1 */
  GHashTable        *text_layouts;           /* const GpXdotOp* → PangoLayout */
  PangoContext      *pango_context;          /* unhinted, for graph-point text */
  const GpXdotItem  *hover;

  /* The time cursor's values (gp-graph-view-overlay.c): built on demand for
   * the view state's cursor window; the texts drawn in place of the
   * layout's whole-run ones. */
  GpLayoutOverlay   *cursor_overlay;
  int                cursor_overlay_window;  /* -1: none built */
  GHashTable        *cursor_layouts;         /* const GpXdotOp* → PangoLayout */
  GpLayoutOverlay   *run_overlay;            /* whole-run values, on demand */

  /* Per-pad memory badges (gp-graph-view-badges.c), on demand. */
  GArray            *pad_badges;             /* of GpPadBadgeGeometry */
  PangoLayout       *badge_layouts[4];       /* by GpMemory */
  /* What each element holds (gp-graph-view-holdings.c), for one window. */
  GArray            *holdings;
  int                holdings_window;        /* -1: the end; -2: none built */

  /* Element search (gp-graph-view-search.c): the query, its matches in
   * reading order (owned ids) and their 1-based positions. */
  char              *search_text;
  GPtrArray         *matches;
  GHashTable        *match_positions;        /* id → GUINT_TO_POINTER (position) */
  guint              match_position;         /* the selection's; 0: none of them */

  /* The node context menu (gp-graph-view-menu.c), made on demand. */
  GtkPopover        *context_menu;

  /* The layout's shape (gp-graph-view-shape.c): the direction asked for,
   * the collapsed bins, the layout made for them (NULL: the document's) and
   * what it is, the options it (or the one being made) was asked with. */
  GpLayoutDirection  direction;
  GPtrArray         *collapsed_bins;         /* of owned char*, NULL-terminated */
  GpXdotGraph       *shaped_layout;
  GpLayoutDirection  shaped_direction;
  char              *shape_key;
  GCancellable      *shape_cancellable;      /* while a layout is made */
  int                shape_width;            /* the view's width it was made for */
  double             shape_viewport_width;
  double             shape_viewport_height;
  char              *reveal_after_shape;     /* an element to select and show when it comes */

  double             pointer_x;
  double             pointer_y;
  double             drag_h;
  double             drag_v;
  double             anchor_cx;              /* content point kept under … */
  double             anchor_cy;
  double             anchor_wx;              /* … this widget point on zoom */
  double             anchor_wy;
  double             pinch_zoom;             /* the zoom when a pinch began … */
  double             pinch_x;                /* … and its centre */
  double             pinch_y;
  GtkWidget         *top_overlay;            /* weak: drawn over the view's top (the legend) … */
  int                top_inset;              /* … and the pixels it takes there */

  guint              hscroll_policy : 1;
  guint              vscroll_policy : 1;
  guint              fit_pending : 1;
  guint              reveal_pending : 1;
  guint              has_anchor : 1;
  guint              dragged : 1;
  /* The first view was chosen before the document's findings were in and
   * the user has not moved it since: once they are, it is chosen again
   * (once: a live capture's later documents keep the view). */
  guint              first_view_auto : 1;
  /* The layout being made was asked for by the user: it opens as a first view. */
  guint              shape_refit : 1;
};

/* Zoom factor of one step (buttons, keys, a wheel notch). */
#define GP_GRAPH_VIEW_ZOOM_STEP 1.2
/* The smallest zoom of a document's first view: node titles 10 px tall,
 * their 8 pt lines (id, p95) and the link labels 8 px, still legible
 * unhinted (at 0.7 those blur and the memory badges cannot be read); a
 * 5-element Jetson pipeline fits a default window beside the findings. */
#define GP_GRAPH_VIEW_READABLE_ZOOM 0.75

const GpXdotGraph *_gp_graph_view_get_layout (GpGraphView *self);
double   _gp_graph_view_scale            (GpGraphView      *self);
void     _gp_graph_view_origin           (GpGraphView      *self,
                                          double           *ox,
                                          double           *oy);
/* A rectangle in layout points (before the view's padding) in widget pixels. */
void     _gp_graph_view_rect_to_widget   (GpGraphView           *self,
                                          const graphene_rect_t *layout,
                                          graphene_rect_t       *widget);
void     _gp_graph_view_snapshot         (GtkWidget        *widget,
                                          GtkSnapshot      *snapshot);
void     _gp_graph_view_clear_text_cache (GpGraphView      *self);
gboolean _gp_graph_view_is_dimmed        (GpGraphView      *self,
                                          const GpXdotItem *item);
gboolean _gp_graph_view_is_highlighted   (GpGraphView      *self,
                                          const GpXdotItem *item);
GpGraphViewMark _gp_graph_view_get_mark  (GpGraphView      *self,
                                          const GpXdotItem *item);

/* gp-graph-view-geometry.c */
void     _gp_graph_view_configure_adjustments (GpGraphView *self,
                                               double       hvalue,
                                               double       vvalue);
void     _gp_graph_view_reveal_highlight (GpGraphView      *self);
void     _gp_graph_view_reveal_element   (GpGraphView      *self,
                                          const char       *element_id);
void     _gp_graph_view_reveal_pending   (GpGraphView      *self);
/* The widget's height below the top inset, and the y of that band's middle. */
int      _gp_graph_view_room_height      (GpGraphView      *self);
double   _gp_graph_view_middle_y         (GpGraphView      *self);
/* The user moved the view: no later first view replaces it. */
void     _gp_graph_view_user_moved       (GpGraphView      *self);
void     _gp_graph_view_apply_initial_zoom (GpGraphView    *self);
void     _gp_graph_view_zoom_at          (GpGraphView      *self,
                                          double            zoom,
                                          double            wx,
                                          double            wy);
void     _gp_graph_view_zoom_changed     (GpGraphView      *self);
const GpXdotItem *_gp_graph_view_item_at (GpGraphView      *self,
                                          double            x,
                                          double            y);
const GpXdotItem *_gp_graph_view_cluster_at (GpGraphView   *self,
                                             double         x,
                                             double         y);

/* gp-graph-view-overlay.c */
/* The cursor window's overlay, or NULL when the view shows whole-run values. */
const GpLayoutOverlay *_gp_graph_view_get_cursor_overlay (GpGraphView *self);
void     _gp_graph_view_clear_overlays   (GpGraphView      *self);
/* What to draw instead of a text op at the cursor: NULL to draw it as laid
 * out; else its layout, centred at *@x, in @color. */
PangoLayout *_gp_graph_view_cursor_text  (GpGraphView      *self,
                                          const GpXdotItem *item,
                                          const GpXdotOp   *op,
                                          double           *x,
                                          GpXdotColor      *color);
/* A heat bar rectangle at the cursor: FALSE to draw @op as laid out; else
 * @rect (maybe empty) in @color. */
gboolean _gp_graph_view_cursor_rect      (GpGraphView      *self,
                                          const GpXdotItem *item,
                                          const GpXdotOp   *op,
                                          graphene_rect_t  *rect,
                                          GpXdotColor      *color);
/* How a link is drawn when the shown values may not be the laid-out ones:
 * ops in the laid-out base colour (the memory domain's, or the stall red)
 * are drawn in @color, its spline with @line. */
typedef struct
{
  gboolean     stalled;
  GpXdotColor  laid_out;
  GpXdotColor  color;
  GpXdotLine   line;
} GpGraphEdgeStyle;

/* A node's frame over the one layout: idle (dotted, unfilled) and the
 * finding marks of the whole run. */
typedef struct
{
  gboolean     idle;
  GpLayoutMark mark;
  GpXdotColor  mark_color;
} GpGraphNodeStyle;

/* The whole run's values and marks (empty while the document loads). */
const GpLayoutOverlay *_gp_graph_view_get_run_overlay (GpGraphView *self);
/* FALSE: draw the node's frame as laid out. */
gboolean _gp_graph_view_node_style       (GpGraphView      *self,
                                          const GpXdotItem *item,
                                          GpGraphNodeStyle *style);
/* A link a finding marks: its severity's colour. */
gboolean _gp_graph_view_edge_mark        (GpGraphView      *self,
                                          const GpXdotItem *item,
                                          GpXdotColor      *color);
/* FALSE: draw the edge as laid out. */
gboolean _gp_graph_view_edge_style       (GpGraphView      *self,
                                          const GpXdotItem *item,
                                          GpGraphEdgeStyle *style);
/* Whether the layout has the edge's "stalled" text. */
gboolean _gp_graph_view_is_stalled_text  (const GpXdotOp   *op);
/* An edge's stroke width at the cursor, or -1 for the laid-out one. */
double   _gp_graph_view_cursor_line_width (GpGraphView     *self,
                                          const GpXdotItem *item);
PangoLayout *_gp_graph_view_make_layout  (GpGraphView      *self,
                                          const char       *text,
                                          const char       *family,
                                          double            size,
                                          gboolean          bold,
                                          gboolean          italic);

/* gp-graph-view-badges.c */
typedef struct
{
  const GpXdotItem *item;      /* the link's edge */
  const GpLink     *link;
  gboolean          is_src;    /* the link's source pad, else its sink pad */
  GpMemory          memory;
  graphene_rect_t   rect;      /* graph points */
} GpPadBadgeGeometry;

const GArray *_gp_graph_view_get_pad_badges (GpGraphView  *self);
void     _gp_graph_view_draw_pad_badges  (GpGraphView           *self,
                                          GtkSnapshot           *snapshot,
                                          const graphene_rect_t *visible,
                                          const GdkRGBA         *fg,
                                          double                 scale);
const GpPadBadgeGeometry *_gp_graph_view_pad_badge_at (GpGraphView *self,
                                                       double       x,
                                                       double       y);
char    *_gp_graph_view_pad_badge_tooltip (const GpPadBadgeGeometry *badge);

/* gp-graph-view-holdings.c */
void     _gp_graph_view_clear_holdings   (GpGraphView           *self);
void     _gp_graph_view_draw_holdings    (GpGraphView           *self,
                                          GtkSnapshot           *snapshot,
                                          const graphene_rect_t *visible,
                                          double                 scale);
/* The tooltip of the holding badge at widget coordinates, or NULL. */
char    *_gp_graph_view_holding_tooltip_at (GpGraphView         *self,
                                            double               x,
                                            double               y);
/* "1.2 GB in queue1" for the heaviest holding shown, or NULL. */
char    *_gp_graph_view_dup_heaviest_holding (GpGraphView       *self);

/* gp-graph-view-input.c */
void     _gp_graph_view_init_input       (GpGraphView      *self);

/* gp-graph-view-search.c */
void     _gp_graph_view_init_search      (GpGraphView      *self);
void     _gp_graph_view_finalize_search  (GpGraphView      *self);
/* The matches again, for the document's layout (the query kept). */
void     _gp_graph_view_update_search    (GpGraphView      *self);
/* The selection's position among the matches again. */
void     _gp_graph_view_update_match_position (GpGraphView *self);
gboolean _gp_graph_view_is_match         (GpGraphView      *self,
                                          const GpXdotItem *item);
/* Notifies one of the view's own properties (gp-graph-view.c). */
void     _gp_graph_view_notify           (GpGraphView      *self,
                                          guint             prop_id);

enum {
  _GP_GRAPH_VIEW_PROP_0,
  _GP_GRAPH_VIEW_PROP_SEARCH_TEXT,
  _GP_GRAPH_VIEW_PROP_N_MATCHES,
  _GP_GRAPH_VIEW_PROP_MATCH_POSITION,
  _GP_GRAPH_VIEW_PROP_DIRECTION,
  _GP_GRAPH_VIEW_N_PROPS
};

/* gp-graph-view-shape.c */
void     _gp_graph_view_init_shape       (GpGraphView      *self);
void     _gp_graph_view_finalize_shape   (GpGraphView      *self);
void     _gp_graph_view_reset_shape      (GpGraphView      *self);
/* Lays the graph out again in a thread when the direction, the collapsed
 * bins or (auto, rows) the view's width ask for another layout. */
void     _gp_graph_view_update_shape     (GpGraphView      *self);
/* The first view waits for the layout being made (nothing drawn yet). */
gboolean _gp_graph_view_first_view_waits (GpGraphView      *self);
/* The collapsed bins (NULL-terminated), or NULL when none. */
const char * const *_gp_graph_view_get_collapsed (GpGraphView *self);
/* The id of the node that shows @element_id (its collapsed bin's, or its own). */
const char *_gp_graph_view_shown_id      (GpGraphView      *self,
                                          const char       *element_id);
/* gp-graph-view.c: the caches of the last layout go, the highlight and the
 * search are made again for the one in view. */
void     _gp_graph_view_layout_changed   (GpGraphView      *self);

/* gp-graph-view-menu.c */
void     _gp_graph_view_class_init_menu  (GtkWidgetClass   *widget_class);
void     _gp_graph_view_init_menu        (GpGraphView      *self);
void     _gp_graph_view_dispose_menu     (GpGraphView      *self);
/* Pops the node menu of @element_id up at widget point (@x, @y), or at
 * the element's node when @x < 0. */
void     _gp_graph_view_popup_menu       (GpGraphView      *self,
                                          const char       *element_id,
                                          double            x,
                                          double            y);

/* gp-graph-view-nav.c */
void     _gp_graph_view_move_action      (GtkWidget        *widget,
                                          const char       *action_name,
                                          GVariant         *param);
void     _gp_graph_view_unselect_action  (GtkWidget        *widget,
                                          const char       *action_name,
                                          GVariant         *param);

G_END_DECLS
