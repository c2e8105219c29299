/* gp-cli-capture.c: `gst-profile check`, `run "<launch>"` and `wrap -- cmd…`
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

/* The capture commands. `check` prints the preflight of this computer or, with --ssh, of a board.
 * `run` (a launch string, split as a shell would into gst-launch-1.0's argv) and `wrap` (an
 * application after --) build a session with GpCapture over a GpTransportLocal or GpTransportSsh
 * and end like `analyze`. Everything that can fail is checked before the child starts: --out's
 * folder (gp_session_output_check(), so no capture is made that cannot be saved), --parent's
 * session id, the destination and each --ssh-option under the user's policy (stored canonical in
 * target.ssh), the tracers. Ctrl-C, TERM and HUP stop the child cleanly; progress goes to stderr
 * every PROGRESS_INTERVAL_MS. A child that ended by itself before its pipeline reached PLAYING
 * saves nothing: one line with gst-launch-1.0's report, exit 2. The session is saved with the fallback of gp-session-output.c, and a
 * child that failed by itself, or a capture that went wrong, exits 2 whatever the findings. */

#include "config.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib-unix.h>

#include "gp-capture.h"
#include "gp-cli-launch-args.h"
#include "gp-cli-util.h"
#include "gp-cli-verdict.h"
#include "gp-error.h"
#include "gp-launch.h"
#include "gp-loader.h"
#include "gp-preflight.h"
#include "gp-session-output.h"
#include "gp-ssh.h"
#include "gp-ssh-config.h"
#include "gp-ssh-option.h"
#include "gp-transport-local.h"
#include "gp-transport-ssh.h"

#define PROGRESS_INTERVAL_MS 500

typedef struct
{
  char     *duration;
  char     *hold;
  char     *out;
  char     *tracers;
  char     *label;
  char     *host;
  char     *root;
  char     *parent;
  char     *ssh;
  char    **ssh_options;
  int       port;
  gboolean  lite;
  gboolean  queue_debug;
  gboolean  no_ui;
  gboolean  serve;
  gboolean  open;
} CaptureOptions;

static void
capture_options_clear (CaptureOptions *opts)
{
  g_free (opts->duration);
  g_free (opts->hold);
  g_free (opts->out);
  g_free (opts->tracers);
  g_free (opts->label);
  g_free (opts->host);
  g_free (opts->root);
  g_free (opts->parent);
  g_free (opts->ssh);
  g_strfreev (opts->ssh_options);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CaptureOptions, capture_options_clear)

/* run's and wrap's options, NULL-terminated: free with g_free(). */
static GOptionEntry *
capture_option_entries (CaptureOptions *opts)
{
  const GOptionEntry entries[] = {
    { "duration", 0, 0, G_OPTION_ARG_STRING, &opts->duration,
      "Stop after D: 30s, 2m, 500ms or seconds (default: until Ctrl-C or the pipeline ends)", "D" },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &opts->out,
      "Write the session to PATH (default ./gst-profile-<session id>.json)", "PATH" },
    { "lite", 0, 0, G_OPTION_ARG_NONE, &opts->lite,
      "Latency tracer only, no stats tracer: less overhead, no fps or bytes/s", NULL },
    { "tracers", 0, 0, G_OPTION_ARG_STRING, &opts->tracers,
      "Set GST_TRACERS to STR verbatim (overrides --lite); names are checked", "STR" },
    { "queue-debug", 0, 0, G_OPTION_ARG_NONE, &opts->queue_debug,
      "Also log GStreamer's own appsrc and queue levels (GST_DEBUG " GP_CAPTURE_QUEUE_DEBUG "): exact backlogs "
      "where our tracer plugin is not loaded (over SSH, --tracers); a busier log", NULL },
    { "label", 0, 0, G_OPTION_ARG_STRING, &opts->label,
      "A label stored in the session (\"v2 A/B\")", "STR" },
    { "root", 0, 0, G_OPTION_ARG_FILENAME, &opts->root,
      "Read the board files (etc/nv_tegra_release, the device-tree model) under DIR (default /)", "DIR" },
    { "parent", 0, 0, G_OPTION_ARG_FILENAME, &opts->parent,
      "Record the capture as a re-run of the session in FILE (its id as session.parent_session)", "FILE" },
    { "ssh", 0, 0, G_OPTION_ARG_STRING, &opts->ssh,
      "Capture on a board over SSH (user@host, a Host alias, ssh://user@host:port)", "DEST" },
    { "ssh-option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &opts->ssh_options,
      "Pass -o OPT to ssh (repeatable), e.g. Port=2222; read as ssh reads it, never one that runs a program here (ProxyCommand, LocalCommand, …: put those in ~/.ssh/config)", "OPT" },
    { "open", 0, 0, G_OPTION_ARG_NONE, &opts->open,
      "Open the session in the desktop app (gst-profile-inspector) when it is installed", NULL },
    { "no-ui", 0, 0, G_OPTION_ARG_NONE, &opts->no_ui,
      "Accepted for compatibility: the CLI never serves a live view", NULL },
    { "serve", 0, 0, G_OPTION_ARG_NONE, &opts->serve,
      "Accepted for compatibility (no effect; the desktop app shows captures live)", NULL },
    { "port", 0, 0, G_OPTION_ARG_INT, &opts->port,
      "Accepted for compatibility (no effect)", "N" },
    { "host", 0, 0, G_OPTION_ARG_STRING, &opts->host,
      "Accepted for compatibility (no effect)", "H" },
    { "hold", 0, 0, G_OPTION_ARG_STRING, &opts->hold,
      "Accepted for compatibility (no effect; checked like --duration)", "D" },
    { NULL }
  };

  return g_memdup2 (entries, sizeof entries);
}

static GOptionGroup *
capture_option_group (const GOptionEntry *entries)
{
  GOptionGroup *group;

  group = g_option_group_new ("capture", "Capture options:", "Show capture options", NULL, NULL);
  g_option_group_add_entries (group, entries);
  return group;
}

/* Like Python's repr of a float: the shortest text that reads back. */
static char *
format_float (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  for (int precision = 1; precision <= 17; precision++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buf, sizeof buf, format, value);
      /* Python writes 60.0, not 6e+01: exponents only outside [1e-4, 1e16) */
      if (strchr (buf, 'e') != NULL && fabs (value) >= 1e-4 && fabs (value) < 1e16 && precision < 17)
        continue;
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  if (strpbrk (buf, ".en") == NULL)
    return g_strconcat (buf, ".0", NULL);
  return g_strdup (buf);
}

/* --ssh DEST and its --ssh-option OPT…: the destination checked (never an
 * option), each option read as ssh reads it and checked under the user's
 * policy (gp-ssh-option.h), then replaced by its canonical form, which is
 * what ssh gets and what target.ssh records. FALSE after printing why. */
static gboolean
check_ssh_arguments (const char   *destination,
                     char       ***options)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GError) error = NULL;

  if (!gp_ssh_check_destination (destination, &error))
    {
      gp_cli_error ("--ssh: %s", error->message);
      return FALSE;
    }
  for (guint i = 0; *options != NULL && (*options)[i] != NULL; i++)
    {
      g_autofree char *canonical = gp_ssh_option_check ((*options)[i], GP_SSH_OPTION_POLICY_USER, &error);

      if (canonical == NULL)
        {
          gp_cli_error ("--ssh-option: %s", error->message);
          return FALSE;
        }
      g_strv_builder_add (builder, canonical);
    }
  g_strfreev (*options);
  *options = g_strv_builder_end (builder);
  return TRUE;
}

/* check */

int
gp_cli_cmd_check (int    argc,
                  char **argv)
{
  g_autofree char *root = NULL;
  g_autofree char *ssh_dest = NULL;
  g_auto(GStrv) ssh_options = NULL;
  const GOptionEntry entries[] = {
    { "root", 0, 0, G_OPTION_ARG_FILENAME, &root,
      "Read the board files (etc/nv_tegra_release, the device-tree model) under DIR (default /)", "DIR" },
    { "ssh", 0, 0, G_OPTION_ARG_STRING, &ssh_dest,
      "Check a board over SSH (user@host, a Host alias, ssh://user@host:port); --root is then on the board", "DEST" },
    { "ssh-option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &ssh_options,
      "Pass -o OPT to ssh (repeatable), e.g. Port=2222; read as ssh reads it, never one that runs a program here (ProxyCommand, LocalCommand, …: put those in ~/.ssh/config)", "OPT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GpPreflight) preflight = NULL;
  g_autofree char *text = NULL;
  int status;

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                "Check what this machine can capture: GStreamer version, tracers, platform\n"
                                "(Jetson board and L4T release), tegrastats. Always exits 0.");
  g_option_context_add_main_entries (context, entries, NULL);
  status = gp_cli_parse (context, &argc, &argv);
  if (status >= 0)
    return status;
  if (argc > 1)
    {
      gp_cli_error ("check: unexpected argument '%s' (see --help)", argv[1]);
      return GP_EXIT_USAGE;
    }

  if (ssh_dest == NULL && ssh_options != NULL)
    {
      gp_cli_error ("check: --ssh-option needs --ssh");
      return GP_EXIT_USAGE;
    }
  if (ssh_dest != NULL && !check_ssh_arguments (ssh_dest, &ssh_options))
    return GP_EXIT_USAGE;
  if (ssh_dest != NULL)
    {
      g_autoptr(GpSsh) ssh = gp_ssh_new (ssh_dest, (const char * const *) ssh_options);
      g_autoptr(GError) error = NULL;

      preflight = gp_ssh_preflight (ssh, root, &error);
      if (preflight == NULL)
        {
          gp_cli_error ("%s", error->message);
          return GP_EXIT_USAGE;
        }
    }
  else
    preflight = gp_preflight_run (root);
  text = gp_preflight_format (preflight);
  fputs (text, stdout);
  fflush (stdout);
  return GP_EXIT_CLEAN;
}

/* run and wrap */

typedef struct
{
  GMainLoop  *loop;
  GpCapture  *capture;
  gboolean    progress;
  gboolean    progress_shown;
  guint64     last_lines;
  double      last_elapsed;
  double      lines_per_s;
} CaptureRun;

static void
clear_progress (CaptureRun *run)
{
  if (run->progress_shown)
    {
      fputs ("\r\033[K", stderr);
      fflush (stderr);
      run->progress_shown = FALSE;
    }
}

static gboolean
progress_cb (gpointer user_data)
{
  CaptureRun *run = user_data;
  double elapsed = gp_capture_get_elapsed (run->capture);
  guint64 lines = gp_capture_get_lines_read (run->capture);

  if (elapsed > run->last_elapsed)
    run->lines_per_s = (double) (lines - run->last_lines) / (elapsed - run->last_elapsed);
  run->last_lines = lines;
  run->last_elapsed = elapsed;

  fprintf (stderr, "\r\033[Kgst-profile: %.1f s · %u windows · %.0f lines/s · %" G_GUINT64_FORMAT " dropped",
           elapsed, gp_capture_get_n_windows (run->capture), run->lines_per_s,
           gp_capture_get_lines_dropped (run->capture));
  fflush (stderr);
  run->progress_shown = TRUE;
  return G_SOURCE_CONTINUE;
}

static gboolean
stop_signal_cb (gpointer user_data)
{
  CaptureRun *run = user_data;

  gp_capture_stop (run->capture);
  return G_SOURCE_CONTINUE;
}

static void
notice_cb (GpCapture  *capture,
           const char *message,
           CaptureRun *run)
{
  clear_progress (run);
  gp_cli_message ("%s", message);
}

static void
finished_cb (GpCapture  *capture,
             CaptureRun *run)
{
  g_main_loop_quit (run->loop);
}

/* The id of the session in @path, for --parent: a session file (not a
 * tracer log, whose id would be made up on the spot) with an id. */
static char *
read_parent_id (const char  *path,
                GError     **error)
{
  g_autoptr(GpSession) parent = gp_load_path (path, NULL, NULL, error);
  const char *id;

  if (parent == NULL)
    return NULL;
  id = gp_session_get_info (parent)->id;
  if (gp_session_get_document (parent) == NULL || id == NULL || *id == '\0')
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is not a session with an id", path);
      return NULL;
    }
  return g_strdup (id);
}

static int
capture_main (CaptureOptions *opts,
              const char     *mode,
              const char     *launch,
              char          **command)
{
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GPtrArray) child_argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSsh) ssh = NULL;
  g_autoptr(GpTransportLocal) local = NULL;
  g_autoptr(GpTransportSsh) remote = NULL;
  GpTransport *transport;
  g_autoptr(GpCapture) capture = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tracers = NULL;
  g_autofree char *debug = NULL;
  g_autofree char *duration_text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *written = NULL;
  g_autofree char *parent_id = NULL;
  GpSessionInfo *info;
  CaptureRun run = { 0, };
  double duration = 0.0;
  double hold = 0.0;
  guint signal_sources[3];
  guint progress_source = 0;
  int exit_code = 0;
  int status;

  if ((opts->duration != NULL && !gp_cli_parse_duration (opts->duration, &duration)) ||
      (opts->hold != NULL && !gp_cli_parse_duration (opts->hold, &hold)))
    {
      gp_cli_error ("--duration/--hold must be a number like 30s, 2m, 500ms");
      return GP_EXIT_USAGE;
    }

  /* Where the session goes is checked before anything starts (a board is
   * not even reached): a capture that cannot be saved is not made. The
   * default name needs the session's id, so this one is checked in its
   * folder. */
  out = opts->out != NULL ? g_strdup (opts->out) : NULL;
  if (!gp_session_output_check (out != NULL ? out : "./gst-profile-SESSION.json", &error))
    {
      gp_cli_error (out != NULL ? "--out: %s" : "%s (give --out PATH)", error->message);
      return GP_EXIT_USAGE;
    }

  if (opts->parent != NULL && (parent_id = read_parent_id (opts->parent, &error)) == NULL)
    {
      gp_cli_error ("--parent: %s", error->message);
      return GP_EXIT_USAGE;
    }

  if (opts->ssh == NULL && opts->ssh_options != NULL)
    {
      gp_cli_error ("%s: --ssh-option needs --ssh", mode);
      return GP_EXIT_USAGE;
    }
  if (opts->ssh != NULL && !check_ssh_arguments (opts->ssh, &opts->ssh_options))
    return GP_EXIT_USAGE;
  if (opts->ssh != NULL)
    {
      ssh = gp_ssh_new (opts->ssh, (const char * const *) opts->ssh_options);
      preflight = gp_ssh_preflight (ssh, opts->root, &error);
      if (preflight == NULL)
        {
          gp_cli_error ("%s", error->message);
          return GP_EXIT_USAGE;
        }
    }
  else
    preflight = gp_preflight_run (opts->root);

  if (launch != NULL)
    {
      g_auto(GStrv) tokens = NULL;

      if (preflight->gst_launch == NULL)
        {
          if (ssh != NULL)
            gp_cli_error ("gst-launch-1.0 not found on %s; `run --ssh` needs it there", opts->ssh);
          else
            gp_cli_error ("gst-launch-1.0 not found; `run` needs it (use `wrap` for your own binary)");
          return GP_EXIT_USAGE;
        }
      /* The child gets the launch string split like a shell would, as
       * every reader of the session splits it (gp_launch_parse()); an
       * option gst-launch-1.0 would refuse is a usage error here. */
      if ((tokens = gp_launch_split_argv (launch, &error)) == NULL)
        {
          gp_cli_error ("cannot parse pipeline: %s", error->message);
          return GP_EXIT_USAGE;
        }
      g_ptr_array_add (child_argv, g_strdup (preflight->gst_launch));
      g_ptr_array_add (child_argv, g_strdup ("-q"));
      for (guint i = 0; tokens[i] != NULL; i++)
        g_ptr_array_add (child_argv, g_strdup (tokens[i]));
    }
  else
    {
      for (guint i = 0; command[i] != NULL; i++)
        g_ptr_array_add (child_argv, g_strdup (command[i]));
    }
  g_ptr_array_add (child_argv, NULL);

  if (opts->tracers != NULL && !gp_preflight_check_tracers (preflight, opts->tracers, &error))
    {
      gp_cli_error ("--tracers: %s", error->message);
      return GP_EXIT_USAGE;
    }

  /* The session, described before it grows. */
  session = gp_session_new ();
  info = gp_session_get_info (session);
  g_free (info->mode);
  info->mode = g_strdup (mode);
  info->launch = g_strdup (launch);
  info->command = launch == NULL ? g_strdupv (command) : NULL;
  g_free (info->label);
  info->label = g_strdup (opts->label != NULL ? opts->label : "");
  info->parent_session = g_steal_pointer (&parent_id);
  gp_preflight_fill_target (preflight, gp_session_get_target (session));
  if (out == NULL)
    out = g_strdup_printf ("./gst-profile-%s.json", info->id);

  tracers = gp_capture_tracers_for (opts->tracers, opts->lite, preflight->element_latency);
  debug = opts->queue_debug ? g_strconcat (gp_capture_debug_for (mode), ",", GP_CAPTURE_QUEUE_DEBUG, NULL)
                            : g_strdup (gp_capture_debug_for (mode));
  run.progress = isatty (STDERR_FILENO);
  if (ssh != NULL)
    {
      GpTarget *target = gp_session_get_target (session);

      /* On the board: the tokens only (gst-launch-1.0 -q -e is the remote's),
       * or the command as given, found on the board's PATH. */
      if (launch != NULL)
        remote = gp_transport_ssh_new (ssh, (const char * const *) child_argv->pdata + 2);
      else
        remote = gp_transport_ssh_new_command (ssh, (const char * const *) child_argv->pdata);
      gp_transport_ssh_set_tracer_env (remote, tracers, debug);
      gp_transport_ssh_set_tegrastats (remote, preflight->tegrastats);
      transport = GP_TRANSPORT (remote);

      /* Where it ran, for a re-run there. */
      target->ssh_destination = g_strdup (opts->ssh);
      target->ssh_options = g_strdupv (opts->ssh_options);
      if (target->ssh_options == NULL)
        target->ssh_options = g_new0 (char *, 1);
    }
  else
    {
      local = gp_transport_local_new ((const char * const *) child_argv->pdata);
      /* Ours only beside the defaults: --tracers is verbatim. */
      if (opts->tracers == NULL)
        gp_transport_local_set_tracers (local, tracers);
      else
        gp_transport_local_setenv (local, "GST_TRACERS", tracers);
      gp_transport_local_setenv (local, "GST_DEBUG", debug);
      gp_transport_local_set_tegrastats (local, preflight->tegrastats);

      /* On a terminal gst-launch-1.0 >= 1.22 prints its position on stdout,
       * which would fight with our progress line; -q does not silence it. */
      if (launch != NULL && run.progress)
        gp_transport_local_set_silence_stdout (local, TRUE);
      transport = GP_TRANSPORT (local);
    }

  capture = gp_capture_new (session, transport);
  gp_capture_set_duration_ms (capture, (guint64) llround (duration * 1000.0));

  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  run.capture = capture;
  g_signal_connect (capture, "notice", G_CALLBACK (notice_cb), &run);
  g_signal_connect (capture, "finished", G_CALLBACK (finished_cb), &run);

  /* Ctrl-C (and TERM, HUP) end the capture cleanly; the child, in its own
   * process group, hears it from us. */
  signal_sources[0] = g_unix_signal_add (SIGINT, stop_signal_cb, &run);
  signal_sources[1] = g_unix_signal_add (SIGTERM, stop_signal_cb, &run);
  signal_sources[2] = g_unix_signal_add (SIGHUP, stop_signal_cb, &run);

  if (!gp_capture_start (capture, &error))
    {
      for (guint i = 0; i < G_N_ELEMENTS (signal_sources); i++)
        g_source_remove (signal_sources[i]);
      gp_cli_error ("%s", error->message);
      return GP_EXIT_USAGE;
    }

  if (duration > 0)
    {
      g_autofree char *seconds = format_float (duration);

      duration_text = g_strdup_printf ("  duration=%ss", seconds);
    }
  /* Over SSH the PID is the board's, known once its shell has said it. */
  while (gp_transport_get_pid (transport) == 0 && gp_capture_get_state (capture) != GP_CAPTURE_STATE_FINISHED)
    g_main_context_iteration (NULL, TRUE);
  if (gp_transport_get_pid (transport) > 0)
    gp_cli_message ("capturing (%s)  pid=%d%s", mode,
                    (int) gp_transport_get_pid (transport),
                    duration_text != NULL ? duration_text : "");

  if (run.progress)
    progress_source = g_timeout_add (PROGRESS_INTERVAL_MS, progress_cb, &run);

  if (gp_capture_get_state (capture) != GP_CAPTURE_STATE_FINISHED)
    g_main_loop_run (loop);

  g_clear_handle_id (&progress_source, g_source_remove);
  for (guint i = 0; i < G_N_ELEMENTS (signal_sources); i++)
    g_source_remove (signal_sources[i]);
  clear_progress (&run);

  /* A pipeline that never ran is not a session: say why, in gst-launch-1.0's
   * words when it gave them (a transport's fault has said so already), and
   * exit as for a failed child. */
  if (gp_capture_get_never_ran (capture))
    {
      const char *report = gp_capture_get_report (capture);

      if (gp_capture_get_fault (capture) != NULL)
        gp_cli_message ("the pipeline never reached PLAYING; no session written");
      else if (report != NULL)
        gp_cli_message ("the pipeline never reached PLAYING: %s (no session written)", report);
      else if (gp_capture_get_exit_code (capture, &exit_code))
        gp_cli_message ("the pipeline never reached PLAYING (exit code %d); no session written", exit_code);
      else
        gp_cli_message ("the pipeline never reached PLAYING; no session written");
      return GP_EXIT_CHILD_FAILED;
    }

  /* Saved somewhere whatever happens to @out meanwhile (said on stderr). */
  status = gp_cli_conclude_capture (session, out, &written);
  if (status == GP_EXIT_USAGE)
    return status;
  if (opts->open)
    gp_cli_open_in_app (written);

  /* A child that failed by itself wins over the findings, and so does a
   * capture that went wrong (the link dropped, the child crashed). */
  if (gp_capture_get_child_self_exited (capture) &&
      gp_capture_get_exit_code (capture, &exit_code) && exit_code != 0)
    return GP_EXIT_CHILD_FAILED;
  if (gp_capture_get_fault (capture) != NULL)
    return GP_EXIT_CHILD_FAILED;
  return status;
}

int
gp_cli_cmd_run (int    argc,
                char **argv)
{
  g_auto(CaptureOptions) opts = { 0, };
  g_autofree GOptionEntry *entries = capture_option_entries (&opts);
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) options = NULL;
  g_autofree char **options_argv = NULL;
  g_autofree char *launch = NULL;
  int options_argc;
  int status;

  context = g_option_context_new ("\"LAUNCH\" | WORD…");
  g_option_context_set_summary (context,
                                "Run a gst-launch-1.0 pipeline under the tracers, then print the verdict.\n"
                                "Give the pipeline as one quoted argument, or as the words you would give\n"
                                "gst-launch-1.0; its own options (-e, -v, --gst-debug=…) stay in the pipeline.\n"
                                "The options below may come before or after it; -- ends them. Ctrl-C stops it\n"
                                "cleanly. Exit status: 0 clean or info-only, 1 a high/medium finding, 2 the\n"
                                "pipeline failed by itself, 3 usage error or missing gst-launch-1.0.");
  g_option_context_set_main_group (context, capture_option_group (entries));

  /* GOption sees run's own options only: the rest is the launch string,
   * gst-launch-1.0's options included. */
  if (!gp_cli_launch_args_split (entries, argc, argv, &options, &launch, &error))
    {
      gp_cli_error ("%s", error->message);
      return GP_EXIT_USAGE;
    }
  /* GOption moves the pointers of what it parses out: a copy of them. */
  options_argc = (int) g_strv_length (options);
  options_argv = g_memdup2 (options, sizeof (char *) * (options_argc + 1));
  status = gp_cli_parse (context, &options_argc, &options_argv);
  if (status >= 0)
    return status;

  if (launch == NULL)
    {
      gp_cli_error ("run: give the pipeline, e.g. run \"videotestsrc ! fakesink\"");
      return GP_EXIT_USAGE;
    }

  return capture_main (&opts, "run", launch, NULL);
}

int
gp_cli_cmd_wrap (int    argc,
                 char **argv)
{
  g_auto(CaptureOptions) opts = { 0, };
  g_autofree GOptionEntry *entries = capture_option_entries (&opts);
  g_autoptr(GOptionContext) context = NULL;
  char **command;
  int status;

  context = g_option_context_new ("-- COMMAND [ARGS…]");
  g_option_context_set_summary (context,
                                "Run your own GStreamer application under the tracers, then print the\n"
                                "verdict. Everything after the first non-option (or after --) is the command.\n"
                                "Exit status: 0 clean or info-only, 1 a high/medium finding, 2 the\n"
                                "command failed by itself, 3 usage error.");
  g_option_context_set_main_group (context, capture_option_group (entries));
  /* The command's own options are its own. */
  g_option_context_set_strict_posix (context, TRUE);
  status = gp_cli_parse (context, &argc, &argv);
  if (status >= 0)
    return status;

  command = argv + 1;
  if (command[0] != NULL && strcmp (command[0], "--") == 0)
    command++;
  if (command[0] == NULL)
    {
      fflush (stdout);
      fputs ("gst-profile wrap: give the command after `--`\n", stderr);
      return GP_EXIT_USAGE;
    }

  return capture_main (&opts, "wrap", NULL, command);
}
