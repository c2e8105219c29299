/* leak-app.c: a GStreamer application whose appsrc is fed faster than its consumer, for QLEAK
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

/* The leak of spec/leak-hunt.md in a program of our own, for `gst-profile wrap`. A producer
 * thread pushes 320x240 RGB frames at --fps (default 60) into an appsrc and ignores enough-data;
 * the consumer, identity sleep-time=40000 (at most 25 a second), is slower, so with block=false
 * (the default) the appsrc's queue grows without bound. --block sets block=true on every appsrc:
 * pushing then waits for the consumer, the backlog stays at the max-bytes watermark.
 *
 * One pipeline by default: "leak-pipeline" = frames (appsrc) ! slow (identity) ! out (fakesink).
 * With --bridge, the interpipe shape: two pipelines in one process joined by appsink → appsrc,
 * "producer" = frames (appsrc) ! bridge-sink (appsink), whose new-sample pushes each buffer into
 * "consumer" = bridge (appsrc) ! slow (identity) ! out (fakesink): the backlog is in bridge.
 *
 * Each pipeline dumps its graph once PLAYING (GST_DEBUG_DUMP_DOT_DIR). SIGINT stops at once,
 * without draining the backlog (an EOS would wait for it); exits 0, or 1 on a pipeline error. */

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include <glib-unix.h>
#include <gst/app/gstappsink.h>
#include <gst/app/gstappsrc.h>
#include <gst/gst.h>

#define WIDTH  320
#define HEIGHT 240

typedef struct
{
  GMainLoop  *loop;
  GstElement *producer;   /* the pipeline the thread feeds */
  GstElement *consumer;   /* with --bridge, the one after the appsink; else NULL */
  GstElement *frames;     /* the appsrc the thread feeds */
  GstElement *bridge;     /* with --bridge, the consumer's appsrc */
  GstCaps    *caps;
  int         fps;
  gint        stop;       /* atomic */
  gboolean    failed;
  guint       dumped;     /* pipelines dumped */
} App;

/* Pushes frames at app->fps until told to stop, whatever enough-data says. */
static gpointer
producer_thread (gpointer user_data)
{
  App *app = user_data;
  gint64 start = g_get_monotonic_time ();

  for (guint64 n = 0; !g_atomic_int_get (&app->stop); n++)
    {
      gint64 due = start + (gint64) (n * G_USEC_PER_SEC / (guint64) app->fps);
      GstBuffer *buffer = gst_buffer_new_allocate (NULL, WIDTH * HEIGHT * 3, NULL);
      gint64 now;

      gst_buffer_memset (buffer, 0, (guint8) (n * 7), WIDTH * HEIGHT * 3);
      GST_BUFFER_PTS (buffer) = gst_util_uint64_scale (n, GST_SECOND, app->fps);
      GST_BUFFER_DURATION (buffer) = gst_util_uint64_scale (1, GST_SECOND, app->fps);
      if (gst_app_src_push_buffer (GST_APP_SRC (app->frames), buffer) != GST_FLOW_OK)
        break;
      now = g_get_monotonic_time ();
      if (due > now)
        g_usleep ((gulong) (due - now));
    }
  return NULL;
}

/* The bridge: each sample of the producer's appsink goes into the consumer's appsrc. */
static GstFlowReturn
new_sample_cb (GstAppSink *sink,
               gpointer    user_data)
{
  App *app = user_data;
  GstSample *sample = gst_app_sink_pull_sample (sink);
  GstFlowReturn ret;

  if (sample == NULL)
    return GST_FLOW_EOS;
  ret = gst_app_src_push_buffer (GST_APP_SRC (app->bridge), gst_buffer_ref (gst_sample_get_buffer (sample)));
  gst_sample_unref (sample);
  return ret;
}

static gboolean
bus_cb (GstBus     *bus,
        GstMessage *message,
        gpointer    user_data)
{
  App *app = user_data;
  GstMessageType type = GST_MESSAGE_TYPE (message);

  if (type == GST_MESSAGE_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gst_message_parse_error (message, &error, NULL);
      g_printerr ("leak-app: %s\n", error->message);
      app->failed = TRUE;
      g_main_loop_quit (app->loop);
    }
  else if (type == GST_MESSAGE_EOS)
    {
      g_main_loop_quit (app->loop);
    }
  else if (type == GST_MESSAGE_STATE_CHANGED && GST_IS_PIPELINE (GST_MESSAGE_SRC (message)))
    {
      GstState state;

      gst_message_parse_state_changed (message, NULL, &state, NULL);
      if (state == GST_STATE_PLAYING)
        {
          g_autofree char *name = g_strdup_printf ("leak-app.%s.PLAYING", GST_MESSAGE_SRC_NAME (message));

          GST_DEBUG_BIN_TO_DOT_FILE (GST_BIN (GST_MESSAGE_SRC (message)), GST_DEBUG_GRAPH_SHOW_ALL, name);
          app->dumped++;
        }
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
sigint_cb (gpointer user_data)
{
  App *app = user_data;

  g_main_loop_quit (app->loop);
  return G_SOURCE_CONTINUE;
}

static GstElement *
make (const char *factory,
      const char *name)
{
  GstElement *element = gst_element_factory_make (factory, name);

  if (element == NULL)
    {
      g_printerr ("leak-app: no %s element\n", factory);
      _exit (65);
    }
  return element;
}

static GstElement *
make_appsrc (App        *app,
             const char *name,
             gboolean    block)
{
  GstElement *src = make ("appsrc", name);

  g_object_set (src, "caps", app->caps, "format", GST_FORMAT_TIME, "block", block, NULL);
  return src;
}

/* appsrc NAME ! identity sleep-time=40000 ! fakesink sync=false */
static void
add_slow_branch (GstElement *pipeline,
                 GstElement *src)
{
  GstElement *slow = make ("identity", "slow");
  GstElement *out = make ("fakesink", "out");

  g_object_set (slow, "sleep-time", 40000, NULL);
  g_object_set (out, "sync", FALSE, NULL);
  gst_bin_add_many (GST_BIN (pipeline), src, slow, out, NULL);
  if (!gst_element_link_many (src, slow, out, NULL))
    {
      g_printerr ("leak-app: cannot link the pipeline\n");
      _exit (65);
    }
}

static guint
watch (GstElement *pipeline,
       App        *app)
{
  GstBus *bus = gst_element_get_bus (pipeline);
  guint id = gst_bus_add_watch (bus, bus_cb, app);

  gst_object_unref (bus);
  return id;
}

int
main (int   argc,
      char *argv[])
{
  App app = { 0, };
  gboolean block = FALSE;
  gboolean bridged = FALSE;
  const GOptionEntry entries[] = {
    { "fps", 0, 0, G_OPTION_ARG_INT, &app.fps, "Frames pushed per second (default 60)", "F" },
    { "block", 0, 0, G_OPTION_ARG_NONE, &block, "block=true on every appsrc (the fix)", NULL },
    { "bridge", 0, 0, G_OPTION_ARG_NONE, &bridged, "Two pipelines joined by appsink → appsrc", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GThread *thread;
  guint watches[2] = { 0, 0 };
  guint sigint;

  app.fps = 60;
  context = g_option_context_new (NULL);
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_add_group (context, gst_init_get_option_group ());
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("leak-app: %s\n", error->message);
      return 64;
    }
  if (app.fps <= 0)
    app.fps = 60;

  app.caps = gst_caps_new_simple ("video/x-raw",
                                  "format", G_TYPE_STRING, "RGB",
                                  "width", G_TYPE_INT, WIDTH,
                                  "height", G_TYPE_INT, HEIGHT,
                                  "framerate", GST_TYPE_FRACTION, app.fps, 1,
                                  NULL);
  app.frames = make_appsrc (&app, "frames", block);
  if (!bridged)
    {
      app.producer = gst_pipeline_new ("leak-pipeline");
      add_slow_branch (app.producer, app.frames);
    }
  else
    {
      GstElement *sink = make ("appsink", "bridge-sink");
      GstAppSinkCallbacks callbacks = { .new_sample = new_sample_cb };

      app.producer = gst_pipeline_new ("producer");
      gst_bin_add_many (GST_BIN (app.producer), app.frames, sink, NULL);
      gst_element_link (app.frames, sink);
      g_object_set (sink, "sync", FALSE, NULL);
      gst_app_sink_set_callbacks (GST_APP_SINK (sink), &callbacks, &app, NULL);

      app.consumer = gst_pipeline_new ("consumer");
      app.bridge = make_appsrc (&app, "bridge", block);
      add_slow_branch (app.consumer, app.bridge);
    }

  app.loop = g_main_loop_new (NULL, FALSE);
  watches[0] = watch (app.producer, &app);
  if (app.consumer != NULL)
    watches[1] = watch (app.consumer, &app);
  sigint = g_unix_signal_add (SIGINT, sigint_cb, &app);

  if ((app.consumer != NULL &&
       gst_element_set_state (app.consumer, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE) ||
      gst_element_set_state (app.producer, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE)
    {
      g_printerr ("leak-app: cannot start the pipelines\n");
      _exit (1);
    }
  thread = g_thread_new ("producer", producer_thread, &app);
  g_main_loop_run (app.loop);

  /* Stop without draining: the consumer first, so that a bridge push blocked on a full bridge
   * returns, then the producer, which unblocks the thread's push. */
  g_atomic_int_set (&app.stop, 1);
  if (app.consumer != NULL)
    gst_element_set_state (app.consumer, GST_STATE_NULL);
  gst_element_set_state (app.producer, GST_STATE_NULL);
  g_thread_join (thread);

  g_source_remove (sigint);
  for (guint i = 0; i < G_N_ELEMENTS (watches); i++)
    if (watches[i] != 0)
      g_source_remove (watches[i]);

  /* _exit: GStreamer keeps process-long allocations; skip LeakSanitizer's
   * exit-time check, which would otherwise turn them into a failure exit. */
  fflush (stdout);
  _exit (app.failed ? 1 : 0);
}
