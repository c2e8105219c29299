/* test-try.c: `gst-profile try` on real pipelines, here and over the loopback sshd
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

/* A queue-less x264 pipeline (QUEUE fires; nothing else here has a patch): try runs the original,
 * the QUEUE fix and all together (QUEUE's string again, a control for noise), K times each,
 * interleaved; the QUEUE variant clears QUEUE; a single run marks nothing better or worse; every session is
 * kept with the original as its parent. A Jetson recording tried here has five variants (ZC, SW,
 * QUEUE alone, all of them combined) whose runs fail for want of nvvidconv, each said. Ctrl-C in the middle ends the
 * run in progress cleanly, starts no other, prints what ran and leaves nothing running. Over SSH
 * the runs happen on the board. Nothing here asserts a time or a speed-up. */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "gp-session-json.h"
#include "gp-ssh-board.h"

#define MARKER "trycli"
#define LAUNCH \
  "videotestsrc is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 ! " \
  "x264enc speed-preset=ultrafast tune=zerolatency ! fakesink name=" MARKER

static GpSshBoard *board;
static char *dir;

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static GpSession *
load_session (const char *path)
{
  g_autofree char *text = gp_test_read_file (path);
  gsize len = strlen (text);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&text), len);
  g_autoptr(GError) error = NULL;
  GpSession *session = gp_session_load_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return session;
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

static JsonObject *
find_variant (JsonObject *root,
              const char *name)
{
  JsonArray *variants = json_object_get_array_member (root, "variants");

  for (guint i = 0; i < json_array_get_length (variants); i++)
    {
      JsonObject *variant = json_array_get_object_element (variants, i);

      if (g_strcmp0 (json_object_get_string_member (variant, "name"), name) == 0)
        return variant;
    }
  return NULL;
}

static gboolean
array_has (JsonArray  *array,
           const char *value)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (g_strcmp0 (json_array_get_string_element (array, i), value) == 0)
      return TRUE;
  return FALSE;
}

/* A session of LAUNCH recorded with `run` (over SSH when @ssh). */
static char *
record (const char *name,
        gboolean    ssh)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GpCliResult) res = NULL;

  if (ssh)
    {
      const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "--duration", "2", "--out", path, LAUNCH, NULL };

      res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
    }
  else
    res = gp_test_run_clivp ("run", "--duration", "2", "--out", path, LAUNCH, NULL);
  g_assert_cmpint (res->status, <=, 1);
  return path;
}

/* The original, QUEUE and all together (QUEUE's string again: one fix applies), each run @runs
 * times; QUEUE and all cleared QUEUE and the original nothing; the sessions are the variants'
 * strings, children of @parent, interleaved. */
static void
assert_try (JsonObject *root,
            const char *parent,
            guint       runs,
            gboolean    ssh)
{
  g_autoptr(GpSession) original = load_session (parent);
  const char *names[] = { "original", "QUEUE", "all" };
  g_autoptr(GPtrArray) started = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "variants")), ==, 3);
  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      JsonObject *variant = find_variant (root, names[n]);
      JsonArray *sessions;
      JsonArray *cleared;

      g_assert_nonnull (variant);
      g_assert_cmpint (json_object_get_int_member (variant, "runs"), ==, runs);
      sessions = json_object_get_array_member (variant, "sessions");
      g_assert_cmpuint (json_array_get_length (sessions), ==, runs);
      cleared = json_object_get_array_member (variant, "findings_cleared");
      g_assert_cmpint (array_has (cleared, "F-QUEUE"), ==, n > 0);
      g_assert_cmpuint (json_array_get_length (cleared), ==, n > 0 ? 1 : 0);
      g_assert_false (json_object_get_null_member (variant, "latency_ms_p95_median"));

      for (guint r = 0; r < runs; r++)
        {
          g_autoptr(GpSession) run = load_session (json_array_get_string_element (sessions, r));
          GpSessionInfo *info = gp_session_get_info (run);

          g_assert_cmpstr (info->parent_session, ==, gp_session_get_info (original)->id);
          g_assert_cmpint (strstr (info->launch, "! queue !") != NULL, ==, n > 0);
          g_assert_cmpint (gp_session_get_target (run)->ssh_destination != NULL, ==, ssh);
          g_ptr_array_add (started, g_strdup_printf ("%s %u %u", info->started, r, n));
        }
    }

  /* Interleaved: sorted by start time, the runs go round by round, variants in order. */
  g_ptr_array_sort (started, compare_strings);
  for (guint i = 1; i < started->len; i++)
    {
      guint r0, n0, r1, n1;

      g_assert_cmpint (sscanf (strchr (g_ptr_array_index (started, i - 1), ' '), " %u %u", &r0, &n0), ==, 2);
      g_assert_cmpint (sscanf (strchr (g_ptr_array_index (started, i), ' '), " %u %u", &r1, &n1), ==, 2);
      g_assert_true (r1 > r0 || (r1 == r0 && n1 > n0));
    }
}

static void
test_local (void)
{
  g_autofree char *parent = record ("local.json", FALSE);
  g_autofree char *out = g_build_filename (dir, "local-try", NULL);
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("try", parent, "--runs", "2", "--duration", "1500ms",
                                                  "--out-dir", out, "--format", "json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  g_assert_cmpint (res->status, ==, 0);
  /* The exact commands, before the first run. */
  g_assert_nonnull (strstr (res->err, "on this computer"));
  g_assert_cmpint (strstr (res->err, "QUEUE      gst-launch-1.0 -e") - res->err, <, strstr (res->err, "[1/6]") - res->err);
  g_assert_nonnull (strstr (res->err, "'!' 'queue' '!' 'x264enc'"));
  g_assert_nonnull (strstr (res->err, "3 variants × 2 runs"));
  g_assert_nonnull (strstr (res->err, "(all is QUEUE again, the one fix that applies"));
  root = parse_object (parser, res->out);
  assert_try (root, parent, 2, FALSE);
  gp_ssh_board_assert_nothing_left (board, MARKER);

  /* Two of its runs compared: siblings, re-runs of one session, not a warning. */
  {
    JsonObject *original = find_variant (root, "original");
    JsonObject *queue = find_variant (root, "QUEUE");
    g_autoptr(GpCliResult) cmp = gp_test_run_clivp (
      "compare", json_array_get_string_element (json_object_get_array_member (original, "sessions"), 0),
      json_array_get_string_element (json_object_get_array_member (queue, "sessions"), 0), NULL);

    g_assert_cmpint (cmp->status, <=, 1);
    g_assert_nonnull (strstr (cmp->out, "before and after are both re-runs of"));
    g_assert_null (strstr (cmp->err, "warning"));
  }
}

/* The text table: a header and a row per variant. */
static void
test_text (void)
{
  g_autofree char *parent = record ("text.json", FALSE);
  g_autofree char *out = g_build_filename (dir, "text-try", NULL);
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("try", parent, "--runs", "1", "--duration", "1s",
                                                  "--apply", "F-QUEUE", "--out-dir", out, NULL);

  g_assert_cmpint (res->status, ==, 0);
  g_assert_true (g_str_has_prefix (res->out, "variant "));
  g_assert_cmpuint (gp_test_count_lines (res->out, "QUEUE "), ==, 1);
  g_assert_cmpuint (gp_test_count_lines (res->out, "original "), ==, 1);
  g_assert_cmpuint (gp_test_count_lines (res->out, "all "), ==, 1);
  g_assert_nonnull (strstr (res->out, "F-QUEUE"));
  /* One run a variant: figures, but no spread to mark anything better or worse by. */
  g_assert_null (strstr (res->out, "better"));
  g_assert_null (strstr (res->out, "worse"));
  g_assert_nonnull (strstr (res->err, "a variant that ran once has no spread"));
}

/* Ctrl-C after the first run: the second ends cleanly and is kept, no third starts. */
static void
test_interrupt (void)
{
  g_autofree char *parent = record ("interrupt.json", FALSE);
  g_autofree char *out = g_build_filename (dir, "interrupt-try", NULL);
  const char *argv[] = { g_getenv ("GP_CLI"), "try", parent, "--runs", "3", "--duration", "20s",
                         "--out-dir", out, "--format", "json", NULL };
  g_autofree char *first = g_build_filename (out, "original-1.json", NULL);
  GpCliRun *run = gp_cli_run_start (argv);
  g_autoptr(GpCliResult) res = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  guint total = 0;

  /* The first run takes its 20 s; interrupted right after it started, it ends at once. */
  g_assert_true (gp_cli_run_wait_line (run, "sessions in"));
  g_assert_true (gp_cli_run_wait_line (run, "QUEUE "));
  for (guint i = 0; i < 100 && !gp_test_has_launch (MARKER); i++)
    g_usleep (100 * 1000);
  g_usleep (G_USEC_PER_SEC * 3 / 2);
  kill (gp_cli_run_get_pid (run), SIGINT);
  res = gp_cli_run_finish (run);

  g_assert_cmpint (res->status, ==, 0);
  g_assert_nonnull (strstr (res->err, "stopped: 1 of 9 runs done"));
  root = parse_object (parser, res->out);
  for (guint i = 0; i < json_array_get_length (json_object_get_array_member (root, "variants")); i++)
    total += json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (root, "variants"), i),
                                         "runs");
  /* The run in progress is kept when it had reached PLAYING (it usually has by now; on a loaded
   * machine it may not have, and then it says so): never more than that one. */
  g_test_message ("%s", res->err);
  g_assert_cmpuint (total, <=, 1);
  g_assert_cmpint (total == 1, ==, strstr (res->err, "[1/9] original #1: latency") != NULL);
  g_assert_cmpint (total == 1, ==, g_file_test (first, G_FILE_TEST_IS_REGULAR));
  g_assert_null (strstr (res->err, "[2/9]"));
  gp_ssh_board_assert_nothing_left (board, MARKER);
}

static void
test_ssh (void)
{
  g_autofree char *parent = record ("ssh.json", TRUE);
  g_autofree char *out = g_build_filename (dir, "ssh-try", NULL);
  const char *args[] = { "try", parent, "--runs", "1", "--duration", "1500ms", "--out-dir", out,
                         "--format", "json", NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_test_message ("%s", res->err);
  g_assert_cmpint (res->status, ==, 0);
  g_assert_nonnull (strstr (res->err, "on " GP_SSH_BOARD_DEST " over SSH"));
  assert_try (parse_object (parser, res->out), parent, 1, TRUE);
  gp_ssh_board_assert_nothing_left (board, MARKER);
}

/* A session that holds options off the allow-list: named before anything runs. */
static void
test_refused_options (void)
{
  g_autofree char *parent = record ("refused.json", TRUE);
  g_autoptr(GpSession) session = load_session (parent);
  g_autofree char *edited = g_build_filename (dir, "refused-edited.json", NULL);
  g_autofree char *out = g_build_filename (dir, "refused-try", NULL);
  GpTarget *target = gp_session_get_target (session);
  g_autoptr(GStrvBuilder) options = g_strv_builder_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GpCliResult) res = NULL;

  g_strv_builder_addv (options, (const char **) target->ssh_options);
  g_strv_builder_add (options, "ProxyCommand=touch /tmp/gp-try-pwned");
  g_strfreev (target->ssh_options);
  target->ssh_options = g_strv_builder_end (options);
  g_assert_true (gp_session_save (session, edited, &error));
  g_assert_no_error (error);

  {
    const char *args[] = { "try", edited, "--runs", "1", "--duration", "1s", "--apply", "F-QUEUE",
                           "--out-dir", out, NULL };

    res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  }
  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpint (strstr (res->err, "not passed to ssh: -o ProxyCommand") - res->err, <,
                   strstr (res->err, "[1/") - res->err);
  g_assert_false (g_file_test ("/tmp/gp-try-pwned", G_FILE_TEST_EXISTS));
}

/* A Jetson recording tried on this computer: the five variants, all combined as `patch` combines
 * them, shown before anything runs; each run fails for want of nvvidconv, and says so. */
static void
test_jetson_here (void)
{
  g_autofree char *zc = gp_test_fixture ("orin-nx-jp6-zc-break.json");
  g_autofree char *out = g_build_filename (dir, "jetson-try", NULL);
  g_autoptr(GpCliResult) res = gp_test_run_clivp ("try", zc, "--runs", "1", "--duration", "1s",
                                                  "--out-dir", out, "--format", "json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonObject *all;

  g_assert_cmpint (res->status, ==, 0);
  g_assert_nonnull (strstr (res->err, "5 variants × 1 runs"));
  g_assert_nonnull (strstr (res->err, "all        gst-launch-1.0 -e"));
  g_assert_nonnull (strstr (res->err, "'nvvidconv' '!' 'video/x-raw(memory:NVMM),format=NV12,width=1280,height=720' '!' 'queue'"));
  g_assert_cmpuint (gp_test_count_lines (res->err, "gst-profile: ["), ==, 5);
  g_assert_nonnull (strstr (res->err, "failed: "));
  root = parse_object (parser, res->out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "variants")), ==, 5);
  all = find_variant (root, "all");
  g_assert_nonnull (all);
  g_assert_cmpint (json_object_get_int_member (all, "runs"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (all, "applied")), ==, 3);
}

static void
test_bad_input (void)
{
  g_autofree char *no_launch = gp_test_fixture ("jetson-zc-break.json");
  g_autofree char *healthy = gp_test_fixture ("software-healthy.json");

  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("try", no_launch, NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_nonnull (strstr (res->err, "no launch string"));
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("try", healthy, NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_nonnull (strstr (res->err, "no fix to try"));
  }
  {
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("try", healthy, "--runs", "0", NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_nonnull (strstr (res->err, "--runs must be between 1 and 20"));
  }
  {
    g_autofree char *zc = gp_test_fixture ("orin-nx-jp6-zc-break.json");
    g_autoptr(GpCliResult) res = gp_test_run_clivp ("try", zc, "--apply", "F-NOPE", NULL);

    g_assert_cmpint (res->status, ==, 3);
    g_assert_cmpuint (gp_test_count_lines (res->err, "gst-profile:"), ==, 1);
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = gp_test_tmpdir ();
  board = gp_ssh_board_start ();
  g_test_add_func ("/gp/integration/try/local", test_local);
  g_test_add_func ("/gp/integration/try/text", test_text);
  g_test_add_func ("/gp/integration/try/interrupt", test_interrupt);
  g_test_add_func ("/gp/integration/try/ssh", test_ssh);
  g_test_add_func ("/gp/integration/try/refused-options", test_refused_options);
  g_test_add_func ("/gp/integration/try/jetson-here", test_jetson_here);
  g_test_add_func ("/gp/integration/try/bad-input", test_bad_input);
  status = g_test_run ();
  gp_ssh_board_stop (board);
  gp_test_rm_rf (dir);
  g_free (dir);
  return status;
}
