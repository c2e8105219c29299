/* gp-dot-private.h
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

#include "gp-dot.h"

G_BEGIN_DECLS

/* Shared by gp-dot.c (reading) and gp-dot-links.c (edges → links). */

typedef struct
{
  char       *name;
  char       *gtype;
  char       *state;
  char       *parent;
  gboolean    is_bin;
  GPtrArray  *props;      /* key, value, key, value, … */
  GHashTable *prop_keys;  /* the keys of props once there are many, or NULL */
} GpDotElement;

typedef struct
{
  char     *node_id;
  char     *owner;      /* element name */
  char     *name;
  gboolean  is_src;
  gboolean  is_ghost;   /* a ghost pad or a ghost pad's internal proxy pad */
  gboolean  is_proxy;   /* an internal proxy pad: no element of its own */
} GpDotPad;

typedef struct
{
  char     *from;
  char     *to;
  char     *caps;      /* flattened label, "" when none */
  gboolean  dashed;    /* ghost pad ↔ proxy pad */
} GpDotEdge;

typedef struct
{
  char *src_element;
  char *src_pad;
  char *sink_element;
  char *sink_pad;
  char *caps;
} GpDotLink;

struct _GpDotGraph
{
  char       *pipeline;
  GPtrArray  *elements;        /* GpDotElement, in order of first appearance */
  GHashTable *elements_by_name;
  GPtrArray  *pads;            /* GpDotPad */
  GHashTable *pads_by_id;
  GPtrArray  *links;           /* GpDotLink */
};

void _gp_dot_graph_resolve_edges (GpDotGraph *dot,
                                  GPtrArray  *edges);

G_END_DECLS
