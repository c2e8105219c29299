/* gp-transport-ssh-frames.c: a board's stderr: the sampler's frames, dot dumps, ssh's words
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

#include <math.h>
#include <string.h>

#include "gp-transport-ssh-private.h"

#define MAX_STDERR     (64 * 1024)
#define MAX_FRAME_LINE (1024 * 1024)
#define MAX_DOT        (64 * 1024 * 1024)
#define FRAME_MARK     "@@GP "

/* The remote shell's stderr (gp-transport-ssh-private.h has the protocol):
 * "@@GP S PID" … "@@GP E" around a /proc reading and the latest tegrastats
 * line, "@@GP dot SIZE NAME" before SIZE bytes of a dot dump, "@@GP exit
 * STATUS" last; any other line is ssh's own words, kept for a message. */

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

void
_gp_transport_ssh_feed_stderr (GpTransportSsh *self,
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

void
_gp_transport_ssh_flush_stderr (GpTransportSsh *self)
{
  if (self->line->len > 0 && !self->skipping_line)
    handle_frame_line (self, self->line->str);
  finish_dot (self, FALSE);
}
