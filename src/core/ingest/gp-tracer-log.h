/* gp-tracer-log.h: GpTracerLog: GST_DEBUG tracer lines → records, the fast path
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

#include "gp-ingest-enums.h"

G_BEGIN_DECLS

/* The fast path for GST_DEBUG tracer logs (reference.md §3, line grammar).
 *
 * Nothing here allocates per line: a line is cut into (ptr, len) slices that
 * point into the caller's buffer (or, for a line carrying ANSI colour codes,
 * into a scratch copy owned by the GpTracerLog, valid until the next parse).
 * Quoted values are only unescaped on demand. */

typedef struct
{
  const char *ptr;
  gsize       len;
} GpSlice;

#define GP_SLICE_EMPTY ((GpSlice) { "", 0 })

/* Short keys: a plain loop beats a call to memcmp(). */
static inline gboolean
gp_bytes_equal (const char *a,
                const char *b,
                gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (a[i] != b[i])
      return FALSE;
  return TRUE;
}

static inline gboolean
gp_slice_equal (GpSlice     slice,
                const char *str,
                gsize       str_len)
{
  return slice.len == str_len && gp_bytes_equal (slice.ptr, str, str_len);
}

#define gp_slice_equal_literal(slice, lit) \
  gp_slice_equal ((slice), "" lit "", sizeof (lit) - 1)

typedef enum
{
  GP_TRACER_LINE_IGNORED,      /* well-formed head, nothing for us */
  GP_TRACER_LINE_UNPARSED,     /* no head, or a TRACE GST_TRACER line that is no record */
  GP_TRACER_LINE_FORMAT_DECL,  /* gst_tracer_record_build_format chatter */
  GP_TRACER_LINE_RECORD,       /* GST_TRACER TRACE `:0:: kind, fields;` */
  GP_TRACER_LINE_CAPS_EVENT,   /* GST_EVENT caps event received on a pad */
  GP_TRACER_LINE_QUEUE_DEBUG,  /* an appsrc or queue_dataflow debug line; the message in body */
} GpTracerLineType;

/* Record kinds the aggregator consumes; everything else is OTHER. */
typedef enum
{
  GP_RECORD_OTHER,
  GP_RECORD_NEW_ELEMENT,
  GP_RECORD_NEW_PAD,
  GP_RECORD_BUFFER,
  GP_RECORD_MESSAGE,
  GP_RECORD_ELEMENT_LATENCY,
  GP_RECORD_LATENCY,
  GP_RECORD_ELEMENT_REPORTED_LATENCY,
  GP_RECORD_QUEUE_LEVEL,               /* our gpqueuelevels tracer (src/tracer) */
  GP_RECORD_HELD_BUFFERS,              /* our gpwhereabouts tracer (src/tracer) */
  GP_RECORD_PROC_TIME,                 /* our gpstats tracer (src/tracer) … */
  GP_RECORD_LINK_FLOW,
  GP_RECORD_PIPELINE_LATENCY,
} GpRecordKind;

/* kind_hint is below this. */
#define GP_TRACER_KIND_HINTS 64

typedef struct
{
  guint64       wall_ns;     /* the log timestamp */
  GpSlice       thread;      /* "0x…" */
  GpSlice       level;
  GpSlice       category;
  /* GP_TRACER_LINE_RECORD */
  GpRecordKind  kind;
  GpSlice       kind_name;
  guint         kind_hint;   /* records of one kind share it while the kind stays cached; 0: none */
  GpSlice       body;        /* the fields, without the final ';' (QUEUE_DEBUG: the message) */
  /* GP_TRACER_LINE_CAPS_EVENT */
  GpSlice       pad;         /* "ELEMENT:PAD" */
  GpSlice       caps;        /* the quoted caps, still escaped */
} GpTracerLine;

/* Called for each complete line, without its '\n'. @line is NULL for a line
 * longer than GP_TRACER_LOG_MAX_LINE, whose bytes were dropped. */
typedef void (*GpTracerLineFunc) (const char *line,
                                  gsize       len,
                                  gpointer    user_data);

#define GP_TRACER_LOG_MAX_LINE (8u * 1024u * 1024u)

typedef struct _GpTracerLog GpTracerLog;

GpTracerLog      *gp_tracer_log_new          (void);
void              gp_tracer_log_free         (GpTracerLog        *self);

/* Splits a raw chunk into lines; a line may span chunks. */
void              gp_tracer_log_feed         (GpTracerLog        *self,
                                              const char         *data,
                                              gsize               len,
                                              GpTracerLineFunc    func,
                                              gpointer            user_data);
/* Delivers the trailing partial line, if any. */
void              gp_tracer_log_end          (GpTracerLog        *self,
                                              GpTracerLineFunc    func,
                                              gpointer            user_data);

/* Parses one line (no '\n'). Slices in @out stay valid until the next call
 * and as long as @line does. */
GpTracerLineType  gp_tracer_log_parse_line   (GpTracerLog        *self,
                                              const char         *line,
                                              gsize               len,
                                              GpTracerLine       *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpTracerLog, gp_tracer_log_free)

G_END_DECLS
