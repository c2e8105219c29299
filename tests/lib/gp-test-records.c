/* gp-test-records.c: feeding hand-written GST_TRACER records to a GpAggregator in unit tests
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

/* The aggregator's unit tests (records of the stock tracers, of our queue-level and held-buffers
 * tracers, the stock backlog estimate) write records as GStreamer prints them: one debug line with
 * a log timestamp, pid, thread, level and category before the record. One writer of that line
 * here, so that each test says only the record. */

#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "gp-test-records.h"

void
gp_test_records_set_up (GpTestRecords *f,
                        gconstpointer  data)
{
  f->session = gp_session_new ();
  f->agg = gp_aggregator_new (f->session);
}

void
gp_test_records_tear_down (GpTestRecords *f,
                           gconstpointer  data)
{
  gp_aggregator_free (f->agg);
  g_object_unref (f->session);
}

void
gp_test_records_feed (GpAggregator *agg,
                      guint64       wall_ns,
                      const char   *format,
                      ...)
{
  g_autofree char *body = NULL;
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  body = g_strdup_vprintf (format, args);
  va_end (args);

  line = g_strdup_printf ("%u:%02u:%02u.%09u 4242 0x55688b8198c0 TRACE             GST_TRACER :0:: %s",
                          (guint) (wall_ns / GP_TEST_SEC / 3600), (guint) (wall_ns / GP_TEST_SEC / 60 % 60),
                          (guint) (wall_ns / GP_TEST_SEC % 60), (guint) (wall_ns % GP_TEST_SEC), body);
  gp_aggregator_feed_line (agg, line, strlen (line));
}
