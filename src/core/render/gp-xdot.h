/* gp-xdot.h
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

#include "gp-render-enums.h"

G_BEGIN_DECLS

/* A graph laid out by graphviz, read back from its xdot text (the `_draw_`,
 * `_ldraw_`, `_hdraw_`, `_tdraw_` attributes, parsed by libxdot) into plain
 * drawing operations a toolkit can paint: no GTK, no cairo here.
 *
 * Coordinates are points with the origin at the top-left corner of the
 * graph's bounding box and y growing downwards (graphviz's y is flipped). */

typedef enum
{
  GP_XDOT_SHAPE_ELLIPSE,    /* points: cx, cy, rx, ry */
  GP_XDOT_SHAPE_POLYGON,    /* closed */
  GP_XDOT_SHAPE_POLYLINE,
  GP_XDOT_SHAPE_BEZIER,     /* 1 + 3n points, cubic segments */
  GP_XDOT_SHAPE_TEXT,
} GpXdotShape;

typedef enum
{
  GP_XDOT_LINE_SOLID,
  GP_XDOT_LINE_DASHED,
  GP_XDOT_LINE_DOTTED,
  GP_XDOT_LINE_INVISIBLE,
} GpXdotLine;

typedef enum
{
  GP_XDOT_ALIGN_LEFT,
  GP_XDOT_ALIGN_CENTER,
  GP_XDOT_ALIGN_RIGHT,
} GpXdotAlign;

/* Font flags, as graphviz's `t` op has them. */
typedef enum
{
  GP_XDOT_FONT_BOLD      = 1 << 0,
  GP_XDOT_FONT_ITALIC    = 1 << 1,
  GP_XDOT_FONT_UNDERLINE = 1 << 2,
} GpXdotFontFlags;

typedef struct
{
  float red;
  float green;
  float blue;
  float alpha;
} GpXdotColor;

/* One self-contained op: the state (colours, pen, font) in force when
 * graphviz emitted it is copied into it. */
typedef struct
{
  GpXdotShape      shape;
  gboolean         filled;
  GpXdotColor      pen;
  GpXdotColor      fill;
  double           line_width;
  GpXdotLine       line;
  guint            n_points;
  double          *points;      /* x0, y0, x1, y1, … (2 × n_points) */
  /* GP_XDOT_SHAPE_TEXT: baseline anchor in points[0..1] */
  char            *text;
  char            *font_family;
  double           font_size;   /* points */
  GpXdotFontFlags  font_flags;
  GpXdotAlign      align;
  double           text_width;  /* graphviz's estimate */
} GpXdotOp;

typedef enum
{
  GP_XDOT_ITEM_GRAPH,
  GP_XDOT_ITEM_CLUSTER,
  GP_XDOT_ITEM_EDGE,
  GP_XDOT_ITEM_NODE,
} GpXdotItemKind;

typedef struct
{
  double x;
  double y;
  double width;
  double height;
} GpXdotRect;

typedef struct
{
  GpXdotItemKind  kind;
  char           *name;      /* the graphviz name: "n3", "cluster_1", "n3->n4" */
  char           *id;        /* the `gp_id` attribute (URI-unescaped), else the name */
  char           *tooltip;   /* NULL when none */
  char           *tail;      /* edges: the tail node's id; else NULL */
  char           *head;      /* edges: the head node's id; else NULL */
  GpXdotRect      bounds;    /* covers every op of the item */
  GPtrArray      *ops;       /* of GpXdotOp*, in drawing order */
} GpXdotItem;

typedef struct _GpXdotGraph GpXdotGraph;

/* Parses @xdot (the output of graphviz's "xdot" renderer). Items come in
 * painting order: the graph's labels, clusters (outer first), edges, nodes.
 * The graph's own background (`_draw_` of the root graph) is dropped.
 *
 * Uses cgraph's parser, which is not reentrant: callers serialise it with
 * every other graphviz call of the process. */
GpXdotGraph       *gp_xdot_graph_parse        (const char        *xdot,
                                               GError           **error);
void               gp_xdot_graph_free         (GpXdotGraph       *self);

double             gp_xdot_graph_get_width    (const GpXdotGraph *self);
double             gp_xdot_graph_get_height   (const GpXdotGraph *self);
guint              gp_xdot_graph_get_n_items  (const GpXdotGraph *self);
const GpXdotItem  *gp_xdot_graph_get_item     (const GpXdotGraph *self,
                                               guint              i);
const GpXdotItem  *gp_xdot_graph_lookup       (const GpXdotGraph *self,
                                               GpXdotItemKind     kind,
                                               const char        *id);

/* The first bezier of an edge (its spline), or NULL. */
const GpXdotOp    *gp_xdot_item_get_spline    (const GpXdotItem  *item);
/* Distance from (@x, @y) to the item: 0 inside a node's or cluster's
 * bounds, else the distance to the bounds; for an edge, the distance to its
 * spline (flattened). */
double             gp_xdot_item_distance      (const GpXdotItem  *item,
                                               double             x,
                                               double             y);
/* Point at parameter @t (0..1) along a bezier op. */
void               gp_xdot_bezier_point       (const GpXdotOp    *op,
                                               double             t,
                                               double            *x,
                                               double            *y);

gboolean           gp_xdot_color_parse        (const char        *text,
                                               GpXdotColor       *color);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpXdotGraph, gp_xdot_graph_free)

G_END_DECLS
