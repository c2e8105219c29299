/* gp-cli-try.c: `gst-profile try`: the original and its fixes, run a few times each, side by side
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

/* The variants are the session's launch string as it is, each applicable fix alone and all of
 * them together, and the target is the session's: this computer, or its board over SSH with the
 * user's --ssh-option first, then the session's ssh options that pass the same allow-list as the
 * app's Re-run (the others are named before anything runs): GpTryPlan (core/document), which the
 * app's Try Fixes shows too. Every run is `gst-profile run` started as a child of ours with a
 * quoted argv (no shell). Runs are
 * interleaved (A B C A B C …) so a machine that warms up or gets busy weighs on every variant
 * alike; each session is kept in the output folder with the original as its parent. Ctrl-C (or
 * TERM) is passed to the run in progress, which ends and saves cleanly; no further run starts and
 * the table shows what ran (GpTryTable, core/document). */

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib-unix.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "gp-cli-util.h"
#include "gp-json-writer.h"
#include "gp-try-plan.h"
#include "gp-try-table.h"

#define MAX_RUNS 20

typedef struct
{
  GMainLoop   *loop;
  GSubprocess *child;
  gboolean     stopped;
  int          status;
  char        *err;
} Runner;

static char *
slug (const char *name)
{
  char *out = g_strdup (name);

  for (char *p = out; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '.' && *p != '_')
      *p = '-';
  return out;
}

static gboolean
stop_cb (gpointer user_data)
{
  Runner *runner = user_data;

  runner->stopped = TRUE;
  if (runner->child != NULL)
    g_subprocess_send_signal (runner->child, SIGINT);
  return G_SOURCE_CONTINUE;
}

static void
communicated_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Runner *runner = user_data;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&runner->err, g_free);
  if (!g_subprocess_communicate_utf8_finish (G_SUBPROCESS (object), result, NULL, &runner->err, &error))
    runner->status = -1;
  else
    runner->status = g_subprocess_get_if_exited (G_SUBPROCESS (object))
                       ? g_subprocess_get_exit_status (G_SUBPROCESS (object)) : -1;
  g_main_loop_quit (runner->loop);
}

/* The last line the child said, for a run that failed. */
static char *
last_line (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text != NULL ? text : "", "\n", -1);

  for (int i = (int) g_strv_length (lines) - 1; i >= 0; i--)
    if (lines[i][0] != '\0' && lines[i][0] != '\r')
      return g_strdup (lines[i]);
  return g_strdup ("(nothing said)");
}

static int
one_run (Runner  *runner,
         char   **argv)
{
  g_autoptr(GError) error = NULL;

  runner->child = g_subprocess_newv ((const char * const *) argv,
                                     G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                     &error);
  if (runner->child == NULL)
    {
      g_free (runner->err);
      runner->err = g_strdup (error->message);
      return -1;
    }
  g_subprocess_communicate_utf8_async (runner->child, NULL, NULL, communicated_cb, runner);
  g_main_loop_run (runner->loop);
  g_clear_object (&runner->child);
  return runner->status;
}

static char *
format_seconds (double seconds)
{
  g_autofree char *text = g_strdup_printf ("%.3f", seconds);
  char *end = text + strlen (text) - 1;

  while (*end == '0')
    *end-- = '\0';
  if (*end == '.')
    *end = '\0';
  return g_strdup_printf ("%ss", text);
}

int
gp_cli_cmd_try (int    argc,
                char **argv)
{
  int runs = 3;
  g_autofree char *duration_text = NULL;
  g_autofree char *out_dir = NULL;
  g_autofree char *format = NULL;
  g_auto(GStrv) apply = NULL;
  g_auto(GStrv) ssh_options = NULL;
  const GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs of each variant (default 3)", "K" },
    { "duration", 0, 0, G_OPTION_ARG_STRING, &duration_text,
      "Length of each run: 10s, 1m, 500ms (default: the session's, at most 30s)", "D" },
    { "apply", 0, 0, G_OPTION_ARG_STRING_ARRAY, &apply,
      "Try the fix of finding ID (repeatable; default: every fix that applies)", "ID" },
    { "out-dir", 0, 0, G_OPTION_ARG_FILENAME, &out_dir,
      "Keep the sessions in DIR (default ./gst-profile-try-<session id>)", "DIR" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, "Output format: text (default) or json", "FORMAT" },
    { "ssh-option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &ssh_options,
      "Pass -o OPT to ssh before the session's own (repeatable), checked as run checks it", "OPT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpTryPlan) plan = NULL;
  g_autoptr(GpTryTable) table = gp_try_table_new ();
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *self_exe = NULL;
  g_autofree char *seconds = NULL;
  const char * const *target_args;
  const char * const *notes;
  GpSessionInfo *info;
  Runner runner = { 0, };
  guint signal_sources[3];
  double duration;
  guint done = 0;
  guint total;
  int status;

  context = g_option_context_new ("SESSION");
  g_option_context_set_summary (context,
                                "Run the session's pipeline as it is, with each fix alone and with all of them,\n"
                                "K times each, interleaved, on the session's target (this computer, or its board\n"
                                "over SSH), then print one table, best first: latency p95 median [min–max], fps,\n"
                                "CPU, the findings each variant clears or brings. A difference counts only when\n"
                                "it is outside the spread of the runs. Every session is kept in the output folder\n"
                                "with the original as its parent. Ctrl-C stops cleanly and prints what ran.\n"
                                "Exit status: 0 done (or stopped), 3 unusable input.");
  status = gp_cli_parse_args (context, entries, &argc, &argv, 1, "try: give the SESSION to try fixes on (see --help)");
  if (status >= 0)
    return status;
  if (runs < 1 || runs > MAX_RUNS)
    {
      gp_cli_error ("try: --runs must be between 1 and %d, not %d", MAX_RUNS, runs);
      return GP_EXIT_USAGE;
    }
  if (format != NULL && g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      gp_cli_error ("try: --format must be text or json, not '%s'", format);
      return GP_EXIT_USAGE;
    }
  if (duration_text != NULL && (!gp_cli_parse_duration (duration_text, &duration) || duration <= 0))
    {
      gp_cli_error ("try: --duration must be a number like 10s, 1m, 500ms");
      return GP_EXIT_USAGE;
    }

  document = gp_cli_load_document (argv[1], NULL, GP_DOCUMENT_LOAD_DEFAULT);
  if (document == NULL)
    return GP_EXIT_USAGE;
  plan = gp_try_plan_new (document, (const char * const *) apply, (const char * const *) ssh_options, &error);
  if (plan == NULL)
    {
      gp_cli_error ("try: %s", error->message);
      return GP_EXIT_USAGE;
    }
  notes = gp_try_plan_get_not_tried (plan);
  for (guint i = 0; notes[i] != NULL; i++)
    gp_cli_message ("not tried: %s", notes[i]);
  notes = gp_try_plan_get_refused_options (plan);
  for (guint i = 0; notes[i] != NULL; i++)
    gp_cli_message ("not passed to ssh: -o %s (not on the allow-list for options read from a session)", notes[i]);
  if (duration_text == NULL)
    duration = gp_try_plan_get_default_duration (plan);
  info = gp_session_get_info (gp_document_get_session (document));
  target_args = gp_try_plan_get_run_arguments (plan);

  if (out_dir == NULL)
    out_dir = g_strdup_printf ("./gst-profile-try-%s", info->id);
  if (g_mkdir_with_parents (out_dir, 0755) != 0 || g_access (out_dir, W_OK) != 0)
    {
      gp_cli_error ("try: --out-dir %s: %s", out_dir, g_strerror (errno));
      return GP_EXIT_USAGE;
    }
  self_exe = g_file_read_link ("/proc/self/exe", &error);
  if (self_exe == NULL)
    {
      gp_cli_error ("try: cannot find this program to run it again: %s", error->message);
      return GP_EXIT_USAGE;
    }

  /* What will run, exactly, before anything does. */
  seconds = format_seconds (duration);
  total = (guint) runs * gp_try_plan_get_n_variants (plan);
  gp_cli_message ("try: %u variants × %d runs of %s, interleaved, on %s; sessions in %s:",
                  gp_try_plan_get_n_variants (plan), runs, seconds, gp_try_plan_get_where (plan), out_dir);
  for (guint v = 0; v < gp_try_plan_get_n_variants (plan); v++)
    {
      const GpTryPlanVariant *variant = gp_try_plan_get_variant (plan, v);

      gp_cli_message ("  %-10s %s", variant->name, variant->command);
      gp_try_table_add_variant (table, variant->name, (const char * const *) variant->applied);
      if (variant->same_as != NULL)
        gp_cli_message ("  (%s is %s again, the one fix that applies: the two differ by run-to-run noise only)",
                        variant->name, variant->same_as);
    }

  loop = g_main_loop_new (NULL, FALSE);
  runner.loop = loop;
  signal_sources[0] = g_unix_signal_add (SIGINT, stop_cb, &runner);
  signal_sources[1] = g_unix_signal_add (SIGTERM, stop_cb, &runner);
  signal_sources[2] = g_unix_signal_add (SIGHUP, stop_cb, &runner);

  for (int r = 0; r < runs && !runner.stopped; r++)
    for (guint v = 0; v < gp_try_plan_get_n_variants (plan) && !runner.stopped; v++)
      {
        const GpTryPlanVariant *variant = gp_try_plan_get_variant (plan, v);
        g_autofree char *name = slug (variant->name);
        g_autofree char *file = g_strdup_printf ("%s-%d.json", name, r + 1);
        g_autofree char *path = g_build_filename (out_dir, file, NULL);
        g_autofree char *label = g_strdup_printf ("try %s #%d", variant->name, r + 1);
        g_autoptr(GPtrArray) child = g_ptr_array_new ();
        g_autoptr(GpDocument) run = NULL;
        g_autofree char *latency_text = NULL;
        GpNumber latency;
        int code;

        g_ptr_array_add (child, self_exe);
        g_ptr_array_add (child, (gpointer) "run");
        g_ptr_array_add (child, (gpointer) "--duration");
        g_ptr_array_add (child, seconds);
        g_ptr_array_add (child, (gpointer) "--out");
        g_ptr_array_add (child, path);
        g_ptr_array_add (child, (gpointer) "--parent");
        g_ptr_array_add (child, argv[1]);
        g_ptr_array_add (child, (gpointer) "--label");
        g_ptr_array_add (child, label);
        for (guint i = 0; target_args[i] != NULL; i++)
          g_ptr_array_add (child, (gpointer) target_args[i]);
        g_ptr_array_add (child, (gpointer) "--");
        g_ptr_array_add (child, variant->launch);
        g_ptr_array_add (child, NULL);

        done++;
        code = one_run (&runner, (char **) child->pdata);
        if ((code != 0 && code != 1) || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
          {
            g_autofree char *said = last_line (runner.err);

            gp_cli_message ("[%u/%u] %s #%d failed: %s", done, total, variant->name, r + 1, said);
            continue;
          }
        run = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, &error);
        if (run == NULL)
          {
            gp_cli_message ("[%u/%u] %s #%d: %s", done, total, variant->name, r + 1, error->message);
            g_clear_error (&error);
            continue;
          }
        gp_try_table_add_run (table, v, path, run);
        latency = gp_document_get_analysis (run)->latency_ms_p95;
        latency_text = gp_number_is_none (latency) ? g_strdup ("not measured")
                                                   : g_strdup_printf ("%.1f ms", latency.value);
        gp_cli_message ("[%u/%u] %s #%d: latency p95 %s, session %s", done, total, variant->name, r + 1,
                        latency_text, path);
      }

  for (guint i = 0; i < G_N_ELEMENTS (signal_sources); i++)
    g_source_remove (signal_sources[i]);
  g_free (runner.err);
  if (runner.stopped)
    gp_cli_message ("stopped: %u of %u runs done", done, total);
  if (runs < 2 || runner.stopped)
    gp_cli_message ("a variant that ran once has no spread: nothing is marked better or worse against it "
                    "(--runs 3 or more to judge)");

  if (g_strcmp0 (format, "json") == 0)
    {
      g_autoptr(JsonNode) node = gp_try_table_to_json (table);
      g_autofree char *json = gp_json_to_string (node);

      printf ("%s\n", json);
    }
  else
    {
      g_autofree char *text = gp_try_table_to_text (table);

      fputs (text, stdout);
    }
  fflush (stdout);
  return GP_EXIT_CLEAN;
}
