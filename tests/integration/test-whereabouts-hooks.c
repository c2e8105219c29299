/* test-whereabouts-hooks.c: our gpwhereabouts tracer in this process: the hard cases, exactly
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

/* Loads our plugin from the build tree with GST_TRACERS=gpwhereabouts, feeds appsrc pipelines
 * whose sinks block (preroll in PAUSED, or a clock wait on a far timestamp), and reads the
 * tracer's held-buffers records from its GST_DEBUG_FILE, waiting for a window that shows the
 * expected holdings (the waits are bounds, not timings):
 * - buffer lists: a list of 5 into a queue is 5 held by the queue, then by the sink;
 * - a tee hands the same buffers to two branches: both queues count them;
 * - a sink that drops a tee'd buffer after its chain returns (no last sample) holds none, while
 *   the sibling branch still holds the same buffers. */

#include "config.h"

#include <string.h>

#include <gst/app/gstappsrc.h>
#include <glib/gstdio.h>
#include <gst/gst.h>

#define FRAME 1000

static char       *log_path;  /* GST_DEBUG_FILE */
static gsize       log_start; /* where the current case's records begin */
static GHashTable *latest;    /* element name → GstStructure of its last held-buffers record */

/* Reads the held-buffers records the log gained since the case started. */
static void
reload (void)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  char **lines;

  g_hash_table_remove_all (latest);
  if (!g_file_get_contents (log_path, &text, &len, NULL) || len <= log_start)
    return;
  lines = g_strsplit (text + log_start, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *record = strstr (lines[i], ":0:: held-buffers,");
      GstStructure *st;

      /* the last line may still be half written */
      if (record == NULL || !g_str_has_suffix (lines[i], ";"))
        continue;
      st = gst_structure_from_string (record + 5, NULL);
      g_assert_nonnull (st);
      g_hash_table_replace (latest, g_strdup (gst_structure_get_string (st, "element")), st);
    }
  g_strfreev (lines);
}

/* The buffers @element held in its last record (0 when none came). */
static guint64
held (const char *element,
      guint64    *bytes)
{
  GstStructure *s;
  guint64 buffers = 0;

  s = g_hash_table_lookup (latest, element);
  if (bytes != NULL)
    *bytes = 0;
  if (s != NULL)
    {
      g_assert_true (gst_structure_get_uint64 (s, "buffers", &buffers));
      if (bytes != NULL)
        g_assert_true (gst_structure_get_uint64 (s, "bytes", bytes));
    }
  return buffers;
}

static void
forget_records (void)
{
  g_autofree char *text = NULL;

  log_start = 0;
  if (g_file_get_contents (log_path, &text, &log_start, NULL))
    g_hash_table_remove_all (latest);
}

typedef struct
{
  const char *element;
  guint64     buffers;
} Expect;

/* Waits (at most 20 s) for records where each element holds what @expect says; fails with the
 * last state otherwise. */
static void
wait_for (const Expect *expect,
          guint         n)
{
  gint64 end = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;

  for (;;)
    {
      gboolean all = TRUE;

      reload ();
      for (guint i = 0; i < n; i++)
        all = all && held (expect[i].element, NULL) == expect[i].buffers;
      if (all)
        return;
      if (g_get_monotonic_time () > end)
        {
          for (guint i = 0; i < n; i++)
            g_printerr ("%s: held %" G_GUINT64_FORMAT ", expected %" G_GUINT64_FORMAT "\n",
                        expect[i].element, held (expect[i].element, NULL), expect[i].buffers);
          g_error ("the holdings never matched");
        }
      g_usleep (20 * 1000);
    }
}

static GstElement *
start (const char *launch,
       GstState    state)
{
  g_autoptr(GError) error = NULL;
  GstElement *pipeline = gst_parse_launch (launch, &error);

  g_assert_no_error (error);
  forget_records ();
  gst_element_set_state (pipeline, state);
  return pipeline;
}

static GstBuffer *
frame (guint64 pts)
{
  GstBuffer *buffer = gst_buffer_new_allocate (NULL, FRAME, NULL);

  GST_BUFFER_PTS (buffer) = pts;
  GST_BUFFER_DURATION (buffer) = GST_MSECOND;
  return buffer;
}

static void
stop (GstElement *pipeline)
{
  gst_element_set_state (pipeline, GST_STATE_NULL);
  gst_object_unref (pipeline);
}

/* In PAUSED the sink blocks in preroll with the first list; the queue holds the second. */
static void
test_buffer_lists (void)
{
  GstElement *pipeline = start ("appsrc name=src format=time ! queue name=q ! fakesink name=sink",
                                GST_STATE_PAUSED);
  GstElement *src = gst_bin_get_by_name (GST_BIN (pipeline), "src");
  guint64 bytes = 0;

  for (guint k = 0; k < 2; k++)
    {
      GstBufferList *list = gst_buffer_list_new ();

      for (guint i = 0; i < 5; i++)
        gst_buffer_list_add (list, frame ((k * 5 + i) * GST_MSECOND));
      g_assert_cmpint (gst_app_src_push_buffer_list (GST_APP_SRC (src), list), ==, GST_FLOW_OK);
      if (k == 0)
        wait_for ((const Expect[]) { { "sink", 5 }, { "q", 0 } }, 2);
    }
  wait_for ((const Expect[]) { { "sink", 5 }, { "q", 5 } }, 2);
  held ("q", &bytes);
  g_assert_cmpuint (bytes, ==, 5 * FRAME);

  gst_object_unref (src);
  stop (pipeline);
}

/* The same buffers in both branches of a tee, both sinks prerolled. */
static void
test_tee_shared (void)
{
  GstElement *pipeline = start ("appsrc name=src format=time ! tee name=t "
                                "t. ! queue name=a ! fakesink name=sa "
                                "t. ! queue name=b ! fakesink name=sb",
                                GST_STATE_PAUSED);
  GstElement *src = gst_bin_get_by_name (GST_BIN (pipeline), "src");
  guint64 a_bytes = 0, b_bytes = 0;

  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (gst_app_src_push_buffer (GST_APP_SRC (src), frame (i * GST_MSECOND)), ==, GST_FLOW_OK);
  wait_for ((const Expect[]) { { "sa", 1 }, { "sb", 1 }, { "a", 3 }, { "b", 3 }, { "t", 0 } }, 5);
  held ("a", &a_bytes);
  held ("b", &b_bytes);
  g_assert_cmpuint (a_bytes, ==, 3 * FRAME);
  g_assert_cmpuint (b_bytes, ==, 3 * FRAME);

  gst_object_unref (src);
  stop (pipeline);
}

/* PLAYING: branch b's sink (the waiter) waits on the clock for a far timestamp, so b keeps every buffer;
 * branch a's sink (the dropper) keeps no last sample: once its chain returns it holds none of them, though
 * they are alive in b. */
static void
test_sink_drops_shared (void)
{
  GstElement *pipeline = start ("appsrc name=src format=time ! tee name=t "
                                "t. ! queue name=qa ! fakesink name=dropper sync=false enable-last-sample=false "
                                "t. ! queue name=qb ! fakesink name=waiter sync=true async=false",
                                GST_STATE_PLAYING);
  GstElement *src = gst_bin_get_by_name (GST_BIN (pipeline), "src");

  for (guint i = 0; i < 6; i++)
    g_assert_cmpint (gst_app_src_push_buffer (GST_APP_SRC (src), frame (1000 * GST_SECOND + i)), ==,
                     GST_FLOW_OK);
  wait_for ((const Expect[]) { { "waiter", 1 }, { "qb", 5 }, { "qa", 0 } }, 3);
  /* the dropper held each buffer only within its chain call */
  g_assert_cmpuint (held ("dropper", NULL), ==, 0);

  gst_object_unref (src);
  stop (pipeline);
}

int
main (int argc, char *argv[])
{
  int status;

  g_setenv ("GST_PLUGIN_PATH", GP_BUILD_TRACER_PLUGIN_DIR, TRUE);
  g_setenv ("GST_TRACERS", "gpwhereabouts", TRUE);
  g_setenv ("GST_DEBUG", "GST_TRACER:7", TRUE);
  g_setenv ("GST_DEBUG_NO_COLOR", "1", TRUE);
  log_path = g_build_filename (g_get_tmp_dir (), "gp-whereabouts-hooks-XXXXXX.log", NULL);
  g_close (g_mkstemp (log_path), NULL);
  g_setenv ("GST_DEBUG_FILE", log_path, TRUE);
  g_unsetenv ("GST_REGISTRY_UPDATE");
  latest = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) gst_structure_free);

  g_test_init (&argc, &argv, NULL);
  gst_init (&argc, &argv);

  g_test_add_func ("/gp/integration/whereabouts-hooks/buffer-lists", test_buffer_lists);
  g_test_add_func ("/gp/integration/whereabouts-hooks/tee-shared", test_tee_shared);
  g_test_add_func ("/gp/integration/whereabouts-hooks/sink-drops-shared", test_sink_drops_shared);

  status = g_test_run ();
  g_unlink (log_path);
  g_hash_table_unref (latest);
  g_free (log_path);
  return status;
}
