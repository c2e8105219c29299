/* gp-transport-ssh.c: capture a pipeline or an application on a board over SSH
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

/* memmem */
#define _GNU_SOURCE

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "gp-capture-script.h"
#include "gp-error.h"
#include "gp-transport-ssh.h"

#define READ_CHUNK     (64 * 1024)
#define MAX_STDERR     (64 * 1024)
#define MAX_FRAME_LINE (1024 * 1024)
#define MAX_DOT        (64 * 1024 * 1024)
#define FRAME_MARK     "@@GP "
#define LOG_ERROR_MARK "ERROR: from element "
#define MAX_ERROR_TEXT 300

/* One session on the board, one remote shell (scripts/gp-remote-run.sh),
 * three channels:
 *
 *   stdin   our commands for the pipeline (INT, TERM, KILL), one a line;
 *           its end (we or the link went away) stops the pipeline
 *   stdout  two header lines (GP_DIR=, REMOTE_PID=), then the tracer log
 *           exactly as the child writes it
 *   stderr  frames: every 250 ms a /proc reading "@@GP S PID" … "@@GP E"
 *           (grep -H lines "PATH:TEXT" of the files procstat reads, and the
 *           latest tegrastats line), the dot dumps "@@GP dot SIZE NAME" +
 *           SIZE bytes once each has settled, and last "@@GP exit STATUS"
 *           (+ " early" when stopped before a PAUSED_PLAYING dump existed);
 *           anything else is ssh's own words
 *
 * The log has a channel to itself, so no sampler write can ever land inside
 * a log line, however the child's threads write; one process (the sampler)
 * writes every frame, and the shell its exit frame once the sampler is gone,
 * so frames never interleave either.
 *
 * $1 run|wrap, $2 GST_TRACERS, $3 GST_DEBUG, $4 tegrastats or "", then the
 * launch tokens (run) or the command (wrap). gst-launch-1.0 runs with
 * --no-fault: a crash ends it (and is reported) instead of leaving it
 * spinning, waiting for a debugger nobody will attach. The child runs in its
 * own session (setsid, when the board has it) so that signals reach its
 * whole process group. A controller reads our commands; when stdin ends it stops
 * the child (SIGINT, then SIGKILL 3 s later). The sampler stops with the
 * child, stops tegrastats, and stops the child itself when its frames can
 * no longer be written (the link is gone). The remote temp dir is removed by
 * the shell once the child has ended. */

struct _GpTransportSsh
{
  GObject         parent_instance;

  GpSsh          *ssh;
  GStrv           argv;
  char           *gst_tracers;
  char           *gst_debug;
  char           *tegrastats;
  guint           after_sigint_ms;
  guint           after_sigterm_ms;

  GSubprocess    *process;
  int             control_fd;       /* our end of the board's stdin */
  GCancellable   *cancellable;
  GString        *head;             /* stdout before the header is complete */
  GString        *line;             /* the stderr line being read */
  GString        *err;              /* ssh's own words, capped */

  GHashTable     *texts;            /* the /proc reading being read, path → text */
  GPid            sample_pid;
  char           *tegra_line;
  GpProcStat     *procstat;
  GpTegraSample  *tegra;            /* the latest tegrastats sample */

  char           *dot_name;         /* the dot dump being read */
  GByteArray     *dot;
  gsize           dot_left;

  char           *remote_dir;
  char           *remote_error;
  char           *log_error;        /* the child's first "ERROR: from element" line */
  GPid            pid;
  guint           escalate_source;
  int             last_signal;      /* the last we sent, 0 for none */
  int             remote_status;
  int             exit_code;

  guint           command_mode : 1;
  guint           started : 1;
  guint           header_done : 1;
  guint           stdout_done : 1;
  guint           stderr_done : 1;
  guint           process_done : 1;
  guint           stopping : 1;
  guint           stop_pending : 1;
  guint           gave_up : 1;
  guint           skipping_line : 1;
  guint           got_status : 1;
  guint           stopped_early : 1;    /* stopped before PLAYING (no such dot dump yet) */
  guint           has_exit_code : 1;
  guint           exited : 1;
};

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

static void
close_control (GpTransportSsh *self)
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
      close_control (self);
      g_subprocess_force_exit (self->process);
      g_subprocess_wait (self->process, NULL, NULL);
      self->exited = TRUE;
    }
  close_control (self);
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

/* The frames on stderr */

static gboolean
dot_looks_complete (const guint8 *data,
                    gsize         len)
{
  /* A dump is written in pieces; a complete one ends with the graph's '}'. */
  while (len > 0 && g_ascii_isspace (data[len - 1]))
    len--;
  return len > 0 && data[len - 1] == '}';
}

static void
finish_dot (GpTransportSsh *self,
            gboolean        complete)
{
  if (self->dot_name == NULL)
    return;

  if (complete && self->dot != NULL && dot_looks_complete (self->dot->data, self->dot->len))
    {
      g_autoptr(GBytes) bytes = g_byte_array_free_to_bytes (g_steal_pointer (&self->dot));

      gp_transport_emit_dot (GP_TRANSPORT (self), self->dot_name, bytes);
    }
  else
    gp_transport_emit_dot (GP_TRANSPORT (self), self->dot_name, NULL);

  g_clear_pointer (&self->dot, g_byte_array_unref);
  g_clear_pointer (&self->dot_name, g_free);
  self->dot_left = 0;
}

static void
add_text_line (GpTransportSsh *self,
               const char     *path,
               const char     *text)
{
  const char *old = g_hash_table_lookup (self->texts, path);

  g_hash_table_replace (self->texts, g_strdup (path), g_strconcat (old != NULL ? old : "", text, "\n", NULL));
}

/* The comm of each thread, from its stat line: the text between the first
 * '(' and the last ')', as the kernel gives it in task/TID/comm. */
static void
add_thread_comms (GpTransportSsh *self)
{
  g_autoptr(GPtrArray) comms = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->texts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *path = key;
      const char *open = strchr (value, '(');
      const char *close = strrchr (value, ')');

      if (strstr (path, "/task/") == NULL || !g_str_has_suffix (path, "/stat") ||
          open == NULL || close == NULL || close < open)
        continue;
      g_ptr_array_add (comms, g_strndup (path, strlen (path) - strlen ("stat")));
      g_ptr_array_add (comms, g_strndup (open + 1, (gsize) (close - open - 1)));
    }
  for (guint i = 0; i + 1 < comms->len; i += 2)
    g_hash_table_replace (self->texts,
                          g_strconcat (g_ptr_array_index (comms, i), "comm", NULL),
                          g_strconcat (g_ptr_array_index (comms, i + 1), "\n", NULL));
}

static void
finish_sample (GpTransportSsh *self)
{
  const char *uptime = g_hash_table_lookup (self->texts, "/proc/uptime");
  double seconds = uptime != NULL ? g_ascii_strtod (uptime, NULL) : 0.0;

  if (seconds > 0.0 && isfinite (seconds) && self->sample_pid > 0)
    {
      g_autoptr(GpProcSample) sample = NULL;

      if (self->procstat == NULL || gp_procstat_get_pid (self->procstat) != self->sample_pid)
        {
          g_clear_pointer (&self->procstat, gp_procstat_free);
          self->procstat = gp_procstat_new (NULL, self->sample_pid);
        }
      add_thread_comms (self);
      sample = gp_procstat_sample_texts (self->procstat, (gint64) (seconds * G_USEC_PER_SEC),
                                         self->texts);
      gp_transport_emit_proc_sample (GP_TRANSPORT (self), sample);
    }

  if (self->tegra_line != NULL)
    {
      g_autoptr(GpTegraSample) tegra = gp_tegrastats_parse_line (self->tegra_line);

      if (!gp_tegra_sample_is_empty (tegra))
        {
          g_clear_pointer (&self->tegra, gp_tegra_sample_free);
          self->tegra = g_steal_pointer (&tegra);
        }
      g_clear_pointer (&self->tegra_line, g_free);
    }
  /* Like tegrastats here: the latest line, at every reading. */
  if (self->tegra != NULL)
    gp_transport_emit_tegra_sample (GP_TRANSPORT (self), self->tegra);

  g_clear_pointer (&self->texts, g_hash_table_unref);
}

static void
keep_ssh_words (GpTransportSsh *self,
                const char     *line)
{
  if (self->err->len + strlen (line) < MAX_STDERR)
    {
      g_string_append (self->err, line);
      g_string_append_c (self->err, '\n');
    }
}

static void
handle_frame_line (GpTransportSsh *self,
                   char           *line)
{
  if (g_str_has_prefix (line, FRAME_MARK))
    {
      const char *frame = line + strlen (FRAME_MARK);
      guint64 value = 0;

      if (g_str_has_prefix (frame, "S "))
        {
          g_clear_pointer (&self->texts, g_hash_table_unref);
          g_clear_pointer (&self->tegra_line, g_free);
          self->texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
          if (g_ascii_string_to_unsigned (frame + 2, 10, 1, G_MAXINT32, &value, NULL))
            self->sample_pid = (GPid) value;
          return;
        }
      if (strcmp (frame, "E") == 0)
        {
          if (self->texts != NULL)
            finish_sample (self);
          return;
        }
      if (g_str_has_prefix (frame, "dot "))
        {
          const char *size = frame + strlen ("dot ");
          const char *name = strchr (size, ' ');
          g_autofree char *digits = name != NULL ? g_strndup (size, (gsize) (name - size)) : NULL;

          if (digits != NULL && name[1] != '\0' &&
              g_ascii_string_to_unsigned (digits, 10, 0, G_MAXSIZE, &value, NULL))
            {
              self->dot_name = g_strdup (name + 1);
              self->dot_left = (gsize) value;
              self->dot = value <= MAX_DOT ? g_byte_array_sized_new ((guint) value) : NULL;
              if (self->dot_left == 0)
                finish_dot (self, FALSE);
            }
          return;
        }
      if (g_str_has_prefix (frame, "exit "))
        {
          g_auto(GStrv) words = g_strsplit (frame + strlen ("exit "), " ", 2);

          if (g_ascii_string_to_unsigned (words[0], 10, 0, 255, &value, NULL))
            {
              self->remote_status = (int) value;
              self->got_status = TRUE;
              self->stopped_early = words[1] != NULL && strcmp (words[1], "early") == 0;
            }
          return;
        }
    }

  /* A line of the reading: "PATH:TEXT" */
  if (self->texts != NULL && line[0] == '/')
    {
      char *colon = strchr (line, ':');

      if (colon != NULL)
        {
          *colon = '\0';
          if (g_str_has_prefix (line, "/proc/"))
            add_text_line (self, line, colon + 1);
          else if (g_str_has_suffix (line, "/tg"))
            {
              g_free (self->tegra_line);
              self->tegra_line = g_strdup (colon + 1);
            }
          return;
        }
    }

  keep_ssh_words (self, line);
}

static void
feed_stderr (GpTransportSsh *self,
             const guint8   *data,
             gsize           len)
{
  while (len > 0)
    {
      const guint8 *nl;
      gsize seg;

      if (self->dot_name != NULL)
        {
          gsize n = MIN (len, self->dot_left);

          if (self->dot != NULL)
            g_byte_array_append (self->dot, data, (guint) n);
          self->dot_left -= n;
          data += n;
          len -= n;
          if (self->dot_left == 0)
            finish_dot (self, TRUE);
          continue;
        }

      nl = memchr (data, '\n', len);
      seg = nl != NULL ? (gsize) (nl - data) : len;
      if (self->line->len + seg > MAX_FRAME_LINE)
        {
          self->skipping_line = TRUE;
          g_string_truncate (self->line, 0);
        }
      else if (!self->skipping_line)
        g_string_append_len (self->line, (const char *) data, (gssize) seg);
      if (nl == NULL)
        break;

      if (!self->skipping_line)
        handle_frame_line (self, self->line->str);
      self->skipping_line = FALSE;
      g_string_truncate (self->line, 0);
      data += seg + 1;
      len -= seg + 1;
    }
}

/* The end */

static const char *
signal_name (int signum)
{
  switch (signum)
    {
    case SIGSEGV: return "SIGSEGV";
    case SIGABRT: return "SIGABRT";
    case SIGBUS:  return "SIGBUS";
    case SIGFPE:  return "SIGFPE";
    case SIGILL:  return "SIGILL";
    case SIGKILL: return "SIGKILL";
    case SIGTERM: return "SIGTERM";
    case SIGINT:  return "SIGINT";
    case SIGPIPE: return "SIGPIPE";
    case SIGHUP:  return "SIGHUP";
    default:      return "a signal";
    }
}

static gboolean
has_words (const char *text)
{
  for (; *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return TRUE;
  return FALSE;
}

/* What went wrong, in one line, or NULL when nothing did. */
static char *
describe_fault (GpTransportSsh *self)
{
  const char *dest = gp_ssh_get_destination (self->ssh);
  const char *what = self->command_mode ? "the application" : "the pipeline";

  if (self->remote_error != NULL)
    return g_strdup_printf ("%s: %s", dest, self->remote_error);

  if (self->got_status)
    {
      if (self->exit_code < 0 && !(self->stopping && self->last_signal == -self->exit_code))
        return g_strdup_printf ("%s crashed on %s (%s, signal %d); the session holds what came before",
                                what, dest, signal_name (-self->exit_code), -self->exit_code);
      if (self->exit_code > 0 && !self->stopping)
        return g_strdup_printf ("%s failed on %s (exit code %d)%s%s", what, dest, self->exit_code,
                                self->log_error != NULL ? ": " : "",
                                self->log_error != NULL ? self->log_error : "");
      if (!self->command_mode && self->stopped_early)
        return g_strdup_printf ("the pipeline never reached PLAYING on %s (stuck prerolling?); "
                                "nothing flowed while it was captured", dest);
      return NULL;
    }

  if (self->pid <= 0)
    return gp_ssh_describe_failure (self->ssh, self->err->str);
  if (self->gave_up)
    return g_strdup_printf ("%s stopped answering; the connection was closed and the board "
                            "stops %s by itself", dest, what);
  if (g_subprocess_get_if_signaled (self->process))
    return g_strdup_printf ("connection to %s lost: the ssh process was ended (signal %d); "
                            "the board stops %s by itself", dest,
                            g_subprocess_get_term_sig (self->process), what);
  if (!has_words (self->err->str))
    return g_strdup_printf ("connection to %s lost during the capture; the board stops %s by itself",
                            dest, what);
  {
    g_auto(GStrv) lines = g_strsplit (self->err->str, "\n", -1);
    const char *last = NULL;

    /* ssh's last words: "Connection to … closed by remote host." */
    for (guint i = 0; lines[i] != NULL; i++)
      if (has_words (g_strstrip (lines[i])))
        last = lines[i];
    return g_strdup_printf ("connection to %s lost during the capture (ssh: %s); the board stops %s by itself",
                            dest, last, what);
  }
}

static void
maybe_finish (GpTransportSsh *self)
{
  g_autofree char *fault = NULL;

  if (!self->stdout_done || !self->stderr_done || !self->process_done || self->exited)
    return;

  g_clear_handle_id (&self->escalate_source, g_source_remove);
  self->exited = TRUE;
  close_control (self);

  /* Whatever the header held that was not the header is log. */
  if (!self->header_done && self->head->len > 0 && self->pid > 0)
    {
      g_autoptr(GBytes) rest = g_bytes_new (self->head->str, self->head->len);

      gp_transport_emit_log_data (GP_TRANSPORT (self), rest);
    }
  if (self->line->len > 0 && !self->skipping_line)
    handle_frame_line (self, self->line->str);
  finish_dot (self, FALSE);

  if (self->got_status)
    {
      /* The shell's status: 128 + N for a child killed by signal N. */
      if (self->remote_status > 128 && self->remote_status < 128 + 65)
        self->exit_code = -(self->remote_status - 128);
      else
        self->exit_code = self->remote_status;
      self->has_exit_code = TRUE;
    }
  else if (self->remote_error != NULL && g_subprocess_get_if_exited (self->process))
    {
      self->exit_code = g_subprocess_get_exit_status (self->process);
      self->has_exit_code = TRUE;
    }

  fault = describe_fault (self);
  if (fault != NULL)
    gp_transport_emit_fault (GP_TRANSPORT (self), fault);

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
  feed_stderr (self, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_input_stream_read_bytes_async (G_INPUT_STREAM (object), READ_CHUNK, G_PRIORITY_DEFAULT,
                                   self->cancellable, stderr_read_cb, self);
}

static gboolean escalate_cb (gpointer user_data);

static void
start_stop (GpTransportSsh *self)
{
  send_signal (self, SIGINT);
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
          const char *what = line + strlen ("GP_ERROR=");

          g_free (self->remote_error);
          /* the name is ours, not echoed back: it may hold anything */
          if (strcmp (what, "not-found") == 0)
            self->remote_error = g_strdup_printf ("%s not found on the board",
                                                  self->command_mode ? self->argv[0] : "gst-launch-1.0");
          else
            self->remote_error = g_strdup (what);
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

/* Keeps the child's first error line ("ERROR: from element …", from
 * gst-launch-1.0) for the message should it fail. */
static void
scan_log_error (GpTransportSsh *self,
                GBytes         *chunk)
{
  gsize len;
  const char *data = g_bytes_get_data (chunk, &len);
  const char *p = data;
  const char *end = data + len;

  while (self->log_error == NULL && p < end &&
         (p = memmem (p, (gsize) (end - p), LOG_ERROR_MARK, strlen (LOG_ERROR_MARK))) != NULL)
    {
      if (p == data || p[-1] == '\n')
        {
          const char *eol = memchr (p, '\n', (gsize) (end - p));
          gsize n = (eol != NULL ? (gsize) (eol - p) : (gsize) (end - p));

          self->log_error = g_utf8_make_valid (p, (gssize) MIN (n, MAX_ERROR_TEXT));
          break;
        }
      p += strlen (LOG_ERROR_MARK);
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
    {
      if (self->log_error == NULL)
        scan_log_error (self, bytes);
      gp_transport_emit_log_data (GP_TRANSPORT (self), bytes);
    }
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
      close_control (self);
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

  if (!self->exited || !self->has_exit_code)
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
