/* gp-cli-buffers.c: `gst-profile buffers SESSION [--at TIME] [--format text|json]`
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

/* The leak hunt's "where are the buffers?" at one moment of a capture: GpHoldings (core/analysis)
 * for the window holding --at (default: the last window with samples before the pipeline left
 * PLAYING, since the teardown flushes the queues), printed as a table, most
 * bytes first (element, factory, pipeline, buffers, bytes, oldest age), with where the figures come
 * from (exact whereabouts, estimated from the stats tracer, or queue levels only, when bytes and ages
 * are "—": never a made-up number) and the process memory then, its slope and time-to-OOM; or the
 * same as JSON (--format json). A time outside the capture is exit 3. So is a session with no
 * holdings at all, with why: cli.md's 3 is an input unusable for the command, and an exit 0 with
 * no rows would read as "nothing held" to a script when nothing was measured. */

#include "config.h"

#include <math.h>
#include <stdio.h>

#include "gp-cli-table.h"
#include "gp-cli-util.h"
#include "gp-holdings.h"
#include "gp-json-writer.h"

#define UNKNOWN "—"

/* GLib's "1.2 GB", with a plain space for its no-break one, so that the
 * text greps as it reads. */
static char *
format_bytes (double bytes)
{
  g_autofree char *size = NULL;
  g_auto(GStrv) parts = NULL;

  if (isnan (bytes))
    return g_strdup (UNKNOWN);
  size = g_format_size ((guint64) llround (MAX (bytes, 0)));
  parts = g_strsplit (size, "\302\240", -1);
  return g_strjoinv (" ", parts);
}

static char *
format_age (double ms)
{
  if (isnan (ms))
    return g_strdup (UNKNOWN);
  if (ms < 1000)
    return g_strdup_printf ("%.0f ms", ms);
  return g_strdup_printf ("%.1f s", ms / 1000);
}

static char *
format_span (double seconds)
{
  if (seconds < 120)
    return g_strdup_printf ("%.0f s", seconds);
  if (seconds < 7200)
    return g_strdup_printf ("%.1f min", seconds / 60);
  return g_strdup_printf ("%.1f h", seconds / 3600);
}

static const char *
source_text (GpHoldingsSource source)
{
  switch (source)
    {
    case GP_HOLDINGS_SOURCE_EXACT:
      return "exact: our tracer's buffer whereabouts";
    case GP_HOLDINGS_SOURCE_ESTIMATED:
      return "estimated from the stats tracer's pushes in and out of each element";
    case GP_HOLDINGS_SOURCE_QUEUE_LEVELS:
      return "queue levels only: buffers in queue-like elements; bytes and ages not measured";
    case GP_HOLDINGS_SOURCE_NONE:
    default:
      return "nothing measured";
    }
}

/* The one line on the process: RSS, slope, MemAvailable and how long it lasts. */
static char *
memory_line (const GpHoldings *h)
{
  GString *line = g_string_new ("process memory: ");
  g_autofree char *rss = NULL;

  if (isnan (h->rss_bytes))
    {
      g_string_append (line, "not measured");
      return g_string_free (line, FALSE);
    }

  rss = format_bytes (h->rss_bytes);
  g_string_append_printf (line, "%s RSS", rss);
  if (isnan (h->rss_slope_bytes_s))
    g_string_append (line, " (too few samples for a trend)");
  else
    {
      g_autofree char *rate = format_bytes (fabs (h->rss_slope_bytes_s));

      if (h->rss_slope_bytes_s > 0)
        g_string_append_printf (line, ", growing %s/s", rate);
      else if (h->rss_slope_bytes_s < 0)
        g_string_append_printf (line, ", shrinking %s/s", rate);
      else
        g_string_append (line, ", steady");
      g_string_append_printf (line, " (Theil–Sen slope over the later half up to %.2f s)", h->end_s);
    }

  if (!isnan (h->mem_available_bytes))
    {
      g_autofree char *available = format_bytes (h->mem_available_bytes);

      g_string_append_printf (line, "; MemAvailable %s", available);
      if (!isnan (h->time_to_oom_s))
        {
          g_autofree char *span = format_span (h->time_to_oom_s);

          g_string_append_printf (line, ", out of memory in ~%s at that rate", span);
        }
    }
  return g_string_free (line, FALSE);
}

/* The window's time as every view shows it (its middle, to the digits that
 * show it exactly: "7.625"). */
static char *
window_time (const GpHoldings *h)
{
  GpSeries *series = gp_session_get_series (h->session);
  int decimals = gp_series_get_time_resolution (series) < 0.01 ? 3 : 2;

  return g_strdup_printf ("%.*f", decimals, gp_series_get_window_time (series, h->window));
}

static void
print_text (const GpHoldings *h,
            const char       *at_text)
{
  g_autofree char *at = window_time (h);
  g_autofree char *when = NULL;
  g_autofree char *memory = memory_line (h);
  double stopped = gp_holdings_stopped_at (h->session);
  gboolean mixed = FALSE;

  if (at_text != NULL)
    when = g_strdup_printf ("window %.2f–%.2f s, which holds --at %s", h->at_s, h->end_s, at_text);
  else if (!isnan (stopped) && h->end_s <= stopped + 1e-9)
    when = g_strdup_printf ("window %.2f–%.2f s, the last with samples before the pipeline stopped at %.2f s",
                            h->at_s, h->end_s, stopped);
  else
    when = g_strdup_printf ("window %.2f–%.2f s, the last with samples", h->at_s, h->end_s);

  if (h->n_sampled == 0)
    printf ("nothing measured at %s s (%s): no element has a sample in that window\n", at, when);
  else if (h->rows->len == 0)
    printf ("nothing held at %s s (%s) · %s\n", at, when, source_text (h->source));
  else
    {
      GpCliTable table;

      printf ("buffers at %s s (%s) · %s\n", at, when, source_text (h->source));
      for (guint i = 0; i < h->rows->len; i++)
        mixed = mixed || g_array_index (h->rows, GpHolding, i).source != h->source;

      gp_cli_table_init (&table, mixed ? "lllrrrl" : "lllrrr", "  ");
      gp_cli_table_add (&table, "element", "factory", "pipeline", "buffers", "bytes", "oldest",
                        mixed ? "from" : NULL, NULL);
      for (guint i = 0; i < h->rows->len; i++)
        {
          const GpHolding *row = &g_array_index (h->rows, GpHolding, i);
          g_autofree char *buffers = g_strdup_printf ("%.0f", row->buffers);
          g_autofree char *bytes = format_bytes (row->bytes);
          g_autofree char *age = format_age (row->oldest_ms);

          gp_cli_table_add (&table, row->element,
                            row->factory != NULL ? row->factory : UNKNOWN,
                            row->pipeline != NULL ? row->pipeline : UNKNOWN,
                            buffers, bytes, age,
                            mixed ? gp_holdings_source_to_string (row->source) : NULL, NULL);
        }
      gp_cli_table_print (&table, "  ");
    }
  printf ("%s\n", memory);
}

/* Why @session has no holdings, for the one error line. */
static const char *
why_none (GpSession *session)
{
  const GpTarget *target = gp_session_get_target (session);

  if (target->capabilities.queue_levels)
    return "its queue-level series hold no sample";
  if (target->ssh_destination != NULL)
    return "it was captured over SSH without queue levels or buffer whereabouts; "
           "capture it again with this version's gst-profile run --ssh or wrap --ssh";
  return "it was captured without queue levels or buffer whereabouts "
         "(a stock tracer log, --tracers given as is, or an older recording); "
         "capture it again with gst-profile run or wrap, without --tracers";
}

int
gp_cli_cmd_buffers (int    argc,
                    char **argv)
{
  g_autofree char *at = NULL;
  g_autofree char *format = NULL;
  const GOptionEntry entries[] = {
    { "at", 0, 0, G_OPTION_ARG_STRING, &at,
      "The moment to look at, from the capture's start: 12.5, 12.5s, 500ms, 1m (default: the end)", "TIME" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "Output format: text (default) or json", "FORMAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpHoldings) holdings = NULL;
  GpSession *session;
  gboolean as_json;
  double at_s = 0;
  guint window;
  int status;

  context = g_option_context_new ("SESSION");
  g_option_context_set_summary (context,
                                "Where the buffers are at a moment of a capture (default: its end): one row\n"
                                "per element holding any, most bytes first, with its factory, pipeline,\n"
                                "buffers, bytes and the age of the oldest; then the process memory (RSS),\n"
                                "its slope up to that moment and the time until MemAvailable runs out.\n"
                                "\n"
                                "The figures are exact with our tracer's buffer whereabouts, estimated from\n"
                                "the stats tracer otherwise, or queue levels only (buffers, no bytes or\n"
                                "ages: shown as —); the first line says which. --at picks the 250 ms window\n"
                                "holding TIME and says which; the default is the last window before the\n"
                                "pipeline stopped (its teardown empties the queues).\n"
                                "JSON (--format json): {at_s, end_s, source, sampled, rss_bytes,\n"
                                "rss_slope_bytes_s, mem_available_bytes, time_to_oom_s, elements: [{element,\n"
                                "factory, pipeline, buffers, bytes, oldest_ms, source}]}, null where not\n"
                                "measured.\n"
                                "Exit status: 0 printed; 3 usage error, unusable input, a TIME outside the\n"
                                "capture, or a session with no holdings at all (captured without queue\n"
                                "levels: the line says why).");
  status = gp_cli_parse_args (context, entries, &argc, &argv, 1,
                              "buffers: give the SESSION to look into (see --help)");
  if (status >= 0)
    return status;

  if (format != NULL && !g_str_equal (format, "text") && !g_str_equal (format, "json"))
    {
      gp_cli_error ("buffers: --format must be text or json, not '%s'", format);
      return GP_EXIT_USAGE;
    }
  as_json = format != NULL && g_str_equal (format, "json");
  if (at != NULL && !gp_cli_parse_duration (at, &at_s))
    {
      gp_cli_error ("buffers: --at must be a time like 12.5, 12.5s, 500ms or 1m, not '%s'", at);
      return GP_EXIT_USAGE;
    }

  document = gp_cli_load_document (argv[1], NULL, GP_DOCUMENT_LOAD_SESSION_ONLY);
  if (document == NULL)
    return GP_EXIT_USAGE;
  session = gp_document_get_session (document);

  if (gp_holdings_session_source (session) == GP_HOLDINGS_SOURCE_NONE)
    {
      gp_cli_error ("buffers: %s has no buffer holdings: %s", argv[1], why_none (session));
      return GP_EXIT_USAGE;
    }

  if (at != NULL)
    {
      GpSeries *series = gp_session_get_series (session);
      guint n = gp_series_get_n_windows (series);

      if (!gp_holdings_window_at (session, at_s, &window))
        {
          gp_cli_error ("buffers: --at %s is outside the capture (%.2f–%.2f s)", at,
                        gp_series_get_t (series, 0),
                        gp_series_get_t (series, n - 1) + gp_series_get_window_ms (series) / 1000.0);
          return GP_EXIT_USAGE;
        }
    }
  else if (!gp_holdings_last_window (session, &window))
    {
      /* Not reached: a session with a source has a sample. */
      gp_cli_error ("buffers: %s has no buffer holdings", argv[1]);
      return GP_EXIT_USAGE;
    }

  holdings = gp_holdings_new (session, window);
  if (as_json)
    {
      g_autoptr(JsonNode) node = gp_holdings_to_json (holdings);
      g_autofree char *text = gp_json_to_string (node);

      printf ("%s\n", text);
    }
  else
    print_text (holdings, at);

  return GP_EXIT_CLEAN;
}
