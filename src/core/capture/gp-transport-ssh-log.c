/* gp-transport-ssh-log.c: a board's stdout: the header lines, then the tracer log
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

/* The remote shell's stdout: GP_DIR= (or GP_ERROR=) and REMOTE_PID= first, then the child's log
 * exactly as written, passed on as "log-data"; the child's first report of a failure (gst-launch-1.0's
 * "ERROR: from element …", "WARNING: erroneous pipeline: …": gp-launch-report.h) is kept for the
 * message should it fail. */

#include "config.h"

/* memmem */
#define _GNU_SOURCE

#include <string.h>

#include "gp-launch-report.h"
#include "gp-transport-ssh-private.h"

/* A longer line is not a report. */
#define LOG_LINE_MAX 4096

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
            _gp_transport_ssh_start_stop (self);
          return;
        }
    }
}

/* Keeps the child's first report of a failure (gp-launch-report.h) for the
 * message should it fail. Lines may span chunks; only those that begin
 * like a report ('E', 'W') are copied, up to LOG_LINE_MAX: the tracer log's
 * lines begin with a timestamp. */
static void
scan_log_error (GpTransportSsh *self,
                GBytes         *chunk)
{
  gsize len;
  const char *data = g_bytes_get_data (chunk, &len);
  const char *p = data;
  const char *end = data + len;

  while (self->log_error == NULL && p < end)
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      gsize n = (eol != NULL ? (gsize) (eol - p) : (gsize) (end - p));

      if (!self->log_mid_line)
        self->log_candidate = (*p == 'E' || *p == 'W');
      if (self->log_candidate && self->log_line->len + n <= LOG_LINE_MAX)
        g_string_append_len (self->log_line, p, (gssize) n);
      else
        self->log_candidate = FALSE;
      self->log_mid_line = eol == NULL;
      if (eol == NULL)
        break;
      if (self->log_candidate)
        self->log_error = gp_launch_report_from_line (self->log_line->str, (gssize) self->log_line->len);
      g_string_truncate (self->log_line, 0);
      p = eol + 1;
    }
}

void
_gp_transport_ssh_feed_stdout (GpTransportSsh *self,
                               GBytes         *bytes)
{
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
}
