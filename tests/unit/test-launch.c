/* test-launch.c: the launch-string parser and printer
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

#include "gp-error.h"
#include "gp-graph.h"
#include "gp-launch.h"
#include "gp-loader.h"
#include "gp-session.h"
#include "gp-test-util.h"

static GpLaunch *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  GpLaunch *launch = gp_launch_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (launch);
  return launch;
}

/* "name=factory[@parent] …" */
static char *
elements_of (const GpLaunch *launch)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *e = gp_launch_get_element (launch, i);

      g_assert_cmpuint (e->index, ==, i);
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append_printf (out, "%s=%s", e->name, e->factory);
      if (e->parent != NULL)
        g_string_append_printf (out, "@%s", e->parent->name);
    }
  return g_string_free (out, FALSE);
}

/* "src[.pad]>sink[.pad] …", a '~' before a delayed link */
static char *
links_of (const GpLaunch *launch)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *l = gp_launch_get_link (launch, i);

      if (i > 0)
        g_string_append_c (out, ' ');
      if (l->delayed)
        g_string_append_c (out, '~');
      g_string_append (out, l->src->name);
      if (l->src_pad)
        g_string_append_printf (out, ".%s", l->src_pad);
      g_string_append_c (out, '>');
      g_string_append (out, l->sink->name);
      if (l->sink_pad)
        g_string_append_printf (out, ".%s", l->sink_pad);
    }
  return g_string_free (out, FALSE);
}

static void
check (const char *text,
       const char *elements,
       const char *links)
{
  g_autoptr(GpLaunch) launch = parse_ok (text);
  g_autofree char *e = elements_of (launch);
  g_autofree char *l = links_of (launch);
  g_autofree char *printed = gp_launch_print (launch);
  g_autoptr(GpLaunch) again = parse_ok (printed);

  g_assert_cmpstr (e, ==, elements);
  g_assert_cmpstr (l, ==, links);
  g_assert_cmpstr (printed, ==, text);
  g_assert_true (gp_launch_equal (launch, again));
}

/* The error names the column (1-based byte offset) of the problem. */
static void
check_error (const char *text,
             gssize      length,
             guint       column,
             const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = gp_launch_parse (text, length, &error);
  g_autofree char *prefix = g_strdup_printf ("column %u: ", column);

  g_assert_null (launch);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, fragment) == NULL)
    g_error ("'%s' gave '%s', expected '%s…%s'", text, error->message, prefix, fragment);
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_chains (void)
{
  check ("videotestsrc ! fakesink",
         "videotestsrc0=videotestsrc fakesink0=fakesink",
         "videotestsrc0>fakesink0");
  /* several chains; a new element without a link starts a new chain */
  check ("fakesrc ! fakesink fakesrc ! fakesink",
         "fakesrc0=fakesrc fakesink0=fakesink fakesrc1=fakesrc fakesink1=fakesink",
         "fakesrc0>fakesink0 fakesrc1>fakesink1");
  /* no spaces, and a lone ':' links like '!' ("identity:fakesink" would be one name) */
  check ("fakesrc!identity :fakesink",
         "fakesrc0=fakesrc identity0=identity fakesink0=fakesink",
         "fakesrc0>identity0 identity0>fakesink0");
  /* the GType decides the name: input-selector → inputselector0, a
   * trailing digit gets a '-' */
  check ("fakesrc ! queue2 ! queue2 ! input-selector ! nvvidconv ! fakesink",
         "fakesrc0=fakesrc queue2-0=queue2 queue2-1=queue2 inputselector0=input-selector "
         "nvvconv0=nvvidconv fakesink0=fakesink",
         "fakesrc0>queue2-0 queue2-0>queue2-1 queue2-1>inputselector0 inputselector0>nvvconv0 "
         "nvvconv0>fakesink0");
}

static void
test_caps (void)
{
  g_autoptr(GpLaunch) launch = NULL;
  const GpLaunchElement *caps;

  /* caps on a link are a capsfilter made after every element */
  check ("videotestsrc ! video/x-raw,width=640 ! capsfilter caps=video/x-raw ! fakesink",
         "videotestsrc0=videotestsrc capsfilter0=capsfilter fakesink0=fakesink "
         "capsfilter1=capsfilter",
         "videotestsrc0>capsfilter1 capsfilter1>capsfilter0 capsfilter0>fakesink0");

  launch = parse_ok ("nvarguscamerasrc !  video/x-raw(memory:NVMM), width=(int)1920 ;"
                     " video/x-raw , width=1280 ! nvvidconv");
  caps = gp_launch_lookup_element (launch, "capsfilter0");
  g_assert_nonnull (caps);
  g_assert_cmpint (caps->kind, ==, GP_LAUNCH_ELEMENT_CAPS);
  g_assert_cmpstr (caps->caps, ==,
                   "video/x-raw(memory:NVMM), width=(int)1920 ; video/x-raw , width=1280");
  g_assert_cmpstr (gp_launch_element_get_prop (caps, "caps")->value, ==, caps->caps);
  /* the span is the caps text; the factory span the whole link token */
  g_assert_cmpint (strncmp (gp_launch_get_parsed_text (launch) + caps->span.start, "video/x-raw(memory:NVMM)", 24), ==, 0);
  g_assert_cmpuint (caps->span.end - caps->span.start, ==, strlen (caps->caps));
  g_assert_cmpuint (caps->factory_span.start, ==, strlen ("nvarguscamerasrc "));
  g_assert_cmpuint (caps->factory_span.end, ==, strlen (gp_launch_get_parsed_text (launch)) - strlen (" nvvidconv "));

  /* escaped characters inside caps */
  g_clear_pointer (&launch, gp_launch_free);
  launch = parse_ok ("a ! x/y,s=a\\\\!b ! c");
  g_assert_cmpstr (gp_launch_lookup_element (launch, "capsfilter0")->caps, ==, "x/y,s=a\\!b");

  /* caps quoted for the shell are caps; GStreamer 1.22 reads the quotes
   * themselves as a syntax error */
  g_clear_pointer (&launch, gp_launch_free);
  launch = parse_ok ("videotestsrc ! \"video/x-raw, width=640\" ! fakesink");
  g_assert_cmpstr (gp_launch_lookup_element (launch, "capsfilter0")->caps, ==, "video/x-raw, width=640");
  check_error ("videotestsrc ! '\"video/x-raw, width=640\"' ! fakesink", -1, 17,
               "syntax error: '\"'");
}

static void
test_properties (void)
{
  g_autoptr(GpLaunch) launch = NULL;
  const GpLaunchElement *e;
  const GpLaunchProp *p;

  /* GStreamer's quoting, under the shell's: what gst-launch-1.0 gets is
   * `location=my\ file.mp4 name = "src 1" ! … x='a\ b' y="a\"b" z="q ! fakesink` */
  launch = parse_ok ("filesrc location=my\\ file.mp4 name = '\"src 1\"' ! "
                     "compositor sink_1::xpos=320 sink_1::alpha=0.5 \"x='a b'\" 'y=\"a\\\"b\"' 'z=\"q' ! fakesink");
  e = gp_launch_get_element (launch, 0);
  g_assert_cmpstr (e->name, ==, "src 1");
  g_assert_true (e->named);
  g_assert_cmpstr (gp_launch_element_get_prop (e, "location")->value, ==, "my file.mp4");
  p = gp_launch_element_get_prop (e, "name");
  g_assert_cmpstr (p->value, ==, "src 1");
  g_assert_cmpint (strncmp (gp_launch_get_parsed_text (launch) + p->span.start, "name = \"src 1\"", p->span.end - p->span.start), ==, 0);
  g_assert_cmpint (strncmp (gp_launch_get_parsed_text (launch) + p->value_span.start, "\"src 1\"", 7), ==, 0);

  e = gp_launch_get_element (launch, 1);
  g_assert_cmpstr (e->factory, ==, "compositor");
  /* child-proxy keys are kept whole */
  g_assert_cmpstr (gp_launch_element_get_prop (e, "sink_1::xpos")->value, ==, "320");
  g_assert_cmpstr (gp_launch_element_get_prop (e, "sink_1::alpha")->value, ==, "0.5");
  /* GStreamer strips double quotes only */
  g_assert_cmpstr (gp_launch_element_get_prop (e, "x")->value, ==, "'a b'");
  g_assert_cmpstr (gp_launch_element_get_prop (e, "y")->value, ==, "a\"b");
  /* an unbalanced quote is a plain character */
  g_assert_cmpstr (gp_launch_element_get_prop (e, "z")->value, ==, "\"q");
  g_assert_cmpstr (gp_launch_get_element (launch, 2)->factory, ==, "fakesink");

  /* a property written twice: both kept in order, the last one wins */
  g_clear_pointer (&launch, gp_launch_free);
  launch = parse_ok ("fakesink sync=true sync=false");
  e = gp_launch_get_element (launch, 0);
  g_assert_cmpuint (e->props->len, ==, 2);
  g_assert_cmpstr (gp_launch_element_get_prop (e, "sync")->value, ==, "false");

  /* presets */
  g_clear_pointer (&launch, gp_launch_free);
  launch = parse_ok ("x264enc @preset=fast ! fakesink");
  g_assert_cmpstr (gp_launch_get_element (launch, 0)->preset, ==, "fast");
  check_error ("x264enc @foo=fast ! fakesink", -1, 9, "syntax error");

  /* an element given a name does not use up a number */
  check ("fakesrc ! fakesink name=x fakesrc ! fakesink",
         "fakesrc0=fakesrc x=fakesink fakesrc1=fakesrc fakesink0=fakesink",
         "fakesrc0>x fakesrc1>fakesink0");
}

static void
test_references (void)
{
  /* tee branches, request pads by name, forward references */
  check ("videotestsrc ! tee name=t t. ! queue ! fakesink t.src_1 ! queue ! fakesink",
         "videotestsrc0=videotestsrc t=tee queue0=queue fakesink0=fakesink queue1=queue fakesink1=fakesink",
         "videotestsrc0>t t>queue0 queue0>fakesink0 t.src_1>queue1 queue1>fakesink1");
  check ("videotestsrc ! t.  tee name=t ! fakesink",
         "videotestsrc0=videotestsrc t=tee fakesink0=fakesink",
         "videotestsrc0>t t>fakesink0");
  /* pads after an element, before one, and lists of them */
  check ("videotestsrc ! tee name=t .src_0 ! .sink fakesink",
         "videotestsrc0=videotestsrc t=tee fakesink0=fakesink",
         "videotestsrc0>t t.src_0>fakesink0.sink");
  check ("videotestsrc ! tee name=t t.src_0,src_1 ! .sink_0,sink_1 compositor ! fakesink",
         "videotestsrc0=videotestsrc t=tee compositor0=compositor fakesink0=fakesink",
         "videotestsrc0>t t.src_0>compositor0.sink_0 t.src_1>compositor0.sink_1 compositor0>fakesink0");
  /* default names can be referenced too */
  check ("videotestsrc ! queue  queue0. ! fakesink",
         "videotestsrc0=videotestsrc queue0=queue fakesink0=fakesink",
         "videotestsrc0>queue0 queue0>fakesink0");
  /* a muxer fed from several chains */
  check ("audiotestsrc ! mix.  audiotestsrc ! mix.sink_1  audiomixer name=mix ! fakesink",
         "audiotestsrc0=audiotestsrc audiotestsrc1=audiotestsrc mix=audiomixer fakesink0=fakesink",
         "audiotestsrc0>mix audiotestsrc1>mix.sink_1 mix>fakesink0");

  check_error ("fakesrc ! nosuch. fakesink", -1, 11, "no element is named 'nosuch'");
  check_error ("fakesrc ! identity name=i  fakesrc ! i. ! fakesink", -1, 41, "syntax error: '!'");
  check_error ("t.", -1, 1, "'t.' is not linked");
  check_error ("fakesrc .src", -1, 9, "pad 'src' is not linked");
  check_error ("t.src_0,src_1 ! .sink_0 fakesink  tee name=t", -1, 15, "2 source pads but 1 sink pads");
}

static void
test_bins (void)
{
  g_autoptr(GpLaunch) launch = NULL;
  const GpLaunchElement *bin;

  /* a bin is made at its ')', inner bins first; a link into or out of a
   * bin joins its first or last element; a capsfilter goes into the bin of
   * the link's source */
  check ("fakesrc ! ( identity ! video/x-raw ! identity ) ! video/x-raw ! fakesink",
         "fakesrc0=fakesrc identity0=identity@bin0 identity1=identity@bin0 bin0=bin fakesink0=fakesink "
         "capsfilter0=capsfilter@bin0 capsfilter1=capsfilter@bin0",
         "identity0>capsfilter0 capsfilter0>identity1 fakesrc0>identity0 identity1>capsfilter1 "
         "capsfilter1>fakesink0");
  check ("fakesrc ! ( fakesink ) ( ( identity ) )",
         "fakesrc0=fakesrc fakesink0=fakesink@bin0 bin0=bin identity0=identity@bin1 bin1=bin@bin2 bin2=bin",
         "fakesrc0>fakesink0");
  /* a named bin still uses up a number; `factory.(` with spaces */
  check ("bin.( name=b1 videotestsrc ! queue ) ! bin . ( videoconvert ! fakesink )",
         "videotestsrc0=videotestsrc@b1 queue0=queue@b1 b1=bin videoconvert0=videoconvert@bin1 "
         "fakesink0=fakesink@bin1 bin1=bin",
         "videotestsrc0>queue0 videoconvert0>fakesink0 queue0>videoconvert0");

  launch = parse_ok ("( name=outer sync=true fakesrc ! fakesink )");
  bin = gp_launch_lookup_element (launch, "outer");
  g_assert_cmpint (bin->kind, ==, GP_LAUNCH_ELEMENT_BIN);
  g_assert_cmpstr (gp_launch_element_get_prop (bin, "sync")->value, ==, "true");
  g_assert_cmpuint (bin->span.start, ==, 0);
  g_assert_cmpuint (bin->span.end, ==, strlen (gp_launch_get_parsed_text (launch)) - 1);
  /* a single top-level element gets a new pipeline; a pipeline is its own */
  g_assert_cmpstr (gp_launch_get_pipeline_name (launch), ==, "pipeline0");
  g_clear_pointer (&launch, gp_launch_free);
  launch = parse_ok ("pipeline.( name=p fakesrc ! fakesink )");
  g_assert_cmpstr (gp_launch_get_pipeline_name (launch), ==, "p");
  g_clear_pointer (&launch, gp_launch_free);
  launch = parse_ok ("pipeline.( fakesrc ! fakesink ) fakesrc ! fakesink");
  g_assert_cmpstr (gp_launch_get_pipeline_name (launch), ==, "pipeline1");

  check_error ("( fakesrc ! fakesink", -1, 1, "never closed");
  check_error ("fakesrc ! fakesink )", -1, 20, "never opened");
  check_error ("fakesrc ! ( )", -1, 11, "empty bin");
  check_error ("fakesrc ! ( t. ! fakesink  tee name=t )", -1, 9, "no sink element");
  check_error ("bin.( name=b fakesrc ) b. ! fakesink", -1, 24, "bin 'b' cannot be a link source");
}

static void
test_uris (void)
{
  g_autoptr(GpLaunch) launch = NULL;

  check ("file:///tmp/in.mp4 ! decodebin ! video/x-raw ! fakesink  fakesrc ! file:///tmp/out",
         "filesrc0=filesrc decodebin0=decodebin fakesink0=fakesink fakesrc0=fakesrc filesink0=filesink "
         "capsfilter1=capsfilter",
         "filesrc0>decodebin0 ~decodebin0>capsfilter1 ~capsfilter1>fakesink0 fakesrc0>filesink0");
  launch = parse_ok ("rtsp://cam.local:554/stream ! rtph264depay ! fakesink");
  g_assert_cmpstr (gp_launch_get_element (launch, 0)->caps, ==, "rtsp://cam.local:554/stream");
  g_assert_cmpstr (gp_launch_get_element (launch, 0)->factory, ==, "rtspsrc");
  g_assert_true (gp_launch_get_link (launch, 0)->delayed);

  check_error ("/dev/video0 ! fakesink", -1, 1, "no source element is known for the URI '/dev/video0'");
  check_error ("fakesrc ! gopher://x/y", -1, 11, "no sink element");
}

static void
test_delayed (void)
{
  /* the first try at a delayed link with caps uses up a capsfilter
   * number; the real capsfilter is named after the others */
  check ("filesrc location=/x ! qtdemux ! video/x-h264 ! h264parse ! fakesink "
         "videotestsrc ! video/x-raw ! fakesink",
         "filesrc0=filesrc qtdemux0=qtdemux h264parse0=h264parse fakesink0=fakesink "
         "videotestsrc0=videotestsrc fakesink1=fakesink capsfilter1=capsfilter capsfilter2=capsfilter",
         "filesrc0>qtdemux0 ~qtdemux0>capsfilter2 ~capsfilter2>h264parse0 h264parse0>fakesink0 "
         "videotestsrc0>capsfilter1 capsfilter1>fakesink1");
  check ("filesrc ! qtdemux name=d d.video_0 ! queue ! fakesink d.audio_0 ! fakesink",
         "filesrc0=filesrc d=qtdemux queue0=queue fakesink0=fakesink fakesink1=fakesink",
         "filesrc0>d ~d.video_0>queue0 queue0>fakesink0 ~d.audio_0>fakesink1");
}

static void
test_syntax_errors (void)
{
  check_error ("", -1, 1, "empty pipeline");
  check_error ("   \t\n ", -1, 1, "empty pipeline");
  check_error ("! fakesink", -1, 1, "syntax error: '!' where an element was expected");
  check_error ("fakesrc !", -1, 10, "the end of the string where an element after the link");
  check_error ("fakesrc ! ! fakesink", -1, 11, "syntax error: '!'");
  check_error ("fakesrc ! fakesink ; rm x", -1, 20, "syntax error: ';'");
  /* gst-launch-1.0 refuses an option it does not know before it reads the pipeline */
  check_error ("fakesrc ! fakesink ; rm -rf ~", -1, 25, "-rf is not a gst-launch-1.0 option");
  check_error ("fakesrc ! fakesink $(reboot)", -1, 20, "syntax error: '$'");
  check_error ("fakesrc ! `reboot` ! fakesink", -1, 11, "syntax error: '`'");
  check_error ("video/x-raw ! fakesink", -1, 6, "no source element is known for the URI '/x-raw'");
  check_error ("fakesrc name=a ! fakesink name=a", -1, 18, "two elements are named 'a'");
  check_error ("fakesrc ! capsfilter name=capsfilter0 fakesrc ! video/x-raw ! fakesink", -1, 49,
               "two elements are named 'capsfilter0'");
  check_error ("fakesrc ! fakesink name=x\xc3\xa9\xff", -1, 28, "not valid UTF-8");
  check_error ("fakesrc\0 ! fakesink", 19, 8, "NUL byte");
}

static void
test_hostile (void)
{
  g_autoptr(GString) big = g_string_new (NULL);
  g_autoptr(GpLaunch) launch = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *deep = NULL;
  gint64 start;
  guint n;

  /* 1 MB of elements: linear time (a quadratic parser would run into the test's timeout;
   * the times are printed, not asserted) */
  g_string_append (big, "videotestsrc");
  while (big->len < 1024 * 1024)
    g_string_append (big, " ! queue max-size-buffers=0");
  g_string_append (big, " ! fakesink");
  start = g_get_monotonic_time ();
  launch = parse_ok (big->str);
  g_assert_cmpuint (gp_launch_get_n_elements (launch), >, 30000);
  g_assert_cmpstr (gp_launch_get_element (launch, 30000)->name, ==, "queue29999");
  g_test_message ("1 MB, %u elements: %.3f s", gp_launch_get_n_elements (launch),
                  (g_get_monotonic_time () - start) / 1e6);
  g_clear_pointer (&launch, gp_launch_free);

  /* 1 MB values, caps, and runs of operators */
  g_string_assign (big, "fakesrc ! fakesink name=");
  for (n = 0; n < 1024 * 1024; n++)
    g_string_append_c (big, "ab\\ \"'"[n % 6]);
  start = g_get_monotonic_time ();
  launch = gp_launch_parse (big->str, -1, &error);
  g_clear_error (&error);
  g_clear_pointer (&launch, gp_launch_free);

  g_string_assign (big, "fakesrc");
  while (big->len < 1024 * 1024)
    g_string_append (big, " ! a/b,c=d : e/f;");
  launch = gp_launch_parse (big->str, -1, &error);
  g_clear_error (&error);
  g_clear_pointer (&launch, gp_launch_free);

  g_string_assign (big, "");
  while (big->len < 1024 * 1024)
    g_string_append (big, "!:\"'\\(.,;=x");
  launch = gp_launch_parse (big->str, -1, &error);
  g_assert_null (launch);
  g_clear_error (&error);
  g_test_message ("1 MB hostile strings: %.3f s", (g_get_monotonic_time () - start) / 1e6);

  /* deep nesting: refused, no stack overflow */
  deep = g_strnfill (200000, '(');
  check_error (deep, -1, 1001, "nested more than 1000 deep");
  g_string_assign (big, "");
  for (n = 0; n < 900; n++)
    g_string_append (big, "( ");
  g_string_append (big, "fakesrc");
  for (n = 0; n < 900; n++)
    g_string_append (big, " )");
  launch = parse_ok (big->str);
  g_assert_cmpuint (gp_launch_get_n_elements (launch), ==, 901);
  g_assert_cmpstr (gp_launch_get_pipeline_name (launch), ==, "pipeline0");
}

static void
test_print_edits (void)
{
  const char *text = "videotestsrc  is-live=true !  video/x-raw,format=NV12 ! nvvidconv !\n"
                     "  fakesink name=\"out\"   sync=false ";
  g_autoptr(GpLaunch) launch = parse_ok (text);
  g_autoptr(GpLaunch) edited = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *printed = gp_launch_print (launch);
  g_autofree char *after = NULL;
  const GpLaunchElement *conv = gp_launch_lookup_element (launch, "nvvconv0");
  const GpLaunchElement *caps = gp_launch_lookup_element (launch, "capsfilter0");
  const GpLaunchProp *sync = gp_launch_element_get_prop (gp_launch_lookup_element (launch, "out"), "sync");

  g_assert_cmpstr (printed, ==, text);

  g_assert_true (gp_launch_edit (launch, conv->factory_span.start, conv->factory_span.end,
                                 "videoconvert", &error));
  g_assert_true (gp_launch_edit (launch, caps->span.start, caps->span.end,
                                 "video/x-raw(memory:NVMM)", &error));
  g_assert_true (gp_launch_edit (launch, sync->value_span.start, sync->value_span.end, "true", &error));
  g_assert_true (gp_launch_edit (launch, conv->span.start, conv->span.start, "queue ! ", &error));
  g_assert_no_error (error);

  /* overlapping edits and edits outside the text are refused */
  g_assert_false (gp_launch_edit (launch, conv->factory_span.start + 1, conv->factory_span.end, "x", &error));
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (gp_launch_edit (launch, 0, 100000, "x", &error));
  g_clear_error (&error);

  after = gp_launch_print (launch);
  g_assert_cmpstr (after, ==,
                   "videotestsrc  is-live=true !  video/x-raw(memory:NVMM) ! queue ! videoconvert !\n"
                   "  fakesink name=\"out\"   sync=true ");
  edited = parse_ok (after);
  g_assert_false (gp_launch_equal (launch, edited));
  g_assert_cmpstr (gp_launch_lookup_element (edited, "capsfilter0")->caps, ==, "video/x-raw(memory:NVMM)");
  g_assert_nonnull (gp_launch_lookup_element (edited, "queue0"));
  g_assert_nonnull (gp_launch_lookup_element (edited, "videoconvert0"));
}

static void
test_json (void)
{
  g_autoptr(GpLaunch) launch = parse_ok ("videotestsrc ! video/x-raw ! tee name=t t.src_0 ! ( name=b fakesink sync=false )");
  g_autoptr(JsonNode) node = gp_launch_to_json (launch);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autofree char *described = gp_launch_to_text (launch);

  g_assert_cmpstr (text, ==,
                   "{\"elements\":["
                   "{\"name\":\"videotestsrc0\",\"factory\":\"videotestsrc\",\"properties\":{},\"parent\":null},"
                   "{\"name\":\"t\",\"factory\":\"tee\",\"properties\":{},\"parent\":null},"
                   "{\"name\":\"fakesink0\",\"factory\":\"fakesink\",\"properties\":{\"sync\":\"false\"},\"parent\":\"b\"},"
                   "{\"name\":\"b\",\"factory\":\"bin\",\"properties\":{},\"parent\":null},"
                   "{\"name\":\"capsfilter0\",\"factory\":\"capsfilter\",\"properties\":{\"caps\":\"video/x-raw\"},\"parent\":null}],"
                   "\"links\":["
                   "{\"src\":\"videotestsrc0\",\"sink\":\"capsfilter0\",\"src_pad\":null,\"sink_pad\":null},"
                   "{\"src\":\"capsfilter0\",\"sink\":\"t\",\"src_pad\":null,\"sink_pad\":null},"
                   "{\"src\":\"t\",\"sink\":\"fakesink0\",\"src_pad\":\"src_0\",\"sink_pad\":null}]}");
  g_assert_nonnull (strstr (described, "\n  fakesink0      fakesink      in b  sync=false\n"));
  g_assert_nonnull (strstr (described, "  t.src_0 ! fakesink0\n"));
}

/* The recorded sessions: parsing their launch string gives exactly the
 * elements and links GStreamer reported at run time. */
static void
test_fixtures (void)
{
  static const char * const names[] = {
    "orin-nx-jp6-healthy.json", "orin-nx-jp6-no-queue.json", "orin-nx-jp6-sw.json",
    "orin-nx-jp6-zc-break.json", "software-healthy.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = gp_test_fixture (names[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);
      g_autoptr(GpLaunch) launch = NULL;
      GpGraph *graph;
      guint n_elements = 0;

      g_assert_no_error (error);
      launch = parse_ok (gp_session_get_info (session)->launch);
      graph = gp_session_get_graph (session);

      for (guint k = 0; k < gp_graph_n_elements (graph); k++)
        {
          GpElement *ge = gp_graph_element (graph, k);
          const GpLaunchElement *le;

          if (g_strcmp0 (ge->id, gp_launch_get_pipeline_name (launch)) == 0)
            continue;
          le = gp_launch_lookup_element (launch, ge->id);
          if (le == NULL)
            g_error ("%s: %s is not in the launch string", names[i], ge->id);
          n_elements++;
        }
      g_assert_cmpuint (n_elements, ==, gp_launch_get_n_elements (launch));

      g_assert_cmpuint (gp_graph_n_links (graph), ==, gp_launch_get_n_links (launch));
      for (guint k = 0; k < gp_launch_get_n_links (launch); k++)
        {
          const GpLaunchLink *l = gp_launch_get_link (launch, k);
          g_autoptr(GPtrArray) from = gp_graph_links_from (graph, l->src->name);
          gboolean found = FALSE;

          for (guint j = 0; j < from->len; j++)
            found |= g_strcmp0 (((GpLink *) g_ptr_array_index (from, j))->sink_element, l->sink->name) == 0;
          g_assert_true (found);
        }
    }
}

static void
test_cli (void)
{
  g_autoptr(GpCliResult) text = gp_test_run_clivp ("parse", "videotestsrc ! video/x-raw ! fakesink", NULL);
  g_autoptr(GpCliResult) json = gp_test_run_clivp ("parse", "--format", "json", "fakesrc ! fakesink", NULL);
  g_autoptr(GpCliResult) argv = gp_test_run_clivp ("parse", "--format=json", "fakesrc", "!", "fakesink",
                                                   "name=a b", NULL);
  g_autoptr(GpCliResult) bad = gp_test_run_clivp ("parse", "fakesrc ! ! fakesink", NULL);
  g_autoptr(GpCliResult) bad_format = gp_test_run_clivp ("parse", "--format", "xml", "fakesrc", NULL);
  g_autoptr(GpCliResult) none = gp_test_run_clivp ("parse", NULL);

  g_assert_cmpint (text->status, ==, 0);
  g_assert_nonnull (strstr (text->out, "\n  capsfilter0    capsfilter    caps=video/x-raw\n"));
  g_assert_nonnull (strstr (text->out, "videotestsrc0 ! capsfilter0\n"));

  g_assert_cmpint (json->status, ==, 0);
  g_assert_cmpstr (json->out, ==,
                   "{\"elements\": [{\"name\": \"fakesrc0\", \"factory\": \"fakesrc\", \"properties\": {}, \"parent\": null}, "
                   "{\"name\": \"fakesink0\", \"factory\": \"fakesink\", \"properties\": {}, \"parent\": null}], "
                   "\"links\": [{\"src\": \"fakesrc0\", \"sink\": \"fakesink0\", \"src_pad\": null, \"sink_pad\": null}]}\n");

  /* several arguments are joined as gst-launch-1.0 joins them */
  g_assert_cmpint (argv->status, ==, 0);
  g_assert_nonnull (strstr (argv->out, "\"name\": \"a b\""));

  g_assert_cmpint (bad->status, ==, 3);
  g_assert_cmpstr (bad->out, ==, "");
  g_assert_cmpstr (bad->err, ==,
                   "gst-profile: parse: column 11: syntax error: '!' where an element after the link was expected\n");
  g_assert_cmpint (bad_format->status, ==, 3);
  g_assert_cmpuint (gp_test_count_lines (bad_format->err, "gst-profile: parse: --format"), ==, 1);
  g_assert_cmpint (none->status, ==, 3);
}

/* The whole command as pasted from a README: the program word (and a path to it) is no
 * element, before or after shell-quoted caps and line continuations; a prompt, sudo or a variable
 * assignment in front of it gets one clear line. */
static void
test_pasted_command (void)
{
  static const char pasted[] =
    "gst-launch-1.0 -e videotestsrc num-buffers=10 ! \\\n"
    "  'video/x-raw, width=640, height=480' ! \\\n"
    "  videoconvert ! fakesink";
  static const struct { const char *text; const char *error; } refused[] = {
    { "$ gst-launch-1.0 videotestsrc ! fakesink", "'$' is a shell prompt" },
    { "sudo gst-launch-1.0 videotestsrc ! fakesink", "sudo is not part of a pipeline" },
    { "GST_DEBUG=3 gst-launch-1.0 videotestsrc ! fakesink", "GST_DEBUG=3 is a shell variable assignment" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = gp_launch_parse (pasted, -1, &error);
  g_auto(GStrv) argv = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (gp_launch_get_n_elements (launch), ==, 4);
  g_assert_cmpstr (gp_launch_get_element (launch, 0)->factory, ==, "videotestsrc");
  g_assert_cmpstr (gp_launch_get_options (launch)[0], ==, "-e");
  g_assert_cmpstr (gp_launch_get_argv (launch)[0], ==, "-e");
  g_assert_cmpstr (gp_launch_get_argv (launch)[1], ==, "videotestsrc");

  argv = gp_launch_split_argv ("/usr/bin/gst-launch-1.0 -v videotestsrc ! fakesink", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (argv[0], ==, "-v");
  g_assert_cmpuint (g_strv_length (argv), ==, 4);

  /* a later word of that name is no program word */
  g_clear_pointer (&launch, gp_launch_free);
  launch = gp_launch_parse ("videotestsrc ! fakesink name=gst-launch-1.0", -1, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) e = NULL;
      g_autoptr(GpLaunch) none = gp_launch_parse (refused[i].text, -1, &e);

      g_assert_null (none);
      g_assert_error (e, GP_ERROR, GP_ERROR_INVALID);
      if (strstr (e->message, refused[i].error) == NULL)
        g_error ("%s: %s", refused[i].text, e->message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/launch/chains", test_chains);
  g_test_add_func ("/gp/unit/launch/caps", test_caps);
  g_test_add_func ("/gp/unit/launch/properties", test_properties);
  g_test_add_func ("/gp/unit/launch/references", test_references);
  g_test_add_func ("/gp/unit/launch/bins", test_bins);
  g_test_add_func ("/gp/unit/launch/uris", test_uris);
  g_test_add_func ("/gp/unit/launch/delayed", test_delayed);
  g_test_add_func ("/gp/unit/launch/syntax-errors", test_syntax_errors);
  g_test_add_func ("/gp/unit/launch/hostile", test_hostile);
  g_test_add_func ("/gp/unit/launch/print-edits", test_print_edits);
  g_test_add_func ("/gp/unit/launch/json", test_json);
  g_test_add_func ("/gp/unit/launch/fixtures", test_fixtures);
  g_test_add_func ("/gp/unit/launch/cli", test_cli);
  g_test_add_func ("/gp/unit/launch/pasted-command", test_pasted_command);

  return g_test_run ();
}
