/* gp-session-json.c
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

#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "gp-error.h"
#include "gp-graph-private.h"
#include "gp-json-text-private.h"
#include "gp-json-writer.h"
#include "gp-session-json.h"
#include "gp-series-private.h"
#include "gp-session-private.h"

/* ------------------------------------------------------------------ */
/* Reading: every accessor names the key path in its error message.    */

typedef struct
{
  GError  **error;
  GpSeries *mask_series;  /* records which samples are JSON integers */
} Reader;

static gboolean G_GNUC_PRINTF (2, 3)
fail (Reader     *r,
      const char *format,
      ...)
{
  va_list args;

  if (r->error != NULL && *r->error == NULL)
    {
      va_start (args, format);
      *r->error = g_error_new_valist (GP_ERROR, GP_ERROR_INVALID, format, args);
      va_end (args);
    }
  return FALSE;
}

static const char *
type_name (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return "an object";
  if (JSON_NODE_HOLDS_ARRAY (node))
    return "an array";
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return "a string";
    case G_TYPE_BOOLEAN:
      return "a boolean";
    case G_TYPE_INT64:
    case G_TYPE_DOUBLE:
      return "a number";
    default:
      return "a value";
    }
}

static gboolean
is_number (JsonNode *node)
{
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  return type == G_TYPE_INT64 || type == G_TYPE_DOUBLE;
}

static gboolean
is_string (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_STRING;
}

static gboolean
is_bool (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN;
}

/* A required object member. */
static JsonObject *
need_object (Reader     *r,
             JsonObject *parent,
             const char *key,
             const char *path)
{
  JsonNode *node = json_object_get_member (parent, key);

  if (node == NULL)
    return fail (r, "missing key '%s'", path), NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (r, "'%s' is %s, not an object", path, type_name (node)), NULL;
  return json_node_get_object (node);
}

static JsonArray *
need_array (Reader     *r,
            JsonObject *parent,
            const char *key,
            const char *path)
{
  JsonNode *node = json_object_get_member (parent, key);

  if (node == NULL)
    return fail (r, "missing key '%s'", path), NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (r, "'%s' is %s, not an array", path, type_name (node)), NULL;
  return json_node_get_array (node);
}

/* Optional members: absent → default; present with the wrong type → error. */
static gboolean
opt_string (Reader      *r,
            JsonObject  *parent,
            const char  *key,
            const char  *path,
            gboolean     nullable,
            const char  *fallback,
            char       **out)
{
  JsonNode *node = json_object_get_member (parent, key);

  if (node == NULL || (nullable && JSON_NODE_HOLDS_NULL (node)))
    {
      /* @fallback may be *out itself: copy before freeing. */
      char *copy = g_strdup (fallback);

      g_free (*out);
      *out = copy;
      return TRUE;
    }
  if (!is_string (node))
    return fail (r, "'%s' is %s, not a string", path, type_name (node));
  g_free (*out);
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

static gboolean
opt_number (Reader     *r,
            JsonObject *parent,
            const char *key,
            const char *path,
            double     *out)
{
  JsonNode *node = json_object_get_member (parent, key);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!is_number (node))
    return fail (r, "'%s' is %s, not a number", path, type_name (node));
  *out = json_node_get_double (node);
  return TRUE;
}

static gboolean
opt_bool (Reader     *r,
          JsonObject *parent,
          const char *key,
          const char *path,
          gboolean   *out)
{
  JsonNode *node = json_object_get_member (parent, key);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!is_bool (node))
    return fail (r, "'%s' is %s, not a boolean", path, type_name (node));
  *out = json_node_get_boolean (node);
  return TRUE;
}

static gboolean
opt_string_array (Reader     *r,
                  JsonObject *parent,
                  const char *key,
                  const char *path,
                  GPtrArray  *into)
{
  JsonNode *node = json_object_get_member (parent, key);
  JsonArray *array;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (r, "'%s' is %s, not an array", path, type_name (node));
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      if (!is_string (item))
        return fail (r, "'%s[%u]' is %s, not a string", path, i, type_name (item));
      g_ptr_array_add (into, g_strdup (json_node_get_string (item)));
    }
  return TRUE;
}

/* Property values are strings in our files; other tools may write scalars. */
static char *
scalar_to_string (JsonNode *node)
{
  if (is_string (node))
    return g_strdup (json_node_get_string (node));
  if (is_bool (node))
    return g_strdup (json_node_get_boolean (node) ? "true" : "false");
  if (is_number (node))
    {
      GString *s = g_string_new (NULL);
      if (json_node_get_value_type (node) == G_TYPE_INT64)
        g_string_append_printf (s, "%" G_GINT64_FORMAT, json_node_get_int (node));
      else
        gp_json_append_double (s, json_node_get_double (node));
      return g_string_free (s, FALSE);
    }
  return NULL;
}

static gboolean
read_str_map (Reader     *r,
              JsonObject *parent,
              const char *key,
              const char *path,
              GpStrMap   *map)
{
  JsonNode *node = json_object_get_member (parent, key);
  JsonObject *object;
  g_autoptr(GList) members = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (r, "'%s' is %s, not an object", path, type_name (node));
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *value = json_object_get_member (object, l->data);
      g_autofree char *str = scalar_to_string (value);

      if (str == NULL && !JSON_NODE_HOLDS_NULL (value))
        return fail (r, "'%s.%s' is %s, not a string", path, (const char *) l->data, type_name (value));
      gp_str_map_set (map, l->data, str ? str : "", TRUE);
    }
  return TRUE;
}

static gboolean
read_info (Reader        *r,
           JsonObject    *object,
           GpSessionInfo *info)
{
  JsonNode *node;

  if (!opt_string (r, object, "id", "session.id", TRUE, info->id, &info->id) ||
      !opt_string (r, object, "started", "session.started", TRUE, "", &info->started) ||
      !opt_number (r, object, "duration_s", "session.duration_s", &info->duration_s) ||
      !opt_string (r, object, "mode", "session.mode", TRUE, "run", &info->mode) ||
      !opt_string (r, object, "launch", "session.launch", TRUE, NULL, &info->launch) ||
      !opt_string (r, object, "label", "session.label", TRUE, "", &info->label) ||
      !opt_string (r, object, "parent_session", "session.parent_session", TRUE, NULL, &info->parent_session) ||
      !opt_string_array (r, object, "notes", "session.notes", info->notes))
    return FALSE;

  node = json_object_get_member (object, "command");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);

      if (!opt_string_array (r, object, "command", "session.command", argv))
        return FALSE;
      g_ptr_array_add (argv, NULL);
      info->command = (GStrv) g_ptr_array_free (g_steal_pointer (&argv), FALSE);
    }

  node = json_object_get_member (object, "parse");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      static const char * const keys[] = { "lines", "records", "caps_events", "format_decls", "unparsed", "errors" };
      guint64 *fields[] = { &info->parse.lines, &info->parse.records, &info->parse.caps_events,
                            &info->parse.format_decls, &info->parse.unparsed, &info->parse.errors };
      JsonObject *parse;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (r, "'session.parse' is %s, not an object", type_name (node));
      parse = json_node_get_object (node);
      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        {
          double v = 0;
          g_autofree char *path = g_strconcat ("session.parse.", keys[i], NULL);

          if (!opt_number (r, parse, keys[i], path, &v))
            return FALSE;
          *fields[i] = v > 0 ? (guint64) v : 0;
        }
      info->has_parse = TRUE;
    }
  return TRUE;
}

static gboolean
read_target (Reader     *r,
             JsonObject *object,
             GpTarget   *target)
{
  JsonNode *node;

  if (!opt_string (r, object, "gstreamer", "target.gstreamer", TRUE, "", &target->gstreamer) ||
      !opt_string (r, object, "platform", "target.platform", TRUE, "generic", &target->platform) ||
      !opt_string (r, object, "board", "target.board", TRUE, "", &target->board) ||
      !opt_string (r, object, "l4t", "target.l4t", TRUE, "", &target->l4t) ||
      !opt_string (r, object, "python", "target.python", TRUE, "", &target->python) ||
      !opt_string_array (r, object, "sources_present", "target.sources_present", target->sources_present) ||
      !opt_string_array (r, object, "sources_missing", "target.sources_missing", target->sources_missing))
    return FALSE;

  node = json_object_get_member (object, "capabilities");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonObject *caps;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (r, "'target.capabilities' is %s, not an object", type_name (node));
      caps = json_node_get_object (node);
      if (!opt_bool (r, caps, "element_latency", "target.capabilities.element_latency", &target->capabilities.element_latency) ||
          !opt_bool (r, caps, "stats", "target.capabilities.stats", &target->capabilities.stats) ||
          !opt_bool (r, caps, "queue_levels", "target.capabilities.queue_levels", &target->capabilities.queue_levels) ||
          !opt_bool (r, caps, "tegrastats", "target.capabilities.tegrastats", &target->capabilities.tegrastats))
        return FALSE;
    }

  node = json_object_get_member (object, "ssh");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonObject *ssh;
      g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *destination = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (r, "'target.ssh' is %s, not an object", type_name (node));
      ssh = json_node_get_object (node);
      node = json_object_get_member (ssh, "destination");
      if (node == NULL)
        return fail (r, "missing key 'target.ssh.destination'");
      if (!is_string (node) || *json_node_get_string (node) == '\0')
        return fail (r, "'target.ssh.destination' is %s, not a host",
                     is_string (node) ? "an empty string" : type_name (node));
      destination = g_strdup (json_node_get_string (node));
      if (!opt_string_array (r, ssh, "options", "target.ssh.options", options))
        return FALSE;
      g_ptr_array_add (options, NULL);

      g_free (target->ssh_destination);
      target->ssh_destination = g_steal_pointer (&destination);
      g_strfreev (target->ssh_options);
      target->ssh_options = (GStrv) g_ptr_array_free (g_steal_pointer (&options), FALSE);
    }
  return TRUE;
}

static gboolean
read_graph (Reader     *r,
            JsonObject *object,
            GpGraph    *graph)
{
  JsonArray *elements;
  JsonArray *links;
  g_autofree char *pipeline = NULL;

  if (!opt_string (r, object, "pipeline", "graph.pipeline", TRUE, NULL, &pipeline))
    return FALSE;
  gp_graph_set_pipeline (graph, pipeline);

  if (!(elements = need_array (r, object, "elements", "graph.elements")) ||
      !(links = need_array (r, object, "links", "graph.links")))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (elements); i++)
    {
      JsonNode *node = json_array_get_element (elements, i);
      g_autofree char *path = g_strdup_printf ("graph.elements[%u]", i);
      g_autofree char *sub = NULL;
      JsonObject *eo;
      JsonNode *id;
      GpElement *element;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (r, "'%s' is %s, not an object", path, type_name (node));
      eo = json_node_get_object (node);
      id = json_object_get_member (eo, "id");
      if (!is_string (id))
        return fail (r, "'%s.id' is %s, not a string", path, id ? type_name (id) : "missing");
      element = gp_graph_ensure_element (graph, json_node_get_string (id), NULL);

#define SUB(k) (g_free (sub), sub = g_strconcat (path, "." k, NULL))
      if (!opt_string (r, eo, "factory", SUB ("factory"), TRUE, "", &element->factory) ||
          !opt_string (r, eo, "gtype", SUB ("gtype"), TRUE, "", &element->gtype) ||
          !opt_string (r, eo, "vendor", SUB ("vendor"), TRUE, "generic", &element->vendor) ||
          !opt_string (r, eo, "klass", SUB ("klass"), TRUE, "", &element->klass) ||
          !opt_string (r, eo, "bin", SUB ("bin"), TRUE, NULL, &element->bin) ||
          !opt_bool (r, eo, "is_bin", SUB ("is_bin"), &element->is_bin) ||
          !read_str_map (r, eo, "props", SUB ("props"), element->props) ||
          !read_str_map (r, eo, "pads", SUB ("pads"), element->pads))
        return FALSE;
#undef SUB
    }

  for (guint i = 0; i < json_array_get_length (links); i++)
    {
      JsonNode *node = json_array_get_element (links, i);
      g_autofree char *path = g_strdup_printf ("graph.links[%u]", i);
      g_autofree char *id = NULL;
      g_autofree char *src = NULL;
      g_autofree char *sink = NULL;
      g_autofree char *memory = NULL;
      g_autofree char *sub = NULL;
      JsonObject *lo;
      GpLink *link;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (r, "'%s' is %s, not an object", path, type_name (node));
      lo = json_node_get_object (node);

#define SUB(k) (g_free (sub), sub = g_strconcat (path, "." k, NULL))
      if (!opt_string (r, lo, "src", SUB ("src"), FALSE, NULL, &src) ||
          !opt_string (r, lo, "sink", SUB ("sink"), FALSE, NULL, &sink) ||
          !opt_string (r, lo, "id", SUB ("id"), FALSE, NULL, &id))
        return FALSE;
      if (src == NULL || sink == NULL)
        return fail (r, "'%s' has no src or sink", path);
      if (id == NULL)
        id = g_strconcat (src, "->", sink, NULL);

      link = _gp_graph_add_link_from_ids (graph, id, src, sink);
      if (!opt_string (r, lo, "caps", SUB ("caps"), TRUE, "", &link->caps) ||
          !opt_string (r, lo, "format", SUB ("format"), TRUE, NULL, &link->format) ||
          !opt_string (r, lo, "media", SUB ("media"), TRUE, "", &link->media) ||
          !opt_string (r, lo, "memory", SUB ("memory"), TRUE, "unknown", &memory))
        return FALSE;
#undef SUB
      if (!gp_memory_from_string (memory, &link->memory))
        link->memory = GP_MEMORY_UNKNOWN;
    }
  return TRUE;
}

/* Fills @column (already n long, all null) from an optional JSON array of
 * numbers/nulls. Longer arrays are cut, shorter ones padded with null. */
static gboolean
read_double_column (Reader     *r,
                    JsonObject *object,
                    const char *key,
                    const char *path,
                    GArray     *column)
{
  JsonNode *node = json_object_get_member (object, key);
  JsonArray *array;
  guint n;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (r, "'%s.%s' is %s, not an array", path, key, type_name (node));
  array = json_node_get_array (node);
  n = MIN (json_array_get_length (array), column->len);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_NULL (item))
        continue;
      if (is_bool (item))
        g_array_index (column, double, i) = json_node_get_boolean (item) ? 1.0 : 0.0;
      else if (is_number (item))
        {
          if (!isfinite (json_node_get_double (item)))
            return fail (r, "'%s.%s[%u]' is a number outside the double range", path, key, i);
          g_array_index (column, double, i) = json_node_get_double (item);
          if (r->mask_series != NULL && json_node_get_value_type (item) == G_TYPE_INT64)
            _gp_int_mask_set (_gp_series_ensure_int_mask (r->mask_series, column), i);
        }
      else
        return fail (r, "'%s.%s[%u]' is %s, not a number", path, key, i, type_name (item));
    }
  return TRUE;
}

static gboolean
read_int_column (Reader     *r,
                 JsonObject *object,
                 const char *key,
                 const char *path,
                 GArray     *column,
                 gboolean    as_bool)
{
  g_autoptr(GArray) tmp = g_array_new (FALSE, FALSE, sizeof (double));
  Reader plain = { r->error, NULL };

  for (guint i = 0; i < column->len; i++)
    {
      double v = GP_NULL;
      g_array_append_val (tmp, v);
    }
  if (!read_double_column (&plain, object, key, path, tmp))
    return FALSE;
  for (guint i = 0; i < column->len; i++)
    {
      double v = g_array_index (tmp, double, i);
      if (as_bool)
        g_array_index (column, guint8, i) = !gp_is_null (v) && v != 0.0;
      else
        g_array_index (column, gint64, i) = _gp_series_count_from_double (v);
    }
  return TRUE;
}

typedef gboolean (*ReadColumnsFunc) (Reader     *r,
                                     JsonObject *object,
                                     const char *key,
                                     const char *path,
                                     GpSeries   *series);

static gboolean
read_element_columns (Reader     *r,
                      JsonObject *eo,
                      const char *key,
                      const char *path,
                      GpSeries   *series)
{
  GpElementSeries *es = gp_series_ensure_element (series, key);

  return read_double_column (r, eo, "proc_ms_p50", path, es->proc_ms_p50) &&
         read_double_column (r, eo, "proc_ms_p95", path, es->proc_ms_p95) &&
         read_double_column (r, eo, "cpu_pct", path, es->cpu_pct) &&
         read_double_column (r, eo, "queue_level", path, es->queue_level) &&
         read_int_column (r, eo, "buffers", path, es->buffers, FALSE);
}

static gboolean
read_link_columns (Reader     *r,
                   JsonObject *lo,
                   const char *key,
                   const char *path,
                   GpSeries   *series)
{
  GpLinkSeries *ls = gp_series_ensure_link (series, key);

  return read_double_column (r, lo, "fps", path, ls->fps) &&
         read_double_column (r, lo, "bytes_s", path, ls->bytes_s) &&
         read_int_column (r, lo, "stalled", path, ls->stalled, TRUE);
}

/* `series.<member>`: an optional object of objects, one per element or link. */
static gboolean
read_keyed_columns (Reader          *r,
                    JsonObject      *object,
                    const char      *member,
                    GpSeries        *series,
                    ReadColumnsFunc  read_one)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonObject *keyed;
  g_autoptr(GList) keys = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (r, "'series.%s' is %s, not an object", member, type_name (node));
  keyed = json_node_get_object (node);
  keys = json_object_get_members (keyed);
  for (const GList *l = keys; l != NULL; l = l->next)
    {
      JsonNode *item = json_object_get_member (keyed, l->data);
      g_autofree char *path = g_strconcat ("series.", member, ".", (const char *) l->data, NULL);

      if (!JSON_NODE_HOLDS_OBJECT (item))
        return fail (r, "'%s' is %s, not an object", path, type_name (item));
      if (!read_one (r, json_node_get_object (item), l->data, path, series))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_series (Reader     *r,
             JsonObject *object,
             GpSeries  **out)
{
  g_autoptr(GpSeries) series = NULL;
  JsonArray *t;
  double window_ms = 250;
  JsonNode *node;

  if (!opt_number (r, object, "window_ms", "series.window_ms", &window_ms))
    return FALSE;
  if (!(window_ms >= 1 && window_ms <= 3600000))
    return fail (r, "'series.window_ms' is out of range");
  if (!(t = need_array (r, object, "t", "series.t")))
    return FALSE;

  series = gp_series_new ((guint) window_ms);
  r->mask_series = series;
  for (guint i = 0; i < json_array_get_length (t); i++)
    {
      JsonNode *item = json_array_get_element (t, i);
      if (!is_number (item))
        return fail (r, "'series.t[%u]' is %s, not a number", i, type_name (item));
      /* 1e999 reads as infinity, which no JSON can hold: a save could not be
       * read back (the series reader says the same). */
      if (!isfinite (json_node_get_double (item)))
        return fail (r, "'series.t[%u]' is a number outside the double range", i);
      gp_series_append_window (series, json_node_get_double (item));
    }

  if (!read_keyed_columns (r, object, "elements", series, read_element_columns) ||
      !read_keyed_columns (r, object, "links", series, read_link_columns))
    return FALSE;

  node = json_object_get_member (object, "pipeline");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      GpPipelineSeries *ps = gp_series_get_pipeline (series);
      JsonObject *po;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (r, "'series.pipeline' is %s, not an object", type_name (node));
      po = json_node_get_object (node);
      if (!read_double_column (r, po, "latency_ms_p50", "series.pipeline", ps->latency_ms_p50) ||
          !read_double_column (r, po, "latency_ms_p95", "series.pipeline", ps->latency_ms_p95) ||
          !read_double_column (r, po, "reported_latency_ms", "series.pipeline", ps->reported_latency_ms))
        return FALSE;
    }

  node = json_object_get_member (object, "system");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      GpSystemSeries *ss = gp_series_get_system (series);
      JsonObject *so;
      JsonNode *cores;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (r, "'series.system' is %s, not an object", type_name (node));
      so = json_node_get_object (node);
      if (!read_double_column (r, so, "cpu_pct", "series.system", ss->cpu_pct) ||
          !read_double_column (r, so, "gr3d_pct", "series.system", ss->gr3d_pct) ||
          !read_double_column (r, so, "vic_pct", "series.system", ss->vic_pct) ||
          !read_double_column (r, so, "nvenc_pct", "series.system", ss->nvenc_pct) ||
          !read_double_column (r, so, "nvdec_pct", "series.system", ss->nvdec_pct) ||
          !read_double_column (r, so, "emc_pct", "series.system", ss->emc_pct) ||
          !read_double_column (r, so, "rss_bytes", "series.system", ss->rss_bytes))
        return FALSE;

      cores = json_object_get_member (so, "cpu_pct_per_core");
      if (cores != NULL && !JSON_NODE_HOLDS_NULL (cores))
        {
          JsonArray *rows;

          if (!JSON_NODE_HOLDS_ARRAY (cores))
            return fail (r, "'series.system.cpu_pct_per_core' is %s, not an array", type_name (cores));
          rows = json_node_get_array (cores);
          for (guint i = 0; i < MIN (json_array_get_length (rows), ss->cpu_pct_per_core->len); i++)
            {
              JsonNode *row = json_array_get_element (rows, i);
              GArray *column = g_ptr_array_index (ss->cpu_pct_per_core, i);
              JsonArray *values;

              if (JSON_NODE_HOLDS_NULL (row))
                continue;
              if (!JSON_NODE_HOLDS_ARRAY (row))
                return fail (r, "'series.system.cpu_pct_per_core[%u]' is %s, not an array", i, type_name (row));
              values = json_node_get_array (row);
              for (guint j = 0; j < json_array_get_length (values); j++)
                {
                  JsonNode *item = json_array_get_element (values, j);
                  double v = GP_NULL;

                  if (is_number (item) && !isfinite (json_node_get_double (item)))
                    return fail (r, "'series.system.cpu_pct_per_core[%u][%u]' is a number outside the double range",
                                 i, j);
                  if (is_number (item))
                    v = json_node_get_double (item);
                  else if (!JSON_NODE_HOLDS_NULL (item))
                    return fail (r, "'series.system.cpu_pct_per_core[%u][%u]' is %s, not a number",
                                 i, j, type_name (item));
                  g_array_append_val (column, v);
                }
            }
        }
    }

  r->mask_series = NULL;
  *out = g_steal_pointer (&series);
  return TRUE;
}

static gboolean
read_threads (Reader     *r,
              JsonObject *root,
              GpSession  *session)
{
  JsonNode *node = json_object_get_member (root, "threads");
  JsonObject *threads;
  g_autoptr(GList) members = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (r, "'threads' is %s, not an object", type_name (node));
  threads = json_node_get_object (node);
  members = json_object_get_members (threads);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *value = json_object_get_member (threads, l->data);

      if (JSON_NODE_HOLDS_NULL (value))
        continue;
      if (!is_number (value))
        return fail (r, "'threads.%s' is %s, not a number", (const char *) l->data, type_name (value));
      gp_session_set_thread (session, l->data, json_node_get_double (value));
    }
  return TRUE;
}

static gboolean
read_events (Reader     *r,
             JsonObject *root,
             GpSession  *session)
{
  JsonNode *node = json_object_get_member (root, "events");
  JsonArray *events;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (r, "'events' is %s, not an array", type_name (node));
  events = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonNode *item = json_array_get_element (events, i);
      g_autofree char *path = g_strdup_printf ("events[%u]", i);
      g_autofree char *sub = NULL;
      g_autofree char *kind = NULL;
      g_autofree char *text = NULL;
      double t = 0;
      JsonObject *eo;

      if (!JSON_NODE_HOLDS_OBJECT (item))
        return fail (r, "'%s' is %s, not an object", path, type_name (item));
      eo = json_node_get_object (item);
#define SUB(k) (g_free (sub), sub = g_strconcat (path, "." k, NULL))
      if (!opt_number (r, eo, "t", SUB ("t"), &t) ||
          !opt_string (r, eo, "kind", SUB ("kind"), TRUE, "note", &kind) ||
          !opt_string (r, eo, "text", SUB ("text"), TRUE, "", &text))
        return FALSE;
#undef SUB
      gp_session_add_event (session, t, kind, text);
    }
  return TRUE;
}

static void
read_findings (JsonObject *root,
               GpSession  *session)
{
  JsonNode *node = json_object_get_member (root, "findings");
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);
  JsonArray *array;

  /* Stored findings go stale and are recomputed; a malformed one is only
   * dropped, never a reason to refuse the session. */
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      GpFinding *finding;

      if (!JSON_NODE_HOLDS_OBJECT (item))
        continue;
      finding = gp_finding_from_json (json_node_get_object (item), NULL);
      if (finding != NULL)
        g_ptr_array_add (findings, finding);
    }
  gp_session_take_findings (session, g_steal_pointer (&findings));
}

/* json-glib's parser recurses; refuse absurd nesting before it does. */
static gboolean
nesting_is_sane (const char *data,
                 gsize       len)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < len; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > 256)
            return FALSE;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

GBytes *
_gp_session_skip_bom (GBytes *bytes)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    return g_bytes_new_from_bytes (bytes, 3, len - 3);
  return g_bytes_ref (bytes);
}

/* The document as json-glib reads it, all of it in one tree: the reference
 * behaviour (messages included) that the faster path of gp-session-load.c
 * falls back on. */
GpSession *
_gp_session_load_tree (GBytes  *bytes,
                       GError **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) text = NULL;
  gsize len;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);

  text = _gp_session_skip_bom (bytes);
  data = g_bytes_get_data (text, &len);
  if (len == 0)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "the file is empty");
      return NULL;
    }
  if (memchr (data, '\0', len) != NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "binary data (NUL bytes), not JSON");
      return NULL;
    }
  if (!g_utf8_validate (data, len, NULL))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "not valid UTF-8");
      return NULL;
    }

  {
    gsize i = 0;

    const char *type;

    while (i < len && g_ascii_isspace (data[i]))
      i++;
    if (i == len || data[i] != '{')
      {
        type = _gp_json_text_type_name (data + i, data + len);
        if (type != NULL)
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       "the top level is %s, not an object with \"schema\"", type);
        else
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "the top level is not a JSON object");
        return NULL;
      }
  }

  if (!nesting_is_sane (data, len))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "JSON nested too deeply");
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, len, &local_error))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "invalid JSON: %s", local_error->message);
      return NULL;
    }

  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "the top level is not a JSON object");
      return NULL;
    }

  return _gp_session_read_root (json_node_get_object (json_parser_get_root (parser)), TRUE, error);
}

GpSession *
_gp_session_read_root (JsonObject  *root,
                       gboolean     with_series,
                       GError     **error)
{
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSeries) series = NULL;
  Reader r = { error, NULL };
  JsonObject *object;
  JsonNode *schema;

  g_return_val_if_fail (root != NULL, NULL);

  schema = json_object_get_member (root, "schema");
  if (schema == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "no 'schema' key: not a %s session", GP_SESSION_SCHEMA);
      return NULL;
    }
  if (!is_string (schema) || g_strcmp0 (json_node_get_string (schema), GP_SESSION_SCHEMA) != 0)
    {
      g_autofree char *shown = is_string (schema) ? g_strescape (json_node_get_string (schema), NULL)
                                                  : g_strdup (type_name (schema));
      if (strlen (shown) > 40)
        strcpy (shown + 37, "...");
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "schema is '%s', expected '%s'", shown, GP_SESSION_SCHEMA);
      return NULL;
    }

  session = gp_session_new ();

  if (!(object = need_object (&r, root, "session", "session")) ||
      !read_info (&r, object, gp_session_get_info (session)))
    return NULL;
  if (!(object = need_object (&r, root, "target", "target")) ||
      !read_target (&r, object, gp_session_get_target (session)))
    return NULL;
  if (!(object = need_object (&r, root, "graph", "graph")) ||
      !read_graph (&r, object, gp_session_get_graph (session)))
    return NULL;
  if (with_series)
    {
      if (!(object = need_object (&r, root, "series", "series")) ||
          !read_series (&r, object, &series))
        return NULL;
      _gp_session_set_series (session, g_steal_pointer (&series));
    }
  if (!read_threads (&r, root, session) || !read_events (&r, root, session))
    return NULL;
  read_findings (root, session);

  _gp_session_set_document (session, root);

  return g_steal_pointer (&session);
}
