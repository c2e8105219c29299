/* test-try-plan.c: GpTryPlan, what `gst-profile try` and Try Fixes will run
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

/* The Jetson recording's variants (the original, ZC, SW and QUEUE alone, all of them folded as
 * `patch` folds them), each command as try prints it; a board's ssh options: the caller's first,
 * then the session's that pass the allow-list, the others set aside; and each refusal in one line. */

#include "config.h"

#include <string.h>

#include "gp-document.h"
#include "gp-error.h"
#include "gp-launch.h"
#include "gp-test-util.h"
#include "gp-try-plan.h"

static void
test_variants (void)
{
  g_autoptr(GpDocument) document = gp_test_load_document ("orin-nx-jp6-zc-break.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GpTryPlan) plan = gp_try_plan_new (document, NULL, NULL, &error);
  const GpTryPlanVariant *original;
  const GpTryPlanVariant *all;
  guint n;

  g_assert_no_error (error);
  n = gp_try_plan_get_n_variants (plan);
  g_assert_cmpuint (n, ==, 5);
  original = gp_try_plan_get_variant (plan, 0);
  all = gp_try_plan_get_variant (plan, n - 1);
  g_assert_cmpstr (original->name, ==, "original");
  g_assert_cmpuint (g_strv_length (original->applied), ==, 0);
  g_assert_cmpstr (original->launch, ==, gp_session_get_info (gp_document_get_session (document))->launch);
  g_assert_cmpstr (all->name, ==, "all");
  g_assert_cmpuint (g_strv_length (all->applied), ==, 3);

  for (guint i = 0; i < n; i++)
    {
      const GpTryPlanVariant *variant = gp_try_plan_get_variant (plan, i);
      g_auto(GStrv) words = gp_launch_split_argv (variant->launch, NULL);
      g_auto(GStrv) read_back = NULL;

      /* Each middle variant is one fix, named by its finding without "F-". */
      if (i > 0 && i < n - 1)
        {
          g_assert_cmpuint (g_strv_length (variant->applied), ==, 1);
          g_assert_cmpstr (variant->name, ==, variant->applied[0] + 2);
          g_assert_cmpstr (variant->launch, !=, original->launch);
        }
      /* The command is gst-launch-1.0 -e and the words, each quoted: a shell reads them back. */
      g_assert_true (g_str_has_prefix (variant->command, "gst-launch-1.0 -e '"));
      g_assert_true (g_shell_parse_argv (variant->command + strlen ("gst-launch-1.0 -e "), NULL, &read_back, NULL));
      g_assert_cmpstrv (read_back, words);
    }
  /* All of them fold the chain as `patch` folds it. */
  g_assert_nonnull (strstr (all->command, "'nvvidconv' '!' 'video/x-raw(memory:NVMM),format=NV12,width=1280,height=720' '!' 'queue'"));

  g_assert_cmpstr (gp_try_plan_get_where (plan), ==, "this computer");
  g_assert_null (gp_try_plan_get_destination (plan));
  g_assert_cmpuint (g_strv_length ((char **) gp_try_plan_get_run_arguments (plan)), ==, 0);
  g_assert_cmpuint (g_strv_length ((char **) gp_try_plan_get_refused_options (plan)), ==, 0);
  g_assert_cmpuint (g_strv_length ((char **) gp_try_plan_get_not_tried (plan)), ==, 0);
  /* The session's length, under the cap. */
  g_assert_cmpfloat (gp_try_plan_get_default_duration (plan), ==, 12.318);
}

/* One fix asked for: the original, that one, and "all", which is that one's string again (a
 * control for noise), said so. */
static void
test_apply (void)
{
  g_autoptr(GpDocument) document = gp_test_load_document ("orin-nx-jp6-zc-break.json");
  const char *apply[] = { "F-QUEUE", "F-QUEUE", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GpTryPlan) plan = gp_try_plan_new (document, apply, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (gp_try_plan_get_n_variants (plan), ==, 3);
  g_assert_cmpstr (gp_try_plan_get_variant (plan, 1)->name, ==, "QUEUE");
  g_assert_null (gp_try_plan_get_variant (plan, 1)->same_as);
  g_assert_cmpstr (gp_try_plan_get_variant (plan, 2)->name, ==, "all");
  g_assert_cmpstr (gp_try_plan_get_variant (plan, 2)->same_as, ==, "QUEUE");
  g_assert_cmpstr (gp_try_plan_get_variant (plan, 2)->launch, ==, gp_try_plan_get_variant (plan, 1)->launch);
  g_assert_true (g_strv_equal ((const char * const *) gp_try_plan_get_variant (plan, 2)->applied,
                               (const char * const *) gp_try_plan_get_variant (plan, 1)->applied));
}

/* On a board: the caller's options, then the session's kept ones; the others named, not passed. */
static void
test_board (void)
{
  g_autoptr(GpDocument) loaded = gp_test_load_document ("orin-nx-jp6-zc-break.json");
  GpSession *session = gp_document_get_session (loaded);
  GpTarget *target = gp_session_get_target (session);
  const char *session_options[] = { "Port=2222", "ProxyCommand=touch /tmp/gp-try-plan-pwned", NULL };
  const char *user_options[] = { "User=me", NULL };
  const char *expected[] = { "--ssh", "pi@board", "--ssh-option", "User=me", "--ssh-option", "Port=2222", NULL };
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpTryPlan) plan = NULL;
  g_autoptr(GError) error = NULL;

  g_free (target->ssh_destination);
  target->ssh_destination = g_strdup ("pi@board");
  g_strfreev (target->ssh_options);
  target->ssh_options = g_strdupv ((char **) session_options);
  document = gp_document_new_for_session (NULL, session, GP_DOCUMENT_LOAD_DEFAULT, &error);
  g_assert_no_error (error);

  plan = gp_try_plan_new (document, NULL, user_options, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_try_plan_get_destination (plan), ==, "pi@board");
  g_assert_cmpstr (gp_try_plan_get_where (plan), ==, "pi@board over SSH");
  g_assert_cmpstrv (gp_try_plan_get_run_arguments (plan), expected);
  g_assert_cmpuint (g_strv_length ((char **) gp_try_plan_get_refused_options (plan)), ==, 1);
  g_assert_cmpstr (gp_try_plan_get_refused_options (plan)[0], ==, "ProxyCommand=touch /tmp/gp-try-plan-pwned");

  /* A user option that runs a program here is refused, even on a board. */
  {
    const char *bad[] = { "ProxyCommand=sh", NULL };
    g_autoptr(GpTryPlan) refused = gp_try_plan_new (document, NULL, bad, &error);

    g_assert_null (refused);
    g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
    g_assert_true (g_str_has_prefix (error->message, "--ssh-option: "));
  }
}

static void
assert_refused (GpDocument         *document,
                const char * const *apply,
                const char * const *options,
                const char         *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpTryPlan) plan = gp_try_plan_new (document, apply, options, &error);

  g_assert_null (plan);
  g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_nonnull (strstr (error->message, message));
}

static void
test_refusals (void)
{
  g_autoptr(GpDocument) no_launch = gp_test_load_document ("jetson-zc-break.json");
  g_autoptr(GpDocument) healthy = gp_test_load_document ("software-healthy.json");
  g_autoptr(GpDocument) zc = gp_test_load_document ("orin-nx-jp6-zc-break.json");
  const char *nope[] = { "F-NOPE", NULL };
  const char *port[] = { "Port=22", NULL };

  assert_refused (no_launch, NULL, NULL, "no launch string");
  assert_refused (healthy, NULL, NULL, "no fix to try");
  assert_refused (zc, nope, NULL, "F-NOPE is not a finding with a fix patch");
  assert_refused (zc, NULL, port, "the session ran on this computer, not over SSH");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/unit/try-plan/variants", test_variants);
  g_test_add_func ("/gp/unit/try-plan/apply", test_apply);
  g_test_add_func ("/gp/unit/try-plan/board", test_board);
  g_test_add_func ("/gp/unit/try-plan/refusals", test_refusals);
  return g_test_run ();
}
