/* test-ssh.c: check and run over SSH, against a real sshd on 127.0.0.1
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <json-glib/json-glib.h>

#include "gp-test-util.h"

#define SSHD "/usr/sbin/sshd"
#define LAUNCH "videotestsrc is-live=true num-buffers=60 ! video/x-raw,width=320,height=240,framerate=30/1 " \
               "! videoconvert ! queue ! fakesink"

static char *dir;
static int port;
static GSubprocess *sshd;

static int
free_port (void)
{
  struct sockaddr_in addr = { 0, };
  socklen_t len = sizeof addr;
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  int found;

  g_assert_cmpint (fd, >=, 0);
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &addr, sizeof addr), ==, 0);
  g_assert_cmpint (getsockname (fd, (struct sockaddr *) &addr, &len), ==, 0);
  found = ntohs (addr.sin_port);
  close (fd);
  return found;
}

static gboolean
port_open (int p)
{
  struct sockaddr_in addr = { 0, };
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  gboolean ok;

  addr.sin_family = AF_INET;
  addr.sin_port = htons (p);
  addr.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  ok = connect (fd, (struct sockaddr *) &addr, sizeof addr) == 0;
  close (fd);
  return ok;
}

static void
keygen (const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  const char *argv[] = { "ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", path, NULL };

  g_assert_cmpint (gp_test_spawn (argv, NULL, NULL, NULL), ==, 0);
}

static void
write_file (const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

static char *
read_in_dir (const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return gp_test_read_file (path);
}

static void
start_sshd (void)
{
  g_autofree char *config = NULL;
  g_autofree char *host_pub = NULL;
  g_autofree char *user_pub = NULL;
  g_autofree char *known = NULL;
  g_autofree char *config_path = NULL;
  g_autoptr(GError) error = NULL;

  dir = gp_test_tmpdir ();
  port = free_port ();
  keygen ("host_key");
  keygen ("user_key");
  user_pub = read_in_dir ("user_key.pub");
  write_file ("authorized_keys", user_pub);
  host_pub = read_in_dir ("host_key.pub");
  known = g_strdup_printf ("[127.0.0.1]:%d %s", port, host_pub);
  write_file ("known_hosts", known);
  write_file ("empty_known_hosts", "");

  config = g_strdup_printf ("Port %d\nListenAddress 127.0.0.1\nHostKey %s/host_key\n"
                            "AuthorizedKeysFile %s/authorized_keys\nStrictModes no\n"
                            "PidFile %s/sshd.pid\nUsePAM no\nPermitRootLogin yes\n"
                            "PasswordAuthentication no\nKbdInteractiveAuthentication no\n",
                            port, dir, dir, dir);
  write_file ("sshd_config", config);
  g_mkdir_with_parents ("/run/sshd", 0755);

  config_path = g_build_filename (dir, "sshd_config", NULL);
  sshd = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                           SSHD, "-D", "-e", "-f", config_path, NULL);
  g_assert_no_error (error);
  for (int i = 0; i < 100 && !port_open (port); i++)
    g_usleep (50 * 1000);
  g_assert_true (port_open (port));
}

/* gst-profile with the ssh options of the test sshd appended. */
static GpCliResult *
run_cli (const char * const *args,
         int                 with_port,
         const char         *known_hosts)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (args[i]));
  g_ptr_array_add (argv, g_strdup ("--ssh-option"));
  g_ptr_array_add (argv, g_strdup_printf ("Port=%d", with_port));
  g_ptr_array_add (argv, g_strdup ("--ssh-option"));
  g_ptr_array_add (argv, g_strdup_printf ("IdentityFile=%s/user_key", dir));
  g_ptr_array_add (argv, g_strdup ("--ssh-option"));
  g_ptr_array_add (argv, g_strdup ("IdentitiesOnly=yes"));
  g_ptr_array_add (argv, g_strdup ("--ssh-option"));
  g_ptr_array_add (argv, g_strdup_printf ("UserKnownHostsFile=%s/%s", dir, known_hosts));
  g_ptr_array_add (argv, g_strdup ("--ssh-option"));
  g_ptr_array_add (argv, g_strdup ("GlobalKnownHostsFile=/dev/null"));
  g_ptr_array_add (argv, NULL);
  return gp_test_run_cli ((const char * const *) argv->pdata);
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    if (*p == '\n')
      n++;
  return n;
}

static void
test_check (void)
{
  const char *args[] = { "check", "--ssh", "root@127.0.0.1", NULL };
  g_autoptr(GpCliResult) res = run_cli (args, port, "known_hosts");

  g_assert_cmpint (res->status, ==, 0);
  g_assert_true (g_regex_match_simple ("gstreamer +1\\.[0-9]+\\.[0-9]+ +\\(gst-launch-1.0: /", res->out, 0, 0));
  g_assert_nonnull (strstr (res->out, "latency"));
}

static void
test_check_jetson (void)
{
  g_autofree char *root = gp_test_fixture ("jetson-root/orin-nx-jp6");
  const char *args[] = { "check", "--ssh", "root@127.0.0.1", "--root", root, NULL };
  g_autoptr(GpCliResult) res = run_cli (args, port, "known_hosts");

  g_assert_cmpint (res->status, ==, 0);
  g_assert_nonnull (strstr (res->out, "jetson  NVIDIA Jetson Orin NX"));
  g_assert_nonnull (strstr (res->out, "L4T 36.4.3"));
}

static void
test_run (void)
{
  g_autofree char *out = g_build_filename (dir, "session.json", NULL);
  const char *args[] = { "run", "--ssh", "root@127.0.0.1", LAUNCH, "--duration", "3s", "--out", out, NULL };
  g_autoptr(GpCliResult) res = run_cli (args, port, "known_hosts");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonObject *graph;
  JsonArray *notes;

  g_assert_cmpint (res->status, ==, 0);
  json_parser_load_from_file (parser, out, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  graph = json_object_get_object_member (root, "graph");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (graph, "links")), >=, 4);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (graph, "elements")), >=, 5);
  notes = json_object_get_array_member (json_object_get_object_member (root, "session"), "notes");
  g_assert_cmpuint (json_array_get_length (notes), >=, 1);
  g_assert_true (g_str_has_prefix (json_array_get_string_element (notes, 0), "lines read "));
  g_assert_false (g_str_has_prefix (json_array_get_string_element (notes, 0), "lines read 0,"));
  g_assert_nonnull (strstr (res->out, "latency p95"));
}

static void
test_hostile (void)
{
  g_autofree char *launch = g_strdup_printf ("videotestsrc num-buffers=5 ! fakesink \"; touch %s/a\" "
                                             "'$(touch %s/b)' '`touch %s/c`' \"'; touch %s/d; '\"",
                                             dir, dir, dir, dir);
  g_autofree char *out = g_build_filename (dir, "hostile.json", NULL);
  const char *args[] = { "run", "--ssh", "root@127.0.0.1", launch, "--duration", "3s", "--out", out, NULL };
  g_autoptr(GpCliResult) res = run_cli (args, port, "known_hosts");
  const char *names[] = { "a", "b", "c", "d" };

  g_assert_cmpint (res->status, >=, 0);
  g_assert_cmpint (res->status, <=, 3);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

static void
test_refused (void)
{
  const char *args[] = { "run", "--ssh", "root@127.0.0.1", LAUNCH, "--duration", "1s", NULL };
  g_autoptr(GpCliResult) res = run_cli (args, free_port (), "known_hosts");

  g_assert_cmpint (res->status, ==, 3);
  g_assert_nonnull (strstr (res->err, "connection refused"));
  g_assert_cmpuint (count_lines (res->err), ==, 1);
}

static void
test_unknown_host_key (void)
{
  const char *args[] = { "check", "--ssh", "root@127.0.0.1", NULL };
  g_autoptr(GpCliResult) res = run_cli (args, port, "empty_known_hosts");
  g_autofree char *known = read_in_dir ("empty_known_hosts");

  g_assert_cmpint (res->status, ==, 3);
  g_assert_nonnull (strstr (res->err, "connect once with `ssh root@127.0.0.1`"));
  g_assert_cmpuint (count_lines (res->err), ==, 1);
  /* BatchMode never adds the key by itself */
  g_assert_cmpstr (known, ==, "");
}

static void
test_nothing_left (void)
{
  const char *pgrep[] = { "pgrep", "-f", "gst-launch-1.0 -q -e", NULL };
  g_autoptr(GDir) tmp = g_dir_open ("/tmp", 0, NULL);
  const char *name;

  /* The runs above have ended: no pipeline of ours is left on the board
   * (loopback: this machine), and no remote temp dir. */
  g_assert_cmpint (gp_test_spawn (pgrep, NULL, NULL, NULL), ==, 1);
  g_assert_nonnull (tmp);
  while ((name = g_dir_read_name (tmp)) != NULL)
    g_assert_false (g_str_has_prefix (name, "gst-profile."));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  start_sshd ();

  g_test_add_func ("/Gp/Ssh/check", test_check);
  g_test_add_func ("/Gp/Ssh/check-jetson", test_check_jetson);
  g_test_add_func ("/Gp/Ssh/run", test_run);
  g_test_add_func ("/Gp/Ssh/hostile", test_hostile);
  g_test_add_func ("/Gp/Ssh/refused", test_refused);
  g_test_add_func ("/Gp/Ssh/unknown-host-key", test_unknown_host_key);
  g_test_add_func ("/Gp/Ssh/nothing-left", test_nothing_left);
  status = g_test_run ();

  g_subprocess_send_signal (sshd, SIGTERM);
  g_subprocess_wait (sshd, NULL, NULL);
  g_clear_object (&sshd);
  g_free (dir);
  return status;
}
