/* gp-stats-records.c: the record formats gpstats logs, and GpStatsHist's drain
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

/* The three window records are ours (`proc-time`, `link-flow`, `pipeline-latency`); the four
 * others keep the stock tracers' names and fields exactly (stats 1.22: `new-element`, `new-pad`,
 * `message`; latency 1.22: `element-reported-latency`), so that ingest reads them with the same
 * code whichever tracer wrote them. Those are not per buffer (an element, a pad, a bus message, a
 * LATENCY query). The field lists are in src/tracer/README.md. */

#include "config.h"

#include "gp-stats-hist-private.h"
#include "gp-stats-records-private.h"
#include "gp-tracer-util-private.h"

GstTracerRecord *_gp_tr_proc_time;
GstTracerRecord *_gp_tr_link_flow;
GstTracerRecord *_gp_tr_pipeline_latency;
GstTracerRecord *_gp_tr_new_element;
GstTracerRecord *_gp_tr_new_pad;
GstTracerRecord *_gp_tr_message;
GstTracerRecord *_gp_tr_reported_latency;

gboolean
_gp_stats_hist_drain (GpStatsHist *hist,
                      GString     *out)
{
  gboolean any = FALSE;

  if (__atomic_exchange_n (&hist->n, 0, __ATOMIC_RELAXED) == 0)
    return FALSE;
  for (guint b = 0; b < GP_STATS_HIST_BUCKETS; b++)
    {
      guint32 c;

      if (__atomic_load_n (&hist->counts[b], __ATOMIC_RELAXED) == 0)
        continue;
      c = __atomic_exchange_n (&hist->counts[b], 0, __ATOMIC_RELAXED);
      if (c == 0)
        continue;
      g_string_append_printf (out, "%s%u:%u", any ? "/" : "", b, c);
      any = TRUE;
    }
  return any;
}

static GstStructure *
scope_of (GType              type,
          GstTracerValueScope scope)
{
  return gst_structure_new ("scope",
                            "type", G_TYPE_GTYPE, type,
                            "related-to", GST_TYPE_TRACER_VALUE_SCOPE, scope,
                            NULL);
}

#define TS "ts", GST_TYPE_STRUCTURE, _gp_tracer_value_spec (G_TYPE_UINT64, "the stock tracers' timestamp")
#define THREAD "thread-id", GST_TYPE_STRUCTURE, scope_of (G_TYPE_UINT64, GST_TRACER_VALUE_SCOPE_THREAD)
#define ELEMENT_NAME(f) f, GST_TYPE_STRUCTURE, scope_of (G_TYPE_STRING, GST_TRACER_VALUE_SCOPE_ELEMENT)
#define UINT_IX(f, scope) f, GST_TYPE_STRUCTURE, scope_of (G_TYPE_UINT, scope)
#define VALUE(f, type, d) f, GST_TYPE_STRUCTURE, _gp_tracer_value_spec (type, d)

static GstTracerRecord *
keep (GstTracerRecord *record)
{
  GST_OBJECT_FLAG_SET (record, GST_OBJECT_FLAG_MAY_BE_LEAKED);
  return record;
}

void
_gp_stats_records_init (void)
{
  _gp_tr_proc_time = keep (gst_tracer_record_new ("proc-time.class", TS,
      ELEMENT_NAME ("element"),
      VALUE ("element-id", G_TYPE_UINT64, "the element's address"),
      VALUE ("buffers", G_TYPE_UINT64, "buffers the element pushed this window"),
      VALUE ("time", G_TYPE_STRING, "histogram of upstream push to its push, ns (bucket:count/…)"),
      NULL));
  _gp_tr_link_flow = keep (gst_tracer_record_new ("link-flow.class", TS,
      UINT_IX ("pad-ix", GST_TRACER_VALUE_SCOPE_PAD),
      UINT_IX ("element-ix", GST_TRACER_VALUE_SCOPE_ELEMENT),
      UINT_IX ("peer-pad-ix", GST_TRACER_VALUE_SCOPE_PAD),
      UINT_IX ("peer-element-ix", GST_TRACER_VALUE_SCOPE_ELEMENT),
      VALUE ("buffers", G_TYPE_UINT64, "buffers pushed this window"),
      VALUE ("bytes", G_TYPE_UINT64, "their sizes summed"),
      NULL));
  _gp_tr_pipeline_latency = keep (gst_tracer_record_new ("pipeline-latency.class", TS,
      ELEMENT_NAME ("src-element"),
      VALUE ("src-element-id", G_TYPE_UINT64, "the source's address"),
      ELEMENT_NAME ("sink-element"),
      VALUE ("sink-element-id", G_TYPE_UINT64, "the sink's address"),
      VALUE ("time", G_TYPE_STRING, "histogram of source push to the push into the sink, ns"),
      NULL));
  _gp_tr_new_element = keep (gst_tracer_record_new ("new-element.class", THREAD, TS,
      UINT_IX ("ix", GST_TRACER_VALUE_SCOPE_ELEMENT),
      UINT_IX ("parent-ix", GST_TRACER_VALUE_SCOPE_ELEMENT),
      VALUE ("name", G_TYPE_STRING, "name of the element"),
      VALUE ("type", G_TYPE_STRING, "type name of the element"),
      VALUE ("is-bin", G_TYPE_BOOLEAN, "is element a bin"),
      NULL));
  _gp_tr_new_pad = keep (gst_tracer_record_new ("new-pad.class", THREAD,
      UINT_IX ("ix", GST_TRACER_VALUE_SCOPE_PAD),
      UINT_IX ("parent-ix", GST_TRACER_VALUE_SCOPE_ELEMENT),
      VALUE ("name", G_TYPE_STRING, "name of the pad"),
      VALUE ("type", G_TYPE_STRING, "type name of the pad"),
      VALUE ("is-ghostpad", G_TYPE_BOOLEAN, "is pad a ghostpad"),
      VALUE ("pad-direction", GST_TYPE_PAD_DIRECTION, "ioctl-direction of the pad"),
      NULL));
  _gp_tr_message = keep (gst_tracer_record_new ("message.class", THREAD, TS,
      UINT_IX ("element-ix", GST_TRACER_VALUE_SCOPE_ELEMENT),
      VALUE ("name", G_TYPE_STRING, "name of the message"),
      VALUE ("structure", GST_TYPE_STRUCTURE, "message structure"),
      NULL));
  _gp_tr_reported_latency = keep (gst_tracer_record_new ("element-reported-latency.class",
      VALUE ("element-id", G_TYPE_STRING, "the element's address"),
      ELEMENT_NAME ("element"),
      VALUE ("live", G_TYPE_BOOLEAN, "whether the pipeline is live"),
      VALUE ("min", G_TYPE_UINT64, "the element's reported minimum latency"),
      VALUE ("max", G_TYPE_UINT64, "the element's reported maximum latency"),
      TS,
      NULL));
}
