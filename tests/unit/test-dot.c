/* test-dot.c
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

#include "gp-dot.h"
#include "gp-error.h"
#include "gp-graph.h"
#include "gp-test-util.h"

/* The caps of every link of tests/fixtures/pipeline.PAUSED_PLAYING.dot, as
 * links[].caps stores them: each `\l` became one space. */
#define FIXTURE_CAPS \
  "video/x-raw               format: A444_16LE                width: 320" \
  "               height: 240            framerate: 30/1       multiview-mode: mono" \
  "   pixel-aspect-ratio: 1/1       interlace-mode: progressive"

static GpDotGraph *
parse_file (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  g_autoptr(GError) error = NULL;
  GpDotGraph *dot;

  g_assert_nonnull (text);
  dot = gp_dot_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (dot);

  return dot;
}

static GpDotGraph *
parse_fixture (const char *name)
{
  g_autofree char *path = gp_test_fixture (name);

  return parse_file (path);
}

static GpGraph *
graph_from_fixture (const char *name,
                    const char *platform)
{
  g_autoptr(GpDotGraph) dot = parse_fixture (name);
  GpGraph *graph = gp_graph_new ();

  gp_dot_graph_merge (dot, graph, platform);

  return graph;
}

static GpDotGraph *
parse_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  GpDotGraph *dot = gp_dot_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (dot);

  return dot;
}

static char *
element_ids (GpGraph *graph)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    g_string_append_printf (out, "%s%s", i ? "," : "", gp_graph_element (graph, i)->id);

  return g_string_free (out, FALSE);
}

static char *
link_ids (GpGraph *graph)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    g_string_append_printf (out, "%s%s", i ? "," : "", gp_graph_link (graph, i)->id);

  return g_string_free (out, FALSE);
}

static char *
pads_of (GpElement *element)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < gp_str_map_size (element->pads); i++)
    g_string_append_printf (out, "%s%s=%s", i ? "," : "",
                            gp_str_map_key (element->pads, i),
                            gp_str_map_value (element->pads, i));

  return g_string_free (out, FALSE);
}

static GpElement *
get_element (GpGraph    *graph,
             const char *id)
{
  GpElement *element = gp_graph_lookup_element (graph, id);

  g_assert_nonnull (element);

  return element;
}

static GpLink *
get_link (GpGraph    *graph,
          const char *id)
{
  GpLink *link = gp_graph_lookup_link (graph, id);

  g_assert_nonnull (link);

  return link;
}

#define assert_ids(func, graph, expected) \
  G_STMT_START { \
    g_autofree char *_ids = func (graph); \
    g_assert_cmpstr (_ids, ==, expected); \
  } G_STMT_END

#define assert_pads(element, expected) \
  G_STMT_START { \
    g_autofree char *_pads = pads_of (element); \
    g_assert_cmpstr (_pads, ==, expected); \
  } G_STMT_END

static void
assert_no_ghost_links (GpGraph *graph)
{
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      g_assert_null (strstr (link->id, "ghost"));
      g_assert_null (strstr (link->id, "proxypad"));
    }
}

/* reference.md §7's expectation for the local fixture dump. */
static void
test_fixture (void)
{
  g_autoptr(GpDotGraph) dot = parse_fixture ("pipeline.PAUSED_PLAYING.dot");
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpElement *el;
  GpLink *link;

  g_assert_cmpstr (gp_dot_graph_get_pipeline (dot), ==, "pipeline0");
  g_assert_cmpuint (gp_dot_graph_n_elements (dot), ==, 5);
  g_assert_cmpuint (gp_dot_graph_n_links (dot), ==, 4);
  g_assert_cmpuint (gp_dot_graph_n_pads (dot), ==, 8);

  gp_dot_graph_merge (dot, graph, "generic");
  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline0");
  assert_ids (element_ids, graph, "capsfilter0,fakesink0,queue0,videoconvert0,videotestsrc0");
  assert_ids (link_ids, graph,
              "capsfilter0:src->videoconvert0:sink,queue0:src->fakesink0:sink,"
              "videoconvert0:src->queue0:sink,videotestsrc0:src->capsfilter0:sink");

  el = get_element (graph, "capsfilter0");
  g_assert_cmpstr (el->gtype, ==, "GstCapsFilter");
  g_assert_cmpstr (el->factory, ==, "capsfilter");
  g_assert_cmpstr (el->vendor, ==, "generic");
  g_assert_null (el->bin);
  g_assert_false (el->is_bin);
  g_assert_cmpuint (gp_str_map_size (el->props), ==, 1);
  g_assert_cmpstr (gp_str_map_lookup (el->props, "caps"), ==,
                   "video/x-raw, width=(int)320, height=(int)240, framerate=(fraction)30/1");
  assert_pads (el, "sink=sink,src=src");

  el = get_element (graph, "videotestsrc0");
  g_assert_cmpstr (gp_str_map_lookup (el->props, "num-buffers"), ==, "60");
  g_assert_cmpstr (gp_str_map_lookup (el->props, "is-live"), ==, "TRUE");
  assert_pads (el, "src=src");

  el = get_element (graph, "fakesink0");
  g_assert_cmpstr (gp_str_map_lookup (el->props, "sync"), ==, "FALSE");
  g_assert_true (g_str_has_prefix (gp_str_map_lookup (el->props, "last-sample"), "((GstSample*) 0x"));
  assert_pads (el, "sink=sink");

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      link = gp_graph_link (graph, i);
      g_assert_cmpstr (link->caps, ==, FIXTURE_CAPS);
      g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
      g_assert_cmpstr (link->format, ==, "A444_16LE");
      g_assert_cmpstr (link->media, ==, "video/x-raw");
    }

  link = get_link (graph, "queue0:src->fakesink0:sink");
  g_assert_cmpstr (link->src, ==, "queue0:src");
  g_assert_cmpstr (link->sink, ==, "fakesink0:sink");
}

/* A bin made by gst-launch: the two links that cross its boundary through
 * ghost and proxy pads become the logical element-to-element links. */
static void
test_bin (void)
{
  g_autoptr(GpDotGraph) dot = parse_fixture ("dots/bin.PAUSED_PLAYING.dot");
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpElement *el;

  g_assert_cmpstr (gp_dot_graph_get_pipeline (dot), ==, "pipeline0");
  g_assert_cmpuint (gp_dot_graph_n_elements (dot), ==, 5);
  g_assert_cmpuint (gp_dot_graph_n_links (dot), ==, 3);
  /* 6 element pads + 2 ghost pads; internal proxy pads are not counted. */
  g_assert_cmpuint (gp_dot_graph_n_pads (dot), ==, 8);

  gp_dot_graph_merge (dot, graph, "generic");
  assert_ids (element_ids, graph, "fakesink0,bin0,queue0,videoconvert0,videotestsrc0");
  assert_ids (link_ids, graph,
              "queue0:src->fakesink0:sink,videoconvert0:src->queue0:sink,"
              "videotestsrc0:src->videoconvert0:sink");
  assert_no_ghost_links (graph);

  el = get_element (graph, "bin0");
  g_assert_cmpstr (el->gtype, ==, "GstBin");
  g_assert_true (el->is_bin);
  g_assert_null (el->bin);
  assert_pads (el, "ghost0=sink,ghost1=src");

  el = get_element (graph, "queue0");
  g_assert_cmpstr (el->bin, ==, "bin0");
  g_assert_false (el->is_bin);
  g_assert_cmpstr (get_element (graph, "videoconvert0")->bin, ==, "bin0");
  g_assert_null (get_element (graph, "videotestsrc0")->bin);
  g_assert_null (get_element (graph, "fakesink0")->bin);

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
      g_assert_cmpstr (link->format, ==, "ABGR64_LE");
    }
}

static void
test_nested_bins (void)
{
  g_autoptr(GpGraph) graph = graph_from_fixture ("dots/nested-bins.PAUSED_PLAYING.dot", "generic");

  assert_ids (element_ids, graph, "fakesink0,bin1,bin0,queue0,videoconvert0,videotestsrc0");
  assert_ids (link_ids, graph,
              "queue0:src->fakesink0:sink,videoconvert0:src->queue0:sink,"
              "videotestsrc0:src->videoconvert0:sink");
  assert_no_ghost_links (graph);

  g_assert_null (get_element (graph, "bin1")->bin);
  g_assert_cmpstr (get_element (graph, "bin0")->bin, ==, "bin1");
  g_assert_cmpstr (get_element (graph, "videoconvert0")->bin, ==, "bin1");
  g_assert_cmpstr (get_element (graph, "queue0")->bin, ==, "bin0");
  g_assert_true (get_element (graph, "bin0")->is_bin);
  g_assert_true (get_element (graph, "bin1")->is_bin);
}

/* decodebin's ghost pads are named like real pads (`sink`, `src_0`). */
static void
test_decodebin (void)
{
  g_autoptr(GpGraph) graph = graph_from_fixture ("dots/decodebin.PAUSED_PLAYING.dot", "generic");
  GpElement *el;
  GpLink *link;

  assert_ids (element_ids, graph, "fakesink0,decodebin0,jpegdec0,typefind,jpegenc0,videotestsrc0");
  assert_ids (link_ids, graph,
              "jpegdec0:src->fakesink0:sink,typefind:src->jpegdec0:sink,"
              "jpegenc0:src->typefind:sink,videotestsrc0:src->jpegenc0:sink");

  el = get_element (graph, "decodebin0");
  g_assert_true (el->is_bin);
  assert_pads (el, "sink=sink,src_0=src");
  g_assert_cmpstr (get_element (graph, "typefind")->bin, ==, "decodebin0");
  g_assert_cmpstr (get_element (graph, "jpegdec0")->bin, ==, "decodebin0");

  link = get_link (graph, "jpegenc0:src->typefind:sink");
  g_assert_cmpstr (link->media, ==, "image/jpeg");
  g_assert_null (link->format);
  g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
  link = get_link (graph, "jpegdec0:src->fakesink0:sink");
  g_assert_cmpstr (link->format, ==, "I420");
}

static void
test_tee (void)
{
  g_autoptr(GpDotGraph) dot = parse_fixture ("dots/tee.PAUSED_PLAYING.dot");
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpElement *tee;

  g_assert_cmpuint (gp_dot_graph_n_elements (dot), ==, 7);
  g_assert_cmpuint (gp_dot_graph_n_links (dot), ==, 6);
  g_assert_cmpuint (gp_dot_graph_n_pads (dot), ==, 12);

  gp_dot_graph_merge (dot, graph, "generic");
  tee = get_element (graph, "t");
  g_assert_cmpstr (tee->gtype, ==, "GstTee");
  g_assert_cmpstr (tee->factory, ==, "tee");
  assert_pads (tee, "sink=sink,src_0=src,src_1=src");
  g_assert_cmpstr (gp_str_map_lookup (tee->props, "num-src-pads"), ==, "2");

  get_link (graph, "videotestsrc0:src->t:sink");
  get_link (graph, "t:src_0->queue0:sink");
  get_link (graph, "t:src_1->queue1:sink");
  get_link (graph, "queue1:src->videoconvert0:sink");
  get_link (graph, "videoconvert0:src->fakesink1:sink");
  get_link (graph, "queue0:src->fakesink0:sink");
}

static void
test_encoded_caps (void)
{
  g_autoptr(GpGraph) graph = graph_from_fixture ("dots/x264.PAUSED_PLAYING.dot", "generic");
  GpLink *link;

  link = get_link (graph, "x264enc0:src->h264parse0:sink");
  g_assert_cmpstr (link->media, ==, "video/x-h264");
  g_assert_null (link->format);
  g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
  g_assert_true (g_str_has_prefix (link->caps, "video/x-h264 "));
  g_assert_null (strstr (link->caps, "\\l"));

  link = get_link (graph, "videotestsrc0:src->x264enc0:sink");
  g_assert_cmpstr (link->media, ==, "video/x-raw");
  g_assert_nonnull (link->format);
  g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
}

/* The 1.26 form reads the same as the 1.22 dump it was written from. */
static void
test_gst126 (void)
{
  g_autoptr(GpDotGraph) dot = parse_fixture ("dots/gst126-bin.dot");
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpGraph) graph122 = graph_from_fixture ("dots/bin.PAUSED_PLAYING.dot", "generic");
  GpElement *el;

  g_assert_cmpstr (gp_dot_graph_get_pipeline (dot), ==, "pipeline0");
  g_assert_cmpuint (gp_dot_graph_n_elements (dot), ==, 5);
  g_assert_cmpuint (gp_dot_graph_n_links (dot), ==, 3);
  g_assert_cmpuint (gp_dot_graph_n_pads (dot), ==, 8);

  gp_dot_graph_merge (dot, graph, "generic");
  assert_ids (element_ids, graph, "filesink0,bin0,queue0,videoconvert0,videotestsrc0");
  assert_ids (link_ids, graph,
              "queue0:src->filesink0:sink,videoconvert0:src->queue0:sink,"
              "videotestsrc0:src->videoconvert0:sink");
  g_assert_null (gp_graph_lookup_element (graph, "tracers"));
  g_assert_null (gp_graph_lookup_element (graph, "legend"));

  el = get_element (graph, "filesink0");
  g_assert_cmpstr (el->gtype, ==, "GstFileSink");
  /* The tooltip repeats the props: they are not read twice. */
  g_assert_cmpuint (gp_str_map_size (el->props), ==, 2);
  g_assert_cmpstr (gp_str_map_lookup (el->props, "sync"), ==, "FALSE");
  /* Kept as written in the label (escapes and the ellipsis), as the
   * reference stores props. The label holds a real newline. */
  g_assert_cmpstr (gp_str_map_lookup (el->props, "location"), ==,
                   "\\\"/tmp/Sample Movie (2023) 1080p \\\\\\\"final\\\\\\\" Special & Ch…");

  el = get_element (graph, "videotestsrc0");
  g_assert_cmpuint (gp_str_map_size (el->props), ==, 2);
  g_assert_cmpstr (gp_str_map_lookup (el->props, "pattern"), ==, "ball");

  g_assert_cmpstr (get_element (graph, "queue0")->bin, ==, "bin0");
  assert_pads (get_element (graph, "bin0"), "ghost0=sink,ghost1=src");

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      GpLink *link = gp_graph_link (graph, i);
      GpLink *twin = gp_graph_link (graph122, i);

      g_assert_cmpstr (link->caps, ==, twin->caps);
      g_assert_cmpint (link->memory, ==, twin->memory);
    }
}

/* Before negotiation labels are `ANY` or blank (template caps go to
 * taillabel/headlabel); at teardown they are gone again. Neither may erase
 * caps a PLAYING dump gave. */
static void
test_caps_not_overwritten (void)
{
  static const char * const order[] = {
    "dots/bin.NULL_READY.dot", "dots/bin.PAUSED_PLAYING.dot", "dots/bin.PAUSED_READY.dot",
  };
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpDotGraph) early = parse_fixture ("dots/bin.NULL_READY.dot");
  GpLink *link;

  /* The early dump alone: links without caps. */
  gp_dot_graph_merge (early, graph, "generic");
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 3);
  link = get_link (graph, "videotestsrc0:src->videoconvert0:sink");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_UNKNOWN);
  g_assert_null (link->format);
  link = get_link (graph, "queue0:src->fakesink0:sink");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_UNKNOWN);

  for (guint round = 0; round < 2; round++)
    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      {
        g_autoptr(GpDotGraph) dot = parse_fixture (order[i]);

        gp_dot_graph_merge (dot, graph, "generic");
      }

  g_assert_cmpuint (gp_graph_n_links (graph), ==, 3);
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      link = gp_graph_link (graph, i);
      g_assert_true (g_str_has_prefix (link->caps, "video/x-raw "));
      g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
      g_assert_cmpstr (link->format, ==, "ABGR64_LE");
      g_assert_cmpstr (link->media, ==, "video/x-raw");
    }
}

#define MINI_DOT(el1, type1, el2, type2, caps) \
  "digraph pipeline {\n" \
  "  label=\"<GstPipeline>\\npipeline7\\n[>]\";\n" \
  "  subgraph cluster_" el1 "_0x1 {\n" \
  "    label=\"" type1 "\\n" el1 "\\n[>]\\nbitrate=4000\";\n" \
  "    subgraph cluster_" el1 "_0x1_src {\n" \
  "      " el1 "_0x1_src_0x2 [color=black, fillcolor=\"#ffaaaa\", label=\"src\\n[>][bfb]\"];\n" \
  "    }\n" \
  "  }\n" \
  "  " el1 "_0x1_src_0x2 -> " el2 "_0x3_sink_0x4 [label=\"" caps "\"]\n" \
  "  subgraph cluster_" el2 "_0x3 {\n" \
  "    label=\"" type2 "\\n" el2 "\\n[>]\";\n" \
  "    subgraph cluster_" el2 "_0x3_sink {\n" \
  "      " el2 "_0x3_sink_0x4 [color=black, fillcolor=\"#aaaaff\", label=\"sink\\n[>][bfb]\"];\n" \
  "    }\n" \
  "  }\n" \
  "}\n"

/* Factory from the GType, vendor from factory and platform; NVMM caps. */
static void
test_factory_vendor (void)
{
  g_autoptr(GpDotGraph) jetson = parse_text (MINI_DOT ("nvvconv0", "Gstnvvconv",
                                                       "omxh264enc0", "GstOMXH264Enc",
                                                       "video/x-raw(memory:NVMM)\\l  format: NV12\\l"));
  g_autoptr(GpDotGraph) mtk = parse_text (MINI_DOT ("mtkconv0", "GstMtkConv",
                                                    "v4l2h264enc0", "v4l2h264enc",
                                                    "video/x-raw(memory:DMABuf)\\l  format: NV12\\l"));
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpElement *el;
  GpLink *link;

  gp_dot_graph_merge (jetson, graph, "jetson");
  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline7");
  el = get_element (graph, "nvvconv0");
  g_assert_cmpstr (el->factory, ==, "nvvidconv");  /* GType Gstnvvconv (rules/names.json) */
  g_assert_cmpstr (el->vendor, ==, "nvidia");
  g_assert_cmpstr (gp_str_map_lookup (el->props, "bitrate"), ==, "4000");
  el = get_element (graph, "omxh264enc0");
  g_assert_cmpstr (el->factory, ==, "omxh264enc");
  g_assert_cmpstr (el->vendor, ==, "nvidia");
  link = get_link (graph, "nvvconv0:src->omxh264enc0:sink");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_NVMM);
  g_assert_cmpstr (link->caps, ==, "video/x-raw(memory:NVMM)   format: NV12");
  g_assert_cmpstr (link->format, ==, "NV12");

  gp_dot_graph_merge (mtk, graph, "mediatek");
  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "pipeline7");
  g_assert_cmpstr (get_element (graph, "mtkconv0")->vendor, ==, "mediatek");
  el = get_element (graph, "v4l2h264enc0");
  g_assert_cmpstr (el->factory, ==, "v4l2h264enc");
  g_assert_cmpstr (el->vendor, ==, "mediatek");
  link = get_link (graph, "mtkconv0:src->v4l2h264enc0:sink");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_DMABUF);

  /* The same encoder elsewhere is generic, omx off Jetson too. */
  {
    g_autoptr(GpGraph) other = gp_graph_new ();

    gp_dot_graph_merge (mtk, other, "generic");
    g_assert_cmpstr (get_element (other, "v4l2h264enc0")->vendor, ==, "generic");
    gp_dot_graph_merge (jetson, other, "generic");
    g_assert_cmpstr (get_element (other, "omxh264enc0")->vendor, ==, "generic");
  }
}

/* What the graph knew first (from the stats tracer, an earlier dump) wins. */
static void
test_merge_first_seen (void)
{
  g_autoptr(GpDotGraph) dot = parse_fixture ("pipeline.PAUSED_PLAYING.dot");
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpElement *el;

  gp_graph_set_pipeline (graph, "mypipe");
  el = gp_graph_ensure_element (graph, "videoconvert0", NULL);
  g_free (el->gtype);
  el->gtype = g_strdup ("GstVideoConvertScale");
  g_free (el->factory);
  el->factory = g_strdup ("videoconvertscale");
  gp_str_map_set (el->props, "qos", "FALSE", TRUE);
  gp_str_map_set (el->pads, "src", "src", TRUE);
  gp_graph_ensure_element (graph, "extra0", NULL);

  gp_dot_graph_merge (dot, graph, "generic");
  gp_dot_graph_merge (dot, graph, "generic");

  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, "mypipe");
  assert_ids (element_ids, graph,
              "videoconvert0,extra0,capsfilter0,fakesink0,queue0,videotestsrc0");
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 4);

  el = get_element (graph, "videoconvert0");
  g_assert_cmpstr (el->gtype, ==, "GstVideoConvertScale");
  g_assert_cmpstr (el->factory, ==, "videoconvertscale");
  g_assert_cmpstr (gp_str_map_lookup (el->props, "qos"), ==, "FALSE");
  assert_pads (el, "src=src,sink=sink");

  /* Merging twice changes nothing. */
  el = get_element (graph, "videotestsrc0");
  g_assert_cmpuint (gp_str_map_size (el->props), ==, 2);
  assert_pads (el, "src=src");

  /* The dump is of another pipeline than the graph's (a program running
   * several): its top-level elements are in that one; the graph's own keep
   * no bin. */
  g_assert_cmpstr (gp_dot_graph_get_pipeline (dot), !=, "mypipe");
  g_assert_cmpstr (el->bin, ==, gp_dot_graph_get_pipeline (dot));
  g_assert_null (get_element (graph, "extra0")->bin);
}

/* A dump of the graph's own pipeline leaves its top-level elements in no
 * bin, as the reference writes them. */
static void
test_merge_own_pipeline (void)
{
  g_autoptr(GpDotGraph) dot = parse_fixture ("pipeline.PAUSED_PLAYING.dot");
  g_autoptr(GpGraph) graph = gp_graph_new ();

  gp_dot_graph_merge (dot, graph, "generic");
  g_assert_cmpstr (gp_graph_get_pipeline (graph), ==, gp_dot_graph_get_pipeline (dot));
  g_assert_null (get_element (graph, "videotestsrc0")->bin);
  g_assert_null (get_element (graph, "fakesink0")->bin);
}

/* Ghost chains that cannot be followed to one real pad are dropped, except
 * an edge into a ghost pad named like a real pad, which stays a link to the
 * bin as in the reference. */
static void
test_ghost_fallbacks (void)
{
  static const char text[] =
    "digraph pipeline {\n"
    "  label=\"<GstPipeline>\\npipeline0\\n[>]\";\n"
    "  subgraph cluster_src_0x1 {\n"
    "    label=\"GstVideoTestSrc\\nsrc\\n[>]\";\n"
    "    subgraph cluster_src_0x1_src {\n"
    "      src_0x1_src_0x2 [fillcolor=\"#ffaaaa\", label=\"src\\n[>]\"];\n"
    "      src_0x1_aux_0x9 [fillcolor=\"#ffaaaa\", label=\"aux\\n[>]\"];\n"
    "    }\n"
    "  }\n"
    "  subgraph cluster_b_0x3 {\n"
    "    label=\"GstMyThing\\nb\\n[>]\";\n"
    "    subgraph cluster_b_0x3_sink {\n"
    "      _proxypad0_0x5 [fillcolor=\"#ddddff\", label=\"proxypad0\\n[>]\"];\n"
    "      b_0x3_sink_0x4 [fillcolor=\"#ddddff\", label=\"sink\\n[>]\"];\n"
    "      b_0x3_ghost7_0x14 [fillcolor=\"#ddddff\", label=\"ghost7\\n[>]\"];\n"
    "    }\n"
    "    b_0x3_sink_0x4 -> _proxypad0_0x5 [style=dashed, minlen=0]\n"
    "    b_0x3_sink_0x4 -> _proxypad9_0x15 [style=dashed, minlen=0]\n"
    "    subgraph cluster_inner_0x6 {\n"
    "      label=\"GstFakeSink\\ninner\\n[>]\";\n"
    "      subgraph cluster_inner_0x6_sink {\n"
    "        inner_0x6_sink_0x7 [fillcolor=\"#aaaaff\", label=\"sink\\n[>]\"];\n"
    "      }\n"
    "    }\n"
    "    _proxypad0_0x5 -> inner_0x6_sink_0x7 [label=\"ANY\"]\n"
    "  }\n"
    "  src_0x1_src_0x2 -> b_0x3_sink_0x4 [label=\"video/x-raw\\l  format: I420\\l\"]\n"
    "  src_0x1_aux_0x9 -> b_0x3_ghost7_0x14 [label=\"video/x-raw\\l  format: I420\\l\"]\n"
    "}\n";
  g_autoptr(GpDotGraph) dot = parse_text (text);
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpLink *link;

  gp_dot_graph_merge (dot, graph, "generic");
  /* b's sink ghost pad has two ways out: ambiguous. The `ghost7` edge leads
   * nowhere and is dropped. */
  assert_ids (link_ids, graph, "src:src->b:sink");
  link = get_link (graph, "src:src->b:sink");
  g_assert_cmpstr (link->format, ==, "I420");
  g_assert_true (get_element (graph, "b")->is_bin);
  g_assert_cmpstr (get_element (graph, "inner")->bin, ==, "b");
  assert_pads (get_element (graph, "b"), "sink=sink,ghost7=sink");
}

/* Chains keep the real caps when the first hop only says ANY. */
static void
test_ghost_chain_caps (void)
{
  static const char text[] =
    "digraph pipeline {\n"
    "  subgraph cluster_a_0x1 {\n"
    "    label=\"GstA\\na\\n[>]\";\n"
    "    a_0x1_src_0x2 [fillcolor=\"#ffaaaa\", label=\"src\"];\n"
    "  }\n"
    "  subgraph cluster_b_0x3 {\n"
    "    label=\"GstBin\\nb\\n[>]\";\n"
    "    subgraph cluster_b_0x3_sink {\n"
    "      _proxypad0_0x5 [fillcolor=\"#ddddff\", label=\"proxypad0\"];\n"
    "      b_0x3_ghost0_0x4 [fillcolor=\"#ddddff\", label=\"ghost0\"];\n"
    "    }\n"
    "    b_0x3_ghost0_0x4 -> _proxypad0_0x5 [style=dashed]\n"
    "    subgraph cluster_c_0x6 {\n"
    "      label=\"GstC\\nc\\n[>]\";\n"
    "      c_0x6_sink_0x7 [fillcolor=\"#aaaaff\", label=\"sink\"];\n"
    "    }\n"
    "    _proxypad0_0x5 -> c_0x6_sink_0x7 [label=\"video/x-raw(memory:NVMM)\\l  format: NV12\\l\"]\n"
    "  }\n"
    "  a_0x1_src_0x2 -> b_0x3_ghost0_0x4 [label=\"ANY\"]\n"
    "}\n";
  g_autoptr(GpDotGraph) dot = parse_text (text);
  g_autoptr(GpGraph) graph = gp_graph_new ();
  GpLink *link;

  g_assert_null (gp_dot_graph_get_pipeline (dot));
  gp_dot_graph_merge (dot, graph, "jetson");
  g_assert_null (gp_graph_get_pipeline (graph));
  assert_ids (link_ids, graph, "a:src->c:sink");
  link = get_link (graph, "a:src->c:sink");
  g_assert_cmpint (link->memory, ==, GP_MEMORY_NVMM);
  g_assert_cmpstr (get_element (graph, "c")->bin, ==, "b");
}

static void
test_not_a_digraph (void)
{
  static const char * const texts[] = {
    "", "   \n\n", "hello", "{\"schema\": \"gst-profile/1\"}", "graph g { a -- b }",
    "0:00:00.017198349 9645 0x557008f2c2a0 TRACE GST_TRACER :0:: latency, a=(int)1;",
    "digraphs are fun", "subgraph cluster_a_0x1 {\n}\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GpDotGraph) dot = gp_dot_parse (texts[i], -1, &error);

      g_assert_null (dot);
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
    }

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GpDotGraph) dot = gp_dot_parse ("\x00\x01\x02", 3, &error);

    g_assert_null (dot);
    g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  }
}

/* Inside a digraph, junk is skipped: a dump with only a header is an empty
 * graph, and edges to undeclared nodes are dropped. */
static void
test_junk_inside (void)
{
  static const char * const texts[] = {
    "digraph pipeline {\n}\n",
    "strict digraph {",
    "DIGRAPH x {\n}}}}}}\n{{{{\nsubgraph\nsubgraph cluster_",
    "digraph p {\n a -> b [label=\"video/x-raw\"]\n c -> \n -> d\n [\n ]\n = \n label=\n",
    "digraph p {\n label=\"\\n\\n\";\n subgraph cluster_x_0x1 {\n label=\"\";\n"
    " x_0x1_src_0x2 [label=\"\"];\n x_0x1_sink_0x3 [fillcolor=\"#ffaaaa\"];\n }\n",
    "digraph p {\n subgraph cluster_x_0x1 {\n label=\"GstX\\n\\n[>]\";\n"
    " x_0x1_src_0x2 [label=\"src\"];\n }\n x_0x1_src_0x2 -> x_0x1_src_0x2\n",
    "digraph p {\n subgraph cluster_a {\n label=\"GstA\\na\";\n subgraph cluster_b {\n"
    " label=\"GstB\\nb\\n[>]\\n=novalue\\nnoequals\\nk=v=w\";\n subgraph cluster_a {\n"
    " label=\"GstA\\na\";\n }\n }\n }\n",
    "digraph p {\n label=\"unterminated\n",
    "digraph p {\n legend [\n label=\"Legend\\lx\",\n",
    "digraph p {\n x [label=\"\\",
    /* found by fuzz-dot: a pad name with a colon cannot be linked */
    "digraph p {\n subgraph cluster_a_0x1 {\n label=\"GstA\\na\\n[>]\";\n"
    " a_0x1_src_0x2 [label=\"src\"];\n }\n subgraph cluster_b_0x3 {\n"
    " label=\"GstB\\nb\\n[>]\";\n b_0x3_sink_0x4 [label=\"sink:w\\l format\"];\n }\n"
    " a_0x1_src_0x2 -> b_0x3_sink_0x4\n}\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GpDotGraph) dot = parse_text (texts[i]);
      g_autoptr(GpGraph) graph = gp_graph_new ();

      g_assert_cmpuint (gp_dot_graph_n_links (dot), ==, 0);
      gp_dot_graph_merge (dot, graph, NULL);
    }

  {
    g_autoptr(GpDotGraph) dot = parse_text (texts[6]);
    g_autoptr(GpGraph) graph = gp_graph_new ();
    GpElement *b;

    /* `a` appears twice: once. Props without a key are skipped. */
    g_assert_cmpuint (gp_dot_graph_n_elements (dot), ==, 2);
    gp_dot_graph_merge (dot, graph, NULL);
    b = get_element (graph, "b");
    g_assert_cmpstr (b->bin, ==, "a");
    g_assert_cmpuint (gp_str_map_size (b->props), ==, 1);
    g_assert_cmpstr (gp_str_map_lookup (b->props, "k"), ==, "v=w");
    g_assert_null (get_element (graph, "a")->bin);
    g_assert_true (get_element (graph, "a")->is_bin);
  }
}

/* A quote that never closes costs its own line, not the rest of the dump,
 * even when a second stray quote further down would close it. */
static void
test_unbalanced_quote (void)
{
  g_autofree char *path = gp_test_fixture ("pipeline.PAUSED_PLAYING.dot");
  g_autofree char *text = gp_test_read_file (path);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n_lines = g_strv_length (lines);

  for (guint at = 1; at + 45 < n_lines; at += 9)
    {
      g_autoptr(GString) broken = g_string_new (NULL);
      g_autoptr(GpDotGraph) dot = NULL;

      for (guint i = 0; i < n_lines; i++)
        {
          g_string_append_printf (broken, "%s\n", lines[i]);
          if (i == at || i == at + 45)
            g_string_append (broken, "  junk=\"unterminated\n");
        }

      dot = parse_text (broken->str);
      g_assert_cmpstr (gp_dot_graph_get_pipeline (dot), ==, "pipeline0");
      g_assert_cmpuint (gp_dot_graph_n_elements (dot), ==, 5);
      g_assert_cmpuint (gp_dot_graph_n_links (dot), ==, 4);
      g_assert_cmpuint (gp_dot_graph_n_pads (dot), ==, 8);
    }
}

/* Every prefix and many random mutations of every fixture dump parse
 * without crashing; prefixes never find more links than the whole dump. */
static void
test_mutations (void)
{
  static const char * const names[] = {
    "pipeline.PAUSED_PLAYING.dot", "dots/bin.PAUSED_PLAYING.dot", "dots/bin.NULL_READY.dot",
    "dots/nested-bins.PAUSED_PLAYING.dot", "dots/tee.PAUSED_PLAYING.dot",
    "dots/decodebin.PAUSED_PLAYING.dot", "dots/x264.PAUSED_PLAYING.dot", "dots/gst126-bin.dot",
  };
  static const char alphabet[] = "{}[]\"\\=;,->\n_ #ln0x";
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260101);

  for (guint f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autofree char *path = gp_test_fixture (names[f]);
      g_autofree char *text = gp_test_read_file (path);
      g_autoptr(GpDotGraph) whole = parse_text (text);
      gsize len = strlen (text);

      for (gsize cut = 0; cut <= len; cut += 7)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GpDotGraph) dot = gp_dot_parse (text, cut, &error);

          g_assert_true ((dot == NULL) == (cut < strlen ("digraph")));
          if (dot != NULL)
            g_assert_cmpuint (gp_dot_graph_n_links (dot), <=, gp_dot_graph_n_links (whole));
        }

      for (guint round = 0; round < 200; round++)
        {
          g_autofree char *copy = g_strdup (text);
          g_autoptr(GError) error = NULL;
          g_autoptr(GpDotGraph) dot = NULL;
          g_autoptr(GpGraph) graph = gp_graph_new ();
          guint edits = g_rand_int_range (rand, 1, 20);

          for (guint e = 0; e < edits; e++)
            {
              gsize at = g_rand_int_range (rand, 0, len);

              copy[at] = g_rand_boolean (rand)
                ? alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)]
                : (char) g_rand_int_range (rand, 1, 256);
            }

          dot = gp_dot_parse (copy, len, &error);
          if (dot != NULL)
            gp_dot_graph_merge (dot, graph, "jetson");
          else
            g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
        }
    }
}

/* Fresh dumps from the installed GStreamer: a bin and a tee. */
static void
test_live (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *env = g_strdup_printf ("GST_DEBUG_DUMP_DOT_DIR=%s", dir);
  const char * const envp[] = { env, NULL };
  const char * const argv[] = {
    "gst-launch-1.0", "-q",
    "videotestsrc", "num-buffers=5", "!", "video/x-raw,format=I420,width=64,height=48", "!",
    "tee", "name=t",
    "t.", "!", "queue", "!", "fakesink",
    "t.", "!", "bin.(", "name=mybin", "videoconvert", "!", "queue", ")", "!", "fakesink",
    NULL,
  };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GError) error = NULL;
  const char *name;
  guint dumps = 0;
  int status;

  status = gp_test_spawn (argv, envp, &out, &err);
  g_assert_cmpint (status, ==, 0);

  d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GpDotGraph) dot = NULL;

      if (!g_str_has_suffix (name, ".dot"))
        continue;

      dot = parse_file (path);
      g_assert_cmpstr (gp_dot_graph_get_pipeline (dot), ==, "pipeline0");
      g_assert_cmpuint (gp_dot_graph_n_elements (dot), ==, 9);
      g_assert_cmpuint (gp_dot_graph_n_links (dot), ==, 7);
      gp_dot_graph_merge (dot, graph, "generic");
      dumps++;
    }
  g_assert_cmpuint (dumps, >=, 4);

  assert_no_ghost_links (graph);
  g_assert_cmpuint (gp_graph_n_links (graph), ==, 7);
  g_assert_true (get_element (graph, "mybin")->is_bin);
  g_assert_cmpstr (get_element (graph, "videoconvert0")->bin, ==, "mybin");
  g_assert_cmpstr (get_element (graph, "queue1")->bin, ==, "mybin");
  assert_pads (get_element (graph, "t"), "sink=sink,src_0=src,src_1=src");

  /* The PLAYING dumps gave the negotiated caps; the others did not erase them. */
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      GpLink *link = gp_graph_link (graph, i);

      g_test_message ("live link %s: %s", link->id, link->caps);
      g_assert_cmpstr (link->media, ==, "video/x-raw");
      g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
      g_assert_nonnull (link->format);
    }
  g_assert_cmpstr (get_link (graph, "t:src_1->videoconvert0:sink")->format, ==, "I420");
  get_link (graph, "queue1:src->fakesink1:sink");
}

/* One name in several bins: each copy its own element, the id qualified by as many bins as
 * tell the copies apart (the pipeline counting as the outermost), unique names bare. */
static void
test_same_names (void)
{
  g_autoptr(GpGraph) graph = graph_from_fixture ("dots/same-names.PAUSED_PLAYING.dot", "generic");
  static const char * const ids[] = {
    "pipeline0/q", "uri-source-1/decoder/q", "uri-source-2/decoder/q",
    "uri-source-1/decoder", "uri-source-2/decoder",
  };
  GpElement *el;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      el = gp_graph_lookup_element (graph, ids[i]);
      if (el == NULL)
        g_error ("no element %s", ids[i]);
      g_assert_cmpstr (gp_element_get_name (el), ==, strrchr (ids[i], '/') + 1);
    }
  g_assert_null (gp_graph_lookup_element (graph, "q"));
  g_assert_null (gp_graph_lookup_element (graph, "decoder"));

  el = gp_graph_lookup_element (graph, "uri-source-2/decoder/q");
  g_assert_cmpstr (el->bin, ==, "uri-source-2/decoder");
  g_assert_cmpstr (gp_graph_lookup_element (graph, "uri-source-2/decoder")->bin, ==, "uri-source-2");
  g_assert_null (gp_graph_lookup_element (graph, "uri-source-2")->name);
  g_assert_null (gp_graph_lookup_element (graph, "pipeline0/q")->bin);

  /* every q is linked to its own fakesink */
  g_assert_cmpuint (gp_graph_n_links_from (graph, "pipeline0/q"), ==, 1);
  g_assert_cmpuint (gp_graph_n_links_from (graph, "uri-source-1/decoder/q"), ==, 1);
  g_assert_cmpuint (gp_graph_n_links_from (graph, "uri-source-2/decoder/q"), ==, 1);
  g_assert_cmpuint (gp_graph_n_links_to (graph, "uri-source-1/decoder/q"), ==, 1);

  /* merged twice: the same ids, nothing added */
  {
    g_autoptr(GpDotGraph) dot = parse_fixture ("dots/same-names.PAUSED_PLAYING.dot");
    guint n = gp_graph_n_elements (graph);

    gp_dot_graph_merge (dot, graph, "generic");
    g_assert_cmpuint (gp_graph_n_elements (graph), ==, n);
  }
}

/* A dump without addresses in its cluster ids (hand-written, or cut) keeps one element per name,
 * as before; an earlier dump's bare element becomes the copy in its own bin when a later dump
 * shows the name twice. */
static void
test_same_names_later_dump (void)
{
  static const char early[] =
    "digraph pipeline {\n label=\"<GstPipeline>\\npipeline0\\n[>]\";\n"
    "  subgraph cluster_a_0x10 {\n    label=\"GstBin\\na\\n[>]\";\n"
    "    subgraph cluster_q_0x20 {\n      label=\"GstQueue\\nq\\n[>]\";\n    }\n  }\n}\n";
  static const char later[] =
    "digraph pipeline {\n label=\"<GstPipeline>\\npipeline0\\n[>]\";\n"
    "  subgraph cluster_a_0x10 {\n    label=\"GstBin\\na\\n[>]\";\n"
    "    subgraph cluster_q_0x20 {\n      label=\"GstQueue\\nq\\n[>]\";\n    }\n  }\n"
    "  subgraph cluster_b_0x30 {\n    label=\"GstBin\\nb\\n[>]\";\n"
    "    subgraph cluster_q_0x40 {\n      label=\"GstQueue\\nq\\n[>]\";\n    }\n  }\n}\n";
  g_autoptr(GpDotGraph) first = parse_text (early);
  g_autoptr(GpDotGraph) second = parse_text (later);
  g_autoptr(GpGraph) graph = gp_graph_new ();

  gp_dot_graph_merge (first, graph, "generic");
  g_assert_nonnull (gp_graph_lookup_element (graph, "q"));
  gp_dot_graph_merge (second, graph, "generic");
  g_assert_null (gp_graph_lookup_element (graph, "q"));
  g_assert_cmpstr (gp_graph_lookup_element (graph, "a/q")->bin, ==, "a");
  g_assert_cmpstr (gp_graph_lookup_element (graph, "b/q")->bin, ==, "b");
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/dot/fixture", test_fixture);
  g_test_add_func ("/gp/unit/dot/bin", test_bin);
  g_test_add_func ("/gp/unit/dot/nested-bins", test_nested_bins);
  g_test_add_func ("/gp/unit/dot/decodebin", test_decodebin);
  g_test_add_func ("/gp/unit/dot/tee", test_tee);
  g_test_add_func ("/gp/unit/dot/encoded-caps", test_encoded_caps);
  g_test_add_func ("/gp/unit/dot/gst126", test_gst126);
  g_test_add_func ("/gp/unit/dot/caps-not-overwritten", test_caps_not_overwritten);
  g_test_add_func ("/gp/unit/dot/factory-vendor", test_factory_vendor);
  g_test_add_func ("/gp/unit/dot/merge-first-seen", test_merge_first_seen);
  g_test_add_func ("/gp/unit/dot/merge-own-pipeline", test_merge_own_pipeline);
  g_test_add_func ("/gp/unit/dot/ghost-fallbacks", test_ghost_fallbacks);
  g_test_add_func ("/gp/unit/dot/ghost-chain-caps", test_ghost_chain_caps);
  g_test_add_func ("/gp/unit/dot/not-a-digraph", test_not_a_digraph);
  g_test_add_func ("/gp/unit/dot/junk-inside", test_junk_inside);
  g_test_add_func ("/gp/unit/dot/unbalanced-quote", test_unbalanced_quote);
  g_test_add_func ("/gp/unit/dot/mutations", test_mutations);
  g_test_add_func ("/gp/unit/dot/live", test_live);
  g_test_add_func ("/gp/unit/dot/same-names", test_same_names);
  g_test_add_func ("/gp/unit/dot/same-names-later-dump", test_same_names_later_dump);

  return g_test_run ();
}
