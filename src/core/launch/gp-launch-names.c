/* gp-launch-names.c: what gst_parse_launch() learns from the registry
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

/* The facts gst_parse_launch() takes from the GStreamer registry, as tables, since the core links
 * no GStreamer: the factories whose source pads all appear at run time (their links are delayed,
 * which changes the order capsfilters are numbered in), the pipeline-like factories and the URI
 * handlers by scheme. Every table was taken from a GStreamer 1.22 registry;
 * tests/integration/test-launch-oracle.c checks them against the machine's own. The runtime
 * names (gp_launch_name_prefix()) are no longer a table here: the factories whose GType is not
 * "Gst" + the factory, and gst-omx's "<factory>-<factory>N", are data in rules/names.json, read by
 * the model layer (gp-name-rules.c) because ingest needs the same facts the other way round
 * (GType → factory) and the two tables had drifted apart. */

#include "config.h"

#include <string.h>

#include "gp-factory.h"
#include "gp-launch-private.h"

/* Factories whose source pads are all "sometimes" pads: gst_parse_launch()
 * cannot link them while parsing and waits for "pad-added" (a delayed link).
 * Left out on purpose: elements that grow a source pad when a sink pad is
 * requested (multiqueue, streamsynchronizer, rtpbin, rtpsession, rtpdec,
 * rdtmanager, srtpenc), whose links are usually made right away because the
 * upstream link comes first. */
static const char * const delayed_factories[] = {
  "asfdemux", "avidemux", "dashdemux", "dashdemux2", "decodebin",
  "decodebin3", "deinterleave", "dvdemux", "encodebin2", "flvdemux",
  "hlsdemux", "hlsdemux2", "icydemux", "matroskademux", "mpegpsdemux",
  "mssdemux", "mssdemux2", "multipartdemux", "mxfdemux", "nvurisrcbin",
  "oggdemux", "ogmaudioparse", "ogmtextparse", "ogmvideoparse", "parsebin",
  "qtdemux", "rademux", "rmdemux", "rsndvdbin", "rtpptdemux", "rtpsrc",
  "rtpssrcdemux", "rtspsrc", "sctpdec", "sdpdemux", "sdpsrc", "splitmuxsrc",
  "streamiddemux", "testsrcbin", "transcodebin", "tsdemux", "uridecodebin",
  "uridecodebin3", "urisourcebin", "webrtcbin",
};

/* GstPipeline subclasses: gst-launch-1.0 runs one of them directly when it
 * is the whole string, instead of wrapping it in a new pipeline. */
static const char * const pipeline_factories[] = {
  "camerabin", "pipeline", "playbin", "playbin3",
};

/* gst_element_make_from_uri() picks the highest-ranked handler of the
 * scheme; these are the ones a stock GStreamer 1.22 picks. */
static const struct
{
  const char *scheme;
  const char *src;
  const char *sink;
} uri_handlers[] = {
  { "appsink", NULL, "appsink" },
  { "appsrc", "appsrc", NULL },
  { "file", "filesrc", "filesink" },
  { "http", "souphttpsrc", NULL },
  { "https", "souphttpsrc", NULL },
  { "rist", "ristsrc", "ristsink" },
  { "rtmp", "rtmpsrc", "rtmpsink" },
  { "rtp", "rtpsrc", "rtpsink" },
  { "rtsp", "rtspsrc", NULL },
  { "rtsph", "rtspsrc", NULL },
  { "rtsps", "rtspsrc", NULL },
  { "rtspt", "rtspsrc", NULL },
  { "rtspu", "rtspsrc", NULL },
  { "srt", "srtsrc", "srtsink" },
  { "udp", "udpsrc", "udpsink" },
  { "v4l2", "v4l2src", NULL },
};

gboolean
_gp_launch_factory_is_delayed (const char *factory)
{
  /* gst-libav's demuxers */
  if (g_str_has_prefix (factory, "avdemux_"))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (delayed_factories); i++)
    if (strcmp (delayed_factories[i], factory) == 0)
      return TRUE;
  return FALSE;
}

gboolean
_gp_launch_factory_is_pipeline (const char *factory)
{
  for (guint i = 0; i < G_N_ELEMENTS (pipeline_factories); i++)
    if (strcmp (pipeline_factories[i], factory) == 0)
      return TRUE;
  return FALSE;
}

const char *
_gp_launch_factory_for_uri (const char *uri,
                            gboolean    sink)
{
  const char *colon = strstr (uri, "://");
  g_autofree char *scheme = NULL;

  if (colon == NULL)
    return NULL;
  scheme = g_ascii_strdown (uri, colon - uri);
  for (guint i = 0; i < G_N_ELEMENTS (uri_handlers); i++)
    if (strcmp (uri_handlers[i].scheme, scheme) == 0)
      return sink ? uri_handlers[i].sink : uri_handlers[i].src;
  return NULL;
}

char *
gp_launch_name_prefix (const char *factory)
{
  g_return_val_if_fail (factory != NULL, NULL);

  return gp_factory_name_prefix (factory);
}
