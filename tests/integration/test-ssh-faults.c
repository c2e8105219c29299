/* test-ssh-faults.c: what goes wrong over SSH, against a real sshd on 127.0.0.1
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

#include <signal.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "gp-ssh-board.h"

/* Runs until stopped (a minute at most). */
#define ENDLESS "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 " \
                "! queue ! fakesink name=%s"

static GpSshBoard *board;
static char *dir;

/* Every fault: one message on stderr, whatever was captured saved with the
 * message as a note after the reference's one. */
static JsonObject *
assert_fault (GpCliResult *res,
              const char  *out,
              const char  *message,
              gboolean     with_data)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_strconcat ("gst-profile: ", message, NULL);
  JsonObject *root;
  JsonArray *notes;

  if (strstr (res->err, line) == NULL)
    g_printerr ("stderr: %s\n", res->err);
  g_assert_nonnull (strstr (res->err, line));
  g_assert_cmpuint (gp_test_count_messages (res->err), ==, 1);
  g_assert_cmpint (res->status, ==, 2);

  json_parser_load_from_file (parser, out, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  notes = json_object_get_array_member (json_object_get_object_member (root, "session"), "notes");
  g_assert_cmpuint (json_array_get_length (notes), ==, 2);
  g_assert_true (g_str_has_prefix (json_array_get_string_element (notes, 0), "lines read "));
  g_assert_true (g_str_has_prefix (json_array_get_string_element (notes, 1), message));
  if (with_data)
    g_assert_false (g_str_has_prefix (json_array_get_string_element (notes, 0), "lines read 0,"));
  return json_object_ref (root);
}

static const char *
last_event_text (JsonObject *root)
{
  JsonArray *events = json_object_get_array_member (root, "events");
  JsonObject *last = json_array_get_object_element (events, json_array_get_length (events) - 1);

  g_assert_cmpstr (json_object_get_string_member (last, "kind"), ==, "child-exit");
  return json_object_get_string_member (last, "text");
}

/* The failures before anything runs: one line, exit 3, no session. */
static void
assert_refusal (GpCliResult *res,
                const char  *message)
{
  if (strstr (res->err, message) == NULL)
    g_printerr ("stderr: %s\n", res->err);
  g_assert_cmpint (res->status, ==, 3);
  g_assert_nonnull (strstr (res->err, message));
  /* one line */
  g_assert_true (g_str_has_suffix (res->err, "\n"));
  g_assert_true (strchr (res->err, '\n') == res->err + strlen (res->err) - 1);
}

static void
test_refused (void)
{
  g_autofree char *port = g_strdup_printf ("Port=%d", gp_sshd_free_port ());
  g_autofree char *out = g_build_filename (dir, "refused.json", NULL);
  /* ssh keeps the first value of an option: this port, not the sshd's */
  const char *args[] = { "run", "--ssh-option", port, "--ssh", GP_SSH_BOARD_DEST, "videotestsrc ! fakesink",
                         "--duration", "1s", "--out", out, NULL };
  g_auto(GStrv) argv = gp_ssh_board_cli_argv (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(GpCliResult) res = g_new0 (GpCliResult, 1);

  /* cli run [board options] --ssh-option PORT …: PORT first */
  g_assert_cmpstr (argv[2], ==, "--ssh-option");
  g_free (argv[3]);
  argv[3] = g_strdup (port);
  res->status = gp_test_spawn ((const char * const *) argv, NULL, &res->out, &res->err);

  assert_refusal (res, "connection refused");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

static void
test_unknown_host_key (void)
{
  const char *args[] = { "check", "--ssh", GP_SSH_BOARD_DEST, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, "empty_known_hosts");
  g_autofree char *path = gp_sshd_path (board->sshd, "empty_known_hosts");
  g_autofree char *known = gp_test_read_file (path);

  assert_refusal (res, "connect once with `ssh root@127.0.0.1`");
  /* BatchMode never adds the key by itself */
  g_assert_cmpstr (known, ==, "");
}

static void
test_auth_failure (void)
{
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "videotestsrc ! fakesink", "--duration", "1s", NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_STRANGER, NULL);

  assert_refusal (res, "ssh root@127.0.0.1: authentication failed");
}

static void
test_no_gst_launch (void)
{
  g_autofree char *out = g_build_filename (dir, "nogst.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "videotestsrc ! fakesink name=gpfault-nogst",
                         "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_NO_GST, NULL);

  assert_refusal (res, "gst-launch-1.0 not found on root@127.0.0.1");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  gp_ssh_board_assert_nothing_left (board, "gpfault-nogst");
}

/* The board's shell finds no such command: said, and saved. */
static void
test_wrap_missing (void)
{
  g_autofree char *out = g_build_filename (dir, "missing.json", NULL);
  const char *args[] = { "wrap", "--ssh", GP_SSH_BOARD_DEST, "--out", out, "--", "gpfault-no-such-app", "-v", NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(JsonObject) root = assert_fault (res, out, "root@127.0.0.1: gpfault-no-such-app not found on the board",
                                             FALSE);

  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "session"), "mode"), ==,
                   "wrap");
  gp_ssh_board_assert_nothing_left (board, "gpfault-no-such-app");
}

/* Starts an endless capture in the background; returns once it runs on the
 * board, with its PID there. */
static GpCliRun *
start_endless (const char *marker,
               const char *out,
               GPid       *remote_pid)
{
  g_autofree char *launch = g_strdup_printf (ENDLESS, marker);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, launch, "--duration", "60s", "--out", out, NULL };
  g_auto(GStrv) argv = gp_ssh_board_cli_argv (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  GpCliRun *run = gp_cli_run_start ((const char * const *) argv);

  *remote_pid = gp_cli_run_wait_pid (run);
  g_assert_cmpint (*remote_pid, >, 1);
  /* let some data come */
  g_usleep (1500 * 1000);
  return run;
}

/* Not a fault: the user stops an endless capture (Ctrl-C). The board's
 * pipeline gets SIGINT, ends on EOS, and the session is complete. */
static void
test_user_stop (void)
{
  const char *marker = "gpssh-user-stop";
  g_autofree char *out = g_build_filename (dir, "user-stop.json", NULL);
  GPid remote_pid;
  GpCliRun *run = start_endless (marker, out, &remote_pid);
  g_autoptr(GpCliResult) res = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *notes;
  JsonArray *windows;

  g_assert_cmpint (kill (gp_cli_run_get_pid (run), SIGINT), ==, 0);
  res = gp_cli_run_finish (run);
  /* a clean end: the verdict, not a failure */
  if (res->status != 0 && res->status != 1)
    g_error ("status %d\n%s", res->status, res->err);
  g_assert_nonnull (strstr (res->out, "latency p95"));

  json_parser_load_from_file (parser, out, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  notes = json_object_get_array_member (json_object_get_object_member (root, "session"), "notes");
  g_assert_cmpuint (json_array_get_length (notes), ==, 1);
  g_assert_false (g_str_has_prefix (json_array_get_string_element (notes, 0), "lines read 0,"));
  windows = json_object_get_array_member (json_object_get_object_member (root, "series"), "t");
  g_assert_cmpuint (json_array_get_length (windows), >=, 4);
  /* gst-launch-1.0 -e turned the SIGINT into EOS and exited 0 */
  g_assert_cmpstr (last_event_text (root), ==, "exit code 0");
  gp_ssh_board_assert_nothing_left (board, marker);
}

static void
test_ssh_killed (void)
{
  const char *marker = "gpfault-ssh-killed";
  g_autofree char *out = g_build_filename (dir, "ssh-killed.json", NULL);
  GPid remote_pid;
  GpCliRun *run = start_endless (marker, out, &remote_pid);
  GPid ssh = gp_test_find_child (gp_cli_run_get_pid (run), "ssh");
  g_autoptr(GpCliResult) res = NULL;
  g_autoptr(JsonObject) root = NULL;

  g_assert_cmpint (ssh, >, 1);
  g_assert_cmpint (kill (ssh, SIGKILL), ==, 0);
  res = gp_cli_run_finish (run);
  root = assert_fault (res, out, "connection to root@127.0.0.1 lost: the ssh process was ended (signal 9)", TRUE);
  g_assert_cmpstr (last_event_text (root), ==, "exit code None");
  gp_ssh_board_assert_nothing_left (board, marker);
}

static void
test_sshd_killed (void)
{
  const char *marker = "gpfault-sshd-killed";
  g_autofree char *out = g_build_filename (dir, "sshd-killed.json", NULL);
  GPid remote_pid;
  GpCliRun *run = start_endless (marker, out, &remote_pid);
  g_autoptr(GpCliResult) res = NULL;
  g_autoptr(JsonObject) root = NULL;
  g_autofree char *comm = NULL;
  GPid sshd = remote_pid;

  /* up from the pipeline: its shell, then the sshd process of our session */
  do
    {
      g_free (comm);
      sshd = gp_test_parent_of (sshd);
      g_assert_cmpint (sshd, >, 1);
      comm = gp_test_comm_of (sshd);
    }
  while (!g_str_has_prefix (comm, "sshd"));
  g_assert_cmpint (kill (sshd, SIGKILL), ==, 0);

  res = gp_cli_run_finish (run);
  root = assert_fault (res, out, "connection to root@127.0.0.1 lost during the capture", TRUE);
  g_assert_cmpstr (last_event_text (root), ==, "exit code None");
  gp_ssh_board_assert_nothing_left (board, marker);
}

static void
test_crash (void)
{
  const char *marker = "gpfault-crash";
  g_autofree char *out = g_build_filename (dir, "crash.json", NULL);
  GPid remote_pid;
  GpCliRun *run = start_endless (marker, out, &remote_pid);
  g_autofree char *command = g_strdup_printf ("kill -SEGV %d", (int) remote_pid);
  G_GNUC_UNUSED g_autofree char *killed = gp_ssh_board_exec (board, command);
  g_autoptr(GpCliResult) res = gp_cli_run_finish (run);
  g_autoptr(JsonObject) root = assert_fault (res, out, "the pipeline crashed on root@127.0.0.1 (SIGSEGV, signal 11)",
                                             TRUE);

  g_assert_cmpstr (last_event_text (root), ==, "exit code -11");
  gp_ssh_board_assert_nothing_left (board, marker);
}

/* The pipeline fails by itself: its error is the message. */
static void
test_pipeline_error (void)
{
  g_autofree char *out = g_build_filename (dir, "error.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST,
                         "videotestsrc is-live=true ! identity error-after=40 ! fakesink name=gpfault-error",
                         "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(JsonObject) root = assert_fault (res, out, "the pipeline failed on root@127.0.0.1 (exit code 1): "
                                             "ERROR: from element /GstPipeline:pipeline0/GstIdentity:identity0:",
                                             TRUE);

  g_assert_cmpstr (last_event_text (root), ==, "exit code 1");
  gp_ssh_board_assert_nothing_left (board, "gpfault-error");
}

/* gst-launch-1.0 on the board cannot build the pipeline: its words (from
 * the board's log) in the fault, exit 2, no session written. */
static void
test_never_ran (void)
{
  g_autofree char *out = g_build_filename (dir, "never-ran.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "videotestsrc ! nosuchelement ! fakesink name=gpfault-nosuch",
                         "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);

  if (strstr (res->err, "no element \"nosuchelement\"") == NULL)
    g_printerr ("stderr: %s\n", res->err);
  g_assert_cmpint (res->status, ==, 2);
  g_assert_nonnull (strstr (res->err, "gst-profile: the pipeline failed on root@127.0.0.1 (exit code 1): "
                                      "no element \"nosuchelement\"\n"));
  g_assert_nonnull (strstr (res->err, "gst-profile: the pipeline never reached PLAYING; no session written\n"));
  g_assert_null (strstr (res->err, "session written to"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  gp_ssh_board_assert_nothing_left (board, "gpfault-nosuch");
}

/* appsrc never produces: the pipeline stays prerolling until stopped. */
static void
test_never_playing (void)
{
  g_autofree char *out = g_build_filename (dir, "never.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "appsrc ! fakesink name=gpfault-never",
                         "--duration", "2s", "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(JsonObject) root = assert_fault (res, out, "the pipeline never reached PLAYING on root@127.0.0.1",
                                             FALSE);

  g_assert_nonnull (root);
  gp_ssh_board_assert_nothing_left (board, "gpfault-never");
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = gp_ssh_board_start ();
  dir = gp_test_tmpdir ();

  g_test_add_func ("/gp/integration/ssh-faults/refused", test_refused);
  g_test_add_func ("/gp/integration/ssh-faults/unknown-host-key", test_unknown_host_key);
  g_test_add_func ("/gp/integration/ssh-faults/auth-failure", test_auth_failure);
  g_test_add_func ("/gp/integration/ssh-faults/no-gst-launch", test_no_gst_launch);
  g_test_add_func ("/gp/integration/ssh-faults/wrap-missing", test_wrap_missing);
  g_test_add_func ("/gp/integration/ssh-faults/user-stop", test_user_stop);
  g_test_add_func ("/gp/integration/ssh-faults/ssh-killed", test_ssh_killed);
  g_test_add_func ("/gp/integration/ssh-faults/sshd-killed", test_sshd_killed);
  g_test_add_func ("/gp/integration/ssh-faults/crash", test_crash);
  g_test_add_func ("/gp/integration/ssh-faults/pipeline-error", test_pipeline_error);
  g_test_add_func ("/gp/integration/ssh-faults/never-playing", test_never_playing);
  g_test_add_func ("/gp/integration/ssh-faults/never-ran", test_never_ran);
  status = g_test_run ();

  g_clear_pointer (&board, gp_ssh_board_stop);
  g_free (dir);
  return status;
}
