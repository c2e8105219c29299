/* gp-tracer-log-prefix.c: tracer lines behind a prefix (docker, journalctl, grep, logcat), and colour codes
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

/* The slow paths of gp-tracer-log.c, for the lines whose head is not at their start: a line
 * with no head at its start is looked at again here, its head searched for behind a prefix in
 * its first PREFIX_MAX bytes: `docker compose logs`' service column, journalctl's
 * `MMM DD HH:MM:SS host proc[pid]: `, grep's `file:line:`, a logcat tag and Android's own head
 * (`TIME 0xTHREAD file:line:function …`, no pid, level or category: the category is the
 * `GStreamer+CAT` tag), or no head at all (grep output with the header cut:
 * `GST_TRACER :0:: kind, …;`, its time the record's `ts`, else the last line's). A line with
 * ANSI colour codes is parsed again from a copy without them (_gp_tracer_strip_colour()). Like
 * the rest of the parse, every helper walks a [pos, end) range and never reads past end. */

#include "config.h"

#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1  /* memmem */
#endif

#include <string.h>

#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"

#define PREFIX_MAX 1024  /* a head must start within the first PREFIX_MAX bytes */
#define PREFIX_TRIES 32  /* timestamps tried per line */

static const char logcat_tag[] = "GStreamer+";

/* The category of a logcat tag `GStreamer+CAT` in [line, limit), or an empty slice. */
static GpSlice
logcat_category (const char *line,
                 const char *limit)
{
  const char *hit = memmem (line, limit - line, logcat_tag, sizeof logcat_tag - 1);
  const char *p;
  GpSlice cat = GP_SLICE_EMPTY;

  if (hit == NULL)
    return cat;
  p = hit + sizeof logcat_tag - 1;
  cat.ptr = p;
  while (p < limit && (g_ascii_isalnum (*p) || *p == '_' || *p == '-'))
    p++;
  cat.len = p - cat.ptr;
  return cat;
}

/* Android's head, as gstreamer_android.c's logcat handler writes it after the tag:
 * `H:MM:SS.fraction 0xTHREAD file:line:function[:<object>] message`. */
static GpTracerLineType
parse_android (const char   *line,
               const char   *start,
               const char   *end,
               GpTracerLine *out)
{
  const char *p = start;
  const char *thread;
  GpSlice cat;
  gboolean any;

  if (!parse_timestamp (&p, end, &out->wall_ns))
    return GP_TRACER_LINE_UNPARSED;
  if (!skip_spaces1 (&p, end) || end - p < 3 || p[0] != '0' || p[1] != 'x' || !is_hex (p[2]))
    return GP_TRACER_LINE_UNPARSED;
  thread = p;
  p += 2;
  while (p < end && is_hex (*p))
    p++;
  out->thread.ptr = thread;
  out->thread.len = p - thread;
  if (!skip_spaces1 (&p, end) || p >= end)
    return GP_TRACER_LINE_UNPARSED;

  /* `adb logcat -v raw` drops the tag: any category then */
  cat = logcat_category (line, start);
  any = cat.len == 0;
  out->category = cat;

  if (any || gp_slice_equal_literal (cat, "GST_TRACER"))
    {
      if (end - p >= 4 && gp_bytes_equal (p, ":0:", 3) && (p[3] == ':' || is_space (p[3])))
        {
          out->category = (GpSlice) { "GST_TRACER", 10 };
          return _gp_tracer_parse_record (p, end, out);
        }
      if (!any)
        return memmem (p, end - p, GP_TRACER_BUILD_FORMAT, sizeof GP_TRACER_BUILD_FORMAT - 1) != NULL
          ? GP_TRACER_LINE_FORMAT_DECL : GP_TRACER_LINE_IGNORED;
    }
  if (any || gp_slice_equal_literal (cat, "GST_EVENT"))
    return _gp_tracer_parse_caps_event (p, end, out);
  if (gp_slice_equal_literal (cat, "appsrc") || gp_slice_equal_literal (cat, "queue_dataflow"))
    {
      out->body.ptr = p;
      out->body.len = end - p;
      return GP_TRACER_LINE_QUEUE_DEBUG;
    }
  return GP_TRACER_LINE_IGNORED;
}

/* No head at all: `[LEVEL ]GST_TRACER :0:: kind, fields;` at the start of the line. */
static GpTracerLineType
parse_headless (guint64       last_wall,
                const char   *line,
                const char   *end,
                GpTracerLine *out)
{
  static const char category[] = "GST_TRACER";
  const char *p = line;
  GpTracerLineType type;
  GpTracerField ts;

  while (p < end && is_space (*p))
    p++;
  if (end - p >= 5 && gp_bytes_equal (p, "TRACE", 5) && p + 5 < end && is_space (p[5]))
    {
      p += 5;
      skip_spaces1 (&p, end);
    }
  if ((gsize) (end - p) < sizeof category - 1 || !gp_bytes_equal (p, category, sizeof category - 1))
    return GP_TRACER_LINE_UNPARSED;
  out->category.ptr = p;
  out->category.len = sizeof category - 1;
  p += sizeof category - 1;
  if (!skip_spaces1 (&p, end) || end - p < 4 || !gp_bytes_equal (p, ":0:", 3))
    return GP_TRACER_LINE_UNPARSED;

  type = _gp_tracer_parse_record (p, end, out);
  if (type != GP_TRACER_LINE_RECORD)
    return type;
  out->wall_ns = last_wall;
  if (gp_tracer_body_find_field (out->body, "ts", &ts))
    gp_tracer_field_get_uint64 (&ts, &out->wall_ns);
  return type;
}

GpTracerLineType
_gp_tracer_log_parse_prefixed (guint64       last_wall,
                               const char   *line,
                               gsize         len,
                               GpTracerLine *out)
{
  const char *end = line + len;
  const char *limit;
  const char *colon;
  guint tries = 0;

  while (end > line && is_space (end[-1]))
    end--;
  limit = line + MIN ((gsize) (end - line), PREFIX_MAX);

  /* Each H:MM:SS.fraction, the head GStreamer writes, then Android's. */
  for (colon = memchr (line, ':', limit - line);
       colon != NULL && tries < PREFIX_TRIES;
       colon = memchr (colon + 1, ':', limit - (colon + 1)))
    {
      const char *start = colon;
      GpTracerLineType type;

      while (start > line && is_digit (start[-1]))
        start--;
      if (start == colon || colon + 3 >= end || !is_digit (colon[1]) || colon[3] != ':')
        continue;
      tries++;
      memset (out, 0, sizeof *out);
      type = _gp_tracer_log_parse_plain (NULL, start, end - start, out);
      if (type != GP_TRACER_LINE_UNPARSED)
        return type;
      memset (out, 0, sizeof *out);
      type = parse_android (line, start, end, out);
      if (type != GP_TRACER_LINE_UNPARSED)
        return type;
    }

  memset (out, 0, sizeof *out);
  return parse_headless (last_wall, line, end, out);
}

/* Drops ANSI escape sequences (CSI: ESC '[' params intermediates final). */
void
_gp_tracer_strip_colour (GByteArray *scratch,
                         const char *line,
                         gsize       len)
{
  const char *p = line;
  const char *end = line + len;
  guint8 *dest;

  g_byte_array_set_size (scratch, len);
  dest = scratch->data;

  while (p < end)
    {
      if (*p != '\033')
        {
          *dest++ = (guint8) *p++;
          continue;
        }
      p++;
      if (p < end && *p == '[')
        {
          p++;
          while (p < end && (guchar) *p >= 0x20 && (guchar) *p <= 0x3f)
            p++;
          if (p < end && (guchar) *p >= 0x40 && (guchar) *p <= 0x7e)
            p++;
        }
    }
  g_byte_array_set_size (scratch, dest - scratch->data);
}
