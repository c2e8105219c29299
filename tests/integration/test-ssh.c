/* test-ssh.c: check, run and wrap over SSH, against a real sshd on 127.0.0.1
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
#include <string.h>
#include <unistd.h>

#include <json-glib/json-glib.h>

#include "gp-capture.h"
#include "gp-error.h"
#include "gp-session-json.h"
#include "gp-ssh-board.h"
#include "gp-transport-ssh.h"

/* 75 frames at 30 fps: 2.5 s, then EOS. */
#define LAUNCH "videotestsrc is-live=true num-buffers=75 ! video/x-raw,width=320,height=240,framerate=30/1 " \
               "! videoconvert ! queue ! fakesink name=%s"

static GpSshBoard *board;
static char *dir;

static JsonObject *
load_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
object_at (JsonObject *root,
           const char *first,
           const char *second)
{
  JsonObject *object = json_object_get_object_member (root, first);

  return second != NULL ? json_object_get_object_member (object, second) : object;
}

static gboolean
has_number (JsonArray *array)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!JSON_NODE_HOLDS_NULL (json_array_get_element (array, i)))
      return TRUE;
  return FALSE;
}

static gboolean
has_string (JsonArray  *array,
            const char *value)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (g_strcmp0 (json_array_get_string_element (array, i), value) == 0)
      return TRUE;
  return FALSE;
}

/* The thread names of a session ("tid:comm" → comm). */
static GHashTable *
thread_names (JsonObject *root)
{
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GList) keys = json_object_get_members (json_object_get_object_member (root, "threads"));

  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *colon = strchr (l->data, ':');

      g_assert_nonnull (colon);
      g_hash_table_add (names, g_strdup (colon + 1));
    }
  return names;
}

static GPid
capturing_pid (const char *err)
{
  const char *p = strstr (err, "gst-profile: capturing (");

  g_assert_nonnull (p);
  p = strstr (p, "  pid=");
  g_assert_nonnull (p);
  return (GPid) atoi (p + strlen ("  pid="));
}

static void
test_check (void)
{
  const char *args[] = { "check", "--ssh", GP_SSH_BOARD_DEST, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);

  g_assert_cmpint (res->status, ==, 0);
  g_assert_true (g_regex_match_simple ("gstreamer +1\\.[0-9]+\\.[0-9]+ +\\(gst-launch-1.0: /", res->out, 0, 0));
  g_assert_nonnull (strstr (res->out, "latency"));
}

static void
test_check_jetson (void)
{
  const char *args[] = { "check", "--ssh", GP_SSH_BOARD_DEST, "--root", board->jetson_root, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_JETSON, NULL);
  g_assert_cmpint (res->status, ==, 0);
  g_assert_nonnull (strstr (res->out, "jetson  NVIDIA Jetson Xavier NX Developer Kit"));
  g_assert_nonnull (strstr (res->out, "L4T 35.4.1"));
  g_assert_true (g_regex_match_simple ("\\n  tegrastats +yes", res->out, 0, 0));
}

/* A capture on the board: the log, the graph from the dot dumps, and the
 * /proc samples with the threads named after the elements. */
static void
test_run (void)
{
  const char *marker = "gpssh-run";
  g_autofree char *launch = g_strdup_printf (LAUNCH, marker);
  g_autofree char *out = g_build_filename (dir, "run.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, launch, "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_auto(GStrv) options = gp_ssh_board_options (board, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(JsonObject) root = NULL;
  g_autoptr(GHashTable) names = NULL;
  JsonObject *system;
  JsonObject *ssh;
  JsonArray *notes;
  JsonArray *saved_options;

  g_assert_cmpint (res->status, ==, 0);
  /* the board's PID, not 0 */
  g_assert_cmpint (capturing_pid (res->err), >, 1);
  g_assert_nonnull (strstr (res->out, "latency p95"));

  root = load_json (out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object_at (root, "graph", NULL), "links")), >=, 4);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object_at (root, "graph", NULL), "elements")), >=, 5);
  notes = json_object_get_array_member (object_at (root, "session", NULL), "notes");
  g_assert_cmpuint (json_array_get_length (notes), ==, 1);
  g_assert_true (g_str_has_prefix (json_array_get_string_element (notes, 0), "lines read "));
  g_assert_false (g_str_has_prefix (json_array_get_string_element (notes, 0), "lines read 0,"));

  /* /proc on the board, read as locally */
  names = thread_names (root);
  g_assert_true (g_hash_table_contains (names, "videotestsrc0:s"));
  g_assert_true (g_hash_table_contains (names, "queue0:src"));
  system = object_at (root, "series", "system");
  g_assert_true (has_number (json_object_get_array_member (system, "cpu_pct")));
  g_assert_true (has_number (json_object_get_array_member (system, "rss_bytes")));
  g_assert_true (has_number (json_object_get_array_member (system, "mem_available_bytes")));
  {
    JsonArray *rows = json_object_get_array_member (system, "cpu_pct_per_core");
    guint widest = 0;

    for (guint i = 0; i < json_array_get_length (rows); i++)
      widest = MAX (widest, json_array_get_length (json_array_get_array_element (rows, i)));
    g_assert_cmpuint (widest, ==, (guint) sysconf (_SC_NPROCESSORS_CONF));
  }
  g_assert_true (has_number (json_object_get_array_member (
                   object_at (object_at (root, "series", "elements"), "videotestsrc0", NULL), "cpu_pct")));
  g_assert_true (has_string (json_object_get_array_member (object_at (root, "target", NULL), "sources_present"),
                             "procstat"));

  /* where it ran, for a re-run: after the reference's target keys */
  ssh = object_at (root, "target", "ssh");
  g_assert_cmpstr (json_object_get_string_member (ssh, "destination"), ==, GP_SSH_BOARD_DEST);
  saved_options = json_object_get_array_member (ssh, "options");
  g_assert_cmpuint (json_array_get_length (saved_options), ==, g_strv_length (options));
  for (guint i = 0; options[i] != NULL; i++)
    g_assert_cmpstr (json_array_get_string_element (saved_options, i), ==, options[i]);
  {
    g_autoptr(GList) keys = json_object_get_members (object_at (root, "target", NULL));

    g_assert_cmpstr (g_list_last (keys)->data, ==, "ssh");
    g_assert_cmpstr (g_list_last (keys)->prev->data, ==, "capabilities");
  }

  gp_ssh_board_assert_nothing_left (board, marker);
}

/* The same pipeline here and on the board (loopback: the same machine)
 * gives the same lanes: elements, links, thread names, system columns. */
static void
test_run_matches_local (void)
{
  const char *marker = "gpssh-cmp";
  g_autofree char *launch = g_strdup_printf (LAUNCH, marker);
  g_autofree char *remote_out = g_build_filename (dir, "cmp-remote.json", NULL);
  g_autofree char *local_out = g_build_filename (dir, "cmp-local.json", NULL);
  const char *remote_args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, launch, "--out", remote_out, NULL };
  g_autoptr(GpCliResult) remote = gp_ssh_board_run_cli (board, remote_args, GP_SSH_LOGIN_PLAIN, NULL);
  g_autoptr(GpCliResult) local = gp_test_run_clivp ("run", launch, "--out", local_out, NULL);
  g_autoptr(JsonObject) r = NULL;
  g_autoptr(JsonObject) l = NULL;
  g_autoptr(GHashTable) remote_names = NULL;
  g_autoptr(GHashTable) local_names = NULL;
  g_autoptr(GList) remote_elements = NULL;
  g_autoptr(GList) local_elements = NULL;
  const char *columns[] = { "cpu_pct", "rss_bytes", "gr3d_pct" };

  g_assert_cmpint (remote->status, ==, local->status);
  r = load_json (remote_out);
  l = load_json (local_out);

  remote_elements = json_object_get_members (object_at (r, "series", "elements"));
  local_elements = json_object_get_members (object_at (l, "series", "elements"));
  g_assert_cmpuint (g_list_length (remote_elements), ==, g_list_length (local_elements));
  for (GList *a = remote_elements, *b = local_elements; a != NULL; a = a->next, b = b->next)
    g_assert_cmpstr (a->data, ==, b->data);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object_at (r, "graph", NULL), "links")), ==,
                    json_array_get_length (json_object_get_array_member (object_at (l, "graph", NULL), "links")));

  remote_names = thread_names (r);
  local_names = thread_names (l);
  for (guint i = 0; i < 3; i++)
    {
      const char *name = (const char *[]) { "gst-launch-1.0", "videotestsrc0:s", "queue0:src" }[i];

      g_assert_true (g_hash_table_contains (remote_names, name));
      g_assert_true (g_hash_table_contains (local_names, name));
    }

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    g_assert_cmpint (has_number (json_object_get_array_member (object_at (r, "series", "system"), columns[i])), ==,
                     has_number (json_object_get_array_member (object_at (l, "series", "system"), columns[i])));
  g_assert_true (g_str_equal (json_object_get_string_member (object_at (r, "target", NULL), "platform"),
                              json_object_get_string_member (object_at (l, "target", NULL), "platform")));
  /* only the SSH capture says where it ran */
  g_assert_true (json_object_has_member (object_at (r, "target", NULL), "ssh"));
  g_assert_false (json_object_has_member (object_at (l, "target", NULL), "ssh"));
}

/* A simulated Jetson: its tegrastats replays recorded lines, its board
 * files come from a fixture root. */
static void
test_run_jetson (void)
{
  const char *marker = "gpssh-jetson";
  g_autofree char *launch = g_strdup_printf (LAUNCH, marker);
  g_autofree char *out = g_build_filename (dir, "jetson.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, "--root", board->jetson_root, launch, "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_JETSON, NULL);
  g_autoptr(JsonObject) root = NULL;
  JsonObject *target;
  JsonObject *system;
  JsonArray *gr3d;
  gboolean seen = FALSE;

  g_assert_cmpint (res->status, <=, 1);
  root = load_json (out);
  target = object_at (root, "target", NULL);
  g_assert_cmpstr (json_object_get_string_member (target, "platform"), ==, "jetson");
  g_assert_cmpstr (json_object_get_string_member (target, "l4t"), ==, "35.4.1");
  g_assert_cmpstr (json_object_get_string_member (target, "board"), ==, "NVIDIA Jetson Xavier NX Developer Kit");
  g_assert_true (has_string (json_object_get_array_member (target, "sources_present"), "tegrastats"));
  g_assert_true (json_object_get_boolean_member (object_at (target, "capabilities", NULL), "tegrastats"));

  /* the engine lanes hold the recorded loads (GR3D 27-31 %, VIC, EMC,
   * NVDEC off = 0) */
  system = object_at (root, "series", "system");
  gr3d = json_object_get_array_member (system, "gr3d_pct");
  for (guint i = 0; i < json_array_get_length (gr3d); i++)
    if (!JSON_NODE_HOLDS_NULL (json_array_get_element (gr3d, i)))
      {
        double value = json_array_get_double_element (gr3d, i);

        g_assert_cmpfloat (value, >=, 27.0);
        g_assert_cmpfloat (value, <=, 31.0);
        seen = TRUE;
      }
  g_assert_true (seen);
  g_assert_true (has_number (json_object_get_array_member (system, "vic_pct")));
  g_assert_true (has_number (json_object_get_array_member (system, "emc_pct")));
  g_assert_true (has_number (json_object_get_array_member (system, "nvdec_pct")));

  /* tegrastats ended with the pipeline */
  gp_ssh_board_assert_nothing_left (board, marker);
  gp_ssh_board_assert_nothing_left (board, board->jetson_bin);
}

typedef struct
{
  guint      samples_at_first_dot;
  gboolean   exited;
  guint      n_samples;
  gboolean   element_thread;
  GPtrArray *dots;
} Live;

static void
live_dot_cb (GpTransport *transport,
             const char  *name,
             GBytes      *contents,
             Live        *live)
{
  g_assert_nonnull (contents);
  if (live->dots->len == 0)
    live->samples_at_first_dot = live->n_samples;
  g_assert_false (live->exited);
  for (guint i = 0; i < live->dots->len; i++)
    g_assert_cmpstr (g_ptr_array_index (live->dots, i), !=, name);
  g_ptr_array_add (live->dots, g_strdup (name));
}

static void
live_sample_cb (GpTransport        *transport,
                const GpProcSample *sample,
                Live               *live)
{
  live->n_samples++;
  for (guint i = 0; i < sample->thread_keys->len; i++)
    if (g_str_has_suffix (g_ptr_array_index (sample->thread_keys, i), ":videotestsrc0:s"))
      live->element_thread = TRUE;
}

static void
live_exited_cb (GpTransport *transport,
                Live        *live)
{
  live->exited = TRUE;
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The graph shows up while the pipeline runs: each dot dump arrives once,
 * early, not at the end. */
static void
test_live (void)
{
  g_auto(GStrv) options = gp_ssh_board_options (board, GP_SSH_LOGIN_PLAIN, NULL);
  const char *tokens[] = { "videotestsrc", "is-live=true", "num-buffers=120", "!", "video/x-raw,framerate=30/1",
                           "!", "fakesink", "name=gpssh-live", NULL };
  g_autoptr(GpSsh) ssh = gp_ssh_new (GP_SSH_BOARD_DEST, (const char * const *) options);
  g_autoptr(GpTransportSsh) transport = gp_transport_ssh_new (ssh, tokens);
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpCapture) capture = gp_capture_new (session, GP_TRANSPORT (transport));
  g_autoptr(GError) error = NULL;
  g_autofree char *remote_dir = NULL;
  g_autofree char *test_dir = NULL;
  g_autofree char *left = NULL;
  Live live = { 0, };
  gboolean timed_out = FALSE;
  guint timeout;
  int exit_code = -1;

  live.dots = g_ptr_array_new_with_free_func (g_free);
  gp_transport_ssh_set_tracer_env (transport, "latency;stats", "GST_TRACER:7");
  g_signal_connect (transport, "dot", G_CALLBACK (live_dot_cb), &live);
  g_signal_connect (transport, "proc-sample", G_CALLBACK (live_sample_cb), &live);
  g_signal_connect (transport, "exited", G_CALLBACK (live_exited_cb), &live);

  g_assert_true (gp_capture_start (capture, &error));
  g_assert_no_error (error);
  timeout = g_timeout_add_seconds (90, timeout_cb, &timed_out);
  while (!timed_out && gp_capture_get_state (capture) != GP_CAPTURE_STATE_FINISHED)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);

  g_assert_true (gp_capture_get_exit_code (capture, &exit_code));
  g_assert_cmpint (exit_code, ==, 0);
  g_assert_null (gp_capture_get_fault (capture));
  g_assert_cmpint (gp_transport_get_pid (GP_TRANSPORT (transport)), >, 1);

  /* NULL_READY, READY_PAUSED, PAUSED_PLAYING at least; the first one while
   * the 4 s pipeline ran: the board sampled it (every 250 ms) a few times after */
  g_assert_cmpuint (live.dots->len, >=, 3);
  g_assert_cmpuint (live.n_samples - live.samples_at_first_dot, >=, 4);
  g_assert_cmpuint (gp_capture_get_dots_read (capture), ==, live.dots->len);
  g_assert_cmpuint (gp_capture_get_dots_dropped (capture), ==, 0);

  /* every 250 ms, threads included */
  g_assert_cmpuint (live.n_samples, >=, 8);
  g_assert_true (live.element_thread);

  /* the board's temp dir is gone */
  remote_dir = g_strdup (gp_transport_ssh_get_remote_dir (transport));
  g_assert_nonnull (remote_dir);
  g_assert_true (g_str_has_prefix (remote_dir, "/tmp/gst-profile."));
  test_dir = g_strdup_printf ("test -e '%s' && echo left || echo gone", remote_dir);
  left = gp_ssh_board_exec (board, test_dir);
  g_assert_cmpstr (left, ==, "gone\n");
  g_ptr_array_unref (live.dots);
}

/* wrap --ssh: the application runs on the board with the tracer env. */
static void
test_wrap (void)
{
  g_autofree char *app = g_test_build_filename (G_TEST_BUILT, "wrap-app", NULL);
  /* a name of its own, to find its processes */
  g_autofree char *marked = g_build_filename (dir, "gpssh-wrap-app", NULL);
  g_autofree char *out = g_build_filename (dir, "wrap.json", NULL);
  const char *args[] = { "wrap", "--ssh", GP_SSH_BOARD_DEST, "--out", out, "--", marked, "--frames", "45", NULL };
  g_autoptr(GpCliResult) res = NULL;
  g_autoptr(JsonObject) root = NULL;
  JsonObject *session;
  JsonArray *command;
  g_autoptr(GHashTable) names = NULL;

  g_assert_cmpint (symlink (app, marked), ==, 0);
  res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpint (capturing_pid (res->err), >, 1);
  g_assert_nonnull (strstr (res->err, "gst-profile: capturing (wrap)  pid="));

  root = load_json (out);
  session = object_at (root, "session", NULL);
  g_assert_cmpstr (json_object_get_string_member (session, "mode"), ==, "wrap");
  command = json_object_get_array_member (session, "command");
  g_assert_cmpuint (json_array_get_length (command), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (command, 0), ==, marked);

  /* the app's pipeline, its caps (GST_EVENT records) and its threads */
  g_assert_cmpstr (json_object_get_string_member (object_at (root, "graph", NULL), "pipeline"), ==, "app-pipeline");
  g_assert_true (json_object_has_member (object_at (root, "series", "links"), "frames:src->convert:sink"));
  names = thread_names (root);
  g_assert_true (g_hash_table_contains (names, "gpssh-wrap-app"));
  g_assert_cmpstr (json_object_get_string_member (object_at (root, "target", "ssh"), "destination"), ==,
                   GP_SSH_BOARD_DEST);

  gp_ssh_board_assert_nothing_left (board, marked);
}

/* Launch tokens reach the board as quoted argv: none of these runs. */
static void
test_hostile (void)
{
  g_autofree char *launch = g_strdup_printf ("videotestsrc num-buffers=5 ! fakesink name=gpssh-hostile "
                                             "\"; touch %s/a\" '$(touch %s/b)' '`touch %s/c`' "
                                             "\"'; touch %s/d; '\" \"x\ntouch %s/e\"",
                                             dir, dir, dir, dir, dir);
  g_autofree char *out = g_build_filename (dir, "hostile.json", NULL);
  const char *args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, launch, "--out", out, NULL };
  g_autoptr(GpCliResult) res = gp_ssh_board_run_cli (board, args, GP_SSH_LOGIN_PLAIN, NULL);
  const char *names[] = { "a", "b", "c", "d", "e" };

  g_assert_cmpint (res->status, >=, 0);
  g_assert_cmpint (res->status, <=, 3);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  gp_ssh_board_assert_nothing_left (board, "gpssh-hostile");
}

/* target.ssh: written only for SSH captures, after the reference's keys,
 * read back, and checked like every other key. */
static void
test_target_json (void)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpSession) local = gp_session_new ();
  g_autoptr(GpSession) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *local_text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GpTarget *target = gp_session_get_target (session);
  const char *options[] = { "Port=2222", "ConnectTimeout=5", NULL };
  const struct {
    const char *ssh;
    const char *message;
  } bad[] = {
    { "5", "'target.ssh' is a number, not an object" },
    { "{\"options\": []}", "missing key 'target.ssh.destination'" },
    { "{\"destination\": 7}", "'target.ssh.destination' is a number, not a host" },
    { "{\"destination\": \"\"}", "'target.ssh.destination' is an empty string, not a host" },
    { "{\"destination\": \"pi@board\", \"options\": \"Port=1\"}", "'target.ssh.options' is a string, not an array" },
    { "{\"destination\": \"pi@board\", \"options\": [1]}", "'target.ssh.options[0]' is a number, not a string" },
  };

  target->ssh_destination = g_strdup ("pi@board");
  target->ssh_options = g_strdupv ((char **) options);
  text = gp_session_to_string (session);
  g_assert_nonnull (strstr (text, "\"tegrastats\": false}, \"ssh\": {\"destination\": \"pi@board\", "
                                  "\"options\": [\"Port=2222\", \"ConnectTimeout=5\"]}}"));

  bytes = g_bytes_new (text, strlen (text));
  loaded = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_session_get_target (loaded)->ssh_destination, ==, "pi@board");
  g_assert_cmpuint (g_strv_length (gp_session_get_target (loaded)->ssh_options), ==, 2);
  g_assert_cmpstr (gp_session_get_target (loaded)->ssh_options[1], ==, "ConnectTimeout=5");

  /* a local capture: no such key */
  local_text = gp_session_to_string (local);
  g_assert_null (strstr (local_text, "\"ssh\""));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *ssh = g_strdup_printf ("\"tegrastats\": false}, \"ssh\": %s}", bad[i].ssh);
      g_autoptr(GString) broken = g_string_new (local_text);
      g_autoptr(GBytes) broken_bytes = NULL;
      g_autoptr(GpSession) none = NULL;
      g_autoptr(GError) bad_error = NULL;

      g_assert_cmpuint (g_string_replace (broken, "\"tegrastats\": false}}", ssh, 1), ==, 1);
      broken_bytes = g_bytes_new (broken->str, broken->len);
      none = gp_session_load_from_bytes (broken_bytes, &bad_error);
      g_assert_null (none);
      g_assert_error (bad_error, GP_ERROR, GP_ERROR_INVALID);
      g_assert_cmpstr (bad_error->message, ==, bad[i].message);
    }
}

/* Capture, patch, re-run on the same board with --parent, compare: the
 * whole before/after loop over SSH, with the CLI as a user runs it. */
static void
test_rerun_compare (void)
{
  const char *marker = "gpssh-rerun";
  g_autofree char *launch = g_strdup_printf ("videotestsrc is-live=true num-buffers=60 ! "
                                             "video/x-raw,width=320,height=240,framerate=30/1 "
                                             "! videoconvert ! fakesink name=%s", marker);
  g_autofree char *before_path = g_build_filename (dir, "rerun-before.json", NULL);
  g_autofree char *after_path = g_build_filename (dir, "rerun-after.json", NULL);
  const char *first_args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, launch, "--out", before_path, NULL };
  g_autoptr(GpCliResult) first = NULL;
  g_autoptr(GpCliResult) patch = NULL;
  g_autoptr(GpCliResult) second = NULL;
  g_autoptr(GpCliResult) compare = NULL;
  g_autoptr(JsonObject) before = NULL;
  g_autoptr(JsonObject) after = NULL;
  g_autofree char *patched = NULL;
  const char *cleared;

  first = gp_ssh_board_run_cli (board, first_args, GP_SSH_LOGIN_PLAIN, NULL);
  g_assert_cmpint (first->status, ==, 1);
  g_assert_nonnull (strstr (first->out, "] QUEUE "));

  patch = gp_test_run_clivp ("patch", before_path, "--apply", "F-QUEUE", "--print", NULL);
  g_assert_cmpint (patch->status, ==, 0);
  patched = g_strstrip (g_strdup (patch->out));
  g_assert_nonnull (strstr (patched, "! queue ! fakesink"));

  {
    const char *second_args[] = { "run", "--ssh", GP_SSH_BOARD_DEST, patched, "--parent", before_path,
                                  "--out", after_path, NULL };

    second = gp_ssh_board_run_cli (board, second_args, GP_SSH_LOGIN_PLAIN, NULL);
  }
  if (second->status != 0)
    g_error ("re-run: status %d\n%s\n%s", second->status, second->out, second->err);
  g_assert_null (strstr (second->out, "] QUEUE "));

  before = load_json (before_path);
  after = load_json (after_path);
  g_assert_cmpstr (json_object_get_string_member (object_at (after, "session", NULL), "parent_session"), ==,
                   json_object_get_string_member (object_at (before, "session", NULL), "id"));
  g_assert_cmpstr (json_object_get_string_member (object_at (after, "session", NULL), "launch"), ==, patched);
  g_assert_cmpstr (json_object_get_string_member (object_at (after, "target", "ssh"), "destination"), ==,
                   GP_SSH_BOARD_DEST);

  compare = gp_test_run_clivp ("compare", before_path, after_path, NULL);
  g_assert_cmpint (compare->status, ==, 0);
  g_assert_nonnull (strstr (compare->out, "after is a re-run of before (parent_session "));
  g_assert_nonnull (strstr (compare->out, "\n    queue0 "));
  cleared = strstr (compare->out, "findings cleared");
  g_assert_nonnull (cleared);
  g_assert_nonnull (strstr (cleared, "F-QUEUE"));
  g_assert_true (strstr (cleared, "F-QUEUE") < strstr (compare->out, "findings new"));

  gp_ssh_board_assert_nothing_left (board, marker);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = gp_ssh_board_start ();
  dir = gp_test_tmpdir ();

  g_test_add_func ("/gp/integration/ssh/check", test_check);
  g_test_add_func ("/gp/integration/ssh/check-jetson", test_check_jetson);
  g_test_add_func ("/gp/integration/ssh/run", test_run);
  g_test_add_func ("/gp/integration/ssh/run-matches-local", test_run_matches_local);
  g_test_add_func ("/gp/integration/ssh/run-jetson", test_run_jetson);
  g_test_add_func ("/gp/integration/ssh/live", test_live);
  g_test_add_func ("/gp/integration/ssh/wrap", test_wrap);
  g_test_add_func ("/gp/integration/ssh/hostile", test_hostile);
  g_test_add_func ("/gp/integration/ssh/target-json", test_target_json);
  g_test_add_func ("/gp/integration/ssh/rerun-compare", test_rerun_compare);
  status = g_test_run ();

  g_clear_pointer (&board, gp_ssh_board_stop);
  g_free (dir);
  return status;
}
