/* gp-cli-report.c: `gst-profile report PATH -o OUT.html [--no-redact]`
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

/* The findings recomputed, then core/render's self-contained HTML page (gp_report_render()),
 * redacted unless --no-redact, written to a temporary file and renamed over OUT so that a failed
 * write never leaves half a report. */

#include "config.h"

#include <string.h>

#include "gp-cli-util.h"
#include "gp-report.h"
#include "gp-verdict.h"

int
gp_cli_cmd_report (int    argc,
                   char **argv)
{
  g_autofree char *out = NULL;
  g_auto(GpCliTegrastats) tegrastats = { NULL, 0 };
  gboolean no_redact = FALSE;
  const GOptionEntry entries[] = {
    GP_CLI_TEGRASTATS_ENTRIES (tegrastats),
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      "Write the HTML report to FILE (required)", "FILE" },
    { "no-redact", 0, 0, G_OPTION_ARG_NONE, &no_redact,
      "Keep endpoints, credentials and tokens (redacted by default)", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(JsonNode) verdict = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *html = NULL;
  int status;

  context = g_option_context_new ("PATH -o OUT.html");
  g_option_context_set_summary (context,
                                "Write one self-contained HTML report of a session JSON or a GST_DEBUG\n"
                                "tracer log: verdict, findings (recomputed), pipeline graph, timeline\n"
                                "and system plots. Endpoints, credentials and tokens are redacted\n"
                                "unless --no-redact is given. Exit status: 0 written, 3 error.");
  status = gp_cli_parse_args (context, entries, &argc, &argv, 1,
                              "report: give the PATH of a session or log (see --help)");
  if (status >= 0)
    return status;

  if (out == NULL || *out == '\0')
    {
      gp_cli_error ("report: give the output file with -o OUT.html (see --help)");
      return GP_EXIT_USAGE;
    }

  /* The findings recomputed (stored ones go stale), in the session reported. */
  document = gp_cli_load_document_full (argv[1], NULL, &tegrastats, GP_DOCUMENT_LOAD_DEFAULT);
  if (document == NULL)
    return GP_EXIT_USAGE;

  verdict = gp_verdict_to_json (gp_document_get_analysis (document),
                                gp_document_get_findings (document),
                                gp_document_get_catalog (document));
  html = gp_report_render (gp_document_get_session (document), gp_document_get_analysis (document),
                           verdict, !no_redact, &error);
  if (html == NULL)
    {
      gp_cli_error ("cannot write a report of %s: %s", argv[1], error->message);
      return GP_EXIT_USAGE;
    }

  /* Written to a temporary file and renamed over OUT: never half a report. */
  file = g_file_new_for_commandline_arg (out);
  if (!g_file_replace_contents (file, html, strlen (html), NULL, FALSE, G_FILE_CREATE_NONE,
                                NULL, NULL, &error))
    {
      gp_cli_error ("cannot write %s: %s", out, error->message);
      return GP_EXIT_USAGE;
    }

  if (no_redact)
    gp_cli_message ("report written to %s", out);
  else
    gp_cli_message ("report written to %s (redacted; --no-redact to keep endpoints)", out);

  return GP_EXIT_CLEAN;
}
