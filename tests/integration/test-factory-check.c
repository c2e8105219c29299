/* test-factory-check.c: the factories a re-run needs, checked here and over SSH
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

#include <string.h>

#include "gp-error.h"
#include "gp-factory-check.h"
#include "gp-sshd-harness.h"
#include "gp-test-util.h"

static GpSshd *sshd;

static void
check (GpSsh *ssh)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *hostile = g_strdup_printf ("$(touch %s/a)", dir);
  g_autofree char *hostile2 = g_strdup_printf ("x'; touch %s/b; '", dir);
  g_autofree char *a = g_build_filename (dir, "a", NULL);
  g_autofree char *b = g_build_filename (dir, "b", NULL);
  const char *factories[] = { "videotestsrc", "gp-no-such-factory", "fakesink", hostile, hostile2, NULL };
  const char *present[] = { "queue", "identity", NULL };
  const char *bad[] = { "queue", "two\nlines", NULL };
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) missing = gp_factory_check_missing (ssh, factories, &error);
  g_auto(GStrv) none = NULL;
  g_auto(GStrv) refused = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (missing), ==, 3);
  g_assert_cmpstr (missing[0], ==, "gp-no-such-factory");
  g_assert_cmpstr (missing[1], ==, hostile);
  g_assert_cmpstr (missing[2], ==, hostile2);
  /* Names are data: nothing ran. */
  g_assert_false (g_file_test (a, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (b, G_FILE_TEST_EXISTS));

  none = gp_factory_check_missing (ssh, present, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (none), ==, 0);

  refused = gp_factory_check_missing (ssh, bad, &error);
  g_assert_null (refused);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
}

static void
test_here (void)
{
  check (NULL);
}

static void
test_over_ssh (void)
{
  g_auto(GStrv) options = gp_sshd_options (sshd, NULL, TRUE);
  g_autoptr(GpSsh) ssh = gp_ssh_new ("root@127.0.0.1", (const char * const *) options);

  check (ssh);
}

static void
test_connection_refused (void)
{
  g_autofree char *port = g_strdup_printf ("Port=%d", gp_sshd_free_port ());
  const char *options[] = { port, "BatchMode=yes", NULL };
  g_autoptr(GpSsh) ssh = gp_ssh_new ("root@127.0.0.1", options);
  const char *factories[] = { "queue", NULL };
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) missing = gp_factory_check_missing (ssh, factories, &error);

  g_assert_null (missing);
  g_assert_error (error, GP_ERROR, GP_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "connection refused"));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  sshd = gp_sshd_start ();

  g_test_add_func ("/gp/integration/factory-check/here", test_here);
  g_test_add_func ("/gp/integration/factory-check/over-ssh", test_over_ssh);
  g_test_add_func ("/gp/integration/factory-check/connection-refused", test_connection_refused);
  status = g_test_run ();

  gp_sshd_stop (sshd);
  return status;
}
