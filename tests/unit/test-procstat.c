/* test-procstat.c: /proc sampling
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
#include <time.h>
#include <unistd.h>

#include "gp-procstat.h"
#include "gp-test-util.h"

#define PID 4242

/* A stat line: utime and stime are fields 14 and 15. */
static char *
stat_line (int         pid,
           const char *comm,
           guint64     utime,
           guint64     stime)
{
  return g_strdup_printf ("%d (%s) S 1 %d %d 0 -1 4194560 100 0 0 0 %" G_GUINT64_FORMAT " %"
                          G_GUINT64_FORMAT " 0 0 20 0 3 0 12345 1000000 500 "
                          "18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n",
                          pid, comm, pid, pid, utime, stime);
}

static void
write_file (const char *root,
            const char *relative,
            const char *contents)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

static void
write_cores (const char *root,
             guint64     busy0,
             guint64     idle0,
             guint64     busy1,
             guint64     idle1)
{
  g_autofree char *text = NULL;

  /* user nice system idle iowait irq softirq steal guest guest_nice; the
   * aggregate line must be skipped. */
  text = g_strdup_printf ("cpu  999 0 999 999 0 0 0 0 0 0\n"
                          "cpu0 %" G_GUINT64_FORMAT " 0 0 %" G_GUINT64_FORMAT " 0 0 0 0 0 0\n"
                          "cpu1 %" G_GUINT64_FORMAT " 0 0 %" G_GUINT64_FORMAT " 0 0 0 0 0 0\n"
                          "intr 1 2 3\nctxt 77\n",
                          busy0, idle0, busy1, idle1);
  write_file (root, "stat", text);
}

static void
write_thread (const char *root,
              int         tid,
              const char *comm,
              guint64     jiffies)
{
  g_autofree char *stat_rel = g_strdup_printf ("%d/task/%d/stat", PID, tid);
  g_autofree char *comm_rel = g_strdup_printf ("%d/task/%d/comm", PID, tid);
  g_autofree char *stat = stat_line (tid, comm, jiffies, 0);
  g_autofree char *comm_nl = g_strdup_printf ("%s\n", comm);

  write_file (root, stat_rel, stat);
  write_file (root, comm_rel, comm_nl);
}

static void
remove_thread (const char *root,
               int         tid)
{
  g_autofree char *dir = g_strdup_printf ("%s/%d/task/%d", root, PID, tid);

  gp_test_rm_rf (dir);
}

static void
write_process (const char *root,
               guint64     utime,
               guint64     stime,
               guint64     rss_kib)
{
  g_autofree char *stat = stat_line (PID, "gst-launch-1.0", utime, stime);
  g_autofree char *status = g_strdup_printf ("Name:\tgst-launch-1.0\nState:\tS (sleeping)\n"
                                             "VmPeak:\t  99999 kB\nVmRSS:\t   %" G_GUINT64_FORMAT " kB\n"
                                             "Threads:\t3\n", rss_kib);
  g_autofree char *stat_rel = g_strdup_printf ("%d/stat", PID);
  g_autofree char *status_rel = g_strdup_printf ("%d/status", PID);

  write_file (root, stat_rel, stat);
  write_file (root, status_rel, status);
}

static double
thread_pct (const GpProcSample *sample,
            const char         *key)
{
  for (guint i = 0; i < sample->thread_keys->len; i++)
    if (g_strcmp0 (g_ptr_array_index (sample->thread_keys, i), key) == 0)
      return g_array_index (sample->thread_pct, double, i);
  return NAN;
}

static void
test_parse_stat (void)
{
  guint64 jiffies = 0;
  g_autofree char *odd = stat_line (77, "a) (b c", 120, 30);
  g_autofree char *plain = stat_line (77, "videotestsrc0:s", 5, 6);

  g_assert_true (gp_procstat_parse_stat (plain, &jiffies));
  g_assert_cmpuint (jiffies, ==, 11);

  /* a comm with spaces and parentheses: the last ')' ends it */
  g_assert_true (gp_procstat_parse_stat (odd, &jiffies));
  g_assert_cmpuint (jiffies, ==, 150);

  g_assert_false (gp_procstat_parse_stat ("", &jiffies));
  g_assert_false (gp_procstat_parse_stat ("12 (x) S 1 2", &jiffies));
  g_assert_false (gp_procstat_parse_stat ("no parenthesis at all", &jiffies));
  g_assert_false (gp_procstat_parse_stat (NULL, &jiffies));
}

static void
test_parse_rss (void)
{
  guint64 rss = 0;

  g_assert_true (gp_procstat_parse_rss ("Name:\tx\nVmRSS:\t    2048 kB\nThreads: 1\n", &rss));
  g_assert_cmpuint (rss, ==, 2048 * 1024);
  g_assert_true (gp_procstat_parse_rss ("VmRSS: 1 kB\n", &rss));
  g_assert_cmpuint (rss, ==, 1024);
  /* a zombie has no VmRSS line */
  g_assert_false (gp_procstat_parse_rss ("Name:\tx\nState:\tZ (zombie)\n", &rss));
  g_assert_false (gp_procstat_parse_rss ("VmRSS:\tlots\n", &rss));
}

static void
test_parse_mem_available (void)
{
  guint64 bytes = 0;

  g_assert_true (gp_procstat_parse_mem_available ("MemTotal:       24578412 kB\n"
                                                  "MemFree:         1020304 kB\n"
                                                  "MemAvailable:   20123456 kB\n", &bytes));
  g_assert_cmpuint (bytes, ==, G_GUINT64_CONSTANT (20123456) * 1024);
  g_assert_true (gp_procstat_parse_mem_available ("MemAvailable: 8 kB", &bytes));
  g_assert_cmpuint (bytes, ==, 8192);
  /* kernels before 3.14 have no MemAvailable: unknown, not zero */
  g_assert_false (gp_procstat_parse_mem_available ("MemTotal: 1 kB\nMemFree: 1 kB\n", &bytes));
  g_assert_false (gp_procstat_parse_mem_available ("XMemAvailable: 1 kB\n", &bytes));
  g_assert_false (gp_procstat_parse_mem_available ("MemAvailable: 99999999999999999999 kB\n", &bytes));
  g_assert_false (gp_procstat_parse_mem_available (NULL, &bytes));
}

static void
test_fake_proc (void)
{
  g_autofree char *root = gp_test_tmpdir ();
  g_autoptr(GpProcStat) stat = NULL;
  g_autoptr(GpProcSample) first = NULL;
  g_autoptr(GpProcSample) second = NULL;
  g_autoptr(GpProcSample) third = NULL;
  double hz = sysconf (_SC_CLK_TCK) > 0 ? (double) sysconf (_SC_CLK_TCK) : 100.0;
  gint64 t0 = 10 * G_USEC_PER_SEC;

  write_cores (root, 100, 900, 500, 500);
  write_process (root, 1000, 500, 2048);
  write_thread (root, PID, "gst-launch-1.0", 100);
  write_thread (root, PID + 1, "videotestsrc0:s", 1000);
  write_thread (root, PID + 2, "queue0:src", 10);

  stat = gp_procstat_new (root, PID);
  g_assert_cmpint (gp_procstat_get_pid (stat), ==, PID);

  /* The first sample has nothing to compare with. */
  first = gp_procstat_sample_at (stat, t0);
  g_assert_cmpuint (first->per_core_pct->len, ==, 0);
  g_assert_cmpfloat (first->total_pct, ==, 0.0);
  g_assert_true (isnan (first->proc_pct));
  g_assert_cmpfloat (first->rss_bytes, ==, 2048.0 * 1024);
  g_assert_cmpuint (first->thread_keys->len, ==, 0);

  /* One second later: cpu0 busy 40 of 100 jiffies, cpu1 25 of 100. */
  write_cores (root, 140, 960, 525, 575);
  write_process (root, 1000 + (guint64) hz, 500 + (guint64) (hz / 2), 4096);
  write_thread (root, PID, "gst-launch-1.0", 100);                          /* idle */
  write_thread (root, PID + 1, "videotestsrc0:s", 1000 + (guint64) (hz / 2)); /* half a core */
  write_thread (root, PID + 2, "queue0:src", 5);                             /* went backwards */
  write_thread (root, PID + 3, "fakesink0:sink", 50);                        /* new */

  second = gp_procstat_sample_at (stat, t0 + G_USEC_PER_SEC);
  g_assert_cmpuint (second->per_core_pct->len, ==, 2);
  g_assert_cmpfloat (g_array_index (second->per_core_pct, double, 0), ==, 40.0);
  g_assert_cmpfloat (g_array_index (second->per_core_pct, double, 1), ==, 25.0);
  g_assert_cmpfloat (second->total_pct, ==, 32.5);
  g_assert_cmpfloat (second->proc_pct, ==, 150.0);
  g_assert_cmpfloat (second->rss_bytes, ==, 4096.0 * 1024);

  g_assert_cmpuint (second->thread_keys->len, ==, 2);
  g_assert_cmpfloat (thread_pct (second, "4242:gst-launch-1.0"), ==, 0.0);
  g_assert_cmpfloat (thread_pct (second, "4243:videotestsrc0:s"), ==, 50.0);
  g_assert_true (isnan (thread_pct (second, "4244:queue0:src")));
  g_assert_true (isnan (thread_pct (second, "4245:fakesink0:sink")));

  /* Half a second later: tid 4243 was recycled by another thread (new comm),
   * 4244 and 4245 are known now, 4242 is gone. */
  remove_thread (root, PID);
  write_thread (root, PID + 1, "pool-2-thread-1", 2000);
  write_thread (root, PID + 2, "queue0:src", 5 + (guint64) (hz / 4));
  write_thread (root, PID + 3, "fakesink0:sink", 50 + (guint64) (hz / 10));

  third = gp_procstat_sample_at (stat, t0 + G_USEC_PER_SEC + G_USEC_PER_SEC / 2);
  g_assert_cmpuint (third->thread_keys->len, ==, 2);
  g_assert_true (isnan (thread_pct (third, "4243:pool-2-thread-1")));
  g_assert_cmpfloat (thread_pct (third, "4244:queue0:src"), ==, 50.0);
  g_assert_cmpfloat (thread_pct (third, "4245:fakesink0:sink"), ==, 20.0);
  /* a core's counters that did not move give 0 */
  g_assert_cmpfloat (g_array_index (third->per_core_pct, double, 0), ==, 0.0);
}

/* Every file under @dir, path → contents. */
static void
read_tree (const char *dir,
           GHashTable *texts)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        read_tree (path, texts);
      else
        g_hash_table_insert (texts, g_strdup (path), gp_test_read_file (path));
    }
}

static void
assert_same_sample (const GpProcSample *a,
                    const GpProcSample *b)
{
  g_assert_cmpuint (a->per_core_pct->len, ==, b->per_core_pct->len);
  for (guint i = 0; i < a->per_core_pct->len; i++)
    g_assert_cmpfloat (g_array_index (a->per_core_pct, double, i), ==, g_array_index (b->per_core_pct, double, i));
  g_assert_cmpfloat (a->total_pct, ==, b->total_pct);
  g_assert_true ((isnan (a->proc_pct) && isnan (b->proc_pct)) || a->proc_pct == b->proc_pct);
  g_assert_cmpfloat (a->rss_bytes, ==, b->rss_bytes);
  g_assert_true ((isnan (a->mem_available_bytes) && isnan (b->mem_available_bytes)) ||
                 a->mem_available_bytes == b->mem_available_bytes);
  g_assert_cmpuint (a->thread_keys->len, ==, b->thread_keys->len);
  for (guint i = 0; i < a->thread_keys->len; i++)
    {
      g_assert_cmpstr (g_ptr_array_index (a->thread_keys, i), ==, g_ptr_array_index (b->thread_keys, i));
      g_assert_cmpfloat (g_array_index (a->thread_pct, double, i), ==, g_array_index (b->thread_pct, double, i));
    }
}

/* The texts of the files (a board's /proc, read over SSH) give exactly the
 * readings of the files. */
static void
test_texts (void)
{
  g_autofree char *root = gp_test_tmpdir ();
  g_autoptr(GpProcStat) from_files = gp_procstat_new (root, PID);
  g_autoptr(GpProcStat) from_texts = gp_procstat_new (root, PID);
  double hz = sysconf (_SC_CLK_TCK) > 0 ? (double) sysconf (_SC_CLK_TCK) : 100.0;
  gint64 t0 = 10 * G_USEC_PER_SEC;

  for (guint round = 0; round < 3; round++)
    {
      g_autoptr(GHashTable) texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_autoptr(GpProcSample) a = NULL;
      g_autoptr(GpProcSample) b = NULL;
      guint64 k = round;

      write_cores (root, 100 + 40 * k, 900 + 60 * k, 500 + 25 * k, 500 + 75 * k);
      write_process (root, 1000 + (guint64) hz * k, 500, 2048 + k);
      write_thread (root, PID, "gst-launch-1.0", 100);
      write_thread (root, PID + 1, "videotestsrc0:s", 1000 + (guint64) (hz / 2) * k);
      if (round == 2)
        remove_thread (root, PID);

      read_tree (root, texts);
      a = gp_procstat_sample_at (from_files, t0 + (gint64) k * G_USEC_PER_SEC);
      b = gp_procstat_sample_texts (from_texts, t0 + (gint64) k * G_USEC_PER_SEC, texts);
      assert_same_sample (a, b);
      if (round == 1)
        {
          g_assert_cmpuint (b->thread_keys->len, ==, 2);
          g_assert_cmpfloat (thread_pct (b, "4243:videotestsrc0:s"), ==, 50.0);
          g_assert_cmpfloat (b->proc_pct, ==, 100.0);
        }
    }

  /* nothing read: nothing measured, never a crash */
  {
    g_autoptr(GHashTable) empty = g_hash_table_new (g_str_hash, g_str_equal);
    g_autoptr(GpProcSample) none = gp_procstat_sample_texts (from_texts, t0 + 4 * G_USEC_PER_SEC, empty);

    g_assert_cmpuint (none->per_core_pct->len, ==, 0);
    g_assert_true (isnan (none->rss_bytes));
    g_assert_true (isnan (none->mem_available_bytes));
    g_assert_cmpuint (none->thread_keys->len, ==, 0);
  }
}

static void
test_gone_process (void)
{
  g_autofree char *root = gp_test_tmpdir ();
  g_autoptr(GpProcStat) stat = NULL;
  g_autoptr(GpProcSample) a = NULL;
  g_autoptr(GpProcSample) b = NULL;

  write_cores (root, 1, 1, 1, 1);
  stat = gp_procstat_new (root, PID);
  a = gp_procstat_sample_at (stat, G_USEC_PER_SEC);
  b = gp_procstat_sample_at (stat, 2 * G_USEC_PER_SEC);

  /* No process: no process figures, no threads, but the cores still count. */
  g_assert_true (isnan (b->proc_pct));
  g_assert_true (isnan (b->rss_bytes));
  g_assert_cmpuint (b->thread_keys->len, ==, 0);
  g_assert_cmpuint (b->per_core_pct->len, ==, 2);
}

static double
cpu_seconds (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Burns @seconds of CPU time of the calling thread, however busy the
 * machine is. */
static gpointer
spin_thread (gpointer data)
{
  double seconds = *(double *) data;
  double start = cpu_seconds (CLOCK_THREAD_CPUTIME_ID);
  volatile guint64 x = 0;

  while (cpu_seconds (CLOCK_THREAD_CPUTIME_ID) - start < seconds)
    x++;
  return NULL;
}

static void
test_real_proc (void)
{
  g_autoptr(GpProcStat) stat = gp_procstat_new (NULL, getpid ());
  g_autoptr(GpProcSample) a = NULL;
  g_autoptr(GpProcSample) b = NULL;
  g_autofree char *main_key = g_strdup_printf ("%d:test-procstat", (int) getpid ());
  double burn = 0.3;
  double proc_start, proc_used, wall;
  gint64 t0;
  GThread *thread;
  double sum = 0.0;

  a = gp_procstat_sample (stat);
  t0 = g_get_monotonic_time ();
  proc_start = cpu_seconds (CLOCK_PROCESS_CPUTIME_ID);
  thread = g_thread_new ("spinner", spin_thread, &burn);
  spin_thread (&burn);
  g_thread_join (thread);
  proc_used = cpu_seconds (CLOCK_PROCESS_CPUTIME_ID) - proc_start;
  b = gp_procstat_sample (stat);
  wall = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;

  g_assert_cmpuint (b->per_core_pct->len, ==, (guint) sysconf (_SC_NPROCESSORS_ONLN));
  for (guint i = 0; i < b->per_core_pct->len; i++)
    {
      double pct = g_array_index (b->per_core_pct, double, i);

      g_assert_cmpfloat (pct, >=, 0.0);
      g_assert_cmpfloat (pct, <=, 100.0);
    }

  /* Both threads burnt 0.3 s of CPU: jiffies (10 ms) agree with the
   * kernel's own clocks within a few ticks. */
  g_assert_cmpfloat (proc_used, >=, 2 * burn);
  g_assert_cmpfloat (b->proc_pct, >=, (proc_used - 0.05) / wall * 100.0 * 0.9);
  g_assert_cmpfloat (b->rss_bytes, >, 1024.0 * 1024);
  /* the spinner is new: skipped; the main thread is measured */
  g_assert_cmpfloat (thread_pct (b, main_key), >=, (burn - 0.03) / wall * 100.0 * 0.9);
  for (guint i = 0; i < b->thread_pct->len; i++)
    sum += g_array_index (b->thread_pct, double, i);
  g_assert_cmpfloat (sum, >=, thread_pct (b, main_key));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/procstat/parse-stat", test_parse_stat);
  g_test_add_func ("/gp/unit/procstat/parse-rss", test_parse_rss);
  g_test_add_func ("/gp/unit/procstat/parse-mem-available", test_parse_mem_available);
  g_test_add_func ("/gp/unit/procstat/fake-proc", test_fake_proc);
  g_test_add_func ("/gp/unit/procstat/texts", test_texts);
  g_test_add_func ("/gp/unit/procstat/gone-process", test_gone_process);
  g_test_add_func ("/gp/unit/procstat/real-proc", test_real_proc);

  return g_test_run ();
}
