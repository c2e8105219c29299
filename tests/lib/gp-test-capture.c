/* gp-test-capture.c: a real gst-launch-1.0 run's tracer log (and dumps), as a user records one
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "gp-test-capture.h"
#include "gp-test-util.h"

char *
gp_test_capture_log (const char          *dir,
                     const char * const  *words,
                     char               **dot)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *log = g_build_filename (dir, "trace.log", NULL);
  g_autofree char *dotdir = g_build_filename (dir, "dot", NULL);
  g_autofree char *env_file = g_strconcat ("GST_DEBUG_FILE=", log, NULL);
  g_autofree char *env_dot = g_strconcat ("GST_DEBUG_DUMP_DOT_DIR=", dotdir, NULL);
  g_autofree char *err = NULL;
  const char *env[] = {
    "GST_TRACERS=latency(flags=pipeline+element);stats", "GST_DEBUG=GST_TRACER:7",
    "GST_DEBUG_NO_COLOR=1", env_file, dot != NULL ? env_dot : NULL, NULL
  };

  if (dot != NULL)
    g_assert_cmpint (g_mkdir (dotdir, 0700), ==, 0);
  g_ptr_array_add (argv, (char *) "gst-launch-1.0");
  g_ptr_array_add (argv, (char *) "-q");
  for (guint i = 0; words[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) words[i]);
  g_ptr_array_add (argv, NULL);
  if (gp_test_spawn ((const char * const *) argv->pdata, env, NULL, &err) != 0)
    g_error ("gst-launch-1.0 failed: %s", err);

  if (dot != NULL)
    {
      g_autoptr(GDir) d = g_dir_open (dotdir, 0, NULL);
      const char *name;

      g_assert_nonnull (d);
      *dot = NULL;
      while ((name = g_dir_read_name (d)) != NULL)
        if (g_str_has_suffix (name, ".PAUSED_PLAYING.dot"))
          {
            g_free (*dot);
            *dot = g_build_filename (dotdir, name, NULL);
          }
      g_assert_nonnull (*dot);
    }
  return g_steal_pointer (&log);
}

JsonNode *
gp_test_parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}
