/* gp-transport-ssh.c: GpTransportSsh, a capture of a pipeline or an application on a board over SSH
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

/* GpTransportSsh is the GpTransport of `run --ssh`/`wrap --ssh`, the capture dialog's board and
 * Re-run on a board: one remote sh per capture (scripts/gp-remote-run.sh, its protocol in
 * gp-transport-ssh-private.h) over the GpSsh's ControlMaster connection. The board stops everything
 * itself when it loses us: the end of stdin stops the child, and the sampler stops it when its
 * frames can no longer be written.
 *
 * The object, its settings, the start (the remote command, ssh with a socket for its stdin), the
 * stop (INT, then TERM, then KILL, then the connection let go) and the read loop over ssh's stdout
 * and stderr; what comes in is read by gp-transport-ssh-log.c (stdout) and
 * gp-transport-ssh-frames.c (stderr), the end by gp-transport-ssh-exit.c. */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "gp-capture-script.h"
#include "gp-error.h"
#include "gp-transport-ssh-private.h"

#define READ_CHUNK (64 * 1024)

static void gp_transport_ssh_iface_init (GpTransportInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GpTransportSsh, gp_transport_ssh, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GP_TYPE_TRANSPORT, gp_transport_ssh_iface_init))

/* Tells the board's controller to signal the child; never blocks, never
 * raises SIGPIPE (the socket may be closed at the other end). */
static void
send_signal (GpTransportSsh *self,
             int             signum)
{
  const char *command = signum == SIGKILL ? "KILL\n" : signum == SIGTERM ? "TERM\n" : "INT\n";

  self->last_signal = signum;
  if (self->control_fd >= 0)
    (void) send (self->control_fd, command, strlen (command), MSG_NOSIGNAL | MSG_DONTWAIT);
}

void
_gp_transport_ssh_close_control (GpTransportSsh *self)
{
  if (self->control_fd >= 0)
    close (self->control_fd);
  self->control_fd = -1;
}

static void
gp_transport_ssh_dispose (GObject *object)
{
  GpTransportSsh *self = (GpTransportSsh *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->escalate_source, g_source_remove);

  /* Never leave the child behind on the board: KILL, and the end of stdin
   * makes the controller finish the job should the line be slow. */
  if (self->process != NULL && !self->exited)
    {
      send_signal (self, SIGKILL);
      _gp_transport_ssh_close_control (self);
      g_subprocess_force_exit (self->process);
      g_subprocess_wait (self->process, NULL, NULL);
      self->exited = TRUE;
    }
  _gp_transport_ssh_close_control (self);
  g_clear_object (&self->process);

  G_OBJECT_CLASS (gp_transport_ssh_parent_class)->dispose (object);
}

static void
gp_transport_ssh_finalize (GObject *object)
{
  GpTransportSsh *self = (GpTransportSsh *)object;

  g_strfreev (self->argv);
  g_free (self->gst_tracers);
  g_free (self->gst_debug);
  g_free (self->tegrastats);
  g_clear_object (&self->cancellable);
  g_string_free (self->head, TRUE);
  g_string_free (self->line, TRUE);
  g_string_free (self->err, TRUE);
  g_string_free (self->log_line, TRUE);
  g_clear_pointer (&self->texts, g_hash_table_unref);
  g_free (self->tegra_line);
  g_clear_pointer (&self->procstat, gp_procstat_free);
  g_clear_pointer (&self->tegra, gp_tegra_sample_free);
  g_free (self->dot_name);
  g_clear_pointer (&self->dot, g_byte_array_unref);
  g_free (self->remote_dir);
  g_free (self->remote_error);
  g_free (self->log_error);

  G_OBJECT_CLASS (gp_transport_ssh_parent_class)->finalize (object);
}

static void
gp_transport_ssh_class_init (GpTransportSshClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_transport_ssh_dispose;
  object_class->finalize = gp_transport_ssh_finalize;
}

static void
gp_transport_ssh_init (GpTransportSsh *self)
{
  self->after_sigint_ms = 5000;
  self->after_sigterm_ms = 3000;
  self->control_fd = -1;
  self->cancellable = g_cancellable_new ();
  self->head = g_string_new (NULL);
  self->log_line = g_string_new (NULL);
  self->line = g_string_new (NULL);
  self->err = g_string_new (NULL);
}

GpTransportSsh *
gp_transport_ssh_new (GpSsh              *ssh,
                      const char * const *launch_argv)
{
  GpTransportSsh *self;

  g_return_val_if_fail (ssh != NULL, NULL);
  g_return_val_if_fail (launch_argv != NULL, NULL);

  self = g_object_new (GP_TYPE_TRANSPORT_SSH, NULL);
  self->ssh = ssh;
  self->argv = g_strdupv ((char **) launch_argv);
  return self;
}

GpTransportSsh *
gp_transport_ssh_new_command (GpSsh              *ssh,
                              const char * const *argv)
{
  GpTransportSsh *self;

  g_return_val_if_fail (ssh != NULL, NULL);
  g_return_val_if_fail (argv != NULL, NULL);

  self = gp_transport_ssh_new (ssh, argv);
  self->command_mode = TRUE;
  return self;
}

void
gp_transport_ssh_set_tracer_env (GpTransportSsh *self,
                                 const char     *gst_tracers,
                                 const char     *gst_debug)
{
  g_return_if_fail (GP_IS_TRANSPORT_SSH (self));
  g_return_if_fail (!self->started);

  g_free (self->gst_tracers);
  self->gst_tracers = g_strdup (gst_tracers);
  g_free (self->gst_debug);
  self->gst_debug = g_strdup (gst_debug);
}

void
gp_transport_ssh_set_tegrastats (GpTransportSsh *self,
                                 const char     *remote_path)
{
  g_return_if_fail (GP_IS_TRANSPORT_SSH (self));
  g_return_if_fail (!self->started);

  g_free (self->tegrastats);
  self->tegrastats = g_strdup (remote_path);
}

void
gp_transport_ssh_set_stop_timeouts (GpTransportSsh *self,
                                    guint           after_sigint_ms,
                                    guint           after_sigterm_ms)
{
  g_return_if_fail (GP_IS_TRANSPORT_SSH (self));

  self->after_sigint_ms = after_sigint_ms;
  self->after_sigterm_ms = after_sigterm_ms;
}

const char *
gp_transport_ssh_get_remote_dir (GpTransportSsh *self)
{
  g_return_val_if_fail (GP_IS_TRANSPORT_SSH (self), NULL);
  return self->remote_dir;
}

/* The read loop: one read at a time on each of ssh's pipes. */

static void pipe_read_cb (GObject      *object,
                          GAsyncResult *result,
                          gpointer      user_data);

static void
read_next (GpTransportSsh *self,
           GInputStream   *stream)
{
  g_input_stream_read_bytes_async (stream, READ_CHUNK, G_PRIORITY_DEFAULT, self->cancellable, pipe_read_cb, self);
}

static void
pipe_read_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  GInputStream *stream = G_INPUT_STREAM (object);
  GpTransportSsh *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gboolean is_stdout;

  bytes = g_input_stream_read_bytes_finish (stream, result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;
  is_stdout = stream == g_subprocess_get_stdout_pipe (self->process);
  if (bytes == NULL || g_bytes_get_size (bytes) == 0)
    {
      if (is_stdout)
        self->stdout_done = TRUE;
      else
        self->stderr_done = TRUE;
      _gp_transport_ssh_maybe_finish (self);
      return;
    }

  if (is_stdout)
    _gp_transport_ssh_feed_stdout (self, bytes);
  else
    _gp_transport_ssh_feed_stderr (self, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  read_next (self, stream);
}

static void
process_done_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GpTransportSsh *self;
  g_autoptr(GError) error = NULL;

  if (!g_subprocess_wait_finish (G_SUBPROCESS (object), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;
  self->process_done = TRUE;
  _gp_transport_ssh_maybe_finish (self);
}
static gboolean escalate_cb (gpointer user_data);

void
_gp_transport_ssh_start_stop (GpTransportSsh *self)
{
  send_signal (self, SIGINT);
  self->escalate_source = g_timeout_add (self->after_sigint_ms, escalate_cb, self);
}

static gboolean
gp_transport_ssh_start (GpTransport  *transport,
                        GError      **error)
{
  GpTransportSsh *self = GP_TRANSPORT_SSH (transport);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) argv = NULL;
  g_autofree char *command = NULL;
  g_autoptr(GError) local_error = NULL;
  int fds[2];

  g_return_val_if_fail (!self->started, FALSE);

  if (self->argv[0] == NULL)
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                           self->command_mode ? "no command to run" : "no pipeline to run");
      return FALSE;
    }

  g_strv_builder_add (builder, self->command_mode ? "wrap" : "run");
  g_strv_builder_add (builder, self->gst_tracers != NULL ? self->gst_tracers : "");
  g_strv_builder_add (builder, self->gst_debug != NULL ? self->gst_debug : "");
  g_strv_builder_add (builder, self->tegrastats != NULL ? self->tegrastats : "");
  g_strv_builder_addv (builder, (const char **) self->argv);
  args = g_strv_builder_end (builder);
  command = gp_ssh_shell_command (gp_capture_script (GP_CAPTURE_SCRIPT_REMOTE_RUN), (const char * const *) args);
  argv = gp_ssh_build_argv (self->ssh, command);

  /* ssh's stdin is a socket: we write the commands for the board there
   * (send() with MSG_NOSIGNAL: no SIGPIPE should ssh be gone), and the
   * board's pipeline never reads our terminal. */
  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    {
      int saved = errno;

      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot start ssh: %s", g_strerror (saved));
      return FALSE;
    }
  launcher = gp_ssh_new_launcher (self->ssh, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_take_stdin_fd (launcher, fds[1]);
  self->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, &local_error);
  /* The launcher holds ssh's end: closed now, so that ours is the only one. */
  g_clear_object (&launcher);
  if (self->process == NULL)
    {
      close (fds[0]);
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot start ssh: %s", local_error->message);
      return FALSE;
    }
  self->control_fd = fds[0];
  self->started = TRUE;

  read_next (self, g_subprocess_get_stdout_pipe (self->process));
  read_next (self, g_subprocess_get_stderr_pipe (self->process));
  g_subprocess_wait_async (self->process, self->cancellable, process_done_cb, self);
  return TRUE;
}

static gboolean
escalate_cb (gpointer user_data)
{
  GpTransportSsh *self = user_data;

  self->escalate_source = 0;
  if (self->exited)
    return G_SOURCE_REMOVE;

  if (self->last_signal == SIGINT)
    {
      gp_transport_emit_notice (GP_TRANSPORT (self), "child ignored SIGINT, sending SIGTERM");
      send_signal (self, SIGTERM);
      self->escalate_source = g_timeout_add (self->after_sigterm_ms, escalate_cb, self);
    }
  else if (self->last_signal == SIGTERM)
    {
      gp_transport_emit_notice (GP_TRANSPORT (self), "child ignored SIGTERM, sending SIGKILL");
      send_signal (self, SIGKILL);
      self->escalate_source = g_timeout_add (self->after_sigterm_ms, escalate_cb, self);
    }
  else
    {
      /* The board does not answer: let the connection go; the end of its
       * stdin tells the board to stop the child by itself. */
      self->gave_up = TRUE;
      _gp_transport_ssh_close_control (self);
      g_subprocess_force_exit (self->process);
    }
  return G_SOURCE_REMOVE;
}

static void
gp_transport_ssh_stop (GpTransport *transport)
{
  GpTransportSsh *self = GP_TRANSPORT_SSH (transport);

  if (!self->started || self->exited || self->stopping)
    return;

  /* gst-launch-1.0 -e ends cleanly (EOS) on SIGINT. */
  self->stopping = TRUE;
  if (self->pid > 0)
    _gp_transport_ssh_start_stop (self);
  else
    self->stop_pending = TRUE;
}

static GPid
gp_transport_ssh_get_pid (GpTransport *transport)
{
  return GP_TRANSPORT_SSH (transport)->pid;
}

static gboolean
gp_transport_ssh_get_exit_code (GpTransport *transport,
                                int         *exit_code)
{
  GpTransportSsh *self = GP_TRANSPORT_SSH (transport);

  if (!self->exited || !self->has_exit_code)
    return FALSE;
  *exit_code = self->exit_code;
  return TRUE;
}

static const char *
gp_transport_ssh_get_report (GpTransport *transport)
{
  return GP_TRANSPORT_SSH (transport)->log_error;
}

static void
gp_transport_ssh_iface_init (GpTransportInterface *iface)
{
  iface->start = gp_transport_ssh_start;
  iface->stop = gp_transport_ssh_stop;
  iface->get_pid = gp_transport_ssh_get_pid;
  iface->get_exit_code = gp_transport_ssh_get_exit_code;
  iface->get_report = gp_transport_ssh_get_report;
}
