/* test-name-rules.c: rules/names.json: GType → factory, factory → default name, and back
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

/* The naming table that ingest (dot dumps, tracer records, latency-only logs) and the launch
 * layer (runtime names → launch tokens) share: the built-in file is valid and self-consistent,
 * Jetson, DeepStream and gst-omx names read right, a broken table is one clear error, and a
 * Jetson-shaped dot dump and tracer log come out with the right factories and map onto the
 * launch string that made them. */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-aggregator.h"
#include "gp-error.h"
#include "gp-factory.h"
#include "gp-graph.h"
#include "gp-launch-map.h"
#include "gp-launch.h"
#include "gp-loader.h"
#include "gp-name-rules.h"
#include "gp-session.h"
#include "gp-test-records.h"
#include "gp-test-util.h"

#define MS GP_TEST_MS
#define DUMP "dots/jetson-names.PAUSED_PLAYING.dot"

static GpNameRules *
builtin_rules (void)
{
  g_autoptr(GBytes) bytes = gp_name_rules_get_builtin_data ();
  g_autoptr(GError) error = NULL;
  GpNameRules *rules;

  g_assert_nonnull (bytes);
  rules = gp_name_rules_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  return rules;
}

/* The built-in file loads, and each of its entries reads both ways: GType → factory,
 * factory → GType, factory → default name → factory. */
static void
test_builtin (void)
{
  g_autoptr(GpNameRules) rules = builtin_rules ();
  g_autoptr(GBytes) bytes = gp_name_rules_get_builtin_data ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *gtypes, *families;

  g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes), NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  gtypes = json_object_get_array_member (root, "gtypes");
  families = json_object_get_array_member (root, "families");
  g_assert_cmpuint (gp_name_rules_get_n_gtypes (rules), ==, json_array_get_length (gtypes));
  g_assert_cmpuint (gp_name_rules_get_n_gtypes (rules), >=, 43);
  g_assert_cmpuint (gp_name_rules_get_n_families (rules), ==, json_array_get_length (families));

  for (guint i = 0; i < json_array_get_length (gtypes); i++)
    {
      JsonObject *entry = json_array_get_object_element (gtypes, i);
      const char *gtype = json_object_get_string_member (entry, "gtype");
      const char *factory = json_object_get_string_member (entry, "factory");
      g_autofree char *read = gp_name_rules_factory_for_gtype (rules, gtype);
      g_autofree char *prefix = gp_name_rules_name_prefix (rules, factory);
      g_autofree char *name = g_strconcat (prefix, "0", NULL);
      g_autofree char *back = gp_name_rules_factory_for_name (rules, name);

      g_assert_cmpstr (read, ==, factory);
      g_assert_cmpstr (gp_name_rules_gtype_for_factory (rules, factory), ==, gtype);
      g_assert_cmpstr (back, ==, factory);
    }

  for (guint i = 0; i < json_array_get_length (families); i++)
    {
      JsonArray *factories = json_object_get_array_member (json_array_get_object_element (families, i),
                                                           "factories");

      g_assert_cmpuint (json_array_get_length (factories), >, 0);
      for (guint j = 0; j < json_array_get_length (factories); j++)
        {
          const char *factory = json_array_get_string_element (factories, j);
          g_autofree char *gtype = g_strdup_printf ("GstOMXWhatever-%s", factory);
          g_autofree char *read = gp_name_rules_factory_for_gtype (rules, gtype);
          g_autofree char *prefix = gp_name_rules_name_prefix (rules, factory);
          g_autofree char *want = g_strdup_printf ("%s-%s", factory, factory);
          g_autofree char *name = g_strconcat (prefix, "7", NULL);
          g_autofree char *back = gp_name_rules_factory_for_name (rules, name);

          g_assert_cmpstr (read, ==, factory);
          g_assert_null (gp_name_rules_gtype_for_factory (rules, factory));
          g_assert_cmpstr (prefix, ==, want);
          g_assert_cmpstr (back, ==, factory);
        }
    }
}

/* Dot dumps and tracer records give GTypes; these are the ones of a Jetson with DeepStream
 * and gst-omx, and some that the plain rule already reads. */
static void
test_gtype_to_factory (void)
{
  static const struct { const char *gtype, *factory; } cases[] = {
    { "GstEglGlesSink", "nveglglessink" },
    { "Gstnvvconv", "nvvidconv" },
    { "GstDsNvUriSrcBin", "nvurisrcbin" },
    { "GstDsNvMultiUriBin", "nvmultiurisrcbin" },
    { "GstOMXH264Enc-omxh264enc", "omxh264enc" },
    { "GstOMXH265Dec-omxh265dec", "omxh265dec" },
    { "GstNvOverlaySink-nvoverlaysink", "nvoverlaysink" },
    { "GstNvHDMIOverlaySink-nvhdmioverlaysink", "nvhdmioverlaysink" },
    /* a gst-omx build whose configuration names the element otherwise */
    { "GstOMXH265Enc-omxh265videoenc", "omxh265videoenc" },
    /* the plain rule: "Gst" stripped, lower-cased */
    { "GstNvStreamMux", "nvstreammux" },
    { "GstNvInfer", "nvinfer" },
    { "GstNvDsOsd", "nvdsosd" },
    { "Gstnvvideoconvert", "nvvideoconvert" },
    { "GstNvArgusCameraSrc", "nvarguscamerasrc" },
    /* L4T's v4l2 elements register their factory name as the GType */
    { "nvv4l2h264enc", "nvv4l2h264enc" },
    { "nvv4l2decoder", "nvv4l2decoder" },
    { "GstQueue", "queue" },
    { "GstQueue2", "queue2" },
    { "GstGLImageSinkBin", "glimagesink" },
    { "MpegTSParse2", "tsparse" },
    { "avdec_h264", "avdec_h264" },
    { "GstRtpL16Pay", "rtpL16pay" },
    /* a '-' with no GType name before it is no gst-omx form */
    { "ladspa-amp-so-amp-mono", "ladspa-amp-so-amp-mono" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *factory = gp_factory_from_gtype (cases[i].gtype);

      g_assert_cmpstr (factory, ==, cases[i].factory);
    }
  {
    g_autofree char *none = gp_factory_from_gtype (NULL);

    g_assert_cmpstr (none, ==, "");
  }
}

/* What GStreamer names an unnamed element of a factory, as the launch layer asks it. */
static void
test_name_prefix (void)
{
  static const struct { const char *factory, *prefix; } cases[] = {
    { "omxh264enc", "omxh264enc-omxh264enc" },
    { "omxh265enc", "omxh265enc-omxh265enc" },
    { "nvoverlaysink", "nvoverlaysink-nvoverlaysink" },
    { "nvvidconv", "nvvconv" },
    { "nveglglessink", "eglglessink" },
    { "nvurisrcbin", "dsnvurisrcbin" },
    { "nvmultiurisrcbin", "dsnvmultiuribin" },
    { "nvv4l2h264enc", "nvv4l2h264enc" },
    { "nvstreammux", "nvstreammux" },
    { "queue", "queue" },
    { "queue2", "queue2-" },
    { "mpegvideoparse", "mpegvparse" },
    { "videomixer", "videomixer2-" },
    { "avdec_h264", "avdec_h264-" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *launch = gp_launch_name_prefix (cases[i].factory);
      g_autofree char *model = gp_factory_name_prefix (cases[i].factory);

      g_assert_cmpstr (launch, ==, cases[i].prefix);
      g_assert_cmpstr (model, ==, cases[i].prefix);
    }
}

/* A latency-only log knows its elements by name alone. */
static void
test_default_name_to_factory (void)
{
  static const struct { const char *name, *factory; } cases[] = {
    { "omxh264enc-omxh264enc0", "omxh264enc" },
    { "nvoverlaysink-nvoverlaysink12", "nvoverlaysink" },
    { "omxh265videoenc-omxh265videoenc3", "omxh265videoenc" },
    { "nvvconv3", "nvvidconv" },
    { "eglglessink0", "nveglglessink" },
    { "dsnvurisrcbin1", "nvurisrcbin" },
    { "queue2-0", "queue2" },
    { "queue20", "queue" },
    { "videomixer2-1", "videomixer" },
    { "identity0", "identity" },
    { "nvv4l2h264enc0", "nvv4l2h264enc" },
    { "avdec_h264-0", "avdec_h264" },
    { "rtpl16pay0", "rtpL16pay" },
    /* no default names */
    { "omxh264enc-omxh265enc0", NULL },
    { "src-queue0", NULL },
    { "uri-source-1", NULL },
    { "my-conv", NULL },
    { "Foo0", NULL },
    { "0", NULL },
    { "queue", NULL },
    { "x1234567890", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *factory = gp_factory_from_default_name (cases[i].name);

      g_test_message ("%s → %s", cases[i].name, factory);
      g_assert_cmpstr (factory, ==, cases[i].factory);
    }
}

/* A table that is not one is one error line naming what is wrong. */
static void
test_bad_data (void)
{
#define HEAD "{\"schema\": \"gst-profile-names/1\", "
#define FAMILY(gtype, name, factories) \
  "\"families\": [{\"name\": \"f\", \"source\": \"s\", \"gtype\": \"" gtype "\", " \
  "\"default_name\": \"" name "\", \"factories\": " factories "}]}"
  static const struct { const char *json, *error; } cases[] = {
    { "[1, 2]", "names.json: not a JSON object" },
    { "{\"schema\": ", "names.json: not JSON: " },
    { "{\"gtypes\": [], \"families\": []}", "names.json: schema is missing, not gst-profile-names/1" },
    { "{\"schema\": \"gst-profile-factories/1\", \"gtypes\": [], \"families\": []}",
      "names.json: schema is \"gst-profile-factories/1\", not gst-profile-names/1" },
    { HEAD "\"families\": []}", "names.json: no \"gtypes\" list" },
    { HEAD "\"gtypes\": []}", "names.json: no \"families\" list" },
    { HEAD "\"gtypes\": [3], \"families\": []}", "names.json: gtypes[0]: not an object" },
    { HEAD "\"gtypes\": [{\"factory\": \"a\", \"source\": \"s\"}], \"families\": []}",
      "names.json: gtypes[0]: no GType name (\"gtype\")" },
    { HEAD "\"gtypes\": [{\"gtype\": \"GstA\", \"factory\": \"A b\", \"source\": \"s\"}], \"families\": []}",
      "names.json: gtypes[0]: no factory name" },
    { HEAD "\"gtypes\": [{\"gtype\": \"GstA\", \"factory\": \"a\"}], \"families\": []}",
      "names.json: gtypes[0]: no source (where GstA comes from)" },
    { HEAD "\"gtypes\": [{\"gtype\": \"GstA\", \"factory\": \"a\", \"source\": \"s\"}, "
      "{\"gtype\": \"GstA\", \"factory\": \"b\", \"source\": \"s\"}], \"families\": []}",
      "names.json: gtypes[1]: GType GstA is listed twice" },
    { HEAD "\"gtypes\": [{\"gtype\": \"GstA\", \"factory\": \"a\", \"source\": \"s\"}, "
      "{\"gtype\": \"GstB\", \"factory\": \"a\", \"source\": \"s\"}], \"families\": []}",
      "names.json: gtypes[1]: factory a is listed twice" },
    { HEAD "\"gtypes\": [{\"gtype\": \"GstAb\", \"factory\": \"a\", \"source\": \"s\"}, "
      "{\"gtype\": \"GstAB\", \"factory\": \"b\", \"source\": \"s\"}], \"families\": []}",
      "names.json: gtypes[1]: GstAB names its elements abN, as another entry does" },
    { HEAD "\"gtypes\": [], " FAMILY ("{factory}", "{factory}{n}", "[]"),
      "names.json: families[0] (f): \"gtype\" must read {parent}<separator>{factory}" },
    { HEAD "\"gtypes\": [], " FAMILY ("{parent}-{n}-{factory}", "{factory}{n}", "[]"),
      "names.json: families[0] (f): \"gtype\" must read {parent}<separator>{factory}" },
    { HEAD "\"gtypes\": [], " FAMILY ("{parent}-{factory}", "{factory}-{factory}", "[]"),
      "names.json: families[0] (f): \"default_name\" must use {factory} and end in {n}" },
    { HEAD "\"gtypes\": [], " FAMILY ("{parent}-{factory}", "x{n}", "[]"),
      "names.json: families[0] (f): \"default_name\" must use {factory} and end in {n}" },
    { HEAD "\"gtypes\": [], " FAMILY ("{parent}-{factory}", "{type}-{factory}{n}", "[]"),
      "names.json: families[0] (f): \"default_name\" must use {factory} and end in {n}" },
    { HEAD "\"gtypes\": [], " FAMILY ("{parent}-{factory}", "{factory}-{factory}{n}", "{}"),
      "names.json: families[0] (f): no \"factories\" list" },
    { HEAD "\"gtypes\": [], " FAMILY ("{parent}-{factory}", "{factory}-{factory}{n}", "[\"Omx\"]"),
      "names.json: families[0] (f): factories[0] is no lower-case factory name" },
    { HEAD "\"gtypes\": [], " FAMILY ("{parent}-{factory}", "{factory}-{factory}{n}", "[\"a\", \"a\"]"),
      "names.json: families[0] (f): a is listed twice" },
    { HEAD "\"gtypes\": [{\"gtype\": \"GstA\", \"factory\": \"a\", \"source\": \"s\"}], "
      FAMILY ("{parent}-{factory}", "{factory}-{factory}{n}", "[\"a\"]"),
      "names.json: families[0] (f): a is in gtypes too" },
    { HEAD "\"gtypes\": [], \"families\": [{\"name\": \"f\", \"gtype\": \"{parent}-{factory}\", "
      "\"default_name\": \"{factory}{n}\", \"factories\": []}]}",
      "names.json: families[0] (f): no source" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GpNameRules) rules = gp_name_rules_new_from_data (cases[i].json, -1, &error);

      g_test_message ("%s", cases[i].json);
      g_assert_null (rules);
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
      g_assert_null (strchr (error->message, '\n'));
      g_assert_true (g_str_has_prefix (error->message, cases[i].error));
    }
#undef FAMILY
#undef HEAD
}

/* GP_RULES_DIR/names.json replaces the built-in table (in a subprocess: the default table is
 * read once per process); one that does not load leaves GStreamer's rule alone. */
static void
test_override (gconstpointer data)
{
  gboolean broken = GPOINTER_TO_INT (data);

  if (g_test_subprocess ())
    {
      g_autofree char *dir = gp_test_tmpdir ();
      g_autofree char *path = g_build_filename (dir, "names.json", NULL);
      g_autofree char *mine = NULL;
      g_autofree char *nvvconv = NULL;
      g_autofree char *omx = NULL;
      g_autofree char *prefix = NULL;

      g_assert_true (g_file_set_contents (path, broken ? "{\"schema\": \"gst-profile-names/1\"}" :
                                          "{\"schema\": \"gst-profile-names/1\", \"families\": [], "
                                          "\"gtypes\": [{\"gtype\": \"GstMyThing\", \"factory\": \"thing\", "
                                          "\"source\": \"a test\"}]}", -1, NULL));
      g_setenv ("GP_RULES_DIR", dir, TRUE);
      mine = gp_factory_from_gtype ("GstMyThing");
      nvvconv = gp_factory_from_gtype ("Gstnvvconv");
      omx = gp_factory_from_gtype ("GstOMXH264Enc-omxh264enc");
      prefix = gp_launch_name_prefix ("omxh264enc");
      g_assert_cmpstr (mine, ==, broken ? "mything" : "thing");
      g_assert_cmpstr (nvvconv, ==, "nvvconv");
      g_assert_cmpstr (omx, ==, "omxh264enc-omxh264enc");
      g_assert_cmpstr (prefix, ==, "omxh264enc");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

static const GpElement *
element (GpGraph    *graph,
         const char *id)
{
  const GpElement *el = gp_graph_lookup_element (graph, id);

  if (el == NULL)
    g_error ("no element %s in the graph", id);
  return el;
}

/* A latency log with a dot dump of a Jetson DeepStream/gst-omx pipeline (a real 1.22 dump,
 * its elements renamed to the Jetson GTypes and names), through the loader as `analyze LOG
 * --dot DUMP` reads them. */
static GpSession *
load_jetson_dump (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *log = g_build_filename (dir, "jetson.log", NULL);
  g_autofree char *dump = gp_test_fixture (DUMP);
  const char *dots[] = { dump, NULL };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  GpSession *session;

  for (guint i = 0; i < 8; i++)
    g_string_append_printf (text,
                            "0:00:0%u.100000000 4242 0xaaaa TRACE GST_TRACER :0:: element-latency, "
                            "element-id=(string)0x1, element=(string)omxh264enc-omxh264enc0, "
                            "src=(string)src, time=(guint64)12000000, ts=(guint64)%u100000000;\n", i, i);
  g_assert_true (g_file_set_contents (log, text->str, -1, NULL));
  session = gp_load_path (log, dots, NULL, &error);
  g_assert_no_error (error);
  return session;
}

/* The dump's GTypes give the right factories, and the vendor follows. */
static void
test_dot_dump (void)
{
  static const struct { const char *id, *factory, *bin; } cases[] = {
    { "dsnvurisrcbin0", "nvurisrcbin", NULL },
    { "nvv4l2decoder0", "nvv4l2decoder", "dsnvurisrcbin0" },
    { "queue0", "queue", "dsnvurisrcbin0" },
    { "nvvconv0", "nvvidconv", NULL },
    { "t", "tee", NULL },
    { "omxh264enc-omxh264enc0", "omxh264enc", NULL },
    { "h264parse0", "h264parse", NULL },
    { "eglglessink0", "nveglglessink", NULL },
    { "nvoverlaysink-nvoverlaysink0", "nvoverlaysink", NULL },
  };
  g_autoptr(GpSession) session = load_jetson_dump ();
  GpGraph *graph = gp_session_get_graph (session);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const GpElement *el = element (graph, cases[i].id);

      g_assert_cmpstr (el->factory, ==, cases[i].factory);
      g_assert_cmpstr (el->bin, ==, cases[i].bin);
    }
  g_assert_cmpstr (element (graph, "nvvconv0")->gtype, ==, "Gstnvvconv");
  g_assert_cmpstr (element (graph, "omxh264enc-omxh264enc0")->gtype, ==, "GstOMXH264Enc-omxh264enc");
  g_assert_cmpstr (element (graph, "eglglessink0")->vendor, ==, "nvidia");
  g_assert_cmpstr (element (graph, "nvvconv0")->vendor, ==, "nvidia");
  g_assert_true (element (graph, "dsnvurisrcbin0")->is_bin);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, 13);
}

static char *
token_text (const GpLaunch        *launch,
            const GpLaunchElement *le)
{
  return g_strndup (gp_launch_get_parsed_text (launch) + le->span.start, le->span.end - le->span.start);
}

/* The runtime names of that graph map onto the launch string that would make it; the elements
 * nvurisrcbin makes at run time do not. */
static void
test_launch_map (void)
{
  static const struct { const char *runtime, *token; } cases[] = {
    { "dsnvurisrcbin0", "nvurisrcbin uri=file:///opt/sample.mp4" },
    { "nvvconv0", "nvvidconv" },
    { "t", "tee name=t" },
    { "omxh264enc-omxh264enc0", "omxh264enc control-rate=variable bitrate=4000000" },
    { "h264parse0", "h264parse" },
    { "fakesink0", "fakesink" },
    { "eglglessink0", "nveglglessink" },
    { "nvoverlaysink-nvoverlaysink0", "nvoverlaysink" },
  };
  g_autoptr(GpSession) session = load_jetson_dump ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch =
    gp_launch_parse ("nvurisrcbin uri=file:///opt/sample.mp4 ! nvvidconv ! tee name=t "
                     "t. ! queue ! omxh264enc control-rate=variable bitrate=4000000 ! h264parse ! fakesink "
                     "t. ! queue ! nveglglessink t. ! queue ! nvoverlaysink", -1, &error);
  g_autoptr(GpLaunchMap) map = NULL;
  const char *reason = NULL;

  g_assert_no_error (error);
  map = gp_launch_map_new (launch, gp_session_get_graph (session));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const GpLaunchElement *le = gp_launch_map_lookup (map, cases[i].runtime, &reason);
      g_autofree char *text = NULL;

      if (le == NULL)
        g_error ("%s is not mapped: %s", cases[i].runtime, reason);
      text = token_text (launch, le);
      g_assert_cmpstr (text, ==, cases[i].token);
      g_assert_cmpstr (gp_launch_map_runtime_name (map, le), ==, cases[i].runtime);
    }
  /* three queues in the string, three in the session outside the bin */
  for (guint i = 1; i <= 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("queue%u", i);

      g_assert_nonnull (gp_launch_map_lookup (map, name, NULL));
    }
  g_assert_null (gp_launch_map_lookup (map, "queue0", &reason));
  g_assert_cmpstr (reason, ==, "dsnvurisrcbin0 makes it at run time; the launch string does not name it");
  g_assert_null (gp_launch_map_lookup (map, "nvv4l2decoder0", NULL));
  g_assert_cmpuint (gp_launch_map_get_n_mapped (map), ==, G_N_ELEMENTS (cases) + 3);
}

/* Stats records carry the GType: a gst-omx encoder is omxh264enc, NVIDIA's on a Jetson. */
static void
test_stats_records (GpTestRecords *f,
                    gconstpointer  data)
{
  static const char * const types[] = {
    "GstNvArgusCameraSrc", "Gstnvvconv", "GstOMXH264Enc-omxh264enc", "GstNvOverlaySink-nvoverlaysink",
  };
  static const char * const names[] = {
    "nvarguscamerasrc0", "nvvconv0", "omxh264enc-omxh264enc0", "nvoverlaysink-nvoverlaysink0",
  };
  static const char * const factories[] = { "nvarguscamerasrc", "nvvidconv", "omxh264enc", "nvoverlaysink" };
  GpGraph *graph;

  g_free (gp_session_get_target (f->session)->platform);
  gp_session_get_target (f->session)->platform = g_strdup ("jetson");
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    gp_test_records_feed (f->agg, i * MS,
                          "new-element, thread-id=(guint64)1, ts=(guint64)%u, ix=(uint)%u, "
                          "parent-ix=(uint)4294967295, name=(string)%s, type=(string)%s, is-bin=(boolean)0;",
                          (guint) (i * MS), i, names[i], types[i]);
  gp_aggregator_finish (f->agg);

  graph = gp_session_get_graph (f->session);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, G_N_ELEMENTS (types));
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      const GpElement *el = element (graph, names[i]);

      g_assert_cmpstr (el->factory, ==, factories[i]);
      g_assert_cmpstr (el->gtype, ==, types[i]);
      g_assert_cmpstr (el->vendor, ==, "nvidia");
    }
}

/* A latency-only log from a Jetson gst-omx pipeline: the names give the factories. */
static void
test_latency_only (GpTestRecords *f,
                   gconstpointer  data)
{
  static const char * const names[] = { "nvvconv0", "omxh264enc-omxh264enc0", "queue2-0" };
  static const char * const factories[] = { "nvvidconv", "omxh264enc", "queue2" };
  GpGraph *graph;

  for (guint w = 0; w < 4; w++)
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      gp_test_records_feed (f->agg, (w * 100 + i) * MS,
                            "element-latency, element-id=(string)0x%u, element=(string)%s, src=(string)src, "
                            "time=(guint64)%u, ts=(guint64)%u;",
                            i + 1, names[i], (guint) (3 * MS), (guint) ((w * 100 + i) * MS));
  gp_aggregator_finish (f->agg);

  graph = gp_session_get_graph (f->session);
  g_assert_cmpuint (gp_graph_n_elements (graph), ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (element (graph, names[i])->factory, ==, factories[i]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/name-rules/builtin", test_builtin);
  g_test_add_func ("/gp/unit/name-rules/gtype-to-factory", test_gtype_to_factory);
  g_test_add_func ("/gp/unit/name-rules/name-prefix", test_name_prefix);
  g_test_add_func ("/gp/unit/name-rules/default-name-to-factory", test_default_name_to_factory);
  g_test_add_func ("/gp/unit/name-rules/bad-data", test_bad_data);
  g_test_add_data_func ("/gp/unit/name-rules/override", GINT_TO_POINTER (FALSE), test_override);
  g_test_add_data_func ("/gp/unit/name-rules/override-broken", GINT_TO_POINTER (TRUE), test_override);
  g_test_add_func ("/gp/unit/name-rules/dot-dump", test_dot_dump);
  g_test_add_func ("/gp/unit/name-rules/launch-map", test_launch_map);
  g_test_add ("/gp/unit/name-rules/stats-records", GpTestRecords, NULL,
              gp_test_records_set_up, test_stats_records, gp_test_records_tear_down);
  g_test_add ("/gp/unit/name-rules/latency-only", GpTestRecords, NULL,
              gp_test_records_set_up, test_latency_only, gp_test_records_tear_down);

  return g_test_run ();
}
