/* gp-tracer-log.c: GpTracerLog: GST_DEBUG tracer lines → records, the fast path
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

/* Cuts a GST_DEBUG log into lines (a line may span the chunks fed; one over GP_TRACER_LOG_MAX_LINE,
 * 8 MiB, is dropped whole) and a line into its head (time, pid, thread, level, category) and either
 * a tracer record (kind and body), a caps event or a queue debug line (appsrc, queue_dataflow: the
 * message in body, read by gp-queue-debug.c); nothing is allocated per line, slices point into
 * the caller's buffer, or into a scratch copy for a line with ANSI colour codes. A record's fields
 * are read on demand by gp-tracer-field.c. The aggregator is its caller.
 *
 * Logs as they arrive: a line with no head at its start (the fast path rejects it at its first
 * byte) is looked at again, its head searched for behind a prefix in its first PREFIX_MAX bytes:
 * `docker compose logs`' service column, journalctl's `MMM DD HH:MM:SS host proc[pid]: `, grep's
 * `file:line:`, a logcat tag and Android's own head (`TIME 0xTHREAD file:line:function …`, no pid,
 * level or category: the category is the `GStreamer+CAT` tag), or no head at all (grep output
 * with the header cut: `GST_TRACER :0:: kind, …;`, its time the record's `ts`).
 *
 * Lines are parsed in place: every helper walks a [pos, end) range with a cursor and never reads
 * past end, so a line needs no terminating NUL and may hold NULs or any other byte. */

#include "config.h"

#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1  /* memmem */
#endif

#include <string.h>

#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"

#define HEAD_CACHE_MAX 128
#define HEAD_CACHE_N 8

typedef struct
{
  char    bytes[HEAD_CACHE_MAX];
  guint8  len;   /* 0: none */
  guint8  thread_at, thread_len, level_at, level_len, category_at, category_len;
} HeadCache;

struct _GpTracerLog
{
  GByteArray *pending;    /* the start of a line that spans chunks */
  gboolean    dropping;   /* the pending line grew past GP_TRACER_LOG_MAX_LINE */
  GByteArray *scratch;    /* a line with its colour codes removed */
  guint64     last_wall;  /* the last line's time, for a record with neither head nor ts */
  /* The heads of the last plain records (one per thread of the last few), after their time
   * through the first byte of their kind, and where thread, level and category are in them: a
   * line whose bytes there are one of these parses the same, so it is compared (memcmp)
   * instead of being parsed again. */
  HeadCache   heads[HEAD_CACHE_N];
  guint       next_head;  /* the one to replace */
};

#define PENDING_KEEP (1u << 20)

static const char build_format[] = "gst_tracer_record_build_format";
static const char send_event[] = "gst_pad_send_event_unchecked:<";
static const char caps_event[] = "> have event type caps event: ";
static const char caps_field[] = "caps=(GstCaps)\"";

GpTracerLog *
gp_tracer_log_new (void)
{
  GpTracerLog *self = g_new0 (GpTracerLog, 1);

  self->pending = g_byte_array_new ();
  self->scratch = g_byte_array_new ();
  return self;
}

void
gp_tracer_log_free (GpTracerLog *self)
{
  if (self == NULL)
    return;
  g_byte_array_unref (self->pending);
  g_byte_array_unref (self->scratch);
  g_free (self);
}

/* Line splitting */

static void
append_pending (GpTracerLog *self,
                const char  *data,
                gsize        len)
{
  if (self->dropping)
    return;
  if (len > GP_TRACER_LOG_MAX_LINE - self->pending->len)
    {
      self->dropping = TRUE;
      g_byte_array_set_size (self->pending, 0);
      return;
    }
  g_byte_array_append (self->pending, (const guint8 *) data, len);
}

static void
deliver_pending (GpTracerLog      *self,
                 GpTracerLineFunc  func,
                 gpointer          user_data)
{
  if (self->dropping)
    func (NULL, 0, user_data);
  else
    func ((const char *) self->pending->data, self->pending->len, user_data);

  self->dropping = FALSE;
  if (self->pending->len > PENDING_KEEP)
    {
      g_byte_array_unref (self->pending);
      self->pending = g_byte_array_new ();
    }
  else
    g_byte_array_set_size (self->pending, 0);
}

void
gp_tracer_log_feed (GpTracerLog      *self,
                    const char       *data,
                    gsize             len,
                    GpTracerLineFunc  func,
                    gpointer          user_data)
{
  const char *p = data;
  const char *end = data + len;

  g_return_if_fail (self != NULL);
  g_return_if_fail (data != NULL || len == 0);
  g_return_if_fail (func != NULL);

  if (len == 0)
    return;

  if (self->pending->len > 0 || self->dropping)
    {
      const char *nl = memchr (p, '\n', len);

      if (nl == NULL)
        {
          append_pending (self, p, len);
          return;
        }
      append_pending (self, p, nl - p);
      deliver_pending (self, func, user_data);
      p = nl + 1;
    }

  while (p < end)
    {
      const char *nl = memchr (p, '\n', end - p);

      if (nl == NULL)
        {
          append_pending (self, p, end - p);
          break;
        }
      if ((gsize) (nl - p) > GP_TRACER_LOG_MAX_LINE)
        func (NULL, 0, user_data);
      else
        func (p, nl - p, user_data);
      p = nl + 1;
    }
}

void
gp_tracer_log_end (GpTracerLog      *self,
                   GpTracerLineFunc  func,
                   gpointer          user_data)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (func != NULL);

  if (self->pending->len > 0 || self->dropping)
    deliver_pending (self, func, user_data);
}

/* Head: <H:MM:SS.fraction> <pid> <0xthread> <LEVEL> <CATEGORY> <rest> */

static inline gboolean
skip_spaces1 (const char **pp,
              const char  *end)
{
  const char *p = *pp;

  if (p >= end || !is_space (*p))
    return FALSE;
  /* GStreamer pads the category to 20 columns: skip spaces 8 at a time. */
  while (end - p >= 8)
    {
      guint64 word;

      memcpy (&word, p, 8);
      if (word != G_GUINT64_CONSTANT (0x2020202020202020))
        break;
      p += 8;
    }
  while (p < end && is_space (*p))
    p++;
  *pp = p;
  return TRUE;
}

static inline gboolean
read_uint (const char **pp,
           const char  *end,
           guint64     *value)
{
  const char *p = *pp;
  guint64 v = 0;

  if (p >= end || !is_digit (*p))
    return FALSE;
  while (p < end && is_digit (*p))
    v = v * 10 + (guint64) (*p++ - '0');
  *value = v;
  *pp = p;
  return TRUE;
}

/* GStreamer's own H:MM:SS.NNNNNNNNN (GST_TIME_FORMAT, an hour of one digit): no loops. */
static inline gboolean
parse_timestamp_fixed (const char **pp,
                       const char  *end,
                       guint64     *wall_ns)
{
  const guchar *p = (const guchar *) *pp;
  guint digits;
  guint64 frac = 0;

  if (end - *pp < 17 || p[1] != ':' || p[4] != ':' || p[7] != '.' || (end - *pp > 17 && is_digit (p[17])))
    return FALSE;
  digits = gp_tracer_ctype[p[0]] & gp_tracer_ctype[p[2]] & gp_tracer_ctype[p[3]] &
           gp_tracer_ctype[p[5]] & gp_tracer_ctype[p[6]];
  for (guint i = 8; i < 17; i++)
    {
      digits &= gp_tracer_ctype[p[i]];
      frac = frac * 10 + (guint64) (p[i] - '0');
    }
  if (!(digits & C_DIGIT))
    return FALSE;
  *wall_ns = (((guint64) (p[0] - '0') * 60 + (guint64) ((p[2] - '0') * 10 + (p[3] - '0'))) * 60 +
              (guint64) ((p[5] - '0') * 10 + (p[6] - '0'))) * G_GUINT64_CONSTANT (1000000000) + frac;
  *pp += 17;
  return TRUE;
}

static gboolean
parse_timestamp (const char **pp,
                 const char  *end,
                 guint64     *wall_ns)
{
  const char *p = *pp;
  guint64 h, m, s, frac = 0;
  guint n = 0;

  if (parse_timestamp_fixed (pp, end, wall_ns))
    return TRUE;

  if (!read_uint (&p, end, &h) || p >= end || *p++ != ':')
    return FALSE;
  if (!read_uint (&p, end, &m) || p >= end || *p++ != ':')
    return FALSE;
  if (!read_uint (&p, end, &s) || p >= end || *p++ != '.')
    return FALSE;
  if (p >= end || !is_digit (*p))
    return FALSE;

  /* The fraction is right-padded or cut to 9 digits. */
  for (; p < end && is_digit (*p); p++, n++)
    if (n < 9)
      frac = frac * 10 + (guint64) (*p - '0');
  for (; n < 9; n++)
    frac *= 10;

  *wall_ns = ((h * 60 + m) * 60 + s) * G_GUINT64_CONSTANT (1000000000) + frac;
  *pp = p;
  return TRUE;
}

static GpRecordKind
record_kind (const char *kind,
             gsize       len)
{
  switch (len)
    {
    case 6:
      if (gp_bytes_equal (kind, "buffer", 6))
        return GP_RECORD_BUFFER;
      break;
    case 7:
      if (gp_bytes_equal (kind, "latency", 7))
        return GP_RECORD_LATENCY;
      if (gp_bytes_equal (kind, "message", 7))
        return GP_RECORD_MESSAGE;
      if (gp_bytes_equal (kind, "new-pad", 7))
        return GP_RECORD_NEW_PAD;
      break;
    case 9:
      if (gp_bytes_equal (kind, "proc-time", 9))
        return GP_RECORD_PROC_TIME;
      if (gp_bytes_equal (kind, "link-flow", 9))
        return GP_RECORD_LINK_FLOW;
      break;
    case 11:
      if (gp_bytes_equal (kind, "new-element", 11))
        return GP_RECORD_NEW_ELEMENT;
      if (gp_bytes_equal (kind, "queue-level", 11))
        return GP_RECORD_QUEUE_LEVEL;
      break;
    case 12:
      if (gp_bytes_equal (kind, "held-buffers", 12))
        return GP_RECORD_HELD_BUFFERS;
      break;
    case 15:
      if (gp_bytes_equal (kind, "element-latency", 15))
        return GP_RECORD_ELEMENT_LATENCY;
      break;
    case 16:
      if (gp_bytes_equal (kind, "pipeline-latency", 16))
        return GP_RECORD_PIPELINE_LATENCY;
      break;
    case 24:
      if (gp_bytes_equal (kind, "element-reported-latency", 24))
        return GP_RECORD_ELEMENT_REPORTED_LATENCY;
      break;
    default:
      break;
    }
  return GP_RECORD_OTHER;
}

static GpTracerLineType parse_record_kind (const char   *p,
                                           const char   *end,
                                           GpTracerLine *out);

/* `:0:: <kind>, <body>;` where kind is lower-case letters, digits, dashes. */
static GpTracerLineType
parse_record (const char   *p,
              const char   *end,
              GpTracerLine *out)
{
  p += 3;  /* ":0::", or ":0:" from Android's logcat handler */
  if (p < end && *p == ':')
    p++;
  while (p < end && is_space (*p))
    p++;
  return parse_record_kind (p, end, out);
}

/* From the first byte of the kind on. */
static GpTracerLineType
parse_record_kind (const char   *p,
                   const char   *end,
                   GpTracerLine *out)
{
  const char *kind = p;

  while (p < end && GP_TRACER_IS (*p, C_KIND))
    p++;
  if (p == kind || p >= end || *p != ',')
    return GP_TRACER_LINE_UNPARSED;
  out->kind_name.ptr = kind;
  out->kind_name.len = p - kind;
  p++;
  while (p < end && is_space (*p))
    p++;

  /* end is trimmed: the record must finish with ';' */
  if (p >= end || end[-1] != ';')
    return GP_TRACER_LINE_UNPARSED;
  out->body.ptr = p;
  out->body.len = (end - 1) - p;
  out->kind = record_kind (out->kind_name.ptr, out->kind_name.len);
  return GP_TRACER_LINE_RECORD;
}

/* `…gst_pad_send_event_unchecked:<EL:PAD> have event type caps event: …
 * caps=(GstCaps)"<escaped caps>"` */
static GpTracerLineType
parse_caps_event (const char   *p,
                  const char   *end,
                  GpTracerLine *out)
{
  const char *hit;
  const char *pad;
  const char *close;
  gboolean escaped = FALSE;

  hit = memmem (p, end - p, send_event, sizeof send_event - 1);
  if (hit == NULL)
    return GP_TRACER_LINE_IGNORED;
  pad = hit + sizeof send_event - 1;
  close = memchr (pad, '>', end - pad);
  if (close == NULL || close == pad)
    return GP_TRACER_LINE_IGNORED;
  if ((gsize) (end - close) < sizeof caps_event - 1 ||
      memcmp (close, caps_event, sizeof caps_event - 1) != 0)
    return GP_TRACER_LINE_IGNORED;

  p = close + sizeof caps_event - 1;
  hit = memmem (p, end - p, caps_field, sizeof caps_field - 1);
  if (hit == NULL)
    return GP_TRACER_LINE_IGNORED;
  p = hit + sizeof caps_field - 1;
  hit = _gp_tracer_find_closing_quote (p, end, &escaped);
  if (hit == NULL)
    return GP_TRACER_LINE_IGNORED;

  out->pad.ptr = pad;
  out->pad.len = close - pad;
  out->caps.ptr = p;
  out->caps.len = hit - p;
  return GP_TRACER_LINE_CAPS_EVENT;
}

/* The two lower-case categories of a capture that asks for queue debug lines
 * (spec/leak-hunt.md): the rest of the line goes to gp-queue-debug.c. Any
 * other lower-case category stays unparsed, as in the reference. */
static GpTracerLineType
parse_queue_debug (const char   *p,
                   const char   *end,
                   GpTracerLine *out)
{
  static const char * const categories[] = { "appsrc", "queue_dataflow" };

  for (guint i = 0; i < G_N_ELEMENTS (categories); i++)
    {
      gsize n = strlen (categories[i]);

      if ((gsize) (end - p) > n && gp_bytes_equal (p, categories[i], n) && is_space (p[n]))
        {
          out->category.ptr = p;
          out->category.len = n;
          p += n;
          skip_spaces1 (&p, end);
          out->body.ptr = p;
          out->body.len = end - p;
          return GP_TRACER_LINE_QUEUE_DEBUG;
        }
    }
  return GP_TRACER_LINE_UNPARSED;
}

/* The head of a record parsed in full: from after its time (@head) through the first byte of
 * its kind, when short enough. */
static void
remember_head (GpTracerLog        *self,
               const char         *head,
               const GpTracerLine *out)
{
  gsize len = (gsize) (out->kind_name.ptr - head) + 1;
  HeadCache *cache;

  if (len > HEAD_CACHE_MAX)
    return;
  cache = &self->heads[self->next_head];
  self->next_head = (self->next_head + 1) % HEAD_CACHE_N;
  memcpy (cache->bytes, head, len);
  cache->thread_at = (guint8) (out->thread.ptr - head);
  cache->thread_len = (guint8) out->thread.len;
  cache->level_at = (guint8) (out->level.ptr - head);
  cache->level_len = (guint8) out->level.len;
  cache->category_at = (guint8) (out->category.ptr - head);
  cache->category_len = (guint8) out->category.len;
  cache->len = (guint8) len;
}

/* A remembered head that [head, end) starts with, or NULL. */
static inline const HeadCache *
find_head (GpTracerLog *self,
           const char  *head,
           const char  *end)
{
  gsize avail = (gsize) (end - head);

  for (guint i = 0; i < HEAD_CACHE_N; i++)
    {
      const HeadCache *cache = &self->heads[i];

      if (cache->len > 0 && avail >= cache->len && memcmp (head, cache->bytes, cache->len) == 0)
        return cache;
    }
  return NULL;
}

static GpTracerLineType
parse_plain (GpTracerLog  *self,
             const char   *line,
             gsize         len,
             GpTracerLine *out)
{
  const char *p = line;
  const char *full_end = line + len;
  const char *end = full_end;
  const HeadCache *cache;
  const char *start;
  const char *head;

  while (end > p && is_space (end[-1]))
    end--;

  if (!parse_timestamp (&p, end, &out->wall_ns))
    return GP_TRACER_LINE_UNPARSED;

  /* The same head as the last record's: its parse again, without the work. */
  head = p;
  if (self != NULL && (cache = find_head (self, head, end)) != NULL)
    {
      out->thread = (GpSlice) { head + cache->thread_at, cache->thread_len };
      out->level = (GpSlice) { head + cache->level_at, cache->level_len };
      out->category = (GpSlice) { head + cache->category_at, cache->category_len };
      return parse_record_kind (head + cache->len - 1, end, out);
    }

  /* pid */
  if (!skip_spaces1 (&p, end) || p >= end || !is_digit (*p))
    return GP_TRACER_LINE_UNPARSED;
  while (p < end && is_digit (*p))
    p++;

  /* thread */
  if (!skip_spaces1 (&p, end) || end - p < 3 || p[0] != '0' || p[1] != 'x' || !is_hex (p[2]))
    return GP_TRACER_LINE_UNPARSED;
  start = p;
  p += 2;
  while (p < end && is_hex (*p))
    p++;
  out->thread.ptr = start;
  out->thread.len = p - start;

  /* level */
  if (!skip_spaces1 (&p, end) || p >= end || !is_upper (*p))
    return GP_TRACER_LINE_UNPARSED;
  start = p;
  while (p < end && is_upper (*p))
    p++;
  out->level.ptr = start;
  out->level.len = p - start;

  /* category */
  if (!skip_spaces1 (&p, end) || p >= end)
    return GP_TRACER_LINE_UNPARSED;
  if (!GP_TRACER_IS (*p, C_CATEGORY))
    return parse_queue_debug (p, end, out);
  start = p;
  while (p < end && GP_TRACER_IS (*p, C_CATEGORY))
    p++;
  out->category.ptr = start;
  out->category.len = p - start;

  /* at least one space, then the rest (possibly empty) */
  if (p == end)
    {
      if (end == full_end)
        return GP_TRACER_LINE_UNPARSED;
    }
  else if (!skip_spaces1 (&p, end))
    return GP_TRACER_LINE_UNPARSED;

  if (gp_slice_equal_literal (out->category, "GST_TRACER"))
    {
      gboolean trace = gp_slice_equal_literal (out->level, "TRACE");

      /* A record's rest starts with ":0::"; anything else is checked for
       * the format declaration first, as the reference does. */
      if (end - p >= 4 && gp_bytes_equal (p, ":0::", 4))
        {
          GpTracerLineType type;

          if (!trace)
            return GP_TRACER_LINE_IGNORED;
          type = parse_record (p, end, out);
          if (self != NULL && type == GP_TRACER_LINE_RECORD)
            remember_head (self, head, out);
          return type;
        }
      if (memmem (p, end - p, build_format, sizeof build_format - 1) != NULL)
        return GP_TRACER_LINE_FORMAT_DECL;
      return trace ? GP_TRACER_LINE_UNPARSED : GP_TRACER_LINE_IGNORED;
    }

  if (gp_slice_equal_literal (out->category, "GST_EVENT"))
    return parse_caps_event (p, end, out);

  return GP_TRACER_LINE_IGNORED;
}

/* Lines behind a prefix: the slow path, for lines the fast path found no head at the start of. */

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
          return parse_record (p, end, out);
        }
      if (!any)
        return memmem (p, end - p, build_format, sizeof build_format - 1) != NULL
          ? GP_TRACER_LINE_FORMAT_DECL : GP_TRACER_LINE_IGNORED;
    }
  if (any || gp_slice_equal_literal (cat, "GST_EVENT"))
    return parse_caps_event (p, end, out);
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
parse_headless (GpTracerLog  *self,
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

  type = parse_record (p, end, out);
  if (type != GP_TRACER_LINE_RECORD)
    return type;
  out->wall_ns = self->last_wall;
  if (gp_tracer_body_find_field (out->body, "ts", &ts))
    gp_tracer_field_get_uint64 (&ts, &out->wall_ns);
  return type;
}

static GpTracerLineType
parse_prefixed (GpTracerLog  *self,
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
      type = parse_plain (NULL, start, end - start, out);
      if (type != GP_TRACER_LINE_UNPARSED)
        return type;
      memset (out, 0, sizeof *out);
      type = parse_android (line, start, end, out);
      if (type != GP_TRACER_LINE_UNPARSED)
        return type;
    }

  memset (out, 0, sizeof *out);
  return parse_headless (self, line, end, out);
}

/* Drops ANSI escape sequences (CSI: ESC '[' params intermediates final). */
static void
strip_colour (GByteArray *scratch,
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

GpTracerLineType
gp_tracer_log_parse_line (GpTracerLog  *self,
                          const char   *line,
                          gsize         len,
                          GpTracerLine *out)
{
  GpTracerLineType type;

  g_return_val_if_fail (self != NULL, GP_TRACER_LINE_UNPARSED);
  g_return_val_if_fail (line != NULL || len == 0, GP_TRACER_LINE_UNPARSED);
  g_return_val_if_fail (out != NULL, GP_TRACER_LINE_UNPARSED);

  memset (out, 0, sizeof *out);
  if (len == 0)
    return GP_TRACER_LINE_UNPARSED;

  type = parse_plain (self, line, len, out);
  if ((type == GP_TRACER_LINE_UNPARSED || type == GP_TRACER_LINE_IGNORED) &&
      memchr (line, '\033', len) != NULL)
    {
      strip_colour (self->scratch, line, len);
      memset (out, 0, sizeof *out);
      if (self->scratch->len == 0)
        return GP_TRACER_LINE_UNPARSED;
      line = (const char *) self->scratch->data;
      len = self->scratch->len;
      type = parse_plain (self, line, len, out);
    }
  if (type == GP_TRACER_LINE_UNPARSED)
    type = parse_prefixed (self, line, len, out);
  if (type != GP_TRACER_LINE_UNPARSED)
    self->last_wall = out->wall_ns;
  return type;
}
