/* test-json-writer.c
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gp-json-writer.h"
#include "gp-test-util.h"

static void
check_double (double      value,
              const char *expected)
{
  g_autoptr(GString) out = g_string_new (NULL);

  gp_json_append_double (out, value);
  g_assert_cmpstr (out->str, ==, expected);
}

/* Expected strings are Python's repr() of the same doubles. */
static void
test_doubles (void)
{
  check_double (0.25, "0.25");
  check_double (12.318, "12.318");
  check_double (1e-05, "1e-05");
  check_double (1.5e-07, "1.5e-07");
  check_double (1e16, "1e+16");
  check_double (1.2345e16, "1.2345e+16");
  check_double (123456789012345.6, "123456789012345.6");
  check_double (0.1 + 0.2, "0.30000000000000004");
  check_double (79.6, "79.6");
  check_double (33333333.0, "33333333.0");
  check_double (1e22, "1e+22");
  check_double (-0.5, "-0.5");
  check_double (5e-324, "5e-324");
  check_double (0.0001, "0.0001");
  check_double (100.0, "100.0");
  check_double (0.0, "0.0");
  check_double (NAN, "null");
  check_double (INFINITY, "null");
}

static void
test_strings (void)
{
  g_autoptr(GString) out = g_string_new (NULL);

  gp_json_append_string (out, "\xc3\xa9\xf0\x9f\x98\x80\x7f\"\\\n\x01");
  g_assert_cmpstr (out->str, ==, "\"\\u00e9\\ud83d\\ude00\\u007f\\\"\\\\\\n\\u0001\"");
}

static void
test_document (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  json_parser_load_from_data (parser, "{\"z\": [1, 2.5, null, true, \"x\"], \"a\": {}, \"m\": []}", -1, &error);
  g_assert_no_error (error);
  text = gp_json_to_string (json_parser_get_root (parser));
  g_assert_cmpstr (text, ==, "{\"z\": [1, 2.5, null, true, \"x\"], \"a\": {}, \"m\": []}");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/unit/json-writer/doubles", test_doubles);
  g_test_add_func ("/gp/unit/json-writer/strings", test_strings);
  g_test_add_func ("/gp/unit/json-writer/document", test_document);
  return g_test_run ();
}
