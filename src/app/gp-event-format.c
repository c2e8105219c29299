/* gp-event-format.c: a session's events in words: which element, which transition
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

/* The events' texts are GStreamer's serialized message structures, as the tracer logged them
 * (tracer-records.md): "GstMessageStateChanged, old-state=(GstState)null, new-state=…" (or
 * GST_STATE_PAUSED), "GstMessageEOS;", "GstMessageError, gerror=(GError)NULL,
 * debug=(string)\"gstbasesrc.c(3132):\ gst_base_src_loop\ ():\ /GstPipeline:pipeline0/…:\012streaming…\"".
 * Read here into the few words a marker's tooltip has room for; anything else is its kind and the
 * start of its text. Strings only (no GTK), unit-tested in tests/app/test-chart-scale.c. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gp-event-format.h"

#define OTHER_TEXT_MAX 80

/* "NULL", "PAUSED", … of @key ("old-state=") in @text, or NULL. */
static char *
state_of (const char *text,
          const char *key)
{
  const char *p = strstr (text, key);
  const char *end;

  if (p == NULL)
    return NULL;
  p += strlen (key);
  if (g_str_has_prefix (p, "(GstState)"))
    p += strlen ("(GstState)");
  if (g_ascii_strncasecmp (p, "GST_STATE_", strlen ("GST_STATE_")) == 0)
    p += strlen ("GST_STATE_");
  for (end = p; g_ascii_isalnum (*end) || *end == '_' || *end == '-'; end++)
    ;
  if (end == p)
    return NULL;

  return g_ascii_strup (p, end - p);
}

/* The value of `debug=(string)` in @text, unescaped as GStreamer escapes
 * strings (a backslash before a character, octal for control bytes), or
 * NULL. */
static char *
debug_of (const char *text)
{
  const char *p = strstr (text, "debug=(string)");
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean quoted;

  if (p == NULL)
    return NULL;
  p += strlen ("debug=(string)");
  quoted = *p == '"';
  if (quoted)
    p++;

  while (*p != '\0' && (quoted ? *p != '"' : (*p != ',' && *p != ';')))
    {
      if (*p == '\\' && p[1] >= '0' && p[1] <= '7' && p[2] >= '0' && p[2] <= '7' && p[3] >= '0' && p[3] <= '7')
        {
          g_string_append_c (out, (char) (((p[1] - '0') << 6) | ((p[2] - '0') << 3) | (p[3] - '0')));
          p += 4;
        }
      else if (*p == '\\' && p[1] != '\0')
        {
          g_string_append_c (out, p[1]);
          p += 2;
        }
      else
        g_string_append_c (out, *p++);
    }

  return out->len > 0 ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

/* The element at the end of the object path in @debug
 * ("…: /GstPipeline:pipeline0/GstVideoTestSrc:videotestsrc0:\n…"). */
static char *
element_of_debug (const char *debug)
{
  const char *path = strstr (debug, "/Gst");
  const char *slash, *colon, *end;

  if (path == NULL)
    return NULL;
  end = path + strcspn (path, " \n");
  slash = g_strrstr_len (path, end - path, "/");
  colon = slash != NULL ? memchr (slash, ':', end - slash) : NULL;
  if (colon == NULL)
    return NULL;
  colon++;
  while (end > colon && end[-1] == ':')
    end--;

  return end > colon ? g_strndup (colon, end - colon) : NULL;
}

/* What an error says: the last line of its debug text ("streaming stopped,
 * reason not-negotiated (-4)"), or NULL. */
static char *
error_reason (const char *debug)
{
  const char *line;
  g_autofree char *reason = NULL;

  if (debug == NULL)
    return NULL;
  line = strrchr (debug, '\n');
  reason = g_strstrip (g_strdup (line != NULL ? line + 1 : debug));

  return *reason != '\0' ? g_steal_pointer (&reason) : NULL;
}

char *
gp_event_dup_element (const GpEvent *event)
{
  g_autofree char *debug = NULL;

  g_return_val_if_fail (event != NULL, NULL);

  if (event->element != NULL)
    return g_strdup (event->element);
  if (g_strcmp0 (event->kind, "error") != 0 || (debug = debug_of (event->text)) == NULL)
    return NULL;

  return element_of_debug (debug);
}

/* What happened, without the element. */
static char *
what_happened (const GpEvent *event)
{
  const char *kind = event->kind;
  const char *text = event->text != NULL ? event->text : "";

  if (g_strcmp0 (kind, "state-changed") == 0)
    {
      g_autofree char *from = state_of (text, "old-state=");
      g_autofree char *to = state_of (text, "new-state=");

      if (from != NULL && to != NULL)
        /* Translators: a state change, e.g. "NULL → READY" (GStreamer's state names) */
        return g_strdup_printf (_("%s → %s"), from, to);
      return g_strdup (_("state change"));
    }

  if (g_strcmp0 (kind, "eos") == 0)
    return g_strdup (_("end of stream"));

  if (g_strcmp0 (kind, "error") == 0)
    {
      g_autofree char *debug = debug_of (text);
      g_autofree char *reason = error_reason (debug);

      if (reason != NULL)
        /* Translators: an error event and what it says */
        return g_strdup_printf (_("error: %s"), reason);
      return g_strdup (_("error"));
    }

  if (g_utf8_strlen (text, -1) > OTHER_TEXT_MAX)
    {
      g_autofree char *cut = g_utf8_substring (text, 0, OTHER_TEXT_MAX);

      return g_strdup_printf ("%s: %s…", kind, cut);
    }
  return *text != '\0' ? g_strdup_printf ("%s: %s", kind, text) : g_strdup (kind);
}

char *
gp_event_format_label (const GpEvent *event)
{
  g_autofree char *element = NULL;
  g_autofree char *what = NULL;

  g_return_val_if_fail (event != NULL, NULL);

  if (g_strcmp0 (event->kind, "child-exit") == 0)
    /* Translators: the profiled program's exit, e.g. "process: exit code 0" */
    return g_strdup_printf (_("process: %s"), event->text != NULL ? event->text : "");
  what = what_happened (event);
  if ((element = gp_event_dup_element (event)) == NULL)
    return g_steal_pointer (&what);

  /* Translators: an event's element and what happened, e.g. "queue0: NULL → READY" */
  return g_strdup_printf (_("%s: %s"), element, what);
}
