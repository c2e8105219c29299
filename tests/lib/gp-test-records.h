/* gp-test-records.h: feeding hand-written GST_TRACER records to a GpAggregator in unit tests
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

#include "gp-aggregator.h"
#include "gp-session.h"

G_BEGIN_DECLS

#define GP_TEST_MS  G_GUINT64_CONSTANT (1000000)
#define GP_TEST_SEC G_GUINT64_CONSTANT (1000000000)

/* A session and the aggregator filling it, for g_test_add()'s fixtures. */
typedef struct
{
  GpSession    *session;
  GpAggregator *agg;
} GpTestRecords;

void  gp_test_records_set_up    (GpTestRecords *f,
                                 gconstpointer  data);
void  gp_test_records_tear_down (GpTestRecords *f,
                                 gconstpointer  data);

/* Feeds one GST_TRACER record (the printf-formatted body after ":0:: ") on a
 * debug line whose log timestamp is @wall_ns. */
void  gp_test_records_feed      (GpAggregator  *agg,
                                 guint64        wall_ns,
                                 const char    *format,
                                 ...) G_GNUC_PRINTF (3, 4);

G_END_DECLS
