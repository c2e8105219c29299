/* gp-launch-parser-private.h: what the parser and its link stage share
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

#include "gp-launch-private.h"

G_BEGIN_DECLS

typedef struct
{
  GpLaunchElement *element;   /* made by the string, or NULL */
  char            *name;      /* a reference by name, or NULL */
  GPtrArray       *pads;      /* of char*, or NULL */
  guint            pos;       /* where it was written, for messages */
  guint            pads_pos;  /* where its pads were written */
} GpLaunchEndpoint;

typedef struct
{
  GpLaunchEndpoint     src;
  GpLaunchEndpoint     sink;
  char        *caps;
  GpLaunchSpan span;
  GpLaunchSpan caps_span;
} GpLaunchPendingLink;

typedef struct
{
  GpLaunch      *launch;
  GpLaunchLexer  lexer;
  GpLaunchToken  tok;
  GPtrArray     *pending;    /* of GpLaunchPendingLink */
  GHashTable    *counters;   /* name prefix → next number */
  guint          depth;
  GError        *error;
} GpLaunchParser;

gboolean          _gp_launch_parser_fail          (GpLaunchParser      *p,
                                                   guint                pos,
                                                   const char          *format,
                                                   ...) G_GNUC_PRINTF (3, 4);
char             *_gp_launch_printable            (const char          *text,
                                                   gsize                length,
                                                   gsize                max);
char             *_gp_launch_parser_next_name     (GpLaunchParser      *p,
                                                   const char          *factory);
GpLaunchElement  *_gp_launch_parser_element_new   (GpLaunchParser      *p,
                                                   GpLaunchElementKind  kind,
                                                   const char          *factory);
void              _gp_launch_element_add_prop     (GpLaunchElement     *element,
                                                   char                *key,
                                                   char                *value,
                                                   GpLaunchSpan         span,
                                                   GpLaunchSpan         value_span);
void              _gp_launch_parser_commit        (GpLaunchParser      *p,
                                                   GpLaunchElement     *element,
                                                   gboolean             always_count);

/* The stage after parsing (gp-launch-parser-links.c): what gst_parse_launch()
 * does once every element exists. */
gboolean          _gp_launch_parser_check_names   (GpLaunchParser      *p);
void              _gp_launch_parser_name_pipeline (GpLaunchParser      *p);
gboolean          _gp_launch_parser_perform_links (GpLaunchParser      *p);

G_END_DECLS
