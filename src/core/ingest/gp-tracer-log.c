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
 * Most lines of a log are records whose head (after the time) is the same as an earlier one's:
 * a thread's records differ in their time and what follows their kind. So the heads of the last
 * few threads are kept, and the kinds seen; a line whose bytes there match one of each is a
 * record without being parsed again (parse_fast(): a compare, 16 bytes at a time, for the head
 * and for the kind, the kind as the fast path last saw it spelt, its ',' and spaces included, so
 * that no scan looks for the ','). Anything else takes the full parse, which remembers what it
 * found. A record's kind_hint (its slot in the kind cache) lets the aggregator find the field
 * shape of a kind it does not name without looking the kind up. A head and a kind the fast path
 * took together are kept as one run too (a line memo): the next line of that thread and kind is
 * one lookup and one compare, the head's and the kind's lookups left for the lines it misses.
 * That commonest line is parsed inline in the caller's line loop (_gp_tracer_log_parse() in
 * gp-tracer-log-private.h, with the state below for it); everything else comes here.
 *
 * Logs as they arrive: a line with no head at its start (the fast path rejects it at its first
 * byte) is looked at again behind a prefix (docker, journalctl, grep, logcat, Android), or as a
 * record with no head at all: gp-tracer-log-prefix.c.
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
#include "gp-tracer-simd.h"

#define PENDING_KEEP (1u << 20)

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

gsize
_gp_tracer_log_feed_begin (GpTracerLog      *self,
                           const char       *data,
                           gsize             len,
                           GpTracerLineFunc  func,
                           gpointer          user_data)
{
  const char *nl;

  if (self->pending->len == 0 && !self->dropping)
    return 0;
  nl = memchr (data, '\n', len);
  if (nl == NULL)
    {
      append_pending (self, data, len);
      return len;
    }
  append_pending (self, data, nl - data);
  deliver_pending (self, func, user_data);
  return (gsize) (nl + 1 - data);
}

void
_gp_tracer_log_feed_end (GpTracerLog *self,
                         const char  *rest,
                         gsize        len)
{
  append_pending (self, rest, len);
}

void
gp_tracer_log_feed (GpTracerLog      *self,
                    const char       *data,
                    gsize             len,
                    GpTracerLineFunc  func,
                    gpointer          user_data)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (data != NULL || len == 0);
  g_return_if_fail (func != NULL);

  _gp_tracer_log_feed_lines (self, data, len, func, user_data);
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
GpTracerLineType
_gp_tracer_parse_record (const char   *p,
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
GpTracerLineType
_gp_tracer_parse_caps_event (const char   *p,
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

/* The slot a head is looked for in first: a hash of its bytes 8 to 24, where the thread is
 * (` PID 0xTHREAD LEVEL …`): a thread's records find theirs at the first compare. */
static inline guint
head_slot (const char *head,
           gsize       avail)
{
  guint64 a, b;

  if (avail < 24)
    return 0;
  memcpy (&a, head + 8, 8);
  memcpy (&b, head + 16, 8);
  return (guint) (((a ^ (b * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15))) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> 61);
}

/* A remembered head that [head, end) starts with, and more after it, or NULL. */
G_ALWAYS_INLINE static inline const HeadCache *
find_head (GpTracerLog *self,
           const char  *head,
           const char  *end)
{
  gsize avail = (gsize) (end - head);
  const HeadCache *cache = &self->heads[head_slot (head, avail)];

  G_STATIC_ASSERT (HEAD_CACHE_N == 8);  /* head_slot()'s three bits */

  if (cache->len > 0 && avail > cache->len && _gp_simd_equal (head, cache->bytes, cache->len))
    return cache;
  /* another head had the slot: anywhere */
  for (guint i = 0; i < HEAD_CACHE_N; i++)
    {
      cache = &self->heads[i];
      if (cache->len > 0 && avail > cache->len && _gp_simd_equal (head, cache->bytes, cache->len))
        return cache;
    }
  return NULL;
}

/* The head of a record parsed in full: from after its time (@head) up to its kind, when short
 * enough. Any line with these bytes there and then a kind parses to the same thread, level and
 * category, with its kind at the same place. It goes to its slot, or when another has that,
 * round the others. */
static void
remember_head (GpTracerLog        *self,
               const char         *head,
               const GpTracerLine *out)
{
  gsize len = (gsize) (out->kind_name.ptr - head);
  HeadCache *cache;

  if (len == 0 || len > HEAD_CACHE_MAX || find_head (self, head, out->kind_name.ptr + 1) != NULL)
    return;
  cache = &self->heads[head_slot (head, (gsize) (out->kind_name.ptr + 1 - head))];
  if (cache->len > 0)
    {
      cache = &self->heads[self->next_head];
      self->next_head = (self->next_head + 1) % HEAD_CACHE_N;
    }
  memcpy (cache->bytes, head, len);
  cache->spans.thread_at = (guint8) (out->thread.ptr - head);
  cache->spans.thread_len = (guint8) out->thread.len;
  cache->spans.level_at = (guint8) (out->level.ptr - head);
  cache->spans.level_len = (guint8) out->level.len;
  cache->spans.category_at = (guint8) (out->category.ptr - head);
  cache->spans.category_len = (guint8) out->category.len;
  cache->len = (guint8) len;
}

/* A kind's slot in the kind cache, from its length and three of its bytes. */
static inline guint
kind_slot (const char *kind,
           gsize       len)
{
  return ((guint) len * 13u + (guchar) kind[0] + (guchar) kind[len - 1] * 5u + (guchar) kind[len / 2] * 3u) &
         (KIND_CACHE_N - 1);
}

/* A record's kind, checked and named by the full parse (a run of C_KIND bytes before a ','). */
static void
remember_kind (GpTracerLog        *self,
               const GpTracerLine *out)
{
  KindCache *cache;

  if (out->kind_name.len == 0 || out->kind_name.len > KIND_CACHE_MAX)
    return;
  cache = &self->kinds[kind_slot (out->kind_name.ptr, out->kind_name.len)];
  memcpy (cache->bytes, out->kind_name.ptr, out->kind_name.len);
  cache->len = (guint8) out->kind_name.len;
  cache->kind = out->kind;
}

/* The memo a kind that starts at @kind, 16 bytes before the line's end at least, is looked for in. */
static inline guint
memo_slot (const char *kind)
{
  guint64 a, b;

  memcpy (&a, kind, 8);
  memcpy (&b, kind + 8, 8);
  return (guint) (((a ^ (b * 3)) * G_GUINT64_CONSTANT (0xff51afd7ed558ccd)) >> 58);
}

/* The head and the kind of a line the fast path took (from @at, after its time, to @end; @head
 * its head, @out what it read), kept as one run when short enough. */
static void
remember_line (GpTracerLog        *self,
               const char         *at,
               const char         *end,
               const HeadCache    *head,
               const GpTracerLine *out)
{
  gsize len = (gsize) (out->body.ptr - at);
  LineMemo *memo;

  G_STATIC_ASSERT (LINE_MEMO_N == 128);  /* line_memo_slot()'s seven bits */

  if (len > LINE_MEMO_MAX || (gsize) (end - at) < MAX (head->len + 8u, 24))
    return;
  memo = &self->lines[line_memo_slot (at, head->len)];
  memcpy (memo->bytes, at, len);
  memo->len = (guint8) len;
  memo->kind_at = head->len;
  memo->kind_len = (guint8) out->kind_name.len;
  memo->slot = (guint8) (out->kind_hint - 1);
  memo->kind = out->kind;
  memo->spans = head->spans;
  self->line_kind_at = head->len;
}

/* The common line: a plain record with GStreamer's own time, whose head and kind were seen
 * before, parsed with compares only into every field of @out a record has. FALSE (@out then
 * half written) sends the line to the full parse, which gives the same for any line this
 * takes. The line memo's lines were taken inline before (_gp_tracer_log_parse_memo()): this
 * looks the head and the kind up on their own, and remembers them together for the next. */
static inline gboolean
parse_fast (GpTracerLog  *self,
            const char   *line,
            gsize         len,
            GpTracerLine *out)
{
  const char *p;
  const char *end;
  const HeadCache *head;
  const KindCache *cached;
  KindMemo *memo;
  GpRecordKind record;
  const char *at;
  const char *kind;
  const char *comma;
  gsize kind_len;
  guint slot;

  if (!_gp_tracer_log_parse_fast_time (self, line, len, &p, &end, out))
    return FALSE;
  at = p;
  if ((head = find_head (self, at, end)) == NULL)
    return FALSE;

  kind = at + head->len;
  memo = end - kind >= 16 ? &self->memos[memo_slot (kind)] : NULL;
  if (memo != NULL && memo->len > 0 && (gsize) (end - kind) > memo->len &&
      _gp_simd_equal (kind, memo->bytes, memo->len) && !is_space (kind[memo->len]))
    {
      p = kind + memo->len;
      kind_len = memo->kind_len;
      record = memo->kind;
      slot = memo->slot;
    }
  else
    {
      comma = _gp_simd_find_value_end (kind, end);
      kind_len = (gsize) (comma - kind);
      if (comma >= end || *comma != ',' || kind_len == 0 || kind_len > KIND_CACHE_MAX)
        return FALSE;
      slot = kind_slot (kind, kind_len);
      cached = &self->kinds[slot];
      if (cached->len != kind_len || !_gp_simd_equal (kind, cached->bytes, kind_len))
        return FALSE;

      p = comma + 1;
      while (p < end && is_space (*p))
        p++;
      if (p >= end)
        return FALSE;
      record = cached->kind;
      if (memo != NULL && (gsize) (p - kind) <= sizeof memo->bytes)
        {
          memcpy (memo->bytes, kind, (gsize) (p - kind));
          memo->len = (guint8) (p - kind);
          memo->kind_len = (guint8) kind_len;
          memo->slot = (guint8) slot;
          memo->kind = record;
        }
    }

  fill_fast (out, at, &head->spans, kind, kind_len, record, slot, p, end);
  remember_line (self, at, end, head, out);
  return TRUE;
}

GpTracerLineType
_gp_tracer_log_parse_plain (GpTracerLog  *self,
                            const char   *line,
                            gsize         len,
                            GpTracerLine *out)
{
  const char *p = line;
  const char *full_end = line + len;
  const char *end = full_end;
  const char *start;
  const char *head;

  while (end > p && is_space (end[-1]))
    end--;

  if (!parse_timestamp (&p, end, &out->wall_ns))
    return GP_TRACER_LINE_UNPARSED;

  head = p;

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
          type = _gp_tracer_parse_record (p, end, out);
          if (self != NULL && type == GP_TRACER_LINE_RECORD)
            remember_head (self, head, out);
          return type;
        }
      if (memmem (p, end - p, GP_TRACER_BUILD_FORMAT, sizeof GP_TRACER_BUILD_FORMAT - 1) != NULL)
        return GP_TRACER_LINE_FORMAT_DECL;
      return trace ? GP_TRACER_LINE_UNPARSED : GP_TRACER_LINE_IGNORED;
    }

  if (gp_slice_equal_literal (out->category, "GST_EVENT"))
    return _gp_tracer_parse_caps_event (p, end, out);

  return GP_TRACER_LINE_IGNORED;
}


GpTracerLineType
gp_tracer_log_parse_line (GpTracerLog  *self,
                          const char   *line,
                          gsize         len,
                          GpTracerLine *out)
{
  g_return_val_if_fail (self != NULL, GP_TRACER_LINE_UNPARSED);
  g_return_val_if_fail (line != NULL || len == 0, GP_TRACER_LINE_UNPARSED);
  g_return_val_if_fail (out != NULL, GP_TRACER_LINE_UNPARSED);

  return _gp_tracer_log_parse (self, line, len, out);
}

GpTracerLineType
_gp_tracer_log_parse_slow (GpTracerLog  *self,
                           const char   *line,
                           gsize         len,
                           GpTracerLine *out)
{
  GpTracerLineType type;

  if (len == 0)
    {
      memset (out, 0, sizeof *out);
      return GP_TRACER_LINE_UNPARSED;
    }
  if (parse_fast (self, line, len, out))
    {
      self->last_wall = out->wall_ns;
      return GP_TRACER_LINE_RECORD;
    }

  memset (out, 0, sizeof *out);
  type = _gp_tracer_log_parse_plain (self, line, len, out);
  if ((type == GP_TRACER_LINE_UNPARSED || type == GP_TRACER_LINE_IGNORED) &&
      memchr (line, '\033', len) != NULL)
    {
      _gp_tracer_strip_colour (self->scratch, line, len);
      memset (out, 0, sizeof *out);
      if (self->scratch->len == 0)
        return GP_TRACER_LINE_UNPARSED;
      line = (const char *) self->scratch->data;
      len = self->scratch->len;
      type = _gp_tracer_log_parse_plain (self, line, len, out);
    }
  if (type == GP_TRACER_LINE_UNPARSED)
    type = _gp_tracer_log_parse_prefixed (self->last_wall, line, len, out);
  if (type == GP_TRACER_LINE_RECORD)
    remember_kind (self, out);
  if (type != GP_TRACER_LINE_UNPARSED)
    self->last_wall = out->wall_ns;
  return type;
}
