/* gp-layout-private.h: what the layout's files share: the DOT builder and its escaping
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

#include "gp-layout.h"

G_BEGIN_DECLS

/* How the DOT text is shaped: the direction (LEFT_RIGHT or TOP_BOTTOM;
 * ROWS is LEFT_RIGHT with @rows), the bins collapsed, and for ROWS each
 * node's row (node name → GUINT_TO_POINTER (row + 1)) and each row's
 * anchor (a node of its first column), row 0 first. */
typedef struct
{
  GpLayoutDirection   direction;
  const char * const *collapsed_bins;
  GHashTable         *rows;
  GPtrArray          *anchors;
} GpLayoutShape;

/* The DOT text for @graph: user strings only ever appear escaped, as
 * HTML-like labels, escString tooltips or URI-escaped `gp_id`s. @shape
 * NULL: left to right, nothing collapsed. */
char  *_gp_layout_build_dot       (const GpGraph         *graph,
                                   const GpLayoutOverlay *overlay,
                                   const GpLayoutShape   *shape,
                                   guint                 *n_nodes,
                                   guint                 *n_edges);

/* @text made safe for an HTML-like label (XML-escaped, valid UTF-8, no
 * control characters), cut to @max_chars characters (0: no limit). */
void   _gp_layout_append_html     (GString               *out,
                                   const char            *text,
                                   guint                  max_chars);
/* @text as the inside of a DOT double-quoted escString. */
void   _gp_layout_append_escaped  (GString               *out,
                                   const char            *text,
                                   guint                  max_chars);
/* "1.2 MB/s" and similar. */
char  *_gp_layout_format_rate     (double                 bytes_s);

G_END_DECLS
