/* test-try-table.c: GpTryTable, the table `gst-profile try` and Try Fixes print
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

/* Runs are real recordings: the Orin's queue-less session (latency p95 29.9 ms, QUEUE) stands for
 * the original, its healthy twin (25.2 ms, no QUEUE) for the fix. A difference is marked only when
 * the two ranges are apart; a side that ran once has no range, and nothing is judged against it;
 * findings go by the majority of a variant's runs. */

#include "config.h"

#include <string.h>

#include "gp-document.h"
#include "gp-json-text.h"
#include "gp-test-util.h"
#include "gp-try-table.h"

static GpDocument *slow;   /* orin-nx-jp6-no-queue.json */
static GpDocument *fast;   /* orin-nx-jp6-healthy.json */

/* A table of the original and "QUEUE", each run a document of @original / @variant ('s' slow,
 * 'f' fast) in turn. */
static GpTryTable *
table_of (const char *original,
          const char *variant)
{
  static const char *queue[] = { "F-QUEUE", NULL };
  GpTryTable *table = gp_try_table_new ();
  const char *runs[] = { original, variant };

  g_assert_cmpuint (gp_try_table_add_variant (table, "original", NULL), ==, 0);
  g_assert_cmpuint (gp_try_table_add_variant (table, "QUEUE", queue), ==, 1);
  for (guint v = 0; v < 2; v++)
    for (const char *r = runs[v]; *r != '\0'; r++)
      gp_try_table_add_run (table, v, *r == 's' ? "slow.json" : "fast.json", *r == 's' ? slow : fast);
  return table;
}

static gboolean
strv_is (char      **strv,
         const char *only)
{
  return strv != NULL && g_strv_length (strv) == 1 && g_str_equal (strv[0], only);
}

static JsonObject *
json_variant (JsonNode   *node,
              const char *name)
{
  JsonArray *variants = json_object_get_array_member (json_node_get_object (node), "variants");

  for (guint i = 0; i < json_array_get_length (variants); i++)
    {
      JsonObject *object = json_array_get_object_element (variants, i);

      if (g_str_equal (json_object_get_string_member (object, "name"), name))
        return object;
    }
  g_assert_not_reached ();
}

static void
test_one_run (void)
{
  g_autoptr(GpTryTable) table = table_of ("s", "f");
  g_autoptr(JsonNode) node = gp_try_table_to_json (table);
  g_autofree char *text = gp_try_table_to_text (table);
  g_auto(GStrv) cleared = gp_try_table_cleared (table, 1);

  /* 4.8 ms apart, but one run each: no spread, so neither better nor worse. */
  g_assert_cmpint (gp_try_table_latency_delta (table, 1), ==, GP_TRY_NO_SPREAD);
  g_assert_cmpint (gp_try_table_fps_delta (table, 1), ==, GP_TRY_NO_SPREAD);
  g_assert_cmpstr (json_object_get_string_member (json_variant (node, "QUEUE"), "latency"), ==, "one run");
  g_assert_null (strstr (text, "better"));
  g_assert_null (strstr (text, "worse"));
  g_assert_null (strstr (text, "≈"));
  g_test_message ("%s", text);
  /* What one run shows is still said: the figures and the finding it cleared. */
  g_assert_nonnull (strstr (text, "25.2"));
  g_assert_nonnull (strstr (text, "29.9"));
  g_assert_true (strv_is (cleared, "F-QUEUE"));
}

static void
test_apart (void)
{
  g_autoptr(GpTryTable) table = table_of ("sss", "fff");
  g_autoptr(JsonNode) node = gp_try_table_to_json (table);
  g_autofree char *text = gp_try_table_to_text (table);
  g_autoptr(GArray) order = gp_try_table_rank (table);
  JsonObject *queue = json_variant (node, "QUEUE");

  g_assert_cmpint (gp_try_table_latency_delta (table, 1), ==, GP_TRY_BETTER);
  /* The same 31.25 ms period on both: the ranges meet. */
  g_assert_cmpint (gp_try_table_fps_delta (table, 1), ==, GP_TRY_SAME);
  g_assert_cmpstr (json_object_get_string_member (queue, "latency"), ==, "better");
  g_assert_cmpstr (json_object_get_string_member (queue, "fps"), ==, "about the same");
  g_assert_cmpint (json_object_get_int_member (queue, "runs"), ==, 3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (queue, "latency_ms_p95_median"), 25.156, 0.001);
  g_assert_nonnull (strstr (text, "better"));
  /* Best first. */
  g_assert_cmpuint (g_array_index (order, guint, 0), ==, 1);
  g_assert_true (g_str_has_prefix (strstr (text, "\n") + 1, "QUEUE"));
}

static void
test_overlap (void)
{
  g_autoptr(GpTryTable) table = table_of ("sfs", "fsf");
  g_autofree char *text = gp_try_table_to_text (table);
  g_auto(GStrv) cleared = gp_try_table_cleared (table, 1);
  g_auto(GStrv) added = gp_try_table_new_findings (table, 1);
  GpTryRange latency = gp_try_variant_latency (gp_try_table_get_variant (table, 1));

  /* Medians 29.9 and 25.2, but each range spans the other: noise, not effect. */
  g_assert_cmpint (gp_try_table_latency_delta (table, 1), ==, GP_TRY_SAME);
  g_assert_cmpfloat_with_epsilon (latency.median, 25.156, 0.001);
  g_assert_cmpfloat_with_epsilon (latency.max, 29.917, 0.001);
  g_assert_null (strstr (text, "better"));
  g_assert_nonnull (strstr (text, "≈"));
  /* Most of the original's runs have QUEUE and most of the variant's do not; OK the other way. */
  g_assert_true (strv_is (cleared, "F-QUEUE"));
  g_assert_true (strv_is (added, "F-OK"));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  slow = gp_test_load_document ("orin-nx-jp6-no-queue.json");
  fast = gp_test_load_document ("orin-nx-jp6-healthy.json");

  g_test_add_func ("/gp/unit/try-table/one-run", test_one_run);
  g_test_add_func ("/gp/unit/try-table/apart", test_apart);
  g_test_add_func ("/gp/unit/try-table/overlap", test_overlap);

  status = g_test_run ();
  g_object_unref (slow);
  g_object_unref (fast);
  return status;
}
