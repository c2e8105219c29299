/* gst-profile.c: the command line, dispatching to subcommands
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

/* main() of `gst-profile`: --help and --version, and the table of subcommands with their one-line
 * summaries; each runs with argv starting at its own name and the program name set to "gst-profile
 * COMMAND", so GOption's usage lines name it. The CLI links the core only, never GTK. */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "gp-cli-util.h"

typedef struct
{
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *summary;
} GpCommand;

static const GpCommand commands[] = {
  { "check",   gp_cli_cmd_check,   "show what this machine can capture (GStreamer, tracers, Jetson board)" },
  { "run",     gp_cli_cmd_run,     "capture a gst-launch-1.0 pipeline and print the verdict" },
  { "wrap",    gp_cli_cmd_wrap,    "capture your own GStreamer application (after --) and print the verdict" },
  { "analyze", gp_cli_cmd_analyze, "analyze a session or a GST_DEBUG tracer log and print the verdict" },
  { "report",  gp_cli_cmd_report,  "write a self-contained HTML report of a session" },
  { "parse",   gp_cli_cmd_parse,   "parse a gst-launch-1.0 pipeline string and print its elements and links" },
  { "patch",   gp_cli_cmd_patch,   "apply findings' fix patches to a session's launch string" },
  { "try",     gp_cli_cmd_try,     "run the session's pipeline with each fix and all of them, K times each, and compare" },
  { "compare", gp_cli_cmd_compare, "compare two sessions, before and after a change (a re-run with --parent)" },
  { "export",  gp_cli_cmd_export,  "export a session's graph (svg/png/dot), series (csv) or a Perfetto trace" },
  { "buffers", gp_cli_cmd_buffers, "where the buffers are at a moment: per element held buffers, bytes, age; process memory" },
};

static void
print_usage (FILE *out)
{
  fprintf (out,
           "Usage: gst-profile [--version] COMMAND [ARGS…]\n"
           "\n"
           "Profile GStreamer pipelines: capture, analyze, report.\n"
           "\n"
           "Commands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-9s %s\n", commands[i].name, commands[i].summary);
  fprintf (out,
           "\n"
           "Exit codes: 0 clean or info-only, 1 a high/medium finding, 2 the child failed,\n"
           "3 usage error or unusable input.\n"
           "Run 'gst-profile COMMAND --help' for a command's options.\n");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_set_prgname ("gst-profile");

  if (argc < 2)
    {
      print_usage (stderr);
      return GP_EXIT_USAGE;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return GP_EXIT_CLEAN;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("gst-profile %s\n", PACKAGE_VERSION);
      return GP_EXIT_CLEAN;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strconcat ("gst-profile ", commands[i].name, NULL);

        /* GOption prints "Usage: <prgname> [OPTION…] ARGS". */
        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }

  gp_cli_error ("unknown command '%s' (see gst-profile --help)", argv[1]);
  return GP_EXIT_USAGE;
}
