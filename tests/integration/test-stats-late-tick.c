/* test-stats-late-tick.c: our gpstats tracer whose window thread is starved: no window reads as a stall
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

/* Loads our plugin from the build tree with GST_TRACERS=gpstats and runs a live 30 fps source
 * in this process. A log function of ours takes the tracer's lines in the default format
 * (gst_debug_log_get_line(), as GST_DEBUG_FILE would hold them) and, at the third window's
 * link-flow record, blocks the tracer's window thread for more than a window and a half, as a
 * CPU-starved board does: its next tick then comes a window late. The lines go through the
 * aggregator, and the source's link has buffers in every window from its first to its last
 * (a window skipped by the late tick would read as a stall, the next as a doubled rate); every
 * buffer is counted once. */

#include "config.h"

#include <math.h>
#include <string.h>

#include <gst/gst.h>

#include "gp-aggregator.h"
#include "gp-series.h"
#include "gp-session.h"

#define BUFFERS 60

typedef struct
{
  GMutex   lock;
  GString *log;
  guint    link_flows;  /* link-flow lines seen */
  gboolean stalled;     /* the window thread was held */
} Capture;

static Capture capture;

static void
collect (GstDebugCategory *category,
         GstDebugLevel     level,
         const gchar      *file,
         const gchar      *function,
         gint              line,
         GObject          *object,
         GstDebugMessage  *message,
         gpointer          user_data)
{
  g_autofree char *text = NULL;
  gboolean hold = FALSE;

  if (strcmp (gst_debug_category_get_name (category), "GST_TRACER") != 0)
    return;
  text = gst_debug_log_get_line (category, level, file, function, line, object, message);
  g_mutex_lock (&capture.lock);
  g_string_append (capture.log, text);
  if (strstr (text, "link-flow,") != NULL && ++capture.link_flows == 3 && !capture.stalled)
    hold = capture.stalled = TRUE;
  g_mutex_unlock (&capture.lock);
  /* the window thread, logging: held here, its next tick is late */
  if (hold)
    g_usleep (420 * G_TIME_SPAN_MILLISECOND);
}

static void
test_late_tick (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GstElement) pipeline = NULL;
  g_autoptr(GstBus) bus = NULL;
  g_autoptr(GstMessage) message = NULL;
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpAggregator) aggregator = gp_aggregator_new (session);
  g_autofree char *launch = g_strdup_printf ("videotestsrc is-live=true num-buffers=%d ! "
                                             "video/x-raw,width=32,height=24,framerate=30/1 ! "
                                             "fakesink sync=true", BUFFERS);
  GpLinkSeries *link;
  guint first = G_MAXUINT, last = 0;
  double counted = 0;

  pipeline = gst_parse_launch (launch, &error);
  g_assert_no_error (error);
  bus = gst_element_get_bus (pipeline);
  g_assert_cmpint (gst_element_set_state (pipeline, GST_STATE_PLAYING), !=, GST_STATE_CHANGE_FAILURE);
  message = gst_bus_timed_pop_filtered (bus, 60 * GST_SECOND, GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
  g_assert_nonnull (message);
  g_assert_cmpint (GST_MESSAGE_TYPE (message), ==, GST_MESSAGE_EOS);
  gst_element_set_state (pipeline, GST_STATE_NULL);
  g_clear_pointer (&pipeline, gst_object_unref);  /* the tracer's last records come by its end */

  g_mutex_lock (&capture.lock);
  g_assert_true (capture.stalled);
  gp_aggregator_feed (aggregator, capture.log->str, capture.log->len);
  g_mutex_unlock (&capture.lock);
  gp_aggregator_finish (aggregator);

  link = gp_series_lookup_link (gp_session_get_series (session), "videotestsrc0:src->capsfilter0:sink");
  g_assert_nonnull (link);
  for (guint i = 0; i < link->fps->len; i++)
    {
      double fps = g_array_index (link->fps, double, i);

      if (!isnan (fps) && fps > 0)
        {
          first = MIN (first, i);
          last = i;
          counted += fps * 0.25;
        }
    }
  g_assert_cmpuint (first, <, last);
  g_assert_cmpuint (last - first, >=, 4);  /* the held window is inside */
  for (guint i = first; i <= last; i++)
    {
      double fps = g_array_index (link->fps, double, i);

      g_test_message ("window %u: %.1f fps", i, fps);
      g_assert_false (isnan (fps));
      g_assert_cmpfloat (fps, >, 0);
      g_assert_cmpuint (g_array_index (link->stalled, guint8, i), ==, 0);
    }
  g_assert_cmpfloat (fabs (counted - BUFFERS), <, 0.5);
}

int
main (int argc, char *argv[])
{
  g_setenv ("GST_PLUGIN_PATH", GP_BUILD_TRACER_PLUGIN_DIR, TRUE);
  g_setenv ("GST_TRACERS", "gpstats", TRUE);
  g_setenv ("GST_DEBUG", "GST_TRACER:7", TRUE);
  g_setenv ("GST_DEBUG_NO_COLOR", "1", TRUE);
  g_setenv ("GST_DEBUG_FILE", "/dev/null", TRUE);  /* the default log function, until it goes */
  g_unsetenv ("GST_REGISTRY_UPDATE");
  g_mutex_init (&capture.lock);
  capture.log = g_string_new (NULL);

  g_test_init (&argc, &argv, NULL);
  gst_init (&argc, &argv);
  gst_debug_remove_log_function (gst_debug_log_default);
  gst_debug_add_log_function (collect, NULL, NULL);

  g_test_add_func ("/gp/integration/stats-late-tick/no-stall", test_late_tick);

  return g_test_run ();
}
