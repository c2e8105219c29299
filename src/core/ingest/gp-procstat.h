/* gp-procstat.h: CPU and memory samples read from /proc
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

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One /proc reading (reference.md §2, "/proc sampling"). Percentages are
 * rounded to 1 decimal; NAN means "not measured". */
typedef struct
{
  GArray    *per_core_pct;  /* double; empty on the first sample */
  double     total_pct;     /* mean of per_core_pct, 0.0 when empty */
  double     proc_pct;      /* the process, % of one core (can exceed 100); NAN when unknown */
  double     rss_bytes;     /* VmRSS of the process; NAN when unknown */
  double     mem_available_bytes; /* MemAvailable of the machine (/proc/meminfo); NAN when unknown */
  GPtrArray *thread_keys;   /* of char*, "tid:comm" */
  GArray    *thread_pct;    /* double, index-aligned with thread_keys */
} GpProcSample;

GpProcSample *gp_proc_sample_new   (void);
void          gp_proc_sample_free  (GpProcSample *sample);

typedef struct _GpProcStat GpProcStat;

/* Samples the process @pid and the machine's cores. @proc_root is the proc
 * file system to read (NULL for "/proc"). */
GpProcStat   *gp_procstat_new       (const char   *proc_root,
                                     GPid          pid);
void          gp_procstat_free      (GpProcStat   *self);

GPid          gp_procstat_get_pid   (GpProcStat   *self);

/* Takes a reading now (monotonic clock). */
GpProcSample *gp_procstat_sample    (GpProcStat   *self);
/* Takes a reading as if the monotonic clock read @now_us. */
GpProcSample *gp_procstat_sample_at (GpProcStat   *self,
                                     gint64        now_us);

/* Takes a reading from file texts instead of the files (a /proc read
 * elsewhere, on a board): @texts maps the path of each file the reading
 * would open, under the proc root of gp_procstat_new(), to its contents
 * ("/proc/stat", "/proc/meminfo", "/proc/PID/status", "/proc/PID/task/TID/stat" and "…/comm"
 * give the thread list); a missing path reads as an unreadable file. */
GpProcSample *gp_procstat_sample_texts (GpProcStat  *self,
                                        gint64       now_us,
                                        GHashTable  *texts);

/* Parses the text of /proc/PID/stat (or task/TID/stat): utime + stime, in
 * clock ticks. The comm field may hold spaces and parentheses. */
gboolean      gp_procstat_parse_stat (const char  *text,
                                      guint64     *jiffies);
/* Parses /proc/PID/status: VmRSS in bytes. */
gboolean      gp_procstat_parse_rss  (const char  *text,
                                      guint64     *rss_bytes);
/* Parses /proc/meminfo: MemAvailable in bytes. */
gboolean      gp_procstat_parse_mem_available (const char *text,
                                               guint64    *bytes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpProcSample, gp_proc_sample_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpProcStat, gp_procstat_free)

G_END_DECLS
