/* gp-sshd-harness.c: a real sshd on 127.0.0.1 for the SSH tests
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

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "gp-sshd-harness.h"
#include "gp-test-util.h"

#define SSHD "/usr/sbin/sshd"

int
gp_sshd_free_port (void)
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

gboolean
gp_sshd_port_open (int port)
{
  struct sockaddr_in addr = { 0, };
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  gboolean ok;

  addr.sin_family = AF_INET;
  addr.sin_port = htons (port);
  addr.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  ok = connect (fd, (struct sockaddr *) &addr, sizeof addr) == 0;
  close (fd);
  return ok;
}

char *
gp_sshd_path (GpSshd     *sshd,
              const char *name)
{
  return g_build_filename (sshd->dir, name, NULL);
}

static void
keygen (GpSshd     *sshd,
        const char *name,
        const char *passphrase)
{
  g_autofree char *path = gp_sshd_path (sshd, name);
  const char *argv[] = { "ssh-keygen", "-q", "-t", "ed25519", "-N", passphrase, "-f", path, NULL };

  g_assert_cmpint (gp_test_spawn (argv, NULL, NULL, NULL), ==, 0);
}

static void
write_file (GpSshd     *sshd,
            const char *name,
            const char *contents)
{
  g_autofree char *path = gp_sshd_path (sshd, name);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

static char *
read_file (GpSshd     *sshd,
           const char *name)
{
  g_autofree char *path = gp_sshd_path (sshd, name);

  return gp_test_read_file (path);
}

GpSshd *
gp_sshd_start (void)
{
  GpSshd *sshd = g_new0 (GpSshd, 1);
  g_autofree char *config = NULL;
  g_autofree char *host_pub = NULL;
  g_autofree char *user_pub = NULL;
  g_autofree char *passphrase_pub = NULL;
  g_autofree char *authorized = NULL;
  g_autofree char *known = NULL;
  g_autofree char *config_path = NULL;
  g_autofree char *host_name = NULL;
  g_autoptr(GError) error = NULL;

  sshd->dir = gp_test_tmpdir ();
  sshd->port = gp_sshd_free_port ();
  keygen (sshd, "host_key", "");
  keygen (sshd, "user_key", "");
  keygen (sshd, "passphrase_key", GP_SSHD_PASSPHRASE);
  user_pub = read_file (sshd, "user_key.pub");
  passphrase_pub = read_file (sshd, "passphrase_key.pub");
  authorized = g_strconcat (user_pub, passphrase_pub, NULL);
  write_file (sshd, "authorized_keys", authorized);
  host_pub = read_file (sshd, "host_key.pub");
  host_name = gp_sshd_host_name (sshd);
  known = g_strdup_printf ("%s %s", host_name, host_pub);
  write_file (sshd, "known_hosts", known);
  write_file (sshd, "empty_known_hosts", "");

  /* Keys only: no account's password is ever asked for or checked. */
  config = g_strdup_printf ("Port %d\nListenAddress 127.0.0.1\nHostKey %s/host_key\n"
                            "AuthorizedKeysFile %s/authorized_keys\nStrictModes no\n"
                            "PidFile %s/sshd.pid\nUsePAM no\nPermitRootLogin prohibit-password\n"
                            "AuthenticationMethods publickey\nPubkeyAuthentication yes\n"
                            "PasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                            "MaxStartups 50\n",
                            sshd->port, sshd->dir, sshd->dir, sshd->dir);
  write_file (sshd, "sshd_config", config);
  g_mkdir_with_parents ("/run/sshd", 0755);

  config_path = gp_sshd_path (sshd, "sshd_config");
  sshd->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                    &error, SSHD, "-D", "-e", "-f", config_path, NULL);
  g_assert_no_error (error);
  for (int i = 0; i < 100 && !gp_sshd_port_open (sshd->port); i++)
    g_usleep (50 * 1000);
  g_assert_true (gp_sshd_port_open (sshd->port));
  return sshd;
}

void
gp_sshd_stop (GpSshd *sshd)
{
  if (sshd == NULL)
    return;
  if (sshd->process != NULL)
    {
      g_subprocess_send_signal (sshd->process, SIGTERM);
      g_subprocess_wait (sshd->process, NULL, NULL);
      g_clear_object (&sshd->process);
    }
  g_free (sshd->dir);
  g_free (sshd);
}

GStrv
gp_sshd_options (GpSshd     *sshd,
                 const char *known_hosts,
                 gboolean    with_key)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *known = known_hosts != NULL ? g_strdup (known_hosts) : gp_sshd_path (sshd, "known_hosts");

  g_autofree char *port = g_strdup_printf ("Port=%d", sshd->port);
  g_autofree char *known_option = g_strdup_printf ("UserKnownHostsFile=%s", known);
  g_autofree char *identity = g_strdup_printf ("IdentityFile=%s/user_key", sshd->dir);

  g_strv_builder_add_many (builder, port, known_option, "GlobalKnownHostsFile=/dev/null", NULL);
  if (with_key)
    g_strv_builder_add_many (builder, identity, "IdentitiesOnly=yes", NULL);
  return g_strv_builder_end (builder);
}

GStrv
gp_sshd_passphrase_options (GpSshd     *sshd,
                            const char *known_hosts)
{
  g_auto(GStrv) base = gp_sshd_options (sshd, known_hosts, FALSE);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *identity = g_strdup_printf ("IdentityFile=%s/passphrase_key", sshd->dir);

  g_strv_builder_addv (builder, (const char **) base);
  g_strv_builder_add_many (builder, identity, "IdentitiesOnly=yes", NULL);
  return g_strv_builder_end (builder);
}

char *
gp_sshd_destination (void)
{
  return g_strdup_printf ("%s@127.0.0.1", g_get_user_name ());
}

char *
gp_sshd_host_name (GpSshd *sshd)
{
  return g_strdup_printf ("[127.0.0.1]:%d", sshd->port);
}

gboolean
gp_sshd_known (GpSshd     *sshd,
               const char *known_hosts)
{
  g_autofree char *host = gp_sshd_host_name (sshd);
  const char *argv[] = { "ssh-keygen", "-F", host, "-f", known_hosts, NULL };
  g_autofree char *out = NULL;

  return gp_test_spawn (argv, NULL, &out, NULL) == 0 && strstr (out, "ssh-ed25519") != NULL;
}
