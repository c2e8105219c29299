/* gp-ssh.c: GpSsh, one OpenSSH connection to a board (check, run and stop over it)
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

/* Everything the tool does on a board goes through one GpSsh: `ssh -T` (no tty, which would leave
 * the remote child running and turn line ends into CRLF), the user's options first (ssh keeps the
 * first value of an option), BatchMode=yes unless asked otherwise (the app turns it off to ask
 * through SSH_ASKPASS), and one ControlMaster connection (ControlPersist=60) in a private temp
 * directory, closed with `ssh -O exit` and removed when the GpSsh goes. Host keys are always
 * checked; the user's ssh config and known_hosts apply. Also the quoting of remote commands (`sh -c
 * SCRIPT sh ARG…`, every part single-quoted), ssh's failures in one line, and the remote
 * preflight. */

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "gp-capture-script.h"
#include "gp-error.h"
#include "gp-ssh.h"
#include "gp-ssh-option.h"

#define PROBE_MARK "@@GP "

struct _GpSsh
{
  char   *destination;
  GStrv   options;
  char   *control_dir;
  gboolean used;
  GStrv   environment;   /* extra KEY=VALUE for ssh, or NULL */
  gboolean batch_mode_off;
};

/* The probe of `check` is scripts/gp-remote-probe.sh: framed sections
 * "@@GP key" then the text; $1 is the root under which the board files are
 * read. */

GpSsh *
gp_ssh_new (const char         *destination,
            const char * const *options)
{
  GpSsh *ssh;

  g_return_val_if_fail (destination != NULL, NULL);

  ssh = g_new0 (GpSsh, 1);
  ssh->destination = g_strdup (destination);
  ssh->options = g_strdupv ((char **) options);
  if (ssh->options == NULL)
    ssh->options = g_new0 (char *, 1);
  return ssh;
}

void
gp_ssh_free (GpSsh *ssh)
{
  if (ssh == NULL)
    return;

  if (ssh->control_dir != NULL)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) argv = NULL;
      g_autofree char *control_path = g_build_filename (ssh->control_dir, "cm-%C", NULL);
      g_autoptr(GSubprocess) process = NULL;

      if (ssh->used)
        {
          g_autofree char *path_option = g_strconcat ("ControlPath=", control_path, NULL);

          g_strv_builder_add_many (builder, "ssh", "-O", "exit", "-o", path_option, NULL);
          for (guint i = 0; ssh->options[i] != NULL; i++)
            g_strv_builder_add_many (builder, "-o", ssh->options[i], NULL);
          g_strv_builder_add_many (builder, "--", ssh->destination, NULL);
          argv = g_strv_builder_end (builder);
          {
            g_autoptr(GSubprocessLauncher) launcher =
              gp_ssh_new_launcher (ssh, G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);

            process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, NULL);
          }
          if (process != NULL)
            g_subprocess_wait (process, NULL, NULL);
        }
      /* The socket is gone with the master; anything left is removed. */
      {
        g_autoptr(GDir) dir = g_dir_open (ssh->control_dir, 0, NULL);
        const char *name;

        while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
          {
            g_autofree char *path = g_build_filename (ssh->control_dir, name, NULL);
            g_unlink (path);
          }
        g_rmdir (ssh->control_dir);
      }
    }

  g_free (ssh->destination);
  g_strfreev (ssh->options);
  g_strfreev (ssh->environment);
  g_free (ssh->control_dir);
  g_free (ssh);
}

const char *
gp_ssh_get_destination (GpSsh *ssh)
{
  g_return_val_if_fail (ssh != NULL, NULL);
  return ssh->destination;
}

const char * const *
gp_ssh_get_options (GpSsh *ssh)
{
  g_return_val_if_fail (ssh != NULL, NULL);
  return (const char * const *) ssh->options;
}

void
gp_ssh_set_environment (GpSsh              *ssh,
                        const char * const *environment)
{
  g_return_if_fail (ssh != NULL);

  g_strfreev (ssh->environment);
  ssh->environment = g_strdupv ((char **) environment);
}

void
gp_ssh_set_batch_mode (GpSsh    *ssh,
                       gboolean  batch_mode)
{
  g_return_if_fail (ssh != NULL);
  ssh->batch_mode_off = !batch_mode;
}

GSubprocessLauncher *
gp_ssh_new_launcher (GpSsh            *ssh,
                     GSubprocessFlags  flags)
{
  GSubprocessLauncher *launcher;

  g_return_val_if_fail (ssh != NULL, NULL);

  launcher = g_subprocess_launcher_new (flags);
  for (guint i = 0; ssh->environment != NULL && ssh->environment[i] != NULL; i++)
    {
      const char *eq = strchr (ssh->environment[i], '=');
      g_autofree char *key = NULL;

      if (eq == NULL || eq == ssh->environment[i])
        continue;
      key = g_strndup (ssh->environment[i], eq - ssh->environment[i]);
      g_subprocess_launcher_setenv (launcher, key, eq + 1, TRUE);
    }
  return launcher;
}

/* Whether an option sets @keyword, read as ssh reads it. */
static gboolean
user_sets (GpSsh      *ssh,
           const char *keyword)
{
  for (guint i = 0; ssh->options[i] != NULL; i++)
    {
      const char *set = NULL;

      if (gp_ssh_option_normalize (ssh->options[i], &set, NULL, NULL) && g_str_equal (set, keyword))
        return TRUE;
    }
  return FALSE;
}

GStrv
gp_ssh_build_argv (GpSsh      *ssh,
                   const char *remote_command)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *control_path = NULL;
  g_autofree char *path_option = NULL;

  g_return_val_if_fail (ssh != NULL, NULL);
  g_return_val_if_fail (remote_command != NULL, NULL);

  if (ssh->control_dir == NULL)
    ssh->control_dir = g_dir_make_tmp ("gst-profile-ssh-XXXXXX", NULL);
  ssh->used = TRUE;

  /* No tty: a tty would leave the remote child running when we go, and
   * turn line ends into CRLF. ssh keeps the first value of an option, so
   * the user's come first. */
  g_strv_builder_add_many (builder, "ssh", "-T", NULL);
  for (guint i = 0; ssh->options[i] != NULL; i++)
    g_strv_builder_add_many (builder, "-o", ssh->options[i], NULL);
  if (!user_sets (ssh, "BatchMode"))
    g_strv_builder_add_many (builder, "-o", ssh->batch_mode_off ? "BatchMode=no" : "BatchMode=yes", NULL);
  if (ssh->control_dir != NULL)
    {
      control_path = g_build_filename (ssh->control_dir, "cm-%C", NULL);
      path_option = g_strconcat ("ControlPath=", control_path, NULL);
      g_strv_builder_add_many (builder, "-o", "ControlMaster=auto", "-o", path_option, NULL);
      g_strv_builder_add_many (builder, "-o", "ControlPersist=60", NULL);
    }
  g_strv_builder_add_many (builder, "--", ssh->destination, remote_command, NULL);
  return g_strv_builder_end (builder);
}

char *
gp_ssh_shell_command (const char         *script,
                      const char * const *args)
{
  GString *command = g_string_new ("sh -c ");
  g_autofree char *quoted = g_shell_quote (script);

  g_return_val_if_fail (script != NULL, NULL);

  g_string_append (command, quoted);
  g_string_append (command, " sh");
  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    {
      g_autofree char *arg = g_shell_quote (args[i]);

      g_string_append_c (command, ' ');
      g_string_append (command, arg);
    }
  return g_string_free (command, FALSE);
}

char *
gp_ssh_describe_failure (GpSsh      *ssh,
                         const char *ssh_stderr)
{
  const char *dest;
  g_auto(GStrv) lines = NULL;
  const char *last = NULL;

  g_return_val_if_fail (ssh != NULL, NULL);

  dest = ssh->destination;
  if (ssh_stderr == NULL)
    ssh_stderr = "";

  if (strstr (ssh_stderr, "Host key verification failed") != NULL ||
      strstr (ssh_stderr, "No ED25519 host key is known") != NULL ||
      strstr (ssh_stderr, "host key is known") != NULL)
    return g_strdup_printf ("ssh %s: the host key is unknown or has changed; connect once with "
                            "`ssh %s` to check and accept it, then retry", dest, dest);
  if (strstr (ssh_stderr, "REMOTE HOST IDENTIFICATION HAS CHANGED") != NULL)
    return g_strdup_printf ("ssh %s: the host key has changed; check it, fix known_hosts, then retry", dest);
  if (strstr (ssh_stderr, "Connection refused") != NULL)
    return g_strdup_printf ("ssh %s: connection refused (is sshd running there, on that port?)", dest);
  if (strstr (ssh_stderr, "Permission denied") != NULL)
    return g_strdup_printf ("ssh %s: authentication failed; check `ssh %s` works without a prompt "
                            "(a key), or pass --ssh-option BatchMode=no to be asked", dest, dest);
  if (strstr (ssh_stderr, "Could not resolve hostname") != NULL)
    return g_strdup_printf ("ssh %s: unknown host name", dest);
  if (strstr (ssh_stderr, "timed out") != NULL)
    return g_strdup_printf ("ssh %s: connection timed out", dest);

  lines = g_strsplit (ssh_stderr, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0')
        last = lines[i];
    }
  return g_strdup_printf ("ssh %s failed: %s", dest, last != NULL ? last : "no message");
}

gboolean
gp_ssh_run (GpSsh       *ssh,
            const char  *remote_command,
            char       **out,
            int         *exit_status,
            GError     **error)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *stdout_text = NULL;
  g_autofree char *stderr_text = NULL;
  int status;

  g_return_val_if_fail (ssh != NULL, FALSE);
  g_return_val_if_fail (remote_command != NULL, FALSE);

  argv = gp_ssh_build_argv (ssh, remote_command);
  launcher = gp_ssh_new_launcher (ssh, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                       G_SUBPROCESS_FLAGS_STDERR_PIPE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, &local_error);
  if (process == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot run ssh: %s", local_error->message);
      return FALSE;
    }
  if (!g_subprocess_communicate_utf8 (process, NULL, NULL, &stdout_text, &stderr_text, &local_error))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "ssh %s: %s", ssh->destination, local_error->message);
      return FALSE;
    }

  status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : 255;
  if (status == 255)
    {
      g_autofree char *message = gp_ssh_describe_failure (ssh, stderr_text);

      g_set_error_literal (error, GP_ERROR, GP_ERROR_FAILED, message);
      return FALSE;
    }

  if (out != NULL)
    *out = g_steal_pointer (&stdout_text);
  if (exit_status != NULL)
    *exit_status = status;
  return TRUE;
}

static void
string_free (gpointer data)
{
  g_string_free (data, TRUE);
}

GpPreflight *
gp_ssh_preflight (GpSsh       *ssh,
                  const char  *root,
                  GError     **error)
{
  const char *args[2] = { root != NULL ? root : "/", NULL };
  g_autofree char *command = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) sections = NULL;
  GString *current = NULL;
  int status = 0;

  g_return_val_if_fail (ssh != NULL, NULL);

  command = gp_ssh_shell_command (gp_capture_script (GP_CAPTURE_SCRIPT_REMOTE_PROBE), args);
  if (!gp_ssh_run (ssh, command, &out, &status, error))
    return NULL;

  sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, string_free);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], PROBE_MARK))
        {
          const char *key = lines[i] + strlen (PROBE_MARK);

          current = NULL;
          if (strcmp (key, "end") != 0 && !g_hash_table_contains (sections, key))
            {
              current = g_string_new (NULL);
              g_hash_table_insert (sections, g_strdup (key), current);
            }
          continue;
        }
      if (current != NULL)
        {
          g_string_append (current, lines[i]);
          g_string_append_c (current, '\n');
        }
    }

  {
    const char *keys[] = { "gst_launch", "version", "tracers", "nv_tegra_release", "model", "tegrastats" };
    char *values[G_N_ELEMENTS (keys)] = { NULL, };
    GpPreflight *preflight;

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        GString *text = NULL;
        char *stolen_key = NULL;

        if (g_hash_table_steal_extended (sections, keys[i], (gpointer *) &stolen_key, (gpointer *) &text))
          g_free (stolen_key);
        values[i] = text != NULL ? g_string_free (text, FALSE) : NULL;
      }
    if (values[0] != NULL)
      g_strstrip (values[0]);
    if (values[5] != NULL)
      g_strstrip (values[5]);

    preflight = gp_preflight_new_from_probe (args[0], values[0], values[1], values[2],
                                             values[3], values[4], values[5]);
    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      g_free (values[i]);

    if (strstr (out, PROBE_MARK "end") == NULL)
      {
        gp_preflight_free (preflight);
        g_set_error (error, GP_ERROR, GP_ERROR_FAILED,
                     "ssh %s: the board's shell did not run the probe (exit %d)", ssh->destination, status);
        return NULL;
      }
    return preflight;
  }
}
