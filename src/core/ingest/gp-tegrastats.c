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
 * EMC loads, the per-core CPU, the RAM and, from JetPack 5 on, the line's timestamp. Every form
 * seen on the boards is read (tests/unit/test-tegrastats-boards.c holds a real line of each, with
 * its source): JP4's `GR3D_FREQ 0%@76` and bare engine clocks (`NVDEC 192`), TX2's `MTS fg 0%
 * bg 0%`, JP5/6's `GR3D_FREQ 27%@[624]` and `NVENC 1%@115`, JetPack 7's numbered instances
 * (`NVENC0 off`, `NVENC1_FREQ @1556`) and clock-only GPU (`GR3D_FREQ @[314,314,314]`), rails
 * like `GPU 463/463` or `VDD_IN 6975mW/6975mW` (skipped). Names are read without their `_FREQ`
 * suffix and instance number; `off` and a 0 MHz clock are 0 %, a clock alone is "on, load
 * unknown" (NAN) and never overwrites a load; several instances keep the busiest. Unknown
 * tokens are skipped, a garbage line is an empty sample. GpTegrastats runs the program here
 * (`--interval`, killed with us through PR_SET_PDEATHSIG, stopped with SIGTERM then SIGKILL after
 * 2 s) and keeps the latest line for the local transport; on a board the capture script runs it
 * and its lines arrive framed over SSH, parsed by gp_tegrastats_parse_line() alone; a file the
 * user recorded is merged by gp-tegrastats-merge.c. */

#include "config.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
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
  sample->ram_used_mb = NAN;
  sample->ram_total_mb = NAN;
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
         isnan (sample->emc_pct) && isnan (sample->nvjpg_pct) &&
         isnan (sample->ram_total_mb);
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

/* The load slot of a unit name: `GR3D_FREQ`, `NVENC1`, `NVJPG0_FREQ` and
 * the like, read without the `_FREQ` suffix and the instance number. */
static double *
unit_slot (GpTegraSample *sample,
           const char    *name)
{
  static const struct {
    const char *name;
    gsize       offset;
  } units[] = {
    { "GR3D",  G_STRUCT_OFFSET (GpTegraSample, gr3d_pct) },
    { "VIC",   G_STRUCT_OFFSET (GpTegraSample, vic_pct) },
    { "NVENC", G_STRUCT_OFFSET (GpTegraSample, nvenc_pct) },
    { "NVDEC", G_STRUCT_OFFSET (GpTegraSample, nvdec_pct) },
    { "EMC",   G_STRUCT_OFFSET (GpTegraSample, emc_pct) },
    { "NVJPG", G_STRUCT_OFFSET (GpTegraSample, nvjpg_pct) },
  };
  gsize len = strlen (name);

  if (len > 5 && strcmp (name + len - 5, "_FREQ") == 0)
    len -= 5;
  /* "GR3D" ends in a letter: only the digits after the base go */
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      gsize base = strlen (units[i].name);
      gsize j;

      if (len < base || strncmp (name, units[i].name, base) != 0)
        continue;
      for (j = base; j < len && g_ascii_isdigit (name[j]); j++)
        ;
      if (j == len && len - base <= 2)
        return G_STRUCT_MEMBER_P (sample, units[i].offset);
    }
  return NULL;
}

/* A whole number or decimal spelled out to the end of @text (or to @end). */
static gboolean
parse_number (const char *text,
              const char *end,
              double     *value)
{
  g_autofree char *copy = g_strndup (text, end - text);
  char *stop = NULL;
  double v;

  if (copy[0] == '\0' || !g_ascii_isdigit (copy[0]))
    return FALSE;
  v = g_ascii_strtod (copy, &stop);
  if (*stop != '\0' || !isfinite (v))
    return FALSE;
  *value = v;
  return TRUE;
}

/* A clock alone: "716", "@1556", "@[314,314,314]". TRUE with *@zero when
 * every clock is 0 MHz (the unit is gated: 0 %). */
static gboolean
parse_clock (const char *text,
             gboolean   *zero)
{
  g_auto(GStrv) clocks = NULL;
  gsize len;

  if (text[0] == '@')
    text++;
  len = strlen (text);
  if (len >= 2 && text[0] == '[' && text[len - 1] == ']')
    {
      g_autofree char *inner = g_strndup (text + 1, len - 2);

      clocks = g_strsplit (inner, ",", -1);
    }
  else
    {
      clocks = g_new0 (char *, 2);
      clocks[0] = g_strdup (text);
    }
  if (clocks[0] == NULL)
    return FALSE;

  *zero = TRUE;
  for (guint i = 0; clocks[i] != NULL; i++)
    {
      double v;

      if (!parse_number (clocks[i], clocks[i] + strlen (clocks[i]), &v))
        return FALSE;
      if (v != 0.0)
        *zero = FALSE;
    }
  return TRUE;
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

/* "2464/15388MB" */
static void
parse_ram (GpTegraSample *sample,
           const char    *value)
{
  const char *slash = strchr (value, '/');
  gsize len = strlen (value);
  double used;
  double total;

  if (slash == NULL || len < 3 || strcmp (value + len - 2, "MB") != 0 ||
      !parse_number (value, slash, &used) ||
      !parse_number (slash + 1, value + len - 2, &total) || total <= 0 || used > total)
    return;
  sample->ram_used_mb = used;
  sample->ram_total_mb = total;
}

/* "MM-DD-YYYY" "HH:MM:SS" → seconds since 1970 of those fields read as UTC. */
static gboolean
parse_stamp (const char *date,
             const char *time,
             gint64     *stamp_s)
{
  g_autoptr(GDateTime) dt = NULL;
  int mon, day, year, h, m, sec;
  char tail;

  if (strlen (date) != 10 || strlen (time) != 8 ||
      sscanf (date, "%2d-%2d-%4d%c", &mon, &day, &year, &tail) != 3 ||
      sscanf (time, "%2d:%2d:%2d%c", &h, &m, &sec, &tail) != 3 ||
      date[2] != '-' || date[5] != '-' || time[2] != ':' || time[5] != ':')
    return FALSE;
  if ((dt = g_date_time_new_utc (year, mon, day, h, m, sec)) == NULL)
    return FALSE;
  *stamp_s = g_date_time_to_unix (dt);
  return TRUE;
}

/* A unit's value: `off` or a 0 MHz clock → 0, "N%…" → N, a clock alone
 * → NAN; FALSE when @value is none of these (then it is no value). */
static gboolean
parse_unit_value (const char *value,
                  double     *load)
{
  gboolean zero;

  if (strcmp (value, "off") == 0)
    *load = 0.0;
  else if (parse_percent (value, load))
    ;
  else if (parse_clock (value, &zero))
    *load = zero ? 0.0 : NAN;
  else
    return FALSE;
  return TRUE;
}

GpTegraSample *
gp_tegrastats_parse_line (const char *line)
{
  GpTegraSample *sample = gp_tegra_sample_new ();
  g_auto(GStrv) tokens = NULL;
  guint n = 0;
  guint i = 0;

  if (line == NULL)
    return sample;

  tokens = g_strsplit_set (line, " \t\r\n", -1);
  /* drop the empty tokens left by runs of blanks */
  for (guint k = 0; tokens[k] != NULL; k++)
    {
      if (tokens[k][0] == '\0')
        g_free (tokens[k]);
      else
        tokens[n++] = tokens[k];
    }
  tokens[n] = NULL;

  if (n >= 2 && parse_stamp (tokens[0], tokens[1], &sample->stamp_s))
    {
      sample->has_stamp = TRUE;
      i = 2;
    }

  for (; i + 1 < n; i++)
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
      if (strcmp (name, "RAM") == 0)
        {
          parse_ram (sample, value);
          i++;
          continue;
        }

      if ((slot = unit_slot (sample, name)) == NULL || !parse_unit_value (value, &v))
        continue;
      /* on with an unknown load never overwrites; instances keep the busiest */
      if (!isnan (v) && (isnan (*slot) || v > *slot))
        *slot = v;
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
