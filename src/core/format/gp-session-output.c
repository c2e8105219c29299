/* gp-session-output.c: where a capture's session goes: checked before, saved with a fallback after
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

/* So that no capture is lost to its output path. gp_session_output_check() runs before a capture
 * starts (`run`/`wrap --out`, the app's capture): the path is a file name, not a directory or a
 * device, its folder exists and a temp file can be made there as the atomic save will.
 * gp_session_save_with_fallback() runs at the end: when the save still fails (disk full, folder
 * gone) the session goes to the app's sessions folder ($XDG_DATA_HOME/gst-profile/sessions, not the
 * folder that just failed a second time), else the temp dir, under the same name or
 * gst-profile-<id>.json when that is taken, and the caller says where. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gp-error.h"
#include "gp-session-json.h"
#include "gp-session-output.h"

gboolean
gp_session_output_check (const char  *path,
                         GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *probe = NULL;
  GStatBuf st;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  if (*path == '\0')
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot write the session: the path is empty");
      return FALSE;
    }

  /* An existing directory or device is never replaced by the session (the
   * atomic save would rename over it). */
  if (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                   "cannot write %s: it is %s, not a session file", path, gp_file_kind (st.st_mode));
      return FALSE;
    }
  if (g_str_has_suffix (path, G_DIR_SEPARATOR_S))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                   "cannot write %s: give a file name, not a folder", path);
      return FALSE;
    }

  dir = g_path_get_dirname (path);
  if (g_stat (dir, &st) != 0)
    {
      int errsv = errno;

      if (errsv == ENOENT)
        g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                     "cannot write %s: the folder %s does not exist", path, dir);
      else if (errsv == ENOTDIR)
        g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                     "cannot write %s: %s is not a folder", path, dir);
      else
        g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                     "cannot write %s: %s: %s", path, dir, g_strerror (errsv));
      return FALSE;
    }
  if (!S_ISDIR (st.st_mode))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                   "cannot write %s: %s is not a folder", path, dir);
      return FALSE;
    }

  /* The atomic save makes a temp file next to @path and renames it over:
   * make one the same way (permissions, a read-only file system, no room
   * for a new entry all show here). */
  probe = g_build_filename (dir, ".gst-profile-check-XXXXXX", NULL);
  fd = g_mkstemp_full (probe, O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      int errsv = errno;

      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                   "cannot write %s: cannot create a file in %s: %s", path, dir, g_strerror (errsv));
      return FALSE;
    }
  close (fd);
  g_unlink (probe);
  return TRUE;
}

char *
gp_session_output_sessions_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "gst-profile", "sessions", NULL);
}

/* @session saved in @dir under @name, or else its id's name; the path, or
 * NULL and @error. */
static char *
save_in (GpSession   *session,
         const char  *dir,
         const char  *name,
         GError     **error)
{
  g_autofree char *path = NULL;

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int errsv = errno;

      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot create %s: %s", dir, g_strerror (errsv));
      return NULL;
    }

  path = g_build_filename (dir, name, NULL);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autofree char *by_id = g_strdup_printf ("gst-profile-%s.json", gp_session_get_info (session)->id);

      g_free (path);
      path = g_build_filename (dir, by_id, NULL);
    }
  if (!gp_session_save (session, path, error))
    return NULL;
  return g_steal_pointer (&path);
}

char *
gp_session_save_with_fallback (GpSession   *session,
                               const char  *path,
                               GError     **save_error,
                               GError     **error)
{
  g_autoptr(GError) first_error = NULL;
  g_autoptr(GError) sessions_error = NULL;
  g_autoptr(GError) tmp_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *sessions = NULL;
  g_autofree char *in_dir = NULL;
  g_autofree char *here = NULL;
  char *written;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  if (gp_session_save (session, path, &first_error))
    return g_strdup (path);

  name = g_path_get_basename (path);
  if (*name == '\0' || g_str_equal (name, ".") || g_str_equal (name, G_DIR_SEPARATOR_S) ||
      g_str_equal (name, ".."))
    {
      g_free (name);
      name = g_strdup_printf ("gst-profile-%s.json", gp_session_get_info (session)->id);
    }

  /* Not the folder that just failed a second time. */
  sessions = gp_session_output_sessions_dir ();
  in_dir = g_path_get_dirname (path);
  here = g_canonicalize_filename (in_dir, NULL);
  written = NULL;
  {
    g_autofree char *canonical = g_canonicalize_filename (sessions, NULL);

    if (!g_str_equal (canonical, here))
      written = save_in (session, sessions, name, &sessions_error);
  }
  if (written == NULL)
    written = save_in (session, g_get_tmp_dir (), name, &tmp_error);

  if (written == NULL)
    g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "%s; nor in %s (%s)", first_error->message,
                 g_get_tmp_dir (), tmp_error->message);
  g_propagate_error (save_error, g_steal_pointer (&first_error));
  return written;
}
