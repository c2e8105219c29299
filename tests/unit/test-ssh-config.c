/* test-ssh-config.c: ~/.ssh/config hosts, typed destinations, ssh options
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

#include <glib/gstdio.h>

#include "gp-error.h"
#include "gp-ssh-config.h"
#include "gp-test-util.h"

static char *
write_in (const char *dir,
          const char *name,
          const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
assert_hosts (GStrv               hosts,
              const char * const *expected)
{
  g_autofree char *got = g_strjoinv (",", hosts);
  g_autofree char *want = g_strjoinv (",", (char **) expected);

  g_assert_cmpstr (got, ==, want);
}

static void
test_hosts (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *path = write_in (dir, "config",
    "# boards\n"
    "Host *\n"
    "  ServerAliveInterval 30\n"
    "Host orin-nx  xavier\n"
    "  HostName 192.168.1.40\n"
    "  User nvidia\n"
    "host=lab-pi\n"
    "Host *.lab !skip-me dev?\n"
    "HOST \"quoted board\" orin-nx\n"
    "\tHost\ttabbed\n"
    "Match host foo exec \"true\"\n"
    "  Host-not-a-keyword x\n"
    "Hostname ignored\n");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) hosts = gp_ssh_config_list_hosts (path, &error);
  const char *expected[] = { "orin-nx", "xavier", "lab-pi", "quoted board", "tabbed", NULL };

  g_assert_no_error (error);
  assert_hosts (hosts, expected);
}

static void
test_include (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *path = write_in (dir, "config", "Host first\nInclude config.d/*.conf\nHost last\n");
  G_GNUC_UNUSED g_autofree char *a = write_in (dir, "config.d/a.conf", "Host from-a\n");
  G_GNUC_UNUSED g_autofree char *b = write_in (dir, "config.d/b.conf", "Host from-b\nInclude loop\n");
  g_autofree char *loop = write_in (dir, "loop", "Include loop\n");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) hosts = NULL;

  /* A file including itself ends with an error, not a hang. */
  hosts = gp_ssh_config_list_hosts (path, &error);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_null (hosts);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (loop, "Host looped\n", -1, NULL));
  hosts = gp_ssh_config_list_hosts (path, &error);
  g_assert_no_error (error);
  {
    const char *expected[] = { "first", "from-a", "from-b", "looped", "last", NULL };

    assert_hosts (hosts, expected);
  }
}

static void
test_missing_and_default (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "nope", NULL);
  g_autofree char *unreadable = write_in (dir, "unreadable", "Host x\n");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) hosts = gp_ssh_config_list_hosts (missing, &error);
  g_autofree char *home = g_strdup (g_getenv ("HOME"));
  g_autofree char *default_path = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (hosts), ==, 0);

  /* The default follows $HOME. */
  g_setenv ("HOME", dir, TRUE);
  default_path = gp_ssh_config_default_path ();
  g_assert_true (g_str_has_prefix (default_path, dir));
  g_assert_true (g_str_has_suffix (default_path, "/.ssh/config"));
  if (home != NULL)
    g_setenv ("HOME", home, TRUE);

  /* Binary junk is read without a crash. */
  g_assert_true (g_file_set_contents (unreadable, "Host \xff\xfe ok\n\x01\x02", -1, NULL));
  g_clear_pointer (&hosts, g_strfreev);
  hosts = gp_ssh_config_list_hosts (unreadable, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (hosts), ==, 2);
  g_assert_cmpstr (hosts[1], ==, "ok");
}

static void
test_destinations (void)
{
  const char *good[] = { "board", "nvidia@192.168.1.40", "ssh://root@10.0.0.2:2222",
                         "ssh://[fe80::1]:22", "me@host.example", "ssh://board", "lab_orin-2",
                         "fe80::1", "ssh://u.s-e_r@[::1]", NULL };
  const char *bad[] = { "", "-oProxyCommand=x", "user@", "a b", "host\n", "ssh://host:0",
                        "ssh://host:99999", "ssh://u@:22", "ssh://", "ssh://-oProxyCommand=x",
                        "ssh://%2doProxyCommand=x@host", "%2doProxyCommand=x", "u@-oProxyCommand=x",
                        "-u@host", "ssh://-u@host", " -oProxyCommand=x", "\t-oX", "\r-oX",
                        "host;touch x", "$(touch x)", "`id`", "h\"ost", "h'ost", "b\xc3\xb6rd",
                        "host%h", "ssh://host:22x", "ssh://host:+22", "ssh://[::1", "ssh://host:1:2",
                        "a@b@c", "ssh://[x]:22", "ssh://[]", "user@:x", NULL };

  for (guint i = 0; good[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", good[i]);
      g_assert_true (gp_ssh_check_destination (good[i], &error));
      g_assert_no_error (error);
    }
  for (guint i = 0; bad[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (gp_ssh_check_destination (bad[i], &error));
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
      g_test_message ("%s → %s", bad[i], error->message);
    }
}

static void
test_options (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) options = gp_ssh_parse_options ("Port=2222 -o User=pi -oIdentityFile='/a b/key' "
                                                "ProxyJump=gw,me@jump:2200", &error);
  g_auto(GStrv) none = gp_ssh_parse_options ("  ", &error);
  const char *bad[] = { "Port 2222", "Port=\"2222", "-F=/x", "ProxyCommand='nc %h %p'",
                        "'\"ProxyCommand\"=touch x'", "LocalCommand=x", "ProxyJump=-oProxyCommand=x",
                        "ControlPath=/tmp/x", "NoSuchOption=1", NULL };

  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (options), ==, 4);
  g_assert_cmpstr (options[0], ==, "Port=2222");
  g_assert_cmpstr (options[1], ==, "User=pi");
  /* Quoted, so that ssh reads one word (argv_split). */
  g_assert_cmpstr (options[2], ==, "IdentityFile=\"/a b/key\"");
  g_assert_cmpstr (options[3], ==, "ProxyJump=gw,me@jump:2200");
  g_assert_cmpuint (g_strv_length (none), ==, 0);

  for (guint i = 0; bad[i] != NULL; i++)
    {
      g_auto(GStrv) refused = gp_ssh_parse_options (bad[i], &error);

      g_assert_null (refused);
      g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
      g_test_message ("%s → %s", bad[i], error->message);
      g_clear_error (&error);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/ssh-config/hosts", test_hosts);
  g_test_add_func ("/gp/unit/ssh-config/include", test_include);
  g_test_add_func ("/gp/unit/ssh-config/missing-and-default", test_missing_and_default);
  g_test_add_func ("/gp/unit/ssh-config/destinations", test_destinations);
  g_test_add_func ("/gp/unit/ssh-config/options", test_options);

  return g_test_run ();
}
