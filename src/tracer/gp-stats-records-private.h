/* gp-stats-records-private.h: the record formats gpstats logs
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

#include <gst/gst.h>

G_BEGIN_DECLS

/* Ours, once per window (src/tracer/README.md). */
extern GstTracerRecord *_gp_tr_proc_time;
extern GstTracerRecord *_gp_tr_link_flow;
extern GstTracerRecord *_gp_tr_pipeline_latency;
/* The stock tracers' own shapes (stats: new-element, new-pad, message; latency:
 * element-reported-latency), for the few records that are not per buffer. */
extern GstTracerRecord *_gp_tr_new_element;
extern GstTracerRecord *_gp_tr_new_pad;
extern GstTracerRecord *_gp_tr_message;
extern GstTracerRecord *_gp_tr_reported_latency;

/* Once, from the tracer's class_init. */
void  _gp_stats_records_init  (void);

G_END_DECLS
