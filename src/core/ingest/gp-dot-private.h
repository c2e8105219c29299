/* gp-dot-private.h: what the dot reader's files share: the dump's structs, the lexer
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

/* Shared by gp-dot.c (reading), gp-dot-lex.c (tokens) and gp-dot-links.c
 * (edges → links). */

typedef struct _GpDotElement GpDotElement;

struct _GpDotElement
{
  char         *id;        /* unique in the dump: the name, or bin path/name (see qualify_ids) */
  char         *name;
  char         *ptr;       /* "0x…" from the cluster id, or NULL */
  char         *gtype;
  char         *state;
  GpDotElement *parent_el;
  char         *parent;    /* the parent's id, once ids are made */
  gboolean      is_bin;
  GPtrArray  *props;      /* key, value, key, value, … */
  GHashTable *prop_keys;  /* the keys of props once there are many, or NULL */
};

typedef struct
{
  char     *node_id;
  GpDotElement *owner_el;
  char     *owner;      /* element id */
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
  GHashTable *elements_by_key;  /* "p:0x…" (its pointer) or "n:name" → GpDotElement */
  GHashTable *elements_by_ptr;  /* "0x…" → GpDotElement */
  GPtrArray  *pads;            /* GpDotPad */
  GHashTable *pads_by_id;
  GPtrArray  *links;           /* GpDotLink */
  GPtrArray  *raw_links;       /* GpDotLink: every solid edge as drawn, ghost and proxy pads
                                * included (how the stats tracer sees pushes across bins) */
};

/* gp_dot_graph_merge() without the elements named in @skip_names (nor their links): copies of
 * a repeated name that the records have not told apart yet (gp-aggregator-copies.c). */
void _gp_dot_graph_merge_except (const GpDotGraph *dot,
                                 GpGraph          *graph,
                                 const char       *platform,
                                 GHashTable       *skip_names);

void _gp_dot_graph_resolve_edges (GpDotGraph *dot,
                                  GPtrArray  *edges);

/* gp-dot-lex.c: the text of a dump as tokens. */

/* The text's logical lines (a newline inside quotes or an attribute list
 * does not end a statement, unless it runs away). */
GPtrArray   *_gp_dot_lex_lines          (const char   *text);
const char  *_gp_dot_lex_skip_space     (const char   *p);
gboolean     _gp_dot_lex_is_id_char     (char          c);
/* The quoted string at *@p (at its opening quote), unescaped; *@p moves
 * past it. */
char        *_gp_dot_lex_quoted         (const char  **p);
/* A node id: a quoted string or a run of id characters; NULL when none. */
char        *_gp_dot_lex_id             (const char  **p);
/* `[k=v, k="v", …]` at @p (at the `[`): raw key → value. */
GHashTable  *_gp_dot_lex_attrs          (const char   *p);
/* A raw label split on `\n` (and on real newlines). */
GStrv        _gp_dot_lex_split_label    (const char   *label);
/* @s without the surrounding @open … @close and spaces. */
char        *_gp_dot_lex_strip_brackets (const char   *s,
                                         char          open,
                                         char          close);

G_END_DECLS
