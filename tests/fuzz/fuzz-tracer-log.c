/* fuzz-tracer-log.c: arbitrary bytes through the tracer-log aggregator
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

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gp-aggregator.h"

int LLVMFuzzerInitialize   (int           *argc,
                            char        ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* GLib 2.74's slice magazines keep freed blocks, which libFuzzer would take
   * for a leak after every input and run LeakSanitizer each time. */
  g_setenv ("G_SLICE", "always-malloc", TRUE);
  return 0;
}

static guint64
hash_bytes (const uint8_t *data,
            size_t         size)
{
  guint64 h = G_GUINT64_CONSTANT (1469598103934665603);

  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * G_GUINT64_CONSTANT (1099511628211);
  return h | 1;
}

static guint64
next (guint64 *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

/* Feeds @data in pieces whose sizes come from @seed (0: one piece). */
static GpSession *
ingest (const uint8_t *data,
        size_t         size,
        guint64        seed)
{
  GpSession *session = gp_session_new ();
  GpAggregator *agg = gp_aggregator_new (session);
  size_t off = 0;

  while (off < size)
    {
      size_t n = seed == 0 ? size : 1 + next (&seed) % (next (&seed) % 8 == 0 ? 4096 : 64);

      n = MIN (n, size - off);
      gp_aggregator_feed (agg, (const char *) data + off, n);
      off += n;
    }

  if (seed != 0)
    {
      /* A CPU sample whose thread names come from the input, mapped onto
       * whatever graph the input built. */
      static const double cores[] = { 12.5, 80.0 };
      char comm[2][24];
      GpThreadCpu threads[2];

      for (guint i = 0; i < 2; i++)
        {
          size_t len = MIN (size, 15);

          memcpy (comm[i], "7:", 2);
          for (size_t j = 0; j < len; j++)
            comm[i][2 + j] = data[(i * 5 + j) % size] ? (char) data[(i * 5 + j) % size] : 'x';
          comm[i][2 + len] = '\0';
          threads[i].key = comm[i];
          threads[i].pct = 10.0 * (i + 1);
        }
      gp_aggregator_ingest_cpu (agg, cores, 2, 46.2, threads, 2);
    }

  gp_aggregator_finish (agg);
  gp_aggregator_free (agg);
  return session;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  GpSession *whole = ingest (data, size, 0);
  GpSession *chunked = ingest (data, size, hash_bytes (data, size));
  const GpSessionInfo *a = gp_session_get_info (whole);
  const GpSessionInfo *b = gp_session_get_info (chunked);

  /* The chunking never changes what is parsed. */
  if (memcmp (&a->parse, &b->parse, sizeof a->parse) != 0 ||
      gp_series_get_n_windows (gp_session_get_series (whole)) !=
      gp_series_get_n_windows (gp_session_get_series (chunked)) ||
      gp_graph_n_links (gp_session_get_graph (whole)) != gp_graph_n_links (gp_session_get_graph (chunked)) ||
      gp_session_get_n_events (whole) != gp_session_get_n_events (chunked))
    abort ();

  /* Whatever was built is valid UTF-8 (JSON output depends on it). */
  for (guint i = 0; i < gp_graph_n_elements (gp_session_get_graph (chunked)); i++)
    if (!g_utf8_validate (gp_graph_element (gp_session_get_graph (chunked), i)->id, -1, NULL))
      abort ();
  for (guint i = 0; i < gp_session_get_n_events (chunked); i++)
    if (!g_utf8_validate (gp_session_get_event (chunked, i)->text, -1, NULL))
      abort ();

  g_object_unref (whole);
  g_object_unref (chunked);
  return 0;
}
