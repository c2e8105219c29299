/* gp-transport-ssh-exit.c: the end of a capture on a board: its exit code, what went wrong
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

#include "gp-transport-ssh-private.h"

/* Once stdout, stderr and ssh itself are done: the child's exit code from
 * the shell's exit frame (128 + N: killed by signal N), and one line for
 * what went wrong, if anything: the child crashed or failed, the pipeline
 * never played, or the connection went (the board then stops the child by
 * itself). */

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

void
_gp_transport_ssh_maybe_finish (GpTransportSsh *self)
{
  g_autofree char *fault = NULL;

  if (!self->stdout_done || !self->stderr_done || !self->process_done || self->exited)
    return;

  g_clear_handle_id (&self->escalate_source, g_source_remove);
  self->exited = TRUE;
  _gp_transport_ssh_close_control (self);

  /* Whatever the header held that was not the header is log. */
  if (!self->header_done && self->head->len > 0 && self->pid > 0)
    {
      g_autoptr(GBytes) rest = g_bytes_new (self->head->str, self->head->len);

      gp_transport_emit_log_data (GP_TRANSPORT (self), rest);
    }
  _gp_transport_ssh_flush_stderr (self);

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
