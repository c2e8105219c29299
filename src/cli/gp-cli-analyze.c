/* gp-cli-analyze.c: `gst-profile analyze PATH`
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

/* A session JSON or a tracer log (with --dot dumps and a --tegrastats log merged) opened as a GpDocument, the findings
 * always recomputed with the current rules, the verdict printed as text or --format json
 * (gp-cli-verdict.c), the session written to --out with those findings. Exit 0 clean or info-only,
 * 1 for a high or medium finding, 3 for unusable input; --serve, --port and --host are accepted for
 * compatibility with the reference and do nothing (the desktop app replaces its live panel); --open
 * shows the file in the app afterwards. */

#include "config.h"

#include "gp-cli-util.h"
#include "gp-cli-verdict.h"

int
gp_cli_cmd_analyze (int    argc,
                    char **argv)
{
  g_auto(GStrv) dots = NULL;
  g_autofree char *out = NULL;
  g_autofree char *format = NULL;
  g_autofree char *host = NULL;
  g_auto(GpCliTegrastats) tegrastats = { NULL, 0 };
  gboolean serve = FALSE;
  gboolean open = FALSE;
  int port = 8790;
  const GOptionEntry entries[] = {
    { "dot", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &dots,
      "A dot dump to merge for topology and caps (repeatable; for a log)", "FILE" },
    GP_CLI_TEGRASTATS_ENTRIES (tegrastats),
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
      "Write the session, with recomputed findings, to FILE", "FILE" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "Verdict format: text (default) or json", "FORMAT" },
    { "open", 0, 0, G_OPTION_ARG_NONE, &open,
      "Open PATH in the desktop app (gst-profile-inspector) when it is installed", NULL },
    { "serve", 0, 0, G_OPTION_ARG_NONE, &serve,
      "Accepted for compatibility; the desktop app replaces the live panel", NULL },
    { "port", 0, 0, G_OPTION_ARG_INT, &port,
      "Accepted for compatibility (no effect)", "N" },
    { "host", 0, 0, G_OPTION_ARG_STRING, &host,
      "Accepted for compatibility (no effect)", "HOST" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GpDocument) document = NULL;
  gboolean as_json;
  int status;

  context = g_option_context_new ("PATH");
  g_option_context_set_summary (context,
                                "Analyze a recorded session JSON or a GST_DEBUG tracer log (optionally\n"
                                "gzip-compressed) and print the verdict. Findings are always recomputed.\n"
                                "Exit status: 0 clean or info-only, 1 a high/medium finding, 3 unusable input.");
  status = gp_cli_parse_args (context, entries, &argc, &argv, 1,
                              "analyze: give the PATH of a session or log (see --help)");
  if (status >= 0)
    return status;

  if (format != NULL && g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      gp_cli_error ("analyze: --format must be text or json, not '%s'", format);
      return GP_EXIT_USAGE;
    }
  as_json = g_strcmp0 (format, "json") == 0;

  if (serve)
    gp_cli_message ("--serve has no effect: open the session in the desktop app for the live panel");

  document = gp_cli_load_document_full (argv[1], (const char * const *) dots, &tegrastats,
                                        GP_DOCUMENT_LOAD_DEFAULT);
  if (document == NULL)
    return GP_EXIT_USAGE;

  status = gp_cli_conclude (document, out, as_json);
  if (open && status != GP_EXIT_USAGE)
    gp_cli_open_in_app (argv[1]);

  return status;
}
