/* test-cli-names.c: a Jetson gst-omx session's findings patch the launch string that made it
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

/* On a Jetson (L4T R32), gst-omx elements are named omxh264enc-omxh264enc0 and
 * nvoverlaysink-nvoverlaysink0, nvvidconv's nvvconv0 (rules/names.json). A session of such a
 * pipeline, as `run` writes it (factories read from the GTypes) and as the reference tool
 * wrote it (its factory is the GType lower-cased: "omxh264enc-omxh264enc"), gets its QUEUE
 * finding patched onto the `omxh264enc` token by `gst-profile patch`, the user's quoting kept. */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "gp-test-builder.h"
#include "gp-test-util.h"

#define LAUNCH \
  "nvarguscamerasrc sensor-id=0 ! 'video/x-raw(memory:NVMM), width=1920, height=1080, framerate=30/1' " \
  "! tee name=t t. ! nvvidconv ! omxh264enc bitrate=8000000 ! h264parse ! qtmux ! filesink location=out.mp4 " \
  "t. ! nvoverlaysink"

/* The session of LAUNCH on a Jetson; @reference: its factories as the reference tool wrote them. */
static char *
write_session (gboolean reference)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (8, "jetson");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *document = NULL;
  g_autofree char *text = NULL;
  g_autofree char *dir = gp_test_tmpdir ();
  char *path = g_build_filename (dir, reference ? "reference.json" : "ours.json", NULL);
  JsonObject *session;

  gp_test_builder_add_element (b, "nvarguscamerasrc0", "nvarguscamerasrc", "{'sensor-id': '0'}");
  gp_test_builder_add_element (b, "capsfilter0", "capsfilter", NULL);
  gp_test_builder_add_element (b, "t", "tee", NULL);
  gp_test_builder_add_element (b, "nvvconv0", reference ? "nvvconv" : "nvvidconv", NULL);
  gp_test_builder_add_element (b, "omxh264enc-omxh264enc0", reference ? "omxh264enc-omxh264enc" : "omxh264enc",
                               "{'bitrate': '8000000'}");
  gp_test_builder_add_element (b, "h264parse0", "h264parse", NULL);
  gp_test_builder_add_element (b, "qtmux0", "qtmux", NULL);
  gp_test_builder_add_element (b, "filesink0", "filesink", "{'location': 'out.mp4'}");
  gp_test_builder_add_element (b, "nvoverlaysink-nvoverlaysink0",
                               reference ? "nvoverlaysink-nvoverlaysink" : "nvoverlaysink", NULL);
  gp_test_builder_add_link (b, "nvarguscamerasrc0", "capsfilter0", "nvmm", "video/x-raw");
  gp_test_builder_add_link (b, "capsfilter0", "t", "nvmm", "video/x-raw");
  gp_test_builder_add_link (b, "t", "nvvconv0", "nvmm", "video/x-raw");
  gp_test_builder_add_link (b, "nvvconv0", "omxh264enc-omxh264enc0", "nvmm", "video/x-raw");
  gp_test_builder_add_link (b, "omxh264enc-omxh264enc0", "h264parse0", "sysmem", "video/x-h264");
  gp_test_builder_add_link (b, "h264parse0", "qtmux0", "sysmem", "video/x-h264");
  gp_test_builder_add_link (b, "qtmux0", "filesink0", "sysmem", "video/quicktime");
  gp_test_builder_add_link (b, "t", "nvoverlaysink-nvoverlaysink0", "nvmm", "video/x-raw");
  gp_test_builder_add_element_series (b, "nvarguscamerasrc0", "[1, 1, 1, 1, 1, 1, 1, 1]", "[4, 4, 4, 4, 4, 4, 4, 4]");
  gp_test_builder_add_element_series (b, "nvvconv0", "[2, 2, 2, 2, 2, 2, 2, 2]", "[3, 3, 3, 3, 3, 3, 3, 3]");
  gp_test_builder_add_element_series (b, "omxh264enc-omxh264enc0", "[14, 15, 14, 15, 14, 15, 14, 15]",
                                      "[6, 6, 6, 6, 6, 6, 6, 6]");
  gp_test_builder_add_element_series (b, "h264parse0", "[0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]",
                                      "[1, 1, 1, 1, 1, 1, 1, 1]");
  gp_test_builder_add_element_series (b, "nvoverlaysink-nvoverlaysink0", "[3, 3, 3, 3, 3, 3, 3, 3]",
                                      "[2, 2, 2, 2, 2, 2, 2, 2]");
  gp_test_builder_set_latency (b, "[24, 25, 24, 25, 24, 25, 24, 25]");
  document = gp_test_builder_to_document (b);

  /* the launch string, verbatim as `run` stores it */
  g_assert_true (json_parser_load_from_data (parser, document, -1, NULL));
  session = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "session");
  json_object_set_string_member (session, "launch", LAUNCH);
  json_generator_set_root (generator, json_parser_get_root (parser));
  text = json_generator_to_data (generator, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* The QUEUE finding targets the encoder by its runtime name. */
static char *
queue_finding_target (const char *path)
{
  g_autoptr(GpCliResult) analyze = gp_test_run_clivp ("analyze", path, "--format", "json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *findings;

  g_assert_cmpint (analyze->status, ==, 1);
  g_assert_true (json_parser_load_from_data (parser, analyze->out, -1, NULL));
  findings = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "findings");
  for (guint i = 0; i < json_array_get_length (findings); i++)
    {
      JsonObject *finding = json_array_get_object_element (findings, i);
      JsonObject *patch;

      if (g_strcmp0 (json_object_get_string_member (finding, "rule"), "QUEUE") != 0)
        continue;
      patch = json_object_get_object_member (finding, "fix_patch");
      g_assert_cmpstr (json_object_get_string_member (patch, "kind"), ==, "insert-element");
      return g_strdup (json_object_get_string_member (patch, "before"));
    }
  g_error ("no QUEUE finding in %s", analyze->out);
  return NULL;
}

static void
test_omx_patch (gconstpointer data)
{
  gboolean reference = GPOINTER_TO_INT (data);
  g_autofree char *path = write_session (reference);
  g_autofree char *target = queue_finding_target (path);
  g_autoptr(GpCliResult) patch = NULL;
  g_autoptr(GpCliResult) diff = NULL;

  g_assert_cmpstr (target, ==, "omxh264enc-omxh264enc0");

  patch = gp_test_run_clivp ("patch", path, "--apply", "F-QUEUE", NULL);
  g_test_message ("%s%s", patch->out, patch->err);
  g_assert_cmpint (patch->status, ==, 0);
  g_assert_cmpstr (patch->out, ==,
                   "nvarguscamerasrc sensor-id=0 ! 'video/x-raw(memory:NVMM), width=1920, height=1080, "
                   "framerate=30/1' ! tee name=t t. ! nvvidconv ! queue ! omxh264enc bitrate=8000000 ! "
                   "h264parse ! qtmux ! filesink location=out.mp4 t. ! nvoverlaysink\n");

  diff = gp_test_run_clivp ("patch", path, "--apply", "F-QUEUE", "--diff", NULL);
  g_assert_cmpint (diff->status, ==, 0);
  g_assert_nonnull (strstr (diff->out, "\n~ \u2026 nvvidconv ! {+queue !+} omxh264enc bitrate=8000000 \u2026\n"));
}

/* `parse` predicts the names GStreamer gives the string's elements on a Jetson, the ones the
 * session holds. */
static void
test_omx_parse_names (void)
{
  g_autoptr(GpCliResult) parse = gp_test_run_clivp ("parse", LAUNCH, "--format", "json", NULL);

  g_assert_cmpint (parse->status, ==, 0);
  g_assert_nonnull (strstr (parse->out, "\"omxh264enc-omxh264enc0\""));
  g_assert_nonnull (strstr (parse->out, "\"nvoverlaysink-nvoverlaysink0\""));
  g_assert_nonnull (strstr (parse->out, "\"nvvconv0\""));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/gp/cli/names/omx-queue-patch", GINT_TO_POINTER (FALSE), test_omx_patch);
  g_test_add_data_func ("/gp/cli/names/omx-queue-patch-reference", GINT_TO_POINTER (TRUE), test_omx_patch);
  g_test_add_func ("/gp/cli/names/omx-parse-names", test_omx_parse_names);

  return g_test_run ();
}
