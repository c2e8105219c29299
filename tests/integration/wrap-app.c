/* wrap-app.c: a small GStreamer application for the `gst-profile wrap` tests
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

/* Builds its own pipeline, appsrc ! videoconvert ! [queue !] fakesink, and
 * feeds it N frames of 320x240 RGB from need-data at F frames per second (the
 * sink syncs on the timestamps). Ends on EOS, on SIGINT (it sends EOS, like
 * gst-launch-1.0 -e) or on an error. Dumps the pipeline graph once PLAYING
 * (GST_DEBUG_DUMP_DOT_DIR). Exits 0, or --exit-code N after a clean end, or
 * 1 on a pipeline error. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib-unix.h>
#include <gst/app/gstappsrc.h>
#include <gst/gst.h>

#define WIDTH  320
#define HEIGHT 240

typedef struct
{
  GMainLoop  *loop;
  GstElement *pipeline;
  GstElement *src;
  int         frames;
  int         fps;
  int         pushed;
  int         exit_code;
  gboolean    failed;
  gboolean    dumped;
} App;

static void
need_data_cb (GstAppSrc *src,
              guint      length,
              gpointer   user_data)
{
  App *app = user_data;
  GstBuffer *buffer;
  GstMapInfo map;

  if (app->frames > 0 && app->pushed >= app->frames)
    {
      gst_app_src_end_of_stream (src);
      return;
    }

  buffer = gst_buffer_new_allocate (NULL, WIDTH * HEIGHT * 3, NULL);
  if (gst_buffer_map (buffer, &map, GST_MAP_WRITE))
    {
      memset (map.data, (app->pushed * 7) & 0xff, map.size);
      gst_buffer_unmap (buffer, &map);
    }
  GST_BUFFER_PTS (buffer) = gst_util_uint64_scale (app->pushed, GST_SECOND, app->fps);
  GST_BUFFER_DURATION (buffer) = gst_util_uint64_scale (1, GST_SECOND, app->fps);
  app->pushed++;
  gst_app_src_push_buffer (src, buffer);
}

static gboolean
bus_cb (GstBus     *bus,
        GstMessage *message,
        gpointer    user_data)
{
  App *app = user_data;

  GstMessageType type = GST_MESSAGE_TYPE (message);

  if (type == GST_MESSAGE_EOS)
    {
      g_main_loop_quit (app->loop);
    }
  else if (type == GST_MESSAGE_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gst_message_parse_error (message, &error, NULL);
      g_printerr ("wrap-app: %s\n", error->message);
      app->failed = TRUE;
      g_main_loop_quit (app->loop);
    }
  else if (type == GST_MESSAGE_STATE_CHANGED &&
           GST_MESSAGE_SRC (message) == GST_OBJECT (app->pipeline) && !app->dumped)
    {
      GstState state;

      gst_message_parse_state_changed (message, NULL, &state, NULL);
      if (state == GST_STATE_PLAYING)
        {
          GST_DEBUG_BIN_TO_DOT_FILE (GST_BIN (app->pipeline), GST_DEBUG_GRAPH_SHOW_ALL,
                                     "wrap-app.PLAYING");
          app->dumped = TRUE;
        }
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
sigint_cb (gpointer user_data)
{
  App *app = user_data;

  gst_element_send_event (app->pipeline, gst_event_new_eos ());
  return G_SOURCE_CONTINUE;
}

int
main (int   argc,
      char *argv[])
{
  App app = { 0, };
  gboolean no_queue = FALSE;
  const GOptionEntry entries[] = {
    { "frames", 0, 0, G_OPTION_ARG_INT, &app.frames, "Frames to push (0: until SIGINT)", "N" },
    { "fps", 0, 0, G_OPTION_ARG_INT, &app.fps, "Frames per second", "F" },
    { "exit-code", 0, 0, G_OPTION_ARG_INT, &app.exit_code, "Exit status after a clean end", "N" },
    { "no-queue", 0, 0, G_OPTION_ARG_NONE, &no_queue, "No queue before the sink", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GstCaps) caps = NULL;
  GstElement *convert, *queue = NULL, *sink;
  GstBus *bus;
  guint bus_watch;
  guint sigint;

  app.frames = 60;
  app.fps = 30;
  context = g_option_context_new (NULL);
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_add_group (context, gst_init_get_option_group ());
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("wrap-app: %s\n", error->message);
      return 64;
    }
  if (app.fps <= 0)
    app.fps = 30;

  app.pipeline = gst_pipeline_new ("app-pipeline");
  app.src = gst_element_factory_make ("appsrc", "frames");
  convert = gst_element_factory_make ("videoconvert", "convert");
  sink = gst_element_factory_make ("fakesink", "out");
  if (!no_queue)
    queue = gst_element_factory_make ("queue", "q");
  if (app.src == NULL || convert == NULL || sink == NULL || (!no_queue && queue == NULL))
    {
      g_printerr ("wrap-app: missing GStreamer elements\n");
      return 65;
    }

  caps = gst_caps_new_simple ("video/x-raw",
                              "format", G_TYPE_STRING, "RGB",
                              "width", G_TYPE_INT, WIDTH,
                              "height", G_TYPE_INT, HEIGHT,
                              "framerate", GST_TYPE_FRACTION, app.fps, 1,
                              NULL);
  g_object_set (app.src, "caps", caps, "format", GST_FORMAT_TIME, NULL);
  g_object_set (sink, "sync", TRUE, NULL);
  g_signal_connect (app.src, "need-data", G_CALLBACK (need_data_cb), &app);

  gst_bin_add_many (GST_BIN (app.pipeline), app.src, convert, sink, NULL);
  if (queue != NULL)
    {
      gst_bin_add (GST_BIN (app.pipeline), queue);
      gst_element_link_many (app.src, convert, queue, sink, NULL);
    }
  else
    {
      gst_element_link_many (app.src, convert, sink, NULL);
    }

  app.loop = g_main_loop_new (NULL, FALSE);
  bus = gst_element_get_bus (app.pipeline);
  bus_watch = gst_bus_add_watch (bus, bus_cb, &app);
  gst_object_unref (bus);
  sigint = g_unix_signal_add (SIGINT, sigint_cb, &app);

  if (gst_element_set_state (app.pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE)
    {
      g_printerr ("wrap-app: cannot start the pipeline\n");
      app.failed = TRUE;
    }
  else
    {
      g_main_loop_run (app.loop);
    }

  gst_element_set_state (app.pipeline, GST_STATE_NULL);
  g_source_remove (sigint);
  g_source_remove (bus_watch);
  gst_object_unref (app.pipeline);
  g_main_loop_unref (app.loop);

  /* _exit: GStreamer keeps process-long allocations; skip LeakSanitizer's
   * exit-time check, which would otherwise turn them into a failure exit. */
  fflush (stdout);
  _exit (app.failed ? 1 : app.exit_code);
}
