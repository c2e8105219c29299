/* test-patch.c: fix patches applied to launch strings, and `gst-profile patch`
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

#include <glib/gstdio.h>
#include <string.h>

#include "gp-error.h"
#include "gp-graph.h"
#include "gp-launch.h"
#include "gp-loader.h"
#include "gp-patch.h"
#include "gp-rules.h"
#include "gp-session.h"
#include "gp-test-util.h"

#define ZC_BREAK_LAUNCH \
  "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! " \
  "nvvidconv ! video/x-raw(memory:NVMM) ! nvvidconv ! video/x-raw,format=I420,width=1280,height=720 ! " \
  "videoconvert ! video/x-raw,format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! nvv4l2h264enc ! " \
  "h264parse ! fakesink sync=false"

/* The spec's acceptance example, verbatim. */
#define ACCEPTANCE \
  "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! " \
  "nvvidconv ! video/x-raw(memory:NVMM) ! nvvidconv ! video/x-raw,format=I420,width=1280,height=720 ! " \
  "nvvidconv ! video/x-raw,format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! queue ! " \
  "nvv4l2h264enc ! h264parse ! fakesink sync=false"

/* ZC on top, each patch exactly as written (gp_patch_set_combine (FALSE)): the caps token after
 * the converter keeps its format but asks for NVMM, so the island closes. */
#define ZC_SW_QUEUE_SEPARATE \
  "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! " \
  "nvvidconv ! video/x-raw(memory:NVMM) ! nvvidconv ! video/x-raw,format=I420,width=1280,height=720 ! " \
  "nvvidconv ! video/x-raw(memory:NVMM),format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! queue ! " \
  "nvv4l2h264enc ! h264parse ! fakesink sync=false"

/* ZC and SW touch one chain of nvvidconv: combined (the default) into one nvvidconv with the
 * chain's last caps (issue: "Patches that compose"). */
#define ZC_SW_QUEUE \
  "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! " \
  "nvvidconv ! video/x-raw(memory:NVMM),format=NV12,width=1280,height=720 ! queue ! " \
  "nvv4l2h264enc ! h264parse ! fakesink sync=false"

#define ZC_ONLY \
  "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! " \
  "nvvidconv ! video/x-raw(memory:NVMM) ! nvvidconv ! video/x-raw,format=I420,width=1280,height=720 ! " \
  "videoconvert ! video/x-raw(memory:NVMM),format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! " \
  "nvv4l2h264enc ! h264parse ! fakesink sync=false"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

/* The graph GStreamer would record for @text: every element by the name
 * gst-launch-1.0 gives it. */
static GpGraph *
graph_from_launch (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = gp_launch_parse (text, -1, &error);
  GpGraph *graph = gp_graph_new ();
  const char *top;

  g_assert_no_error (error);
  top = gp_launch_get_pipeline_name (launch);
  gp_graph_set_pipeline (graph, top);
  gp_graph_ensure_element (graph, top, NULL);
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);
      GpElement *ge = gp_graph_ensure_element (graph, le->name, NULL);

      g_free (ge->factory);
      ge->factory = g_strdup (le->factory);
      g_free (ge->bin);
      ge->bin = g_strdup (le->parent ? le->parent->name : top);
    }
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      gp_graph_ensure_link (graph, link->src->name, "src", link->sink->name, "sink", NULL);
    }
  return graph;
}

static GpPatch *
patch_for (const char *text)
{
  g_autoptr(GpGraph) graph = graph_from_launch (text);
  g_autoptr(GError) error = NULL;
  GpPatch *patch = gp_patch_new (text, graph, &error);

  g_assert_no_error (error);
  g_assert_nonnull (patch);
  return patch;
}

/* A fix patch from "key", "value" pairs after the kind. */
static JsonObject *
make_patch (const char *kind,
            ...)
{
  JsonObject *object = json_object_new ();
  va_list ap;
  const char *key;

  json_object_set_string_member (object, "kind", kind);
  va_start (ap, kind);
  while ((key = va_arg (ap, const char *)) != NULL)
    json_object_set_string_member (object, key, va_arg (ap, const char *));
  va_end (ap);
  return object;
}

static void
assert_round_trip (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) first = gp_launch_parse (text, -1, &error);
  g_autoptr(GpLaunch) second = NULL;
  g_autofree char *printed = NULL;

  g_assert_no_error (error);
  printed = gp_launch_print (first);
  g_assert_cmpstr (printed, ==, text);
  second = gp_launch_parse (printed, -1, &error);
  g_assert_no_error (error);
  g_assert_true (gp_launch_equal (first, second));
}

/* Applies @fix_patch (consumed) and returns the patched string. */
static char *
apply_ok (GpPatch    *patch,
          JsonObject *fix_patch)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) owned = fix_patch;
  char *printed;

  g_assert_true (gp_patch_apply (patch, owned, &error));
  g_assert_no_error (error);
  printed = gp_patch_print (patch);
  assert_round_trip (printed);
  return printed;
}

/* Applies @fix_patch (consumed), expects a refusal whose message holds
 * @reason, and that the patched string did not change. */
static void
apply_refused (GpPatch    *patch,
               JsonObject *fix_patch,
               GQuark      domain,
               int         code,
               const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) owned = fix_patch;
  g_autofree char *before = gp_patch_print (patch);
  g_autofree char *after = NULL;
  guint n_applied = gp_patch_get_n_applied (patch);

  g_assert_false (gp_patch_apply (patch, owned, &error));
  g_assert_error (error, domain, code);
  g_test_message ("refused: %s", error->message);
  if (strstr (error->message, reason) == NULL)
    g_error ("expected '%s' in the refusal '%s'", reason, error->message);
  g_assert_null (strchr (error->message, '\n'));
  after = gp_patch_print (patch);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (gp_patch_get_n_applied (patch), ==, n_applied);
}

static gboolean
notes_contain (GpPatch    *patch,
               const char *needle)
{
  for (guint i = 0; i < gp_patch_get_n_notes (patch); i++)
    if (strstr (gp_patch_get_note (patch, i), needle) != NULL)
      return TRUE;
  return FALSE;
}

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

static const GpFinding *
find_finding (GpSession  *session,
              const char *id)
{
  GPtrArray *findings = gp_session_get_findings (session);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (strcmp (finding->id, id) == 0)
        return finding;
    }
  g_error ("no finding %s", id);
  return NULL;
}

/* Every order of 0..n-1 (n ≤ 7), as rows of @n. */
static void
permute (GArray *out,
         guint  *row,
         guint   n,
         guint   k)
{
  if (k == n)
    {
      g_array_append_vals (out, row, n);
      return;
    }
  for (guint i = k; i < n; i++)
    {
      guint t = row[k];

      row[k] = row[i];
      row[i] = t;
      permute (out, row, n, k + 1);
      row[i] = row[k];
      row[k] = t;
    }
}

static GArray *
permutations (guint n)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  guint row[8];

  g_assert_cmpuint (n, <=, 8);
  for (guint i = 0; i < n; i++)
    row[i] = i;
  permute (out, row, n, 0);
  return out;
}

/* ------------------------------------------------------------------ */
/* The spec's acceptance example and the fixtures                      */

static void
test_acceptance (void)
{
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-zc-break.json");
  const char *orders[2][2] = {
    { "F-SW-videoconvert0", "F-QUEUE" },
    { "F-QUEUE", "F-SW-videoconvert0" },
  };

  g_assert_cmpstr (gp_session_get_info (session)->launch, ==, ZC_BREAK_LAUNCH);
  for (guint o = 0; o < 2; o++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GpPatch) patch = gp_patch_new_for_session (session, &error);
      g_autofree char *printed = NULL;

      g_assert_no_error (error);
      for (guint i = 0; i < 2; i++)
        {
          g_assert_true (gp_patch_apply_finding (patch, find_finding (session, orders[o][i]), &error));
          g_assert_no_error (error);
        }
      printed = gp_patch_print (patch);
      g_assert_cmpstr (printed, ==, ACCEPTANCE);
      g_assert_cmpuint (gp_patch_get_n_notes (patch), ==, 0);
      g_assert_cmpstr (gp_patch_get_original (patch), ==, ZC_BREAK_LAUNCH);
      assert_round_trip (printed);
    }
}

/* The ZC patch names the link capsfilter3 → nvvconv2. capsfilter3 is the
 * caps token `video/x-raw,format=NV12` after videoconvert: it keeps its
 * format and takes NVMM memory. */
static void
test_zc_set_caps (void)
{
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-zc-break.json");
  const GpFinding *zc = find_finding (session, "F-ZC-capsfilter3");
  g_autoptr(GError) error = NULL;
  g_autoptr(GpPatch) patch = gp_patch_new_for_session (session, &error);
  g_autofree char *printed = NULL;
  g_autoptr(GArray) orders = permutations (3);
  const char *ids[] = { "F-ZC-capsfilter3", "F-SW-videoconvert0", "F-QUEUE" };

  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (zc->fix_patch, "kind"), ==, "set-caps");
  g_assert_cmpstr (json_object_get_string_member (zc->fix_patch, "link"), ==,
                   "capsfilter3:src->nvvconv2:sink");
  g_assert_true (gp_patch_apply_finding (patch, zc, &error));
  g_assert_no_error (error);
  printed = gp_patch_print (patch);
  g_assert_cmpstr (printed, ==, ZC_ONLY);

  /* All three findings, in every order. */
  for (guint o = 0; o < orders->len / 3; o++)
    {
      g_autoptr(GpPatch) all = gp_patch_new_for_session (session, &error);
      g_autofree char *text = NULL;

      for (guint i = 0; i < 3; i++)
        {
          const char *id = ids[g_array_index (orders, guint, o * 3 + i)];

          g_assert_true (gp_patch_apply_finding (all, find_finding (session, id), &error));
          g_assert_no_error (error);
        }
      text = gp_patch_print (all);
      g_assert_cmpstr (text, ==, ZC_SW_QUEUE);
      g_assert_cmpuint (gp_patch_get_n_notes (all), ==, 1);
      g_assert_nonnull (strstr (gp_patch_get_note (all, 0), "conversion chain of 4 nvvidconv"));
      assert_round_trip (text);
    }

  /* Each as written, in every order. */
  for (guint o = 0; o < orders->len / 3; o++)
    {
      g_autoptr(GpPatch) all = gp_patch_new_for_session (session, &error);
      g_autofree char *text = NULL;

      gp_patch_set_combine (all, FALSE);
      for (guint i = 0; i < 3; i++)
        {
          const char *id = ids[g_array_index (orders, guint, o * 3 + i)];

          g_assert_true (gp_patch_apply_finding (all, find_finding (session, id), &error));
          g_assert_no_error (error);
        }
      text = gp_patch_print (all);
      g_assert_cmpstr (text, ==, ZC_SW_QUEUE_SEPARATE);
      g_assert_cmpuint (gp_patch_get_n_notes (all), ==, 0);
    }
}

typedef struct
{
  const char *fixture;
  const char *finding;
  const char *result;    /* the patched string, or NULL when refused */
  const char *reason;    /* part of the refusal */
} FixtureCase;

static void
test_fixtures (void)
{
  static const FixtureCase cases[] = {
    { "orin-nx-jp6-zc-break.json", "F-ZC-capsfilter3", ZC_ONLY, NULL },
    { "orin-nx-jp6-zc-break.json", "F-SW-videoconvert0",
      "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! "
      "nvvidconv ! video/x-raw(memory:NVMM) ! nvvidconv ! video/x-raw,format=I420,width=1280,height=720 ! "
      "nvvidconv ! video/x-raw,format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! nvv4l2h264enc ! "
      "h264parse ! fakesink sync=false", NULL },
    { "orin-nx-jp6-zc-break.json", "F-QUEUE",
      "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! "
      "nvvidconv ! video/x-raw(memory:NVMM) ! nvvidconv ! video/x-raw,format=I420,width=1280,height=720 ! "
      "videoconvert ! video/x-raw,format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! queue ! "
      "nvv4l2h264enc ! h264parse ! fakesink sync=false", NULL },
    { "orin-nx-jp6-sw.json", "F-SW-videoconvert0",
      "videotestsrc is-live=true ! video/x-raw,format=I420,width=1280,height=720,framerate=30/1 ! "
      "nvvidconv ! video/x-raw,format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! nvv4l2h264enc ! "
      "h264parse ! fakesink sync=false", NULL },
    { "orin-nx-jp6-sw.json", "F-QUEUE",
      "videotestsrc is-live=true ! video/x-raw,format=I420,width=1280,height=720,framerate=30/1 ! "
      "videoconvert ! video/x-raw,format=NV12 ! nvvidconv ! video/x-raw(memory:NVMM) ! queue ! "
      "nvv4l2h264enc ! h264parse ! fakesink sync=false", NULL },
    /* the no-queue recording patched is the healthy one's launch string */
    { "orin-nx-jp6-no-queue.json", "F-QUEUE",
      "videotestsrc is-live=true ! video/x-raw,format=NV12,width=1920,height=1080,framerate=30/1 ! "
      "nvvidconv ! video/x-raw(memory:NVMM) ! queue ! nvv4l2h264enc ! h264parse ! fakesink sync=false",
      NULL },
    { "jetson-zc-break.json", "F-ZC-videoconvert0", NULL, "the session has no launch string" },
    { "jetson-zc-break.json", "F-SW-videoconvert0", NULL, "the session has no launch string" },
    { "jetson-zc-break.json", "F-QUEUE", NULL, "the session has no launch string" },
    { "jetson-zc-break.json", "F-SYNC-udpsink0", NULL, "the session has no launch string" },
    { "jetson-hw-loopback.json", "F-QUEUE", NULL, "the session has no launch string" },
  };
  g_autofree char *dir = gp_test_fixture ("");
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n_fixtures = 0;
  guint n_checked = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autoptr(GpSession) session = NULL;
      GPtrArray *findings;
      guint n_with_patch = 0;
      guint n_cases = 0;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      n_fixtures++;
      session = load_fixture (name);
      findings = gp_session_get_findings (session);

      /* Every finding's patch applies or is refused with a reason. */
      for (guint i = 0; i < findings->len; i++)
        {
          const GpFinding *finding = g_ptr_array_index (findings, i);
          const FixtureCase *expect = NULL;
          g_autoptr(GError) error = NULL;
          g_autoptr(GpPatch) patch = NULL;

          if (finding->fix_patch == NULL)
            continue;
          n_with_patch++;
          for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
            if (strcmp (cases[k].fixture, name) == 0 && strcmp (cases[k].finding, finding->id) == 0)
              expect = &cases[k];
          if (expect == NULL)
            g_error ("%s: %s has a patch this test does not expect", name, finding->id);

          patch = gp_patch_new_for_session (session, &error);
          if (patch != NULL)
            gp_patch_apply_finding (patch, finding, &error);
          if (expect->result != NULL)
            {
              g_autofree char *printed = NULL;

              g_assert_no_error (error);
              printed = gp_patch_print (patch);
              g_assert_cmpstr (printed, ==, expect->result);
              assert_round_trip (printed);
            }
          else
            {
              g_assert_nonnull (error);
              g_assert_nonnull (strstr (error->message, expect->reason));
            }
          n_checked++;
        }
      for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
        if (strcmp (cases[k].fixture, name) == 0)
          n_cases++;
      g_assert_cmpuint (n_with_patch, ==, n_cases);
    }
  g_assert_cmpuint (n_fixtures, >=, 7);
  g_assert_cmpuint (n_checked, ==, G_N_ELEMENTS (cases));
}

/* ------------------------------------------------------------------ */
/* The kinds                                                            */

static void
test_replace (void)
{
  const char *text = "videotestsrc ! videoconvert n-threads=4 qos=true name=conv ! "
                     "x264enc bitrate=2000 tune=zerolatency @preset=fast ! fakesink";
  g_autoptr(GpPatch) patch = patch_for (text);
  g_autofree char *printed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = NULL;

  /* named elements keep their name; qos is known to nvvidconv */
  g_free (apply_ok (patch, make_patch ("replace-element", "element", "conv", "with", "nvvidconv", NULL)));
  g_assert_true (notes_contain (patch, "conv: dropped n-threads=4 (nvvidconv is not known to take it)"));
  printed = apply_ok (patch, make_patch ("replace-element", "element", "x264enc0",
                                         "with", "nvv4l2h264enc", NULL));
  g_assert_cmpstr (printed, ==, "videotestsrc ! nvvidconv qos=true name=conv ! nvv4l2h264enc ! fakesink");
  g_assert_true (notes_contain (patch, "x264enc0: dropped bitrate=2000 (x264enc counts kbit/s"));
  g_assert_true (notes_contain (patch, "x264enc0: dropped tune=zerolatency"));
  g_assert_true (notes_contain (patch, "x264enc0: dropped @preset=fast"));
  g_assert_cmpuint (gp_patch_get_n_notes (patch), ==, 4);
  {
    g_auto(GStrv) factories = gp_patch_get_factories (patch);
    g_autofree char *joined = g_strjoinv (" ", factories);
    g_autofree char *script = gp_patch_to_script (patch, NULL, &error);

    g_assert_cmpstr (joined, ==, "videotestsrc nvvidconv nvv4l2h264enc fakesink");
    g_assert_no_error (error);
    g_assert_nonnull (strstr (script, "\n# note: conv: dropped n-threads=4 (nvvidconv is not known to take it)\n"));
  }
  launch = gp_launch_parse (printed, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_launch_lookup_element (launch, "conv")->factory, ==, "nvvidconv");

  /* a factory without a property table: everything but the name goes */
  {
    g_autoptr(GpPatch) other = patch_for ("videotestsrc ! videoscale method=0 name=s ! fakesink");
    g_autofree char *out = apply_ok (other, make_patch ("replace-element", "element", "s",
                                                        "with", "myscaler", NULL));

    g_assert_cmpstr (out, ==, "videotestsrc ! myscaler name=s ! fakesink");
    g_assert_true (notes_contain (other, "s: dropped method=0 (no property list for myscaler"));
  }

  /* same replacement twice: a no-op; another one: a conflict */
  {
    g_autoptr(GpPatch) twice = patch_for ("videotestsrc ! videoconvert ! fakesink");

    g_free (apply_ok (twice, make_patch ("replace-element", "element", "videoconvert0",
                                         "with", "nvvidconv", NULL)));
    g_free (apply_ok (twice, make_patch ("replace-element", "element", "videoconvert0",
                                         "with", "nvvidconv", NULL)));
    g_assert_cmpuint (gp_patch_get_n_applied (twice), ==, 1);
    apply_refused (twice, make_patch ("replace-element", "element", "videoconvert0",
                                      "with", "v4l2convert", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "already replaces videoconvert0 with nvvidconv");
  }
}

static void
test_replace_refused (void)
{
  g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! video/x-raw,width=320 ! fakesink");

  apply_refused (patch, make_patch ("replace-element", "element", "capsfilter0", "with", "identity", NULL),
                 GP_ERROR, GP_ERROR_UNSUPPORTED, "capsfilter0 is the caps filter made by the caps");
  apply_refused (patch, make_patch ("replace-element", "element", "nosuch0", "with", "identity", NULL),
                 GP_ERROR, GP_ERROR_UNSUPPORTED, "no token of the launch string can be tied to nosuch0");
  apply_refused (patch, make_patch ("replace-element", "element", "pipeline0", "with", "identity", NULL),
                 GP_ERROR, GP_ERROR_UNSUPPORTED, "top-level pipeline");
  apply_refused (patch, make_patch ("replace-element", "element", "fakesink0",
                                    "with", "fakesink name=x", NULL),
                 GP_ERROR, GP_ERROR_INVALID, "is not a factory name");
  apply_refused (patch, make_patch ("replace-element", "element", "fakesink0", "with", "a ! b", NULL),
                 GP_ERROR, GP_ERROR_INVALID, "is not one element");
  apply_refused (patch, make_patch ("replace-element", "element", "fakesink0", NULL),
                 GP_ERROR, GP_ERROR_INVALID, "the replace-element patch has no \"with\"");
}

static void
test_insert (void)
{
  g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! tee name=t ! queue ! fakesink  "
                                        "t. ! video/x-raw,width=320 ! videoconvert ! fakesink");
  g_autofree char *printed = NULL;

  /* after a caps token: `caps ! queue ! element` */
  g_free (apply_ok (patch, make_patch ("insert-element", "before", "videoconvert0",
                                       "element", "queue", NULL)));
  /* before the caps token itself, in the tee's second branch */
  g_free (apply_ok (patch, make_patch ("insert-element", "before", "capsfilter0",
                                       "element", "identity silent=false", NULL)));
  /* the first sink, right after its queue */
  printed = apply_ok (patch, make_patch ("insert-element", "before", "fakesink0",
                                         "element", "identity", NULL));
  g_assert_cmpstr (printed, ==,
                   "videotestsrc ! tee name=t ! queue ! identity ! fakesink  "
                   "t. ! identity silent=false ! video/x-raw,width=320 ! queue ! videoconvert ! fakesink");

  apply_refused (patch, make_patch ("insert-element", "before", "videotestsrc0", "element", "queue", NULL),
                 GP_ERROR, GP_ERROR_UNSUPPORTED, "videotestsrc0 has no upstream link");
  apply_refused (patch, make_patch ("insert-element", "before", "t", "element", "a ! b", NULL),
                 GP_ERROR, GP_ERROR_INVALID, "is not one element");
  apply_refused (patch, make_patch ("insert-element", "before", "t", "element", "", NULL),
                 GP_ERROR, GP_ERROR_INVALID, "has no \"element\"");

  {
    g_autoptr(GpPatch) mux = patch_for ("videotestsrc ! m.sink_0  videotestsrc ! m.sink_1  "
                                        "compositor name=m ! fakesink");

    apply_refused (mux, make_patch ("insert-element", "before", "m", "element", "queue", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "m has 2 upstream links");
  }
  /* a reference as the link's end: the queue goes in that branch */
  {
    g_autoptr(GpPatch) ref = patch_for ("videotestsrc ! m.sink_0  compositor name=m ! fakesink");
    g_autofree char *out = apply_ok (ref, make_patch ("insert-element", "before", "m",
                                                      "element", "queue", NULL));

    g_assert_cmpstr (out, ==, "videotestsrc ! queue ! m.sink_0  compositor name=m ! fakesink");
  }
}

static void
test_set_property (void)
{
  const char *text = "fakesrc  num-buffers=3 ! fakesink   sync = true  name=out";
  g_autoptr(GpPatch) patch = patch_for (text);
  g_autofree char *printed = NULL;

  /* replaced in place (spacing around '=' kept), added after the last one */
  g_free (apply_ok (patch, make_patch ("set-property", "element", "out", "property", "sync",
                                       "value", "false", NULL)));
  printed = apply_ok (patch, make_patch ("set-property", "element", "fakesrc0",
                                         "property", "is_live", "value", "true", NULL));
  g_assert_cmpstr (printed, ==, "fakesrc  num-buffers=3 is_live=true ! fakesink   sync = false  name=out");
  apply_refused (patch, make_patch ("set-property", "element", "out", "property", "sync",
                                    "value", "1", NULL),
                 GP_ERROR, GP_ERROR_UNSUPPORTED, "another patch already sets sync on out");
  /* `_` and `-` are one property to GLib */
  apply_refused (patch, make_patch ("set-property", "element", "fakesrc0", "property", "is-live",
                                    "value", "false", NULL),
                 GP_ERROR, GP_ERROR_UNSUPPORTED, "already sets is-live");

  {
    g_autoptr(GpPatch) caps = patch_for ("fakesrc ! video/x-raw ! fakesink");

    apply_refused (caps, make_patch ("set-property", "element", "capsfilter0", "property", "caps",
                                     "value", "video/x-raw", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "set-caps changes caps");
    apply_refused (caps, make_patch ("set-property", "element", "fakesink0", "property", "a b",
                                     "value", "1", NULL),
                   GP_ERROR, GP_ERROR_INVALID, "is not a property name");
    apply_refused (caps, make_patch ("set-property", "element", "fakesink0", "property", "sync", NULL),
                   GP_ERROR, GP_ERROR_INVALID, "has no \"value\"");
  }
}

/* Values reach the element exactly, whatever they hold. */
static void
test_set_property_values (void)
{
  static const char * const values[] = {
    "plain", "two words", "say \"hi\"", "$(touch x)", "`id`", "semi;colon", "back\\slash",
    "new\nline", "", "tab\there", "ünïcödé", "it's", "a=b", "!", "( ) { }", "\"quoted\"",
    "; rm -rf ~", "trailing space ", " leading",
  };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autoptr(GpPatch) patch = patch_for ("fakesrc num-buffers=1 ! fakesink");
      g_autofree char *printed = apply_ok (patch, make_patch ("set-property", "element", "fakesrc0",
                                                              "property", "pattern",
                                                              "value", values[i], NULL));
      g_autoptr(GError) error = NULL;
      g_autoptr(GpLaunch) launch = gp_launch_parse (printed, -1, &error);
      const GpLaunchProp *prop;
      g_auto(GStrv) argv = NULL;

      g_assert_no_error (error);
      g_assert_cmpuint (gp_launch_get_n_elements (launch), ==, 2);
      prop = gp_launch_element_get_prop (gp_launch_lookup_element (launch, "fakesrc0"), "pattern");
      g_assert_nonnull (prop);
      g_assert_cmpstr (prop->value, ==, values[i]);
      g_assert_true (g_str_has_prefix (printed, "fakesrc num-buffers=1 pattern="));
      g_assert_true (g_str_has_suffix (printed, " ! fakesink"));
      argv = gp_patch_to_argv (patch, &error);
      g_assert_no_error (error);
      g_assert_nonnull (argv);
    }
}

static void
test_set_caps (void)
{
  /* not after a caps token: caps are inserted on the link */
  {
    g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! videoconvert ! fakesink");
    g_autofree char *printed = apply_ok (patch, make_patch ("set-caps",
                                                            "link", "videoconvert0:src->fakesink0:sink",
                                                            "to", "video/x-raw(memory:NVMM)", NULL));

    g_assert_cmpstr (printed, ==, "videotestsrc ! videoconvert ! video/x-raw(memory:NVMM) ! fakesink");
  }
  /* after a caps token: media type and features change, the fields stay */
  {
    g_autoptr(GpPatch) patch = patch_for ("v4l2src ! video/x-raw(memory:DMABuf), width=640 ! "
                                          "videoconvert ! fakesink");
    g_autofree char *printed = apply_ok (patch, make_patch ("set-caps",
                                                            "link", "capsfilter0:src->videoconvert0:sink",
                                                            "to", "video/x-raw", NULL));

    g_assert_cmpstr (printed, ==, "v4l2src ! video/x-raw, width=640 ! videoconvert ! fakesink");
  }
  /* fields of `to` are set on the token */
  {
    g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! video/x-raw,width=640 ! fakesink");
    g_autofree char *printed = apply_ok (patch, make_patch ("set-caps",
                                                            "link", "capsfilter0:src->fakesink0:sink",
                                                            "to", "video/x-raw(memory:NVMM),format=NV12",
                                                            NULL));

    g_assert_cmpstr (printed, ==, "videotestsrc ! video/x-raw(memory:NVMM),width=640,format=NV12 ! fakesink");
  }
  {
    g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! video/x-raw,width=640 ! fakesink");

    apply_refused (patch, make_patch ("set-caps", "link", "videotestsrc0:src->capsfilter0:sink",
                                      "to", "video/x-raw(memory:NVMM)", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "two caps cannot follow each other");
    apply_refused (patch, make_patch ("set-caps", "link", "a:src->b:sink",
                                      "to", "video/x-raw", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "the session has no link 'a:src->b:sink'");
    apply_refused (patch, make_patch ("set-caps", "link", "capsfilter0:src->fakesink0:sink",
                                      "to", "not caps", NULL),
                   GP_ERROR, GP_ERROR_INVALID, "is not one caps structure");
    apply_refused (patch, make_patch ("set-caps", "link", "capsfilter0:src->fakesink0:sink",
                                      "to", "video/x-raw ! fakesink", NULL),
                   GP_ERROR, GP_ERROR_INVALID, "cannot be written as caps on a link");
    g_free (apply_ok (patch, make_patch ("set-caps", "link", "capsfilter0:src->fakesink0:sink",
                                         "to", "video/x-raw(memory:NVMM)", NULL)));
    apply_refused (patch, make_patch ("set-caps", "link", "capsfilter0:src->fakesink0:sink",
                                      "to", "video/x-bayer", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "another patch already changes the caps of capsfilter0");
  }
}

static void
test_remove (void)
{
  {
    g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! identity  silent=false ! fakesink");
    g_autofree char *printed = apply_ok (patch, make_patch ("remove-element", "element", "identity0", NULL));

    g_assert_cmpstr (printed, ==, "videotestsrc ! fakesink");
  }
  {
    /* caps on either side stay; a caps token can go too */
    g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! video/x-raw,width=320 ! identity ! "
                                          "videoconvert ! video/x-raw,format=I420 ! fakesink");
    g_autofree char *printed = NULL;

    g_free (apply_ok (patch, make_patch ("remove-element", "element", "identity0", NULL)));
    printed = apply_ok (patch, make_patch ("remove-element", "element", "capsfilter1", NULL));
    g_assert_cmpstr (printed, ==, "videotestsrc ! video/x-raw,width=320 ! videoconvert ! fakesink");
    apply_refused (patch, make_patch ("set-property", "element", "identity0", "property", "silent",
                                      "value", "true", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "identity0 is removed by another patch");
  }
  {
    g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! video/x-raw ! identity ! video/x-raw ! "
                                          "tee name=t ! fakesink t. ! fakesink");

    apply_refused (patch, make_patch ("remove-element", "element", "identity0", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "two caps back to back");
    apply_refused (patch, make_patch ("remove-element", "element", "videotestsrc0", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "0 upstream and 1 downstream");
    apply_refused (patch, make_patch ("remove-element", "element", "t", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "1 upstream and 2 downstream");
    g_free (apply_ok (patch, make_patch ("set-property", "element", "identity0", "property", "silent",
                                         "value", "true", NULL)));
  }
  {
    g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! identity name=i ! fakesink");

    g_free (apply_ok (patch, make_patch ("set-property", "element", "i", "property", "silent",
                                         "value", "true", NULL)));
    apply_refused (patch, make_patch ("remove-element", "element", "i", NULL),
                   GP_ERROR, GP_ERROR_UNSUPPORTED, "another patch changes i");
  }
}

static void
test_malformed (void)
{
  g_autoptr(GpPatch) patch = patch_for ("videotestsrc ! fakesink");
  g_autoptr(JsonObject) no_kind = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *described = NULL;

  g_assert_false (gp_patch_apply (patch, no_kind, &error));
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_clear_error (&error);
  apply_refused (patch, make_patch ("explode", NULL), GP_ERROR, GP_ERROR_INVALID,
                 "unknown patch kind 'explode'");

  {
    g_autoptr(JsonObject) p = make_patch ("insert-element", "before", "fakesink0", "element", "queue", NULL);

    described = gp_patch_describe (p);
    g_assert_cmpstr (described, ==, "insert queue before fakesink0");
  }

  /* no launch string, or one that does not parse */
  {
    g_autoptr(GpSession) session = gp_session_new ();
    g_autoptr(GpPatch) none = gp_patch_new_for_session (session, &error);
    g_autoptr(GpGraph) graph = gp_graph_new ();
    g_autoptr(GpPatch) bad = NULL;

    g_assert_null (none);
    g_assert_error (error, GP_ERROR, GP_ERROR_UNSUPPORTED);
    g_assert_cmpstr (error->message, ==, "the session has no launch string");
    g_clear_error (&error);
    bad = gp_patch_new ("videotestsrc ! fakesink ; rm -rf ~", graph, &error);
    g_assert_null (bad);
    g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  }
}

/* ------------------------------------------------------------------ */
/* Composition                                                          */

static void
test_order_independence (void)
{
  const char *text = "videotestsrc is-live=true ! video/x-raw,width=640 ! videoconvert n-threads=2 ! "
                     "identity silent=false ! x264enc bitrate=2000 tune=zerolatency ! h264parse ! "
                     "fakesink sync=true";
  const char *expected = "videotestsrc is-live=true ! video/x-raw(memory:NVMM),width=640 ! nvvidconv ! "
                         "queue ! nvv4l2h264enc iframeinterval=30 ! h264parse ! fakesink sync=false";
  const char *patches[][7] = {
    { "replace-element", "element", "videoconvert0", "with", "nvvidconv", NULL },
    { "set-caps", "link", "capsfilter0:src->videoconvert0:sink", "to", "video/x-raw(memory:NVMM)", NULL },
    { "remove-element", "element", "identity0", NULL },
    { "insert-element", "before", "x264enc0", "element", "queue", NULL },
    { "set-property", "element", "fakesink0", "property", "sync", "value", "false" },
    { "set-property", "element", "x264enc0", "property", "iframeinterval", "value", "30" },
    { "replace-element", "element", "x264enc0", "with", "nvv4l2h264enc", NULL },
  };
  guint n = G_N_ELEMENTS (patches);
  g_autoptr(GArray) all = permutations (n);
  g_autoptr(GArray) orders = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260101);
  g_autoptr(GpGraph) graph = graph_from_launch (text);

  /* 5040 orders are too many to replay under sanitizers: every rotation
   * both ways, and a fixed sample of the rest. */
  for (guint r = 0; r < n; r++)
    for (guint dir = 0; dir < 2; dir++)
      for (guint i = 0; i < n; i++)
        {
          guint v = dir == 0 ? (r + i) % n : (r + n - i) % n;

          g_array_append_val (orders, v);
        }
  for (guint k = 0; k < 100; k++)
    g_array_append_vals (orders, &g_array_index (all, guint, n * g_rand_int_range (rand, 0, all->len / n)), n);

  for (guint o = 0; o < orders->len / n; o++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GpPatch) patch = gp_patch_new (text, graph, &error);
      g_autofree char *printed = NULL;

      for (guint i = 0; i < n; i++)
        {
          const char **p = patches[g_array_index (orders, guint, o * n + i)];
          g_autoptr(JsonObject) object = json_object_new ();

          json_object_set_string_member (object, "kind", p[0]);
          for (guint k = 1; k + 1 < 7 && p[k] != NULL; k += 2)
            json_object_set_string_member (object, p[k], p[k + 1]);
          if (!gp_patch_apply (patch, object, &error))
            g_error ("order %u, patch %u: %s", o, i, error->message);
        }
      printed = gp_patch_print (patch);
      g_assert_cmpstr (printed, ==, expected);
      g_assert_cmpuint (gp_patch_get_n_notes (patch), ==, 3);
      g_assert_true (notes_contain (patch, "videoconvert0: dropped n-threads=2"));
      g_assert_true (notes_contain (patch, "x264enc0: dropped bitrate=2000"));
      g_assert_true (notes_contain (patch, "x264enc0: dropped tune=zerolatency"));
      if (o == 0)
        assert_round_trip (printed);
    }
  g_assert_cmpuint (all->len / n, ==, 5040);
  g_assert_cmpuint (orders->len / n, ==, 2 * n + 100);
}

/* Text no patch touched keeps its spelling: spaces, quotes, escapes. */
static void
test_spelling_kept (void)
{
  const char *text = "videotestsrc   is-live = true pattern=\"ball\"  !  video/x-raw, width=(int)320 !"
                     "videoconvert name=cv ! textoverlay text=a\\ b  ! fakesink  sync=true\n";
  g_autoptr(GpPatch) patch = patch_for (text);
  g_autofree char *printed = NULL;
  g_autofree char *expected = NULL;

  g_free (apply_ok (patch, make_patch ("set-property", "element", "fakesink0", "property", "sync",
                                       "value", "false", NULL)));
  printed = apply_ok (patch, make_patch ("insert-element", "before", "cv", "element", "queue", NULL));
  expected = g_strdup ("videotestsrc   is-live = true pattern=\"ball\"  !  video/x-raw, width=(int)320 !"
                       "queue ! videoconvert name=cv ! textoverlay text=a\\ b  ! fakesink  sync=false\n");
  g_assert_cmpstr (printed, ==, expected);

  /* nothing applied: the original, byte for byte */
  {
    g_autoptr(GpPatch) none = patch_for (text);
    g_autofree char *same = gp_patch_print (none);

    g_assert_cmpstr (same, ==, text);
  }
}

/* ------------------------------------------------------------------ */
/* Arguments, script, diff                                              */

static void
test_argv (void)
{
  g_autoptr(GpPatch) patch = patch_for ("filesrc location=\"/tmp/a b.mp4\" ! qtdemux ! "
                                        "video/x-h264, stream-format=avc ! fakesink name=a\\ b");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) argv = gp_patch_to_argv (patch, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (argv[0], ==, "filesrc");
  /* the shell's quotes are the shell's: gst-launch-1.0 gets the word */
  g_assert_cmpstr (argv[1], ==, "location=/tmp/a b.mp4");
  g_assert_cmpstr (argv[2], ==, "!");
  g_assert_cmpstr (argv[3], ==, "qtdemux");
  g_assert_cmpstr (argv[5], ==, "video/x-h264,");
  g_assert_cmpstr (argv[6], ==, "stream-format=avc");
  /* `\ ` becomes a space: gst-launch-1.0 escapes it again */
  g_assert_cmpstr (argv[9], ==, "name=a b");
  g_assert_null (argv[10]);
}

static void
test_diff (void)
{
  g_autoptr(GpSession) session = load_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GpPatch) patch = gp_patch_new_for_session (session, &error);
  g_autofree char *same = NULL;
  g_autofree char *diff = NULL;
  g_autofree char *minus = g_strdup_printf ("-%s\n", ZC_BREAK_LAUNCH);
  g_autofree char *plus = g_strdup_printf ("+%s\n", ACCEPTANCE);

  same = gp_patch_diff (patch, "a", "b");
  g_assert_true (g_str_has_prefix (same, "--- a\n+++ b\n "));
  g_assert_null (strstr (same, "~ "));

  gp_patch_apply_finding (patch, find_finding (session, "F-SW-videoconvert0"), &error);
  gp_patch_apply_finding (patch, find_finding (session, "F-QUEUE"), &error);
  g_assert_no_error (error);
  diff = gp_patch_diff (patch, "old", "new");
  g_assert_true (g_str_has_prefix (diff, "--- old\n+++ new\n"));
  g_assert_nonnull (strstr (diff, minus));
  g_assert_nonnull (strstr (diff, plus));
  g_assert_nonnull (strstr (diff, "\n~ … video/x-raw,format=I420,width=1280,height=720 ! "
                                  "[-videoconvert-]{+nvvidconv+} ! video/x-raw,format=NV12 … "
                                  "video/x-raw(memory:NVMM) ! {+queue !+} nvv4l2h264enc ! …\n"));
  g_assert_cmpuint (gp_test_count_lines (diff, "-"), ==, 2);
  g_assert_cmpuint (gp_test_count_lines (diff, "+"), ==, 2);
}

static void
test_script_quoting (void)
{
  g_autoptr(GpPatch) patch = patch_for ("fakesrc num-buffers=1 ! fakesink");
  g_autoptr(GError) error = NULL;
  g_autofree char *script = NULL;

  g_free (apply_ok (patch, make_patch ("set-property", "element", "fakesrc0", "property", "pattern",
                                       "value", "it's $(x) `y` \"z\"\nnext", NULL)));
  script = gp_patch_to_script (patch, "from test\nrm -rf ~", &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (script, "#!/bin/sh\n# from test?rm -rf ~\n"));
  g_assert_nonnull (strstr (script, "exec gst-launch-1.0 -e -- 'fakesrc' 'num-buffers=1' "));
  /* the single quote closes, is escaped, and reopens */
  g_assert_nonnull (strstr (script, "'pattern=\"it'\\''s $(x) `y` \\\"z\\\"\nnext\"'"));
}

/* ------------------------------------------------------------------ */
/* The CLI                                                              */

/* A session file for @launch, its graph as GStreamer would name it; an
 * @extra element is added when given; sinks get sync=true. */
static char *
write_session (const char *dir,
               const char *file,
               const char *launch,
               const char *extra)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GpLaunch) parsed = gp_launch_parse (launch, -1, NULL);
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, file, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "schema");
  json_builder_add_string_value (b, "gst-profile/1");
  json_builder_set_member_name (b, "session");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, "test");
  json_builder_set_member_name (b, "mode");
  json_builder_add_string_value (b, "run");
  json_builder_set_member_name (b, "launch");
  json_builder_add_string_value (b, launch);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "target");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "platform");
  json_builder_add_string_value (b, "generic");
  json_builder_set_member_name (b, "capabilities");
  json_builder_begin_object (b);
  json_builder_end_object (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "graph");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "pipeline");
  json_builder_add_string_value (b, "pipeline0");
  json_builder_set_member_name (b, "elements");
  json_builder_begin_array (b);
  for (guint i = 0; parsed != NULL && i < gp_launch_get_n_elements (parsed); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (parsed, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, le->name);
      json_builder_set_member_name (b, "factory");
      json_builder_add_string_value (b, le->factory);
      json_builder_set_member_name (b, "props");
      json_builder_begin_object (b);
      if (strstr (le->factory, "sink") != NULL)
        {
          json_builder_set_member_name (b, "sync");
          json_builder_add_string_value (b, "true");
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  if (extra != NULL)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, extra);
      json_builder_set_member_name (b, "factory");
      json_builder_add_string_value (b, "fakesink");
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "links");
  json_builder_begin_array (b);
  for (guint i = 0; parsed != NULL && i < gp_launch_get_n_links (parsed); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (parsed, i);
      g_autofree char *src = g_strdup_printf ("%s:src", link->src->name);
      g_autofree char *sink = g_strdup_printf ("%s:sink", link->sink->name);
      g_autofree char *id = g_strdup_printf ("%s->%s", src, sink);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, id);
      json_builder_set_member_name (b, "src");
      json_builder_add_string_value (b, src);
      json_builder_set_member_name (b, "sink");
      json_builder_add_string_value (b, sink);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "series");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "window_ms");
  json_builder_add_int_value (b, 250);
  json_builder_set_member_name (b, "t");
  json_builder_begin_array (b);
  json_builder_end_array (b);
  json_builder_end_object (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_to_file (gen, path, &error);
  g_assert_no_error (error);
  return path;
}

/* One line on stderr, `gst-profile: …`, holding @needle. */
static void
assert_one_error_line (const GpCliResult *res,
                       const char        *needle)
{
  g_assert_cmpint (res->status, ==, 3);
  g_assert_true (g_str_has_prefix (res->err, "gst-profile: "));
  g_assert_true (g_str_has_suffix (res->err, "\n"));
  g_assert_true (strchr (res->err, '\n') == res->err + strlen (res->err) - 1);
  if (strstr (res->err, needle) == NULL)
    g_error ("expected '%s' in '%s'", needle, res->err);
}

/* Runs @argv in @cwd; its exit status. */
static int
spawn_in (const char         *cwd,
          const char * const *argv,
          char              **out)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_cwd (launcher, cwd);
  g_subprocess_launcher_setenv (launcher, "HOME", cwd, TRUE);
  proc = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, out, &err, &error);
  g_assert_no_error (error);
  if (err != NULL && err[0] != '\0')
    g_test_message ("stderr: %s", err);
  return g_subprocess_get_if_exited (proc) ? g_subprocess_get_exit_status (proc) : 128;
}

static void
test_cli_print (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", path, "--apply", "F-SW-videoconvert0",
                                                  "--apply", "F-QUEUE", NULL);
  g_autoptr(GpCliResult) twice = gp_test_run_clivp ("patch", path, "--print", "--apply", "F-QUEUE",
                                                    "--apply", "F-SW-videoconvert0", "--apply",
                                                    "F-QUEUE", NULL);
  g_autoptr(GpCliResult) all = gp_test_run_clivp ("patch", path, "--all", NULL);
  g_autoptr(GpCliResult) none = gp_test_run_clivp ("patch", path, NULL);

  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpstr (res->out, ==, ACCEPTANCE "\n");
  g_assert_cmpstr (res->err, ==, "");
  g_assert_cmpint (twice->status, ==, 0);
  g_assert_cmpstr (twice->out, ==, ACCEPTANCE "\n");
  g_assert_cmpint (all->status, ==, 0);
  g_assert_cmpstr (all->out, ==, ZC_SW_QUEUE "\n");
  g_assert_cmpint (none->status, ==, 0);
  g_assert_cmpstr (none->out, ==, ZC_BREAK_LAUNCH "\n");
  g_assert_nonnull (strstr (none->err, "no patch applied"));
}

static void
test_cli_diff (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", path, "--diff", "--apply", "F-SW-videoconvert0",
                                                  "--apply", "F-QUEUE", NULL);
  g_autofree char *header = g_strdup_printf ("--- %s (launch)\n+++ %s (patched: F-SW-videoconvert0 F-QUEUE)\n",
                                             path, path);

  g_assert_cmpint (res->status, ==, 0);
  g_assert_true (g_str_has_prefix (res->out, header));
  g_assert_cmpuint (gp_test_count_lines (res->out, "-" ZC_BREAK_LAUNCH), ==, 1);
  g_assert_cmpuint (gp_test_count_lines (res->out, "+" ACCEPTANCE), ==, 1);
  g_assert_cmpuint (gp_test_count_lines (res->out, "~ "), ==, 1);
  g_assert_nonnull (strstr (res->out, "[-videoconvert-]{+nvvidconv+}"));
}

static void
test_cli_script (void)
{
  g_autofree char *path = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *script = g_build_filename (dir, "patched.sh", NULL);
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", path, "--all", "-o", script, NULL);
  g_autofree char *text = NULL;
  const char *check[] = { "sh", "-n", script, NULL };
  GStatBuf st;

  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpstr (res->out, ==, "");
  g_assert_nonnull (strstr (res->err, "script written to"));
  g_assert_cmpint (g_stat (script, &st), ==, 0);
  g_assert_true ((st.st_mode & 0111) != 0);
  text = gp_test_read_file (script);
  g_assert_true (g_str_has_prefix (text, "#!/bin/sh\n"));
  g_assert_nonnull (strstr (text, "exec gst-launch-1.0 -e -- 'videotestsrc' 'is-live=true' '!'"));
  g_assert_nonnull (strstr (text, "'video/x-raw(memory:NVMM),format=NV12,width=1280,height=720'"));
  g_assert_nonnull (strstr (text, "# note: the patches touch one conversion chain"));
  g_assert_cmpint (gp_test_spawn (check, NULL, NULL, NULL), ==, 0);
}

static void
test_cli_errors (void)
{
  g_autofree char *zc = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *no_launch = gp_test_fixture ("jetson-zc-break.json");
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *refused = NULL;

  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", zc, "--apply", "F-NOPE", NULL);

    assert_one_error_line (res, "no finding 'F-NOPE' in this session; findings with a patch: "
                                "F-ZC-capsfilter3, F-SW-videoconvert0, F-QUEUE");
    g_assert_cmpstr (res->out, ==, "");
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", zc, "--apply", "F-HOT", NULL);

    assert_one_error_line (res, "F-HOT has no fix patch");
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", no_launch, "--all", NULL);

    assert_one_error_line (res, "patch: the session has no launch string");
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", NULL);

    assert_one_error_line (res, "give the SESSION");
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", zc, "--diff", "--print", NULL);

    assert_one_error_line (res, "exclusive");
  }
  {
    g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", missing, NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_cmpuint (gp_test_count_lines (res->err, "gst-profile: "), ==, 1);
  }

  /* The session has two fakesinks, the launch string one: F-QUEUE (before
   * fakesink0) cannot be tied to a token. */
  refused = write_session (dir, "refused.json", "videotestsrc ! fakesink", "fakesink1");
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", refused, "--apply", "F-QUEUE", NULL);

    assert_one_error_line (res, "patch: F-QUEUE (insert queue before fakesink0) cannot be applied: "
                                "no token of the launch string can be tied to fakesink0: the launch "
                                "string makes 1 element named fakesinkN, the session has 2");
    g_assert_cmpstr (res->out, ==, "");
  }
}

/* A SYNC finding through the CLI: set-property replaces sync=true. */
static void
test_cli_set_property (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *path = write_session (dir, "sync.json",
                                         "videotestsrc num-buffers=5 ! queue ! fakesink   sync=true", NULL);
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", path, "--apply", "F-SYNC-fakesink0", NULL);

  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpstr (res->out, ==, "videotestsrc num-buffers=5 ! queue ! fakesink   sync=false\n");
}

/* Hostile text in a session's launch string reaches gst-launch-1.0 as data,
 * never as shell. */
static void
test_cli_hostile (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *canary = g_build_filename (dir, "canary", NULL);
  g_autofree char *marker1 = g_build_filename (dir, "M1", NULL);
  g_autofree char *marker2 = g_build_filename (dir, "M2", NULL);
  g_autofree char *marker3 = g_build_filename (dir, "M3", NULL);
  g_autofree char *launch = NULL;
  g_autofree char *path = NULL;
  g_autofree char *script = g_build_filename (dir, "run.sh", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GpCliResult) res = NULL;
  const char *check[] = { "sh", "-n", script, NULL };
  const char *run[] = { "sh", script, NULL };

  g_assert_cmpint (g_mkdir (canary, 0700), ==, 0);
  /* as a user writes it for the shell: one single-quoted word */
  launch = g_strdup_printf ("fakesrc num-buffers=3 pattern='; touch %s; rm -rf %s; $(touch %s) `touch %s` "
                            "'\\'' \\ x ; rm -rf ~' ! fakesink",
                            marker1, canary, marker2, marker3);
  path = write_session (dir, "hostile.json", launch, NULL);

  res = gp_test_run_clivp ("patch", path, "--all", "-o", script, NULL);
  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpint (spawn_in (dir, check, NULL), ==, 0);
  g_assert_cmpint (spawn_in (dir, run, &out), ==, 0);
  g_assert_nonnull (strstr (out, "Got EOS"));
  g_assert_false (g_file_test (marker1, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (marker2, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (marker3, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (canary, G_FILE_TEST_IS_DIR));

  /* shell syntax as pipeline tokens does not even parse: no script */
  {
    g_autofree char *bad = write_session (dir, "bad.json", "videotestsrc ! fakesink ; rm -rf ~", NULL);
    g_autofree char *bad_script = g_build_filename (dir, "bad.sh", NULL);
    g_autoptr(GpCliResult) bad_res = gp_test_run_clivp ("patch", bad, "--all", "-o", bad_script, NULL);

    assert_one_error_line (bad_res, "patch: the launch string does not parse");
    g_assert_false (g_file_test (bad_script, G_FILE_TEST_EXISTS));
  }
}

/* A script written with -o runs the patched pipeline for real. */
static void
test_cli_run_script (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *path = write_session (dir, "local.json",
                                         "videotestsrc num-buffers=30 ! videoconvert ! fakesink", NULL);
  g_autofree char *script = g_build_filename (dir, "local.sh", NULL);
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("patch", path, "--apply", "F-QUEUE", "-o", script, NULL);
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  const char *run[] = { script, NULL };

  g_assert_cmpint (res->status, ==, 0);
  text = gp_test_read_file (script);
  g_assert_nonnull (strstr (text, "exec gst-launch-1.0 -e -- 'videotestsrc' 'num-buffers=30' '!' "
                                  "'videoconvert' \\\n  '!' 'queue' '!' 'fakesink'\n"));
  g_assert_cmpint (spawn_in (dir, run, &out), ==, 0);
  g_assert_nonnull (strstr (out, "Got EOS"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/patch/acceptance", test_acceptance);
  g_test_add_func ("/gp/unit/patch/zc-set-caps", test_zc_set_caps);
  g_test_add_func ("/gp/unit/patch/fixtures", test_fixtures);
  g_test_add_func ("/gp/unit/patch/replace", test_replace);
  g_test_add_func ("/gp/unit/patch/replace-refused", test_replace_refused);
  g_test_add_func ("/gp/unit/patch/insert", test_insert);
  g_test_add_func ("/gp/unit/patch/set-property", test_set_property);
  g_test_add_func ("/gp/unit/patch/set-property-values", test_set_property_values);
  g_test_add_func ("/gp/unit/patch/set-caps", test_set_caps);
  g_test_add_func ("/gp/unit/patch/remove", test_remove);
  g_test_add_func ("/gp/unit/patch/malformed", test_malformed);
  g_test_add_func ("/gp/unit/patch/order-independence", test_order_independence);
  g_test_add_func ("/gp/unit/patch/spelling-kept", test_spelling_kept);
  g_test_add_func ("/gp/unit/patch/argv", test_argv);
  g_test_add_func ("/gp/unit/patch/diff", test_diff);
  g_test_add_func ("/gp/unit/patch/script-quoting", test_script_quoting);
  g_test_add_func ("/gp/unit/patch/cli/print", test_cli_print);
  g_test_add_func ("/gp/unit/patch/cli/diff", test_cli_diff);
  g_test_add_func ("/gp/unit/patch/cli/script", test_cli_script);
  g_test_add_func ("/gp/unit/patch/cli/errors", test_cli_errors);
  g_test_add_func ("/gp/unit/patch/cli/set-property", test_cli_set_property);
  g_test_add_func ("/gp/unit/patch/cli/hostile", test_cli_hostile);
  g_test_add_func ("/gp/unit/patch/cli/run-script", test_cli_run_script);

  return g_test_run ();
}
