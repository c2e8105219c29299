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

GpDocument *
gp_cli_load_document (const char          *path,
                      const char * const  *dots,
                      GpDocumentLoadFlags  flags)
{
  g_autoptr(GError) error = NULL;
  GpDocument *document;

  document = gp_document_load (path, dots, flags | GP_DOCUMENT_LOAD_STORE_FINDINGS, NULL, &error);
  if (document == NULL)
    gp_cli_error ("%s", error->message);

  return document;
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

int
gp_cli_parse_args (GOptionContext      *context,
                   const GOptionEntry  *entries,
                   int                 *argc,
                   char              ***argv,
                   int                  n_args,
                   const char          *missing)
{
  int status;

  g_option_context_add_main_entries (context, entries, NULL);
  status = gp_cli_parse (context, argc, argv);
  if (status >= 0)
    return status;

  if (*argc < n_args + 1)
    {
      gp_cli_error ("%s", missing);
      return GP_EXIT_USAGE;
    }
  if (*argc > n_args + 1)
    {
      gp_cli_error ("%s: too many arguments (see --help)", (*argv)[0]);
      return GP_EXIT_USAGE;
    }
  return -1;
}
