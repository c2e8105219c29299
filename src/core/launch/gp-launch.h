/* gp-launch.h: gst-launch-1.0 pipeline strings as an AST
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
#include <json-glib/json-glib.h>

#include "gp-launch-enums.h"

G_BEGIN_DECLS

/* A launch string is what follows `gst-launch-1.0` on a shell's command line: it is split into
 * shell words as g_shell_parse_argv() (and so `run`) splits it, gst-launch-1.0's options are
 * taken out (`-e`, `-v`, `--gst-debug=…`), and the other words are joined as gst_parse_launchv()
 * joins them (spaces inside a word escaped). That joined text is read with the grammar of gst_parse_launch() in
 * GStreamer 1.22 (gst/parse/parse.l and grammar.y), then "instantiated" the
 * way gst_parse_launch() builds it: every element gets the runtime name
 * GStreamer would give it, caps on a link become the capsfilter GStreamer
 * inserts, bins get their children, and links join the elements that carry
 * the data (a link into or out of a bin joins the bin's first or last inner
 * element, as GStreamer's ghost pads do).
 *
 * The text is kept: each element and property knows its span (byte offsets
 * into the joined text, gp_launch_get_parsed_text(), end exclusive), and
 * printing splices edits into the user's text, inside their quotes where it
 * can, so their spelling survives everywhere an edit did not touch. */

typedef struct _GpLaunch GpLaunch;

typedef enum
{
  GP_LAUNCH_ELEMENT_FACTORY,  /* a factory token with its properties: `queue leaky=2` */
  GP_LAUNCH_ELEMENT_CAPS,     /* caps on a link: the capsfilter GStreamer inserts */
  GP_LAUNCH_ELEMENT_URI,      /* a URI used as a source or a sink: `file:///x.mp4` */
  GP_LAUNCH_ELEMENT_BIN,      /* `( … )` or `factory.( … )` */
} GpLaunchElementKind;

typedef struct
{
  guint start;
  guint end;
} GpLaunchSpan;

typedef struct
{
  char         *key;        /* as written: `name`, `caps`, `child::prop` */
  char         *value;      /* as GStreamer receives it: outer double quotes removed, unescaped */
  GpLaunchSpan  span;       /* the whole `key=value` */
  GpLaunchSpan  value_span; /* the value as written (quotes included) */
} GpLaunchProp;

typedef struct _GpLaunchElement GpLaunchElement;

struct _GpLaunchElement
{
  GpLaunchElementKind  kind;
  char                *name;          /* runtime name, as gst-launch-1.0 gives it */
  char                *factory;       /* "capsfilter" for caps, "bin" for `( … )` */
  GpLaunchElement     *parent;        /* enclosing bin, NULL at the top level */
  GPtrArray           *props;         /* of GpLaunchProp, in written order; `name=` included */
  char                *caps;          /* CAPS: the caps text; URI: the URI; else NULL */
  char                *preset;        /* `@preset=…` value, or NULL */
  gboolean             named;         /* the name came from `name=` */
  gboolean             delayed;       /* CAPS on a link made when a pad appears at run time:
                                       * the name is GStreamer's most likely one */
  guint                index;         /* creation order */
  GpLaunchSpan         span;          /* FACTORY: factory..last property; CAPS: the caps text;
                                       * URI: the URI; BIN: opener..`)` */
  GpLaunchSpan         factory_span;  /* FACTORY: the factory token; BIN: the opener;
                                       * CAPS: the whole link token (`! caps !`) */
};

typedef struct
{
  GpLaunchElement *src;
  GpLaunchElement *sink;
  char            *src_pad;   /* only when the string names it */
  char            *sink_pad;
  gboolean         delayed;   /* GStreamer links it when the source pad appears */
  GpLaunchSpan     span;      /* the link token that made it (`!`, `! caps !`) */
} GpLaunchLink;

/* @text's shell words, as g_shell_parse_argv() splits it (what `run` gives
 * gst-launch-1.0), or NULL with a one-line error naming the column. */
GStrv                   gp_launch_split_words        (const char       *text,
                                                      GError          **error);
/* gst-launch-1.0's argv: the same words without the program word of a command pasted whole
 * (`gst-launch-1.0 -e …`, a prompt, sudo or a variable assignment before it refused), with
 * gst-launch-1.0's options among them checked as it checks them (anywhere up to a `--`): NULL
 * with a one-line error naming the column of one it would refuse to start with, or of one
 * missing its value. */
GStrv                   gp_launch_split_argv         (const char       *text,
                                                      GError          **error);
/* What gst-launch-1.0's option parser makes of one argv word: 0 a pipeline
 * word, 1 an option ("-e", "-ve", "--gst-debug=3"), 2 an option whose value
 * is the next word ("--gst-debug", "-X"), -1 an option it does not know. */
int                     gp_launch_option_words       (const char       *word);
GpLaunch               *gp_launch_parse              (const char       *text,
                                                      gssize            length,
                                                      GError          **error);
void                    gp_launch_free               (GpLaunch         *launch);

/* The string that was parsed, as the user wrote it. */
const char             *gp_launch_get_text           (const GpLaunch   *launch);
/* Its pipeline words joined as gst_parse_launchv() joins them: what the
 * grammar read, and what spans and edits count in. */
const char             *gp_launch_get_parsed_text    (const GpLaunch   *launch);
/* Its shell words, as g_shell_parse_argv() splits it (options included). */
const char * const     *gp_launch_get_argv           (const GpLaunch   *launch);
/* The gst-launch-1.0 options among them, an option's value included, and
 * the pipeline's words (what gst_parse_launchv() receives). */
const char * const     *gp_launch_get_options        (const GpLaunch   *launch);
const char * const     *gp_launch_get_words          (const GpLaunch   *launch);
/* The name of the top-level pipeline gst-launch-1.0 runs ("pipeline0"). */
const char             *gp_launch_get_pipeline_name  (const GpLaunch   *launch);

/* Elements in creation order: factory and URI elements as they complete, a
 * bin at its `)`, then capsfilters of links in link order. */
guint                   gp_launch_get_n_elements     (const GpLaunch   *launch);
const GpLaunchElement  *gp_launch_get_element        (const GpLaunch   *launch,
                                                      guint             i);
const GpLaunchElement  *gp_launch_lookup_element     (const GpLaunch   *launch,
                                                      const char       *name);
guint                   gp_launch_get_n_links        (const GpLaunch   *launch);
const GpLaunchLink     *gp_launch_get_link           (const GpLaunch   *launch,
                                                      guint             i);
/* The property @key of @element (the last one when written twice), or NULL. */
const GpLaunchProp     *gp_launch_element_get_prop   (const GpLaunchElement *element,
                                                      const char       *key);

/* Records an edit: the bytes [start, end) of the parsed text become @text,
 * written as in a launch string (shell quoting; start == end inserts). Edits must not overlap; insertions at one offset
 * keep the order they were made in. */
gboolean                gp_launch_edit               (GpLaunch         *launch,
                                                      guint             start,
                                                      guint             end,
                                                      const char       *text,
                                                      GError          **error);
/* The text with the edits applied; without edits, the original text. */
char                   *gp_launch_print              (const GpLaunch   *launch);

/* Same elements (kind, name, factory, parent, properties, caps, preset) and
 * same links: what parse → print → parse must keep. Spans are not compared. */
gboolean                gp_launch_equal              (const GpLaunch   *a,
                                                      const GpLaunch   *b);

/* {"elements": [{"name", "factory", "properties", "parent"}…],
 *  "links": [{"src", "sink", "src_pad", "sink_pad"}…]} */
JsonNode               *gp_launch_to_json            (const GpLaunch   *launch);
/* A readable element list and link list, one per line. */
char                   *gp_launch_to_text            (const GpLaunch   *launch);

/* The runtime-name prefix GStreamer derives from the element's GType for
 * @factory ("nvvidconv" → "nvvconv", "queue2" → "queue2-", "omxh264enc" →
 * "omxh264enc-omxh264enc"), from rules/names.json (gp_factory_name_prefix()). */
char                   *gp_launch_name_prefix        (const char       *factory);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpLaunch, gp_launch_free)

G_END_DECLS
