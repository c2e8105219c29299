/* gp-test-builder.h: sessions and graphs for the tests, put together piece by piece
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
#include "gp-session.h"

G_BEGIN_DECLS

/* GpTestBuilder: a session document (schema gst-profile/1) written piece by
 * piece (elements, links, their series, the pipeline's latency, system
 * columns) and read with gp_session_load_from_bytes(), so that what a test
 * builds goes through the loader as a file would. Columns are JSON arrays
 * as text ("[1, null, 3]"); JSON objects given as text may use ' for ", to
 * stay readable in C. */
typedef struct _GpTestBuilder GpTestBuilder;

/* @n_windows windows of 250 ms on @platform ("generic", "jetson", …), with
 * the element_latency, stats and tegrastats capabilities. */
GpTestBuilder *gp_test_builder_new                (guint          n_windows,
                                                   const char    *platform);
void           gp_test_builder_free               (GpTestBuilder *self);
void           gp_test_builder_set_tegrastats     (GpTestBuilder *self,
                                                   gboolean       tegrastats);
void           gp_test_builder_set_queue_levels   (GpTestBuilder *self,
                                                   gboolean       queue_levels);
/* target.capabilities.whereabouts: "exact", "estimated" or NULL (absent, the default). */
void           gp_test_builder_set_whereabouts    (GpTestBuilder *self,
                                                   const char    *whereabouts);
/* @props: a JSON object in ' quotes, or NULL. */
void           gp_test_builder_add_element        (GpTestBuilder *self,
                                                   const char    *id,
                                                   const char    *factory,
                                                   const char    *props);
/* The same inside the bin @bin (graph.elements[].bin); a factory "pipeline"
 * makes a bin. */
void           gp_test_builder_add_element_in     (GpTestBuilder *self,
                                                   const char    *id,
                                                   const char    *factory,
                                                   const char    *props,
                                                   const char    *bin);
/* An element with our measured queue settings (graph.elements[].queue): @queue a JSON object
 * in ' quotes. */
void           gp_test_builder_add_queue_element  (GpTestBuilder *self,
                                                   const char    *id,
                                                   const char    *factory,
                                                   const char    *props,
                                                   const char    *queue);
/* A link from @src's pad "src" to @sink's pad "sink". */
void           gp_test_builder_add_link           (GpTestBuilder *self,
                                                   const char    *src,
                                                   const char    *sink,
                                                   const char    *memory,
                                                   const char    *media);
/* @p95, @cpu: the proc_ms_p95 and cpu_pct columns, or NULL to leave one out. */
void           gp_test_builder_add_element_series (GpTestBuilder *self,
                                                   const char    *id,
                                                   const char    *p95,
                                                   const char    *cpu);
void           gp_test_builder_add_queue_levels   (GpTestBuilder *self,
                                                   const char    *id,
                                                   const char    *levels);
/* The held_buffers, held_bytes and oldest_held_ms columns of @id (NULL
 * leaves one out). Give an element either these or queue levels. */
void           gp_test_builder_add_held           (GpTestBuilder *self,
                                                   const char    *id,
                                                   const char    *buffers,
                                                   const char    *bytes,
                                                   const char    *oldest_ms);
/* Any columns of series.elements.@id: @columns a JSON object in ' quotes
 * ("{'queue_level': [1, 2], 'held_bytes': [5, 9]}"). */
void           gp_test_builder_add_element_columns (GpTestBuilder *self,
                                                    const char    *id,
                                                    const char    *columns);
/* @stalled: the stalled column, or NULL to leave it out. */
void           gp_test_builder_add_link_series    (GpTestBuilder *self,
                                                   const char    *src,
                                                   const char    *sink,
                                                   const char    *fps,
                                                   const char    *stalled);
/* The pipeline's latency_ms_p95 column (default: empty). */
void           gp_test_builder_set_latency        (GpTestBuilder *self,
                                                   const char    *p95);
/* A series.system member, @key: @values. */
void           gp_test_builder_add_system         (GpTestBuilder *self,
                                                   const char    *key,
                                                   const char    *values);
/* An event (events[]: t, kind, text), in time order. */
void           gp_test_builder_add_event          (GpTestBuilder *self,
                                                   double         t,
                                                   const char    *kind,
                                                   const char    *text);
char          *gp_test_builder_to_document        (GpTestBuilder *self);
/* The document loaded; a load error fails the test. */
GpSession     *gp_test_builder_to_session         (GpTestBuilder *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpTestBuilder, gp_test_builder_free)

/* A graph built straight through the model, as the dot and tracer-log
 * ingest build it: an element with its factory, its enclosing bin (or NULL)
 * and the vendor of its factory (gp_factory_vendor(), no platform). */
GpElement     *gp_test_graph_add_element          (GpGraph       *graph,
                                                   const char    *id,
                                                   const char    *factory,
                                                   const char    *bin);
/* The same, with is_bin set. */
GpElement     *gp_test_graph_add_bin              (GpGraph       *graph,
                                                   const char    *id,
                                                   const char    *factory,
                                                   const char    *bin);
/* A link from @src's pad "src" to @sink's pad "sink"; @caps: its caps text
 * (memory, format and media derived from it), or NULL to leave them unknown. */
GpLink        *gp_test_graph_add_link             (GpGraph       *graph,
                                                   const char    *src,
                                                   const char    *sink,
                                                   const char    *caps);
/* The same from @src's pad @src_pad (a tee's "src_1"). */
GpLink        *gp_test_graph_add_pad_link         (GpGraph       *graph,
                                                   const char    *src,
                                                   const char    *src_pad,
                                                   const char    *sink,
                                                   const char    *caps);

G_END_DECLS
