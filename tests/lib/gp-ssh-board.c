/* gp-ssh-board.c: boards behind the loopback sshd, for the SSH capture tests
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

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gp-ssh-board.h"

#define JETSON_BOARD "xavier-nx-jp5"

/* The simulated Jetson's tegrastats: the lines recorded on the board, one
 * every --interval ms, over and over. */
static const char tegrastats_script[] =
  "#!/bin/sh\n"
  "[ \"$1\" = --interval ] || { echo 'usage: tegrastats --interval MS' >&2; exit 2; }\n"
  "s=$(($2 / 1000)).$(printf %%03d $(($2 %% 1000)))\n"
  "while :; do\n"
  "  while IFS= read -r l; do echo \"$l\"; sleep \"$s\"; done < '%s'\n"
  "done\n";

/* The tools a board without GStreamer still has. */
static const char *const nogst_tools[] = {
  "sh", "dash", "bash", "mktemp", "grep", "cat", "rm", "mv", "wc", "sleep", "setsid", "tr", "ps",
  "printf", "env", "gst-inspect-1.0",
};

static void
keygen (GpSshd     *sshd,
        const char *name)
{
  g_autofree char *path = gp_sshd_path (sshd, name);
  const char *argv[] = { "ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", path, NULL };

  g_assert_cmpint (gp_test_spawn (argv, NULL, NULL, NULL), ==, 0);
}

/* An authorized key whose login runs the client's command with PATH set
 * (an sshd forced command: the same sshd, a different board). */
static void
authorize_with_path (GpSshd     *sshd,
                     const char *key,
                     const char *path_value)
{
  g_autofree char *pub_name = g_strconcat (key, ".pub", NULL);
  g_autofree char *pub_path = gp_sshd_path (sshd, pub_name);
  g_autofree char *pub = gp_test_read_file (pub_path);
  g_autofree char *keys_path = gp_sshd_path (sshd, "authorized_keys");
  g_autofree char *keys = gp_test_read_file (keys_path);
  g_autofree char *line = NULL;
  g_autofree char *all = NULL;

  line = g_strdup_printf ("command=\"PATH=%s; export PATH; exec /bin/sh -c \\\"$SSH_ORIGINAL_COMMAND\\\"\" %s",
                          path_value, pub);
  all = g_strconcat (keys, g_str_has_suffix (keys, "\n") ? "" : "\n", line, NULL);
  g_assert_true (g_file_set_contents (keys_path, all, -1, NULL));
}

GpSshBoard *
gp_ssh_board_start (void)
{
  GpSshBoard *board = g_new0 (GpSshBoard, 1);
  g_autofree char *fixture = NULL;
  g_autofree char *script = NULL;
  g_autofree char *script_path = NULL;
  g_autofree char *jetson_path = NULL;

  board->sshd = gp_sshd_start ();

  /* The simulated Jetson: tegrastats first on PATH, board files in the
   * fixture root (the probe's root option). */
  board->jetson_bin = gp_sshd_path (board->sshd, "jetson-bin");
  board->jetson_root = gp_test_fixture ("jetson-root/" JETSON_BOARD);
  g_assert_cmpint (g_mkdir (board->jetson_bin, 0755), ==, 0);
  fixture = g_build_filename (board->jetson_root, "tegrastats.txt", NULL);
  script = g_strdup_printf (tegrastats_script, fixture);
  script_path = g_build_filename (board->jetson_bin, "tegrastats", NULL);
  g_assert_true (g_file_set_contents (script_path, script, -1, NULL));
  g_assert_cmpint (g_chmod (script_path, 0755), ==, 0);
  keygen (board->sshd, "jetson_key");
  jetson_path = g_strconcat (board->jetson_bin, ":$PATH", NULL);
  authorize_with_path (board->sshd, "jetson_key", jetson_path);

  /* A board without gst-launch-1.0. */
  board->nogst_bin = gp_sshd_path (board->sshd, "nogst-bin");
  g_assert_cmpint (g_mkdir (board->nogst_bin, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (nogst_tools); i++)
    {
      g_autofree char *found = g_find_program_in_path (nogst_tools[i]);
      g_autofree char *link = g_build_filename (board->nogst_bin, nogst_tools[i], NULL);

      if (found != NULL)
        g_assert_cmpint (symlink (found, link), ==, 0);
    }
  keygen (board->sshd, "nogst_key");
  authorize_with_path (board->sshd, "nogst_key", board->nogst_bin);

  /* A key nobody authorized. */
  keygen (board->sshd, "stranger_key");
  return board;
}

void
gp_ssh_board_stop (GpSshBoard *board)
{
  if (board == NULL)
    return;
  gp_sshd_stop (board->sshd);
  g_free (board->jetson_bin);
  g_free (board->jetson_root);
  g_free (board->nogst_bin);
  g_free (board);
}

GStrv
gp_ssh_board_options (GpSshBoard *board,
                      GpSshLogin  login,
                      const char *known_hosts)
{
  const char *keys[] = { "user_key", "jetson_key", "nogst_key", "stranger_key" };
  g_autofree char *known = known_hosts != NULL ? gp_sshd_path (board->sshd, known_hosts) : NULL;
  g_auto(GStrv) base = gp_sshd_options (board->sshd, known, FALSE);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *identity = NULL;
  g_autofree char *key = gp_sshd_path (board->sshd, keys[login]);

  identity = g_strconcat ("IdentityFile=", key, NULL);
  g_strv_builder_addv (builder, (const char **) base);
  g_strv_builder_add_many (builder, identity, "IdentitiesOnly=yes", NULL);
  return g_strv_builder_end (builder);
}

GStrv
gp_ssh_board_cli_argv (GpSshBoard         *board,
                       const char * const *args,
                       GpSshLogin          login,
                       const char         *known_hosts)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) options = gp_ssh_board_options (board, login, known_hosts);
  const char *cli = g_getenv ("GP_CLI");

  g_assert_nonnull (cli);
  /* right after the subcommand: wrap's own options end at its command */
  g_strv_builder_add_many (builder, cli, args[0], NULL);
  for (guint i = 0; options[i] != NULL; i++)
    g_strv_builder_add_many (builder, "--ssh-option", options[i], NULL);
  g_strv_builder_addv (builder, (const char **) args + 1);
  return g_strv_builder_end (builder);
}

GpCliResult *
gp_ssh_board_run_cli (GpSshBoard         *board,
                      const char * const *args,
                      GpSshLogin          login,
                      const char         *known_hosts)
{
  g_auto(GStrv) argv = gp_ssh_board_cli_argv (board, args, login, known_hosts);
  GpCliResult *res = g_new0 (GpCliResult, 1);

  res->status = gp_test_spawn ((const char * const *) argv, NULL, &res->out, &res->err);
  return res;
}

char *
gp_ssh_board_exec (GpSshBoard *board,
                   const char *command)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) options = gp_ssh_board_options (board, GP_SSH_LOGIN_PLAIN, NULL);
  g_auto(GStrv) argv = NULL;
  char *out = NULL;

  g_strv_builder_add_many (builder, "ssh", "-T", "-o", "BatchMode=yes", NULL);
  for (guint i = 0; options[i] != NULL; i++)
    g_strv_builder_add_many (builder, "-o", options[i], NULL);
  g_strv_builder_add_many (builder, "--", GP_SSH_BOARD_DEST, command, NULL);
  argv = g_strv_builder_end (builder);
  g_assert_cmpint (gp_test_spawn ((const char * const *) argv, NULL, &out, NULL), ==, 0);
  return out;
}

/* The lines of `ps` that are ours: the marker in the command line, or a
 * parent that has it. */
static GPtrArray *
find_ours (const char *ps,
           const char *marker)
{
  g_auto(GStrv) lines = g_strsplit (ps, "\n", -1);
  g_autoptr(GHashTable) pids = g_hash_table_new (NULL, NULL);
  GPtrArray *ours = g_ptr_array_new_with_free_func (g_free);
  gboolean grew = TRUE;

  for (guint i = 0; lines[i] != NULL; i++)
    g_strstrip (lines[i]);
  while (grew)
    {
      grew = FALSE;
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_auto(GStrv) fields = g_strsplit_set (lines[i], " \t", 3);
          int pid;
          int ppid;

          if (g_strv_length (fields) < 3)
            continue;
          pid = atoi (fields[0]);
          ppid = atoi (fields[1]);
          if (pid <= 0 || g_hash_table_contains (pids, GINT_TO_POINTER (pid)))
            continue;
          /* our own ssh clients here are not the board's */
          if (g_str_has_prefix (g_strchug (fields[2]), "ssh "))
            continue;
          if (strstr (fields[2], marker) != NULL || g_hash_table_contains (pids, GINT_TO_POINTER (ppid)))
            {
              g_hash_table_add (pids, GINT_TO_POINTER (pid));
              g_ptr_array_add (ours, g_strdup (lines[i]));
              grew = TRUE;
            }
        }
    }
  return ours;
}

void
gp_ssh_board_assert_nothing_left (GpSshBoard *board,
                                  const char *marker)
{
  g_autoptr(GPtrArray) ours = NULL;

  for (int attempt = 0; attempt < 40; attempt++)
    {
      g_autofree char *ps = gp_ssh_board_exec (board, "ps -A -ww -o pid=,ppid=,args=");

      g_clear_pointer (&ours, g_ptr_array_unref);
      ours = find_ours (ps, marker);
      if (ours->len == 0)
        return;
      g_usleep (200 * 1000);
    }
  for (guint i = 0; i < ours->len; i++)
    g_printerr ("left on the board: %s\n", (const char *) g_ptr_array_index (ours, i));
  g_assert_cmpuint (ours->len, ==, 0);
}

/* The CLI in the background */

struct _GpCliRun
{
  GSubprocess      *process;
  GDataInputStream *err_stream;
  GString          *err;
  GPid              pid;
};

GpCliRun *
gp_cli_run_start (const char * const *argv)
{
  GpCliRun *run = g_new0 (GpCliRun, 1);
  g_autoptr(GError) error = NULL;

  run->process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                    &error);
  g_assert_no_error (error);
  run->err_stream = g_data_input_stream_new (g_subprocess_get_stderr_pipe (run->process));
  run->err = g_string_new (NULL);
  return run;
}

GPid
gp_cli_run_wait_pid (GpCliRun *run)
{
  const char *mark = "  pid=";

  while (run->pid == 0)
    {
      g_autofree char *line = g_data_input_stream_read_line (run->err_stream, NULL, NULL, NULL);
      const char *p;

      if (line == NULL)
        break;
      g_string_append_printf (run->err, "%s\n", line);
      if (g_str_has_prefix (line, "gst-profile: capturing (") && (p = strstr (line, mark)) != NULL)
        run->pid = (GPid) atoi (p + strlen (mark));
    }
  return run->pid;
}

gboolean
gp_cli_run_wait_line (GpCliRun   *run,
                      const char *needle)
{
  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line (run->err_stream, NULL, NULL, NULL);

      if (line == NULL)
        return FALSE;
      g_string_append_printf (run->err, "%s\n", line);
      if (strstr (line, needle) != NULL)
        return TRUE;
    }
}

GPid
gp_cli_run_get_pid (GpCliRun *run)
{
  const char *identifier = g_subprocess_get_identifier (run->process);

  return identifier != NULL ? (GPid) atoi (identifier) : 0;
}

GpCliResult *
gp_cli_run_finish (GpCliRun *run)
{
  GpCliResult *res = g_new0 (GpCliResult, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  char buffer[4096];
  gssize n;

  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line (run->err_stream, NULL, NULL, NULL);

      if (line == NULL)
        break;
      g_string_append_printf (run->err, "%s\n", line);
    }
  while ((n = g_input_stream_read (g_subprocess_get_stdout_pipe (run->process), buffer, sizeof buffer,
                                   NULL, &error)) > 0)
    g_string_append_len (out, buffer, n);
  g_assert_no_error (error);
  g_subprocess_wait (run->process, NULL, &error);
  g_assert_no_error (error);

  res->status = g_subprocess_get_if_signaled (run->process) ? 128 + g_subprocess_get_term_sig (run->process)
                                                             : g_subprocess_get_exit_status (run->process);
  res->out = g_string_free (g_steal_pointer (&out), FALSE);
  res->err = g_string_free (run->err, FALSE);
  g_object_unref (run->err_stream);
  g_object_unref (run->process);
  g_free (run);
  return res;
}

/* /proc */

static char **
stat_fields (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *text = NULL;
  const char *close;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (close = strrchr (text, ')')) == NULL)
    return NULL;
  /* state, ppid, … */
  return g_strsplit (close + 2, " ", 3);
}

GPid
gp_test_parent_of (GPid pid)
{
  g_auto(GStrv) fields = stat_fields (pid);

  return fields != NULL && g_strv_length (fields) >= 2 ? (GPid) atoi (fields[1]) : 0;
}

char *
gp_test_comm_of (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/comm", (int) pid);
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return g_strchomp (text);
}

GPid
gp_test_find_child (GPid        parent,
                    const char *comm)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      GPid pid = (GPid) atoi (name);
      g_autofree char *child_comm = NULL;

      if (pid <= 0 || gp_test_parent_of (pid) != parent)
        continue;
      child_comm = gp_test_comm_of (pid);
      if (g_strcmp0 (child_comm, comm) == 0)
        return pid;
    }
  return 0;
}

guint
gp_test_count_messages (const char *err)
{
  g_auto(GStrv) lines = g_strsplit (err, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "gst-profile: ") &&
        !g_str_has_prefix (lines[i], "gst-profile: capturing (") &&
        !g_str_has_prefix (lines[i], "gst-profile: session written to "))
      n++;
  return n;
}
