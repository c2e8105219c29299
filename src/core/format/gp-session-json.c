/* gp-session-json.c: `gst-profile/1` documents read through json-glib, validated
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

/* The reference load: json-glib's tree of the whole document, read part by part (the graph in
 * gp-session-json-graph.c, the series in gp-session-json-series.c) with the accessors of
 * gp-session-reader.c, so that every message is one line naming the key. The quick load of
 * gp-session-load.c reads the same tree minus its large members, and falls back on this one for
 * anything it does not accept.
 *
 * Also here: the root's sections (info, target, threads, events, stored findings, which are only
 * dropped when malformed: they are recomputed anyway), a nesting check before json-glib's recursive
 * parser sees the text (at most 256 deep; it also tells a text cut short, "invalid JSON, truncated"),
 * and _gp_session_skip_bom(): both load paths read the
 * text after a UTF-8 BOM, so the scan's and the series reader's offsets are in it. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gp-error.h"
#include "gp-json-text-private.h"
#include "gp-session-json-private.h"
#include "gp-session-private.h"

static gboolean
read_info (GpSessionReader *r,
           JsonObject      *object,
           GpSessionInfo   *info)
{
  JsonNode *node;
  JsonObject *parse;

  if (!_gp_session_reader_opt_string (r, object, "id", "session.id", TRUE, info->id, &info->id) ||
      !_gp_session_reader_opt_string (r, object, "started", "session.started", TRUE, "", &info->started) ||
      !_gp_session_reader_opt_number (r, object, "duration_s", "session.duration_s", &info->duration_s) ||
      !_gp_session_reader_opt_string (r, object, "mode", "session.mode", TRUE, "run", &info->mode) ||
      !_gp_session_reader_opt_string (r, object, "launch", "session.launch", TRUE, NULL, &info->launch) ||
      !_gp_session_reader_opt_string (r, object, "label", "session.label", TRUE, "", &info->label) ||
      !_gp_session_reader_opt_string (r, object, "parent_session", "session.parent_session", TRUE, NULL,
                                      &info->parent_session) ||
      !_gp_session_reader_opt_string_array (r, object, "notes", "session.notes", info->notes))
    return FALSE;
  {
    gboolean reached_playing = TRUE;

    if (!_gp_session_reader_opt_bool (r, object, "reached_playing", "session.reached_playing",
                                      &reached_playing))
      return FALSE;
    info->never_played = !reached_playing;
  }

  node = json_object_get_member (object, "command");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);

      if (!_gp_session_reader_opt_string_array (r, object, "command", "session.command", argv))
        return FALSE;
      g_ptr_array_add (argv, NULL);
      info->command = (GStrv) g_ptr_array_free (g_steal_pointer (&argv), FALSE);
    }

  if (!_gp_session_reader_opt_object (r, object, "parse", "session.parse", &parse))
    return FALSE;
  if (parse != NULL)
    {
      static const char * const keys[] = { "lines", "records", "caps_events", "format_decls", "unparsed", "errors" };
      guint64 *fields[] = { &info->parse.lines, &info->parse.records, &info->parse.caps_events,
                            &info->parse.format_decls, &info->parse.unparsed, &info->parse.errors };

      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        {
          double v = 0;
          g_autofree char *path = g_strconcat ("session.parse.", keys[i], NULL);

          if (!_gp_session_reader_opt_number (r, parse, keys[i], path, &v))
            return FALSE;
          *fields[i] = v > 0 ? (guint64) v : 0;
        }
      info->has_parse = TRUE;
    }
  return TRUE;
}

static gboolean
read_target (GpSessionReader *r,
             JsonObject      *object,
             GpTarget        *target)
{
  JsonObject *caps;
  JsonObject *ssh;

  if (!_gp_session_reader_opt_string (r, object, "gstreamer", "target.gstreamer", TRUE, "", &target->gstreamer) ||
      !_gp_session_reader_opt_string (r, object, "platform", "target.platform", TRUE, "generic", &target->platform) ||
      !_gp_session_reader_opt_string (r, object, "board", "target.board", TRUE, "", &target->board) ||
      !_gp_session_reader_opt_string (r, object, "l4t", "target.l4t", TRUE, "", &target->l4t) ||
      !_gp_session_reader_opt_string (r, object, "python", "target.python", TRUE, "", &target->python) ||
      !_gp_session_reader_opt_string_array (r, object, "sources_present", "target.sources_present",
                                            target->sources_present) ||
      !_gp_session_reader_opt_string_array (r, object, "sources_missing", "target.sources_missing",
                                            target->sources_missing))
    return FALSE;

  if (!_gp_session_reader_opt_object (r, object, "capabilities", "target.capabilities", &caps))
    return FALSE;
  if (caps != NULL)
    {
      GpCapabilities *c = &target->capabilities;
      g_autofree char *whereabouts = NULL;
      g_autofree char *timing = NULL;

      if (!_gp_session_reader_opt_bool (r, caps, "element_latency", "target.capabilities.element_latency",
                                        &c->element_latency) ||
          !_gp_session_reader_opt_bool (r, caps, "stats", "target.capabilities.stats", &c->stats) ||
          !_gp_session_reader_opt_bool (r, caps, "queue_levels", "target.capabilities.queue_levels", &c->queue_levels) ||
          !_gp_session_reader_opt_bool (r, caps, "tegrastats", "target.capabilities.tegrastats", &c->tegrastats) ||
          !_gp_session_reader_opt_string (r, caps, "whereabouts", "target.capabilities.whereabouts", TRUE, NULL,
                                          &whereabouts) ||
          !_gp_session_reader_opt_string (r, caps, "timing", "target.capabilities.timing", TRUE, NULL, &timing))
        return FALSE;
      c->timing = g_strcmp0 (timing, "in-process") == 0 ? GP_TIMING_IN_PROCESS : GP_TIMING_PER_BUFFER;
      /* An unknown value (a later version's) reads as not measured. */
      if (whereabouts != NULL && !gp_whereabouts_from_string (whereabouts, &c->whereabouts))
        c->whereabouts = GP_WHEREABOUTS_NONE;
    }

  if (!_gp_session_reader_opt_object (r, object, "ssh", "target.ssh", &ssh))
    return FALSE;
  if (ssh != NULL)
    {
      JsonNode *node = json_object_get_member (ssh, "destination");
      g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *destination = NULL;

      if (node == NULL)
        return _gp_session_reader_fail (r, "missing key 'target.ssh.destination'");
      if (!_gp_session_reader_is_string (node) || *json_node_get_string (node) == '\0')
        return _gp_session_reader_fail (r, "'target.ssh.destination' is %s, not a host",
                                        _gp_session_reader_is_string (node) ? "an empty string"
                                                                            : _gp_session_reader_type_name (node));
      destination = g_strdup (json_node_get_string (node));
      if (!_gp_session_reader_opt_string_array (r, ssh, "options", "target.ssh.options", options))
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
read_threads (GpSessionReader *r,
              JsonObject      *root,
              GpSession       *session)
{
  JsonObject *threads;
  g_autoptr(GList) members = NULL;

  if (!_gp_session_reader_opt_object (r, root, "threads", "threads", &threads))
    return FALSE;
  if (threads == NULL)
    return TRUE;
  members = json_object_get_members (threads);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *value = json_object_get_member (threads, l->data);

      if (JSON_NODE_HOLDS_NULL (value))
        continue;
      if (!_gp_session_reader_is_number (value))
        return _gp_session_reader_fail (r, "'threads.%s' is %s, not a number", (const char *) l->data,
                                        _gp_session_reader_type_name (value));
      gp_session_set_thread (session, l->data, json_node_get_double (value));
    }
  return TRUE;
}

static gboolean
read_events (GpSessionReader *r,
             JsonObject      *root,
             GpSession       *session)
{
  JsonArray *events;

  if (!_gp_session_reader_opt_array (r, root, "events", "events", &events))
    return FALSE;
  for (guint i = 0; events != NULL && i < json_array_get_length (events); i++)
    {
      g_autofree char *path = g_strdup_printf ("events[%u]", i);
      g_autofree char *sub = NULL;
      g_autofree char *kind = NULL;
      g_autofree char *text = NULL;
      g_autofree char *element = NULL;
      double t = 0;
      JsonObject *eo;

      if (!(eo = _gp_session_reader_item_object (r, json_array_get_element (events, i), path)))
        return FALSE;
#define SUB(k) (g_free (sub), sub = g_strconcat (path, "." k, NULL))
      if (!_gp_session_reader_opt_number (r, eo, "t", SUB ("t"), &t) ||
          !_gp_session_reader_opt_string (r, eo, "kind", SUB ("kind"), TRUE, "note", &kind) ||
          !_gp_session_reader_opt_string (r, eo, "text", SUB ("text"), TRUE, "", &text) ||
          !_gp_session_reader_opt_string (r, eo, "element", SUB ("element"), TRUE, NULL, &element))
        return FALSE;
#undef SUB
      gp_session_add_element_event (session, t, kind, element, text);
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

/* json-glib's parser recurses; refuse absurd nesting before it does. With
 * @open, whether the text ends inside a string, an object or an array (a
 * file cut short: json-glib's own message then says little). */
static gboolean
nesting_is_sane (const char *data,
                 gsize       len,
                 gboolean   *open)
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
  if (open != NULL)
    *open = in_string || depth > 0;
  return TRUE;
}

/* Whether json-glib's error ("<data>:LINE:COLUMN: …") is at the end of the
 * text: on its last line, in its last characters. A text that ends open
 * and fails there was cut short; one that fails before has another fault. */
static gboolean
error_at_end (const char *message,
              const char *data,
              gsize       len)
{
  const char *last_line;
  guint line = 0;
  guint column = 0;
  guint n_lines = 1;
  glong last_length;

  if (sscanf (message, "<data>:%u:%u:", &line, &column) != 2)
    return FALSE;
  while (len > 0 && g_ascii_isspace (data[len - 1]))
    len--;
  last_line = data;
  for (gsize i = 0; i < len; i++)
    if (data[i] == '\n')
      {
        n_lines++;
        last_line = data + i + 1;
      }
  last_length = g_utf8_strlen (last_line, data + len - last_line);

  return line == n_lines && (glong) column + 64 >= last_length;
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
  gboolean open = FALSE;

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

  if (!nesting_is_sane (data, len, &open))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "JSON nested too deeply");
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, len, &local_error))
    {
      /* "truncated": the app's messages (gp-error-text.c) say so in words. */
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "invalid JSON%s: %s",
                   open && error_at_end (local_error->message, data, len) ? ", truncated" : "",
                   local_error->message);
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
  GpSessionReader r = { error, NULL };
  JsonObject *object;
  JsonNode *schema;

  g_return_val_if_fail (root != NULL, NULL);

  schema = json_object_get_member (root, "schema");
  if (schema == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "no 'schema' key: not a %s session", GP_SESSION_SCHEMA);
      return NULL;
    }
  if (!_gp_session_reader_is_string (schema) || g_strcmp0 (json_node_get_string (schema), GP_SESSION_SCHEMA) != 0)
    {
      g_autofree char *shown = _gp_session_reader_is_string (schema) ? g_strescape (json_node_get_string (schema), NULL)
                                                  : g_strdup (_gp_session_reader_type_name (schema));
      if (strlen (shown) > 40)
        strcpy (shown + 37, "...");
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "schema is '%s', expected '%s'", shown, GP_SESSION_SCHEMA);
      return NULL;
    }

  session = gp_session_new ();

  if (!(object = _gp_session_reader_need_object (&r, root, "session", "session")) ||
      !read_info (&r, object, gp_session_get_info (session)))
    return NULL;
  if (!(object = _gp_session_reader_need_object (&r, root, "target", "target")) ||
      !read_target (&r, object, gp_session_get_target (session)))
    return NULL;
  if (!(object = _gp_session_reader_need_object (&r, root, "graph", "graph")) ||
      !_gp_session_json_read_graph (&r, object, gp_session_get_graph (session)))
    return NULL;
  if (with_series)
    {
      if (!(object = _gp_session_reader_need_object (&r, root, "series", "series")) ||
          !_gp_session_json_read_series (&r, object, &series))
        return NULL;
      _gp_session_set_series (session, g_steal_pointer (&series));
    }
  if (!read_threads (&r, root, session) || !read_events (&r, root, session))
    return NULL;
  read_findings (root, session);

  _gp_session_set_document (session, root);

  return g_steal_pointer (&session);
}
