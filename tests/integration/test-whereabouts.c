/* test-whereabouts.c: our gpwhereabouts tracer in a real `run` and `wrap`: who holds the buffers
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

/* The leak-hunt tee (spec/leak-hunt.md) with I420 frames (320×240: 115200 bytes each): the
 * unbounded queue's held_buffers and held_bytes grow and end far above the bounded queue's, its
 * bytes are its buffers × 115200, the age of its oldest buffer grows, the sinks and the slow
 * identity hold a few at most. A pipeline without a leak ends with small holdings everywhere.
 * `wrap` of our own program (wrap-app) has whereabouts for its elements. The captures assert
 * trends and orderings, never timings. */

#include "config.h"

#include <string.h>

#include "gp-session-json.h"
#include "gp-test-util.h"

#define FRAME_BYTES (320.0 * 240.0 * 1.5)
#define CAPS "video/x-raw,format=I420,width=320,height=240,framerate=30/1"

#define LEAK_LAUNCH \
  "videotestsrc is-live=true ! " CAPS " ! tee name=t " \
  " t. ! queue name=bounded max-size-buffers=5 ! fakesink name=fast sync=false " \
  " t. ! queue name=unbounded max-size-buffers=0 max-size-bytes=0 max-size-time=0 ! " \
  "identity name=slow sleep-time=60000 ! fakesink name=late sync=false"

/* Live, so that it runs past a few windows (an unthrottled 100 buffers end before the first). */
#define CALM_LAUNCH \
  "videotestsrc is-live=true num-buffers=45 ! " CAPS " ! queue name=calm ! fakesink name=sink"

static GpSession *
load_session (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  gsize len = strlen (text);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&text), len);
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_session_load_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return session;
}

static GpSession * G_GNUC_NULL_TERMINATED
capture (const char *verb,
         ...)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GpCliResult) run = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (gpointer) verb);
  g_ptr_array_add (argv, (gpointer) "--out");
  g_ptr_array_add (argv, out);
  va_start (args, verb);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  run = gp_test_run_cli ((const char * const *) argv->pdata);
  if (run->status != 0)
    g_printerr ("%s\n", run->err);
  g_assert_cmpint (run->status, ==, 0);
  return load_session (out);
}

static GpElementSeries *
element (GpSession  *session,
         const char *name)
{
  GpElementSeries *es = gp_series_lookup_element (gp_session_get_series (session), name);

  if (es == NULL)
    g_error ("no series for %s", name);
  return es;
}

/* The indices of the windows where @column has a value. */
static GArray *
measured (const GArray *column)
{
  GArray *idx = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < column->len; i++)
    if (!gp_is_null (g_array_index (column, double, i)))
      g_array_append_val (idx, i);
  return idx;
}

static double
at (const GArray *column,
    guint         i)
{
  return g_array_index (column, double, i);
}

static double
max_of (const GArray *column)
{
  double m = 0;

  for (guint i = 0; i < column->len; i++)
    if (!gp_is_null (at (column, i)) && at (column, i) > m)
      m = at (column, i);
  return m;
}

static double
last_of (const GArray *column)
{
  g_autoptr(GArray) idx = measured (column);

  g_assert_cmpuint (idx->len, >, 0);
  return at (column, g_array_index (idx, guint, idx->len - 1));
}

static void
test_leak_tee (void)
{
  g_autoptr(GpSession) session = capture ("run", "--duration", "3", LEAK_LAUNCH, NULL);
  GpElementSeries *unbounded = element (session, "unbounded");
  GpElementSeries *bounded = element (session, "bounded");
  g_autoptr(GArray) idx = measured (unbounded->held_buffers);
  guint first, last;

  g_assert_cmpint (gp_session_get_target (session)->capabilities.whereabouts, ==, GP_WHEREABOUTS_EXACT);

  /* The unbounded queue piles up, and ends far above the bounded one. */
  g_assert_cmpuint (idx->len, >=, 4);
  first = g_array_index (idx, guint, 0);
  /* The end: the last window holding any (the stop flushes the queue, and a tick after it says 0). */
  last = g_array_index (idx, guint, idx->len - 1);
  for (guint k = idx->len; k-- > 1 && at (unbounded->held_buffers, last) == 0;)
    last = g_array_index (idx, guint, k - 1);
  g_assert_cmpfloat (at (unbounded->held_buffers, last), >, at (unbounded->held_buffers, first));
  g_assert_cmpfloat (at (unbounded->held_bytes, last), >, at (unbounded->held_bytes, first));
  g_assert_cmpfloat (at (unbounded->held_buffers, last), >=, 10.0);
  g_assert_cmpfloat (at (unbounded->held_buffers, last), >, 2 * max_of (bounded->held_buffers));
  g_assert_cmpfloat (at (unbounded->held_bytes, last), >, 2 * max_of (bounded->held_bytes));

  /* Every buffer it holds is one I420 frame. */
  for (guint k = 0; k < idx->len; k++)
    {
      guint i = g_array_index (idx, guint, k);

      g_assert_cmpfloat_with_epsilon (at (unbounded->held_bytes, i),
                                      at (unbounded->held_buffers, i) * FRAME_BYTES, 1.0);
    }

  /* Its oldest buffer keeps ageing. */
  g_assert_cmpfloat (at (unbounded->oldest_held_ms, last), >, at (unbounded->oldest_held_ms, first));
  g_assert_cmpfloat (at (unbounded->oldest_held_ms, last), >=, 500.0);

  /* The bounded queue holds at most its 5 and the one its chain waits to enqueue. */
  g_assert_cmpfloat (max_of (bounded->held_buffers), <=, 6.0);
  /* The sinks hold their last sample at most, the slow identity the one it sleeps on. */
  g_assert_cmpfloat (max_of (element (session, "fast")->held_buffers), <=, 3.0);
  g_assert_cmpfloat (max_of (element (session, "late")->held_buffers), <=, 3.0);
  g_assert_cmpfloat (max_of (element (session, "slow")->held_buffers), <=, 3.0);
  /* The tee forwards everything it gets. */
  {
    GpElementSeries *tee = gp_series_lookup_element (gp_session_get_series (session), "t");

    if (tee != NULL)
      g_assert_cmpfloat (max_of (tee->held_buffers), <=, 2.0);
  }
}

static void
test_no_leak (void)
{
  g_autoptr(GpSession) session = capture ("run", CALM_LAUNCH, NULL);
  g_autoptr(GPtrArray) keys = gp_series_element_keys (gp_session_get_series (session));
  guint with_values = 0;

  g_assert_cmpint (gp_session_get_target (session)->capabilities.whereabouts, ==, GP_WHEREABOUTS_EXACT);
  for (guint i = 0; i < keys->len; i++)
    {
      GpElementSeries *es = element (session, keys->pdata[i]);
      g_autoptr(GArray) idx = measured (es->held_buffers);

      if (idx->len == 0)
        continue;
      with_values++;
      g_assert_cmpfloat (last_of (es->held_buffers), <=, 2.0);
      g_assert_cmpfloat (max_of (es->held_buffers), <=, 3.0);
      g_assert_cmpfloat (last_of (es->held_bytes), <=, 2 * FRAME_BYTES);
    }
  g_assert_cmpuint (with_values, >=, 1);
}

/* `wrap` loads it too: our program's elements downstream of its appsrc have whereabouts. */
static void
test_wrap (void)
{
  g_autofree char *app = g_test_build_filename (G_TEST_BUILT, "wrap-app", NULL);
  g_autoptr(GpSession) session = capture ("wrap", "--duration", "2", "--", app, NULL);
  g_autoptr(GArray) sink = NULL;
  g_autoptr(GArray) queue = NULL;

  g_assert_cmpint (gp_session_get_target (session)->capabilities.whereabouts, ==, GP_WHEREABOUTS_EXACT);
  sink = measured (element (session, "out")->held_buffers);
  queue = measured (element (session, "q")->held_buffers);
  g_assert_cmpuint (sink->len, >=, 2);
  g_assert_cmpuint (queue->len, >=, 1);
  g_assert_cmpfloat (max_of (element (session, "out")->held_bytes), >=, 320.0 * 240.0 * 3);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/integration/whereabouts/leak-tee", test_leak_tee);
  g_test_add_func ("/gp/integration/whereabouts/no-leak", test_no_leak);
  g_test_add_func ("/gp/integration/whereabouts/wrap", test_wrap);

  return g_test_run ();
}
