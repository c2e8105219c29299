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

/* What every subcommand shares so that they all behave alike: messages as one line on stderr
 * (`gst-profile: …`, newlines folded), option parsing with the same errors and exit codes
 * (gp_cli_parse_args(): the options, then exactly the arguments the command takes), and
 * gp_cli_load_document(): the input opened as a GpDocument with its findings recomputed and stored
 * in the session, so that what a command writes never carries stale ones (with a tegrastats log
 * merged first for --tegrastats, gp_cli_load_document_full(): gp_document_load_full(), as the
 * app's open dialog); and the one reading of
 * a duration or a time ("30s", "2m", "500ms", bare seconds) that --duration and buffers --at share. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

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

void
gp_cli_tegrastats_clear (GpCliTegrastats *tegrastats)
{
  g_clear_pointer (&tegrastats->path, g_free);
}

#define MAX_TEGRASTATS_INTERVAL_MS (3600 * 1000)

GpDocument *
gp_cli_load_document_full (const char             *path,
                           const char * const     *dots,
                           const GpCliTegrastats  *tegrastats,
                           GpDocumentLoadFlags     flags)
{
  g_autoptr(GError) error = NULL;
  GpDocument *document;

  if (tegrastats == NULL || (tegrastats->path == NULL && tegrastats->interval_ms == 0))
    return gp_cli_load_document (path, dots, flags);

  if (tegrastats->path == NULL)
    {
      gp_cli_error ("--tegrastats-interval needs --tegrastats FILE");
      return NULL;
    }
  if (tegrastats->interval_ms < 0 || tegrastats->interval_ms > MAX_TEGRASTATS_INTERVAL_MS)
    {
      gp_cli_error ("--tegrastats-interval must be 1 to %d ms, not %d",
                    MAX_TEGRASTATS_INTERVAL_MS, tegrastats->interval_ms);
      return NULL;
    }

  document = gp_document_load_full (path, dots, tegrastats->path, (guint) tegrastats->interval_ms,
                                    flags | GP_DOCUMENT_LOAD_STORE_FINDINGS, NULL, &error);
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

gboolean
gp_cli_parse_duration (const char *text,
                       double     *seconds)
{
  g_autofree char *s = g_ascii_strdown (text, -1);
  double factor = 1.0;
  gsize len;
  char *end = NULL;
  double value;

  g_strstrip (s);
  len = strlen (s);
  if (g_str_has_suffix (s, "ms"))
    {
      factor = 0.001;
      s[len - 2] = '\0';
    }
  else if (g_str_has_suffix (s, "s"))
    s[len - 1] = '\0';
  else if (g_str_has_suffix (s, "m"))
    {
      factor = 60.0;
      s[len - 1] = '\0';
    }
  g_strstrip (s);

  if (s[0] == '\0')
    return FALSE;
  value = g_ascii_strtod (s, &end);
  if (end == s || *end != '\0' || !isfinite (value) || value < 0)
    return FALSE;
  *seconds = value * factor;
  return TRUE;
}
