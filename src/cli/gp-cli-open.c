/* gp-cli-open.c: `--open`, the result shown in the desktop app
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

/* `run`, `wrap` and `analyze --open` start the desktop app on the result: $GP_INSPECTOR, else the
 * installed gst-profile-inspector (GP_BINDIR), else the first on PATH; started detached in its own
 * session, so that the terminal's Ctrl-C and hangup after we exit are not the app's. No app is not
 * an error: the CLI says so on stderr and its exit status stays the verdict's. */

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include <gio/gio.h>

#include "gp-cli-util.h"

#define INSPECTOR "gst-profile-inspector"

static gboolean
is_program (const char *path)
{
  return g_file_test (path, G_FILE_TEST_IS_EXECUTABLE) && !g_file_test (path, G_FILE_TEST_IS_DIR);
}

/* $GP_INSPECTOR, else the installed one, else the first on PATH; NULL
 * when none is there. */
static char *
find_inspector (void)
{
  const char *env = g_getenv ("GP_INSPECTOR");
  g_autofree char *installed = NULL;

  if (env != NULL && *env != '\0')
    return is_program (env) ? g_strdup (env) : NULL;

  installed = g_build_filename (GP_BINDIR, INSPECTOR, NULL);
  if (is_program (installed))
    return g_steal_pointer (&installed);

  return g_find_program_in_path (INSPECTOR);
}

/* In the child: its own session, so that the terminal's Ctrl-C and hangup
 * after we exit are not the app's. */
static void
detach (gpointer user_data)
{
  setsid ();
}

void
gp_cli_open_in_app (const char *path)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *inspector = NULL;
  g_autofree char *file = NULL;
  const char *env = g_getenv ("GP_INSPECTOR");
  int out_fd;

  g_return_if_fail (path != NULL);

  inspector = find_inspector ();
  if (inspector == NULL)
    {
      if (env != NULL && *env != '\0')
        gp_cli_message ("--open: the desktop app is not installed (GP_INSPECTOR=%s is not a program); "
                        "%s was not opened", env, path);
      else
        gp_cli_message ("--open: the desktop app (" INSPECTOR ") is not installed; %s was not opened",
                        path);
      return;
    }

  file = g_canonicalize_filename (path, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  /* Its messages go where ours do; our stdout (the verdict, maybe a pipe)
   * closes when we exit, not when the app does. */
  out_fd = dup (STDERR_FILENO);
  if (out_fd >= 0)
    g_subprocess_launcher_take_stdout_fd (launcher, out_fd);
  g_subprocess_launcher_set_child_setup (launcher, detach, NULL, NULL);

  fflush (stdout);
  process = g_subprocess_launcher_spawn (launcher, &error, inspector, file, NULL);
  if (process == NULL)
    {
      gp_cli_message ("--open: cannot start %s: %s", inspector, error->message);
      return;
    }

  gp_cli_message ("opening %s in the desktop app", file);
}
