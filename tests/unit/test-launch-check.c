/* test-launch-check.c: the static check of a launch string, and patches that combine
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

/* Against the recordings: the memory the check predicts for each link of a recorded launch string
 * is the memory the board negotiated (every link the recording has), its break is the one ZC
 * finds, and the combined patch keeps NVMM end to end. Then strings that cannot negotiate, unknown
 * factories that must not invent anything, a tee, the JSON shape, a long chain, and the CLI. */

#include "config.h"

#include <string.h>

#include "gp-launch-check.h"
#include "gp-launch.h"
#include "gp-loader.h"
#include "gp-patch.h"
#include "gp-rules.h"
#include "gp-session.h"
#include "gp-test-util.h"

static GpSession *
load_fixture (const char *name)
{
  g_autofree char *path = gp_test_fixture (name);
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_load_path (path, NULL, NULL, &error);
  GPtrArray *findings;

  g_assert_no_error (error);
  findings = gp_rules_run_session (session, &error);
  g_assert_no_error (error);
  gp_session_take_findings (session, findings);
  return session;
}

static GpLaunchCheck *
check_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = gp_launch_parse (text, -1, &error);

  g_assert_no_error (error);
  return gp_launch_check_new (launch);
}

static const GpLaunchCheckLink *
find_link (const GpLaunchCheck *check,
           const char          *src,
           const char          *sink)
{
  for (guint i = 0; i < gp_launch_check_get_n_links (check); i++)
    {
      const GpLaunchCheckLink *link = gp_launch_check_get_link (check, i);

      if (g_strcmp0 (link->src, src) == 0 && g_strcmp0 (link->sink, sink) == 0)
        return link;
    }
  return NULL;
}

/* Every link of the recording: the predicted memory is the negotiated one. */
static void
assert_agrees_with_recording (GpSession           *session,
                              const GpLaunchCheck *check)
{
  GpGraph *graph = gp_session_get_graph (session);
  guint compared = 0;

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);
      const GpLaunchCheckLink *predicted = find_link (check, link->src_element, link->sink_element);

      g_assert_nonnull (predicted);
      g_assert_cmpstr (gp_memory_to_string (predicted->memory), ==, gp_memory_to_string (link->memory));
      g_assert_true (predicted->negotiates);
      compared++;
    }
  g_assert_cmpuint (compared, ==, gp_launch_check_get_n_links (check));
}

static const GpFinding *
find_rule (GpSession  *session,
           const char *rule)
{
  GPtrArray *findings = gp_session_get_findings (session);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (g_strcmp0 (finding->rule, rule) == 0)
        return finding;
    }
  return NULL;
}

static void
test_zc_recording (void)
{
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GpLaunchCheck) check = check_text (gp_session_get_info (session)->launch);
  const GpFinding *zc = find_rule (session, "ZC");
  const GpLaunchCheckBreak *b;
  const char *sysmem_link;
  gboolean found = FALSE;

  assert_agrees_with_recording (session, check);
  g_assert_true (gp_launch_check_negotiates (check));
  g_assert_true (gp_launch_check_leaves_device_memory (check));
  g_assert_cmpuint (gp_launch_check_get_n_breaks (check), ==, 1);

  /* The stretch ZC names: between the far ends of its hardware links, its link inside. */
  g_assert_nonnull (zc);
  b = gp_launch_check_get_break (check, 0);
  g_assert_cmpstr (b->upstream, ==, json_object_get_string_member (zc->evidence, "hw_upstream"));
  g_assert_cmpstr (b->downstream, ==, json_object_get_string_member (zc->evidence, "hw_downstream"));
  g_assert_cmpstr (b->leaves_at, ==, "nvvconv1");
  g_assert_cmpstr (b->returns_at, ==, "nvvconv2");
  sysmem_link = json_object_get_string_member (zc->evidence, "sysmem_link");
  for (guint i = 0; i < b->links->len; i++)
    {
      const GpLaunchCheckLink *link = g_ptr_array_index (b->links, i);
      g_autofree char *id = g_strdup_printf ("%s:src->%s:sink", link->src, link->sink);

      g_assert_cmpint (link->memory, ==, GP_MEMORY_SYSMEM);
      found |= g_str_equal (id, sysmem_link);
    }
  g_assert_true (found);
  g_assert_cmpuint (b->links->len, ==, 4);
}

/* The recordings without a break check clean, and agree link by link. */
static void
test_healthy_recordings (void)
{
  const char *names[] = { "orin-nx-jp6-healthy.json", "orin-nx-jp6-no-queue.json", "orin-nx-jp6-sw.json",
                          "software-healthy.json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GpSession) session = load_fixture (names[i]);
      g_autoptr(GpLaunchCheck) check = check_text (gp_session_get_info (session)->launch);
      g_autofree char *text = gp_launch_check_to_text (check);

      g_assert_null (find_rule (session, "ZC"));
      assert_agrees_with_recording (session, check);
      g_assert_true (gp_launch_check_negotiates (check));
      g_assert_false (gp_launch_check_leaves_device_memory (check));
      g_assert_nonnull (strstr (text, "no problems found"));
    }
}

/* ZC alone leaves videoconvert asked for NVMM: refused with who wants what. With SW as well the
 * chain folds into one nvvidconv and NVMM holds from the first converter to the encoder. */
static void
test_patched_recording (void)
{
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GpPatch) zc_only = gp_patch_new_for_session (session, &error);
  g_autoptr(GpPatch) all = gp_patch_new_for_session (session, &error);
  g_autoptr(GpPatch) separate = gp_patch_new_for_session (session, &error);
  g_autofree char *zc_text = NULL;
  g_autofree char *all_text = NULL;
  g_autofree char *separate_text = NULL;
  g_autoptr(GpLaunchCheck) zc_check = NULL;
  g_autoptr(GpLaunchCheck) all_check = NULL;
  g_autoptr(GpLaunchCheck) separate_check = NULL;
  GPtrArray *findings = gp_session_get_findings (session);
  guint refused = 0;

  g_assert_no_error (error);
  g_assert_true (gp_patch_apply_finding (zc_only, find_rule (session, "ZC"), &error));
  zc_text = gp_patch_print (zc_only);
  zc_check = check_text (zc_text);
  g_assert_false (gp_launch_check_negotiates (zc_check));
  for (guint i = 0; i < gp_launch_check_get_n_links (zc_check); i++)
    if (gp_launch_check_get_reason (zc_check, i) != NULL)
      {
        g_assert_nonnull (strstr (gp_launch_check_get_reason (zc_check, i), "videoconvert0 gives only system memory"));
        g_assert_nonnull (strstr (gp_launch_check_get_reason (zc_check, i), "ask for NVMM"));
        refused++;
      }
  g_assert_cmpuint (refused, ==, 2);   /* videoconvert0 → capsfilter3 → nvvconv2 */

  gp_patch_set_combine (separate, FALSE);
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (finding->fix_patch == NULL)
        continue;
      g_assert_true (gp_patch_apply_finding (all, finding, &error));
      g_assert_true (gp_patch_apply_finding (separate, finding, &error));
      g_assert_no_error (error);
    }

  /* As written: still a stretch in system memory. */
  separate_text = gp_patch_print (separate);
  separate_check = check_text (separate_text);
  g_assert_true (gp_launch_check_negotiates (separate_check));
  g_assert_cmpuint (gp_launch_check_get_n_breaks (separate_check), ==, 1);

  /* Combined: NVMM from the first nvvidconv to the encoder. */
  all_text = gp_patch_print (all);
  g_assert_nonnull (strstr (all_text, "! nvvidconv ! video/x-raw(memory:NVMM),format=NV12,width=1280,height=720 ! queue ! nvv4l2h264enc"));
  all_check = check_text (all_text);
  g_assert_true (gp_launch_check_negotiates (all_check));
  g_assert_false (gp_launch_check_leaves_device_memory (all_check));
  g_assert_cmpint (find_link (all_check, "queue0", "nvv4l2h264enc0")->memory, ==, GP_MEMORY_NVMM);
  g_assert_cmpint (find_link (all_check, "nvvconv0", "capsfilter1")->memory, ==, GP_MEMORY_NVMM);

  /* The findings' own patches are as the reference writes them. */
  g_assert_cmpstr (json_object_get_string_member (find_rule (session, "ZC")->fix_patch, "to"), ==,
                   "video/x-raw(memory:NVMM)");
}

typedef struct
{
  const char *launch;
  gboolean    negotiates;
  guint       breaks;
  const char *src;       /* a link, and the memory it must read */
  const char *sink;
  const char *memory;
} Case;

static void
test_strings (void)
{
  static const Case cases[] = {
    /* The example: videoconvert cannot give NVMM. */
    { "videotestsrc ! videoconvert ! video/x-raw(memory:NVMM) ! nvv4l2h264enc ! fakesink", FALSE, 0,
      "videotestsrc0", "videoconvert0", "sysmem" },
    /* An encoder fed encoded data. */
    { "videotestsrc ! x264enc ! queue ! nvv4l2h264enc ! fakesink", FALSE, 0, "videotestsrc0", "x264enc0", "sysmem" },
    /* A camera straight into the encoder, through queues: NVMM all the way. */
    { "nvarguscamerasrc ! queue ! queue ! nvv4l2h264enc ! h264parse ! mp4mux ! filesink location=a.mp4", TRUE, 0,
      "queue1", "nvv4l2h264enc0", "nvmm" },
    /* Unknown factories invent nothing. */
    { "mysrc ! myfilter ! mysink", TRUE, 0, "mysrc0", "myfilter0", "unknown" },
    /* Two candidates with an unknown party: not guessed. */
    { "mysrc ! nvvidconv ! fakesink", TRUE, 0, "mysrc0", "nvvconv0", "unknown" },
    /* nvvidconv ! nvvidconv: both templates offer NVMM first. */
    { "nvarguscamerasrc ! nvvidconv ! nvvidconv ! nv3dsink", TRUE, 0, "nvvconv0", "nvvconv1", "nvmm" },
    /* A round trip through a software element. */
    { "nvarguscamerasrc ! nvvidconv ! video/x-raw,format=RGBA ! videoflip method=1 ! nvvidconv ! "
      "video/x-raw(memory:NVMM) ! nvv4l2h264enc ! fakesink", TRUE, 1, "videoflip0", "nvvconv1", "sysmem" },
    /* A tee: the display branch leaves NVMM for good (no break), the encoder branch stays. */
    { "nvarguscamerasrc ! tee name=t t. ! queue ! nvv4l2h264enc ! fakesink "
      "t. ! queue ! nvvidconv ! video/x-raw ! xvimagesink", TRUE, 0, "nvvconv0", "capsfilter0", "sysmem" },
    /* A dmabuf island on a V4L2 board. */
    { "v4l2src ! video/x-raw(memory:DMABuf) ! videoconvert ! v4l2h264enc ! fakesink", FALSE, 0,
      "v4l2src0", "capsfilter0", "unknown" },
    /* Decoded in hardware, converted in software, encoded in hardware. */
    { "filesrc location=a.mp4 ! qtdemux ! h264parse ! nvv4l2decoder ! nvvidconv ! video/x-raw ! "
      "videoconvert ! nvvidconv ! video/x-raw(memory:NVMM) ! nvv4l2h265enc ! fakesink", TRUE, 1,
      "nvv4l2decoder0", "nvvconv0", "nvmm" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GpLaunchCheck) check = check_text (cases[i].launch);
      const GpLaunchCheckLink *link = find_link (check, cases[i].src, cases[i].sink);

      g_test_message ("%s", cases[i].launch);
      g_assert_cmpint (gp_launch_check_negotiates (check), ==, cases[i].negotiates);
      g_assert_cmpuint (gp_launch_check_get_n_breaks (check), ==, cases[i].breaks);
      g_assert_nonnull (link);
      g_assert_cmpstr (gp_launch_check_link_memory_name (link), ==, cases[i].memory);
    }
}

static void
test_json (void)
{
  g_autoptr(GpLaunchCheck) check = check_text ("nvarguscamerasrc ! nvvidconv ! video/x-raw ! videoconvert ! "
                                               "nvvidconv ! video/x-raw(memory:NVMM) ! nvv4l2h264enc ! fakesink");
  g_autoptr(JsonNode) node = gp_launch_check_to_json (check);
  JsonObject *root = json_node_get_object (node);
  JsonArray *links = json_object_get_array_member (root, "links");
  JsonArray *problems = json_object_get_array_member (root, "problems");
  JsonObject *first = json_array_get_object_element (links, 0);
  JsonObject *problem;

  g_assert_cmpuint (json_array_get_length (links), ==, gp_launch_check_get_n_links (check));
  g_assert_cmpstr (json_object_get_string_member (first, "src"), ==, "nvarguscamerasrc0");
  g_assert_cmpstr (json_object_get_string_member (first, "sink"), ==, "nvvconv0");
  g_assert_cmpstr (json_object_get_string_member (first, "memory"), ==, "nvmm");
  g_assert_true (json_object_get_boolean_member (first, "negotiates"));
  g_assert_true (json_object_get_boolean_member (root, "leaves_device_memory"));
  g_assert_cmpuint (json_array_get_length (problems), ==, 1);
  problem = json_array_get_object_element (problems, 0);
  g_assert_cmpstr (json_object_get_string_member (problem, "kind"), ==, "leaves-device-memory");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (problem, "links")), ==, 3);
}

/* 20 000 converters in a row check in one pass (the walk is linear; no time asserted). */
static void
test_long_chain (void)
{
  GString *text = g_string_new ("nvarguscamerasrc");
  g_autoptr(GpLaunchCheck) check = NULL;

  for (guint i = 0; i < 10000; i++)
    g_string_append (text, " ! nvvidconv ! video/x-raw ! videoconvert");
  g_string_append (text, " ! nvvidconv ! video/x-raw(memory:NVMM) ! nvv4l2h264enc ! fakesink");
  check = check_text (text->str);
  g_assert_true (gp_launch_check_negotiates (check));
  g_assert_cmpuint (gp_launch_check_get_n_breaks (check), ==, 1);
  g_assert_cmpuint (gp_launch_check_get_break (check, 0)->links->len, ==, 3 * 10000);
  g_string_free (text, TRUE);
}

static void
test_cli (void)
{
  g_autofree char *zc = gp_test_fixture ("orin-nx-jp6-zc-break.json");

  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("parse", "--check",
                                                    "videotestsrc ! videoconvert ! video/x-raw(memory:NVMM) ! nvv4l2h264enc ! fakesink",
                                                    NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_cmpuint (gp_test_count_lines (res->err, "gst-profile:"), ==, 1);
    g_assert_cmpuint (strlen (res->err), ==, strcspn (res->err, "\n") + 1);
    g_assert_nonnull (strstr (res->err, "cannot negotiate videoconvert0 → capsfilter0"));
    g_assert_nonnull (strstr (res->out, "✗ cannot negotiate"));
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("parse", "--check", "--format", "json",
                                                    "nvarguscamerasrc ! nvv4l2h264enc ! fakesink", NULL);
    g_autoptr(JsonParser) parser = json_parser_new ();

    g_assert_cmpint (res->status, ==, 0);
    g_assert_true (json_parser_load_from_data (parser, res->out, -1, NULL));
    g_assert_false (json_object_get_boolean_member (json_node_get_object (json_parser_get_root (parser)),
                                                    "leaves_device_memory"));
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", zc, "--apply", "F-ZC-capsfilter3", "--check", NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_nonnull (strstr (res->err, "patch: the pipeline cannot negotiate videoconvert0"));
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", zc, "--all", "--check", NULL);

    g_assert_cmpint (res->status, ==, 0);
    g_assert_nonnull (strstr (res->out, "no problems found"));
    g_assert_nonnull (strstr (res->err, "conversion chain of 4 nvvidconv"));
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", zc, "--all", "--separate", "--check",
                                                    "--format", "json", NULL);
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *root;

    g_assert_cmpint (res->status, ==, 0);
    g_assert_true (json_parser_load_from_data (parser, res->out, -1, NULL));
    root = json_node_get_object (json_parser_get_root (parser));
    g_assert_true (json_object_get_boolean_member (root, "leaves_device_memory"));
    g_assert_nonnull (strstr (json_object_get_string_member (root, "launch"), "format=I420"));
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", zc, "--all", "--format", "json", NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_nonnull (strstr (res->err, "--format goes with --check"));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/unit/launch-check/zc-recording", test_zc_recording);
  g_test_add_func ("/gp/unit/launch-check/healthy-recordings", test_healthy_recordings);
  g_test_add_func ("/gp/unit/launch-check/patched-recording", test_patched_recording);
  g_test_add_func ("/gp/unit/launch-check/strings", test_strings);
  g_test_add_func ("/gp/unit/launch-check/json", test_json);
  g_test_add_func ("/gp/unit/launch-check/long-chain", test_long_chain);
  g_test_add_func ("/gp/unit/launch-check/cli", test_cli);
  return g_test_run ();
}
