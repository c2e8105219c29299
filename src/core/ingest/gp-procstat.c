/* gp-procstat.c: CPU and memory samples read from /proc
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

/* /proc read the way the reference samples it (reference.md §2): each core's busy share since the
 * last reading, the process's CPU and VmRSS, and each thread's CPU keyed "tid:comm", percentages
 * rounded to one decimal, NAN for what could not be measured. GpProcStat reads the files here
 * (core/capture's local transport) or, through gp_procstat_sample_texts(), the same files' texts
 * read on a board and framed over SSH (gp-transport-ssh-frames.c), so one parser serves both. The
 * proc root can be any directory, which is how the tests feed it. */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gp-procstat.h"

typedef struct
{
  guint64 busy;
  guint64 total;
} CoreTimes;

typedef struct
{
  guint64  jiffies;
  char    *comm;
} ThreadTimes;

struct _GpProcStat
{
  char       *proc_root;
  GPid        pid;
  double      hz;
  GArray     *prev_cores;      /* of CoreTimes; NULL before the first sample */
  gint64      prev_time_us;    /* 0 before the first sample */
  gboolean    have_proc;
  guint64     prev_proc_jiffies;
  GHashTable *prev_threads;    /* tid (GINT_TO_POINTER) → ThreadTimes* */
  GHashTable *texts;           /* path → contents, during gp_procstat_sample_texts() */
};

static double
round1 (double value)
{
  return round (value * 10.0) / 10.0;
}

static void
thread_times_free (gpointer data)
{
  ThreadTimes *times = data;

  g_free (times->comm);
  g_free (times);
}

GpProcSample *
gp_proc_sample_new (void)
{
  GpProcSample *sample = g_new0 (GpProcSample, 1);

  sample->per_core_pct = g_array_new (FALSE, FALSE, sizeof (double));
  sample->total_pct = 0.0;
  sample->proc_pct = NAN;
  sample->rss_bytes = NAN;
  sample->mem_available_bytes = NAN;
  sample->thread_keys = g_ptr_array_new_with_free_func (g_free);
  sample->thread_pct = g_array_new (FALSE, FALSE, sizeof (double));
  return sample;
}

void
gp_proc_sample_free (GpProcSample *sample)
{
  if (sample == NULL)
    return;
  g_array_unref (sample->per_core_pct);
  g_ptr_array_unref (sample->thread_keys);
  g_array_unref (sample->thread_pct);
  g_free (sample);
}

GpProcStat *
gp_procstat_new (const char *proc_root,
                 GPid        pid)
{
  GpProcStat *self;
  long ticks;

  g_return_val_if_fail (pid > 0, NULL);

  self = g_new0 (GpProcStat, 1);
  self->proc_root = g_strdup (proc_root != NULL ? proc_root : "/proc");
  self->pid = pid;
  ticks = sysconf (_SC_CLK_TCK);
  self->hz = ticks > 0 ? (double) ticks : 100.0;
  self->prev_threads = g_hash_table_new_full (NULL, NULL, NULL, thread_times_free);
  return self;
}

void
gp_procstat_free (GpProcStat *self)
{
  if (self == NULL)
    return;
  g_free (self->proc_root);
  g_clear_pointer (&self->prev_cores, g_array_unref);
  g_hash_table_unref (self->prev_threads);
  g_free (self);
}

GPid
gp_procstat_get_pid (GpProcStat *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->pid;
}

gboolean
gp_procstat_parse_stat (const char *text,
                        guint64    *jiffies)
{
  const char *p;
  guint64 utime = 0;
  guint64 stime = 0;

  g_return_val_if_fail (jiffies != NULL, FALSE);

  if (text == NULL || (p = strrchr (text, ')')) == NULL)
    return FALSE;
  p++;

  /* Fields after "comm)": state (3), ppid (4), … utime (14), stime (15). */
  for (guint field = 3; field <= 15; field++)
    {
      char *end = NULL;
      guint64 value;

      while (*p == ' ')
        p++;
      if (*p == '\0' || *p == '\n')
        return FALSE;

      if (field < 14)
        {
          while (*p != '\0' && *p != ' ' && *p != '\n')
            p++;
          continue;
        }

      value = g_ascii_strtoull (p, &end, 10);
      if (end == p)
        return FALSE;
      if (field == 14)
        utime = value;
      else
        stime = value;
      p = end;
    }

  *jiffies = utime + stime;
  return TRUE;
}

/* A "Key:   N kB" line of /proc/PID/status or /proc/meminfo, in bytes. */
static gboolean
parse_kib_line (const char *text,
                const char *key,
                guint64    *bytes)
{
  g_autofree char *nl_key = g_strconcat ("\n", key, NULL);
  const char *p;
  char *end = NULL;
  guint64 kib;

  if (text == NULL)
    return FALSE;
  if (g_str_has_prefix (text, key))
    p = text;
  else if ((p = strstr (text, nl_key)) != NULL)
    p++;
  else
    return FALSE;

  p += strlen (key);
  while (*p == ' ' || *p == '\t')
    p++;
  kib = g_ascii_strtoull (p, &end, 10);
  if (end == p || kib > G_MAXUINT64 / 1024)
    return FALSE;
  *bytes = kib * 1024;
  return TRUE;
}

gboolean
gp_procstat_parse_rss (const char *text,
                       guint64    *rss_bytes)
{
  g_return_val_if_fail (rss_bytes != NULL, FALSE);
  return parse_kib_line (text, "VmRSS:", rss_bytes);
}

gboolean
gp_procstat_parse_mem_available (const char *text,
                                 guint64    *bytes)
{
  g_return_val_if_fail (bytes != NULL, FALSE);
  return parse_kib_line (text, "MemAvailable:", bytes);
}

static char *
read_text (GpProcStat *self,
           const char *path)
{
  char *contents = NULL;

  if (self->texts != NULL)
    return g_strdup (g_hash_table_lookup (self->texts, path));
  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  return contents;
}

static GArray *
read_cores (GpProcStat *self)
{
  g_autofree char *path = g_build_filename (self->proc_root, "stat", NULL);
  g_autofree char *text = read_text (self, path);
  g_auto(GStrv) lines = NULL;
  GArray *cores;

  if (text == NULL)
    return NULL;

  cores = g_array_new (FALSE, TRUE, sizeof (CoreTimes));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *p = lines[i];
      guint64 values[8] = { 0, };
      CoreTimes times = { 0, 0 };

      /* cpuN lines only; the aggregate "cpu " line is skipped. */
      if (!g_str_has_prefix (p, "cpu") || !g_ascii_isdigit (p[3]))
        continue;
      while (*p != '\0' && *p != ' ')
        p++;

      for (guint f = 0; f < G_N_ELEMENTS (values); f++)
        {
          char *end = NULL;

          while (*p == ' ')
            p++;
          values[f] = g_ascii_strtoull (p, &end, 10);
          if (end == p)
            break;
          p = end;
        }

      for (guint f = 0; f < G_N_ELEMENTS (values); f++)
        times.total += values[f];
      /* busy = everything but idle (4th) and iowait (5th) */
      times.busy = times.total - values[3] - values[4];
      g_array_append_val (cores, times);
    }

  return cores;
}

static void
sample_cores (GpProcStat   *self,
              GpProcSample *sample)
{
  g_autoptr(GArray) cores = read_cores (self);
  double sum = 0.0;

  if (cores == NULL)
    return;

  if (self->prev_cores != NULL)
    {
      guint n = MIN (cores->len, self->prev_cores->len);

      for (guint i = 0; i < n; i++)
        {
          const CoreTimes *a = &g_array_index (self->prev_cores, CoreTimes, i);
          const CoreTimes *b = &g_array_index (cores, CoreTimes, i);
          double pct = 0.0;

          if (b->total > a->total && b->busy >= a->busy)
            pct = round1 ((double) (b->busy - a->busy) / (double) (b->total - a->total) * 100.0);
          g_array_append_val (sample->per_core_pct, pct);
          sum += pct;
        }
      if (n > 0)
        sample->total_pct = round1 (sum / n);
    }

  g_clear_pointer (&self->prev_cores, g_array_unref);
  self->prev_cores = g_steal_pointer (&cores);
}

static void
sample_process (GpProcStat   *self,
                GpProcSample *sample,
                double        dt)
{
  g_autofree char *pid_str = g_strdup_printf ("%d", (int) self->pid);
  g_autofree char *stat_path = g_build_filename (self->proc_root, pid_str, "stat", NULL);
  g_autofree char *status_path = g_build_filename (self->proc_root, pid_str, "status", NULL);
  g_autofree char *stat_text = read_text (self, stat_path);
  g_autofree char *status_text = read_text (self, status_path);
  guint64 jiffies;
  guint64 rss;

  if (gp_procstat_parse_stat (stat_text, &jiffies))
    {
      if (self->have_proc && dt > 0 && jiffies >= self->prev_proc_jiffies)
        sample->proc_pct = round1 ((double) (jiffies - self->prev_proc_jiffies) / self->hz / dt * 100.0);
      self->have_proc = TRUE;
      self->prev_proc_jiffies = jiffies;
    }
  else
    {
      self->have_proc = FALSE;
    }

  if (gp_procstat_parse_rss (status_text, &rss))
    sample->rss_bytes = (double) rss;
}

static void
sample_memory (GpProcStat   *self,
               GpProcSample *sample)
{
  g_autofree char *path = g_build_filename (self->proc_root, "meminfo", NULL);
  g_autofree char *text = read_text (self, path);
  guint64 available;

  if (gp_procstat_parse_mem_available (text, &available))
    sample->mem_available_bytes = (double) available;
}

static int
compare_tids (gconstpointer a,
              gconstpointer b)
{
  int ta = GPOINTER_TO_INT (*(gpointer *) a);
  int tb = GPOINTER_TO_INT (*(gpointer *) b);

  return (ta > tb) - (ta < tb);
}

/* The tids of "TASK_DIR/TID/stat" among the texts. */
static void
list_text_tids (GpProcStat *self,
                const char *task_dir,
                GPtrArray  *tids)
{
  GHashTableIter iter;
  gpointer key;
  gsize prefix_len = strlen (task_dir);

  g_hash_table_iter_init (&iter, self->texts);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const char *path = key;
      char *end = NULL;
      gint64 tid;

      if (strncmp (path, task_dir, prefix_len) != 0 || path[prefix_len] != '/')
        continue;
      tid = g_ascii_strtoll (path + prefix_len + 1, &end, 10);
      if (end == path + prefix_len + 1 || strcmp (end, "/stat") != 0 || tid <= 0 || tid > G_MAXINT)
        continue;
      g_ptr_array_add (tids, GINT_TO_POINTER ((int) tid));
    }
}

static void
sample_threads (GpProcStat   *self,
                GpProcSample *sample,
                double        dt)
{
  g_autofree char *pid_str = g_strdup_printf ("%d", (int) self->pid);
  g_autofree char *task_dir = g_build_filename (self->proc_root, pid_str, "task", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GHashTable) seen = NULL;
  g_autoptr(GPtrArray) tids = g_ptr_array_new ();
  const char *name;

  seen = g_hash_table_new_full (NULL, NULL, NULL, thread_times_free);

  if (self->texts != NULL)
    list_text_tids (self, task_dir, tids);
  else
    dir = g_dir_open (task_dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      char *end = NULL;
      gint64 tid = g_ascii_strtoll (name, &end, 10);

      if (end == name || *end != '\0' || tid <= 0 || tid > G_MAXINT)
        continue;
      g_ptr_array_add (tids, GINT_TO_POINTER ((int) tid));
    }
  g_ptr_array_sort (tids, compare_tids);

  for (guint i = 0; i < tids->len; i++)
    {
      int tid = GPOINTER_TO_INT (g_ptr_array_index (tids, i));
      g_autofree char *tid_str = g_strdup_printf ("%d", tid);
      g_autofree char *stat_path = g_build_filename (task_dir, tid_str, "stat", NULL);
      g_autofree char *comm_path = g_build_filename (task_dir, tid_str, "comm", NULL);
      g_autofree char *stat_text = read_text (self, stat_path);
      g_autofree char *comm = read_text (self, comm_path);
      const ThreadTimes *prev;
      ThreadTimes *now;
      guint64 jiffies;

      if (comm == NULL || !gp_procstat_parse_stat (stat_text, &jiffies))
        continue;
      g_strchomp (comm);

      now = g_new0 (ThreadTimes, 1);
      now->jiffies = jiffies;
      now->comm = g_strdup (comm);

      /* Skipped for one round: a new thread, jiffies going backwards or a new
       * comm (the tid was recycled). */
      prev = g_hash_table_lookup (self->prev_threads, GINT_TO_POINTER (tid));
      if (prev != NULL && dt > 0 && jiffies >= prev->jiffies && g_strcmp0 (prev->comm, comm) == 0)
        {
          double pct = round1 ((double) (jiffies - prev->jiffies) / self->hz / dt * 100.0);

          g_ptr_array_add (sample->thread_keys, g_strdup_printf ("%d:%s", tid, comm));
          g_array_append_val (sample->thread_pct, pct);
        }

      g_hash_table_replace (seen, GINT_TO_POINTER (tid), now);
    }

  g_hash_table_unref (self->prev_threads);
  self->prev_threads = g_steal_pointer (&seen);
}

GpProcSample *
gp_procstat_sample_at (GpProcStat *self,
                       gint64      now_us)
{
  GpProcSample *sample;
  double dt;

  g_return_val_if_fail (self != NULL, NULL);

  sample = gp_proc_sample_new ();
  dt = self->prev_time_us > 0 ? (double) (now_us - self->prev_time_us) / G_USEC_PER_SEC : 0.0;

  sample_cores (self, sample);
  sample_process (self, sample, dt);
  sample_memory (self, sample);
  sample_threads (self, sample, dt);

  self->prev_time_us = now_us > 0 ? now_us : 1;
  return sample;
}

GpProcSample *
gp_procstat_sample (GpProcStat *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return gp_procstat_sample_at (self, g_get_monotonic_time ());
}

GpProcSample *
gp_procstat_sample_texts (GpProcStat *self,
                          gint64      now_us,
                          GHashTable *texts)
{
  GpProcSample *sample;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (texts != NULL, NULL);

  self->texts = texts;
  sample = gp_procstat_sample_at (self, now_us);
  self->texts = NULL;
  return sample;
}
