/* gp-stderr-tap.c: GpStderrTap, a child's stderr passed through, gst-launch-1.0's report kept
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

/* The local transport gives the child a pipe for stderr rather than ours, so that what
 * gst-launch-1.0 says about a pipeline that did not run ("no element "x"") reaches the session's
 * front end (the app has no terminal). Everything read is written on to our stderr unchanged, at
 * once, so the CLI shows the child's messages as before. Lines are scanned up to REPORT_LINE_MAX
 * bytes; a longer one is passed through, not kept. Non-blocking reads: the drain at the child's
 * exit takes what the pipe holds and never waits for a grandchild that kept it open. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include <glib-unix.h>

#include "gp-launch-report.h"
#include "gp-stderr-tap.h"

#define READ_CHUNK       4096
#define REPORT_LINE_MAX  4096

struct _GpStderrTap
{
  int       fd;
  int       forward_fd;
  guint     source;
  GString  *line;
  gboolean  skipping;     /* the rest of a line over REPORT_LINE_MAX */
  char     *report;
};

static void
forward (GpStderrTap *self,
         const char  *data,
         gsize        len)
{
  while (self->forward_fd >= 0 && len > 0)
    {
      gssize n = write (self->forward_fd, data, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return;
      data += n;
      len -= (gsize) n;
    }
}

static void
end_line (GpStderrTap *self)
{
  if (self->report == NULL && !self->skipping && self->line->len > 0)
    self->report = gp_launch_report_from_line (self->line->str, (gssize) self->line->len);
  g_string_truncate (self->line, 0);
  self->skipping = FALSE;
}

static void
scan (GpStderrTap *self,
      const char  *data,
      gsize        len)
{
  for (gsize i = 0; i < len; i++)
    {
      if (data[i] == '\n')
        end_line (self);
      else if (self->skipping)
        ;
      else if (self->line->len >= REPORT_LINE_MAX)
        {
          self->skipping = TRUE;
          g_string_truncate (self->line, 0);
        }
      else
        g_string_append_c (self->line, data[i]);
    }
}

/* FALSE at the end of the stream (or an error). */
static gboolean
read_some (GpStderrTap *self)
{
  char buf[READ_CHUNK];

  for (;;)
    {
      gssize n = read (self->fd, buf, sizeof buf);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 && errno == EAGAIN)
        return TRUE;
      if (n <= 0)
        return FALSE;
      forward (self, buf, (gsize) n);
      scan (self, buf, (gsize) n);
    }
}

static gboolean
readable_cb (int          fd,
             GIOCondition condition,
             gpointer     user_data)
{
  GpStderrTap *self = user_data;

  if (read_some (self))
    return G_SOURCE_CONTINUE;
  end_line (self);
  self->source = 0;
  return G_SOURCE_REMOVE;
}

GpStderrTap *
gp_stderr_tap_new (int fd,
                   int forward_fd)
{
  GpStderrTap *self = g_new0 (GpStderrTap, 1);

  self->fd = fd;
  self->forward_fd = forward_fd;
  self->line = g_string_new (NULL);
  (void) fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) | O_NONBLOCK);
  self->source = g_unix_fd_add (fd, G_IO_IN | G_IO_HUP | G_IO_ERR, readable_cb, self);
  return self;
}

void
gp_stderr_tap_drain (GpStderrTap *self)
{
  g_return_if_fail (self != NULL);

  if (self->source == 0)
    return;
  (void) read_some (self);
  end_line (self);
  g_clear_handle_id (&self->source, g_source_remove);
}

const char *
gp_stderr_tap_get_report (GpStderrTap *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->report;
}

void
gp_stderr_tap_free (GpStderrTap *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->source, g_source_remove);
  if (self->fd >= 0)
    close (self->fd);
  g_string_free (self->line, TRUE);
  g_free (self->report);
  g_free (self);
}
