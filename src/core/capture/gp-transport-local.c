/* gp-transport-local.c: GpTransportLocal, a capture of a child process on this computer
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

/* The GpTransport of a capture here: the child is spawned in its own process group with
 * GST_DEBUG_FILE pointing at a FIFO and GST_DEBUG_DUMP_DOT_DIR at a private 0700 directory (both
 * removed once it has exited), the FIFO read in batches FIFO_BATCH_MS (40 ms) apart while the log
 * flows (a wakeup per line costs more than the parsing) through a 1 MiB pipe, new dot dumps read
 * once they have settled, /proc sampled every 250 ms with tegrastats alongside when there is one.
 * The stop is SIGINT to the group, then SIGTERM, then SIGKILL after the configured waits.
 * The child's stderr goes through a GpStderrTap (passed on to ours, gst-launch-1.0's report kept).
 * gp_transport_local_set_tracers() runs our tracers (gpstats in place of the stock latency and
 * stats, gpqueuelevels, gpwhereabouts: src/tracer) when their plugin is in the build tree or the
 * install folder, GST_PLUGIN_PATH pointing there; else the stock ones it was given. */

#include "config.h"

/* F_SETPIPE_SZ, F_GETPIPE_SZ */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <glib/gstdio.h>
#include <glib-unix.h>

#include <gio/gunixinputstream.h>

#include "gp-capture.h"
#include "gp-error.h"
#include "gp-stderr-tap.h"
#include "gp-transport-local.h"

#define SAMPLE_INTERVAL_MS   250
#define DOT_SETTLE_MS        50
#define DOT_MAX_ATTEMPTS     3
#define READ_CHUNK           (256 * 1024)
#define READ_MAX_PER_WAKEUP  (4 * READ_CHUNK)
#define PIPE_SIZE            (1024 * 1024)
/* While the log flows, the FIFO is read in batches this far apart rather
 * than on every line the child writes: a wakeup per line costs more than the
 * parsing. */
#define FIFO_BATCH_MS        40

typedef struct
{
  char  *name;
  guint  attempts;
} PendingDot;

struct _GpTransportLocal
{
  GObject        parent_instance;

  GStrv          argv;
  GHashTable    *env;              /* name → value, or NULL to unset */
  char          *tegrastats_path;
  guint          after_sigint_ms;
  guint          after_sigterm_ms;
  gboolean       silence_stdout;

  char          *workdir;
  char          *dot_dir;
  char          *fifo_path;
  int            fifo_fd;          /* our read end */
  int            fifo_keep_fd;     /* a write end we hold, so the FIFO never reports EOF */
  char          *read_buf;

  GSubprocess   *process;
  GPid           pid;
  GCancellable  *cancellable;
  GpProcStat    *procstat;
  GpTegrastats  *tegrastats;
  GpStderrTap   *stderr_tap;       /* the child's stderr, passed on to ours */

  guint          fifo_source;
  guint          fifo_rearm_source;
  gsize          pipe_size;
  guint          tick_source;
  guint          dot_source;
  guint          escalate_source;

  GHashTable    *dots_seen;        /* name set */
  GPtrArray     *dots_pending;     /* of PendingDot* */

  int            exit_code;
  guint          started : 1;
  guint          stopping : 1;
  guint          exited : 1;
  guint          got_sigterm : 1;
};

static void gp_transport_local_iface_init (GpTransportInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GpTransportLocal, gp_transport_local, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GP_TYPE_TRANSPORT, gp_transport_local_iface_init))

static void
pending_dot_free (gpointer data)
{
  PendingDot *dot = data;

  g_free (dot->name);
  g_free (dot);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR) || g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_unlink (path);
      return;
    }

  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      remove_tree (child);
    }
  g_rmdir (path);
}

static void
close_fifo (GpTransportLocal *self)
{
  g_clear_handle_id (&self->fifo_source, g_source_remove);
  g_clear_handle_id (&self->fifo_rearm_source, g_source_remove);
  if (self->fifo_fd >= 0)
    close (self->fifo_fd);
  if (self->fifo_keep_fd >= 0)
    close (self->fifo_keep_fd);
  self->fifo_fd = -1;
  self->fifo_keep_fd = -1;
}

static void
cleanup_workdir (GpTransportLocal *self)
{
  close_fifo (self);
  if (self->workdir != NULL)
    remove_tree (self->workdir);
  g_clear_pointer (&self->workdir, g_free);
  g_clear_pointer (&self->dot_dir, g_free);
  g_clear_pointer (&self->fifo_path, g_free);
}

static void
signal_group (GpTransportLocal *self,
              int               signum)
{
  /* GSubprocess has no identifier once it reaped the child: its pid may be another's by then */
  if (self->pid <= 0 || self->exited || self->process == NULL || g_subprocess_get_identifier (self->process) == NULL)
    return;
  if (killpg (self->pid, signum) != 0)
    kill (self->pid, signum);
}

static void
gp_transport_local_dispose (GObject *object)
{
  GpTransportLocal *self = (GpTransportLocal *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->tick_source, g_source_remove);
  g_clear_handle_id (&self->dot_source, g_source_remove);
  g_clear_handle_id (&self->escalate_source, g_source_remove);

  /* Never leave the child behind. */
  if (self->process != NULL && !self->exited)
    {
      signal_group (self, SIGKILL);
      g_subprocess_wait (self->process, NULL, NULL);
      self->exited = TRUE;
    }
  if (self->tegrastats != NULL)
    gp_tegrastats_stop (self->tegrastats);
  g_clear_object (&self->tegrastats);
  g_clear_object (&self->process);
  cleanup_workdir (self);

  G_OBJECT_CLASS (gp_transport_local_parent_class)->dispose (object);
}

static void
gp_transport_local_finalize (GObject *object)
{
  GpTransportLocal *self = (GpTransportLocal *)object;

  g_strfreev (self->argv);
  g_hash_table_unref (self->env);
  g_free (self->tegrastats_path);
  g_free (self->read_buf);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->procstat, gp_procstat_free);
  g_clear_pointer (&self->stderr_tap, gp_stderr_tap_free);
  g_hash_table_unref (self->dots_seen);
  g_ptr_array_unref (self->dots_pending);

  G_OBJECT_CLASS (gp_transport_local_parent_class)->finalize (object);
}

static void
gp_transport_local_class_init (GpTransportLocalClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_transport_local_dispose;
  object_class->finalize = gp_transport_local_finalize;
}

static void
gp_transport_local_init (GpTransportLocal *self)
{
  self->env = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->after_sigint_ms = 5000;
  self->after_sigterm_ms = 3000;
  self->fifo_fd = -1;
  self->fifo_keep_fd = -1;
  self->cancellable = g_cancellable_new ();
  self->dots_seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->dots_pending = g_ptr_array_new_with_free_func (pending_dot_free);
}

GpTransportLocal *
gp_transport_local_new (const char * const *argv)
{
  GpTransportLocal *self;

  g_return_val_if_fail (argv != NULL, NULL);

  self = g_object_new (GP_TYPE_TRANSPORT_LOCAL, NULL);
  self->argv = g_strdupv ((char **) argv);
  return self;
}

void
gp_transport_local_setenv (GpTransportLocal *self,
                           const char       *name,
                           const char       *value)
{
  g_return_if_fail (GP_IS_TRANSPORT_LOCAL (self));
  g_return_if_fail (name != NULL);
  g_return_if_fail (!self->started);

  g_hash_table_replace (self->env, g_strdup (name), g_strdup (value));
}

/* The folder holding our tracer plugin: the build tree's, else the installed one. */
static const char *
find_tracer_plugin_dir (void)
{
  static const char * const dirs[] = { GP_BUILD_TRACER_PLUGIN_DIR, GP_TRACER_PLUGIN_DIR };

  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *path = g_build_filename (dirs[i], "libgstgpprofile.so", NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return dirs[i];
    }
  return NULL;
}

gboolean
gp_transport_local_set_tracers (GpTransportLocal *self,
                                const char       *tracers)
{
  const char *dir;
  const char *path;
  g_autofree char *with_ours = NULL;
  g_autofree char *plugin_path = NULL;

  g_return_val_if_fail (GP_IS_TRANSPORT_LOCAL (self), FALSE);
  g_return_val_if_fail (tracers != NULL, FALSE);
  g_return_val_if_fail (!self->started, FALSE);

  dir = find_tracer_plugin_dir ();
  if (dir == NULL)
    {
      gp_transport_local_setenv (self, "GST_TRACERS", tracers);
      return FALSE;
    }

  with_ours = gp_capture_in_process_tracers_for (tracers);
  gp_transport_local_setenv (self, "GST_TRACERS", with_ours);

  path = g_hash_table_contains (self->env, "GST_PLUGIN_PATH")
    ? g_hash_table_lookup (self->env, "GST_PLUGIN_PATH")
    : g_getenv ("GST_PLUGIN_PATH");
  plugin_path = path != NULL && path[0] != '\0'
    ? g_strconcat (dir, G_SEARCHPATH_SEPARATOR_S, path, NULL)
    : g_strdup (dir);
  gp_transport_local_setenv (self, "GST_PLUGIN_PATH", plugin_path);
  /* A registry that never updates (GST_REGISTRY_UPDATE=no) would not see the folder. */
  gp_transport_local_setenv (self, "GST_REGISTRY_UPDATE", NULL);
  return TRUE;
}

void
gp_transport_local_set_tegrastats (GpTransportLocal *self,
                                   const char       *path)
{
  g_return_if_fail (GP_IS_TRANSPORT_LOCAL (self));
  g_return_if_fail (!self->started);

  g_free (self->tegrastats_path);
  self->tegrastats_path = g_strdup (path);
}

void
gp_transport_local_set_silence_stdout (GpTransportLocal *self,
                                       gboolean          silence)
{
  g_return_if_fail (GP_IS_TRANSPORT_LOCAL (self));
  g_return_if_fail (!self->started);

  self->silence_stdout = !!silence;
}

void
gp_transport_local_set_stop_timeouts (GpTransportLocal *self,
                                      guint             after_sigint_ms,
                                      guint             after_sigterm_ms)
{
  g_return_if_fail (GP_IS_TRANSPORT_LOCAL (self));

  self->after_sigint_ms = after_sigint_ms;
  self->after_sigterm_ms = after_sigterm_ms;
}

const char *
gp_transport_local_get_workdir (GpTransportLocal *self)
{
  g_return_val_if_fail (GP_IS_TRANSPORT_LOCAL (self), NULL);
  return self->workdir;
}

/* The log */

/* Reads what the FIFO holds, up to @max bytes, and says how much that was;
 * FALSE on EOF or an error. */
static gboolean
read_fifo (GpTransportLocal *self,
           gsize             max,
           gsize            *n_read)
{
  gsize total = 0;
  gboolean ok = TRUE;

  if (self->read_buf == NULL)
    self->read_buf = g_malloc (READ_CHUNK);

  while (self->fifo_fd >= 0 && total < max)
    {
      gssize n = read (self->fifo_fd, self->read_buf, READ_CHUNK);
      g_autoptr(GBytes) chunk = NULL;

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 && errno == EAGAIN)
        break;
      if (n <= 0)
        {
          ok = FALSE;
          break;
        }

      chunk = g_bytes_new (self->read_buf, (gsize) n);
      gp_transport_emit_log_data (GP_TRANSPORT (self), chunk);
      total += (gsize) n;
    }

  if (n_read != NULL)
    *n_read = total;
  return ok;
}

static gboolean fifo_readable_cb (int          fd,
                                  GIOCondition condition,
                                  gpointer     user_data);

static gboolean
fifo_rearm_cb (gpointer user_data)
{
  GpTransportLocal *self = user_data;

  self->fifo_rearm_source = 0;
  if (self->fifo_fd >= 0)
    self->fifo_source = g_unix_fd_add (self->fifo_fd, G_IO_IN, fifo_readable_cb, self);
  return G_SOURCE_REMOVE;
}

static gboolean
fifo_readable_cb (int          fd,
                  GIOCondition condition,
                  gpointer     user_data)
{
  GpTransportLocal *self = user_data;
  gsize n_read = 0;

  if (!read_fifo (self, READ_MAX_PER_WAKEUP, &n_read))
    {
      self->fifo_source = 0;
      return G_SOURCE_REMOVE;
    }

  /* Half a pipe in one go: the child writes fast, keep reading at once.
   * Otherwise let lines gather for a moment. */
  if (n_read >= self->pipe_size / 2)
    return G_SOURCE_CONTINUE;

  self->fifo_source = 0;
  self->fifo_rearm_source = g_timeout_add (FIFO_BATCH_MS, fifo_rearm_cb, self);
  return G_SOURCE_REMOVE;
}

/* Dot dumps */

static gboolean
dot_looks_complete (const char *data,
                    gsize       len)
{
  /* A dump is written in pieces; a complete one ends with the graph's '}'. */
  while (len > 0 && g_ascii_isspace (data[len - 1]))
    len--;
  return len > 0 && data[len - 1] == '}';
}

static void
read_pending_dots (GpTransportLocal *self,
                   gboolean          final)
{

  for (guint i = 0; i < self->dots_pending->len;)
    {
      PendingDot *dot = g_ptr_array_index (self->dots_pending, i);
      g_autofree char *path = g_build_filename (self->dot_dir, dot->name, NULL);
      g_autofree char *contents = NULL;
      gsize len = 0;

      if (g_file_get_contents (path, &contents, &len, NULL) && dot_looks_complete (contents, len))
        {
          g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&contents), len);

          gp_transport_emit_dot (GP_TRANSPORT (self), dot->name, bytes);
          g_ptr_array_remove_index (self->dots_pending, i);
          continue;
        }

      dot->attempts++;
      if (final || dot->attempts >= DOT_MAX_ATTEMPTS)
        {
          gp_transport_emit_dot (GP_TRANSPORT (self), dot->name, NULL);
          g_ptr_array_remove_index (self->dots_pending, i);
          continue;
        }
      i++;
    }
}

static gboolean
read_dots_cb (gpointer user_data)
{
  GpTransportLocal *self = user_data;

  self->dot_source = 0;
  read_pending_dots (self, FALSE);
  return G_SOURCE_REMOVE;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Lists the dot directory; TRUE when a new dump was found. */
static gboolean
scan_dots (GpTransportLocal *self)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  gboolean found = FALSE;

  if (self->dot_dir == NULL || (dir = g_dir_open (self->dot_dir, 0, NULL)) == NULL)
    return FALSE;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".dot") && !g_hash_table_contains (self->dots_seen, name))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      PendingDot *dot = g_new0 (PendingDot, 1);

      dot->name = g_strdup (g_ptr_array_index (names, i));
      g_hash_table_add (self->dots_seen, g_strdup (dot->name));
      g_ptr_array_add (self->dots_pending, dot);
      found = TRUE;
    }
  return found;
}

/* Samples */

static gboolean
tick_cb (gpointer user_data)
{
  GpTransportLocal *self = user_data;

  if (self->procstat != NULL)
    {
      g_autoptr(GpProcSample) sample = gp_procstat_sample (self->procstat);

      gp_transport_emit_proc_sample (GP_TRANSPORT (self), sample);
    }

  if (self->tegrastats != NULL && gp_tegrastats_get_latest (self->tegrastats) != NULL)
    gp_transport_emit_tegra_sample (GP_TRANSPORT (self), gp_tegrastats_get_latest (self->tegrastats));

  /* New dumps are read a moment later, to let the writer finish; those that
   * still look unfinished are retried on the next ticks. */
  if ((scan_dots (self) || self->dots_pending->len > 0) && self->dot_source == 0)
    self->dot_source = g_timeout_add (DOT_SETTLE_MS, read_dots_cb, self);

  return G_SOURCE_CONTINUE;
}

/* Lifecycle */

static void
child_exited_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GpTransportLocal *self;
  GSubprocess *process = G_SUBPROCESS (object);
  g_autoptr(GError) error = NULL;

  /* Cancelled means disposed: @user_data is gone. */
  if (!g_subprocess_wait_finish (process, result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;

  self->exited = TRUE;
  if (g_subprocess_get_if_signaled (process))
    self->exit_code = -g_subprocess_get_term_sig (process);
  else
    self->exit_code = g_subprocess_get_exit_status (process);

  g_clear_handle_id (&self->tick_source, g_source_remove);
  g_clear_handle_id (&self->dot_source, g_source_remove);
  g_clear_handle_id (&self->escalate_source, g_source_remove);

  /* Everything the child wrote is in the FIFO and its stderr pipe by now. */
  if (self->stderr_tap != NULL)
    gp_stderr_tap_drain (self->stderr_tap);
  read_fifo (self, G_MAXSIZE, NULL);
  close_fifo (self);

  /* Dumps written at teardown, then anything still pending. */
  scan_dots (self);
  read_pending_dots (self, TRUE);

  if (self->tegrastats != NULL)
    gp_tegrastats_stop (self->tegrastats);
  cleanup_workdir (self);

  gp_transport_emit_exited (GP_TRANSPORT (self));
}

/* What the child is given between fork and exec. */
typedef struct
{
  pid_t parent;
  int   pid_fd;  /* the write end of a pipe the child's pid goes to, or -1 */
} ChildSetup;

static void
child_setup (gpointer user_data)
{
  const ChildSetup *setup = user_data;
  pid_t parent = setup->parent;

  /* Between fork and exec: async-signal-safe calls only. */
  setpgid (0, 0);
  /* Its pid, for the parent: GSubprocess forgets it once the child is reaped, which a child that
   * exits at once can be before the parent asks (the pipe is closed on exec). */
  if (setup->pid_fd >= 0)
    {
      pid_t pid = getpid ();
      /* a short write leaves the parent GSubprocess's identifier */
      ssize_t n = write (setup->pid_fd, &pid, sizeof pid);

      (void) n;
    }
  signal (SIGINT, SIG_DFL);
  signal (SIGTERM, SIG_DFL);
  signal (SIGHUP, SIG_DFL);
  signal (SIGPIPE, SIG_DFL);
#ifdef __linux__
  /* Should we die without stopping it (SIGKILL, a crash), the child is told
   * to end rather than left running. */
  prctl (PR_SET_PDEATHSIG, SIGTERM);
  if (getppid () != parent)
    _exit (127);
#endif
}

static char **
build_environ (GpTransportLocal *self)
{
  char **envp = g_get_environ ();
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->env);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      if (value != NULL)
        envp = g_environ_setenv (envp, key, value, TRUE);
      else
        envp = g_environ_unsetenv (envp, key);
    }

  envp = g_environ_setenv (envp, "GST_DEBUG_FILE", self->fifo_path, TRUE);
  envp = g_environ_setenv (envp, "GST_DEBUG_NO_COLOR", "1", TRUE);
  envp = g_environ_unsetenv (envp, "GST_DEBUG_COLOR_MODE");
  envp = g_environ_setenv (envp, "GST_DEBUG_DUMP_DOT_DIR", self->dot_dir, TRUE);
  return envp;
}

static gboolean
make_workdir (GpTransportLocal  *self,
              GError           **error)
{
  g_autoptr(GError) local_error = NULL;

  self->workdir = g_dir_make_tmp ("gst-profile-XXXXXX", &local_error);
  if (self->workdir == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED,
                   "cannot create a temporary directory: %s", local_error->message);
      return FALSE;
    }

  self->dot_dir = g_build_filename (self->workdir, "dot", NULL);
  self->fifo_path = g_build_filename (self->workdir, "trace.fifo", NULL);

  if (g_mkdir (self->dot_dir, 0700) != 0 || mkfifo (self->fifo_path, 0600) != 0)
    {
      int saved = errno;

      g_set_error (error, GP_ERROR, GP_ERROR_FAILED,
                   "cannot prepare %s: %s", self->workdir, g_strerror (saved));
      return FALSE;
    }

  /* Opened before the spawn, non-blocking, so that the child's open for
   * writing never blocks; our own write end keeps it from ever reading EOF
   * (the end is the child's exit). */
  self->fifo_fd = open (self->fifo_path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (self->fifo_fd >= 0)
    self->fifo_keep_fd = open (self->fifo_path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
  if (self->fifo_fd < 0 || self->fifo_keep_fd < 0)
    {
      int saved = errno;

      g_set_error (error, GP_ERROR, GP_ERROR_FAILED,
                   "cannot open %s: %s", self->fifo_path, g_strerror (saved));
      return FALSE;
    }
  /* A larger pipe lets the child run ahead of us for a moment. */
  self->pipe_size = 64 * 1024;
#ifdef F_SETPIPE_SZ
  {
    int size;

    (void) fcntl (self->fifo_fd, F_SETPIPE_SZ, PIPE_SIZE);
    if ((size = fcntl (self->fifo_fd, F_GETPIPE_SZ)) > 0)
      self->pipe_size = (gsize) size;
  }
#endif
  return TRUE;
}

static gboolean
gp_transport_local_start (GpTransport  *transport,
                          GError      **error)
{
  GpTransportLocal *self = GP_TRANSPORT_LOCAL (transport);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) envp = NULL;
  const char *identifier;
  ChildSetup setup;
  int pid_pipe[2];

  g_return_val_if_fail (!self->started, FALSE);

  if (self->argv == NULL || self->argv[0] == NULL)
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, "no command to run");
      return FALSE;
    }

  if (!make_workdir (self, error))
    {
      cleanup_workdir (self);
      return FALSE;
    }

  envp = build_environ (self);
  /* stderr through a pipe, so that gst-launch-1.0's report reaches the
   * session's front end; what it says is passed on to ours at once. */
  launcher = g_subprocess_launcher_new ((self->silence_stdout ? G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                                              : G_SUBPROCESS_FLAGS_NONE) |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_environ (launcher, envp);
  if (!g_unix_open_pipe (pid_pipe, FD_CLOEXEC, NULL))
    pid_pipe[0] = pid_pipe[1] = -1;
  setup.parent = getpid ();
  setup.pid_fd = pid_pipe[1];
  g_subprocess_launcher_set_child_setup (launcher, child_setup, &setup, NULL);

  self->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) self->argv, &local_error);
  if (pid_pipe[1] >= 0)
    close (pid_pipe[1]);
  if (self->process == NULL)
    {
      if (pid_pipe[0] >= 0)
        close (pid_pipe[0]);
      cleanup_workdir (self);
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot start %s: %s",
                   self->argv[0], local_error->message);
      return FALSE;
    }

  self->started = TRUE;
  /* The child wrote its pid before its exec, which spawnv waited for: there to read, even when the
   * child has ended since and GSubprocess no longer gives its identifier. */
  if (pid_pipe[0] >= 0)
    {
      pid_t pid = 0;
      ssize_t n;

      do
        n = read (pid_pipe[0], &pid, sizeof pid);
      while (n < 0 && errno == EINTR);
      close (pid_pipe[0]);
      if (n == (ssize_t) sizeof pid && pid > 0)
        self->pid = (GPid) pid;
    }
  if (self->pid <= 0)
    {
      identifier = g_subprocess_get_identifier (self->process);
      self->pid = identifier != NULL ? (GPid) g_ascii_strtoll (identifier, NULL, 10) : 0;
    }
  /* Also from here, so that a signal sent right away reaches the group. */
  if (self->pid > 0)
    setpgid (self->pid, self->pid);

  if (self->pid > 0)
    self->procstat = gp_procstat_new (NULL, self->pid);
  {
    GInputStream *err = g_subprocess_get_stderr_pipe (self->process);
    int fd = dup (g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (err)));

    if (fd >= 0)
      self->stderr_tap = gp_stderr_tap_new (fd, STDERR_FILENO);
  }

  if (self->tegrastats_path != NULL)
    {
      self->tegrastats = gp_tegrastats_new (self->tegrastats_path, SAMPLE_INTERVAL_MS);
      if (!gp_tegrastats_start (self->tegrastats, &local_error))
        {
          g_autofree char *msg = g_strdup_printf ("cannot start tegrastats: %s", local_error->message);

          gp_transport_emit_notice (transport, msg);
          g_clear_object (&self->tegrastats);
          g_clear_error (&local_error);
        }
    }

  self->fifo_source = g_unix_fd_add (self->fifo_fd, G_IO_IN, fifo_readable_cb, self);
  self->tick_source = g_timeout_add (SAMPLE_INTERVAL_MS, tick_cb, self);
  /* No reference: dispose cancels the wait and reaps the child itself. */
  g_subprocess_wait_async (self->process, self->cancellable, child_exited_cb, self);
  return TRUE;
}

static gboolean
escalate_cb (gpointer user_data)
{
  GpTransportLocal *self = user_data;

  self->escalate_source = 0;
  if (self->exited)
    return G_SOURCE_REMOVE;

  if (!self->got_sigterm)
    {
      gp_transport_emit_notice (GP_TRANSPORT (self), "child ignored SIGINT, sending SIGTERM");
      self->got_sigterm = TRUE;
      signal_group (self, SIGTERM);
      self->escalate_source = g_timeout_add (self->after_sigterm_ms, escalate_cb, self);
    }
  else
    {
      gp_transport_emit_notice (GP_TRANSPORT (self), "child ignored SIGTERM, sending SIGKILL");
      signal_group (self, SIGKILL);
    }
  return G_SOURCE_REMOVE;
}

static void
gp_transport_local_stop (GpTransport *transport)
{
  GpTransportLocal *self = GP_TRANSPORT_LOCAL (transport);

  if (!self->started || self->exited || self->stopping)
    return;

  /* gst-launch-1.0 ends cleanly on SIGINT. */
  self->stopping = TRUE;
  signal_group (self, SIGINT);
  self->escalate_source = g_timeout_add (self->after_sigint_ms, escalate_cb, self);
}

static GPid
gp_transport_local_get_pid (GpTransport *transport)
{
  return GP_TRANSPORT_LOCAL (transport)->pid;
}

static gboolean
gp_transport_local_get_exit_code (GpTransport *transport,
                                  int         *exit_code)
{
  GpTransportLocal *self = GP_TRANSPORT_LOCAL (transport);

  if (!self->exited)
    return FALSE;
  *exit_code = self->exit_code;
  return TRUE;
}

static const char *
gp_transport_local_get_report (GpTransport *transport)
{
  GpTransportLocal *self = GP_TRANSPORT_LOCAL (transport);

  return self->stderr_tap != NULL ? gp_stderr_tap_get_report (self->stderr_tap) : NULL;
}

static void
gp_transport_local_iface_init (GpTransportInterface *iface)
{
  iface->get_report = gp_transport_local_get_report;
  iface->start = gp_transport_local_start;
  iface->stop = gp_transport_local_stop;
  iface->get_pid = gp_transport_local_get_pid;
  iface->get_exit_code = gp_transport_local_get_exit_code;
}
