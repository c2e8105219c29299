/* gp-cli-util.c: what every gst-profile subcommand shares
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

static void G_GNUC_PRINTF (1, 0)
print_one_line (const char *format,
                va_list     args)
{
  g_autofree char *msg = g_strdup_vprintf (format, args);

  g_strdelimit (msg, "\r\n", ' ');
  fflush (stdout);
  fprintf (stderr, "gst-profile: %s\n", msg);
}

void
gp_cli_error (const char *format,
              ...)
{
  va_list args;

  va_start (args, format);
  print_one_line (format, args);
  va_end (args);
}

void
gp_cli_message (const char *format,
                ...)
{
  va_list args;

  va_start (args, format);
  print_one_line (format, args);
  va_end (args);
}

int
gp_cli_parse (GOptionContext *context,
              int            *argc,
              char         ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      gp_cli_error ("%s (see --help)", error->message);
      return GP_EXIT_USAGE;
    }
  return -1;
}
