/* gp-tegrastats.c: Jetson tegrastats lines and the tegrastats process
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

/* A Jetson's tegrastats output, one line per interval: the GPU (GR3D), VIC, NVENC, NVDEC, NVJPG and
 * EMC loads and the per-core CPU, parsed tolerantly (unknown tokens skipped, a garbage line an
 * empty sample, NAN for a unit that is off or shows only a frequency). GpTegrastats runs the
 * program here (`--interval`, killed with us through PR_SET_PDEATHSIG, stopped with SIGTERM then
 * SIGKILL after 2 s) and keeps the latest line for the local transport; on a board the capture
 * script runs it and its lines arrive framed over SSH, parsed by gp_tegrastats_parse_line()
 * alone. */

#include "config.h"

#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "gp-tegrastats.h"

#define STOP_GRACE_MS 2000

GpTegraSample *
gp_tegra_sample_new (void)
{
  GpTegraSample *sample = g_new0 (GpTegraSample, 1);

  sample->gr3d_pct = NAN;
  sample->vic_pct = NAN;
  sample->nvenc_pct = NAN;
  sample->nvdec_pct = NAN;
  sample->emc_pct = NAN;
  sample->nvjpg_pct = NAN;
  return sample;
}

GpTegraSample *
gp_tegra_sample_copy (const GpTegraSample *sample)
{
  GpTegraSample *copy;

  g_return_val_if_fail (sample != NULL, NULL);

  copy = g_memdup2 (sample, sizeof *sample);
  if (sample->cpu_pct_per_core != NULL)
    {
      copy->cpu_pct_per_core = g_array_sized_new (FALSE, FALSE, sizeof (double),
                                                  sample->cpu_pct_per_core->len);
      g_array_append_vals (copy->cpu_pct_per_core, sample->cpu_pct_per_core->data,
                           sample->cpu_pct_per_core->len);
    }
  return copy;
}

void
gp_tegra_sample_free (GpTegraSample *sample)
{
  if (sample == NULL)
    return;
  g_clear_pointer (&sample->cpu_pct_per_core, g_array_unref);
  g_free (sample);
}

gboolean
gp_tegra_sample_is_empty (const GpTegraSample *sample)
{
  g_return_val_if_fail (sample != NULL, TRUE);

  return sample->cpu_pct_per_core == NULL &&
         isnan (sample->gr3d_pct) && isnan (sample->vic_pct) &&
         isnan (sample->nvenc_pct) && isnan (sample->nvdec_pct) &&
         isnan (sample->emc_pct) && isnan (sample->nvjpg_pct);
}

/* "N%…" → N; FALSE when the text does not start with a number followed by
 * '%'. */
static gboolean
parse_percent (const char *text,
               double     *value)
{
  const char *pct = strchr (text, '%');
  g_autofree char *number = NULL;
  char *end = NULL;
  double v;

  if (pct == NULL || pct == text)
    return FALSE;
  number = g_strndup (text, pct - text);
  v = g_ascii_strtod (number, &end);
  if (end == number || *end != '\0' || !isfinite (v))
    return FALSE;
  *value = v;
  return TRUE;
}

static double *
unit_slot (GpTegraSample *sample,
           const char    *name)
{
  static const struct {
    const char *name;
    gsize       offset;
  } units[] = {
    { "GR3D_FREQ", G_STRUCT_OFFSET (GpTegraSample, gr3d_pct) },
    { "GR3D",      G_STRUCT_OFFSET (GpTegraSample, gr3d_pct) },
    { "VIC_FREQ",  G_STRUCT_OFFSET (GpTegraSample, vic_pct) },
    { "VIC",       G_STRUCT_OFFSET (GpTegraSample, vic_pct) },
    { "NVENC",     G_STRUCT_OFFSET (GpTegraSample, nvenc_pct) },
    { "NVENC1",    G_STRUCT_OFFSET (GpTegraSample, nvenc_pct) },
    { "NVDEC",     G_STRUCT_OFFSET (GpTegraSample, nvdec_pct) },
    { "NVDEC1",    G_STRUCT_OFFSET (GpTegraSample, nvdec_pct) },
    { "EMC_FREQ",  G_STRUCT_OFFSET (GpTegraSample, emc_pct) },
    { "EMC",       G_STRUCT_OFFSET (GpTegraSample, emc_pct) },
    { "NVJPG",     G_STRUCT_OFFSET (GpTegraSample, nvjpg_pct) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (strcmp (units[i].name, name) == 0)
      return G_STRUCT_MEMBER_P (sample, units[i].offset);
  return NULL;
}

static gboolean
is_bare_number (const char *text)
{
  char *end = NULL;

  g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

static void
parse_cores (GpTegraSample *sample,
             const char    *list)
{
  g_autofree char *inner = NULL;
  g_auto(GStrv) cores = NULL;
  gsize len = strlen (list);

  /* "[a,b,…]" */
  if (len < 2 || list[0] != '[' || list[len - 1] != ']')
    return;
  inner = g_strndup (list + 1, len - 2);
  cores = g_strsplit (inner, ",", -1);

  g_clear_pointer (&sample->cpu_pct_per_core, g_array_unref);
  sample->cpu_pct_per_core = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; cores[i] != NULL; i++)
    {
      double value = NAN;

      /* "N%@F" or "N%" → N; "off", "" or anything else → None */
      if (!parse_percent (cores[i], &value))
        value = NAN;
      g_array_append_val (sample->cpu_pct_per_core, value);
    }
}

GpTegraSample *
gp_tegrastats_parse_line (const char *line)
{
  GpTegraSample *sample = gp_tegra_sample_new ();
  g_auto(GStrv) tokens = NULL;
  guint n = 0;

  if (line == NULL)
    return sample;

  tokens = g_strsplit_set (line, " \t\r\n", -1);
  /* drop the empty tokens left by runs of blanks */
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      if (tokens[i][0] == '\0')
        g_free (tokens[i]);
      else
        tokens[n++] = tokens[i];
    }
  tokens[n] = NULL;

  for (guint i = 0; i + 1 < n; i++)
    {
      const char *name = tokens[i];
      const char *value = tokens[i + 1];
      double *slot;
      double v;

      if (strcmp (name, "CPU") == 0 && value[0] == '[')
        {
          parse_cores (sample, value);
          i++;
          continue;
        }

      if ((slot = unit_slot (sample, name)) == NULL)
        continue;

      if (strcmp (value, "off") == 0)
        *slot = 0.0;
      else if (parse_percent (value, &v))
        *slot = v;
      else if (is_bare_number (value))
        ; /* on, load unknown: None, which never overwrites a value */
      else
        continue;
      i++;
    }

  return sample;
}

/* The tegrastats process */

struct _GpTegrastats
{
  GObject           parent_instance;

  char             *path;
  guint             interval_ms;
  GSubprocess      *process;
  GDataInputStream *stdout_stream;
  GCancellable     *cancellable;
  GpTegraSample    *latest;
  guint64           n_lines;
  gboolean          exited;
};

G_DEFINE_FINAL_TYPE (GpTegrastats, gp_tegrastats, G_TYPE_OBJECT)

static void
gp_tegrastats_dispose (GObject *object)
{
  GpTegrastats *self = (GpTegrastats *)object;

  g_cancellable_cancel (self->cancellable);
  if (self->process != NULL && !self->exited)
    {
      g_subprocess_force_exit (self->process);
      g_subprocess_wait (self->process, NULL, NULL);
      self->exited = TRUE;
    }
  g_clear_object (&self->stdout_stream);
  g_clear_object (&self->process);

  G_OBJECT_CLASS (gp_tegrastats_parent_class)->dispose (object);
}

static void
gp_tegrastats_finalize (GObject *object)
{
  GpTegrastats *self = (GpTegrastats *)object;

  g_free (self->path);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->latest, gp_tegra_sample_free);

  G_OBJECT_CLASS (gp_tegrastats_parent_class)->finalize (object);
}

static void
gp_tegrastats_class_init (GpTegrastatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_tegrastats_dispose;
  object_class->finalize = gp_tegrastats_finalize;
}

static void
gp_tegrastats_init (GpTegrastats *self)
{
  self->cancellable = g_cancellable_new ();
}

GpTegrastats *
gp_tegrastats_new (const char *path,
                   guint       interval_ms)
{
  GpTegrastats *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (GP_TYPE_TEGRASTATS, NULL);
  self->path = g_strdup (path);
  self->interval_ms = interval_ms > 0 ? interval_ms : 250;
  return self;
}

static void
read_line_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  GpTegrastats *self = user_data;
  g_autoptr(GpTegraSample) sample = NULL;
  g_autofree char *line = NULL;

  /* NULL is EOF, an error or a cancellation (then @self is gone): the
   * reading ends. */
  line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (object), result, NULL, NULL);
  if (line == NULL)
    return;

  self->n_lines++;
  sample = gp_tegrastats_parse_line (line);
  if (!gp_tegra_sample_is_empty (sample))
    {
      g_clear_pointer (&self->latest, gp_tegra_sample_free);
      self->latest = g_steal_pointer (&sample);
    }

  g_data_input_stream_read_line_async (self->stdout_stream, G_PRIORITY_DEFAULT,
                                       self->cancellable, read_line_cb, self);
}

static void
wait_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  GpTegrastats *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_subprocess_wait_finish (G_SUBPROCESS (object), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->exited = TRUE;
}

static void
child_setup (gpointer user_data)
{
#ifdef __linux__
  /* Never outlive us, even when we are killed outright. */
  prctl (PR_SET_PDEATHSIG, SIGTERM);
#endif
}

gboolean
gp_tegrastats_start (GpTegrastats  *self,
                     GError       **error)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autofree char *interval = NULL;
  const char *argv[4];

  g_return_val_if_fail (GP_IS_TEGRASTATS (self), FALSE);
  g_return_val_if_fail (self->process == NULL, FALSE);

  interval = g_strdup_printf ("%u", self->interval_ms);
  argv[0] = self->path;
  argv[1] = "--interval";
  argv[2] = interval;
  argv[3] = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  self->process = g_subprocess_launcher_spawnv (launcher, argv, error);
  if (self->process == NULL)
    return FALSE;

  self->stdout_stream = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  g_data_input_stream_set_newline_type (self->stdout_stream, G_DATA_STREAM_NEWLINE_TYPE_ANY);
  /* No references: dispose cancels both and reaps the process itself. */
  g_data_input_stream_read_line_async (self->stdout_stream, G_PRIORITY_DEFAULT,
                                       self->cancellable, read_line_cb, self);
  g_subprocess_wait_async (self->process, self->cancellable, wait_cb, self);
  return TRUE;
}

/* TRUE once @pid has exited (a zombie not reaped yet counts); the child
 * watch still reaps it. */
static gboolean
has_exited (GPid pid)
{
  siginfo_t info;

  memset (&info, 0, sizeof info);
  if (waitid (P_PID, (id_t) pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0)
    return TRUE;  /* no such child: reaped already */
  return info.si_pid != 0;
}

static gboolean
wait_exit (GPid  pid,
           guint timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!has_exited (pid))
    {
      if (g_get_monotonic_time () >= deadline)
        return FALSE;
      g_usleep (10 * 1000);
    }
  return TRUE;
}

void
gp_tegrastats_stop (GpTegrastats *self)
{
  const char *identifier;
  GPid pid;

  g_return_if_fail (GP_IS_TEGRASTATS (self));

  if (self->process == NULL || self->exited)
    return;
  if ((identifier = g_subprocess_get_identifier (self->process)) == NULL)
    return;
  pid = (GPid) g_ascii_strtoll (identifier, NULL, 10);

  g_subprocess_send_signal (self->process, SIGTERM);
  if (!wait_exit (pid, STOP_GRACE_MS))
    {
      g_subprocess_force_exit (self->process);
      wait_exit (pid, STOP_GRACE_MS);
    }
}

const GpTegraSample *
gp_tegrastats_get_latest (GpTegrastats *self)
{
  g_return_val_if_fail (GP_IS_TEGRASTATS (self), NULL);
  return self->latest;
}

guint64
gp_tegrastats_get_n_lines (GpTegrastats *self)
{
  g_return_val_if_fail (GP_IS_TEGRASTATS (self), 0);
  return self->n_lines;
}
