/* fuzz-ssh-options.c
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "gp-ssh-config.h"
#include "gp-ssh-option.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* What a policy keeps reads back as itself: normalized again it is the
 * same canonical option, and its keyword is one the policy allows. */
static void
check_policy (const char        *text,
              GpSshOptionPolicy  policy)
{
  g_autofree char *kept = gp_ssh_option_check (text, policy, NULL);
  g_autofree char *again = NULL;
  g_auto(GStrv) values = NULL;
  g_auto(GStrv) dropped = NULL;
  g_auto(GStrv) filtered = NULL;
  const char *one[] = { text, NULL };
  const char *keyword = NULL;

  filtered = gp_ssh_options_filter (one, policy, &dropped);
  g_assert_cmpuint (g_strv_length (filtered) + g_strv_length (dropped), ==, 1);
  if (kept == NULL)
    {
      g_assert_cmpstr (dropped[0], ==, text);
      return;
    }
  g_assert_cmpstr (filtered[0], ==, kept);
  g_assert_true (gp_ssh_option_normalize (kept, &keyword, &values, NULL));
  g_assert_true (gp_ssh_option_policy_allows (policy, keyword));
  for (const char *p = kept; *p != '\0'; p++)
    g_assert_false (g_ascii_iscntrl (*p));
  again = gp_ssh_option_check (kept, policy, NULL);
  g_assert_cmpstr (again, ==, kept);
}

/* One option (up to a NUL) through the normaliser, its formatting and both
 * policies; the same bytes as a destination. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) values = NULL;
  const char *keyword = NULL;

  if (gp_ssh_option_normalize (text, &keyword, &values, NULL))
    {
      g_autofree char *formatted = gp_ssh_option_format (keyword, (const char * const *) values);
      g_auto(GStrv) values_again = NULL;
      const char *keyword_again = NULL;

      g_assert_true (gp_ssh_option_normalize (formatted, &keyword_again, &values_again, NULL));
      g_assert_cmpstr (keyword_again, ==, keyword);
      g_assert_true (g_strv_equal ((const char * const *) values_again, (const char * const *) values));
    }
  check_policy (text, GP_SSH_OPTION_POLICY_SESSION);
  check_policy (text, GP_SSH_OPTION_POLICY_USER);

  if (gp_ssh_check_destination (text, NULL))
    {
      g_assert_true (text[0] != '-' && text[0] != '\0');
      g_assert_null (strpbrk (text, " \t\r\n\v\f%\"'$;`\\"));
    }
  return 0;
}
