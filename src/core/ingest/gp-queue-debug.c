/* gp-queue-debug.c: the levels in appsrc and queue_dataflow debug lines
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

/* A stock capture can ask GStreamer itself for queue levels (spec/leak-hunt.md): with
 * `GST_DEBUG=appsrc:5,queue_dataflow:6` the elements log them on every push and pop. The messages,
 * as GStreamer 1.22 writes them after `file:line:function:<object> `:
 *
 *   appsrc          `Currently queued: 230400 bytes, 1 buffers, 0:00:00.010000000`
 *                   (gst_app_src_update_queued_push/pop; older releases may omit the buffers)
 *                   `queue filled (1595059200 >= 200000)` (bytes over max-bytes, block=false)
 *   queue_dataflow  `(qq:sink) signal ADD: 3 of 0-200 buffers, 1843200 of 0-10485760 bytes, …`
 *                   (and `received ADD`, `wait for ADD`, `signal DEL`… with the same counters)
 *
 * Everything else in those categories is no level and is left alone. The parser walks the
 * message slice with a cursor and never reads past its end (a line may hold any byte; fuzzed by
 * tests/fuzz, corpus queue-debug). */

#include "config.h"

#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1  /* memmem */
#endif

#include <string.h>

#include "gp-queue-debug.h"

typedef struct
{
  const char *p;
  const char *end;
} Cursor;

static gboolean
expect (Cursor     *c,
        const char *literal)
{
  gsize n = strlen (literal);

  if ((gsize) (c->end - c->p) < n || memcmp (c->p, literal, n) != 0)
    return FALSE;
  c->p += n;
  return TRUE;
}

static gboolean
read_uint (Cursor  *c,
           guint64 *value)
{
  guint64 v = 0;
  const char *start = c->p;

  while (c->p < c->end && *c->p >= '0' && *c->p <= '9')
    {
      guint digit = (guint) (*c->p - '0');

      if (v > (G_MAXUINT64 - digit) / 10)
        return FALSE;
      v = v * 10 + digit;
      c->p++;
    }
  *value = v;
  return c->p > start;
}

static const char *
find (const char *p,
      const char *end,
      const char *literal)
{
  return end > p ? memmem (p, end - p, literal, strlen (literal)) : NULL;
}

/* `Currently queued: B bytes[, N buffers, …]` */
static gboolean
parse_appsrc_queued (Cursor       *c,
                     GpQueueDebug *out)
{
  if (!expect (c, "Currently queued: ") || !read_uint (c, &out->bytes) || !expect (c, " bytes"))
    return FALSE;
  out->has_bytes = TRUE;
  if (expect (c, ", ") && read_uint (c, &out->buffers) && expect (c, " buffers"))
    out->has_buffers = TRUE;
  return TRUE;
}

/* `queue filled (X >= Y)` */
static gboolean
parse_appsrc_filled (Cursor       *c,
                     GpQueueDebug *out)
{
  if (!expect (c, "queue filled (") || !read_uint (c, &out->bytes) || !expect (c, " >= ") ||
      !read_uint (c, &out->max_bytes) || !expect (c, ")"))
    return FALSE;
  out->has_bytes = TRUE;
  out->has_max_bytes = TRUE;
  return TRUE;
}

/* `N of 0-M buffers, B of 0-L bytes`, somewhere after a `: `. */
static gboolean
parse_queue_counters (Cursor       *c,
                      GpQueueDebug *out)
{
  const char *hit = find (c->p, c->end, " buffers, ");
  const char *start;
  guint64 min;

  if (hit == NULL)
    return FALSE;
  /* back to the start of "N of 0-M" */
  start = hit;
  while (start > c->p && start[-1] != ':')
    start--;
  c->p = start;
  expect (c, " ");
  if (!read_uint (c, &out->buffers) || !expect (c, " of ") || !read_uint (c, &min) || !expect (c, "-") ||
      !read_uint (c, &out->max_buffers) || !expect (c, " buffers, ") ||
      !read_uint (c, &out->bytes) || !expect (c, " of ") || !read_uint (c, &min) || !expect (c, "-") ||
      !read_uint (c, &out->max_bytes) || !expect (c, " bytes"))
    return FALSE;
  out->has_buffers = out->has_bytes = TRUE;
  out->has_max_buffers = out->has_max_bytes = TRUE;
  return TRUE;
}

gboolean
gp_queue_debug_parse (GpSlice       message,
                      GpQueueDebug *out)
{
  Cursor c;
  const char *open;
  const char *close;

  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (message.ptr == NULL)
    return FALSE;
  c.p = message.ptr;
  c.end = message.ptr + message.len;

  /* file:line:function:<object> */
  open = find (c.p, c.end, ":<");
  if (open == NULL)
    return FALSE;
  close = memchr (open + 2, '>', c.end - (open + 2));
  if (close == NULL || close == open + 2)
    return FALSE;
  out->element.ptr = open + 2;
  out->element.len = close - (open + 2);
  c.p = close + 1;
  if (!expect (&c, " "))
    return FALSE;

  if (c.p < c.end && *c.p == '(')
    return parse_queue_counters (&c, out);
  if (c.p < c.end && *c.p == 'C')
    return parse_appsrc_queued (&c, out);
  if (c.p < c.end && *c.p == 'q')
    return parse_appsrc_filled (&c, out);
  return FALSE;
}
