/* gp-factory-check.c: which element factories a target lacks (before a re-run)
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

/* Before a Re-run, the app asks whether the target knows every factory of the patched string (a
 * swapped-in hardware encoder, say): `gst-inspect-1.0 FACTORY` for each, here or on the board over
 * the GpSsh, through scripts/gp-factory-check.sh so that every name is one quoted argument.
 * gst-inspect-1.0 missing there, or a failed connection, is an error rather than "all missing".
 * Blocking: the app calls it from a worker thread. */

#include "config.h"

#include <string.h>

#include "gp-capture-script.h"
#include "gp-error.h"
#include "gp-factory-check.h"

#define MARK "@@GP "

/* scripts/gp-factory-check.sh: the names come as "$@", never in the
 * script's text. */

static gboolean
run_here (const char * const  *factories,
          char               **out,
          GError             **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) local_error = NULL;

  g_strv_builder_add_many (builder, "/bin/sh", "-c", gp_capture_script (GP_CAPTURE_SCRIPT_FACTORY_CHECK), "sh", NULL);
  g_strv_builder_addv (builder, (const char **) factories);
  argv = g_strv_builder_end (builder);
  process = g_subprocess_newv ((const char * const *) argv,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                               &local_error);
  if (process == NULL || !g_subprocess_communicate_utf8 (process, NULL, NULL, out, NULL, &local_error))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot run gst-inspect-1.0: %s", local_error->message);
      return FALSE;
    }
  return TRUE;
}

GStrv
gp_factory_check_missing (GpSsh               *ssh,
                          const char * const  *factories,
                          GError             **error)
{
  g_autoptr(GStrvBuilder) missing = g_strv_builder_new ();
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  const char *where = ssh != NULL ? gp_ssh_get_destination (ssh) : "this computer";
  gboolean ended = FALSE;

  g_return_val_if_fail (factories != NULL, NULL);

  for (guint i = 0; factories[i] != NULL; i++)
    if (strchr (factories[i], '\n') != NULL)
      {
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "“%s” is not a factory name", factories[i]);
        return NULL;
      }

  if (ssh != NULL)
    {
      g_autofree char *command = gp_ssh_shell_command (gp_capture_script (GP_CAPTURE_SCRIPT_FACTORY_CHECK), factories);

      if (!gp_ssh_run (ssh, command, &out, NULL, error))
        return NULL;
    }
  else if (!run_here (factories, &out, error))
    return NULL;

  lines = g_strsplit (out != NULL ? out : "", "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_equal (lines[i], MARK "no-inspect"))
        {
          g_set_error (error, GP_ERROR, GP_ERROR_NOT_FOUND,
                       "gst-inspect-1.0 is not installed on %s: cannot check the pipeline's elements there",
                       where);
          return NULL;
        }
      if (g_str_has_prefix (lines[i], MARK "missing "))
        g_strv_builder_add (missing, lines[i] + strlen (MARK "missing "));
      else if (g_str_equal (lines[i], MARK "end"))
        ended = TRUE;
    }
  if (!ended)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED,
                   "the element check on %s ended early", where);
      return NULL;
    }
  return g_strv_builder_end (missing);
}
