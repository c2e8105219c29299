/* gp-session-json-write.c: GpSession → `gst-profile/1` JSON, and atomic save
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

/* GpSession → `gst-profile/1` JSON in the reference's compact form (gp-json-writer.c). A loaded
 * session is written from the document it was read from, keys this version does not know included;
 * only `findings` is replaced. The `series`, `events` and `threads` texts the quick load kept go
 * out without a tree (gp_json_text_append_canonical(): the same bytes), a series whose text was
 * dropped is written from its columns (integers read as integers written as integers). The report's
 * copy takes at most its first events (_gp_session_to_json_capped()). gp_session_save() writes a
 * temp file next to the path, fsyncs and renames it over: an existing session is never left
 * half-written. */

#include "config.h"

#include <math.h>

#include "gp-error.h"
#include "gp-json-text.h"
#include "gp-json-writer.h"
#include "gp-session-json.h"
#include "gp-series-private.h"
#include "gp-session-private.h"

/* A node that owns @object (json_node_init_object() would add a ref). */
static JsonNode *
take_object_node (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);
  return node;
}

static JsonNode *
string_or_null (const char *str)
{
  JsonNode *node = json_node_alloc ();

  if (str == NULL)
    return json_node_init_null (node);
  return json_node_init_string (node, str);
}

static JsonArray *
strings_array (GPtrArray *strings)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strings != NULL && i < strings->len; i++)
    json_array_add_string_element (array, g_ptr_array_index (strings, i));
  return array;
}

static JsonObject *
str_map_object (const GpStrMap *map)
{
  JsonObject *object = json_object_new ();

  for (guint i = 0; i < gp_str_map_size (map); i++)
    json_object_set_string_member (object, gp_str_map_key (map, i), gp_str_map_value (map, i));
  return object;
}

static JsonArray *
double_array (const GpSeries *series,
              GArray         *column)
{
  JsonArray *array = json_array_sized_new (column->len);
  GArray *mask = series != NULL ? _gp_series_get_int_mask (series, column) : NULL;

  /* Integers read from a file are written as integers again. */
  for (guint i = 0; i < column->len; i++)
    {
      double v = g_array_index (column, double, i);
      if (gp_is_null (v))
        json_array_add_null_element (array);
      else if (fabs (v) < 9.2e18 && _gp_int_mask_get (mask, i))
        json_array_add_int_element (array, (gint64) v);
      else
        json_array_add_double_element (array, v);
    }
  return array;
}

static gboolean
column_has_data (GArray *column)
{
  for (guint i = 0; i < column->len; i++)
    if (!gp_is_null (g_array_index (column, double, i)))
      return TRUE;
  return FALSE;
}

static JsonObject *
info_object (const GpSessionInfo *info)
{
  JsonObject *object = json_object_new ();

  json_object_set_member (object, "id", string_or_null (info->id));
  json_object_set_member (object, "started", string_or_null (info->started));
  json_object_set_double_member (object, "duration_s", info->duration_s);
  json_object_set_member (object, "mode", string_or_null (info->mode));
  json_object_set_member (object, "launch", string_or_null (info->launch));
  if (info->command != NULL)
    {
      JsonArray *argv = json_array_new ();
      for (guint i = 0; info->command[i] != NULL; i++)
        json_array_add_string_element (argv, info->command[i]);
      json_object_set_array_member (object, "command", argv);
    }
  else
    json_object_set_null_member (object, "command");
  json_object_set_string_member (object, "label", info->label ? info->label : "");
  json_object_set_member (object, "parent_session", string_or_null (info->parent_session));
  if (info->has_parse)
    {
      JsonObject *parse = json_object_new ();
      json_object_set_int_member (parse, "lines", (gint64) info->parse.lines);
      json_object_set_int_member (parse, "records", (gint64) info->parse.records);
      json_object_set_int_member (parse, "caps_events", (gint64) info->parse.caps_events);
      json_object_set_int_member (parse, "format_decls", (gint64) info->parse.format_decls);
      json_object_set_int_member (parse, "unparsed", (gint64) info->parse.unparsed);
      json_object_set_int_member (parse, "errors", (gint64) info->parse.errors);
      json_object_set_object_member (object, "parse", parse);
    }
  json_object_set_array_member (object, "notes", strings_array (info->notes));
  if (info->never_played)
    json_object_set_boolean_member (object, "reached_playing", FALSE);
  return object;
}

static JsonObject *
target_object (const GpTarget *target)
{
  JsonObject *object = json_object_new ();
  JsonObject *caps = json_object_new ();

  json_object_set_string_member (object, "gstreamer", target->gstreamer);
  json_object_set_string_member (object, "platform", target->platform);
  json_object_set_string_member (object, "board", target->board);
  json_object_set_string_member (object, "l4t", target->l4t);
  json_object_set_string_member (object, "python", target->python);
  json_object_set_array_member (object, "sources_present", strings_array (target->sources_present));
  json_object_set_array_member (object, "sources_missing", strings_array (target->sources_missing));
  json_object_set_boolean_member (caps, "element_latency", target->capabilities.element_latency);
  json_object_set_boolean_member (caps, "stats", target->capabilities.stats);
  json_object_set_boolean_member (caps, "queue_levels", target->capabilities.queue_levels);
  json_object_set_boolean_member (caps, "tegrastats", target->capabilities.tegrastats);
  if (target->capabilities.whereabouts != GP_WHEREABOUTS_NONE)
    json_object_set_string_member (caps, "whereabouts", gp_whereabouts_to_string (target->capabilities.whereabouts));
  if (target->capabilities.timing == GP_TIMING_IN_PROCESS)
    json_object_set_string_member (caps, "timing", "in-process");
  json_object_set_object_member (object, "capabilities", caps);
  if (target->ssh_destination != NULL)
    {
      JsonObject *ssh = json_object_new ();
      JsonArray *options = json_array_new ();

      json_object_set_string_member (ssh, "destination", target->ssh_destination);
      for (guint i = 0; target->ssh_options != NULL && target->ssh_options[i] != NULL; i++)
        json_array_add_string_element (options, target->ssh_options[i]);
      json_object_set_array_member (ssh, "options", options);
      json_object_set_object_member (object, "ssh", ssh);
    }
  return object;
}

/* A measured setting: null where the element has no such property. */
static JsonNode *
setting_node (gint64 value)
{
  JsonNode *node = json_node_alloc ();

  if (value < 0)
    return json_node_init_null (node);
  return json_node_init_int (node, value);
}

static JsonNode *
flag_node (int value)
{
  JsonNode *node = json_node_alloc ();

  if (value < 0)
    return json_node_init_null (node);
  return json_node_init_boolean (node, value != 0);
}

/* graph.elements[].queue, ours, only where our tracer measured it. */
static JsonObject *
queue_settings_object (const GpQueueSettings *q)
{
  static const char * const leaky[] = { "none", "upstream", "downstream" };
  JsonObject *object = json_object_new ();

  json_object_set_member (object, "max_buffers", setting_node (q->max_buffers));
  json_object_set_member (object, "max_bytes", setting_node (q->max_bytes));
  json_object_set_member (object, "max_time_ns", setting_node (q->max_time_ns));
  json_object_set_member (object, "block", flag_node (q->block));
  json_object_set_member (object, "leaky", q->leaky >= 0 && q->leaky < (int) G_N_ELEMENTS (leaky)
                                           ? json_node_init_string (json_node_alloc (), leaky[q->leaky])
                                           : json_node_init_null (json_node_alloc ()));
  json_object_set_member (object, "drop", flag_node (q->drop));
  return object;
}

static JsonObject *
graph_object (const GpGraph *graph)
{
  JsonObject *object = json_object_new ();
  JsonArray *elements = json_array_new ();
  JsonArray *links = json_array_new ();

  json_object_set_member (object, "pipeline", string_or_null (gp_graph_get_pipeline (graph)));

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *e = gp_graph_element (graph, i);
      JsonObject *eo = json_object_new ();

      json_object_set_string_member (eo, "id", e->id);
      /* ours: the instance name, only when the id is qualified by its bin */
      if (e->name != NULL)
        json_object_set_string_member (eo, "name", e->name);
      json_object_set_string_member (eo, "factory", e->factory);
      json_object_set_string_member (eo, "gtype", e->gtype);
      json_object_set_string_member (eo, "vendor", e->vendor);
      json_object_set_string_member (eo, "klass", e->klass);
      json_object_set_object_member (eo, "props", str_map_object (e->props));
      json_object_set_member (eo, "bin", string_or_null (e->bin));
      json_object_set_boolean_member (eo, "is_bin", e->is_bin);
      json_object_set_object_member (eo, "pads", str_map_object (e->pads));
      if (e->queue != NULL)
        json_object_set_object_member (eo, "queue", queue_settings_object (e->queue));
      json_array_add_object_element (elements, eo);
    }
  json_object_set_array_member (object, "elements", elements);

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *l = gp_graph_link (graph, i);
      JsonObject *lo = json_object_new ();

      json_object_set_string_member (lo, "id", l->id);
      json_object_set_string_member (lo, "src", l->src);
      json_object_set_string_member (lo, "sink", l->sink);
      json_object_set_string_member (lo, "caps", l->caps);
      json_object_set_string_member (lo, "memory", gp_memory_to_string (l->memory));
      json_object_set_member (lo, "format", string_or_null (l->format));
      json_object_set_string_member (lo, "media", l->media);
      json_array_add_object_element (links, lo);
    }
  json_object_set_array_member (object, "links", links);
  return object;
}

static JsonObject *
series_object (GpSeries *series)
{
  JsonObject *object = json_object_new ();
  JsonObject *elements = json_object_new ();
  JsonObject *links = json_object_new ();
  JsonObject *pipeline = json_object_new ();
  JsonObject *system = json_object_new ();
  g_autoptr(GPtrArray) element_keys = gp_series_element_keys (series);
  g_autoptr(GPtrArray) link_keys = gp_series_link_keys (series);
  GpPipelineSeries *ps = gp_series_get_pipeline (series);
  GpSystemSeries *ss = gp_series_get_system (series);
  JsonArray *cores;

  json_object_set_int_member (object, "window_ms", gp_series_get_window_ms (series));
  json_object_set_array_member (object, "t", double_array (series, gp_series_get_t_array (series)));

  for (guint i = 0; i < element_keys->len; i++)
    {
      const char *key = g_ptr_array_index (element_keys, i);
      GpElementSeries *es = gp_series_lookup_element (series, key);
      JsonObject *eo = json_object_new ();
      JsonArray *buffers = json_array_sized_new (es->buffers->len);

      json_object_set_array_member (eo, "proc_ms_p50", double_array (series, es->proc_ms_p50));
      json_object_set_array_member (eo, "proc_ms_p95", double_array (series, es->proc_ms_p95));
      json_object_set_array_member (eo, "cpu_pct", double_array (series, es->cpu_pct));
      json_object_set_array_member (eo, "queue_level", double_array (series, es->queue_level));
      for (guint j = 0; j < es->buffers->len; j++)
        json_array_add_int_element (buffers, g_array_index (es->buffers, GpCount, j));
      json_object_set_array_member (eo, "buffers", buffers);
      /* Ours, beyond the reference schema: only written when measured. */
      if (column_has_data (es->held_buffers))
        json_object_set_array_member (eo, "held_buffers", double_array (series, es->held_buffers));
      if (column_has_data (es->queue_bytes))
        json_object_set_array_member (eo, "queue_bytes", double_array (series, es->queue_bytes));
      if (column_has_data (es->held_bytes))
        json_object_set_array_member (eo, "held_bytes", double_array (series, es->held_bytes));
      if (column_has_data (es->oldest_held_ms))
        json_object_set_array_member (eo, "oldest_held_ms", double_array (series, es->oldest_held_ms));
      json_object_set_object_member (elements, key, eo);
    }
  json_object_set_object_member (object, "elements", elements);

  for (guint i = 0; i < link_keys->len; i++)
    {
      const char *key = g_ptr_array_index (link_keys, i);
      GpLinkSeries *ls = gp_series_lookup_link (series, key);
      JsonObject *lo = json_object_new ();
      JsonArray *stalled = json_array_sized_new (ls->stalled->len);

      json_object_set_array_member (lo, "fps", double_array (series, ls->fps));
      json_object_set_array_member (lo, "bytes_s", double_array (series, ls->bytes_s));
      for (guint j = 0; j < ls->stalled->len; j++)
        json_array_add_boolean_element (stalled, g_array_index (ls->stalled, guint8, j) != 0);
      json_object_set_array_member (lo, "stalled", stalled);
      json_object_set_object_member (links, key, lo);
    }
  json_object_set_object_member (object, "links", links);

  json_object_set_array_member (pipeline, "latency_ms_p50", double_array (series, ps->latency_ms_p50));
  json_object_set_array_member (pipeline, "latency_ms_p95", double_array (series, ps->latency_ms_p95));
  json_object_set_array_member (pipeline, "reported_latency_ms", double_array (series, ps->reported_latency_ms));
  json_object_set_object_member (object, "pipeline", pipeline);

  cores = json_array_sized_new (gp_series_get_n_windows (series));
  for (guint i = 0; i < gp_series_get_n_windows (series); i++)
    {
      GArray *row = gp_system_series_core_row (ss, i);

      json_array_add_array_element (cores, row != NULL ? double_array (series, row) : json_array_new ());
    }
  json_object_set_array_member (system, "cpu_pct_per_core", cores);
  json_object_set_array_member (system, "cpu_pct", double_array (series, ss->cpu_pct));
  json_object_set_array_member (system, "gr3d_pct", double_array (series, ss->gr3d_pct));
  json_object_set_array_member (system, "vic_pct", double_array (series, ss->vic_pct));
  json_object_set_array_member (system, "nvenc_pct", double_array (series, ss->nvenc_pct));
  json_object_set_array_member (system, "nvdec_pct", double_array (series, ss->nvdec_pct));
  json_object_set_array_member (system, "emc_pct", double_array (series, ss->emc_pct));
  /* Ours, beyond the reference schema: only written when measured. */
  if (column_has_data (ss->rss_bytes))
    json_object_set_array_member (system, "rss_bytes", double_array (series, ss->rss_bytes));
  if (column_has_data (ss->mem_available_bytes))
    json_object_set_array_member (system, "mem_available_bytes", double_array (series, ss->mem_available_bytes));
  json_object_set_object_member (object, "system", system);

  return object;
}

static JsonArray *
findings_array (GpSession *session)
{
  GPtrArray *findings = gp_session_get_findings (session);
  JsonArray *array = json_array_sized_new (findings->len);

  for (guint i = 0; i < findings->len; i++)
    json_array_add_element (array, gp_finding_to_json (g_ptr_array_index (findings, i)));
  return array;
}

/* A loaded `series` or `events` text (see _gp_session_get_series_text())
 * as a node. */
static JsonNode *
series_text_node (GBytes *text)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  gsize len;
  const char *data = g_bytes_get_data (text, &len);

  if (!json_parser_load_from_data (parser, data, len, NULL) || json_parser_get_root (parser) == NULL)
    return json_node_init_null (json_node_alloc ());
  return json_parser_steal_root (parser);
}

/* At most @max_events of the session's events, as the reference writes
 * them. */
static JsonArray *
events_array (GpSession *session,
              guint      max_events)
{
  guint n = MIN (gp_session_get_n_events (session), max_events);
  JsonArray *events = json_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    {
      const GpEvent *event = gp_session_get_event (session, i);
      JsonObject *eo = json_object_new ();

      json_object_set_double_member (eo, "t", event->t);
      json_object_set_string_member (eo, "kind", event->kind);
      json_object_set_string_member (eo, "text", event->text);
      /* Ours: the element that posted it (the reference has no such key). */
      if (event->element != NULL)
        json_object_set_string_member (eo, "element", event->element);
      json_array_add_object_element (events, eo);
    }
  return events;
}

static JsonNode *
take_array_node (JsonArray *array)
{
  JsonNode *node = json_node_alloc ();

  json_node_init_array (node, array);
  json_array_unref (array);
  return node;
}

/* The document's `events`, or its first @max_events from the store. */
static JsonNode *
events_member (GpSession  *session,
               JsonObject *document,
               guint       max_events)
{
  g_autoptr(GBytes) text = _gp_session_dup_events_text (session);
  JsonNode *node = json_object_get_member (document, "events");
  gboolean capped = gp_session_get_n_events (session) > max_events;

  if (text != NULL && !capped)
    return series_text_node (text);
  if (text != NULL || (capped && node != NULL && JSON_NODE_HOLDS_ARRAY (node)))
    return take_array_node (events_array (session, max_events));
  return json_node_copy (node);
}

static JsonNode *
document_member (GpSession  *session,
                 JsonObject *document,
                 const char *key,
                 guint       max_events)
{
  if (g_str_equal (key, "events"))
    return events_member (session, document, max_events);
  if (g_str_equal (key, "threads"))
    {
      g_autoptr(GBytes) text = _gp_session_dup_threads_text (session);

      if (text != NULL)
        return series_text_node (text);
    }
  if (_gp_session_has_series_text (session) && g_str_equal (key, "series"))
    {
      g_autoptr(GBytes) text = _gp_session_dup_series_text (session);

      return series_text_node (text);
    }
  if (_gp_session_series_from_columns (session) && g_str_equal (key, "series"))
    return take_object_node (series_object (gp_session_get_series (session)));
  return json_node_copy (json_object_get_member (document, key));
}

/* As gp_json_to_string (document_with_findings ()), with the series text
 * written out without a tree: the same bytes. */
static void
append_text_value (GString *out,
                   GBytes  *text)
{
  gsize len;
  const char *data = g_bytes_get_data (text, &len);

  /* Text only json-glib reads (never from the quick loader). */
  if (!gp_json_text_append_canonical (out, data, len))
    {
      g_autoptr(JsonNode) node = series_text_node (text);

      gp_json_append (out, node);
    }
}

static char *
document_text_with_findings (GpSession  *session,
                             JsonObject *document)
{
  g_autoptr(GList) members = json_object_get_members (document);
  g_autoptr(JsonNode) findings = json_node_alloc ();
  g_autoptr(GBytes) series_text = _gp_session_dup_series_text (session);
  g_autoptr(GBytes) events_text = _gp_session_dup_events_text (session);
  g_autoptr(GBytes) threads_text = _gp_session_dup_threads_text (session);
  GString *out = g_string_sized_new ((series_text != NULL ? g_bytes_get_size (series_text) : 0) +
                                     (events_text != NULL ? g_bytes_get_size (events_text) : 0) +
                                     (threads_text != NULL ? g_bytes_get_size (threads_text) : 0) +
                                     64 * 1024);
  gboolean has_findings = FALSE;

  json_node_take_array (json_node_init (findings, JSON_NODE_ARRAY), findings_array (session));
  g_string_append_c (out, '{');
  for (const GList *l = members; l != NULL; l = l->next)
    {
      if (l != members)
        g_string_append (out, ", ");
      gp_json_append_string (out, l->data);
      g_string_append (out, ": ");
      if (g_str_equal (l->data, "findings"))
        {
          gp_json_append (out, findings);
          has_findings = TRUE;
        }
      else if (g_str_equal (l->data, "series") && series_text != NULL)
        append_text_value (out, series_text);
      else if (g_str_equal (l->data, "events") && events_text != NULL)
        append_text_value (out, events_text);
      else if (g_str_equal (l->data, "threads") && threads_text != NULL)
        append_text_value (out, threads_text);
      else if (g_str_equal (l->data, "series") && _gp_session_series_from_columns (session))
        {
          g_autoptr(JsonNode) node = take_object_node (series_object (gp_session_get_series (session)));

          gp_json_append (out, node);
        }
      else
        gp_json_append (out, json_object_get_member (document, l->data));
    }
  if (!has_findings)
    {
      if (members != NULL)
        g_string_append (out, ", ");
      g_string_append (out, "\"findings\": ");
      gp_json_append (out, findings);
    }
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

static JsonNode *
document_with_findings (GpSession  *session,
                        JsonObject *document,
                        guint       max_events)
{
  JsonObject *root = json_object_new ();

  /* The loaded document is kept as it was read (keys we do not know
   * included); only `findings` is replaced. */
  {
    g_autoptr(GList) members = json_object_get_members (document);

    for (const GList *l = members; l != NULL; l = l->next)
      {
        if (g_str_equal (l->data, "findings"))
          json_object_set_array_member (root, "findings", findings_array (session));
        else
          json_object_set_member (root, l->data, document_member (session, document, l->data, max_events));
      }
    if (!json_object_has_member (root, "findings"))
      json_object_set_array_member (root, "findings", findings_array (session));
  }
  return take_object_node (root);
}

JsonNode *
gp_session_to_json (GpSession *session)
{
  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  return _gp_session_to_json_capped (session, G_MAXUINT);
}

JsonNode *
_gp_session_to_json_capped (GpSession *session,
                            guint      max_events)
{
  JsonObject *root;
  JsonObject *threads;
  JsonObject *document;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  document = gp_session_get_document (session);
  if (document != NULL)
    {
      g_autoptr(JsonNode) node = document_with_findings (session, document, max_events);
      return g_steal_pointer (&node);
    }

  root = json_object_new ();
  json_object_set_string_member (root, "schema", GP_SESSION_SCHEMA);
  json_object_set_object_member (root, "session", info_object (gp_session_get_info (session)));
  json_object_set_object_member (root, "target", target_object (gp_session_get_target (session)));
  json_object_set_object_member (root, "graph", graph_object (gp_session_get_graph (session)));
  json_object_set_object_member (root, "series", series_object (gp_session_get_series (session)));

  threads = json_object_new ();
  for (guint i = 0; i < gp_session_get_n_threads (session); i++)
    json_object_set_double_member (threads,
                                   gp_session_get_thread_key (session, i),
                                   gp_session_get_thread_value (session, i));
  json_object_set_object_member (root, "threads", threads);

  json_object_set_array_member (root, "findings", findings_array (session));

  json_object_set_array_member (root, "events", events_array (session, max_events));

  return take_object_node (root);
}

char *
gp_session_to_string (GpSession *session)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GBytes) events_text = NULL;
  g_autoptr(GBytes) threads_text = NULL;
  JsonObject *document;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  document = gp_session_get_document (session);
  if (document != NULL && _gp_session_has_series_text (session))
    return document_text_with_findings (session, document);
  if (document != NULL && ((events_text = _gp_session_dup_events_text (session)) != NULL ||
                           (threads_text = _gp_session_dup_threads_text (session)) != NULL))
    return document_text_with_findings (session, document);

  node = gp_session_to_json (session);
  return gp_json_to_string (node);
}

gboolean
gp_session_save (GpSession   *session,
                 const char  *path,
                 GError     **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (GP_IS_SESSION (session), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = gp_session_to_string (session);

  /* g_file_set_contents writes a temp file next to @path, fsyncs and
   * renames it over: an existing session is never left half-written. */
  if (!g_file_set_contents_full (path, text, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT,
                                 0644, &local_error))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                   "cannot write %s: %s", path, local_error->message);
      return FALSE;
    }
  return TRUE;
}
