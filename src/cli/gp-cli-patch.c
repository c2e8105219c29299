/* gp-cli-patch.c: `gst-profile parse` and `gst-profile patch`
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

#include <stdio.h>

#include "gp-cli-util.h"
#include "gp-json-writer.h"
#include "gp-launch.h"

/* Several arguments are joined as gst-launch-1.0 joins its argv
 * (gst_parse_launchv()): a space outside double quotes inside one argument
 * is escaped, so `gst-profile parse filesrc "location=a b" ! …` means what
 * `gst-launch-1.0 filesrc "location=a b" ! …` means. */
static char *
join_argv (int    argc,
           char **argv)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < argc; i++)
    {
      const char *s = argv[i];
      gboolean in_quotes = FALSE;

      for (const char *c = s; *c != '\0'; c++)
        {
          if (*c == '"' && (!in_quotes || c == s || c[-1] != '\\'))
            in_quotes = !in_quotes;
          if (*c == ' ' && !in_quotes)
            g_string_append_c (out, '\\');
          g_string_append_c (out, *c);
        }
      if (i + 1 < argc)
        g_string_append_c (out, ' ');
    }
  return g_string_free (out, FALSE);
}

int
gp_cli_cmd_parse (int    argc,
                  char **argv)
{
  g_autofree char *format = NULL;
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "Output format: text (default) or json", "FORMAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = NULL;
  g_autofree char *text = NULL;
  int status;

  context = g_option_context_new ("\"LAUNCH STRING\"");
  g_option_context_set_summary (context,
                                "Parse a gst-launch-1.0 pipeline string the way gst_parse_launch() does and\n"
                                "print its elements (with the names GStreamer gives them) and links.\n"
                                "Exit status: 0 parsed, 3 not a valid pipeline string (with its position).");
  g_option_context_add_main_entries (context, entries, NULL);
  status = gp_cli_parse (context, &argc, &argv);
  if (status >= 0)
    return status;

  if (argc < 2)
    {
      gp_cli_error ("parse: give a pipeline string (see --help)");
      return GP_EXIT_USAGE;
    }
  if (format != NULL && g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      gp_cli_error ("parse: --format must be text or json, not '%s'", format);
      return GP_EXIT_USAGE;
    }

  text = argc == 2 ? g_strdup (argv[1]) : join_argv (argc - 1, argv + 1);
  launch = gp_launch_parse (text, -1, &error);
  if (launch == NULL)
    {
      gp_cli_error ("parse: %s", error->message);
      return GP_EXIT_USAGE;
    }

  if (g_strcmp0 (format, "json") == 0)
    {
      g_autoptr(JsonNode) node = gp_launch_to_json (launch);
      g_autofree char *json = gp_json_to_string (node);

      printf ("%s\n", json);
    }
  else
    {
      g_autofree char *out = gp_launch_to_text (launch);

      fputs (out, stdout);
    }
  fflush (stdout);
  return GP_EXIT_CLEAN;
}

int
gp_cli_cmd_patch (int    argc,
                  char **argv)
{
  gp_cli_error ("patch: not implemented yet");
  return GP_EXIT_USAGE;
}
