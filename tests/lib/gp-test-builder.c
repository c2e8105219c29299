/* gp-test-builder.c: sessions and graphs for the tests, put together piece by piece
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

#include "config.h"

#include <string.h>

#include "gp-factory.h"
#include "gp-session-json.h"
#include "gp-test-builder.h"

struct _GpTestBuilder
{
  guint    n_windows;
  char    *platform;
  gboolean tegrastats;
  gboolean queue_levels;
  char    *whereabouts;
  GString *elements;
  GString *links;
  GString *element_series;
  GString *link_series;
  char    *latency;
  GString *system;
  GString *events;
};

/* JSON written with ' for ". */
static char *
dq (const char *text)
{
  char *copy = g_strdup (text);

  g_strdelimit (copy, "'", '"');
  return copy;
}

static void
sep (GString *s)
{
  if (s->len > 0)
    g_string_append (s, ", ");
}

GpTestBuilder *
gp_test_builder_new (guint       n_windows,
                     const char *platform)
{
  GpTestBuilder *self = g_new0 (GpTestBuilder, 1);

  self->n_windows = n_windows;
  self->platform = g_strdup (platform);
  self->tegrastats = TRUE;
  self->elements = g_string_new (NULL);
  self->links = g_string_new (NULL);
  self->element_series = g_string_new (NULL);
  self->link_series = g_string_new (NULL);
  self->system = g_string_new (NULL);
  self->events = g_string_new (NULL);
  return self;
}

void
gp_test_builder_free (GpTestBuilder *self)
{
  g_free (self->platform);
  g_free (self->whereabouts);
  g_string_free (self->elements, TRUE);
  g_string_free (self->links, TRUE);
  g_string_free (self->element_series, TRUE);
  g_string_free (self->link_series, TRUE);
  g_free (self->latency);
  g_string_free (self->system, TRUE);
  g_string_free (self->events, TRUE);
  g_free (self);
}

void
gp_test_builder_set_tegrastats (GpTestBuilder *self,
                                gboolean       tegrastats)
{
  self->tegrastats = tegrastats;
}

void
gp_test_builder_set_queue_levels (GpTestBuilder *self,
                                  gboolean       queue_levels)
{
  self->queue_levels = queue_levels;
}

void
gp_test_builder_set_whereabouts (GpTestBuilder *self,
                                 const char    *whereabouts)
{
  g_free (self->whereabouts);
  self->whereabouts = g_strdup (whereabouts);
}

void
gp_test_builder_add_element_in (GpTestBuilder *self,
                                const char    *id,
                                const char    *factory,
                                const char    *props,
                                const char    *bin)
{
  g_autofree char *p = dq (props != NULL ? props : "{}");
  /* No "bin" key without one, as the builder always wrote. */
  g_autofree char *b = bin != NULL ? g_strdup_printf (", \"bin\": \"%s\"", bin) : g_strdup ("");

  sep (self->elements);
  g_string_append_printf (self->elements,
                          "{\"id\": \"%s\", \"factory\": \"%s\", \"props\": %s%s, \"is_bin\": %s}",
                          id, factory, p, b, g_str_equal (factory, "pipeline") ? "true" : "false");
}

void
gp_test_builder_add_element (GpTestBuilder *self,
                             const char    *id,
                             const char    *factory,
                             const char    *props)
{
  gp_test_builder_add_element_in (self, id, factory, props, NULL);
}

void
gp_test_builder_add_queue_element (GpTestBuilder *self,
                                   const char    *id,
                                   const char    *factory,
                                   const char    *props,
                                   const char    *queue)
{
  g_autofree char *p = dq (props != NULL ? props : "{}");
  g_autofree char *q = dq (queue);

  sep (self->elements);
  g_string_append_printf (self->elements,
                          "{\"id\": \"%s\", \"factory\": \"%s\", \"props\": %s, \"is_bin\": false, \"queue\": %s}",
                          id, factory, p, q);
}

void
gp_test_builder_add_link (GpTestBuilder *self,
                          const char    *src,
                          const char    *sink,
                          const char    *memory,
                          const char    *media)
{
  sep (self->links);
  g_string_append_printf (self->links,
                          "{\"id\": \"%s:src->%s:sink\", \"src\": \"%s:src\", \"sink\": \"%s:sink\", "
                          "\"memory\": \"%s\", \"media\": \"%s\"}",
                          src, sink, src, sink, memory, media);
}

void
gp_test_builder_add_element_series (GpTestBuilder *self,
                                    const char    *id,
                                    const char    *p95,
                                    const char    *cpu)
{
  sep (self->element_series);
  g_string_append_printf (self->element_series, "\"%s\": {", id);
  if (p95 != NULL)
    g_string_append_printf (self->element_series, "\"proc_ms_p95\": %s%s", p95, cpu != NULL ? ", " : "");
  if (cpu != NULL)
    g_string_append_printf (self->element_series, "\"cpu_pct\": %s", cpu);
  g_string_append (self->element_series, "}");
}

void
gp_test_builder_add_queue_levels (GpTestBuilder *self,
                                  const char    *id,
                                  const char    *levels)
{
  sep (self->element_series);
  g_string_append_printf (self->element_series, "\"%s\": {\"queue_level\": %s}", id, levels);
}

void
gp_test_builder_add_held (GpTestBuilder *self,
                          const char    *id,
                          const char    *buffers,
                          const char    *bytes,
                          const char    *oldest_ms)
{
  const char *sep_text = "";

  sep (self->element_series);
  g_string_append_printf (self->element_series, "\"%s\": {", id);
  if (buffers != NULL)
    {
      g_string_append_printf (self->element_series, "\"held_buffers\": %s", buffers);
      sep_text = ", ";
    }
  if (bytes != NULL)
    {
      g_string_append_printf (self->element_series, "%s\"held_bytes\": %s", sep_text, bytes);
      sep_text = ", ";
    }
  if (oldest_ms != NULL)
    g_string_append_printf (self->element_series, "%s\"oldest_held_ms\": %s", sep_text, oldest_ms);
  g_string_append (self->element_series, "}");
}

void
gp_test_builder_add_element_columns (GpTestBuilder *self,
                                     const char    *id,
                                     const char    *columns)
{
  g_autofree char *c = dq (columns);

  sep (self->element_series);
  g_string_append_printf (self->element_series, "\"%s\": %s", id, c);
}

void
gp_test_builder_add_link_series (GpTestBuilder *self,
                                 const char    *src,
                                 const char    *sink,
                                 const char    *fps,
                                 const char    *stalled)
{
  sep (self->link_series);
  g_string_append_printf (self->link_series, "\"%s:src->%s:sink\": {\"fps\": %s", src, sink, fps);
  if (stalled != NULL)
    g_string_append_printf (self->link_series, ", \"stalled\": %s", stalled);
  g_string_append (self->link_series, "}");
}

void
gp_test_builder_set_latency (GpTestBuilder *self,
                             const char    *p95)
{
  g_free (self->latency);
  self->latency = g_strdup (p95);
}

void
gp_test_builder_add_system (GpTestBuilder *self,
                            const char    *key,
                            const char    *values)
{
  sep (self->system);
  g_string_append_printf (self->system, "\"%s\": %s", key, values);
}

void
gp_test_builder_add_event (GpTestBuilder *self,
                           double         t,
                           const char    *kind,
                           const char    *text)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  sep (self->events);
  g_string_append_printf (self->events, "{\"t\": %s, \"kind\": \"%s\", \"text\": \"%s\"}",
                          g_ascii_dtostr (buf, sizeof buf, t), kind, text);
}

char *
gp_test_builder_to_document (GpTestBuilder *self)
{
  g_autoptr(GString) t = g_string_new ("[");
  g_autofree char *whereabouts = self->whereabouts != NULL
                                 ? g_strdup_printf (", \"whereabouts\": \"%s\"", self->whereabouts)
                                 : g_strdup ("");

  for (guint i = 0; i < self->n_windows; i++)
    g_string_append_printf (t, "%s%g", i ? ", " : "", i * 0.25);
  g_string_append (t, "]");

  return g_strdup_printf (
    "{\"schema\": \"gst-profile/1\","
    " \"session\": {\"id\": \"t\", \"started\": \"2026-01-01T00:00:00Z\", \"duration_s\": 1.0,"
    " \"mode\": \"run\", \"launch\": null, \"command\": null, \"label\": \"\", \"parent_session\": null,"
    " \"notes\": []},"
    " \"target\": {\"gstreamer\": \"1.22.0\", \"platform\": \"%s\", \"board\": \"\", \"l4t\": \"\","
    " \"python\": \"\", \"sources_present\": [], \"sources_missing\": [],"
    " \"capabilities\": {\"element_latency\": true, \"stats\": true, \"queue_levels\": %s,"
    " \"tegrastats\": %s%s}},"
    " \"graph\": {\"pipeline\": \"pipeline0\", \"elements\": [%s], \"links\": [%s]},"
    " \"series\": {\"window_ms\": 250, \"t\": %s, \"elements\": {%s}, \"links\": {%s},"
    " \"pipeline\": {\"latency_ms_p95\": %s}, \"system\": {%s}},"
    " \"threads\": {}, \"findings\": [], \"events\": [%s]}",
    self->platform, self->queue_levels ? "true" : "false", self->tegrastats ? "true" : "false", whereabouts,
    self->elements->str, self->links->str, t->str, self->element_series->str, self->link_series->str,
    self->latency != NULL ? self->latency : "[]", self->system->str, self->events->str);
}

GpSession *
gp_test_builder_to_session (GpTestBuilder *self)
{
  g_autofree char *doc = gp_test_builder_to_document (self);
  g_autoptr(GBytes) bytes = g_bytes_new (doc, strlen (doc));
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_session_load_from_bytes (bytes, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

/* --- graphs ------------------------------------------------------------------ */

GpElement *
gp_test_graph_add_element (GpGraph    *graph,
                           const char *id,
                           const char *factory,
                           const char *bin)
{
  GpElement *element = gp_graph_ensure_element (graph, id, NULL);

  g_free (element->factory);
  element->factory = g_strdup (factory);
  g_free (element->bin);
  element->bin = g_strdup (bin);
  g_free (element->vendor);
  element->vendor = g_strdup (gp_factory_vendor (factory, NULL));
  return element;
}

GpElement *
gp_test_graph_add_bin (GpGraph    *graph,
                       const char *id,
                       const char *factory,
                       const char *bin)
{
  GpElement *element = gp_test_graph_add_element (graph, id, factory, bin);

  element->is_bin = TRUE;
  return element;
}

GpLink *
gp_test_graph_add_pad_link (GpGraph    *graph,
                            const char *src,
                            const char *src_pad,
                            const char *sink,
                            const char *caps)
{
  GpLink *link = gp_graph_ensure_link (graph, src, src_pad, sink, "sink", NULL);

  if (caps != NULL)
    gp_link_set_caps (link, caps);
  return link;
}

GpLink *
gp_test_graph_add_link (GpGraph    *graph,
                        const char *src,
                        const char *sink,
                        const char *caps)
{
  return gp_test_graph_add_pad_link (graph, src, "src", sink, caps);
}
