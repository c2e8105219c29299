/* gp-graph.h: a pipeline graph: elements, pads, links, each element's links in and out
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

#include "gp-caps.h"
#include "gp-str-map.h"

G_BEGIN_DECLS

/* A queue-like element's limits and settings as our tracer read them while it ran (the record's
 * normalised names: max-size-buffers and max-buffers are both max_buffers); -1 where the element
 * has no such property. Kept apart from props, which are the non-default properties a dot dump
 * or the launch string spelled under the element's own names. */
typedef struct
{
  gint64  max_buffers;   /* 0: no limit */
  gint64  max_bytes;     /* 0: no limit (an appsrc's is a watermark) */
  gint64  max_time_ns;   /* 0: no limit */
  int     block;         /* 0 or 1 */
  int     leaky;         /* leaky or leaky-type: 0 none, 1 upstream, 2 downstream */
  int     drop;          /* 0 or 1 */
} GpQueueSettings;

typedef struct
{
  char     *id;        /* unique in the graph: the GStreamer instance name, qualified by its
                        * bin ("uri-source-1/tee") when another bin holds one of that name */
  char     *name;      /* the GStreamer instance name; NULL when it is the id */
  char     *factory;   /* best effort from the GType */
  char     *gtype;
  char     *vendor;    /* "nvidia" | "mediatek" | "generic" */
  char     *klass;
  GpStrMap *props;     /* non-default properties, values as strings */
  char     *bin;       /* the enclosing bin's id, or NULL */
  gboolean  is_bin;
  GpStrMap *pads;      /* pad name → "src" | "sink" */
  GpQueueSettings *queue;  /* NULL unless our tracer measured them */
} GpElement;

typedef struct
{
  char     *id;            /* "srcEl:srcPad->sinkEl:sinkPad" */
  char     *src;           /* "srcEl:srcPad" */
  char     *sink;          /* "sinkEl:sinkPad" */
  char     *src_element;   /* derived */
  char     *src_pad;
  char     *sink_element;
  char     *sink_pad;
  char     *caps;          /* "" when unknown */
  GpMemory  memory;
  char     *format;        /* NULL when the caps have none */
  char     *media;         /* "" when unknown */
} GpLink;

typedef struct _GpGraph GpGraph;

GpGraph     *gp_graph_new               (void);
void         gp_graph_free              (GpGraph     *graph);
/* A graph of its own with the same elements, links and their order: what another thread may
 * read while @graph grows (a live capture's layout). */
GpGraph     *gp_graph_copy              (const GpGraph *graph);

const char  *gp_graph_get_pipeline      (const GpGraph *graph);
void         gp_graph_set_pipeline      (GpGraph     *graph,
                                         const char  *name);

guint        gp_graph_n_elements        (const GpGraph *graph);
GpElement   *gp_graph_element           (const GpGraph *graph,
                                         guint        i);
GpElement   *gp_graph_lookup_element    (const GpGraph *graph,
                                         const char  *id);
/* Returns the element named @id, adding it (empty, factory from nothing) when new. */
GpElement   *gp_graph_ensure_element    (GpGraph     *graph,
                                         const char  *id,
                                         gboolean    *created);

guint        gp_graph_n_links           (const GpGraph *graph);
GpLink      *gp_graph_link              (const GpGraph *graph,
                                         guint        i);
GpLink      *gp_graph_lookup_link       (const GpGraph *graph,
                                         const char  *id);
/* Returns the link between the two pads, adding it (unknown caps) when new. */
GpLink      *gp_graph_ensure_link       (GpGraph     *graph,
                                         const char  *src_element,
                                         const char  *src_pad,
                                         const char  *sink_element,
                                         const char  *sink_pad,
                                         gboolean    *created);
/* Sets the caps text of a link and derives memory/format/media, unless the
 * new caps are empty/ANY/EMPTY/NULL and the link already has caps. */
/* Sets (copies) the element's measured queue settings. */
/* The element's GStreamer instance name (its id unless the id is qualified). */
const char  *gp_element_get_name        (const GpElement *element);
/* Gives an element a new id: its links' ids and ends, its children's bin and the
 * pipeline name follow. @renamed_links (optional) gets old link id, new link id, …
 * (owned strings). FALSE when @old_id is unknown or @new_id is taken. */
gboolean     gp_graph_rename_element    (GpGraph     *graph,
                                         const char  *old_id,
                                         const char  *new_id,
                                         GPtrArray   *renamed_links);
/* Removes a link (its id no longer resolves); FALSE when there is none. */
gboolean     gp_graph_remove_link       (GpGraph     *graph,
                                         const char  *id);
void         gp_element_set_queue_settings (GpElement             *element,
                                            const GpQueueSettings *settings);

void         gp_link_set_caps           (GpLink      *link,
                                         const char  *caps_text);

/* Links whose src (resp. sink) element is @element_id, in link order. */
GPtrArray   *gp_graph_links_from        (const GpGraph *graph,
                                         const char  *element_id);
GPtrArray   *gp_graph_links_to          (const GpGraph *graph,
                                         const char  *element_id);
/* How many links start from (resp. end at) @element_id, at once. */
guint        gp_graph_n_links_from      (const GpGraph *graph,
                                         const char  *element_id);
guint        gp_graph_n_links_to        (const GpGraph *graph,
                                         const char  *element_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpGraph, gp_graph_free)

G_END_DECLS
