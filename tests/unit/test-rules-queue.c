/* test-rules-queue.c: QUEUE points at what the launch string wrote
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

/* Hand-made sessions (GpTestBuilder): a sink made inside autovideosink stands for the
 * autovideosink; multiqueue and rtpbin's jitterbuffer are thread boundaries like a queue; a
 * session whose pipeline never reached PLAYING gets no findings at all. */

#include "config.h"

#include <string.h>

#include "gp-rules.h"
#include "gp-test-builder.h"

static GPtrArray *
run_session (GpSession *session)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *findings = gp_rules_run_session (session, &error);

  g_assert_no_error (error);
  return findings;
}

static const GpFinding *
find_queue (GPtrArray *findings)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *f = g_ptr_array_index (findings, i);

      if (g_str_equal (f->rule, "QUEUE"))
        return f;
    }
  return NULL;
}

/* videotestsrc ! autovideosink, as captured with no display: the bin holds
 * fake-video-sink (and, one level down, a bin of its own). */
static void
test_inside_autoplug (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  const GpFinding *f;

  gp_test_builder_add_element (b, "pipeline0", "pipeline", NULL);
  gp_test_builder_add_element_in (b, "videotestsrc0", "videotestsrc", NULL, "pipeline0");
  gp_test_builder_add_element_in (b, "autovideosink0", "autovideosink", NULL, "pipeline0");
  gp_test_builder_add_element_in (b, "inner", "bin", NULL, "autovideosink0");
  gp_test_builder_add_element_in (b, "fake-video-sink", "fakesink", NULL, "inner");
  session = gp_test_builder_to_session (b);
  gp_graph_lookup_element (gp_session_get_graph (session), "autovideosink0")->is_bin = TRUE;
  gp_graph_lookup_element (gp_session_get_graph (session), "inner")->is_bin = TRUE;

  findings = run_session (session);
  f = find_queue (findings);
  g_assert_nonnull (f);
  g_assert_cmpuint (f->target_elements->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f->target_elements, 0), ==, "autovideosink0");
  g_assert_nonnull (strstr (f->fix_text, "autovideosink0"));
  g_assert_null (strstr (f->fix_text, "fake-video-sink"));
}

/* A plain bin is not auto-plugging: its sink stays the target. */
static void
test_inside_plain_bin (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  const GpFinding *f;

  gp_test_builder_add_element (b, "pipeline0", "pipeline", NULL);
  gp_test_builder_add_element_in (b, "src0", "videotestsrc", NULL, "pipeline0");
  gp_test_builder_add_element_in (b, "mybin", "bin", NULL, "pipeline0");
  gp_test_builder_add_element_in (b, "sink0", "fakesink", NULL, "mybin");
  session = gp_test_builder_to_session (b);
  gp_graph_lookup_element (gp_session_get_graph (session), "mybin")->is_bin = TRUE;

  findings = run_session (session);
  f = find_queue (findings);
  g_assert_nonnull (f);
  g_assert_cmpstr (g_ptr_array_index (f->target_elements, 0), ==, "sink0");
}

/* Elements that give their downstream a thread count as a queue. */
static void
test_thread_boundaries (void)
{
  static const char * const boundaries[] = { "multiqueue", "rtpjitterbuffer", "queue2", "rtpbin" };

  for (guint i = 0; i < G_N_ELEMENTS (boundaries); i++)
    {
      g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
      g_autoptr(GpSession) session = NULL;
      g_autoptr(GPtrArray) findings = NULL;

      gp_test_builder_add_element (b, "src0", "udpsrc", NULL);
      gp_test_builder_add_element (b, "boundary0", boundaries[i], NULL);
      gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
      session = gp_test_builder_to_session (b);
      if (g_str_equal (boundaries[i], "rtpbin"))
        gp_graph_lookup_element (gp_session_get_graph (session), "boundary0")->is_bin = TRUE;
      findings = run_session (session);
      g_assert_null (find_queue (findings));
    }
}

/* The pipeline never reached PLAYING: no findings, QUEUE or any. */
static void
test_never_played (void)
{
  g_autoptr(GpTestBuilder) b = gp_test_builder_new (2, "generic");
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;

  gp_test_builder_add_element (b, "src0", "videotestsrc", NULL);
  gp_test_builder_add_element (b, "sink0", "fakesink", NULL);
  session = gp_test_builder_to_session (b);
  before = run_session (session);
  g_assert_nonnull (find_queue (before));

  gp_session_get_info (session)->never_played = TRUE;
  after = run_session (session);
  g_assert_cmpuint (after->len, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/rules-queue/inside-autoplug", test_inside_autoplug);
  g_test_add_func ("/gp/unit/rules-queue/inside-plain-bin", test_inside_plain_bin);
  g_test_add_func ("/gp/unit/rules-queue/thread-boundaries", test_thread_boundaries);
  g_test_add_func ("/gp/unit/rules-queue/never-played", test_never_played);
  return g_test_run ();
}
