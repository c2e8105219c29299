/* test-buffers.c: `gst-profile buffers` on a real capture of the leak-hunt tee
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

/* The pipeline of spec/leak-hunt.md through a local `run` (our tracer plugin loaded from the build
 * tree), then `buffers` on the session: the unbounded queue in front of the slow branch comes first,
 * holding more at the end than a second in; the bounded one never above it. It holds whichever
 * source the capture has: with queue levels only the bytes are null; with buffer whereabouts
 * (exact or estimated) the unbounded queue has bytes and the most of them. The process RSS is
 * sampled locally, so the memory figures are there. */

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "gp-test-util.h"

#define LEAK_LAUNCH \
  "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 ! tee name=t " \
  " t. ! queue name=bounded max-size-buffers=5 ! fakesink sync=false " \
  " t. ! queue name=unbounded max-size-buffers=0 max-size-bytes=0 max-size-time=0 ! " \
  "identity sleep-time=60000 ! fakesink sync=false"

static JsonObject *
run_buffers_json (JsonParser *parser,
                  const char *session,
                  const char *at)
{
  g_autoptr(GpCliResult) r = NULL;
  g_autoptr(GError) error = NULL;

  if (at != NULL)
    r = gp_test_run_clivp ("buffers", session, "--at", at, "--format", "json", NULL);
  else
    r = gp_test_run_clivp ("buffers", session, "--format", "json", NULL);
  if (r->status != 0)
    g_error ("buffers %s: status %d: %s", session, r->status, r->err);
  if (!json_parser_load_from_data (parser, r->out, -1, &error))
    g_error ("buffers --format json is not JSON (%s): %s", error->message, r->out);
  return json_node_get_object (json_parser_get_root (parser));
}

static JsonObject *
find_row (JsonObject *root,
          const char *element)
{
  JsonArray *rows = json_object_get_array_member (root, "elements");

  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      if (g_strcmp0 (json_object_get_string_member (row, "element"), element) == 0)
        return row;
    }
  return NULL;
}

static void
test_leak_tee (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "leak.json", NULL);
  g_autoptr(GpCliResult) run = gp_test_run_clivp ("run", "--duration", "3", "--out", out, LEAK_LAUNCH, NULL);
  g_autoptr(GpCliResult) text = NULL;
  g_autoptr(JsonParser) end_parser = json_parser_new ();
  g_autoptr(JsonParser) early_parser = json_parser_new ();
  JsonObject *end;
  JsonObject *early;
  JsonObject *first;
  JsonObject *bounded;
  JsonObject *early_unbounded;
  JsonArray *rows;
  const char *source;
  const char *header;
  const char *first_row;

  g_assert_cmpint (run->status, ==, 0);
  end = run_buffers_json (end_parser, out, NULL);
  rows = json_object_get_array_member (end, "elements");
  g_assert_cmpuint (json_array_get_length (rows), >=, 1);

  /* The unbounded queue first, holding a backlog. */
  first = json_array_get_object_element (rows, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "element"), ==, "unbounded");
  g_assert_cmpstr (json_object_get_string_member (first, "factory"), ==, "queue");
  g_assert_cmpint (json_object_get_int_member (first, "buffers"), >, 5);
  source = json_object_get_string_member (end, "source");
  if (g_str_equal (source, "queue_levels"))
    g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (first, "bytes")));
  else
    {
      /* Whereabouts: at least its raw 320×240 frames' worth, and the most
       * bytes of all (rows come by bytes). */
      g_assert_true (g_str_equal (source, "exact") || g_str_equal (source, "estimated"));
      g_assert_cmpint (json_object_get_int_member (first, "bytes"), >=,
                       json_object_get_int_member (first, "buffers") * 320 * 240);
    }

  /* The bounded queue never holds more than its max-size-buffers. */
  bounded = find_row (end, "bounded");
  if (bounded != NULL)
    g_assert_cmpint (json_object_get_int_member (bounded, "buffers"), <=, 5);

  /* A second in, the unbounded queue held less than at the end. */
  early = run_buffers_json (early_parser, out, "1s");
  g_assert_cmpfloat (json_object_get_double_member (early, "at_s"), ==, 1.0);
  early_unbounded = find_row (early, "unbounded");
  if (early_unbounded != NULL)
    g_assert_cmpint (json_object_get_int_member (early_unbounded, "buffers"), <,
                     json_object_get_int_member (first, "buffers"));

  /* The process memory of a local capture is there. */
  g_assert_cmpint (json_object_get_int_member (end, "rss_bytes"), >, 0);

  /* The text ranks it first too: the first row under the header. */
  text = gp_test_run_clivp ("buffers", out, NULL);
  g_assert_cmpint (text->status, ==, 0);
  header = strstr (text->out, "\n  element ");
  g_assert_nonnull (header);
  first_row = strchr (header + 1, '\n');
  g_assert_nonnull (first_row);
  g_assert_true (g_str_has_prefix (first_row, "\n  unbounded "));
  g_assert_nonnull (strstr (text->out, "process memory: "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/integration/buffers/leak-tee", test_leak_tee);
  return g_test_run ();
}
