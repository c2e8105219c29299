/* gp-transport-ssh.c: capture a gst-launch-1.0 pipeline on a board over SSH
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

#include <signal.h>
#include <string.h>

#include "gp-error.h"
#include "gp-transport-ssh.h"

#define READ_CHUNK     (64 * 1024)
#define MAX_STDERR     (64 * 1024)
#define FRAME_MARK     "@@GP "

/* $1 GST_TRACERS, $2 GST_DEBUG, then the launch tokens. The log comes back
 * on stdout (gst-launch-1.0's own stdout is dropped), after two header
 * lines: the remote temp dir and the PID the pipeline runs as. */
static const char run_script[] =
  "t=$1; g=$2; shift 2\n"
  "if ! command -v gst-launch-1.0 >/dev/null 2>&1; then echo 'GP_ERROR=gst-launch-1.0 not found on the board'; exit 127; fi\n"
  "d=$(mktemp -d \"${TMPDIR:-/tmp}/gst-profile.XXXXXX\") || { echo 'GP_ERROR=cannot create a temporary directory on the board'; exit 125; }\n"
  "echo \"GP_DIR=$d\"\n"
  "echo \"REMOTE_PID=$$\"\n"
  "GST_TRACERS=$t GST_DEBUG=$g GST_DEBUG_NO_COLOR=1 GST_DEBUG_DUMP_DOT_DIR=$d\n"
  "export GST_TRACERS GST_DEBUG GST_DEBUG_NO_COLOR GST_DEBUG_DUMP_DOT_DIR\n"
  "unset GST_DEBUG_FILE GST_DEBUG_COLOR_MODE\n"
  "exec gst-launch-1.0 -q -e \"$@\" 2>&1 >/dev/null\n";

/* $1 the remote temp dir: its dot dumps, framed, then the dir is removed. */
static const char fetch_script[] =
  "d=$1\n"
  "case $d in /*/gst-profile.*) ;; *) exit 3;; esac\n"
  "for f in \"$d\"/*.dot; do\n"
  "  [ -f \"$f\" ] || continue\n"
  "  n=$(wc -c < \"$f\")\n"
  "  printf '@@GP dot %d %s\\n' \"$n\" \"${f##*/}\"\n"
  "  cat \"$f\"\n"
  "done\n"
  "rm -rf -- \"$d\"\n"
  "echo '@@GP end'\n";

struct _GpTransportSsh
{
  GObject        parent_instance;

  GpSsh         *ssh;
  GStrv          launch_argv;
  char          *gst_tracers;
  char          *gst_debug;
  guint          after_sigint_ms;
  guint          after_sigterm_ms;

  GSubprocess   *process;
  GCancellable  *cancellable;
  GString       *head;             /* stdout before the header is complete */
  GString       *err;              /* ssh's stderr, capped */
  char          *remote_dir;
  char          *remote_error;
  GPid           pid;
  guint          escalate_source;
  int            last_signal;      /* the last we sent, 0 for none */
  int            exit_code;

  guint          started : 1;
  guint          header_done : 1;
  guint          stdout_done : 1;
  guint          stderr_done : 1;
  guint          process_done : 1;
  guint          stopping : 1;
  guint          stop_pending : 1;
  guint          exited : 1;
};

static void gp_transport_ssh_iface_init (GpTransportInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GpTransportSsh, gp_transport_ssh, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GP_TYPE_TRANSPORT, gp_transport_ssh_iface_init))

static void
signal_remote_sync (GpTransportSsh *self,
                    int             signum)
{
  g_autofree char *command = NULL;

  if (self->pid <= 0)
    return;
  command = g_strdup_printf ("kill -%s %d", signum == SIGKILL ? "KILL" : signum == SIGTERM ? "TERM" : "INT",
                             (int) self->pid);
  (void) gp_ssh_run (self->ssh, command, NULL, NULL, NULL);
}

static void
signal_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (object), result, NULL);
}

/* Asks the board to signal the pipeline, over the shared connection,
 * without waiting. */
static void
signal_remote (GpTransportSsh *self,
               int             signum)
{
  g_autofree char *command = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GSubprocess) process = NULL;

  if (self->pid <= 0 || self->exited)
    return;
  self->last_signal = signum;
  command = g_strdup_printf ("kill -%s %d", signum == SIGKILL ? "KILL" : signum == SIGTERM ? "TERM" : "INT",
                             (int) self->pid);
  argv = gp_ssh_build_argv (self->ssh, command);
  process = g_subprocess_newv ((const char * const *) argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE |
                               G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                               NULL);
  if (process != NULL)
    g_subprocess_wait_async (process, NULL, signal_done_cb, NULL);
}

static void
gp_transport_ssh_dispose (GObject *object)
{
  GpTransportSsh *self = (GpTransportSsh *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->escalate_source, g_source_remove);

  /* Never leave the pipeline behind on the board. */
  if (self->process != NULL && !self->exited)
    {
      signal_remote_sync (self, SIGKILL);
      g_subprocess_force_exit (self->process);
      g_subprocess_wait (self->process, NULL, NULL);
      if (self->remote_dir != NULL)
        {
          const char *args[] = { self->remote_dir, NULL };
          g_autofree char *command = gp_ssh_shell_command (fetch_script, args);

          (void) gp_ssh_run (self->ssh, command, NULL, NULL, NULL);
        }
      self->exited = TRUE;
    }
  g_clear_object (&self->process);

  G_OBJECT_CLASS (gp_transport_ssh_parent_class)->dispose (object);
}

static void
gp_transport_ssh_finalize (GObject *object)
{
  GpTransportSsh *self = (GpTransportSsh *)object;

  g_strfreev (self->launch_argv);
  g_free (self->gst_tracers);
  g_free (self->gst_debug);
  g_clear_object (&self->cancellable);
  g_string_free (self->head, TRUE);
  g_string_free (self->err, TRUE);
  g_free (self->remote_dir);
  g_free (self->remote_error);

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
  self->cancellable = g_cancellable_new ();
  self->head = g_string_new (NULL);
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
  self->launch_argv = g_strdupv ((char **) launch_argv);
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
gp_transport_ssh_set_stop_timeouts (GpTransportSsh *self,
                                    guint           after_sigint_ms,
                                    guint           after_sigterm_ms)
{
  g_return_if_fail (GP_IS_TRANSPORT_SSH (self));

  self->after_sigint_ms = after_sigint_ms;
  self->after_sigterm_ms = after_sigterm_ms;
}

/* The end */

static void
fetch_dots (GpTransportSsh *self)
{
  const char *args[] = { self->remote_dir, NULL };
  g_autofree char *command = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *p;
  const char *end;

  command = gp_ssh_shell_command (fetch_script, args);
  if (!gp_ssh_run (self->ssh, command, &out, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf ("dot dumps not fetched: %s", error->message);

      gp_transport_emit_notice (GP_TRANSPORT (self), message);
      return;
    }

  p = out;
  end = out + strlen (out);
  while (p < end && g_str_has_prefix (p, FRAME_MARK "dot "))
    {
      const char *eol = strchr (p, '\n');
      g_autofree char *header = NULL;
      g_auto(GStrv) fields = NULL;
      guint64 size = 0;

      if (eol == NULL)
        break;
      header = g_strndup (p, (gsize) (eol - p));
      fields = g_strsplit (header + strlen (FRAME_MARK), " ", 3);
      if (g_strv_length (fields) != 3 ||
          !g_ascii_string_to_unsigned (fields[1], 10, 0, G_MAXUINT32, &size, NULL) ||
          (guint64) (end - (eol + 1)) < size)
        break;
      {
        g_autoptr(GBytes) bytes = g_bytes_new (eol + 1, (gsize) size);

        gp_transport_emit_dot (GP_TRANSPORT (self), fields[2], bytes);
      }
      p = eol + 1 + size;
    }
}

static void
maybe_finish (GpTransportSsh *self)
{
  int status;

  if (!self->stdout_done || !self->stderr_done || !self->process_done || self->exited)
    return;

  g_clear_handle_id (&self->escalate_source, g_source_remove);
  self->exited = TRUE;

  /* Whatever the header held that was not the header is log. */
  if (!self->header_done && self->head->len > 0 && self->pid > 0)
    {
      g_autoptr(GBytes) rest = g_bytes_new (self->head->str, self->head->len);

      gp_transport_emit_log_data (GP_TRANSPORT (self), rest);
    }

  if (g_subprocess_get_if_exited (self->process))
    status = g_subprocess_get_exit_status (self->process);
  else
    status = 255;

  if (self->remote_error != NULL)
    {
      gp_transport_emit_notice (GP_TRANSPORT (self), self->remote_error);
      self->exit_code = status;
    }
  else if (status == 255)
    {
      /* ssh's own failure, or the pipeline ended by a signal (ssh tells
       * that with 255 too). */
      if (self->last_signal != 0 && self->pid > 0)
        self->exit_code = -self->last_signal;
      else
        {
          g_autofree char *message = gp_ssh_describe_failure (self->ssh, self->err->str);
          g_autofree char *note = g_strdup_printf ("%s%s", self->pid > 0 ? "connection lost: " : "", message);

          gp_transport_emit_notice (GP_TRANSPORT (self), note);
          self->exit_code = status;
        }
    }
  else
    self->exit_code = status;

  if (self->remote_dir != NULL)
    fetch_dots (self);

  gp_transport_emit_exited (GP_TRANSPORT (self));
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
  maybe_finish (self);
}

static void
stderr_read_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  GpTransportSsh *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (object), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;
  if (bytes == NULL || g_bytes_get_size (bytes) == 0)
    {
      self->stderr_done = TRUE;
      maybe_finish (self);
      return;
    }
  if (self->err->len < MAX_STDERR)
    g_string_append_len (self->err, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
  g_input_stream_read_bytes_async (G_INPUT_STREAM (object), READ_CHUNK, G_PRIORITY_DEFAULT,
                                   self->cancellable, stderr_read_cb, self);
}

static gboolean escalate_cb (gpointer user_data);

static void
start_stop (GpTransportSsh *self)
{
  signal_remote (self, SIGINT);
  self->escalate_source = g_timeout_add (self->after_sigint_ms, escalate_cb, self);
}

/* Takes the header lines off the front of the stream. */
static void
parse_header (GpTransportSsh *self)
{
  for (;;)
    {
      char *eol = memchr (self->head->str, '\n', self->head->len);
      g_autofree char *line = NULL;

      if (eol == NULL)
        return;
      line = g_strndup (self->head->str, (gsize) (eol - self->head->str));
      g_string_erase (self->head, 0, (gssize) (eol - self->head->str) + 1);

      if (g_str_has_prefix (line, "GP_DIR="))
        {
          g_free (self->remote_dir);
          self->remote_dir = g_strdup (line + strlen ("GP_DIR="));
        }
      else if (g_str_has_prefix (line, "GP_ERROR="))
        {
          g_free (self->remote_error);
          self->remote_error = g_strdup (line + strlen ("GP_ERROR="));
        }
      else if (g_str_has_prefix (line, "REMOTE_PID="))
        {
          guint64 pid = 0;

          if (g_ascii_string_to_unsigned (line + strlen ("REMOTE_PID="), 10, 2, G_MAXINT32, &pid, NULL))
            self->pid = (GPid) pid;
          self->header_done = TRUE;
          if (self->head->len > 0)
            {
              g_autoptr(GBytes) rest = g_bytes_new (self->head->str, self->head->len);

              g_string_truncate (self->head, 0);
              gp_transport_emit_log_data (GP_TRANSPORT (self), rest);
            }
          if (self->stop_pending)
            start_stop (self);
          return;
        }
    }
}

static void
stdout_read_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  GpTransportSsh *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (object), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;
  if (bytes == NULL || g_bytes_get_size (bytes) == 0)
    {
      self->stdout_done = TRUE;
      maybe_finish (self);
      return;
    }

  if (self->header_done)
    gp_transport_emit_log_data (GP_TRANSPORT (self), bytes);
  else
    {
      g_string_append_len (self->head, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
      parse_header (self);
    }
  g_input_stream_read_bytes_async (G_INPUT_STREAM (object), READ_CHUNK, G_PRIORITY_DEFAULT,
                                   self->cancellable, stdout_read_cb, self);
}

static gboolean
gp_transport_ssh_start (GpTransport  *transport,
                        GError      **error)
{
  GpTransportSsh *self = GP_TRANSPORT_SSH (transport);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) argv = NULL;
  g_autofree char *command = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (!self->started, FALSE);

  if (self->launch_argv[0] == NULL)
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, "no pipeline to run");
      return FALSE;
    }

  g_strv_builder_add (builder, self->gst_tracers != NULL ? self->gst_tracers : "");
  g_strv_builder_add (builder, self->gst_debug != NULL ? self->gst_debug : "");
  g_strv_builder_addv (builder, (const char **) self->launch_argv);
  args = g_strv_builder_end (builder);
  command = gp_ssh_shell_command (run_script, (const char * const *) args);
  argv = gp_ssh_build_argv (self->ssh, command);

  /* stdin is a pipe we never write: the board's pipeline must not read our
   * terminal. */
  self->process = g_subprocess_newv ((const char * const *) argv,
                                     G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                     G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                     &local_error);
  if (self->process == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot start ssh: %s", local_error->message);
      return FALSE;
    }
  self->started = TRUE;

  g_input_stream_read_bytes_async (g_subprocess_get_stdout_pipe (self->process), READ_CHUNK,
                                   G_PRIORITY_DEFAULT, self->cancellable, stdout_read_cb, self);
  g_input_stream_read_bytes_async (g_subprocess_get_stderr_pipe (self->process), READ_CHUNK,
                                   G_PRIORITY_DEFAULT, self->cancellable, stderr_read_cb, self);
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
      signal_remote (self, SIGTERM);
      self->escalate_source = g_timeout_add (self->after_sigterm_ms, escalate_cb, self);
    }
  else if (self->last_signal == SIGTERM)
    {
      gp_transport_emit_notice (GP_TRANSPORT (self), "child ignored SIGTERM, sending SIGKILL");
      signal_remote (self, SIGKILL);
      self->escalate_source = g_timeout_add (self->after_sigterm_ms, escalate_cb, self);
    }
  else
    {
      /* The board does not answer: let the connection go. */
      gp_transport_emit_notice (GP_TRANSPORT (self), "the board does not answer, closing the connection");
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
    start_stop (self);
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

  if (!self->exited)
    return FALSE;
  *exit_code = self->exit_code;
  return TRUE;
}

static void
gp_transport_ssh_iface_init (GpTransportInterface *iface)
{
  iface->start = gp_transport_ssh_start;
  iface->stop = gp_transport_ssh_stop;
  iface->get_pid = gp_transport_ssh_get_pid;
  iface->get_exit_code = gp_transport_ssh_get_exit_code;
}
