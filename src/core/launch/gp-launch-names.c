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

#include "config.h"

#include <string.h>

#include "gp-launch-private.h"

/* GStreamer names an element it was not given a name for after its GType:
 * "Gst" stripped, lower-cased, a '-' when the result ends in a digit, then a
 * counter per type ("queue2-0"). For nearly every factory the GType is
 * "Gst" + the factory name; these are the ones where it is not, as found on
 * a GStreamer 1.22 registry (plugins base/good/bad/ugly) plus the NVIDIA
 * Jetson elements. tests/integration/test-launch-oracle.c checks this table against the
 * registry of the machine it runs on. */
static const struct
{
  const char *factory;
  const char *gtype;
} gtype_exceptions[] = {
  { "avdeinterlace", "GstFFMpegDeinterlace" },
  { "cc708overlay", "GstCeaCcOverlay" },
  { "equalizer-10bands", "GstIirEqualizer10Bands" },
  { "equalizer-3bands", "GstIirEqualizer3Bands" },
  { "equalizer-nbands", "GstIirEqualizerNBands" },
  { "glcolorconvert", "GstGLColorConvertElement" },
  { "gldownload", "GstGLDownloadElement" },
  { "gleffects", "GstGLEffectsGeneric" },
  { "glimagesink", "GstGLImageSinkBin" },
  { "glimagesinkelement", "GstGLImageSink" },
  { "gloverlaycompositor", "GstGLOverlayCompositorElement" },
  { "glshader", "GstGLFilterShader" },
  { "glupload", "GstGLUploadElement" },
  { "glvideomixer", "GstGLVideoMixerBin" },
  { "glvideomixerelement", "GstGLVideoMixer" },
  { "glviewconvert", "GstGLViewConvertElement" },
  { "input-selector", "GstInputSelector" },
  { "mpeg4videoparse", "GstMpeg4VParse" },
  { "mpegvideoparse", "GstMpegvParse" },
  { "nveglglessink", "GstEglGlesSink" },
  { "nvvidconv", "Gstnvvconv" },
  { "oss4src", "GstOss4Source" },
  { "output-selector", "GstOutputSelector" },
  { "rademux", "GstRealAudioDemux" },
  { "rtpst2022-1-fecdec", "GstRTPST_2022_1_FecDec" },
  { "rtpst2022-1-fecenc", "GstRTPST_2022_1_FecEnc" },
  { "testsink", "GstTest" },
  { "tsparse", "MpegTSParse2" },
  { "twolamemp2enc", "GstTwoLame" },
  { "typefind", "GstTypeFindElement" },
  { "vaapih264enc", "GstVaapiEncodeH264" },
  { "vaapih265enc", "GstVaapiEncodeH265" },
  { "videoframe-audiolevel", "GstVideoFrameAudioLevel" },
  { "videomixer", "GstVideoMixer2" },
  { "y4menc", "GstY4mEncode" },
};

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

const char *
_gp_launch_gtype_for_factory (const char *factory)
{
  for (guint i = 0; i < G_N_ELEMENTS (gtype_exceptions); i++)
    if (strcmp (gtype_exceptions[i].factory, factory) == 0)
      return gtype_exceptions[i].gtype;
  return NULL;
}

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
  const char *gtype;
  g_autofree char *lower = NULL;
  gsize len;

  g_return_val_if_fail (factory != NULL, NULL);

  gtype = _gp_launch_gtype_for_factory (factory);
  if (gtype == NULL)
    gtype = factory;
  else if (g_str_has_prefix (gtype, "Gst"))
    gtype += 3;

  lower = g_ascii_strdown (gtype, -1);
  len = strlen (lower);
  if (len > 0 && g_ascii_isdigit (lower[len - 1]))
    return g_strconcat (lower, "-", NULL);
  return g_steal_pointer (&lower);
}
