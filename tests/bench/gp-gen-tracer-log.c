/* gp-gen-tracer-log.c: writes a realistic GST_DEBUG tracer log for benchmarks
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

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The log of a live 30 fps capture of
 *   videotestsrc ! capsfilter ! videoconvert ! capsfilter ! queue ! x264enc
 *   ! h264parse ! fakesink
 * with GST_TRACERS="latency(flags=pipeline+element+reported);stats;rusage"
 * and GST_DEBUG=GST_TRACER:7, shaped after real GStreamer 1.22 captures:
 * per frame one buffer per link, custom-downstream latency probe events on
 * every pad, element-latency per element, one pipeline latency, rusage
 * samples; a latency query round every second; qos/tag messages now and
 * then; state changes at both ends. */

typedef struct
{
  const char *name;
  const char *type;
  guint64     addr;
  double      proc_ms;   /* typical element-latency */
} Element;

static const Element elements[] = {
  { "videotestsrc0", "GstVideoTestSrc", 0x5618e4f254e0, 0.0 },
  { "capsfilter0", "GstCapsFilter", 0x5618e4f2feb0, 0.17 },
  { "videoconvert0", "GstVideoConvert", 0x5618e4f360d0, 1.6 },
  { "capsfilter1", "GstCapsFilter", 0x5618e4f3b2a0, 0.14 },
  { "queue0", "GstQueue", 0x5618e4f41c40, 0.21 },
  { "x264enc0", "GstX264Enc", 0x5618e4f48e10, 3.1 },
  { "h264parse0", "GstH264Parse", 0x5618e4f52a80, 0.33 },
  { "fakesink0", "GstFakeSink", 0x5618e4f5b3b0, 0.0 },
  { "pipeline0", "GstPipeline", 0x5618e4f1d180, 0.0 },
};
#define N_ELEMENTS 8   /* the pipeline bin is last */
#define N_LINKS (N_ELEMENTS - 1)

#define PID 20549
#define THREAD_MAIN G_GUINT64_CONSTANT (0x5618e4e27400)
#define THREAD_SRC G_GUINT64_CONSTANT (0x5618e4f198c0)
#define THREAD_QUEUE G_GUINT64_CONSTANT (0x5618e4f19860)

static guint64 rng_state = G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

static inline guint64
rng (void)
{
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static inline double
rng_unit (void)
{
  return (double) (rng () >> 11) / (double) (G_GUINT64_CONSTANT (1) << 53);
}

/* A skewed jitter around @typ: mostly close, sometimes 3× slower. */
static guint64
jitter_ns (double typ_ms)
{
  double u = rng_unit ();
  double f = 0.8 + 0.4 * u + (u > 0.97 ? 2.0 * rng_unit () : 0.0);

  return (guint64) (typ_ms * f * 1e6);
}

typedef struct
{
  FILE    *out;
  guint64  bytes;
  guint64  ts;     /* ns since gst_init */
} Gen;

static void G_GNUC_PRINTF (3, 4)
line (Gen        *g,
      guint64     thread,
      const char *format,
      ...)
{
  char body[2048];
  guint64 wall = g->ts + 4000 + rng () % 30000;
  va_list args;
  int n;

  va_start (args, format);
  vsnprintf (body, sizeof body, format, args);
  va_end (args);

  n = fprintf (g->out, "%u:%02u:%02u.%09u %u 0x%" G_GINT64_MODIFIER "x TRACE             GST_TRACER :0:: %s\n",
               (guint) (wall / G_GUINT64_CONSTANT (3600000000000)),
               (guint) (wall / G_GUINT64_CONSTANT (60000000000) % 60),
               (guint) (wall / G_GUINT64_CONSTANT (1000000000) % 60),
               (guint) (wall % G_GUINT64_CONSTANT (1000000000)), PID, thread, body);
  g->bytes += n;
  g->ts += 3000 + rng () % 20000;
}

static void
header (Gen *g)
{
  static const char *const tracers[] = { "latency", "log", "rusage", "stats", "leaks", "factories" };
  static const char *const classes[] = {
    "latency", "element-latency", "element-reported-latency", "thread-rusage", "proc-rusage",
    "buffer", "event", "message", "element-query", "query", "new-element", "new-pad",
  };

  for (guint i = 0; i < G_N_ELEMENTS (tracers); i++)
    g->bytes += fprintf (g->out, "0:00:00.0143%05u %u 0x%" G_GINT64_MODIFIER "x DEBUG             GST_TRACER "
                         "gsttracer.c:159:gst_tracer_register:<registry0> update existing feature 0x5618e4d5%04x (%s)\n",
                         i * 9000, PID, THREAD_MAIN, 0x11c0 + i * 0xc0, tracers[i]);
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      g->bytes += fprintf (g->out, "0:00:00.0146%05u %u 0x%" G_GINT64_MODIFIER "x TRACE             GST_TRACER "
                           "gsttracerrecord.c:109:gst_tracer_record_build_format: %s.class, "
                           "thread-id=(structure)\"scope\\,\\ type\\=\\(type\\)guint64\\,\\ related-to\\=\\(GstTracerValueScope\\)thread\\;\", "
                           "ts=(structure)\"value\\,\\ type\\=\\(type\\)guint64\\,\\ description\\=\\(string\\)\\\"event\\\\\\ ts\\\"\\;\";\n",
                           i * 7000, PID, THREAD_MAIN, classes[i]);
      g->bytes += fprintf (g->out, "0:00:00.0146%05u %u 0x%" G_GINT64_MODIFIER "x DEBUG             GST_TRACER "
                           "gsttracerrecord.c:123:gst_tracer_record_build_format: new format string: %s, "
                           "thread-id=(guint64)%%lu, ts=(guint64)%%lu;\n",
                           i * 7000 + 3000, PID, THREAD_MAIN, classes[i]);
    }

  for (guint i = 0; i < G_N_ELEMENTS (elements); i++)
    line (g, THREAD_MAIN, "new-element, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
          ", ix=(uint)%u, parent-ix=(uint)4294967295, name=(string)%s, type=(string)%s, is-bin=(boolean)%d;",
          THREAD_MAIN, g->ts, i, elements[i].name, elements[i].type, i == N_ELEMENTS);

  /* pads: 2i−1 is element i's sink, 2i its src */
  for (guint i = 0; i < N_ELEMENTS; i++)
    {
      if (i > 0)
        line (g, THREAD_MAIN, "new-pad, thread-id=(guint64)%" G_GUINT64_FORMAT ", ix=(uint)%u, parent-ix=(uint)%u, "
              "name=(string)sink, type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)2;",
              THREAD_MAIN, 2 * i - 1, i);
      if (i < N_ELEMENTS - 1)
        line (g, THREAD_MAIN, "new-pad, thread-id=(guint64)%" G_GUINT64_FORMAT ", ix=(uint)%u, parent-ix=(uint)%u, "
              "name=(string)src, type=(string)GstPad, is-ghostpad=(boolean)0, pad-direction=(GstPadDirection)1;",
              THREAD_MAIN, 2 * i, i);
    }
}

static void
state_changes (Gen        *g,
               const char *from,
               const char *to)
{
  for (guint i = 0; i <= N_ELEMENTS; i++)
    for (guint k = 0; k < (i == N_ELEMENTS ? 1u : 2u); k++)
      line (g, THREAD_MAIN, "message, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
            ", element-ix=(uint)%u, name=(string)state-changed, structure=(structure)\"GstMessageStateChanged\\,"
            "\\ old-state\\=\\(GstState\\)%s\\,\\ new-state\\=\\(GstState\\)%s\\,\\ pending-state\\=\\(GstState\\)void-pending\\;\";",
            THREAD_MAIN, g->ts, k ? N_ELEMENTS : i, from, to);
}

static void
latency_round (Gen *g)
{
  for (guint i = N_ELEMENTS - 1; i > 0; i--)
    {
      line (g, THREAD_MAIN, "query, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
            ", pad-ix=(uint)%u, element-ix=(uint)%u, peer-pad-ix=(uint)%u, peer-element-ix=(uint)%u, "
            "name=(string)latency, structure=(structure)\"GstQueryLatency\\,\\ live\\=\\(boolean\\)true\\,"
            "\\ min-latency\\=\\(guint64\\)33333333\\,\\ max-latency\\=\\(guint64\\)18446744073709551615\\;\", "
            "have-res=(boolean)1, res=(boolean)1;",
            THREAD_MAIN, g->ts, 2 * i - 1, i, 2 * i - 2, i - 1);
      line (g, THREAD_MAIN, "element-reported-latency, element-id=(string)0x%" G_GINT64_MODIFIER "x, element=(string)%s, "
            "live=(boolean)1, min=(guint64)%s, max=(guint64)18446744073709551615, ts=(guint64)%" G_GUINT64_FORMAT ";",
            elements[i - 1].addr, elements[i - 1].name, i == 1 ? "33333333" : "0", g->ts);
    }
  line (g, THREAD_MAIN, "element-query, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
        ", element-ix=(uint)%u, name=(string)latency;", THREAD_MAIN, g->ts, N_ELEMENTS);
  line (g, THREAD_MAIN, "message, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
        ", element-ix=(uint)7, name=(string)latency, structure=(structure)\"GstMessageLatency\\;\";",
        THREAD_MAIN, g->ts);
}

static void
frame (Gen     *g,
       guint64  n,
       guint64  start)
{
  guint64 frame_start = g->ts;

  for (guint i = 0; i < N_LINKS; i++)
    {
      guint64 thread = i < 4 ? THREAD_SRC : THREAD_QUEUE;
      guint64 tid = thread >> 4;
      guint size = i < 5 ? 460800 : 4000 + (guint) (rng () % 26000);

      /* latency probes travel downstream as custom events on every pad */
      for (guint k = 0; k < 3; k++)
        line (g, thread, "event, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
              ", pad-ix=(uint)%u, element-ix=(uint)%u, name=(string)custom-downstream;",
              tid, g->ts, 2 * i + (k == 2), i + (k == 2));
      line (g, thread, "buffer, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
            ", pad-ix=(uint)%u, element-ix=(uint)%u, peer-pad-ix=(uint)%u, peer-element-ix=(uint)%u, "
            "buffer-size=(uint)%u, have-buffer-pts=(boolean)1, buffer-pts=(guint64)%" G_GUINT64_FORMAT
            ", have-buffer-dts=(boolean)0, buffer-dts=(guint64)18446744073709551615, have-buffer-duration=(boolean)1, "
            "buffer-duration=(guint64)33333333, buffer-flags=(GstBufferFlags)%u;",
            tid, g->ts, 2 * i, i, 2 * i + 1, i + 1, size, n * 33333333, n == 0 ? 64u : 0u);
      if (i > 0)
        line (g, thread, "element-latency, element-id=(string)0x%" G_GINT64_MODIFIER "x, element=(string)%s, "
              "src=(string)src, time=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT ";",
              elements[i].addr, elements[i].name, jitter_ns (elements[i].proc_ms), g->ts);
      if (i == 3 || i == 6)
        {
          line (g, thread, "thread-rusage, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
                ", average-cpuload=(uint)%u, current-cpuload=(uint)%u, time=(guint64)%" G_GUINT64_FORMAT ";",
                tid, g->ts, 150 + (guint) (rng () % 40), 180 + (guint) (rng () % 60), g->ts / 6);
          line (g, thread, "proc-rusage, process-id=(guint64)%u, ts=(guint64)%" G_GUINT64_FORMAT
                ", average-cpuload=(uint)%u, current-cpuload=(uint)%u, time=(guint64)%" G_GUINT64_FORMAT ";",
                PID, g->ts, 260 + (guint) (rng () % 20), 220 + (guint) (rng () % 50), g->ts / 3);
        }
    }
  line (g, THREAD_QUEUE, "latency, src-element-id=(string)0x%" G_GINT64_MODIFIER "x, src-element=(string)videotestsrc0, "
        "src=(string)src, sink-element-id=(string)0x%" G_GINT64_MODIFIER "x, sink-element=(string)fakesink0, "
        "sink=(string)sink, time=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT ";",
        elements[0].addr, elements[7].addr, g->ts - frame_start + jitter_ns (0.5), g->ts);

  if (n % 30 == 0)
    latency_round (g);
  if (n % 10 == 5)
    line (g, THREAD_QUEUE, "message, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
          ", element-ix=(uint)5, name=(string)tag, structure=(structure)\"GstMessageTag\\,\\ taglist\\=\\(taglist\\)"
          "\\\"taglist\\\\\\,\\\\\\ encoder\\\\\\=\\\\\\(string\\\\\\)x264\\\\\\,\\\\\\ encoder-version\\\\\\=\\\\\\(uint\\\\\\)164"
          "\\\\\\,\\\\\\ bitrate\\\\\\=\\\\\\(uint\\\\\\)2048000\\\\\\;\\\"\\;\";", THREAD_QUEUE >> 4, g->ts);

  /* the next frame starts one period after this one (live source) */
  if (g->ts < start)
    g->ts = start;
}

int
main (int argc, char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  double mb = 300;
  double fps = 30;
  double seconds = 0;
  Gen g = { 0 };
  guint64 n;
  guint64 limit;
  GOptionEntry entries[] = {
    { "mb", 0, 0, G_OPTION_ARG_DOUBLE, &mb, "Size to write, in MB (default 300)", "MB" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, "Capture length instead of a size", "S" },
    { "fps", 0, 0, G_OPTION_ARG_DOUBLE, &fps, "Frame rate (default 30); more frames, more lines per window", "FPS" },
    { NULL },
  };

  context = g_option_context_new ("OUT - write a realistic tracer log");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 || fps <= 0)
    {
      g_printerr ("usage: %s OUT [--mb MB | --seconds S] [--fps FPS]\n", g_get_prgname ());
      return 2;
    }

  g.out = fopen (argv[1], "w");
  if (g.out == NULL)
    {
      g_printerr ("cannot write %s\n", argv[1]);
      return 1;
    }
  setvbuf (g.out, NULL, _IOFBF, 1 << 20);

  g.ts = 9726971;
  header (&g);
  state_changes (&g, "null", "ready");
  state_changes (&g, "ready", "paused");
  state_changes (&g, "paused", "playing");

  limit = (guint64) (mb * 1e6);
  for (n = 0;; n++)
    {
      guint64 start = G_GUINT64_CONSTANT (30000000) + (guint64) (n * 1e9 / fps);

      if (g.ts < start)
        g.ts = start;
      if (seconds > 0 ? (double) n / fps >= seconds : g.bytes >= limit)
        break;
      frame (&g, n, start + (guint64) (1e9 / fps));
    }

  line (&g, THREAD_QUEUE, "message, thread-id=(guint64)%" G_GUINT64_FORMAT ", ts=(guint64)%" G_GUINT64_FORMAT
        ", element-ix=(uint)%u, name=(string)eos, structure=(structure)\"GstMessageEOS\\;\";",
        THREAD_QUEUE >> 4, g.ts, N_ELEMENTS);
  state_changes (&g, "playing", "paused");
  state_changes (&g, "paused", "ready");
  state_changes (&g, "ready", "null");

  if (fclose (g.out) != 0)
    {
      g_printerr ("cannot write %s\n", argv[1]);
      return 1;
    }
  g_print ("%s: %" G_GUINT64_FORMAT " bytes, %" G_GUINT64_FORMAT " frames, %.1f s\n",
           argv[1], g.bytes, n, (double) n / fps);
  return 0;
}
