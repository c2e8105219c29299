/* gp-ingest-bench.c: times the ingestion of a tracer log
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

#include <gio/gio.h>
#include <sys/resource.h>

#include "gp-aggregator.h"
#include "gp-loader.h"

/* Loads LOG the way `gst-profile analyze` does (gp_load_path) and prints one
 * line: bytes, seconds, MB/s, peak RSS and what was built. With --direct the
 * file is mapped and fed to the aggregator in one piece, which leaves the
 * I/O path out; with --read-only it is only read (a .gz inflated) through the
 * loader's stream, and nothing parsed: the floor of a compressed log. */

static gboolean direct;
static gboolean read_only;

static gboolean
read_through (const char  *path,
              GError     **error)
{
  g_autoptr(GInputStream) stream = gp_open_maybe_gzip (path, NULL, error);
  g_autofree char *buf = g_malloc (1024 * 1024);
  gsize n;

  if (stream == NULL)
    return FALSE;
  do
    if (!g_input_stream_read_all (stream, buf, 1024 * 1024, &n, NULL, error))
      return FALSE;
  while (n > 0);
  return TRUE;
}

static GpSession *
load_direct (const char  *path,
             GError     **error)
{
  g_autoptr(GMappedFile) map = g_mapped_file_new (path, FALSE, error);
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpAggregator) agg = NULL;

  if (map == NULL)
    return NULL;
  session = gp_session_new ();
  agg = gp_aggregator_new (session);
  gp_aggregator_feed (agg, g_mapped_file_get_contents (map), g_mapped_file_get_length (map));
  gp_aggregator_finish (agg);
  return g_steal_pointer (&session);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFile) file = NULL;
  GOptionEntry entries[] = {
    { "direct", 0, 0, G_OPTION_ARG_NONE, &direct, "Map the file and feed the aggregator directly", NULL },
    { "read-only", 0, 0, G_OPTION_ARG_NONE, &read_only, "Only read (inflate) the file, parse nothing", NULL },
    { NULL },
  };
  const GpParseStats *stats;
  struct rusage usage;
  gint64 start, end;
  double secs, mb;

  context = g_option_context_new ("LOG - time the ingestion of a tracer log");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("usage: %s [--direct | --read-only] LOG\n", g_get_prgname ());
      return 2;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, &error);
  if (info == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  if (read_only)
    {
      start = g_get_monotonic_time ();
      if (!read_through (argv[1], &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      g_print ("bytes=%" G_GOFFSET_FORMAT " seconds=%.3f\n", g_file_info_get_size (info),
               (g_get_monotonic_time () - start) / 1e6);
      return 0;
    }

  start = g_get_monotonic_time ();
  if (direct)
    session = load_direct (argv[1], &error);
  else
    session = gp_load_path (argv[1], NULL, NULL, &error);
  end = g_get_monotonic_time ();
  if (session == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  getrusage (RUSAGE_SELF, &usage);
  secs = (end - start) / 1e6;
  mb = g_file_info_get_size (info) / 1e6;
  stats = &gp_session_get_info (session)->parse;
  g_print ("bytes=%" G_GOFFSET_FORMAT " seconds=%.3f mb_per_s=%.1f max_rss_kb=%ld lines=%" G_GUINT64_FORMAT
           " records=%" G_GUINT64_FORMAT " unparsed=%" G_GUINT64_FORMAT " errors=%" G_GUINT64_FORMAT
           " windows=%u elements=%u links=%u events=%u\n",
           g_file_info_get_size (info), secs, mb / secs, usage.ru_maxrss, stats->lines, stats->records,
           stats->unparsed, stats->errors, gp_series_get_n_windows (gp_session_get_series (session)),
           gp_graph_n_elements (gp_session_get_graph (session)),
           gp_graph_n_links (gp_session_get_graph (session)), gp_session_get_n_events (session));
  return 0;
}
